// A mortgage broker's CRM "deal tracker" export: several deals, one per row, under the broker's own shorthand
// headers (Client, Sponsor, Ask $, Coupon, Dur., Our Pts…), sometimes under a report-title line. The truth is the
// first deal listed.
import { makeFacts, makeRng } from '../../../facts';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng, SheetCell, TruthField } from '../../../types';
import { utc } from './sheet-util';

interface Col { header: string; fields: TruthField[]; cell(d: DealFacts, rng: Rng): SheetCell; keep: number }

const DEAL_TYPE: Record<string, readonly string[]> = {
  'Fix & Flip': ['F&F', 'Flip', 'Fix/Flip'], 'Bridge Loan': ['Bridge'], Purchase: ['Purch', 'Purchase'], 'Cash Out Refi': ['CO Refi', 'Cash-Out'],
  Refinance: ['R/T Refi', 'Refi (no cash)'], Construction: ['GUC', 'New Const'], Commercial: ['CRE', 'Commercial'], 'Second Mortgage': ['2nd', '2nd TD'], Land: ['Land', 'Lot'],
};
const ASSET: Record<string, readonly string[]> = {
  'Single Family': ['SFR', 'SFH'], '2-4 Unit': ['2-4', '2-4 Fam'], Condo: ['Condo'], Townhouse: ['TH', 'Townhome'], 'Multifamily (5+)': ['MF', 'Apt (5+)'],
  'Mixed Use': ['MU', 'Mixed'], Retail: ['Retail'], Office: ['Office'], Industrial: ['Ind.', 'Industrial'], Land: ['Land'],
};
const STAGES = ['New lead', 'Docs requested', 'Shopping', 'Term sheet out', 'In UW', 'Appraisal ordered', 'CTC', 'Dead'];

