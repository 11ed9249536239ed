// Prometheus metrics at /metrics (prom-client), for operators watching a fleet: request rate, latency per
// route, errors, the database pool, analyses in flight and realtime clients. Off (404) unless METRICS_TOKEN is
// set; then only a request bearing that token is answered, since route names and volumes are not public.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { analysesInFlight } from '../document-analysis/service.js';
import { AppError } from './errors.js';

/** Latency buckets in seconds: the reads this product serves sit between 2 and 100 ms, so the steps are finer there. */
const LATENCY_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerMetrics(app: FastifyInstance, token: string | undefined) {
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new AppError('NOT_FOUND', 'Metrics are off on this server: set METRICS_TOKEN to turn them on.');
    if (!tokenMatches(request.headers.authorization, token)) {
      throw new AppError('UNAUTHENTICATED', 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".');
    }
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
  const registry = new Registry();
  if (!token) return;

  const { database, realtime } = app.services;
  collectDefaultMetrics({ register: registry, prefix: 'lender_os_' });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'lender_os_http_requests_total', help: 'Requests answered, by route and status.', labelNames, registers: [registry] });
  const errors = new Counter({ name: 'lender_os_http_errors_total', help: 'Requests answered with a 5xx, by route.', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'lender_os_http_request_duration_seconds',
    help: 'Time from request to response, by route.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const poolGauge = (name: string, help: string, read: (stats: ReturnType<typeof database.poolStats>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(database.poolStats()));
      },
    });
  poolGauge('lender_os_db_pool_connections', 'Database connections open in this instance.', (s) => s.total);
  poolGauge('lender_os_db_pool_idle', 'Database connections open and idle.', (s) => s.idle);
  poolGauge('lender_os_db_pool_waiting', 'Queries waiting for a database connection.', (s) => s.waiting);
  new Gauge({
    name: 'lender_os_analyses_in_flight',
    help: 'Document analyses running or waiting for a slot on this instance.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { running, waiting } = analysesInFlight();
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'lender_os_realtime_clients',
    help: 'Open realtime websocket connections.',
    registers: [registry],
    collect() {
      this.set(realtime.connections.size);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw address: ids must not become label values. Every page of the web
    // app is one route.
    const route = request.routeOptions.url ?? (request.url.startsWith('/api/') ? 'unmatched' : 'web app');
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    if (reply.statusCode >= 500) errors.inc(labels);
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}
