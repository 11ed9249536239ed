// The small vocabulary set-f's families share: how other hands spell money, dates, rates, terms, names,
// addresses and loan products. Every choice is drawn from the document's rng, so two documents of one family
// rarely word a fact the same way. Written without reading the extractor or any other set's families.
import { makeFacts, makeRng } from '../../../facts';
import { esc } from '../../../style';
import type { Address, DealFacts, Entity, LoanType, Person, PropertyType, Rng, TruthField } from '../../../types';

// ---------------------------------------------------------------------------------------------------------------
// Numbers

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function under1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tail = rest < 20 ? ONES[rest] : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', tail].filter(Boolean).join(' ');
}

/** A whole number in words, capitalised: 305000 → "Three Hundred Five Thousand". */
export function words(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor((n % 1e6) / 1000);
  const rest = Math.floor(n % 1000);
  if (millions) parts.push(`${under1000(millions)} Million`);
  if (thousands) parts.push(`${under1000(thousands)} Thousand`);
  if (rest) parts.push(under1000(rest));
  return parts.join(' ');
}

/** Groups of thousands: 1250.5 → "1,250.50"; whole numbers without cents unless asked. */
export function grouped(n: number, cents = false): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: cents || !Number.isInteger(n) ? 2 : 0, maximumFractionDigits: 2 });
}

export type MoneyStyle = 'dollars' | 'cents' | 'bare' | 'usd';

export function usd(n: number, style: MoneyStyle = 'dollars'): string {
  switch (style) {
    case 'dollars': return `$${grouped(n)}`;
    case 'cents': return `$${grouped(n, true)}`;
    case 'bare': return grouped(n);
    case 'usd': return `USD ${grouped(n)}`;
  }
}

export function money(rng: Rng, n: number, styles: readonly MoneyStyle[] = ['dollars', 'dollars', 'cents']): string {
  return usd(n, rng.pick(styles));
}

/** A lawyer's amount: "Three Hundred Five Thousand and 00/100 Dollars ($305,000.00)". */
export function legalAmount(rng: Rng, n: number): string {
  return rng.chance(0.5)
    ? `${words(n)} and 00/100 Dollars (${usd(n, 'cents')})`
    : `${words(n).toUpperCase()} DOLLARS (${usd(n, 'dollars')})`;
}

/** Shorthand a broker types: 310000 → "$310k", 1250000 → "$1.25M". */
export function shorthand(n: number): string {
  if (n >= 1e6 && n % 10000 === 0) return `$${Number((n / 1e6).toFixed(2))}M`;
  if (n % 1000 === 0) return `$${n / 1000}k`;
  return usd(n);
}

/** A percent as written, keeping every stated digit: 10.5 → "10.50%" or "10.5%"; 9.875 → "9.875%". */
export function pct(rng: Rng, n: number): string {
  const exact = Number(n.toFixed(6));
  const two = n.toFixed(2);
  const forms = Number(two) === exact ? [`${two}%`, `${exact}%`, `${n.toFixed(3)}%`] : [`${exact}%`];
  return rng.pick(forms);
}

const FRACTION_WORDS: Record<string, string> = { '0': '', '0.25': ' and one-quarter', '0.5': ' and one-half', '0.75': ' and three-quarters' };

/** "ten and one-half percent (10.50%)" when the rate has a simple fraction; the figure alone otherwise. */
export function ratePhrase(rng: Rng, rate: number): string {
  const whole = Math.floor(rate);
  const fraction = FRACTION_WORDS[String(Number((rate - whole).toFixed(3)))];
  if (fraction !== undefined && rng.chance(0.5)) return `${words(whole).toLowerCase()}${fraction} percent (${rate.toFixed(2)}%)`;
  return pct(rng, rate);
}

/** A term in months as people write it: "12 months", "twelve (12) months", "18 mo.", "2 years". */
export function termPhrase(rng: Rng, months: number): string {
  const forms = [`${months} months`, `${words(months).toLowerCase()} (${months}) months`, `${months} mo.`];
  if (months % 12 === 0) forms.push(months === 12 ? '1 year' : `${months / 12} years`);
  return rng.pick(forms);
}

