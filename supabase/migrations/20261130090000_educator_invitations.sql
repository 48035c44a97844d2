-- An adult's check for the educator role (docs/decisions/0071-an-adults-check-for-the-educator-role.md).
--
--   public.educator_invitations  one-use codes an educator makes for a colleague (14 days)
--   public.invite_educator()     an educator (or the school's administrator, with the service
--                                role) makes a fresh code
--   public.set_my_role()         becoming an educator now takes an unused, unexpired code
--   private.create_profile()     a new account is a learner, unless its sign-up metadata carries
--                                role 'educator' and a valid code, which it then uses
--
-- A child could tick "Sou educador(a)"; a code comes from an adult who already is one. Existing
-- educators keep their role: no row of public.profiles changes here.

create table public.educator_invitations (
  code text primary key,
  -- null: made by the school's administrator with the service role (the first educator).
  created_by uuid references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days',
  used_by uuid references auth.users (id) on delete set null,
  used_at timestamptz,
  constraint educator_invitations_code_format check (code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$'),
  constraint educator_invitations_used check (used_by is null or used_at is not null)
);

create index educator_invitations_created_by on public.educator_invitations (created_by);

comment on table public.educator_invitations is
  'One-use codes that let an account become an educator (docs/decisions/0071); made by public.invite_educator, used by public.set_my_role.';

alter table public.educator_invitations enable row level security;
revoke all on table public.educator_invitations from anon, authenticated;
grant select on table public.educator_invitations to authenticated;
grant all on table public.educator_invitations to service_role;

create policy "Educators read the invitations they made"
on public.educator_invitations for select
to authenticated
using (created_by = (select auth.uid()));

-- A fresh code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L), as join codes.
create function private.new_invitation_code()
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
    exit when not exists (select 1 from public.educator_invitations i where i.code = candidate);
  end loop;
  return candidate;
end;
$$;

-- Makes an invitation for `made_by` (null: the school's administrator). Also the SQL line for the
-- first educator of a deployment, in the Dashboard's SQL editor:
--   select code, expires_at from private.make_educator_invitation(null);
create function private.make_educator_invitation(made_by uuid)
returns public.educator_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  made public.educator_invitations;
begin
  insert into public.educator_invitations (code, created_by)
  values (private.new_invitation_code(), made_by)
  returning * into made;
  return made;
end;
$$;

-- Uses an invitation for `taker`: null when it was used now, otherwise why not ('missing',
-- 'unknown', 'used', 'expired'). A code is read without spaces or dashes and in capitals.
create function private.take_educator_invitation(invitation text, taker uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wanted text := upper(regexp_replace(coalesce(invitation, ''), '[[:space:]-]', '', 'g'));
  invite public.educator_invitations;
begin
  if wanted = '' then
    return 'missing';
  end if;
  select * into invite from public.educator_invitations where code = wanted for update;
  if invite.code is null then
    return 'unknown';
  end if;
  if invite.used_at is not null then
    return 'used';
  end if;
  if invite.expires_at <= now() then
    return 'expired';
  end if;
  update public.educator_invitations set used_by = taker, used_at = now() where code = wanted;
  return null;
end;
$$;

revoke all on function private.new_invitation_code() from public, anon, authenticated;
revoke all on function private.make_educator_invitation(uuid) from public, anon, authenticated;
revoke all on function private.take_educator_invitation(text, uuid) from public, anon, authenticated;

-- An educator makes a code for a colleague; the service role (a school's administrator) makes
-- one for the first educator. At most 20 unused, unexpired codes per educator.
create function public.invite_educator()
returns public.educator_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null and auth.role() = 'service_role' then
    return private.make_educator_invitation(null);
  end if;
  if caller is null or not private.is_educator() then
    raise exception 'Only an educator can invite an educator'
      using errcode = '42501', hint = 'An educator account makes invitations for colleagues.';
  end if;
  -- One educator's calls one at a time, so the count below holds.
  perform 1 from public.profiles where user_id = caller for update;
  if (
    select count(*) from public.educator_invitations
    where created_by = caller and used_at is null and expires_at > now()
  ) >= 20 then
    raise exception 'An educator holds at most 20 unused invitations'
      using errcode = '22023', hint = 'Wait until some are used or expire (14 days).';
  end if;
  return private.make_educator_invitation(caller);
end;
$$;

revoke all on function public.invite_educator() from public, anon;
grant execute on function public.invite_educator() to authenticated, service_role;

-- set_my_role keeps its name and its `role`; becoming an educator takes an invitation code.
drop function public.set_my_role(text);

create function public.set_my_role(role text, invitation text default null)
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

revoke all on function public.set_my_role(text, text) from public, anon;
grant execute on function public.set_my_role(text, text) to authenticated;

-- Sign-up no longer trusts `role` alone: an account is an educator only when its metadata also
-- carries a valid invitation code (`options.data.invitation`), which it then uses. Anything else,
-- a wrong code included, makes a learner and never fails the sign-up.
create or replace function private.create_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  chosen text := 'learner';
begin
  if new.raw_user_meta_data ->> 'role' = 'educator'
    and new.raw_user_meta_data ->> 'invitation' is not null
    and private.take_educator_invitation(new.raw_user_meta_data ->> 'invitation', new.id) is null
  then
    chosen := 'educator';
  end if;
  insert into public.profiles (user_id, role)
  values (new.id, chosen)
  on conflict (user_id) do nothing;
  return new;
end;
$$;
