import { describe, expect, it } from 'vitest';
import { combine, count, latencyBuckets, quantileMs } from './prometheus.js';

const TEXT = `# HELP lender_os_http_request_duration_seconds Time from request to response, by route.
# TYPE lender_os_http_request_duration_seconds histogram
lender_os_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/deals"} 10
lender_os_http_request_duration_seconds_bucket{le="0.01",method="GET",route="/api/deals"} 90
lender_os_http_request_duration_seconds_bucket{le="0.025",method="GET",route="/api/deals"} 100
lender_os_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/deals"} 100
lender_os_http_request_duration_seconds_sum{method="GET",route="/api/deals"} 0.8
lender_os_http_request_duration_seconds_count{method="GET",route="/api/deals"} 100
lender_os_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/deals/:id"} 0
lender_os_http_request_duration_seconds_bucket{le="0.01",method="GET",route="/api/deals/:id"} 0
lender_os_http_request_duration_seconds_bucket{le="0.025",method="GET",route="/api/deals/:id"} 1
lender_os_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/deals/:id"} 2
lender_os_http_requests_total{method="GET",route="/api/deals",status_code="200"} 100
`;

describe('latency histogram of /metrics', () => {
  const routes = latencyBuckets(TEXT);

  it('reads each route’s cumulative buckets', () => {
    expect([...routes.keys()]).toEqual(['GET /api/deals', 'GET /api/deals/:id']);
    expect(count(routes.get('GET /api/deals')!)).toBe(100);
  });

  it('interpolates a quantile inside its bucket, as histogram_quantile does', () => {
    const list = routes.get('GET /api/deals')!;
    expect(quantileMs(list, 0.5)).toBeCloseTo(7.5); // rank 50: 5 ms + 5 ms × (50 − 10) / 80
    expect(quantileMs(list, 0.99)).toBeCloseTo(23.5); // rank 99: 10 ms + 15 ms × 9 / 10
    expect(quantileMs(routes.get('GET /api/deals/:id')!, 0.99)).toBe(Infinity);
    expect(quantileMs(new Map(), 0.99)).toBeNaN();
  });

  it('adds instances and takes an earlier reading away', () => {
    const list = routes.get('GET /api/deals')!;
    const both = combine(list, list);
    expect(count(both)).toBe(200);
    expect(quantileMs(both, 0.99)).toBeCloseTo(23.5);
    expect(count(combine(both, list, -1))).toBe(100);
  });
});
