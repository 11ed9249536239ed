// set-ad: paperwork from the other side of the table — purchase contracts, applications, entity documents, valuations.
import type { Family } from '../../../types';
import { documentHtml, esc, kvTable, checkboxes, letterhead, accent } from '../../../style';
import { Doc, ESCROWS, DESKS, rows, dt, fullName, money, phone, pickDate, townOf, cityLine, streetOf } from './kit';

function entityKind(type: string): string {
  return type === 'LLC' ? 'limited liability company' : type === 'Trust' ? 'trust' : type === 'Partnership' ? 'limited partnership' : 'corporation';
}

// --------------------------------------------------------------------------------------------------------------
// Purchase contracts and escrow

export const hiPurchaseContract: Family = {
  id: 'ad-hi-purchase-contract',
  description: 'Hawaii-style residential purchase contract excerpt: buyer/seller blocks, TMK, tenure checkboxes, financing paragraph.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const town = townOf(d.prop.address);
    const buyer = d.entity ? `${esc(d.entName() ?? '')}, a ${esc(d.entity.stateOfFormation)} ${entityKind(d.entity.type)}` : esc(d.name('caps'));
    const price = d.prop.purchasePrice ?? Math.round(d.prop.value * 0.95 / 1000) * 1000;
    const p1 = `<div class="center"><b style="font-size:13pt">PURCHASE CONTRACT</b><br><span class="small">(Residential — ${esc(d.prop.address.stateName)}) · Form revised ${rng.int(2019, 2024)}</span></div>
<p style="margin-top:10px"><b>A-1 Buyer:</b> ${buyer}</p>
<p><b>A-2 Seller:</b> ${esc(fullName(d.seller, 'caps'))}</p>
<p><b>A-3 Property:</b> ${esc(streetOf(d.prop.address))}, ${esc(cityLine(d.prop.address))}; ${esc(d.parcel())}${town?.island ? `, Island of ${esc(town.island)}` : ''}.</p>
<p><b>A-4 Tenure:</b> ${checkboxes(['Fee Simple', 'Leasehold'], d.tenure())}</p>
<p><b>A-5 Property type:</b> ${esc(d.ptype())}</p>
<p><b>B-1 Purchase Price:</b> ${money(price)} (${esc(money(price, 'usd'))}).</p>
<p><b>B-2 Initial deposit:</b> ${money(Math.round(price * 0.02 / 100) * 100)} to escrow within 3 days of acceptance.</p>
<p><b>C-1 Financing:</b> This contract ${checkboxes(['is', 'is not'], 'is')} contingent on Buyer obtaining a new private loan of ${d.amount('plain')}${d.loan.purpose === 'Purchase' ? ` (${esc(d.ltype().toLowerCase())})` : ''}.</p>
<p><b>D-1 Escrow:</b> ${esc(rng.pick(ESCROWS))}. <b>D-2 Closing Date:</b> ${d.close('long')}, or earlier by mutual agreement.</p>`;
    const p2 = `<p><b>E. Buyer's contact:</b> ${rng.chance(0.6) ? `${d.phone('paren')}, ${esc(d.email())}` : 'through Buyer\'s agent'}</p>
<p><b>F. Agents:</b> Buyer's brokerage ${esc(d.broker.name)}; Seller's brokerage ${esc(d.appraiser.name.replace(/Appraisal|Valuation/g, 'Realty'))}.</p>
<p><b>G. Inspections.</b> Buyer may inspect within 14 days, including termite, survey pins and, for agricultural lots, soil and water availability.</p>
<p><b>H. Disclosures.</b> Seller's real property disclosure statement within 10 days; lava zone, tsunami and flood zone disclosures where applicable.</p>
<table style="width:100%;margin-top:30px"><tr><td>BUYER: <span class="scrawl">${esc(d.b.first)} ${esc(d.b.last)}</span></td><td>SELLER: <span class="scrawl">${esc(d.seller.first)} ${esc(d.seller.last)}</span></td></tr>
<tr><td>Date: ${dt(d.f.documentDate, 'us')}</td><td>Date: ${dt(d.f.documentDate, 'us')}</td></tr></table>`;
    d.mark('borrower_first_name', 'borrower_last_name', 'property_address');
    const html = documentHtml({ title: 'Purchase Contract', pages: [p1, p2], font: 'serif', fontSize: '10pt', page: { pageNumbers: true, footerLeft: 'Buyer ___ ___ Seller ___ ___' } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: d.truth() };
  },
};

