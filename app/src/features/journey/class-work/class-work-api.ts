// The work the learner's classes were given (public.class_assignments, docs/decisions/0030), as
// the home shows it. Row-level security gives a member their classes' assignments only; the
// memberships are read first so an educator who is also a learner sees only the classes they
// joined, never their own classes' work.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Assignment } from '@ths/training/assignments';
import { schoolDateOrNull } from '@ths/training/class-rules';
import { currentTarget } from '@ths/training/skill-renames';

export type ClassWork = Assignment & { className: string };

export async function readClassWork(client: SupabaseClient, userId: string): Promise<ClassWork[]> {
  const memberships = await client.from('class_members').select('class_id').eq('user_id', userId);
  if (memberships.error) throw failed(memberships.error);
  const classIds = (memberships.data as { class_id: string }[]).map((row) => row.class_id);
  if (classIds.length === 0) return [];
  const [classes, work] = await Promise.all([
    client.from('classes').select('id,name').in('id', classIds),
    client
      .from('class_assignments')
      .select('id,class_id,kind,target,due_on,created_at')
      .in('class_id', classIds),
  ]);
  if (classes.error) throw failed(classes.error);
  if (work.error) throw failed(work.error);
  const names = new Map(
    (classes.data as { id: string; name: string }[]).map((c) => [c.id, c.name]),
  );
  type Row = {
    id: string;
    class_id: string;
    kind: 'phase' | 'skill';
    target: string;
    due_on: string | null;
    created_at: string;
  };
  return (work.data as Row[]).map((row) => ({
    id: row.id,
    kind: row.kind,
    target: currentTarget(row.kind, row.target),
    // An odd date ('infinity', year 5874897) is no date: the home of every member must show.
    dueOn: schoolDateOrNull(row.due_on),
    createdAt: row.created_at,
    className: names.get(row.class_id) ?? '',
  }));
}

function failed(error: { message: string }): Error {
  return new Error(`Reading the class's work failed: ${error.message}`, { cause: error });
}
