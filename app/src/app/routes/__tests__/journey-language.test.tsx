// docs/product/journey.md#languages (pt-BR and English, for the UI and the content, remembered on
// the device) and docs/product/journey.md#read-aloud (the browser's speech synthesis, in the
// content's language), with a button per part since the redesign (issue 15 §6).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { bundle as english } from '../../../content/generated/en.ts';
import { storedLanguage } from '../../../locales/language-preference.ts';
import { setupBackend } from '../../../testing/backend.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  advance,
  choiceButton,
  choiceTexts,
  findToast,
  phaseHeading,
  rightChoice,
  scenario,
  stubSpeech,
  journeyHelpers,
  ACHIEVEMENT_COUNT,
} from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signIn, startPractice, storedRow } = journeyHelpers(backend);

const englishScenario = (number: number) => english.scenarios.find((s) => s.number === number)!;
const button = (name: string) => screen.getByRole('button', { name });

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
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Social Skills Training');
  expect(screen.getByRole('button', { name: /^Achievements/ })).toBeVisible();
  expect(button('Sign out')).toBeVisible();
  expect(button('English')).toHaveAttribute('aria-pressed', 'true');
  expect(document.documentElement.lang).toBe('en');
  expect(localStorage.getItem('ths:language')).toBe('en');

  await app.user.click(screen.getByRole('button', { name: 'Start practising' }));
  const first = englishScenario(1);
  // The English phase 1 arrives as its own chunk (decision 0015): the card waits for it.
  expect(await screen.findByText(first.description)).toBeVisible();
  expect(phaseHeading()).toBe(`Phase 1: ${english.phases[0]!.name}`);
  expect(screen.getByText(english.phases[0]!.description)).toBeVisible();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(first.title);
  expect(first.title).not.toBe(scenario(1).title);
  expect(choiceTexts()).toEqual(first.choices.map((choice) => choice.text));
  expect(screen.getByText('Progress: 0 of 20 scenarios')).toBeVisible();
  expect(button(`Achievements 0/${ACHIEVEMENT_COUNT}`)).toBeVisible();

  // A pick, then back to Portuguese: the same card, its feedback now in Portuguese.
  const right = first.choices.find((choice) => choice.isCorrect)!;
  await app.user.click(choiceButton(right.text));
  expect(screen.getByRole('heading', { name: 'Great choice!' })).toBeVisible();
  expect(screen.getByText(right.feedback)).toBeVisible();
  await app.user.click(button('Português'));
  await screen.findByRole('heading', { name: 'Ótima escolha!' });
  expect(screen.getByText(rightChoice(scenario(1)).feedback)).toBeVisible();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(1).title);
  expect(document.documentElement.lang).toBe('pt-BR');
  expect(localStorage.getItem('ths:language')).toBe('pt-BR');
  await app.user.click(button('English'));
  await screen.findByRole('heading', { name: 'Great choice!' });
  await app.user.click(button('Continue'));
  await findToast('Well done!');
  await advance(500);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(englishScenario(2).title);

  // A reload starts in the remembered language (main.tsx reads it with storedLanguage()).
  app.unmount();
  renderApp('/', backend, { language: storedLanguage() });
  expect(await screen.findByRole('button', { name: /^Carry on where I left off/ })).toBeVisible();
  expect(document.documentElement.lang).toBe('en');
});

// ---- Read aloud, a button per part ------------------------------------------------------------

// Changed on purpose: the buttons are there without speech synthesis too, and a press explains
// why nothing is read instead of a button that silently does nothing or is missing.
test('without speech synthesis in the browser a press on "Ouvir" says why nothing is read', async () => {
  const { user } = await startPractice();
  expect('speechSynthesis' in window).toBe(false);
  await user.click(button('Ouvir o cenário'));
  expect(button('Ouvir o cenário')).toHaveAttribute('aria-pressed', 'false');
  expect(
    screen.getByText(
      'Este navegador não consegue ler em voz alta. Peça a um adulto para abrir o app em outro navegador.',
    ),
  ).toHaveAttribute('role', 'status');
});

