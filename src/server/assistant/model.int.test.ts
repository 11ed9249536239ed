import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deals } from '../platform/db/schema.js';
import { createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

// A fake OpenAI-compatible server on 127.0.0.1 that answers with the tool calls and texts the test queues.
interface Sent {
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools: { function: { name: string } }[];
}
let server: Server;
let baseUrl = '';
const sent: Sent[] = [];
let queue: unknown[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });
const message = (m: unknown) => ({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: m }] });
const toolCall = (name: string, args: unknown) => message({ role: 'assistant', content: null, tool_calls: [{ id: `call-${name}`, type: 'function', function: { name, arguments: JSON.stringify(args) } }] });
const text = (content: string) => message({ role: 'assistant', content });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    sent.push(JSON.parse(await readBody(req)));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(queue.shift() ?? text('')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeEachDatabase('the assistant with a model provider', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  let broker: TestUser;
  let dealId = '';
  const ask = (user: TestUser, msg: string) =>
    t.app.inject({ method: 'POST', url: '/api/functions/ai-assistant-rag', headers: { cookie: user.cookie }, payload: { message: msg } });

  beforeAll(async () => {
    t = await createTestApp(driver, { AI_BASE_URL: baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model' });
    officer = await createUser(t, 'loan_officer');
    broker = await createUser(t, 'broker');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deals',
      headers: { cookie: officer.cookie },
      payload: { borrower_name: 'Ann Smith', borrower_type: 'Individual', borrower_first_name: 'Ann', borrower_last_name: 'Smith', property_address: '12 Oak St, Austin, TX 78701', loan_amount: 450000, loan_type: 'Purchase', interest_rate: 10 },
    });
    dealId = res.json().id;
  }, 240_000);
  afterAll(async () => t?.close());

  it('runs the tools the model calls and answers with its words', async () => {
    sent.length = 0;
    queue = [toolCall('search_deals', { stage: 'Structure', mode: 'count' }), text('There is 1 deal in Structure: 12 Oak St.')];
    const res = await ask(officer, 'how many deals are in Structure?');
    expect(res.json().response).toBe('There is 1 deal in Structure: 12 Oak St.');
    expect(sent[0]!.tools.map((tool) => tool.function.name)).toEqual(['search_deals', 'get_deal', 'find_contacts', 'list_tasks', 'propose_update']);
    const toolResult = sent[1]!.messages.find((m) => m.role === 'tool')!;
    expect(toolResult.tool_call_id).toBe('call-search_deals');
    expect(toolResult.content).toMatch(/^1 deal \(in Structure\)/);
  });

  it('keeps the tools within what the caller may see', async () => {
    sent.length = 0;
    queue = [toolCall('get_deal', { reference: '12 Oak St' }), text('I could not find it.')];
    await ask(broker, "what's the loan amount on 12 Oak St?");
    const toolResult = sent[1]!.messages.find((m) => m.role === 'tool')!;
    expect(toolResult.content).toMatch(/couldn't find/);
    expect(toolResult.content).not.toContain('450,000');
  });

  it('turns propose_update into a confirmation request and changes nothing', async () => {
    queue = [toolCall('propose_update', { deal_reference: '12 Oak St', changes: { interest_rate: 10.5 } }), text('Please confirm the new rate.')];
    const res = (await ask(officer, 'set the rate on 12 Oak St to 10.5%')).json();
    expect(res.requiresConfirmation).toBe(true);
    expect(res.confirmationRequest).toMatchObject({ dealInfo: { id: dealId }, changes: { interest_rate: 10.5 } });
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, dealId));
    expect(Number(deal!.interestRate)).toBe(10);
  });
});
