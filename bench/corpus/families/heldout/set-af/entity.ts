// set-af: entity paperwork the title company and the lender ask for — formation, consents, trust certifications, EIN.
import { documentHtml, esc, flow } from '../../../style';
import type { Family, TruthField } from '../../../types';
import { T, addDays, addr, dLong, dSlash, ein, fullName, money, texify, withEntity } from './land';

const formation: Family = {
  id: 'af-tx-certificate-of-formation',
  description: 'Texas Secretary of State certificate of formation (LLC Form 205 / corporation Form 201 / LP Form 202 style) with file stamp, registered agent and governing persons.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f: f0 } = texify(facts, rng);
    const f = withEntity(f0, rng, ['LLC', 'Corporation', 'Partnership']);
    const e = f.entity as NonNullable<typeof f.entity>;
    const form = e.type === 'LLC' ? '205' : e.type === 'Corporation' ? '201' : '202';
    const kind = e.type === 'LLC' ? 'Limited Liability Company' : e.type === 'Corporation' ? 'For-Profit Corporation' : 'Limited Partnership';
    const agent = rng.pick(['Registered Agents of Texas, Inc.', 'Northwest Registered Agent LLC', `${fullName(f.seller)}`, 'Capitol Corporate Services, Inc.']);
    const other = rng.chance(0.5) ? `${rng.pick(['Dana', 'Curtis', 'Heidi', 'Roy', 'Lupe'])} ${rng.pick(['Kothmann', 'Stehling', 'Ybarra', 'Pfeil', 'Crenwelge'])}` : undefined;
    const filed = addDays(f.documentDate, -rng.int(60, 2400));
    const box = `P.O. Box ${rng.int(11, 2999)}, ${f.property.address.city}, Texas ${f.property.address.zip}`;
    const gov = e.type === 'LLC'
      ? `<p><b>Article 3 — Governing Authority.</b> ☐ The limited liability company will have managers. ☒ The limited liability company will not have managers. The company will be governed by its members, and the name and address of each initial member are set forth below.</p>`
      : e.type === 'Corporation'
        ? `<p><b>Article 3 — Directors.</b> The number of directors constituting the initial board of directors and the names and addresses of the persons who are to serve as directors are set forth below.</p>`
        : `<p><b>Article 3 — General Partner Information.</b> The name and address of each general partner are set forth below.</p>`;
    const blocks = [
      `<div style="display:flex;justify-content:space-between"><div class="small">Form ${form}<br>(Revised 05/11)<br>Submit in duplicate to:<br>Secretary of State<br>P.O. Box 13697<br>Austin, TX 78711-3697</div>
<div style="border:2px solid #333;padding:6px 12px;text-align:center;font-size:8.5pt;color:#333">FILED<br>In the Office of the<br>Secretary of State of Texas<br><b>${dLong(filed).toUpperCase()}</b><br>Corporations Section</div></div>`,
      `<h2 class="center" style="margin:10px 0">Certificate of Formation<br><span style="font-size:12pt">${kind}</span></h2>`,
      `<p><b>Article 1 — Entity Name and Type.</b> The filing entity being formed is a ${kind.toLowerCase()}. The name of the entity is: <u>${esc(e.name)}</u></p>`,
      `<p><b>Article 2 — Registered Agent and Registered Office.</b> The initial registered agent is ${esc(agent)}. The business address of the registered agent and the registered office address is ${esc(`${f.title.address.street}, ${f.title.address.city}`)}, Texas.</p>`,
      gov,
      `<table class="grid"><tr><th>Name</th><th>Title / capacity</th><th>Address</th></tr>
<tr><td>${esc(fullName(f.borrower))}</td><td>${esc(e.signatoryTitle)}</td><td>${esc(box)}</td></tr>
${other ? `<tr><td>${esc(other)}</td><td>${e.type === 'LLC' ? 'Member' : e.type === 'Corporation' ? 'Director' : 'Limited Partner (info only)'}</td><td>same</td></tr>` : ''}</table>`,
      `<p style="margin-top:8px"><b>Article 4 — Purpose.</b> The purpose for which the entity is formed is for the transaction of any and all lawful purposes, including the acquisition, ownership, development and sale of rural land.</p>`,
      `<p><b>Organizer.</b> The name and address of the organizer: ${esc(rng.pick(['Kimberly Haas, Attorney at Law', 'Hill Country Legal Filings', `${fullName(f.borrower)}`]))}.</p>`,
      `<p><b>Effectiveness of Filing.</b> ☒ This document becomes effective when the document is filed by the secretary of state.</p>`,
      `<p><b>Execution.</b> The undersigned signs this document subject to the penalties imposed by law for the submission of a materially false or fraudulent instrument.</p>`,
      `<p>Date: ${dSlash(addDays(filed, -2))} &nbsp;&nbsp; <span class="scrawl">${esc(fullName(f.borrower))}</span></p>`,
    ];
    return {
      kind: 'html', documentType: 'Entity Document',
      html: documentHtml({ title: 'Certificate of Formation', pages: flow(blocks, { charsPerLine: 100, linesPerPage: 50 }), font: 'serif', fontSize: '9.8pt', page: { pageNumbers: true, footerLeft: `Form ${form}` } }),
      truth: T(f, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title']),
    };
  },
};

