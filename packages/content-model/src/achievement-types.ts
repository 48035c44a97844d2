/**
 * docs/product/journey.md#achievements: the four kinds of achievement rule, with the label an
 * educator picks from.
 */
export const ACHIEVEMENT_TYPES = [
  { id: 'scenarios_completed', title: 'Cenários concluídos' },
  { id: 'perfect_score', title: 'Todos os cenários certos de primeira' },
  { id: 'streak', title: 'Acertos seguidos' },
  { id: 'review', title: 'Cenários revisados' },
] as const;

export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number]['id'];

export const ACHIEVEMENT_TYPE_IDS = ACHIEVEMENT_TYPES.map((type) => type.id) as [
  AchievementType,
  ...AchievementType[],
];

export function isAchievementType(value: unknown): value is AchievementType {
  return typeof value === 'string' && (ACHIEVEMENT_TYPE_IDS as readonly string[]).includes(value);
}
