// What a browser downloads for a route, read from Vite's build manifest (dist/.vite/manifest.json).
// Pure functions, no I/O, so the rules are unit-tested without a build; size-report.ts does the
// building, reading and compressing.
import type { Manifest, ManifestChunk } from 'vite';

/**
 * A route and the module src/app/router.tsx loads lazily for it (the manifest key), or null for
 * a route that is part of the entry chunk.
 */
export type Route = { readonly path: string; readonly module: string | null };

/** '/404' stands for every path no other route matches. */
export const ROUTES: readonly Route[] = [
  { path: '/auth', module: null },
  { path: '/', module: null },
  { path: '/404', module: null },
];

/**
 * A chunk that is not part of first load but that the app asks for as soon as it has rendered.
 * `matches` says, in code, how it is found in the manifest; `description` says it in words for
 * the error when nothing matches.
 */
export type LazyChunkRule = {
  readonly label: string;
  readonly description: string;
  readonly matches: (key: string, chunk: ManifestChunk) => boolean;
};

const FSRS_SRC = '../packages/training/src/fsrs.ts';
const JOURNEY_SCREENS_SRC = 'src/features/journey/journey-screens.tsx';

export const LAZY_CHUNK_RULES: readonly LazyChunkRule[] = [
  {
    // Rolldown names this chunk after the package's folder ("dist"), so `name` says nothing;
    // `src` is the resolved file, under node_modules/@supabase/supabase-js/ (also via .pnpm/).
    label: 'Supabase client',
    description:
      "a dynamic entry whose src is inside node_modules/@supabase/supabase-js/ (src/lib/supabase-client.ts must load it with import('@supabase/supabase-js'))",
    matches: (_key, chunk) =>
      chunk.isDynamicEntry === true &&
      (chunk.src ?? '').includes('node_modules/@supabase/supabase-js/'),
  },
  {
    // The spaced review's FSRS, registered before the journey is drawn (decision 0015).
    label: 'review scheduler',
    description: `a dynamic entry with src '${FSRS_SRC}' (loaded with import() from src/features/journey/progress/scheduler-query.ts)`,
    matches: (_key, chunk) => chunk.isDynamicEntry === true && chunk.src === FSRS_SRC,
  },
  {
    // The journey's views past the loading home, loaded with the journey's data (decision 0015).
    label: 'journey views',
    description: `a dynamic entry with src '${JOURNEY_SCREENS_SRC}' (loaded with import() from src/features/journey/journey-page.tsx)`,
    matches: (_key, chunk) => chunk.isDynamicEntry === true && chunk.src === JOURNEY_SCREENS_SRC,
  },
  contentRule('pt-BR content index', 'src/content/generated/pt-BR.index.ts'),
  // A new learner's first lesson; a returning one's phase may differ, with a chunk of the same size.
  contentRule('pt-BR phase 1', 'src/content/generated/pt-BR.phase-1.ts'),
];

function contentRule(label: string, src: string): LazyChunkRule {
  return {
    label,
    description: `a dynamic entry with src '${src}' (loaded with import() from src/content/load-content.ts)`,
    matches: (_key, chunk) => chunk.isDynamicEntry === true && chunk.src === src,
  };
}

export type LazyChunk = { readonly label: string; readonly key: string; readonly file: string };

