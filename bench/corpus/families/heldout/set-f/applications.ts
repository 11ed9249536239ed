// Loan applications from other lenders and brokers: a business-purpose form with boxed cells (label above
// value), an investor application with values on lines and captions beneath, a hand-filled questionnaire with
// "Yes ☐ No ☒" declarations, a joint application with applicant and co-applicant side by side, and a broker's
// one-page intake form. Co-applicants carry their own birth dates, phones and e-mails: never the borrower's.
import { accent, documentHtml } from '../../../style';
import { truthOf } from '../../../truth';
import { makePerson } from '../../../facts';
import type { DealFacts, Family, FamilyOutput, Person, TruthField } from '../../../types';
import {
  HAND_CSS, PRODUCT_BOXES, PROPERTY_BOXES, PURPOSE_BOXES, addressLine, boxLabel, companyLine, date, einText,
  entityDescription, exitPhrase, fullName, h, hand, money, pct, phone, propertyWords, tickRow, yesNo, type BoxStyle,
} from './kit';

const SCANNABLE = ['pdf_text', 'pdf_scanned', 'image'] as const;

function purposeRow(style: BoxStyle, facts: DealFacts): string {
  return tickRow(style, PURPOSE_BOXES.map(([, l]) => l), boxLabel(PURPOSE_BOXES, facts.loan.purpose));
}

function productRow(style: BoxStyle, facts: DealFacts): string {
  return tickRow(style, PRODUCT_BOXES.map(([, l]) => l), boxLabel(PRODUCT_BOXES, facts.loan.type));
}

function propertyRow(style: BoxStyle, facts: DealFacts): string {
  return tickRow(style, PROPERTY_BOXES.map(([, l]) => l), boxLabel(PROPERTY_BOXES, facts.property.type));
}

/** The person fields a form prints for the applicant. */
const APPLICANT: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score'];

// -------------------------------------------------------------------------------------------------------------
// 8. Business-purpose application, boxed cells, label above value

