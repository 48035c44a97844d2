// @vitest-environment node
import { expect, test } from 'vitest';
import { isLanding, LANDING_STATE, landingStep } from './landing.ts';

test("a landing is the page's first entry or the end of sign-in, never a move inside the app", () => {
  expect(isLanding({ key: 'default', state: null })).toBe(true);
  expect(isLanding({ key: 'k3x9a', state: LANDING_STATE })).toBe(true);
  expect(isLanding({ key: 'k3x9a', state: null })).toBe(false);
  expect(isLanding({ key: 'k3x9a', state: { returnTo: '?view=class' } })).toBe(false);
  expect(isLanding({ key: 'k3x9a', state: { landing: 'yes' } })).toBe(false);
});

test('an educator goes to the classes, a learner stays, an unknown role waits unless it failed', () => {
  expect(landingStep({ value: 'educator', failed: false })).toBe('educator');
  expect(landingStep({ value: 'learner', failed: false })).toBe('stay');
  expect(landingStep({ value: undefined, failed: false })).toBe('wait');
  expect(landingStep({ value: undefined, failed: true })).toBe('stay');
});
