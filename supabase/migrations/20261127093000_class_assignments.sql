-- Work a class's educator gives the class: a phase or a skill, with an optional due date
-- (docs/decisions/0030-class-assignments.md).
--
--   public.class_assignments  one piece of work for one class
--
-- The class's educator creates, edits and deletes them; the class's members read them; nobody
-- else sees any. Whether a learner has done one is worked out from their progress (the phase's
-- scenarios all answered, or the skill practised), which the educator already reads: nothing
-- about a learner is stored here.

create table public.class_assignments (
  id uuid primary key default gen_random_uuid(),
  class_id uuid not null references public.classes (id) on delete cascade,
  kind text not null,
  -- The phase's number, or the skill's key (a slug, as in the content).
  target text not null,
  due_on date,
  created_at timestamptz not null default now(),
  constraint class_assignments_kind check (kind in ('phase', 'skill')),
  constraint class_assignments_target check (
    (kind = 'phase' and target ~ '^[1-9][0-9]?$')
    or (kind = 'skill' and char_length(target) <= 48 and target ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
  )
);

comment on table public.class_assignments is
  'Work for a class: a phase (target = its number) or a skill (target = its key), due on a date or not.';

-- A class's assignments, newest first: the only way the app reads them.
create index class_assignments_class_id_idx on public.class_assignments (class_id, created_at desc);

alter table public.class_assignments enable row level security;

create policy "Educators and members read their classes' assignments"
on public.class_assignments for select
to authenticated
using (private.is_educator_of_class(class_id) or private.is_member_of_class(class_id));

create policy "Educators assign work to their classes"
on public.class_assignments for insert
to authenticated
with check (private.is_educator_of_class(class_id));

create policy "Educators change their classes' assignments"
on public.class_assignments for update
to authenticated
using (private.is_educator_of_class(class_id))
with check (private.is_educator_of_class(class_id));

create policy "Educators delete their classes' assignments"
on public.class_assignments for delete
to authenticated
using (private.is_educator_of_class(class_id));

revoke all on table public.class_assignments from anon, authenticated;
grant select, delete on table public.class_assignments to authenticated;
grant insert (class_id, kind, target, due_on) on table public.class_assignments to authenticated;
grant update (kind, target, due_on) on table public.class_assignments to authenticated;
grant all on table public.class_assignments to service_role;
