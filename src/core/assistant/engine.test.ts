import { describe, expect, it } from 'vitest';
import { answer } from './answer';
import { findDate, findPeriod } from './dates';
import type { Knowledge } from './knowledge';
import { deal, knowledge } from './test-deals';
import { closeEnough, editDistance } from './text';
import { understand } from './understand';

const k = knowledge({
  people: [
    { id: 'admin', name: 'Dana Whitfield', role: 'admin' },
    { id: 'lo1', name: 'Marcus Bell', role: 'loan_officer' },
    { id: 'lo2', name: 'Priya Raman', role: 'loan_officer' },
  ],
  deals: [
    deal({ id: 'HLC-20261101-01', propertyAddress: '12 Oak St, Austin, TX 78701', borrowerName: 'Ann Smith', borrowerFirstName: 'Ann', borrowerLastName: 'Smith', loanAmount: 450_000, stage: 'Underwriting' }),
    deal({ id: 'HLC-20261101-02', propertyAddress: '88 Pine Ave, Miami, FL 33101', borrowerName: 'Bob Smith', borrowerFirstName: 'Bob', borrowerLastName: 'Smith', loanAmount: 1_200_000, loanType: 'Fix & Flip', officerId: 'lo2', estimatedClosingDate: '2026-12-10' }),
    deal({ id: 'HLC-20261101-03', propertyAddress: '7 Elm Ct, Dallas, TX 75201', borrowerName: 'Northgate Group LLC', borrowerType: 'Entity', entityName: 'Northgate Group LLC', loanAmount: 3_500_000, status: 'On Hold', interestRate: 12.5 }),
  ],
  contacts: [{ id: 'c1', name: 'Jennifer Liu', role: 'Escrow Officer', email: 'jliu@escrow.example', phone: '(619) 555-0170', company: 'Coastal Escrow' }],
  tasks: [
    { id: 't1', title: 'Order appraisal for Smith', description: null, dueDate: '2026-10-10', status: 'open', priority: 'high', assigneeId: 'lo1', dealId: 'HLC-20261101-01' },
    { id: 't2', title: 'Send term sheet', description: null, dueDate: '2026-12-01', status: 'open', priority: 'low', assigneeId: 'lo2', dealId: null },
    { id: 't3', title: 'Old closing checklist', description: null, dueDate: '2026-09-01', status: 'done', priority: 'high', assigneeId: 'lo1', dealId: null },
  ],
  notes: [
    { dealId: 'HLC-20261101-03', text: 'Borrower asked to extend the rate lock.', createdAt: '2026-11-01T10:00:00Z', createdBy: 'Dana' },
    { dealId: 'HLC-20261101-03', text: 'Appraisal came in at value.', createdAt: '2026-11-05T10:00:00Z', createdBy: 'Dana' },
  ],
});

const ask = (message: string, previous?: string[], knowledge = k, lastDeals?: string[]) => answer(knowledge, understand(message, knowledge, { previous, lastDeals }));

