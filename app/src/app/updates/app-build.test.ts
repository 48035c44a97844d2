import { expect, test } from 'vitest';
import { buildOf, isNewBuild } from './app-build.ts';

function page(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><head>${head}</head>`, 'text/html');
}

test('a build is named by its scripts and style sheets, not by fonts or icons', () => {
  const built = page(`
    <link rel="icon" href="/favicon.svg">
    <script type="module" crossorigin src="/assets/index-CpeyGDtq.js"></script>
    <link rel="stylesheet" href="/assets/index-GXWstuYx.css">
    <link rel="preload" href="/assets/latin-400-normal-FfmJh7DR.woff2" as="font">
    <link rel="manifest" href="/manifest.webmanifest">`);
  expect(buildOf(built)).toBe('/assets/index-CpeyGDtq.js /assets/index-GXWstuYx.css');
});

test('a start says the app was updated only when the device ran another build before', () => {
  expect(isNewBuild(null, 'a.js a.css')).toBe(false);
  expect(isNewBuild('a.js a.css', 'a.js a.css')).toBe(false);
  expect(isNewBuild('a.js a.css', 'b.js a.css')).toBe(true);
});
