// Kinds and layouts written after the rules, to measure how the engine does on what it was not written against:
// another lender's summary of terms in horizontal (label-above-value) tables, a side-by-side applicant /
// co-applicant application, a broker's fax transmittal with "value — label" lines, a bank's proof-of-funds
// letter, a Secretary of State's certificate of good standing, an operating-agreement excerpt, a rent roll and a
// draw schedule as workbooks. Each names parties around the borrower (lender, bank officer, manager, contractor).
import type { DealFacts, Family, SheetCell, TruthField } from '../../../types';
import { accent, checkboxes, documentHtml, esc, kvTable, letterhead } from '../../../style';
import { statedTruth } from './stated';
import {
  address as addressText, date, ein as einText, entityDescription, exitWords, fullName, loanTypeWords, money,
  pickAddress, pickDate, pickMoney, pickPhone, pickRate, pickTerm, points, prepayWords, propertyTypeWords,
  purposeWords, streetLine, upper,
} from '../format';
import { asRehabLoan, borrowerHome, contractPrice, daysBefore, otherPerson, roundTo, withEntity, withSignatoryTitle } from '../common';

/** A horizontal table: one header row of labels, one row of values under them. */
function hTable(cells: readonly (readonly [string, string])[]): string {
  return `<table class="grid" style="margin:6px 0"><tr>${cells.map(([l]) => `<th>${esc(l)}</th>`).join('')}</tr><tr>${cells.map(([, v]) => `<td>${v}</td>`).join('')}</tr></table>`;
}

function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

// ---------------------------------------------------------------------------------------------------------------

