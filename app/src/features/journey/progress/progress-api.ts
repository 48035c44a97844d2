// docs/product/data.md#calls, progress: read the learner's user_progress row, and upsert it. The
// row carries the whole state; the database merges it into what is stored (docs/decisions/0004).
import type { DatabaseClient } from '../../../lib/supabase-client.ts';
import { DEFAULT_CATEGORY } from '@ths/training/constants';
import type { Progress } from '@ths/training/progress';
import { fromRow, toRow } from '@ths/training/row';
import { SaveError } from './save-failure.ts';

/** The stored progress, or null when this learner has none yet. Throws on a failed read. */
export async function readProgress(
  client: DatabaseClient,
  userId: string,
): Promise<Progress | null> {
  const { data, error } = await client
    .from('user_progress')
    .select('*')
    .eq('user_id', userId)
    .eq('selected_category', DEFAULT_CATEGORY)
    .maybeSingle();
  if (error) throw new Error(`Reading progress failed: ${error.message}`, { cause: error });
  return data === null ? null : fromRow(data);
}

/** Sends `progress`; returns the merged state the database now holds. Throws on failure. */
export async function saveProgress(
  client: DatabaseClient,
  userId: string,
  progress: Progress,
): Promise<Progress> {
  const { data, error, status } = await client
    .from('user_progress')
    .upsert(toRow(progress, userId), { onConflict: 'user_id,selected_category' })
    .select()
    .single();
  if (error) {
    throw new SaveError(`Saving progress failed: ${error.message}`, status, { cause: error });
  }
  return fromRow(data);
}
