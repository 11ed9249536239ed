// The only place that reads process.env. Every setting has a safe default so that
// `npm start` works with no configuration at all; the README lists them all.
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { S3Settings } from './platform/storage-s3.js';

const DEFAULT_POOL_SIZE = availableParallelism() * 2 + 1;

const optionalUrl = z.url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  // Other addresses the web app may be opened at (comma-separated origins), besides PUBLIC_URL and the
  // address a request itself was sent to.
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((list, ctx) => {
      const origins = list.split(',').map((s) => s.trim()).filter(Boolean);
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: `'${origin}' is not an origin such as https://lender.example.com` });
        }
      }
      return origins.map((origin) => origin.replace(/\/$/, ''));
    }),
  // Whether X-Forwarded-* headers are believed: 'false' (the socket address counts), 'true' (from any
  // peer), or a comma-separated list of the proxies' addresses or CIDR ranges.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string[] => {
      if (value === 'false') return false;
      if (value === 'true') return true;
      return value.split(',').map((s) => s.trim()).filter(Boolean);
    }),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  // Connections per app instance: twice the cores plus one (this machine's cores, the database's when they
  // share it). More queries at once than the database has cores to run them only queue inside it, and the
  // busy backends take CPU from the app: on 2 cores, 5 connections instead of 10 took the deals list's p99
  // from 40-50 ms to 32 ms at the same throughput (bench/deal-list-read.ts).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL_SIZE),
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  ORG_NAME: z.string().min(1).default('Lender OS'),
  ORG_SHORT_NAME: z.string().min(1).default('Lender OS'),
  ORG_DEAL_ID_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{2,8}$/, 'ORG_DEAL_ID_PREFIX must be 2-8 upper-case letters or digits')
    .default('LOS'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Lender OS <no-reply@localhost>'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  // Voice (issue 16): an OpenAI-compatible /audio/transcriptions and /audio/speech when their model is named;
  // the address and key default to AI_BASE_URL / AI_API_KEY. Otherwise the embedded engines run.
  SPEECH_BASE_URL: optionalUrl,
  SPEECH_API_KEY: z.string().optional(),
  SPEECH_TO_TEXT_MODEL: z.string().optional(),
  TEXT_TO_SPEECH_MODEL: z.string().optional(),
  // The embedded speech-to-text engine: Debian's pocketsphinx, its US English model, and ffmpeg to decode webm/opus.
  POCKETSPHINX_BIN: z.string().default('/usr/bin/pocketsphinx_batch'),
  POCKETSPHINX_MODEL_DIR: z.string().default('/usr/share/pocketsphinx/model/en-us'),
  FFMPEG_BIN: z.string().default('/usr/bin/ffmpeg'),
  // The built-in SMTP listener for files by e-mail; 0 turns it off.
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  INBOUND_SMTP_HOST: z.string().default('127.0.0.1'),
  // Where files live: unset keeps them on local disk in DATA_DIR/storage; s3://bucket/prefix puts them in an
  // S3-compatible bucket (AWS S3, MinIO, R2, B2) reached with the S3_* settings.
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, 'STORAGE_URL must look like s3://bucket or s3://bucket/prefix')
    .optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Bearer token for GET /metrics; unset turns the endpoint off.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // On SIGTERM: how long requests in flight may take to finish before the process exits anyway.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
  // Campaign mail is spread out at this many messages a minute (per organization's campaign).
  CAMPAIGN_SEND_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  // Finished jobs (completed or failed) older than this are deleted by the hourly cleanup job.
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  REQUIRE_EMAIL_VERIFICATION: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Plans and billing (issue 20): without STRIPE_SECRET_KEY the product runs self-hosted, every feature on
  // and nothing limited. STRIPE_API_BASE points the client elsewhere than api.stripe.com (tests' fake).
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: optionalUrl,
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_PROFESSIONAL_ANNUAL: z.string().min(1).optional(),
  STRIPE_PRICE_ENTERPRISE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_ENTERPRISE_ANNUAL: z.string().min(1).optional(),
  // A new lending company may sign up for its own organization (a new tenant) on the free plan.
  ALLOW_ORGANIZATION_SIGNUP: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

