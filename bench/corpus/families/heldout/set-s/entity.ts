// Entity paper for investor borrowers: Colorado/Utah LLC operating agreements, series LLCs, IRA-owned LLCs, S-corp
// borrowing resolutions, trust certifications, IRS EIN letters, statements of authority, guaranties.
import { makeEntity } from '../../../facts';
import { documentHtml, esc, kvTable } from '../../../style';
import type { DealFacts, Entity, EntityType, Family, Rng, TruthField } from '../../../types';
import { T, addDays, addr, dt, looseDate, money, name, pct, pickD, staff, termText } from './util';

function withEntity(f: DealFacts, rng: Rng, type: EntityType, state?: string): DealFacts {
  let e: Entity = f.entity && f.entity.type === type ? f.entity : makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)), type);
  if (state) e = { ...e, stateOfFormation: state };
  if (type !== 'Trust' && !e.ein) e = { ...e, ein: `${rng.pick(['84', '87', '81', '82', '88'])}${String(rng.int(0, 9999999)).padStart(7, '0')}` };
  return { ...f, entity: e };
}
function einText(ein: string): string {
  return `<span style="white-space:nowrap">${ein.slice(0, 2)}-${ein.slice(2)}</span>`;
}
const MW = ['Colorado', 'Utah', 'Idaho', 'Montana', 'Nevada', 'Wyoming'];

