// The learner's class work, read once the home has painted; the home works without it (offline,
// or no class), so a failed read shows nothing rather than an error.
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';
import { readClassWork, type ClassWork } from './class-work-api.ts';

// One empty list, so the screens' memos do not run again on every render without a class.
const NONE: ClassWork[] = [];

export function useClassWork(userId: string, enabled: boolean): ClassWork[] {
  const { supabase } = useServices();
  return (
    useQuery({
      queryKey: ['class-work', userId],
      queryFn: async () => readClassWork(await supabase.connected(), userId),
      enabled,
      retry: false,
    }).data ?? NONE
  );
}
