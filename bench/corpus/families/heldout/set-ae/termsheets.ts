// Term sheets and letters of intent, written by the lending desk itself.
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  accent, addrFull, addrLine, anyDate, anyPhone, borrowerLabel, documentHtml, dt, entityKind, esc, exitText, feeLines,
  fullName, kvTable, letterhead, loanTypeText, mountain, pct, prepayText, propTypeText, purposeText, STAFF, termText,
  townOf, truth, usd, whoFields, MGMT_COS,
} from './common';

const LOAN_FIELDS: TruthField[] = [
  'property_address', 'property_type', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate',
  'origination_points', 'discount_points', 'broker_points', 'loan_doc_fee', 'admin_fee', 'processing_fee',
  'prepayment_penalty', 'prepayment_terms',
];

function signer(f: DealFacts): string {
  return f.entity ? `${esc(f.entity.name)}<br>By: ${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : esc(fullName(f.borrower, true));
}

function lenderHead(f: DealFacts, rng: Rng): string {
  const t = townOf(f);
  return letterhead({
    name: f.lender.name,
    lines: [`${rng.int(100, 899)} ${rng.pick(['Main St', 'Lincoln Ave', 'Ridge St', 'Broadway'])}, Suite ${rng.int(2, 3)}0${rng.int(1, 9)} · ${t.city === 'Park City' ? 'Park City, UT 84060' : 'Frisco, CO 80443'}`, `Originations: ${esc(f.lender.contact.email)} · ${anyPhone(rng, f.lender.contact.phone)}`],
    color: accent(rng), mark: rng.chance(0.5) ? f.lender.name.split(' ').map((w) => w[0]).slice(0, 2).join('') : undefined,
  });
}

const summaryLetter: Family = {
  id: 'ae-term-sheet-summary-letter',
  description: 'Lender\'s "Summary of Proposed Terms" written as a letter to a second-home buyer or owner, terms in prose paragraphs then a short fee list.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Townhouse', 'Single Family'] });
    const me = rng.pick(STAFF);
    const fees = feeLines(rng, f);
    const who = f.entity ? `${f.entity.name} (${entityKind(f)}), acting through ${fullName(f.borrower)}, its ${f.entity.signatoryTitle}` : fullName(f.borrower);
    const html = documentHtml({
      title: 'Summary of Proposed Terms',
      font: 'serif',
      page: { footerLeft: `${f.lender.name} · not a commitment to lend`, pageNumbers: true },
      pages: [`${lenderHead(f, rng)}
<p>${dt(f.documentDate, 'long')}</p>
<p>${esc(fullName(f.borrower))}<br>via e-mail: ${esc(f.borrower.email)}</p>
<p><b>Re: Summary of Proposed Terms — ${esc(addrFull(f.property.address))}</b> (our file ${f.loan.loanNumber})</p>
<p>Dear ${esc(f.borrower.first)},</p>
<p>Thanks for the time on the phone this week. Below is how we would look at the ${esc(propTypeText(rng, f).toLowerCase())} at the address above. The borrower would be ${esc(who)}.</p>
<p>We would lend <b>${usd(f.loan.amount)}</b> as a ${esc(loanTypeText(rng, f.loan.type).toLowerCase())} loan${f.loan.purpose ? ` (purpose: ${esc(purposeText(rng, f.loan.purpose).toLowerCase())})` : ''}, for ${termText(rng, f.loan.termMonths)}, interest-only at <b>${pct(f.loan.rate)}</b> fixed. ${f.property.purchasePrice ? `Against the contract price of ${usd(f.property.purchasePrice)} and ` : 'Against '}the value we are using of ${usd(f.property.value)}, that is a ${(f.loan.amount / f.property.value * 100).toFixed(1)}% LTV.</p>
<p>Prepayment: ${f.loan.prepayment.penalty ? `there is a prepayment premium — ${esc(prepayText(f))}.` : 'none; pay it off whenever you like.'}${f.loan.exit ? ` Our understanding of the exit is: ${esc(exitText(rng, f.loan.exit).toLowerCase())}.` : ''}</p>
<p>We are targeting a closing on or before ${dt(f.loan.closingDate, 'long')}, subject to appraisal, a satisfactory HOA/condo questionnaire where applicable, title and our usual conditions.</p>
<p>Lender fees at closing:</p>
<ul>${fees.map(([l, v]) => `<li>${esc(l)}: ${esc(v)}</li>`).join('')}</ul>
<p>Title and escrow would be with ${esc(f.title.name)}. If this works, sign below and send it back with the $${rng.pick(['750', '950', '1,200'])} appraisal deposit.</p>
<p>Best,<br>${esc(me)}<br>Originations, ${esc(f.lender.name)}</p>
<p style="margin-top:18px">Accepted: <span class="sig">${signer(f)}</span></p>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...whoFields(f), 'borrower_email', 'property_value', 'loan_purpose', 'estimated_closing_date', 'exit_strategy', 'loan_number', ...LOAN_FIELDS]),
    };
  },
};

