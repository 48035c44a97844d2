import { expect, test } from 'vitest';
import {
  carryScope,
  dismiss,
  emptyQueue,
  enqueue,
  enterScope,
  holdScreen,
  releaseScreen,
  timeRuns,
  type Toast,
  type ToastQueue,
} from './toast-queue.ts';

let id = 0;
const toast = (title: string, extra: Partial<Toast> = {}): Toast => ({
  id: ++id,
  kind: 'success',
  title,
  duration: 3000,
  ...extra,
});
const titles = (queue: ToastQueue) => [queue.current?.title, ...queue.waiting.map((t) => t.title)];

test('one notice on screen; the next waits its turn and comes when the first leaves', () => {
  const first = toast('Parabéns!');
  let queue = enqueue(emptyQueue, first);
  queue = enqueue(queue, toast('Conquista Desbloqueada!'));
  expect(queue.current?.title).toBe('Parabéns!');
  expect(titles(queue)).toEqual(['Parabéns!', 'Conquista Desbloqueada!']);
  queue = dismiss(queue, { id: first.id });
  expect(titles(queue)).toEqual(['Conquista Desbloqueada!']);
  queue = dismiss(queue, { id: queue.current!.id });
  expect(queue.current).toBeNull();
});

test('a notice with the same key replaces the old one, on screen or waiting', () => {
  let queue = enqueue(emptyQueue, toast('Erro ao entrar', { key: 'form', kind: 'error' }));
  queue = enqueue(queue, toast('Dados inválidos', { key: 'form', kind: 'error' }));
  expect(titles(queue)).toEqual(['Dados inválidos']);
  queue = enqueue(queue, toast('Parabéns!'));
  queue = enqueue(queue, toast('Fase bloqueada', { key: 'phase' }));
  queue = enqueue(queue, toast('Complete a fase atual', { key: 'phase' }));
  expect(titles(queue)).toEqual(['Dados inválidos', 'Parabéns!', 'Complete a fase atual']);
});

test('the problem is gone: dismissing by key takes its notice away', () => {
  let queue = enqueue(
    emptyQueue,
    toast('Erro ao salvar progresso', { key: 'save', kind: 'error' }),
  );
  queue = dismiss(queue, { key: 'save' });
  expect(queue.current).toBeNull();
});

test('at most two wait; a plain success gives way first; an error does not wait behind one', () => {
  let queue = enqueue(emptyQueue, toast('Parabéns!'));
  queue = enqueue(queue, toast('Na Metade do Caminho', { kind: 'achievement' }));
  queue = enqueue(queue, toast('Parabéns! de novo'));
  queue = enqueue(queue, toast('Aprendiz Dedicado', { kind: 'achievement' }));
  expect(titles(queue)).toEqual(['Parabéns!', 'Na Metade do Caminho', 'Aprendiz Dedicado']);
  queue = enqueue(queue, toast('Erro ao salvar progresso', { kind: 'error' }));
  expect(titles(queue)).toEqual([
    'Erro ao salvar progresso',
    'Na Metade do Caminho',
    'Aprendiz Dedicado',
  ]);
});

test('moving to another screen drops the notices of the one left, keeps the others', () => {
  let queue = enterScope(emptyQueue, 'lesson:1');
  queue = enqueue(queue, toast('Parabéns!', { scope: 'lesson:1' }));
  queue = enqueue(queue, toast('Erro ao salvar progresso', { kind: 'error' }));
  queue = enqueue(queue, toast('Login realizado!', { scope: 'home' }));
  queue = enterScope(queue, 'review');
  expect(titles(queue)).toEqual(['Erro ao salvar progresso']);
  expect(queue.scope).toBe('review');
});

test('a welcome raised on the sign-in page waits for the home, and stays there', () => {
  let queue = enterScope(emptyQueue, null);
  queue = enqueue(queue, toast('Login realizado!', { scope: 'home' }));
  queue = enterScope(queue, 'home');
  expect(titles(queue)).toEqual(['Login realizado!']);
  queue = enterScope(queue, 'lesson:1');
  expect(queue.current).toBeNull();
});

test('an achievement is never dropped, however fast the right answers come', () => {
  let queue = enqueue(emptyQueue, toast('Parabéns!', { key: 'correct' }));
  for (const title of ['Primeiros Passos', 'Começando Bem', 'Na Metade do Caminho']) {
    queue = enqueue(queue, toast('Parabéns!', { key: 'correct' }));
    queue = enqueue(queue, toast(title, { kind: 'achievement' }));
  }
  expect(titles(queue)).toEqual([
    'Parabéns!',
    'Primeiros Passos',
    'Começando Bem',
    'Na Metade do Caminho',
  ]);
});

test('the answer to a press does not wait behind a "Parabéns!"', () => {
  let queue = enqueue(emptyQueue, toast('Parabéns!'));
  queue = enqueue(queue, toast('Fase bloqueada', { kind: 'info' }));
  expect(titles(queue)).toEqual(['Fase bloqueada']);
});

test("a screen that becomes another on its own takes its notices along; other screens' stay theirs", () => {
  let queue = enterScope(emptyQueue, 'home');
  queue = enqueue(queue, toast('Login realizado!', { scope: 'home' }));
  queue = enqueue(queue, toast('Parabéns!', { scope: 'lesson:1' }));
  queue = carryScope(queue, 'home', 'educator');
  queue = enterScope(queue, 'educator');
  expect(titles(queue)).toEqual(['Login realizado!']);
  expect(enterScope(queue, 'home').current).toBeNull();
});

test("a screen's notice counts down only on that screen, with no 'Carregando...' on it", () => {
  let queue = enterScope(emptyQueue, null);
  queue = enqueue(queue, toast('Conta criada com sucesso!', { scope: 'home' }));
  expect(timeRuns(queue)).toBe(false);
  queue = holdScreen(enterScope(queue, 'home'));
  expect(timeRuns(queue)).toBe(false);
  queue = releaseScreen(queue);
  expect(timeRuns(queue)).toBe(true);
  expect(timeRuns(holdScreen(enqueue(emptyQueue, toast('Erro', { kind: 'error' }))))).toBe(true);
  expect(releaseScreen(emptyQueue).loading).toBe(0);
});
