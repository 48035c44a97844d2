// PostgREST's error bodies and the HTTP status it gives each Postgres error (supabase-wire.md §4c).
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
  parse: (what: string, details: string) =>
    rest(400, 'PGRST100', `"failed to parse ${what}"`, details),
  invalidBody: () => rest(400, 'PGRST102', 'Empty or invalid json'),
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
  unknownFunction: (name: string) =>
    rest(
      404,
      'PGRST202',
      `Could not find the function public.${name} without parameters in the schema cache`,
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

function statusFor(code: string): ContentfulStatusCode {
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '57014') return 500;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('XX') || code.startsWith('58') || code.startsWith('F0')) return 500;
  return 400;
}
