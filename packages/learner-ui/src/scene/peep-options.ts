// How one scene person becomes an Open Peeps drawing: each feeling a face, each look part a
// DiceBear option (docs/decisions/0062-scenes-drawn-from-open-peeps.md). Every option is a list of
// exactly one value and every probability 0 or 100, so DiceBear's seeded picks have one answer:
// the same person always gets the same drawing, and nothing random (an eyepatch, a mask, a beard
// nobody asked for) ever appears.
import type { FeelingId, Look } from '@ths/content-model/scene';

type SkinId = Look['skin'];
type HairColourId = Look['hairColour'];
type ClothingId = Look['clothing'];
type FacialHairId = NonNullable<Look['facialHair']>;

/** The Open Peeps face that reads most clearly, for a child, as each feeling (faces compared in
 * docs/decisions/0062). */
export const FEELING_FACES = {
  calm: 'calm',
  happy: 'smileBig',
  sad: 'solemn',
  worried: 'concerned',
  angry: 'veryAngry',
  surprised: 'awe',
  embarrassed: 'blank',
  scared: 'fear',
  confused: 'suspicious',
} as const satisfies Record<FeelingId, string>;

/** Open Peeps' own five skin colours, lightest first, as the vocabulary orders tone1..tone5. */
export const SKIN_COLOURS = {
  tone1: 'ffdbb4',
  tone2: 'edb98a',
  tone3: 'd08b5b',
  tone4: 'ae5d29',
  tone5: '694d3d',
} as const satisfies Record<SkinId, string>;

/** Hair colour: Open Peeps draws most hair in ink; the styles that have a colour area take this. */
export const HAIR_COLOURS_HEX = {
  black: '2c1b18',
  darkBrown: '4a312c',
  brown: '724133',
  auburn: 'a55728',
  red: 'c93305',
  blond: 'd6b370',
  grey: 'e8e1e1',
} as const satisfies Record<HairColourId, string>;

/** Open Peeps' own seven clothing colours. */
export const CLOTHING_COLOURS_HEX = {
  coral: 'e78276',
  yellow: 'ffcf77',
  lemon: 'fdea6b',
  green: '78e185',
  teal: '9ddadb',
  blue: '8fa7df',
  pink: 'e279c7',
} as const satisfies Record<ClothingId, string>;

export const FACIAL_HAIR_STYLES = {
  beard: 'full',
  moustache: 'moustache1',
  goatee: 'goatee1',
} as const satisfies Record<FacialHairId, string>;

export type PeepOptions = {
  seed: string;
  face: [(typeof FEELING_FACES)[FeelingId]];
  head: [Look['hair']];
  skinColor: [string];
  headContrastColor: [string];
  clothingColor: [string];
  accessories: ['glasses'];
  accessoriesProbability: 0 | 100;
  facialHair: [(typeof FACIAL_HAIR_STYLES)[FacialHairId]] | [];
  facialHairProbability: 0 | 100;
  maskProbability: 0;
  clip: false;
};

/** The DiceBear options that draw this look with this feeling's face. */
export function peepOptions(look: Look, feeling: FeelingId): PeepOptions {
  return {
    // Every pick below has one choice, so the seed decides nothing; fixed all the same.
    seed: 'ths',
    face: [FEELING_FACES[feeling]],
    head: [look.hair],
    skinColor: [SKIN_COLOURS[look.skin]],
    headContrastColor: [HAIR_COLOURS_HEX[look.hairColour]],
    clothingColor: [CLOTHING_COLOURS_HEX[look.clothing]],
    accessories: ['glasses'],
    accessoriesProbability: look.glasses ? 100 : 0,
    facialHair: look.facialHair ? [FACIAL_HAIR_STYLES[look.facialHair]] : [],
    facialHairProbability: look.facialHair ? 100 : 0,
    maskProbability: 0,
    // DiceBear's clip is a <mask id="viewboxMask">, the same id in every face on the page; the
    // <svg> each face is drawn in clips it already.
    clip: false,
  };
}

/** How tall each age stands, as a share of an adult: adults are drawn larger than children. */
export const AGE_SCALE = {
  child: 0.78,
  teen: 0.9,
  adult: 1,
} as const satisfies Record<Look['age'], number>;
