// /auth/v1: the part of Supabase Auth (GoTrue) the app uses: signup, token (password and
// refresh_token grants), user and logout, with its status codes and error bodies.
import { Hono, type Context } from 'hono';
import type { Config } from '../config.ts';
import type { Database, Sql } from '../database.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { createFailureDelay, createRateLimiter, failedPasswordKey } from '../rate-limit.ts';
import { clientAddress } from '../client-address.ts';
import { describeError } from '../describe-error.ts';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../json-depth.ts';
import { checkPassword, checkUserMetadata, normaliseEmail } from './credentials.ts';
import {
  AuthError,
  authErrorResponse,
  Errors,
  OAuthError,
  API_VERSION,
  API_VERSION_HEADER,
  wantsDatedErrors,
} from './errors.ts';
import {
  activeRefreshToken,
  createSession,
  createUser,
  findSession,
  findUser,
  findUserByEmail,
  identitiesOf,
  lockRefreshToken,
  markSignedIn,
  revokeTokenFamily,
  rotateRefreshToken,
  signOut,
  type SessionRow,
  type UserRow,
} from './store.ts';
import { accessTokenClaims, userJson } from './user-json.ts';
import { isRecord } from '../json-object.ts';

const REFRESH_TOKEN = /^[a-z0-9]{12}$/;

