// set-ac — paperwork from the other side of the table: real estate attorneys, contracts, appraisers, entity papers,
// the lender's application form.
import { checkboxes, documentHtml, esc, flow, kvTable } from '../../../style';
import type { Family } from '../../../types';
import {
  Stated, addr, asPurchase, chicago, date, entityFull, entityKind, exitWords, fullName, loanWords, money, pct, phone,
  purposeWords, street, termText, typeWords,
} from './common';

const attorneyReview: Family = {
  id: 'ac-attorney-review-letter',
  description: 'Buyer\'s Illinois real estate attorney sends the attorney-review modification letter: buyer, seller, price, mortgage contingency, closing date.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = asPurchase(chicago(facts, rng), rng);
    const d = new Stated(f);
    const L = f.loan;
    const a = f.attorney;
    const buyer = f.entity
      ? `${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))} and/or nominee, to take title as ${d.s('entity_name', esc(f.entity.name))}`
      : d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)));
    const items = [
      `<b>Mortgage contingency.</b> Paragraph 7 is modified: the contingency is for financing (${d.s('loan_type', esc(loanWords(f, rng)).toLowerCase())}) in the amount of ${d.s('loan_amount', money(L.amount))}, interest not to exceed ${d.s('interest_rate', pct(L.rate))}, for a term of ${d.s('loan_term', termText(L.termMonths, rng))}, from a private lender of Buyer's choice. Commitment date: 21 days from acceptance.`,
      `<b>Closing.</b> Closing shall occur on ${d.s('estimated_closing_date', date(L.closingDate, 'long'))} at the offices of ${esc(f.title.name)}.`,
      `<b>Property.</b> The ${d.s('property_type', esc(typeWords(f, rng)))} commonly known as ${d.s('property_address', esc(addr(f.property.address, true)))}, PIN ${f.pin}.`,
      '<b>Inspection.</b> Seller to repair the rear porch per the City of Chicago porch guidelines or give a credit of $4,500 at closing.',
      '<b>Water certification.</b> Seller to obtain the full payment certificate and pay the final water bill.',
      '<b>Tenants.</b> Seller to deliver estoppel letters and security deposits with interest per the Chicago RLTO.',
      `<b>Purchase price.</b> Unchanged at ${f.property.purchasePrice ? money(f.property.purchasePrice) : 'the contract price'}; earnest money of ${money(Math.round((f.property.purchasePrice ?? L.amount) * 0.05 / 100) * 100)} held by the listing broker.`,
    ];
    const html = documentHtml({
      title: 'Attorney review', font: 'serif', fontSize: '10pt',
      pages: flow([
        `<div style="text-align:center"><div style="font:bold 14pt 'DejaVu Serif'">${esc(a.firm.toUpperCase())}</div><div class="small">Attorneys at Law · 120 N. LaSalle Street, Suite 2000, Chicago, Illinois 60602 · ${phone(a.phone)}</div></div><hr>`,
        `<p>${date(f.documentDate, 'long')}</p><p><b>VIA E-MAIL ONLY</b><br>Seller's attorney / listing agent</p><p><b>Re: ${esc(street(f.property.address))} — Attorney Review / Proposed Modifications</b><br>Buyer: ${buyer}<br>Seller: ${esc(f.seller.first)} ${esc(f.seller.last)}</p>`,
        '<p>Counsel: This office represents the Buyer. Pursuant to the attorney review paragraph of the contract, we approve the contract subject to the following modifications:</p>',
        { html: `<ol>${items.map((i) => `<li style="margin-bottom:5px">${i}</li>`).join('')}</ol>`, lines: 24 },
        `<p>If these are acceptable, please confirm by reply. Otherwise this letter is a disapproval of the contract.</p><p>Very truly yours,<br><br>${esc(a.name)}<br>${esc(a.email)}</p>`,
      ], { charsPerLine: 95, linesPerPage: 48 }),
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: d.truth() };
  },
};

