// Letters of intent and loan applications.
import { accent, checkboxes, documentHtml, esc, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, LoanType, PropertyType, Rng } from '../../../types';
import {
  Stated, addDaysIso, address, anyMoney, companyLines, entityKind, exitWords, fmtDate, fullName, legalDate, loanTypeWords,
  money, numberWords, otherAmount, phone, points, prepayWords, propertyTypeWords, purposeWords, rate, term, ein,
} from './lib';
import { signatureBlock } from './terms';

const FRACTION_WORDS: Record<string, string> = { '0.125': 'one-eighth', '0.25': 'one-quarter', '0.375': 'three-eighths', '0.5': 'one-half', '0.625': 'five-eighths', '0.75': 'three-quarters', '0.875': 'seven-eighths' };

/** "ten and one-quarter percent (10.25%)" */
function rateWords(r: number): string {
  const whole = Math.floor(r);
  const frac = FRACTION_WORDS[String(Number((r - whole).toFixed(3)))];
  return `${numberWords(whole)}${frac ? ` and ${frac}` : ''} percent (${r}%)`;
}

/** A lender's letter of intent in flowing prose: amounts in words, the rate in words, a non-binding clause. */
const loiProse: Family = {
  id: 'ug-loi-prose-letter',
  description: 'Lender letter of intent written as prose paragraphs: amounts and rate in words with figures, non-binding clause',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Stated().add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'borrower_first_name', 'borrower_last_name');
    const { loan, property } = f;
    const b = f.borrower;
    const borrowerName = f.entity ? `${esc(f.entity.name)}, ${entityKind(f.entity)} (“Borrower”), whose principal is ${esc(fullName(b, true))}` : `${esc(fullName(b, true))} (“Borrower”)`;
    if (f.entity) s.add('entity_name');
    const purposeText = loan.purpose === 'Purchase' ? 'the acquisition of' : loan.purpose === 'Construction' ? 'the construction of improvements on' : 'the refinance of';
    const paras = [
      `${esc(f.lender.name)} (“Lender”) is pleased to present this letter of intent to ${borrowerName}, for a ${esc(loanTypeWords(rng, loan.type).toLowerCase())} loan for ${purposeText} the real property commonly known as ${esc(address(rng, property.address, rng.pick(['long', 'stateName'])))} (the “Property”).`,
      `Lender anticipates a loan in the principal amount of ${esc(money(loan.amount, 'words'))}${property.purchasePrice ? `, against a purchase price of ${esc(money(property.purchasePrice, 'dollars'))}` : ''}. The loan would bear interest at ${rateWords(loan.rate)} per annum on an interest-only basis for a term of ${esc(term(rng, loan.termMonths))}.`,
    ];
    s.add('loan_type');
    const fees: string[] = [];
    if (loan.originationPoints !== undefined) { fees.push(`an origination fee equal to ${loan.originationPoints}% of the loan amount`); s.add('origination_points'); }
    if (loan.docFee !== undefined) { fees.push(`a document fee of ${money(loan.docFee, 'dollars')}`); s.add('loan_doc_fee'); }
    if (loan.processingFee !== undefined && rng.chance(0.6)) { fees.push(`a processing fee of ${money(loan.processingFee, 'dollars')}`); s.add('processing_fee'); }
    if (fees.length) paras.push(`At closing Borrower would pay ${esc(fees.join(', '))}, together with all third-party costs.`);
    if (rng.chance(0.6)) {
      paras.push(loan.prepayment.penalty ? `Prepayment within the applicable period would be subject to a premium: ${esc(loan.prepayment.terms ?? '')}.` : 'There would be no prepayment penalty.');
      s.add('prepayment_penalty', 'prepayment_terms');
    }
    if (loan.exit && rng.chance(0.6)) { paras.push(`Borrower has indicated that the loan will be repaid through ${esc(exitWords(rng, loan.exit).toLowerCase())}.`); s.add('exit_strategy'); }
    if (rng.chance(0.6)) { paras.push(`The parties target a closing on or about ${esc(legalDate(loan.closingDate))}.`); s.add('estimated_closing_date'); }
    paras.push('This letter is an expression of interest only and is not a commitment to lend. Any loan is subject to Lender’s satisfactory due diligence, credit approval and mutually acceptable loan documents. Except for the confidentiality of its terms, this letter creates no binding obligation of either party.');
    const sign = rng.chance(0.5);
    if (sign && f.entity) s.add('authorized_signatory_name', 'authorized_signatory_title');
    const page = `${letterhead({ name: f.lender.name, lines: companyLines(rng, f.lender), color: accent(rng), align: rng.pick(['left', 'center'] as const) })}
<p>${esc(fmtDate(f.documentDate, rng.pick(['long', 'abbr'])))}</p>
<p>${f.entity ? `${esc(f.entity.name)}<br>` : ''}${esc(fullName(b, false))}<br>${esc(b.email)}</p>
<p><b>RE: Letter of Intent – ${esc(property.address.street)}</b></p>
<p>Dear ${esc(b.first)},</p>${paras.map((p) => `<p style="text-align:justify">${p}</p>`).join('')}
<p>Very truly yours,<br><br>${esc(f.lender.name)}<br>By: ${esc(fullName(f.lender.contact, false))}</p>
${sign ? `<p style="margin-top:16px">Acknowledged:</p>${signatureBlock(f, rng)}` : ''}`;
    s.add('borrower_email');
    return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'LOI', pages: [page], font: 'serif', fontSize: '9.8pt' }), truth: truthOf(f, s.list()) };
  },
};

