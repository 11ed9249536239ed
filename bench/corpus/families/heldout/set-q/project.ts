// The paper of a construction loan in progress and of its borrower: draw requests, inspection reports, change
// orders, the builder's resume, the owner-contractor agreement, an entitlement summary and the appraisal's
// value summary.
import { accent, checkboxes, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { Family } from '../../../types';
import {
  Stated, einText, addDays, anyDay, anyPhone, apn, borrowerName, day, entityKind, groundUp, lotLoan, lotSize, name, oneLine, phone,
  usd, num,
} from './kit';

const LINES = ['Site work / grading', 'Foundation', 'Framing', 'Roofing', 'Windows & doors', 'Plumbing rough', 'Electrical rough', 'HVAC', 'Insulation & drywall', 'Finishes', 'Landscaping'];

const drawRequest: Family = {
  id: 'q-draw-request',
  description: 'Borrower/GC construction draw request (G702-style) with line-item schedule of values and certification',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('loan_number', 'property_address', 'loan_amount');
    const drawNo = rng.int(2, 7);
    const done = LINES.slice(0, rng.int(4, 9));
    const perLine = Math.round(budget.hard / LINES.length / 100) * 100;
    const rows = LINES.map((line, i) => {
      const pctDone = i < done.length ? (i < done.length - 2 ? 100 : rng.pick([40, 50, 60, 75])) : 0;
      return `<tr><td>${i + 1}</td><td>${line}</td><td class="right">${usd(perLine)}</td><td class="right">${pctDone}%</td><td class="right">${usd(Math.round(perLine * pctDone / 100))}</td></tr>`;
    }).join('');
    const requested = Math.round(perLine * rng.int(15, 30) / 10 / 100) * 100;
    const who = f.entity ? `${esc(f.entity.name)}<br>By: ${esc(name(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : esc(name(f.borrower));
    s.add(...(f.entity ? (['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'] as const) : (['borrower_first_name', 'borrower_last_name'] as const)));
    const html = documentHtml({
      title: 'Draw Request',
      font: 'condensed',
      fontSize: '8.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><h2>CONSTRUCTION DRAW REQUEST</h2><div class="b">Draw #${drawNo}</div></div>
<p class="small">Submit to ${esc(f.lender.name)} draw desk — ${esc(f.lender.contact.email)}. Allow 3–5 business days for inspection.</p>
${kvTable([
        ['Loan Number', f.loan.loanNumber],
        ['Borrower', esc(borrowerName(f))],
        ['Project Address', esc(oneLine(f.property.address))],
        ['Total Loan Amount', usd(f.loan.amount)],
        ['Construction Holdback', usd(budget.hard + budget.contingency)],
        ['General Contractor', `${esc(name(f.seller))} Building Co. — Lic. #${rng.int(600000, 1099999)}`],
        ['Period Ending', day(f.documentDate, 'us')],
      ], { labelWidth: '26%' })}
<table class="grid" style="margin-top:8px;font-size:8pt"><tr><th>#</th><th>Line Item</th><th>Scheduled Value</th><th>% Complete</th><th>Earned to Date</th></tr>${rows}</table>
<p style="margin-top:8px"><b>Amount requested this draw: ${usd(requested)}</b> (less 10% retainage). Wire to borrower's operating account on file.</p>
<p class="small">The undersigned certifies that the work above is in place, that all subcontractors and suppliers have been paid from prior draws, and that conditional lien releases are attached.</p>
<div style="display:flex;gap:40px"><div>${who}<div class="sig">Borrower</div></div><div><div class="sig">${esc(name(f.seller))}, Contractor</div></div></div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth(f) };
  },
};

