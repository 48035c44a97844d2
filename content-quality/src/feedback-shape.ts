// The shape of the feedback: long enough to explain, short enough to be read (limits.ts: feedback
// longer than four short sentences is skipped), and not every wrong answer opening with the
// same formula, which learners soon stop reading.
import type { Scenario } from '@ths/content-model/bundle-schema';
import { splitSentences, splitWords } from '@ths/content-model/text-units';
import { FEEDBACK_SENTENCES } from '@ths/content-model/writing-rules';

export { FEEDBACK_SENTENCES } from '@ths/content-model/writing-rules';

type ScenarioChoices = Pick<Scenario, 'number' | 'stage' | 'choices'>;

export type SentenceOutlier = {
  scenario: number;
  stage: number;
  field: string;
  sentences: number;
};

/** Feedbacks with fewer than two or more than four sentences, quoted speech within its sentence. */
export function feedbackSentenceOutliers(scenarios: readonly ScenarioChoices[]): SentenceOutlier[] {
  return scenarios.flatMap((scenario) =>
    scenario.choices.flatMap((choice, index) => {
      const sentences = splitSentences(choice.feedback, { splitQuotedSpeech: false }).length;
      return sentences < FEEDBACK_SENTENCES.min || sentences > FEEDBACK_SENTENCES.max
        ? [
            {
              scenario: scenario.number,
              stage: scenario.stage,
              field: `choices[${index}].feedback`,
              sentences,
            },
          ]
        : [];
    }),
  );
}

/** The first three words, lower case, without punctuation: "Dá para entender que…" → "dá para entender". */
export function opening(text: string): string {
  return splitWords(text).slice(0, 3).join(' ').toLowerCase();
}

export type RepeatedOpening = { opening: string; count: number };

/** Openings shared by two or more wrong-answer feedbacks, most frequent first. */
export function repeatedWrongOpenings(scenarios: readonly ScenarioChoices[]): RepeatedOpening[] {
  const counts = new Map<string, number>();
  for (const scenario of scenarios) {
    for (const choice of scenario.choices) {
      if (choice.isCorrect) continue;
      const words = opening(choice.feedback);
      counts.set(words, (counts.get(words) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, count]) => count > 1)
    .map(([words, count]) => ({ opening: words, count }))
    .sort((a, b) => b.count - a.count || a.opening.localeCompare(b.opening, 'pt-BR'));
}
