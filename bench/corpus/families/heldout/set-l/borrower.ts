// Borrower-side documents of set-l: loan applications in several shapes, a personal worksheet, a handwritten form.
import { accent, checkboxes, documentHtml, esc, flow, kvTable } from '../../../style';
import type { Family, SheetCell } from '../../../types';
import {
  HTML_ALL, anyPhone, cityLine, d, exitLabel, fullName, loanTypeLabel, near, oneLine, otherAddress, otherPerson, pct, phone,
  propTypeLabel, purposeLabel, shift, street, t, termLabel, usd,
} from './util';

const urlaStyle: Family = {
  id: 'setl-borrower-application-sectioned',
  description: 'Multi-page business-purpose loan application: numbered sections, borrower and co-borrower columns, declarations, REO table.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const b = f.borrower;
    const c = f.coBorrower;
    const l = f.loan;
    const head = (n: string, s: string) => `<div style="background:#2b2b2b;color:#fff;padding:3px 8px;margin:10px 0 4px;font-weight:bold">SECTION ${n} — ${s}</div>`;
    const home = otherAddress(rng, f.property.address.state);
    const emp = otherPerson(rng);
    const cols = `<table class="grid"><tr><th style="width:28%"></th><th>Applicant</th><th>Co-Applicant</th></tr>
<tr><td>Full legal name</td><td>${esc(fullName(b, true))}</td><td>${c ? esc(fullName(c)) : ''}</td></tr>
<tr><td>Date of birth</td><td>${d(b.dob, 'slash')}</td><td>${c ? d(c.dob, 'slash') : ''}</td></tr>
<tr><td>Mobile</td><td>${anyPhone(rng, b.phone)}</td><td>${c ? anyPhone(rng, c.phone) : ''}</td></tr>
<tr><td>E-mail</td><td>${esc(b.email)}</td><td>${c ? esc(c.email) : ''}</td></tr>
<tr><td>Credit score (self-reported)</td><td>${b.creditScore}</td><td>${c ? c.creditScore : ''}</td></tr>
<tr><td>Current residence</td><td colspan="2">${esc(oneLine(home))} — ${rng.int(1, 15)} yrs, ${rng.pick(['own', 'rent'])}</td></tr>
<tr><td>Employer / business</td><td colspan="2">${esc(emp.last)} ${rng.pick(['Builders', 'Consulting', 'Holdings', 'Medical Group'])}, ${anyPhone(rng, emp.phone)}</td></tr></table>`;
    const reo = Array.from({ length: rng.int(1, 3) }, () => {
      const a = otherAddress(rng);
      const v = rng.int(150, 900) * 1000;
      return `<tr><td>${esc(oneLine(a))}</td><td>${usd(v)}</td><td>${usd(Math.round(v * 0.55 / 1000) * 1000)}</td><td>${usd(rng.int(12, 45) * 100)}</td></tr>`;
    }).join('');
    const blocks = [
      `<div style="display:flex;justify-content:space-between"><div><div class="b" style="font-size:15pt">${esc(f.lender.name)}</div><div class="small">Business Purpose Loan Application</div></div><div class="small right">Loan # ${l.loanNumber}<br>Received ${d(f.documentDate, 'slash')}</div></div>`,
      head('1', 'APPLICANT INFORMATION'), { html: cols, lines: 14 },
      head('2', 'ENTITY (if borrowing in an entity)'),
      f.entity ? kvTable([['Entity name', esc(f.entity.name)], ['Type / state', `${esc(f.entity.type)} · ${esc(f.entity.stateOfFormation)}`], ['EIN', f.entity.ein ? `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}` : 'applied for'], ['Applicant\'s title', esc(f.entity.signatoryTitle)]]) : '<p>Not applicable — individual borrower.</p>',
      { html: head('3', 'SUBJECT PROPERTY & LOAN') + kvTable([
        ['Address', esc(oneLine(f.property.address, true, true))],
        ['Property type', esc(propTypeLabel(rng, f.property.type, f.property.units))],
        ['Loan purpose', checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], l.purpose)],
        ['Loan program', esc(loanTypeLabel(rng, l.type))],
        ['Amount requested', usd(l.amount)],
        ['Estimated value', usd(f.property.value)],
        ...(f.property.purchasePrice ? [['Purchase price', usd(f.property.purchasePrice)] as [string, string]] : []),
        ['Requested term', esc(termLabel(rng, l.termMonths))],
        ['Exit strategy', l.exit ? esc(exitLabel(rng, l.exit)) : 'Long-term hold'],
        ['Desired closing', d(l.closingDate, 'long')],
      ]), lines: 18 },
      { html: `${head('4', 'REAL ESTATE OWNED')}<table class="grid"><tr><th>Property</th><th>Value</th><th>Liens</th><th>Gross rent</th></tr>${reo}</table>`, lines: 8 },
      `${head('5', 'DECLARATIONS')}<p>Any outstanding judgments? ☐ Yes ☒ No &nbsp; Party to a lawsuit? ☐ Yes ☒ No &nbsp; Foreclosure in last 7 years? ☐ Yes ☒ No &nbsp; U.S. citizen / permanent resident? ☒ Yes ☐ No</p>`,
      `<p class="small">I certify the information above is true. Signed ${d(f.documentDate, 'long')}.</p><p><span class="sig">${esc(fullName(b))}</span> &nbsp; ${c ? `<span class="sig">${esc(fullName(c))}</span>` : ''}</p>`,
    ];
    const pages = flow(blocks, { charsPerLine: 95, linesPerPage: 44, firstPageLines: 44 });
    const html = documentHtml({ title: 'Application', font: 'sans', fontSize: '8.8pt', pages, page: { pageNumbers: true, footerLeft: 'BPL-APP rev. 03' } });
    return {
      kind: 'html', documentType: 'Loan Application', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'co_borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'credit_score', 'entity_name', 'ein',
        ...(f.entity ? ['authorized_signatory_name', 'authorized_signatory_title'] as const : []),
        'property_address', 'property_type', 'loan_purpose', 'loan_type', 'loan_amount', 'property_value', 'loan_term', ...(l.exit ? ['exit_strategy'] as const : []), 'estimated_closing_date', 'loan_number']),
    };
  },
};

