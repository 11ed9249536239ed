// Lender-authored families: term sheets, LOIs, commitment and approval letters, quotes, rate locks, pricing exports.
import { accent, documentHtml, letterhead } from '../../../style';
import type { DealFacts, Family, Rng, Sheet } from '../../../types';
import {
  Rec, addr, anyAddr, anyDate, anyName, d, esc, exitWords, isoDate, kShort, loanWords, money, name,
  otherAmount, phone, propWords, pts, purposeWords, rate, termWords, usd,
} from './kit';

function borrowerLine(f: DealFacts, r: Rec, rng: Rng): string {
  if (f.entity) {
    return `${r.s(esc(f.entity.name), 'entity_name')}, ${esc(f.entity.stateOfFormation)} ${f.entity.type === 'Trust' ? 'trust' : f.entity.type === 'LLC' ? 'limited liability company' : f.entity.type === 'Corporation' ? 'corporation' : 'limited partnership'}`;
  }
  return r.s(esc(anyName(rng, f.borrower)), 'borrower_first_name', 'borrower_last_name');
}

function guarantorLine(f: DealFacts, r: Rec, rng: Rng): string {
  return r.s(esc(anyName(rng, f.borrower)), 'borrower_first_name', 'borrower_last_name');
}

function feeRows(f: DealFacts, r: Rec, rng: Rng): [string, string][] {
  const L = f.loan;
  const rows: [string, string][] = [];
  if (L.originationPoints !== undefined) rows.push(['Origination Fee', r.s(`${pts(L.originationPoints)}% of the Loan Amount`, 'origination_points')]);
  if (L.discountPoints !== undefined) rows.push(['Discount Points', r.s(`${pts(L.discountPoints)} points`, 'discount_points')]);
  if (L.brokerPoints !== undefined) rows.push([rng.pick(['Broker Fee', 'Broker Compensation']), r.s(`${pts(L.brokerPoints)}% payable to ${esc(f.broker.name)}`, 'broker_points')]);
  if (L.docFee !== undefined) rows.push(['Document Preparation Fee', r.s(usd(L.docFee), 'loan_doc_fee')]);
  if (L.adminFee !== undefined) rows.push(['Administration Fee', r.s(usd(L.adminFee), 'admin_fee')]);
  if (L.processingFee !== undefined) rows.push(['Processing Fee', r.s(usd(L.processingFee), 'processing_fee')]);
  rows.push(['Appraisal', `Ordered by Lender through ${esc(f.appraiser.name)}; paid by Borrower`]);
  return rows;
}

function prepay(f: DealFacts, r: Rec): string {
  r.add('prepayment_penalty', 'prepayment_terms');
  return f.loan.prepayment.penalty ? `Yes — ${esc(f.loan.prepayment.terms ?? '')}` : 'None. Loan may be prepaid in whole or in part without premium.';
}

