-- Spaced review and skill challenges (issue 18; docs/decisions/0017-spaced-review.md).
--
-- Two columns on user_progress, saved with the rest of the learner's state by the same upsert:
--
--   review_schedule   per answered scenario, its FSRS review card (packages/training/src/
--                     schedule.ts): {"12": {"due": "2026-11-24T10:00:00.000Z", "stability": 2.3065,
--                     "difficulty": 2.1181, "scheduled_days": 3, "learning_steps": 0, "reps": 1,
--                     "lapses": 0, "state": 2, "last_review": "2026-11-21T10:00:00.000Z"}}
--   challenges_done   per skill whose challenge the learner marked done, when it was first marked:
--                     {"asking-for-help": "2026-11-21T10:00:00.000Z"}
--
-- Saves are merges (decision 0004), so a second BEFORE trigger merges these two columns the way
-- user_progress_merge merges the others; the first trigger's function is not re-stated. Triggers
-- of one event fire in name order: user_progress_merge, then user_progress_merge_schedule, then
-- user_progress_set_updated_at. user_progress_merge never touches these columns, so this trigger
-- sees them as the save sent them.
--
--   review_schedule   per scenario the card with the later last_review wins: it was computed
--                     with the most recent answer. A card sent again (an outbox retry) is a tie
--                     and changes nothing; a card is a state, not an increment, so a review is
--                     never counted twice. On equal last reviews: more reps, more lapses, the
--                     earlier due date, lower stability, higher difficulty, then the remaining
--                     fields (the same order as compareCards in the engine).
--   challenges_done   the union of the skills, each with the earliest time it was marked.
--
-- Bounds, as 20261125140000_bounded_progress.sql set them for the other columns (22023, a
-- message that names the field and the rule, a hint): review_schedule holds at most 1,000 cards
-- under scenario numbers 1 to 10,000, each with exactly its nine fields in the ranges ts-fsrs
-- produces; challenges_done at most 200 skills, each key a slug of at most 48 characters (the
-- content's skillKey rule) and each value a timestamp. What a save sends is checked; a column it
-- leaves out (NEW holds the stored value) is neither checked again nor merged.
--
-- Row-level security is unchanged: the table's policies and grants are per row and per table,
-- so the learner reads and writes these columns of their own rows only, and the educators'
-- read policy of 20261125120000_classes.sql shows them to the learner's teachers.

alter table public.user_progress
  add column review_schedule jsonb not null default '{}'::jsonb,
  add column challenges_done jsonb not null default '{}'::jsonb;

comment on column public.user_progress.review_schedule is
  'Per answered scenario its FSRS review card; merged by user_progress_merge_schedule (the later last_review wins).';
comment on column public.user_progress.challenges_done is
  'Skill key to when its challenge was first marked done; merged by user_progress_merge_schedule (union, earliest time).';

create function public.user_progress_merge_schedule()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_scenario constant integer := 10000;
  max_cards constant integer := 1000;
  max_challenges constant integer := 200;
  max_skill_key_length constant integer := 48;

  -- Whether this write sends the column (an INSERT sends both).
  sent_schedule boolean := true;
  sent_challenges boolean := true;

  entry record;
  bad_key text;
  bad_rule text;
  sent_count integer;
  stored_count integer;
  merged jsonb;
begin
  if tg_op = 'UPDATE' then
    sent_schedule := new.review_schedule is distinct from old.review_schedule;
    sent_challenges := new.challenges_done is distinct from old.challenges_done;
  end if;

  -- review_schedule: the count first (cheap), then the keys, the cards' shape and ranges, the
  -- timestamps.
  if sent_schedule then
    if jsonb_typeof(new.review_schedule) is distinct from 'object' then
      raise exception 'review_schedule must be a JSON object keyed by scenario number'
        using errcode = '22023', hint = 'Send {} when no scenario has been answered.';
    end if;
    select count(*) into sent_count from jsonb_object_keys(new.review_schedule);
    if sent_count > max_cards then
      raise exception 'review_schedule: a save holds at most % cards, this one sends %', max_cards, sent_count
        using errcode = '22023', hint = 'Send one card per scenario the learner has answered.';
    end if;
    select key into bad_key
    from jsonb_object_keys(new.review_schedule) as key
    where case when key ~ '^[1-9][0-9]{0,4}$' then key::integer > max_scenario else true end
    limit 1;
    if bad_key is not null then
      raise exception 'review_schedule: key "%" is not a scenario number from 1 to %',
        case when char_length(bad_key) > 64 then left(bad_key, 64) || '…' else bad_key end, max_scenario
        using errcode = '22023', hint = 'Keys are scenario numbers such as "12".';
    end if;
    select key into bad_key
    from jsonb_each(new.review_schedule)
    where jsonb_typeof(value) is distinct from 'object'
      or jsonb_typeof(value -> 'due') is distinct from 'string'
      or jsonb_typeof(value -> 'last_review') is distinct from 'string'
      or jsonb_typeof(value -> 'stability') is distinct from 'number'
      or jsonb_typeof(value -> 'difficulty') is distinct from 'number'
      or jsonb_typeof(value -> 'scheduled_days') is distinct from 'number'
      or jsonb_typeof(value -> 'learning_steps') is distinct from 'number'
      or jsonb_typeof(value -> 'reps') is distinct from 'number'
      or jsonb_typeof(value -> 'lapses') is distinct from 'number'
      or jsonb_typeof(value -> 'state') is distinct from 'number'
    limit 1;
    if bad_key is not null then
      raise exception 'review_schedule["%"] must have due, last_review (timestamps) and stability, difficulty, scheduled_days, learning_steps, reps, lapses, state (numbers)', bad_key
        using errcode = '22023', hint = 'Send the card as the app''s schedule makes it.';
    end if;
    select key, rule into bad_key, bad_rule
    from jsonb_each(new.review_schedule)
    cross join lateral (
      select (value ->> 'stability')::numeric as stability, (value ->> 'difficulty')::numeric as difficulty,
        (value ->> 'scheduled_days')::numeric as scheduled_days, (value ->> 'learning_steps')::numeric as learning_steps,
        (value ->> 'reps')::numeric as reps, (value ->> 'lapses')::numeric as lapses, (value ->> 'state')::numeric as state
    ) as card
    cross join lateral (
      select case
        when card.stability not between 0.001 and 36500 then 'stability must be a number from 0.001 to 36500'
        when card.difficulty not between 1 and 10 then 'difficulty must be a number from 1 to 10'
        when card.scheduled_days not between 0 and 36500 or card.scheduled_days <> trunc(card.scheduled_days)
          then 'scheduled_days must be a whole number from 0 to 36500'
        when card.learning_steps not between 0 and 100 or card.learning_steps <> trunc(card.learning_steps)
          then 'learning_steps must be a whole number from 0 to 100'
        when card.reps not between 1 and 1000000 or card.reps <> trunc(card.reps)
          then 'reps must be a whole number from 1 to 1000000'
        when card.lapses not between 0 and card.reps or card.lapses <> trunc(card.lapses)
          then 'lapses must be a whole number from 0 to reps'
        when card.state not between 0 and 3 or card.state <> trunc(card.state)
          then 'state must be a whole number from 0 to 3'
      end as rule
    ) as problem
    where rule is not null
    limit 1;
    if bad_key is not null then
      raise exception 'review_schedule["%"]: %', bad_key, bad_rule
        using errcode = '22023', hint = 'Send the card as the app''s schedule makes it.';
    end if;
    -- Every timestamp in one statement; only when one fails, look for which.
    begin
      perform min((value ->> 'due')::timestamptz), min((value ->> 'last_review')::timestamptz)
      from jsonb_each(new.review_schedule);
    exception when others then
      for entry in select key, value from jsonb_each(new.review_schedule) loop
        begin
          perform (entry.value ->> 'due')::timestamptz, (entry.value ->> 'last_review')::timestamptz;
        exception when others then
          raise exception 'review_schedule["%"]: due and last_review must be ISO 8601 timestamps', entry.key
            using errcode = '22023', hint = 'For example "2026-11-21T10:00:00.000Z".';
        end;
      end loop;
      raise;
    end;
    -- Each card is stored as exactly its nine fields, whatever else it carried.
    select jsonb_object_agg(key, jsonb_build_object(
      'due', value -> 'due', 'stability', value -> 'stability', 'difficulty', value -> 'difficulty',
      'scheduled_days', value -> 'scheduled_days', 'learning_steps', value -> 'learning_steps',
      'reps', value -> 'reps', 'lapses', value -> 'lapses', 'state', value -> 'state',
      'last_review', value -> 'last_review'))
    into merged
    from jsonb_each(new.review_schedule);
    new.review_schedule := coalesce(merged, '{}'::jsonb);
  end if;

  -- challenges_done.
  if sent_challenges then
    if jsonb_typeof(new.challenges_done) is distinct from 'object' then
      raise exception 'challenges_done must be a JSON object of skill key to the time it was marked done'
        using errcode = '22023', hint = 'Send {} when no challenge has been marked done.';
    end if;
    select count(*) into sent_count from jsonb_object_keys(new.challenges_done);
    if sent_count > max_challenges then
      raise exception 'challenges_done: a save holds at most % challenges, this one sends %', max_challenges, sent_count
        using errcode = '22023', hint = 'Send the skill keys of the challenges marked done.';
    end if;
    select key into bad_key
    from jsonb_object_keys(new.challenges_done) as key
    where char_length(key) > max_skill_key_length or key !~ '^[a-z0-9]+(-[a-z0-9]+)*$'
    limit 1;
    if bad_key is not null then
      raise exception 'challenges_done: key "%" is not a skill key (lowercase letters, digits and single hyphens, at most % characters)',
        case when char_length(bad_key) > 64 then left(bad_key, 64) || '…' else bad_key end, max_skill_key_length
        using errcode = '22023', hint = 'Keys are the content''s skill keys, such as "asking-for-help".';
    end if;
    select key into bad_key
    from jsonb_each(new.challenges_done)
    where jsonb_typeof(value) is distinct from 'string'
    limit 1;
    if bad_key is null then
      begin
        perform min((value #>> '{}')::timestamptz) from jsonb_each(new.challenges_done);
      exception when others then
        for entry in select key, value from jsonb_each(new.challenges_done) loop
          begin
            perform (entry.value #>> '{}')::timestamptz;
          exception when others then
            bad_key := entry.key;
            exit;
          end;
        end loop;
      end;
    end if;
    if bad_key is not null then
      raise exception 'challenges_done["%"] must be the ISO 8601 timestamp it was marked done', bad_key
        using errcode = '22023', hint = 'For example "2026-11-21T10:00:00.000Z".';
    end if;
  end if;

  if tg_op = 'UPDATE' then
    -- Per scenario the card with the later review wins; ties as described above. A card sent as
    -- it is stored is taken as it is.
    if sent_schedule then
      select coalesce(jsonb_object_agg(key,
        case
          when o.value is null then n.value
          when n.value is null or n.value = o.value then o.value
          when ((n.value ->> 'last_review')::timestamptz, (n.value ->> 'reps')::numeric,
                (n.value ->> 'lapses')::numeric, -extract(epoch from (n.value ->> 'due')::timestamptz),
                -(n.value ->> 'stability')::numeric, (n.value ->> 'difficulty')::numeric,
                (n.value ->> 'state')::numeric, -(n.value ->> 'scheduled_days')::numeric,
                -(n.value ->> 'learning_steps')::numeric)
             > ((o.value ->> 'last_review')::timestamptz, (o.value ->> 'reps')::numeric,
                (o.value ->> 'lapses')::numeric, -extract(epoch from (o.value ->> 'due')::timestamptz),
                -(o.value ->> 'stability')::numeric, (o.value ->> 'difficulty')::numeric,
                (o.value ->> 'state')::numeric, -(o.value ->> 'scheduled_days')::numeric,
                -(o.value ->> 'learning_steps')::numeric)
            then n.value
          else o.value
        end), '{}'::jsonb)
      into merged
      from jsonb_each(old.review_schedule) as o
      full join jsonb_each(new.review_schedule) as n using (key);
      new.review_schedule := merged;

      select count(*) into sent_count from jsonb_object_keys(new.review_schedule);
      select count(*) into stored_count from jsonb_object_keys(old.review_schedule);
      if sent_count > max_cards and sent_count > stored_count then
        raise exception 'review_schedule: a learner''s row holds at most % cards, this save would make it %', max_cards, sent_count
          using errcode = '22023', hint = 'Send one card per scenario the learner has answered.';
      end if;
    end if;

    -- Every skill marked on either side, with the earliest time.
    if sent_challenges then
      select coalesce(jsonb_object_agg(key,
        case
          when o.value is null then n.value
          when n.value is null then o.value
          when (n.value #>> '{}')::timestamptz < (o.value #>> '{}')::timestamptz then n.value
          else o.value
        end), '{}'::jsonb)
      into merged
      from jsonb_each(old.challenges_done) as o
      full join jsonb_each(new.challenges_done) as n using (key);
      new.challenges_done := merged;

      select count(*) into sent_count from jsonb_object_keys(new.challenges_done);
      select count(*) into stored_count from jsonb_object_keys(old.challenges_done);
      if sent_count > max_challenges and sent_count > stored_count then
        raise exception 'challenges_done: a learner''s row holds at most % challenges, this save would make it %', max_challenges, sent_count
          using errcode = '22023', hint = 'Send the skill keys of the challenges marked done.';
      end if;
    end if;
  end if;

  return new;
end;
$$;

-- Named to fire after user_progress_merge and before user_progress_set_updated_at.
create trigger user_progress_merge_schedule
before insert or update on public.user_progress
for each row execute function public.user_progress_merge_schedule();

revoke all on function public.user_progress_merge_schedule() from public, anon, authenticated;
