/**
 * A token bucket per client address: `perMinute` submissions a minute on average, bursts of
 * up to `perMinute`. Kept in this process's memory: behind a load balancer each process
 * limits on its own, which still stops a single address flooding the shop's inbox.
 */
export type RateLimiter = {
  /** True when the address may submit now; else the seconds until it may. */
  take(address: string): true | number;
};

/** Buckets that refilled completely are forgotten once the map grows past this. */
const pruneAbove = 10_000;

export function createRateLimiter(perMinute: number, now: () => number = Date.now): RateLimiter {
  const capacity = perMinute;
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  function prune(time: number) {
    for (const [address, bucket] of buckets) {
      if (bucket.tokens + (time - bucket.at) * perMs >= capacity) buckets.delete(address);
    }
  }

  return {
    take(address) {
      const time = now();
      if (buckets.size > pruneAbove) prune(time);
      const bucket = buckets.get(address) ?? { tokens: capacity, at: time };
      bucket.tokens = Math.min(capacity, bucket.tokens + (time - bucket.at) * perMs);
      bucket.at = time;
      buckets.set(address, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return true;
      }
      return Math.ceil((1 - bucket.tokens) / perMs / 1000);
    },
  };
}
