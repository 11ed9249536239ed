// set-k's own helpers: formatting of money, dates, rates and vocabularies the way the authors of set-k write them.
// Written for set-k alone (no dev or held-out family code is used).
import { addressLine } from '../../../truth';
import { makeEntity } from '../../../facts';
import { documentHtml, esc, type FontKey, type PageOptions } from '../../../style';
import type { Address, DealFacts, LoanType, Person, PropertyType, Rng } from '../../../types';

export { esc, addressLine };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DStyle = 'long' | 'us' | 'usUnpadded' | 'abbr' | 'iso' | 'dayMonth' | 'ordinal';

/** A date as people write it; every style is one a reader of the truth's YYYY-MM-DD recognises. */
export function fdate(iso: string, style: DStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  switch (style) {
    case 'long': return `${month} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'usUnpadded': return `${m}/${d}/${y}`;
    case 'abbr': return `${month.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
    case 'dayMonth': return `${d} ${month} ${y}`;
    case 'ordinal': {
      const suffix = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
      return `the ${d}${suffix} day of ${month}, ${y}`;
    }
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return fdate(iso, rng.pick(['long', 'us', 'usUnpadded', 'abbr', 'dayMonth'] as const));
}

/** $450,000 / $450,000.00 / USD 450,000 */
export function money(n: number, style: 'plain' | 'cents' | 'usd' | 'bare' = 'plain'): string {
  const s = n.toLocaleString('en-US', { minimumFractionDigits: style === 'cents' ? 2 : 0, maximumFractionDigits: 2 });
  return style === 'usd' ? `USD ${s}` : style === 'bare' ? s : `$${s}`;
}

export function anyMoney(rng: Rng, n: number): string {
  return money(n, rng.pick(['plain', 'plain', 'cents', 'usd'] as const));
}

/** A rate written exactly: 10.5% / 10.50% / 10.125%. */
export function rate(r: number, rng?: Rng): string {
  const two = r.toFixed(2);
  if (rng && Number(two) === r && rng.chance(0.5)) return `${two}%`;
  if (rng && Number(r.toFixed(3)) === r && rng.chance(0.3)) return `${r.toFixed(3)}%`;
  return `${r}%`;
}

const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twenty-one', 'twenty-two', 'twenty-three', 'twenty-four'];

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "Twelve (12) months", "12 mos.", "24 months (2 years)", "30-year"… always carrying the months or N year. */
export function term(months: number, rng: Rng): string {
  if (months === 360) return rng.pick(['360 months', '30-year', '30 year fixed (360 months)']);
  const word = NUM_WORDS[months];
  const opts = [`${months} months`, `${months} mos.`, `${months}-month`];
  if (word) opts.push(`${cap(word)} (${months}) months`);
  if (months % 12 === 0) opts.push(`${months / 12} year${months > 12 ? 's' : ''} (${months} months)`);
  return rng.pick(opts);
}

export function phone(p: string, rng: Rng): string {
  const a = p.slice(0, 3), b = p.slice(3, 6), c = p.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `+1 ${a} ${b} ${c}`, `(${a})${b}-${c}`]);
}

/** A phone for another party that can never equal the borrower's. */
export function otherPhone(rng: Rng, avoid: readonly string[]): string {
  for (;;) {
    const p = `${rng.pick(['312', '404', '469', '602', '713', '786', '818', '904', '917', '980'])}5550${rng.int(100, 199)}`;
    if (!avoid.includes(p)) return p;
  }
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

export function name(p: Person, rng: Rng, style?: 'plain' | 'middle' | 'caps' | 'lastFirst'): string {
  const s = style ?? rng.pick(['plain', 'plain', 'middle', 'caps', 'lastFirst'] as const);
  const mid = p.middle ? ` ${p.middle}` : '';
  switch (s) {
    case 'plain': return `${p.first} ${p.last}`;
    case 'middle': return `${p.first}${mid} ${p.last}`;
    case 'caps': return `${p.first}${mid} ${p.last}`.toUpperCase();
    case 'lastFirst': return `${p.last.toUpperCase()}, ${p.first}${mid}`;
  }
}

/** One line or two: the street always as printed in the facts (short or long form) and the ZIP. */
export function addr(a: Address, rng: Rng, opts: { lines?: boolean; long?: boolean } = {}): string {
  const street = (opts.long ?? rng.chance(0.4)) ? a.streetLong : a.street;
  const unit = a.unit ? (rng.chance(0.5) ? `, ${a.unit}` : ` ${a.unit.replace('Unit ', '#')}`) : '';
  const state = rng.chance(0.25) ? a.stateName : a.state;
  const tail = `${a.city}, ${state} ${a.zip}`;
  return opts.lines ? `${esc(street + unit)}<br>${esc(tail)}` : esc(`${street}${unit}, ${tail}`);
}

export function loanTypeLabel(t: LoanType, rng: Rng): string {
  const m: Record<LoanType, string[]> = {
    'Purchase': ['Purchase', 'Acquisition Loan', 'Purchase Money'],
    'Refinance': ['Rate/Term Refinance', 'Refinance (no cash out)', 'Refi – Rate & Term'],
    'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Refinance w/ Cash Out'],
    'Second Mortgage': ['Second Mortgage', '2nd Lien Loan', 'Second Position Mortgage'],
    'Bridge Loan': ['Bridge Loan', 'Short-Term Bridge', 'Bridge Financing'],
    'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Rehab (Fix/Flip)', 'Fix-and-Flip'],
    'Construction': ['Ground-Up Construction', 'Construction Loan', 'New Construction'],
    'Commercial': ['Commercial Loan', 'Commercial Bridge / Term', 'Commercial Real Estate Loan'],
    'Land': ['Land Loan', 'Lot / Land Acquisition', 'Raw Land'],
  };
  return rng.pick(m[t]);
}

