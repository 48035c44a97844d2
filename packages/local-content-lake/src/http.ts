// How every route speaks HTTP: who may ask (the Studio's pages and this machine's programs), JSON
// with Sanity's error bodies, CORS for the Studio's origin with its credentials, and request
// bodies read as JSON and checked with zod (bodies.ts).
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

/** The host names the lake answers at: it listens on 127.0.0.1 only (DNS rebinding, below). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * An origin as a browser sends it in `Origin` (`http://localhost:3333`; the default port left
 * out, so `http://localhost:80` is `http://localhost`), or an error naming what is wrong.
 */
export function studioOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`Studio origin "${text}" is not a URL such as http://localhost:3333`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search) {
    throw new Error(
      `Studio origin "${text}" must be scheme, host and port only (http://localhost:3333)`,
    );
  }
  return url.origin;
}

/** The host name of a `Host` header (`localhost:3334` → `localhost`, `[::1]:3334` → `[::1]`). */
function hostNameOf(host: string): string {
  return host.replace(/:\d*$/, '').toLowerCase();
}

/**
 * Only the Studio, and programs on this machine, reach the lake (issue 41): Sanity's own Content
 * Lake wants a token for writes and drafts; the local one has none, so what stands for it is who
 * may ask. Checked before any route runs, so a refused request changes nothing:
 *
 * - a `Host` other than `localhost` or `127.0.0.1` is refused: a page whose own name was made to
 *   point at 127.0.0.1 (DNS rebinding) sends its own name there;
 * - a request with an `Origin` is refused unless it is one of the Studio's origins. Browsers send
 *   `Origin` with every cross-origin request that can write (any POST, PUT, PATCH, DELETE,
 *   including a form's or a `text/plain` fetch's, which need no preflight) and with every `fetch`
 *   whose answer a page could read; a preflight (OPTIONS) from another origin is refused too;
 * - a request with no `Origin` (a script, the export, the release receiver) is served.
 *
 * Refusals are 403s in Sanity's error shape, with no CORS headers: another page cannot read them.
 */
export function guard(studioOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(studioOrigins.map(studioOrigin));
  return async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!LOCAL_HOSTS.has(hostNameOf(host))) {
      return errorResponse(
        c,
        new LakeError(
          403,
          'forbiddenHost',
          `The local Content Lake answers at localhost or 127.0.0.1 only, not at "${host}"`,
        ),
      );
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && !allowed.has(origin)) {
      return errorResponse(
        c,
        new LakeError(
          403,
          'forbiddenOrigin',
          `The local Content Lake answers the Studio's pages only (${[...allowed].join(', ') || 'none configured'}), not ${origin}`,
        ),
      );
    }
    await next();
  };
}

/**
 * The Studio calls from its own origin with credentials, so the origin is named back rather than
 * `*`, on every answer, errors included (`guard` has refused every other origin before this). A
 * preflight to any path is answered here, with the headers the browser asked to send. Written out
 * rather than hono/cors (which local-supabase uses with `*`): hono/cors would also send
 * `Access-Control-Allow-Credentials` to requests with no origin and
 * `Vary: Access-Control-Request-Headers`, answers the Studio was not tested with.
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
