/**
 * A token bucket per client address: `perMinute` hits a minute on average, bursts of up to
 * `perMinute`. The buckets live in the store (store/rate-limit-queries.ts), so every server
 * process on one database counts the same hits: behind a load balancer, the hit past the limit
 * is refused whichever process answers it. Only an HMAC of the address is stored, keyed with the
 * store's `ip-hash` secret like the requests' own address hashes. A store that is down makes
 * `take` throw UnavailableError, which the routes answer with 503.
 */
import { createHmac } from 'node:crypto';
import type { RateLimits } from '../store/types.ts';

export type RateLimiter = {
  /** True when the address may go ahead now; else the seconds until it may. */
  take(address: string): Promise<true | number>;
};

export type RateLimiterOptions = {
  limits: RateLimits;
  /** Which limit: each scope counts on its own (`intake`, `status`). */
  scope: string;
  perMinute: number;
  /** The store's `ip-hash` secret. */
  addressKey: string;
  now?: () => number;
};

/** Buckets untouched this long are forgotten (a bucket is full again a minute after its last hit). */
export const forgetAfterMs = 10 * 60_000;

/** The address as the store keeps it: the same hash as a stored request's `ip_hash`. */
export function addressHash(addressKey: string, address: string): string {
  return createHmac('sha256', addressKey).update(address).digest('hex').slice(0, 32);
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limits, scope, perMinute, addressKey } = options;
  const now = options.now ?? Date.now;
  const perMs = perMinute / 60_000;
  let forgotAt = -Infinity;

  return {
    async take(address) {
      const time = now();
      const hit = await limits.take(scope, addressHash(addressKey, address), perMinute, time);
      if (time - forgotAt >= 60_000) {
        // At most once a minute per process; a failure here only postpones the clean-up.
        forgotAt = time;
        limits.forgetBefore(time - forgetAfterMs).catch(() => undefined);
      }
      if (hit.allowed) return true;
      return Math.ceil((1 - hit.tokens) / perMs / 1000);
    },
  };
}
