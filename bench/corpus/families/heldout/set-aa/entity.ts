// Entity papers: certificates of organization, operating-agreement excerpts, borrowing resolutions, land-trust
// certifications, EIN notices and incumbency certificates. A deal without an entity gets the one the borrower
// formed for it (the document then states it, and its truth says so).
import { makeEntity } from '../../../facts';
import { accent, documentHtml, letterhead } from '../../../style';
import type { DealFacts, EntityType, Family, Rng } from '../../../types';
import {
  Said, anyDate, cityLine, d, desk, einH, esc, fullName, money, plusDays, street,
} from './util';

function withEntity(facts: DealFacts, rng: Rng, accept: readonly EntityType[], make: EntityType, needEin = false): DealFacts {
  const e = facts.entity;
  if (e && accept.includes(e.type) && (!needEin || e.ein)) return facts;
  const year = Number(facts.documentDate.slice(0, 4));
  return { ...facts, entity: makeEntity(rng, facts.borrower, facts.property.address.state, year, make) };
}

function ordinalDay(iso: string): string {
  const n = Number(iso.slice(8, 10));
  const suf = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${n}${suf} day of ${months[Number(iso.slice(5, 7)) - 1]}, ${iso.slice(0, 4)}`;
}

function formed(facts: DealFacts, rng: Rng): string {
  return plusDays(facts.documentDate, -rng.int(40, 1400));
}

// 1 ------------------------------------------------------------------------------------------------------------
const certOrg: Family = {
  id: 'aa-state-certificate-of-organization',
  description: 'A state Department of State certificate of organization for a domestic LLC (filing stamp, entity number, organizer = filing service).',
  formats: ['pdf_scanned', 'pdf_text'],
  make(input, rng) {
    const facts = withEntity(input, rng, ['LLC'], 'LLC');
    const e = facts.entity;
    if (!e) throw new Error('entity');
    const s = new Said(facts);
    const filed = formed(facts, rng);
    const html = documentHtml({
      title: 'Certificate of Organization', fontSize: '10pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div class="small">${esc(e.stateOfFormation)} Department of State<br>Bureau of Corporations and Charitable Organizations<br>PO Box ${rng.int(8000, 8999)}</div>
<div style="border:2px solid #a00;color:#a00;padding:6px;font-size:8pt;transform:rotate(-4deg);text-align:center">FILED<br>${d(filed, 'us')}<br>Entity # ${rng.int(5000000, 7999999)}</div></div>
<h2 style="text-align:center;margin:14px 0;font-size:13pt">CERTIFICATE OF ORGANIZATION<br><span style="font-size:10pt">Domestic Limited Liability Company</span></h2>
<p>In compliance with the requirements of the applicable provisions of the ${esc(e.stateOfFormation)} Limited Liability Company Act, the undersigned desiring to organize a limited liability company, hereby certifies that:</p>
<p>1. The name of the limited liability company (designator is required, i.e., “company”, “limited” or “limited liability company” or abbreviation): <b>${s.say(esc(e.name), 'entity_name')}</b></p>
<p>2. The address of this limited liability company's initial registered office in this Commonwealth/State is: ${rng.pick(['c/o registered office provider', `${rng.int(100, 9999)} ${rng.pick(['Market St', 'Walnut St', 'N Charles St', 'King St'])}`])}, County of ${rng.pick(['Philadelphia', 'Montgomery', 'Baltimore City', 'New Castle'])}.</p>
<p>3. The name and address, including street and number, if any, of each organizer: ${rng.pick(['Northwest Registered Agent Service', 'LegalZoom.com, Inc.', 'Keystone Filing Services', 'Harbor Compliance'])}, authorized representative.</p>
<p>4. ☐ A member's interest in the company is to be evidenced by a certificate of membership interest.</p>
<p>5. Management: ☒ member-managed ☐ manager-managed. Effective date: upon filing.</p>
<p>6. The company is organized for the purpose of acquiring, rehabilitating, leasing and selling real estate, and any lawful purpose.</p>
<p style="margin-top:20px">IN TESTIMONY WHEREOF, the organizer has signed this Certificate this ${ordinalDay(filed)}.</p>
<p><span class="sig">Signature of organizer</span></p>
<p class="small" style="margin-top:14px">Certified copy requested by: ${s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')} for ${esc(facts.lender.name)} loan file (${esc(street(facts))}).</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth() };
  },
};

// 2 ------------------------------------------------------------------------------------------------------------
const opAgreement: Family = {
  id: 'aa-operating-agreement-excerpt-schedule-a',
  description: 'Operating agreement excerpt: cover page, formation/management articles, Schedule A of members with percentages (co-members are decoys).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(input, rng) {
    const facts = withEntity(input, rng, ['LLC'], 'LLC');
    const e = facts.entity;
    if (!e) throw new Error('entity');
    const s = new Said(facts);
    const co = facts.coBorrower ?? { first: rng.pick(['Dana', 'Marcus', 'Lena', 'Frank', 'Yvette']), last: rng.pick(['Tolliver', 'Shapiro', 'Nguyen', 'Brandt', 'Okoye']) };
    const split = rng.pick([[100, 0], [51, 49], [60, 40], [50, 50], [75, 25]]);
    const mine = split[0] ?? 100;
    const theirs = split[1] ?? 0;
    const cover = `<div style="text-align:center;margin-top:1.8in"><h1 style="font-size:18pt">OPERATING AGREEMENT</h1><p style="margin-top:12px">OF</p><h2 style="font-size:15pt">${s.say(esc(e.name).toUpperCase(), 'entity_name')}</h2><p style="margin-top:12px">A ${esc(e.stateOfFormation).toUpperCase()} LIMITED LIABILITY COMPANY</p>
<p style="margin-top:1.2in" class="small">THE INTERESTS REPRESENTED BY THIS AGREEMENT HAVE NOT BEEN REGISTERED UNDER THE SECURITIES ACT OF 1933.</p><p class="small">Effective as of ${d(formed(facts, rng), 'long')}</p></div>`;
    const body = `<p><b>ARTICLE I — FORMATION.</b> 1.1 The Members formed the Company by filing a certificate of organization with the ${esc(e.stateOfFormation)} Department of State. 1.2 The name of the Company is ${esc(e.name)}. 1.3 Principal office: ${esc(`${rng.int(100, 9999)} ${rng.pick(['Walnut St', 'Arch St', 'N Calvert St', 'Delaware Ave'])}`)} or such other place as the Manager may designate.</p>
<p><b>ARTICLE II — PURPOSE.</b> To acquire, own, renovate, lease, finance and sell residential and mixed-use real estate, including without limitation the property known as ${s.say(esc(street(facts, true)), 'property_address')}, ${esc(cityLine(facts))}.</p>
<p><b>ARTICLE V — MANAGEMENT.</b> 5.1 The business of the Company shall be managed by ${s.say(`${esc(fullName(facts))}, who shall serve as its ${esc(e.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name')}. 5.2 The ${esc(e.signatoryTitle)} is authorized, without the further consent of any Member, to borrow money, to execute notes, mortgages, guaranties and other loan documents, and to sell or convey Company property.</p>
<p><b>ARTICLE VII — CAPITAL.</b> Initial capital contributions are set out on Schedule A. No Member shall be required to make additional contributions.</p>
<p style="margin-top:14px;text-align:center"><b>SCHEDULE A — MEMBERS</b></p>
<table class="grid"><tr><th>Member</th><th>Address</th><th>Capital contribution</th><th>Percentage interest</th></tr>
<tr><td>${esc(fullName(facts))}</td><td>${esc(facts.borrower.email)}</td><td class="right">${money(rng.int(1, 50) * 100)}</td><td class="right">${mine}%</td></tr>
${theirs ? `<tr><td>${esc(co.first)} ${esc(co.last)}</td><td>—</td><td class="right">${money(rng.int(1, 50) * 100)}</td><td class="right">${theirs}%</td></tr>` : ''}</table>
${e.ein ? `<p class="small" style="margin-top:8px">Company EIN: ${s.say(einH(e.ein), 'ein')}</p>` : ''}
<p style="margin-top:16px">IN WITNESS WHEREOF the Members have executed this Agreement.</p><p><span class="sig">${esc(fullName(facts))}</span> ${theirs ? `<span class="sig" style="margin-left:20px">${esc(co.first)} ${esc(co.last)}</span>` : ''}</p>`;
    s.add('borrower_email');
    const html = documentHtml({ title: 'Operating Agreement', fontSize: '9.5pt', pages: [cover, body], page: { pageNumbers: 'short' } });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth() };
  },
};

