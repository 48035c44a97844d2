import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPOSITORY = resolve(import.meta.dirname, '../..');
export const SNAPSHOT_FILE = join(REPOSITORY, 'studio/dataset/production.ndjson');
const CLI = join(REPOSITORY, 'content-export/src/cli.ts');

export type ExportRun = {
  status: number | null;
  stdout: string;
  stderr: string;
  written: string[];
};

/** Runs the real export CLI, as the app's build does, on an NDJSON text. */
export function runExport(ndjson: string, extraArgs: readonly string[] = []): ExportRun {
  const folder = mkdtempSync(join(tmpdir(), 'ths-export-'));
  const snapshot = join(folder, 'snapshot.ndjson');
  const outDir = join(folder, 'out');
  writeFileSync(snapshot, ndjson);
  const result = spawnSync(
    process.execPath,
    [CLI, '--snapshot', snapshot, '--out', outDir, ...extraArgs],
    {
      encoding: 'utf8',
      // A developer's live-dataset settings must not change what the tests read.
      env: { PATH: process.env.PATH ?? '' },
    },
  );
  let written: string[] = [];
  try {
    written = readdirSync(outDir);
  } catch {
    // No folder: nothing was written.
  }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, written };
}
