import { LOCALES, SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { localizedText, type LocalizedValues } from '@ths/content-model/localized-text';
import { Box, Button, Card, Heading, Inline, Stack, Text } from '@sanity/ui';
import { useState } from 'react';
import type { UserViewComponent } from 'sanity/structure';

type SkillDraft = { name?: string; challenge?: LocalizedValues };

/**
 * The skill's 'Desafio da semana' as a learner meets it after a phase or on the home, in any
 * language: educators and translators read the challenge where it will be read. A challenge
 * without a translation shows the pt-BR text, as the app does, and says so. (The skill's English
 * name comes from its scenarios, so the card shows the name as written here.)
 */
export const SkillPreview: UserViewComponent = ({ document }) => {
  const skill = document.displayed as SkillDraft;
  const [locale, setLocale] = useState<Locale>(SOURCE_LOCALE);
  const challenge = localizedText(skill.challenge, locale);

  return (
    <Box padding={4} style={{ maxWidth: 640 }}>
      <Stack space={4}>
        <Inline space={2}>
          {LOCALES.map(({ id, title: name }) => (
            <Button
              key={id}
              text={name}
              mode={id === locale ? 'default' : 'ghost'}
              onClick={() => setLocale(id)}
            />
          ))}
        </Inline>
        {locale !== SOURCE_LOCALE && !challenge.translated && (
          <Card padding={3} radius={2} tone="caution">
            <Text size={1}>
              O desafio não tem tradução: aparece em Português (Brasil), como no app.
            </Text>
          </Card>
        )}
        <Card padding={4} radius={3} tone="caution" shadow={1}>
          <Stack space={4}>
            <Heading as="h2" size={2}>
              Desafio da semana
            </Heading>
            <Card padding={3} radius={2}>
              <Stack space={3}>
                <Text size={1} weight="semibold">
                  Habilidade: {skill.name || '(sem nome)'}
                </Text>
                <Text>{challenge.text || '(sem desafio)'}</Text>
                <Box>
                  <Button mode="ghost" text="Fiz este desafio!" disabled />
                </Box>
              </Stack>
            </Card>
            <Text size={1} muted>
              Se não quiser fazer, tudo bem.
            </Text>
          </Stack>
        </Card>
      </Stack>
    </Box>
  );
};
