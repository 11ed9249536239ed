// set-z — the lender's own paper: term sheets, LOIs, commitment letters, credit memos, quote e-mails.
import { documentHtml, esc, flow, kvTable, letterhead, accent } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  ASSET_LABEL, FEE_FIELDS, addDays, addr1, borrowerName, cityLine, countLabel, dAbbr, dAny, dLong, dUs, dUs1, ein, entityKind,
  entityLine, exitLabel, feeLines, fullAddr, fullName, loanTypeLabel, money, opsLine, phone, prepayLabel,
  purposeLabel, rate, short, sw, termWords, truth,
} from './sw';

const termGrid: Family = {
  id: 'set-z-term-sheet-grid',
  description: 'Southwest park lender: "Summary of Indicative Terms" grid for an MH community or RV park, with sizing distractors.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'storage']);
    const { f } = d; const l = f.loan; const a = f.property.address;
    const color = accent(rng);
    const fields: TruthField[] = ['property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'prepayment_penalty', 'prepayment_terms', 'loan_number', ...FEE_FIELDS];
    const rows: [string, string][] = [];
    if (f.entity) {
      rows.push(['Borrower', `${esc(f.entity.name)}, ${entityKind(d)}`]);
      rows.push(['Guarantor(s)', `${esc(fullName(f.borrower))}${rng.chance(0.5) ? ', individually' : ''}`]);
      fields.push('entity_name', 'borrower_first_name', 'borrower_last_name');
    } else {
      rows.push(['Borrower', esc(borrowerName(d))]);
      fields.push('borrower_first_name', 'borrower_last_name');
    }
    rows.push(['Property', `${esc(d.name)} — ${countLabel(d)} ${ASSET_LABEL[d.asset]}<br>${esc(addr1(a, rng.chance(0.4)))}, ${esc(cityLine(a))} (${esc(d.county)} County)`]);
    rows.push(['Loan Type', esc(loanTypeLabel(d, rng))]);
    rows.push(['Loan Amount', `${money(l.amount)} (not to exceed ${Math.round((l.amount / f.property.value) * 100)}% LTV / ${rng.int(60, 70)}% LTC)`]);
    if (d.price) rows.push(['Purchase Price', money(d.price)]);
    const showValue = rng.chance(0.6);
    if (showValue) { rows.push(['As-Is Value (broker opinion, subject to appraisal)', money(f.property.value)]); fields.push('property_value'); }
    rows.push(['Interest Rate', `${rate(l.rate)} fixed, interest only${rng.chance(0.5) ? '' : `; ${d.amortYears}-yr amortization after month 12`}`]);
    rows.push(['Term', termWords(l.termMonths)]);
    for (const [k, v] of feeLines(d, { orig: 'Origination', brk: 'Broker Fee (paid to broker of record)', doc: 'Document Preparation', admin: 'Underwriting / Admin', proc: 'Processing' })) rows.push([k, v]);
    rows.push(['Prepayment', esc(prepayLabel(d, rng))]);
    rows.push(['Minimum DSCR', `${(1.2 + rng.int(0, 3) * 0.05).toFixed(2)}x on T-12 NOI of ${money(d.noi)}`]);
    rows.push(['Reserves', `Replacement reserve ${money(rng.int(25, 60) * d.count)}/yr; 6 months tax & insurance`]);
    if (l.exit) { rows.push(['Exit', esc(exitLabel(d, rng))]); fields.push('exit_strategy'); }
    rows.push(['Target Close', dAny(rng, l.closingDate)]); fields.push('estimated_closing_date');
    const html = documentHtml({
      title: 'Indicative Terms', font: 'sans', fontSize: '9.5pt',
      pages: [`${letterhead({ name: d.lenderName, lines: [`${d.lenderCity} · Park & Storage Lending`, `Loan Officer: ${esc(fullName(f.lender.contact))} · ${phone(f.lender.contact.phone, 1)}`], color })}
<div style="display:flex;justify-content:space-between"><h2 style="font-size:13pt">SUMMARY OF INDICATIVE TERMS</h2><div class="small">Ref # ${l.loanNumber}<br>${dLong(f.documentDate)}</div></div>
<p class="small" style="margin:6px 0 10px">Non-binding. For discussion purposes only; subject to site inspection, third-party reports and credit committee approval.</p>
${kvTable(rows, { labelWidth: '30%' })}
<p class="small" style="margin-top:10px">Utilities: water — ${esc(d.water)}; wastewater — ${esc(d.sewer)}. A well/septic letter and a zoning verification letter are required before commitment.</p>
<p class="small">This summary expires 10 business days from the date above.</p>`],
      page: { footerLeft: `${d.lenderShort} — indicative terms`, pageNumbers: true },
      css: '.grid td.k{background:#f3f3f0;font-weight:bold;width:30%}',
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, fields) };
  },
};

