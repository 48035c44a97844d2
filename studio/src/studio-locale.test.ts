// @vitest-environment node
// Each Brazilian override replaces a string @sanity/locale-pt-pt really has: a key misspelt, or
// renamed by an update of the package, would leave the pt-PT text on screen without a word.
import { ptPTLocale } from '@sanity/locale-pt-pt';
import { expect, test } from 'vitest';
import { BRAZILIAN_OVERRIDES } from './studio-locale.ts';

type Bundle = {
  namespace: string;
  resources: () => Promise<{ default: Record<string, string> }>;
};
const bundles = (ptPTLocale() as unknown as { i18n: { locales: [{ bundles: Bundle[] }] } }).i18n
  .locales[0].bundles;

test.each(Object.entries(BRAZILIAN_OVERRIDES))(
  'the %s overrides name strings of the pt-PT bundle',
  async (namespace, overrides) => {
    const bundle = bundles.find((candidate) => candidate.namespace === namespace);
    expect(bundle, namespace).toBeDefined();
    const { default: strings } = await bundle!.resources();
    expect(Object.keys(overrides).filter((key) => !(key in strings))).toEqual([]);
  },
);
