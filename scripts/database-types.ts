// `pnpm db:types`: migrates a fresh in-memory PGlite with supabase/migrations (the local backend's
// own migration code) and writes the public schema's types to packages/database-types, in the
// shape `supabase gen types typescript` writes (docs/decisions/0081-one-typed-data-boundary.md).
// supabase/tests/database-types.test.ts fails while the file is behind the migrations.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { openPglite } from '@ths/local-supabase/database';
import { migrate } from '@ths/local-supabase/migrations';
import { generateDatabaseTypes } from '@ths/database-types/generate';

/** Also read by supabase/tests/database-types.test.ts. */
const DATABASE_TYPES_FILE = resolve(
  import.meta.dirname,
  '../packages/database-types/src/database.ts',
);

const db = await openPglite(undefined);
try {
  await migrate(db);
  await writeFile(DATABASE_TYPES_FILE, await generateDatabaseTypes(db));
  console.log(`Written: ${DATABASE_TYPES_FILE}`);
} finally {
  await db.close();
}
