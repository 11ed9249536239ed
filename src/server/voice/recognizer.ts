// The embedded speech-to-text engine: Debian's pocketsphinx with its US English acoustic model, biased toward
// what the caller's organization talks about by a trigram language model of the assistant's command phrasings
// filled with the organization's own words (src/core/voice/vocabulary.ts). The model is keyed by a hash of those
// sentences, so it is rebuilt exactly when the data it is made of changes, and shared by callers who see the same.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildLanguageModel } from '../../core/voice/language-model.js';
import { cmuPronunciation } from '../../core/voice/phonemes.js';
import type { VoiceConfig } from '../config.js';
import { AppError } from '../platform/errors.js';
import { PCM_SAMPLE_RATE, run } from './audio.js';
import { espeakPhonemes } from './synthesizer.js';

export const POCKETSPHINX_INSTALL =
  'Speech-to-text is not available: install the embedded engine with `sudo apt-get install pocketsphinx pocketsphinx-en-us ffmpeg`, or configure a provider with SPEECH_TO_TEXT_MODEL (and SPEECH_BASE_URL / SPEECH_API_KEY or AI_BASE_URL / AI_API_KEY).';

/** The files pocketsphinx loads: a language model and the pronunciations of its words. */
export interface ModelFiles {
  lm: string;
  dict: string;
}

type Pronunciations = Map<string, string[]>;
let dictionary: Promise<Pronunciations> | undefined;

/** CMU dictionary lines by word ('read' → ['read R EH D', 'read(2) R IY D']). */
function loadDictionary(modelDir: string): Promise<Pronunciations> {
  dictionary ??= readFile(path.join(modelDir, 'cmudict-en-us.dict'), 'utf8').then((text) => {
    const map: Pronunciations = new Map();
    for (const line of text.split('\n')) {
      const word = line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');
      if (word) map.set(word, [...(map.get(word) ?? []), line]);
    }
    return map;
  });
  return dictionary;
}

/** Pronunciations espeak-ng made for words the dictionary lacks (one per word, kept for the process). */
const generated: Pronunciations = new Map();

/** The dictionary plus a pronunciation, from espeak-ng's letter-to-sound rules, for every other word of the sentences. */
async function withGeneratedPronunciations(dict: Pronunciations, sentences: string[][]): Promise<Pronunciations> {
  const missing = [...new Set(sentences.flat())].filter((w) => !dict.has(w) && !generated.has(w));
  for (const [word, phonemes] of await espeakPhonemes(missing)) {
    const phones = cmuPronunciation(phonemes);
    if (phones) generated.set(word, [`${word} ${phones}`]);
  }
  return new Map([...dict, ...generated]);
}

export function engineInstalled(voice: VoiceConfig): boolean {
  return existsSync(voice.pocketsphinxBin) && existsSync(voice.ffmpegBin) && existsSync(path.join(voice.pocketsphinxModelDir, 'en-us'));
}

/** Sentences cut at words the dictionary cannot pronounce, so no n-gram spans a word the engine cannot hear. */
export function pronounceable(sentences: string[][], known: (word: string) => boolean): string[][] {
  const out: string[][] = [];
  for (const sentence of sentences) {
    let run: string[] = [];
    for (const word of sentence) {
      if (known(word)) run.push(word);
      else if (run.length) {
        out.push(run);
        run = [];
      }
    }
    if (run.length) out.push(run);
  }
  return out;
}

export class Recognizer {
  private readonly built = new Map<string, Promise<ModelFiles>>();
  constructor(
    private readonly voice: VoiceConfig,
    private readonly modelsDir: string,
  ) {}

