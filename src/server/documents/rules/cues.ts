// Figures in running text read by the words around them, whatever the sentence's wording: "I am interested in
// lending $410,000 against ...", "a loan not to exceed $578,000", "9.5% interest-only, 6 months, 3.5 pts up front",
// "your compensation of 1.5 points". Each figure of a shape (money, a percentage, points, a term, a score, a date)
// takes its meaning from the nearest cue word before it within its clause, or from the word right after it; a cue
// that names something else (a price, a deposit, a payment, a lock) nearest to it says it is not a deal fact. The
// phrase rules of prose.ts are surer; these scores are lower, so they fill only what no phrase or label stated.
import type { DocText, Line } from '../layout';
import { findDate } from './dates';
import type { CandidateSet, ExtractField } from './fields';
import { statedFigures, findMoney, formatNumber, parseTermMonths } from './numbers';

type Shape = 'money' | 'percent' | 'points' | 'term' | 'score' | 'date';

/** Cue stems → the field a figure of each shape then states; `null` marks a cue of something that is not one. */
const CUES: Record<Shape, [RegExp, ExtractField | null][]> = {
  money: [
    // "69 LTV on $700k": the value a loan-to-value ratio is taken on.
    [/^(?:price|pp|purchase|deposit|earnest|repairs?|rehab|budget|arv|payments?|balance|rent|rents|income|reserves?|commission|cash|taxes|tax|insurance|premium|payoff|cost|costs|down|equity|escrow|liquidity|assets|per|day|month|monthly|ltv|ltc|cltv|ltarv)$/, null],
    [/^(?:doc|docs|document|documents|attorney|legal|documentation)$/, 'loan_doc_fee'],
    [/^(?:processing)$/, 'processing_fee'],
    [/^(?:admin|administrative|administration|underwriting)$/, 'admin_fee'],
    [/^(?:value|val|valued|valuation|worth|appraised|appraisal|as-is|asis|bpo)$/, 'property_value'],
    // "$951,000 1st TD on 46 Highland Blvd": a trust deed is the loan it secures.
    [/^(?:lend|lending|loan|loans|borrow|borrowing|principal|advance|financing|finance|refinance|refi|ask|asking|need|needs|want|wants|wanting|request|requesting|requested|td|tds)$/, 'loan_amount'],
  ],
  percent: [
    [/^(?:ltv|ltc|ltarv|cltv|ltcv|dscr|occupancy|vacancy|cap|down|equity|commission|tax|escrow|default|late|penalty|prepayment|prepay|step-down|stepdown|increase|discount)$/, null],
    [/^(?:broker|brokers|compensation|comp|ysp)$/, 'broker_points'],
    [/^(?:origination|orig|points|pts|point|upfront|front|lender)$/, 'origination_points'],
    // "locked 6.750% 30-day", "Pricing 13.00% I/O": what a lock fixes, and what a quote prices, is the note rate.
    [/^(?:interest|interest-only|rate|rates|coupon|io|annum|annually|fixed|lock|locked|pricing|priced|targeting)$/, 'interest_rate'],
  ],
  points: [
    [/^(?:extension|extensions|extend|cost|costs|buy-down|buydown|discount|per)$/, null],
    [/^(?:broker|brokers|compensation|comp|ysp)$/, 'broker_points'],
    [/^(?:origination|orig|lender|upfront|front|fee|fees)$/, 'origination_points'],
  ],
  term: [
    [/^(?:within|lock|locked|seasoning|seasoned|reserves?|minimum|interest|payments?|ago|last|past|owned|held|rented|leased|vacant|lived|employed|worked|been|notice|extension|extend|extensions|prepay|prepayment|stepdown|step-down|rent|rents|lease)$/, null],
    // "6.875% on the 30 year fixed": a fixed-rate product is named by its term.
    [/^(?:term|for|over|mature|matures|maturing|maturity|tenor|duration|length|io|interest-only|fixed)$/, 'loan_term'],
  ],
  score: [[/^(?:credit|fico|score|scores|mid|middle)$/, 'credit_score']],
  date: [
    // "as of the close of business 12/01/2025" is a statement's date, not a closing.
    [/^(?:date|lock|locked|expires|expiration|expire|dated|issued|birth|born|signed|executed|effective|formed|filed|recorded|sent|received|as|since|from|business|day)$/, null],
    [/^(?:close|closing|closes|coe|fund|funding|funded|settlement)$/, 'estimated_closing_date'],
  ],
};

