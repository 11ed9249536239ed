// Entity paperwork: operating agreements, state certificates, IRS letters, resolutions, trust certifications (set-p).
import { makeEntity } from '../../../facts';
import { esc } from '../../../style';
import type { DealFacts, EntityType, Family, Rng } from '../../../types';
import { Say, fmtDate, person, usd, stAddr } from './fmt';
import { HAND, doc, onePage, sigBlock } from './page';

/** The deal with a borrowing entity of one of `types` (the deal's own when it fits). */
function withEntity(f: DealFacts, rng: Rng, types: readonly EntityType[], needEin = false): DealFacts {
  let entity = f.entity && types.includes(f.entity.type) ? f.entity : makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)), rng.pick(types));
  if (needEin && !entity.ein) entity = { ...entity, ein: `${rng.pick(['82', '85', '88', '92'])}${String(rng.int(0, 9999999)).padStart(7, '0')}` };
  return { ...f, entity };
}

const OTHER = ['Dana Whitfield', 'Raj Mehta', 'Collin Ashby', 'Priya Natarajan', 'Greg Olander', 'Monique Tate', 'Luis Arreola'];

const opAgreement: Family = {
  id: 'p-entity-operating-agreement',
  description: 'LLC operating agreement excerpt: formation recitals, manager authority to borrow, member schedule with percentages',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f0, rng) {
    const f = withEntity(f0, rng, ['LLC']);
    const s = new Say(f, rng);
    const e = f.entity!;
    const others = rng.shuffle(OTHER).slice(0, rng.int(1, 2));
    const mine = rng.int(51, 90);
    const sched = [[person(f.borrower), mine], ...others.map((o, i) => [o, i === others.length - 1 ? 100 - mine - (others.length - 1) * Math.floor((100 - mine) / others.length) : Math.floor((100 - mine) / others.length)])] as [string, number][];
    const arts = [
      `<b>ARTICLE I — FORMATION.</b> ${esc(s.entity())} (the "Company") was formed as a ${esc(e.stateOfFormation)} ${esc(s.entityWords())} by filing Articles of Organization with the Secretary of State. The Company's federal employer identification number is ${s.ein() || '[to be obtained]'}.`,
      `<b>ARTICLE II — PURPOSE.</b> The Company may acquire, rehabilitate, lease, hold and sell residential and commercial real estate and may do any lawful act in furtherance thereof.`,
      `<b>ARTICLE III — MANAGEMENT.</b> The Company is managed by its ${esc(s.title())}, <b>${esc(s.signer())}</b>, who has full authority to execute deeds, notes, mortgages, deeds of trust, guaranties and any other instrument on behalf of the Company, including borrowing money secured by Company property, without further consent of the Members.`,
      `<b>ARTICLE IV — CAPITAL.</b> Members have contributed capital as set forth on Schedule A. No Member is required to make additional contributions.`,
      `<b>ARTICLE V — DISTRIBUTIONS.</b> Net cash flow shall be distributed pro rata in accordance with percentage interests, at such times as the Manager determines.`,
      `<b>ARTICLE VI — TRANSFERS.</b> No Member may transfer an interest without the written consent of Members holding a majority of percentage interests.`,
    ];
    return {
      kind: 'html', documentType: 'Entity Document', truth: s.truth(),
      html: doc({
        title: 'Operating Agreement', font: 'serif', fontSize: '10.5pt', pageNumbers: true, cpl: 85, lpp: 42,
        blocks: [
          `<h2 style="text-align:center">OPERATING AGREEMENT<br>OF<br>${esc(e.name.toUpperCase())}</h2>`,
          `<p style="text-align:center">Effective ${fmtDate(`${Number(f.documentDate.slice(0, 4)) - rng.int(1, 6)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'long')}</p>`,
          ...arts.map((a) => `<p style="text-align:justify">${a}</p>`),
          `<p><b>SCHEDULE A — MEMBERS</b></p>`,
          { html: `<table class="grid" style="width:70%"><tr><th>Member</th><th>Capital</th><th>Percentage</th></tr>${sched.map(([n, p]) => `<tr><td>${esc(n)}</td><td>${usd(p * rng.int(50, 500) * 10)}</td><td>${p}%</td></tr>`).join('')}</table>`, lines: sched.length * 1.4 + 2 },
          `<div>${sched.map(([n]) => sigBlock('Member', n, '', true)).join('')}</div>`,
        ],
      }),
    };
  },
};

const goodStanding: Family = {
  id: 'p-entity-good-standing-photo',
  description: 'Secretary of State certificate of good standing / existence, photographed',
  formats: ['image'],
  make(f0, rng) {
    const f = withEntity(f0, rng, ['LLC', 'Corporation', 'Partnership']);
    const s = new Say(f, rng);
    const e = f.entity!;
    const html = `<div style="border:6px double #333;padding:30px;margin:0.3in;min-height:8.6in;text-align:center">
<div style="font:bold 13pt 'DejaVu Serif';letter-spacing:2px">STATE OF ${esc(e.stateOfFormation.toUpperCase())}</div><div>Office of the Secretary of State</div>
<h1 style="font:bold 20pt 'DejaVu Serif';margin:30px 0">Certificate of Good Standing</h1>
<p style="text-align:justify;font-size:12pt">I, the Secretary of State of the State of ${esc(e.stateOfFormation)}, do hereby certify that <b>${esc(s.entity())}</b>, a ${esc(s.entityWords())}, filed its formation documents with this office and is, as of the date below, in good standing and has legal existence under the laws of this State.</p>
<p style="margin-top:30px">File Number: ${rng.int(1000000, 9999999)}<br>Date: ${fmtDate(f.documentDate, 'long')}</p>
<p style="margin-top:40px;${HAND}">Secretary of State</p><p class="small">Authentication code ${rng.int(100000, 999999)}-${rng.int(1000, 9999)}</p></div>`;
    return { kind: 'html', documentType: 'Entity Document', truth: s.truth(), html: onePage('Good standing', html, '', 'serif', '11pt', '0.3in') };
  },
};

const einLetter: Family = {
  id: 'p-entity-ein-assignment-letter',
  description: 'IRS EIN assignment notice (CP 575 look) addressed to the entity care of its member; scanned',
  formats: ['pdf_scanned'],
  make(f0, rng) {
    const f = withEntity(f0, rng, ['LLC', 'Corporation', 'Partnership', 'Trust'], true);
    const s = new Say(f, rng);
    const e = f.entity!;
    const a = f.property.address;
    const mail = `${rng.int(100, 9999)} ${rng.pick(['Brookside', 'Quail Run', 'Westgate', 'Fairlane'])} ${rng.pick(['Dr', 'Rd', 'Ln'])}`;
    return {
      kind: 'html', documentType: 'Entity Document', truth: s.truth(),
      html: doc({
        title: 'EIN', font: 'mono', fontSize: '10pt',
        blocks: [
          `<div style="display:flex;justify-content:space-between"><div>Department of the Treasury<br>Internal Revenue Service<br>Cincinnati OH 45999</div><div>Date of this notice: ${fmtDate(f.documentDate, 'us')}<br><br>Employer Identification Number:<br><b>${s.ein()}</b><br>Form: SS-4</div></div>`,
          `<p style="margin-top:24px">${esc(s.entity().toUpperCase())}<br>${esc(s.signer().toUpperCase())} ${e.type === 'Trust' ? 'TTEE' : 'MBR'}<br>${esc(mail.toUpperCase())}<br>${esc(a.city.toUpperCase())} ${a.state}</p>`,
          `<h3 style="text-align:center;margin:18px 0">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h3>`,
          `<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${s.ein()}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>`,
          `<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>`,
          `<p>If the information is not correct as shown above, please make the correction using the attached tear off stub and return it to us.</p>`,
          `<p>Keep this part for your records. CP 575 ${rng.pick(['A', 'B', 'G'])} (Rev. 7-2007)</p>`,
        ],
      }),
    };
  },
};

const resolution: Family = {
  id: 'p-entity-borrowing-resolution',
  description: 'Members\' unanimous written consent authorising a loan: names the lender, amount, property and signer',
  formats: ['pdf_text'],
  make(f0, rng) {
    const f = withEntity(f0, rng, ['LLC']);
    const s = new Say(f, rng);
    const e = f.entity!;
    const paras = [
      `The undersigned, being all of the Members of <b>${esc(s.entity())}</b>, a ${esc(e.stateOfFormation)} ${esc(s.entityWords())} (the "Company"), hereby consent to and adopt the following resolutions effective ${fmtDate(f.documentDate, 'long')}:`,
      `RESOLVED, that the Company is authorized to borrow from ${esc(f.lender.name)} ("Lender") the principal sum of ${s.amount()} (the "Loan"), to be secured by a first-priority lien on the real property commonly known as ${esc(s.addr())};`,
      `RESOLVED FURTHER, that ${esc(s.signer())}, as ${esc(s.title())} of the Company, is authorized and directed to execute and deliver the promissory note, mortgage or deed of trust, assignment of leases and rents, and all other documents Lender requires, and that such person's signature alone shall bind the Company;`,
      `RESOLVED FURTHER, that all acts previously taken by the Company's officers in connection with the Loan are ratified and confirmed.`,
    ];
    return {
      kind: 'html', documentType: 'Entity Document', truth: s.truth(),
      html: doc({
        title: 'Resolution', font: 'serif', fontSize: '11pt', cpl: 80, lpp: 40,
        blocks: [`<h3 style="text-align:center">UNANIMOUS WRITTEN CONSENT OF THE MEMBERS<br>OF ${esc(e.name.toUpperCase())}</h3>`, ...paras.map((p) => `<p style="text-align:justify">${p}</p>`), `<div>${sigBlock('Member', person(f.borrower), '', true)}${sigBlock('Member', rng.pick(OTHER), '', true)}</div>`],
      }),
    };
  },
};

const trustCert: Family = {
  id: 'p-entity-certification-of-trust',
  description: 'Certification of trust signed by the trustee: trust name and date, trustee powers to borrow, tax id',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f0, rng) {
    const f = withEntity(f0, rng, ['Trust']);
    const s = new Say(f, rng);
    const e = f.entity!;
    const items = [
      `1. The trust is <b>${esc(s.entity())}</b>${e.trustDate ? `, dated ${fmtDate(e.trustDate, 'long')}` : ''} (the "Trust"), and it exists and has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.`,
      `2. The currently acting ${esc(s.title())} of the Trust is ${esc(s.signer())}, whose address is on file with the lender.`,
      `3. The settlor(s) of the Trust: ${esc(person(f.borrower))}${f.coBorrower ? ` and ${esc(person(f.coBorrower))}` : ''}.`,
      `4. The trustee has the power under the trust instrument to acquire, sell, convey, encumber and borrow against real property, including ${esc(s.addr())}.`,
      `5. ${e.ein ? `The Trust's taxpayer identification number is ${s.ein()}.` : 'The Trust uses the social security number of the settlor as its taxpayer identification number.'}`,
      `6. Title to Trust assets shall be taken as "${esc(person(f.borrower))}, Trustee of ${esc(e.name)}".`,
    ];
    return {
      kind: 'html', documentType: 'Entity Document', truth: s.truth(),
      html: doc({
        title: 'Certification of Trust', font: 'serif', fontSize: '10.5pt', cpl: 85, lpp: 42,
        blocks: [`<h2 style="text-align:center">CERTIFICATION OF TRUST</h2><p style="text-align:center" class="small">(Probate Code / Uniform Trust Code certification)</p>`, ...items.map((i) => `<p style="text-align:justify">${i}</p>`), `<p>I declare under penalty of perjury that the foregoing is true and correct. Executed ${fmtDate(f.documentDate, 'long')}.</p>`, `<div>${sigBlock('Trustee', person(f.borrower), '', true)}</div>`, `<p class="small" style="margin-top:16px">Notary acknowledgment attached. Prepared by ${esc(f.title.name)}.</p>`],
      }),
    };
  },
};

