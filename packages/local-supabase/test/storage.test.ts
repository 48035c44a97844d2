// Storage: PGlite keeps its data folder across restarts; migrations are applied once, in order,
// and recorded as the Supabase CLI records them.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/database.ts';
import { listMigrations, migrate } from '../src/migrations.ts';
import { startServer } from '../src/server.ts';

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'local-supabase-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('PGlite data folder', () => {
  it('keeps accounts and progress across a restart, and applies each migration once', async () => {
    const dataDir = tempFolder();
    const config = loadConfig({}, { port: 0, storage: { kind: 'pglite', dataDir } });
    const first = await startServer(config);
    expect(first.migrationsApplied).toEqual((await listMigrations()).map((m) => m.version));
    const client = createClient(first.url, config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data } = await client.auth.signUp({
      email: 'fica@escola.example',
      password: 'senha123',
    });
    await client
      .from('user_progress')
      .upsert(
        { user_id: data.user!.id, current_scenario: 7 },
        { onConflict: 'user_id,selected_category' },
      );
    await first.close();

    const second = await startServer(config);
    expect(second.migrationsApplied).toEqual([]);
    const again = createClient(second.url, config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const signIn = await again.auth.signInWithPassword({
      email: 'fica@escola.example',
      password: 'senha123',
    });
    expect(signIn.error).toBeNull();
    const row = await again.from('user_progress').select('current_scenario').single();
    expect(row.data).toEqual({ current_scenario: 7 });
    await second.close();
  });
});

describe('migrations', () => {
  it('names the file when a migration fails, and records nothing for it', async () => {
    const dir = tempFolder();
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, '20260101000000_good.sql'),
      'create table public.ok (id int primary key);',
    );
    writeFileSync(
      join(dir, '20260102000000_bad.sql'),
      'create table public.broken (id int primary key;',
    );
    const db = await openPglite(undefined);
    await expect(migrate(db, dir)).rejects.toThrow(/20260102000000_bad\.sql failed: syntax error/);
    const versions = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    expect(versions.map((row) => row.version)).toEqual(['20260101000000']);
    await db.close();
  });

  it('refuses a file whose name the Supabase CLI would not take', async () => {
    const dir = tempFolder();
    writeFileSync(join(dir, 'progress.sql'), 'select 1;');
    await expect(listMigrations(dir)).rejects.toThrow(
      /progress\.sql: a migration's name must be <14-digit timestamp>_<name>\.sql/,
    );
  });
});
