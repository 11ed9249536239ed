// Entity paperwork owners send when they borrow through an LLC or a family trust.
import type { DealFacts, Family, TruthField } from '../../../types';
import {
  addDaysIso, addrFull, addrLine, documentHtml, dt, einText, esc, fullName, mountain, townOf, truth, usd, withEntity,
} from './common';

const SIGNER: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name'];

function coMember(f: DealFacts): string {
  return f.coBorrower ? fullName(f.coBorrower) : `${f.seller.first} ${f.borrower.last}`;
}

const operatingAgreement: Family = {
  id: 'ae-llc-operating-agreement-excerpt',
  description: 'Excerpt of an LLC operating agreement (cover, members schedule with percentages, manager article, signature page) for the entity holding a rental condo.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = withEntity(mountain(facts, rng), rng, 'LLC');
    const e = f.entity!;
    const other = coMember(f);
    const pctA = rng.pick([50, 60, 75, 90]);
    const managed = e.signatoryTitle === 'Manager' ? 'manager-managed' : 'member-managed';
    const html = documentHtml({
      title: 'Operating Agreement', font: 'serif', fontSize: '10.5pt',
      page: { pageNumbers: true },
      pages: [`<div class="center" style="margin-top:120px"><div style="font-size:18pt;font-weight:bold">OPERATING AGREEMENT</div><div style="margin:10px 0">OF</div><div style="font-size:16pt;font-weight:bold">${esc(e.name.toUpperCase())}</div><div style="margin-top:10px">a ${esc(e.stateOfFormation)} limited liability company</div><div style="margin-top:40px">Effective ${dt(addDaysIso(f.documentDate, -rng.int(90, 2000)), 'long')}</div></div>`,
        `<p><b>ARTICLE 1 — FORMATION.</b> The Company was formed by filing Articles of Organization with the ${esc(e.stateOfFormation)} Secretary of State. The Company's federal employer identification number is ${e.ein ? einText(e.ein) : '(to be obtained)'}.</p>
<p><b>ARTICLE 2 — PURPOSE.</b> To acquire, own, rent (including on a nightly basis), finance and sell the real property at ${esc(addrFull(f.property.address))}, and any lawful business related to it.</p>
<p><b>ARTICLE 5 — MANAGEMENT.</b> The Company is ${managed}. ${esc(fullName(f.borrower))} is designated as ${esc(e.signatoryTitle)} and has full authority to sign deeds, deeds of trust, promissory notes and loan documents on behalf of the Company without further consent of the Members.</p>
<p><b>SCHEDULE A — MEMBERS</b></p>
<table class="grid" style="width:80%"><tr><th>Member</th><th>Capital</th><th>Percentage</th></tr>
<tr><td>${esc(fullName(f.borrower, true))}</td><td class="right">${usd(rng.int(50, 400) * 1000)}</td><td class="right">${pctA}%</td></tr>
<tr><td>${esc(other)}</td><td class="right">${usd(rng.int(10, 200) * 1000)}</td><td class="right">${100 - pctA}%</td></tr></table>
<p style="margin-top:20px">IN WITNESS WHEREOF, the Members have executed this Agreement.</p>
<p><span class="sig">${esc(fullName(f.borrower))}, Member and ${esc(e.signatoryTitle)}</span></p>
<p><span class="sig">${esc(other)}, Member</span></p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, [...SIGNER, 'ein', 'property_address']) };
  },
};

const trustCert: Family = {
  id: 'ae-certification-of-trust',
  description: 'Certification of trust for a family trust that owns a mountain home: trust name and date, trustees, powers to borrow and encumber, notary block.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = withEntity(mountain(facts, rng, { type: ['Single Family', 'Condo', 'Townhouse'] }), rng, 'Trust');
    const e = f.entity!;
    const spouse = f.coBorrower ? fullName(f.coBorrower) : undefined;
    const html = documentHtml({
      title: 'Certification of Trust', font: 'serif', fontSize: '10.5pt',
      pages: [`<h2 class="center">CERTIFICATION OF TRUST</h2>
<p class="center small">(${f.property.address.state === 'UT' ? 'Utah Code § 75-7-1013' : f.property.address.state === 'CO' ? 'C.R.S. § 15-5-1013' : 'Uniform Trust Code § 1013'})</p>
<p>The undersigned ${spouse ? 'Trustees certify' : 'Trustee certifies'} as follows:</p>
<ol>
<li>The trust is known as <b>${esc(e.name)}</b>, dated ${e.trustDate ? dt(e.trustDate, 'long') : '—'} (the "Trust"), and is in existence and has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</li>
<li>The settlor(s) of the Trust: ${esc(fullName(f.borrower))}${spouse ? ` and ${esc(spouse)}` : ''}.</li>
<li>The currently acting trustee(s): <b>${esc(fullName(f.borrower, true))}</b>${spouse ? ` and ${esc(spouse)}` : ''}, whose address is ${esc(addrLine(f.property.address))}.</li>
<li>The trustee has the power to acquire, sell, convey, encumber, mortgage and borrow against real property, including the real property at ${esc(addrLine(f.property.address))}, and to execute promissory notes and deeds of trust in favor of ${esc(f.lender.name)}.</li>
<li>${spouse ? 'Either trustee may act alone.' : 'The signature of the sole trustee is sufficient.'} The Trust's taxpayer identification number is the social security number of the settlor.</li>
<li>Title to trust assets shall be taken as: ${esc(fullName(f.borrower))}, Trustee of ${esc(e.name)}.</li>
</ol>
<p style="margin-top:16px">Dated: ${dt(f.documentDate, 'long')}</p>
<p><span class="sig">${esc(fullName(f.borrower))}, Trustee</span></p>
${spouse ? `<p><span class="sig">${esc(spouse)}, Trustee</span></p>` : ''}
<div style="border:1px solid #777;padding:8px;margin-top:14px;font-size:8.5pt">STATE OF ${esc(f.property.address.stateName.toUpperCase())} )<br>COUNTY OF ${esc(townOf(f).county.toUpperCase())} ) ss.<br>Acknowledged before me on ${dt(f.documentDate, 'long')} by ${esc(fullName(f.borrower))}, as Trustee. Notary Public: ${esc(fullName(f.title.contact))}. My commission expires ${dt(addDaysIso(f.documentDate, 900), 'us')}.</div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, [...SIGNER, 'property_address']) };
  },
};

