import { expect, test, vi } from 'vitest';
import { chimeIfWanted, isSoundOn, setSoundOn } from './celebration-sound.ts';

function fakeContext() {
  const started: number[] = [];
  const node = () => ({
    connect: (next: unknown) => next,
    gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
  });
  return {
    started,
    make: () => ({
      currentTime: 0,
      destination: {},
      createGain: node,
      createOscillator: () => ({
        ...node(),
        type: 'sine',
        frequency: { value: 0 },
        start: (at: number) => started.push(at),
        stop: vi.fn(),
      }),
      close: vi.fn(async () => {}),
    }),
  };
}

test('sound is off until the learner turns it on, and is remembered', () => {
  expect(isSoundOn()).toBe(false);
  setSoundOn(true);
  expect(isSoundOn()).toBe(true);
  setSoundOn(false);
  expect(isSoundOn()).toBe(false);
});

test('a right pick chimes two notes only when sound is on', () => {
  const audio = fakeContext();
  chimeIfWanted(audio.make as never);
  expect(audio.started).toEqual([]);
  setSoundOn(true);
  chimeIfWanted(audio.make as never);
  expect(audio.started).toHaveLength(2);
});

test('a browser without Web Audio stays silent instead of failing', () => {
  setSoundOn(true);
  expect(() => chimeIfWanted(undefined)).not.toThrow();
});
