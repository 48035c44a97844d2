// Regenerates the export's query types from the Studio schema and fails when the committed file
// was out of date, so a schema or query change cannot land with stale types.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const generated = resolve(import.meta.dirname, '../../content-export/src/sanity.types.ts');
const read = () => {
  try {
    return readFileSync(generated, 'utf8');
  } catch {
    return '';
  }
};

const before = read();
for (const args of [
  ['schema', 'extract', '--enforce-required-fields'],
  ['typegen', 'generate'],
]) {
  const result = spawnSync('sanity', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (read() !== before) {
  console.error(
    `\n✗ ${generated} was out of date with the Studio schema or the export's query. It has been regenerated: review the change and commit it.`,
  );
  process.exit(1);
}
console.log('✓ The export query types match the Studio schema.');