const goodStanding: Family = {
  id: 'ae-sos-good-standing-photo',
  description: 'Photo of a printed Secretary of State certificate of good standing for the borrowing LLC.',
  formats: ['image'],
  make(facts, rng) {
    const f = withEntity(mountain(facts, rng), rng, 'LLC');
    const e = f.entity!;
    const st = e.stateOfFormation;
    const id = `${rng.int(2005, 2024)}${rng.int(1000000, 9999999)}`;
    const html = documentHtml({
      title: 'Certificate', font: 'serif', fontSize: '12pt',
      pages: [`<div style="border:6px double #555;padding:40px;margin-top:40px;min-height:8in">
<div class="center" style="font-size:11pt;letter-spacing:2px">OFFICE OF THE SECRETARY OF STATE<br>OF THE STATE OF ${esc(st.toUpperCase())}</div>
<div class="center" style="font-size:22pt;font-weight:bold;margin:30px 0">CERTIFICATE OF GOOD STANDING</div>
<p>I, the Secretary of State of the State of ${esc(st)}, hereby certify that, according to the records of this office,</p>
<p class="center" style="font-size:15pt;font-weight:bold;margin:18px 0">${esc(e.name)}</p>
<p>is a <b>Limited Liability Company</b> formed or registered on ${dt(addDaysIso(f.documentDate, -rng.int(200, 3000)), 'us')} under the law of ${esc(st)}, has complied with all applicable requirements of this office, and is in Good Standing with this office. This entity has been assigned entity identification number ${id}.</p>
<p>This certificate reflects facts established or obtained by electronic means and is issued ${dt(f.documentDate, 'long')}.</p>
<p style="margin-top:50px">Certificate ID: ${rng.int(10000000, 99999999)}</p></div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, ['entity_name']) };
  },
};

const resolution: Family = {
  id: 'ae-llc-consent-to-borrow-scan',
  description: 'Unanimous written consent of the members authorizing the loan (lender, amount, property, signer), signed and scanned.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(mountain(facts, rng), rng, 'LLC');
    const e = f.entity!;
    const other = coMember(f);
    const html = documentHtml({
      title: 'Consent', font: 'serif', fontSize: '10.5pt',
      pages: [`<h3 class="center">UNANIMOUS WRITTEN CONSENT OF THE MEMBERS<br>OF<br>${esc(e.name.toUpperCase())}</h3>
<p>The undersigned, being all of the Members of ${esc(e.name)}, a ${esc(e.stateOfFormation)} limited liability company (the "Company"), consent to the following resolutions as of ${dt(f.documentDate, 'long')}:</p>
<p><b>RESOLVED</b>, that the Company borrow from ${esc(f.lender.name)} ("Lender") the principal sum of ${usd(f.loan.amount)} (the "Loan"), to be secured by a deed of trust on the real property commonly known as ${esc(addrLine(f.property.address))} (the "Property");</p>
<p><b>RESOLVED FURTHER</b>, that ${esc(fullName(f.borrower))}, as ${esc(e.signatoryTitle)} of the Company, is authorized to execute and deliver the promissory note, deed of trust, assignment of rents (including short-term rental income) and all other documents required by Lender, and that ${esc(fullName(f.borrower))} personally guarantee the Loan;</p>
<p><b>RESOLVED FURTHER</b>, that all actions previously taken by the ${esc(e.signatoryTitle)} in connection with the Loan are ratified.</p>
<table style="width:100%;margin-top:30px"><tr><td style="width:50%"><span class="scrawl">${esc(fullName(f.borrower))}</span><br><span class="sig">${esc(fullName(f.borrower))}, Member</span></td><td><span class="scrawl">${esc(other)}</span><br><span class="sig">${esc(other)}, Member</span></td></tr></table>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, [...SIGNER, 'loan_amount', 'property_address']) };
  },
};

const einLetter: Family = {
  id: 'ae-irs-ein-notice-scan',
  description: 'IRS EIN assignment notice (CP 575 style) for the borrowing LLC, scanned; the addressee line names the member.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(mountain(facts, rng), rng, 'LLC');
    const e = f.entity!;
    const ein = e.ein ?? `84${f.loan.loanNumber}`;
    const g = { ...f, entity: { ...e, ein } };
    const html = documentHtml({
      title: 'CP 575', font: 'mono', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div>DEPARTMENT OF THE TREASURY<br>INTERNAL REVENUE SERVICE<br>CINCINNATI OH 45999-0023</div><div>Date of this notice: ${dt(addDaysIso(f.documentDate, -rng.int(60, 1500)), 'us')}<br><br>Employer Identification Number:<br><b>${einText(ein)}</b><br>Form: SS-4<br>Number of this notice: CP 575 G</div></div>
<div style="margin:30px 0 30px 40px">${esc(e.name.toUpperCase())}<br>${esc(fullName(f.borrower).toUpperCase())} MBR<br>${esc(rng.int(100, 9999) + ' ' + rng.pick(['PEARL ST', 'LARIMER ST', 'HIGHLAND DR']))}<br>${esc(rng.pick(['DENVER CO 80202', 'BOULDER CO 80302', 'SALT LAKE CITY UT 84111']))}</div>
<div style="font-weight:bold;text-align:center;margin-bottom:10px">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</div>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${einText(ein)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>
<p>Based on the information received from you or your representative, you must file the following forms by the dates shown: Form 1065 (if multi-member) ... 03/15.</p>
<p>If you have questions about the form(s) or the due dates(s) shown, you can call us at the phone number or write to us at the address shown at the top of this notice.</p>`],
    });
    // "MBR" on the address line names the member but is not a stated signing title.
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(g, ['entity_name', 'ein']) };
  },
};

const statementOfAuthority: Family = {
  id: 'ae-co-statement-of-authority',
  description: 'Colorado Statement of Authority recorded with the county clerk: entity name, type, formation state, mailing address and who may convey/encumber.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = withEntity(mountain(facts, rng, { states: ['CO'] }), rng);
    const e = f.entity!;
    const kind = e.type === 'LLC' ? 'limited liability company' : e.type === 'Corporation' ? 'corporation' : e.type === 'Partnership' ? 'limited partnership' : 'trust';
    const html = documentHtml({
      title: 'Statement of Authority', font: 'serif', fontSize: '10.5pt',
      pages: [`<div style="display:flex;justify-content:space-between;font-size:8pt"><div>After recording return to:<br>${esc(f.title.name)}<br>Attn: ${esc(fullName(f.title.contact))}</div><div style="border:1px solid #000;padding:6px;width:2.6in">Reception No. ${rng.int(1100000, 1399999)}<br>${esc(townOf(f).county)} County Clerk &amp; Recorder<br>${dt(f.documentDate, 'us')} ${rng.int(8, 16)}:${String(rng.int(10, 59))}</div></div>
<h2 class="center" style="margin:20px 0">STATEMENT OF AUTHORITY</h2>
<p>(C.R.S. § 38-30-172)</p>
<ol>
<li>This Statement of Authority relates to an entity named <b>${esc(e.name)}</b>.</li>
<li>The type of entity is a: ${esc(kind)}.</li>
<li>The entity is formed under the laws of ${esc(e.stateOfFormation)}.</li>
<li>The mailing address for the entity is ${esc(addrLine(f.property.address))}.</li>
<li>The name and position of the person authorized to execute instruments conveying, encumbering, or otherwise affecting title to real property on behalf of the entity is <b>${esc(fullName(f.borrower, true))}</b>, ${esc(e.signatoryTitle)}.</li>
<li>The authority of the foregoing person to bind the entity is not limited.</li>
<li>Other matters concerning the manner in which the entity deals with interests in real property: to be used in connection with the financing of ${esc(addrLine(f.property.address))}.</li>
</ol>
<p>Executed this ${dt(f.documentDate, 'long')}.</p>
<p><span class="sig">${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}</span></p>
<div style="border:1px solid #777;padding:8px;margin-top:14px;font-size:8.5pt">STATE OF COLORADO ) COUNTY OF ${esc(townOf(f).county.toUpperCase())} ) ss. The foregoing instrument was acknowledged before me by ${esc(fullName(f.borrower))} as ${esc(e.signatoryTitle)} of ${esc(e.name)}.</div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, [...SIGNER, 'property_address']) };
  },
};

export const entityFamilies: Family[] = [operatingAgreement, trustCert, goodStanding, resolution, einLetter, statementOfAuthority];
