// The cast: first names that come back in several scenarios keep one role each (a classmate stays
// a classmate, a sister stays a sister), so a learner who meets a name again is not misled. The
// list lives in docs/content/cast.md; the report checks that every name used in two or more
// scenarios is on it (docs/content/README.md, "The cast").
import type { Scenario } from '@ths/content-model/bundle-schema';

/**
 * Capitalised words a scenario uses that are not people's names: forms of address, nicknames a
 * character calls someone, an online player's handle. Sentence starts are skipped anyway.
 */
export const NOT_NAMES: readonly string[] = [
  'Dona',
  'Seu',
  'Vô',
  'Vó',
  'Girafa',
  'Baixinho',
  'Pixel77',
];

const CAPITALISED = /^\p{Lu}/u;
const TOKEN = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;
const SENTENCE_START = new Set(['.', '!', '?', ':', '“', '”', '"', '—', '…', '(']);

/**
 * The people's names in a pt-BR text: capitalised words in the middle of a sentence (after a
 * lower-case word or a comma), consecutive ones joined ("Maria Eduarda").
 */
export function namesIn(text: string, notNames: readonly string[] = NOT_NAMES): string[] {
  const skip = new Set(notNames);
  const tokens = text.match(TOKEN) ?? [];
  const names: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) names.push(current.join(' '));
    current = [];
  };
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const isWord = /^[\p{L}\p{N}]/u.test(token);
    const capitalised = isWord && CAPITALISED.test(token) && !skip.has(token);
    if (capitalised && current.length > 0) {
      current.push(token);
      return;
    }
    flush();
    if (capitalised && previous !== undefined && !SENTENCE_START.has(previous)) current.push(token);
  });
  flush();
  return [...new Set(names)];
}

/** Every name and the scenarios that use it (title, description, choices and feedback). */
export function namesByScenario(
  scenarios: readonly Pick<Scenario, 'number' | 'title' | 'description' | 'choices'>[],
): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (const scenario of scenarios) {
    const texts = [
      scenario.title,
      scenario.description,
      ...scenario.choices.flatMap((choice) => [choice.text, choice.feedback]),
    ];
    const names = new Set(texts.flatMap((text) => namesIn(text)));
    for (const name of names) found.set(name, [...(found.get(name) ?? []), scenario.number]);
  }
  return found;
}

/** The names of a cast list: the first cell of each row of its Markdown table(s). */
export function parseCast(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.trimStart().startsWith('|'))
    .map((line) => line.split('|')[1]!.trim())
    .filter((cell) => cell !== '' && !/^[-: ]+$/.test(cell) && cell !== 'nome');
}

export type CastSection = {
  /** Names on the cast list. */
  listed: number;
  /** Names used in two or more scenarios, with those scenarios. */
  recurring: { name: string; scenarios: number[]; listed: boolean }[];
};

export function castSection(
  scenarios: readonly Pick<Scenario, 'number' | 'title' | 'description' | 'choices'>[],
  cast: readonly string[],
): CastSection {
  const listed = new Set(cast);
  const recurring = [...namesByScenario(scenarios)]
    .filter(([, numbers]) => numbers.length >= 2)
    .map(([name, numbers]) => ({ name, scenarios: numbers, listed: listed.has(name) }))
    .sort(
      (a, b) => b.scenarios.length - a.scenarios.length || a.name.localeCompare(b.name, 'pt-BR'),
    );
  return { listed: listed.size, recurring };
}
