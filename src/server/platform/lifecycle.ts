// Graceful shutdown (SIGTERM from an orchestrator, a deploy, Ctrl-C): readiness turns 503 so a load balancer
// sends nothing new, realtime clients are told to reconnect (to another instance), the listener stops
// accepting while requests in flight finish, then the database closes. A request that outlives the grace
// period does not keep the process alive.
import type { FastifyBaseLogger } from 'fastify';
import { RESTART_CLOSE_CODE, type RealtimeConnection } from './realtime.js';

export interface Lifecycle {
  /** True once shutdown began: /api/ready answers 503. */
  draining: boolean;
}

export const RESTART_CLOSE_REASON = 'The server is restarting. Reconnect.';

export interface ShutdownSteps {
  lifecycle: Lifecycle;
  connections: Set<RealtimeConnection>;
  /** Stops accepting and waits for requests in flight (fastify's close), then the rest in order. */
  close: Array<() => Promise<unknown>>;
  graceSeconds: number;
  log: FastifyBaseLogger;
}

/** Runs the shutdown; resolves with the exit code (1 when the grace period ran out). */
export async function shutDown(steps: ShutdownSteps): Promise<number> {
  steps.lifecycle.draining = true;
  steps.log.info({ graceSeconds: steps.graceSeconds }, 'shutting down: draining requests in flight');
  for (const connection of steps.connections) connection.close(RESTART_CLOSE_CODE, RESTART_CLOSE_REASON);
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      steps.log.warn('shutting down: grace period over, requests still in flight are cut');
      resolve(1);
    }, steps.graceSeconds * 1000);
    timer.unref();
  });
  const finished = (async () => {
    for (const step of steps.close) await step();
    return 0;
  })();
  const code = await Promise.race([finished, outOfTime]);
  clearTimeout(timer);
  return code;
}
