// Entity documents: heirs' LLC operating agreement, NY DOS filing receipt, IRS EIN notice, borrowing consent,
// certificate of trust, incumbency certificate.
import type { Family, TruthField } from '../../../types';
import { truthOf } from '../../../truth';
import { kvTable } from '../../../style';
import { $, addr1, addrLong, d, ein, esc, mailingAddress, name, ny, page, withEntity } from './h';

const heirsOperatingAgreement: Family = {
  id: 'set-y-heirs-llc-operating-agreement',
  description: 'First page and signature page of an operating agreement for an LLC the heirs formed to hold the inherited house; member percentage table.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = withEntity(ny(facts, rng), rng, 'LLC');
    const E = f.entity!;
    const others = rng.shuffle(['Cheryl', 'Anthony', 'Denise', 'Reginald', 'Paulette']).slice(0, rng.int(1, 3));
    const main = rng.pick([40, 50, 60]);
    const rest = Math.round(((100 - main) / others.length) * 100) / 100;
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'property_address'];
    const p1 = `<h2 style="text-align:center;font-size:13pt">OPERATING AGREEMENT<br>OF<br>${esc(E.name.toUpperCase())}</h2>
<p class="center small">A ${esc(E.stateOfFormation)} Limited Liability Company</p>
<p style="text-align:justify">This Operating Agreement is made effective ${d(f.documentDate, 'long')} by the Members listed on Schedule A. The Company was formed to acquire from the Estate of ${f.decedent.first} ${f.decedent.last} and to own, manage and, if the Members so decide, sell the real property known as ${esc(addrLong(f.property.address))} (the &ldquo;Property&rdquo;).</p>
<p style="text-align:justify"><b>Article IV &mdash; Management.</b> The Company shall be managed by its Members. ${esc(name(f.borrower))} is designated ${esc(E.signatoryTitle)} and is authorized to execute on behalf of the Company any note, mortgage, guaranty or other instrument necessary to obtain financing secured by the Property.</p>
<p><b>Schedule A &mdash; Members</b></p>
<table class="grid" style="width:70%"><tr><th>Member</th><th class="right">Interest</th><th class="right">Capital</th></tr>
<tr><td>${esc(name(f.borrower))}</td><td class="right">${main}%</td><td class="right">${$(rng.int(1, 9) * 1000)}</td></tr>
${others.map((o) => `<tr><td>${o} ${esc(f.decedent.last)}</td><td class="right">${rest}%</td><td class="right">$0 (inherited interest)</td></tr>`).join('')}</table>`;
    const p2 = `<p>IN WITNESS WHEREOF the Members have executed this Agreement.</p>
${[name(f.borrower), ...others.map((o) => `${o} ${f.decedent.last}`)].map((n) => `<div class="sig" style="margin-right:40px">${esc(n)}</div>`).join('')}
<p style="margin-top:30px">${esc(E.name)}<br>By: <span class="scrawl">${esc(name(f.borrower))}</span><br>Name: ${esc(name(f.borrower))}<br>Title: ${esc(E.signatoryTitle)}</p>`;
    const html = page('OA', [p1, p2], '', 'serif', '10.5pt');
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, fields) };
  },
};

const dosReceipt: Family = {
  id: 'set-y-ny-dos-filing-receipt',
  description: 'New York Department of State filing receipt for Articles of Organization: entity name, filer, DOS ID, fees (not loan fees).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(ny(facts, rng), rng, 'LLC');
    const E = f.entity!;
    const fields: TruthField[] = ['entity_name'];
    const html = page('DOS', [`<div style="text-align:center"><div style="font:bold 12pt 'DejaVu Serif'">New York State<br>Department of State</div><div class="small">Division of Corporations, State Records and Uniform Commercial Code<br>One Commerce Plaza, 99 Washington Ave., Albany, NY 12231</div></div>
<h2 style="text-align:center;font-size:13pt;margin:18px 0">FILING RECEIPT</h2>
${kvTable([['ENTITY NAME', esc(E.name.toUpperCase())], ['DOCUMENT TYPE', 'ARTICLES OF ORGANIZATION (DOMESTIC LLC)'], ['COUNTY', f.county.toUpperCase()], ['DOS ID', String(rng.int(6000000, 7299999))], ['FILED', d(f.documentDate, 'us')], ['DURATION', 'PERPETUAL'], ['SERVICE OF PROCESS ADDRESS', esc(`C/O THE LLC, ${mailingAddress(rng)}`.toUpperCase())], ['FILER', esc(`${rng.pick(['INCORP SERVICES', 'LEGALZOOM', 'NYS CORP FILINGS INC.'])}`)], ['FEES PAID', '$200.00 FILING &nbsp; $10.00 CERTIFIED COPY'], ['TOTAL', '$210.00']], { labelWidth: '38%' })}
<p class="small" style="margin-top:12px">Publication requirement: within 120 days after filing, a copy of the articles or a notice must be published once a week for six successive weeks (Limited Liability Company Law &sect; 206).</p>`], '', 'mono', '9.5pt');
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, fields) };
  },
};

