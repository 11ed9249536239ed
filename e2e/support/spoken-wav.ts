// A WAV of a question spoken by the product's own TTS engine (espeak-ng), for Chromium's fake microphone: a
// moment of silence, the question, then silence long enough that the looping fake device does not repeat it
// within a recording.
import { writeFileSync } from 'node:fs';
import { ESPEAK_VOICES, synthesize, wavFile } from '../../src/server/voice/synthesizer';

export async function writeSpokenWav(file: string, text: string): Promise<void> {
  const speech = await synthesize(text, ESPEAK_VOICES.Roger);
  const silence = (seconds: number) => new Int16Array(Math.round(speech.sampleRate * seconds));
  const samples = new Int16Array([...silence(0.3), ...speech.samples, ...silence(8)]);
  writeFileSync(file, wavFile({ samples, sampleRate: speech.sampleRate }));
}
