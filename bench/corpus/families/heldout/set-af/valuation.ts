// set-af: valuation paper — ag valuation letters, land appraisal summaries with per-acre comps, desk reviews.
import { documentHtml, esc, flow, letterhead, accent } from '../../../style';
import type { Family, TruthField } from '../../../types';
import { T, addDays, addr, addrShort, borrowerLine, dAbbr, dLong, dPad, fullName, money, num, propertyTypeLabel, texify, who } from './land';

const agLetter: Family = {
  id: 'af-ag-valuation-market-value-letter',
  description: 'Appraiser\'s letter to the lender: market value of the acreage as-is next to the CAD agricultural productivity value and rollback estimate.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const a = f.appraiser;
    const cadMarket = Math.round(f.property.value * (0.7 + rng.next() * 0.2) / 10) * 10;
    const html = documentHtml({
      title: 'Ag valuation letter', font: 'serif', fontSize: '10.5pt', page: { margin: '0.8in 1in 1in 1in' },
      pages: [`${letterhead({ name: a.name, lines: [`${esc(a.address.street)}${a.address.unit ? ` ${esc(a.address.unit)}` : ''}, ${esc(a.address.city)}, ${a.address.state} ${a.address.zip}`, 'Certified General Real Estate Appraisers · Rural &amp; Agricultural'], color: accent(rng) })}
<p>${dLong(f.documentDate)}</p>
<p>${esc(fullName(f.lender.contact))}<br>${esc(f.lender.name)}<br>${esc(f.lender.address.city)}, ${f.lender.address.state}</p>
<p><b>Re: Market value and agricultural valuation — ${land.acres} acres, ${esc(addr(f.property.address))}; Owner/Applicant: ${esc(borrowerLine(f, true))}</b></p>
<p>Dear ${esc(f.lender.contact.first)}:</p>
<p>As requested, we have inspected the referenced ${esc(propertyTypeLabel(f, land).toLowerCase())} and report the following. The property is currently qualified for agricultural special valuation under Texas Tax Code Ch. 23, Subchapter D (${esc(land.agUse)}). For the current tax year the ${esc(land.county)} Central Appraisal District shows (Prop. ID ${land.cad}):</p>
<table class="grid" style="width:80%;margin:8px auto"><tr><td>CAD market value</td><td class="right">${money(cadMarket)}</td></tr><tr><td>Productivity (ag-use) value</td><td class="right">${money(land.agValue)}</td></tr><tr><td>Estimated 3-year rollback, if use changes</td><td class="right">${money(Math.round((cadMarket - land.agValue) * 0.0185 * 3))}</td></tr></table>
<p>Neither CAD figure is a market value opinion. Based on our sales comparison analysis of ${rng.int(4, 7)} rural land sales in ${esc(land.county)} and adjoining counties, it is our opinion that the <b>as-is market value</b> of the fee simple interest, as of ${dLong(addDays(f.documentDate, -rng.int(2, 10)))}, is:</p>
<p class="center b" style="font-size:13pt">${money(f.property.value)}</p>
<p>The agricultural valuation should be maintained after the sale; a new owner must file an application with the CAD by April 30. Exposure time 6 to 12 months.</p>
<p>Respectfully,</p><p><span class="scrawl">${esc(fullName(a.contact))}</span><br>${esc(fullName(a.contact))}, TX-${rng.int(1320000, 1389999)}-G</p>`],
    });
    const truth = T(f, [...who(f), 'property_address', 'property_value', 'property_type']);
    if (land.kind === 'pad') delete truth.property_type;
    return { kind: 'html', documentType: 'Appraisal Report', html, truth };
  },
};

