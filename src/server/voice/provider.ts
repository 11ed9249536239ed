// Speech by an OpenAI-compatible provider: POST {base}/audio/transcriptions (multipart: file, model) answering
// { text }, and POST {base}/audio/speech (JSON: model, input, voice, response_format mp3) answering the MP3 bytes.
import type { VOICES } from '../../core/schemas/voice.js';
import type { SpeechProvider } from '../config.js';
import { AppError } from '../platform/errors.js';

const TIMEOUT_MS = 60_000;

/** The spec's voice names as the provider's voices. */
export const PROVIDER_VOICES: Record<(typeof VOICES)[number], string> = {
  Aria: 'nova',
  Sarah: 'shimmer',
  Laura: 'alloy',
  Roger: 'onyx',
  George: 'fable',
  Charlie: 'echo',
};

function configured(provider: SpeechProvider): { baseUrl: string; apiKey: string; model: string } {
  if (!provider.apiKey) throw new AppError('UNAVAILABLE', 'The speech provider API key is not configured: set SPEECH_API_KEY (or AI_API_KEY).');
  if (!provider.baseUrl) throw new AppError('UNAVAILABLE', 'The speech provider address is not configured: set SPEECH_BASE_URL (or AI_BASE_URL).');
  return { baseUrl: provider.baseUrl, apiKey: provider.apiKey, model: provider.model };
}

async function call(provider: SpeechProvider, endpoint: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  const { baseUrl, apiKey } = configured(provider);
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, ...headers },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') throw new AppError('GATEWAY_TIMEOUT', 'The speech provider did not answer in time. Please try again.');
    throw new AppError('BAD_GATEWAY', 'The speech provider could not be reached. Please try again.');
  }
  if (response.ok) return response;
  // The client maps messages that mention an API key or a rate limit to its own toasts (SPEC §8 Voice).
  if (response.status === 401 || response.status === 403) throw new AppError('BAD_GATEWAY', 'The speech provider refused the API key: check SPEECH_API_KEY.');
  if (response.status === 429) throw new AppError('RATE_LIMITED', 'The speech provider rate limit was exceeded. Please wait a moment.', undefined, { retryAfterSeconds: 30 });
  throw new AppError('BAD_GATEWAY', `The speech provider answered ${response.status}. Please try again.`);
}

export async function transcribeWithProvider(provider: SpeechProvider, audio: Buffer, container: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(audio)], { type: `audio/${container}` }), `recording.${container}`);
  form.append('model', configured(provider).model);
  form.append('response_format', 'json');
  const answer = (await (await call(provider, '/audio/transcriptions', form)).json().catch(() => null)) as { text?: unknown } | null;
  if (typeof answer?.text !== 'string') throw new AppError('BAD_GATEWAY', 'The speech provider answered without a transcript.');
  return answer.text.trim();
}

export async function speakWithProvider(provider: SpeechProvider, text: string, voice: (typeof VOICES)[number]): Promise<Buffer> {
  const body = JSON.stringify({ model: configured(provider).model, input: text, voice: PROVIDER_VOICES[voice], response_format: 'mp3' });
  const audio = Buffer.from(await (await call(provider, '/audio/speech', body, { 'content-type': 'application/json' })).arrayBuffer());
  if (!audio.length) throw new AppError('BAD_GATEWAY', 'No audio content received');
  return audio;
}
