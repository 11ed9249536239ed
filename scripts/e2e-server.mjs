// The server the e2e suite talks to: a fresh embedded database in the folder the suite names (DATA_DIR),
// emptied before and after every run.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ARGS } from './server-command.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('e2e-server.mjs needs DATA_DIR (playwright.config.ts sets it)');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, SERVER_ARGS, {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', HOST: '127.0.0.1' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
