// Entity paperwork: LP certificates, corporate borrowing resolutions, trust certifications, IRS EIN letters,
// LLC operating agreement excerpts, Secretary of State printouts — and a broker's one-page cover sheet.
import type { DealFacts, EntityType, Family, Rng, TruthField } from '../../../types';
import { makeEntity } from '../../../facts';
import { documentHtml, esc, kvTable, letterhead } from '../../../style';
import {
  addressOneLine, date, ein, entityKind, exitLabel, fullName, loanTypeLabel, money, phone, propertyTypeLabel, tr,
} from './fmt';

/** The deal with a borrowing entity of `type` (the deal's own when it matches; otherwise one formed for this paper). */
function withEntity(f: DealFacts, rng: Rng, type?: EntityType, needEin = false): DealFacts {
  if (f.entity && (!type || f.entity.type === type) && (!needEin || f.entity.ein)) return f;
  let entity = makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)), type ?? (f.entity?.type === 'Trust' ? 'LLC' : f.entity?.type));
  for (let i = 0; i < 10 && needEin && !entity.ein; i++) entity = makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)), type);
  return { ...f, entity };
}

const OTHER_PEOPLE = ['Thomas Whitfield', 'Rosa Villarreal', 'Grant Pickering', 'Dana Oyelaran', 'Marisol Cantu', 'Harold Beaumont', 'Keith Abernathy', 'Lorena Sauceda'];

