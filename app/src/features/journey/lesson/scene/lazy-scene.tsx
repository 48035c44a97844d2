// In the first download, only this: the lesson asks for the scene's chunk (scene-drawings.tsx)
// when a scenario has a scene, and holds its place meanwhile, so the task does not jump when the
// drawing arrives (docs/decisions/0062). A chunk that cannot be loaded (offline before the
// service worker had it) draws nothing, and the lesson goes on.
import type { FeelingId, Scene } from '@ths/content-model/scene';
import { lazy, Suspense, type ComponentType } from 'react';

type SceneProps = { scene: Scene };
type ReactionProps = { scene: Scene; reaction: FeelingId };

function Nothing() {
  return null;
}

const drawings = (): Promise<{
  LessonScene: ComponentType<SceneProps>;
  LessonReaction: ComponentType<ReactionProps>;
}> =>
  import('./scene-drawings.tsx').catch(() => ({ LessonScene: Nothing, LessonReaction: Nothing }));
const Drawn = lazy(() => drawings().then(({ LessonScene }) => ({ default: LessonScene })));
const Reaction = lazy(() => drawings().then(({ LessonReaction }) => ({ default: LessonReaction })));

export function LazyScene({ scene }: SceneProps) {
  return (
    <Suspense fallback={<div className="scene" aria-hidden="true" />}>
      <Drawn scene={scene} />
    </Suspense>
  );
}

export function LazyReaction({ scene, reaction }: ReactionProps) {
  return (
    <Suspense fallback={null}>
      <Reaction scene={scene} reaction={reaction} />
    </Suspense>
  );
}
