// A scene as the Studio holds it (character references, parts still being picked) made into
// what learner-ui's SceneView draws (docs/decisions/0063): characters resolved from their
// documents, and only the people whose look is complete. Pure.
import {
  FEELINGS,
  LookSchema,
  MAX_SCENE_PEOPLE,
  SETTINGS,
  type FeelingId,
  type Look,
  type Scene,
  type SettingId,
} from '@ths/content-model/scene';

export type StoredCharacter = { _id: string; name?: string; look?: unknown };

type StoredPerson = {
  character?: { _ref?: string };
  name?: string;
  look?: unknown;
  feeling?: string;
};

/** The look if every part is picked, without the Content Lake's `_type`; otherwise none. */
export function drawableLook(look: unknown): Look | undefined {
  if (typeof look !== 'object' || look === null) return undefined;
  const parts: Record<string, unknown> = { ...look };
  delete parts._type;
  const parsed = LookSchema.safeParse(parts);
  return parsed.success ? parsed.data : undefined;
}

const isFeeling = (value: unknown): value is FeelingId =>
  FEELINGS.some((feeling) => feeling.id === value);

/** The ids of the characters a scene references. */
export function characterIds(scene: unknown): string[] {
  const people = (scene as { people?: StoredPerson[] } | undefined)?.people ?? [];
  return [...new Set(people.flatMap((person) => person.character?._ref ?? []))];
}

/** What the drawing shows; none until the place is picked. A person not yet picked is calm. */
export function drawableScene(
  scene: unknown,
  characters: ReadonlyMap<string, StoredCharacter>,
  alt: string,
): Scene | undefined {
  const { setting, people = [] } = (scene ?? {}) as { setting?: string; people?: StoredPerson[] };
  if (!SETTINGS.some((option) => option.id === setting)) return undefined;
  const drawn = people.flatMap((person) => {
    const character = person.character?._ref ? characters.get(person.character._ref) : undefined;
    const look = drawableLook(character ? character.look : person.look);
    if (!look) return [];
    const name = (character ? character.name : person.name)?.trim();
    const feeling = isFeeling(person.feeling) ? person.feeling : 'calm';
    return [{ ...(name ? { name } : {}), look, feeling }];
  });
  return { setting: setting as SettingId, people: drawn.slice(0, MAX_SCENE_PEOPLE), alt };
}
