// The client's address, for rate limits and the session record.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests handed to app.fetch directly (not through a socket) have no address.
    return undefined;
  }
}
