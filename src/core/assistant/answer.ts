// Answers a query from what the caller may know: short, precise, naming every deal it speaks of with a link.
// A change is never made here: it comes back as a proposal the person confirms.
import { isDealRecord } from '../deals/deal-note';
import { DEAL_STATUSES } from '../deals/form-fields';
import { addDays, addMonths, monthName } from './dates';
import { otherNames } from './glossary';
import { cityOf, stateOf, streetLine, type Knowledge, type KnownDeal, type KnownParty, type KnownTask } from './knowledge';
import type { DealField } from './lexicon';
import { deltaOf, NEXT_STAGE, PREVIOUS_STAGE, shareOf, shiftOf, type Changes, type Exclusions, type GroupKey, type MetricField, type Query, type Range } from './understand';
import { closeEnough, money, percent, plural } from './text';

export interface Proposal {
  dealId: string;
  propertyAddress: string;
  changes: Record<string, string | number>;
  description: string;
}

export interface Reply {
  text: string;
  queryType: 'data' | 'deal' | 'contacts' | 'tasks' | 'notes' | 'chat' | 'update' | 'clarify' | 'not_found';
  proposal?: Proposal;
}

/** What the assistant can do for this person: staff run the whole book, an outside party asks about their own deals. */
export function capabilities(k: Knowledge): string {
  if (!k.me.staff) {
    return "I can answer questions about the deals you're linked to — their stage, status, loan amount, rate, term and closing date, the contacts on them, their notes and documents — and list your tasks. Try \"what's the status of my loan?\" or \"show me my deals\".";
  }
  return 'I can find deals (by stage, status, loan type, state, borrower, officer, amount, rate or closing date), summarise a deal, look up contacts, break down the pipeline and pull reports, total and average loan amounts, list your tasks and a deal\'s notes and documents, analyse a document, and update a deal once you confirm the change. Try "how many deals are in Underwriting?", "overdue tasks" or "set the rate on 12 Oak St to 10.5%".';
}

const LIST_LIMIT = 25;
/** Past LIST_LIMIT a list goes on in short lines (link, amount, stage), so a long answer still names every deal. */
const SHORT_LIST_LIMIT = 80;

export const dealLink = (d: KnownDeal) => `[${streetLine(d.propertyAddress)}](/deals/${d.id})`;
const personName = (k: Knowledge, id: string | null) => (id ? k.people.find((p) => p.id === id)?.name : undefined);
const rate = (v: number | null) => (v === null ? 'no rate' : percent(v));

const FIELD_LABEL: Record<string, string> = {
  loan_amount: 'loan amount', interest_rate: 'interest rate', loan_term_months: 'term', stage: 'stage', status: 'status',
  loan_type: 'loan type', loan_purpose: 'loan purpose', property_type: 'property type', estimated_closing_date: 'estimated closing date',
  application_date: 'application date', purchase_price: 'property value', ltv_ratio: 'LTV', monthly_payment_calculated: 'monthly payment', per_diem: 'per diem interest',
  officer: 'loan officer', assigned_officer_id: 'loan officer', borrower: 'borrower', borrower_email: 'borrower email', borrower_phone: 'borrower phone', id: 'deal id', address: 'address',
};

/** A deal's LTV to two places, kept even when they are zeros: 66.997 is '67.00%', not a rounder-looking '67%'. */
const ltvText = (v: number) => (Number.isInteger(v) ? `${v}%` : `${v.toFixed(2)}%`);

function fieldValue(k: Knowledge, d: KnownDeal, field: DealField | string): string {
  switch (field) {
    case 'loan_amount': return money(d.loanAmount);
    case 'interest_rate': return rate(d.interestRate);
    case 'loan_term_months': return d.loanTermMonths ? `${d.loanTermMonths} months` : 'not set';
    case 'stage': return d.stage;
    case 'status': return d.status;
    case 'loan_type': return d.loanType;
    case 'loan_purpose': return d.loanPurpose ?? 'not set';
    case 'property_type': return d.propertyType ?? 'not set';
    case 'estimated_closing_date': return d.estimatedClosingDate ?? 'not set';
    case 'application_date': return d.applicationDate;
    case 'purchase_price': return d.purchasePrice === null ? 'not set' : money(d.purchasePrice);
    case 'ltv_ratio': return d.ltvRatio === null ? 'not set' : ltvText(d.ltvRatio);
    case 'monthly_payment_calculated': return d.monthlyPayment === null ? 'not set' : `${money(d.monthlyPayment)} (interest only)`;
    case 'per_diem': return perDiem(d);
    case 'officer': return personName(k, d.officerId) ?? 'not assigned';
    case 'borrower': return d.borrowerName;
    case 'borrower_email': return d.borrowerEmail ?? 'not on file';
    case 'borrower_phone': return d.borrowerPhone ?? 'not on file';
    case 'id': return d.id;
    case 'address': return d.propertyAddress;
    default: return String((d as unknown as Record<string, unknown>)[field] ?? '');
  }
}

/** A day's interest on the deal, on a 360-day year as private lenders count it, with the sum shown. */
function perDiem(d: KnownDeal): string {
  if (d.interestRate === null) return 'not known (no rate is set)';
  return `${money(Math.round(((d.loanAmount * d.interestRate) / 100 / 360) * 100) / 100)} a day (${money(d.loanAmount)} × ${percent(d.interestRate)} ÷ 360 days)`;
}

