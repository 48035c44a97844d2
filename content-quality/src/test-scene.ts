// A scene for the test scenarios: the quality report reads the texts, never the scene, but a
// bundle's scenario has one (docs/decisions/0063).
import type { Scene } from '@ths/content-model/scene';

export const TEST_SCENE: Scene = {
  setting: 'classroom',
  people: [
    {
      name: 'Ana',
      look: {
        skin: 'tone3',
        hair: 'afro',
        hairColour: 'black',
        clothing: 'teal',
        glasses: false,
        wheelchair: false,
        age: 'child',
      },
      feeling: 'calm',
    },
  ],
  alt: 'Na sala de aula, Ana está com cara de calma.',
};
