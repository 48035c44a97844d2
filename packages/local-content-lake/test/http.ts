// Raw HTTP against the lake, for what @sanity/client hides or does not send: status codes,
// headers and bodies exactly as they are, malformed requests, the Studio's polling listener.
import { expect } from 'vitest';
import { API_VERSION } from './lake.ts';

export type Answer = {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
};

/** `path` under `/v<API_VERSION>` unless it starts with `/v` or is absolute. */
export async function call(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const versioned = /^\/v[\dX]/.test(path) ? path : `/v${API_VERSION}${path}`;
  const response = await fetch(`${baseUrl}${versioned}`, {
    method: init.method ?? 'GET',
    headers:
      init.body === undefined
        ? init.headers
        : { 'content-type': 'application/json', ...init.headers },
    body: init.body,
  });
  const text = await response.text();
  // Every answer of the lake with a JSON type is JSON; the rest (an event stream, a 204) is not.
  const isJson = response.headers.get('content-type')?.includes('json') === true && text !== '';
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: isJson ? (JSON.parse(text) as unknown) : undefined,
  };
}

/** A POST of `body` (a string is sent as it is, anything else as JSON). */
export const post = (baseUrl: string, path: string, body: unknown) =>
  call(baseUrl, path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The error of a Sanity-shaped error answer: `{error: {description, type, …}, statusCode}`. */
export function errorOf(
  answer: Answer,
): { description: string; type: string } & Record<string, unknown> {
  const body = answer.json as {
    error?: { description: string; type: string };
    statusCode?: number;
  };
  if (!body?.error) throw new Error(`not an error answer (${answer.status}): ${answer.text}`);
  return body.error;
}

/** The answer is an error with this status, and its error is exactly `error`. */
export function expectError(
  answer: Answer,
  status: number,
  error: { description: string; type: string } & Record<string, unknown>,
): void {
  expect(answer.status).toBe(status);
  expect(errorOf(answer)).toEqual(error);
}
