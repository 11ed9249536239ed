// Lender paper: term sheets, quotes and commitments from a commercial bridge lender in the Southeast and Texas.
import type { Family, TruthField } from '../../../types';
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';

import {
  addressOneLine, anyPhone, date, entityFull, exitLabel, feeRows, fullName, loanTypeLabel, money,
  moneyShort, pct, phone, prepayText, propertyTypeLabel, purposeLabel, street, term, titleCharges, upperLastFirst,
  tr,
} from './fmt';

const CONDITIONS = [
  'Satisfactory review of the rent roll, trailing-12 operating statement and current leases.',
  'Phase I Environmental Site Assessment acceptable to Lender, dated within 180 days of closing.',
  'ALTA survey certified to Lender and the title company; zoning report or PZR.',
  'Lender\'s title policy (T-2 in Texas) with mechanic\'s lien, survey and access endorsements.',
  'Evidence of property, general liability and, if in a special flood hazard area, flood insurance naming Lender as mortgagee.',
  'Organizational documents of Borrower and each constituent entity, with good-standing certificates.',
  'Personal financial statement and two years\' tax returns of each Guarantor.',
  'Estoppel certificates from tenants occupying 20% or more of rentable area.',
];

function borrowerLabel(f: Parameters<Family['make']>[0]): string {
  return f.entity ? entityFull(f) : fullName(f.borrower, true);
}

