// How the server process is started, the same for `npm start`, the e2e suite and the benchmarks.
// --max-semi-space-size: at the default 16 MB young generation, the state of requests in flight survives
// scavenges and is copied, then promoted; 32 MB took about a fifth off the CPU of a deals-list request
// (bench/deal-list-read.ts).
export const SERVER_ARGS = ['--max-semi-space-size=32', '--import', 'tsx', 'src/server/main.ts'];
