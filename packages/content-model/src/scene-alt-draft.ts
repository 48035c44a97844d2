// A first draft of a scene's alt text in pt-BR and English, from what the author picked: the
// place, each person's name (or their age) and feeling (docs/decisions/0063). The author then
// makes it say what the scenario says ("olha preocupado para o caderno"); the draft only saves
// typing and never describes "você", who is not drawn.
import type { Locale } from './locales.ts';
import type { FeelingId, SettingId } from './scene.ts';

export type DraftPerson = {
  /** The cast member's name, or a one-off person's first name; none for "uma criança". */
  name?: string | undefined;
  feeling?: string | undefined;
  age?: string | undefined;
};

export type DraftScene = { setting?: string | undefined; people?: readonly DraftPerson[] };

const PLACES: Record<SettingId, Record<Locale, string>> = {
  classroom: { 'pt-BR': 'Na sala de aula', en: 'In the classroom' },
  schoolyard: { 'pt-BR': 'No pátio da escola', en: 'In the playground' },
  canteen: { 'pt-BR': 'No refeitório', en: 'In the canteen' },
  library: { 'pt-BR': 'Na biblioteca', en: 'In the library' },
  corridor: { 'pt-BR': 'No corredor da escola', en: 'In the school corridor' },
  club: { 'pt-BR': 'No curso', en: 'At the club' },
  home: { 'pt-BR': 'Em casa', en: 'At home' },
  street: { 'pt-BR': 'Na rua', en: 'In the street' },
  park: { 'pt-BR': 'Na praça', en: 'In the park' },
  court: { 'pt-BR': 'Na quadra', en: 'On the sports court' },
  transport: { 'pt-BR': 'No ônibus', en: 'On the bus' },
  party: { 'pt-BR': 'Na festa', en: 'At the party' },
  shop: { 'pt-BR': 'Na loja', en: 'In the shop' },
  'online-chat': { 'pt-BR': 'Numa conversa no celular', en: 'In a chat on the phone' },
  'online-game': { 'pt-BR': 'Num jogo online', en: 'In an online game' },
};

// pt-BR says the feeling as a noun ("com cara de preocupação"), so the draft marks no gender.
const FACES: Record<FeelingId, Record<Locale, string>> = {
  calm: { 'pt-BR': 'calma', en: 'calm' },
  happy: { 'pt-BR': 'alegria', en: 'happy' },
  sad: { 'pt-BR': 'tristeza', en: 'sad' },
  worried: { 'pt-BR': 'preocupação', en: 'worried' },
  angry: { 'pt-BR': 'raiva', en: 'angry' },
  surprised: { 'pt-BR': 'surpresa', en: 'surprised' },
  embarrassed: { 'pt-BR': 'vergonha', en: 'embarrassed' },
  scared: { 'pt-BR': 'medo', en: 'scared' },
  confused: { 'pt-BR': 'dúvida', en: 'confused' },
};

// Someone without a name, by age and without a gender; the author may write "a professora".
const SOMEONE: Record<string, Record<Locale, string>> = {
  child: { 'pt-BR': 'uma criança', en: 'a child' },
  teen: { 'pt-BR': 'uma pessoa jovem', en: 'a teenager' },
  adult: { 'pt-BR': 'uma pessoa adulta', en: 'an adult' },
};

function who(person: DraftPerson, locale: Locale): string {
  const name = person.name?.trim();
  if (name) return name;
  return (SOMEONE[person.age ?? ''] ?? { 'pt-BR': 'uma pessoa', en: 'someone' })[locale];
}

function joined(parts: readonly string[], and: string): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One sentence per language; an empty text for a language when nothing was picked yet. */
export function draftSceneAlt(scene: DraftScene): Record<Locale, string> {
  const people = (scene.people ?? []).filter((person) => person.feeling || person.name);
  const place = PLACES[scene.setting as SettingId];
  if (!place && people.length === 0) return { 'pt-BR': '', en: '' };

  const ptParts = people.map((person, index) => {
    const face = FACES[person.feeling as FeelingId]?.['pt-BR'];
    if (!face) return who(person, 'pt-BR');
    // "Hiro está com cara de preocupação, Carla com cara de calma e …"
    return `${who(person, 'pt-BR')}${index === 0 ? ' está' : ''} com cara de ${face}`;
  });
  const enParts = people.map((person) => {
    const face = FACES[person.feeling as FeelingId]?.en;
    return face ? `${who(person, 'en')} looks ${face}` : who(person, 'en');
  });

  const sentence = (placeText: string | undefined, parts: string[], and: string) => {
    const body = joined(parts, and);
    if (!placeText) return `${capitalised(body)}.`;
    return body === '' ? `${placeText}.` : `${placeText}, ${body}.`;
  };
  return {
    'pt-BR': sentence(place?.['pt-BR'], ptParts, 'e'),
    en: sentence(place?.en, enParts, 'and'),
  };
}