export function authRoutes(db: Database, config: Config): Hono {
  const app = new Hono();
  const windowMs = config.auth.rateLimits.windowSeconds * 1000;
  const signInLimiter = createRateLimiter(config.auth.rateLimits.signInSignUps, windowMs);
  // Wrong passwords slow the one who fails, on that account (rate-limit.ts, docs/decisions/0028).
  const failedPasswords = createFailureDelay();
  const refreshLimiter = createRateLimiter(config.auth.rateLimits.tokenRefresh, windowMs);

  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    if (error instanceof OAuthError) {
      return c.json({ error: error.error, error_description: error.message }, 400);
    }
    console.error(`auth: unexpected error: ${describeError(error)}`);
    return authErrorResponse(
      c,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });

  app.use(async (c, next) => {
    await next();
    if (wantsDatedErrors(c)) c.header(API_VERSION_HEADER, API_VERSION);
  });

  async function sessionResponse(
    sql: Sql,
    user: UserRow,
    session: SessionRow,
    refreshToken: string,
  ) {
    const now = Math.floor(Date.now() / 1000);
    const claims = accessTokenClaims(user, session, {
      issuer: `${config.apiUrl}/auth/v1`,
      expiresIn: config.auth.jwtExpiry,
      now,
    });
    return {
      access_token: await signJwt(claims, config.jwtSecret),
      token_type: 'bearer',
      expires_in: config.auth.jwtExpiry,
      expires_at: claims.exp,
      refresh_token: refreshToken,
      user: userJson(user, await identitiesOf(sql, user.id)),
    };
  }

  const clientOf = (c: Context) => ({
    userAgent: c.req.header('user-agent'),
    ip: clientAddress(c, config.trustProxy),
  });

  function limit(c: Context, limiter: ReturnType<typeof createRateLimiter>) {
    if (!limiter.allow(clientAddress(c, config.trustProxy) ?? 'unknown'))
      throw Errors.rateLimited();
  }

  app.post('/signup', async (c) => {
    limit(c, signInLimiter);
    const body = await jsonBody(c);
    if (!config.auth.enableSignup) throw Errors.signupDisabled();
    checkPassword(body.password, config.auth.minimumPasswordLength);
    const email = normaliseEmail(body.email);
    const data = isRecord(body.data) ? body.data : {};
    checkUserMetadata(data);
    const passwordHash = await hashPassword(body.password);
    const confirmed = !config.auth.enableConfirmations;
    return db.transaction(async (sql) => {
      const existing = await findUserByEmail(sql, email);
      if (existing) {
        if (confirmed) throw Errors.userAlreadyExists();
        // With confirmations on, Supabase answers as for a new user so that sign-up cannot be
        // used to find out who has an account.
        return c.json(userJson({ ...existing, id: crypto.randomUUID() }, []));
      }
      const user = await createUser(sql, { email, passwordHash, data, confirmed });
      if (!confirmed) return c.json(userJson(user, await identitiesOf(sql, user.id)));
      await markSignedIn(sql, user.id);
      const { session, refreshToken } = await createSession(sql, user.id, clientOf(c));
      const signedIn = (await findUser(sql, user.id))!;
      return c.json(await sessionResponse(sql, signedIn, session, refreshToken));
    });
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') {
      const body = await jsonBody(c);
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      // The delay is kept per e-mail and client address (docs/decisions/0028, the threat model):
      // a stranger's wrong passwords from elsewhere never refuse the owner's right one. Checked
      // first: an attempt it refuses costs the shared address nothing.
      const failureKey = failedPasswordKey(email, clientAddress(c, config.trustProxy));
      if (failedPasswords.waitMs(failureKey) > 0) throw Errors.rateLimited();
      limit(c, signInLimiter);
      const password = typeof body.password === 'string' ? body.password : '';
      const user = email ? await findUserByEmail(db, email) : undefined;
      const matches = await verifyPassword(password, user?.encrypted_password);
      if (!user || !matches) {
        failedPasswords.failed(failureKey);
        throw Errors.invalidCredentials();
      }
      failedPasswords.succeeded(failureKey);
      if (!user.email_confirmed_at) throw Errors.emailNotConfirmed();
      return db.transaction(async (sql) => {
        await markSignedIn(sql, user.id);
        const { session, refreshToken } = await createSession(sql, user.id, clientOf(c));
        return c.json(
          await sessionResponse(sql, (await findUser(sql, user.id))!, session, refreshToken),
        );
      });
    }
    if (grant === 'refresh_token') {
      limit(c, refreshLimiter);
      const body = await jsonBody(c);
      const token = body.refresh_token;
      if (typeof token !== 'string' || token === '')
        throw new OAuthError('invalid_request', 'refresh_token required');
      if (!REFRESH_TOKEN.test(token)) throw Errors.validation('Refresh token is not valid');
      const outcome = await db.transaction(async (sql) => {
        const row = await lockRefreshToken(sql, token);
        const session = row && (await findSession(sql, row.session_id));
        const user = session && (await findUser(sql, session.user_id));
        if (!row || !session || !user) return Errors.refreshTokenNotFound();
        // Supabase Auth's reuse detection (internal/tokens/service.go, the refresh_token grant):
        if (row.revoked) {
          const active = await activeRefreshToken(sql, session.id);
          // The token the current one replaced: the client did not keep the answer of its last
          // refresh (or two tabs refreshed at once). It gets the current token again, at any time.
          if (active && active.parent === row.token) {
            return sessionResponse(sql, user, session, active.token);
          }
          const sinceRevoked = (Date.now() - row.updated_at.getTime()) / 1000;
          // Older than the reuse interval: a leak. Every token of the session is revoked and
          // committed; the family's current token then answers refresh_token_already_used too.
          if (sinceRevoked > config.auth.refreshTokenReuseInterval) {
            await revokeTokenFamily(sql, session.id);
            return Errors.refreshTokenAlreadyUsed();
          }
          // Within the interval a revoked token is still swapped for a new one (its child), as
          // GrantRefreshTokenSwap does: even the family's current token for a few seconds after
          // the family was revoked, since the revocation is what set its updated_at.
        }
        return sessionResponse(sql, user, session, await rotateRefreshToken(sql, row, session));
      });
      // Thrown after the transaction so that revoking a leaked token's family is committed.
      if (outcome instanceof AuthError) throw outcome;
      return c.json(outcome);
    }
    throw Errors.unsupportedGrant();
  });

  /** The signed-in user behind the request's Bearer token, as Supabase Auth checks it. */
  async function authenticate(c: Context) {
    const header = c.req.header('authorization') ?? '';
    const token = /^bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw Errors.noAuthorization();
    const verified = await verifyJwt(token, config.jwtSecret);
    if ('failure' in verified) throw Errors.badJwt(verified.failure.reason);
    const { sub, session_id: sessionId } = verified.claims;
    if (typeof sub !== 'string' || sub === '') throw Errors.missingSub();
    const user = await findUser(db, sub).catch(() => undefined);
    if (!user) throw Errors.userNotFound();
    const session =
      typeof sessionId === 'string'
        ? await findSession(db, sessionId).catch(() => undefined)
        : undefined;
    if (!session || session.user_id !== user.id) throw Errors.sessionNotFound();
    return { user, session };
  }

  app.get('/user', async (c) => {
    const { user } = await authenticate(c);
    return c.json(userJson(user, await identitiesOf(db, user.id)));
  });

  app.post('/logout', async (c) => {
    const { user, session } = await authenticate(c);
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw Errors.validation(`Unsupported logout scope "${scope}"`);
    }
    await signOut(db, user.id, session.id, scope);
    return c.body(null, 204);
  });

  app.notFound(() => {
    throw Errors.notFound();
  });

  return app;
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  // Go's encoding/json, which Supabase Auth parses with, refuses more than 10,000 levels as
  // "exceeded max depth"; the local backend stops far sooner, on purpose (json-depth.ts).
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw Errors.badJson(`exceeded max depth (${MAX_JSON_DEPTH} nested levels)`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw Errors.badJson((error as Error).message);
  }
  if (!isRecord(value)) throw Errors.badJson('the body must be a JSON object');
  return value;
}
