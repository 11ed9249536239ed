// Builds the Fastify instance: tests call buildApp() with their own database, main.ts with the real one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { findUnsafeText, jsonDepthExceeds, MAX_JSON_DEPTH, unsafeTextMessage } from '../core/input-safety.js';
import { JSON_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '../core/limits.js';
import type { Config } from './config.js';
import { createAuth, type Auth } from './auth/auth.js';
import { assertAccess, createSessionLoader, type AuthContext, type RouteAccess, type SessionLoader } from './auth/guard.js';
import { ACCESS_CHANGES_CHANNEL, createSessionCache, SESSION_CACHE_LIMITS, type SessionCache } from './auth/session-cache.js';
import { authRoutes } from './auth/routes.js';
import type { DatabaseHandle } from './platform/db/client.js';
import { AppError, codeForStatus, errorBody, INTERNAL_ERROR_MESSAGE, megabytes, uploadTooLarge } from './platform/errors.js';
import { createMailer, mailboxDir, type Mailer } from './platform/mail.js';
import { createRealtimeHub, type RealtimeHub } from './platform/realtime.js';
import { originGuard } from './platform/origins.js';
import { addSecurityHeaders } from './platform/security-headers.js';
import { realtimeRoutes } from './platform/realtime-routes.js';
import type { Storage } from './platform/storage.js';
import { openStorage } from './platform/open-storage.js';
import { createKeyring, type Keyring } from './platform/keyring.js';
import { systemRoutes } from './system/routes.js';
import { featureRoutes } from './features.js';
import { isDocumentError } from './documents/errors.js';
import { storageRoutes } from './platform/storage-routes.js';
import type { Lifecycle } from './platform/lifecycle.js';
import { registerMetrics } from './platform/metrics.js';
import { createJobQueue, type JobQueue } from './platform/jobs/queue.js';

export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  realtime: RealtimeHub;
  storage: Storage;
  /** Per-organization keys and signed tokens derived from the auth secret. */
  keyring: Keyring;
  /** Whether this instance is shutting down (readiness). */
  lifecycle: Lifecycle;
  /** Who is calling: the session, profile and organization of a request. */
  loadSession: SessionLoader;
  sessionCache: SessionCache<AuthContext>;
  /** The durable background-job queue; main.ts starts it, tests drive it with runDue(). */
  jobs: JobQueue;
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The largest file a multipart route takes (its 413 names it); SPEC §5's upload limit when unset. */
    maxFileBytes?: number;
  }
  interface FastifyInstance {
    services: AppServices;
    /** Every /api route with its declared access rule (the permission-matrix test walks it). */
    routeTable: DeclaredRoute[];
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  authSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; served for every non-API path when it exists. */
  webRoot?: string;
}

export type App = FastifyInstance;

