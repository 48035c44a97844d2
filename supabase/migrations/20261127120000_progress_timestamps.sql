-- Timestamps are timestamps (issue 30; docs/decisions/0021-timestamps-are-timestamps.md).
--
-- PostgreSQL's timestamptz input takes more than instants: 'now', 'today', 'epoch', 'infinity',
-- and date-times without a zone (read in the session's zone). The earlier triggers checked that a
-- JSON timestamp cast, then stored the text verbatim, so a row could hold "now" or "infinity" in
-- scenario_results, review_schedule or challenges_done, or infinity in client_updated_at. The
-- app's reader (packages/training/src/row.ts) refuses such a row, and an educator's class report
-- reads every member's row at once: one learner could stop the whole report from loading, and
-- client_updated_at = infinity froze the learner's own position.
--
-- From here on:
--   * every JSON timestamp is an ISO 8601 date-time with a zone, in the form a browser's
--     Date.parse reads (private.is_instant below; a leap second or a zone of hours only is not),
--     and casts to an instant (the merge triggers check that, as before);
--   * client_updated_at is finite and between the years 1 and 9999 (what ISO 8601 writes with
--     four digits, and what the app reads back);
-- else the save is refused with 22023 and a message naming the field, such as
-- 'scenario_results["3"].first_at must be an ISO 8601 instant with a zone'. The app always sends
-- toISOString() ('…Z'), so none of its saves is refused. As elsewhere, a column an UPDATE does
-- not send (NEW holds the stored value) is not checked again.
--
-- The trigger is user_progress_check_timestamps: triggers of one event fire in name order, so it
-- runs before user_progress_merge and user_progress_merge_schedule, which compare the timestamps.
--
-- Rows stored before are repaired once, below.

create function private.is_instant(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~* '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,9})?)?(Z|[+-](0[0-9]|1[0-4]):?[0-5][0-9])$'
$$;

comment on function private.is_instant(text) is
  'An ISO 8601 date-time with a zone, as the app writes and a browser reads it; whether it names a real day is the cast''s to say.';

-- Whether PostgreSQL reads the text as a timestamptz at all; text it does not read is left to the
-- merge triggers, which name it as before ("must be ISO 8601 timestamps").
create function private.casts_to_timestamptz(value text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  perform value::timestamptz;
  return true;
exception when others then
  return false;
end;
$$;

create function public.user_progress_check_timestamps()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  bad text;
  rule constant text := 'must be an ISO 8601 instant with a zone';
  hint constant text := 'For example "2026-11-21T10:00:00.000Z", as Date.prototype.toISOString() writes it.';
begin
  if new.client_updated_at is not null
    and (tg_op = 'INSERT' or new.client_updated_at is distinct from old.client_updated_at)
    and (not isfinite(new.client_updated_at)
      or new.client_updated_at not between '0001-01-01T00:00:00Z'::timestamptz
                                       and '9999-12-31T23:59:59.999999Z'::timestamptz) then
    raise exception 'client_updated_at % (finite, between the years 1 and 9999)', rule
      using errcode = '22023', hint = hint;
  end if;

  -- Only the shapes the merge triggers accept are looked into; they name any other shape.
  if jsonb_typeof(new.scenario_results) = 'object'
    and (tg_op = 'INSERT' or new.scenario_results is distinct from old.scenario_results) then
    select format('scenario_results["%s"].%s', entry.key, field.name) into bad
    from jsonb_each(new.scenario_results) as entry
    cross join (values ('first_at'), ('last_at')) as field (name)
    where jsonb_typeof(entry.value -> field.name) = 'string'
      and not private.is_instant(entry.value ->> field.name)
      and private.casts_to_timestamptz(entry.value ->> field.name)
    limit 1;
  end if;

  if bad is null and jsonb_typeof(new.review_schedule) = 'object'
    and (tg_op = 'INSERT' or new.review_schedule is distinct from old.review_schedule) then
    select format('review_schedule["%s"].%s', entry.key, field.name) into bad
    from jsonb_each(new.review_schedule) as entry
    cross join (values ('due'), ('last_review')) as field (name)
    where jsonb_typeof(entry.value -> field.name) = 'string'
      and not private.is_instant(entry.value ->> field.name)
      and private.casts_to_timestamptz(entry.value ->> field.name)
    limit 1;
  end if;

  if bad is null and jsonb_typeof(new.challenges_done) = 'object'
    and (tg_op = 'INSERT' or new.challenges_done is distinct from old.challenges_done) then
    select format('challenges_done["%s"]', left(entry.key, 64)) into bad
    from jsonb_each(new.challenges_done) as entry
    where jsonb_typeof(entry.value) = 'string' and not private.is_instant(entry.value #>> '{}')
      and private.casts_to_timestamptz(entry.value #>> '{}')
    limit 1;
  end if;

  if bad is not null then
    raise exception '% %', bad, rule using errcode = '22023', hint = hint;
  end if;
  return new;
end;
$$;

create trigger user_progress_check_timestamps
before insert or update on public.user_progress
for each row execute function public.user_progress_check_timestamps();

-- The repair. A stored JSON timestamp that is already an instant is kept as it is. A date-time
-- without a zone (or with one this migration does not allow, such as "+02") is the instant it
-- names, written as toISOString() does, a zone-less one read as UTC: the app's devices only ever
-- sent UTC. A word ('now', 'today', 'epoch', 'infinity') names no time of its own: it becomes the
-- row's last save (updated_at), the closest known time. client_updated_at that is not finite
-- becomes null: no known state time, so the learner's next save sets the position again.
create function private.repaired_instant(value jsonb, fallback timestamptz)
returns jsonb
language plpgsql
stable
set search_path = ''
set timezone = 'UTC'
as $$
declare
  instant timestamptz;
begin
  if value is null or jsonb_typeof(value) <> 'string' or private.is_instant(value #>> '{}') then
    return value;
  end if;
  if (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' then
    begin
      instant := (value #>> '{}')::timestamptz;
    exception when others then
      instant := null;
    end;
  end if;
  if instant is null or not isfinite(instant)
    or instant not between '0001-01-01T00:00:00Z'::timestamptz and '9999-12-31T23:59:59Z'::timestamptz then
    instant := fallback;
  end if;
  return to_jsonb(to_char(instant at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
end;
$$;

-- The repair writes the stored rows themselves: the merge triggers would merge a repaired value
-- with the broken one it replaces (and 'infinity' is the latest of any two), and updated_at
-- stays the time of the learner's last save.
alter table public.user_progress disable trigger user;

with repaired as (
  select p.id,
    case when p.client_updated_at is null
      or (isfinite(p.client_updated_at)
        and p.client_updated_at between '0001-01-01T00:00:00Z'::timestamptz
                                    and '9999-12-31T23:59:59.999999Z'::timestamptz)
      then p.client_updated_at end as client_updated_at,
    (select coalesce(jsonb_object_agg(key, case when jsonb_typeof(value) = 'object' then value
        || jsonb_strip_nulls(jsonb_build_object(
          'first_at', private.repaired_instant(value -> 'first_at', p.updated_at),
          'last_at', private.repaired_instant(value -> 'last_at', p.updated_at)))
        else value end), '{}'::jsonb)
      from jsonb_each(p.scenario_results)) as scenario_results,
    (select coalesce(jsonb_object_agg(key, case when jsonb_typeof(value) = 'object' then value
        || jsonb_strip_nulls(jsonb_build_object(
          'due', private.repaired_instant(value -> 'due', p.updated_at),
          'last_review', private.repaired_instant(value -> 'last_review', p.updated_at)))
        else value end), '{}'::jsonb)
      from jsonb_each(p.review_schedule)) as review_schedule,
    (select coalesce(jsonb_object_agg(key, private.repaired_instant(value, p.updated_at)), '{}'::jsonb)
      from jsonb_each(p.challenges_done)) as challenges_done
  from public.user_progress p
  where jsonb_typeof(p.scenario_results) = 'object'
    and jsonb_typeof(p.review_schedule) = 'object'
    and jsonb_typeof(p.challenges_done) = 'object'
)
update public.user_progress p
set client_updated_at = repaired.client_updated_at,
  scenario_results = repaired.scenario_results,
  review_schedule = repaired.review_schedule,
  challenges_done = repaired.challenges_done
from repaired
where p.id = repaired.id
  and (p.client_updated_at is distinct from repaired.client_updated_at
    or p.scenario_results is distinct from repaired.scenario_results
    or p.review_schedule is distinct from repaired.review_schedule
    or p.challenges_done is distinct from repaired.challenges_done);

alter table public.user_progress enable trigger user;
