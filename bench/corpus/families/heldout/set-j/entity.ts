// set-j families written by secretaries of state, company counsel, the IRS and trustees: entity documents. Each
// family is about one kind of entity; when the deal's borrower is not that kind (or is an individual), the family
// forms one of its kind for the same principal (the document's truth follows that entity).
import { makeEntity } from '../../../facts';
import type { DealFacts, Entity, Family, Rng } from '../../../types';
import { dLong, dShort, dUs, esc, html, htmlOut, money, oneLine, sig, type Item } from './kit';

/** The deal's entity when it has one of `type`; otherwise one of `type` for the same principal (the deal changes). */
function entityOf(f: DealFacts, rng: Rng, type: Entity['type']): DealFacts {
  if (f.entity?.type === type) return f;
  // An entity formed here is not named after its principal, so the principal's name is never printed unawares.
  let entity = makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)), type);
  for (let i = 0; i < 10 && entity.name.includes(f.borrower.last); i++) entity = makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)), type);
  return { ...f, entity };
}
function coMember(rng: Rng): string {
  return `${rng.pick(['Dana', 'Marcus', 'Priya', 'Leon', 'Helen', 'Victor', 'Rosa'])} ${rng.pick(['Whitfield', 'Okafor', 'Lindqvist', 'Barros', 'Kaminski', 'Delacroix'])}`;
}

const llcCert: Family = {
  id: 'setj-ent-llc-certificate-of-formation',
  description: 'Secretary of State certificate of formation for an LLC with filing stamp, organizer (an attorney) and registered agent',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const f = entityOf(facts, rng, 'LLC');
    const e = f.entity as Entity;
    const filed = dUs(`${Number(f.documentDate.slice(0, 4)) - rng.int(1, 4)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`);
    const body = `<div style="text-align:center"><div style="font-size:9pt;letter-spacing:2px">STATE OF ${esc(e.stateOfFormation.toUpperCase())}</div><div style="font:bold 13pt serif">SECRETARY OF STATE</div><div style="margin:6px 0;font-size:12pt">CERTIFICATE OF FORMATION<br>LIMITED LIABILITY COMPANY</div></div>
<div style="float:right;border:2px solid #7a1f3d;color:#7a1f3d;padding:6px;font:bold 8pt 'DejaVu Sans';transform:rotate(4deg);text-align:center">FILED<br>${filed}<br>Doc No. ${rng.int(1000000, 9999999)}</div>
<p><b>FIRST:</b> The name of the limited liability company is <b>${esc(e.name)}</b>.</p>
<p><b>SECOND:</b> The address of its registered office in the State of ${esc(e.stateOfFormation)} is ${rng.int(100, 9999)} Corporate Center Dr, Suite ${rng.int(100, 900)}. The name of its registered agent at such address is Registered Agents of ${esc(e.stateOfFormation)}, Inc.</p>
<p><b>THIRD:</b> The company shall be ${rng.pick(['member-managed', 'manager-managed'])}.</p>
<p><b>FOURTH:</b> The purpose of the company is to acquire, hold, improve and sell real estate and to engage in any lawful activity.</p>
<p>IN WITNESS WHEREOF, the undersigned organizer has executed this Certificate.</p>${sig(coMember(rng), `Organizer (attorney for the company), ${esc(f.lender.address.city)}`)}`;
    return htmlOut('Entity Document', f, html('Certificate of Formation', [body], { fontSize: '10.5pt' }), ['entity_name']);
  },
};

