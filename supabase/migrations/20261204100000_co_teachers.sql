-- Co-teachers: a class's educator invites another educator, who then sees and manages the class
-- as they do (issue 40, item 5; docs/decisions/0080-co-teachers.md).
--
--   public.class_educators              the co-teachers of each class (the owner, who created the
--                                       class, stays public.classes.educator_id and is not a row)
--   public.class_educator_invitations   one-use co-teacher codes, 7 days, one class each
--   public.invite_class_educator()      the owner makes a code for their class
--   public.join_class_as_educator()     an account with the educator role uses a code
--   public.remove_class_educator()      the owner removes a co-teacher; a co-teacher leaves
--   public.list_class_educators()       the owner and the co-teachers, for the class's educators
--
-- private.is_educator_of_class(class) and private.is_educator_of_learner(learner) now answer
-- true for the owner or a co-teacher, so every rule already written through them (the members,
-- their progress, the assignments, the class-only names) reaches co-teachers with no change of
-- its own. The rules that named the owner directly (educator_id = auth.uid()) are reviewed here:
--   - reading the class (public.classes, select): the owner, a co-teacher or a member;
--   - renaming it (update) and giving it a new code (public.rotate_join_code): any educator of
--     the class, as the class page offers both;
--   - creating a class (insert) and deleting one (delete): the owner's alone, unchanged;
--   - public.set_my_role: an educator who owns or co-teaches a class stays an educator (a
--     learner must never keep a class's data through a co-teacher row).
-- Removing a co-teacher deletes their row: every check above reads it on each statement, so they
-- lose the class at once.

create table public.class_educators (
  class_id uuid not null references public.classes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The owner who invited them (null once that account is gone; the class goes with it anyway).
  added_by uuid references auth.users (id) on delete set null,
  added_at timestamptz not null default now(),
  primary key (class_id, user_id)
);

comment on table public.class_educators is
  'The co-teachers of a class (through public.join_class_as_educator only); the owner is public.classes.educator_id.';

-- "The classes this account co-teaches": every educator check, and the cascade from auth.users.
create index class_educators_user_id_idx on public.class_educators (user_id);
create index class_educators_added_by_idx on public.class_educators (added_by);

create table public.class_educator_invitations (
  code text primary key,
  class_id uuid not null references public.classes (id) on delete cascade,
  created_by uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  used_by uuid references auth.users (id) on delete set null,
  used_at timestamptz,
  constraint class_educator_invitations_code_format
    check (code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$'),
  constraint class_educator_invitations_used check (used_by is null or used_at is not null)
);

comment on table public.class_educator_invitations is
  'One-use co-teacher codes for one class, 7 days (public.invite_class_educator makes them, public.join_class_as_educator uses them); read by the database only.';

create index class_educator_invitations_class_id_idx on public.class_educator_invitations (class_id);
create index class_educator_invitations_created_by_idx on public.class_educator_invitations (created_by);
create index class_educator_invitations_used_by_idx on public.class_educator_invitations (used_by);

-- Owner or co-teacher. Security definer: it reads class_educators past that table's own policy,
-- which asks this very function.
create or replace function private.is_educator_of_class(class uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.classes where id = class and educator_id = (select auth.uid())
  ) or exists (
    select 1 from public.class_educators where class_id = class and user_id = (select auth.uid())
  );
$$;

-- The learner is a member of a class the caller owns or co-teaches.
create or replace function private.is_educator_of_learner(learner uuid)
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
  ) or exists (
    select 1
    from public.class_members m
    join public.class_educators e on e.class_id = m.class_id
    where m.user_id = learner and e.user_id = (select auth.uid())
  );
$$;

-- The owner only: what co-teachers cannot do (delete the class, manage the co-teachers).
create function private.is_owner_of_class(class uuid)
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

revoke all on function private.is_owner_of_class(uuid) from public;
grant execute on function private.is_owner_of_class(uuid) to authenticated;

-- Row-level security. Nobody writes either table directly: the functions below are the way.
alter table public.class_educators enable row level security;
alter table public.class_educator_invitations enable row level security;

create policy "Educators of a class read its co-teachers"
on public.class_educators for select
to authenticated
using (private.is_educator_of_class(class_id));

revoke all on table public.class_educators, public.class_educator_invitations from public, anon, authenticated;
grant select on table public.class_educators to authenticated;
grant all on table public.class_educators, public.class_educator_invitations to service_role;

-- The rules that named the owner, reviewed (see the header).
drop policy "Educators and members read their classes" on public.classes;
create policy "Educators and members read their classes"
on public.classes for select
to authenticated
using (
  educator_id = (select auth.uid())
  or private.is_educator_of_class(id)
  or private.is_member_of_class(id)
);

drop policy "Educators rename their classes" on public.classes;
create policy "Educators of a class rename it"
on public.classes for update
to authenticated
using (private.is_educator_of_class(id))
with check (private.is_educator_of_class(id));

-- "Educators delete their classes" stays: educator_id = auth.uid(), the owner alone.

create or replace function public.rotate_join_code(class_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_code text;
begin
  if auth.uid() is null or not private.is_educator_of_class(rotate_join_code.class_id) then
    raise exception 'Only the class''s educator can give it a new code'
      using errcode = '42501', hint = 'Sign in as an educator of the class.';
  end if;
  new_code := private.new_join_code();
  update public.classes c set join_code = new_code where c.id = rotate_join_code.class_id;
  -- The removals named the old code; a removed learner may join with the new one.
  delete from private.class_removals r where r.class_id = rotate_join_code.class_id;
  return new_code;
end;
$$;

-- A fresh co-teacher code: 8 characters of the join codes' alphabet (no 0/O, 1/I/L), unused by
-- any co-teacher invitation, any educator invitation and any class's join code, so a code typed
-- in the wrong field is never somebody else's.
create function private.new_class_educator_code()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  random_bytes bytea;
  candidate text;
  byte_index integer;
begin
  loop
    random_bytes := uuid_send(gen_random_uuid());
    candidate := '';
    -- Bytes 6 and 8 carry the UUID's version and variant bits; the others are random.
    foreach byte_index in array array[0, 1, 2, 3, 4, 5, 9, 10] loop
      candidate := candidate || substr(alphabet, get_byte(random_bytes, byte_index) % length(alphabet) + 1, 1);
    end loop;
    exit when not exists (select 1 from public.class_educator_invitations i where i.code = candidate)
      and not exists (select 1 from public.educator_invitations i where i.code = candidate)
      and not exists (select 1 from public.classes c where c.join_code = candidate);
  end loop;
  return candidate;
end;
$$;

revoke all on function private.new_class_educator_code() from public, anon, authenticated;

-- The class's owner makes a one-use code for a colleague (7 days). At most 20 unused, unexpired
-- codes per class.
create function public.invite_class_educator(class_id uuid)
returns public.class_educator_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  made public.class_educator_invitations;
begin
  if caller is null then
    raise exception 'Only the educator who created the class can invite another educator'
      using errcode = '42501', hint = 'Sign in first.';
  end if;
  -- The class's row, locked: one owner's calls one at a time, so the count below holds.
  perform 1 from public.classes c where c.id = invite_class_educator.class_id for update;
  if not found then
    raise exception 'No class has this id'
      using errcode = 'PT404', hint = 'Open your classes again: the class may have been deleted.';
  end if;
  if not private.is_owner_of_class(invite_class_educator.class_id) then
    raise exception 'Only the educator who created the class can invite another educator'
      using errcode = '42501', hint = 'Ask the educator who created the class for a co-teacher code.';
  end if;
  if (
    select count(*) from public.class_educator_invitations i
    where i.class_id = invite_class_educator.class_id and i.used_at is null and i.expires_at > now()
  ) >= 20 then
    raise exception 'A class holds at most 20 unused co-teacher codes'
      using errcode = '22023', hint = 'Wait until some are used or expire (7 days).';
  end if;
  insert into public.class_educator_invitations (code, class_id, created_by)
  values (private.new_class_educator_code(), invite_class_educator.class_id, caller)
  returning * into made;
  return made;
end;
$$;

revoke all on function public.invite_class_educator(uuid) from public, anon;
grant execute on function public.invite_class_educator(uuid) to authenticated, service_role;

-- An account with the educator role uses a co-teacher code and becomes an educator of its class;
-- returns the class's id. A code is read in any case, without spaces or dashes. An educator who
-- already educates the class (its owner, or a co-teacher) gets its id and uses nothing.
create function public.join_class_as_educator(code text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  wanted text := upper(regexp_replace(coalesce(code, ''), '[[:space:]-]', '', 'g'));
  invite public.class_educator_invitations;
begin
  if caller is null or not private.is_educator() then
    raise exception 'Only an educator can join a class as its educator'
      using errcode = '42501',
        hint = 'A learner joins a class with its class code. An adult becomes an educator with an educator invitation code first.';
  end if;
  if wanted = '' then
    raise exception 'A co-teacher code is needed to join a class as its educator'
      using errcode = '22023', hint = 'Ask the educator who created the class for a co-teacher code.';
  end if;
  select * into invite from public.class_educator_invitations i where i.code = wanted for update;
  if invite.code is null then
    raise exception 'Unknown co-teacher code "%"', wanted
      using errcode = 'PT404', hint = 'Check the code, or ask for a new one: 8 letters and digits.';
  end if;
  if private.is_educator_of_class(invite.class_id) then
    return invite.class_id;
  end if;
  if invite.used_at is not null then
    raise exception 'This co-teacher code was already used'
      using errcode = '22023', hint = 'Each code works once; ask for a new one.';
  end if;
  if invite.expires_at <= now() then
    raise exception 'This co-teacher code has expired'
      using errcode = '22023', hint = 'Codes last 7 days; ask for a new one.';
  end if;
  insert into public.class_educators (class_id, user_id, added_by)
  values (invite.class_id, caller, invite.created_by)
  on conflict on constraint class_educators_pkey do nothing;
  update public.class_educator_invitations i set used_by = caller, used_at = now()
  where i.code = wanted;
  return invite.class_id;
end;
$$;

revoke all on function public.join_class_as_educator(text) from public, anon;
grant execute on function public.join_class_as_educator(text) to authenticated;

-- The owner removes a co-teacher; a co-teacher removes themself (leaves). The owner is not a
-- co-teacher row and cannot be removed: the class is theirs until they delete it.
create function public.remove_class_educator(class_id uuid, user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null or not private.is_educator_of_class(remove_class_educator.class_id) then
    raise exception 'Only an educator of the class can change its educators'
      using errcode = '42501', hint = 'Sign in as the educator who created the class.';
  end if;
  if exists (
    select 1 from public.classes c
    where c.id = remove_class_educator.class_id and c.educator_id = remove_class_educator.user_id
  ) then
    raise exception 'The educator who created the class cannot be removed from it'
      using errcode = '22023', hint = 'The class is theirs until they delete it.';
  end if;
  if remove_class_educator.user_id is distinct from caller
    and not private.is_owner_of_class(remove_class_educator.class_id) then
    raise exception 'Only the educator who created the class can remove another educator'
      using errcode = '42501', hint = 'A co-teacher can leave the class, not remove others.';
  end if;
  delete from public.class_educators e
  where e.class_id = remove_class_educator.class_id and e.user_id = remove_class_educator.user_id;
  if not found then
    raise exception 'This educator does not teach the class'
      using errcode = 'PT404', hint = 'Open the class again: they may have left it.';
  end if;
end;
$$;

revoke all on function public.remove_class_educator(uuid, uuid) from public, anon;
grant execute on function public.remove_class_educator(uuid, uuid) to authenticated, service_role;

-- The class's educators as its educators see them: the owner first, then the co-teachers by the
-- day they joined, each by their e-mail (an educator account has no other name; learners never
-- read this). Not an educator of the class: 42501.
create function public.list_class_educators(class_id uuid)
returns table (user_id uuid, email text, is_owner boolean, added_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not private.is_educator_of_class(list_class_educators.class_id) then
    raise exception 'Only an educator of the class can read its educators'
      using errcode = '42501', hint = 'Sign in as an educator of the class.';
  end if;
  return query
    select c.educator_id, u.email::text, true, c.created_at
    from public.classes c
    join auth.users u on u.id = c.educator_id
    where c.id = list_class_educators.class_id
    union all
    select e.user_id, u.email::text, false, e.added_at
    from public.class_educators e
    join auth.users u on u.id = e.user_id
    where e.class_id = list_class_educators.class_id
    -- By position: the output columns' names are this function's variables.
    order by 3 desc, 4, 2;
end;
$$;

revoke all on function public.list_class_educators(uuid) from public, anon;
grant execute on function public.list_class_educators(uuid) to authenticated, service_role;

-- An educator who owns or co-teaches a class stays an educator: a learner must not keep reading
-- a class's learners through a co-teacher row. Otherwise as …_educator_invitations.sql made it.
create or replace function public.set_my_role(role text, invitation text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  problem text;
begin
  if caller is null then
    raise exception 'Only a signed-in account can set its role'
      using errcode = '42501', hint = 'Sign in first.';
  end if;
  if set_my_role.role is null or set_my_role.role not in ('learner', 'educator') then
    raise exception 'role must be ''learner'' or ''educator''; got %', coalesce(set_my_role.role, 'null')
      using errcode = '22023', hint = 'Send role: learner or educator.';
  end if;
  if set_my_role.role = 'learner'
    and exists (select 1 from public.classes where educator_id = caller) then
    raise exception 'An educator with classes stays an educator'
      using errcode = '22023', hint = 'Delete your classes first, then change your role.';
  end if;
  if set_my_role.role = 'learner'
    and exists (select 1 from public.class_educators e where e.user_id = caller) then
    raise exception 'An educator with classes stays an educator'
      using errcode = '22023', hint = 'Leave the classes you co-teach first, then change your role.';
  end if;
  if set_my_role.role = 'educator' then
    -- Already an educator: nothing to check, nothing used.
    if exists (select 1 from public.profiles where user_id = caller and profiles.role = 'educator') then
      return 'educator';
    end if;
    problem := private.take_educator_invitation(set_my_role.invitation, caller);
    if problem = 'missing' then
      raise exception 'An educator invitation code is needed to become an educator'
        using errcode = '22023', hint = 'Ask an educator or the school for an invitation code.';
    elsif problem = 'unknown' then
      raise exception 'Unknown educator invitation code'
        using errcode = '22023', hint = 'Check the code, or ask for a new one.';
    elsif problem = 'used' then
      raise exception 'This educator invitation code was already used'
        using errcode = '22023', hint = 'Each code works once; ask for a new one.';
    elsif problem = 'expired' then
      raise exception 'This educator invitation code has expired'
        using errcode = '22023', hint = 'Codes last 14 days; ask for a new one.';
    end if;
  end if;
  insert into public.profiles (user_id, role)
  values (caller, set_my_role.role)
  on conflict (user_id) do update set role = excluded.role;
  return set_my_role.role;
end;
$$;
