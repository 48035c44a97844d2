// The release receiver (docs/decisions/0036-publishing-is-a-release.md): a signed GROQ-powered
// webhook says a document was published; the receiver checks the signature with
// @sanity/webhook, and that the delivery is fresh and new (webhook-delivery.ts), runs the export from the lake's published documents into the app's bundle,
// and says how it went at GET /status, where the Studio reads it. Vite's dev server sees the
// new bundle and reloads the app.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ContentSourceError, type ContentSource } from './content-source.ts';
import { exportContent, type ExportResult } from './export-content.ts';
import { SnapshotError } from './read-snapshot.ts';
import { formatTranslationReport } from './translation-report.ts';
import { ContentValidationError, formatIssue } from './validate-dataset.ts';
import {
  checkDelivery,
  deliveriesInMemory,
  IDEMPOTENCY_KEY_HEADER,
  SIGNATURE_HEADER_NAME,
} from './webhook-delivery.ts';

/** Where a published change is: exported into the bundle, then served by the running app. */
export type ReleaseStep = 'exporting' | 'exported' | 'live' | 'failed';

export type Release = {
  /** Counts up from 1 with each release since the receiver started. */
  id: number;
  step: ReleaseStep;
  /** The published documents this release carries (webhooks that came while it waited). */
  documentIds: string[];
  startedAt: string;
  finishedAt?: string;
  /** What an educator reads: the export's summary, or why it refused, in Portuguese. */
  message: string;
  /** On a refusal, each problem as the export names it (`scenario-12 › title: …`). */
  issues: Array<{ documentId: string; line: string }>;
};

export type ReleaseReceiverOptions = {
  /** The webhook's secret, as set on the lake (or on a Sanity webhook). */
  secret: string;
  /** The lake the export reads from. */
  source: ContentSource & { kind: 'live' };
  /** The app's generated bundle folder. */
  outDir: string;
  /** The running app (npm start); when it answers, the change is live. */
  appUrl?: string;
  host?: string;
  port?: number;
  /** The receiver's clock, for tests of a signature's age; Date.now unless set. */
  clock?: () => number;
  /** Replaces the export, for tests of the receiver alone. */
  runExport?: (options: { source: ContentSource; outDir: string }) => Promise<ExportResult>;
};

export type ReleaseReceiver = {
  url: string;
  releases: () => readonly Release[];
  /** Settles when no release is running or waiting. */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

// The projection the webhook sends ({_id, _type, …}); anything more is ignored.
const WebhookBodySchema = z.object({ _id: z.string().min(1), _type: z.string().optional() });

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    // The Studio (another port) reads /status; the receiver listens on 127.0.0.1 only.
    'access-control-allow-origin': '*',
  });
  response.end(JSON.stringify(body));
};

async function readBody(request: IncomingMessage, limit = 64 * 1024): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > limit) throw new Error('too large');
  }
  return body;
}

/** Why the export refused, as the CLI says it, with each problem kept for its document. */
function refusal(error: unknown): Pick<Release, 'message' | 'issues'> {
  if (error instanceof ContentValidationError) {
    return {
      message: `O conteúdo tem ${error.issues.length} problema(s); o app continua com o conteúdo anterior.`,
      issues: error.issues.map((issue) => ({
        documentId: issue.documentId.replace(/^drafts\./, ''),
        line: formatIssue(issue).trim(),
      })),
    };
  }
  if (error instanceof SnapshotError || error instanceof ContentSourceError) {
    return { message: `${error.message} O app continua com o conteúdo anterior.`, issues: [] };
  }
  return {
    message: `Não foi possível exportar o conteúdo (${error instanceof Error ? error.message : String(error)}); o app continua com o conteúdo anterior.`,
    issues: [],
  };
}

