// Purchase contracts, their amendments, and appraisers' reports.
import { documentHtml, esc, kvTable } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  Stated, addDaysIso, address, addressTwoLines, anyDate, anyMoney, companyLines, entityKind, fmtDate, fullName, legalDate,
  money, otherAmount, phone, propertyTypeWords,
} from './lib';

/** The contract price: the deal's, or (on a refinance, when the owner bought earlier) a distinct earlier price. */
function contractPrice(f: DealFacts, rng: Rng): number {
  return f.property.purchasePrice ?? otherAmount(f, rng, f.property.value * 0.85);
}

function buyerName(f: DealFacts, s: Stated): string {
  s.add('borrower_first_name', 'borrower_last_name');
  if (f.entity) {
    s.add('entity_name');
    return `${esc(f.entity.name)}, ${entityKind(f.entity)}`;
  }
  return `${esc(fullName(f.borrower, true))}${f.coBorrower ? ` and ${esc(fullName(f.coBorrower, false))}` : ''}`;
}

function buyerSignature(f: DealFacts, s: Stated): string {
  if (!f.entity) return `<span class="sig">${esc(fullName(f.borrower, false))}, Buyer</span>`;
  s.add('authorized_signatory_name', 'authorized_signatory_title');
  return `BUYER: ${esc(f.entity.name)}<br>By: <span class="sig">${esc(fullName(f.borrower, false))}, ${esc(f.entity.signatoryTitle)}</span>`;
}

/** A residential/investor purchase and sale agreement: numbered paragraphs, financing contingency, notice block. */
const psa: Family = {
  id: 'ug-psa-residential',
  description: 'Investor purchase and sale agreement: numbered paragraphs, financing contingency, notices, seller and buyer',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated().add('property_address', 'estimated_closing_date');
    const price = contractPrice(f, rng);
    const earnest = Math.round(price * rng.pick([0.01, 0.02, 0.03]) / 500) * 500 || 1000;
    const buyer = buyerName(f, s);
    const financing = rng.pick(['amount', 'private', 'cash'] as const);
    const finText = financing === 'amount'
      ? `Buyer’s obligation is contingent on Buyer obtaining a loan secured by the Property in an amount not to exceed ${esc(anyMoney(rng, f.loan.amount, ['dollars', 'words', 'cents']))} within ${rng.pick([14, 21, 30])} days of the Effective Date.`
      : financing === 'private'
        ? 'Buyer intends to finance the purchase with a private/hard-money lender. This Agreement is not contingent on financing.'
        : 'This is an all-cash transaction; Buyer may nevertheless obtain financing at Buyer’s option and expense.';
    if (financing === 'amount') s.add('loan_amount');
    const typed = rng.chance(0.6);
    if (typed) s.add('property_type');
    const paras = [
      `<b>1. PARTIES.</b> ${esc(fullName(f.seller, true))} (“Seller”) agrees to sell and ${buyer} (“Buyer”) agrees to buy the Property on the terms below.`,
      `<b>2. PROPERTY.</b> The real property known as ${esc(address(rng, f.property.address, rng.pick(['long', 'stateName'])))}${typed ? `, improved with a ${esc(propertyTypeWords(rng, f.property.type, f.property.units).toLowerCase())}` : ''}, together with all fixtures, legally described in Exhibit A (Lot ${rng.int(1, 40)}, Block ${rng.int(1, 12)}).`,
      `<b>3. PURCHASE PRICE.</b> ${esc(money(price, rng.pick(['words', 'cents'])))}, payable: (a) earnest money of ${esc(money(earnest, 'dollars'))} deposited with ${esc(f.title.name)} within three business days; (b) balance in good funds at Closing.`,
      `<b>4. FINANCING.</b> ${finText}`,
      `<b>5. INSPECTION.</b> Buyer shall have ${rng.pick(['ten (10)', 'fifteen (15)', 'seven (7)'])} days to inspect the Property and may terminate by written notice. Property is sold AS-IS.`,
      `<b>6. CLOSING.</b> Closing shall occur on or before ${esc(rng.chance(0.4) ? legalDate(f.loan.closingDate) : anyDate(rng, f.loan.closingDate, ['long', 'us']))} at the offices of ${esc(f.title.name)}, or by mail-away.`,
      '<b>7. TITLE.</b> Seller shall convey marketable title by special/limited warranty deed, free of liens other than permitted exceptions.',
      '<b>8. PRORATIONS.</b> Taxes, rents and HOA dues, if any, shall be prorated as of the Closing date.',
      `<b>9. ASSIGNMENT.</b> Buyer ${rng.chance(0.5) ? 'may' : 'may not'} assign this Agreement without Seller’s consent.`,
      '<b>10. RISK OF LOSS.</b> Risk of loss by fire or other casualty remains with Seller until Closing. If the Property is materially damaged, Buyer may terminate and receive a refund of the earnest money.',
      '<b>11. DEFAULT.</b> If Buyer defaults, Seller’s sole remedy is to retain the earnest money as liquidated damages. If Seller defaults, Buyer may seek specific performance or a refund of the earnest money.',
      `<b>12. DISCLOSURES.</b> Seller has delivered ${rng.pick(['the lead-based paint disclosure', 'the seller’s property disclosure statement', 'no disclosures; Buyer acknowledges the Property is sold as-is'])}. Buyer is a licensed real estate agent: ${rng.pick(['No', 'No', 'Yes'])}.`,
    ];
    const showBuyerContact = rng.chance(0.6);
    if (showBuyerContact) s.add('borrower_email', 'borrower_phone');
    const notices = `<b>13. NOTICES.</b> To Seller: ${esc(f.seller.email)}, ${phone(rng, f.seller.phone)}. To Buyer: ${showBuyerContact ? `${esc(f.borrower.email)}, ${phone(rng, f.borrower.phone)}` : 'at the address on file with Escrow'}.`;
    const p1 = `<h2 class="center">${rng.pick(['PURCHASE AND SALE AGREEMENT', 'REAL ESTATE PURCHASE AGREEMENT', 'Agreement of Purchase and Sale'])}</h2>
<p class="center small">Effective Date: ${esc(fmtDate(f.documentDate, 'long'))}</p>${paras.slice(0, 10).map((p) => `<p style="text-align:justify">${p}</p>`).join('')}`;
    const p2 = `${paras.slice(10).map((p) => `<p style="text-align:justify">${p}</p>`).join('')}<p>${notices}</p>
<p><b>14. ENTIRE AGREEMENT.</b> This Agreement and its addenda are the entire agreement of the parties.</p>
<div style="display:flex;justify-content:space-between;margin-top:26px"><div><span class="sig">${esc(fullName(f.seller, false))}, Seller</span></div><div>${buyerSignature(f, s)}</div></div>
<p class="small" style="margin-top:20px">Escrow Agent: ${esc(f.title.name)} — ${esc(fullName(f.title.contact, false))}, ${esc(f.title.contact.email)}</p>`;
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'PSA', pages: [p1, p2], font: 'serif', fontSize: '10pt', page: { pageNumbers: true, footerLeft: `Buyer ____ Seller ____` } }), truth: truthOf(f, s.list()) };
  },
};

