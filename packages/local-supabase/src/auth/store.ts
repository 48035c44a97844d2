// The auth schema's rows: users with their e-mail identity, sessions, refresh tokens. Plain SQL
// run by the server's own connection (as Supabase Auth runs as supabase_auth_admin), never
// through the API roles.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '../database.ts';

export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

export type UserRow = {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  phone: string | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
};

export type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
};

export type RefreshTokenRow = {
  id: number;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string;
};

export type SessionRow = { id: string; user_id: string; created_at: Date };

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  const [user] = await sql.query<UserRow>(
    `select * from auth.users where instance_id = $1 and email = $2 and is_sso_user = false`,
    [INSTANCE_ID, email],
  );
  return user;
}

export async function findUser(sql: Sql, id: string): Promise<UserRow | undefined> {
  const [user] = await sql.query<UserRow>(`select * from auth.users where id = $1`, [id]);
  return user;
}

export function identitiesOf(sql: Sql, userId: string): Promise<IdentityRow[]> {
  return sql.query<IdentityRow>(
    `select * from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
}

export async function createUser(
  sql: Sql,
  input: { email: string; passwordHash: string; data: Record<string, unknown>; confirmed: boolean },
): Promise<UserRow> {
  const id = randomUUID();
  const identityData = {
    sub: id,
    email: input.email,
    email_verified: false,
    phone_verified: false,
  };
  const userMetadata = {
    ...identityData,
    ...input.data,
    ...(input.confirmed ? { email_verified: true } : {}),
  };
  const [user] = await sql.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, $2, 'authenticated', 'authenticated', $3, $4,
       case when $5::boolean then now() end, case when not $5::boolean then now() end,
       $6, $7, now(), now())
     returning *`,
    [
      INSTANCE_ID,
      id,
      input.email,
      input.passwordHash,
      input.confirmed,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify(userMetadata),
    ],
  );
  await sql.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  return user!;
}

export async function markSignedIn(sql: Sql, userId: string): Promise<void> {
  await sql.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
    [userId],
  );
  await sql.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [
    userId,
  ]);
}

/** 12 characters of [a-z2-7], like Supabase Auth's refresh tokens. */
export function newRefreshToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return [...randomBytes(12)].map((byte) => alphabet[byte % 32]).join('');
}

export async function createSession(
  sql: Sql,
  userId: string,
  client: { userAgent: string | undefined; ip: string | undefined },
): Promise<{ session: SessionRow; refreshToken: string }> {
  const [session] = await sql.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4) returning id, user_id, created_at`,
    [
      randomUUID(),
      userId,
      client.userAgent ?? null,
      client.ip && isIp(client.ip) ? client.ip : null,
    ],
  );
  const refreshToken = await insertRefreshToken(sql, session!, null);
  return { session: session!, refreshToken };
}

async function insertRefreshToken(
  sql: Sql,
  session: SessionRow,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await sql.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, token, session.user_id, parent, session.id],
  );
  return token;
}

/** Locks the token's row so that two refreshes of one token are decided one after the other. */
export async function lockRefreshToken(
  sql: Sql,
  token: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await sql.query<RefreshTokenRow>(
    `select id::integer as id, token, user_id, revoked, updated_at, parent, session_id
     from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  return row;
}

export async function findSession(sql: Sql, id: string): Promise<SessionRow | undefined> {
  const [session] = await sql.query<SessionRow>(
    `select id, user_id, created_at from auth.sessions where id = $1`,
    [id],
  );
  return session;
}

/** Revokes `current` and issues its successor in the same session. */
export async function rotateRefreshToken(
  sql: Sql,
  current: RefreshTokenRow,
  session: SessionRow,
): Promise<string> {
  await sql.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
    [current.id],
  );
  await sql.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`,
    [session.id],
  );
  return insertRefreshToken(sql, session, current.token);
}

/**
 * The session's token that is still valid, if any: the last one issued and not revoked (Supabase
 * Auth's Session.FindCurrentlyActiveRefreshToken), with the token it replaced.
 */
export async function activeRefreshToken(
  sql: Sql,
  sessionId: string,
): Promise<{ token: string; parent: string | null } | undefined> {
  const [row] = await sql.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return row;
}

/**
 * A rotated token used again after the reuse interval may have leaked: revoke every token of its
 * session that is still valid, as Supabase Auth's RevokeTokenFamily does. The session itself
 * stays (so its access tokens work until they expire); its refresh tokens all answer
 * refresh_token_already_used from then on.
 */
export async function revokeTokenFamily(sql: Sql, sessionId: string): Promise<void> {
  await sql.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
    [sessionId],
  );
}

export async function signOut(
  sql: Sql,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
) {
  if (scope === 'global') await sql.query(`delete from auth.sessions where user_id = $1`, [userId]);
  if (scope === 'local') await sql.query(`delete from auth.sessions where id = $1`, [sessionId]);
  if (scope === 'others') {
    await sql.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
      userId,
      sessionId,
    ]);
  }
}

function isIp(value: string): boolean {
  return /^[0-9a-fA-F:.]+$/.test(value);
}
