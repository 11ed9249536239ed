// Borrower-authored families: applications of several shapes (sectioned multi-page, web portal printout,
// handwritten fill-in, short scanned request, Excel template), a request letter, a personal financial statement
// and a website inquiry notification.
import { documentHtml } from '../../../style';
import type { DealFacts, Family, LoanType, Rng, SheetCell } from '../../../types';
import {
  Rec, addr, addr2, anyAddr, box, d, einFmt, esc, exitWords, isoDate, loanWords, money, name, otherAmount,
  otherStreet, phone, propWords, purposeWords, termWords, usd,
} from './kit';

const sectionCss = `.sec{background:#222;color:#fff;padding:3px 8px;font-weight:bold;margin:10px 0 4px;font-size:9.5pt}
.f{width:100%;border-collapse:collapse}.f td{border:1px solid #777;padding:2px 5px;vertical-align:top}.lb{font-size:6.5pt;color:#333}.v{font-size:10pt;font-family:'DejaVu Sans Mono',monospace}`;

function cell(label: string, v: string, span = 1): string {
  return `<td colspan="${span}"><div class="lb">${label}</div><div class="v">${v || '&nbsp;'}</div></td>`;
}

const multipage: Family = {
  id: 'setm-borrower-application-sectioned',
  description: 'Three-page sectioned loan application (I. Borrower, II. Co-Borrower, III. Entity, IV. Property, V. Loan, VI. Declarations, signatures).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const b = f.borrower;
    const L = f.loan;
    const co = f.coBorrower;
    const p1 = `<div style="display:flex;justify-content:space-between;align-items:end"><h1 style="font-size:16pt">Uniform Investor Loan Application</h1><div class="small">${esc(f.lender.name)}<br>Application date ${d(f.documentDate, 'us')}</div></div>
<div class="sec">SECTION I — BORROWER</div>
<table class="f"><tr>${cell('Last name', r.s(esc(b.last.toUpperCase()), 'borrower_last_name'))}${cell('First name', r.s(esc(b.first.toUpperCase()), 'borrower_first_name'))}${cell('Middle', esc(b.middle ?? ''))}</tr>
<tr>${cell('Date of birth (mm/dd/yyyy)', r.s(d(b.dob, 'us'), 'borrower_date_of_birth'))}${cell('Home phone / cell', r.s(phone(b.phone), 'borrower_phone'))}${cell('E-mail', r.s(esc(b.email), 'borrower_email'))}</tr>
<tr>${cell('Present address', `${rng.int(10, 9999)} ${esc(rng.pick(['Fairview Ave', 'Kensington Rd', 'Orchard Ln']))}, ${esc(f.property.address.city)}`, 2)}${cell('Own/Rent', 'Own — 6 yrs')}</tr>
<tr>${cell('Credit score (self-reported)', r.s(String(b.creditScore), 'credit_score'))}${cell('Real estate owned (#)', String(rng.int(1, 14)))}${cell('Years investing', String(rng.int(1, 20)))}</tr></table>
<div class="sec">SECTION II — CO-BORROWER</div>
<table class="f"><tr>${cell('Name', co ? esc(name(co)) : 'None')}${cell('Date of birth', co ? r.s(d(co.dob, 'us'), 'co_borrower_date_of_birth') : '')}${cell('Phone', co ? phone(co.phone) : '')}</tr></table>
<div class="sec">SECTION III — BORROWING ENTITY</div>
<table class="f"><tr>${cell('Entity legal name', f.entity ? r.s(esc(f.entity.name), 'entity_name') : 'N/A — borrowing individually', 2)}${cell('EIN', f.entity?.ein ? r.s(einFmt(f.entity.ein), 'ein') : '')}</tr>
<tr>${cell('State of formation', f.entity ? esc(f.entity.stateOfFormation) : '')}${cell('Your title', f.entity ? r.s(esc(f.entity.signatoryTitle), 'authorized_signatory_title', 'authorized_signatory_name') : '')}${cell('Ownership %', f.entity ? `${rng.pick([50, 60, 75, 100])}%` : '')}</tr></table>`;
    const p2 = `<div class="sec">SECTION IV — SUBJECT PROPERTY</div>
<table class="f"><tr>${cell('Street', r.s(esc(`${f.property.address.streetLong}${f.property.address.unit ? ` ${f.property.address.unit}` : ''}`), 'property_address'), 2)}${cell('City', esc(f.property.address.city))}</tr>
<tr>${cell('State', esc(f.property.address.state))}${cell('ZIP', esc(f.property.address.zip))}${cell('Property type', r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type'))}</tr>
<tr>${cell('Estimated present value', r.s(usd(f.property.value), 'property_value'))}${cell('Purchase price (if purchase)', f.property.purchasePrice ? usd(f.property.purchasePrice) : 'n/a')}${cell('Year built', String(f.property.yearBuilt ?? ''))}</tr></table>
<div class="sec">SECTION V — LOAN REQUESTED</div>
<table class="f"><tr>${cell('Amount requested', r.s(usd(L.amount), 'loan_amount'))}${cell('Term requested', r.s(esc(termWords(rng, L.termMonths)), 'loan_term'))}${cell('Desired closing', r.s(d(L.closingDate, 'us'), 'estimated_closing_date'))}</tr>
<tr><td colspan="3"><div class="lb">Loan type</div>${(['Purchase', 'Refinance', 'Cash Out Refi', 'Fix & Flip', 'Bridge Loan', 'Construction', 'Commercial', 'Land', 'Second Mortgage'] as LoanType[]).map((t) => `${box(t === L.type)} ${t}`).join(' &nbsp;')}</td></tr>
${L.purpose ? `<tr>${cell('Purpose of loan', r.s(esc(purposeWords(rng, L.purpose)), 'loan_purpose'), 3)}</tr>` : ''}
${L.exit ? `<tr>${cell('How will the loan be repaid? (exit)', r.s(esc(exitWords(rng, L.exit)), 'exit_strategy'), 3)}</tr>` : ''}</table>`;
    r.add('loan_type');
    const p3 = `<div class="sec">SECTION VI — DECLARATIONS</div>
${['Are there any outstanding judgments against you?', 'Have you been declared bankrupt within the past 7 years?', 'Are you a party to a lawsuit?', 'Will you occupy the property as a primary residence?', 'Are you a U.S. citizen or permanent resident?'].map((q, i) => `<div>${i === 4 ? '☒ Yes ☐ No' : '☐ Yes ☒ No'} — ${q}</div>`).join('')}
<div class="sec">SECTION VII — ACKNOWLEDGEMENT</div>
<p class="small">Each of the undersigned certifies that the information in this application is true and correct and authorizes ${esc(f.lender.name)} and its broker ${esc(f.broker.name)} to obtain credit reports.</p>
<p><span class="sig">${esc(name(b))}</span> &nbsp; Date ${d(f.documentDate, 'us')}</p>
${co ? `<p><span class="sig">${esc(name(co))} (co-borrower)</span></p>` : ''}
<p class="small" style="margin-top:20px">For lender use: loan no. ${r.s(esc(L.loanNumber), 'loan_number')} · received by ${esc(name(f.lender.contact))}</p>`;
    if (co) r.add('borrower_first_name');
    const html = documentHtml({ title: 'Application', font: 'sans', fontSize: '9pt', css: sectionCss, page: { pageNumbers: true, footerLeft: 'UILA 02/2024' }, pages: [p1, p2, p3] });
    return { kind: 'html', documentType: 'Loan Application', html, truth: r.out() };
  },
};

