// public.delete_my_account() (supabase/migrations/…_delete_my_account.sql): the database deletes
// the caller's account, and everything of theirs goes with it through the foreign keys. Then
// this device forgets the session and its copy of the progress.
import type { DatabaseClient } from '../../lib/supabase-client.ts';
import { clearLocalProgress } from '../../session/local-progress.ts';

export async function deleteMyAccount(client: DatabaseClient, userId: string): Promise<void> {
  const { error } = await client.rpc('delete_my_account');
  if (error) throw new Error(`Deleting the account failed: ${error.message}`, { cause: error });
  clearLocalProgress(userId);
  // The session is gone on the server: scope 'local' only forgets it here (supabase-js ignores
  // the server's 403 for a user that no longer exists).
  await client.auth.signOut({ scope: 'local' });
}
