// The migration's promise (supabase/migrations/…_user_progress.sql): a save is a merge. An
// answer sent twice counts once; two tabs saving different answers both keep theirs, in either
// order; a stale save never moves the learner back and never loses what is stored.
import { expect, it } from 'vitest';
import { describeEachEngine, useBackend } from './backends.ts';

const CONFLICT = { onConflict: 'user_id,selected_category' };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();
const answer = (first: [number, boolean], last: [number, boolean] = first) => ({
  first_at: at(first[0]),
  first_correct: first[1],
  last_at: at(last[0]),
  last_correct: last[1],
});

describeEachEngine('Progress saves are merges', (engine) => {
  const backend = useBackend(engine);

  async function stored(client: Awaited<ReturnType<typeof backend.learner>>['client'], id: string) {
    const { data, error } = await client
      .from('user_progress')
      .select('*')
      .eq('user_id', id)
      .eq('selected_category', 'default')
      .single();
    expect(error).toBeNull();
    return data as Record<string, unknown>;
  }

  it('counts an answer sent twice once', async () => {
    const { client, id } = await backend.learner();
    const save = {
      user_id: id,
      scenario_results: { '1': answer([1, true]) },
      completed_scenarios: [1],
      correct_answers: 1,
    };
    expect((await client.from('user_progress').upsert(save, CONFLICT)).status).toBe(201);
    expect((await client.from('user_progress').upsert(save, CONFLICT)).status).toBe(200);
    expect(await stored(client, id)).toMatchObject({
      completed_scenarios: [1],
      correct_answers: 1,
      incorrect_scenarios: [],
    });
  });

  it("keeps both tabs' answers, whichever arrives first", async () => {
    for (const order of [
      ['A', 'B'],
      ['B', 'A'],
    ]) {
      const learner = await backend.learner();
      const tabA = learner.client;
      const tabB = backend.client();
      await tabB.auth.setSession((await tabA.auth.getSession()).data.session!);
      const saves = {
        // Tab A answered scenario 1 right; tab B answered scenario 2 wrong and then reviewed once.
        A: () =>
          tabA.from('user_progress').upsert(
            {
              user_id: learner.id,
              scenario_results: { '1': answer([1, true]) },
              completed_scenarios: [1],
              correct_answers: 1,
              unlocked_achievements: ['first_steps'],
              review_counts: { 'tab-a': 0 },
            },
            CONFLICT,
          ),
        B: () =>
          tabB.from('user_progress').upsert(
            {
              user_id: learner.id,
              scenario_results: { '2': answer([2, false]) },
              completed_scenarios: [2],
              correct_answers: 0,
              unlocked_achievements: ['first_steps'],
              review_counts: { 'tab-b': 1 },
            },
            CONFLICT,
          ),
      };
      for (const tab of order) expect((await saves[tab as 'A' | 'B']()).error).toBeNull();
      expect(await stored(tabA, learner.id)).toMatchObject({
        completed_scenarios: [1, 2],
        correct_answers: 1,
        incorrect_scenarios: [2],
        unlocked_achievements: ['first_steps'],
        review_counts: { 'tab-a': 0, 'tab-b': 1 },
        reviewed_count: 1,
      });
    }
  });

  it('keeps concurrent saves from two tabs, none lost', async () => {
    const learner = await backend.learner();
    const tabB = backend.client();
    await tabB.auth.setSession((await learner.client.auth.getSession()).data.session!);
    const saves = Array.from({ length: 20 }, (_, index) => {
      const scenario = index + 1;
      const tab = index % 2 === 0 ? learner.client : tabB;
      return tab.from('user_progress').upsert(
        {
          user_id: learner.id,
          scenario_results: { [scenario]: answer([scenario, scenario % 3 !== 0]) },
          completed_scenarios: [scenario],
        },
        CONFLICT,
      );
    });
    for (const result of await Promise.all(saves)) expect(result.error).toBeNull();
    const row = await stored(learner.client, learner.id);
    expect(row.completed_scenarios).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(row.incorrect_scenarios).toEqual([3, 6, 9, 12, 15, 18]);
    expect(row.correct_answers).toBe(14);
  });

  it('clears a review flag when the scenario is later answered right, but keeps the first attempt', async () => {
    const { client, id } = await backend.learner();
    await client
      .from('user_progress')
      .upsert({ user_id: id, scenario_results: { '4': answer([1, false]) } }, CONFLICT);
    expect(await stored(client, id)).toMatchObject({
      incorrect_scenarios: [4],
      correct_answers: 0,
    });
    await client
      .from('user_progress')
      .upsert({ user_id: id, scenario_results: { '4': answer([1, false], [9, true]) } }, CONFLICT);
    expect(await stored(client, id)).toMatchObject({
      incorrect_scenarios: [],
      correct_answers: 0,
      completed_scenarios: [4],
    });
    // A late save that only knew the first attempt does not bring the flag back.
    await client
      .from('user_progress')
      .upsert({ user_id: id, scenario_results: { '4': answer([1, false]) } }, CONFLICT);
    expect(await stored(client, id)).toMatchObject({ incorrect_scenarios: [] });
  });

  it('never moves the learner back with an older state, and never loses saved progress to defaults', async () => {
    const { client, id } = await backend.learner();
    await client.from('user_progress').upsert(
      {
        user_id: id,
        current_phase: 2,
        current_scenario: 4,
        current_streak: 3,
        client_updated_at: at(30),
        scenario_results: { '1': answer([1, true]) },
        unlocked_achievements: ['first_steps'],
      },
      CONFLICT,
    );
    // A tab that failed to read, still showing defaults, saves an older moment.
    await client.from('user_progress').upsert(
      {
        user_id: id,
        current_phase: 1,
        current_scenario: 0,
        current_streak: 0,
        client_updated_at: at(5),
        scenario_results: {},
        completed_scenarios: [],
        correct_answers: 0,
        unlocked_achievements: [],
      },
      CONFLICT,
    );
    expect(await stored(client, id)).toMatchObject({
      current_phase: 2,
      current_scenario: 4,
      current_streak: 3,
      completed_scenarios: [1],
      correct_answers: 1,
      unlocked_achievements: ['first_steps'],
    });
  });
});
