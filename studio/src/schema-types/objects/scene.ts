// A scenario's scene: where it happens, who is there and how each feels, drawn above the
// situation; and what a screen reader says for it (docs/decisions/0063).
import {
  checkSceneAlt,
  checkScenePeopleCount,
  checkSceneSetting,
} from '@ths/content-model/scene-rules';
import { MAX_SCENE_PEOPLE, SETTINGS } from '@ths/content-model/scene';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { SceneInput } from '../../components/scene-input.tsx';
import { localizedField } from '../localized-field.ts';

export const scene = defineType({
  name: 'scene',
  title: 'Cena',
  type: 'object',
  // The drawing above the fields, and "Escrever um rascunho" for the alt text.
  components: { input: SceneInput },
  fields: [
    defineField({
      name: 'setting',
      title: 'Lugar',
      description: 'Onde a situação acontece: o fundo do desenho.',
      type: 'string',
      options: { list: SETTINGS.map(({ id, title }) => ({ value: id, title })) },
      validation: (rule) => rule.custom((value) => checkSceneSetting(value) ?? true),
    }),
    defineField({
      name: 'people',
      title: 'Pessoas',
      description: `De 1 a ${MAX_SCENE_PEOPLE}. A primeira é a pessoa para quem o aluno responde: o retorno de cada escolha mostra como ela fica. “Você” nunca aparece no desenho.`,
      type: 'array',
      of: [defineArrayMember({ type: 'scenePerson' })],
      validation: (rule) => rule.custom((value) => checkScenePeopleCount(value) ?? true),
    }),
    localizedField({
      name: 'alt',
      title: 'Texto alternativo',
      description:
        'O que o leitor de tela diz no lugar do desenho, em uma ou duas frases: onde, quem (pelo nome quando o texto diz o nome) e como cada pessoa está. Nunca descreve “você”. Obrigatório em todos os idiomas.',
      limit: 'sceneAlt',
      multiline: true,
      check: checkSceneAlt,
    }),
  ],
});
