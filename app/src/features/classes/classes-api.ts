// The class tables and join_class (supabase/migrations/…_classes.sql) as the app calls them.
// Row-level security decides what each caller gets: an educator's own classes and members, a
// learner's own memberships, the members' progress for their educator only.
import type { DatabaseClient } from '../../lib/supabase-client.ts';
import type { Tables } from '@ths/database-types/database';
import { ASSIGNMENT_COLUMNS, assignmentFromRow, type Assignment } from '@ths/training/assignments';
import type { NameProblem } from '@ths/training/class-rules';
import { DEFAULT_CATEGORY } from '@ths/training/constants';
import type { Progress } from '@ths/training/progress';
import { readMemberRows } from '@ths/training/class-report';

export type ClassInfo = { id: string; name: string; joinCode: string; createdAt: string };
export type Member = { userId: string; displayName: string | null; joinedAt: string };
/** A member's progress; null when their stored row could not be read (left out of the report). */
export type MemberProgress = { userId: string; progress: Progress | null; updatedAt: string };
export type Membership = { classId: string; className: string; displayName: string | null };

/** Why joining failed, for the form to say what to do. */
export type JoinRefusal =
  | 'unknown-code'
  | 'removed'
  | 'hidden-name'
  | 'private-name'
  | 'invisible-name'
  | 'too-many-tries'
  | 'failed';

/**
 * join_class's refusals (supabase/migrations/…_classes.sql, …_classroom_safety.sql,
 * …_join_class_limit.sql: 5 tries a minute per account, PT429, docs/decisions/0038).
 */
export function joinRefusalOf(error: { code?: string; message?: string }): JoinRefusal {
  if (error.code === 'PT404') return 'unknown-code';
  if (error.code === 'PT429') return 'too-many-tries';
  if (error.code === 'PT403') return 'removed';
  if (error.code === '22023' && error.message?.startsWith('display_name must not hold private-use'))
    return 'private-name';
  if (error.code === '22023' && error.message?.startsWith('display_name must not'))
    return 'hidden-name';
  if (error.code === '22023' && error.message?.startsWith('display_name must show'))
    return 'invisible-name';
  return 'failed';
}

export class JoinClassError extends Error {
  override name = 'JoinClassError';
  readonly reason: JoinRefusal;
  constructor(reason: JoinRefusal, cause: unknown) {
    super(`Joining the class failed: ${reason}`, { cause });
    this.reason = reason;
  }
}

/**
 * The rule a class name broke, from the database's refusal (22023 'name must …', 'name: at most
 * 80 characters': supabase/migrations/…_names_that_show_and_school_dates.sql), or null.
 */
export function classNameProblemOf(error: { code?: string; message?: string }): NameProblem | null {
  const message = error.message ?? '';
  if (error.code !== '22023') return null;
  if (message.startsWith('name must not hold private-use')) return 'private';
  if (message.startsWith('name must not')) return 'hidden';
  if (message.startsWith('name must show')) return 'invisible';
  if (message.startsWith('name: at most')) return 'tooLong';
  return null;
}

/** A class name the database refused, with the rule it broke. */
export class ClassNameRefused extends Error {
  override name = 'ClassNameRefused';
  readonly problem: NameProblem;
  constructor(problem: NameProblem, cause: unknown) {
    super(`The class name was refused: ${problem}`, { cause });
    this.problem = problem;
  }
}

/** Why an assignment could not be saved (…_names_that_show_and_school_dates.sql), or 'failed'. */
export type AssignmentRefusal = 'due-out-of-range' | 'too-many' | 'failed';

export function assignmentRefusalOf(error: { code?: string; message?: string }): AssignmentRefusal {
  if (error.code !== '23514') return 'failed';
  if (error.message?.includes('class_assignments_due_on_school_date')) return 'due-out-of-range';
  if (error.message?.startsWith('A class has at most')) return 'too-many';
  return 'failed';
}

export class AssignmentRefused extends Error {
  override name = 'AssignmentRefused';
  readonly reason: AssignmentRefusal;
  constructor(reason: AssignmentRefusal, cause: unknown) {
    super(`Saving the assignment failed: ${reason}`, { cause });
    this.reason = reason;
  }
}

function failed(what: string, error: { message: string }): Error {
  return new Error(`${what} failed: ${error.message}`, { cause: error });
}

type ClassRow = Pick<Tables<'classes'>, 'id' | 'name' | 'join_code' | 'created_at'>;
const toClass = (row: ClassRow): ClassInfo => ({
  id: row.id,
  name: row.name,
  joinCode: row.join_code,
  createdAt: row.created_at,
});