const loiLetter: Family = {
  id: 'set-z-loi-letter',
  description: 'Loan officer LOI letter in prose to a mom-and-pop or family-LLC borrower, with acceptance block.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms'];
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (l.brokerPoints !== undefined) fields.push('broker_points');
    if (l.docFee !== undefined) fields.push('loan_doc_fee');
    if (l.processingFee !== undefined) fields.push('processing_fee');
    const feeText = [
      l.originationPoints !== undefined ? `an origination fee of ${l.originationPoints} point${l.originationPoints === 1 ? '' : 's'}` : '',
      l.brokerPoints !== undefined ? `a broker fee of ${l.brokerPoints}% payable to ${esc(f.broker.name)}` : '',
      l.docFee !== undefined ? `a document fee of ${money(l.docFee)}` : '',
      l.processingFee !== undefined ? `a processing fee of ${money(l.processingFee)}` : '',
    ].filter(Boolean);
    let sig = `<p>ACCEPTED AND AGREED:</p><div class="sig">${esc(fullName(b))}</div><span style="margin-left:30px">Date: __________</span>`;
    if (f.entity) {
      fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      sig = `<p>ACCEPTED AND AGREED:</p><p class="b">${esc(entityLine(d))}</p><div class="sig">By: ${esc(fullName(b))}<br>Its: ${esc(f.entity.signatoryTitle)}</div>`;
    }
    const greeting = rng.pick([`Dear ${b.first},`, `Dear Mr./Ms. ${b.last}:`, `${b.first} —`]);
    const paras = [
      `${dLong(f.documentDate)}`,
      `<b>VIA EMAIL</b> (${esc(b.email)})`,
      `${esc(borrowerName(d))}<br>${f.entity ? `Attn: ${esc(fullName(b))}<br>` : ''}`,
      `<b>Re: ${esc(d.name)}, ${esc(fullAddr(a))}</b>`,
      greeting,
      `Thank you for the opportunity to look at ${esc(d.name)}. I walked the property last week and enjoyed meeting the on-site manager. Based on the ${rng.pick(['T-12 and rent roll', 'operating statements for 2023 and YTD', 'site roll and bank statements'])} you provided (${esc(opsLine(d))}), ${esc(d.lenderName)} ("Lender") is pleased to outline the terms on which it would consider a first-lien ${esc(loanTypeLabel(d, rng).toLowerCase())} loan.`,
      `The loan amount would be <b>${money(l.amount)}</b>${d.price ? `, against a contract price of ${money(d.price)}` : ''}. Interest would accrue at <b>${rate(l.rate)}</b> per annum, with monthly interest-only payments, for a term of <b>${l.termMonths} months</b>. ${feeText.length ? `At closing Lender would collect ${feeText.join(', ')}.` : 'Lender charges no points on this request.'} Third-party costs (appraisal, Phase I, survey, title) are the borrower's.`,
      l.prepayment.penalty ? `Prepayment: ${esc(l.prepayment.terms as string)}.` : `There is no prepayment penalty; the loan may be repaid at any time without premium.`,
      `We are targeting a closing on or about <b>${dLong(l.closingDate)}</b>. Please return a signed copy with the ${money(rng.pick([3500, 5000, 7500]))} good-faith deposit (appraisal and legal), which is refundable only if Lender declines to issue a commitment.`,
      `This letter is not a commitment to lend. Any loan is subject to satisfactory appraisal, title, environmental, well and septic reports where applicable, and final approval.`,
      `Sincerely,<br><br><span class="scrawl">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</span><br>${esc(fullName(f.lender.contact))}, Senior Loan Officer<br>${esc(f.lender.contact.email.replace(/@.*/, '@' + d.lenderShort.toLowerCase().replace(/\s/g, '') + 'lending.com'))}`,
      sig,
    ];
    const pages = flow(paras.map((p) => `<p>${p}</p>`), { charsPerLine: 95, linesPerPage: 46, firstPageLines: 40 });
    const html = documentHtml({
      title: 'Letter of Intent', font: 'serif', fontSize: '10.5pt',
      pages: pages.map((p, i) => (i === 0 ? `${letterhead({ name: d.lenderName, lines: [d.lenderCity], color: '#6b4e16', align: 'center' })}${p}` : p)),
      page: { pageNumbers: 'short' },
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truth(d, fields) };
  },
};