const contract24: Family = {
  id: 'ac-residential-contract-2-4-unit',
  description: 'Multi-board style residential contract page: buyer/seller blanks, checkbox rows for property kind and financing, price vs mortgage amount.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = asPurchase(chicago(facts, rng), rng);
    const d = new Stated(f);
    const L = f.loan;
    const price = f.property.purchasePrice ?? Math.round(f.property.value * 0.97 / 1000) * 1000;
    const line = (n: number, text: string) => `<div class="cl"><span class="n">${n}</span>${text}</div>`;
    const buyer = f.entity ? `${d.s('entity_name', esc(f.entity.name))}, by ${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}, its ${d.s('authorized_signatory_title', esc(f.entity.signatoryTitle))}${d.s('authorized_signatory_name', '')}` : d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)).toUpperCase());
    const kind = { 'Single Family': 'Single Family Attached/Detached', '2-4 Unit': '2-4 Unit', 'Condo': 'Condo/Coop/Townhouse', 'Townhouse': 'Condo/Coop/Townhouse', 'Multifamily (5+)': '5+ Units', 'Mixed Use': 'Mixed Use', 'Retail': 'Commercial', 'Office': 'Commercial', 'Industrial': 'Commercial', 'Land': 'Vacant Land' }[f.property.type];
    if (f.property.type !== 'Retail' && f.property.type !== 'Office' && f.property.type !== 'Industrial' && f.property.type !== 'Condo' && f.property.type !== 'Townhouse') d.s('property_type', '');
    const body = `<div class="center"><b style="font-size:12pt">RESIDENTIAL REAL ESTATE CONTRACT</b><br><span class="small">Chicagoland multi-board form · 1-4 units and condominiums</span></div>
${line(1, `1. THE PARTIES: Buyer and Seller are hereinafter referred to as the “Parties.” Buyer Name(s) [please print]: <u>${buyer}</u>`)}
${line(2, `Seller Name(s) [please print]: <u>${esc(f.seller.first.toUpperCase())} ${esc(f.seller.last.toUpperCase())}</u>`)}
${line(3, `2. THE REAL ESTATE: Address: <u>${d.s('property_address', esc(street(f.property.address)))}</u> City: <u>${esc(f.property.address.city)}</u> State: <u>${f.property.address.state}</u> Zip: <u>${f.property.address.zip}</u>`)}
${line(4, `County: <u>${f.county}</u> Unit # (if applicable): <u>${esc(f.property.address.unit ?? '—')}</u> Permanent Index Number(s): <u>${f.pin}</u>`)}
${line(5, `Property Type: ${checkboxes(['Single Family Attached/Detached', 'Condo/Coop/Townhouse', '2-4 Unit', '5+ Units', 'Mixed Use', 'Commercial', 'Vacant Land'], kind)}`)}
${line(6, `3. PURCHASE PRICE: Purchase Price of <u>${money(price)}</u> shall be paid as follows: Initial earnest money of <u>${money(Math.round(price * 0.01 / 100) * 100)}</u>`)}
${line(7, `4. CLOSING: Closing shall be on <u>${d.s('estimated_closing_date', date(L.closingDate, 'us'))}</u> or at such time as mutually agreed by the Parties in writing.`)}
${line(8, `5. MORTGAGE CONTINGENCY: This Contract is contingent upon Buyer obtaining a firm written mortgage commitment for a ${checkboxes(['fixed', 'adjustable', 'interest-only private'], 'interest-only private')} loan`)}
${line(9, `in the amount of <u>${d.s('loan_amount', money(L.amount))}</u> or such lesser amount as Buyer elects, plus PMI if any, interest rate (initial rate if adjustable) not to exceed <u>${d.s('interest_rate', pct(L.rate))}</u>`)}
${line(10, `per annum, amortized over not less than <u>${d.s('loan_term', `${L.termMonths} months`)}</u> (interest only), payable monthly, loan fee not to exceed <u>${rng.pick(['2', '3', '2.5'])}%</u>.`)}
${line(11, '6. ATTORNEY REVIEW: Within five (5) Business Days after the Date of Acceptance, the attorneys for the respective Parties may propose modifications ...')}
${line(12, '7. PROFESSIONAL INSPECTIONS: Buyer may conduct at Buyer\'s expense (unless otherwise provided by governmental regulations) a home, radon, wood-destroying insect inspection...')}
${line(13, `Buyer's attorney: ${esc(f.attorney.name)}, ${esc(f.attorney.firm)} · Listing brokerage: Northside Homes Realty · Cooperating brokerage: ${esc(f.broker.name)}`)}
<div style="margin-top:20px;display:flex;gap:30px"><div class="sig">Buyer signature</div><div class="sig">Seller signature</div></div>
<p class="small">Date of Offer: ${date(f.documentDate, 'us')}</p>`;
    const html = documentHtml({
      title: 'Contract', font: 'condensed', fontSize: '8.6pt',
      css: '.cl{display:flex;gap:6px;margin:4px 0}.n{color:#888;width:18px;flex:none;text-align:right;font-size:7pt}u{text-decoration:none;border-bottom:1px solid #000;font-family:\'DejaVu Sans Mono\'}',
      pages: [body], page: { footerLeft: 'Residential Real Estate Contract — Page 1 of 13', pageNumbers: false },
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: d.truth() };
  },
};

const application: Family = {
  id: 'ac-lender-short-application',
  description: 'The lender\'s two-page business-purpose loan application, label above each boxed field, declarations with Yes/No boxes.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const fld = (label: string, value: string, w = 33) => `<td style="width:${w}%"><div class="lab">${label}</div><div class="val">${value || '&nbsp;'}</div></td>`;
    const row = (...cells: string[]) => `<table class="ap"><tr>${cells.join('')}</tr></table>`;
    const pw = purposeWords(f, rng);
    const p1 = `<div style="display:flex;justify-content:space-between"><b style="font-size:13pt">${esc(f.lender.name)}</b><span class="small">Business Purpose Loan Application · Loan # ${d.s('loan_number', f.loan.loanNumber)}</span></div><hr>
