// set-s helpers: the desk's own way of writing money, dates, rates, names and addresses, plus the DSCR arithmetic
// (rents, PITIA, DSCR) the worksheets print. Nothing here decides truth; families list the fields they print.
import { addDays, makePerson, weighted } from '../../../facts';
import { truthOf } from '../../../truth';
import { kvTable } from '../../../style';
import type { Address, DealFacts, LoanType, Person, PropertyType, Rng, Truth, TruthField } from '../../../types';

export { addDays, truthOf, weighted };
export type { DealFacts, Rng, Truth, TruthField };

export function money(n: number, cents = false): string {
  if (n < 0) return `-${money(-n, cents)}`;
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
}
export function num(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
/** "$425k" style when round, else the full figure. */
export function shortMoney(n: number): string {
  if (n >= 1e6 && n % 10000 === 0) return `$${n / 1e6}M`;
  if (n % 1000 === 0) return `$${n / 1000}k`;
  return money(n);
}
/** A rate or points printed exactly: 7.5 → "7.500" or "7.50" or "7.5"; 7.875 never "7.88". */
export function pct(value: number, rng?: Rng): string {
  const two = value.toFixed(2);
  const three = value.toFixed(3);
  if (Number(two) !== value) return three;
  if (!rng) return three;
  return rng.pick([two, three, String(value)]);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DStyle = 'long' | 'us' | 'usn' | 'iso' | 'abbr';
export function dt(iso: string, style: DStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'usn': return `${m}/${d}/${y}`;
    case 'iso': return iso;
    case 'abbr': return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
  }
}
export function pickD(rng: Rng): DStyle {
  return rng.pick(['long', 'us', 'usn', 'abbr', 'us'] as const);
}
/** A date that is not a truth value: any style, including short years. */
export function looseDate(iso: string, rng: Rng): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return rng.chance(0.4) ? `${m}/${d}/${String(y).slice(2)}` : dt(iso, pickD(rng));
}

