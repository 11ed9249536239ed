// Spreadsheets a lender receives: DSCR/rent-roll worksheets, a broker's pipeline tape with several deals, a CRM export,
// a construction draw schedule, a schedule of real estate owned, a closing-cost estimate, a sectioned intake sheet.
import { makeFacts, makeRng } from '../../../facts';
import type { DealFacts, Family, Sheet, SheetCell } from '../../../types';
import { Stated, addr, borrowerName, ein, fullName, loanKind, phone, propertyKind, street } from './kit';

function utc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export const sheetFamilies: Family[] = [
  {
    id: 'dscr-rent-roll-worksheet',
    description: 'A DSCR lender’s rental-income worksheet: deal header, unit rent roll, PITIA and the coverage ratio.',
    formats: ['xlsx', 'xls'],
    make(f, rng) {
      const st = new Stated(f);
      const l = f.loan;
      const units = f.property.units ?? 1;
      const rents = Array.from({ length: Math.min(units, 8) }, () => rng.int(8, 30) * 100 + rng.pick([0, 50, 75]));
      const gross = rents.reduce((a, c) => a + c, 0);
      const pmt = Math.round((l.amount * l.rate) / 1200);
      const taxes = rng.int(150, 900);
      const ins = rng.int(90, 400);
      const rows: SheetCell[][] = [
        ['DSCR / RENTAL INCOME WORKSHEET', null, null, null],
        ['Borrower', st.put('entity_name', borrowerName(f)), 'Guarantor FICO', st.put('credit_score', f.borrower.creditScore)],
        ['Subject', st.put('property_address', addr(f.property.address, rng)), 'Property type', st.put('property_type', propertyKind(f, rng))],
        ['Loan amount', st.put('loan_amount', l.amount), 'Note rate (%)', st.put('interest_rate', l.rate)],
        ['Appraised value', st.put('property_value', f.property.value), 'Amortization (months)', st.put('loan_term', l.termMonths)],
        [null, null, null, null],
        ['Unit', 'Tenant status', 'Lease rent', 'Market rent (1007)'],
        ...rents.map((r, i): SheetCell[] => [`Unit ${i + 1}`, rng.pick(['Leased', 'Leased', 'Vacant', 'MTM']), r, r + rng.int(-1, 3) * 25]),
        [null, null, null, null],
        ['Gross monthly rent', null, gross, null],
        ['P&I (interest-only)', null, pmt, null],
        ['Taxes / mo', null, taxes, null], ['Insurance / mo', null, ins, null],
        ['DSCR', null, Number((gross / (pmt + taxes + ins)).toFixed(2)), null],
      ];
      if (f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      if (f.entity) rows.splice(2, 0, ['Guarantor', fullName(f.borrower), null, null]);
      else st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'DSCR', rows }], truth: st.truth() };
    },
  },
  {
    id: 'broker-pipeline-tape',
    description: 'A broker’s pipeline tape with several deals, one row each; only the row marked NEW is being submitted.',
    formats: ['xlsx', 'csv'],
    make(f, rng) {
      // Truth: the row whose status marks it as this submission; the other rows are funded/closed deals (distractors).
      const st = new Stated(f);
      const others: DealFacts[] = Array.from({ length: rng.int(3, 6) }, () => makeFacts(makeRng(rng.int(1, 2 ** 31 - 1))));
      const row = (d: DealFacts, status: string): SheetCell[] => [
        status, d.loan.loanNumber, d.entity?.name ?? '', d.borrower.first, d.borrower.last, street(d.property.address, false), d.property.address.city,
        d.property.address.state, d.property.address.zip, d.loan.type, d.loan.amount, d.property.value, d.loan.rate / 100, d.loan.termMonths, utc(d.loan.closingDate),
      ];
      st.mark('loan_number', 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'estimated_closing_date');
      if (f.entity) st.mark('entity_name');
      const subject = row(f, 'NEW – submit');
      const body = rng.shuffle([...others.map((d) => row(d, rng.pick(['Funded', 'Closed', 'Paid off']))), subject]);
      const sheet: Sheet = {
        name: 'Pipeline',
        rows: [['Status', 'Loan #', 'Entity', 'First', 'Last', 'Street', 'City', 'ST', 'Zip', 'Program', 'Loan Amt', 'Value', 'Rate', 'Term', 'Close Date'], ...body],
        percentColumns: [12],
      };
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [sheet], truth: st.truth() };
    },
  },
  {
    id: 'crm-lead-export',
    description: 'A CRM’s one-row lead export with vendor column names (split address, custom fields, lead source).',
    formats: ['csv', 'xlsx'],
    make(f, rng) {
      const st = new Stated(f);
      const b = f.borrower;
      const a = f.property.address;
      st.mark('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'loan_type', 'credit_score');
      if (f.entity) st.mark('entity_name');
      const header = ['Contact ID', 'First Name', 'Last Name', 'Company', 'Email', 'Mobile Phone', 'Lead Source', 'Owner', 'Custom: Property Street', 'Custom: Property City', 'Custom: Property State', 'Custom: Property Zip', 'Custom: Loan Program', 'Custom: Requested Amount', 'Custom: Est FICO', 'Created'];
      const values: SheetCell[] = [`C-${rng.int(10000, 99999)}`, b.first, b.last, f.entity?.name ?? '', b.email, phone(b.phone, 'dash'), rng.pick(['Referral', 'Website', 'BiggerPockets', 'Cold call']), fullName(f.broker.contact),
        street(a, rng.chance(0.5)), a.city, a.state, a.zip, loanKind(f.loan.type, rng), f.loan.amount, b.creditScore, utc(f.documentDate)];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Leads', rows: [header, values] }], truth: st.truth() };
    },
  },
  {
    id: 'construction-draw-schedule',
    description: 'A construction lender’s draw schedule: loan header block, budget lines with prior/this draw/remaining columns.',
    formats: ['xlsx', 'xls'],
    make(f, rng) {
      // Broker Submission Sheet (nearest): a spreadsheet about a deal; the draw figures are no loan fields.
      const st = new Stated(f);
      const lines = ['Foundation', 'Framing', 'Roofing', 'Plumbing rough', 'Electrical rough', 'HVAC', 'Drywall', 'Finishes', 'Contingency'];
      const rows: SheetCell[][] = [
        ['DRAW REQUEST #' + String(rng.int(1, 5)), null, null, null, null],
        ['Loan No.', st.put('loan_number', f.loan.loanNumber), null, 'Request date', utc(f.documentDate)],
        ['Borrower', st.put('entity_name', borrowerName(f)), null, 'Lender', f.lender.name],
        ['Project address', st.put('property_address', addr(f.property.address, rng)), null, 'Inspector', rng.pick(['Trinity Inspections', 'BuildCheck LLC'])],
        ['Total loan commitment', st.put('loan_amount', f.loan.amount), null, 'Program', st.put('loan_type', loanKind(f.loan.type, rng))],
        [null, null, null, null, null],
        ['Line item', 'Budget', 'Prior draws', 'This draw', 'Remaining'],
        ...lines.map((name): SheetCell[] => {
          const budget = rng.int(40, 400) * 100;
          const prior = Math.round(budget * rng.pick([0, 0.25, 0.5, 1]));
          const now = Math.round((budget - prior) * rng.pick([0, 0.5, 1]));
          return [name, budget, prior, now, budget - prior - now];
        }),
      ];
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Draw', rows }], truth: st.truth() };
    },
  },
  {
    id: 'reo-schedule-sheet',
    description: 'A borrower-filled schedule of real estate owned spreadsheet, with the subject request on a separate tab.',
    formats: ['xlsx', 'csv'],
    make(f, rng) {
      // Loan Application (nearest). A CSV export keeps only the first tab, so the request is written on top of it.
      const st = new Stated(f);
      const b = f.borrower;
      const reo: SheetCell[][] = Array.from({ length: rng.int(3, 7) }, () => [
        `${rng.int(100, 9999)} ${rng.pick(['Oak', 'Pine', 'Walnut', 'Chestnut', 'Spruce'])} ${rng.pick(['St', 'Ave', 'Rd'])}`, f.property.address.city,
        rng.pick(['SFR', '2-4', 'Condo']), rng.int(110, 700) * 1000, rng.int(40, 400) * 1000, rng.int(9, 40) * 100,
      ]);
      st.mark('borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'loan_amount', 'property_value');
      if (f.entity) st.mark('entity_name');
      const rows: SheetCell[][] = [
        ['Owner', fullName(b), 'Email', b.email],
        ['Request', `${addr(f.property.address, rng)} — loan ${f.loan.amount}, as-is value ${f.property.value}`, 'Vesting', f.entity?.name ?? 'individual'],
        [null],
        ['Address', 'City', 'Type', 'Market Value', 'Loan Balance', 'Monthly Rent'],
        ...reo,
      ];
      return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'REO', rows }], truth: st.truth() };
    },
  },
  {
    id: 'closing-cost-estimate',
    description: 'A lender’s fee/closing-cost estimate sheet: loan terms block and itemized lender and third-party charges.',
    formats: ['xls', 'xlsx'],
    make(f, rng) {
      // Term Sheet (nearest): it states the loan terms and lender fees.
      const st = new Stated(f);
      const l = f.loan;
      const rows: SheetCell[][] = [
        ['ESTIMATED CLOSING COSTS', null, null],
        ['Prepared for', st.put('entity_name', borrowerName(f)), null],
        ['Property', st.put('property_address', addr(f.property.address, rng)), null],
        ['Loan amount', st.put('loan_amount', l.amount), null],
        ['Interest rate', st.put('interest_rate', `${l.rate}%`), null],
        ['Term', st.put('loan_term', `${l.termMonths} months`), null],
        ['Est. closing', utc(st.put('estimated_closing_date', l.closingDate)), null],
        [null, null, null],
        ['Charge', 'Basis', 'Amount'],
      ];
      if (l.originationPoints !== undefined) rows.push(['Origination', st.put('origination_points', `${l.originationPoints}%`), Math.round(l.amount * l.originationPoints) / 100]);
      if (l.discountPoints !== undefined) rows.push(['Discount points', st.put('discount_points', `${l.discountPoints}%`), Math.round(l.amount * l.discountPoints) / 100]);
      if (l.brokerPoints !== undefined) rows.push([`Broker fee (${f.broker.name})`, st.put('broker_points', `${l.brokerPoints}%`), Math.round(l.amount * l.brokerPoints) / 100]);
      if (l.docFee !== undefined) rows.push(['Document prep', 'flat', st.put('loan_doc_fee', l.docFee)]);
      if (l.processingFee !== undefined) rows.push(['Processing', 'flat', st.put('processing_fee', l.processingFee)]);
      if (l.adminFee !== undefined) rows.push(['Lender admin', 'flat', st.put('admin_fee', l.adminFee)]);
      rows.push(['Appraisal (third party)', 'est.', rng.pick([550, 650, 850])], ['Title & escrow (third party)', 'est.', rng.int(18, 60) * 50]);
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Estimate', rows }], truth: st.truth() };
    },
  },
  {
    id: 'broker-intake-sectioned-sheet',
    description: 'A broker’s sectioned intake spreadsheet: section titles in column A, labels in B, answers in D, notes in E.',
    formats: ['csv', 'xlsx', 'xls'],
    make(f, rng) {
      const st = new Stated(f);
      const b = f.borrower;
      const l = f.loan;
      const r = (label: string, value: SheetCell, note: string | null = null): SheetCell[] => [null, label, null, value, note];
      const rows: SheetCell[][] = [
        [`${f.broker.name} — DEAL INTAKE`, null, null, null, null],
        ['BORROWER', null, null, null, null],
        r('Primary contact', `${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)}`),
        r('DOB', st.put('borrower_date_of_birth', b.dob.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1'))),
        r('Cell', st.put('borrower_phone', phone(b.phone, 'dot'))),
        r('Email', st.put('borrower_email', b.email)),
        ...(f.entity ? [r('Vesting entity', st.put('entity_name', f.entity.name), f.entity.ein ? `EIN ${st.put('ein', ein(f.entity.ein))}` : 'EIN pending'), r('Signer title', st.put('authorized_signatory_title', f.entity.signatoryTitle))] : []),
        ['PROPERTY', null, null, null, null],
        r('Address', st.put('property_address', addr(f.property.address, rng))),
        r('Type', st.put('property_type', propertyKind(f, rng))),
        r('As-is value', st.put('property_value', f.property.value), f.property.arv ? `ARV ${f.property.arv}` : null),
        ['LOAN', null, null, null, null],
        r('Program', st.put('loan_type', loanKind(l.type, rng))),
        r('Amount', st.put('loan_amount', l.amount)),
        r('Rate quoted', st.put('interest_rate', `${l.rate}%`)),
        r('Term (mo)', st.put('loan_term', l.termMonths)),
        ...(l.brokerPoints !== undefined ? [r('Broker pts', st.put('broker_points', l.brokerPoints))] : []),
        ...(l.exit ? [r('Exit', st.put('exit_strategy', l.exit === 'Sale' ? 'Sell' : 'Refi'))] : []),
      ];
      if (f.entity) st.mark('authorized_signatory_name');
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Intake', rows }], truth: st.truth() };
    },
  },
];
