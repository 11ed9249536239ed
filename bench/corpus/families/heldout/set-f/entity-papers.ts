// Entity paperwork as attorneys, secretaries of state, the IRS and company secretaries write it: a certification
// of trust (the borrower is the trust, titled in the "<person>, Trustee of <trust>" form), a corporate incumbency
// certificate, a certificate of limited partnership with a partners' consent, an LLC members' written consent
// ("RESOLVED FURTHER" is a clause, not a signer) and articles of organization with the IRS EIN notice.
// Each family borrows a deal of its own entity kind when the deal's borrower is not one.
import { makeEntity, makePerson } from '../../../facts';
import { documentHtml } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, EntityType, Family, FamilyOutput, Person, Rng, TruthField } from '../../../types';
import {
  addressLine, addressLines, date, einText, entityDescription, fullName, h, legalAmount, money, plainName, trustWithDate, words,
} from './kit';

const SCANNABLE = ['pdf_text', 'pdf_scanned', 'image'] as const;

/** The deal with a borrowing entity of `type` (the deal's own when it already is one). */
function withEntity(facts: DealFacts, rng: Rng, type: EntityType): DealFacts & { entity: NonNullable<DealFacts['entity']> } {
  const entity = facts.entity?.type === type
    ? facts.entity
    : makeEntity(rng, facts.borrower, facts.property.address.state, Number(facts.documentDate.slice(0, 4)), type);
  return { ...facts, entity };
}

function others(rng: Rng, facts: DealFacts, n: number): Person[] {
  return Array.from({ length: n }, () => makePerson(rng, { state: facts.property.address.state }));
}

/** The principal's own mailing address: in the property's city, never the property. */
function mailingAddress(rng: Rng, facts: DealFacts): [string, string] {
  const a = facts.property.address;
  return [`${rng.int(100, 9999)} ${rng.pick(['Oakview', 'Lindell', 'Prairie', 'Kingsway', 'Birch', 'Ashford'])} ${rng.pick(['Dr', 'Ave', 'Ct', 'Ln'])}`, `${a.city}, ${a.state} ${a.zip}`];
}

const SIGNER: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'];

function notary(rng: Rng, facts: DealFacts, signer: string): string {
  const n = makePerson(rng);
  return `<div class="notary"><p class="small"><b>STATE OF ${h(facts.property.address.stateName.toUpperCase())} )<br>COUNTY OF ${h(rng.pick(['Franklin', 'Cook', 'Harris', 'Fulton', 'Maricopa', 'Wayne', 'King', 'Orange']).toUpperCase())} ) ss.</b></p>
<p class="small">On ${date(rng, facts.documentDate, ['long'])}, before me, ${h(plainName(n))}, Notary Public, personally appeared ${h(signer)}, proved to me on the basis of satisfactory evidence to be the person whose name is subscribed to the within instrument.</p>
<p class="small">${h(plainName(n))}, Notary Public · My commission expires ${date(rng, `${Number(facts.documentDate.slice(0, 4)) + rng.int(1, 4)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, ['usPad'])}</p></div>`;
}

const NOTARY_CSS = '.notary { border: 1px solid #999; padding: 6px 10px; margin-top: 16px; width: 80%; }';

// -------------------------------------------------------------------------------------------------------------
// 13. Certification of trust

const trustCertification: Family = {
  id: 'f-certification-of-trust',
  description: 'Certification of trust under the state trust code: numbered statements (name and date of the trust, settlors, trustees, powers, TIN), title held as "<trustee>, Trustee of <trust> dated …", a co-trustee who does not sign, notary block',
  formats: SCANNABLE,
  make(base, rng): FamilyOutput {
    const facts = withEntity(base, rng, 'Trust');
    const { entity, borrower } = facts;
    const coTrustee = rng.chance(0.5) ? makePerson(rng, { last: borrower.last }) : undefined;
    const settlors = coTrustee ? `${fullName(rng, borrower)} and ${fullName(rng, coTrustee)}` : fullName(rng, borrower);
    const revocable = !/Irrevocable/.test(entity.name);
    const mentionsLoan = rng.chance(0.5);
    const statements = [
      `The trust ${rng.pick(['exists and was executed on', 'was established on', 'is in full force and was signed on'])} ${date(rng, entity.trustDate ?? facts.documentDate, ['long', 'legal'])}, and is known as <b>${h(entity.name)}</b> (the "Trust").`,
      `The settlor${coTrustee ? 's' : ''} of the Trust ${coTrustee ? 'are' : 'is'} ${h(settlors)}.`,
      `The ${coTrustee ? 'currently acting trustees are' : 'currently acting trustee is'} ${h(fullName(rng, borrower))}${coTrustee ? ` and ${h(fullName(rng, coTrustee))}` : ''}, whose address is ${h(mailingAddress(rng, facts).join(', '))}.`,
      `The trustee${coTrustee ? 's have' : ' has'} the power under the Trust to acquire, sell, convey, encumber, mortgage and borrow against real property${coTrustee ? `; either trustee acting alone may sign loan documents, and ${h(plainName(borrower))} will sign for the Trust` : ''}.`,
      `The Trust is ${revocable ? 'revocable' : 'irrevocable'}${revocable ? ` and the power to revoke is held by the settlor${coTrustee ? 's' : ''}` : ''}.`,
      entity.ein ? `The taxpayer identification number of the Trust is ${einText(entity.ein)}.` : 'The Trust reports under the social security number of the settlor; no separate TIN has been issued.',
      `Title to trust assets shall be taken as: "${h(fullName(rng, borrower, { middle: false }))}, Trustee of ${h(trustWithDate(rng, entity))}".`,
      ...(mentionsLoan ? [`This certification is delivered to ${h(facts.lender.name)} in connection with a loan to the Trust secured by ${h(addressLine(rng, facts.property.address))}.`] : []),
      'The Trust has not been revoked, modified or amended in any manner that would cause the representations herein to be incorrect.',
    ];
    const page = `<h2 class="center" style="font-size:14pt;margin-bottom:4px">${rng.pick(['CERTIFICATION OF TRUST', 'CERTIFICATE OF TRUST', 'ABSTRACT OF TRUST'])}</h2>
