// `npm run restore -- file.tar.gz`: brings a backup into an empty install (a new DATA_DIR, database or bucket).
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { restoreBackup } from './backup.js';
import { openInstall, runCommand } from './cli.js';

await runCommand(async () => {
  const file = process.argv[2];
  if (!file || !existsSync(file)) throw new Error('Name the backup to restore: npm run restore -- backups/lender-os-….tar.gz');
  const install = await openInstall();
  const { manifest, authSecret } = await restoreBackup({ db: install.database.db, storage: install.storage, input: createReadStream(file) });
  await install.database.close();
  if (authSecret && !install.config.authSecret) {
    // openInstall generated a secret for the empty install; the restored data was signed with the archived one.
    const secretFile = path.join(install.config.dataDir, 'auth-secret');
    if (!existsSync(secretFile) || readFileSync(secretFile, 'utf8').trim() !== authSecret) writeFileSync(secretFile, authSecret, { mode: 0o600 });
  }
  console.log(`✔ Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${manifest.files.length} files, every checksum verified.`);
  if (!authSecret && !install.config.authSecret) console.log('  The archive holds no auth secret: set AUTH_SECRET to the one the backed-up install used.');
});
