// A real S3-compatible server on 127.0.0.1 (s3rver, the S3 REST API over files in a temporary folder) for the
// storage contract tests, the backup round trip and bench/fleet.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/storage-s3.js';

export interface S3TestServer {
  endpoint: string;
  /** Settings of a storage in `bucket` (created at start) under `prefix`. */
  settings(prefix?: string): S3Settings;
  /** The same as environment variables, for a server process. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(bucket = 'lender-os-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'lender-os-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    settings: (prefix = '') => ({ bucket, prefix, endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true }),
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
