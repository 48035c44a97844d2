// Sentences and words as a young reader meets them, for the reading-ease and feedback-length
// measures. Pure, locale-neutral rules that fit the scenarios' plain prose.

/**
 * A letter run, with its accents, joined by inner hyphens or apostrophes ("bem-vindo",
 * "d'água"), or a run of digits. NFC first, so that "é" is one letter whatever the editor typed.
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;

/** The words of a text, in order, as written (case and accents kept). */
export function splitWords(text: string): string[] {
  return text.normalize('NFC').match(WORD) ?? [];
}

/** Abbreviations whose full stop does not end a sentence ("a Sra. Lúcia"). */
const ABBREVIATIONS = new Set('sr sra srta dr dra prof profa mr mrs ms'.split(' '));

/**
 * Terminal punctuation, then any closing quotes or brackets. A sentence ends there when the text
 * ends or the next word does not start in lower case: "pode dizer: “Não quero subir” e sugerir"
 * and "como “que defesa legal!”, já deixa" stay one sentence.
 */
const TERMINATOR = /[.!?…]+[”"»’')\]]*/gu;

/** Whether `text` ends inside quotation marks (“…”, «…» or straight "…"). */
function insideQuotes(text: string): boolean {
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  return count(/“/g) > count(/”/g) || count(/«/g) > count(/»/g) || count(/"/g) % 2 === 1;
}

export type SentenceOptions = {
  /**
   * Whether quoted speech that holds several sentences counts them ("“Estou triste. Posso
   * falar?”" is two). Yes by default: a reader stops at each full stop, and readability
   * formulas count that way. No for the feedback-length check: there a suggested utterance is
   * part of the sentence that introduces it ("Você pode dizer: “…”").
   */
  splitQuotedSpeech?: boolean;
};

/** The sentences of a text, trimmed; a fragment without a word (a stray "…") is not one. */
export function splitSentences(
  text: string,
  { splitQuotedSpeech = true }: SentenceOptions = {},
): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.normalize('NFC').split(/\n\s*\n/)) {
    let start = 0;
    for (const match of paragraph.matchAll(TERMINATOR)) {
      const end = match.index + match[0].length;
      const after = paragraph.slice(end);
      if (after !== '' && !/^\s/.test(after)) continue;
      const next = after.trimStart();
      if (next !== '' && /^\p{Ll}/u.test(next)) continue;
      const lastWord = splitWords(paragraph.slice(start, match.index)).at(-1)?.toLowerCase();
      if (match[0] === '.' && lastWord !== undefined && ABBREVIATIONS.has(lastWord)) continue;
      if (!splitQuotedSpeech && insideQuotes(paragraph.slice(0, end))) continue;
      sentences.push(paragraph.slice(start, end));
      start = end;
    }
    sentences.push(paragraph.slice(start));
  }
  return sentences.map((sentence) => sentence.trim()).filter((s) => splitWords(s).length > 0);
}
