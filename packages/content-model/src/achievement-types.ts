/**
 * docs/product/journey.md#achievements: the kinds of achievement rule, with the label an
 * educator picks from.
 */
export const ACHIEVEMENT_TYPES = [
  { id: 'scenarios_completed', title: 'Cenários concluídos' },
  { id: 'perfect_score', title: 'Todos os cenários certos de primeira' },
  { id: 'streak', title: 'Acertos seguidos' },
  { id: 'review', title: 'Cenários revisados' },
  // Issue 26 (docs/decisions/0025): something to earn in every phase. For phase_completed the
  // requirement is the phase's number.
  { id: 'phase_completed', title: 'Fase concluída (o requisito é o número da fase)' },
  { id: 'practice_days', title: 'Dias diferentes de prática' },
  { id: 'mistakes_corrected', title: 'Erros corrigidos na revisão' },
  { id: 'reviews_remembered', title: 'Cenários lembrados quando voltaram na revisão' },
] as const;

export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number]['id'];

export const ACHIEVEMENT_TYPE_IDS = ACHIEVEMENT_TYPES.map((type) => type.id) as [
  AchievementType,
  ...AchievementType[],
];

export function isAchievementType(value: unknown): value is AchievementType {
  return typeof value === 'string' && (ACHIEVEMENT_TYPE_IDS as readonly string[]).includes(value);
}
