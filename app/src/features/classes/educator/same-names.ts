// "Mesmo nome de outro aluno" (issue 40, item 5; docs/decisions/0074): two learners of a class
// whose names, as the educator sees them, read the same. Compared the way a teacher reads a list:
// without case, accents, or extra spaces, so 'Ana Clara', 'ana  clara' and 'Ána Clara' are one
// name. Learners without a name show the same words ('Aluno sem nome') and are flagged too.

/** A name as it is compared: no accents or other marks, lower case, single spaces. */
export function nameKey(name: string, language: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase(language)
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The ids of the learners whose shown name another learner of the class also shows. */
export function sameNameIds(
  learners: readonly { userId: string; name: string }[],
  language: string,
): Set<string> {
  const byKey = new Map<string, string[]>();
  for (const learner of learners) {
    const key = nameKey(learner.name, language);
    byKey.set(key, [...(byKey.get(key) ?? []), learner.userId]);
  }
  return new Set([...byKey.values()].filter((ids) => ids.length > 1).flat());
}