export const entityFamilies: Family[] = [
  {
    id: 'so-lp-certificate-schedule',
    description: 'Certificate of Limited Partnership with the partnership agreement\'s Schedule A of partners and percentage interests',
    formats: ['pdf_text'],
    make(f0, rng) {
      const f = withEntity(f0, rng, 'Partnership');
      const e = f.entity as NonNullable<DealFacts['entity']>;
      const lps = rng.shuffle(OTHER_PEOPLE).slice(0, rng.int(2, 4));
      const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'];
      const pages = [
        `<h2 class="center">CERTIFICATE OF LIMITED PARTNERSHIP</h2><p class="center">${esc(e.name)}</p>
<p>The undersigned, desiring to form a limited partnership under the laws of the State of ${esc(e.stateOfFormation)}, certifies:</p>
<p>1. <b>Name.</b> The name of the limited partnership is ${esc(e.name)} (the "Partnership").</p>
<p>2. <b>Registered Agent.</b> ${esc(rng.pick(['Registered Agents Inc.', 'CT Corporation System', 'Capitol Services, Inc.']))}, ${esc(addressOneLine(rng, f.title.address))}.</p>
<p>3. <b>General Partner.</b> ${esc(fullName(f.borrower, true))}, ${esc(e.signatoryTitle)}, whose business address is ${esc(addressOneLine(rng, f.broker.address))}.</p>
${e.ein ? `<p>4. <b>Federal Employer Identification Number.</b> ${ein(e.ein)}</p>` : ''}
<p style="margin-top:24px">IN WITNESS WHEREOF, the undersigned has executed this Certificate on ${date(f.documentDate, 'long')}.</p>
<p><span class="sig">${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}</span></p>`,
        `<h3 class="center">SCHEDULE A<br>PARTNERS, CAPITAL CONTRIBUTIONS AND PERCENTAGE INTERESTS</h3>
<table class="grid" style="margin-top:10px"><tr><th>Partner</th><th>Class</th><th>Capital Contribution</th><th>Percentage Interest</th></tr>
<tr><td>${esc(fullName(f.borrower))}</td><td>${esc(e.signatoryTitle)}</td><td>${money(rng.int(1, 20) * 1000)}</td><td>1.00%</td></tr>
${lps.map((p) => `<tr><td>${esc(p)}</td><td>Limited Partner</td><td>${money(rng.int(50, 900) * 1000)}</td><td>${(99 / lps.length).toFixed(2)}%</td></tr>`).join('')}</table>
<p class="small" style="margin-top:10px">Limited Partners have no authority to bind the Partnership. Amended as of ${date(f.documentDate, 'abbr')}.</p>`,
      ];
      if (e.ein) fields.push('ein');
      return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Certificate of LP', pages, page: { pageNumbers: 'short' } }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-corporate-borrowing-resolution',
    description: 'Secretary\'s certificate with board resolutions authorizing the loan (amount, lender, property), signed by the corporate secretary; scanned',
    formats: ['pdf_scanned'],
    make(f0, rng) {
      const f = withEntity(f0, rng, 'Corporation');
      const e = f.entity as NonNullable<DealFacts['entity']>;
      const secretary = rng.pick(OTHER_PEOPLE);
      const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'loan_amount', 'property_address'];
      const html = `<h2 class="center">SECRETARY'S CERTIFICATE<br><span style="font-size:11pt">${esc(e.name.toUpperCase())}</span></h2>
<p>I, ${esc(secretary)}, the duly elected Secretary of ${esc(e.name)}, ${esc(entityKind(f))} (the "Corporation"), certify that the following resolutions were adopted by unanimous written consent of the Board of Directors on ${date(f.documentDate, 'long')} and remain in full force:</p>
<p>RESOLVED, that the Corporation is authorized to borrow from ${esc(f.lender.name)} ("Lender") a loan in the principal amount of ${money(f.loan.amount)} (the "Loan"), to be secured by a first-lien deed of trust on the real property located at ${esc(addressOneLine(rng, f.property.address, { long: true }))};</p>
<p>FURTHER RESOLVED, that ${esc(fullName(f.borrower, true))}, as ${esc(e.signatoryTitle)} of the Corporation, is authorized to execute and deliver the note, deed of trust and all other loan documents on behalf of the Corporation;</p>
<p>FURTHER RESOLVED, that any prior acts of the officers consistent with these resolutions are ratified.</p>
${e.ein ? `<p>Corporation's EIN: ${ein(e.ein)}</p>` : ''}
<p style="margin-top:24px"><span class="scrawl">${esc(secretary)}</span><br>${esc(secretary)}, Secretary</p>
<p class="small" style="margin-top:20px">[CORPORATE SEAL]</p>`;
      if (e.ein) fields.push('ein');
      return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Resolution', pages: [html], fontSize: '11pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-certification-of-trust',
    description: 'Certification of Trust (trust code style) by the trustee: trust name and date, trustee powers, TIN if any',
    formats: ['pdf_text', 'image'],
    make(f0, rng) {
      const f = withEntity(f0, rng, 'Trust');
      const e = f.entity as NonNullable<DealFacts['entity']>;
      const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'];
      const successor = rng.pick(OTHER_PEOPLE);
      const html = `<h2 class="center">CERTIFICATION OF TRUST</h2>
<p>The undersigned Trustee, being first duly sworn, certifies as follows:</p>
<ol><li>The trust is known as <b>${esc(e.name)}</b>${e.trustDate ? ` and was executed on ${date(e.trustDate, 'long')}` : ''} (the "Trust").</li>
<li>The currently acting Trustee of the Trust is ${esc(fullName(f.borrower, true))}. The designated successor trustee is ${esc(successor)}.</li>
<li>The Trust is ${rng.pick(['revocable', 'revocable by the settlor', 'irrevocable'])}. The Trustee has full power to acquire, sell, convey, encumber and borrow against real property, including the property at ${esc(addressOneLine(rng, f.property.address))}.</li>
${e.ein ? `<li>The Trust's taxpayer identification number is ${ein(e.ein)}.</li>` : '<li>The Trust uses the social security number of the settlor.</li>'}
<li>The Trust has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</li></ol>
<p style="margin-top:20px"><span class="sig">${esc(fullName(f.borrower))}, Trustee</span></p>
<p class="small" style="margin-top:18px">State of ${esc(f.property.address.stateName)}, County of ____________. Sworn to and subscribed before me on ${date(f.documentDate, 'long')}. Notary Public: ${esc(fullName(f.title.contact))}</p>`;
      fields.push('property_address');
      if (e.ein) fields.push('ein');
      return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Certification of Trust', pages: [html], fontSize: '10.5pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-irs-ein-letter',
    description: 'IRS EIN assignment notice (CP 575 style) addressed to the entity care of its member; photographed or scanned',
    formats: ['image', 'pdf_scanned'],
    make(f0, rng) {
      const f = withEntity(f0, rng, f0.entity?.type === 'Trust' ? 'LLC' : undefined, true);
      const e = f.entity as NonNullable<DealFacts['entity']>;
      const fields: TruthField[] = ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name'];
      const html = `<div style="display:flex;justify-content:space-between"><div><b>Department of the Treasury</b><br>Internal Revenue Service<br>Cincinnati OH 45999-0023</div><div style="text-align:right">Date of this notice: ${date(f.documentDate, 'abbr').replace(/^(\w+) /, '$1 ')}<br>Employer Identification Number:<br><b>${ein(e.ein ?? '')}</b><br>Form: SS-4</div></div>
<p style="margin-top:26px">${esc(e.name.toUpperCase())}<br>${esc(`${f.borrower.first} ${f.borrower.last}`.toUpperCase())} ${e.type === 'LLC' ? 'MBR' : e.type === 'Corporation' ? 'PRES' : 'GEN PTR'}<br>${esc(addressOneLine(rng, f.broker.address).toUpperCase())}</p>
<h3 style="margin-top:20px">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h3>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${ein(e.ein ?? '')}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>`;
      return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'CP 575', pages: [html], fontSize: '10pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-llc-operating-agreement-excerpt',
    description: 'LLC operating agreement excerpt: cover, management article naming the manager, signature page and Exhibit A members',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f0, rng) {
      const f = withEntity(f0, rng, 'LLC');
      const e = f.entity as NonNullable<DealFacts['entity']>;
      const others = rng.shuffle(OTHER_PEOPLE).slice(0, rng.int(1, 3));
      const mine = rng.pick([51, 60, 75, 80]);
      const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'];
      const pages = [
        `<div style="text-align:center;margin-top:2in"><h1 style="font-size:20pt">OPERATING AGREEMENT</h1><p>OF</p><h2>${esc(e.name.toUpperCase())}</h2><p>${esc(entityKind(f).replace(/^a /, 'A '))}</p><p style="margin-top:1in">Effective ${date(f.documentDate, 'long')}</p></div>`,
        `<h3>ARTICLE V — MANAGEMENT</h3><p>5.1 <b>Management.</b> The Company shall be managed by its ${esc(e.signatoryTitle === 'Manager' ? 'Manager' : 'Managing Member')}. ${esc(fullName(f.borrower, true))} is hereby designated as the ${esc(e.signatoryTitle)} of the Company.</p>
<p>5.2 <b>Authority.</b> The ${esc(e.signatoryTitle)} shall have full authority to acquire, finance and encumber real property and to execute any loan documents on behalf of the Company without the further consent of the Members.</p>
<p>5.3 <b>Officers.</b> The ${esc(e.signatoryTitle)} may appoint officers; ${esc(others[0] ?? '')} is appointed Secretary for recordkeeping purposes only.</p>
${e.ein ? `<p>5.4 <b>Tax matters.</b> The Company's federal EIN is ${ein(e.ein)}.</p>` : ''}
<h3 style="margin-top:16px">SIGNATURE PAGE</h3><p>${esc(e.name)}</p><p><span class="sig">${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}</span></p>
<h3 style="margin-top:16px">EXHIBIT A — MEMBERS</h3><table class="grid"><tr><th>Member</th><th>Interest</th></tr><tr><td>${esc(fullName(f.borrower))}</td><td>${mine}%</td></tr>${others.map((o, i) => `<tr><td>${esc(o)}</td><td>${i === 0 ? 100 - mine - (others.length - 1) * 0 : 0}%</td></tr>`).join('')}</table>`,
      ];
      if (e.ein) fields.push('ein');
      return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Operating Agreement', pages, page: { pageNumbers: 'short' } }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-sos-entity-search',
    description: 'Secretary of State business-entity search printout: filing number, status, registered agent, officers / governing persons',
    formats: ['pdf_text'],
    make(f0, rng) {
      const f = withEntity(f0, rng, f0.entity?.type === 'Trust' ? 'LLC' : undefined);
      const e = f.entity as NonNullable<DealFacts['entity']>;
      const other = rng.pick(OTHER_PEOPLE);
      const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'];
      const typeLabel = e.type === 'LLC' ? 'Domestic Limited Liability Company (LLC)' : e.type === 'Corporation' ? 'Domestic For-Profit Corporation' : 'Domestic Limited Partnership (LP)';
      const html = `<div style="background:#14213d;color:#fff;padding:8px 12px;font:bold 13pt 'DejaVu Sans'">${esc(e.stateOfFormation)} Secretary of State — Business Search</div>
<p class="small muted">Printed ${date(f.documentDate, 'us')} · Information is current as of the print date</p>
${kvTable([['Entity Name', `<b>${esc(e.name)}</b>`], ['Filing Number', String(rng.int(800000000, 899999999))], ['Entity Type', typeLabel], ['Status', 'Active / In Existence'], ['Formation Date', date(`${Number(f.documentDate.slice(0, 4)) - rng.int(1, 12)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'us')], ['Registered Agent', `${esc(rng.pick(['Northwest Registered Agent LLC', 'Cogency Global Inc.', 'Registered Agent Solutions, Inc.']))}`]])}
<h3 style="margin-top:12px">Governing Persons / Officers</h3><table class="grid"><tr><th>Name</th><th>Title</th><th>Address</th></tr>
<tr><td>${esc(fullName(f.borrower).toUpperCase())}</td><td>${esc(e.signatoryTitle)}</td><td>${esc(addressOneLine(rng, f.broker.address))}</td></tr>
<tr><td>${esc(other.toUpperCase())}</td><td>${e.type === 'Corporation' ? 'Secretary' : e.type === 'Partnership' ? 'Limited Partner' : 'Member'}</td><td>${esc(addressOneLine(rng, f.appraiser.address))}</td></tr></table>`;
      return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'SOS', pages: [html], font: 'sans', fontSize: '9.5pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-broker-cover-sheet',
    description: 'Commercial broker\'s one-page loan submission cover sheet (boxes and checkmarks) clipped to the package',
    formats: ['pdf_text', 'image'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'loan_amount', 'loan_type', 'loan_term'];
      const rows: [string, string][] = [
        ['Sponsor', esc(fullName(f.borrower))], ['Sponsor phone / e-mail', `${phone(f.borrower.phone, 'dash')} / ${esc(f.borrower.email)}`],
        ['Collateral', esc(addressOneLine(rng, f.property.address))], ['Asset type', esc(propertyTypeLabel(rng, f))],
        ['Program', esc(loanTypeLabel(rng, f))], ['Loan amount', money(L.amount)], ['Term requested', `${L.termMonths} months`],
      ];
      if (f.entity) { rows.splice(1, 0, ['Borrower entity', `${esc(f.entity.name)}${f.entity.ein ? ` (EIN ${ein(f.entity.ein)})` : ''}`]); fields.push('entity_name'); if (f.entity.ein) fields.push('ein'); }
      if (rng.chance(0.6)) { rows.push(['As-is value', money(f.property.value)]); fields.push('property_value'); }
      if (f.property.purchasePrice) rows.push(['Contract price', money(f.property.purchasePrice)]);
      const ex = exitLabel(rng, f);
      if (ex) { rows.push(['Exit', esc(ex)]); fields.push('exit_strategy'); }
      if (L.brokerPoints !== undefined) { rows.push(['Broker fee', `${L.brokerPoints}%`]); fields.push('broker_points'); }
      const check = ['Application', 'Purchase contract', 'Rent roll / T-12', 'Entity docs', 'Photo ID', 'Bank statements'].map((x) => `<span style="margin-right:12px">${rng.chance(0.7) ? '☑' : '☐'} ${x}</span>`).join('');
      const html = `${letterhead({ name: f.broker.name, lines: [`${esc(fullName(f.broker.contact))} · ${phone(f.broker.contact.phone)} · ${esc(f.broker.contact.email)}`], color: '#6b4e16' })}
<h2>LOAN SUBMISSION COVER SHEET</h2><p>To: ${esc(f.lender.name)} — Attn: ${esc(fullName(f.lender.contact))} &nbsp; Date: ${date(f.documentDate, 'short')}</p>
${kvTable(rows)}<p style="margin-top:10px"><b>Enclosed:</b><br>${check}</p>`;
      return { kind: 'html', documentType: 'Broker Submission Sheet', html: documentHtml({ title: 'Cover', pages: [html], font: 'sans' }), truth: tr(f, fields) };
    },
  },
];
