import { SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { localizedText, type LocalizedValues } from '@ths/content-model/localized-text';
import { fieldTranslationStatus } from '@ths/content-model/translation-sources';
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useState } from 'react';
import type { UserViewComponent } from 'sanity/structure';
import { LEARNER_WORDS } from './learner-words.ts';
import { OutdatedMark, PreviewFrame } from './preview-frame.tsx';

type ScenarioDraft = {
  number?: number;
  title?: LocalizedValues;
  description?: LocalizedValues;
  choices?: Array<{
    _key: string;
    text?: LocalizedValues;
    isCorrect?: boolean;
    feedback?: LocalizedValues;
  }>;
};

/**
 * The scenario as a learner meets it, in any language, with each choice's feedback one click
 * away: educators read their work the way it will be read, with the app's own words around it in
 * that language. Texts without a translation show the pt-BR text, as the app does, and say so.
 */
export const ScenarioPreview: UserViewComponent = ({ document }) => {
  const scenario = document.displayed as ScenarioDraft;
  const [locale, setLocale] = useState<Locale>(SOURCE_LOCALE);
  const [pickedKey, setPickedKey] = useState<string>();
  const text = (values?: LocalizedValues) => localizedText(values, locale);
  // Whether the text at `path` is a translation made from a pt-BR text that has changed since.
  const isOutdated = (path: string, values?: LocalizedValues) =>
    fieldTranslationStatus(document.displayed, path, values, locale) === 'outdated';
  const choicePath = (key: string, field: 'text' | 'feedback') =>
    `choices[_key=="${key}"].${field}`;
  const outdated =
    isOutdated('title', scenario.title) ||
    isOutdated('description', scenario.description) ||
    (scenario.choices ?? []).some(
      (c) =>
        isOutdated(choicePath(c._key, 'text'), c.text) ||
        isOutdated(choicePath(c._key, 'feedback'), c.feedback),
    );
  const words = LEARNER_WORDS[locale].scenario;
  const title = text(scenario.title);
  const description = text(scenario.description);
  const picked = scenario.choices?.find((choice) => choice._key === pickedKey);
  const untranslated = [
    title,
    description,
    ...(scenario.choices ?? []).flatMap((c) => [text(c.text), text(c.feedback)]),
  ].some((value) => !value.translated);

  return (
    <PreviewFrame
      locale={locale}
      onChange={setLocale}
      untranslated={untranslated}
      notice="Há textos sem tradução: aparecem em Português (Brasil), como no app."
      outdated={outdated}
    >
      <Card padding={4} radius={3} shadow={1}>
        <Stack space={4}>
          <Heading as="h2" size={2}>
            {title.text || '(sem título)'}
          </Heading>
          {isOutdated('title', scenario.title) && <OutdatedMark />}
          <Text>{description.text || '(sem situação)'}</Text>
          {isOutdated('description', scenario.description) && <OutdatedMark />}
          <Stack space={2}>
            {(scenario.choices ?? []).map((choice) => (
              <Button
                key={choice._key}
                mode={choice._key === pickedKey ? 'default' : 'ghost'}
                padding={3}
                onClick={() => setPickedKey(choice._key)}
              >
                <Flex align="center" gap={2}>
                  <Box flex={1}>
                    <Text>{text(choice.text).text || '(sem texto)'}</Text>
                  </Box>
                  {isOutdated(choicePath(choice._key, 'text'), choice.text) && <OutdatedMark />}
                  {choice.isCorrect && <Badge tone="positive">correta</Badge>}
                </Flex>
              </Button>
            ))}
          </Stack>
          {picked && (
            <Card padding={3} radius={2} tone={picked.isCorrect ? 'positive' : 'caution'}>
              <Stack space={3}>
                <Text weight="semibold">
                  {picked.isCorrect ? words.correctTitle : words.learnTitle}
                </Text>
                <Text>{text(picked.feedback).text || '(sem retorno)'}</Text>
                {isOutdated(choicePath(picked._key, 'feedback'), picked.feedback) && (
                  <OutdatedMark />
                )}
              </Stack>
            </Card>
          )}
        </Stack>
      </Card>
    </PreviewFrame>
  );
};
