// Entity paperwork: governing agreements (LLC / corporation / LP / trust), filed articles, trust certification or
// incumbency certificate, borrowing resolution, an IRS EIN letter photo, a beneficial-ownership certification and a
// lender's guarantor worksheet. A deal with an individual borrower gets an entity the borrower formed (see kit).
import { documentHtml } from '../../../style';
import type { DealFacts, Entity, Family, Rng, SheetCell } from '../../../types';
import {
  Rec, addr, d, einFmt, entityKind, esc, FIRSTS, isoDate, LASTS, loanWords, name, otherPerson, phone, usd, withEntity,
} from './kit';

function ent(f: DealFacts): Entity {
  return f.entity as Entity;
}

function withEin(f: DealFacts, rng: Rng): DealFacts {
  const e = ent(f);
  if (e.ein) return f;
  return { ...f, entity: { ...e, ein: `${rng.pick(['30', '46', '61', '85'])}${String(rng.int(0, 9999999)).padStart(7, '0')}` } };
}

function partners(rng: Rng, n: number): { name: string; pct: number }[] {
  return Array.from({ length: n }, () => ({ name: `${rng.pick(FIRSTS)} ${rng.pick(LASTS)}`, pct: 0 }));
}

function docTitle(e: Entity): string {
  switch (e.type) {
    case 'LLC': return 'OPERATING AGREEMENT';
    case 'Corporation': return 'BYLAWS AND SHAREHOLDER CONSENT';
    case 'Partnership': return 'AGREEMENT OF LIMITED PARTNERSHIP';
    case 'Trust': return 'DECLARATION OF TRUST (EXCERPT)';
  }
}