/** Commercial LOI with hanging-indent caption column (caption left in caps, text right). */
const loiNumbered: Family = {
  id: 'ug-loi-numbered-nonbinding',
  description: 'Commercial lender non-binding letter of intent with numbered CAPTION / text sections and a typewriter look',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated().add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_type', 'borrower_first_name', 'borrower_last_name');
    const { loan, property } = f;
    const sections: [string, string][] = [];
    if (f.entity) {
      s.add('entity_name');
      sections.push(['BORROWER', `${esc(f.entity.name)}, ${entityKind(f.entity)}, or another single-purpose entity acceptable to Lender.`]);
      sections.push(['GUARANTOR', `${esc(fullName(f.borrower, true))} shall provide a full recourse guaranty of payment.`]);
    } else {
      sections.push(['BORROWER', `${esc(fullName(f.borrower, true))}, individually.`]);
    }
    sections.push(['PROPERTY', `${esc(address(rng, property.address))}, consisting of a ${esc(propertyTypeWords(rng, property.type, property.units).toLowerCase())}${property.squareFeet ? ` of approximately ${property.squareFeet.toLocaleString('en-US')} square feet` : ''}.`]);
    sections.push(['LOAN AMOUNT', `${esc(anyMoney(rng, loan.amount, ['dollars', 'short', 'words']))}${rng.chance(0.5) && property.value ? `, approximately ${Math.round((loan.amount / property.value) * 100)}% of the as-is value of ${esc(money(property.value, 'dollars'))}` : ''}.`]);
    if (sections[sections.length - 1]?.[1].includes('as-is value')) s.add('property_value');
    if (loan.purpose) { sections.push(['PURPOSE', esc(purposeWords(rng, loan.purpose))]); s.add('loan_purpose'); }
    sections.push(['INTEREST RATE', `${esc(rate(loan.rate, rng.pick(['plain', 'fraction', 'three'])))}, fixed, interest only, payable monthly.`]);
    sections.push(['TERM', `${esc(term(rng, loan.termMonths))}.`]);
    const fee: string[] = [];
    if (loan.originationPoints !== undefined) { fee.push(`Origination fee: ${points(rng, loan.originationPoints)}`); s.add('origination_points'); }
    if (loan.brokerPoints !== undefined) { fee.push(`Broker fee: ${points(rng, loan.brokerPoints)} payable to ${f.broker.name}`); s.add('broker_points'); }
    if (loan.adminFee !== undefined) { fee.push(`Loan administration fee: ${money(loan.adminFee, 'dollars')}`); s.add('admin_fee'); }
    if (fee.length) sections.push(['FEES', esc(fee.join('. ')) + '.']);
    sections.push(['PREPAYMENT', esc(prepayWords(rng, loan.prepayment))]);
    s.add('prepayment_penalty', 'prepayment_terms');
    sections.push(['DEPOSIT', `Upon acceptance Borrower shall deposit ${esc(money(rng.pick([2500, 3500, 5000]), 'dollars'))} for third-party reports.`]);
    sections.push(['EXPIRATION', `This letter expires if not accepted by ${esc(fmtDate(addDaysIso(f.documentDate, 10), 'long'))}.`]);
    sections.push(['NON-BINDING', 'This letter is not a commitment. No party is bound until definitive loan documents are executed.']);
    const body = sections.map(([k, v], i) => `<tr><td class="cap">${i + 1}. ${k}:</td><td>${v}</td></tr>`).join('');
    const page = `<div class="center" style="font-size:12pt"><b>${esc(f.lender.name.toUpperCase())}</b></div>
<div class="center small">${companyLines(rng, f.lender).join(' | ')}</div>
<p style="margin-top:14px">${esc(fmtDate(f.documentDate, 'long'))}</p>
<p>RE: NON-BINDING LETTER OF INTENT</p><table class="loi">${body}</table>
<p style="margin-top:12px">AGREED AND ACCEPTED:</p>${signatureBlock(f, rng)}`;
    if (f.entity) s.add('authorized_signatory_name', 'authorized_signatory_title');
    const css = '.loi td{vertical-align:top;padding:3px 6px 5px 0}.loi td.cap{width:2.0in;font-weight:bold;white-space:nowrap}';
    return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'LOI', pages: [page], css, font: 'mono', fontSize: '8.8pt' }), truth: truthOf(f, s.list()) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Applications

