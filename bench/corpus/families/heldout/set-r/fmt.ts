// Small printing helpers for set-r: the ways a Northeast closing office or small-balance brokerage writes dates,
// money, names, addresses and loan vocabulary. Every printed form stays one the truth can be read back from.
import { esc } from '../../../style';
import type { Address, DealFacts, Person, Rng, Truth, TruthField } from '../../../types';
import { truthOf } from '../../../truth';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y ?? 2025, m ?? 1, d ?? 1];
}

/** March 5, 2025 */
export function dLong(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
/** 03/05/2025 */
export function dUS(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}
/** 3/5/2025 */
export function dShort(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${m}/${d}/${y}`;
}
/** Mar 5, 2025 */
export function dAbbr(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${(MONTHS[m - 1] ?? '').slice(0, 3)} ${d}, ${y}`;
}
export function dAny(rng: Rng, iso: string): string {
  return rng.pick([dLong, dUS, dShort, dAbbr])(iso);
}
/** ISO date plus days. */
export function plusDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A date `days` after `iso` that never falls on the deal's closing date (an expiry must not read as the closing). */
export function laterDate(f: DealFacts, iso: string, days: number): string {
  const d = plusDays(iso, days);
  return d === f.loan.closingDate ? plusDays(d, 1) : d;
}

/** $450,000 or $450,000.00 */
export function usd(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}
/** 450,000 */
export function num(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
/** $1.25MM / $850K the way brokers write subject lines (only for round amounts). */
export function shortMoney(n: number): string {
  if (n >= 1e6 && n % 10000 === 0) return `$${Number((n / 1e6).toFixed(2))}MM`;
  if (n % 1000 === 0) return `$${n / 1000}K`;
  return usd(n);
}
export function pct(rate: number, rng: Rng): string {
  return rng.chance(0.5) ? `${rate.toFixed(3)}%` : `${rate}%`;
}

export function phoneFmt(rng: Rng, p: string): string {
  const a = p.slice(0, 3), b = p.slice(3, 6), c = p.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `(${a})${b}-${c}`]);
}

export function fullName(p: Person, middle = false): string {
  return middle && p.middle ? `${p.first} ${p.middle} ${p.last}` : `${p.first} ${p.last}`;
}
export function lastFirstUpper(p: Person): string {
  return `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${p.middle ? ` ${p.middle.toUpperCase()}` : ''}`;
}

