// Entity paperwork: operating agreements, articles, good-standing certificates, trust certifications, corporate
// resolutions, IRS EIN letters, LP agreements and personal guaranties. When the deal's borrower is not an entity of
// the kind a document needs, the document is written for such an entity of the same principal (and the truth follows).
import type { DealFacts, EntityType, Family, Rng, TruthField } from '../../../types';
import { makeEntity } from '../../../facts';
import { documentHtml } from '../../../style';
import { ein, esc, fmtDate, fullName, money, oneLine, otherPerson, shiftDate, truth } from './util';

function withEntity(f: DealFacts, rng: Rng, type?: EntityType): DealFacts {
  if (f.entity && (!type || f.entity.type === type)) return f;
  const entity = makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)), type);
  return { ...f, entity };
}

function formedOn(f: DealFacts, rng: Rng): string {
  return f.entity?.trustDate ?? `${rng.int(2012, Number(f.documentDate.slice(0, 4)) - 1)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

const SIGNER: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'];

const operatingAgreement: Family = {
  id: 'setn-entity-llc-operating-agreement',
  description: 'LLC operating agreement excerpt: cover, articles on management and authority to borrow, Schedule A of members with percentages (co-members are distractors).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f0, rng) {
    const f = withEntity(f0, rng, 'LLC');
    const e = f.entity!;
    const mainPct = rng.pick([51, 60, 75, 80, 100]);
    const others = mainPct === 100 ? [] : [[otherPerson(rng), 100 - mainPct - (mainPct <= 60 ? 15 : 0)], ...(mainPct <= 60 ? [[otherPerson(rng), 15]] : [])] as [string, number][];
    const formed = formedOn(f, rng);
    const p1 = `<div style="text-align:center;margin-top:2.2in"><h1 style="font-size:18pt">OPERATING AGREEMENT</h1><p style="font-size:12pt">OF</p><h2 style="font-size:15pt">${esc(e.name.toUpperCase())}</h2><p>A ${esc(e.stateOfFormation)} Limited Liability Company</p><p style="margin-top:40px">Effective ${fmtDate(formed, 'long')}</p>${e.ein ? `<p class="small">Federal EIN <span style="white-space:nowrap">${ein(e.ein)}</span></p>` : ''}</div>`;
    const p2 = `<h3>ARTICLE IV — MANAGEMENT</h3>
<p>4.1 <b>Management.</b> The Company shall be managed by its ${esc(e.signatoryTitle)}, <b>${esc(fullName(f.borrower))}</b>, who shall have full authority to conduct the business of the Company.</p>
<p>4.2 <b>Authority to Borrow.</b> The ${esc(e.signatoryTitle)} may, without the consent of the other Members, borrow money on behalf of the Company, execute promissory notes, mortgages and deeds of trust, and encumber any real property of the Company, including the real property located at ${esc(oneLine(f.property.address))}.</p>
<p>4.3 <b>Reliance.</b> Any lender, title insurer or other third party may rely on the signature of the ${esc(e.signatoryTitle)} alone.</p>
<h3>ARTICLE VII — DISTRIBUTIONS</h3><p>7.1 Distributions shall be made to the Members in proportion to their Percentage Interests at such times as the Manager determines.</p>
<h3>SCHEDULE A — MEMBERS</h3>
<table class="grid"><tr><th>Member</th><th>Capital contribution</th><th>Percentage interest</th></tr>
<tr><td>${esc(fullName(f.borrower))}</td><td>${money(rng.int(5, 200) * 1000)}</td><td>${mainPct}%</td></tr>
${others.map(([n, p]) => `<tr><td>${esc(n)}</td><td>${money(rng.int(5, 100) * 1000)}</td><td>${p}%</td></tr>`).join('')}</table>
<p style="margin-top:24px">IN WITNESS WHEREOF the Members have executed this Agreement.</p>
<p><span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span><br>${esc(fullName(f.borrower, false))}, ${esc(e.signatoryTitle)}</p>
${others.map(([n]) => `<p>______________________<br>${esc(n)}, Member</p>`).join('')}`;
    const html = documentHtml({ title: 'Operating Agreement', font: 'serif', fontSize: '10pt', css: 'h3{font-size:10.5pt;margin:12px 0 6px}', pages: [p1, p2], page: { pageNumbers: true } });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, [...SIGNER, 'ein']) };
  },
};

const articles: Family = {
  id: 'setn-entity-articles-of-organization',
  description: 'State-filed articles of organization (stamped "FILED"): organizer and registered agent are third parties, manager listed with title.',
  formats: ['pdf_scanned'],
  make(f0, rng) {
    const f = withEntity(f0, rng, 'LLC');
    const e = f.entity!;
    const formed = formedOn(f, rng);
    const organizer = otherPerson(rng);
    const html = documentHtml({
      title: 'Articles', font: 'sans', fontSize: '10pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div class="small">STATE OF ${esc(e.stateOfFormation.toUpperCase())}<br>Secretary of State — Business Services</div><div style="border:3px double #a00;color:#a00;padding:6px 12px;transform:rotate(-6deg);font-weight:bold;text-align:center">FILED<br>${fmtDate(formed, 'us')}<br>Doc # L${rng.int(10000000, 99999999)}</div></div>
<h2 style="text-align:center;margin:20px 0;font-size:14pt">ARTICLES OF ORGANIZATION<br><span style="font-size:10pt">Limited Liability Company</span></h2>
<table class="grid">
<tr><th style="width:34%">1. Name of LLC</th><td>${esc(e.name)}</td></tr>
<tr><th>2. Principal office</th><td>${rng.int(100, 9999)} ${esc(otherPerson(rng).split(' ')[1] ?? 'Commerce')} Rd, ${esc(f.property.address.city)}, ${f.property.address.state}</td></tr>
<tr><th>3. Registered agent</th><td>${esc(rng.pick(['Northwest Registered Agent LLC', 'Registered Agents Inc.', 'CT Corporation System', `${organizer}, Esq.`]))}</td></tr>
<tr><th>4. Management</th><td>☐ Member-managed ☒ Manager-managed</td></tr>
<tr><th>5. Manager(s) / authorized person</th><td>${esc(fullName(f.borrower))} — ${esc(e.signatoryTitle)}</td></tr>
<tr><th>6. Purpose</th><td>Any lawful purpose, including the acquisition, renovation and sale of real estate.</td></tr>
<tr><th>7. Organizer</th><td>${esc(organizer)}, ${esc(rng.pick(['Attorney at Law', 'Paralegal', 'Filing Agent']))}</td></tr>
</table>
<p style="margin-top:20px">Signature of organizer: <span class="scrawl">${esc(organizer)}</span> &nbsp;&nbsp; Date: ${fmtDate(shiftDate(formed, -2), 'us')}</p>
<p class="small" style="margin-top:30px">Filing fee paid: $${rng.pick([50, 100, 125, 160])}.00 · Receipt ${rng.int(100000, 999999)}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, SIGNER) };
  },
};

const goodStanding: Family = {
  id: 'setn-entity-certificate-good-standing',
  description: 'Secretary of State certificate of good standing / existence with seal and authentication number; names only the entity.',
  formats: ['pdf_text', 'image'],
  make(f0, rng) {
    const f = withEntity(f0, rng);
    const e = f.entity!;
    const kind = e.type === 'LLC' ? 'limited liability company' : e.type === 'Corporation' ? 'corporation' : e.type === 'Partnership' ? 'limited partnership' : 'business trust';
    const html = documentHtml({
      title: 'Good Standing', font: 'serif', fontSize: '12pt',
      pages: [`<div style="border:6px double #6b4e16;padding:40px;min-height:9in;text-align:center">
<div style="font-size:11pt;letter-spacing:3px">STATE OF ${esc(e.stateOfFormation.toUpperCase())}</div>
<div style="width:110px;height:110px;border-radius:50%;border:3px solid #6b4e16;margin:20px auto;display:flex;align-items:center;justify-content:center;font-size:9pt">GREAT SEAL</div>
<h1 style="font-size:20pt;margin:10px 0 30px">Certificate of Good Standing</h1>
<p style="text-align:justify">I, ${esc(otherPerson(rng))}, Secretary of State of the State of ${esc(e.stateOfFormation)}, do hereby certify that <b>${esc(e.name)}</b>, a ${kind} formed under the laws of this State on ${fmtDate(formedOn(f, rng), 'long')}, is in good standing and has a legal existence so far as the records of this office show, and has paid all fees and filed all annual reports due to date.</p>
<p style="margin-top:40px">In testimony whereof, I have hereunto set my hand and affixed the seal of the State on ${fmtDate(shiftDate(f.documentDate, -rng.int(1, 20)), 'long')}.</p>
<p class="small" style="margin-top:60px">Authentication: ${rng.int(1000000, 9999999)} · Verify at sos.${e.stateOfFormation.toLowerCase().replace(/\s/g, '')}.gov</p></div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, ['entity_name']) };
  },
};

