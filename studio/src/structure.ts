import { LOCALES, SOURCE_LOCALE } from '@ths/content-model/locales';
import { PHASE_NUMBERS } from '@ths/content-model/stage';
import type { DefaultDocumentNodeResolver, StructureResolver } from 'sanity/structure';
import { ScenarioPreview } from './components/scenario-preview.tsx';
import { OutdatedTranslationsPane } from './components/outdated-translations-pane.tsx';
import { PHASE_LIST_FILTER, phaseList, UNLISTED_FILTER, UNLISTED_PARAMS } from './phase-lists.ts';
import { scenarioTemplateId, scenarioTemplateTitle } from './schema-types/new-scenario.ts';
import { SkillPreview } from './components/skill-preview.tsx';
import { TranslationSideBySide } from './components/translation-side-by-side.tsx';

// A document is untranslated in a language when any of its texts, or any of its choices' texts,
// has no value in that language.
const UNTRANSLATED_FILTER = `(
  _type == "scenario" && (
    count(title[language == $language]) == 0 ||
    count(description[language == $language]) == 0 ||
    count(scene.alt[language == $language]) == 0 ||
    count(choices[count(text[language == $language]) == 0 || count(feedback[language == $language]) == 0]) > 0
  )
) || (
  _type == "skill" && (
    count(name[language == $language]) == 0 || count(description[language == $language]) == 0 ||
    count(challenge[language == $language]) == 0
  )
) || (
  _type == "phase" && (count(name[language == $language]) == 0 || count(description[language == $language]) == 0)
) || (
  _type == "achievement" && (count(title[language == $language]) == 0 || count(description[language == $language]) == 0)
)`;

/**
 * Scenarios grouped by phase and ordered by number; then skills, phases, achievements, the cast
 * and what is left to translate.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Conteúdo')
    .items([
      S.listItem()
        .id('scenarios-by-phase')
        .title('Cenários por fase')
        .child(
          S.list()
            .title('Cenários por fase')
            .items([
              // A phase's list shows its school scenarios too, and "+" there creates one of that
              // phase (phase-lists.ts, docs/decisions/0055).
              ...PHASE_NUMBERS.map((phase) => {
                const { title, params } = phaseList(phase);
                return S.listItem()
                  .id(`phase-${phase}`)
                  .title(title)
                  .child(
                    // The templates are given at construction: in Sanity 5.31 a chained
                    // `initialValueTemplates` is overwritten by all of the type's templates at the
                    // next call (only a builder made with them keeps them through its first
                    // clone), and several turn the "+" into an unnamed menu.
                    S.documentList({
                      id: `scenarios-phase-${phase}`,
                      title: `Fase ${phase}`,
                      options: {
                        filter: PHASE_LIST_FILTER,
                        params,
                        defaultOrdering: [{ field: 'number', direction: 'asc' }],
                      },
                      // Titled, or the "+" button has no name (Sanity reads the item's title).
                      initialValueTemplates: [
                        S.initialValueTemplateItem(scenarioTemplateId(phase))
                          .title(scenarioTemplateTitle(phase))
                          .serialize(),
                      ],
                      // The sort options only: the default menu's "create" item is a template too.
                      menuItems: S.orderingMenuItemsForType('scenario'),
                      // Its "+" opens the new scenario beside this list, where it is listed.
                      canHandleIntent: (intent, params) =>
                        intent === 'create' && params.template === scenarioTemplateId(phase),
                    }).schemaType('scenario'),
                  );
              }),
              S.divider(),
              S.listItem()
                .id('scenarios-without-number')
                .title('Sem número ou sem fase')
                .child(
                  S.documentList()
                    .id('scenarios-without-number-list')
                    .title('Cenários sem número ou sem fase')
                    .schemaType('scenario')
                    .filter(UNLISTED_FILTER)
                    .params(UNLISTED_PARAMS),
                ),
            ]),
        ),
      S.documentTypeListItem('skill').title('Habilidades'),
      S.documentTypeListItem('phase').title('Fases'),
      S.documentTypeListItem('achievement').title('Conquistas'),
      // The recurring people of the scenes (docs/content/cast.md, docs/decisions/0063).
      S.documentTypeListItem('character').title('Personagens'),
      S.divider(),
      ...LOCALES.filter(({ id }) => id !== SOURCE_LOCALE).map(({ id, title }) =>
        S.listItem()
          .id(`untranslated-${id}`)
          .title(`Falta traduzir: ${title}`)
          .child(
            S.documentList()
              .id(`untranslated-${id}-list`)
              .title(`Falta traduzir: ${title}`)
              .filter(UNTRANSLATED_FILTER)
              .params({ language: id })
              // A new document opens under its type, not in this list (an empty one matches it).
              .canHandleIntent(() => false),
          ),
      ),
      // Translations made from a pt-BR text that has changed since (docs/decisions/0035-…).
      ...LOCALES.filter(({ id }) => id !== SOURCE_LOCALE).map(({ id, title }) =>
        S.listItem()
          .id(`outdated-${id}`)
          .title(`Tradução desatualizada: ${title}`)
          .child(
            S.component(OutdatedTranslationsPane)
              .id(`outdated-${id}-list`)
              .title(`Tradução desatualizada: ${title}`)
              .options({ language: id })
              // Opened from here, a document shows the side-by-side view first.
              .child((documentId, { params }) =>
                S.document()
                  .documentId(documentId)
                  .schemaType(params.type ?? 'scenario')
                  .views(documentViews(S, params.type ?? 'scenario', 'translation-first')),
              ),
          ),
      ),
    ]);

type Builder = Parameters<StructureResolver>[0];

/**
 * A document's views: its form, what a learner sees of it (scenarios and skills), and the
 * translator's side-by-side view; the latter first when opened from 'Tradução desatualizada'.
 */
function documentViews(S: Builder, schemaType: string, order: 'form-first' | 'translation-first') {
  const preview = { scenario: ScenarioPreview, skill: SkillPreview }[schemaType];
  const form = S.view.form().title('Editar');
  const translation = S.view
    .component(TranslationSideBySide)
    .id('traducao')
    .title('Tradução lado a lado');
  const learner = preview ? [S.view.component(preview).id('aluno').title('Como o aluno vê')] : [];
  return order === 'form-first' ? [form, ...learner, translation] : [translation, form, ...learner];
}

/** Every document opens with its form; beside it, what a learner sees and the translation. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  ['scenario', 'skill', 'phase', 'achievement'].includes(schemaType)
    ? S.document().views(documentViews(S, schemaType, 'form-first'))
    : S.document();
