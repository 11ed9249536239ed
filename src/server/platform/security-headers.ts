// Security headers on every answer (DESIGN §4). The helmet middleware is built once: @fastify/helmet
// rebuilt it, and re-parsed the content security policy, on every request.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      workerSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

export function addSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  // The public lead form is made to be embedded in the organization's own website (an iframe snippet):
  // only that page may be framed, by any site; it holds no session data.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/lead-form/')) return;
    reply.raw.removeHeader('x-frame-options');
    const csp = reply.raw.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.raw.setHeader('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
  });
  // API answers carry people's data (deals, contacts, sessions, mail): no browser or proxy keeps a copy,
  // unless a route chose its own caching (a versioned profile picture).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
