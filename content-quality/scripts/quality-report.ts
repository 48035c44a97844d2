// Content quality report (not a test: it prints numbers).
//
//   pnpm quality [--snapshot <file.ndjson>] [--json] [--strict]
//
// It reads the content exactly as the export does (the live dataset when studio/.env names
// one, the repository's snapshot otherwise; the same query, validation and per-locale bundles)
// and writes nothing. It measures, per phase and overall, how often the correct choice is the
// longest, reading ease, the most similar scenarios, idioms and irony left unexplained, the
// shape of the feedback, the weekly challenges' length and forbidden words, where the correct
// choice stands by length, manner phrases only in correct choices, the cast's recurring names
// against docs/content/cast.md, and how often the only choice that asks a question is the
// correct one. It exits 0 whatever it finds; with --strict it exits 1 when a
// target is missed, for CI. --json prints the same data as JSON.
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ContentBundleSchema } from '@ths/content-model/bundle-schema';
import { LOCALE_IDS } from '@ths/content-model/locales';
import {
  ContentSourceError,
  contentSource,
  describeSource,
} from '@ths/content-export/content-source';
import { fetchContent } from '@ths/content-export/fetch-content';
import { parseCast } from '../src/cast.ts';
import { formatQualityReport } from '../src/format-report.ts';
import { qualityReport, type LocaleContent } from '../src/quality-report.ts';
import {
  CHOICE_TEXT,
  READ_TEXT,
  translatedChallenges,
  translatedScenarios,
} from '../src/translated-scenarios.ts';
import { SnapshotError } from '@ths/content-export/read-snapshot';
import { toBundle } from '@ths/content-export/to-bundle';
import {
  ContentValidationError,
  formatIssue,
  validateDataset,
} from '@ths/content-export/validate-dataset';

const packageDir = resolve(import.meta.dirname, '..');
const DEFAULT_SNAPSHOT = resolve(packageDir, '../studio/dataset/production.ndjson');
const STUDIO_ENV_FILE = resolve(packageDir, '../studio/.env');
const CAST_FILE = resolve(packageDir, '../docs/content/cast.md');
const USAGE = 'Uso: quality-report [--snapshot <arquivo.ndjson>] [--json] [--strict]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    // `pnpm quality -- --strict` hands the script its `--` too (pnpm 10): it means nothing here.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      snapshot: { type: 'string' },
      json: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
    },
    strict: true,
  });
  // As the export's CLI: the Studio's .env names the live dataset; set variables win.
  if (!values.snapshot && existsSync(STUDIO_ENV_FILE)) process.loadEnvFile(STUDIO_ENV_FILE);
  const source = values.snapshot
    ? ({ kind: 'snapshot', file: resolve(values.snapshot) } as const)
    : contentSource(process.env, DEFAULT_SNAPSHOT);

  const dataset = validateDataset(await fetchContent(source));
  const contents = LOCALE_IDS.map((locale): LocaleContent => {
    const { bundle, report } = toBundle(dataset, locale);
    return {
      // The same proof as the export's: this is the bundle the app's type describes.
      bundle: ContentBundleSchema.parse(bundle),
      choicesTranslated: translatedScenarios(dataset.scenarios, report, CHOICE_TEXT),
      textsTranslated: translatedScenarios(dataset.scenarios, report, READ_TEXT),
      challengesTranslated: translatedChallenges(dataset.skills, report),
    };
  });
  const report = qualityReport(contents, parseCast(readFileSync(CAST_FILE, 'utf8')));

  if (values.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const shown =
      source.kind === 'snapshot'
        ? describeSource({ ...source, file: relative(process.cwd(), source.file) || '.' })
        : describeSource(source);
    console.log(formatQualityReport(report, shown));
  }
  return values.strict && report.targets.some((target) => !target.met) ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ContentValidationError) {
    console.error(
      `✗ O conteúdo tem ${error.issues.length} problema(s); corrija-os antes de medir a qualidade.\n${error.issues.map(formatIssue).join('\n')}`,
    );
  } else if (error instanceof SnapshotError || error instanceof ContentSourceError) {
    console.error(`✗ ${error.message}`);
  } else if (
    // node:util parseArgs reports an unknown or incomplete option with these codes.
    error instanceof TypeError &&
    String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`✗ ${error.message}\n${USAGE}`);
  } else {
    console.error('✗ Não foi possível gerar o relatório de qualidade.');
    console.error(error);
  }
  process.exitCode = 1;
}