const einNotice: Family = {
  id: 'set-y-irs-ein-notice',
  description: 'IRS EIN assignment notice (CP 575 style): entity name and mailing care-of line, EIN in a box, the IRS’s own phone and form numbers.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const f0 = withEntity(ny(facts, rng), rng, rng.pick(['LLC', 'Corporation', 'Partnership'] as const));
    const f = f0.entity!.ein ? f0 : { ...f0, entity: { ...f0.entity!, ein: `${rng.pick(['30', '36', '46', '87'])}${rng.int(1000000, 9999999)}` } };
    const E = f.entity!;
    const fields: TruthField[] = ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name'];
    const html = page('CP575', [`<div style="display:flex;justify-content:space-between"><div class="small">DEPARTMENT OF THE TREASURY<br>INTERNAL REVENUE SERVICE<br>CINCINNATI OH 45999-0023</div><div class="small">Date of this notice: ${d(f.documentDate, 'us')}<br><br>Employer Identification Number:<br><b style="font-size:11pt">${ein(E.ein!)}</b><br><br>Form: SS-4<br>Number of this notice: CP 575 ${E.type === 'Corporation' ? 'A' : 'G'}</div></div>
<p style="margin-top:16px">${esc(E.name.toUpperCase())}<br>% ${esc(name(f.borrower).toUpperCase())} ${esc(E.type === 'LLC' ? 'MBR' : E.type === 'Corporation' ? 'PRES' : 'GEN PTNR')}<br>${esc(mailingAddress(rng).toUpperCase()).replace(/, (BROOKLYN)/, '<br>$1')}</p>
<p class="small">For assistance you may call us at 1-800-829-4933.</p>
<h3 style="font-size:11pt">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h3>
<p style="text-align:justify">Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${ein(E.ein!)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p style="text-align:justify">When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above. ${E.type === 'Corporation' ? 'You must file Form 1120 annually.' : E.type === 'Partnership' ? 'You must file Form 1065 annually.' : 'A limited liability company (LLC) may file Form 8832 to elect its classification.'}</p>`], '', 'serif', '10pt');
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, fields) };
  },
};

const borrowingConsent: Family = {
  id: 'set-y-llc-borrowing-consent',
  description: 'Unanimous written consent of members / board authorizing a specific loan: amount, lender, property, authorized signer.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = withEntity(ny(facts, rng), rng, rng.pick(['LLC', 'LLC', 'Corporation'] as const));
    const E = f.entity!;
    const L = f.loan;
    const corp = E.type === 'Corporation';
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'loan_amount', 'property_address'];
    const html = page('Consent', [`<h2 style="text-align:center;font-size:12.5pt">${corp ? 'UNANIMOUS WRITTEN CONSENT OF THE BOARD OF DIRECTORS' : 'UNANIMOUS WRITTEN CONSENT OF THE MEMBERS'}<br>OF<br>${esc(E.name)}</h2>
<p style="text-align:justify">The undersigned, being all of the ${corp ? 'directors' : 'members'} of ${esc(E.name)}, a ${esc(E.stateOfFormation)} ${corp ? 'corporation' : 'limited liability company'} (the &ldquo;Company&rdquo;), hereby consent to and adopt the following resolutions as of ${d(f.documentDate, 'long')}:</p>
<p style="text-align:justify">RESOLVED, that the Company is authorized to borrow from Bedford Stuyvesant Private Capital LLC (&ldquo;Lender&rdquo;) the principal sum of ${$(L.amount, 'cents')}, to be secured by a first mortgage on the premises known as ${esc(addr1(f.property.address))};</p>
<p style="text-align:justify">RESOLVED FURTHER, that ${esc(name(f.borrower))}, as ${esc(E.signatoryTitle)} of the Company, is authorized and directed to execute and deliver the note, mortgage, assignment of leases and rents and all other loan documents on behalf of the Company;</p>
<p style="text-align:justify">RESOLVED FURTHER, that the prior loan from ${esc(f.lender.name)} in the original amount of ${$(Math.round(L.amount * 0.7 / 1000) * 1000)} be satisfied from the proceeds.</p>
<div style="margin-top:24px">${[name(f.borrower), f.coBorrower ? name(f.coBorrower) : 'Yolanda Pierre-Louis'].map((n) => `<div class="sig" style="margin-right:40px">${esc(n)}</div>`).join('')}</div>`], '', 'serif', '10.5pt');
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, fields) };
  },
};

