// A hard-money lender's Conditional Approval letter: addressed to the borrower care of the broker, a short terms
// block in prose-like lines, then an itemised "Estimated Fees & Charges" table that mixes the lender's own fees
// (points, doc prep, processing, admin) with third-party charges (appraisal, title, recording) and the broker's fee.
import { addDays } from '../../../facts';
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { addressText, anyDay, bare, cash, companyAddress, exitText, improvements, person, program, rate, tel, term } from './fmt';

export const conditionalApproval: Family = {
  id: 'hd-conditional-approval',
  description: "Hard-money lender's Conditional Approval letter c/o the broker, terms lines plus an itemised fee table with third-party charges.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker, appraiser, title } = facts;
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_number', 'loan_type'];
    const dk = rng.pick(['long', 'us', 'abbr'] as const);
    const officer = lender.contact;
    const addressee = entity ? entity.name : person(borrower, rng.chance(0.4) ? 'middle' : 'plain');
    fields.push(entity ? 'entity_name' : 'borrower_first_name', 'borrower_last_name');
    if (!entity) fields.push('borrower_first_name');

    const terms: [string, string][] = [];
    terms.push(['Borrower', esc(entity ? `${entity.name}` : person(borrower))]);
    if (entity) {
      terms.push([rng.pick(['Guarantor', 'Guarantor(s)', 'Recourse']), esc(`${person(borrower)}${rng.chance(0.5) ? ' (full recourse)' : ''}`)]);
      fields.push('borrower_first_name');
    }
    terms.push(['Subject Property', esc(addressText(property.address, rng))]);
    if (rng.chance(0.6)) { terms.push(['Property Type', esc(improvements(facts, rng))]); fields.push('property_type'); }
    terms.push(['Loan Program', esc(program(loan.type, rng))]);
    terms.push(['Loan Amount', `${cash(loan.amount, rng)}${property.arv && rng.chance(0.5) ? ` <span class="muted">(incl. rehab holdback)</span>` : ''}`]);
    terms.push(['Interest Rate', `${rate(loan.rate, rng)}${rng.pick([' fixed', ', interest only', ' / 360 actual days', ''])}`]);
    terms.push(['Term', esc(term(loan.termMonths, rng))]);
    if (rng.chance(0.65)) {
      terms.push([rng.pick(['As-Is Value', 'Current Value (per BPO)', 'Value (as-is)']), cash(property.value, rng)]);
      fields.push('property_value');
    }
    if (property.purchasePrice && rng.chance(0.8)) terms.push(['Purchase Price', cash(property.purchasePrice, rng)]);
    if (property.arv && rng.chance(0.8)) terms.push(['After-Repaired Value', cash(property.arv, rng)]);
    if (rng.chance(0.5)) {
      terms.push([entity ? 'Guarantor FICO' : rng.pick(['Credit Score', 'FICO (mid)']), String(borrower.creditScore)]);
      fields.push('credit_score');
    }
    if (loan.prepayment.penalty) {
      terms.push(['Prepayment', esc(loan.prepayment.terms ?? '')]);
      fields.push('prepayment_penalty', 'prepayment_terms');
    } else if (rng.chance(0.6)) {
      terms.push(['Prepayment', rng.pick(['None', 'No prepayment penalty', 'Open at par'])]);
      fields.push('prepayment_penalty');
    }
    if (loan.exit && rng.chance(0.6)) { terms.push(['Exit Strategy', esc(exitText(loan.exit, rng))]); fields.push('exit_strategy'); }
    if (rng.chance(0.7)) { terms.push(['Target Closing', anyDay(loan.closingDate, rng, [dk])]); fields.push('estimated_closing_date'); }

    // Fee table: description, paid to, amount.
    const fees: [string, string, number][] = [];
    const pts = (p: number) => Math.round(loan.amount * p) / 100;
    if (loan.originationPoints !== undefined) {
      fees.push([`Origination Fee (${loan.originationPoints.toFixed(2)}%)`, lender.name, pts(loan.originationPoints)]);
      fields.push('origination_points');
    }
    if (loan.discountPoints !== undefined) {
      fees.push([`Discount Points (${loan.discountPoints} pt${loan.discountPoints === 1 ? '' : 's'})`, lender.name, pts(loan.discountPoints)]);
      fields.push('discount_points');
    }
    if (loan.brokerPoints !== undefined) {
      fees.push([`Broker Fee (${loan.brokerPoints}%)`, broker.name, pts(loan.brokerPoints)]);
      fields.push('broker_points');
    }
    if (loan.docFee !== undefined) { fees.push([rng.pick(['Document Preparation', 'Loan Doc Fee', 'Doc Prep Fee']), lender.name, loan.docFee]); fields.push('loan_doc_fee'); }
    if (loan.processingFee !== undefined) { fees.push([rng.pick(['Processing Fee', 'Processing']), rng.chance(0.8) ? lender.name : broker.name, loan.processingFee]); fields.push('processing_fee'); }
    if (loan.adminFee !== undefined) { fees.push([rng.pick(['Administration Fee', 'Admin Fee', 'Lender Admin Fee']), lender.name, loan.adminFee]); fields.push('admin_fee'); }
    const thirdParty: [string, string, number][] = rng.shuffle([
      ['Appraisal (est.)', appraiser.name, rng.pick([475, 550, 650, 725, 850])],
      ["Lender's Title Policy (est.)", title.name, rng.int(9, 38) * 50],
      ['Settlement / Escrow Fee (est.)', title.name, rng.pick([450, 550, 650, 800])],
      ['Recording (est.)', 'County Recorder', rng.pick([85, 120, 165, 210])],
      ['Flood Certification', 'Third party', 14],
      ['Wire Fee', lender.name, rng.pick([25, 35, 45])],
      ['Credit / Background', 'Third party', rng.pick([65, 95, 125])],
    ] as [string, string, number][]).slice(0, rng.int(3, 6));
    const feeRows = [...fees, ...thirdParty];
    const total = feeRows.reduce((s, [, , a]) => s + a, 0);
    const feeTable = `<table class="fees"><tr><th>Description</th><th>Paid To</th><th class="right">Amount</th></tr>${feeRows
      .map(([d, p, a]) => `<tr><td>${esc(d)}</td><td>${esc(p)}</td><td class="right">${bare(a)}</td></tr>`).join('')}
      <tr class="tot"><td colspan="2">Total estimated charges</td><td class="right">${bare(total)}</td></tr></table>`;

    const conditions = rng.shuffle([
      'Appraisal or BPO acceptable to Lender supporting the value above.',
      'Preliminary title report / commitment with no unacceptable exceptions.',
      `Evidence of insurance naming ${lender.name}, ISAOA/ATIMA, as mortgagee.`,
      'Verification of liquidity: two most recent bank statements.',
      entity ? 'Articles of organization, operating agreement, EIN letter and certificate of good standing.' : 'Copy of government-issued photo ID.',
      'Executed purchase contract and all addenda (if purchase).',
      'Scope of work / rehab budget (if applicable).',
    ]).slice(0, rng.int(4, 6));

    const accept = entity && rng.chance(0.6);
    if (accept) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    const css = `.terms td { padding: 2px 8px 2px 0; vertical-align: top; } .terms td.k { width: 30%; font-weight: bold; }
      .fees { width: 100%; margin-top: 6px; font-size: 9pt; } .fees th { border-bottom: 1.5px solid #000; text-align: left; padding: 3px 4px; }
      .fees td { border-bottom: 1px dotted #999; padding: 3px 4px; } .fees .tot td { font-weight: bold; border-top: 1.5px solid #000; border-bottom: none; }
      h2 { font: bold 13pt 'DejaVu Sans'; letter-spacing: 1px; margin: 10px 0 8px 0; }`;
    const page1 = `
<div style="display:flex;justify-content:space-between"><div style="font:bold 15pt 'DejaVu Serif'">${esc(lender.name)}</div>
<div class="small right">${esc(companyAddress(lender.address))}<br>${tel(officer.phone, rng)} &middot; ${esc(officer.email)}</div></div>
<hr style="border:none;border-top:3px double #333;margin:6px 0 12px 0">
<p>${anyDay(facts.documentDate, rng, [dk])}</p>
<p>${esc(addressee)}<br>c/o ${esc(broker.contact.first)} ${esc(broker.contact.last)}, ${esc(broker.name)}<br><span class="small">${esc(broker.contact.email)}</span></p>
<p><b>Re: Conditional Approval &mdash; Loan No. ${loan.loanNumber}</b></p>
<h2>CONDITIONAL APPROVAL</h2>
<p>We are pleased to advise that your request for financing has been conditionally approved by our credit committee on the terms set out below. This approval is subject to the conditions listed and to documentation satisfactory to Lender.</p>
<table class="terms">${terms.map(([k, v]) => `<tr><td class="k">${k}:</td><td>${v}</td></tr>`).join('')}</table>
<p style="margin-top:10px"><b>Estimated Fees &amp; Charges</b> <span class="small">(amounts in USD; third-party charges are estimates and are paid at closing)</span></p>
${feeTable}`;
    const page2 = `
<p><b>Conditions to Closing</b></p><ol style="margin-top:0">${conditions.map((c) => `<li>${esc(c)}</li>`).join('')}</ol>
<p>This conditional approval expires on ${anyDay(rng.chance(0.5) ? addDays(loan.closingDate, 21) : addDays(facts.documentDate, 30), rng, [dk])} unless extended in writing. It is not a commitment to lend until all conditions are satisfied and loan documents are executed.</p>
<p>Sincerely,</p><div class="scrawl">${esc(officer.first)} ${esc(officer.last)}</div><br><span class="sig">${esc(officer.first)} ${esc(officer.last)}, ${rng.pick(['Underwriting Manager', 'Loan Officer', 'Senior Underwriter'])}<br>${esc(lender.name)}</span>
${accept && entity ? `<div style="margin-top:28px;border:1px solid #555;padding:8px"><b>ACKNOWLEDGED AND ACCEPTED</b><br>${esc(entity.name)}<br><br>By: <span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><br>Name: ${esc(person(borrower))}<br>Title: ${esc(entity.signatoryTitle)}<br>Date: ________________</div>` : ''}`;
    const html = documentHtml({
      title: 'Conditional Approval', css, font: rng.pick(['serif', 'sans'] as const), fontSize: '9.5pt',
      page: { pageNumbers: true, footerLeft: `Loan No. ${loan.loanNumber}` }, pages: [page1, page2],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, fields) };
  },
};

