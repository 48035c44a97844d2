import { sourceText, type LocalizedValues } from '@ths/content-model/localized-text';
import { checkIsCorrect } from '@ths/content-model/rules';
import { FEELINGS } from '@ths/content-model/scene';
import { checkReaction } from '@ths/content-model/scene-rules';
import { CheckmarkCircleIcon, CloseCircleIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { localizedField } from '../localized-field.ts';

export const choice = defineType({
  name: 'choice',
  title: 'Escolha',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [
    localizedField({
      name: 'text',
      title: 'Texto da escolha',
      description: 'O que a pessoa diz ou faz, em primeira pessoa.',
      limit: 'choiceText',
      writing: 'choice',
      multiline: true,
    }),
    defineField({
      name: 'isCorrect',
      title: 'É a escolha correta',
      description: 'Cada cenário tem exatamente uma escolha correta.',
      type: 'boolean',
      initialValue: false,
      validation: (rule) => rule.custom((value) => checkIsCorrect(value) ?? true),
    }),
    localizedField({
      name: 'feedback',
      title: 'Retorno',
      description:
        'De 2 a 4 frases: o que a outra pessoa sente ou pensa e o que funciona melhor. Nos erros, comece pelo que a pessoa talvez quisesse.',
      limit: 'choiceFeedback',
      writing: 'feedback',
      multiline: true,
    }),
    defineField({
      name: 'reaction',
      title: 'Como a primeira pessoa da cena fica depois desta escolha',
      description: 'O retorno desta escolha mostra o rosto dela assim.',
      type: 'string',
      options: {
        list: FEELINGS.map(({ id, title }) => ({ value: id, title })),
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.custom((value) => checkReaction(value) ?? true),
    }),
  ],
  preview: {
    select: { text: 'text', isCorrect: 'isCorrect' },
    prepare({ text, isCorrect }: { text?: LocalizedValues; isCorrect?: boolean }) {
      return {
        title: sourceText(text) || '(sem texto)',
        subtitle: isCorrect ? 'Correta' : 'Incorreta',
        media: isCorrect ? CheckmarkCircleIcon : CloseCircleIcon,
      };
    },
  },
});
