// More desk traffic: a rate-lock confirmation, a one-row "deal terms" strip from a competitor, and a
// voicemail-to-e-mail transcription.
import { accent, documentHtml, letterhead } from '../../../style';
import type { Family } from '../../../types';
import {
  Said, anyPhone, cityLine, d, desk, esc, exitWord, fullName, loanTypeWord, money, near, oneLine, pct, phone, plusDays,
  prepayText, propTypeWord, street, who,
} from './util';

// 1 ------------------------------------------------------------------------------------------------------------
const lock: Family = {
  id: 'aa-rate-lock-confirmation',
  description: 'Rate lock confirmation from a rental/bridge lender: lock and expiration dates, locked rate and points, loan # and borrower box.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const lockDays = rng.pick([30, 45, 60]);
    const html = documentHtml({
      title: 'Rate Lock', font: 'sans', fontSize: '9.5pt',
      pages: [`${letterhead({ name: facts.lender.name, color: accent(rng), lines: ['Capital Markets · Lock Desk', esc(facts.lender.contact.email)] })}
<h2 style="font-size:13pt">RATE LOCK CONFIRMATION</h2>
<table class="grid" style="margin-top:8px"><tr><th>Loan number</th><th>Lock date</th><th>Lock period</th><th>Lock expires</th></tr>
<tr><td>${s.say(l.loanNumber, 'loan_number')}</td><td>${d(facts.documentDate, 'us')}</td><td>${lockDays} days</td><td>${d(plusDays(facts.documentDate, lockDays), 'us')}</td></tr></table>
<table class="grid" style="margin-top:10px">
<tr><td style="width:30%">Borrower</td><td>${s.say(esc(facts.entity ? facts.entity.name : fullName(facts)), ...who(facts))}</td></tr>
${facts.entity ? `<tr><td>Key principal</td><td>${s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')}</td></tr>` : ''}
<tr><td>Property</td><td>${s.say(esc(oneLine(facts, rng)), 'property_address')}</td></tr>
<tr><td>Product</td><td>${s.say(esc(loanTypeWord(rng, l.type)), 'loan_type')} · ${s.say(`${l.termMonths}-month term`, 'loan_term')}</td></tr>
<tr><td>Locked loan amount</td><td>${s.say(money(l.amount), 'loan_amount')}</td></tr>
<tr><td>Locked note rate</td><td><b>${s.say(pct(l.rate, 3), 'interest_rate')}</b></td></tr>
${l.discountPoints !== undefined ? `<tr><td>Discount points (buy-down)</td><td>${s.say(`${l.discountPoints.toFixed(3)}`, 'discount_points')}</td></tr>` : ''}
${l.originationPoints !== undefined ? `<tr><td>Origination</td><td>${s.say(`${l.originationPoints.toFixed(3)}%`, 'origination_points')}</td></tr>` : ''}
<tr><td>Prepayment</td><td>${s.say(esc(prepayText(rng, facts)), 'prepayment_penalty', 'prepayment_terms')}</td></tr>
<tr><td>Qualifying FICO</td><td>${s.say(String(facts.borrower.creditScore), 'credit_score')}</td></tr>
<tr><td>Scheduled closing</td><td>${s.say(d(l.closingDate, 'long'), 'estimated_closing_date')}</td></tr></table>
<p class="small" style="margin-top:10px">Extensions: 0.125 per 15 days, paid at closing. Re-locks after expiration at the worse of original or current pricing. Changes to loan amount, FICO or property may change pricing.</p>
<p class="small">Lock desk: ${esc(desk(rng))} · Broker of record: ${esc(facts.broker.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

// 2 ------------------------------------------------------------------------------------------------------------
const strip: Family = {
  id: 'aa-competitor-deal-terms-strip-landscape',
  description: 'A competitor\'s terms printed as one wide strip table (column headers across, one row of values) under a short cover note.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const cols: [string, string][] = [
      ['Borrower', s.say(esc(facts.entity ? facts.entity.name : fullName(facts)), ...who(facts))],
      ['Collateral', s.say(`${esc(street(facts))}<br>${esc(cityLine(facts))}`, 'property_address')],
      ['Type', s.say(esc(propTypeWord(rng, facts)), 'property_type')],
      ['Loan', s.say(money(l.amount), 'loan_amount')],
      ['Value', s.say(money(p.value), 'property_value')],
      ['Rate', s.say(`${l.rate}%`, 'interest_rate')],
      ['Term', s.say(`${l.termMonths}`, 'loan_term')],
    ];
    if (l.originationPoints !== undefined) cols.push(['Pts', s.say(`${l.originationPoints}`, 'origination_points')]);
    if (l.docFee !== undefined) cols.push(['Doc', s.say(money(l.docFee), 'loan_doc_fee')]);
    if (l.adminFee !== undefined) cols.push(['Admin', s.say(money(l.adminFee), 'admin_fee')]);
    const html = documentHtml({
      title: 'Deal Terms', font: 'condensed', fontSize: '8.5pt',
      pages: [`<div style="font:bold 14pt 'DejaVu Sans';border-bottom:1px solid #000">${esc(facts.lender.name)}</div>
<p style="margin-top:8px">${esc(facts.broker.contact.first)}, per our call, here are the terms we can do on your client's ${s.say(esc(loanTypeWord(rng, l.type)).toLowerCase(), 'loan_type')}. Term in months. Valid ${rng.pick(['7', '10', '14'])} days from ${d(facts.documentDate, 'abbr')}.</p>
<table class="grid" style="margin-top:8px;font-size:8pt"><tr>${cols.map(([k]) => `<th>${k}</th>`).join('')}</tr><tr>${cols.map(([, v]) => `<td>${v}</td>`).join('')}</tr></table>
<p style="margin-top:10px">Close ${s.say(d(l.closingDate, 'usUnpadded'), 'estimated_closing_date')} or sooner. ${l.prepayment.penalty ? `PPP ${s.say(esc(l.prepayment.terms ?? ''), 'prepayment_penalty', 'prepayment_terms')}.` : s.say('No PPP.', 'prepayment_penalty')} Appraisal by ${esc(facts.appraiser.name)} (${money(rng.pick([450, 550, 650]))}, paid upfront).</p>
<p class="small muted">${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)} · ${anyPhone(rng, facts.lender.contact.phone)}</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

// 3 ------------------------------------------------------------------------------------------------------------
const voicemail: Family = {
  id: 'aa-voicemail-transcript-email',
  description: 'Phone system voicemail-to-e-mail: caller ID, duration, machine transcript of a borrower rambling about a deal (lower-case, no punctuation).',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const s = new Said(facts);
    const b = facts.borrower;
    const l = facts.loan;
    const p = facts.property;
    const words = [
      `hey ${esc(facts.lender.contact.first.toLowerCase())} this is ${s.say(esc(`${b.first} ${b.last}`).toLowerCase(), 'borrower_first_name', 'borrower_last_name')}`,
      facts.entity ? `with ${s.say(esc(facts.entity.name).toLowerCase(), 'entity_name')}` : '',
      `um calling about the property at ${s.say(esc(street(facts)).toLowerCase(), 'property_address')} in ${esc(p.address.city).toLowerCase()} ${p.address.state.toLowerCase()} ${p.address.zip}`,
      `its a ${s.say(esc(propTypeWord(rng, facts)).toLowerCase(), 'property_type')}`,
      `i need about ${s.say(money(l.amount), 'loan_amount')} on it`,
      `i think its worth like ${s.say(money(p.value), 'property_value')} right now`,
      `looking to close by ${s.say(d(l.closingDate, 'long').toLowerCase(), 'estimated_closing_date')} if we can`,
      `call me back at ${s.say(phone(b.phone, 'plain').replace(/(\d{3})(\d{3})(\d{4})/, '$1 $2 $3'), 'borrower_phone')} thanks`,
    ].filter(Boolean);
    const html = documentHtml({
      title: 'Voicemail', font: 'sans', fontSize: '10pt',
      pages: [`<div style="font-size:9pt;border-bottom:1px solid #ccc;padding-bottom:6px"><b>From:</b> Voicemail &lt;no-reply@${rng.pick(['ringcentral', 'dialpad', 'vonage'])}.com&gt;<br><b>To:</b> ${esc(facts.lender.contact.email)}<br><b>Subject:</b> New voicemail from ${phone(b.phone)} (${rng.int(0, 1)}:${String(rng.int(10, 59))})<br><b>Date:</b> ${d(facts.documentDate, 'long')}</div>
<p style="margin-top:10px">You have a new voicemail.</p>
<table class="grid" style="width:60%"><tr><td>Caller</td><td>${esc(b.last.toUpperCase())} ${esc(b.first[0] ?? '')} · ${phone(b.phone)}</td></tr><tr><td>Received</td><td>${d(facts.documentDate, 'us')} ${rng.int(8, 11)}:${String(rng.int(10, 59))} AM</td></tr><tr><td>Mailbox</td><td>${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)} (x${rng.int(200, 299)})</td></tr></table>
<p style="margin-top:10px"><b>Transcription (beta):</b></p>
<p style="background:#f5f5f5;padding:8px;font-style:italic">"${words.join(' ')}"</p>
<p class="small muted">Transcription accuracy may vary. Listen to the attached .wav for the full message.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

// 4 ------------------------------------------------------------------------------------------------------------
const estate: Family = {
  id: 'aa-estate-attorney-buyout-email',
  description: 'An estate attorney e-mails about an heir buying out siblings from a decedent\'s rowhouse: letters of administration, inheritance tax, loan ask.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const decedent = `${rng.pick(['Dolores', 'Harold', 'Bernice', 'Walter', 'Geraldine', 'Eugene'])} ${facts.borrower.last === 'Kowalski' ? 'Nowak' : facts.borrower.last}`;
    const siblings = rng.int(2, 4);
    const atty = rng.pick(['Francis X. Dolan, Esq.', 'Renee Abramowitz, Esq.', 'Curtis Lomax, Esq.', 'Teresa Iannucci, Esq.']);
    const buyout = Math.round(p.value * (siblings - 1) / siblings / 1000) * 1000 + 500;
    const html = documentHtml({
      title: 'Estate', fontSize: '10pt',
      pages: [`<div style="font-size:9pt;border-bottom:1px solid #bbb;padding-bottom:6px"><b>From:</b> ${esc(atty)} &lt;${esc(atty.split(' ')[0]?.toLowerCase() ?? 'atty')}@${rng.pick(['dolanlaw', 'estatecounselpa', 'lomaxlegal'])}.com&gt;<br><b>To:</b> ${esc(facts.lender.contact.email)}<br><b>Date:</b> ${d(facts.documentDate, 'long')}<br><b>Subject:</b> Estate of ${esc(decedent)}, Deceased — financing for heir buyout of ${esc(p.address.street)}</div>
<p style="margin-top:10px">Dear ${esc(facts.lender.contact.first)}:</p>
<p>I represent the Estate of ${esc(decedent)}, who died ${d(plusDays(facts.documentDate, -rng.int(200, 900)), 'long')}. Letters of Administration were granted by the Register of Wills on ${d(plusDays(facts.documentDate, -rng.int(60, 180)), 'long')} (File No. ${rng.int(2023, 2026)}-${rng.int(1000, 9999)}). The sole real estate asset is ${s.say(esc(street(facts, true)), 'property_address')}, ${esc(cityLine(facts))}, a ${s.say(esc(propTypeWord(rng, facts)).toLowerCase(), 'property_type')}.</p>
<p>One of the ${siblings} heirs, ${s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')}${facts.entity ? `, through ${s.say(esc(facts.entity.name), 'entity_name')}` : ''}, wishes to buy out the others (approx. ${money(buyout)} to the siblings) and renovate. The date-of-death appraisal put the property at ${money(near(rng, p.value, 0.12, 1000))}; a current appraisal came in at ${s.say(money(p.value), 'property_value')}.</p>
<p>We are asking for a ${s.say(esc(loanTypeWord(rng, l.type)).toLowerCase(), 'loan_type')} of ${s.say(money(l.amount), 'loan_amount')} over ${s.say(`${l.termMonths} months`, 'loan_term')}. Inheritance tax (4.5% lineal) of about ${money(Math.round(p.value * 0.045))} and the outstanding water bill will be paid from proceeds at settlement. We would like to settle by ${s.say(d(l.closingDate, 'long'), 'estimated_closing_date')}; ${esc(facts.title.name)} has the title order.</p>
<p>Please contact my client directly at ${s.say(anyPhone(rng, facts.borrower.phone), 'borrower_phone')} or ${s.say(esc(facts.borrower.email), 'borrower_email')}, copying me.</p>
<p>Very truly yours,<br>${esc(atty)}<br><span class="small">Estates · Real Estate · Orphans' Court</span></p>
<p class="small muted">CONFIDENTIALITY: This message may contain attorney-client privileged information.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

// 5 ------------------------------------------------------------------------------------------------------------
const paperApp: Family = {
  id: 'aa-paper-application-handwritten-scan',
  description: 'A small lender\'s paper application filled out by hand (handwriting font in ruled boxes), two columns, scanned at the branch.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const b = facts.borrower;
    const l = facts.loan;
    const p = facts.property;
    const h = (t: string) => `<span style="font-family:'DejaVu Serif';font-style:italic;font-size:12pt;color:#14207a">${t}</span>`;
    const cell = (k: string, v: string) => `<td style="border:1px solid #444;padding:3px 5px;height:34px;vertical-align:top"><div style="font-size:6.5pt">${k}</div>${v ? h(v) : ''}</td>`;
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'loan_amount', 'property_value', 'loan_term');
    const rows = [
      [cell('APPLICANT NAME (first, last)', esc(`${b.first} ${b.last}`)), cell('DATE OF BIRTH', d(b.dob, 'usUnpadded'))],
      [cell('HOME / CELL PHONE', phone(b.phone, 'dash')), cell('EMAIL', esc(b.email))],
      [cell('COMPANY NAME (if LLC/Corp)', facts.entity ? s.say(esc(facts.entity.name), 'entity_name') : 'n/a'), cell('YOUR TITLE', facts.entity ? s.say(esc(facts.entity.signatoryTitle), 'authorized_signatory_title', 'authorized_signatory_name') : '')],
      [cell('PROPERTY ADDRESS', `${esc(street(facts))}, ${esc(p.address.city)} ${esc(p.address.state)} ${esc(p.address.zip)}`), cell('PROPERTY TYPE', s.say(esc(propTypeWord(rng, facts)), 'property_type'))],
      [cell('WHAT IS IT WORTH NOW?', money(p.value)), cell('PURCHASE PRICE', p.purchasePrice ? money(p.purchasePrice) : 'own it')],
      [cell('HOW MUCH DO YOU NEED?', money(l.amount)), cell('FOR HOW LONG?', `${l.termMonths} mo`)],
      [cell('TYPE OF LOAN', s.say(esc(loanTypeWord(rng, l.type)), 'loan_type')), cell('CREDIT SCORE (approx)', String(b.creditScore))],
      [cell('HOW WILL YOU PAY US BACK?', l.exit ? s.say(esc(exitWord(rng, l.exit)), 'exit_strategy') : ''), cell('WHEN DO YOU NEED IT?', s.say(d(l.closingDate, 'usUnpadded'), 'estimated_closing_date'))],
    ];
    const html = documentHtml({
      title: 'Paper Application', font: 'sans', fontSize: '9pt',
      pages: [`<div style="text-align:center"><b style="font-size:14pt">${esc(facts.lender.name.toUpperCase())}</b><br><span class="small">LOAN APPLICATION — PLEASE PRINT CLEARLY</span></div>
<table style="width:100%;border-collapse:collapse;margin-top:10px">${rows.map((r) => `<tr>${r.join('')}</tr>`).join('')}</table>
<p style="margin-top:10px">Have you ever filed bankruptcy? ☐ Yes ${h('✗')} No &nbsp;&nbsp; Any lawsuits/judgments? ☐ Yes ${h('✗')} No</p>
<p>How did you hear about us? ${h(rng.pick(['REIA meeting', 'my broker', 'Google', 'friend - Tony']))}</p>
<p class="small" style="margin-top:12px">I certify the above is true. This loan is for investment/business purposes only.</p>
<p>Signature ${h(esc(`${b.first} ${b.last}`))} &nbsp;&nbsp; Date ${h(d(facts.documentDate, 'short2'))}</p>
<div style="border-top:2px solid #000;margin-top:14px;padding-top:4px" class="small">FOR OFFICE USE — rec'd by ${esc(desk(rng))} · file # ${s.say(l.loanNumber, 'loan_number')}</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

export const extraFamilies: Family[] = [lock, strip, voicemail, estate, paperApp];
