-- join_class is limited per account (issue 30; docs/decisions/0038-fair-share-and-join-limit.md).
--
-- A learner may try 5 codes a minute. The 6th try within the minute is refused with PT429
-- (PostgREST answers 429) before the code is looked at, so guessing codes goes at 5 a minute
-- instead of about 200 a second; another account is not affected; a minute after the first try
-- of the window the count starts again.
--
-- The tries must be counted even when the code is unknown, and PostgREST rolls back a call that
-- raises an exception: a count kept by a raising call would be undone with it. So an unknown
-- code no longer raises. join_class returns json: the class's id (a JSON string, the same body as
-- the uuid it returned before) or, for an unknown code, PostgREST's error body
-- {code: 'PT404', message, details, hint} with the response status set to 404 through the
-- response.status setting, which PostgREST answers with and then commits
-- (docs.postgrest.org, "Setting response status code"; PostgREST issue #1525 is this very case:
-- recording failed attempts while answering 4xx). The client sees the same 404 and PT404 as before.
-- The other refusals (signed out, a name that cannot be shown, a removed learner) still raise: they
-- reveal no code, and need no count.

-- One row per account: the start of its current minute and the tries in it.
create table private.join_tries (
  user_id uuid primary key references auth.users (id) on delete cascade,
  window_started_at timestamptz not null,
  tries integer not null
);
revoke all on table private.join_tries from public, anon, authenticated;

drop function public.join_class(text, text);

create function public.join_class(code text, display_name text default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  chosen_name text := nullif(private.display_name_trimmed(display_name), '');
  problem text := private.display_name_problem(coalesce(chosen_name, private.display_name_trimmed(display_name)));
  tries_now integer;
  found_class uuid;
begin
  if caller is null then
    raise exception 'Only a signed-in learner can join a class'
      using errcode = '42501', hint = 'Sign in first.';
  end if;
  -- The row lock of the upsert makes concurrent tries of one account count one after another.
  insert into private.join_tries as t (user_id, window_started_at, tries)
  values (caller, now(), 1)
  on conflict (user_id) do update set
    window_started_at = case when t.window_started_at <= now() - interval '1 minute'
                             then now() else t.window_started_at end,
    tries = case when t.window_started_at <= now() - interval '1 minute' then 1 else t.tries + 1 end
  returning tries into tries_now;
  if tries_now > 5 then
    raise exception 'Too many tries to join a class: at most 5 a minute'
      using errcode = 'PT429', hint = 'Wait a minute and try again.';
  end if;
  if display_name is not null and problem is not null then
    raise exception '%', problem
      using errcode = '22023', hint = 'Choose a name to show your educator, with letters you can see.';
  end if;
  select id into found_class from public.classes where join_code = upper(btrim(code));
  if found_class is null then
    perform set_config('response.status', '404', true);
    return json_build_object(
      'code', 'PT404',
      'details', null,
      'hint', 'Check the code with your educator: 8 letters and digits.',
      'message', format('No class has the code "%s"', btrim(code))
    );
  end if;
  if exists (
    select 1 from private.class_removals r
    where r.class_id = found_class and r.user_id = caller and r.join_code = upper(btrim(code))
  ) then
    raise exception 'The educator removed you from this class'
      using errcode = 'PT403', hint = 'Ask your educator: they can give the class a new code.';
  end if;
  insert into public.class_members as m (class_id, user_id, display_name)
  values (found_class, caller, chosen_name)
  on conflict (class_id, user_id)
  do update set display_name = coalesce(excluded.display_name, m.display_name);
  return to_json(found_class);
end;
$$;

revoke all on function public.join_class(text, text) from public, anon;
grant execute on function public.join_class(text, text) to authenticated, service_role;
