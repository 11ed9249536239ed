// A lender's loan-pipeline export (LOS report to spreadsheet): one row per deal, the export's own column names.
import { makeFacts, makeRng } from '../../../facts';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng, SheetCell, TruthField } from '../../../types';
import { utcDate } from './fmt';

interface Column {
  header: string;
  fields: TruthField[];
  value(facts: DealFacts, rng: Rng): SheetCell;
  percent?: boolean;
  optional?: number;
}

const STAGES = ['Application', 'Processing', 'Underwriting', 'Cond. Approved', 'Clear to Close', 'Docs Out', 'Term Sheet Sent'];
const PRODUCT: Record<string, string> = {
  'Fix & Flip': 'RTL - Fix/Flip', 'Bridge Loan': 'Bridge', Purchase: 'Purchase', 'Cash Out Refi': 'Refi C/O', Refinance: 'Refi R/T',
  Construction: 'GUC', Commercial: 'Comm Bridge', 'Second Mortgage': '2nd Lien', Land: 'Land',
};
const PTYPE: Record<string, string> = {
  'Single Family': 'SFR', '2-4 Unit': '2-4', Condo: 'Condo', Townhouse: 'TH', 'Multifamily (5+)': 'MF 5+', 'Mixed Use': 'Mixed Use',
  Retail: 'Retail', Office: 'Office', Industrial: 'Industrial', Land: 'Land',
};

export const pipelineExport: Family = {
  id: 'hc-pipeline-export',
  description: "A lender's pipeline report exported from its LOS: one row per deal under terse column headers.",
  formats: ['xlsx', 'csv', 'xls'],
  make(facts, rng) {
    const ratePercent = rng.chance(0.5);
    const all: Column[] = [
      { header: rng.pick(['Loan #', 'LN', 'Loan ID']), fields: ['loan_number'], value: (f) => f.loan.loanNumber },
      { header: rng.pick(['Stage', 'Status', 'Milestone']), fields: [], value: (_f, r) => r.pick(STAGES) },
      {
        header: rng.pick(['Borrower', 'Borrower / Vesting', 'Primary Borrower']),
        fields: ['borrower_last_name', 'borrower_first_name', 'entity_name'],
        value: (f) => (f.entity ? f.entity.name : `${f.borrower.last}, ${f.borrower.first}`),
      },
      { header: rng.pick(['Guarantor', 'Sponsor', 'Key Principal']), fields: ['borrower_first_name', 'borrower_last_name'], value: (f) => (f.entity ? `${f.borrower.first} ${f.borrower.last}` : '') },
      { header: rng.pick(['Mid Score', 'FICO', 'Cr Score']), fields: ['credit_score'], value: (f) => f.borrower.creditScore, optional: 0.7 },
      { header: rng.pick(['Subject Street', 'Property', 'Collateral Addr']), fields: ['property_address'], value: (f) => `${f.property.address.street}${f.property.address.unit ? ` ${f.property.address.unit}` : ''}` },
      { header: 'City', fields: [], value: (f) => f.property.address.city },
      { header: rng.pick(['ST', 'State']), fields: [], value: (f) => f.property.address.state },
      { header: rng.pick(['Zip', 'ZIP Code']), fields: [], value: (f) => f.property.address.zip },
      { header: rng.pick(['Prop Type', 'Asset']), fields: ['property_type'], value: (f) => PTYPE[f.property.type] ?? '' },
      { header: rng.pick(['Product', 'Program', 'Loan Prog']), fields: ['loan_type'], value: (f) => PRODUCT[f.loan.type] ?? '' },
      { header: rng.pick(['Loan Amt', 'Total Loan', 'Note Amt']), fields: ['loan_amount'], value: (f) => f.loan.amount },
      ratePercent
        ? { header: rng.pick(['Rate', 'Note Rate']), fields: ['interest_rate'], value: (f) => Number((f.loan.rate / 100).toFixed(6)), percent: true }
        : { header: rng.pick(['Rate %', 'Int Rt']), fields: ['interest_rate'], value: (f) => f.loan.rate },
      { header: rng.pick(['Term (Mos)', 'Term', 'Mos']), fields: ['loan_term'], value: (f) => f.loan.termMonths },
      { header: rng.pick(['As-Is Val', 'Value (As Is)', 'AIV']), fields: ['property_value'], value: (f) => f.property.value, optional: 0.75 },
      { header: rng.pick(['PP', 'Purch Price', 'Contract $']), fields: [], value: (f) => f.property.purchasePrice ?? '', optional: 0.6 },
      { header: rng.pick(['ARV', 'Subj-To Value']), fields: [], value: (f) => f.property.arv ?? '', optional: 0.5 },
      { header: rng.pick(['Orig Pts', 'Lender Pts', 'Orig Fee %']), fields: ['origination_points'], value: (f) => f.loan.originationPoints ?? '', optional: 0.7 },
      { header: rng.pick(['Brkr Pts', 'Broker %', 'BPC']), fields: ['broker_points'], value: (f) => f.loan.brokerPoints ?? '', optional: 0.5 },
      { header: rng.pick(['Est Close', 'COE', 'Proj. Funding']), fields: ['estimated_closing_date'], value: (f) => utcDate(f.loan.closingDate), optional: 0.85 },
      { header: rng.pick(['Exit', 'Exit Strat']), fields: ['exit_strategy'], value: (f) => (f.loan.exit === 'Sale' ? 'Sell' : f.loan.exit === 'Refinance' ? 'Refi' : ''), optional: 0.5 },
      { header: rng.pick(['LO', 'Originator', 'Account Exec']), fields: [], value: (f) => `${f.lender.contact.first} ${f.lender.contact.last}` },
    ];
    const columns = all.filter((c) => c.optional === undefined || rng.chance(c.optional));

    const deals = [facts];
    const others = rng.int(0, 3);
    for (let i = 0; i < others; i++) {
      const other = makeFacts(makeRng(rng.int(1, 2 ** 31)));
      other.lender = facts.lender;
      deals.push(other);
    }
    const rows: SheetCell[][] = [columns.map((c) => c.header)];
    for (const d of deals) rows.push(columns.map((c) => c.value(d, rng)));
    const fields = columns.flatMap((c) => c.fields).filter((f) => f !== 'entity_name' || facts.entity);
    const percentColumns = columns.flatMap((c, i) => (c.percent ? [i] : []));
    const name = rng.pick(['Pipeline', 'Active Loans', 'Report1', 'pipeline_export']);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name, rows, percentColumns }], truth: truthOf(facts, fields) };
  },
};
