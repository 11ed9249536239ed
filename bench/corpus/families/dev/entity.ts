// Entity paperwork in a loan file, written by attorneys, corporate secretaries, the state and the IRS: a
// certification of trust, an LLC members' written consent, a certificate of incumbency, a certificate of limited
// partnership and an EIN assignment notice.
import type { DealFacts, Family, Person, Rng } from '../../types';
import { makeAddress } from '../../facts';
import { documentHtml, esc } from '../../style';
import {
  date, ein, fullName, loanTypeWords, money, moneyLegal, pickAddress, pickDate, pickRate, pickTerm, streetLine,
  trustWithDate, upper,
} from './format';
import { borrowerHome, daysBefore, item, otherPerson, present, truthOfItems, when, withEntity, withSignatoryTitle } from './common';

function notary(rng: Rng, facts: DealFacts, signer: Person, when: string): string {
  const n = otherPerson(rng, facts);
  const a = facts.property.address;
  return `<div class="notary"><b>ACKNOWLEDGMENT</b><br>State of ${esc(a.stateName)} )<br>County of ${rng.pick(['Franklin', 'Orange', 'Jefferson', 'Madison', 'Washington', 'Lake'])} ) ss.<br>
On ${date(when, 'long')}, before me, ${esc(fullName(n, false))}, a Notary Public, personally appeared ${esc(fullName(signer, false))}, who proved to me on the basis of satisfactory evidence to be the person whose name is subscribed to the within instrument and acknowledged that he/she executed the same in his/her authorized capacity.
<div style="display:flex;justify-content:space-between;margin-top:14px"><span class="sig" style="margin-top:6px">Notary Public</span><span class="seal">NOTARY SEAL<br>${esc(upper(fullName(n, false)))}<br>Comm. Exp. ${date(`${Number(when.slice(0, 4)) + rng.int(1, 4)}-${String(rng.int(1, 12)).padStart(2, '0')}-15`, 'us')}</span></div></div>`;
}

const ENTITY_CSS = `.notary{border:1px solid #777;padding:6px 8px;margin-top:12px;font-size:8pt}
.seal{border:2px solid #555;border-radius:50%;width:118px;height:118px;display:flex;align-items:center;justify-content:center;text-align:center;font-size:6.5pt;transform:rotate(-8deg);color:#444}
.stamp{border:2px solid #2a4d8f;color:#2a4d8f;padding:6px 10px;font:bold 8pt 'DejaVu Sans';text-align:center;transform:rotate(-2deg)}
h1{font-size:14pt;text-align:center;letter-spacing:1px} .sub{text-align:center;font-size:9pt;margin-bottom:12px}`;

// ---------------------------------------------------------------------------------------------------------------

