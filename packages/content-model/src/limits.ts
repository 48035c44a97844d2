/**
 * The longest text, in characters, that a young reader meets in one piece. A scenario is read on
 * a phone by a child of about ten: a description longer than this no longer fits one screen, and
 * feedback longer than four short sentences is skipped.
 */
export const TEXT_LIMITS = {
  scenarioTitle: 60,
  scenarioDescription: 500,
  choiceText: 160,
  choiceFeedback: 480,
  phaseName: 40,
  phaseDescription: 160,
  achievementTitle: 40,
  achievementDescription: 120,
  skillName: 40,
  skillDescription: 140,
  skillChallenge: 180,
  // One of a skill's 3 or 4 steps: a few words a child remembers (docs/decisions/0064).
  skillStep: 40,
  bnccReason: 140,
  // What a screen reader says for a scene: one or two sentences (docs/decisions/0063).
  sceneAlt: 200,
} as const;

export type TextLimitName = keyof typeof TEXT_LIMITS;

/**
 * The shortest text that still says something concrete. A weekly challenge needs a when, a what
 * and a with whom ("Nesta semana, cumprimente um colega novo pelo nome" is 50 characters).
 */
export const TEXT_MINIMUMS = {
  skillChallenge: 40,
  // "Comunicação: falar em público." is a reason; "Comunicação" alone only repeats the choice.
  bnccReason: 20,
} as const;
