// `npm test`: typecheck, lint, unit, integration (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// the web build (and its first-load budgets) and the Chromium e2e suite. Provisions Debian packages it lacks when it can.
import { spawnSync } from 'node:child_process';
import { CHROMIUM, ensureSystemPackages, FFMPEG, POCKETSPHINX, POCKETSPHINX_EN_US, POPPLER } from './system-packages.mjs';

function run(cmd, args) {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

ensureSystemPackages([CHROMIUM, POPPLER, POCKETSPHINX, POCKETSPHINX_EN_US, FFMPEG]);
run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('npx', ['eslint', '.']);
run('npx', ['vitest', 'run', '--project', 'unit']);
run('npx', ['vitest', 'run', '--project', 'integration']);
run('npx', ['vite', 'build', '--logLevel', 'warn']);
// Issue 15's first-load budgets (/auth ≤ 120 KB, dashboard ≤ 200 KB gzipped JavaScript), from a build's manifest.
run('npx', ['tsx', 'bench/first-load.ts', '--check']);
run('npx', ['playwright', 'test']);
console.log('\n✔ all checks passed');
