// First load per route (issue 15): builds the web app with its manifest into .tmp/bench-web and prints the
// gzipped bytes (zlib's default level, as a web server sends them) each route downloads before it draws:
// JavaScript and CSS apart, against the targets (/auth ≤ 120 KB of JavaScript, the dashboard ≤ 200 KB).
// With --check (npm test) it exits 1 when a route misses its target.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, type Manifest } from './support/first-load.js';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.tmp/bench-web');

/** Each route as the router loads it: its lazy modules (SPEC §2's route table, src/web/routes.tsx). */
const ROUTES: { route: string; modules: string[]; targetKb?: number }[] = [
  { route: '/auth', modules: ['src/web/features/auth/auth-page.tsx'], targetKb: 120 },
  { route: '/ (dashboard)', modules: ['src/web/layout/app-layout.tsx', 'src/web/features/dashboard/dashboard-page.tsx'], targetKb: 200 },
  { route: '/deals', modules: ['src/web/layout/app-layout.tsx', 'src/web/features/deals/deals-page.tsx'] },
  { route: '/settings', modules: ['src/web/layout/app-layout.tsx', 'src/web/features/settings/settings-page.tsx'] },
];

const build = spawnSync('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzipped = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('\nfirst load, gzipped (JavaScript + CSS):');
let missed = 0;
for (const { route, modules, targetKb } of ROUTES) {
  const { js, css } = firstLoadFiles(manifest, modules);
  const jsBytes = gzipped(js);
  const met = targetKb === undefined || jsBytes <= targetKb * 1024;
  if (!met) missed++;
  const target = targetKb === undefined ? '' : ` — target ≤ ${targetKb} KB of JavaScript: ${met ? 'met' : 'NOT met'}, ${(jsBytes / (targetKb * 1024) * 100).toFixed(0)} % of it`;
  console.log(`  ${route.padEnd(16)} ${kb(jsBytes).padStart(9)} JS in ${js.length} files + ${kb(gzipped(css))} CSS${target}`);
}
if (process.argv.includes('--check') && missed) {
  console.error(`\n✖ ${missed} route${missed > 1 ? 's miss their' : ' misses its'} first-load target`);
  process.exit(1);
}
