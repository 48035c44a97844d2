// The JSON Supabase Auth returns for a user and for a session (README.md#the-wire-protocol):
// same keys, same order, optional keys left out when empty.
import type { AccessTokenClaims } from '../jwt.ts';
import type { IdentityRow, SessionRow, UserRow } from './store.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

export function userJson(user: UserRow, identities: IdentityRow[]) {
  return withoutUndefined({
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map((identity) =>
      withoutUndefined({
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: identity.identity_data,
        provider: identity.provider,
        last_sign_in_at: iso(identity.last_sign_in_at),
        created_at: iso(identity.created_at),
        updated_at: iso(identity.updated_at),
        email: identity.email ?? undefined,
      }),
    ),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  });
}

export function accessTokenClaims(
  user: UserRow,
  session: SessionRow,
  settings: { issuer: string; expiresIn: number; now: number },
): AccessTokenClaims {
  return {
    iss: settings.issuer,
    sub: user.id,
    aud: 'authenticated',
    exp: settings.now + settings.expiresIn,
    iat: settings.now,
    email: user.email,
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: Math.floor(session.created_at.getTime() / 1000) }],
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
