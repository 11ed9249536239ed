// Lenders and their vendors: conditional approvals, underwriter e-mails, rate locks and pricing confirmations,
// faxed commitments, small-balance term sheets, clear-to-close notes, LOIs, conditions lists and appraisal paper.
import { accent, documentHtml, kvTable, letterhead } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  addr, cityLine, dAbbr, laterDate, dLong, dShort, dUS, fullName, h, lastFirstUpper, num, phoneFmt, plusDays,
  propertyTypeLabel, staffName, street, termRows, truth, usd, vestee, vesteeFields, type TermKey,
} from './fmt';

function lenderHead(f: DealFacts, r: Rng): string {
  return letterhead({ name: f.lender.name, lines: [h(addr(f.lender.address)), `${phoneFmt(r, f.lender.contact.phone)} &middot; ${h(f.lender.contact.email)}`], color: accent(r), mark: r.chance(0.5) ? f.lender.name.split(' ').map((w) => w[0]).join('').slice(0, 2) : undefined });
}

function borrowerLine(f: DealFacts): string {
  return f.entity ? `${h(f.entity.name)} (Guarantor: ${h(fullName(f.borrower))})` : h(vestee(f));
}
const BORROWER_FIELDS: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name'];

function conditions(f: DealFacts, r: Rng): string[] {
  const list = [
    `Satisfactory appraisal ordered by Lender through ${h(f.appraiser.name)} supporting the value`,
    `Title commitment from ${h(f.title.name)} insuring Lender's first lien; no exceptions not acceptable to Lender`,
    'Evidence of hazard insurance naming Lender ISAOA/ATIMA as mortgagee, with 12 months rent loss coverage',
    'Two (2) most recent months bank statements evidencing liquidity for down payment, closing costs and 6 months reserves',
    'Executed credit authorization and background check for all guarantors',
    'Current rent roll and copies of all leases; estoppels for commercial tenants',
    'Payoff letter for all existing liens (refinance only)',
    'Signed 4506-C (not required for DSCR program)',
    'Purchase contract with all riders and addenda, fully executed',
    'Scope of work and budget for any renovation holdback',
  ];
  if (f.entity) list.push(`Entity documents for ${h(f.entity.name)}: formation documents, operating agreement, EIN letter, good standing`);
  return r.shuffle(list).slice(0, r.int(5, 8));
}