const trustCert: Family = {
  id: 'setn-entity-trust-certification',
  description: 'Attorney-prepared certification of trust (statutory form): trust name and date, trustee, successor trustee, powers to borrow and encumber, notarised.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f0, rng) {
    const f = withEntity(f0, rng, 'Trust');
    const e = f.entity!;
    const successor = otherPerson(rng);
    const notary = otherPerson(rng);
    const html = documentHtml({
      title: 'Certification of Trust', font: 'serif', fontSize: '10.5pt',
      pages: [`<h2 style="text-align:center;font-size:13pt">CERTIFICATION OF TRUST</h2>
<p class="center small">(Pursuant to ${esc(f.property.address.stateName)} trust code)</p>
<p>The undersigned, being duly sworn, certifies as follows:</p>
<ol>
<li>The trust referred to herein is <b>${esc(e.name)}</b>, dated ${fmtDate(e.trustDate ?? formedOn(f, rng), 'long')} (the "Trust"), and the Trust is in existence and has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</li>
<li>The settlor(s) of the Trust: ${esc(fullName(f.borrower))}.</li>
<li>The currently acting trustee of the Trust is: <b>${esc(fullName(f.borrower))}</b>, Trustee. Successor trustee: ${esc(successor)}.</li>
<li>The trustee has the power to acquire, sell, convey, encumber and borrow against real property, including the property located at ${esc(oneLine(f.property.address))}.</li>
<li>${e.ein ? `The taxpayer identification number of the Trust is <span style="white-space:nowrap">${ein(e.ein)}</span>.` : 'The Trust uses the social security number of the settlor for tax reporting.'}</li>
<li>Title to Trust assets shall be taken as: "${esc(fullName(f.borrower, false))}, Trustee of ${esc(e.name)}".</li>
</ol>
<p style="margin-top:20px"><span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span><br>${esc(fullName(f.borrower, false))}, Trustee &nbsp;&nbsp; Date: ${fmtDate(f.documentDate, 'us')}</p>
<div style="border:1px solid #333;padding:10px;margin-top:24px" class="small">State of ${esc(f.property.address.stateName)}, County of ____________<br>Subscribed and sworn before me on ${fmtDate(f.documentDate, 'long')} by ${esc(fullName(f.borrower, false))}.<br><br>______________________ ${esc(notary)}, Notary Public. My commission expires ${fmtDate(shiftDate(f.documentDate, 900), 'us')}.</div>
<p class="small" style="margin-top:12px">Prepared by: ${esc(otherPerson(rng))}, Esq., ${esc(otherPerson(rng).split(' ')[1] ?? '')} &amp; Associates</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, [...SIGNER, 'ein', 'property_address']) };
  },
};

const resolution: Family = {
  id: 'setn-entity-corporate-resolution',
  description: 'Corporate board resolution to borrow: the Secretary certifies that the President may sign loan documents for a stated amount and property.',
  formats: ['pdf_text'],
  make(f0, rng) {
    const f = withEntity(f0, rng, 'Corporation');
    const e = f.entity!;
    const secretary = otherPerson(rng);
    const director = otherPerson(rng);
    const html = documentHtml({
      title: 'Resolution', font: 'serif', fontSize: '10.5pt',
      pages: [`<h2 style="text-align:center;font-size:13pt">CERTIFIED RESOLUTIONS OF THE BOARD OF DIRECTORS<br>OF ${esc(e.name.toUpperCase())}</h2>
<p class="center small">${e.ein ? `EIN <span style="white-space:nowrap">${ein(e.ein)}</span> · ` : ''}a ${esc(e.stateOfFormation)} corporation</p>
<p>I, ${esc(secretary)}, Secretary of ${esc(e.name)} (the "Corporation"), certify that at a meeting of the Board of Directors held on ${fmtDate(shiftDate(f.documentDate, -4), 'long')}, at which a quorum was present, the following resolutions were adopted and remain in full force:</p>
<p><b>RESOLVED</b>, that the Corporation borrow from ${esc(f.lender.name)} ("Lender") the principal sum of ${money(f.loan.amount)}, to be secured by a first lien on the real property located at ${esc(oneLine(f.property.address, { long: true }))};</p>
<p><b>RESOLVED FURTHER</b>, that ${esc(fullName(f.borrower))}, as ${esc(e.signatoryTitle)} of the Corporation, is authorized to execute the promissory note, mortgage or deed of trust, loan agreement and any other document Lender requires, and to pay the fees associated therewith;</p>
<p><b>RESOLVED FURTHER</b>, that the signature of ${esc(fullName(f.borrower, false))} shall bind the Corporation, and that ${esc(director)}, Director, need not join.</p>
<p style="margin-top:20px">IN WITNESS WHEREOF, I have signed this certificate on ${fmtDate(f.documentDate, 'long')}.</p>
<p><span class="scrawl">${esc(secretary)}</span><br>${esc(secretary)}, Secretary</p>
<p style="margin-top:14px">Acknowledged: <span class="scrawl">${esc(f.borrower.last)}</span><br>${esc(fullName(f.borrower, false))}, ${esc(e.signatoryTitle)}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, [...SIGNER, 'ein', 'loan_amount', 'property_address']) };
  },
};

