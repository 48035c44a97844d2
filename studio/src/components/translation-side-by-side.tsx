// A translator's view (docs/decisions/0035-translations-know-their-source.md): the pt-BR text on
// the left, the translation on the right, field by field, the out-of-date ones first. Writing a
// translation here, or confirming one, records the pt-BR text it now translates.
import { LOCALES, SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { localizedText, sourceText } from '@ths/content-model/localized-text';
import {
  translationStatusesOf,
  TRANSLATION_SOURCES_FIELD,
  withTranslationSources,
  type FieldTranslationStatus,
  type TranslationStatus,
} from '@ths/content-model/translation-sources';
import { Badge, Box, Button, Card, Flex, Grid, Heading, Stack, Text, TextArea } from '@sanity/ui';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useDocumentOperation, type SchemaType } from 'sanity';
import type { UserViewComponent } from 'sanity/structure';
import { fieldName } from '../translations/field-names.ts';

const TRANSLATION_LANGUAGES = LOCALES.filter(({ id }) => id !== SOURCE_LOCALE);
const ORDER: Record<TranslationStatus, number> = { outdated: 0, missing: 1, current: 2 };
const STATUS_BADGE: Record<
  TranslationStatus,
  { tone: 'caution' | 'critical' | 'positive'; text: string }
> = {
  outdated: { tone: 'caution', text: 'Tradução desatualizada' },
  missing: { tone: 'critical', text: 'Falta traduzir' },
  current: { tone: 'positive', text: 'Em dia' },
};

const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

type Patch = Record<string, unknown>;

/** The patches that write `text` as the translation of one field and record its source. */
function translationPatches(
  document: Record<string, unknown>,
  field: FieldTranslationStatus,
  language: Locale,
  text: string,
): Patch[] {
  const existing = field.values.find((item) => item.language === language) as
    { _key?: string } | undefined;
  const sourceItem = field.values.find((item) => item.language === SOURCE_LOCALE) as
    { _type?: string } | undefined;
  const valuePatches: Patch[] = existing?._key
    ? [{ set: { [`${field.path}[_key=="${existing._key}"].value`]: text } }]
    : [
        {
          insert: {
            after: `${field.path}[-1]`,
            items: [{ _key: randomKey(), _type: sourceItem?._type, language, value: text }],
          },
        },
      ];
  // The record is worked out on the document as it will be, so it names today's pt-BR text.
  return [
    ...valuePatches,
    {
      set: {
        [TRANSLATION_SOURCES_FIELD]: withTranslationSources(document, language, [field.path]),
      },
    },
  ];
}

function FieldRow({
  field,
  title,
  language,
  languageTitle,
  onWrite,
  onConfirm,
}: {
  field: FieldTranslationStatus;
  title: string;
  language: Locale;
  languageTitle: string;
  onWrite: (text: string) => void;
  onConfirm: () => void;
}) {
  const saved = localizedText(field.values, language);
  const [text, setText] = useState(saved.translated ? saved.text : '');
  const badge = STATUS_BADGE[field.status];
  return (
    <Card
      as="li"
      padding={3}
      radius={2}
      border
      tone={field.status === 'outdated' ? 'caution' : 'default'}
    >
      <Stack space={3}>
        <Flex align="center" gap={2} wrap="wrap">
          <Heading as="h3" size={0}>
            {title}
          </Heading>
          <Badge tone={badge.tone}>{badge.text}</Badge>
        </Flex>
        <Grid columns={[1, 1, 2]} gap={3}>
          <Stack space={2}>
            <Text size={1} muted>
              Português (Brasil)
            </Text>
            <Card padding={3} radius={2} tone="transparent" lang="pt-BR">
              <Text>{sourceText(field.values) || '(sem texto)'}</Text>
            </Card>
          </Stack>
          <Stack space={2}>
            <Text size={1} muted>
              {languageTitle}
            </Text>
            <TextArea
              lang={language}
              aria-label={`${title} em ${languageTitle}`}
              rows={Math.max(2, Math.ceil(text.length / 40))}
              value={text}
              onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
                setText(event.currentTarget.value);
                if (event.currentTarget.value.trim() !== '') onWrite(event.currentTarget.value);
              }}
            />
            {field.status === 'outdated' && (
              <Box>
                <Button
                  mode="ghost"
                  tone="primary"
                  text="A tradução continua certa"
                  onClick={onConfirm}
                />
              </Box>
            )}
          </Stack>
        </Grid>
      </Stack>
    </Card>
  );
}

export const TranslationSideBySide: UserViewComponent = ({ document, documentId, schemaType }) => {
  const displayed = document.displayed as Record<string, unknown>;
  const [language, setLanguage] = useState<Locale>(TRANSLATION_LANGUAGES[0]!.id);
  const languageTitle = LOCALES.find(({ id }) => id === language)?.title ?? language;
  const { patch } = useDocumentOperation(documentId, schemaType.name);
  const statuses = translationStatusesOf(displayed, language);
  // A field is placed by the most urgent status it has had since the view opened in this
  // language, so that a row being updated does not jump away under the translator's cursor, and
  // a document that finishes loading after the first render still puts its out-of-date texts
  // first (an order taken once, at the first render, kept the order of a document still loading).
  const [seen, setSeen] = useState<{ language: Locale; status: Record<string, TranslationStatus> }>(
    { language, status: {} },
  );
  const mostUrgent = (field: FieldTranslationStatus): TranslationStatus => {
    const before = seen.language === language ? seen.status[field.path] : undefined;
    return before !== undefined && ORDER[before] < ORDER[field.status] ? before : field.status;
  };
  const placed = statuses.map((field, index) => ({ field, index, status: mostUrgent(field) }));
  useEffect(() => {
    const known = seen.language === language ? seen.status : {};
    if (placed.every(({ field, status }) => known[field.path] === status)) return;
    setSeen({
      language,
      status: Object.fromEntries(placed.map(({ field, status }) => [field.path, status])),
    });
  }, [language, placed, seen]);
  const fields = placed
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.index - b.index)
    .map(({ field }) => field);
  const outdated = fields.filter((field) => field.status === 'outdated').length;

  return (
    <Box padding={4} data-testid="translation-side-by-side">
      <Stack space={4}>
        <Flex gap={2} wrap="wrap">
          {TRANSLATION_LANGUAGES.map(({ id, title }) => (
            <Button
              key={id}
              text={`Português (Brasil) → ${title}`}
              mode={id === language ? 'default' : 'ghost'}
              onClick={() => setLanguage(id)}
            />
          ))}
        </Flex>
        <Text size={1}>
          {outdated > 0
            ? `${outdated} tradução(ões) desatualizada(s): o texto em Português mudou depois da tradução. Atualize a tradução, ou confirme que continua certa; depois, “Publicar”.`
            : 'Cada tradução foi feita a partir do texto em Português de hoje.'}
        </Text>
        <Stack as="ul" space={3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {fields.map((field) => (
            <FieldRow
              key={`${language}:${field.path}`}
              field={field}
              title={fieldName(schemaType as SchemaType, field.label)}
              language={language}
              languageTitle={languageTitle}
              onWrite={(text) =>
                patch.execute(translationPatches(displayed, field, language, text))
              }
              onConfirm={() =>
                patch.execute([
                  {
                    set: {
                      [TRANSLATION_SOURCES_FIELD]: withTranslationSources(displayed, language, [
                        field.path,
                      ]),
                    },
                  },
                ])
              }
            />
          ))}
        </Stack>
      </Stack>
    </Box>
  );
};
