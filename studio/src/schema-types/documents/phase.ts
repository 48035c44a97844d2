import { sourceText, type LocalizedValues } from '@ths/content-model/localized-text';
import { checkPhaseNumber, duplicateMessage } from '@ths/content-model/rules';
import { StackIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { localizedField } from '../localized-field.ts';
import { warnIfNeverPublished } from '../published.ts';
import { otherDocumentsWith } from '../unique.ts';
import { translationSourcesField } from '../objects/translation-source.ts';
import { ReleaseStatusInput } from '../../components/release-status.tsx';

export const phase = defineType({
  name: 'phase',
  title: 'Fase',
  type: 'document',
  icon: StackIcon,
  components: { input: ReleaseStatusInput },
  validation: (rule) => rule.custom(warnIfNeverPublished).warning(),
  fields: [
    defineField({
      name: 'number',
      title: 'Número',
      description: 'De 1 a 5. Os cenários entram na fase pelo número deles.',
      type: 'number',
      validation: (rule) =>
        rule.custom(async (value, context) => {
          const invalid = checkPhaseNumber(value);
          if (invalid) return invalid;
          const others = await otherDocumentsWith(context, 'phase', 'number', value);
          return others.length === 0
            ? true
            : duplicateMessage('phaseNumber', value as number, others);
        }),
    }),
    localizedField({
      name: 'name',
      title: 'Nome',
      description: 'O nome que o aluno vê no alto da fase (“Fase 1: …”).',
      limit: 'phaseName',
      writing: 'name',
    }),
    localizedField({
      name: 'description',
      title: 'Descrição',
      description: 'Uma frase sobre o que se aprende nesta fase.',
      limit: 'phaseDescription',
      writing: 'description',
      multiline: true,
    }),
    translationSourcesField,
  ],
  orderings: [{ title: 'Número', name: 'numberAsc', by: [{ field: 'number', direction: 'asc' }] }],
  preview: {
    select: { number: 'number', name: 'name' },
    prepare({ number, name }: { number?: number; name?: LocalizedValues }) {
      return { title: `Fase ${number ?? '?'}: ${sourceText(name) || '(sem nome)'}` };
    },
  },
});