/** Points as written: "2 points", "2.00%", "two percent (2.0%)", "1.5 pts". */
export function pointsPhrase(rng: Rng, points: number): string {
  const exact = Number(points.toFixed(4));
  return rng.pick([`${exact}%`, `${points.toFixed(2)}%`, `${exact} pt${exact === 1 ? '' : 's'}`, `${exact} point${exact === 1 ? '' : 's'}`]);
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'long' | 'us' | 'usPad' | 'iso' | 'abbr' | 'dMonY' | 'legal';

export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  const pad = (v: number) => String(v).padStart(2, '0');
  switch (style) {
    case 'long': return `${month} ${d}, ${y}`;
    case 'us': return `${m}/${d}/${y}`;
    case 'usPad': return `${pad(m)}/${pad(d)}/${y}`;
    case 'iso': return iso;
    case 'abbr': return `${month.slice(0, 3)} ${d}, ${y}`;
    case 'dMonY': return `${d} ${month} ${y}`;
    case 'legal': {
      const suffix = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
      return `the ${d}${suffix} day of ${month}, ${y}`;
    }
  }
}

export function date(rng: Rng, iso: string, styles: readonly DateStyle[] = ['long', 'us', 'usPad', 'abbr']): string {
  return fmtDate(iso, rng.pick(styles));
}

// ---------------------------------------------------------------------------------------------------------------
// People and places

/** A name as some form or letter prints it: "Jo Ann Smith", "SMITH, JO ANN", "Jo Ann R. Smith", "J. Smith" never. */
export function fullName(rng: Rng, p: Person, options: { caps?: boolean; lastFirst?: boolean; middle?: boolean } = {}): string {
  const middle = options.middle !== false && p.middle && rng.chance(0.5) ? ` ${p.middle}` : '';
  let name = options.lastFirst ? `${p.last}, ${p.first}${middle}` : `${p.first}${middle} ${p.last}`;
  if (options.caps) name = name.toUpperCase();
  return name;
}

export function plainName(p: Person): string {
  return `${p.first} ${p.last}`;
}

export function phone(rng: Rng, digits: string): string {
  const a = digits.slice(0, 3);
  const b = digits.slice(3, 6);
  const c = digits.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `+1 ${a} ${b} ${c}`, `${a} ${b} ${c}`]);
}

export function einText(ein: string): string {
  return `${ein.slice(0, 2)}-${ein.slice(2)}`;
}

export function street(rng: Rng, a: Address, longChance = 0.4): string {
  const s = rng.chance(longChance) ? a.streetLong : a.street;
  if (!a.unit) return s;
  return rng.chance(0.7) ? `${s} ${a.unit}` : `${s}, ${a.unit}`;
}

/** "123 Main St, Springfield, IL 62704" with the street or state sometimes spelled out. */
export function addressLine(rng: Rng, a: Address): string {
  const state = rng.chance(0.25) ? a.stateName : a.state;
  return `${street(rng, a)}, ${a.city}, ${state} ${a.zip}`;
}

export function addressLines(rng: Rng, a: Address): [string, string] {
  return [street(rng, a), `${a.city}, ${rng.chance(0.2) ? a.stateName : a.state} ${a.zip}`];
}

/** A company's office address on one line. */
export function companyLine(a: Address): string {
  return `${a.street}${a.unit ? `, ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Deals

/** Words for the loan product that map to the one vocabulary value; never ambiguous between two of them. */
export function loanTypeWords(rng: Rng, type: LoanType): string {
  const options: Record<LoanType, readonly string[]> = {
    'Purchase': ['Purchase', 'Purchase Money Loan', 'Acquisition (purchase)', 'Purchase loan'],
    'Refinance': ['Rate/Term Refinance', 'Refinance (rate & term)', 'Refi – no cash out', 'Rate and term refi'],
    'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Refinance – cash out', 'Cash-out refi'],
    'Second Mortgage': ['Second Mortgage', '2nd Lien Mortgage', 'Second-position loan', '2nd mortgage'],
    'Bridge Loan': ['Bridge Loan', 'Short-term bridge', 'Bridge financing', 'Bridge'],
    'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix/Flip (rehab)', 'Fix-and-flip'],
    'Construction': ['Ground-Up Construction', 'New Construction', 'Construction loan', 'Ground up construction'],
    'Commercial': ['Commercial', 'Commercial Real Estate Loan', 'Commercial mortgage', 'CRE loan'],
    'Land': ['Land', 'Land Loan', 'Lot / land acquisition', 'Raw land loan'],
  };
  return rng.pick(options[type]);
}

