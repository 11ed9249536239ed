// `npm run bench`: every benchmark in bench/, one after the other (they share the machine's two cores).
import { spawnSync } from 'node:child_process';
import { CHROMIUM, ensureSystemPackages, FFMPEG, POCKETSPHINX, POCKETSPHINX_EN_US, POPPLER, WRK } from './system-packages.mjs';

ensureSystemPackages([CHROMIUM, POPPLER, WRK, POCKETSPHINX, POCKETSPHINX_EN_US, FFMPEG]);

const benches = ['bench/first-load.ts', 'bench/deal-create-contention.ts', 'bench/deal-list-read.ts', 'bench/deal-list-scroll.ts', 'bench/extract.ts', 'bench/inbound-mail.ts', 'bench/startup.ts', 'bench/fleet.ts', 'bench/assistant.ts', 'bench/analytics.ts', 'bench/voice.ts', 'bench/pdf-viewer.ts'];
let failed = false;
for (const file of benches) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
