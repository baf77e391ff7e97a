/**
 * A dependency (the database, the bucket) that did not answer: the request gets 503 with
 * Retry-After, never a 500, and the next one tries again (README "Health and readiness").
 */
export class UnavailableError extends Error {
  readonly dependency: 'store' | 'file-store';
  constructor(dependency: UnavailableError['dependency'], cause: unknown) {
    super(`The ${dependency} is unavailable: ${(cause as Error | undefined)?.message ?? String(cause)}`, {
      cause,
    });
    this.name = 'UnavailableError';
    this.dependency = dependency;
  }
}

/** What a client is told to wait before it tries again. */
export const retryAfterSeconds = 10;

export const unavailableBody = {
  error: 'unavailable',
  message: 'The service is briefly unavailable. Nothing was lost: please try again in a few seconds.',
} as const;
