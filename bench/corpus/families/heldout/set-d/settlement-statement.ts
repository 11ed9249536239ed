// A settlement agent's HUD-1 style settlement statement (excerpt: the parties block, the borrower's and seller's
// transaction summaries, the 700-1300 settlement-charge lines and a short loan-terms box). Real-estate
// commissions, the seller's payoff, appraisal and title charges sit beside the lender's points and fees.
import { addDays } from '../../../facts';
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { bare, bystander, companyAddress, day, person, place, street } from './fmt';

export const settlementStatement: Family = {
  id: 'hd-settlement-statement',
  description: 'Settlement agent HUD-1 style statement excerpt: parties, transaction summaries, numbered charge lines, loan-terms box.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, coBorrower, entity, property, loan, lender, broker, seller, title, appraiser } = facts;
    const a = property.address;
    const fields: TruthField[] = ['property_address', 'loan_amount', 'loan_number', 'estimated_closing_date', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms'];
    const purchase = property.purchasePrice !== undefined;
    const settle = loan.closingDate;
    const fileNo = `${rng.int(20, 29)}-${rng.int(10000, 99999)}`;
    const money = (v: number) => bare(v);
    const pts = (p: number) => Math.round(loan.amount * p) / 100;

    const borrowerName = entity ? entity.name : `${person(borrower)}${coBorrower ? ` and ${person(coBorrower)}` : ''}`;
    fields.push(entity ? 'entity_name' : 'borrower_first_name', 'borrower_last_name');
    if (!entity) fields.push('borrower_first_name');
    if (entity) fields.splice(fields.indexOf('borrower_last_name'), 1);
    const mailing = `${rng.int(100, 9999)} ${rng.pick(['Commerce Dr', 'Market St', 'Oak Grove Rd', 'Lakeshore Blvd'])}${rng.chance(0.4) ? `, Suite ${rng.int(100, 450)}` : ''}, ${a.city}, ${a.state} ${a.zip}`;

    // 800 section lines.
    const l800: [string, string, number][] = [];
    if (loan.originationPoints !== undefined) { l800.push(['801', `Loan origination fee ${loan.originationPoints}% to ${lender.name}`, pts(loan.originationPoints)]); fields.push('origination_points'); }
    if (loan.discountPoints !== undefined) { l800.push(['802', `Loan discount ${loan.discountPoints}%`, pts(loan.discountPoints)]); fields.push('discount_points'); }
    l800.push(['803', `Appraisal fee to ${appraiser.name}`, rng.pick([475, 550, 650, 700])]);
    l800.push(['804', 'Credit report', rng.pick([35, 65, 95])]);
    if (loan.brokerPoints !== undefined) { l800.push(['808', `Mortgage broker fee ${loan.brokerPoints}% to ${broker.name}`, pts(loan.brokerPoints)]); fields.push('broker_points'); }
    if (loan.processingFee !== undefined) { l800.push(['809', `Processing fee to ${lender.name}`, loan.processingFee]); fields.push('processing_fee'); }
    if (loan.docFee !== undefined) { l800.push(['810', `Document preparation to ${lender.name}`, loan.docFee]); fields.push('loan_doc_fee'); }
    if (loan.adminFee !== undefined) { l800.push(['811', `Administration fee to ${lender.name}`, loan.adminFee]); fields.push('admin_fee'); }
    l800.push(['812', 'Flood certification', 14]);
    const perDiem = Math.round((loan.amount * loan.rate) / 36000 * 100) / 100;
    const monthEnd = addDays(`${addDays(settle, 32).slice(0, 8)}01`, -1);
    const days = Math.max(1, Math.round((Date.parse(monthEnd) - Date.parse(settle)) / 86400000) + 1);
    const l900: [string, string, number][] = [['901', `Daily interest charges from ${day(settle, 'usShort')} to ${day(monthEnd, 'usShort')} @ $${perDiem.toFixed(2)}/day`, Math.round(perDiem * days * 100) / 100],
      ['903', `Homeowner's insurance premium for 12 months to ${rng.pick(['Hearthstone Mutual', 'Cobalt Insurance Co.', 'Prairie Shield Insurance'])}`, rng.int(9, 60) * 50]];
    const l1100: [string, string, number][] = [['1101', `Settlement or closing fee to ${title.name}`, rng.pick([450, 595, 750])], ['1104', `Lender's title insurance to ${title.name}`, rng.int(8, 40) * 50], ['1108', 'Title endorsements', rng.pick([150, 200, 275])]];
    const l1200: [string, string, number][] = [['1201', 'Recording fees: Deed/Mortgage', rng.pick([96, 120, 186])], ['1203', 'Transfer taxes', purchase ? Math.round((property.purchasePrice ?? 0) * 0.002) : 0]];
    const commission = purchase ? Math.round((property.purchasePrice ?? 0) * rng.pick([0.05, 0.055, 0.06])) : 0;
    const l700: [string, string, number][] = purchase ? [['701', `Total real estate broker commission based on price ${money(property.purchasePrice ?? 0)} @ ${(commission / (property.purchasePrice ?? 1) * 100).toFixed(1)}%`, 0]] : [];
    const borrowerCharges = [...l800, ...l900, ...l1100, ...l1200].reduce((s, [, , v]) => s + v, 0);
    const line = ([n, d, v]: [string, string, number], col: 'b' | 's' = 'b') => `<tr><td class="n">${n}.</td><td>${esc(d)}</td><td class="r">${col === 'b' && v ? money(v) : ''}</td><td class="r">${col === 's' && v ? money(v) : ''}</td></tr>`;

    const sellerPayoff = purchase ? Math.round((property.purchasePrice ?? 0) * (0.2 + rng.next() * 0.5)) : 0;
    const jk = `<table class="hud"><tr><th colspan="2">J. Summary of Borrower's Transaction</th><th colspan="2">K. Summary of Seller's Transaction</th></tr>
<tr><td>100. Gross Amount Due from Borrower</td><td></td><td>400. Gross Amount Due to Seller</td><td></td></tr>
<tr><td>101. Contract sales price</td><td class="r">${purchase ? money(property.purchasePrice ?? 0) : ''}</td><td>401. Contract sales price</td><td class="r">${purchase ? money(property.purchasePrice ?? 0) : ''}</td></tr>
<tr><td>103. Settlement charges to borrower (line 1400)</td><td class="r">${money(borrowerCharges)}</td><td>420. Gross amount due to seller</td><td class="r">${purchase ? money(property.purchasePrice ?? 0) : ''}</td></tr>
${purchase ? '' : `<tr><td>104. Payoff of existing lien</td><td class="r">${money(Math.round(loan.amount * (0.5 + rng.next() * 0.35)))}</td><td></td><td></td></tr>`}
<tr><td>200. Amounts Paid by or in Behalf of Borrower</td><td></td><td>500. Reductions in Amount Due to Seller</td><td></td></tr>
<tr><td>201. Deposit or earnest money</td><td class="r">${purchase ? money(rng.int(2, 20) * 1000) : ''}</td><td>502. Settlement charges to seller (line 1400)</td><td class="r">${purchase ? money(commission + 350) : ''}</td></tr>
<tr><td>202. Principal amount of new loan(s)</td><td class="r">${money(loan.amount)}</td><td>504. Payoff of first mortgage loan</td><td class="r">${purchase ? money(sellerPayoff) : ''}</td></tr></table>`;

    const terms = `<table class="hud" style="margin-top:8px"><tr><th colspan="2">Comparison of loan terms (from page 3)</th></tr>
<tr><td style="width:55%">Your initial loan amount is</td><td>$${money(loan.amount)}</td></tr>
<tr><td>Your loan term is</td><td>${loan.termMonths % 12 === 0 && loan.termMonths >= 24 ? `${loan.termMonths / 12} years` : `${loan.termMonths} months`}</td></tr>
<tr><td>Your initial interest rate is</td><td>${loan.rate}%</td></tr>
<tr><td>Does your loan have a prepayment penalty?</td><td>${loan.prepayment.penalty ? `&#9746; Yes, ${esc(loan.prepayment.terms ?? '')}` : '&#9746; No, your loan does not have a prepayment penalty.'}</td></tr></table>`;

    const page1 = `
<div style="display:flex;justify-content:space-between;align-items:flex-end"><div style="font:bold 13pt 'DejaVu Sans'">A. Settlement Statement</div><div class="small">${esc(title.name)} &middot; excerpt prepared for lender file</div></div>
<table class="hud" style="margin-top:6px"><tr><td style="width:50%">B. Type of Loan: ${['FHA', 'RHS', 'Conv. Unins.', 'VA', 'Conv. Ins.'].map((t) => `${t === 'Conv. Unins.' ? '&#9746;' : '&#9744;'} ${t}`).join(' ')}</td><td>6. File Number: ${fileNo}<br>7. Loan Number: ${loan.loanNumber}<br>8. Mortgage Insurance Case Number:</td></tr>
<tr><td>D. Name &amp; Address of Borrower:<br><b>${esc(borrowerName)}</b><br>${esc(mailing)}</td><td>E. Name &amp; Address of Seller:<br>${purchase ? `<b>${esc(person(seller))}</b><br>${rng.int(100, 9999)} ${rng.pick(['Briar Ln', 'County Rd 9', 'Valley View Dr'])}, ${esc(a.city)}, ${a.state}` : 'N/A (refinance)'}</td></tr>
<tr><td>F. Name &amp; Address of Lender:<br><b>${esc(lender.name)}</b><br>${esc(companyAddress(lender.address))}</td><td>G. Property Location:<br>${esc(street(a, rng.chance(0.5)))}<br>${esc(place(a))}</td></tr>
<tr><td>H. Settlement Agent: ${esc(title.name)}<br>Place of Settlement: ${esc(companyAddress(title.address))}</td><td>I. Settlement Date: ${day(settle, rng.pick(['us', 'long'] as const))}<br>Disbursement Date: ${day(addDays(settle, rng.pick([0, 1, 3])), 'us')}</td></tr></table>
<div style="margin-top:8px">${jk}</div>
${terms}`;
    const page2 = `
<table class="hud"><tr><th colspan="2">L. Settlement Charges</th><th>Paid From Borrower's Funds at Settlement</th><th>Paid From Seller's Funds at Settlement</th></tr>
${l700.map((l) => `<tr><td class="n">${l[0]}.</td><td>${esc(l[1])}</td><td></td><td class="r">${money(commission)}</td></tr>`).join('')}
<tr><td colspan="4" class="sec">800. Items Payable in Connection with Loan</td></tr>${l800.map((l) => line(l)).join('')}
<tr><td colspan="4" class="sec">900. Items Required by Lender to be Paid in Advance</td></tr>${l900.map((l) => line(l)).join('')}
<tr><td colspan="4" class="sec">1100. Title Charges</td></tr>${l1100.map((l) => line(l)).join('')}
<tr><td colspan="4" class="sec">1200. Government Recording and Transfer Charges</td></tr>${l1200.map((l) => line(l)).join('')}
<tr><td class="n">1400.</td><td><b>Total settlement charges</b></td><td class="r"><b>${money(borrowerCharges)}</b></td><td class="r">${purchase ? money(commission + 350) : ''}</td></tr></table>
<p class="small" style="margin-top:10px">I have carefully reviewed the HUD-1 Settlement Statement and to the best of my knowledge and belief, it is a true and accurate statement of all receipts and disbursements made on my account or by me in this transaction.</p>
<div style="display:flex;gap:40px;margin-top:6px"><div><span class="sig">Borrower</span></div><div><span class="sig">Settlement Agent: ${esc(bystander(rng))}</span></div></div>`;
    const html = documentHtml({
      title: 'Settlement Statement', font: 'sans', fontSize: '8.5pt',
      css: `.hud { width: 100%; border-collapse: collapse; } .hud td, .hud th { border: 1px solid #222; padding: 2px 5px; vertical-align: top; font-size: 8pt; }
        .hud th { background: #e6e6e6; text-align: left; } .hud .r { text-align: right; white-space: nowrap; width: 95px; } .hud .n { width: 36px; }
        .hud .sec { font-weight: bold; background: #f3f3f3; }`,
      page: { footerLeft: `File No. ${fileNo} &middot; previous editions are obsolete`, pageNumbers: true, margin: '0.5in 0.6in 0.75in 0.6in' },
      pages: [page1, page2],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(facts, fields) };
  },
};