/** Words that neither cue nor end the search: number words, articles, fillers. */
const NEUTRAL = /^(?:a|an|the|of|about|around|approximately|approx|roughly|some|up|to|not|exceed|no|more|less|least|than|equal|at|in|amount|total|and|or|is|be|would|will|shall|should|i|we|my|our|your|its|it|this|that|am|are|was|dollars?|and\/or|with|on|by|just|only|maybe|say|of|plus|1st|2nd|first|second|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|half|one-half|percent|\d+\/100)$/;

/** Words that make a whole clause about something other than the loan's own figures. */
const VETO: Partial<Record<Shape, RegExp>> = {
  // An assessor's value is a tax base, not the property's worth.
  money: /^(?:after-repair|after-repaired|arv|rental|replacement|coverage|loss|insured|dwelling|liability|assessed|equalized|assessment|taxable)$/,
  term: /^(?:extend|extended|extension|extensions|lock|locked|seasoning|reserves?)$/,
  // "as to an undivided 41.5987% interest": a share of the note held, not its rate.
  percent: /^(?:extend|extended|extension|extensions|undivided)$/,
  points: /^(?:extend|extended|extension|extensions)$/,
};

/**
 * A firm's name cues nothing: "ordered by Prairie Fund Capital · Nov 8" is no funding date. Only names ending in a
 * word that is never a cue itself ("Anticipated Funding. Apr 30" is a funding date), or of three words or more
 * ("Timberline Private Funding · internal · 10/16/2026").
 */
const FIRM_NAME = /\b(?:[A-Z][\w&'’-]*\s+){1,3}(?:Capital|Partners|Group|Financial|Bank|Trust Company|Advisors|LLC|Inc\.?|L\.?P\.?)(?![\w-])|\b(?:[A-Z][\w&'’-]*\s+){2,3}(?:Funding|Lending|Mortgage|Finance)(?![\w-])/g;

const WRITERS_FEE = /\b(?:my|our)\s+(?:fee|comp|compensation)\s+(?:(?:is|will be|of|=|:)\s*)?$/i;

/** Cues that only lean: a stronger cue or a cue of something else further back decides. */
const WEAK = /^(?:for|over|need|needs|want|wants|wanting|ask|asking|lender|front)$/;

const RANGE_AFTER = /^\s*(?:[–—-]|to)\s*\d{1,2}(?:\.\d{1,3})?\s*%/;
const RANGE_BEFORE = /(?:\d\s*%|\b\d{1,2}\.\d{1,3})\s*(?:[–—-]|to)\s*$/;

/** How many words before a figure may hold its cue. */
const WINDOW = 10;

interface Figure {
  shape: Shape;
  value: string;
  start: number;
  end: number;
}

const FIGURES: [Shape, RegExp][] = [
  ['money', /\$\s?\d[\d,]*(?:\.\d{1,2})?\s*(?:[kK]\b|MM\b|[mM]\b|million\b)?/g],
  ['points', /\b\d{1,2}(?:\.\d{1,3})?\s*(?:points?|pts?)\b\.?/g],
  ['percent', /\b\d{1,2}(?:\.\d{1,3})?\s*%/g],
  ['term', /\b\d{1,3}\)?\s*(?:-\s*)?(?:months?|mos?\b\.?|years?|yrs?\b)/gi],
  ['date', /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b/g],
  // Not a phone's area code or exchange: "(503) 555 0123", "503 555 0123".
  ['score', /(?<!\(\s?|\d[\s)]?)\b[5-8]\d{2}\b(?![\d%/+-]|[,.]\d|\s?\)|\s\d{3,4}\b|\s*(?:sq|sf|square|units?|days?|thousand|million|hundred|grand|k\b|[A-Z][a-z]+\s+(?:St|Ave|Rd|Dr|Ln|Blvd|Way|Ct)\b))/g],
];

