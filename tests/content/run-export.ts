import { runCli } from '@ths/content-export/run-cli';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPOSITORY = resolve(import.meta.dirname, '../..');
export const SNAPSHOT_FILE = join(REPOSITORY, 'studio/dataset/production.ndjson');

export type ExportRun = {
  status: number;
  stdout: string;
  stderr: string;
  written: string[];
};

/**
 * Runs the export command, as the app's build does, on an NDJSON text: the command's own code
 * (run-cli.ts) in this process, its lines captured as the terminal would show them. Always with
 * --snapshot, so a developer's live-dataset settings do not change what the tests read.
 */
export async function runExport(
  ndjson: string,
  extraArgs: readonly string[] = [],
): Promise<ExportRun> {
  const folder = mkdtempSync(join(tmpdir(), 'ths-export-'));
  const snapshot = join(folder, 'snapshot.ndjson');
  const outDir = join(folder, 'out');
  writeFileSync(snapshot, ndjson);
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = await runCli(['--snapshot', snapshot, '--out', outDir, ...extraArgs], {
    log: (text) => stdout.push(`${text}\n`),
    error: (text) => stderr.push(`${text}\n`),
  });
  let written: string[] = [];
  try {
    written = readdirSync(outDir);
  } catch {
    // No folder: nothing was written.
  }
  return { status, stdout: stdout.join(''), stderr: stderr.join(''), written };
}