<div class="sec">Section 1 — Borrower</div>
${row(fld('Borrower type', f.entity ? `Entity (${f.entity.type})` : 'Individual'), fld('Entity legal name', f.entity ? d.s('entity_name', esc(entityFull(f))) : 'N/A', 67))}
${f.entity ? row(fld('State of formation', esc(f.entity.stateOfFormation)), fld('FEIN', f.entity.ein ? d.s('ein', `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}`) : 'applied for'), fld('Signer title', d.s('authorized_signatory_title', esc(f.entity.signatoryTitle)))) : ''}
${row(fld(f.entity ? 'Guarantor first name' : 'First name', d.s('borrower_first_name', esc(b.first))), fld('Middle', esc(b.middle ?? '')), fld('Last name', d.s('borrower_last_name', esc(b.last))))}
${row(fld('Date of birth', d.s('borrower_date_of_birth', date(b.dob, 'us'))), fld('SSN', `XXX-XX-${rng.int(1000, 9999)}`), fld('Credit score (self-reported)', d.s('credit_score', String(b.creditScore))))}
${row(fld('Mobile', d.s('borrower_phone', phone(b.phone))), fld('E-mail', d.s('borrower_email', esc(b.email)), 67))}
${f.coBorrower ? row(fld('Co-borrower', `${esc(f.coBorrower.first)} ${esc(f.coBorrower.last)}`, 67), fld('Co-borrower DOB', d.s('co_borrower_date_of_birth', date(f.coBorrower.dob, 'us')))) : ''}
<div class="sec">Section 2 — Property</div>
${row(fld('Street', d.s('property_address', esc(street(f.property.address))), 50), fld('City', esc(f.property.address.city), 20), fld('State', f.property.address.state, 10), fld('ZIP', f.property.address.zip, 20))}
${row(fld('Property type', d.s('property_type', esc(typeWords(f, rng)))), fld('Units', String(f.property.units ?? 1)), fld('Year built', String(f.property.yearBuilt ?? '')))}
${row(fld('Estimated value (as-is)', d.s('property_value', money(f.property.value))), fld('Purchase price', f.property.purchasePrice ? money(f.property.purchasePrice) : ''), fld('After-repair value', f.property.arv ? money(f.property.arv) : ''))}
<div class="sec">Section 3 — Loan Request</div>
${row(fld('Loan amount', d.s('loan_amount', money(L.amount))), fld('Loan type', d.s('loan_type', esc(loanWords(f, rng)))), fld('Purpose', pw ? d.s('loan_purpose', pw) : ''))}
${row(fld('Term requested', d.s('loan_term', `${L.termMonths} months`)), fld('Rate quoted', d.s('interest_rate', pct(L.rate))), fld('Desired closing', d.s('estimated_closing_date', date(L.closingDate, 'us'))))}
${row(fld('Exit strategy', L.exit ? d.s('exit_strategy', esc(exitWords(f, rng) ?? '')) : ''), fld('Referred by', esc(f.broker.name), 67))}`;
    const decl = ['Are there any outstanding judgments against you?', 'Have you been declared bankrupt in the past 7 years?', 'Is the property subject to a land trust?', 'Will any unit be occupied by you or a family member?', 'Are property taxes delinquent or sold?'];
    const p2 = `<div class="sec">Section 4 — Declarations</div><table class="grid">${decl.map((q) => `<tr><td>${q}</td><td style="width:22%">${checkboxes(['Yes', 'No'], 'No')}</td></tr>`).join('')}</table>