const approvalLetter: Family = {
  id: 'lender-conditional-approval-letter',
  description: "Lender's conditional loan approval letter to borrower c/o broker, with terms table and numbered conditions",
  formats: ['pdf_text'],
  make(f, r) {
    const keys: TermKey[] = r.shuffle<TermKey>(['amount', 'rate', 'term', 'type', 'ptype', 'value']).concat(['points', 'fees', 'prepay', 'number']);
    if (r.chance(0.5)) keys.push('closing');
    const t = termRows(r, f, keys);
    const expires = laterDate(f, f.documentDate, r.pick([30, 45, 60]));
    const html = documentHtml({
      title: 'Conditional Approval',
      font: r.pick(['serif', 'sans']),
      fontSize: '8.5pt',
      pages: [`${lenderHead(f, r)}
<p>${dLong(f.documentDate)}</p>
<p>${f.entity ? `${h(f.entity.name)}<br>Attn: ${h(fullName(f.borrower))}` : h(vestee(f))}<br>c/o ${h(f.broker.name)}, ${h(fullName(f.broker.contact))}</p>
<p><b>RE: CONDITIONAL LOAN APPROVAL &mdash; ${h(addr(f.property.address))}</b></p>
<p>We are pleased to advise that your application for a business-purpose mortgage loan has been approved, subject to the terms and conditions below. This approval expires on ${dUS(expires)}.</p>
${kvTable([['Borrower', borrowerLine(f)], ['Property', h(addr(f.property.address))], ...t.rows], { labelWidth: '32%' })}
<p class="b" style="margin-top:10px">Prior-to-closing conditions:</p>
<ol style="margin-top:0">${conditions(f, r).map((c) => `<li>${c}</li>`).join('')}</ol>
<p>Sincerely,<br><br>${h(fullName(f.lender.contact))}<br>${r.pick(['Senior Underwriter', 'VP, Credit', 'Loan Officer'])}</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, [...BORROWER_FIELDS, 'property_address', ...t.fields]) };
  },
};

const underwriterEmail: Family = {
  id: 'underwriter-approval-email-conditions',
  description: "Lender underwriter's e-mail to the broker: approved, terms in plain lines, open conditions, forwarded by broker",
  formats: ['pdf_text'],
  make(f, r) {
    const uw = f.lender.contact;
    const bk = f.broker.contact;
    const lines = termRows(r, f, ['amount', 'rate', 'term', 'points', 'prepay', ...(r.chance(0.5) ? ['value' as TermKey] : [])]);
    const name = f.entity ? f.entity.name : fullName(f.borrower);
    const html = documentHtml({
      title: 'Approval',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`<div class="small" style="border-bottom:1px solid #bbb;margin-bottom:8px;padding-bottom:4px">
<b>From:</b> ${h(fullName(bk))} &lt;${h(bk.email)}&gt;<br><b>Sent:</b> ${dAbbr(f.documentDate)} ${r.int(8, 11)}:${r.int(10, 59)} AM<br>
<b>To:</b> ${h(fullName(f.borrower))} &lt;${h(f.borrower.email)}&gt;<br><b>Subject:</b> FW: APPROVED - ${h(name)} - ${h(street(f.property.address))}</div>
<p>${h(f.borrower.first)} &ndash; good news, see below. We are approved. I need the items in red ASAP so we can order the appraisal. Call me at ${phoneFmt(r, bk.phone)}.</p>
<p>${h(bk.first)}<br>${h(f.broker.name)}</p>
<div style="border-left:3px solid #999;padding-left:10px;margin-top:10px">
<div class="small"><b>From:</b> ${h(fullName(uw))} &lt;${h(uw.email)}&gt;<br><b>Sent:</b> ${dAbbr(f.documentDate)}<br><b>To:</b> ${h(fullName(bk))}<br><b>Subject:</b> APPROVED - ${h(name)} - ${h(street(f.property.address))}</div>
<p>Hi ${h(bk.first)},</p>
<p>${h(addr(f.property.address))} &ndash; file is approved at credit committee${f.entity ? ` for ${h(f.entity.name)} with ${h(fullName(f.borrower))} as guarantor` : ` for ${h(vestee(f))}`}. Terms:</p>
<pre style="font-family:'DejaVu Sans Mono';font-size:8.5pt">${lines.rows.map(([k, v]) => `${(k + ':').padEnd(24)}${v.replace(/<[^>]+>/g, '')}`).join('\n')}</pre>
<p>Open conditions:</p><ul>${conditions(f, r).slice(0, 5).map((c, i) => `<li${i < 2 ? ' style="color:#b00"' : ''}>${c}</li>`).join('')}</ul>
<p>Thanks,<br>${h(fullName(uw))}<br>Underwriting | ${h(f.lender.name)}</p></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, [...BORROWER_FIELDS, 'borrower_email', 'property_address', ...lines.fields]) };
  },
};

const rateLock: Family = {
  id: 'rate-lock-confirmation',
  description: "Lender's rate lock confirmation: lock period, locked rate and points, loan number and amount",
  formats: ['pdf_text'],
  make(f, r) {
    const lockDays = r.pick([15, 30, 45, 60]);
    const t = termRows(r, f, ['number', 'amount', 'rate', 'term', 'type', 'prepay']);
    const disc = f.loan.discountPoints;
    const html = documentHtml({
      title: 'Rate Lock Confirmation',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`${lenderHead(f, r)}
<div class="b" style="font-size:13pt">RATE LOCK CONFIRMATION</div>
<p class="small">Broker: ${h(f.broker.name)} &middot; Account Exec: ${h(fullName(f.lender.contact))}</p>
${kvTable([
        ['Borrower', borrowerLine(f)], ['Subject Property', h(addr(f.property.address))], ...t.rows,
        ['Lock Date', dUS(f.documentDate)], ['Lock Period', `${lockDays} days`], ['Lock Expiration', dUS(laterDate(f, f.documentDate, lockDays))],
        ...(disc !== undefined ? [['Discount Points (locked)', `${disc.toFixed(3)}`] as [string, string]] : []),
        ['Base Price', `${(100 - r.int(0, 150) / 100).toFixed(3)}`],
      ], { labelWidth: '34%' })}
<p class="small" style="margin-top:10px">Lock extensions are available at 0.125 per 7 days and must be requested before expiration. Relocks are at the worse of original or current pricing. This confirmation is not a commitment to lend.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, [...BORROWER_FIELDS, 'property_address', ...t.fields, ...(disc !== undefined ? ['discount_points' as TruthField] : [])]) };
  },
};

const pricingConfirmation: Family = {
  id: 'pricing-engine-confirmation',
  description: 'DSCR/investor pricing engine confirmation: scenario, base rate and adjustments, final rate and points',
  formats: ['pdf_text'],
  make(f, r) {
    const adjustments: [string, number][] = [
      [`FICO ${f.borrower.creditScore}`, f.borrower.creditScore >= 740 ? -0.125 : 0.25],
      [`LTV ${((f.loan.amount / f.property.value) * 100).toFixed(1)}%`, 0.125 * r.int(0, 3)],
      [`Property: ${propertyTypeLabel(r, f)}`, 0.125 * r.int(0, 2)],
      [`Prepay: ${f.loan.prepayment.penalty ? f.loan.prepayment.terms ?? '' : 'None'}`, f.loan.prepayment.penalty ? -0.25 : 0.375],
    ];
    const base = f.loan.rate - adjustments.reduce((s, [, v]) => s + v, 0);
    const html = documentHtml({
      title: 'Pricing',
      font: 'condensed',
      fontSize: '9pt',
      pages: [`<div style="display:flex;justify-content:space-between;align-items:end;border-bottom:3px solid #333;margin-bottom:8px"><div class="b" style="font-size:14pt">${h(f.lender.name)} &mdash; Pricing Confirmation</div><div class="small">Run ${dUS(f.documentDate)} by ${h(fullName(f.broker.contact))} (${h(f.broker.name)})</div></div>
<div class="b">Scenario</div>
${kvTable([
        ['Borrower', borrowerLine(f)], ['Qualifying FICO', String(f.borrower.creditScore)], ['Property', h(addr(f.property.address))],
        ['Property Type', h(propertyTypeLabel(r, f))], ['Estimated Value', usd(f.property.value)], ['Loan Amount', usd(f.loan.amount)],
        ['Term / Amortization', `${f.loan.termMonths} months / ${f.loan.termMonths === 360 ? '360' : 'Interest Only'}`],
        ['Prepayment', h(f.loan.prepayment.penalty ? f.loan.prepayment.terms ?? '' : 'None')],
      ], { labelWidth: '30%' })}
<div class="b" style="margin-top:8px">Rate build-up</div>
<table class="grid"><tr><th>Item</th><th class="right">Rate adj.</th></tr>
<tr><td>Base rate</td><td class="right">${base.toFixed(3)}%</td></tr>
${adjustments.map(([k, v]) => `<tr><td>${h(k)}</td><td class="right">${v >= 0 ? '+' : ''}${v.toFixed(3)}</td></tr>`).join('')}
<tr><td class="b">Final Note Rate</td><td class="right b">${f.loan.rate.toFixed(3)}%</td></tr></table>
${f.loan.originationPoints !== undefined ? `<p style="margin-top:8px">Lender origination: <b>${f.loan.originationPoints}</b> points. ` : '<p style="margin-top:8px">'}${f.loan.brokerPoints !== undefined ? `Broker comp (borrower-paid): <b>${f.loan.brokerPoints}</b> points.` : ''}</p>
<p class="small">Pricing valid for the scenario above only and subject to change without notice until locked.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, [...BORROWER_FIELDS, 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'interest_rate', 'origination_points', 'broker_points', 'prepayment_penalty', 'prepayment_terms']) };
  },
};

const commitmentFax: Family = {
  id: 'faxed-commitment-letter',
  description: 'Two-page mortgage commitment letter as faxed back countersigned, fax header on each page',
  formats: ['pdf_scanned'],
  make(f, r) {
    const t = termRows(r, f, ['amount', 'rate', 'term', 'purpose', 'points', 'prepay', 'closing']);
    const fax = (p: number) => `<div style="font:8pt 'DejaVu Sans Mono';border-bottom:1px solid #000;margin-bottom:10px">${dUS(f.documentDate)} ${r.int(9, 16)}:${r.int(10, 59)} ${h(f.lender.name.toUpperCase())} FAX ${r.int(200, 989)}5550${r.int(100, 199)} P. ${p}/2</div>`;
    const p1 = `${fax(1)}${lenderHead(f, r)}
<p>${dLong(f.documentDate)}</p>
<p>${f.entity ? h(f.entity.name) : h(vestee(f))}</p>
<p><b>MORTGAGE COMMITMENT</b> &mdash; Premises: ${h(addr(f.property.address))}</p>
<p>${h(f.lender.name)} ("Lender") hereby commits to make a first mortgage loan to ${f.entity ? `${h(f.entity.name)} ("Borrower"), guaranteed by ${h(fullName(f.borrower))}` : `${h(vestee(f))} ("Borrower")`}, on the following terms:</p>
${kvTable(t.rows, { labelWidth: '32%' })}
<p style="margin-top:8px">This commitment is conditioned upon the items in Schedule A (page 2) and shall expire if the loan has not closed by the closing date shown above, unless extended in writing by Lender.</p>`;
    const p2 = `${fax(2)}<p class="b">SCHEDULE A &mdash; CONDITIONS</p><ol>${conditions(f, r).map((c) => `<li>${c}</li>`).join('')}</ol>
<p>ACCEPTED AND AGREED this ____ day of ______, ${f.documentDate.slice(0, 4)}:</p>
${f.entity ? `<p>${h(f.entity.name)}</p><div class="sig"><span class="scrawl">${h(fullName(f.borrower))}</span><br>By: ${h(fullName(f.borrower))}, ${h(f.entity.signatoryTitle)}</div>` : `<div class="sig"><span class="scrawl">${h(fullName(f.borrower))}</span><br>${h(fullName(f.borrower))}</div>`}
<p style="margin-top:14px">${h(f.lender.name)}<br>By: ${h(fullName(f.lender.contact))}</p>`;
    const html = documentHtml({ title: 'Commitment', font: 'serif', fontSize: '9.5pt', pages: [p1, p2] });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'property_address', ...t.fields];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, fields) };
  },
};

