// The scene with the situation, or the reaction beside the feedback (issue 42;
// docs/decisions/0062-scenes-drawn-from-open-peeps.md), drawn by learner-ui from Open Peeps. This
// module and what it imports (DiceBear, the faces, the settings, the reaction's words) are one
// chunk loaded with the lesson, never the first download; the service worker precaches it like
// every other chunk. A drawing that fails to render shows nothing: the lesson goes on.
import type { FeelingId, Scene } from '@ths/content-model/scene';
import { ReactionView } from '@ths/learner-ui/scene/reaction-view';
import { SceneView } from '@ths/learner-ui/scene/scene-view';
import { sceneWordsFor } from '@ths/learner-ui/scene/scene-words';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SceneDrawingProps = {
  scene: Scene;
  /** Draw people[0]'s reaction to the pick (beside the feedback) instead of the scene. */
  reaction?: FeelingId | undefined;
  /** The whole place above the task, or its people beside the words on a phone. */
  framing: 'band' | 'people';
};

export default function SceneDrawing({ scene, reaction, framing }: SceneDrawingProps) {
  const { i18n } = useTranslation();
  return (
    <NothingOnError>
      {reaction === undefined ? (
        <SceneView scene={scene} framing={framing} />
      ) : (
        <ReactionView
          person={scene.people[0]!}
          reaction={reaction}
          words={sceneWordsFor(i18n.language)}
        />
      )}
    </NothingOnError>
  );
}

// React catches render errors only in a class component. The picture helps; the lesson is the
// words and the choices, which must never go down with it.
class NothingOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
