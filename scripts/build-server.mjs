// Compiles the server to plain JavaScript in dist/server (`npm run build`), so that `npm start` runs it with
// node alone: no transpiler at run time. Dependencies stay in node_modules; the SQL migrations and the
// spreadsheet sandbox's worker are laid beside the bundle, where the code looks for them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist/server');

/** The worker registers tsx for its TypeScript imports; bundled, there is nothing left to register. */
const noTsxLoader = {
  name: 'no-tsx-loader',
  setup(b) {
    b.onResolve({ filter: /^tsx\/esm\/api$/ }, () => ({ path: 'tsx', namespace: 'no-tsx' }));
    b.onLoad({ filter: /.*/, namespace: 'no-tsx' }, () => ({ contents: 'export const register = () => undefined;', loader: 'js' }));
  },
};

export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  backup: 'src/server/operations/backup-cli.ts',
  restore: 'src/server/operations/restore-cli.ts',
  'storage-migrate': 'src/server/operations/storage-migrate-cli.ts',
};

export async function buildServer() {
  rmSync(out, { recursive: true, force: true });
  const common = { absWorkingDir: root, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: true, logLevel: 'warning' };
  await build({
    ...common,
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(root, file)])),
    outdir: out,
    splitting: true,
    chunkNames: 'chunk-[hash]',
  });
  await build({ ...common, entryPoints: [path.join(root, 'src/server/documents/sandbox-worker.mjs')], outfile: path.join(out, 'sandbox-worker.mjs'), plugins: [noTsxLoader] });
  cpSync(path.join(root, 'src/server/platform/db/migrations'), path.join(out, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
