// Supabase Auth's contract, through the app's own @supabase/supabase-js and raw HTTP.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine, useBackend } from './backends.ts';
import { call, decodeClaims, forgeToken } from './http.ts';

const newEmail = () => `Aluno.${randomUUID()}@Escola.Example`;
const API = { 'X-Supabase-Api-Version': '2024-01-01', 'Content-Type': 'application/json' };

describeEachEngine('Auth', (engine) => {
  const backend = useBackend(engine);
  const headers = () => ({ ...API, apikey: backend.anonKey() });

  it('signs up with a session, a lowercased e-mail, Supabase claims and a bcrypt cost-10 hash', async () => {
    const email = newEmail();
    const { data, error } = await backend.client().auth.signUp({
      email,
      password: 'senha123',
      options: { emailRedirectTo: 'http://127.0.0.1:5173/' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    const claims = decodeClaims(data.session!.access_token);
    expect(claims).toMatchObject({
      iss: `${backend.url()}/auth/v1`,
      sub: data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const [row] = await backend.server.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [data.user!.id],
    );
    expect(row!.encrypted_password).toMatch(/^\$2[ab]\$10\$/);
  });

  it('refuses a second sign-up with the same e-mail, in any case: 422 user_already_exists', async () => {
    const email = newEmail();
    await backend.client().auth.signUp({ email, password: 'senha123' });
    const { data, error } = await backend
      .client()
      .auth.signUp({ email: email.toUpperCase(), password: 'outra123' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      name: 'AuthApiError',
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('answers a wrong password and an unknown e-mail alike: 400 invalid_credentials', async () => {
    const { email } = await backend.learner();
    for (const attempt of [
      { email, password: 'errada123' },
      { email: newEmail(), password: 'senha-segura-1' },
    ]) {
      const { error } = await backend.client().auth.signInWithPassword(attempt);
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('signs in with the password, whatever the e-mail case', async () => {
    const { email, password, id } = await backend.learner();
    const { data, error } = await backend
      .client()
      .auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(data.session?.refresh_token).toMatch(/^[a-z2-7]{12}$/);
  });

  it('checks the password and e-mail as Supabase does, with its codes and messages', async () => {
    const weak = await backend.client().auth.signUp({ email: newEmail(), password: '12345' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: ['length'],
    });
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');

    const long = await backend
      .client()
      .auth.signUp({ email: newEmail(), password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });

    const invalid = await backend
      .client()
      .auth.signUp({ email: 'não-é-email', password: 'senha123' });
    expect(invalid.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  // Supabase Auth's rotation and reuse detection (internal/tokens/service.go, the refresh_token
  // grant; its TestRefreshTokenReuseRevocation in internal/api/token_test.go).
  it('rotates refresh tokens; the parent of the current one is answered with it, at any time', async () => {
    const { client } = await backend.learner();
    const first = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeClaims(second.access_token).session_id).toBe(
      decodeClaims(first.access_token).session_id,
    );

    // The client did not keep the answer (or two tabs refreshed at once): the replaced token
    // gets the session's current one, now and after the reuse interval alike.
    const refresh = (token: string) =>
      call(backend.url(), '/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ refresh_token: token }),
      });
    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(200);
    expect(again.json.refresh_token).toBe(second.refresh_token);
    await backend.server.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [first.refresh_token],
    );
    expect((await refresh(first.refresh_token)).json.refresh_token).toBe(second.refresh_token);
  });

  // Issue 20: the family's current token answered refresh_token_not_found (the session had been
  // deleted) where Supabase Auth answers refresh_token_already_used.
  it('revokes the whole family when an older token is reused after the interval; its current token is then already used', async () => {
    const { client, accessToken } = await backend.learner();
    const first = (await client.auth.getSession()).data.session!.refresh_token;
    const second = (await client.auth.refreshSession()).data.session!.refresh_token;
    const third = (await client.auth.refreshSession()).data.session!.refresh_token;
    expect(new Set([first, second, third]).size).toBe(3);

    // `first` was replaced by `second`, itself replaced: not the parent of the current token.
    // A minute later, its reuse means a leak.
    await backend.server.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [first],
    );
    const reused = await backend.client().auth.refreshSession({ refresh_token: first });
    expect(reused.data.session).toBeNull();
    expect(reused.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const tokens = await backend.server.db.query<{ token: string; revoked: boolean }>(
      `select token, revoked from auth.refresh_tokens where token = any($1)`,
      [[first, second, third]],
    );
    expect(tokens.map((row) => row.revoked)).toEqual([true, true, true]);

    // The revocation set the current token's updated_at; once the reuse interval has passed
    // since then, it is refused like the others (within it, Supabase Auth would still swap it).
    await backend.server.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = any($1)`,
      [[first, second, third]],
    );
    for (const token of [third, second, first]) {
      const refused = await backend.client().auth.refreshSession({ refresh_token: token });
      expect(refused.error).toMatchObject({
        status: 400,
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
    }
    // The session stays, as in Supabase Auth: its access token works until it expires.
    const user = await backend.client().auth.getUser(accessToken);
    expect(user.error).toBeNull();
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    const refresh = (token: string) =>
      call(backend.url(), '/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ refresh_token: token }),
      });
    expect(await refresh('abcdefghijkl')).toMatchObject({
      status: 400,
      json: {
        code: 'refresh_token_not_found',
        message: 'Invalid Refresh Token: Refresh Token Not Found',
      },
    });
    expect(await refresh('not a token')).toMatchObject({
      status: 400,
      json: { code: 'validation_failed', message: 'Refresh token is not valid' },
    });
  });

  it('returns the user for a valid token and refuses it after logout (session revoked)', async () => {
    const { client, accessToken, id } = await backend.learner();
    const user = await client.auth.getUser(accessToken);
    expect(user.data.user?.id).toBe(id);
    expect(user.data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: id });

    const refreshToken = (await client.auth.getSession()).data.session!.refresh_token;
    expect((await client.auth.signOut()).error).toBeNull();

    const after = await call(backend.url(), '/auth/v1/user', {
      headers: { ...headers(), Authorization: `Bearer ${accessToken}` },
    });
    expect(after).toMatchObject({
      status: 403,
      json: {
        code: 'session_not_found',
        message: 'Session from session_id claim in JWT does not exist',
      },
    });
    const refreshAfter = await call(backend.url(), '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(refreshAfter.status).toBe(400);
    expect(refreshAfter.json.code).toBe('refresh_token_not_found');
  });

  it('refuses tokens signed with another secret, with alg none, or expired: 403 bad_jwt', async () => {
    const { accessToken } = await backend.learner();
    const claims = decodeClaims(accessToken);
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      await forgeToken(claims, 'another-secret-that-is-at-least-32-characters'),
      await forgeToken(claims, 'none'),
      await forgeToken(
        { ...claims, iat: now - 7200, exp: now - 3600 },
        backend.server.config.jwtSecret,
      ),
    ];
    for (const token of forged) {
      const answer = await call(backend.url(), '/auth/v1/user', {
        headers: { ...headers(), Authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(403);
      expect(answer.json.code).toBe('bad_jwt');
      expect(String(answer.json.message)).toMatch(
        /^invalid JWT: unable to parse or verify signature, /,
      );
    }
    const none = await call(backend.url(), '/auth/v1/user', { headers: headers() });
    expect(none).toMatchObject({ status: 401, json: { code: 'no_authorization' } });
  });

  // Issue 20: 800 KB of metadata made a 1.07 MB access token, and every request of that user
  // was then refused by the server's header limit (431).
  it('refuses user metadata over 4 KiB at sign-up; at the limit the account works', async () => {
    const email = newEmail();
    const huge = await backend.client().auth.signUp({
      email,
      password: 'senha123',
      options: { data: { bio: 'x'.repeat(800 * 1024) } },
    });
    expect(huge.data.session).toBeNull();
    expect(huge.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(huge.error?.message).toMatch(
      /^data \(user metadata\) is \d+ bytes as JSON; .* at most 4096/,
    );
    const [none] = await backend.server.db.query<{ count: number }>(
      'select count(*)::integer as count from auth.users where email = $1',
      [email.toLowerCase()],
    );
    expect(none!.count).toBe(0);

    // 4096 bytes of metadata exactly, with the longest e-mail Supabase allows.
    const longEmail = `${'a'.repeat(64)}@${'e'.repeat(60)}.${'s'.repeat(60)}.${'c'.repeat(60)}.example`;
    const bio = 'é'.repeat((4096 - '{"bio":""}'.length) / 2);
    const client = backend.client();
    const fits = await client.auth.signUp({
      email: longEmail,
      password: 'senha123',
      options: { data: { bio } },
    });
    expect(fits.error).toBeNull();
    expect(fits.data.user?.user_metadata.bio).toBe(bio);
    const token = fits.data.session!.access_token;
    expect(decodeClaims(token).user_metadata).toMatchObject({ bio });
    expect((await client.auth.getUser()).error).toBeNull();
    const rows = await client.from('user_progress').select('id');
    expect(rows).toMatchObject({ status: 200, error: null, data: [] });
  });

  it('answers the legacy error shape to clients that do not ask for API version 2024-01-01', async () => {
    const { email } = await backend.learner();
    const answer = await call(backend.url(), '/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: backend.anonKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'senha123' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      code: 422,
      error_code: 'user_already_exists',
      msg: 'User already registered',
    });
    expect(answer.headers.get('x-sb-error-code')).toBe('user_already_exists');
    expect(answer.headers.get('x-supabase-api-version')).toBeNull();
  });
});

describeEachEngine('Auth with e-mail confirmation on', (engine) => {
  const backend = useBackend(engine, { auth: { enableConfirmations: true } });

  it('signs up without a session, and refuses the password until the e-mail is confirmed', async () => {
    const email = newEmail();
    const { data, error } = await backend.client().auth.signUp({ email, password: 'senha123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    const signIn = await backend.client().auth.signInWithPassword({ email, password: 'senha123' });
    expect(signIn.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
  });
});

describeEachEngine('Auth rate limit', (engine) => {
  const backend = useBackend(engine, {
    auth: { rateLimits: { signInSignUps: 3, tokenRefresh: 3, windowSeconds: 300 } },
  });

  it('limits sign-ins and sign-ups per client address: 429 over_request_rate_limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const { error } = await backend
        .client()
        .auth.signInWithPassword({ email: newEmail(), password: 'senha123' });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const { error } = await backend
      .client()
      .auth.signUp({ email: newEmail(), password: 'senha123' });
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });
});

describeEachEngine('Auth rate limit behind a proxy (TRUST_PROXY)', (engine) => {
  const backend = useBackend(engine, {
    trustProxy: { kind: 'hops', hops: 1 },
    auth: { rateLimits: { signInSignUps: 3, tokenRefresh: 3, windowSeconds: 300 } },
  });
  const signIn = (forwardedFor: string) =>
    call(backend.url(), '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { ...API, apikey: backend.anonKey(), 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ email: newEmail(), password: 'senha123' }),
    });

  it('keys on the right-most address the proxy wrote, not on what the client put first', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      // The client writes a new address each time; the proxy appends the one it saw.
      const { status } = await signIn(`198.51.100.${attempt + 1}, 203.0.113.7`);
      statuses.push(status);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    // Another client behind the same proxy is not held back.
    expect((await signIn('203.0.113.8')).status).toBe(400);
    // Text that is no address is never the key: the socket's address is used.
    expect((await signIn('not-an-address')).status).toBe(400);
  });
});

describeEachEngine(
  'Auth: failed passwords slow their own account, not a shared address',
  (engine) => {
    const backend = useBackend(engine, {
      trustProxy: { kind: 'hops', hops: 1 },
      auth: { rateLimits: { signInSignUps: 10, tokenRefresh: 10, windowSeconds: 300 } },
    });
    /** A password sign-in as seen from `address` (the proxy's X-Forwarded-For). */
    const signInFrom = (address: string, email: string, password: string) =>
      call(backend.url(), '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { ...API, apikey: backend.anonKey(), 'X-Forwarded-For': address },
        body: JSON.stringify({ email, password }),
      });

    it("one learner's 10 wrong passwords: 5 answered, then 429 for that account; a classmate on the same address signs in", async () => {
      const ana = { email: newEmail(), password: 'senha123' };
      const bia = { email: newEmail(), password: 'senha456' };
      for (const account of [ana, bia]) {
        expect((await backend.client().auth.signUp(account)).error).toBeNull();
      }
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 10; attempt++) {
        const { error } = await backend
          .client()
          .auth.signInWithPassword({ email: ana.email, password: `errada${attempt}` });
        statuses.push(error?.status ?? 200);
      }
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual(Array(5).fill(429));
      // Even the right password waits out the account's delay.
      const { error: waited } = await backend.client().auth.signInWithPassword(ana);
      expect(waited).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
      const { data, error } = await backend.client().auth.signInWithPassword(bia);
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();
    });

    it("a stranger's wrong passwords from another address never refuse the owner's right one", async () => {
      const ana = { email: newEmail(), password: 'senha123' };
      expect((await backend.client().auth.signUp(ana)).error).toBeNull();
      const strangers: number[] = [];
      for (let attempt = 0; attempt < 8; attempt++) {
        strangers.push((await signInFrom('203.0.113.66', ana.email, `chute${attempt}`)).status);
      }
      expect(strangers).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
      // The owner, from home: signed in at once, with the session.
      const owner = await signInFrom('198.51.100.20', ana.email, ana.password);
      expect(owner.status).toBe(200);
      expect(owner.json).toMatchObject({
        token_type: 'bearer',
        user: { email: ana.email.toLowerCase() },
      });
      // The stranger is still slowed down, even with the right password now.
      const stranger = await signInFrom('203.0.113.66', ana.email, ana.password);
      expect(stranger).toMatchObject({
        status: 429,
        json: { code: 'over_request_rate_limit' },
      });
    });
  },
);