const commitment: Family = {
  id: 'set-z-commitment-letter',
  description: 'Multi-page loan commitment with numbered sections and conditions precedent (well/septic, zoning, survey).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'storage', 'motel']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms', 'loan_purpose', ...FEE_FIELDS];
    const borrowerText = f.entity ? `${esc(entityLine(d))}, ${entityKind(d)}` : esc(borrowerName(d));
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name');
    else fields.push('borrower_first_name', 'borrower_last_name');
    const fees = feeLines(d, { orig: 'Commitment / origination fee', disc: 'Rate buy-down (discount)', brk: 'Broker compensation', doc: 'Loan documentation fee', admin: 'Administrative fee', proc: 'Processing fee' });
    const sec = (n: number, title: string, body: string) => `<p><b>${n}. ${title}.</b> ${body}</p>`;
    const blocks = [
      `<div style="text-align:center;font-weight:bold;font-size:13pt;margin-bottom:4px">LOAN COMMITMENT</div><div class="center small" style="margin-bottom:12px">Loan No. ${l.loanNumber} · Issued ${dLong(f.documentDate)}</div>`,
      `<p>To: ${borrowerText}${f.entity ? ` (Attn: ${esc(fullName(b))})` : ''}<br>${esc(fullAddr(f.broker.address))}</p>`,
      `<p>${esc(d.lenderName)} ("Lender") commits to make the loan described below, subject to the terms and conditions of this letter.</p>`,
      sec(1, 'Borrower', `${borrowerText}.${f.entity ? ` Guarantor: ${esc(fullName(b, true))}${f.coBorrower ? ` and ${esc(fullName(f.coBorrower))}` : ''}.` : ''}`),
      sec(2, 'Property', `The ${ASSET_LABEL[d.asset]} known as ${esc(d.name)} (${countLabel(d)}), located at ${esc(addr1(a, true))}, ${esc(cityLine(a, true))}, ${esc(d.county)} County Assessor Parcel No. ${d.parcel}, together with all pads, improvements, wells, septic systems and personal property used in its operation${d.asset === 'mhc' ? ` (excluding ${d.toh} park-owned homes, which shall be titled separately)` : ''}.`),
      sec(3, 'Purpose', `${esc(purposeLabel(d, rng))}${d.payoff ? `; payoff of the existing first lien (approximately ${money(d.payoff, true)})` : ''}${d.price ? `; purchase price ${money(d.price)}` : ''}.`),
      sec(4, 'Loan Amount', `${money(l.amount)}, funded in full at closing.`),
      sec(5, 'Interest Rate', `${rate(l.rate)} per annum, fixed, calculated on a 30/360 basis. Default rate: ${rate(l.rate + 5)}.`),
      sec(6, 'Term and Payments', `${termWords(l.termMonths)} from the first payment date. Monthly payments of interest only; balloon at maturity.`),
      sec(7, 'Fees', fees.length ? `${fees.map(([k, v]) => `${k}: ${v}`).join('; ')}. The ${money(rng.pick([5000, 7500, 10000]))} deposit previously paid will be credited.` : 'None other than third-party costs.'),
      sec(8, 'Prepayment', l.prepayment.penalty ? `Prepayment premium: ${esc(l.prepayment.terms as string)}.` : 'The loan may be prepaid in whole or in part without penalty.'),
      sec(9, 'Conditions Precedent', `<br>(a) Appraisal by ${esc(f.appraiser.name)} or other Lender-approved appraiser supporting an LTV not greater than ${rng.int(60, 70)}%;<br>(b) water and wastewater letter confirming ${esc(d.water)} and ${esc(d.sewer)} are adequate and permitted;<br>(c) zoning verification letter from ${esc(d.county)} County confirming legal conforming use;<br>(d) ALTA survey and lender's policy from ${esc(f.title.name)} in the amount of ${money(Math.round(l.amount * 1.25))};<br>(e) hazard and liability insurance naming Lender as mortgagee;<br>(f) entity documents and good standing certificate, if applicable.`),
      sec(10, 'Closing', `Closing shall occur on or before ${dLong(l.closingDate)}, after which this commitment expires unless extended in writing.`),
      `<p style="margin-top:16px">${esc(d.lenderName)}</p><div class="sig">By: ${esc(fullName(f.lender.contact))}, Credit Officer</div>`,
      `<p style="margin-top:18px"><b>ACCEPTANCE.</b> Borrower accepts this commitment.</p>${f.entity
        ? `<p>${esc(entityLine(d))}</p><div class="sig">By: ${esc(fullName(b))}, ${esc(f.entity.signatoryTitle)}</div>`
        : `<div class="sig">${esc(fullName(b))}</div>${f.coBorrower ? ` &nbsp; <div class="sig">${esc(fullName(f.coBorrower))}</div>` : ''}`}`,
    ];
    const pages = flow(blocks, { charsPerLine: 92, linesPerPage: 43, firstPageLines: 37 });
    const html = documentHtml({ title: 'Commitment', pages, font: 'serif', fontSize: '10pt', page: { footerLeft: `Commitment – Loan ${l.loanNumber}`, pageNumbers: true } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, fields) };
  },
};

