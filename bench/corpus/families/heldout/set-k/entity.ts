// set-k — attorneys, registered agents, secretaries of state and the IRS: entity documents of the borrowing entity.
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { addr, ein, esc, fdate, money, otherPerson, page, withEntity } from './kit';

const KIND: Record<string, string> = { LLC: 'limited liability company', Corporation: 'corporation', Partnership: 'limited partnership', Trust: 'trust' };

const operatingAgreement: Family = {
  id: 'setk-entity-operating-agreement-excerpt',
  description: 'LLC operating agreement excerpt: cover page, members schedule with percentages, manager designation, signature page',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = withEntity(facts, rng, 'LLC');
    const e = f.entity!, b = f.borrower;
    const m2 = otherPerson(rng, f);
    const pct = rng.pick([51, 60, 66, 75, 80]);
    const p1 = `<div style="text-align:center;margin-top:120px"><h1 style="font-size:20pt">OPERATING AGREEMENT</h1><p>OF</p><h2>${esc(e.name.toUpperCase())}</h2><p>a ${esc(e.stateOfFormation)} limited liability company</p><p style="margin-top:60px">Effective as of ${fdate(f.documentDate, 'long').replace(/\d{4}$/, String(Number(f.documentDate.slice(0, 4)) - rng.int(1, 5)))}</p></div>`;
    const p2 = `<h3>ARTICLE I — FORMATION</h3><p>1.1 The Company was formed by filing Articles of Organization with the ${esc(e.stateOfFormation)} Secretary of State. ${e.ein ? `1.2 The Company's federal employer identification number is ${ein(e.ein)}.` : ''}</p>
<h3>ARTICLE V — MANAGEMENT</h3><p>5.1 The Company shall be managed by its Members. ${esc(b.first)} ${esc(b.last)} is hereby designated ${esc(e.signatoryTitle)} and is authorized to execute on behalf of the Company any deed, note, mortgage, deed of trust or other instrument, including loan documents with any lender.</p>
<p>5.2 No other Member shall have authority to bind the Company without the written consent of the ${esc(e.signatoryTitle)}.</p>
<h3>SCHEDULE A — MEMBERS</h3><table class="grid"><tr><th>Member</th><th>Capital contribution</th><th>Percentage interest</th></tr>
<tr><td>${esc(b.first)} ${esc(b.last)}</td><td>${money(rng.int(5, 90) * 1000)}</td><td>${pct}%</td></tr><tr><td>${esc(m2.first)} ${esc(m2.last)}</td><td>${money(rng.int(5, 90) * 1000)}</td><td>${100 - pct}%</td></tr></table>
<p style="margin-top:24px">IN WITNESS WHEREOF, the Members have executed this Agreement.</p>
<table style="width:100%"><tr><td><span class="scrawl">${esc(b.first)} ${esc(b.last)}</span><br>${esc(b.first)} ${esc(b.last)}, ${esc(e.signatoryTitle)}</td><td><span class="scrawl">${esc(m2.last)}</span><br>${esc(m2.first)} ${esc(m2.last)}, Member</td></tr></table>`;
    const list: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'ein'];
    return { kind: 'html', documentType: 'Entity Document', html: page('Operating Agreement', [p1, p2], { font: 'serif', fontSize: '10pt', page: { pageNumbers: true, footerLeft: esc(e.name) } }), truth: truthOf(f, list) };
  },
};

const articles: Family = {
  id: 'setk-entity-certificate-of-formation',
  description: 'State-filed articles / certificate of formation with filing stamp, registered agent and organizer',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = withEntity(facts, rng, rng.pick(['LLC', 'Corporation', 'Partnership'] as const));
    const e = f.entity!, b = f.borrower;
    const agent = `${rng.pick(['Registered Agents', 'Northwest Agent', 'Statewide Agent'])} ${rng.pick(['Inc.', 'Services LLC'])}`;
    const title = e.type === 'Corporation' ? 'ARTICLES OF INCORPORATION' : e.type === 'Partnership' ? 'CERTIFICATE OF LIMITED PARTNERSHIP' : 'CERTIFICATE OF FORMATION';
    const role = e.type === 'Corporation' ? 'Incorporator and President' : e.type === 'Partnership' ? 'General Partner' : 'Organizer and Managing Member';
    const html = page('Formation', [`<div style="display:flex;justify-content:space-between"><div><b>STATE OF ${esc(e.stateOfFormation.toUpperCase())}</b><br>Office of the Secretary of State<br>Division of Corporations</div><div style="border:2px solid #7a1f3d;color:#7a1f3d;padding:6px;transform:rotate(-4deg);font:bold 9pt 'DejaVu Sans'">FILED<br>Document No. ${rng.int(100000000, 999999999)}<br>${fdate(f.documentDate, 'us')}</div></div>
<h2 class="center" style="margin:20px 0">${title}</h2>
<p><b>First:</b> The name of the ${KIND[e.type]} is <b>${esc(e.name)}</b>.</p>
<p><b>Second:</b> The address of its registered office is ${addr(f.lender.address, rng).replace(/^[^,]*/, `${rng.int(100, 999)} Commerce Plaza`)}; the registered agent at that address is ${esc(agent)}.</p>
<p><b>Third:</b> The purpose is to engage in any lawful act or activity, including the acquisition, renovation, financing and sale of real property.</p>
<p><b>Fourth:</b> The name and address of the ${role.toLowerCase()} is ${esc(b.first)} ${esc(b.last)}, ${esc(b.email)}.</p>
<p style="margin-top:30px">Executed on ${fdate(f.documentDate, 'long')}.</p><div class="sig"><span class="scrawl">${esc(b.first)} ${esc(b.last)}</span><br>${esc(b.first)} ${esc(b.last)}, ${role === 'Organizer and Managing Member' ? esc(e.signatoryTitle) : role}</div>`], { font: 'serif', fontSize: '10.5pt' });
    const t = truthOf(f, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'borrower_email']);
    return { kind: 'html', documentType: 'Entity Document', html, truth: t };
  },
};

const trustCert: Family = {
  id: 'setk-entity-certification-of-trust',
  description: 'Certification of trust under the state probate code: trust name and date, trustee(s), powers to borrow',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const f = withEntity(facts, rng, 'Trust');
    const e = f.entity!, b = f.borrower;
    const succ = otherPerson(rng, f);
    const html = page('Certification of Trust', [`<h2 class="center" style="margin-top:20px">CERTIFICATION OF TRUST</h2>
<p>The undersigned, being duly sworn, certifies as follows:</p>
<p>1. The trust known as <b>${esc(e.name)}</b> (the “Trust”) exists and was executed on ${fdate(e.trustDate ?? f.documentDate, 'long')}.</p>
<p>2. The currently acting trustee of the Trust is ${esc(b.first)} ${esc(b.last)}, Trustee. The successor trustee named in the Trust is ${esc(succ.first)} ${esc(succ.last)}, who is not currently acting.</p>
<p>3. The Trust is ${rng.pick(['revocable', 'irrevocable'])}; the settlor is ${esc(b.first)} ${esc(b.last)}.</p>
<p>4. The trustee has the power to acquire, sell, encumber and borrow against real property, including the property at ${addr(f.property.address, rng)}.</p>
${e.ein ? `<p>5. The Trust's taxpayer identification number is ${ein(e.ein)}.</p>` : ''}
<p>The Trust has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</p>
<div class="sig"><span class="scrawl">${esc(b.first)} ${esc(b.last)}</span><br>${esc(b.first)} ${esc(b.last)}, Trustee</div>
<div style="border:1px solid #555;padding:8px;margin-top:20px" class="small">State of ${esc(f.property.address.stateName)}, County of __________. Subscribed and sworn before me on ${fdate(f.documentDate, 'long')}. Notary Public: ${esc(succ.last === 'Kaplan' ? 'R. Ortiz' : 'L. Kaplan')}</div>`], { font: 'serif', fontSize: '10.5pt' });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'ein', 'property_address']) };
  },
};

const resolution: Family = {
  id: 'setk-entity-borrowing-resolution',
  description: 'Written consent / resolution authorizing the loan: lender, amount, property, signer; attested by another officer',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = withEntity(facts, rng);
    const e = f.entity!, b = f.borrower;
    const sec = otherPerson(rng, f);
    const body = e.type === 'Corporation' ? 'Board of Directors' : e.type === 'Partnership' ? 'Partners' : e.type === 'Trust' ? 'Trustee(s)' : 'Members';
    const html = page('Resolution', [`<h2 class="center">${e.type === 'Corporation' ? 'CORPORATE RESOLUTION TO BORROW' : 'UNANIMOUS WRITTEN CONSENT'}</h2><p class="center">${esc(e.name)}</p>
<p>The undersigned, constituting all of the ${body} of ${esc(e.name)} (the “Company”), hereby adopt the following resolutions:</p>
<p><b>RESOLVED</b>, that the Company is authorized to borrow from ${esc(f.lender.name)} a sum not to exceed ${money(f.loan.amount)}, secured by a first lien on the real property located at ${addr(f.property.address, rng)};</p>
<p><b>RESOLVED FURTHER</b>, that ${esc(b.first)} ${esc(b.last)}, as ${esc(e.signatoryTitle)} of the Company, acting alone, is authorized to execute the note, security instrument, guaranty and all other documents required by the lender;</p>
<p><b>RESOLVED FURTHER</b>, that all prior acts of such officer in connection with the loan are ratified.</p>
<p>Dated: ${fdate(f.documentDate, 'long')}</p>
<table style="width:100%;margin-top:20px"><tr><td><span class="scrawl">${esc(b.first)} ${esc(b.last)}</span><br>${esc(b.first)} ${esc(b.last)}, ${esc(e.signatoryTitle)}</td><td><span class="scrawl">${esc(sec.last)}</span><br>${esc(sec.first)} ${esc(sec.last)}, ${e.type === 'Corporation' ? 'Secretary' : 'Attesting Member'}</td></tr></table>`], { font: 'serif', fontSize: '10.5pt' });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'loan_amount', 'property_address']) };
  },
};

const einLetter: Family = {
  id: 'setk-entity-ein-assignment-notice',
  description: 'IRS-style notice assigning an EIN, addressed to the entity care of its member; photographed or scanned',
  formats: ['image', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(facts, rng, rng.pick(['LLC', 'Corporation', 'Partnership'] as const));
    const e = f.entity!, b = f.borrower;
    const num = e.ein ?? '880000000';
    const withEin = { ...f, entity: { ...e, ein: num } };
    const html = page('EIN Notice', [`<div style="display:flex;justify-content:space-between"><div><b>Department of the Treasury</b><br>Internal Revenue Service<br>Cincinnati OH 45999-0023</div><div>Date of this notice: ${fdate(f.documentDate, 'abbr')}<br>Employer Identification Number: <b>${ein(num)}</b><br>Form: SS-4</div></div>
<div style="margin:28px 0 0 40px">${esc(e.name.toUpperCase())}<br>${esc(`${b.first} ${b.last}`).toUpperCase()} ${e.type === 'Corporation' ? 'PRES' : 'MBR'}<br>${addr(f.property.address, rng, { lines: true }).toUpperCase()}</div>
<h3 style="margin-top:24px">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h3>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${ein(num)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>
<p>If you have questions about this notice, call us at 1-800-829-4933. Keep this part for your records.</p>`], { font: 'mono', fontSize: '9.5pt' });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(withEin, ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name']) };
  },
};

const goodStanding: Family = {
  id: 'setk-entity-good-standing-photo',
  description: 'Certificate of good standing with a seal, photographed or scanned',
  formats: ['image', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(facts, rng, rng.pick(['LLC', 'Corporation', 'Partnership'] as const));
    const e = f.entity!;
    // A certificate names no person: an entity made up for it must not carry the principal's surname.
    if (!facts.entity && e.name.includes(f.borrower.last)) e.name = e.name.replace(f.borrower.last, 'Brightwater');
    const html = page('Good Standing', [`<div style="border:6px double #555;padding:30px;margin-top:30px;text-align:center"><h2>STATE OF ${esc(e.stateOfFormation.toUpperCase())}</h2><p>SECRETARY OF STATE</p><h1 style="font-size:18pt;margin:20px 0">CERTIFICATE OF GOOD STANDING</h1>
<p style="text-align:left">I, the Secretary of State of the State of ${esc(e.stateOfFormation)}, do hereby certify that <b>${esc(e.name)}</b>, a ${esc(e.stateOfFormation)} ${KIND[e.type]}, filed its formation documents in this office and is in good standing and has a legal existence as of the date of this certificate.</p>
<p style="text-align:left">Entity number: ${rng.int(1000000, 9999999)}<br>Authentication: ${rng.int(100000, 999999)}-${rng.int(1000, 9999)}</p>
<div style="width:110px;height:110px;border-radius:55px;border:3px solid #888;margin:20px auto;display:flex;align-items:center;justify-content:center;font-size:8pt">GREAT SEAL</div>
<p>Date: ${fdate(f.documentDate, 'long')}</p></div>`], { font: 'serif', fontSize: '11pt' });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, ['entity_name']) };
  },
};

export const entityFamilies: Family[] = [operatingAgreement, articles, trustCert, resolution, einLetter, goodStanding];
