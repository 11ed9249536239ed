import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_TO_TEXT_PER_MINUTE } from '../../core/limits.js';
import { createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';
import { ESPEAK_VOICES, synthesize, wavFile } from './synthesizer.js';

/** What a browser sends: speech synthesised by espeak-ng, encoded as WebM/Opus like MediaRecorder's. */
async function spokenWebm(text: string): Promise<string> {
  const wav = wavFile(await synthesize(text, ESPEAK_VOICES.Aria));
  return execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-ac', '1', '-ar', '48000', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'], { input: wav }).toString('base64');
}
const silenceWav = (seconds: number) => wavFile({ samples: new Int16Array(16_000 * seconds), sampleRate: 16_000 }).toString('base64');
const isMp3 = (b: Buffer) => b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0);

describeEachDatabase('voice with the embedded engines', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  const post = (user: TestUser | undefined, fn: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/functions/${fn}`, headers: user ? { cookie: user.cookie } : {}, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(driver);
    officer = await createUser(t, 'loan_officer');
  }, 240_000);
  afterAll(async () => t?.close());

  it('reads a reply aloud as MP3 in the default voice', async () => {
    const res = await post(officer, 'text-to-speech', { text: 'There are **4 deals** in Underwriting.' });
    expect(res.statusCode).toBe(200);
    const mp3 = Buffer.from(res.json().audioContent, 'base64');
    expect(isMp3(mp3)).toBe(true);
    expect(mp3.length).toBeGreaterThan(5_000);
  });

  it('transcribes a spoken question, biased toward the organization’s own streets', async () => {
    const question = "what's the loan amount on twelve thistle road";
    const before = await post(officer, 'speech-to-text', { audio: await spokenWebm(question) });
    expect(before.statusCode).toBe(200);
    expect(before.json().text).not.toContain('thistle');
    const deal = await t.app.inject({
      method: 'POST',
      url: '/api/deals',
      headers: { cookie: officer.cookie },
      payload: { borrower_name: 'Ann Smith', borrower_type: 'Individual', borrower_first_name: 'Ann', borrower_last_name: 'Smith', property_address: '12 Thistle Rd, Austin, TX 78701', loan_amount: 450000, loan_type: 'Purchase' },
    });
    expect(deal.statusCode).toBe(201);
    const after = await post(officer, 'speech-to-text', { audio: await spokenWebm(question) });
    expect(after.json().text).toMatch(/^what's the loan amount on .*thistle road$/);
    const command = await post(officer, 'speech-to-text', { audio: await spokenWebm('how many deals are in structure') });
    expect(command.json()).toEqual({ text: 'how many deals are in structure' });
  }, 60_000);

  it('refuses what is not a recording with a message', async () => {
    const pdf = await post(officer, 'speech-to-text', { audio: Buffer.from('%PDF-1.7 not audio at all').toString('base64') });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toBe('The recording is not audio (expected WebM/Opus, Ogg, WAV, MP3 or M4A).');
    expect((await post(officer, 'speech-to-text', { audio: '' })).json().error.message).toBe('No audio data was captured. Please try again.');
    expect((await post(officer, 'speech-to-text', { audio: '@@not base64@@' })).statusCode).toBe(400);
    expect((await post(officer, 'speech-to-text', {})).statusCode).toBe(400);
    const broken = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(400, 7)]).toString('base64');
    const undecodable = await post(officer, 'speech-to-text', { audio: broken });
    expect(undecodable.statusCode).toBe(422);
    expect(undecodable.json().error.message).toBe('The recording could not be decoded as audio. Please record again.');
    const long = await post(officer, 'speech-to-text', { audio: silenceWav(125) });
    expect(long.statusCode).toBe(413);
    expect(long.json().error.message).toBe('The recording is longer than 2 minutes. Please record a shorter message.');
    const big = await post(officer, 'speech-to-text', { audio: Buffer.concat([Buffer.from('OggS'), Buffer.alloc(10.5 * 1024 * 1024)]).toString('base64') });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('The recording is larger than 10MB. Please record a shorter message.');
    expect((await post(officer, 'text-to-speech', { text: '   ' })).json().error.message).toBe('There is no text to speak.');
    expect((await post(officer, 'text-to-speech', { text: 'hi', voice: 'Nobody' })).statusCode).toBe(400);
    expect((await post(officer, 'text-to-speech', { text: 'x'.repeat(4001) })).statusCode).toBe(400);
  }, 60_000);

  it('needs a signed-in member', async () => {
    expect((await post(undefined, 'speech-to-text', { audio: silenceWav(1) })).statusCode).toBe(401);
    expect((await post(undefined, 'text-to-speech', { text: 'hello' })).statusCode).toBe(401);
  });

  it('limits recordings per user per minute', async () => {
    const other = await createUser(t, 'loan_officer');
    const notAudio = Buffer.from('plain text, not a recording').toString('base64');
    for (let i = 0; i < SPEECH_TO_TEXT_PER_MINUTE; i++) expect((await post(other, 'speech-to-text', { audio: notAudio })).statusCode).toBe(415);
    const limited = await post(other, 'speech-to-text', { audio: notAudio });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^Rate limit exceeded: at most 20 voice requests a minute\./);
    // Another user is not held back by it.
    expect((await post(officer, 'speech-to-text', { audio: notAudio })).statusCode).toBe(415);
  });
});

describe('voice without pocketsphinx installed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { POCKETSPHINX_BIN: '/nonexistent/pocketsphinx_batch' });
  }, 240_000);
  afterAll(async () => t?.close());

  it('answers 503 naming what to install, and speech still works', async () => {
    const user = await createUser(t, 'loan_officer');
    const res = await t.app.inject({ method: 'POST', url: '/api/functions/speech-to-text', headers: { cookie: user.cookie }, payload: { audio: silenceWav(1) } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toMatch(/^Speech-to-text is not available: install the embedded engine with `sudo apt-get install pocketsphinx pocketsphinx-en-us ffmpeg`/);
    const tts = await t.app.inject({ method: 'POST', url: '/api/functions/text-to-speech', headers: { cookie: user.cookie }, payload: { text: 'Still speaking.' } });
    expect(tts.statusCode).toBe(200);
  });
});

// A fake OpenAI-compatible speech provider on 127.0.0.1 speaking the real wire format.
describe('voice with an OpenAI-compatible provider', () => {
  let server: Server;
  let baseUrl = '';
  let t: TestApp;
  let user: TestUser;
  const seen: { url: string; auth: string; type: string; body: Buffer }[] = [];
  let status = 200;
  const FAKE_MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200, 1)]);

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      seen.push({ url: req.url!, auth: req.headers.authorization ?? '', type: req.headers['content-type'] ?? '', body: await readBody(req) });
      if (status !== 200) {
        res.writeHead(status, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'nope' } }));
      }
      if (req.url === '/v1/audio/transcriptions') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ text: ' What closes this week? ' }));
      }
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(FAKE_MP3);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    t = await createTestApp('pglite', { SPEECH_BASE_URL: baseUrl, SPEECH_API_KEY: 'sk-test', SPEECH_TO_TEXT_MODEL: 'whisper-1', TEXT_TO_SPEECH_MODEL: 'tts-1' });
    user = await createUser(t, 'loan_officer');
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const post = (fn: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/functions/${fn}`, headers: { cookie: user.cookie }, payload });

  it('sends the recording as multipart to /audio/transcriptions', async () => {
    seen.length = 0;
    const res = await post('speech-to-text', { audio: silenceWav(1) });
    expect(res.json()).toEqual({ text: 'What closes this week?' });
    expect(seen[0]!.url).toBe('/v1/audio/transcriptions');
    expect(seen[0]!.auth).toBe('Bearer sk-test');
    expect(seen[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    const body = seen[0]!.body.toString('latin1');
    expect(body).toContain('name="model"\r\n\r\nwhisper-1');
    expect(body).toMatch(/name="file"; filename="recording\.wav"\r\nContent-Type: audio\/wav/);
  });

  it('asks /audio/speech for MP3 in the voice mapped from the spec’s name', async () => {
    seen.length = 0;
    const res = await post('text-to-speech', { text: 'Two deals close this week.' });
    expect(Buffer.from(res.json().audioContent, 'base64')).toEqual(FAKE_MP3);
    expect(JSON.parse(seen[0]!.body.toString())).toEqual({ model: 'tts-1', input: 'Two deals close this week.', voice: 'nova', response_format: 'mp3' });
  });

  it('says when the provider refuses the key or limits the rate', async () => {
    status = 401;
    const refused = await post('text-to-speech', { text: 'hello' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toBe('The speech provider refused the API key: check SPEECH_API_KEY.');
    status = 429;
    const limited = await post('speech-to-text', { audio: silenceWav(1) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('The speech provider rate limit was exceeded. Please wait a moment.');
    status = 200;
  });
});

describe('voice with a provider model but no key', () => {
  it('answers 503 saying the API key is not configured', async () => {
    const t = await createTestApp('pglite', { TEXT_TO_SPEECH_MODEL: 'tts-1' });
    try {
      const user = await createUser(t, 'loan_officer');
      const res = await t.app.inject({ method: 'POST', url: '/api/functions/text-to-speech', headers: { cookie: user.cookie }, payload: { text: 'hello' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('The speech provider API key is not configured: set SPEECH_API_KEY (or AI_API_KEY).');
    } finally {
      await t.close();
    }
  }, 240_000);
});
