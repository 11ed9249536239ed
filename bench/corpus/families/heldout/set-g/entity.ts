// Entity papers: operating agreement excerpt, state good-standing certificate, resolutions/consents, certification
// of trust, and the IRS EIN assignment notice.
import { documentHtml, esc, kvTable } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Entity, Family, Rng } from '../../../types';
import {
  Stated, addDaysIso, address, anyMoney, ein, entityKind, fmtDate, fullName, legalDate, withEntity,
} from './lib';

const OTHER_PEOPLE = ['Rachel Ostrowski', 'Marcus Bell', 'Yolanda Pierce', 'Devin Kaur', 'Howard Lindqvist', 'Teresa Moreno', 'Calvin Achebe', 'Nora Fitzgerald'];

/** A co-member, officer, successor trustee or registered agent: never the borrower. */
function otherPerson(f: DealFacts, rng: Rng): string {
  return rng.pick(OTHER_PEOPLE.filter((n) => !n.endsWith(` ${f.borrower.last}`)));
}

function formationDate(f: DealFacts, rng: Rng): string {
  return addDaysIso(f.documentDate, -rng.int(120, 3000));
}

function notary(rng: Rng, state: string): string {
  return `<div class="notary small"><b>STATE OF ${esc(state.toUpperCase())}</b><br>COUNTY OF ${esc(rng.pick(['FRANKLIN', 'COOK', 'HARRIS', 'MARICOPA', 'FULTON', 'KING', 'DALLAS', 'ORANGE']))}<br>
Subscribed and sworn before me on the date above by the person named, who is personally known to me or produced identification.<br><br>______________________ Notary Public &nbsp; My commission expires: ________ &nbsp; [SEAL]</div>`;
}

const ENTITY_CSS = '.notary{border:1px dashed #777;padding:6px;margin-top:18px}.art{margin-top:8px}.art b{display:block;margin-bottom:2px}';

/** Excerpted pages of an LLC operating agreement: formation, management, member schedule with a co-member. */
const operating: Family = {
  id: 'ug-llc-operating-excerpt',
  description: 'LLC operating agreement excerpt: articles on name, management and authority; member schedule with a co-member',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(facts, rng, ['LLC']);
    const e = f.entity;
    const s = new Stated().add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const formed = formationDate(f, rng);
    const principal = fullName(f.borrower, rng.chance(0.5));
    const sole = e.signatoryTitle === 'Sole Member';
    const other = sole ? undefined : otherPerson(f, rng);
    const share = other ? rng.pick([51, 60, 70, 75, 80]) : 100;
    const managed = e.signatoryTitle === 'Manager' ? 'manager-managed' : 'member-managed';
    const withEin = e.ein && rng.chance(0.5);
    if (withEin) s.add('ein');
    const articles = [
      ['ARTICLE I — FORMATION', `The Company was formed as ${entityKind(e)} by filing Articles of Organization with the ${esc(e.stateOfFormation)} Secretary of State on ${esc(fmtDate(formed, 'long'))}.`],
      ['ARTICLE II — NAME', `The name of the Company is <b>${esc(e.name)}</b>.${withEin ? ` Its federal employer identification number is ${ein(e.ein as string)}.` : ''}`],
      ['ARTICLE III — PURPOSE', 'The Company may acquire, renovate, hold, lease, finance and sell real property and engage in any lawful activity.'],
      ['ARTICLE VI — MANAGEMENT', `The Company is ${managed}. ${esc(principal)} is designated ${esc(e.signatoryTitle)} and, acting alone, may execute deeds, notes, mortgages, deeds of trust and other instruments on behalf of the Company${other ? `; ${esc(other)} shall have no authority to bind the Company` : ''}.`],
      ['ARTICLE VII — BORROWING', 'The Company may borrow money and encumber Company property without the consent of any non-managing member.'],
    ];
    const schedule = kvTable([
      ['Member', 'Percentage Interest'],
      [esc(fullName(f.borrower, false)), `${share}%`],
      ...(other ? [[esc(other), `${100 - share}%`] as [string, string]] : []),
    ], { labelWidth: '60%' });
    const page = `<h2 class="center" style="font-size:13pt">OPERATING AGREEMENT<br>OF<br>${esc(e.name.toUpperCase())}</h2>
<p class="center small">(excerpt — pages ${rng.int(1, 2)}, ${rng.int(4, 6)} and Schedule A)</p>
${articles.map(([h, t]) => `<div class="art"><b>${h}</b>${t}</div>`).join('')}
<div class="art"><b>SCHEDULE A — MEMBERS</b>${schedule}</div>
<p style="margin-top:16px">IN WITNESS WHEREOF, the Members have executed this Agreement effective ${esc(legalDate(formed))}.</p>
<div style="display:flex;gap:40px;margin-top:8px"><div><span class="sig">${esc(fullName(f.borrower, false))}, ${esc(e.signatoryTitle)}</span></div>${other ? `<div><span class="sig">${esc(other)}, Member</span></div>` : ''}</div>`;
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Operating Agreement', pages: [page], css: ENTITY_CSS, font: 'serif', fontSize: '9.8pt' }), truth: truthOf(f, s.list()) };
  },
};