const PROPERTY_BOXES: [PropertyType, string][] = [
  ['Single Family', 'SFR'], ['2-4 Unit', '2–4 Units'], ['Condo', 'Condo'], ['Townhouse', 'Townhome'], ['Multifamily (5+)', '5+ Units'],
  ['Mixed Use', 'Mixed-Use'], ['Retail', 'Retail'], ['Office', 'Office'], ['Industrial', 'Industrial'], ['Land', 'Land'],
];
const LOAN_BOXES: [LoanType, string][] = [
  ['Purchase', 'Purchase'], ['Refinance', 'Rate/Term Refi'], ['Cash Out Refi', 'Cash-Out Refi'], ['Second Mortgage', '2nd Mortgage'],
  ['Bridge Loan', 'Bridge'], ['Fix & Flip', 'Fix & Flip'], ['Construction', 'Construction'], ['Commercial', 'Commercial'], ['Land', 'Land'],
];

function boxRow<T>(pairs: [T, string][], value: T): string {
  return checkboxes(pairs.map(([, l]) => l), pairs.find(([v]) => v === value)?.[1]);
}

interface AppPieces { s: Stated; cells: { borrower: [string, string][]; entity: [string, string][]; loan: [string, string][]; property: [string, string][] }; boxes: { loanType: string; propertyType: string; purpose?: string } }

