// Killing the lake while it writes the snapshot leaves the old file or the new one, never a
// broken one: the process is killed (SIGKILL, no cleanup) at moments spread over a publish.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseNdjson, toNdjson, type StoredDocument } from '../src/snapshot-file.ts';

const CLI = resolve(import.meta.dirname, '../src/cli.ts');
// Large enough (about 10 MB) that writing it takes a while to kill in the middle of.
const DOCUMENTS: StoredDocument[] = Array.from({ length: 8000 }, (_, index) => ({
  _id: `scenario-${index + 1}`,
  _type: 'scenario',
  _rev: 'r0',
  title: `Cenário ${index + 1}`,
  text: 'x'.repeat(1200),
}));

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lake-crash-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function startLake(snapshot: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [CLI, '--snapshot', snapshot, '--drafts', join(folder, 'drafts.ndjson'), '--port', '0'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolveUrl(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the lake exited (${code}): ${output}`)));
  });
  return { child, url };
}

test(
  'a publish killed at any moment leaves the old or the new snapshot',
  { timeout: 120_000 },
  async () => {
    const snapshot = join(folder, 'production.ndjson');
    const original = toNdjson(DOCUMENTS);
    await writeFile(snapshot, original);
    const outcomes = new Set<string>();
    // Up to 800 ms: on a busy machine the first request of a fresh process (Hono building its
    // router, zod its schemas, then the 10 MB write) can take half a second before the rename.
    for (const delay of [0, 5, 10, 20, 30, 45, 60, 80, 120, 200, 300, 500, 800]) {
      const before = await readFile(snapshot, 'utf8');
      const { child, url } = await startLake(snapshot);
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      void fetch(`${url}/v2025-02-19/data/mutate/production`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          mutations: [{ patch: { id: 'scenario-1', set: { title: `kill ${delay}` } } }],
        }),
      }).catch(() => undefined);
      await sleep(delay);
      child.kill('SIGKILL');
      await exited;
      const after = await readFile(snapshot, 'utf8');
      const documents = parseNdjson(after, snapshot); // throws on a broken file
      expect(documents).toHaveLength(DOCUMENTS.length);
      const title = documents[0]?.title;
      if (after === before) outcomes.add('old');
      else {
        expect(title).toBe(`kill ${delay}`);
        expect(after.split('\n').slice(1)).toEqual(before.split('\n').slice(1));
        outcomes.add('new');
      }
    }
    // The delays span the whole write: some runs died before it, some after it.
    expect([...outcomes].sort()).toEqual(['new', 'old']);
    // A restart clears the temporary files a killed write left behind.
    const { child } = await startLake(snapshot);
    child.kill('SIGKILL');
    expect((await readdir(folder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  },
);
