// A mortgage broker's "Deal Sheet": the broker's own contact block on top, then the borrower, the property and the
// request in a bordered grid, the way a one-person brokerage shops a loan to several lenders.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { dateText, einText, exitWords, fullName, loanTypeWords, money, pct, phoneText, propertyTypeWords, purposeWords, streetLine, termText } from './fmt';

export const brokerDealSheet: Family = {
  id: 'hc-broker-deal-sheet',
  description: 'Mortgage broker deal sheet: broker contact header, then borrower, property and request in a bordered grid.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, broker } = facts;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'loan_amount', 'loan_type', 'loan_term'];
    const cell = (label: string, value: string, span = 1) => `<td colspan="${span}"><div class="lb">${label}</div><div class="vl">${value || '&nbsp;'}</div></td>`;
    const ds = rng.pick(['us', 'long'] as const);
    const rowsB: string[] = [];
    const name = fullName(borrower, rng, 0.4);
    const bCells = [cell(entity ? 'Guarantor / Contact' : 'Borrower Name', esc(rng.chance(0.3) ? name.toUpperCase() : name), 2)];
    if (rng.chance(0.8)) { bCells.push(cell('Cell', phoneText(borrower.phone, rng))); fields.push('borrower_phone'); }
    if (rng.chance(0.8)) { bCells.push(cell('Email', esc(borrower.email))); fields.push('borrower_email'); }
    rowsB.push(`<tr>${bCells.join('')}</tr>`);
    const b2: string[] = [];
    b2.push(cell('Mid FICO', String(borrower.creditScore))); fields.push('credit_score');
    if (rng.chance(0.4)) { b2.push(cell('DOB', dateText(borrower.dob, 'us'))); fields.push('borrower_date_of_birth'); }
    b2.push(cell('Experience', rng.pick(['3 flips last 24 mo', '10+ doors owned', 'First deal', '5 completed rehabs', 'Builder, 12 yrs'])));
    if (b2.length) rowsB.push(`<tr>${b2.join('')}</tr>`);
    if (entity) {
      const e: string[] = [cell('Vesting Entity', esc(entity.name), 2)];
      fields.push('entity_name');
      if (entity.ein && rng.chance(0.7)) { e.push(cell('EIN', einText(entity.ein))); fields.push('ein'); }
      if (rng.chance(0.6)) { e.push(cell('Signer Title', esc(entity.signatoryTitle))); fields.push('authorized_signatory_name', 'authorized_signatory_title'); }
      rowsB.push(`<tr>${e.join('')}</tr>`);
    }

    const p: string[] = [];
    p.push(`<tr>${cell('Subject Address', esc(streetLine(property.address, rng.chance(0.4))), 2)}${cell('City / State', esc(`${property.address.city}, ${property.address.state}`))}${cell('Zip', property.address.zip)}</tr>`);
    const p2 = [cell('Type', esc(propertyTypeWords(facts, rng)))];
    if (property.yearBuilt) p2.push(cell('Yr Built', String(property.yearBuilt)));
    if (property.squareFeet) p2.push(cell('Sq Ft', property.squareFeet.toLocaleString('en-US')));
    if (rng.chance(0.75)) { p2.push(cell(rng.pick(['Est. Value (as-is)', 'As-Is Value', 'Current Value']), money(property.value, rng.pick(['whole', 'short'] as const)))); fields.push('property_value'); }
    p.push(`<tr>${p2.join('')}</tr>`);
    const p3: string[] = [];
    if (property.purchasePrice) p3.push(cell('Purchase Price', money(property.purchasePrice)));
    if (property.arv) p3.push(cell('ARV', money(property.arv, 'short')));
    if (p3.length) p.push(`<tr>${p3.join('')}</tr>`);

    const r: string[] = [];
    const r1 = [cell('Loan Type', esc(loanTypeWords(loan.type, rng))), cell('Loan Amount Requested', money(loan.amount, rng.pick(['whole', 'cents', 'short'] as const)))];
    if (loan.purpose && rng.chance(0.6)) { r1.push(cell('Purpose', esc(purposeWords(loan.purpose, rng)))); fields.push('loan_purpose'); }
    r1.push(cell('Term', esc(termText(loan.termMonths, rng, false))));
    r.push(`<tr>${r1.join('')}</tr>`);
    const r2: string[] = [];
    if (rng.chance(0.7)) { r2.push(cell('Target Rate', pct(loan.rate, rng))); fields.push('interest_rate'); }
    if (loan.originationPoints !== undefined && rng.chance(0.7)) { r2.push(cell('Lender Pts', `${loan.originationPoints}`)); fields.push('origination_points'); }
    if (loan.brokerPoints !== undefined) { r2.push(cell('Broker Pts (mine)', `${loan.brokerPoints}`)); fields.push('broker_points'); }
    if (rng.chance(0.8)) { r2.push(cell('Need to close by', dateText(loan.closingDate, ds))); fields.push('estimated_closing_date'); }
    if (r2.length) r.push(`<tr>${r2.join('')}</tr>`);
    const r3: string[] = [];
    if (loan.exit) { r3.push(cell('Exit', esc(exitWords(loan.exit, rng)), 2)); fields.push('exit_strategy'); }
    if (rng.chance(0.5)) {
      r3.push(cell('Prepay OK?', loan.prepayment.penalty ? `Yes - ${`<span style="white-space:nowrap">${esc(loan.prepayment.terms ?? '')}</span>`}` : 'No PPP', 2));
      fields.push('prepayment_penalty', 'prepayment_terms');
    }
    if (r3.length) r.push(`<tr>${r3.join('')}</tr>`);

    const bc = broker.contact;
    const head = `<div class="bk"><div style="font:bold 15pt 'DejaVu Sans'">${esc(broker.name)}</div>
<div>${esc(bc.first)} ${esc(bc.last)}, ${rng.pick(['Principal Broker', 'Loan Originator', 'Mortgage Broker'])} &middot; NMLS #${rng.int(100000, 2499999)}</div>
<div>${esc(`${broker.address.street}${broker.address.unit ? ` ${broker.address.unit}` : ''}, ${broker.address.city}, ${broker.address.state} ${broker.address.zip}`)}</div>
<div>Direct ${phoneText(bc.phone, rng)} &middot; ${esc(bc.email)}</div></div>`;
    const notes = rng.pick([
      'Borrower has funds for down payment + rehab verified. Please quote best rate/pts, need term sheet by Friday.',
      'Clean title, no liens other than existing first. Looking for lender that can fund in 2 weeks.',
      'Strong repeat client. Appraisal can be ordered immediately upon LOI.',
    ]);
    const html = documentHtml({
      title: 'Deal Sheet',
      font: 'sans',
      fontSize: '9pt',
      css: `.bk { border: 2px solid #222; padding: 8px 10px; margin-bottom: 10px; line-height: 1.35 }
        .dg { width: 100%; border-collapse: collapse; margin-bottom: 8px } .dg td { border: 1px solid #222; padding: 3px 5px; vertical-align: top }
        .lb { font-size: 6.5pt; text-transform: uppercase; color: #555 } .vl { font-size: 9.5pt; min-height: 12pt }
        .hd { background: #222; color: #fff; font-weight: bold; padding: 2px 6px; margin-top: 6px }`,
      page: { margin: '0.5in 0.6in 0.7in 0.6in' },
      pages: [`${head}
<div style="display:flex;justify-content:space-between"><div style="font:bold 18pt 'DejaVu Sans'">DEAL SHEET</div><div>Date: ${dateText(facts.documentDate, ds)}</div></div>
<div class="hd">BORROWER</div><table class="dg">${rowsB.join('')}</table>
<div class="hd">PROPERTY</div><table class="dg">${p.join('')}</table>
<div class="hd">LOAN REQUEST</div><table class="dg">${r.join('')}</table>
<div class="hd">NOTES</div><div style="border:1px solid #222;padding:6px;min-height:50px">${esc(notes)}</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(facts, fields) };
  },
};