const consent: Family = {
  id: 'af-unanimous-consent-to-borrow',
  description: 'Unanimous written consent of the members / directors / partners authorizing the land loan, naming the lender, amount, collateral and the officer who signs.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f: f0, land } = texify(facts, rng);
    const f = withEntity(f0, rng, ['LLC', 'Corporation', 'Partnership']);
    const e = f.entity as NonNullable<typeof f.entity>;
    const body = e.type === 'LLC' ? 'Members' : e.type === 'Corporation' ? 'Board of Directors' : 'Partners';
    const html = documentHtml({
      title: 'Consent', font: 'serif', fontSize: '10.5pt', page: { margin: '0.9in 1in 1in 1in' },
      pages: [`<h3 class="center">UNANIMOUS WRITTEN CONSENT OF THE ${body.toUpperCase()}<br>OF<br>${esc(e.name.toUpperCase())}</h3>
<p class="center small">${e.ein ? `EIN ${ein(e.ein)} · ` : ''}a Texas ${e.type === 'LLC' ? 'limited liability company' : e.type === 'Corporation' ? 'corporation' : 'limited partnership'}</p>
<p style="margin-top:12px">The undersigned, being all of the ${body.toLowerCase()} of ${esc(e.name)} (the "Company"), hereby consent to and adopt the following resolutions effective ${dLong(f.documentDate)}:</p>
<p>RESOLVED, that the Company is authorized to borrow from ${esc(f.lender.name)} ("Lender") the principal sum of ${money(f.loan.amount)} (the "Loan"), to be secured by a first lien deed of trust on approximately ${land.acres} acres in ${esc(land.county)} County, Texas, known as ${esc(addr(f.property.address))};</p>
<p>RESOLVED FURTHER, that ${esc(fullName(f.borrower, true))}, as ${esc(e.signatoryTitle)} of the Company, acting alone, is authorized to execute the promissory note, deed of trust, loan agreement and all other documents required by Lender or by ${esc(f.title.name)}, and that such signature shall bind the Company;</p>
<p>RESOLVED FURTHER, that ${esc(fullName(f.borrower))} is authorized to execute a personal guaranty of the Loan in favor of Lender.</p>
<table style="width:100%;margin-top:26px"><tr><td><span class="sig">${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}</span></td><td>${rng.chance(0.5) ? `<span class="sig">${esc(rng.pick(['Janet', 'Clay', 'Rosa', 'Wes']))} ${esc(rng.pick(['Lindemann', 'Tejeda', 'Rabke', 'Moos']))}, ${e.type === 'Corporation' ? 'Director' : e.type === 'LLC' ? 'Member' : 'Limited Partner'}</span>` : ''}</td></tr></table>`],
    });
    const fields: TruthField[] = ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'loan_amount', 'property_address'];
    return { kind: 'html', documentType: 'Entity Document', html, truth: T(f, fields) };
  },
};

