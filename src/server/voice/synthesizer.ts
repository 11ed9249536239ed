// The embedded text-to-speech engine: espeak-ng compiled to WASM (npm), its 22 kHz WAV encoded to MP3 in JS with
// lamejs. Nothing to install. The 18 MB module is compiled once; each reply gets a fresh instance (espeak's
// command line runs once per instance) — about 0.3-0.6 s on this machine.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Mp3Encoder } from '@breezystack/lamejs';
import ESpeakNg from 'espeak-ng';
import type { VOICES } from '../../core/schemas/voice.js';
import { spokenText } from '../../core/voice/spoken-words.js';

/** The spec's voice names as espeak-ng voices (language + variant). */
export const ESPEAK_VOICES: Record<(typeof VOICES)[number], string> = {
  Aria: 'en-us+f3',
  Sarah: 'en-us+f2',
  Laura: 'en-us+f4',
  Roger: 'en-us+m3',
  George: 'en-gb+m1',
  Charlie: 'en-gb+m3',
};

let compiled: Promise<WebAssembly.Module> | undefined;
const wasmModule = () => {
  // The package's own .wasm beside its .js: resolved from the module, whatever the working directory.
  compiled ??= readFile(path.join(path.dirname(createRequire(import.meta.url).resolve('espeak-ng')), 'espeak-ng.wasm')).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
};

export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

/** 16-bit mono PCM of the WAV espeak-ng writes (its data chunk follows the fmt chunk). */
export function wavPcm(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const sampleRate = view.getUint32(24, true);
  let at = 12;
  while (at + 8 <= wav.length) {
    const id = String.fromCharCode(...wav.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    if (id === 'data') {
      const end = Math.min(wav.length, at + 8 + size);
      const bytes = wav.slice(at + 8, end - ((end - at - 8) % 2));
      return { samples: new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2), sampleRate };
    }
    at += 8 + size + (size % 2);
  }
  return { samples: new Int16Array(0), sampleRate };
}

/** One run of espeak-ng's command line in a fresh instance (its main runs once per instance); what it prints. */
async function espeakRun(args: string[]) {
  const module = await wasmModule();
  const printed: string[] = [];
  const espeak = await ESpeakNg({
    arguments: args,
    print: (line: string) => printed.push(line),
    printErr: () => {},
    instantiateWasm: (imports, done) => {
      void WebAssembly.instantiate(module, imports).then(done);
      return {};
    },
  });
  return { espeak, printed };
}

/**
 * Speech for the text as 16-bit PCM, words per minute as espeak counts them. The text is read as it is said
 * (spokenText: '$3,000,000' → 'three million dollars', 'Eagle Trl' → 'Eagle Trail'), not as espeak would guess.
 */
export async function synthesize(text: string, espeakVoice: string, wordsPerMinute = 165): Promise<Pcm> {
  // '--' ends the options: a reply starting with '-' is still text. Never pass -q (no WAV would be written).
  const { espeak } = await espeakRun(['-v', espeakVoice, '-s', String(wordsPerMinute), '-w', '/tmp/speech.wav', '--', spokenText(text)]);
  return wavPcm(espeak.FS.readFile('/tmp/speech.wav'));
}

/** espeak-ng's US English phonemes of each word (one espeak run for all), for words the dictionary lacks. */
export async function espeakPhonemes(words: string[]): Promise<Map<string, string>> {
  const said = words.filter((w) => /^[a-z]+(?:'[a-z]+)*$/.test(w));
  if (!said.length) return new Map();
  // One word a line, each its own clause: espeak prints one line of phonemes per clause.
  const { printed } = await espeakRun(['-v', 'en-us', '-q', '-x', '--sep= ', '--', said.map((w) => `${w}.`).join('\n')]);
  const lines = printed.map((line) => line.trim()).filter(Boolean);
  return lines.length === said.length ? new Map(said.map((w, i) => [w, lines[i]!])) : new Map();
}

/** A WAV file of the PCM (for the bench and the e2e fake microphone). */
export function wavFile({ samples, sampleRate }: Pcm): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

const MP3_KBPS = 64;
const FRAME = 1152;

export function encodeMp3({ samples, sampleRate }: Pcm): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, MP3_KBPS);
  const parts: Buffer[] = [];
  const add = (frame: ArrayBufferView) => parts.push(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength));
  for (let i = 0; i < samples.length; i += FRAME) add(encoder.encodeBuffer(samples.subarray(i, i + FRAME)));
  add(encoder.flush());
  return Buffer.concat(parts);
}
