// District benchmark (not a test: it prints numbers, it asserts no times). Issue 30, "A school
// district on PostgreSQL": 300 classes of 35 learners, each of whom answered all 100 scenarios,
// seeded in SQL (generate_series, not 10,500 sign-ups over HTTP). Then, through supabase-js as the
// app does it: an educator's class report (the members, then their progress) read again and
// again; and 200 learners of different classes saving their whole state at once, again and again,
// with a learner's save p50/p99. Last, the query plans of every read the app makes, as the role
// and user that make it: each should reach the big tables through an index.
//
//   pnpm --filter @ths/local-supabase bench:district [--classes 300] [--learners 35]
//        [--savers 200] [--saves 10] [--runs 20] [--storage postgres|pglite]
//
// PostgreSQL by default (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a fresh
// database, dropped afterwards). The full district takes a few minutes to seed; scale it down
// with --classes and --learners.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { signJwt } from '../src/jwt.ts';
import { startBenchServer, storageKind } from './bench-server.ts';
import { printPlans, printSizes, type AppRead } from './query-plans.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args,
  options: {
    classes: { type: 'string', default: '300' },
    learners: { type: 'string', default: '35' },
    savers: { type: 'string', default: '200' },
    saves: { type: 'string', default: '10' },
    runs: { type: 'string', default: '20' },
    storage: { type: 'string', default: 'postgres' },
  },
});
const CLASSES = Number(values.classes);
const LEARNERS = Number(values.learners);
const SAVERS = Math.min(Number(values.savers), CLASSES * LEARNERS);
const SAVES = Number(values.saves);
const RUNS = Number(values.runs);
const STORAGE = storageKind(values.storage);
const SCENARIOS = 100;
const CATEGORY = 'default';
const CONFLICT = { onConflict: 'user_id,selected_category' };
// The tables that grow with the district; a plan should never read one of them whole.
const BIG_TABLES = [
  'user_progress',
  'class_members',
  'classes',
  'profiles',
  'class_assignments',
  'users',
];

/** The `p`th percentile (nearest rank) of a list of milliseconds. */
function percentile(ms: number[], p: number): number {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const cell = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const line = (name: string, ms: number[]) =>
  `  ${name.padEnd(44)} ${String(ms.length).padStart(5)} req   p50 ${cell(percentile(ms, 50))}   p95 ${cell(percentile(ms, 95))}   p99 ${cell(percentile(ms, 99))}   max ${cell(Math.max(...ms))}`;

const iso = (ms: number) => new Date(ms).toISOString();
const BASE = Date.UTC(2026, 10, 21, 10, 0, 0);

/** A learner's whole state after their `save`th save: 100 answers, one of them newer. */
function stateRow(userId: string, learner: number, save: number) {
  const results: Record<string, unknown> = {};
  for (let scenario = 1; scenario <= SCENARIOS; scenario++) {
    const firstCorrect = (learner + scenario) % 4 !== 0;
    results[String(scenario)] = {
      first_at: iso(BASE + scenario * 1000),
      first_correct: firstCorrect,
      last_at: iso(
        BASE + 86_400_000 + scenario * 1000 + (scenario === (save % 100) + 1 ? save : 0),
      ),
      last_correct: firstCorrect || (learner + scenario) % 8 === 0,
    };
  }
  return {
    user_id: userId,
    selected_category: CATEGORY,
    current_scenario: save % SCENARIOS,
    current_phase: 5,
    completed_scenarios: Array.from({ length: SCENARIOS }, (_, k) => k + 1),
    scenario_results: results,
    client_updated_at: iso(BASE + 2 * 86_400_000 + save * 1000),
  };
}

const { server, config, stop } = await startBenchServer(STORAGE, 'district-bench');
const db = server.db;

/** A supabase-js client signed in as `userId` with a token the backend issues the same way. */
async function clientAs(userId: string): Promise<SupabaseClient> {
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    { sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 },
    config.jwtSecret,
  );
  return createClient(server.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    db: { retry: false } as never,
  });
}

