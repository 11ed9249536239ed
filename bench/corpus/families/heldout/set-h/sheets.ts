// Spreadsheets from the inbox: a property manager's rent roll, a one-row export from someone's CRM with terse
// headers, and a broker's label/value intake sheet with section rows.
import type { Family, Rng, SheetCell, TruthField } from '../../../types';
import { addDays, capitalise, cellDate, ein, exitWords, fullName, loanWords, phone, propertyWords, prepayText, stranger, truth } from './lib';

/**
 * A lease end next year that is never the deal's closing date, which a rent roll does not state (months 2-9: a
 * printed 11/28 would also read as 1/28).
 */
function leaseEnd(today: string, rng: Rng, closing: string): string {
  const end = `${Number(today.slice(0, 4)) + 1}-0${rng.int(2, 9)}-28`;
  return end === closing ? addDays(end, 2) : end;
}

const rentRoll: Family = {
  id: 'property-manager-rent-roll',
  description: 'A property manager\'s rent roll: header block with owner and address, one row per unit, tenants as distractors',
  formats: ['xlsx', 'xls', 'csv'],
  make(facts, rng) {
    const { property } = facts;
    const a = property.address;
    const owner = facts.entity ? facts.entity.name : fullName(facts.borrower);
    const fields: TruthField[] = ['property_address', 'property_type', facts.entity ? 'entity_name' : 'borrower_first_name', facts.entity ? undefined : 'borrower_last_name'].filter((f): f is TruthField => f !== undefined);
    const units = property.type === 'Land' ? 1 : property.units ?? 1;
    const rows: SheetCell[][] = [
      [rng.pick(['RENT ROLL', 'Rent Roll Report', 'Tenant Rent Roll'])],
      ['Property', `${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`],
      [rng.pick(['Owner', 'Owner of record', 'Landlord']), owner],
      ['Building type', capitalise(propertyWords(facts, rng))],
      ['Report date', cellDate(facts.documentDate)],
      [rng.pick(['Managed by', 'Prepared by']), rng.pick(['Keystone Property Management', 'Urban Key PM', 'Sunbelt Residential Services', 'Self-managed'])],
      [],
      ['Unit', 'Tenant', 'Bed/Bath', 'Sq Ft', 'Lease Start', 'Lease End', 'Market Rent', 'Actual Rent', 'Deposit', 'Status'],
    ];
    let total = 0;
    for (let i = 0; i < units; i++) {
      const vacant = rng.chance(0.15);
      const t = stranger(rng, facts);
      const rent = property.type === 'Land' ? rng.int(3, 12) * 100 : rng.int(8, 30) * 50;
      const start = cellDate(`${Number(facts.documentDate.slice(0, 4)) - rng.int(0, 2)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`);
      const unitName = property.type === 'Land' ? 'Ground' : units === 1 ? 'Main' : ['Retail', 'Office', 'Industrial', 'Mixed Use'].includes(property.type) ? `Suite ${100 + i}` : String(rng.chance(0.5) ? i + 1 : `${Math.floor(i / 4) + 1}${'ABCD'[i % 4]}`);
      rows.push([unitName, vacant ? 'VACANT' : `${t.last}, ${t.first}`, property.type === 'Land' ? 'n/a' : `${rng.int(1, 4)}/${rng.int(1, 2)}`, property.type === 'Land' ? null : rng.int(450, 1600), vacant ? null : start, vacant ? null : rng.chance(0.3) ? 'MTM' : cellDate(leaseEnd(facts.documentDate, rng, facts.loan.closingDate)), rent + 50, vacant ? 0 : rent, vacant ? 0 : rent, vacant ? 'Vacant' : rng.pick(['Current', 'Current', '30 days late'])]);
      total += vacant ? 0 : rent;
    }
    rows.push([], ['Totals', `${units} unit(s)`, null, null, null, null, null, total]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Rent Roll', rows }], truth: truth(facts, fields) };
  },
};

const crmExport: Family = {
  id: 'crm-one-row-deal-export',
  description: 'A one-row export from a broker CRM with terse headers (AIV, Req UPB, COE, PPP) and split address columns',
  formats: ['csv', 'xlsx', 'xls'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const a = property.address;
    const cols: { h: string; v: SheetCell; f?: TruthField[]; pct?: boolean }[] = [
      { h: rng.pick(['Deal ID', 'Loan No', 'Ref #']), v: loan.loanNumber, f: ['loan_number'] },
      { h: rng.pick(['Sponsor', 'Guarantor', 'Primary']), v: `${borrower.last}, ${borrower.first}`, f: ['borrower_first_name', 'borrower_last_name'] },
      { h: 'Vesting', v: facts.entity ? facts.entity.name : 'Individual', f: facts.entity ? ['entity_name'] : [] },
      { h: rng.pick(['Cell', 'Mobile', 'Ph']), v: phone(borrower.phone, rng), f: ['borrower_phone'] },
      { h: rng.pick(['E-mail', 'Email Addr']), v: borrower.email, f: ['borrower_email'] },
      { h: rng.pick(['Mid FICO', 'FICO', 'Score']), v: borrower.creditScore, f: ['credit_score'] },
      { h: rng.pick(['Collateral', 'Subject', 'Prop Addr']), v: `${a.street}${a.unit ? ` ${a.unit}` : ''}`, f: ['property_address'] },
      { h: 'City', v: a.city },
      { h: 'St', v: a.state },
      { h: 'Zip', v: a.zip },
      { h: rng.pick(['Asset', 'Coll Type']), v: capitalise(propertyWords(facts, rng)), f: ['property_type'] },
      { h: rng.pick(['AIV', 'As-Is Val', 'Val (as is)']), v: property.value, f: ['property_value'] },
      { h: rng.pick(['PP', 'Contract $']), v: property.purchasePrice ?? null },
      { h: rng.pick(['Req UPB', 'Loan Amt', 'Request']), v: loan.amount, f: ['loan_amount'] },
      { h: rng.pick(['Prog', 'Product']), v: capitalise(loanWords(loan.type, rng)), f: ['loan_type'] },
      { h: rng.pick(['Note', 'Rate', 'Cpn']), v: loan.rate / 100, f: ['interest_rate'], pct: true },
      { h: rng.pick(['Mos', 'Term (mo)']), v: loan.termMonths, f: ['loan_term'] },
      { h: rng.pick(['Orig', 'Lender Pts']), v: loan.originationPoints ?? null, f: loan.originationPoints !== undefined ? ['origination_points'] : [] },
      { h: rng.pick(['BRKR', 'YSP/Brkr Pts']), v: loan.brokerPoints ?? null, f: loan.brokerPoints !== undefined ? ['broker_points'] : [] },
      { h: rng.pick(['Doc $', 'Doc Prep']), v: loan.docFee ?? null, f: loan.docFee !== undefined ? ['loan_doc_fee'] : [] },
      { h: rng.pick(['Proc $', 'Processing']), v: loan.processingFee ?? null, f: loan.processingFee !== undefined ? ['processing_fee'] : [] },
      { h: rng.pick(['Admin $', 'Admin']), v: loan.adminFee ?? null, f: loan.adminFee !== undefined ? ['admin_fee'] : [] },
      { h: rng.pick(['COE', 'Tgt Close', 'Est COE']), v: cellDate(loan.closingDate), f: ['estimated_closing_date'] },
      { h: 'Exit', v: exitWords(facts, rng) ?? null, f: loan.exit ? ['exit_strategy'] : [] },
      { h: 'PPP', v: prepayText(facts, rng), f: ['prepayment_penalty', 'prepayment_terms'] },
      { h: rng.pick(['Stage', 'Status']), v: rng.pick(['Term sheet out', 'UW', 'Appraisal ordered', 'CTC']) },
      { h: rng.pick(['LO', 'Owner']), v: fullName(facts.broker.contact) },
    ];
    const kept = cols.filter((c) => !c.f || c.f.length === 0 || rng.chance(0.85) || ['property_address', 'loan_amount'].includes(c.f[0] as string));
    const fields = kept.flatMap((c) => c.f ?? []);
    const percentColumns = kept.flatMap((c, i) => (c.pct ? [i] : []));
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['export', 'Pipeline', 'deals_' + facts.documentDate.slice(0, 7)]), rows: [kept.map((c) => c.h), kept.map((c) => c.v)], percentColumns }], truth: truth(facts, fields) };
  },
};

