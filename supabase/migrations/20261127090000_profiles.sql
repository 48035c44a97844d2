-- Roles: an account is a learner or an educator (docs/decisions/0029-educator-role.md).
--
--   public.profiles      one row per account: its role, 'learner' unless it said otherwise
--   public.set_my_role() the signed-in account's own role, the only way to change it
--
-- Only an educator creates classes (row-level security on public.classes); the app shows the
-- educator's area to educators only. The role is the account's own word ("Sou educador(a)" at
-- sign-up or in 'Minha conta'): it opens tools, not other people's data, which every other policy
-- still guards by class.

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'learner',
  constraint profiles_role check (role in ('learner', 'educator'))
);

comment on table public.profiles is
  'One row per account: its role (learner or educator), made at sign-up, changed through public.set_my_role only.';

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

create policy "Everyone reads their own profile"
on public.profiles for select
to authenticated
using (user_id = (select auth.uid()));

-- Made with the account. Sign-up may ask for the educator role in its user metadata
-- (`options.data.role`), which works the same when the hosted project asks to confirm the
-- e-mail first and there is no session yet to call set_my_role with.
create function private.create_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, role)
  values (
    new.id,
    case when new.raw_user_meta_data ->> 'role' = 'educator' then 'educator' else 'learner' end
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;

revoke all on function private.create_profile() from public;

create trigger create_profile_after_sign_up
after insert on auth.users
for each row execute function private.create_profile();

-- Accounts made before roles: those that already own a class are educators.
insert into public.profiles (user_id, role)
select
  u.id,
  case
    when exists (select 1 from public.classes c where c.educator_id = u.id) then 'educator'
    else 'learner'
  end
from auth.users u
on conflict (user_id) do nothing;

create function private.is_educator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles where user_id = (select auth.uid()) and role = 'educator'
  );
$$;

revoke all on function private.is_educator() from public;
grant execute on function private.is_educator() to authenticated;

-- Sets the caller's own role and returns it. An educator who still has classes stays one: their
-- classes and learners would otherwise be out of reach (they delete the classes first).
create function public.set_my_role(role text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
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
  insert into public.profiles (user_id, role)
  values (caller, set_my_role.role)
  on conflict (user_id) do update set role = excluded.role;
  return set_my_role.role;
end;
$$;

revoke all on function public.set_my_role(text) from public;
grant execute on function public.set_my_role(text) to authenticated;

drop policy "Anyone signed in creates a class of their own" on public.classes;

create policy "Educators create classes of their own"
on public.classes for insert
to authenticated
with check (educator_id = (select auth.uid()) and (select private.is_educator()));
