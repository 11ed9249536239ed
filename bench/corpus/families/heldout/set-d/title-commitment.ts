// A title agent's Commitment for Title Insurance: Schedule A (commitment date, policies to be issued with their
// proposed insureds and amounts, vesting, land) and Schedule B-I requirements. The lender is the proposed insured
// of the loan policy, the seller may be the vestee, and the borrower appears as vestee or proposed owner.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { anyDay, bystander, cash, cents, companyAddress, entityKind, person, place, street, tel } from './fmt';

const SUBDIVISIONS = ['Maple Ridge Addition', 'Oak Park Subdivision', 'Riverbend Estates', 'Highland Terrace', 'Original Town Plat', 'Fairview Heights', 'Cedar Hollow Phase II', 'Lakeside Gardens'];
const MARITAL = ['a single man', 'a single woman', 'a married man', 'a married woman', 'an unmarried person'];

export const titleCommitment: Family = {
  id: 'hd-title-commitment',
  description: 'Title agency Commitment for Title Insurance, Schedule A and B-I: proposed insureds, policy amounts, vesting and requirements.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, coBorrower, entity, property, loan, lender, title, seller } = facts;
    const a = property.address;
    const fields: TruthField[] = ['property_address', 'loan_amount'];
    const purchase = loan.purpose === 'Purchase' && property.purchasePrice !== undefined;
    const dk = rng.pick(['long', 'us', 'abbr'] as const);
    const officer = title.contact;
    const fileNo = `${rng.pick(['', 'TC-', 'CT', 'F'])}${Number(facts.documentDate.slice(2, 4))}${rng.pick(['-', ''])}${rng.int(10000, 99999)}`;

    let borrowerVesting: string;
    if (entity) {
      borrowerVesting = entity.type === 'Trust' && entity.trustDate && rng.chance(0.6)
        ? `${entity.name} dated ${anyDay(entity.trustDate, rng, ['long', 'us'])}`
        : `${entity.name}, ${entityKind(facts)}`;
      fields.push('entity_name');
    } else {
      borrowerVesting = coBorrower
        ? `${person(borrower, 'middle')} and ${person(coBorrower, 'middle')}, ${rng.pick(['as joint tenants with right of survivorship', 'as tenants in common', 'as joint tenants'])}`
        : `${person(borrower, 'middle')}, ${rng.pick(MARITAL)}`;
      fields.push('borrower_first_name', 'borrower_last_name');
    }
    const sellerVesting = `${person(seller, 'middle')}, ${rng.pick(MARITAL)}`;
    const loanPolicyInsured = `${lender.name}, ${rng.pick(['its successors and/or assigns', 'ISAOA/ATIMA', 'its successors and assigns as their interests may appear'])}`;
    const showLoanNo = rng.chance(0.6);
    if (showLoanNo) fields.push('loan_number');
    const policyYear = rng.pick(['2021', '2006']);

    const policies: string[] = [];
    if (purchase) {
      policies.push(`<tr><td>(a)</td><td>ALTA Owner's Policy (${policyYear})<br>Proposed Insured: ${esc(borrowerVesting)}</td><td class="right">${cents(property.purchasePrice ?? 0)}</td></tr>`);
    }
    policies.push(`<tr><td>${purchase ? '(b)' : '(a)'}</td><td>ALTA Loan Policy (${policyYear})<br>Proposed Insured: ${esc(loanPolicyInsured)}</td><td class="right">${rng.chance(0.7) ? cents(loan.amount) : cash(loan.amount, rng, false)}</td></tr>`);

    const lot = rng.int(1, 40);
    const block = rng.int(1, 12);
    const legal = property.type === 'Condo' || a.unit
      ? `${a.unit ?? 'Unit 1'}, ${rng.pick(SUBDIVISIONS).toUpperCase()} CONDOMINIUM, according to the Declaration thereof recorded as Instrument No. ${rng.int(1990, 2020)}${rng.int(100000, 999999)}, together with an undivided interest in the common elements.`
      : `Lot ${lot}, Block ${block}, ${rng.pick(SUBDIVISIONS).toUpperCase()}, according to the plat thereof recorded in Plat Book ${rng.int(3, 140)}, Page ${rng.int(1, 99)}, of the public records of ${a.city} County, ${a.stateName}.`;
    const apn = `${rng.int(10, 99)}-${rng.int(100, 999)}-${rng.int(10, 99)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;

    const requirements: string[] = [
      'Payment of the full consideration to, or for the account of, the grantors or mortgagors.',
      'Payment of all premiums, fees and charges for the policy to the Company.',
    ];
    if (purchase) requirements.push(`${rng.pick(['Warranty Deed', 'Special Warranty Deed', 'Grant Deed'])} from ${esc(sellerVesting)}, vesting fee simple title in ${esc(borrowerVesting)}.`);
    requirements.push(`${rng.pick(['Mortgage', 'Deed of Trust', 'Security Deed'])} from ${esc(entity ? entity.name : `${person(borrower)}${coBorrower ? ` and ${person(coBorrower)}` : ''}`)} to ${esc(lender.name)} securing a loan in the original principal amount of ${cents(loan.amount)}${showLoanNo ? ` (Lender Loan No. ${loan.loanNumber})` : ''}.`);
    if (!purchase) requirements.push(`Release or payoff of ${rng.pick(['Mortgage', 'Deed of Trust'])} recorded ${anyDay(addYears(facts.documentDate, -rng.int(2, 6)), rng, [dk])} as Instrument No. ${rng.int(2015, 2023)}${rng.int(100000, 999999)}, in the original amount of ${cents(Math.round(loan.amount * (0.4 + rng.next() * 0.4) / 1000) * 1000)}.`);
    if (entity) {
      const namesSigner = rng.chance(0.7);
      requirements.push(entity.type === 'Trust'
        ? `Certification of Trust for ${esc(entity.name)} pursuant to statute${namesSigner ? `, executed by ${esc(person(borrower))}, as Trustee` : ''}.`
        : `Certificate of good standing for ${esc(entity.name)} and a copy of its ${entity.type === 'LLC' ? 'operating agreement' : entity.type === 'Corporation' ? 'bylaws and board resolution' : 'partnership agreement'}${namesSigner ? `, authorizing ${esc(person(borrower))}, as ${esc(entity.signatoryTitle)}, to execute the documents on its behalf` : ''}.`);
      if (namesSigner) fields.push('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    }
    requirements.push(`Payment of ${a.city} County real estate taxes for ${facts.documentDate.slice(0, 4)}, now due and payable.`);
    if (rng.chance(0.5)) requirements.push('Survey or affidavit of no change acceptable to the Company.');

    const css = `h1 { font: bold 14pt 'DejaVu Serif'; text-align: center; letter-spacing: 1px; } .sa td { padding: 4px 6px; vertical-align: top; }
      .pol td { border: 1px solid #666; padding: 4px 6px; vertical-align: top; } .num { width: 26px; font-weight: bold; }
      .hdr td { border: 1px solid #333; padding: 3px 6px; font-size: 8.5pt; }`;
    const header = `<table class="hdr" style="width:100%;margin-bottom:10px"><tr><td><b>Issuing Agent:</b> ${esc(title.name)}<br>${esc(companyAddress(title.address))}</td>
      <td><b>File No.:</b> ${fileNo}<br><b>Title Officer:</b> ${esc(officer.first)} ${esc(officer.last)} ${tel(officer.phone, rng)}</td></tr>
      <tr><td><b>Property Address:</b> ${esc(street(a, rng.chance(0.5)))}, ${esc(place(a))}</td><td><b>Revision:</b> ${rng.pick(['Original', 'A', 'B'])}</td></tr></table>`;
    const scheduleA = `
<div class="small center">${esc(rng.pick(['Old Republic National Title Insurance Company', 'First Continental Title Insurance Company', 'Stewart-Fidelity Title Guaranty', 'National Land Title Insurance Company']))} &mdash; issued through its agent</div>
<h1>COMMITMENT FOR TITLE INSURANCE</h1><div class="center b" style="margin:2px 0 10px 0">SCHEDULE A</div>
${header}
<table class="sa" style="width:100%">
<tr><td class="num">1.</td><td>Commitment Date: ${anyDay(facts.documentDate, rng, [dk])} at ${rng.pick(['8:00', '7:30', '5:00'])} ${rng.pick(['AM', 'a.m.'])}</td></tr>
<tr><td class="num">2.</td><td>Policy or Policies to be issued:<table class="pol" style="width:100%;margin-top:4px"><tr><th></th><th style="text-align:left">Policy / Proposed Insured</th><th>Proposed Amount</th></tr>${policies.join('')}</table></td></tr>
<tr><td class="num">3.</td><td>The estate or interest in the Land described or referred to in this Commitment is Fee Simple.</td></tr>
<tr><td class="num">4.</td><td>The Title is, at the Commitment Date, vested in:<br><b>${esc(purchase ? sellerVesting : borrowerVesting)}</b></td></tr>
<tr><td class="num">5.</td><td>The Land is described as follows:<br>${esc(legal)}<br>Commonly known as: ${esc(street(a, rng.chance(0.5)))}, ${esc(place(a))}<br>APN / Parcel ID: ${apn}</td></tr>
</table>
<p class="small" style="margin-top:14px">This Commitment is not valid without the Notice, the Commitment to Issue Policy, the Commitment Conditions, Schedule A, Schedule B, Part I&mdash;Requirements, and Schedule B, Part II&mdash;Exceptions.</p>
<p style="margin-top:18px">Countersigned: <span class="scrawl">${esc(officer.first)} ${esc(officer.last)}</span><br><span class="small">Authorized Signatory, ${esc(title.name)}</span></p>`;
    const scheduleB = `
<h1>SCHEDULE B, PART I</h1><div class="center b" style="margin:2px 0 10px 0">REQUIREMENTS</div>
<p class="small">File No. ${fileNo}</p>
<p>All of the following Requirements must be met:</p>
<ol>${requirements.map((r) => `<li style="margin-bottom:5px">${r}</li>`).join('')}</ol>
<div class="center b" style="margin:14px 0 6px 0">SCHEDULE B, PART II &mdash; EXCEPTIONS</div>
<ol>${rng.shuffle([
      'Rights or claims of parties in possession not shown by the public records.',
      'Easements, or claims of easements, not shown by the public records.',
      `Taxes and assessments for the year ${facts.documentDate.slice(0, 4)} and subsequent years, a lien not yet due and payable.`,
      `Utility easement as shown on the recorded plat.`,
      `Declaration of covenants, conditions and restrictions recorded as Instrument No. ${rng.int(1980, 2015)}${rng.int(10000, 99999)}.`,
    ]).slice(0, 4).map((e) => `<li>${esc(e)}</li>`).join('')}</ol>
<p class="small">Escrow Officer: ${esc(bystander(rng))} &middot; Questions regarding this commitment: ${esc(officer.email)}</p>`;
    const html = documentHtml({
      title: 'Commitment for Title Insurance', css, font: 'serif', fontSize: '9.5pt',
      page: { pageNumbers: true, footerLeft: `ALTA Commitment for Title Insurance (${policyYear}) &middot; File ${fileNo}` },
      pages: [scheduleA, scheduleB],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(facts, fields) };
  },
};

function addYears(iso: string, years: number): string {
  return `${Number(iso.slice(0, 4)) + years}${iso.slice(4, 8)}${Math.min(28, Number(iso.slice(8)))}`.replace(/-(\d)$/, '-0$1');
}
