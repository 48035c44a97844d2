// The scene's form (docs/decisions/0063): the drawing as the app draws it, above the fields, then
// "Escrever um rascunho", which writes
// a first alt text in pt-BR and English from the place, the people's names and their feelings.
// A text the author wrote is only replaced after they say yes.
import type { Locale } from '@ths/content-model/locales';
import { sourceText, type LocalizedValues } from '@ths/content-model/localized-text';
import { draftSceneAlt } from '@ths/content-model/scene-alt-draft';
import { SceneView } from '@ths/learner-ui/scene/scene-view';
import { Box, Button, Stack, Text } from '@sanity/ui';
import { EditIcon } from '@sanity/icons';
import { useState } from 'react';
import { set, setIfMissing, type ObjectInputProps } from 'sanity';
import { altWithDraft, languagesTheDraftWouldReplace } from '../schema-types/scene-alt.ts';
import { characterIds, drawableScene, type StoredCharacter } from './drawable-scene.ts';
import { SceneStyles } from './scene-styles.tsx';
import { useCharacters } from './use-characters.ts';

type StoredPerson = {
  character?: { _ref?: string };
  name?: string;
  look?: unknown;
  feeling?: string;
};
type StoredScene = { setting?: string; people?: StoredPerson[]; alt?: unknown };

const newKey = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/** The people as the draft needs them: a character's name and age read from its document. */
function draftPeople(
  people: readonly StoredPerson[],
  characters: ReadonlyMap<string, StoredCharacter>,
) {
  return people.map((person) => {
    const character = person.character?._ref ? characters.get(person.character._ref) : undefined;
    const look = (character ? character.look : person.look) as { age?: string } | undefined;
    return {
      name: character ? character.name : person.name,
      age: look?.age,
      feeling: person.feeling,
    };
  });
}

const languageList = (languages: readonly Locale[]) => languages.join(' e ');

export function SceneInput(props: ObjectInputProps) {
  const { onChange, readOnly } = props;
  const scene = (props.value ?? {}) as StoredScene;
  const characters = useCharacters(characterIds(scene));
  const [note, setNote] = useState('');
  // The drawing says what the pt-BR alt text says, as the app's says the learner's language.
  const drawing = drawableScene(
    scene,
    characters,
    sourceText(scene.alt as LocalizedValues | undefined) || 'Cena sem texto alternativo',
  );
  const undrawn = (scene.people ?? []).length - (drawing?.people.length ?? 0);

  const writeDraft = () => {
    const people = draftPeople(scene.people ?? [], characters);
    const draft = draftSceneAlt({ setting: scene.setting, people });
    if (draft['pt-BR'] === '') {
      setNote('Escolha antes o lugar e as pessoas: o rascunho é feito deles.');
      return;
    }
    const wouldReplace = languagesTheDraftWouldReplace(scene.alt, draft);
    const replaceWritten =
      wouldReplace.length > 0 &&
      window.confirm(
        `Você já escreveu o texto alternativo em ${languageList(wouldReplace)}. Trocar pelo rascunho? (Cancelar mantém o seu texto.)`,
      );
    const plan = altWithDraft(scene.alt, draft, { replaceWritten, newKey });
    if (plan.drafted.length > 0) {
      onChange([setIfMissing({ _type: 'scene' }), set(plan.items, ['alt'])]);
    }
    setNote(
      plan.drafted.length === 0
        ? 'Nada mudou: o seu texto foi mantido.'
        : `Rascunho escrito em ${languageList(plan.drafted)}${plan.kept.length > 0 ? `; o seu texto em ${languageList(plan.kept)} foi mantido` : ''}. Leia e ajuste para dizer o que o cenário diz.`,
    );
  };

  return (
    <Stack space={4}>
      {drawing && (
        <Stack space={2} data-testid="scene-drawing">
          <SceneStyles />
          <SceneView scene={drawing} size={150} />
          {undrawn > 0 && (
            <Text size={1} muted>
              {undrawn === 1
                ? '1 pessoa ainda não aparece: escolha o personagem ou complete a aparência.'
                : `${undrawn} pessoas ainda não aparecem: escolha o personagem ou complete a aparência.`}
            </Text>
          )}
        </Stack>
      )}
      {props.renderDefault(props)}
      <Stack space={3}>
        <Box>
          <Button
            icon={EditIcon}
            mode="ghost"
            text="Escrever um rascunho"
            disabled={readOnly}
            onClick={writeDraft}
          />
        </Box>
        <Text size={1} muted>
          Escreve o texto alternativo em português e em inglês a partir do lugar, dos nomes e dos
          sentimentos escolhidos. Não troca um texto seu sem perguntar.
        </Text>
        {/* Always there, so that a screen reader hears what the button did. */}
        <Text size={1} role="status">
          {note}
        </Text>
      </Stack>
    </Stack>
  );
}
