// How the server process is started, the same for `npm start`, the e2e suite and the benchmarks.
// --max-semi-space-size: at the default 16 MB young generation, the state of requests in flight survives
// scavenges and is copied, then promoted; 32 MB took about a fifth off the CPU of a deals-list request
// (bench/deal-list-read.ts).
const NODE_FLAGS = ['--max-semi-space-size=32'];
/** From the TypeScript sources through tsx (the e2e suite, development). */
export const SERVER_ARGS = [...NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'];
/** The compiled server of `npm run build` (scripts/build-server.mjs), with plain node: `npm start`. */
export const COMPILED_SERVER_ARGS = [...NODE_FLAGS, '--enable-source-maps', 'dist/server/main.js'];
