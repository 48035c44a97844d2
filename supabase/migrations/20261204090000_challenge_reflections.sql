-- 'Como foi?': the learner's answer about last week's challenge, and the class's counts for its
-- educator (issue 39, item 6; docs/decisions/0079-how-did-the-challenge-go.md).
--
-- Once the week of a 'Desafio da semana' has ended (docs/decisions/0024), a returning learner is
-- asked how it went: tried it or not yet, how it felt, and, if they like, a few words of their
-- own. The teacher sees how many tried and how it felt, never a child's words unless the child
-- chose to show them.
--
-- 1. public.challenge_reflections: one row per (learner, week). The learner reads, writes and
--    changes only their own rows (row-level security); nobody else reads the table through the
--    API, an educator included: a child's words are theirs until they share them. The row goes
--    with the account.
-- 2. A trigger tidies a row before it is stored, whoever writes it: the words are trimmed, blank
--    words are no words, and words that cannot be shown are refused with 22023 naming the rule
--    (the app puts the rule on the field). Words nobody wrote cannot be shared.
-- 3. public.class_challenge_reflections(class_id): for the class's educator (by
--    private.is_educator_of_class, so whoever that rule names: a co-teacher later), one row per
--    (week, skill) answered by the class's current members: how many tried, how many not yet, how
--    many felt each way, and the words of those who chose to share them, under the name the class
--    shows (the class-only name, docs/decisions/0075, else the learner's own). Someone else:
--    42501. A learner who left or was removed is not counted: the class is who is in it now.

create table public.challenge_reflections (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The Monday of the challenge's week in the learner's time zone (packages/training's weekStart).
  week_start date not null,
  -- The skill whose challenge it was; a key, so a renamed skill still reads (skill-renames.ts).
  skill_key text not null,
  tried boolean not null,
  -- How it felt: only for a challenge tried, and only one of the three faces the card offers.
  feeling text,
  words text,
  share_words boolean not null default false,
  answered_at timestamptz not null default now(),
  primary key (user_id, week_start),
  constraint challenge_reflections_week_starts_on_monday
    check (extract(isodow from week_start) = 1),
  constraint challenge_reflections_skill_key_shape
    check (char_length(skill_key) between 1 and 80),
  constraint challenge_reflections_feeling_known
    check (feeling is null or (tried and feeling in ('good', 'so-so', 'hard'))),
  constraint challenge_reflections_words_shown
    check (words is null or char_length(words) between 1 and 280),
  constraint challenge_reflections_share_needs_words
    check (not share_words or words is not null)
);

comment on table public.challenge_reflections is
  'A learner''s ''Como foi?'' about a week''s challenge; only they read it. Their class''s educator reads counts, and the words they chose to share, through public.class_challenge_reflections.';

-- Why words cannot be stored, or null when they can. New lines are a child's own way of writing
-- and stay; other control characters and direction overrides would make the teacher read
-- something other than what was typed.
create function private.reflection_words_problem(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when value is null then null
    when value ~ '[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]'
      then 'words must not hold control characters other than new lines'
    when value ~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
      then 'words must not hold direction-override characters'
    when char_length(value) > 280 then 'words: at most 280 characters'
  end
$$;

create function private.tidy_challenge_reflection()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text;
begin
  new.words := nullif(private.display_name_trimmed(replace(new.words, E'\r\n', E'\n')), '');
  problem := private.reflection_words_problem(new.words);
  if problem is not null then
    raise exception '%', problem
      using errcode = '22023', hint = 'Write a little less, with letters you can see.';
  end if;
  if not new.tried then
    new.feeling := null;
  end if;
  new.share_words := new.share_words and new.words is not null;
  new.answered_at := now();
  return new;
end;
$$;

create trigger challenge_reflections_tidy
before insert or update on public.challenge_reflections
for each row execute function private.tidy_challenge_reflection();

alter table public.challenge_reflections enable row level security;

-- One policy per command, the learner's own rows only. No policy names an educator: they read
-- through public.class_challenge_reflections alone.
create policy "Learners read their own reflections"
on public.challenge_reflections for select
to authenticated
using ((select auth.uid()) = user_id);

create policy "Learners add their own reflections"
on public.challenge_reflections for insert
to authenticated
with check ((select auth.uid()) = user_id);

create policy "Learners change their own reflections"
on public.challenge_reflections for update
to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

revoke all on table public.challenge_reflections from public, anon, authenticated;
grant select, insert, update on table public.challenge_reflections to authenticated;
grant all on table public.challenge_reflections to service_role;

create function public.class_challenge_reflections(class_id uuid)
returns table (
  week_start date,
  skill_key text,
  tried integer,
  not_yet integer,
  good integer,
  so_so integer,
  hard integer,
  shared jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not private.is_educator_of_class(class_challenge_reflections.class_id)
  then
    raise exception 'Only the class''s educator can read how the class''s challenges went'
      using errcode = '42501', hint = 'Sign in as the educator of the class.';
  end if;
  return query
  select
    r.week_start,
    r.skill_key,
    (count(*) filter (where r.tried))::integer,
    (count(*) filter (where not r.tried))::integer,
    (count(*) filter (where r.feeling = 'good'))::integer,
    (count(*) filter (where r.feeling = 'so-so'))::integer,
    (count(*) filter (where r.feeling = 'hard'))::integer,
    coalesce(
      jsonb_agg(
        jsonb_build_object(
          'user_id', r.user_id,
          'name', coalesce(n.name, m.display_name),
          'feeling', r.feeling,
          'words', r.words
        )
        order by r.answered_at
      ) filter (where r.share_words and r.words is not null),
      '[]'::jsonb
    )
  from public.challenge_reflections r
  join public.class_members m
    on m.class_id = class_challenge_reflections.class_id and m.user_id = r.user_id
  left join public.class_member_names n
    on n.class_id = m.class_id and n.user_id = m.user_id
  group by r.week_start, r.skill_key
  order by r.week_start desc, r.skill_key;
end;
$$;

revoke all on function public.class_challenge_reflections(uuid) from public, anon;
grant execute on function public.class_challenge_reflections(uuid) to authenticated, service_role;