export function street(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? `, ${a.unit}` : ''}`;
}
export function cityLine(a: Address, long = false): string {
  return `${a.city}, ${long ? a.stateName : a.state} ${a.zip}`;
}
export function addr(a: Address, long = false): string {
  return `${street(a, long)}, ${cityLine(a, long)}`;
}

export function loanTypeLabel(rng: Rng, f: DealFacts): string {
  const options: Record<string, string[]> = {
    'Purchase': ['Purchase', 'Purchase Money 1st Mortgage', 'Purchase Loan'],
    'Refinance': ['Rate/Term Refinance', 'Refinance (no cash out)', 'Refi - Rate & Term'],
    'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Refinance - Cash Out'],
    'Second Mortgage': ['Second Mortgage', '2nd Mortgage', 'Subordinate 2nd Lien'],
    'Bridge Loan': ['Bridge Loan', 'Bridge', 'Short-Term Bridge Loan'],
    'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Rehab / Fix & Flip'],
    'Construction': ['Ground-Up Construction', 'Construction', 'New Construction Loan'],
    'Commercial': ['Commercial', 'Commercial Mortgage', 'Commercial Real Estate Loan'],
    'Land': ['Land', 'Land Loan', 'Vacant Land Acquisition'],
  };
  return rng.pick(options[f.loan.type] ?? [f.loan.type]);
}

const UNIT_WORDS = ['', 'One', 'Two', 'Three', 'Four'];

export function propertyTypeLabel(rng: Rng, f: DealFacts): string {
  const u = f.property.units ?? 0;
  const options: Record<string, string[]> = {
    'Single Family': ['Single Family', 'SFR', '1-Family Dwelling', 'Single-Family Residence'],
    '2-4 Unit': [`${u}-Family`, `${UNIT_WORDS[u] ?? u}-Family Dwelling`, `${u}-Unit Residential (2-4)`],
    'Condo': ['Condominium', 'Condo', 'Residential Condominium Unit'],
    'Townhouse': ['Townhouse', 'Townhome', 'Attached Townhouse'],
    'Multifamily (5+)': [`Multifamily (${u} units)`, `${u}-Unit Apartment Building`, `Multi-Family, ${u} Units`],
    'Mixed Use': [`Mixed-Use (${u} units)`, 'Mixed Use - Retail/Residential', 'Mixed-Use Building'],
    'Retail': ['Retail', 'Retail Strip', 'Retail Storefront'],
    'Office': ['Office', 'Office Building', 'Professional Office'],
    'Industrial': ['Industrial', 'Industrial/Warehouse', 'Light Industrial'],
    'Land': ['Vacant Land', 'Land', 'Unimproved Lot'],
  };
  return rng.pick(options[f.property.type] ?? [f.property.type]);
}

export function purposeLabel(rng: Rng, f: DealFacts): string | undefined {
  switch (f.loan.purpose) {
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition (Purchase)']);
    case 'Refinance': return rng.pick(['Refinance', 'Rate & Term Refinance']);
    case 'Cash Out Refinance': return rng.pick(['Cash-Out Refinance', 'Cash Out Refinance']);
    case 'Construction': return 'Construction';
    default: return undefined;
  }
}

export function termLabel(rng: Rng, months: number): string {
  if (months === 360) return rng.pick(['30 years (360 months)', '360 months', '30-year']);
  return rng.pick([`${months} months`, `${months} mo.`, `${months} Months`]);
}

export function exitLabel(rng: Rng, f: DealFacts): string | undefined {
  if (f.loan.exit === 'Sale') return rng.pick(['Sale', 'Sell upon completion', 'Sale of the property']);
  if (f.loan.exit === 'Refinance') return rng.pick(['Refinance', 'Refi into long-term DSCR loan', 'Refinance out with agency/bank debt']);
  return undefined;
}

export function prepayLabel(rng: Rng, f: DealFacts): string {
  return f.loan.prepayment.penalty ? (f.loan.prepayment.terms ?? 'Yes') : rng.pick(['None', 'No prepayment penalty', 'None - open prepayable']);
}

/** The borrower as a title would name them: the entity, or the individual (and co-borrower). */
export function vestee(f: DealFacts, upper = false): string {
  const text = f.entity ? f.entity.name : `${fullName(f.borrower)}${f.coBorrower ? ` and ${fullName(f.coBorrower)}` : ''}`;
  return upper ? text.toUpperCase() : text;
}

export function entityKind(f: DealFacts): string {
  switch (f.entity?.type) {
    case 'LLC': return `a ${f.entity.stateOfFormation} limited liability company`;
    case 'Corporation': return `a ${f.entity.stateOfFormation} corporation`;
    case 'Partnership': return `a ${f.entity.stateOfFormation} limited partnership`;
    case 'Trust': return 'a trust';
    default: return '';
  }
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

/** truthOf, re-exported so families import from one place. */
export function truth(f: DealFacts, fields: readonly TruthField[]): Truth {
  return truthOf(f, fields);
}

/** Fee lines the deal has: [label, amount] for the lender's doc, admin and processing fees. */
export function lenderFees(rng: Rng, f: DealFacts): { rows: [string, number][]; fields: TruthField[] } {
  const rows: [string, number][] = [];
  const fields: TruthField[] = [];
  if (f.loan.docFee !== undefined) { rows.push([rng.pick(['Doc Prep Fee', 'Loan Document Fee', 'Document Preparation']), f.loan.docFee]); fields.push('loan_doc_fee'); }
  if (f.loan.adminFee !== undefined) { rows.push([rng.pick(['Admin Fee', 'Administration Fee', 'Lender Admin']), f.loan.adminFee]); fields.push('admin_fee'); }
  if (f.loan.processingFee !== undefined) { rows.push([rng.pick(['Processing Fee', 'Processing', 'Loan Processing Fee']), f.loan.processingFee]); fields.push('processing_fee'); }
  return { rows, fields };
}

/** Point fees the deal has: [label with points, dollar amount, field]. */
export function pointFees(rng: Rng, f: DealFacts): { label: string; points: number; amount: number; field: TruthField }[] {
  const out: { label: string; points: number; amount: number; field: TruthField }[] = [];
  const amt = (p: number) => Math.round(f.loan.amount * p) / 100;
  if (f.loan.originationPoints !== undefined) out.push({ label: rng.pick(['Origination Fee', 'Lender Origination', 'Origination']), points: f.loan.originationPoints, amount: amt(f.loan.originationPoints), field: 'origination_points' });
  if (f.loan.discountPoints !== undefined) out.push({ label: rng.pick(['Discount Points', 'Rate Buydown (Discount)']), points: f.loan.discountPoints, amount: amt(f.loan.discountPoints), field: 'discount_points' });
  if (f.loan.brokerPoints !== undefined) out.push({ label: rng.pick(['Broker Fee', 'Mortgage Broker Fee', 'Broker Compensation']), points: f.loan.brokerPoints, amount: amt(f.loan.brokerPoints), field: 'broker_points' });
  return out;
}

/** Invented Northeast attorneys and closers (decoys). */
export function attorney(rng: Rng): { firm: string; name: string; email: string; phone: string; town: string } {
  const [firm, name, user, dom] = rng.pick([
    ['Law Offices of Denise R. Kaplan, P.C.', 'Denise R. Kaplan, Esq.', 'dkaplan', 'kaplanlawpc.com'],
    ['Ferraro & Liang LLP', 'Vincent Ferraro, Esq.', 'vferraro', 'ferraroliang.com'],
    ['Okonkwo Brennan PLLC', 'Adaeze Okonkwo, Esq.', 'aokonkwo', 'obrealestatelaw.com'],
    ['Gallagher, Russo & Weitz', 'Thomas Gallagher, Esq.', 'tgallagher', 'grwlaw.com'],
    ['Mendez Abogados & Associates, PLLC', 'Ricardo Mendez, Esq.', 'rmendez', 'mendezlawny.com'],
    ['Steinberg Halpern LLC', 'Ruth Steinberg, Esq.', 'rsteinberg', 'steinberghalpern.com'],
  ] as const);
  const [town, area] = rng.pick([['Garden City, NY 11530', '516'], ['Hackensack, NJ 07601', '201'], ['Stamford, CT 06901', '203'], ['Bala Cynwyd, PA 19004', '610'], ['Quincy, MA 02169', '617'], ['Brooklyn, NY 11201', '718']] as const);
  return { firm, name, email: `${user}@${dom}`, phone: `${area}-555-01${rng.int(0, 99).toString().padStart(2, '0')}`, town };
}

/** A paralegal or processor first name for sign-offs (decoy). */
export function staffName(rng: Rng): string {
  return rng.pick(['Gina Esposito', 'Marisol Vega', 'Tanya Brooks', 'Kevin Oduya', 'Lorraine Feeney', 'Yesenia Pagan', 'Rachel Sokol', 'Danny Whelan']);
}

export function h(text: string | number): string {
  return esc(text);
}

/** The fields a document names when it prints only the vestee (the entity, or the individual borrowers). */
export function vesteeFields(f: DealFacts): TruthField[] {
  return f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name'];
}


export type TermKey = 'amount' | 'rate' | 'term' | 'type' | 'purpose' | 'ptype' | 'value' | 'points' | 'fees' | 'prepay' | 'exit' | 'closing' | 'number';

/**
 * The loan-term rows lenders and brokers print, label vocabulary drawn per document: [label, value HTML] rows and
 * the truth fields they state. Keys absent from the deal (no exit, no fees) print nothing.
 */
export function termRows(rng: Rng, f: DealFacts, keys: readonly TermKey[]): { rows: [string, string][]; fields: TruthField[] } {
  const rows: [string, string][] = [];
  const fields: TruthField[] = [];
  const L = (...labels: string[]) => rng.pick(labels);
  for (const key of keys) {
    switch (key) {
      case 'amount': rows.push([L('Loan Amount', 'Loan Amt', 'Principal Amount', 'Requested Loan'), usd(f.loan.amount, rng.chance(0.3))]); fields.push('loan_amount'); break;
      case 'rate': rows.push([L('Interest Rate', 'Note Rate', 'Rate', 'Coupon'), `${pct(f.loan.rate, rng)}${rng.chance(0.4) ? ' fixed, interest-only' : ''}`]); fields.push('interest_rate'); break;
      case 'term': rows.push([L('Term', 'Loan Term', 'Maturity'), termLabel(rng, f.loan.termMonths)]); fields.push('loan_term'); break;
      case 'type': rows.push([L('Loan Type', 'Program', 'Product'), esc(loanTypeLabel(rng, f))]); fields.push('loan_type'); break;
      case 'purpose': {
        const p = purposeLabel(rng, f);
        if (p) { rows.push([L('Loan Purpose', 'Purpose', 'Transaction'), p]); fields.push('loan_purpose'); }
        break;
      }
      case 'ptype': rows.push([L('Property Type', 'Collateral Type', 'Asset Type'), esc(propertyTypeLabel(rng, f))]); fields.push('property_type'); break;
      case 'value': rows.push([L('As-Is Value', 'Appraised Value (As-Is)', 'Estimated Value', 'Current Market Value'), usd(f.property.value)]); fields.push('property_value'); break;
      case 'points':
        for (const p of pointFees(rng, f)) { rows.push([esc(p.label), `${p.points}% (${usd(p.amount, true)})`]); fields.push(p.field); }
        break;
      case 'fees': {
        const lf = lenderFees(rng, f);
        for (const [l, v] of lf.rows) rows.push([esc(l), usd(v)]);
        fields.push(...lf.fields);
        break;
      }
      case 'prepay': rows.push([L('Prepayment Penalty', 'Prepay', 'Prepayment'), esc(prepayLabel(rng, f))]); fields.push('prepayment_penalty', 'prepayment_terms'); break;
      case 'exit': {
        const x = exitLabel(rng, f);
        if (x) { rows.push([L('Exit Strategy', 'Exit', 'Take-out'), esc(x)]); fields.push('exit_strategy'); }
        break;
      }
      case 'closing': rows.push([L('Target Closing', 'Estimated Closing Date', 'Closing Date', 'Anticipated Closing'), dAny(rng, f.loan.closingDate)]); fields.push('estimated_closing_date'); break;
      case 'number': rows.push([L('Loan #', 'Loan Number', 'Loan No.', 'File #'), f.loan.loanNumber]); fields.push('loan_number'); break;
    }
  }
  return { rows, fields };
}