/** The property type in one of its many spellings. */
export function propertyWords(rng: Rng, facts: DealFacts): string {
  const units = facts.property.units;
  const options: Record<PropertyType, readonly string[]> = {
    'Single Family': ['Single Family', 'SFR', 'Single-family residence', 'SFD (detached)', '1-unit single family'],
    '2-4 Unit': units === 2 ? ['Duplex', '2-unit residential', '2-4 Unit'] : units === 3 ? ['Triplex', '3-unit residential', '2-4 unit'] : ['Fourplex', '4-unit residential', '2-4 Unit (quad)'],
    'Condo': ['Condo', 'Condominium', 'Condominium unit'],
    'Townhouse': ['Townhouse', 'Townhome', 'Attached townhome'],
    'Multifamily (5+)': [`${units ?? 'Multi'}-unit apartment building`, 'Multifamily (5+ units)', `Multifamily – ${units ?? 5}+ units`, 'Apartment building (5+)'],
    'Mixed Use': ['Mixed Use', 'Mixed-use (retail + residential)', 'Mixed-use building'],
    'Retail': ['Retail', 'Retail building', 'Retail strip center'],
    'Office': ['Office', 'Office building', 'Professional office'],
    'Industrial': ['Industrial', 'Warehouse / industrial', 'Light industrial'],
    'Land': ['Land', 'Vacant land', 'Raw land', 'Vacant lot'],
  };
  return rng.pick(options[facts.property.type]);
}

export function purposeWords(rng: Rng, purpose: NonNullable<DealFacts['loan']['purpose']>): string {
  const options = {
    'Purchase': ['Purchase', 'Acquisition', 'Purchase'],
    'Refinance': ['Refinance', 'Rate/term refinance', 'Refinance'],
    'Cash Out Refinance': ['Cash-Out Refinance', 'Cash out refinance', 'Refinance with cash out'],
    'Construction': ['Construction', 'Construction', 'New construction'],
  } as const;
  return rng.pick(options[purpose]);
}

export function exitPhrase(rng: Rng, exit: 'Sale' | 'Refinance'): string {
  return exit === 'Sale'
    ? rng.pick(['sale of the Property', 'sale of the completed property', 'a sale to a third-party buyer', 'listing and selling the property'])
    : rng.pick(['a refinance into long-term financing', 'refinancing with a DSCR lender', 'a conventional refinance', 'a take-out refinance once stabilized']);
}

/** "a Delaware limited liability company" */
export function entityDescription(e: Entity): string {
  const kind = { LLC: 'limited liability company', Corporation: 'corporation', Partnership: 'limited partnership', Trust: 'trust' }[e.type];
  return `a${/^[AEIOU]/.test(e.stateOfFormation) ? 'n' : ''} ${e.stateOfFormation} ${kind}`;
}

/** The trust's name with its "dated …" clause, as trust papers write it. */
export function trustWithDate(rng: Rng, e: Entity): string {
  return e.trustDate ? `${e.name} ${rng.pick(['dated', 'u/a/d', 'under agreement dated'])} ${date(rng, e.trustDate)}` : e.name;
}

/** Another deal in the same sheet or mailbox: a distractor drawn from this document's rng. */
export function otherDeal(rng: Rng): DealFacts {
  return makeFacts(makeRng(rng.int(1, 2 ** 31 - 1)));
}

/** The prepayment clause in prose, or undefined when the family leaves it out. */
export function prepaySentence(rng: Rng, facts: DealFacts): string {
  const p = facts.loan.prepayment;
  if (!p.penalty) {
    return rng.pick(['No prepayment penalty.', 'The loan may be prepaid in whole or in part at any time without penalty.', 'Prepayment: none — open to prepay.', 'There is no prepayment penalty.']);
  }
  return rng.pick([`Prepayment penalty: ${p.terms}.`, `A prepayment penalty applies: ${p.terms}.`, `Prepayment premium of ${p.terms}.`]);
}

/** Inline HTML escaping for text built from facts. */
export const h = esc;

/** Pick n distinct items. */
export function some<T>(rng: Rng, items: readonly T[], n: number): T[] {
  return rng.shuffle(items).slice(0, n);
}

// ---------------------------------------------------------------------------------------------------------------
// Fees

export interface Fee {
  field: TruthField;
  label: string;
  /** "2.00% of the loan amount", "flat". */
  basis: string;
  /** Dollars, for points the points times the amount. */
  dollars: number;
  /** Percent points, for the three point fields. */
  points?: number;
}

const FEE_LABELS: Record<string, readonly string[]> = {
  origination_points: ['Origination Fee', 'Origination', 'Lender Origination Fee', 'Lender Points (origination)'],
  discount_points: ['Discount Points', 'Rate Buy-Down (discount points)', 'Discount Fee'],
  broker_points: ['Broker Fee', 'Broker Compensation', 'Mortgage Broker Fee', 'Broker Origination'],
  loan_doc_fee: ['Document Preparation Fee', 'Doc Fee', 'Loan Documentation Fee', 'Doc Prep'],
  admin_fee: ['Administration Fee', 'Admin Fee', 'Administrative Fee'],
  processing_fee: ['Processing Fee', 'Processing', 'Loan Processing Fee'],
};

