// A broker's cover letter to a lender with the loan request in a short summary, followed by the county
// treasurer's property tax bill for the subject (owner of record, parcel, assessed and taxable values, installments).
// For a purchase the owner of record is the seller; the assessed value is not the property's value.
import { addDays } from '../../../facts';
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { anyDay, cash, cents, companyAddress, exitText, improvements, person, program, rate, street, tel, term } from './fmt';

export const taxBillCover: Family = {
  id: 'hd-tax-bill-cover',
  description: "Broker's loan-request cover letter followed by the county property tax bill for the subject (owner, parcel, assessed values).",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker, seller } = facts;
    const a = property.address;
    const bk = broker.contact;
    const fields: TruthField[] = ['loan_amount', 'property_address', 'property_value', 'loan_type', 'borrower_first_name', 'borrower_last_name'];
    const dk = rng.pick(['long', 'abbr', 'us'] as const);
    const purchase = property.purchasePrice !== undefined;

    const summary: string[] = [];
    summary.push(`<b>Borrower:</b> ${esc(entity ? `${entity.name} (${person(borrower)}, ${entity.signatoryTitle})` : person(borrower))}`);
    if (entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    summary.push(`<b>Property:</b> ${esc(street(a, rng.chance(0.5)))}, ${esc(a.city)}, ${a.state} ${a.zip} &mdash; ${esc(improvements(facts, rng))}`);
    fields.push('property_type');
    summary.push(`<b>Request:</b> ${cash(loan.amount, rng)} ${esc(program(loan.type, rng).toLowerCase())}${rng.chance(0.5) ? `, ${esc(term(loan.termMonths, rng))}` : ''}`);
    if (summary[2]?.includes(String(loan.termMonths))) fields.push('loan_term');
    if (purchase) summary.push(`<b>Purchase price:</b> ${cash(property.purchasePrice ?? 0, rng)}`);
    summary.push(`<b>Estimated as-is value:</b> ${cash(property.value, rng)}`);
    if (property.arv) summary.push(`<b>ARV:</b> ${cash(property.arv, rng)}`);
    if (rng.chance(0.5)) { summary.push(`<b>Rate discussed:</b> ${rate(loan.rate, rng)}`); fields.push('interest_rate'); }
    if (rng.chance(0.5)) { summary.push(`<b>Credit:</b> ${borrower.creditScore} mid-score`); fields.push('credit_score'); }
    if (loan.exit && rng.chance(0.5)) { summary.push(`<b>Exit:</b> ${esc(exitText(loan.exit, rng))}`); fields.push('exit_strategy'); }
    if (rng.chance(0.5)) { summary.push(`<b>Desired closing:</b> ${anyDay(loan.closingDate, rng, [dk])}`); fields.push('estimated_closing_date'); }
    if (loan.brokerPoints !== undefined && rng.chance(0.6)) { summary.push(`<b>Broker compensation:</b> ${loan.brokerPoints} pts`); fields.push('broker_points'); }

    const letter = `
<div style="font:bold 15pt 'DejaVu Sans';color:#2b4a6f">${esc(broker.name)}</div>
<div class="small">${esc(companyAddress(broker.address))} &middot; ${tel(bk.phone, rng)}</div>
<div style="height:2px;background:#2b4a6f;margin:6px 0 16px 0"></div>
<p>${anyDay(facts.documentDate, rng, [dk])}</p>
<p>${esc(lender.contact.first)} ${esc(lender.contact.last)}<br>${esc(lender.name)}<br>${esc(companyAddress(lender.address))}</p>
<p>Re: Loan request &mdash; ${esc(street(a, false))}</p>
<p>Dear ${esc(lender.contact.first)},</p>
<p>${rng.pick(['Per your request, enclosed is the current tax bill for the subject property.', 'As requested by your processor, attached please find the most recent property tax statement.', 'Enclosed for your file is the county tax bill on the above property.'])} A summary of the request follows:</p>
<div style="margin:8px 0 10px 20px;line-height:1.7">${summary.join('<br>')}</div>
<p>${purchase ? 'Please note the tax bill is still in the name of the current owner; the transfer will be reflected after closing.' : 'Taxes are current; no delinquency.'} Please let me know if you need anything else to issue terms.</p>
<p>Best regards,</p><p><span class="scrawl">${esc(bk.first)} ${esc(bk.last)}</span><br>${esc(bk.first)} ${esc(bk.last)}<br>${esc(broker.name)}<br>${esc(bk.email)}</p>
<p class="small">Enclosure: ${a.city} County property tax bill</p>`;

    // The tax bill.
    const ratio = rng.pick([0.35, 0.4, 0.1, 0.25, 1]);
    const market = Math.round((property.value * (0.6 + rng.next() * 0.25)) / 100) * 100;
    const land = Math.round((market * (0.15 + rng.next() * 0.25)) / 100) * 100;
    const improv = market - land;
    const assessedLand = Math.round(land * ratio);
    const assessedImp = Math.round(improv * ratio);
    const assessed = assessedLand + assessedImp;
    const exemption = 0;
    const millage = Number((rng.int(1200, 3400) / 1000 * (ratio === 1 ? 0.8 : 2.6)).toFixed(4));
    const tax = Math.round(assessed * millage) / 100;
    const taxYear = Number(facts.documentDate.slice(0, 4)) - (rng.chance(0.5) ? 1 : 0);
    const owner = purchase ? person(seller, 'registry') : entity ? entity.name.toUpperCase() : person(borrower, 'registry');
    const ownerAddr = purchase ? `${rng.int(100, 9999)} ${rng.pick(['OLD MILL RD', 'COUNTY RD 12', 'PINE HOLLOW DR', 'W 3RD ST'])}` : `${street(a, false).toUpperCase()}`;
    const parcel = `${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(100, 999)}-${String(rng.int(0, 999)).padStart(3, '0')}`;
    const due1 = `${taxYear + 1}-0${rng.pick([1, 2, 3])}-${rng.pick(['15', '31', '28']).replace('31', '28')}`;
    const due2 = addDays(due1, 150);
    const bill = `
<div style="display:flex;justify-content:space-between;border:2px solid #000;padding:6px 10px">
 <div><div style="font:bold 13pt 'DejaVu Sans'">${esc(a.city.toUpperCase())} COUNTY TREASURER</div><div class="small">${taxYear} REAL PROPERTY TAX STATEMENT</div></div>
 <div class="small right">Bill No. ${rng.int(100000, 999999)}<br>Tax District ${rng.int(1, 90)}<br>Rate per $100: ${millage}</div></div>
<table class="tb" style="width:100%;margin-top:8px"><tr><td style="width:50%"><div class="lbl">OWNER OF RECORD / MAILING ADDRESS</div>${esc(owner)}<br>${esc(ownerAddr)}<br>${esc(a.city.toUpperCase())} ${a.state} ${a.zip}</td>
<td><div class="lbl">PARCEL NUMBER</div>${parcel}<div class="lbl" style="margin-top:6px">PROPERTY LOCATION</div>${esc(street(a, false).toUpperCase())}</td></tr></table>
<table class="tb" style="width:100%;margin-top:8px"><tr><th></th><th>Land</th><th>Improvements</th><th>Total</th></tr>
<tr><td>Appraised (100%)</td><td class="right">${land.toLocaleString('en-US')}</td><td class="right">${improv.toLocaleString('en-US')}</td><td class="right">${market.toLocaleString('en-US')}</td></tr>
<tr><td>Assessed (${Math.round(ratio * 100)}%)</td><td class="right">${assessedLand.toLocaleString('en-US')}</td><td class="right">${assessedImp.toLocaleString('en-US')}</td><td class="right">${assessed.toLocaleString('en-US')}</td></tr>
<tr><td>Exemptions</td><td></td><td></td><td class="right">${exemption}</td></tr>
<tr><td><b>Taxable value</b></td><td></td><td></td><td class="right"><b>${(assessed - exemption).toLocaleString('en-US')}</b></td></tr></table>
<table class="tb" style="width:100%;margin-top:8px"><tr><th>Levy</th><th>Amount</th></tr>
${[['County General', 0.28], ['School District', 0.47], ['City', 0.17], ['Library / Parks', 0.05], ['Special Assessment', 0.03]].map(([n, f]) => `<tr><td>${n}</td><td class="right">${cents(Math.round(tax * Number(f) * 100) / 100)}</td></tr>`).join('')}
<tr><td><b>TOTAL TAX</b></td><td class="right"><b>${cents(tax)}</b></td></tr></table>
<table class="tb" style="width:100%;margin-top:8px"><tr><th>Installment</th><th>Due Date</th><th>Amount</th></tr>
<tr><td>First half</td><td>${anyDay(due1, rng, ['us'])}</td><td class="right">${cents(Math.round(tax * 50) / 100)}</td></tr>
<tr><td>Second half</td><td>${anyDay(due2, rng, ['us'])}</td><td class="right">${cents(tax - Math.round(tax * 50) / 100)}</td></tr></table>
<p class="small" style="margin-top:8px">The appraised value shown is the assessor's value for ad valorem tax purposes as of January 1 and is not a market appraisal. Penalties accrue at 1.5% per month after the due date. Make checks payable to ${esc(a.city)} County Treasurer.</p>
<div style="border-top:1px dashed #000;margin-top:18px;padding-top:6px" class="small">RETURN THIS STUB WITH PAYMENT &nbsp;&middot;&nbsp; Parcel ${parcel} &nbsp;&middot;&nbsp; ${esc(owner)} &nbsp;&middot;&nbsp; Amount due ${cents(Math.round(tax * 50) / 100)}</div>`;
    const html = documentHtml({
      title: 'Loan request and tax bill', font: 'serif', fontSize: '10pt',
      css: `.tb td, .tb th { border: 1px solid #333; padding: 3px 6px; font: 9pt 'DejaVu Sans Mono', monospace; vertical-align: top; } .tb th { background: #ddd; }
        .lbl { font: bold 7pt 'DejaVu Sans'; color: #333; }`,
      pages: [letter, bill],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(facts, fields) };
  },
};
