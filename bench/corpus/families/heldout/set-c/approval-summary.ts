// A private lender's one-page "Loan Approval Summary": credit-committee style, two-column table with the lender's
// own labels, entity borrower with its guarantor.
import { accent, documentHtml, esc, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { dateText, einText, exitWords, fullName, loanTypeWords, money, oneLine, pct, propertyTypeWords, purposeWords, termText } from './fmt';

export const approvalSummary: Family = {
  id: 'hc-approval-summary',
  description: 'Private lender credit-committee Loan Approval Summary, one page, two-column table with lender-specific labels.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender } = facts;
    const color = accent(rng);
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_type', 'loan_type', 'estimated_closing_date', 'loan_number'];
    const rows: [string, string][] = [];
    const section = (title: string) => rows.push([`§${title}`, '']);
    const dateStyle = rng.pick(['long', 'us'] as const);

    section('Parties');
    if (entity) {
      rows.push([rng.pick(['Borrowing Entity', 'Vesting / Borrower', 'Obligor']), esc(entity.name)]);
      if (entity.ein && rng.chance(0.6)) {
        rows.push([rng.pick(['Entity EIN', 'Tax ID (Entity)', 'FEIN']), einText(entity.ein)]);
        fields.push('ein');
      }
      rows.push([rng.pick(['Guarantor', 'Personal Guarantor', 'Full Recourse Guarantor']), `${esc(fullName(borrower, rng))}${rng.chance(0.6) ? `, ${esc(entity.signatoryTitle)}` : ''}`]);
      fields.push('entity_name', 'borrower_first_name', 'borrower_last_name');
      if (rows[rows.length - 1]?.[1].includes(entity.signatoryTitle)) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    } else {
      rows.push([rng.pick(['Borrower(s)', 'Obligor', 'Approved Borrower']), esc(fullName(borrower, rng))]);
      fields.push('borrower_first_name', 'borrower_last_name');
    }
    if (rng.chance(0.65)) {
      rows.push([rng.pick(['Qualifying FICO', 'Mid Score (Guarantor)', 'Credit (mid score)']), String(borrower.creditScore)]);
      fields.push('credit_score');
    }

    section('Collateral');
    rows.push([rng.pick(['Subject Property', 'Collateral', 'Security Property']), esc(oneLine(property.address, rng))]);
    rows.push([rng.pick(['Asset Type', 'Property Class', 'Collateral Type']), esc(propertyTypeWords(facts, rng))]);
    if (rng.chance(0.75)) {
      rows.push([rng.pick(['As-Is Value (BPO)', 'Appraised Value (As-Is)', 'Current Market Value']), money(property.value, rng.pick(['whole', 'cents'] as const))]);
      fields.push('property_value');
    }
    if (property.purchasePrice && rng.chance(0.7)) rows.push(['Contract Price', money(property.purchasePrice)]);
    if (property.arv && rng.chance(0.8)) rows.push([rng.pick(['ARV (Subject-To)', 'After-Repair Value']), money(property.arv)]);

    section('Approved Terms');
    rows.push([rng.pick(['Program', 'Product', 'Loan Program']), esc(loanTypeWords(loan.type, rng))]);
    if (loan.purpose && rng.chance(0.5)) {
      rows.push([rng.pick(['Transaction', 'Purpose']), esc(purposeWords(loan.purpose, rng))]);
      fields.push('loan_purpose');
    }
    rows.push([rng.pick(['Approved Amount', 'Commitment Amount', 'Max. Approved Principal']), money(loan.amount, rng.pick(['whole', 'cents'] as const))]);
    rows.push([rng.pick(['Note Rate', 'Coupon', 'Contract Rate']), `${pct(loan.rate, rng)} ${rng.pick(['fixed, interest-only', 'I/O', 'fixed', 'per annum, non-default'])}`]);
    rows.push([rng.pick(['Maturity', 'Term to Maturity', 'Tenor']), esc(termText(loan.termMonths, rng))]);
    if (loan.originationPoints !== undefined) {
      rows.push([rng.pick(['Points to Lender', 'Lender Fee (pts)', 'Origination']), `${loan.originationPoints.toFixed(2)} ${rng.pick(['pts', 'points', '%'])}`]);
      fields.push('origination_points');
    }
    if (loan.discountPoints !== undefined) {
      rows.push(['Rate Buy-Down', `${loan.discountPoints} pt(s)`]);
      fields.push('discount_points');
    }
    if (loan.brokerPoints !== undefined) {
      rows.push([rng.pick(['Broker Comp (pts)', 'Points to Broker', 'YSP / Broker Fee']), `${loan.brokerPoints}%`]);
      fields.push('broker_points');
    }
    const fees: string[] = [];
    if (loan.docFee !== undefined) { fees.push(`Doc prep ${money(loan.docFee)}`); fields.push('loan_doc_fee'); }
    if (loan.processingFee !== undefined) { fees.push(`Processing ${money(loan.processingFee)}`); fields.push('processing_fee'); }
    if (loan.adminFee !== undefined) { fees.push(`Admin/underwriting ${money(loan.adminFee)}`); fields.push('admin_fee'); }
    if (fees.length) rows.push([rng.pick(['Lender Fees', 'Flat Fees']), fees.join('; ')]);
    rows.push([rng.pick(['Prepay', 'Prepayment', 'Early Payoff']), loan.prepayment.penalty ? `<span style="white-space:nowrap">${esc(loan.prepayment.terms ?? '')}</span>` : rng.pick(['None', 'No penalty', 'Open - no prepay']) ]);
    fields.push('prepayment_penalty', 'prepayment_terms');
    if (loan.exit && rng.chance(0.8)) {
      rows.push([rng.pick(['Exit', 'Repayment Source', 'Take-Out']), esc(exitWords(loan.exit, rng))]);
      fields.push('exit_strategy');
    }
    rows.push([rng.pick(['Target Funding', 'Est. Close', 'Fund By']), dateText(loan.closingDate, dateStyle)]);

    const table = rows.map(([k, v]) => k.startsWith('§')
      ? `<tr><td colspan="2" class="sec">${esc(k.slice(1))}</td></tr>`
      : `<tr><td class="k">${k}</td><td class="v">${v}</td></tr>`).join('');
    const officer = lender.contact;
    const conditions = rng.shuffle([
      'Satisfactory title commitment; lender\'s policy in the amount of the loan.',
      'Evidence of hazard insurance naming lender as mortgagee / loss payee.',
      entity ? 'Entity documents: articles, operating agreement, good standing.' : 'Two months of bank statements evidencing reserves.',
      'Signed scope of work and draw schedule (if rehab).',
      'No material change in collateral or guarantor condition prior to funding.',
    ]).slice(0, rng.int(3, 5));

    const html = documentHtml({
      title: 'Loan Approval Summary',
      font: rng.pick(['sans', 'condensed'] as const),
      fontSize: '9.5pt',
      css: `.ap td { border: 1px solid #999; padding: 3px 7px; } .ap .k { width: 36%; background: #f4f4f4; font-weight: bold; }
        .ap .sec { background: ${color}; color: #fff; font-weight: bold; letter-spacing: 1px; text-transform: uppercase; font-size: 8.5pt; }
        .stamp { border: 2px solid ${color}; color: ${color}; font: bold 13pt 'DejaVu Sans'; padding: 4px 12px; display: inline-block; transform: rotate(-4deg); }`,
      page: { footerLeft: `Internal - ${esc(lender.name)} - Credit`, margin: '0.55in 0.7in 0.8in 0.7in' },
      pages: [`
${letterhead({ name: lender.name, lines: [esc(`${lender.address.street}${lender.address.unit ? ` ${lender.address.unit}` : ''}, ${lender.address.city}, ${lender.address.state} ${lender.address.zip}`)], color })}
<div style="display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:8px">
 <div><div style="font:bold 14pt 'DejaVu Sans'">LOAN APPROVAL SUMMARY</div>
 <div class="small">${rng.pick(['Approval No.', 'File #', 'Loan ID'])} ${loan.loanNumber} &nbsp;|&nbsp; Issued ${dateText(facts.documentDate, dateStyle)}</div></div>
 <div class="stamp">${rng.pick(['APPROVED', 'APPROVED W/ CONDITIONS', 'CLEARED - CC'])}</div>
</div>
<table class="ap" style="width:100%">${table}</table>
<div style="margin-top:10px"><b>Conditions precedent to funding:</b><ol style="margin:4px 0 0 18px;padding:0">${conditions.map((c) => `<li>${esc(c)}</li>`).join('')}</ol></div>
<p class="small" style="margin-top:10px">This summary reflects the credit committee decision and is not a commitment to lend. Terms are subject to satisfactory completion of all conditions and may be withdrawn if the transaction does not close by the date shown above.</p>
<div style="display:flex;gap:40px;margin-top:14px">
 <div><span class="scrawl">${esc(officer.first)} ${esc(officer.last[0] ?? '')}.</span><br><span class="sig">${esc(officer.first)} ${esc(officer.last)}, ${rng.pick(['Senior Underwriter', 'Credit Officer', 'VP Lending'])}</span><div class="small">${esc(officer.email)}</div></div>
 <div><span class="sig">Committee Chair</span></div>
</div>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, fields) };
  },
};
