import { TEXT_LIMITS, TEXT_MINIMUMS } from '@ths/content-model/limits';
import {
  checkBncc,
  checkBnccReason,
  checkCasel,
  checkChallengeText,
  checkSkillDescription,
  checkSkillKey,
  checkSkillName,
  checkSkillStepCount,
  duplicateMessage,
  skillKeyFrom,
} from '@ths/content-model/rules';
import { sourceText, type LocalizedValues } from '@ths/content-model/localized-text';
import { BNCC_COMPETENCES, CASEL_COMPETENCES } from '@ths/content-model/skill-competences';
import { BulbOutlineIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity';
import { apiVersion } from '../../env.ts';
import { localizedField } from '../localized-field.ts';
import { warnIfNeverPublished } from '../published.ts';
import { skillLinkIssuesOfDocument } from '../skill-links.ts';
import { otherDocumentsWith } from '../unique.ts';
import { translationSourcesField } from '../objects/translation-source.ts';
import { ReleaseStatusInput } from '../../components/release-status.tsx';

/**
 * A skill the scenarios practise, as 'Minhas habilidades' shows it: its name and what it is
 * about, filed under a CASEL competence and a BNCC general competence (with why), and a
 * real-life challenge for the week (docs/decisions/0016-skills-as-content.md). Scenarios
 * reference it; it needs at least three of them, over at least two phases
 * (docs/decisions/0043).
 */
export const skill = defineType({
  name: 'skill',
  title: 'Habilidade',
  type: 'document',
  icon: BulbOutlineIcon,
  components: { input: ReleaseStatusInput },
  validation: (rule) => rule.custom(warnIfNeverPublished).warning(),
  fields: [
    localizedField({
      name: 'name',
      title: 'Nome',
      description:
        'Em poucas palavras que uma criança de 10 anos entenda (por exemplo, “Pedir ajuda”): é o nome da planta em “Minhas habilidades” e o que o app diz da habilidade de cada cenário. Os cenários escolhem a habilidade no campo “Habilidade”; ela precisa de pelo menos 3 cenários, de pelo menos 2 fases.',
      limit: 'skillName',
      writing: 'name',
      check: checkSkillName,
      related: async (context) => {
        const issues = await skillLinkIssuesOfDocument(context);
        return issues.map(({ message }) => ({ message }));
      },
    }),
    localizedField({
      name: 'description',
      title: 'Descrição',
      description:
        'Uma frase curta sobre o que se pratica nesta habilidade, para o aluno e para o educador.',
      limit: 'skillDescription',
      writing: 'description',
      multiline: true,
      check: checkSkillDescription,
    }),
    defineField({
      name: 'key',
      title: 'Chave',
      description:
        'Identificador fixo: o progresso de cada aluno nesta habilidade é guardado com ele. Mudar a chave depois de publicar apaga as marcas que os alunos já têm nesta habilidade. Letras minúsculas sem acento, números e hífens; “Gerar” a cria a partir do nome.',
      type: 'slug',
      options: {
        source: (document) => sourceText((document as { name?: LocalizedValues }).name),
        maxLength: 48,
        slugify: (name: string) => skillKeyFrom(name),
        // Uniqueness is checked by the rule below, in Portuguese and naming the other document.
        isUnique: () => true,
      },
      validation: (rule) => [
        rule.custom(async (value, context) => {
          const key = (value as { current?: unknown } | undefined)?.current;
          const invalid = checkSkillKey(key);
          if (invalid) return invalid;
          const others = await otherDocumentsWith(context, 'skill', 'key.current', key);
          return others.length === 0 ? true : duplicateMessage('skillKey', key as string, others);
        }),
        // 'Gerar' after renaming the skill makes a new key: said before it is published.
        rule
          .custom(async (value, context) => {
            const key = (value as { current?: unknown } | undefined)?.current;
            const published = await publishedKey(context);
            return published !== null && typeof key === 'string' && key !== published
              ? `A chave publicada é “${published}”. Publicar com “${key}” faz os alunos perderem as marcas de “Desafio da semana” desta habilidade: volte para “${published}”.`
              : true;
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'casel',
      title: 'Competência CASEL',
      description:
        'O grupo em que a habilidade aparece em “Minhas habilidades”. CASEL é o quadro das cinco competências socioemocionais usado em muitas escolas: conhecer a si, cuidar do que sente e faz, entender os outros, conviver e fazer boas escolhas.',
      type: 'string',
      options: {
        list: CASEL_COMPETENCES.map(({ id, title }) => ({ value: id, title: title['pt-BR'] })),
        layout: 'radio',
      },
      validation: (rule) => rule.custom((value) => checkCasel(value) ?? true),
    }),
    defineField({
      name: 'bncc',
      title: 'Competência geral da BNCC',
      description:
        'A competência geral da BNCC que mais combina com a habilidade: qualquer uma das dez (por exemplo, falar na frente dos outros é 4, se cuidar na internet é 5, discordar com argumentos é 7).',
      type: 'number',
      options: {
        list: BNCC_COMPETENCES.map(({ id, title }) => ({
          value: id,
          title: `${id}. ${title['pt-BR']}`,
        })),
        layout: 'radio',
      },
      validation: (rule) => rule.custom((value) => checkBncc(value) ?? true),
    }),
    defineField({
      name: 'bnccReason',
      title: 'Por que esta competência da BNCC',
      description: `Uma linha para os educadores: o que na habilidade corresponde à competência escolhida. De ${TEXT_MINIMUMS.bnccReason} a ${TEXT_LIMITS.bnccReason} caracteres.`,
      type: 'string',
      validation: (rule) => rule.custom((value) => checkBnccReason(value) ?? true),
    }),
    localizedField({
      name: 'challenge',
      title: 'Desafio da semana',
      description: `Uma coisa concreta para experimentar na vida real nesta semana (por exemplo, “Nesta semana, cumprimente um colega novo pelo nome.”). Segura para fazer sem um adulto, e que uma criança tímida ou autista possa escolher não fazer: um convite, nunca uma obrigação. Sem marcar o gênero de quem lê. De ${TEXT_MINIMUMS.skillChallenge} a ${TEXT_LIMITS.skillChallenge} caracteres.`,
      limit: 'skillChallenge',
      writing: 'challenge',
      multiline: true,
      check: checkChallengeText,
    }),
    defineField({
      name: 'steps',
      title: 'Passos',
      description:
        'De 3 a 4 passos curtos que uma criança de 10 anos consiga lembrar, na ordem em que se faz (por exemplo, “Pare” · “Respire” · “Diga como se sente”, ou “Olhe” · “Espere a pausa” · “Pergunte”). Cada passo começa com um verbo e diz uma ação concreta, sem ponto final e sem marcar o gênero de quem lê; o que os cenários da habilidade ensinam. O app mostra os passos em uma linha depois do retorno de cada cenário da habilidade e em “Minhas habilidades”. Até 40 caracteres por passo, em Português e em inglês.',
      type: 'array',
      of: [defineArrayMember({ type: 'skillStep' })],
      validation: (rule) => rule.custom((value) => checkSkillStepCount(value) ?? true),
    }),
    translationSourcesField,
  ],
  orderings: [{ title: 'Chave', name: 'keyAsc', by: [{ field: 'key.current', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', casel: 'casel', bncc: 'bncc' },
    prepare({ name, casel, bncc }: { name?: LocalizedValues; casel?: string; bncc?: number }) {
      const group = CASEL_COMPETENCES.find(({ id }) => id === casel)?.title['pt-BR'];
      return {
        title: sourceText(name) || '(sem nome)',
        subtitle: [group, bncc === undefined ? '' : `BNCC ${bncc}`].filter(Boolean).join(' · '),
      };
    },
  },
});

/** The key of this skill as published, or null before its first publication. */
async function publishedKey(context: ValidationContext): Promise<string | null> {
  const id = context.document?._id.replace(/^drafts\./, '');
  if (id === undefined) return null;
  return context
    .getClient({ apiVersion })
    .fetch<string | null>('*[_id == $id][0].key.current', { id });
}
