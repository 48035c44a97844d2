// Abuse benchmark (not a test: it prints numbers, it asserts no times). Issue 20, "One learner
// can slow everyone": learner A saves an ordinary row of 20 answers again and again, exactly as
// the app saves (supabase-js upsert on user_id,selected_category, the whole state each time):
// alone; then while learner B, from several tabs at once, keeps sending the largest row the
// bounds of supabase/migrations/…_bounded_progress.sql allow (1,000 scenarios, every attempt newer
// than the stored one, so the whole row merges) and one-field saves on that row (an upsert of
// the position, a PATCH of the streak); then while B sends rows over the bounds, which the
// database refuses (the time those take is mostly reading the JSON: up to the 1 MiB body limit).
// First of all, issue 30's measure of the fair share (src/rest/account-queue.ts, docs/decisions/
// 0038): A's saves while B sends nothing but the largest allowed rows from every tab; the target is
// A's p99 under 100 ms, on both engines. Then issue 41's two cases, printed beside it: A's saves
// while B reads its own largest row from every tab at once, and while 8 accounts (one person's,
// accounts being free) each send the largest rows.
//
//   pnpm --filter @ths/local-supabase bench:abuse [--saves 100] [--tabs 8] [--storage pglite|postgres]
//
// Storage: a PGlite data folder in a temporary directory (the default), or with
// --storage postgres a PostgreSQL server (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/
// postgres), where a fresh database is created and dropped afterwards.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startBenchServer, storageKind } from './bench-server.ts';

const { values } = parseArgs({
  // `pnpm … bench:abuse -- --storage postgres` passes the `--` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    saves: { type: 'string', default: '100' },
    tabs: { type: 'string', default: '8' },
    storage: { type: 'string', default: 'pglite' },
  },
});
const SAVES = Number(values.saves);
const TABS = Number(values.tabs);
const STORAGE = storageKind(values.storage);
const CONFLICT = { onConflict: 'user_id,selected_category' };
const CATEGORY = 'default';
const ANSWERS = 20;
const LARGEST = 1000;

/** The `p`th percentile (nearest rank) of a list of milliseconds. */
function percentile(ms: number[], p: number): number {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** p50 / p99 / max (nearest rank) of a list of milliseconds. */
function summary(name: string, ms: number[], extra = ''): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const rank = (p: number) => percentile(sorted, p);
  const cell = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  return `  ${name.padEnd(40)} ${String(sorted.length).padStart(5)} req   p50 ${cell(rank(50))}   p99 ${cell(rank(99))}   max ${cell(sorted.at(-1) ?? 0)}${extra}`;
}

const time = (second: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, 0) + second * 1000);

/** Scenario → attempt, every attempt first made at `first` and last made at `last`. */
function results(scenarios: number[], first: number, last: number) {
  return Object.fromEntries(
    scenarios.map((scenario) => [
      String(scenario),
      {
        first_at: time(first).toISOString(),
        first_correct: scenario % 3 !== 0,
        last_at: time(last).toISOString(),
        last_correct: scenario % 5 !== 0,
      },
    ]),
  );
}
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Learner A's state after their `save`th save: 20 answers, one of them newer each time. */
function ordinaryRow(userId: string, save: number) {
  const scenarios = range(1, ANSWERS);
  const scenarioResults = results(scenarios, 0, 0);
  const retried = String((save % ANSWERS) + 1);
  scenarioResults[retried] = {
    ...scenarioResults[retried]!,
    last_at: time(save + 1).toISOString(),
  };
  return {
    user_id: userId,
    selected_category: CATEGORY,
    scenario_results: scenarioResults,
    completed_scenarios: scenarios,
    current_scenario: save % ANSWERS,
    current_phase: 1,
    current_streak: save % 7,
    unlocked_achievements: ['first_steps'],
    review_counts: { 'tablet-a': save },
    client_updated_at: time(save + 1).toISOString(),
  };
}

/** Learner B's largest row: every scenario's latest attempt newer than the last one sent. */
function largestRow(userId: string, round: number) {
  return {
    user_id: userId,
    selected_category: CATEGORY,
    scenario_results: results(range(1, LARGEST), 0, 100 + round),
    completed_scenarios: range(1, LARGEST),
    current_scenario: round % 20,
    client_updated_at: time(100 + round).toISOString(),
  };
}

type Attempt = { ms: number; status: number; code: string | undefined };

const { server, config, newClient, stop } = await startBenchServer(STORAGE, 'abuse-bench');

