import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeWithModel, ModelProviderError, RESPONSE_JSON_SCHEMA } from './model-provider';

// A fake OpenAI-compatible server on 127.0.0.1: records requests, answers with whatever the test queued.
interface Recorded {
  path: string;
  auth: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; response_format: { type: string; json_schema: { schema: unknown } } };
}
let server: Server;
let baseUrl: string;
const requests: Recorded[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });
}

function completion(content: string) {
  return { id: 'chatcmpl-1', object: 'chat.completion', model: 'fake', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] };
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    requests.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(await readBody(req)) });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const csv = new TextEncoder().encode('Borrower First,Borrower Last,Loan Amt,Rate\nKevin,Williams,135000,13.25%\n');
const config = () => ({ baseUrl, apiKey: 'test-key', model: 'gpt-test' });

describe('model provider (OpenAI-compatible chat completions)', () => {
  it('sends the document with a JSON schema and cleans the validated answer like the embedded engine', async () => {
    reply = {
      status: 200,
      body: completion(
        JSON.stringify({
          documentType: 'Broker Submission Sheet',
          extractedData: { borrower_first_name: 'Kevin', loan_amount: '$135,000', interest_rate: '13.25%', loan_term: '12 months', loan_type: 'Hard Money', favourite_colour: 'blue', borrower_email: '' },
          confidence: { borrower_first_name: 0.9, loan_amount: 0.95, interest_rate: 0.9, loan_term: 0.7, loan_type: 0.4 },
          additionalNotes: '',
          missingFields: ['property_address', 'loan_amount'],
        }),
      ),
    };
    const result = await analyzeWithModel({ bytes: csv, fileName: 'pipeline.csv', declaredType: 'text/csv' }, config());
    const sent = requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer test-key');
    expect(sent.body.model).toBe('gpt-test');
    expect(sent.body.response_format.type).toBe('json_schema');
    expect(sent.body.response_format.json_schema.schema).toEqual(JSON.parse(JSON.stringify(RESPONSE_JSON_SCHEMA)));
    expect(sent.body.messages.at(-1)!.content).toContain('Borrower First | Kevin');
    expect(result.extractedData).toEqual({ borrower_first_name: 'Kevin', loan_amount: '135000', interest_rate: '13.25', loan_term: '12' });
    expect(Object.keys(result.confidence).sort()).toEqual(['borrower_first_name', 'interest_rate', 'loan_amount', 'loan_term']);
    expect(result.missingFields).toEqual(['property_address']);
    expect(result.additionalNotes).toContain('loan_type');
  });

  it('refuses an answer that does not match the schema', async () => {
    reply = { status: 200, body: completion(JSON.stringify({ documentType: 'Term Sheet', extractedData: { loan_amount: 5 } })) };
    await expect(analyzeWithModel({ bytes: csv, fileName: 'a.csv' }, config())).rejects.toBeInstanceOf(ModelProviderError);
  });

  it('reports HTTP failures and non-JSON answers as provider errors', async () => {
    reply = { status: 429, body: { error: { message: 'slow down' } } };
    await expect(analyzeWithModel({ bytes: csv, fileName: 'a.csv' }, config())).rejects.toThrow(/Rate limit/);
    reply = { status: 200, body: completion('I think the loan amount is 135000') };
    await expect(analyzeWithModel({ bytes: csv, fileName: 'a.csv' }, config())).rejects.toThrow(/not JSON/);
  });

  it('reports an unreachable provider without crashing', async () => {
    const error = await analyzeWithModel({ bytes: csv, fileName: 'a.csv' }, { ...config(), baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 2000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelProviderError);
  });
});
