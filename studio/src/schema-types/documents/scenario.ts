import { sourceText, type LocalizedValues } from '@ths/content-model/localized-text';
import {
  checkChoiceCount,
  checkOneCorrectChoice,
  checkScenarioNumber,
  checkStage,
  duplicateMessage,
  gapMessage,
} from '@ths/content-model/rules';
import { checkScene } from '@ths/content-model/scene-rules';
import { CommentIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { ScenarioNumberInput } from '../../components/scenario-number-input.tsx';
import { StageInput } from '../../components/stage-input.tsx';
import { answerCueWarnings } from '../answer-cues.ts';
import { localizedField } from '../localized-field.ts';
import { warnIfNeverPublished } from '../published.ts';
import { skillLinkIssuesOfDocument } from '../skill-links.ts';
import { newScenarioValue } from '../new-scenario.ts';
import { otherDocumentsWith, otherScenarioNumbers } from '../unique.ts';
import { translationSourcesField } from '../objects/translation-source.ts';
import { ReleaseStatusInput } from '../../components/release-status.tsx';

export const scenario = defineType({
  name: 'scenario',
  title: 'Cenário',
  type: 'document',
  icon: CommentIcon,
  components: { input: ReleaseStatusInput },
  validation: (rule) => rule.custom(warnIfNeverPublished).warning(),
  // A new scenario takes the first number no scenario uses (drafts included), and its phase;
  // created from a phase's list, the templates of new-scenario.ts give it that phase (0055).
  initialValue: (_params, context) => newScenarioValue(context),
  fields: [
    defineField({
      name: 'number',
      title: 'Número',
      description:
        'Sem repetir nem pular números; um cenário novo já vem com o próximo número livre. De 1 a 100 são os cenários do app: o número define a ordem e a fase (1–20 fase 1, 21–40 fase 2, 41–60 fase 3, 61–80 fase 4, 81–100 fase 5). De 101 em diante são os cenários que a escola cria: cada um fica na fase escolhida em “Fase” (a da lista onde foi criado), depois dos cenários do app. Depois de publicado, o número só muda com “Mover para outro número”.',
      type: 'number',
      components: { input: ScenarioNumberInput },
      validation: (rule) => [
        rule.custom(async (value, context) => {
          const invalid = checkScenarioNumber(value);
          if (invalid) return invalid;
          const others = await otherDocumentsWith(context, 'scenario', 'number', value);
          return others.length === 0
            ? true
            : duplicateMessage('scenarioNumber', value as number, others);
        }),
        // A gap does not stop publishing this one (the missing scenario may be on its way), but
        // the educator learns of it here rather than from the export.
        rule
          .custom(async (value, context) => {
            if (checkScenarioNumber(value)) return true;
            return gapMessage(value, await otherScenarioNumbers(context)) ?? true;
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'stage',
      title: 'Fase',
      description:
        'Nos cenários de 1 a 100, vem do número e não se escolhe. Num cenário da escola (101 em diante), escolha a fase: ele aparece nela depois dos cenários do app.',
      type: 'number',
      components: { input: StageInput },
      validation: (rule) =>
        rule.custom((value, context) => checkStage(value, context.document?.number) ?? true),
    }),
    defineField({
      name: 'skill',
      title: 'Habilidade',
      description:
        'A habilidade que o cenário pratica, escolhida em Habilidades. O nome que o aluno lê vem da habilidade. Cada habilidade precisa de pelo menos 3 cenários, de pelo menos 2 fases; para uma habilidade nova, crie-a em Habilidades e publique-a quando os cenários dela estiverem prontos.',
      type: 'reference',
      to: [{ type: 'skill' }],
      validation: (rule) =>
        rule.custom(async (_value, context) => {
          const issues = await skillLinkIssuesOfDocument(context);
          return issues.length === 0 ? true : issues.map(({ message }) => ({ message }));
        }),
    }),
    localizedField({
      name: 'title',
      title: 'Título',
      description: 'O nome curto da situação, que o aluno lê no alto do cenário.',
      limit: 'scenarioTitle',
      writing: 'title',
    }),
    localizedField({
      name: 'description',
      title: 'Situação',
      description:
        'A situação, em frases curtas e concretas, terminando com a pergunta para quem lê.',
      limit: 'scenarioDescription',
      writing: 'situation',
      multiline: true,
    }),
    defineField({
      name: 'scene',
      title: 'Cena',
      description:
        'O desenho acima da situação: onde acontece, quem está lá e como cada pessoa se sente. Todo cenário tem uma.',
      type: 'scene',
      validation: (rule) =>
        rule.custom((value, context) => checkScene(value, context.document?.number) ?? true),
    }),
    defineField({
      name: 'choices',
      title: 'Escolhas',
      description: 'Exatamente 3: uma correta e dois enganos que uma criança poderia cometer.',
      type: 'array',
      of: [defineArrayMember({ type: 'choice' })],
      validation: (rule) => [
        rule.custom((value) => checkChoiceCount(value) ?? checkOneCorrectChoice(value) ?? true),
        // Cues that give the answer away without reading (docs/content/README.md): advised, the
        // export and `pnpm quality` do not refuse them (decision 0058).
        rule
          .custom(async (value, context) => {
            const messages = await answerCueWarnings(value, context);
            return messages.length === 0 ? true : messages.map((message) => ({ message }));
          })
          .warning(),
      ],
    }),
    translationSourcesField,
  ],
  orderings: [{ title: 'Número', name: 'numberAsc', by: [{ field: 'number', direction: 'asc' }] }],
  preview: {
    select: { number: 'number', title: 'title', skill: 'skill.name' },
    prepare({
      number,
      title,
      skill,
    }: {
      number?: number;
      title?: LocalizedValues;
      skill?: LocalizedValues;
    }) {
      return {
        title: `${number ?? '?'}. ${sourceText(title) || '(sem título)'}`,
        subtitle: sourceText(skill) || undefined,
      };
    },
  },
});
