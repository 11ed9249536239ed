// Entity paperwork as the state, the IRS, attorneys and accountants produce it: filed articles, operating agreement
// pages, good-standing certificates, written consents, trust certifications, LP certificates, EIN notices and a
// CPA's letter.
import { makeAddress } from '../../../facts';
import { documentHtml, esc, flow } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { addDays, addressLine, ein, fmtDate, fullName, money, phone, street, stranger, truth, withEntity } from './lib';

const NAME_FIELDS: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name'];
const SIGNER_FIELDS: TruthField[] = ['authorized_signatory_name', 'authorized_signatory_title'];

function formationDate(facts: DealFacts, rng: Rng): string {
  return addDays(facts.documentDate, -rng.int(120, 3000));
}

function stateSeal(state: string, rng: Rng): string {
  return `<div style="text-align:center;margin-bottom:14px"><div style="width:70px;height:70px;border:3px double #333;border-radius:50%;margin:0 auto;font:bold 7pt 'DejaVu Serif';display:flex;align-items:center;justify-content:center;text-align:center">GREAT SEAL<br>${esc(state.toUpperCase())}</div>
<div style="font:bold 13pt 'DejaVu Serif';margin-top:6px">${rng.pick(['State of', 'Commonwealth of', 'State of'])} ${esc(state)}</div><div class="small">${rng.pick(['Office of the Secretary of State', 'Department of State – Division of Corporations', 'Corporations Division'])}</div></div>`;
}

function filedStamp(facts: DealFacts, rng: Rng, date: string): string {
  return `<div style="position:absolute;right:0.8in;top:0.6in;border:2px solid #7a1f3d;color:#7a1f3d;padding:4px 8px;transform:rotate(4deg);font:bold 8.5pt 'DejaVu Sans';text-align:center">FILED<br>${fmtDate(date, 'us')} ${rng.int(8, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}<br>Doc # ${rng.pick(['L', 'M', ''])}${rng.int(10000000, 99999999)}</div>`;
}

const llcArticles: Family = {
  id: 'state-filed-llc-articles',
  description: 'Articles of Organization / Certificate of Formation as filed: organizer attorney, registered agent, manager named',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts0, rng) {
    const facts = withEntity(facts0, rng, 'LLC');
    const e = facts.entity!;
    const formed = formationDate(facts, rng);
    const title = ['Delaware', 'Texas'].includes(e.stateOfFormation) ? 'CERTIFICATE OF FORMATION' : 'ARTICLES OF ORGANIZATION';
    const organizer = stranger(rng, facts);
    const agent = rng.pick(['Registered Agents Inc.', 'Northwest Registered Agent LLC', 'CT Corporation System', `${fullName(organizer)}, Esq.`]);
    const agentAddr = makeAddress(rng, { commercial: true, unitChance: 0.5 });
    const managerHome = makeAddress(rng, { state: facts.property.address.state });
    const managed = rng.chance(0.5);
    const arts = [
      `<b>Article I – Name.</b> The name of the limited liability company is ${esc(e.name)}.`,
      `<b>Article II – Registered Agent.</b> The name and street address of the registered agent is ${esc(agent)}, ${esc(street(agentAddr))}, ${esc(agentAddr.city)}, ${agentAddr.state} ${agentAddr.zip}.`,
      `<b>Article III – Purpose.</b> The company may engage in any lawful act or activity for which a limited liability company may be organized${rng.chance(0.5) ? ', including the acquisition, renovation, leasing and sale of real property' : ''}.`,
      `<b>Article IV – Management.</b> The company is ${managed ? 'managed by its manager(s)' : 'member-managed'}. The name and address of each ${managed ? 'manager' : 'member'} is: ${esc(fullName(facts.borrower, rng.chance(0.4)))}, ${esc(street(managerHome))}, ${esc(managerHome.city)}, ${managerHome.state} ${managerHome.zip}.`,
      `<b>Article V – Effective Date.</b> These articles are effective upon filing.`,
    ];
    const html = `${filedStamp(facts, rng, formed)}${stateSeal(e.stateOfFormation, rng)}<h2 style="text-align:center;font-size:13pt;margin-bottom:12px">${title}</h2>
${arts.map((a) => `<p>${a}</p>`).join('')}
<p style="margin-top:16px">IN WITNESS WHEREOF, the undersigned organizer has executed these ${title.toLowerCase().replace(/^\w/, (c) => c.toUpperCase())} on ${fmtDate(formed, 'long')}.</p>
<p><span class="scrawl">${esc(fullName(organizer))}</span><br>${esc(fullName(organizer))}, Organizer<br><span class="small">${esc(rng.pick(['Attorney at Law', 'Paralegal, for the firm', 'Authorized Person']))}</span></p>`;
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title, pages: [html], fontSize: '10pt' }), truth: truth(facts, NAME_FIELDS) };
  },
};