/** The facts an application asks for, with this form's captions, marking what it fills in. */
function applicationPieces(f: DealFacts, rng: Rng): AppPieces {
  const s = new Stated().add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'loan_type', 'property_type');
  const b = f.borrower;
  const lastFirst = rng.chance(0.5);
  const borrower: [string, string][] = lastFirst
    ? [['Last Name', b.last.toUpperCase()], ['First Name', b.first.toUpperCase()], ['M.I.', b.middle ? b.middle.slice(0, 1) : '']]
    : [['Applicant Name (First, MI, Last)', fullName(b, true)]];
  if (rng.chance(0.8)) { borrower.push([rng.pick(['Date of Birth', 'DOB (mm/dd/yyyy)']), fmtDate(b.dob, rng.pick(['us', 'unpadded']))]); s.add('borrower_date_of_birth'); }
  borrower.push([rng.pick(['Cell Phone', 'Mobile', 'Primary Phone']), phone(rng, b.phone)], [rng.pick(['E-mail', 'Email Address']), b.email]);
  if (rng.chance(0.6)) { borrower.push([rng.pick(['Est. Credit Score', 'FICO (self-reported)', 'Credit Score']), String(b.creditScore)]); s.add('credit_score'); }
  if (f.coBorrower && rng.chance(0.8)) {
    borrower.push(['Co-Applicant', fullName(f.coBorrower, false)], ['Co-Applicant DOB', fmtDate(f.coBorrower.dob, 'us')]);
    s.add('co_borrower_date_of_birth');
  }
  const entity: [string, string][] = [];
  if (f.entity) {
    entity.push(['Vesting Entity Name', f.entity.name], ['Entity Type', { LLC: 'LLC', Corporation: 'Corporation', Partnership: 'LP', Trust: 'Trust' }[f.entity.type]], ['State of Formation', f.entity.stateOfFormation]);
    s.add('entity_name');
    if (f.entity.ein) { entity.push(['EIN / Tax ID', ein(f.entity.ein)]); s.add('ein'); }
    entity.push(['Signer Title', f.entity.signatoryTitle]);
    s.add('authorized_signatory_name', 'authorized_signatory_title');
  }
  const { loan, property } = f;
  const loanCells: [string, string][] = [[rng.pick(['Loan Amount Requested', 'Requested Loan Amount', 'Amount Requested']), anyMoney(rng, loan.amount, ['dollars', 'bare', 'bareCents'])]];
  if (rng.chance(0.7)) { loanCells.push(rng.chance(0.5) ? ['Term Requested (months)', String(loan.termMonths)] : ['Desired Term', `${loan.termMonths} mos.`]); s.add('loan_term'); }
  if (rng.chance(0.6)) { loanCells.push([rng.pick(['Desired Closing Date', 'Target Close']), fmtDate(loan.closingDate, rng.pick(['us', 'usShort', 'unpadded']))]); s.add('estimated_closing_date'); }
  if (loan.exit && rng.chance(0.7)) { loanCells.push(['Exit Strategy', exitWords(rng, loan.exit)]); s.add('exit_strategy'); }
  const propCells: [string, string][] = [['Subject Property Address', address(rng, property.address, rng.pick(['short', 'long']))]];
  if (property.purchasePrice) propCells.push(['Purchase Price', money(property.purchasePrice, 'dollars')]);
  if (rng.chance(0.7)) { propCells.push([rng.pick(['Estimated As-Is Value', 'Current Market Value (est.)', 'Present Value']), money(property.value, 'dollars')]); s.add('property_value'); }
  if (property.arv) propCells.push(['After Repair Value', money(property.arv, 'dollars')]);
  if (property.yearBuilt) propCells.push(['Year Built', String(property.yearBuilt)]);
  if (loan.purpose) s.add('loan_purpose');
  return {
    s,
    cells: { borrower, entity, loan: loanCells, property: propCells },
    boxes: {
      loanType: boxRow(LOAN_BOXES, loan.type),
      propertyType: boxRow(PROPERTY_BOXES, property.type),
      purpose: loan.purpose ? checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], loan.purpose) : undefined,
    },
  };
}

