import { describe, it, expect } from 'vitest';
import { routeAssistantMessage } from './routing';

const document = { fn: 'ai-assistant', mode: 'document' };
const update = { fn: 'ai-assistant', mode: 'update' };
const data = { fn: 'ai-assistant-rag', mode: 'data' };
const chat = { fn: 'ai-assistant-rag', mode: 'chat' };

describe('routeAssistantMessage', () => {
  it.each(['Analyze this', 'please EXTRACT the terms', 'read the document', 'the PDF I sent', 'see file'])(
    '%s → document',
    (message) => expect(routeAssistantMessage(message)).toEqual(document),
  );

  it.each(['Update the rate', 'change stage to Funded', 'modify the amount', 'set rate to 10', 'edit the loan', 'confirm update abc12345'])(
    '%s → update',
    (message) => expect(routeAssistantMessage(message)).toEqual(update),
  );

  it.each([
    'How many deals are there?',
    'count my deals',
    'total volume',
    'list contacts',
    'show me the deals',
    'find Smith',
    'search for 123 Main',
    'what deals closed',
    'which contacts are brokers',
    'pipeline please',
    'deals in Structure stage',
    'status of HLC-20261122-01',
    'weekly report',
    'analytics',
    'a summary',
    'breakdown by type',
    'overview',
  ])('%s → data', (message) => expect(routeAssistantMessage(message)).toEqual(data));

  it.each(['Hello', 'Good morning, thanks!', ''])('%s → chat', (message) => {
    expect(routeAssistantMessage(message)).toEqual(chat);
  });

  it('applies the first matching rule', () => {
    expect(routeAssistantMessage('update the deal from this document')).toEqual(document);
    expect(routeAssistantMessage('change the status')).toEqual(update);
  });

  it('matches keywords inside words, as the spec says "contains"', () => {
    expect(routeAssistantMessage('when is settlement?')).toEqual(update); // 'set'
    expect(routeAssistantMessage('open my profile')).toEqual(document); // 'file'
    expect(routeAssistantMessage('which account?')).toEqual(data); // 'count'
  });
});
