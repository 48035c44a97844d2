// @vitest-environment jsdom
// The release's status in a hosted Studio (docs/decisions/0057-hosted-release-status.md): it
// reads the status endpoint for the open document and says each step in the teacher's words.
// The endpoint is stood in for by a local server answering as functions/api/release-status.ts.
import { studioTheme, ThemeProvider } from '@sanity/ui';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { ReleaseStatus, type ReleaseSource } from './release-status.tsx';

afterEach(cleanup);

/** What the endpoint answers, by document id; and which ids were asked for. */
const releases = new Map<string, unknown>();
const asked: string[] = [];
let server: Server;
let source: ReleaseSource;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const documentId = url.searchParams.get('document') ?? '';
    asked.push(`${url.pathname}?document=${documentId}`);
    response
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ release: releases.get(documentId) ?? null }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  source = { kind: 'hosted', url: `http://127.0.0.1:${port}/api/release-status` };
});

afterAll(() => new Promise((done) => server.close(done)));

const show = (documentId: string) =>
  render(
    <ThemeProvider theme={studioTheme}>
      <ReleaseStatus documentId={documentId} source={source} pollMs={20} />
    </ThemeProvider>,
  );

test('it follows the document through queued, building and live', async () => {
  releases.set('scenario-12', { step: 'queued' });
  show('scenario-12');
  expect(await screen.findByText('Publicado ✓ · Na fila para ir ao app…')).toBeInTheDocument();
  expect(asked).toContain('/api/release-status?document=scenario-12');

  releases.set('scenario-12', { step: 'building' });
  expect(await screen.findByText('Publicado ✓ · Exportando para o app…')).toBeInTheDocument();

  releases.set('scenario-12', { step: 'live' });
  expect(await screen.findByText('Publicado ✓ · Exportado ✓ · No app ✓')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Os alunos veem a mudança');
});

test('a failure shows the workflow’s own reason, line by line', async () => {
  releases.set('skill-empatia', {
    step: 'failed',
    message:
      'A etapa “Exportar o conteúdo publicado” falhou.\nskill-empatia › name: o nome é obrigatório',
  });
  show('skill-empatia');
  expect(await screen.findByText('Publicado ✓ · Não foi para o app ✗')).toBeInTheDocument();
  expect(screen.getByText('A etapa “Exportar o conteúdo publicado” falhou.')).toBeInTheDocument();
  expect(screen.getByText('skill-empatia › name: o nome é obrigatório')).toBeInTheDocument();
  expect(screen.getByText(/corrija e publique de novo/)).toBeInTheDocument();
});

test('a document never published says nothing', async () => {
  show('phase-9');
  await expect.poll(() => asked.includes('/api/release-status?document=phase-9')).toBe(true);
  expect(screen.queryByRole('status')).toBeNull();
});
