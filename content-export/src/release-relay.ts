// The hosted release's relay (docs/decisions/0036-publishing-is-a-release.md): a Sanity webhook
// reaches this first, deployed beside the app as a Cloudflare Pages Function
// (functions/api/content-published.ts). It checks Sanity's signature with @sanity/webhook, and that
// the delivery is fresh and new (webhook-delivery.ts), as the local release receiver does, and
// only then asks GitHub to run .github/workflows/release.yml
// (a repository_dispatch of type 'sanity-content-published'). GitHub alone cannot check the
// signature: it does not pass a webhook's headers on. Web APIs only (Request, fetch, Web Crypto),
// so it runs in a Worker as in Node.
import { recordPublished, type StatusEnv } from './release-status-endpoint.ts';
import {
  checkDelivery,
  deliveriesInMemory,
  deliveriesInStore,
  IDEMPOTENCY_KEY_HEADER,
  SIGNATURE_HEADER_NAME,
  type DeliveryMemory,
  type DeliveryStore,
} from './webhook-delivery.ts';

/** The relay's settings: Pages project secrets (README, "Publicar no ar"). */
export type RelayEnv = {
  /** The secret the Sanity webhook signs with. */
  SANITY_WEBHOOK_SECRET?: string;
  /** 'owner/repo' of this repository. */
  GITHUB_REPOSITORY?: string;
  /** A token that may create repository_dispatch events in it. */
  GITHUB_TOKEN?: string;
  /**
   * GitHub's REST API, https://api.github.com unless set: the name GitHub Actions gives it, and
   * how a test points the relay at a local stand-in (docs/decisions/0057-hosted-release-status.md).
   */
  GITHUB_API_URL?: string;
  /**
   * The KV namespace of the release status (decision 0057), optional: it also remembers the
   * deliveries taken, so a copy of one is refused by every Worker instance (decision 0060).
   */
  RELEASE_STATUS?: NonNullable<StatusEnv['RELEASE_STATUS']> & DeliveryStore;
};

export const RELEASE_EVENT = 'sanity-content-published';

// Without the KV namespace each Worker instance remembers the deliveries it took itself: a copy
// sent again to the same instance within the signature's 5 minutes is refused, one that reaches
// another instance is not (docs/decisions/0060-what-a-request-must-show.md).
let instanceMemory: DeliveryMemory | undefined;
const memoryOf = (env: RelayEnv): DeliveryMemory =>
  env.RELEASE_STATUS
    ? deliveriesInStore(env.RELEASE_STATUS)
    : (instanceMemory ??= deliveriesInMemory());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/**
 * Checks a webhook's signature, its age and that it is new, then starts the release workflow;
 * says what happened.
 */
export async function relayRelease(
  request: Request,
  env: RelayEnv,
  send: typeof fetch = fetch,
  now: number = Date.now(),
  memory: DeliveryMemory = memoryOf(env),
): Promise<Response> {
  const missing = (['SANITY_WEBHOOK_SECRET', 'GITHUB_REPOSITORY', 'GITHUB_TOKEN'] as const).filter(
    (name) => !env[name]?.trim(),
  );
  if (missing.length > 0) {
    return json(500, {
      error: `The release relay is not set up: set ${missing.join(', ')} in the Pages project's settings (README, "Publicar no ar").`,
    });
  }
  const body = await request.text();
  const delivery = await checkDelivery(
    {
      body,
      signature: request.headers.get(SIGNATURE_HEADER_NAME),
      idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
    },
    env.SANITY_WEBHOOK_SECRET!,
    memory,
    now,
  );
  if (!delivery.taken) {
    switch (delivery.reason) {
      case 'unsigned':
        return json(401, {
          error: `The ${SIGNATURE_HEADER_NAME} header is missing or does not match the webhook's secret: nothing was released.`,
        });
      case 'stale':
        return json(401, {
          error: `The ${SIGNATURE_HEADER_NAME} header was signed more than 5 minutes ago (or ahead of this clock): nothing was released.`,
        });
      case 'duplicate':
        return json(200, {
          duplicate: request.headers.get(IDEMPOTENCY_KEY_HEADER),
          release: 'already requested',
        });
      case 'replayed':
        return json(409, {
          error: `This ${SIGNATURE_HEADER_NAME} was used already: nothing was released again.`,
        });
    }
  }
  let document: { _id?: unknown; _type?: unknown } = {};
  try {
    document = JSON.parse(body) as typeof document;
  } catch {
    // A signed body that is not JSON still asks for a release; only its document is unknown.
  }
  // Taken before the dispatch, so the run it starts reports "building" later than this
  // (docs/decisions/0057-hosted-release-status.md).
  const publishedAt = Date.now();
  const api = (env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, '');
  // Sanity retries a delivery that failed: a failed dispatch forgets it, to let the retry in.
  const forget = () => memory.forget(delivery.keys).catch(() => undefined);
  const answer = await send(`${api}/repos/${env.GITHUB_REPOSITORY}/dispatches`, {
    method: 'POST',
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${env.GITHUB_TOKEN}`,
      'content-type': 'application/json',
      'user-agent': 'ths-release-relay',
      'x-github-api-version': '2022-11-28',
    },
    body: JSON.stringify({
      event_type: RELEASE_EVENT,
      client_payload: { _id: document._id ?? null, _type: document._type ?? null },
    }),
  }).catch(async (error: unknown) => {
    await forget();
    throw error;
  });
  if (!answer.ok) {
    await forget();
    return json(502, {
      error: `GitHub refused to start the release (${answer.status}): check GITHUB_TOKEN and GITHUB_REPOSITORY.`,
    });
  }
  if (env.RELEASE_STATUS && typeof document._id === 'string') {
    try {
      await recordPublished(env.RELEASE_STATUS, document._id, publishedAt);
    } catch {
      // The release was asked for all the same; only the Studio will not say "queued".
    }
  }
  return json(202, { release: 'requested', document: document._id ?? null });
}
