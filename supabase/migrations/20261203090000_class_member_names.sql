-- A class-only name an educator sets for a learner (issue 40, item 5;
-- docs/decisions/0075-a-class-only-name.md).
--
-- Two learners who typed 'Ana' read the same on every class page (docs/decisions/0074). The
-- class's educator may give either a name for that class alone ('Ana Clara (manhã)'), shown
-- instead of the one the learner typed on every page of the class; clearing it goes back to the
-- learner's own.
--
-- 1. public.class_member_names: one row per (class, learner) that has such a name. A table of its
--    own, not a column of public.class_members: a learner reads their own membership row
--    (its name, its join date), and the educator's name for them is the teacher's note, which
--    the learner never reads. Only the class's educator reads the rows (row-level security); no
--    one writes them directly. The row belongs to the membership: a learner removed, who leaves,
--    or whose account is deleted takes it along (a learner who joins again starts with their own
--    name).
-- 2. public.set_class_member_name(class_id, learner_id, name): the class's educator sets the name
--    (trimmed like a join name, under the same rules: private.shown_name_problem, at most 40
--    characters; refused with 22023 naming the rule) or clears it (null, or nothing but white
--    space). Returns the name stored, or null when cleared. Not the class's educator: 42501. A
--    learner not in the class: PT404 (PostgREST answers 404).

create table public.class_member_names (
  class_id uuid not null,
  user_id uuid not null,
  name text not null,
  set_at timestamptz not null default now(),
  primary key (class_id, user_id),
  foreign key (class_id, user_id) references public.class_members (class_id, user_id)
    on delete cascade,
  constraint class_member_names_name_shown
    check (private.shown_name_problem('name', name, 40) is null)
);

comment on table public.class_member_names is
  'The name a class''s educator gives a learner in that class alone (set through public.set_class_member_name); the learner never reads it.';

-- The cascade from a membership comes by the primary key; the cascade from an account (through
-- class_members) by user_id.
create index class_member_names_user_id_idx on public.class_member_names (user_id);

alter table public.class_member_names enable row level security;

-- Through private.is_educator_of_class, as every rule of a class's educator: whoever educates the
-- class by that rule reads and sets the names.
create policy "Educators read the names they gave in their classes"
on public.class_member_names for select
to authenticated
using (private.is_educator_of_class(class_id));

revoke all on table public.class_member_names from public, anon, authenticated;
grant select on table public.class_member_names to authenticated;
grant all on table public.class_member_names to service_role;

create function public.set_class_member_name(class_id uuid, learner_id uuid, name text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  chosen text := nullif(private.display_name_trimmed(name), '');
  problem text := private.shown_name_problem('name', chosen, 40);
begin
  if auth.uid() is null or not private.is_educator_of_class(set_class_member_name.class_id) then
    raise exception 'Only the class''s educator can give a learner a name in the class'
      using errcode = '42501', hint = 'Sign in as the educator of the class.';
  end if;
  if not exists (
    select 1 from public.class_members m
    where m.class_id = set_class_member_name.class_id and m.user_id = learner_id
  ) then
    raise exception 'This learner is not in the class'
      using errcode = 'PT404', hint = 'Open the class again: the learner may have left it.';
  end if;
  if chosen is null then
    delete from public.class_member_names n
    where n.class_id = set_class_member_name.class_id and n.user_id = learner_id;
    return null;
  end if;
  if problem is not null then
    raise exception '%', problem
      using errcode = '22023', hint = 'Choose a name with letters you can see, at most 40.';
  end if;
  insert into public.class_member_names as n (class_id, user_id, name)
  values (set_class_member_name.class_id, learner_id, chosen)
  on conflict on constraint class_member_names_pkey
  do update set name = excluded.name, set_at = now();
  return chosen;
end;
$$;

revoke all on function public.set_class_member_name(uuid, uuid, text) from public, anon;
grant execute on function public.set_class_member_name(uuid, uuid, text) to authenticated, service_role;