/** The lender's and broker's charges the deal has, each labelled one of several ways. */
export function lenderFees(rng: Rng, facts: DealFacts): Fee[] {
  const { loan } = facts;
  const fees: Fee[] = [];
  const pointFee = (field: TruthField, points: number | undefined) => {
    if (points === undefined) return;
    const basis = rng.pick([`${pct(rng, points)} of the loan amount`, `${Number(points.toFixed(4))} pts`, `${pct(rng, points)} of loan`]);
    fees.push({ field, label: rng.pick(FEE_LABELS[field] as readonly string[]), basis, dollars: Math.round(loan.amount * points) / 100, points });
  };
  const flatFee = (field: TruthField, dollars: number | undefined) => {
    if (dollars === undefined) return;
    fees.push({ field, label: rng.pick(FEE_LABELS[field] as readonly string[]), basis: rng.pick(['flat', 'fixed', 'per loan', '']), dollars });
  };
  pointFee('origination_points', loan.originationPoints);
  pointFee('discount_points', loan.discountPoints);
  pointFee('broker_points', loan.brokerPoints);
  flatFee('loan_doc_fee', loan.docFee);
  flatFee('admin_fee', loan.adminFee);
  flatFee('processing_fee', loan.processingFee);
  return fees;
}

/** Charges of third parties a closing statement or quote lists beside the lender's: never borrower fields. */
export function thirdPartyFees(rng: Rng, facts: DealFacts): { label: string; dollars: number }[] {
  return some(rng, [
    { label: `Appraisal (${facts.appraiser.name})`, dollars: rng.pick([475, 550, 650, 850, 1200]) },
    { label: `Title insurance & settlement (${facts.title.name})`, dollars: rng.int(9, 40) * 100 },
    { label: 'Flood certification', dollars: rng.pick([12, 15, 18]) },
    { label: 'Credit report / background', dollars: rng.pick([45, 65, 89, 125]) },
    { label: 'Recording fees (est.)', dollars: rng.pick([150, 225, 310]) },
  ], rng.int(2, 4));
}

/** The fields a list of fees states. */
export function feeFields(fees: readonly Fee[]): TruthField[] {
  return fees.map((f) => f.field);
}

// ---------------------------------------------------------------------------------------------------------------
// The borrower as a document names it

/** The borrower as the lender's papers name it: the entity with its kind (a trust with its date), or the person. */
export function borrowerName(rng: Rng, facts: DealFacts): string {
  const e = facts.entity;
  if (!e) return fullName(rng, facts.borrower, { caps: rng.chance(0.15) });
  if (e.type === 'Trust') return rng.chance(0.6) ? trustWithDate(rng, e) : e.name;
  return rng.chance(0.6) ? `${e.name}, ${entityDescription(e)}` : e.name;
}

/** The identifying fields of a document that names the borrower (and, with `signs`, its signatory and title). */
export function borrowerFields(facts: DealFacts, signs: boolean): TruthField[] {
  if (!facts.entity) return ['borrower_first_name', 'borrower_last_name'];
  return ['entity_name', 'borrower_first_name', 'borrower_last_name', ...(signs ? ['authorized_signatory_name', 'authorized_signatory_title'] as const : [])];
}

/** "By: ____ Name: … Title: …" for the borrower, whichever kind it is. */
export function borrowerSignature(rng: Rng, facts: DealFacts): string {
  const p = facts.borrower;
  if (!facts.entity) return `<div class="sig">${h(fullName(rng, p))}${rng.chance(0.5) ? ', Borrower' : ''}</div>`;
  const e = facts.entity;
  return `<div><b>${h(e.type === 'Trust' ? trustWithDate(rng, e) : e.name)}</b></div>
<div class="sig">By: ${h(fullName(rng, p))}</div><div>${rng.chance(0.5) ? 'Its' : 'Title:'} ${h(e.signatoryTitle)}</div>`;
}