const inspection: Family = {
  id: 'q-site-inspection-report',
  description: "Third-party construction inspector's progress report for the lender's draw, with photos placeholders",
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('loan_number', 'property_address');
    const complete = rng.int(18, 88);
    const inspector = f.appraiser;
    const html = documentHtml({
      title: 'Inspection',
      font: 'sans',
      fontSize: '8.5pt',
      pages: [`${letterhead({ name: `${inspector.name.split(' ')[0]} Construction Inspections`, lines: [esc(oneLine(inspector.address)), anyPhone(rng, inspector.contact.phone)], color: accent(rng) })}
<h2>Draw Inspection Report</h2>
${kvTable([
        ['Client / Lender', esc(f.lender.name)],
        ['Lender Loan #', f.loan.loanNumber],
        ['Borrower', esc(borrowerName(f))],
        ['Site', esc(oneLine(f.property.address))],
        ['Inspection Date', anyDay(rng, f.documentDate)],
        ['Inspector', `${esc(name(inspector.contact))}`],
        ['Budget (hard)', usd(budget.hard)],
        ['Overall % Complete', `${complete}%`],
      ])}
<h3 style="margin:8px 0 4px">Observations</h3>
<p>${rng.pick(['Framing complete, roof sheathing on, windows delivered not installed.', 'Foundation poured and cured, under-slab plumbing inspected by city.', 'Drywall hung and taped, cabinets on site, exterior stucco brown coat complete.'])} Work appears consistent with plans. ${rng.pick(['No stored materials claimed.', 'Stored materials verified on site.', 'Permit card signed through last inspection.'])}</p>
<p>Recommended release: ${usd(Math.round(budget.hard * rng.int(8, 20) / 100 / 100) * 100)}.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:6px;margin-top:8px">${['Front elevation', 'Rear / yard', 'Interior', 'Permit card'].map((c) => `<div style="border:1px solid #999;height:90px;display:flex;align-items:flex-end;padding:4px" class="small">[photo] ${c}</div>`).join('')}</div>`],
    });
    if (f.entity) s.add('entity_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: s.truth(f) };
  },
};

