// /rest/v1: the part of PostgREST the app needs: tables, and functions under /rpc. Each request is
// one transaction that first becomes the caller's role (SET LOCAL ROLE through set_config) with
// the JWT's claims in request.jwt.claims, so Postgres itself applies the grants (EXECUTE too),
// row-level security and auth.uid().
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Config } from '../config.ts';
import { isPostgresError, type Database, type Sql } from '../database.ts';
import { describeError } from '../describe-error.ts';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../json-depth.ts';
import { verifyJwt } from '../jwt.ts';
import { fromPostgres, RestError, RestErrors } from './errors.ts';
import {
  parseColumnList,
  parsePrefer,
  parseReadQuery,
  parseSelect,
  type Filter,
  type Preferences,
} from './query.ts';
import { createAccountQueue, createEngineShare, type TimeBudget } from './account-queue.ts';
import { boundedAnswerSql, checkAnswerSize, type BoundedAnswer } from './answer-size.ts';
import { meteredSql } from './engine-time.ts';
import { resolveFunction } from './rpc.ts';
import { API_ROLES as API_ROLE_NAMES, type SchemaCache, type TableInfo } from './schema-cache.ts';
import { deleteSql, insertSql, rpcSql, selectSql, updateSql } from './sql.ts';
import { isRecord } from '../json-object.ts';

const API_ROLES = new Set<string>(API_ROLE_NAMES);
const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';

type Caller = { role: string; claims: Record<string, unknown> };

/** Writes one account may have under way at once; one more is 429 (docs/decisions/0038). */
export const WRITES_PER_ACCOUNT = 8;
/**
 * Reads one account may have under way at once, run one at a time; one more is 429 (issue 41,
 * docs/decisions/0038). The app reads at most 3 things at once (a page's Promise.all).
 */
export const READS_PER_ACCOUNT = 8;
/**
 * On PGlite, each account's share of the engine's time (docs/decisions/0038): the time a read or
 * write runs beyond 25 ms is taken from a bucket of 25 ms, refilled at 10 ms a second. Time is the
 * engine's CPU time (engine-time.ts), so a learner's save, even of a whole row of 100 answers
 * (about 15 ms), does not reach it however busy the machine is; the time beyond is spent only by
 * rows far larger than the content makes (the bounds allow 1,000 scenarios for 100). The bucket
 * holds less than one long request, so an account that sends them gets one at a time, each
 * followed by a wait as long as its cost.
 */
export const PGLITE_ACCOUNT_BUDGET: TimeBudget = {
  capacityMs: 25,
  refillMsPerSecond: 10,
  freeMsPerRequest: 25,
};
/**
 * A write whose body is larger than this is long: 32 KiB, a row of about 250 scenarios, where
 * the content makes 100 (a whole row of 100 answers is about 13 KiB). Long writes go through one
 * lane for all accounts (account-queue.ts, point 3), as accounts are free to make (issue 41).
 */
export const LONG_WRITE_BYTES = 32 * 1024;
/**
 * Long writes under way in the lane at once, across all accounts: 8, as one account may have 8
 * writes under way, so 8 accounts get what one account's 8 tabs get; one more is 429.
 */
export const LONG_WRITES_AT_ONCE = 8;
/**
 * On PGlite, the lane's one bucket: all long writes together get one account's share, and pay for
 * all their time, as none is an ordinary save. Measured (docs/decisions/0038): with the free
 * 25 ms of an account, 8 accounts' first largest rows (inserts, under 25 ms of CPU each) went
 * through back to back and took another learner's save to p99 201 ms on the loaded machine.
 */
export const PGLITE_LONG_LANE_BUDGET: TimeBudget = {
  ...PGLITE_ACCOUNT_BUDGET,
  freeMsPerRequest: 0,
};
const LONG_LANE = 'long writes';

