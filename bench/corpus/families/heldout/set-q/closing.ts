// Title, escrow and entity paper: the ALTA settlement statement, an old HUD-1 style statement from a small escrow
// office, the preliminary title report, the personal guaranty, a members' borrowing resolution, a California
// certification of trust, a Statement of Information and the IRS EIN assignment notice.
import { makeEntity } from '../../../facts';
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { DealFacts, Entity, Family, Rng } from '../../../types';
import {
  Stated, einText, addDays, anyDay, apn, day, entityFull, entityKind, groundUp, lastFirst, name, oneLine, street,
  cityLine, usd, westCoast, anyPhone,
} from './kit';

function maybeBuild(facts: DealFacts, rng: Rng): DealFacts {
  return rng.chance(0.5) ? groundUp(facts, rng).f : westCoast(facts, rng);
}

/** The deal with an entity borrower of `type` (the principal signs for it). */
function withEntity(facts: DealFacts, rng: Rng, type: 'LLC' | 'Trust'): { f: DealFacts; e: Entity } {
  const e = facts.entity?.type === type ? facts.entity : makeEntity(rng, facts.borrower, facts.property.address.state, Number(facts.documentDate.slice(0, 4)), type);
  return { f: { ...facts, entity: e }, e };
}

function lenderCharges(f: DealFacts, s: Stated): [string, number][] {
  const l = f.loan;
  const rows: [string, number][] = [];
  if (s.has(l.originationPoints, 'origination_points') !== undefined) rows.push([`Loan Origination Fee ${l.originationPoints}% to ${f.lender.name}`, l.amount * (l.originationPoints ?? 0) / 100]);
  if (s.has(l.brokerPoints, 'broker_points') !== undefined) rows.push([`Broker Fee ${l.brokerPoints}% to ${f.broker.name}`, l.amount * (l.brokerPoints ?? 0) / 100]);
  if (s.has(l.docFee, 'loan_doc_fee') !== undefined) rows.push(['Document Preparation Fee', l.docFee ?? 0]);
  if (s.has(l.processingFee, 'processing_fee') !== undefined) rows.push(['Processing Fee', l.processingFee ?? 0]);
  if (s.has(l.adminFee, 'admin_fee') !== undefined) rows.push(['Administration Fee', l.adminFee ?? 0]);
  return rows;
}

