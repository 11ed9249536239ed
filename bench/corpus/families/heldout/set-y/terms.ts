// Term sheets, commitment letters and letters of intent written by the lender (or a competing lender).
import type { Family, TruthField } from '../../../types';
import { truthOf } from '../../../truth';
import { kvTable, letterhead, accent } from '../../../style';
import {
  $, ATTORNEYS, HOUSE, addr1, addrLong, anyAddr, anyDate, anyMoney, d, esc, exitText, feeRows, houseStaff, individual,
  ltype, name, ny, otherAmount, page, prepayText, ptype, retype, term, withEntity,
} from './h';

const tsHouseGrid: Family = {
  id: 'set-y-ts-house-grid',
  description: 'BSPC summary of terms: bordered two-column grid, guarantor line, fees block, NYC/NJ bridge and rehab deals.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['property_address', 'property_type', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms', 'loan_number', 'borrower_first_name', 'borrower_last_name'];
    const rows: [string, string][] = [];
    if (f.entity) {
      rows.push(['Borrower', esc(f.entity.name)], ['Guarantor(s)', `${esc(name(f.borrower, true))} (full recourse)`]);
      fields.push('entity_name');
    } else rows.push(['Borrower', esc(name(f.borrower, true))]);
    rows.push(['Collateral', `${esc(anyAddr(rng, f.property.address))}<br><span class="muted">Block ${f.block} Lot ${f.lot} &middot; ${esc(ptype(rng, f.property.type, f.property.units))}</span>`]);
    rows.push(['Loan Type', ltype(rng, L.type)], ['Loan Amount', anyMoney(rng, L.amount)]);
    if (rng.chance(0.6)) { rows.push(['As-Is Value (BPO / appraisal)', $(f.property.value)]); fields.push('property_value'); }
    if (f.property.arv) rows.push(['After-Repair Value', $(f.property.arv)]);
    rows.push(['Rate', `${L.rate}% fixed, interest only, paid monthly in arrears`], ['Term', term(rng, L.termMonths)]);
    if (L.originationPoints !== undefined) { rows.push(['Origination', `${L.originationPoints} points to Lender at closing`]); fields.push('origination_points'); }
    if (L.brokerPoints !== undefined) { rows.push(['Broker Fee', `${L.brokerPoints} points to ${esc(f.broker.name)} (paid outside Lender fee)`]); fields.push('broker_points'); }
    for (const [label, amt, field] of feeRows(f, { doc: 'Document Preparation Fee', admin: 'Administration Fee', proc: 'Processing Fee' })) { rows.push([label, $(amt)]); fields.push(field); }
    rows.push(['Prepayment', L.prepayment.penalty ? esc(prepayText(f)) : 'None &mdash; open to prepay at any time'], ['Target Closing', anyDate(rng, L.closingDate)], ['Loan #', L.loanNumber]);
    if (L.exit) { rows.push(['Exit', exitText(rng, L.exit)]); fields.push('exit_strategy'); }
    rows.push(['Third-party costs', `Title (${esc(f.title.name)}), mansion/transfer taxes if any, appraisal, legal ($1,750 lender counsel) by Borrower`]);
    const html = page('Summary of Terms', [`${letterhead({ name: HOUSE.name, lines: [HOUSE.street + ' &middot; ' + HOUSE.city, HOUSE.phone], color: accent(rng), mark: HOUSE.short })}
<h2 style="font-family:'DejaVu Sans';font-size:13pt;margin-bottom:4px">SUMMARY OF TERMS &mdash; NOT A COMMITMENT</h2>
<p class="small">Issued ${d(f.documentDate, 'long')}. Subject to underwriting, satisfactory title, appraisal and the approvals listed below.</p>
${kvTable(rows, { labelWidth: '30%' })}
<p class="small" style="margin-top:10px">Conditions: satisfactory review of title report (Schedule B exceptions), open DOB / ECB violations, municipal searches, insurance naming Lender as mortgagee. This summary expires 10 business days after issue.</p>
<p style="margin-top:18px">${esc(houseStaff(rng).name)}<br><span class="small">for ${HOUSE.name}</span></p>`], '.k{background:#f3f3f3;font-weight:bold}', 'sans', '9.5pt');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const commitmentLetter: Family = {
  id: 'set-y-commitment-letter',
  description: 'Formal commitment letter in prose with numbered conditions (letters testamentary, executor’s deed, recorded satisfaction).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const staff = houseStaff(rng);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date', 'loan_number', 'prepayment_penalty', 'prepayment_terms'];
    const who = f.entity ? `${esc(f.entity.name)} (the &ldquo;Borrower&rdquo;), with ${esc(name(f.borrower))} as guarantor` : `${esc(name(f.borrower, true))} (the &ldquo;Borrower&rdquo;)`;
    if (f.entity) fields.push('entity_name');
    const feeSentences: string[] = [];
    if (L.originationPoints !== undefined) { feeSentences.push(`a commitment fee of ${L.originationPoints}% of the Loan Amount, earned upon acceptance`); fields.push('origination_points'); }
    for (const [label, amt, field] of feeRows(f, { doc: 'a document preparation fee', admin: 'an administrative fee', proc: 'a processing fee' })) { feeSentences.push(`${label} of ${$(amt, 'cents')}`); fields.push(field); }
    const conds = rng.shuffle([
      `Certified copy of Letters Testamentary issued by the Surrogate&rsquo;s Court, ${f.county} County, File No. ${f.surrogateFile}, in the Estate of ${f.decedent.first} ${f.decedent.last}, dated within 30 days of closing.`,
      'Fee title report with no exceptions other than those approved by Lender; satisfaction of all open mortgages of record.',
      'Hazard and liability insurance naming Lender, its successors and/or assigns, ATIMA.',
      'Payoff letter from the existing mortgagee and any municipal lien holder (NYC DOF / water).',
      'Lender&rsquo;s receipt of an appraisal or broker price opinion acceptable to Lender.',
      'Executed personal guaranty and environmental indemnity.',
    ]).slice(0, rng.int(4, 6));
    const para = [
      `<p>${d(f.documentDate, 'long')}</p>`,
      `<p>${who}<br>c/o ${esc(rng.pick(ATTORNEYS))}</p>`,
      `<p><b>Re: Commitment &mdash; ${esc(addrLong(f.property.address))} (Loan No. ${L.loanNumber})</b></p>`,
      `<p>Dear ${esc(f.borrower.first)}:</p>`,
      `<p>${HOUSE.name} (&ldquo;Lender&rdquo;) is pleased to commit to a first mortgage loan in the principal amount of ${$(L.amount, 'cents')} (the &ldquo;Loan&rdquo;) secured by the premises known as ${esc(addr1(f.property.address))}. The Loan shall bear interest at ${L.rate}% per annum, payable monthly, interest only, for a term of ${term(rng, L.termMonths, 'words')}, with the entire principal balance due at maturity.</p>`,
      feeSentences.length ? `<p>Borrower shall pay ${feeSentences.join(', ')}, together with Lender&rsquo;s counsel fee and all title charges.</p>` : '',
      `<p>${L.prepayment.penalty ? `Prepayment: the Loan may be prepaid in whole subject to ${esc(prepayText(f))}.` : 'The Loan may be prepaid at any time without premium or penalty.'}</p>`,
      `<p>This commitment is conditioned on the following:</p><ol>${conds.map((c) => `<li>${c}</li>`).join('')}</ol>`,
      `<p>Closing shall occur on or before ${anyDate(rng, L.closingDate)}, failing which this commitment shall lapse unless extended in writing.</p>`,
      `<p>Very truly yours,<br><br>${esc(staff.name)}, ${staff.title}</p>`,
      `<p class="small">ACCEPTED AND AGREED: ______________________________ &nbsp; Date: __________</p>`,
    ].filter(Boolean);
    const html = page('Commitment Letter', [`${letterhead({ name: HOUSE.name, lines: [HOUSE.street, HOUSE.city + ' &middot; ' + HOUSE.phone], align: 'center', color: '#222' })}${para.join('\n')}`], 'ol li{margin-bottom:4px}', 'serif', '10pt');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const estateTaxBridge: Family = {
  id: 'set-y-estate-tax-bridge-terms',
  description: 'Term sheet for a loan to heirs to pay NY estate tax before a sale: use-of-proceeds table with tax, probate and sibling payouts.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = individual(ny(facts, rng));
    const L = f.loan;
    const tax = Math.round(L.amount * (0.25 + rng.next() * 0.3) / 100) * 100;
    const legal = rng.int(12, 45) * 500;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'exit_strategy'];
    const rows: [string, string][] = [
      ['Borrower / Heir', `${esc(name(f.borrower, true))}, individually and as distributee`],
      ['Decedent', `${f.decedent.first} ${f.decedent.last} (d. ${d(f.decedent.died, 'us')})`],
      ['Property', esc(addrLong(f.property.address))],
      ['Estimated Market Value', `${$(f.property.value)} (broker opinion of value)`],
      ['Loan Amount', `${$(L.amount)}`],
      ['Interest', `${L.rate}% per annum, interest reserve held back for first ${rng.pick([3, 6])} months`],
      ['Maturity', term(rng, L.termMonths)],
    ];
    if (L.exit) rows.push(['Exit', exitText(rng, L.exit)]);
    const uses: [string, number][] = [['NYS estate tax (Form ET-706 balance)', tax], ['Estate attorney fees', legal], ['Satisfy existing HELOC', Math.max(0, L.amount - tax - legal - 15000)], ['Closing costs / reserves', 15000]];
    if (!L.exit) fields.pop();
    if (L.originationPoints !== undefined) { rows.push(['Lender Origination', `${L.originationPoints}%`]); fields.push('origination_points'); }
    if (L.processingFee !== undefined) { rows.push(['Processing', $(L.processingFee)]); fields.push('processing_fee'); }
    rows.push(['Closing (est.)', d(L.closingDate, 'long')]); fields.push('estimated_closing_date');
    const html = page('Estate Bridge Terms', [`<div style="text-align:right;font-size:8pt">${HOUSE.name} &middot; ${HOUSE.phone}</div>
<h1 style="font-size:15pt;margin:10px 0 2px">Estate Liquidity Bridge &mdash; Indicative Terms</h1><p class="muted">Prepared ${d(f.documentDate, 'abbr')} for counsel to the Estate</p>
${kvTable(rows)}
<h3 style="margin:14px 0 4px;font-size:11pt">Sources &amp; Uses (estimate)</h3>
<table class="grid"><tr><th>Use</th><th class="right">Amount</th></tr>${uses.map(([u, a]) => `<tr><td>${u}</td><td class="right">${$(a)}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:10px">Figures above other than the Loan Amount are supplied by estate counsel and are not verified by Lender. Surrogate's Court File No. ${f.surrogateFile} (${f.county} County).</p>`], '.k{width:32%;font-weight:bold}', 'serif', '10pt');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const coopBridge: Family = {
  id: 'set-y-coop-bridge-terms',
  description: 'Co-op / condo bridge term sheet: recognition agreement, board approval and maintenance figures as distractors.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f0 = individual(ny(facts, rng));
    const f = { ...f0, property: { ...f0.property, type: 'Condo' as const, address: { ...f0.property.address, unit: f0.property.address.unit ?? `Apt ${rng.int(2, 9)}${rng.pick(['A', 'B', 'C', 'D'])}` } } };
    const L = f.loan;
    const maint = rng.int(9, 28) * 100 + rng.pick([0, 12, 47, 85]);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'property_type', 'loan_amount', 'interest_rate', 'loan_term', 'property_value', 'prepayment_penalty'];
    const lines = [
      `<b>Applicant:</b> ${esc(name(f.borrower))} &lt;${esc(f.borrower.email)}&gt;`,
      `<b>Unit:</b> ${esc(addr1(f.property.address))} &mdash; residential condominium unit`,
      `<b>Current value (per appraisal):</b> ${$(f.property.value)} &nbsp; | &nbsp; Common charges ${$(maint)}/mo &nbsp; | &nbsp; RE taxes ${$(rng.int(300, 1400))}/mo`,
      `<b>Bridge amount:</b> ${$(L.amount, 'k')} &nbsp;(${$(L.amount)})`,
      `<b>Rate / term:</b> ${L.rate}% / ${term(rng, L.termMonths, 'mo')}, interest only`,
      `<b>Prepay:</b> ${L.prepayment.penalty ? esc(prepayText(f)) : 'no prepayment penalty'}`,
      `<b>Purpose:</b> bridge the applicant&rsquo;s purchase of a replacement home until sale of this unit closes`,
      '<b>Conditions:</b> condo board waiver of right of first refusal; estoppel letter from managing agent; unit insurance (HO-6).',
    ];
    if (L.prepayment.penalty) fields.push('prepayment_terms');
    if (L.docFee !== undefined) { lines.push(`<b>Doc prep:</b> ${$(L.docFee)}`); fields.push('loan_doc_fee'); }
    const html = page('Bridge terms', [`<div style="border:2px solid #333;padding:16px">
<div style="font:bold 14pt 'DejaVu Sans'">${HOUSE.short} &mdash; Residential Bridge (Condo) &mdash; Term Outline</div>
<div class="small">${d(f.documentDate, 'us')} &middot; draft for discussion</div><hr>
${lines.map((l) => `<p>${l}</p>`).join('')}
<p class="small">Managing agent: ${esc(f.title.contact.first)} ${esc(f.title.contact.last)}, ${rng.pick(['Akam Associates', 'Halstead Management', 'Orsid Realty'])}. Not a commitment to lend.</p></div>`], '', 'sans', '10pt');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const countersignedScan: Family = {
  id: 'set-y-ts-countersigned-scan',
  description: 'One-page term sheet returned countersigned and scanned: checkmarks, signatures, initials in the margin.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(ny(facts, rng), rng);
    const E = f.entity!;
    const L = f.loan;
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'origination_points', 'loan_type'];
    const rows: [string, string][] = [
      ['BORROWER', esc(E.name)], ['SIGNER', `${esc(name(f.borrower))}, ${esc(E.signatoryTitle)}`], ['PROPERTY', esc(addr1(f.property.address))],
      ['PROGRAM', ltype(rng, L.type)], ['LOAN AMT', $(L.amount)], ['NOTE RATE', `${L.rate}%`], ['TERM', term(rng, L.termMonths)],
      ['ORIG. POINTS', L.originationPoints !== undefined ? `${L.originationPoints}` : 'per rate sheet'],
    ];
    if (L.originationPoints === undefined) fields.splice(fields.indexOf('origination_points'), 1);
    const html = page('TS', [`<div style="font:bold 12pt 'DejaVu Sans Mono'">${HOUSE.short} TERM SHEET &nbsp;&nbsp; ${d(f.documentDate, 'us')}</div><br>
${kvTable(rows, { labelWidth: '28%' })}
<p style="margin-top:12px">Deposit: $${rng.pick(['2,500', '3,500', '5,000'])} due with signed term sheet (applied to appraisal and legal).</p>
<p>AGREED BY BORROWER:</p>
<div class="scrawl" style="margin-left:20px">${esc(f.borrower.first[0] ?? '')}. ${esc(f.borrower.last)}</div>
<div class="sig">${esc(E.name)}<br>By: ${esc(name(f.borrower))}, its ${esc(E.signatoryTitle)}</div>
<div style="position:absolute;right:70px;top:300px" class="scrawl">${esc((f.borrower.first[0] ?? '') + (f.borrower.last[0] ?? ''))} ✓</div>`], '.k{font-family:\'DejaVu Sans Mono\'}', 'mono', '10pt');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const rehabDraw: Family = {
  id: 'set-y-rehab-term-sheet-draws',
  description: 'Brownstone / 2-4 family rehab term sheet with a construction budget and draw schedule (budget totals and ARV are not the loan).',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const budget = Math.round(L.amount * (0.2 + rng.next() * 0.25) / 1000) * 1000;
    const draws = [0.25, 0.35, 0.3, 0.1].map((x) => Math.round(budget * x));
    const fields: TruthField[] = ['property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'borrower_first_name', 'borrower_last_name'];
    if (f.entity) fields.push('entity_name');
    const rows: [string, string][] = [
      ['Sponsor', esc(name(f.borrower)) + (f.entity ? ` / ${esc(f.entity.name)}` : '')],
      ['Address', esc(addr1(f.property.address))],
      ['Total Loan (incl. rehab holdback)', $(L.amount)],
      ['Rehab Holdback', $(budget)],
      ['Rate', `${L.rate}% (interest on disbursed funds only)`],
      ['Term', term(rng, L.termMonths, 'mo')],
      ['File', `#${L.loanNumber}`],
    ];
    if (f.property.arv) rows.push(['ARV (per contractor + broker)', $(f.property.arv)]);
    if (L.exit) { rows.push(['Exit', exitText(rng, L.exit)]); fields.push('exit_strategy'); }
    if (L.adminFee !== undefined) { rows.push(['Draw admin fee', `${$(L.adminFee)} (one-time)`]); fields.push('admin_fee'); }
    const drawRows = ['Demo / structural (DOB permit pulled)', 'Rough MEP, framing', 'Finishes, kitchens &amp; baths', 'C of O / sign-off'].map((s, i) => `<tr><td>${i + 1}</td><td>${s}</td><td class="right">${$(draws[i] ?? 0)}</td></tr>`).join('');
    const html = page('Rehab Terms', [`<h2 style="font-size:14pt">Renovation Loan &ndash; Term Sheet</h2><p class="muted">${HOUSE.name} &middot; ${d(f.documentDate, 'long')}</p>
${kvTable(rows)}
<h3 style="margin-top:12px;font-size:11pt">Draw Schedule</h3>
<table class="grid"><tr><th>#</th><th>Milestone</th><th class="right">Release</th></tr>${drawRows}<tr><td></td><td class="b">Total budget</td><td class="right b">${$(budget)}</td></tr></table>
<p class="small" style="margin-top:8px">Draws released after site inspection ($${rng.pick([250, 300, 350])} per inspection). Open DOB violations (ECB) must be cured before final draw.</p>`], '.k{font-weight:bold;width:38%}', 'sans', '9.5pt');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const faxQuote: Family = {
  id: 'set-y-fax-quote-photo',
  description: 'A competing lender’s faxed one-page quote, photographed on a desk: fax header, big typewriter text.',
  formats: ['image'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['borrower_last_name', 'borrower_first_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'origination_points'];
    if (L.originationPoints === undefined) fields.pop();
    const html = page('fax', [`<div style="font:9pt 'DejaVu Sans Mono';border-bottom:1px dashed #000">${d(f.documentDate, 'us')} 14:${rng.int(10, 59)} FROM: ${esc(f.lender.name.toUpperCase())} TO: 7185550100 P.1/1</div>
<h1 style="font:bold 20pt 'DejaVu Sans Mono';margin:18px 0">QUOTE</h1>
<div style="font:13pt 'DejaVu Sans Mono';line-height:1.8">
BORROWER: ${esc(f.borrower.last.toUpperCase())}, ${esc(f.borrower.first.toUpperCase())}<br>
PROPERTY: ${esc(addr1(f.property.address).toUpperCase())}<br>
AMOUNT..: ${$(L.amount)}<br>
RATE....: ${L.rate}%<br>
TERM....: ${L.termMonths} MO<br>
${L.originationPoints !== undefined ? `POINTS..: ${L.originationPoints}<br>` : ''}
QUOTE GOOD 7 DAYS. SUBJ TO APPRAISAL.</div>
<p style="margin-top:30px;font:10pt 'DejaVu Sans Mono'">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)} ${esc(f.lender.contact.email)}</p>`], '', 'mono', '11pt');
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, fields) };
  },
};

const softQuoteLetter: Family = {
  id: 'set-y-loi-soft-quote',
  description: 'Letter of intent in business-letter form addressed to the borrower’s estate attorney, with past-loan references.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const atty = rng.pick(ATTORNEYS);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type'];
    if (f.entity) fields.push('entity_name');
    const prior = otherAmount(rng);
    const body = [
      `<p>${d(f.documentDate, rng.pick(['long', 'abbr'] as const))}</p>`,
      `<p>${esc(atty)}<br>Attn: Estate of ${f.decedent.first} ${f.decedent.last}</p>`,
      `<p><b>RE: Letter of Intent &ndash; ${esc(addrLong(f.property.address))}</b></p>`,
      `<p>Counsel:</p>`,
      `<p>Further to our call, this letter sets out the terms on which we would consider a ${ltype(rng, L.type).toLowerCase()} loan to ${f.entity ? `${esc(f.entity.name)}, a ${esc(f.entity.stateOfFormation)} ${f.entity.type === 'LLC' ? 'limited liability company' : f.entity.type.toLowerCase()} controlled by ${esc(name(f.borrower))}` : esc(name(f.borrower))} (&ldquo;Borrower&rdquo;).</p>`,
      `<p>Loan amount of ${$(L.amount)} at a rate of ${L.rate}% per annum for ${term(rng, L.termMonths)}. ${L.originationPoints !== undefined ? `Lender fee of ${L.originationPoints} points.` : ''} ${L.prepayment.penalty ? `Prepayment premium: ${esc(prepayText(f))}.` : 'No prepayment penalty.'}</p>`,
      `<p>For reference, we previously closed a ${$(prior)} loan with your office on another estate matter in ${Number(f.documentDate.slice(0, 4)) - 1}; we expect to follow the same closing checklist (letters testamentary, executor&rsquo;s deed into the heir, release of estate tax lien if applicable).</p>`,
      `<p>This letter is non-binding and is subject to appraisal, title and credit.</p>`,
      `<p>Sincerely,<br>${esc(houseStaff(rng).name)}<br>${HOUSE.name}</p>`,
    ];
    if (L.originationPoints !== undefined) fields.push('origination_points');
    fields.push('prepayment_penalty', 'prepayment_terms');
    const html = page('LOI', [`${letterhead({ name: HOUSE.name, lines: [HOUSE.street + ', ' + HOUSE.city], color: accent(rng) })}${body.join('\n')}`], '', 'serif', '10.5pt');
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, fields) };
  },
};

