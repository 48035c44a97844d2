// How a person is drawn, every part picked from the scene vocabulary
// (@ths/content-model/scene, docs/decisions/0063-a-cast-and-a-scene-per-scenario.md): a cast
// member's look, or a one-off person's in a scene.
import {
  checkFacialHair,
  checkLookFlag,
  checkLookPart,
  LOOK_FLAGS,
  LOOK_PARTS,
  type LookFlag,
  type LookPart,
} from '@ths/content-model/scene-rules';
import { FACIAL_HAIR } from '@ths/content-model/scene';
import { defineField, defineType } from 'sanity';
import { LookInput } from '../../components/look-input.tsx';

const list = (options: readonly { id: string; title: string }[]) =>
  options.map(({ id, title }) => ({ value: id, title }));

// Short lists as radio buttons, the long one (hair) as a dropdown.
const LAYOUT: Record<LookPart, 'radio' | 'dropdown'> = {
  skin: 'radio',
  hair: 'dropdown',
  hairColour: 'radio',
  clothing: 'radio',
  age: 'radio',
};

const part = (name: LookPart) =>
  defineField({
    name,
    title: LOOK_PARTS[name].title,
    type: 'string',
    options: {
      list: list(LOOK_PARTS[name].options),
      layout: LAYOUT[name],
      direction: 'horizontal',
    },
    validation: (rule) => rule.custom((value) => checkLookPart(name, value) ?? true),
  });

const flag = (name: LookFlag) =>
  defineField({
    name,
    title: LOOK_FLAGS[name],
    type: 'boolean',
    initialValue: false,
    validation: (rule) => rule.custom((value) => checkLookFlag(name, value) ?? true),
  });

export const look = defineType({
  name: 'look',
  title: 'Aparência',
  type: 'object',
  // The person drawn above the parts, as the app draws them.
  components: { input: LookInput },
  fields: [
    part('age'),
    part('skin'),
    part('hair'),
    part('hairColour'),
    part('clothing'),
    defineField({
      name: 'facialHair',
      title: 'Barba ou bigode',
      description: 'Só para adultos. Deixe em branco para nenhum.',
      type: 'string',
      options: { list: list(FACIAL_HAIR), layout: 'radio', direction: 'horizontal' },
      // Offered to adults only; a value left from before the age changed stays visible, with
      // its error, so it can be removed.
      hidden: ({ parent, value }) => (parent as { age?: unknown })?.age !== 'adult' && !value,
      validation: (rule) =>
        rule.custom(
          (value, context) =>
            checkFacialHair(value, (context.parent as { age?: unknown } | undefined)?.age) ?? true,
        ),
    }),
    flag('glasses'),
    flag('wheelchair'),
  ],
});