<div class="sec">Section 5 — Real estate owned</div><table class="grid"><tr><th>Address</th><th>Type</th><th>Value</th><th>Mortgage</th></tr><tr><td>${rng.int(2000, 4800)} N ${rng.pick(['Kostner', 'Keeler', 'Tripp', 'Kildare'])} Ave, Chicago, IL 60641</td><td>2-flat</td><td>${money(rng.int(38, 62) * 10000)}</td><td>${money(rng.int(12, 30) * 10000)}</td></tr></table>
<p class="small" style="margin-top:12px">The undersigned certifies the loan is for business purposes only and not for personal, family or household purposes.</p>
<div style="margin-top:24px"><span class="sig">${f.entity ? `${esc(f.entity.name)} by its ${esc(f.entity.signatoryTitle)}` : 'Applicant'}</span> &nbsp; Date: ${date(f.documentDate, 'us')}</div>`;
    const html = documentHtml({
      title: 'Application', font: 'sans', fontSize: '8.5pt',
      css: '.ap{width:100%;border-collapse:collapse;margin-top:-1px}.ap td{border:1px solid #555;padding:2px 5px 4px;vertical-align:top}.lab{font-size:6.5pt;color:#444}.val{font-size:9.5pt;font-family:\'DejaVu Sans Mono\'}.sec{font-weight:bold;background:#ddd;padding:2px 5px;margin:8px 0 0;border:1px solid #555}',
      pages: [p1, p2], page: { pageNumbers: true },
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: d.truth() };
  },
};

const appraisal1025: Family = {
  id: 'ac-appraisal-small-income-summary',
  description: 'Appraiser\'s small residential income property summary: subject, client (lender), comparable sales grid, rents, reconciled as-is value.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const ap = f.appraiser;
    const comps = [1, 2, 3].map((i) => ({ a: `${rng.int(1800, 3900)} ${rng.pick(['N', 'W'])} ${rng.pick(['Albany', 'Whipple', 'Richmond', 'Sacramento', 'Fairfield', 'Washtenaw'])} Ave`, p: Math.round(f.property.value * (0.88 + rng.next() * 0.24) / 1000) * 1000, dist: (0.1 * i + rng.next() * 0.3).toFixed(2) }));
    const owner = f.entity ? d.s('entity_name', esc(f.entity.name)) : d.s(['borrower_first_name', 'borrower_last_name'], `${esc(f.borrower.last)}, ${esc(f.borrower.first)}`);
    const rows: [string, string][] = [
      ['Property Address', d.s('property_address', esc(addr(f.property.address)))],
      ['Borrower', owner],
      ['Owner of Public Record', f.property.purchasePrice ? `${esc(f.seller.last)}, ${esc(f.seller.first)}` : owner],
      ['Assessor\'s Parcel #', f.pin],
      ['Neighborhood', esc(f.hood ?? f.property.address.city)],
      ['Property type / units', `${d.s('property_type', esc(typeWords(f, rng)))} · ${f.property.units ?? 1} unit(s) · built ${f.property.yearBuilt ?? 'n/a'}`],
      ['Lender/Client', `${esc(f.lender.name)}, ${esc(street(f.lender.address))}, Chicago, IL`],
      ['Assignment Type', f.property.purchasePrice ? `Purchase Transaction — contract price ${money(f.property.purchasePrice)}` : 'Refinance Transaction'],
    ];
    const html = documentHtml({
      title: 'Appraisal', font: 'condensed', fontSize: '8.5pt',
      pages: [`<div class="center"><b style="font-size:12pt">SMALL RESIDENTIAL INCOME PROPERTY APPRAISAL REPORT — SUMMARY</b><br><span class="small">${esc(ap.name)} · File No. ${rng.int(24000, 26999)}-${rng.int(10, 99)}</span></div>
