// The educator invitation code a developer uses on this machine (docs/decisions/0071): on a hosted
// project the school's administrator makes the first one with the service role; here the backend,
// when it runs with the development keys, keeps one unused code made by "the administrator" and
// prints it at start. The same code is printed until someone uses it (or it is within a day of
// expiring); then a fresh one is made.
import type { Database } from './database.ts';

export type DevelopmentInvitation = { code: string; expiresAt: Date };

export async function developmentInvitation(db: Database): Promise<DevelopmentInvitation> {
  const [kept] = await db.query<{ code: string; expires_at: Date }>(
    `select code, expires_at from public.educator_invitations
     where created_by is null and used_at is null and expires_at > now() + interval '1 day'
     order by created_at desc
     limit 1`,
  );
  const [invitation] = kept
    ? [kept]
    : await db.query<{ code: string; expires_at: Date }>(
        'select code, expires_at from private.make_educator_invitation(null)',
      );
  return { code: invitation!.code, expiresAt: new Date(invitation!.expires_at) };
}
