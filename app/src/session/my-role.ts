// The signed-in account's role, from public.profiles (docs/decisions/0029-educator-role.md): a
// learner unless the account said "Sou educador(a)". The educator's area is for educators only;
// the database refuses a learner's class on its own, this only decides what the app offers.
import type { SupabaseClient } from '@supabase/supabase-js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../lib/services.tsx';

export type Role = 'learner' | 'educator';

const roleKey = (userId: string) => ['profile-role', userId] as const;

/** The account's role; an account without a profile row (made before roles) is a learner. */
export async function readMyRole(client: SupabaseClient, userId: string): Promise<Role> {
  const { data, error } = await client
    .from('profiles')
    .select('role')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`Reading the role failed: ${error.message}`, { cause: error });
  return (data as { role: string } | null)?.role === 'educator' ? 'educator' : 'learner';
}

/** The role, once read: undefined while it loads or when it cannot be read (offline). */
export function useMyRole(userId: string): Role | undefined {
  const { supabase } = useServices();
  return useQuery({
    queryKey: roleKey(userId),
    queryFn: async () => readMyRole(await supabase.connected(), userId),
    staleTime: Infinity,
  }).data;
}

/** Why changing the role was refused, for 'Minha conta' to say what to do. */
export type RoleChangeProblem = 'has-classes' | 'failed';

/** public.set_my_role: the account changes its own role. */
export function useSetMyRole(userId: string) {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (role: Role): Promise<Role> => {
      const client = await supabase.connected();
      const { error } = await client.rpc('set_my_role', { role });
      if (error) {
        // 22023 with this message: an educator who still has classes (the migration's rule).
        const problem: RoleChangeProblem =
          error.code === '22023' && /classes/.test(error.message) ? 'has-classes' : 'failed';
        throw new Error(problem, { cause: error });
      }
      return role;
    },
    onSuccess: (role) => queryClient.setQueryData(roleKey(userId), role),
  });
}
