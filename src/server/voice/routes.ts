import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import { RECORDING_MAX_BYTES, SPEECH_TO_TEXT_PER_MINUTE, TEXT_TO_SPEECH_PER_MINUTE } from '../../core/limits.js';
import { speechToTextRequestSchema, speechToTextResponseSchema, textToSpeechRequestSchema, textToSpeechResponseSchema } from '../../core/schemas/voice.js';
import { requireAuth } from '../auth/guard.js';
import { Recognizer } from './recognizer.js';
import { speak, transcribe } from './service.js';

/** Voice is part of talking to the assistant: every member may use it. */
const access = { action: 'use the assistant' } as const;

export async function voiceRoutes(app: FastifyInstance) {
  const { config, database } = app.services;
  const recognizer = new Recognizer(config.voice, path.join(config.dataDir, 'voice-models'));
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Per signed-in user (the session is loaded on request, before this preHandler runs).
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: (request) => request.auth?.userId ?? request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Rate limit exceeded: at most ${context.max} voice requests a minute. Please wait a moment (${context.after}).`,
    }),
  });

  r.post('/api/functions/speech-to-text', {
    config: { access, rateLimit: { max: SPEECH_TO_TEXT_PER_MINUTE, timeWindow: '1 minute' } },
    // A megabyte above the recording limit, so a slightly larger recording hears the recording's own message.
    bodyLimit: Math.ceil(((RECORDING_MAX_BYTES + 1024 * 1024) * 4) / 3),
    schema: { tags: ['functions'], body: speechToTextRequestSchema, response: { 200: speechToTextResponseSchema } },
    handler: async (request) => ({ text: await transcribe(database.db, requireAuth(request), config.voice, recognizer, request.body.audio) }),
  });

  r.post('/api/functions/text-to-speech', {
    config: { access, rateLimit: { max: TEXT_TO_SPEECH_PER_MINUTE, timeWindow: '1 minute' } },
    schema: { tags: ['functions'], body: textToSpeechRequestSchema, response: { 200: textToSpeechResponseSchema } },
    handler: async (request) => ({ audioContent: await speak(config.voice, request.body) }),
  });
}
