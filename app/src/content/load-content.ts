// The content content-export wrote, in the pieces a learner downloads (docs/decisions/0015):
// a small index per locale, loaded first, and one chunk per phase, loaded when a screen shows
// that phase's scenarios (or ahead of time, when the browser is idle). Each file is its own
// chunk, so a learner downloads one language only, and phase 1 before phase 5.
import type { ContentIndex, PhaseContent, Scenario } from '@ths/content-model/bundle-schema';
import type { Locale } from '@ths/content-model/locales';

// Lazy by default: each matched file becomes a chunk fetched on the first call.
const INDEXES = import.meta.glob<ContentIndex>('./generated/*.index.ts', { import: 'index' });
const PHASES = import.meta.glob<PhaseContent>('./generated/*.phase-*.ts', { import: 'phase' });

function loaderOf<T>(loaders: Record<string, () => Promise<T>>, file: string): () => Promise<T> {
  const load = loaders[`./generated/${file}`];
  if (!load) {
    throw new Error(
      `No content file src/content/generated/${file}: run \`pnpm content\` to write the bundles.`,
    );
  }
  return load;
}

/** The index of `locale`: phases, achievements and which scenario is in which phase. */
export function loadContentIndex(locale: Locale): Promise<ContentIndex> {
  return loaderOf(INDEXES, `${locale}.index.ts`)();
}

// The phases already downloaded, by `${locale}.phase-${n}`: a screen whose phases are all here
// draws at once, with no spinner in between (the prefetch usually got there first).
const loaded = new Map<string, Scenario[]>();

/** The scenarios of one phase in `locale`, whole. The browser keeps a chunk once loaded. */
export async function loadPhaseScenarios(locale: Locale, phase: number): Promise<Scenario[]> {
  const file = `${locale}.phase-${phase}`;
  const { scenarios } = await loaderOf(PHASES, `${file}.ts`)();
  loaded.set(file, scenarios);
  return scenarios;
}

/** The scenarios of `phases` if every one is loaded already, in number order; else undefined. */
export function loadedScenarios(locale: Locale, phases: readonly number[]): Scenario[] | undefined {
  const chunks = phases.map((phase) => loaded.get(`${locale}.phase-${phase}`));
  if (!chunks.every((chunk) => chunk !== undefined)) return undefined;
  return inNumberOrder(chunks.flat());
}

const inNumberOrder = (scenarios: Scenario[]) => scenarios.sort((a, b) => a.number - b.number);

/** The scenarios of several phases, in number order. */
export async function loadScenarios(
  locale: Locale,
  phases: readonly number[],
): Promise<Scenario[]> {
  const chunks = await Promise.all(phases.map((phase) => loadPhaseScenarios(locale, phase)));
  return inNumberOrder(chunks.flat());
}
