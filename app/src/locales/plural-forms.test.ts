// Counted strings take i18next's plural forms in both languages (issue 39, docs/decisions/0068):
// '1 cenário', '2 cenários', never '1 cenários'. The test reads every resource and every `t(...)`
// call of the app and fails on
//   - a `{{count}}` string that is not a plural key (`_one` and `_other`, both languages),
//   - a number interpolated under another name right before the word it counts
//     ('{{total}} cenários'): i18next picks the form by `count` only,
//   - a call of a plural key that does not pass `count`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesEn, classesPtBR } from './classes.ts';
import { en } from './en.ts';
import { familyEn, familyPtBR } from './family.ts';
import { onDemandEn, onDemandPtBR } from './on-demand.ts';
import { ptBR } from './pt-BR.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
}

// The default namespace with the strings of the views loaded on demand, one set of keys as i18next
// looks them up (fallbackNS, i18n.ts).
const RESOURCES = {
  'pt-BR': flatten({ ...ptBR, ...onDemandPtBR } as unknown as Tree),
  en: flatten({ ...en, ...onDemandEn } as unknown as Tree),
  'classes pt-BR': flatten(classesPtBR as unknown as Tree),
  'classes en': flatten(classesEn as unknown as Tree),
  'family pt-BR': flatten(familyPtBR as unknown as Tree),
  'family en': flatten(familyEn as unknown as Tree),
};

const PLURAL = /_(zero|one|two|few|many|other)$/;

// Words that follow a number without being what it counts: '5 de 20', '3 of 5', '2 em 3', '20%'.
const CONNECTORS = new Set([
  ...['de', 'em', 'na', 'no', 'e', 'a', 'para'],
  ...['of', 'in', 'at', 'and', 'to', 'out', 'right'],
]);
// Placeholders that are words, not numbers: a name, a date, an e-mail before a word is no count.
const TEXT_PLACEHOLDERS = new Set([
  'name',
  'email',
  'date',
  'day',
  'skill',
  'language',
  'casel',
  'bncc',
  'level',
  'title',
  'className',
  'learner',
  'code',
  'path',
  'dia',
  'turma',
]);

/** `{{name}} word` pairs of a string: a placeholder and the word right after it. */
function placeholderThenWord(text: string): { name: string; word: string }[] {
  return [...text.matchAll(/\{\{(\w+)\}\}\s+([\p{L}]+)/gu)].map((match) => ({
    name: match[1]!,
    word: match[2]!.toLowerCase(),
  }));
}

describe('counted strings', () => {
  for (const [language, entries] of Object.entries(RESOURCES)) {
    const keys = new Set(entries.map(([key]) => key));

    it(`${language}: every {{count}} string is a plural form, with _one and _other`, () => {
      const wrong = entries
        .filter(([key, text]) => text.includes('{{count}}') && !PLURAL.test(key))
        .map(([key]) => key);
      expect(wrong).toEqual([]);
      const bases = new Set(
        entries.filter(([key]) => PLURAL.test(key)).map(([key]) => key.replace(PLURAL, '')),
      );
      const incomplete = [...bases].filter(
        (base) => !keys.has(`${base}_one`) || !keys.has(`${base}_other`),
      );
      expect(incomplete).toEqual([]);
    });

    it(`${language}: no number is interpolated under another name before what it counts`, () => {
      const wrong = entries.flatMap(([key, text]) =>
        placeholderThenWord(text)
          .filter(
            ({ name, word }) =>
              name !== 'count' && !TEXT_PLACEHOLDERS.has(name) && !CONNECTORS.has(word),
          )
          .map(({ name, word }) => `${key}: {{${name}}} ${word}`),
      );
      expect(wrong).toEqual([]);
    });
  }

  it('the scan itself finds what it must', () => {
    expect(placeholderThenWord('{{completed}} de {{total}} cenários')).toEqual([
      { name: 'completed', word: 'de' },
      { name: 'total', word: 'cenários' },
    ]);
  });
});

// Every source file of the app, tests and this folder left out.
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('plural keys in the code', () => {
  const pluralBases = new Set(
    RESOURCES['pt-BR'].filter(([key]) => PLURAL.test(key)).map(([key]) => key.replace(PLURAL, '')),
  );
  const classBases = new Set(
    RESOURCES['classes pt-BR']
      .filter(([key]) => PLURAL.test(key))
      .map(([key]) => key.replace(PLURAL, '')),
  );

  it('are always called with `count`', () => {
    const root = join(import.meta.dirname, '..');
    const wrong: string[] = [];
    let pluralCalls = 0;
    for (const file of sources(root)) {
      const code = readFileSync(file, 'utf8');
      // t('key', { ... }) or t('key'): the options run to the call's closing parenthesis.
      for (const match of code.matchAll(/\bt\(\s*'([\w.:-]+)'\s*(,\s*(\{[^)]*\}|[^)]*))?\)/g)) {
        const key = match[1]!.replace(/^classes:/, '');
        const plural = pluralBases.has(key) || classBases.has(key);
        if (plural) pluralCalls += 1;
        if (plural && !/\bcount\b/.test(match[3] ?? '')) {
          wrong.push(`${file.slice(root.length + 1)}: t('${match[1]}')`);
        }
        if (PLURAL.test(key)) wrong.push(`${file.slice(root.length + 1)}: t('${match[1]}')`);
      }
    }
    expect(wrong).toEqual([]);
    // The scan reads real calls: it must find the counted strings the app uses.
    expect(pluralCalls).toBeGreaterThan(15);
  });
});
