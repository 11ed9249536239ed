// set-ag text PDFs, part 1: what the lender's own desk sends out (term sheets, commitments, quotes, closing papers).
import type { Family } from '../../../types';
import {
  ne, Fields, who, idFields, borrowerLine, propWords, feeRows, prepayText, closingCosts, attorney, person, addr,
  money, pickMoney, pickRate, pickTerm, pickDate, pickPhone, loanTypeWords, purposeWords, exitWords, esc, documentHtml,
  kvTable, letterhead, accent, einFmt, emailAsTyped, moneyLegal, flow, isTrust, checkboxes,
} from './lib';

const termSheet: Family = {
  id: 'ag-summary-of-terms-triple-decker',
  description: 'Private lender "Summary of Proposed Terms" on a New England 1-4 family, grid with trade labels, attorney-closing notes.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const f = new Fields(d).add(...idFields(d), 'property_address', 'property_type', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'prepayment_penalty', 'estimated_closing_date');
    const l = d.loan;
    const p = d.property;
    const rows: [string, string][] = [
      ['Borrower', esc(borrowerLine(d, rng))],
    ];
    if (d.entity) rows.push(['Guarantor', `${esc(who(d))} (full recourse, joint &amp; several)`]);
    rows.push(['Collateral', `First mortgage on ${esc(addr(d, rng))}`]);
    rows.push(['Property', `${esc(propWords(d, rng))}${p.yearBuilt ? `, built c. ${p.yearBuilt}` : ''}${p.units ? `, ${p.units} units` : ''}`]);
    if (p.purchasePrice) rows.push(['Purchase Price (per P&amp;S)', pickMoney(rng, p.purchasePrice)]);
    if (rng.chance(0.7)) {
      rows.push([rng.pick(['As-Is Value', 'As-Is Value (BPO)', 'Value (as is)']), pickMoney(rng, p.value)]);
      f.add('property_value');
    }
    if (p.arv) rows.push(['After-Repair Value (not used for sizing)', pickMoney(rng, p.arv)]);
    rows.push(['Program', esc(loanTypeWords(rng, l.type))]);
    if (l.purpose && rng.chance(0.6)) {
      rows.push(['Purpose', esc(purposeWords(rng, l.purpose))]);
      f.add('loan_purpose');
    }
    rows.push(['Loan Amount', `<b>${pickMoney(rng, l.amount)}</b>`]);
    rows.push(['Note Rate', `${pickRate(rng, l.rate)} fixed, interest only, paid monthly in arrears`]);
    rows.push(['Term', esc(pickTerm(rng, l.termMonths))]);
    for (const r of feeRows(d, rng)) {
      rows.push([r.label, `${r.value}${r.field === 'broker_points' ? ` to ${esc(d.broker.name)}` : ''}`]);
      f.add(r.field);
    }
    rows.push(['Prepayment', esc(prepayText(d, rng))]);
    if (l.prepayment.penalty) f.add('prepayment_terms');
    if (l.exit) {
      rows.push(['Exit', esc(exitWords(rng, l.exit))]);
      f.add('exit_strategy');
    }
    rows.push(['Closing Attorney', `${esc(attorney(d).name)}, ${esc(attorney(d).firm)} (${pickPhone(rng, d.title.contact.phone)})`]);
    rows.push(['Target Closing', pickDate(rng, l.closingDate)]);
    const costs = closingCosts(d, rng).map(([k, v]) => `${esc(k)} ${v}`).join('; ');
    const html = documentHtml({
      title: 'Summary of Proposed Terms', font: 'sans', fontSize: '9.5pt',
      css: '.k{background:#f3f3f3;font-weight:bold}',
      pages: [`${letterhead({ name: d.lender.name, lines: [esc(`${d.lender.address.street}, ${d.lender.address.city}, ${d.lender.address.state} ${d.lender.address.zip}`), `${pickPhone(rng, d.lender.contact.phone)} &middot; ${esc(d.lender.contact.email)}`], color: accent(rng) })}
<h2 style="font-size:13pt">SUMMARY OF PROPOSED TERMS</h2><p class="small">Date: ${pickDate(rng, d.documentDate)} &mdash; for discussion only; not a commitment to lend. Subject to appraisal, title, and attorney review.</p>
${kvTable(rows, { labelWidth: '30%' })}
<p class="small" style="margin-top:10px">Estimated third-party costs (paid at closing, not lender fees): ${costs}. Lead paint: if any unit houses a child under six, a Letter of Compliance is required before funding (M.G.L. c.111 §197 for MA properties). Smoke/CO and 21E questionnaire to be provided to closing attorney.</p>
<p style="margin-top:18px">Issued by: ${esc(person(d.lender.contact, rng))}, Originations</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: f.truth() };
  },
};

const commitment: Family = {
  id: 'ag-commitment-letter-cc-attorney',
  description: 'Formal commitment letter to the borrower, cc the closing attorney, numbered conditions (MLC, master deed, lead letter).',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const f = new Fields(d).add(...idFields(d), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date', 'loan_number', 'prepayment_penalty');
    const att = attorney(d);
    const fees = feeRows(d, rng);
    fees.forEach((r) => f.add(r.field));
    const e = d.entity;
    const addressee = e ? `${esc(e.name)}<br>Attn: ${esc(who(d))}, ${esc(e.signatoryTitle)}` : esc(who(d, true));
    const valueLine = rng.chance(0.6) ? (f.add('property_value'), `<p>The Lender's evaluation of the Premises indicates an as-is value of ${pickMoney(rng, p.value)}; the loan-to-value shall not exceed ${rng.pick([65, 70, 75])}% of the appraised value at closing.</p>`) : '';
    const conds = [
      'Satisfactory title examination and a lender\'s policy of title insurance; plot plan / mortgage inspection if required by the title insurer.',
      `Municipal Lien Certificate from the City of ${esc(p.address.city)} showing all taxes, water and sewer paid current.`,
      p.type === 'Condo' ? 'Copies of the recorded Master Deed, Declaration of Trust, By-Laws and Unit Deed, plus a 6(d) certificate from the condominium trustees.' : 'Rent roll and copies of all leases; tenant estoppels at Lender\'s discretion.',
      'Lead paint Letter of Compliance (or Interim Control) for each unit built prior to 1978 where children under six reside.',
      e ? (isTrust(d) ? 'Trustee\'s Certificate (M.G.L. c.184 §35) recorded with the Registry, and a copy of the Declaration of Trust and Schedule of Beneficiaries.' : `Certificate of Good Standing from the Secretary of the Commonwealth / State and a vote of the members authorising this loan.`) : 'Two forms of government ID and a signed authorization to pull credit.',
      'Evidence of hazard insurance naming Lender, its successors and/or assigns, ISAOA/ATIMA, as first mortgagee.',
    ];
    const exitP = l.exit ? (f.add('exit_strategy'), `<p>Borrower has represented that the loan will be repaid from ${l.exit === 'Sale' ? 'the sale of the Premises (or the individual units)' : 'a refinance with a permanent lender'} prior to maturity.</p>`) : '';
    if (l.prepayment.penalty) f.add('prepayment_terms');
    const blocks = [
      letterhead({ name: d.lender.name, lines: [esc(`${d.lender.address.street} ${d.lender.address.unit ?? ''}, ${d.lender.address.city}, ${d.lender.address.state} ${d.lender.address.zip}`)], color: accent(rng), align: 'center' }),
      `<p>${pickDate(rng, d.documentDate, ['long'])}</p><p>${addressee}<br><span class="muted">via e-mail</span></p>`,
      `<p><b>Re: Loan Commitment &mdash; Loan No. ${esc(l.loanNumber)}<br>Premises: ${esc(addr(d, rng))}</b></p>`,
      `<p>Dear ${esc(d.borrower.first)}:</p><p>We are pleased to advise that ${esc(d.lender.name)} ("Lender") has approved a first mortgage loan to ${esc(e ? e.name : who(d))} ("Borrower") on the following terms:</p>`,
      `<p><b>1. Amount.</b> ${moneyLegal(rng, l.amount)}.</p><p><b>2. Interest.</b> ${pickRate(rng, l.rate, ['perAnnum', 'words', 'fixed2'])}, fixed, interest only, payable monthly.</p><p><b>3. Term.</b> ${esc(pickTerm(rng, l.termMonths, ['legal', 'months']))} from the date of the Note.</p>`,
      `<p><b>4. Fees.</b> ${fees.length ? fees.map((r) => `${esc(r.label)}: ${esc(r.value)}`).join('; ') : 'None other than as stated herein'}, all payable at closing. The Borrower shall also pay Lender's counsel fees and all recording charges.</p>`,
      `<p><b>5. Prepayment.</b> ${l.prepayment.penalty ? `The loan may be prepaid subject to ${esc(l.prepayment.terms ?? '')}.` : 'The loan may be prepaid in whole or in part at any time without premium or penalty.'}</p>`,
      valueLine, exitP,
      `<p><b>6. Conditions.</b></p><ol style="margin-top:0">${conds.map((c) => `<li>${c}</li>`).join('')}</ol>`,
      `<p><b>7. Closing.</b> Closing shall occur on or before ${pickDate(rng, l.closingDate, ['long', 'ordinal'])} at the offices of ${esc(att.firm)}, who will act as closing attorney for Lender. This commitment expires if not accepted within five (5) business days.</p>`,
      `<p>Very truly yours,<br>${esc(d.lender.name)}</p><p><span class="sig">By: ${esc(person(d.lender.contact, rng))}, Loan Officer</span></p>`,
      `<p class="small">cc: ${esc(att.name)}, ${esc(att.email)}; ${esc(d.broker.contact.first)} ${esc(d.broker.contact.last)}, ${esc(d.broker.name)}</p>`,
      `<p><b>ACCEPTED:</b> ${esc(e ? e.name : who(d))}</p><p><span class="sig">${esc(who(d))}${e ? `, ${esc(e.signatoryTitle)}` : ''}</span> &nbsp; Date: ________</p>`,
    ];
    const html = documentHtml({ title: 'Commitment', pages: flow(blocks, { charsPerLine: 88, linesPerPage: 33 }), fontSize: '10pt', page: { pageNumbers: true, footerLeft: `Commitment ${l.loanNumber}` } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: f.truth() };
  },
};

const condoLoi: Family = {
  id: 'ag-loi-condo-conversion',
  description: 'LOI for a condo-conversion loan: release prices per unit, master deed milestones, sales-out exit.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const f = new Fields(d).add(...idFields(d), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'prepayment_penalty');
    const units = p.units ?? rng.int(3, 6);
    const per = Math.round(l.amount / units / 1000) * 1000;
    const rel = Math.round(per * 1.1 / 1000) * 1000;
    const unitRows = Array.from({ length: units }, (_, i) => `<tr><td>Unit ${i + 1}</td><td>${money(rel, 'dollars')}</td><td>${money(Math.round((p.arv ?? p.value * 1.4) / units / 5000) * 5000, 'dollars')}</td></tr>`).join('');
    const fees = feeRows(d, rng);
    fees.forEach((r) => f.add(r.field));
    if (l.prepayment.penalty) f.add('prepayment_terms');
    const exitBit = l.exit ? (f.add('exit_strategy'), l.exit === 'Sale' ? 'Sell-out of the condominium units to owner-occupants.' : 'Refinance of unsold units into a long-term rental loan.') : 'Per Borrower\'s business plan.';
    const valBit = rng.chance(0.5) ? (f.add('property_value'), `<li>As-is value of the building prior to conversion: ${pickMoney(rng, p.value)}</li>`) : '';
    const html = documentHtml({
      title: 'Letter of Intent', font: 'serif', fontSize: '10pt',
      pages: [`${letterhead({ name: d.lender.name, lines: [`${pickPhone(rng, d.lender.contact.phone)} | ${esc(d.lender.contact.email)}`], color: accent(rng) })}
<p>${pickDate(rng, d.documentDate)}</p>
<p>${esc(borrowerLine(d, rng))}<br>c/o ${esc(d.broker.contact.first)} ${esc(d.broker.contact.last)}, ${esc(d.broker.name)}</p>
<p><b>RE: Letter of Intent &ndash; Condominium Conversion, ${esc(addr(d, rng))}</b></p>
<p>Thank you for the opportunity. Subject to the conditions below, we would consider the following financing for the conversion of the existing ${esc(String(units))}-unit building into residential condominiums:</p>
<ul>
<li>Loan amount: ${pickMoney(rng, l.amount)} (acquisition and conversion costs, construction holdback disbursed in draws)</li>
${valBit}
<li>Interest: ${pickRate(rng, l.rate)}, interest only; Default rate 18%</li>
<li>Term: ${esc(pickTerm(rng, l.termMonths))}, one 6-month extension at 1 point</li>
${fees.map((r) => `<li>${esc(r.label)}: ${esc(r.value)}</li>`).join('')}
<li>Prepayment: ${esc(prepayText(d, rng))}</li>
<li>Exit: ${esc(exitBit)}</li>
</ul>
<p><b>Partial releases.</b> Units released upon payment of the greater of the release price below or 100% of net sale proceeds:</p>
<table class="grid" style="width:70%"><tr><th>Unit</th><th>Release Price</th><th>Projected Sale Price</th></tr>${unitRows}</table>
<p style="margin-top:8px"><b>Milestones.</b> Master Deed and floor plans recorded before first release; Form 6(d) certificates at each unit closing; Borrower to engage condominium counsel acceptable to Lender.</p>
<p>This letter is not a commitment. It expires in 10 days.</p>
<p>Sincerely,<br>${esc(person(d.lender.contact, rng))}</p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: f.truth() };
  },
};

const quoteEmail: Family = {
  id: 'ag-quote-email-to-broker',
  description: 'Originator quoting a broker by e-mail, Outlook print header, short lines, quoted broker request below.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const br = d.broker.contact;
    const lc = d.lender.contact;
    const f = new Fields(d).add('borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term');
    if (d.entity) f.add('entity_name');
    const fees = feeRows(d, rng);
    fees.forEach((r) => f.add(r.field));
    const lines = [
      `${esc(br.first)} &ndash;`,
      `Here's where we can be on the ${esc(d.borrower.last)} deal${d.entity ? ` (${esc(d.entity.name)})` : ''}, ${esc(addr(d, rng))}:`,
      `&bull; ${pickMoney(rng, l.amount, ['k', 'dollars'])} ${esc(loanTypeWords(rng, l.type).toLowerCase())}`,
      `&bull; ${pickRate(rng, l.rate, ['plain', 'fixed2'])} IO, ${esc(pickTerm(rng, l.termMonths, ['months', 'mo']))}`,
      ...fees.map((r) => `&bull; ${esc(r.label.toLowerCase())} ${esc(r.value)}`),
    ];
    f.add('loan_type');
    if (rng.chance(0.6)) {
      lines.push(`&bull; ${l.prepayment.penalty ? `prepay: ${esc(l.prepayment.terms ?? '')}` : 'no prepay'}`);
      f.add('prepayment_penalty');
      if (l.prepayment.penalty) f.add('prepayment_terms');
    }
    lines.push(`We'd size off ${pickMoney(rng, p.value, ['k', 'dollars'])} as-is &mdash; if the appraisal comes in light we cut the loan, not the rate.`);
    f.add('property_value');
    if (d.property.address.state === 'MA') lines.push('Need the MLC and smoke/CO early, Brockton and Worcester are running 3 weeks on certificates right now.');
    lines.push(`Closing atty will be ${esc(attorney(d).name)} unless your guy has someone he likes.`);
    lines.push(`${esc(lc.first)}`);
    const quoted = `<div style="border-left:2px solid #999;padding-left:8px;color:#444;margin-top:14px"><p><b>From:</b> ${esc(br.first)} ${esc(br.last)} &lt;${esc(br.email)}&gt;<br><b>Sent:</b> ${pickDate(rng, d.documentDate)}</p>
<p>Hey ${esc(lc.first)}, got a repeat client of mine, ${esc(d.borrower.first)}, ${p.purchasePrice ? `buying at ${pickMoney(rng, p.purchasePrice, ['k'])}` : 'wants to pull some money out'}. ${esc(propWords(d, rng))}, ${rng.pick(['good rents, tenants in place', 'needs some work', 'clean, owner has 3 others on the street'])}. What can you do? Thx</p>
<p>${esc(br.first)} ${esc(br.last)}<br>${esc(d.broker.name)}<br>c ${pickPhone(rng, br.phone)}</p></div>`;
    f.add('borrower_first_name');
    const html = documentHtml({
      title: 'RE: quote', font: 'sans', fontSize: '10pt',
      pages: [`<div style="border-bottom:1px solid #888;padding-bottom:6px;margin-bottom:10px;font-size:9pt">
<b>From:</b> ${esc(lc.first)} ${esc(lc.last)} &lt;${esc(lc.email)}&gt;<br><b>To:</b> ${esc(br.first)} ${esc(br.last)} &lt;${esc(br.email)}&gt;<br>
<b>Subject:</b> RE: ${esc(d.property.address.street)} ${esc(d.property.address.city)} - quote<br><b>Date:</b> ${pickDate(rng, d.documentDate, ['long', 'us'])}</div>
${lines.map((x) => `<p style="margin:0 0 4px">${x}</p>`).join('')}
<p class="small" style="margin-top:8px">${esc(lc.first)} ${esc(lc.last)} | ${esc(d.lender.name)} | ${pickPhone(rng, lc.phone)}<br>NMLS exempt. Business-purpose loans only; no owner-occupied.</p>
${quoted}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: f.truth() };
  },
};

const mixedUse: Family = {
  id: 'ag-main-street-mixed-use-terms',
  description: 'Two-column term outline for a small Main Street mixed-use building (storefront + apartments), rents and DSCR as distractors.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const f = new Fields(d).add(...idFields(d), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'property_value', 'loan_number');
    const rent = Math.round(p.value * 0.0075 / 50) * 50;
    const left: [string, string][] = [
      ['Loan #', esc(l.loanNumber)],
      ['Borrowing Entity / Borrower', esc(d.entity ? d.entity.name : who(d))],
      ['Sponsor', esc(who(d))],
      ...(d.entity ? [['Title', esc(d.entity.signatoryTitle)] as [string, string]] : []),
      ['Subject', esc(addr(d, rng))],
      ['Use', `${esc(p.type === 'Mixed Use' ? propWords(d, rng) : `${propWords(d, rng)} (Main St)`)}`],
      ['Gross Rents (annual)', money(rent * 12, 'dollars')],
    ];
    f.add('property_type');
    const right: [string, string][] = [
      ['Loan Amt', pickMoney(rng, l.amount)],
      ['Value (as-is)', pickMoney(rng, p.value)],
      ['LTV', `${((l.amount / p.value) * 100).toFixed(1)}%`],
      ['Coupon', pickRate(rng, l.rate)],
      ['Term / Amort.', `${esc(pickTerm(rng, l.termMonths, ['months', 'years']))} / IO`],
      ['DSCR (in-place)', `${(rent * 12 * 0.6 / (l.amount * l.rate / 100)).toFixed(2)}x`],
    ];
    for (const r of feeRows(d, rng)) {
      right.push([esc(r.label), esc(r.value)]);
      f.add(r.field);
    }
    right.push(['Prepay', esc(prepayText(d, rng))]);
    f.add('prepayment_penalty');
    if (l.prepayment.penalty) f.add('prepayment_terms');
    const html = documentHtml({
      title: 'Term Outline', font: 'condensed', fontSize: '9.5pt',
      css: '.cols{display:flex;gap:14px}.cols>div{flex:1}.k{font-weight:bold;background:#eef}',
      pages: [`<h2 style="color:#224">${esc(d.lender.name)} &mdash; Commercial Term Outline</h2><p class="small">${pickDate(rng, d.documentDate)} &middot; prepared by ${esc(person(d.lender.contact, rng))}</p>
<div class="cols"><div>${kvTable(left, { labelWidth: '42%' })}</div><div>${kvTable(right, { labelWidth: '42%' })}</div></div>
<p style="margin-top:10px">Storefront tenant(s) to deliver estoppel. Residential units subject to ${esc(p.address.stateName)} lead law compliance. Environmental: 21E transaction screen (prior use as dry cleaner / gas station to be ruled out). Flood zone determination by lender.</p>
<p>Appraiser: ${esc(d.appraiser.name)} (${esc(d.appraiser.contact.first)} ${esc(d.appraiser.contact.last)}, ${pickPhone(rng, d.appraiser.contact.phone)}) &mdash; commercial narrative required.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: f.truth() };
  },
};

const closingInstr: Family = {
  id: 'ag-closing-instructions-to-attorney',
  description: 'Lender\'s closing instructions to the closing attorney: funding figures, required vesting, what to record.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const att = attorney(d);
    const f = new Fields(d).add(...idFields(d), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'estimated_closing_date');
    const fees = feeRows(d, rng);
    fees.forEach((r) => f.add(r.field));
    const vest = d.entity ? (isTrust(d) ? `${who(d)}, as Trustee of the ${d.entity.name}` : `${d.entity.name}, a ${d.entity.stateOfFormation} ${d.entity.type === 'LLC' ? 'limited liability company' : d.entity.type === 'Corporation' ? 'corporation' : 'limited partnership'}`) : who(d, true);
    if (d.entity?.ein && rng.chance(0.6)) f.add('ein');
    const html = documentHtml({
      title: 'Closing Instructions', font: 'serif', fontSize: '9.5pt',
      pages: [`${letterhead({ name: d.lender.name, lines: ['Closing Department'], color: accent(rng) })}
<h3>CLOSING INSTRUCTIONS &mdash; Loan ${esc(l.loanNumber)}</h3>
<p>To: ${esc(att.name)}, ${esc(att.firm)} &lt;${esc(att.email)}&gt;<br>Date: ${pickDate(rng, d.documentDate)} &nbsp; Scheduled closing: ${pickDate(rng, l.closingDate)}</p>
${kvTable([
  ['Borrower / vesting', esc(vest)],
  ...(d.entity ? [['Signing for Borrower', `${esc(who(d))}, ${esc(d.entity.signatoryTitle)}`] as [string, string]] : []),
  ...(f.list.includes('ein') && d.entity?.ein ? [['Borrower TIN', einFmt(d.entity.ein)] as [string, string]] : []),
  ['Guarantor', esc(who(d))],
  ['Mortgaged premises', esc(addr(d, rng))],
  ['Principal amount', pickMoney(rng, l.amount, ['cents'])],
  ['Rate / term', `${pickRate(rng, l.rate)} / ${esc(pickTerm(rng, l.termMonths))}`],
  ...fees.map((r) => [esc(r.label), `${esc(r.value)} &mdash; retain from proceeds`] as [string, string]),
], { labelWidth: '32%' })}
<ol style="margin-top:10px">
<li>Record in order: Mortgage, Security Agreement and Assignment of Leases and Rents; UCC-1 with the ${esc(d.property.address.stateName)} Secretary of State.</li>
<li>Title: ALTA 2021 lender's policy, amount not less than the principal, with condo / 9 / environmental lien endorsements as applicable. Insured: ${esc(d.lender.name)}, ISAOA.</li>
<li>Obtain Municipal Lien Certificate and final water/sewer reading; pay off any existing liens in full and obtain recorded discharges.</li>
${d.entity ? `<li>${isTrust(d) ? 'Record a Trustee\'s Certificate under M.G.L. c.184 §35 and confirm no amendments to the Declaration of Trust.' : 'Collect certificate of good standing and the members\' / directors\' vote dated within 30 days.'}</li>` : ''}
<li>Do not disburse until the signed package is scanned to closings@ and you receive our funding number by phone.</li>
</ol>
<p>Questions: ${esc(person(d.lender.contact, rng))} &middot; ${pickPhone(rng, d.lender.contact.phone)}</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: f.truth() };
  },
};

const feeWorksheet: Family = {
  id: 'ag-fee-worksheet-settlement-estimate',
  description: 'Estimated settlement figures: lender fees vs third-party closing costs (attorney, MLC, recording, title), cash-to-close math.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const f = new Fields(d).add('borrower_last_name', 'borrower_first_name', 'property_address', 'loan_amount', 'interest_rate');
    if (d.entity) f.add('entity_name');
    const lenderRows = feeRows(d, rng).map((r) => {
      f.add(r.field);
      const amount = ['origination_points', 'discount_points', 'broker_points'].includes(r.field)
        ? money(l.amount * ((r.field === 'origination_points' ? l.originationPoints : r.field === 'discount_points' ? l.discountPoints : l.brokerPoints) ?? 0) / 100, 'cents')
        : r.value;
      return `<tr><td>${esc(r.label)}</td><td>${esc(r.value)}</td><td class="right">${esc(amount)}</td></tr>`;
    }).join('');
    const third = closingCosts(d, rng).map(([k, v]) => `<tr><td>${esc(k)}</td><td></td><td class="right">${v}</td></tr>`).join('');
    const perDiem = (l.amount * l.rate / 100 / 360).toFixed(2);
    const html = documentHtml({
      title: 'Fee Worksheet', font: 'sans', fontSize: '9.5pt',
      pages: [`<h2>Estimated Settlement Figures</h2><p class="small">${esc(d.lender.name)} &middot; prepared ${pickDate(rng, d.documentDate)} &middot; ESTIMATE ONLY &ndash; final figures from closing attorney's settlement statement</p>
<p>Borrower: <b>${esc(d.entity ? `${d.entity.name} / ${who(d)}` : who(d))}</b><br>Property: ${esc(addr(d, rng))}<br>
Loan amount: ${pickMoney(rng, l.amount)} &nbsp; Rate: ${pickRate(rng, l.rate)} &nbsp; Per diem: $${perDiem}</p>
<table class="grid"><tr><th>Lender charges</th><th>Basis</th><th class="right">Amount</th></tr>${lenderRows}
<tr><th colspan="3">Third-party / attorney charges (estimates)</th></tr>${third}</table>
${p.purchasePrice ? `<p style="margin-top:8px">Purchase price ${money(p.purchasePrice, 'dollars')} less loan ${money(l.amount, 'dollars')} = down payment ${money(p.purchasePrice - l.amount, 'dollars')} before costs.</p>` : ''}
<p class="small">Interest reserve: none. Deposit for appraisal ($${rng.pick([550, 650, 750, 900])}) paid to ${esc(d.appraiser.name)} is credited at closing.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: f.truth() };
  },
};

const creditMemo: Family = {
  id: 'ag-credit-memo-loan-committee',
  description: 'Internal loan committee memo, narrative paragraphs with sponsor background, strengths/weaknesses and a deal box.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const f = new Fields(d).add(...idFields(d), 'property_address', 'property_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'credit_score', 'loan_number');
    const ltv = ((l.amount / p.value) * 100).toFixed(1);
    const exitTxt = l.exit ? (f.add('exit_strategy'), exitWords(rng, l.exit)) : 'hold';
    const blocks = [
      `<h2>LOAN COMMITTEE MEMO</h2><p class="small">${esc(d.lender.name)} &middot; ${pickDate(rng, d.documentDate)} &middot; Loan ${esc(l.loanNumber)} &middot; Presented by ${esc(person(d.lender.contact, rng))}</p>`,
      kvTable([
        ['Borrower', esc(d.entity ? `${d.entity.name} (${d.entity.type === 'Trust' ? 'nominee/realty trust' : d.entity.type})` : who(d))],
        ...(d.entity ? [['Signer', `${esc(who(d))}, ${esc(d.entity.signatoryTitle)}`] as [string, string]] : []),
        ['Collateral', `${esc(addr(d, rng))} &mdash; ${esc(propWords(d, rng))}`],
        ['Request', `${pickMoney(rng, l.amount)} ${esc(loanTypeWords(rng, l.type))} @ ${pickRate(rng, l.rate)}, ${esc(pickTerm(rng, l.termMonths))}`],
        ['Value / LTV', `${pickMoney(rng, p.value)} as-is / ${ltv}%`],
        ['Mid FICO', String(b.creditScore)],
        ['Exit', esc(exitTxt)],
      ], { labelWidth: '22%' }),
      `<p style="margin-top:10px"><b>Sponsor.</b> ${esc(b.first)} has owned ${rng.int(2, 9)} rental units in ${esc(p.address.city)} and surrounding towns for ${rng.int(4, 20)} years; ${rng.pick(['works in the trades (licensed electrician)', 'runs a small painting company', 'is a CNA at the hospital and her husband does the repairs', 'owns a bakery on the same street'])}. ${rng.chance(0.5) ? 'Primary language is Portuguese; broker translates on calls, documents to be explained by closing attorney\'s Portuguese-speaking paralegal.' : 'Kriolu speaker; son attends calls.'}</p>`,
      `<p><b>Strengths.</b> Low leverage (${ltv}% LTV); experienced local operator; strong rental demand in ${esc(p.address.city)}; attorney closing with ${esc(attorney(d).firm)}.</p>`,
      `<p><b>Weaknesses.</b> ${rng.pick(['Knob-and-tube found on the third floor; holdback recommended.', 'One unit vacant pending de-leading.', 'Past-due water bill on the MLC, to be paid at closing.', 'Older roof; insurance carrier may require replacement within 12 months.'])}</p>`,
      `<p><b>Recommendation.</b> Approve as presented. Votes: ____ approve ____ decline</p>`,
    ];
    const html = documentHtml({ title: 'Credit Memo', pages: flow(blocks, { charsPerLine: 95, linesPerPage: 48 }), fontSize: '10pt', font: 'serif', page: { footerLeft: 'CONFIDENTIAL - internal', pageNumbers: 'short' } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: f.truth() };
  },
};

const application: Family = {
  id: 'ag-business-purpose-application-two-col',
  description: 'Lender\'s business-purpose loan application: two columns, checkbox rows, entity section, declarations.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const e = d.entity;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type');
    if (e) f.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    if (e?.ein) f.add('ein');
    const box = (label: string, value: string) => `<div class="bx"><div class="lb">${label}</div><div class="vl">${value}</div></div>`;
    const typeOpts = ['Purchase', 'Refinance', 'Cash Out Refi', 'Bridge Loan', 'Fix & Flip', 'Construction'];
    const ptOpts = ['Single Family', '2-4 Unit', 'Condo', 'Mixed Use', 'Multifamily (5+)'];
    const loanTypeSel = typeOpts.includes(l.type) ? l.type : undefined;
    const ptSel = ptOpts.includes(p.type) ? p.type : undefined;
    const typeLine = loanTypeSel ? checkboxes(typeOpts, loanTypeSel) : `${checkboxes(typeOpts, undefined)} Other: <u>${esc(loanTypeWords(rng, l.type))}</u>`;
    const ptLine = ptSel ? checkboxes(ptOpts, ptSel) : `${checkboxes(ptOpts, undefined)} Other: <u>${esc(propWords(d, rng))}</u>`;
    const html = documentHtml({
      title: 'Application', font: 'sans', fontSize: '8.8pt',
      css: '.cols{display:flex;gap:12px}.cols>div{flex:1}.bx{border:1px solid #777;padding:2px 5px;margin-bottom:-1px;min-height:30px}.lb{font-size:6.8pt;color:#555;text-transform:uppercase}.vl{font-size:9.5pt}.sec{background:#333;color:#fff;padding:2px 6px;margin:8px 0 4px;font-weight:bold}',
      pages: [`<h2 style="font-size:13pt">${esc(d.lender.name)}</h2><div>BUSINESS PURPOSE LOAN APPLICATION &mdash; 1-4 Family / Condo / Mixed Use</div>
<div class="sec">SECTION A &mdash; APPLICANT / GUARANTOR</div>
<div class="cols"><div>${box('First name', esc(b.first))}${box('Last name', esc(b.last))}${box('Date of birth', pickDate(rng, b.dob, ['us']))}${box('Est. credit score', String(b.creditScore))}</div>
<div>${box('Cell', pickPhone(rng, b.phone))}${box('E-mail', esc(emailAsTyped(rng, b.email)))}${box('Preferred language', rng.pick(['Portuguese', 'English', 'Cape Verdean Creole', 'English / Portuguese']))}${box('Marital status', rng.pick(['Married', 'Unmarried', 'Separated']))}</div></div>
<div class="sec">SECTION B &mdash; BORROWING ENTITY (if any)</div>
<div class="cols"><div>${box('Legal name', e ? esc(e.name) : 'N/A')}${box('Type', e ? esc(e.type === 'Trust' ? 'Realty / Nominee Trust' : e.type) : '')}</div>
<div>${box('EIN', e?.ein ? einFmt(e.ein) : e ? 'applied for' : '')}${box('Your title', e ? esc(e.signatoryTitle) : '')}</div></div>
<div class="sec">SECTION C &mdash; PROPERTY &amp; LOAN</div>
${box('Subject property address', esc(addr(d, rng)))}
<div style="margin:4px 0">${ptLine}</div>
<div class="cols"><div>${box('Estimated value', pickMoney(rng, p.value))}${box(p.purchasePrice ? 'Purchase price' : 'Existing liens', p.purchasePrice ? pickMoney(rng, p.purchasePrice) : money(Math.round(l.amount * 0.4 / 1000) * 1000, 'dollars'))}</div>
<div>${box('Loan amount requested', pickMoney(rng, l.amount))}${box('Year built / # units', `${p.yearBuilt ?? ''} / ${p.units ?? 1}`)}</div></div>
<div style="margin:4px 0">Loan type: ${typeLine}</div>
<div class="sec">SECTION D &mdash; DECLARATIONS</div>
<p class="small">${checkboxes(['Yes', 'No'], 'No')} Will any borrower or family member occupy the property? ${checkboxes(['Yes', 'No'], 'No')} Any foreclosures or deeds in lieu in the last 7 years? ${checkboxes(['Yes', 'No'], 'No')} Party to any lawsuit?</p>
<p class="small">I certify this loan is for business purposes and the information above is true. Lender may obtain a credit report.</p>
<p><span class="sig">${esc(who(d))}</span> &nbsp;&nbsp; Date: ${pickDate(rng, d.documentDate, ['us'])}</p>
<p class="small">Referred by: ${esc(d.broker.contact.first)} ${esc(d.broker.contact.last)}, ${esc(d.broker.name)}, ${pickPhone(rng, d.broker.contact.phone)}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: f.truth() };
  },
};

const preApproval: Family = {
  id: 'ag-proof-of-financing-letter',
  description: 'Short proof-of-financing letter for the listing agent on an offer, names buyer, address, loan amount, closing date.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const f = new Fields(d).add(...(d.entity ? (['entity_name', 'borrower_first_name', 'borrower_last_name'] as const) : (['borrower_first_name', 'borrower_last_name'] as const)), 'property_address', 'loan_amount', 'estimated_closing_date');
    const html = documentHtml({
      title: 'Proof of Financing', font: 'serif', fontSize: '11pt',
      pages: [`${letterhead({ name: d.lender.name, lines: [esc(`${d.lender.address.street}, ${d.lender.address.city}, ${d.lender.address.state} ${d.lender.address.zip}`)], color: accent(rng), align: 'center' })}
<p>${pickDate(rng, d.documentDate, ['long'])}</p>
<p>To the listing broker and seller of ${esc(addr(d, rng))}:</p>
<p>${esc(d.entity ? `${d.entity.name} (principal: ${who(d)})` : who(d))} has been pre-qualified by ${esc(d.lender.name)} for a business-purpose first mortgage loan of up to ${pickMoney(rng, l.amount)} toward the purchase of the above property${p.purchasePrice ? ` at a price of ${pickMoney(rng, p.purchasePrice)}` : ''}.</p>
<p>We are prepared to close on or before ${pickDate(rng, l.closingDate)}, subject to a satisfactory appraisal, clear title, and customary conditions. Our loans are funded from our own capital and are not contingent on secondary-market sale.</p>
<p>Please direct questions to me at ${pickPhone(rng, d.lender.contact.phone)}.</p>
<p>Sincerely,</p><p class="scrawl">${esc(d.lender.contact.first)} ${esc(d.lender.contact.last)}</p><p>${esc(d.lender.contact.first)} ${esc(d.lender.contact.last)}<br>Senior Originator</p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: f.truth() };
  },
};

export const text1: Family[] = [termSheet, commitment, condoLoi, quoteEmail, mixedUse, closingInstr, feeWorksheet, creditMemo, application, preApproval];