describe('the intent engine', () => {
  it('counts deals by stage, with typos and nicknames', () => {
    expect(ask('How many deals are in Underwriting?').text).toMatch(/^1 deal \(in Underwriting\)/);
    expect(ask('how many deals in uw').text).toMatch(/^1 deal \(in Underwriting\)/);
    expect(ask('hw many deals r in underwritting').text).toMatch(/^1 deal/);
    expect(ask('how many deals in Closing?').text).toMatch(/^0 deals/);
  });

  it('lists by amount, state and status and names only the matching deals', () => {
    const big = ask('list the deals over $1m').text;
    expect(big).toContain('88 Pine Ave');
    expect(big).toContain('7 Elm Ct');
    expect(big).not.toContain('12 Oak St');
    const texas = ask('active deals in tx').text;
    expect(texas).toContain('12 Oak St');
    expect(texas).not.toContain('7 Elm Ct');
    expect(ask('show me deals in Oregon').text).toMatch(/There are no deals/);
  });

  it('rules values out ("not funded", "excluding TX", "non-active") and reads a range whose scale is written once', () => {
    const notTexas = ask('deals excluding texas').text;
    expect(notTexas).toContain('88 Pine Ave');
    expect(notTexas).not.toContain('12 Oak St');
    expect(notTexas).not.toContain('7 Elm Ct');
    expect(ask("how many deals aren't in underwriting").text).toMatch(/^2 deals/);
    const inactive = ask('non-active loans').text;
    expect(inactive).toContain('7 Elm Ct');
    expect(inactive).not.toContain('12 Oak St');
    const range = ask('loans between 1 and 4 million').text;
    expect(range).toContain('88 Pine Ave');
    expect(range).toContain('7 Elm Ct');
    expect(range).not.toContain('12 Oak St');
    expect(ask('deals 400k-500k').text).toContain('12 Oak St');
    expect(ask('deals 400k-500k').text).not.toContain('88 Pine Ave');
    // A filler or a hyphenated modifier may stand between the negation and the value; 'but no' rules out too.
    for (const m of ["deals that aren't anything in underwriting", 'deals excluding underwriting-stage files', 'deals - but no underwriting ones']) {
      expect(understand(m, k).filter.exclude?.stages, m).toEqual(['Underwriting']);
    }
    expect(understand('texas deals but no fix-and-flip loans', k).filter.exclude?.loanTypes).toEqual(['Fix & Flip']);
    expect(understand('no of deals in texas', k).filter.states).toEqual(['TX']);
  });

  it('puts compared values side by side and tells a count as a share when asked', () => {
    const compared = ask('texas vs florida').text;
    expect(compared).toMatch(/by state/);
    expect(compared).toContain('TX: 2 deals');
    expect(compared).toContain('FL: 1 deal');
    expect(ask('rate by stage').text).toMatch(/average interest rate/);
    expect(ask('what % of deals are in UW').text).toContain('33.3%');
  });

  it('reads arrows and "pause" as changes, and "note rate" as the interest rate', () => {
    expect(understand('12 Oak St -> approved', k).changes).toEqual({ stage: 'Approved' });
    expect(understand('pause 12 Oak St', k).changes).toEqual({ status: 'On Hold' });
    expect(ask("what's the note rate on 12 Oak St").text).toContain('10%');
  });

  it('carries tasks and breakdowns into the follow-up that narrows them', () => {
    expect(ask('and for Priya?', ["what are Marcus's open tasks"]).text).toMatch(/assigned to Priya Raman/);
    expect(ask('which are high priority', ['open tasks for Marcus']).text).toMatch(/^1 open high-priority task assigned to Marcus Bell/);
    expect(ask('and only active ones?', ['deals by state']).text).toMatch(/^Deals by state \(status Active\)/);
  });

  it('reads closing periods relative to today', () => {
    const thisMonth = ask('what is closing this month?').text;
    expect(thisMonth).toContain('12 Oak St');
    expect(thisMonth).not.toContain('88 Pine Ave');
    expect(ask('deals closing next month').text).toContain('88 Pine Ave');
  });

  it("answers a deal's field and asks which deal when a name matches several", () => {
    expect(ask("What's the loan amount on 12 Oak St?").text).toContain('$450,000');
    expect(ask("what's the rate on Ann Smith's loan").text).toContain('10%');
    const ambiguous = ask('What is the status of the Smith deal?');
    expect(ambiguous.queryType).toBe('clarify');
    expect(ambiguous.text).toContain('12 Oak St');
    expect(ambiguous.text).toContain('88 Pine Ave');
    expect(ask('What stage is the Northgate deal in?').text).toContain('Structure');
  });

  it('proposes a change for confirmation and never applies it', () => {
    const reply = ask('set the rate on 12 Oak St to 10.5%');
    expect(reply.proposal).toMatchObject({ dealId: 'HLC-20261101-01', changes: { interest_rate: 10.5 } });
    expect(ask('move HLC-20261101-01 to Approved').proposal?.changes).toEqual({ stage: 'Approved' });
    expect(ask('change the loan amount for the Northgate deal to 450,000').proposal?.changes).toEqual({ loan_amount: 450_000 });
    expect(ask('put 7 Elm Ct back to active').proposal?.changes).toEqual({ status: 'Active' });
    expect(ask('bump the rate on 88 Pine Ave by 0.5').proposal?.changes).toEqual({ interest_rate: 10.5 });
    const ambiguous = ask('set the rate on the Smith deal to 11%');
    expect(ambiguous.proposal).toBeUndefined();
    expect(ambiguous.queryType).toBe('clarify');
  });

  it('breaks the pipeline down and aggregates', () => {
    const byStage = ask('breakdown by stage').text;
    expect(byStage).toContain('Structure: 2 deals, $4,700,000');
    expect(byStage).toContain('Underwriting: 1 deal, $450,000');
    expect(ask('total volume of active deals').text).toContain('$1,650,000');
    expect(ask('what is our largest loan').text).toContain('7 Elm Ct');
    expect(ask('average rate').text).toContain('10.83%');
  });

  it('finds tasks, contacts and notes', () => {
    const overdue = ask('which tasks are overdue?').text;
    expect(overdue).toContain('Order appraisal for Smith');
    expect(overdue).not.toContain('Send term sheet');
    expect(overdue).not.toContain('Old closing checklist');
    expect(ask("what's Jennifer Liu's phone number").text).toContain('(619) 555-0170');
    expect(ask('who are our escrow officers?').text).toContain('Jennifer Liu');
    // 'on file' is where contacts are kept, not the deal's files.
    expect(ask('which escrow officers do we have on file?').text).toContain('Jennifer Liu');
    expect(ask('latest note on the Northgate deal').text).toContain('Appraisal came in');
    expect(ask('latest note on the Northgate deal').text).not.toContain('rate lock');
  });

  it('follows up on the previous message', () => {
    expect(ask('which ones?', ['how many deals are in Structure?']).text).toContain('7 Elm Ct');
    expect(ask('and the term?', ["what's the loan amount on 12 Oak St?"]).text).toContain('12 months');
    expect(ask('what about Florida?', ['how many deals in Texas?']).text).toMatch(/^1 deal \(in FL\)/);
  });

  it('follows the deals the last answer named: ordinals, "that one", and the answer to "which one?"', () => {
    const listed = ['HLC-20261101-03', 'HLC-20261101-02'];
    expect(ask("what's the rate on the second one?", ['deals over 1m'], k, listed).text).toContain('88 Pine Ave');
    expect(ask('who is the loan officer on that one?', ['largest loan'], k, ['HLC-20261101-03']).text).toContain('Marcus Bell');
    const chosen = ask('the one on Pine', ['set the rate on the Smith deal to 11%'], k, ['HLC-20261101-01', 'HLC-20261101-02']);
    expect(chosen.proposal).toMatchObject({ dealId: 'HLC-20261101-02', changes: { interest_rate: 11 } });
  });

  it("lists a name's several deals when asked in the plural, and a contact's deals", () => {
    const smiths = ask('list the Smith loans').text;
    expect(smiths).toContain('12 Oak St');
    expect(smiths).toContain('88 Pine Ave');
    expect(smiths).not.toContain('7 Elm Ct');
    const withLiu = ask("show me Jennifer Liu's deals", undefined, {
      ...k,
      deals: k.deals.map((d) => (d.id === 'HLC-20261101-03' ? { ...d, parties: [{ name: 'Jennifer Liu', role: 'Escrow Officer', email: null, phone: null, company: 'Coastal Escrow' }] } : d)),
    }).text;
    expect(withLiu).toContain('7 Elm Ct');
    expect(withLiu).not.toContain('12 Oak St');
  });

  it('knows state nicknames and quarters', () => {
    expect(ask('deals in the lone star state').text).toContain('12 Oak St');
    expect(ask('deals in the lone star state').text).not.toContain('88 Pine Ave');
    expect(ask('what closes in Q4').text).toContain('12 Oak St');
  });

  it('greets and explains itself', () => {
    expect(ask('hi there').text).toMatch(/^Hi!/);
    expect(ask('what can you do?').text).toMatch(/deals.*contacts.*tasks/);
  });
});