const portalPrintout: Family = {
  id: 'setl-borrower-portal-printout',
  description: 'Browser printout of an online loan portal application: URL header, tabbed summary, label after value style.',
  formats: HTML_ALL,
  make(f, rng) {
    const b = f.borrower;
    const l = f.loan;
    const item = (v: string, lab: string) => `<div style="padding:5px 0;border-bottom:1px solid #eee"><div style="font-size:11pt">${v}</div><div style="font-size:7.5pt;color:#888">${lab}</div></div>`;
    const html = documentHtml({
      title: 'Portal', font: 'sans', fontSize: '9pt',
      pages: [`<div class="small muted" style="display:flex;justify-content:space-between"><span>${d(f.documentDate, 'slash')}, ${rng.int(1, 12)}:${rng.int(10, 59)} PM</span><span>My Application | ${esc(f.lender.name)}</span></div>
<div style="margin:10px 0;font:bold 16pt 'DejaVu Sans';color:${accent(rng)}">Application ${l.loanNumber} <span style="font-size:9pt;background:#fde68a;padding:2px 6px;border-radius:8px">Submitted</span></div>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:0 24px">
<div><h3>About you</h3>${item(esc(b.first), 'First name')}${item(esc(b.last), 'Last name')}${item(esc(b.email), 'Email address')}${item(phone(b.phone, 0), 'Mobile number')}${item(d(b.dob, 'abbr'), 'Date of birth')}${item(String(b.creditScore), 'Estimated credit score')}${f.entity ? item(esc(f.entity.name), 'Borrowing entity') : ''}</div>
<div><h3>Your loan</h3>${item(esc(oneLine(f.property.address)), 'Property address')}${item(esc(propTypeLabel(rng, f.property.type, f.property.units)), 'Property type')}${item(esc(loanTypeLabel(rng, l.type)), 'Loan type')}${item(usd(l.amount), 'How much do you need?')}${item(usd(f.property.value), 'What is the property worth today?')}${f.property.arv ? item(usd(f.property.arv), 'Value after improvements') : ''}${item(d(l.closingDate, 'abbr'), 'When do you need to close?')}</div></div>
<p class="small" style="margin-top:14px">https://portal.${esc(f.lender.contact.email.split('@')[1] ?? 'lender.com')}/app/${l.loanNumber}/summary · Your loan officer: ${esc(fullName(f.lender.contact))}, ${anyPhone(rng, f.lender.contact.phone)}</p>`],
    });
    return {
      kind: 'html', documentType: 'Loan Application', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'entity_name', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'estimated_closing_date', 'loan_number']),
    };
  },
};

