/**
 * The two frameworks a skill is filed under in 'Minhas habilidades': the five CASEL
 * competences, and the BNCC general competence (8, 9 or 10: the socio-emotional ones) that
 * matches it. The names are the frameworks' own, in each language the app speaks; which skill
 * goes where is content, chosen in the Studio.
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

/** BNCC (Base Nacional Comum Curricular, 2018), general competences 8–10. */
export const BNCC_COMPETENCES = [
  {
    id: 8,
    title: { 'pt-BR': 'Autoconhecimento e autocuidado', en: 'Self-knowledge and self-care' },
  },
  {
    id: 9,
    title: { 'pt-BR': 'Empatia e cooperação', en: 'Empathy and cooperation' },
  },
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