function chunkAt(manifest: Manifest, key: string, role: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${role} "${key}" is not in the Vite manifest.`);
  return chunk;
}

/**
 * The files of `key`'s chunk and of every chunk it imports statically, transitively, each once.
 * `dynamicImports` are not followed: the browser fetches those only when the code runs import().
 */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (current: string, role: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = chunkAt(manifest, current, role);
    if (!files.includes(chunk.file)) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, `Chunk imported by "${current}"`);
  };
  visit(key, 'Chunk');
  return files;
}

/** The key of the one chunk index.html loads with <script type="module">. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  if (entries.length !== 1) {
    throw new Error(
      `Expected exactly one entry (isEntry) in the Vite manifest, found ${entries.length}: ${entries.join(', ') || 'none'}.`,
    );
  }
  return entries[0]!;
}

function routeModuleMissing(manifest: Manifest, routeModuleKey: string): string {
  const routeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'));
  return (
    `Route module "${routeModuleKey}" is not in the Vite manifest: does the file exist, and does ` +
    `src/app/router.tsx load it with import() (a static import merges it into another chunk)? ` +
    `Route modules in the manifest: ${routeKeys.join(', ') || 'none'}.`
  );
}

/**
 * First-load JS of a route: what index.html loads (the entry and its modulepreloads) plus what
 * the router's import() of the route module, if any, loads before the route can render.
 */
export function routeFirstLoad(manifest: Manifest, routeModuleKey: string | null): string[] {
  const files = staticClosure(manifest, entryKey(manifest));
  if (routeModuleKey === null) return files;
  if (!manifest[routeModuleKey]) throw new Error(routeModuleMissing(manifest, routeModuleKey));
  for (const file of staticClosure(manifest, routeModuleKey)) {
    if (!files.includes(file)) files.push(file);
  }
  return files;
}

/** The one manifest chunk `rule` matches; throws, saying what was looked for, unless exactly one. */
export function lazyChunk(manifest: Manifest, rule: LazyChunkRule): LazyChunk {
  const keys = Object.keys(manifest).filter((key) => rule.matches(key, manifest[key]!));
  if (keys.length !== 1) {
    throw new Error(
      `The ${rule.label} chunk: expected exactly one manifest chunk matching ${rule.description}, ` +
        `found ${keys.length}${keys.length ? `: ${keys.join(', ')}` : ''}.`,
    );
  }
  const key = keys[0]!;
  return { label: rule.label, key, file: manifest[key]!.file };
}

/** The chunks every route asks for right after its first render, found by LAZY_CHUNK_RULES. */
export function lazyChunks(manifest: Manifest): LazyChunk[] {
  return LAZY_CHUNK_RULES.map((rule) => lazyChunk(manifest, rule));
}

/**
 * What a route has downloaded once it has rendered and started its lazy loads: first load plus
 * the lazy chunks and what they import statically (shared chunks are counted once).
 */
export function routeAfterFirstRender(manifest: Manifest, routeModuleKey: string | null): string[] {
  const files = routeFirstLoad(manifest, routeModuleKey);
  for (const lazy of lazyChunks(manifest)) {
    for (const file of staticClosure(manifest, lazy.key)) {
      if (!files.includes(file)) files.push(file);
    }
  }
  return files;
}

/** Every problem that stops the report, all at once, so one build shows everything to fix. */
export function manifestProblems(manifest: Manifest, routes: readonly Route[]): string[] {
  const problems: string[] = [];
  const attempt = (check: () => unknown) => {
    try {
      check();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  };
  attempt(() => entryKey(manifest));
  for (const { module } of routes) {
    if (module !== null && !manifest[module]) problems.push(routeModuleMissing(manifest, module));
  }
  for (const rule of LAZY_CHUNK_RULES) attempt(() => lazyChunk(manifest, rule));
  attempt(() => contentChunks(manifest));
  return problems;
}

/** A piece of a locale's content (docs/decisions/0015): its index or one phase's scenarios. */
export type ContentChunk = {
  readonly locale: string;
  readonly piece: string;
  readonly key: string;
  readonly file: string;
};

const CONTENT_SRC = /^src\/content\/generated\/([\w-]+)\.(index|phase-\d+)\.ts$/;

/**
 * Every content chunk the app can download, by locale then piece (index first, then phases in
 * order). Throws when there is none: the budget per chunk would otherwise pass by measuring
 * nothing.
 */
export function contentChunks(manifest: Manifest): ContentChunk[] {
  const chunks: ContentChunk[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = CONTENT_SRC.exec(chunk.src ?? '');
    if (!match || chunk.isDynamicEntry !== true) continue;
    chunks.push({ locale: match[1]!, piece: match[2]!, key, file: chunk.file });
  }
  if (chunks.length === 0) {
    throw new Error(
      'No content chunk in the Vite manifest: expected dynamic entries with src ' +
        'src/content/generated/<locale>.index.ts and <locale>.phase-<n>.ts (src/content/load-content.ts imports them).',
    );
  }
  const order = (piece: string) => (piece === 'index' ? 0 : Number(piece.slice('phase-'.length)));
  return chunks.sort((a, b) =>
    a.locale === b.locale ? order(a.piece) - order(b.piece) : a.locale.localeCompare(b.locale),
  );
}

/** Per locale, the chunk with the most bytes by `size` (the one the budget is about). */
export function largestPerLocale<C extends { locale: string }>(
  chunks: readonly C[],
  size: (chunk: C) => number,
): C[] {
  const largest = new Map<string, C>();
  for (const chunk of chunks) {
    const current = largest.get(chunk.locale);
    if (!current || size(chunk) > size(current)) largest.set(chunk.locale, chunk);
  }
  return [...largest.values()];
}

/** Every CSS file the build emitted, each once (chunks list the CSS they bring in `css`). */
export function allCss(manifest: Manifest): string[] {
  return [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
}
