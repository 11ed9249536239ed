// An insurance agency's evidence of property insurance / binder, laid out in ruled boxes the way agency software
// prints it: agency, carrier, named insured and mailing address, policy and loan numbers, the location and its
// construction, coverages (dwelling limit is not the property's value), and the lender as mortgagee "ISAOA/ATIMA".
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { addMonths, day, named, officeLine, outsider, phone, propertyWords, shift } from './fmt';

const AGENCIES = ['Bellwether Insurance Agency', 'Hometown Risk Partners', 'Shield & Oak Insurance', 'Tri-County Insurance Group', 'Landmark Coverage Advisors'];
const CARRIERS = ['Palisade Mutual Insurance Co.', 'Great Plains Casualty Company', 'Atlantic Specialty Homeowners Ins. Co.', 'Sentry Ridge Insurance Exchange'];

export const insuranceEvidence: Family = {
  id: 'ue-insurance-evidence',
  description: "Insurance agency's evidence of property insurance / binder in ruled boxes, lender as mortgagee.",
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender } = facts;
    const a = property.address;
    const fields: TruthField[] = ['property_address'];
    const insured = entity
      ? `${esc(entity.name)}${rng.chance(0.5) ? `<br>c/o ${esc(named(borrower))}` : ''}`
      : `${esc(named(borrower, rng.pick(['plain', 'middle'] as const)))}${facts.coBorrower && rng.chance(0.6) ? ` &amp; ${esc(named(facts.coBorrower))}` : ''}`;
    if (entity) fields.push('entity_name');
    if (!entity || insured.includes('c/o')) fields.push('borrower_first_name', 'borrower_last_name');
    const mailing = rng.chance(0.5)
      ? `${a.street}${a.unit ? ` ${a.unit}` : ''}<br>${a.city}, ${a.state} ${a.zip}`
      : `PO Box ${rng.int(100, 9999)}<br>${a.city}, ${a.state} ${String(Number(a.zip) + rng.int(1, 9)).padStart(5, '0')}`;
    const effective = shift(facts.documentDate, rng.int(1, 6));
    const agency = rng.pick(AGENCIES);
    const agent = outsider(rng);
    const carrier = rng.pick(CARRIERS);
    const policy = `${rng.pick(['DP3', 'HO', 'CP', 'BOP'])}-${rng.int(1000000, 9999999)}`;
    const vacant = loan.type === 'Fix & Flip' || loan.type === 'Construction';
    const dwelling = Math.round((property.arv ?? property.value) * (0.55 + rng.next() * 0.3) / 1000) * 1000;
    const showType = rng.chance(0.7);
    if (showType) fields.push('property_type');
    const showLoan = rng.chance(0.8);
    if (showLoan) fields.push('loan_number');
    const showPhone = rng.chance(0.35);
    if (showPhone) fields.push('borrower_phone');

    const box = (label: string, value: string, extra = '') => `<td ${extra}><div class="lb">${label}</div><div class="vv">${value}</div></td>`;
    const html = documentHtml({
      title: 'Evidence of Property Insurance',
      font: 'condensed',
      fontSize: '8.5pt',
      css: `.ev { width:100%; border-collapse:collapse; margin-bottom:6px } .ev td { border:1px solid #000; padding:2px 4px; vertical-align:top }
        .lb { font-size:6pt; text-transform:uppercase; letter-spacing:0.2px } .vv { font-size:9pt; min-height:11pt }
        .bar { background:#000; color:#fff; font-weight:bold; font-size:7.5pt; padding:1px 4px }`,
      page: { margin: '0.45in 0.5in 0.6in 0.5in', footerLeft: 'EVIDENCE OF PROPERTY INSURANCE &middot; agency form 27B (rev.)' },
      pages: [`<div style="display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:6px"><div style="font:bold 14pt 'DejaVu Sans Condensed'">${rng.pick(['EVIDENCE OF PROPERTY INSURANCE', 'INSURANCE BINDER', 'EVIDENCE OF COMMERCIAL PROPERTY INSURANCE'])}</div><div>DATE (MM/DD/YYYY)<br><b>${day(facts.documentDate, 'us')}</b></div></div>
<div class="small" style="border:1px solid #000;padding:3px;margin-bottom:6px">THIS EVIDENCE OF PROPERTY INSURANCE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE ADDITIONAL INTEREST NAMED BELOW. IT DOES NOT AMEND, EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICIES.</div>
<table class="ev"><tr>${box('Agency', `${esc(agency)}<br>${esc(officeLine(facts.title.address))}`, 'rowspan="2" style="width:50%"')}${box('Company', esc(carrier))}</tr>
<tr>${box('Phone (A/C, No, Ext)', phone(facts.title.contact.phone, rng))}</tr>
<tr>${box('Named Insured and Mailing Address', `${insured}<br>${mailing}${showPhone ? `<br>Tel. ${phone(borrower.phone, rng)}` : ''}`, 'rowspan="2"')}${box('Loan Number', showLoan ? loan.loanNumber : '')}</tr>
<tr>${box('Policy Number', policy)}</tr>
<tr>${box('Effective Date', day(effective, 'us'))}${box('Expiration Date', day(addMonths(effective, 12), 'us'))}</tr>
<tr>${box('Contact', `${esc(agent)}, agent`)}${box('Continued Until Terminated If Checked', '&#9744;')}</tr></table>
<div class="bar">PROPERTY INFORMATION</div>
<table class="ev"><tr>${box('Location / Description', esc(`${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`), 'colspan="3"')}</tr>
<tr>${box('Building Type', showType ? esc(propertyWords(facts, rng)) : '')}${box('Construction', rng.pick(['Frame', 'Masonry', 'Joisted Masonry', 'Brick Veneer']))}${box('Occupancy', vacant ? 'Vacant - under renovation' : rng.pick(['Tenant occupied', 'Non-owner occupied', 'Owner occupied']))}</tr>
<tr>${box('Year Built', String(property.yearBuilt ?? ''))}${box('Protection Class', String(rng.int(1, 8)))}${box('Policy Form', rng.pick(['DP-3 Special', 'Special Form', 'Builders Risk', 'Basic Form']))}</tr></table>
<div class="bar">COVERAGE INFORMATION</div>
<table class="ev"><tr><td class="b">Coverage / Perils / Forms</td><td class="b right">Amount of Insurance</td><td class="b right">Deductible</td></tr>
<tr><td>${vacant ? "Builder's Risk / Dwelling" : 'Dwelling (Coverage A)'}</td><td class="right">$${dwelling.toLocaleString('en-US')}</td><td class="right">$${rng.pick([1000, 2500, 5000]).toLocaleString('en-US')}</td></tr>
<tr><td>Other Structures</td><td class="right">$${Math.round(dwelling * 0.1).toLocaleString('en-US')}</td><td class="right"></td></tr>
<tr><td>Loss of Rents / Fair Rental Value</td><td class="right">$${(rng.int(6, 36) * 1000).toLocaleString('en-US')}</td><td class="right"></td></tr>
<tr><td>Premises Liability (each occurrence)</td><td class="right">$${rng.pick([300000, 500000, 1000000]).toLocaleString('en-US')}</td><td class="right"></td></tr></table>
<div class="bar">ADDITIONAL INTEREST</div>
<table class="ev"><tr>${box('Nature of Interest', '&#9746; Mortgagee &nbsp; &#9744; Additional Insured &nbsp; &#9744; Loss Payee')}${box('Loan #', showLoan ? loan.loanNumber : '')}</tr>
<tr>${box('Name and Address', `${esc(lender.name)}, ISAOA/ATIMA<br>${esc(officeLine(lender.address))}`, 'colspan="2"')}</tr></table>
<div style="margin-top:10px">AUTHORIZED REPRESENTATIVE: <span class="scrawl">${esc(agent)}</span></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(facts, fields) };
  },
};