const operatingAgreement: Family = {
  id: 'llc-operating-agreement-excerpt',
  description: 'Cover page, member schedule and signature page of an LLC operating agreement with a minority co-member',
  formats: ['pdf_text'],
  make(facts0, rng) {
    const facts = withEntity(facts0, rng, 'LLC');
    const e = facts.entity!;
    const partner = stranger(rng, facts);
    const share = e.signatoryTitle === 'Sole Member' ? 100 : rng.pick([51, 60, 75, 80, 90]);
    const fields: TruthField[] = [...NAME_FIELDS, ...SIGNER_FIELDS];
    const p1 = `<div style="text-align:center;margin-top:2.2in"><div style="font-size:18pt;font-weight:bold">${rng.pick(['OPERATING AGREEMENT', 'LIMITED LIABILITY COMPANY AGREEMENT', 'AMENDED AND RESTATED OPERATING AGREEMENT'])}</div><div style="margin:14px 0">OF</div><div style="font-size:15pt;font-weight:bold">${esc(e.name.toUpperCase())}</div><div style="margin-top:10px">a ${esc(e.stateOfFormation)} limited liability company</div><div style="margin-top:40px">Dated as of ${fmtDate(formationDate(facts, rng), 'long')}</div></div>
<p class="small" style="position:absolute;bottom:1in;left:0.9in;right:0.9in">THE INTERESTS REPRESENTED BY THIS AGREEMENT HAVE NOT BEEN REGISTERED UNDER THE SECURITIES ACT OF 1933 AND MAY NOT BE TRANSFERRED WITHOUT REGISTRATION OR AN EXEMPTION.</p>`;
    const p2blocks = [
      `<h3 style="font-size:11pt">ARTICLE 6 – MANAGEMENT</h3>`,
      `<p>6.1 <i>Managing Member.</i> The business and affairs of the Company shall be managed by ${esc(fullName(facts.borrower))} (the "${esc(e.signatoryTitle)}"), who shall have full authority to borrow money, grant liens on Company property and execute loan documents on behalf of the Company without the consent of any other Member.</p>`,
      `<p>6.2 <i>Major Decisions.</i> The sale of all or substantially all Company assets requires the approval of Members holding a majority of the Percentage Interests.</p>`,
      `<h3 style="font-size:11pt;margin-top:14px">SCHEDULE A – MEMBERS</h3>`,
      `<table class="grid"><tr><th>Member</th><th>Capital contribution</th><th>Percentage interest</th></tr><tr><td>${esc(fullName(facts.borrower))}</td><td class="right">${money(rng.int(5, 200) * 1000)}</td><td class="right">${share}%</td></tr>${share < 100 ? `<tr><td>${esc(fullName(partner))}</td><td class="right">${money(rng.int(1, 60) * 1000)}</td><td class="right">${100 - share}%</td></tr>` : ''}</table>`,
      e.ein ? `<p class="small" style="margin-top:6px">Company EIN: ${ein(e.ein)}</p>` : '',
      `<p style="margin-top:20px">IN WITNESS WHEREOF, the Members have executed this Agreement as of the date first written above.</p>`,
      `<table style="width:100%;margin-top:10px"><tr><td style="width:50%;vertical-align:top">COMPANY:<br>${esc(e.name)}<br><br>By: <span class="scrawl">${esc(fullName(facts.borrower))}</span><br>Name: ${esc(fullName(facts.borrower))}<br>Title: ${esc(e.signatoryTitle)}</td>
<td style="vertical-align:top">MEMBERS:<br><br><span class="scrawl">${esc(fullName(facts.borrower))}</span><br>${esc(fullName(facts.borrower))}${share < 100 ? `<br><br><span class="scrawl">${esc(fullName(partner))}</span><br>${esc(fullName(partner))}` : ''}</td></tr></table>`,
    ];
    if (e.ein) fields.push('ein');
    const pages = [p1, ...flow(p2blocks, { charsPerLine: 90, linesPerPage: 40 })];
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Operating Agreement', pages, fontSize: '10pt', page: { pageNumbers: 'short' } }), truth: truth(facts, fields) };
  },
};

