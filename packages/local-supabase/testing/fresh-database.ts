// A new, empty database on a PostgreSQL server, for a test suite or a benchmark run, and the
// function that drops it afterwards.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export async function freshDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // The pool's connections close asynchronously after pool.end(); let them go first.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
