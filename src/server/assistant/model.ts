// The assistant driven by an OpenAI-compatible model (AI_BASE_URL / AI_API_KEY / AI_MODEL): the model calls the same
// tools the embedded engine answers with (search deals, aggregate, get deal, find contacts, list tasks, propose an
// update). The tools read only the caller's Knowledge, so permissions hold whatever the model asks; a proposed
// update comes back as a proposal and still goes through the confirmation card.
import { answer, type Proposal, type Reply } from '../../core/assistant/answer.js';
import type { Knowledge } from '../../core/assistant/knowledge.js';
import { understand, type DealFilter, type GroupKey, type MetricField, type Query } from '../../core/assistant/understand.js';
import { DEAL_STATUSES } from '../../core/deals/form-fields.js';
import { requestChatCompletion, type ModelProviderConfig } from '../documents/model-provider.js';

const MAX_ROUNDS = 5;

const filterProperties = {
  stage: { type: 'string', description: 'pipeline stage name' },
  status: { type: 'string', enum: [...DEAL_STATUSES] },
  loan_type: { type: 'string' },
  state: { type: 'string', description: 'two-letter US state code' },
  officer: { type: 'string', description: "loan officer's name" },
  min_amount: { type: 'number' },
  max_amount: { type: 'number' },
  min_rate: { type: 'number', description: 'percent' },
  max_rate: { type: 'number', description: 'percent' },
  closing_from: { type: 'string', description: 'YYYY-MM-DD' },
  closing_to: { type: 'string', description: 'YYYY-MM-DD' },
};

