import { TEXT_LIMITS, type TextLimitName } from '@ths/content-model/limits';
import { checkLocalizedText, type LocalizedIssue } from '@ths/content-model/rules';
import { checkWriting, type TextKind, type WritingIssue } from '@ths/content-model/writing-rules';
import { defineField, type ValidationContext, type ValidationError } from 'sanity';
import { localizedTextField, rowsFor } from '../components/text-rows.tsx';
import { localizedArrayComponents } from '../localization.ts';

type LocalizedFieldOptions = {
  name: string;
  title: string;
  description?: string;
  limit: TextLimitName;
  multiline?: boolean;
  /** The field's own rule; by default checkLocalizedText with the field's limit. */
  check?: (items: unknown) => LocalizedIssue[];
  /** Rules that look at other documents (errors), such as the scenario's link to its skill. */
  related?: (context: ValidationContext) => Promise<LocalizedIssue[]>;
  /**
   * What the text is to the learner, for the writing rules of docs/content/README.md
   * (@ths/content-model/writing-rules): their errors join the field's rule, as the export refuses
   * them too; their warnings are a rule of their own, at warning level.
   */
  writing?: TextKind;
  /** Rules that only advise (warnings), such as a step without its English text. */
  advice?: (items: unknown) => LocalizedIssue[];
};

/**
 * The writing rules of a field as the author types. A choice's feedback reads its choice's text
 * (the parent object): it may repeat a word the choice says.
 */
function writingIssues(items: unknown, kind: TextKind, context: ValidationContext): WritingIssue[] {
  const parent = context.parent as { text?: unknown } | undefined;
  return checkWriting(items, kind, kind === 'feedback' ? { choiceText: parent?.text } : {});
}

/**
 * An issue as the Studio shows it: beside the translation it is about (named by its key, or
 * found by its language), or on the whole field.
 */
export function toValidationErrors(
  items: unknown,
  issues: readonly LocalizedIssue[],
): ValidationError[] {
  const list = Array.isArray(items) ? (items as Array<Record<string, unknown>>) : [];
  return issues.map((issue): ValidationError => {
    const itemKey =
      issue.itemKey ??
      (issue.language === undefined
        ? undefined
        : list.find((item) => item?.language === issue.language)?._key);
    return {
      message: issue.message,
      ...(typeof itemKey === 'string' ? { path: [{ _key: itemKey }, 'value'] } : {}),
    };
  });
}

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
  check,
  related,
  writing,
  advice,
}: LocalizedFieldOptions) {
  const max = TEXT_LIMITS[limit];
  const ownRule = check ?? ((items: unknown) => checkLocalizedText(items, max));
  return defineField({
    name,
    title,
    description: [description, `Máximo de ${max} caracteres por idioma.`].filter(Boolean).join(' '),
    type: multiline ? 'internationalizedArrayText' : 'internationalizedArrayString',
    // A text area as tall as the longest text the field allows (components/text-rows.tsx). A
    // field's `components` replaces its type's whole object, so the plugin's own components (the
    // input with "+ PT-BR · + EN") are kept explicitly: without them a new text offered only
    // Sanity's "Adicionar item", which makes a text with no language.
    ...(multiline
      ? {
          components: {
            ...localizedArrayComponents('internationalizedArrayText'),
            field: localizedTextField(rowsFor(max)),
          },
        }
      : {}),
    validation: (rule) => [
      rule.custom((items, context) => {
        const issues = [
          ...ownRule(items),
          ...(writing
            ? writingIssues(items, writing, context).filter((issue) => issue.level === 'error')
            : []),
        ];
        return issues.length === 0 ? true : toValidationErrors(items, issues);
      }),
      ...(writing
        ? [
            rule
              .custom((items, context) => {
                const issues = writingIssues(items, writing, context).filter(
                  (issue) => issue.level === 'warning',
                );
                return issues.length === 0 ? true : toValidationErrors(items, issues);
              })
              .warning(),
          ]
        : []),
      ...(advice
        ? [
            rule
              .custom((items) => {
                const issues = advice(items);
                return issues.length === 0 ? true : toValidationErrors(items, issues);
              })
              .warning(),
          ]
        : []),
      ...(related
        ? [
            rule.custom(async (items, context) => {
              const issues = await related(context);
              return issues.length === 0 ? true : toValidationErrors(items, issues);
            }),
          ]
        : []),
    ],
  });
}