export const summaryOfTermsHorizontal: Family = {
  id: 'lender-summary-of-terms-horizontal',
  description: "Another lender's 'Summary of Terms and Conditions': numbered sections (Section 1 — Parties, Section 2 — Loan Request …), each a horizontal table with labels in a header row and values beneath, the lender's own block first",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const fields: TruthField[] = ['property_address', 'loan_amount', 'interest_rate', 'loan_term', 'borrower_first_name', 'borrower_last_name'];
    const borrowerWord = rng.pick(['Borrower', 'Obligor', 'Borrowing Party', 'Mortgagor']);
    const guarWord = rng.pick(['Guarantor', 'Guarantor(s)', 'Sponsor / Guarantor', 'Key Principal']);
    const parties: [string, string][] = [[rng.pick(['Lender', 'Lender / Payee', 'Note Holder']), esc(lender.name)]];
    if (entity) {
      parties.push([borrowerWord, esc(rng.chance(0.5) ? entityDescription(entity) : entity.name)]);
      parties.push([guarWord, esc(fullName(borrower, rng.chance(0.3)))]);
      fields.push('entity_name');
    } else {
      parties.push([borrowerWord, esc(fullName(borrower, rng.chance(0.3)))]);
    }
    parties.push([rng.pick(['Originating Broker', 'Mortgage Broker', 'Introducing Broker']), esc(broker.name)]);
    const request: [string, string][] = [
      [rng.pick(['Principal Amount', 'Loan Amount', 'Facility Amount', 'Maximum Loan']), esc(pickMoney(rng, loan.amount, ['cents', 'dollars', 'usd']))],
      [rng.pick(['Note Rate', 'Coupon', 'Interest Rate (fixed)', 'Rate']), esc(pickRate(rng, loan.rate, ['fixed2', 'fixed3', 'perAnnum', 'plain']))],
      [rng.pick(['Maturity', 'Term', 'Loan Term', 'Tenor']), esc(pickTerm(rng, loan.termMonths, ['months', 'legal', 'mo']))],
    ];
    if (rng.chance(0.7)) {
      request.push([rng.pick(['Loan Purpose', 'Use of Proceeds', 'Transaction Type']), esc(loan.purpose ? purposeWords(rng, loan.purpose) : loanTypeWords(rng, loan.type))]);
      fields.push(loan.purpose ? 'loan_purpose' : 'loan_type');
    }
    const collateral: [string, string][] = [
      [rng.pick(['Collateral', 'Subject Property', 'Mortgaged Property', 'Security']), esc(pickAddress(rng, property.address, ['short', 'long', 'upper']))],
    ];
    if (rng.chance(0.7)) {
      collateral.push([rng.pick(['Asset Type', 'Property Type', 'Collateral Type']), esc(propertyTypeWords(rng, property.type, property.units))]);
      fields.push('property_type');
    }
    if (rng.chance(0.7)) {
      collateral.push([rng.pick(['As-Is Value', 'Appraised Value', 'Current Market Value', 'Valuation']), esc(pickMoney(rng, property.value, ['dollars', 'cents']))]);
      fields.push('property_value');
      collateral.push(['LTV', `${((loan.amount / property.value) * 100).toFixed(1)}%`]);
    }
    const fees: [string, string][] = [];
    if (loan.originationPoints !== undefined && rng.chance(0.8)) {
      fees.push([rng.pick(['Origination Fee', 'Lender Fee', 'Commitment Fee', 'Placement Fee (Lender)']), esc(points(rng, loan.originationPoints, ['pct', 'pts', 'points']))]);
      fields.push('origination_points');
    }
    if (loan.brokerPoints !== undefined && rng.chance(0.7)) {
      fees.push([rng.pick(['Broker Fee', 'Broker Compensation', 'YSP / Broker Points']), esc(points(rng, loan.brokerPoints, ['pct', 'pts']))]);
      fields.push('broker_points');
    }
    if (loan.processingFee !== undefined && rng.chance(0.7)) {
      fees.push([rng.pick(['Processing', 'Processing Fee', 'Loan Processing']), esc(pickMoney(rng, loan.processingFee, ['dollars', 'cents']))]);
      fields.push('processing_fee');
    }
    if (loan.docFee !== undefined && rng.chance(0.7)) {
      fees.push([rng.pick(['Legal / Doc Prep', 'Document Preparation', 'Doc Fee', 'Closing Documents Fee']), esc(pickMoney(rng, loan.docFee, ['dollars', 'cents']))]);
      fields.push('loan_doc_fee');
    }
    fees.push(['Appraisal', rng.pick(['Borrower cost', 'Paid outside closing', '$650 (est.)'])]);
    const other: [string, string][] = [];
    if (rng.chance(0.7)) {
      other.push([rng.pick(['Prepayment', 'Prepayment Premium', 'Early Payoff']), esc(prepayWords(rng, facts))]);
      fields.push('prepayment_penalty');
      if (loan.prepayment.penalty) fields.push('prepayment_terms');
    }
    if (rng.chance(0.6)) {
      other.push([rng.pick(['Target Closing', 'Anticipated Funding Date', 'Outside Closing Date', 'Expected Close']), esc(pickDate(rng, loan.closingDate, ['long', 'us', 'abbr', 'dMonY']))]);
      fields.push('estimated_closing_date');
    }
    if (loan.exit && rng.chance(0.6)) {
      other.push([rng.pick(['Exit', 'Repayment Source', 'Take-out']), esc(exitWords(rng, loan.exit))]);
      fields.push('exit_strategy');
    }
    const secWord = rng.pick(['Section', 'SECTION', 'Part', 'Article']);
    const roman = rng.chance(0.5);
    const num = (i: number) => (roman ? ['I', 'II', 'III', 'IV', 'V'][i] : String(i + 1));
    const dash = rng.pick([' — ', ': ', '. ', ' - ']);
    const sections: [string, [string, string][]][] = [['Parties', parties], [rng.pick(['Loan Request', 'Loan Terms', 'The Facility']), request], ['Collateral', collateral]];
    if (fees.length) sections.push([rng.pick(['Fees', 'Fees and Costs', 'Lender Compensation']), fees]);
    if (other.length) sections.push([rng.pick(['Other Terms', 'Additional Provisions', 'Timing and Repayment']), other]);
    const color = accent(rng);
    const body = sections.map(([title, cells], i) => `<div class="b" style="margin-top:10px;color:${color}">${esc(secWord)} ${num(i)}${dash}${esc(title)}</div>${hTable(cells)}`).join('\n');
    const head = letterhead({ name: lender.name, lines: [esc(addressText(lender.address, 'short')), `${esc(pickPhone(rng, lender.contact.phone))} · ${esc(lender.contact.email)}`], color });
    const intro = `<div class="center b" style="font-size:13pt;margin:4px 0 2px">${rng.pick(['SUMMARY OF TERMS AND CONDITIONS', 'Summary of Proposed Terms', 'NON-BINDING TERM SUMMARY'])}</div><div class="center small">${esc(pickDate(rng, facts.documentDate, ['long', 'us']))} · Prepared by ${esc(fullName(lender.contact, false))}, ${rng.pick(['Loan Officer', 'Originator', 'VP Lending'])}</div>`;
    const closing = `<p class="small" style="margin-top:14px">This summary is for discussion only and is not a commitment to lend. Any loan is subject to satisfactory underwriting, appraisal, title and the execution of loan documents acceptable to ${esc(lender.name)}.</p>`;
    const html = documentHtml({ title: 'Summary of Terms', font: rng.pick(['sans', 'serif', 'condensed'] as const), fontSize: '9.2pt', pages: [head + intro + body + closing] });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const applicantCoApplicantColumns: Family = {
  id: 'application-applicant-coapplicant-columns',
  description: "A lender's investor loan application whose borrower section is one table with an Applicant column and a Co-Applicant column side by side, then 'Section II — Loan Request' with checkbox rows and a real-estate-owned schedule",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const { borrower, property, loan, lender } = facts;
    const co = facts.coBorrower ?? otherPerson(rng, facts, rng.chance(0.5));
    const withCo: DealFacts = { ...facts, coBorrower: co, entity: undefined };
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'co_borrower_date_of_birth', 'property_address', 'loan_amount'];
    const dateStyle = rng.pick(['us', 'usShort', 'long', 'iso'] as const);
    const rows: [string, string, string][] = [
      [rng.pick(['First Name', 'Given Name', 'First']), esc(borrower.first), esc(co.first)],
      [rng.pick(['Last Name', 'Surname', 'Family Name']), esc(borrower.last), esc(co.last)],
      [rng.pick(['Date of Birth', 'DOB', 'Birth Date']), esc(date(borrower.dob, dateStyle)), esc(date(co.dob, dateStyle))],
      ['SSN', `XXX-XX-${rng.int(1000, 9999)}`, `XXX-XX-${rng.int(1000, 9999)}`],
    ];
    if (rng.chance(0.7)) {
      rows.push([rng.pick(['Cell Phone', 'Mobile', 'Phone (primary)']), esc(pickPhone(rng, borrower.phone)), esc(pickPhone(rng, co.phone))]);
      fields.push('borrower_phone');
    }
    if (rng.chance(0.7)) {
      rows.push([rng.pick(['E-mail', 'Email Address', 'E-Mail']), esc(borrower.email), esc(co.email)]);
      fields.push('borrower_email');
    }
    if (rng.chance(0.7)) {
      rows.push([rng.pick(['Credit Score (est.)', 'FICO', 'Estimated Credit Score', 'Mid Score']), String(borrower.creditScore), String(co.creditScore)]);
      fields.push('credit_score');
    }
    const home = borrowerHome(rng, facts);
    rows.push(['Current Address', esc(addressText(home, 'short')), rng.chance(0.5) ? 'Same' : esc(addressText(borrowerHome(rng, facts), 'short'))]);
    const [applicantHead, coHead] = rng.pick([['Applicant', 'Co-Applicant'], ['Borrower', 'Co-Borrower'], ['Primary Applicant', 'Additional Applicant']] as const);
    const personTable = `<table class="grid"><tr><th style="width:24%"></th><th>${applicantHead}</th><th>${coHead}</th></tr>${rows.map(([l, a, b]) => `<tr><td class="b">${esc(l)}</td><td>${a}</td><td>${b}</td></tr>`).join('')}</table>`;
    const purposeOptions = ['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'];
    const req: [string, string][] = [
      [rng.pick(['Amount Requested', 'Requested Loan Amount', 'Loan Amount Sought']), esc(pickMoney(rng, loan.amount))],
    ];
    if (loan.purpose) {
      req.push([rng.pick(['Purpose of Loan', 'Loan Purpose']), checkboxes(purposeOptions, loan.purpose)]);
      fields.push('loan_purpose');
    }
    req.push([rng.pick(['Subject Property Address', 'Property to be mortgaged', 'Property Address']), esc(pickAddress(rng, property.address))]);
    const typeOptions = ['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use'];
    if (typeOptions.includes(property.type)) {
      req.push([rng.pick(['Property Type', 'Type of Property']), checkboxes(typeOptions, property.type)]);
      fields.push('property_type');
    }
    if (rng.chance(0.7)) {
      req.push([rng.pick(['Estimated Value', 'Present Value', 'Est. Market Value']), esc(pickMoney(rng, property.value))]);
      fields.push('property_value');
    }
    if (rng.chance(0.6)) {
      req.push([rng.pick(['Term Requested', 'Desired Term', 'Term (months)']), esc(pickTerm(rng, loan.termMonths, ['months', 'mo']))]);
      fields.push('loan_term');
    }
    const reoAddress = borrowerHome(rng, facts);
    const reo = `<table class="grid small"><tr><th>Property</th><th>Type</th><th>Market Value</th><th>Mortgage Balance</th><th>Monthly Rent</th></tr><tr><td>${esc(addressText(reoAddress, 'short'))}</td><td>SFR</td><td>${esc(money(roundTo(property.value * 0.7, 1000), 'dollars'))}</td><td>${esc(money(roundTo(property.value * 0.35, 1000), 'dollars'))}</td><td>${esc(money(rng.int(12, 30) * 100, 'dollars'))}</td></tr></table>`;
    const color = accent(rng);
    const sec = (n: string, t: string) => `<div class="b" style="margin:12px 0 4px;background:${color};color:#fff;padding:2px 6px">Section ${n} — ${esc(t)}</div>`;
    const html = documentHtml({
      title: 'Investor Loan Application',
      font: rng.pick(['sans', 'condensed'] as const),
      fontSize: '8.8pt',
      pages: [`${letterhead({ name: lender.name, lines: ['INVESTOR LOAN APPLICATION', esc(addressText(lender.address, 'short'))], color })}
${sec('I', rng.pick(['Applicant Information', 'Borrower Information']))}${personTable}
${sec('II', 'Loan Request')}${kvTable(req, { labelWidth: '30%' })}
${sec('III', 'Schedule of Real Estate Owned')}${reo}
${sec('IV', 'Acknowledgment')}<p class="small">Each applicant certifies that the information provided is true and that the loan is for business purposes only. ${esc(lender.name)} and its agents may verify any information.</p>
<div style="display:flex;gap:40px"><div class="sig">${esc(applicantHead)} signature / date</div><div class="sig">${esc(coHead)} signature / date</div></div>`],
      page: { footerLeft: `${esc(lender.name)} — Form INV-100 (rev. ${rng.int(1, 12)}/${rng.int(19, 24)})` },
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: statedTruth(withCo, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const brokerFaxTransmittal: Family = {
  id: 'broker-fax-transmittal-value-first',
  description: "A broker's fax/e-mail transmittal cover sheet (TO/FROM/RE/pages) whose deal snapshot puts each value first and its meaning after it ('$412,500 — loan amount requested', '712 — middle credit score')",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const fields: TruthField[] = ['property_address', 'loan_amount', 'borrower_first_name', 'borrower_last_name'];
    const sep = rng.pick([' — ', ' - ', ' … ', ' : ']);
    const line = (value: string, label: string) => `<tr><td style="padding:2px 10px 2px 0;text-align:right;white-space:nowrap" class="b">${value}</td><td style="padding:2px 0">${esc(sep.trim())} ${esc(label)}</td></tr>`;
    const lines: string[] = [];
    lines.push(line(esc(pickMoney(rng, loan.amount, ['dollars', 'cents', 'k'])), rng.pick(['loan amount requested', 'requested loan', 'the ask', 'amount needed'])));
    if (rng.chance(0.7)) {
      lines.push(line(esc(pickMoney(rng, property.value, ['dollars', 'k'])), rng.pick(['as-is value (BPO)', 'current value per appraisal', 'estimated market value', 'as-is value'])));
      fields.push('property_value');
    }
    if (rng.chance(0.7)) {
      lines.push(line(String(borrower.creditScore), rng.pick(['middle credit score', 'FICO (mid)', 'credit score', 'qualifying score'])));
      fields.push('credit_score');
    }
    if (rng.chance(0.7)) {
      lines.push(line(esc(pickRate(rng, loan.rate, ['fixed2', 'plain'])), rng.pick(['rate quoted', 'target rate', 'rate requested'])));
      fields.push('interest_rate');
    }
    if (rng.chance(0.7)) {
      lines.push(line(esc(pickTerm(rng, loan.termMonths, ['months', 'mo'])), rng.pick(['term', 'term requested', 'loan term'])));
      fields.push('loan_term');
    }
    if (rng.chance(0.6)) {
      lines.push(line(esc(loanTypeWords(rng, loan.type)), rng.pick(['loan program', 'product', 'loan type'])));
      fields.push('loan_type');
    }
    if (loan.exit && rng.chance(0.5)) {
      lines.push(line(esc(exitWords(rng, loan.exit)), rng.pick(['exit strategy', 'exit', 'payoff plan'])));
      fields.push('exit_strategy');
    }
    const who = entity
      ? `${esc(entity.name)} (${rng.pick(['borrowing entity', 'borrower', 'vesting entity'])}), ${rng.pick(['c/o', 'attn:', 'principal'])} ${esc(fullName(borrower, false))}`
      : `${esc(fullName(borrower, rng.chance(0.3)))} (${rng.pick(['borrower', 'our client', 'applicant'])})`;
    if (entity) fields.push('entity_name');
    const contact = rng.chance(0.6);
    if (contact) fields.push('borrower_phone', 'borrower_email');
    const pages = rng.int(6, 38);
    const head = `<div style="font:bold 26pt 'DejaVu Sans';letter-spacing:4px;border-bottom:4px solid #000;margin-bottom:8px">${rng.pick(['FAX', 'TRANSMITTAL', 'COVER SHEET'])}</div>
${kvTable([
  ['TO:', `${esc(fullName(lender.contact, false))}, ${esc(lender.name)}`],
  ['FROM:', `${esc(fullName(broker.contact, false))}, ${esc(broker.name)} · ${esc(pickPhone(rng, broker.contact.phone))}`],
  ['DATE:', esc(pickDate(rng, facts.documentDate, ['us', 'long']))],
  ['PAGES:', `${pages} (including cover)`],
  ['RE:', `New submission — ${esc(pickAddress(rng, property.address, ['short', 'upper']))}`],
], { className: '', labelWidth: '14%' })}`;
    const snapshot = `<div class="b" style="margin-top:14px">${rng.pick(['Deal snapshot', 'Quick look', 'File summary'])}</div>
<p>${who}${contact ? ` — reach at ${esc(pickPhone(rng, borrower.phone))} / ${esc(borrower.email)}` : ''}</p>
<table>${lines.join('')}</table>`;
    const enclosed = `<div class="b" style="margin-top:12px">Enclosed:</div><div>${['Loan application', 'Purchase contract', 'Bank statements (2 mo)', 'Entity docs', 'Scope of work', 'Photos'].map((x) => `${rng.chance(0.7) ? '☒' : '☐'} ${x}`).join('&nbsp;&nbsp; ')}</div>`;
    const note = `<p style="margin-top:12px">${rng.pick(['Please call me with any questions. Borrower wants to close quickly.', 'Let me know if you need anything else to issue terms.', 'Appreciate a quick look — seller has a backup offer.'])}</p><p class="small" style="margin-top:30px">CONFIDENTIALITY NOTICE: The documents accompanying this transmission contain confidential information intended only for the recipient named above.</p>`;
    const html = documentHtml({ title: 'Transmittal', font: rng.pick(['sans', 'mono', 'serif'] as const), fontSize: '10pt', pages: [head + snapshot + enclosed + note] });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

const BANKS = ['First Horizon Bank', 'Regions Bank', 'Huntington National Bank', 'Truist Bank', 'KeyBank N.A.', 'Fifth Third Bank', 'Citizens Bank, N.A.', 'Associated Bank', 'Frost Bank', 'BankUnited'];

export const proofOfFundsLetter: Family = {
  id: 'dev-bank-proof-of-funds-letter',
  description: "A bank officer's proof-of-funds / deposit verification letter: the account holder (an entity c/o its principal, or a person), balances, the proposed acquisition it supports and the officer's signature",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const { borrower, entity, property } = facts;
    const bank = rng.pick(BANKS);
    const officer = otherPerson(rng, facts);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address'];
    const price = contractPrice(facts, rng);
    const balance = roundTo(price * (0.2 + rng.next() * 0.5), 1);
    const holder = entity
      ? `${esc(rng.chance(0.5) ? entityDescription(entity) : entity.name)} (the "Account Holder"), ${rng.pick(['c/o', 'whose authorized signer is', 'by its principal'])} ${esc(fullName(borrower, false))}`
      : `${esc(fullName(borrower, rng.chance(0.3)))} (the "Account Holder")`;
    if (entity) fields.push('entity_name');
    const acct = `xxxx${rng.int(1000, 9999)}`;
    const html = documentHtml({
      title: 'Proof of Funds',
      font: rng.pick(['serif', 'sans'] as const),
      fontSize: '10.5pt',
      pages: [`${letterhead({ name: bank, lines: [rng.pick(['Private Banking', 'Commercial Banking', 'Business Banking Center']), esc(addressText(borrowerHome(rng, facts), 'short'))], color: accent(rng) })}
<p>${esc(pickDate(rng, facts.documentDate, ['long', 'abbr']))}</p>
<p>To Whom It May Concern:</p>
<p>${rng.pick(['Re: Verification of Deposit / Proof of Funds', 'RE: PROOF OF FUNDS', 'Subject: Deposit verification'])}</p>
<p>This letter confirms that ${holder}, maintains the following account(s) with ${esc(bank)} in good standing:</p>
<table class="grid" style="width:80%"><tr><th>Account Type</th><th>Account No.</th><th>Opened</th><th>Available Balance</th></tr>
<tr><td>${rng.pick(['Business Checking', 'Money Market', 'Premier Savings', 'Analyzed Checking'])}</td><td>${acct}</td><td>${esc(date(daysBefore(facts.documentDate, rng.int(400, 3000)), 'us'))}</td><td>${esc(money(balance, 'cents'))}</td></tr></table>
<p style="margin-top:8px">We understand the funds are intended for the ${rng.pick(['acquisition', 'purchase', 'closing'])} of ${esc(pickAddress(rng, property.address, ['short', 'long', 'longState']))} at a contract price of ${esc(money(price, 'dollars'))}. This letter is not a guarantee that the balance will remain available and carries no liability for ${esc(bank)}.</p>
<p>Sincerely,</p><span class="scrawl">${esc(officer.first)} ${esc(officer.last)}</span>
<div>${esc(fullName(officer, false))}<br>${rng.pick(['Vice President, Relationship Manager', 'Branch Manager', 'Senior Private Banker', 'AVP, Business Banking'])}<br>${esc(bank)} · ${esc(pickPhone(rng, officer.phone))}</div>`],
      page: { footerLeft: `Member FDIC · Equal Housing Lender` },
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

const SECRETARIES = ['Jordan M. Ellis', 'Patricia Vance-Holloway', 'Michael R. Tran', 'Angela D. Whitfield', 'Samuel K. Ortega'];

export const certificateOfGoodStanding: Family = {
  id: 'dev-secretary-of-state-good-standing',
  description: "A Secretary of State's certificate of good standing / existence: 'I, <Secretary>, Secretary of State … do hereby certify that <ENTITY>, a Domestic Limited Liability Company, file number, formed on …, is in existence and in good standing', with seal and authentication code",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned', 'image'],
  make(base, rng) {
    const facts = withEntity(base, rng, ['LLC', 'Corporation', 'Partnership']);
    const entity = facts.entity as NonNullable<DealFacts['entity']>;
    const secretary = rng.pick(SECRETARIES);
    const kinds: Record<string, string[]> = {
      LLC: ['Domestic Limited Liability Company', 'limited liability company', 'Limited Liability Company (Domestic)'],
      Corporation: ['Domestic For-Profit Corporation', 'corporation', 'Business Corporation'],
      Partnership: ['Domestic Limited Partnership', 'limited partnership', 'Limited Partnership'],
    };
    const kind = rng.pick(kinds[entity.type] as string[]);
    const formed = daysBefore(facts.documentDate, rng.int(200, 4000));
    const name = rng.chance(0.5) ? upper(entity.name) : entity.name;
    const fileNo = `${rng.int(2010, 2024)}${rng.int(1000000, 9999999)}`;
    const html = documentHtml({
      title: 'Certificate of Good Standing',
      font: 'serif',
      fontSize: '11pt',
      pages: [`<div class="center" style="margin-top:20px"><div style="font-size:12pt;letter-spacing:2px">STATE OF ${esc(upper(entity.stateOfFormation))}</div><div style="font-size:10pt">OFFICE OF THE SECRETARY OF STATE</div>
<div class="b" style="font-size:17pt;margin:22px 0">${rng.pick(['CERTIFICATE OF GOOD STANDING', 'Certificate of Existence', 'CERTIFICATE OF FACT'])}</div></div>
<p style="text-align:justify;line-height:1.8">I, ${esc(secretary)}, Secretary of State of the State of ${esc(entity.stateOfFormation)}, do hereby certify that <b>${esc(name)}</b>, a ${esc(kind)}, ${rng.pick(['File Number', 'Entity ID', 'Document No.'])} ${fileNo}, was ${entity.type === 'Corporation' ? 'incorporated' : 'formed'} under the laws of this State on ${esc(pickDate(rng, formed, ['long', 'us', 'ordinal']))}, and that, as of the date hereof, it ${rng.pick(['is in existence and in good standing', 'has filed all required annual reports, has paid all fees due, and is in good standing', 'is active and in good standing'])} with this office.</p>
<p style="text-align:justify;line-height:1.8">${rng.pick(['I further certify that its most recent annual report has been filed and that Articles of Dissolution have not been filed.', 'This certificate reflects the records of this office only and does not certify the accuracy of any document filed.'])}</p>
<p style="margin-top:24px">IN TESTIMONY WHEREOF, I have hereunto set my hand and affixed the Great Seal of the State, at the Capitol, on ${esc(pickDate(rng, facts.documentDate, ['long', 'ordinal']))}.</p>
<div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:30px"><div style="width:110px;height:110px;border:3px double #777;border-radius:55px;display:flex;align-items:center;justify-content:center;font-size:8pt;color:#777;text-align:center">GREAT SEAL<br>${esc(upper(entity.stateOfFormation))}</div>
<div><span class="scrawl">${esc(secretary)}</span><div class="sig" style="margin-top:4px">${esc(secretary)}<br>Secretary of State</div></div></div>
<p class="small" style="margin-top:30px">Authentication Code: ${rng.int(100000, 999999)}-${rng.int(1000, 9999)} · Verify at the Secretary of State's website. Requested by: ${esc(facts.title.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: statedTruth(facts, ['entity_name']) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const operatingAgreementExcerpt: Family = {
  id: 'operating-agreement-excerpt',
  description: "Excerpted pages of an LLC operating agreement: the parties recital, Article I (name, formation, EIN), the management article naming the manager and his title, a Schedule A of members with contributions and percentages, and the signature page",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned'],
  make(base, rng) {
    let facts = withEntity(base, rng, ['LLC']);
    const title = rng.pick(['Manager', 'Managing Member', 'Managing Member', 'Sole Member']);
    facts = withSignatoryTitle(facts, title);
    const { borrower, entity } = facts as DealFacts & { entity: NonNullable<DealFacts['entity']> };
    const other = otherPerson(rng, facts);
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name'];
    const showEin = entity.ein !== undefined && rng.chance(0.7);
    if (showEin) fields.push('ein');
    const effective = daysBefore(facts.documentDate, rng.int(60, 2500));
    const sole = title === 'Sole Member';
    const share = sole ? 100 : rng.pick([51, 60, 70, 75, 80]);
    const members = sole ? [[fullName(borrower, false), 100]] : [[fullName(borrower, false), share], [fullName(other, false), 100 - share]];
    const p = (html: string) => `<p style="text-align:justify">${html}</p>`;
    const art = (n: string, t: string) => `<div class="b center" style="margin:12px 0 6px">ARTICLE ${n}<br>${esc(t)}</div>`;
    const page1 = `<div class="center b" style="font-size:13pt">${rng.pick(['OPERATING AGREEMENT', 'LIMITED LIABILITY COMPANY AGREEMENT', 'AMENDED AND RESTATED OPERATING AGREEMENT'])}<br>OF<br>${esc(upper(entity.name))}</div>
${p(`This Operating Agreement (this "Agreement") is made effective as of ${esc(pickDate(rng, effective, ['long', 'ordinal']))} by and among the persons listed on Schedule A as members (each a "Member") of ${esc(entityDescription(entity))} (the "Company").`)}
${art('I', 'FORMATION')}
${p(`1.1 <b>Name.</b> The name of the Company is ${esc(entity.name)}.`)}
${p(`1.2 <b>Formation.</b> The Company was formed by the filing of Articles of Organization with the ${esc(entity.stateOfFormation)} Secretary of State.`)}
${showEin ? p(`1.3 <b>Tax Identification.</b> The Company's federal employer identification number is ${esc(einText(entity.ein as string))}. The Company shall be treated as a ${sole ? 'disregarded entity' : 'partnership'} for federal income tax purposes.`) : ''}
${p(`1.4 <b>Principal Office.</b> ${esc(addressText(borrowerHome(rng, facts), 'short'))}, or such other place as the ${sole ? 'Member' : 'Manager'} may designate.`)}
${art('VI', 'MANAGEMENT')}
${p(`6.1 <b>${sole ? 'Member-Managed' : rng.chance(0.5) ? 'Manager' : 'Management by Manager'}.</b> The business and affairs of the Company shall be managed by ${esc(fullName(borrower, false))}, who shall serve as its ${esc(title)} until resignation or removal. The ${esc(title)} may, acting alone, borrow money on behalf of the Company and grant mortgages and deeds of trust on Company property.`)}
${p('6.2 <b>Major Decisions.</b> The sale of all or substantially all of the assets of the Company requires the consent of Members holding a majority of the Percentage Interests.')}`;
    const schedule = `<div class="b center" style="margin:6px 0">SCHEDULE A — MEMBERS</div><table class="grid"><tr><th>Member</th><th>Capital Contribution</th><th>Percentage Interest</th></tr>${members.map(([n, s]) => `<tr><td>${esc(String(n))}</td><td>${esc(money(Number(s) * rng.int(200, 900), 'dollars'))}</td><td>${s}%</td></tr>`).join('')}</table>`;
    const sig = `<p style="margin-top:14px">IN WITNESS WHEREOF, the undersigned have executed this Agreement as of the date first written above.</p>
<div class="b">COMPANY:</div><div>${esc(entity.name)}</div><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><div class="sig" style="margin-top:4px">By: ${esc(fullName(borrower, false))}<br>Its: ${esc(title)}</div>
${sole ? '' : `<div class="b" style="margin-top:10px">MEMBERS:</div><span class="scrawl">${esc(other.first)} ${esc(other.last)}</span><div class="sig" style="margin-top:4px">${esc(fullName(other, false))}, Member</div>`}`;
    const html = documentHtml({ title: 'Operating Agreement', font: 'serif', fontSize: '9.6pt', pages: [page1, schedule + sig], page: { footerLeft: `${esc(entity.name)} — Operating Agreement (excerpt)`, pageNumbers: true } });
    return { kind: 'html', documentType: 'Entity Document', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

const TENANTS = ['Vacant', 'M. Alvarez', 'T. Nguyen', 'K. Robinson', 'D. Patel', 'S. Oyelaran', 'J. Kowalski', 'R. Haddad', 'L. Brooks', 'A. Chen', 'P. Murphy', 'B. Santos'];

export const rentRollSheet: Family = {
  id: 'rent-roll-workbook-owner-block',
  description: "A property manager's rent roll workbook: a header block (property, owner of record, management company, as-of date, sometimes the loan requested) above a unit table with its own headers (Unit, Resident, Lease From/To, Market/Actual Rent, Deposit, Status) and totals",
  formats: ['xlsx', 'xls', 'csv'],
  make(base, rng) {
    const units = rng.int(3, 12);
    let facts: DealFacts = { ...base, property: { ...base.property, type: units <= 4 ? '2-4 Unit' : 'Multifamily (5+)', units, address: { ...base.property.address, unit: undefined } } };
    const { borrower, entity, property, loan, broker } = facts;
    const fields: TruthField[] = ['property_address'];
    const rows: SheetCell[][] = [];
    const layoutLeft = rng.chance(0.5);
    const add = (label: string, value: SheetCell, ...f: TruthField[]) => {
      rows.push(layoutLeft ? [label, value] : [`${label}:`, null, value]);
      fields.push(...f);
    };
    rows.push([rng.pick(['RENT ROLL', 'Rent Roll Summary', 'Certified Rent Roll'])]);
    add(rng.pick(['Property', 'Property Address', 'Site']), `${streetLine(property.address)}, ${property.address.city}, ${property.address.state} ${property.address.zip}`);
    if (entity) add(rng.pick(['Owner', 'Owner of Record', 'Ownership Entity']), entity.name, 'entity_name');
    const contactLabel = entity ? rng.pick(['Principal', 'Owner Contact', 'Managing Member']) : rng.pick(['Owner', 'Owner of Record']);
    // "Managing Member: <name>" names the entity's officer as well as its principal.
    if (contactLabel === 'Managing Member') {
      facts = withSignatoryTitle(facts, 'Managing Member');
      fields.push('authorized_signatory_name', 'authorized_signatory_title');
    }
    add(contactLabel, fullName(borrower, false), 'borrower_first_name', 'borrower_last_name');
    add(rng.pick(['Managed By', 'Management Co.', 'Property Manager']), `${rng.pick(['Keystone', 'Bluebird', 'Northgate', 'Urban Nest'])} Property Management`);
    add('As Of', day(facts.documentDate));
    if (rng.chance(0.5)) {
      add(rng.pick(['Units', 'Unit Count', '# Units']), units);
      fields.push('property_type');
    }
    if (rng.chance(0.5)) add(rng.pick(['Loan Requested', 'Refi Amount Sought', 'New Loan Amount']), loan.amount, 'loan_amount');
    rows.push([]);
    const headers = rng.pick([
      ['Unit', 'Resident', 'Lease From', 'Lease To', 'Market Rent', 'Actual Rent', 'Deposit', 'Status'],
      ['Apt #', 'Tenant Name', 'Start', 'Expires', 'Mkt', 'Contract Rent', 'Sec Dep', 'Occ'],
      ['Unit No.', 'Lessee', 'Move-In', 'Lease End', 'Pro Forma', 'In-Place Rent', 'Deposit Held', 'Occupied?'],
    ]);
    rows.push(headers);
    let total = 0;
    for (let u = 1; u <= units; u++) {
      const vacant = rng.chance(0.12);
      const market = rng.int(9, 26) * 50;
      const actual = vacant ? 0 : market - rng.int(0, 3) * 25;
      total += actual;
      const start = daysBefore(facts.documentDate, rng.int(30, 700));
      rows.push([`${rng.chance(0.5) ? '' : 'Unit '}${u}${units > 4 ? '0' + rng.int(1, 4) : ''}`, vacant ? 'Vacant' : rng.pick(TENANTS.slice(1)), vacant ? null : day(start), vacant ? null : day(daysBefore(start, -365)), market, actual, vacant ? 0 : actual, vacant ? 'Vacant' : 'Occupied']);
    }
    rows.push(['Total', null, null, null, null, total, null, null]);
    rows.push([]);
    rows.push([`Submitted by ${broker.name}`]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['Rent Roll', 'RR', 'Units']), rows }], truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const drawScheduleSheet: Family = {
  id: 'draw-schedule-scope-of-work-sheet',
  description: "A lender's rehab draw schedule / scope-of-work workbook: a loan header (Loan No., Obligor, Collateral, Total Commitment, Holdback, Contractor) and line items with budget, draws to date and balance",
  formats: ['xlsx', 'xls', 'csv'],
  make(base, rng) {
    const facts = asRehabLoan(base, rng);
    const { borrower, entity, property, loan, lender } = facts;
    const fields: TruthField[] = ['property_address', 'loan_number', 'loan_amount'];
    const rows: SheetCell[][] = [];
    rows.push([`${lender.name} — ${rng.pick(['Draw Schedule', 'Scope of Work & Draw Schedule', 'Construction Draw Budget'])}`]);
    const header: [string, SheetCell, TruthField[]][] = [
      [rng.pick(['Loan No.', 'Loan #', 'Lender Loan ID']), loan.loanNumber, []],
      [rng.pick(['Obligor', 'Borrower', 'Borrower Name']), entity ? entity.name : fullName(borrower, false), entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name']],
    ];
    if (entity) header.push([rng.pick(['Guarantor', 'Principal']), fullName(borrower, false), ['borrower_first_name', 'borrower_last_name']]);
    header.push([rng.pick(['Collateral', 'Property', 'Project Address']), `${streetLine(property.address)}, ${property.address.city}, ${property.address.state} ${property.address.zip}`, []]);
    header.push([rng.pick(['Total Commitment', 'Total Loan Amount', 'Note Amount']), loan.amount, []]);
    const holdback = roundTo(loan.amount * (0.15 + rng.next() * 0.15), 500);
    header.push([rng.pick(['Rehab Holdback', 'Construction Reserve', 'Repair Escrow']), holdback, []]);
    header.push(['Contractor', `${rng.pick(['Apex', 'TrueLine', 'Red Oak', 'Summit'])} Builders LLC`, []]);
    if (rng.chance(0.5)) header.push([rng.pick(['Maturity (months)', 'Term (mo)']), loan.termMonths, ['loan_term']]);
    const twoWide = rng.chance(0.5);
    if (twoWide) {
      for (let i = 0; i < header.length; i += 2) {
        const a = header[i] as [string, SheetCell, TruthField[]];
        const b = header[i + 1];
        rows.push([a[0], a[1], null, b?.[0] ?? null, b?.[1] ?? null]);
      }
    } else {
      for (const [l, v] of header) rows.push([l, v]);
    }
    for (const [, , f] of header) fields.push(...f);
    rows.push([]);
    rows.push(rng.pick([
      ['Line', 'Description', 'Budget', 'Draw 1', 'Draw 2', 'Remaining'],
      ['#', 'Scope Item', 'Approved Budget', 'Prior Draws', 'This Draw', 'Balance to Finish'],
    ]));
    const items = ['Demolition & haul-off', 'Roof replacement', 'Windows', 'Electrical rewire', 'Plumbing', 'HVAC', 'Kitchen', 'Bathrooms', 'Flooring', 'Paint int/ext', 'Landscaping', 'Contingency'];
    let left = holdback;
    items.forEach((it, i) => {
      const budget = i === items.length - 1 ? left : roundTo(holdback / items.length, 50);
      left -= budget;
      const d1 = i < 3 ? budget : 0;
      rows.push([i + 1, it, budget, d1, 0, budget - d1]);
    });
    rows.push([null, 'TOTAL', holdback, null, null, null]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['Draws', 'SOW', 'Budget']), rows }], truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const appraisalEngagementOrder: Family = {
  id: 'appraisal-engagement-order-form',
  description: "A lender's appraisal engagement letter / order form to an appraisal firm: client and intended user (the lender), the appraiser, then borrower, property, loan number, loan type, the owner's estimate of value and contract price, fee and due date",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, appraiser } = facts;
    const fields: TruthField[] = ['property_address', 'loan_number', 'borrower_first_name', 'borrower_last_name'];
    const rows: [string, string][] = [
      [rng.pick(['Client', 'Client / Lender', 'Engaging Party']), esc(lender.name)],
      ['Intended User', `${esc(lender.name)} and its successors and assigns`],
      [rng.pick(['Appraiser', 'Assigned Appraiser', 'Appraisal Firm']), `${esc(fullName(appraiser.contact, false))}, ${esc(appraiser.name)}`],
      [rng.pick(['Loan Number', 'Lender Loan #', 'Loan Ref.']), esc(loan.loanNumber)],
    ];
    if (entity) {
      rows.push([rng.pick(['Borrower', 'Borrower / Owner', 'Applicant']), esc(entity.name)]);
      rows.push([rng.pick(['Borrower Contact', 'Access Contact', 'Principal']), `${esc(fullName(borrower, false))} · ${esc(pickPhone(rng, borrower.phone))}`]);
      fields.push('entity_name', 'borrower_phone');
    } else {
      rows.push([rng.pick(['Borrower', 'Borrower Name', 'Applicant']), esc(fullName(borrower, rng.chance(0.3)))]);
    }
    rows.push([rng.pick(['Subject Property', 'Property Address', 'Subject']), esc(pickAddress(rng, property.address, ['short', 'long', 'longState']))]);
    if (rng.chance(0.7)) {
      rows.push([rng.pick(['Property Type', 'Occupancy / Type']), esc(propertyTypeWords(rng, property.type, property.units))]);
      fields.push('property_type');
    }
    if (rng.chance(0.7)) {
      rows.push([rng.pick(['Loan Type', 'Program']), esc(loanTypeWords(rng, loan.type))]);
      fields.push('loan_type');
    }
    if (rng.chance(0.7)) {
      rows.push([rng.pick(["Owner's Estimate of Value", 'Estimated Value (per borrower)', 'Value Estimate']), esc(pickMoney(rng, property.value))]);
      fields.push('property_value');
    }
    if (property.purchasePrice !== undefined && property.purchasePrice !== property.value) rows.push(['Contract Price', esc(money(property.purchasePrice, 'dollars'))]);
    rows.push(['Appraisal Fee', esc(money(rng.pick([550, 650, 750, 1200, 2500]), 'dollars'))]);
    rows.push(['Report Due', esc(pickDate(rng, daysBefore(loan.closingDate, rng.int(5, 12)), ['us', 'long']))]);
    rows.push(['Report Type', rng.pick(['Form 1004 (URAR) with 1007 rent schedule', 'Narrative (commercial), as-is and as-stabilized', 'Form 1025 small residential income', 'Form 1004 with 1004D completion'])]);
    const html = documentHtml({
      title: 'Appraisal Engagement',
      font: rng.pick(['sans', 'serif'] as const),
      fontSize: '9.6pt',
      pages: [`${letterhead({ name: lender.name, lines: [esc(addressText(lender.address, 'short')), 'Appraisal Desk'], color: accent(rng) })}
<div class="b" style="font-size:13pt;margin-bottom:8px">${rng.pick(['Appraisal Engagement Letter', 'APPRAISAL ORDER FORM', 'Engagement of Appraisal Services'])}</div>
<p>${esc(pickDate(rng, facts.documentDate, ['long', 'us']))}</p>
<p>${esc(fullName(appraiser.contact, false))}, ${esc(appraiser.name)}, ${esc(addressText(appraiser.address, 'short'))}</p>
<p>You are engaged by ${esc(lender.name)} to appraise the property described below. The appraisal must comply with USPAP and FIRREA and be addressed to the client. The borrower is not your client.</p>
${kvTable(rows, { labelWidth: '32%' })}
<p style="margin-top:10px">Please confirm acceptance within 24 hours. Contact ${esc(fullName(lender.contact, false))} at ${esc(lender.contact.email)} with questions.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: statedTruth(facts, fields) };
  },
};