const trustCert: Family = {
  id: 'af-certification-of-trust-114-086',
  description: 'Certification of trust under Texas Property Code §114.086 given to the title company: trust name and date, trustee, TIN, powers to borrow and encumber.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f: f0, land } = texify(facts, rng);
    const f = withEntity(f0, rng, ['Trust']);
    const e = f.entity as NonNullable<typeof f.entity>;
    const blocks = [
      `<h3 class="center">CERTIFICATION OF TRUST</h3><p class="center small">(Texas Property Code Section 114.086)</p>`,
      `<p>STATE OF TEXAS &nbsp; § <br>COUNTY OF ${esc(land.county.toUpperCase())} §</p>`,
      `<p>The undersigned, ${esc(fullName(f.borrower, true))}, being first duly sworn, certifies as follows:</p>`,
      `<p>1. <b>Existence and name.</b> The trust exists and was executed on ${e.trustDate ? dLong(e.trustDate) : 'the date stated in the trust agreement'}. The name of the trust is <b>${esc(e.name)}</b>${e.trustDate ? ` dated ${dSlash(e.trustDate)}` : ''}.</p>`,
      `<p>2. <b>Settlor.</b> ${esc(fullName(f.borrower))}${rng.chance(0.5) ? ` and spouse` : ''}.</p>`,
      `<p>3. <b>Trustee.</b> The currently acting trustee is ${esc(fullName(f.borrower))}, Trustee, whose mailing address is P.O. Box ${rng.int(11, 2999)}, ${esc(f.property.address.city)}, Texas.</p>`,
      `<p>4. <b>Powers.</b> The trustee has full power to acquire, sell, convey, mortgage, encumber and otherwise deal with real property, including the ${land.acres} acres in ${esc(land.county)} County to be acquired from or financed through ${esc(f.title.name)} (${esc(land.gf)}), and to borrow money from ${esc(f.lender.name)}.</p>`,
      `<p>5. <b>Revocability.</b> The trust is ${e.name.includes('Irrevocable') ? 'irrevocable' : 'revocable'}; the person holding the power to revoke is the settlor.</p>`,
      `<p>6. <b>Taxpayer identification.</b> ${e.ein ? `The trust's taxpayer identification number is ${ein(e.ein)}.` : 'The trust is a grantor trust and uses the social security number of the settlor (not stated here).'}</p>`,
      `<p>7. <b>Title to trust property.</b> Title shall be taken as: "${esc(fullName(f.borrower))}, Trustee of ${esc(e.name)}".</p>`,
      `<p>8. The trust has not been revoked, modified, or amended in any manner that would cause the representations in this certification to be incorrect.</p>`,
      `<p style="margin-top:14px"><span class="sig">${esc(fullName(f.borrower))}, Trustee</span></p>`,
      `<p class="small" style="margin-top:14px">SUBSCRIBED AND SWORN TO before me on ${dLong(f.documentDate)}. <br><span class="sig">Notary Public, State of Texas</span></p>`,
    ];
    return {
      kind: 'html', documentType: 'Entity Document',
      html: documentHtml({ title: 'Certification of Trust', pages: flow(blocks, { charsPerLine: 95, linesPerPage: 48 }), font: 'serif', fontSize: '10pt' }),
      truth: T(f, ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title']),
    };
  },
};

const einLetter: Family = {
  id: 'af-irs-ein-assignment-letter',
  description: 'IRS CP 575-style EIN assignment notice to the new land entity, in care of its principal; form and filing-requirement boilerplate.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f: f0 } = texify(facts, rng);
    const f = withEntity(f0, rng, ['LLC', 'Corporation', 'Partnership']);
    const e = f.entity as NonNullable<typeof f.entity>;
    const issued = addDays(f.documentDate, -rng.int(20, 900));
    const a = f.borrower;
    const html = documentHtml({
      title: 'CP 575', font: 'mono', fontSize: '9.5pt', page: { margin: '0.7in 0.8in 0.9in 0.8in' },
      pages: [`<div style="display:flex;justify-content:space-between"><div>DEPARTMENT OF THE TREASURY<br>INTERNAL REVENUE SERVICE<br>CINCINNATI OH 45999-0023</div><div class="right">Date of this notice: ${dPad0(issued)}<br><br>Employer Identification Number:<br>${ein(e.ein ?? '')}<br><br>Form: SS-4<br>Number of this notice: CP 575 ${e.type === 'Corporation' ? 'A' : e.type === 'Partnership' ? 'E' : 'B'}</div></div>
<p style="margin-top:16px">${esc(e.name.toUpperCase())}<br>% ${esc(fullName(a).toUpperCase())} ${e.type === 'LLC' ? 'MBR' : e.type === 'Corporation' ? 'PRES' : 'GEN PTNR'}<br>PO BOX ${rng.int(11, 2999)}<br>${esc(f.property.address.city.toUpperCase())} TX ${f.property.address.zip}</p>
<p class="center b" style="margin:14px 0">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</p>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${ein(e.ein ?? '')}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above. Any variation may cause a delay in processing, result in incorrect information in your account, or even cause you to be assigned more than one EIN.</p>
<p>${e.type === 'LLC' ? 'Based on the information received from you or your representative, you must file the following form(s) by the date(s) shown: Form 1065 03/15. If you are a single-member LLC, you are treated as a disregarded entity.' : e.type === 'Corporation' ? 'You must file Form 1120 by the 15th day of the 4th month after your tax year ends.' : 'You must file Form 1065, U.S. Return of Partnership Income, 03/15.'}</p>
<p>Keep this part for your records. &nbsp; CP 575 (Rev. 7-2007)</p>
<div style="border-top:1px dashed #000;margin-top:20px;padding-top:8px">Return this part with any correspondence so we may identify your account.<br><br>${esc(e.name.toUpperCase())}<br>% ${esc(fullName(a).toUpperCase())}<br>Your Telephone Number: ( ) ___-____ &nbsp; Best time to call: ____</div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: T(f, ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name']) };
  },
};

function dPad0(iso: string): string {
  return `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
}

export const entityFamilies: Family[] = [formation, consent, trustCert, einLetter];
