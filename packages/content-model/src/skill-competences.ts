/**
 * The two frameworks a skill is filed under in 'Minhas habilidades': the five CASEL
 * competences, and the one of the ten BNCC general competences that fits it best (any of them:
 * speaking in front of others is 4, staying safe online 5, debating 7; docs/decisions/0043).
 * The names are the frameworks' own, in each language the app speaks; which skill goes where is
 * content, chosen in the Studio with a one-line reason.
 */
export const CASEL_COMPETENCES = [
  {
    id: 'self-awareness',
    title: { 'pt-BR': 'Autoconsciência', en: 'Self-awareness' },
  },
  {
    id: 'self-management',
    title: { 'pt-BR': 'Autogestão', en: 'Self-management' },
  },
  {
    id: 'social-awareness',
    title: { 'pt-BR': 'Consciência social', en: 'Social awareness' },
  },
  {
    id: 'relationship-skills',
    title: { 'pt-BR': 'Habilidades de relacionamento', en: 'Relationship skills' },
  },
  {
    id: 'responsible-decision-making',
    title: { 'pt-BR': 'Tomada de decisão responsável', en: 'Responsible decision-making' },
  },
] as const;

export type CaselCompetence = (typeof CASEL_COMPETENCES)[number]['id'];

export const CASEL_IDS = CASEL_COMPETENCES.map((competence) => competence.id) as [
  CaselCompetence,
  ...CaselCompetence[],
];

export function isCaselCompetence(value: unknown): value is CaselCompetence {
  return (CASEL_IDS as readonly unknown[]).includes(value);
}

/** BNCC (Base Nacional Comum Curricular, 2018), the ten general competences, by their short names. */
export const BNCC_COMPETENCES = [
  { id: 1, title: { 'pt-BR': 'Conhecimento', en: 'Knowledge' } },
  {
    id: 2,
    title: {
      'pt-BR': 'Pensamento científico, crítico e criativo',
      en: 'Scientific, critical and creative thinking',
    },
  },
  { id: 3, title: { 'pt-BR': 'Repertório cultural', en: 'Cultural repertoire' } },
  { id: 4, title: { 'pt-BR': 'Comunicação', en: 'Communication' } },
  { id: 5, title: { 'pt-BR': 'Cultura digital', en: 'Digital culture' } },
  { id: 6, title: { 'pt-BR': 'Trabalho e projeto de vida', en: 'Work and life plans' } },
  { id: 7, title: { 'pt-BR': 'Argumentação', en: 'Argumentation' } },
  {
    id: 8,
    title: { 'pt-BR': 'Autoconhecimento e autocuidado', en: 'Self-knowledge and self-care' },
  },
  { id: 9, title: { 'pt-BR': 'Empatia e cooperação', en: 'Empathy and cooperation' } },
  {
    id: 10,
    title: { 'pt-BR': 'Responsabilidade e cidadania', en: 'Responsibility and citizenship' },
  },
] as const;

export type BnccCompetence = (typeof BNCC_COMPETENCES)[number]['id'];

export const BNCC_IDS = BNCC_COMPETENCES.map((competence) => competence.id) as [
  BnccCompetence,
  ...BnccCompetence[],
];

export function isBnccCompetence(value: unknown): value is BnccCompetence {
  return (BNCC_IDS as readonly unknown[]).includes(value);
}