const sbTermSheet: Family = {
  id: 'small-balance-multifamily-term-sheet',
  description: 'One-page indicative term sheet from a small-balance multifamily/mixed-use lender (DSCR, LTV, reserves)',
  formats: ['pdf_text', 'image'],
  make(f, r) {
    const t = termRows(r, f, ['amount', 'rate', 'term', 'type', 'ptype', 'value', 'points', 'fees', 'prepay', 'exit']);
    const ltv = ((f.loan.amount / f.property.value) * 100).toFixed(1);
    const html = documentHtml({
      title: 'Term Sheet',
      font: 'sans',
      fontSize: '9pt',
      pages: [`<div style="background:${accent(r)};color:#fff;padding:10px 14px;margin-bottom:10px"><div class="b" style="font-size:15pt">${h(f.lender.name)}</div><div>INDICATIVE TERM SHEET &middot; NOT A COMMITMENT</div></div>
${kvTable([
        ['Sponsor / Borrower', borrowerLine(f)], ['Collateral', h(addr(f.property.address))], ...t.rows,
        ['Max LTV', `${ltv}% of as-is value`], ['Min DSCR', `${r.pick(['1.20x', '1.25x', '1.15x'])} on in-place rents`],
        ['Recourse', r.pick(['Full recourse', 'Non-recourse with standard carve-outs'])], ['Reserves', r.pick(['6 months P&I', '3 months interest', 'Tax & insurance escrow'])],
      ], { labelWidth: '30%' })}
<p class="small" style="margin-top:8px">Issued ${dUS(f.documentDate)} to ${h(f.broker.name)}. Rate subject to market until locked. Third-party reports (appraisal, Phase I, PCA) at borrower's cost.</p>
<p>Contact: ${h(fullName(f.lender.contact))} &middot; ${h(f.lender.contact.email)}</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, [...BORROWER_FIELDS, 'property_address', ...t.fields]) };
  },
};

const clearToClose: Family = {
  id: 'clear-to-close-email',
  description: "Lender closer's clear-to-close e-mail to attorney and broker with final figures and loan number",
  formats: ['pdf_text'],
  make(f, r) {
    const closer = staffName(r);
    const wire = f.loan.amount - Math.round(f.loan.amount * ((f.loan.originationPoints ?? 1) / 100));
    const t = termRows(r, f, ['number', 'amount', 'rate', 'term', 'closing']);
    const html = documentHtml({
      title: 'CTC',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`<div class="small" style="border-bottom:1px solid #aaa;margin-bottom:8px">
<b>From:</b> ${h(closer)} &lt;closings@${h(f.lender.contact.email.split('@')[1] ?? '')}&gt;<br>
<b>To:</b> ${h(fullName(f.title.contact))} &lt;${h(f.title.contact.email)}&gt;<br>
<b>Cc:</b> ${h(fullName(f.broker.contact))}; ${h(fullName(f.lender.contact))}<br>
<b>Subject:</b> CTC // Loan ${f.loan.loanNumber} // ${h(f.entity ? f.entity.name : fullName(f.borrower))}</div>
<p>All,</p>
<p>We are <b>CLEAR TO CLOSE</b>. Docs were sent to lender's counsel this morning. Please balance the settlement statement with us before the closing.</p>
<table class="grid" style="width:80%">${[['Borrower', borrowerLine(f)], ['Property', h(addr(f.property.address))], ...t.rows].map(([k, v]) => `<tr><td style="width:40%">${k}</td><td>${v}</td></tr>`).join('')}
<tr><td>Est. wire to title</td><td>${usd(wire, true)}</td></tr></table>
<p style="margin-top:8px">Funding requires: signed closing package scanned to closings@, original note via FedEx, and the title marked-up commitment. Interest will be collected from the funding date to the 1st of the following month.</p>
<p>${h(closer)}<br>Closing Department, ${h(f.lender.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, [...BORROWER_FIELDS, 'property_address', ...t.fields]) };
  },
};

const lenderLoi: Family = {
  id: 'ny-lender-letter-of-intent',
  description: "Private lender's non-binding letter of intent with good-faith deposit and signature lines",
  formats: ['pdf_text'],
  make(f, r) {
    const t = termRows(r, f, r.shuffle<TermKey>(['amount', 'rate', 'term', 'type', 'purpose']).concat(['value', 'points', 'fees', 'prepay', 'exit', 'closing']));
    const deposit = r.pick([1500, 2500, 3500, 5000]);
    const html = documentHtml({
      title: 'Letter of Intent',
      font: 'serif',
      fontSize: '9.5pt',
      pages: [`${lenderHead(f, r)}
<p>${dLong(f.documentDate)}</p>
<p class="b">NON-BINDING LETTER OF INTENT</p>
<p>Re: ${h(addr(f.property.address))}</p>
<p>Dear ${h(f.borrower.first)} ${h(f.borrower.last)}:</p>
<p>${h(f.lender.name)} is pleased to present the following proposed terms for financing of the above property${f.entity ? ` to ${h(f.entity.name)}` : ''}:</p>
${kvTable(t.rows, { labelWidth: '32%' })}
<p style="margin-top:8px">Upon acceptance, Borrower shall remit a good-faith deposit of ${usd(deposit)} to cover the appraisal and underwriting costs. This letter is an expression of interest only and not a commitment to lend.</p>
<table style="width:100%;margin-top:10px"><tr><td>${h(f.lender.name)}<div class="sig">${h(fullName(f.lender.contact))}</div></td>
<td>ACCEPTED:${f.entity ? `<br>${h(f.entity.name)}<div class="sig">By: ${h(fullName(f.borrower))}, ${h(f.entity.signatoryTitle)}</div>` : `<div class="sig">${h(fullName(f.borrower))}</div>`}</td></tr></table>`],
    });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'property_address', ...t.fields];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truth(f, fields) };
  },
};

const conditionsList: Family = {
  id: 'lender-outstanding-conditions-list',
  description: "Processor's outstanding-conditions report from the lender's LOS (status table, few loan facts in the header)",
  formats: ['pdf_text'],
  make(f, r) {
    const statuses = ['Outstanding', 'Received - Under Review', 'Cleared', 'Waived', 'Outstanding'];
    const rows = conditions(f, r).map((c, i) => `<tr><td>${100 + i * 5}</td><td>${r.pick(['PTD', 'PTF', 'PTC'])}</td><td>${c}</td><td>${r.pick(statuses)}</td><td>${dShort(plusDays(f.documentDate, -r.int(0, 9)))}</td></tr>`).join('');
    const showRate = r.chance(0.5);
    const html = documentHtml({
      title: 'Conditions',
      font: 'condensed',
      fontSize: '8.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div class="b" style="font-size:13pt">${h(f.lender.name)}</div><div>Printed ${dUS(f.documentDate)}</div></div>
<div class="b" style="font-size:11pt;margin:4px 0 8px">Conditions Report &mdash; Loan ${f.loan.loanNumber}</div>
<table class="grid"><tr><td><b>Borrower</b><br>${f.entity ? `${h(f.entity.name)}<br>Guarantor: ${h(lastFirstUpper(f.borrower))}` : h(lastFirstUpper(f.borrower))}</td><td><b>Property</b><br>${h(street(f.property.address))}<br>${h(cityLine(f.property.address))}</td>
<td><b>Loan Amount</b><br>${usd(f.loan.amount, true)}${showRate ? `<br><b>Rate</b> ${f.loan.rate.toFixed(3)}%` : ''}</td><td><b>Est. Closing</b><br>${dUS(f.loan.closingDate)}</td><td><b>Processor</b><br>${h(staffName(r))}</td></tr></table>
<table class="grid" style="margin-top:10px"><tr><th>#</th><th>Timing</th><th>Condition</th><th>Status</th><th>Updated</th></tr>${rows}</table>
<p class="small" style="margin-top:8px">PTD = prior to docs; PTF = prior to funding; PTC = prior to closing. Upload items to the broker portal; do not e-mail bank statements.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, [...BORROWER_FIELDS, 'property_address', 'loan_amount', 'loan_number', 'estimated_closing_date', ...(showRate ? ['interest_rate' as TruthField] : [])]) };
  },
};

const appraisalSummary: Family = {
  id: 'appraisal-summary-of-salient-facts',
  description: "Commercial/residential appraisal cover and summary of salient facts; prospective value and sale price are decoys",
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, r) {
    const ap = f.appraiser;
    const rows: [string, string][] = [
      ['Property', h(addr(f.property.address))], ['Property Type', h(propertyTypeLabel(r, f))],
      ['Owner of Record', h(vestee(f))], ['Client / Intended User', `${h(f.lender.name)}${r.chance(0.5) ? ' and/or its successors and assigns' : ''}`],
      ['Client File No.', f.loan.loanNumber], ['Interest Appraised', 'Fee Simple'],
      ...(f.property.yearBuilt ? [['Year Built', String(f.property.yearBuilt)] as [string, string]] : []),
      ...(f.property.squareFeet ? [['Gross Building Area', `${num(f.property.squareFeet)} SF`] as [string, string]] : []),
      ['Date of Inspection', dUS(plusDays(f.documentDate, -r.int(2, 9)))],
      ['<b>As-Is Market Value</b>', `<b>${usd(f.property.value)}</b>`],
      ...(f.property.arv ? [['Prospective Value Upon Completion', usd(f.property.arv)] as [string, string]] : []),
      ...(f.property.purchasePrice ? [['Contract Price', usd(f.property.purchasePrice)] as [string, string]] : []),
      ['Exposure Time', `${r.int(3, 9)} months`],
    ];
    const html = documentHtml({
      title: 'Appraisal',
      font: 'serif',
      fontSize: '9.5pt',
      pages: [`<div class="center" style="margin:30px 0 20px"><div style="font-size:16pt" class="b">APPRAISAL REPORT</div><div>${h(addr(f.property.address))}</div>
<div style="margin-top:10px">Prepared for ${h(f.lender.name)}</div><div>Prepared by ${h(ap.name)} &middot; ${h(fullName(ap.contact))}, ${r.pick(['MAI', 'SRA', 'Certified General Appraiser'])}</div></div>
<div class="b" style="font-size:11pt;margin-bottom:4px">SUMMARY OF SALIENT FACTS AND CONCLUSIONS</div>
${kvTable(rows, { labelWidth: '38%' })}
<p class="small" style="margin-top:10px">The value conclusions are subject to the Extraordinary Assumptions and Hypothetical Conditions stated herein. Intended use: first mortgage lending decision.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, [...vesteeFields(f), 'property_address', 'property_type', 'property_value', 'loan_number']) };
  },
};

const amcOrder: Family = {
  id: 'amc-appraisal-order-confirmation',
  description: "Appraisal management company's order confirmation: borrower contact for access, loan number, estimated value",
  formats: ['pdf_text'],
  make(f, r) {
    const amc = r.pick(['Tri-State Valuation Management', 'Empire AMC Services', 'Colonial Appraisal Management Co.']);
    const fee = r.pick([650, 750, 900, 1250, 2800, 3500]);
    const html = documentHtml({
      title: 'Order Confirmation',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`<div style="border-bottom:2px solid #555;margin-bottom:8px"><span class="b" style="font-size:13pt">${amc}</span> &nbsp; Order Confirmation #${r.int(100000, 999999)}</div>
${kvTable([
        ['Ordered by', `${h(fullName(f.lender.contact))}, ${h(f.lender.name)}`], ['Order date', dUS(f.documentDate)], ['Lender loan #', f.loan.loanNumber],
        ['Report type', r.pick(['1025 Small Income (2-4)', 'Narrative - Income Approach', '1004 URAR + 1007 Rent Schedule', 'Commercial Restricted Appraisal'])],
        ['Subject', h(addr(f.property.address))], ['Property type', h(propertyTypeLabel(r, f))],
        ['Loan amount', usd(f.loan.amount)], ["Borrower's estimate of value", usd(f.property.value)],
        ...(f.entity ? [['Borrower', h(f.entity.name)] as [string, string]] : []),
        [f.entity ? 'Access contact (guarantor)' : 'Access contact (borrower)', `${h(fullName(f.borrower))} &middot; ${phoneFmt(r, f.borrower.phone)}`],
        ['Assigned appraiser', `${h(fullName(f.appraiser.contact))} (${h(f.appraiser.name)})`], ['Fee', usd(fee, true)],
        ['Due date', dUS(laterDate(f, f.documentDate, r.int(7, 15)))],
      ], { labelWidth: '32%' })}
<p class="small" style="margin-top:8px">The borrower will receive a payment link for the appraisal fee. Do not discuss value expectations with the appraiser.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, [...BORROWER_FIELDS, 'borrower_phone', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_number']) };
  },
};

export const lenderFamilies: Family[] = [
  approvalLetter, underwriterEmail, rateLock, pricingConfirmation, commitmentFax, sbTermSheet, clearToClose, lenderLoi,
  conditionsList, appraisalSummary, amcOrder,
];

