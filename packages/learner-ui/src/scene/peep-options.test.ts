// @vitest-environment node
// The mapping from the scene vocabulary to Open Peeps (docs/decisions/0062): every id the Studio
// offers has a drawing, each feeling its own face, and nothing but the look decides the drawing.
import { createAvatar } from '@dicebear/core';
import * as openPeeps from '@dicebear/open-peeps';
import {
  CLOTHING_COLOURS,
  FACIAL_HAIR,
  FEELINGS,
  HAIR_COLOURS,
  HAIR_STYLES,
  SKIN_TONES,
  type Look,
} from '@ths/content-model/scene';
import { describe, expect, test } from 'vitest';
import {
  CLOTHING_COLOURS_HEX,
  FACIAL_HAIR_STYLES,
  FEELING_FACES,
  HAIR_COLOURS_HEX,
  peepOptions,
  SKIN_COLOURS,
} from './peep-options.ts';
import { peepMarkup } from './peep-svg.ts';

const HIRO: Look = {
  skin: 'tone2',
  hair: 'short2',
  hairColour: 'black',
  clothing: 'blue',
  glasses: false,
  wheelchair: false,
  age: 'child',
};

const schema = openPeeps.schema.properties as Record<string, { items: { enum: string[] } }>;

describe('every value of the vocabulary is one Open Peeps draws', () => {
  test('each feeling has a face of its own', () => {
    const faces = FEELINGS.map((feeling) => FEELING_FACES[feeling.id]);
    expect(new Set(faces).size).toBe(FEELINGS.length);
    for (const face of faces) expect(schema.face!.items.enum).toContain(face);
  });

  test('each hair style is an Open Peeps head, each facial hair an Open Peeps facial hair', () => {
    for (const hair of HAIR_STYLES) expect(schema.head!.items.enum).toContain(hair.id);
    for (const facialHair of FACIAL_HAIR) {
      expect(schema.facialHair!.items.enum).toContain(FACIAL_HAIR_STYLES[facialHair.id]);
    }
  });

  test('each skin tone, hair colour and clothing colour is a colour, tones lightest first', () => {
    const hex = /^[0-9a-f]{6}$/;
    for (const tone of SKIN_TONES) expect(SKIN_COLOURS[tone.id]).toMatch(hex);
    for (const colour of HAIR_COLOURS) expect(HAIR_COLOURS_HEX[colour.id]).toMatch(hex);
    for (const colour of CLOTHING_COLOURS) expect(CLOTHING_COLOURS_HEX[colour.id]).toMatch(hex);
    const lightness = SKIN_TONES.map((tone) => {
      const value = SKIN_COLOURS[tone.id];
      return [0, 2, 4].reduce((sum, at) => sum + parseInt(value.slice(at, at + 2), 16), 0);
    });
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
  });
});

describe('the options', () => {
  test('draw the look: skin, clothing, hair colour and the feeling’s face', () => {
    const options = peepOptions({ ...HIRO, skin: 'tone5', clothing: 'coral' }, 'sad');
    expect(options).toMatchObject({
      face: ['solemn'],
      head: ['short2'],
      skinColor: ['694d3d'],
      clothingColor: ['e78276'],
      headContrastColor: ['2c1b18'],
    });
  });

  test('glasses and facial hair appear when the look has them, and never otherwise', () => {
    expect(peepOptions(HIRO, 'calm')).toMatchObject({
      accessoriesProbability: 0,
      facialHairProbability: 0,
      maskProbability: 0,
    });
    const adult = peepOptions(
      { ...HIRO, glasses: true, facialHair: 'goatee', age: 'adult' },
      'calm',
    );
    expect(adult).toMatchObject({
      accessories: ['glasses'],
      accessoriesProbability: 100,
      facialHair: ['goatee1'],
      facialHairProbability: 100,
    });
  });
});

describe('the drawing', () => {
  test('is the same for the same person, whatever DiceBear’s seed', () => {
    const markup = peepMarkup(HIRO, 'worried');
    expect(peepMarkup(HIRO, 'worried')).toBe(markup);
    for (const seed of ['a', 'b', 'another seed']) {
      const other = createAvatar(openPeeps, { ...peepOptions(HIRO, 'worried'), seed }).toString();
      expect(other).toContain(markup);
    }
  });

  test('changes with the feeling and with the look', () => {
    const calm = peepMarkup(HIRO, 'calm');
    expect(peepMarkup(HIRO, 'angry')).not.toBe(calm);
    expect(peepMarkup({ ...HIRO, glasses: true }, 'calm')).not.toBe(calm);
    expect(peepMarkup({ ...HIRO, skin: 'tone4' }, 'calm')).toContain('#ae5d29');
  });

  test('leaves out the outer svg, the per-face licence metadata (credited once) and any id', () => {
    const markup = peepMarkup(HIRO, 'calm');
    expect(markup).not.toMatch(/<svg|<\/svg>|<metadata|id=/);
    expect(markup).toMatch(/^<g/);
  });
});
