// @vitest-environment node
// Each Brazilian override replaces a string @sanity/locale-pt-pt really has: a key misspelt, or
// renamed by an update of the package, would leave the pt-PT text on screen without a word. And
// every string Sanity has in English and the pack lacks is filled in: an update of `sanity` that
// adds one fails here instead of showing English to an educator
// (docs/decisions/0046-guard-rails-for-editors.md).
import { ptPTLocale } from '@sanity/locale-pt-pt';
import { usEnglishLocale } from 'sanity';
import { structureTool } from 'sanity/structure';
import { expect, test } from 'vitest';
import { BRAZILIAN_OVERRIDES } from './studio-locale.ts';
import { MISSING_FROM_PT_PT } from './studio-locale-gaps.ts';

type Strings = Record<string, string>;
type Bundle = {
  namespace: string;
  resources: Strings | (() => Promise<{ default: Strings }>);
};
const load = async (bundle: Bundle | undefined): Promise<Strings> =>
  !bundle
    ? {}
    : typeof bundle.resources === 'function'
      ? (await bundle.resources()).default
      : bundle.resources;

const portugueseBundles = (
  ptPTLocale() as unknown as { i18n: { locales: [{ bundles: Bundle[] }] } }
).i18n.locales[0].bundles;
// English as the installed `sanity` ships it: the studio's own namespaces and the structure tool's.
const englishBundles = [
  ...(usEnglishLocale.bundles as unknown as Bundle[]),
  ...((structureTool() as unknown as { i18n: { bundles: Bundle[] } }).i18n.bundles ?? []),
];
const portuguese = (namespace: string) =>
  load(portugueseBundles.find((bundle) => bundle.namespace === namespace));
const english = (namespace: string) =>
  load(englishBundles.find((bundle) => bundle.namespace === namespace));

test.each(Object.entries(BRAZILIAN_OVERRIDES))(
  'the %s overrides name strings of the pt-PT bundle',
  async (namespace, overrides) => {
    const strings = await portuguese(namespace);
    expect(Object.keys(strings).length, namespace).toBeGreaterThan(0);
    expect(Object.keys(overrides).filter((key) => !(key in strings))).toEqual([]);
  },
);

test('every string Sanity has in English and pt-PT lacks has its Brazilian text', async () => {
  const lacking: string[] = [];
  for (const bundle of englishBundles) {
    const strings = await portuguese(bundle.namespace);
    for (const key of Object.keys(await load(bundle))) {
      if (!(key in strings) && !(key in (MISSING_FROM_PT_PT[bundle.namespace] ?? {}))) {
        lacking.push(`${bundle.namespace}: ${key}`);
      }
    }
  }
  expect(lacking).toEqual([]);
});

test.each(Object.entries(MISSING_FROM_PT_PT))(
  'the %s fills name English strings that pt-PT lacks (else they belong in the overrides)',
  async (namespace, fills) => {
    const [inEnglish, inPortuguese] = [await english(namespace), await portuguese(namespace)];
    expect(Object.keys(fills).filter((key) => !(key in inEnglish) || key in inPortuguese)).toEqual(
      [],
    );
  },
);

test('the strings issue 28 found in English, or about a plan the local lake does not have, are Brazilian', async () => {
  const shown = {
    ...(await portuguese('studio')),
    ...(await portuguese('structure')),
    ...BRAZILIAN_OVERRIDES.studio,
    ...BRAZILIAN_OVERRIDES.structure,
    ...MISSING_FROM_PT_PT.structure,
  };
  for (const key of [
    'changes.missing-since-document-error',
    'events.compare-with-published.description',
    'timeline.operation.history-cleared',
    'action.copy-document-id.label',
    'action.copy-link-to-document.label',
  ]) {
    expect(shown[key], key).toBeDefined();
    expect(shown[key], key).not.toMatch(/\bplano\b|retenção|\bplan\b|\bthe\b|\byour\b/i);
  }
});
