// The usual English syllable heuristic behind most Flesch calculators: vowel groups, minus a
// silent final e. Right for most of the short everyday words of children's texts, wrong on some
// ("area" 2 for 3, "create" 1 for 2, "business" 3 for 2), which averages out over a scenario.

/** Syllables of an English word; a word with letters has at least one. */
export function syllablesEn(word: string): number {
  const lower = word.toLowerCase().replace(/[^a-z]/g, '');
  if (lower === '') return Math.max(1, word.replace(/\P{N}/gu, '').length);
  let count = (lower.match(/[aeiouy]+/g) ?? []).length;
  // make, smile, the: a final e after a consonant is silent, but table and people keep "-le".
  if (/[^aeiouy]e$/.test(lower) && !/[^aeiouy]le$/.test(lower)) count -= 1;
  // makes, smiles: silent too, but not after a hissing sound (boxes, wishes, places) or in tables.
  if (
    /[^aeiouy]es$/.test(lower) &&
    !/(?:[sxzcg]|ch|sh)es$/.test(lower) &&
    !/[^aeiouy]les$/.test(lower)
  ) {
    count -= 1;
  }
  // asked, loved: "-ed" is no syllable except after t or d (wanted, needed).
  if (/[^aeiouytd]ed$/.test(lower)) count -= 1;
  return Math.max(1, count);
}