export async function startReleaseReceiver(
  options: ReleaseReceiverOptions,
): Promise<ReleaseReceiver> {
  const runExport = options.runExport ?? exportContent;
  const clock = options.clock ?? Date.now;
  // The deliveries taken, so a copy sent again starts nothing (issue 41).
  const deliveries = deliveriesInMemory(clock);
  const releases: Release[] = [];
  let waiting: string[] = [];
  let running: Promise<void> = Promise.resolve();
  let busy = false;

  const appAnswers = async () => {
    if (!options.appUrl) return false;
    try {
      const response = await fetch(options.appUrl, { signal: AbortSignal.timeout(3000) });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  };

  // One export at a time; webhooks that come during one are carried by the next, together.
  const release = async () => {
    busy = true;
    while (waiting.length > 0) {
      const current: Release = {
        id: releases.length + 1,
        step: 'exporting',
        documentIds: [...new Set(waiting)],
        startedAt: new Date().toISOString(),
        message: 'Exportando…',
        issues: [],
      };
      waiting = [];
      releases.push(current);
      try {
        const result = await runExport({ source: options.source, outDir: options.outDir });
        const live = await appAnswers();
        Object.assign(current, {
          step: live ? 'live' : 'exported',
          message: [
            live
              ? 'Exportado; o app em execução oferece a mudança aos alunos (“Conteúdo novo”), e quem abrir o app agora já a vê.'
              : 'Exportado; o app não está em execução (npm start): a mudança aparece quando ele for iniciado.',
            // The coverage line of each language; the full lists are in `pnpm content`.
            ...result.reports.map((report) => formatTranslationReport(report).split('\n')[0]!),
          ].join('\n'),
        });
      } catch (error) {
        Object.assign(current, { step: 'failed', ...refusal(error) });
      }
      current.finishedAt = new Date().toISOString();
    }
    busy = false;
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://receiver');
      if (request.method === 'GET' && url.pathname === '/status') {
        const documentId = url.searchParams.get('document')?.replace(/^drafts\./, '');
        const last = [...releases]
          .reverse()
          .find((item) => !documentId || item.documentIds.includes(documentId));
        return json(response, 200, {
          release: last ?? null,
          waiting: waiting.includes(documentId ?? ''),
        });
      }
      if (request.method !== 'POST' || url.pathname !== '/release') {
        return json(response, 404, { error: 'Use POST /release (o webhook) ou GET /status.' });
      }
      let body: string;
      try {
        body = await readBody(request);
      } catch {
        return json(response, 413, { error: 'Corpo grande demais para um webhook.' });
      }
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const delivery = await checkDelivery(
        {
          body,
          signature: header(SIGNATURE_HEADER_NAME),
          idempotencyKey: header(IDEMPOTENCY_KEY_HEADER),
        },
        options.secret,
        deliveries,
        clock(),
      );
      if (!delivery.taken) {
        switch (delivery.reason) {
          case 'unsigned':
            return json(response, 401, {
              error: `Assinatura inválida ou ausente (${SIGNATURE_HEADER_NAME}): este pedido não veio do Content Lake com o segredo combinado; nada foi exportado.`,
            });
          case 'stale':
            return json(response, 401, {
              error: `Assinatura vencida (${SIGNATURE_HEADER_NAME}): assinada há mais de 5 minutos, ou com a hora adiantada; nada foi exportado. Confira o relógio deste computador.`,
            });
          case 'duplicate':
            return json(response, 200, {
              duplicate: header(IDEMPOTENCY_KEY_HEADER),
              message: 'Esta entrega já foi recebida; nada foi exportado de novo.',
            });
          case 'replayed':
            return json(response, 409, {
              error: `Esta assinatura já foi usada (${SIGNATURE_HEADER_NAME}): um pedido repetido não exporta de novo.`,
            });
        }
      }
      let parsed: z.infer<typeof WebhookBodySchema>;
      try {
        parsed = WebhookBodySchema.parse(JSON.parse(body));
      } catch {
        return json(response, 400, { error: 'O webhook precisa de um corpo JSON com _id.' });
      }
      waiting.push(parsed._id.replace(/^drafts\./, ''));
      if (!busy) running = release();
      return json(response, 202, { accepted: parsed._id });
    })().catch((error: unknown) => json(response, 500, { error: String(error) }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    releases: () => releases,
    idle: async () => {
      while (busy) await running;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      while (busy) await running;
    },
  };
}