/** Boxed form: every cell a box with a tiny caption above the value. */
const appBoxed: Family = {
  id: 'ug-app-boxed-label-above',
  description: 'Lender short-form investor loan application: boxed cells, tiny caption above each value, checkbox rows',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(f, rng) {
    const { s, cells, boxes } = applicationPieces(f, rng);
    const cols = rng.pick([2, 3]);
    const grid = (rows: [string, string][]) => {
      const out: string[] = [];
      for (let i = 0; i < rows.length; i += cols) {
        out.push(`<tr>${rows.slice(i, i + cols).map(([l, v]) => `<td><div class="cap">${esc(l)}</div><div class="val">${esc(v) || '&nbsp;'}</div></td>`).join('')}</tr>`);
      }
      return `<table class="box">${out.join('')}</table>`;
    };
    const sec = (n: number, t: string) => `<div class="sec">SECTION ${n} · ${t}</div>`;
    const page = `<div style="display:flex;justify-content:space-between;align-items:center"><div style="font:bold 14pt 'DejaVu Sans'">${esc(f.lender.name)}</div><div class="small right">Investor Loan Application<br>Form ${rng.pick(['IL-100', 'APP-2', 'RE-01'])} rev. ${rng.int(1, 12)}/${rng.int(19, 24)}</div></div>
${sec(1, 'BORROWER')}${grid(cells.borrower)}
${cells.entity.length ? `${sec(2, 'VESTING ENTITY')}${grid(cells.entity)}` : ''}
${sec(cells.entity.length ? 3 : 2, 'LOAN REQUEST')}<div class="cb">Loan type: ${boxes.loanType}</div>${boxes.purpose ? `<div class="cb">Purpose: ${boxes.purpose}</div>` : ''}${grid(cells.loan)}
${sec(cells.entity.length ? 4 : 3, 'SUBJECT PROPERTY')}<div class="cb">Property type: ${boxes.propertyType}</div>${grid(cells.property)}
<p class="small" style="margin-top:10px">I certify the information above is true and complete. I authorize ${esc(f.lender.name)} to obtain credit reports. Submitted through ${esc(f.broker.name)}.</p>
<div style="display:flex;gap:40px"><span class="sig">Applicant signature</span><span class="sig">Date</span></div>`;
    const css = `.sec{background:#222;color:#fff;font:bold 8pt 'DejaVu Sans';padding:2px 6px;margin-top:9px;letter-spacing:1px}
.box{width:100%;border-collapse:collapse}.box td{border:1px solid #333;padding:1px 4px 3px;vertical-align:top}.cap{font-size:6.5pt;color:#444;text-transform:uppercase}
.val{font-size:9.5pt;min-height:13px}.cb{font-size:8.5pt;border:1px solid #333;border-bottom:none;padding:3px 4px}`;
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Application', pages: [page], css, font: 'sans', fontSize: '9pt', page: { margin: '0.55in 0.6in' } }), truth: truthOf(f, s.list()) };
  },
};

/** Underlined blanks with the caption printed under the line, in "Part I — …" sections. */
const appCaptionBelow: Family = {
  id: 'ug-app-caption-below',
  description: 'Broker intake application: values on underlines with captions printed below, Part I/II/III sections',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const { s, cells, boxes } = applicationPieces(f, rng);
    const line = (rows: [string, string][]) => `<div class="lines">${rows.map(([l, v]) => `<div class="ln"><div class="v">${esc(v) || '&nbsp;'}</div><div class="c">${esc(l)}</div></div>`).join('')}</div>`;
    const dash = rng.pick(['—', '–', ':']);
    const page = `<h2 class="center" style="font-weight:normal;letter-spacing:1px">${esc(f.broker.name)}</h2>
<div class="center small">${rng.pick(['Private Money Loan Request', 'Hard Money Loan Application', 'Investor Financing Request'])}</div>
<h4>Part I ${dash} Applicant</h4>${line(cells.borrower)}
${cells.entity.length ? `<h4>Part I-A ${dash} Borrowing Entity</h4>${line(cells.entity)}` : ''}
<h4>Part II ${dash} Loan Request</h4><p class="cbx">${boxes.loanType}</p>${boxes.purpose ? `<p class="cbx">${boxes.purpose}</p>` : ''}${line(cells.loan)}
<h4>Part III ${dash} Property</h4><p class="cbx">${boxes.propertyType}</p>${line(cells.property)}
<p class="small" style="margin-top:10px">Broker: ${esc(fullName(f.broker.contact, false))} · ${esc(f.broker.contact.email)} · ${phone(rng, f.broker.contact.phone)}</p>`;
    const css = `h4{margin:10px 0 2px;border-bottom:1px solid #000}.lines{display:flex;flex-wrap:wrap;gap:4px 18px}.ln{flex:1 1 30%;min-width:2in}
.ln .v{border-bottom:1px solid #000;padding:0 2px;font-size:10pt;min-height:15px}.ln .c{font-size:6.8pt;color:#333}.cbx{font-size:8.5pt;margin:3px 0}`;
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Application', pages: [page], css, font: 'serif', fontSize: '9pt', page: { margin: '0.55in 0.65in' } }), truth: truthOf(f, s.list()) };
  },
};

