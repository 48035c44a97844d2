import { ACHIEVEMENT_TYPES } from '@ths/content-model/achievement-types';
import { sourceText, type LocalizedValues } from '@ths/content-model/localized-text';
import {
  checkAchievementId,
  checkAchievementType,
  checkAllScenariosDescription,
  checkIcon,
  checkRequirement,
  checkRequirementForType,
  duplicateMessage,
} from '@ths/content-model/rules';
import { StarIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { localizedField } from '../localized-field.ts';
import { warnIfNeverPublished } from '../published.ts';
import { otherDocumentsWith, publishedScenarioCount } from '../unique.ts';
import { translationSourcesField } from '../objects/translation-source.ts';
import { ReleaseStatusInput } from '../../components/release-status.tsx';

export const achievement = defineType({
  name: 'achievement',
  title: 'Conquista',
  type: 'document',
  icon: StarIcon,
  components: { input: ReleaseStatusInput },
  validation: (rule) => rule.custom(warnIfNeverPublished).warning(),
  fields: [
    defineField({
      name: 'id',
      title: 'Id',
      description:
        'Identificador fixo, usado para guardar o progresso de cada pessoa. Não mude depois de publicar.',
      type: 'string',
      validation: (rule) =>
        rule.custom(async (value, context) => {
          const invalid = checkAchievementId(value);
          if (invalid) return invalid;
          const others = await otherDocumentsWith(context, 'achievement', 'id', value);
          return others.length === 0
            ? true
            : duplicateMessage('achievementId', value as string, others);
        }),
    }),
    localizedField({
      name: 'title',
      title: 'Título',
      description: 'O nome da conquista, que o aluno vê ao ganhá-la e na lista de conquistas.',
      limit: 'achievementTitle',
      writing: 'title',
    }),
    localizedField({
      name: 'description',
      title: 'Descrição',
      description:
        'A regra, dita de forma exata (por exemplo, “Complete 3 cenários.”). Em “todos certos de primeira”, um número na descrição deve ser o total de cenários publicados.',
      limit: 'achievementDescription',
      writing: 'description',
      multiline: true,
      // The achievement that asks for every scenario says how many there are (decision 0055).
      related: async (context) =>
        checkAllScenariosDescription(
          context.document?.type,
          context.document?.description,
          await publishedScenarioCount(context),
        ),
    }),
    defineField({
      name: 'icon',
      title: 'Ícone',
      description: 'Um emoji.',
      type: 'string',
      validation: (rule) => rule.custom((value) => checkIcon(value) ?? true),
    }),
    defineField({
      name: 'type',
      title: 'Tipo',
      type: 'string',
      options: {
        list: ACHIEVEMENT_TYPES.map(({ id, title }) => ({ value: id, title })),
        layout: 'radio',
      },
      validation: (rule) => rule.custom((value) => checkAchievementType(value) ?? true),
    }),
    defineField({
      name: 'requirement',
      title: 'Requisito',
      description:
        'Quantos cenários (concluídos, seguidos, revisados ou lembrados), dias de prática ou erros corrigidos, conforme o tipo. Em “Fase concluída”, o número da fase. Em “todos certos de primeira”, o total de cenários.',
      type: 'number',
      validation: (rule) =>
        rule.custom(
          (value, context) =>
            checkRequirement(value) ??
            checkRequirementForType(context.document?.type, value) ??
            true,
        ),
    }),
    translationSourcesField,
  ],
  preview: {
    select: { title: 'title', icon: 'icon', id: 'id' },
    prepare({ title, icon, id }: { title?: LocalizedValues; icon?: string; id?: string }) {
      return { title: `${icon ?? ''} ${sourceText(title) || '(sem título)'}`.trim(), subtitle: id };
    },
  },
});