export function restRoutes(db: Database, config: Config, schema: () => SchemaCache): Hono {
  const app = new Hono();
  const onPglite = config.storage.kind === 'pglite';
  // An account's reads and writes spend one bucket (issue 41: reads were neither queued nor
  // metered, and 8 parallel reads of one large row took another learner's save to 1.1 s).
  const share = onPglite ? createEngineShare(PGLITE_ACCOUNT_BUDGET) : undefined;
  const writes = createAccountQueue(WRITES_PER_ACCOUNT, share);
  const reads = createAccountQueue(READS_PER_ACCOUNT, share);
  const longLane = createAccountQueue(
    LONG_WRITES_AT_ONCE,
    onPglite ? PGLITE_LONG_LANE_BUDGET : undefined,
  );

  app.onError((error, c) => {
    const answer = error instanceof RestError ? error : unexpected(error);
    for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
    c.header('Content-Type', JSON_TYPE);
    return c.body(JSON.stringify(answer.body), answer.status);
  });

  async function callerOf(c: Context): Promise<Caller> {
    const token = /^bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) return { role: 'anon', claims: { role: 'anon' } };
    const verified = await verifyJwt(token, config.jwtSecret);
    if ('failure' in verified) {
      if (verified.failure.kind === 'expired') throw RestErrors.jwtExpired();
      throw RestErrors.jwt(
        verified.failure.kind === 'malformed'
          ? verified.failure.reason
          : 'JWT cryptographic operation failed',
      );
    }
    const role = typeof verified.claims.role === 'string' ? verified.claims.role : 'anon';
    if (!API_ROLES.has(role))
      throw RestErrors.jwt(`JWT role "${role}" is not one of anon, authenticated, service_role`);
    return { role, claims: { ...verified.claims, role } };
  }

  /**
   * Runs `work` as the caller, in a transaction, turning Postgres errors into PostgREST's. As
   * PostgREST, the role's own settings (`alter role … set`, read with the schema cache) are
   * applied for the transaction: Supabase's statement_timeout of 3 s for anon and 8 s for
   * authenticated cancels a statement that runs longer (57014, answered 500). PGlite has no timer
   * to interrupt a statement with: there the setting is applied but a statement runs to its end.
   */
  async function asCaller<T>(
    c: Context,
    readOnly: boolean,
    work: (sql: Sql) => Promise<T>,
    bodyBytes = 0,
  ): Promise<T> {
    const caller = await callerOf(c);
    const settings = schema().roleSettings.get(caller.role) ?? [];
    const params: unknown[] = [
      caller.role,
      JSON.stringify(caller.claims),
      c.req.method,
      new URL(c.req.url).pathname,
      ...settings.flat(),
    ];
    const roleSettings = settings
      .map((_, index) => `, set_config($${5 + 2 * index}, $${6 + 2 * index}, true)`)
      .join('');
    // `used` is told the engine's time the transaction's statements took (engine-time.ts).
    const transaction = (used?: (ms: number) => void) =>
      db.transaction(async (raw) => {
        let spent = 0;
        const sql = used ? meteredSql(raw, (ms) => (spent += ms)) : raw;
        try {
          if (readOnly) await sql.query('set transaction read only');
          await sql.query(
            `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.method', $3, true), set_config('request.path', $4, true),
                  set_config('search_path', 'public', true)${roleSettings}`,
            params,
          );
          return await work(sql);
        } finally {
          used?.(spent);
        }
      });
    /** A long write's turn in the lane of all accounts, charged to its account and the lane. */
    const inLongLane = async (charge: (ms: number) => void) => {
      const done = await longLane.run(LONG_LANE, (laneCharge) =>
        transaction((ms) => {
          charge(ms);
          laneCharge(ms);
        }),
      );
      if (!done) throw RestErrors.longWritesBusy(LONG_WRITES_AT_ONCE, LONG_WRITE_BYTES);
      return done.value;
    };
    try {
      // A signed-in account's reads and writes take their turn (account-queue.ts).
      const account = caller.claims.sub;
      if (typeof account !== 'string') return await transaction();
      const long = !readOnly && bodyBytes > LONG_WRITE_BYTES;
      const done = await (readOnly ? reads : writes).run(account, (charge) =>
        long ? inLongLane(charge) : transaction(charge),
      );
      if (!done) {
        throw readOnly
          ? RestErrors.accountBusy(READS_PER_ACCOUNT, 'reads')
          : RestErrors.accountBusy(WRITES_PER_ACCOUNT);
      }
      return done.value;
    } catch (error) {
      if (isPostgresError(error)) throw fromPostgres(error, caller.role === 'anon');
      throw error;
    }
  }

  function tableOf(c: Context): { name: string; info: TableInfo } {
    const name = c.req.param('table') ?? '';
    const info = schema().tables.get(name);
    if (!info) throw RestErrors.unknownTable(name);
    return { name, info };
  }

  function checkProfile(c: Context, header: 'accept-profile' | 'content-profile') {
    const profile = c.req.header(header);
    if (profile !== undefined && profile !== 'public') throw RestErrors.schema();
  }

  const wantsObject = (c: Context) => (c.req.header('accept') ?? '').includes(OBJECT_TYPE);

  app.on(['GET', 'HEAD'], '/:table', async (c) => {
    checkProfile(c, 'accept-profile');
    const { name } = tableOf(c);
    const query = parseReadQuery(new URL(c.req.url).searchParams);
    const { text, params } = selectSql(name, query);
    const [result] = await asCaller(c, true, (sql) =>
      sql.query<BoundedAnswer>(boundedAnswerSql(text), params),
    );
    checkAnswerSize(result);
    const rows = result?.rows ?? 0;
    let body = result?.body ?? '[]';
    if (wantsObject(c)) {
      if (rows !== 1) throw RestErrors.singular(rows);
      body = JSON.stringify((JSON.parse(body) as unknown[])[0]);
    }
    c.header(
      'Content-Range',
      rows === 0 ? '*/*' : `${query.offset ?? 0}-${(query.offset ?? 0) + rows - 1}/*`,
    );
    c.header('Content-Type', wantsObject(c) ? `${OBJECT_TYPE}; charset=utf-8` : JSON_TYPE);
    return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(body, 200);
  });

  app.post('/rpc/:name', async (c) => {
    checkProfile(c, 'content-profile');
    const text = await c.req.text();
    // PostgREST reads an empty body as {}: a function without arguments needs none.
    const args = text.trim() === '' ? {} : parseJson(text);
    if (!isRecord(args)) throw RestErrors.invalidBody();
    const fn = resolveFunction(schema().functions, c.req.param('name'), Object.keys(args));
    const { text: query, params } = rpcSql(fn, args);
    // As PostgREST: a stable or immutable function runs in a read-only transaction.
    const [result, status] = await asCaller(
      c,
      fn.volatility !== 'volatile',
      async (sql) => {
        const [called] = await sql.query<BoundedAnswer>(boundedAnswerSql(query), params);
        return [called, await responseStatus(sql)] as const;
      },
      Buffer.byteLength(text),
    );
    checkAnswerSize(result);
    // PostgREST 12 answers a void function with 204 and no body.
    if (fn.returns === 'void') return c.body(null, status ?? 204);
    let body = result?.body ?? 'null';
    if (fn.returnsSet) {
      const rows = result?.rows ?? 0;
      c.header('Content-Range', rows === 0 ? '*/*' : `0-${rows - 1}/*`);
      if (wantsObject(c)) {
        if (rows !== 1) throw RestErrors.singular(rows);
        body = JSON.stringify((JSON.parse(body) as unknown[])[0]);
      }
    }
    c.header('Content-Type', wantsObject(c) ? `${OBJECT_TYPE}; charset=utf-8` : JSON_TYPE);
    return c.body(body, status ?? 200);
  });

  app.post('/:table', async (c) => {
    checkProfile(c, 'content-profile');
    const { name, info } = tableOf(c);
    const url = new URL(c.req.url);
    const prefs = parsePrefer(c.req.header('prefer'));
    const text = await c.req.text();
    const body = parseJson(text);
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isRecord)) throw RestErrors.invalidBody();
    const columnsParam = url.searchParams.get('columns');
    const columns = columnsParam ? parseColumnList(columnsParam, 'columns') : sameKeys(rows);
    checkColumns(name, info, columns);
    const onConflictParam = url.searchParams.get('on_conflict');
    const onConflict = onConflictParam
      ? parseColumnList(onConflictParam, 'on_conflict')
      : info.primaryKey;
    checkColumns(name, info, onConflict);
    if (rows.length === 0) return written(c, 201, [], prefs.return, prefs.resolution);

    const insert = insertSql(name, rows, {
      columns,
      onConflict,
      resolution: prefs.resolution,
      returning: returningOf(c),
    });
    const result = await asCaller(
      c,
      false,
      (sql) => sql.query<{ inserted: boolean; row: string }>(insert.text, insert.params),
      Buffer.byteLength(text),
    );
    // PostgREST 12+: 201 when at least one row was inserted, 200 when an upsert only updated.
    const status =
      !prefs.resolution || result.some((r) => r.inserted) || result.length === 0 ? 201 : 200;
    return written(
      c,
      status,
      result.map((r) => r.row),
      prefs.return,
      prefs.resolution,
    );
  });

  app.patch('/:table', async (c) => {
    checkProfile(c, 'content-profile');
    const { name, info } = tableOf(c);
    const prefs = parsePrefer(c.req.header('prefer'));
    const bodyText = await c.req.text();
    const body = parseJson(bodyText);
    if (!isRecord(body)) throw RestErrors.invalidBody();
    const columns = Object.keys(body);
    checkColumns(name, info, columns);
    const filters = filtersOf(c);
    if (columns.length === 0) return changed(c, prefs, []);
    const { text, params } = updateSql(name, body, columns, filters, returningOf(c));
    return changed(
      c,
      prefs,
      await asCaller(
        c,
        false,
        (sql) => sql.query<{ row: string }>(text, params),
        Buffer.byteLength(bodyText),
      ),
    );
  });

  app.delete('/:table', async (c) => {
    const { name } = tableOf(c);
    const prefs = parsePrefer(c.req.header('prefer'));
    const { text, params } = deleteSql(name, filtersOf(c), returningOf(c));
    return changed(
      c,
      prefs,
      await asCaller(c, false, (sql) => sql.query<{ row: string }>(text, params)),
    );
  });

  /** PATCH and DELETE: 204 with nothing, or 200 with the rows when asked for them. */
  function changed(c: Context, prefs: Preferences, result: { row: string }[]) {
    const rows = result.map((r) => r.row);
    return written(c, prefs.return === 'representation' ? 200 : 204, rows, prefs.return, undefined);
  }

  function written(
    c: Context,
    status: 200 | 201 | 204,
    rows: string[],
    returning: 'minimal' | 'representation' | 'headers-only',
    resolution: string | undefined,
  ) {
    c.header('Content-Range', '*/*');
    if (resolution) c.header('Preference-Applied', `resolution=${resolution}`);
    if (status === 204 || returning !== 'representation') return c.body(null, status);
    c.header('Content-Type', JSON_TYPE);
    if (wantsObject(c)) {
      if (rows.length !== 1) throw RestErrors.singular(rows.length);
      return c.body(rows[0]!, status);
    }
    return c.body(`[${rows.join(',')}]`, status);
  }

  app.notFound((c) => {
    throw RestErrors.unknownTable(new URL(c.req.url).pathname.replace(/^\/rest\/v1\/?/, ''));
  });

  return app;
}