function summary(k: Knowledge, d: KnownDeal): string {
  const lines = [
    `${dealLink(d)} (${d.id}) — ${d.propertyAddress}`,
    `- Borrower: ${d.borrowerName}${d.entityType ? ` (${d.entityType})` : ''}`,
    `- Loan: ${d.loanType}, ${money(d.loanAmount)} at ${rate(d.interestRate)}${d.loanTermMonths ? ` for ${d.loanTermMonths} months` : ''}`,
    `- Stage: ${d.stage}; status: ${d.status}`,
  ];
  if (d.purchasePrice !== null) lines.push(`- Property value: ${money(d.purchasePrice)}${d.ltvRatio !== null ? ` (LTV ${ltvText(d.ltvRatio)})` : ''}`);
  if (d.propertyType || d.loanPurpose) lines.push(`- ${[d.propertyType, d.loanPurpose && `purpose ${d.loanPurpose}`].filter(Boolean).join(', ')}`);
  if (d.estimatedClosingDate) lines.push(`- Estimated closing: ${d.estimatedClosingDate}`);
  const officer = personName(k, d.officerId);
  if (officer) lines.push(`- Loan officer: ${officer}`);
  // What has happened and what is left: 'what's going on with …', 'any news on …' are answered here too.
  const notes = teamNotes(k, d);
  if (notes.length) lines.push(`- Latest notes: ${notes.slice(0, SUMMARY_NOTES).map((n) => `${n.createdAt.slice(0, 10)}: ${n.text}`).join(' / ')}`);
  const open = k.tasks.filter((t) => t.dealId === d.id && t.status === 'open');
  if (open.length) lines.push(`- Open tasks: ${open.map((t) => `${t.title}${t.dueDate ? ` (due ${t.dueDate})` : ''}`).join('; ')}`);
  const files = k.files.filter((f) => f.dealId === d.id);
  if (files.length) lines.push(`- Documents: ${files.map((f) => f.fileName).join(', ')}`);
  return lines.join('\n');
}

const SUMMARY_NOTES = 3;

const dealLine = (k: Knowledge, d: KnownDeal) =>
  `- ${dealLink(d)} — ${d.borrowerName}, ${money(d.loanAmount)}, ${d.loanType}, ${rate(d.interestRate)}, ${d.stage} (${d.status})${d.estimatedClosingDate ? `, closing ${d.estimatedClosingDate}` : ''}`;

// ------------------------------------------------------------------------------------------------
// Filters

const within = (v: number | null, r?: Range) => !r || (v !== null && (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max));

export function matchingDeals(k: Knowledge, q: Query): KnownDeal[] {
  const f = q.filter;
  const mineIds = q.mine && k.me.staff ? [k.me.id] : undefined;
  return k.deals.filter(
    (d) =>
      (!f.dealIds || f.dealIds.includes(d.id)) &&
      (!f.stages || f.stages.includes(d.stage)) &&
      (!f.statuses || f.statuses.includes(d.status)) &&
      (!f.loanTypes || f.loanTypes.includes(d.loanType)) &&
      (!f.propertyTypes || (d.propertyType !== null && f.propertyTypes.includes(d.propertyType))) &&
      (!f.states || f.states.includes(stateOf(d.propertyAddress) ?? '')) &&
      (!f.cities || f.cities.includes(cityOf(d.propertyAddress) ?? '')) &&
      (!f.borrowerType || d.borrowerType === f.borrowerType) &&
      (!f.entityTypes || (d.entityType !== null && f.entityTypes.includes(d.entityType))) &&
      (!f.officerIds || (d.officerId !== null && f.officerIds.includes(d.officerId))) &&
      (!f.noOfficer || d.officerId === null) &&
      (!f.parties || d.parties.some((p) => (f.parties!.names ? f.parties!.names.includes(p.name) : p.company === f.parties!.company))) &&
      (!mineIds || f.officerIds || (d.officerId !== null && mineIds.includes(d.officerId))) &&
      within(d.loanAmount, f.amount) &&
      within(d.interestRate, f.rate) &&
      within(d.loanTermMonths, f.term) &&
      within(d.ltvRatio, f.ltv) &&
      within(d.purchasePrice, f.value) &&
      (!f.closing || (d.estimatedClosingDate !== null && d.estimatedClosingDate >= f.closing.from && d.estimatedClosingDate <= f.closing.to)) &&
      (!f.applied || (d.applicationDate >= f.applied.from && d.applicationDate <= f.applied.to)) &&
      !excluded(d, f.exclude),
  );
}

/** True when the deal has a value the message ruled out ('not funded', 'excluding TX'). */
function excluded(d: KnownDeal, x: Exclusions | undefined): boolean {
  if (!x) return false;
  return Boolean(x.stages?.includes(d.stage) || x.statuses?.includes(d.status) || x.loanTypes?.includes(d.loanType) || x.states?.includes(stateOf(d.propertyAddress) ?? ''));
}

const rounded = (v: number) => Math.round(v * 1000) / 1000;
/** A bound that leaves its figure out ('sub 11', 'over 500k') is told so: 'under 11%', not '11% or less'. */
const strict = (v: number) => v !== rounded(v);
const rangeText = (r: Range, show: (v: number) => string) =>
  r.min !== undefined && r.max !== undefined
    ? r.min === r.max ? `of ${show(r.min)}` : `between ${show(r.min)} and ${show(r.max)}`
    : r.min !== undefined
      ? strict(r.min) ? `over ${show(rounded(r.min))}` : `of ${show(r.min)} or more`
      : strict(r.max!) ? `under ${show(rounded(r.max!))}` : `of ${show(r.max!)} or less`;

