-- A learner's progress: one row per user and category (docs/product/data.md#user_progress), plus
-- what docs/product/journey.md#saving adds so that nothing is lost (review flags, streak, reviewed
-- count, current phase).
--
-- Saves are merges, not overwrites. The app keeps the product's single write call, an
-- upsert on (user_id, selected_category), and the BEFORE trigger below merges the incoming row
-- into the stored one. Every merge is commutative and idempotent, so an answer sent twice (a
-- retry after a lost response, an offline queue flushed on reconnect) counts once, and two tabs
-- saving different answers both keep theirs, whatever order their requests arrive in.
-- docs/decisions/0004-progress-saves-are-merges.md explains the choice.

create table public.user_progress (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  selected_category text not null default 'default',

  -- The product's original fields (docs/product/data.md#columns).
  current_scenario integer not null default 0 check (current_scenario >= 0),
  correct_answers integer not null default 0 check (correct_answers >= 0),
  completed_scenarios integer[] not null default '{}',
  unlocked_achievements text[] not null default '{}',

  -- Per answered scenario: its first attempt and its latest one, each with the device's time.
  --   {"12": {"first_at": "2026-11-21T10:00:00Z", "first_correct": false,
  --           "last_at": "2026-11-21T10:05:00Z", "last_correct": true}}
  -- completed_scenarios, correct_answers and incorrect_scenarios are derived from it.
  scenario_results jsonb not null default '{}'::jsonb,
  -- Scenarios whose latest attempt was wrong: the 'Revisar' flags. Derived, never sent.
  incorrect_scenarios integer[] not null default '{}',
  -- Review picks per device ({"<device id>": count}); reviewed_count is their sum.
  review_counts jsonb not null default '{}'::jsonb,
  reviewed_count integer not null default 0 check (reviewed_count >= 0),
  current_streak integer not null default 0 check (current_streak >= 0),
  current_phase integer not null default 1 check (current_phase between 1 and 5),
  -- When the device made this state; the newest one decides the position fields above.
  client_updated_at timestamptz,

  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  -- The upsert's conflict target. Its index leads with user_id, so it is also the index that
  -- RLS's user_id filter and the cascade from auth.users use; a second one would only cost writes.
  constraint user_progress_user_id_selected_category_key unique (user_id, selected_category),
  constraint user_progress_selected_category_length check (char_length(selected_category) between 1 and 64)
);

comment on table public.user_progress is
  'A learner''s progress per category. Writes are merged by the trigger user_progress_merge: nothing already saved is lost.';

-- Rejects malformed extra state with a message that names the field and the rule, and merges the
-- incoming row into the stored one.
create function public.user_progress_merge()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  entry record;
  merged_results jsonb;
  merged_reviews jsonb;
  stale boolean;