/** A printed intake sheet filled in by hand (blue pen script), then scanned or photographed. */
const appHandwritten: Family = {
  id: 'ug-app-handwritten-intake',
  description: 'Walk-in intake sheet filled in by hand in pen, scanned or photographed',
  formats: ['pdf_scanned', 'image'],
  make(f, rng) {
    const { s, cells, boxes } = applicationPieces(f, rng);
    const all = [...cells.borrower, ...cells.entity, ...cells.loan, ...cells.property];
    const rows = all.map(([l, v]) => `<tr><td class="l">${esc(l)}:</td><td class="w"><span class="scrawl" style="transform:rotate(${(rng.next() * 2 - 1).toFixed(1)}deg)">${esc(v)}</span></td></tr>`).join('');
    const page = `<div style="border:2px solid #000;padding:6px 10px"><b style="font-size:13pt">${esc(f.lender.name)}</b> — ${rng.pick(['Quick Loan Intake', 'Borrower Intake Sheet', 'Deal Intake'])}<div class="small">Please print clearly. Fax or e-mail to ${esc(f.lender.contact.email)}</div></div>
<table class="hw">${rows}</table><p style="font-size:9pt;margin-top:6px">Loan type: ${boxes.loanType}</p><p style="font-size:9pt">Property: ${boxes.propertyType}</p>${boxes.purpose ? `<p style="font-size:9pt">Purpose: ${boxes.purpose}</p>` : ''}`;
    const css = '.hw{width:100%;margin-top:8px}.hw td{padding:3px 4px;vertical-align:bottom}.hw td.l{width:36%;font-size:8.5pt}.hw td.w{border-bottom:1px solid #555}.scrawl{font-size:12.5pt}';
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Intake', pages: [page], css, font: 'sans', fontSize: '9pt', page: { margin: '0.5in 0.6in' } }), truth: truthOf(f, s.list()) };
  },
};

