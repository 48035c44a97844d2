// GET /data/listen: Sanity's listener, as server-sent events (welcome, mutation, welcomeback,
// reset) with the `effects` (mendoza) the Studio applies to its copies of the documents, or, with
// `pollAfter`, as one immediate answer (pollListener).
//
// Chrome opens at most six HTTP/1.1 connections to one host, and a Studio tab keeps six or more
// listeners open: as streams they would take every connection and the panes would hang at
// "Loading…" (the hosted Content Lake speaks HTTP/2, which has no such limit). So the Studio, in
// local mode, polls instead (studio/src/local-lake-events.ts), and streams stay for other clients
// such as @sanity/client in Node. Both resume from an event id (Last-Event-ID or pollAfter) with
// the mutations missed since, so nothing is lost between two polls or after a reconnection.
import { withoutRev, type Dataset, type Transaction } from './dataset.ts';
import { matchesQuery } from './query.ts';

const RETRY_MS = 1000;
const HEARTBEAT_MS = 15_000;

/** The open event streams of one lake, so that closing it can end them. */
export type OpenStreams = Set<{ end: () => void }>;

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

/**
 * A listener as server-sent events: `welcome` (or, resuming from `lastEventId`, `welcomeback` and
 * the mutations missed since, or `reset`), then a `mutation` event for each change its query
 * matches, until the client goes away or the lake closes.
 */
export function listenerStream(
  dataset: Dataset,
  options: ListenOptions,
  lastEventId: string | undefined,
  streams: OpenStreams,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const write = (text: string) => {
        if (!ended) controller.enqueue(encoder.encode(text));
      };
      const send = (event: string, data: unknown, id?: number) =>
        write(
          `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
        );
      const stream = {
        end: () => {
          if (ended) return;
          stop();
          controller.close();
        },
      };
      write(`retry: ${RETRY_MS}\n\n`);

      // Events go out in transaction order even though matching a document is asynchronous.
      let chain: Promise<void> = Promise.resolve();
      const deliver = (transaction: Transaction) => {
        chain = chain
          .then(async () => {
            for (const event of await mutationEvents(transaction, options)) {
              send(event.event, event.data, event.id);
            }
          })
          .catch((error: unknown) => {
            send('channelError', {
              message: `Listener query failed: ${(error as Error).message}`,
            });
            stream.end();
          });
      };

      const resumeFrom = Number.parseInt(lastEventId ?? '', 10);
      const missed = Number.isNaN(resumeFrom) ? undefined : dataset.transactionsAfter(resumeFrom);
      if (!Number.isNaN(resumeFrom) && options.enableResume) {
        if (missed)
          send('welcomeback', { listenerName: options.listenerName }, dataset.lastSequence);
        else send('reset', {}, dataset.lastSequence);
      } else {
        send('welcome', { listenerName: options.listenerName }, dataset.lastSequence);
      }
      for (const transaction of missed ?? []) deliver(transaction);
      const unsubscribe = dataset.subscribe(deliver);
      const heartbeat = setInterval(() => write(':\n\n'), HEARTBEAT_MS);
      stop = () => {
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(stream);
      };
      streams.add(stream);
    },
    // The client went away.
    cancel() {
      stop();
    },
  });
}

export type ListenerEvent = { event: string; data: unknown; id?: number };

/** The `mutation` events a listener with these options receives for one transaction. */
export async function mutationEvents(
  transaction: Transaction,
  options: ListenOptions,
): Promise<ListenerEvent[]> {
  const matching = [];
  for (const change of transaction.changes) {
    if (
      (await matchesQuery(options.query, options.params, change.before)) ||
      (await matchesQuery(options.query, options.params, change.after))
    ) {
      matching.push(change);
    }
  }
  return matching.map((change, index) => {
    const { documentId, before, after } = change;
    return {
      event: 'mutation',
      id: transaction.sequence,
      data: {
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
    };
  });
}

/**
 * One poll of a listener (GET /data/listen?…&pollAfter=<event id>): what a stream would have sent
 * since that event, answered at once. The Studio's local mode listens this way (see
 * studio/src/local-lake-events.ts) so that no listener holds one of Chrome's six connections.
 * With no event id yet: `welcome`. When the log no longer reaches back: `reset` or `welcome`.
 */
export async function pollListener(
  dataset: Dataset,
  options: ListenOptions,
  after: string,
): Promise<ListenerEvent[]> {
  const sequence = Number.parseInt(after, 10);
  const welcome = {
    event: 'welcome',
    data: { listenerName: options.listenerName },
    id: dataset.lastSequence,
  };
  if (Number.isNaN(sequence)) return [welcome];
  const missed = dataset.transactionsAfter(sequence);
  if (!missed) {
    return [
      options.enableResume ? { event: 'reset', data: {}, id: dataset.lastSequence } : welcome,
    ];
  }
  const events: ListenerEvent[] = [];
  for (const transaction of missed) events.push(...(await mutationEvents(transaction, options)));
  return events;
}
