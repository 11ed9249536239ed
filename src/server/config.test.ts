import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('runs with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, databasePoolSize: availableParallelism() * 2 + 1, dataDir: './data' });
  });

  it('reads an empty setting as an unset one, so its default applies', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', DATABASE_POOL_SIZE: '', SMTP_URL: '', ORG_DEAL_ID_PREFIX: '' });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, databasePoolSize: availableParallelism() * 2 + 1 });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.defaultOrganization.dealIdPrefix).toBe('LOS');
  });

  it('takes a database pool size and refuses one that is not a positive whole number, naming the setting', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const bad of ['0', '-3', '2.5', 'lots']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/^Invalid configuration:\n {2}DATABASE_POOL_SIZE: /);
    }
  });

  it('reads object storage from STORAGE_URL and the S3 settings, and refuses a URL that names no bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const config = loadConfig({
      STORAGE_URL: 's3://lender-files/prod/east',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'lender-files',
      prefix: 'prod/east/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_URL: 's3://lender-files' }).s3?.prefix).toBe('');
    for (const bad of ['s3://', 'file:///srv/files', 's3://UPPER/x']) {
      expect(() => loadConfig({ STORAGE_URL: bad })).toThrow(/STORAGE_URL: STORAGE_URL must look like s3:\/\/bucket/);
    }
  });

  it('keeps /metrics off without a token and refuses a short one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters/);
  });

  it('runs self-hosted without STRIPE_SECRET_KEY, and wants the webhook secret and every price id with it', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({}).allowOrganizationSignup).toBe(false);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_a' })).toThrow(
      /STRIPE_PRICE_PROFESSIONAL_ANNUAL, STRIPE_PRICE_ENTERPRISE_MONTHLY, STRIPE_PRICE_ENTERPRISE_ANNUAL, STRIPE_WEBHOOK_SECRET must be too/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_pm',
      STRIPE_PRICE_PROFESSIONAL_ANNUAL: 'price_py',
      STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_em',
      STRIPE_PRICE_ENTERPRISE_ANNUAL: 'price_ey',
      ALLOW_ORGANIZATION_SIGNUP: 'true',
    });
    expect(config.stripe?.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(config.stripe?.prices.enterprise).toEqual({ month: 'price_em', year: 'price_ey' });
    expect(config.allowOrganizationSignup).toBe(true);
  });
});
