// What the operations commands share: the configuration, database and storage the server itself would open.
import path from 'node:path';
import { resolveAuthSecret } from '../bootstrap.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../platform/db/client.js';
import { openStorage } from '../platform/open-storage.js';
import type { Storage } from '../platform/storage.js';

export interface Install {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  authSecret: string;
}

/** The embedded database is one process's at a time: stop the server before running these against it. */
export async function openInstall(): Promise<Install> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db'), poolSize: 2 });
  const authSecret = resolveAuthSecret(config);
  return { config, database, storage: openStorage(config, authSecret), authSecret };
}

/** Runs a command, printing its error as one line (no stack) and exiting 1 on failure. */
export async function runCommand(work: () => Promise<void>) {
  try {
    await work();
    process.exit(0);
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exit(1);
  }
}