/** An amendment moving the closing date (and sometimes the price): the new date is the one that counts. */
const amendment: Family = {
  id: 'ug-psa-amendment',
  description: 'Amendment to purchase agreement extending closing from an old date to a new one, photocopied with initials',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(f, rng) {
    const s = new Stated().add('property_address', 'estimated_closing_date');
    const oldClose = addDaysIso(f.loan.closingDate, -rng.pick([7, 10, 14, 15, 30]));
    const buyer = buyerName(f, s);
    const price = contractPrice(f, rng);
    const newPrice = rng.chance(0.4) ? otherAmount(f, rng, price - 5000, 2500) : undefined;
    const n = rng.pick(['One', 'Two', '1', '2', '3']);
    const items = [
      `The Closing Date is hereby extended from ${esc(anyDate(rng, oldClose, ['long', 'us']))} to <b>${esc(anyDate(rng, f.loan.closingDate, ['long', 'us', 'abbr']))}</b>.`,
      ...(newPrice ? [`The Purchase Price is reduced from ${esc(money(price, 'dollars'))} to ${esc(money(newPrice, 'dollars'))} in consideration of repairs identified during inspection.`] : []),
      rng.pick(['Buyer shall deposit an additional $2,500 earnest money, non-refundable except for Seller default.', 'All contingencies are deemed satisfied as of the date hereof.', 'Seller shall leave the premises broom clean.']),
      'All other terms of the Agreement remain unchanged and in full force and effect.',
    ];
    const page = `<h3 class="center">AMENDMENT NO. ${n.toUpperCase()} TO PURCHASE AND SALE AGREEMENT</h3>
<p style="margin-top:12px">This Amendment is made ${esc(legalDate(f.documentDate))} between ${esc(fullName(f.seller, false))} (“Seller”) and ${buyer} (“Buyer”) regarding the agreement dated ${esc(fmtDate(addDaysIso(f.documentDate, -rng.int(12, 40)), 'long'))} for the property located at:</p>
<p class="center"><b>${addressTwoLines(f.property.address, rng.chance(0.5))}</b></p>
<p>The parties agree as follows:</p><ol>${items.map((i) => `<li style="margin-bottom:6px">${i}</li>`).join('')}</ol>
<div style="display:flex;justify-content:space-between;margin-top:34px"><div><span class="sig">Seller</span><br>${esc(fullName(f.seller, false))}<br>Date: ________</div><div>${buyerSignature(f, s)}<br>Date: ________</div></div>
<p class="small" style="margin-top:26px">cc: ${esc(f.title.name)}, Escrow No. ${rng.int(100000, 999999)}</p>`;
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'Amendment', pages: [page], font: rng.pick(['serif', 'sans']), fontSize: '10.5pt' }), truth: truthOf(f, s.list()) };
  },
};

