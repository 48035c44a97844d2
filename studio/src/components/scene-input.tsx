// The scene's form (docs/decisions/0063): its fields, then "Escrever um rascunho", which writes
// a first alt text in pt-BR and English from the place, the people's names and their feelings.
// A text the author wrote is only replaced after they say yes.
import type { Locale } from '@ths/content-model/locales';
import { draftSceneAlt, type DraftPerson } from '@ths/content-model/scene-alt-draft';
import { Box, Button, Stack, Text } from '@sanity/ui';
import { EditIcon } from '@sanity/icons';
import { useState } from 'react';
import { set, setIfMissing, useClient, type ObjectInputProps } from 'sanity';
import { apiVersion } from '../env.ts';
import { altWithDraft, languagesTheDraftWouldReplace } from '../schema-types/scene-alt.ts';

type StoredPerson = {
  character?: { _ref?: string };
  name?: string;
  look?: { age?: string };
  feeling?: string;
};
type StoredScene = { setting?: string; people?: StoredPerson[]; alt?: unknown };
type CharacterName = { _id: string; name?: string; age?: string };

const newKey = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/** The people as the draft needs them: a character's name and age read from its document. */
async function draftPeople(
  people: readonly StoredPerson[],
  fetchCharacters: (ids: string[]) => Promise<CharacterName[]>,
): Promise<DraftPerson[]> {
  const ids = people.flatMap((person) => (person.character?._ref ? [person.character._ref] : []));
  const characters = ids.length === 0 ? [] : await fetchCharacters(ids);
  // The draft of a character being edited is what the author sees: it wins over the published one.
  const byId = new Map<string, CharacterName>();
  for (const character of characters) {
    const id = character._id.replace(/^drafts\./, '');
    if (!byId.has(id) || character._id.startsWith('drafts.')) byId.set(id, character);
  }
  return people.map((person) => {
    const character = person.character?._ref ? byId.get(person.character._ref) : undefined;
    return {
      name: character?.name ?? person.name,
      age: character?.age ?? person.look?.age,
      feeling: person.feeling,
    };
  });
}

const languageList = (languages: readonly Locale[]) => languages.join(' e ');

export function SceneInput(props: ObjectInputProps) {
  const { onChange, readOnly } = props;
  const scene = (props.value ?? {}) as StoredScene;
  const client = useClient({ apiVersion });
  const [note, setNote] = useState('');

  const writeDraft = async () => {
    const people = await draftPeople(scene.people ?? [], (ids) =>
      client.fetch<CharacterName[]>(
        '*[_type == "character" && (_id in $ids || _id in $draftIds)]{ _id, name, "age": look.age }',
        { ids, draftIds: ids.map((id) => `drafts.${id}`) },
      ),
    );
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
      {props.renderDefault(props)}
      <Stack space={3}>
        <Box>
          <Button
            icon={EditIcon}
            mode="ghost"
            text="Escrever um rascunho"
            disabled={readOnly}
            onClick={() => void writeDraft()}
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
