// What `content-export` does with its arguments, apart from the process it runs in: cli.ts hands
// it the process's arguments and console, and the tests (tests/content/run-export.ts) call it in
// their own process with captured lines, so each of their many runs does not start a Node of its
// own.
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ContentSourceError, contentSource, describeSource } from './content-source.ts';
import { exportContent } from './export-content.ts';
import { SnapshotError } from './read-snapshot.ts';
import { formatTranslationReport } from './translation-report.ts';
import { ContentValidationError, formatIssue } from './validate-dataset.ts';

const packageDir = resolve(import.meta.dirname, '..');
const DEFAULT_SNAPSHOT = resolve(packageDir, '../studio/dataset/production.ndjson');
const DEFAULT_OUT = resolve(packageDir, '../app/src/content/generated');
// The educator configures the Sanity project once, in the Studio's .env; variables already set
// in the environment win over the file.
const STUDIO_ENV_FILE = resolve(packageDir, '../studio/.env');

/** Where the command's lines go: standard output and standard error. */
export type CliOutput = { log: (text: string) => void; error: (text: string) => void };

const shown = (path: string) => relative(process.cwd(), path) || '.';

async function exportWith(args: readonly string[], output: CliOutput): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: { snapshot: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  });
  if (!values.snapshot && existsSync(STUDIO_ENV_FILE)) process.loadEnvFile(STUDIO_ENV_FILE);
  const source = values.snapshot
    ? ({ kind: 'snapshot', file: resolve(values.snapshot) } as const)
    : contentSource(process.env, DEFAULT_SNAPSHOT);
  const outDir = resolve(values.out ?? DEFAULT_OUT);

  output.log(
    `Conteúdo: ${describeSource(source.kind === 'snapshot' ? { ...source, file: shown(source.file) } : source)}`,
  );
  const result = await exportContent({ source, outDir });
  const { phases, scenarios, achievements, skills } = result.counts;
  output.log(
    `✓ ${phases} fases, ${scenarios} cenários, ${achievements} conquistas, ${skills} habilidades`,
  );
  for (const report of result.reports) output.log(formatTranslationReport(report));
  for (const notice of result.notices) output.log(`Aviso: ${notice}`);
  output.log(`Escrito: ${result.files.map(shown).join(', ')}`);
  return 0;
}

/** Runs the export on the command's arguments; returns the exit code (1: nothing was written). */
export async function runCli(args: readonly string[], output: CliOutput): Promise<number> {
  try {
    return await exportWith(args, output);
  } catch (error) {
    if (error instanceof ContentValidationError) {
      output.error(
        `✗ O conteúdo tem ${error.issues.length} problema(s); nenhum arquivo foi escrito.\n${error.issues.map(formatIssue).join('\n')}`,
      );
    } else if (error instanceof SnapshotError || error instanceof ContentSourceError) {
      output.error(`✗ ${error.message}\nNenhum arquivo foi escrito.`);
    } else if (
      // node:util parseArgs reports an unknown or incomplete option with these codes.
      error instanceof TypeError &&
      String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')
    ) {
      output.error(
        `✗ ${error.message}\nUso: content-export [--snapshot <arquivo.ndjson>] [--out <pasta>]`,
      );
    } else {
      output.error('✗ Não foi possível exportar o conteúdo; nenhum arquivo foi escrito.');
      output.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    return 1;
  }
}
