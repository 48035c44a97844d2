// Adds (or updates) the skill documents of a writer's list in the dataset snapshot, and points
// each listed scenario at its skill (docs/decisions/0043).
//
//   pnpm --filter @ths/content-export import-skills <skills.json> [--snapshot <file.ndjson>]
//
// The list is an array of { key, name: {pt-BR, en}, description: {pt-BR, en}, scenarios:
// [numbers], casel, bncc, bnccReason, challenge: {pt-BR, en} }. The result is checked with the
// export's own validation before anything is written; on any problem the snapshot is left as it
// was. Afterwards, run content-export/scripts/stamp-translation-sources.ts (decision 0035).
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { queryDocuments } from '../src/query-documents.ts';
import { parseSkillEntries, SkillImportError, withSkills } from '../src/import-skills.ts';
import { parseSnapshot } from '../src/read-snapshot.ts';
import { ContentValidationError, formatIssue, validateDataset } from '../src/validate-dataset.ts';

const DEFAULT_SNAPSHOT = resolve(import.meta.dirname, '../../studio/dataset/production.ndjson');
const USAGE = 'Uso: import-skills <habilidades.json> [--snapshot <arquivo.ndjson>]';
// Sanity's revision ids are 22 characters of this alphabet; array keys are 12 hex digits.
const REV_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const rev = () => [...randomBytes(22)].map((byte) => REV_ALPHABET[byte % 62]).join('');
const itemKey = () => randomBytes(6).toString('hex');

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { snapshot: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) {
    console.error(`✗ Diga qual arquivo importar.\n${USAGE}`);
    return 1;
  }
  const listFile = resolve(positionals[0]!);
  const snapshotFile = resolve(values.snapshot ?? DEFAULT_SNAPSHOT);
  const shown = relative(process.cwd(), snapshotFile);

  const entries = parseSkillEntries(JSON.parse(readFileSync(listFile, 'utf8')));
  const documents = parseSnapshot(readFileSync(snapshotFile, 'utf8'), shown);
  const merged = withSkills(documents, entries, { now: new Date().toISOString(), rev, itemKey });
  validateDataset(await queryDocuments(merged));

  const temporary = `${snapshotFile}.import-skills.tmp`;
  writeFileSync(temporary, merged.map((document) => JSON.stringify(document)).join('\n') + '\n');
  renameSync(temporary, snapshotFile);
  const added = merged.length - documents.length;
  console.log(
    `✓ ${entries.length} habilidades em ${shown}: ${added} novas, ${entries.length - added} atualizadas ou iguais. Rode \`pnpm content\` para exportar.`,
  );
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof SkillImportError) {
    console.error(`✗ ${error.message}\nNada foi escrito.`);
  } else if (error instanceof ContentValidationError) {
    console.error(
      `✗ Com estas habilidades o conteúdo teria ${error.issues.length} problema(s); nada foi escrito.\n${error.issues.map(formatIssue).join('\n')}`,
    );
  } else {
    console.error(`✗ Não foi possível importar as habilidades; nada foi escrito.\n${USAGE}`);
    console.error(error);
  }
  process.exitCode = 1;
}