/** The filter in words: 'status Active, loan type Fix & Flip, in TX'. */
export function describeFilter(k: Knowledge, q: Query): string {
  const f = q.filter;
  const parts: string[] = [];
  if (f.statuses) parts.push(`status ${f.statuses.join(' or ')}`);
  if (f.stages) parts.push(`in ${f.stages.join(' or ')}`);
  if (f.loanTypes) parts.push(f.loanTypes.join(' or '));
  if (f.propertyTypes) parts.push(f.propertyTypes.join(' or '));
  if (f.entityTypes) parts.push(`${f.entityTypes.join(' or ')} borrowers`);
  else if (f.borrowerType) parts.push(`${f.borrowerType.toLowerCase()} borrowers`);
  if (f.states) parts.push(`in ${f.states.join(' or ')}`);
  const x = f.exclude;
  if (x) parts.push(...[x.statuses, x.stages, x.loanTypes, x.states].filter((v): v is string[] => Boolean(v?.length)).map((v) => `not ${v.join(' or ')}`));
  if (f.cities) parts.push(`in ${f.cities.join(' or ')}`);
  if (f.parties) parts.push(`with ${f.parties.names?.join(' or ') ?? f.parties.company}`);
  if (f.officerIds) parts.push(`assigned to ${f.officerIds.map((id) => personName(k, id) ?? id).join(' or ')}`);
  else if (f.noOfficer) parts.push('with no loan officer');
  else if (q.mine && k.me.staff) parts.push('assigned to you');
  if (f.amount) parts.push(`loan amount ${rangeText(f.amount, money)}`);
  if (f.rate) parts.push(`rate ${rangeText(f.rate, (v) => percent(v))}`);
  if (f.term) parts.push(`term ${rangeText(f.term, (v) => `${v} months`)}`);
  if (f.ltv) parts.push(`LTV ${rangeText(f.ltv, (v) => percent(v, 2))}`);
  if (f.value) parts.push(`property value ${rangeText(f.value, money)}`);
  if (f.closing) parts.push(`closing ${f.closing.label}`);
  if (f.applied) parts.push(`applied ${f.applied.label}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

// ------------------------------------------------------------------------------------------------
// Answers

export function answer(k: Knowledge, q: Query): Reply {
  switch (q.intent) {
    case 'greeting':
      return { text: `${q.salutation ?? 'Hi'}! How can I help? ${capabilities(k)}`, queryType: 'chat' };
    case 'thanks':
      return { text: "You're welcome — happy to help! Anything else I can look up for you?", queryType: 'chat' };
    case 'define':
      return { text: q.explanation!, queryType: 'chat' };
    case 'whoami':
      return { text: `You're signed in as ${k.me.name} (${k.me.role.replace(/_/g, ' ')}). ${k.me.staff ? `You can see all ${plural(k.deals.length, 'deal')} of the organization.` : `You can see the ${plural(k.deals.length, 'deal')} you're linked to.`}`, queryType: 'chat' };
    case 'today':
      return { text: `Today is ${k.today}.`, queryType: 'chat' };
    case 'farewell':
      return { text: 'Goodbye! Your conversation is saved here whenever you need me again.', queryType: 'chat' };
    case 'help':
      return { text: `${q.salutation ? `${q.salutation}! ` : ''}I'm your Lender OS assistant, and I'm here and working on your own data. ${capabilities(k)}`, queryType: 'chat' };
    case 'tasks':
      return tasksAnswer(k, q);
    case 'contacts':
      return contactsAnswer(k, q);
    case 'update':
      return updateAnswer(k, q);
    case 'notes':
      if (!q.named.ids.length && !q.named.text) return bookNotes(k, q);
      return oneDeal(k, q, (d) => notesAnswer(k, q, d));
    case 'deal':
    case 'files':
      return oneDeal(k, q, (d) => (q.intent === 'files' ? filesAnswer(k, q, d) : dealAnswer(k, q, d)));
    case 'unknown':
      if (q.filter.unknownName) return notFound(q);
      // Outside what the data can answer: say so, and what it can do instead.
      return { text: `I can only help with what's in your lending data, and I didn't find a question about it there. ${capabilities(k)}`, queryType: 'chat' };
    default:
      return dealsAnswer(k, q);
  }
}

/** Fields a deal's line does not already show: a list asked for them ('who is my LO') shows them too. */
const LINE_FIELDS = new Set<DealField>(['loan_amount', 'interest_rate', 'loan_type', 'stage', 'status', 'estimated_closing_date', 'borrower', 'address', 'id']);

/** Deals one a line: in full up to LIST_LIMIT, then in short lines up to SHORT_LIST_LIMIT, then a count of the rest. */
function dealListing(k: Knowledge, sorted: KnownDeal[], asked: DealField[] = []): string {
  const more = [...new Set(asked)].filter((f) => !LINE_FIELDS.has(f));
  const full = sorted.slice(0, LIST_LIMIT).map((d) => `${dealLine(k, d)}${more.map((f) => `, ${FIELD_LABEL[f]} ${fieldValue(k, d, f)}`).join('')}`);
  const short = sorted.slice(LIST_LIMIT, SHORT_LIST_LIMIT).map((d) => `- ${dealLink(d)} — ${money(d.loanAmount)}, ${d.stage} (${d.status})`);
  const rest = sorted.length - full.length - short.length;
  return [...full, ...short].join('\n') + (rest > 0 ? `\n…and ${rest} more.` : '');
}

function notFound(q: Query): Reply {
  const what = q.intent === 'tasks' ? 'deals or tasks' : q.intent === 'contacts' || q.intent === 'unknown' ? 'deals or contacts' : 'deals';
  const asked = q.filter.unknownName ?? q.named.text ?? '';
  // An address is not repeated back: to an outside party it could confirm a deal they may not see.
  const shown = /^\d/.test(asked) ? 'that address' : `"${asked}"`;
  return { text: `I couldn't find any ${what} matching ${shown} among the ${what} you can see.`, queryType: 'not_found' };
}

function choose(k: Knowledge, q: Query, what: string): Reply {
  const deals = q.named.ids.map((id) => k.deals.find((d) => d.id === id)!).filter(Boolean);
  return {
    text: `I found ${deals.length} deals that could be ${what}. Which one do you mean?\n${deals.map((d) => dealLine(k, d)).join('\n')}`,
    queryType: 'clarify',
  };
}

/** Filters that describe a deal ('the Charlotte purchase deal', 'our Orlando construction loan'). */
const DESCRIBING = ['stages', 'statuses', 'loanTypes', 'propertyTypes', 'states', 'cities', 'entityTypes', 'officerIds', 'parties'] as const;
/** A description matching more deals than this is no way of naming one: the person is asked to name it. */
const MOST_CHOICES = 8;

function oneDeal(k: Knowledge, q: Query, then: (d: KnownDeal) => Reply): Reply {
  if (q.named.ids.length > 1) return choose(k, q, q.named.text ? `"${q.named.text}"` : 'meant');
  const deal = k.deals.find((d) => d.id === q.named.ids[0]);
  if (deal) return then(deal);
  if (q.named.text || q.filter.unknownName) return notFound(q);
  // A deal named by what sets it apart: the one it fits, or a question listing those it could be.
  const described = DESCRIBING.some((key) => q.filter[key]) ? matchingDeals(k, q) : [];
  if (described.length === 1) return then(described[0]!);
  if (described.length > 1 && described.length <= MOST_CHOICES) return choose(k, { ...q, named: { ids: described.map((d) => d.id) } }, 'meant');
  return { text: 'Which deal do you mean? Name it by its address, borrower or deal id.', queryType: 'clarify' };
}

