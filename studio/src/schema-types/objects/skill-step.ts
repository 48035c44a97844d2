import { sourceText, type LocalizedValues } from '@ths/content-model/localized-text';
import { checkSkillStepText, missingStepTranslations } from '@ths/content-model/rules';
import { defineType } from 'sanity';
import { localizedField } from '../localized-field.ts';

/**
 * One of a skill's 3 or 4 steps (docs/decisions/0064): a few words a child remembers, shown in a
 * row with the others ("Pare · Respire · Diga como se sente") with the feedback of the skill's
 * scenarios and on 'Minhas habilidades'.
 */
export const skillStep = defineType({
  name: 'skillStep',
  title: 'Passo',
  type: 'object',
  fields: [
    localizedField({
      name: 'text',
      title: 'Texto do passo',
      description:
        'Comece com um verbo, no imperativo, e use poucas palavras concretas (“Respire”, “Espere a pausa”, “Diga como se sente”). Sem ponto final. Escreva também em inglês: sem a tradução, quem usa o app em inglês lê o passo em Português.',
      limit: 'skillStep',
      writing: 'step',
      check: checkSkillStepText,
      advice: missingStepTranslations,
    }),
  ],
  preview: {
    select: { text: 'text' },
    prepare({ text }: { text?: LocalizedValues }) {
      return { title: sourceText(text) || '(sem texto)' };
    },
  },
});
