import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('runs with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, databasePoolSize: availableParallelism() * 2 + 1, dataDir: './data' });
  });

  it('takes a database pool size and refuses one that is not a positive whole number, naming the setting', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const bad of ['0', '-3', '2.5', 'lots']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/^Invalid configuration:\n {2}DATABASE_POOL_SIZE: /);
    }
  });
});
