// How every route speaks HTTP: JSON with Sanity's error bodies, CORS for the Studio's origin with
// its credentials, and request bodies read as JSON and checked with zod (bodies.ts).
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { badRequest, LakeError } from './errors.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export function json(c: Context, body: unknown, status: ContentfulStatusCode = 200): Response {
  c.header('Content-Type', JSON_TYPE);
  return c.body(JSON.stringify(body), status);
}

/** The request's body as JSON, not yet checked: a route checks it with its schema. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/** The API version of a path under `/v<version>/` (`2025-02-19`, `X`), `1` without one. */
export function apiVersionOf(c: Context): string {
  return c.req.param('apiVersion')?.slice(1) ?? '1';
}

export function errorResponse(c: Context, error: LakeError): Response {
  return json(c, error.toBody(), error.status);
}

export const onError: ErrorHandler = (error, c) => {
  if (error instanceof LakeError) return errorResponse(c, error);
  console.error(error);
  return errorResponse(
    c,
    new LakeError(500, 'serverError', `Local Content Lake error: ${error.message}`),
  );
};

/**
 * The Studio calls from its own origin with credentials, so the origin is named back rather than
 * `*`, on every answer, errors included. A preflight to any path is answered here, with the
 * headers the browser asked to send. Written out rather than hono/cors (which local-supabase
 * uses with `*`): hono/cors would also send `Access-Control-Allow-Credentials` to requests with
 * no origin and `Vary: Access-Control-Request-Headers`, answers the Studio was not tested with.
 */
export const cors: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  if (origin) {
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Allow-Credentials', 'true');
    c.header('Vary', 'Origin');
  }
  if (c.req.method === 'OPTIONS') {
    c.header('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    c.header(
      'Access-Control-Allow-Headers',
      c.req.header('access-control-request-headers') || 'content-type, authorization',
    );
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  }
  await next();
};

/**
 * Bodies over 5 MiB are refused unread. The rest of such a body would be the next thing read from
 * the connection, so the answer closes it.
 */
export const limitBody = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: (c) => {
    c.header('Connection', 'close');
    return errorResponse(
      c,
      new LakeError(413, 'payloadTooLarge', 'The request body is larger than 5 MiB'),
    );
  },
});
