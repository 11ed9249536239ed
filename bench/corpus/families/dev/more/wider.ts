// Round three of the dev families, written to find where recall is lost on layouts no rule was written against:
// a commitment letter whose terms are all in numbered prose paragraphs, a broker's reply chain whose facts sit in
// sentences, a form that prints each value above its caption, a deal recap whose two-column tables carry header
// rows and combined cells ("10.50% / 2.0 pts"), a corporate incumbency certificate with an officer table, a
// lender's export with one row per deal under odd headers, an intake form of checkbox rows, a title company's order
// opening sheet, and an appraiser's cover letter.
import type { DealFacts, Family, SheetCell, TruthField } from '../../../types';
import { makeFacts, makeRng } from '../../../facts';
import { accent, checkboxes, documentHtml, esc, letterhead } from '../../../style';
import { statedTruth } from './stated';
import {
  address as addressText, date, ein as einText, entityDescription, exitWords, fixedRate, fullName, moneyLegal,
  pickAddress, pickDate, pickMoney, pickName, pickPhone, pickRate, pickTerm, points, propertyNoun,
  propertyTypeWords, purposeWords, streetLine, words,
} from '../format';
import { borrowerHome, contractPrice, otherPerson, withEntity, withSignatoryTitle } from '../common';

function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

// ---------------------------------------------------------------------------------------------------------------

