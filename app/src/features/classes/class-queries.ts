// The class area's server state, by area, in the journey's shape (progress-queries.ts,
// content-queries.ts): one place for the query keys, and a queryOptions factory per read. Every
// key starts with the account's id, so another account on this device never meets a cached class.
// The mutations that change what these read update them: class-mutations.ts.
import { queryOptions } from '@tanstack/react-query';
import { retryUnlessOffline } from '../../lib/query-client.ts';
import type { DatabaseClient, SupabaseLoader } from '../../lib/supabase-client.ts';
import {
  ClassNotFound,
  listAssignments,
  listClassOnlyNames,
  listMembers,
  listMemberships,
  listTaughtClasses,
  readClass,
  readMembersProgress,
} from './classes-api.ts';

/** Every query key of the class area. */
export const classKeys = {
  /** The classes an educator teaches ('Minhas turmas'). */
  taught: (userId: string) => ['taught-classes', userId],
  /** One class as its educator reads it: the class, its members and their progress. */
  class: (userId: string, classId: string) => ['class', userId, classId],
  /** A class's assignments, read once for the grid and the assignments panel. */
  assignments: (userId: string, classId: string) => ['class-assignments', userId, classId],
  /** The classes a learner joined ('Minha turma'). */
  memberships: (userId: string) => ['memberships', userId],
  /**
   * The classes an educator co-teaches (docs/decisions/0080). Under `taught`, so whatever
   * refreshes an educator's own classes (a rename, a new code, a deletion) refreshes these too.
   */
  coTaught: (userId: string) => ['taught-classes', userId, 'co-taught'],
  /** A class's educators, the owner and the co-teachers ('Educadores da turma'). */
  educators: (userId: string, classId: string) => ['class-educators', userId, classId],
  /** A class's 'Como foi?' counts (docs/decisions/0079). */
  reflections: (userId: string, classId: string) => ['class-reflections', userId, classId],
};

/** The classes this educator teaches, newest first. */
export const taughtClassesQuery = (supabase: SupabaseLoader, userId: string) =>
  queryOptions({
    queryKey: classKeys.taught(userId),
    queryFn: async () => listTaughtClasses(await supabase.connected(), userId),
  });

/** The class, its members (with the class-only names) and their progress, in one query. */
async function readClassData(client: DatabaseClient, classId: string) {
  const [info, joined, classOnlyNames] = await Promise.all([
    readClass(client, classId),
    listMembers(client, classId),
    listClassOnlyNames(client, classId),
  ]);
  const members = joined.map((member) => ({
    ...member,
    classOnlyName: classOnlyNames.get(member.userId) ?? null,
  }));
  const progress = await readMembersProgress(
    client,
    members.map((member) => member.userId),
  );
  return { info, members, progress };
}

export type ClassData = Awaited<ReturnType<typeof readClassData>>;

/**
 * One class as its educator reads it, shared by the class view, a learner's page and a skill's
 * page (opening a learner from the table reads nothing again).
 */
export const classQuery = (supabase: SupabaseLoader, userId: string, classId: string) =>
  queryOptions({
    queryKey: classKeys.class(userId, classId),
    // A class that is not the reader's says so at once, instead of after three retries.
    retry: (failures, error) =>
      !(error instanceof ClassNotFound) && retryUnlessOffline(failures, error),
    queryFn: async () => readClassData(await supabase.connected(), classId),
  });

/** A class's assignments, newest first. */
export const classAssignmentsQuery = (supabase: SupabaseLoader, userId: string, classId: string) =>
  queryOptions({
    queryKey: classKeys.assignments(userId, classId),
    queryFn: async () => listAssignments(await supabase.connected(), classId),
  });

/** The classes this learner joined, with their names. */
export const membershipsQuery = (supabase: SupabaseLoader, userId: string) =>
  queryOptions({
    queryKey: classKeys.memberships(userId),
    queryFn: async () => listMemberships(await supabase.connected(), userId),
  });
