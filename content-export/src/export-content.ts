// The export: source → query → validation → one bundle per locale → files. Nothing is written
// unless every document of every locale is valid.
import { ContentBundleSchema } from '@ths/content-model/bundle-schema';
import { LOCALE_IDS, type Locale } from '@ths/content-model/locales';
import { describeSource, type ContentSource } from './content-source.ts';
import { draftOnlyDocuments, type Dataset, type DatasetOptions } from './dataset-schema.ts';
import { fetchContent } from './fetch-content.ts';
import { toBundle, type TranslationReport } from './to-bundle.ts';
import { validateDataset } from './validate-dataset.ts';
import { bundleModule, writeBundles } from './write-bundles.ts';

export type ExportOptions = DatasetOptions & {
  source: ContentSource;
  outDir: string;
  locales?: readonly Locale[];
};

export type ExportResult = {
  counts: { phases: number; scenarios: number; achievements: number; skills: number };
  reports: TranslationReport[];
  notices: string[];
  files: string[];
};

/** Things worth knowing that do not stop the export. */
function noticesFor(dataset: Dataset): string[] {
  const notices = draftOnlyDocuments(dataset).map(
    ({ _id: id }) =>
      `${id} existe só como rascunho e não foi exportado: publique-o no Studio para incluí-lo.`,
  );
  for (const achievement of dataset.achievements) {
    if (
      achievement.type === 'perfect_score' &&
      achievement.requirement !== dataset.scenarios.length
    ) {
      notices.push(
        `${achievement._id} › requirement: ${achievement.requirement}, mas há ${dataset.scenarios.length} cenários publicados. A conquista pede todos os cenários; o requisito só aparece como progresso.`,
      );
    }
  }
  return notices;
}

export async function exportContent({
  source,
  outDir,
  locales = LOCALE_IDS,
  ...datasetOptions
}: ExportOptions): Promise<ExportResult> {
  const dataset = validateDataset(await fetchContent(source), datasetOptions);
  const exports = locales.map((locale) => toBundle(dataset, locale));
  const modules = exports.map(({ bundle }) => ({
    locale: bundle.locale,
    // The dataset rules already hold; this parse proves the bundle is what the app's type says.
    source: bundleModule(ContentBundleSchema.parse(bundle), describeSource(source)),
  }));
  const files = await writeBundles(outDir, modules);
  return {
    counts: {
      phases: dataset.phases.length,
      scenarios: dataset.scenarios.length,
      achievements: dataset.achievements.length,
      skills: dataset.skills.length,
    },
    reports: exports.map(({ report }) => report),
    notices: noticesFor(dataset),
    files,
  };
}