<p class="center small">(${rng.pick(['Probate Code § 18100.5', 'pursuant to the Uniform Trust Code § 1013', 'Trust Code Section 114.086'])})</p>
<p>The undersigned, being ${coTrustee ? 'one of the currently acting trustees' : 'the currently acting trustee'} of the trust described below, certifies as follows:</p>
<ol>${statements.map((s) => `<li>${s}</li>`).join('')}</ol>
<p>Dated: ${date(rng, facts.documentDate)}</p>
<div class="sig">${h(fullName(rng, borrower))}, ${entity.signatoryTitle}</div>
${notary(rng, facts, plainName(borrower))}`;
    const fields: TruthField[] = [...SIGNER, 'ein', ...(mentionsLoan ? ['property_address'] as const : [])];
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Certification of Trust', pages: [page], css: `${NOTARY_CSS} ol li { margin-bottom: 5px; }`, font: 'serif', fontSize: '10pt' }), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 14. Incumbency certificate

const incumbency: Family = {
  id: 'f-incumbency-certificate',
  description: "Corporate secretary's incumbency certificate: officers table with titles and specimen signatures, the secretary certifying (and signing) is not the borrower's signatory; only one officer is authorized for the loan",
  formats: SCANNABLE,
  make(base, rng): FamilyOutput {
    const facts = withEntity(base, rng, 'Corporation');
    const { entity, borrower, loan } = facts;
    const [secretary, treasurer] = others(rng, facts, 2) as [Person, Person];
    const officers: [Person, string][] = rng.shuffle([[borrower, entity.signatoryTitle], [secretary, 'Secretary'], [treasurer, rng.pick(['Treasurer', 'Chief Financial Officer'])]]);
    const showLoan = rng.chance(0.6);
    const page = `<h2 class="center" style="font-size:14pt">${rng.pick(['INCUMBENCY CERTIFICATE', 'CERTIFICATE OF INCUMBENCY', "SECRETARY'S CERTIFICATE OF INCUMBENCY"])}</h2>
