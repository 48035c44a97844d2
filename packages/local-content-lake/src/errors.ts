// Errors the API answers with, in the shape Sanity's API uses ({error: {description, type}}), so
// @sanity/client and the Studio show the description as they would for the hosted Content Lake.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class LakeError extends Error {
  override name = 'LakeError';
  readonly status: ContentfulStatusCode;
  readonly type: string;
  readonly details: Record<string, unknown>;

  constructor(
    status: ContentfulStatusCode,
    type: string,
    description: string,
    details: Record<string, unknown> = {},
  ) {
    super(description);
    this.status = status;
    this.type = type;
    this.details = details;
  }

  toBody(): { error: Record<string, unknown>; statusCode: number } {
    return {
      error: { description: this.message, type: this.type, ...this.details },
      statusCode: this.status,
    };
  }
}

export const badRequest = (description: string, details?: Record<string, unknown>) =>
  new LakeError(400, 'validationError', description, details);

export const notFound = (description: string) => new LakeError(404, 'notFound', description);

export const unsupported = (description: string) =>
  new LakeError(
    400,
    'unsupportedError',
    `${description} (not supported by the local Content Lake)`,
  );

export const conflict = (description: string, details?: Record<string, unknown>) =>
  new LakeError(409, 'mutationError', description, details);
