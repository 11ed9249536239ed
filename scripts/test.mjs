// `npm test`: typecheck, lint, unit, integration (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// the web build and the Chromium e2e suite. Provisions Debian packages it lacks when it can.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_PACKAGES = [
  { bin: '/usr/bin/chromium', pkg: 'chromium' },
  { bin: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];

function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((p) => !existsSync(p.bin)).map((p) => p.pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`Missing system packages. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { DEBIAN_FRONTEND: 'noninteractive' });
}

function run(cmd, args, env = {}) {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

ensureSystemPackages();
run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('npx', ['eslint', '.']);
run('npx', ['vitest', 'run', '--project', 'unit']);
run('npx', ['vitest', 'run', '--project', 'integration']);
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test']);
console.log('\n✔ all checks passed');
