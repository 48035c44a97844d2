// In the first download, only this: the lesson asks for the scene's chunk (scene-drawings.tsx)
// when a scenario has a scene, and holds the scene's place meanwhile, so the task does not jump
// when the drawing arrives (docs/decisions/0062). A chunk that cannot be loaded (offline before
// the service worker had it) draws nothing, and the lesson goes on.
import { lazy, Suspense, type ComponentType, type CSSProperties } from 'react';
import type { SceneDrawingProps } from './scene-drawings.tsx';
import { usePhoneWidth } from './use-phone-width.ts';

const SceneDrawing = lazy<ComponentType<SceneDrawingProps>>(() =>
  import('./scene-drawings.tsx').catch(() => ({ default: () => null })),
);

// A phone's picture of the people is at most as wide as it is high until its drawing says more.
const PHONE_PLACE = { '--scene-aspect': 1, aspectRatio: '1' } as CSSProperties;

export function LazySceneDrawing(props: Omit<SceneDrawingProps, 'framing'>) {
  const phone = usePhoneWidth();
  const framing = phone ? 'people' : 'band';
  return (
    <Suspense
      fallback={
        props.reaction === undefined &&
        (phone ? (
          <div className="scene scene--people" style={PHONE_PLACE} aria-hidden="true" />
        ) : (
          <div className="scene" aria-hidden="true" />
        ))
      }
    >
      <SceneDrawing {...props} framing={framing} />
    </Suspense>
  );
}
