// The app's architecture as lint enforces it (eslint.config.js): a feature never imports another
// feature, and the rule covers every folder under app/src/features without naming them. Each
// feature's screen is linted with one more line that reaches into another feature.
import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const featuresDir = `${root}/app/src/features`;
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A file of the feature to lint with the extra import: its first .ts or .tsx at the top. */
function aFileOf(feature: string): string {
  const file = readdirSync(`${featuresDir}/${feature}`).find((name) => /\.tsx?$/.test(name));
  if (!file) throw new Error(`app/src/features/${feature} has no .ts or .tsx file at its top`);
  return `${featuresDir}/${feature}/${file}`;
}

test('the app has its four features', () => {
  expect(features).toEqual(expect.arrayContaining(['account', 'auth', 'classes', 'journey']));
});

test.each(features)(
  'a file of %s importing another feature fails lint',
  async (feature) => {
    const other = features.find((name) => name !== feature)!;
    const file = aFileOf(feature);
    const otherFile = aFileOf(other).slice(featuresDir.length + 1);
    const code = `import '../${otherFile}';\n${readFileSync(file, 'utf8')}`;
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(code, { filePath: file });
    const messages = result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
    expect(messages.map((m) => m.message)).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    // Unchanged, the same file passes that rule: the failure is the added line's.
    const [clean] = await eslint.lintText(readFileSync(file, 'utf8'), { filePath: file });
    expect(clean!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths')).toEqual([]);
  },
  60_000,
);
