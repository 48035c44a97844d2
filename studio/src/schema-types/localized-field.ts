import { TEXT_LIMITS, type TextLimitName } from '@ths/content-model/limits';
import { checkLocalizedText } from '@ths/content-model/rules';
import { defineField, type ValidationError } from 'sanity';

type LocalizedFieldOptions = {
  name: string;
  title: string;
  description?: string;
  limit: TextLimitName;
  multiline?: boolean;
};

/**
 * A text field with one value per language. Its rule replaces the plugin's own array rule (a
 * field rule always does), so checkLocalizedText repeats the plugin's checks (known language,
 * one value per language) and adds ours: pt-BR present, every text within its length limit.
 */
export function localizedField({
  name,
  title,
  description,
  limit,
  multiline,
}: LocalizedFieldOptions) {
  const max = TEXT_LIMITS[limit];
  return defineField({
    name,
    title,
    description: [description, `Máximo de ${max} caracteres por idioma.`].filter(Boolean).join(' '),
    type: multiline ? 'internationalizedArrayText' : 'internationalizedArrayString',
    validation: (rule) =>
      rule.custom((items) => {
        const issues = checkLocalizedText(items, max);
        if (issues.length === 0) return true;
        return issues.map((issue): ValidationError => ({
          message: issue.message,
          ...(issue.itemKey ? { path: [{ _key: issue.itemKey }, 'value'] } : {}),
        }));
      }),
  });
}