const goodStanding: Family = {
  id: 'secretary-of-state-good-standing',
  description: 'A certificate of good standing / existence from the state, entity name in capitals, authentication number',
  formats: ['pdf_text'],
  make(facts0, rng) {
    const facts = facts0.entity && facts0.entity.type !== 'Trust' ? facts0 : withEntity({ ...facts0, entity: undefined }, rng, rng.pick(['LLC', 'Corporation', 'Partnership'] as const));
    const e = facts.entity!;
    const kind = { LLC: 'limited liability company', Corporation: rng.pick(['corporation', 'for-profit corporation']), Partnership: 'limited partnership', Trust: 'statutory trust' }[e.type];
    const official = stranger(rng, facts);
    const html = `${stateSeal(e.stateOfFormation, rng)}<h2 style="text-align:center;font-size:14pt;letter-spacing:2px;margin:10px 0 18px">${rng.pick(['CERTIFICATE OF GOOD STANDING', 'CERTIFICATE OF EXISTENCE', 'CERTIFICATE OF STATUS'])}</h2>
<p style="font-size:11pt;line-height:1.7">I, ${esc(fullName(official).toUpperCase())}, Secretary of State of the State of ${esc(e.stateOfFormation)}, do hereby certify that <b>${esc(e.name.toUpperCase())}</b>, a domestic ${kind}, was ${e.type === 'Corporation' ? 'incorporated' : 'formed'} under the laws of this State on ${fmtDate(formationDate(facts, rng), 'long')}, has paid all fees and filed all annual reports required to date, and is in good standing and has legal existence as of the date of this certificate.</p>
<p style="font-size:11pt;margin-top:18px">IN TESTIMONY WHEREOF, I have hereunto set my hand and affixed the Great Seal of the State on ${fmtDate(facts.documentDate, 'long')}.</p>
<p style="margin-top:30px;text-align:right"><span class="scrawl">${esc(fullName(official))}</span><br>Secretary of State</p>
<p class="small" style="margin-top:40px">Authentication: ${rng.int(100000000, 999999999)} · Verify at the State's online certificate validation page. Entity ID ${rng.int(1000000, 9999999)}</p>`;
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Good Standing', pages: [html], fontSize: '10.5pt' }), truth: truth(facts, ['entity_name']) };
  },
};

