// Document analysis by an OpenAI-compatible chat model (POST {base}/chat/completions with a JSON-schema
// response format), used when AI_BASE_URL / AI_API_KEY / AI_MODEL are configured. The document is read by the same
// readers as the embedded engine (pdf.js text, OCR, spreadsheet cells) and sent as text; the model's answer is
// validated with the shared zod schema and finalised exactly like the embedded result.
import { AI_EXTRACTION_FIELDS, AI_ACCEPTED_LOAN_TYPES } from '../../core/extraction';
import { documentAnalysisSchema, type DocumentAnalysis } from '../../core/schemas/document-analysis';
import { readDocument, type AnalyzeInput } from './engine';
import { finaliseAnalysis } from './finalise';
import type { DocText } from './layout';
import { DOCUMENT_TYPES } from './classify';

export interface ModelProviderConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Whole request budget; default 60 s. */
  timeoutMs?: number;
}

/** The provider failed (network, HTTP error, unusable answer): the route answers 502, or 504 on timeout. */
export class ModelProviderError extends Error {
  readonly status: 502 | 504;
  constructor(message: string, status: 502 | 504 = 502, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ModelProviderError';
    this.status = status;
  }
}

const EXTRACTED_FIELDS = AI_EXTRACTION_FIELDS.filter((f) => f !== 'notes');
/** Long documents are cut: the deal terms sit in the first pages, and context windows cost money. */
const MAX_PROMPT_CHARS = 60_000;

export const RESPONSE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['documentType', 'extractedData', 'confidence', 'additionalNotes', 'missingFields'],
  properties: {
    documentType: { type: 'string', enum: [...DOCUMENT_TYPES] },
    extractedData: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(EXTRACTED_FIELDS.map((f) => [f, { type: 'string' }])),
    },
    confidence: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(EXTRACTED_FIELDS.map((f) => [f, { type: 'number', minimum: 0, maximum: 1 }])),
    },
    additionalNotes: { type: 'string' },
    missingFields: { type: 'array', items: { type: 'string' } },
  },
} as const;

const SYSTEM_PROMPT = [
  'You extract loan deal data from documents sent to a private real-estate lender.',
  'Answer with JSON only, matching the schema. Include a field only if the document states it; never guess.',
  'Values are strings: money and numbers plain (450000, 1250.5), interest_rate as a number of percent, points as a',
  'number of points, loan_term in months, dates as YYYY-MM-DD, borrower_phone as 10 digits, ein as 9 digits,',
  'names as typed in a form (John McDonald, no middle initial), property_address as "street, City, ST ZIP" with USPS',
  `abbreviations. loan_type is one of: ${AI_ACCEPTED_LOAN_TYPES.join(', ')}. borrower_type is Individual or Entity;`,
  'entity_type is LLC, Corporation, Partnership or Trust; a trust name leaves out its "dated" clause.',
  'property_value is the as-is value, never an after-repair value or a purchase price. Lender, broker, seller,',
  'appraiser and title-company people are never the borrower. confidence gives 0-1 per extracted field.',
  'missingFields lists which of borrower name, property_address, loan_amount, loan_type, property_value,',
  'interest_rate and loan_term the document does not state.',
].join(' ');

/** The document as the model reads it: one line per printed line, cells separated by " | ". */
export function documentPrompt(text: DocText, fileName: string): string {
  const body = text.lines.map((l) => l.cells.map((c) => c.text).join(' | ')).join('\n');
  const cut = body.length > MAX_PROMPT_CHARS ? `${body.slice(0, MAX_PROMPT_CHARS)}\n[…document truncated…]` : body;
  return `File: ${fileName}\nText source: ${text.source}\n\n${cut}`;
}

export async function analyzeWithModel(
  input: AnalyzeInput,
  config: ModelProviderConfig,
  options: { signal?: AbortSignal } = {},
): Promise<DocumentAnalysis> {
  const text = await readDocument(input, { signal: options.signal });
  if (!text.lines.length) {
    return finaliseAnalysis({ documentType: 'Unknown', extractedData: {}, confidence: {}, additionalNotes: text.notes.join(' '), missingFields: [] });
  }
  const answer = await chatCompletion(config, documentPrompt(text, input.fileName), options.signal);
  const parsed = documentAnalysisSchema.safeParse(answer);
  if (!parsed.success) throw new ModelProviderError('The AI model returned an answer in an unexpected format.');
  return finaliseAnalysis({ ...parsed.data, additionalNotes: [parsed.data.additionalNotes, ...text.notes].filter(Boolean).join(' ') });
}

async function chatCompletion(config: ModelProviderConfig, prompt: string, signal?: AbortSignal): Promise<unknown> {
  const message = await requestChatCompletion(
    config,
    {
      temperature: 0,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: prompt },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'document_analysis', schema: RESPONSE_JSON_SCHEMA } },
    },
    signal,
  );
  const content = message.content;
  if (typeof content !== 'string') throw new ModelProviderError('The AI model returned an empty answer.');
  try {
    // Some models wrap JSON in a code fence even when asked for a schema.
    return JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch (error) {
    throw new ModelProviderError('The AI model returned an answer that is not JSON.', 502, { cause: error });
  }
}

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatMessageOut {
  content?: unknown;
  tool_calls?: ChatToolCall[];
}

/** One POST {base}/chat/completions with the model added; the first choice's message, or a ModelProviderError. */
export async function requestChatCompletion(config: ModelProviderConfig, body: Record<string, unknown>, signal?: AbortSignal): Promise<ChatMessageOut> {
  const timeout = AbortSignal.timeout(config.timeoutMs ?? 60_000);
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, ...body }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new ModelProviderError('The AI model did not answer in time.', 504, { cause: error });
    throw new ModelProviderError('The AI model could not be reached.', 502, { cause: error });
  }
  if (!response.ok) {
    const detail = response.status === 429 ? 'Rate limit exceeded. Please wait a moment.' : `HTTP ${response.status}`;
    throw new ModelProviderError(`The AI model refused the request (${detail}).`);
  }
  const answer = (await response.json().catch(() => null)) as { choices?: { message?: ChatMessageOut }[] } | null;
  const message = answer?.choices?.[0]?.message;
  if (!message) throw new ModelProviderError('The AI model returned an empty answer.');
  return message;
}
