import type { Locale } from '@ths/content-model/locales';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { expect, test, vi } from 'vitest';
import { testI18n } from '../../../testing/test-i18n.ts';
import { ReadAloudButton } from './read-aloud-button.tsx';
import { ReadAloudProvider, VOICE_WAIT_MS } from './read-aloud-provider.tsx';
import { ReadAloudSpeed } from './read-aloud-speed.tsx';
import { ReadAloudStatus } from './read-aloud-status.tsx';
import { createFakeSpeechEngine, fakeVoice } from './testing/fake-speech-engine.ts';
import { useIsReading } from './use-read-aloud.ts';

const SCENARIO = 'A Ana derrubou o lanche no recreio.';
const CHOICES = ['Ajudar a Ana a limpar.', 'Rir da Ana.', 'Fingir que não viu.'];

function Part({ part, text, label }: { part: string; text: string; label: string }) {
  return (
    <div>
      <p data-reading={useIsReading(part)}>{text}</p>
      <ReadAloudButton part={part} text={text} label={label} />
    </div>
  );
}

/** A scenario card as the lead will build it: a button per part, the speed, the status. */
function renderCard(
  engine = createFakeSpeechEngine({ voices: [fakeVoice('pt-BR')] }),
  { lang = 'pt-BR', ui = lang }: { lang?: Locale; ui?: Locale } = {},
) {
  const i18n = testI18n(ui);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ReadAloudProvider lang={lang} engine={engine}>
        <Part part="scenario" text={SCENARIO} label={i18n.t('readAloud.scenario')} />
        {CHOICES.map((text, index) => (
          <Part
            key={text}
            part={`choice-${index + 1}`}
            text={text}
            label={i18n.t('readAloud.choice', { number: index + 1 })}
          />
        ))}
        <ReadAloudSpeed />
        <ReadAloudStatus />
      </ReadAloudProvider>
    </I18nextProvider>,
  );
  return { ...view, engine, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => button(name).getAttribute('aria-pressed');
const reading = (text: string) => screen.getByText(text).getAttribute('data-reading');

test('pressing a part reads exactly that text in the content’s language, marked until it ends', async () => {
  const { engine, user } = renderCard();
  expect(pressed('Ouvir o cenário')).toBe('false');

  await user.click(button('Ouvir a resposta 2'));
  expect(engine.spoken).toHaveLength(1);
  expect(engine.current()).toMatchObject({ text: CHOICES[1], lang: 'pt-BR', rate: 1 });
  expect(engine.current()?.voice?.lang).toBe('pt-BR');
  expect(pressed('Ouvir a resposta 2')).toBe('true');
  expect(reading(CHOICES[1]!)).toBe('true');
  expect(reading(SCENARIO)).toBe('false');

  act(() => engine.finish());
  expect(pressed('Ouvir a resposta 2')).toBe('false');
  expect(reading(CHOICES[1]!)).toBe('false');
});

test('pressing another part switches to it; pressing the part being read stops it', async () => {
  const { engine, user } = renderCard();
  await user.click(button('Ouvir o cenário'));
  await user.click(button('Ouvir a resposta 3'));
  // The cancelled scenario "ends" too (as in Chrome); that must not unmark the new part.
  expect(engine.current()?.text).toBe(CHOICES[2]);
  expect(pressed('Ouvir o cenário')).toBe('false');
  expect(pressed('Ouvir a resposta 3')).toBe('true');

  const cancels = engine.cancelCount();
  await user.click(button('Ouvir a resposta 3'));
  expect(engine.cancelCount()).toBe(cancels + 1);
  expect(engine.current()).toBeUndefined();
  expect(pressed('Ouvir a resposta 3')).toBe('false');
  expect(engine.spoken.map((utterance) => utterance.text)).toEqual([SCENARIO, CHOICES[2]]);
});

test('“Mais devagar” reads at the slow rate and is remembered for the next card', async () => {
  const first = renderCard();
  expect(pressed('Mais devagar')).toBe('false');
  await first.user.click(button('Mais devagar'));
  expect(pressed('Mais devagar')).toBe('true');
  await first.user.click(button('Ouvir o cenário'));
  expect(first.engine.current()?.rate).toBe(0.75);
  first.unmount();

  const next = renderCard();
  expect(pressed('Mais devagar')).toBe('true');
  await next.user.click(button('Mais devagar'));
  await next.user.click(button('Ouvir o cenário'));
  expect(next.engine.current()?.rate).toBe(1);
});

test('asking for slower while a part is read reads it again, slower', async () => {
  const { engine, user } = renderCard();
  await user.click(button('Ouvir a resposta 1'));
  await user.click(button('Mais devagar'));
  expect(engine.current()).toMatchObject({ text: CHOICES[0], rate: 0.75 });
  expect(pressed('Ouvir a resposta 1')).toBe('true');
});

test('without speech synthesis the buttons are there and a press says why nothing is read', async () => {
  const { engine, user } = renderCard(createFakeSpeechEngine({ supported: false }));
  expect(screen.getByRole('status').textContent).toBe('');
  await user.click(button('Ouvir o cenário'));
  expect(engine.spoken).toEqual([]);
  expect(pressed('Ouvir o cenário')).toBe('false');
  expect(screen.getByRole('status').textContent).toBe(
    'Este navegador não consegue ler em voz alta. Peça a um adulto para abrir o app em outro navegador.',
  );
});

test('Portuguese content on a device with only an English voice: the message names Portuguese', async () => {
  const { engine, user } = renderCard(createFakeSpeechEngine({ voices: [fakeVoice('en-GB')] }));
  await user.click(button('Ouvir a resposta 1'));
  expect(engine.spoken).toEqual([]);
  expect(screen.getByRole('status').textContent).toBe(
    'Este aparelho não tem uma voz em português. Peça a um adulto para instalar uma voz nas configurações do aparelho.',
  );
});

test('in the English interface the message is English and names the content’s language', async () => {
  const engine = createFakeSpeechEngine({ voices: [fakeVoice('en-GB')] });
  const { user } = renderCard(engine, { lang: 'pt-BR', ui: 'en' });
  await user.click(screen.getByRole('button', { name: 'Listen to the scenario' }));
  expect(screen.getByRole('status').textContent).toBe(
    'This device has no Portuguese voice. Ask an adult to install one in the device’s settings.',
  );
});

test('voices that arrive late (voiceschanged) read what was pressed while they loaded', async () => {
  const { engine, user } = renderCard(createFakeSpeechEngine({ voices: [] }));
  await user.click(button('Ouvir o cenário'));
  expect(engine.spoken).toEqual([]);
  expect(pressed('Ouvir o cenário')).toBe('true');

  act(() => engine.setVoices([fakeVoice('en-US'), fakeVoice('pt-BR')]));
  expect(engine.current()).toMatchObject({ text: SCENARIO, lang: 'pt-BR' });
  expect(engine.spoken).toHaveLength(1);
  expect(screen.getByRole('status').textContent).toBe('');
});

test('voices that never arrive end in the message', () => {
  vi.useFakeTimers();
  const engine = createFakeSpeechEngine({ voices: [] });
  renderCard(engine);
  act(() => button('Ouvir o cenário').click());
  expect(pressed('Ouvir o cenário')).toBe('true');
  expect(screen.getByRole('status').textContent).toBe('');
  act(() => {
    vi.advanceTimersByTime(VOICE_WAIT_MS);
  });
  expect(pressed('Ouvir o cenário')).toBe('false');
  expect(screen.getByRole('status').textContent).toContain('não tem uma voz em português');
});

test('the card leaving stops the reading', async () => {
  const { engine, user, unmount } = renderCard();
  await user.click(button('Ouvir o cenário'));
  unmount();
  expect(engine.current()).toBeUndefined();
});
