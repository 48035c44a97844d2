// First-load JavaScript per route, against the budget of 150 kB gzip, and each content chunk
// against 15 kB gzip (docs/decisions/0015). Not a test: it prints numbers, part of `pnpm bench`.
//
//   pnpm --filter @ths/app size [--json] [--no-build] [--dist <folder>]
//
// --no-build measures the last build in app/dist; --dist measures another build (and does not
// build), e.g. one kept from CI.
//
// Builds the app, reads Vite's manifest and sums, per route, the JS files the browser loads
// before the route renders: kB = 1000 bytes, each file compressed on its own (as it is served)
// with gzip level 9 and brotli quality 11. A second table adds the chunks the app asks for right
// after rendering (the Supabase client, the review scheduler, the pt-BR content index and phase
// 1), so a small first load cannot hide a large wait. A third lists every content chunk and the
// largest per locale. Over a budget, or unable to measure, the exit code is 1.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import {
  ROUTES,
  allCss,
  contentChunks,
  largestPerLocale,
  lazyChunks,
  manifestProblems,
  routeAfterFirstRender,
  routeFirstLoad,
  staticClosure,
} from './first-load.ts';

const BUDGET_GZIP_BYTES = 150_000;
const CONTENT_CHUNK_BUDGET_GZIP_BYTES = 15_000;
const APP_DIR = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    build: { type: 'boolean', default: true },
    dist: { type: 'string' },
  },
  allowNegative: true,
});
const DIST = values.dist === undefined ? join(APP_DIR, 'dist') : resolve(values.dist);
const MANIFEST = join(DIST, '.vite', 'manifest.json');

type Sizes = { files: string[]; raw: number; gzip: number; brotli: number };

const fileSizes = new Map<string, Omit<Sizes, 'files'>>();

