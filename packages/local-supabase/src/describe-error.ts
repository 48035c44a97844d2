// Errors in words. describeError: one line for the server log, the error's message and Postgres
// code, never the query's parameters (they can hold password hashes and tokens).
// describeStartupError: what the CLI prints when the backend cannot start, one paragraph that
// names the thing and what to do, in place of a stack trace.
import { ConfigError } from './config.ts';
import { DataFolderError, DataFolderLockedError } from './data-folder.ts';
import { DatabaseConnectionError } from './database.ts';

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.message} (${code})` : (error.stack ?? error.message);
}

/** A path as one shell word, for the commands the messages suggest. */
export function shellWord(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`;
}

const ANOTHER_FOLDER = 'start with another --data-dir DIR (or DATA_DIR), or with --memory';

function describeFolder(error: DataFolderError): string {
  const dir = error.dataDir;
  const moveAside = `move it aside (\`mv ${shellWord(dir)} ${shellWord(`${dir}.old`)}\`)`;
  const deleteOrStart =
    `if you need none of its accounts and progress, delete it (\`rm -r ${shellWord(dir)}\`). ` +
    `Then start again, which creates a new, empty database there; or ${ANOTHER_FOLDER}.`;
  const keep = `The backend deletes nothing. To keep what it holds, ${moveAside}; ${deleteOrStart}`;
  switch (error.problem) {
    case 'not-a-folder':
      return `The data folder ${dir} cannot be used: ${error.detail}. Choose a folder with --data-dir DIR (or DATA_DIR), or use --memory.`;
    case 'inaccessible':
      return `The data folder ${dir} cannot be used: ${error.detail}. Let this user read and write it, or ${ANOTHER_FOLDER}.`;
    case 'not-empty':
      return `The data folder ${dir} is not a database: ${error.detail}. A new database is created only in an empty folder, so that its files never mix with others. Choose an empty or new folder with --data-dir DIR (or DATA_DIR), or move those files out of it.`;
    case 'not-a-database':
      return `The data folder ${dir} is not a readable database: ${error.detail}. ${keep}`;
    case 'incompatible':
      return `The data folder ${dir} cannot be opened: ${error.detail}. The backend deletes nothing. To keep its data, export it with the PGlite version that made it (pg_dump) and ${moveAside}; ${deleteOrStart}`;
    case 'damaged':
      return `The data folder ${dir} is not a readable database: it looks damaged (${error.detail}). ${keep}`;
  }
}

function describeLock(error: DataFolderLockedError): string {
  const dir = error.dataDir;
  const lock = shellWord(error.lockFile);
  const { owner } = error;
  if (!owner) {
    return `The data folder ${dir} is locked by ${error.lockFile}, which is empty or unreadable: another backend is starting on it right now, or one crashed while starting. If no backend is running on that folder, delete the lock (\`rm ${lock}\`) and start again; or ${ANOTHER_FOLDER}.`;
  }
  const self = owner.pid === process.pid ? ', this very process' : '';
  return `The data folder ${dir} is in use by another backend (pid ${owner.pid}${self}, port ${owner.port}, started ${owner.startedAt}). Two backends on one folder would each keep their own copy of the data and lose the other's accounts, so this one did not start. Stop that one (Ctrl-C in its terminal, or \`kill ${owner.pid}\`), or ${ANOTHER_FOLDER}. If pid ${owner.pid} is not a local backend, delete the lock (\`rm ${lock}\`) and start again.`;
}

function describeListen(error: Error & { code: string; port?: number; address?: string }) {
  const port = error.port ?? '?';
  const where = error.address ? ` on ${error.address}` : '';
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port}${where} is in use (another backend? \`lsof -i :${port}\` shows what holds it). Stop that, or choose another port with --port N (or PORT=N).`;
    case 'EACCES':
      return `Not allowed to listen on port ${port}${where} (ports below 1024 need administrator rights): choose another with --port N (or PORT=N).`;
    case 'EADDRNOTAVAIL':
      return `Cannot listen on ${error.address ?? 'HOST'}: it is not an address of this machine. Set HOST to 127.0.0.1 (this machine only) or 0.0.0.0 (every network).`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot listen on HOST=${(error as { hostname?: string }).hostname ?? '?'}: no such host name. Set HOST to 127.0.0.1 (this machine only) or 0.0.0.0 (every network).`;
    default:
      return undefined;
  }
}

/**
 * The paragraph the CLI prints when the backend cannot start, for the failures a person can
 * fix; undefined for anything else (a bug: the CLI prints its stack).
 */
export function describeStartupError(error: unknown): string | undefined {
  if (error instanceof ConfigError) return `Configuration: ${error.message}`;
  if (error instanceof DataFolderLockedError) return describeLock(error);
  if (error instanceof DataFolderError) return describeFolder(error);
  if (error instanceof DatabaseConnectionError) {
    return `Cannot connect to PostgreSQL at ${error.server}: ${error.reason}. Start that server, or correct DATABASE_URL (unset it to use PGlite in .local-supabase/data).`;
  }
  if (error instanceof Error && (error as { syscall?: unknown }).syscall !== undefined) {
    const { syscall, code } = error as { syscall?: unknown; code?: unknown };
    if ((syscall === 'listen' || syscall === 'getaddrinfo') && typeof code === 'string') {
      return describeListen(error as Error & { code: string });
    }
  }
  return undefined;
}