begin
  -- Shape of scenario_results.
  if jsonb_typeof(new.scenario_results) is distinct from 'object' then
    raise exception 'scenario_results must be a JSON object keyed by scenario number'
      using errcode = '22023', hint = 'Send {} when no scenario has been answered.';
  end if;
  for entry in select key, value from jsonb_each(new.scenario_results) loop
    if entry.key !~ '^[1-9][0-9]{0,5}$' then
      raise exception 'scenario_results: key "%" is not a scenario number', entry.key
        using errcode = '22023', hint = 'Keys are positive whole numbers such as "12".';
    end if;
    if jsonb_typeof(entry.value) is distinct from 'object'
      or jsonb_typeof(entry.value -> 'first_correct') is distinct from 'boolean'
      or jsonb_typeof(entry.value -> 'last_correct') is distinct from 'boolean'
      or jsonb_typeof(entry.value -> 'first_at') is distinct from 'string'
      or jsonb_typeof(entry.value -> 'last_at') is distinct from 'string' then
      raise exception 'scenario_results["%"] must have first_at, last_at (timestamps) and first_correct, last_correct (booleans)', entry.key
        using errcode = '22023';
    end if;
    begin
      perform (entry.value ->> 'first_at')::timestamptz, (entry.value ->> 'last_at')::timestamptz;
    exception when others then
      raise exception 'scenario_results["%"]: first_at and last_at must be ISO 8601 timestamps', entry.key
        using errcode = '22023', hint = 'For example "2026-11-21T10:00:00.000Z".';
    end;
  end loop;

  -- Shape of review_counts.
  if jsonb_typeof(new.review_counts) is distinct from 'object' then
    raise exception 'review_counts must be a JSON object of device id to count'
      using errcode = '22023', hint = 'Send {} when nothing has been reviewed.';
  end if;
  for entry in select key, value from jsonb_each(new.review_counts) loop
    if char_length(entry.key) not between 1 and 64
      or jsonb_typeof(entry.value) is distinct from 'number'
      or (entry.value #>> '{}')::numeric < 0
      or (entry.value #>> '{}')::numeric <> trunc((entry.value #>> '{}')::numeric) then
      raise exception 'review_counts["%"] must be a whole number of 0 or more, under a device id of 1 to 64 characters', entry.key
        using errcode = '22023';
    end if;
  end loop;

  if tg_op = 'UPDATE' then
    -- The stored row is the other side of the merge; its identity never changes.
    new.id := old.id;
    new.created_at := old.created_at;
    new.completed_scenarios := old.completed_scenarios || new.completed_scenarios;
    new.unlocked_achievements := old.unlocked_achievements || new.unlocked_achievements;
    new.correct_answers := greatest(old.correct_answers, new.correct_answers);
    new.reviewed_count := greatest(old.reviewed_count, new.reviewed_count);

    -- Per scenario, the earliest first attempt and the latest attempt win. On equal times the
    -- wrong answer wins, so a tie never hides a 'Revisar' flag.
    with entries as (
      select key, value from jsonb_each(old.scenario_results)
      union all
      select key, value from jsonb_each(new.scenario_results)
    ), firsts as (
      select distinct on (key) key, value -> 'first_at' as at, value -> 'first_correct' as correct
      from entries
      order by key, (value ->> 'first_at')::timestamptz, (value ->> 'first_correct')::boolean
    ), lasts as (
      select distinct on (key) key, value -> 'last_at' as at, value -> 'last_correct' as correct
      from entries
      order by key, (value ->> 'last_at')::timestamptz desc, (value ->> 'last_correct')::boolean
    )
    select coalesce(jsonb_object_agg(f.key, jsonb_build_object(
      'first_at', f.at, 'first_correct', f.correct, 'last_at', l.at, 'last_correct', l.correct)), '{}'::jsonb)
    into merged_results
    from firsts f join lasts l using (key);
    new.scenario_results := merged_results;

    -- Each device only ever counts up, so the larger count per device is the true one.
    select coalesce(jsonb_object_agg(key, max_count), '{}'::jsonb)
    into merged_reviews
    from (
      select key, max((value #>> '{}')::numeric) as max_count
      from (select * from jsonb_each(old.review_counts) union all select * from jsonb_each(new.review_counts)) counts
      group by key
    ) per_device;
    new.review_counts := merged_reviews;

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
  -- flagged = latest attempt wrong. Lists are kept sorted and without repeats.
  new.completed_scenarios := array(
    select distinct n from (
      select unnest(new.completed_scenarios) as n
      union all
      select key::integer from jsonb_each(new.scenario_results)
    ) answered
    where n is not null
    order by n
  );
  new.incorrect_scenarios := array(
    select key::integer from jsonb_each(new.scenario_results)
    where (value ->> 'last_correct')::boolean = false
    order by 1
  );
  new.unlocked_achievements := array(
    select distinct a from unnest(new.unlocked_achievements) as a where a is not null order by a
  );
  new.correct_answers := least(
    greatest(
      new.correct_answers,
      (select count(*) from jsonb_each(new.scenario_results) where (value ->> 'first_correct')::boolean)::integer
    ),
    cardinality(new.completed_scenarios)
  );
  new.reviewed_count := greatest(
    new.reviewed_count,
    (select coalesce(sum((value #>> '{}')::numeric), 0) from jsonb_each(new.review_counts))::integer
  );
  if tg_op = 'INSERT' then
    new.created_at := now();
  end if;
  return new;
end;
$$;

create trigger user_progress_merge
before insert or update on public.user_progress
for each row execute function public.user_progress_merge();

-- updated_at is the server's clock, whatever the client sends.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Named to fire after user_progress_merge (BEFORE triggers run in name order).
create trigger user_progress_set_updated_at
before insert or update on public.user_progress
for each row execute function public.set_updated_at();

-- Row-level security: a learner reaches only their own rows. One policy per command; the
-- (select auth.uid()) form is evaluated once per statement, not once per row.
alter table public.user_progress enable row level security;

create policy "Learners read their own progress"
on public.user_progress for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Learners create their own progress"
on public.user_progress for insert
to authenticated
with check ((select auth.uid()) = user_id);

create policy "Learners update their own progress"
on public.user_progress for update
to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

-- Minimal grants. Supabase grants everything on new public tables to anon and authenticated by
-- default; the anonymous key needs nothing here, and learners never delete (an account's rows
-- go with it, through the foreign key's cascade).
revoke all on table public.user_progress from anon, authenticated;
grant select, insert, update on table public.user_progress to authenticated;
grant all on table public.user_progress to service_role;

revoke all on function public.user_progress_merge() from public, anon, authenticated;
revoke all on function public.set_updated_at() from public, anon, authenticated;
