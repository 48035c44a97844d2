// GET /data/listen: Sanity's listener as server-sent events (welcome, mutation, welcomeback,
// reset), with the `effects` (mendoza) the Studio applies to its copies of the documents.
//
// Chrome opens at most six HTTP/1.1 connections to one host, and every listener holds one for as
// long as it is open. A Studio tab keeps several listeners open, so two tabs would leave no
// connection for queries and saves: the panes would hang at "Loading…". So at most
// MAX_OPEN_STREAMS streams stay open; a new one ends the oldest, whose browser reconnects a
// moment later (`retry:`) with Last-Event-ID and receives what it missed (`welcomeback` and the
// missed mutations when it asked for enableResume, `welcome` and the missed mutations otherwise,
// so a list re-reads itself). No event is lost, and a request never waits long for a connection.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dataset, Transaction } from './dataset.ts';
import { matchesQuery } from './query.ts';
import type { StoredDocument } from './snapshot-file.ts';

export const MAX_OPEN_STREAMS = 4;
const RETRY_MS = 500;
const HEARTBEAT_MS = 15_000;

type Stream = { end: () => void };
const openStreams: Stream[] = [];

export type ListenOptions = {
  query: string;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  effects: boolean;
  enableResume: boolean;
  listenerName: string;
};

const withoutRev = (document: StoredDocument | null) => {
  if (!document) return null;
  const { _rev: _ignored, ...rest } = document;
  return rest;
};

export function openListener(
  request: IncomingMessage,
  response: ServerResponse,
  dataset: Dataset,
  options: ListenOptions,
  headers: Record<string, string>,
): void {
  response.writeHead(200, {
    ...headers,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  const send = (event: string, data: unknown, id?: number) => {
    if (response.writableEnded) return;
    response.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  response.write(`retry: ${RETRY_MS}\n\n`);

  // Events go out in transaction order even though matching a document is asynchronous.
  let chain: Promise<void> = Promise.resolve();
  const deliver = (transaction: Transaction) => {
    chain = chain.then(async () => {
      const matching = [];
      for (const change of transaction.changes) {
        if (
          (await matchesQuery(options.query, options.params, change.before)) ||
          (await matchesQuery(options.query, options.params, change.after))
        ) {
          matching.push(change);
        }
      }
      matching.forEach((change, index) => {
        const { documentId, before, after } = change;
        send(
          'mutation',
          {
            eventId: `${transaction.id}#${documentId}`,
            documentId,
            transactionId: transaction.id,
            transition: !before ? 'appear' : !after ? 'disappear' : 'update',
            identity: transaction.identity,
            ...(options.includeMutations ? { mutations: change.mutations } : {}),
            ...(options.includeResult && after ? { result: after } : {}),
            ...(options.includePreviousRevision && before ? { previous: before } : {}),
            previousRev: before?._rev,
            resultRev: transaction.id,
            timestamp: transaction.timestamp,
            visibility: 'query',
            ...(options.effects
              ? {
                  // A mendoza patch that is the whole next value ([0, value]), and back.
                  effects: { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] },
                }
              : {}),
            transactionTotalEvents: matching.length,
            transactionCurrentEvent: index + 1,
          },
          transaction.sequence,
        );
      });
    }).catch((error: unknown) => {
      send('channelError', { message: `Listener query failed: ${(error as Error).message}` });
      response.end();
    });
  };

  const lastEventId = Number.parseInt(String(request.headers['last-event-id'] ?? ''), 10);
  const missed = Number.isNaN(lastEventId) ? undefined : dataset.transactionsAfter(lastEventId);
  if (!Number.isNaN(lastEventId) && options.enableResume) {
    if (missed) send('welcomeback', { listenerName: options.listenerName }, dataset.lastSequence);
    else send('reset', {}, dataset.lastSequence);
  } else {
    send('welcome', { listenerName: options.listenerName }, dataset.lastSequence);
  }
  for (const transaction of missed ?? []) deliver(transaction);
  const unsubscribe = dataset.subscribe(deliver);
  const heartbeat = setInterval(() => {
    if (!response.writableEnded) response.write(':\n\n');
  }, HEARTBEAT_MS);

  const stream: Stream = { end: () => response.end() };
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
    const index = openStreams.indexOf(stream);
    if (index >= 0) openStreams.splice(index, 1);
  };
  request.on('close', close);
  response.on('close', close);
  openStreams.push(stream);
  while (openStreams.length > MAX_OPEN_STREAMS) {
    // Its browser reconnects and receives, from its Last-Event-ID, whatever it did not get.
    openStreams.shift()?.end();
  }
}

/** Ends every open stream (the server is closing). */
export function endAllStreams(): void {
  for (const stream of openStreams.splice(0)) stream.end();
}
