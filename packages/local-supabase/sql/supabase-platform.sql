-- The parts of a Supabase database that a hosted project already has and that supabase/
-- migrations rely on: the API roles, the auth schema's tables for users, identities, sessions
-- and refresh tokens, auth.uid() / auth.role() / auth.jwt(), and Supabase's default grants.
-- Local only: it is applied before the migrations on every start and is safe to run again.
-- Definitions follow supabase/postgres (init scripts) and supabase/auth (migrations); see
-- packages/local-supabase/README.md#the-wire-protocol.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- The server connects as a superuser and switches with SET LOCAL ROLE; on a Postgres server
-- where it is not a superuser it must at least be able to become these roles.
do $$
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;

-- Supabase's statement timeouts for the API roles, as a hosted project has them from the start
-- (supabase/postgres sets `alter role anon set statement_timeout = '3s'` and authenticated '8s';
-- docs: Database → Postgres → Timeouts). PostgREST applies an impersonated role's settings to each
-- request's transaction, and so does src/rest/routes.ts. service_role has none of its own: on
-- Supabase it inherits the 8 s of `authenticator`, the role PostgREST logs in as, which has no
-- counterpart here (the server logs in as a superuser). Set only where the role has no
-- statement_timeout yet, so that a value a migration or a developer chose is kept, as on a hosted
-- project. Roles belong to the whole PostgreSQL server, so several databases (test runs) may get
-- here at once: one of them sets it, and the others' collision is harmless.
do $$
declare
  api_role text;
  timeout text;
begin
  for api_role, timeout in select * from (values ('anon', '3s'), ('authenticated', '8s')) as defaults loop
    if not exists (
      select from pg_db_role_setting s
      where s.setrole = api_role::regrole and s.setdatabase = 0
        and exists (select from unnest(s.setconfig) as setting where setting like 'statement_timeout=%')
    ) then
      begin
        execute format('alter role %I set statement_timeout = %L', api_role, timeout);
      exception when others then
        raise notice 'statement_timeout of role % not set: %', api_role, sqlerrm;
      end;
    end if;
  end loop;
end
$$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- As supabase/auth defines them (20220224000811, 20220531120530). nullif(…, '') matters: once a
-- transaction has set the claims, later ones read '' rather than NULL.
create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

-- Supabase's defaults: what the migrations' owner creates in public is granted to the API roles
-- (a migration narrows that with revoke, as ours does).
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
