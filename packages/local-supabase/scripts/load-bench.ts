// Load benchmark (not a test: it prints numbers). N learners sign up at once, then save answers
// from two tabs each, concurrently, with some saves sent twice (retries), exactly as the app
// saves (supabase-js upsert on user_id,selected_category). Then it checks that every learner's
// stored progress holds exactly their own answers: none lost, doubled or crossed.
//
//   pnpm --filter @ths/local-supabase bench [--learners 50] [--answers 20] [--tabs 2]
//
// Storage: a PGlite data folder in a temporary directory, or DATABASE_URL's PostgreSQL server
// (a fresh database is created there and dropped afterwards).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { loadConfig, type Storage } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { freshDatabase } from '../testing/fresh-database.ts';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '50' },
    answers: { type: 'string', default: '20' },
    tabs: { type: 'string', default: '2' },
  },
});
const LEARNERS = Number(values.learners);
const ANSWERS = Number(values.answers);
const TABS = Number(values.tabs);
const CONFLICT = { onConflict: 'user_id,selected_category' };

type Timing = { ms: number; ok: boolean };
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function report(name: string, timings: Timing[], seconds: number) {
  const ms = timings.map((t) => t.ms).sort((a, b) => a - b);
  const errors = timings.filter((t) => !t.ok).length;
  console.log(
    `${name.padEnd(22)} ${String(timings.length).padStart(6)} req  ${(timings.length / seconds).toFixed(1).padStart(8)} req/s  p50 ${percentile(ms, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(ms, 99).toFixed(1).padStart(7)} ms  errors ${errors}`,
  );
}

async function timed<T extends { error: unknown }>(
  timings: Timing[],
  work: () => PromiseLike<T>,
): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings.push({ ms: performance.now() - started, ok: !result.error });
  return result;
}

async function storage(): Promise<{ storage: Storage; cleanup: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const database = await freshDatabase(process.env.DATABASE_URL, 'ths_bench');
    return { storage: { kind: 'postgres', url: database.url }, cleanup: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-bench-'));
  return {
    storage: { kind: 'pglite', dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Each learner answers a different set of scenarios, so that a crossed save would show. */
function planFor(learner: number) {
  const scenarios = Array.from({ length: ANSWERS }, (_, k) => ((learner * 7 + k * 3) % 100) + 1);
  return [...new Set(scenarios)].map((scenario, k) => ({
    scenario,
    correct: (learner + k) % 3 !== 0,
    at: new Date(Date.UTC(2026, 10, 21, 10, 0, k)).toISOString(),
  }));
}

const { storage: chosen, cleanup } = await storage();
const config = loadConfig(
  {},
  {
    port: 0,
    storage: chosen,
    auth: { rateLimits: { signInSignUps: 1e9, tokenRefresh: 1e9, windowSeconds: 300 } },
  },
);
const server = await startServer(config);
const newClient = () =>
  createClient(server.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    db: { retry: false } as never,
  });

console.log(
  `Local Supabase load: ${LEARNERS} learners × ${ANSWERS} answers from ${TABS} tabs each, on ${server.db.description}`,
);

const signUps: Timing[] = [];
let started = performance.now();
const learners = await Promise.all(
  Array.from({ length: LEARNERS }, async (_, index) => {
    const client = newClient();
    const { data } = await timed(signUps, () =>
      client.auth.signUp({
        email: `bench-${index}-${randomUUID()}@escola.example`,
        password: 'senha-de-teste',
      }),
    );
    const session = data.session!;
    const tabs: SupabaseClient[] = [client];
    for (let tab = 1; tab < TABS; tab++) {
      const other = newClient();
      await other.auth.setSession(session);
      tabs.push(other);
    }
    return { index, id: data.user!.id, tabs, plan: planFor(index) };
  }),
);
report('sign-up (bcrypt 10)', signUps, (performance.now() - started) / 1000);

const saves: Timing[] = [];
started = performance.now();
await Promise.all(
  learners.flatMap((learner) =>
    learner.tabs.map(async (tab, tabIndex) => {
      // This tab only knows its own answers: the server must merge the tabs' states.
      const mine = learner.plan.filter((_, k) => k % TABS === tabIndex);
      const results: Record<string, unknown> = {};
      for (const [k, answer] of mine.entries()) {
        results[answer.scenario] = {
          first_at: answer.at,
          first_correct: answer.correct,
          last_at: answer.at,
          last_correct: answer.correct,
        };
        const row = {
          user_id: learner.id,
          selected_category: 'default',
          scenario_results: results,
          completed_scenarios: Object.keys(results).map(Number),
          current_scenario: k,
          client_updated_at: answer.at,
        };
        await timed(saves, () => tab.from('user_progress').upsert(row, CONFLICT));
        // One save in five is sent again, as a retry after a lost response would.
        if (k % 5 === 0) await timed(saves, () => tab.from('user_progress').upsert(row, CONFLICT));
      }
    }),
  ),
);
report('save (upsert + merge)', saves, (performance.now() - started) / 1000);

// Check every learner's row, read as that learner, and every row in the table, read as service_role.
let exact = 0;
const problems: string[] = [];
for (const learner of learners) {
  const { data, error } = await learner.tabs[0]!.from('user_progress')
    .select('*')
    .eq('user_id', learner.id)
    .single();
  if (error || !data) {
    problems.push(`learner ${learner.index}: no row (${error?.message})`);
    continue;
  }
  const expected = learner.plan.map((a) => a.scenario).sort((a, b) => a - b);
  const expectedWrong = learner.plan
    .filter((a) => !a.correct)
    .map((a) => a.scenario)
    .sort((a, b) => a - b);
  const got = data.completed_scenarios as number[];
  const lost = expected.filter((s) => !got.includes(s));
  const crossed = got.filter((s) => !expected.includes(s));
  const doubled = got.length - new Set(got).size;
  const countsRight = data.correct_answers === expected.length - expectedWrong.length;
  const flagsRight = JSON.stringify(data.incorrect_scenarios) === JSON.stringify(expectedWrong);
  if (lost.length || crossed.length || doubled || !countsRight || !flagsRight) {
    problems.push(
      `learner ${learner.index}: lost ${lost.join(',') || '-'}, crossed ${crossed.join(',') || '-'}, doubled ${doubled}, correct_answers ${data.correct_answers} (want ${expected.length - expectedWrong.length}), flags ${flagsRight ? 'ok' : 'wrong'}`,
    );
  } else exact++;
}
const admin = createClient(server.url, config.serviceRoleKey, { auth: { persistSession: false } });
const { data: rows } = await admin.from('user_progress').select('user_id');
const ids = new Set(learners.map((l) => l.id));
const strangers = (rows ?? []).filter((row) => !ids.has(row.user_id as string)).length;
const perLearner = (rows ?? []).length;

console.log(
  `check: ${exact} of ${LEARNERS} learners hold exactly their own answers; ${perLearner} rows for ${LEARNERS} learners; ${strangers} rows of unknown users`,
);
for (const problem of problems) console.log(`  ✗ ${problem}`);

await server.close();
await cleanup();
process.exitCode = problems.length || perLearner !== LEARNERS || strangers ? 1 : 0;
