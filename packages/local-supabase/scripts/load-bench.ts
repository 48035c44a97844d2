// Load benchmark (not a test: it prints numbers and asserts no times). A class signs in at once
// (issue 20): N learners, all from one address (127.0.0.1, as a school behind one router). At the
// same moment each signs up in one tab, opens a second tab by signing in (mistyping the password
// once first), then practises from both tabs concurrently: every answer saved as the app saves it
// (supabase-js upsert on user_id,selected_category), one save in five sent twice (a retry), each
// tab refreshing its session once halfway (as when the hour's token runs out). Each learner goes
// at their own pace, so some are still signing up while others are practising.
//
// The rate limits are the server's own: supabase/config.toml [auth.rate_limit], unless the
// environment (AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS, AUTH_RATE_LIMIT_TOKEN_REFRESH) or a flag below
// overrides them, a flag first. Nothing is bypassed: a learner whose sign-up is refused (429 over_request_rate_limit) is
// locked out, one whose sign-in is refused practises in one tab. Then it checks that every learner
// who got in holds exactly their own answers: none lost, doubled or crossed. It prints each kind
// of request's p50/p95/p99 and 429s, and exits 1 on any 429, lockout or wrong answer.
//
//   pnpm --filter @ths/local-supabase bench [-- --learners 40] [--answers 20] [--tabs 2]
//       [--storage pglite|postgres] [--sign-in-limit N] [--refresh-limit N]
//
//   ... bench -- --learners 40 --sign-in-limit 30    Supabase's default, before issue 20: 429s
//
// Storage: a PGlite data folder in a temporary directory, or a PostgreSQL server (DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/postgres), where a fresh database is created and
// dropped afterwards. Without --storage, DATABASE_URL chooses, as in class-bench.ts.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { loadConfig, readToml } from '../src/config.ts';
import { benchStorage, storageKind } from './bench-server.ts';
import { startServer } from '../src/server.ts';

// `pnpm … bench -- --flag` hands the script its `--` too (pnpm 10): skip it.
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  options: {
    learners: { type: 'string', default: '40' },
    answers: { type: 'string', default: '20' },
    tabs: { type: 'string', default: '2' },
    storage: { type: 'string' },
    'sign-in-limit': { type: 'string' },
    'refresh-limit': { type: 'string' },
  },
});
const count = (name: string, value: string | undefined, min: number) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    throw new Error(`--${name} is a whole number of at least ${min}, not ${value}`);
  }
  return number;
};
const LEARNERS = count('learners', values.learners, 1);
const ANSWERS = count('answers', values.answers, 1);
const TABS = count('tabs', values.tabs, 1);
const STORAGE = storageKind(values.storage);
const CONFLICT = { onConflict: 'user_id,selected_category' };
const PASSWORD = 'senha-de-teste';
const RATE_LIMITED = 'over_request_rate_limit';

type Timing = { ms: number; ok: boolean; limited: boolean };
type Outcome = { error: { status?: number; code?: string; message: string } | null };

