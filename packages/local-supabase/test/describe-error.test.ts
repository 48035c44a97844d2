// What the CLI prints when the backend cannot start: one paragraph naming the thing and what to
// do, never a stack. The library throws the typed errors; describeStartupError words them.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { DataFolderError, DataFolderLockedError } from '../src/data-folder.ts';
import { DatabaseConnectionError, openPostgres } from '../src/database.ts';
import { describeStartupError, shellWord } from '../src/describe-error.ts';
import { startServer } from '../src/server.ts';

const STACK_LINE = /^\s+at .+/m;

function paragraph(error: unknown): string {
  const text = describeStartupError(error);
  if (text === undefined) throw new Error(`no message for ${String(error)}`);
  expect(text).not.toMatch(STACK_LINE);
  expect(text).not.toContain('\n');
  return text;
}

describe('describeStartupError', () => {
  it('names the folder, the owner and the ways out when the data folder is in use', () => {
    const text = paragraph(
      new DataFolderLockedError('/home/ana/data', '/home/ana/data/local-supabase.pid', {
        pid: 4242,
        port: 54321,
        host: '127.0.0.1',
        startedAt: '2026-11-25T10:00:00.000Z',
      }),
    );
    expect(text).toContain('The data folder /home/ana/data is in use by another backend');
    expect(text).toContain('pid 4242');
    expect(text).toContain('port 54321');
    expect(text).toContain('kill 4242');
    expect(text).toContain('another --data-dir');
    expect(text).toContain('rm /home/ana/data/local-supabase.pid');
  });

  it('explains an unreadable lock', () => {
    const text = paragraph(new DataFolderLockedError('/d', '/d/local-supabase.pid', undefined));
    expect(text).toContain('empty or unreadable');
    expect(text).toContain('rm /d/local-supabase.pid');
  });

  it('says a damaged or unreadable folder is not a readable database, and how to keep or drop it', () => {
    for (const error of [
      new DataFolderError('/srv/my data', 'damaged', 'PGlite aborted while reading it'),
      new DataFolderError('/srv/my data', 'not-a-database', 'its PG_VERSION is empty'),
    ]) {
      const text = paragraph(error);
      expect(text).toContain('The data folder /srv/my data is not a readable database');
      expect(text).toContain(error.detail);
      expect(text).toContain('deletes nothing');
      expect(text).toContain("`mv '/srv/my data' '/srv/my data.old'`");
      expect(text).toContain("`rm -r '/srv/my data'`");
    }
    expect(
      paragraph(
        new DataFolderError(
          '/d',
          'incompatible',
          'it holds a database of PostgreSQL 17, and PGlite runs PostgreSQL 18',
        ),
      ),
    ).toContain('PostgreSQL 17');
    expect(
      paragraph(new DataFolderError('/d', 'not-empty', 'it holds files (a) and no PG_VERSION')),
    ).toContain('only in an empty folder');
    expect(
      paragraph(new DataFolderError('/d', 'not-a-folder', 'it is a file, not a folder')),
    ).toContain('--data-dir DIR');
  });

  it('names the port in use, from the error the library really throws (was EADDRINUSE and a stack)', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    try {
      const config = loadConfig({}, { port, storage: { kind: 'pglite', dataDir: undefined } });
      const error = await startServer(config).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'EADDRINUSE', port });
      expect(paragraph(error)).toBe(
        `Port ${port} on 127.0.0.1 is in use (another backend? \`lsof -i :${port}\` shows what holds it). Stop that, or choose another port with --port N (or PORT=N).`,
      );
    } finally {
      holder.close();
    }
  });

  it('names the PostgreSQL server that does not answer, without its password', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    holder.close(); // nothing listens there now
    const error = await openPostgres(`postgres://ana:secret@127.0.0.1:${port}/db`).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DatabaseConnectionError);
    const text = paragraph(error);
    expect(text).toContain(
      `Cannot connect to PostgreSQL at postgres://ana:***@127.0.0.1:${port}/db`,
    );
    expect(text).toContain('ECONNREFUSED');
    expect(text).not.toContain('secret');
  });

  it('keeps configuration errors as they were, and leaves other errors to the stack', () => {
    expect(paragraph(new ConfigError('environment › PORT: bad'))).toBe(
      'Configuration: environment › PORT: bad',
    );
    expect(describeStartupError(new TypeError('a bug'))).toBeUndefined();
  });

  it('quotes a path for the shell only when it must', () => {
    expect(shellWord('/a/b-c_d.e')).toBe('/a/b-c_d.e');
    expect(shellWord("/it's here")).toBe(`'/it'\\''s here'`);
  });
});
