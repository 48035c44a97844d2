// One person of a scene: a cast member (a reference to a "Personagem") or a one-off person drawn
// from the same parts, and how they feel (docs/decisions/0063).
import {
  checkCharacterReference,
  checkFeeling,
  checkScenePersonKind,
} from '@ths/content-model/scene-rules';
import { AGES, FEELINGS } from '@ths/content-model/scene';
import { UserIcon } from '@sanity/icons';
import { defineField, defineType, type ValidationContext } from 'sanity';
import { apiVersion } from '../../env.ts';

type Person = { character?: { _ref?: string }; look?: unknown; name?: string; feeling?: string };

/** Whether the referenced character is published, only a draft, or neither. */
async function characterIssue(value: unknown, context: ValidationContext) {
  const id = (value as { _ref?: unknown } | undefined)?._ref;
  const number = context.document?.number;
  if (typeof id !== 'string') return checkCharacterReference(value, new Set(), new Set(), number);
  const found = await context
    .getClient({ apiVersion })
    .fetch<string[]>('*[_id in [$id, $draftId]]._id', { id, draftId: `drafts.${id}` });
  return checkCharacterReference(
    value,
    new Set(found.filter((other) => other === id)),
    new Set(found.filter((other) => other !== id).map((other) => other.replace(/^drafts\./, ''))),
    number,
  );
}

export const scenePerson = defineType({
  name: 'scenePerson',
  title: 'Pessoa',
  type: 'object',
  icon: UserIcon,
  validation: (rule) => rule.custom((value) => checkScenePersonKind(value) ?? true),
  fields: [
    defineField({
      name: 'character',
      title: 'Personagem',
      description:
        'Quem volta em outros cenários (Hiro, a professora Carla…): escolha em Personagens, e a pessoa tem a mesma aparência em todos. Para alguém que só aparece aqui, deixe vazio e preencha “Aparência”.',
      type: 'reference',
      to: [{ type: 'character' }],
      hidden: ({ parent, value }) => Boolean((parent as Person | undefined)?.look) && !value,
      validation: (rule) =>
        rule.custom(async (value, context) => (await characterIssue(value, context)) ?? true),
    }),
    defineField({
      name: 'name',
      title: 'Primeiro nome',
      description:
        'Só se o texto do cenário chama a pessoa pelo nome: aparece sob o rosto. Deixe vazio para “um menino”, “uma senhora”.',
      type: 'string',
      hidden: ({ parent, value }) => Boolean((parent as Person | undefined)?.character) && !value,
    }),
    defineField({
      name: 'look',
      title: 'Aparência',
      description: 'Para uma pessoa que só aparece neste cenário.',
      type: 'look',
      hidden: ({ parent, value }) => Boolean((parent as Person | undefined)?.character) && !value,
    }),
    defineField({
      name: 'feeling',
      title: 'Sentimento',
      description: 'Como a pessoa se sente na situação, antes da escolha do aluno.',
      type: 'string',
      options: {
        list: FEELINGS.map(({ id, title }) => ({ value: id, title })),
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.custom((value) => checkFeeling(value) ?? true),
    }),
  ],
  preview: {
    select: { characterName: 'character.name', name: 'name', feeling: 'feeling', age: 'look.age' },
    prepare({
      characterName,
      name,
      feeling,
      age,
    }: {
      characterName?: string;
      name?: string;
      feeling?: string;
      age?: string;
    }) {
      // A one-off person the text does not name ("a professora") is told apart by their age.
      const oneOff = AGES.find((option) => option.id === age)?.title;
      return {
        title:
          characterName ??
          name ??
          (oneOff ? `${oneOff} (só neste cenário)` : 'Pessoa ainda sem aparência'),
        subtitle: FEELINGS.find((option) => option.id === feeling)?.title ?? '(sem sentimento)',
      };
    },
  },
});