export const ASSISTANT_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'search_deals',
      description: 'List, count, total, average, median or break down the deals the user may see, filtered.',
      parameters: {
        type: 'object',
        properties: {
          ...filterProperties,
          mode: { type: 'string', enum: ['list', 'count', 'sum', 'average', 'median', 'max', 'min'] },
          metric_field: { type: 'string', enum: ['loan_amount', 'interest_rate', 'ltv_ratio', 'loan_term_months', 'purchase_price'] },
          group_by: { type: 'string', enum: ['stage', 'status', 'loan_type', 'state', 'month', 'officer', 'property_type', 'city'] },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_deal',
      description: "One deal's facts, by address, deal id or borrower name; answers with candidates when several match.",
      parameters: { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    },
  },
  {
    type: 'function',
    function: {
      name: 'find_contacts',
      description: 'Contacts by name, role (Broker, Lender, Escrow Officer, Title Officer, Real Estate Agent, Attorney, Borrower) or company.',
      parameters: { type: 'object', properties: { name: { type: 'string' }, role: { type: 'string' }, company: { type: 'string' } } },
    },
  },
  {
    type: 'function',
    function: {
      name: 'list_tasks',
      description: "Open tasks, optionally only overdue ones, someone's ('me' for the user), due in a period, by priority or of a deal.",
      parameters: {
        type: 'object',
        properties: {
          assignee: { type: 'string' },
          overdue: { type: 'boolean' },
          due_from: { type: 'string' },
          due_to: { type: 'string' },
          priority: { type: 'string', enum: ['low', 'medium', 'high'] },
          deal_reference: { type: 'string' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'propose_update',
      description: 'Propose a change to one deal. Nothing changes until the user confirms it in the app.',
      parameters: {
        type: 'object',
        required: ['deal_reference', 'changes'],
        properties: {
          deal_reference: { type: 'string' },
          changes: {
            type: 'object',
            properties: {
              interest_rate: { type: 'number' },
              loan_amount: { type: 'number' },
              loan_term_months: { type: 'integer' },
              purchase_price: { type: 'number' },
              stage: { type: 'string' },
              status: { type: 'string', enum: [...DEAL_STATUSES] },
              loan_type: { type: 'string' },
              estimated_closing_date: { type: 'string', description: 'YYYY-MM-DD' },
            },
          },
        },
      },
    },
  },
] as const;

type Args = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const peopleNamed = (k: Knowledge, name: string) => k.people.filter((p) => p.name.toLowerCase().includes(name.toLowerCase())).map((p) => p.id);
const range = (min: unknown, max: unknown) => (num(min) === undefined && num(max) === undefined ? undefined : { min: num(min), max: num(max) });

function filterOf(k: Knowledge, a: Args): DealFilter {
  const f: DealFilter = {};
  if (str(a.stage)) f.stages = [str(a.stage)!];
  if (str(a.status)) f.statuses = [str(a.status)!];
  if (str(a.loan_type)) f.loanTypes = [str(a.loan_type)!];
  if (str(a.state)) f.states = [str(a.state)!.toUpperCase()];
  if (str(a.officer)) f.officerIds = peopleNamed(k, str(a.officer)!);
  f.amount = range(a.min_amount, a.max_amount);
  f.rate = range(a.min_rate, a.max_rate);
  if (str(a.closing_from) || str(a.closing_to)) {
    f.closing = { from: str(a.closing_from) ?? '0000-01-01', to: str(a.closing_to) ?? '9999-12-31', label: `between ${str(a.closing_from) ?? 'any date'} and ${str(a.closing_to) ?? 'any date'}` };
  }
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as DealFilter;
}

const emptyQuery = (intent: Query['intent']): Query => ({ intent, filter: {}, named: { ids: [] }, fields: [], mine: false });

/** Runs one tool call against the caller's knowledge; the reply text is what the model reads. */
export function runTool(k: Knowledge, name: string, a: Args): Reply {
  switch (name) {
    case 'search_deals': {
      const mode = str(a.mode) ?? 'list';
      const op = ({ sum: 'sum', average: 'avg', median: 'median', max: 'max', min: 'min' } as const)[mode as 'sum'];
      const q: Query = { ...emptyQuery(a.group_by ? 'breakdown' : op ? 'aggregate' : mode === 'count' ? 'count' : 'list'), filter: filterOf(k, a) };
      if (a.group_by) q.groupBy = str(a.group_by) as GroupKey;
      if (op) q.metric = { op, field: (str(a.metric_field) ?? 'loan_amount') as MetricField };
      return answer(k, q);
    }
    case 'get_deal': {
      const named = understand(str(a.reference) ?? '', k).named;
      return answer(k, { ...emptyQuery('deal'), named });
    }
    case 'find_contacts': {
      const has = (value: string | null, wanted: unknown) => !str(wanted) || (value ?? '').toLowerCase().includes(str(wanted)!.toLowerCase());
      const found = k.contacts.filter((c) => has(c.name, a.name) && has(c.role, a.role) && has(c.company, a.company));
      return { text: found.length ? JSON.stringify(found.map(({ id: _id, ...c }) => c)) : 'No contacts match.', queryType: 'contacts' };
    }
    case 'list_tasks': {
      const assignee = str(a.assignee);
      const due = str(a.due_from) || str(a.due_to) ? { from: str(a.due_from) ?? '0000-01-01', to: str(a.due_to) ?? '9999-12-31', label: 'in that period' } : undefined;
      const q: Query = {
        ...emptyQuery('tasks'),
        named: str(a.deal_reference) ? understand(str(a.deal_reference)!, k).named : { ids: [] },
        tasks: { overdue: a.overdue === true, due, priority: str(a.priority), assigneeIds: assignee ? (assignee === 'me' ? [k.me.id] : peopleNamed(k, assignee)) : undefined },
      };
      return answer(k, q);
    }
    case 'propose_update': {
      const named = understand(str(a.deal_reference) ?? '', k).named;
      const changes = Object.fromEntries(
        Object.entries((a.changes as Args | undefined) ?? {}).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
      );
      return answer(k, { ...emptyQuery('update'), named, changes });
    }
    default:
      return { text: `Unknown tool ${name}.`, queryType: 'chat' };
  }
}

const systemPrompt = (k: Knowledge) =>
  [
    `You are the assistant of a private real-estate lender's operating system. Today is ${k.today}. You speak with ${k.me.name}.`,
    `Pipeline stages: ${k.stages.join(', ')}. Answer only from tool results; never invent deals, figures or people.`,
    'Keep answers short and name the deals you speak of by their street address, keeping the [address](/deals/id) links the tools give.',
    'To change a deal call propose_update: the user then confirms in the app; never claim a change was made.',
    'When a tool lists several candidate deals, ask the user which one they mean.',
  ].join(' ');

/** Asks the model, running its tool calls, until it answers in words (or MAX_ROUNDS pass). */
export async function modelReply(
  config: ModelProviderConfig,
  k: Knowledge,
  message: string,
  history: { role: 'user' | 'assistant'; content: string }[],
): Promise<Reply> {
  const messages: Record<string, unknown>[] = [{ role: 'system', content: systemPrompt(k) }, ...history, { role: 'user', content: message }];
  let proposal: Proposal | undefined;
  let queryType: Reply['queryType'] = 'chat';
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const out = await requestChatCompletion(config, { temperature: 0, messages, tools: ASSISTANT_TOOLS });
    if (!out.tool_calls?.length) {
      const text = typeof out.content === 'string' ? out.content : '';
      return { text, queryType: proposal ? 'update' : queryType, proposal };
    }
    messages.push({ role: 'assistant', content: out.content ?? null, tool_calls: out.tool_calls });
    for (const call of out.tool_calls) {
      let args: Args = {};
      try {
        args = JSON.parse(call.function.arguments || '{}') as Args;
      } catch {
        /* an unreadable argument list runs the tool without arguments */
      }
      const result = runTool(k, call.function.name, args);
      if (result.proposal) proposal = result.proposal;
      queryType = result.queryType;
      messages.push({ role: 'tool', tool_call_id: call.id, content: result.text });
    }
  }
  return { text: proposal ? 'I prepared the change; please confirm it.' : '', queryType, proposal };
}
