// How "Escrever um rascunho" fills the scene's alt text (docs/decisions/0063): a language with no
// text gets the draft; a text the author wrote is replaced only when they said yes. Pure.
import { LOCALE_IDS, type Locale } from '@ths/content-model/locales';

export type AltItem = {
  _key: string;
  _type: 'internationalizedArrayTextValue';
  language: string;
  value: string;
};

export type AltPlan = {
  /** The field's items after the draft, in the order of the languages. */
  items: AltItem[];
  /** Languages that got the draft. */
  drafted: Locale[];
  /** Languages whose own text was kept, because replacing it was not allowed. */
  kept: Locale[];
};

const written = (item: Partial<AltItem> | undefined) =>
  typeof item?.value === 'string' && item.value.trim() !== '';

/** Languages the author already wrote something in that the draft would change. */
export function languagesTheDraftWouldReplace(
  current: unknown,
  draft: Record<Locale, string>,
): Locale[] {
  const items = Array.isArray(current) ? (current as Partial<AltItem>[]) : [];
  return LOCALE_IDS.filter((language) => {
    const item = items.find((candidate) => candidate?.language === language);
    return written(item) && draft[language] !== '' && item!.value!.trim() !== draft[language];
  });
}

export function altWithDraft(
  current: unknown,
  draft: Record<Locale, string>,
  { replaceWritten, newKey }: { replaceWritten: boolean; newKey: () => string },
): AltPlan {
  const items = Array.isArray(current) ? (current as Partial<AltItem>[]) : [];
  const plan: AltPlan = { items: [], drafted: [], kept: [] };
  for (const language of LOCALE_IDS) {
    const item = items.find((candidate) => candidate?.language === language);
    const keep = draft[language] === '' || (written(item) && !replaceWritten);
    if (keep && written(item)) plan.kept.push(language);
    if (!keep) plan.drafted.push(language);
    const value = keep ? (item?.value ?? '') : draft[language];
    if (value === '' && !item) continue;
    plan.items.push({
      _key: typeof item?._key === 'string' ? item._key : newKey(),
      _type: 'internationalizedArrayTextValue',
      language,
      value,
    });
  }
  // A language the app does not use stays for the author to see and remove (its rule says so).
  for (const item of items) {
    if (!LOCALE_IDS.includes(item?.language as Locale) && item) plan.items.push(item as AltItem);
  }
  plan.kept = plan.kept.filter((language) =>
    languagesTheDraftWouldReplace(current, draft).includes(language),
  );
  return plan;
}
