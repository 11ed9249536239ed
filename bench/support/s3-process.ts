// s3rver in a process of its own (bench/fleet.ts): its work then neither runs on the load generator's event
// loop, where it would hold up the generator's clock and show as server latency, nor goes uncounted in the
// CPU shares. Prints one line of JSON (pid and the storage environment); closes on SIGTERM, or when its
// parent goes away (its standard input ends), so that a bench that crashed leaves no server behind.
import { startS3Server } from '../../src/server/test/s3-server.js';

const [bucket, prefix] = process.argv.slice(2);
const s3 = await startS3Server(bucket);
process.stdout.write(`${JSON.stringify({ pid: process.pid, env: s3.env(prefix) })}\n`);
const close = () => void s3.close().then(() => process.exit(0));
process.once('SIGTERM', close);
process.stdin.on('end', close).resume();
