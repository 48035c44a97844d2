-- The gentle weekly goal (docs/decisions/0076-a-gentle-weekly-goal.md): how many days a week the
-- learner chose to practise. It is a setting of the account, not progress: it follows the learner
-- to a second device and through sign-out and in, and two devices never need to merge it (the
-- learner changes it in one place, the last choice holds). The days practised are not stored:
-- they come from the answer times user_progress already keeps.
--
--   public.profiles.weekly_goal      days a week, 1 to 7; null until the learner chooses (the app
--                                    shows its default of 3 then)
--   public.set_my_weekly_goal(days)  the signed-in account's own goal, the only way to change it
--
-- The table stays read-only to the API roles (…_profiles.sql): like the role, the goal changes
-- through a function that can only touch the caller's own row.

alter table public.profiles add column weekly_goal smallint;

alter table public.profiles
  add constraint profiles_weekly_goal check (weekly_goal between 1 and 7);

comment on column public.profiles.weekly_goal is
  'Days a week the learner chose to practise (1 to 7); null before a choice. Changed through public.set_my_weekly_goal only.';

create function public.set_my_weekly_goal(days integer)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'Only a signed-in account can set its weekly goal'
      using errcode = '42501', hint = 'Sign in first.';
  end if;
  if set_my_weekly_goal.days is null or set_my_weekly_goal.days not between 1 and 7 then
    raise exception 'days must be a whole number from 1 to 7; got %',
      coalesce(set_my_weekly_goal.days::text, 'null')
      using errcode = '22023', hint = 'Send days: how many days a week, 1 to 7.';
  end if;
  -- An account made before profiles has no row yet: it is a learner.
  insert into public.profiles (user_id, role, weekly_goal)
  values (caller, 'learner', set_my_weekly_goal.days)
  on conflict (user_id) do update set weekly_goal = excluded.weekly_goal;
  return set_my_weekly_goal.days;
end;
$$;

revoke all on function public.set_my_weekly_goal(integer) from public, anon;
grant execute on function public.set_my_weekly_goal(integer) to authenticated;
