// Entity paperwork of set-l, as attorneys, registered agents, secretaries of state and the IRS-style notices
// borrowers forward: operating agreements, articles, trust certifications, resolutions, EIN letters, LP filings.
import { documentHtml, esc, flow, kvTable } from '../../../style';
import type { DealFacts, Entity, Family, Rng, SheetCell } from '../../../types';
import { cityLine, d, ein, entityWords, fullName, near, oneLine, otherAddress, otherPerson, phone, shift, street, t, usd, withEntity, withEntityOf } from './util';

function formed(f: DealFacts, rng: Rng): string {
  return shift(f.documentDate, -rng.int(60, 2400));
}

function regAgent(rng: Rng): string {
  return rng.pick(['Registered Agents Inc.', 'Northwest Registered Agent LLC', 'CT Corporation System', 'InCorp Services, Inc.', 'Harbor Compliance Agent Co.']);
}

const operatingAgreement: Family = {
  id: 'setl-entity-llc-operating-agreement-excerpt',
  description: 'LLC operating agreement excerpt: cover, article on members with a percentage table (co-member distractor), manager signature page.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntityOf(facts, rng, ['LLC']);
    const e = f.entity;
    const co = otherPerson(rng);
    const share = rng.pick([51, 60, 75, 80, 90]);
    const home = otherAddress(rng, f.property.address.state);
    const blocks = [
      `<div class="center" style="margin-top:40px"><div style="font-size:16pt" class="b">OPERATING AGREEMENT</div><div>of</div><div style="font-size:15pt" class="b">${esc(e.name.toUpperCase())}</div><div>${entityWords(e)}</div><div class="small" style="margin-top:8px">Effective ${d(formed(f, rng), 'long')}</div></div>`,
      `<p style="margin-top:24px"><b>ARTICLE I — FORMATION.</b> The Company was formed by filing Articles of Organization with the ${esc(e.stateOfFormation)} Secretary of State. Its principal office is ${esc(oneLine(home))}. Its federal employer identification number is ${ein(e.ein as string)}.</p>`,
      `<p><b>ARTICLE II — MEMBERS.</b> The names, capital contributions and percentage interests of the Members are:</p>`,
      { html: `<table class="grid"><tr><th>Member</th><th>Capital Contribution</th><th>Percentage Interest</th></tr><tr><td>${esc(fullName(f.borrower))}</td><td>${usd(rng.int(5, 200) * 1000)}</td><td>${share}%</td></tr><tr><td>${esc(fullName(co))}</td><td>${usd(rng.int(1, 80) * 1000)}</td><td>${100 - share}%</td></tr></table>`, lines: 5 },
      `<p><b>ARTICLE III — MANAGEMENT.</b> The Company is managed by ${esc(fullName(f.borrower))}, as ${esc(e.signatoryTitle)}, who has authority to acquire, encumber and sell real property, and to sign loan documents, on the Company's behalf. ${esc(fullName(co))} shall have no authority to bind the Company.</p>`,
      `<p><b>ARTICLE IV — DISTRIBUTIONS.</b> Net cash flow shall be distributed pro rata. <b>ARTICLE V — TRANSFERS.</b> No Member may transfer an interest without consent.</p>`,
      { html: `<p style="margin-top:22px">IN WITNESS WHEREOF, the Members have executed this Agreement.</p><p>${esc(e.name)}</p><p>By: <span class="sig">${esc(fullName(f.borrower))}</span><br>Its: ${esc(e.signatoryTitle)}</p><p>Member: <span class="sig">${esc(fullName(co))}</span></p>`, lines: 12 },
    ];
    const html = documentHtml({ title: 'Operating Agreement', font: 'serif', fontSize: '10.5pt', pages: flow(blocks, { charsPerLine: 90, linesPerPage: 42 }), page: { pageNumbers: true } });
    return {
      kind: 'html', documentType: 'Entity Document', html,
      truth: t(f, ['entity_name', 'entity_type', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title']),
    };
  },
};

const articles: Family = {
  id: 'setl-entity-articles-of-organization-state-stamp',
  description: 'State-filed articles of organization / incorporation with filing stamp, registered agent and organizer (distractor people).',
  formats: ['image', 'pdf_text'],
  make(facts, rng) {
    const f = withEntityOf(facts, rng, ['LLC', 'Corporation']);
    const e = f.entity;
    const agentAddr = otherAddress(rng);
    const org = otherPerson(rng);
    const isCorp = e.type === 'Corporation';
    const html = documentHtml({
      title: 'Articles', font: 'serif', fontSize: '10pt',
      pages: [`<div style="position:absolute;right:0.8in;top:0.6in;border:3px double #7a1f3d;color:#7a1f3d;padding:6px 10px;transform:rotate(4deg);font:bold 9pt 'DejaVu Sans'">FILED<br>${esc(e.stateOfFormation.toUpperCase())} SECRETARY OF STATE<br>${d(formed(f, rng), 'abbr')}<br>Doc # ${rng.int(1000000, 9999999)}</div>
<h2 style="margin-top:60px">${isCorp ? 'ARTICLES OF INCORPORATION' : 'ARTICLES OF ORGANIZATION'}</h2><p>${isCorp ? 'Business Corporation' : 'Limited Liability Company'} — ${esc(e.stateOfFormation)}</p>
${kvTable([
        ['1. Name of the ' + (isCorp ? 'corporation' : 'limited liability company'), `<b>${esc(e.name)}</b>`],
        ['2. Registered agent', `${regAgent(rng)}, ${esc(oneLine(agentAddr))}`],
        ['3. Principal office', esc(oneLine(otherAddress(rng, f.property.address.state)))],
        [isCorp ? '4. Authorized shares' : '4. Management', isCorp ? `${rng.pick([1000, 1500, 10000])} common shares` : `Manager-managed; ${esc(e.signatoryTitle)}: ${esc(fullName(f.borrower))}`],
        [isCorp ? '5. Initial director / officer' : '5. Purpose', isCorp ? `${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}` : 'Any lawful purpose, including the acquisition and financing of real estate'],
        ['6. Organizer / incorporator', `${esc(fullName(org))}, ${phone(org.phone, 1)}`],
      ], { labelWidth: '38%' })}
<p style="margin-top:18px">Signature of organizer: <span class="scrawl">${esc(fullName(org))}</span></p>
<p class="small" style="margin-top:30px">Filing fee paid: ${usd(rng.pick([50, 100, 125, 150, 300]))}. Annual report due ${d(shift(f.documentDate, rng.int(30, 300)), 'long')}.</p>`],
    });
    return {
      kind: 'html', documentType: 'Entity Document', html,
      truth: t(f, ['entity_name', 'entity_type', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title']),
    };
  },
};

const trustCert: Family = {
  id: 'setl-entity-certification-of-trust',
  description: 'Attorney-prepared certification of trust: trust name and date, trustee(s), powers, notary block.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntityOf(facts, rng, ['Trust']);
    const e = f.entity;
    const atty = otherPerson(rng, f.property.address.state);
    const benef = otherPerson(rng);
    const html = documentHtml({
      title: 'Certification of Trust', font: 'serif', fontSize: '10.5pt', page: { margin: '0.9in 1in' },
      pages: [`<p class="small">Recording requested by and when recorded return to:<br>${esc(fullName(atty))}, Attorney at Law<br>${esc(oneLine(otherAddress(rng, f.property.address.state)))}</p>
<h2 class="center" style="margin:16px 0">CERTIFICATION OF TRUST</h2>
<p>The undersigned, being the currently acting trustee of the trust described below, certifies as follows:</p>
<ol><li>The name of the trust is <b>${esc(e.name)}</b>${e.trustDate ? `, dated ${d(e.trustDate, 'long')}` : ''} (the "Trust").</li>
<li>The currently acting Trustee is ${esc(fullName(f.borrower))}${f.coBorrower ? `; ${esc(fullName(f.coBorrower))} serves as successor trustee only` : ''}.</li>
<li>The Trust is revocable by the settlor. The beneficiaries include ${esc(fullName(benef))}.</li>
<li>${e.ein ? `The Trust's taxpayer identification number is ${ein(e.ein)}.` : 'The Trust uses the grantor\'s social security number for tax reporting.'}</li>
<li>The Trustee has the power to acquire, sell, convey, and encumber real property, including ${esc(oneLine(f.property.address))}, and to borrow money from ${esc(f.lender.name)}.</li>
<li>The Trust has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</li></ol>
<p style="margin-top:16px">Dated: ${d(f.documentDate, 'long')}</p><p><span class="sig">${esc(fullName(f.borrower))}, Trustee</span></p>
<div style="border:1px solid #888;padding:8px;margin-top:14px" class="small">State of ${esc(f.property.address.stateName)}, County of ______. Subscribed and sworn before me by ${esc(fullName(f.borrower))}. Notary Public: ${esc(fullName(otherPerson(rng)))}. My commission expires ${d(shift(f.documentDate, rng.int(200, 1400)), 'slash')}.</div>`],
    });
    return {
      kind: 'html', documentType: 'Entity Document', html,
      truth: t(f, ['entity_name', 'entity_type', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address']),
    };
  },
};

const corpResolution: Family = {
  id: 'setl-entity-corporate-borrowing-resolution',
  description: 'Secretary\'s certificate of board resolutions authorizing a loan, naming the officer who may sign (secretary is a distractor).',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const f = withEntityOf(facts, rng, ['Corporation']);
    const e = f.entity;
    const sec = otherPerson(rng);
    const html = documentHtml({
      title: 'Resolution', font: 'serif', fontSize: '10.5pt',
      pages: [`<h3 class="center">SECRETARY'S CERTIFICATE<br>RESOLUTIONS OF THE BOARD OF DIRECTORS OF<br>${esc(e.name.toUpperCase())}</h3>
<p style="margin-top:14px">I, ${esc(fullName(sec))}, the duly elected Secretary of ${esc(e.name)}, ${entityWords(e)} (the "Corporation"), EIN ${ein(e.ein as string)}, certify that the following resolutions were adopted at a meeting of the Board held ${d(shift(f.documentDate, -rng.int(1, 10)), 'long')}:</p>
<p>RESOLVED, that the Corporation borrow from ${esc(f.lender.name)} a sum not to exceed ${usd(f.loan.amount)}, secured by a mortgage on ${esc(oneLine(f.property.address))};</p>
<p>RESOLVED FURTHER, that ${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)} of the Corporation, is authorized to execute the note, mortgage, guaranty and all other loan documents;</p>
<p>RESOLVED FURTHER, that prior borrowings, including the ${usd(near(rng, f.loan.amount, 0.3, 0.8))} line of credit of ${Number(f.documentDate.slice(0, 4)) - 2}, are ratified.</p>
<p>The following person holds the office set forth opposite the name and the signature is genuine:</p>
<table class="grid"><tr><th>Name</th><th>Office</th><th>Specimen signature</th></tr><tr><td>${esc(fullName(f.borrower))}</td><td>${esc(e.signatoryTitle)}</td><td><span class="scrawl">${esc(fullName(f.borrower))}</span></td></tr></table>
<p style="margin-top:16px">Dated ${d(f.documentDate, 'long')}.</p><p><span class="sig">${esc(fullName(sec))}, Secretary</span></p>`],
    });
    return {
      kind: 'html', documentType: 'Entity Document', html,
      truth: t(f, ['entity_name', 'entity_type', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'loan_amount', 'property_address']),
    };
  },
};

const einLetter: Family = {
  id: 'setl-entity-ein-assignment-notice',
  description: 'Tax-agency style notice assigning an employer identification number, addressed to the entity care of its principal.',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const f0 = withEntity(facts, rng);
    const f = f0.entity.ein ? f0 : withEntityOf(facts, rng, ['LLC', 'Corporation', 'Partnership']);
    const e = f.entity as Entity;
    const mail = otherAddress(rng, f.property.address.state);
    const html = documentHtml({
      title: 'EIN Notice', font: 'mono', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div>Department of Revenue Services<br>Business Registration Unit</div><div class="right">Notice ER-${rng.int(100, 999)}<br>Date of this notice: ${d(formed(f, rng), 'abbr')}<br>Employer Identification Number:<br><b style="font-size:12pt">${ein(e.ein as string)}</b></div></div>
<p style="margin-top:30px">${esc(e.name.toUpperCase())}<br>% ${esc(fullName(f.borrower).toUpperCase())} ${esc(e.signatoryTitle.toUpperCase())}<br>${esc(street(mail).toUpperCase())}<br>${esc(cityLine(mail).toUpperCase())}</p>
<h3 style="margin-top:24px">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h3>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${ein(e.ein as string)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, please use your EIN and complete name and address exactly as shown above. Based on the information received, you must file Form ${e.type === 'Corporation' ? '1120' : '1065'} annually.</p>
<p>Responsible party on record: ${esc(fullName(f.borrower))}.</p>
<p class="small" style="margin-top:30px">Keep this part for your records. Questions: call ${phone(`800555${String(rng.int(100, 199))}${rng.int(0, 9)}`.slice(0, 10), 1)}.</p>`],
    });
    return {
      kind: 'html', documentType: 'Entity Document', html,
      truth: t(f, ['entity_name', 'entity_type', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title']),
    };
  },
};

const lpCertificate: Family = {
  id: 'setl-entity-certificate-limited-partnership',
  description: 'Certificate of limited partnership with general partner signature and a list of limited partners (distractors).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntityOf(facts, rng, ['Partnership']);
    const e = f.entity;
    const lps = [otherPerson(rng), otherPerson(rng)];
    const html = documentHtml({
      title: 'Certificate of LP', font: 'sans', fontSize: '10pt',
      pages: [`<h2 class="center">CERTIFICATE OF LIMITED PARTNERSHIP</h2><p class="center">${esc(e.stateOfFormation)} Uniform Limited Partnership Act</p>
<p style="margin-top:14px">1. The name of the limited partnership is: <b>${esc(e.name)}</b></p>
<p>2. Registered office and agent: ${regAgent(rng)}, ${esc(oneLine(otherAddress(rng)))}</p>
<p>3. Name and business address of each general partner: ${esc(fullName(f.borrower))}, ${esc(oneLine(otherAddress(rng, f.property.address.state)))}</p>
<p>4. Federal EIN: ${ein(e.ein as string)}</p>
<p>5. Limited partners of record (for information only; limited partners have no authority to act for the partnership):</p>
<table class="grid"><tr><th>Limited partner</th><th>Contribution</th></tr>${lps.map((p) => `<tr><td>${esc(fullName(p))}</td><td>${usd(rng.int(25, 500) * 1000)}</td></tr>`).join('')}</table>
<p style="margin-top:18px">Executed ${d(formed(f, rng), 'long')}.</p>
<p>${esc(e.name)}<br>By: <span class="sig">${esc(fullName(f.borrower))}</span><br>Title: ${esc(e.signatoryTitle)}</p>`],
    });
    return {
      kind: 'html', documentType: 'Entity Document', html,
      truth: t(f, ['entity_name', 'entity_type', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title']),
    };
  },
};

const incumbency: Family = {
  id: 'setl-entity-good-standing-incumbency',
  description: 'Certificate of good standing followed by an incumbency certificate page (two pages; officers table with other officers).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(facts, rng);
    const e = f.entity;
    const others = [otherPerson(rng), otherPerson(rng)];
    const p1 = `<div class="center" style="margin-top:30px"><div class="b" style="font-size:14pt">STATE OF ${esc(e.stateOfFormation.toUpperCase())}</div><div>Office of the Secretary of State</div>
<h2 style="margin:30px 0">CERTIFICATE OF ${e.type === 'Trust' ? 'EXISTENCE' : 'GOOD STANDING'}</h2></div>
<p>I hereby certify that <b>${esc(e.name)}</b> is ${e.type === 'Trust' ? 'a trust registered in this state' : `duly formed under the laws of this state as ${entityWords(e).replace(/^a /, 'a ')}`}, and that it is in good standing as of ${d(shift(f.documentDate, -rng.int(1, 20)), 'long')}. All annual reports and fees have been filed and paid.</p>
<p style="margin-top:30px">Authentication code: ${rng.int(100000, 999999)}-${rng.int(1000, 9999)}</p>`;
    const p2 = `<h3>INCUMBENCY CERTIFICATE</h3><p>The undersigned certifies to ${esc(f.lender.name)} that the following persons hold the positions shown in ${esc(e.name)}, and that only the person marked ✔ is authorized to sign the loan documents for ${esc(oneLine(f.property.address))}:</p>
<table class="grid"><tr><th>Name</th><th>Position</th><th>Authorized</th></tr>
<tr><td>${esc(fullName(f.borrower))}</td><td>${esc(e.signatoryTitle)}</td><td>✔</td></tr>
${others.map((o, i) => `<tr><td>${esc(fullName(o))}</td><td>${e.type === 'Trust' ? 'Successor Trustee' : i === 0 ? 'Secretary' : 'Treasurer'}</td><td></td></tr>`).join('')}</table>
<p style="margin-top:14px">${e.ein ? `Taxpayer ID: ${ein(e.ein)}. ` : ''}Dated ${d(f.documentDate, 'long')}.</p><p><span class="sig">${esc(fullName(others[0] as DealFacts['borrower']))}</span></p>`;
    const html = documentHtml({ title: 'Good Standing', font: 'serif', fontSize: '10.5pt', pages: [p1, p2], page: { pageNumbers: true } });
    return {
      kind: 'html', documentType: 'Entity Document', html,
      truth: t(f, ['entity_name', 'entity_type', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address']),
    };
  },
};

const writtenConsent: Family = {
  id: 'setl-entity-llc-unanimous-consent',
  description: 'Unanimous written consent of LLC members approving a loan, listing loan terms and authorizing one member to sign.',
  formats: ['pdf_text', 'image', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntityOf(facts, rng, ['LLC']);
    const e = f.entity;
    const co = otherPerson(rng);
    const l = f.loan;
    const html = documentHtml({
      title: 'Consent', font: 'sans', fontSize: '9.8pt',
      pages: [`<h3 class="center">UNANIMOUS WRITTEN CONSENT OF THE MEMBERS OF<br>${esc(e.name)}</h3>
<p style="margin-top:12px">The undersigned, being all of the Members of ${esc(e.name)}, ${entityWords(e)}${e.ein ? ` (EIN ${ein(e.ein)})` : ''}, consent to the following actions without a meeting:</p>
<p>1. The Company shall obtain a loan from ${esc(f.lender.name)} on these terms: principal ${usd(l.amount)}; interest ${l.rate}% per annum; term ${l.termMonths} months; secured by ${esc(oneLine(f.property.address))}.</p>
<p>2. ${esc(fullName(f.borrower))}, the Company's ${esc(e.signatoryTitle)}, acting alone, is authorized to sign all documents for the loan and to deliver a personal guaranty.</p>
<p>3. The Company's prior loan from ${rng.pick(['a community bank', 'a private investor'])} of ${usd(near(rng, l.amount, 0.3, 0.7))} may be paid off from proceeds.</p>
<p>Effective ${d(f.documentDate, 'long')}.</p>
<table style="width:100%;margin-top:22px"><tr><td><span class="sig">${esc(fullName(f.borrower))}, Member</span></td><td><span class="sig">${esc(fullName(co))}, Member</span></td></tr></table>`],
    });
    return {
      kind: 'html', documentType: 'Entity Document', html,
      truth: t(f, ['entity_name', 'entity_type', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'loan_amount', 'interest_rate', 'loan_term', 'property_address']),
    };
  },
};

const entitySheet: Family = {
  id: 'setl-entity-ownership-schedule-sheet',
  description: 'Lender\'s entity & guarantor worksheet: entity facts block and an ownership table where only the signer is the principal.',
  formats: ['xlsx', 'csv', 'xls'],
  make(facts, rng) {
    const f = withEntity(facts, rng);
    const e = f.entity;
    const co = otherPerson(rng);
    const pctMain = rng.pick([50, 60, 70, 100]);
    const rows: SheetCell[][] = [
      ['ENTITY / GUARANTOR WORKSHEET', null, null, null],
      ['Legal name', e.name, null, null],
      ['Entity type', e.type === 'Partnership' ? 'Limited Partnership' : e.type, null, null],
      ['State of formation', e.stateOfFormation, null, null],
      ['EIN', e.ein ? ein(e.ein) : 'none (grantor trust)', null, null],
      ['Authorized signer', fullName(f.borrower), null, null],
      ['Signer title', e.signatoryTitle, null, null],
      ['Signer phone', phone(f.borrower.phone, 1), null, null],
      ['Signer email', f.borrower.email, null, null],
      [null, null, null, null],
      ['Owner', 'Role', '% Owned', 'Guarantor?'],
      [fullName(f.borrower), e.signatoryTitle, pctMain, 'Yes'],
      ...(pctMain < 100 ? [[fullName(co), e.type === 'Trust' ? 'Beneficiary' : 'Passive owner', 100 - pctMain, 'No'] as SheetCell[]] : []),
      [null, null, null, null],
      ['Reviewed by', fullName(f.lender.contact), d(f.documentDate, 'slash'), null],
    ];
    return {
      kind: 'sheet', documentType: 'Entity Document', sheets: [{ name: 'Entity', rows }],
      truth: t(f, ['entity_name', 'entity_type', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_phone', 'borrower_email']),
    };
  },
};

export const entityFamilies: Family[] = [operatingAgreement, articles, trustCert, corpResolution, einLetter, lpCertificate, incumbency, writtenConsent, entitySheet];
