// Class benchmark (not a test: it prints numbers, it asserts no times). An educator with one
// class of 40 learners, each of whom has answered all 100 scenarios, opens the class view: the
// members (class_members), then their progress (user_progress), exactly as the app reads them
// with supabase-js, row-level security deciding what the educator sees. Issue 27 adds a learner's
// page (one learner's progress as the educator reads it) and a school: the same educator has
// --classes classes (30), the others of --learners members each, seeded in SQL, and reads the list
// of their classes with the member counts (their classes, then the members' class ids). Then it
// prints the query plans of every read as the educator's role runs them.
//
//   pnpm --filter @ths/local-supabase bench:classes [--runs 20] [--learners 40] [--classes 30] [--storage pglite|postgres]
//
// Storage: a PGlite data folder in a temporary directory, or a PostgreSQL server (DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/postgres), where a fresh database is created and
// dropped afterwards. Without --storage, DATABASE_URL chooses, as in load-bench.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Database } from '../src/database.ts';
import { startBenchServer, storageKind } from './bench-server.ts';

// `pnpm … bench -- --flag` hands the script its `--` too (pnpm 10): skip it.
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  options: {
    runs: { type: 'string', default: '20' },
    learners: { type: 'string', default: '40' },
    classes: { type: 'string', default: '30' },
    storage: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const LEARNERS = Number(values.learners);
const CLASSES = Number(values.classes);
const SCENARIOS = 100;
const CATEGORY = 'default';
const STORAGE = storageKind(values.storage);

// The educator view's two reads, column for column as the app asks for them.
const MEMBER_COLUMNS = 'user_id,display_name,joined_at';
const PROGRESS_COLUMNS =
  'user_id,current_phase,current_scenario,completed_scenarios,correct_answers,incorrect_scenarios,scenario_results,updated_at';
const PROGRESS_INDEX = 'user_progress_user_id_selected_category_key';
const MEMBERS_INDEX = 'class_members_pkey';
const CLASSES_INDEX = 'classes_educator_id_idx';

/** min / median / p95 (nearest rank) of a list of milliseconds. */
function summary(name: string, ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const p95 = sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)]!;
  const cell = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  return `  ${name.padEnd(34)} min ${cell(sorted[0]!)}   median ${cell(median)}   p95 ${cell(p95)}`;
}

/** Every scenario answered; about one in four first answers wrong, half of those fixed later. */
function progressRow(userId: string, learner: number) {
  const results: Record<string, unknown> = {};
  for (let scenario = 1; scenario <= SCENARIOS; scenario++) {
    const firstCorrect = (learner + scenario) % 4 !== 0;
    const lastCorrect = firstCorrect || (learner + scenario) % 8 === 0;
    results[String(scenario)] = {
      first_at: new Date(Date.UTC(2026, 10, 21, 10, 0, scenario)).toISOString(),
      first_correct: firstCorrect,
      last_at: new Date(Date.UTC(2026, 10, 22, 10, 0, scenario)).toISOString(),
      last_correct: lastCorrect,
    };
  }
  return {
    user_id: userId,
    selected_category: CATEGORY,
    current_scenario: SCENARIOS - 1,
    current_phase: 5,
    completed_scenarios: Array.from({ length: SCENARIOS }, (_, k) => k + 1),
    scenario_results: results,
    client_updated_at: new Date(Date.UTC(2026, 10, 22, 11)).toISOString(),
  };
}