async function signUp(
  label: string,
  tabCount = TABS,
): Promise<{ id: string; tabs: SupabaseClient[] }> {
  const client = newClient();
  const { data, error } = await client.auth.signUp({
    email: `abuse-bench-${label}-${randomUUID()}@escola.example`,
    password: 'senha-de-teste',
  });
  if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  const tabs = [client];
  for (let tab = 1; tab < tabCount; tab++) {
    const other = newClient();
    await other.auth.setSession(data.session);
    tabs.push(other);
  }
  return { id: data.user.id, tabs };
}

async function timed(
  attempts: Attempt[],
  work: () => PromiseLike<{ status: number; error: { code?: string } | null }>,
) {
  const started = performance.now();
  const { status, error } = await work();
  attempts.push({ ms: performance.now() - started, status, code: error?.code });
}

/** Learner A's SAVES saves, one after another, as one tab answering. */
async function ordinarySaves(a: { id: string; tabs: SupabaseClient[] }, first: number) {
  const attempts: Attempt[] = [];
  for (let save = first; save < first + SAVES; save++) {
    await timed(attempts, () =>
      a.tabs[0]!.from('user_progress').upsert(ordinaryRow(a.id, save), CONFLICT),
    );
  }
  return attempts;
}

type Request = (
  tab: SupabaseClient,
  round: number,
) => PromiseLike<{
  status: number;
  error: { code?: string } | null;
}>;

/** B's tabs go round `requests` (each tab one request at a time) while A saves SAVES times. */
async function whileBSends(
  a: { id: string; tabs: SupabaseClient[] },
  b: { id: string; tabs: SupabaseClient[] },
  first: number,
  requests: Record<string, Request>,
) {
  const byKind = Object.fromEntries(Object.keys(requests).map((name) => [name, [] as Attempt[]]));
  let round = 1;
  let done = false;
  const abuse = b.tabs.map(async (tab) => {
    while (!done) {
      const mine = round++;
      for (const [name, request] of Object.entries(requests)) {
        // Once A is done, no new request: on PGlite, B's waiting ones wait for B's time share.
        if (done) break;
        await timed(byKind[name]!, () => request(tab, mine));
      }
    }
  });
  const saves = await ordinarySaves(a, first);
  done = true;
  await Promise.all(abuse);
  return { saves, byKind };
}

const errors = (attempts: Attempt[]) => attempts.filter((attempt) => attempt.code).length;