export function phone(p: string, rng: Rng): string {
  const a = p.slice(0, 3); const b = p.slice(3, 6); const c = p.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`]);
}

export function street(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
}
export function cityLine(a: Address, longState = false): string {
  return `${a.city}, ${longState ? a.stateName : a.state} ${a.zip}`;
}
export function addr(a: Address, rng: Rng): string {
  const long = rng.chance(0.35);
  return `${street(a, long)}, ${cityLine(a, rng.chance(0.15))}`;
}

export function name(p: Person, rng?: Rng): string {
  const mid = rng && p.middle && rng.chance(0.5) ? ` ${p.middle}` : '';
  return `${p.first}${mid} ${p.last}`;
}
export function lastFirst(p: Person): string {
  return `${p.last.toUpperCase()}, ${p.first.toUpperCase()}`;
}

/** Someone at a desk: a processor, a UW, an AE. Never a borrower field. */
export function staff(rng: Rng, domain: string, avoid: string): Person {
  for (let i = 0; i < 10; i++) {
    const p = makePerson(rng, { domain });
    if (p.last !== avoid) return p;
  }
  return makePerson(rng, { domain, last: 'Quintana' });
}

/** The desk's own shops and the outfits that send it paper (all invented). */
export const DESKS = [
  'Front Range Investor Lending', 'Wasatch Rental Capital', 'Sawtooth DSCR Funding', 'Bitterroot Correspondent Group',
  'Gallatin Valley Investor Loans', 'Boise Basin Mortgage Trust', 'Teton Pass Capital', 'Uinta Wholesale Lending',
  'Red Rocks Rental Finance', 'Great Basin Business Lending',
];
export const CORRESPONDENTS = [
  'Cottonwood Heights Funding LLC', 'Powder River Mortgage Co.', 'Ogden Canyon Lending', 'Flatirons Private Capital',
  'Snake River Home Loans', 'Elk Meadow Financial', 'Clearwater Bridge Capital', 'Highline Business Loans',
];
export function desk(rng: Rng): { name: string; domain: string } {
  const n = rng.pick(DESKS);
  return { name: n, domain: `${n.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com` };
}
export function correspondent(rng: Rng): { name: string; domain: string } {
  const n = rng.pick(CORRESPONDENTS);
  return { name: n, domain: `${n.toLowerCase().replace(/(llc|co\.)/g, '').replace(/[^a-z]/g, '').slice(0, 14)}.com` };
}

export function ptLabel(t: PropertyType, rng: Rng, units?: number): string {
  switch (t) {
    case 'Single Family': return rng.pick(['SFR', 'SFR', 'Single Family', 'SFR (detached)', '1-Unit SFR']);
    case '2-4 Unit': return units === 2 ? rng.pick(['Duplex', '2-Unit', '2-4 Unit (duplex)']) : units === 3 ? rng.pick(['Triplex', '3-Unit', '2-4 Unit']) : rng.pick(['Fourplex', '4-Unit', '2-4 Unit', 'Quad']);
    case 'Condo': return rng.pick(['Condo', 'Condo (warrantable)', 'Condominium', 'Non-warrantable condo']);
    case 'Townhouse': return rng.pick(['Townhome', 'Townhouse', 'TH (attached)']);
    case 'Multifamily (5+)': return rng.pick([`${units ?? 5}-Unit MF`, 'Multifamily 5+', `Multifamily (${units ?? 5} units)`]);
    case 'Mixed Use': return rng.pick(['Mixed Use', 'Mixed-Use (retail/resi)', 'Mixed Use']);
    case 'Retail': return rng.pick(['Retail', 'Retail strip', 'Commercial - Retail']);
    case 'Office': return rng.pick(['Office', 'Office bldg', 'Commercial - Office']);
    case 'Industrial': return rng.pick(['Industrial', 'Light Industrial / Flex', 'Warehouse (industrial)']);
    case 'Land': return rng.pick(['Land', 'Vacant Land', 'Raw land / lot']);
  }
}

export function ltLabel(t: LoanType, rng: Rng): string {
  switch (t) {
    case 'Purchase': return rng.pick(['Purchase', 'Purchase']);
    case 'Refinance': return rng.pick(['Rate/Term Refi', 'R/T Refinance', 'Rate-Term Refinance']);
    case 'Cash Out Refi': return rng.pick(['Cash-Out Refi', 'Cash Out Refinance', 'C/O Refi']);
    case 'Second Mortgage': return rng.pick(['2nd Lien', 'Closed-End Second', 'Second Mortgage']);
    case 'Bridge Loan': return rng.pick(['Bridge', 'Bridge Loan', 'RTL Bridge']);
    case 'Fix & Flip': return rng.pick(['Fix & Flip', 'Fix/Flip (RTL)', 'Fix and Flip']);
    case 'Construction': return rng.pick(['Ground-Up Construction', 'Ground Up', 'New Construction']);
    case 'Commercial': return rng.pick(['Commercial', 'Commercial Bridge', 'Commercial (non-owner)']);
    case 'Land': return rng.pick(['Land', 'Land Loan', 'Lot Loan']);
  }
}

export function purposeLabel(f: DealFacts, rng: Rng): string | undefined {
  switch (f.loan.purpose) {
    case 'Purchase': return rng.pick(['Purchase', 'Purchase', 'Acquisition']);
    case 'Refinance': return rng.pick(['Rate/Term Refinance', 'Refinance', 'R/T Refi']);
    case 'Cash Out Refinance': return rng.pick(['Cash-Out Refinance', 'Cash Out', 'Refinance - Cash Out']);
    case 'Construction': return rng.pick(['Construction', 'Construction']);
    default: return undefined;
  }
}

export function termText(m: number, rng: Rng): string {
  if (m === 360) return rng.pick(['360 months', '30-year', '30 year fixed', '360 mo']);
  if (m % 12 === 0 && rng.chance(0.3)) return `${m / 12} year${m > 12 ? 's' : ''} (${m} months)`;
  return rng.pick([`${m} months`, `${m} mo`, `${m} Months`, `${m}-month`]);
}

export function exitText(f: DealFacts, rng: Rng): string | undefined {
  if (!f.loan.exit) return undefined;
  return f.loan.exit === 'Sale'
    ? rng.pick(['Sale', 'Sell upon completion', 'List & sell after rehab', 'Retail sale'])
    : rng.pick(['Refinance', 'Refi into DSCR 30yr', 'Refi out to long-term rental loan', 'Stabilize & refi (DSCR)']);
}

export function ppText(f: DealFacts, rng: Rng): string {
  return f.loan.prepayment.penalty ? (f.loan.prepayment.terms as string) : rng.pick(['None', 'No PPP', 'None - open prepay', 'No prepayment penalty']);
}

const RESI: readonly PropertyType[] = ['Single Family', '2-4 Unit', 'Condo', 'Townhouse'];
export const DSCR_PPP = ['5/4/3/2/1 step-down', '3/2/1 step-down over 36 months', '3% / 2% / 1% step-down', '1% of the original loan amount during the first year', '2% of the outstanding balance if repaid in the first 12 months'];

/**
 * The deal as the DSCR desk would write it up: a 30-year rental loan on a 1-4 unit (or condo/townhome), purpose kept,
 * rate in the DSCR range and the usual step-down prepay. Amounts, value, names and dates stay those of the deal.
 */
export function dscrize(f: DealFacts, rng: Rng, opts: { multifamily?: boolean } = {}): DealFacts {
  const purpose = f.loan.purpose === 'Construction' ? 'Refinance' : f.loan.purpose ?? 'Purchase';
  const type: LoanType = purpose === 'Purchase' ? 'Purchase' : purpose === 'Refinance' ? 'Refinance' : 'Cash Out Refi';
  let pt = f.property.type;
  let units = f.property.units;
  if (!RESI.includes(pt) && !(opts.multifamily && pt === 'Multifamily (5+)')) {
    pt = weighted<PropertyType>(rng, [['Single Family', 6], ['2-4 Unit', 3], ['Townhouse', 1]]);
    units = pt === '2-4 Unit' ? rng.int(2, 4) : undefined;
  }
  const rate = f.loan.termMonths === 360 ? f.loan.rate : rng.int(50, 72) / 8;
  const penalty = rng.chance(0.8);
  return {
    ...f,
    property: { ...f.property, type: pt, units, arv: undefined },
    loan: {
      ...f.loan,
      type,
      purpose,
      termMonths: 360,
      rate,
      exit: undefined,
      prepayment: penalty ? { penalty: true, terms: rng.pick(DSCR_PPP) } : { penalty: false },
    },
  };
}

/** Monthly market rent a 1007 would show for the deal's value (roughly 0.55–0.85 % of value). */
export function marketRent(f: DealFacts, rng: Rng): number {
  return Math.round((f.property.value * (0.0055 + rng.next() * 0.003)) / 25) * 25;
}
/** P&I of a 30-year fully amortising loan. */
export function pandi(amount: number, rate: number, months = 360): number {
  const r = rate / 100 / 12;
  return Math.round(((amount * r) / (1 - (1 + r) ** -months)) * 100) / 100;
}
export function dscrNumbers(f: DealFacts, rng: Rng): { rent: number; pi: number; taxes: number; ins: number; hoa: number; pitia: number; dscr: number } {
  const rent = marketRent(f, rng);
  const pi = pandi(f.loan.amount, f.loan.rate);
  const taxes = Math.round((f.property.value * (0.004 + rng.next() * 0.006)) / 12);
  const ins = Math.round((900 + rng.int(0, 2600)) / 12);
  const hoa = f.property.type === 'Condo' || f.property.type === 'Townhouse' ? rng.int(9, 48) * 10 : 0;
  const pitia = Math.round((pi + taxes + ins + hoa) * 100) / 100;
  return { rent, pi, taxes, ins, hoa, pitia, dscr: Math.round((rent / pitia) * 100) / 100 };
}

/** The fields that name the borrower: the entity (and its signer with title when `signer`), or the person. */
export function whoFields(f: DealFacts, opts: { principal?: boolean; signer?: boolean; contact?: boolean } = {}): TruthField[] {
  const out: TruthField[] = [];
  if (f.entity) {
    out.push('entity_name');
    if (opts.signer) out.push('authorized_signatory_name', 'authorized_signatory_title');
    if (opts.principal || opts.signer) out.push('borrower_first_name', 'borrower_last_name');
  } else {
    out.push('borrower_first_name', 'borrower_last_name');
  }
  if (opts.contact) out.push('borrower_email', 'borrower_phone');
  return out;
}

/** The borrower as one line: "Harbor Light Homes LLC" or "Maria Lopez". */
export function vesting(f: DealFacts): string {
  return f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`;
}

export function entityForm(f: DealFacts): string {
  if (!f.entity) return 'individual';
  const s = f.entity.stateOfFormation;
  switch (f.entity.type) {
    case 'LLC': return `a ${s} limited liability company`;
    case 'Corporation': return `a ${s} corporation`;
    case 'Partnership': return `a ${s} limited partnership`;
    case 'Trust': return 'a trust';
  }
}

/** Fees the deal carries, as [label, amount, field] rows, in the desk's words. */
export function feeRows(f: DealFacts, rng: Rng): [string, number, TruthField][] {
  const out: [string, number, TruthField][] = [];
  if (f.loan.docFee !== undefined) out.push([rng.pick(['Doc Prep Fee', 'Loan Doc Fee', 'Document Fee', 'Doc Fee']), f.loan.docFee, 'loan_doc_fee']);
  if (f.loan.processingFee !== undefined) out.push([rng.pick(['Processing Fee', 'Processing', 'Lender Processing']), f.loan.processingFee, 'processing_fee']);
  if (f.loan.adminFee !== undefined) out.push([rng.pick(['Admin Fee', 'Administration Fee', 'Admin/Funding Fee']), f.loan.adminFee, 'admin_fee']);
  return out;
}

export function pointRows(f: DealFacts, rng: Rng): [string, number, TruthField][] {
  const out: [string, number, TruthField][] = [];
  if (f.loan.originationPoints !== undefined) out.push([rng.pick(['Origination', 'Lender Orig', 'Orig Pts', 'Origination Points']), f.loan.originationPoints, 'origination_points']);
  if (f.loan.discountPoints !== undefined) out.push([rng.pick(['Discount Pts', 'Discount Points', 'Buydown pts']), f.loan.discountPoints, 'discount_points']);
  if (f.loan.brokerPoints !== undefined) out.push([rng.pick(['Broker Comp', 'YSP/Broker Pts', 'Broker Points', 'Broker Fee']), f.loan.brokerPoints, 'broker_points']);
  return out;
}

export function T(f: DealFacts, fields: readonly TruthField[]): Truth {
  return truthOf(f, fields);
}

/** Rough AirDNA-style numbers for a short-term rental. */
export function strNumbers(f: DealFacts, rng: Rng): { adr: number; occ: number; gross: number; net: number; beds: number } {
  const beds = f.property.type === '2-4 Unit' ? rng.int(4, 8) : rng.int(2, 5);
  const adr = Math.round((f.property.value / 2400 + rng.int(-20, 60)) / 5) * 5;
  const occ = rng.int(52, 78);
  const gross = Math.round((adr * 365 * occ) / 100 / 100) * 100;
  const net = Math.round(gross * (0.62 + rng.next() * 0.1));
  return { adr, occ, gross, net, beds };
}

export function isoOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}
export function utc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** Label/value rows laid out the way different people lay them out: a ruled table, a four-column grid, or dotted leaders. */
export function block(rows: readonly (readonly [string, string])[], rng: Rng, labelWidth = '34%'): string {
  const style = rng.pick(['table', 'table', 'grid4', 'leaders'] as const);
  if (style === 'table') return kvTable(rows, { labelWidth });
  if (style === 'grid4') {
    const cells: string[] = [];
    for (let i = 0; i < rows.length; i += 2) {
      const a = rows[i] as readonly [string, string];
      const b = rows[i + 1];
      cells.push(`<tr><td style="width:18%;font-weight:bold;background:#f3f3f3">${a[0]}</td><td style="width:32%">${a[1]}</td><td style="width:18%;font-weight:bold;background:#f3f3f3">${b ? b[0] : ''}</td><td style="width:32%">${b ? b[1] : ''}</td></tr>`);
    }
    return `<table class="grid" style="font-size:92%">${cells.join('')}</table>`;
  }
  return `<div>${rows.map(([l, v]) => `<div style="display:flex;gap:6px;margin:3px 0"><span style="white-space:nowrap;font-weight:bold">${l}</span><span style="flex:1;border-bottom:1px dotted #888"></span><span style="text-align:right;max-width:62%">${v}</span></div>`).join('')}</div>`;
}