/** The buyer's letter of intent to the seller: price and deposit (not the loan), a financing paragraph, closing. */
const loiBuyer: Family = {
  id: 'ug-loi-buyer-to-seller',
  description: 'Buyer’s non-binding letter of intent to purchase, addressed to the seller/listing broker, with a financing paragraph',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated().add('property_address', 'borrower_first_name', 'borrower_last_name', 'estimated_closing_date');
    const { loan, property } = f;
    const price = property.purchasePrice ?? otherAmount(f, rng, property.value * 0.95);
    const buyer = f.entity ? `${esc(f.entity.name)}, ${entityKind(f.entity)}, or its assignee` : `${esc(fullName(f.borrower, false))} or assigns`;
    if (f.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const statesLoan = rng.chance(0.6);
    if (statesLoan) s.add('loan_amount');
    const terms: [string, string][] = [
      ['Buyer', buyer],
      ['Seller', esc(fullName(f.seller, false))],
      ['Property', `${esc(address(rng, property.address, rng.pick(['long', 'short'])))}${rng.chance(0.5) ? `, together with all improvements (${esc(propertyTypeWords(rng, property.type, property.units).toLowerCase())})` : ''}`],
      ['Purchase Price', esc(money(price, rng.pick(['dollars', 'words'])))],
      ['Earnest Money', `${esc(money(Math.max(1000, Math.round(price * 0.01 / 500) * 500), 'dollars'))} within three (3) business days of a signed contract, held by ${esc(f.title.name)}`],
      ['Due Diligence', `${rng.pick(['Fifteen (15)', 'Twenty-one (21)', 'Thirty (30)'])} days from the effective date of the contract`],
      ['Financing', statesLoan
        ? `Buyer intends to finance approximately ${esc(anyMoney(rng, loan.amount, ['dollars', 'short']))} of the price with a private lender; the contract shall not be contingent on financing beyond the due diligence period.`
        : 'Buyer will close with cash and/or private financing at Buyer’s election.'],
      ['Closing', `On or before ${esc(fmtDate(loan.closingDate, rng.pick(['long', 'abbr', 'us'])))}`],
      ['Non-Binding', 'Except for confidentiality, this letter is not binding; only a fully executed purchase agreement shall bind the parties.'],
    ];
    const listing = `${rng.pick(['Keller', 'Coldwell', 'Century', 'Realty One'])} ${rng.pick(['Group', 'Partners', 'Realty'])}`;
    const page = `<p>${esc(fmtDate(f.documentDate, 'long'))}</p>
<p>${esc(fullName(f.seller, false))}<br>c/o ${esc(listing)}<br>Via e-mail</p>
<p><b>Re: Letter of Intent to Purchase — ${esc(property.address.streetLong)}</b></p>
<p>Dear ${esc(f.seller.first)}:</p><p>We are pleased to submit the following terms on which the Buyer below would purchase the Property:</p>
${rng.chance(0.5) ? kv(terms) : terms.map(([k, v]) => `<p><b><u>${k}</u>:</b> ${v}</p>`).join('')}
<p>If these terms are acceptable, please sign below and we will have counsel prepare a purchase agreement.</p>
<div style="display:flex;justify-content:space-between;margin-top:18px"><div><b>BUYER</b>${signatureBlock(f, rng)}</div><div><b>SELLER</b><p><span class="sig">${esc(fullName(f.seller, false))}</span></p></div></div>`;
    return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'LOI to Purchase', pages: [page], css: '.kv td{padding:3px 8px 3px 0;vertical-align:top}.kv td:first-child{font-weight:bold;width:1.6in}', font: rng.pick(['serif', 'sans']), fontSize: '9.8pt' }), truth: truthOf(f, s.list()) };
  },
};

function kv(rows: readonly [string, string][]): string {
  return `<table class="kv">${rows.map(([k, v]) => `<tr><td>${k}:</td><td>${v}</td></tr>`).join('')}</table>`;
}