const STRIPE_PRICE_SETTINGS = [
  'STRIPE_PRICE_PROFESSIONAL_MONTHLY',
  'STRIPE_PRICE_PROFESSIONAL_ANNUAL',
  'STRIPE_PRICE_ENTERPRISE_MONTHLY',
  'STRIPE_PRICE_ENTERPRISE_ANNUAL',
] as const;

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** The origin users reach the product at; links in mail point here. */
  publicUrl: string;
  /** Origins besides publicUrl (and the request's own) from which the web app may call the API. */
  trustedOrigins: string[];
  /** Fastify's trustProxy: whether (and which) X-Forwarded-* headers name the client. */
  trustProxy: boolean | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Signs sessions and storage URLs; generated once and kept in DATA_DIR when not set. */
  authSecret: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  admin: { email: string; password: string } | undefined;
  defaultOrganization: { name: string; shortName: string; dealIdPrefix: string };
  mail: { smtpUrl: string | undefined; from: string };
  ai: { baseUrl: string; apiKey: string; model: string } | undefined;
  requireEmailVerification: boolean;
  voice: VoiceConfig;
  /** The built-in SMTP listener (issue 14); port 0 means off. */
  inboundSmtp: { port: number; host: string };
  /** S3-compatible object storage; local disk in DATA_DIR/storage when undefined. */
  s3: S3Settings | undefined;
  /** Bearer token of /metrics; the endpoint is off when undefined. */
  metricsToken: string | undefined;
  shutdownGraceSeconds: number;
  /** Stripe billing and plan limits; undefined means self-hosted (every feature on, no limits). */
  stripe: StripeSettings | undefined;
  allowOrganizationSignup: boolean;
  campaignSendPerMinute: number;
  jobRetentionDays: number;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the client sends its calls when not api.stripe.com (the tests' fake server). */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  /** Stripe price ids of the paid plans, by plan and billing interval. */
  prices: { professional: { month: string; year: string }; enterprise: { month: string; year: string } };
}

function stripeSettings(e: Env): StripeSettings | undefined {
  if (!e.STRIPE_SECRET_KEY) return undefined;
  const missing = [...STRIPE_PRICE_SETTINGS, 'STRIPE_WEBHOOK_SECRET' as const].filter((name) => !e[name]);
  if (missing.length) throw new Error(`Invalid configuration:\n  STRIPE_SECRET_KEY is set, so ${missing.join(', ')} must be too`);
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    api: base && { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol },
    prices: {
      professional: { month: e.STRIPE_PRICE_PROFESSIONAL_MONTHLY!, year: e.STRIPE_PRICE_PROFESSIONAL_ANNUAL! },
      enterprise: { month: e.STRIPE_PRICE_ENTERPRISE_MONTHLY!, year: e.STRIPE_PRICE_ENTERPRISE_ANNUAL! },
    },
  };
}

/** `s3://bucket/some/prefix` → the bucket and a prefix ending in '/' (or ''). */
function s3Settings(e: Env): S3Settings | undefined {
  if (!e.STORAGE_URL) return undefined;
  const [bucket = '', ...folders] = e.STORAGE_URL.slice('s3://'.length).split('/');
  const prefix = folders.filter(Boolean).join('/');
  return {
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export interface SpeechProvider {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
}

export interface VoiceConfig {
  /** Set when a provider model is named; its address or key may still be missing (the routes then say so). */
  speechToText: SpeechProvider | undefined;
  textToSpeech: SpeechProvider | undefined;
  pocketsphinxBin: string;
  pocketsphinxModelDir: string;
  ffmpegBin: string;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // `NAME=` in an env file leaves the setting unset: its default applies (an empty PORT would otherwise be 0).
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustedOrigins: e.TRUSTED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    defaultOrganization: { name: e.ORG_NAME, shortName: e.ORG_SHORT_NAME, dealIdPrefix: e.ORG_DEAL_ID_PREFIX },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL.replace(/\/$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    voice: {
      speechToText: speechProvider(e, e.SPEECH_TO_TEXT_MODEL),
      textToSpeech: speechProvider(e, e.TEXT_TO_SPEECH_MODEL),
      pocketsphinxBin: e.POCKETSPHINX_BIN,
      pocketsphinxModelDir: e.POCKETSPHINX_MODEL_DIR,
      ffmpegBin: e.FFMPEG_BIN,
    },
    inboundSmtp: { port: e.INBOUND_SMTP_PORT, host: e.INBOUND_SMTP_HOST },
    s3: s3Settings(e),
    metricsToken: e.METRICS_TOKEN,
    campaignSendPerMinute: e.CAMPAIGN_SEND_PER_MINUTE,
    jobRetentionDays: e.JOB_RETENTION_DAYS,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    stripe: stripeSettings(e),
    allowOrganizationSignup: e.ALLOW_ORGANIZATION_SIGNUP,
  };
}

function speechProvider(e: Env, model: string | undefined): SpeechProvider | undefined {
  if (!model) return undefined;
  return { baseUrl: (e.SPEECH_BASE_URL ?? e.AI_BASE_URL)?.replace(/\/$/, ''), apiKey: e.SPEECH_API_KEY ?? e.AI_API_KEY, model };
}
