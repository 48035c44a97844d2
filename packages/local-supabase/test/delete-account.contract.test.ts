// Deleting an account (supabase/migrations/…_delete_my_account.sql) as the app meets it: the real
// @supabase/supabase-js client calls supabase.rpc('delete_my_account') with the learner's own
// session, then every way back in is closed — the password, the refresh token, the access token
// at Auth — and what the old token still reaches through the REST API is nothing. The same e-mail
// signs up again as a new account. supabase/tests/delete-my-account.test.ts proves the rows go.
import { expect, it } from 'vitest';
import { describeEachEngine, PROGRESS_CONFLICT, saveProgress, useBackend } from './backends.ts';
import { call } from './http.ts';

const API = { 'X-Supabase-Api-Version': '2024-01-01', 'Content-Type': 'application/json' };

describeEachEngine('Deleting an account through supabase-js', (engine) => {
  const backend = useBackend(engine);

  /** The learner's rows in the auth schema and in user_progress, read as the superuser. */
  async function rowsOf(id: string) {
    const [counts] = await backend.server.db.query(
      `with me as (select $1::uuid as id)
       select (select count(*) from auth.users u, me where u.id = me.id)::integer as users,
              (select count(*) from auth.identities i, me where i.user_id = me.id)::integer as identities,
              (select count(*) from auth.sessions s, me where s.user_id = me.id)::integer as sessions,
              (select count(*) from auth.refresh_tokens r, me where r.user_id = me.id::text)::integer as refresh_tokens,
              (select count(*) from public.user_progress p, me where p.user_id = me.id)::integer as user_progress`,
      [id],
    );
    return counts;
  }

  it('a learner deletes their account: 204, and nothing of theirs is left', async () => {
    const learner = await backend.learner();
    await saveProgress(learner, 4);
    expect(await rowsOf(learner.id)).toEqual({
      users: 1,
      identities: 1,
      sessions: 1,
      refresh_tokens: 1,
      user_progress: 1,
    });

    const deleted = await learner.client.rpc('delete_my_account');
    expect(deleted).toMatchObject({ status: 204, data: null, error: null });
    expect(await rowsOf(learner.id)).toEqual({
      users: 0,
      identities: 0,
      sessions: 0,
      refresh_tokens: 0,
      user_progress: 0,
    });
  });

  it('afterwards every way back in is closed, and the old access token reaches nothing', async () => {
    const learner = await backend.learner();
    await saveProgress(learner, 4);
    const session = (await learner.client.auth.getSession()).data.session!;
    expect((await learner.client.rpc('delete_my_account')).error).toBeNull();

    // Auth: the access token's user no longer exists (403 user_not_found).
    const user = await learner.client.auth.getUser();
    expect(user.data.user).toBeNull();
    expect(user.error).toMatchObject({
      name: 'AuthApiError',
      status: 403,
      code: 'user_not_found',
      message: 'User from sub claim in JWT does not exist',
    });

    // REST: the token is still signature-valid until it expires, as on Supabase, but row-level
    // security finds nothing of theirs.
    const progress = await learner.client.from('user_progress').select('*');
    expect(progress).toMatchObject({ status: 200, data: [], error: null });

    // A save still queued on a device (another tab, the offline queue) cannot bring a row back:
    // row-level security lets the token's own user_id through, the foreign key refuses it (409).
    const late = await learner.client
      .from('user_progress')
      .upsert(
        { user_id: learner.id, selected_category: 'default', current_scenario: 5 },
        PROGRESS_CONFLICT,
      );
    expect(late.status).toBe(409);
    expect(late.error).toMatchObject({ code: '23503' });
    expect(await rowsOf(learner.id)).toMatchObject({ users: 0, user_progress: 0 });

    // A second call: the function finds no caller (42501, 403 for a signed-in role).
    const again = await learner.client.rpc('delete_my_account');
    expect(again.status).toBe(403);
    expect(again.error).toMatchObject({
      code: '42501',
      message: 'Only a signed-in user can delete their account',
      hint: 'Sign in first.',
    });

    // The refresh token went with its session.
    const refreshed = await backend
      .client()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.data.session).toBeNull();
    expect(refreshed.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });

    // The password: the e-mail is unknown now, answered as any wrong sign-in.
    const signIn = await backend
      .client()
      .auth.signInWithPassword({ email: learner.email, password: learner.password });
    expect(signIn.data.session).toBeNull();
    expect(signIn.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    // Signing out afterwards, as the app does, succeeds: supabase-js reads 403 user_not_found
    // from /logout as already signed out and drops the stored session.
    const logout = await call(backend.url(), '/auth/v1/logout', {
      method: 'POST',
      headers: {
        ...API,
        apikey: backend.anonKey(),
        Authorization: `Bearer ${session.access_token}`,
      },
    });
    expect(logout).toMatchObject({ status: 403, json: { code: 'user_not_found' } });
    expect((await learner.client.auth.signOut()).error).toBeNull();
    expect((await learner.client.auth.getSession()).data.session).toBeNull();
  });

  it('the same e-mail signs up again as a brand-new account, with empty progress', async () => {
    const learner = await backend.learner();
    await saveProgress(learner, 9);
    expect((await learner.client.rpc('delete_my_account')).error).toBeNull();

    const client = backend.client();
    const { data, error } = await client.auth.signUp({
      email: learner.email,
      password: 'outra-senha-2',
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user?.email).toBe(learner.email);
    expect(data.user?.id).not.toBe(learner.id);
    const progress = await client.from('user_progress').select('*');
    expect(progress).toMatchObject({ status: 200, data: [], error: null });
    expect(await rowsOf(learner.id)).toMatchObject({ users: 0, user_progress: 0 });
  });

  it('only the caller goes: another learner keeps their progress and their session', async () => {
    const [leaving, staying] = await Promise.all([backend.learner(), backend.learner()]);
    await saveProgress(leaving, 2);
    await saveProgress(staying, 6);
    expect((await leaving.client.rpc('delete_my_account')).error).toBeNull();

    const progress = await staying.client.from('user_progress').select('user_id,current_scenario');
    expect(progress).toMatchObject({
      status: 200,
      data: [{ user_id: staying.id, current_scenario: 6 }],
    });
    expect((await staying.client.auth.getUser()).data.user?.id).toBe(staying.id);
    const refreshed = await staying.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.user?.id).toBe(staying.id);
  });

  it('the anonymous key cannot call it: 401, permission denied for the function', async () => {
    const anon = await backend.client().rpc('delete_my_account');
    expect(anon.status).toBe(401);
    expect(anon.data).toBeNull();
    expect(anon.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function delete_my_account',
    });
  });
});
