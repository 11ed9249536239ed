// `npm run backup [-- file.tar.gz]`: the database and every stored file of this install in one archive.
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { writeBackup } from './backup.js';
import { openInstall, runCommand } from './cli.js';

await runCommand(async () => {
  const install = await openInstall();
  const file = path.resolve(process.argv[2] ?? path.join('backups', `lender-os-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));
  mkdirSync(path.dirname(file), { recursive: true });
  // The secret generated into DATA_DIR goes with the data it signs and encrypts; one set by AUTH_SECRET stays with the operator.
  const authSecret = install.config.authSecret ? undefined : install.authSecret;
  const manifest = await writeBackup({ db: install.database.db, storage: install.storage, output: createWriteStream(file, { flags: 'wx' }), authSecret });
  await install.database.close();
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`✔ Backup written to ${file}\n  ${manifest.tables.length} tables, ${rows} rows; ${manifest.files.length} files, ${bytes} bytes; checksums in manifest.json`);
});
