// The learner's weekly goal, the account's own setting (supabase/migrations/…_weekly_goal.sql,
// docs/decisions/0076-a-gentle-weekly-goal.md): read from the profile, so it follows the learner
// to a second device and through sign-out and in; changed through set_my_weekly_goal only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { weeklyGoalOf, type WeeklyGoal } from '@ths/training/weekly-goal';
import { useServices } from '../../../lib/services.tsx';

const goalKey = (userId: string) => ['weekly-goal', userId] as const;

/** The goal, once read: the default until the learner chooses, and while it cannot be read. */
export function useWeeklyGoal(userId: string): WeeklyGoal {
  const { supabase } = useServices();
  const stored = useQuery({
    queryKey: goalKey(userId),
    queryFn: async () => {
      const client = await supabase.connected();
      const { data, error } = await client
        .from('profiles')
        .select('weekly_goal')
        .eq('user_id', userId)
        .maybeSingle();
      if (error)
        throw new Error(`Reading the weekly goal failed: ${error.message}`, { cause: error });
      return (data as { weekly_goal: number | null } | null)?.weekly_goal ?? null;
    },
    staleTime: Infinity,
  }).data;
  return weeklyGoalOf(stored);
}

/** public.set_my_weekly_goal: the learner changes their own goal. */
export function useSetWeeklyGoal(userId: string) {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (days: WeeklyGoal): Promise<WeeklyGoal> => {
      const client = await supabase.connected();
      const { error } = await client.rpc('set_my_weekly_goal', { days });
      if (error)
        throw new Error(`Saving the weekly goal failed: ${error.message}`, { cause: error });
      return days;
    },
    onSuccess: (days) => queryClient.setQueryData(goalKey(userId), days),
  });
}