<p class="center"><b>${h(entity.name)}</b><br>${h(entityDescription(entity).replace(/^a /, 'A ').replace(/^an /, 'An '))}${entity.ein ? ` · FEIN ${einText(entity.ein)}` : ''}</p>
<p>I, ${h(fullName(rng, secretary))}, hereby certify that I am the duly elected and acting Secretary of ${h(entity.name)} (the "Corporation"), and that the persons named below are, on the date hereof, duly elected, qualified and acting officers of the Corporation holding the offices set forth opposite their names, and that the signatures set forth opposite their names are their genuine signatures:</p>
<table class="grid"><tr><th>Name</th><th>Office</th><th>Specimen Signature</th></tr>
${officers.map(([p, t]) => `<tr><td>${h(fullName(rng, p))}</td><td>${h(t)}</td><td><span class="scrawl" style="font-size:12pt">${h(p.first)} ${h(p.last)}</span></td></tr>`).join('')}</table>
<p style="margin-top:10px">I further certify that ${h(fullName(rng, borrower, { middle: false }))}, as ${h(entity.signatoryTitle)}, is authorized by resolution of the Board of Directors ${showLoan ? `to execute and deliver, on behalf of the Corporation, the promissory note, ${rng.pick(['mortgage', 'deed of trust'])} and other documents evidencing a loan from ${h(facts.lender.name)} in the amount of ${money(rng, loan.amount)} secured by ${h(addressLine(rng, facts.property.address))}` : 'to execute loan documents and instruments of conveyance on behalf of the Corporation'}, and that such authority has not been revoked.</p>
<p>IN WITNESS WHEREOF, I have hereunto set my hand as of ${date(rng, facts.documentDate, ['long', 'legal'])}.</p>
<div class="sig">${h(fullName(rng, secretary))}, Secretary</div>
<p class="small" style="margin-top:18px">The undersigned ${h(entity.signatoryTitle)} confirms that ${h(plainName(secretary))} is the duly elected Secretary of the Corporation.</p>
<div class="sig">${h(fullName(rng, borrower))}, ${h(entity.signatoryTitle)}</div>`;
    const fields: TruthField[] = [...SIGNER, 'ein', ...(showLoan ? ['loan_amount', 'property_address'] as const : [])];
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Incumbency', pages: [page], font: 'serif', fontSize: '10pt' }), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 15. Certificate of limited partnership + consent of partners

const lpCertificate: Family = {
  id: 'f-lp-certificate-and-consent',
  description: 'Certificate of limited partnership as filed (registered agent and office, general partner) followed by a consent of all partners to the loan, signed by the general partner and several limited partners with their interests',
  formats: ['pdf_text', 'pdf_scanned'],
  make(base, rng): FamilyOutput {
    // The certificate names the general partner as such, so that is the signer's title throughout.
    const partnership = withEntity(base, rng, 'Partnership');
    const facts = { ...partnership, entity: { ...partnership.entity, signatoryTitle: 'General Partner' } };
    const { entity, borrower, loan, property } = facts;
    const limited = others(rng, facts, rng.int(2, 4));
    const agent = rng.pick(['Registered Agents Inc.', 'Corporation Service Company', 'Northwest Registered Agent LLC', `${plainName(makePerson(rng))}, Esq.`]);
    const [a1, a2] = addressLines(rng, facts.title.address);
    const filed = date(rng, `${Number(facts.documentDate.slice(0, 4)) - rng.int(1, 6)}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, ['usPad', 'long']);
    const gpShare = rng.pick([1, 2, 5, 10]);
    const shares = limited.map(() => 0);
    let left = 100 - gpShare;
    limited.forEach((_, i) => { shares[i] = i === limited.length - 1 ? left : Math.floor(left / (limited.length - i)); left -= shares[i] as number; });
    const page1 = `<div class="small right">FILED · Secretary of State · ${h(entity.stateOfFormation)} · ${filed}</div>
<h2 class="center" style="font-size:14pt;margin:10px 0">CERTIFICATE OF LIMITED PARTNERSHIP</h2>
<ol><li><b>Name.</b> The name of the limited partnership is <b>${h(entity.name)}</b>.</li>
<li><b>Registered Office and Agent.</b> ${h(agent)}, ${h(a1)}, ${h(a2)}.</li>
<li><b>General Partner.</b> The name and business address of the general partner is: ${h(fullName(rng, borrower))}, ${h(mailingAddress(rng, facts).join(', '))}.</li>
<li><b>Purpose.</b> To acquire, own, finance, operate and sell real property.</li>
${entity.ein ? `<li><b>Federal Employer Identification No.</b> ${einText(entity.ein)} (for information only).</li>` : ''}</ol>
<p>Executed by the general partner on ${filed}.</p><div class="sig">${h(fullName(rng, borrower))}, General Partner</div>`;
    const page2 = `<h2 class="center" style="font-size:13pt;margin-bottom:8px">${rng.pick(['WRITTEN CONSENT OF THE PARTNERS', 'CONSENT OF ALL PARTNERS TO FINANCING', 'UNANIMOUS CONSENT OF GENERAL AND LIMITED PARTNERS'])}</h2>
<p>The undersigned, being the general partner and all of the limited partners of ${h(entity.name)}, ${entityDescription(entity)} (the "Partnership"), consent to the following:</p>
<p>1. The Partnership shall borrow ${legalAmount(rng, loan.amount)} from ${h(facts.lender.name)}, to be secured by a first lien on ${h(addressLine(rng, property.address))}.</p>
<p>2. ${h(fullName(rng, borrower, { middle: false }))}, as ${h(entity.signatoryTitle)}, is authorized to sign the note, security instrument and all related documents for the Partnership. No limited partner has authority to bind the Partnership.</p>
<p>3. The ${h(entity.signatoryTitle)} may personally guarantee the loan.</p>
<table class="grid" style="margin-top:10px"><tr><th>Partner</th><th>Class</th><th>Interest</th><th>Signature</th></tr>
<tr><td>${h(fullName(rng, borrower))}</td><td>${h(entity.signatoryTitle)}</td><td>${gpShare}%</td><td class="scrawl" style="font-size:12pt">${h(plainName(borrower))}</td></tr>
${limited.map((p, i) => `<tr><td>${h(fullName(rng, p))}</td><td>Limited Partner</td><td>${shares[i]}%</td><td class="scrawl" style="font-size:12pt">${h(plainName(p))}</td></tr>`).join('')}</table>
<p style="margin-top:8px">Dated ${date(rng, facts.documentDate)}.</p>`;
    const fields: TruthField[] = [...SIGNER, 'ein', 'loan_amount', 'property_address'];
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'LP', pages: [page1, page2], font: 'serif', fontSize: '10pt', page: { pageNumbers: true } }), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 16. LLC members' written consent

