// Which signed webhooks are acted on (issue 41, docs/decisions/0060-what-a-request-must-show.md),
// the same in the local release receiver and the hosted relay. A signature alone never expires:
// @sanity/webhook signs `<timestamp>.<body>` and checks only that they match, so a delivery
// copied once (from a log, a proxy, the webhook's attempts page) could start releases for ever.
// So a delivery is taken only when:
//
// - its signature matches the secret (@sanity/webhook);
// - its signature's time (`t=`, milliseconds) is at most 5 minutes old and at most 1 minute
//   ahead of this clock (Stripe's tolerance for the same scheme; Sanity signs each attempt when
//   it sends it);
// - its idempotency key (the `idempotency-key` header Sanity sends, the same on every retry of a
//   delivery) was not taken already: a retry of a delivery that was acted on is answered 200 and
//   nothing is done, as Sanity's webhook guide asks of a receiver;
// - its signature was not taken already: the key is not signed, so a copy sent again with a new
//   key is still the same signature, and refused (409) while it is fresh enough to pass.
//
// Web APIs only, so it runs in a Worker as in Node.
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

export { SIGNATURE_HEADER_NAME };
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How old a signature may be when it arrives. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
/** How far ahead of this clock a signature may be (the sender's clock may run ahead). */
export const SIGNATURE_MAX_AHEAD_MS = 60_000;
/** How long a delivery's idempotency key is remembered: longer than Sanity retries one. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;
/** How long a signature is remembered: as long as it could pass the age check. */
export const SIGNATURE_TTL_SECONDS = (SIGNATURE_MAX_AGE_MS + SIGNATURE_MAX_AHEAD_MS) / 1000;

/** What the receiver remembers of the deliveries it took. */
export type DeliveryMemory = {
  /**
   * When none of `keys` is remembered, remembers them all (each for its `ttlSeconds`) and
   * answers null; otherwise answers the first one remembered and remembers nothing.
   */
  claim(keys: ReadonlyArray<{ key: string; ttlSeconds: number }>): Promise<string | null>;
  /** Forgets `keys`: the work they started failed, and a retry must be let in. */
  forget(keys: readonly string[]): Promise<void>;
};

export type DeliveryCheck =
  | { taken: true; keys: string[] }
  | {
      taken: false;
      status: 200 | 401 | 409;
      reason: 'unsigned' | 'stale' | 'duplicate' | 'replayed';
    };

export type Delivery = {
  body: string;
  signature: string | null | undefined;
  idempotencyKey: string | null | undefined;
};

const deliveryKey = (key: string) => `webhook-delivery:${key}`;
const signatureKey = (hash: string) => `webhook-signature:${hash}`;

/** Whether to act on this delivery; when it is taken, its keys are remembered (see above). */
export async function checkDelivery(
  delivery: Delivery,
  secret: string,
  memory: DeliveryMemory,
  now: number = Date.now(),
): Promise<DeliveryCheck> {
  const { body, signature } = delivery;
  if (!signature || !(await isValidSignature(body, signature, secret).catch(() => false))) {
    return { taken: false, status: 401, reason: 'unsigned' };
  }
  const { timestamp, hashedPayload } = decodeSignatureHeader(signature);
  if (now - timestamp > SIGNATURE_MAX_AGE_MS || timestamp - now > SIGNATURE_MAX_AHEAD_MS) {
    return { taken: false, status: 401, reason: 'stale' };
  }
  const idempotencyKey = delivery.idempotencyKey?.trim().slice(0, 200) || null;
  const keys = [
    ...(idempotencyKey
      ? [{ key: deliveryKey(idempotencyKey), ttlSeconds: IDEMPOTENCY_KEY_TTL_SECONDS }]
      : []),
    { key: signatureKey(hashedPayload), ttlSeconds: SIGNATURE_TTL_SECONDS },
  ];
  const remembered = await memory.claim(keys);
  if (remembered === null) return { taken: true, keys: keys.map(({ key }) => key) };
  return remembered.startsWith('webhook-delivery:')
    ? { taken: false, status: 200, reason: 'duplicate' }
    : { taken: false, status: 409, reason: 'replayed' };
}

/**
 * Deliveries remembered in this process (the local receiver; the relay without its KV namespace,
 * where each Worker instance remembers its own). At most `limit` keys: past that the oldest go
 * first, which only shortens how long a key is remembered.
 */
export function deliveriesInMemory(clock: () => number = Date.now, limit = 10_000): DeliveryMemory {
  const expiries = new Map<string, number>();
  const live = (key: string) => {
    const expiry = expiries.get(key);
    if (expiry === undefined) return false;
    if (expiry > clock()) return true;
    expiries.delete(key);
    return false;
  };
  return {
    // No await inside: two deliveries at once cannot both claim a key.
    claim: async (keys) => {
      const found = keys.find(({ key }) => live(key));
      if (found) return found.key;
      for (const { key, ttlSeconds } of keys) {
        expiries.delete(key);
        expiries.set(key, clock() + ttlSeconds * 1000);
      }
      for (const key of expiries.keys()) {
        if (expiries.size <= limit) break;
        expiries.delete(key);
      }
      return null;
    },
    forget: async (keys) => {
      for (const key of keys) expiries.delete(key);
    },
  };
}

/** The part of a Cloudflare KV namespace the relay remembers deliveries in. */
export type DeliveryStore = {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
  delete(key: string): Promise<void>;
};

/**
 * Deliveries remembered in a KV namespace, so every Worker instance knows them. KV has no
 * compare-and-set and a write may take up to a minute to be seen at another of Cloudflare's
 * locations: two copies of one delivery sent at the same moment to two locations could both be
 * taken. Anything later is refused. KV keeps a key for at least 60 seconds.
 */
export function deliveriesInStore(store: DeliveryStore): DeliveryMemory {
  return {
    claim: async (keys) => {
      for (const { key } of keys) {
        if ((await store.get(key)) !== null) return key;
      }
      await Promise.all(
        keys.map(({ key, ttlSeconds }) =>
          store.put(key, '1', { expirationTtl: Math.max(60, Math.ceil(ttlSeconds)) }),
        ),
      );
      return null;
    },
    forget: async (keys) => {
      await Promise.all(keys.map((key) => store.delete(key)));
    },
  };
}
