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
});
