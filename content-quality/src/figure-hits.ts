// Where a scenario uses an idiom or irony, and whether its feedback explains it. "Explained"
// is read as: a feedback of the same scenario quotes the expression (any conjugation), as in
// 'Quando alguém diz “pisei na bola”, quer dizer que errou.' Quoting is the house way of
// naming an expression in order to explain it; that the sentence around it really explains it
// is left to the educator reading the report.
import type { Scenario } from '@ths/content-model/bundle-schema';
import { FIGURES, type Figure, type FigureKind } from './idioms-pt.ts';

export type FigureMatch = { figure: Figure; text: string; index: number };

/** Every figure in a text, in the order they appear. */
export function findFigures(text: string, figures: readonly Figure[] = FIGURES): FigureMatch[] {
  const normalized = text.normalize('NFC');
  return figures
    .flatMap((figure) =>
      [...normalized.matchAll(figure.pattern)].map((match) => ({
        figure,
        text: match[0],
        index: match.index,
      })),
    )
    .sort((a, b) => a.index - b.index);
}

/** Pairs of quotation marks an editor may use; single quotes are left out, as ’ is also an apostrophe. */
const QUOTED = /“([^”]*)”|"([^"]*)"|«([^»]*)»/g;

/** The texts inside quotation marks. */
export function quotedSpans(text: string): string[] {
  return [...text.normalize('NFC').matchAll(QUOTED)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

export type FigureHit = {
  scenario: number;
  stage: number;
  /** The field as the export names it: description, choices[1].text, choices[2].feedback… */
  field: string;
  figure: string;
  kind: FigureKind;
  /** The words as written in the field. */
  text: string;
  /** The feedbacks of the scenario that quote the expression. */
  explainedIn: string[];
};

type ScenarioTexts = Pick<Scenario, 'number' | 'stage' | 'title' | 'description' | 'choices'>;

/** The learner-facing texts of a scenario, named by field. */
export function scenarioFields(scenario: ScenarioTexts): { field: string; text: string }[] {
  return [
    { field: 'title', text: scenario.title },
    { field: 'description', text: scenario.description },
    ...scenario.choices.flatMap((choice, index) => [
      { field: `choices[${index}].text`, text: choice.text },
      { field: `choices[${index}].feedback`, text: choice.feedback },
    ]),
  ];
}

/** Every idiom and irony marker in the scenarios, each with the feedbacks that explain it. */
export function figureHits(
  scenarios: readonly ScenarioTexts[],
  figures: readonly Figure[] = FIGURES,
): FigureHit[] {
  return scenarios.flatMap((scenario) => {
    const quotedInFeedback = scenario.choices.map((choice, index) => ({
      field: `choices[${index}].feedback`,
      quotes: quotedSpans(choice.feedback),
    }));
    return scenarioFields(scenario).flatMap(({ field, text }) =>
      findFigures(text, figures).map(({ figure, text: words }) => ({
        scenario: scenario.number,
        stage: scenario.stage,
        field,
        figure: figure.name,
        kind: figure.kind,
        text: words,
        explainedIn: quotedInFeedback
          .filter(({ quotes }) => quotes.some((quote) => findFigures(quote, [figure]).length > 0))
          .map((feedback) => feedback.field),
      })),
    );
  });
}
