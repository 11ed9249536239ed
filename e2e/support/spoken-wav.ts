// A WAV of a question spoken by the product's own TTS engine (espeak-ng), for Chromium's fake microphone: a
// second and a half of silence, so that neither a recorder that starts late nor the browser's noise suppression and
// gain control settling clip the first words, the question, then a minute of silence so that the looping fake
// device cannot repeat the question within a recording, however long a loaded machine keeps it open (CI once
// heard the end of the question, the silence, then its start again: "the underwriting how many deals are we on").
import { writeFileSync } from 'node:fs';
import { ESPEAK_VOICES, synthesize, wavFile } from '../../src/server/voice/synthesizer';

export async function writeSpokenWav(file: string, text: string): Promise<void> {
  const speech = await synthesize(text, ESPEAK_VOICES.Roger);
  const lead = Math.round(speech.sampleRate * 1.5);
  const samples = new Int16Array(lead + speech.samples.length + speech.sampleRate * 60);
  samples.set(speech.samples, lead);
  writeFileSync(file, wavFile({ samples, sampleRate: speech.sampleRate }));
}
