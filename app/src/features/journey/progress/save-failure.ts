// Why a save did not go through, so the learner hears about it only when it matters (issue 26,
// docs/decisions/0022): with no network or the server away, the answers wait on this device and
// go out later, which is fine and gets a calm chip; only the server refusing the save (it will
// not take it however often it is sent) is an error worth the red notice.
import { OfflineError } from '../../../lib/supabase-client.ts';

export type SaveFailureKind = 'unreachable' | 'refused';

/** The HTTP status a save failed with, 0 when no answer came back (progress-api.ts). */
export class SaveError extends Error {
  override name = 'SaveError';
  readonly status: number;
  constructor(message: string, status: number, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

/** 408, 429 and 5xx: the server is busy or away for now, and a later try can work. */
function isTemporary(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

export function saveFailureKind(error: unknown, online: boolean): SaveFailureKind {
  if (!online || error instanceof OfflineError) return 'unreachable';
  if (error instanceof SaveError) return isTemporary(error.status) ? 'unreachable' : 'refused';
  // No answer from the server at all (fetch's TypeError, a module that could not download).
  return 'unreachable';
}
