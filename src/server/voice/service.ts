// Speech-to-text and text-to-speech for the assistant (SPEC §7): a provider when one is configured, otherwise the
// embedded engines — pocketsphinx biased toward what the caller may see, and espeak-ng.
import { speechText } from '../../core/voice/speech-text.js';
import { transcriptText } from '../../core/voice/transcript.js';
import { vocabularyOf, vocabularySentences } from '../../core/voice/vocabulary.js';
import type { TextToSpeechRequest } from '../../core/schemas/voice.js';
import { loadKnowledge } from '../assistant/knowledge.js';
import type { AuthContext } from '../auth/guard.js';
import type { VoiceConfig } from '../config.js';
import type { AppDatabase } from '../platform/db/client.js';
import { AppError } from '../platform/errors.js';
import { audioContainer, decodeToPcm, recordingBytes } from './audio.js';
import { speakWithProvider, transcribeWithProvider } from './provider.js';
import { engineInstalled, POCKETSPHINX_INSTALL, type Recognizer } from './recognizer.js';
import { encodeMp3, ESPEAK_VOICES, synthesize } from './synthesizer.js';

export async function transcribe(db: AppDatabase, ctx: AuthContext, voice: VoiceConfig, recognizer: Recognizer, audioBase64: string): Promise<string> {
  const bytes = recordingBytes(audioBase64);
  if (voice.speechToText) return transcribeWithProvider(voice.speechToText, bytes, audioContainer(bytes)!);
  if (!engineInstalled(voice)) throw new AppError('UNAVAILABLE', POCKETSPHINX_INSTALL);
  const [pcm, knowledge] = await Promise.all([decodeToPcm(voice.ffmpegBin, bytes), loadKnowledge(db, ctx)]);
  const model = await recognizer.modelFor(vocabularySentences(vocabularyOf(knowledge)));
  return transcriptText(await recognizer.recognize(pcm, model));
}

/** base64 MP3 of the reply read aloud. */
export async function speak(voice: VoiceConfig, { text, voice: name }: TextToSpeechRequest): Promise<string> {
  const spoken = speechText(text);
  if (!spoken) throw new AppError('VALIDATION', 'There is no text to speak.');
  if (voice.textToSpeech) return (await speakWithProvider(voice.textToSpeech, spoken, name)).toString('base64');
  const pcm = await synthesize(spoken, ESPEAK_VOICES[name]);
  if (!pcm.samples.length) throw new AppError('UNPROCESSABLE', 'No audio content received');
  return encodeMp3(pcm).toString('base64');
}
