// Debian packages the scripts need: installs the missing ones with apt-get when running as root, otherwise
// says which to install and stops.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** @param {{ bin: string, pkg: string }[]} packages */
export function ensureSystemPackages(packages) {
  const missing = packages.filter((p) => !existsSync(p.bin)).map((p) => p.pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`Missing system packages. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`\n✖ apt-get ${args.join(' ')} failed`);
      process.exit(result.status ?? 1);
    }
  }
}

export const CHROMIUM = { bin: '/usr/bin/chromium', pkg: 'chromium' };
export const POPPLER = { bin: '/usr/bin/pdftotext', pkg: 'poppler-utils' };
export const WRK = { bin: '/usr/bin/wrk', pkg: 'wrk' };
export const POCKETSPHINX = { bin: '/usr/bin/pocketsphinx_batch', pkg: 'pocketsphinx' };
export const POCKETSPHINX_EN_US = { bin: '/usr/share/pocketsphinx/model/en-us/en-us', pkg: 'pocketsphinx-en-us' };
export const FFMPEG = { bin: '/usr/bin/ffmpeg', pkg: 'ffmpeg' };
