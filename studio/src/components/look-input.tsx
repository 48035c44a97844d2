// A look's parts with the person drawn above them, as the app draws them (docs/decisions/0063):
// the character's face in "Personagens", and a one-off person's in a scene.
import { PersonView } from '@ths/learner-ui/scene/scene-view';
import { Flex, Stack } from '@sanity/ui';
import type { ObjectInputProps } from 'sanity';
import { drawableLook } from './drawable-scene.ts';
import { SceneStyles } from './scene-styles.tsx';

export function LookInput(props: ObjectInputProps) {
  const look = drawableLook(props.value);
  return (
    <Stack space={3}>
      {look && (
        <Flex justify="center" data-testid="look-drawing">
          <SceneStyles />
          <PersonView look={look} feeling="calm" size={120} />
        </Flex>
      )}
      {props.renderDefault(props)}
    </Stack>
  );
}
