-- A learner deletes their account and everything stored about them (Brazil's LGPD, art. 18 VI:
-- the data subject may have their data deleted). The app calls supabase.rpc('delete_my_account')
-- with the learner's own session: no service key ever reaches the app, and no server of ours
-- stands between the learner and the database.
--
-- The function deletes the caller's row in auth.users; everything else of theirs goes with it
-- through the foreign keys' on delete cascade:
--
--   public.user_progress    their progress, in every category
--   public.class_members    their memberships (the educator stops seeing them at once)
--   public.classes          the classes they teach, and with each class its memberships (the
--                           other learners lose the membership, never their own progress)
--   auth.identities         their e-mail identity, so the address can sign up again as a new account
--   auth.sessions           every session on every device, and with each session its
--   auth.refresh_tokens     refresh tokens (they cascade from auth.sessions): no sign-in survives
--
-- An access token already issued stays signature-valid until it expires (an hour at most), as
-- anywhere on Supabase, but it names a user that no longer exists: Auth refuses it (403
-- user_not_found) and row-level security finds no row of theirs.
--
-- Security definer: the function runs as its owner. On hosted Supabase that is postgres, which
-- may delete from auth.users (Supabase grants postgres all privileges on the auth schema's tables;
-- supabase/postgres, migration 20211115181400_update-auth-permissions); the local backend runs
-- the migrations as a superuser. search_path is empty so every name is schema-qualified.

create function public.delete_my_account()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  -- No caller: a token without a user, or one whose user is already gone (a second call).
  if caller is not null then
    delete from auth.users where id = caller;
  end if;
  if caller is null or not found then
    raise exception 'Only a signed-in user can delete their account'
      using errcode = '42501', hint = 'Sign in first.';
  end if;
end;
$$;

comment on function public.delete_my_account() is
  'Deletes the caller''s account (auth.users) and, through on delete cascade, their progress, memberships, classes, identities, sessions and refresh tokens.';

-- Only a signed-in user; the anonymous key cannot even call it (42501, 401 in PostgREST).
revoke all on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