const changeOrder: Family = {
  id: 'q-change-order-request',
  description: 'Change order request from the GC routed through the borrower to the lender for budget reallocation',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('loan_number', 'property_address');
    const amount = Math.round(budget.hard * rng.int(2, 6) / 100 / 50) * 50;
    if (f.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    const html = documentHtml({
      title: 'Change Order',
      font: 'sans',
      fontSize: '9pt',
      pages: [`<h2>CHANGE ORDER REQUEST No. ${rng.int(1, 6)}</h2>
<p>Project: ${esc(oneLine(f.property.address))}<br>Lender: ${esc(f.lender.name)} — Loan ${f.loan.loanNumber}<br>Owner: ${esc(borrowerName(f))}<br>Contractor: ${esc(name(f.seller))} Construction</p>
<table class="grid"><tr><th>Description</th><th>Add / (Deduct)</th></tr>
<tr><td>${rng.pick(['Upgrade to engineered floor joists per revised structural', 'Fire sprinkler system required by fire marshal', 'Additional retaining wall at rear lot line', 'Solar PV system per Title 24'])}</td><td class="right">${usd(amount)}</td></tr>
<tr><td>Funded from contingency</td><td class="right">(${usd(amount)})</td></tr></table>
<p style="margin-top:8px">Net change to Loan: $0. Remaining contingency after this change: ${usd(budget.contingency - amount)}. Schedule impact: ${rng.int(0, 21)} days.</p>
<div style="display:flex;gap:30px">
<div>${f.entity ? `${esc(f.entity.name)}<div class="sig">By ${esc(name(f.borrower))}, ${esc(f.entity.signatoryTitle)}</div>` : `<div class="sig">${esc(name(f.borrower))}, Owner</div>`}</div>
<div><div class="sig">Contractor</div></div><div><div class="sig">Lender approval</div></div></div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth(f) };
  },
};

const builderResume: Family = {
  id: 'q-builder-resume',
  description: "Builder's resume / track record submitted with a construction loan request, subject project on top",
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f } = groundUp(facts, rng);
    const s = new Stated().add('property_address', 'loan_amount', 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone');
    const b = f.borrower;
    const company = f.entity ? f.entity.name : `${b.last} Homes (sole proprietor)`;
    if (f.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const projects = Array.from({ length: rng.int(4, 7) }, () => {
      const year = Number(f.documentDate.slice(0, 4)) - rng.int(1, 8);
      return `<tr><td>${rng.int(100, 9999)} ${rng.pick(['Vista', 'Alder', 'Madrone', 'Sequoia', 'Canyon', 'Ocotillo', 'Cascade'])} ${rng.pick(['Ln', 'Ct', 'Way', 'Dr'])}, ${rng.pick(['Bend', 'Tigard', 'Gilbert', 'Roseville', 'Elk Grove', 'Bothell', 'Mesa'])}</td><td>${rng.pick(['SFR', 'Duplex', 'SFR + ADU', 'Townhomes (3)'])}</td><td>${num(rng.int(14, 42) * 100)}</td><td>${year}</td><td class="right">${usd(rng.int(45, 190) * 10000)}</td><td>${rng.pick(['Sold', 'Sold', 'Held / rented', 'Sold (pre-sale)'])}</td></tr>`;
    }).join('');
    const html = documentHtml({
      title: 'Builder Resume',
      font: 'sans',
      fontSize: '9pt',
      pages: [`<div style="border-bottom:3px solid ${accent(rng)};margin-bottom:10px"><div style="font:bold 20pt 'DejaVu Sans'">${esc(company)}</div>
<div>${esc(name(b))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ', Owner / Builder'} · ${anyPhone(rng, b.phone)} · ${esc(b.email)}</div></div>
<p><b>Current request:</b> ${usd(f.loan.amount)} construction financing for ${esc(oneLine(f.property.address))} — ${esc(f.property.type.toLowerCase())}, ${num(f.property.squareFeet ?? 2400)} sf planned.</p>
<p><b>Licenses:</b> ${f.property.address.state} general contractor (B) #${rng.int(600000, 1099999)}; bonded and insured.</p>
<h3 style="margin:8px 0 4px">Completed Projects</h3><table class="grid"><tr><th>Address</th><th>Type</th><th>SF</th><th>Year</th><th>Sale / Value</th><th>Status</th></tr>${projects}</table>
<h3 style="margin:8px 0 4px">References</h3><p>${esc(f.lender.name)} (prior lender) · ${esc(name(f.broker.contact))}, ${esc(f.broker.name)} · ${esc(name(f.title.contact))}, ${esc(f.title.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth(f) };
  },
};

const gcContract: Family = {
  id: 'q-owner-contractor-agreement',
  description: 'Stipulated-sum owner–contractor agreement for the build (owner = borrower), contract sum as a decoy',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('property_address');
    const owner = f.entity ? `${esc(f.entity.name)}, ${entityKind(f)}` : esc(name(f.borrower, true));
    if (f.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    const gc = `${f.seller.last} Builders, Inc.`;
    const start = addDays(f.loan.closingDate, rng.int(3, 20));
    const arts: [string, string][] = [
      ['The Work', `Construction of a new ${esc(f.property.type.toLowerCase())} at ${esc(oneLine(f.property.address))} per plans by ${esc(name(f.appraiser.contact))}, Architect, and permit ${rng.pick(['BLD', 'RES', 'B'])}${rng.int(20, 26)}-${rng.int(1000, 9999)}.`],
      ['Commencement and Completion', `Work shall commence on or about ${day(start, 'long')} and reach substantial completion within ${rng.pick([240, 270, 300, 330])} calendar days.`],
      ['Contract Sum', `${usd(budget.hard)}, subject to additions and deductions by Change Order.`],
      ['Progress Payments', `Monthly, on Owner's construction lender (${esc(f.lender.name)}) draw schedule, less 10% retainage.`],
      ['Lender Rights', 'Contractor consents to assignment of this Agreement to the construction lender and will continue performance for the lender on Owner default.'],
      ['Insurance', `Contractor: general liability ${usd(1000000)} per occurrence. Owner: builder's risk.`],
    ];
    const html = documentHtml({
      title: 'Agreement',
      font: 'serif',
      fontSize: '9.5pt',
      page: { footerLeft: 'Owner–Contractor Agreement (Stipulated Sum)', pageNumbers: true },
      pages: [`<h2 class="center">STANDARD FORM OF AGREEMENT BETWEEN OWNER AND CONTRACTOR</h2><p class="center small">(Stipulated Sum — Residential)</p>
<p>AGREEMENT made as of ${day(f.documentDate, 'long')}, between the Owner: ${owner}, and the Contractor: ${esc(gc)}, ${esc(f.property.address.stateName)} license #${rng.int(600000, 1099999)}.</p>
${arts.map(([k, v], i) => `<p><b>ARTICLE ${i + 1} — ${k.toUpperCase()}.</b> ${v}</p>`).join('')}
<div style="display:flex;gap:40px;margin-top:10px"><div><b>OWNER</b><br>${f.entity ? `${esc(f.entity.name)}<div class="sig">By: ${esc(name(f.borrower))}, ${esc(f.entity.signatoryTitle)}</div>` : `<div class="sig">${esc(name(f.borrower))}</div>`}</div>
<div><b>CONTRACTOR</b><br>${esc(gc)}<div class="sig">By: ${esc(name(f.seller))}, President</div></div></div>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: s.truth(f) };
  },
};

const entitlement: Family = {
  id: 'q-entitlement-summary',
  description: "Broker's entitlement status summary for a lot loan: zoning, approvals, permits, utilities, loan ask",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = lotLoan(facts, rng);
    const s = new Stated().add('property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type');
    const steps = ['Tentative parcel map', 'Design review', 'Grading permit', 'Building permit', 'Utility will-serve letters'];
    const html = documentHtml({
      title: 'Entitlement Summary',
      font: 'sans',
      fontSize: '9pt',
      pages: [`${letterhead({ name: f.broker.name, lines: [esc(oneLine(f.broker.address)), `${esc(name(f.broker.contact))} · ${anyPhone(rng, f.broker.contact.phone)}`], color: accent(rng) })}
<h2>Entitlement Summary — Land Loan Request</h2>
${kvTable([
        ['Site', esc(oneLine(f.property.address))],
        ['APN', apn(rng)],
        ['Lot Size', lotSize(rng)],
        ['Property Type', 'Land'],
        ['Current Zoning', `${rng.pick(['R-1', 'RS-7', 'R1-6', 'RM-2', 'SR-3'])} (${rng.pick(['single-family', 'low-density multifamily', 'suburban residential'])})`],
        ['Planned Use', rng.pick(['2 SFR + 2 ADU', 'one SFR', '4-plex', 'three townhomes (SB 9 lot split)'])],
        ['Owner of Record', rng.chance(0.5) ? `${esc(name(f.seller))} (seller)` : esc(borrowerName(f))],
        ['Buyer / Borrower', esc(borrowerName(f))],
        ['Contract Price', usd(f.property.purchasePrice ?? 0)],
        ['Broker Opinion of Value (as-is)', usd(f.property.value)],
        ['Loan Type Requested', 'Land (lot) loan'],
        ['Loan Request', usd(f.loan.amount)],
      ])}
<h3 style="margin:8px 0 4px">Approvals</h3><table class="grid"><tr><th>Item</th><th>Status</th><th>Date / Notes</th></tr>
${steps.map((st) => `<tr><td>${st}</td><td>${rng.pick(['Approved', 'Submitted', 'Not started', 'In plan check'])}</td><td>${anyDay(rng, addDays(f.documentDate, -rng.int(10, 300)))}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:8px">Source: city planning portal and seller's consultant. Not verified by ${esc(f.lender.name)}.</p>`],
    });
    if (f.entity) s.add('entity_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: s.truth(f) };
  },
};

const appraisalSummary: Family = {
  id: 'q-appraisal-value-summary',
  description: 'Appraisal summary page for a proposed construction: as-is land value, prospective as-complete value, comps',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('property_address', 'property_value', 'property_type', 'loan_number');
    const comps = Array.from({ length: 3 }, (_, i) => `<tr><td>Comp ${i + 1}</td><td>${rng.int(100, 9999)} ${rng.pick(['Alder', 'Birch', 'Cypress', 'Manzanita', 'Palo Verde'])} ${rng.pick(['St', 'Ave', 'Ct'])}</td><td class="right">${usd(Math.round(budget.completed * (0.9 + rng.next() * 0.2) / 1000) * 1000)}</td><td>${anyDay(rng, addDays(f.documentDate, -rng.int(20, 200)))}</td></tr>`).join('');
    const html = documentHtml({
      title: 'Appraisal Summary',
      font: 'serif',
      fontSize: '9pt',
      pages: [`${letterhead({ name: f.appraiser.name, lines: [esc(oneLine(f.appraiser.address)), `${esc(name(f.appraiser.contact))}, Certified General Appraiser`], color: accent(rng) })}
<h2>SUMMARY OF SALIENT FACTS AND CONCLUSIONS</h2>
${kvTable([
        ['Subject', esc(oneLine(f.property.address))],
        ['Intended User', `${esc(f.lender.name)} (loan ref. ${f.loan.loanNumber})`],
        ['Property Type', `${esc(f.property.type)} — proposed new construction`],
        ['Effective Date (as-is)', day(f.documentDate, 'long')],
        ['As-Is Market Value (land)', `<b>${usd(f.property.value)}</b>`],
        ['Prospective Value Upon Completion', usd(budget.completed)],
        ['Cost Approach (replacement cost new)', usd(budget.hard + budget.soft)],
        ['Exposure Time', `${rng.int(3, 6)} months`],
      ])}
<h3 style="margin:8px 0 4px">Comparable Sales (as-complete)</h3><table class="grid"><tr><th></th><th>Address</th><th>Price</th><th>Date</th></tr>${comps}</table>
<p class="small" style="margin-top:8px">Extraordinary assumption: the improvements are completed per plans and specifications provided by the client. The as-complete value is prospective and not a current value.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: s.truth(f) };
  },
};

const application: Family = {
  id: 'q-investor-property-application',
  description: "Community bank's investment-property loan application: checkbox rows, borrower and co-borrower sections",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = rng.chance(0.5) ? facts : groundUp(facts, rng).f;
    const s = new Stated().add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_purpose', 'loan_term');
    const b = f.borrower;
    const co = f.coBorrower;
    if (co) s.add('co_borrower_date_of_birth');
    if (f.entity) s.add('entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title');
    const purposeBox = f.loan.purpose === 'Cash Out Refinance' ? 'Cash-Out Refinance' : f.loan.purpose;
    const html = documentHtml({
      title: 'Application',
      font: 'sans',
      fontSize: '8.5pt',
      css: '.k{background:#f4f4f4;font-size:7.5pt;text-transform:uppercase}',
      pages: [`<div class="center"><b style="font-size:13pt">${esc(f.lender.name.split(' ')[0] ?? '')} Community Bank</b><br>Commercial &amp; Investment Property Loan Application</div>
<h3 style="margin:8px 0 4px">Section 1 — Loan Request</h3>
<p>Purpose: ${checkboxes(['Purchase', 'Refinance', 'Cash-Out Refinance', 'Construction'], purposeBox)}</p>
${kvTable([['Amount Requested', usd(f.loan.amount)], ['Term Requested', `${f.loan.termMonths} months`], ['Subject Property', esc(oneLine(f.property.address))], ['Property Type', checkboxes([...new Set(['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use', f.property.type])], f.property.type)], ['Estimated Value', usd(f.property.value)]])}
${f.entity ? `<h3 style="margin:8px 0 4px">Section 2 — Borrowing Entity</h3>${kvTable([['Legal Name', esc(f.entity.name)], ['Entity Type / State', `${f.entity.type} / ${esc(f.entity.stateOfFormation)}`], ['Tax ID', f.entity.ein ? `${einText(f.entity.ein)}` : 'n/a (grantor trust)'], ['Applicant Title', esc(f.entity.signatoryTitle)]])}` : ''}
<h3 style="margin:8px 0 4px">Section ${f.entity ? 3 : 2} — ${f.entity ? 'Principal / Guarantor' : 'Applicant'}</h3>
${kvTable([['Name', esc(name(b, true))], ['Date of Birth', day(b.dob, 'us')], ['Home Phone', phone(b.phone)], ['E-mail', esc(b.email)], ['Credit score (self-reported)', String(b.creditScore)]])}
${co ? `<h3 style="margin:8px 0 4px">Co-Applicant</h3>${kvTable([['Name', esc(name(co))], ['Date of Birth', day(co.dob, 'us')]])}` : ''}
<p class="small" style="margin-top:8px">Referred by: ${esc(name(f.broker.contact))}, ${esc(f.broker.name)}, ${phone(f.broker.contact.phone, 1)}. I authorize the Bank to obtain credit reports.</p>
<div class="sig">Applicant signature / date</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth(f) };
  },
};

const pfs: Family = {
  id: 'q-personal-financial-statement',
  description: "Bank personal financial statement of the guarantor with real estate owned schedule (subject listed)",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = facts;
    const s = new Stated().add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_date_of_birth', 'borrower_email');
    const b = f.borrower;
    const cash = rng.int(8, 90) * 5000;
    const reo = Array.from({ length: rng.int(2, 4) }, () => {
      const v = rng.int(30, 160) * 5000;
      return `<tr><td>${rng.int(100, 9999)} ${rng.pick(['Fir', 'Oak', 'Bay', 'Saguaro', 'Marina'])} ${rng.pick(['St', 'Ave', 'Dr'])}</td><td class="right">${usd(v)}</td><td class="right">${usd(Math.round(v * rng.int(30, 70) / 100 / 1000) * 1000)}</td></tr>`;
    }).join('');
    const html = documentHtml({
      title: 'PFS',
      font: 'sans',
      fontSize: '8.5pt',
      pages: [`<h2 class="center">PERSONAL FINANCIAL STATEMENT</h2><p class="center small">As of ${day(f.documentDate, 'long')} · Submitted to ${esc(f.lender.name)}</p>
${kvTable([['Name', esc(lastFirstLower(b))], ['Date of Birth', day(b.dob, 'short')], ['Cell', phone(b.phone, 2)], ['E-mail', esc(b.email)], ['Residence', `${rng.int(100, 9999)} ${rng.pick(['Lakeshore', 'Vineyard', 'Ridgecrest'])} ${rng.pick(['Dr', 'Ln'])}, ${esc(f.property.address.city)}`], ['Employer', f.entity ? `${esc(f.entity.name)} (${esc(f.entity.signatoryTitle)})` : 'Self-employed — residential builder']])}
<table class="grid" style="margin-top:8px"><tr><th>Assets</th><th class="right">$</th><th>Liabilities</th><th class="right">$</th></tr>
<tr><td>Cash on hand and in banks</td><td class="right">${usd(cash)}</td><td>Notes payable to banks</td><td class="right">${usd(rng.int(0, 40) * 5000)}</td></tr>
<tr><td>Retirement accounts</td><td class="right">${usd(rng.int(5, 80) * 5000)}</td><td>Mortgages on real estate</td><td class="right">see schedule</td></tr>
<tr><td>Real estate (schedule A)</td><td class="right">see schedule</td><td>Credit cards</td><td class="right">${usd(rng.int(0, 30) * 500)}</td></tr></table>
<h3 style="margin:8px 0 4px">Schedule A — Real Estate Owned</h3><table class="grid"><tr><th>Property</th><th>Market Value</th><th>Loan Balance</th></tr>${reo}</table>
<p class="small" style="margin-top:8px">Contingent liabilities: guarantor on ${rng.int(1, 4)} construction loan(s).</p><div class="sig">Signature</div>`],
    });
    if (f.entity) s.add('entity_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth(f) };
  },
};

function lastFirstLower(p: { first: string; last: string; middle?: string }): string {
  return `${p.last}, ${p.first}${p.middle ? ` ${p.middle}` : ''}`;
}

const engagement: Family = {
  id: 'q-appraisal-engagement-letter',
  description: "Lender's appraisal engagement letter to the appraiser: as-is and as-complete values requested, borrower contact for access",
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f } = groundUp(facts, rng);
    const s = new Stated().add('loan_number', 'property_address', 'property_type', 'loan_type', 'borrower_first_name', 'borrower_last_name', 'borrower_phone');
    const b = f.borrower;
    if (f.entity) s.add('entity_name');
    const fee = rng.pick([850, 1100, 1450, 1800, 2500]);
    const html = documentHtml({
      title: 'Engagement',
      font: 'serif',
      fontSize: '9.5pt',
      pages: [`${letterhead({ name: f.lender.name, lines: [esc(oneLine(f.lender.address)), 'Appraisal Management'], color: accent(rng) })}
<p>${day(f.documentDate, 'long')}</p><p>${esc(name(f.appraiser.contact))}<br>${esc(f.appraiser.name)}<br>${esc(oneLine(f.appraiser.address))}</p>
<p><b>Re: Engagement — Loan ${f.loan.loanNumber}</b></p>
${kvTable([
        ['Subject Property', esc(oneLine(f.property.address))],
        ['Property Type', `${esc(f.property.type)} (proposed)`],
        ['Loan Type', 'Construction'],
        ['Borrower', esc(borrowerName(f))],
        ['Access Contact', `${esc(name(b))}, ${anyPhone(rng, b.phone)}`],
        ['Values Requested', 'As-is (land), prospective as-complete, prospective as-stabilized if rental'],
        ['Fee', `${usd(fee)}, invoiced to Lender`],
        ['Due', day(addDays(f.documentDate, rng.int(10, 21)), 'long')],
      ])}
<p style="margin-top:8px">Please include the plans, specifications and the GC's cost breakdown (attached) in your analysis, and do not discuss value conclusions with the borrower or the broker (${esc(f.broker.name)}). The report must comply with USPAP and FIRREA and be addressed to ${esc(f.lender.name)}.</p>
<p>Sincerely,</p><p>${esc(name(f.lender.contact))}<br>Appraisal Desk</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: s.truth(f) };
  },
};

export const projectFamilies: Family[] = [engagement, drawRequest, inspection, changeOrder, builderResume, gcContract, entitlement, appraisalSummary, application, pfs];
