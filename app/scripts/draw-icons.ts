// Draws the installed app's icons (app/public/icons/*.png, committed) from the one drawing of
// the app, public/favicon.svg, with headless chromium: no image library to install. Run it
// again after changing the favicon: `node app/scripts/draw-icons.ts`.
//   icon-192/512      the drawing on a transparent square, for browsers and desktops
//   icon-maskable-512 full-bleed action colour, the drawing inside the central safe circle (80 %)
//   apple-touch-icon  180 px, opaque (iOS fills transparency with black and rounds the corners)
// The drawing is the mascot on a rounded square of the action colour (issue 26 §7), so a full
// bleed of that colour around it hides the square's corners.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const APP = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(APP, 'public', 'icons');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// --color-primary of packages/learner-ui/src/styles/tokens.css: the drawing's square, and the manifest's
// theme_color.
const PRIMARY_COLOUR = '#1d6b67';

type Icon = { file: string; size: number; background: string | null; drawingShare: number };

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, background: null, drawingShare: 1 },
  { file: 'icon-512.png', size: 512, background: null, drawingShare: 1 },
  // The safe zone is a circle of 80 % of the side: the mascot, inside its square's margins, fits
  // in it with the square at 80 % (the square's corners vanish in the same colour).
  { file: 'icon-maskable-512.png', size: 512, background: PRIMARY_COLOUR, drawingShare: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, background: PRIMARY_COLOUR, drawingShare: 1 },
];

function page(svg: string, icon: Icon): string {
  const side = Math.round(icon.size * icon.drawingShare);
  return `<!doctype html><html><head><style>
html, body { margin: 0; width: ${icon.size}px; height: ${icon.size}px; overflow: hidden;
  background: ${icon.background ?? 'transparent'}; }
body { display: grid; place-items: center; }
svg { width: ${side}px; height: ${side}px; display: block; }
</style></head><body>${svg}</body></html>`;
}

function draw(svg: string, icon: Icon, work: string): void {
  const html = join(work, `${icon.file}.html`);
  writeFileSync(html, page(svg, icon));
  const result = spawnSync(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      '--default-background-color=00000000',
      `--window-size=${icon.size},${icon.size}`,
      `--screenshot=${join(OUT, icon.file)}`,
      `file://${html}`,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(
      `chromium (${CHROMIUM}) could not draw ${icon.file} (exit ${result.status}):\n${result.stderr}\nSet CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
}

const svg = readFileSync(join(APP, 'public', 'favicon.svg'), 'utf8');
mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'ths-icons-'));
try {
  for (const icon of ICONS) {
    draw(svg, icon, work);
    console.log(`Drawn: public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