const SECRETARIES = ['Margaret L. Hollis', 'Daniel R. Okonkwo', 'Frances T. Albright', 'Stephen J. Vance'];

/** The state's certificate of good standing / existence: entity only, registered agent as a distractor. */
const goodStanding: Family = {
  id: 'ug-good-standing-certificate',
  description: 'Secretary of State certificate of good standing / existence: entity, formation date, registered agent',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const f = withEntity(facts, rng, ['LLC', 'Corporation', 'Partnership']);
    const e = f.entity;
    const s = new Stated().add('entity_name');
    const state = e.stateOfFormation;
    const formed = formationDate(f, rng);
    const agent = rng.chance(0.5) ? otherPerson(f, rng) : rng.pick(['Registered Agents Inc.', 'Northwest Registered Agent LLC', 'CT Corporation System', 'InCorp Services, Inc.']);
    const word = rng.pick(['GOOD STANDING', 'EXISTENCE', 'STATUS']);
    const docNo = `${e.type === 'LLC' ? 'L' : e.type === 'Corporation' ? 'P' : 'LP'}${rng.int(10000000, 99999999)}`;
    const page = `<div class="center" style="border:6px double #444;padding:28px 30px;min-height:8.6in">
<div style="font-size:11pt;letter-spacing:3px">STATE OF ${esc(state.toUpperCase())}</div><div class="small">OFFICE OF THE SECRETARY OF STATE</div>
<h2 style="margin:26px 0 18px;font-size:18pt;letter-spacing:2px">CERTIFICATE OF ${word}</h2>
<p style="text-align:justify">I, ${esc(rng.pick(SECRETARIES))}, Secretary of State of the State of ${esc(state)}, do hereby certify that the records of this office show that</p>
<p style="font-size:13pt;margin:14px 0"><b>${esc(rng.chance(0.5) ? e.name.toUpperCase() : e.name)}</b></p>
<p style="text-align:justify">${entityKind(e)}, document number ${docNo}, ${e.type === 'Corporation' ? 'was incorporated' : 'filed its certificate of formation'} on ${esc(fmtDate(formed, rng.pick(['long', 'us'])))}, has paid all fees and filed all reports due to this office, and its status is <b>ACTIVE / ${word === 'GOOD STANDING' ? 'IN GOOD STANDING' : 'IN EXISTENCE'}</b>.</p>
<p style="text-align:justify">The registered agent of record is ${esc(agent)}${agent.endsWith('.') ? '' : '.'}</p>
<p style="margin-top:30px">IN TESTIMONY WHEREOF, I have hereunto set my hand and affixed the Great Seal of the State on ${esc(fmtDate(f.documentDate, 'long'))}.</p>
<div style="margin-top:40px;display:flex;justify-content:space-between;align-items:flex-end"><div style="width:90px;height:90px;border-radius:50%;border:3px solid #777;font-size:7pt;display:flex;align-items:center;justify-content:center">GREAT SEAL</div><div><span class="scrawl">Secretary of State</span><br><span class="small">Authentication No. ${rng.int(1000000, 9999999)}</span></div></div></div>`;
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Certificate', pages: [page], font: 'serif', fontSize: '10.5pt' }), truth: truthOf(f, s.list()) };
  },
};

