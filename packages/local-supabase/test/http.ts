// Raw HTTP against the running server, for what supabase-js hides: status codes, headers and
// bodies exactly as sent.
import { signJwt } from '../src/jwt.ts';

export async function call(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: json as Record<string, unknown>,
  };
}

/** A token with the given claims, signed with `secret` (or unsigned with alg none). */
export async function forgeToken(
  claims: Record<string, unknown>,
  secret: string | 'none',
): Promise<string> {
  if (secret === 'none') {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
  }
  return signJwt(claims, secret);
}

export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
}
