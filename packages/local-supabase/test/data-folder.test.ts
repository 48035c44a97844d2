// PGlite's data folder through the library: its lock (one backend at a time, a dead owner's lock
// taken over), and the typed errors for a folder that is not a database. The CLI's side of the
// same cases is in cli.test.ts.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  DataFolderError,
  DataFolderLockedError,
  inspectDataFolder,
  LOCK_FILE,
  lockDataFolder,
} from '../src/data-folder.ts';
import { openPglite } from '../src/database.ts';

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'local-supabase-folder-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;
const owner = { port: 54321, host: '127.0.0.1' };
const lockContent = (dir: string) =>
  JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as Record<string, unknown>;

describe('the data folder lock', () => {
  it('refuses a second open of one folder, naming the owner, until the first closes', async () => {
    const dir = tempFolder();
    const first = await openPglite(dir, owner);
    expect(lockContent(dir)).toMatchObject({ pid: process.pid, port: 54321, host: '127.0.0.1' });
    const second = openPglite(dir, { port: 54322, host: '127.0.0.1' });
    await expect(second).rejects.toBeInstanceOf(DataFolderLockedError);
    const error = (await second.catch((caught: unknown) => caught)) as DataFolderLockedError;
    expect(error.dataDir).toBe(dir);
    expect(error.owner).toMatchObject({ pid: process.pid, port: 54321 });
    // The refused open left the owner's lock alone.
    expect(lockContent(dir)).toMatchObject({ port: 54321 });
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openPglite(dir, owner);
    await again.close();
  });

  it('takes over a lock whose process is no longer running, and says so', () => {
    const dir = tempFolder();
    const pid = deadPid();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid, port: 54399, host: '127.0.0.1', startedAt: '2026-01-01T00:00:00Z' }),
    );
    const log = vi.fn();
    const lock = lockDataFolder(dir, owner, log);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toBe(
      `local-supabase: took over the lock of ${dir}: its owner (pid ${pid}, port 54399, started 2026-01-01T00:00:00Z) is no longer running.`,
    );
    expect(lockContent(dir)).toMatchObject({ pid: process.pid, port: 54321 });
    lock.setPort(40000);
    expect(lockContent(dir)).toMatchObject({ pid: process.pid, port: 40000 });
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('does not take over a lock it cannot read (a backend starting, or one that crashed starting)', () => {
    const dir = tempFolder();
    writeFileSync(join(dir, LOCK_FILE), '');
    expect(() => lockDataFolder(dir, owner)).toThrow(DataFolderLockedError);
    try {
      lockDataFolder(dir, owner);
    } catch (error) {
      expect((error as DataFolderLockedError).owner).toBeUndefined();
    }
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('');
  });

  it('releases only a lock that is still its own', () => {
    const dir = tempFolder();
    const lock = lockDataFolder(dir, owner);
    const someoneElse = JSON.stringify({ pid: 1, port: 1, host: 'h', startedAt: 'then' });
    writeFileSync(join(dir, LOCK_FILE), someoneElse);
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(someoneElse);
  });
});

describe('a folder that is not a database', () => {
  it('tells an empty folder, a database, and the rest apart', () => {
    const empty = tempFolder();
    writeFileSync(join(empty, LOCK_FILE), '{}');
    expect(inspectDataFolder(empty)).toEqual({ kind: 'empty' });

    const database = tempFolder();
    writeFileSync(join(database, 'PG_VERSION'), '18\n');
    expect(inspectDataFolder(database)).toEqual({ kind: 'database', version: '18' });

    const junk = tempFolder();
    writeFileSync(join(junk, 'notes.txt'), 'hello');
    mkdirSync(join(junk, 'photos'));
    expect(() => inspectDataFolder(junk)).toThrow(
      expect.objectContaining({
        problem: 'not-empty',
        detail: expect.stringContaining('notes.txt, photos'),
      }),
    );

    const blank = tempFolder();
    writeFileSync(join(blank, 'PG_VERSION'), '');
    expect(() => inspectDataFolder(blank)).toThrow(
      expect.objectContaining({ problem: 'not-a-database', detail: 'its PG_VERSION is empty' }),
    );
    writeFileSync(join(blank, 'PG_VERSION'), 'garbage');
    expect(() => inspectDataFolder(blank)).toThrow(
      expect.objectContaining({ problem: 'not-a-database' }),
    );
  });

  it('refuses an empty PG_VERSION before PGlite opens it (was "PGlite failed to initialize properly"), releasing the lock and changing nothing', async () => {
    const dir = tempFolder();
    writeFileSync(join(dir, 'PG_VERSION'), '');
    const error = (await openPglite(dir).catch((caught: unknown) => caught)) as DataFolderError;
    expect(error).toBeInstanceOf(DataFolderError);
    expect(error).toMatchObject({ dataDir: dir, problem: 'not-a-database' });
    expect(readdirSync(dir)).toEqual(['PG_VERSION']);
  });

  it('refuses a file in place of the folder (was EEXIST and a stack)', async () => {
    const file = join(tempFolder(), 'data');
    writeFileSync(file, 'not a folder');
    await expect(openPglite(file)).rejects.toMatchObject({
      name: 'DataFolderError',
      problem: 'not-a-folder',
    });
    await expect(openPglite(join(file, 'below'))).rejects.toMatchObject({
      problem: 'not-a-folder',
    });
  });
});