const llcConsent: Family = {
  id: 'f-llc-members-written-consent',
  description: "LLC members' action by unanimous written consent: WHEREAS recitals, RESOLVED and RESOLVED FURTHER clauses naming the lender, amount, property and the authorized member; every member signs with a percentage",
  formats: SCANNABLE,
  make(base, rng): FamilyOutput {
    const facts = withEntity(base, rng, 'LLC');
    const { entity, borrower, loan, property } = facts;
    const members = [borrower, ...others(rng, facts, rng.int(1, 2))];
    const split = members.length === 2 ? [rng.pick([50, 60, 51, 75]), 0] : [rng.pick([40, 50, 34]), rng.pick([30, 25, 33]), 0];
    split[split.length - 1] = 100 - split.slice(0, -1).reduce((a, b) => a + b, 0);
    const statesTerms = rng.chance(0.5);
    const caps = rng.chance(0.5);
    const R = (word: string) => (caps ? `<b>${word.toUpperCase()}</b>` : `<b>${word}</b>`);
    const page = `<h2 class="center" style="font-size:12.5pt">${rng.pick(['ACTION BY UNANIMOUS WRITTEN CONSENT OF THE MEMBERS', 'WRITTEN CONSENT OF MEMBERS IN LIEU OF MEETING', 'RESOLUTIONS OF THE MEMBERS'])}<br>OF<br>${h(entity.name.toUpperCase())}</h2>
<p style="margin-top:10px">The undersigned, constituting all of the members of ${h(entity.name)}, ${entityDescription(entity)} (the "Company"), acting without a meeting pursuant to the Company's operating agreement, hereby adopt the following resolutions effective ${date(rng, facts.documentDate, ['long', 'legal'])}:</p>
<p>${R('Whereas')}, the Company desires to obtain a loan from ${h(facts.lender.name)} ("Lender") in the principal amount of ${money(rng, loan.amount)} (the "Loan")${statesTerms ? `, bearing interest at ${loan.rate}% per annum for a term of ${words(loan.termMonths).toLowerCase()} (${loan.termMonths}) months` : ''}; and</p>
<p>${R('Whereas')}, the Loan will be secured by the real property located at ${h(addressLine(rng, property.address))} (the "Property");</p>
<p>${R('Now, therefore, be it resolved')}, that the Company is authorized to borrow the Loan and to grant Lender a first-priority lien on the Property;</p>
<p>${R('Resolved further')}, that ${h(fullName(rng, borrower, { middle: false }))}, the ${h(entity.signatoryTitle)} of the Company, acting alone, is authorized and directed to execute and deliver the promissory note, security instrument, guaranty and all other documents required by Lender;</p>
<p>${R('Resolved further')}, that all actions previously taken by any member in connection with the Loan are ratified and confirmed.</p>
<table class="grid" style="margin-top:12px"><tr><th>Member</th><th>Percentage Interest</th><th>Signature</th></tr>
${members.map((m, i) => `<tr><td>${h(fullName(rng, m))}${i === 0 ? `, ${h(entity.signatoryTitle)}` : ''}</td><td>${split[i]}%</td><td class="scrawl" style="font-size:12pt">${h(plainName(m))}</td></tr>`).join('')}</table>`;
    const fields: TruthField[] = [...SIGNER, 'loan_amount', 'property_address', ...(statesTerms ? ['interest_rate', 'loan_term'] as const : [])];
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Consent', pages: [page], font: 'serif', fontSize: '10pt', css: 'p { text-align: justify; }' }), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 17. Articles of organization + IRS EIN notice

const articlesAndEin: Family = {
  id: 'f-articles-with-irs-ein-notice',
  description: "Filed articles of organization (or incorporation) with registered agent and organizer, then the IRS EIN assignment notice addressed in capitals to the entity care of its responsible party",
  formats: ['pdf_text', 'pdf_scanned'],
  make(base, rng): FamilyOutput {
    const facts = withEntity(base, rng, rng.chance(0.7) ? 'LLC' : 'Corporation');
    const { entity, borrower } = facts;
    const ein = entity.ein ?? '';
    const llc = entity.type === 'LLC';
    const organizer = rng.chance(0.5) ? makePerson(rng) : undefined;
    const agent = rng.pick(['Registered Agents Inc.', 'InCorp Services, Inc.', 'Corporation Service Company']);
    const [ra1, ra2] = addressLines(rng, facts.title.address);
    const [m1, m2] = mailingAddress(rng, facts);
    const year = Number(facts.documentDate.slice(0, 4)) - rng.int(0, 5);
    const filed = `${year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`;
    const page1 = `<div style="border:2px solid #000;padding:8px 12px"><div class="small">State of ${h(entity.stateOfFormation)} · Division of Corporations · Document No. ${llc ? 'L' : 'P'}${rng.int(10000000, 99999999)}</div>
<h2 class="center" style="font-size:14pt;margin:8px 0">${llc ? 'ARTICLES OF ORGANIZATION' : 'ARTICLES OF INCORPORATION'}</h2>
<p class="center small">FILED ${date(rng, filed, ['usPad'])} — EFFECTIVE UPON FILING</p></div>
<p style="margin-top:12px"><b>Article I – Name.</b> The name of the ${llc ? 'limited liability company' : 'corporation'} is ${h(entity.name)}.</p>
<p><b>Article II – Principal Office.</b> ${h(m1)}, ${h(m2)}.</p>
<p><b>Article III – Registered Agent.</b> ${h(agent)}, ${h(ra1)}, ${h(ra2)}.</p>
<p><b>Article IV – ${llc ? 'Management' : 'Shares'}.</b> ${llc ? `The company is ${entity.signatoryTitle === 'Manager' ? 'manager-managed' : 'member-managed'}. Name of ${h(entity.signatoryTitle.toLowerCase())}: ${h(fullName(rng, borrower))}.` : `The corporation is authorized to issue ${rng.pick(['1,000', '10,000', '1,500'])} shares of common stock. Initial ${h(entity.signatoryTitle)}: ${h(fullName(rng, borrower))}.`}</p>
<p><b>Article V – ${llc ? 'Organizer' : 'Incorporator'}.</b> ${h(organizer ? `${plainName(organizer)}, ${rng.pick(['Attorney at Law', 'paralegal, on behalf of the filer'])}` : plainName(borrower))}.</p>
<div class="sig">${h(organizer ? plainName(organizer) : plainName(borrower))}, ${llc ? 'Organizer' : 'Incorporator'}</div>`;
    const page2 = `<div style="display:flex;justify-content:space-between"><div><b>Department of the Treasury</b><br>Internal Revenue Service<br>Cincinnati OH 45999-0023</div><div class="right">Date of this notice: ${date(rng, filed, ['usPad'])}<br>Employer Identification Number:<br><b>${einText(ein)}</b><br>Form: SS-4<br>Number of this notice: CP 575 ${llc ? 'G' : 'A'}</div></div>
<p style="margin-top:16px;font-family:'DejaVu Sans Mono',monospace">${h(entity.name.toUpperCase())}<br>${h(`${borrower.first} ${borrower.last}`.toUpperCase())} ${h(llc ? (entity.signatoryTitle === 'Sole Member' ? 'SOLE MBR' : 'MBR') : 'PRES')}<br>${h(m1.toUpperCase())}<br>${h(m2.toUpperCase())}</p>
<h3 style="margin:14px 0 6px">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h3>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${einText(ein)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>
<p class="small">Keep this part for your records. CP 575 (Rev. 7-2007)</p>`;
    const fields: TruthField[] = ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'];
    return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Articles', pages: [page1, page2], font: rng.pick(['serif', 'sans'] as const), fontSize: '10pt' }), truth: truthOf({ ...facts, entity: { ...entity, ein } }, fields) };
  },
};

export const families: Family[] = [trustCertification, incumbency, lpCertificate, llcConsent, articlesAndEin];
