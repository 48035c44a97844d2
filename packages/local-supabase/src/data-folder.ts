// PGlite's data folder: one backend at a time, and a refusal, with the reason, of a folder that
// is not a database. PostgreSQL keeps postmaster.pid in its data directory for the same reason:
// two servers on one folder would each work on their own copy of its pages and lose each
// other's writes. Here the lock is `local-supabase.pid`, created only if absent, holding the
// owner's pid, port and start time; a lock whose pid is no longer running (a crash, a kill -9)
// is taken over. Nothing here ever deletes a database file.
import {
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'local-supabase.pid';

export type LockOwner = { pid: number; port: number; host: string; startedAt: string };

/** Another backend (or this process) holds the folder's lock. */
export class DataFolderLockedError extends Error {
  override name = 'DataFolderLockedError';
  readonly dataDir: string;
  readonly lockFile: string;
  /** Undefined when the lock file cannot be read: a backend is starting, or one crashed while starting. */
  readonly owner: LockOwner | undefined;
  constructor(dataDir: string, lockFile: string, owner: LockOwner | undefined) {
    super(
      owner
        ? `${dataDir} is in use by the backend with pid ${owner.pid} (port ${owner.port}, started ${owner.startedAt})`
        : `${dataDir} is locked by ${lockFile}, which is empty or unreadable`,
    );
    this.dataDir = dataDir;
    this.lockFile = lockFile;
    this.owner = owner;
  }
}

export type DataFolderProblem =
  /** The path is a file, or a file stands in its path. */
  | 'not-a-folder'
  /** It cannot be created, read or written (permissions, a read-only disk). */
  | 'inaccessible'
  /** It holds files but no database (no PG_VERSION): initdb would refuse it too. */
  | 'not-empty'
  /** PG_VERSION does not name a PostgreSQL version. */
  | 'not-a-database'
  /** A database of another PostgreSQL major version. */
  | 'incompatible'
  /** A database PGlite cannot open, or whose files fail to read. */
  | 'damaged';

export class DataFolderError extends Error {
  override name = 'DataFolderError';
  readonly dataDir: string;
  readonly problem: DataFolderProblem;
  /** What is wrong, without the folder's name. */
  readonly detail: string;
  constructor(
    dataDir: string,
    problem: DataFolderProblem,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${dataDir}: ${detail}`, options);
    this.dataDir = dataDir;
    this.problem = problem;
    this.detail = detail;
  }
}

function errorCode(error: unknown): string | undefined {
  const code: unknown = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Creates the folder (and its parents) if absent; a file in the way is a DataFolderError. */
export function createDataFolder(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST') {
      throw new DataFolderError(dataDir, 'not-a-folder', 'it is a file, not a folder', {
        cause: error,
      });
    }
    if (code === 'ENOTDIR') {
      throw new DataFolderError(dataDir, 'not-a-folder', 'a part of its path is a file', {
        cause: error,
      });
    }
    throw new DataFolderError(dataDir, 'inaccessible', (error as Error).message, { cause: error });
  }
}

// The lock files this process holds, with the content it wrote: a second open in the same
// process is refused too, and the exit hook removes only what is still ours.
const held = new Map<string, string>();
let exitHookInstalled = false;

function removeIfOurs(file: string, content: string): void {
  try {
    if (readFileSync(file, 'utf8') === content) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // process.exit() and uncaught exceptions still release the folder; a kill -9 cannot, and
  // the next start takes the lock over.
  process.on('exit', () => {
    for (const [file, content] of held) removeIfOurs(file, content);
  });
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) {
      return undefined;
    }
    return {
      pid: value.pid,
      port: typeof value.port === 'number' ? value.port : 0,
      host: typeof value.host === 'string' ? value.host : '127.0.0.1',
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : 'at an unknown time',
    };
  } catch {
    return undefined;
  }
}

/** The lock's owner; 'gone' when there is no lock file; undefined when it cannot be read. */
function readOwner(file: string): LockOwner | 'gone' | undefined {
  try {
    return parseOwner(readFileSync(file, 'utf8'));
  } catch (error) {
    return errorCode(error) === 'ENOENT' ? 'gone' : undefined;
  }
}

function isRunning(pid: number): boolean {
  // Our own pid in a lock this process does not hold: a previous run in a container, whose
  // processes get the same pids each time.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM'; // alive, but another user's
  }
}

export type DataFolderLock = {
  readonly file: string;
  /** Records the port the server listens on (once the system chose it, for port 0). */
  setPort(port: number): void;
  /** Removes the lock file if it is still this process's. */
  release(): void;
};

/**
 * Takes the folder's lock, or throws DataFolderLockedError naming its owner. A lock left by a
 * process that is no longer running is taken over, with a warning.
 */
export function lockDataFolder(
  dataDir: string,
  owner: { port: number; host: string },
  log: (line: string) => void = console.warn,
): DataFolderLock {
  // The real path: the same folder reached through a symbolic link has the same lock.
  const file = join(realpathSync(dataDir), LOCK_FILE);
  const mine: LockOwner = {
    pid: process.pid,
    port: owner.port,
    host: owner.host,
    startedAt: new Date().toISOString(),
  };
  let content = `${JSON.stringify(mine)}\n`;
  let takenOver: LockOwner | undefined;
  for (let attempt = 0; ; attempt++) {
    const ours = held.get(file);
    if (ours !== undefined) throw new DataFolderLockedError(dataDir, file, parseOwner(ours));
    try {
      // `wx`: created only if absent, so of two starts exactly one gets it.
      writeFileSync(file, content, { flag: 'wx' });
      break;
    } catch (error) {
      const code = errorCode(error);
      if (code !== 'EEXIST') {
        throw new DataFolderError(dataDir, 'inaccessible', (error as Error).message, {
          cause: error,
        });
      }
    }
    const current = readOwner(file);
    if (current === 'gone') continue;
    if (current === undefined || isRunning(current.pid) || attempt >= 5) {
      throw new DataFolderLockedError(dataDir, file, current);
    }
    if (takeOver(file, current)) takenOver = current;
  }
  held.set(file, content);
  installExitHook();
  if (takenOver) {
    log(
      `local-supabase: took over the lock of ${dataDir}: its owner (pid ${takenOver.pid}, port ${takenOver.port}, started ${takenOver.startedAt}) is no longer running.`,
    );
  }
  return {
    file,
    setPort(port) {
      if (held.get(file) !== content || port === mine.port) return;
      mine.port = port;
      const next = `${JSON.stringify(mine)}\n`;
      // Written beside it and renamed over it, so that a reader never sees half of it.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, next);
      renameSync(temporary, file);
      content = next;
      held.set(file, content);
    },
    release() {
      if (held.get(file) !== content) return;
      held.delete(file);
      removeIfOurs(file, content);
    },
  };
}

/**
 * Removes a stale lock: renamed aside first, so that when two starts race to take it over only
 * one removes it, and a lock a racing start has just created is put back.
 */
function takeOver(file: string, stale: LockOwner): boolean {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
  const moved = readOwner(aside);
  const isTheStaleOne =
    moved !== 'gone' &&
    moved !== undefined &&
    moved.pid === stale.pid &&
    moved.startedAt === stale.startedAt;
  if (!isTheStaleOne) {
    try {
      linkSync(aside, file);
    } catch {
      // Another lock is there already; the next attempt reads it.
    }
  }
  unlinkSync(aside);
  return isTheStaleOne;
}

/** What the folder holds: nothing yet, or a database of PG_VERSION's major version. */
export type FolderContents = { kind: 'empty' } | { kind: 'database'; version: string };

/**
 * Looks at the folder before PGlite opens it. PGlite would create a database among any files
 * in a folder without PG_VERSION; initdb refuses a folder that is not empty, and so does this.
 */
export function inspectDataFolder(dataDir: string): FolderContents {
  let names: string[];
  try {
    names = readdirSync(dataDir).filter(
      (name) => name !== LOCK_FILE && !name.startsWith(`${LOCK_FILE}.`),
    );
  } catch (error) {
    throw new DataFolderError(dataDir, 'inaccessible', (error as Error).message, { cause: error });
  }
  if (!names.includes('PG_VERSION')) {
    if (names.length === 0) return { kind: 'empty' };
    const some = names.sort().slice(0, 3).join(', ');
    throw new DataFolderError(
      dataDir,
      'not-empty',
      `it holds files (${some}${names.length > 3 ? ', …' : ''}) and no PG_VERSION`,
    );
  }
  let version: string;
  try {
    version = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim();
  } catch (error) {
    throw new DataFolderError(dataDir, 'not-a-database', `its PG_VERSION cannot be read`, {
      cause: error,
    });
  }
  if (!/^\d{1,3}$/.test(version)) {
    throw new DataFolderError(
      dataDir,
      'not-a-database',
      version
        ? `its PG_VERSION holds ${JSON.stringify(version.slice(0, 40))}, not a PostgreSQL version`
        : 'its PG_VERSION is empty',
    );
  }
  return { kind: 'database', version };
}