const writtenConsent: Family = {
  id: 'entity-borrowing-resolution-consent',
  description: 'A unanimous written consent / board resolution authorising the loan, with a secretary\'s certificate',
  formats: ['pdf_text'],
  make(facts0, rng) {
    const facts = withEntity(facts0, rng, rng.pick(['LLC', 'Corporation', 'Corporation'] as const));
    const e = facts.entity!;
    const { loan, property } = facts;
    const corp = e.type === 'Corporation';
    const secretary = stranger(rng, facts);
    const body = corp ? 'Board of Directors' : 'Members';
    const fields: TruthField[] = [...NAME_FIELDS, ...SIGNER_FIELDS, 'loan_amount', 'property_address'];
    const blocks = [
      `<h2 style="text-align:center;font-size:13pt">${corp ? 'RESOLUTIONS OF THE BOARD OF DIRECTORS' : 'UNANIMOUS WRITTEN CONSENT OF THE MEMBERS'}<br>OF<br>${esc(e.name.toUpperCase())}</h2>`,
      `<p style="margin-top:12px">The undersigned, being all of the ${body.toLowerCase()} of ${esc(e.name)} (the "Company"), hereby consent to and adopt the following resolutions without a meeting, effective ${fmtDate(facts.documentDate, 'long')}:</p>`,
      `<p><b>WHEREAS</b>, the Company desires to obtain a loan from ${esc(facts.lender.name)} (the "Lender") in a principal amount not to exceed ${money(loan.amount, rng.pick(['dollars', 'cents'] as const))} (the "Loan"), to be secured by the real property located at ${esc(addressLine(property.address, rng))};</p>`,
      `<p><b>RESOLVED</b>, that the Company is authorized to borrow the Loan on the terms presented to the ${body}, and to grant the Lender a ${rng.pick(['mortgage', 'deed of trust', 'security deed'])} and assignment of rents on the property;</p>`,
      `<p><b>FURTHER RESOLVED</b>, that ${esc(fullName(facts.borrower))}, as ${esc(e.signatoryTitle)} of the Company, acting alone, is authorized to execute and deliver the note, security instrument, guaranty and all other documents the Lender requires;</p>`,
      `<p><b>FURTHER RESOLVED</b>, that all actions previously taken consistent with these resolutions are ratified.</p>`,
      `<p style="margin-top:14px">${esc(fullName(facts.borrower))}: <span class="sig">&nbsp;</span> &nbsp; ${esc(fullName(secretary))}: <span class="sig">&nbsp;</span></p>`,
      `<h3 style="font-size:11pt;margin-top:22px">${corp ? 'SECRETARY\'S CERTIFICATE' : 'CERTIFICATE OF INCUMBENCY'}</h3>`,
      `<p>I, ${esc(fullName(secretary))}, ${corp ? 'Secretary' : 'a Member'} of the Company, certify that the foregoing is a true copy of resolutions duly adopted and in full force, and that ${esc(fullName(facts.borrower))} is the duly elected ${esc(e.signatoryTitle)} of the Company.</p>`,
      `<p><span class="scrawl">${esc(fullName(secretary))}</span><br>${esc(fullName(secretary))}, ${corp ? 'Secretary' : 'Member'}</p>`,
    ];
    if (rng.chance(0.4)) { blocks.splice(3, 0, `<p><b>WHEREAS</b>, the Loan shall be identified by the Lender as loan number ${loan.loanNumber};</p>`); fields.push('loan_number'); }
    const pages = flow(blocks, { charsPerLine: 88, linesPerPage: 44 });
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Resolution', pages, fontSize: '10.5pt', page: { pageNumbers: pages.length > 1 } }), truth: truth(facts, fields) };
  },
};

const trustCertification: Family = {
  id: 'trust-certification-attorney',
  description: 'A certification of trust prepared by an estate attorney: trustee(s), settlor, powers, notary jurat',
  formats: ['pdf_text', 'image'],
  make(facts0, rng) {
    const facts = withEntity(facts0, rng, 'Trust');
    const e = facts.entity!;
    const co = rng.chance(0.5) ? (facts.coBorrower ?? stranger(rng, facts)) : undefined;
    const fields: TruthField[] = [...NAME_FIELDS, ...SIGNER_FIELDS];
    const statute = rng.pick(['pursuant to California Probate Code Section 18100.5', 'pursuant to Section 736.1017, Florida Statutes', 'pursuant to Texas Property Code §114.086', 'under the Uniform Trust Code, as enacted in this State']);
    const items = [
      `The trust exists and its name is <b>${esc(e.name)}</b>${e.trustDate ? `, dated ${fmtDate(e.trustDate, 'long')}` : ''}.`,
      `The settlor(s) of the trust: ${esc(fullName(facts.borrower))}${co ? ` and ${esc(fullName(co))}` : ''}.`,
      `The currently acting trustee(s): ${esc(fullName(facts.borrower))}${co ? ` and ${esc(fullName(co))}, either of whom may act alone` : ''}.`,
      `The trustee has the power to acquire, sell, encumber and borrow against real property of the trust, and to execute all loan documents.`,
      `The trust is ${rng.pick(['revocable by the settlor(s)', 'irrevocable'])}.`,
      e.ein ? `The taxpayer identification number of the trust is ${ein(e.ein)}.` : 'The trust uses the social security number of the settlor for tax reporting.',
      'Title to trust assets shall be taken in the name of the trustee(s) as trustee(s) of the trust.',
      'The trust has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.',
    ];
    if (e.ein) fields.push('ein');
    const html = `<h2 style="text-align:center;font-size:13pt">CERTIFICATION OF TRUST</h2><p class="center small">${esc(statute)}</p>
<p>The undersigned, being the trustee(s) of the trust named below, declare:</p><ol style="font-size:9.5pt">${items.map((i) => `<li style="margin-bottom:4px">${i}</li>`).join('')}</ol>
<p>Executed on ${fmtDate(facts.documentDate, 'long')} at ${esc(facts.property.address.city)}, ${esc(facts.property.address.stateName)}.</p>
<p><span class="scrawl">${esc(fullName(facts.borrower))}</span><br>${esc(fullName(facts.borrower))}, Trustee${co ? `&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;<span class="scrawl">${esc(fullName(co))}</span> ${esc(fullName(co))}, Co-Trustee` : ''}</p>
<div style="border:1px solid #555;padding:6px;font-size:8pt;margin-top:10px">State of ${esc(facts.property.address.stateName)}, County of ______. Subscribed and sworn to before me on ${fmtDate(facts.documentDate, 'us')} by the above-named trustee(s). Notary Public: ${esc(fullName(stranger(rng, facts)))}, commission expires ${fmtDate(addDays(facts.documentDate, 900), 'us')}.</div>
<p class="small" style="margin-top:6px">Prepared by: ${esc(rng.pick(['Law Office of', 'Estate planning counsel', 'Prepared at the office of']))} ${esc(fullName(stranger(rng, facts)))}, Esq.</p>`;
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Certification of Trust', pages: [html], fontSize: '9.5pt', page: { margin: '0.55in 0.75in' } }), truth: truth(facts, fields) };
  },
};

