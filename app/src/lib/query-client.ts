// The app's TanStack Query client. Queries and mutations always run, network or not: the content
// is local (`import()` of precached chunks), progress reads and saves fail at once offline and
// fall back to the device's copy or the outbox (decision 0014), and the backend's other screens
// say when a request failed. TanStack's default ('online') pauses them once the browser has said
// "offline", which left a language switch without its scenarios and a return to the training page
// on 'Carregando...' until the network came back.
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { OfflineError } from './supabase-client.ts';

export function createQueryClient(options: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'always', retry: retryUnlessOffline, ...options.queries },
      mutations: { networkMode: 'always', ...options.mutations },
    },
  });
}

/**
 * TanStack's three retries, except for a request not even tried because the browser is offline:
 * the screen says so at once ('Tentar de novo' runs it again).
 */
export function retryUnlessOffline(failureCount: number, error: Error): boolean {
  return !(error instanceof OfflineError) && failureCount < 3;
}

// What every learner on this device may see: the content and the review scheduler's code.
const DEVICE_WIDE = new Set(['content', 'training']);

/**
 * Forgets what the signed-in account read (progress, classes, a class's learners), keeping what
 * is the same for everyone. On a shared tablet the next person to sign in must never see the
 * previous one's data, not even for the moment a cached screen takes to refetch.
 */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => !DEVICE_WIDE.has(String(query.queryKey[0])),
  });
}