describe('dates and text', () => {
  it('reads relative periods and dates', () => {
    expect(findPeriod('closing this month', '2026-11-15')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(findPeriod('in the next 30 days', '2026-11-15')).toMatchObject({ from: '2026-11-15', to: '2026-12-15' });
    expect(findPeriod('funded last month', '2026-01-10')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
    expect(findPeriod('closing before the end of the year', '2026-11-15')).toMatchObject({ from: '2026-11-15', to: '2026-12-31' });
    expect(findPeriod('closing by year end', '2026-11-15')).toMatchObject({ to: '2026-12-31' });
    expect(findDate('push closing to 12/20/2026', '2026-11-15')).toBe('2026-12-20');
    expect(findDate('to dec 5', '2026-11-15')).toBe('2026-12-05');
  });

  it('measures typos', () => {
    expect(editDistance('underwritting', 'underwriting')).toBe(1);
    expect(closeEnough('structre', 'structure')).toBe(true);
    expect(closeEnough('rate', 'date')).toBe(false);
  });

  it('reads a follow-up that points back at the deal before deciding what it asks', () => {
    const oak = ['HLC-20261101-01'];
    expect(ask('any notes on it?', ["what's the loan amount on 7 Elm Ct?"], k, ['HLC-20261101-03']).text).toContain('Appraisal came in at value');
    expect(ask('notes?', ["what's the loan amount on 7 Elm Ct?"]).text).toContain('rate lock');
    const change = ask('make that 11%', ["what's the rate on 12 Oak St?"], k, oak);
    expect(change.proposal).toMatchObject({ dealId: oak[0], changes: { interest_rate: 11 } });
    // Its own filter makes it a new question about the book.
    expect(ask('anything on hold?', ["what's the rate on 12 Oak St?"], k, oak).text).toContain('7 Elm Ct');
  });

  it('chooses among candidates by what sets one apart', () => {
    const chosen = ask('the one in Florida', ['set the rate on the Smith deal to 11%']);
    expect(chosen.proposal).toMatchObject({ dealId: 'HLC-20261101-02', changes: { interest_rate: 11 } });
  });

  it('reads state codes written as codes, and names nothing of ours as nothing', () => {
    expect(ask('deals in CO').text).toMatch(/There are no deals/);
    expect(ask('deals in co').text).toMatch(/There are no deals/);
    expect(ask('any deals with Wells Fargo?').text).toMatch(/couldn't find any deals matching "Wells Fargo"/);
    expect(ask('show me DSCR loans').text).not.toContain('12 Oak St');
    expect(ask('Show me deals in Texas').text).toContain('12 Oak St');
  });

  it('proposes changes written as statements and as steps', () => {
    expect(ask('12 Oak St: rate 11.5%').proposal?.changes).toEqual({ interest_rate: 11.5 });
    expect(ask('cut the rate on 12 Oak St 25 bps').proposal?.changes).toEqual({ interest_rate: 9.75 });
    expect(ask('12 Oak St should be in Approved').proposal?.changes).toEqual({ stage: 'Approved' });
    expect(ask('any updates on 12 Oak St?').proposal).toBeUndefined();
  });

  it('searches notes across the book and summarises a deal with its latest notes and open tasks', () => {
    expect(ask('any notes mentioning the appraisal').text).toMatch(/^1 note mentioning "appraisal"/);
    const summary = ask("what's going on with 12 Oak St").text;
    expect(summary).toContain('Order appraisal for Smith');
    expect(ask('whats happening w/ 7 Elm Ct').text).toContain('Appraisal came in at value');
  });

  it('answers tasks per assignee and chat in kind', () => {
    expect(ask('who has the most open tasks').text).toMatch(/by assignee:\n- Marcus Bell: 1 task\n- Priya Raman: 1 task/);
    expect(ask('what does Priya need to get done').text).toContain('Send term sheet');
    expect(ask('Good morning!').text).toMatch(/^Good morning!/);
    expect(ask('bye').text).toMatch(/^Goodbye/);
    expect(ask('what does LTV mean?').text).toMatch(/loan amount divided by the property value/);
    expect(ask('tell me a joke').text).toMatch(/only help with what's in your lending data/);
  });

  it('leads a ranking breakdown with its winner and splits borrowers by type', () => {
    expect(ask('which state has the most volume').text).toMatch(/^TX has the most volume: 2 deals, \$3,950,000\./);
    expect(ask('split between individuals and entities').text).toMatch(/- Entity: 1 deal, \$3,500,000\n- Individual: 2 deals, \$1,650,000/);
  });

  it('proposes changes staff tell as news or with their own verbs, once a deal is named', () => {
    const oak = (message: string) => ask(message).proposal?.changes;
    expect(oak('reprice 12 Oak to 10.25')).toEqual({ interest_rate: 10.25 });
    expect(oak('new rate on 12 Oak Street is 9.5%')).toEqual({ interest_rate: 9.5 });
    expect(oak('park 12 oak st')).toEqual({ status: 'On Hold' });
    expect(oak('hold 12 Oak St. for now')).toEqual({ status: 'On Hold' });
    expect(oak('12 Oak St is on hold now')).toEqual({ status: 'On Hold' });
    expect(oak('12 Oak is dead')).toEqual({ status: 'Dead' });
    expect(oak('12 Oak St fell through')).toEqual({ status: 'Dead' });
    expect(oak('fund 12 Oak St')).toEqual({ stage: 'Funded' });
    expect(oak('12 Oak funded')).toEqual({ stage: 'Funded' });
    // A question, or the same words with no deal named, changes nothing.
    expect(ask('12 Oak funded?').proposal).toBeUndefined();
    expect(ask('deals on hold').text).toContain('7 Elm Ct');
    expect(ask('park the Hargreaves deal').text).toBe('I couldn\'t find any deals matching "Hargreaves" among the deals you can see.');
  });

  it('says a lowercase name nobody has matches nothing, as it was written', () => {
    expect(ask('hargreaves loan amount?').text).toBe('I couldn\'t find any deals matching "hargreaves" among the deals you can see.');
    expect(ask('where are we on quimby').text).toMatch(/^I couldn't find any deals matching "quimby"/);
    expect(ask('deals with chase bank').text).not.toContain('12 Oak St');
  });

  it('reads weekdays, soon, before and after a month', () => {
    expect(findPeriod('due by friday', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-27', label: 'by Friday 2026-11-27' });
    expect(findPeriod('closing next wednesday', '2026-11-25')).toMatchObject({ from: '2026-12-02', to: '2026-12-02' });
    expect(findPeriod('closing soon', '2026-11-25')).toMatchObject({ from: '2026-11-25', to: '2026-12-25' });
    expect(findPeriod('closing after january', '2026-11-25')).toMatchObject({ from: '2027-02-01', to: '9999-12-31' });
    expect(findPeriod('closing before december', '2026-11-25')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('breaks down by two dimensions, and scopes tasks to the deals a filter keeps', () => {
    const both = ask('deals by stage and status').text;
    expect(both).toContain('Deals by stage:');
    expect(both).toContain('Deals by status:\n- Active: 2 deals, $1,650,000\n- On Hold: 1 deal, $3,500,000');
    expect(ask('property type breakdown').text).toMatch(/^Deals by property type:/);
    expect(ask('open tasks on deals in underwriting').text).toMatch(/^1 open task on deals \(in Underwriting\):\n- Order appraisal for Smith/);
    expect(ask('what did Marcus finish').text).toMatch(/^1 completed task assigned to Marcus Bell:\n- Old closing checklist/);
    expect(ask('thanks a lot').text).toMatch(/^You're welcome/);
  });

  it('reads past courtesies, slang and hurried typing', () => {
    expect(ask('hey quick q - how many deals in u/w pls').text).toMatch(/^1 deal \(in Underwriting\)/);
    expect(ask('sorry to bug you but johnson loan amt thx').text).toMatch(/couldn't find any deals matching "johnson"/);
    expect(ask('hi how are you').queryType).toBe('chat');
    expect(ask('hi pri tasks').text).toMatch(/^1 open high-priority task/);
    expect(ask('escrow deals').text).toMatch(/^There are no deals matching that \(in Closing\)/);
    expect(ask('who do we use for escrow').text).toMatch(/Jennifer Liu/);
    expect(ask('on hold fix and flip loans').proposal).toBeUndefined();
    expect(ask('what closes nxt week').text).toMatch(/next week/);
    // A formal frame around the request: 'kindly help me:' opens it, 'thank you very much.' closes it.
    expect(ask('Hi, kindly help me: how many deals in underwriting? Thank you very much.').text).toMatch(/^1 deal \(in Underwriting\)/);
    expect(ask('Hello, open tasks for Marcus? Thank you in advance.').text).toMatch(/^1 open task assigned to Marcus Bell/);
  });

  it('reads possessives without apostrophes, a typo in a long name, and "behind on" as overdue tasks', () => {
    expect(ask('whats on priyas plate').text).toMatch(/Send term sheet/);
    expect(ask('open tasks for whitfeld').text).toMatch(/^There are no open tasks assigned to you/);
    expect(ask('whats marcus behind on').text).toMatch(/^1 overdue task assigned to Marcus Bell:\n- Order appraisal for Smith/);
  });

  it('follows a lookup with the field it asked about: "who has it?", "bump it to 11"', () => {
    const lookup = 'what is the rate on 12 oak st';
    expect(ask('who has it?', [lookup], k, ['HLC-20261101-01']).text).toMatch(/loan officer is Marcus Bell/);
    expect(ask('bump it to 11', [lookup], k, ['HLC-20261101-01']).proposal).toMatchObject({ dealId: 'HLC-20261101-01', changes: { interest_rate: 11 } });
  });

  it('reads city nicknames, "2nd position", and a change after a lookup that names no deal', () => {
    expect(ask('deals in big d').text).toMatch(/^I found 1 deal \(in Dallas\)/);
    expect(ask('2nd position loans').text).toMatch(/Second Mortgage/);
    expect(ask('set the loan amount to 500k', ['show me 12 oak st']).proposal).toMatchObject({ dealId: 'HLC-20261101-01', changes: { loan_amount: 500_000 } });
  });
});

describe('the intent engine: widening, prefaces, bare figures and changes of several fields', () => {
  const closed = { ...k, deals: [...k.deals, deal({ id: 'HLC-20261101-04', propertyAddress: '3 Ash Way, Austin, TX 78701', loanAmount: 900_000, status: 'Closed', stage: 'Funded', estimatedClosingDate: '2026-08-14' })] };

  it('reads "incl closed and dead", "closed/dead too" and "all statuses" as no status filter, and "closed and dead deals" as one', () => {
    expect(ask('how many deals incl closed and dead', undefined, closed).text).toMatch(/^4 deals,/);
    expect(ask('count of loans in texas (all statuses, closed/dead too)', undefined, closed).text).toMatch(/^3 deals \(in TX\)/);
    expect(ask('how many deals every status', undefined, closed).text).toMatch(/^4 deals,/);
    expect(ask('how many closed and dead deals', undefined, closed).text).toMatch(/^1 deal \(status Closed or Dead\)/);
  });

  it('sets aside prefaces and closings around a request', () => {
    expect(ask('can u help me out - how many actv deals in tx').text).toMatch(/^1 deal \(status Active, in TX\)/);
    expect(ask('got a borrower on the phone whats the rate on 12 oak st').text).toContain('10%');
    expect(ask('can you list the deals in florida for me').text).toMatch(/^I found 1 deal \(in FL\)/);
  });

  it('reads a plain number next to a comparator as a rate, and ">" before a figure as a comparison', () => {
    expect(ask('deals sub 11').text).toMatch(/rate under 11%/);
    expect(ask('loans at 12 or higher').text).toMatch(/^I found 1 deal \(rate of 12% or more\)/);
    expect(ask('deals closing within 30 days').text).not.toMatch(/rate/);
    expect(ask('deals > 1m').proposal).toBeUndefined();
    expect(ask('deals > 1m').text).toMatch(/^I found 2 deals/);
  });

  it('averages the measure named first, and reads a borrower who "is a person not an entity"', () => {
    expect(understand('avg term on deals with a rate under 11', k).metric).toEqual({ op: 'avg', field: 'loan_term_months' });
    expect(understand('deals where the borrower is a person not an entity', k).filter.borrowerType).toBe('Individual');
    expect(understand('llc/corp/trust borrowers', k).filter.entityTypes?.sort()).toEqual(['Corporation', 'LLC', 'Trust']);
  });

  it('changes every field a message states, with fractions, arrows and the next stage', () => {
    expect(understand('12 oak st: rate 13%, term 18-month', k).changes).toEqual({ interest_rate: 13, loan_term_months: 18 });
    expect(understand('change 12 oak st to 205k @ 9.75%', k).changes).toEqual({ loan_amount: 205_000, interest_rate: 9.75 });
    expect(understand('update 12 oak st: amount 895 grand at 12.5', k).changes).toEqual({ loan_amount: 895_000, interest_rate: 12.5 });
    expect(understand('raise the 12 oak st deal to 10 and a half', k).changes).toEqual({ interest_rate: 10.5 });
    expect(understand('raise 12 oak st to 11 3/4', k).changes).toEqual({ interest_rate: 11.75 });
    expect(understand('12 oak st term -> 18 months', k).changes).toEqual({ loan_term_months: 18 });
    expect(ask('advance 12 oak st to the next stage').proposal?.changes).toEqual({ stage: 'Approved' });
    expect(understand('12 oak st is clear to close, move it to closing', k).changes).toEqual({ stage: 'Closing' });
  });

  it('names a person by a short first name before the last', () => {
    expect(ask('lower the bo smith loan to 9%').proposal).toBeUndefined();
    expect(ask('lower the an smith loan to 9%').proposal).toBeUndefined();
    const people = { ...k, deals: k.deals.map((d) => (d.borrowerFirstName === 'Bob' ? { ...d, borrowerFirstName: 'Samuel', borrowerName: 'Samuel Smith' } : d)) };
    expect(ask('lower the sam smith loan to 9%', undefined, people).proposal).toMatchObject({ dealId: 'HLC-20261101-02', changes: { interest_rate: 9 } });
  });

  it('answers who holds a task named by its title, and what was checked off', () => {
    expect(ask("who's on order appraisal for smith").text).toMatch(/"Order appraisal for Smith" is assigned to Marcus Bell/);
    expect(ask('whos assigned to send term sheet').text).toMatch(/assigned to Priya Raman/);
    expect(ask('what has marcus checked off').text).toMatch(/Old closing checklist/);
  });

  it("quotes a deal's notes that hold what the question asks", () => {
    const reply = ask('did the borrower ask about the rate lock on 7 elm ct').text;
    expect(reply).toContain('extend the rate lock');
    expect(reply).not.toContain('Appraisal came in');
  });

  it('reads a kind of name said alone ("the family trust deal") as a choice among the entities named so', () => {
    const trusts = {
      ...k,
      deals: [
        ...k.deals,
        deal({ id: 'HLC-20261101-05', propertyAddress: '5 Fir Ln, Austin, TX 78701', borrowerName: 'Hollister Family Trust', borrowerType: 'Entity', entityName: 'Hollister Family Trust', entityType: 'Trust' }),
        deal({ id: 'HLC-20261101-06', propertyAddress: '6 Yew Ln, Austin, TX 78701', borrowerName: 'Pemberton Family Trust', borrowerType: 'Entity', entityName: 'Pemberton Family Trust', entityType: 'Trust' }),
      ],
    };
    const reply = ask("what's the rate on the family trust deal", undefined, trusts);
    expect(reply.queryType).toBe('clarify');
    expect(reply.text).toContain('5 Fir Ln');
    expect(reply.text).toContain('6 Yew Ln');
  });

  it('sums what the last answer listed when asked to add it up', () => {
    expect(ask('add those up', ['list deals in texas']).text).toMatch(/total loan volume of 2 deals \(in TX\) is \$3,950,000/);
  });
});

describe('the intent engine: a borrower by name, and "number of"', () => {
  const withBorrower = { ...k, contacts: [...k.contacts, { id: 'c2', name: 'Ann Smith', role: 'Borrower', email: 'ann@example.test', phone: '(512) 555-0100', company: null }] };
  it("tells about a borrower's deal, and their phone when it is asked", () => {
    expect(ask('tell me about ann smith', undefined, withBorrower).text).toMatch(/^\[12 Oak St\]/);
    expect(ask("what's ann smith's phone", undefined, withBorrower).text).toContain('(512) 555-0100');
  });
  it('reads "number of" as a count, not a phone number', () => {
    expect(understand('number of deals in uw', k).fields).toEqual([]);
  });
});

describe('the intent engine: lists, counts and aggregates as people write them', () => {
  it("sets aside a leading sentence about the asker's day: its 'today' or 'Monday' is no closing date", () => {
    expect(ask('chasing conditions today... how many deals are in underwriting?').text).toMatch(/^1 deal \(in Underwriting\)/);
    expect(ask("For Monday's pipeline meeting: how many active deals?").text).toMatch(/^2 deals \(status Active\)/);
    expect(ask("Sorry, I'm new here and still learning the terms. how many deals in uw").text).toMatch(/^1 deal \(in Underwriting\)/);
    // A short lead may be the whole scope of the request.
    expect(ask('Texas deals: how many?').text).toMatch(/^2 deals \(in TX\)/);
  });
});

describe('the intent engine: filters that compose, groups of any field, measures by what is asked', () => {
  it('reads a message typed in capitals without taking its words for state codes or names', () => {
    expect(ask('WHAT ARE OUR ACTIVE LOANS ON A 12 MO TERM').text).toMatch(/^I found 2 deals \(status Active, term of 12 months\)/);
    expect(ask('HOW MANY DEALS IN TEXAS OR FLORIDA').text).toMatch(/^3 deals \(in TX or FL\)|^3 deals \(in FL or TX\)/);
    expect(ask('WHAT IS THE BIGGEST LOAN AMONG OUR DEALS').text).toMatch(/largest loan amount is \$3,500,000/);
  });

  it('knows a kind in the plural, and a list of entity kinds after "is an"', () => {
    expect(ask('how many deals on SFRs').text).toMatch(/^3 deals \(Single Family\)/);
    expect(understand('avg loan on deals where the borrower is an LLC, corp, LP or trust', k).filter.entityTypes?.sort()).toEqual(['Corporation', 'LLC', 'Partnership', 'Trust']);
  });

  it("counts a named borrower's deals, and an officer's deals a contact brought in", () => {
    expect(ask('HOW MANY LOANS DOES ANN SMITH HAVE WITH US?').text).toMatch(/^1 deal/);
    const both = { ...k, deals: k.deals.map((d) => (d.id.endsWith('01') ? { ...d, parties: [{ name: 'Jennifer Liu', role: 'Escrow Officer', email: null, phone: null, company: 'Coastal Escrow' }] } : d)) };
    expect(ask('# of active loans assigned to Marcus and brought in by Jennifer Liu', undefined, both).text).toMatch(/^1 deal \(status Active, with Jennifer Liu, assigned to Marcus Bell\)/);
    expect(ask('what is the number of loans brought in by Jennifer Liu', undefined, both).text).toMatch(/^1 deal/);
  });

  it('takes the measure the superlative names, and groups by loan term', () => {
    expect(understand('which loans priced above 9% has the highest rate', k).metric).toEqual({ op: 'max', field: 'interest_rate', limit: undefined });
    const byTerm = ask('active deals by loan term with count and volume').text;
    expect(byTerm).toMatch(/Deals by loan term \(status Active\):\n- 12 months: 2 deals, \$1,650,000/);
  });

  it('reads "closing schedule" as closing dates, not the Closing stage', () => {
    expect(ask('show the closing schedule: how many deals close each month').text).toMatch(/^Deals by closing month:\n- November 2026: 2 deals/);
  });
});

describe('the intent engine: the team, unassigned deals, rate ranges and rankings', () => {
  it('counts the loan officers themselves, and finds deals no officer is assigned to', () => {
    expect(ask('how many LOs do we have').text).toBe('We have 2 loan officers: Marcus Bell, Priya Raman.');
    const open = { ...k, deals: k.deals.map((d) => (d.id.endsWith('03') ? { ...d, officerId: null } : d)) };
    expect(ask('any deals with no LO?', undefined, open).text).toMatch(/^I found 1 deal \(with no loan officer\):\n- \[7 Elm Ct\]/);
    expect(ask('how many unassigned loans').text).toMatch(/^0 deals \(with no loan officer\)/);
  });

  it('reads a rate range whose sign is written once, and "rank the X" as a ranked breakdown', () => {
    expect(understand('loans 9 to 11% rate', k).filter.rate).toEqual({ min: 9, max: 11 });
    expect(understand('deals between 9 and 10.5 percent', k).filter.rate).toEqual({ min: 9, max: 10.5 });
    expect(ask('rank the states by volume').text).toMatch(/^TX has the most volume: 2 deals, \$3,950,000\.\nDeals by state:/);
  });

  it('reads "the new year" as the coming one', () => {
    expect(understand('deals closing in the new year', k).filter.closing).toEqual({ from: '2027-01-01', to: '2027-12-31', label: 'next year' });
  });
});

describe('the intent engine: asides, general knowledge, tasks, notes and deals named by description', () => {
  it('drops the sentences around a question that name nothing, and keeps one that names a deal', () => {
    expect(ask("For Monday's pipeline meeting: what are Marcus's open tasks?").text).toMatch(/^1 open task assigned to Marcus Bell/);
    expect(ask("Sorry, I'm new here and still learning the terms. how many deals are in Underwriting?").text).toMatch(/^1 deal \(in Underwriting\)/);
    expect(ask('Hi! Hope you are well. active deals in tx? Thanks so much!').text).toContain('12 Oak St');
    expect(ask('12 Oak St: rate 11.5%').proposal?.changes).toEqual({ interest_rate: 11.5 });
    expect(ask('For the pipeline meeting: and in Florida?', ['how many active deals do we have in texas?']).text).toMatch(/^1 deal \(status Active, in FL\)/);
  });

  it('reads a message typed in capitals as plain text', () => {
    expect(ask('HOW MANY DEALS ARE IN UNDERWRITING?').text).toMatch(/^1 deal \(in Underwriting\)/);
  });

  it('works out sums from the figures a question gives, and leaves figures that filter the book alone', () => {
    expect(ask("what's the monthly interest-only payment on $500K at 11%?").text).toContain('$4,583.33');
    expect(ask('per diem on 850k at 12%? (360-day year)').text).toContain('$283.33');
    expect(ask("if the loan is 750k and the property is worth $1M, what's the LTV?").text).toContain('75%');
    expect(ask('how much are 2 points on $450,000').text).toContain('$9,000');
    expect(ask('deals with a rate over 11%').proposal).toBeUndefined();
    expect(ask('loans over 1m at 10%').text).not.toMatch(/payment/);
  });

  it('explains lending words by name, typos and places allowed, and tells how to use the assistant', () => {
    expect(ask('what is an HML?').text).toMatch(/hard money/i);
    expect(ask('what does LO mean here?').text).toMatch(/loan officer/);
    expect(ask("what's a mechanics lien").text).toMatch(/contractor/);
    expect(ask('how do I update a deal through you?').text).toMatch(/Confirm/);
    expect(ask('how can I upload a document?').text).toMatch(/Upload Document/);
  });

  it('finds open tasks of a deal, tasks tied to no deal, and what is on a person\'s list', () => {
    // Open tasks asked for and none left: said so, with how many are done, and no done task named as if open.
    const allDone = { ...k, tasks: k.tasks.map((t) => ({ ...t, status: 'done' })) };
    expect(ask('any outstanding to-dos for 12 Oak St?', undefined, allDone).text).toMatch(/^There are no open tasks on .*one task is done\.$/);
    expect(ask('anything still open on 12 Oak St?', undefined, allDone).text).toMatch(/^There are no open tasks on /);
    expect(ask('anything still open on 12 Oak St?', undefined, allDone).text).not.toContain('Order appraisal for Smith');
    const unlinked = ask('which open tasks are not tied to any deal?').text;
    expect(unlinked).toContain('Send term sheet');
    expect(unlinked).not.toContain('Order appraisal for Smith');
    expect(ask('what is on the list for priya').text).toMatch(/assigned to Priya Raman/);
  });

  it('searches notes for what they hold by meaning, not word for word', () => {
    const lock = ask('which deals have a rate lock extension request in their notes?').text;
    expect(lock).toContain('extend the rate lock');
    expect(lock).not.toContain('Appraisal came in');
  });

  it('answers a question about an event only the notes record from the notes, and nothing else from them', () => {
    for (const q of ['who asked to extend their rate lock?', 'Hello! who asked to extend their rate lock?', 'any deals where the borrower asked for a rate lock extension?']) {
      const reply = ask(q);
      expect(reply.queryType).toBe('notes');
      expect(reply.text).toContain('[7 Elm Ct]');
      expect(reply.text).not.toContain('Appraisal came in');
    }
    // Words no note holds, or one word of the engine's own, are no note search.
    expect(ask("what's the weather like").queryType).not.toBe('notes');
    expect(ask('list all borrowers').queryType).not.toBe('notes');
  });

  it('reads past a sentence that only says who asks or for whom, and "you guys" is no loan type', () => {
    const total = ask('Hi, this is a broker checking in. what is the total volume across the whole pipeline? My client is asking.').text;
    expect(total).toContain('$5,150,000');
    expect(total).not.toMatch(/contacts/i);
    expect(ask('Hello, broker here. What is the rate on 12 Oak St?').text).toMatch(/12 Oak St.*10%/);
    const mine = ask('what deals do i have with you guys?');
    expect(mine.text).not.toContain('Construction');
  });

  it('keeps a follow-up that asks a field of "that one" when a courtesy closes it, and greets a "happy Friday"', () => {
    expect(ask('yo rate on that one? cheers', ['tell me about 7 Elm Ct'], k, ['HLC-20261101-03']).text).toContain('12.5%');
    const hello = ask('hey there, happy friday');
    expect(hello.queryType).toBe('chat');
    expect(hello.text).toMatch(/^Hi!/);
  });

  it('reads "which deals have X noted" as a search of the notes for X', () => {
    const lock = ask('which deals have a rate lock extension noted?').text;
    expect(lock).toContain('extend the rate lock');
    expect(lock).not.toContain('Appraisal came in');
  });

  it('narrows a listed set with "which one", and takes a deal named by description or asks which', () => {
    expect(ask('which one has the highest rate?', ['list deals in tx']).text).toMatch(/12\.5%: \[7 Elm Ct\]/);
    expect(ask('change the loan amount on the Miami deal to $900k').proposal).toMatchObject({ dealId: 'HLC-20261101-02', changes: { loan_amount: 900_000 } });
    const which = ask('change the loan amount on the texas deal to $900k');
    expect(which.proposal).toBeUndefined();
    expect(which.text).toMatch(/Which one do you mean\?/);
    expect(which.text).toContain('12 Oak St');
    expect(which.text).toContain('7 Elm Ct');
  });
});

describe('the intent engine: totals only of what adds up', () => {
  it('answers a total of rates or LTVs with their average, never as money', () => {
    const ltv = ask('total LTV of our deals').text;
    expect(ltv).toMatch(/^LTVs do not add up across deals\. The average LTV across \d+ deals is [\d.]+%\.$/);
    expect(ask('sum of the interest rates on tx deals').text).toMatch(/^Interest rates do not add up across deals\. The average interest rate across 2 deals \(in TX\) is /);
    expect(ask('total loan amount in tx').text).toMatch(/^The total loan volume of 2 deals \(in TX\) is \$3,950,000\.$/);
  });
});

describe('the intent engine: the median', () => {
  it('answers a median as the middle figure, not the average', () => {
    expect(ask('median loan amount in tx').text).toBe('The median loan amount across 2 deals (in TX) is $1,975,000.');
    expect(ask("what's the median loan size of all our deals").text).toMatch(/^The median loan amount across 3 deals.* is \$1,200,000\.$/);
    // 'in the middle of' is no median.
    expect(understand('deals in the middle of underwriting', k).metric).toBeUndefined();
  });
});

describe('the intent engine: people, plain no-results, task states and chat', () => {
  const people: Knowledge = {
    ...k,
    contacts: [
      ...k.contacts,
      { id: 'c2', name: 'Wendell Okonjo', role: 'Broker', email: 'wendell@okonjolending.example', phone: '(480) 555-0142', company: 'Okonjo Lending Group' },
      { id: 'c3', name: 'Priscilla Haugen', role: 'Attorney', email: 'phaugen@haugenlaw.example', phone: '(305) 555-0188', company: 'Haugen Law PLLC' },
      { id: 'c4', name: 'Bob Smith', role: 'Borrower', email: 'bob@example.test', phone: '(305) 555-0101', company: null },
    ],
    deals: k.deals.map((d) => (d.id === 'HLC-20261101-02' ? { ...d, parties: [{ name: 'Wendell Okonjo', role: 'Broker', email: 'wendell@okonjolending.example', phone: '(480) 555-0142', company: 'Okonjo Lending Group' }] } : d)),
  };
  const say = (message: string) => answer(people, understand(message, people)).text;

  it('names a contact by first name when the question is about the person', () => {
    expect(say('who does wendell work for')).toContain('Okonjo Lending Group');
    expect(say('where does Priscilla work these days')).toContain('Haugen Law PLLC');
    expect(say("what's priscilla's job")).toContain('Attorney');
    expect(say('who is wendell?')).toContain('Wendell Okonjo — Broker');
    // A first name before 'deal' names the borrower's deal, not the contact.
    expect(understand("who's the borrower on the bob deal", people).intent).toBe('deal');
    expect(understand('deals in miami', people).intent).toBe('list');
  });

  it("finds whose phone or e-mail a fragment is, and a deal's party by what they did for it", () => {
    expect(say('whose cell is 480-555-0142')).toContain('Wendell Okonjo');
    expect(say('who uses haugenlaw.example')).toContain('Priscilla Haugen');
    expect(say('who has 555-0111?')).toMatch(/couldn't find any contacts matching "555-0111"/);
    expect(say('who referred the Pine Ave deal')).toMatch(/The broker on \[88 Pine Ave\].* is Wendell Okonjo/);
    expect(say('which loans is wendell involved in')).toContain('88 Pine Ave');
    // An amount is not a phone number.
    expect(understand('deals over 1250000', people).intent).toBe('list');
  });

  it('says plainly that a company nobody works for has no contacts, instead of a near match', () => {
    expect(say('anyone at Brightwater Escrow?')).toMatch(/couldn't find any contacts matching "brightwater escrow"/i);
    expect(say('do we know someone at okonjo lending')).toContain('Wendell Okonjo');
    expect(say('what is the rate on the Smithfield Holdings deal')).toMatch(/couldn't find any deals matching "Smithfield Holdings"/);
  });

  it('reads ranges said in words and comparisons that are no change', () => {
    expect(understand('loans in double digits', people).filter.rate).toEqual({ min: 10 });
    expect(understand('single-digit rate deals', people).filter.rate?.max).toBeLessThan(10);
    expect(understand('any seven figure loans?', people).filter.amount).toMatchObject({ min: 1_000_000 });
    expect(understand('jumbo loans in texas', people).filter.amount?.min).toBeGreaterThan(800_000);
    expect(understand('deals sub-600k', people).filter.amount?.max).toBeCloseTo(600_000);
    const lower = understand('any funded loans at 9% or lower?', people);
    expect(lower.intent).toBe('list');
    expect(say('any deals at 8% or lower in tx?')).toMatch(/^There are no deals matching that/);
  });

  it('reads every task, finished tasks and tasks tied to no deal however they are put', () => {
    expect(understand('all tasks on 12 oak st, done or not', people).tasks?.state).toBe('all');
    expect(understand('tasks for marcus whether or not finished', people).tasks?.state).toBe('all');
    expect(understand('what have I completed', people).tasks?.state).toBe('done');
    expect(understand('which deals have we completed', people).intent).toBe('list');
    expect(understand('any non-deal to-dos?', people).tasks?.unlinked).toBe(true);
    expect(understand('what needs doing on 12 oak st', people).intent).toBe('tasks');
  });

  it('greets a presence check, helps on "help", and says what it cannot do and where it is done', () => {
    expect(say('hello, anyone there?')).toMatch(/^Hello! How can I help\?|^Hi! How can I help\?/);
    expect(say('help')).toMatch(/I can find deals/);
    expect(say('hey what can u do')).toMatch(/^Hi! /);
    expect(say('can you email the borrower on 12 oak st')).toMatch(/can't send emails/);
    expect(say('please add a note to 12 oak st that the appraisal is late')).toMatch(/'Add Note'/);
    expect(say('how do I set up a reminder')).toMatch(/'New task'/);
    // A change is still a change.
    expect(understand('send 12 oak st to approved', people).intent).toBe('update');
  });

  it("reads 'which escrow is on …' and 'call title on …' as the deal's party, not its stage", () => {
    expect(understand('which escrow is on 12 Oak St?', k).partyRole).toBe('Escrow Officer');
    expect(understand('need to call title on 12 Oak St - what is the number', k).partyRole).toBe('Title Officer');
    expect(understand('how many deals are in escrow', k).filter.stages).toEqual(['Closing']);
  });

  it("reads 'the latest on' as every note, 'the last note' as one, and an appraisal's number as no phone", () => {
    expect(ask("what's the latest on 7 Elm Ct?").text).toMatch(/^2 notes, newest first, .*\n.*Appraisal.*\n.*rate lock/);
    expect(ask('last note on 7 Elm Ct?').text).not.toContain('rate lock');
    const appraisal = understand('appraisal number for the 7 Elm Ct loan?', k);
    expect(appraisal.fields).not.toContain('borrower_phone');
    expect(understand("borrower's number on 12 Oak St?", k).fields).toContain('borrower_phone');
  });

  it('reads past an excuse for the typing, and keeps a common word that only looks like a typo', () => {
    expect(understand('sorry typing on my phone - rate on 12 oak st?', k).fields).toEqual(['interest_rate']);
    expect(understand('rate on 12 oak st? excuse the typos', k).fields).toEqual(['interest_rate']);
    expect(understand('driving, voice to text: what stage is 88 pine ave in', k).fields).toEqual(['stage']);
    // 'long' is a word of its own, not a typo of a name or word of the book; 'lone' in a loan question is 'loan'.
    expect(ask('how long is the term on 12 oak st').text).toMatch(/the term is 12 months/);
    expect(ask("what's the lone amount on 12 oak st").text).toMatch(/the loan amount is \$450,000/);
    expect(understand('who am i talking to?', k).intent).toBe('help');
    expect(understand('who am i signed in as', k).intent).toBe('whoami');
  });

  it('reads terms said in words or years, LTVs after their figure, "priced" rates and fractions typed together', () => {
    expect(understand('loans with a term of a year or shorter', k).filter.term).toEqual({ max: 12 });
    expect(understand('deals with a term of a year and a half', k).filter.term).toEqual({ min: 18, max: 18 });
    expect(understand('deals below 60 LTV', k).filter.ltv?.max).toBeLessThan(60);
    expect(understand('deals closing this month priced under 13', k).filter).toMatchObject({ rate: { max: expect.closeTo(13, 5) } });
    expect(understand('deals closing this month priced under 13', k).filter.term).toBeUndefined();
    expect(understand('deals at 131/4 or higher', k).filter.rate).toEqual({ min: 13.25 });
    expect(understand('loans at 10 3/8', k).filter.rate).toEqual({ min: 10.375, max: 10.375 });
    const term = understand('how many months is the 12 Oak St loan', k);
    expect(term.intent).toBe('deal');
    expect(term.fields).toContain('loan_term_months');
  });

  it('totals money on deals a term picks, sizes "the largest loan" by amount, ranks groups by their money', () => {
    expect(understand('total $ on 6-month-term deals', k)).toMatchObject({ intent: 'aggregate', metric: { op: 'sum', field: 'loan_amount' }, filter: { term: { min: 6, max: 6 } } });
    expect(understand('largest loan among deals with a rate below 12', k).metric?.field).toBe('loan_amount');
    expect(understand('largest 3 loans with 36-month terms', k).metric).toMatchObject({ field: 'loan_amount', limit: 3 });
    expect(understand('top officer by $', k)).toMatchObject({ intent: 'breakdown', groupBy: 'officer', ranking: { order: 'most', by: 'volume' } });
    expect(understand('where is most of our active money - which state', k)).toMatchObject({ intent: 'breakdown', groupBy: 'state', ranking: { by: 'volume' } });
    expect(understand('what would 12 Oak St pay per month interest only', k)).toMatchObject({ intent: 'deal', fields: expect.arrayContaining(['monthly_payment_calculated']) });
  });

  it('reads "from last month" as when deals came in, beside a closing period', () => {
    const q = understand('approved loans from last month closing this month', k);
    expect(q.filter.applied).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(q.filter.closing).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(understand('deals with an application date last month', k).filter.stages).toBeUndefined();
  });

  it('takes a state code alone in a follow-up, tasks closed out, and what one has open', () => {
    expect(understand('what about fl', k, { previous: ['how many deals in texas'] }).filter.states).toEqual(['FL']);
    expect(understand('what about me', k, { previous: ['how many deals in texas'] }).filter.states).toEqual(['TX']);
    expect(understand('which tasks did marcus close out', k).tasks).toMatchObject({ state: 'done', assigneeIds: ['lo1'] });
    expect(understand('what do i have open', k).intent).toBe('tasks');
    expect(understand('what deals do i have open', k).intent).toBe('list');
  });

  it('answers a deal described rather than named, or asks which one when several fit', () => {
    expect(ask("what's the rate on the Miami flip deal").text).toMatch(/88 Pine Ave.*interest rate is 10%/);
    const two = ask("what's the loan amount on the texas purchase deal");
    expect(two.queryType).toBe('clarify');
    expect(two.text).toContain('12 Oak St');
    expect(two.text).toContain('7 Elm Ct');
    // Several deals, or a figure over them, are no description of one deal.
    expect(understand("what's the average rate on the texas purchase deals", k).intent).toBe('aggregate');
    expect(understand('what is the loan amount of the biggest texas purchase loan', k).intent).not.toBe('deal');
  });

  it("asks which deal is meant for a shared name's loan officer, and reads hyphenated type names", () => {
    const officer = ask('who is the loan officer for the Smith deal?');
    expect(officer.queryType).toBe('clarify');
    expect(officer.text).toContain('88 Pine Ave');
    expect(understand('list our loan officers', k).contacts?.roles).toEqual(['Loan Officer']);
    expect(understand('active raw-land loans in tx', k).filter.loanTypes).toEqual(['Land']);
    expect(understand('any single-family deals', k).filter.propertyTypes).toEqual(['Single Family']);
  });

  it('takes a thank-you followed by courtesy words as thanks, not a question about today', () => {
    expect(understand('Thank you very much for your help today.', k).intent).toBe('thanks');
    expect(understand('thanks so much for all the help', k).intent).toBe('thanks');
    expect(understand('thanks, now show me deals closing today', k).intent).toBe('list');
  });

  it('knows everyday short forms of first names ("Bobby Smith" is Bob Smith, "Robert Smith" too)', () => {
    expect(understand('rate for Robert Smith', k).named.ids).toEqual(['HLC-20261101-02']);
    expect(understand('notes on the Bobby Smith deal', k).named.ids).toEqual(['HLC-20261101-02']);
    expect(understand('rate for Smith', k).named.ids).toHaveLength(2);
  });

  it('reads "their number" after a deal as its borrower\'s phone', () => {
    const q = understand('give me their number', k, { previous: ['who is the borrower on 88 pine ave'] });
    expect(q).toMatchObject({ intent: 'deal', named: { ids: ['HLC-20261101-02'] } });
    expect(q.fields).toContain('borrower_phone');
  });

  it("leaves the record written at a deal's creation out of its notes", () => {
    const record = { dealId: 'HLC-20261101-01', text: 'Loan Number: 2600001\nProperty Type: Single Family', createdAt: '2026-11-01T09:00:00Z', createdBy: 'System' };
    const withRecord = { ...k, notes: [...k.notes, record, { ...record, dealId: 'HLC-20261101-03' }] };
    expect(ask('any notes on 12 Oak St?', undefined, withRecord).text).toMatch(/There are no notes on/);
    const notes = ask('notes on 7 Elm Ct', undefined, withRecord).text;
    expect(notes).toContain('rate lock');
    expect(notes).not.toContain('Loan Number');
  });
});
