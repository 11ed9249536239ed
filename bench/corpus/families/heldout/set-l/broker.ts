// Broker-side documents of set-l: submission e-mails (threads, forwards, shorthand) and submission sheets.
import { accent, documentHtml, esc, kvTable } from '../../../style';
import type { DealFacts, Family, Rng, SheetCell } from '../../../types';
import {
  HTML_ALL, anyPhone, cityLine, d, exitLabel, fullName, loanTypeLabel, near, oneLine, otherAddress,
  otherPerson, pct, phone, prepayText, propTypeLabel, purposeLabel, shift, street, t, usd,
} from './util';

const MAIL_CSS = `.hdr{font-size:8.5pt;color:#333;border-bottom:1px solid #bbb;padding-bottom:6px;margin-bottom:8px}.hdr div{margin:1px 0}
.quote{border-left:3px solid #99a;padding-left:10px;margin-left:4px;color:#333}.msg{margin-bottom:14px}`;

function header(from: string, to: string, date: string, subject: string, cc?: string): string {
  return `<div class="hdr"><div><b>From:</b> ${from}</div><div><b>Sent:</b> ${date}</div><div><b>To:</b> ${to}</div>${cc ? `<div><b>Cc:</b> ${cc}</div>` : ''}<div><b>Subject:</b> ${subject}</div></div>`;
}

function when(iso: string, rng: Rng): string {
  return `${d(iso, 'abbr')} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}

function who(f: DealFacts): string {
  return f.entity ? `${f.entity.name} (${fullName(f.borrower)})` : fullName(f.borrower);
}

const threadRevised: Family = {
  id: 'setl-broker-email-thread-revised-figures',
  description: 'Broker e-mail thread: first submission, lender reply, broker revises the loan amount and closing date.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const firstAmt = near(rng, l.amount, 1.08, 1.18, 5000);
    const firstClose = shift(l.closingDate, -rng.int(7, 14));
    const bk = f.broker.contact;
    const lc = f.lender.contact;
    const subj = `${loanTypeLabel(rng, l.type)} — ${street(f.property.address)}`;
    const m3 = `<div class="msg">${header(`${esc(fullName(bk))} &lt;${esc(bk.email)}&gt;`, `${esc(fullName(lc))} &lt;${esc(lc.email)}&gt;`, when(shift(f.documentDate, 1), rng), `RE: RE: ${esc(subj)}`)}
<p>${esc(lc.first)}, understood. Borrower agreed to come down to <b>${usd(l.amount)}</b> to fit your leverage. Rate at ${pct(l.rate)}% works. Let's push closing to <b>${d(l.closingDate, 'long')}</b> — seller extended. Everything else as below.</p><p>${esc(bk.first)}</p></div>`;
    const m2 = `<div class="msg quote">${header(`${esc(fullName(lc))} &lt;${esc(lc.email)}&gt;`, esc(bk.email), when(f.documentDate, rng), `RE: ${esc(subj)}`)}
<p>Thanks ${esc(bk.first)}. At ${usd(firstAmt)} we're over our max on this one. Could do it at a lower number, ${pct(l.rate)}%, ${l.termMonths} months${l.originationPoints !== undefined ? `, ${pct(l.originationPoints)} pts` : ''}. ${f.property.arv ? `ARV of ${usd(f.property.arv)} seems aggressive.` : ''}</p></div>`;
    const m1 = `<div class="msg quote" style="margin-left:18px">${header(`${esc(fullName(bk))} &lt;${esc(bk.email)}&gt;`, esc(lc.email), when(shift(f.documentDate, -1), rng), esc(subj))}
<p>Hi ${esc(lc.first)}, new deal for you:</p>
<p>Borrower: ${esc(who(f))}<br>Phone ${anyPhone(rng, f.borrower.phone)} · ${esc(f.borrower.email)}<br>FICO ${f.borrower.creditScore}<br>
Property: ${esc(oneLine(f.property.address))} (${esc(propTypeLabel(rng, f.property.type, f.property.units))})<br>
Value: ${usd(f.property.value)}${f.property.purchasePrice ? ` / contract ${usd(f.property.purchasePrice)}` : ''}<br>
Loan request: ${usd(firstAmt)} · close by ${d(firstClose, 'slash')}<br>
${l.exit ? `Exit: ${esc(exitLabel(rng, l.exit))}<br>` : ''}My comp: ${l.brokerPoints !== undefined ? `${pct(l.brokerPoints)} points` : 'flat fee, paid outside'}</p>
<p>${esc(fullName(bk))}<br>${esc(f.broker.name)} · ${anyPhone(rng, bk.phone)}</p></div>`;
    const html = documentHtml({ title: subj, font: 'sans', fontSize: '9.5pt', css: MAIL_CSS, pages: [`${m3}${m2}${m1}`] });
    return {
      kind: 'html', documentType: 'Broker Submission Email', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'exit_strategy', 'estimated_closing_date']),
    };
  },
};

