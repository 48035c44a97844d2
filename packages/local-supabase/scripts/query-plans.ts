// Query plans as an API request runs them (the caller's role and JWT claims, row-level security
// applied), for the benches that print them: class-bench.ts and district-bench.ts.
import type { Database } from '../src/database.ts';

/** One read the app makes, as SQL, and who makes it. */
export type AppRead = {
  title: string;
  /** The user whose request it is (their JWT's sub), or null for the database's own lookup. */
  as: string | null;
  query: string;
  params: unknown[];
};

/** The EXPLAIN ANALYZE lines of `read` as its caller's request runs it. */
export async function planOf(db: Database, read: AppRead, settings: string[] = []) {
  return db.transaction(async (sql) => {
    if (read.as) {
      await sql.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: read.as, role: 'authenticated' })],
      );
    }
    for (const setting of settings) await sql.query(setting);
    const rows = await sql.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off) ${read.query}`,
      read.params,
    );
    return rows.map((row) => row['QUERY PLAN']);
  });
}

/** The tables a plan reads whole (a sequential scan), e.g. ['public.classes']. */
export function sequentialScans(plan: string[]): string[] {
  return plan.flatMap((line) => {
    const scanned = /Seq Scan on (\S+)/.exec(line)?.[1];
    return scanned ? [scanned] : [];
  });
}

/** A plan line with a list of ids spelled out is unreadable; the count says enough. */
const shorten = (line: string) =>
  line.replace(/'\{([0-9a-f-]{36},?)+\}'/g, (ids) => `'{…${ids.split(',').length} ids…}'`);

/**
 * Prints the plan of each read and whether it reads any table whole; returns the reads that no
 * index can serve.
 * `big` are the tables whose whole reading would grow with the school (a sequential scan of
 * anything else, such as an empty table, is not counted).
 */
export async function printPlans(db: Database, reads: AppRead[], big: string[]) {
  const scanning: string[] = [];
  for (const read of reads) {
    const plan = await planOf(db, read);
    console.log(`\n${read.title}${read.as ? '' : ' (the database, as its owner)'}:`);
    for (const line of plan) console.log(`  ${shorten(line)}`);
    const whole = sequentialScans(plan).filter((table) =>
      big.some((name) => table === name || table === name.replace(/^public\./, '')),
    );
    if (!whole.length) {
      console.log('  → every table through an index');
      continue;
    }
    // A table of a few pages is cheaper to read whole than through an index, and the planner
    // says so; what matters is that an index serves the read once the table grows. Forbidding
    // the sequential scan shows the plan it would then take.
    const forced = await planOf(db, read, ['set local enable_seqscan = off']);
    const still = sequentialScans(forced).filter((table) => whole.includes(table));
    console.log(`  → reads ${whole.join(', ')} whole (small enough); with enable_seqscan = off:`);
    for (const line of forced) console.log(`    ${shorten(line)}`);
    console.log(
      still.length
        ? `  → NO INDEX serves it: reads ${still.join(', ')} whole even then`
        : '  → then every table through an index',
    );
    if (still.length) scanning.push(read.title);
  }
  return scanning;
}

/** Rows and pages of each table, as the planner knows them (after ANALYZE). */
export async function printSizes(db: Database, tables: string[]) {
  const rows = await db.query<{ name: string; rows: number; pages: number }>(
    `select c.oid::regclass::text name, c.reltuples::bigint::int rows, c.relpages pages
     from pg_class c where c.oid = any($1::regclass[]) order by 1`,
    [tables],
  );
  console.log(
    `table sizes: ${rows.map((row) => `${row.name} ${row.rows} rows / ${row.pages} pages`).join('; ')}`,
  );
}
