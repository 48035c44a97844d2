import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { takeConsoleErrors } from '../../../testing/console-errors.ts';
import { setupBackend } from '../../../testing/backend.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const backend = setupBackend();

test('any other path shows the 404 page, logs the path and links back to /', async () => {
  const { user, router } = renderApp('/cenarios/antigos', backend);
  expect(await screen.findByRole('heading', { name: '404' })).toBeVisible();
  expect(screen.getByText('Oops! Page not found')).toBeVisible();
  // The path is logged from an effect, which may run just after the heading is painted.
  const logged: string[] = [];
  await waitFor(() => {
    logged.push(...takeConsoleErrors());
    expect(logged.join('\n')).toContain('/cenarios/antigos');
  });
  await user.click(screen.getByRole('link', { name: 'Voltar para o início' }));
  // Without a session, / sends the visitor on to /auth (docs/product/screens.md#routes).
  await screen.findByRole('tab', { name: 'Entrar' });
  expect(router.state.location.pathname).toBe('/auth');
});
