// `npm run storage:migrate`: moves the files of DATA_DIR/storage into the bucket STORAGE_URL names.
import { createStorage } from '../platform/storage.js';
import { localStorageRoot } from '../platform/open-storage.js';
import { openInstall, runCommand } from './cli.js';
import { migrateStorage } from './storage-migrate.js';

await runCommand(async () => {
  const install = await openInstall();
  await install.database.close();
  if (install.storage.kind !== 's3') throw new Error('Set STORAGE_URL (and the S3_* settings) to the bucket the files should move to.');
  const local = createStorage({ root: localStorageRoot(install.config.dataDir), secret: install.authSecret });
  const report = await migrateStorage(local, install.storage, (bucket, key, outcome) => console.log(`  ${outcome === 'copied' ? '→' : '='} ${bucket}/${key}`));
  console.log(`✔ ${report.copied} files copied (${report.bytes} bytes), ${report.skipped} already there; every copy verified by SHA-256.`);
});
