// Papers third parties send into a loan file: title and escrow, appraisers and BPO agents, insurers, flood vendors,
// HOAs, county treasurers, CPAs, the Secretary of State, closing attorneys, property managers and contractors.
import { accent, checkboxes, documentHtml, kvTable, letterhead } from '../../../style';
import type { Family } from '../../../types';
import {
  Stated, addr, anyDate, anyMoney, borrowerName, date, ein, fullName, money, pct, phone,
  propertyKind, street, term,
} from './kit';

const WORD_TYPE: Record<string, string> = { LLC: 'limited liability company', Corporation: 'corporation', Partnership: 'limited partnership', Trust: 'trust' };

export const thirdPartyFamilies: Family[] = [
  {
    id: 'title-commitment-schedule-a',
    description: 'A title insurer’s commitment, Schedule A: proposed insured lender, proposed policy amounts, vestee and land.',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      // Purchase and Sale Agreement (nearest): the title commitment describes the transaction being closed.
      const st = new Stated(f);
      const owner = f.property.purchasePrice;
      const html = documentHtml({
        title: 'Commitment for Title Insurance', font: 'serif', fontSize: '9.5pt',
        pages: [`${letterhead({ name: f.title.name, color: accent(rng), align: 'center', lines: ['Agent for First Continental Title Insurance Company', `${f.title.address.city}, ${f.title.address.state} · ${phone(f.title.contact.phone)}`] })}
<h3 class="center">COMMITMENT FOR TITLE INSURANCE — SCHEDULE A</h3>
${kvTable([
  ['File No.', `T-${rng.int(100000, 999999)}`], ['Commitment Date', anyDate(rng, f.documentDate)],
  ['Policy to be issued', `ALTA Loan Policy (2021) — Proposed Amount ${st.put('loan_amount', money(f.loan.amount))}${owner ? `<br>ALTA Owner's Policy — Proposed Amount ${money(owner)}` : ''}`],
  ['Proposed Insured (Loan)', `${f.lender.name}, its successors and/or assigns`],
  ['Proposed Borrower / Vestee', st.put('entity_name', borrowerName(f))],
  ['Lender Loan No.', st.put('loan_number', f.loan.loanNumber)],
  ['Property Address', st.put('property_address', addr(f.property.address, rng))],
  ['Title vested in', owner ? fullName(f.seller) : borrowerName(f)],
  ['Estimated settlement', st.put('estimated_closing_date', date(f.loan.closingDate, 'us'))],
])}
<p class="small" style="margin-top:10px">The land is described in Exhibit A attached. This commitment is not valid without Schedules B-I and B-II. Escrow officer: ${fullName(f.title.contact)} (${f.title.contact.email}).</p>`],
      });
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: st.truth() };
    },
  },
  {
    id: 'appraisal-summary-grid',
    description: 'An appraiser’s summary page: subject/client grid, sales-comparison results, reconciled as-is value and ARV.',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const st = new Stated(f);
      const p = f.property;
      const comps = Array.from({ length: 3 }, (_, i) => `<tr><td>Comp ${i + 1}</td><td>${rng.int(100, 9999)} ${rng.pick(['Maple', 'Birch', 'Grove', 'Hill'])} ${rng.pick(['St', 'Ave', 'Ln'])}</td><td class="right">${money(Math.round(p.value * (0.9 + rng.next() * 0.2) / 1000) * 1000)}</td><td>${rng.int(1, 11)} mo ago</td></tr>`).join('');
      const html = documentHtml({
        title: 'Appraisal Summary', font: 'sans', fontSize: '9pt',
        pages: [`${letterhead({ name: f.appraiser.name, color: accent(rng), lines: [`Certified Residential & General Appraisers · ${f.appraiser.contact.email}`] })}
<h3>SUMMARY APPRAISAL REPORT</h3>
<table class="grid"><tr><th>Subject</th><td colspan="3">${st.put('property_address', addr(p.address, rng))}</td></tr>
<tr><th>Borrower</th><td>${st.put('entity_name', borrowerName(f))}</td><th>Client / Lender</th><td>${f.lender.name}</td></tr>
<tr><th>Property type</th><td>${st.put('property_type', propertyKind(f, rng))}</td><th>Year built / GLA</th><td>${p.yearBuilt ?? '—'} / ${p.squareFeet ? `${p.squareFeet.toLocaleString('en-US')} sf` : '—'}</td></tr>
<tr><th>Loan #</th><td>${st.put('loan_number', f.loan.loanNumber)}</td><th>Effective date</th><td>${anyDate(rng, f.documentDate)}</td></tr></table>
<h4 style="margin-top:10px">Sales Comparison Approach</h4><table class="grid"><tr><th></th><th>Address</th><th>Adj. sale price</th><th>Sold</th></tr>${comps}</table>
<h4 style="margin-top:10px">Reconciliation</h4>
<p>Opinion of market value, as is: <b>${st.put('property_value', money(p.value))}</b>${p.arv ? `<br>Prospective value upon completion (ARV): ${money(p.arv)}` : ''}${p.purchasePrice ? `<br>Contract price: ${money(p.purchasePrice)}` : ''}</p>
<p class="small">Appraiser: ${fullName(f.appraiser.contact)}, Certified Appraiser. I have no present or prospective interest in the property.</p>`],
      });
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: st.truth() };
    },
  },
  {
    id: 'bpo-agent-valuation',
    description: 'A real estate agent’s broker price opinion in prose and a small range table; as-is vs repaired values.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Appraisal Report (nearest): a BPO is a valuation, not an appraisal.
      const st = new Stated(f);
      const p = f.property;
      const html = documentHtml({
        title: 'Broker Price Opinion', font: 'serif', fontSize: '10pt',
        pages: [`<h2>Broker Price Opinion</h2><p class="muted">Prepared ${date(f.documentDate, 'long')} by ${rng.pick(['Karen Lutz', 'Devon Price', 'Amir Haddad'])}, REALTOR®, for ${f.lender.name}</p>
<p>Subject: ${st.put('property_address', addr(p.address, rng))}. Owner/borrower of record per order: ${st.put('entity_name', borrowerName(f))}.</p>
<p>The subject is a ${st.put('property_type', propertyKind(f, rng)).toLowerCase()}${p.yearBuilt ? ` built in ${p.yearBuilt}` : ''}. Exterior inspection only; condition appears ${rng.pick(['average', 'fair, dated interior likely', 'below average'])}.</p>
<table class="grid" style="width:70%"><tr><th></th><th>Low</th><th>Most likely</th><th>High</th></tr>
<tr><td>As is</td><td>${money(Math.round(p.value * 0.95 / 1000) * 1000 + 500)}</td><td><b>${st.put('property_value', money(p.value))}</b></td><td>${money(Math.round(p.value * 1.05 / 1000) * 1000 + 500)}</td></tr>
${p.arv ? `<tr><td>As repaired</td><td colspan="3">${money(p.arv)}</td></tr>` : ''}</table>
<p style="margin-top:8px">Recommended list price: ${money(Math.round(p.value * 1.02 / 1000) * 1000 + 900)}. Typical marketing time 30–60 days.</p>`],
      });
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: st.truth() };
    },
  },
  {
    id: 'insurance-evidence-binder',
    description: 'An insurance agency’s evidence of property insurance: named insured, mortgagee clause with loan number, limits.',
    formats: ['pdf_text', 'image'],
    make(f, rng) {
      // Appraisal Report (nearest): a third-party report on the collateral; none of the eight types fits well.
      const st = new Stated(f);
      const cov = Math.round(f.property.value * (0.6 + rng.next() * 0.3) / 1000) * 1000;
      const html = documentHtml({
        title: 'Evidence of Property Insurance', font: 'condensed', fontSize: '8.5pt',
        pages: [`<div style="border:2px solid #000;padding:6px"><b style="font-size:12pt">EVIDENCE OF COMMERCIAL/RESIDENTIAL PROPERTY INSURANCE</b><span style="float:right">DATE ${date(f.documentDate, 'us')}</span></div>
<table class="grid"><tr><td style="width:50%"><div class="small">AGENCY</div>${rng.pick(['Brightline Insurance Agency', 'Cornerstone Risk Partners', 'Heritage Coverage Group'])}</td><td><div class="small">COMPANY</div>${rng.pick(['Atlas Mutual Fire', 'Great Plains Casualty', 'Liberty Harbor Insurance Co.'])}</td></tr>
<tr><td><div class="small">NAMED INSURED AND ADDRESS</div>${st.put('entity_name', borrowerName(f))}</td><td><div class="small">POLICY NUMBER</div>HO-${rng.int(1000000, 9999999)} · ${date(f.documentDate, 'us')} to ${date(`${Number(f.documentDate.slice(0, 4)) + 1}${f.documentDate.slice(4).replace('-02-29', '-02-28')}`, 'us')}</td></tr>
<tr><td colspan="2"><div class="small">LOCATION / DESCRIPTION OF PROPERTY</div>${st.put('property_address', addr(f.property.address, rng))} — ${st.put('property_type', propertyKind(f, rng))}</td></tr>
<tr><td><div class="small">COVERAGE</div>Dwelling / Building: ${money(cov)}<br>Loss of rents: 12 months<br>Deductible: ${money(rng.pick([1000, 2500, 5000]))}</td><td><div class="small">MORTGAGEE / LOSS PAYEE</div>${f.lender.name}, ISAOA/ATIMA<br>${f.lender.address.street}, ${f.lender.address.city}, ${f.lender.address.state}<br>Loan # ${st.put('loan_number', f.loan.loanNumber)}</td></tr></table>
<p class="small" style="margin-top:6px">This evidence does not amend, extend or alter the coverage afforded by the policy.</p>`],
      });
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: st.truth() };
    },
  },
  {
    id: 'flood-zone-determination',
    description: 'A standard flood hazard determination form: lender/borrower boxes, NFIP community and zone, checkbox answers.',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      // Appraisal Report (nearest): a property hazard determination.
      const st = new Stated(f);
      const zone = rng.pick(['X', 'X (shaded)', 'AE', 'A']);
      const html = documentHtml({
        title: 'Standard Flood Hazard Determination', font: 'sans', fontSize: '8.5pt',
        pages: [`<h3 class="center">STANDARD FLOOD HAZARD DETERMINATION FORM (SFHDF)</h3>
<table class="grid"><tr><td style="width:50%"><div class="small">1. LENDER NAME AND ADDRESS</div>${f.lender.name}<br>${f.lender.address.street}<br>${f.lender.address.city}, ${f.lender.address.state} ${f.lender.address.zip}</td>
<td><div class="small">2. COLLATERAL (Building/Mobile Home) PROPERTY INFORMATION</div>${st.put('property_address', addr(f.property.address, rng))}</td></tr>
<tr><td><div class="small">3. LENDER ID. NO. / LOAN NUMBER</div>${st.put('loan_number', f.loan.loanNumber)}</td><td><div class="small">4. AMOUNT OF FLOOD INSURANCE REQUIRED</div>${zone.startsWith('A') ? 'See lender' : 'N/A'}</td></tr>
<tr><td colspan="2"><div class="small">BORROWER</div>${st.put('entity_name', borrowerName(f)).toUpperCase()}</td></tr></table>
<p class="b" style="margin-top:8px">SECTION II</p><table class="grid"><tr><td>NFIP Community Name: ${f.property.address.city}, ${f.property.address.stateName}</td><td>Community No. ${rng.int(100000, 999999)}</td></tr>
<tr><td>NFIP Map Panel: ${rng.int(1000, 9999)}C</td><td>LOMA/LOMR: ${checkboxes(['Yes', 'No'], 'No')}</td></tr>
<tr><td>Flood Zone: <b>${zone}</b></td><td>Is building in Special Flood Hazard Area? ${checkboxes(['YES', 'NO'], zone.startsWith('A') ? 'YES' : 'NO')}</td></tr></table>
<p class="small" style="margin-top:6px">Determination date ${date(f.documentDate, 'us')}. Prepared by NationalFlood Data Services, cert #${rng.int(10000000, 99999999)}.</p>`],
      });
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: st.truth() };
    },
  },
  {
    id: 'hoa-dues-statement',
    description: 'A homeowners’ association management company’s account statement / estoppel for a unit owner.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Appraisal Report (nearest): a third-party statement about the collateral. The owner named is the borrower
      // only for a refinance; for a purchase the seller owns the unit, so then the borrower is the requesting buyer.
      const st = new Stated(f);
      const dues = rng.int(120, 680);
      const buying = f.loan.purpose === 'Purchase';
      const html = documentHtml({
        title: 'HOA Statement', font: 'sans', fontSize: '9.5pt',
        pages: [`${letterhead({ name: `${rng.pick(['Oak Terrace', 'Lakeside Commons', 'Riverbend Villas'])} Owners Association`, color: accent(rng), lines: [`managed by ${rng.pick(['Summit Association Management', 'Keystone Community Mgmt'])}`] })}
<h3>${buying ? 'ESTOPPEL CERTIFICATE / RESALE STATEMENT' : 'OWNER ACCOUNT STATEMENT'}</h3>
${kvTable([
  ['Unit / property', st.put('property_address', addr(f.property.address, rng))],
  [buying ? 'Current owner (seller)' : 'Owner of record', buying ? fullName(f.seller) : st.put('entity_name', borrowerName(f))],
  ...(buying ? [['Requested by (buyer)', st.put('entity_name', borrowerName(f))] as [string, string]] : []),
  ['Regular assessment', `${money(dues)} per month`], ['Balance due', money(0, 'cents')], ['Special assessments', rng.pick(['None', `Roof reserve ${money(rng.int(5, 30) * 100)} due ${date(f.documentDate, 'us')}`])],
  ['Statement date', anyDate(rng, f.documentDate)],
])}
<p class="small" style="margin-top:8px">Transfer fee payable at closing through ${f.title.name}. Questions: accounts@hoa-mgmt.example.</p>`],
      });
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: st.truth() };
    },
  },
  {
    id: 'county-tax-statement',
    description: 'A county treasurer’s property tax bill: parcel number, owner and mailing address, assessed values, installments.',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      // Appraisal Report (nearest). Assessed/taxable values are not the as-is value and stay out of the truth.
      const st = new Stated(f);
      const assessed = Math.round(f.property.value * (0.3 + rng.next() * 0.2) / 10) * 10 + 7;
      const tax = Math.round(assessed * 0.045 * 100) / 100;
      const owner = f.loan.purpose === 'Purchase' ? fullName(f.seller).toUpperCase() : st.put('entity_name', borrowerName(f)).toUpperCase();
      const html = documentHtml({
        title: 'Real Property Tax Statement', font: 'mono', fontSize: '8.5pt',
        pages: [`<h3 class="center">${f.property.address.city.toUpperCase()} COUNTY TREASURER<br>REAL PROPERTY TAX STATEMENT ${f.documentDate.slice(0, 4)}</h3>
<table class="grid"><tr><td>PARCEL NO.<br>${rng.int(10, 99)}-${rng.int(100, 999)}-${rng.int(1000, 9999)}</td><td>TAX DISTRICT<br>${rng.int(1, 60)}</td><td>BILL DATE<br>${date(f.documentDate, 'us')}</td></tr>
<tr><td colspan="2">OWNER / MAILING<br>${owner}</td><td>PROPERTY LOCATION<br>${st.put('property_address', `${street(f.property.address, false).toUpperCase()}, ${f.property.address.city.toUpperCase()} ${f.property.address.state} ${f.property.address.zip}`)}</td></tr>
<tr><td>ASSESSED LAND<br>${money(Math.round(assessed * 0.3))}</td><td>ASSESSED IMPR.<br>${money(assessed - Math.round(assessed * 0.3))}</td><td>TOTAL ASSESSED<br>${money(assessed)}</td></tr>
<tr><td>1ST HALF DUE<br>${money(tax / 2, 'cents')}</td><td>2ND HALF DUE<br>${money(tax / 2, 'cents')}</td><td>TOTAL TAX<br>${money(tax, 'cents')}</td></tr></table>
<p class="small">Pay online or at the Treasurer's office. Penalty of 10% applies after the due date.</p>`],
      });
      if (!f.entity && f.loan.purpose !== 'Purchase') st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: st.truth() };
    },
  },
  {
    id: 'cpa-entity-comfort-letter',
    description: 'A CPA’s letter confirming the borrowing entity’s existence, ownership, EIN and tax filings.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Entity Document. For an individual borrower the CPA confirms self-employment instead (still the nearest type).
      const st = new Stated(f);
      const b = f.borrower;
      const e = f.entity;
      const firm = rng.pick(['Hollis & Park CPAs', 'Meridian Tax Advisors, PC', 'Grant Whitley CPA PLLC']);
      const body = e
        ? `<p>We have prepared the federal income tax returns of <b>${st.put('entity_name', e.name)}</b>, a ${e.stateOfFormation} ${WORD_TYPE[e.type]} (EIN ${e.ein ? st.put('ein', ein(e.ein)) : 'not assigned'}), for the last two tax years. Our records show ${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)} as ${st.put('authorized_signatory_title', e.signatoryTitle)} holding ${rng.pick(['100%', '60%', '75%', '51%'])} of the interests.</p>`
        : `<p>We have prepared the personal income tax returns (Schedule C and E) of <b>${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)}</b> for the last two tax years. ${b.first} has been self-employed in real estate investment for at least ${rng.int(2, 12)} years.</p>`;
      if (e) st.mark('authorized_signatory_name');
      const html = documentHtml({
        title: 'CPA Letter', font: 'serif', fontSize: '10.5pt',
        pages: [`${letterhead({ name: firm, color: accent(rng), lines: ['Certified Public Accountants'] })}<p>${date(f.documentDate, 'long')}</p><p>${f.lender.name}<br>Attn: Underwriting</p>
<p>Re: ${fullName(b)}${e ? ` / ${e.name}` : ''}</p>${body}
<p>This letter is issued at our client's request; we have not audited or reviewed any financial statements and express no opinion on creditworthiness.</p>
<p>Very truly yours,<br><br>${rng.pick(['Paul Hollis', 'Renee Whitley', 'Sandeep Rao'])}, CPA</p>`],
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: st.truth() };
    },
  },
  {
    id: 'sos-good-standing-certificate',
    description: 'A Secretary of State certificate of good standing, seal and certificate number, scanned from the file.',
    formats: ['pdf_scanned'],
    make(f, rng) {
      // Entity Document. An individual borrower has no company: then the certificate in the file is the broker's
      // (lenders check a broker's standing when onboarding it), and it states nothing about the borrower.
      const st = new Stated(f);
      const e = f.entity;
      const name = e ? st.put('entity_name', e.name) : f.broker.name;
      const kind = e ? WORD_TYPE[e.type] : 'limited liability company';
      const html = documentHtml({
        title: 'Certificate of Good Standing', font: 'serif', fontSize: '12pt', page: { margin: '1in 1.1in' },
        pages: [`<div class="center"><div style="width:90px;height:90px;border:3px double #555;border-radius:50%;margin:0 auto;display:flex;align-items:center;justify-content:center;font-size:8pt">GREAT SEAL</div>
<h2 style="margin-top:14px">STATE OF ${(e?.stateOfFormation ?? f.property.address.stateName).toUpperCase()}</h2><h3>Office of the Secretary of State</h3><h3 style="margin-top:14px">CERTIFICATE OF GOOD STANDING</h3></div>
<p style="margin-top:24px;text-align:justify">I, the Secretary of State, do hereby certify that <b>${name.toUpperCase()}</b>, a ${kind}, was duly formed under the laws of this State on ${date(`${rng.int(2012, 2022)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'long')}, and is in good standing and has a legal existence as of the date of this certificate.</p>
<p>Certificate No. ${rng.int(1000000, 9999999)} &nbsp; Issued ${date(f.documentDate, 'long')}</p><p style="margin-top:30px;text-align:right"><i>Secretary of State</i></p>`],
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: st.truth() };
    },
  },
  {
    id: 'llc-borrowing-resolution',
    description: 'Resolutions of the members/managers authorizing the loan, naming who may sign, with the loan terms recited.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Entity Document. An individual borrower gets a spousal consent to encumber instead — same recitals.
      const st = new Stated(f);
      const e = f.entity;
      const b = f.borrower;
      const l = f.loan;
      const recital = `a loan from ${f.lender.name} in the principal amount of ${st.put('loan_amount', anyMoney(rng, l.amount))}, bearing interest at ${st.put('interest_rate', pct(l.rate))}, secured by ${st.put('property_address', addr(f.property.address, rng))}`;
      const body = e
        ? `<h3 class="center">WRITTEN CONSENT OF THE ${e.type === 'Corporation' ? 'BOARD OF DIRECTORS' : e.type === 'Trust' ? 'TRUSTEE(S)' : 'MEMBERS'} OF<br>${st.put('entity_name', e.name).toUpperCase()}</h3>
<p>The undersigned, being all of the ${e.type === 'Corporation' ? 'directors' : e.type === 'Trust' ? 'trustees' : 'members'} of ${e.name}${e.ein ? ` (EIN ${st.put('ein', ein(e.ein))})` : ''}, hereby consent to and adopt the following resolutions:</p>
<p>RESOLVED, that the Company is authorized to obtain ${recital};</p>
<p>RESOLVED FURTHER, that ${st.put('authorized_signatory_name', `${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)}`)}, as ${st.put('authorized_signatory_title', e.signatoryTitle)}, acting alone, is authorized to execute the note, deed of trust, guaranty and all related documents.</p>`
        : `<h3 class="center">SPOUSAL CONSENT TO ENCUMBRANCE</h3><p>The undersigned spouse of ${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)} consents to ${recital}, and waives any homestead claim in the property.</p>`;
      const html = documentHtml({
        title: 'Resolution', font: 'serif', fontSize: '10.5pt',
        pages: [`${body}<p>Dated: ${date(f.documentDate, 'long')}</p><div style="margin-top:20px"><span class="scrawl">${e ? fullName(b) : 'J. ' + b.last}</span><br><span class="sig">${e ? fullName(b) : 'Spouse'}</span></div>`],
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: st.truth() };
    },
  },
  {
    id: 'attorney-guaranty-or-business-purpose',
    description: 'Lender counsel’s closing paper: a personal guaranty by the principal (entity deals) or the borrower’s business-purpose and non-occupancy affidavit (individual deals).',
    formats: ['pdf_text'],
    make(f, rng) {
      // Term Sheet (nearest): both recite the loan's terms. The guarantor of an entity's note is its principal, i.e.
      // the borrower fields of an entity deal; an individual borrower signs the affidavit instead.
      const st = new Stated(f);
      const l = f.loan;
      const b = f.borrower;
      const counsel = `<p class="small right">Prepared by and return to: ${rng.pick(['Whitman & Crane LLP', 'Abernathy Law Group, P.C.'])}, counsel for Lender</p>`;
      const loan = `a loan in the amount of ${st.put('loan_amount', money(l.amount, 'cents'))} (Loan No. ${st.put('loan_number', l.loanNumber)})`;
      const terms = `The Note bears interest at ${st.put('interest_rate', pct(l.rate, 3))} per annum and matures ${st.put('loan_term', term(l.termMonths, rng))} after the date of funding, and is secured by the property at ${st.put('property_address', addr(f.property.address, rng))}.`;
      const who = `${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)}`;
      const body = f.entity
        ? `<h3 class="center">UNCONDITIONAL GUARANTY OF PAYMENT</h3>
<p>FOR VALUE RECEIVED, and to induce <b>${f.lender.name}</b> (“Lender”) to make ${loan} to <b>${st.put('entity_name', f.entity.name)}</b> (“Borrower”), the undersigned <b>${who}</b> (“Guarantor”) unconditionally guarantees the full and punctual payment of the Note.</p>
<p>1. ${terms} 2. Guarantor waives presentment, demand and notice. 3. This Guaranty survives any foreclosure. 4. Governing law: the state where the property lies.</p>`
        : `<h3 class="center">BORROWER'S CERTIFICATION OF BUSINESS PURPOSE AND NON-OCCUPANCY</h3>
<p>In connection with ${loan} from <b>${f.lender.name}</b> (“Lender”), the undersigned borrower, <b>${who}</b>, certifies under penalty of perjury that:</p>
<p>1. The loan is for business or investment purposes only and not for personal, family or household use. 2. Neither I nor any family member occupies or will occupy the property. 3. ${terms} 4. I understand Lender relies on this certification and that consumer lending laws will not apply.</p>`;
      const html = documentHtml({
        title: f.entity ? 'Guaranty' : 'Business Purpose Affidavit', font: 'serif', fontSize: '10pt',
        pages: [`${counsel}${body}
<p>Date of birth (for identification): ${st.put('borrower_date_of_birth', date(b.dob, 'us'))}</p>
<div style="margin-top:20px">${f.entity ? 'GUARANTOR' : 'BORROWER'}:<br><span class="scrawl">${fullName(b)}</span><br><span class="sig">${fullName(b, true)}, individually</span></div>`],
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: st.truth() };
    },
  },
  {
    id: 'property-manager-lease',
    description: 'A property manager’s residential lease first page: landlord (owner) by its agent, tenant, rent and deposit.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Purchase and Sale Agreement (nearest): a contract on the property. Landlord = the borrower-owner.
      const st = new Stated(f);
      const rent = rng.int(9, 38) * 100 + rng.pick([0, 25, 50, 95]);
      const tenant = rng.pick(['Alicia Moreno', 'Jordan Bates', 'Kevin Tran', 'Shanice Holloway']);
      const pm = rng.pick(['Keyway Property Management', 'DoorStep Rentals LLC', 'Cardinal Residential Services']);
      const html = documentHtml({
        title: 'Residential Lease', font: 'serif', fontSize: '10pt',
        pages: [`<h3 class="center">RESIDENTIAL LEASE AGREEMENT</h3>
<p>1. PARTIES. This lease is between <b>${st.put('entity_name', borrowerName(f))}</b> (“Landlord”), by its managing agent ${pm}, and <b>${tenant}</b> (“Tenant”).</p>
<p>2. PREMISES. Landlord leases to Tenant the premises at ${st.put('property_address', addr(f.property.address, rng))}${f.property.units ? `, Unit ${rng.int(1, f.property.units)}` : ''}.</p>
<p>3. TERM. Twelve months beginning ${date(f.documentDate, 'long')}. 4. RENT. ${money(rent)} per month, due on the 1st, payable to ${pm}. 5. SECURITY DEPOSIT. ${money(rent)}.</p>
<p>6. UTILITIES. Tenant pays electric and gas; Landlord pays water, sewer, trash. 7. PETS. ${checkboxes(['Allowed', 'Not allowed'], rng.pick(['Allowed', 'Not allowed']))}</p>
<table style="width:100%;margin-top:18px"><tr><td>LANDLORD: ${borrowerName(f)}<br>By: <span class="sig">${pm}, agent</span></td><td>TENANT:<br><span class="sig">${tenant}</span></td></tr></table>`],
      });
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: st.truth() };
    },
  },
  {
    id: 'contractor-bid-letter',
    description: 'A general contractor’s bid/scope letter to the owner for the rehab or build: line items and total, owner named.',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      // Loan Application (nearest): a supporting budget in the application package. Costs are no loan fields.
      const st = new Stated(f);
      const items = rng.shuffle(['Demolition & haul-off', 'Roof replacement', 'Kitchen cabinets & counters', 'Bathrooms (2)', 'HVAC', 'Electrical panel upgrade', 'Flooring (LVP)', 'Interior paint', 'Exterior siding', 'Permits']).slice(0, rng.int(5, 8));
      const costs = items.map(() => rng.int(18, 260) * 100);
      const gc = rng.pick(['Benchmark Builders Inc.', 'True North Construction', 'Rivera & Sons Contracting']);
      const html = documentHtml({
        title: 'Bid', font: 'sans', fontSize: '9.5pt',
        pages: [`${letterhead({ name: gc, color: accent(rng), lines: [`Lic. #${rng.int(100000, 999999)} · Bonded & Insured`] })}
<p>${anyDate(rng, f.documentDate)}</p><p>Owner: ${st.put('entity_name', borrowerName(f))}${f.entity ? `, attn. ${fullName(f.borrower)}` : ''}<br>Job site: ${st.put('property_address', addr(f.property.address, rng))}</p>
<h3>PROPOSAL / SCOPE OF WORK</h3><table class="grid"><tr><th>Item</th><th class="right">Amount</th></tr>${items.map((it, i) => `<tr><td>${it}</td><td class="right">${money(costs[i] as number)}</td></tr>`).join('')}
<tr><th>TOTAL</th><th class="right">${money(costs.reduce((a, c) => a + c, 0))}</th></tr></table>
<p style="margin-top:8px">Payment by lender draws: 10% mobilization, balance per completed line item. Estimated duration ${rng.int(6, 16)} weeks. Price good 30 days.</p>
<p>Accepted: ______________________ (Owner)</p>`],
      });
      st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Loan Application', html, truth: st.truth() };
    },
  },
];
