// @vitest-environment jsdom
import { studioTheme, ThemeProvider } from '@sanity/ui';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { withAllTranslationSources } from '@ths/content-model/translation-sources';
import { ScenarioPreview } from './scenario-preview.tsx';

// The characters come from the Content Lake in the Studio; here, Hiro's document.
vi.mock('./use-characters.ts', () => ({
  useCharacters: () =>
    new Map([
      [
        'character-hiro',
        {
          _id: 'character-hiro',
          name: 'Hiro',
          look: {
            _type: 'look',
            skin: 'tone2',
            hair: 'short2',
            hairColour: 'black',
            clothing: 'blue',
            glasses: false,
            wheelchair: false,
            age: 'child',
          },
        },
      ],
    ]),
}));

afterEach(cleanup);

// jsdom has no ResizeObserver; the frame only uses it to follow its content's height and the
// pane's width, which jsdom does not lay out anyway.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const text = (ptBR: string, en?: string) => [
  { _key: 'pt', language: 'pt-BR', value: ptBR },
  ...(en ? [{ _key: 'en', language: 'en', value: en }] : []),
];

const scenario = {
  _id: 'drafts.scenario-1',
  _type: 'scenario',
  number: 1,
  title: text('O colega novo na sala', 'The new classmate'),
  description: text('Hoje chegou um aluno novo. O que você faz?'),
  scene: {
    _type: 'scene',
    setting: 'classroom',
    people: [
      {
        _key: 'p1',
        _type: 'scenePerson',
        character: { _type: 'reference', _ref: 'character-hiro' },
        feeling: 'worried',
      },
    ],
    alt: text(
      'Na sala de aula, Hiro olha preocupado para a porta.',
      'In the classroom, Hiro looks worried at the door.',
    ),
  },
  choices: [
    {
      _key: 'a',
      text: text('Digo oi.', 'I say hi.'),
      isCorrect: true,
      feedback: text('Ele se sente bem-vindo.'),
      reaction: 'happy',
    },
    {
      _key: 'b',
      text: text('Fico quieto.'),
      isCorrect: false,
      feedback: text('Ele pode se sentir sozinho.'),
      reaction: 'sad',
    },
    {
      _key: 'c',
      text: text('Faço muitas perguntas.'),
      isCorrect: false,
      feedback: text('Uma por vez funciona melhor.'),
    },
  ],
};

function renderPreview(displayed: Record<string, unknown> = withAllTranslationSources(scenario)) {
  const props = { document: { displayed } } as unknown as ComponentProps<typeof ScenarioPreview>;
  render(
    <ThemeProvider theme={studioTheme}>
      <ScenarioPreview {...props} />
    </ThemeProvider>,
  );
}

/** The learner's page: the app's drawing inside the preview's frame (docs/decisions/0052). */
function learnerPage() {
  const frame = screen.getByTitle<HTMLIFrameElement>('Como o aluno vê');
  return within(frame.contentDocument!.body);
}

test('picking a choice shows its feedback as the app does; "Continuar" goes back to the choices', async () => {
  renderPreview();
  const page = learnerPage();
  expect(page.getByRole('heading', { name: 'O colega novo na sala' })).toBeVisible();
  expect(page.queryByText('Vamos aprender juntos!')).toBeNull();
  // The app's numbered choices, in the document's order.
  expect(page.getByRole('button', { name: 'Resposta 1: Digo oi.' })).toBeVisible();

  await userEvent.click(page.getByRole('button', { name: /Fico quieto\./ }));
  expect(page.getByText('Vamos aprender juntos!')).toBeVisible();
  expect(page.getByText('Ele pode se sentir sozinho.')).toBeVisible();
  // After a wrong pick the app shows the choice that works better.
  expect(page.getByRole('button', { name: /Digo oi\./ })).toHaveTextContent('Funciona melhor');
  expect(page.getByText('Uma escolha que funciona melhor:')).toBeVisible();

  await userEvent.click(page.getByRole('button', { name: 'Continuar' }));
  await userEvent.click(page.getByRole('button', { name: /Digo oi\./ }));
  expect(page.getByText('Ótima escolha!')).toBeVisible();
  expect(page.getByText('Ele se sente bem-vindo.')).toBeVisible();
});

test('in English, translated texts show in the English app’s words and the rest falls back to pt-BR with a notice', async () => {
  renderPreview();
  expect(screen.queryByText(/Há textos sem tradução/)).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  const page = learnerPage();
  expect(page.getByRole('heading', { name: 'The new classmate' })).toBeVisible();
  expect(page.getByText('Hoje chegou um aluno novo. O que você faz?')).toBeVisible();
  expect(page.getByRole('button', { name: 'Answer 1: I say hi.' })).toBeVisible();
  expect(screen.getByText(/Há textos sem tradução/)).toBeVisible();

  await userEvent.click(page.getByRole('button', { name: /I say hi\./ }));
  expect(page.getByText('Great choice!')).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: 'Continue' }));
  await userEvent.click(page.getByRole('button', { name: /Fico quieto\./ }));
  expect(page.getByText('Let’s learn together!')).toBeVisible();
  expect(page.getByText('Works better')).toBeVisible();
});

test('in English, a translation whose pt-BR text changed since is listed by its field', async () => {
  const stamped = withAllTranslationSources(scenario);
  // The educator adds a sentence to the first choice's pt-BR text; the English stays.
  const edited = structuredClone(stamped);
  edited.choices[0]!.text[0]!.value = 'Digo oi e mostro a escola.';
  renderPreview(edited);
  expect(screen.queryByText('Tradução desatualizada')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByText(/Há traduções desatualizadas/)).toBeVisible();
  const marked = screen.getAllByRole('listitem');
  expect(marked).toHaveLength(1);
  expect(marked[0]).toHaveTextContent('Tradução desatualizada');
  // Without a schema the field is named by its path (with one, "Escolha 1 · Texto").
  expect(marked[0]).toHaveTextContent('choices 1 · text');
});

test('in English, translations made from today’s pt-BR carry no mark', async () => {
  renderPreview();
  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.queryByText('Tradução desatualizada')).toBeNull();
  expect(screen.queryByText(/Há traduções desatualizadas/)).toBeNull();
});

// docs/decisions/0063: the scene above the situation, its characters read from their documents,
// and the first person's reaction beside the feedback, drawn by the app's own components.
test('the scene is drawn above the situation, named by its alt text; a pick shows the reaction', async () => {
  renderPreview();
  const page = learnerPage();
  const drawing = page.getByRole('img', {
    name: 'Na sala de aula, Hiro olha preocupado para a porta.',
  });
  expect(drawing).toHaveAttribute('data-setting', 'classroom');
  expect(drawing.querySelector('[data-feeling="worried"]')).not.toBeNull();
  expect(within(drawing).getByText('Hiro')).toBeInTheDocument();

  await userEvent.click(page.getByRole('button', { name: /Fico quieto\./ }));
  // The face after a wrong pick, named for screen readers as its caption reads.
  expect(page.getByRole('img', { name: 'O que Hiro sente: tristeza' })).toHaveAttribute(
    'data-feeling',
    'sad',
  );

  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(
    learnerPage().getByRole('img', { name: 'In the classroom, Hiro looks worried at the door.' }),
  ).toBeInTheDocument();
});