const businessPurpose: Family = {
  id: 'f-app-business-purpose-boxed',
  description: 'Business-purpose loan application: boxed cells with small captions above values, "Section II — Loan Request" with tick boxes, entity section with EIN, guarantor table where a second guarantor has its own DOB',
  formats: SCANNABLE,
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity, coBorrower } = facts;
    const style = rng.pick(['ballot', 'brackets', 'squares'] as const);
    const cell = (label: string, value: string, span = 1) => `<td colspan="${span}"><div class="cap">${label}</div><div class="v">${value}</div></td>`;
    const dob = (p: Person) => date(rng, p.dob, ['usPad', 'us', 'iso']);
    const headStyle = rng.int(0, 2);
    const sectionHead = (n: string, title: string) => `<tr><th colspan="4">${[`Section ${n} — ${title}`, `SECTION ${n}: ${title.toUpperCase()}`, `${n}. ${title}`][headStyle]}</th></tr>`;
    const entityRows = entity
      ? `${sectionHead('I', 'Borrowing Entity')}<tr>${cell('Legal name of entity', h(entity.name), 2)}${cell('Type / state', h(entityDescription(entity).replace(/^an? /, '')))}${cell('EIN', entity.ein ? einText(entity.ein) : 'applied for')}</tr>
<tr>${cell('Signer for entity', h(fullName(rng, borrower)))}${cell('Title', h(entity.signatoryTitle))}${cell('Ownership %', `${rng.pick([100, 60, 51, 75, 50])}%`)}${cell('Years in business', String(rng.int(1, 14)))}</tr>`
      : `${sectionHead('I', 'Applicant')}<tr>${cell('Applicant name', h(fullName(rng, borrower)), 2)}${cell('Date of birth', dob(borrower))}${cell('Mid FICO', String(borrower.creditScore))}</tr>
<tr>${cell('Mobile', h(phone(rng, borrower.phone)))}${cell('E-mail', h(borrower.email), 2)}${cell('Experience (flips/rentals)', String(rng.int(0, 25)))}</tr>`;
    const guarantors = entity
      ? `${sectionHead('III', 'Guarantor(s)')}<tr><td colspan="4"><table class="inner"><tr><th></th><th>Name</th><th>DOB</th><th>Phone</th><th>E-mail</th><th>FICO</th></tr>
<tr><td>1</td><td>${h(fullName(rng, borrower))}</td><td>${dob(borrower)}</td><td>${h(phone(rng, borrower.phone))}</td><td>${h(borrower.email)}</td><td>${borrower.creditScore}</td></tr>
${coBorrower ? `<tr><td>2</td><td>${h(fullName(rng, coBorrower))}</td><td>${dob(coBorrower)}</td><td>${h(phone(rng, coBorrower.phone))}</td><td>${h(coBorrower.email)}</td><td>${coBorrower.creditScore}</td></tr>` : ''}</table></td></tr>`
      : coBorrower
        ? `${sectionHead('III', 'Co-Applicant')}<tr>${cell('Co-applicant name', h(fullName(rng, coBorrower)), 2)}${cell('Date of birth', dob(coBorrower))}${cell('Mid FICO', String(coBorrower.creditScore))}</tr>`
        : '';
    const page = `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid ${accent(rng)};padding-bottom:4px">
<div><div style="font-size:15pt;font-weight:bold">${h(facts.lender.name)}</div><div class="small">${h(companyLine(facts.lender.address))}</div></div>
<div class="right"><div style="font-size:12pt;font-weight:bold">${rng.pick(['Business Purpose Loan Application', 'Commercial / Investor Loan Application', 'Business-Purpose Credit Application'])}</div><div class="small">Loan # ${loan.loanNumber}</div></div></div>
<table class="form">${entityRows}
${sectionHead('II', 'Loan Request')}
<tr>${cell('Amount requested', money(rng, loan.amount))}${cell('Term requested (months)', String(loan.termMonths))}${cell('Desired closing date', date(rng, loan.closingDate, ['usPad', 'us']))}${cell('Exit strategy', loan.exit ? h(loan.exit === 'Sale' ? 'Sell' : 'Refinance') : 'N/A – hold')}</tr>
<tr>${cell('Purpose', purposeRow(style, facts), 4)}</tr>
<tr>${cell('Program', productRow(style, facts), 4)}</tr>
<tr>${cell('Subject property address', h(addressLine(rng, property.address)), 2)}${cell('As-is value (est.)', money(rng, property.value))}${cell(property.purchasePrice ? 'Purchase price' : 'Payoff (approx.)', money(rng, property.purchasePrice ?? Math.round(loan.amount * 0.8)))}</tr>
<tr>${cell('Property type', propertyRow(style, facts), 4)}</tr>
${guarantors}
${sectionHead('IV', 'Declarations')}
<tr><td colspan="4">Any bankruptcy, foreclosure or deed-in-lieu in the last 7 years? ${yesNo(style, false)}<br>Is any guarantor a party to a lawsuit? ${yesNo(style, false)}<br>Will the property be occupied by a guarantor? ${yesNo(style, false)}</td></tr></table>
<p class="small" style="margin-top:8px">The undersigned certifies the loan is for business purposes only and the information above is true.</p>
<div class="sig">${h(fullName(rng, borrower))}${entity ? `, ${h(entity.signatoryTitle)}` : ''}</div> &nbsp; Date: ${date(rng, facts.documentDate, ['usPad'])}`;
    const css = `.form { width: 100%; border-collapse: collapse; margin-top: 8px; } .form td { border: 1px solid #333; padding: 2px 5px; vertical-align: top; }
.form th { background: #333; color: #fff; text-align: left; padding: 2px 6px; font-size: 9pt; } .cap { font-size: 6.5pt; color: #444; text-transform: uppercase; }
.v { font-size: 9.5pt; min-height: 13px; } .inner { width: 100%; font-size: 8.5pt; } .inner th { background: #ddd; color: #000; }`;
    const fields: TruthField[] = [
      ...APPLICANT, 'loan_amount', 'loan_term', 'estimated_closing_date', 'loan_purpose', 'loan_type', 'property_address',
      'property_value', 'property_type', 'loan_number', ...(loan.exit ? ['exit_strategy'] as const : []),
      ...(entity ? ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title'] as const : []),
      ...(coBorrower ? ['co_borrower_date_of_birth'] as const : []),
    ];
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Application', pages: [page], css, font: 'sans', fontSize: '9pt', page: { margin: '0.5in 0.55in' } }), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 9. Investor application: values on lines, captions beneath

const captionsBelow: Family = {
  id: 'f-app-investor-captions-below',
  description: 'Investor loan application printed like a paper form: each value sits on a rule with its caption in small type underneath (label after value), [X] tick rows, co-applicant line with its own DOB',
  formats: SCANNABLE,
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, coBorrower } = facts;
    const style = rng.pick(['brackets', 'parens', 'ballot'] as const);
    const line = (items: [string, string, number][]) => `<div class="row">${items.map(([v, c, w]) => `<div class="fld" style="flex:${w}"><div class="val">${v || '&nbsp;'}</div><div class="cap">${c}</div></div>`).join('')}</div>`;
    const streetCity = [`${property.address.street}${property.address.unit ? ` ${property.address.unit}` : ''}`, property.address.city, property.address.state, property.address.zip];
    const co = coBorrower && rng.chance(0.85) ? coBorrower : undefined;
    const title = rng.pick(['INVESTOR LOAN APPLICATION', 'Real Estate Investor Application', 'Non-Owner Occupied Loan Application']);
    const page = `<div class="center" style="font-size:13pt;font-weight:bold">${h(facts.broker.name)}</div>
<div class="center small">${h(companyLine(facts.broker.address))} · submitted to ${h(facts.lender.name)}</div>
<h2 class="center" style="margin:10px 0 6px;font-size:12pt">${title}</h2>
<div class="sec">APPLICANT</div>
${line([[h(borrower.last), 'Last name', 3], [h(borrower.first), 'First name', 3], [h(borrower.middle?.replace('.', '') ?? ''), 'MI', 1], [date(rng, borrower.dob, ['usPad', 'us']), 'Date of birth', 2]])}
${line([[h(phone(rng, borrower.phone)), 'Cell phone', 2], [h(rng.chance(0.3) ? borrower.email.toUpperCase() : borrower.email), 'E-mail address', 4], [String(borrower.creditScore), 'Est. credit score', 1]])}
${co ? `<div class="sec">CO-APPLICANT (if any)</div>${line([[h(co.last), 'Last name', 3], [h(co.first), 'First name', 3], [date(rng, co.dob, ['usPad', 'us']), 'Date of birth', 2], [h(phone(rng, co.phone)), 'Phone', 2]])}` : ''}
<div class="sec">SUBJECT PROPERTY</div>
${line(streetCity.map((v, i) => [h(v), ['Street', 'City', 'State', 'ZIP'][i] as string, [5, 3, 1, 1][i] as number]))}
<div style="margin:4px 0">${propertyRow(style, facts)}</div>
${line([[money(rng, property.value, ['bare', 'dollars']), 'Estimated value', 2], [property.purchasePrice ? money(rng, property.purchasePrice, ['bare', 'dollars']) : '', 'Purchase price (if purchase)', 2], [property.arv ? money(rng, property.arv, ['bare', 'dollars']) : '', 'After repair value', 2], [String(property.yearBuilt ?? ''), 'Year built', 1]])}
<div class="sec">LOAN REQUESTED</div>
<div style="margin:4px 0">${productRow(style, facts)}</div>
${line([[money(rng, loan.amount, ['bare', 'dollars']), 'Loan amount', 2], [String(loan.termMonths), 'Term (mos)', 1], [pct(rng, loan.rate), 'Quoted rate', 1], [date(rng, loan.closingDate, ['usPad', 'us']), 'Closing date', 2]])}
${loan.exit ? line([[h(loan.exit === 'Sale' ? rng.pick(['Sell', 'Retail sale']) : rng.pick(['Refi', 'Refinance – hold as rental'])), 'Exit plan', 3], ['', 'Lender use only', 3]]) : ''}
<p class="small" style="margin-top:12px">I/we authorize ${h(facts.broker.name)} and ${h(facts.lender.name)} to obtain credit reports and verify the information above.</p>
<div class="row" style="margin-top:20px"><div class="fld" style="flex:3"><div class="val scrawl">${h(borrower.first)} ${h(borrower.last)}</div><div class="cap">Applicant signature</div></div><div class="fld" style="flex:2"><div class="val">${date(rng, facts.documentDate, ['usPad'])}</div><div class="cap">Date</div></div></div>`;
    const css = `.row { display: flex; gap: 14px; margin: 5px 0; } .fld .val { border-bottom: 1px solid #000; min-height: 16px; font-size: 10pt; padding-left: 2px; }
.fld .cap { font-size: 6.5pt; color: #333; } .sec { font-weight: bold; font-size: 8.5pt; margin-top: 10px; border-bottom: 2px solid #000; letter-spacing: 1px; }`;
    const fields: TruthField[] = [
      ...APPLICANT, 'property_address', 'property_type', 'property_value', 'loan_type', 'loan_amount', 'loan_term', 'interest_rate',
      'estimated_closing_date', ...(loan.exit ? ['exit_strategy'] as const : []), ...(co ? ['co_borrower_date_of_birth'] as const : []),
    ];
    // An entity borrower applies here through its principal: the form has no entity line.
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Investor Application', pages: [page], css, font: 'sans', fontSize: '9.5pt' }), truth: truthOf({ ...facts, entity: undefined }, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 10. Hand-filled questionnaire with Yes/No declarations

const handFilled: Family = {
  id: 'f-app-handwritten-questionnaire',
  description: 'Short borrower questionnaire filled in by hand (italic ink), questions in sentences, "Yes ☐ No ☒" declarations, numbers written loosely ("310k", "12 mos")',
  formats: ['pdf_scanned', 'image', 'pdf_text'],
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower } = facts;
    const style = rng.pick(['ballot', 'brackets'] as const);
    const k = (n: number) => (n % 1000 === 0 ? `${n / 1000}k` : n.toLocaleString('en-US'));
    const qa: [string, string][] = [
      ['Your full name', hand(fullName(rng, borrower))],
      ['Best phone number', hand(phone(rng, borrower.phone))],
      ['E-mail', hand(borrower.email)],
      ['Date of birth', hand(date(rng, borrower.dob, ['us', 'usPad']))],
      ['What is your approximate credit score?', hand(`${borrower.creditScore}${rng.chance(0.4) ? ' (pulled last month)' : ''}`)],
      ['Address of the property you want to finance', hand(addressLine(rng, property.address))],
      ['What kind of property is it?', hand(propertyWords(rng, facts))],
      ['What do you think it is worth today (as is)?', hand(`$${k(property.value)}`)],
      ['How much do you want to borrow?', hand(`$${k(loan.amount)}`)],
      ['For how long?', hand(`${loan.termMonths} mos`)],
      ['Purpose of the loan', `${purposeRow(style, facts)}`],
      ...(loan.exit ? [['How will you pay the loan off?', hand(loan.exit === 'Sale' ? rng.pick(['sell it', 'sell after rehab', 'list & sell']) : rng.pick(['refinance', 'refi w/ bank', 'refi into rental loan']))] as [string, string]] : []),
      ['When do you need to close?', hand(date(rng, loan.closingDate, ['us', 'long']))],
    ];
    const declarations = [
      ['Have you ever declared bankruptcy?', false], ['Are there any judgments or liens against you?', false],
      ['Will you live in the property?', false], ['Are you a U.S. citizen or permanent resident?', true],
    ] as const;
    const page = `<div style="font-size:13pt;font-weight:bold">${h(facts.broker.name)}</div><div class="small">${h(facts.broker.contact.first)} ${h(facts.broker.contact.last)} · ${h(phone(rng, facts.broker.contact.phone))} · ${h(facts.broker.contact.email)}</div>
<h2 style="margin:12px 0 8px;font-size:12pt">${rng.pick(['Borrower Questionnaire', 'Quick Loan Questionnaire', 'Pre-Qualification Questions'])}</h2>
<table style="width:100%">${qa.map(([q, a], i) => `<tr><td style="width:46%;padding:4px 0;vertical-align:top">${i + 1}. ${q}</td><td style="border-bottom:1px solid #777;padding:4px 0">${a}</td></tr>`).join('')}</table>
<h3 style="margin:12px 0 4px;font-size:10.5pt">Declarations</h3>
${declarations.map(([q, yes]) => `<div style="display:flex;justify-content:space-between;width:80%;padding:2px 0"><span>${q}</span><span>${yesNo(style, yes)}</span></div>`).join('')}
<div style="margin-top:18px">Signature: <span class="scrawl">${h(borrower.first)} ${h(borrower.last)}</span> &nbsp; Date: ${hand(date(rng, facts.documentDate, ['us']))}</div>`;
    const fields: TruthField[] = [
      ...APPLICANT, 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'loan_purpose', 'estimated_closing_date',
      ...(loan.exit ? ['exit_strategy'] as const : []),
    ];
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Questionnaire', pages: [page], css: HAND_CSS, font: 'sans', fontSize: '9.5pt' }), truth: truthOf({ ...facts, entity: undefined }, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 11. Joint application: applicant and co-applicant in two columns

const jointColumns: Family = {
  id: 'f-app-joint-two-columns',
  description: 'Joint loan application with "Applicant" and "Co-Applicant" columns side by side for every personal line (names, DOB, phones, e-mails, scores), loan and property below',
  formats: SCANNABLE,
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower } = facts;
    // This form is only used for two people; a deal without one still has a spouse listed as co-applicant.
    // This form is only used for two people; a deal without a co-borrower lists the spouse as co-applicant.
    const co: Person = facts.coBorrower ?? makePerson(rng, { last: rng.chance(0.6) ? borrower.last : undefined, state: property.address.state });
    const caps = rng.chance(0.4);
    const rows: [string, string, string][] = [
      ['Name', h(fullName(rng, borrower, { caps })), h(fullName(rng, co, { caps }))],
      ['Date of Birth', date(rng, borrower.dob, ['usPad', 'long']), date(rng, co.dob, ['usPad', 'long'])],
      ['Cell Phone', h(phone(rng, borrower.phone)), h(phone(rng, co.phone))],
      ['Email', h(borrower.email), h(co.email)],
      ['Credit Score', String(borrower.creditScore), String(co.creditScore)],
      ['Marital Status', rng.pick(['Married', 'Unmarried']), rng.pick(['Married', 'Unmarried'])],
      ['Employer', rng.pick(['Self-employed', 'Owner – investor']), rng.pick(['County schools', 'Regional hospital', 'Self-employed'])],
    ];
    const swapLabels = rng.chance(0.5);
    const [left, right] = swapLabels ? ['Borrower', 'Co-Borrower'] : ['Applicant', 'Co-Applicant'];
    const loanRows: [string, string][] = [
      ['Loan Amount', money(rng, loan.amount)], ['Loan Purpose', h(loan.purpose ?? '')], ['Rate', pct(rng, loan.rate)], ['Term', `${loan.termMonths} months`],
      ['Subject Property', h(addressLine(rng, property.address))], ['Property Type', h(propertyWords(rng, facts))], ['Estimated Value', money(rng, property.value)],
      ['Closing Date', date(rng, loan.closingDate)],
    ];
    const page = `<div style="display:flex;justify-content:space-between"><b style="font-size:13pt">${h(facts.lender.name)}</b><span>Application date ${date(rng, facts.documentDate, ['usPad'])}</span></div>
<h2 style="font-size:12pt;margin:8px 0">${rng.pick(['Joint Loan Application', 'Residential Investment Loan Application – Joint', 'Loan Application (Two Applicants)'])}</h2>
<table class="grid"><tr><th style="width:22%"></th><th>${left}</th><th>${right}</th></tr>${rows.map(([k, a, b]) => `<tr><td><b>${k}</b></td><td>${a}</td><td>${b}</td></tr>`).join('')}</table>
<h3 style="font-size:10.5pt;margin:12px 0 4px">Loan and Property</h3>
<table class="grid">${loanRows.map(([k, v]) => `<tr><td style="width:30%"><b>${k}</b></td><td>${v}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:10px">Each applicant signs for himself or herself. The ${right.toLowerCase()} is jointly liable.</p>
<div style="display:flex;gap:40px"><div class="sig">${left}</div><div class="sig">${right}</div></div>`;
    const fields: TruthField[] = [
      ...APPLICANT, 'co_borrower_date_of_birth', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_type', 'property_value',
      'estimated_closing_date', ...(loan.purpose ? ['loan_purpose'] as const : []),
    ];
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Joint Application', pages: [page], font: rng.pick(['serif', 'sans'] as const), fontSize: '9.5pt' }), truth: truthOf({ ...facts, entity: undefined, coBorrower: co }, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 12. Broker's one-page deal intake form

const intakeForm: Family = {
  id: 'f-broker-deal-intake-form',
  description: "Broker's internal deal intake sheet printed to PDF: broker header and loan officer, tick-box rows for program and property type, vesting line, fee lines for broker and lender points",
  formats: SCANNABLE,
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity } = facts;
    const style = rng.pick(['squares', 'ballot', 'brackets'] as const);
    const lo = facts.broker.contact;
    const kv = (k: string, v: string) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`;
    const showPoints = loan.brokerPoints !== undefined || loan.originationPoints !== undefined;
    const page = `<div style="display:flex;justify-content:space-between;border-bottom:2px solid #555;padding-bottom:4px"><b style="font-size:14pt">${h(facts.broker.name)}</b><span class="small">Deal intake · LO: ${h(lo.first)} ${h(lo.last)} · ${h(phone(rng, lo.phone))}</span></div>
<table class="kv" style="margin-top:10px">
${kv('Vesting', entity ? `${h(entity.name)} — ${h(entity.signatoryTitle)}: ${h(fullName(rng, borrower))}` : `Individual: ${h(fullName(rng, borrower))}`)}
${kv('Contact', `${h(phone(rng, borrower.phone))} / ${h(borrower.email)}`)}
${kv('FICO (mid)', String(borrower.creditScore))}
${kv('Property', h(addressLine(rng, property.address)))}
${kv('Type', propertyRow(style, facts))}
${kv('Program', productRow(style, facts))}
${kv('Ask', `${money(rng, loan.amount)} @ ${pct(rng, loan.rate)} for ${loan.termMonths} mo`)}
${kv('Value', `${money(rng, property.value)} as-is${property.arv ? ` · ARV ${money(rng, property.arv)}` : ''}${property.purchasePrice ? ` · PP ${money(rng, property.purchasePrice)}` : ''}`)}
${showPoints ? kv('Points', [loan.originationPoints !== undefined ? `lender ${loan.originationPoints}` : '', loan.brokerPoints !== undefined ? `broker ${loan.brokerPoints}` : ''].filter(Boolean).join(' / ')) : ''}
${loan.exit ? kv('Exit', h(exitPhrase(rng, loan.exit))) : ''}
${kv('Close', date(rng, loan.closingDate, ['us', 'usPad', 'abbr']))}
${kv('Sent to', `${h(facts.lender.name)} (${h(facts.lender.contact.email)})`)}
</table>
<p style="margin-top:10px"><b>Notes:</b> ${rng.pick(['Repeat client, two prior loans paid as agreed.', 'Needs fast close, contract deadline.', 'Has reserves of 6+ months.', 'Title already opened.'])} Title: ${h(facts.title.name)}.</p>`;
    const css = `.kv { width: 100%; } .kv td { padding: 4px 6px; border-bottom: 1px dotted #999; vertical-align: top; } .kv td.k { width: 18%; font-weight: bold; color: #333; }`;
    const fields: TruthField[] = [
      ...(entity ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'] as const : []),
      'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type',
      'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'property_value', 'estimated_closing_date',
      ...(loan.originationPoints !== undefined ? ['origination_points'] as const : []), ...(loan.brokerPoints !== undefined ? ['broker_points'] as const : []),
      ...(loan.exit ? ['exit_strategy'] as const : []),
    ];
    return { kind: 'html', documentType: 'Broker Submission Sheet', html: documentHtml({ title: 'Intake', pages: [page], css, font: 'condensed', fontSize: '10pt' }), truth: truthOf(facts, fields) };
  },
};

export const families: Family[] = [businessPurpose, captionsBelow, handFilled, jointColumns, intakeForm];