function dealAnswer(k: Knowledge, q: Query, d: KnownDeal): Reply {
  if (q.partyRole === '*') {
    if (!d.parties.length) return { text: `No contacts are linked to ${dealLink(d)}.`, queryType: 'deal' };
    return { text: `Contacts on ${dealLink(d)}:\n${d.parties.map((p) => `- ${p.name} — ${p.role}${p.company ? ` at ${p.company}` : ''}${p.phone ? `, ${p.phone}` : ''}${p.email ? `, ${p.email}` : ''}`).join('\n')}`, queryType: 'deal' };
  }
  if (q.partyRole) {
    const parties = d.parties.filter((p) => p.role === q.partyRole);
    if (!parties.length) return { text: `No ${q.partyRole.toLowerCase()} is linked to ${dealLink(d)}.`, queryType: 'deal' };
    const who = parties.map((p) => `${p.name}${p.company ? ` (${p.company})` : ''}${p.phone ? `, ${p.phone}` : ''}${p.email ? `, ${p.email}` : ''}`).join('; ');
    return { text: `The ${q.partyRole.toLowerCase()} on ${dealLink(d)} is ${who}.`, queryType: 'deal' };
  }
  const fields = q.fields.filter((f) => f !== 'address' || q.fields.length === 1);
  if (!fields.length) return { text: summary(k, d), queryType: 'deal' };
  const parts = [...new Set(fields)].map((f) => `the ${FIELD_LABEL[f]} is ${fieldValue(k, d, f)}`);
  const extra = fields.includes('stage') && !fields.includes('status') ? ` (status ${d.status})` : fields.includes('status') && !fields.includes('stage') ? ` (stage ${d.stage})` : '';
  return { text: `On ${dealLink(d)} (${d.borrowerName}), ${parts.join('; ')}${extra}.${notesSaying(k, q, d)}`, queryType: 'deal' };
}

const stem = (w: string) => (w.length > 4 ? w.slice(0, 4) : w);

/** The deal's notes that hold a word the question asks about ('did escrow confirm the earnest money'), newest first. */
function notesSaying(k: Knowledge, q: Query, d: KnownDeal): string {
  const own = new Set(`${d.borrowerName} ${d.propertyAddress}`.toLowerCase().split(/[^a-z]+/));
  // A term of several words ('earnest money') is looked for as written; a single word by its stem.
  const phrases = (q.terms ?? []).filter((t) => t.includes(' '));
  const terms = new Set((q.terms ?? []).filter((t) => !t.includes(' ') && !own.has(t)).map(stem));
  if (!terms.size && !phrases.length) return '';
  const holds = (text: string) => {
    const lower = text.toLowerCase().replace(/-/g, ' ');
    return lower.split(/[^a-z]+/).some((w) => w.length >= 3 && terms.has(stem(w))) || phrases.some((p) => lower.includes(p));
  };
  const notes = k.notes
    .filter((n) => n.dealId === d.id && holds(n.text))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, SUMMARY_NOTES);
  return notes.length ? `\nFrom the notes:\n${notes.map((n) => `- ${n.createdAt.slice(0, 10)}: ${n.text}`).join('\n')}` : '';
}