export const certificationOfTrust: Family = {
  id: 'certification-of-trust',
  description: 'Certification of trust by the trustee (trust name with its "dated" clause, settlors, successor trustee, powers, TIN) with notary',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts0, rng) {
    const facts = withEntity(facts0, rng, ['Trust']);
    const trust = facts.entity;
    if (!trust) throw new Error('trust expected');
    const { borrower, property } = facts;
    const spouse = rng.chance(0.4) ? otherPerson(rng, facts, true) : undefined;
    const successor = otherPerson(rng, facts, rng.chance(0.5));
    const home = borrowerHome(rng, facts);
    const statute = rng.pick([
      `(${trust.stateOfFormation === 'California' ? 'California Probate Code § 18100.5' : `${trust.stateOfFormation} Uniform Trust Code § ${rng.int(10, 99)}-${rng.int(1, 9)}${rng.int(10, 99)}`})`,
      '(Pursuant to the Uniform Trust Code)',
      '',
    ]);
    const statesAddress = rng.chance(0.5);
    const statements = present([
      item('', `The name of the trust is <b>${esc(trustWithDate(rng, trust))}</b> (the &ldquo;Trust&rdquo;)${trust.trustDate ? `, executed on ${date(trust.trustDate, 'long')}` : ''}.`, 'entity_name'),
      item('', `The settlor${spouse ? 's' : ''} (trustor${spouse ? 's' : ''}) of the Trust ${spouse ? 'are' : 'is'} ${esc(fullName(borrower, false))}${spouse ? ` and ${esc(fullName(spouse, false))}` : ''}.`),
      item('', `The currently acting sole trustee of the Trust is ${esc(fullName(borrower, rng.chance(0.5)))}, whose address is ${esc(streetLine(home))}, ${esc(home.city)}, ${home.state} ${home.zip}.`, 'borrower_first_name', 'borrower_last_name'),
      item('', `Upon the death, resignation or incapacity of the trustee, ${esc(fullName(successor, false))} shall serve as successor trustee.`),
      item('', `The trustee has full power under the Trust to acquire, sell, convey, encumber, lease and borrow against real property${statesAddress ? `, including the real property commonly known as ${pickAddress(rng, property.address, ['short', 'long'])}` : ''}, and to execute promissory notes, deeds of trust and mortgages on behalf of the Trust.`, ...(statesAddress ? ['property_address' as const] : [])),
      item('', `The Trust is ${trust.name.includes('Irrevocable') ? 'irrevocable' : `revocable, and the power to revoke it is held by ${esc(fullName(borrower, false))}${spouse ? ` and ${esc(fullName(spouse, false))}` : ''}`}.`),
      item('', trust.ein ? `The taxpayer identification number of the Trust is ${ein(trust.ein)}.` : 'The Trust uses the social security number of the settlor as its taxpayer identification number.', 'ein'),
      item('', `Title to Trust assets shall be taken in the name of &ldquo;${esc(fullName(borrower, false))}, Trustee of the ${esc(trustWithDate(rng, trust).replace(/^The /, ''))}&rdquo;.`),
      item('', 'The Trust has not been revoked, modified or amended in any manner that would cause the representations in this certification to be incorrect.'),
    ]);
    const signed = daysBefore(facts.documentDate, rng.int(0, 5));
    const html = `<h1>${rng.pick(['CERTIFICATION OF TRUST', 'CERTIFICATE OF TRUST', 'TRUST CERTIFICATION'])}</h1><div class="sub">${statute}</div>
<p>The undersigned, being first duly sworn, certifies as follows:</p>
<ol style="padding-left:20px">${statements.map((s) => `<li style="margin-bottom:4px">${s.value}</li>`).join('')}</ol>
<p>I declare under penalty of perjury that the foregoing is true and correct.</p>
<table style="width:100%"><tr><td style="width:55%"><div class="sig"><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></div><div>${esc(fullName(borrower, false))}, Trustee</div></td><td>Dated: ${pickDate(rng, signed, ['long', 'us'])}</td></tr></table>
${notary(rng, facts, borrower, signed)}`;
    return {
      kind: 'html',
      documentType: 'Entity Document',
      html: documentHtml({ title: 'Certification of Trust', pages: [html], font: 'serif', fontSize: '9.5pt', css: ENTITY_CSS, page: { margin: '0.6in 0.8in 0.6in 0.8in' } }),
      truth: truthOfItems(facts, statements, ['authorized_signatory_name', 'authorized_signatory_title']),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const llcMembersConsent: Family = {
  id: 'llc-members-written-consent',
  description: 'Written consent of the members of an LLC authorizing a loan: WHEREAS / RESOLVED / RESOLVED FURTHER, member table with percentages',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts0, rng) {
    const facts = withEntity(facts0, rng, ['LLC']);
    const llc = facts.entity;
    if (!llc) throw new Error('LLC expected');
    const { borrower, property, loan, lender } = facts;
    const sole = llc.signatoryTitle === 'Sole Member';
    const others = sole ? [] : Array.from({ length: rng.int(1, 2) }, () => otherPerson(rng, facts, rng.chance(0.3)));
    const mine = sole ? 100 : rng.pick([51, 60, 50, 75, 66.67, 80]);
    const shares = others.length === 2 ? [Math.round((100 - mine) / 2 * 100) / 100, Math.round((100 - mine - Math.round((100 - mine) / 2 * 100) / 100) * 100) / 100] : [100 - mine];
    const effective = daysBefore(facts.documentDate, rng.int(0, 6));
    const numbered = rng.chance(0.5);
    const paras = present([
      item('', `WHEREAS, the Company desires to obtain a ${rng.chance(0.5) ? `${esc(loanTypeWords(rng, loan.type).toLowerCase())} ` : ''}loan from ${esc(lender.name)} (&ldquo;Lender&rdquo;) in the original principal amount of ${rng.chance(0.6) ? moneyLegal(rng, loan.amount) : money(loan.amount, 'cents')} (the &ldquo;Loan&rdquo;)${numbered ? `, Lender loan number ${loan.loanNumber}` : ''};`, 'loan_amount', ...(numbered ? ['loan_number' as const] : [])),
      item('', `WHEREAS, the Loan is to be secured by a first-priority ${rng.pick(['deed of trust', 'mortgage', 'security deed'])} on the real property commonly known as ${pickAddress(rng, property.address, ['long', 'short', 'longState'])} (the &ldquo;Property&rdquo;);`, 'property_address'),
      when(rng.chance(0.5), () => item('', `WHEREAS, the Loan shall bear interest at ${pickRate(rng, loan.rate, ['fixed2', 'words', 'plain'])} per annum and shall mature ${pickTerm(rng, loan.termMonths, ['legal', 'months'])} after its funding;`, 'interest_rate', 'loan_term')),
      item('', `NOW, THEREFORE, BE IT RESOLVED, that the Company is hereby authorized to borrow the Loan from Lender and to grant Lender a security interest in the Property and all rents and proceeds thereof;`),
      item('', `RESOLVED FURTHER, that ${esc(fullName(borrower, rng.chance(0.4)))}, as ${esc(llc.signatoryTitle)} of the Company (the &ldquo;Authorized Signatory&rdquo;), acting alone, is hereby authorized and directed to negotiate, execute and deliver, in the name and on behalf of the Company, the promissory note, ${rng.pick(['deed of trust', 'mortgage'])}, loan agreement, and all other instruments required by Lender;`, 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'),
      item('', `RESOLVED FURTHER, that Lender may rely on these resolutions until it receives written notice of their revocation;`),
      item('', 'RESOLVED FURTHER, that any and all actions heretofore taken by the Authorized Signatory in connection with the Loan are hereby ratified, confirmed and approved in all respects.'),
    ]);
    const showEin = llc.ein !== undefined && rng.chance(0.5);
    const all = [borrower, ...others];
    const table = `<table class="grid" style="margin-top:10px"><tr><th>Member</th><th>Percentage Interest</th><th style="width:38%">Signature</th></tr>
${all.map((m, i) => `<tr><td>${esc(fullName(m, false))}</td><td>${String(i === 0 ? mine : shares[i - 1])}%</td><td style="height:34px"><span class="scrawl" style="font-size:12pt">${esc(m.first)} ${esc(m.last)}</span></td></tr>`).join('')}</table>`;
    const page = `<h1>${rng.pick(['WRITTEN CONSENT OF THE MEMBERS', 'UNANIMOUS WRITTEN CONSENT OF MEMBERS', 'RESOLUTION OF THE MEMBERS'])}<br>OF<br>${esc(upper(llc.name))}</h1>
<div class="sub">(a${/^[AEIOU]/.test(llc.stateOfFormation) ? 'n' : ''} ${esc(llc.stateOfFormation)} limited liability company)${showEin ? `<br>EIN ${ein(llc.ein ?? '')}` : ''}<br>In Lieu of a Special Meeting</div>
<p>The undersigned, being ${sole ? 'the sole member' : 'all of the members'} of ${esc(llc.name)}, a${/^[AEIOU]/.test(llc.stateOfFormation) ? 'n' : ''} ${esc(llc.stateOfFormation)} limited liability company (the &ldquo;Company&rdquo;), acting pursuant to the Company's Operating Agreement and the ${esc(llc.stateOfFormation)} limited liability company act, hereby waive all notice and consent to the adoption of the following resolutions, effective as of ${date(effective, rng.pick(['long', 'ordinal']))}:</p>
${paras.map((p) => `<p class="res">${p.value}</p>`).join('')}
<p>This consent may be executed in counterparts and by electronic signature, each of which shall be deemed an original.</p>
${table}`;
    return {
      kind: 'html',
      documentType: 'Entity Document',
      html: documentHtml({
        title: 'Members Consent', pages: [page], font: 'serif', fontSize: '9.8pt',
        css: `${ENTITY_CSS} .res{text-indent:0.4in;text-align:justify}`, page: { margin: '0.7in 0.9in 0.7in 0.9in' },
      }),
      truth: truthOfItems(facts, paras, ['entity_name', ...(showEin ? ['ein' as const] : [])]),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const incumbencyCertificate: Family = {
  id: 'incumbency-certificate',
  description: 'Certificate of incumbency signed by the corporate secretary (or a member): officers table with specimen signatures',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts0, rng) {
    const facts = withEntity(facts0, rng, ['Corporation', 'LLC']);
    const entity = facts.entity;
    if (!entity) throw new Error('entity expected');
    const { borrower, loan, lender } = facts;
    const corp = entity.type === 'Corporation';
    const certifier = otherPerson(rng, facts);
    const certifierTitle = corp ? 'Secretary' : entity.signatoryTitle === 'Sole Member' ? 'Sole Member' : rng.pick(['Member', 'Manager']);
    const soleLlc = !corp && entity.signatoryTitle === 'Sole Member';
    const officers: [Person, string][] = soleLlc
      ? [[borrower, entity.signatoryTitle]]
      : corp
        ? [[borrower, entity.signatoryTitle], ...(entity.signatoryTitle === 'President' ? [] : [[otherPerson(rng, facts), 'President'] as [Person, string]]), [certifier, 'Secretary'], ...(rng.chance(0.5) ? [[otherPerson(rng, facts), 'Treasurer'] as [Person, string]] : [])]
        : [[borrower, entity.signatoryTitle], [certifier, certifierTitle]];
    const signer = soleLlc ? borrower : certifier;
    const signerTitle = soleLlc ? entity.signatoryTitle : certifierTitle;
    const showEin = entity.ein !== undefined && rng.chance(0.5);
    const showAmount = rng.chance(0.5);
    const signed = daysBefore(facts.documentDate, rng.int(0, 4));
    const html = `<h1>${rng.pick(['CERTIFICATE OF INCUMBENCY', 'INCUMBENCY CERTIFICATE', "SECRETARY'S CERTIFICATE OF INCUMBENCY"])}</h1>
<div class="sub">${esc(upper(entity.name))}${showEin ? `<br>Federal Employer Identification No. ${ein(entity.ein ?? '')}` : ''}</div>
<p>I, ${esc(fullName(signer, rng.chance(0.4)))}, do hereby certify that I am the duly ${corp ? 'elected, qualified and acting Secretary' : `acting ${esc(signerTitle)}`} of ${esc(entity.name)}, a${/^[AEIOU]/.test(entity.stateOfFormation) ? 'n' : ''} ${esc(entity.stateOfFormation)} ${corp ? 'corporation (the &ldquo;Corporation&rdquo;)' : 'limited liability company (the &ldquo;Company&rdquo;)'}, and that, as such, I am authorized to execute and deliver this certificate. I further certify that:</p>
<p>1. The following persons have been duly ${corp ? 'elected or appointed to the offices' : 'admitted or appointed to the positions'} set forth opposite their names, presently hold such ${corp ? 'offices' : 'positions'}, and the signatures set forth opposite their names are their genuine signatures:</p>
<table class="grid" style="margin:8px 0"><tr><th>Name</th><th>${corp ? 'Office' : 'Position'}</th><th style="width:40%">Specimen Signature</th></tr>
${officers.map(([p, t]) => `<tr><td>${esc(fullName(p, false))}</td><td>${esc(t)}</td><td style="height:32px"><span class="scrawl" style="font-size:12pt">${esc(p.first)} ${esc(p.last)}</span></td></tr>`).join('')}</table>
<p>2. ${esc(fullName(borrower, false))}, as ${esc(entity.signatoryTitle)}, is authorized, acting alone, to execute on behalf of the ${corp ? 'Corporation' : 'Company'} the loan documents required by ${esc(lender.name)}${showAmount ? ` in connection with a loan in the amount of ${money(loan.amount, rng.pick(['dollars', 'cents']))}` : ''}.</p>
<p>3. The ${corp ? 'Articles of Incorporation and Bylaws' : 'Articles of Organization and Operating Agreement'} of the ${corp ? 'Corporation' : 'Company'} have not been amended or revoked and remain in full force and effect.</p>
<p>IN WITNESS WHEREOF, I have hereunto set my hand this ${date(signed, 'ordinal').replace(/^the /, '')}.</p>
<table style="width:100%;margin-top:6px"><tr><td style="width:60%"><div class="sig"><span class="scrawl">${esc(signer.first)} ${esc(signer.last)}</span></div><div>${esc(fullName(signer, false))}, ${esc(signerTitle)}</div></td>${corp ? '<td><div class="seal">[CORPORATE SEAL]</div></td>' : ''}</tr></table>`;
    return {
      kind: 'html',
      documentType: 'Entity Document',
      html: documentHtml({ title: 'Certificate of Incumbency', pages: [html], font: rng.pick(['serif', 'sans']), fontSize: '10pt', css: ENTITY_CSS, page: { margin: '0.8in 0.9in 0.8in 0.9in' } }),
      truth: truthOfItems(facts, [item('', '', 'entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title')], [...(showEin ? ['ein' as const] : []), ...(showAmount ? ['loan_amount' as const] : [])]),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

const AGENTS = ['Capitol Corporate Services, Inc.', 'Registered Agent Solutions, Inc.', 'Northwest Statutory Agents LLC', 'United Agent Group Inc.', 'Corporation Service Partners, LLC'];

export const lpCertificate: Family = {
  id: 'lp-certificate-state-form',
  description: 'State filing form "Certificate of Limited Partnership" with filing stamp and file number, registered agent, general partner',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts0, rng) {
    const facts = withSignatoryTitle(withEntity(facts0, rng, ['Partnership']), 'General Partner');
    const lp = facts.entity;
    if (!lp) throw new Error('partnership expected');
    const { borrower } = facts;
    const agentAddress = makeAddress(rng, { unitChance: 0.8, commercial: true });
    const office = borrowerHome(rng, facts);
    const gpAddress = rng.chance(0.5) ? office : borrowerHome(rng, facts);
    const filed = daysBefore(facts.documentDate, rng.int(60, 2400));
    const box = (n: number, label: string, value: string) => `<tr><td class="n">${n}.</td><td><div class="lab">${label}</div><div class="val">${value}</div></td></tr>`;
    const html = `<div style="display:flex;justify-content:space-between;align-items:flex-start">
<div><div class="small">Form LP-${rng.int(1, 9)}${rng.pick(['', 'A'])} (Rev. ${rng.int(2015, 2023)})</div><div style="font-size:12pt;font-weight:bold;margin-top:4px">STATE OF ${esc(upper(lp.stateOfFormation))}</div><div>Office of the Secretary of State — Division of Corporations</div></div>
<div class="stamp">FILED<br>${date(filed, 'us')}<br>SECRETARY OF STATE<br>File No. ${rng.int(1000000, 9999999)}</div></div>
<h1 style="margin:14px 0 4px">CERTIFICATE OF LIMITED PARTNERSHIP</h1>
<div class="sub">Pursuant to the ${esc(lp.stateOfFormation)} Uniform Limited Partnership Act, the undersigned submits this certificate for filing.</div>
<table class="form">
${box(1, 'Name of the limited partnership (must contain &ldquo;Limited Partnership,&rdquo; &ldquo;L.P.&rdquo; or &ldquo;LP&rdquo;)', esc(upper(lp.name)))}
${box(2, 'Name and address of the registered agent for service of process', `${esc(rng.pick(AGENTS))}<br>${esc(streetLine(agentAddress))}, ${esc(agentAddress.city)}, ${agentAddress.state} ${agentAddress.zip}`)}
${box(3, 'Mailing address of the principal office', `${esc(streetLine(office))}, ${esc(office.city)}, ${office.state} ${office.zip}`)}
${box(4, 'Name and address of each general partner', `${esc(upper(fullName(borrower, rng.chance(0.5))))}<br>${esc(streetLine(gpAddress))}, ${esc(gpAddress.city)}, ${gpAddress.state} ${gpAddress.zip}`)}
${box(5, 'Term / latest date upon which the limited partnership is to dissolve', rng.pick(['Perpetual', `December 31, ${Number(filed.slice(0, 4)) + rng.int(20, 50)}`]))}
${box(6, 'Effective date of this filing (if other than the date of filing)', 'Upon filing')}
</table>
<p style="margin-top:12px"><b>Execution.</b> The undersigned general partner${rng.chance(0.5) ? ', under penalty of perjury,' : ''} affirms that the facts stated in this certificate are true.</p>
<table style="width:100%"><tr><td style="width:60%"><div class="sig"><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></div><div>${esc(fullName(borrower, false))}, General Partner</div></td><td>Date: ${date(daysBefore(filed, rng.int(1, 10)), 'us')}</td></tr></table>
<p class="small" style="margin-top:18px">Filing fee: ${money(rng.pick([70, 100, 125, 160, 200]), 'dollars')}. Make checks payable to the Secretary of State. This certificate must be filed before the partnership transacts business in this State.</p>`;
    return {
      kind: 'html',
      documentType: 'Entity Document',
      html: documentHtml({
        title: 'Certificate of Limited Partnership', pages: [html], font: 'sans', fontSize: '9.5pt',
        css: `${ENTITY_CSS} .form{width:100%;border:1px solid #000} .form td{border-bottom:1px solid #000;padding:5px 6px;vertical-align:top} .n{width:26px;font-weight:bold;border-right:1px solid #000}
.lab{font-size:7.5pt;color:#333}.val{font-family:'DejaVu Sans Mono',monospace;font-size:10pt;min-height:16px;margin-top:2px}`,
        page: { margin: '0.6in 0.7in 0.7in 0.7in' },
      }),
      truth: truthOfItems(facts, [item('', '', 'entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title')]),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

const RESPONSIBLE: Record<string, string> = { LLC: 'MBR', Corporation: 'PRES', Partnership: 'GEN PTNR', Trust: 'TTEE' };
const RETURN_FORM: Record<string, string> = { LLC: '1065', Corporation: '1120', Partnership: '1065', Trust: '1041' };

export const einAssignmentNotice: Family = {
  id: 'ein-assignment-notice',
  description: 'IRS-style EIN assignment notice (CP 575): addressee block with the responsible party, "We assigned you EIN …", tear-off stub',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts0, rng) {
    let facts = withEntity(facts0, rng, ['LLC', 'Corporation', 'Partnership', 'Trust']);
    if (facts.entity && !facts.entity.ein) facts = { ...facts, entity: { ...facts.entity, ein: `${rng.int(20, 99)}${String(rng.int(0, 9999999)).padStart(7, '0')}` } };
    const entity = facts.entity;
    if (!entity?.ein) throw new Error('entity with EIN expected');
    const { borrower } = facts;
    const mail = borrowerHome(rng, facts);
    const issued = daysBefore(facts.documentDate, rng.int(30, 1500));
    const role = entity.type === 'LLC' && entity.signatoryTitle === 'Sole Member' ? 'SOLE MBR' : RESPONSIBLE[entity.type];
    const addressee = `${esc(upper(entity.name))}<br>${esc(upper(fullName(borrower, false)))} ${role}<br>${esc(upper(streetLine(mail)))}<br>${esc(upper(mail.city))}, ${mail.state} ${mail.zip}`;
    const center = rng.pick(['CINCINNATI OH 45999', 'OGDEN UT 84201', 'KANSAS CITY MO 64999']);
    const html = `<div style="display:flex;justify-content:space-between"><div><b>DEPARTMENT OF THE TREASURY</b><br>INTERNAL REVENUE SERVICE<br>${center}</div>
<table class="small" style="border:1px solid #000"><tr><td>Date of this notice:</td><td>${date(issued, 'us')}</td></tr><tr><td>Employer Identification Number:</td><td><b>${ein(entity.ein)}</b></td></tr><tr><td>Form:</td><td>SS-4</td></tr><tr><td>Number of this notice:</td><td>CP 575 ${rng.pick(['A', 'B', 'G'])}</td></tr></table></div>
<div style="margin:22px 0 18px 0.4in;font-family:'DejaVu Sans Mono',monospace">${addressee}</div>
<div class="small right">For assistance you may call us at:<br>1-800-829-4933</div>
<h2 style="text-align:center;font-size:11pt;margin:10px 0">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h2>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${ein(entity.ein)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above. Any variation may cause a delay in processing and result in incorrect information in your account.</p>
<p>${entity.type === 'Trust' ? 'You must file Form 1041, U.S. Income Tax Return for Estates and Trusts, for each year the trust has gross income of $600 or more.' : `Based on the information received from you or your representative, you must file Form ${RETURN_FORM[entity.type]} annually.`} If you have questions about the forms or the due dates shown, you can call us at the phone number or write to us at the address shown at the top of this notice.</p>
${entity.type === 'LLC' ? `<p>A limited liability company (LLC) may file Form 8832, Entity Classification Election, and elect to be classified as an association taxable as a corporation. If the LLC is eligible to be treated as a corporation that meets certain tests and it will be electing S corporation status, it must timely file Form 2553.</p>` : ''}
<p><b>IMPORTANT REMINDERS:</b> Keep a copy of this notice in your permanent records. Use this EIN and your name exactly as they appear at the top of this notice on all your federal tax forms. Refer to this EIN on your tax-related correspondence and documents.</p>
<div style="border-top:1px dashed #000;margin-top:24px;padding-top:6px" class="small">Keep this part for your records. &nbsp; CP 575 (Rev. ${rng.int(2015, 2023)})</div>
<div style="border-top:1px dashed #000;margin-top:28px;padding-top:6px;display:flex;justify-content:space-between" class="small"><div>Return this part with any correspondence so we may identify your account. Please correct any errors in your name or address.<br><br>${addressee}</div>
<div>CP 575<br>${date(issued, 'us')}<br>${ein(entity.ein)}<br><br>Your Telephone Number: ( &nbsp; &nbsp; )<br>Best time to call: ______</div></div>`;
    return {
      kind: 'html',
      documentType: 'Entity Document',
      html: documentHtml({ title: 'CP 575', pages: [html], font: 'sans', fontSize: '9pt', css: ENTITY_CSS, page: { margin: '0.55in 0.75in 0.5in 0.75in' } }),
      truth: truthOfItems(facts, [item('', '', 'entity_name', 'ein', 'borrower_first_name', 'borrower_last_name')]),
    };
  },
};

