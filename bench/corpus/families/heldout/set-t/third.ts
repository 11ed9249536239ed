// Third-party and legal paper: Phase I summaries, zoning letters, PCRs, tax bills, land trusts, resolutions,
// guaranties, closing statements, appraisal summaries, insurance evidence.
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  abbrDate, addDays, addr, borrowerLabel, desk, fullName, longDate, money, pct, phoneFmt, seller, street,
  termText, truth, usd, usd2, usDate, who, entityKind,
} from './desk';

export const thirdFamilies: Family[] = [
  {
    id: 't-phase-one-summary',
    description: 'Phase I ESA executive summary from an environmental consultant: user is the fund, RECs/HRECs/de minimis findings',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const finding = rng.pick(['No RECs were identified.', 'One REC identified: former dry-cleaning operation (1962–1988) on adjoining parcel to the north. Phase II recommended.', 'A historical REC (HREC) associated with a closed LUST incident (IEPA No. ' + rng.int(900000, 999999) + ', NFR letter issued) was identified.', 'De minimis: staining near floor drain in rear service area.']);
      const html = documentHtml({
        title: 'Phase I', font: 'serif', fontSize: '9.5pt',
        pages: [`${letterhead({ name: d.envFirm, lines: ['Environmental Due Diligence · ASTM E1527-21'], color: '#0b5d4b' })}
<h2>PHASE I ENVIRONMENTAL SITE ASSESSMENT</h2><h3 style="font-weight:normal">Executive Summary</h3><br>
${kvTable([['Subject Property', `${esc(addr(rng, d))}<br>PIN ${d.pin}`], ['Site Description', `${esc(d.use.label)}; approx. ${f.property.squareFeet?.toLocaleString('en-US')} SF on ${(rng.int(8, 60) / 100).toFixed(2)} acres; constructed circa ${f.property.yearBuilt}`], ['User', `${esc(d.fund.name)} and its successors/assigns`], ['Property Owner / Key Site Manager', `${esc(borrowerLabel(d))} (interviewed: ${esc(fullName(f.borrower))})`], ['Site Reconnaissance', `${abbrDate(addDays(f.documentDate, -6))} by ${esc(seller(d))}, EP`], ['Report Date', longDate(f.documentDate)], ['Project No.', `${rng.int(24, 26)}-${rng.int(1000, 9999)}`]], { labelWidth: '30%' })}
<h4>Findings</h4><p>${esc(finding)}</p><p>Given the building's age, asbestos-containing materials and lead-based paint may be present; a limited survey is recommended prior to renovation. Radon is not considered within scope.</p>
<h4>Conclusions</h4><p>We have performed a Phase I ESA in conformance with the scope and limitations of ASTM Practice E1527-21 of the property. ${finding.startsWith('No') ? 'This assessment has revealed no evidence of recognized environmental conditions.' : 'See findings above.'}</p>
<p class="small">Reliance: this report may be relied upon by the User named above. Cost of report ${usd(rng.pick([1850, 2100, 2400]))} billed to borrower.</p>`],
        page: { footerLeft: `${esc(d.envFirm)} — Phase I ESA`, pageNumbers: 'short' },
      });
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(d, [...who(d), 'borrower_first_name', 'borrower_last_name', 'property_address', 'property_type']) };
    },
  },
  {
    id: 't-zoning-letter',
    description: 'Municipal zoning verification letter (City of Chicago / suburbs), district, legal non-conforming status; scanned',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const city = f.property.address.city;
      const zTrust = rng.chance(0.5);
      const district = rng.pick(['B3-2 Community Shopping', 'C1-2 Neighborhood Commercial', 'M1-1 Limited Manufacturing', 'B2-3 Neighborhood Mixed-Use', 'RS-3 Residential Single-Unit']);
      const html = documentHtml({
        title: 'Zoning', font: 'serif', fontSize: '10pt',
        pages: [`<div class="center"><b style="font-size:14pt">${esc(city.toUpperCase())}</b><br>Department of Planning and Development — Zoning Administration<br><span class="small">${rng.int(100, 999)} ${rng.pick(['N LaSalle St', 'Main St', 'Civic Center Dr'])}, Room ${rng.int(100, 905)}</span></div><hr>
<p>${longDate(f.documentDate)}</p><p>${esc(d.closer.first)} ${esc(d.closer.last)}<br>${esc(d.fund.name)}<br>${esc(d.fund.address)}</p>
<p><b>RE: Zoning Verification — ${esc(addr(rng, d))} — PIN ${d.pin}</b></p>
<p>In response to your request, the above property is located in the <b>${district}</b> zoning district. The current use as a ${esc(d.use.label)} is ${rng.pick(['a permitted use', 'a legal non-conforming use that may continue', 'permitted by special use granted ' + usDate(addDays(f.documentDate, -rng.int(2000, 9000)))])}.</p>
<p>Our records show ${rng.pick(['no open zoning violations', 'one open building violation (porch) — refer to Dept. of Buildings', 'no open violations'])} for this address. The owner of record per the Assessor is ${zTrust ? `${esc(d.trusteeBank)} Tr# ${d.trustNo}` : esc(borrowerLabel(d))}.</p>
<p>If the structure is destroyed to more than 50% of its value, it may be rebuilt only in conformance with the current ordinance.</p>
<p>This letter is for information only and is not a permit.</p><p>${esc(seller(d))}<br>Zoning Examiner</p><p class="small">Fee paid: $${rng.pick([75, 100, 150])}.00 Receipt ${rng.int(100000, 999999)}</p>`],
      });
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(d, [...(zTrust ? [] : who(d)), 'property_address', 'property_type']) };
    },
  },
  {
    id: 't-property-condition-summary',
    description: 'Property condition report summary table: systems, condition, immediate repairs and 10-yr reserve; client is the fund',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const items = [['Roof (mod. bitumen)', 'Fair', rng.int(8, 40) * 1000], ['Masonry / tuckpointing', rng.pick(['Poor', 'Fair']), rng.int(10, 55) * 1000], ['HVAC (RTUs / boiler)', 'Fair', rng.int(5, 30) * 1000], ['Electrical', 'Good', 0], ['Plumbing', 'Fair', rng.int(2, 12) * 1000], ['Life safety / egress', 'Fair', rng.int(1, 8) * 1000], ['Parking lot / sealcoat', 'Fair', rng.int(2, 15) * 1000]] as const;
      const immediate = items.reduce((s, [, c, v]) => s + (c === 'Poor' ? v : 0), 0);
      const html = documentHtml({
        title: 'PCR', font: 'sans', fontSize: '9pt',
        pages: [`<div style="display:flex;justify-content:space-between;border-bottom:3px solid #6b4e16"><b style="font-size:13pt">${rng.pick(['Lakeshore Building Diagnostics', 'Midwest PCA Partners', 'Northgate Engineering'])}</b><span>Property Condition Assessment</span></div>
<p style="margin-top:8px"><b>Site:</b> ${esc(addr(rng, d))}<br><b>Type:</b> ${esc(d.use.label)} · ${f.property.squareFeet?.toLocaleString('en-US')} SF · YOC ${f.property.yearBuilt}<br><b>Client:</b> ${esc(d.fund.name)} (Loan ${f.loan.loanNumber})<br><b>Owner contact:</b> ${esc(fullName(f.borrower))}, ${phoneFmt(f.borrower.phone)}<br><b>Inspection:</b> ${usDate(addDays(f.documentDate, -4))}</p>
<table class="grid"><tr><th>System</th><th>Condition</th><th class="right">Est. cost</th></tr>${items.map(([k, c, v]) => `<tr><td>${k}</td><td>${c}</td><td class="right">${v ? usd(v) : '—'}</td></tr>`).join('')}</table>
<p style="margin-top:8px">Immediate repairs: <b>${usd(immediate)}</b>. Recommended replacement reserve: $${(rng.int(15, 45) / 100).toFixed(2)}/SF/yr.</p>
<p class="small">ADA: the ground-floor commercial entrance has a 6" step; barrier removal is readily achievable at modest cost. Seismic: not applicable (Zone 1).</p>`],
      });
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(d, ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'property_type', 'loan_number']) };
    },
  },
  {
    id: 't-county-tax-bill',
    description: 'Cook County-style second-installment property tax bill: PIN, taxing districts, EAV, amounts due; photographed or scanned',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const year = Number(f.documentDate.slice(0, 4)) - 1;
      const total = d.taxes;
      const first = +(total * 0.55).toFixed(2);
      const dist = [['City', 0.16], ['Board of Education', 0.52], ['Park District', 0.05], ['Water Reclamation', 0.06], ['County', 0.07], ['Community College', 0.03], ['Forest Preserve', 0.01], ['Other', 0.1]] as const;
      const tTrust = rng.chance(0.45);
      const owner = tTrust ? `${d.trusteeBank.toUpperCase()} TR# ${d.trustNo}` : borrowerLabel(d).toUpperCase();
      const html = documentHtml({
        title: 'Tax bill', font: 'condensed', fontSize: '8.5pt',
        css: '.box{border:1.5px solid #222;padding:5px;margin-bottom:6px}',
        pages: [`<div style="display:flex;justify-content:space-between"><b style="font-size:12pt">${year} SECOND INSTALLMENT PROPERTY TAX BILL</b><span>${esc(f.property.address.city.toUpperCase())} / ${f.property.address.state}</span></div>
<div style="display:flex;gap:8px"><div class="box" style="flex:1">PROPERTY INDEX NUMBER (PIN)<br><b style="font-size:12pt">${d.pin}</b><br>VOLUME ${rng.int(100, 600)}<br>CLASS ${rng.pick(['2-12', '3-18', '5-17', '5-93', '2-11'])}</div>
<div class="box" style="flex:1.4">PROPERTY LOCATION<br><b>${esc(street(rng, d).toUpperCase())}</b><br>${esc(f.property.address.city.toUpperCase())} ${f.property.address.state} ${f.property.address.zip}<br><br>MAILING NAME<br>${esc(owner)}</div>
<div class="box" style="flex:1">TOTAL ${year} TAX<br><b>${usd2(total)}</b><br>1st inst. paid ${usd2(first)}<br><b>AMOUNT DUE BY ${usDate(addDays(f.documentDate, rng.int(10, 40)))}: ${usd2(+(total - first).toFixed(2))}</b></div></div>
<table class="grid"><tr><th>Taxing district</th><th class="right">Rate</th><th class="right">Tax</th></tr>${dist.map(([k, p]) => `<tr><td>${k}</td><td class="right">${(p * 9.8).toFixed(3)}</td><td class="right">${usd2(total * p)}</td></tr>`).join('')}</table>
<div class="box" style="margin-top:6px">ASSESSED VALUE ${usd(Math.round(f.property.value * 0.1))} · STATE EQUALIZER 3.0163 · EQUALIZED ASSESSED VALUE ${usd(Math.round(f.property.value * 0.3))} · LATE INTEREST 1.5% PER MONTH</div>
<p class="small">Pay online, at any participating bank, or mail with coupon. Keep this portion for your records.</p>`],
      });
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(d, [...(tTrust ? [] : who(d)), 'property_address']) };
    },
  },
  {
    id: 't-land-trust-assignment',
    description: 'Illinois land trust: trustee bank letter confirming trust, beneficiary (the borrowing LLC or owner) and collateral assignment consent; scanned',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const ben = borrowerLabel(d);
      const html = documentHtml({
        title: 'Land trust', font: 'serif', fontSize: '10pt',
        pages: [`${letterhead({ name: d.trusteeBank, lines: ['Land Trust Department', `${phoneFmt(d.closer.phone, 1).replace(/\d{4}$/, String(rng.int(1000, 1099)))}`], color: '#2f4f4f', align: 'center' })}
<p>${longDate(f.documentDate)}</p><p>${esc(d.fund.name)}<br>Attn: ${esc(d.closer.first)} ${esc(d.closer.last)}</p>
<p><b>Re: Trust No. ${d.trustNo} — ${esc(addr(rng, d))}</b></p>
<p>${esc(d.trusteeBank)}, not personally but solely as Trustee under Trust Agreement dated ${longDate(addDays(f.documentDate, -rng.int(900, 9000)))} and known as Trust No. ${d.trustNo} (the "Trust"), confirms that:</p>
<ol><li>Title to the real estate commonly known as the above address, PIN ${d.pin}, is vested in the Trustee.</li>
<li>The sole beneficiary of record is <b>${esc(ben)}</b>${f.entity ? `, acting by ${esc(fullName(f.borrower))}, its ${esc(f.entity.signatoryTitle)}` : ''}, who holds the power of direction.</li>
<li>The Trustee has been directed by Letter of Direction to execute a mortgage in favor of ${esc(d.fund.short)} securing a loan in the amount of ${money(rng, f.loan.amount)}, and acknowledges receipt of a Collateral Assignment of Beneficial Interest in favor of the Lender.</li>
<li>No other assignments of beneficial interest are lodged with the Trustee.</li></ol>
<p>The Trustee executes documents solely as trustee, without personal liability. Trustee fees of $${rng.pick([250, 350, 400])}.00 for the LOD and $${rng.pick([150, 200])}.00 for the assignment lodging are payable at closing.</p>
<p>${esc(d.trusteeBank)}, as Trustee aforesaid<br>By: <span class="scrawl">${esc(seller(d))}</span><br>Land Trust Officer</p>`],
      });
      const fields: TruthField[] = [...who(d), 'property_address', 'loan_amount'];
      if (f.entity) fields.push('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Entity Document', html, truth: truth(d, fields) };
    },
  },
  {
    id: 't-llc-borrowing-resolution',
    description: "Resolution of members/directors authorizing the loan from the fund, naming the signer, EIN and collateral",
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const e = f.entity ?? { name: `${f.borrower.last} Properties LLC`, type: 'LLC' as const, ein: undefined, stateOfFormation: 'Illinois', signatoryTitle: 'Managing Member' };
      const corp = e.type === 'Corporation';
      const other = `${rng.pick(['Anna', 'Luis', 'Joon', 'Meera', 'Pawel'])} ${f.borrower.last}`;
      const html = documentHtml({
        title: 'Resolution', font: 'serif', fontSize: '10pt',
        pages: [`<h3 class="center">${e.type === 'Trust' ? 'CERTIFICATE AND AUTHORIZATION OF TRUSTEE' : e.type === 'Partnership' ? 'CONSENT OF THE PARTNERS' : corp ? 'CERTIFIED RESOLUTIONS OF THE BOARD OF DIRECTORS' : 'RESOLUTION OF THE MEMBERS'}<br>OF<br>${esc(e.name.toUpperCase())}</h3>
<p class="center small">${e.type === 'Trust' ? 'a trust' : `an ${esc(e.stateOfFormation)} ${entityKind(e)}`}${e.ein ? ` · FEIN ${e.ein.slice(0, 2)}-${e.ein.slice(2)}` : ''}</p>
<p>The undersigned, being ${corp ? 'all of the directors' : e.type === 'Trust' ? 'the trustee and beneficiaries' : e.type === 'Partnership' ? 'all of the partners' : 'all of the members'} of ${esc(e.name)} (the "Company"), acting by unanimous written consent, hereby adopt the following resolutions effective ${longDate(f.documentDate)}:</p>
<p><b>RESOLVED</b>, that the Company is authorized to borrow from ${esc(d.fund.name)} (the "Lender") the principal sum of ${money(rng, f.loan.amount)} for a term of ${termText(rng, f.loan.termMonths)}, to be secured by a first mortgage on the Company's property at ${esc(addr(rng, d))};</p>
<p><b>RESOLVED FURTHER</b>, that ${esc(fullName(f.borrower, true))}, as ${esc(e.signatoryTitle)} of the Company, is authorized to execute the note, mortgage, assignment of rents, environmental indemnity and all other loan documents on behalf of the Company, and that his or her signature shall bind the Company;</p>
<p><b>RESOLVED FURTHER</b>, that ${esc(other)} and the other ${corp ? 'directors' : 'members'} consent to the personal guaranty of ${esc(fullName(f.borrower))}.</p>
<p>Ownership: ${esc(fullName(f.borrower))} ${rng.int(51, 90)}%, ${esc(other)} balance.</p>
<table style="width:100%;margin-top:26px"><tr><td><span class="sig">${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}</span></td><td><span class="sig">${esc(other)}, ${corp ? 'Director' : 'Member'}</span></td></tr></table>`],
      });
      const t = f.entity
        ? truth(d, ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'loan_term'])
        : truth(d, ['property_address', 'loan_amount', 'loan_term']);
      if (!f.entity) {
        Object.assign(t, { borrower_type: 'Entity', entity_name: e.name, entity_type: 'LLC', authorized_signatory_name: fullName(f.borrower), authorized_signatory_title: e.signatoryTitle, borrower_first_name: f.borrower.first, borrower_last_name: f.borrower.last });
      }
      return { kind: 'html', documentType: 'Entity Document', html, truth: t };
    },
  },
  {
    id: 't-guaranty-first-page',
    description: 'Guaranty of payment and performance, first page: guarantor, borrower, note amount, fund as lender',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const html = documentHtml({
        title: 'Guaranty', font: 'serif', fontSize: '10pt', css: 'p{text-align:justify;line-height:1.55}',
        pages: [`<h3 class="center">GUARANTY OF PAYMENT AND PERFORMANCE</h3><p class="right">Loan No. ${f.loan.loanNumber}</p>
<p>THIS GUARANTY is made as of ${longDate(f.documentDate)} by <b>${esc(fullName(f.borrower, true).toUpperCase())}</b>, an individual residing in ${esc(f.property.address.stateName)} ("Guarantor"), to and for the benefit of <b>${esc(d.fund.name)}</b>, its successors and assigns ("Lender").</p>
<p><b>RECITALS.</b> A. Lender has agreed to make a loan in the principal amount of ${money(rng, f.loan.amount)} (the "Loan") to ${esc(borrowerLabel(d))} ("Borrower"), evidenced by a Promissory Note of even date bearing interest at ${pct(f.loan.rate)} per annum and secured by a Mortgage on ${esc(addr(rng, d))}.</p>
<p>B. Guarantor ${f.entity ? `is the ${esc(f.entity.signatoryTitle.toLowerCase())} of Borrower and ` : ''}will derive substantial benefit from the Loan, and Lender would not make the Loan without this Guaranty.</p>
<p><b>1. Guaranty.</b> Guarantor absolutely, unconditionally and irrevocably guarantees to Lender the full and prompt payment when due of all amounts under the Note, including principal, interest, default interest, late charges, prepayment premium (if any) and costs of collection, and the performance of all obligations of Borrower under the Loan Documents.</p>
<p><b>2. Waivers.</b> Guarantor waives notice of acceptance, presentment, demand, protest, and any right to require Lender to proceed first against Borrower or the collateral, including under any land trust through which title may be held.</p>
<p><b>3. Financial Statements.</b> Guarantor shall deliver an updated personal financial statement annually. Guarantor's statement dated ${usDate(addDays(f.documentDate, -rng.int(5, 40)))} is true and correct.</p>
<p><b>4. Notices.</b> To Guarantor: ${esc(f.borrower.email)}. To Lender: ${esc(d.fund.address)}, Attn: ${esc(d.closer.first)} ${esc(d.closer.last)}.</p>
<p style="margin-top:18px">GUARANTOR: <span class="sig">${esc(fullName(f.borrower))}</span></p>`],
        page: { footerLeft: 'Guaranty — Page 1 of 6' },
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: truth(d, ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'entity_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_number']) };
    },
  },
  {
    id: 't-closing-statement',
    description: 'Title company borrower closing statement (refi or purchase): payoff, lender fees, broker fee, title charges, cash to/from',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const l = f.loan;
      const charges: [string, number][] = [[`Origination fee ${l.originationPoints}% to ${d.fund.short}`, l.amount * (l.originationPoints ?? 0) / 100]];
      if (l.docFee) charges.push([`Doc prep fee to ${d.fund.short}`, l.docFee]);
      if (l.processingFee) charges.push(['Processing fee', l.processingFee]);
      if (l.adminFee) charges.push(['Admin fee', l.adminFee]);
      if (l.brokerPoints) charges.push([`Broker fee ${l.brokerPoints}% to ${f.broker.name}`, l.amount * l.brokerPoints / 100]);
      charges.push(['Title — lender\'s policy', rng.int(18, 40) * 50], ['Closing / escrow fee', rng.int(8, 20) * 50], ['Recording', rng.int(2, 6) * 50], ['Interest reserve', Math.round(l.amount * l.rate / 100 / 12 * 3)], ['Per diem interest', +(l.amount * l.rate / 100 / 360 * rng.int(2, 20)).toFixed(2)]);
      const main = f.property.purchasePrice ? ['Purchase price to ' + seller(d), f.property.purchasePrice] as [string, number] : [`Payoff to ${d.existingLender}`, +d.payoff.toFixed(2)] as [string, number];
      const totalCharges = charges.reduce((s, [, v]) => s + v, 0) + main[1];
      const cash = l.amount - totalCharges;
      const html = documentHtml({
        title: 'Closing Statement', font: 'sans', fontSize: '8.8pt',
        pages: [`<div class="center"><b style="font-size:12pt">${esc(d.titleCo)}</b><br>BORROWER'S CLOSING STATEMENT — ESTIMATED</div>
${kvTable([['File No.', `${rng.int(24000, 26999)}-${rng.pick(['CHI', 'SKO', 'OAK'])}`], ['Borrower', esc(borrowerLabel(d))], ['Lender', `${esc(d.fund.name)} — Loan #${l.loanNumber}`], ['Property', esc(addr(rng, d))], ['Settlement date', usDate(l.closingDate)], ['Escrow officer', `${esc(f.title.contact.first)} ${esc(f.title.contact.last)}`]], { labelWidth: '24%' })}
<table class="grid" style="margin-top:8px"><tr><th>Description</th><th class="right">Borrower debit</th><th class="right">Borrower credit</th></tr>
<tr><td>New loan — ${esc(d.fund.short)}</td><td></td><td class="right">${usd2(l.amount)}</td></tr>
<tr><td>${esc(main[0])}</td><td class="right">${usd2(main[1])}</td><td></td></tr>
${charges.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="right">${usd2(v)}</td><td></td></tr>`).join('')}
<tr><td class="b">${cash >= 0 ? 'Cash to borrower' : 'Cash from borrower'}</td><td class="right b">${cash >= 0 ? usd2(cash) : ''}</td><td class="right b">${cash < 0 ? usd2(-cash) : ''}</td></tr></table>
<p class="small" style="margin-top:8px">Estimated — subject to change. Borrower acknowledges receipt of a copy. ${esc(fullName(f.borrower))} ___________</p>`],
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, [...who(d), 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'estimated_closing_date', 'loan_number', 'origination_points', 'loan_doc_fee', 'processing_fee', 'admin_fee', 'broker_points']) };
    },
  },
  {
    id: 't-appraisal-summary-income',
    description: 'Commercial appraisal summary page: as-is market value by income and sales approaches, cap rate, prospective stabilized value decoy',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const v = f.property.value;
      const noi = Math.round(v * (rng.int(70, 95) / 1000));
      const stab = Math.round(v * 1.18 / 5000) * 5000;
      const ap = f.appraiser;
      const aTrust = rng.chance(0.4);
      const html = documentHtml({
        title: 'Appraisal', font: 'serif', fontSize: '9.5pt',
        pages: [`${letterhead({ name: ap.name, lines: [`${esc(ap.address.street)}, ${esc(ap.address.city)}, ${ap.address.state} ${ap.address.zip}`], color: accent(rng) })}
<h2 class="center">SUMMARY OF SALIENT FACTS AND CONCLUSIONS</h2><br>
${kvTable([['Property', `${esc(d.use.label)}<br>${esc(addr(rng, d))}`], ['Tax parcel', d.pin], ['Owner of record', aTrust ? `${esc(d.trusteeBank)}, Tr. #${d.trustNo}` : esc(borrowerLabel(d))], ['Client / Intended user', esc(d.fund.name)], ['Intended use', 'First-mortgage lending decision'], ['Gross building area', `${f.property.squareFeet?.toLocaleString('en-US')} SF`], ['Year built', String(f.property.yearBuilt)], ['Zoning', rng.pick(['B3-2', 'C1-1', 'M1-2', 'B1-1'])], ['Date of inspection', usDate(addDays(f.documentDate, -9))], ['Date of report', usDate(f.documentDate)]], { labelWidth: '32%' })}
<h4>Value conclusions</h4><table class="grid"><tr><th>Approach</th><th class="right">Indication</th></tr><tr><td>Sales comparison</td><td class="right">${usd(Math.round(v * 1.03 / 5000) * 5000)}</td></tr><tr><td>Income capitalization (NOI ${usd(noi)} @ ${(noi / v * 100).toFixed(2)}% cap)</td><td class="right">${usd(Math.round(v * 0.98 / 5000) * 5000)}</td></tr><tr><td>Cost approach</td><td>Not developed</td></tr>
<tr><td class="b">AS-IS MARKET VALUE (fee simple)</td><td class="right b">${usd(v)}</td></tr><tr><td>Prospective value upon stabilization (12 mo.)</td><td class="right">${usd(stab)}</td></tr></table>
${f.property.purchasePrice ? `<p>The subject is under contract at ${usd(f.property.purchasePrice)}, which is considered an arm's-length transaction.</p>` : ''}
<p>Exposure time 6–12 months. Extraordinary assumption: all commercial leases are as represented on the rent roll provided by ownership.</p>
<p>${esc(ap.contact.first)} ${esc(ap.contact.last)}, MAI<br>Illinois Certified General Real Estate Appraiser No. 553.00${rng.int(1000, 9999)}</p>`],
      });
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(d, [...(aTrust ? [] : who(d)), 'property_address', 'property_type', 'property_value']) };
    },
  },
  {
    id: 't-evidence-of-insurance',
    description: 'Evidence of commercial property insurance (agent form): named insured, location, building limit, GL, mortgagee clause for the fund',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const agent = `${rng.pick(['Kowalski', 'Ramirez', 'Park', 'Shah', 'Murphy'])} Insurance Agency`;
      const html = documentHtml({
        title: 'Evidence', font: 'condensed', fontSize: '8.5pt',
        css: '.c{border:1px solid #000;padding:3px 5px;vertical-align:top}.l{font-size:6.5pt;text-transform:uppercase}',
        pages: [`<div style="display:flex;justify-content:space-between;border:2px solid #000;padding:5px"><b style="font-size:12pt">EVIDENCE OF COMMERCIAL PROPERTY INSURANCE</b><span>DATE ${usDate(f.documentDate)}</span></div>
<table style="width:100%;border-collapse:collapse"><tr><td class="c" style="width:50%"><div class="l">Agency</div>${agent}<br>${rng.int(1000, 9999)} ${rng.pick(['N Milwaukee Ave', 'S Cicero Ave', 'W Lawrence Ave', 'Devon Ave'])}<br>${phoneFmt(d.underwriter.phone, 1).slice(0, 8)}${rng.int(1000, 1099)}</td><td class="c"><div class="l">Company</div>${rng.pick(['Prairie Mutual Insurance Co.', 'Lakes Casualty Company', 'Heartland Fire & Marine'])}<br>Policy # CPP ${rng.int(1000000, 9999999)}<br>Term ${usDate(f.documentDate)} – ${usDate(addDays(f.documentDate, 365))}</td></tr>
<tr><td class="c"><div class="l">Named insured and mailing address</div>${esc(borrowerLabel(d))}<br>${f.entity ? `Attn ${esc(fullName(f.borrower))}<br>` : ''}${esc(addr(rng, d))}</td><td class="c"><div class="l">Location / description</div>${esc(addr(rng, d))}<br>${esc(d.use.label)}</td></tr>
<tr><td class="c" colspan="2"><div class="l">Coverage</div>Building — Special form, replacement cost, limit ${usd(Math.round(f.property.value * 0.85 / 1000) * 1000)}, deductible $5,000<br>Business income/rents — ${usd(d.rent * 12)}<br>General liability — $1,000,000 / $2,000,000</td></tr>
<tr><td class="c" colspan="2"><div class="l">Mortgagee / additional interest</div>${esc(d.fund.name)}, ISAOA/ATIMA, ${esc(d.fund.address)} — Loan #${f.loan.loanNumber}${rng.chance(0.4) ? `<br>Prior mortgagee ${esc(d.existingLender)} to be removed at closing` : ''}</td></tr></table>
<p class="small" style="margin-top:6px">This evidence does not amend, extend or alter the coverage afforded by the policy. Authorized representative: ${esc(seller(d))}</p>`],
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: truth(d, [...who(d), ...(f.entity ? ['borrower_first_name', 'borrower_last_name'] as TruthField[] : []), 'property_address', 'property_type', 'loan_number']) };
    },
  },
];

