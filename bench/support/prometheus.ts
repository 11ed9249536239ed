// Reads the app's latency histogram (lender_os_http_request_duration_seconds, GET /metrics) so a bench can
// print what the server itself measured, per route, beside what its clients saw.

/** Cumulative bucket counts of one route's histogram: upper bound in seconds → requests at or under it. */
export type Buckets = Map<number, number>;

const BUCKET_LINE = /^lender_os_http_request_duration_seconds_bucket\{([^}]*)\} (\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/;

/** Every route's buckets in a /metrics text, keyed 'METHOD route'. */
export function latencyBuckets(text: string): Map<string, Buckets> {
  const routes = new Map<string, Buckets>();
  for (const line of text.split('\n')) {
    const match = BUCKET_LINE.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const key = `${labels.method} ${labels.route}`;
    const bound = labels.le === '+Inf' ? Infinity : Number(labels.le);
    if (!routes.has(key)) routes.set(key, new Map());
    routes.get(key)!.set(bound, Number(match[2]));
  }
  return routes;
}

/** Adds histograms (of several instances); `minus` takes an earlier reading of the same one away. */
export function combine(into: Buckets, other: Buckets | undefined, sign: 1 | -1 = 1): Buckets {
  const sum = new Map(into);
  for (const [bound, count] of other ?? []) sum.set(bound, (sum.get(bound) ?? 0) + sign * count);
  return sum;
}

/**
 * The q-quantile in milliseconds, interpolated linearly inside its bucket as Prometheus' histogram_quantile
 * does; Infinity when it falls in the +Inf bucket, NaN when the histogram is empty.
 */
export function quantileMs(buckets: Buckets, q: number): number {
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const total = buckets.get(Infinity) ?? 0;
  if (!total) return NaN;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const bound of bounds) {
    const count = buckets.get(bound)!;
    if (count >= rank) {
      if (bound === Infinity) return Infinity;
      return (lowerBound + ((bound - lowerBound) * (rank - lowerCount)) / Math.max(count - lowerCount, 1)) * 1000;
    }
    lowerBound = bound;
    lowerCount = count;
  }
  return Infinity;
}

export function count(buckets: Buckets): number {
  return buckets.get(Infinity) ?? 0;
}
