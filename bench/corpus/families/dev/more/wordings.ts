// Round four of the dev families, written as training material for the learned candidate scorer as much as for
// evaluation: the same facts under many wordings of their labels (as other lenders' term sheets, 1003-style
// applications, LOIs, appraisal summaries, closing statements and broker intake sheets word them), in every common
// layout — a two-column table, "Label: value" lines, label above value in a boxed grid, two blocks side by side, the
// value first and its caption under it — next to blocks of the other parties (lender, broker, appraiser, title
// company, seller) whose names, phones and e-mails are not the borrower's. Spreadsheets: label/value sheets and
// one-row-per-deal exports with headers worded the same many ways.
import type { DealFacts, DocumentType, Family, Rng, SheetCell, TruthField } from '../../../types';
import { accent, checkboxes, documentHtml, esc, letterhead } from '../../../style';
import { statedTruth } from './stated';
import {
  address as addressText, ein as einText, emailAsTyped, exitWords, fixedRate, fullName, loanTypeWords, pickAddress,
  pickDate, pickMoney, pickPhone, pickRate, pickTerm, points, propertyTypeWords, purposeWords,
} from '../format';

interface Stated {
  label: string;
  value: string;
  fields: TruthField[];
}

/** Labels for each fact as different shops print them; a few per fact are beyond the hand vocabulary on purpose. */
const WORDINGS = {
  borrower: ['Borrower', 'Borrower(s)', 'Name of Applicant', 'Applicant(s)', 'Obligor', 'Mortgagor Name', 'Borrowing Individual', 'Loan Applicant', 'Client Name', 'Primary Applicant', 'Customer Name', 'Investor'],
  entity: ['Borrowing Entity', 'Vesting Entity', 'Title to Vest In', 'Legal Entity', 'Entity Legal Name', 'Name of LLC / Corp', 'Borrower Entity Name', 'Registered Name', 'Company (Borrower)', 'Ownership Entity', 'Vesting'],
  signer: ['Authorized Signer', 'Signing Authority', 'Signatory', 'Authorized Representative', 'Person Signing', 'Executing Officer', 'Signer Name'],
  signerTitle: ['Title', 'Signer Title', 'Capacity', 'Position', 'Office Held', 'Signer Capacity', 'Role'],
  ein: ['EIN', 'Tax ID', 'Federal Tax ID No.', 'TIN', 'Employer ID', 'FEIN #', 'Entity Tax ID'],
  email: ['Email', 'E-mail Address', 'Borrower Email', 'Contact Email', 'Applicant E-mail', 'Email (Borrower)', 'Electronic Mail'],
  phone: ['Phone', 'Cell Phone', 'Borrower Phone', 'Mobile #', 'Best Contact Number', 'Applicant Phone', 'Daytime Phone', 'Primary Tel.'],
  dob: ['Date of Birth', 'DOB', 'Birth Date', 'Applicant DOB', 'Born'],
  credit: ['Credit Score', 'FICO', 'Mid FICO', 'Est. FICO', 'Middle Score', 'Qualifying Credit Score', 'Credit Score (est.)', 'Representative FICO', 'Bureau Score'],
  address: ['Property Address', 'Subject Property', 'Collateral Address', 'Subject Property Address', 'Property Location', 'Site Address', 'Security Property', 'Mortgaged Premises', 'Address of Subject', 'Collateral'],
  propertyType: ['Property Type', 'Asset Type', 'Collateral Type', 'Type of Property', 'Property Use', 'Dwelling Type', 'Asset Class', 'Improvements'],
  value: ['As-Is Value', 'Appraised Value', 'Estimated Value', 'Current Market Value', 'Market Value (As-Is)', 'Value (As Is)', 'Opinion of Value', 'Est. Property Value', 'BPO Value', 'Subject Value', 'Present Value'],
  amount: ['Loan Amount', 'Requested Loan Amount', 'Loan Request', 'Principal Amount', 'Note Amount', 'Total Loan', 'Amount Requested', 'Financing Requested', 'Loan Size', 'Proposed Loan', 'Gross Loan Amount', 'Mortgage Amount', 'Commitment Amount'],
  loanType: ['Loan Type', 'Loan Program', 'Product', 'Program', 'Financing Type', 'Loan Product', 'Type of Financing', 'Deal Type'],
  purpose: ['Loan Purpose', 'Purpose', 'Purpose of Loan', 'Transaction Type', 'Use of Proceeds', 'Transaction'],
  term: ['Term', 'Loan Term', 'Term (Months)', 'Maturity', 'Duration', 'Tenor', 'Initial Term', 'Months', 'Term Requested', 'Length of Loan'],
  rate: ['Interest Rate', 'Rate', 'Note Rate', 'Coupon', 'Annual Rate', 'Fixed Rate', 'Interest', 'Pricing', 'Start Rate', 'Contract Rate'],
  closing: ['Closing Date', 'Target Closing', 'Est. Closing Date', 'Anticipated Closing', 'Close of Escrow', 'Funding Date', 'Settlement Date', 'Need to Close By', 'Projected Closing', 'Expected Funding'],
  origination: ['Origination Fee', 'Origination Points', 'Lender Points', 'Orig. Pts', 'Upfront Fee', 'Lender Fee (%)', 'Points to Lender', 'Origination'],
  brokerPoints: ['Broker Fee', 'Broker Points', 'Broker Comp', 'YSP / Broker Fee', 'Mortgage Broker Fee', 'Broker Compensation'],
  docFee: ['Doc Fee', 'Document Fee', 'Doc Prep Fee', 'Documentation Fee', 'Legal/Doc Fee', 'Document Preparation'],
  adminFee: ['Admin Fee', 'Administration Fee', 'Administrative Fee', 'Lender Admin Fee'],
  processingFee: ['Processing Fee', 'Processing', 'Loan Processing Fee', 'Proc. Fee'],
  prepay: ['Prepayment Penalty', 'Prepay', 'Prepayment', 'Prepayment Terms', 'Early Payoff Penalty', 'PPP'],
  exit: ['Exit Strategy', 'Exit', 'Repayment Source', 'Take-Out Plan', 'Payoff Strategy', 'Exit Plan'],
  loanNumber: ['Loan Number', 'Loan #', 'Loan No.', 'Reference #', 'File Number', 'Application ID', 'Deal ID'],
} as const;