try {
  console.log(
    `District: ${CLASSES} classes × ${LEARNERS} learners × ${SCENARIOS} answers (${CLASSES * LEARNERS} learners), on ${db.description}`,
  );

  // Seed, in SQL, as the database's owner. The progress rows are written as the merge trigger
  // stores them (the four fields per answer, ISO instants with a zone); the triggers are left out
  // for the seed only (session_replication_role), so it takes seconds, not the minutes of 10,500
  // merges. Every later write goes through the triggers.
  let started = performance.now();
  await db.transaction(async (sql) => {
    await sql.query(`set local session_replication_role = replica`);
    await sql.query(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data)
       select gen_random_uuid(), 'authenticated', 'authenticated',
              'district-educator-' || n || '@escola.example', '{"role":"educator"}'::jsonb
       from generate_series(1, $1) n`,
      [CLASSES],
    );
    await sql.query(
      `insert into public.profiles (user_id, role)
       select id, 'educator' from auth.users where email like 'district-educator-%'`,
    );
    await sql.query(
      `insert into public.classes (name, educator_id)
       select 'Turma ' || n, u.id
       from auth.users u cross join lateral (select substring(u.email from 'district-educator-([0-9]+)@')::int n) k
       where u.email like 'district-educator-%'`,
    );
    await sql.query(
      `insert into auth.users (id, aud, role, email)
       select gen_random_uuid(), 'authenticated', 'authenticated',
              'district-c' || c || '-l' || l || '@escola.example'
       from generate_series(1, $1) c, generate_series(1, $2) l`,
      [CLASSES, LEARNERS],
    );
    await sql.query(
      `insert into public.profiles (user_id, role)
       select id, 'learner' from auth.users where email like 'district-c%'`,
    );
    await sql.query(
      `insert into public.class_members (class_id, user_id, display_name)
       select cl.id, u.id, 'Aluno ' || k.l
       from auth.users u
       cross join lateral (select substring(u.email from 'district-c([0-9]+)-')::int c,
                                  substring(u.email from '-l([0-9]+)@')::int l) k
       join public.classes cl on cl.name = 'Turma ' || k.c
       where u.email like 'district-c%'`,
    );
    await sql.query(
      `insert into public.class_assignments (class_id, kind, target, due_on)
       select id, 'phase', '2', current_date + 7 from public.classes
       union all
       select id, 'phase', '3', null from public.classes`,
    );
    await sql.query(
      `insert into public.user_progress (user_id, selected_category, current_scenario,
         current_phase, completed_scenarios, correct_answers, incorrect_scenarios,
         scenario_results, client_updated_at)
       select m.user_id, 'default', 99, 5, (select array_agg(s) from generate_series(1, 100) s),
              r.correct, r.incorrect, r.results, '2026-11-23T10:00:00Z'
       from public.class_members m
       cross join lateral (select ((hashtext(m.user_id::text) % 8) + 8) % 8 k) h
       cross join lateral (
         select jsonb_object_agg(s::text, jsonb_build_object(
                  'first_at', to_char((timestamptz '2026-11-21T10:00:00Z' + s * interval '1 second') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                  'first_correct', (h.k + s) % 4 <> 0,
                  'last_at', to_char((timestamptz '2026-11-22T10:00:00Z' + s * interval '1 second') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                  'last_correct', (h.k + s) % 4 <> 0 or (h.k + s) % 8 = 0)) results,
                count(*) filter (where (h.k + s) % 4 <> 0 or (h.k + s) % 8 = 0)::int correct,
                coalesce(array_agg(s order by s) filter (where not ((h.k + s) % 4 <> 0 or (h.k + s) % 8 = 0)), '{}') incorrect
         from generate_series(1, 100) s
       ) r`,
    );
  });
  await db.query('analyze');
  const [counts] = await db.query<{ classes: number; members: number; rows: number }>(
    `select (select count(*) from public.classes)::int classes,
            (select count(*) from public.class_members)::int members,
            (select count(*) from public.user_progress)::int rows`,
  );
  console.log(
    `seed: ${counts!.classes} classes, ${counts!.members} members, ${counts!.rows} progress rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The educator of a class in the middle, and the savers: one learner from each of SAVERS classes
  // (more than one per class when there are fewer classes).
  const [middle] = await db.query<{ id: string; educator_id: string }>(
    `select id, educator_id from public.classes where name = $1`,
    [`Turma ${Math.ceil(CLASSES / 2)}`],
  );
  const educator = await clientAs(middle!.educator_id);
  const savers = await db.query<{ user_id: string; class_id: string }>(
    `select user_id, class_id from public.class_members order by joined_at, user_id limit $1`,
    [SAVERS],
  );

  // (1) The class report: the members, then their progress, as classes-api.ts reads them.
  const reportMs: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const at = performance.now();
    const members = await educator
      .from('class_members')
      .select('user_id,display_name,joined_at')
      .eq('class_id', middle!.id);
    if (members.error) throw new Error(`members: ${members.error.message}`);
    const progress = await educator
      .from('user_progress')
      .select('*')
      .in(
        'user_id',
        members.data.map((member) => member.user_id),
      )
      .eq('selected_category', CATEGORY);
    if (progress.error) throw new Error(`progress: ${progress.error.message}`);
    if (members.data.length !== LEARNERS || progress.data.length !== LEARNERS) {
      throw new Error(
        `the report read ${members.data.length} members and ${progress.data.length} rows, not ${LEARNERS}`,
      );
    }
    if (run > 0) reportMs.push(performance.now() - at);
  }

  // (2) SAVERS learners save at once, SAVES times each, as the app saves (upsert, then the row);
  // first one of them alone, for the time a save takes when nobody else is saving.
  const clients = await Promise.all(savers.map((saver) => clientAs(saver.user_id)));
  const aloneMs: number[] = [];
  for (let save = 1; save <= 20; save++) {
    const at = performance.now();
    const { error } = await clients[0]!
      .from('user_progress')
      .upsert(stateRow(savers[0]!.user_id, 0, 1000 + save), CONFLICT)
      .select();
    if (error) throw new Error(`a save alone: ${error.message}`);
    aloneMs.push(performance.now() - at);
  }
  const saveMs: number[] = [];
  let failed = 0;
  started = performance.now();
  await Promise.all(
    clients.map(async (client, index) => {
      for (let save = 1; save <= SAVES; save++) {
        const at = performance.now();
        const { error } = await client
          .from('user_progress')
          .upsert(stateRow(savers[index]!.user_id, index, save), CONFLICT)
          .select();
        saveMs.push(performance.now() - at);
        if (error) failed++;
      }
    }),
  );
  const savingS = (performance.now() - started) / 1000;

  console.log(`the class report of one class (${LEARNERS} members and their progress):`);
  console.log(line(`report, ${RUNS} runs after one warm-up`, reportMs));
  console.log(line("a learner's save, alone (20 saves)", aloneMs));
  console.log(
    `${SAVERS} learners saving at once (${SAVES} saves each, one after another: ${((SAVERS * SAVES) / savingS).toFixed(0)} saves/s over ${savingS.toFixed(1)} s):`,
  );
  console.log(line("a learner's save (upsert + the row back)", saveMs) + `   errors ${failed}`);

  // (3) Every read the app makes, as the user who makes it.
  await db.query('analyze');
  const learner = savers[0]!;
  const [classIds] = await db.query<{ ids: string[] }>(
    `select array_agg(id) ids from public.classes where educator_id = $1`,
    [middle!.educator_id],
  );
  const memberIds = (
    await db.query<{ user_id: string }>(
      `select user_id from public.class_members where class_id = $1`,
      [middle!.id],
    )
  ).map((row) => row.user_id);
  const byEducator = middle!.educator_id;
  const reads: AppRead[] = [
    {
      title: 'educator: their classes (listTaughtClasses)',
      as: byEducator,
      query: `select id, name, join_code, created_at from public.classes where educator_id = $1`,
      params: [byEducator],
    },
    {
      title: 'educator: one class (readClass)',
      as: byEducator,
      query: `select id, name, join_code, created_at from public.classes where id = $1`,
      params: [middle!.id],
    },
    {
      title: "educator: the class's members (listMembers)",
      as: byEducator,
      query: `select user_id, display_name, joined_at from public.class_members where class_id = $1`,
      params: [middle!.id],
    },
    {
      title: "educator: the members' progress (readMembersProgress)",
      as: byEducator,
      query: `select * from public.user_progress where user_id = any($1) and selected_category = 'default'`,
      params: [memberIds],
    },
    {
      title: "educator: one learner's progress (the learner's page)",
      as: byEducator,
      query: `select * from public.user_progress where user_id = $1 and selected_category = 'default'`,
      params: [memberIds[0]],
    },
    {
      title: 'educator: members of their classes, for the counts of the class list',
      as: byEducator,
      query: `select class_id from public.class_members where class_id = any($1)`,
      params: [classIds!.ids],
    },
    {
      title: "educator: the class's assignments (listAssignments)",
      as: byEducator,
      query: `select id, kind, target, due_on, created_at from public.class_assignments where class_id = $1 order by created_at desc`,
      params: [middle!.id],
    },
    {
      title: 'learner: their progress (progress-api.ts)',
      as: learner.user_id,
      query: `select * from public.user_progress where user_id = $1 and selected_category = 'default'`,
      params: [learner.user_id],
    },
    {
      title: 'learner or educator: their role (my-role.ts)',
      as: learner.user_id,
      query: `select role from public.profiles where user_id = $1`,
      params: [learner.user_id],
    },
    {
      title: 'learner: their memberships (listMemberships)',
      as: learner.user_id,
      query: `select class_id, display_name from public.class_members where user_id = $1`,
      params: [learner.user_id],
    },
    {
      title: "learner: their classes' names (listMemberships)",
      as: learner.user_id,
      query: `select id, name from public.classes where id = any($1)`,
      params: [[learner.class_id]],
    },
    {
      title: "learner: their class's assignments (the home's 'Tarefa da turma')",
      as: learner.user_id,
      query: `select id, kind, target, due_on, created_at from public.class_assignments where class_id = $1 order by created_at desc`,
      params: [learner.class_id],
    },
    // What row-level security asks for each row (private.is_educator_of_learner and friends):
    // functions the plans above call but do not show.
    {
      title: 'row-level security: is the caller the educator of this learner',
      as: null,
      query: `select exists (select 1 from public.class_members m join public.classes c on c.id = m.class_id
              where m.user_id = $1 and c.educator_id = $2)`,
      params: [memberIds[0], byEducator],
    },
    {
      title: 'row-level security: is the caller the educator of this class',
      as: null,
      query: `select exists (select 1 from public.classes where id = $1 and educator_id = $2)`,
      params: [middle!.id, byEducator],
    },
    {
      title: 'row-level security: is the caller a member of this class',
      as: null,
      query: `select exists (select 1 from public.class_members where class_id = $1 and user_id = $2)`,
      params: [learner.class_id, learner.user_id],
    },
    {
      title: 'join_class: the class with this code',
      as: null,
      query: `select id from public.classes where join_code = $1`,
      params: ['ABCD2345'],
    },
  ];
  console.log();
  await printSizes(db, [
    'public.user_progress',
    'public.class_members',
    'public.classes',
    'public.profiles',
    'public.class_assignments',
    'auth.users',
  ]);
  const scanning = await printPlans(db, reads, BIG_TABLES);
  console.log(
    scanning.length
      ? `\nreads no index serves: ${scanning.join('; ')}`
      : `\nevery read the app makes (${reads.length}) has an index to reach the big tables through`,
  );
} finally {
  await stop();
}
