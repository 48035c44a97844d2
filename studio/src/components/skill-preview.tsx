import { SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { localizedText, type LocalizedValues } from '@ths/content-model/localized-text';
import { fieldTranslationStatus } from '@ths/content-model/translation-sources';
import { Box, Button, Card, Heading, Stack, Text } from '@sanity/ui';
import { useState } from 'react';
import type { UserViewComponent } from 'sanity/structure';
import { CHALLENGE_WORDS, skillWords } from '@ths/learner-ui/challenge/challenge-words';
import { LESSON_WORDS, stepsWords } from '@ths/learner-ui/lesson/lesson-words';
import { SkillSteps } from '@ths/learner-ui/skill/skill-steps';
import { LearnerFrame } from './learner-frame.tsx';
import { OutdatedMark, PreviewFrame } from './preview-frame.tsx';

type SkillDraft = {
  name?: LocalizedValues;
  challenge?: LocalizedValues;
  steps?: Array<{ _key?: string; text?: LocalizedValues }>;
};

/**
 * The skill's 'Desafio da semana' as a learner meets it after a phase or on the home, in any
 * language, with the app's own words around it: educators and translators read the challenge
 * where it will be read. A text without a translation shows the pt-BR one, as the app does, and
 * the challenge says so. The skill's name is the document's own (docs/decisions/0043). Under it,
 * the skill's steps as the app draws them under the feedback of the skill's scenarios, in the
 * app's own styles (docs/decisions/0064).
 */
export const SkillPreview: UserViewComponent = ({ document }) => {
  const skill = document.displayed as SkillDraft;
  const [locale, setLocale] = useState<Locale>(SOURCE_LOCALE);
  const challenge = localizedText(skill.challenge, locale);
  const steps = (skill.steps ?? []).map((step) => ({
    text: localizedText(step.text, locale),
    outdated:
      fieldTranslationStatus(
        document.displayed,
        `steps[_key=="${step._key}"].text`,
        step.text,
        locale,
      ) === 'outdated',
  }));
  const outdated =
    fieldTranslationStatus(document.displayed, 'challenge', skill.challenge, locale) ===
      'outdated' || steps.some((step) => step.outdated);
  const words = CHALLENGE_WORDS[locale];
  const name = localizedText(skill.name, locale).text || '(sem nome)';

  return (
    <PreviewFrame
      locale={locale}
      onChange={setLocale}
      untranslated={!challenge.translated || steps.some((step) => !step.text.translated)}
      notice="Há textos sem tradução: aparecem em Português (Brasil), como no app."
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
                {skillWords(words, name)}
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
      <LearnerFrame device="phone" locale={locale} phase={1} title="Passos como o aluno vê">
        {steps.length > 0 ? (
          <SkillSteps
            className="feedback__steps"
            label={stepsWords(LESSON_WORDS[locale], name)}
            steps={steps.map((step) => step.text.text || '(sem texto)')}
          />
        ) : (
          <p>(sem passos)</p>
        )}
      </LearnerFrame>
    </PreviewFrame>
  );
};