type Fact = keyof typeof WORDINGS;

function label(rng: Rng, fact: Fact): string {
  return rng.pick(WORDINGS[fact]);
}

/** What the document states about the deal, each with a label worded one of the many ways; some facts left out. */
function statements(facts: DealFacts, rng: Rng, options: { personal: boolean }): Stated[] {
  const { borrower, entity, property, loan } = facts;
  const out: Stated[] = [];
  const add = (fact: Fact, value: string, ...fields: TruthField[]) => out.push({ label: label(rng, fact), value, fields });
  if (entity) {
    add('entity', entity.name, 'entity_name');
    if (rng.chance(0.7)) {
      add('signer', fullName(borrower, false), 'authorized_signatory_name');
      add('signerTitle', entity.signatoryTitle, 'authorized_signatory_title');
    }
    if (entity.ein && rng.chance(0.5)) add('ein', einText(entity.ein), 'ein');
  } else add('borrower', fullName(borrower, rng.chance(0.3)), 'borrower_first_name', 'borrower_last_name');
  if (options.personal) {
    if (rng.chance(0.6)) add('email', emailAsTyped(rng, borrower.email), 'borrower_email');
    if (rng.chance(0.6)) add('phone', pickPhone(rng, borrower.phone), 'borrower_phone');
    if (!entity && rng.chance(0.4)) add('dob', pickDate(rng, borrower.dob, ['us', 'long', 'iso']), 'borrower_date_of_birth');
    if (rng.chance(0.6)) add('credit', String(borrower.creditScore), 'credit_score');
  }
  add('address', pickAddress(rng, property.address), 'property_address');
  if (rng.chance(0.7)) add('propertyType', propertyTypeWords(rng, property.type, property.units), 'property_type');
  if (rng.chance(0.8)) add('value', pickMoney(rng, property.value), 'property_value');
  add('amount', pickMoney(rng, loan.amount), 'loan_amount');
  if (rng.chance(0.6)) add('loanType', loanTypeWords(rng, loan.type), 'loan_type');
  if (loan.purpose && rng.chance(0.5)) add('purpose', purposeWords(rng, loan.purpose), 'loan_purpose');
  if (rng.chance(0.85)) add('term', pickTerm(rng, loan.termMonths), 'loan_term');
  if (rng.chance(0.85)) add('rate', pickRate(rng, loan.rate), 'interest_rate');
  if (rng.chance(0.6)) add('closing', pickDate(rng, loan.closingDate), 'estimated_closing_date');
  if (loan.originationPoints !== undefined && rng.chance(0.7)) add('origination', points(rng, loan.originationPoints, ['pct', 'pts', 'points']), 'origination_points');
  if (loan.brokerPoints !== undefined && rng.chance(0.5)) add('brokerPoints', points(rng, loan.brokerPoints, ['pct', 'pts']), 'broker_points');
  if (loan.docFee !== undefined && rng.chance(0.5)) add('docFee', pickMoney(rng, loan.docFee), 'loan_doc_fee');
  if (loan.adminFee !== undefined && rng.chance(0.4)) add('adminFee', pickMoney(rng, loan.adminFee), 'admin_fee');
  if (loan.processingFee !== undefined && rng.chance(0.4)) add('processingFee', pickMoney(rng, loan.processingFee), 'processing_fee');
  if (rng.chance(0.4)) add('prepay', loan.prepayment.penalty ? (loan.prepayment.terms as string) : rng.pick(['None', 'No', 'No prepayment penalty']), 'prepayment_penalty', 'prepayment_terms');
  if (loan.exit && rng.chance(0.4)) add('exit', exitWords(rng, loan.exit), 'exit_strategy');
  if (rng.chance(0.4)) add('loanNumber', loan.loanNumber, 'loan_number');
  return rng.chance(0.5) ? out : [...out.slice(0, 3), ...rng.shuffle(out.slice(3))];
}