const conditionalApproval: Family = {
  id: 'set-y-conditional-approval',
  description: 'Short “conditional approval” letter with a bulleted needs list; NJ bridge and rehab deals.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const needs = rng.shuffle(['Purchase contract fully executed (attorney review concluded)', 'Two months bank statements', 'Entity docs: certificate of formation, operating agreement, EIN letter', 'Insurance binder', 'Copy of driver license', 'Scope of work with contractor bids', 'Rent roll and leases']).slice(0, 5);
    const html = page('Approval', [`<div style="background:#0b5d4b;color:#fff;padding:10px 14px;font:bold 13pt 'DejaVu Sans'">CONDITIONAL APPROVAL</div>
<p style="margin-top:12px">Date: ${d(f.documentDate, 'us')}<br>Borrower: ${f.entity ? `${esc(f.entity.name)} &mdash; signing: ${esc(name(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : esc(name(f.borrower))}<br>Subject property: ${esc(addr1(f.property.address))}</p>
<p>You are conditionally approved for ${$(L.amount, 'cents')} at ${L.rate}% interest-only, ${term(rng, L.termMonths, 'mo')} term. Closing is targeted for ${d(L.closingDate, 'long')}.</p>
<p><b>Outstanding items:</b></p><ul>${needs.map((n) => `<li>${n}</li>`).join('')}</ul>
<p class="small">Approval expires 30 days from the date above. Rates are subject to change if closing is delayed past the target date.</p>
<p>${esc(houseStaff(rng).name)} &middot; ${HOUSE.phone}</p>`], '', 'sans', '10pt');
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, fields) };
  },
};

const heirBuyoutLoi: Family = {
  id: 'set-y-heir-buyout-loi',
  description: 'LOI to an heir buying out siblings’ shares of an inherited house: share table with payouts (not the loan).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = individual(ny(facts, rng));
    const L = f.loan;
    const n = rng.int(2, 4);
    const share = Math.round(f.property.value / (n + 1));
    const sibs = ['Cheryl', 'Anthony', 'Denise', 'Reginald', 'Paulette', 'Gerald'].slice(0, n);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms'];
    const html = page('Heir LOI', [`${letterhead({ name: HOUSE.name, lines: [HOUSE.street, HOUSE.city], color: accent(rng) })}
<p>${d(f.documentDate, 'long')}</p><p>${esc(name(f.borrower, true))}<br>${esc(addr1(f.property.address))}<br>Tel. ${esc(f.borrower.phone.replace(/(\d{3})(\d{3})(\d{4})/, '($1) $2-$3'))}</p>
<p><b>Re: Estate of ${f.decedent.first} ${f.decedent.last} &mdash; buyout of co-heirs</b></p>
<p>You have asked us to finance your purchase of your ${n === 1 ? "sibling's" : "siblings'"} interests in the family home so that title can pass to you alone by executor&rsquo;s deed. Based on an agreed value of ${$(f.property.value)}, the payout to each of the other ${n} distributees is approximately:</p>
<table class="grid" style="width:70%"><tr><th>Distributee</th><th>Share</th><th class="right">Payout</th></tr>${sibs.map((s) => `<tr><td>${s} ${esc(f.decedent.last)}</td><td>1/${n + 1}</td><td class="right">${$(share)}</td></tr>`).join('')}</table>
<p style="margin-top:10px">We propose a loan of <b>${$(L.amount)}</b> at <b>${L.rate}%</b> for <b>${term(rng, L.termMonths)}</b>, secured by a first mortgage on the property once deeded to you. ${L.prepayment.penalty ? `Prepayment: ${esc(prepayText(f))}.` : 'There is no prepayment penalty.'}</p>
<p>Non-binding; subject to the executor&rsquo;s deed, heir agreement signed by all distributees and our standard underwriting.</p>
<p>${esc(houseStaff(rng).name)}</p>`], '', 'serif', '10pt');
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, fields) };
  },
};

const mixedUseTerms: Family = {
  id: 'set-y-mixed-use-storefront-terms',
  description: 'Commercial term sheet for a mixed-use storefront building: rent summary (stabilized units, store lease) and DSCR.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f0 = withEntity(ny(facts, rng), rng);
    const f = retype(f0, 'Mixed Use', f0.property.units ?? rng.int(3, 8));
    const L = f.loan;
    const units = f.property.units ?? 4;
    const rents = Array.from({ length: units - 1 }, () => rng.int(9, 26) * 100 + rng.pick([0, 17, 42, 66]));
    const store = rng.int(25, 80) * 100;
    const gross = (rents.reduce((a, b) => a + b, 0) + store) * 12;
    const fields: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'ein'];
    const rows: [string, string][] = [
      ['Borrower', `${esc(f.entity!.name)} (EIN ${f.entity!.ein ? f.entity!.ein.slice(0, 2) + '-' + f.entity!.ein.slice(2) : 'applied for'})`],
      ['Guarantor', esc(name(f.borrower))],
      ['Property', `${esc(addr1(f.property.address))} &mdash; mixed-use, ${units - 1} residential over 1 store`],
      ['Appraised value (as is)', $(f.property.value)],
      ['Loan', $(L.amount)], ['Coupon', `${L.rate}%`], ['Term', term(rng, L.termMonths)],
      ['Prepayment', L.prepayment.penalty ? esc(prepayText(f)) : 'None'],
      ['Gross rents (annualized)', $(gross)],
    ];
    if (L.brokerPoints !== undefined) { rows.push(['Broker compensation', `${L.brokerPoints}% (${esc(f.broker.name)})`]); fields.push('broker_points'); }
    const html = page('Mixed-use terms', [`<h2 style="font-size:14pt;border-bottom:3px double #000">Commercial Bridge &mdash; Indicative Term Sheet</h2><p class="small">${d(f.documentDate, 'abbr')} &middot; ${HOUSE.name}</p>
${kvTable(rows)}
<h3 style="font-size:10.5pt;margin-top:10px">Rent summary</h3>
<table class="grid"><tr><th>Unit</th><th>Status</th><th class="right">Monthly</th></tr>
<tr><td>Store</td><td>Commercial lease (${rng.pick(['deli', 'laundromat', 'hair salon', 'pharmacy', 'tax prep office'])})</td><td class="right">${$(store)}</td></tr>
${rents.map((r, i) => `<tr><td>${i + 2}${rng.pick(['F', 'R', ''])}</td><td>${rng.chance(0.6) ? 'RS (DHCR registered)' : 'Free market'}</td><td class="right">${$(r)}</td></tr>`).join('')}</table>`], '.k{width:30%;font-weight:bold}', 'sans', '9.5pt');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

export const termFamilies: Family[] = [tsHouseGrid, commitmentLetter, estateTaxBridge, coopBridge, countersignedScan, rehabDraw, faxQuote, softQuoteLetter, conditionalApproval, heirBuyoutLoi, mixedUseTerms];