function resolutionBody(f: DealFacts & { entity: Entity }, rng: Rng, s: Stated): { title: string; intro: string; attest: string } {
  const e = f.entity;
  const amount = anyMoney(rng, f.loan.amount, ['dollars', 'words', 'cents']);
  const other = otherPerson(f, rng);
  const who = `${esc(fullName(f.borrower, rng.chance(0.4)))}, ${esc(e.signatoryTitle)}`;
  const loanClause = `to borrow from ${esc(f.lender.name)} (“Lender”) a loan in the principal amount of ${esc(amount)}, secured by a first-lien mortgage or deed of trust on ${esc(address(rng, f.property.address))}`;
  s.add('loan_amount', 'property_address');
  switch (e.type) {
    case 'LLC':
      return {
        title: rng.pick(['UNANIMOUS WRITTEN CONSENT OF THE MEMBERS', 'RESOLUTION OF MEMBERS AUTHORIZING LOAN']),
        intro: `The undersigned, being all of the members of ${esc(e.name)}, ${entityKind(e)} (the “Company”), consent to and adopt the following resolutions: RESOLVED, that the Company is authorized ${loanClause}; and FURTHER RESOLVED, that ${who} of the Company, is authorized acting alone to execute the note, security instrument, guaranty and all other loan documents.`,
        attest: `<span class="sig">${esc(fullName(f.borrower, false))}, ${esc(e.signatoryTitle)}</span>${e.signatoryTitle === 'Sole Member' ? '' : `&nbsp;&nbsp;&nbsp;<span class="sig">${esc(other)}, Member</span>`}`,
      };
    case 'Corporation':
      return {
        title: rng.pick(['CERTIFICATE OF CORPORATE RESOLUTION', 'SECRETARY’S CERTIFICATE — BOARD RESOLUTIONS']),
        intro: `I, ${esc(other)}, Secretary of ${esc(e.name)}, ${entityKind(e)} (the “Corporation”), certify that the Board of Directors duly adopted the following resolutions: RESOLVED, that the Corporation is authorized ${loanClause}; RESOLVED FURTHER, that ${who}, is authorized and directed to execute and deliver all documents required by Lender.`,
        attest: `<span class="sig">${esc(other)}, Secretary</span><br><br>Acknowledged: <span class="sig">${esc(fullName(f.borrower, false))}, ${esc(e.signatoryTitle)}</span>`,
      };
    case 'Partnership':
      return {
        title: rng.pick(['CONSENT OF PARTNERS', 'PARTNERSHIP RESOLUTION AND CONSENT']),
        intro: `The undersigned partners of ${esc(e.name)}, ${entityKind(e)} (the “Partnership”), hereby consent that the Partnership is authorized ${loanClause}, and that ${who}, may sign all loan documents on behalf of the Partnership. ${esc(other)}, a limited partner, joins in this consent but has no authority to bind the Partnership.`,
        attest: `<span class="sig">${esc(fullName(f.borrower, false))}, ${esc(e.signatoryTitle)}</span>&nbsp;&nbsp;&nbsp;<span class="sig">${esc(other)}, Limited Partner</span>`,
      };
    case 'Trust':
      return {
        title: 'TRUSTEE’S CERTIFICATE OF AUTHORITY TO BORROW',
        intro: `The undersigned, ${who} of ${esc(e.name)}${e.trustDate ? ` under agreement dated ${esc(fmtDate(e.trustDate, 'long'))}` : ''}, certifies that the trust is in full force, that the trustee has power under the trust instrument ${loanClause}, and that no other signature is required. ${esc(other)} is named successor trustee and is not now acting.`,
        attest: `<span class="sig">${esc(fullName(f.borrower, false))}, Trustee</span>`,
      };
  }
}

/** The entity's authority to borrow, in the paper its kind uses: members' consent, board resolution, partners' consent, trustee certificate. */
const resolution: Family = {
  id: 'ug-entity-authority-resolution',
  description: 'Entity authority to borrow: LLC members’ consent, corporate secretary’s certificate, partners’ consent or trustee certificate',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(facts, rng, ['LLC', 'Corporation', 'Partnership', 'Trust']);
    const s = new Stated().add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const { title, intro, attest } = resolutionBody(f, rng, s);
    const withEin = f.entity.ein && rng.chance(0.4);
    if (withEin) s.add('ein');
    const page = `<h3 class="center">${title}</h3><p class="center small">${esc(f.entity.name)}${withEin ? ` · EIN ${ein(f.entity.ein as string)}` : ''}</p>
<p style="text-align:justify;margin-top:14px">${intro}</p>
<p style="text-align:justify">This instrument may be relied upon by Lender, its successors and assigns, and by ${esc(f.title.name)} as closing agent, until written notice of revocation is received.</p>
<p>Dated: ${esc(fmtDate(f.documentDate, rng.pick(['long', 'us'])))}</p><div style="margin-top:10px">${attest}</div>${rng.chance(0.5) ? notary(rng, f.property.address.stateName) : ''}`;
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title, pages: [page], css: ENTITY_CSS, font: 'serif', fontSize: '10pt' }), truth: truthOf(f, s.list()) };
  },
};