test('each part is read on its own, in the content’s language; "Mais devagar" slows it; leaving the card stops it', async () => {
  const speech = stubSpeech(['pt-BR', 'en-GB']);
  const { user } = await startPractice({ random: () => 0 });
  const first = scenario(1);
  const spoken = () => speech.spoken.at(-1)!;

  await user.click(button('Ouvir a resposta 2'));
  expect(speech.spoken).toHaveLength(1);
  expect(spoken()).toMatchObject({ text: choiceTexts()[1], lang: 'pt-BR', rate: 1 });
  // The part being read is pressed and highlighted, the others not.
  expect(button('Ouvir a resposta 2')).toHaveAttribute('aria-pressed', 'true');
  expect(button('Ouvir a resposta 2').closest('.choice-row')).toHaveAttribute(
    'data-reading',
    'true',
  );
  expect(button('Ouvir a resposta 1')).toHaveAttribute('aria-pressed', 'false');
  speech.finish();
  expect(button('Ouvir a resposta 2')).toHaveAttribute('aria-pressed', 'false');

  await user.click(button('Mais devagar'));
  expect(button('Mais devagar')).toHaveAttribute('aria-pressed', 'true');
  await user.click(button('Ouvir o cenário'));
  expect(spoken()).toMatchObject({ text: `${first.title}. ${first.description}`, rate: 0.75 });

  const right = rightChoice(first);
  await user.click(choiceButton(right.text));
  await user.click(button('Ouvir a explicação'));
  expect(spoken().text).toBe(`Ótima escolha! ${right.feedback}`);

  await user.click(button('English'));
  await screen.findByRole('heading', { level: 2, name: englishScenario(1).title });
  await user.click(button('Listen to the scenario'));
  expect(spoken()).toMatchObject({
    text: `${englishScenario(1).title}. ${englishScenario(1).description}`,
    lang: 'en',
  });

  await user.click(button('Continue'));
  await advance(500);
  expect(speech.current()).toBeUndefined();
  expect(button('Listen to the scenario')).toHaveAttribute('aria-pressed', 'false');
});

test('a device with no voice for the content’s language says so in a status message', async () => {
  const speech = stubSpeech(['en-GB']);
  const { user } = await startPractice();
  await user.click(button('Ouvir a resposta 1'));
  expect(speech.spoken).toEqual([]);
  expect(
    screen.getByText(
      'Este aparelho não tem uma voz em português. Peça a um adulto para instalar uma voz nas configurações do aparelho.',
    ),
  ).toHaveAttribute('role', 'status');
});

// The other language's bundle hands the card new scenario objects; the order drawn for the
// card must stay, or a pick would point at another choice once the language changes.
test('switching language after a pick keeps the order of the choices and the answer', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Two shuffles on this card that differ: the first moves every choice, the next keeps them.
  let calls = 0;
  const app = await signIn({ random: () => (calls++ < 2 ? 0 : 0.999) });
  await app.user.click(button('Começar Prática'));
  const order = choiceTexts().map((text) => scenario(1).choices.findIndex((c) => c.text === text));
  await app.user.click(choiceButton(rightChoice(scenario(1)).text));
  expect(screen.getByRole('heading', { name: 'Ótima escolha!' })).toBeVisible();

  await app.user.click(button('English'));
  await screen.findByRole('heading', { level: 2, name: englishScenario(1).title });
  expect(choiceTexts()).toEqual(order.map((index) => englishScenario(1).choices[index]!.text));
  expect(screen.getByRole('heading', { name: 'Great choice!' })).toBeVisible();
  await app.user.click(button('Continue'));
  await advance(500);
  await waitFor(async () =>
    expect((await storedRow())?.scenario_results['1']?.first_correct).toBe(true),
  );
});
