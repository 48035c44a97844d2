// The app's types of the database (packages/database-types/src/database.ts, docs/decisions/0081)
// are the migrated schema's: generated from the catalog on PGlite and on PostgreSQL, the text
// must be the committed file's, so a migration that changes a table or a function without
// `pnpm db:types` fails here, and the two engines cannot disagree on what the schema is.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generateDatabaseTypes } from '@ths/database-types/generate';
import { describeEachEngine, useMigratedDatabase } from '@ths/local-supabase/testing/engines';
import { expect, test } from 'vitest';

/** What `pnpm db:types` (scripts/database-types.ts) writes. */
const DATABASE_TYPES_FILE = resolve(
  import.meta.dirname,
  '../../packages/database-types/src/database.ts',
);

describeEachEngine('the database types', (engine) => {
  const db = useMigratedDatabase(engine);

  test('are the migrated schema’s, as the committed file holds them', async () => {
    const committed = await readFile(DATABASE_TYPES_FILE, 'utf8');
    const generated = await generateDatabaseTypes(db());
    expect(
      generated === committed,
      `${DATABASE_TYPES_FILE} is not the migrated schema's types: run \`pnpm db:types\` and commit the file.`,
    ).toBe(true);
    // The difference itself, when there is one.
    expect(generated).toBe(committed);
  });
});
