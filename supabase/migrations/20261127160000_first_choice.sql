-- The choice made first (issue 27, item 3; docs/decisions/0049-the-first-choice-by-its-key.md).
--
-- scenario_results kept, per scenario, whether the first and the latest attempt were right, not
-- which choice was picked (docs/decisions/0032). Each entry may now carry first_choice: the key of
-- the choice picked on the first attempt, the Studio's `_key` of the choice as the content bundle
-- gives it (packages/content-model/src/choice-key.ts), so an educator's page can say which choice a
-- learner made first even after the choices are reordered or rewritten.
--
--   {"12": {"first_at": "…", "first_correct": false, "first_choice": "615fc237946d",
--           "last_at": "…", "last_correct": true}}
--
-- This migration replaces user_progress_merge (20261125140000_bounded_progress.sql) with the same
-- function and three changes:
--
--   * the bound: first_choice is optional; when sent it is a string of 1 to 64 letters, digits,
--     "_" or "-", else the save is refused with 22023 naming it
--     ('scenario_results["3"].first_choice must be a choice key …'). A row holds at most 1,000
--     entries, so the field adds at most about 80 kB to the bounded row.
--   * the merge: the first choice goes with first_at, so the earliest first attempt's choice
--     wins, as for first_correct. An entry without first_choice (an older app's save, or a row
--     stored before) loses only to the same first attempt with its choice: an older app that
--     sends what it read without the field never erases it. An earlier first attempt whose choice
--     is not known wins without one; a later choice is never passed off as the first.
--   * the stored entry keeps first_choice when it has one (jsonb_strip_nulls), and stays the four
--     fields it was otherwise: rows stored before read as they did.
--
-- Nothing else changes; the cases of packages/training/src/merge-cases.ts run through it in
-- supabase/tests/progress-merge.test.ts on PGlite and PostgreSQL, and its bound is tested in
-- supabase/tests/first-choice.test.ts.

create or replace function public.user_progress_merge()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_scenario constant integer := 10000;
  max_results constant integer := 1000;
  max_completed constant integer := 1000;
  max_devices constant integer := 64;
  max_review_count constant integer := 1000000;
  max_achievements constant integer := 100;
  max_achievement_length constant integer := 64;
  max_position constant integer := 9999;
  choice_key constant text := '^[A-Za-z0-9_-]{1,64}$';

  -- Whether this write sends the column (an INSERT sends all of them).
  sent_results boolean := true;
  sent_completed boolean := true;
  sent_reviews boolean := true;
  sent_achievements boolean := true;
  sent_position boolean := true;

  entry record;
  bad_key text;
  bad_number integer;
  sent_count integer;
  stored_count integer;
  merged_results jsonb;
  merged_reviews jsonb;
  stale boolean;
