// One-off: records, in the snapshot, which pt-BR text every translation was made from
// (docs/decisions/0035-translations-know-their-source.md). Before it, nothing said so; the
// translations in the snapshot were checked against their pt-BR texts when they were written, so
// today's pt-BR is their source. Documents that already record their sources are left alone,
// so running it again changes nothing.
//
//   node content-export/scripts/stamp-translation-sources.ts [--snapshot <file.ndjson>]
//        [--new-fields] [--document <id>]...
//
// --new-fields also stamps, in documents that already record their sources, the translations
// that have no record yet: a localized field added since, written with its translation (the
// scenes' alt text, docs/decisions/0063). Records already there are kept.
//
// `--document` re-stamps the documents it names even though they record their sources: after a
// bulk edit that wrote a pt-BR text and its translations together (the skills' steps and three
// challenges, docs/decisions/0064), every translation of those documents is from today's pt-BR.
// Only the named documents change.
//
// Each line keeps its fields in their order and gains `translationSources` at the end; `_rev`
// and `_updatedAt` stay, as the content learners read does not change.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  TRANSLATION_SOURCES_FIELD,
  translationSourcesOf,
  withAllTranslationSources,
  withNewTranslationSources,
} from '@ths/content-model/translation-sources';

const DEFAULT_SNAPSHOT = resolve(import.meta.dirname, '../../studio/dataset/production.ndjson');

const { values } = parseArgs({
  options: {
    snapshot: { type: 'string' },
    'new-fields': { type: 'boolean' },
    document: { type: 'string', multiple: true },
  },
  strict: true,
});
const restamp = new Set(values.document ?? []);
const file = resolve(values.snapshot ?? DEFAULT_SNAPSHOT);
const lines = readFileSync(file, 'utf8').split('\n');
let stamped = 0;
const out = lines.map((line) => {
  if (line.trim() === '') return line;
  const document = JSON.parse(line) as Record<string, unknown>;
  if (TRANSLATION_SOURCES_FIELD in document && !restamp.has(String(document._id))) {
    if (!values['new-fields']) return line;
    const next = withNewTranslationSources(document);
    if (next.translationSources.length === translationSourcesOf(document).length) return line;
    stamped += 1;
    return JSON.stringify(next);
  }
  const next = withAllTranslationSources(document);
  if (next.translationSources.length === 0) return line;
  if (JSON.stringify(next) === line) return line;
  stamped += 1;
  return JSON.stringify(next);
});
const temporary = `${file}.stamping`;
writeFileSync(temporary, out.join('\n'));
renameSync(temporary, file);
console.log(
  `✓ ${stamped} documento(s) com a origem das traduções: ${relative(process.cwd(), file)}`,
);