const portal: Family = {
  id: 'setm-borrower-portal-printout',
  description: 'Browser print of a borrower web-portal application review page: URL/date header, labels above values in cards, step indicator.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const b = f.borrower;
    const L = f.loan;
    const card = (title: string, items: [string, string][]) => `<div class="card"><div class="ct">${title}</div><div class="cg">${items.map(([k, v]) => `<div><div class="k">${k}</div><div class="vv">${v}</div></div>`).join('')}</div></div>`;
    const host = f.lender.name.toLowerCase().replace(/[^a-z]+/g, '');
    const html = documentHtml({
      title: 'Portal',
      font: 'sans',
      fontSize: '9pt',
      page: { margin: '0.35in 0.5in' },
      css: '.card{border:1px solid #d6dbe3;border-radius:8px;margin:8px 0;padding:8px 12px}.ct{font-weight:bold;color:#2b4a7e;margin-bottom:6px}.cg{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px}.k{font-size:7.5pt;color:#6b7280}.vv{font-size:10pt}.steps span{padding:2px 8px;border-radius:10px;background:#eee;margin-right:4px;font-size:8pt}.steps .on{background:#2b4a7e;color:#fff}',
      pages: [`<div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#555"><span>${d(f.documentDate, 'short')}, ${rng.int(1, 11)}:${String(rng.int(10, 59))} PM</span><span>${esc(f.lender.name)} | Borrower Portal</span></div>
<div class="steps" style="margin:10px 0">${['Profile', 'Property', 'Loan', 'Review', 'Submit'].map((s, i) => `<span class="${i === 3 ? 'on' : ''}">${i + 1}. ${s}</span>`).join('')}</div>
<h2>Review your application</h2><p class="muted">Application #${r.s(esc(L.loanNumber), 'loan_number')} · Status: Draft</p>
${card('About you', [['Legal first name', r.s(esc(b.first), 'borrower_first_name')], ['Legal last name', r.s(esc(b.last), 'borrower_last_name')], ['Date of birth', r.s(d(b.dob, 'long'), 'borrower_date_of_birth')], ['Mobile number', r.s(phone(b.phone, 1), 'borrower_phone')], ['Email address', r.s(esc(b.email), 'borrower_email')], ['Estimated credit score', r.s(String(b.creditScore), 'credit_score')]])}
${card('Borrowing as', f.entity ? [['Entity', r.s(esc(f.entity.name), 'entity_name')], ['Entity type', esc(f.entity.type)], ['EIN', f.entity.ein ? r.s(einFmt(f.entity.ein), 'ein') : 'Not yet issued'], ['Your role', r.s(esc(f.entity.signatoryTitle), 'authorized_signatory_title', 'authorized_signatory_name')], ['State', esc(f.entity.stateOfFormation)]] : [['Borrower type', 'Individual'], ['Entity', '—']])}
${card('Property', [['Address', r.s(esc(addr(f.property.address)), 'property_address')], ['Property type', r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type')], ['Estimated value', r.s(usd(f.property.value), 'property_value')], ...(f.property.purchasePrice ? [['Purchase price', usd(f.property.purchasePrice)] as [string, string]] : [])])}
${card('Loan', [['Loan type', r.s(esc(loanWords(rng, L.type)), 'loan_type')], ['Loan amount', r.s(usd(L.amount), 'loan_amount')], ['Term', r.s(`${L.termMonths} months`, 'loan_term')], ...(L.purpose ? [['Purpose', r.s(esc(purposeWords(rng, L.purpose)), 'loan_purpose')] as [string, string]] : []), ['Target closing date', r.s(d(L.closingDate, 'long'), 'estimated_closing_date')], ...(L.exit ? [['Exit plan', r.s(esc(exitWords(rng, L.exit)), 'exit_strategy')] as [string, string]] : [])])}
<p class="small">Your loan officer: ${esc(name(f.lender.contact))} (${phone(f.lender.contact.phone)}). Referred by ${esc(f.broker.name)}.</p>
<div style="position:absolute;bottom:0.3in;left:0.5in;font-size:7pt;color:#777">https://portal.${esc(host)}.com/app/${esc(L.loanNumber)}/review</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: r.out() };
  },
};

const handwritten: Family = {
  id: 'setm-borrower-handwritten-form',
  description: 'Photo of a one-page paper "Loan Request" form filled in by hand (blue italic entries on ruled blanks).',
  formats: ['image'],
  make(f, rng) {
    const r = new Rec(f);
    const b = f.borrower;
    const L = f.loan;
    const hw = (v: string) => `<span class="hw">${esc(v)}</span>`;
    const line = (k: string, v: string) => `<div class="ln"><span class="k">${k}</span>${v}</div>`;
    const html = documentHtml({
      title: 'Form',
      font: 'serif',
      fontSize: '10.5pt',
      css: `.ln{border-bottom:1px solid #444;margin:9px 0 0;padding-bottom:1px;display:flex;gap:10px;align-items:baseline}.k{font-size:8.5pt;white-space:nowrap}.hw{font-family:'DejaVu Serif';font-style:italic;color:#1a2f8a;font-size:13pt;transform:rotate(${rng.pick(['-1', '1', '-0.5'])}deg);display:inline-block}`,
      pages: [`<h2 style="text-align:center">${esc(f.lender.name)}<br><span style="font-size:12pt">LOAN REQUEST — please print clearly</span></h2>
${line('Name (first, last):', r.s(hw(`${b.first} ${b.last}`), 'borrower_first_name', 'borrower_last_name'))}
${line('Phone:', r.s(hw(phone(b.phone, 1)), 'borrower_phone'))}
${line('Email:', r.s(hw(b.email), 'borrower_email'))}
${line('Date of birth:', r.s(hw(d(b.dob, 'short')), 'borrower_date_of_birth'))}
${line('Company / LLC (if any):', f.entity ? r.s(hw(f.entity.name), 'entity_name') : hw('—'))}
${line('Property address:', r.s(hw(addr(f.property.address)), 'property_address'))}
${line('What kind of loan?', r.s(hw(loanWords(rng, L.type)), 'loan_type'))}
${line('How much?', r.s(hw(usd(L.amount)), 'loan_amount'))}${line('Value of property:', r.s(hw(usd(f.property.value)), 'property_value'))}
${line('How long (months)?', r.s(hw(String(L.termMonths)), 'loan_term'))}
${line('When do you need to close?', r.s(hw(d(L.closingDate, 'short')), 'estimated_closing_date'))}
${line('Credit score (approx):', r.s(hw(String(b.creditScore)), 'credit_score'))}
${L.exit ? line('How will you pay it back?', r.s(hw(L.exit === 'Sale' ? 'sell it' : 'refinance'), 'exit_strategy')) : ''}
<p style="margin-top:16px" class="small">Office use only: rec'd by ______ &nbsp; broker: ${esc(f.broker.name)} &nbsp; date ${d(f.documentDate, 'us')}</p>
<p style="margin-top:18px">Signature: <span class="scrawl">${esc(b.first)} ${esc(b.last)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: r.out() };
  },
};

const requestLetter: Family = {
  id: 'setm-borrower-request-letter',
  description: 'Borrower\'s own letter to a lender asking for a loan, prose with return address block and signature.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const b = f.borrower;
    const L = f.loan;
    const paras = [
      `Dear ${esc(name(f.lender.contact))},`,
      `My name is ${r.s(esc(name(b, 'fml')), 'borrower_first_name', 'borrower_last_name')}${f.entity ? ` and I am the ${r.s(esc(f.entity.signatoryTitle.toLowerCase()), 'authorized_signatory_title', 'authorized_signatory_name')} of ${r.s(esc(f.entity.name), 'entity_name')}` : ''}. ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} at ${esc(f.broker.name)} suggested I write to you directly.`,
      `I am requesting a ${r.s(esc(loanWords(rng, L.type).toLowerCase()), 'loan_type')} loan of ${r.s(money(rng, L.amount), 'loan_amount')} secured by ${r.s(esc(anyAddr(rng, f.property.address)), 'property_address')}, a ${r.s(esc(propWords(rng, f.property.type, f.property.units).toLowerCase()), 'property_type')}. ${f.property.purchasePrice ? `I have it under contract with the seller, ${esc(name(f.seller))}, for ${usd(f.property.purchasePrice)}. ` : ''}I believe the property is worth ${r.s(usd(f.property.value), 'property_value')} in its current condition.`,
      `I would like a term of ${r.s(esc(termWords(rng, L.termMonths)), 'loan_term')} and hope to close by ${r.s(d(L.closingDate, 'long'), 'estimated_closing_date')}. ${L.exit ? (L.exit === 'Sale' ? 'Once the work is done I plan to sell the property and repay the loan.' : 'Once the property is stabilized I plan to refinance with a long-term lender.') : ''}`,
      `My credit score is ${r.s(String(b.creditScore), 'credit_score')}. I previously financed ${esc(otherStreet(rng))} with another lender for ${usd(otherAmount(rng, L.amount, [L.amount, f.property.value]))}, which was repaid on time.`,
      'Thank you for your consideration. I can be reached at the number below.',
    ];
    if (L.exit) r.add('exit_strategy');
    const html = documentHtml({
      title: 'Letter',
      font: 'serif',
      fontSize: '10.5pt',
      pages: [`<div class="right">${esc(name(b))}<br>${rng.int(10, 9999)} ${esc(rng.pick(['Birchwood Ct', 'Stanton Ave', 'Meadow Ridge Dr']))}<br>${esc(f.property.address.city)}, ${esc(f.property.address.state)}<br>${r.s(phone(b.phone), 'borrower_phone')}<br>${r.s(esc(b.email), 'borrower_email')}</div>
<p>${d(f.documentDate, 'long')}</p><p>${esc(f.lender.name)}<br>${addr2(f.lender.address)}</p>
${paras.map((p) => `<p style="text-align:justify">${p}</p>`).join('')}<p>Sincerely,</p><p><span class="scrawl">${esc(name(b))}</span><br>${esc(name(b))}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: r.out() };
  },
};

function pfsTable(f: DealFacts, rng: Rng): string {
  const assets = [['Cash — checking/savings', rng.int(20, 400) * 1000], ['Retirement accounts', rng.int(10, 600) * 1000], ['Real estate owned (see schedule)', rng.int(300, 3000) * 1000], ['Vehicles', rng.int(10, 90) * 1000]] as [string, number][];
  const liabs = [['Mortgages on REO', rng.int(100, 1500) * 1000], ['Auto loans', rng.int(0, 40) * 1000], ['Credit cards', rng.int(0, 15) * 1000]] as [string, number][];
  const ta = assets.reduce((s, [, v]) => s + v, 0);
  const tl = liabs.reduce((s, [, v]) => s + v, 0);
  const rows = Math.max(assets.length, liabs.length);
  let h = '<table class="grid"><tr><th>Assets</th><th class="right">Amount</th><th>Liabilities</th><th class="right">Amount</th></tr>';
  for (let i = 0; i < rows; i++) {
    const a = assets[i];
    const l = liabs[i];
    h += `<tr><td>${a ? a[0] : ''}</td><td class="right">${a ? usd(a[1]) : ''}</td><td>${l ? l[0] : ''}</td><td class="right">${l ? usd(l[1]) : ''}</td></tr>`;
  }
  h += `<tr><th>Total assets</th><th class="right">${usd(ta)}</th><th>Total liabilities</th><th class="right">${usd(tl)}</th></tr><tr><td colspan="3" class="b">NET WORTH</td><td class="right b">${usd(ta - tl)}</td></tr></table>`;
  void f;
  return h;
}

const pfs: Family = {
  id: 'setm-borrower-personal-financial-statement',
  description: 'Guarantor personal financial statement: identity block, assets/liabilities table, real-estate schedule of other properties, loan-request footer.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const b = f.borrower;
    const L = f.loan;
    const reo = [0, 1, 2].map(() => [otherStreet(rng), f.property.address.city, usd(otherAmount(rng, f.property.value, [f.property.value, L.amount])), usd(rng.int(40, 300) * 1000)]);
    const html = documentHtml({
      title: 'PFS',
      font: 'sans',
      fontSize: '8.5pt',
      pages: [`<h2 class="center">PERSONAL FINANCIAL STATEMENT</h2><p class="center small">As of ${d(f.documentDate, 'long')} · submitted to ${esc(f.lender.name)}</p>
<table class="grid"><tr><td>Name: <b>${r.s(esc(name(b, 'fml')), 'borrower_first_name', 'borrower_last_name')}</b></td><td>Date of birth: ${r.s(d(b.dob, 'abbr'), 'borrower_date_of_birth')}</td></tr>
<tr><td>Phone: ${r.s(phone(b.phone), 'borrower_phone')}</td><td>E-mail: ${r.s(esc(b.email), 'borrower_email')}</td></tr>
<tr><td colspan="2">Capacity: ${f.entity ? `Guarantor for ${r.s(esc(f.entity.name), 'entity_name')}` : 'Individual borrower'}</td></tr></table>
<h3 style="margin:10px 0 4px">Balance sheet</h3>${pfsTable(f, rng)}
<h3 style="margin:10px 0 4px">Schedule of real estate owned</h3>
<table class="grid"><tr><th>Property</th><th>City</th><th>Market value</th><th>Mortgage balance</th></tr>${reo.map((x) => `<tr>${x.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>
<h3 style="margin:10px 0 4px">Purpose of statement</h3>
<p>Supporting a request for a ${r.s(usd(L.amount), 'loan_amount')} ${r.s(esc(loanWords(rng, L.type).toLowerCase()), 'loan_type')} loan on ${r.s(esc(addr(f.property.address)), 'property_address')}.</p>
<p class="small" style="margin-top:14px">I certify the above is true and complete. <span class="sig">${esc(name(b))}</span></p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: r.out() };
  },
};

const shortScanned: Family = {
  id: 'setm-borrower-short-form-scanned',
  description: 'Scanned one-page "Quick Application" with typed entries in tight boxes and checkboxes (no text layer).',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const b = f.borrower;
    const L = f.loan;
    r.add('loan_type');
    const html = documentHtml({
      title: 'Quick app',
      font: 'sans',
      fontSize: '10pt',
      css: sectionCss,
      pages: [`<h2>QUICK APPLICATION</h2><p class="small">${esc(f.broker.name)} · ${esc(addr(f.broker.address))} · fax back to ${phone(f.broker.contact.phone, 1)}</p>
<table class="f">
<tr>${cell('APPLICANT', r.s(esc(name(b, 'LF')), 'borrower_first_name', 'borrower_last_name'), 2)}${cell('FICO', r.s(String(b.creditScore), 'credit_score'))}</tr>
<tr>${cell('PHONE', r.s(phone(b.phone), 'borrower_phone'))}${cell('EMAIL', r.s(esc(b.email), 'borrower_email'), 2)}</tr>
${f.entity ? `<tr>${cell('VESTING ENTITY', r.s(esc(f.entity.name), 'entity_name'), 2)}${cell('TITLE', r.s(esc(f.entity.signatoryTitle), 'authorized_signatory_title', 'authorized_signatory_name'))}</tr>` : ''}
<tr>${cell('SUBJECT', r.s(esc(addr(f.property.address, 'caps')), 'property_address'), 3)}</tr>
<tr><td colspan="3"><div class="lb">LOAN TYPE</div>${(['Purchase', 'Refinance', 'Cash Out Refi', 'Bridge Loan', 'Fix & Flip', 'Construction', 'Commercial', 'Land', 'Second Mortgage'] as LoanType[]).map((t) => `${box(t === L.type)} ${t.toUpperCase()}`).join(' ')}</td></tr>
<tr>${cell('LOAN AMT', r.s(usd(L.amount), 'loan_amount'))}${cell('AS-IS VALUE', r.s(usd(f.property.value), 'property_value'))}${cell('TERM', r.s(`${L.termMonths} MO`, 'loan_term'))}</tr>
<tr>${cell('CLOSE BY', r.s(d(L.closingDate, 'us'), 'estimated_closing_date'))}${cell('EXIT', L.exit ? r.s(L.exit === 'Sale' ? 'SELL' : 'REFI', 'exit_strategy') : '')}${cell('PROP TYPE', r.s(esc(propWords(rng, f.property.type, f.property.units).toUpperCase()), 'property_type'))}</tr>
</table><p style="margin-top:16px">Applicant signature <span class="scrawl">${esc(b.first)} ${esc(b.last)}</span> &nbsp; Date ${d(f.documentDate, 'us')}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: r.out() };
  },
};

const appSheet: Family = {
  id: 'setm-borrower-excel-application',
  description: 'Borrower-filled Excel application template: section headers in column A, prompts in B, answers in D, instructions column.',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const r = new Rec(f);
    const b = f.borrower;
    const L = f.loan;
    const rows: SheetCell[][] = [['LOAN APPLICATION — complete yellow cells', null, null, null, null], [null, null, null, null, null]];
    const sec = (t: string) => rows.push([t, null, null, null, null]);
    const q = (prompt: string, v: SheetCell, help = '') => rows.push([null, prompt, null, v, help || null]);
    sec('1. Applicant');
    q('First name', r.s(b.first, 'borrower_first_name'));
    q('Last name', r.s(b.last, 'borrower_last_name'));
    q('Date of birth', r.s(isoDate(b.dob), 'borrower_date_of_birth'), 'mm/dd/yyyy');
    q('Cell phone', r.s(phone(b.phone, 1), 'borrower_phone'));
    q('Email', r.s(b.email, 'borrower_email'));
    q('Credit score', r.s(b.creditScore, 'credit_score'), 'approximate is fine');
    if (f.coBorrower) q('Co-applicant DOB', r.s(isoDate(f.coBorrower.dob), 'co_borrower_date_of_birth'), `${f.coBorrower.first} ${f.coBorrower.last}`);
    sec('2. Entity (leave blank if individual)');
    q('Entity name', f.entity ? r.s(f.entity.name, 'entity_name') : null);
    q('EIN', f.entity?.ein ? r.s(einFmt(f.entity.ein), 'ein') : null);
    q('Your title', f.entity ? r.s(f.entity.signatoryTitle, 'authorized_signatory_title', 'authorized_signatory_name') : null);
    sec('3. Property');
    q('Address', r.s(addr(f.property.address, 'long'), 'property_address'));
    q('Type', r.s(propWords(rng, f.property.type, f.property.units), 'property_type'), 'SFR, 2-4, condo, etc.');
    q('Current value', r.s(f.property.value, 'property_value'));
    if (f.property.purchasePrice) q('Purchase price', f.property.purchasePrice);
    sec('4. Loan');
    q('Loan type', r.s(loanWords(rng, L.type), 'loan_type'));
    q('Amount', r.s(L.amount, 'loan_amount'));
    q('Term (months)', r.s(L.termMonths, 'loan_term'));
    if (L.purpose) q('Purpose', r.s(purposeWords(rng, L.purpose), 'loan_purpose'));
    if (L.exit) q('Exit plan', r.s(exitWords(rng, L.exit), 'exit_strategy'));
    q('Closing date needed', r.s(isoDate(L.closingDate), 'estimated_closing_date'));
    rows.push([null, null, null, null, null], [null, `Return to ${f.broker.contact.email}`, null, null, null]);
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'Application', rows }], truth: r.out() };
  },
};

const webInquiry: Family = {
  id: 'setm-borrower-website-inquiry',
  description: 'Auto-generated e-mail of a website "Get a Quote" form submission: field: value lines, IP/UTM noise, lender auto-footer.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const b = f.borrower;
    const L = f.loan;
    const kv: [string, string][] = [
      ['first_name', r.s(esc(b.first), 'borrower_first_name')], ['last_name', r.s(esc(b.last), 'borrower_last_name')],
      ['email', r.s(esc(b.email), 'borrower_email')], ['phone', r.s(b.phone, 'borrower_phone')],
      ['company', f.entity ? r.s(esc(f.entity.name), 'entity_name') : ''],
      ['property_address', r.s(esc(anyAddr(rng, f.property.address)), 'property_address')],
      ['loan_type', r.s(esc(loanWords(rng, L.type)), 'loan_type')],
      ['loan_amount', r.s(String(L.amount), 'loan_amount')],
      ['estimated_value', r.s(String(f.property.value), 'property_value')],
      ['credit_range', r.s(`${b.creditScore}`, 'credit_score')],
      ['timeline', r.s(`close by ${d(L.closingDate, 'short')}`, 'estimated_closing_date')],
      ['message', esc(rng.pick(['Need fast close, have cash for rehab.', 'Please call after 5pm.', 'Working with a broker but want direct quote.']))],
      ['utm_source', 'google'], ['ip', `203.0.113.${rng.int(2, 250)}`],
    ];
    const html = documentHtml({
      title: 'inquiry',
      font: 'mono',
      fontSize: '9.5pt',
      pages: [`<div style="font-family:'DejaVu Sans'">From: no-reply@${esc(f.lender.contact.email.split('@')[1] ?? 'lender.com')}<br>To: ${esc(f.lender.contact.email)}<br>Date: ${d(f.documentDate, 'long')}<br>Subject: [Website] New Get-a-Quote submission</div><hr>
<p>A new form entry was received:</p>${kv.map(([k, v]) => `<div>${k}: ${v}</div>`).join('')}
<hr><p class="small" style="font-family:'DejaVu Sans'">This message was sent automatically by ${esc(f.lender.name)}. Do not reply. ${esc(f.lender.name)} NMLS #${rng.int(100000, 999999)}.</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: r.out() };
  },
};

export const borrowerFamilies: Family[] = [multipage, portal, handwritten, requestLetter, pfs, shortScanned, appSheet, webInquiry];
