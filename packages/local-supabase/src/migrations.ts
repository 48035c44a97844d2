// Applies the local platform SQL (what a hosted Supabase database already has), then every
// migration of supabase/migrations that is not yet recorded, each in its own transaction and
// recorded in supabase_migrations.schema_migrations as the Supabase CLI does.
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Database } from './database.ts';

export const PLATFORM_SQL = resolve(import.meta.dirname, '../sql/supabase-platform.sql');
export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../../supabase/migrations');

const MIGRATION_FILE = /^(\d{14})_(.+)\.sql$/;

export type Migration = { version: string; name: string; file: string };

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match) {
      throw new Error(
        `${join(dir, file)}: a migration's name must be <14-digit timestamp>_<name>.sql, as the Supabase CLI expects.`,
      );
    }
    return { version: match[1]!, name: match[2]!, file: join(dir, file) };
  });
}

/** Returns the versions applied by this call. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(await readFile(PLATFORM_SQL, 'utf8'));
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).map((row) => row.version),
  );
  const done: string[] = [];
  for (const migration of await listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    const script = await readFile(migration.file, 'utf8');
    try {
      await db.transaction(async (sql) => {
        await sql.query(`set local search_path = public`);
        await sql.exec(script);
        await sql.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [script]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${migration.file} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    done.push(migration.version);
  }
  return done;
}
