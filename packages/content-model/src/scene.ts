// What a scenario's scene is made of: where it happens, who is there and how each person looks
// and feels (docs/decisions/0062-scenes-drawn-from-open-peeps.md). One vocabulary for the Studio's
// lists, the export's checks and the drawing, so a value the Studio offers is one the app draws.
// Ids are English and never shown; the Studio shows the pt-BR titles, the app the alt text.
import { z } from 'zod';

type Option<Id extends string> = { readonly id: Id; readonly title: string };

function ids<Id extends string>(options: readonly Option<Id>[]): [Id, ...Id[]] {
  return options.map((option) => option.id) as [Id, ...Id[]];
}

export const SETTINGS = [
  { id: 'classroom', title: 'Sala de aula' },
  { id: 'schoolyard', title: 'Pátio e recreio' },
  { id: 'canteen', title: 'Refeitório e cantina' },
  { id: 'library', title: 'Biblioteca' },
  { id: 'corridor', title: 'Corredor da escola' },
  { id: 'club', title: 'Curso ou clube (robótica, música, teatro)' },
  { id: 'home', title: 'Casa' },
  { id: 'street', title: 'Rua e bairro' },
  { id: 'park', title: 'Praça e parque' },
  { id: 'court', title: 'Quadra e esporte' },
  { id: 'transport', title: 'Ônibus, van ou carro' },
  { id: 'party', title: 'Festa' },
  { id: 'shop', title: 'Loja e mercado' },
  { id: 'online-chat', title: 'Conversa no celular' },
  { id: 'online-game', title: 'Jogo online' },
] as const satisfies readonly Option<string>[];
export type SettingId = (typeof SETTINGS)[number]['id'];

/** How a person in the scene feels; the drawing gives each a face. */
export const FEELINGS = [
  { id: 'calm', title: 'Calma' },
  { id: 'happy', title: 'Alegria' },
  { id: 'sad', title: 'Tristeza' },
  { id: 'worried', title: 'Preocupação' },
  { id: 'angry', title: 'Raiva' },
  { id: 'surprised', title: 'Surpresa' },
  { id: 'embarrassed', title: 'Vergonha' },
  { id: 'scared', title: 'Medo' },
  { id: 'confused', title: 'Dúvida' },
] as const satisfies readonly Option<string>[];
export type FeelingId = (typeof FEELINGS)[number]['id'];

/** Skin tones, lightest first (the drawing's five). */
export const SKIN_TONES = [
  { id: 'tone1', title: 'Tom 1 (o mais claro)' },
  { id: 'tone2', title: 'Tom 2' },
  { id: 'tone3', title: 'Tom 3' },
  { id: 'tone4', title: 'Tom 4' },
  { id: 'tone5', title: 'Tom 5 (o mais escuro)' },
] as const satisfies readonly Option<string>[];

/** Hair (and head coverings), as the drawing names them. */
export const HAIR_STYLES = [
  { id: 'short1', title: 'Curto 1' },
  { id: 'short2', title: 'Curto 2' },
  { id: 'short3', title: 'Curto 3' },
  { id: 'shaved1', title: 'Raspado' },
  { id: 'noHair1', title: 'Careca' },
  { id: 'flatTop', title: 'Alto e reto' },
  { id: 'pomp', title: 'Topete' },
  { id: 'afro', title: 'Black power' },
  { id: 'longAfro', title: 'Black power grande' },
  { id: 'cornrows', title: 'Trança nagô' },
  { id: 'dreads1', title: 'Dreads' },
  { id: 'twists', title: 'Twists' },
  { id: 'bantuKnots', title: 'Nós bantu' },
  { id: 'bangs', title: 'Franja' },
  { id: 'medium1', title: 'Médio' },
  { id: 'mediumStraight', title: 'Médio liso' },
  { id: 'mediumBangs', title: 'Médio com franja' },
  { id: 'long', title: 'Longo' },
  { id: 'longCurly', title: 'Longo cacheado' },
  { id: 'bun', title: 'Coque' },
  { id: 'buns', title: 'Dois coques' },
  { id: 'grayBun', title: 'Coque grisalho' },
  { id: 'grayShort', title: 'Curto grisalho' },
  { id: 'hijab', title: 'Hijab' },
  { id: 'turban', title: 'Turbante' },
  { id: 'hatBeanie', title: 'Gorro' },
] as const satisfies readonly Option<string>[];

export const HAIR_COLOURS = [
  { id: 'black', title: 'Preto' },
  { id: 'darkBrown', title: 'Castanho-escuro' },
  { id: 'brown', title: 'Castanho' },
  { id: 'auburn', title: 'Acobreado' },
  { id: 'red', title: 'Ruivo' },
  { id: 'blond', title: 'Loiro' },
  { id: 'grey', title: 'Grisalho' },
] as const satisfies readonly Option<string>[];

export const CLOTHING_COLOURS = [
  { id: 'coral', title: 'Coral' },
  { id: 'yellow', title: 'Amarelo' },
  { id: 'lemon', title: 'Amarelo-limão' },
  { id: 'green', title: 'Verde' },
  { id: 'teal', title: 'Verde-água' },
  { id: 'blue', title: 'Azul' },
  { id: 'pink', title: 'Rosa' },
] as const satisfies readonly Option<string>[];

export const FACIAL_HAIR = [
  { id: 'beard', title: 'Barba' },
  { id: 'moustache', title: 'Bigode' },
  { id: 'goatee', title: 'Cavanhaque' },
] as const satisfies readonly Option<string>[];

/** Drawn at different heights: an adult stands taller than a child. */
export const AGES = [
  { id: 'child', title: 'Criança' },
  { id: 'teen', title: 'Adolescente' },
  { id: 'adult', title: 'Adulto' },
] as const satisfies readonly Option<string>[];

/** A scene has at least one person besides "você" (never drawn) and at most this many. */
export const MAX_SCENE_PEOPLE = 4;

export const LookSchema = z.object({
  skin: z.enum(ids(SKIN_TONES)),
  hair: z.enum(ids(HAIR_STYLES)),
  hairColour: z.enum(ids(HAIR_COLOURS)),
  clothing: z.enum(ids(CLOTHING_COLOURS)),
  facialHair: z.enum(ids(FACIAL_HAIR)).optional(),
  glasses: z.boolean(),
  wheelchair: z.boolean(),
  age: z.enum(ids(AGES)),
});
export type Look = z.infer<typeof LookSchema>;

export const FeelingSchema = z.enum(ids(FEELINGS));

export const ScenePersonSchema = z.object({
  /** Shown under the face: a cast member's name, or a one-off person's name when the text has one. */
  name: z.string().trim().min(1).optional(),
  look: LookSchema,
  feeling: FeelingSchema,
});
export type ScenePerson = z.infer<typeof ScenePersonSchema>;

/** A scenario's scene in one locale: people[0] is the person the learner's answer is for. */
export const SceneSchema = z.object({
  setting: z.enum(ids(SETTINGS)),
  people: z.array(ScenePersonSchema).min(1).max(MAX_SCENE_PEOPLE),
  /** What a screen reader says for the drawing: who, where, how they look. */
  alt: z.string().trim().min(1),
});
export type Scene = z.infer<typeof SceneSchema>;
