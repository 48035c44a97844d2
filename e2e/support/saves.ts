// What reached the database, for journeys that take the network or the backend away and check
// that every answer arrives once.
import type { Page } from '@playwright/test';
import type { LocalBackend } from '../harness/local-backend.ts';

/** The scenario numbers the database holds as answered for this learner. */
export async function storedScenarios(backend: LocalBackend, userId: string): Promise<number[]> {
  const row = await backend.progressRow(userId);
  return (row?.completed_scenarios ?? []).toSorted((a, b) => a - b);
}

/** Successful saves (upserts of user_progress) the page sends from now on. */
export function savesOf(page: Page, backend: LocalBackend): { count: number } {
  const saves = { count: 0 };
  page.on('response', (response) => {
    const request = response.request();
    if (
      request.method() === 'POST' &&
      request.url().startsWith(`${backend.url}/rest/v1/user_progress`) &&
      response.ok()
    ) {
      saves.count += 1;
    }
  });
  return saves;
}
