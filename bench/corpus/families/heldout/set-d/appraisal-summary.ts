// An appraisal firm's summary report for its lender client: a letter of transmittal, a "Summary of Salient Facts"
// grid (client, intended user, borrower, owner of record, effective date, values as is and upon completion) and a
// comparable-sales grid. The client is the lender; the appraiser, the owner of record and the comparables' sellers
// are not the borrower.
import { addDays } from '../../../facts';
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { anyDay, cash, companyAddress, improvements, person, place, street } from './fmt';

const STREETS = ['Oakmont', 'Brookside', 'Ridgeview', 'Carriage', 'Sutton', 'Wexford', 'Bellwood', 'Pemberton', 'Glenhaven', 'Thornbury', 'Larchmont', 'Ellsworth'];

export const appraisalSummary: Family = {
  id: 'hd-appraisal-summary',
  description: "Appraisal firm's summary report for a lender client: transmittal letter, salient-facts grid, comparable sales.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, appraiser, seller } = facts;
    const a = property.address;
    const fields: TruthField[] = ['property_address', 'property_value', 'property_type'];
    const dk = rng.pick(['long', 'us', 'abbr'] as const);
    const ap = appraiser.contact;
    const inspected = addDays(facts.documentDate, -rng.int(2, 9));
    const fileNo = `${rng.pick(['AP', 'V', ''])}${facts.documentDate.slice(2, 4)}-${rng.int(1000, 9999)}`;
    const purchase = property.purchasePrice !== undefined;
    const license = `${a.state}-${rng.pick(['CG', 'CR', 'RZ'])}${rng.int(100000, 999999)}`;

    // In a refinance the owner of record is the borrower, so the borrower is always named.
    const showBorrower = !purchase || rng.chance(0.8);
    const borrowerText = entity ? entity.name : person(borrower);
    if (showBorrower) fields.push(...(entity ? ['entity_name' as const] : ['borrower_first_name' as const, 'borrower_last_name' as const]));
    const owner = purchase ? person(seller, 'middle') : borrowerText;
    const showLoanNo = rng.chance(0.6);
    if (showLoanNo) fields.push('loan_number');
    const upon = property.arv ?? (rng.chance(0.3) ? Math.round((property.value * 1.15) / 5000) * 5000 : undefined);

    const salient: [string, string][] = [
      ['Client', `${esc(lender.name)}, ${esc(companyAddress(lender.address))}`],
      ['Intended Use', 'Mortgage lending decision (first-lien financing)'],
      ['Intended User', `${esc(lender.name)} only`],
      ['Borrower', showBorrower ? esc(borrowerText) : 'Not provided'],
      ['Owner of Record', esc(owner)],
      ['Property Address', `${esc(street(a, rng.chance(0.5)))}, ${esc(place(a))}`],
      ['Property Type', esc(improvements(facts, rng))],
      ['Year Built / GLA', property.yearBuilt ? `${property.yearBuilt} / ${(property.squareFeet ?? 0).toLocaleString('en-US')} sf` : 'N/A (vacant)'],
      ['Interest Appraised', 'Fee simple'],
      ['Lender Loan No.', showLoanNo ? loan.loanNumber : '&mdash;'],
      ['Appraiser File No.', fileNo],
      ['Date of Inspection', anyDay(inspected, rng, [dk])],
      ['Effective Date (As Is)', anyDay(inspected, rng, [dk])],
      ['Date of Report', anyDay(facts.documentDate, rng, [dk])],
    ];
    if (purchase) salient.push(['Contract Price', `${cash(property.purchasePrice ?? 0, rng)} (contract dated ${anyDay(addDays(facts.documentDate, -rng.int(15, 40)), rng, [dk])})`]);
    salient.push(['<b>Market Value &ndash; As Is</b>', `<b>${cash(property.value, rng, false)}</b>`]);
    if (upon) salient.push(['Prospective Value &ndash; Upon Completion', cash(upon, rng, false)]);
    salient.push(['Exposure Time', `${rng.int(2, 6)} months or less`]);

    const comps = Array.from({ length: 3 }, (_, i) => {
      const price = Math.round((property.value * (0.88 + rng.next() * 0.24)) / 500) * 500;
      return {
        n: i + 1,
        addr: `${rng.int(100, 9999)} ${rng.pick(STREETS)} ${rng.pick(['St', 'Ave', 'Dr', 'Ln'])}`,
        price,
        date: anyDay(addDays(facts.documentDate, -rng.int(20, 200)), rng, ['us']),
        dist: `${(rng.int(1, 19) / 10).toFixed(1)} mi`,
        adj: Math.round((property.value - price + (rng.next() - 0.5) * property.value * 0.04) / 100) * 100,
      };
    });
    const compTable = `<table class="grid" style="width:100%;font-size:8.5pt"><tr><th>Comparable</th><th>Address</th><th>Sale Date</th><th>Proximity</th><th class="right">Sale Price</th><th class="right">Net Adj.</th><th class="right">Adjusted</th></tr>
      ${comps.map((c) => `<tr><td>No. ${c.n}</td><td>${esc(c.addr)}, ${esc(a.city)}</td><td>${c.date}</td><td>${c.dist}</td><td class="right">$${c.price.toLocaleString('en-US')}</td><td class="right">${c.adj < 0 ? '-' : '+'}$${Math.abs(c.adj).toLocaleString('en-US')}</td><td class="right">$${(c.price + c.adj).toLocaleString('en-US')}</td></tr>`).join('')}</table>`;

    const letter = `
<div style="text-align:right"><div style="font:bold 15pt 'DejaVu Serif';color:#3b3b3b">${esc(appraiser.name)}</div><div class="small">${esc(companyAddress(appraiser.address))}<br>${esc(ap.email)}</div></div>
<hr style="margin:8px 0 16px 0">
<p>${anyDay(facts.documentDate, rng, [dk])}</p>
<p>${esc(lender.contact.first)} ${esc(lender.contact.last)}<br>${esc(lender.name)}<br>${esc(companyAddress(lender.address))}</p>
<p>Re: Appraisal of ${esc(street(a, false))}, ${esc(place(a))}<br>Our File No. ${fileNo}</p>
<p>Dear ${esc(lender.contact.first)} ${esc(lender.contact.last)}:</p>
<p>At your request, we have appraised the above-referenced property. The purpose of the assignment is to develop an opinion of the market value of the fee simple interest ${upon ? 'in its as-is condition and prospectively upon completion of the proposed improvements' : 'in its as-is condition'}. The intended user is ${esc(lender.name)}; no other party may rely on this report.</p>
<p>Based on the inspection of ${anyDay(inspected, rng, [dk])} and the analysis summarised herein, our opinion of the as-is market value is:</p>
<p class="center" style="font:bold 13pt 'DejaVu Serif';margin:12px 0">${rng.pick(['', 'ONE VALUE: '])}${cash(property.value, rng, false)}</p>
${upon ? `<p>The prospective market value upon completion, subject to the extraordinary assumption that the work is completed in a workmanlike manner per the scope provided, is ${cash(upon, rng, false)}.</p>` : ''}
<p>Respectfully submitted,</p><p><span class="scrawl">${esc(ap.first)} ${esc(ap.last)}</span><br>${esc(ap.first)} ${esc(ap.last)}, ${rng.pick(['MAI', 'SRA', 'Certified Residential Appraiser', 'Certified General Appraiser'])}<br>License ${license}</p>`;
    const page2 = `<div style="font:bold 13pt 'DejaVu Sans';border-bottom:2px solid #333;margin-bottom:8px">SUMMARY OF SALIENT FACTS</div>
<table class="grid" style="width:100%">${salient.map(([k, v]) => `<tr><td style="width:36%;background:#f2f2f2">${k}</td><td>${v}</td></tr>`).join('')}</table>
<div style="font:bold 11pt 'DejaVu Sans';margin:14px 0 6px 0">SALES COMPARISON APPROACH</div>${compTable}
<p class="small" style="margin-top:8px">Indicated value by sales comparison: ${cash(property.value, rng, false)}. The cost approach was ${rng.pick(['not developed', 'given little weight'])} owing to the age of the improvements.</p>`;
    const html = documentHtml({
      title: 'Appraisal Report', font: 'serif', fontSize: '9.5pt',
      page: { pageNumbers: true, footerLeft: `${esc(appraiser.name)} &middot; File ${fileNo}` },
      pages: [letter, page2],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(facts, fields) };
  },
};
