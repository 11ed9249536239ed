// Documents about the property itself: the purchase and sale agreement (buyer = borrower, seller distractor) and
// the appraiser's summary report (client = lender, as-is vs as-repaired values, comparable sales).
import type { Family } from '../../types';
import { makeAddress } from '../../facts';
import { accent, documentHtml, esc, flow, kvTable, letterhead } from '../../style';
import {
  address, date, entityDescription, fullName, money, moneyLegal, pickAddress, pickDate, pickPhone, propertyNoun, propertyTypeWords,
  streetLine, upper, words,
} from './format';
import { borrowerHome, contractPrice, daysBefore, item, present, roundTo, truthOfItems, when, type Item } from './common';

function parcel(rng: { int(a: number, b: number): number }): string {
  return `${rng.int(100, 999)}-${String(rng.int(0, 999999)).padStart(6, '0')}-${String(rng.int(0, 99)).padStart(2, '0')}`;
}

export const purchaseAndSaleAgreement: Family = {
  id: 'purchase-sale-agreement',
  description: 'Purchase and sale agreement drafted by the parties\' attorneys: buyer = borrower, seller, price, earnest money, financing contingency',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, seller, title } = facts;
    const price = contractPrice(facts, rng);
    const deposit = roundTo(price * rng.pick([0.01, 0.02, 0.03]), 500);
    const effective = daysBefore(facts.documentDate, rng.int(0, 20));
    const buyer = entity ? entityDescription(entity) : `${fullName(borrower, rng.chance(0.5))}${facts.coBorrower ? ` and ${fullName(facts.coBorrower, false)}` : ''}`;
    const home = borrowerHome(rng, facts);
    const notifyEmail = rng.chance(0.6);
    const notifyPhone = rng.chance(0.4);
    const listing = rng.pick(['Keller Point Realty', 'Blue Door Realty Group', 'Coldwell Harbor Properties', 'Summit Realty Partners', 'HomeSmart Associates']);
    const statesType = rng.chance(0.6);
    const s = (heading: string, text: string, ...fields: Item['fields'][number][]) => item(heading, text, ...fields);
    const sections = present([
      s('Property', `Seller agrees to sell and convey to Buyer, and Buyer agrees to purchase from Seller, the real property commonly known as ${pickAddress(rng, property.address, ['longState', 'long', 'short'])}, Tax Parcel No. ${parcel(rng)}, as more particularly described in <u>Exhibit A</u>, together with all improvements, fixtures and appurtenances (the &ldquo;Property&rdquo;).${statesType ? ` ${property.type === 'Land' ? `The Property is unimproved ${rng.pick(['land', 'vacant land'])}` : `The Property is improved with a ${esc(propertyNoun(rng, property.type, property.units))}`}.` : ''}`, 'property_address', ...(statesType ? ['property_type' as const] : [])),
      s('Purchase Price', `The purchase price for the Property is ${moneyLegal(rng, price)} (the &ldquo;Purchase Price&rdquo;), payable as follows: (a) the Earnest Money described below; and (b) the balance, subject to prorations and adjustments, in immediately available funds at Closing.`),
      s('Earnest Money', `Within ${rng.pick(['two (2)', 'three (3)', 'five (5)'])} business days after the Effective Date, Buyer shall deposit ${money(deposit, 'cents')} (the &ldquo;Earnest Money&rdquo;) with ${esc(title.name)}, ${esc(title.address.city)}, ${title.address.state} (&ldquo;Escrow Agent&rdquo;).`),
      when(rng.chance(0.6), () => s('Financing Contingency', `Buyer's obligations are contingent upon Buyer obtaining a commitment for a loan secured by the Property in the principal amount of ${money(loan.amount, rng.pick(['cents', 'dollars']))} on terms acceptable to Buyer within ${rng.pick(['twenty-one (21)', 'thirty (30)', 'fifteen (15)'])} days after the Effective Date. Buyer may waive this contingency by written notice.`, 'loan_amount')),
      s('Inspection Period', `Buyer shall have ${words(rng.pick([10, 14, 21, 30]))} days after the Effective Date (the &ldquo;Inspection Period&rdquo;) to inspect the Property. If Buyer is not satisfied for any reason, Buyer may terminate this Agreement by written notice and receive a refund of the Earnest Money.`),
      s('Title', `Seller shall convey marketable fee simple title by ${rng.pick(['special warranty deed', 'general warranty deed', 'grant deed'])}, free of liens other than Permitted Exceptions. Buyer shall obtain a title commitment from Escrow Agent at Buyer's expense.`),
      s('Closing', `The closing (&ldquo;Closing&rdquo;) shall take place on or before ${pickDate(rng, loan.closingDate, ['long', 'us', 'ordinal'])} through escrow with Escrow Agent.`, 'estimated_closing_date'),
      s('Prorations', 'Real estate taxes, rents and utilities shall be prorated as of the Closing Date. Seller shall pay the deed transfer tax; Buyer shall pay recording fees for the deed and any mortgage.'),
      s('Default', 'If Buyer defaults, Seller may retain the Earnest Money as liquidated damages as its sole remedy. If Seller defaults, Buyer may seek specific performance or a refund of the Earnest Money.'),
      s('Brokers', `Seller is represented by ${listing}, whose commission shall be paid by Seller under a separate agreement. Buyer represents that it has dealt with no other broker.`),
      s('Notices', `Notices shall be in writing and delivered to Seller at the address set forth below its signature, and to Buyer at ${esc(streetLine(home))}, ${esc(home.city)}, ${home.state} ${home.zip}${notifyEmail ? `, e-mail: ${esc(borrower.email)}` : ''}${notifyPhone ? `, telephone ${pickPhone(rng, borrower.phone)}` : ''}, Attention: ${esc(fullName(borrower, false))}.`),
      s('Miscellaneous', 'This Agreement is the entire agreement of the parties, may be signed in counterparts and by electronic signature, and shall be governed by the laws of the State in which the Property is located. Time is of the essence.'),
    ]);
    const title1 = rng.pick(['PURCHASE AND SALE AGREEMENT', 'REAL ESTATE PURCHASE AND SALE AGREEMENT', 'AGREEMENT OF PURCHASE AND SALE']);
    const buyerSig = entity
      ? `<b>BUYER:</b><br>${esc(upper(entity.name))}<div class="sig">By: <span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></div><div>Name: ${esc(fullName(borrower, false))}</div><div>Its: ${esc(entity.signatoryTitle)}</div>`
      : `<b>BUYER:</b><div class="sig"><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></div><div>${esc(fullName(borrower, false))}</div>`;
    const sellerAddress = makeAddress(rng, { state: property.address.state });
    const blocks = [
      `<h1 class="center" style="font-size:13pt;margin-bottom:12px">${title1}</h1>`,
      `<p>THIS ${title1} (this &ldquo;Agreement&rdquo;) is made and entered into as of ${date(effective, rng.pick(['long', 'ordinal']))} (the &ldquo;Effective Date&rdquo;) by and between <b>${esc(fullName(seller, rng.chance(0.5)))}</b> (&ldquo;Seller&rdquo;) and <b>${esc(buyer)}</b> (&ldquo;Buyer&rdquo;).</p>`,
      ...sections.map((x, i) => `<p><b>${i + 1}. ${x.label}.</b> ${x.value}</p>`),
      `<p class="center small">[Signature page follows]</p>`,
      { html: `<p>IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.</p><table style="width:100%;margin-top:10px"><tr><td style="width:50%;vertical-align:top"><b>SELLER:</b><div class="sig"></div><div>${esc(fullName(seller, false))}</div><div class="small">${esc(streetLine(sellerAddress))}, ${esc(sellerAddress.city)}, ${sellerAddress.state} ${sellerAddress.zip}</div><div class="small">${pickPhone(rng, seller.phone)}</div></td><td style="vertical-align:top">${buyerSig}</td></tr></table>
<p style="margin-top:20px"><b>RECEIPT OF EARNEST MONEY.</b> Escrow Agent acknowledges receipt of the Earnest Money.</p><p>${esc(title.name)}<br>By: ${esc(fullName(title.contact, false))}, Escrow Officer · ${pickPhone(rng, title.contact.phone)} · ${esc(title.contact.email)}</p>`, lines: 16 },
    ];
    const fields: Item['fields'][number][] = ['borrower_first_name', 'borrower_last_name'];
    if (entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    if (notifyEmail) fields.push('borrower_email');
    if (notifyPhone) fields.push('borrower_phone');
    return {
      kind: 'html',
      documentType: 'Purchase and Sale Agreement',
      html: documentHtml({
        title: title1, pages: flow(blocks, { charsPerLine: 88, linesPerPage: 50 }), font: 'serif', fontSize: '10pt',
        css: 'p{text-align:justify}',
        page: { pageNumbers: true, footerLeft: `Buyer's initials ______  Seller's initials ______` },
      }),
      truth: truthOfItems(facts, sections, fields),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const appraisalSummary: Family = {
  id: 'appraisal-summary-report',
  description: 'Appraiser\'s summary report: subject, client/lender, as-is and as-repaired values, cost approach, comparable sales grid',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, appraiser, seller } = facts;
    const a = property.address;
    const effective = daysBefore(facts.documentDate, rng.int(1, 12));
    const purchase = property.purchasePrice !== undefined;
    const showLoanNo = rng.chance(0.6);
    const borrowerName = entity ? entity.name : fullName(borrower, false);
    const owner = purchase ? fullName(seller, false) : borrowerName;
    const color = accent(rng);
    const subject = present([
      item('Subject Property', address(a, rng.pick(['short', 'upper', 'long'])), 'property_address'),
      item(rng.pick(['Borrower', 'Borrower / Applicant']), esc(borrowerName), ...(entity ? ['entity_name' as const] : ['borrower_first_name' as const, 'borrower_last_name' as const])),
      item('Owner of Public Record', esc(owner)),
      item(rng.pick(['Client / Lender', 'Client']), `${esc(lender.name)}, ${esc(lender.address.street)}, ${esc(lender.address.city)}, ${lender.address.state} ${lender.address.zip}`),
      when(showLoanNo, () => item(rng.pick(['Lender Loan No.', 'Client File #', 'Loan Number']), loan.loanNumber, 'loan_number')),
      item('Appraiser File No.', `${effective.slice(0, 4)}-${String(rng.int(100, 9999)).padStart(4, '0')}`),
      item('Assignment Type', purchase ? 'Purchase Transaction' : 'Refinance Transaction'),
      when(purchase, () => item('Contract Price / Date', `${money(property.purchasePrice ?? 0, 'dollars')} / ${date(daysBefore(effective, rng.int(10, 40)), 'us')}`)),
      item('Property Rights Appraised', 'Fee Simple'),
      item('Intended Use', 'To assist the client in a mortgage lending decision.'),
      item(rng.pick(['Property Type', 'Property Type / Design']), esc(propertyTypeWords(rng, property.type, property.units)), 'property_type'),
      item('Site / Improvements', property.squareFeet ? `${(rng.int(30, 250) * 100).toLocaleString('en-US')} sf site · ${property.squareFeet.toLocaleString('en-US')} sf GLA · built ${property.yearBuilt}` : `${(rng.int(5, 400) / 100).toFixed(2)} acres, unimproved`),
    ]);
    const costApproach = roundTo(property.value * (1.02 + rng.next() * 0.12), 1000);
    const values = `<table class="grid" style="margin-top:10px"><tr><th colspan="2">RECONCILIATION OF VALUE</th></tr>
<tr><td style="width:55%">Indicated Value by Sales Comparison Approach</td><td class="right">${money(property.value, 'dollars')}</td></tr>
<tr><td>Indicated Value by Cost Approach</td><td class="right">${property.type === 'Land' ? 'Not developed' : money(costApproach, 'dollars')}</td></tr>
<tr><td>Indicated Value by Income Approach</td><td class="right">Not developed</td></tr>
<tr><td><b>${rng.pick(['As-Is Market Value', 'MARKET VALUE "AS IS"', 'Final Opinion of Value (As-Is)'])}</b> as of ${date(effective, 'long')}</td><td class="right"><b>${money(property.value, rng.pick(['dollars', 'cents']))}</b></td></tr>
${property.arv ? `<tr><td>Prospective Market Value &ldquo;As Repaired&rdquo; (subject to completion per plans and specifications)</td><td class="right">${money(property.arv, 'dollars')}</td></tr>` : ''}
<tr><td>Exposure / Marketing Time</td><td class="right">${rng.pick(['30-90 days', '3-6 months', '60-120 days'])}</td></tr></table>`;
    const comps = Array.from({ length: 3 }, (_, i) => {
      const c = makeAddress(rng, { state: a.state, unitChance: 0 });
      const price = roundTo(property.value * (0.85 + rng.next() * 0.3), 500);
      const gla = property.squareFeet ? roundTo(property.squareFeet * (0.85 + rng.next() * 0.3), 10) : 0;
      const adjusted = roundTo(property.value * (0.96 + rng.next() * 0.08), 500);
      return `<tr><td>Comp ${i + 1}</td><td>${esc(c.street)}, ${esc(a.city)}</td><td>${(rng.int(1, 18) / 10).toFixed(1)} mi</td><td class="right">${money(price, 'dollars')}</td><td>${date(daysBefore(effective, rng.int(20, 200)), 'us')}</td><td class="right">${gla ? gla.toLocaleString('en-US') : '—'}</td><td class="right">${money(adjusted, 'dollars')}</td></tr>`;
    }).join('');
    const page1 = `${letterhead({ name: appraiser.name, lines: [`${esc(appraiser.address.street)}, ${esc(appraiser.address.city)}, ${appraiser.address.state} ${appraiser.address.zip}`, `${pickPhone(rng, appraiser.contact.phone)} · ${esc(appraiser.contact.email)}`], color })}
<h1 style="font-size:14pt;text-align:center;margin-bottom:8px">${rng.pick(['SUMMARY APPRAISAL REPORT', 'Appraisal Report — Summary of Salient Facts', 'RESIDENTIAL APPRAISAL SUMMARY'])}</h1>
${kvTable(subject.map((r) => [r.label, r.value]), { labelWidth: '30%' })}
<div class="b" style="margin:10px 0 2px">NEIGHBORHOOD AND MARKET</div>
<p>The subject is located in an established ${rng.pick(['urban', 'suburban', 'urban'])} neighborhood of ${esc(a.city)} with ${rng.pick(['stable', 'increasing', 'stable'])} property values and a ${rng.pick(['balanced', 'shortage of', 'balanced'])} supply. Typical marketing time is ${rng.pick(['under 3 months', '3-6 months'])}. Predominant land use is ${rng.pick(['one-unit residential', 'two- to four-unit residential', 'commercial and multifamily'])}, with values ranging from ${money(roundTo(property.value * 0.55, 5000), 'k')} to ${money(roundTo(property.value * 1.6, 5000), 'k')}.${property.yearBuilt ? ` The improvements were built in ${property.yearBuilt} and are in ${rng.pick(['average (C4)', 'fair (C5)', 'good (C3)'])} condition${property.arv ? '; the scope of work provided calls for a full interior renovation' : ''}.` : ''}</p>
${values}`;
    const appraiserName = fullName(appraiser.contact, rng.chance(0.5));
    const page2 = `<div class="b" style="margin-bottom:4px">SALES COMPARISON APPROACH</div>
<table class="grid" style="font-size:8.5pt"><tr><th></th><th>Address</th><th>Proximity</th><th>Sale Price</th><th>Sale Date</th><th>GLA (sf)</th><th>Adj. Price</th></tr>
<tr><td>Subject</td><td>${esc(a.street)}${a.unit ? ` ${esc(a.unit)}` : ''}, ${esc(a.city)}</td><td>—</td><td class="right">${purchase ? money(property.purchasePrice ?? 0, 'dollars') : 'n/a'}</td><td>—</td><td class="right">${property.squareFeet ? property.squareFeet.toLocaleString('en-US') : '—'}</td><td></td></tr>${comps}</table>
<p style="margin-top:10px">The comparable sales are located in the subject's market area and are considered the best available. Adjustments were made for differences in condition, GLA, site and amenities. Most weight is given to Comparables 1 and 3.${property.arv ? ' The as-repaired value assumes completion of the scope of work provided by the borrower, in a good and workmanlike manner.' : ''}</p>
<div class="b" style="margin:14px 0 4px">APPRAISER'S CERTIFICATION</div>
<p class="small">I certify that, to the best of my knowledge and belief, the statements of fact contained in this report are true and correct; I have no present or prospective interest in the property; my compensation is not contingent on the value reported; and this appraisal was prepared in conformity with the Uniform Standards of Professional Appraisal Practice.</p>
<table style="width:100%;margin-top:8px"><tr><td style="width:55%"><div class="sig"><span class="scrawl">${esc(appraiser.contact.first)} ${esc(appraiser.contact.last)}</span></div>
<div>${esc(appraiserName)}, ${rng.pick(['Certified Residential Appraiser', 'Certified General Appraiser', 'Licensed Appraiser'])}</div><div class="small">State Cert. # ${a.state}-${rng.int(10000, 99999)} · Exp. ${date(`${Number(effective.slice(0, 4)) + 1}-06-30`, 'us')}</div></td>
<td class="small" style="vertical-align:top">Date of Report: ${date(facts.documentDate, 'long')}<br>Effective Date: ${date(effective, 'long')}<br>Inspection: ${rng.pick(['Interior and exterior', 'Exterior only (desktop)', 'Interior and exterior'])}</td></tr></table>`;
    return {
      kind: 'html',
      documentType: 'Appraisal Report',
      html: documentHtml({
        title: 'Appraisal Report', pages: [page1, page2], font: rng.pick(['sans', 'condensed', 'serif']), fontSize: '9.3pt',
        css: `.grid td.k{background:#f2f4f7;font-weight:bold}`,
        page: { pageNumbers: true, footerLeft: `${esc(appraiser.name)} · File ${esc(upper(a.street))}` },
      }),
      truth: truthOfItems(facts, subject, ['property_value']),
    };
  },
};