const boxedGrid: Family = {
  id: 'ae-term-sheet-boxed-grid',
  description: 'Two-column boxed term sheet with shaded section bands (BORROWER / COLLATERAL / LOAN / COSTS), resort condo or STR.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const color = accent(rng);
    const band = (t: string) => `<tr><td colspan="2" style="background:${color};color:#fff;font-weight:bold;letter-spacing:1px">${t}</td></tr>`;
    const row = (k: string, v: string) => `<tr><td style="width:36%;background:#f3f3f3">${k}</td><td>${v}</td></tr>`;
    const fees = feeLines(rng, f, 'desk');
    const showPhone = rng.chance(0.6);
    const rows = [
      band('BORROWER'),
      f.entity ? row('Borrowing entity', `${esc(f.entity.name)}${f.entity.ein ? ` (EIN ${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)})` : ''}`) : '',
      f.entity ? row('Signer / guarantor', `${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}`) : row('Borrower(s)', esc(fullName(f.borrower, true))),
      showPhone ? row('Contact', `${anyPhone(rng, f.borrower.phone)} · ${esc(f.borrower.email)}`) : '',
      band('COLLATERAL'),
      row('Address', esc(addrLine(f.property.address))),
      row('Type', esc(propTypeText(rng, f))),
      row('Use', rng.pick(['Second home / short-term rental', 'Nightly rental (STR permit on file)', 'Owner second home, rented when not in use'])),
      row('As-is value', usd(f.property.value)),
      f.property.purchasePrice ? row('Purchase price', usd(f.property.purchasePrice)) : '',
      band('LOAN'),
      row('Loan no.', f.loan.loanNumber),
      row('Program', esc(loanTypeText(rng, f.loan.type))),
      row('Amount', usd(f.loan.amount, true)),
      row('Rate', `${pct(f.loan.rate)} fixed, interest only`),
      row('Term', termText(rng, f.loan.termMonths)),
      row('Prepay', esc(prepayText(f))),
      f.loan.exit ? row('Exit', esc(exitText(rng, f.loan.exit))) : '',
      row('Target close', anyDate(rng, f.loan.closingDate)),
      band('COSTS'),
      ...fees.map(([l, v]) => row(esc(l), esc(v))),
      row('Appraisal', `${usd(rng.pick([650, 750, 850, 1100]))} (paid to ${esc(f.appraiser.name)})`),
    ].join('');
    const html = documentHtml({
      title: 'Term Sheet', font: 'sans', fontSize: '9.5pt',
      page: { footerLeft: `Indicative only · ${dt(f.documentDate, 'us')}` },
      pages: [`${lenderHead(f, rng)}<h2 style="margin:0 0 8px 0">TERM SHEET</h2><table class="grid">${rows}</table>
<p class="small" style="margin-top:10px">This term sheet is for discussion and is not a commitment. Final terms subject to underwriting, appraisal and review of HOA documents.</p>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...whoFields(f), 'ein', ...(showPhone ? ['borrower_phone', 'borrower_email'] as TruthField[] : []), 'property_value', 'loan_number', 'exit_strategy', 'estimated_closing_date', ...LOAN_FIELDS]),
    };
  },
};

const labelAboveScan: Family = {
  id: 'ae-term-sheet-label-above-scan',
  description: 'Form-style term sheet with small caps labels above each value in boxes, printed, signed and scanned back.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Single Family', 'Townhouse', '2-4 Unit'] });
    const box = (label: string, value: string, w = '48%') => `<div style="display:inline-block;width:${w};vertical-align:top;border:1px solid #333;margin:0 1% 6px 0;padding:3px 6px;min-height:40px"><div style="font-size:6.5pt;letter-spacing:1px;color:#444">${label}</div><div style="font-size:10.5pt">${value}</div></div>`;
    const fees = feeLines(rng, f);
    const html = documentHtml({
      title: 'Loan Terms', font: 'sans', fontSize: '10pt',
      pages: [`<div style="display:flex;justify-content:space-between;align-items:end;border-bottom:3px double #000;margin-bottom:10px"><div style="font:bold 17pt 'DejaVu Sans'">${esc(f.lender.name.toUpperCase())}</div><div>LOAN TERMS · ${dt(f.documentDate, 'us')}</div></div>
${box('BORROWER', esc(borrowerLabel(f)))}${box(f.entity ? 'SIGNING FOR BORROWER' : 'CO-BORROWER', f.entity ? `${esc(fullName(f.borrower))} — ${esc(f.entity.signatoryTitle)}` : f.coBorrower ? esc(fullName(f.coBorrower)) : 'N/A')}
${box('SUBJECT PROPERTY', esc(addrLine(f.property.address)), '97%')}
${box('PROPERTY TYPE', esc(propTypeText(rng, f)), '31.3%')}${box('VALUE (AS IS)', usd(f.property.value), '31.3%')}${box('LOAN NUMBER', f.loan.loanNumber, '31.3%')}
${box('LOAN AMOUNT', usd(f.loan.amount), '31.3%')}${box('NOTE RATE', pct(f.loan.rate), '31.3%')}${box('TERM', `${f.loan.termMonths} mos.`, '31.3%')}
${box('TRANSACTION', esc(loanTypeText(rng, f.loan.type)), '31.3%')}${box('PURPOSE', f.loan.purpose ? esc(purposeText(rng, f.loan.purpose)) : '—', '31.3%')}${box('EST. CLOSING', dt(f.loan.closingDate, 'us'), '31.3%')}
${box('PREPAYMENT PENALTY', f.loan.prepayment.penalty ? `YES — ${esc(prepayText(f))}` : 'NO', '97%')}
${f.loan.exit ? box('EXIT', esc(exitText(rng, f.loan.exit)), '97%') : ''}
<div style="margin-top:8px;font-weight:bold">CLOSING COSTS DUE LENDER</div>
<table class="grid" style="width:70%">${fees.map(([l, v]) => `<tr><td>${esc(l)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:10px">Borrower acknowledges these terms are subject to appraisal, title, insurance (incl. HO-6 / master policy) and final approval.</p>
<div style="margin-top:24px"><span class="scrawl">${esc(fullName(f.borrower))}</span><br><span class="sig">${signer(f)}</span></div>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...whoFields(f), 'property_value', 'loan_number', 'loan_purpose', 'estimated_closing_date', 'exit_strategy', ...LOAN_FIELDS]),
    };
  },
};

const strLoi: Family = {
  id: 'ae-loi-str-bridge',
  description: 'Non-binding letter of intent for a bridge on a nightly-rental home, quoting the manager\'s seasonal revenue as background.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Single Family', 'Townhouse', 'Condo'], loanTypes: ['Bridge Loan', 'Cash Out Refi', 'Fix & Flip'] });
    const mgr = rng.pick(MGMT_COS);
    const winter = Math.round(f.property.value * (0.05 + rng.next() * 0.03) / 100) * 100;
    const summer = Math.round(winter * (0.35 + rng.next() * 0.2) / 100) * 100;
    const fees = feeLines(rng, f);
    const html = documentHtml({
      title: 'Letter of Intent', font: 'serif', fontSize: '9.5pt',
      page: { pageNumbers: true },
      pages: [`${lenderHead(f, rng)}
<p class="right">${dt(f.documentDate, 'abbr')}</p>
<p><b>LETTER OF INTENT (NON-BINDING)</b></p>
<p>To: ${esc(borrowerLabel(f))}${f.entity ? `, attn. ${esc(fullName(f.borrower))}` : ''}<br>Cc: ${esc(fullName(f.broker.contact))}, ${esc(f.broker.name)}</p>
<p>Property: ${esc(addrFull(f.property.address))} — ${esc(propTypeText(rng, f).toLowerCase())} managed as a nightly rental by ${esc(mgr)}.</p>
<p>Background. The manager's trailing numbers show roughly ${usd(winter)} gross for December–March and ${usd(summer)} for June–September, with shoulder months light. We are not underwriting to those numbers for this bridge; they are noted only to support the exit.</p>
<table class="grid" style="margin:8px 0">
<tr><th style="width:35%">Item</th><th>Proposed</th></tr>
<tr><td>Loan type</td><td>${esc(loanTypeText(rng, f.loan.type))}</td></tr>
<tr><td>Loan amount</td><td>${usd(f.loan.amount)}</td></tr>
<tr><td>Lender's value</td><td>${usd(f.property.value)} (as-is, subject to appraisal)</td></tr>
${f.property.arv ? `<tr><td>After-repair value (info only)</td><td>${usd(f.property.arv)}</td></tr>` : ''}
<tr><td>Interest rate</td><td>${pct(f.loan.rate)} per annum, paid monthly</td></tr>
<tr><td>Term</td><td>${termText(rng, f.loan.termMonths)}</td></tr>
<tr><td>Prepayment</td><td>${esc(f.loan.prepayment.penalty ? prepayText(f) : 'No prepayment penalty')}</td></tr>
${f.loan.exit ? `<tr><td>Exit</td><td>${esc(exitText(rng, f.loan.exit))}</td></tr>` : ''}
${fees.map(([l, v]) => `<tr><td>${esc(l)}</td><td>${esc(v)}</td></tr>`).join('')}
<tr><td>Anticipated closing</td><td>${anyDate(rng, f.loan.closingDate)}</td></tr>
</table>
<p>This letter expires in ten business days. It is an expression of interest only and does not bind either party.</p>
<p>${esc(f.lender.name)}<br><span class="sig">${esc(rng.pick(STAFF))}, Originations</span></p>
<p>Acknowledged: <span class="sig">${signer(f)}</span></p>`],
    });
    return {
      kind: 'html', documentType: 'Letter of Intent', html,
      truth: truth(f, [...whoFields(f), 'property_value', 'exit_strategy', 'estimated_closing_date', ...LOAN_FIELDS]),
    };
  },
};

const condoHotel: Family = {
  id: 'ae-term-sheet-condo-hotel',
  description: 'Term sheet for a condo-hotel unit in a rental pool; the hotel operator, HOA dues and rental split are distractors.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: 'Condo', loanTypes: ['Purchase', 'Refinance', 'Cash Out Refi', 'Bridge Loan'] });
    const operator = rng.pick(['Grand Summit Hotel', 'The Lodge at Vail Square', 'One Ski Hill Place', 'Teton Mountain Lodge', 'Sundial Lodge', 'Sun Valley Inn Residences']);
    const split = rng.pick(['50/50', '55/45', '60/40']);
    const dues = rng.int(650, 2400);
    const fees = feeLines(rng, f, 'desk');
    const html = documentHtml({
      title: 'Condo-Hotel Term Sheet', font: 'condensed', fontSize: '9.5pt',
      page: { footerLeft: `${esc(f.lender.name)} · Condo-hotel program`, pageNumbers: 'short' },
      pages: [`${lenderHead(f, rng)}
<h2>Proposed Terms — Condo-Hotel Unit</h2>
<p class="muted">Prepared ${dt(f.documentDate, 'long')} for ${esc(borrowerLabel(f))}. Loan # ${f.loan.loanNumber}</p>
<h3 style="margin-top:8px">The unit</h3>
${kvTable([
  ['Unit', esc(addrLine(f.property.address))],
  ['Project / operator', `${esc(operator)} (mandatory rental program — owner split ${split})`],
  ['Type', 'Condominium (condo-hotel / rental pool)'],
  ['Monthly dues', `${usd(dues)} incl. hotel services`],
  ['Value we are lending against', usd(f.property.value)],
  ...(f.property.purchasePrice ? [['Contract price', usd(f.property.purchasePrice)] as [string, string]] : []),
])}
<h3 style="margin-top:8px">The borrower</h3>
${kvTable([
  ...(f.entity ? [['Vesting', `${esc(f.entity.name)}, ${esc(entityKind(f))}`] as [string, string], ['Authorized signer', `${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}`] as [string, string]] : [['Vesting', esc(fullName(f.borrower, true))] as [string, string]]),
  ['Credit (mid score)', String(f.borrower.creditScore)],
])}
<h3 style="margin-top:8px">The loan</h3>
${kvTable([
  ['Transaction', `${esc(loanTypeText(rng, f.loan.type))}${f.loan.purpose ? ` / ${esc(purposeText(rng, f.loan.purpose))}` : ''}`],
  ['Loan amount', usd(f.loan.amount)],
  ['Rate / term', `${pct(f.loan.rate)} · ${f.loan.termMonths} months`],
  ['Prepay', esc(prepayText(f))],
  ...(f.loan.exit ? [['Exit', esc(exitText(rng, f.loan.exit))] as [string, string]] : []),
  ['Closing (target)', dt(f.loan.closingDate, 'abbr')],
  ...fees.map(([l, v]) => [esc(l), esc(v)] as [string, string]),
])}
<p class="small" style="margin-top:10px">Condo-hotel units are not warrantable for agency lending; this loan is a private, non-owner-occupied business-purpose loan. Operator's rental agreement and the last 24 months of owner statements required.</p>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...whoFields(f), 'credit_score', 'property_value', 'loan_number', 'loan_purpose', 'exit_strategy', 'estimated_closing_date', ...LOAN_FIELDS]),
    };
  },
};

const mixedUse: Family = {
  id: 'ae-term-sheet-mixed-use-main-street',
  description: 'Commercial term sheet for a small Main Street mixed-use building (shops below, long-term employee housing above).',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: 'Mixed Use', loanTypes: ['Commercial', 'Bridge Loan', 'Cash Out Refi', 'Refinance'] });
    const tenants = rng.shuffle(['ski & board shop', 'coffee bar', 'real estate office', 'gallery', 'outfitter', 'bakery']).slice(0, 2);
    const noi = Math.round(f.property.value * (0.055 + rng.next() * 0.02) / 100) * 100;
    const fees = feeLines(rng, f);
    const html = documentHtml({
      title: 'Commercial Term Sheet', font: 'serif', fontSize: '10pt',
      page: { pageNumbers: true, footerLeft: f.loan.loanNumber },
      pages: [`${lenderHead(f, rng)}
<h2 class="center">INDICATIVE TERM SHEET — ${esc(loanTypeText(rng, f.loan.type).toUpperCase())}</h2>
<p class="center muted">${dt(f.documentDate, 'long')}</p>
<ol>
<li><b>Borrower.</b> ${f.entity ? `${esc(f.entity.name)}, ${esc(entityKind(f))}. Signing: ${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}. Full recourse guaranty from ${esc(fullName(f.borrower))}.` : `${esc(fullName(f.borrower))}, individually.`}</li>
<li><b>Property.</b> ${esc(addrFull(f.property.address))}, a ${f.property.units ?? 4}-space mixed-use building: ${esc(tenants.join(' and '))} at street level, employee-housing apartments above (no nightly rentals in the residential units).</li>
<li><b>Value.</b> ${usd(f.property.value)} as-is per broker opinion; appraisal to be ordered. In-place NOI approximately ${usd(noi)}.</li>
<li><b>Loan amount.</b> ${usd(f.loan.amount)}${f.loan.purpose ? `; purpose: ${esc(purposeText(rng, f.loan.purpose).toLowerCase())}` : ''}.</li>
<li><b>Interest.</b> ${pct(f.loan.rate)} fixed, interest only, payable monthly in arrears.</li>
<li><b>Term.</b> ${termText(rng, f.loan.termMonths)}.</li>
<li><b>Prepayment.</b> ${f.loan.prepayment.penalty ? esc(prepayText(f)) : 'May be prepaid in whole or part without premium.'}</li>
${f.loan.exit ? `<li><b>Exit.</b> ${esc(exitText(rng, f.loan.exit))}.</li>` : ''}
<li><b>Fees.</b> ${fees.map(([l, v]) => `${esc(l)} ${esc(v)}`).join('; ') || 'Standard third-party costs only'}.</li>
<li><b>Closing.</b> Targeted for ${dt(f.loan.closingDate, 'long')} through ${esc(f.title.name)}.</li>
</ol>
<p class="small">Non-binding. Subject to estoppels from the commercial tenants, zoning letter and environmental screen.</p>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...whoFields(f), 'property_value', 'loan_number', 'loan_purpose', 'exit_strategy', 'estimated_closing_date', ...LOAN_FIELDS]),
    };
  },
};

const faxScan: Family = {
  id: 'ae-term-sheet-fax-scan',
  description: 'Old-school monospaced term sheet faxed to the title company and scanned, with a fax banner and colon-aligned labels.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const pad = (k: string) => esc(k.padEnd(22, '.'));
    const line = (k: string, v: string) => `${pad(k)} ${esc(v)}`;
    const lines = [
      line('BORROWER', borrowerLabel(f).toUpperCase()),
      ...(f.entity ? [line('SIGNER', `${fullName(f.borrower).toUpperCase()}, ${f.entity.signatoryTitle.toUpperCase()}`)] : []),
      line('PROPERTY', addrLine(f.property.address).toUpperCase()),
      line('PROP TYPE', propTypeText(rng, f).toUpperCase()),
      line('LOAN NO', f.loan.loanNumber),
      line('LOAN AMT', usd(f.loan.amount, true)),
      line('VALUE', usd(f.property.value)),
      line('RATE', pct(f.loan.rate)),
      line('TERM', `${f.loan.termMonths} MONTHS`),
      line('TYPE', loanTypeText(rng, f.loan.type).toUpperCase()),
      line('PREPAY', prepayText(f).toUpperCase()),
      ...feeLines(rng, f).map(([l, v]) => line(l.toUpperCase(), v.toUpperCase())),
      line('CLOSE BY', dt(f.loan.closingDate, 'us')),
    ];
    const html = documentHtml({
      title: 'Fax', font: 'mono', fontSize: '10pt',
      pages: [`<div style="font-size:8pt;border-bottom:1px solid #000;margin-bottom:14px">${dt(f.documentDate, 'us')} ${rng.int(8, 16)}:${String(rng.int(10, 59))} FROM: ${esc(f.lender.name.toUpperCase())} TO: ${esc(f.title.name.toUpperCase())} P.1/1</div>
<div style="font-size:13pt;font-weight:bold">TERMS FOR CLOSING — PLEASE PREPARE ESCROW</div>
<p>ATTN: ${esc(fullName(f.title.contact).toUpperCase())}</p>
<pre style="font-family:inherit;font-size:10pt;line-height:1.55">${lines.join('\n')}</pre>
<p>CALL ${esc(rng.pick(STAFF).toUpperCase())} WITH QUESTIONS. PAYOFF/DEMAND TO FOLLOW.</p>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...whoFields(f), 'property_value', 'loan_number', 'estimated_closing_date', ...LOAN_FIELDS]),
    };
  },
};