  /** The model files for these sentences, built once per distinct set (a handful are kept). */
  async modelFor(sentences: string[][]): Promise<ModelFiles> {
    const key = createHash('sha256').update(JSON.stringify(sentences)).digest('hex').slice(0, 16);
    let files = this.built.get(key);
    if (!files) {
      files = this.build(key, sentences);
      this.built.set(key, files);
      files.catch(() => this.built.delete(key));
      // Keep the newest few: organizations and their outside parties each have one; old versions go.
      for (const old of [...this.built.keys()].slice(0, Math.max(0, this.built.size - 16))) {
        this.built.delete(old);
        void rm(path.join(this.modelsDir, `${old}.lm`), { force: true });
        void rm(path.join(this.modelsDir, `${old}.dict`), { force: true });
      }
    }
    return files;
  }

  private async build(key: string, sentences: string[][]): Promise<ModelFiles> {
    const pronunciations = await withGeneratedPronunciations(await loadDictionary(this.voice.pocketsphinxModelDir), sentences);
    const { arpa, vocabulary } = buildLanguageModel(pronounceable(sentences, (w) => pronunciations.has(w)));
    const files = { lm: path.join(this.modelsDir, `${key}.lm`), dict: path.join(this.modelsDir, `${key}.dict`) };
    await mkdir(this.modelsDir, { recursive: true });
    await writeFile(files.lm, arpa);
    await writeFile(files.dict, vocabulary.flatMap((w) => pronunciations.get(w)!).join('\n') + '\n');
    return files;
  }

  /**
   * The words pocketsphinx hears in 16 kHz mono PCM, with this language model (or its general English one).
   * pocketsphinx_batch decodes a recording as one utterance (the continuous tool restarts the sentence at every
   * pause, losing the model's context); half a second of silence either side lets it settle before the first word.
   */
  async recognize(pcm: Buffer, model: ModelFiles | 'general'): Promise<string[]> {
    return (await this.recognizeAll([pcm], model))[0]!;
  }

  /** Several recordings in one run of the engine (the bench: the models are loaded once). */
  async recognizeAll(recordings: Buffer[], model: ModelFiles | 'general'): Promise<string[][]> {
    if (!engineInstalled(this.voice)) throw new AppError('UNAVAILABLE', POCKETSPHINX_INSTALL);
    const dir = this.voice.pocketsphinxModelDir;
    const files = model === 'general' ? { lm: path.join(dir, 'en-us.lm.bin'), dict: path.join(dir, 'cmudict-en-us.dict') } : model;
    await mkdir(this.modelsDir, { recursive: true });
    const work = await mkdtemp(path.join(this.modelsDir, 'utterance-'));
    const pad = Buffer.alloc(PCM_SAMPLE_RATE);
    try {
      const names = recordings.map((_, i) => `u${i}`);
      await Promise.all(recordings.map((pcm, i) => writeFile(path.join(work, `${names[i]}.raw`), Buffer.concat([pad, pcm, pad]))));
      await writeFile(path.join(work, 'list'), names.join('\n') + '\n');
      await run(this.voice.pocketsphinxBin, [
        '-adcin', 'yes', '-cepdir', work, '-cepext', '.raw', '-ctl', path.join(work, 'list'), '-hyp', path.join(work, 'hyp'),
        '-hmm', path.join(dir, 'en-us'), '-lm', files.lm, '-dict', files.dict, '-samprate', String(PCM_SAMPLE_RATE), '-logfn', '/dev/null',
        // The default language weight (6.5): with every word pronounceable, trusting the small model more (10, 15)
        // forced its frequent words ('loan', 'realty') over what was said (bench/voice.ts, WER 18 % → 33 % at 15).
      ], undefined, 60_000 * Math.max(1, recordings.length));
      const heard = new Map<string, string[]>();
      for (const line of (await readFile(path.join(work, 'hyp'), 'utf8')).split('\n')) {
        const match = /^(.*?)\s*\((u\d+)[^)]*\)\s*$/.exec(line);
        if (match) heard.set(match[2]!, match[1]!.split(/\s+/).filter((w) => w && !w.startsWith('<') && !w.startsWith('[')));
      }
      return names.map((name) => heard.get(name) ?? []);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}
