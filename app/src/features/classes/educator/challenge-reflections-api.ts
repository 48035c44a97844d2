// How the class's weekly challenges went ('Como foi?', docs/decisions/0079): the counts per week
// and skill, and only the words a learner chose to show, read through
// public.class_challenge_reflections (the educator never reads a learner's answers directly).
import { queryOptions } from '@tanstack/react-query';
import type { DatabaseClient } from '../../../lib/supabase-client.ts';
import { classKeys } from '../class-queries.ts';

export type SharedWords = { userId: string; name: string | null; words: string };

export type WeekReflections = {
  weekStart: string;
  skillKey: string;
  tried: number;
  notYet: number;
  good: number;
  soSo: number;
  hard: number;
  shared: SharedWords[];
};

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

/** One row of the function's answer, or an error naming what was wrong. */
export function toWeekReflections(row: unknown): WeekReflections {
  const r = row as Record<string, unknown> | null;
  if (!r || typeof r.week_start !== 'string' || typeof r.skill_key !== 'string') {
    throw new Error('class_challenge_reflections answered a row without its week or skill');
  }
  const shared = Array.isArray(r.shared) ? (r.shared as Record<string, unknown>[]) : [];
  return {
    weekStart: r.week_start,
    skillKey: r.skill_key,
    tried: count(r.tried),
    notYet: count(r.not_yet),
    good: count(r.good),
    soSo: count(r.so_so),
    hard: count(r.hard),
    shared: shared.flatMap((entry) =>
      typeof entry.words === 'string' && typeof entry.user_id === 'string'
        ? [
            {
              userId: entry.user_id,
              name: typeof entry.name === 'string' ? entry.name : null,
              words: entry.words,
            },
          ]
        : [],
    ),
  };
}

export function classReflectionsQuery(
  connected: () => Promise<DatabaseClient>,
  userId: string,
  classId: string,
) {
  return queryOptions({
    queryKey: classKeys.reflections(userId, classId),
    queryFn: async () => {
      const client = await connected();
      const { data, error } = await client.rpc('class_challenge_reflections', {
        class_id: classId,
      });
      if (error)
        throw new Error(`Reading how the challenges went failed: ${error.message}`, {
          cause: error,
        });
      if (!Array.isArray(data))
        throw new Error('class_challenge_reflections answered something that is not a list');
      return data.map(toWeekReflections);
    },
  });
}
