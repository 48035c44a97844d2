// The week's 'Desafio da semana' (issue 26, docs/decisions/0024-one-challenge-a-week.md): one
// challenge per calendar week, Monday to Sunday in the learner's time zone, the same on the home
// and the phase-complete screen. It is derived only from what the progress saves (the answers'
// first times and the challenges marked done), so every device that holds the same merged progress
// shows the same challenge, and marking it done this week does not change it.
import type { Scenario, Skill } from '@ths/content-model/bundle-schema';
import { challengeDoneAt } from './challenges.ts';
import { resultEntries, type Progress } from './progress.ts';
import { compareInstants, instantOf } from './timestamps.ts';

type Content = {
  skills: readonly Skill[];
  scenarios: readonly Pick<Scenario, 'number' | 'skillKey'>[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone (an IANA name, e.g. 'America/Sao_Paulo'). */
export function localDate(timestamp: string, timeZone: string): string {
  return dateFormat(timeZone).format(instantOf(timestamp));
}

// Making a formatter is slow next to using one: the achievements count days over every answer on
// every change, so one formatter per time zone is kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA formats a date as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

// Days since 1970-01-01 of a YYYY-MM-DD date (a calendar count, no time zone left in it).
function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) of the calendar week, Monday to Sunday, that `now` falls in there. */
export function weekStart(now: string, timeZone: string): string {
  const day = dayNumber(localDate(now, timeZone));
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting Monday as 0.
  const weekday = (((day + 3) % 7) + 7) % 7;
  return dateOfDay(day - weekday);
}

/** The Monday (YYYY-MM-DD) of the week before the one starting on `monday`. */
export function previousWeekStart(monday: string): string {
  return dateOfDay(dayNumber(monday) - 7);
}

/** The Sunday (YYYY-MM-DD) that ends the week starting on `monday`. */
export function weekEnd(monday: string): string {
  return dateOfDay(dayNumber(monday) + 6);
}

/**
 * The skill of the week starting `monday`:
 * - among the skills practised before that Monday and not marked done before it, the one at the
 *   week's place in their key order (so it moves on each week and every device agrees);
 * - if all of them were done before, among all practised before;
 * - if none was practised before (a new learner), the skill of the first scenario answered this
 *   week (the earliest first answer; the lower number on a tie);
 * - null before any answer.
 * Marks made this week do not count, so marking the week's challenge done keeps it.
 */
export function weekChallengeKey(
  content: Content,
  progress: Progress,
  now: string,
  timeZone: string,
): string | null {
  return weekChallengeKeyOf(content, progress, weekStart(now, timeZone), timeZone);
}

/** `weekChallengeKey` for the week starting `monday` (YYYY-MM-DD), e.g. a week already ended. */
export function weekChallengeKeyOf(
  content: Content,
  progress: Progress,
  monday: string,
  timeZone: string,
): string | null {
  const skillOf = new Map(content.scenarios.map((s) => [s.number, s.skillKey]));
  const known = new Set(content.skills.map((skill) => skill.key));
  const before = new Set<string>();
  let firstThisWeek: { key: string; at: string; number: number } | null = null;
  for (const [number, result] of resultEntries(progress)) {
    const key = skillOf.get(number);
    if (key === undefined || !known.has(key)) continue;
    if (localDate(result.firstAt, timeZone) < monday) {
      before.add(key);
    } else if (firstThisWeek === null || compareInstants(result.firstAt, firstThisWeek.at) < 0) {
      firstThisWeek = { key, at: result.firstAt, number };
    }
  }
  if (before.size === 0) return firstThisWeek?.key ?? null;
  const all = [...before].sort();
  const open = all.filter((key) => {
    const doneAt = challengeDoneAt(progress, key);
    return doneAt === null || localDate(doneAt, timeZone) >= monday;
  });
  const pool = open.length > 0 ? open : all;
  const week = Math.floor(dayNumber(monday) / 7);
  return pool[week % pool.length] ?? null;
}

/** A challenge card's item and the Sunday (YYYY-MM-DD) the week ends. */
/** A skill's challenge as a card shows it; `doneAt` is when it was marked done, or null. */
export type ChallengeItem = Pick<Skill, 'key' | 'name' | 'challenge'> & { doneAt: string | null };

export type WeekChallengeItem = ChallengeItem & { until: string };

/** The week's challenge as a card shows it, with the Sunday it lasts until; null before any answer. */
export function weekChallenge(
  content: Content,
  progress: Progress,
  now: string,
  timeZone: string,
): WeekChallengeItem | null {
  const key = weekChallengeKey(content, progress, now, timeZone);
  const skill = key === null ? undefined : content.skills.find((s) => s.key === key);
  if (!skill) return null;
  return {
    key: skill.key,
    name: skill.name,
    challenge: skill.challenge,
    doneAt: challengeDoneAt(progress, skill.key),
    until: weekEnd(weekStart(now, timeZone)),
  };
}
