// How the assistant fixture scores an answer (../shared/fixtures/assistant/README.md "How a benchmark scores").

export type Item = string | { anyOf: string[] };

export interface Expectation {
  askAs: string;
  mustContain?: Item[];
  mustNotContain?: string[];
  requiresConfirmation?: boolean;
  dealRef?: string;
  changes?: Record<string, string | number>;
  asksToChoose?: boolean;
  candidates?: string[];
}

export interface Question {
  id: string;
  category: string;
  question: string;
  /** Earlier messages of the same conversation (follow-ups), sent first in the same session. */
  history?: string[];
  expect: Expectation;
}

export interface AnswerFields {
  response?: string;
  queryType?: string;
  requiresConfirmation?: boolean;
  updatePerformed?: boolean;
  confirmationRequest?: { confirmationId: string; dealInfo: { property_address: string }; updateDescription: string; changes: Record<string, unknown> };
}

const clean = (s: string) =>
  s.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/\s+/g, ' ');
const alnum = /[a-z0-9]/i;

/** Substring match where an item that starts (ends) with a letter or digit may not continue a word. */
export function contains(text: string, item: string): boolean {
  const hay = clean(text);
  const needle = clean(item).trim();
  let at = hay.indexOf(needle);
  while (at !== -1) {
    const before = hay[at - 1];
    const after = hay[at + needle.length];
    const startOk = !alnum.test(needle[0]!) || !before || !alnum.test(before);
    const endOk = !alnum.test(needle.at(-1)!) || !after || !alnum.test(after);
    if (startOk && endOk) return true;
    at = hay.indexOf(needle, at + 1);
  }
  return false;
}

export const scoredText = (a: AnswerFields) =>
  [a.response ?? '', a.confirmationRequest?.dealInfo.property_address ?? '', a.confirmationRequest?.updateDescription ?? ''].join('\n');

/** Fields a person edits; derived figures may accompany a proposal. */
const DERIVED = new Set(['ltv_ratio', 'monthly_payment_calculated']);

export function verdict(q: Question, a: AnswerFields, dealAddress: (ref: string) => string | undefined): { correct: boolean; why: string[] } {
  const text = scoredText(a);
  const why: string[] = [];
  for (const item of q.expect.mustContain ?? []) {
    const options = typeof item === 'string' ? [item] : item.anyOf;
    if (!options.some((o) => contains(text, o))) why.push(`missing ${JSON.stringify(options.length === 1 ? options[0] : options)}`);
  }
  for (const item of q.expect.mustNotContain ?? []) if (contains(text, item)) why.push(`contains forbidden ${JSON.stringify(item)}`);
  if (q.expect.requiresConfirmation) {
    const req = a.confirmationRequest;
    if (!a.requiresConfirmation || !req) why.push('no confirmation request');
    else {
      const address = q.expect.dealRef ? dealAddress(q.expect.dealRef) : undefined;
      if (address && req.dealInfo.property_address !== address) why.push(`proposal for ${req.dealInfo.property_address}, expected ${address}`);
      for (const [field, value] of Object.entries(q.expect.changes ?? {})) {
        const got = req.changes[field];
        const same = typeof value === 'number' ? Number(got) === value : String(got ?? '').toLowerCase() === String(value).toLowerCase();
        if (!same) why.push(`change ${field}=${JSON.stringify(got)}, expected ${JSON.stringify(value)}`);
      }
      for (const field of Object.keys(req.changes)) if (!(field in (q.expect.changes ?? {})) && !DERIVED.has(field)) why.push(`extra change ${field}`);
    }
  }
  if (q.expect.asksToChoose && (a.requiresConfirmation || a.confirmationRequest)) why.push('proposed a change instead of asking which deal');
  if (!q.expect.requiresConfirmation && !q.expect.asksToChoose && a.confirmationRequest && q.category !== 'update_proposal') why.push('unexpected confirmation request');
  if (a.updatePerformed) why.push('performed an update');
  return { correct: why.length === 0, why };
}
