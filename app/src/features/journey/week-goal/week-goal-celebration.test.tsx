// The weekly goal's celebration (docs/decisions/0076): a dialog named by its title, the mascot's
// words and one button with the focus; a sound only when the learner turned 'Som' on.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, test, vi } from 'vitest';
import { testI18n } from '../../../testing/test-i18n.ts';
import { setSoundOn } from '../lesson/celebration-sound.ts';
import { WeekGoalCelebration } from './week-goal-celebration.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A stand-in for the Web Audio API that counts the contexts made (one per chime). */
function stubAudio() {
  const made = vi.fn();
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    constructor() {
      made();
    }
    createGain() {
      return {
        connect: (next: unknown) => next,
        gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      };
    }
    createOscillator() {
      return {
        ...this.createGain(),
        type: 'sine',
        frequency: { value: 0 },
        start: vi.fn(),
        stop: vi.fn(),
      };
    }
    close = vi.fn(async () => {});
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return made;
}

function show(onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={testI18n('pt-BR')}>
      <WeekGoalCelebration practised={3} onClose={onClose} />
    </I18nextProvider>,
  );
  return onClose;
}

test('a dialog with its title, the days practised and one button that has the focus', async () => {
  const onClose = show();
  const dialog = screen.getByRole('dialog', { name: 'Você cumpriu sua meta da semana!' });
  expect(dialog).toHaveTextContent('Você praticou em 3 dias nesta semana.');
  const buttons = within(dialog).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Continuar']);
  expect(buttons[0]).toHaveFocus();
  await userEvent.click(buttons[0]!);
  expect(onClose).toHaveBeenCalledOnce();
});

test('silent unless the learner turned sound on', () => {
  const made = stubAudio();
  show();
  expect(made).not.toHaveBeenCalled();
});

test('with sound on, one soft chime', () => {
  const made = stubAudio();
  setSoundOn(true);
  show();
  expect(made).toHaveBeenCalledOnce();
});
