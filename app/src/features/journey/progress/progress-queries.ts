import { queryOptions } from '@tanstack/react-query';
import type { SupabaseLoader } from '../../../lib/supabase-client.ts';

/** The learner's stored progress. Read once per visit: after that the device's copy leads. */
export const progressQueryOptions = (supabase: SupabaseLoader, userId: string) =>
  queryOptions({
    queryKey: ['progress', userId],
    queryFn: async () => {
      // The checked reader (zod) is not in the first download: it comes with the first read.
      const { readProgress } = await import('./progress-api.ts');
      return readProgress(await supabase.connected(), userId);
    },
    // docs/product/data.md#calls: a failed read is logged and the screens go on with what the
    // device has. Offline it fails at once, without waiting for supabase-js to give up renewing an
    // expired session.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