export const oregonSaleAgreement: Family = {
  id: 'ad-pnw-sale-agreement-table',
  description: 'Oregon/Washington sale agreement summary page: numbered table of terms, buyer entity with its signer.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const price = d.prop.purchasePrice ?? Math.round(d.prop.value * 0.96 / 500) * 500;
    const sig = d.signer();
    const buyer = sig ? `${esc(d.entName() ?? '')} (by ${esc(sig.name)}, ${esc(sig.title)})` : esc(d.name('middle'));
    const items = rows([
      ['Buyer', buyer],
      ['Seller', esc(fullName(d.seller))],
      ['Property address', esc(d.address('long'))],
      ['Tax lot / parcel', esc(d.parcel())],
      ['Purchase price', money(price, 'cents')],
      ['Earnest money', money(rng.pick([5000, 10000, 15000, 25000]))],
      ['Financing', `New private loan of ${d.amount()}${d.loan.purpose === 'Purchase' ? ` (${esc(d.ltype().toLowerCase())})` : ''}`],
      ['Closing', `On or before ${d.close('us')}`],
      ['Possession', 'At closing'],
      ['Escrow', esc(rng.pick(ESCROWS))],
    ]);
    const body = `<div style="display:flex;justify-content:space-between"><b style="font-size:12pt">RESIDENTIAL REAL ESTATE SALE AGREEMENT — SUMMARY OF TERMS</b><span class="small">Offer date ${dt(d.f.documentDate, 'abbr')}</span></div>
<table class="grid" style="margin-top:10px">${items.map(([k, v], i) => `<tr><td style="width:5%">${i + 1}</td><td style="width:28%" class="b">${k}</td><td>${v}</td></tr>`).join('')}</table>
<p style="margin-top:10px" class="small">Buyer's broker: ${esc(fullName(d.broker.contact))}, ${esc(d.broker.name)}, ${phone(d.broker.contact.phone, 'dash')}. This summary is part of the full sale agreement and its addenda; in a conflict the agreement governs.</p>`;
    const html = documentHtml({ title: 'Sale agreement', pages: [body], font: 'sans', fontSize: '9.5pt' });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: d.truth() };
  },
};

export const escrowOpening: Family = {
  id: 'ad-escrow-opening-letter',
  description: 'Escrow company\'s opening letter to the new lender: escrow number, parties, price, loan and closing date.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const escrow = rng.pick(ESCROWS);
    const eo = d.title.contact;
    const body = `${letterhead({ name: escrow, lines: [`${esc(streetOf(d.title.address))}, ${esc(cityLine(d.title.address))}`, `Escrow Officer: ${esc(fullName(eo))} · ${phone(eo.phone, 'paren')}`], color: accent(rng), align: 'center' })}
<p>${pickDate(rng, d.f.documentDate)}</p><p>${esc(d.lender.name)}<br>Attn: Loan Closing</p>
<p><b>Escrow No.:</b> ${rng.int(10, 99)}-${rng.int(100000, 999999)} &nbsp;&nbsp; <b>Your Loan No.:</b> ${d.loanNo()}</p>
<p>We acknowledge receipt of your lender instructions and have opened escrow as follows:</p>
${kvTable(rows([
  ['Borrower(s)', esc(d.borrowerLine())],
  ['Signing for Borrower', d.entity ? esc(d.name()) : undefined],
  ['Seller', d.prop.purchasePrice !== undefined ? esc(fullName(d.seller)) : 'N/A (refinance)'],
  ['Property', esc(d.address('one'))],
  ['Sales price', d.price() ?? 'N/A'],
  ['New first loan', d.amount('cents')],
  ['Scheduled closing', d.close('long')],
]), { labelWidth: '30%' })}
<p style="margin-top:8px">Please forward loan documents, your wire instructions by secure e-mail, and your closing fee sheet. We will order the payoff statement and the title date-down. Recording is by e-recording with the Bureau of Conveyances / county recorder.</p>
<p>Sincerely,<br>${esc(fullName(eo))}, Escrow Officer</p>`;
    const html = documentHtml({ title: 'Escrow opening', pages: [body], font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: d.truth() };
  },
};

// --------------------------------------------------------------------------------------------------------------
// Applications

