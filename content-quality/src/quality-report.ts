// The content quality report: every measure per phase and overall, and the targets it checks.
// Pure: it takes the bundles the app ships and returns plain data (what --json prints).
import type { ContentBundle, Scenario } from '@ths/content-model/bundle-schema';
import { SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { PHASE_NUMBERS } from '@ths/content-model/stage';
import {
  FEEDBACK_SENTENCES,
  feedbackSentenceOutliers,
  repeatedWrongOpenings,
  type RepeatedOpening,
  type SentenceOutlier,
} from './feedback-shape.ts';
import { castSection, type CastSection } from './cast.ts';
import { CHALLENGE_LENGTH, challengeSection, type ChallengeSection } from './challenges.ts';
import { figureHits, type FigureHit } from './figure-hits.ts';
import { FIGURES } from './idioms-pt.ts';
import {
  LONGEST_CORRECT_MAX_PERCENT,
  tallyLongestCorrect,
  type LongestCorrectTally,
} from './longest-correct.ts';
import {
  countText,
  fleschReadingEase,
  readingBand,
  readingEaseFormula,
  type ReadingBand,
} from './reading-ease.ts';
import {
  LENGTH_POSITION_MAX_PERCENT,
  tallyLengthPositions,
  type LengthPositionTally,
} from './length-position.ts';
import { MANNER_PHRASES, mannerPhraseUses, type MannerPhraseUse } from './manner-phrases.ts';
import {
  QUESTION_CUE_MAX_PERCENT,
  tallyQuestionCue,
  type QuestionCueTally,
} from './question-cue.ts';
import { NEAR_DUPLICATE_THRESHOLD, scoredPairs } from './similarity.ts';

/** Phase 1 must read as "muito fácil" on Martins' scale: a ten-year-old reads it alone. */
export const PHASE_1_READING_EASE_MIN = 75;

/** A phase number, or every phase together. */
export type PhaseKey = number | 'total';

export type ScenarioRef = { number: number; title: string };

export type LocaleContent = {
  bundle: ContentBundle;
  /** Scenarios whose three choice texts are in the bundle's own language. */
  choicesTranslated: ReadonlySet<number>;
  /** Scenarios whose description, choice texts and feedbacks are in the bundle's own language. */
  textsTranslated: ReadonlySet<number>;
  /** Keys of the skills whose weekly challenge is in the bundle's own language. */
  challengesTranslated: ReadonlySet<string>;
};

export type LongestCorrectSection = {
  locale: Locale;
  /** Scenarios measured (translated ones, outside pt-BR) out of all. */
  measured: number;
  of: number;
  rows: (LongestCorrectTally & { phase: PhaseKey })[];
};

export type LengthPositionSection = {
  locale: Locale;
  /** Scenarios measured (translated ones, outside pt-BR) out of all. */
  measured: number;
  of: number;
  rows: (LengthPositionTally & { phase: PhaseKey })[];
};

export type QuestionCueSection = {
  locale: Locale;
  /** Scenarios measured (translated ones, outside pt-BR) out of all. */
  measured: number;
  of: number;
  rows: (QuestionCueTally & { phase: PhaseKey })[];
};

export type MannerPhraseSection = {
  locale: Locale;
  measured: number;
  of: number;
  phrasesKnown: number;
  uses: MannerPhraseUse[];
};

export type ScenarioScore = ScenarioRef & { stage: number; score: number; band: ReadingBand };

export type ReadingEaseRow = {
  phase: PhaseKey;
  scenarios: number;
  /** Mean of the scenarios' scores; null with no scenario. */
  mean: number | null;
  band: ReadingBand | null;
  lowest: ScenarioScore | null;
};

export type ReadingEaseSection = {
  locale: Locale;
  formula: string;
  measured: number;
  of: number;
  rows: ReadingEaseRow[];
  scenarios: ScenarioScore[];
};

export type SimilarPair = { first: ScenarioRef; second: ScenarioRef; score: number };

export type SimilaritySection = {
  threshold: number;
  /** The most similar pair of each phase (null with fewer than two scenarios) and overall. */
  rows: { phase: PhaseKey; pair: SimilarPair | null }[];
  nearDuplicates: SimilarPair[];
};

export type FiguresSection = {
  figuresKnown: number;
  hits: FigureHit[];
  explained: number;
  unexplained: number;
};

export type FeedbackSection = {
  sentenceRange: { min: number; max: number };
  feedbacks: number;
  sentenceOutliers: SentenceOutlier[];
  wrongFeedbacks: number;
  repeatedOpenings: RepeatedOpening[];
};

export type Target = { id: string; description: string; met: boolean; detail: string };

export type QualityReport = {
  scenarios: number;
  longestCorrect: LongestCorrectSection[];
  lengthPositions: LengthPositionSection[];
  mannerPhrases: MannerPhraseSection[];
  questionCue: QuestionCueSection[];
  readingEase: ReadingEaseSection[];
  similarity: SimilaritySection;
  figures: FiguresSection;
  feedback: FeedbackSection;
  challenges: ChallengeSection[];
  /** Null when no cast list was given. */
  cast: CastSection | null;
  targets: Target[];
};

const ref = ({ number, title }: Pick<Scenario, 'number' | 'title'>): ScenarioRef => ({
  number,
  title,
});

/** The given scenarios grouped by phase, then all of them. */
function byPhase<T extends { stage: number }>(items: readonly T[]) {
  return [
    ...PHASE_NUMBERS.map((phase) => ({
      phase: phase as PhaseKey,
      items: items.filter((item) => item.stage === phase),
    })),
    { phase: 'total' as PhaseKey, items },
  ];
}

function longestCorrect({ bundle, choicesTranslated }: LocaleContent): LongestCorrectSection {
  const measured = bundle.scenarios.filter((scenario) => choicesTranslated.has(scenario.number));
  return {
    locale: bundle.locale,
    measured: measured.length,
    of: bundle.scenarios.length,
    rows: byPhase(measured).map(({ phase, items }) => ({ phase, ...tallyLongestCorrect(items) })),
  };
}

function lengthPositions({ bundle, choicesTranslated }: LocaleContent): LengthPositionSection {
  const measured = bundle.scenarios.filter((scenario) => choicesTranslated.has(scenario.number));
  return {
    locale: bundle.locale,
    measured: measured.length,
    of: bundle.scenarios.length,
    rows: byPhase(measured).map(({ phase, items }) => ({ phase, ...tallyLengthPositions(items) })),
  };
}

function mannerPhrases({ bundle, choicesTranslated }: LocaleContent): MannerPhraseSection {
  const measured = bundle.scenarios.filter((scenario) => choicesTranslated.has(scenario.number));
  const phrases = MANNER_PHRASES[bundle.locale];
  return {
    locale: bundle.locale,
    measured: measured.length,
    of: bundle.scenarios.length,
    phrasesKnown: phrases.length,
    uses: mannerPhraseUses(measured, phrases),
  };
}

function questionCue({ bundle, choicesTranslated }: LocaleContent): QuestionCueSection {
  const measured = bundle.scenarios.filter((scenario) => choicesTranslated.has(scenario.number));
  return {
    locale: bundle.locale,
    measured: measured.length,
    of: bundle.scenarios.length,
    rows: byPhase(measured).map(({ phase, items }) => ({ phase, ...tallyQuestionCue(items) })),
  };
}

const POSITION_NAMES = { longest: 'mais longa', shortest: 'mais curta', middle: 'no meio' };

function readingEase({ bundle, textsTranslated }: LocaleContent): ReadingEaseSection | null {
  const locale = bundle.locale;
  const formula = readingEaseFormula(locale);
  if (formula === undefined) return null;
  const scores = bundle.scenarios
    .filter((scenario) => textsTranslated.has(scenario.number))
    .map((scenario): ScenarioScore => {
      const texts = [
        scenario.description,
        ...scenario.choices.flatMap((choice) => [choice.text, choice.feedback]),
      ];
      const score = fleschReadingEase(countText(texts, locale), locale);
      return { ...ref(scenario), stage: scenario.stage, score, band: readingBand(score) };
    });
  const rows = byPhase(scores).map(({ phase, items }): ReadingEaseRow => {
    if (items.length === 0) return { phase, scenarios: 0, mean: null, band: null, lowest: null };
    const mean = items.reduce((sum, item) => sum + item.score, 0) / items.length;
    const lowest = items.reduce((low, item) => (item.score < low.score ? item : low));
    return { phase, scenarios: items.length, mean, band: readingBand(mean), lowest };
  });
  return {
    locale,
    formula,
    measured: scores.length,
    of: bundle.scenarios.length,
    rows,
    scenarios: scores,
  };
}

function similarity(scenarios: readonly Scenario[]): SimilaritySection {
  const pairs = scoredPairs(
    scenarios.map((scenario) => `${scenario.title}\n${scenario.description}`),
  ).map(({ first, second, score }) => ({
    first: scenarios[first]!,
    second: scenarios[second]!,
    score,
  }));
  const named = (pair: (typeof pairs)[number]): SimilarPair => ({
    first: ref(pair.first),
    second: ref(pair.second),
    score: pair.score,
  });
  return {
    threshold: NEAR_DUPLICATE_THRESHOLD,
    rows: byPhase(scenarios).map(({ phase }) => {
      const best = pairs.find(
        (pair) => phase === 'total' || (pair.first.stage === phase && pair.second.stage === phase),
      );
      return { phase, pair: best ? named(best) : null };
    }),
    nearDuplicates: pairs.filter((pair) => pair.score > NEAR_DUPLICATE_THRESHOLD).map(named),
  };
}

/** A number as Brazilian readers write it: 45,0. */
export function decimal(value: number, digits = 1): string {
  return value.toLocaleString('pt-BR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

function targets(report: Omit<QualityReport, 'targets'>): Target[] {
  const list: Target[] = [];
  for (const section of report.longestCorrect) {
    if (section.measured === 0) continue;
    const above = section.rows.filter((row) => row.aboveTarget);
    list.push({
      id: `longest-correct:${section.locale}`,
      description: `${section.locale}: a correta é a mais longa em no máximo ${LONGEST_CORRECT_MAX_PERCENT} % dos cenários, em cada fase e no total`,
      met: above.length === 0,
      detail:
        above.length === 0
          ? 'atingida'
          : above
              .map(
                (row) =>
                  `${row.phase === 'total' ? 'total' : `fase ${row.phase}`}: ${`${decimal(row.percent ?? 0)} %`}`,
              )
              .join('; '),
    });
  }
  for (const section of report.lengthPositions) {
    if (section.measured === 0) continue;
    const total = section.rows.find((row) => row.phase === 'total')!;
    list.push({
      id: `length-position:${section.locale}`,
      description: `${section.locale}: a correta é a mais longa, a mais curta e a do meio, cada uma em no máximo ${LENGTH_POSITION_MAX_PERCENT} % dos cenários (total)`,
      met: total.aboveTarget.length === 0,
      detail: (['longest', 'shortest', 'middle'] as const)
        .map(
          (position) =>
            `${POSITION_NAMES[position]} ${decimal(total.percents[position] ?? 0)} %${total.aboveTarget.includes(position) ? ' ✗' : ''}`,
        )
        .join('; '),
    });
  }
  for (const section of report.mannerPhrases) {
    if (section.measured === 0) continue;
    const cues = section.uses.filter((use) => use.cue);
    list.push({
      id: `manner-phrases:${section.locale}`,
      description: `${section.locale}: nenhuma expressão de modo ("com calma", "calmly"…) aparece só nas escolhas corretas`,
      met: cues.length === 0,
      detail:
        cues.length === 0
          ? 'atingida'
          : cues
              .map((use) => `"${use.phrase}" em ${use.correct.map((n) => `#${n}`).join(', ')}`)
              .join('; '),
    });
  }
  for (const section of report.questionCue) {
    if (section.measured === 0) continue;
    const above = section.rows.filter((row) => row.aboveTarget);
    const total = section.rows.find((row) => row.phase === 'total')!;
    list.push({
      id: `question-cue:${section.locale}`,
      description: `${section.locale}: onde só uma escolha tem "?", ela é a correta em no máximo ${QUESTION_CUE_MAX_PERCENT} % dos cenários, em cada fase e no total`,
      met: above.length === 0,
      detail:
        above.length === 0
          ? `atingida (total: ${total.correct} de ${total.loneQuestion})`
          : above
              .map(
                (row) =>
                  `${row.phase === 'total' ? 'total' : `fase ${row.phase}`}: ${row.correct} de ${row.loneQuestion} (${decimal(row.percent ?? 0)} %)`,
              )
              .join('; '),
    });
  }
  const source = report.readingEase.find((section) => section.locale === SOURCE_LOCALE);
  const phase1 = source?.rows.find((row) => row.phase === 1);
  if (phase1 && phase1.mean !== null) {
    list.push({
      id: 'reading-ease:phase-1',
      description: `pt-BR: facilidade de leitura média da fase 1 de pelo menos ${PHASE_1_READING_EASE_MIN}`,
      met: phase1.mean >= PHASE_1_READING_EASE_MIN,
      detail: `média ${decimal(phase1.mean)}`,
    });
  }
  list.push({
    id: 'near-duplicates',
    description: `nenhum par de cenários com semelhança acima de ${decimal(NEAR_DUPLICATE_THRESHOLD, 2)}`,
    met: report.similarity.nearDuplicates.length === 0,
    detail: `${report.similarity.nearDuplicates.length} par(es)`,
  });
  list.push({
    id: 'unexplained-figures',
    description: 'nenhuma expressão idiomática ou ironia sem explicação no retorno',
    met: report.figures.unexplained === 0,
    detail: `${report.figures.unexplained} sem explicação`,
  });
  const { min, max } = report.feedback.sentenceRange;
  list.push({
    id: 'feedback-sentences',
    description: `todo retorno tem de ${min} a ${max} frases`,
    met: report.feedback.sentenceOutliers.length === 0,
    detail: `${report.feedback.sentenceOutliers.length} fora do intervalo`,
  });
  if (report.cast) {
    const missing = report.cast.recurring.filter((entry) => !entry.listed);
    list.push({
      id: 'cast',
      description:
        'todo nome usado em dois ou mais cenários está na lista de personagens (docs/content/cast.md)',
      met: missing.length === 0,
      detail:
        missing.length === 0
          ? `${report.cast.recurring.length} nome(s) recorrente(s), todos na lista`
          : `fora da lista: ${missing.map((entry) => `${entry.name} (${entry.scenarios.map((n) => `#${n}`).join(', ')})`).join('; ')}`,
    });
  }
  for (const section of report.challenges) {
    if (section.measured === 0) continue;
    const outside = section.outsideLength.length;
    const forbidden = section.forbiddenWords.length;
    list.push({
      id: `challenges:${section.locale}`,
      description: `${section.locale}: todo desafio da semana tem de ${CHALLENGE_LENGTH.min} a ${CHALLENGE_LENGTH.max} caracteres e nenhuma palavra que as regras proíbem`,
      met: outside === 0 && forbidden === 0,
      detail: `${outside} fora do tamanho, ${forbidden} com palavra proibida`,
    });
  }
  return list;
}

/**
 * The report for the bundles of every locale; the pt-BR one must be among them. `cast`: the names
 * on the cast list (docs/content/cast.md); without it the cast is not checked.
 */
export function qualityReport(
  contents: readonly LocaleContent[],
  cast: readonly string[] | null = null,
): QualityReport {
  const source = contents.find(({ bundle }) => bundle.locale === SOURCE_LOCALE);
  if (!source) throw new Error(`The quality report needs the ${SOURCE_LOCALE} bundle.`);
  const scenarios = source.bundle.scenarios;
  const hits = figureHits(scenarios);
  const explained = hits.filter((hit) => hit.explainedIn.length > 0).length;
  const report = {
    scenarios: scenarios.length,
    longestCorrect: contents.map(longestCorrect),
    lengthPositions: contents.map(lengthPositions),
    mannerPhrases: contents.map(mannerPhrases),
    questionCue: contents.map(questionCue),
    readingEase: contents.map(readingEase).filter((section) => section !== null),
    similarity: similarity(scenarios),
    figures: {
      figuresKnown: FIGURES.length,
      hits,
      explained,
      unexplained: hits.length - explained,
    },
    feedback: {
      sentenceRange: { ...FEEDBACK_SENTENCES },
      feedbacks: scenarios.reduce((sum, scenario) => sum + scenario.choices.length, 0),
      sentenceOutliers: feedbackSentenceOutliers(scenarios),
      wrongFeedbacks: scenarios.reduce(
        (sum, scenario) => sum + scenario.choices.filter((choice) => !choice.isCorrect).length,
        0,
      ),
      repeatedOpenings: repeatedWrongOpenings(scenarios),
    },
    challenges: contents.map(({ bundle, challengesTranslated }) =>
      challengeSection(bundle.locale, bundle.skills, challengesTranslated),
    ),
    cast: cast === null ? null : castSection(scenarios, cast),
  };
  return { ...report, targets: targets(report) };
}
