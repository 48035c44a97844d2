import { useSyncExternalStore } from 'react';

// The width below which the scene sits beside the situation (packages/learner-ui/src/scene/scene.css
// has the same media query; docs/decisions/0062).
const PHONE_WIDTH = '(max-width: 39.99rem)';

/** True on a phone-sized screen, and again whenever the screen turns or the window is resized. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, matches, () => false);
}

function matches(): boolean {
  return window.matchMedia?.(PHONE_WIDTH).matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(PHONE_WIDTH);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
