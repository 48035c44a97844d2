// @vitest-environment node
import { PHASE_NUMBERS } from '@ths/content-model/stage';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { phaseToken } from './phase-token.ts';

test('each phase of the content model has its colours; any other phase the neutral ones', () => {
  expect(phaseToken(3)).toBe('--phase-3');
  expect(phaseToken(PHASE_NUMBERS.length + 1)).toBe('--phase-default');
});

test('every phase of the content model has its three colour tokens in tokens.css', () => {
  const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
  for (const phase of [...PHASE_NUMBERS, 'default']) {
    for (const tone of ['', '-strong', '-soft']) {
      expect(
        tokens,
        `--phase-${phase}${tone} in packages/learner-ui/src/styles/tokens.css`,
      ).toMatch(new RegExp(`--phase-${phase}${tone}:`));
    }
  }
});