const termSheetBoxed: Family = {
  id: 'setm-lender-term-sheet-boxed',
  description: 'Lender indicative term sheet: shaded section bands, two-column boxed grid, fees block, broker and title as distractors.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const c = accent(rng);
    const band = (t: string) => `<tr><td colspan="2" class="band">${t}</td></tr>`;
    const row = (k: string, v: string) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`;
    const rows = [
      band('PARTIES'),
      row('Borrower', borrowerLine(f, r, rng)),
      ...(f.entity ? [row('Guarantor(s)', `${guarantorLine(f, r, rng)} (full recourse)`)] : []),
      row('Lender', esc(f.lender.name)),
      row('Originating Broker', `${esc(f.broker.name)} — ${esc(name(f.broker.contact))}`),
      band('COLLATERAL'),
      row('Property', r.s(esc(anyAddr(rng, f.property.address)), 'property_address')),
      row('Property Type', r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type')),
      row('As-Is Value', r.s(usd(f.property.value), 'property_value')),
      ...(f.property.purchasePrice ? [row('Contract Price', usd(f.property.purchasePrice))] : []),
      ...(f.property.arv ? [row('After-Repair Value (ARV)', usd(f.property.arv))] : []),
      band('LOAN TERMS'),
      row('Loan Amount', r.s(usd(L.amount), 'loan_amount')),
      row('Loan Program', r.s(esc(loanWords(rng, L.type)), 'loan_type')),
      ...(L.purpose ? [row('Purpose', r.s(esc(purposeWords(rng, L.purpose)), 'loan_purpose'))] : []),
      row('Interest Rate', `${r.s(rate(rng, L.rate), 'interest_rate')} fixed, interest only, 30/360`),
      row('Term', r.s(esc(termWords(rng, L.termMonths)), 'loan_term')),
      row('Prepayment', prepay(f, r)),
      ...(L.exit ? [row('Exit Strategy', r.s(esc(exitWords(rng, L.exit)), 'exit_strategy'))] : []),
      row('Target Closing', r.s(anyDate(rng, L.closingDate), 'estimated_closing_date')),
      band('FEES'),
      ...feeRows(f, r, rng).map(([k, v]) => row(k, v)),
      row('Title / Escrow', `${esc(f.title.name)} (Borrower's cost)`),
    ];
    const html = documentHtml({
      title: 'Term Sheet',
      font: rng.pick(['sans', 'serif']),
      fontSize: '9pt',
      css: `.ts td{border:1px solid #777;padding:3px 6px}.ts{width:100%;border-collapse:collapse}.k{width:30%;font-weight:bold;background:#f4f4f4}.band{background:${c};color:#fff;font-weight:bold;letter-spacing:1px}`,
      page: { footerLeft: `Ref ${esc(L.loanNumber)} · Non-binding indication`, pageNumbers: true },
      pages: [`${letterhead({ name: f.lender.name, lines: [esc(addr(f.lender.address)), `${phone(f.lender.contact.phone)} · ${esc(f.lender.contact.email)}`], color: c })}
<h2 style="text-align:center;margin-bottom:4px">SUMMARY OF INDICATIVE TERMS</h2>
<p class="center small">Dated ${d(f.documentDate, 'long')} · Loan No. ${r.s(esc(L.loanNumber), 'loan_number')}</p>
<table class="ts">${rows.join('')}</table>
<p class="small" style="margin-top:8px">This summary is for discussion only and is not a commitment to lend. Terms are subject to satisfactory appraisal, title, and underwriting review.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: r.out() };
  },
};

const loiProse: Family = {
  id: 'setm-lender-loi-prose-letter',
  description: 'Lender letter of intent written as prose paragraphs; every fact inside a sentence; acceptance block for the borrower.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const who = f.entity
      ? `${r.s(esc(f.entity.name), 'entity_name')} (the “Borrower”), with ${r.s(esc(name(f.borrower, 'fml')), 'borrower_first_name', 'borrower_last_name')} as guarantor`
      : `${r.s(esc(name(f.borrower, 'fml')), 'borrower_first_name', 'borrower_last_name')} (the “Borrower”)`;
    const dear = f.entity ? name(f.borrower) : `${rng.pick(['Mr.', 'Ms.', ''])} ${f.borrower.last}`.trim();
    const fees: string[] = [];
    if (L.originationPoints !== undefined) fees.push(r.s(`an origination fee of ${L.originationPoints} percent (${L.originationPoints}%) of the loan amount`, 'origination_points'));
    if (L.brokerPoints !== undefined) fees.push(r.s(`a broker fee of ${L.brokerPoints}% to ${esc(f.broker.name)}`, 'broker_points'));
    if (L.docFee !== undefined) fees.push(r.s(`a document fee of ${usd(L.docFee)}`, 'loan_doc_fee'));
    if (L.processingFee !== undefined) fees.push(r.s(`processing of ${usd(L.processingFee)}`, 'processing_fee'));
    if (L.adminFee !== undefined) fees.push(r.s(`an administrative fee of ${usd(L.adminFee)}`, 'admin_fee'));
    const paras = [
      `Dear ${esc(dear)}:`,
      `Thank you for the opportunity to review your request. ${esc(f.lender.name)} (“Lender”) is pleased to issue this Letter of Intent to ${who} for a ${r.s(esc(loanWords(rng, L.type).toLowerCase()), 'loan_type')} loan secured by a first lien on the real property commonly known as ${r.s(esc(anyAddr(rng, f.property.address)), 'property_address')}${f.property.purchasePrice ? `, which the Borrower is acquiring for ${usd(f.property.purchasePrice)}` : ''}.`,
      `Lender proposes to advance ${r.s(esc(money(rng, L.amount)), 'loan_amount')} for a term of ${r.s(esc(termWords(rng, L.termMonths)), 'loan_term')} at a fixed note rate of ${r.s(rate(rng, L.rate), 'interest_rate')} per annum, payable monthly in arrears on an interest-only basis, with all principal due at maturity.`,
      `The loan is sized against an estimated as-is value of ${r.s(usd(f.property.value), 'property_value')}${f.property.arv ? ` (the after-repair value of ${usd(f.property.arv)} is not relied upon for sizing)` : ''}. ${f.loan.prepayment.penalty ? `A prepayment premium applies: ${r.s(esc(f.loan.prepayment.terms ?? ''), 'prepayment_penalty', 'prepayment_terms')}.` : r.s('There is no prepayment penalty.', 'prepayment_penalty')}`,
      fees.length ? `At closing the Borrower will pay ${fees.join(', ')}, together with customary third-party costs (appraisal by ${esc(f.appraiser.name)}, title and escrow by ${esc(f.title.name)}).` : `The Borrower will pay customary third-party costs including title and escrow by ${esc(f.title.name)}.`,
      `${L.exit ? `We understand the intended exit is: ${r.s(esc(exitWords(rng, L.exit).toLowerCase()), 'exit_strategy')}. ` : ''}We anticipate closing on or about ${r.s(anyDate(rng, L.closingDate), 'estimated_closing_date')}. This letter expires if not accepted within ten (10) business days.`,
      `Sincerely,<br><br><span class="scrawl">${esc(name(f.lender.contact))}</span><br>${esc(name(f.lender.contact))}<br>Senior Loan Officer, ${esc(f.lender.name)}<br>${phone(f.lender.contact.phone, 1)}`,
    ];
    const acc = `<div style="margin-top:18px;border-top:1px dashed #999;padding-top:8px"><b>ACCEPTED AND AGREED</b><br>${f.entity ? `${esc(f.entity.name)}<br>By: <span class="sig">&nbsp;</span><br>Name: ${r.s(esc(name(f.borrower)), 'authorized_signatory_name')}, Its: ${r.s(esc(f.entity.signatoryTitle), 'authorized_signatory_title')}` : `<span class="sig">${esc(name(f.borrower))}</span>`}<br>Date: ____________</div>`;
    const html = documentHtml({
      title: 'Letter of Intent',
      font: 'serif',
      fontSize: '10pt',
      pages: [`${letterhead({ name: f.lender.name, lines: [esc(addr(f.lender.address))], color: accent(rng), align: 'center' })}
<p>${d(f.documentDate, 'long')}</p><p><b>Re: Letter of Intent — ${esc(addr(f.property.address))}</b></p>
${paras.map((p) => `<p style="text-align:justify">${p}</p>`).join('')}${acc}`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: r.out() };
  },
};

const commitmentNumbered: Family = {
  id: 'setm-lender-commitment-numbered',
  description: 'Lender commitment letter with numbered clauses over two pages, conditions precedent and a signature page.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const clauses: [string, string][] = [
      ['Borrower', f.entity ? `${r.s(esc(f.entity.name), 'entity_name')}${f.entity.ein ? `, EIN ${r.s(f.entity.ein.slice(0, 2) + '-' + f.entity.ein.slice(2), 'ein')}` : ''}` : `${r.s(esc(name(f.borrower, 'fml')), 'borrower_first_name', 'borrower_last_name')}, an individual`],
      ['Guaranty', f.entity ? `Full personal guaranty of ${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')}.` : 'Not applicable.'],
      ['Loan Amount', `${r.s(usd(L.amount, true), 'loan_amount')}, fully funded at closing${f.loan.type === 'Construction' || f.loan.type === 'Fix & Flip' ? ' less any rehabilitation holdback disbursed in draws' : ''}.`],
      ['Type of Loan', r.s(esc(loanWords(rng, L.type)), 'loan_type')],
      ['Interest Rate', `${r.s(rate(rng, L.rate), 'interest_rate')} per annum, fixed. Default rate: 24%.`],
      ['Maturity', `${r.s(esc(termWords(rng, L.termMonths)), 'loan_term')} from the date of the first disbursement.`],
      ['Security', `First mortgage/deed of trust on ${r.s(esc(addr(f.property.address, rng.pick(['one', 'long'] as const))), 'property_address')} (${r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type')}).`],
      ['Valuation', `Appraised value not less than ${r.s(usd(f.property.value), 'property_value')} as-is, by an appraiser on Lender's approved panel.`],
      ['Prepayment', prepay(f, r)],
      ['Lender Fees', [
        L.originationPoints !== undefined ? r.s(`Origination: ${L.originationPoints}% (${usd(Math.round(L.amount * L.originationPoints) / 100, true)})`, 'origination_points') : '',
        L.discountPoints !== undefined ? r.s(`Discount: ${L.discountPoints}%`, 'discount_points') : '',
        L.docFee !== undefined ? r.s(`Doc prep: ${usd(L.docFee)}`, 'loan_doc_fee') : '',
        L.processingFee !== undefined ? r.s(`Processing: ${usd(L.processingFee)}`, 'processing_fee') : '',
        L.adminFee !== undefined ? r.s(`Admin: ${usd(L.adminFee)}`, 'admin_fee') : '',
      ].filter(Boolean).join('; ') || 'None'],
      ['Closing', `On or before ${r.s(d(L.closingDate, rng.pick(['long', 'us'] as const)), 'estimated_closing_date')}, through ${esc(f.title.name)}, ${esc(addr(f.title.address))}.`],
      ['Expiration', `This commitment expires on ${d(L.closingDate, 'long')} unless extended in writing.`],
    ];
    const conds = ['Satisfactory title commitment with no exceptions objectionable to Lender', 'Evidence of hazard insurance naming Lender as mortgagee', 'Entity documents and certificate of good standing', 'Verification of liquidity for 6 months of interest reserves', 'Executed purchase contract and any amendments'];
    const p1 = `${letterhead({ name: f.lender.name, lines: [esc(addr(f.lender.address))], color: accent(rng) })}
<p>${d(f.documentDate, 'long')}</p><h2 style="margin:10px 0">LOAN COMMITMENT</h2><p>Loan # ${r.s(esc(L.loanNumber), 'loan_number')}</p>
<p>${esc(f.lender.name)} ("Lender") hereby commits to make the loan described below, subject to the terms and conditions of this letter.</p>
<ol>${clauses.slice(0, 8).map(([k, v]) => `<li style="margin-bottom:6px"><b>${k}.</b> ${v}</li>`).join('')}</ol>`;
    const p2 = `<ol start="9">${clauses.slice(8).map(([k, v]) => `<li style="margin-bottom:6px"><b>${k}.</b> ${v}</li>`).join('')}
<li><b>Conditions Precedent.</b><ol type="a">${conds.map((c) => `<li>${c}</li>`).join('')}</ol></li>
<li><b>Broker.</b> Borrower acknowledges ${esc(f.broker.name)} acted as broker${L.brokerPoints !== undefined ? ` and will be paid ${r.s(`${L.brokerPoints}%`, 'broker_points')} at closing` : ''}.</li></ol>
<p style="margin-top:20px">${esc(f.lender.name)}<br>By: <span class="sig">${esc(name(f.lender.contact))}, Credit Officer</span></p>
<p style="margin-top:16px"><b>Accepted:</b><br>${f.entity ? `${esc(f.entity.name)}<br>By: <span class="sig">${r.s(esc(name(f.borrower)), 'authorized_signatory_name')}, ${r.s(esc(f.entity.signatoryTitle), 'authorized_signatory_title')}</span>` : `<span class="sig">${esc(name(f.borrower))}</span>`}</p>`;
    const html = documentHtml({ title: 'Commitment', font: 'serif', fontSize: '10pt', page: { pageNumbers: true, footerLeft: `Commitment ${esc(L.loanNumber)}` }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: r.out() };
  },
};

const conditionalApproval: Family = {
  id: 'setm-lender-conditional-approval',
  description: 'Underwriting conditional approval notice: status banner, compact summary grid with FICO, checkbox list of open conditions.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const cell = (k: string, v: string) => `<td><div class="lab">${k}</div><div class="val">${v}</div></td>`;
    const grid = [
      [cell('Primary Borrower', f.entity ? r.s(esc(f.entity.name), 'entity_name') : r.s(esc(name(f.borrower, 'LF')), 'borrower_first_name', 'borrower_last_name')),
        cell(f.entity ? 'Guarantor' : 'Borrower Phone', f.entity ? r.s(esc(name(f.borrower, 'LF')), 'borrower_first_name', 'borrower_last_name') : r.s(phone(f.borrower.phone), 'borrower_phone')),
        cell('Mid FICO', r.s(String(f.borrower.creditScore), 'credit_score'))],
      [cell('Subject Property', r.s(esc(addr(f.property.address, 'caps')), 'property_address')), cell('Occupancy', 'Non-owner / investment'), cell('Prop Type', r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type'))],
      [cell('Approved Amount', r.s(usd(L.amount), 'loan_amount')), cell('Note Rate', r.s(rate(rng, L.rate), 'interest_rate')), cell('Term (mo)', r.s(String(L.termMonths), 'loan_term'))],
      [cell('Product', r.s(esc(loanWords(rng, L.type)), 'loan_type')), cell('Value Used', r.s(usd(f.property.value), 'property_value')), cell('LTV', `${((L.amount / f.property.value) * 100).toFixed(1)}%`)],
      [cell('Est. Close', r.s(d(L.closingDate, 'us'), 'estimated_closing_date')), cell('Prepay', f.loan.prepayment.penalty ? r.s(esc(f.loan.prepayment.terms ?? ''), 'prepayment_penalty', 'prepayment_terms') : r.s('None', 'prepayment_penalty')), cell('Orig Pts', L.originationPoints !== undefined ? r.s(pts(L.originationPoints), 'origination_points') : '—')],
    ];
    const conds = rng.shuffle(['Appraisal — received, reviewed', 'Title commitment', 'Insurance binder', 'Bank statements (2 months)', 'Signed LOI', 'Scope of work & budget', 'Operating agreement', 'Payoff letter from prior lender']);
    const html = documentHtml({
      title: 'Conditional Approval',
      font: 'sans',
      fontSize: '9pt',
      css: `.ca{width:100%;border-collapse:collapse}.ca td{border:1px solid #999;padding:4px 6px;width:33%}.lab{font-size:7pt;color:#555;text-transform:uppercase}.val{font-size:10pt;font-weight:bold}.banner{background:#e8f5e9;border:2px solid #2e7d32;color:#1b5e20;padding:6px;font-weight:bold;text-align:center;margin:8px 0}`,
      pages: [`${letterhead({ name: f.lender.name, lines: ['Underwriting Department'], color: accent(rng), mark: 'UW' })}
<div style="display:flex;justify-content:space-between"><div>Loan #: <b>${r.s(esc(L.loanNumber), 'loan_number')}</b></div><div>Decision date: ${d(f.documentDate, 'us')}</div></div>
<div class="banner">CONDITIONALLY APPROVED</div>
<table class="ca">${grid.map((row) => `<tr>${row.join('')}</tr>`).join('')}</table>
<h3 style="margin-top:12px">Conditions</h3>
${conds.map((c, i) => `<div>${i < 2 ? '☑' : '☐'} ${c}</div>`).join('')}
<p class="small" style="margin-top:10px">Submitted by ${esc(name(f.broker.contact))} of ${esc(f.broker.name)}, ${phone(f.broker.contact.phone)}. Underwriter: ${esc(name(f.lender.contact))}. Approval valid 45 days.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: r.out() };
  },
};

const quoteSheet: Family = {
  id: 'setm-lender-quote-options',
  description: 'Lender quote sheet with three leverage options side by side; the borrower-selected column is marked, other columns are distractors.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const sel = rng.int(0, 2);
    const opts = [0, 1, 2].map((i) => {
      if (i === sel) return { amt: L.amount, rate: L.rate, pts: L.originationPoints };
      const amt = otherAmount(rng, L.amount, [L.amount, f.property.value, f.property.purchasePrice]);
      return { amt, rate: L.rate + (i < sel ? -0.5 : 0.5), pts: (L.originationPoints ?? 1) + (i < sel ? 0.5 : -0.5) };
    });
    const th = opts.map((_, i) => `<th>${i === sel ? '★ OPTION ' : 'Option '}${'ABC'[i]}${i === sel ? ' (SELECTED)' : ''}</th>`).join('');
    const line = (k: string, vals: string[]) => `<tr><td class="b">${k}</td>${vals.map((v, i) => `<td class="${i === sel ? 'sel' : ''}">${v}</td>`).join('')}</tr>`;
    r.add('loan_amount', 'interest_rate', 'loan_term', 'loan_type');
    if (L.originationPoints !== undefined) r.add('origination_points');
    const html = documentHtml({
      title: 'Quote',
      font: 'condensed',
      fontSize: '9.5pt',
      css: '.q{width:100%;border-collapse:collapse}.q td,.q th{border:1px solid #888;padding:4px}.q th{background:#eee}.sel{background:#fff7d6;font-weight:bold}',
      pages: [`${letterhead({ name: f.lender.name, lines: ['Loan Quote — not a commitment'], color: accent(rng) })}
<table style="width:100%;margin-bottom:8px"><tr><td>Prepared for: <b>${f.entity ? `${r.s(esc(f.entity.name), 'entity_name')} (Attn: ${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')})` : r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')}</b></td><td class="right">Quote date ${d(f.documentDate, 'abbr')}</td></tr>
<tr><td>Collateral: ${r.s(esc(addr(f.property.address)), 'property_address')}</td><td class="right">Value: ${r.s(usd(f.property.value), 'property_value')}</td></tr>
<tr><td colspan="2">Program: ${esc(loanWords(rng, L.type))} · ${esc(termWords(rng, L.termMonths))} · interest only</td></tr></table>
<table class="q"><tr><th></th>${th}</tr>
${line('Loan amount', opts.map((o) => usd(o.amt)))}
${line('LTV', opts.map((o) => `${((o.amt / f.property.value) * 100).toFixed(1)}%`))}
${line('Rate', opts.map((o) => `${o.rate.toFixed(3)}%`))}
${line('Origination', opts.map((o) => `${(o.pts ?? 0).toFixed(2)} pts`))}
${line('Monthly I/O pmt', opts.map((o) => usd(Math.round((o.amt * o.rate) / 1200), true)))}</table>
<p style="margin-top:10px">Fees common to all options: ${[L.docFee !== undefined ? r.s(`doc fee ${usd(L.docFee)}`, 'loan_doc_fee') : '', L.processingFee !== undefined ? r.s(`processing ${usd(L.processingFee)}`, 'processing_fee') : '', L.adminFee !== undefined ? r.s(`admin ${usd(L.adminFee)}`, 'admin_fee') : ''].filter(Boolean).join(', ') || 'third-party costs only'}. Prepayment: ${f.loan.prepayment.penalty ? r.s(esc(f.loan.prepayment.terms ?? ''), 'prepayment_penalty', 'prepayment_terms') : r.s('none', 'prepayment_penalty')}.</p>
<p>Target close ${r.s(d(L.closingDate, 'short'), 'estimated_closing_date')}. Questions: ${esc(name(f.lender.contact))}, ${phone(f.lender.contact.phone, 2)}.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: r.out() };
  },
};

const landscapeTable: Family = {
  id: 'setm-lender-term-matrix',
  description: 'Term sheet laid out as one wide header row of terms (Facility | Coupon | Tenor …) over a single value row, then fine print.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const heads = ['Facility', 'Principal', 'Coupon', 'Tenor', 'Upfront', 'Collateral Value', 'Funding'];
    const vals = [
      r.s(esc(loanWords(rng, L.type)), 'loan_type'),
      r.s(kShort(L.amount), 'loan_amount'),
      r.s(`${rate(rng, L.rate)} IO`, 'interest_rate'),
      r.s(`${L.termMonths} mos`, 'loan_term'),
      L.originationPoints !== undefined ? r.s(`${L.originationPoints} pts`, 'origination_points') : 'n/a',
      r.s(kShort(f.property.value), 'property_value'),
      r.s(d(L.closingDate, 'abbr'), 'estimated_closing_date'),
    ];
    const fine = [
      `Obligor: ${f.entity ? `${r.s(esc(f.entity.name), 'entity_name')}; sponsor/guarantor ${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')}` : r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')}.`,
      `Collateral: ${r.s(esc(addr(f.property.address, 'long')), 'property_address')}; ${r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type')}.`,
      `Prepay: ${f.loan.prepayment.penalty ? r.s(esc(f.loan.prepayment.terms ?? ''), 'prepayment_penalty', 'prepayment_terms') : r.s('open at par, no penalty', 'prepayment_penalty')}.`,
      L.exit ? `Take-out: ${r.s(esc(exitWords(rng, L.exit)), 'exit_strategy')}.` : '',
      L.brokerPoints !== undefined ? `Intermediary: ${esc(f.broker.name)} at ${r.s(`${L.brokerPoints}%`, 'broker_points')}.` : `Intermediary: ${esc(f.broker.name)}.`,
      [L.docFee !== undefined ? r.s(`Documentation ${usd(L.docFee)}`, 'loan_doc_fee') : '', L.processingFee !== undefined ? r.s(`Processing ${usd(L.processingFee)}`, 'processing_fee') : '', L.adminFee !== undefined ? r.s(`Servicing set-up (admin) ${usd(L.adminFee)}`, 'admin_fee') : ''].filter(Boolean).join('. '),
      `Internal ref ${r.s(esc(L.loanNumber), 'loan_number')}.`,
    ].filter(Boolean);
    const html = documentHtml({
      title: 'Terms',
      font: 'sans',
      fontSize: '8.5pt',
      css: '.m{width:100%;border-collapse:collapse;margin:10px 0}.m th{background:#222;color:#fff;padding:5px;font-size:7.5pt;text-transform:uppercase}.m td{border-bottom:2px solid #222;padding:8px 5px;font-size:10pt;text-align:center}',
      pages: [`<div style="display:flex;justify-content:space-between;align-items:baseline"><h1 style="font-size:20pt">${esc(f.lender.name.toUpperCase())}</h1><div class="muted">${d(f.documentDate, 'iso')}</div></div>
<div class="muted">Proposed financing — summary of principal terms</div>
<table class="m"><tr>${heads.map((h) => `<th>${h}</th>`).join('')}</tr><tr>${vals.map((v) => `<td>${v}</td>`).join('')}</tr></table>
<ul>${fine.map((x) => `<li style="margin-bottom:4px">${x}</li>`).join('')}</ul>
<p class="small">Comparable recent closings (for reference only): ${[0, 1].map(() => usd(otherAmount(rng, L.amount, [L.amount, f.property.value]))).join(' and ')} at similar leverage. Nothing herein obligates ${esc(f.lender.name)} to lend.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: r.out() };
  },
};

const loiPhoto: Family = {
  id: 'setm-lender-loi-signed-photo',
  description: 'Photo of a one-page signed LOI: short labelled lines, hand signatures, date stamps.',
  formats: ['image'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const line = (k: string, v: string) => `<div style="display:flex;border-bottom:1px solid #bbb;padding:3px 0"><div style="width:36%;color:#333">${k}</div><div style="font-weight:bold">${v}</div></div>`;
    const html = documentHtml({
      title: 'LOI',
      font: 'serif',
      fontSize: '11pt',
      pages: [`<h1 style="text-align:center;font-size:18pt">LETTER OF INTENT</h1><p class="center">${esc(f.lender.name)} · ${d(f.documentDate, 'long')}</p>
${line('Borrower:', f.entity ? r.s(esc(f.entity.name), 'entity_name') : r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name'))}
${f.entity ? line('Guarantor:', r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')) : ''}
${line('Property:', r.s(esc(addr(f.property.address)), 'property_address'))}
${line('Loan amount:', r.s(usd(L.amount), 'loan_amount'))}
${line('Loan type:', r.s(esc(loanWords(rng, L.type)), 'loan_type'))}
${line('Rate / term:', `${r.s(rate(rng, L.rate), 'interest_rate')} / ${r.s(esc(termWords(rng, L.termMonths)), 'loan_term')}`)}
${L.originationPoints !== undefined ? line('Lender points:', r.s(`${pts(L.originationPoints)}`, 'origination_points')) : ''}
${line('Prepayment:', f.loan.prepayment.penalty ? r.s(esc(f.loan.prepayment.terms ?? ''), 'prepayment_penalty', 'prepayment_terms') : r.s('None', 'prepayment_penalty'))}
${line('Closing on/before:', r.s(d(L.closingDate, 'long'), 'estimated_closing_date'))}
<p style="margin-top:14px">This LOI is subject to appraisal, title and final underwriting.</p>
<div style="display:flex;gap:40px;margin-top:20px"><div>Lender:<br><span class="scrawl">${esc(name(f.lender.contact))}</span><br><span class="sig">${esc(name(f.lender.contact))}</span></div>
<div>Borrower:<br><span class="scrawl">${esc(f.borrower.first[0] ?? '')}. ${esc(f.borrower.last)}</span><br><span class="sig">${f.entity ? `By ${r.s(esc(name(f.borrower)), 'authorized_signatory_name')}, ${r.s(esc(f.entity.signatoryTitle), 'authorized_signatory_title')}` : esc(name(f.borrower))}</span></div></div>
<div style="margin-top:20px;border:3px solid #a33;color:#a33;display:inline-block;padding:4px 10px;transform:rotate(-6deg);font:bold 12pt 'DejaVu Sans'">RECEIVED ${d(f.documentDate, 'us')}</div>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: r.out() };
  },
};

const rateLock: Family = {
  id: 'setm-lender-rate-lock-confirmation',
  description: 'Lender rate-lock confirmation: lock and expiry dates (distractors), locked rate, loan number, closing date.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const exp = isoDate(L.closingDate);
    exp.setUTCDate(exp.getUTCDate() + 15);
    const expIso = exp.toISOString().slice(0, 10);
    const html = documentHtml({
      title: 'Rate Lock',
      font: 'mono',
      fontSize: '9.5pt',
      pages: [`<pre style="font-family:inherit;white-space:pre-wrap">${esc(f.lender.name.toUpperCase())}
SECONDARY MARKETING — RATE LOCK CONFIRMATION
============================================================
Lock Date ........... ${d(f.documentDate, 'us')}
Lock Expiration ..... ${d(expIso, 'us')}
Loan Number ......... ${r.s(L.loanNumber, 'loan_number')}
Borrower ............ ${f.entity ? r.s(f.entity.name.toUpperCase(), 'entity_name') : r.s(name(f.borrower, 'LF'), 'borrower_first_name', 'borrower_last_name')}
${f.entity ? `Guarantor ........... ${r.s(name(f.borrower, 'LF'), 'borrower_first_name', 'borrower_last_name')}\n` : ''}Property ............ ${r.s(addr(f.property.address, 'caps'), 'property_address')}
Product ............. ${r.s(loanWords(rng, L.type).toUpperCase(), 'loan_type')}
Loan Amount ......... ${r.s(usd(L.amount, true), 'loan_amount')}
Locked Rate ......... ${r.s(L.rate.toFixed(3), 'interest_rate')}%
Term ................ ${r.s(String(L.termMonths), 'loan_term')} MONTHS
Discount Pts ........ ${L.discountPoints !== undefined ? r.s(pts(L.discountPoints), 'discount_points') : '0.000'}
Sched. Closing ...... ${r.s(d(L.closingDate, 'us'), 'estimated_closing_date')}
Prepay Penalty ...... ${f.loan.prepayment.penalty ? r.s(`YES - ${f.loan.prepayment.terms ?? ''}`, 'prepayment_penalty', 'prepayment_terms') : r.s('NO', 'prepayment_penalty')}
------------------------------------------------------------
Extension fee if not closed by expiration: 0.125 per 7 days.
Broker of record: ${f.broker.name} / ${name(f.broker.contact)} ${phone(f.broker.contact.phone, 1)}
Lock desk: ${name(f.lender.contact)}  ${f.lender.contact.email}
</pre>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html: html.replace('ENDOFPRE', ''), truth: r.out() };
  },
};

const pricingExport: Family = {
  id: 'setm-lender-pricing-export',
  description: 'Lender pricing-engine export: scenario inputs in columns B/C, results block with percent cells, fee schedule sheet.',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const inputs: [string, string | number | Date][] = [
      ['Scenario ID', r.s(L.loanNumber, 'loan_number')],
      ['Borrower / Entity', f.entity ? r.s(f.entity.name, 'entity_name') : r.s(name(f.borrower), 'borrower_first_name', 'borrower_last_name')],
      ...(f.entity ? [['Key Principal', r.s(name(f.borrower), 'borrower_first_name', 'borrower_last_name')] as [string, string]] : []),
      ['FICO (qualifying)', r.s(f.borrower.creditScore, 'credit_score')],
      ['Subject Address', r.s(addr(f.property.address), 'property_address')],
      ['Asset Class', r.s(propWords(rng, f.property.type, f.property.units), 'property_type')],
      ['Transaction', r.s(loanWords(rng, L.type), 'loan_type')],
      ['As-Is Value', r.s(f.property.value, 'property_value')],
      ...(f.property.purchasePrice ? [['Purchase Price', f.property.purchasePrice] as [string, number]] : []),
      ...(f.property.arv ? [['ARV', f.property.arv] as [string, number]] : []),
      ['Requested Loan', r.s(L.amount, 'loan_amount')],
      ['Term (months)', r.s(L.termMonths, 'loan_term')],
      ['Est. Funding Date', r.s(isoDate(L.closingDate), 'estimated_closing_date')],
    ];
    const rows: (string | number | Date | null)[][] = [['PRICING SCENARIO', null, null], [null, null, null], ...inputs.map(([k, v]) => [null, k, v])];
    rows.push([null, null, null], ['RESULT', null, null]);
    rows.push([null, 'Note Rate', r.s(L.rate / 100, 'interest_rate')]);
    if (L.originationPoints !== undefined) rows.push([null, 'Origination', r.s(L.originationPoints / 100, 'origination_points')]);
    if (L.discountPoints !== undefined) rows.push([null, 'Discount', r.s(L.discountPoints / 100, 'discount_points')]);
    rows.push([null, 'LTV', L.amount / f.property.value]);
    rows.push([null, 'Prepay', f.loan.prepayment.penalty ? r.s(f.loan.prepayment.terms ?? '', 'prepayment_penalty', 'prepayment_terms') : r.s('None', 'prepayment_penalty')]);
    const fees: (string | number | null)[][] = [['Fee', 'Amount', 'Paid To']];
    if (L.docFee !== undefined) fees.push([r.s('Doc Prep', 'loan_doc_fee'), L.docFee, f.lender.name]);
    if (L.processingFee !== undefined) fees.push([r.s('Processing', 'processing_fee'), L.processingFee, f.lender.name]);
    if (L.adminFee !== undefined) fees.push([r.s('Admin', 'admin_fee'), L.adminFee, f.lender.name]);
    fees.push(['Appraisal', rng.pick([550, 650, 750, 900]), f.appraiser.name], ['Title (est.)', rng.pick([1450, 1875, 2210]), f.title.name]);
    const sheets: Sheet[] = [{ name: 'Scenario', rows, percentColumns: [2] }, { name: 'Fees', rows: fees }];
    // percentColumns covers column C: keep non-percent numbers there as text-free only where they are percents.
    sheets[0] = { name: 'Scenario', rows: rows.map((row) => (typeof row[2] === 'number' && !['Note Rate', 'Origination', 'Discount', 'LTV'].includes(String(row[1])) ? [row[0] ?? null, row[1] ?? null, null, row[2]] : row)), percentColumns: [2] };
    return { kind: 'sheet', documentType: 'Term Sheet', sheets, truth: r.out() };
  },
};

export const lenderFamilies: Family[] = [termSheetBoxed, loiProse, commitmentNumbered, conditionalApproval, quoteSheet, landscapeTable, loiPhoto, rateLock, pricingExport];