function printB(byKind: Record<string, Attempt[]>) {
  for (const [name, attempts] of Object.entries(byKind)) {
    const answers = new Map<string, number>();
    for (const { status, code } of attempts) {
      const key = code ? `${status} ${code}` : `${status}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    const shown = [...answers].map(([answer, count]) => `${count}× ${answer}`).join(', ');
    console.log(
      summary(
        `  ${name}`,
        attempts.map((t) => t.ms),
        `   ${shown}`,
      ),
    );
  }
}

try {
  const a = await signUp('a');
  const b = await signUp('b');
  const upsert =
    (row: object): Request =>
    (tab) =>
      tab.from('user_progress').upsert(row, CONFLICT);
  const allowed: Record<string, Request> = {
    [`${LARGEST}-scenario save, all newer`]: (tab, round) =>
      tab.from('user_progress').upsert(largestRow(b.id, round), CONFLICT),
    'one-field upsert (position)': (tab, round) =>
      tab
        .from('user_progress')
        .upsert(
          { user_id: b.id, selected_category: CATEGORY, current_scenario: round % 20 },
          CONFLICT,
        ),
    'one-field PATCH (streak)': (tab, round) =>
      tab
        .from('user_progress')
        .update({ current_streak: round })
        .eq('user_id', b.id)
        .eq('selected_category', CATEGORY),
  };
  const oversizeRow = (scenarios: number[]) => ({
    ...largestRow(b.id, 0),
    scenario_results: results(scenarios, 0, 100),
    completed_scenarios: [],
  });
  const issueRow = oversizeRow(range(1, 8000));
  const refused: Record<string, Request> = {
    [`${LARGEST + 1} scenarios`]: upsert(oversizeRow(range(1, LARGEST + 1))),
    '8,000 scenarios (issue 20)': upsert(issueRow),
    'scenario number 10001': upsert(oversizeRow([10_001])),
    '65 devices of review picks': upsert({
      user_id: b.id,
      selected_category: CATEGORY,
      review_counts: Object.fromEntries(range(1, 65).map((device) => [`device-${device}`, 1])),
    }),
  };
  const kib = (row: object) => (JSON.stringify(row).length / 1024).toFixed(0);
  console.log(
    `Abuse: learner A saves a ${ANSWERS}-answer row ${SAVES} times (${kib(ordinaryRow(a.id, 0))} KiB), alone, then while learner B from ${TABS} tabs sends what the bounds allow (${LARGEST}-scenario rows of ${kib(largestRow(b.id, 0))} KiB, one-field saves), then while B sends what they refuse (the 8,000-scenario row is ${kib(issueRow)} KiB); on ${server.db.description}`,
  );

  // Warm-up (not measured): A's row exists, B's row is as large as the bounds allow.
  await ordinarySaves(a, 0);
  const setup = await b.tabs[0]!.from('user_progress').upsert(largestRow(b.id, 0), CONFLICT);
  if (setup.error) throw new Error(`B's largest row was refused: ${setup.error.message}`);

  // Each figure is printed as soon as it is measured: B's requests still waiting when A is done
  // are let finish before the next phase, and on PGlite they wait for B's share of the engine.
  const show = (name: string, saves: Attempt[]) =>
    console.log(
      summary(
        name,
        saves.map((t) => t.ms),
        `   errors ${errors(saves)}`,
      ),
    );
  console.log(`learner A's saves (upsert of the whole state, ${ANSWERS} answers):`);
  const alone = await ordinarySaves(a, SAVES);
  show('alone', alone);
  const withLargest = await whileBSends(a, b, 4 * SAVES, {
    [`${LARGEST}-scenario save, all newer`]: allowed[`${LARGEST}-scenario save, all newer`]!,
  });
  show(`while B sends only the largest rows (${TABS} tabs)`, withLargest.saves);
  const withReads = await whileBSends(a, b, 5 * SAVES, {
    'read of the largest row': (tab) =>
      tab.from('user_progress').select('*').eq('user_id', b.id).eq('selected_category', CATEGORY),
  });
  show(`while B reads its largest row (${TABS} tabs)`, withReads.saves);
  // 8 accounts of one person, one tab each, every one sending the largest rows.
  const others = await Promise.all(Array.from({ length: 8 }, (_, n) => signUp(`c${n}`, 1)));
  const idOf = new Map(others.map((other) => [other.tabs[0]!, other.id]));
  const withAccounts = await whileBSends(
    a,
    { id: '', tabs: others.map((other) => other.tabs[0]!) },
    6 * SAVES,
    {
      [`${LARGEST}-scenario save, all newer`]: (tab, round) =>
        tab.from('user_progress').upsert(largestRow(idOf.get(tab)!, round), CONFLICT),
    },
  );
  show('while 8 accounts send the largest rows', withAccounts.saves);
  const p99Of = (saves: Attempt[]) =>
    percentile(
      saves.map((t) => t.ms),
      99,
    );
  const verdict = (p99: number) => `${p99.toFixed(1)} ms (${p99 < 100 ? 'under' : 'OVER'})`;
  console.log(
    `fair share, A's p99 against the 100 ms target: alone ${verdict(p99Of(alone))}; while B sends the largest rows from ${TABS} tabs (issue 30) ${verdict(p99Of(withLargest.saves))}; while B reads its largest row from ${TABS} tabs (issue 41) ${verdict(p99Of(withReads.saves))}; while 8 accounts send the largest rows (issue 41) ${verdict(p99Of(withAccounts.saves))}`,
  );
  const withAllowed = await whileBSends(a, b, 2 * SAVES, allowed);
  show('while B sends the largest and one-field', withAllowed.saves);
  const withRefused = await whileBSends(a, b, 3 * SAVES, refused);
  show('while B sends oversize rows', withRefused.saves);
  console.log(`learner B's requests meanwhile (only the largest rows):`);
  printB(withLargest.byKind);
  console.log(`learner B's reads meanwhile:`);
  printB(withReads.byKind);
  console.log(`the 8 accounts' requests meanwhile:`);
  printB(withAccounts.byKind);
  console.log(`learner B's requests meanwhile (what the bounds allow):`);
  printB(withAllowed.byKind);
  console.log(`learner B's oversize attempts (refused by the database):`);
  printB(withRefused.byKind);

  // What is stored: A's 20 answers; B's row no larger than the bounds.
  const admin = createClient(server.url, config.serviceRoleKey, {
    auth: { persistSession: false },
  });
  const { data: rows } = await admin
    .from('user_progress')
    .select('user_id,completed_scenarios,review_counts')
    .in('user_id', [a.id, b.id]);
  const rowOf = (id: string) => rows?.find((row) => row.user_id === id);
  const scenariosOf = (id: string) =>
    (rowOf(id)?.completed_scenarios as number[] | undefined)?.length;
  console.log(
    `check: A's row holds ${scenariosOf(a.id)} scenarios; B's row holds ${scenariosOf(b.id)} scenarios and ${Object.keys(rowOf(b.id)?.review_counts ?? {}).length} devices`,
  );
} finally {
  await stop();
}