const articles: Family = {
  id: 'p-entity-articles-filed-scan',
  description: 'Filed articles of organization with the state\'s filing stamp, organizer and registered agent; scanned',
  formats: ['pdf_scanned'],
  make(f0, rng) {
    const f = withEntity(f0, rng, ['LLC']);
    const s = new Say(f, rng);
    const e = f.entity!;
    const filed = `${Number(f.documentDate.slice(0, 4)) - rng.int(1, 5)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    return {
      kind: 'html', documentType: 'Entity Document', truth: s.truth(),
      html: doc({
        title: 'Articles', font: 'sans', fontSize: '10pt',
        blocks: [
          `<div style="float:right;border:3px solid #800;color:#800;padding:6px;transform:rotate(-4deg);font:bold 9pt 'DejaVu Sans'">FILED<br>${fmtDate(filed, 'us')}<br>SECRETARY OF STATE</div><h2>ARTICLES OF ORGANIZATION</h2><p>Limited Liability Company — State of ${esc(e.stateOfFormation)}</p>`,
          `<p><b>1. Name of the limited liability company:</b> ${esc(s.entity())}</p>`,
          `<p><b>2. Registered agent and office:</b> ${esc(rng.pick(['Northwest Registered Agent LLC', 'Registered Agents Inc.', 'CT Corporation System']))}, ${esc(stAddr(f.title.address))}</p>`,
          `<p><b>3. Management:</b> ☒ Manager-managed ☐ Member-managed</p>`,
          `<p><b>4. Name and address of manager(s):</b> ${esc(s.signer())}</p>`,
          `<p><b>5. Purpose:</b> Any lawful purpose.</p>`,
          `<p><b>6. Organizer:</b> ${esc(rng.pick(['LegalZoom.com, Inc.', 'ZenBusiness Inc.', person(f.title.contact)]))}</p>`,
          `<div>${sigBlock('Organizer', '')}</div>`,
        ],
      }),
    };
  },
};

const incumbency: Family = {
  id: 'p-entity-corporate-incumbency',
  description: 'Corporate secretary\'s certificate of incumbency: officers table and board resolution to borrow',
  formats: ['pdf_text'],
  make(f0, rng) {
    const f = withEntity(f0, rng, ['Corporation']);
    const s = new Say(f, rng);
    const e = f.entity!;
    const sec = rng.pick(OTHER);
    const officers: [string, string][] = [[s.signer(), s.title()], [sec, 'Secretary'], [rng.pick(OTHER.filter((o) => o !== sec)), 'Treasurer']];
    return {
      kind: 'html', documentType: 'Entity Document', truth: s.truth(),
      html: doc({
        title: 'Incumbency', font: 'serif', fontSize: '10.5pt', cpl: 85, lpp: 42,
        blocks: [
          `<h3 style="text-align:center">SECRETARY'S CERTIFICATE OF INCUMBENCY<br>${esc(s.entity())}</h3>`,
          `<p>I, ${esc(sec)}, the duly elected Secretary of ${esc(e.name)}, a ${esc(e.stateOfFormation)} corporation (the "Corporation"), EIN ${s.ein() || 'pending'}, certify that the persons named below are duly elected officers holding the offices set forth opposite their names, and that the signatures shown are genuine:</p>`,
          { html: `<table class="grid"><tr><th>Name</th><th>Office</th><th>Specimen signature</th></tr>${officers.map(([n, t]) => `<tr><td>${esc(n)}</td><td>${esc(t)}</td><td><span class="scrawl">${esc(n)}</span></td></tr>`).join('')}</table>`, lines: 8 },
          `<p>I further certify that the Board of Directors, by resolution duly adopted on ${fmtDate(f.documentDate, 'long')}, authorized the ${esc(f.entity!.signatoryTitle)} to obtain financing secured by ${esc(s.addr())} and to sign all loan documents on behalf of the Corporation.</p>`,
          `<div>${sigBlock('Secretary', sec, '', true)}</div>`,
        ],
      }),
    };
  },
};

export const entityFamilies: Family[] = [opAgreement, goodStanding, einLetter, resolution, trustCert, articles, incumbency];