export const LOAN_TYPE_BOXES: readonly string[] = ['Purchase', 'Refinance', 'Cash Out Refi', 'Second Mortgage', 'Bridge Loan', 'Fix & Flip', 'Construction', 'Commercial', 'Land'];

export function propTypeLabel(t: PropertyType, units: number | undefined, rng: Rng): string {
  const m: Record<PropertyType, string[]> = {
    'Single Family': ['Single Family Residence', 'SFR', 'Single-Family Detached', '1-Unit SFR'],
    '2-4 Unit': [units === 2 ? 'Duplex' : units === 3 ? 'Triplex' : units === 4 ? 'Fourplex' : '2-4 Unit Residential', `${units ?? 2}-Unit Residential`, '2–4 Family'],
    'Condo': ['Condominium', 'Condo Unit', 'Condo'],
    'Townhouse': ['Townhouse', 'Townhome', 'Attached Townhome'],
    'Multifamily (5+)': [`Multifamily (${units ?? 5} units)`, `Apartment Building – ${units ?? 5} units`, '5+ Unit Multifamily'],
    'Mixed Use': ['Mixed-Use (retail/residential)', 'Mixed Use', 'Mixed Use Commercial'],
    'Retail': ['Retail', 'Retail Strip Center', 'Retail Storefront'],
    'Office': ['Office', 'Office Building', 'Professional Office'],
    'Industrial': ['Industrial', 'Industrial / Warehouse', 'Light Industrial Flex'],
    'Land': ['Vacant Land', 'Land', 'Unimproved Lot'],
  };
  return rng.pick(m[t]);
}

export const PROP_TYPE_BOXES: readonly PropertyType[] = ['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use', 'Retail', 'Office', 'Industrial', 'Land'];

export function purposeLabel(p: string, rng: Rng): string {
  const m: Record<string, string[]> = {
    'Purchase': ['Purchase', 'Acquisition', 'Purchase of subject'],
    'Refinance': ['Refinance', 'Rate & term refinance'],
    'Cash Out Refinance': ['Cash-out refinance', 'Cash Out Refinance', 'Refinance with cash out'],
    'Construction': ['Construction', 'Ground-up construction'],
  };
  return rng.pick(m[p] ?? [p]);
}

export function exitLabel(e: 'Sale' | 'Refinance', rng: Rng): string {
  return e === 'Sale'
    ? rng.pick(['Sale of the property', 'Sell after renovation', 'List and sell upon completion', 'Retail sale'])
    : rng.pick(['Refinance into long-term DSCR loan', 'Refi out with conventional lender', 'Refinance to a 30-year rental loan', 'Take-out refinance']);
}

export function prepayText(f: DealFacts, rng: Rng): string {
  const p = f.loan.prepayment;
  if (!p.penalty) return rng.pick(['None', 'No prepayment penalty', 'None – may be prepaid at any time without premium', 'N/A – open prepayment']);
  return esc(p.terms ?? 'Yes');
}

/** Fields a document states about the loan's fees only when the deal has them. */
export function feeRows(f: DealFacts, rng: Rng, labels?: Partial<Record<'orig' | 'disc' | 'brok' | 'doc' | 'admin' | 'proc', string>>): [string, string, string][] {
  const l = f.loan;
  const rows: [string, string, string][] = [];
  const pts = (p: number) => `${p} ${p === 1 ? 'point' : 'points'}`;
  if (l.originationPoints !== undefined) rows.push(['origination_points', labels?.orig ?? rng.pick(['Origination Fee', 'Lender Points', 'Origination']), `${pts(l.originationPoints)} (${money(Math.round(l.amount * l.originationPoints) / 100, 'cents')})`]);
  if (l.discountPoints !== undefined) rows.push(['discount_points', labels?.disc ?? rng.pick(['Discount Points', 'Rate Buy-Down']), `${l.discountPoints}%`]);
  if (l.brokerPoints !== undefined) rows.push(['broker_points', labels?.brok ?? rng.pick(['Broker Fee', 'Broker Compensation', 'Mortgage Broker Points']), `${pts(l.brokerPoints)}`]);
  if (l.docFee !== undefined) rows.push(['loan_doc_fee', labels?.doc ?? rng.pick(['Document Preparation Fee', 'Doc Fee', 'Loan Documentation Fee']), money(l.docFee)]);
  if (l.adminFee !== undefined) rows.push(['admin_fee', labels?.admin ?? rng.pick(['Administration Fee', 'Admin Fee', 'Administrative Fee']), money(l.adminFee)]);
  if (l.processingFee !== undefined) rows.push(['processing_fee', labels?.proc ?? rng.pick(['Processing Fee', 'Processing', 'Loan Processing Fee']), money(l.processingFee)]);
  return rows;
}

