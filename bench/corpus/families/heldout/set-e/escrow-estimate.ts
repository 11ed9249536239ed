// An escrow company's borrower's estimated closing statement: file header (escrow no., officer, settlement date,
// parties), then a debit/credit ledger grouped by section: the price or the payoff, the new loan and the lender's
// charges spelled out as the closer types them ("Loan Origination Fee 2.000% of $412,500.00"), title and
// recording, prepaid interest at the note rate. Escrow, title, lender, broker and seller are all named; the
// borrower is only the "Borrower/Buyer".
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { borrowerName, day, exact, figures, named, officeLine, outsider, shift } from './fmt';

export const escrowEstimate: Family = {
  id: 'ue-escrow-estimate',
  description: "Escrow company's borrower's estimated closing statement: file header and a grouped debit/credit ledger.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker, seller, title } = facts;
    const fields: TruthField[] = ['property_address', 'loan_amount', 'estimated_closing_date'];
    fields.push(...(entity ? ['entity_name'] as const : ['borrower_first_name', 'borrower_last_name'] as const));
    const a = property.address;
    const purchase = property.purchasePrice !== undefined;
    const rows: string[] = [];
    const section = (name: string) => rows.push(`<tr class="sec"><td colspan="3">${name}</td></tr>`);
    const line = (text: string, debit?: number, credit?: number) => rows.push(`<tr><td>${text}</td><td class="right">${debit !== undefined ? figures(debit) : ''}</td><td class="right">${credit !== undefined ? figures(credit) : ''}</td></tr>`);
    let debits = 0;
    let credits = 0;
    const debit = (text: string, amount: number) => { debits += amount; line(text, amount); };
    const credit = (text: string, amount: number) => { credits += amount; line(text, undefined, amount); };

    section(purchase ? 'Financial' : 'Payoffs');
    if (purchase) {
      debit('Sale Price of Property', property.purchasePrice as number);
      credit(`Deposit / Earnest Money held by ${esc(title.name)}`, Math.round((property.purchasePrice as number) * 0.01 / 100) * 100 || 1000);
    } else {
      const payoff = Math.round(loan.amount * (0.45 + rng.next() * 0.4) / 10) * 10 + rng.int(0, 99) / 100;
      debit(`Payoff of existing lien to ${esc(rng.pick(['Fairway Community Bank', 'Old Harbor Savings', 'Private noteholder (R. Lindgren)', 'Mid-Valley Credit Union']))}`, payoff);
    }
    section('New Loan');
    credit(`${rng.pick(['New Loan from', 'Loan Amount -', 'Proceeds of new loan,'])} ${esc(lender.name)}`, loan.amount);
    const perc = (n: number) => `${exact(n, rng)}%`;
    if (loan.originationPoints !== undefined) {
      debit(`Loan Origination Fee ${perc(loan.originationPoints)} of ${figures(loan.amount)} to ${esc(lender.name)}`, Math.round(loan.amount * loan.originationPoints) / 100);
      fields.push('origination_points');
    }
    if (loan.discountPoints !== undefined) {
      debit(`Discount Points ${perc(loan.discountPoints)} to ${esc(lender.name)}`, Math.round(loan.amount * loan.discountPoints) / 100);
      fields.push('discount_points');
    }
    if (loan.brokerPoints !== undefined && rng.chance(0.8)) {
      debit(`${rng.pick(['Mortgage Broker Fee', 'Broker Compensation'])} ${perc(loan.brokerPoints)} to ${esc(broker.name)}`, Math.round(loan.amount * loan.brokerPoints) / 100);
      fields.push('broker_points');
    }
    if (loan.docFee !== undefined) { debit(`${rng.pick(['Document Preparation', 'Loan Doc Fee', 'Doc Prep Fee'])} to ${esc(lender.name)}`, loan.docFee); fields.push('loan_doc_fee'); }
    if (loan.processingFee !== undefined) { debit(`Processing Fee to ${esc(rng.chance(0.5) ? lender.name : broker.name)}`, loan.processingFee); fields.push('processing_fee'); }
    if (loan.adminFee !== undefined) { debit(`${rng.pick(['Admin Fee', 'Administration Fee'])} to ${esc(lender.name)}`, loan.adminFee); fields.push('admin_fee'); }
    debit(`Appraisal Fee to ${esc(facts.appraiser.name)}`, rng.pick([450, 525, 600, 650, 750, 850]));
    debit('Flood Certification', rng.pick([12, 14, 18]));
    const perDiem = Math.round((loan.amount * loan.rate) / 100 / 360 * 100) / 100;
    const days = rng.int(3, 28);
    if (rng.chance(0.7)) {
      debit(`Prepaid Interest ${days} days @ $${figures(perDiem)}/day (${exact(loan.rate, rng)}%)`, Math.round(perDiem * days * 100) / 100);
      fields.push('interest_rate');
    }
    section('Title / Escrow Charges');
    debit(`Escrow Fee to ${esc(title.name)}`, rng.pick([650, 795, 895, 1150]));
    debit(`Lender's Title Policy to ${esc(title.name)}`, Math.round(loan.amount * 0.0045 / 5) * 5);
    debit('Endorsements (ALTA 9, 22, 8.1)', rng.pick([150, 225, 300]));
    debit('Recording Fees - Deed of Trust / Mortgage', rng.pick([98, 124, 156, 212]));
    if (rng.chance(0.5)) debit('Courier / Wire Fees', rng.pick([45, 60, 75]));
    section('Prorations / Adjustments');
    debit(`County Taxes ${day(shift(loan.closingDate, -rng.int(40, 150)), 'us')} to ${day(loan.closingDate, 'us')}`, rng.int(300, 4200) + rng.int(0, 99) / 100);
    const balance = Math.round((debits - credits) * 100) / 100;
    rows.push(`<tr class="tot"><td>Subtotals</td><td class="right">${figures(debits)}</td><td class="right">${figures(credits)}</td></tr>`);
    rows.push(`<tr class="tot"><td>${balance >= 0 ? 'Balance Due FROM Borrower' : 'Balance Due TO Borrower'}</td><td class="right">${balance < 0 ? figures(-balance) : ''}</td><td class="right">${balance >= 0 ? figures(balance) : ''}</td></tr>`);

    const officer = outsider(rng);
    const number = rng.chance(0.5);
    if (number) fields.push('loan_number');
    const hdr: [string, string][] = [
      ['Escrow No.', `${rng.pick(['E', 'ESC-', '24-'])}${rng.int(10000, 99999)}-${officer.split(' ').map((w) => w[0]).join('')}`],
      ['Escrow Officer', esc(officer)],
      [rng.pick(['Est. Settlement Date', 'Estimated Closing', 'Closing Date (est.)']), day(loan.closingDate, rng.pick(['us', 'long', 'abbr'] as const))],
      [purchase ? 'Borrower/Buyer' : 'Borrower', esc(entity ? `${entity.name}${rng.chance(0.5) ? `, by ${named(borrower)}, ${entity.signatoryTitle}` : ''}` : borrowerName(facts, rng.pick(['plain', 'middle'] as const)))],
    ];
    if (hdr[3]?.[1].includes(', by ')) fields.push('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    if (purchase) hdr.push(['Seller', esc(named(seller))]);
    hdr.push(['Lender', esc(lender.name)], ['Property', esc(`${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`)]);
    if (number) hdr.push(['Lender Loan No.', loan.loanNumber]);
    hdr.push(['Printed', day(facts.documentDate, 'us')]);
    const half = Math.ceil(hdr.length / 2);
    const hdrCell = (pairs: [string, string][]) => pairs.map(([k, v]) => `<tr><td class="hk">${k}:</td><td>${v}</td></tr>`).join('');

    const html = documentHtml({
      title: 'Estimated Closing Statement',
      font: 'sans',
      fontSize: '8.5pt',
      css: `.led { width:100%; border-collapse:collapse; margin-top:8px } .led td { padding:2px 5px; border-bottom:1px dotted #bbb }
        .led th { border-bottom:2px solid #000; text-align:left; padding:3px 5px } .sec td { font-weight:bold; background:#ececec; border-bottom:1px solid #888 }
        .tot td { font-weight:bold; border-top:1.5px solid #000 } .hk { color:#444; padding-right:8px; white-space:nowrap } .hd td { padding:1px 4px; vertical-align:top }`,
      page: { margin: '0.5in 0.6in 0.7in 0.6in', footerLeft: `${esc(title.name)} &middot; ESTIMATE ONLY - figures subject to change` },
      pages: [`<div style="display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:6px"><div><div style="font:bold 13pt 'DejaVu Sans'">${esc(title.name)}</div><div class="small">${esc(officeLine(title.address))}</div></div>
<div class="right"><div class="b" style="font-size:11pt">${rng.pick(["BORROWER'S ESTIMATED STATEMENT", 'ESTIMATED CLOSING STATEMENT', 'PRELIMINARY SETTLEMENT STATEMENT'])}</div><div class="small">${purchase ? 'Purchase / Finance' : 'Refinance'}</div></div></div>
<div style="display:flex;gap:24px;margin-top:6px"><table class="hd">${hdrCell(hdr.slice(0, half))}</table><table class="hd">${hdrCell(hdr.slice(half))}</table></div>
<table class="led"><tr><th>Description</th><th class="right">Borrower Debit</th><th class="right">Borrower Credit</th></tr>${rows.join('')}</table>
<p class="small" style="margin-top:10px">This estimate is provided for informational purposes. Final figures will be provided at closing. ${esc(title.name)} is not responsible for charges not disclosed to it by the lender.</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(facts, fields) };
  },
};
