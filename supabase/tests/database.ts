// SQL as Supabase's API runs it: each call is one transaction that becomes the caller's role
// (SET LOCAL ROLE through set_config) with their JWT claims in request.jwt.claims, as PostgREST
// does, so the grants, row-level security and triggers of supabase/migrations apply.
import type { Database, Sql } from '@ths/local-supabase/testing/engines';
import type { Save } from '@ths/training/merge-cases';

export type Caller = 'anon' | { learner: string };

export function as<T>(db: Database, caller: Caller, work: (sql: Sql) => Promise<T>): Promise<T> {
  const role = caller === 'anon' ? 'anon' : 'authenticated';
  const claims = caller === 'anon' ? { role } : { role, sub: caller.learner };
  return db.transaction(async (sql) => {
    await sql.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [role, JSON.stringify(claims)],
    );
    return work(sql);
  });
}

/** A new account in auth.users, as sign-up makes it; returns its id. */
export function newLearner(db: Database): Promise<string> {
  return newAccount(db, {});
}

/**
 * A new educator: an account whose sign-up metadata asked for the role with an invitation code
 * the school's administrator made (docs/decisions/0071); returns its id.
 */
export async function newEducator(db: Database): Promise<string> {
  return newAccount(db, { role: 'educator', invitation: await newInvitation(db) });
}

/** A fresh educator invitation code, made by `madeBy` or, with null, by the administrator. */
export async function newInvitation(db: Database, madeBy: string | null = null): Promise<string> {
  const [made] = await db.query<{ code: string }>(
    'select code from private.make_educator_invitation($1)',
    [madeBy],
  );
  return made!.code;
}

export async function newAccount(db: Database, metadata: Record<string, string>): Promise<string> {
  const [user] = await db.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data)
     select id, 'authenticated', 'authenticated', 'learner-' || id || '@escola.example', $1::jsonb
     from (select gen_random_uuid() as id) new_user
     returning id`,
    [JSON.stringify(metadata)],
  );
  return user!.id;
}

/**
 * The app's save: PostgREST's upsert with Prefer: resolution=merge-duplicates, which sets every
 * column the payload has, and only those, when the row exists.
 */
export async function upsert(sql: Sql, row: Partial<Save> & { user_id: string }): Promise<void> {
  const columns = Object.keys(row).join(', ');
  const updates = Object.keys(row)
    .map((column) => `${column} = excluded.${column}`)
    .join(', ');
  await sql.query(
    `insert into public.user_progress (${columns})
     select ${columns} from jsonb_populate_record(null::public.user_progress, $1::jsonb)
     on conflict (user_id, selected_category) do update set ${updates}`,
    [JSON.stringify(row)],
  );
}

/** The learner's stored row (default category), read past row-level security. */
export async function storedRow(db: Database, learner: string): Promise<Record<string, unknown>> {
  const [stored] = await db.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(p) as row from public.user_progress p
     where user_id = $1 and selected_category = 'default'`,
    [learner],
  );
  if (!stored) throw new Error(`no user_progress row for ${learner}`);
  return stored.row;
}

/**
 * Calls public.join_class as PostgREST does: when the function set response.status (an unknown
 * code is answered 404 without raising, so that the try is counted: …_join_class_limit.sql), its
 * value is the error body PostgREST sends with that status; that is thrown here, with the status.
 * Otherwise its value, the class's id.
 */
export async function callJoinClass(
  sql: Sql,
  code: string,
  displayName?: string | null,
): Promise<string> {
  const [row] = await sql.query<{ answer: unknown; status: string | null }>(
    displayName === undefined
      ? "select public.join_class($1) as answer, current_setting('response.status', true) as status"
      : "select public.join_class($1, $2) as answer, current_setting('response.status', true) as status",
    displayName === undefined ? [code] : [code, displayName],
  );
  if (row?.status) {
    const body = row.answer as { message: string };
    throw Object.assign(new Error(body.message), body, { status: Number(row.status) });
  }
  return row!.answer as string;
}