const creditMemo: Family = {
  id: 'set-z-credit-memo',
  description: 'Internal loan-committee memo: deal summary table, sponsor paragraph, prior loans with the lender, comps.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'credit_score', 'property_address', 'property_value', 'property_type', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'loan_number', 'estimated_closing_date', ...FEE_FIELDS];
    if (f.entity) fields.push('entity_name');
    const ltv = ((l.amount / f.property.value) * 100).toFixed(1);
    const prior = Array.from({ length: rng.int(1, 3) }, () => {
      const amt = rng.int(20, 180) * 5000;
      return `<tr><td>${rng.int(18, 24)}${String(rng.int(10000, 99999))}</td><td>${rng.pick(['RV park', 'MHP', 'storage', 'lots'])} — ${esc(rng.pick(['Kingman', 'Deming', 'Pahrump', 'Odessa', 'Hurricane', 'Globe']))}</td><td class="right">${money(amt)}</td><td class="right">${(9 + rng.int(0, 16) * 0.25).toFixed(2)}%</td><td>${rng.pick(['Paid off', 'Paid as agreed', 'Current', 'Paid off early'])}</td></tr>`;
    }).join('');
    const summary: [string, string][] = [
      ['Borrower', esc(f.entity ? entityLine(d) : borrowerName(d))],
      ['Sponsor / Guarantor', `${esc(fullName(b, true))} — mid FICO ${b.creditScore}`],
      ['Collateral', `${esc(d.name)}, ${esc(fullAddr(a))}`],
      ['Asset', d.asset === 'land' ? `Land — ${d.acres} ac. vacant` : `${ASSET_LABEL[d.asset]}, ${countLabel(d)}`],
      ['Request', `${money(l.amount)} ${esc(loanTypeLabel(d, rng))}`],
      ['Value (as-is, appraised)', `${money(f.property.value)} → ${ltv}% LTV`],
      ['Pricing', `${rate(l.rate)} / ${feeLines(d).map(([k, v]) => `${k} ${v}`).join(', ') || 'no fees'}`],
      ['Term', `${l.termMonths} mo.`],
      ['Est. close', dUs(l.closingDate)],
    ];
    const html = documentHtml({
      title: 'Credit Memo', font: 'condensed', fontSize: '9pt',
      pages: [`<div style="display:flex;justify-content:space-between;border-bottom:3px double #333;padding-bottom:6px;margin-bottom:10px"><div><b style="font-size:14pt">CREDIT MEMORANDUM</b><br>${esc(d.lenderName)} — Loan Committee</div><div class="right small">Loan # ${l.loanNumber}<br>Prepared ${dAbbr(f.documentDate)}<br>Officer: ${esc(f.lender.contact.first[0] + '. ' + f.lender.contact.last)}</div></div>
<h3 style="font-size:10.5pt;margin:6px 0">1. Summary</h3>${kvTable(summary, { labelWidth: '26%' })}
<h3 style="font-size:10.5pt;margin:10px 0 4px">2. Property &amp; Operations</h3><p>${esc(opsLine(d))}. T-12 EGI ${money(d.gross)}, NOI ${money(d.noi)}. Water: ${esc(d.water)}; sewer: ${esc(d.sewer)}. APN ${d.parcel}, ${esc(d.county)} County.${d.price ? ` Contract price ${money(d.price)}; seller ${esc(fullName(f.seller))} is retiring.` : ''}</p>
<h3 style="font-size:10.5pt;margin:10px 0 4px">3. Sponsor</h3><p>${esc(b.first)} ${esc(b.last)} ${rng.pick(['has owned and self-managed two parks in', 'is a retired contractor from', 'is a 1031 buyer relinquishing a fourplex in', 'operated a storage facility for 12 years in'])} ${esc(rng.pick(['Yavapai County', 'Bakersfield, CA', 'Lubbock', 'Boise', 'Henderson, NV']))}. Liquidity verified ${money(rng.int(8, 90) * 5000)}; net worth per PFS ${money(rng.int(40, 400) * 10000)}.</p>
<h3 style="font-size:10.5pt;margin:10px 0 4px">4. Prior loans with us</h3><table class="grid"><tr><th>Loan #</th><th>Collateral</th><th>Amount</th><th>Rate</th><th>Status</th></tr>${prior}</table>
<h3 style="font-size:10.5pt;margin:10px 0 4px">5. Sales comps</h3><table class="grid"><tr><th>Property</th><th>Sale date</th><th>Price</th><th>Per unit</th></tr>${Array.from({ length: 3 }, () => { const p = rng.int(60, 500) * 10000; const u = rng.int(20, 120); return `<tr><td>${esc(rng.pick(['Desert Sands MHP', 'Lakeview RV', 'Stor-All', 'Trail Inn', 'Verde Valley Estates', 'Sunny Acres']))}</td><td>${dUs(addDays(f.documentDate, -rng.int(60, 700)))}</td><td class="right">${money(p)}</td><td class="right">${money(Math.round(p / u))}</td></tr>`; }).join('')}</table>
<h3 style="font-size:10.5pt;margin:10px 0 4px">6. Recommendation</h3><p>Approve as presented. ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)} / ${esc(rng.pick(['R. Aguirre', 'T. Benally', 'K. Whitfield']))}</p>`],
      page: { footerLeft: 'CONFIDENTIAL — internal use only', pageNumbers: true },
      css: '.grid td.k{font-weight:bold;background:#eef}',
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, fields) };
  },
};