/** The other parties' blocks: a heading naming the party, then its company, contact, phone and e-mail. */
function partyBlocks(facts: DealFacts, rng: Rng): { heading: string; rows: [string, string][] }[] {
  const blocks: { heading: string; rows: [string, string][] }[] = [];
  const company = (heading: string, c: DealFacts['lender']) => ({
    heading,
    rows: [
      [rng.pick(['Company', 'Firm', 'Name']), c.name],
      [rng.pick(['Contact', 'Attn', 'Officer']), fullName(c.contact, false)],
      [rng.pick(['Phone', 'Tel', 'Direct']), pickPhone(rng, c.contact.phone)],
      [rng.pick(['Email', 'E-mail']), c.contact.email],
    ] as [string, string][],
  });
  if (rng.chance(0.6)) blocks.push(company(rng.pick(['Lender', 'Lender Information', 'Lending Institution', 'Originating Lender']), facts.lender));
  if (rng.chance(0.5)) blocks.push(company(rng.pick(['Broker', 'Mortgage Broker', 'Referring Broker', 'Broker of Record']), facts.broker));
  if (rng.chance(0.4)) blocks.push(company(rng.pick(['Appraiser', 'Appraisal Firm', 'Valuation Provider']), facts.appraiser));
  if (rng.chance(0.4)) blocks.push(company(rng.pick(['Title Company', 'Title / Escrow', 'Settlement Agent', 'Closing Agent']), facts.title));
  if (rng.chance(0.3)) blocks.push({ heading: rng.pick(['Seller', 'Seller Information']), rows: [[rng.pick(['Name', 'Seller Name']), fullName(facts.seller, false)], ['Phone', pickPhone(rng, facts.seller.phone)]] });
  return rng.shuffle(blocks);
}

function sectionTitle(text: string, color: string): string {
  return `<div style="font:bold 10pt 'DejaVu Sans';color:${color};border-bottom:1px solid ${color};margin:12px 0 6px;text-transform:uppercase;letter-spacing:0.5px">${esc(text)}</div>`;
}

type Layout = 'table' | 'colon' | 'above' | 'twoBlocks' | 'captionBelow';

function layoutHtml(layout: Layout, rows: readonly (readonly [string, string])[], rng: Rng): string {
  const td = 'padding:4px 8px;border:1px solid #999;vertical-align:top';
  switch (layout) {
    case 'table':
      return `<table style="border-collapse:collapse;width:100%">${rows.map(([l, v]) => `<tr><td style="${td};width:38%;background:#f2f2f2">${esc(l)}</td><td style="${td}">${esc(v)}</td></tr>`).join('')}</table>`;
    case 'colon':
      return rows.map(([l, v]) => `<p style="margin:0 0 4px">${esc(l)}: ${esc(v)}</p>`).join('');
    case 'twoBlocks': {
      const half = Math.ceil(rows.length / 2);
      const block = (part: readonly (readonly [string, string])[]) => `<table style="border-collapse:collapse;width:100%">${part.map(([l, v]) => `<tr><td style="padding:3px 6px;width:45%;color:#333">${esc(l)}</td><td style="padding:3px 6px">${esc(v)}</td></tr>`).join('')}</table>`;
      return `<div style="display:flex;gap:48px"><div style="flex:1">${block(rows.slice(0, half))}</div><div style="flex:1">${block(rows.slice(half))}</div></div>`;
    }
    case 'above':
    case 'captionBelow': {
      const columns = rng.pick([2, 3]);
      const cells: string[] = [];
      for (const [l, v] of rows) {
        const caption = `<div style="font-size:7pt;color:#444;text-transform:uppercase">${esc(l)}</div>`;
        const value = `<div style="font-size:10pt;min-height:14px">${esc(v)}</div>`;
        cells.push(`<td style="${td};width:${Math.floor(100 / columns)}%">${layout === 'above' ? caption + value : value + caption}</td>`);
      }
      const trs: string[] = [];
      for (let i = 0; i < cells.length; i += columns) trs.push(`<tr>${cells.slice(i, i + columns).join('')}</tr>`);
      return `<table style="border-collapse:collapse;width:100%;table-layout:fixed">${trs.join('')}</table>`;
    }
  }
}

