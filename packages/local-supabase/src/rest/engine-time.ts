// The engine's time a write used, for the fair share on PGlite (docs/decisions/0038): the CPU
// time of this thread during each of its statements. PGlite runs a statement on the server's own
// thread, so that is the engine's work. The clock would also count what a busy machine gave to
// other programs (an ordinary save paid for the machine's load), and the process's CPU time what
// other threads and other requests did meanwhile; between statements this thread serves others.
import type { Row, Sql } from '../database.ts';

/** This thread's CPU time so far, in milliseconds. */
export function threadCpuMs(): number {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1000;
}

/** `sql` whose statements add the CPU time they took, in milliseconds, to `spend`. */
export function meteredSql(sql: Sql, spend: (ms: number) => void, cpuMs = threadCpuMs): Sql {
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = cpuMs();
    try {
      return await run();
    } finally {
      spend(cpuMs() - started);
    }
  };
  return {
    query: <T extends Row = Row>(text: string, params?: unknown[]) =>
      timed(() => sql.query<T>(text, params)),
    exec: (script: string) => timed(() => sql.exec(script)),
  };
}