/** The form's two-up layout: caption above value, two items per row. */
function pairs(rows: readonly [string, string][]): string {
  const cells = rows.map(([l, v]) => `<td style="width:50%"><div class="small muted">${l}</div><div>${v}</div></td>`);
  const out: string[] = [];
  for (let i = 0; i < cells.length; i += 2) out.push(`<tr>${cells[i]}${cells[i + 1] ?? '<td></td>'}</tr>`);
  return `<table class="grid">${out.join('')}</table>`;
}

function comps(f: DealFacts, rng: Rng): string {
  const rows = [1, 2, 3].map((i) => {
    const price = otherAmount(f, rng, (f.property.arv ?? f.property.value) * (0.9 + rng.next() * 0.2), 500);
    return `<tr><td>Comp ${i}</td><td>${rng.int(100, 9999)} ${rng.pick(['Elm', 'Birch', 'Willow', 'Locust', 'Poplar', 'Chestnut'])} ${rng.pick(['St', 'Ave', 'Dr'])}</td><td>${esc(money(price, 'dollars'))}</td><td>${rng.int(1, 11)} mo.</td><td>${(rng.next() * 1.4).toFixed(2)} mi</td></tr>`;
  });
  return `<table class="grid small"><tr><th></th><th>Address</th><th>Sale price</th><th>Sold</th><th>Proximity</th></tr>${rows.join('')}</table>`;
}

/** The "summary of salient features" page of an appraisal: as-is and as-repaired values, contract price, comps. */
const appraisalSummary: Family = {
  id: 'ug-appraisal-summary',
  description: 'Appraisal summary of salient features: as-is vs as-repaired value, contract price, owner of record, comps',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated().add('property_address', 'property_value', 'property_type', 'borrower_first_name', 'borrower_last_name');
    const { property } = f;
    const effective = addDaysIso(f.documentDate, -rng.int(2, 9));
    const borrower = f.entity ? esc(f.entity.name) : esc(fullName(f.borrower, false));
    if (f.entity) s.add('entity_name');
    const rows: [string, string][] = [
      ['Subject Address', esc(address(rng, property.address))],
      ['Borrower', f.entity ? `${borrower} (principal: ${esc(fullName(f.borrower, false))})` : borrower],
      ['Owner of Public Record', esc(property.purchasePrice ? fullName(f.seller, false) : f.entity?.name ?? fullName(f.borrower, false))],
      ['Client / Lender', `${esc(f.lender.name)}, ${esc(f.lender.address.city)}, ${f.lender.address.state}`],
      ['Property Type', esc(propertyTypeWords(rng, property.type, property.units))],
      ...(property.yearBuilt ? [['Year Built', String(property.yearBuilt)] as [string, string]] : []),
      ...(property.squareFeet ? [['Gross Living / Building Area', `${property.squareFeet.toLocaleString('en-US')} sf`] as [string, string]] : []),
      ['Property Rights Appraised', 'Fee Simple'],
      ['Effective Date of Value', esc(anyDate(rng, effective, ['long', 'us']))],
      ...(property.purchasePrice ? [['Contract Price', esc(money(property.purchasePrice, 'dollars'))] as [string, string]] : []),
      [rng.pick(['Market Value “As Is”', 'As-Is Market Value', 'Opinion of Value (As Is)']), `<b>${esc(anyMoney(rng, property.value, ['dollars', 'cents']))}</b>`],
      ...(property.arv ? [[rng.pick(['Market Value “As Repaired”', 'Prospective Value Upon Completion', 'As-Complete Value']), esc(money(property.arv, 'dollars'))] as [string, string]] : []),
    ];
    if (rng.chance(0.5)) { rows.splice(1, 0, ['Lender Loan No.', esc(f.loan.loanNumber)]); s.add('loan_number'); }
    const a = f.appraiser;
    const page = `<div style="display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:6px"><div><b style="font-size:13pt">${esc(a.name)}</b><br><span class="small">${companyLines(rng, a).join('<br>')}</span></div><div class="right small">File # ${rng.int(20, 26)}${rng.int(1000, 9999)}<br>${rng.pick(['Form 1004 / 1025 summary', 'Appraisal Report – Summary', 'Restricted Appraisal Report'])}</div></div>
<h3 style="margin:10px 0 6px">SUMMARY OF SALIENT FEATURES</h3>${rng.chance(0.5) ? kvTable(rows, { labelWidth: '38%' }) : pairs(rows)}
<h4 style="margin:10px 0 4px">Comparable sales</h4>${comps(f, rng)}
<p class="small" style="margin-top:10px">Appraiser: ${esc(fullName(a.contact, true))}, Certified Residential Appraiser, License ${f.property.address.state}-${rng.int(100000, 999999)} · ${esc(a.contact.email)} · ${phone(rng, a.contact.phone)}</p>`;
    return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Appraisal', pages: [page], font: 'sans', fontSize: '9.2pt' }), truth: truthOf(f, s.list()) };
  },
};

