// A recording as the server accepts it: audio bytes (checked by their magic numbers, not by what the client
// says), decoded with ffmpeg to the 16 kHz mono 16-bit PCM the recogniser reads, no longer than the limit.
import { spawn } from 'node:child_process';
import { RECORDING_MAX_BYTES, RECORDING_MAX_SECONDS } from '../../core/limits.js';
import { AppError, megabytes } from '../platform/errors.js';

export const PCM_SAMPLE_RATE = 16_000;

/** The container of these bytes when they are audio we decode: WebM/Matroska, Ogg, WAV, MP3, MP4/M4A. */
export function audioContainer(bytes: Buffer): string | undefined {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  return undefined;
}

/** The recording from the request's base64, or the 4xx that says what is wrong with it. */
export function recordingBytes(base64: string): Buffer {
  const body = base64.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(body)) throw new AppError('VALIDATION', 'audio must be base64-encoded audio.');
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0) throw new AppError('VALIDATION', 'No audio data was captured. Please try again.');
  if (bytes.length > RECORDING_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The recording is larger than ${megabytes(RECORDING_MAX_BYTES)}. Please record a shorter message.`);
  }
  if (!audioContainer(bytes)) throw new AppError('UNSUPPORTED_TYPE', 'The recording is not audio (expected WebM/Opus, Ogg, WAV, MP3 or M4A).');
  return bytes;
}

/** Runs a program with stdin, collecting stdout; rejects with its stderr when it fails. */
export function run(bin: string, args: string[], input: Buffer | undefined, timeoutMs = 60_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'], timeout: timeoutMs });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code, signal) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${bin} exited with ${code ?? signal}: ${err.trim()}`))));
    // A program that stops reading early (bad input) closes its stdin: that is its exit code's business.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/** 16 kHz mono s16le PCM of the recording; a recording longer than the limit answers 413. */
export async function decodeToPcm(ffmpegBin: string, bytes: Buffer): Promise<Buffer> {
  let pcm: Buffer;
  try {
    pcm = await run(ffmpegBin, ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-t', String(RECORDING_MAX_SECONDS + 1), '-ac', '1', '-ar', String(PCM_SAMPLE_RATE), '-f', 's16le', 'pipe:1'], bytes);
  } catch {
    throw new AppError('UNPROCESSABLE', 'The recording could not be decoded as audio. Please record again.');
  }
  const seconds = pcm.length / 2 / PCM_SAMPLE_RATE;
  if (seconds > RECORDING_MAX_SECONDS) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The recording is longer than ${RECORDING_MAX_SECONDS / 60} minutes. Please record a shorter message.`);
  }
  if (seconds < 0.1) throw new AppError('UNPROCESSABLE', 'No audio data was captured. Please try again.');
  return pcm;
}