const einLetter: Family = {
  id: 'setn-entity-irs-ein-letter',
  description: 'IRS EIN assignment notice (CP 575 look): entity name and "%" line with the principal, EIN in a box, IRS addresses and phone as distractors.',
  formats: ['pdf_text', 'image'],
  make(f0, rng) {
    const f = withEntity(f0, rng);
    let e = f.entity!;
    if (!e.ein) e = { ...e, ein: `${rng.int(20, 99)}${String(rng.int(0, 9999999)).padStart(7, '0')}` };
    const g = { ...f, entity: e };
    const mail = f.borrower;
    const addr = f.property.address;
    const html = documentHtml({
      title: 'CP 575', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div><b>Department of the Treasury</b><br>Internal Revenue Service<br>Cincinnati OH 45999-0023</div><div class="right">Notice CP 575 ${rng.pick(['A', 'B', 'G'])}<br>Date of this notice: ${fmtDate(formedOn(f, rng), 'us')}<br><br><b>Employer Identification Number:</b><div style="border:1px solid #000;padding:3px 8px;display:inline-block;font-size:11pt">${ein(e.ein!)}</div><br>Form: SS-4<br>Number of this notice: CP 575</div></div>
<p style="margin-top:20px;font-family:'DejaVu Sans Mono'">${esc(e.name.toUpperCase())}<br>% ${esc(`${mail.first} ${mail.last}`.toUpperCase())} ${e.type === 'LLC' ? 'MBR' : e.type === 'Trust' ? 'TTEE' : e.type === 'Partnership' ? 'GEN PTNR' : 'PRES'}<br>${esc(`${rng.int(100, 9999)} ${otherPerson(rng).split(' ')[1]} AVE`.toUpperCase())}<br>${esc(`${addr.city} ${addr.state} ${addr.zip}`.toUpperCase())}</p>
<p>For assistance you may call us at 1-800-829-4933.</p>
<h3 style="font-size:11pt;margin-top:14px">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h3>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN <span style="white-space:nowrap">${ein(e.ein!)}</span>. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above. Any variation may cause a delay in processing, result in incorrect information in your account, or even cause you to be assigned more than one EIN.</p>
<p>Taxpayer assistance for ${esc(rng.pick(['Form 1065', 'Form 1120', 'Form 1041', 'Form 1040 Schedule C']))} filers is available at the number above. Keep this part for your records.</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(g, ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name']) };
  },
};

const lpAgreement: Family = {
  id: 'setn-entity-lp-agreement',
  description: 'Limited partnership agreement excerpt: general partner signs, limited partners and their capital listed (distractors), borrowing powers clause.',
  formats: ['pdf_text'],
  make(f0, rng) {
    const f = withEntity(f0, rng, 'Partnership');
    const e = f.entity!;
    const lps = [otherPerson(rng), otherPerson(rng), `${otherPerson(rng).split(' ')[1]} Family Office LLC`];
    const html = documentHtml({
      title: 'LP Agreement', font: 'serif', fontSize: '10pt',
      pages: [`<h2 style="text-align:center;font-size:13pt">AGREEMENT OF LIMITED PARTNERSHIP<br>OF<br>${esc(e.name.toUpperCase())}</h2>
<p>This Agreement of Limited Partnership is entered into as of ${fmtDate(formedOn(f, rng), 'long')} by ${esc(fullName(f.borrower))}, as ${esc(e.signatoryTitle)}, and the persons listed on Exhibit A as Limited Partners.</p>
<p><b>1. Formation.</b> The Partnership was formed as a limited partnership under the ${esc(e.stateOfFormation)} Revised Uniform Limited Partnership Act. Its federal employer identification number is ${e.ein ? `<span style="white-space:nowrap">${ein(e.ein)}</span>` : 'to be obtained'}.</p>
<p><b>2. Purpose.</b> To acquire, improve, lease, finance and sell income-producing real estate.</p>
<p><b>3. Management.</b> The ${esc(e.signatoryTitle)} shall have exclusive management and control of the business, including the power to borrow money and to grant liens on Partnership property. Limited Partners shall take no part in management.</p>
<p><b>4. Capital.</b> The Partners have contributed the amounts set forth on Exhibit A.</p>
<h3 style="font-size:10.5pt;margin-top:12px">EXHIBIT A</h3>
<table class="grid"><tr><th>Partner</th><th>Class</th><th>Capital</th><th>Interest</th></tr>
<tr><td>${esc(fullName(f.borrower, false))}</td><td>${esc(e.signatoryTitle)}</td><td>${money(rng.int(10, 50) * 1000)}</td><td>${rng.int(1, 10)}%</td></tr>
${lps.map((n) => `<tr><td>${esc(n)}</td><td>Limited Partner</td><td>${money(rng.int(50, 900) * 1000)}</td><td>${rng.int(10, 40)}%</td></tr>`).join('')}</table>
<p style="margin-top:20px">${esc(e.signatoryTitle.toUpperCase())}:<br><span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span><br>${esc(fullName(f.borrower, false))}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, [...SIGNER, 'ein']) };
  },
};

const guaranty: Family = {
  id: 'setn-entity-personal-guaranty',
  description: 'Lender\'s personal guaranty signed by the principal for the entity\'s loan: guarantor details (DOB, address), loan amount and property recited; scanned signed copy.',
  formats: ['pdf_scanned'],
  make(f0, rng) {
    const f = withEntity(f0, rng);
    const e = f.entity!;
    const l = f.loan;
    const html = documentHtml({
      title: 'Guaranty', font: 'serif', fontSize: '9.5pt',
      pages: [`<h2 style="text-align:center;font-size:13pt">GUARANTY OF PAYMENT AND PERFORMANCE</h2>
<p class="right small">Loan No. ${l.loanNumber}</p>
<p>FOR VALUE RECEIVED, and to induce <b>${esc(f.lender.name)}</b> ("Lender") to make a loan in the original principal amount of <b>${money(l.amount)}</b> (the "Loan") to <b>${esc(e.name)}</b> ("Borrower"), secured by the property commonly known as ${esc(oneLine(f.property.address))}, the undersigned <b>${esc(fullName(f.borrower))}</b> ("Guarantor") hereby absolutely, unconditionally and irrevocably guarantees to Lender the full and prompt payment and performance of all obligations of Borrower under the Note and the other Loan Documents.</p>
<p>1. <b>Nature of guaranty.</b> This is a guaranty of payment and not of collection. Lender need not first proceed against Borrower or the collateral.</p>
<p>2. <b>Waivers.</b> Guarantor waives notice of acceptance, presentment, demand, protest and all suretyship defenses.</p>
<p>3. <b>Financial statements.</b> Guarantor shall deliver annual personal financial statements and tax returns within 30 days of Lender's request.</p>
<p>4. <b>Governing law.</b> This Guaranty is governed by the laws of the State of ${esc(f.property.address.stateName)}.</p>
<table class="grid" style="margin-top:14px;width:80%"><tr><th colspan="2">Guarantor information</th></tr>
<tr><td>Name</td><td>${esc(fullName(f.borrower))}</td></tr><tr><td>Date of birth</td><td>${fmtDate(f.borrower.dob, 'us')}</td></tr>
<tr><td>Phone</td><td>${esc(f.borrower.phone.replace(/(\d{3})(\d{3})(\d{4})/, '($1) $2-$3'))}</td></tr><tr><td>E-mail</td><td>${esc(f.borrower.email)}</td></tr></table>
<p style="margin-top:18px">Dated: ${fmtDate(f.documentDate, 'long')}</p>
<div style="display:flex;gap:30px"><div style="flex:1">GUARANTOR:<br><span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span><br>${esc(fullName(f.borrower, false))}, individually</div>
<div style="flex:1">ACKNOWLEDGED BY BORROWER:<br>${esc(e.name)}<br>By: ________________<br>${esc(fullName(f.borrower, false))}, ${esc(e.signatoryTitle)}</div></div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, [...SIGNER, 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'loan_amount', 'property_address', 'loan_number']) };
  },
};

export const entityFamilies: Family[] = [
  operatingAgreement, articles, goodStanding, trustCert, resolution, einLetter, lpAgreement, guaranty,
];
