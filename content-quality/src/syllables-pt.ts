// A rule-based syllable counter for Brazilian Portuguese, good enough for a readability index
// (which averages over hundreds of words), not for hyphenation. It counts syllable nuclei: every
// vowel is one, except a vowel that glides onto its neighbour in a diphthong.
//
// The rules, in the order they apply:
//  1. The u of qu/gu before a vowel is a glide or silent: que-ro, guer-ra, quan-do, á-gua.
//  2. An unaccented i/u after a vowel nucleus glides (falling diphthong): sau-da-de, mui-to,
//     pai, prai-a, i-dei-a. It is a hiatus instead when the i/u closes its own syllable with
//     m, n, r, l or z (before another consonant, not rr or lh, or the word's end) or comes
//     before nh: a-in-da, ru-im, sa-ir, ra-iz, Ra-ul, ra-i-nha; but bair-ro.
//  3. í and ú are always a nucleus: pa-ís, sa-ú-de, Lu-í-za.
//  4. e/o/i/u after ã or õ is a glide (nasal diphthong): co-ra-ção, mãe, pões.
//  5. Any other two vowels are a hiatus: di-a, ri-o, po-e-ta, cri-an-ça, le-ão.
//  6. Except an unaccented i/u + vowel at the end of a word whose stress is marked earlier,
//     which is the rising diphthong of school syllabification: his-tó-ria, sé-rie, fa-mí-lia.
//
// Known misses (where the dictionary disagrees with these rules):
//  - An unaccented i/u in hiatus before a consonant that starts the next syllable is taken as a
//    glide: "traição" counts 2 (tra-i-ção, 3), "reunião" 3 (re-u-ni-ão, 4), "proibir" 2
//    (pro-i-bir, 3), "Tainá" 2 (Ta-i-ná, 3). Spelling does not show these hiatuses; most
//    common words that have them carry an accent (sa-í-da, pa-ís).
//  - "-ea"/"-eo" after the stress counts two syllables (á-re-a, ó-le-o), as dictionaries do,
//    though fast speech often makes it one.
//  - Only the contraction "ao(s)" is a diphthong a-o; "caos" counts 2 (1). The interjection
//    "hein" is listed as one syllable; other -ein words would count 2.
//  - Loanwords and foreign names follow Portuguese spelling rules: "game" counts 2 (said 1);
//    "y" is read as i and "w" as a consonant.
//  - Numerals count one syllable per digit.

const VOWELS = new Set('aeiouáàâãéêíóôõúüy');
/** Vowels that can be the glide of a diphthong when unaccented. */
const WEAK = new Set('iuüy');
const NASAL = new Set('ãõ');
/** A vowel with a stress mark; ã and õ mark nasality, not stress, so they do not count. */
const STRESS_MARK = /[áéíóúâêô]/;
/** Consonants that can close the syllable of an i/u and so keep it apart from the vowel before. */
const CODA = new Set('mnrlz');

const isVowel = (letter: string | undefined) => letter !== undefined && VOWELS.has(letter);

/** Syllables of one word without hyphens: letters only, lower case, NFC. */
function syllablesOfPart(part: string): number {
  const letters = [...part];
  // Rule 1: drop the u of qu/gu before a vowel, which never makes a syllable of its own.
  const sounded = letters.filter(
    (letter, index) =>
      !(
        (letter === 'u' || letter === 'ü') &&
        (letters[index - 1] === 'q' || letters[index - 1] === 'g') &&
        isVowel(letters[index + 1])
      ),
  );

  let nuclei = 0;
  let previous: 'none' | 'nucleus' | 'glide' = 'none';
  sounded.forEach((letter, index) => {
    if (!isVowel(letter)) {
      previous = 'none';
      return;
    }
    const before = sounded[index - 1];
    const next = sounded[index + 1];
    const afterNext = sounded[index + 2];
    let glide = false;
    if (previous === 'nucleus' && WEAK.has(letter)) {
      // Rule 2: a falling diphthong, unless the i/u closes its own syllable.
      // rr, ss-like doubles and lh/nh/ch start the next syllable instead (bair-ro), but nh
      // still splits the i/u from the vowel before it (ra-i-nha).
      const closesOwnSyllable =
        next !== undefined &&
        ((CODA.has(next) &&
          (afterNext === undefined ||
            (!isVowel(afterNext) && afterNext !== next && afterNext !== 'h'))) ||
          (next === 'n' && afterNext === 'h'));
      glide = !closesOwnSyllable;
    } else if (previous === 'nucleus' && before !== undefined && NASAL.has(before)) {
      glide = 'eoiu'.includes(letter); // Rule 4.
    }
    if (glide) {
      previous = 'glide';
    } else {
      nuclei += 1;
      previous = 'nucleus';
    }
  });

  // Rule 6: his-tó-ria. The ending is consonant + unaccented i/u + a/e/o (+ s), counted above as
  // two nuclei, and the stress is marked before it.
  const risingEnding = /[^aeiouáàâãéêíóôõúü][iu][aeo]s?$/.exec(sounded.join(''));
  if (risingEnding && STRESS_MARK.test(sounded.slice(0, risingEnding.index + 1).join(''))) {
    nuclei -= 1;
  }
  return nuclei;
}

/**
 * Words the rules split wrongly and scenarios use: the contraction a + o(s), unlike other a-o
 * (ca-o-lho), and the interjection "hein", whose n does not close a syllable of its own.
 */
const MONOSYLLABLES = new Set(['ao', 'aos', 'hein']);

/** Syllables of a Portuguese word ("bem-vindo" = 3); a word with letters has at least one. */
export function syllablesPt(word: string): number {
  const lower = word.normalize('NFC').toLowerCase();
  if (/^\p{N}+$/u.test(lower)) return lower.length;
  if (MONOSYLLABLES.has(lower)) return 1;
  const total = lower
    .split(/[-'’]/)
    .map((part) => syllablesOfPart(part.replace(/[^\p{L}]/gu, '')))
    .reduce((sum, count) => sum + count, 0);
  return Math.max(1, total);
}