export const commitmentLetterNarrative: Family = {
  id: 'commitment-letter-numbered-prose',
  description: "A private lender's loan commitment letter: every term in numbered prose paragraphs (\"1. Loan Amount. The Loan shall be in the original principal amount of …\"), guaranty and acceptance block at the end",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker, appraiser } = facts;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term'];
    const borrowerName = entity ? entityDescription(entity) : fullName(borrower, rng.chance(0.3));
    if (entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const paras: string[] = [];
    const para = (title: string, text: string) => paras.push(`<p><span class="b">${paras.length + 1}. ${esc(title)}.</span> ${text}</p>`);
    para(rng.pick(['Borrower', 'Borrowing Party']), `The borrower shall be ${esc(borrowerName)} (the "Borrower").${entity ? ` The Loan shall be guaranteed, jointly and severally, by ${esc(fullName(borrower, false))} (the "Guarantor").` : ''}`);
    para(rng.pick(['Loan Amount', 'Principal', 'Amount of Loan']), `The Loan shall be in the original principal amount of ${esc(moneyLegal(rng, loan.amount))}${property.arv ? `, of which a portion will be held back to fund approved renovations` : ''}.`);
    para(rng.pick(['Collateral', 'Security']), `The Loan shall be secured by a first-priority ${rng.pick(['deed of trust', 'mortgage', 'security deed'])} on the ${esc(propertyNoun(rng, property.type, property.units))} commonly known as ${esc(pickAddress(rng, property.address))} (the "Property").`);
    fields.push('property_type');
    para(rng.pick(['Interest', 'Interest Rate', 'Pricing']), `The unpaid principal balance shall bear interest at a fixed rate of ${esc(pickRate(rng, loan.rate, ['perAnnum', 'fixed2', 'words']))}${rng.chance(0.5) ? ' per annum' : ''}, payable monthly in arrears on an interest-only basis.`);
    para(rng.pick(['Maturity', 'Term']), `All principal and accrued interest shall be due and payable ${esc(pickTerm(rng, loan.termMonths, ['months', 'legal']))} after the date of closing (the "Maturity Date").`);
    if (rng.chance(0.75)) {
      para(rng.pick(['Valuation', 'Appraisal']), `Lender's underwriting is based on an as-is market value of ${esc(pickMoney(rng, property.value, ['dollars', 'cents']))} as set forth in the appraisal prepared by ${esc(appraiser.name)}${property.arv ? ` and an after-repair value of ${esc(pickMoney(rng, property.arv, ['dollars']))}` : ''}.`);
      fields.push('property_value');
    }
    const fees: string[] = [];
    if (loan.originationPoints !== undefined) {
      fees.push(`an origination fee equal to ${esc(points(rng, loan.originationPoints, ['ofLoan', 'words', 'pct']))}${rng.chance(0.5) ? ' of the Loan amount' : ''}`.replace('of the loan amount of the Loan amount', 'of the loan amount'));
      fields.push('origination_points');
    }
    if (loan.docFee !== undefined && rng.chance(0.8)) {
      fees.push(`a document preparation fee of ${esc(pickMoney(rng, loan.docFee, ['dollars', 'cents']))}`);
      fields.push('loan_doc_fee');
    }
    if (loan.processingFee !== undefined && rng.chance(0.8)) {
      fees.push(`a processing fee of ${esc(pickMoney(rng, loan.processingFee, ['dollars', 'cents']))}`);
      fields.push('processing_fee');
    }
    if (loan.adminFee !== undefined && rng.chance(0.6)) {
      fees.push(`an administration fee of ${esc(pickMoney(rng, loan.adminFee, ['dollars', 'cents']))}`);
      fields.push('admin_fee');
    }
    if (fees.length) para(rng.pick(['Fees', 'Lender Fees', 'Fees and Costs']), `At closing Borrower shall pay to Lender ${fees.join(', ').replace(/, ([^,]*)$/, ' and $1')}, together with all third-party costs.`);
    if (loan.brokerPoints !== undefined && rng.chance(0.7)) {
      para('Broker', `Borrower shall pay ${esc(broker.name)} a broker fee of ${esc(points(rng, loan.brokerPoints, ['ofLoan', 'pct']))} at closing. Lender pays no compensation to any broker.`);
      fields.push('broker_points');
    }
    if (rng.chance(0.8)) {
      para('Prepayment', loan.prepayment.penalty
        ? `The Loan may be prepaid in whole but not in part, subject to the following prepayment premium: ${esc(loan.prepayment.terms as string)}.`
        : rng.pick(['The Loan may be prepaid in whole or in part at any time without premium or penalty.', 'There is no prepayment penalty; the Loan may be repaid at any time.']));
      fields.push('prepayment_penalty', 'prepayment_terms');
    }
    if (loan.exit && rng.chance(0.7)) {
      para(rng.pick(['Repayment', 'Exit']), loan.exit === 'Sale' ? 'Lender understands that the Loan will be repaid from the sale of the Property upon completion of the renovations.' : 'Lender understands that the Loan will be repaid through a refinance of the Property with a long-term lender once stabilized.');
      fields.push('exit_strategy');
    }
    if (rng.chance(0.7)) {
      para(rng.pick(['Closing', 'Expiration']), `This commitment shall expire if the Loan has not closed on or before ${esc(pickDate(rng, loan.closingDate, ['long', 'us', 'ordinal']))}.`);
      fields.push('estimated_closing_date');
    }
    para('Conditions', 'This commitment is subject to satisfactory title, insurance, survey, and such other conditions as Lender may reasonably require.');
    const color = accent(rng);
    const head = letterhead({ name: lender.name, lines: [esc(addressText(lender.address, 'short')), esc(pickPhone(rng, lender.contact.phone))], color });
    const home = borrowerHome(rng, facts);
    const to = `<p>${esc(pickDate(rng, facts.documentDate, ['long']))}</p><p>${esc(entity ? entity.name : fullName(borrower, false))}<br>${entity ? `Attn: ${esc(fullName(borrower, false))}<br>` : ''}${esc(addressText(home, 'short'))}</p>`;
    const re = `<p class="b">Re: ${rng.pick(['Loan Commitment', 'Commitment to Lend', 'Conditional Loan Commitment'])} — ${esc(addressText(property.address, 'short'))}</p>`;
    const intro = `<p>Dear ${esc(borrower.first)}:</p><p>We are pleased to advise that ${esc(lender.name)} ("Lender") has approved a loan (the "Loan") on the terms and subject to the conditions set out below.</p>`;
    const sign = `<p>Sincerely,</p><p>${esc(lender.name)}<br>By: ${esc(fullName(lender.contact, false))}, ${rng.pick(['Senior Loan Officer', 'Managing Director', 'Vice President'])}</p>`;
    const accept = `<p class="b" style="margin-top:16px">ACCEPTED AND AGREED:</p><p>${entity ? `${esc(entity.name)}<br>By: <span class="scrawl">${esc(fullName(borrower, false))}</span><br>Name: ${esc(fullName(borrower, false))}<br>Title: ${esc(entity.signatoryTitle)}` : `<span class="scrawl">${esc(fullName(borrower, false))}</span><br>${esc(fullName(borrower, false))}, Borrower`}</p>`;
    const html = documentHtml({ title: 'Commitment', font: rng.pick(['serif', 'sans'] as const), fontSize: '9pt', pages: [head + to + re + intro + paras.join('') + sign + accept] });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

function casual(n: number): string {
  if (n % 1000 === 0 && n < 1e6) return `$${n / 1000}k`;
  if (n % 10000 === 0) return `$${(n / 1e6).toFixed(2).replace(/0$/, '')}M`;
  return `$${n.toLocaleString('en-US')}`;
}

export const brokerReplyChainSentences: Family = {
  id: 'broker-reply-chain-sentences',
  description: "A reply chain between a broker and a lender's originator, newest first, quoted with '>' or 'On … wrote:'; the deal is told in sentences (\"my client Dana is buying a duplex at … for $310k, looking for $232,500, 12 mo IO, she's a 720\")",
  formats: ['pdf_text', 'pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount'];
    const she = rng.pick(['he', 'she', 'they']);
    const cap = she[0]!.toUpperCase() + she.slice(1);
    const is = she === 'they' ? "they're" : `${she}'s`;
    const sentences: string[] = [];
    sentences.push(`Got a new one for you. My client ${fullName(borrower, false)}${entity ? ` (vesting in ${entity.name})` : ''} is ${property.purchasePrice ? `buying a ${propertyNoun(rng, property.type, property.units)} at ${pickAddress(rng, property.address, ['short', 'long'])} for ${casual(property.purchasePrice)}` : `refinancing a ${propertyNoun(rng, property.type, property.units)} ${is === "they're" ? 'they own' : `${she} owns`} at ${pickAddress(rng, property.address, ['short', 'long'])}`}.`);
    fields.push('property_type');
    if (entity) fields.push('entity_name');
    sentences.push(rng.pick([`${cap} ${she === 'they' ? 'need' : 'needs'} ${casual(loan.amount)} for ${loan.termMonths} months, interest only.`, `Looking for ${casual(loan.amount)}, ${loan.termMonths} mo IO.`, `Ask is ${casual(loan.amount)} on a ${loan.termMonths}-month term.`]));
    fields.push('loan_term');
    if (rng.chance(0.75)) {
      sentences.push(rng.pick([`As-is value is around ${casual(property.value)} per the BPO.`, `BPO came in at ${casual(property.value)} as is.`, `It's worth ${casual(property.value)} today.`]));
      fields.push('property_value');
    }
    if (property.arv && rng.chance(0.5)) sentences.push(`ARV is ${casual(property.arv)} after the rehab.`);
    if (rng.chance(0.7)) {
      sentences.push(rng.pick([`${cap}'s a ${borrower.creditScore}.`, `Mid score ${borrower.creditScore}.`, `Credit is ${borrower.creditScore}, no lates.`]));
      fields.push('credit_score');
    }
    if (loan.exit && rng.chance(0.7)) {
      sentences.push(loan.exit === 'Sale' ? rng.pick(['Plan is to renovate and sell.', 'Exit is a sale once the work is done.']) : rng.pick(['Plan is to rent it out and refi into a DSCR loan.', 'Exit is a refinance once it is leased.']));
      fields.push('exit_strategy');
    }
    if (rng.chance(0.6)) {
      sentences.push(`${rng.pick(['Closing is set for', 'We need to close by', 'COE is'])} ${pickDate(rng, loan.closingDate, ['long', 'us', 'abbr'])}.`);
      fields.push('estimated_closing_date');
    }
    if (rng.chance(0.6)) {
      sentences.push(`${is === "they're" ? 'Their' : she === 'she' ? 'Her' : 'His'} cell is ${pickPhone(rng, borrower.phone)} and email ${borrower.email} if you need anything directly.`);
      fields.push('borrower_phone', 'borrower_email');
    }
    const officer = lender.contact;
    const bkr = broker.contact;
    const quote: string[] = [];
    if (rng.chance(0.8)) {
      quote.push(`We can do this at ${fixedRate(loan.rate)}%${loan.originationPoints !== undefined ? ` with ${loan.originationPoints} points` : ''}, ${loan.termMonths} months.`);
      fields.push('interest_rate');
      if (loan.originationPoints !== undefined) fields.push('origination_points');
      if (loan.docFee !== undefined && rng.chance(0.6)) {
        quote.push(`Doc fee is ${pickMoney(rng, loan.docFee, ['dollars'])}.`);
        fields.push('loan_doc_fee');
      }
    }
    quote.push(rng.pick(['Send me the contract and the scope of work and I will get a term sheet out.', 'Send the app and bank statements and we will issue terms.']));
    const when = pickDate(rng, facts.documentDate, ['long', 'abbr']);
    const gt = rng.chance(0.5);
    const quoted = (text: string) => (gt ? text.split('\n').map((l) => `&gt; ${l}`).join('\n') : text);
    const brokerMail = [`Hi ${officer.first},`, '', ...sentences, '', 'Thanks,', fullName(bkr, false), broker.name, pickPhone(rng, bkr.phone)].map(esc).join('\n');
    const reply = [`${bkr.first} - thanks for thinking of us.`, '', ...quote, '', officer.first, `${lender.name}`].map(esc).join('\n');
    const header = (from: string, email: string, to: string) => `<div class="hd">From: ${esc(from)} &lt;${esc(email)}&gt;<br>Sent: ${esc(when)}<br>To: ${esc(to)}<br>Subject: RE: ${esc(streetLine(property.address))} - ${rng.pick(['new deal', 'scenario', 'loan request'])}</div>`;
    const body = `${header(fullName(officer, false), officer.email, fullName(bkr, false))}<pre>${reply}</pre>
<div class="sep">${gt ? `On ${esc(when)}, ${esc(fullName(bkr, false))} &lt;${esc(bkr.email)}&gt; wrote:` : '-----Original Message-----'}</div>${gt ? '' : header(fullName(bkr, false), bkr.email, fullName(officer, false))}<pre>${quoted(brokerMail)}</pre>`;
    const css = 'pre { font-family: inherit; white-space: pre-wrap; margin: 8px 0 12px; } .hd { font-size: 8.5pt; color: #333; border-top: 1px solid #bbb; padding-top: 6px; } .sep { color: #555; margin-top: 10px; }';
    const html = documentHtml({ title: 'RE: deal', font: rng.pick(['sans', 'serif'] as const), fontSize: '9.5pt', css, page: { margin: '0.6in 0.75in' }, pages: [body] });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const valueAboveCaptionForm: Family = {
  id: 'form-value-above-caption',
  description: "A lender's boxed loan request form printed after it was filled in: each box shows the value in large type and its caption in small capitals beneath it (label after the value), three or four boxes to a row",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const { borrower, property, loan, lender } = facts;
    const boxes: [string, string, TruthField[]][] = [];
    const box = (caption: string, value: string, ...f: TruthField[]) => boxes.push([caption, value, f]);
    box(rng.pick(['APPLICANT FIRST NAME', 'FIRST NAME OF BORROWER', 'GIVEN NAME']), borrower.first, 'borrower_first_name');
    box(rng.pick(['APPLICANT LAST NAME', 'LAST NAME OF BORROWER', 'SURNAME']), borrower.last, 'borrower_last_name');
    box(rng.pick(['DATE OF BIRTH (MM/DD/YYYY)', 'BIRTH DATE', 'DOB']), date(borrower.dob, 'us'), 'borrower_date_of_birth');
    if (rng.chance(0.8)) box(rng.pick(['E-MAIL ADDRESS', 'EMAIL']), borrower.email, 'borrower_email');
    if (rng.chance(0.8)) box(rng.pick(['PRIMARY PHONE', 'CELL PHONE', 'DAYTIME TELEPHONE']), pickPhone(rng, borrower.phone), 'borrower_phone');
    if (rng.chance(0.7)) box(rng.pick(['ESTIMATED FICO', 'CREDIT SCORE (SELF-REPORTED)']), String(borrower.creditScore), 'credit_score');
    box(rng.pick(['SUBJECT PROPERTY ADDRESS', 'PROPERTY STREET ADDRESS, CITY, STATE, ZIP']), addressText(property.address, 'short'), 'property_address');
    box(rng.pick(['PROPERTY TYPE', 'TYPE OF PROPERTY']), propertyTypeWords(rng, property.type, property.units), 'property_type');
    box(rng.pick(['ESTIMATED VALUE (AS-IS)', 'CURRENT VALUE', 'AS-IS VALUE']), pickMoney(rng, property.value, ['dollars', 'cents']), 'property_value');
    box(rng.pick(['LOAN AMOUNT REQUESTED', 'AMOUNT REQUESTED', 'REQUESTED LOAN AMOUNT']), pickMoney(rng, loan.amount, ['dollars', 'cents']), 'loan_amount');
    box(rng.pick(['TERM (MONTHS)', 'TERM REQUESTED']), rng.chance(0.5) ? String(loan.termMonths) : pickTerm(rng, loan.termMonths, ['months', 'mo']), 'loan_term');
    if (loan.purpose) box(rng.pick(['PURPOSE OF LOAN', 'LOAN PURPOSE']), purposeWords(rng, loan.purpose), 'loan_purpose');
    if (loan.exit && rng.chance(0.7)) box(rng.pick(['EXIT STRATEGY', 'PLAN FOR REPAYMENT']), exitWords(rng, loan.exit), 'exit_strategy');
    if (rng.chance(0.6)) box(rng.pick(['DESIRED CLOSING DATE', 'TARGET CLOSING']), date(loan.closingDate, rng.pick(['us', 'long'] as const)), 'estimated_closing_date');
    const perRow = rng.pick([3, 4]);
    const rows: string[] = [];
    for (let i = 0; i < boxes.length; i += perRow) {
      const cells = boxes.slice(i, i + perRow).map(([caption, value]) => `<td><div class="val">${esc(value)}</div><div class="cap">${esc(caption)}</div></td>`);
      rows.push(`<tr>${cells.join('')}</tr>`);
    }
    const css = '.boxes { width: 100%; border-collapse: collapse; } .boxes td { border: 1px solid #555; padding: 4px 6px 2px; vertical-align: bottom; } .val { font-size: 11pt; min-height: 16px; } .cap { font-size: 6.5pt; letter-spacing: 0.3px; color: #444; border-top: 1px dotted #999; margin-top: 2px; }';
    const color = accent(rng);
    const head = letterhead({ name: lender.name, lines: [rng.pick(['LOAN REQUEST FORM', 'BUSINESS-PURPOSE LOAN REQUEST', 'INVESTOR FINANCING REQUEST'])], color });
    const fine = `<p class="small" style="margin-top:12px">The applicant certifies the information above is true and complete and that the loan is for business purposes only. Signature: <span class="scrawl">${esc(fullName(borrower, false))}</span> Date: ${esc(date(facts.documentDate, 'us'))}</p>`;
    const html = documentHtml({ title: 'Loan Request', font: rng.pick(['sans', 'condensed'] as const), fontSize: '9pt', css, pages: [`${head}<table class="boxes">${rows.join('')}</table>${fine}`] });
    return { kind: 'html', documentType: 'Loan Application', html, truth: statedTruth(facts, boxes.flatMap(([, , f]) => f)) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const dealRecapHeadedTables: Family = {
  id: 'deal-recap-headed-two-column',
  description: "A broker's one-page deal recap: two-column tables each with its own header row (\"Item | Detail\", \"Sponsor | \"), shorthand row labels and combined cells (\"Rate / Points: 10.50% / 2.0\", \"Value / Price\")",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, broker } = facts;
    const fields: TruthField[] = [];
    const table = (heads: [string, string], rows: [string, string, TruthField[]][]) => {
      for (const [, , f] of rows) fields.push(...f);
      return `<table class="grid" style="margin:6px 0 10px"><tr><th style="width:36%">${esc(heads[0])}</th><th>${esc(heads[1])}</th></tr>${rows.map(([l, v]) => `<tr><td>${esc(l)}</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
    };
    const sponsor: [string, string, TruthField[]][] = [
      [rng.pick(['Sponsor', 'Principal', 'Client']), pickName(rng, borrower, ['full', 'noMiddle', 'lastFirst']), ['borrower_first_name', 'borrower_last_name']],
    ];
    if (entity) sponsor.push([rng.pick(['Vesting', 'Borrowing Entity', 'Entity']), entity.name, ['entity_name']]);
    if (rng.chance(0.7)) sponsor.push([rng.pick(['FICO', 'Mid Score', 'Credit']), String(borrower.creditScore), ['credit_score']]);
    if (rng.chance(0.6)) sponsor.push([rng.pick(['Contact', 'Reach']), `${pickPhone(rng, borrower.phone)} | ${borrower.email}`, ['borrower_phone', 'borrower_email']]);
    const asset: [string, string, TruthField[]][] = [
      [rng.pick(['Address', 'Subject', 'Collateral']), pickAddress(rng, property.address), ['property_address']],
      [rng.pick(['Asset Class', 'Type', 'Product']), propertyTypeWords(rng, property.type, property.units), ['property_type']],
    ];
    if (property.purchasePrice && rng.chance(0.6)) asset.push([rng.pick(['Value / Price', 'As-Is / Contract']), `${pickMoney(rng, property.value, ['dollars'])} / ${pickMoney(rng, property.purchasePrice, ['dollars'])}`, ['property_value']]);
    else asset.push([rng.pick(['As-Is', 'Value', 'AIV']), pickMoney(rng, property.value, ['dollars', 'k']), ['property_value']]);
    const ask: [string, string, TruthField[]][] = [
      [rng.pick(['Request', 'Ask', 'Loan']), pickMoney(rng, loan.amount, ['dollars', 'k']), ['loan_amount']],
      [rng.pick(['Rate / Points', 'Pricing', 'Coupon / Pts']), loan.originationPoints !== undefined ? `${fixedRate(loan.rate)}% / ${loan.originationPoints}${rng.chance(0.5) ? ' pts' : ''}` : `${fixedRate(loan.rate)}%`, loan.originationPoints !== undefined ? ['interest_rate', 'origination_points'] : ['interest_rate']],
      [rng.pick(['Term / Amort', 'Duration', 'Term / Structure']), `${loan.termMonths} mo / ${rng.pick(['IO', 'interest only', 'I/O'])}`, ['loan_term']],
    ];
    if (loan.purpose) ask.push([rng.pick(['Purpose', 'Use of Funds', 'Transaction']), purposeWords(rng, loan.purpose), ['loan_purpose']]);
    if (loan.exit && rng.chance(0.8)) ask.push([rng.pick(['Exit', 'Takeout', 'Exit Plan']), exitWords(rng, loan.exit), ['exit_strategy']]);
    if (rng.chance(0.6)) ask.push([rng.pick(['Timing', 'Target COE', 'Closing']), pickDate(rng, loan.closingDate), ['estimated_closing_date']]);
    const heads = rng.pick([['Item', 'Detail'], ['Description', 'Terms'], ['Field', 'Value']] as const);
    const color = accent(rng);
    const head = letterhead({ name: broker.name, lines: [`Deal recap prepared by ${esc(fullName(broker.contact, false))} · ${esc(pickDate(rng, facts.documentDate))}`], color });
    const body = `${head}<div class="b" style="color:${color}">SPONSOR</div>${table([...heads], sponsor)}<div class="b" style="color:${color}">ASSET</div>${table([...heads], asset)}<div class="b" style="color:${color}">REQUEST</div>${table([...heads], ask)}<p class="small">${rng.pick(['Story: experienced operator, 6 flips last 24 months.', 'Notes: repeat client, clean background.', 'Comps attached; scope of work available on request.'])}</p>`;
    const html = documentHtml({ title: 'Deal Recap', font: rng.pick(['sans', 'condensed'] as const), fontSize: '9.5pt', pages: [body] });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const incumbencyOfficerTable: Family = {
  id: 'corporate-incumbency-officer-table',
  description: "A corporation's certificate of incumbency signed by its Secretary: recitals naming the corporation, its state and federal tax ID, then an officer table (Name | Office | Specimen Signature), the loan it authorizes, and the Secretary's attestation",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned'],
  make(base, rng) {
    const facts = withSignatoryTitle(withEntity(base, rng, ['Corporation']), rng.pick(['President', 'Chief Executive Officer', 'President and CEO']));
    const { borrower, property, loan, lender } = facts;
    const entity = facts.entity!;
    const secretary = otherPerson(rng, facts);
    const treasurer = otherPerson(rng, facts);
    const fields: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'];
    const einLine = entity.ein && rng.chance(0.85) ? `, Federal Employer Identification No. ${einText(entity.ein)}` : '';
    if (einLine) fields.push('ein');
    const officers: [string, string][] = rng.shuffle([[fullName(borrower, false), entity.signatoryTitle], [fullName(secretary, false), 'Secretary'], [fullName(treasurer, false), rng.pick(['Treasurer', 'Chief Financial Officer'])]]);
    const rows = officers.map(([n, office]) => `<tr><td>${esc(n)}</td><td>${esc(office)}</td><td><span class="scrawl" style="font-size:12pt">${esc(n.split(' ')[1] ?? n)}</span></td></tr>`).join('');
    const mention = rng.chance(0.6);
    if (mention) fields.push('loan_amount', 'property_address');
    const body = `<div class="center b" style="font-size:14pt;margin-bottom:12px">${rng.pick(['CERTIFICATE OF INCUMBENCY', 'SECRETARY\'S CERTIFICATE OF INCUMBENCY', 'Incumbency Certificate'])}</div>
<p>The undersigned, ${esc(fullName(secretary, false))}, hereby certifies that ${rng.pick(['he or she', 'the undersigned'])} is the duly elected and acting Secretary of ${esc(entityDescription(entity))}${einLine} (the "Corporation"), and that, as such, the undersigned is authorized to execute this certificate on behalf of the Corporation.</p>
<p>The undersigned further certifies that each person named below has been duly elected or appointed to, and on the date hereof holds, the office of the Corporation set forth opposite his or her name, and that the signature appearing opposite such name is his or her genuine signature:</p>
<table class="grid" style="margin:8px 0 12px"><tr><th>Name</th><th>Office</th><th>Specimen Signature</th></tr>${rows}</table>
<p>${esc(fullName(borrower, false))}, as ${esc(entity.signatoryTitle)} of the Corporation, acting alone, is authorized to execute and deliver ${mention ? `all documents evidencing and securing a loan from ${esc(lender.name)} in the amount of ${esc(pickMoney(rng, loan.amount, ['dollars', 'cents']))}, secured by the property at ${esc(pickAddress(rng, property.address))}` : `all loan documents required by ${esc(lender.name)}`}.</p>
<p>IN WITNESS WHEREOF, the undersigned has executed this certificate as of ${esc(pickDate(rng, facts.documentDate, ['long', 'ordinal']))}.</p>
<p style="margin-top:24px"><span class="scrawl">${esc(secretary.last)}</span><br>${esc(fullName(secretary, false))}, Secretary</p>`;
    const html = documentHtml({ title: 'Incumbency', font: 'serif', fontSize: '10pt', pages: [body] });
    return { kind: 'html', documentType: 'Entity Document', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

interface ExportCol { header: string; value: (f: DealFacts) => SheetCell; fields: TruthField[]; percent?: boolean }

export const lenderDealExportOddHeaders: Family = {
  id: 'lender-los-export-odd-headers',
  description: "A lender's loan-origination-system export, one row per deal under system headers (\"Borr_Primary_Nm\", \"Subj_Prop_Street\", \"Note_Amt\", \"Note_Rt\", \"Term_Mos\", \"AIV_Amt\", \"Exp_Fund_Dt\"), several deals; the truth is the first",
  formats: ['csv', 'xlsx', 'xls'],
  make(facts, rng) {
    const c = (header: string, value: (f: DealFacts) => SheetCell, ...fields: TruthField[]): ExportCol => ({ header, value, fields });
    const style = rng.pick(['snake', 'spaced', 'upper'] as const);
    const h = (snake: string, spaced: string) => (style === 'snake' ? snake : style === 'upper' ? spaced.toUpperCase() : spaced);
    const columns: ExportCol[] = [
      c(h('Loan_Nbr', 'Loan No'), (f) => f.loan.loanNumber, 'loan_number'),
      c(h('Borr_First_Nm', 'Borr First'), (f) => f.borrower.first, 'borrower_first_name'),
      c(h('Borr_Last_Nm', 'Borr Last'), (f) => f.borrower.last, 'borrower_last_name'),
      c(h('Vesting_Nm', 'Vesting Name'), (f) => f.entity?.name ?? '', 'entity_name'),
      c(h('Borr_Email', 'Borr Email'), (f) => f.borrower.email, 'borrower_email'),
      c(h('Subj_Street', 'Subj Street'), (f) => streetLine(f.property.address)),
      c(h('Subj_City', 'Subj City'), (f) => f.property.address.city),
      c(h('Subj_St', 'Subj St'), (f) => f.property.address.state),
      c(h('Subj_Zip', 'Subj Zip'), (f) => f.property.address.zip, 'property_address'),
      c(h('Prop_Typ', 'Prop Typ'), (f) => propertyTypeWords(rng, f.property.type, f.property.units), 'property_type'),
      c(h('Note_Amt', 'Note Amt'), (f) => f.loan.amount, 'loan_amount'),
      { header: h('Note_Rt', 'Note Rt'), value: (f) => (rng.chance(0.5) ? f.loan.rate : Number((f.loan.rate / 100).toFixed(5))), fields: ['interest_rate'] },
      c(h('Term_Mos', 'Term Mos'), (f) => f.loan.termMonths, 'loan_term'),
      c(h('AIV_Amt', 'AIV Amt'), (f) => f.property.value, 'property_value'),
      c(h('Orig_Pts', 'Orig Pts'), (f) => f.loan.originationPoints ?? null, 'origination_points'),
      c(h('Exp_Fund_Dt', 'Exp Fund Dt'), (f) => (rng.chance(0.5) ? day(f.loan.closingDate) : date(f.loan.closingDate, 'us')), 'estimated_closing_date'),
      c(h('Mid_Score', 'Mid Score'), (f) => f.borrower.creditScore, 'credit_score'),
      c(h('Loan_Officer', 'Loan Officer'), (f) => fullName(f.lender.contact, false)),
      c(h('Status_Cd', 'Status'), () => rng.pick(['APP', 'UW', 'APPR', 'CTC', 'FUNDED', 'WD'])),
    ];
    const deals = [facts, ...Array.from({ length: rng.int(1, 5) }, () => makeFacts(makeRng(rng.int(1, 2 ** 31))))];
    const rows: SheetCell[][] = [columns.map((col) => col.header), ...deals.map((d) => columns.map((col) => col.value(d)))];
    const first = rows[1] ?? [];
    const fields = columns.flatMap((col, i) => (first[i] === null || first[i] === '' ? [] : col.fields));
    const rateCol = columns.findIndex((col) => col.fields.includes('interest_rate'));
    const fractionRates = typeof first[rateCol] === 'number' && (first[rateCol] as number) < 1;
    return {
      kind: 'sheet',
      documentType: 'Broker Submission Sheet',
      sheets: [{ name: rng.pick(['Export', 'Pipeline_Report', 'Sheet1']), rows, percentColumns: fractionRates ? [rateCol] : [] }],
      truth: statedTruth(facts, fields),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const checkboxIntakeForm: Family = {
  id: 'intake-form-checkbox-rows',
  description: "A lender's one-page deal intake form: blanks for names and amounts, and checkbox rows for borrower type, property type, purpose, exit and prepayment ('[X] LLC  [ ] Corporation', '☒ Purchase ☐ Refinance')",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned', 'image'],
  make(base, rng) {
    const facts = rng.chance(0.5) ? withEntity(base, rng, ['LLC', 'Corporation', 'Partnership', 'Trust']) : { ...base, entity: undefined };
    const { borrower, entity, property, loan, lender } = facts;
    const brackets = rng.chance(0.5);
    const boxRow = (options: readonly string[], selected: string | undefined) => (brackets
      ? options.map((o) => `${o === selected ? '[X]' : '[ ]'} ${esc(o)}`).join('&nbsp;&nbsp; ')
      : checkboxes(options, selected));
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'property_type'];
    const rows: [string, string][] = [];
    rows.push([rng.pick(['Borrower / Guarantor Name', 'Applicant Name']), esc(fullName(borrower, false))]);
    const entityWord: Record<string, string> = { LLC: 'LLC', Corporation: 'Corporation', Partnership: 'Partnership', Trust: 'Trust' };
    rows.push([rng.pick(['Borrower is a(n)', 'Vesting', 'Borrower Type']), boxRow(['Individual', 'LLC', 'Corporation', 'Partnership', 'Trust'], entity ? entityWord[entity.type] : 'Individual')]);
    if (entity) {
      rows.push([rng.pick(['Entity Name', 'Name of Entity']), esc(entity.name)]);
      fields.push('entity_name');
      if (entity.ein && rng.chance(0.6)) {
        rows.push(['EIN', esc(einText(entity.ein))]);
        fields.push('ein');
      }
    }
    if (rng.chance(0.7)) {
      rows.push([rng.pick(['Phone', 'Best Phone']), esc(pickPhone(rng, borrower.phone))]);
      fields.push('borrower_phone');
    }
    rows.push([rng.pick(['Property Address', 'Subject Property']), esc(pickAddress(rng, property.address))]);
    const typeOptions = ['SFR', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily 5+', 'Mixed Use', 'Commercial', 'Land'];
    const typeOf: Record<string, string> = { 'Single Family': 'SFR', '2-4 Unit': '2-4 Unit', Condo: 'Condo', Townhouse: 'Townhouse', 'Multifamily (5+)': 'Multifamily 5+', 'Mixed Use': 'Mixed Use', Retail: 'Commercial', Office: 'Commercial', Industrial: 'Commercial', Land: 'Land' };
    rows.push(['Property Type', boxRow(typeOptions, typeOf[property.type])]);
    rows.push([rng.pick(['As-Is Value', 'Estimated Value']), esc(pickMoney(rng, property.value))]);
    fields.push('property_value');
    rows.push([rng.pick(['Loan Amount Requested', 'Loan Amount']), esc(pickMoney(rng, loan.amount))]);
    if (loan.purpose) {
      const purposeOf: Record<string, string> = { Purchase: 'Purchase', Refinance: 'Rate/Term Refi', 'Cash Out Refinance': 'Cash-Out Refi', Construction: 'Construction' };
      rows.push([rng.pick(['Loan Purpose', 'Transaction']), boxRow(['Purchase', 'Rate/Term Refi', 'Cash-Out Refi', 'Construction'], purposeOf[loan.purpose])]);
      fields.push('loan_purpose');
    }
    rows.push([rng.pick(['Term Requested', 'Term']), boxRow(['6 mo', '12 mo', '18 mo', '24 mo', '36 mo', 'Other: ____'], [6, 12, 18, 24, 36].includes(loan.termMonths) ? `${loan.termMonths} mo` : undefined) + ([6, 12, 18, 24, 36].includes(loan.termMonths) ? '' : ` ${loan.termMonths} months`)]);
    fields.push('loan_term');
    if (loan.exit) {
      rows.push([rng.pick(['Exit Strategy', 'Repayment']), boxRow(['Sale', 'Refinance', 'Other'], loan.exit)]);
      fields.push('exit_strategy');
    }
    rows.push([rng.pick(['Prepayment Penalty', 'Prepay Penalty Acceptable']), boxRow(['Yes', 'No'], loan.prepayment.penalty ? 'Yes' : 'No')]);
    fields.push('prepayment_penalty');
    if (rng.chance(0.6)) {
      rows.push([rng.pick(['Credit Score', 'Est. FICO']), String(borrower.creditScore)]);
      fields.push('credit_score');
    }
    const color = accent(rng);
    const head = letterhead({ name: lender.name, lines: [rng.pick(['DEAL INTAKE FORM', 'New Loan Intake', 'Quick Quote Request'])], color });
    const table = `<table class="grid">${rows.map(([l, v]) => `<tr><td class="b" style="width:30%">${esc(l)}</td><td>${v}</td></tr>`).join('')}</table>`;
    const html = documentHtml({ title: 'Intake', font: rng.pick(['sans', 'serif'] as const), fontSize: '9.5pt', pages: [`${head}${table}<p class="small" style="margin-top:10px">Submitted ${esc(date(facts.documentDate, 'us'))}. Business purpose loans only.</p>`] });
    // A commercial box does not say which commercial type the property is.
    const stated = typeOf[property.type] === 'Commercial' ? fields.filter((f) => f !== 'property_type') : fields;
    return { kind: 'html', documentType: 'Loan Application', html, truth: statedTruth(facts, stated) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const titleOrderOpening: Family = {
  id: 'title-order-opening-sheet',
  description: "A title/escrow company's order opening sheet: order number, parties block (Buyer/Borrower, Seller, New Lender, Listing and Selling Agents), sales price, new loan amount and lender loan number, estimated settlement date",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, seller, title, broker } = facts;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'loan_number'];
    const signer = entity && rng.chance(0.5);
    const buyer = entity ? `${entity.name}${signer ? `, ${rng.pick(['by', 'acting through'])} ${fullName(borrower, false)}, ${entity.signatoryTitle}` : ''}` : fullName(borrower, rng.chance(0.3));
    if (entity) fields.push('entity_name');
    if (signer) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    const price = contractPrice(facts, rng);
    const rows: [string, string][] = [
      ['Order No.', `${rng.pick(['T', 'ESC-', 'NCS-'])}${rng.int(100000, 999999)}`],
      ['Open Date', pickDate(rng, facts.documentDate, ['us'])],
      [rng.pick(['Buyer/Borrower', 'Purchaser(s) / Borrower(s)', 'Buyer(s)']), buyer],
      [rng.pick(['Seller(s)', 'Seller/Owner']), fullName(seller, false)],
      ['Property', pickAddress(rng, property.address, ['short', 'upper', 'long'])],
      [rng.pick(['Sales Price', 'Contract Price']), pickMoney(rng, price)],
      [rng.pick(['New Lender', 'Lender']), lender.name],
      [rng.pick(['New Loan Amount', '1st Loan Amount', 'Loan Amt']), pickMoney(rng, loan.amount)],
      [rng.pick(['Lender Loan #', 'Loan Number']), loan.loanNumber],
      [rng.pick(['Loan Officer', 'Lender Contact']), `${fullName(lender.contact, false)} ${pickPhone(rng, lender.contact.phone)}`],
      [rng.pick(['Mortgage Broker', 'Broker']), broker.name],
    ];
    if (rng.chance(0.7)) {
      rows.push([rng.pick(['Est. Settlement Date', 'Estimated Closing', 'Est. COE']), pickDate(rng, loan.closingDate, ['us', 'long'])]);
      fields.push('estimated_closing_date');
    }
    if (rng.chance(0.5)) {
      rows.push([rng.pick(['Buyer Phone', 'Borrower Phone']), pickPhone(rng, borrower.phone)]);
      rows.push([rng.pick(['Buyer Email', 'Borrower Email']), borrower.email]);
      fields.push('borrower_phone', 'borrower_email');
    }
    rows.push(['Escrow Officer', `${fullName(title.contact, false)} · ${title.contact.email}`]);
    const color = accent(rng);
    const head = letterhead({ name: title.name, lines: [esc(addressText(title.address, 'short')), esc(pickPhone(rng, title.contact.phone))], color });
    const table = `<table class="grid">${rows.map(([l, v]) => `<tr><td class="b" style="width:32%">${esc(l)}</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
    const body = `${head}<div class="center b" style="font-size:13pt;margin-bottom:8px">${rng.pick(['ORDER OPENING / ESCROW INFORMATION SHEET', 'Title Order Confirmation', 'OPENING PACKAGE'])}</div>${table}<p class="small" style="margin-top:10px">Please send payoff information, HOA contacts and the lender's closing instructions to the escrow officer named above. Wire fraud warning: always call to verify wiring instructions.</p>`;
    const html = documentHtml({ title: 'Order Opening', font: rng.pick(['sans', 'condensed'] as const), fontSize: '9.5pt', pages: [body] });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const appraisalCoverLetter: Family = {
  id: 'appraisal-transmittal-letter',
  description: "An appraiser's letter of transmittal to the lender-client: prose naming the client, the borrower/owner of record, the property and its type, the effective date and the as-is market value in words and figures (and a prospective value as distractor)",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, lender, appraiser } = facts;
    const fields: TruthField[] = ['property_address', 'property_value', 'property_type', 'borrower_first_name', 'borrower_last_name'];
    const owner = entity && rng.chance(0.5) ? entity.name : fullName(borrower, false);
    if (owner !== fullName(borrower, false)) fields.splice(3, 2, 'entity_name');
    const effective = pickDate(rng, facts.documentDate, ['long']);
    const valueWords = `${words(property.value).replace(/^./, (c) => c.toUpperCase())} Dollars (${pickMoney(rng, property.value, ['dollars', 'cents'])})`;
    const color = accent(rng);
    const head = letterhead({ name: appraiser.name, lines: [esc(addressText(appraiser.address, 'short')), `${esc(pickPhone(rng, appraiser.contact.phone))} · ${esc(appraiser.contact.email)}`], color });
    const body = `${head}<p>${esc(pickDate(rng, facts.documentDate, ['long']))}</p>
<p>${esc(lender.name)}<br>Attn: ${esc(fullName(lender.contact, false))}<br>${esc(addressText(lender.address, 'short'))}</p>
<p class="b">RE: Appraisal of ${esc(addressText(property.address, 'short'))}<br>${rng.pick(['Borrower', 'Owner of Record', 'Applicant'])}: ${esc(owner)}</p>
<p>Dear ${esc(lender.contact.first)}:</p>
<p>At your request, we have inspected and appraised the fee simple interest in the ${esc(propertyNoun(rng, property.type, property.units))} located at ${esc(pickAddress(rng, property.address, ['long', 'short']))}. The client and intended user of this report is ${esc(lender.name)}; the intended use is to assist the client in a lending decision.</p>
<p>Based on the inspection and the analysis in the accompanying report, it is our opinion that the as-is market value of the subject property, as of ${esc(effective)}, is:</p>
<p class="center b">${esc(valueWords)}</p>
${property.arv ? `<p>We have also been asked to provide a prospective value upon completion of the proposed renovations, which is estimated at ${esc(pickMoney(rng, property.arv, ['dollars']))}, subject to the extraordinary assumption that the work is completed as described.</p>` : ''}
<p>This letter must remain attached to the report for the value opinion to be valid.</p>
<p>Respectfully submitted,</p><p><span class="scrawl">${esc(appraiser.contact.last)}</span><br>${esc(fullName(appraiser.contact, false))}, ${rng.pick(['MAI', 'SRA', 'Certified Residential Appraiser'])}<br>${esc(appraiser.name)}</p>`;
    const html = documentHtml({ title: 'Transmittal', font: 'serif', fontSize: '10pt', pages: [body] });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: statedTruth(facts, fields) };
  },
};

/** For index.ts. */
export const widerFamilies: Family[] = [
  commitmentLetterNarrative, brokerReplyChainSentences, valueAboveCaptionForm, dealRecapHeadedTables, incumbencyOfficerTable,
  lenderDealExportOddHeaders, checkboxIntakeForm, titleOrderOpening, appraisalCoverLetter,
];