/** The loan fields every full set of terms states. */
export function loanFields(facts: DealFacts): TruthField[] {
  return [
    'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_type', 'loan_type',
    ...(facts.loan.exit ? ['exit_strategy'] as const : []),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Forms

export type BoxStyle = 'ballot' | 'brackets' | 'squares' | 'parens';

const BOXES: Record<BoxStyle, readonly [string, string]> = {
  ballot: ['☒', '☐'], brackets: ['[X]', '[ ]'], squares: ['■', '□'], parens: ['(x)', '( )'],
};

/** A row of tick boxes, the chosen one marked: "☒ Purchase ☐ Refinance", "[X] Yes [ ] No". */
export function tickRow(style: BoxStyle, options: readonly string[], chosen: string | undefined): string {
  const [on, off] = BOXES[style];
  return options.map((o) => `<span style="margin-right:12px;white-space:nowrap">${o === chosen ? on : off} ${h(o)}</span>`).join(' ');
}

/** "Yes ☐ No ☒" */
export function yesNo(style: BoxStyle, yes: boolean): string {
  const [on, off] = BOXES[style];
  return `Yes ${yes ? on : off}&nbsp;&nbsp;No ${yes ? off : on}`;
}

/** The form's own list of loan products, each mapping to one vocabulary value. */
export const PRODUCT_BOXES: readonly (readonly [LoanType, string])[] = [
  ['Purchase', 'Purchase'], ['Refinance', 'Rate/Term Refi'], ['Cash Out Refi', 'Cash-Out Refi'], ['Second Mortgage', '2nd Lien'],
  ['Bridge Loan', 'Bridge'], ['Fix & Flip', 'Fix & Flip'], ['Construction', 'Ground-Up'], ['Commercial', 'Commercial'], ['Land', 'Land'],
];

export const PURPOSE_BOXES: readonly (readonly [NonNullable<DealFacts['loan']['purpose']>, string])[] = [
  ['Purchase', 'Purchase'], ['Refinance', 'Refinance'], ['Cash Out Refinance', 'Cash-Out Refinance'], ['Construction', 'Construction'],
];

export const PROPERTY_BOXES: readonly (readonly [PropertyType, string])[] = [
  ['Single Family', 'SFR'], ['2-4 Unit', '2–4 Units'], ['Condo', 'Condo'], ['Townhouse', 'Townhome'], ['Multifamily (5+)', '5+ Units'],
  ['Mixed Use', 'Mixed-Use'], ['Retail', 'Retail'], ['Office', 'Office'], ['Industrial', 'Industrial'], ['Land', 'Land'],
];

/** The form label of `value` in a list of [vocabulary, label]. */
export function boxLabel<T>(list: readonly (readonly [T, string])[], value: T | undefined): string | undefined {
  return list.find(([v]) => v === value)?.[1];
}

/** Handwriting on a form (a scan makes it harder still). */
export function hand(text: string): string {
  return `<span class="hand">${h(text)}</span>`;
}

export const HAND_CSS = `.hand { font-family: 'DejaVu Serif', serif; font-style: italic; color: #1b2a78; font-size: 11pt; letter-spacing: -0.2px; }`;

// ---------------------------------------------------------------------------------------------------------------
// Prose

/** Lower-cases words for use mid-sentence, keeping acronyms ("SFR", "SFD", "CRE"). */
export function prose(text: string): string {
  return text.split(' ').map((w) => (/^\(?[A-Z]{2,}\)?$/.test(w) ? w : w.toLowerCase())).join(' ');
}

/** "a"/"an" before a phrase. */
export function withArticle(phrase: string): string {
  const vowelSound = /^[A-Z]{2,}/.test(phrase) ? /^[AEFHILMNORSX]/.test(phrase) : /^[aeiou]/i.test(phrase);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

/** The loan product as a noun phrase in a sentence ("a fix-and-flip loan"), mapping to one vocabulary value. */
export function loanProse(rng: Rng, type: LoanType): string {
  const options: Record<LoanType, readonly string[]> = {
    'Purchase': ['purchase loan', 'purchase-money loan', 'purchase mortgage'],
    'Refinance': ['rate/term refinance loan', 'rate-and-term refinance', 'no-cash-out refinance'],
    'Cash Out Refi': ['cash-out refinance loan', 'cash-out refi', 'cash out refinance'],
    'Second Mortgage': ['second mortgage', '2nd lien loan', 'second-position mortgage'],
    'Bridge Loan': ['bridge loan', 'short-term bridge loan', 'bridge mortgage'],
    'Fix & Flip': ['fix-and-flip loan', 'fix & flip loan', 'fix/flip rehab loan'],
    'Construction': ['ground-up construction loan', 'new construction loan', 'construction loan'],
    'Commercial': ['commercial real estate loan', 'commercial mortgage loan', 'commercial loan'],
    'Land': ['land loan', 'lot acquisition loan', 'raw land loan'],
  };
  return withArticle(rng.pick(options[type]));
}
