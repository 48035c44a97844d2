// Pure: turns the validated dataset into the bundle of one locale, and counts what that locale
// still lacks. A missing translation falls back to the pt-BR text
// (docs/product/journey.md#languages); an out-of-date one is still shown, and counted apart
// (docs/decisions/0035-translations-know-their-source.md).
import { ACHIEVEMENT_TYPE_IDS } from '@ths/content-model/achievement-types';
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import type { Locale } from '@ths/content-model/locales';
import type { Look, Scene } from '@ths/content-model/scene';
import { localizedText } from '@ths/content-model/localized-text';
import { skillRefOf } from '@ths/content-model/skill-links';
import {
  fieldTranslationStatus,
  type TranslationSource,
} from '@ths/content-model/translation-sources';
import type { Dataset, LocalizedValue } from './dataset-schema.ts';

/** One text that has no value in the locale, named as an educator finds it in the Studio. */
export type MissingTranslation = { documentId: string; field: string };

export type TranslationReport = {
  locale: Locale;
  /** Texts translated from today's pt-BR text. */
  translated: number;
  total: number;
  missing: MissingTranslation[];
  /** Texts whose pt-BR changed after they were translated: shown, not counted as translated. */
  outdated: MissingTranslation[];
};

export type LocaleExport = { bundle: ContentBundle; report: TranslationReport };

/** The parts the drawing reads, without the Content Lake's `_type` (and no facial hair unless set). */
function drawnLook(look: Look & { _type?: string }): Look {
  return {
    skin: look.skin,
    hair: look.hair,
    hairColour: look.hairColour,
    clothing: look.clothing,
    ...(look.facialHair ? { facialHair: look.facialHair } : {}),
    glasses: look.glasses,
    wheelchair: look.wheelchair,
    age: look.age,
  };
}

export function toBundle(dataset: Dataset, locale: Locale): LocaleExport {
  const report: TranslationReport = {
    locale,
    translated: 0,
    total: 0,
    missing: [],
    outdated: [],
  };

  type Translated = { _id: string; translationSources: readonly TranslationSource[] };
  /** `field` as the report names it; `path` as the document's translationSources do. */
  const pick = (
    values: readonly LocalizedValue[],
    document: Translated,
    field: string,
    path = field,
  ): string => {
    const { text } = localizedText(values, locale);
    const status = fieldTranslationStatus(document, path, values, locale);
    report.total += 1;
    if (status === 'current') report.translated += 1;
    else report[status].push({ documentId: document._id, field });
    return text;
  };

  const phases = dataset.phases.map((phase) => ({
    number: phase.number,
    name: pick(phase.name, phase, 'name'),
    description: pick(phase.description, phase, 'description'),
  }));

  // Each skill's texts, counted once (not once per scenario that shows its name).
  const skillTexts = new Map(
    dataset.skills.map((skill) => [
      skill._id,
      {
        key: skill.key,
        name: pick(skill.name, skill, 'name'),
        description: pick(skill.description, skill, 'description'),
      },
    ]),
  );
  // Validation proved that each scenario references a published skill.
  const skillOf = (scenario: Dataset['scenarios'][number]) => {
    const skill = skillTexts.get(skillRefOf(scenario));
    if (!skill) throw new Error(`${scenario._id}: no skill; validateDataset lets none through`);
    return skill;
  };

  // A cast member's name and look go into every scene that references them (docs/decisions/0063).
  const characters = new Map(dataset.characters.map((character) => [character._id, character]));
  const sceneOf = (scenario: Dataset['scenarios'][number]): Scene => ({
    setting: scenario.scene.setting,
    people: scenario.scene.people.map((person) => {
      const character = person.character?._ref ? characters.get(person.character._ref) : undefined;
      // Validation proved that each person is a published character or has a look.
      const look = character?.look ?? person.look;
      if (!look)
        throw new Error(
          `${scenario._id}: a person without a look; validateDataset lets none through`,
        );
      const name = character?.name.trim() ?? person.name;
      return { ...(name ? { name } : {}), look: drawnLook(look), feeling: person.feeling };
    }),
    alt: pick(scenario.scene.alt, scenario, 'scene.alt'),
  });

  const scenarios = dataset.scenarios.map((scenario) => ({
    number: scenario.number,
    stage: scenario.stage,
    skill: skillOf(scenario).name,
    skillKey: skillOf(scenario).key,
    title: pick(scenario.title, scenario, 'title'),
    description: pick(scenario.description, scenario, 'description'),
    scene: sceneOf(scenario),
    choices: scenario.choices.map((choice, index) => ({
      // The choice's stable id, which a learner's first pick is saved as (docs/decisions/0049).
      ...(choice._key === undefined ? {} : { key: choice._key }),
      text: pick(
        choice.text,
        scenario,
        `choices[${index}].text`,
        `choices[_key=="${choice._key}"].text`,
      ),
      isCorrect: choice.isCorrect,
      feedback: pick(
        choice.feedback,
        scenario,
        `choices[${index}].feedback`,
        `choices[_key=="${choice._key}"].feedback`,
      ),
      reaction: choice.reaction,
    })),
  }));

  // The achievements list reads best grouped by kind and then by how much each asks, which is
  // the order of the table in docs/product/journey.md#achievements.
  const achievements = [...dataset.achievements]
    .sort(
      (a, b) =>
        ACHIEVEMENT_TYPE_IDS.indexOf(a.type) - ACHIEVEMENT_TYPE_IDS.indexOf(b.type) ||
        a.requirement - b.requirement ||
        a.id.localeCompare(b.id),
    )
    .map((achievement) => ({
      id: achievement.id,
      title: pick(achievement.title, achievement, 'title'),
      description: pick(achievement.description, achievement, 'description'),
      icon: achievement.icon,
      requirement: achievement.requirement,
      type: achievement.type,
    }));

  // In the order a learner meets them: by the first scenario that practises each.
  const firstNumber = new Map<string, number>();
  for (const scenario of dataset.scenarios) {
    const key = skillOf(scenario).key;
    if (!firstNumber.has(key)) firstNumber.set(key, scenario.number);
  }
  const skills = [...dataset.skills]
    .sort((a, b) => (firstNumber.get(a.key) ?? Infinity) - (firstNumber.get(b.key) ?? Infinity))
    .map((skill) => ({
      key: skill.key,
      name: skillTexts.get(skill._id)!.name,
      description: skillTexts.get(skill._id)!.description,
      casel: skill.casel,
      bncc: skill.bncc,
      challenge: pick(skill.challenge, skill, 'challenge'),
      // Each step is a text of its own, translated and counted apart (docs/decisions/0064).
      steps: skill.steps.map((step, index) =>
        pick(step.text, skill, `steps[${index}].text`, `steps[_key=="${step._key}"].text`),
      ),
    }));

  return { bundle: { locale, phases, scenarios, achievements, skills }, report };
}