const opAgreement: Family = {
  id: 'setj-ent-operating-agreement-excerpt',
  description: 'LLC operating agreement excerpt: recitals, Schedule A of members with percentages, signature page by the manager',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = entityOf(facts, rng, 'LLC');
    const e = f.entity as Entity;
    const b = f.borrower;
    const other = coMember(rng);
    const pct = rng.pick([51, 60, 75, 90]);
    const p1 = `<h2 style="text-align:center">OPERATING AGREEMENT<br>OF<br>${esc(e.name.toUpperCase())}</h2><p class="center">${entityWords(e)}</p>
<p>This Operating Agreement is entered into effective ${dLong(f.documentDate)} by the members listed on Schedule A.</p><h4>Article I – Formation</h4><p>1.1 The Company was formed by filing a certificate with the Secretary of State of ${esc(e.stateOfFormation)}. 1.2 The Company's federal employer identification number is ${e.ein ? `${e.ein.slice(0, 2)}-${e.ein.slice(2)}` : 'to be obtained'}.</p>
<h4>Article II – Management</h4><p>2.1 The Company shall be managed by ${esc(b.first)} ${esc(b.last)} as its ${esc(e.signatoryTitle)}, who has full authority to borrow money, grant mortgages and sign loan documents on behalf of the Company.</p><p>2.2 No other member may bind the Company without the written consent of the ${esc(e.signatoryTitle)}.</p>
<h4>Article III – Capital</h4><p>3.1 Initial contributions are shown on Schedule A. No member is required to make additional contributions.</p>`;
    const p2 = `<h3>SCHEDULE A – MEMBERS</h3><table class="grid" style="width:100%"><tr><th>Member</th><th>Contribution</th><th>Percentage</th></tr><tr><td>${esc(b.first)} ${esc(b.last)}</td><td>${money(rng.int(10, 200) * 1000)}</td><td>${pct}%</td></tr><tr><td>${esc(other)}</td><td>${money(rng.int(5, 100) * 1000)}</td><td>${100 - pct}%</td></tr></table>
<p style="margin-top:16px">IN WITNESS WHEREOF the members have signed this Agreement.</p><div>${sig(`${b.first} ${b.last}`, `${esc(b.first)} ${esc(b.last)}, ${esc(e.signatoryTitle)}`)}</div><div>${sig(other, `${esc(other)}, Member`)}</div>`;
    const fields: Item['fields'] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'ein'];
    return htmlOut('Entity Document', f, html('Operating Agreement', [p1, p2], { fontSize: '10pt', pageNumbers: true }), fields);
  },
};

function entityWords(e: Entity): string {
  switch (e.type) {
    case 'LLC': return `a ${esc(e.stateOfFormation)} limited liability company`;
    case 'Corporation': return `a ${esc(e.stateOfFormation)} corporation`;
    case 'Partnership': return `a ${esc(e.stateOfFormation)} limited partnership`;
    case 'Trust': return `a trust under the laws of ${esc(e.stateOfFormation)}`;
  }
}

const corpResolution: Family = {
  id: 'setj-ent-corporate-borrowing-resolution',
  description: 'Corporate secretary\'s certificate of board resolutions authorising the loan, naming the signing officer; secretary certifies',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const f = entityOf(facts, rng, 'Corporation');
    const e = f.entity as Entity;
    const b = f.borrower;
    const secretary = coMember(rng);
    const body = `<h2 style="text-align:center">SECRETARY'S CERTIFICATE<br><span style="font-size:11pt">Resolutions of the Board of Directors of ${esc(e.name)}</span></h2>
<p>I, ${esc(secretary)}, the duly elected Secretary of ${esc(e.name)}, ${entityWords(e)} (the "Corporation"), certify that the following resolutions were adopted by the Board of Directors on ${dLong(f.documentDate)} and remain in full force:</p>
<p>RESOLVED, that the Corporation is authorized to borrow from ${esc(f.lender.name)} a sum not to exceed ${money(f.loan.amount)}, secured by a mortgage on the real property located at ${esc(oneLine(f))};</p>
<p>RESOLVED FURTHER, that ${esc(b.first)} ${esc(b.last)}, ${esc(e.signatoryTitle)} of the Corporation, is authorized to execute the note, mortgage, guaranty and all other loan documents on its behalf;</p>
<p>RESOLVED FURTHER, that all acts previously taken by the officers in connection with the loan are ratified.</p>
<p>INCUMBENCY: ${esc(b.first)} ${esc(b.last)} – ${esc(e.signatoryTitle)}; ${esc(secretary)} – Secretary.</p>
<div>${sig(secretary, `${esc(secretary)}, Secretary`)}</div><p class="small">[CORPORATE SEAL]</p>`;
    const fields: Item['fields'] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'loan_amount', 'property_address'];
    return htmlOut('Entity Document', f, html('Secretary Certificate', [body], { fontSize: '10.5pt' }), fields);
  },
};

const lpCert: Family = {
  id: 'setj-ent-limited-partnership-certificate',
  description: 'Certificate of limited partnership with the general partner\'s name and signature and a limited partner listed',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = entityOf(facts, rng, 'Partnership');
    const e = f.entity as Entity;
    const b = f.borrower;
    const lp = coMember(rng);
    const body = `<h2 style="text-align:center">CERTIFICATE OF LIMITED PARTNERSHIP</h2><p class="center">${esc(e.name)}</p>
<p>The undersigned, desiring to form a limited partnership under the ${esc(e.stateOfFormation)} Uniform Limited Partnership Act, certifies:</p>
<ol><li>The name of the limited partnership is ${esc(e.name)}.</li><li>The address of its principal office is ${rng.int(100, 9999)} Commerce Pkwy, ${esc(f.property.address.city)}, ${f.property.address.state}.</li>
<li>The name of the general partner is ${esc(b.first)} ${esc(b.last)}, who shall act as ${esc(e.signatoryTitle)}.</li><li>Limited partner(s) of record: ${esc(lp)}.</li><li>Federal EIN: ${e.ein ? `${e.ein.slice(0, 2)}-${e.ein.slice(2)}` : 'applied for'}.</li></ol>
<p>Executed on ${dLong(f.documentDate)}.</p>${sig(`${b.first} ${b.last}`, `${esc(b.first)} ${esc(b.last)}, ${esc(e.signatoryTitle)}`)}`;
    return htmlOut('Entity Document', f, html('Certificate of LP', [body], { fontSize: '10.5pt' }), ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'ein']);
  },
};