/** Cache-Control of the web build's content-hashed files (a new build names them anew). */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A 413 with the limit that was really exceeded: the route's file limit, or the body limit of its JSON. */
function tooLargeMessage(request: FastifyRequest, error: unknown): string {
  if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return `The request is larger than the ${megabytes(request.routeOptions.bodyLimit ?? JSON_BODY_MAX_BYTES)} this address accepts.`;
  }
  return uploadTooLarge(request.routeOptions.config?.maxFileBytes ?? UPLOAD_MAX_BYTES).message;
}

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // X-Forwarded-* name the client and the address only behind a proxy the operator declared (TRUST_PROXY).
    trustProxy: config.trustProxy,
    // JSON bodies are small; the routes that take a document in JSON raise their own limit.
    bodyLimit: JSON_BODY_MAX_BYTES,
    // Addresses the router cannot read (broken percent-encoding, an over-long id) answer in the one shape.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as unknown as FastifyReply)
        .status(tooLong ? 414 : 400)
        .send(errorBody('VALIDATION', tooLong ? 'The address is too long.' : 'The address holds a character that is not allowed.'));
    },
  }).withTypeProvider<ZodTypeProvider>();
  // JSON nested deeper than any API shape is refused before it is parsed (a 10,000-deep body would
  // otherwise reach validators that recurse).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text: string, done) => {
    if (jsonDepthExceeds(text)) {
      done(new AppError('VALIDATION', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
      return;
    }
    try {
      done(null, text === '' ? undefined : JSON.parse(text));
    } catch {
      done(new AppError('VALIDATION', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);

  const mailer = createMailer(database.db, app.log, { ...config.mail, mailbox: mailboxDir(config.dataDir) });
  const auth = createAuth({
    db: database.db,
    mailer,
    log: app.log,
    secret: options.authSecret,
    publicUrl: config.publicUrl,
    originPolicy: { publicUrl: config.publicUrl, trustedOrigins: config.trustedOrigins },
    requireEmailVerification: config.requireEmailVerification,
    ipRateLimit: config.env !== 'test',
  });
  const realtime = await createRealtimeHub(database);
  const storage = openStorage(config, options.authSecret);
  const sessionCache = createSessionCache<AuthContext>(SESSION_CACHE_LIMITS);
  const stopAccessNotices = await database.listen(ACCESS_CHANGES_CHANNEL, sessionCache.applyNotice, sessionCache.setListening);
  const loadSession = createSessionLoader(auth, database.db, options.authSecret, sessionCache);
  const keyring = createKeyring(options.authSecret);
  const lifecycle: Lifecycle = { draining: false };
  const jobs = createJobQueue({ database, log: app.log });
  app.decorate('services', { config, database, auth, mailer, realtime, storage, keyring, lifecycle, loadSession, sessionCache, jobs });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await stopAccessNotices();
    await realtime.close();
  });

  addSecurityHeaders(app);
  app.addHook('onRequest', originGuard({ publicUrl: config.publicUrl, trustedOrigins: config.trustedOrigins }));
  // Text PostgreSQL cannot store is refused with the field named, for every route (auth's included).
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const field = findUnsafeText(value);
      if (field) throw new AppError('VALIDATION', unsafeTextMessage(part === 'body' ? field : `${part}.${field}`));
    }
  });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } });
  await app.register(fastifyWebsocket);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Lender OS API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Every /api route must say who may call it; a route without `config.access` is a bug caught at start-up.
  const routeTable: DeclaredRoute[] = [];
  app.decorate('routeTable', routeTable);
  const forgetCachedSessions = async () => sessionCache.clear();
  app.addHook('onRoute', (route) => {
    // A route that changes who someone is forgets the cached sessions before it answers, so that no
    // request after its answer sees the old state (other instances hear it from the database).
    if (route.config?.changesAccess) route.onSend = [forgetCachedSessions, ...[route.onSend ?? []].flat()];
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.url.startsWith('/api/auth/')) return;
    if (route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, access });
  });
  // onRequest: the caller is checked before the body is even read, so a stranger learns nothing from
  // validation errors and cannot make the server parse large bodies.
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    request.auth = await loadSession(request, { reply });
    assertAccess(request.auth, access);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
    }
    if (isDocumentError(error)) {
      return reply.status(error.status).send(errorBody(error.code.toUpperCase(), error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
      // Our own messages read as sentences; zod's defaults need the field name to make sense.
      const text = first?.message ?? 'The request is invalid.';
      const message = /^(Invalid|Too (small|big)|Unrecognized)/.test(text) && where ? `${where}: ${text}` : text;
      return reply.status(400).send(errorBody('VALIDATION', message, error.validation));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', INTERNAL_ERROR_MESSAGE));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody('INTERNAL', INTERNAL_ERROR_MESSAGE));
    }
    return reply.status(status).send(errorBody(codeForStatus(status), status === 413 ? tooLargeMessage(request, error) : (error as Error).message));
  });

  await app.register(authRoutes);
  await app.register(systemRoutes);
  await app.register(realtimeRoutes);
  await app.register(storageRoutes);
  registerMetrics(app, config.metricsToken);
  await app.register(featureRoutes);

  const webRoot = options.webRoot;
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    // Vite names every file under assets/ by its content's hash: a browser keeps it for a year without asking again
    // (a page's forty chunks were otherwise revalidated one by one on each load, ahead of its figures: issue 18).
    const hashedAssets = path.join(webRoot, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders: (reply, file) => {
        if (file.startsWith(hashedAssets)) reply.header('cache-control', HASHED_ASSET_CACHE_CONTROL);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`));
    }
    // The SPA owns every other path.
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
