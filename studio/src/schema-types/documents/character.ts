// A person who comes back in several scenarios (docs/content/cast.md, and the recurring adults):
// one look, so they look the same in every scene (docs/decisions/0063).
import { checkCharacterLook, checkCharacterName } from '@ths/content-model/scene-rules';
import { duplicateMessage } from '@ths/content-model/rules';
import { UserIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { ReleaseStatusInput } from '../../components/release-status.tsx';
import { warnIfNeverPublished } from '../published.ts';
import { otherDocumentsWith } from '../unique.ts';

export const character = defineType({
  name: 'character',
  title: 'Personagem',
  type: 'document',
  icon: UserIcon,
  components: { input: ReleaseStatusInput },
  validation: (rule) => rule.custom(warnIfNeverPublished).warning(),
  fields: [
    defineField({
      name: 'name',
      title: 'Nome',
      description:
        'Como os textos chamam a pessoa (“Hiro”, “professora Carla”): aparece sob o rosto. Cada nome uma só vez.',
      type: 'string',
      validation: (rule) =>
        rule.custom(async (value, context) => {
          const invalid = checkCharacterName(value);
          if (invalid) return invalid;
          const name = (value as string).trim();
          const others = await otherDocumentsWith(context, 'character', 'name', value);
          return others.length === 0 ? true : duplicateMessage('characterName', name, others);
        }),
    }),
    defineField({
      name: 'role',
      title: 'Quem é',
      description:
        'Para quem escreve, não para o aluno: quem a pessoa é na história (“seu melhor amigo desde o 4º ano”, “professora de Matemática”).',
      type: 'string',
    }),
    defineField({
      name: 'look',
      title: 'Aparência',
      description: 'Como a pessoa aparece em todos os cenários.',
      type: 'look',
      validation: (rule) => rule.custom((value) => checkCharacterLook(value) ?? true),
    }),
  ],
  orderings: [{ title: 'Nome', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', role: 'role' },
    prepare({ name, role }: { name?: string; role?: string }) {
      return { title: name || '(sem nome)', subtitle: role || undefined };
    },
  },
});
