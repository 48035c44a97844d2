// The dataset on disk, in the format of `sanity dataset export`'s data.ndjson: one document per
// line, exactly as the API returns it. Writes are atomic: the new content goes to a temporary file
// in the same folder, is flushed to disk, and only then renamed over the old one, so a crash at
// any moment leaves either the old file or the new one, never half of one.
import { randomBytes } from 'node:crypto';
import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export type StoredDocument = {
  _id: string;
  _type: string;
  _rev?: string;
  [field: string]: unknown;
};

export class SnapshotFileError extends Error {
  override name = 'SnapshotFileError';
}

/** The documents of an NDJSON file, in file order; a missing file is an empty dataset. */
export async function readSnapshotFile(file: string): Promise<StoredDocument[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return parseNdjson(text, file);
}

export function parseNdjson(text: string, file: string): StoredDocument[] {
  const documents: StoredDocument[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      throw new SnapshotFileError(
        `${file}, line ${index + 1}: not JSON (${(error as Error).message})`,
      );
    }
    const doc = parsed as Partial<StoredDocument> | null;
    if (
      typeof doc !== 'object' ||
      doc === null ||
      Array.isArray(doc) ||
      typeof doc._id !== 'string' ||
      typeof doc._type !== 'string'
    ) {
      throw new SnapshotFileError(`${file}, line ${index + 1}: a document needs _id and _type`);
    }
    if (seen.has(doc._id)) {
      throw new SnapshotFileError(`${file}, line ${index + 1}: _id "${doc._id}" appears twice`);
    }
    seen.add(doc._id);
    documents.push(doc as StoredDocument);
  });
  return documents;
}

/** The file's text for these documents: one JSON document per line, a final newline. */
export function toNdjson(documents: readonly StoredDocument[]): string {
  return documents.map((doc) => `${JSON.stringify(doc)}\n`).join('');
}

const temporaryPrefix = (file: string) => `.${basename(file)}.`;

/** Removes temporary files a killed write of `file` left behind (they never replaced it). */
export async function removeLeftoverTemporaryFiles(file: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dirname(file));
  } catch {
    return;
  }
  await Promise.all(
    names
      .filter((name) => name.startsWith(temporaryPrefix(file)) && name.endsWith('.tmp'))
      .map((name) => rm(join(dirname(file), name), { force: true })),
  );
}

/** Replaces `file` with `text` atomically (temporary file, fsync, rename). */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  const temporary = join(
    dirname(file),
    `${temporaryPrefix(file)}${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
