// PostgREST's error bodies and the HTTP status it gives each Postgres error
// (README.md#the-wire-protocol).
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PostgresError } from '../database.ts';

export type RestErrorBody = {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
};

export class RestError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: RestErrorBody;
  readonly headers: Record<string, string>;
  constructor(
    status: ContentfulStatusCode,
    body: RestErrorBody,
    headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

const rest = (
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => new RestError(status, { code, details, hint, message });

export const RestErrors = {
  /** PGRST100; `column` (1-based) is where the parse failed, as Parsec's position reads. */
  parse: (what: string, details: string, column?: number) =>
    rest(
      400,
      'PGRST100',
      `"failed to parse ${what}"${column === undefined ? '' : ` (line 1, column ${column})`}`,
      details,
    ),
  invalidBody: () => rest(400, 'PGRST102', 'Empty or invalid json'),
  /**
   * PGRST102 for a body nested deeper than the local limit (json-depth.ts): PostgREST itself
   * passes it to Postgres and answers 500 once Postgres runs out of stack; this backend refuses
   * it first, on purpose, and says why.
   */
  tooDeep: (limit: number) =>
    rest(
      400,
      'PGRST102',
      `JSON nested more than ${limit} levels deep`,
      `The local backend refuses request bodies whose arrays and objects nest more than ${limit} levels deep.`,
    ),
  keysMustMatch: () => rest(400, 'PGRST102', 'All object keys must match'),
  schema: () => rest(406, 'PGRST106', 'The schema must be one of the following: public'),
  singular: (rows: number) =>
    rest(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  unknownColumn: (column: string, table: string) =>
    rest(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    ),
  unknownTable: (table: string) =>
    rest(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`),
  /** PGRST202; `keys` are the body's, sorted, as PostgREST lists them. */
  unknownFunction: (name: string, keys: string[], hint: string | null = null) =>
    rest(
      404,
      'PGRST202',
      `Could not find the function public.${name}${keys.length ? `(${keys.join(', ')})` : ' without parameters'} in the schema cache`,
      `Searched for the function public.${name}${
        keys.length === 0
          ? ' without parameters'
          : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
      }, but no matches were found in the schema cache.`,
      hint,
    ),
  /** PGRST203: more than one overload takes the body's keys. */
  ambiguousFunction: (candidates: string[]) =>
    rest(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    ),
  /** PGRST112: a function set response.status to something that is not a status. */
  invalidStatus: (value: string) =>
    rest(
      500,
      'PGRST112',
      'response.status guc must be a valid status code',
      `"${value}" is not an HTTP status code.`,
    ),
  /**
   * The local backend's fair share (account-queue.ts): this account already has as many writes
   * (or reads) under way as it may; PostgREST's shape, the 429 a gateway in front of PostgREST
   * answers.
   */
  accountBusy: (bound: number, kind: 'writes' | 'reads' = 'writes') =>
    rest(
      429,
      'PT429',
      `Too many ${kind} at once from this account: at most ${bound}`,
      `The local backend serves one account at most this many ${kind} at a time, so that every account gets its turn.`,
      `Wait for the ${kind} under way to finish, then try again.`,
    ),
  /**
   * The long lane (account-queue.ts): writes larger than any the content makes go one at a time
   * across all accounts, and this many are already waiting.
   */
  longWritesBusy: (bound: number, bytes: number) =>
    rest(
      429,
      'PT429',
      `Too many large writes at once on this server: at most ${bound}`,
      `The local backend takes writes of more than ${bytes} bytes one at a time across all accounts, so that they cannot hold up everyone's saves.`,
      'Wait a moment, then try again.',
    ),
  /**
   * An answer over the local bound (answer-size.ts). Postgres's own code for a limit reached
   * (54000, program_limit_exceeded), which PostgREST answers 500.
   */
  answerTooLarge: (bytes: number, max: number) =>
    rest(
      500,
      '54000',
      `The answer is ${bytes} bytes; the local backend answers at most ${max}`,
      'The local backend bounds every answer so that one request cannot fill the server memory.',
      'Ask for fewer rows (limit and offset, or filters) or fewer columns (select).',
    ),
  jwt: (message: string) =>
    new RestError(
      401,
      { code: 'PGRST301', details: null, hint: null, message },
      { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
    ),
  jwtExpired: () =>
    new RestError(
      401,
      { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' },
      { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"' },
    ),
};

/** PostgREST's mapping from a Postgres error to an HTTP answer. */
export function fromPostgres(error: PostgresError, anonymous: boolean): RestError {
  const body: RestErrorBody = {
    code: error.code,
    details: error.detail ?? null,
    hint: error.hint ?? null,
    message: error.message,
  };
  if (error.code === '42501') {
    // Insufficient privilege: 401 for the anonymous role (a sign-in would help), else 403.
    return anonymous
      ? new RestError(401, body, { 'WWW-Authenticate': 'Bearer' })
      : new RestError(403, body);
  }
  return new RestError(statusFor(error.code), body);
}

// PostgREST 12's table (docs.postgrest.org/en/v12/references/errors.html): a few codes, then
// whole classes (the first two characters); everything else is the client's fault, 400.
const STATUS_BY_CODE: Record<string, ContentfulStatusCode> = {
  '23503': 409, // foreign key violation
  '23505': 409, // unique violation
  '25006': 405, // read-only transaction (a write in GET or in a stable function)
  '42883': 404, // undefined function
  '42P01': 404, // undefined table
  '42P17': 500, // infinite recursion (a policy that reads its own table)
  '53400': 500, // configuration limit exceeded
  P0001: 400, // raise exception's default code: the function refused the input
};
const STATUS_BY_CLASS: Record<string, ContentfulStatusCode> = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  '25': 500,
  '28': 403,
  '2D': 500,
  '38': 500,
  '39': 500,
  '3B': 500,
  '40': 500,
  '53': 503,
  '54': 500,
  '55': 500,
  '57': 500,
  '58': 500,
  F0: 500,
  HV: 500,
  P0: 500, // other PL/pgSQL errors (no_data_found, too_many_rows, assert_failure): a bug, not input
  XX: 500,
};

/** The status for a Postgres error other than 42501 (which depends on the role). */
export function statusFor(code: string): ContentfulStatusCode {
  // PostgREST's custom statuses: `raise ... using errcode = 'PT404'` answers 404.
  const custom = /^PT([1-5]\d\d)$/.exec(code)?.[1];
  if (custom) return Number(custom) as ContentfulStatusCode;
  return STATUS_BY_CODE[code] ?? STATUS_BY_CLASS[code.slice(0, 2)] ?? 400;
}
