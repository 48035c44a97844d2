import { SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { localizedText, type LocalizedValues } from '@ths/content-model/localized-text';
import { stageForNumber } from '@ths/content-model/stage';
import { translationStatusesOf } from '@ths/content-model/translation-sources';
import { FeedbackView } from '@ths/learner-ui/lesson/feedback-view';
import { LESSON_WORDS } from '@ths/learner-ui/lesson/lesson-words';
import { ScenarioView } from '@ths/learner-ui/lesson/scenario-view';
import { FEELINGS, type FeelingId } from '@ths/content-model/scene';
import { ReactionView } from '@ths/learner-ui/scene/reaction-view';
import { SceneView } from '@ths/learner-ui/scene/scene-view';
import { SCENE_WORDS } from '@ths/learner-ui/scene/scene-words';
import { Button, Card, Flex, Inline, Stack, Text } from '@sanity/ui';
import { useState } from 'react';
import type { SchemaType } from 'sanity';
import type { UserViewComponent } from 'sanity/structure';
import { fieldName } from '../translations/field-names.ts';
import { characterIds, drawableScene } from './drawable-scene.ts';
import { DEVICES, LearnerFrame, type Device } from './learner-frame.tsx';
import { useCharacters } from './use-characters.ts';
import { OutdatedMark, PreviewFrame } from './preview-frame.tsx';

type ScenarioDraft = {
  number?: number;
  /** The phase: from the number for 1 to 100, chosen for a school's scenario (decision 0055). */
  stage?: number;
  title?: LocalizedValues;
  description?: LocalizedValues;
  scene?: { alt?: LocalizedValues };
  choices?: Array<{
    _key: string;
    text?: LocalizedValues;
    isCorrect?: boolean;
    feedback?: LocalizedValues;
    reaction?: string;
  }>;
};

const isFeeling = (value: unknown): value is FeelingId =>
  FEELINGS.some((feeling) => feeling.id === value);

/**
 * The scenario as a learner meets it, drawn by the app's own components in the app's words for
 * the chosen language, at a phone's or a laptop's width (docs/decisions/0052-the-preview-is-the-app.md).
 * The choices keep the document's order (the app shuffles them); a pick shows its feedback and
 * 'Continuar' goes back to the choices, so each one can be read. Texts without a translation
 * show the pt-BR text, as the app does, and say so; out-of-date translations are listed above.
 */
export const ScenarioPreview: UserViewComponent = ({ document, schemaType }) => {
  const scenario = document.displayed as ScenarioDraft;
  const [locale, setLocale] = useState<Locale>(SOURCE_LOCALE);
  const [device, setDevice] = useState<Device>('phone');
  const [pickedId, setPickedId] = useState<number | null>(null);
  const text = (values?: LocalizedValues) => localizedText(values, locale);
  const outdated =
    locale === SOURCE_LOCALE
      ? []
      : translationStatusesOf(document.displayed, locale).filter(
          (field) => field.status === 'outdated',
        );
  // The scene with its characters read from their documents (docs/decisions/0063).
  const characters = useCharacters(characterIds(scenario.scene));
  const scene = drawableScene(
    scenario.scene,
    characters,
    text(scenario.scene?.alt).text || '(sem texto alternativo)',
  );
  const choices = (scenario.choices ?? []).map((choice, index) => ({
    id: index + 1,
    text: text(choice.text).text || '(sem texto)',
    feedback: text(choice.feedback).text || '(sem retorno)',
    isCorrect: choice.isCorrect === true,
    reaction: isFeeling(choice.reaction) ? choice.reaction : undefined,
  }));
  const untranslated = [
    scenario.title,
    scenario.description,
    ...(scenario.scene ? [scenario.scene.alt] : []),
    ...(scenario.choices ?? []).flatMap((c) => [c.text, c.feedback]),
  ].some((values) => !text(values).translated);
  const words = LESSON_WORDS[locale];

  return (
    <div data-testid="learner-preview">
      <PreviewFrame
        locale={locale}
        onChange={setLocale}
        untranslated={untranslated}
        notice="Há textos sem tradução: aparecem em Português (Brasil), como no app."
        outdated={outdated.length > 0}
      >
        <Inline space={2}>
          {(Object.keys(DEVICES) as Device[]).map((id) => (
            <Button
              key={id}
              text={`${DEVICES[id].title} (${DEVICES[id].width} px)`}
              mode={id === device ? 'default' : 'ghost'}
              onClick={() => setDevice(id)}
            />
          ))}
        </Inline>
        {outdated.length > 0 && (
          <Card padding={3} radius={2} tone="caution">
            <Stack as="ul" space={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {outdated.map((field) => (
                <Flex as="li" key={field.path} align="center" gap={2}>
                  <OutdatedMark />
                  <Text size={1}>{fieldName(schemaType as SchemaType, field.label)}</Text>
                </Flex>
              ))}
            </Stack>
          </Card>
        )}
        <LearnerFrame
          device={device}
          locale={locale}
          phase={scenario.stage ?? stageForNumber(scenario.number ?? 1)}
          title="Como o aluno vê"
        >
          <ScenarioView
            words={words}
            title={text(scenario.title).text || '(sem título)'}
            description={text(scenario.description).text || '(sem situação)'}
            titleId="preview-title"
            scene={scene && <SceneView scene={scene} />}
            choices={choices}
            pickedId={pickedId}
            onPick={setPickedId}
            feedback={(picked, better) => (
              <FeedbackView
                key={picked.id}
                words={words}
                correct={picked.isCorrect}
                feedback={picked.feedback}
                better={better ? { text: better.text, feedback: better.feedback } : null}
                reaction={
                  scene?.people[0] &&
                  picked.reaction && (
                    <ReactionView
                      person={scene.people[0]}
                      reaction={picked.reaction}
                      words={SCENE_WORDS[locale]}
                    />
                  )
                }
                onContinue={() => setPickedId(null)}
              />
            )}
          />
        </LearnerFrame>
      </PreviewFrame>
    </div>
  );
};