/** The appraiser's letter of transmittal opening a narrative commercial appraisal. */
const transmittal: Family = {
  id: 'ug-appraisal-transmittal-letter',
  description: 'Appraiser’s letter of transmittal to the lender: value conclusion in words and figures, prospective value',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const s = new Stated().add('property_address', 'property_value', 'property_type');
    const { property } = f;
    const a = f.appraiser;
    const effective = addDaysIso(f.documentDate, -rng.int(2, 9));
    const namesBorrower = rng.chance(0.6);
    if (namesBorrower) s.add('borrower_first_name', 'borrower_last_name');
    if (namesBorrower && f.entity) s.add('entity_name');
    const borrowerText = namesBorrower ? ` The borrower is identified as ${f.entity ? `${esc(f.entity.name)} (${esc(fullName(f.borrower, false))})` : esc(fullName(f.borrower, false))}.` : '';
    const prospective = property.arv ? `<p>We have also estimated the prospective market value upon completion of the proposed improvements at ${esc(money(property.arv, 'words'))}, as of ${esc(fmtDate(addDaysIso(effective, 240), 'long'))}.</p>` : '';
    const page = `<div class="center"><b style="font-size:14pt;letter-spacing:1px">${esc(a.name.toUpperCase())}</b><br><span class="small">${companyLines(rng, a).join(' · ')}</span></div>
<p style="margin-top:16px">${esc(fmtDate(f.documentDate, 'long'))}</p>
<p>${esc(fullName(f.lender.contact, false))}<br>${esc(f.lender.name)}<br>${addressTwoLines(f.lender.address)}</p>
<p><b>RE: Appraisal of ${esc(propertyTypeWords(rng, property.type, property.units))} — ${esc(address(rng, property.address))}</b></p>
<p>Dear ${esc(f.lender.contact.first)}:</p>
<p style="text-align:justify">At your request we have prepared an appraisal of the above-referenced property for use in a lending decision by ${esc(f.lender.name)}.${borrowerText} The property rights appraised are the fee simple interest.</p>
<p style="text-align:justify">Based on our inspection and the analysis in the attached report, it is our opinion that the market value of the subject “as is,” as of ${esc(fmtDate(effective, 'long'))}, is:</p>
<p class="center"><b>${esc(money(property.value, 'words').toUpperCase())}</b></p>${prospective}
<p style="text-align:justify">This letter is not valid without the complete report. The extraordinary assumptions and limiting conditions stated therein apply.</p>
<p>Respectfully submitted,</p><p style="margin-top:26px"><span class="scrawl">${esc(fullName(a.contact, false))}</span><br>${esc(fullName(a.contact, false))}, MAI<br>Certified General Appraiser #${rng.int(1000, 99999)}</p>`;
    return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Transmittal', pages: [page], font: 'serif', fontSize: '10pt' }), truth: truthOf(f, s.list()) };
  },
};

export const legalFamilies: Family[] = [psa, amendment, appraisalSummary, transmittal];