const shorthandEmail: Family = {
  id: 'setl-broker-email-shorthand',
  description: 'Terse broker e-mail from a phone in lower-case shorthand: "ltv", "fico", "k" amounts.',
  formats: HTML_ALL,
  make(f, rng) {
    const l = f.loan;
    const k = (n: number) => (n >= 1e6 && n % 10000 === 0 ? `$${n / 1e6}m` : n % 1000 === 0 ? `$${n / 1000}k` : usd(n));
    const lines = [
      `${esc(fullName(f.borrower).toLowerCase())}${f.entity ? ` / ${esc(f.entity.name)}` : ''}`,
      `${esc(street(f.property.address))} ${esc(cityLine(f.property.address))}`,
      `${esc(propTypeLabel(rng, f.property.type, f.property.units).toLowerCase())}, ${esc(loanTypeLabel(rng, l.type).toLowerCase())}`,
      `val ${k(f.property.value)}${f.property.purchasePrice ? `, pp ${k(f.property.purchasePrice)}` : ''}${f.property.arv ? `, arv ${k(f.property.arv)}` : ''}`,
      `ask ${k(l.amount)} @ ${pct(l.rate)} for ${l.termMonths}mo`,
      `fico ${f.borrower.creditScore}`,
      `cell ${phone(f.borrower.phone, 1)}`,
      `need to close ${d(l.closingDate, 'slash')}`,
    ];
    const html = documentHtml({
      title: 'fwd', font: 'sans', fontSize: '10pt', css: MAIL_CSS,
      pages: [`${header(esc(f.broker.contact.email), esc(f.lender.contact.email), when(f.documentDate, rng), `deal - ${esc(f.borrower.last.toLowerCase())}`)}
<p>${esc(f.lender.contact.first.toLowerCase())} -</p><p>${lines.join('<br>')}</p><p>lmk, can send bank stmts + sched of REO tmrw. last one we did w/ you was ${k(near(rng, l.amount, 0.5, 0.9, 5000))} on ${esc(street(otherAddress(rng)))}</p>
<p class="muted">Sent from my iPhone</p>`],
    });
    return {
      kind: 'html', documentType: 'Broker Submission Email', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'property_type', 'loan_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'credit_score', 'borrower_phone', 'estimated_closing_date']),
    };
  },
};

