// `npm start`: build the web app and compile the server when their sources are newer than the builds, then
// run the compiled server with plain node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { COMPILED_SERVER_ARGS } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/web/index.html');
const compiled = path.join(root, 'dist/server/main.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () =>
  Math.max(newestMtime(path.join(root, 'src/web')), newestMtime(path.join(root, 'src/core')), statSync(path.join(root, 'index.html')).mtimeMs) >
  statSync(built).mtimeMs;

if (!existsSync(built) || sourcesChanged()) {
  console.log('Building the web app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverChanged = () =>
  Math.max(newestMtime(path.join(root, 'src/server')), newestMtime(path.join(root, 'src/core')), statSync(path.join(root, 'package.json')).mtimeMs) >
  statSync(compiled).mtimeMs;

if (!existsSync(compiled) || serverChanged()) {
  console.log('Compiling the server…');
  await buildServer();
}

// The server is a child so that a signal to `npm start` reaches it and its graceful shutdown.
const server = spawn(process.execPath, COMPILED_SERVER_ARGS, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