/** Every figure of the text, the longest at a place winning ("$12,000" over its "12"), in reading order. */
function findFigures(text: string): Figure[] {
  const found: Figure[] = [];
  for (const [shape, re] of FIGURES) {
    for (const m of text.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ shape, value: m[0], start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function cueOf(shape: Shape, word: string): ExtractField | null | undefined {
  for (const [re, field] of CUES[shape]) if (re.test(word)) return field;
  return undefined;
}

/** The words of a stretch of text, lower case, without punctuation around them. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    // "Legal/doc fee", "funding/admin fee": each word of a pair may cue.
    .replace(/[()"“”,:/]/g, ' ')
    .split(/\s+/)
    // "credit's like a 732", "value's around $1.2M": a word and its contracted "is" cue alike (a party's
    // possessive, "at Lender's option", names no fee).
    .map((w) => w.replace(/^[^\w$%-]+|[^\w%-]+$/g, '').replace(/^(?!(?:lender|broker|seller|buyer|borrower)['’])(.+)['’]s$/, '$1'))
    .filter(Boolean);
}

/**
 * The field a figure states: the nearest cue before it in its clause (a sentence's end, a semicolon or another
 * figure ends the search), else the word right after it ("3.5 pts up front", "9.5% interest-only"); null when the
 * nearest cue names something else, undefined when there is none.
 */
function figureField(text: string, figure: Figure, previousEnd: number): ExtractField | null | undefined {
  const clauses = text.slice(previousEnd, figure.start).split(/[.;!?](?=\s+[A-Z(])|[;!?]/);
  // "13.50% interest, 24 mos": a figure right after a comma in another figure's clause starts an item of its own;
  // the words before the comma end the other figure's ("36 mo IO, looking for 13%" is still one clause).
  const item = clauses.length === 1 && previousEnd > 0 ? clauses[0]!.split(',').pop()! : null;
  const before = (item !== null && !item.trim() ? item : clauses.at(-1)!).replace(FIRM_NAME, ' ');
  let seen = 0;
  let weak: ExtractField | undefined;
  const window = words(before).reverse();
  // A clause about something else ("extend the maturity by 3 months", "after-repair value of $X") says nothing of the loan.
  if (window.slice(0, 2 * WINDOW).some((word) => VETO[figure.shape]?.test(word))) return null;
  // A guarantor's net worth (OCR may read "niet worth") is no property's.
  if (figure.shape === 'money' && /\bn[i1]?et\s+worth\b/i.test(before)) return null;
  // "my fee 1 pts", "our comp is 2 points": the writer's own fee, whose field depends on who writes (conversation.ts).
  if (figure.shape !== 'money' && WRITERS_FEE.test(before)) return null;
  for (const word of window) {
    const cue = cueOf(figure.shape, word);
    // "for 6 months" is the term's only if nothing further back says whose ("reserves for 6 months").
    if (cue !== undefined && WEAK.test(word) && cue !== null) weak ??= cue;
    else if (cue !== undefined) return cue === null || !weak || cue === weak ? cue : weak;
    if (!NEUTRAL.test(word) && ++seen > WINDOW) break;
  }
  if (weak) return weak;
  // "$340,000 on $435,000 value", "$2.1M against a $3M appraisal", "$1509k / val $2360k": the loan asked on the
  // property's figure.
  if (figure.shape === 'money' && /^\s*(?:on|against|\/)\s*(?:an?\s+)?(?:(?:val|value|as-is|aiv|appraised)\s*:?\s*)?\$\s?\d/.test(text.slice(figure.end, figure.end + 24))) return 'loan_amount';
  // The words after it within its list item: "12 months, prepay: …" says nothing of the 12 months.
  const after = words(text.slice(figure.end, figure.end + 40).split(/[.;!?](?=\s)|[;!?,]/)[0]!).slice(0, 2);
  for (const word of after) {
    // "your $193,000 in loan 2429948": a share held in a loan, not the loan.
    if (word === 'in') break;
    const cue = cueOf(figure.shape, word);
    if (cue !== undefined) return cue;
  }
  return undefined;
}

/** The figure as the field's value, or null when it is out of the field's range. */
function valueOf(field: ExtractField, figure: Figure): string | null {
  const number = Number(/\d[\d,]*(?:\.\d+)?/.exec(figure.value)?.[0]?.replace(/,/g, '') ?? NaN);
  switch (field) {
    case 'loan_amount':
    case 'property_value': {
      const amount = findMoney(figure.value)[0]?.value;
      return amount !== undefined && amount >= 10_000 ? formatNumber(amount) : null;
    }
    case 'loan_doc_fee':
    case 'processing_fee':
    case 'admin_fee': {
      const amount = findMoney(figure.value)[0]?.value;
      return amount !== undefined && amount >= 50 && amount < 10_000 ? formatNumber(amount) : null;
    }
    case 'interest_rate':
      return number >= 3 && number <= 25 ? formatNumber(number) : null;
    case 'origination_points':
    case 'broker_points':
      return number > 0 && number <= 6 ? formatNumber(number) : null;
    case 'loan_term': {
      const months = parseTermMonths(figure.value.replace(/\bmos?\b\.?/i, 'months'));
      return months && months <= 480 ? String(months) : null;
    }
    case 'credit_score':
      return number >= 500 && number <= 850 ? String(number) : null;
    case 'estimated_closing_date':
      return findDate(figure.value)?.iso ?? null;
    default:
      return null;
  }
}

/**
 * A term listed right after a rate ("11.75% interest-only, 12 mo."), or standing alone as the next item of a list
 * of the deal's figures ("$400,000 bridge …, fico 691, 15 months."): a quote's or an ask's terms in a row.
 */
function termInList(text: string, figures: Figure[], i: number, previousField: ExtractField | null | undefined): boolean {
  const previous = figures[i - 1];
  // A number spelled out before its digits ("· Twelve (12) months") is one item.
  const gap = text.slice(previous?.end ?? 0, figures[i]!.start).replace(/[A-Za-z-]+\s*\(\s*$/, '');
  // "7.875% on the 30-year": the product a rate is quoted on is named by its term; "11.50% 18 mo": a board's card.
  if (previous?.shape === 'percent' && /^\s+(?:on\s+(?:the|a)\s+)?$/.test(gap)) return true;
  // Items apart by commas, bullets, bars or slashes: "13.00% / 2.5 pts / 12 mos".
  if (!previous || !(/^[\s\w-]{0,20},\s*$/.test(gap) || /^\s*[·•|/]\s[^·•|/]{0,20}[·•|/]?\s*$/.test(gap))) return false;
  if (previous.shape === 'percent' && gap.includes(',')) return true;
  // The item ends there: a stop, the list's next mark, or the next line's label ("… · 12 months Value: $495,000").
  // (A figure read with its stop, "12 mos.", has ended its item too.)
  const alone = figures[i]!.value.endsWith('.') || /^\s*(?:[.,;?!·•|]|$|[A-Z][\w ]{0,30}:)/.test(text.slice(figures[i]!.end, figures[i]!.end + 34));
  // Points no word claims ("13.00% I/O, 1 pts in, Twelve (12) months") are an item of the same quote.
  return alone && (previousField === 'credit_score' || previousField === 'loan_amount' || previousField === 'interest_rate' || previousField === 'origination_points' || (previousField === undefined && previous.shape === 'points'));
}

/** "11.50% 18 mo 2 pts", "7.000% / 24-month": a percentage no word claims, with a term right after it, is the loan's rate. */
function rateBeforeTerm(text: string, figures: Figure[], i: number): boolean {
  const next = figures[i + 1];
  return figures[i]!.shape === 'percent' && next?.shape === 'term' && /^\s*(?:\/\s*)?$/.test(text.slice(figures[i]!.end, next.start));
}

/** A line that is only a date ("October 7, 2025", "Date: 10/21/2024", "Tue, Mar 3, 2026"). */
function isDateLine(text: string): boolean {
  return findDate(text) !== null && text.replace(/\b(?:date|dated|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|mon\w*|tue\w*|wed\w*|thu\w*|fri\w*|sat\w*|sun\w*)\b|[^a-z]/gi, '') === '';
}

/** A line that dates a message of a thread rather than stating a deal's date. */
const MESSAGE_HEADER = /^>?\s*(?:(?:date|sent)\s*:|on\b.{4,120}\bwrote:?$)/i;

/** A cell that reads as a sentence, not a table's label or bare value: five words or more. */
function isClause(text: string): boolean {
  return text.trim().split(/\s+/).length >= 5;
}

export function scanCues(doc: DocText, set: CandidateSet): void {
  // Running text only: a line of several cells is a table's row, read by its labels (label-scan.ts); a cell of it
  // that is itself a sentence ("Origination fee: 2.000 points. Broker fee: 2% payable to …") is read on its own,
  // each cell a clause of its own so that one column never cues another.
  const flat = doc.lines
    // A date alone on its line is a letter's or a notice's date, not a statement about the loan.
    // So is a message's header line ("On Sep 2, 2025, Piotr Mitchell <…> wrote:", "Sent: …").
    .map((l, i) => (isDateLine(l.text) || MESSAGE_HEADER.test(l.text.trim()) ? ';' : l.cells.length > 1 && !splitProse(doc.lines, i) ? `; ${l.cells.map((c) => (isClause(c.text) ? c.text : '')).join(' ; ')} ;` : l.text))
    .join(' ')
    .replace(/\s+/g, ' ');
  const text = statedFigures(flat);
  const q = doc.source === 'ocr' ? 0.9 : 1;
  const figures = findFigures(text);
  const fields: (ExtractField | null | undefined)[] = [];
  figures.forEach((figure, i) => {
    // "rates are running 7.75%–9.00%": a range of rates is a market's, not the loan's.
    const range = figure.shape === 'percent' && (RANGE_AFTER.test(text.slice(figure.end, figure.end + 12)) || RANGE_BEFORE.test(text.slice(Math.max(0, figure.start - 12), figure.start)));
    if (range || (figure.shape !== 'money' && sellerCarries(text, figure.start))) {
      fields.push(null);
      return;
    }
    const cued = figureField(text, figure, figures[i - 1]?.end ?? 0);
    // A term listed after a rate, a score or the amount is the loan's.
    const field = cued !== undefined ? cued : figure.shape === 'term' && termInList(text, figures, i, fields[i - 1]) ? 'loan_term' : rateBeforeTerm(text, figures, i) ? 'interest_rate' : null;
    // What the figure was read as, by its cue or its place in a list, is what the next figure follows.
    fields.push(field || cued);
    if (!field) return;
    const value = valueOf(field, figure);
    if (value !== null) set.add(field, value, 0.6 * q, `cue:${figure.shape}`);
  });
}

/** What a seller carries back ("$300,000 carried by Seller at 6% for 5 years") is a loan of its own, not the one asked for. */
const SELLER_CARRY = /\b(?:carried|carry(?:ing)?[- ]?back|seller[- ](?:carry|financ\w*|note))\b[^.;]{0,40}$/i;

/** The figure at `index` gives the terms of a seller's carry-back. */
export function sellerCarries(text: string, index: number): boolean {
  return SELLER_CARRY.test(text.slice(Math.max(0, index - 60), index));
}

/**
 * A line of running text that a wide gap split into cells (a scan's justified line, a numbered paragraph's tab):
 * "R-2. | obligations are contingent upon …", or "than $327,500 at | a rate not exceeding …" going on from a line
 * that stopped mid-sentence. Read as the sentence it is, not as a table's cells.
 */
function splitProse(lines: readonly Line[], index: number): boolean {
  const first = lines[index]!.cells[0]!.text.trim();
  if (/^(?:[A-Z]{0,2}-?\d{1,2}[.)]|\(?[a-z]\)|[ivx]{1,4}[.)])$/i.test(first)) return true;
  return continuesSentence(lines, index);
}

/**
 * A line that opens in lower case under a line that broke off mid-sentence on the same page ("… a term of Twelve
 * (12)" / "months.", "… a term of Eighteen" / "(18) months.").
 */
export function continuesSentence(lines: readonly Line[], index: number): boolean {
  const before = lines[index - 1]?.text.trim() ?? '';
  return /^(?:\(\d{1,3}\)\s+)?[a-z]/.test(lines[index]!.text.trim()) && /[a-z,]$|\(\d{1,3}\)$/.test(before) && lines[index - 1]!.page === lines[index]!.page;
}
