// A choice's stable id: the Studio's `_key` of the choice, carried into the bundle so a learner's
// first pick can be saved and read back after an editor reorders, rewrites or replaces choices
// (docs/decisions/0049-the-first-choice-by-its-key.md). The database holds a saved key to the same
// rule (supabase/migrations/20261127160000_first_choice.sql), so every key the bundle carries can
// be saved, and nothing longer.

/** Letters, digits, '_' and '-': the Studio writes 12 hex digits. */
export const CHOICE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export const CHOICE_KEY_MAX_LENGTH = 64;

/** Why a value is not a choice key, or undefined when it is one. */
export function checkChoiceKey(value: unknown): string | undefined {
  if (typeof value === 'string' && CHOICE_KEY.test(value)) return undefined;
  return `a chave de uma escolha tem de 1 a ${CHOICE_KEY_MAX_LENGTH} letras, algarismos, "_" ou "-", recebido ${JSON.stringify(value)}`;
}