export const brokerCrmExport: Family = {
  id: 'hd-broker-crm-export',
  description: "Broker's CRM deal-tracker export, several deals under shorthand headers; truth is the first deal.",
  formats: ['csv', 'xls'],
  make(facts, rng) {
    const textMoney = rng.chance(0.4);
    const m = (v: number): SheetCell => (textMoney ? `$${v.toLocaleString('en-US')}` : v);
    const rateText = rng.chance(0.5);
    const cols: Col[] = [
      { header: rng.pick(['Deal', 'Opp #', 'Deal ID']), fields: [], cell: (_d, r) => `D-${r.int(1000, 9999)}`, keep: 0.6 },
      { header: rng.pick(['Stage', 'Where', 'Status']), fields: [], cell: (_d, r) => r.pick(STAGES), keep: 0.8 },
      { header: rng.pick(['Client', 'Borrower Name', 'Vesting']), fields: ['borrower_first_name', 'borrower_last_name', 'entity_name'], cell: (d) => (d.entity ? d.entity.name : `${d.borrower.first} ${d.borrower.last}`), keep: 1 },
      { header: rng.pick(['Sponsor', 'Guar.', 'Contact']), fields: ['borrower_first_name', 'borrower_last_name'], cell: (d) => (d.entity ? `${d.borrower.first} ${d.borrower.last}` : ''), keep: 1 },
      { header: rng.pick(['Cell', 'Ph', 'Mobile']), fields: ['borrower_phone'], cell: (d) => `${d.borrower.phone.slice(0, 3)}-${d.borrower.phone.slice(3, 6)}-${d.borrower.phone.slice(6)}`, keep: 0.6 },
      { header: rng.pick(['Email', 'E-mail', 'Client Email']), fields: ['borrower_email'], cell: (d) => d.borrower.email, keep: 0.6 },
      { header: rng.pick(['FICO', 'Mid FICO', 'Scr']), fields: ['credit_score'], cell: (d) => d.borrower.creditScore, keep: 0.5 },
      { header: rng.pick(['Asset Addr', 'Subject', 'Collateral']), fields: ['property_address'], cell: (d) => { const a = d.property.address; return `${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`; }, keep: 1 },
      { header: rng.pick(['Asset', 'Type', 'Prop']), fields: ['property_type'], cell: (d, r) => r.pick(ASSET[d.property.type] ?? ['SFR']), keep: 0.8 },
      { header: rng.pick(['Deal Type', 'Txn', 'Product']), fields: ['loan_type'], cell: (d, r) => r.pick(DEAL_TYPE[d.loan.type] ?? ['Bridge']), keep: 0.9 },
      { header: rng.pick(['Ask $', 'Req Amt', 'Loan Ask']), fields: ['loan_amount'], cell: (d) => m(d.loan.amount), keep: 1 },
      { header: rng.pick(['Val', 'As-Is', 'Value (AI)']), fields: ['property_value'], cell: (d) => m(d.property.value), keep: 0.7 },
      { header: rng.pick(['PP', 'Contract']), fields: [], cell: (d) => (d.property.purchasePrice ? m(d.property.purchasePrice) : ''), keep: 0.5 },
      { header: rng.pick(['ARV', 'Stab. Val']), fields: [], cell: (d) => (d.property.arv ? m(d.property.arv) : ''), keep: 0.5 },
      { header: rng.pick(['Coupon', 'Quoted Rt', 'Int']), fields: ['interest_rate'], cell: (d) => (rateText ? `${d.loan.rate}%` : d.loan.rate), keep: 0.8 },
      { header: rng.pick(['Dur.', 'Mos', 'Term']), fields: ['loan_term'], cell: (d, r) => (r.chance(0.3) ? `${d.loan.termMonths}mo` : d.loan.termMonths), keep: 0.8 },
      { header: rng.pick(['Lndr Pts', 'Lender Pts', 'Orig']), fields: ['origination_points'], cell: (d) => d.loan.originationPoints ?? '', keep: 0.6 },
      { header: rng.pick(['Our Pts', 'Brkr Fee %', 'YSP']), fields: ['broker_points'], cell: (d) => d.loan.brokerPoints ?? '', keep: 0.6 },
      { header: rng.pick(['Target COE', 'Close By', 'COE']), fields: ['estimated_closing_date'], cell: (d) => utc(d.loan.closingDate), keep: 0.6 },
      { header: rng.pick(['Exit', 'Payoff Plan']), fields: ['exit_strategy'], cell: (d) => (d.loan.exit === 'Sale' ? 'Sell' : d.loan.exit === 'Refinance' ? 'Refi' : ''), keep: 0.5 },
      { header: rng.pick(['Lender', 'Placed With', 'Shopped To']), fields: [], cell: (d) => d.lender.name, keep: 0.6 },
      { header: rng.pick(['LO', 'Rep', 'Owner']), fields: [], cell: (d) => `${d.broker.contact.first} ${d.broker.contact.last[0]}.`, keep: 0.6 },
    ];
    const kept = cols.filter((c) => rng.chance(c.keep));
    // Shuffle the middle a little: CRMs let each user reorder columns.
    const ordered = rng.chance(0.4) ? [kept[0] as Col, ...rng.shuffle(kept.slice(1))] : kept;

    const deals: DealFacts[] = [facts];
    for (let i = rng.int(1, 4); i > 0; i--) {
      const other = makeFacts(makeRng(rng.int(1, 2 ** 31)));
      other.broker = facts.broker;
      deals.push(other);
    }
    const rows: SheetCell[][] = [];
    if (rng.chance(0.35)) rows.push([`${facts.broker.name} - Deal Tracker - exported ${facts.documentDate}`], []);
    rows.push(ordered.map((c) => c.header));
    for (const d of deals) rows.push(ordered.map((c) => c.cell(d, rng)));
    const fields = ordered.flatMap((c) => c.fields).filter((f) => {
      if (f === 'entity_name') return !!facts.entity;
      return true;
    });
    // The sponsor column is blank for an individual; the client column then carries the name.
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['Deals', 'export', 'Pipeline']), rows }], truth: truthOf(facts, fields) };
  },
};
