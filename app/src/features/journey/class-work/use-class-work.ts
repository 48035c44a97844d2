// The learner's class work, read once the home has painted; the home works without it (offline,
// or no class), so a failed read shows nothing rather than an error.
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';
import type { ClassWork } from './class-work-api.ts';

// One empty list, so the screens' memos do not run again on every render without a class.
const NONE: ClassWork[] = [];

export type ClassWorkRead = {
  work: ClassWork[];
  /** The read has come back (or cannot run now: offline, it waits for the network). */
  settled: boolean;
};

export function useClassWork(userId: string, enabled: boolean): ClassWorkRead {
  const { supabase } = useServices();
  const read = useQuery({
    queryKey: ['class-work', userId],
    // Loaded with the read, after the first paint: the old skill keys' table it reads the work
    // through stays out of the first download (docs/decisions/0015).
    queryFn: async () => {
      const { readClassWork } = await import('./class-work-api.ts');
      return readClassWork(await supabase.connected(), userId);
    },
    enabled,
    retry: false,
  });
  return {
    work: read.data ?? NONE,
    settled: !read.isPending || read.fetchStatus === 'paused',
  };
}