const intakeSheet: Family = {
  id: 'broker-label-value-intake-sheet',
  description: 'A broker\'s label/value intake sheet with section rows, values sometimes two columns over, Yes/No cells',
  formats: ['xls', 'xlsx', 'csv'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const a = property.address;
    const gap = rng.chance(0.4);
    const fields: TruthField[] = [];
    const rows: SheetCell[][] = [[rng.pick(['DEAL INTAKE', 'New Loan Submission', 'Loan Request Summary']), null, facts.broker.name], []];
    const put = (label: string, value: SheetCell, f: TruthField[] = []) => {
      if (value === null || value === undefined) return;
      rows.push(gap ? [label, null, value] : [label, value]);
      fields.push(...f);
    };
    const section = (title: string) => rows.push([], [title.toUpperCase()]);
    section(rng.pick(['Borrower', 'Client']));
    put('Guarantor name', fullName(borrower, rng.chance(0.3)), ['borrower_first_name', 'borrower_last_name']);
    put('DOB', cellDate(borrower.dob), ['borrower_date_of_birth']);
    put('Cell', phone(borrower.phone, rng), ['borrower_phone']);
    put('Email', borrower.email, ['borrower_email']);
    put('Credit score (mid)', borrower.creditScore, ['credit_score']);
    if (facts.entity) {
      const e = facts.entity;
      put('Borrowing entity', e.name, ['entity_name']);
      put('Entity type', e.type === 'Partnership' ? 'LP' : e.type, []);
      if (e.ein) put('EIN', ein(e.ein), ['ein']);
      put('Signer title', e.signatoryTitle, ['authorized_signatory_name', 'authorized_signatory_title']);
    }
    section('Property');
    put('Street', `${a.street}${a.unit ? ` ${a.unit}` : ''}`, ['property_address']);
    put('City, State Zip', `${a.city}, ${a.state} ${a.zip}`);
    put('Type', capitalise(propertyWords(facts, rng)), ['property_type']);
    put('Current value', property.value, ['property_value']);
    put('Purchase price', property.purchasePrice ?? null);
    put('ARV', property.arv ?? null);
    section('Loan');
    put('Loan type', capitalise(loanWords(loan.type, rng)), ['loan_type']);
    put('Amount requested', loan.amount, ['loan_amount']);
    // A typed percent string: a percent format would apply to the whole value column.
    put('Rate', rng.chance(0.5) ? `${loan.rate}%` : String(loan.rate), ['interest_rate']);
    put('Term (months)', loan.termMonths, ['loan_term']);
    put('Lender points', loan.originationPoints ?? null, ['origination_points']);
    put('Broker points', loan.brokerPoints ?? null, ['broker_points']);
    put('Prepay penalty?', loan.prepayment.penalty ? 'Yes' : 'No', ['prepayment_penalty']);
    if (loan.prepayment.penalty) put('Prepay terms', loan.prepayment.terms as string, ['prepayment_terms']);
    put('Est. closing', cellDate(loan.closingDate), ['estimated_closing_date']);
    put('Exit plan', exitWords(facts, rng) ?? null, ['exit_strategy']);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Intake', rows }], truth: truth(facts, fields) };
  },
};

export const sheetFamilies: Family[] = [rentRoll, crmExport, intakeSheet];
