import { SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { localizedText, type LocalizedValues } from '@ths/content-model/localized-text';
import { skillNameIn, type SkillLinkScenario } from '@ths/content-model/skill-links';
import { fieldTranslationStatus } from '@ths/content-model/translation-sources';
import { Box, Button, Card, Heading, Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import { useClient } from 'sanity';
import type { UserViewComponent } from 'sanity/structure';
import { apiVersion } from '../env.ts';
import { fill, LEARNER_WORDS } from './learner-words.ts';
import { OutdatedMark, PreviewFrame } from './preview-frame.tsx';

type SkillDraft = { name?: string; challenge?: LocalizedValues };

/**
 * The skill's 'Desafio da semana' as a learner meets it after a phase or on the home, in any
 * language, with the app's own words around it: educators and translators read the challenge
 * where it will be read. A challenge without a translation shows the pt-BR text, as the app does,
 * and says so. The skill's name in another language is its published scenarios' "Habilidade" in
 * that language, as the export takes it.
 */
export const SkillPreview: UserViewComponent = ({ document }) => {
  const skill = document.displayed as SkillDraft;
  const [locale, setLocale] = useState<Locale>(SOURCE_LOCALE);
  const challenge = localizedText(skill.challenge, locale);
  const outdated =
    fieldTranslationStatus(document.displayed, 'challenge', skill.challenge, locale) === 'outdated';
  const words = LEARNER_WORDS[locale].challenges;
  const scenarios = usePublishedScenarioSkills();
  const name = skill.name ? skillNameIn(scenarios, skill.name, locale).text : '(sem nome)';

  return (
    <PreviewFrame
      locale={locale}
      onChange={setLocale}
      untranslated={!challenge.translated}
      notice="O desafio não tem tradução: aparece em Português (Brasil), como no app."
      outdated={outdated}
    >
      <Card padding={4} radius={3} tone="caution" shadow={1}>
        <Stack space={4}>
          <Heading as="h2" size={2}>
            {words.title}
          </Heading>
          <Card padding={3} radius={2}>
            <Stack space={3}>
              <Text size={1} weight="semibold">
                {fill(words.skill, { name })}
              </Text>
              <Text>{challenge.text || '(sem desafio)'}</Text>
              {outdated && <OutdatedMark />}
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
    </PreviewFrame>
  );
};

/** The skill field of every published scenario, as the export reads them. */
const SCENARIO_SKILLS = `*[_type == "scenario" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{ _id, skill }`;

function usePublishedScenarioSkills(): SkillLinkScenario[] {
  const client = useClient({ apiVersion });
  const [scenarios, setScenarios] = useState<SkillLinkScenario[]>([]);
  useEffect(() => {
    let current = true;
    // A failed read leaves the pt-BR name on the card (the app's own fallback): the preview is
    // a help for reading, and the Studio itself reports a lake it cannot reach.
    client
      .fetch<SkillLinkScenario[]>(SCENARIO_SKILLS)
      .then((found) => {
        if (current) setScenarios(found);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client]);
  return scenarios;
}
