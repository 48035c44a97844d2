// The weekly goal (supabase/migrations/…_weekly_goal.sql, docs/decisions/0076) as the app meets
// it: the real @supabase/supabase-js client over HTTP. supabase/tests/weekly-goal.test.ts proves
// the rules in SQL; here the app's two calls (read the profile's goal, set_my_weekly_goal) are
// shown on the wire, and a second sign-in (a second device) reads the same goal.
import { createClient } from '@supabase/supabase-js';
import { expect, it } from 'vitest';
import { describeEachEngine, useBackend } from './backends.ts';

describeEachEngine('The weekly goal through supabase-js', (engine) => {
  const backend = useBackend(engine);

  it('reads null before a choice, sets it with set_my_weekly_goal, and a second sign-in reads it', async () => {
    const learner = await backend.learner();
    expect(await learner.client.from('profiles').select('weekly_goal').single()).toMatchObject({
      status: 200,
      data: { weekly_goal: null },
    });
    expect(await learner.client.rpc('set_my_weekly_goal', { days: 5 })).toMatchObject({
      status: 200,
      data: 5,
    });

    const secondDevice = createClient(backend.url(), backend.anonKey(), {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const signedIn = await secondDevice.auth.signInWithPassword({
      email: learner.email,
      password: learner.password,
    });
    expect(signedIn.error).toBeNull();
    expect(await secondDevice.from('profiles').select('weekly_goal').single()).toMatchObject({
      status: 200,
      data: { weekly_goal: 5 },
    });
  });

  it('refuses a goal outside 1 to 7 with 400 and the rule, and a direct update with 401/403', async () => {
    const learner = await backend.learner();
    expect(await learner.client.rpc('set_my_weekly_goal', { days: 9 })).toMatchObject({
      status: 400,
      error: {
        code: '22023',
        message: 'days must be a whole number from 1 to 7; got 9',
      },
    });
    const direct = await learner.client
      .from('profiles')
      .update({ weekly_goal: 5 })
      .eq('user_id', learner.id);
    expect(direct.error).toMatchObject({ code: '42501' });
    expect(await learner.client.from('profiles').select('weekly_goal').single()).toMatchObject({
      data: { weekly_goal: null },
    });
  });

  it('anonymous cannot set a goal', async () => {
    const refused = await backend.client().rpc('set_my_weekly_goal', { days: 3 });
    expect(refused.error).toMatchObject({ code: '42501' });
  });
});
