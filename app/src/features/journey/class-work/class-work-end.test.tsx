// The closing card of a class session (docs/decisions/0072) says when the work was due in every
// case the session can end in: before the day (done in time), after it (late, never shamed), with
// no day, and with scenarios still to review (not done yet).
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { expect, test, vi } from 'vitest';
import { testI18n } from '../../../testing/test-i18n.ts';
import { ClassWorkEnd } from './class-work-end.tsx';

const DONE = { status: 'done', answered: 5, total: 5, toReview: 0, overdue: false } as const;

function card(props: Partial<Parameters<typeof ClassWorkEnd>[0]> = {}) {
  const onHome = vi.fn();
  render(
    <I18nextProvider i18n={testI18n('pt-BR')}>
      <ClassWorkEnd
        className="4º ano A"
        skill="Esperar a vez"
        due="sexta-feira, 4 de dezembro"
        cell={{ ...DONE, pastDue: false }}
        onHome={onHome}
        {...props}
      />
    </I18nextProvider>,
  );
  return { onHome, due: screen.getByTestId('class-work-end-due') };
}

test('done before its day: what was done, every mark, in time, one way home', () => {
  const { onHome, due } = card();
  expect(screen.getByRole('heading', { level: 1, name: 'Tarefa feita!' })).toBeVisible();
  expect(screen.getByText('Tarefa da turma · 4º ano A')).toBeVisible();
  expect(screen.getByText('Você fez os 5 cenários de “Esperar a vez”.')).toBeVisible();
  expect(document.querySelectorAll('.due-end__mark--remembered')).toHaveLength(5);
  expect(due).toHaveTextContent(
    'A tarefa é para sexta-feira, 4 de dezembro. Você terminou a tempo!',
  );
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Voltar ao início']);
  buttons[0]!.click();
  expect(onHome).toHaveBeenCalledOnce();
});

test('done after its day: it was due then, and finishing later counts too', () => {
  const { due } = card({ cell: { ...DONE, pastDue: true } });
  expect(due).toHaveTextContent(
    'A tarefa era para sexta-feira, 4 de dezembro. Terminar depois também vale!',
  );
  expect(due.textContent).not.toMatch(/atrasad/i);
});

test('one still to review: not done yet, said kindly, with the way back to it', () => {
  const { due } = card({
    cell: { status: 'partial', answered: 5, total: 5, toReview: 1, overdue: false, pastDue: false },
  });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Você chegou ao fim da tarefa!' }),
  ).toBeVisible();
  expect(
    screen.getByText(/^1 ficou para revisar\. Quando quiser, escolha “Fazer a tarefa”/),
  ).toBeVisible();
  expect(document.querySelectorAll('.due-end__mark--remembered')).toHaveLength(4);
  expect(due).toHaveTextContent('A tarefa é para sexta-feira, 4 de dezembro.');
  expect(due.textContent).not.toContain('a tempo');
});

test('no day: it says so', () => {
  const { due } = card({ due: null });
  expect(due).toHaveTextContent('Esta tarefa não tem data marcada.');
});