/** Nearest rank: the smallest value with at least p% of the values at or below it. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function report(name: string, timings: Timing[]) {
  const ms = timings.map((t) => t.ms).sort((a, b) => a - b);
  const limited = timings.filter((t) => t.limited).length;
  const failed = timings.filter((t) => !t.ok && !t.limited).length;
  const cell = (p: number) => `p${p} ${percentile(ms, p).toFixed(1).padStart(7)} ms`;
  console.log(
    `  ${name.padEnd(24)} ${String(timings.length).padStart(5)} req  ${cell(50)}  ${cell(95)}  ${cell(99)}  429 ${String(limited).padStart(3)}  other errors ${failed}`,
  );
}

/** Times one request; `expected` names an error code that is the planned answer (a mistyped password). */
async function timed<T extends Outcome>(
  timings: Timing[],
  work: () => PromiseLike<T>,
  expected?: string,
): Promise<T> {
  const started = performance.now();
  const result = await work();
  const limited = result.error?.status === 429 && result.error.code === RATE_LIMITED;
  const ok = !result.error || (expected !== undefined && result.error.code === expected);
  timings.push({ ms: performance.now() - started, ok, limited });
  return result;
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

// The limits the server enforces: config.toml, then the environment, then the flags. Only the
// rate-limit variables are taken from the environment; storage and port are this script's.
const env = {
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: process.env.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS,
  AUTH_RATE_LIMIT_TOKEN_REFRESH: process.env.AUTH_RATE_LIMIT_TOKEN_REFRESH,
};
const fromEnv = loadConfig(env).auth.rateLimits;
const rateLimits = {
  ...fromEnv,
  ...(values['sign-in-limit'] !== undefined && {
    signInSignUps: count('sign-in-limit', values['sign-in-limit'], 1),
  }),
  ...(values['refresh-limit'] !== undefined && {
    tokenRefresh: count('refresh-limit', values['refresh-limit'], 1),
  }),
};
const toml = readToml().auth.rate_limit;
const source = (flag: 'sign-in-limit' | 'refresh-limit', envName: keyof typeof env) =>
  values[flag] !== undefined
    ? `--${flag}`
    : env[envName] !== undefined
      ? envName
      : 'supabase/config.toml';

const { storage: chosen, cleanup } = await benchStorage(STORAGE, 'bench');
const config = loadConfig(env, { port: 0, storage: chosen, auth: { rateLimits } });
const server = await startServer(config);
const newClient = () =>
  createClient(server.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    db: { retry: false } as never,
  });

const minutes = rateLimits.windowSeconds / 60;
console.log(
  `Local Supabase, a class signs in at once: ${LEARNERS} learners × ${ANSWERS} answers from ${TABS} tab(s) each, all from ${new URL(server.url).hostname}, on ${server.db.description}`,
);
console.log(
  `  rate limits per address per ${minutes} min: ${rateLimits.signInSignUps} sign-ins/sign-ups (${source('sign-in-limit', 'AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS')}), ${rateLimits.tokenRefresh} refreshes (${source('refresh-limit', 'AUTH_RATE_LIMIT_TOKEN_REFRESH')}); supabase/config.toml ships ${toml.sign_in_sign_ups} and ${toml.token_refresh}`,
);

const signUps: Timing[] = [];
const mistyped: Timing[] = [];
const signIns: Timing[] = [];
const refreshes: Timing[] = [];
const saves: Timing[] = [];

type Learner = {
  index: number;
  id: string | undefined;
  plan: ReturnType<typeof planFor>;
  /** Why this learner could not sign up: the refusal that locked them out. */
  lockedOut: string | undefined;
  /** Why a further tab could not sign in: the learner then practises in fewer tabs. */
  tabRefused: string | undefined;
  /** The tabs that got in; they practise. */
  tabs: SupabaseClient[];
};