/** The EXPLAIN of `query` as the educator's API request runs it: their role, their JWT claims. */
async function planAsEducator(
  db: Database,
  educatorId: string,
  query: string,
  params: unknown[],
  settings: string[] = [],
): Promise<string[]> {
  return db.transaction(async (sql) => {
    await sql.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ sub: educatorId, role: 'authenticated' })],
    );
    for (const setting of settings) await sql.query(setting);
    const rows = await sql.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off) ${query}`,
      params,
    );
    return rows.map((row) => row['QUERY PLAN']);
  });
}

function usesIndex(plan: string[], index: string): boolean {
  const scan = new RegExp(
    `(Index Scan|Index Only Scan|Bitmap Index Scan)( Backward)? (using|on) ${index}\\b`,
  );
  return plan.some((line) => scan.test(line));
}

/** A plan line with its 40 learner ids spelled out is unreadable; the count says enough. */
const shorten = (line: string) =>
  line.replace(/'\{([0-9a-f-]{36},?)+\}'/g, (ids) => `'{…${ids.split(',').length} ids…}'`);

async function printPlan(
  db: Database,
  educatorId: string,
  title: string,
  index: string,
  query: string,
  params: unknown[],
) {
  const plan = await planAsEducator(db, educatorId, query, params);
  console.log(`\n${title}, as the educator (role authenticated, their JWT claims):`);
  for (const line of plan) console.log(`  ${shorten(line)}`);
  const indexed = usesIndex(plan, index);
  console.log(`  → uses index ${index}: ${indexed ? 'yes' : 'no'}`);
  if (!indexed) {
    // Tables this small fit in a few pages, so reading them whole is cheaper to the planner than
    // walking an index; that says nothing about a school's thousands of rows. Forbidding the
    // sequential scan shows the plan the planner would take once reading the table costs more:
    // that the index is usable for this query under row-level security.
    const forced = await planAsEducator(db, educatorId, query, params, [
      'set local enable_seqscan = off',
    ]);
    console.log(`  with enable_seqscan = off (what a larger table gets):`);
    for (const line of forced) console.log(`  ${shorten(line)}`);
    console.log(`  → uses index ${index}: ${usesIndex(forced, index) ? 'yes' : 'no'}`);
  }
}

const { server, newClient, stop } = await startBenchServer(STORAGE, 'class-bench');

async function invitation(): Promise<string> {
  const [made] = await server.db.query<{ code: string }>(
    'select code from private.make_educator_invitation(null)',
  );
  return made!.code;
}

async function signUp(label: string): Promise<{ id: string; client: SupabaseClient }> {
  const client = newClient();
  const { data, error } = await client.auth.signUp({
    email: `class-bench-${label}-${randomUUID()}@escola.example`,
    password: 'senha-de-teste',
    // Only an educator creates a class: the role, asked for at sign-up with an invitation code
    // (docs/decisions/0071), made here as the school's administrator would.
    options:
      label === 'educator' ? { data: { role: 'educator', invitation: await invitation() } } : {},
  });
  if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { id: data.user.id, client };
}

try {
  console.log(
    `Class view: 1 educator, ${LEARNERS} learners × ${SCENARIOS} answers, ${RUNS} runs, on ${server.db.description}`,
  );

  // Setup (not measured).
  let started = performance.now();
  const educator = await signUp('educator');
  const learners = await Promise.all(
    Array.from({ length: LEARNERS }, (_, index) => signUp(`learner-${index}`)),
  );
  const signUpMs = performance.now() - started;

  const { data: klass, error: classError } = await educator.client
    .from('classes')
    .insert({ name: 'Turma do 5º ano B' })
    .select()
    .single();
  if (classError || !klass) throw new Error(`creating the class failed: ${classError?.message}`);
  const classId = klass.id as string;
  const code = klass.join_code as string;

  started = performance.now();
  const displayName = (index: number) => `Aluno ${String(index + 1).padStart(2, '0')}`;
  await Promise.all(
    learners.map(async (learner, index) => {
      const { error } = await learner.client.rpc('join_class', {
        code,
        display_name: displayName(index),
      });
      if (error) throw new Error(`join_class failed: ${error.message}`);
    }),
  );
  const joinedBy = "supabase.rpc('join_class')";
  const joinMs = performance.now() - started;

  started = performance.now();
  await Promise.all(
    learners.map(async (learner, index) => {
      const { error } = await learner.client
        .from('user_progress')
        .upsert(progressRow(learner.id, index), { onConflict: 'user_id,selected_category' });
      if (error) throw new Error(`saving progress failed: ${error.message}`);
    }),
  );
  const saveMs = performance.now() - started;
  console.log(
    `setup: ${LEARNERS + 1} sign-ups ${signUpMs.toFixed(0)} ms; class ${code}; ${LEARNERS} joins by ${joinedBy} ${joinMs.toFixed(0)} ms; ${LEARNERS} progress upserts ${saveMs.toFixed(0)} ms`,
  );

  // The educator view: members, then their progress. One warm-up run, then RUNS measured ones.
  const membersMs: number[] = [];
  const progressMs: number[] = [];
  const viewMs: number[] = [];
  let bytes = 0;
  for (let run = 0; run <= RUNS; run++) {
    const viewStarted = performance.now();
    const members = await educator.client
      .from('class_members')
      .select(MEMBER_COLUMNS)
      .eq('class_id', classId);
    const membersDone = performance.now();
    if (members.error) throw new Error(`reading the members failed: ${members.error.message}`);
    const ids = members.data.map((member) => member.user_id);
    const progress = await educator.client
      .from('user_progress')
      .select(PROGRESS_COLUMNS)
      .in('user_id', ids)
      .eq('selected_category', CATEGORY);
    const done = performance.now();
    if (progress.error) throw new Error(`reading the progress failed: ${progress.error.message}`);

    if (members.data.length !== LEARNERS) {
      throw new Error(`expected ${LEARNERS} members, the educator read ${members.data.length}`);
    }
    if (progress.data.length !== LEARNERS) {
      throw new Error(
        `expected ${LEARNERS} progress rows, the educator read ${progress.data.length}`,
      );
    }
    const partial = progress.data.filter((row) => row.completed_scenarios.length !== SCENARIOS);
    if (partial.length) throw new Error(`${partial.length} progress rows lack answers`);
    if (run === 0) {
      bytes = JSON.stringify(progress.data).length;
      continue;
    }
    membersMs.push(membersDone - viewStarted);
    progressMs.push(done - membersDone);
    viewMs.push(done - viewStarted);
  }
  console.log(`educator view, ${RUNS} runs after one warm-up:`);
  console.log(summary('(1) class_members of the class', membersMs));
  console.log(summary('(2) user_progress of the members', progressMs));
  console.log(summary('view (1) then (2)', viewMs));
  console.log(
    `check: ${LEARNERS} members and ${LEARNERS} progress rows of ${SCENARIOS} answers each, every run (progress JSON ${(bytes / 1024).toFixed(0)} KiB)`,
  );

  // A learner's page: one learner's progress, as the educator reads it (RUNS times, after a
  // warm-up), a different learner each time.
  const pageMs: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const learner = learners[run % LEARNERS]!;
    const at = performance.now();
    const page = await educator.client
      .from('user_progress')
      .select('*')
      .eq('user_id', learner.id)
      .eq('selected_category', CATEGORY)
      .maybeSingle();
    const done = performance.now();
    if (page.error || !page.data) throw new Error(`the learner's page: ${page.error?.message}`);
    if (run > 0) pageMs.push(done - at);
  }
  console.log(`a learner's page, ${RUNS} runs after one warm-up:`);
  console.log(summary('user_progress of one learner', pageMs));

  // The school: CLASSES - 1 more classes of the same educator, LEARNERS members each, in SQL.
  started = performance.now();
  await server.db.transaction(async (sql) => {
    await sql.query(
      `insert into public.classes (name, educator_id)
       select 'Turma ' || n, $1 from generate_series(2, $2) n`,
      [educator.id, CLASSES],
    );
    await sql.query(
      `insert into auth.users (id, aud, role, email)
       select gen_random_uuid(), 'authenticated', 'authenticated',
              'class-bench-school-' || c.id || '-' || l || '@escola.example'
       from public.classes c, generate_series(1, $2) l
       where c.educator_id = $1 and c.id <> $3`,
      [educator.id, LEARNERS, classId],
    );
    await sql.query(
      `insert into public.class_members (class_id, user_id, display_name)
       select c.id, u.id, 'Aluno ' || row_number() over (partition by c.id order by u.email)
       from public.classes c
       join auth.users u on u.email like 'class-bench-school-' || c.id || '-%'
       where c.educator_id = $1 and c.id <> $2`,
      [educator.id, classId],
    );
  });
  const schoolMs = performance.now() - started;
  const listMs: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const at = performance.now();
    const classes = await educator.client
      .from('classes')
      .select('id,name,join_code,created_at')
      .eq('educator_id', educator.id);
    if (classes.error) throw new Error(`the class list: ${classes.error.message}`);
    const members = await educator.client
      .from('class_members')
      .select('class_id')
      .in(
        'class_id',
        classes.data.map((row) => row.id as string),
      );
    const done = performance.now();
    if (members.error) throw new Error(`the counts: ${members.error.message}`);
    const counts = new Map<string, number>();
    for (const member of members.data) {
      counts.set(member.class_id, (counts.get(member.class_id) ?? 0) + 1);
    }
    if (classes.data.length !== CLASSES || [...counts.values()].some((n) => n !== LEARNERS)) {
      throw new Error(
        `expected ${CLASSES} classes of ${LEARNERS}, read ${classes.data.length} classes and counts ${[...counts.values()].join(',')}`,
      );
    }
    if (run > 0) listMs.push(done - at);
  }
  console.log(
    `a school: the educator's ${CLASSES} classes of ${LEARNERS} (seeded in ${schoolMs.toFixed(0)} ms), the class list with counts, ${RUNS} runs after one warm-up:`,
  );
  console.log(summary('classes, then the members per class', listMs));

  // The plans. ANALYZE first, as autovacuum would have done on a live database (PGlite has none),
  // so that the planner knows the tables' real sizes.
  await server.db.query('analyze public.classes, public.class_members, public.user_progress');
  await printPlan(
    server.db,
    educator.id,
    'Plan of read (1)',
    MEMBERS_INDEX,
    `select user_id, display_name, joined_at from public.class_members where class_id = $1`,
    [classId],
  );
  await printPlan(
    server.db,
    educator.id,
    'Plan of read (2)',
    PROGRESS_INDEX,
    `select ${PROGRESS_COLUMNS.replaceAll(',', ', ')} from public.user_progress
     where user_id = any($1) and selected_category = '${CATEGORY}'`,
    [learners.map((learner) => learner.id)],
  );
  await printPlan(
    server.db,
    educator.id,
    "Plan of a learner's page",
    PROGRESS_INDEX,
    `select * from public.user_progress where user_id = $1 and selected_category = '${CATEGORY}'`,
    [learners[0]!.id],
  );
  await printPlan(
    server.db,
    educator.id,
    "Plan of the class list (the educator's classes)",
    CLASSES_INDEX,
    `select id, name, join_code, created_at from public.classes where educator_id = $1`,
    [educator.id],
  );
  const schoolIds = (
    await server.db.query<{ id: string }>('select id from public.classes where educator_id = $1', [
      educator.id,
    ])
  ).map((row) => row.id);
  await printPlan(
    server.db,
    educator.id,
    "Plan of the class list's counts (the members of the educator's classes)",
    MEMBERS_INDEX,
    `select class_id from public.class_members where class_id = any($1)`,
    [schoolIds],
  );
} finally {
  await stop();
}