const appraisalSummary: Family = {
  id: 'af-land-appraisal-summary-comps',
  description: 'Two-page land appraisal summary: subject, client, intended user, per-acre comparable sales grid, reconciliation.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const a = f.appraiser;
    const acres = Number(land.acres);
    const perAcre = f.property.value / acres;
    const comps = Array.from({ length: 4 }, (_, i) => {
      const ac = Math.round(acres * (0.5 + rng.next()) * 100) / 100;
      const ppa = Math.round(perAcre * (0.8 + rng.next() * 0.4) / 50) * 50;
      return { n: i + 1, ac, ppa, price: Math.round(ac * ppa / 1000) * 1000, date: dPad(addDays(f.documentDate, -rng.int(40, 700))), loc: `${rng.pick(['CR', 'FM', 'Old'])} ${rng.int(100, 3300)}, ${land.county} Co.` };
    });
    const p1 = `${letterhead({ name: a.name, lines: ['APPRAISAL REPORT — SUMMARY OF SALIENT FACTS'], color: accent(rng) })}
<table class="grid">
<tr><td style="width:30%">Subject</td><td>${esc(addr(f.property.address))}</td></tr>
<tr><td>Legal</td><td>${land.acres} ac, ${esc(land.survey)} Svy, A-${land.abstract}, ${esc(land.county)} County</td></tr>
<tr><td>Property type</td><td>${esc(propertyTypeLabel(f, land))}</td></tr>
<tr><td>Owner of record / borrower</td><td>${esc(borrowerLine(f))}</td></tr>
<tr><td>Client / intended user</td><td>${esc(f.lender.name)}, lender — loan no. ${f.loan.loanNumber}</td></tr>
<tr><td>Intended use</td><td>Mortgage lending decision</td></tr>
<tr><td>Interest appraised</td><td>Fee simple, as is</td></tr>
<tr><td>Highest &amp; best use</td><td>${land.kind === 'lotdev' ? 'Rural residential subdivision' : land.kind === 'pad' ? 'Commercial pad development' : 'Rural residential / recreational with ag use'}</td></tr>
<tr><td>Flood / utilities</td><td>${esc(land.flood)}; ${rng.pick(['PEC electric, private well', 'WSC water meter, Bluebonnet electric', 'electric at road, no water'])}</td></tr>
${f.property.purchasePrice ? `<tr><td>Contract price</td><td>${money(f.property.purchasePrice)} (arm's length, buyer ${esc(borrowerLine(f))})</td></tr>` : ''}
${f.property.arv ? `<tr><td>Prospective value upon completion</td><td>${money(f.property.arv)} (hypothetical condition)</td></tr>` : ''}
<tr><td class="b">As-is market value</td><td class="b">${money(f.property.value)}</td></tr>
<tr><td>Effective date</td><td>${dLong(addDays(f.documentDate, -rng.int(1, 8)))}</td></tr></table>`;
    const p2 = `<h3>Sales Comparison Approach — Land</h3>
<table class="grid" style="margin-top:6px"><tr><th>Sale</th><th>Location</th><th>Date</th><th class="right">Acres</th><th class="right">Price</th><th class="right">$/Acre</th></tr>
${comps.map((c) => `<tr><td>${c.n}</td><td>${c.loc}</td><td>${c.date}</td><td class="right">${num(c.ac)}</td><td class="right">${money(c.price)}</td><td class="right">${money(c.ppa)}</td></tr>`).join('')}
<tr><td>Subject</td><td>${esc(f.property.address.city)}</td><td>—</td><td class="right">${land.acres}</td><td class="right">—</td><td class="right">${money(Math.round(perAcre))}</td></tr></table>
<p style="margin-top:10px">Adjustments were made for size (larger tracts sell for less per acre), road frontage, water features and improvements. ${f.property.type === 'Single Family' ? 'The contributory value of the residence was extracted from paired sales.' : ''} Reconciled value, rounded: <b>${money(f.property.value)}</b>.</p>
<p>Appraiser: ${esc(fullName(a.contact))}, Certified General — ${esc(a.contact.email)}</p>`;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'property_type', 'property_value', 'loan_number'];
    return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Appraisal', pages: [p1, p2], font: 'serif', fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: `${esc(a.name)} · File ${rng.int(24000, 26999)}` } }), truth: T(f, fields.filter((x) => f.entity ? !x.startsWith('borrower_') : x !== 'entity_name')) };
  },
};

const deskReview: Family = {
  id: 'af-appraisal-desk-review-memo',
  description: 'Lender\'s chief appraiser desk review: concurs with value, computes LTV on the requested loan, notes the ag rollback and comparable issues.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const ltv = (f.loan.amount / f.property.value * 100).toFixed(1);
    const blocks = [
      `<div class="b" style="font-size:13pt">APPRAISAL REVIEW — DESK</div><div class="small">${esc(f.lender.name)} · Collateral Valuation</div>`,
      `<table class="grid" style="margin-top:10px"><tr><td style="width:26%">Loan #</td><td>${f.loan.loanNumber}</td><td style="width:20%">Review date</td><td>${dAbbr(f.documentDate)}</td></tr>
<tr><td>Borrower</td><td colspan="3">${esc(f.entity ? `${f.entity.name} / guarantor ${fullName(f.borrower)}` : borrowerLine(f))}</td></tr>
<tr><td>Subject</td><td colspan="3">${esc(addrShort(f.property.address))} — ${land.acres} ac</td></tr>
<tr><td>Appraiser</td><td colspan="3">${esc(fullName(f.appraiser.contact))}, ${esc(f.appraiser.name)}</td></tr>
<tr><td>Appraised value</td><td>${money(f.property.value)}</td><td>Reviewed value</td><td>${money(f.property.value)} (concur)</td></tr>
<tr><td>Requested loan</td><td>${money(f.loan.amount)}</td><td>LTV</td><td>${ltv}%</td></tr></table>`,
      `<p style="margin-top:10px"><b>Comments.</b> ${esc(rng.pick([
        'Comps 2 and 4 are over 12 months old but the market has been flat for acreage in this county. Size adjustments reasonable.',
        'Appraiser did not adjust for the creek frontage on Comp 1; immaterial. Ag exemption noted; rollback not deducted, which is correct for market value.',
        'Value per acre is at the top of the range; supported by water and road frontage. Accept.',
      ]))}</p>`,
      `<p>Rollback tax exposure at CAD: approx. ${money(Math.round(land.agValue * 2.6))} if ag use ends. ${f.property.arv ? `Prospective value ${money(f.property.arv)} not relied upon.` : ''}</p>`,
      `<p>Reviewer: ${esc(rng.pick(['R. Krause', 'M. Villarreal', 'T. Bohls']))}, Certified General</p>`,
    ];
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'loan_number', 'property_address', 'property_value', 'loan_amount'];
    return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Review', pages: flow(blocks, { charsPerLine: 100, linesPerPage: 50 }), font: 'sans', fontSize: '9.5pt' }), truth: T(f, fields) };
  },
};

export const valuationFamilies: Family[] = [agLetter, appraisalSummary, deskReview];