const certificateOfTrust: Family = {
  id: 'set-y-certificate-of-trust',
  description: 'Certification of trust (EPTL-style) by the trustee of a family trust that holds the property: trust name with its dated clause, trustee powers.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(ny(facts, rng), rng, 'Trust');
    const E = f.entity!;
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'property_address'];
    if (E.ein) fields.push('ein');
    const html = page('Cert of trust', [`<h2 style="text-align:center;font-size:13pt">CERTIFICATION OF TRUST</h2>
<p>STATE OF NEW YORK )<br>COUNTY OF ${f.county.toUpperCase()} ) ss.:</p>
<p style="text-align:justify">${esc(name(f.borrower, true))}, being duly sworn, certifies as follows:</p><ol>
<li>The trust known as <b>${esc(E.name)}</b>, dated ${d(E.trustDate ?? f.documentDate, 'long')} (the &ldquo;Trust&rdquo;), is in existence and has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</li>
<li>The currently acting Trustee of the Trust is ${esc(name(f.borrower))}, whose mailing address is ${esc(mailingAddress(rng))}.</li>
<li>The Trustee has full power to acquire, sell, convey, mortgage and encumber real property, including the premises at ${esc(addrLong(f.property.address))}.</li>
<li>${E.ein ? `The taxpayer identification number of the Trust is ${ein(E.ein)}.` : 'The Trust uses the Grantor&rsquo;s social security number for tax purposes.'}</li>
<li>Title to trust assets shall be taken as: &ldquo;${esc(name(f.borrower))}, as Trustee of ${esc(E.name)}&rdquo;.</li></ol>
<div class="sig">${esc(name(f.borrower))}, Trustee</div>
<p class="small" style="margin-top:24px">Sworn to before me this ___ day of __________, ${f.documentDate.slice(0, 4)}<br><br>______________________ Notary Public, State of New York, No. 01${rng.pick(['PA', 'MO', 'RO', 'DA'])}${rng.int(6000000, 6499999)}</p>`], 'ol li{margin-bottom:6px;text-align:justify}', 'serif', '10.5pt');
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, fields) };
  },
};

const incumbency: Family = {
  id: 'set-y-incumbency-certificate',
  description: 'Incumbency certificate listing officers / managers with specimen signatures; only one of them is the authorized signer.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const f = withEntity(ny(facts, rng), rng, rng.pick(['LLC', 'Corporation', 'Partnership'] as const));
    const E = f.entity!;
    const other = rng.pick([['Marguerite Delacroix', 'Secretary'], ['Olusegun Bankole', 'Treasurer'], ['Hyun-woo Baek', 'Member'], ['Teresa Villanueva', 'Limited Partner']] as const);
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name'];
    if (E.ein) fields.push('ein');
    const html = page('Incumbency', [`<h2 style="text-align:center;font-size:13pt">INCUMBENCY CERTIFICATE</h2><p class="center">${esc(E.name)}${E.ein ? ` &middot; EIN ${ein(E.ein)}` : ''}</p>
<p style="text-align:justify">The undersigned hereby certifies to Bedford Stuyvesant Private Capital LLC that the persons named below are duly elected or appointed, and that the signature set opposite each name is that person&rsquo;s genuine signature. Only the person designated &ldquo;Authorized Signatory&rdquo; may execute the loan documents.</p>
<table class="grid"><tr><th>Name</th><th>Title</th><th>Specimen signature</th><th>Authorized Signatory</th></tr>
<tr><td>${esc(name(f.borrower))}</td><td>${esc(E.signatoryTitle)}</td><td><span class="scrawl">${esc(name(f.borrower))}</span></td><td>YES</td></tr>
<tr><td>${other[0]}</td><td>${other[1]}</td><td><span class="scrawl">${other[0]}</span></td><td>no</td></tr></table>
<p style="margin-top:18px">Dated: ${d(f.documentDate, 'us')}</p><div class="sig">${other[0]}, ${other[1]}</div>`], '', 'sans', '10pt');
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, fields) };
  },
};

export const entityFamilies: Family[] = [heirsOperatingAgreement, dosReceipt, einNotice, borrowingConsent, certificateOfTrust, incumbency];