<h3 style="font-size:9.5pt;margin:6px 0 2px">SUBJECT</h3>${kvTable(rows, { labelWidth: '28%' })}
<h3 style="font-size:9.5pt;margin:8px 0 2px">SALES COMPARISON APPROACH</h3>
<table class="grid"><tr><th>Feature</th><th>Subject</th><th>Comp 1</th><th>Comp 2</th><th>Comp 3</th></tr>
<tr><td>Address</td><td>${esc(street(f.property.address))}</td>${comps.map((c) => `<td>${c.a}</td>`).join('')}</tr>
<tr><td>Proximity</td><td></td>${comps.map((c) => `<td>${c.dist} mi</td>`).join('')}</tr>
<tr><td>Sale price</td><td>${f.property.purchasePrice ? money(f.property.purchasePrice) : '—'}</td>${comps.map((c) => `<td>${money(c.p)}</td>`).join('')}</tr>
<tr><td>Gross rent / mo</td><td>${money((f.property.units ?? 1) * rng.int(12, 17) * 100)}</td>${comps.map(() => `<td>${money(rng.int(24, 52) * 100)}</td>`).join('')}</tr></table>
<h3 style="font-size:9.5pt;margin:8px 0 2px">RECONCILIATION</h3>
<p>Indicated value by sales comparison ${money(Math.round(f.property.value * 1.01 / 1000) * 1000)}; by income approach ${money(Math.round(f.property.value * 0.97 / 1000) * 1000)}. Most weight to sales comparison.</p>
<p style="border:2px solid #000;padding:6px"><b>MY OPINION OF THE MARKET VALUE, AS IS, OF THE SUBJECT PROPERTY AS OF ${date(f.documentDate, 'us')} IS ${d.s('property_value', money(f.property.value))}</b></p>
${f.property.arv ? `<p>Subject-to completion per plans and specs: ${money(f.property.arv)} (hypothetical condition).</p>` : ''}
<p class="small">Appraiser: ${esc(ap.contact.first)} ${esc(ap.contact.last)}, Certified Residential Real Estate Appraiser, IL License 556.00${rng.int(1000, 9999)} · ${phone(ap.contact.phone)}</p>`],
      page: { footerLeft: 'Produced using appraisal software — summary page' },
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: d.truth() };
  },
};

const valueLetter: Family = {
  id: 'ac-appraiser-value-letter',
  description: 'Short restricted-use letter of value from the appraiser to the lender, value stated once in words and figures.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const ap = f.appraiser;
    const client = f.entity ? d.s('entity_name', esc(f.entity.name)) : d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)));
    const html = documentHtml({
      title: 'Letter of value', font: 'serif', fontSize: '10.5pt',
      pages: [`<div style="font:bold 14pt 'DejaVu Sans';color:#2f4f4f">${esc(ap.name)}</div><div class="small">${esc(street(ap.address))}, Chicago, IL ${ap.address.zip} · ${phone(ap.contact.phone)}</div><hr>
<p>${date(f.documentDate, 'long')}</p><p>${esc(f.lender.name)}<br>Attn: ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</p>
<p><b>Re: ${d.s('property_address', esc(addr(f.property.address)))}<br>Borrower/Applicant: ${client}</b></p>
<p>At your request I inspected the above ${d.s('property_type', esc(typeWords(f, rng)))} on ${date(f.documentDate, 'abbr')} (interior and exterior). This is a restricted appraisal report for the sole use of the client.</p>
<p>Based on the sales and listings reviewed, it is my opinion that the “as is” market value of the fee simple interest, as of the date of inspection, is:</p>
<p class="center" style="font-size:13pt"><b>${d.s('property_value', money(f.property.value))}</b></p>
${f.property.arv ? `<p>For information only, the prospective value upon completion of the proposed renovation is estimated at ${money(f.property.arv)}.</p>` : ''}
<p>The ${f.property.units && f.property.units > 1 ? `${f.property.units} units are` : 'property is'} in ${rng.pick(['average', 'fair', 'average-to-good'])} condition. No value is given to the ${rng.pick(['unpermitted basement unit', 'rear coach house', 'enclosed rear porch'])}.</p>
<p>Respectfully,</p><p><span class="scrawl">${esc(ap.contact.first)} ${esc(ap.contact.last)}</span><br>${esc(ap.contact.first)} ${esc(ap.contact.last)}, SRA</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: d.truth() };
  },
};