const handwrittenApp: Family = {
  id: 'setl-borrower-handwritten-short-app',
  description: 'One-page short application filled in by hand (script font), photographed; boxes and lines, crossed-out amount.',
  formats: ['image'],
  make(f, rng) {
    const b = f.borrower;
    const l = f.loan;
    const h = (v: string) => `<span style="font-family:'DejaVu Serif';font-style:italic;font-size:13pt;color:#14286b">${v}</span>`;
    const box = (lab: string, v: string, w = '48%') => `<div style="display:inline-block;width:${w};border:1px solid #333;padding:2px 6px;margin:2px 0;vertical-align:top"><div style="font-size:7pt">${lab}</div>${h(v)}</div>`;
    const wrong = near(rng, l.amount, 1.05, 1.15, 5000);
    const html = documentHtml({
      title: 'app', font: 'sans', fontSize: '9pt',
      pages: [`<div class="center b" style="font-size:13pt">${esc(f.lender.name.toUpperCase())}<br><span style="font-size:10pt">QUICK LOAN APPLICATION</span></div><div style="margin-top:10px">
${box('APPLICANT NAME', esc(fullName(b)))} ${box('DATE OF BIRTH', d(b.dob, 'slash'))}
${box('PHONE', phone(b.phone, 1))} ${box('EMAIL', esc(b.email))}
${box('COMPANY NAME (IF ANY)', f.entity ? esc(f.entity.name) : '—')} ${box('CREDIT SCORE', String(b.creditScore))}
${box('PROPERTY ADDRESS', `${esc(street(f.property.address))}, ${esc(cityLine(f.property.address))}`, '97.5%')}
${box('LOAN AMOUNT', `<s>${usd(wrong)}</s> ${usd(l.amount)}`)} ${box('VALUE', usd(f.property.value))}
${box('PURPOSE', esc(purposeLabel(rng, l.purpose)))} ${box('CLOSE BY', d(l.closingDate, 'slash'))}
</div><p style="margin-top:12px">Signature ${h(esc(fullName(b)))} &nbsp; Date ${h(d(f.documentDate, 'slash'))}</p>
<p class="small">Office use: rcvd by ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last[0] ?? '')}. — appr. ordered w/ ${esc(f.appraiser.name)}</p>`],
    });
    return {
      kind: 'html', documentType: 'Loan Application', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'entity_name', 'credit_score', 'property_address', 'loan_amount', 'property_value', 'loan_purpose', 'estimated_closing_date']),
    };
  },
};

const sheetApplication: Family = {
  id: 'setl-borrower-application-workbook',
  description: 'Lender-supplied application spreadsheet filled in by the borrower: question column, answer column, notes column.',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const b = f.borrower;
    const l = f.loan;
    const rows: SheetCell[][] = [
      ['Question', 'Answer', 'Notes'],
      ['1. Your first name', b.first, null],
      ['2. Your last name', b.last, null],
      ['3. Date of birth', new Date(`${b.dob}T00:00:00Z`), null],
      ['4. Best phone', phone(b.phone, 2), 'text ok'],
      ['5. Email', b.email, null],
      ['6. Borrowing as', f.entity ? f.entity.type : 'Individual', null],
      ['7. Entity legal name', f.entity?.name ?? 'n/a', null],
      ['8. Property street address', street(f.property.address, true), null],
      ['9. City, State ZIP', cityLine(f.property.address), null],
      ['10. Property type', propTypeLabel(rng, f.property.type, f.property.units), null],
      ['11. Loan type', loanTypeLabel(rng, l.type), null],
      ['12. Amount requested', l.amount, null],
      ['13. Current value', f.property.value, f.property.purchasePrice ? `under contract at ${usd(f.property.purchasePrice)}` : 'my estimate'],
      ['14. How will you repay?', l.exit ? exitLabel(rng, l.exit) : 'Rental income / hold', null],
      ['15. Target closing date', new Date(`${l.closingDate}T00:00:00Z`), null],
      ['16. Who referred you?', `${fullName(f.broker.contact)} (${f.broker.name})`, phone(f.broker.contact.phone, 1)],
    ];
    return {
      kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'Application', rows }],
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'entity_name', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', ...(l.exit ? ['exit_strategy'] as const : []), 'estimated_closing_date']),
    };
  },
};

