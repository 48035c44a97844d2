-- A classroom one child cannot break (issue 30; docs/decisions/0027-a-shared-classroom.md).
--
-- 1. public.rotate_join_code(class_id uuid): the class's educator gives it a new code; the old
--    one joins no one from then on.
-- 2. A learner the educator removed cannot join again with the same code: the removal is kept
--    (private.class_removals) with the code of that moment, and join_class refuses it with PT403
--    (PostgREST answers 403) until the educator rotates the code. A learner who left on their own
--    may come back.
-- 3. The names learners show: every kind of white space around them is trimmed (not only ASCII
--    spaces: no-break, ideographic, the em space…), and a name is refused when nothing visible is
--    left (empty, or zero-width characters only) or when it holds a control character (a tab, a
--    newline) or a direction override or isolate, which can make a name read as another. join_class
--    refuses with 22023 naming display_name; a direct update meets the table's check (23514).

-- White space and invisible characters, as regular-expression classes.
create function private.display_name_trimmed(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(value,
    '^[\s\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g')
$$;

-- Why a (trimmed) name cannot be shown, or null when it can.
create function private.display_name_problem(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when value is null then null
    when value ~ '[\u0000-\u001f\u007f-\u009f]' then 'display_name must not hold control characters such as tabs or new lines'
    when value ~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]' then 'display_name must not hold direction-override characters'
    when char_length(value) = 0
      or value ~ '^[\s\u00a0\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\u3164\ufeff\uffa0]*$'
      then 'display_name must show at least one visible letter, digit or sign'
    when char_length(value) > 40 then 'display_name: at most 40 characters'
  end
$$;

-- Names stored before: trimmed, and dropped (no name: 'Aluno sem nome') when they cannot be shown.
update public.class_members
set display_name = case
  when private.display_name_problem(private.display_name_trimmed(display_name)) is null
    then private.display_name_trimmed(display_name)
  end
where display_name is distinct from private.display_name_trimmed(display_name)
  or private.display_name_problem(display_name) is not null;

create function public.class_members_trim_display_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.display_name := private.display_name_trimmed(new.display_name);
  return new;
end;
$$;

create trigger class_members_trim_display_name
before insert or update of display_name on public.class_members
for each row execute function public.class_members_trim_display_name();

alter table public.class_members
  add constraint class_members_display_name_shown
  check (private.display_name_problem(display_name) is null);

-- Removals, kept with the code the class had; only the database reads them.
create table private.class_removals (
  class_id uuid not null references public.classes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  join_code text not null,
  removed_at timestamptz not null default now(),
  primary key (class_id, user_id)
);
create index class_removals_user_id_idx on private.class_removals (user_id);

-- A membership deleted by someone other than the member is a removal. A class deleted (its
-- memberships go with it) or an account deleted is not: within the cascade the class or the
-- account is already gone, so nothing is recorded.
create function private.record_class_removal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.user_id is distinct from auth.uid() then
    insert into private.class_removals (class_id, user_id, join_code)
    select c.id, old.user_id, c.join_code from public.classes c
    where c.id = old.class_id and exists (select 1 from auth.users u where u.id = old.user_id)
    on conflict (class_id, user_id) do update set join_code = excluded.join_code, removed_at = now();
  end if;
  return old;
end;
$$;

create trigger class_members_record_removal
after delete on public.class_members
for each row execute function private.record_class_removal();

create or replace function public.join_class(code text, display_name text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  chosen_name text := nullif(private.display_name_trimmed(display_name), '');
  problem text := private.display_name_problem(coalesce(chosen_name, private.display_name_trimmed(display_name)));
  found_class uuid;
begin
  if caller is null then
    raise exception 'Only a signed-in learner can join a class'
      using errcode = '42501', hint = 'Sign in first.';
  end if;
  if display_name is not null and problem is not null then
    raise exception '%', problem
      using errcode = '22023', hint = 'Choose a name to show your educator, with letters you can see.';
  end if;
  select id into found_class from public.classes where join_code = upper(btrim(code));
  if found_class is null then
    raise exception 'No class has the code "%"', btrim(code)
      using errcode = 'PT404', hint = 'Check the code with your educator: 8 letters and digits.';
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
  return found_class;
end;
$$;

create function public.rotate_join_code(class_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_code text;
begin
  if auth.uid() is null or not exists (
    select 1 from public.classes c where c.id = rotate_join_code.class_id and c.educator_id = auth.uid()
  ) then
    raise exception 'Only the class''s educator can give it a new code'
      using errcode = '42501', hint = 'Sign in as the educator who created the class.';
  end if;
  new_code := private.new_join_code();
  update public.classes c set join_code = new_code where c.id = rotate_join_code.class_id;
  -- The removals named the old code; a removed learner may join with the new one.
  delete from private.class_removals r where r.class_id = rotate_join_code.class_id;
  return new_code;
end;
$$;

revoke all on function public.rotate_join_code(uuid) from public, anon;
grant execute on function public.rotate_join_code(uuid) to authenticated, service_role;
revoke all on function private.record_class_removal() from public, anon, authenticated;
revoke all on table private.class_removals from public, anon, authenticated;
