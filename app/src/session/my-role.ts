// The signed-in account's role, from public.profiles (docs/decisions/0029-educator-role.md): a
// learner unless an adult became an educator with an educator invitation code (docs/decisions/0071).
// The educator's area is for educators only; the database refuses a learner's class on its own,
// this only decides what the app offers.
import type { DatabaseClient } from '../lib/supabase-client.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../lib/services.tsx';

export type Role = 'learner' | 'educator';

const roleKey = (userId: string) => ['profile-role', userId] as const;

/** The account's role; an account without a profile row (made before roles) is a learner. */
export async function readMyRole(client: DatabaseClient, userId: string): Promise<Role> {
  const { data, error } = await client
    .from('profiles')
    .select('role')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`Reading the role failed: ${error.message}`, { cause: error });
  return data?.role === 'educator' ? 'educator' : 'learner';
}

function useRoleQuery(userId: string) {
  const { supabase } = useServices();
  return useQuery({
    queryKey: roleKey(userId),
    queryFn: async () => readMyRole(await supabase.connected(), userId),
    staleTime: Infinity,
  });
}

/** The role, once read: undefined while it loads or when it cannot be read (offline). */
export function useMyRole(userId: string): Role | undefined {
  return useRoleQuery(userId).data;
}

/**
 * The role as far as it is known, and whether reading it has failed once (offline, a server
 * error): where a screen waits for it, one failure is enough to stop waiting.
 */
export function useMyRoleState(userId: string): { value: Role | undefined; failed: boolean } {
  const query = useRoleQuery(userId);
  return { value: query.data, failed: query.isError || query.failureCount > 0 };
}

/**
 * Why changing the role was refused, for 'Minha conta' to say what to do: an educator who still
 * has classes, or an invitation code that is missing, unknown, already used or expired.
 */
export type RoleChangeProblem =
  'has-classes' | 'code-missing' | 'code-unknown' | 'code-used' | 'code-expired' | 'failed';

/** The database's refusal (22023, the migration's messages), as a problem the screen names. */
export function roleChangeProblem(error: { code?: string; message: string }): RoleChangeProblem {
  if (error.code !== '22023') return 'failed';
  if (/classes/.test(error.message)) return 'has-classes';
  if (/code is needed/.test(error.message)) return 'code-missing';
  if (/Unknown educator invitation code/.test(error.message)) return 'code-unknown';
  if (/already used/.test(error.message)) return 'code-used';
  if (/expired/.test(error.message)) return 'code-expired';
  return 'failed';
}

/** What changing the role sends: becoming an educator takes an invitation code. */
export type RoleChange = { role: 'learner' } | { role: 'educator'; invitation: string };

/** public.set_my_role: the account changes its own role. */
export function useSetMyRole(userId: string) {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: RoleChange): Promise<Role> => {
      const client = await supabase.connected();
      const { error } = await client.rpc('set_my_role', change);
      if (error) throw new Error(roleChangeProblem(error), { cause: error });
      return change.role;
    },
    onSuccess: (role) => queryClient.setQueryData(roleKey(userId), role),
  });
}

/** An invitation an educator made for a colleague (public.invite_educator). */
export type EducatorInvitation = { code: string; expiresAt: string };

/** public.invite_educator: a fresh one-use code, valid 14 days. */
export function useInviteEducator() {
  const { supabase } = useServices();
  return useMutation({
    mutationFn: async (): Promise<EducatorInvitation> => {
      const client = await supabase.connected();
      const { data, error } = await client.rpc('invite_educator');
      if (error) {
        const problem =
          error.code === '22023' && /at most/.test(error.message) ? 'too-many' : 'failed';
        throw new Error(problem, { cause: error });
      }
      return { code: data.code, expiresAt: data.expires_at };
    },
  });
}