const lpCertificate: Family = {
  id: 'limited-partnership-certificate',
  description: 'A certificate of limited partnership: general partner, office address, limited partners kept off the record',
  formats: ['pdf_text'],
  make(facts0, rng) {
    const facts = withEntity(facts0, rng, 'Partnership');
    const e = facts.entity!;
    const office = makeAddress(rng, { state: facts.property.address.state, commercial: true, unitChance: 0.6 });
    const lp = stranger(rng, facts);
    const formed = formationDate(facts, rng);
    const html = `${filedStamp(facts, rng, formed)}${stateSeal(e.stateOfFormation, rng)}<h2 style="text-align:center;font-size:13pt;margin-bottom:10px">CERTIFICATE OF LIMITED PARTNERSHIP</h2>
<table class="grid" style="font-size:10pt">
<tr><td style="width:6%">1.</td><td style="width:34%">Name of limited partnership</td><td>${esc(e.name)}</td></tr>
<tr><td>2.</td><td>Principal office</td><td>${esc(street(office))}, ${esc(office.city)}, ${office.state} ${office.zip}</td></tr>
<tr><td>3.</td><td>Name and address of each general partner</td><td>${esc(fullName(facts.borrower))}, ${rng.pick(['same as above', 'c/o principal office'])}</td></tr>
<tr><td>4.</td><td>Term</td><td>${rng.pick(['Perpetual', 'Until dissolved under the partnership agreement', '50 years'])}</td></tr>
<tr><td>5.</td><td>Records office</td><td>Limited partner names and contributions are kept at the principal office.</td></tr></table>
<p style="margin-top:14px">Signed on ${fmtDate(formed, 'long')} by all general partners:</p>
<p><span class="scrawl">${esc(fullName(facts.borrower))}</span><br>${esc(fullName(facts.borrower))}, ${esc(e.signatoryTitle)}</p>
<p class="small" style="margin-top:18px">Return to: ${esc(fullName(lp))}, ${rng.pick(['paralegal', 'filing agent'])}.</p>`;
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Certificate of LP', pages: [html], fontSize: '10pt' }), truth: truth(facts, [...NAME_FIELDS, ...SIGNER_FIELDS]) };
  },
};