/** The classes this user teaches, newest first. */
export async function listTaughtClasses(
  client: DatabaseClient,
  educatorId: string,
): Promise<ClassInfo[]> {
  const { data, error } = await client
    .from('classes')
    .select('id,name,join_code,created_at')
    .eq('educator_id', educatorId);
  if (error) throw failed('Reading the classes', error);
  return data.map(toClass).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A new class; the database makes its code and makes the caller its educator. */
export async function createClass(client: DatabaseClient, name: string): Promise<ClassInfo> {
  const { data, error } = await client
    .from('classes')
    .insert({ name })
    .select('id,name,join_code,created_at')
    .single();
  if (error) {
    const problem = classNameProblemOf(error);
    throw problem ? new ClassNameRefused(problem, error) : failed('Creating the class', error);
  }
  return toClass(data);
}

/**
 * No class with this id that the reader may see: another educator's, a deleted one, or a wrong
 * address. Row-level security makes those the same answer, and no retry changes it.
 */
export class ClassNotFound extends Error {
  constructor() {
    super('Class not found');
    this.name = 'ClassNotFound';
  }
}

export async function readClass(client: DatabaseClient, classId: string): Promise<ClassInfo> {
  const { data, error } = await client
    .from('classes')
    .select('id,name,join_code,created_at')
    .eq('id', classId)
    .maybeSingle();
  if (error) throw failed('Reading the class', error);
  if (!data) throw new ClassNotFound();
  return toClass(data);
}

export async function listMembers(client: DatabaseClient, classId: string): Promise<Member[]> {
  const { data, error } = await client
    .from('class_members')
    .select('user_id,display_name,joined_at')
    .eq('class_id', classId);
  if (error) throw failed('Reading the members', error);
  return data.map((row) => ({
    userId: row.user_id,
    displayName: row.display_name,
    joinedAt: row.joined_at,
  }));
}

/**
 * The class-only names the class's educator gave its learners, by learner
 * (supabase/migrations/…_class_member_names.sql, docs/decisions/0075). Only the class's educator
 * reads them; for anyone else the answer is empty.
 */
export async function listClassOnlyNames(
  client: DatabaseClient,
  classId: string,
): Promise<Map<string, string>> {
  const { data, error } = await client
    .from('class_member_names')
    .select('user_id,name')
    .eq('class_id', classId);
  if (error) throw failed('Reading the class names', error);
  return new Map(data.map((row) => [row.user_id, row.name]));
}

/** A class-only name the database refused: the rule it broke, or the learner gone from the class. */
export class ClassOnlyNameRefused extends Error {
  override name = 'ClassOnlyNameRefused';
  readonly problem: NameProblem | 'gone';
  constructor(problem: NameProblem | 'gone', cause: unknown) {
    super(`The class-only name was refused: ${problem}`, { cause });
    this.problem = problem;
  }
}

/**
 * Sets the learner's class-only name, or clears it with null (set_class_member_name: the join
 * name's rules, 22023 'name …' as a class name's; PT404 when the learner left). Returns the name
 * stored, or null.
 */
export async function setClassOnlyName(
  client: DatabaseClient,
  classId: string,
  learnerId: string,
  name: string | null,
): Promise<string | null> {
  const { data, error } = await client.rpc('set_class_member_name', {
    class_id: classId,
    learner_id: learnerId,
    // A blank name clears it as null does (the function trims it to nothing); Supabase's types
    // write a text argument as a string, never null.
    name: name ?? '',
  });
  if (error) {
    if (error.code === 'PT404') throw new ClassOnlyNameRefused('gone', error);
    const problem = classNameProblemOf(error);
    throw problem
      ? new ClassOnlyNameRefused(problem, error)
      : failed('Setting the class name', error);
  }
  // Supabase's types write a text result as a string; a cleared name comes back null.
  return data;
}

/**
 * The members' progress rows (one query, by the unique index on user_id, selected_category). A
 * row the reader refuses is logged and comes back with progress null, so the rest of the class
 * still loads (issue 30, docs/decisions/0021-timestamps-are-timestamps.md).
 */
export async function readMembersProgress(
  client: DatabaseClient,
  userIds: string[],
): Promise<MemberProgress[]> {
  if (userIds.length === 0) return [];
  const { data, error } = await client
    .from('user_progress')
    .select('*')
    .in('user_id', userIds)
    .eq('selected_category', DEFAULT_CATEGORY);
  if (error) throw failed('Reading the progress', error);
  const { read, unreadable } = readMemberRows(data);
  for (const { row, error } of unreadable) {
    console.error(`Leaving out the progress of class member ${row.user_id}`, error);
  }
  return [
    ...read.map(({ row, progress }) => ({
      userId: row.user_id,
      progress,
      updatedAt: row.updated_at,
    })),
    ...unreadable.map(({ row }) => ({
      userId: row.user_id,
      progress: null,
      updatedAt: row.updated_at,
    })),
  ];
}

/** The classes this learner joined, with their names. */
export async function listMemberships(
  client: DatabaseClient,
  userId: string,
): Promise<Membership[]> {
  const { data, error } = await client
    .from('class_members')
    .select('class_id,display_name')
    .eq('user_id', userId);
  if (error) throw failed('Reading your classes', error);
  const rows = data;
  if (rows.length === 0) return [];
  const classes = await client
    .from('classes')
    .select('id,name')
    .in(
      'id',
      rows.map((row) => row.class_id),
    );
  if (classes.error) throw failed('Reading your classes', classes.error);
  const names = new Map(classes.data.map((c) => [c.id, c.name]));
  return rows.map((row) => ({
    classId: row.class_id,
    className: names.get(row.class_id) ?? '',
    displayName: row.display_name,
  }));
}

/** Joins the class with this code under `displayName`; returns the class id. */
export async function joinClass(
  client: DatabaseClient,
  code: string,
  displayName: string,
): Promise<string> {
  const { data, error } = await client.rpc('join_class', { code, display_name: displayName });
  if (error) throw new JoinClassError(joinRefusalOf(error), error);
  // join_class answers json: the class's id, a JSON string (…_join_class_limit.sql).
  if (typeof data !== 'string') throw new JoinClassError('failed', data);
  return data;
}

/** Leaves a class: the educator no longer sees this learner (the progress itself stays). */
export async function leaveClass(
  client: DatabaseClient,
  classId: string,
  userId: string,
): Promise<void> {
  const { error } = await client
    .from('class_members')
    .delete()
    .eq('class_id', classId)
    .eq('user_id', userId);
  if (error) throw failed('Leaving the class', error);
}

/** A class's assignments, newest first (public.class_assignments, docs/decisions/0030). */
export async function listAssignments(
  client: DatabaseClient,
  classId: string,
): Promise<Assignment[]> {
  const { data, error } = await client
    .from('class_assignments')
    .select(ASSIGNMENT_COLUMNS)
    .eq('class_id', classId)
    .order('created_at', { ascending: false });
  if (error) throw failed('Reading the assignments', error);
  return data.map(assignmentFromRow);
}

/** Gives the class a phase or a skill to do, by a date or not. */
export async function createAssignment(
  client: DatabaseClient,
  classId: string,
  work: Pick<Assignment, 'kind' | 'target' | 'dueOn'>,
): Promise<void> {
  const { error } = await client
    .from('class_assignments')
    .insert({ class_id: classId, kind: work.kind, target: work.target, due_on: work.dueOn });
  if (error) throw new AssignmentRefused(assignmentRefusalOf(error), error);
}

export async function deleteAssignment(client: DatabaseClient, id: string): Promise<void> {
  const { error } = await client.from('class_assignments').delete().eq('id', id);
  if (error) throw failed('Deleting the assignment', error);
}

/** Changes an assignment's date; null leaves it without one. */
export async function updateAssignmentDue(
  client: DatabaseClient,
  id: string,
  dueOn: string | null,
): Promise<void> {
  const { error } = await client.from('class_assignments').update({ due_on: dueOn }).eq('id', id);
  if (error) throw new AssignmentRefused(assignmentRefusalOf(error), error);
}

/** Renames a class (the name is trimmed and checked by the database: it shows, 1 to 80 characters). */
export async function renameClass(
  client: DatabaseClient,
  classId: string,
  name: string,
): Promise<void> {
  const { data, error } = await client
    .from('classes')
    .update({ name })
    .eq('id', classId)
    .select('id');
  if (error) {
    const problem = classNameProblemOf(error);
    throw problem ? new ClassNameRefused(problem, error) : failed('Renaming the class', error);
  }
  if (data.length === 0) throw new Error('Renaming the class failed: not yours');
}

/** Deletes a class with its memberships and assignments; each learner's progress stays theirs. */
export async function deleteClass(client: DatabaseClient, classId: string): Promise<void> {
  const { data, error } = await client.from('classes').delete().eq('id', classId).select('id');
  if (error) throw failed('Deleting the class', error);
  if (data.length === 0) throw new Error('Deleting the class failed: not yours');
}

/**
 * Removes a learner from the class: the educator no longer reads their progress, which stays
 * theirs, and they cannot join again with the same code until it is changed (docs/decisions/0027).
 */
export async function removeMember(
  client: DatabaseClient,
  classId: string,
  userId: string,
): Promise<void> {
  const { data, error } = await client
    .from('class_members')
    .delete()
    .eq('class_id', classId)
    .eq('user_id', userId)
    .select('user_id');
  if (error) throw failed('Removing the learner', error);
  if (data.length === 0) throw new Error('Removing the learner failed: not found');
}

/** Gives the class a new code (rotate_join_code); the old one joins no one from then on. */
export async function rotateJoinCode(client: DatabaseClient, classId: string): Promise<string> {
  const { data, error } = await client.rpc('rotate_join_code', { class_id: classId });
  if (error) throw failed('Changing the code', error);
  return data;
}
