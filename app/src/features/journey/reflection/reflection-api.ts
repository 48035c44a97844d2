// 'Como foi?' on the learner's side (supabase/migrations/…_challenge_reflections.sql,
// docs/decisions/0079-how-did-the-challenge-go.md): whether the learner answered for a week, whether
// they are in a class (only then may they show their words to a teacher), and the answer's save,
// an upsert of their own row (row-level security lets them write nothing else).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReflectionFeeling } from '@ths/training/challenge-reflection';
import { useServices } from '../../../lib/services.tsx';

export type ReflectionAnswer = {
  weekStart: string;
  skillKey: string;
  tried: boolean;
  feeling: ReflectionFeeling | null;
  words: string | null;
  shareWords: boolean;
};

const answeredKey = (userId: string, weekStart: string) =>
  ['challenge-reflection', userId, weekStart] as const;

// Rows are only counted: an answer that is not a list is a broken answer, not an empty one.
function rowCount(data: unknown): number {
  if (!Array.isArray(data)) throw new Error('The backend answered something that is not a list');
  return data.length;
}

/** Whether the learner answered for the week starting `weekStart`; undefined until read. */
export function useReflectionAnswered(userId: string, weekStart: string) {
  const { supabase } = useServices();
  return useQuery({
    queryKey: answeredKey(userId, weekStart),
    queryFn: async () => {
      const client = await supabase.connected();
      const { data, error } = await client
        .from('challenge_reflections')
        .select('week_start')
        .eq('user_id', userId)
        .eq('week_start', weekStart);
      if (error) throw new Error(`Reading 'Como foi?' failed: ${error.message}`, { cause: error });
      return rowCount(data) > 0;
    },
    staleTime: Infinity,
  });
}

/** Whether the learner is in a class: the only case where a teacher could read shared words. */
export function useInClass(userId: string): boolean {
  const { supabase } = useServices();
  return (
    useQuery({
      queryKey: ['in-class', userId],
      queryFn: async () => {
        const client = await supabase.connected();
        const { data, error } = await client
          .from('class_members')
          .select('class_id')
          .eq('user_id', userId)
          .limit(1);
        if (error)
          throw new Error(`Reading the learner's classes failed: ${error.message}`, {
            cause: error,
          });
        return rowCount(data) > 0;
      },
      staleTime: 5 * 60 * 1000,
    }).data ?? false
  );
}

/** Saves the answer; a second save for the same week replaces the first. */
export function useSaveReflection(userId: string) {
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: ReflectionAnswer) => {
      const client = await supabase.connected();
      const { error } = await client.from('challenge_reflections').upsert(
        {
          user_id: userId,
          week_start: answer.weekStart,
          skill_key: answer.skillKey,
          tried: answer.tried,
          feeling: answer.feeling,
          words: answer.words,
          share_words: answer.shareWords,
        },
        { onConflict: 'user_id,week_start' },
      );
      if (error) throw new Error(`Saving 'Como foi?' failed: ${error.message}`, { cause: error });
      return answer;
    },
    onSuccess: (answer) => queryClient.setQueryData(answeredKey(userId, answer.weekStart), true),
  });
}