// 3 ------------------------------------------------------------------------------------------------------------
const resolution: Family = {
  id: 'aa-borrowing-resolution-notarized-scan',
  description: 'Unanimous written consent authorizing the loan (lender, amount, property), signed by the member, with a notary acknowledgment — scanned.',
  formats: ['pdf_scanned'],
  make(input, rng) {
    const facts = withEntity(input, rng, ['LLC', 'Corporation', 'Partnership'], 'LLC');
    const e = facts.entity;
    if (!e) throw new Error('entity');
    const s = new Said(facts);
    const l = facts.loan;
    const body = e.type === 'Corporation' ? 'Board of Directors' : e.type === 'Partnership' ? 'Partners' : 'Members';
    const html = documentHtml({
      title: 'Consent', fontSize: '10pt',
      pages: [`<h2 style="text-align:center;font-size:12pt">UNANIMOUS WRITTEN CONSENT OF THE ${body.toUpperCase()}<br>OF<br>${s.say(esc(e.name).toUpperCase(), 'entity_name')}</h2>
<p style="margin-top:12px">The undersigned, being all of the ${body} of ${esc(e.name)}, ${esc(e.type === 'LLC' ? `a ${e.stateOfFormation} limited liability company` : e.type === 'Corporation' ? `a ${e.stateOfFormation} corporation` : `a ${e.stateOfFormation} limited partnership`)} (the “Company”), hereby consent to and adopt the following resolutions:</p>
<p>RESOLVED, that the Company is authorized to borrow from ${esc(facts.lender.name)} (“Lender”) the principal sum of ${s.say(money(l.amount, true), 'loan_amount')} (the “Loan”), to be secured by a first mortgage on the real property known as ${s.say(`${esc(street(facts))}, ${esc(cityLine(facts))}`, 'property_address')};</p>
<p>RESOLVED FURTHER, that ${s.say(esc(fullName(facts)), 'authorized_signatory_name', 'borrower_first_name', 'borrower_last_name')}, as ${s.say(esc(e.signatoryTitle), 'authorized_signatory_title')} of the Company, acting alone, is authorized to execute and deliver the note, mortgage, assignment of leases and rents, and all other documents required by Lender, and to take all actions necessary to close the Loan on or about ${s.say(d(l.closingDate, 'long'), 'estimated_closing_date')};</p>
<p>RESOLVED FURTHER, that all prior actions taken in connection with the Loan are ratified and confirmed.</p>
<p style="margin-top:14px">Dated: ${anyDate(rng, facts.documentDate)}</p>
<p><span class="scrawl">${esc(fullName(facts))}</span><br><span class="sig">${esc(fullName(facts))}, ${esc(e.signatoryTitle)}</span></p>
<div style="border:1px solid #333;padding:8px;margin-top:16px;font-size:8.5pt">STATE OF ${esc(facts.property.address.stateName).toUpperCase()} )<br>COUNTY OF ${rng.pick(['PHILADELPHIA', 'BALTIMORE', 'NEW CASTLE', 'MONTGOMERY', 'HENRICO'])} ) ss.<br>
On this ${ordinalDay(facts.documentDate)}, before me, the undersigned notary, personally appeared ${esc(fullName(facts))}, known to me (or satisfactorily proven) to be the person whose name is subscribed to the within instrument, and acknowledged that he/she executed the same for the purposes therein contained.<br>
<span class="scrawl" style="font-size:12pt">${esc(desk(rng))}</span> Notary Public &nbsp; My commission expires ${d(plusDays(facts.documentDate, rng.int(200, 1400)), 'us')}
<span style="float:right;border:2px solid #555;border-radius:50%;padding:12px 8px;font-size:6.5pt;text-align:center">NOTARIAL<br>SEAL<br>#${rng.int(1100000, 1399999)}</span></div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth() };
  },
};

// 4 ------------------------------------------------------------------------------------------------------------
const landTrust: Family = {
  id: 'aa-land-trust-trustee-certification-scan',
  description: 'Certification of trust / trustee\'s certificate for a title-holding trust: trust name and date, trustee powers, beneficiary, property — scanned.',
  formats: ['pdf_scanned', 'pdf_text'],
  make(input, rng) {
    const facts = withEntity(input, rng, ['Trust'], 'Trust');
    const e = facts.entity;
    if (!e) throw new Error('entity');
    const s = new Said(facts);
    const beneficiary = rng.pick(['the Trustee individually', 'the Settlor and his/her issue', 'the Settlor', 'the beneficiary named in the unrecorded trust agreement']);
    const html = documentHtml({
      title: 'Certification of Trust', fontSize: '10pt',
      pages: [`<h2 style="text-align:center;font-size:12.5pt">CERTIFICATION OF TRUST</h2><p class="center small">(Pursuant to the Uniform Trust Act, 20 Pa.C.S. § 7790.3 and similar statutes)</p>
<p>The undersigned Trustee certifies as follows:</p>
<ol><li>The name of the trust is ${s.say(`<b>${esc(e.name)}</b>`, 'entity_name')}${e.trustDate ? `, dated ${d(e.trustDate, 'long')}` : ''} (the “Trust”).</li>
<li>The Trust exists and has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</li>
<li>The currently acting Trustee is: ${s.say(`${esc(fullName(facts))}`, 'authorized_signatory_name', 'borrower_first_name', 'borrower_last_name')}, whose address is ${rng.int(10, 999)} ${rng.pick(['Spruce St', 'Bainbridge St', 'E Pratt St', 'Monument Ave'])}.</li>
<li>The Trustee has full power under the Trust to acquire, sell, convey, encumber, mortgage and otherwise deal with real property, and to borrow money, including the power to execute a mortgage on ${s.say(`${esc(street(facts))}, ${esc(cityLine(facts))}`, 'property_address')} in favor of ${esc(facts.lender.name)}.</li>
<li>The beneficial interest is held by ${esc(beneficiary)}. ${e.ein ? `Taxpayer identification number of the Trust: ${s.say(einH(e.ein), 'ein')}.` : 'The Trust uses the social security number of the grantor.'}</li>
<li>Title to trust assets shall be taken as: “${esc(fullName(facts))}, ${s.say('Trustee', 'authorized_signatory_title')} of ${esc(e.name)}”.</li></ol>
<p style="margin-top:12px">Signed ${anyDate(rng, facts.documentDate)}.</p>
<p><span class="scrawl">${esc(fullName(facts))}</span><br><span class="sig">${esc(fullName(facts))}, Trustee</span></p>
<div style="border:1px dashed #333;padding:8px;margin-top:12px;font-size:8.5pt">Commonwealth/State of ${esc(facts.property.address.stateName)}, County of ____________. Subscribed and sworn before me on ${d(facts.documentDate, 'us')}. <span class="scrawl" style="font-size:11pt">${esc(desk(rng))}</span>, Notary Public.</div>
<p class="small" style="margin-top:8px">Prepared by: ${rng.pick(['Law Office of R. Galloway, Esq.', 'DiNardo & Weiss, P.C.', 'Abernathy Title Law LLC'])}. Return to ${esc(facts.title.name)}.</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth() };
  },
};

// 5 ------------------------------------------------------------------------------------------------------------
const einLetter: Family = {
  id: 'aa-irs-ein-assignment-notice-photo',
  description: 'Phone photo of the first page of an IRS EIN assignment notice (CP 575 style) addressed to the entity c/o its member.',
  formats: ['image'],
  make(input, rng) {
    const facts = withEntity(input, rng, ['LLC', 'Corporation', 'Partnership'], 'LLC', true);
    const e = facts.entity;
    if (!e?.ein) throw new Error('entity');
    const s = new Said(facts);
    const issued = formed(facts, rng);
    const html = documentHtml({
      title: 'CP 575', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div><b>Department of the Treasury</b><br>Internal Revenue Service<br>Cincinnati OH 45999-0023</div><div class="small">Date of this notice: ${d(issued, 'us')}<br><br>Employer Identification Number:<br><b style="font-size:11pt">${s.say(einH(e.ein), 'ein')}</b><br><br>Form: SS-4<br>Number of this notice: CP 575 ${e.type === 'Corporation' ? 'A' : 'B'}</div></div>
<div style="margin:18px 0 18px 40px;font-family:'DejaVu Sans Mono'">${s.say(esc(e.name).toUpperCase(), 'entity_name')}<br>${e.type !== 'Corporation' ? s.say(`% ${esc(fullName(facts)).toUpperCase()} ${e.type === 'Partnership' ? 'GEN PTNR' : 'MBR'}`, 'borrower_first_name', 'borrower_last_name') : s.say(`${esc(fullName(facts)).toUpperCase()} PRES`, 'borrower_first_name', 'borrower_last_name')}<br>${rng.int(100, 9999)} ${rng.pick(['S BROAD ST', 'N CHARLES ST', 'MARKET ST', 'W MAIN ST'])}<br>${esc(facts.property.address.city).toUpperCase()} ${facts.property.address.state} ${facts.property.address.zip}</div>
<p style="text-align:center"><b>WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</b></p>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${e.ein.slice(0, 2)}-${e.ein.slice(2)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above. Any variation may cause a delay in processing and result in incorrect information in your account.</p>
<p>${e.type === 'Corporation' ? 'You must file Form 1120 annually.' : e.type === 'Partnership' ? 'You must file Form 1065 annually.' : 'A limited liability company (LLC) may file Form 8832 to elect to be classified as an association taxable as a corporation. If the LLC is eligible to be treated as a corporation that meets certain tests and it will be electing S corporation status, it must timely file Form 2553.'}</p>
<p class="small" style="margin-top:18px">IMPORTANT REMINDERS: Keep a copy of this notice. Use this EIN and your name exactly as they appear at the top of this notice on all your federal tax forms.</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth() };
  },
};

// 6 ------------------------------------------------------------------------------------------------------------
const incumbency: Family = {
  id: 'aa-incumbency-certificate-officers-table',
  description: 'Secretary\'s / member\'s incumbency certificate: table of officers with titles and specimen signatures, good-standing reference.',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(input, rng) {
    const facts = withEntity(input, rng, ['LLC', 'Corporation', 'Partnership'], rng.pick(['LLC', 'Corporation'] as const));
    const e = facts.entity;
    if (!e) throw new Error('entity');
    const s = new Said(facts);
    const other = [`${rng.pick(['Gail', 'Victor', 'Renata', 'Hector', 'Joan'])} ${rng.pick(['Pruitt', 'Szabo', 'Mahoney', 'Ferraro', 'Lund'])}`, `${rng.pick(['Ted', 'Nadia', 'Omari', 'Beth'])} ${rng.pick(['Castellano', 'Whitfield', 'Abara', 'Kline'])}`];
    const otherTitles = e.type === 'Corporation' ? ['Secretary', 'Treasurer'] : e.type === 'Partnership' ? ['Limited Partner', 'Limited Partner'] : ['Member', 'Member'];
    const html = documentHtml({
      title: 'Incumbency', fontSize: '10pt',
      pages: [`${letterhead({ name: e.name, color: accent(rng), lines: [esc(`${e.stateOfFormation} ${e.type === 'Corporation' ? 'corporation' : e.type === 'Partnership' ? 'limited partnership' : 'limited liability company'}`)] })}
<h2 style="font-size:12pt;text-align:center">CERTIFICATE OF INCUMBENCY</h2>
<p>The undersigned, ${esc(other[0] ?? '')}, as ${esc(otherTitles[0] ?? '')} of ${s.say(esc(e.name), 'entity_name')} (the “Company”), certifies to ${esc(facts.lender.name)} and ${esc(facts.title.name)} that the persons named below are duly elected or appointed, qualified and acting in the capacities set forth opposite their names, and that the signatures set forth opposite their names are their genuine signatures:</p>
<table class="grid" style="margin:10px 0"><tr><th>Name</th><th>Title</th><th>Specimen signature</th></tr>
<tr><td>${s.say(esc(fullName(facts)), 'authorized_signatory_name', 'borrower_first_name', 'borrower_last_name')}</td><td>${s.say(esc(e.signatoryTitle), 'authorized_signatory_title')}</td><td><span class="scrawl">${esc(fullName(facts))}</span></td></tr>
<tr><td>${esc(other[0] ?? '')}</td><td>${esc(otherTitles[0] ?? '')}</td><td><span class="scrawl">${esc(other[0] ?? '')}</span></td></tr>
<tr><td>${esc(other[1] ?? '')}</td><td>${esc(otherTitles[1] ?? '')}</td><td><span class="scrawl">${esc(other[1] ?? '')}</span></td></tr></table>
<p>${esc(fullName(facts))} is the only person authorized to sign the loan documents for the Company's loan secured by ${s.say(esc(`${street(facts)}, ${cityLine(facts)}`), 'property_address')}.</p>
<p>A subsistence / good-standing certificate dated ${d(plusDays(facts.documentDate, -rng.int(2, 25)), 'long')} is attached.${e.ein ? ` Company FEIN ${s.say(einH(e.ein), 'ein')}.` : ''}</p>
<p style="margin-top:16px">Dated ${d(facts.documentDate, 'long')}</p><p><span class="sig">${esc(other[0] ?? '')}, ${esc(otherTitles[0] ?? '')}</span></p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth() };
  },
};

export const entityFamilies: Family[] = [certOrg, opAgreement, resolution, landTrust, einLetter, incumbency];