/** A deal's notes written by people, newest first: the record made when the deal was created is no note of theirs. */
function teamNotes(k: Knowledge, d: KnownDeal) {
  return k.notes.filter((n) => n.dealId === d.id && !(n.createdBy === 'System' && isDealRecord(n.text))).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function notesAnswer(k: Knowledge, q: Query, d: KnownDeal): Reply {
  const notes = teamNotes(k, d);
  if (!notes.length) return { text: `There are no notes on ${dealLink(d)}.`, queryType: 'notes' };
  const shown = q.latest ? notes.slice(0, 1) : notes;
  return {
    text: `${notes.length === 1 ? 'The note' : `${plural(notes.length, 'note')}, newest first,`} on ${dealLink(d)}:\n${shown.map((n) => `- ${n.createdAt.slice(0, 10)} (${n.createdBy}): ${n.text}`).join('\n')}`,
    queryType: 'notes',
  };
}

const NOTES_SHOWN = 15;

/** Words that tell what happened to a thing, not the thing ('a rate lock extension request', 'appraisal result'). */
const EVENT_WORDS = new Set(['asked', 'ask', 'asks', 'wants', 'wanted', 'a', 'an', 'the', 'of', 'for', 'and', 'or', 'to', 'any', 'some', 'request', 'requests', 'requested', 'result', 'results', 'received', 'update', 'updates', 'issue', 'issues', 'info', 'news', 'problem', 'problems', 'question', 'questions', 'item', 'items']);

/**
 * A note holds the term asked for: word for word, or every word of it that names a thing, by its stem
 * ('rate lock extension request' is 'Borrower asked to extend the rate lock').
 */
export function noteHolds(note: string, term: string): boolean {
  const text = note.toLowerCase();
  if (text.includes(term)) return true;
  const wordsOf = (s: string) => s.replace(/['’]s\b/g, '').split(/[^a-z0-9$]+/).filter(Boolean);
  // Typos on either side ('rseult', a 'lock' read as 'look') still match, by edit distance.
  const wanted = wordsOf(term).filter((w) => ![...EVENT_WORDS].some((e) => closeEnough(w, e)));
  const held = wordsOf(text);
  return wanted.length > 0 && wanted.every((w) => held.some((h) => stem(h) === stem(w) || closeEnough(w, h)));
}

/** Notes of every deal the person may see that the question's filters keep, newest first; a term narrows them. */
function bookNotes(k: Knowledge, q: Query): Reply {
  const deals = new Map(matchingDeals(k, q).map((d) => [d.id, d]));
  const term = q.noteTerm?.trim();
  // 'notes mentioning EMD' finds 'earnest money' too.
  const sought = term ? [term, ...otherNames(term)] : [];
  const notes = k.notes
    .filter((n) => deals.has(n.dealId) && (!term || sought.some((t) => noteHolds(n.text, t))))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const what = `${term ? ` mentioning "${term}"` : ''}${describeFilter(k, q)}`;
  if (!notes.length) return { text: `I couldn't find any notes${what}.`, queryType: 'notes' };
  const shown = notes.slice(0, q.latest ? 5 : NOTES_SHOWN);
  return {
    text: `${plural(notes.length, 'note')}${what}, newest first:\n${shown.map((n) => `- ${dealLink(deals.get(n.dealId)!)} ${n.createdAt.slice(0, 10)}: ${n.text}`).join('\n')}${notes.length > shown.length ? `\n…and ${notes.length - shown.length} more.` : ''}`,
    queryType: 'notes',
  };
}

function filesAnswer(k: Knowledge, q: Query, d: KnownDeal): Reply {
  const files = k.files.filter((f) => f.dealId === d.id);
  if (!files.length) return { text: `There are no documents on ${dealLink(d)} yet.${notesSaying(k, q, d)}`, queryType: 'notes' };
  return { text: `${plural(files.length, 'document')} on ${dealLink(d)}:\n${files.map((f) => `- ${f.fileName}`).join('\n')}`, queryType: 'notes' };
}

function dealsAnswer(k: Knowledge, q: Query): Reply {
  if (q.filter.unknownName && !q.named.ids.length) return notFound(q);
  const deals = matchingDeals(k, q);
  const described = describeFilter(k, q);
  if (q.intent === 'breakdown') return breakdown(k, q, deals, described);
  if (q.intent === 'aggregate' && q.metric) return aggregate(k, q, deals, described);
  if (!deals.length) {
    return { text: q.intent === 'count' ? `0 deals${described}: there are no deals matching that.` : `There are no deals matching that${described}.`, queryType: 'data' };
  }
  const sorted = [...deals].sort((a, b) => b.loanAmount - a.loanAmount);
  const listing = dealListing(k, sorted, q.fields);
  if (q.intent === 'count') {
    const total = deals.reduce((s, d) => s + d.loanAmount, 0);
    // 'what % of deals are in UW': the count as a share of every deal the person can see.
    const share = q.share && k.deals.length ? ` That is ${percent((100 * deals.length) / k.deals.length, 1)} of the ${k.deals.length} deals you can see.` : '';
    return { text: `${plural(deals.length, 'deal')}${described}, ${money(total)} in total.${share}${deals.length <= 10 ? `\n${listing}` : ''}`, queryType: 'data' };
  }
  // 'what did we fund in October': a list of several deals also says what they add up to.
  const total = deals.length > 1 ? `, ${money(deals.reduce((s, d) => s + d.loanAmount, 0))} in total` : '';
  return { text: `I found ${plural(deals.length, 'deal')}${described}${total}:\n${listing}`, queryType: 'data' };
}

const METRIC_LABEL: Record<MetricField, string> = {
  loan_amount: 'loan amount', interest_rate: 'interest rate', ltv_ratio: 'LTV', loan_term_months: 'term', purchase_price: 'property value',
};

/** Amounts add up across deals; rates, LTVs and terms do not. */
const SUMMABLE = new Set<MetricField>(['loan_amount', 'purchase_price']);

function metricOf(d: KnownDeal, field: MetricField): number | null {
  return field === 'loan_amount' ? d.loanAmount : field === 'interest_rate' ? d.interestRate : field === 'ltv_ratio' ? d.ltvRatio : field === 'loan_term_months' ? d.loanTermMonths : d.purchasePrice;
}

const showMetric = (field: MetricField, v: number) =>
  field === 'interest_rate' ? percent(v, 3) : field === 'ltv_ratio' ? percent(v, 2) : field === 'loan_term_months' ? `${Number(v.toFixed(1))} months` : money(v);

function aggregate(k: Knowledge, q: Query, deals: KnownDeal[], described: string): Reply {
  const { op, field, limit } = q.metric!;
  const valued = deals.filter((d) => metricOf(d, field) !== null);
  if (!valued.length) return { text: `There are no deals matching that${described}.`, queryType: 'data' };
  const label = METRIC_LABEL[field];
  if (op === 'sum' && SUMMABLE.has(field)) {
    const total = valued.reduce((s, d) => s + metricOf(d, field)!, 0);
    return { text: `The total ${label === 'loan amount' ? 'loan volume' : label} of ${plural(valued.length, 'deal')}${described} is ${money(total)}.`, queryType: 'data' };
  }
  if (op === 'avg' || op === 'sum') {
    const avg = valued.reduce((s, d) => s + metricOf(d, field)!, 0) / valued.length;
    // Rates, LTVs and terms do not add up across deals: a 'total' of them is answered with their average.
    const lead = op === 'sum' ? `${label === 'LTV' ? 'LTVs' : `${label[0]!.toUpperCase()}${label.slice(1)}s`} do not add up across deals. ` : '';
    const shown = field === 'interest_rate' ? (percent(avg, 2) === percent(avg, 3) ? percent(avg, 2) : `${percent(avg, 2)} (${percent(avg, 3)})`) : field === 'loan_amount' || field === 'purchase_price' ? (Number.isInteger(Math.round(avg * 100) / 100) ? money(avg) : `${money(Math.round(avg * 100) / 100)} (about ${money(Math.round(avg))})`) : showMetric(field, avg);
    return { text: `${lead}The average ${label} across ${plural(valued.length, 'deal')}${described} is ${shown}.`, queryType: 'data' };
  }
  if (op === 'median') {
    const figures = valued.map((d) => metricOf(d, field)!).sort((a, b) => a - b);
    const middle = Math.floor(figures.length / 2);
    const median = figures.length % 2 ? figures[middle]! : (figures[middle - 1]! + figures[middle]!) / 2;
    return { text: `The median ${label} across ${plural(valued.length, 'deal')}${described} is ${showMetric(field, median)}.`, queryType: 'data' };
  }
  const sorted = [...valued].sort((a, b) => (op === 'max' ? metricOf(b, field)! - metricOf(a, field)! : metricOf(a, field)! - metricOf(b, field)!));
  const n = Math.min(limit ?? 1, sorted.length);
  const word = op === 'max' ? (field === 'loan_amount' ? 'largest' : 'highest') : field === 'loan_amount' ? 'smallest' : 'lowest';
  if (n === 1) {
    const top = sorted[0]!;
    const ties = sorted.filter((d) => metricOf(d, field) === metricOf(top, field));
    return {
      text: `The ${word} ${label}${described} is ${showMetric(field, metricOf(top, field)!)}: ${ties.map((d) => `${dealLink(d)} (${d.borrowerName}, ${money(d.loanAmount)}, ${d.stage})`).join('; ')}.`,
      queryType: 'data',
    };
  }
  return { text: `The ${n} ${word} by ${label}${described}:\n${sorted.slice(0, n).map((d) => `${dealLine(k, d)} — ${label} ${showMetric(field, metricOf(d, field)!)}`).join('\n')}`, queryType: 'data' };
}

function groupOf(k: Knowledge, d: KnownDeal, key: GroupKey): string {
  switch (key) {
    case 'stage': return d.stage;
    case 'status': return d.status;
    case 'loan_type': return d.loanType;
    case 'state': return stateOf(d.propertyAddress) ?? 'Unknown';
    case 'city': return cityOf(d.propertyAddress) ?? 'Unknown';
    case 'property_type': return d.propertyType ?? 'Not set';
    case 'officer': return personName(k, d.officerId) ?? 'Unassigned';
    case 'borrower_type': return d.borrowerType === 'Entity' ? 'Entity' : 'Individual';
    case 'term': return d.loanTermMonths ? `${d.loanTermMonths} months` : 'No term';
    case 'purpose': return d.loanPurpose ?? 'Not set';
    case 'month': return d.estimatedClosingDate ? `${monthName(Number(d.estimatedClosingDate.slice(5, 7)) - 1)} ${d.estimatedClosingDate.slice(0, 4)}` : 'No closing date';
  }
}

function breakdown(k: Knowledge, q: Query, deals: KnownDeal[], described: string): Reply {
  const key = q.groupBy ?? 'stage';
  const groups = new Map<string, { count: number; volume: number; metric: number; sort: string }>();
  const average = q.metric?.op === 'avg' ? q.metric.field : undefined;
  for (const d of deals) {
    const g = groupOf(k, d, key);
    const entry = groups.get(g) ?? { count: 0, volume: 0, metric: 0, sort: key === 'month' ? d.estimatedClosingDate ?? '9999' : key === 'term' ? String(d.loanTermMonths ?? 9999).padStart(4, '0') : '' };
    entry.count++;
    entry.volume += d.loanAmount;
    entry.metric += metricOf(d, q.metric?.field ?? 'loan_amount') ?? 0;
    groups.set(g, entry);
  }
  const order = key === 'stage' ? k.stages : key === 'status' ? [...DEAL_STATUSES] : undefined;
  const rows = [...groups.entries()].sort(([a, x], [b, y]) =>
    order ? (order.indexOf(a) === -1 ? 99 : order.indexOf(a)) - (order.indexOf(b) === -1 ? 99 : order.indexOf(b)) : key === 'month' || key === 'term' ? x.sort.localeCompare(y.sort) : y.volume - x.volume,
  );
  if (!rows.length) return { text: `There are no deals matching that${described}.`, queryType: 'data' };
  const total = deals.reduce((s, d) => s + d.loanAmount, 0);
  const label = { stage: 'stage', status: 'status', loan_type: 'loan type', state: 'state', city: 'city', property_type: 'property type', officer: 'loan officer', month: 'closing month', borrower_type: 'borrower type', term: 'loan term', purpose: 'loan purpose' }[key];
  // 'which state has the most volume': the answer leads with the winner (by volume when money is asked, else by count).
  const rank = q.ranking;
  const measure = ([, v]: [string, { count: number; volume: number }]) => (rank?.by === 'volume' ? v.volume : v.count);
  const top = rank ? [...rows].sort((a, b) => (rank.order === 'most' ? measure(b) - measure(a) : measure(a) - measure(b)))[0] : undefined;
  const lead = top ? `${top[0]} has the ${rank!.order === 'most' ? 'most' : 'least'}${rank!.by === 'volume' ? ' volume' : ''}: ${plural(top[1].count, 'deal')}, ${money(top[1].volume)}.\n` : '';
  // A breakdown of a narrowed set ('the Texas pipeline') also names its deals, when they are few enough to read.
  const narrowed = described && deals.length <= LIST_LIMIT ? `\n\nThe deals:\n${[...deals].sort((a, b) => b.loanAmount - a.loanAmount).map((d) => dealLine(k, d)).join('\n')}` : '';
  const then = q.thenBy ? `\n\n${breakdown(k, { ...q, groupBy: q.thenBy, thenBy: undefined, ranking: undefined }, deals, described).text.split('\n\nThe deals:')[0]}` : '';
  return {
    text: `${lead}Deals by ${label}${described}:\n${rows.map(([g, v]) => `- ${g}: ${plural(v.count, 'deal')}, ${money(v.volume)}${average ? `, average ${METRIC_LABEL[average]} ${showMetric(average, v.metric / v.count)}` : ''}`).join('\n')}\nTotal: ${plural(deals.length, 'deal')}, ${money(total)}.${then}${narrowed}`,
    queryType: 'data',
  };
}

// ------------------------------------------------------------------------------------------------
// Tasks and contacts

function tasksAnswer(k: Knowledge, q: Query): Reply {
  const t = q.tasks!;
  if (t.taskIds) {
    const named = k.tasks.filter((task) => t.taskIds!.includes(task.id));
    return { text: named.map((task) => `"${task.title}" is ${task.assigneeId ? `assigned to ${personName(k, task.assigneeId) ?? 'someone outside your view'}` : 'not assigned to anyone'} (${taskLine(k, task, false).slice(task.title.length + 4, -1)}).`).join('\n'), queryType: 'tasks' };
  }
  const dealIds = q.named.ids.length ? q.named.ids : undefined;
  if (!dealIds && (q.named.text || q.filter.unknownName)) return notFound(q);
  if (dealIds && dealIds.length > 1) return choose(k, q, q.named.text ? `"${q.named.text}"` : 'meant');
  // 'tasks on deals in Closing', 'to-dos for Texas loans': the tasks of the deals the filter keeps.
  const { stages, statuses, loanTypes, states, cities } = q.filter;
  const scoped = !dealIds && (stages || statuses || loanTypes || states || cities) ? new Set(matchingDeals(k, { ...q, mine: false, filter: { stages, statuses, loanTypes, states, cities } }).map((d) => d.id)) : undefined;
  const tasks = k.tasks.filter(
    (task) =>
      (!t.unassigned || task.assigneeId === null) &&
      (!t.upcoming || (task.dueDate !== null && task.dueDate >= k.today)) &&
      (t.state === 'all' || (t.state === 'done' ? task.status === 'done' : dealIds && !t.state && !t.overdue && !t.due && !t.priority ? true : task.status === 'open')) &&
      (!t.unlinked || task.dealId === null) &&
      (!t.overdue || (task.status === 'open' && task.dueDate !== null && task.dueDate < k.today)) &&
      (!t.due || (task.dueDate !== null && task.dueDate >= t.due.from && task.dueDate <= t.due.to)) &&
      (!t.assigneeIds || (task.assigneeId !== null && t.assigneeIds.includes(task.assigneeId))) &&
      (!t.priority || task.priority === t.priority) &&
      (!dealIds || (task.dealId !== null && dealIds.includes(task.dealId))) &&
      (!scoped || (task.dealId !== null && scoped.has(task.dealId))),
  );
  const who = t.assigneeIds ? (t.assigneeIds.includes(k.me.id) ? ' assigned to you' : ` assigned to ${t.assigneeIds.map((id) => personName(k, id) ?? id).join(' or ')}`) : '';
  const deal = dealIds ? k.deals.find((d) => d.id === dealIds[0]) : undefined;
  const scope = `${t.state === 'done' ? 'completed ' : t.overdue ? 'overdue ' : t.upcoming ? 'upcoming ' : t.state === 'all' || (dealIds && t.state !== 'open') ? '' : 'open '}${t.priority ? `${t.priority}-priority ` : ''}`;
  const where = `${who}${t.unlinked ? ' not tied to a deal' : ''}${deal ? ` on ${dealLink(deal)}` : ''}${scoped ? ` on deals${describeFilter(k, { ...q, mine: false, filter: { stages, statuses, loanTypes, states, cities } })}` : ''}${t.due ? ` due ${t.due.label}` : ''}`;
  if (!tasks.length) {
    // 'what's left on 12 Oak?' when all is done: say so, and how many were done (their titles were not asked for).
    const finished = deal && t.state === 'open' ? k.tasks.filter((task) => task.dealId === deal.id && task.status === 'done').length : 0;
    const done = finished ? ` ${finished === 1 ? 'Its one task is' : `All ${finished} of its tasks are`} done.` : '';
    return { text: `There are no ${scope}${t.unassigned ? 'unassigned ' : ''}tasks${where}.${done}`, queryType: 'tasks' };
  }
  if (t.byPerson) {
    const counts = new Map<string, number>();
    for (const task of tasks) counts.set(personName(k, task.assigneeId) ?? 'Unassigned', (counts.get(personName(k, task.assigneeId) ?? 'Unassigned') ?? 0) + 1);
    const rows = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    return { text: `${plural(tasks.length, `${scope}task`)}${where}, by assignee:\n${rows.map(([who, n]) => `- ${who}: ${plural(n, 'task')}`).join('\n')}`, queryType: 'tasks' };
  }
  const sorted = [...tasks].sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'));
  return {
    text: `${plural(tasks.length, `${scope}task`)}${where}:\n${sorted.map((task) => taskLine(k, task, !t.assigneeIds)).join('\n')}`,
    queryType: 'tasks',
  };
}

function taskLine(k: Knowledge, task: KnownTask, withAssignee: boolean): string {
  const bits = [task.dueDate ? `due ${task.dueDate}` : 'no due date', `${task.priority} priority`];
  if (task.status === 'done') bits.push('done');
  if (withAssignee) bits.push(personName(k, task.assigneeId) ?? 'unassigned');
  return `- ${task.title} (${bits.join(', ')})`;
}

/** The deal filters that can scope a list of contacts (a contact is in Texas through the Texas deals they are on). */
export const DEAL_SCOPES = ['states', 'cities', 'stages', 'statuses', 'loanTypes', 'propertyTypes', 'officerIds', 'closing', 'exclude'] as const;

function contactsAnswer(k: Knowledge, q: Query): Reply {
  const c = q.contacts!;
  if (c.roles?.includes('Loan Officer')) {
    const officers = k.people.filter((p) => p.role === 'loan_officer');
    return { text: `We have ${plural(officers.length, 'loan officer')}: ${officers.map((p) => p.name).join(', ')}.`, queryType: 'contacts' };
  }
  // 'email for Quantum Capital Brokers': a way to reach a name nobody has is not answered with everyone of its kind.
  if (q.filter.unknownName && !c.contactIds && !c.company && (!c.roles || c.fields.length)) return { text: `I couldn't find any contacts matching "${q.filter.unknownName}".`, queryType: 'contacts' };
  const company = c.company ? k.contacts.find((x) => x.id === c.company)?.company : undefined;
  // 'brokers in TX', 'lenders on bridge loans': a contact has no address or loan of their own, so a deal filter
  // picks the contacts who are parties to the deals it matches.
  const onDeals = !c.contactIds && !company && DEAL_SCOPES.some((key) => q.filter[key] !== undefined) ? matchingDeals(k, { ...q, mine: false }) : undefined;
  const party = (x: KnownParty) => onDeals!.some((d) => d.parties.some((p) => p.name === x.name && p.email === x.email));
  const found = k.contacts.filter(
    (x) => (!c.contactIds || c.contactIds.includes(x.id)) && (!c.roles || c.roles.includes(x.role)) && (!company || x.company === company) && (!onDeals || party(x)),
  );
  const scope = onDeals ? ` on deals${describeFilter(k, { ...q, mine: false })}` : '';
  if (!found.length) return { text: `I couldn't find any contacts matching that${scope}.`, queryType: 'contacts' };
  const line = (x: (typeof found)[number]) =>
    `- ${x.name} — ${x.role}${x.company ? ` at ${x.company}` : ''}${x.phone ? `, ${x.phone}` : ''}${x.email ? `, ${x.email}` : ''}`;
  if (c.contactIds && found.length === 1) {
    const x = found[0]!;
    const asked = c.fields.filter((f) => (f === 'phone' ? x.phone : f === 'email' ? x.email : f === 'company' ? x.company : x.role));
    if (asked.length) {
      const value = (f: (typeof asked)[number]) => (f === 'phone' ? `phone number is ${x.phone}` : f === 'email' ? `email is ${x.email}` : f === 'company' ? `company is ${x.company}` : `role is ${x.role}`);
      return { text: `${x.name}'s ${asked.map(value).join(' and ')}.`, queryType: 'contacts' };
    }
  }
  const heading = company ? `Contacts at ${company}` : c.roles ? `${c.roles.join(' and ')} contacts` : 'Contacts';
  return { text: `${heading}${scope ? `${scope} — ${found.length}` : ` (${found.length})`}:\n${found.map(line).join('\n')}`, queryType: 'contacts' };
}

// ------------------------------------------------------------------------------------------------
// Changes

const showChange = (k: Knowledge, field: string, v: unknown) =>
  v === null || v === undefined ? 'not set' : field === 'assigned_officer_id' ? personName(k, String(v)) ?? String(v) : field === 'interest_rate' ? percent(Number(v)) : field === 'loan_amount' || field === 'purchase_price' ? money(Number(v)) : field === 'loan_term_months' ? `${v} months` : String(v);

const current = (d: KnownDeal, field: string): unknown =>
  ({ assigned_officer_id: d.officerId, interest_rate: d.interestRate, loan_amount: d.loanAmount, purchase_price: d.purchasePrice, loan_term_months: d.loanTermMonths, stage: d.stage, status: d.status, loan_type: d.loanType, loan_purpose: d.loanPurpose, estimated_closing_date: d.estimatedClosingDate })[field];

/** The value a change sets on this deal, worked out from the deal's own (a step, a delta, a shift), or why it cannot be. */
function changedValue(k: Knowledge, d: KnownDeal, field: string, value: string | number): { value: string | number } | { reason: string } {
  const before = current(d, field);
  const label = FIELD_LABEL[field] ?? field;
  // 'advance it to the next stage': the stage after (or before) the deal's own, in the organization's order.
  if (value === NEXT_STAGE || value === PREVIOUS_STAGE) {
    const at = k.stages.indexOf(d.stage);
    const next = k.stages[at + (value === NEXT_STAGE ? 1 : -1)];
    if (at !== -1 && next) return { value: next };
    return { reason: `${dealLink(d)} is in ${d.stage}, the ${value === NEXT_STAGE ? 'last' : 'first'} stage, so there is no stage ${value === NEXT_STAGE ? 'after' : 'before'} it.` };
  }
  if (field === 'stage' && !k.stages.includes(String(value))) return { reason: `"${value}" is not one of your pipeline stages (${k.stages.join(', ')}).` };
  const delta = deltaOf(value);
  const share = shareOf(value);
  if (delta !== undefined || share !== undefined) {
    const moved = share !== undefined ? `by ${percent(Math.abs(share))}` : `by ${showChange(k, field, Math.abs(delta!))}`;
    if (before === null || before === undefined) return { reason: `${dealLink(d)} has no ${label} yet, so I can't change it ${moved}. Tell me the new ${label} instead.` };
    const next = share !== undefined ? Math.round(Number(before) * (1 + share / 100)) : Math.round((Number(before) + delta!) * 10000) / 10000;
    if (next <= 0) return { reason: `Taking ${showChange(k, field, Math.abs(delta ?? 0))} off the ${label} of ${dealLink(d)} (${showChange(k, field, before)}) would leave nothing, so I can't propose it.` };
    return { value: next };
  }
  const shift = shiftOf(value);
  if (shift) {
    if (typeof before !== 'string') return { reason: `${dealLink(d)} has no ${label} yet, so there is nothing to move. Tell me the new date instead.` };
    return { value: shift.days !== undefined ? addDays(before, shift.days) : addMonths(before, shift.months!) };
  }
  return { value };
}

function updateAnswer(k: Knowledge, q: Query): Reply {
  if (q.incompleteChange) {
    return { text: 'What should the new value be? For example: "set the rate on 12 Oak St to 10.5%".', queryType: 'clarify' };
  }
  return oneDeal(k, q, (d) => {
    const changes: Changes = {};
    const reasons: string[] = [];
    for (const [field, value] of Object.entries(q.changes ?? {})) {
      const next = changedValue(k, d, field, value);
      if ('reason' in next) reasons.push(next.reason);
      else if (current(d, field) !== next.value) changes[field] = next.value;
    }
    // A change that cannot be made is said plainly, and nothing is proposed: the rest may depend on it.
    if (reasons.length) return { text: reasons.join(' '), queryType: 'update' };
    if (!Object.keys(changes).length) {
      return { text: `${dealLink(d)} already has ${Object.entries(q.changes ?? {}).map(([f, v]) => `${FIELD_LABEL[f] ?? f} ${showChange(k, f, v)}`).join(' and ')}; there is nothing to change.`, queryType: 'update' };
    }
    const list = Object.entries(changes).map(([f, v]) => `${FIELD_LABEL[f] ?? f} from ${showChange(k, f, current(d, f))} to ${showChange(k, f, v)}`);
    const description = `Change ${list.join(' and ')} on ${streetLine(d.propertyAddress)}`;
    return {
      text: `I can update ${dealLink(d)} (${d.borrowerName}): ${list.join('; ')}. Please confirm to apply this change — nothing changes until you do.`,
      queryType: 'update',
      proposal: { dealId: d.id, propertyAddress: d.propertyAddress, changes, description },
    };
  });
}
