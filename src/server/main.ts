// Reads the configuration, opens the database (migrating it), bootstraps a fresh install and serves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { bootstrap, resolveAuthSecret } from './bootstrap.js';
import { loadConfig } from './config.js';
import { openDatabase } from './platform/db/client.js';
import { startSmtpListener } from './email-files/smtp-listener.js';
import { storageRoom } from './plans/usage.js';
import { scheduleDueDigests } from './tasks/digest.js';
import { shutDown } from './platform/lifecycle.js';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db'), poolSize: config.databasePoolSize });
const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));
const app = await buildApp({ config, database, authSecret: resolveAuthSecret(config), webRoot });

const setup = await bootstrap(database.db, app.services.auth, config, app.log);
// The mail listener first: once /api/health answers, mail can be delivered too.
const smtp = config.inboundSmtp.port
  ? await startSmtpListener({
      db: database.db,
      storage: app.services.storage,
      log: app.log,
      keyring: app.services.keyring,
      storageRoom: (organizationId) => storageRoom(database.db, config, organizationId),
      ...config.inboundSmtp,
    })
  : undefined;
if (smtp) app.log.info(`inbound mail: SMTP on ${config.inboundSmtp.host}:${smtp.port}`);
await app.listen({ port: config.port, host: config.host });
await app.services.jobs.start();
const stopDigests = scheduleDueDigests({ db: database.db, mailer: app.services.mailer, publicUrl: config.publicUrl, log: app.log });

if (setup.kind === 'setup_link') {
  const line = '─'.repeat(72);
  console.log(`\n${line}\n  Lender OS is running at ${config.publicUrl}\n\n  No account exists yet. Open this one-time setup link to create the\n  super_admin account of "${config.defaultOrganization.name}":\n\n  ${setup.url}\n${line}\n`);
} else {
  console.log(`\n  Lender OS is running at ${config.publicUrl}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    stopDigests();
    const code = await shutDown({
      lifecycle: app.services.lifecycle,
      connections: app.services.realtime.connections,
      // Jobs first: nothing new is claimed while requests drain, and the running ones finish.
      close: [() => app.services.jobs.stop(), async () => smtp?.close(), () => app.close(), () => database.close()],
      graceSeconds: config.shutdownGraceSeconds,
      log: app.log,
    });
    process.exit(code);
  });
}