const operatingAgreement: Family = {
  id: 'ac-illinois-llc-operating-agreement',
  description: 'First and signature pages of an Illinois LLC operating agreement: members and percentages, manager designation (individual borrowers get a sole-prop DBA certificate instead).',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const b = f.borrower;
    if (f.entity && f.entity.type !== 'LLC') {
      const e = f.entity;
      const html = documentHtml({
        title: 'Incumbency', font: 'serif', fontSize: '10.5pt',
        pages: [`<div class="center"><b style="font-size:13pt">INCUMBENCY CERTIFICATE</b><br>${d.s('entity_name', esc(entityFull(f)))}<br><span class="small">${esc(entityKind(f))}</span></div>
<p style="margin-top:14px">The undersigned certifies to ${esc(f.lender.name)} and ${esc(f.title.name)} that the person named below holds the office set opposite his or her name, is duly authorized to sign loan documents for the above entity, and that the signature shown is genuine.</p>
<table class="grid"><tr><th>Name</th><th>Title</th><th>Specimen signature</th></tr><tr><td>${d.s(['borrower_first_name', 'borrower_last_name', 'authorized_signatory_name'], esc(fullName(f)))}</td><td>${d.s('authorized_signatory_title', esc(e.signatoryTitle))}</td><td><span class="scrawl">${esc(fullName(f))}</span></td></tr></table>
${e.ein ? `<p>Taxpayer ID: ${d.s('ein', `${e.ein.slice(0, 2)}-${e.ein.slice(2)}`)}</p>` : ''}
<p>Dated ${date(f.documentDate, 'long')}.</p><div class="sig">Secretary / attesting party</div>`],
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
    }
    if (!f.entity) {
      // Not an LLC borrower: an assumed-name (DBA) certificate filed with the Cook County Clerk.
      const dba = `${rng.pick(['North Branch', 'Cortland', 'Six Corners', 'Avondale'])} Property Services`;
      const html = documentHtml({
        title: 'Assumed name', font: 'serif', fontSize: '10.5pt',
        pages: [`<div class="center"><b>${f.county.toUpperCase()} COUNTY CLERK</b><br>CERTIFICATE OF OWNERSHIP OF BUSINESS<br><span class="small">(Assumed Business Name Act, 805 ILCS 405)</span></div><hr>
<p>Business name: <b>${esc(dba)}</b></p><p>Business address: ${esc(addr(f.lender.address))}</p>
<p>Owner(s): <b>${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)).toUpperCase())}</b>, residing at the business address.</p>
<p>Nature of business: property management and rehabilitation of residential rental buildings.</p><p>Filed ${date(f.documentDate, 'long')}. File No. D${rng.int(10000000, 99999999)}.</p>
<p style="margin-top:30px">Subscribed and sworn before me: <span class="sig">Notary Public</span></p>`],
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
    }
    const e = f.entity;
    const other = `${rng.pick(['Anna', 'Piotr', 'Luz', 'Ihor', 'Mary'])} ${rng.chance(0.5) ? b.last : rng.pick(['Nowicki', 'Ortega', 'Hlynka', 'Burke'])}`;
    const share = rng.pick([100, 60, 51, 75]);
    const members = share === 100 ? [[fullName(f), 100]] : [[fullName(f), share], [other, 100 - share]];
    const html = documentHtml({
      title: 'Operating agreement', font: 'serif', fontSize: '10pt',
      pages: [
        `<div class="center"><b style="font-size:13pt">OPERATING AGREEMENT<br>OF<br>${d.s('entity_name', esc(e.name).toUpperCase())}</b><br><span class="small">${esc(entityKind(f))}</span></div>
<p style="margin-top:14px">THIS OPERATING AGREEMENT is made effective ${date(f.documentDate, 'long')} by the Member(s) listed on Schedule A.</p>
<p><b>1. Formation.</b> The Company was organized under the Illinois Limited Liability Company Act (805 ILCS 180) by filing Articles of Organization with the Illinois Secretary of State.${e.ein ? ` Its federal employer identification number is ${d.s('ein', `${e.ein.slice(0, 2)}-${e.ein.slice(2)}`)}.` : ''}</p>
<p><b>2. Purpose.</b> To acquire, rehabilitate, own, lease and sell residential real estate in Cook County, Illinois and elsewhere.</p>
<p><b>3. Management.</b> The Company is ${e.signatoryTitle === 'Manager' ? 'manager-managed' : 'member-managed'}. ${d.s(['borrower_first_name', 'borrower_last_name', 'authorized_signatory_name'], esc(fullName(f)))} shall serve as ${d.s('authorized_signatory_title', esc(e.signatoryTitle))} and is authorized to sign notes, mortgages and assignments of rents on behalf of the Company without the joinder of any other Member.</p>
<p><b>4. Registered agent.</b> ${esc(f.attorney.firm)}, 120 N. LaSalle Street, Chicago, Illinois 60602.</p>
<p><b>5. Capital.</b> Initial contributions are set out on Schedule A.</p>
<h3 style="margin-top:16px;font-size:10.5pt">SCHEDULE A — MEMBERS</h3>
<table class="grid"><tr><th>Member</th><th>Contribution</th><th>Percentage Interest</th></tr>${members.map(([n, p]) => `<tr><td>${esc(String(n))}</td><td>${money(Number(p) * rng.int(200, 900))}</td><td>${p}%</td></tr>`).join('')}</table>
<p style="margin-top:24px">IN WITNESS WHEREOF the Members have executed this Agreement.</p>
${members.map(([n]) => `<div class="sig">${esc(String(n))}</div><br>`).join('')}`,
      ],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
  },
};

const trustCertification: Family = {
  id: 'ac-certification-of-trust',
  description: 'Certification of trust under 760 ILCS 3/1013 (trust borrowers) or a trustee\'s land-trust letter of direction naming the beneficiary; others get a beneficial-interest affidavit.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const b = f.borrower;
    const e = f.entity;
    let body: string;
    if (e && e.type === 'Trust') {
      body = `<div class="center"><b style="font-size:13pt">CERTIFICATION OF TRUST</b><br><span class="small">(760 ILCS 3/1013)</span></div>
<p style="margin-top:12px">The undersigned trustee certifies as follows:</p>
<ol><li>The trust known as ${d.s('entity_name', esc(entityFull(f)))} (the “Trust”) exists and has not been revoked, modified or amended in any way that would cause these representations to be incorrect.</li>
<li>The currently acting trustee is ${d.s(['borrower_first_name', 'borrower_last_name', 'authorized_signatory_name'], esc(fullName(f, true)))}, whose address is ${esc(addr(f.property.address))}.</li>
<li>The trustee has the power to borrow money and to mortgage trust property, including the real estate at ${d.s('property_address', esc(addr(f.property.address)))}.</li>
<li>The Trust is ${e.name.includes('Irrevocable') ? 'irrevocable' : 'revocable'} and the power to revoke is held by the settlor.</li>
${e.ein ? `<li>The Trust's taxpayer identification number is ${d.s('ein', `${e.ein.slice(0, 2)}-${e.ein.slice(2)}`)}.</li>` : ''}
<li>Title to trust assets is taken as: “${esc(fullName(f))}, as ${d.s('authorized_signatory_title', 'Trustee')} of the ${esc(e.name.replace(/^The /, ''))}”.</li></ol>
<p>Dated ${date(f.documentDate, 'long')}.</p><div class="sig">${esc(fullName(f))}, Trustee</div>`;
    } else {
      const who = e ? `${d.s('entity_name', esc(e.name))}, ${esc(entityKind(f))}, acting by ${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}, its ${d.s('authorized_signatory_title', esc(e.signatoryTitle))}${d.s('authorized_signatory_name', '')}` : d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)));
      body = `<div class="center"><b style="font-size:13pt">AFFIDAVIT OF SOLE BENEFICIARY — ILLINOIS LAND TRUST</b></div>
<p style="margin-top:12px">STATE OF ILLINOIS )<br>COUNTY OF ${f.county.toUpperCase()} ) SS.</p>
<p>The undersigned, ${who}, being first duly sworn on oath, states:</p>
<ol><li>Title to the real estate commonly known as ${d.s('property_address', esc(addr(f.property.address)))} (PIN ${f.pin}) is held by ${esc(f.title.name)}, not personally but as Trustee under Trust Agreement dated ${date(b.dob.replace(/^\d{4}/, String(Number(f.documentDate.slice(0, 4)) - rng.int(3, 12))), 'long')} and known as Trust No. ${rng.int(8000, 8009)}${rng.int(100000, 999999)}.</li>
<li>The affiant is the sole beneficiary and holder of the power of direction under said trust.</li>
<li>The affiant has directed the trustee to execute a mortgage in favor of ${esc(f.lender.name)} securing a loan of ${d.s('loan_amount', money(f.loan.amount))}.</li></ol>
<p>Subscribed and sworn to before me ${date(f.documentDate, 'long')}.</p><div class="sig">Affiant</div> <div class="sig">Notary Public</div>`;
    }
    const html = documentHtml({ title: 'Trust', font: 'serif', fontSize: '10.5pt', pages: [body] });
    return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
  },
};

const resolution: Family = {
  id: 'ac-entity-borrowing-resolution',
  description: 'Written consent / borrowing resolution of the entity authorizing the loan with the lender, signed by the authorized person.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const e = f.entity;
    if (!e) {
      const body = `<div class="center"><b style="font-size:12.5pt">BORROWER'S CERTIFICATION AND AUTHORIZATION</b></div>
<p style="margin-top:12px">The undersigned, ${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)))}, has applied to ${esc(f.lender.name)} for a business-purpose loan of ${d.s('loan_amount', money(L.amount, true))} secured by ${d.s('property_address', esc(addr(f.property.address, true)))}, at ${d.s('interest_rate', pct(L.rate))} for ${d.s('loan_term', `${L.termMonths} months`)}.</p>
<p>1. I certify that the property is and will remain non-owner-occupied investment property and that the loan proceeds will be used for business purposes only.</p>
<p>2. I authorize the Lender and its agents (including ${esc(f.appraiser.name)} and ${esc(f.title.name)}) to verify my credit, bank deposits, rent receipts, the Cook County tax status and the City water account for the property.</p>
<p>3. I understand that the Lender is not my broker; ${esc(f.broker.name)} represents me.</p>
<p style="margin-top:20px"><span class="sig">${esc(fullName(f))}</span> &nbsp; Date: ${date(f.documentDate, 'us')}</p>`;
      return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Certification', font: 'serif', fontSize: '10.5pt', pages: [body] }), truth: d.truth() };
    }
    const name = e.name;
    const kind = entityKind(f);
    const signer = d.s(['borrower_first_name', 'borrower_last_name', 'authorized_signatory_name'], esc(fullName(f)));
    const title = d.s('authorized_signatory_title', esc(e.signatoryTitle));
    d.s('entity_name', '');
    const body = `<div class="center"><b style="font-size:12.5pt">${e.type === 'Corporation' ? 'UNANIMOUS WRITTEN CONSENT OF THE BOARD OF DIRECTORS' : e.type === 'Trust' ? 'DIRECTION AND CONSENT OF TRUSTEE' : e.type === 'Partnership' ? 'CONSENT OF THE GENERAL PARTNER' : 'WRITTEN CONSENT OF THE MEMBERS'}<br>OF<br>${esc(name).toUpperCase()}</b><br><span class="small">${esc(kind)}</span></div>
<p style="margin-top:12px">The undersigned, being all of the ${e.type === 'Corporation' ? 'directors' : 'persons entitled to act'}, adopt the following resolutions effective ${date(f.documentDate, 'long')}:</p>
<p><b>RESOLVED,</b> that the Company borrow from ${esc(f.lender.name)} (“Lender”) the principal sum of ${d.s('loan_amount', money(L.amount, true))} (the “Loan”) for a term of ${d.s('loan_term', `${L.termMonths} months`)}, bearing interest at ${d.s('interest_rate', pct(L.rate))} per annum, secured by a first mortgage and assignment of rents on the real property commonly known as ${d.s('property_address', esc(addr(f.property.address, true)))};</p>
<p><b>FURTHER RESOLVED,</b> that ${signer}, as ${title}, is authorized to execute the note, mortgage, assignment of rents, environmental indemnity and all closing documents on behalf of the Company, and to pay the Lender's fees at closing;</p>
<p><b>FURTHER RESOLVED,</b> that any prior acts consistent with these resolutions are ratified.</p>
<p style="margin-top:20px">${esc(name)}</p><p>By: <span class="sig">${signer}, ${title}</span></p>
`;
    const html = documentHtml({ title: 'Resolution', font: 'serif', fontSize: '10.5pt', pages: [body] });
    return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
  },
};

export const thirdPartyFamilies: Family[] = [attorneyReview, contract24, application, appraisal1025, valueLetter, operatingAgreement, trustCertification, resolution];
