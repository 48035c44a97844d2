// The work the learner's classes were given (public.class_assignments, docs/decisions/0030), as
// the home shows it. Row-level security gives a member their classes' assignments only; the
// memberships are read first so an educator who is also a learner sees only the classes they
// joined, never their own classes' work.
import type { DatabaseClient } from '../../../lib/supabase-client.ts';
import { ASSIGNMENT_COLUMNS, assignmentFromRow, type Assignment } from '@ths/training/assignments';

export type ClassWork = Assignment & { className: string };

export async function readClassWork(client: DatabaseClient, userId: string): Promise<ClassWork[]> {
  const memberships = await client.from('class_members').select('class_id').eq('user_id', userId);
  if (memberships.error) throw failed(memberships.error);
  const classIds = memberships.data.map((row) => row.class_id);
  if (classIds.length === 0) return [];
  const [classes, work] = await Promise.all([
    client.from('classes').select('id,name').in('id', classIds),
    client
      .from('class_assignments')
      .select(`class_id,${ASSIGNMENT_COLUMNS}`)
      .in('class_id', classIds),
  ]);
  if (classes.error) throw failed(classes.error);
  if (work.error) throw failed(work.error);
  const names = new Map(classes.data.map((c) => [c.id, c.name]));
  // An odd date ('infinity', year 5874897) is no date: the home of every member must show.
  return work.data.map((row) => ({
    ...assignmentFromRow(row),
    className: names.get(row.class_id) ?? '',
  }));
}

function failed(error: { message: string }): Error {
  return new Error(`Reading the class's work failed: ${error.message}`, { cause: error });
}