const quoteEmail: Family = {
  id: 'set-z-quote-email',
  description: 'Loan officer quote e-mail to a mortgage broker, printed from Outlook, with the broker\'s original request quoted below.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower; const br = f.broker.contact;
    const lo = f.lender.contact;
    const fields: TruthField[] = ['borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms'];
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (l.brokerPoints !== undefined) fields.push('broker_points');
    if (l.processingFee !== undefined) fields.push('processing_fee');
    const who = f.entity ? `${b.last} (${f.entity.name})` : `the ${b.last}s`;
    if (f.entity) fields.push('entity_name');
    const lines = [
      `${br.first},`,
      `Good talking earlier. Here's where we can be on ${esc(who)}'s ${ASSET_LABEL[d.asset]} at ${esc(addr1(a))}, ${esc(a.city)} ${a.state} ${a.zip}:`,
      `<pre style="font-family:inherit;margin:6px 0 6px 16px">- Loan amt: ${short(l.amount)}
- Rate: ${rate(l.rate)} IO
- Term: ${l.termMonths} mos${l.originationPoints !== undefined ? `\n- Lender pts: ${l.originationPoints}` : ''}${l.brokerPoints !== undefined ? `\n- Your pts: ${l.brokerPoints} (on our closing statement)` : ''}${l.processingFee !== undefined ? `\n- Processing: ${money(l.processingFee)}` : ''}
- Prepay: ${esc(prepayLabel(d, rng))}</pre>`,
      `That's sized off their ${money(d.noi)} NOI at a 1.25x${d.price ? ` and capped at ${Math.round((l.amount / d.price) * 100)}% of the ${short(d.price)} price` : ''}. If they want more proceeds I can stretch with a ${rng.pick(['6', '12'])}-month interest reserve, but rate goes up a quarter.`,
      `Need: T-12, rent roll, 2 yrs tax returns, PFS, and the ${d.asset === 'motel' ? 'STR reports' : 'well/septic info'}. ${rng.chance(0.5) ? 'Appraisal will be ordered once the LOI is signed.' : 'I can have an LOI out tomorrow.'}`,
      `Thanks,<br>${esc(lo.first)}<br><br>${esc(fullName(lo))} | Loan Officer<br>${esc(d.lenderName)}<br>c ${phone(lo.phone, 2)}`,
    ];
    const quoted = `<div style="border-left:2px solid #99a;padding-left:10px;color:#333;margin-top:14px">
<b>From:</b> ${esc(fullName(br))} &lt;${esc(br.email)}&gt;<br><b>Sent:</b> ${dLong(addDays(f.documentDate, -1))} 4:${rng.int(10, 59)} PM<br><b>Subject:</b> ${esc(d.asset === 'land' ? 'Land loan' : d.asset.toUpperCase())} request – ${esc(a.city)}<br><br>
Hi ${esc(lo.first)} — have a ${ASSET_LABEL[d.asset]} ${d.price ? `purchase at ${short(d.price)}` : 'refi'}, looking for around ${short(Math.round(l.amount * 1.1 / 5000) * 5000)}. ${esc(opsLine(d))}. Client has ${rng.pick(['good credit', 'owned it since 2009', 'a 1031 deadline', 'another park in Deming'])}. Can you take a look?<br>${esc(br.first)}<br>${esc(f.broker.name)}</div>`;
    const html = documentHtml({
      title: 'RE: request', font: 'sans', fontSize: '10pt',
      pages: [`<div style="border-bottom:1px solid #888;padding-bottom:6px;margin-bottom:10px;font-size:9pt">
<div style="font-size:13pt;font-weight:bold;margin-bottom:4px">RE: ${esc(d.name)} – ${esc(a.city)}, ${a.state}</div>
<b>From:</b> ${esc(fullName(lo))} &lt;${esc(lo.email)}&gt;<br><b>Sent:</b> ${dLong(f.documentDate)} 9:${rng.int(10, 59)} AM<br><b>To:</b> ${esc(fullName(br))} &lt;${esc(br.email)}&gt;<br><b>Subject:</b> RE: ${esc(d.asset === 'land' ? 'Land loan' : d.asset.toUpperCase())} request – ${esc(a.city)}</div>
${lines.map((x) => `<p>${x}</p>`).join('')}${quoted}`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truth(d, fields) };
  },
};

const motelBridge: Family = {
  id: 'set-z-motel-bridge-terms',
  description: 'Bridge term sheet for a roadside motel with PIP budget, STR/RevPAR table and as-is vs as-renovated values.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng, ['motel']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms', 'loan_number', ...FEE_FIELDS];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    if (l.exit) fields.push('exit_strategy');
    const pip = rng.int(8, 40) * 5000;
    const after = Math.max(f.property.arv ?? 0, f.property.value + pip * 2);
    const str = [0, 1, 2].map((i) => {
      const occ = d.occupancy * 100 + rng.int(-6, 6); const adr = d.rent + rng.int(-8, 8) - i * 2;
      return `<tr><td>${['T-12', 'T-3', 'YTD'][i]}</td><td class="right">${occ.toFixed(1)}%</td><td class="right">${money(adr, true)}</td><td class="right">${money(Math.round(adr * occ) / 100, true)}</td><td class="right">${(80 + rng.int(0, 40)).toFixed(1)}</td></tr>`;
    }).join('');
    const html = documentHtml({
      title: 'Bridge Term Sheet', font: 'sans', fontSize: '9pt',
      pages: [`<div style="background:#14213d;color:#fff;padding:10px 14px;margin:-4px 0 12px"><div style="font-size:15pt;font-weight:bold">${esc(d.lenderName)}</div><div>Hospitality Bridge Program — Term Sheet</div></div>
<table class="grid"><tr><th colspan="4">Deal</th></tr>
<tr><td class="b">Sponsor</td><td>${esc(fullName(b))}<br>${phone(b.phone, 0)}</td><td class="b">Borrowing entity</td><td>${f.entity ? `${esc(entityLine(d))}<br>Signer: ${esc(fullName(b))}, ${esc(f.entity.signatoryTitle)}` : 'Individual(s) — vesting TBD'}</td></tr>
<tr><td class="b">Hotel</td><td colspan="3">${esc(d.name)} (${d.count} rooms, ${rng.pick(['exterior corridor', 'two-story exterior corridor', 'drive-up'])}, built ${rng.int(1958, 1992)}), ${esc(fullAddr(a))}</td></tr>
<tr><td class="b">Flag</td><td>${esc(rng.pick(['Independent', 'Independent (de-flagged 2022)', 'Americas Best Value Inn franchise application pending', 'Independent / OTA only']))}</td><td class="b">Loan #</td><td>${l.loanNumber}</td></tr></table>
<table class="grid" style="margin-top:10px"><tr><th colspan="2">Terms</th></tr>
<tr><td class="b" style="width:32%">Program</td><td>${esc(loanTypeLabel(d, rng))}</td></tr>
<tr><td class="b">Loan amount</td><td>${money(l.amount)} (initial advance ${money(l.amount - Math.min(pip, Math.round(l.amount / 4 / 1000) * 1000))}; PIP holdback ${money(Math.min(pip, Math.round(l.amount / 4 / 1000) * 1000))})</td></tr>
<tr><td class="b">As-is value</td><td>${money(f.property.value)}</td></tr>
<tr><td class="b">As-renovated value (not used for sizing)</td><td>${money(after)}</td></tr>
<tr><td class="b">Rate</td><td>${rate(l.rate)}, interest only, paid monthly in arrears</td></tr>
<tr><td class="b">Term</td><td>${l.termMonths} months${rng.chance(0.5) ? ' + one 6-month extension at 0.50%' : ''}</td></tr>
${feeLines(d, { orig: 'Lender origination' }).map(([k, v]) => `<tr><td class="b">${k}</td><td>${v}</td></tr>`).join('')}
<tr><td class="b">Prepayment</td><td>${esc(prepayLabel(d, rng))}</td></tr>
${l.exit ? `<tr><td class="b">Exit</td><td>${esc(exitLabel(d, rng))}</td></tr>` : ''}
<tr><td class="b">Estimated closing</td><td>${dLong(l.closingDate)}</td></tr></table>
<h3 style="font-size:10pt;margin:12px 0 4px">STR summary (comp set of ${rng.int(4, 7)})</h3><table class="grid"><tr><th>Period</th><th>Occ</th><th>ADR</th><th>RevPAR</th><th>RevPAR index</th></tr>${str}</table>
<h3 style="font-size:10pt;margin:12px 0 4px">PIP budget</h3><p>Roofs, HVAC PTACs, exterior paint, pool resurfacing, signage: ${money(pip)} total, drawn against invoices.</p>
<p class="small">Indicative only. Not a commitment. ${esc(d.lenderCity)}</p>`],
      page: { pageNumbers: true },
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, fields) };
  },
};

