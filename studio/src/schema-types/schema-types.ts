import { achievement } from './documents/achievement.ts';
import { phase } from './documents/phase.ts';
import { scenario } from './documents/scenario.ts';
import { skill } from './documents/skill.ts';
import { choice } from './objects/choice.ts';
import { skillStep } from './objects/skill-step.ts';
import { translationSource } from './objects/translation-source.ts';

export const schemaTypes = [
  scenario,
  skill,
  phase,
  achievement,
  choice,
  skillStep,
  translationSource,
];
