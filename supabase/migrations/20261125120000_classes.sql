-- Classes: an educator's group of learners, joined with a code the database makes
-- (docs/decisions/0012-classes-and-learner-data.md says what is stored, who sees it, how a
-- learner leaves).
--
--   public.classes        a class, its educator and its join code
--   public.class_members  who joined which class, under the name they chose to show
--   public.join_class()   the only way in: a code (case and spaces ignored) → the class's id
--
-- Who sees what is row-level security's job: an educator reads their classes, their members and
-- those members' progress (read only); a member reads the classes they belong to and can leave;
-- nobody reads a classmate. The checks that cross tables live in schema private as security
-- definer functions, so a policy on one table never re-enters the policies of the other
-- (Supabase's advice against recursive policies); the API does not expose that schema.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

-- Eight characters from an alphabet without look-alikes (no O/0, I/1/L): about 8.5 × 10^11
-- codes, easy to copy from a projector and hard to guess. The bytes come from a v4 UUID's random
-- part (gen_random_uuid is in core PostgreSQL, no extension needed).
create function private.new_join_code()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  random_bytes bytea;
  code text;
  byte_index integer;
begin
  loop
    random_bytes := uuid_send(gen_random_uuid());
    code := '';
    -- Bytes 6 and 8 carry the UUID's version and variant bits; the others are random.
    foreach byte_index in array array[0, 1, 2, 3, 4, 5, 9, 10] loop
      code := code || substr(alphabet, get_byte(random_bytes, byte_index) % length(alphabet) + 1, 1);
    end loop;
    exit when not exists (select 1 from public.classes where join_code = code);
  end loop;
  return code;
end;
$$;

create table public.classes (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  educator_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  join_code text not null default private.new_join_code(),
  created_at timestamptz not null default now(),
  constraint classes_name_length check (char_length(btrim(name)) between 1 and 80 and char_length(name) <= 80),
  constraint classes_join_code_key unique (join_code),
  constraint classes_join_code_format check (join_code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6,}$')
);

comment on table public.classes is
  'A class: its educator (who created it) and the code learners join it with (made by the database).';

-- An educator's list of classes, and the cascade when their account goes.
create index classes_educator_id_idx on public.classes (educator_id);

create table public.class_members (
  class_id uuid not null references public.classes (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The name the learner chose to show their educator; the e-mail stays private.
  display_name text,
  joined_at timestamptz not null default now(),
  primary key (class_id, user_id),
  constraint class_members_display_name_length
    check (display_name is null or (char_length(btrim(display_name)) between 1 and 40 and char_length(display_name) <= 40))
);

comment on table public.class_members is
  'Who joined which class (through public.join_class only), under the name they chose to show.';

-- The primary key serves "the members of a class"; this one serves "the classes of a learner",
-- which every educator policy on user_progress asks, and the cascade from auth.users.
create index class_members_user_id_idx on public.class_members (user_id);

create function private.is_educator_of_class(class uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.classes where id = class and educator_id = (select auth.uid())
  );
$$;

create function private.is_member_of_class(class uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.class_members where class_id = class and user_id = (select auth.uid())
  );
$$;

-- Whether the caller educates this learner: the learner is a member of one of the caller's classes.
create function private.is_educator_of_learner(learner uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.class_members m
    join public.classes c on c.id = m.class_id
    where m.user_id = learner and c.educator_id = (select auth.uid())
  );
$$;

revoke all on function private.new_join_code() from public;
revoke all on function private.is_educator_of_class(uuid) from public;
revoke all on function private.is_member_of_class(uuid) from public;
revoke all on function private.is_educator_of_learner(uuid) from public;
grant execute on function private.new_join_code() to authenticated;
grant execute on function private.is_educator_of_class(uuid) to authenticated;
grant execute on function private.is_member_of_class(uuid) to authenticated;
grant execute on function private.is_educator_of_learner(uuid) to authenticated;

-- Joins the caller to the class with this code and returns its id. Joining again only updates
-- the name shown (when one is given). An unknown code is PostgREST's custom status PT404: a 404
-- whose hint says what to do.
create function public.join_class(code text, display_name text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  chosen_name text := nullif(btrim(display_name), '');
  found_class uuid;
begin
  if caller is null then
    raise exception 'Only a signed-in learner can join a class'
      using errcode = '42501', hint = 'Sign in first.';
  end if;
  if chosen_name is not null and char_length(chosen_name) > 40 then
    raise exception 'display_name: at most 40 characters'
      using errcode = '22023', hint = 'Choose a shorter name to show your educator.';
  end if;
  select id into found_class from public.classes where join_code = upper(btrim(code));
  if found_class is null then
    raise exception 'No class has the code "%"', btrim(code)
      using errcode = 'PT404', hint = 'Check the code with your educator: 8 letters and digits.';
  end if;
  insert into public.class_members as m (class_id, user_id, display_name)
  values (found_class, caller, chosen_name)
  on conflict (class_id, user_id)
  do update set display_name = coalesce(excluded.display_name, m.display_name);
  return found_class;
end;
$$;

revoke all on function public.join_class(text, text) from public, anon;
grant execute on function public.join_class(text, text) to authenticated, service_role;

-- Row-level security. One policy per command; (select auth.uid()) is evaluated once per statement.
alter table public.classes enable row level security;
alter table public.class_members enable row level security;

create policy "Educators and members read their classes"
on public.classes for select
to authenticated
using (educator_id = (select auth.uid()) or private.is_member_of_class(id));

create policy "Anyone signed in creates a class of their own"
on public.classes for insert
to authenticated
with check (educator_id = (select auth.uid()));

create policy "Educators rename their classes"
on public.classes for update
to authenticated
using (educator_id = (select auth.uid()))
with check (educator_id = (select auth.uid()));

create policy "Educators delete their classes"
on public.classes for delete
to authenticated
using (educator_id = (select auth.uid()));

create policy "Learners read their memberships, educators their classes' members"
on public.class_members for select
to authenticated
using (user_id = (select auth.uid()) or private.is_educator_of_class(class_id));

create policy "Learners change the name they show"
on public.class_members for update
to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

create policy "Learners leave, educators remove"
on public.class_members for delete
to authenticated
using (user_id = (select auth.uid()) or private.is_educator_of_class(class_id));

-- Read only: no insert or update policy names the educator, so they never change a learner's row.
create policy "Educators read their learners' progress"
on public.user_progress for select
to authenticated
using (private.is_educator_of_learner(user_id));

-- Grants. A class is created and renamed through its name alone: the educator is the caller and
-- the code is the database's. Memberships are never inserted directly: join_class is the way in.
revoke all on table public.classes, public.class_members from anon, authenticated;
grant select, delete on table public.classes to authenticated;
grant insert (name), update (name) on table public.classes to authenticated;
grant select, delete on table public.class_members to authenticated;
grant update (display_name) on table public.class_members to authenticated;
grant all on table public.classes, public.class_members to service_role;