/**
 * The status a function set with `set_config('response.status', '404', true)`, as PostgREST
 * answers it (docs.postgrest.org, "Setting response status code"): the transaction still commits,
 * so a function can record what it refused (supabase/migrations/…_join_class_limit.sql). Unset
 * (null, or '' once another transaction of the connection set it) is the usual status; a value
 * that is not a status is PostgREST's PGRST112.
 */
async function responseStatus(sql: Sql): Promise<ContentfulStatusCode | undefined> {
  const [row] = await sql.query<{ status: string | null }>(
    "select current_setting('response.status', true) as status",
  );
  const value = row?.status ?? '';
  if (value === '') return undefined;
  const status = Number(value);
  if (!/^\d{3}$/.test(value) || status < 100 || status > 599) throw RestErrors.invalidStatus(value);
  return status as ContentfulStatusCode;
}

/** PostgREST's PGRST204 for a column the table does not have. */
function checkColumns(table: string, info: TableInfo, columns: string[]) {
  for (const column of columns) {
    if (!info.columns.has(column)) throw RestErrors.unknownColumn(column, table);
  }
}

function filtersOf(c: Context): Filter[] {
  return parseReadQuery(new URL(c.req.url).searchParams).filters;
}

/** `?select=` on a write: the columns `return=representation` answers with (all by default). */
function returningOf(c: Context): string[] | '*' {
  return parseSelect(new URL(c.req.url).searchParams.get('select') ?? undefined);
}

function parseJson(text: string): unknown {
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw RestErrors.tooDeep(MAX_JSON_DEPTH);
  try {
    return JSON.parse(text);
  } catch {
    throw RestErrors.invalidBody();
  }
}

/** PostgREST takes the columns from the first object and wants the same keys in every other. */
function sameKeys(rows: Record<string, unknown>[]): string[] {
  const first = Object.keys(rows[0] ?? {});
  const key = [...first].sort().join(',');
  if (rows.some((row) => Object.keys(row).sort().join(',') !== key))
    throw RestErrors.keysMustMatch();
  return first;
}

function unexpected(error: unknown): RestError {
  console.error(`rest: unexpected error: ${describeError(error)}`);
  return new RestError(500, {
    code: 'PGRST000',
    details: null,
    hint: null,
    message: 'Internal server error',
  });
}
