// The weekly challenges ('Desafio da semana') measured as a learner reads them: length and the
// words the content rules forbid, per locale. The export already refuses both; the report shows
// the figures, and keeps to translated challenges outside pt-BR (the others are the pt-BR text).
import { forbiddenWordsIn } from '@ths/content-model/forbidden-words';
import { TEXT_LIMITS, TEXT_MINIMUMS } from '@ths/content-model/limits';
import type { Skill } from '@ths/content-model/bundle-schema';
import type { Locale } from '@ths/content-model/locales';
import { characterCount } from '@ths/content-model/rules';

export const CHALLENGE_LENGTH = {
  min: TEXT_MINIMUMS.skillChallenge,
  max: TEXT_LIMITS.skillChallenge,
} as const;

export type ChallengeRef = { key: string; name: string; length: number };

export type ChallengeSection = {
  locale: Locale;
  /** Challenges measured (translated ones, outside pt-BR) out of all. */
  measured: number;
  of: number;
  shortest: ChallengeRef | null;
  longest: ChallengeRef | null;
  meanLength: number | null;
  outsideLength: ChallengeRef[];
  forbiddenWords: (ChallengeRef & { words: string[] })[];
};

export function challengeSection(
  locale: Locale,
  skills: readonly Skill[],
  translated: ReadonlySet<string>,
): ChallengeSection {
  const measured = skills
    .filter((skill) => translated.has(skill.key))
    .map((skill) => ({
      key: skill.key,
      name: skill.name,
      length: characterCount(skill.challenge),
      words: forbiddenWordsIn(skill.challenge, locale),
    }));
  const ref = ({ key, name, length }: ChallengeRef): ChallengeRef => ({ key, name, length });
  const byLength = [...measured].sort((a, b) => a.length - b.length);
  return {
    locale,
    measured: measured.length,
    of: skills.length,
    shortest: byLength[0] ? ref(byLength[0]) : null,
    longest: byLength.at(-1) ? ref(byLength.at(-1)!) : null,
    meanLength:
      measured.length === 0
        ? null
        : measured.reduce((sum, { length }) => sum + length, 0) / measured.length,
    outsideLength: measured
      .filter(({ length }) => length < CHALLENGE_LENGTH.min || length > CHALLENGE_LENGTH.max)
      .map(ref),
    forbiddenWords: measured
      .filter(({ words }) => words.length > 0)
      .map((challenge) => ({ ...ref(challenge), words: challenge.words })),
  };
}
