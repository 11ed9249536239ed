// SPEC §7's speech-to-text and text-to-speech functions, shared by the server and the web client.
import { z } from 'zod';
import { DEFAULT_VOICE, SPEECH_TEXT_MAX_CHARS } from '../limits';

/** The voices a reply can be read in; each maps to an espeak-ng voice and a provider voice on the server. */
export const VOICES = ['Aria', 'Sarah', 'Laura', 'Roger', 'George', 'Charlie'] as const;

export const speechToTextRequestSchema = z.object({
  // Its size is checked on the decoded bytes (413), its kind by their magic numbers (415).
  audio: z.string({ error: 'audio is required: the recording as base64.' }),
});
export const speechToTextResponseSchema = z.object({ text: z.string() });

export const textToSpeechRequestSchema = z.object({
  text: z
    .string({ error: 'text is required.' })
    .trim()
    .min(1, 'There is no text to speak.')
    .max(SPEECH_TEXT_MAX_CHARS, `The text is longer than ${SPEECH_TEXT_MAX_CHARS} characters.`),
  voice: z.enum(VOICES, { error: `voice must be one of ${VOICES.join(', ')}.` }).default(DEFAULT_VOICE as (typeof VOICES)[number]),
});
export const textToSpeechResponseSchema = z.object({ audioContent: z.string() });

export type TextToSpeechRequest = z.infer<typeof textToSpeechRequestSchema>;