export const boxedApplication: Family = {
  id: 'ad-boxed-application-scan',
  description: 'Desk\'s paper application filled in by hand and scanned: label in small caps above each box.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const hand = (v: string) => `<span style="font-family:'DejaVu Serif';font-style:italic;color:#10206a;font-size:11.5pt">${esc(v)}</span>`;
    const cell = (label: string, v: string | undefined, w = '1') => `<td style="flex:${w};border:1px solid #222;padding:2px 5px;height:40px;vertical-align:top"><div style="font-size:6.5pt;letter-spacing:0.5px">${label}</div>${v === undefined ? '' : hand(v)}</td>`;
    const sig = d.signer();
    const body = `<div class="center"><b style="font-size:13pt">${esc(rng.pick(DESKS).toUpperCase())}</b><br>BUSINESS PURPOSE LOAN APPLICATION</div>
<table style="width:100%;margin-top:10px;border-collapse:collapse"><tr>${cell('APPLICANT FIRST NAME', d.first())}${cell('LAST NAME', d.last())}${cell('DATE OF BIRTH', d.dob('us'))}</tr>
<tr>${cell('CELL PHONE', d.phone('dash'))}${cell('E-MAIL', d.email())}${cell('EST. CREDIT SCORE', d.fico())}</tr>
<tr>${cell('BORROWING ENTITY (IF ANY)', d.entName())}${cell('EIN', d.ein())}${cell('YOUR TITLE', sig?.title)}</tr>
<tr>${cell('SUBJECT PROPERTY STREET', d.street())}${cell('CITY / STATE / ZIP', d.city())}${cell('PROPERTY TYPE', d.ptype())}</tr>
<tr>${cell('LOAN AMOUNT REQUESTED', d.amount('bare'))}${cell('ESTIMATED VALUE', d.value('bare'))}${cell('PURCHASE PRICE', d.prop.purchasePrice === undefined ? 'n/a' : money(d.prop.purchasePrice, 'bare'))}</tr>
<tr>${cell('TERM (MONTHS)', d.termMonths())}${cell('EXIT STRATEGY', d.exit() ?? '—')}${cell('DESIRED CLOSING', d.close('num'))}</tr></table>
<p style="margin-top:8px">LOAN TYPE: ${checkboxes(['Purchase', 'Refinance', 'Cash Out Refi', 'Bridge Loan', 'Fix & Flip', 'Construction', 'Land', 'Commercial', 'Second Mortgage'], d.loan.type)}</p>
<p class="small">I certify the loan is for business purposes only and the information above is true. Co-applicant DOB: ${d.f.coBorrower ? hand(d.coDob() ?? '') : '—'}</p>
<p style="margin-top:26px">Signature: <span class="scrawl">${esc(d.b.first)} ${esc(d.b.last)}</span> &nbsp;&nbsp; Date: ${hand(dt(d.f.documentDate, 'num'))}</p>`;
    d.mark('loan_type');
    if (sig) d.mark('authorized_signatory_name', 'authorized_signatory_title');
    const html = documentHtml({ title: 'Application', pages: [body], font: 'sans', fontSize: '9pt' });
    return { kind: 'html', documentType: 'Loan Application', html, truth: d.truth() };
  },
};

export const trustApplication: Family = {
  id: 'ad-trust-borrower-application',
  description: 'Application for a family-trust borrower: trust section with dated clause, trustee, property and request sections.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    d.ensureEntity(['Trust']);
    const e = d.entity;
    const sig = d.signer();
    const trustLine = `${esc(d.entName() ?? '')}${e?.trustDate ? ` dated ${dt(e.trustDate, rng.pick(['long', 'us'] as const))}` : ''}`;
    const body = `${letterhead({ name: rng.pick(DESKS), lines: ['Loan Application — Trust Borrower'], color: accent(rng) })}
<h4>1. Borrowing trust</h4>${kvTable(rows([
  ['Name of trust (as on title)', trustLine],
  ['Trust TIN', d.ein() ?? 'None (grantor trust — uses trustee SSN)'],
  ['Trustee', sig ? esc(`${sig.name}, ${sig.title}`) : undefined],
  ['Trustee phone / e-mail', `${d.phone()} · ${esc(d.email())}`],
  ['Trustee date of birth', rng.chance(0.6) ? d.dob() : undefined],
  ['Successor trustee', esc(fullName(d.f.coBorrower ?? d.seller))],
]))}
<h4>2. Property</h4>${kvTable(rows([
  ['Address', esc(d.address())],
  ['Type', d.ptype()],
  ['Tenure', d.tenure()],
  ['Value (owner estimate)', d.value()],
]))}
<h4>3. Request</h4>${kvTable(rows([
  ['Loan type', d.ltype()],
  ['Purpose', d.purpose()],
  ['Amount', d.amount()],
  ['Term requested', d.term()],
  ['Credit score (trustee)', d.fico()],
  ['Exit', d.exit()],
  ['Closing needed by', d.close()],
]))}`;
    const html = documentHtml({ title: 'Trust application', pages: [body], font: 'sans', fontSize: '9pt', css: 'h4{margin:10px 0 3px} .grid td.k{background:#f4f4f4}' });
    return { kind: 'html', documentType: 'Loan Application', html, truth: d.truth() };
  },
};