const trustCert: Family = {
  id: 'setj-ent-certification-of-trust',
  description: 'Certification of trust under the state probate code: trust name with its date, trustee powers, notarial block',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = entityOf(facts, rng, 'Trust');
    const e = f.entity as Entity;
    const b = f.borrower;
    const body = `<h2 style="text-align:center">CERTIFICATION OF TRUST</h2><p>The undersigned trustee certifies as follows:</p>
<p>1. The trust is ${esc(e.name)}${e.trustDate ? `, dated ${dLong(e.trustDate)}` : ''} (the "Trust"), and it is in existence and has not been revoked, modified or amended in any manner that would make this certification incorrect.</p>
<p>2. The currently acting trustee is ${esc(b.first)} ${esc(b.last)}, Trustee.</p>
<p>3. The trustee has the power to acquire, sell, encumber and borrow against real property, including the property at ${esc(oneLine(f))}.</p>
<p>4. ${e.ein ? `The Trust's taxpayer identification number is ${e.ein.slice(0, 2)}-${e.ein.slice(2)}.` : 'The Trust uses the grantor\'s social security number for tax purposes.'} Title to trust assets shall be taken as "${esc(b.first)} ${esc(b.last)}, Trustee of ${esc(e.name)}".</p>
<p>Dated ${dShort(f.documentDate)}.</p>${sig(`${b.first} ${b.last}`, `${esc(b.first)} ${esc(b.last)}, Trustee`)}
<div style="border:1px solid #555;padding:8px;margin-top:16px;font-size:8.5pt">A notary public certifies only the identity of the signer. State of ${esc(f.property.address.stateName)}, County of ____________. Subscribed and sworn before me on ${dLong(f.documentDate)} by ${esc(b.first)} ${esc(b.last)}. Notary: ${esc(coMember(rng))}</div>`;
    return htmlOut('Entity Document', f, html('Certification of Trust', [body], { fontSize: '10.5pt' }), ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'ein', 'property_address']);
  },
};

const einLetter: Family = {
  id: 'setj-ent-irs-ein-notice-photo',
  description: 'IRS EIN assignment notice for the borrowing entity (LLC, corporation or partnership), photographed',
  formats: ['image'],
  make(facts, rng) {
    const f = facts.entity && facts.entity.type !== 'Trust' && facts.entity.ein ? facts : entityOf(facts, rng, rng.pick(['LLC', 'Corporation', 'Partnership'] as const));
    const e = f.entity as Entity;
    const b = f.borrower;
    const body = `<div style="display:flex;justify-content:space-between"><div>Department of the Treasury<br>Internal Revenue Service<br>Cincinnati OH 45999-0023</div><div class="right">Date of this notice: ${dUs(f.documentDate)}<br>Employer Identification Number:<br><b>${(e.ein ?? '').slice(0, 2)}-${(e.ein ?? '').slice(2)}</b><br>Form: SS-4</div></div>
<div style="margin:24px 0 18px">${esc(e.name.toUpperCase())}<br>${esc(b.first.toUpperCase())} ${esc(b.last.toUpperCase())} ${e.type === 'LLC' ? 'SOLE MBR' : e.type === 'Corporation' ? 'PRES' : 'GEN PTNR'}<br>${esc(f.broker.address.street.toUpperCase())}<br>${esc(f.property.address.city.toUpperCase())}, ${f.property.address.state} ${f.property.address.zip}</div>
<h3 style="text-align:center">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h3><p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${(e.ein ?? '').slice(0, 2)}-${(e.ein ?? '').slice(2)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>`;
    return htmlOut('Entity Document', f, html('CP 575', [body], { font: 'mono', fontSize: '9.5pt' }), ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name']);
  },
};

export const entityFamilies: Family[] = [llcCert, opAgreement, corpResolution, lpCert, trustCert, einLetter];
