// In the first download, only this: the lesson asks for the scene's chunk (scene-drawings.tsx)
// when a scenario has a scene, and holds the scene's place meanwhile, so the task does not jump
// when the drawing arrives (docs/decisions/0062). A chunk that cannot be loaded (offline before
// the service worker had it) draws nothing, and the lesson goes on.
import { lazy, Suspense, type ComponentType } from 'react';
import type { SceneDrawingProps } from './scene-drawings.tsx';

const SceneDrawing = lazy<ComponentType<SceneDrawingProps>>(() =>
  import('./scene-drawings.tsx').catch(() => ({ default: () => null })),
);

export function LazySceneDrawing(props: SceneDrawingProps) {
  return (
    <Suspense
      fallback={props.reaction === undefined && <div className="scene" aria-hidden="true" />}
    >
      <SceneDrawing {...props} />
    </Suspense>
  );
}