/** One tab practising: it only knows its own answers, so the server must merge the tabs' states. */
async function practise(learner: Learner, tab: SupabaseClient, tabIndex: number) {
  const mine = learner.plan.filter((_, k) => k % learner.tabs.length === tabIndex);
  const results: Record<string, unknown> = {};
  for (const [k, answer] of mine.entries()) {
    // Halfway, the tab's access token has run out (an hour into the lesson): it refreshes. A
    // refused refresh signs the tab out, as supabase-js does, and its later saves fail.
    if (k === Math.floor(mine.length / 2)) await timed(refreshes, () => tab.auth.refreshSession());
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
}

/**
 * A learner from the bell: sign up, open a second tab by signing in, then practise in every tab
 * that got in (a learner whose sign-in was refused practises in the first tab alone).
 */
async function lesson(index: number): Promise<Learner> {
  const learner: Learner = {
    index,
    id: undefined,
    plan: planFor(index),
    lockedOut: undefined,
    tabRefused: undefined,
    tabs: [],
  };
  const email = `bench-${index}-${randomUUID()}@escola.example`;
  const first = newClient();
  const signedUp = await timed(signUps, () => first.auth.signUp({ email, password: PASSWORD }));
  if (signedUp.error || !signedUp.data.user) {
    learner.lockedOut = `${signedUp.error?.status} ${signedUp.error?.code ?? signedUp.error?.message}`;
    return learner;
  }
  learner.id = signedUp.data.user.id;
  learner.tabs = [first];
  for (let tab = 1; tab < TABS; tab++) {
    const other = newClient();
    const wrong = await timed(
      mistyped,
      () => other.auth.signInWithPassword({ email, password: `${PASSWORD}-errada` }),
      'invalid_credentials',
    );
    const right = await timed(signIns, () =>
      other.auth.signInWithPassword({ email, password: PASSWORD }),
    );
    const refused = wrong.error?.code === RATE_LIMITED ? wrong.error : right.error;
    if (refused) {
      learner.tabRefused = `${refused.status} ${refused.code ?? refused.message}`;
      break;
    }
    learner.tabs.push(other);
  }
  await Promise.all(learner.tabs.map((tab, tabIndex) => practise(learner, tab, tabIndex)));
  return learner;
}

const started = performance.now();
const learners = await Promise.all(Array.from({ length: LEARNERS }, (_, index) => lesson(index)));
const seconds = (performance.now() - started) / 1000;
const inClass = learners.filter((learner) => !learner.lockedOut);

console.log(`  the lesson took ${seconds.toFixed(1)} s:`);
report('sign-up (bcrypt 10)', signUps);
if (TABS > 1) {
  report('sign-in, mistyped', mistyped);
  report('sign-in', signIns);
}
report('refresh', refreshes);
report('save (upsert + merge)', saves);
const authRequests = signUps.length + mistyped.length + signIns.length;
const limited = [signUps, mistyped, signIns, refreshes].flat().filter((t) => t.limited).length;
console.log(
  `  ${authRequests} sign-ups/sign-ins from one address against a limit of ${rateLimits.signInSignUps}; ${refreshes.length} refreshes against ${rateLimits.tokenRefresh}; 429 over_request_rate_limit: ${limited}`,
);

// Check every learner's stored progress, read as service_role (a tab signed out by a refused
// refresh could no longer read its own row), and that no row belongs to anyone else.
const admin = createClient(server.url, config.serviceRoleKey, { auth: { persistSession: false } });
const { data: rows, error: readError } = await admin
  .from('user_progress')
  .select('user_id,completed_scenarios,correct_answers,incorrect_scenarios');
if (readError) throw new Error(`reading user_progress: ${readError.message}`);
let exact = 0;
const problems: string[] = [];
for (const learner of inClass) {
  const data = rows.find((row) => row.user_id === learner.id);
  if (!data) {
    problems.push(`learner ${learner.index}: no row`);
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
const ids = new Set(inClass.map((l) => l.id));
const strangers = rows.filter((row) => !ids.has(row.user_id as string)).length;
const lockedOut = learners.filter((learner) => learner.lockedOut);
const oneTabShort = inClass.filter((learner) => learner.tabRefused);

console.log(
  `check: ${exact} of ${inClass.length} learners who got in hold exactly their own answers; ${rows.length} rows for ${inClass.length} learners; ${strangers} rows of unknown users`,
);
const tally = (reasons: (string | undefined)[]) =>
  [...Map.groupBy(reasons, (why) => why).entries()]
    .map(([why, all]) => `${all.length} × ${why}`)
    .join('; ');
if (lockedOut.length) {
  console.log(
    `  ✗ ${lockedOut.length} of ${LEARNERS} learners locked out at sign-up: ${tally(lockedOut.map((l) => l.lockedOut))}`,
  );
}
if (oneTabShort.length) {
  console.log(
    `  ✗ ${oneTabShort.length} learners could not sign in a further tab (refused) and practised in fewer: ${tally(oneTabShort.map((l) => l.tabRefused))}`,
  );
}
if (!lockedOut.length && !oneTabShort.length) {
  console.log(`  ✓ all ${LEARNERS} learners got in, each in ${TABS} tab(s)`);
}
for (const problem of problems) console.log(`  ✗ ${problem}`);

await server.close();
await cleanup();
process.exitCode =
  limited || lockedOut.length || problems.length || rows.length !== inClass.length || strangers
    ? 1
    : 0;