/** A certification of trust under a state's trust code: trust name, date (not part of the name), trustee, powers. */
const trustCert: Family = {
  id: 'ug-trust-certification',
  description: 'Certification of trust: trust name and date, settlor, acting and successor trustees, power to borrow, TIN',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const f = withEntity(facts, rng, ['Trust']);
    const e = f.entity;
    const s = new Stated().add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const successor = otherPerson(f, rng);
    const trustee = fullName(f.borrower, rng.chance(0.5));
    const dated = e.trustDate ?? addDaysIso(f.documentDate, -2000);
    const items = [
      `The name of the trust is <b>${esc(e.name)}</b>, dated ${esc(fmtDate(dated, rng.pick(['long', 'us'])))} (the “Trust”).`,
      `The settlor(s) of the Trust: ${esc(trustee)}${f.coBorrower ? ` and ${esc(fullName(f.coBorrower, false))}` : ''}.`,
      `The currently acting trustee(s): <b>${esc(trustee)}</b>, Trustee. Successor trustee: ${esc(successor)}.`,
      `The Trust is ${e.name.includes('Irrevocable') ? 'irrevocable' : 'revocable'} and has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.`,
      'The trustee has the power under the Trust to acquire, sell, convey, encumber, refinance and borrow against real property of the Trust, and to execute promissory notes and deeds of trust.',
      e.ein ? `The Trust’s taxpayer identification number is ${ein(e.ein)}.` : 'The Trust uses the settlor’s social security number as its taxpayer identification number (not stated here).',
      `Title to trust assets shall be taken as: ${esc(trustee)}, Trustee of ${esc(e.name)}.`,
    ];
    if (e.ein) s.add('ein');
    const statute = rng.pick(['California Probate Code § 18100.5', 'Texas Property Code § 114.086', 'Fla. Stat. § 736.1017', 'the Uniform Trust Code § 1013']);
    const page = `<h3 class="center">CERTIFICATION OF TRUST</h3><p class="center small">(${statute})</p>
<p style="margin-top:12px">The undersigned trustee certifies as follows:</p><ol>${items.map((i) => `<li style="margin-bottom:5px;text-align:justify">${i}</li>`).join('')}</ol>
<p>Executed ${esc(legalDate(f.documentDate))}.</p><p style="margin-top:6px"><span class="sig">${esc(fullName(f.borrower, false))}, Trustee</span></p>${notary(rng, f.property.address.stateName)}`;
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Certification of Trust', pages: [page], css: ENTITY_CSS, font: rng.pick(['serif', 'sans']), fontSize: '10pt' }), truth: truthOf(f, s.list()) };
  },
};

/** The IRS notice assigning an EIN: capitals, a care-of line, the number in a box. */
const einNotice: Family = {
  id: 'ug-ein-assignment-notice',
  description: 'IRS EIN assignment notice (CP 575 style): entity name in capitals, care-of line, EIN, form and filing notes',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const f = withEntity(facts, rng, ['LLC', 'Corporation', 'Partnership']);
    const e = f.entity;
    const s = new Stated().add('entity_name', 'ein');
    const careOf = rng.chance(0.6);
    if (careOf) s.add('borrower_first_name', 'borrower_last_name');
    const b = f.borrower;
    const issued = addDaysIso(f.documentDate, -rng.int(60, 2000));
    const a = f.property.address;
    const form = e.type === 'Corporation' ? 'Form 1120' : 'Form 1065';
    const entityEin = e.ein ?? '';
    const page = `<div style="display:flex;justify-content:space-between"><div class="small">Department of the Treasury<br>Internal Revenue Service<br>Cincinnati OH 45999-0023</div><div class="small right">Date of this notice: ${esc(fmtDate(issued, 'us'))}<br><br>Employer Identification Number:<br><b style="font-size:11pt">${ein(entityEin)}</b><br>Form: SS-4<br>Number of this notice: CP 575 ${e.type === 'Corporation' ? 'A' : 'B'}</div></div>
<div style="margin-top:22px;font-family:'DejaVu Sans Mono';font-size:9.5pt">${esc(e.name.toUpperCase())}<br>${careOf ? `% ${esc(`${b.first} ${b.last}`.toUpperCase())} ${rng.pick(['MBR', 'MGR', 'PRES', 'GP'])}<br>` : ''}PO BOX ${rng.int(100, 9999)}<br>${esc(a.city.toUpperCase())} ${a.state} ${a.zip}</div>
<h3 style="margin:22px 0 8px">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h3>
<p style="text-align:justify">Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${ein(entityEin)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p style="text-align:justify">When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above. Any variation may cause a delay in processing.</p>
<p style="text-align:justify">Based on the information received from you or your representative, you must file the following form(s) by the date(s) shown: ${form} — 03/15/${Number(issued.slice(0, 4)) + 1}.</p>
<p style="text-align:justify">${e.type === 'LLC' ? 'If you are a multi-member limited liability company you are classified as a partnership for federal tax purposes unless you elect otherwise on Form 8832.' : 'If you have questions about the forms or the due dates shown, you can call us at the phone number shown at the top of this notice.'}</p>
<p class="small" style="margin-top:20px">Keep this part for your records. CP 575 (Rev. 7-2007)</p>`;
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'CP 575', pages: [page], font: 'sans', fontSize: '9.5pt' }), truth: truthOf(f, s.list()) };
  },
};

export const entityFamilies: Family[] = [operating, goodStanding, resolution, trustCert, einNotice];