export const checkboxApplication: Family = {
  id: 'ad-online-application-printout',
  description: 'Printout of an online application: question/answer pairs with radio rows and a co-applicant section.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const q = (question: string, answer: string | undefined) => answer === undefined ? '' : `<div style="margin:5px 0"><div class="muted" style="font-size:8.5pt">${question}</div><div>${answer}</div></div>`;
    const co = d.f.coBorrower;
    const body = `<div style="background:#0b5d4b;color:#fff;padding:8px 12px;font:bold 12pt 'DejaVu Sans'">Apply online — ${esc(rng.pick(DESKS))}</div>
<p class="small muted">Submitted ${pickDate(rng, d.f.documentDate)} · Reference ${d.loanNo()}</p>
<div style="columns:2;column-gap:24px">
${q('Are you borrowing as an individual or through an entity?', checkboxes(['Individual', 'Entity'], d.entity ? 'Entity' : 'Individual'))}
${q('Legal name of entity', d.entName())}
${q('Entity type', d.entity ? checkboxes(['LLC', 'Corporation', 'Partnership', 'Trust'], d.entity.type) : undefined)}
${q('Your first name', esc(d.first()))}${q('Your last name', esc(d.last()))}
${q('Mobile', d.phone())}${q('Email', esc(d.email()))}
${q('Date of birth', d.dob())}
${q('Co-applicant', co ? `${esc(fullName(co))}, born ${d.coDob()}` : undefined)}
${q('Property address', esc(d.address('one')))}
${q('What kind of property?', esc(d.ptype()))}
${q('What do you need?', checkboxes(['Purchase', 'Refinance', 'Cash Out Refi', 'Bridge Loan', 'Fix & Flip', 'Construction', 'Second Mortgage', 'Land', 'Commercial'], d.loan.type))}
${q('How much?', d.amount())}
${q('What is it worth today?', d.value())}
${q('How long do you need the loan?', d.term())}
${q('How will you repay?', d.exit())}
${q('Credit score range you believe applies', `${d.fico()} (self-reported)`)}
${q('When do you need to close?', d.close())}
</div>`;
    d.mark('loan_type');
    const html = documentHtml({ title: 'Online application', pages: [body], font: 'sans', fontSize: '9.5pt' });
    return { kind: 'html', documentType: 'Loan Application', html, truth: d.truth() };
  },
};

// --------------------------------------------------------------------------------------------------------------
// Entity paperwork

export const operatingAgreement: Family = {
  id: 'ad-llc-operating-agreement-excerpt',
  description: 'First and signature pages of an LLC operating agreement for an out-of-state LLC, several members.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    d.ensureEntity(['LLC']);
    const e = d.entity;
    const sig = d.signer();
    const other = d.f.coBorrower ?? d.seller;
    const pctMain = rng.pick([51, 60, 70, 75, 80]);
    const p1 = `<div class="center"><b style="font-size:13pt">OPERATING AGREEMENT<br>OF<br>${esc(d.entName(true) ?? '')}</b><br>a ${esc(e?.stateOfFormation ?? '')} limited liability company</div>
<p style="margin-top:14px">This Operating Agreement is made effective ${dt(d.f.documentDate, 'long')} by the Members listed on Schedule A.</p>
<p><b>1.1 Name.</b> The name of the Company is ${esc(d.entName() ?? '')}.</p>
<p><b>1.2 Purpose.</b> To acquire, improve, hold, lease, finance and sell real property in the States of Hawaii, Washington and Oregon, and any lawful business.</p>
<p><b>1.3 Tax classification.</b> Partnership; employer identification number ${d.ein() ?? 'to be obtained'}.</p>
<p><b>5.1 Management.</b> The Company is manager-managed. ${esc(sig?.name ?? '')} is appointed ${esc(sig?.title ?? '')} and may sign notes, mortgages and deeds of trust for the Company without further consent.</p>
<h4 style="margin-top:14px">Schedule A — Members</h4>
<table class="grid"><tr><th>Member</th><th>Interest</th><th>Capital</th></tr>
<tr><td>${esc(d.name('middle'))}</td><td>${pctMain}%</td><td>${money(rng.int(5, 200) * 1000)}</td></tr>
<tr><td>${esc(fullName(other))}</td><td>${100 - pctMain}%</td><td>${money(rng.int(5, 200) * 1000)}</td></tr></table>`;
    const p2 = `<p>IN WITNESS WHEREOF the Members have signed this Agreement.</p>
<div style="margin-top:30px"><span class="scrawl">${esc(sig?.name ?? '')}</span><br><span class="sig">${esc(sig?.name ?? '')}, ${esc(sig?.title ?? '')} and Member</span></div>
<div style="margin-top:30px"><span class="scrawl">${esc(fullName(other))}</span><br><span class="sig">${esc(fullName(other))}, Member</span></div>`;
    const html = documentHtml({ title: 'Operating Agreement', pages: [p1, p2], font: 'serif', fontSize: '10.5pt', page: { pageNumbers: 'short' } });
    return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
  },
};

