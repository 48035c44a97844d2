// Co-teachers (supabase/migrations/…_co_teachers.sql, docs/decisions/0080) as the app calls them:
// the classes an educator co-teaches, a class's educators, a one-use co-teacher code, joining
// with it, removing a co-teacher or leaving. The database decides who may; these only ask.
import type { DatabaseClient } from '../../../lib/supabase-client.ts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';
import type { ClassInfo } from '../classes-api.ts';
import { classKeys } from '../class-queries.ts';

function failed(what: string, error: { message: string }): Error {
  return new Error(`${what} failed: ${error.message}`, { cause: error });
}

/** The classes this educator co-teaches (their rows in public.class_educators), newest first. */
export async function listCoTaughtClasses(
  client: DatabaseClient,
  userId: string,
): Promise<ClassInfo[]> {
  const rows = await client.from('class_educators').select('class_id').eq('user_id', userId);
  if (rows.error) throw failed('Reading the co-taught classes', rows.error);
  const ids = rows.data.map((row) => row.class_id);
  if (ids.length === 0) return [];
  const { data, error } = await client
    .from('classes')
    .select('id,name,join_code,created_at')
    .in('id', ids);
  if (error) throw failed('Reading the co-taught classes', error);
  return data
    .map((row) => ({
      id: row.id,
      name: row.name,
      joinCode: row.join_code,
      createdAt: row.created_at,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useCoTaughtClasses(userId: string) {
  const { supabase } = useServices();
  return useQuery({
    queryKey: classKeys.coTaught(userId),
    queryFn: async () => listCoTaughtClasses(await supabase.connected(), userId),
  });
}

/** One of a class's educators: the owner (who created it) or a co-teacher. */
export type ClassEducator = { userId: string; email: string; isOwner: boolean; addedAt: string };

/** The owner first, then the co-teachers (public.list_class_educators; 42501 for anyone else). */
export async function listClassEducators(
  client: DatabaseClient,
  classId: string,
): Promise<ClassEducator[]> {
  const { data, error } = await client.rpc('list_class_educators', { class_id: classId });
  if (error) throw failed('Reading the class’s educators', error);
  return data.map((row) => ({
    userId: row.user_id,
    email: row.email ?? '',
    isOwner: row.is_owner,
    addedAt: row.added_at,
  }));
}

export function useClassEducators(userId: string, classId: string) {
  const { supabase } = useServices();
  return useQuery({
    queryKey: classKeys.educators(userId, classId),
    queryFn: async () => listClassEducators(await supabase.connected(), classId),
  });
}

/** A co-teacher code the owner made (public.invite_class_educator). */
export type CoTeacherInvitation = { code: string; expiresAt: string };

/** Why a code could not be made: the 20 unused codes a class may hold, or anything else. */
export type InviteProblem = 'too-many' | 'failed';

export async function inviteClassEducator(
  client: DatabaseClient,
  classId: string,
): Promise<CoTeacherInvitation> {
  const { data, error } = await client.rpc('invite_class_educator', { class_id: classId });
  if (error) {
    const problem: InviteProblem =
      error.code === '22023' && /at most/.test(error.message) ? 'too-many' : 'failed';
    throw new Error(problem, { cause: error });
  }
  return { code: data.code, expiresAt: data.expires_at };
}

/** Why joining as an educator failed, for the field to say what to do. */
export type JoinAsEducatorRefusal =
  'not-educator' | 'missing' | 'unknown' | 'used' | 'expired' | 'failed';

/** public.join_class_as_educator's refusals: 42501, PT404, and 22023 naming the rule. */
export function joinAsEducatorRefusalOf(error: {
  code?: string;
  message?: string;
}): JoinAsEducatorRefusal {
  const message = error.message ?? '';
  if (error.code === '42501') return 'not-educator';
  if (error.code === 'PT404') return 'unknown';
  if (error.code !== '22023') return 'failed';
  if (/is needed/.test(message)) return 'missing';
  if (/already used/.test(message)) return 'used';
  if (/expired/.test(message)) return 'expired';
  return 'failed';
}

export class JoinAsEducatorError extends Error {
  override name = 'JoinAsEducatorError';
  readonly reason: JoinAsEducatorRefusal;
  constructor(reason: JoinAsEducatorRefusal, cause: unknown) {
    super(`Joining the class as an educator failed: ${reason}`, { cause });
    this.reason = reason;
  }
}

/** Uses a co-teacher code; returns the class's id. */
export async function joinClassAsEducator(client: DatabaseClient, code: string): Promise<string> {
  const { data, error } = await client.rpc('join_class_as_educator', { code });
  if (error) throw new JoinAsEducatorError(joinAsEducatorRefusalOf(error), error);
  return data;
}

/** The owner removes a co-teacher, or a co-teacher removes themself (leaves the class). */
export async function removeClassEducator(
  client: DatabaseClient,
  classId: string,
  userId: string,
): Promise<void> {
  const { error } = await client.rpc('remove_class_educator', {
    class_id: classId,
    user_id: userId,
  });
  if (error) throw failed('Removing the educator', error);
}
