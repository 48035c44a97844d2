// Issue 39 (docs/decisions/0067-no-lazy-piece-takes-a-lesson-down.md): a lazy piece whose chunk
// cannot load draws its fallback instead of throwing to the route's error screen, tries again
// the next time it is drawn, and is loaded ahead of need by warmMoments().
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { lazyMoment, warmMoments } from './lazy-moment.tsx';

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const piece = (text: string) => ({
  default: ({ name }: { name: string }) => <p>{`${text} ${name}`}</p>,
});

/** What the route's boundary would catch: the test fails if anything reaches it. */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Algo deu errado ao abrir esta página.</p> : this.props.children;
  }
}

async function draw(node: ReactNode) {
  const view = render(<Boundary>{node}</Boundary>);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

test('a chunk that cannot load draws the fallback, never the error screen, and the next drawing tries again', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const load = vi
    .fn<() => Promise<ReturnType<typeof piece>>>()
    .mockImplementationOnce(offline)
    .mockResolvedValue(piece('Olá'));
  const Piece = lazyMoment(load, { failed: ({ name }) => <p>{`sem rede ${name}`}</p> });

  const first = await draw(<Piece name="Ana" />);
  expect(screen.getByText('sem rede Ana')).toBeDefined();
  expect(screen.queryByText(/Algo deu errado/)).toBeNull();
  // Drawn again in place, the failed attempt is not repeated on each render.
  first.rerender(
    <Boundary>
      <Piece name="Bia" />
    </Boundary>,
  );
  expect(screen.getByText('sem rede Bia')).toBeDefined();
  expect(load).toHaveBeenCalledTimes(1);
  first.unmount();

  await draw(<Piece name="Ana" />);
  expect(screen.getByText('Olá Ana')).toBeDefined();
  expect(load).toHaveBeenCalledTimes(2);
});

test('without a fallback a failed piece is skipped: nothing is drawn', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const Piece = lazyMoment<{ name: string }>(offline);
  const view = await draw(<Piece name="Ana" />);
  expect(view.container.innerHTML).toBe('');
});

test('warmMoments loads every piece ahead of need, and a piece warmed is drawn without loading again', async () => {
  const load = vi.fn(() => Promise.resolve(piece('Oi')));
  const Piece = lazyMoment(load);
  expect(load).not.toHaveBeenCalled();
  await warmMoments();
  expect(load).toHaveBeenCalledTimes(1);
  await draw(<Piece name="Caio" />);
  expect(screen.getByText('Oi Caio')).toBeDefined();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a warm that fails is left to the piece: warmMoments itself never rejects', async () => {
  const load = vi
    .fn<() => Promise<ReturnType<typeof piece>>>()
    .mockImplementationOnce(offline)
    .mockResolvedValue(piece('Oi'));
  const Piece = lazyMoment(load);
  await expect(warmMoments()).resolves.toBeUndefined();
  await draw(<Piece name="Davi" />);
  expect(screen.getByText('Oi Davi')).toBeDefined();
});

test('a piece not wanted on this device is not warmed, and is still loaded when drawn', async () => {
  const load = vi.fn(() => Promise.resolve(piece('Oi')));
  const Piece = lazyMoment(load, { wanted: () => false });
  await warmMoments();
  expect(load).not.toHaveBeenCalled();
  await draw(<Piece name="Eva" />);
  expect(screen.getByText('Oi Eva')).toBeDefined();
});
