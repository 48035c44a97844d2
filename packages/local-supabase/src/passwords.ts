// Passwords are stored as bcrypt hashes at cost 10, as Supabase Auth stores them ($2a$10$…/$2b$10$…).
import bcrypt from 'bcryptjs';

const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

// A hash of nothing in particular: comparing against it when the e-mail is unknown takes as
// long as a real check, so response times do not reveal which e-mails have accounts.
const DECOY = bcrypt.hashSync('decoy password', COST);

export function verifyPassword(
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DECOY).then((same) => same && Boolean(hash));
}