/** Raw, gzip and brotli bytes of some dist files; a file shared by routes is compressed once. */
function measure(files: string[]): Sizes {
  const total: Sizes = { files, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    let sizes = fileSizes.get(file);
    if (!sizes) {
      const bytes = readFileSync(join(DIST, file));
      sizes = {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }).length,
      };
      fileSizes.set(file, sizes);
    }
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/** `pnpm run build` so the report measures what ships: content-export, then vite build. */
function build(): void {
  // The build's own output goes to stderr, so that stdout is only the report (or its JSON).
  const result = spawnSync('pnpm', ['run', 'build'], { cwd: APP_DIR, stdio: ['ignore', 2, 2] });
  if (result.error) throw new Error(`Could not run "pnpm run build": ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(
      `"pnpm run build" failed (exit ${result.status}): nothing to measure; its error is above.`,
    );
  }
}

function readManifest(): Manifest {
  if (!existsSync(MANIFEST)) {
    throw new Error(`${MANIFEST} does not exist: app/vite.config.ts needs build.manifest: true.`);
  }
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

function report(manifest: Manifest) {
  const problems = manifestProblems(manifest, ROUTES);
  if (problems.length > 0) {
    throw new Error(
      `Cannot measure first load from ${MANIFEST}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  const routes = ROUTES.map((route) => {
    const firstLoad = measure(routeFirstLoad(manifest, route.module));
    return {
      route: route.path,
      module: route.module,
      firstLoad,
      overBudget: firstLoad.gzip > BUDGET_GZIP_BYTES,
      afterFirstRender: measure(routeAfterFirstRender(manifest, route.module)),
    };
  });
  // A lazy chunk's static imports that are already in the first load (the scheduler imports
  // engine helpers from the entry) cost nothing more, so they are not counted again.
  const firstLoad = new Set(routeFirstLoad(manifest, null));
  const lazy = lazyChunks(manifest).map((chunk) => ({
    ...chunk,
    ...measure(staticClosure(manifest, chunk.key).filter((file) => !firstLoad.has(file))),
  }));
  const content = contentChunks(manifest).map((chunk) => {
    const sizes = measure([chunk.file]);
    return { ...chunk, ...sizes, overBudget: sizes.gzip > CONTENT_CHUNK_BUDGET_GZIP_BYTES };
  });
  return {
    budgetGzipBytes: BUDGET_GZIP_BYTES,
    contentChunkBudgetGzipBytes: CONTENT_CHUNK_BUDGET_GZIP_BYTES,
    routes,
    lazyChunks: lazy,
    contentChunks: content,
    largestContentChunk: largestPerLocale(content, (chunk) => chunk.gzip),
    css: measure(allCss(manifest)),
  };
}

const kB = (bytes: number, width = 8) => (bytes / 1000).toFixed(1).padStart(width);

function print(result: ReturnType<typeof report>): void {
  const budget = kB(result.budgetGzipBytes, 0);
  console.log('First-load JS per route: entry + its static imports (modulepreload) + route chunk');
  console.log('kB = 1000 bytes; each file compressed alone: gzip level 9, brotli quality 11\n');
  console.log('route   chunks    raw kB   gzip kB  brotli kB  budget (gzip)  status');
  for (const { route, firstLoad, overBudget } of result.routes) {
    console.log(
      `${route.padEnd(6)} ${String(firstLoad.files.length).padStart(7)} ${kB(firstLoad.raw, 9)} ${kB(firstLoad.gzip, 9)} ${kB(firstLoad.brotli, 10)}  ${`${budget} kB`.padStart(13)}  ${overBudget ? 'OVER' : 'OK'}`,
    );
  }
  const labels = result.lazyChunks.map((chunk) => chunk.label).join(' + ');
  console.log(`\nLoaded right after first render: first load + ${labels}`);
  console.log('(not in the budget, but the learner waits for it)\n');
  console.log('route   chunks    raw kB   gzip kB  brotli kB');
  for (const { route, afterFirstRender: after } of result.routes) {
    console.log(
      `${route.padEnd(6)} ${String(after.files.length).padStart(7)} ${kB(after.raw, 9)} ${kB(after.gzip, 9)} ${kB(after.brotli, 10)}`,
    );
  }
  console.log(
    '\nof which lazy (with their static imports not in first load; shared ones in both):',
  );
  for (const chunk of result.lazyChunks) {
    console.log(
      `  ${chunk.label.padEnd(20)} ${chunk.file.padEnd(36)} ${kB(chunk.raw)} raw ${kB(chunk.gzip)} gzip ${kB(chunk.brotli)} brotli`,
    );
  }
  const chunkBudget = kB(result.contentChunkBudgetGzipBytes, 0);
  console.log(`\nContent chunks (each loaded on its own), budget ${chunkBudget} kB gzip each:`);
  console.log('locale  piece      raw kB   gzip kB  brotli kB  status');
  for (const chunk of result.contentChunks) {
    console.log(
      `${chunk.locale.padEnd(7)} ${chunk.piece.padEnd(8)} ${kB(chunk.raw, 8)} ${kB(chunk.gzip, 9)} ${kB(chunk.brotli, 10)}  ${chunk.overBudget ? 'OVER' : 'OK'}`,
    );
  }
  for (const chunk of result.largestContentChunk) {
    console.log(
      `Largest ${chunk.locale} content chunk: ${chunk.piece}, ${kB(chunk.gzip, 0)} kB gzip (budget ${chunkBudget} kB)`,
    );
  }
  const css = result.css;
  console.log(
    `\nCSS, all ${css.files.length} file(s): ${kB(css.raw, 0)} kB raw, ${kB(css.gzip, 0)} kB gzip, ${kB(css.brotli, 0)} kB brotli`,
  );
  const over = result.routes.filter((route) => route.overBudget);
  console.log('');
  for (const { route, firstLoad } of over) {
    console.log(
      `OVER BUDGET: ${route} first-load JS is ${kB(firstLoad.gzip, 0)} kB gzip, budget ${budget} kB (${kB(firstLoad.gzip - result.budgetGzipBytes, 0)} kB over)`,
    );
  }
  if (over.length === 0) console.log(`All routes within the ${budget} kB gzip budget.`);
  const overContent = result.contentChunks.filter((chunk) => chunk.overBudget);
  for (const chunk of overContent) {
    console.log(
      `OVER BUDGET: content chunk ${chunk.locale} ${chunk.piece} is ${kB(chunk.gzip, 0)} kB gzip, budget ${chunkBudget} kB`,
    );
  }
  if (overContent.length === 0) {
    console.log(`All content chunks within the ${chunkBudget} kB gzip budget.`);
  }
}

/** True when a route or a content chunk is over its budget. */
const overAnyBudget = (result: ReturnType<typeof report>) =>
  result.routes.some((route) => route.overBudget) ||
  result.contentChunks.some((chunk) => chunk.overBudget);

try {
  if (values.build && values.dist === undefined) build();
  const result = report(readManifest());
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else print(result);
  // `pnpm bench` stops here when a budget is exceeded (decision 0015).
  if (overAnyBudget(result)) process.exitCode = 1;
} catch (error) {
  console.error(`size-report: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