export const operatingAgreement: Family = {
  id: 's-llc-operating-agreement-excerpt',
  description: 'Operating agreement of a Mountain West LLC (cover, Article I, member schedule, signature page)',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(facts, rng, 'LLC', rng.pick(MW));
    const e = f.entity as Entity;
    const co = staff(rng, 'gmail.com', f.borrower.last);
    const pctMain = rng.pick([51, 60, 75, 90, 100]);
    const fields: TruthField[] = ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name'];
    const managerManaged = e.signatoryTitle === 'Manager';
    const p1 = `<div class="center" style="margin-top:2in"><div class="b" style="font-size:16pt">OPERATING AGREEMENT</div><div style="font-size:13pt;margin-top:10px">of</div><div class="b" style="font-size:15pt;margin-top:10px">${esc(e.name.toUpperCase())}</div><div style="margin-top:10px">a ${esc(e.stateOfFormation)} limited liability company<br>(${managerManaged ? 'Manager-Managed' : 'Member-Managed'})</div><div style="margin-top:40px">Effective ${looseDate(addDays(f.documentDate, -rng.int(60, 2000)), rng)}</div></div>`;
    const p2 = `<p class="b">ARTICLE I — FORMATION</p>
<p>1.1 <u>Name</u>. The name of the Company is ${esc(e.name)} (the "Company").</p>
<p>1.2 <u>Formation</u>. The Company was formed by filing Articles of Organization with the ${esc(e.stateOfFormation)} Secretary of State. Federal EIN: ${einText(e.ein as string)}.</p>
<p>1.3 <u>Purpose</u>. To acquire, own, finance, lease and operate residential rental property, including short-term rentals, and any lawful business.</p>
<p class="b">ARTICLE V — MANAGEMENT</p>
<p>5.1 ${managerManaged ? `The Company shall be managed by its Manager, ${esc(name(f.borrower))}.` : 'The Company shall be managed by its Members in proportion to their Percentage Interests.'} ${esc(name(f.borrower))}, as ${esc(e.signatoryTitle)}, is authorized to execute notes, deeds of trust, guaranties and other loan documents on behalf of the Company without further consent.</p>
<p class="b">SCHEDULE A — MEMBERS</p>
<table class="grid" style="width:100%"><tr><th>Member</th><th>Capital</th><th>Percentage</th></tr>
<tr><td>${esc(name(f.borrower, rng))}</td><td>${money(rng.int(1, 50) * 1000)}</td><td>${pctMain}%</td></tr>
${pctMain < 100 ? `<tr><td>${esc(name(co))}</td><td>${money(rng.int(1, 30) * 1000)}</td><td>${100 - pctMain}%</td></tr>` : ''}</table>
<p style="margin-top:20px">IN WITNESS WHEREOF the Members have executed this Agreement.</p>
<p>${esc(e.name)}<br><span class="sig">${esc(name(f.borrower))}, ${esc(e.signatoryTitle)}</span></p>
${pctMain < 100 ? `<p><span class="sig">${esc(name(co))}, Member</span></p>` : ''}`;
    const html = documentHtml({ title: 'Operating Agreement', font: 'serif', fontSize: '10.5pt', page: { pageNumbers: true }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Entity Document', html, truth: T(f, fields) };
  },
};

export const seriesLlc: Family = {
  id: 's-series-llc-certificate',
  description: 'Certificate of registered/protected series (Utah, Nevada, Montana, Wyoming): the series is the borrower',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const base = withEntity(facts, rng, 'LLC', rng.pick(['Utah', 'Nevada', 'Montana', 'Wyoming']));
    const master = base.entity as Entity;
    const letter = rng.pick(['A', 'B', 'C', '1', '3', '7']);
    const masterName = master.name.replace(/,? ?(LLC|L\.L\.C\.)$/, ' LLC');
    const seriesName = `${masterName} - Series ${letter}`;
    const f: DealFacts = { ...base, entity: { ...master, name: seriesName } };
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'property_address'];
    const html = documentHtml({
      title: 'Series', font: 'serif', fontSize: '10.5pt',
      pages: [`<div class="center b" style="font-size:12pt">STATE OF ${esc(master.stateOfFormation.toUpperCase())}<br>CERTIFICATE OF REGISTERED SERIES</div><br>
<p>Pursuant to the ${esc(master.stateOfFormation)} limited liability company act, the undersigned submits this certificate:</p>
${kvTable([
    ['Name of series LLC (master)', esc(masterName)],
    ['Name of registered series', `<b>${esc(seriesName)}</b>`],
    ['Filing date', looseDate(addDays(f.documentDate, -rng.int(10, 700)), rng)],
    ['Entity number', String(rng.int(10000000, 13999999))],
    ['Registered agent', esc(rng.pick(['Northwest Registered Agent Service', 'Registered Agents Inc.', 'InCorp Services']))],
    ['Assets of series', `Real property at ${esc(addr(f.property.address, rng))} and related leases`],
    [`${esc(master.signatoryTitle)} of the series`, esc(name(f.borrower))],
  ], { labelWidth: '36%' })}
<p style="margin-top:10px">The debts, liabilities and obligations of this series are enforceable against the assets of this series only, and not against the assets of the master LLC or any other series.</p>
<p class="small">Lender note: loan to be made to the series only; master LLC ${esc(masterName)} to sign consent. Require series EIN or W-9.</p>
<p style="margin-top:16px"><span class="sig">${esc(name(f.borrower))}, ${esc(master.signatoryTitle)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: T(f, fields) };
  },
};

export const iraLlc: Family = {
  id: 's-sdira-checkbook-llc',
  description: 'Self-directed IRA (checkbook) LLC: custodian direction letter and LLC certificate, IRA owner is manager',
  formats: ['pdf_text'],
  make(facts, rng) {
    const last = facts.borrower.last;
    const base = withEntity(facts, rng, 'LLC', rng.pick(['Wyoming', 'Colorado', 'Utah']));
    const e = base.entity as Entity;
    const ename = `${rng.pick([last, 'Sagebrush', 'Red Canyon', 'Bridger'])} ${rng.pick(['IRA', 'SDIRA', 'Solo IRA'])} ${rng.pick(['Holdings', 'Investments', 'Properties'])} LLC`;
    const f: DealFacts = { ...base, entity: { ...e, name: ename, signatoryTitle: 'Manager' } };
    const cust = rng.pick(['Equity Trust Company', 'Kingdom Trust', 'Directed IRA Trust Co.', 'Mountain West IRA, Inc.']);
    const fields: TruthField[] = ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'loan_amount', 'property_address'];
    const html = documentHtml({
      title: 'IRA LLC', font: 'sans', fontSize: '9.5pt',
      pages: [`<div class="b" style="font-size:12pt">${esc(cust)}</div><div class="muted">Custodian · Self-Directed IRA Services</div><hr>
<p><b>INVESTMENT AUTHORIZATION — LLC (Checkbook IRA)</b></p>
${kvTable([
    ['Account owner', esc(name(f.borrower, rng))],
    ['Account title', `${esc(cust)} Custodian FBO ${esc(name(f.borrower))} IRA #${rng.int(100000, 999999)}`],
    ['Investment', `100% membership interest in <b>${esc(ename)}</b>`],
    ['LLC state / EIN', `${esc(e.stateOfFormation)} / ${einText(e.ein as string)}`],
    ['LLC manager', `${esc(name(f.borrower))}, Manager`],
    ['Funding amount', money(rng.int(20, 250) * 1000)],
  ], { labelWidth: '30%' })}
<p style="margin-top:10px"><b>Non-recourse financing disclosure.</b> The LLC intends to acquire ${esc(addr(f.property.address, rng))} with non-recourse financing of ${money(f.loan.amount)}. No personal guaranty may be given by the IRA owner (prohibited transaction, IRC §4975). Debt-financed income may be subject to UBIT.</p>
<p class="small">The custodian has not reviewed the merits of this investment. Prepared ${looseDate(f.documentDate, rng)}.</p>
<p style="margin-top:16px"><span class="sig">${esc(name(f.borrower))}, Manager of ${esc(ename)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: T(f, fields) };
  },
};

export const scorpResolution: Family = {
  id: 's-scorp-borrowing-resolution',
  description: 'Secretary\'s certificate and board resolution of an S-corporation authorizing a rental loan',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(facts, rng, 'Corporation', rng.pick(MW));
    const e = f.entity as Entity;
    const sec = staff(rng, 'gmail.com', f.borrower.last);
    const fields: TruthField[] = ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'loan_amount', 'property_address'];
    if (rng.chance(0.5)) fields.push('interest_rate', 'loan_term');
    const showTerms = fields.includes('interest_rate');
    const html = documentHtml({
      title: 'Resolution', font: 'serif', fontSize: '10.5pt',
      pages: [`<div class="center b" style="font-size:12pt">SECRETARY'S CERTIFICATE<br>AND RESOLUTIONS OF THE BOARD OF DIRECTORS OF<br>${esc(e.name.toUpperCase())}</div><br>
<p>I, ${esc(name(sec))}, Secretary of ${esc(e.name)}, a ${esc(e.stateOfFormation)} corporation (EIN ${einText(e.ein as string)}) which has elected S-corporation status, certify that at a meeting held ${looseDate(f.documentDate, rng)} the Board unanimously adopted:</p>
<p>RESOLVED, that the Corporation borrow from ${esc(f.lender.name)} the principal sum of ${money(f.loan.amount)}${showTerms ? ` at ${pct(f.loan.rate, rng)}% per annum for ${termText(f.loan.termMonths, rng)}` : ''}, secured by a first deed of trust on ${esc(addr(f.property.address, rng))};</p>
<p>RESOLVED FURTHER, that ${esc(name(f.borrower))}, ${esc(e.signatoryTitle)}, is authorized to sign the note, deed of trust, assignment of leases and rents and all other loan documents on behalf of the Corporation;</p>
<p>RESOLVED FURTHER, that the officers are directed to do all things necessary to consummate the loan.</p>
<p>Incumbency: ${esc(name(f.borrower))} — ${esc(e.signatoryTitle)}; ${esc(name(sec))} — Secretary/Treasurer.</p><br>
<p><span class="sig">${esc(name(sec))}, Secretary</span></p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: T(f, fields) };
  },
};

export const trustCert: Family = {
  id: 's-certification-of-trust',
  description: 'Certification of trust (trust as DSCR borrower): trust name, date, trustee powers to borrow',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(facts, rng, 'Trust');
    const e = f.entity as Entity;
    const td = e.trustDate ?? addDays(f.documentDate, -2000);
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'property_address'];
    if (e.ein) fields.push('ein');
    const cotrustee = f.coBorrower && rng.chance(0.5) ? f.coBorrower : undefined;
    const html = documentHtml({
      title: 'Trust cert', font: 'serif', fontSize: '10.5pt',
      pages: [`<div class="center b" style="font-size:12pt">CERTIFICATION OF TRUST</div><div class="center small">(${esc(rng.pick(['C.R.S. § 15-5-1013', 'Utah Code § 75-7-1013', 'Idaho Code § 15-7-1013', 'NRS 164.400']))})</div><br>
<p>The undersigned Trustee(s) certify:</p>
<p>1. The trust exists and is known as <b>${esc(e.name)}</b>, dated ${dt(td, pickD(rng))}${e.ein ? `; Taxpayer ID ${einText(e.ein)}` : ''}.</p>
<p>2. The settlor(s): ${esc(name(f.borrower))}${cotrustee ? ` and ${esc(name(cotrustee))}` : ''}.</p>
<p>3. The currently acting trustee(s): ${esc(name(f.borrower))}${cotrustee ? ` and ${esc(name(cotrustee))}` : ''}.</p>
<p>4. The trustee has the power to acquire, sell, encumber and borrow against real property, including ${esc(addr(f.property.address, rng))}.</p>
<p>5. The trust is ${rng.pick(['revocable', 'revocable', 'irrevocable'])}; title to trust assets shall be taken as "${esc(name(f.borrower))}, Trustee of ${esc(e.name)}".</p>
<p>6. The trust has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</p><br>
<p><span class="sig">${esc(name(f.borrower))}, Trustee</span> &nbsp; Date: ${looseDate(f.documentDate, rng)}</p>
<div style="border:1px solid #000;padding:6px;margin-top:16px;font-size:8.5pt">STATE OF ${esc(f.property.address.stateName.toUpperCase())} ) ss. Subscribed and sworn before me by the above trustee. Notary: ${esc(name(staff(rng, 'notary.com', f.borrower.last)))} · My commission expires ${looseDate(addDays(f.documentDate, 900), rng)}</div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: T(f, fields) };
  },
};

export const einLetter: Family = {
  id: 's-irs-ein-assignment-letter',
  description: 'IRS EIN assignment notice (CP 575-style) for the borrowing LLC or corporation, scanned',
  formats: ['pdf_scanned', 'image'],
  make(facts, rng) {
    const f = withEntity(facts, rng, facts.entity?.type === 'Corporation' ? 'Corporation' : 'LLC');
    const e = f.entity as Entity;
    const fields: TruthField[] = ['entity_name', 'ein'];
    const addressed = rng.chance(0.5);
    if (addressed) fields.push('borrower_first_name', 'borrower_last_name');
    const html = documentHtml({
      title: 'CP575', font: 'mono', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div>DEPARTMENT OF THE TREASURY<br>INTERNAL REVENUE SERVICE<br>OGDEN UT 84201</div><div class="right">Date of this notice: ${looseDate(addDays(f.documentDate, -rng.int(30, 1500)), rng)}<br>Employer Identification Number:<br><b>${einText(e.ein as string)}</b><br>Form: SS-4<br>Number of this notice: CP 575 ${rng.pick(['A', 'B', 'G'])}</div></div><br>
<p>${esc(e.name.toUpperCase())}<br>${addressed ? `${esc(`${f.borrower.first} ${f.borrower.last}`.toUpperCase())} ${e.type === 'LLC' ? 'MBR' : 'PRES'}<br>` : ''}${esc(`${rng.int(100, 9999)} ${rng.pick(['W', 'E', 'S', 'N'])} ${rng.int(1, 99)}00 ${rng.pick(['S', 'E'])}`)}<br>${esc(rng.pick(['SANDY UT 84070', 'LOVELAND CO 80537', 'MERIDIAN ID 83642', 'BOZEMAN MT 59715', 'HENDERSON NV 89052']))}</p>
<p>WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</p>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${einText(e.ein as string)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>
<p>${e.type === 'LLC' ? 'If you are a single-member LLC you are a disregarded entity unless you elect to be taxed as a corporation (Form 8832).' : 'If you intend to elect S-corporation status you must file Form 2553.'}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: T(f, fields) };
  },
};

export const statementOfAuthority: Family = {
  id: 's-statement-of-authority-recorded',
  description: 'Colorado-style recorded Statement of Authority naming who may convey/encumber for the entity',
  formats: ['pdf_scanned', 'image'],
  make(facts, rng) {
    const f = withEntity(facts, rng, facts.entity && facts.entity.type !== 'Trust' ? facts.entity.type : 'LLC');
    const e = f.entity as Entity;
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name'];
    const form = e.type === 'LLC' ? 'limited liability company' : e.type === 'Corporation' ? 'corporation' : 'limited partnership';
    const html = documentHtml({
      title: 'SOA', font: 'serif', fontSize: '10.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div class="small">Reception # ${rng.int(2020000000, 2026999999)}<br>${looseDate(addDays(f.documentDate, -rng.int(2, 40)), rng)} ${rng.int(8, 11)}:${rng.int(10, 59)} ${rng.pick(['AM', 'PM'])}<br>Rec fee $13.00 · ${esc(rng.pick(['Jefferson', 'Arapahoe', 'El Paso', 'Larimer', 'Summit']))} County</div><div class="small">After recording return to:<br>${esc(f.title.name)}</div></div><br>
<div class="center b" style="font-size:12pt">STATEMENT OF AUTHORITY</div><br>
<p>1. This Statement of Authority relates to an entity named <b>${esc(e.name)}</b>.</p>
<p>2. The type of entity is a ${esc(form)}.</p>
<p>3. The entity is formed under the laws of ${esc(e.stateOfFormation)}.</p>
<p>4. The mailing address for the entity is ${esc(`${rng.int(100, 9999)} ${rng.pick(['Gold Camp Rd', 'Wadsworth Blvd', 'Sheridan Blvd', 'Colfax Ave', 'Pearl St'])}, ${rng.pick(['Lakewood, CO 80226', 'Boulder, CO 80302', 'Golden, CO 80401', 'Littleton, CO 80120'])}`)}.</p>
<p>5. The name and position of each person authorized to execute instruments conveying, encumbering, or otherwise affecting title to real property on behalf of the entity is: <b>${esc(name(f.borrower))}, ${esc(e.signatoryTitle)}</b>.</p>
<p>6. The authority of the foregoing person(s) to bind the entity is ${rng.pick(['not limited', 'limited to encumbrances not exceeding $2,000,000'])}.</p>
<p>Executed ${looseDate(addDays(f.documentDate, -rng.int(3, 41)), rng)}.</p><br>
<p><span class="sig">${esc(name(f.borrower))}</span></p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: T(f, fields) };
  },
};

export const guaranty: Family = {
  id: 's-personal-guaranty-bp',
  description: 'Personal guaranty (full recourse or bad-boy carve-out) by the principal of an entity DSCR/RTL borrower',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(facts, rng, facts.entity && facts.entity.type !== 'Trust' ? facts.entity.type : 'LLC');
    const e = f.entity as Entity;
    const carve = rng.chance(0.5);
    const fields: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'loan_amount', 'property_address', 'loan_number'];
    const showDob = rng.chance(0.4);
    if (showDob) fields.push('borrower_date_of_birth');
    const html = documentHtml({
      title: 'Guaranty', font: 'serif', fontSize: '10pt',
      page: { footerLeft: `Guaranty · Loan No. ${f.loan.loanNumber}`, pageNumbers: true },
      pages: [`<div class="center b" style="font-size:13pt">${carve ? 'NON-RECOURSE CARVE-OUT GUARANTY' : 'GUARANTY OF PAYMENT AND PERFORMANCE'}</div><br>
<p>THIS GUARANTY is made as of ${looseDate(f.loan.closingDate, rng)}, by <b>${esc(name(f.borrower, rng).toUpperCase())}</b>${showDob ? ` (date of birth ${dt(f.borrower.dob, rng.pick(['us', 'long'] as const))})` : ''} ("Guarantor"), in favor of ${esc(f.lender.name)}, its successors and assigns ("Lender").</p>
<p>RECITALS. Lender has agreed to make a loan (Loan No. ${f.loan.loanNumber}) in the original principal amount of ${money(f.loan.amount)} (the "Loan") to <b>${esc(e.name)}</b> ("Borrower"), secured by a deed of trust on ${esc(addr(f.property.address, rng))}. Guarantor owns a direct or indirect interest in Borrower and will benefit from the Loan.</p>
<p>1. ${carve ? 'Guarantor guarantees the Guaranteed Obligations, being losses arising from fraud, misapplication of rents, insurance or condemnation proceeds, voluntary bankruptcy, unpermitted transfers and environmental matters, and the full Loan upon a Springing Recourse Event.' : 'Guarantor absolutely, unconditionally and irrevocably guarantees the full and punctual payment and performance of all obligations of Borrower under the Note and the Loan Documents.'}</p>
<p>2. This is a guaranty of payment, not of collection. Guarantor waives presentment, demand, protest and notice, and any right to require Lender to proceed first against Borrower or the Property.</p>
<p>3. Guarantor shall maintain a net worth of not less than ${money(Math.max(250000, Math.round((f.loan.amount * 0.6) / 50000) * 50000 + 25000))} and liquidity of not less than ${money(rng.int(5, 30) * 5000)}.</p>
<p>4. This Guaranty shall be governed by the laws of the State of ${esc(rng.pick(['Colorado', 'Utah', 'Idaho', 'Montana']))}.</p><br>
<p>GUARANTOR:<br><span class="sig">${esc(name(f.borrower))}, individually</span></p>
<p class="small">Spousal consent (community property states): ________________________</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: T(f, fields) };
  },
};
