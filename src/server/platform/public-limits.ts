// Public forms (inquiries, borrower updates) take no sign-in and store files: each address may send only
// so many per minute. Registered in the scope of the routes that opt in with `config.rateLimit`.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export const PUBLIC_FORM_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export async function limitPublicForms(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many submissions from your address. Please try again in ${context.after}.`,
    }),
  });
}
