// A hard-money lender's one-page term sheet: a two-column grid whose labels are the lender's own shorthand
// ("Advance", "Coupon", "Origination", "As-Is", "Tenor", "Obligor"). The lender's name, contact and officer are on
// it, and so are the ARV and the purchase price; none of them is the borrower's fact.
import { documentHtml, esc, letterhead, accent } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { cents, day, exact, exitWords, months, named, officeLine, oneLine, phone, programWords, propertyWords, someDay, unbroken, usd } from './fmt';

export const hmlTermSheet: Family = {
  id: 'ue-hml-term-sheet',
  description: "Hard-money lender's term sheet: two-column grid with shorthand labels (Advance, Coupon, Origination, As-Is).",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address'];
    const rows: [string, string][] = [];
    const add = (label: string, value: string, ...stated: TruthField[]) => { rows.push([label, value]); fields.push(...stated); };

    if (entity) {
      add(rng.pick(['Obligor', 'Borrowing Entity', 'Borrower (Vesting)']), esc(entity.name), 'entity_name');
      add(rng.pick(['Sponsor / Guarantor', 'Guarantor', 'Key Principal']), esc(named(borrower, rng.pick(['plain', 'middle'] as const))), 'borrower_first_name', 'borrower_last_name');
    } else {
      add(rng.pick(['Obligor', 'Borrower', 'Borrower(s)']), esc(named(borrower, rng.pick(['plain', 'middle'] as const))), 'borrower_first_name', 'borrower_last_name');
    }
    if (rng.chance(0.5)) add('FICO (mid)', String(borrower.creditScore), 'credit_score');
    const collateral = `${esc(oneLine(property.address, rng))}${rng.chance(0.6) ? ` &mdash; ${esc(propertyWords(facts, rng))}` : ''}`;
    add(rng.pick(['Collateral', 'Subject', 'Security']), collateral);
    if (collateral.includes('&mdash;')) fields.push('property_type');
    add('Program', esc(programWords(loan.type, rng)), 'loan_type');
    add(rng.pick(['Advance', 'Loan Proceeds', 'Facility']), usd(loan.amount, rng));
    if (property.purchasePrice && rng.chance(0.7)) add(rng.pick(['Acquisition Cost', 'Contract Price']), usd(property.purchasePrice, rng, false));
    if (rng.chance(0.75)) add(rng.pick(['As-Is', 'As-Is Valuation', 'Current Value (As-Is)']), usd(property.value, rng), 'property_value');
    if (property.arv) add(rng.pick(['ARV', 'As-Repaired', 'After-Repair Valuation']), usd(property.arv, rng));
    const io = rng.chance(0.7) ? ', interest-only, paid monthly' : ', fixed';
    add(rng.pick(['Coupon', 'Note Rate', 'Coupon (fixed)']), `${exact(loan.rate, rng)}%${io}`);
    add(rng.pick(['Tenor', 'Maturity', 'Term']), `${months(loan.termMonths, rng)}${rng.chance(0.5) ? ' from funding' : ''}`);
    if (loan.originationPoints !== undefined) {
      add(rng.pick(['Origination', 'Lender Origination', 'Points (in)']), rng.pick([`${exact(loan.originationPoints, rng)} pts`, `${exact(loan.originationPoints, rng)}% of Advance`, `${exact(loan.originationPoints, rng)} points`]), 'origination_points');
    }
    if (loan.discountPoints !== undefined && rng.chance(0.7)) add('Rate Buy-Down', `${exact(loan.discountPoints, rng)} discount pt${loan.discountPoints === 1 ? "" : "s"}`, 'discount_points');
    if (loan.brokerPoints !== undefined && rng.chance(0.8)) add(rng.pick(['Broker Comp', 'Outside Broker Fee', 'Points (out)']), `${exact(loan.brokerPoints, rng)}% to ${esc(broker.name)}`, 'broker_points');
    if (loan.docFee !== undefined) add(rng.pick(['Doc Prep', 'Legal / Doc Fee', 'Documentation']), cents(loan.docFee), 'loan_doc_fee');
    if (loan.processingFee !== undefined) add(rng.pick(['Processing', 'Processing Fee']), cents(loan.processingFee), 'processing_fee');
    if (loan.adminFee !== undefined && rng.chance(0.8)) add(rng.pick(['Admin', 'Administration Fee']), cents(loan.adminFee), 'admin_fee');
    add('Draw / Inspection', `${cents(rng.pick([150, 175, 200, 250]))} per draw`);
    if (rng.chance(0.7)) {
      add(rng.pick(['Prepay', 'Prepayment', 'Early Payoff']), loan.prepayment.penalty ? unbroken(esc(loan.prepayment.terms ?? '')) : rng.pick(['None - open at par', 'No penalty', 'None']), 'prepayment_penalty', 'prepayment_terms');
    }
    if (loan.exit && rng.chance(0.7)) add(rng.pick(['Exit', 'Takeout']), esc(exitWords(loan.exit, rng)), 'exit_strategy');
    if (rng.chance(0.7)) add(rng.pick(['Target Close', 'Funding Target', 'Est. Close']), someDay(loan.closingDate, rng), 'estimated_closing_date');
    if (rng.chance(0.6)) add(rng.pick(['Deal #', 'File No.', 'Loan ID']), loan.loanNumber, 'loan_number');
    add('Lien', rng.pick(['1st position', 'First lien', '1st DOT / Mortgage']));
    const order = [rows[0] as [string, string], ...rows.slice(1, 3), ...rng.shuffle(rows.slice(3, 8)), ...rows.slice(8)];

    if (entity) fields.push('authorized_signatory_name'); // "Accepted: <principal> for <entity>" names the signer
    const c = lender.contact;
    const color = accent(rng);
    const html = documentHtml({
      title: 'Term Sheet',
      font: rng.pick(['sans', 'condensed'] as const),
      fontSize: '9.5pt',
      css: `.ts td.k { font-weight: bold; background: #f2f2f2; width: 30% } .ts td { border: 1px solid #777; padding: 4px 7px }`,
      page: { footerLeft: `${esc(lender.name)} &middot; Non-binding. Subject to underwriting, appraisal and title.` },
      pages: [`${letterhead({ name: lender.name, color, lines: [esc(officeLine(lender.address)), `${esc(named(c))} &middot; ${phone(c.phone, rng)} &middot; ${esc(c.email)}`] })}
<div style="display:flex;justify-content:space-between;margin-bottom:8px"><div style="font:bold 14pt 'DejaVu Sans'">${rng.pick(['INDICATIVE TERMS', 'TERM SHEET', 'Summary of Terms'])}</div><div>${day(facts.documentDate, rng.pick(['long', 'us'] as const))}</div></div>
<table class="ts" style="width:100%;border-collapse:collapse">${order.map(([k, v]) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:10px">This term sheet is for discussion only and is not a commitment to lend. Pricing is held ${rng.int(7, 15)} days. Borrower pays all third-party costs (appraisal, title, escrow, recording).</p>
<div style="display:flex;gap:40px;margin-top:14px"><div><div class="sig">${esc(named(c))}, ${esc(rng.pick(['Loan Officer', 'Originations', 'VP Lending']))}</div><div class="small">${esc(lender.name)}</div></div>
<div><div class="sig">Accepted: ${esc(entity ? `${named(borrower)} for ${entity.name}` : named(borrower))}</div><div class="small">Date: ____________</div></div></div>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, fields) };
  },
};