export const lenderFamilies: Family[] = [
  {
    id: 'so-bridge-term-sheet-schedules',
    description: 'Commercial bridge lender: three-page term sheet with Schedule A (fees) and Exhibit B (closing conditions)',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const c = accent(rng);
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_type', 'loan_type', 'prepayment_penalty', 'prepayment_terms', 'loan_number'];
      const rows: [string, string][] = [
        ['Borrower', esc(borrowerLabel(f))],
      ];
      if (f.entity) {
        rows.push(['Guarantor(s)', `${esc(fullName(f.borrower, true))}, individually (full recourse carve-outs)`]);
        fields.push('entity_name', 'borrower_first_name', 'borrower_last_name');
      } else fields.push('borrower_first_name', 'borrower_last_name');
      rows.push(
        ['Lender', esc(f.lender.name)],
        ['Property', `${esc(addressOneLine(rng, f.property.address))} (the "Property"), a ${esc(propertyTypeLabel(rng, f))} property`],
        ['Loan Program', esc(loanTypeLabel(rng, f))],
        ['Loan Amount', `${money(L.amount)} (the "Loan")`],
        ['Interest Rate', `${pct(L.rate, 3)} per annum, fixed, interest-only, payable monthly in arrears (30/360)`],
        ['Term', esc(term(rng, L.termMonths))],
        ['Prepayment', esc(prepayText(rng, f))],
        ['Lender Loan No.', L.loanNumber],
      );
      const purpose = purposeLabel(rng, f);
      if (purpose) { rows.splice(5, 0, ['Loan Purpose', esc(purpose)]); fields.push('loan_purpose'); }
      if (f.property.purchasePrice) rows.push(['Contract Price', `${money(f.property.purchasePrice)} per the purchase contract (for reference; Lender sizes to the lesser of cost or value)`]);
      if (rng.chance(0.6)) { rows.push(['As-Is Value', `${money(f.property.value)}, subject to a third-party appraisal ordered by Lender`]); fields.push('property_value'); }
      if (f.property.arv) rows.push(['Stabilized / As-Completed Value', money(f.property.arv)]);
      const ex = exitLabel(rng, f);
      if (ex) { rows.push(['Exit', esc(ex)]); fields.push('exit_strategy'); }
      if (rng.chance(0.5)) { rows.push(['Target Closing', date(L.closingDate, 'long')]); fields.push('estimated_closing_date'); }
      const fees = feeRows(rng, f);
      for (const fee of fees) fields.push(fee[2]);
      const feeTable = kvTable([...fees.map(([a, b]) => [esc(a), esc(b)] as [string, string]), ['Appraisal (third party, paid to ' + esc(f.appraiser.name) + ')', money(rng.pick([3500, 4250, 5500, 6800]))], ...titleCharges(rng, f).map(([a, b]) => [esc(a), b] as [string, string])]);
      const head = letterhead({ name: f.lender.name, lines: [esc(`${f.lender.address.street}, ${f.lender.address.unit ?? ''} ${f.lender.address.city}, ${f.lender.address.state} ${f.lender.address.zip}`), `${phone(f.lender.contact.phone)} · ${esc(f.lender.contact.email)}`], color: c });
      const css = `.k{font-weight:bold;background:#f3f4f6} h2{font:bold 13pt 'DejaVu Sans';color:${c};margin:8px 0 10px} ol li{margin-bottom:5px}`;
      const pages = [
        `${head}<h2>SUMMARY OF TERMS AND CONDITIONS</h2><p class="small">Date: ${date(f.documentDate, 'long')}. This Summary of Terms is for discussion only and does not constitute a commitment to lend. Any commitment will be subject to credit approval and the conditions of Exhibit B.</p>${kvTable(rows, { labelWidth: '28%' })}`,
        `<h2>SCHEDULE A — FEES AND CLOSING COSTS</h2><p>The following fees are earned upon closing and deducted from Loan proceeds. Third-party costs are estimates only and are payable to the parties named.</p>${feeTable}<p class="small" style="margin-top:10px">Deposit: Borrower shall remit ${money(rng.pick([7500, 10000, 15000]))} upon acceptance for third-party reports, refundable less costs incurred.</p>`,
        `<h2>EXHIBIT B — CONDITIONS PRECEDENT</h2><ol>${rng.shuffle(CONDITIONS).slice(0, 6).map((x) => `<li>${esc(x)}</li>`).join('')}</ol><p>Lender contact: ${esc(fullName(f.lender.contact))}, ${rng.pick(['Vice President', 'Senior Originator', 'Managing Director'])}, ${phone(f.lender.contact.phone, 'dash')}.</p><p>ACKNOWLEDGED AND AGREED:</p><p><span class="sig">${esc(f.entity ? f.entity.name : fullName(f.borrower))}</span></p>`,
      ];
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Summary of Terms', pages, css, font: 'sans', fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: `${esc(f.lender.name)} · Loan ${L.loanNumber}` } }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-texas-indicative-terms',
    description: 'Houston private lender: one-page "Indicative Terms" memo, two columns, Guarantor with credit score and contact',
    formats: ['pdf_text', 'pdf_scanned', 'image'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'credit_score', 'loan_type'];
      const left: [string, string][] = [
        ['Sponsor / Guarantor', esc(fullName(f.borrower))],
        ['Sponsor FICO', String(f.borrower.creditScore)],
        ['Sponsor Phone', anyPhone(rng, f.borrower.phone)],
        ['Sponsor Email', esc(f.borrower.email)],
      ];
      if (f.entity) { left.unshift(['Borrowing Entity', `${esc(f.entity.name)} (${esc(f.entity.type === 'Partnership' ? 'LP' : f.entity.type === 'Trust' ? 'trust' : f.entity.type)})`]); fields.push('entity_name'); }
      const right: [string, string][] = [
        ['Collateral', esc(addressOneLine(rng, f.property.address))],
        ['Product', esc(loanTypeLabel(rng, f))],
        ['Loan Amount', money(L.amount)],
        ['Note Rate', pct(L.rate)],
        ['Term', esc(term(rng, L.termMonths))],
      ];
      if (rng.chance(0.5)) { right.push(['Broker', `${esc(f.broker.name)} — ${esc(fullName(f.broker.contact))}, ${phone(f.broker.contact.phone)}`]); }
      if (L.originationPoints !== undefined) { right.push(['Lender Points', `${L.originationPoints} pts`]); fields.push('origination_points'); }
      if (L.brokerPoints !== undefined && rng.chance(0.7)) { right.push(['Broker Points', `${L.brokerPoints} pts`]); fields.push('broker_points'); }
      if (rng.chance(0.5)) { right.push(['Est. Close', date(L.closingDate, 'short')]); fields.push('estimated_closing_date'); }
      const css = `.cols{display:flex;gap:18px}.cols>div{flex:1}.k{font-weight:bold;width:40%}.grid td{font-size:9pt}`;
      const html = `${letterhead({ name: f.lender.name, lines: [`Houston · Dallas · San Antonio`, `Originator: ${esc(fullName(f.lender.contact))} ${phone(f.lender.contact.phone, 'dot')}`], color: accent(rng), mark: 'TX' })}
<h2 style="font:bold 14pt 'DejaVu Sans'">INDICATIVE TERMS — NOT A COMMITMENT</h2><p class="muted">Prepared ${date(f.documentDate, 'abbr')}</p>
<div class="cols"><div>${kvTable(left)}</div><div>${kvTable(right)}</div></div>
<p style="margin-top:14px">Terms are indicative, based on the information the Sponsor has supplied, and subject to site visit, appraisal by ${esc(f.appraiser.name)} or another Lender-approved firm, and credit committee. Quote good for 10 business days.</p>`;
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Indicative Terms', pages: [html], css, font: 'condensed' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-faxed-term-sheet',
    description: 'Old-school lender: term sheet sent by fax, monospace, fax banner, countersigned and scanned back',
    formats: ['pdf_scanned'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'prepayment_penalty', 'prepayment_terms'];
      const lines: string[] = [
        `BORROWER ........ ${f.entity ? f.entity.name.toUpperCase() : upperLastFirst(f.borrower)}`,
      ];
      if (f.entity) { fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title'); lines.push(`BY .............. ${fullName(f.borrower).toUpperCase()}, ${f.entity.signatoryTitle.toUpperCase()}`); }
      else fields.push('borrower_first_name', 'borrower_last_name');
      lines.push(
        `PROPERTY ........ ${addressOneLine(rng, f.property.address, { long: true }).toUpperCase()}`,
        `LOAN AMOUNT ..... ${money(L.amount, true)}`,
        `RATE ............ ${pct(L.rate, 3)} FIXED, INTEREST ONLY`,
        `TERM ............ ${term(rng, L.termMonths).toUpperCase()}`,
        `PREPAY .......... ${prepayText(rng, f).toUpperCase()}`,
      );
      if (L.originationPoints !== undefined) { lines.push(`ORIG FEE ........ ${L.originationPoints}% OF LOAN AMOUNT`); fields.push('origination_points'); }
      if (L.docFee !== undefined) { lines.push(`DOC FEE ......... ${money(L.docFee)}`); fields.push('loan_doc_fee'); }
      if (L.processingFee !== undefined) { lines.push(`PROCESSING ...... ${money(L.processingFee)}`); fields.push('processing_fee'); }
      lines.push(`TITLE CO ........ ${f.title.name.toUpperCase()} (${f.title.contact.first.toUpperCase()} ${f.title.contact.last.toUpperCase()}, ${phone(f.title.contact.phone, 'dash')})`);
      const banner = `${date(f.documentDate, 'us')} 14:${rng.int(10, 59)}   FROM: ${f.lender.name.toUpperCase()}  ${phone(f.lender.contact.phone, 'dash')}   TO: ${phone(f.broker.contact.phone, 'dash')}   P. 1/1`;
      const html = `<div style="font-size:8pt;border-bottom:1px solid #000;margin-bottom:16px">${esc(banner)}</div>
<div style="text-align:center;font-weight:bold;font-size:13pt;margin-bottom:4px">${esc(f.lender.name.toUpperCase())}</div>
<div style="text-align:center;margin-bottom:18px">TERM SHEET</div>
<pre style="font-size:10pt;line-height:1.7;white-space:pre-wrap">${esc(lines.join('\n'))}</pre>
<p>THIS TERM SHEET EXPIRES 7 DAYS FROM THE DATE ABOVE. NOT A COMMITMENT TO LEND.</p>
<p>ACCEPTED: <span class="scrawl">${esc(fullName(f.borrower))}</span> &nbsp; DATE: ${date(f.documentDate, 'short')}</p>`;
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Fax', pages: [html], font: 'mono', fontSize: '10pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-loan-officer-quote-email',
    description: 'Lender loan officer e-mail quote to the broker ("here is where we can be"), with his own signature block',
    formats: ['pdf_text', 'image'],
    make(f, rng) {
      const L = f.loan;
      const lo = f.lender.contact;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address'];
      const who = f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`;
      fields.push(f.entity ? 'entity_name' : 'borrower_first_name', ...(f.entity ? [] : ['borrower_last_name'] as TruthField[]));
      const bullets = [
        `${moneyShort(L.amount)} ${loanTypeLabel(rng, f).toLowerCase()}`,
        `${pct(L.rate)} I/O, ${term(rng, L.termMonths)}`,
      ];
      fields.push('loan_type');
      if (L.originationPoints !== undefined) { bullets.push(`${L.originationPoints} points to us${L.brokerPoints !== undefined ? `, ${L.brokerPoints} to you on top` : ''}`); fields.push('origination_points'); if (L.brokerPoints !== undefined) fields.push('broker_points'); }
      if (L.docFee !== undefined) { bullets.push(`${money(L.docFee)} doc fee`); fields.push('loan_doc_fee'); }
      if (L.adminFee !== undefined && rng.chance(0.6)) { bullets.push(`${money(L.adminFee)} admin`); fields.push('admin_fee'); }
      bullets.push(L.prepayment.penalty ? `prepay: ${L.prepayment.terms}` : 'no prepay');
      fields.push('prepayment_penalty', 'prepayment_terms');
      if (rng.chance(0.5)) { bullets.push(`we can close by ${date(L.closingDate, 'abbr')} if title is clean`); fields.push('estimated_closing_date'); }
      const html = `<div style="font-family:'DejaVu Sans';font-size:9.5pt">
<div style="border-bottom:1px solid #bbb;padding-bottom:6px;margin-bottom:10px"><b>From:</b> ${esc(fullName(lo))} &lt;${esc(lo.email)}&gt;<br><b>To:</b> ${esc(fullName(f.broker.contact))} &lt;${esc(f.broker.contact.email)}&gt;<br><b>Date:</b> ${date(f.documentDate, 'long')} ${rng.int(8, 11)}:${rng.int(10, 59)} AM<br><b>Subject:</b> RE: ${esc(street(rng, f.property.address, false))} - ${esc(who)}</div>
<p>${esc(f.broker.contact.first)},</p>
<p>Ran ${esc(addressOneLine(rng, f.property.address))} by credit this morning. Here is where we can be for ${esc(who)}:</p>
<ul>${bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>
<p>Subject to our appraisal and site visit. If the borrower wants to move forward send me the signed LOI and the ${rng.pick(['$5,000', '$7,500', '$10,000'])} deposit and I will get ${esc(f.appraiser.name)} engaged.</p>
<p>${rng.pick(['Thanks', 'Best', 'Talk soon'])},<br>${esc(fullName(lo))}<br>${rng.pick(['Senior Loan Officer', 'VP, Originations', 'Director of Lending'])} | ${esc(f.lender.name)}<br>Direct ${phone(lo.phone, 'dot')} | ${esc(lo.email)}</p></div>`;
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Quote', pages: [html], font: 'sans' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-loan-quote-grid',
    description: 'Lender rate quote printed as a two-option grid (Option A chosen), fees and cash-to-close estimate',
    formats: ['pdf_text'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_type'];
      const altRate = L.rate + 0.75;
      const altPts = (L.originationPoints ?? 2) - 0.5 > 0 ? (L.originationPoints ?? 2) - 0.5 : 0.5;
      const orig = L.originationPoints !== undefined;
      if (orig) fields.push('origination_points');
      const rows = [
        ['', '<b>Option A (selected)</b>', 'Option B'],
        ['Loan amount', money(L.amount), money(Math.round(L.amount * 0.9 / 1000) * 1000)],
        ['Interest rate', pct(L.rate, 3), pct(altRate, 3)],
        ['Term', `${L.termMonths} months`, `${L.termMonths} months`],
        ['Origination', orig ? `${L.originationPoints} pts` : 'n/a', `${altPts} pts`],
      ];
      const fees = feeRows(rng, f).filter((r) => r[2] !== 'origination_points');
      for (const r of fees) fields.push(r[2]);
      const name = f.entity ? f.entity.name : fullName(f.borrower);
      fields.push('borrower_first_name', 'borrower_last_name'); if (f.entity) fields.push('entity_name');
      const html = `${letterhead({ name: f.lender.name, lines: ['Commercial Bridge &amp; Transitional Lending'], color: accent(rng) })}
<h2 style="font-size:14pt">Loan Quote</h2>
<p>Prepared for: <b>${esc(name)}</b>${f.entity ? ` (Guarantor: ${esc(fullName(f.borrower))})` : ''}<br>Collateral: ${esc(addressOneLine(rng, f.property.address))} — ${esc(propertyTypeLabel(rng, f))}<br>Quote date: ${date(f.documentDate, 'us')}</p>
<table class="grid">${rows.map((r) => `<tr>${r.map((c2, i) => (i === 0 ? `<th>${c2}</th>` : `<td>${c2}</td>`)).join('')}</tr>`).join('')}</table>
<h3 style="margin-top:14px">Lender fees (Option A)</h3>${kvTable(fees.map(([a, b]) => [esc(a), esc(b)]))}
<h3 style="margin-top:14px">Third-party estimates (not lender fees)</h3>${kvTable(titleCharges(rng, f).map(([a, b]) => [esc(a), b]))}
<p class="small" style="margin-top:12px">Option B shown for comparison only. Quote prepared by ${esc(fullName(f.lender.contact))} (${esc(f.lender.contact.email)}).</p>`;
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Loan Quote', pages: [html], font: 'sans', fontSize: '9.5pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-commitment-letter',
    description: 'Lender conditional commitment letter: letter pages, loan terms in numbered sections, Schedule 1 closing items, entity signature block',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_number', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms'];
      const addressee = f.entity ? `${f.entity.name}<br>Attn: ${fullName(f.borrower)}, ${f.entity.signatoryTitle}` : fullName(f.borrower, true);
      if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name');
      else fields.push('borrower_first_name', 'borrower_last_name');
      const sections = [
        `<b>1. Loan Amount.</b> ${money(L.amount)}, of which ${money(Math.round(L.amount * 0.1 / 100) * 100)} may be held back as an interest reserve.`,
        `<b>2. Interest.</b> ${pct(L.rate, 3)} per annum, computed on a 360-day year, payable monthly. Default rate: ${pct(Math.min(24, L.rate + 6))}.`,
        `<b>3. Maturity.</b> ${esc(term(rng, L.termMonths))} from the date of closing, with one ${rng.pick(['three', 'six'])}-month extension at Lender's option for a fee of 0.50%.`,
        `<b>4. Prepayment.</b> ${esc(prepayText(rng, f))}.`,
        `<b>5. Closing.</b> Closing shall occur on or before ${date(L.closingDate, 'long')} through ${esc(f.title.name)}, Attention ${esc(fullName(f.title.contact))}.`,
      ];
      const fees = feeRows(rng, f);
      if (fees.length) { sections.push(`<b>6. Fees.</b> ${fees.map(([a, b]) => `${esc(a)}: ${esc(b)}`).join('; ')}.`); fees.forEach((r) => fields.push(r[2])); }
      if (rng.chance(0.5)) { sections.push(`<b>7. Collateral Value.</b> Lender's appraisal reflects an as-is market value of ${money(f.property.value)}.`); fields.push('property_value'); }
      const pages = [
        `${letterhead({ name: f.lender.name, lines: [esc(`${f.lender.address.city}, ${f.lender.address.stateName}`)], color: accent(rng) })}
<p>${date(f.documentDate, 'long')}</p><p>${addressee}</p>
<p><b>Re: Conditional Loan Commitment — Loan No. ${L.loanNumber}<br>${esc(addressOneLine(rng, f.property.address, { long: true }))}</b></p>
<p>We are pleased to advise that ${esc(f.lender.name)} ("Lender") has approved a first-lien ${esc(loanTypeLabel(rng, f).toLowerCase())} loan on the terms below, subject to the conditions in Schedule 1.</p>
${sections.map((s) => `<p>${s}</p>`).join('')}`,
        `<h3>SCHEDULE 1 — CONDITIONS TO CLOSING</h3><ol>${rng.shuffle(CONDITIONS).slice(0, 7).map((x) => `<li>${esc(x)}</li>`).join('')}</ol>
<p>This commitment expires if not accepted within five (5) business days.</p>
<p>Very truly yours,<br>${esc(f.lender.name)}<br><span class="sig">By: ${esc(fullName(f.lender.contact))}, ${rng.pick(['Senior Vice President', 'Chief Credit Officer'])}</span></p>
<p><b>ACCEPTED AND AGREED:</b></p>
<p>${f.entity ? `${esc(f.entity.name)}<br><span class="sig">By: ${esc(fullName(f.borrower))}, its ${esc(f.entity.signatoryTitle)}</span>` : `<span class="sig">${esc(fullName(f.borrower))}</span>`}</p>`,
      ];
      fields.push('loan_type');
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Commitment', pages, page: { pageNumbers: true } }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-signed-term-sheet-photo',
    description: 'Borrower snaps a phone photo of the signed signature page of a term sheet (key terms recap on the page)',
    formats: ['image'],
    make(f, _rng) {
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term'];
      const by = f.entity ? `${esc(f.entity.name)}<br>By: <span class="scrawl">${esc(fullName(f.borrower))}</span><br>Name: ${esc(fullName(f.borrower))}<br>Title: ${esc(f.entity.signatoryTitle)}` : `<span class="scrawl">${esc(fullName(f.borrower))}</span><br>${esc(fullName(f.borrower))}, individually`;
      if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      else fields.push('borrower_first_name', 'borrower_last_name');
      const html = `<p class="muted">Page 4 of 4 — Term Sheet, ${esc(f.lender.name)}</p>
<p><b>Recap of principal terms:</b> Loan amount ${money(L.amount)}; rate ${pct(L.rate)}; term ${L.termMonths} months.</p>
<p>By signing below, Borrower accepts this Term Sheet and authorizes Lender to order third-party reports at Borrower's expense.</p>
<table style="width:100%;margin-top:30px"><tr><td style="width:50%;vertical-align:top"><b>BORROWER:</b><br>${by}<br>Date: ${date(f.documentDate, 'short')}</td>
<td style="vertical-align:top"><b>LENDER:</b><br>${esc(f.lender.name)}<br>By: <span class="scrawl">${esc(f.lender.contact.last)}</span><br>Name: ${esc(fullName(f.lender.contact))}</td></tr></table>`;
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Signature page', pages: [html], fontSize: '11pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-mixed-use-term-sheet-redline',
    description: 'Lender term sheet with a "Revised" banner, original vs revised columns; only the revised terms are the deal',
    formats: ['pdf_text'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_type'];
      const oldAmt = L.amount + rng.pick([25000, 50000, 75000]);
      const oldRate = L.rate + rng.pick([0.25, 0.5]);
      const rows = [
        ['Loan Amount', money(oldAmt), money(L.amount)],
        ['Interest Rate', pct(oldRate), pct(L.rate)],
        ['Term', `${L.termMonths} months`, `${L.termMonths} months (unchanged)`],
      ];
      if (L.originationPoints !== undefined) { rows.push(['Origination', `${L.originationPoints + 0.5}%`, `${L.originationPoints}%`]); fields.push('origination_points'); }
      const name = f.entity ? `${f.entity.name} (Sponsor: ${fullName(f.borrower)})` : fullName(f.borrower);
      fields.push(f.entity ? 'entity_name' : 'borrower_last_name', 'borrower_first_name', 'borrower_last_name');
      const html = `${letterhead({ name: f.lender.name, lines: ['Bridge · Construction · Transitional'], color: '#7a1f3d' })}
<div style="background:#fde68a;padding:6px 10px;font-weight:bold;margin-bottom:10px">REVISED TERM SHEET — supersedes version dated ${date(f.documentDate, 'abbr')} (appraisal came in; proceeds re-sized)</div>
<p><b>Borrower:</b> ${esc(name)}<br><b>Property:</b> ${esc(addressOneLine(rng, f.property.address))} · ${esc(propertyTypeLabel(rng, f))}</p>
<table class="grid"><tr><th>Term</th><th>Original</th><th>Revised</th></tr>${rows.map((r) => `<tr><td>${r[0]}</td><td style="text-decoration:line-through;color:#888">${r[1]}</td><td><b>${r[2]}</b></td></tr>`).join('')}</table>
<p style="margin-top:10px">All other terms of the original term sheet remain in effect. Questions to ${esc(fullName(f.lender.contact))}, ${phone(f.lender.contact.phone)}.</p>`;
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Revised Term Sheet', pages: [html], font: 'sans', fontSize: '10pt' }), truth: tr(f, fields) };
    },
  },
];