/** A round number near `n` that is not `n` and not any of `avoid`. */
export function near(rng: Rng, n: number, avoid: readonly (number | undefined)[] = []): number {
  for (;;) {
    const v = Math.round((n * (0.6 + rng.next() * 0.8)) / 1000) * 1000;
    if (v > 0 && v !== n && !avoid.includes(v)) return v;
  }
}

/** A copy of the deal whose borrower is an entity (entity documents concern one even where the deal had none). */
export function withEntity(f: DealFacts, rng: Rng, type?: 'Trust' | 'LLC' | 'Corporation' | 'Partnership'): DealFacts {
  if (f.entity && (!type || f.entity.type === type)) return f;
  const entity = makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)), type);
  return { ...f, entity };
}

export function page(title: string, pages: readonly string[], opts: { css?: string; font?: FontKey; fontSize?: string; page?: PageOptions } = {}): string {
  return documentHtml({ title, pages, css: opts.css, font: opts.font, fontSize: opts.fontSize, page: opts.page });
}

export function fields<T extends string>(...groups: (T | false | undefined)[]): T[] {
  return groups.filter((g): g is T => typeof g === 'string');
}

export function bool(v: boolean): string {
  return v ? 'Yes' : 'No';
}

/** A random invented person who is not the borrower (a co-member, a seller's agent…). */
export function otherPerson(rng: Rng, f: DealFacts): { first: string; last: string; phone: string; email: string } {
  const firsts = ['Gordon', 'Felicia', 'Harold', 'Noreen', 'Victor', 'Ines', 'Clayton', 'Marisol', 'Desmond', 'Odette', 'Reginald', 'Bettina'];
  const lasts = ['Pruitt', 'Vasquez-Hale', 'Lindgren', 'Okonkwo', 'Barlow', 'Sorensen', 'Quintero', 'Ashby', 'Falk', 'Mercado', 'Thibodeaux', 'Kaplan'];
  let last = rng.pick(lasts);
  if (last === f.borrower.last) last = 'Whitfield';
  const first = rng.pick(firsts);
  return { first, last, phone: otherPhone(rng, [f.borrower.phone]), email: `${first[0]}${last.replace(/[^A-Za-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`.toLowerCase() };
}

const ENTITY_KIND: Record<string, string[]> = {
  LLC: ['limited liability company'],
  Corporation: ['corporation'],
  Partnership: ['limited partnership'],
  Trust: ['trust'],
};

/** "Harbor Light Homes LLC, a Delaware limited liability company" */
export function entityPhrase(f: DealFacts): string {
  const e = f.entity;
  if (!e) return '';
  if (e.type === 'Trust') return `${esc(e.name)}${e.trustDate ? ` dated ${fdate(e.trustDate, 'long')}` : ''}`;
  const kind = (ENTITY_KIND[e.type] as string[])[0] as string;
  return `${esc(e.name)}, a${/^[AEIOU]/.test(e.stateOfFormation) ? 'n' : ''} ${esc(e.stateOfFormation)} ${kind}`;
}

/**
 * Who borrows, as a lender writes it: the entity (with its signer in a capacity) or the individual.
 * Returns the HTML and the truth fields it states.
 */
export function borrowerParty(f: DealFacts, rng: Rng, opts: { signer?: boolean; guarantorWord?: string } = {}): { html: string; fields: ('entity_name' | 'borrower_first_name' | 'borrower_last_name' | 'authorized_signatory_name' | 'authorized_signatory_title')[] } {
  if (!f.entity) return { html: `<span style="white-space:nowrap">${esc(name(f.borrower, rng, rng.pick(['plain', 'middle'] as const)))}</span>`, fields: ['borrower_first_name', 'borrower_last_name'] };
  const signer = opts.signer ?? rng.chance(0.6);
  const person = `<span style="white-space:nowrap">${esc(name(f.borrower, rng, 'plain'))}</span>`;
  if (signer) {
    return {
      html: `${entityPhrase(f)}, by ${person}, its ${esc(f.entity.signatoryTitle)}`,
      fields: ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'],
    };
  }
  return { html: `${entityPhrase(f)} (${opts.guarantorWord ?? 'Guarantor'}: ${person})`, fields: ['entity_name', 'borrower_first_name', 'borrower_last_name'] };
}
