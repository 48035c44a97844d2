import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, test } from 'vitest';
import { AchievementBadge } from './achievement-badge.tsx';
import { EmptyReview } from './empty-review.tsx';
import { LockedPhase } from './locked-phase.tsx';
import { Mascot, type MascotMood } from './mascot.tsx';
import { PhaseEmblem } from './phase-emblem.tsx';

const phases = [1, 2, 3, 4, 5];
const moods: MascotMood[] = ['hello', 'cheer', 'think', 'rest'];

const illustrations: [string, ReactElement][] = [
  ...phases.map((phase): [string, ReactElement] => [
    `PhaseEmblem ${phase}`,
    <PhaseEmblem phase={phase} />,
  ]),
  ...moods.map((mood): [string, ReactElement] => [`Mascot ${mood}`, <Mascot mood={mood} />]),
  ['EmptyReview', <EmptyReview />],
  ['LockedPhase', <LockedPhase />],
  ...phases.map((phase): [string, ReactElement] => [
    `LockedPhase ${phase}`,
    <LockedPhase phase={phase} />,
  ]),
  ['AchievementBadge', <AchievementBadge>🌟</AchievementBadge>],
];

test.each(illustrations)(
  '%s is decoration: hidden from assistive technology, drawn in a viewBox',
  (_, element) => {
    const { container } = render(element);
    const root = container.firstElementChild;
    const svg = container.querySelector('svg');

    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    // Small enough to inline: the markup of one illustration stays near 2 kB.
    expect(container.innerHTML.length).toBeLessThan(2200);
  },
);

test('a size in pixels or any CSS length sizes the drawing', () => {
  const { container } = render(
    <>
      <PhaseEmblem phase={3} size={48} />
      <Mascot mood="hello" size="6rem" />
    </>,
  );
  const [emblem, mascot] = container.querySelectorAll('svg');
  expect(emblem?.getAttribute('width')).toBe('48');
  expect(mascot?.getAttribute('height')).toBe('6rem');
});

test('the emblem wears the colours of its phase', () => {
  const { container } = render(<PhaseEmblem phase={4} />);
  expect(container.innerHTML).toContain('var(--phase-4-soft)');
  expect(container.innerHTML).not.toMatch(/--phase-[1235]/);
});

test('the badge shows the icon it is given', () => {
  const { getByText } = render(<AchievementBadge size={80}>🤝</AchievementBadge>);
  expect(getByText('🤝')).toBeVisible();
});

test('a phase the app has no drawing or colours for gets the neutral ones, not a crash', () => {
  const { container } = render(<PhaseEmblem phase={9} />);
  expect(container.querySelector('path')).not.toBeNull();
  expect(container.innerHTML).toContain('var(--phase-default-soft)');
  expect(container.innerHTML).not.toContain('--phase-9');
});
