// 'Como foi?' (issue 39, item 6; docs/decisions/0079-how-did-the-challenge-go.md): once the week
// of a 'Desafio da semana' has ended, the learner is asked how it went. Which week to ask about and
// whether to ask are pure rules of the saved progress and the learner's week (Monday to Sunday in
// their time zone, docs/decisions/0024), so every device agrees on them.
import type { Scenario, Skill } from '@ths/content-model/bundle-schema';
import { resultEntries, type Progress } from './progress.ts';
import {
  localDate,
  previousWeekStart,
  weekChallengeKeyOf,
  weekEnd,
  weekStart,
} from './week-challenge.ts';

type Content = {
  skills: readonly Skill[];
  scenarios: readonly Pick<Scenario, 'number' | 'skillKey'>[];
};

/** How a tried challenge felt: the card's three faces, and the values the database accepts. */
export const REFLECTION_FEELINGS = ['good', 'so-so', 'hard'] as const;
export type ReflectionFeeling = (typeof REFLECTION_FEELINGS)[number];

/** The most a child's words may hold (supabase/migrations/…_challenge_reflections.sql). */
export const REFLECTION_WORDS_MAX = 280;

/** The week asked about: its Monday and Sunday (YYYY-MM-DD) and the challenge the learner had. */
export type ReflectionWeek = {
  monday: string;
  sunday: string;
  skill: Pick<Skill, 'key' | 'name' | 'challenge'>;
};

/**
 * Last week and its challenge, when the learner had one: the week before the one `now` falls in,
 * asked about all through this week. A learner had last week's challenge when they had answered a
 * scenario by its Sunday (before that, the home showed no challenge). Null otherwise.
 */
export function reflectionWeek(
  content: Content,
  progress: Progress,
  now: string,
  timeZone: string,
): ReflectionWeek | null {
  const thisMonday = weekStart(now, timeZone);
  const monday = previousWeekStart(thisMonday);
  const skillOf = new Map(content.scenarios.map((s) => [s.number, s.skillKey]));
  const known = new Set(content.skills.map((skill) => skill.key));
  const hadOne = resultEntries(progress).some(([number, result]) => {
    const key = skillOf.get(number);
    return key !== undefined && known.has(key) && localDate(result.firstAt, timeZone) < thisMonday;
  });
  if (!hadOne) return null;
  const key = weekChallengeKeyOf(content, progress, monday, timeZone);
  const skill = content.skills.find((s) => s.key === key);
  if (!skill) return null;
  return {
    monday,
    sunday: weekEnd(monday),
    skill: { key: skill.key, name: skill.name, challenge: skill.challenge },
  };
}

/**
 * Whether the home asks 'Como foi?': there is a week to ask about, the learner has not answered
 * for it (`answered`: the Mondays they answered for), and did not say 'Agora não' for it.
 */
export function askReflection(
  week: ReflectionWeek | null,
  answered: readonly string[],
  laterFor: string | null,
): week is ReflectionWeek {
  return week !== null && !answered.includes(week.monday) && laterFor !== week.monday;
}

/** The words as stored: trimmed, or null when nothing is left. */
export function reflectionWords(words: string): string | null {
  const trimmed = words.replace(/\r\n/g, '\n').trim();
  return trimmed === '' ? null : trimmed;
}
