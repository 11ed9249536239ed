import type { FastifyInstance } from 'fastify';

/** Every feature's routes, registered in one place. */
export async function featureRoutes(_app: FastifyInstance) {}
