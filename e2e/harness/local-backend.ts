// The local Supabase (packages/local-supabase) as a child process on a fresh PGlite database in
// a temporary folder. It can be stopped and started again on the same data, as a learner's
// school network drops and comes back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY } from '@ths/local-supabase/dev-keys';
import { ROOT } from './paths.ts';
import { startService, stopService, waitUntilServing, type Service } from './processes.ts';

export type ProgressRowSnapshot = {
  user_id: string;
  completed_scenarios: number[];
  incorrect_scenarios: number[];
  correct_answers: number;
  unlocked_achievements: string[];
  scenario_results: Record<string, { firstCorrect: boolean; lastCorrect: boolean }>;
  current_phase: number;
  current_scenario: number;
  /** Spaced review: per scenario its card (decision 0017); only `due` is read here. */
  review_schedule: Record<string, { due: string }>;
  challenges_done: Record<string, string>;
};

export class LocalBackend {
  readonly url: string;
  readonly anonKey = DEV_ANON_KEY;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'ths-e2e-db-'));
  private service: Service | undefined;

  // A plain field, not a parameter property: Node runs this file by stripping types only.
  readonly port: number;

  constructor(port: number) {
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    if (this.service) return;
    this.service = startService(
      'local-supabase',
      process.execPath,
      [
        'packages/local-supabase/src/cli.ts',
        '--data-dir',
        this.dataDir,
        '--port',
        String(this.port),
      ],
      {
        cwd: ROOT,
        // Every journey signs learners up from one address; Supabase's default limit (30 per
        // 5 minutes) is for the internet, not for a test run.
        env: { AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000' },
      },
    );
    await waitUntilServing(this.service, `${this.url}/health`);
  }

  async stop(): Promise<void> {
    if (!this.service) return;
    await stopService(this.service);
    this.service = undefined;
  }

  /** Stops the server and deletes its database. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** What the database holds for one learner, read past row-level security. */
  /**
   * A fresh educator invitation code, made as a school's administrator makes the first one: with
   * the service role (docs/decisions/0071).
   */
  async educatorInvitation(): Promise<string> {
    const response = await fetch(`${this.url}/rest/v1/rpc/invite_educator`, {
      method: 'POST',
      headers: {
        apikey: DEV_SERVICE_ROLE_KEY,
        Authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    if (!response.ok)
      throw new Error(`invite_educator: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { code: string }).code;
  }

  async progressRow(userId: string): Promise<ProgressRowSnapshot | null> {
    const response = await fetch(
      `${this.url}/rest/v1/user_progress?select=*&user_id=eq.${encodeURIComponent(userId)}`,
      {
        headers: { apikey: DEV_SERVICE_ROLE_KEY, Authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` },
      },
    );
    if (!response.ok)
      throw new Error(`reading user_progress: HTTP ${response.status} ${await response.text()}`);
    const rows = (await response.json()) as ProgressRowSnapshot[];
    return rows[0] ?? null;
  }
}