export const certificateOfTrust: Family = {
  id: 'ad-certification-of-trust',
  description: 'Certification of trust under state statute: trust name with dated clause, trustee powers, notary block.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    d.ensureEntity(['Trust']);
    const e = d.entity;
    const sig = d.signer();
    const dated = e?.trustDate ? dt(e.trustDate, rng.pick(['long', 'us', 'num'] as const)) : '';
    const state = d.prop.address.stateName;
    const body = `<div class="center b" style="font-size:13pt">CERTIFICATION OF TRUST</div>
<p class="center small">(${state === 'Hawaii' ? 'HRS §554D-1013' : state === 'Washington' ? 'RCW 11.98.075' : 'ORS 130.860'})</p>
<p>The undersigned, being first duly sworn, certifies:</p>
<ol><li>The trust is ${esc(d.entName() ?? '')} dated ${esc(dated)} (the "Trust"), and it exists and has not been revoked, modified or amended in any way that would make this certification incorrect.</li>
<li>The settlor(s) of the Trust: ${esc(fullName(d.b, 'middle'))}${d.f.coBorrower ? ` and ${esc(fullName(d.f.coBorrower))}` : ''}.</li>
<li>The currently acting trustee: ${esc(sig?.name ?? '')}, ${esc(sig?.title ?? '')}.</li>
<li>The trustee has power to acquire, sell, borrow against and encumber real property, including ${esc(d.address('full'))}.</li>
<li>${d.ein() ? `The Trust's taxpayer identification number is ${d.ein() ?? ''}.` : 'The Trust is revocable; the trustee signs alone.'}</li>
<li>Title to trust property shall be taken as: ${esc(sig?.name ?? '')}, Trustee of ${esc(d.entName() ?? '')}.</li></ol>
<p style="margin-top:24px"><span class="scrawl">${esc(sig?.name ?? '')}</span><br><span class="sig">${esc(sig?.name ?? '')}, Trustee</span></p>
<div style="border:1px solid #555;padding:8px;margin-top:18px;font-size:8.5pt">State of ${esc(state)}, ${esc(townOf(d.prop.address)?.county ?? 'County of ______')}. Subscribed and sworn before me on ${dt(d.f.documentDate, 'long')} by the trustee named above.<br><br>Notary Public: ${esc(fullName(d.title.contact))} &nbsp; My commission expires: ${dt(`${Number(d.f.documentDate.slice(0, 4)) + 3}${d.f.documentDate.slice(4)}`, 'us')}</div>`;
    const html = documentHtml({ title: 'Certification of Trust', pages: [body], font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
  },
};

export const annualReport: Family = {
  id: 'ad-state-annual-report-photo',
  description: 'Photo of a Secretary of State annual report / business information filing: UBI/file no., governors, principal office.',
  formats: ['image'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    d.ensureEntity(['LLC', 'Corporation']);
    const e = d.entity;
    const sig = d.signer();
    const st = rng.pick(['WASHINGTON', 'OREGON', 'HAWAII']);
    const other = d.f.coBorrower ?? d.seller;
    const body = `<div style="border:3px solid #000;padding:14px">
<div class="center b">STATE OF ${st} · ${st === 'HAWAII' ? 'DEPARTMENT OF COMMERCE AND CONSUMER AFFAIRS' : 'SECRETARY OF STATE — CORPORATIONS DIVISION'}</div>
<div class="center" style="font-size:14pt;margin:8px 0"><b>ANNUAL REPORT</b></div>
${kvTable(rows([
  ['Business name', esc(d.entName(true) ?? '')],
  ['Entity type', e?.type === 'LLC' ? 'Foreign Limited Liability Company' : 'Foreign Profit Corporation'],
  ['Jurisdiction of formation', esc(e?.stateOfFormation ?? '')],
  [st === 'WASHINGTON' ? 'UBI number' : 'File number', `${rng.int(600, 605)} ${rng.int(100, 999)} ${rng.int(100, 999)}`],
  ['Federal EIN (optional)', d.ein()],
  ['Principal office', esc(`${streetOf(d.title.address)}, ${cityLine(d.title.address)}`)],
  ['Registered agent', esc(d.title.name)],
]))}
<p class="b" style="margin-top:10px">Governors / officers</p>
<table class="grid"><tr><th>Name</th><th>Title</th></tr><tr><td>${esc(sig?.name.toUpperCase() ?? '')}</td><td>${esc(sig?.title ?? '')}</td></tr><tr><td>${esc(fullName(other).toUpperCase())}</td><td>${e?.type === 'LLC' ? 'Member' : 'Secretary'}</td></tr></table>
<p style="margin-top:10px">Filed: ${dt(d.f.documentDate, 'us')} &nbsp; Status: ACTIVE</p></div>`;
    const html = documentHtml({ title: 'Annual report', pages: [body], font: 'sans', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
  },
};

export const borrowingResolution: Family = {
  id: 'ad-borrowing-resolution',
  description: 'Members\' / directors\' written consent authorizing a specific loan on a specific property, signed by the manager.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    d.ensureEntity(['LLC', 'Corporation', 'Partnership']);
    const e = d.entity;
    const sig = d.signer();
    const body_ = e?.type === 'Corporation' ? 'Board of Directors' : e?.type === 'Partnership' ? 'Partners' : 'Members';
    const body = `<div class="center b" style="font-size:12pt">UNANIMOUS WRITTEN CONSENT OF THE ${body_.toUpperCase()}<br>OF ${esc(d.entName(true) ?? '')}</div>
<p style="margin-top:12px">The undersigned, being all of the ${body_.toLowerCase()} of ${esc(d.entName() ?? '')}, a ${esc(e?.stateOfFormation ?? '')} ${entityKind(e?.type ?? 'LLC')} (the "Company"), consent to the following resolutions:</p>
<p><b>RESOLVED</b>, that the Company borrow from ${esc(d.lender.name)} the principal sum of ${d.amount('cents')}, for a term of ${d.term()}, at ${d.rate()}% per annum, secured by a first lien on ${esc(d.address('long'))};</p>
<p><b>RESOLVED FURTHER</b>, that ${esc(sig?.name ?? '')}, as ${esc(sig?.title ?? '')} of the Company, is authorized to execute the note, ${d.prop.address.state === 'HI' ? 'mortgage' : 'deed of trust'}, guaranty and all other loan documents;</p>
<p><b>RESOLVED FURTHER</b>, that all prior acts consistent with these resolutions are ratified.</p>
<p>Dated: ${dt(d.f.documentDate, 'long')}</p>
<p style="margin-top:24px"><span class="scrawl">${esc(sig?.name ?? '')}</span><br><span class="sig">${esc(sig?.name ?? '')}, ${esc(sig?.title ?? '')}</span></p>
${d.f.coBorrower ? `<p style="margin-top:16px"><span class="scrawl">${esc(fullName(d.f.coBorrower))}</span><br><span class="sig">${esc(fullName(d.f.coBorrower))}</span></p>` : ''}
<p class="small" style="margin-top:16px">EIN ${d.ein() ?? 'on file'} · Company records of ${esc(d.entName() ?? '')}</p>`;
    const html = documentHtml({ title: 'Resolution', pages: [body], font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
  },
};

export const einLetter: Family = {
  id: 'ad-irs-ein-assignment-scan',
  description: 'Scanned IRS EIN assignment notice (CP 575-style) mailed to the entity care of its member.',
  formats: ['pdf_scanned', 'image'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    d.ensureEntity(['LLC', 'Corporation', 'Partnership']);
    if (!d.entity?.ein && d.entity) d.f = { ...d.f, entity: { ...d.entity, ein: `${rng.pick(['82', '83', '87', '88', '92'])}${String(rng.int(0, 9999999)).padStart(7, '0')}` } };
    const mailTo = d.title.address;
    const body = `<div style="display:flex;justify-content:space-between"><div>Department of the Treasury<br>Internal Revenue Service<br>Cincinnati OH 45999-0023</div><div class="right">Date of this notice: ${dt(d.f.documentDate, 'us')}<br>Employer Identification Number:<br><b style="font-size:12pt">${d.ein() ?? ''}</b><br>Form: SS-4</div></div>
<div style="margin:24px 0 18px 40px;font-family:'DejaVu Sans Mono'">${esc(d.entName(true) ?? '')}<br>% ${esc(d.name('caps'))} ${d.entity?.type === 'LLC' ? 'MBR' : ''}<br>${esc(streetOf(mailTo).toUpperCase())}<br>${esc(cityLine(mailTo).toUpperCase())}</div>
<div class="center b" style="font-size:12pt">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</div>
<p style="margin-top:10px">Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${d.ein() ?? ''}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>
<p>Your name control is ${esc((d.entity?.name.replace(/^The /, '') ?? 'XXXX').replace(/[^A-Za-z]/g, '').slice(0, 4).toUpperCase())}.</p>
<p class="small" style="margin-top:30px">(IRS USE ONLY) 575${rng.pick(['B', 'E', 'G'])} &nbsp; ${dt(d.f.documentDate, 'us')} &nbsp; 9999999999 SS-4</p>`;
    const html = documentHtml({ title: 'CP 575', pages: [body], font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
  },
};

// --------------------------------------------------------------------------------------------------------------
// Valuations

function comps(d: Doc, count: number): string {
  const rng = d.rng;
  const rowsHtml = Array.from({ length: count }, (_, i) => {
    const price = Math.round((d.prop.value * (0.85 + rng.next() * 0.35)) / 1000) * 1000;
    return `<tr><td>Comp ${i + 1}</td><td>${rng.int(10, 4999)} ${rng.pick(['Kapaa', 'Aina', 'Hale', 'Alder', 'Pine', 'Puna', 'Ridge'])} ${rng.pick(['St', 'Pl', 'Dr', 'Way'])}</td><td>${money(price)}</td><td>${rng.int(1, 11)} mo</td><td>${rng.pick(['Superior', 'Similar', 'Inferior'])}</td></tr>`;
  }).join('');
  return `<table class="grid" style="font-size:8.5pt"><tr><th></th><th>Address</th><th>Sale price</th><th>Sold</th><th>vs. subject</th></tr>${rowsHtml}</table>`;
}

export const landAppraisal: Family = {
  id: 'ad-land-appraisal-summary',
  description: 'Appraisal summary for a lot or agricultural parcel: site data, zoning, three land comps, reconciled value.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const ap = d.appraiser;
    const acres = (rng.int(18, 1200) / 100).toFixed(2);
    const body = `${letterhead({ name: ap.name, lines: [`${esc(streetOf(ap.address))}, ${esc(cityLine(ap.address))}`, `Certified General Appraiser: ${esc(fullName(ap.contact))}`], color: accent(rng) })}
<h2 style="font-size:13pt">APPRAISAL REPORT — SUMMARY</h2>
${kvTable(rows([
  ['Client / intended user', esc(d.lender.name)],
  ['Borrower (per client)', esc(d.borrowerLine())],
  ['Subject', esc(d.address('full'))],
  ['Legal / parcel', esc(d.parcel())],
  ['Property type', d.prop.type === 'Land' ? `${d.ptype()} — ${acres} acres` : d.ptype()],
  ['Zoning', rng.pick(['AG-2 Agricultural', 'R-1 Residential', 'RR-10 Rural Residential', 'SF 5000'])],
  ['Utilities', rng.pick(['Water meter available; septic/IWS required', 'Public water and sewer at street', 'Catchment; no county water'])],
  ['Effective date', dt(d.f.documentDate, 'long')],
]), { labelWidth: '30%' })}
<h3 style="font-size:11pt;margin-top:10px">Sales comparison</h3>${comps(d, 3)}
<h3 style="font-size:11pt;margin-top:10px">Reconciliation</h3>
<p>Market value of the fee simple interest, as is: <b>${d.value('plain')}</b>${d.arv() ? `. Prospective value upon completion of the proposed improvements: ${d.arv()} (hypothetical condition)` : ''}.</p>
<p class="small">Exposure time 4–9 months. This summary is part of a full appraisal report prepared under USPAP.</p>`;
    const html = documentHtml({ title: 'Appraisal', pages: [body], font: 'sans', fontSize: '9.5pt' });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: d.truth() };
  },
};

export const sfrAppraisal: Family = {
  id: 'ad-sfr-adu-appraisal',
  description: 'Residential appraisal page one (1004-like): subject section, ADU noted, as-is vs as-repaired values.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const ap = d.appraiser;
    const grid = (cells: [string, string][]) => `<tr>${cells.map(([k, v]) => `<td><div style="font-size:6.8pt;color:#333">${k}</div>${v}</td>`).join('')}</tr>`;
    const body = `<div style="display:flex;justify-content:space-between;font-size:8pt"><span>Uniform Residential Appraisal Report</span><span>File # ${rng.int(24000, 26999)}-${rng.int(10, 99)}</span></div>
<table class="grid" style="font-size:9pt;margin-top:6px">
${grid([['Property Address', esc(d.street())], ['City', esc(d.prop.address.city)], ['State', d.prop.address.state], ['Zip Code', d.prop.address.zip]])}
${grid([['Borrower', esc(d.entity ? d.entName() ?? '' : d.name())], ['Owner of Public Record', esc(d.prop.purchasePrice ? fullName(d.seller) : d.entity ? d.entName() ?? '' : fullName(d.b))], ['County', esc(townOf(d.prop.address)?.county ?? '')], ['Tax Year', d.f.documentDate.slice(0, 4)]])}
${grid([['Lender/Client', esc(d.lender.name)], ['Property Rights', d.tenure()], ['Assignment Type', d.prop.purchasePrice ? 'Purchase Transaction' : 'Refinance Transaction'], ['Contract Price', d.price() ?? 'n/a']])}
${grid([['Design', esc(d.ptype())], ['Year Built', String(d.prop.yearBuilt ?? '')], ['GLA', `${d.prop.squareFeet ?? ''} sf`], ['ADU', rng.pick(['Detached ADU 480 sf (permitted)', 'Proposed ADU — not valued', 'Attached ADU, permit pending'])]])}
</table>
<h3 style="font-size:10.5pt;margin-top:10px">Reconciliation</h3>
<p>Indicated value by sales comparison approach: ${money(d.prop.value)}. Cost approach not developed.</p>
<p>This appraisal is made ${checkboxes(['"as is"', 'subject to completion'], '"as is"')}. Based on a complete visual inspection, my (our) opinion of the market value, as defined, of the real property that is the subject of this report is <b>${d.value()}</b>, as of ${dt(d.f.documentDate, 'us')}.</p>
${d.arv() ? `<p>Extraordinary assumption: the value upon completion of the renovation/ADU would be ${d.arv()}.</p>` : ''}
<h3 style="font-size:10.5pt;margin-top:10px">Comparable sales</h3>${comps(d, 3)}
<p style="margin-top:12px">Appraiser: ${esc(fullName(ap.contact))}, ${esc(ap.name)} · ${phone(ap.contact.phone, 'dash')}</p>`;
    const html = documentHtml({ title: 'URAR', pages: [body], font: 'sans', fontSize: '9pt' });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: d.truth() };
  },
};

export const bpo: Family = {
  id: 'ad-bpo-note-collateral',
  description: 'Broker price opinion ordered by the note desk on a seasoned note\'s collateral: occupant, condition, as-is and quick-sale values.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const agent = d.appraiser.contact;
    const quick = Math.round(d.prop.value * 0.88 / 1000) * 1000;
    const body = `<div style="background:#333;color:#fff;padding:6px 10px"><b>BROKER PRICE OPINION</b> — exterior only</div>
${kvTable(rows([
  ['Ordered by', `${esc(rng.pick(DESKS))} (note acquisition due diligence)`],
  ['Loan / file #', d.loanNo()],
  ['Obligor of record', esc(d.borrowerLine())],
  ['Subject', esc(d.address('one'))],
  ['Type', d.ptype()],
  ['Occupancy', rng.pick(['Owner occupied', 'Tenant occupied', 'Vacant', 'Unknown'])],
  ['Condition', rng.pick(['Average', 'Fair', 'Good'])],
  ['As-is value (90-120 day)', d.value()],
  ['Quick sale (30 day)', money(quick)],
  ['Inspection date', dt(d.f.documentDate, 'us')],
]), { labelWidth: '32%' })}
<p style="margin-top:8px">Comparable listings and sales:</p>${comps(d, 3)}
<p style="margin-top:8px">Agent: ${esc(fullName(agent))}, ${esc(d.appraiser.name.replace(/Appraisal|Valuation/g, 'Realty'))}, ${phone(agent.phone, 'paren')}</p>`;
    const html = documentHtml({ title: 'BPO', pages: [body], font: 'sans', fontSize: '9.5pt' });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: d.truth() };
  },
};

export const condoAppraisalLetter: Family = {
  id: 'ad-condo-appraisal-letter',
  description: 'Appraiser\'s letter of transmittal for a Honolulu condo (leasehold/fee simple), value in a sentence.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const ap = d.appraiser;
    const body = `${letterhead({ name: ap.name, lines: [`${esc(streetOf(ap.address))}, ${esc(cityLine(ap.address))}`], color: accent(rng) })}
<p>${dt(d.f.documentDate, 'long')}</p><p>${esc(d.lender.name)}<br>Attn: ${esc(fullName(d.lender.contact))}</p>
<p>RE: Appraisal of ${esc(d.address('long'))}${d.entity ? `; borrower ${esc(d.entName() ?? '')}` : `; borrower ${esc(d.name())}`}</p>
<p>At your request, we have appraised the ${d.tenure().toLowerCase()} interest in the ${esc(d.ptype().toLowerCase())} referenced above. ${d.tenure() === 'Leasehold' ? `The land lease has ${rng.int(18, 44)} years remaining; lease rent is fixed through ${Number(d.f.documentDate.slice(0, 4)) + rng.int(3, 12)}.` : ''} The building's AOAO reports ${rng.int(60, 380)} units and a reserve fund at ${rng.int(38, 92)}% of the reserve study's recommendation.</p>
<p>Based on the analysis in the attached report, it is our opinion that the market value of the subject as of ${dt(d.f.documentDate, 'long')} is:</p>
<p class="center b" style="font-size:12pt">${d.value('plain').toUpperCase()}</p>
${d.price() ? `<p>The subject is under contract at ${d.price()}; the contract was reviewed and is considered arm's length.</p>` : ''}
<p>Respectfully submitted,</p><p><span class="scrawl">${esc(fullName(ap.contact))}</span><br>${esc(fullName(ap.contact))}, Certified Residential Appraiser</p>`;
    const html = documentHtml({ title: 'Appraisal letter', pages: [body], font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: d.truth() };
  },
};

export const formFamilies: Family[] = [
  hiPurchaseContract, oregonSaleAgreement, escrowOpening, boxedApplication, trustApplication, checkboxApplication,
  operatingAgreement, certificateOfTrust, annualReport, borrowingResolution, einLetter, landAppraisal, sfrAppraisal, bpo,
  condoAppraisalLetter,
];