const loiPhoto: Family = {
  id: 'ae-loi-signed-photo',
  description: 'One-page LOI the borrower signed at the kitchen table and photographed with a phone.',
  formats: ['image'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Townhouse', 'Single Family'] });
    const fees = feeLines(rng, f).slice(0, 3);
    const html = documentHtml({
      title: 'LOI', font: 'serif', fontSize: '10.5pt',
      pages: [`<div class="center" style="font:bold 15pt 'DejaVu Serif'">${esc(f.lender.name)}</div>
<div class="center small">Private lending for mountain properties</div>
<h3 class="center" style="margin:14px 0">Letter of Intent</h3>
<p>Date: ${dt(f.documentDate, 'short')}</p>
<p>Borrower: <b>${esc(borrowerLabel(f))}</b>${f.entity ? ` — by ${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : ''}</p>
<p>Property: ${esc(addrLine(f.property.address, true))}</p>
<p>Loan amount: ${usd(f.loan.amount)} &nbsp; Rate: ${pct(f.loan.rate)} &nbsp; Term: ${f.loan.termMonths} months</p>
<p>Loan type: ${esc(loanTypeText(rng, f.loan.type))}</p>
<p>${fees.map(([l, v]) => `${esc(l)}: ${esc(v)}`).join(' &nbsp;·&nbsp; ')}</p>
<p>Prepayment penalty: ${f.loan.prepayment.penalty ? esc(prepayText(f)) : 'None'}</p>
<p>Closing on or about ${dt(f.loan.closingDate, 'long')}.</p>
<p class="small">This LOI is not a commitment. Subject to appraisal, title, HOA approval and underwriting.</p>
<div style="margin-top:30px"><span class="scrawl">${esc(fullName(f.borrower))}</span><br><span class="sig">${signer(f)}</span></div>
<div style="margin-top:14px"><span class="scrawl" style="font-size:12pt">${esc(dt(f.documentDate, 'short'))}</span></div>`],
    });
    const feeFields = fees.map(([, , field]) => field);
    return {
      kind: 'html', documentType: 'Letter of Intent', html,
      truth: truth(f, [...whoFields(f), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', ...feeFields]),
    };
  },
};

const counter: Family = {
  id: 'ae-term-sheet-requested-vs-approved',
  description: 'Lender counter-offer: a table of what the broker asked for beside what credit approved; only the approved column is the deal.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const askAmt = Math.round(f.loan.amount * (1.08 + rng.next() * 0.1) / 5000) * 5000;
    const askRate = Math.max(7, f.loan.rate - rng.pick([0.5, 0.75, 1]));
    const askTerm = f.loan.termMonths === 12 ? 24 : f.loan.termMonths + 6;
    const fees = feeLines(rng, f);
    const r = (k: string, a: string, b: string) => `<tr><td>${k}</td><td class="muted">${a}</td><td><b>${b}</b></td></tr>`;
    const html = documentHtml({
      title: 'Counter Terms', font: 'sans', fontSize: '9.5pt',
      page: { footerLeft: `Loan ${f.loan.loanNumber}` },
      pages: [`${lenderHead(f, rng)}
<p>${dt(f.documentDate, 'long')}</p>
<p>${esc(fullName(f.broker.contact))} — ${esc(f.broker.name)}</p>
<p>Re: ${esc(borrowerLabel(f))} · ${esc(addrLine(f.property.address))}</p>
<p>${esc(f.broker.contact.first)}, credit met on this one this morning. We can do it, but not quite as submitted. Approved terms are in the right-hand column; the left is your request for reference only.</p>
<table class="grid"><tr><th style="width:30%"></th><th>Requested (broker)</th><th>APPROVED</th></tr>
${r('Loan amount', usd(askAmt), usd(f.loan.amount))}
${r('Rate', pct(askRate), pct(f.loan.rate))}
${r('Term', `${askTerm} months`, `${f.loan.termMonths} months`)}
${r('Program', esc(loanTypeText(rng, f.loan.type)), esc(loanTypeText(rng, f.loan.type)))}
${r('Value used', '—', usd(f.property.value))}
${r('Prepayment', 'none', esc(prepayText(f)))}
${fees.map(([l, v]) => r(esc(l), '—', esc(v))).join('')}
</table>
<p style="margin-top:8px">Property is the ${esc(propTypeText(rng, f).toLowerCase())} noted above${f.entity ? `; borrower is ${esc(f.entity.name)} with ${esc(fullName(f.borrower))} (${esc(f.entity.signatoryTitle)}) signing` : `; borrower ${esc(fullName(f.borrower))}`}. If your client accepts, we can still hit ${dt(f.loan.closingDate, 'abbr')}.</p>
<p>— ${esc(rng.pick(STAFF))}</p>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...whoFields(f), 'property_value', 'loan_number', 'estimated_closing_date', ...LOAN_FIELDS]),
    };
  },
};

export const termSheetFamilies: Family[] = [summaryLetter, boxedGrid, labelAboveScan, strLoi, condoHotel, mixedUse, faxScan, loiPhoto, counter];