const einNotice: Family = {
  id: 'irs-ein-assignment-notice',
  description: 'The IRS notice assigning an EIN: capitalised name and care-of line, notice number, "keep this notice"',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts0, rng) {
    const facts = facts0.entity?.ein ? facts0 : withEntity({ ...facts0, entity: undefined }, rng, rng.pick(['LLC', 'Corporation', 'Partnership'] as const));
    const e = facts.entity!;
    const id = e.ein!;
    const mail = makeAddress(rng, { state: facts.property.address.state });
    const suffix = { LLC: 'MBR', Corporation: 'PRES', Partnership: 'GEN PTNR', Trust: 'TTEE' }[e.type];
    const issued = addDays(facts.documentDate, -rng.int(60, 2000));
    const html = `<div style="display:flex;justify-content:space-between;font-size:9pt"><div><b>Department of the Treasury</b><br>Internal Revenue Service<br>${rng.pick(['Cincinnati, OH 45999', 'Ogden, UT 84201', 'Kansas City, MO 64999'])}</div>
<div class="right">Date of this notice: ${fmtDate(issued, 'us')}<br>Employer Identification Number:<br><b>${ein(id)}</b><br>Form: SS-4<br>Number of this notice: CP 575 ${rng.pick(['A', 'B', 'G'])}</div></div>
<div style="margin:26px 0 20px;font:10.5pt 'DejaVu Sans Mono'">${esc(e.name.toUpperCase())}<br>% ${esc(fullName(facts.borrower).toUpperCase())} ${suffix}<br>${esc(street(mail).toUpperCase())}<br>${esc(`${mail.city} ${mail.state} ${mail.zip}`.toUpperCase())}</div>
<p class="b">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</p>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${ein(id)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>
<p>${e.type === 'LLC' ? 'Based on the information received from you or your representative, you must file the following forms by the dates shown: Form 1065 (if multi-member) or report on the owner\'s return.' : 'You must file the annual return appropriate to your entity type by its due date.'}</p>
<p class="small" style="margin-top:30px">Keep this part for your records. &nbsp; CP 575 (Rev. ${rng.int(1, 12)}-20${rng.int(17, 23)})</p>
<div style="border-top:1px dashed #000;margin-top:14px;padding-top:8px;font:9pt 'DejaVu Sans Mono'">Return this part with any correspondence so we may identify your account.<br>${esc(e.name.toUpperCase())}<br>EIN ${ein(id)}</div>`;
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'CP 575', pages: [html], font: 'sans', fontSize: '9.5pt' }), truth: truth(facts, ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name']) };
  },
};

const cpaLetter: Family = {
  id: 'cpa-ownership-comfort-letter',
  description: 'A CPA firm\'s letter confirming the client\'s ownership of the borrowing entity and its tax filings',
  formats: ['pdf_text'],
  make(facts0, rng) {
    const facts = withEntity(facts0, rng, rng.pick(['LLC', 'Corporation', 'Partnership'] as const));
    const e = facts.entity!;
    const cpa = stranger(rng, facts);
    const firmAddr = makeAddress(rng, { state: facts.property.address.state, commercial: true, unitChance: 0.7 });
    const firm = `${cpa.last} & ${rng.pick(['Associates', 'Company', 'Partners'])}, CPAs`;
    const own = rng.pick([100, 100, 50, 75, 60]);
    const fields: TruthField[] = [...NAME_FIELDS];
    if (e.ein) fields.push('ein');
    const html = `<div style="text-align:center;border-bottom:1px solid #333;padding-bottom:6px;margin-bottom:16px"><div style="font:bold 14pt 'DejaVu Serif'">${esc(firm)}</div><div class="small">Certified Public Accountants · ${esc(addressLine(firmAddr, rng))} · ${esc(phone(cpa.phone, rng))}</div></div>
<p>${fmtDate(facts.documentDate, 'long')}</p><p>${esc(facts.lender.name)}<br>Attn: Underwriting</p>
<p>Re: ${esc(fullName(facts.borrower))} and ${esc(e.name)}</p>
<p>To whom it may concern:</p>
<p>At the request of our client, ${esc(fullName(facts.borrower))}, we confirm that our firm has prepared the federal income tax returns of ${esc(e.name)}${e.ein ? ` (EIN ${ein(e.ein)})` : ''} for the ${rng.int(2, 6)} most recent tax years. Based on those returns, ${esc(facts.borrower.first)} holds a ${own}% ownership interest in the company${own < 100 ? '; the remaining interest is held by unrelated investors' : ''}. The company has been in operation for more than two years.</p>
<p>We have not audited or reviewed the company's financial statements and do not express an opinion on them. This letter may not be relied upon for any purpose other than verification of ownership and filing status, and we assume no responsibility for the repayment of any obligation.</p>
<p>Sincerely,</p><p><span class="scrawl">${esc(fullName(cpa))}</span><br>${esc(fullName(cpa))}, CPA<br>${esc(firm)}</p>`;
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'CPA Letter', pages: [html], fontSize: '10.5pt' }), truth: truth(facts, fields) };
  },
};

export const entityFamilies: Family[] = [llcArticles, operatingAgreement, goodStanding, writtenConsent, trustCertification, lpCertificate, einNotice, cpaLetter];
