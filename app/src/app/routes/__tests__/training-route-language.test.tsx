// DECISIONS "Languages" (pt-BR and English, for the UI and the content, remembered on the device)
// and "Read aloud" (the browser's speech synthesis, in the content's language).
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { bundle as english } from '../../../content/generated/en.ts';
import { storedLanguage } from '../../../locales/language-preference.ts';
import { renderApp, setupSupabaseMock } from '../../../testing/render-app.tsx';
import {
  advance,
  choiceButton,
  findToast,
  phaseHeading,
  rightChoice,
  scenario,
  trainingHelpers,
} from '../../../testing/training-helpers.ts';

const mock = setupSupabaseMock();
const { signIn, startPractice, storedRow } = trainingHelpers(mock);

const englishScenario = (number: number) => english.scenarios.find((s) => s.number === number)!;
const choiceTexts = () =>
  within(screen.getByRole('group', { name: /Escolha uma resposta|Choose an answer/ }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.choice__text')?.textContent ?? '');

afterEach(() => {
  vi.unstubAllGlobals();
});

// ---- Languages ----------------------------------------------------------------------------------

test('"English" switches the UI and the scenarios, sets <html lang>, and is remembered', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const app = await signIn();
  expect(document.documentElement.lang).toBe('pt-BR');
  const switcher = within(screen.getByRole('group', { name: 'Idioma' }));
  await app.user.click(switcher.getByRole('button', { name: 'English' }));
  await screen.findByRole('button', { name: 'Start practising' });
  expect(screen.getByRole('heading', { level: 1, name: 'Social Skills Training' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Achievements' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  expect(document.documentElement.lang).toBe('en');
  expect(localStorage.getItem('ths:language')).toBe('en');

  await app.user.click(screen.getByRole('button', { name: 'Start practising' }));
  const first = englishScenario(1);
  expect(phaseHeading()).toBe(`Phase 1: ${english.phases[0]!.name}`);
  expect(screen.getByText(english.phases[0]!.description)).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: first.title })).toBeTruthy();
  expect(first.title).not.toBe(scenario(1).title);
  expect(screen.getByText(first.description)).toBeTruthy();
  expect(choiceTexts()).toEqual(first.choices.map((choice) => choice.text));
  expect(screen.getByText('Progress: 0 of 20 scenarios')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Achievements 0/7' })).toBeTruthy();

  // A pick, then back to Portuguese: the same card, its feedback now in Portuguese.
  const right = first.choices.find((choice) => choice.isCorrect)!;
  await app.user.click(screen.getByRole('button', { name: (name) => name.endsWith(right.text) }));
  expect(screen.getByRole('heading', { name: 'Great choice!' })).toBeTruthy();
  expect(screen.getByText(right.feedback)).toBeTruthy();
  await app.user.click(screen.getByRole('button', { name: 'Português' }));
  await screen.findByRole('heading', { name: 'Ótima escolha!' });
  expect(screen.getByText(rightChoice(scenario(1)).feedback)).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: scenario(1).title })).toBeTruthy();
  expect(document.documentElement.lang).toBe('pt-BR');
  expect(localStorage.getItem('ths:language')).toBe('pt-BR');
  await app.user.click(screen.getByRole('button', { name: 'English' }));
  await screen.findByRole('heading', { name: 'Great choice!' });
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  await findToast('Well done!');
  await advance(500);
  expect(screen.getByRole('heading', { level: 2, name: englishScenario(2).title })).toBeTruthy();

  // A reload starts in the remembered language (main.tsx reads it with storedLanguage()).
  app.unmount();
  renderApp('/', mock, { language: storedLanguage() });
  expect(await screen.findByRole('button', { name: 'Carry on where I stopped' })).toBeTruthy();
  expect(document.documentElement.lang).toBe('en');
});

// ---- Read aloud ---------------------------------------------------------------------------------

class FakeUtterance {
  text: string;
  lang = '';
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

test('without speech synthesis in the browser there is no "Ouvir" button', async () => {
  await startPractice();
  expect('speechSynthesis' in window).toBe(false);
  expect(screen.getByRole('heading', { level: 2, name: scenario(1).title })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Ouvir/ })).toBeNull();
});

test('"Ouvir" reads the scenario and its choices, then the feedback, in the content’s language', async () => {
  const speech = { speak: vi.fn(), cancel: vi.fn() };
  vi.stubGlobal('speechSynthesis', speech);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  const { user } = await startPractice({ random: () => 0 });
  const spoken = () => speech.speak.mock.lastCall![0] as FakeUtterance;
  const first = scenario(1);

  await user.click(screen.getByRole('button', { name: 'Ouvir' }));
  expect(speech.speak).toHaveBeenCalledTimes(1);
  expect(spoken().lang).toBe('pt-BR');
  // In the order on screen, each choice with its number.
  expect(spoken().text).toBe(
    [first.title, first.description, ...choiceTexts().map((text, i) => `${i + 1}. ${text}`)].join(
      '\n',
    ),
  );
  const stop = screen.getByRole('button', { name: 'Parar de ouvir' });
  expect(stop.getAttribute('aria-pressed')).toBe('true');
  await user.click(stop);
  expect(speech.cancel).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Ouvir' }).getAttribute('aria-pressed')).toBe('false');

  const right = rightChoice(first);
  await user.click(choiceButton(right.text));
  await user.click(screen.getByRole('button', { name: 'Ouvir' }));
  expect(spoken().text).toContain(first.title);
  expect(spoken().text).toContain(`Ótima escolha!\n${right.feedback}`);
  // The end of the reading gives the button back.
  act(() => spoken().onend!());
  expect(screen.getByRole('button', { name: 'Ouvir' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'English' }));
  await screen.findByRole('heading', { level: 2, name: englishScenario(1).title });
  await user.click(screen.getByRole('button', { name: 'Listen' }));
  expect(spoken().lang).toBe('en');
  expect(spoken().text).toContain(englishScenario(1).description);
  expect(spoken().text).toContain('Great choice!');

  // Leaving the card stops the voice.
  speech.cancel.mockClear();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await advance(500);
  expect(speech.cancel).toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Listen' })).toBeTruthy());
});

// The other language's bundle hands the card new scenario objects; the order drawn for the
// card must stay, or a pick would point at another choice once the language changes.
test('switching language after a pick keeps the order of the choices and the answer', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Two shuffles on this card that differ: the first moves every choice, the next keeps them.
  let calls = 0;
  const app = await signIn({ random: () => (calls++ < 2 ? 0 : 0.999) });
  await app.user.click(screen.getByRole('button', { name: 'Começar Prática' }));
  const order = choiceTexts().map((text) => scenario(1).choices.findIndex((c) => c.text === text));
  await app.user.click(choiceButton(rightChoice(scenario(1)).text));
  expect(screen.getByRole('heading', { name: 'Ótima escolha!' })).toBeTruthy();

  await app.user.click(screen.getByRole('button', { name: 'English' }));
  await screen.findByRole('heading', { level: 2, name: englishScenario(1).title });
  expect(choiceTexts()).toEqual(order.map((index) => englishScenario(1).choices[index]!.text));
  expect(screen.getByRole('heading', { name: 'Great choice!' })).toBeTruthy();
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  await advance(500);
  await waitFor(() => expect(storedRow()?.scenario_results['1']?.first_correct).toBe(true));
});