const borrowerLetter: Family = {
  id: 'setl-borrower-request-letter',
  description: 'Borrower\'s own typed loan request letter to a lender, mentions spouse co-borrower, taxes and old loan.',
  formats: HTML_ALL,
  make(f, rng) {
    const b = f.borrower;
    const l = f.loan;
    const home = otherAddress(rng);
    const html = documentHtml({
      title: 'Letter', font: 'serif', fontSize: '11pt', page: { margin: '1in 1in' },
      pages: [`<p>${esc(fullName(b))}<br>${esc(street(home))}<br>${esc(cityLine(home))}<br>${anyPhone(rng, b.phone)} · ${esc(b.email)}</p>
<p>${d(f.documentDate, 'long')}</p><p>${esc(f.lender.name)}<br>Attn: Loan Department</p>
<p>To whom it may concern,</p>
<p>I am writing to request a ${esc(loanTypeLabel(rng, l.type).toLowerCase())} loan of ${usd(l.amount)} on ${esc(street(f.property.address, true))} in ${esc(f.property.address.city)}, ${esc(f.property.address.stateName)} ${f.property.address.zip}. The property is a ${esc(propTypeLabel(rng, f.property.type, f.property.units).toLowerCase())} which I believe is worth ${usd(f.property.value)}. I paid ${usd(near(rng, f.property.value, 0.5, 0.8))} for it some years ago and the original loan from ${rng.pick(['my credit union', 'a bank'])} was ${usd(near(rng, l.amount, 0.4, 0.8))}.${f.entity ? ` The property is held by ${esc(f.entity.name)}, of which I am the ${esc(f.entity.signatoryTitle)}.` : ''}</p>
<p>I would like a term of about ${l.termMonths} months and I can close by ${d(l.closingDate, 'long')}. ${l.exit ? `I plan to ${l.exit === 'Sale' ? 'sell the property' : 'refinance into permanent financing'} at the end of the term.` : ''} Annual property taxes are ${usd(rng.int(25, 150) * 100)}.</p>
<p>My credit score is ${b.creditScore}.${f.coBorrower ? ` My ${rng.pick(['wife', 'husband', 'partner'])}, ${esc(fullName(f.coBorrower))}, will also be on the loan.` : ''}</p>
<p>Respectfully,</p><p class="scrawl">${esc(fullName(b))}</p><p>${esc(fullName(b))}</p>`],
    });
    return {
      kind: 'html', documentType: 'Loan Application', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'loan_term', 'estimated_closing_date', 'credit_score', 'exit_strategy', 'entity_name',
        ...(f.entity ? ['authorized_signatory_name', 'authorized_signatory_title'] as const : [])]),
    };
  },
};

const csvIntake: Family = {
  id: 'setl-borrower-intake-form-csv',
  description: 'Web-form export (CSV) of a borrower intake: field key, field label, value rows; timestamps and IP distractors.',
  formats: ['csv'],
  make(f, rng) {
    const b = f.borrower;
    const l = f.loan;
    const rows: SheetCell[][] = [
      ['field_key', 'label', 'value'],
      ['submitted_at', 'Submitted', `${f.documentDate} ${rng.int(10, 23)}:${rng.int(10, 59)}:${rng.int(10, 59)}`],
      ['ip', 'IP', `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`],
      ['fname', 'First Name', b.first], ['lname', 'Last Name', b.last], ['email', 'Email', b.email], ['phone', 'Phone', phone(b.phone, 1)],
      ['entity', 'Company / LLC', f.entity?.name ?? ''],
      ['prop_addr', 'Property Address', oneLine(f.property.address)],
      ['prop_type', 'Property Type', propTypeLabel(rng, f.property.type, f.property.units)],
      ['loan_purpose', 'Purpose', purposeLabel(rng, l.purpose)],
      ['loan_amt', 'Loan Amount Requested', usd(l.amount)],
      ['est_value', 'Estimated Property Value', usd(f.property.value)],
      ['fico', 'Credit Score Range', String(b.creditScore)],
      ['close_dt', 'Desired Closing Date', d(l.closingDate, 'slash')],
      ['utm_source', 'Source', rng.pick(['google', 'biggerpockets', 'referral'])],
    ];
    return {
      kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'intake', rows }],
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'entity_name', 'property_address', 'property_type', 'loan_purpose', 'loan_amount', 'property_value', 'credit_score', 'estimated_closing_date']),
    };
  },
};