const landQuote: Family = {
  id: 'set-z-land-quote',
  description: 'One-page land loan quote for acreage bought for a future RV park or storage site; price-per-acre distractors.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng, ['land']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'loan_amount', 'loan_type', 'loan_purpose', 'interest_rate', 'loan_term', 'estimated_closing_date', 'prepayment_penalty', ...FEE_FIELDS];
    if (l.prepayment.penalty) fields.push('prepayment_terms');
    if (f.entity) fields.push('entity_name');
    const showVal = rng.chance(0.5);
    if (showVal) fields.push('property_value');
    if (l.exit) fields.push('exit_strategy');
    const rows: [string, string][] = [
      ['Borrower', esc(f.entity ? `${entityLine(d)} (principal: ${fullName(b)})` : borrowerName(d))],
      ['Collateral', `${d.acres} ± acres of vacant land, APN ${d.parcel}<br>${esc(addr1(a))}, ${esc(cityLine(a))}`],
      ['Property Type', 'Land'],
      ['Intended use', esc(rng.pick(['Future RV park (46 sites planned)', 'Self-storage development', 'MH subdivision, 5-acre lots', 'Hold / future commercial']))],
      ['Zoning', esc(rng.pick(['GR (General Rural)', 'RU-36', 'C-2 Commercial', 'A-1 Agriculture, CUP pending']))],
      ['Contract Price', `${money(d.price ?? 0)} (${money(Math.round((d.price ?? 0) / d.acres))}/acre)`],
      ...(showVal ? [['Estimated Value', money(f.property.value)] as [string, string]] : []),
      ['Loan Type / Purpose', `${esc(loanTypeLabel(d, rng))} / Purchase`],
      ['Loan Amount', money(l.amount)],
      ['Rate', rate(l.rate)],
      ['Term', `${l.termMonths} months`],
      ...feeLines(d),
      ['Prepayment', esc(prepayLabel(d, rng))],
      ...(l.exit ? [['Exit', esc(exitLabel(d, rng))] as [string, string]] : []),
      ['Closing', dAny(rng, l.closingDate)],
    ];
    const html = documentHtml({
      title: 'Land Loan Quote', font: 'serif', fontSize: '10pt',
      pages: [`${letterhead({ name: d.lenderName, lines: [d.lenderCity, 'Land · Parks · Storage'], mark: 'L', color: '#0b5d4b' })}
<h2 style="font-size:13pt;margin-bottom:8px">Land Loan Quote</h2><p class="small">${dLong(f.documentDate)}</p>
${kvTable(rows, { labelWidth: '28%' })}
<p class="small" style="margin-top:10px">Utilities: ${esc(rng.pick(['APS power at the road; no water; perc test required', 'Power 1/4 mile; shared well agreement', 'City water & sewer adjacent', 'No utilities; well permit application filed']))}. Legal access via recorded easement. Quote valid 14 days.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, fields) };
  },
};

const approvalScan: Family = {
  id: 'set-z-approval-scan',
  description: 'Scanned conditional loan approval with APPROVED stamp, committee initials and a handwritten rate change.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'origination_points'];
    if (f.entity) fields.push('entity_name');
    const oldRate = l.rate - 0.25;
    const html = documentHtml({
      title: 'Conditional Approval', font: 'mono', fontSize: '9.5pt',
      pages: [`<div style="text-align:center"><b style="font-size:13pt">${esc(d.lenderName.toUpperCase())}</b><br>CONDITIONAL LOAN APPROVAL</div><hr>
<pre style="font-family:inherit;font-size:9.5pt;white-space:pre-wrap">
LOAN NO.      : ${l.loanNumber}
DATE          : ${dUs(f.documentDate)}
BORROWER      : ${esc((f.entity ? entityLine(d) : borrowerName(d)).toUpperCase())}
PRINCIPAL     : ${esc(`${b.last}, ${b.first}`.toUpperCase())}
COLLATERAL    : ${esc(addr1(a).toUpperCase())}
                ${esc(cityLine(a).toUpperCase())}
                ${esc(d.name.toUpperCase())} / ${countLabel(d).toUpperCase()}
AMOUNT        : ${money(l.amount, true)}
TERM          : ${l.termMonths} MONTHS
RATE          : <s>${rate(oldRate)}</s>  <span class="scrawl" style="font-size:12pt">${rate(l.rate)}</span>
ORIG FEE      : ${(l.originationPoints ?? 2).toFixed(2)} PTS
</pre>
CONDITIONS:<br>1. SATISFACTORY APPRAISAL (AS-IS)<br>2. WELL / SEPTIC INSPECTION<br>3. ${d.asset === 'mhc' ? 'COPIES OF ALL PARK-OWNED HOME TITLES' : 'CURRENT T-12 AND RENT ROLL'}<br>4. PROOF OF INSURANCE<br><br>
<div style="display:inline-block;border:3px solid #a11;color:#a11;padding:6px 14px;font:bold 18pt 'DejaVu Sans';transform:rotate(-8deg);margin:10px 40px">APPROVED</div>
<p>Committee: <span class="scrawl">${esc(f.lender.contact.first[0] ?? 'J')}${esc(f.lender.contact.last[0] ?? 'K')}</span> &nbsp; <span class="scrawl">RA</span> &nbsp; <span class="scrawl">TB</span></p>`],
    });
    if (l.originationPoints === undefined) d.f.loan.originationPoints = 2;
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, fields) };
  },
};

const signedLoiScan: Family = {
  id: 'set-z-signed-loi-scan',
  description: 'Two-column LOI form, filled in, signed by the borrower and scanned back to the lender.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms', 'loan_purpose', ...FEE_FIELDS];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const rows: [string, string][] = [
      ['Borrower', esc(f.entity ? entityLine(d) : borrowerName(d))],
      ['Property', `${esc(d.name)}<br>${esc(fullAddr(a, true))}`],
      ['Purpose', esc(purposeLabel(d, rng))],
      ['Loan Amount', money(l.amount)],
      ['Interest Rate', `${rate(l.rate)} per annum`],
      ['Loan Term', `${l.termMonths} months`],
      ...feeLines(d),
      ['Prepayment', esc(prepayLabel(d, rng))],
      ['Anticipated Closing', dUs(l.closingDate)],
    ];
    const html = documentHtml({
      title: 'LOI', font: 'serif', fontSize: '10pt',
      pages: [`${letterhead({ name: d.lenderName, lines: [d.lenderCity], color: '#333' })}<h2 style="font-size:12pt;text-align:center;margin-bottom:8px">LETTER OF INTENT</h2>
<p>${dLong(f.documentDate)}</p><p>The following outlines the proposed terms of a loan from ${esc(d.lenderName)} to the Borrower named below.</p>
${kvTable(rows, { labelWidth: '30%' })}
<p style="margin-top:10px" class="small">Borrower shall deposit ${money(5000)} for third-party reports. This LOI expires if not signed and returned within 7 days.</p>
<table style="width:100%;margin-top:16px"><tr><td style="width:50%;vertical-align:top">LENDER<br><span class="scrawl">${esc(fullName(f.lender.contact))}</span><div style="border-top:1px solid #000;width:80%">${esc(fullName(f.lender.contact))}, Loan Officer</div></td>
<td style="vertical-align:top">BORROWER${f.entity ? `<br>${esc(entityLine(d))}` : ''}<br><span class="scrawl">${esc(fullName(b))}</span><div style="border-top:1px solid #000;width:80%">${f.entity ? `By: ${esc(fullName(b))}, ${esc(f.entity.signatoryTitle)}` : esc(fullName(b))}</div>Date: <span class="scrawl" style="font-size:11pt">${dUs1(addDays(f.documentDate, rng.int(1, 5)))}</span></td></tr></table>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truth(d, fields) };
  },
};

const narrativeTerms: Family = {
  id: 'set-z-narrative-term-sheet',
  description: 'Term sheet written as numbered prose paragraphs (attorney style) for a storage or RV park acquisition.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng, ['storage', 'rv', 'mhc']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', ...FEE_FIELDS];
    if (f.entity) fields.push('entity_name', 'ein');
    const paras = [
      `<p class="center b" style="font-size:12pt">TERM SHEET</p><p class="center">${esc(d.name)} · ${esc(a.city)}, ${esc(a.stateName)}</p>`,
      `<p>1. <u>Parties.</u> ${esc(d.lenderName)} ("Lender") and ${f.entity ? `${esc(entityLine(d))}${f.entity.ein ? ` (EIN <span style="white-space:nowrap">${ein(f.entity.ein)}</span>)` : ''}, whose principal is ${esc(fullName(b))}` : esc(borrowerName(d))} ("Borrower").</p>`,
      `<p>2. <u>Collateral.</u> First deed of trust on the ${ASSET_LABEL[d.asset]} at ${esc(addr1(a, true))}, ${esc(cityLine(a))} (${countLabel(d)}; ${d.acres} acres), and an assignment of leases, rents and site agreements.</p>`,
      `<p>3. <u>Principal.</u> ${money(l.amount)}.${d.price ? ` Borrower is purchasing the Property for ${money(d.price)} from ${esc(fullName(f.seller))}, with the balance from Borrower's ${rng.chance(0.5) ? '1031 exchange proceeds held by the qualified intermediary' : 'cash on hand'}.` : ''}</p>`,
      `<p>4. <u>Interest.</u> ${rate(l.rate)} fixed. Payments of interest only, monthly, in arrears.</p>`,
      `<p>5. <u>Maturity.</u> ${termWords(l.termMonths)} after closing.</p>`,
      `<p>6. <u>Fees.</u> ${feeLines(d).map(([k, v]) => `${k} ${v}`).join('; ') || 'None.'}</p>`,
      `<p>7. <u>Prepayment.</u> ${l.prepayment.penalty ? esc(l.prepayment.terms as string) : 'Permitted at any time without premium.'}</p>`,
      `<p>8. <u>Closing.</u> Target closing ${dAbbr(l.closingDate)} through ${esc(f.title.name)}.</p>`,
      `<p>9. <u>Non-binding.</u> Except for the deposit and confidentiality provisions, this term sheet is not binding.</p>`,
    ];
    const html = documentHtml({ title: 'Term Sheet', font: 'serif', fontSize: '11pt', pages: flow(paras, { charsPerLine: 85, linesPerPage: 44 }), page: { pageNumbers: true } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, fields) };
  },
};

export const lenderFamilies: Family[] = [termGrid, loiLetter, commitment, creditMemo, quoteEmail, motelBridge, landQuote, approvalScan, signedLoiScan, narrativeTerms];