/** The broker's one-page PDF cover sheet for a lender submission: deal snapshot boxes, sources and uses. */
const brokerCover: Family = {
  id: 'ug-broker-cover-sheet',
  description: 'Broker’s one-page deal snapshot (PDF): headline boxes, sources & uses table, sponsor paragraph, broker contact',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(f, rng) {
    const s = new Stated().add('loan_amount', 'property_address', 'borrower_first_name', 'borrower_last_name', 'loan_type');
    const { loan, property } = f;
    const b = f.borrower;
    const boxes: [string, string][] = [
      ['Request', esc(money(loan.amount, rng.pick(['short', 'dollars'])))],
      ['Program', esc(loanTypeWords(rng, loan.type))],
    ];
    if (rng.chance(0.7)) { boxes.push(['Term', esc(term(rng, loan.termMonths))]); s.add('loan_term'); }
    if (rng.chance(0.6)) { boxes.push(['Target rate', esc(rate(loan.rate, rng.pick(['plain', 'spaced', 'three'])))]); s.add('interest_rate'); }
    if (rng.chance(0.5)) { boxes.push(['FICO', String(b.creditScore)]); s.add('credit_score'); }
    if (rng.chance(0.6)) { boxes.push(['Close by', esc(fmtDate(loan.closingDate, rng.pick(['usShort', 'abbr', 'unpadded'])))]); s.add('estimated_closing_date'); }
    const rehab = property.arv ? rng.int(15, 150) * 1000 : 0;
    // Uses: the price (or the existing lien a refinance pays off) and the rehab; the gap is equity or cash out.
    const uses: [string, number][] = [
      property.purchasePrice ? ['Purchase price', property.purchasePrice] : ['Payoff of existing lien', otherAmount(f, rng, loan.amount * 0.65, 1000)],
      ...(rehab ? [['Rehab budget', rehab] as [string, number]] : []),
    ];
    const gap = uses.reduce((sum, [, v]) => sum + v, 0) - loan.amount;
    const sources: [string, number][] = [['Senior loan', loan.amount]];
    if (gap > 0) sources.push(['Sponsor equity', gap]);
    else if (gap < 0) uses.push(['Cash out / closing costs', -gap]);
    const su = `<table class="grid small"><tr><th>Sources</th><th class="right">Amount</th><th>Uses</th><th class="right">Amount</th></tr>${[0, 1, 2].slice(0, Math.max(sources.length, uses.length)).map((i) => `<tr><td>${sources[i]?.[0] ?? ''}</td><td class="right">${sources[i] ? esc(money(sources[i][1], 'bare')) : ''}</td><td>${uses[i]?.[0] ?? ''}</td><td class="right">${uses[i] ? esc(money(uses[i][1], 'bare')) : ''}</td></tr>`).join('')}</table>`;
    const sponsor = f.entity
      ? `Borrower is ${esc(f.entity.name)}; ${esc(fullName(b, false))} (${esc(f.entity.signatoryTitle)}) will guarantee.`
      : `Borrower is ${esc(fullName(b, false))}, individually.`;
    if (f.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const valueLine = rng.chance(0.5) ? ` As-is value ${esc(money(property.value, 'dollars'))} (BPO).` : '';
    if (valueLine) s.add('property_value');
    const arvLine = property.arv ? ` ARV ${esc(money(property.arv, 'dollars'))}.` : '';
    const page = `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #0b5d4b;padding-bottom:6px"><div style="font:bold 15pt 'DejaVu Sans'">${esc(f.broker.name)}</div><div class="small right">DEAL SNAPSHOT<br>${esc(fmtDate(f.documentDate, 'us'))}</div></div>
<h2 style="margin:12px 0 2px">${esc(property.address.street)}${property.address.unit ? ` ${esc(property.address.unit)}` : ''}</h2><div class="muted">${esc(property.address.city)}, ${property.address.state} ${property.address.zip} · ${esc(propertyTypeWords(rng, property.type, property.units))}</div>
<div class="boxes">${boxes.map(([k, v]) => `<div><div class="small muted">${k}</div><div class="big">${v}</div></div>`).join('')}</div>
<h4 style="margin:12px 0 4px">Sources &amp; Uses</h4>${su}
<h4 style="margin:12px 0 4px">Sponsor</h4><p>${sponsor} ${rng.pick(['Completed 12 flips in the last 24 months.', 'Owns 9 rentals free and clear.', 'First-time investor with a strong W-2 income.'])}${valueLine}${arvLine}</p>
<p class="small" style="margin-top:14px">Submitted by ${esc(fullName(f.broker.contact, false))} · ${esc(f.broker.contact.email)} · ${phone(rng, f.broker.contact.phone)}</p>`;
    s.add('property_type');
    const css = `.boxes{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}.boxes>div{border:1px solid #0b5d4b;border-radius:4px;padding:6px 10px;min-width:1.3in}.big{font-size:13pt;font-weight:bold}`;
    return { kind: 'html', documentType: 'Broker Submission Sheet', html: documentHtml({ title: 'Snapshot', pages: [page], css, font: 'sans', fontSize: '9.5pt' }), truth: truthOf(f, s.list()) };
  },
};

export const formFamilies: Family[] = [loiProse, loiNumbered, loiBuyer, appBoxed, appCaptionBelow, appHandwritten, brokerCover];
