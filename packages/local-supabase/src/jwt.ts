// HS256 access tokens with the claims Supabase Auth issues (README.md#the-wire-protocol), and their
// verification. Only HS256 is accepted: `alg: none` and other algorithms are rejected by jose.
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export type AccessTokenClaims = {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: Array<{ method: string; timestamp: number }>;
  session_id: string;
  is_anonymous: boolean;
};

export type JwtClaims = JWTPayload & { role?: unknown; sub?: unknown; session_id?: unknown };

// Copied into the global Uint8Array: jose checks the key with `instanceof Uint8Array`, and
// where jsdom provides the globals (the app's tests run this server in-process) TextEncoder's
// bytes come from another realm.
const keyOf = (secret: string) => Uint8Array.from(new TextEncoder().encode(secret));

export async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));
}

/** Why a token was refused, in the words of the two servers that refuse it. */
export type JwtFailure = { kind: 'expired' | 'invalid' | 'malformed'; reason: string };

export async function verifyJwt(
  token: string,
  secret: string,
): Promise<{ claims: JwtClaims } | { failure: JwtFailure }> {
  const parts = token.split('.').length;
  if (parts !== 3) {
    return { failure: { kind: 'malformed', reason: `Expected 3 parts in JWT; got ${parts}` } };
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    return { claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      return { failure: { kind: 'expired', reason: 'token has invalid claims: token is expired' } };
    }
    if (error instanceof errors.JOSEAlgNotAllowed) {
      return {
        failure: {
          kind: 'invalid',
          reason: 'token signature is invalid: signing method is not HS256',
        },
      };
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return {
        failure: { kind: 'invalid', reason: 'token signature is invalid: signature is invalid' },
      };
    }
    return {
      failure: { kind: 'malformed', reason: `token is malformed: ${(error as Error).message}` },
    };
  }
}