const pfsSummary: Family = {
  id: 'setl-borrower-application-with-pfs',
  description: 'Two-page application: page one loan request with label-beside-value lines, page two personal financial statement (distractor amounts); signed and scanned.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const b = f.borrower;
    const l = f.loan;
    const line = (k: string, v: string) => `<div style="display:flex;border-bottom:1px dotted #999;padding:3px 0"><div style="width:42%;color:#444">${k}</div><div style="flex:1">${v}</div></div>`;
    const cash = rng.int(30, 400) * 1000;
    const p1 = `<h2 style="border-bottom:2px solid #000">LOAN REQUEST — ${esc(f.lender.name)}</h2>
${line('Applicant', esc(`${b.last.toUpperCase()}, ${b.first.toUpperCase()}${b.middle ? ` ${b.middle.toUpperCase()}` : ''}`))}
${line('Birth date', d(b.dob, 'long'))}
${line('Telephone', anyPhone(rng, b.phone))}
${line('Email', esc(b.email))}
${f.entity ? line('Borrowing entity', `${esc(f.entity.name)} (${esc(f.entity.signatoryTitle)}: ${esc(fullName(b))})`) : ''}
${line('Subject property', esc(oneLine(f.property.address, true)))}
${line('Use', esc(propTypeLabel(rng, f.property.type, f.property.units)))}
${line('Financing sought', `${usd(l.amount)} — ${esc(loanTypeLabel(rng, l.type))}`)}
${line('Value (owner opinion)', usd(f.property.value))}
${line('Term requested', esc(termLabel(rng, l.termMonths)))}
${line('Rate quoted', `${pct(l.rate)}%`)}
${line('Closing needed by', d(l.closingDate, 'long'))}
${f.coBorrower ? line('Co-applicant DOB', d(f.coBorrower.dob, 'long')) : ''}`;
    const p2 = `<h2 style="border-bottom:2px solid #000">PERSONAL FINANCIAL STATEMENT</h2><p>As of ${d(shift(f.documentDate, -3), 'long')}</p>
<table class="grid"><tr><th>Assets</th><th class="right">Amount</th><th>Liabilities</th><th class="right">Amount</th></tr>
<tr><td>Cash & equivalents</td><td class="right">${usd(cash)}</td><td>Mortgages on REO</td><td class="right">${usd(rng.int(100, 900) * 1000)}</td></tr>
<tr><td>Retirement accounts</td><td class="right">${usd(rng.int(20, 500) * 1000)}</td><td>Auto loans</td><td class="right">${usd(rng.int(5, 60) * 1000)}</td></tr>
<tr><td>Real estate owned</td><td class="right">${usd(rng.int(300, 2500) * 1000)}</td><td>Credit cards</td><td class="right">${usd(rng.int(1, 25) * 1000)}</td></tr>
<tr><td>Vehicles</td><td class="right">${usd(rng.int(10, 90) * 1000)}</td><td>Taxes payable</td><td class="right">${usd(rng.int(2, 30) * 1000)}</td></tr></table>
<p style="margin-top:12px">Annual income: ${usd(rng.int(90, 600) * 1000)}. Contingent liabilities: guarantor on a ${usd(rng.int(150, 800) * 1000)} loan for ${esc(otherPerson(rng).last)} Partners.</p>
<p style="margin-top:30px"><span class="sig">${esc(fullName(b))}</span></p>`;
    const html = documentHtml({ title: 'App+PFS', font: 'serif', fontSize: '10pt', pages: [p1, p2], page: { pageNumbers: true } });
    return {
      kind: 'html', documentType: 'Loan Application', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'co_borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'entity_name',
        ...(f.entity ? ['authorized_signatory_name', 'authorized_signatory_title'] as const : []),
        'property_address', 'property_type', 'loan_amount', 'loan_type', 'property_value', 'loan_term', 'interest_rate', 'estimated_closing_date']),
    };
  },
};

export const borrowerFamilies: Family[] = [urlaStyle, portalPrintout, handwrittenApp, sheetApplication, borrowerLetter, csvIntake, pfsSummary];
