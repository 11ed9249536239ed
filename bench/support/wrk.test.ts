import { describe, expect, it } from 'vitest';
import { parseWrkReport } from './wrk.js';

const report = (p99: string, extra = '') => `Running 1s test @ http://127.0.0.1:3290/
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     8.05ms    2.88ms  17.80ms   66.33%
    Req/Sec   492.10     36.86   554.00     60.00%
  Latency Distribution
     50%    8.04ms
     75%    9.97ms
     90%   11.74ms
     99%   ${p99}
  491 requests in 1.00s, 1.13MB read
${extra}Requests/sec:    489.64
Transfer/sec:      1.13MB
`;

describe('parseWrkReport', () => {
  it('reads requests per second and the 99th percentile in milliseconds, whatever unit wrk chose', () => {
    expect(parseWrkReport(report('14.42ms'))).toEqual({ rps: 489.64, p99: 14.42 });
    expect(parseWrkReport(report('870.00us')).p99).toBeCloseTo(0.87);
    expect(parseWrkReport(report('1.20s')).p99).toBe(1200);
  });

  it('refuses a run with answers that were not 2xx, or socket errors', () => {
    expect(() => parseWrkReport(report('16.84ms', '  Non-2xx or 3xx responses: 1252\n'))).toThrow('1252 answers were not 2xx');
    expect(() => parseWrkReport(report('16.84ms', '  Socket errors: connect 0, read 3, write 0, timeout 0\n'))).toThrow('socket errors: connect 0, read 3');
  });

  it('refuses output that is not a wrk report', () => {
    expect(() => parseWrkReport('unable to connect to 127.0.0.1:3290 Connection refused')).toThrow('unreadable wrk report');
  });
});