const altaStatement: Family = {
  id: 'q-alta-settlement-statement',
  description: "Title company's ALTA combined settlement statement, borrower column, lender charges itemised",
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = maybeBuild(facts, rng);
    const s = new Stated().add('loan_amount', 'property_address', 'estimated_closing_date', 'loan_number');
    const l = f.loan;
    const charges = lenderCharges(f, s);
    const escrowFee = rng.int(12, 35) * 50;
    const titlePolicy = Math.round(l.amount * 0.0022 / 5) * 5;
    const perDiem = Math.round(l.amount * l.rate / 36000 * 100) / 100;
    const days = rng.int(1, 20);
    if (f.entity) s.add('entity_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    const row = (k: string, debit?: number, credit?: number) => `<tr><td>${esc(k)}</td><td class="right">${debit !== undefined ? usd(debit, true) : ''}</td><td class="right">${credit !== undefined ? usd(credit, true) : ''}</td></tr>`;
    const html = documentHtml({
      title: 'ALTA Settlement Statement',
      font: 'sans',
      fontSize: '8pt',
      page: { footerLeft: 'Copyright 2015 American Land Title Association', pageNumbers: true },
      pages: [`${letterhead({ name: f.title.name, lines: [esc(oneLine(f.title.address)), `Escrow Officer: ${esc(name(f.title.contact))}`], color: accent(rng) })}
<h2 class="center">ALTA Settlement Statement — Borrower</h2>
${kvTable([
        ['File No.', `${rng.pick(['ESC', 'T', 'OR'])}-${rng.int(10000, 99999)}`],
        ['Property', esc(oneLine(f.property.address))],
        ['Borrower', esc(f.entity ? entityFull(f, rng) : name(f.borrower, true))],
        ['Lender', `${esc(f.lender.name)} — Loan No. ${l.loanNumber}`],
        ['Settlement Date', day(l.closingDate, 'us')],
        ['Disbursement Date', day(addDays(l.closingDate, rng.pick([0, 1])), 'us')],
      ], { labelWidth: '22%' })}
<table class="grid" style="margin-top:8px"><tr><th>Description</th><th>Borrower Debit</th><th>Borrower Credit</th></tr>
<tr><th colspan="3">Loan Charges</th></tr>${charges.map(([k, v]) => row(k, v)).join('')}
${row(`Prepaid interest ${usd(perDiem, true)}/day × ${days} days`, perDiem * days)}
<tr><th colspan="3">Title &amp; Escrow Charges</th></tr>${row(`Title – Lender's Policy to ${f.title.name}`, titlePolicy)}${row('Title – Escrow Fee', escrowFee)}${row('Recording – Deed of Trust', rng.pick([101, 125, 150]))}
<tr><th colspan="3">Payments / Credits</th></tr>${row('New Loan Amount', undefined, l.amount)}${row('Deposit from Borrower', undefined, rng.int(5, 60) * 1000)}
</table>
<p class="small" style="margin-top:6px">We have carefully reviewed the ALTA Settlement Statement and find it to be a true and accurate statement of all receipts and disbursements.</p>
<div style="display:flex;gap:40px"><div class="sig">Borrower</div><div class="sig">Settlement Agent</div></div>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: s.truth(f) };
  },
};

const hudStatement: Family = {
  id: 'q-hud1-style-statement',
  description: 'Small escrow office settlement statement on the old HUD-1 line numbering, scanned from the closing file',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = maybeBuild(facts, rng);
    const s = new Stated().add('loan_amount', 'property_address', 'estimated_closing_date');
    const l = f.loan;
    const charges = lenderCharges(f, s);
    if (f.entity) s.add('entity_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    const html = documentHtml({
      title: 'Settlement Statement',
      font: 'mono',
      fontSize: '8.5pt',
      pages: [`<div class="center b">A. SETTLEMENT STATEMENT</div><div class="center small">${esc(f.title.name)} — ${esc(oneLine(f.title.address))}</div>
<table class="grid" style="margin-top:8px"><tr><td>D. Name of Borrower:<br><b>${esc(f.entity ? f.entity.name.toUpperCase() : lastFirst(f.borrower))}</b></td><td>E. Name of Seller:<br>${rng.chance(0.5) ? 'N/A — refinance / construction loan' : esc(name(f.seller))}</td><td>F. Name of Lender:<br>${esc(f.lender.name)}</td></tr>
<tr><td>G. Property Location:<br>${esc(street(f.property.address))}<br>${esc(cityLine(f.property.address))}</td><td>H. Settlement Agent:<br>${esc(name(f.title.contact))}</td><td>I. Settlement Date:<br>${day(l.closingDate, 'us')}</td></tr></table>
<table class="grid" style="margin-top:8px"><tr><th>Line</th><th>Description</th><th>Paid from Borrower's Funds</th></tr>
${charges.map(([k, v], i) => `<tr><td>${801 + i}</td><td>${esc(k)}</td><td class="right">${usd(v, true)}</td></tr>`).join('')}
<tr><td>901</td><td>Daily interest charges from ${day(l.closingDate, 'short')}</td><td class="right">${usd(Math.round(l.amount * l.rate / 36000 * 100) / 100 * rng.int(1, 15), true)}</td></tr>
<tr><td>1101</td><td>Title services and lender's title insurance</td><td class="right">${usd(rng.int(900, 2600), true)}</td></tr>
<tr><td>1201</td><td>Government recording charges</td><td class="right">${usd(rng.pick([98, 125, 148]), true)}</td></tr>
<tr><td>202</td><td>Principal amount of new loan(s)</td><td class="right">(${usd(l.amount, true)})</td></tr></table>
<p class="small" style="margin-top:8px">Borrower(s) acknowledge receipt of a completed copy of pages 1 &amp; 2 of this statement.</p><div class="sig">Borrower</div>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: s.truth(f) };
  },
};

const prelim: Family = {
  id: 'q-preliminary-title-report',
  description: 'California-style preliminary report: vesting, proposed loan, exceptions; title officer as decoy',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = maybeBuild(facts, rng);
    const s = new Stated().add('property_address', 'loan_amount');
    const vesting = f.entity ? `${esc(entityFull(f, rng))}, ${entityKind(f)}` : `${esc(name(f.borrower, true))}, ${rng.pick(['a single woman', 'an unmarried man', 'a married person as sole and separate property'])}`;
    if (f.entity) s.add('entity_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    const html = documentHtml({
      title: 'Preliminary Report',
      font: 'serif',
      fontSize: '9pt',
      page: { footerLeft: `Order No. ${rng.int(100000, 999999)}`, pageNumbers: true },
      pages: [`${letterhead({ name: f.title.name, lines: [esc(oneLine(f.title.address)), `Title Officer: ${esc(name(f.title.contact))} · ${esc(f.title.contact.email)}`], color: accent(rng) })}
<h2 class="center">PRELIMINARY REPORT</h2>
<p>Dated as of ${day(f.documentDate, 'long')} at 7:30 a.m.</p>
<p>Property Address: ${esc(oneLine(f.property.address))} (APN ${apn(rng)})</p>
<p>Proposed Insured Lender: ${esc(f.lender.name)}, its successors and/or assigns. Proposed Loan Amount: ${usd(f.loan.amount)}.</p>
<p>The form of policy to be issued: ALTA Loan Policy (07-01-2021).</p>
<p><b>Title to said estate or interest at the date hereof is vested in:</b><br>${vesting}</p>
<p><b>At the date hereof exceptions to coverage in addition to the printed exceptions would be as follows:</b></p>
<ol><li>General and special taxes for the fiscal year ${f.documentDate.slice(0, 4)}-${Number(f.documentDate.slice(2, 4)) + 1}, first installment ${usd(rng.int(900, 9000), true)}, ${rng.pick(['paid', 'open'])}.</li>
<li>Easement for public utilities as shown on the recorded map.</li>
<li>A deed of trust to secure an indebtedness of ${usd(rng.int(20, 90) * 5000)}, Trustor: ${esc(name(f.seller))}, Beneficiary: ${rng.pick(['Pacific Coast Savings', 'Cascade Home Loans', 'Sonoran Credit Union'])} — to be reconveyed.</li>
${f.entity && f.entity.type !== 'Trust' ? `<li>Requirement: Statement of Information and a copy of the operating agreement / bylaws of ${esc(f.entity.name)}.</li>` : ''}</ol>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth(f) };
  },
};

const guaranty: Family = {
  id: 'q-personal-guaranty',
  description: 'Continuing personal guaranty of payment and completion by the principal of the borrowing entity',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const base = groundUp(facts, rng).f;
    const { f, e } = withEntity(base, rng, 'LLC');
    const s = new Stated().add('entity_name', 'loan_amount', 'property_address', 'borrower_first_name', 'borrower_last_name', 'loan_number', 'authorized_signatory_name', 'authorized_signatory_title');
    const html = documentHtml({
      title: 'Guaranty',
      font: 'serif',
      fontSize: '9.5pt',
      page: { footerLeft: `Guaranty — Loan No. ${f.loan.loanNumber}`, pageNumbers: true },
      pages: [`<h2 class="center">GUARANTY OF PAYMENT AND COMPLETION</h2>
<p>THIS GUARANTY is made as of ${day(f.documentDate, 'long')} by <b>${esc(name(f.borrower, true).toUpperCase())}</b>, an individual (“Guarantor”), in favor of ${esc(f.lender.name)} (“Lender”).</p>
<p><b>RECITALS.</b> A. Lender has agreed to make a loan (Loan No. ${f.loan.loanNumber}) in the original principal amount of ${usd(f.loan.amount)} (the “Loan”) to ${esc(e.name)}, ${entityKind(f)} (“Borrower”), to finance the construction of improvements on the real property commonly known as ${esc(oneLine(f.property.address))}.</p>
<p>B. Guarantor is the ${esc(e.signatoryTitle)} of Borrower and will derive substantial benefit from the Loan.</p>
<p><b>1. Guaranty.</b> Guarantor absolutely and unconditionally guarantees (a) the full and punctual payment of the Loan, and (b) the lien-free completion of the improvements in accordance with the plans approved by Lender.</p>
<p><b>2. Waivers.</b> Guarantor waives all rights and defenses arising out of an election of remedies by Lender, including under California Civil Code Sections 2787 to 2855, 580a, 580b, 580d and 726 of the Code of Civil Procedure.</p>
<p><b>3. Financial Statements.</b> Guarantor shall deliver annual personal financial statements and federal tax returns.</p>
<p>GUARANTOR:</p><p class="scrawl">${esc(name(f.borrower))}</p><div class="sig" style="margin-top:4px">${esc(name(f.borrower))}</div>
<p class="small" style="margin-top:14px">Guarantor's spouse consents: ______________________</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth(f) };
  },
};

const resolution: Family = {
  id: 'q-llc-borrowing-resolution',
  description: "Unanimous written consent of an LLC's members authorising the construction loan and the signer",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const base = maybeBuild(facts, rng);
    const { f, e } = withEntity(base, rng, 'LLC');
    const s = new Stated().add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'loan_amount', 'property_address');
    const other = name(f.seller);
    if (e.ein) s.add('ein');
    const html = documentHtml({
      title: 'Consent',
      font: 'serif',
      fontSize: '10pt',
      pages: [`<h2 class="center">${esc(e.name.toUpperCase())}</h2><p class="center">${entityKind(f).replace(/^a /, 'A ')}${e.ein ? ` · EIN ${einText(e.ein)}` : ''}</p>
<h3 class="center" style="margin:8px 0">UNANIMOUS WRITTEN CONSENT OF THE MEMBERS</h3>
<p>The undersigned, being all of the Members of ${esc(e.name)} (the “Company”), hereby consent to and adopt the following resolutions effective ${day(f.documentDate, 'long')}:</p>
<p>RESOLVED, that the Company borrow from ${esc(f.lender.name)} a loan in an amount not to exceed ${usd(f.loan.amount)}, secured by a first deed of trust on ${esc(oneLine(f.property.address))};</p>
<p>RESOLVED FURTHER, that ${esc(name(f.borrower, true))}, as ${esc(e.signatoryTitle)} of the Company, acting alone, is authorized to execute the note, deed of trust, construction loan agreement and all related documents on behalf of the Company;</p>
<p>RESOLVED FURTHER, that all actions previously taken consistent with these resolutions are ratified.</p>
<table style="width:100%;margin-top:20px"><tr><td><div class="sig">${esc(name(f.borrower))}, Member (${rng.pick([51, 60, 75, 80])}%)</div></td><td><div class="sig">${esc(other)}, Member</div></td></tr></table>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth(f) };
  },
};

const certTrust: Family = {
  id: 'q-certification-of-trust',
  description: 'California Probate Code §18100.5 certification of trust signed by the trustee for a trust-held property',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { f, e } = withEntity(westCoast(facts, rng), rng, 'Trust');
    const s = new Stated().add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'property_address');
    if (e.ein) s.add('ein');
    const co = f.coBorrower;
    const html = documentHtml({
      title: 'Certification of Trust',
      font: 'serif',
      fontSize: '10pt',
      pages: [`<p class="small">RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO: ${esc(f.lender.name)}</p>
<h2 class="center" style="margin:10px 0">CERTIFICATION OF TRUST</h2><p class="center small">(California Probate Code Section 18100.5)</p>
<p>The undersigned declares:</p>
<p>1. The trust is in existence and its name is <b>${esc(e.name)}</b>, executed on ${anyDay(rng, e.trustDate ?? f.documentDate)}.</p>
<p>2. The settlor(s) of the trust: ${esc(name(f.borrower, true))}${co ? ` and ${esc(name(co))}` : ''}.</p>
<p>3. The currently acting trustee(s): ${esc(name(f.borrower))}, Trustee${co ? `, and ${esc(name(co))}, Co-Trustee` : ''}.</p>
<p>4. The trustee has the power to acquire, sell, encumber and borrow against trust property, including the real property at ${esc(oneLine(f.property.address))}.</p>
<p>5. The trust is revocable; the person holding the power to revoke is the settlor.${e.ein ? ` Trust TIN: ${einText(e.ein)}.` : ' The trust uses the settlor\'s SSN.'}</p>
<p>6. Title to trust assets shall be taken as: ${esc(name(f.borrower))}, Trustee of ${esc(e.name)} dated ${day(e.trustDate ?? f.documentDate, 'short')}.</p>
<p>I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed ${day(f.documentDate, 'long')}.</p>
<p class="scrawl">${esc(name(f.borrower))}</p><div class="sig" style="margin-top:4px">${esc(name(f.borrower))}, Trustee</div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth(f) };
  },
};

const statementOfInfo: Family = {
  id: 'q-sos-statement-of-information',
  description: 'Secretary of State Statement of Information (LLC) as filed: entity, managers, agent for service',
  formats: ['pdf_scanned', 'image'],
  make(facts, rng) {
    const { f, e } = withEntity(facts, rng, 'LLC');
    const s = new Stated().add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name');
    const agent = f.title.contact;
    const box = (n: string, label: string, value: string) => `<tr><td style="width:4%" class="b">${n}</td><td><div class="small">${label}</div><div style="font-family:'DejaVu Sans Mono';font-size:10pt">${value}</div></td></tr>`;
    const html = documentHtml({
      title: 'Statement of Information',
      font: 'sans',
      fontSize: '9pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div><b>State of ${esc(e.stateOfFormation)}</b><br>Secretary of State</div><div class="right"><b>Statement of Information</b><br>(Limited Liability Company)<br>Form LLC-12</div></div>
<p class="small">FILED ${day(f.documentDate, 'us')} · Entity No. ${rng.int(2015, 2025)}${rng.int(1000000, 9999999)}</p>
<table class="grid">${box('1a', 'Limited Liability Company Name', esc(e.name.toUpperCase()))}
${box('2', 'Principal Office Address', `${rng.int(100, 9999)} ${rng.pick(['Commerce', 'Industrial', 'Pacific', 'Harbor'])} ${rng.pick(['Way', 'Blvd', 'St'])}, ${esc(f.property.address.city)}`)}
${box('3', 'Manager(s) or Member(s)', `${esc(lastFirst(f.borrower))} — ${esc(e.signatoryTitle.toUpperCase())}`)}
${box('4', 'Agent for Service of Process', `${esc(name(agent).toUpperCase())}, ${esc(oneLine(f.title.address).toUpperCase())}`)}
${box('5', 'Type of Business', rng.pick(['REAL ESTATE DEVELOPMENT', 'RESIDENTIAL CONSTRUCTION', 'REAL ESTATE INVESTMENT']))}
${box('6', 'Chief Executive Officer (if any)', 'NONE')}</table>
<p style="margin-top:10px">I declare I am the person who executed this instrument, which execution is my act and deed.</p>
<p>${day(f.documentDate, 'us')} &nbsp;&nbsp; <span class="scrawl">${esc(name(f.borrower))}</span> &nbsp;&nbsp; ${esc(e.signatoryTitle)}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth(f) };
  },
};

const einNotice: Family = {
  id: 'q-irs-ein-notice',
  description: 'IRS CP 575 style EIN assignment notice for the borrowing LLC, photographed for the loan file',
  formats: ['image', 'pdf_scanned'],
  make(facts, rng) {
    const { f, e } = withEntity(facts, rng, 'LLC');
    const ein = e.ein ?? '';
    const s = new Stated().add('entity_name', 'ein');
    const member = rng.chance(0.6);
    if (member) s.add('borrower_first_name', 'borrower_last_name');
    const html = documentHtml({
      title: 'CP 575',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div><b>Department of the Treasury</b><br>Internal Revenue Service<br>Ogden UT 84201</div><div class="right">Date of this notice: ${day(f.documentDate, 'us')}<br>Employer Identification Number:<br><b>${einText(ein)}</b><br>Form: SS-4</div></div>
<p style="margin-top:16px">${esc(e.name.toUpperCase())}<br>${member ? `${esc(name(f.borrower).toUpperCase())} ${rng.pick(['MBR', 'SOLE MBR', 'MNG MBR'])}<br>` : ''}${rng.int(100, 9999)} ${rng.pick(['MAIN', 'FIRST', 'OAK'])} ST<br>${esc(f.property.address.city.toUpperCase())} ${f.property.address.state} ${f.property.address.zip}</p>
<h3 class="center" style="margin:12px 0">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h3>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${einText(ein)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>
<p>Based on the information received from you or your representative, you must file the following form(s) by the date(s) shown: Form 1065 — 03/15/${Number(f.documentDate.slice(0, 4)) + 1}.</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth(f) };
  },
};

const insuranceBinder: Family = {
  id: 'q-builders-risk-binder',
  description: "Agent's builder's risk insurance binder naming the borrower and the construction lender as mortgagee",
  formats: ['pdf_scanned', 'image'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('property_address', 'loan_number');
    if (f.entity) s.add('entity_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    const agent = f.broker.contact;
    const start = f.loan.closingDate;
    const cell = (label: string, value: string) => `<td><div class="small">${label}</div><div>${value}</div></td>`;
    const html = documentHtml({
      title: 'Binder',
      font: 'sans',
      fontSize: '8.5pt',
      pages: [`<div style="display:flex;justify-content:space-between;border-bottom:2px solid #000"><b style="font-size:14pt">EVIDENCE OF PROPERTY INSURANCE / BINDER</b><span>DATE ${day(f.documentDate, 'us')}</span></div>
<table class="grid" style="margin-top:6px"><tr>${cell('AGENCY', `${esc(agent.last)} Insurance Services<br>${esc(name(agent))} · ${anyPhone(rng, agent.phone)}`)}${cell('COMPANY', rng.pick(['Pacific Specialty Ins. Co.', 'Western Builders Mutual', 'Cascade Indemnity']))}</tr>
<tr>${cell('NAMED INSURED', esc(f.entity ? f.entity.name : name(f.borrower, true)))}${cell('POLICY / BINDER #', `BR-${rng.int(100000, 999999)}`)}</tr>
<tr>${cell('LOCATION / DESCRIPTION', `${esc(oneLine(f.property.address))}<br>New construction — ${esc(f.property.type.toLowerCase())}`)}${cell('TERM', `${day(start, 'us')} to ${day(addDays(start, 365), 'us')}`)}</tr>
<tr>${cell("COVERAGE — BUILDER'S RISK (completed value form)", usd(budget.hard + budget.contingency))}${cell('DEDUCTIBLE', usd(rng.pick([2500, 5000, 10000])))}</tr>
<tr>${cell('MORTGAGEE / LENDER LOSS PAYEE', `${esc(f.lender.name)}, ISAOA/ATIMA<br>${esc(oneLine(f.lender.address))}<br>Loan # ${f.loan.loanNumber}`)}${cell('ADDITIONAL INTEREST', esc(`${f.seller.last} Builders, Inc. (contractor)`))}</tr></table>
<p class="small" style="margin-top:8px">This binder is issued as a matter of information only and confers no rights upon the holder. Coverage is subject to policy terms.</p>
<div class="sig">Authorized Representative</div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth(f) };
  },
};

export const closingFamilies: Family[] = [insuranceBinder, altaStatement, hudStatement, prelim, guaranty, resolution, certTrust, statementOfInfo, einNotice];
