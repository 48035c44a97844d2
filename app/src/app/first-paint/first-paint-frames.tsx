// The two frames the page paints before its JavaScript arrives (docs/decisions/0041-first-paint-
// before-the-script.md): the sign-in page, and the signed-in shell while the session is read.
// They are the app's own first render, drawn at build time with the same components, so when
// React draws the page again nothing moves. Rendered in pt-BR: an English start waits for its
// strings anyway and shows no frame (index.html's inline script).
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { App } from '../app.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import type { SupabaseLoader } from '../../lib/supabase-client.ts';
import { createI18n } from '../../locales/i18n.ts';
import { ptBR } from '../../locales/pt-BR.ts';

export type FirstPaintFrames = {
  /** /auth, and any start without a stored session. */
  auth: string;
  /** '/' with a stored session, while the session is being read. */
  shell: string;
};

/**
 * A client that is never loaded: the build only draws, and nothing that would load it (an
 * effect, an event) runs in a server render.
 */
function drawingOnly(hasStoredSession: boolean): SupabaseLoader {
  const never = new Promise<never>(() => {});
  return Object.assign(() => never, {
    loaded: never,
    connected: () => never,
    hasStoredSession: () => hasStoredSession,
    storedSession: () => null,
    offlineSession: () => null,
  });
}

function draw(path: string, hasStoredSession: boolean): string {
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderToString(
    <App
      Router={Router}
      queryClient={createQueryClient()}
      i18n={createI18n('pt-BR', ptBR)}
      services={{
        supabase: drawingOnly(hasStoredSession),
        deviceId: 'first-paint',
        random: () => 0.999,
        now: () => new Date(0).toISOString(),
      }}
    />,
  );
}

export function firstPaintFrames(): FirstPaintFrames {
  return { auth: draw('/auth', false), shell: draw('/', true) };
}
