import { achievement } from './documents/achievement.ts';
import { character } from './documents/character.ts';
import { phase } from './documents/phase.ts';
import { scenario } from './documents/scenario.ts';
import { skill } from './documents/skill.ts';
import { choice } from './objects/choice.ts';
import { look } from './objects/look.ts';
import { scene } from './objects/scene.ts';
import { scenePerson } from './objects/scene-person.ts';
import { skillStep } from './objects/skill-step.ts';
import { translationSource } from './objects/translation-source.ts';

export const schemaTypes = [
  scenario,
  skill,
  phase,
  achievement,
  character,
  choice,
  scene,
  scenePerson,
  look,
  skillStep,
  translationSource,
];