function wordedDocument(id: string, description: string, titles: readonly string[], layouts: readonly Layout[], options: { personal: boolean; documentType: DocumentType }): Family {
  return {
    id,
    description,
    formats: ['pdf_text', 'pdf_text', 'pdf_text', 'pdf_scanned', 'image'],
    make(facts, rng) {
      const color = accent(rng);
      const stated = statements(facts, rng, options);
      const layout = rng.pick(layouts);
      const issuer = rng.chance(0.5) ? facts.lender : facts.broker;
      const head = letterhead({ name: issuer.name, lines: [esc(addressText(issuer.address, 'short')), esc(pickPhone(rng, issuer.contact.phone))], color });
      const title = `<div style="font:bold 13pt 'DejaVu Sans';margin:6px 0 10px">${esc(rng.pick(titles))}</div>`;
      const date = `<p>${esc(rng.pick(['Date', 'Dated', 'As of']))}: ${esc(pickDate(rng, facts.documentDate, ['long', 'us']))}</p>`;
      // Borrower facts in one or two sections; the deal's terms in another.
      const split = stated.findIndex((s) => s.fields.includes('property_address'));
      const parts = [
        { heading: rng.pick(['Borrower', 'Applicant Information', 'Borrower / Sponsor', 'Obligor', 'Client']), rows: stated.slice(0, split) },
        { heading: rng.pick(['Loan Terms', 'Transaction Summary', 'Request', 'Proposed Financing', 'Deal Summary', 'Section II — Loan Request']), rows: stated.slice(split) },
      ];
      const others = partyBlocks(facts, rng);
      const before = others.slice(0, rng.int(0, others.length));
      const after = others.slice(before.length);
      const block = (heading: string, rows: readonly (readonly [string, string])[]) => sectionTitle(heading, color) + layoutHtml(layout, rows, rng);
      const body = [
        head,
        title,
        date,
        ...before.map((b) => block(b.heading, b.rows)),
        ...parts.filter((p) => p.rows.length).map((p) => block(p.heading, p.rows.map((s) => [s.label, s.value] as const))),
        ...after.map((b) => block(b.heading, b.rows)),
        rng.chance(0.5) ? `<p style="margin-top:12px;font-size:8pt">${checkboxes(['Purchase', 'Refinance', 'Construction'], facts.loan.purpose === 'Cash Out Refinance' ? 'Refinance' : facts.loan.purpose)}</p>` : '',
      ].join('');
      const html = documentHtml({ title: 'Document', font: rng.pick(['serif', 'sans'] as const), fontSize: rng.pick(['9pt', '9.5pt', '10pt']), pages: [body] });
      return { kind: 'html', documentType: options.documentType, html, truth: statedTruth(facts, stated.flatMap((s) => s.fields)) };
    },
  };
}

export const wordedTermSheet = wordedDocument(
  'worded-term-sheet-any-layout',
  "Another lender's term sheet or quote: labels worded as that shop words them, laid out as a grid, colon lines, two blocks side by side or boxed captions, with the lender's, broker's, appraiser's and title company's blocks around it",
  ['Summary of Terms', 'Indicative Term Sheet', 'Loan Quote', 'Preliminary Terms', 'Financing Proposal', 'Non-Binding Term Sheet'],
  ['table', 'colon', 'twoBlocks', 'above'],
  { personal: false, documentType: 'Term Sheet' },
);

