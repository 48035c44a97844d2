// @vitest-environment node
// The localization plugin writes its buttons and notices in English in its code, with no locale
// to reach them; patches/sanity-plugin-internationalized-array@*.patch puts them in Portuguese
// (docs/decisions/0010-studio-in-portuguese.md). This fails if the patch stops applying, or if a
// new version of the plugin brings the English back.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';

const require = createRequire(import.meta.url);
// Its code without its doc comments, which quote the English it used to show.
const pluginCode = readFileSync(
  require.resolve('sanity-plugin-internationalized-array'),
  'utf8',
).replace(/\/\*[\s\S]*?\*\//g, '');

test('the localization plugin’s words on screen are Portuguese', () => {
  for (const english of [
    'Add missing',
    'Add all languages',
    "Can't remove default language",
    'Add translation',
    'Add Translation',
    'This internationalized field currently has no translations.',
    'There was an error reordering languages',
    'No missing translations',
  ]) {
    expect(pluginCode, english).not.toContain(english);
  }
  expect(pluginCode).toContain('O pt-BR é o texto de origem e não pode ser removido');
  expect(pluginCode).toContain('Adicionar o idioma que falta');
});