const governing: Family = {
  id: 'setm-entity-governing-agreement',
  description: 'Governing agreement of the borrowing entity (operating agreement / bylaws / LP agreement / trust declaration) with ownership table and signature page.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f0, rng) {
    const f = withEntity(f0, rng);
    const e = ent(f);
    const r = new Rec(f);
    const others = partners(rng, rng.int(1, 2));
    const mine = e.type === 'Trust' ? 100 : rng.pick([50, 60, 70, 80]);
    const rest = 100 - mine;
    others.forEach((o, i) => { o.pct = i === others.length - 1 ? rest - others.slice(0, -1).reduce((s, x) => s + x.pct, 0) : Math.floor(rest / others.length); });
    const role = e.type === 'LLC' ? 'Member' : e.type === 'Corporation' ? 'Shareholder' : e.type === 'Partnership' ? 'Limited Partner' : 'Beneficiary';
    const dated = e.type === 'Trust' && e.trustDate ? ` dated ${d(e.trustDate, 'long')}` : '';
    const p1 = `<h2 class="center">${docTitle(e)}<br>OF<br>${r.s(esc(e.name.toUpperCase()), 'entity_name')}${esc(dated.toUpperCase())}</h2>
<p>This ${docTitle(e).toLowerCase().replace(' (excerpt)', '')} is entered into effective ${d(f.documentDate.slice(0, 4) + '-01-15', 'long')} by the undersigned.</p>
<p><b>Article 1. Name and Formation.</b> The name of the ${e.type === 'Trust' ? 'trust' : 'company'} is ${esc(e.name)}, ${esc(entityKind(e.type, e.stateOfFormation))}.${e.ein ? ` Federal employer identification number: ${r.s(einFmt(e.ein), 'ein')}.` : ''}</p>
<p><b>Article 2. Purpose.</b> To acquire, improve, finance, lease and sell real property in and around ${esc(f.property.address.city)}, ${esc(f.property.address.stateName)}, and any lawful business.</p>
<p><b>Article 3. Management.</b> ${e.type === 'Trust'
      ? `${r.s(esc(name(f.borrower, 'fml')), 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name')} shall serve as ${r.s('Trustee', 'authorized_signatory_title')} with full power to borrow, encumber and convey trust property.`
      : `The ${e.type === 'Corporation' ? 'officers' : 'management'} of the ${e.type === 'Partnership' ? 'partnership' : 'company'} shall be vested in ${r.s(esc(name(f.borrower, 'fml')), 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name')}, as ${r.s(esc(e.signatoryTitle), 'authorized_signatory_title')}, who may execute loan documents, deeds and mortgages on its behalf without the joinder of any other ${role.toLowerCase()}.`}</p>
<p><b>Article 4. ${role}s and Interests.</b></p>
<table class="grid" style="width:80%"><tr><th>${role}</th><th>Contribution</th><th>Percentage</th></tr>
${e.type === 'Trust' ? others.map((o) => `<tr><td>${esc(o.name)}</td><td>—</td><td>per Schedule B</td></tr>`).join('') : `<tr><td>${esc(name(f.borrower))}</td><td>${usd(mine * rng.int(200, 900))}</td><td>${mine}%</td></tr>${others.map((o) => `<tr><td>${esc(o.name)}</td><td>${usd(o.pct * rng.int(200, 900))}</td><td>${o.pct}%</td></tr>`).join('')}`}</table>`;
    const p2 = `<p><b>Article 5. Distributions.</b> Net cash flow shall be distributed pro rata in accordance with percentage interests, at such times as the ${esc(e.signatoryTitle)} determines.</p>
<p><b>Article 6. Transfers.</b> No interest may be transferred without the written consent of holders of a majority of interests.</p>
<p><b>Article 7. Dissolution.</b> Upon dissolution, assets shall be applied first to creditors, then to reserves, then to the ${role.toLowerCase()}s.</p>
<p style="margin-top:18px">IN WITNESS WHEREOF, the undersigned have executed this agreement.</p>
<p>${esc(e.name)}<br>By: <span class="sig">${esc(name(f.borrower))}, ${esc(e.signatoryTitle)}</span></p>
${others.map((o) => `<p><span class="sig">${esc(o.name)}, ${role}</span></p>`).join('')}`;
    const html = documentHtml({ title: 'Agreement', font: 'serif', fontSize: '10pt', page: { pageNumbers: true }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Entity Document', html, truth: r.out() };
  },
};

const articles: Family = {
  id: 'setm-entity-filed-articles-scanned',
  description: 'Scanned state filing (articles of organization / incorporation, certificate of LP, abstract of trust) with filing stamp and registered agent.',
  formats: ['pdf_scanned'],
  make(f0, rng) {
    const f = withEntity(f0, rng);
    const e = ent(f);
    const r = new Rec(f);
    const title = e.type === 'LLC' ? 'ARTICLES OF ORGANIZATION' : e.type === 'Corporation' ? 'ARTICLES OF INCORPORATION' : e.type === 'Partnership' ? 'CERTIFICATE OF LIMITED PARTNERSHIP' : 'ABSTRACT OF TRUST';
    const filed = `${Number(f.documentDate.slice(0, 4)) - rng.int(1, 6)}-0${rng.int(1, 9)}-${rng.int(10, 28)}`;
    const agent = rng.pick(['Registered Agents Inc.', 'Northwest Registered Agent LLC', 'CT Corporation System', otherPerson(rng)]);
    const html = documentHtml({
      title: 'Articles', font: 'serif', fontSize: '10pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div class="small">STATE OF ${esc(e.stateOfFormation.toUpperCase())}<br>Office of the Secretary of State<br>Division of Business Services</div>
<div style="border:3px double #333;padding:6px 10px;transform:rotate(4deg);font:bold 9pt 'DejaVu Sans';text-align:center">FILED<br>${d(filed, 'us')}<br>Doc No. ${rng.int(1000000, 9999999)}</div></div>
<h2 class="center" style="margin:16px 0">${title}</h2>
<p><b>1. Name.</b> ${e.type === 'Trust' ? 'The name of the trust is' : 'The name of the entity is'} ${r.s(esc(e.name), 'entity_name')}${e.type === 'Trust' && e.trustDate ? `, dated ${d(e.trustDate, 'long')}` : ''}.</p>
<p><b>2. Registered agent and office.</b> ${esc(agent)}, ${esc(`${rng.int(100, 999)} Capitol Ave, Suite ${rng.int(100, 900)}`)}.</p>
<p><b>3. Principal office.</b> ${esc(addr(f.lender.address).replace(/^[^,]+/, `${rng.int(10, 9999)} ${rng.pick(['Commerce Dr', 'Market St', 'Lakeview Pkwy'])}`))}</p>
<p><b>4. ${e.type === 'LLC' ? 'Management' : e.type === 'Corporation' ? 'Initial directors and officers' : e.type === 'Partnership' ? 'General partner' : 'Trustee'}.</b> ${r.s(esc(name(f.borrower, 'FL')), 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name')}, ${r.s(esc(e.signatoryTitle), 'authorized_signatory_title')}${e.type === 'Corporation' ? `; ${esc(otherPerson(rng))}, Secretary` : ''}.</p>
<p><b>5. Purpose.</b> Any lawful purpose, including real estate investment.</p>
${e.type === 'Corporation' ? `<p><b>6. Shares.</b> ${rng.pick([1000, 1500, 10000])} shares of common stock, no par value.</p>` : ''}
<p style="margin-top:20px">Organizer / filer: <span class="sig">${esc(rng.chance(0.5) ? `${otherPerson(rng)}, Esq.` : agent)}</span></p>
<p class="small" style="margin-top:20px">I certify this is a true copy of the document on file. Secretary of State, ${esc(e.stateOfFormation)}.</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: r.out() };
  },
};

const certification: Family = {
  id: 'setm-entity-trust-cert-or-incumbency',
  description: 'Certification of trust (trust borrowers) or certificate of incumbency (other entities): officer/trustee table with specimen signatures, notary block.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f0, rng) {
    const f = withEntity(f0, rng);
    const e = ent(f);
    const r = new Rec(f);
    const notary = otherPerson(rng);
    let body: string;
    if (e.type === 'Trust') {
      const co = rng.chance(0.4) ? otherPerson(rng) : undefined;
      body = `<h2 class="center">CERTIFICATION OF TRUST</h2><p class="center small">(pursuant to the ${esc(e.stateOfFormation)} Uniform Trust Code)</p>
<p>The undersigned Trustee certifies as follows:</p><ol>
<li>The trust exists and is known as ${r.s(esc(e.name), 'entity_name')}, executed on ${d(e.trustDate ?? f.documentDate, 'long')}.</li>
<li>The settlor(s) of the trust: ${esc(name(f.borrower))}${co ? ` and ${esc(co)}` : ''}.</li>
<li>The currently acting trustee(s): ${r.s(esc(name(f.borrower, 'fml')), 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name')}${co ? ` and ${esc(co)}` : ''}.</li>
<li>The trust is revocable; the trustee has power to borrow money and to mortgage trust property, including ${r.s(esc(addr(f.property.address)), 'property_address')}.</li>
<li>The trust's taxpayer identification number is ${e.ein ? r.s(einFmt(e.ein), 'ein') : "the settlor's social security number"}.</li>
<li>Title to trust assets shall be taken as: "${esc(name(f.borrower))}, Trustee of ${esc(e.name)}".</li></ol>
<p>The trust has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</p>
<p style="margin-top:18px"><span class="sig">${esc(name(f.borrower))}, ${r.s('Trustee', 'authorized_signatory_title')}</span></p>`;
    } else {
      const officers = [[name(f.borrower), e.signatoryTitle], [otherPerson(rng), rng.pick(['Secretary', 'Treasurer', 'Member'])], [otherPerson(rng), rng.pick(['Vice President', 'Member', 'Limited Partner'])]];
      body = `<h2 class="center">CERTIFICATE OF INCUMBENCY</h2>
<p>I, ${esc(officers[1]?.[0] ?? '')}, the duly elected ${esc(officers[1]?.[1] ?? '')} of ${r.s(esc(e.name), 'entity_name')}, ${esc(entityKind(e.type, e.stateOfFormation))}${e.ein ? ` (EIN ${r.s(einFmt(e.ein), 'ein')})` : ''}, certify that the following persons hold the offices set forth opposite their names and that the signatures shown are genuine:</p>
<table class="grid"><tr><th>Name</th><th>Office / Title</th><th>Specimen signature</th></tr>${officers.map(([n, t]) => `<tr><td>${esc(n ?? '')}</td><td>${esc(t ?? '')}</td><td><span class="scrawl" style="font-size:12pt">${esc(n ?? '')}</span></td></tr>`).join('')}</table>
<p style="margin-top:10px">${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name')}, as ${r.s(esc(e.signatoryTitle), 'authorized_signatory_title')}, is authorized to execute on behalf of the ${e.type === 'Corporation' ? 'corporation' : e.type === 'Partnership' ? 'partnership' : 'company'} all documents in connection with a loan from ${esc(f.lender.name)} secured by ${r.s(esc(addr(f.property.address, 'long')), 'property_address')}.</p>
<p style="margin-top:18px"><span class="sig">${esc(officers[1]?.[0] ?? '')}, ${esc(officers[1]?.[1] ?? '')}</span></p>`;
    }
    const html = documentHtml({
      title: 'Certificate', font: 'serif', fontSize: '10pt',
      pages: [`${body}<p style="margin-top:10px">Dated: ${d(f.documentDate, 'long')}</p>
<div style="border:1px solid #999;padding:8px;margin-top:14px" class="small">State of ${esc(f.property.address.stateName)}, County of ____________. Subscribed and sworn before me on ${d(f.documentDate, 'long')} by the above signer. <span class="sig">${esc(notary)}, Notary Public</span> My commission expires ${d(`${Number(f.documentDate.slice(0, 4)) + 3}-06-30`, 'us')}.</div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: r.out() };
  },
};

const resolution: Family = {
  id: 'setm-entity-borrowing-resolution',
  description: 'Written consent / resolution authorizing the entity to borrow a stated amount from the lender against the property; WHEREAS / RESOLVED clauses.',
  formats: ['pdf_text'],
  make(f0, rng) {
    const f = withEntity(f0, rng);
    const e = ent(f);
    const r = new Rec(f);
    const body = e.type === 'Corporation' ? 'Board of Directors' : e.type === 'Partnership' ? 'Partners' : e.type === 'Trust' ? 'Trustee(s)' : 'Members';
    const html = documentHtml({
      title: 'Resolution', font: 'serif', fontSize: '10.5pt',
      pages: [`<h2 class="center">UNANIMOUS WRITTEN CONSENT OF THE ${body.toUpperCase()}<br>OF<br>${r.s(esc(e.name), 'entity_name')}</h2>
<p>The undersigned, being all of the ${body.toLowerCase()} of ${esc(e.name)} (the "${e.type === 'Trust' ? 'Trust' : 'Company'}"), hereby consent to and adopt the following resolutions effective ${d(f.documentDate, 'long')}:</p>
<p><b>WHEREAS</b>, the ${e.type === 'Trust' ? 'Trust' : 'Company'} ${f.property.purchasePrice ? `has contracted to acquire` : 'owns'} the real property located at ${r.s(esc(addr(f.property.address, rng.pick(['one', 'long', 'state'] as const))), 'property_address')} (the "Property"); and</p>
<p><b>WHEREAS</b>, ${esc(f.lender.name)} (the "Lender") has offered to make a ${r.s(esc(loanWords(rng, f.loan.type).toLowerCase()), 'loan_type')} loan in the principal amount of ${r.s(usd(f.loan.amount), 'loan_amount')} (the "Loan"), to be secured by the Property;</p>
<p><b>NOW, THEREFORE, BE IT RESOLVED</b>, that the ${e.type === 'Trust' ? 'Trust' : 'Company'} is authorized to borrow the Loan on the terms presented, including interest at ${r.s(`${f.loan.rate}%`, 'interest_rate')} per annum for a term of ${r.s(`${f.loan.termMonths} months`, 'loan_term')};</p>
<p><b>FURTHER RESOLVED</b>, that ${r.s(esc(name(f.borrower, 'fml')), 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name')}, ${r.s(esc(e.signatoryTitle), 'authorized_signatory_title')}, acting alone, is authorized to execute the note, mortgage or deed of trust, guaranty and all other loan documents; and</p>
<p><b>FURTHER RESOLVED</b>, that any prior acts consistent with these resolutions are ratified.</p>
<div style="margin-top:20px"><span class="sig">${esc(name(f.borrower))}</span><br>${Array.from({ length: rng.int(0, 2) }, () => `<span class="sig">${esc(otherPerson(rng))}</span><br>`).join('')}</div>
<p class="small" style="margin-top:14px">Lender's loan reference: ${r.s(esc(f.loan.loanNumber), 'loan_number')}. Broker: ${esc(f.broker.name)}.</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: r.out() };
  },
};

const einLetter: Family = {
  id: 'setm-entity-irs-ein-letter-photo',
  description: 'Phone photo of an IRS EIN assignment notice: notice date, EIN in a box, entity name and care-of line, form-type paragraphs.',
  formats: ['image'],
  make(f0, rng) {
    const f = withEin(withEntity(f0, rng), rng);
    const e = ent(f);
    const r = new Rec(f);
    const form = e.type === 'Corporation' ? '1120' : e.type === 'Partnership' ? '1065' : e.type === 'Trust' ? '1041' : '1065';
    const html = documentHtml({
      title: 'CP 575', font: 'mono', fontSize: '10pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div>DEPARTMENT OF THE TREASURY<br>INTERNAL REVENUE SERVICE<br>CINCINNATI OH 45999-0023</div><div class="right">Date of this notice: ${d(f.documentDate.slice(0, 4) + '-02-0' + rng.int(1, 9), 'us')}<br><br><div style="border:1px solid #000;padding:4px">Employer Identification Number:<br><b>${einFmt(e.ein ?? '')}</b></div>Form: SS-4<br>Number of this notice: CP 575 ${rng.pick(['A', 'B', 'E', 'G'])}</div></div>
<p style="margin-top:20px">${esc(e.name.toUpperCase())}<br>% ${esc(name(f.borrower, 'FL'))} ${esc(e.type === 'Trust' ? 'TTEE' : e.type === 'Corporation' ? 'PRES' : e.type === 'LLC' ? 'MBR' : 'GEN PTNR')}<br>${rng.int(100, 9999)} ${esc(rng.pick(['OAK HOLLOW DR', 'N MAIN ST', 'PARKSIDE AVE']))}<br>${esc(f.property.address.city.toUpperCase())} ${esc(f.property.address.state)} ${esc(f.property.address.zip)}</p>
<p style="margin-top:14px">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</p>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${r.s(einFmt(e.ein ?? ''), 'ein')}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>
<p>Based on the information received from you or your representative, you must file the following form(s) by the date(s) shown: Form ${form} — 03/15/${Number(f.documentDate.slice(0, 4)) + 1}.</p>
<p>The name of the entity as shown in our records is ${r.s(esc(e.name.toUpperCase()), 'entity_name')}. If you have questions you can call us at 1-800-829-4933.</p>`],
    });
    r.add('borrower_first_name', 'borrower_last_name');
    return { kind: 'html', documentType: 'Entity Document', html, truth: r.out() };
  },
};

const beneficial: Family = {
  id: 'setm-entity-beneficial-ownership-cert',
  description: 'Beneficial-ownership certification for a legal-entity borrower: entity block, 25% owners table with DOBs (co-owners are distractors), control person.',
  formats: ['pdf_text'],
  make(f0, rng) {
    const f = withEntity(f0, rng);
    const e = ent(f);
    const r = new Rec(f);
    const others = Array.from({ length: rng.int(0, 2) }, () => ({ n: otherPerson(rng), dob: `19${rng.int(55, 94)}-0${rng.int(1, 9)}-${rng.int(10, 28)}` }));
    const row = (n: string, dob: string, pctv: string) => `<tr><td>${n}</td><td>${dob}</td><td>${esc(`${rng.int(100, 9999)} ${rng.pick(['Birch Rd', 'Kenwood Ave', 'Harbor Blvd'])}`)}</td><td>XXX-XX-${rng.int(1000, 9999)}</td><td>${pctv}</td></tr>`;
    const html = documentHtml({
      title: 'Beneficial ownership', font: 'sans', fontSize: '9pt',
      pages: [`<h2 class="center" style="font-size:13pt">CERTIFICATION REGARDING BENEFICIAL OWNERS OF LEGAL ENTITY CUSTOMERS</h2>
<p class="small">Required by ${esc(f.lender.name)} for all loans to legal entities. Persons opening an account on behalf of a legal entity must provide the following information.</p>
<table class="grid"><tr><td style="width:35%">a. Name of person opening account</td><td>${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')}</td></tr>
<tr><td>b. Title</td><td>${r.s(esc(e.signatoryTitle), 'authorized_signatory_title', 'authorized_signatory_name')}</td></tr>
<tr><td>c. Name of legal entity</td><td>${r.s(esc(e.name), 'entity_name')}</td></tr>
<tr><td>d. Type / state</td><td>${esc(e.type)} — ${esc(e.stateOfFormation)}</td></tr>
<tr><td>e. EIN</td><td>${e.ein ? r.s(einFmt(e.ein), 'ein') : 'none (grantor trust)'}</td></tr>
<tr><td>f. Contact</td><td>${r.s(phone(f.borrower.phone), 'borrower_phone')} · ${r.s(esc(f.borrower.email), 'borrower_email')}</td></tr></table>
<h3 style="margin:10px 0 4px">Section I — Individuals owning 25% or more</h3>
<table class="grid"><tr><th>Name</th><th>Date of birth</th><th>Address</th><th>SSN</th><th>%</th></tr>
${row(esc(name(f.borrower)), r.s(d(f.borrower.dob, 'us'), 'borrower_date_of_birth'), others.length ? `${100 - others.length * 25}%` : '100%')}
${others.map((o) => row(esc(o.n), d(o.dob, 'us'), '25%')).join('')}</table>
<h3 style="margin:10px 0 4px">Section II — Control person</h3>
<p>${esc(name(f.borrower))}, ${esc(e.signatoryTitle)} — individual with significant responsibility to control and manage the entity.</p>
<p style="margin-top:18px">I certify that the information above is complete and correct. <span class="sig">${esc(name(f.borrower))}</span> Date ${d(f.documentDate, 'us')}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: r.out() };
  },
};

const guarantorSheet: Family = {
  id: 'setm-entity-guarantor-worksheet',
  description: 'Lender guarantor/entity worksheet: entity facts block, ownership rows with distractor members, guarantor credit and liquidity rows.',
  formats: ['xlsx', 'csv'],
  make(f0, rng) {
    const f = withEntity(f0, rng);
    const e = ent(f);
    const r = new Rec(f);
    const other = otherPerson(rng);
    const mine = rng.pick([51, 60, 75, 100]);
    const rows: SheetCell[][] = [
      ['ENTITY / GUARANTOR WORKSHEET', null, null, null],
      ['Borrowing Entity', r.s(e.name, 'entity_name'), 'Formation State', e.stateOfFormation],
      ['EIN', e.ein ? r.s(einFmt(e.ein), 'ein') : 'n/a', 'Entity Type', e.type],
      ['Signer', r.s(name(f.borrower), 'authorized_signatory_name'), 'Signer Title', r.s(e.signatoryTitle, 'authorized_signatory_title')],
      [null, null, null, null],
      ['Owner', 'Ownership %', 'Guarantor?', 'Notes'],
      [name(f.borrower), `${mine}%`, 'Yes', 'key principal'],
      ...(mine < 100 ? [[other, `${100 - mine}%`, 'No', 'passive'] as SheetCell[]] : []),
      [null, null, null, null],
      ['GUARANTOR', null, null, null],
      ['First', r.s(f.borrower.first, 'borrower_first_name'), 'Last', r.s(f.borrower.last, 'borrower_last_name')],
      ['DOB', r.s(isoDate(f.borrower.dob), 'borrower_date_of_birth'), 'FICO', r.s(f.borrower.creditScore, 'credit_score')],
      ['Phone', r.s(phone(f.borrower.phone, 1), 'borrower_phone'), 'Email', r.s(f.borrower.email, 'borrower_email')],
      ['Verified liquidity', rng.int(40, 900) * 1000, 'REO count', rng.int(1, 15)],
      ['Subject loan', r.s(f.loan.amount, 'loan_amount'), 'Subject', r.s(addr(f.property.address), 'property_address')],
      ['Prepared by', name(f.lender.contact), 'Date', isoDate(f.documentDate)],
    ];
    return { kind: 'sheet', documentType: 'Entity Document', sheets: [{ name: 'Guarantor', rows }], truth: r.out() };
  },
};

export const entityFamilies: Family[] = [governing, articles, certification, resolution, einLetter, beneficial, guarantorSheet];