export const wordedApplication = wordedDocument(
  'worded-application-boxed-form',
  "Another lender's loan application (1003-like or business-purpose): boxed captions above or below their values, applicant contact details, the loan request in its own section, the broker's and lender's boxes beside the applicant's",
  ['Uniform Residential Loan Application', 'Business Purpose Loan Application', 'Investor Loan Application', 'Loan Request Form', 'Credit Application'],
  ['above', 'captionBelow', 'table', 'twoBlocks'],
  { personal: true, documentType: 'Loan Application' },
);

export const wordedBrokerIntake = wordedDocument(
  'worded-broker-intake-sheet',
  "A broker's deal intake / submission cover sheet printed to PDF: colon lines or a two-column table, the borrower's contact details, the deal's terms, and the broker's own block",
  ['Loan Submission', 'Deal Submission Cover Sheet', 'New Loan Intake', 'Scenario Submission', 'Broker Package Cover'],
  ['colon', 'table', 'twoBlocks'],
  { personal: true, documentType: 'Broker Submission Sheet' },
);

export const wordedLetterOfIntent = wordedDocument(
  'worded-loi-schedule',
  'A letter of intent whose terms sit in a schedule of labelled rows after a short preamble, other parties named in blocks of their own',
  ['Letter of Intent — Schedule of Terms', 'LOI: Proposed Loan Terms', 'Letter of Interest', 'Expression of Interest'],
  ['table', 'colon', 'captionBelow'],
  { personal: false, documentType: 'Letter of Intent' },
);

function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** The sheet value of a statement: numbers as numbers where a spreadsheet would keep them so. */
function sheetValue(s: Stated, facts: DealFacts, rng: Rng): SheetCell {
  const field = s.fields[0];
  if (field === 'loan_amount' && rng.chance(0.6)) return facts.loan.amount;
  if (field === 'property_value' && rng.chance(0.6)) return facts.property.value;
  if (field === 'interest_rate' && rng.chance(0.4)) return fixedRate(facts.loan.rate);
  if (field === 'loan_term' && rng.chance(0.6)) return facts.loan.termMonths;
  if (field === 'estimated_closing_date' && rng.chance(0.5)) return day(facts.loan.closingDate);
  return s.value;
}

export const wordedLabelValueSheet: Family = {
  id: 'worded-label-value-sheet',
  description: "A broker's or lender's label/value worksheet: labels in column A worded as that shop words them, values in column B (numbers kept as numbers), the broker's contact rows at the bottom",
  formats: ['xlsx', 'xls', 'csv'],
  make(facts, rng) {
    const stated = statements(facts, rng, { personal: true });
    const rows: SheetCell[][] = [[rng.pick(['Deal Summary', 'Loan Scenario', 'Submission', 'Quick Quote']), null]];
    for (const s of stated) rows.push([s.label, sheetValue(s, facts, rng)]);
    if (rng.chance(0.6)) rows.push([null, null], [rng.pick(['Broker', 'Submitted By', 'Loan Officer']), fullName(facts.broker.contact, false)], [rng.pick(['Broker Phone', 'LO Phone', 'Submitter Phone']), pickPhone(rng, facts.broker.contact.phone)], [rng.pick(['Broker Email', 'LO Email']), facts.broker.contact.email]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['Deal', 'Sheet1', 'Summary']), rows }], truth: statedTruth(facts, stated.flatMap((s) => s.fields)) };
  },
};

export const wordedDealRowExport: Family = {
  id: 'worded-deal-row-export',
  description: "A loan system's or CRM's export: one row per deal under headers worded as that system words them (the truth is the first deal's row), other deals below",
  formats: ['xlsx', 'xls', 'csv'],
  make(facts, rng) {
    const stated = statements(facts, rng, { personal: rng.chance(0.6) });
    const header = stated.map((s) => s.label);
    const first = stated.map((s) => sheetValue(s, facts, rng));
    const others: SheetCell[][] = [];
    for (let n = rng.int(0, 3); n > 0; n--) {
      others.push(stated.map((s) => {
        const v = sheetValue(s, facts, rng);
        return typeof v === 'number' ? Math.round(v * (0.7 + rng.next() * 0.6)) : v instanceof Date ? v : `${v}`.replace(/\d/g, (d) => String((Number(d) + 3) % 10));
      }));
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['Export', 'Pipeline', 'Deals']), rows: [header, first, ...others] }], truth: statedTruth(facts, stated.flatMap((s) => s.fields)) };
  },
};

export const wordingFamilies: Family[] = [wordedTermSheet, wordedApplication, wordedBrokerIntake, wordedLetterOfIntent, wordedLabelValueSheet, wordedDealRowExport];
