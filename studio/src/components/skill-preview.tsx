import { SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { localizedText, type LocalizedValues } from '@ths/content-model/localized-text';
import { Box, Button, Card, Heading, Stack, Text } from '@sanity/ui';
import { useState } from 'react';
import type { UserViewComponent } from 'sanity/structure';
import { fill, LEARNER_WORDS } from './learner-words.ts';
import { PreviewLanguage } from './preview-language.tsx';

type SkillDraft = { name?: string; challenge?: LocalizedValues };

/**
 * The skill's 'Desafio da semana' as a learner meets it after a phase or on the home, in any
 * language, with the app's own words around it: educators and translators read the challenge
 * where it will be read. A challenge without a translation shows the pt-BR text, as the app does,
 * and says so. (The skill's English name comes from its scenarios, so the card shows the name as
 * written here.)
 */
export const SkillPreview: UserViewComponent = ({ document }) => {
  const skill = document.displayed as SkillDraft;
  const [locale, setLocale] = useState<Locale>(SOURCE_LOCALE);
  const challenge = localizedText(skill.challenge, locale);
  const words = LEARNER_WORDS[locale].challenges;

  return (
    <Box padding={4} style={{ maxWidth: 640 }}>
      <Stack space={4}>
        <PreviewLanguage
          locale={locale}
          onChange={setLocale}
          untranslated={!challenge.translated}
          notice="O desafio não tem tradução: aparece em Português (Brasil), como no app."
        />
        <Card padding={4} radius={3} tone="caution" shadow={1}>
          <Stack space={4}>
            <Heading as="h2" size={2}>
              {words.title}
            </Heading>
            <Card padding={3} radius={2}>
              <Stack space={3}>
                <Text size={1} weight="semibold">
                  {fill(words.skill, { name: skill.name || '(sem nome)' })}
                </Text>
                <Text>{challenge.text || '(sem desafio)'}</Text>
                <Box>
                  <Button mode="ghost" text={words.markDone} disabled />
                </Box>
              </Stack>
            </Card>
            <Text size={1} muted>
              {words.optional}
            </Text>
          </Stack>
        </Card>
      </Stack>
    </Box>
  );
};
