#!/usr/bin/env node
// content-export [--snapshot <file.ndjson>] [--out <folder>]
//
// Without --snapshot, the source is the live dataset named by SANITY_STUDIO_PROJECT_ID and
// SANITY_STUDIO_DATASET when both are set, and the repository's snapshot otherwise.
// Exits 1, writing nothing, when the content breaks a rule.
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

const shown = (path: string) => relative(process.cwd(), path) || '.';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { snapshot: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  });
  if (!values.snapshot && existsSync(STUDIO_ENV_FILE)) process.loadEnvFile(STUDIO_ENV_FILE);
  const source = values.snapshot
    ? ({ kind: 'snapshot', file: resolve(values.snapshot) } as const)
    : contentSource(process.env, DEFAULT_SNAPSHOT);
  const outDir = resolve(values.out ?? DEFAULT_OUT);

  console.log(
    `Conteúdo: ${describeSource(source.kind === 'snapshot' ? { ...source, file: shown(source.file) } : source)}`,
  );
  const result = await exportContent({ source, outDir });
  const { phases, scenarios, achievements, skills } = result.counts;
  console.log(
    `✓ ${phases} fases, ${scenarios} cenários, ${achievements} conquistas, ${skills} habilidades`,
  );
  for (const report of result.reports) console.log(formatTranslationReport(report));
  for (const notice of result.notices) console.log(`Aviso: ${notice}`);
  console.log(`Escrito: ${result.files.map(shown).join(', ')}`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ContentValidationError) {
    console.error(
      `✗ O conteúdo tem ${error.issues.length} problema(s); nenhum arquivo foi escrito.\n${error.issues.map(formatIssue).join('\n')}`,
    );
  } else if (error instanceof SnapshotError || error instanceof ContentSourceError) {
    console.error(`✗ ${error.message}\nNenhum arquivo foi escrito.`);
  } else if (
    // node:util parseArgs reports an unknown or incomplete option with these codes.
    error instanceof TypeError &&
    String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(
      `✗ ${error.message}\nUso: content-export [--snapshot <arquivo.ndjson>] [--out <pasta>]`,
    );
  } else {
    console.error('✗ Não foi possível exportar o conteúdo; nenhum arquivo foi escrito.');
    console.error(error);
  }
  process.exitCode = 1;
}