const forwardedBorrowerEmail: Family = {
  id: 'setl-broker-email-forward-of-borrower',
  description: 'Broker forwards the borrower\'s own e-mail to a lender with a short cover note; signature blocks of both.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const b = f.borrower;
    const html = documentHtml({
      title: 'FW', font: 'serif', fontSize: '10pt', css: MAIL_CSS,
      pages: [`${header(`${esc(fullName(f.broker.contact))} &lt;${esc(f.broker.contact.email)}&gt;`, `${esc(f.lender.name)} Scenarios &lt;${esc(f.lender.contact.email)}&gt;`, when(f.documentDate, rng), `FW: financing for ${esc(street(f.property.address))}`)}
<p>Team — see below from my client. Loan # on our side ${l.loanNumber}. I'd like ${l.brokerPoints !== undefined ? `${pct(l.brokerPoints)} points` : 'no points'} on my end. Can you price it?</p>
<p>${esc(fullName(f.broker.contact))}<br>${esc(f.broker.name)}<br>${anyPhone(rng, f.broker.contact.phone)}<br>${esc(street(f.broker.address))}, ${esc(cityLine(f.broker.address))}</p>
<div class="quote">${header(`${esc(fullName(b))} &lt;${esc(b.email)}&gt;`, esc(f.broker.contact.email), when(shift(f.documentDate, -2), rng), `financing for ${esc(street(f.property.address))}`)}
<p>Hi ${esc(f.broker.contact.first)},</p>
<p>As discussed, I'm ${f.property.purchasePrice ? `buying ${esc(oneLine(f.property.address, true))} for ${usd(f.property.purchasePrice)}` : `looking to ${l.purpose === 'Cash Out Refinance' ? 'pull cash out of' : 'refinance'} ${esc(oneLine(f.property.address, true))}`}. I think it's worth about ${usd(f.property.value)} today. I'd like to borrow ${usd(l.amount)}${l.exit ? ` and my plan is to ${l.exit === 'Sale' ? 'sell it once the work is done' : 'refinance into a rental loan'}` : ''}.${f.entity ? ` I'll take title in ${esc(f.entity.name)}.` : ''}</p>
<p>${l.purpose === 'Purchase' ? 'Closing per contract is' : 'Ideally we close by'} ${d(l.closingDate, 'long')}. Last pull my credit was ${b.creditScore}. Property taxes run ${usd(rng.int(20, 120) * 100)} a year.</p>
<p>Thanks,<br>${esc(b.first)}<br>${anyPhone(rng, b.phone)}</p></div>`],
    });
    return {
      kind: 'html', documentType: 'Broker Submission Email', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'entity_name', 'property_address', 'property_value', 'loan_amount', 'exit_strategy', 'estimated_closing_date', 'credit_score', 'broker_points', 'loan_number']),
    };
  },
};

const emailWithTable: Family = {
  id: 'setl-broker-email-deal-table',
  description: 'HTML-style broker blast with a deal summary table and a second table of the borrower\'s past projects.',
  formats: HTML_ALL,
  make(f, rng) {
    const l = f.loan;
    const past = Array.from({ length: 3 }, () => {
      const a = otherAddress(rng, f.property.address.state);
      const buy = rng.int(90, 400) * 1000;
      return `<tr><td>${esc(street(a))}, ${esc(a.city)}</td><td>${usd(buy)}</td><td>${usd(Math.round(buy * 1.4 / 1000) * 1000)}</td><td>${d(shift(f.documentDate, -rng.int(120, 900)), 'slash')}</td></tr>`;
    }).join('');
    const html = documentHtml({
      title: 'Scenario', font: 'sans', fontSize: '9pt', css: MAIL_CSS,
      pages: [`${header(`${esc(f.broker.name)} &lt;${esc(f.broker.contact.email)}&gt;`, 'lenders@undisclosed-recipients', when(f.documentDate, rng), `Scenario: ${esc(loanTypeLabel(rng, l.type))} in ${esc(f.property.address.city)}, ${f.property.address.state}`)}
<p>Good morning — looking for a home for the following. Reply with terms.</p>
<table class="grid" style="width:80%"><tr><th colspan="2" style="background:${accent(rng)};color:#fff">DEAL SUMMARY</th></tr>
<tr><td>Sponsor</td><td>${esc(who(f))}</td></tr>
<tr><td>Experience</td><td>${rng.int(2, 30)} completed projects</td></tr>
<tr><td>Credit</td><td>${f.borrower.creditScore} mid-score</td></tr>
<tr><td>Collateral</td><td>${esc(oneLine(f.property.address))}</td></tr>
<tr><td>Type</td><td>${esc(propTypeLabel(rng, f.property.type, f.property.units))}</td></tr>
<tr><td>Purpose</td><td>${esc(purposeLabel(rng, l.purpose))}</td></tr>
<tr><td>Current value</td><td>${usd(f.property.value)}</td></tr>
<tr><td>Loan request</td><td>${usd(l.amount)}</td></tr>
<tr><td>Term wanted</td><td>${l.termMonths} months</td></tr>
<tr><td>Exit</td><td>${l.exit ? esc(exitLabel(rng, l.exit)) : 'Hold'}</td></tr>
<tr><td>Target close</td><td>${d(l.closingDate, 'long')}</td></tr></table>
<p style="margin-top:10px"><b>Track record (sold):</b></p>
<table class="grid"><tr><th>Address</th><th>Bought</th><th>Sold</th><th>Date sold</th></tr>${past}</table>
<p class="small" style="margin-top:10px">${esc(fullName(f.broker.contact))} | ${esc(f.broker.name)} | ${anyPhone(rng, f.broker.contact.phone)} | NMLS ${rng.int(100000, 2400000)}</p>`],
    });
    return {
      kind: 'html', documentType: 'Broker Submission Email', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'credit_score', 'property_address', 'property_type', 'loan_purpose', 'property_value', 'loan_amount', 'loan_term', 'exit_strategy', 'estimated_closing_date']),
    };
  },
};

const coverSheet: Family = {
  id: 'setl-broker-submission-cover-pdf',
  description: 'Broker loan submission cover sheet PDF: two side-by-side panels (borrower / loan) and broker panel.',
  formats: HTML_ALL,
  make(f, rng) {
    const l = f.loan;
    const b = f.borrower;
    const feeRows: [string, string][] = [];
    if (l.originationPoints !== undefined) feeRows.push(['Lender Orig.', `${pct(l.originationPoints)}%`]);
    if (l.brokerPoints !== undefined) feeRows.push(['YSP / Broker Pts', `${pct(l.brokerPoints)}%`]);
    if (l.processingFee !== undefined) feeRows.push(['Broker Processing', usd(l.processingFee)]);
    const left = kvTable([
      ['Name', esc(fullName(b, true))], ...(f.entity ? [['Vesting', esc(f.entity.name)] as [string, string]] : []),
      ['Email', esc(b.email)], ['Phone', anyPhone(rng, b.phone)], ['DOB', d(b.dob, 'slash')], ['FICO', String(b.creditScore)],
    ]);
    const right = kvTable([
      ['Property', esc(oneLine(f.property.address, rng.chance(0.5)))], ['Prop. Type', esc(propTypeLabel(rng, f.property.type, f.property.units))],
      ['Loan Type', esc(loanTypeLabel(rng, l.type))], ['Amount', usd(l.amount)], ['Est. Value', usd(f.property.value)],
      ['Rate', `${pct(l.rate)}%`], ['Term', `${l.termMonths} mos`], ...feeRows, ['Prepay', esc(prepayText(rng, f))], ['COE', d(l.closingDate, 'slash')],
    ]);
    const html = documentHtml({
      title: 'Submission', font: 'condensed', fontSize: '9pt',
      pages: [`<div style="background:#222;color:#fff;padding:8px 12px;font:bold 14pt 'DejaVu Sans'">LOAN SUBMISSION · ${esc(f.broker.name)}</div>
<p class="small">Submitted to ${esc(f.lender.name)} on ${d(f.documentDate, 'long')}</p>
<div style="display:flex;gap:12px"><div style="flex:1"><h3>Borrower</h3>${left}</div><div style="flex:1.2"><h3>Loan</h3>${right}</div></div>
<h3 style="margin-top:12px">Originator</h3>${kvTable([['Company', esc(f.broker.name)], ['Loan Officer', esc(fullName(f.broker.contact))], ['Phone', anyPhone(rng, f.broker.contact.phone)], ['Email', esc(f.broker.contact.email)], ['Office', esc(oneLine(f.broker.address))]])}
<p class="small" style="margin-top:10px">Existing liens: ${usd(near(rng, l.amount, 0.2, 0.7))} 1st mortgage (to be paid off). HOA dues ${usd(rng.int(0, 60) * 10)}/mo.</p>`],
    });
    return {
      kind: 'html', documentType: 'Broker Submission Sheet', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'processing_fee', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date']),
    };
  },
};

const dt = (iso: string) => new Date(`${iso}T00:00:00Z`);

const sheetLabelValue: Family = {
  id: 'setl-broker-sheet-label-value-sections',
  description: 'Broker submission workbook: sectioned label/value rows with a schedule of other properties owned below.',
  formats: ['xlsx', 'xls', 'csv'],
  make(f, rng) {
    const l = f.loan;
    const b = f.borrower;
    const rows: SheetCell[][] = [
      [`${f.broker.name} — Deal Submission`, null, null],
      ['Date', dt(f.documentDate), null],
      [null, null, null],
      ['BORROWER', null, null],
      ['First Name', b.first, null], ['Last Name', b.last, null],
      ['Entity', f.entity ? f.entity.name : 'N/A (individual)', null],
      ['Cell', phone(b.phone, 1), null], ['E-mail', b.email, null], ['Credit Score', b.creditScore, null],
      [null, null, null], ['COLLATERAL', null, null],
      ['Street', street(f.property.address), null], ['City', f.property.address.city, null], ['State', f.property.address.state, null], ['Zip', f.property.address.zip, null],
      ['Type', propTypeLabel(rng, f.property.type, f.property.units), null], ['As Is Value', f.property.value, null],
      ...(f.property.arv ? [['ARV', f.property.arv, null]] : []),
      [null, null, null], ['REQUEST', null, null],
      ['Loan Program', loanTypeLabel(rng, l.type), null], ['Purpose', purposeLabel(rng, l.purpose), null], ['Loan Amount', l.amount, null],
      ['Term (mo)', l.termMonths, null], ['Exit Strategy', l.exit ? exitLabel(rng, l.exit) : 'Hold / rent', null], ['Target Close', dt(l.closingDate), null],
      [null, null, null], ['OTHER REAL ESTATE OWNED', null, null], ['Address', 'Value', 'Mortgage Balance'],
    ];
    for (let i = 0; i < rng.int(2, 4); i++) {
      const a = otherAddress(rng);
      const v = rng.int(120, 700) * 1000;
      rows.push([`${street(a)}, ${a.city} ${a.state}`, v, Math.round(v * (0.3 + rng.next() * 0.4) / 100) * 100]);
    }
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows }],
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_type', 'loan_purpose', 'loan_amount', 'loan_term', ...(f.loan.exit ? ['exit_strategy' as const] : []), 'estimated_closing_date']),
    };
  },
};

const sheetWideRow: Family = {
  id: 'setl-broker-sheet-one-row-export',
  description: 'CRM export: one header row and one data row per deal, many columns, broker columns beside borrower ones.',
  formats: ['csv', 'xlsx'],
  make(f, rng) {
    const l = f.loan;
    const b = f.borrower;
    const cols: [string, SheetCell][] = [
      ['Deal ID', l.loanNumber], ['Created', d(f.documentDate, 'slash')], ['Stage', rng.pick(['Submitted', 'In Review', 'Term Sheet Out'])],
      ['Loan Officer', fullName(f.broker.contact)], ['LO Phone', phone(f.broker.contact.phone, 1)], ['LO Email', f.broker.contact.email],
      ['Borrower First', b.first], ['Borrower Last', b.last], ['Borrower Email', b.email], ['Borrower Phone', phone(b.phone, 0)],
      ['Entity Name', f.entity?.name ?? ''], ['Subject Address', oneLine(f.property.address)],
      ['Property Type', propTypeLabel(rng, f.property.type, f.property.units)], ['Loan Type', loanTypeLabel(rng, l.type)],
      ['Loan Amount', l.amount], ['Value', f.property.value], ['Purchase Price', f.property.purchasePrice ?? ''],
      ['Rate', `${pct(l.rate)}%`], ['Term', l.termMonths], ['Orig Pts', l.originationPoints ?? ''], ['Broker Pts', l.brokerPoints ?? ''],
      ['Close Date', d(l.closingDate, 'slash')], ['Appraisal Co', f.appraiser.name], ['Title Co', f.title.name],
    ];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'export', rows: [cols.map((c) => c[0]), cols.map((c) => c[1])] }],
      truth: t(f, ['loan_number', 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'entity_name', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'estimated_closing_date']),
    };
  },
};

const sheetScenarioColumns: Family = {
  id: 'setl-broker-sheet-scenario-vs-comps',
  description: 'Broker sizing sheet: columns "This Deal", "Scenario B", "Scenario C" for the same borrower; only "This Deal" is submitted.',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const l = f.loan;
    const altA = near(rng, l.amount, 0.85, 0.95, 5000);
    const altB = near(rng, l.amount, 1.05, 1.15, 5000);
    const rows: SheetCell[][] = [
      ['Borrower:', f.entity ? `${f.entity.name} — ${fullName(f.borrower)}` : fullName(f.borrower), null, null],
      ['Property:', oneLine(f.property.address), null, null],
      ['As-is value:', f.property.value, null, null],
      [null, null, null, null],
      ['', 'THIS DEAL (submitted)', 'Scenario B', 'Scenario C'],
      ['Loan amount', l.amount, altA, altB],
      ['Rate', `${pct(l.rate)}%`, `${pct(l.rate - 0.5)}%`, `${pct(l.rate + 0.75)}%`],
      ['Term (months)', l.termMonths, 24, 12],
      ['Origination pts', l.originationPoints ?? '—', 1, 3],
      ['Doc fee', l.docFee ?? '—', 995, 1495],
      [null, null, null, null],
      ['Target close', d(l.closingDate, 'long'), null, null],
      ['Prepared by', `${fullName(f.broker.contact)}, ${f.broker.name}`, null, null],
    ];
    const fields = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date'] as const;
    const truth = t(f, [...fields, ...(l.originationPoints !== undefined ? ['origination_points' as const] : []), ...(l.docFee !== undefined ? ['loan_doc_fee' as const] : [])]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Sizing', rows }], truth };
  },
};

const faxCover: Family = {
  id: 'setl-broker-fax-submission-handwritten',
  description: 'Old-school faxed broker intake form with hand-filled blanks, rotated fax header, ARV and rehab budget distractors.',
  formats: ['image'],
  make(f, rng) {
    const l = f.loan;
    const hand = (v: string) => `<span style="font-family:'DejaVu Serif';font-style:italic;color:#123;font-size:12pt;border-bottom:1px dotted #555;padding:0 8px">${v}</span>`;
    const co = otherPerson(rng);
    const html = documentHtml({
      title: 'fax', font: 'mono', fontSize: '9.5pt',
      pages: [`<div class="small">${d(f.documentDate, 'slash')} ${rng.int(10, 16)}:${rng.int(10, 59)} FROM: ${esc(f.broker.name.toUpperCase())} ${phone(f.broker.contact.phone, 1)} TO: ${phone(f.lender.contact.phone, 1)} P.1/${rng.int(3, 9)}</div>
<h2 style="margin:14px 0;font-family:'DejaVu Sans'">BORROWER INTAKE — ${esc(f.broker.name)}</h2>
<p>Borrower name: ${hand(esc(fullName(f.borrower)))}</p>
${f.entity ? `<p>Company: ${hand(esc(f.entity.name))}</p>` : ''}
<p>Phone: ${hand(phone(f.borrower.phone, 1))} &nbsp; Score: ${hand(String(f.borrower.creditScore))}</p>
<p>Subject: ${hand(esc(street(f.property.address)))}</p><p>City/St/Zip: ${hand(esc(cityLine(f.property.address)))}</p>
<p>Value: ${hand(usd(f.property.value))} ${f.property.arv ? `ARV: ${hand(usd(f.property.arv))} Rehab: ${hand(usd(near(rng, f.property.arv - f.property.value, 0.4, 0.7)))}` : ''}</p>
<p>Loan amt: ${hand(usd(l.amount))} &nbsp; Type: ${hand(esc(loanTypeLabel(rng, l.type)))}</p>
<p>Close by: ${hand(d(l.closingDate, 'slash'))}</p>
<p>Referral from: ${hand(esc(fullName(co)))} ${hand(phone(co.phone, 1))}</p>
<p class="small" style="margin-top:20px">CONFIDENTIAL: This facsimile is intended only for the addressee.</p>`],
    });
    return {
      kind: 'html', documentType: 'Broker Submission Sheet', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'borrower_phone', 'credit_score', 'property_address', 'property_value', 'loan_amount', 'loan_type', 'estimated_closing_date']),
    };
  },
};

export const brokerFamilies: Family[] = [threadRevised, shorthandEmail, forwardedBorrowerEmail, emailWithTable, coverSheet, sheetLabelValue, sheetWideRow, sheetScenarioColumns, faxCover];