begin
  if tg_op = 'UPDATE' then
    sent_results := new.scenario_results is distinct from old.scenario_results;
    sent_completed := new.completed_scenarios is distinct from old.completed_scenarios;
    sent_reviews := new.review_counts is distinct from old.review_counts;
    sent_achievements := new.unlocked_achievements is distinct from old.unlocked_achievements;
    sent_position := new.current_scenario is distinct from old.current_scenario;
  end if;

  -- scenario_results: the count first (cheap), then the keys, the entries' shape, the timestamps.
  if sent_results then
    if jsonb_typeof(new.scenario_results) is distinct from 'object' then
      raise exception 'scenario_results must be a JSON object keyed by scenario number'
        using errcode = '22023', hint = 'Send {} when no scenario has been answered.';
    end if;
    select count(*) into sent_count from jsonb_object_keys(new.scenario_results);
    if sent_count > max_results then
      raise exception 'scenario_results: a save holds at most % scenarios, this one sends %', max_results, sent_count
        using errcode = '22023', hint = 'Send only the scenarios the learner has answered.';
    end if;
    select key into bad_key
    from jsonb_object_keys(new.scenario_results) as key
    where case when key ~ '^[1-9][0-9]{0,4}$' then key::integer > max_scenario else true end
    limit 1;
    if bad_key is not null then
      if bad_key ~ '^[1-9][0-9]*$' then
        raise exception 'scenario_results: key "%" is above the highest scenario number, %',
          case when char_length(bad_key) > 64 then left(bad_key, 64) || '…' else bad_key end, max_scenario
          using errcode = '22023', hint = 'Scenarios are numbered from 1 to 10000.';
      end if;
      raise exception 'scenario_results: key "%" is not a scenario number',
        case when char_length(bad_key) > 64 then left(bad_key, 64) || '…' else bad_key end
        using errcode = '22023', hint = 'Keys are positive whole numbers such as "12".';
    end if;
    select key into bad_key
    from jsonb_each(new.scenario_results)
    where jsonb_typeof(value) is distinct from 'object'
      or jsonb_typeof(value -> 'first_correct') is distinct from 'boolean'
      or jsonb_typeof(value -> 'last_correct') is distinct from 'boolean'
      or jsonb_typeof(value -> 'first_at') is distinct from 'string'
      or jsonb_typeof(value -> 'last_at') is distinct from 'string'
    limit 1;
    if bad_key is not null then
      raise exception 'scenario_results["%"] must have first_at, last_at (timestamps) and first_correct, last_correct (booleans)', bad_key
        using errcode = '22023';
    end if;
    -- first_choice is optional (older apps and rows saved before leave it out); when sent, it is
    -- a choice key as the content bundle writes it (packages/content-model/src/choice-key.ts).
    select key into bad_key
    from jsonb_each(new.scenario_results)
    where value ? 'first_choice'
      and (jsonb_typeof(value -> 'first_choice') is distinct from 'string'
        or (value ->> 'first_choice') !~ choice_key)
    limit 1;
    if bad_key is not null then
      raise exception 'scenario_results["%"].first_choice must be a choice key of 1 to 64 letters, digits, "_" or "-"', bad_key
        using errcode = '22023',
          hint = 'Send the key of the choice picked first, as the content gives it, or leave first_choice out.';
    end if;
    -- Every timestamp in one statement; only when one fails, look for which (one subtransaction
    -- per entry, as before, but only on the way to an error).
    begin
      perform min((value ->> 'first_at')::timestamptz), min((value ->> 'last_at')::timestamptz)
      from jsonb_each(new.scenario_results);
    exception when others then
      for entry in select key, value from jsonb_each(new.scenario_results) loop
        begin
          perform (entry.value ->> 'first_at')::timestamptz, (entry.value ->> 'last_at')::timestamptz;
        exception when others then
          raise exception 'scenario_results["%"]: first_at and last_at must be ISO 8601 timestamps', entry.key
            using errcode = '22023', hint = 'For example "2026-11-21T10:00:00.000Z".';
        end;
      end loop;
      raise;
    end;
    -- Each entry is stored as exactly its fields (first_choice only when sent), whatever else it
    -- carried.
    select jsonb_object_agg(key, jsonb_strip_nulls(jsonb_build_object(
      'first_at', value -> 'first_at', 'first_correct', value -> 'first_correct',
      'first_choice', value -> 'first_choice',
      'last_at', value -> 'last_at', 'last_correct', value -> 'last_correct')))
    into merged_results
    from jsonb_each(new.scenario_results);
    new.scenario_results := coalesce(merged_results, '{}'::jsonb);
  end if;

  -- review_counts.
  if sent_reviews then
    if jsonb_typeof(new.review_counts) is distinct from 'object' then
      raise exception 'review_counts must be a JSON object of device id to count'
        using errcode = '22023', hint = 'Send {} when nothing has been reviewed.';
    end if;
    select count(*) into sent_count from jsonb_object_keys(new.review_counts);
    if sent_count > max_devices then
      raise exception 'review_counts: a save holds at most % devices, this one sends %', max_devices, sent_count
        using errcode = '22023', hint = 'Send the review picks of this device, keyed by its own id.';
    end if;
    select key into bad_key
    from jsonb_each(new.review_counts)
    where char_length(key) not between 1 and 64
      or case when jsonb_typeof(value) = 'number'
           then (value #>> '{}')::numeric < 0 or (value #>> '{}')::numeric <> trunc((value #>> '{}')::numeric)
           else true end
    limit 1;
    if bad_key is not null then
      raise exception 'review_counts["%"] must be a whole number of 0 or more, under a device id of 1 to 64 characters',
        case when char_length(bad_key) > 64 then left(bad_key, 64) || '…' else bad_key end
        using errcode = '22023';
    end if;
    select key into bad_key
    from jsonb_each(new.review_counts)
    where (value #>> '{}')::numeric > max_review_count
    limit 1;
    if bad_key is not null then
      raise exception 'review_counts["%"]: a device counts at most % review picks', bad_key, max_review_count
        using errcode = '22023', hint = 'Send the number of review picks this device has made.';
    end if;
  end if;

  -- completed_scenarios (nulls in it are dropped below, as before).
  if sent_completed then
    if cardinality(new.completed_scenarios) > max_completed then
      raise exception 'completed_scenarios: a save holds at most % scenarios, this one sends %', max_completed, cardinality(new.completed_scenarios)
        using errcode = '22023', hint = 'Send each completed scenario once.';
    end if;
    select n into bad_number
    from unnest(new.completed_scenarios) as n
    where n not between 1 and max_scenario
    limit 1;
    if bad_number is not null then
      raise exception 'completed_scenarios: % is not a scenario number from 1 to %', bad_number, max_scenario
        using errcode = '22023', hint = 'Scenarios are numbered from 1 to 10000.';
    end if;
  end if;

  -- unlocked_achievements (nulls in it are dropped below, as before).
  if sent_achievements then
    if cardinality(new.unlocked_achievements) > max_achievements then
      raise exception 'unlocked_achievements: a save holds at most % achievements, this one sends %', max_achievements, cardinality(new.unlocked_achievements)
        using errcode = '22023', hint = 'Send each unlocked achievement''s id once.';
    end if;
    select a into bad_key
    from unnest(new.unlocked_achievements) as a
    where char_length(a) not between 1 and max_achievement_length
    limit 1;
    if bad_key is not null then
      raise exception 'unlocked_achievements: "%" is not an achievement id of 1 to % characters',
        case when char_length(bad_key) > 64 then left(bad_key, 64) || '…' else bad_key end, max_achievement_length
        using errcode = '22023', hint = 'Achievement ids are short names such as "first_steps".';
    end if;
  end if;

  if sent_position and new.current_scenario not between 0 and max_position then
    raise exception 'current_scenario must be a position from 0 to % inside the phase, got %', max_position, new.current_scenario
      using errcode = '22023', hint = 'current_scenario counts from 0, the phase''s first scenario.';
  end if;

  if tg_op = 'UPDATE' then
    -- The stored row is the other side of the merge; its identity never changes.
    new.id := old.id;
    new.created_at := old.created_at;
    new.correct_answers := greatest(old.correct_answers, new.correct_answers);
    new.reviewed_count := greatest(old.reviewed_count, new.reviewed_count);

    if sent_completed then
      new.completed_scenarios := old.completed_scenarios || new.completed_scenarios;
    end if;
    if sent_achievements then
      new.unlocked_achievements := old.unlocked_achievements || new.unlocked_achievements;
    end if;

    -- Per scenario, the earliest first attempt and the latest attempt win. On equal times the
    -- wrong answer wins, so a tie never hides a 'Revisar' flag. A scenario on one side only, or
    -- sent as it is stored (the app sends its whole state), is taken as it is.
    -- The first choice goes with its first attempt. The same first attempt seen with and without
    -- its choice (an older app's save) keeps the choice; two choices at one instant are ordered
    -- by key in "C" order, the engine's order (packages/training/src/merge.ts).
    if sent_results then
      select coalesce(jsonb_object_agg(key,
        case
          when o.value is null then n.value
          when n.value is null or n.value = o.value then o.value
          else jsonb_strip_nulls(jsonb_build_object(
            'first_at', pick.first -> 'first_at', 'first_correct', pick.first -> 'first_correct',
            'first_choice', pick.first -> 'first_choice',
            'last_at', pick.last -> 'last_at', 'last_correct', pick.last -> 'last_correct'))
        end), '{}'::jsonb)
      into merged_results
      from jsonb_each(old.scenario_results) as o
      full join jsonb_each(new.scenario_results) as n using (key)
      cross join lateral (
        select
          case
            when o.value is null or n.value is null or n.value = o.value then null
            when ((n.value ->> 'first_at')::timestamptz, (n.value ->> 'first_correct')::boolean,
                  not (n.value ? 'first_choice'), coalesce(n.value ->> 'first_choice', '') collate "C")
               < ((o.value ->> 'first_at')::timestamptz, (o.value ->> 'first_correct')::boolean,
                  not (o.value ? 'first_choice'), coalesce(o.value ->> 'first_choice', '') collate "C")
              then n.value
            else o.value
          end as first,
          case
            when o.value is null or n.value is null or n.value = o.value then null
            when ((n.value ->> 'last_at')::timestamptz, not (n.value ->> 'last_correct')::boolean)
               > ((o.value ->> 'last_at')::timestamptz, not (o.value ->> 'last_correct')::boolean)
              then n.value
            else o.value
          end as last
      ) as pick;
      new.scenario_results := merged_results;
    end if;

    -- Each device only ever counts up, so the larger count per device is the true one.
    if sent_reviews then
      select coalesce(jsonb_object_agg(key,
        case
          when o.value is null then n.value
          when n.value is null then o.value
          when (n.value #>> '{}')::numeric > (o.value #>> '{}')::numeric then n.value
          else o.value
        end), '{}'::jsonb)
      into merged_reviews
      from jsonb_each(old.review_counts) as o
      full join jsonb_each(new.review_counts) as n using (key);
      new.review_counts := merged_reviews;
    end if;

    -- Position and streak describe one moment: a state older than the stored one keeps the
    -- stored values (a queued save from a tab left open must not move the learner back).
    stale := new.client_updated_at is not null and old.client_updated_at is not null
      and new.client_updated_at < old.client_updated_at;
    if stale then
      new.current_scenario := old.current_scenario;
      new.current_phase := old.current_phase;
      new.current_streak := old.current_streak;
      new.client_updated_at := old.client_updated_at;
    end if;
  end if;

  -- Derived fields: completed = every scenario ever answered; correct on the first attempt;
  -- flagged = latest attempt wrong. Lists are kept sorted and without repeats. When a write sends
  -- neither scenario_results nor completed_scenarios, the stored derived lists stand as they are
  -- (they were derived from the same values).
  if sent_results or sent_completed then
    new.completed_scenarios := array(
      select distinct n from (
        select unnest(new.completed_scenarios) as n
        union all
        select key::integer from jsonb_each(new.scenario_results)
      ) answered
      where n is not null
      order by n
    );
  end if;
  if sent_results then
    new.incorrect_scenarios := array(
      select key::integer from jsonb_each(new.scenario_results)
      where (value ->> 'last_correct')::boolean = false
      order by 1
    );
    new.correct_answers := greatest(
      new.correct_answers,
      (select count(*) from jsonb_each(new.scenario_results) where (value ->> 'first_correct')::boolean)::integer
    );
  elsif tg_op = 'UPDATE' then
    new.incorrect_scenarios := old.incorrect_scenarios;
  end if;
  new.correct_answers := least(new.correct_answers, cardinality(new.completed_scenarios));
  if sent_achievements then
    new.unlocked_achievements := array(
      select distinct a from unnest(new.unlocked_achievements) as a where a is not null order by a
    );
  end if;
  if sent_reviews then
    new.reviewed_count := greatest(
      new.reviewed_count,
      (select coalesce(sum((value #>> '{}')::numeric), 0) from jsonb_each(new.review_counts))::integer
    );
  end if;

  -- The merged row's sizes: a save may not make a list longer than its bound.
  if tg_op = 'UPDATE' then
    if sent_results then
      select count(*) into sent_count from jsonb_object_keys(new.scenario_results);
      select count(*) into stored_count from jsonb_object_keys(old.scenario_results);
      if sent_count > max_results and sent_count > stored_count then
        raise exception 'scenario_results: a learner''s row holds at most % scenarios, this save would make it %', max_results, sent_count
          using errcode = '22023', hint = 'Send only the scenarios the learner has answered.';
      end if;
    end if;
    if sent_reviews then
      select count(*) into sent_count from jsonb_object_keys(new.review_counts);
      select count(*) into stored_count from jsonb_object_keys(old.review_counts);
      if sent_count > max_devices and sent_count > stored_count then
        raise exception 'review_counts: a learner''s row holds at most % devices, this save would make it %', max_devices, sent_count
          using errcode = '22023', hint = 'Send the review picks of this device, keyed by its own id.';
      end if;
    end if;
    if cardinality(new.completed_scenarios) > max_completed
      and cardinality(new.completed_scenarios) > cardinality(old.completed_scenarios) then
      raise exception 'completed_scenarios: a learner''s row holds at most % scenarios, this save would make it %', max_completed, cardinality(new.completed_scenarios)
        using errcode = '22023', hint = 'Send only the scenarios the learner has completed.';
    end if;
    if cardinality(new.unlocked_achievements) > max_achievements
      and cardinality(new.unlocked_achievements) > cardinality(old.unlocked_achievements) then
      raise exception 'unlocked_achievements: a learner''s row holds at most % achievements, this save would make it %', max_achievements, cardinality(new.unlocked_achievements)
        using errcode = '22023', hint = 'Send the ids of the achievements the learner has unlocked.';
    end if;
  elsif cardinality(new.completed_scenarios) > max_completed then
    -- A new row: scenario_results and completed_scenarios each within bounds can still list up
    -- to 2,000 different scenarios together.
    raise exception 'completed_scenarios: a learner''s row holds at most % scenarios, this save would make it %', max_completed, cardinality(new.completed_scenarios)
      using errcode = '22023', hint = 'Send only the scenarios the learner has completed.';
  end if;

  if tg_op = 'INSERT' then
    new.created_at := now();
  end if;
  return new;
end;
$$;

revoke all on function public.user_progress_merge() from public, anon, authenticated;
