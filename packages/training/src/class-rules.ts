// The database's rules for what a class holds (supabase/migrations/…_classroom_safety.sql and
// …_names_that_show_and_school_dates.sql; docs/decisions/0061), as the app checks them before it
// asks, so a form says which rule and what to do. The database stays the authority: these
// schemas only spare a round trip, and anything read back is parsed as it may be, not as it
// should be. zod/mini, as the rest of what the app reads (docs/decisions/0015): the home reads
// due dates through it.
import * as z from 'zod/mini';

/** class_members.display_name: at most 40 characters. */
export const DISPLAY_NAME_MAX = 40;
/** classes.name: at most 80 characters. */
export const CLASS_NAME_MAX = 80;
/** class_assignments: at most 100 for one class. */
export const ASSIGNMENTS_PER_CLASS_MAX = 100;
/** class_assignments.due_on: the school dates the database takes. */
export const SCHOOL_DATE_MIN = '2000-01-01';
export const SCHOOL_DATE_MAX = '2099-12-31';

/** Why a name cannot be shown, each with its own message on the form. */
export type NameProblem = 'required' | 'hidden' | 'private' | 'invisible' | 'tooLong';

// Control characters, the line and paragraph separators, direction overrides and isolates.
const HIDDEN = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// Private use (each device draws its own), noncharacters, tag characters (drawn as nothing).
const PRIVATE = /[\p{Co}\p{Noncharacter_Code_Point}\u{E0000}-\u{E007F}]/u;
// What draws nothing by itself: white space, format and default-ignorable characters, combining
// marks, the blank braille pattern.
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}\p{Cf}\p{Cc}\p{Z}\u2800]/gu;

/** A typed name as the database keeps it: trimmed, runs of white space made one space. */
export function cleanName(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ');
}

/** Why this (clean) name cannot be shown, or null; the database's order of rules. */
export function nameProblem(name: string, max: number): NameProblem | null {
  if (name === '') return 'required';
  if (HIDDEN.test(name)) return 'hidden';
  if (PRIVATE.test(name)) return 'private';
  if (name.replace(INVISIBLE, '') === '') return 'invisible';
  if ([...name].length > max) return 'tooLong';
  return null;
}

/** A typed name, cleaned; refused with its NameProblem as the issue's message. */
const shownNameSchema = (max: number) =>
  z.pipe(z.string(), z.transform(cleanName)).check(
    z.superRefine((name, context) => {
      const problem = nameProblem(name, max);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: name });
    }),
  );

export const DisplayNameSchema = shownNameSchema(DISPLAY_NAME_MAX);
export const ClassNameSchema = shownNameSchema(CLASS_NAME_MAX);

/** The name as the database will keep it, or why it cannot be shown. */
export function checkName(
  schema: typeof DisplayNameSchema,
  typed: string,
): { name: string } | { problem: NameProblem } {
  const parsed = schema.safeParse(typed);
  return parsed.success
    ? { name: parsed.data }
    : { problem: parsed.error.issues[0]!.message as NameProblem };
}

/** A calendar day 'YYYY-MM-DD' that exists and that the database takes as a due date. */
export const SchoolDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((text) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day &&
      text >= SCHOOL_DATE_MIN &&
      text <= SCHOOL_DATE_MAX
    );
  }),
);

/**
 * A due date as read: the day when it is a school date, otherwise null (no date), so that
 * whatever a row holds ('infinity', year 5874897) the screens show it without throwing.
 */
export function schoolDateOrNull(value: unknown): string | null {
  const parsed = SchoolDateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
