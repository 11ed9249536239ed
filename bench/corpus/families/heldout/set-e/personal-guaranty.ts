// A personal guaranty of payment drafted by the lender's counsel: the principal guarantees the entity borrower's
// note to the lender. Recitals carry the loan amount, the property and the loan number; the notice clause the
// guarantor's e-mail; a notary (no party) acknowledges the signature. Deals without an entity get an LLC.
import { makeEntity } from '../../../facts';
import { documentHtml, esc, flow } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Entity, Family, TruthField } from '../../../types';
import { day, entityClause, named, oneLine, outsider, usd } from './fmt';

export const personalGuaranty: Family = {
  id: 'ue-personal-guaranty',
  description: "Lender counsel's personal guaranty of payment: recitals, covenants, notices, guarantor signature and notary.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(input, rng) {
    const facts: DealFacts = input.entity && input.entity.type !== 'Trust'
      ? input
      : { ...input, entity: makeEntity(rng, input.borrower, input.property.address.state, Number(input.documentDate.slice(0, 4)), 'LLC') };
    const { borrower, property, loan, lender } = facts;
    const entity = facts.entity as Entity;
    const fields: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'loan_amount', 'property_address'];
    const g = named(borrower, rng.pick(['plain', 'middle'] as const));
    const G = rng.chance(0.4) ? g.toUpperCase() : g;
    const instrument = rng.pick(['Deed of Trust', 'Mortgage', 'Security Deed', 'Mortgage and Security Agreement']);
    const dated = rng.chance(0.5) ? `the ${day(facts.documentDate, 'ordinal')}` : day(facts.documentDate, 'long');
    const borrowerSigns = rng.chance(0.6);
    const residence = `${rng.int(100, 9899)} ${rng.pick(['Quail Hollow Dr', 'Birch Bend Ct', 'Old Post Rd', 'Juniper Way', 'Canterbury Ln'])}, ${property.address.city}, ${property.address.state}`;
    const showNumber = rng.chance(0.7);
    if (showNumber) fields.push('loan_number');

    const amountWords = rng.chance(0.5) ? `${usd(loan.amount, rng, false).toUpperCase()}` : usd(loan.amount, rng, false);
    const blocks: (string | { html: string; lines: number })[] = [
      `<div class="center b" style="font-size:14pt;letter-spacing:1px">${rng.pick(['GUARANTY OF PAYMENT', 'PERSONAL GUARANTY', 'UNCONDITIONAL GUARANTY'])}</div>`,
      showNumber ? `<div class="center small">Loan No. ${loan.loanNumber}</div>` : '',
      `<p>THIS ${rng.pick(['GUARANTY', 'GUARANTY AGREEMENT'])} (this "Guaranty") is made as of ${dated} by <b>${esc(G)}</b>, an individual residing at ${esc(residence)} ("Guarantor"), in favor of <b>${esc(lender.name)}</b>, its successors and/or assigns ("Lender").</p>`,
      `<p class="b center">RECITALS</p>`,
      `<p>A. Lender has agreed to make a loan (the "Loan") to <b>${esc(entity.name)}</b>, ${esc(entityClause(facts))} ("Borrower"), in the original principal amount of ${amountWords} (the "Loan Amount"), as evidenced by a Promissory Note of even date herewith (the "Note") and secured by a ${instrument} encumbering the real property commonly known as ${esc(oneLine(property.address, rng))} (the "Property").</p>`,
      `<p>B. Guarantor ${borrowerSigns ? `is the ${esc(entity.signatoryTitle)} of Borrower` : 'holds a direct or indirect ownership interest in Borrower'}, will derive substantial direct and indirect benefit from the Loan, and Lender would not make the Loan without this Guaranty.</p>`,
      `<p class="b center">AGREEMENT</p>`,
      `<p>1. <u>Guaranty.</u> Guarantor absolutely, unconditionally and irrevocably guarantees to Lender the full and punctual payment when due, whether at stated maturity, by acceleration or otherwise, of all principal, interest, late charges, default interest, prepayment premiums (if any), costs and attorneys' fees owing under the Note and the other Loan Documents (the "Guaranteed Obligations").</p>`,
      `<p>2. <u>Nature of Guaranty.</u> This is a guaranty of payment and not of collection. Lender shall not be required to proceed first against Borrower, the Property or any other person before enforcing this Guaranty.</p>`,
      `<p>3. <u>Waivers.</u> Guarantor waives notice of acceptance, presentment, demand, protest, notice of dishonor, and any right to require marshaling of assets, and any defense based on the ${rng.pick(['anti-deficiency', 'one-action', 'suretyship'])} laws of the State of ${esc(property.address.stateName)}.</p>`,
      `<p>4. <u>Financial Covenants.</u> Guarantor shall maintain a net worth of not less than ${usd(Math.round(loan.amount * 0.5 / 5000) * 5000 || 50000, rng, false)} and liquidity of not less than ${usd(Math.max(25000, Math.round(loan.amount * 0.1 / 1000) * 1000), rng, false)}, and shall deliver personal financial statements within ninety (90) days after each calendar year end.</p>`,
    ];
    const notice: string[] = [];
    if (rng.chance(0.65)) { notice.push(`e-mail: ${esc(borrower.email)}`); fields.push('borrower_email'); }
    if (rng.chance(0.45)) { notice.push(`telephone: ${borrower.phone.slice(0, 3)}-${borrower.phone.slice(3, 6)}-${borrower.phone.slice(6)}`); fields.push('borrower_phone'); }
    blocks.push(`<p>5. <u>Notices.</u> Notices to Guarantor shall be sent to the residence address above${notice.length ? `, with a copy by ${notice.join('; ')}` : ''}. Notices to Lender shall be sent to ${esc(lender.name)}, Attn: Loan Servicing, ${esc(`${lender.address.street}, ${lender.address.city}, ${lender.address.state} ${lender.address.zip}`)}.</p>`);
    blocks.push(`<p>6. <u>Governing Law; Jury Waiver.</u> This Guaranty shall be governed by the laws of the State of ${esc(property.address.stateName)}. GUARANTOR KNOWINGLY AND VOLUNTARILY WAIVES TRIAL BY JURY.</p>`);
    blocks.push({ html: `<p style="margin-top:14px">IN WITNESS WHEREOF, Guarantor has executed this Guaranty as of the date first written above.</p>
<div style="margin-top:6px">GUARANTOR:<br><span class="scrawl">${esc(named(borrower))}</span><br><div class="sig" style="margin-top:2px">${esc(G)}, individually</div></div>`, lines: 7 });
    if (borrowerSigns) {
      fields.push('authorized_signatory_name', 'authorized_signatory_title');
      blocks.push({ html: `<div style="margin-top:12px">ACKNOWLEDGED BY BORROWER:<br><b>${esc(entity.name)}</b><br><div class="sig">By: ${esc(named(borrower))}<br>Its: ${esc(entity.signatoryTitle)}</div></div>`, lines: 6 });
    }
    const notary = outsider(rng);
    blocks.push({ html: `<div class="small" style="margin-top:16px;border-top:1px dashed #888;padding-top:6px">STATE OF ${esc(property.address.stateName.toUpperCase())} )<br>COUNTY OF ____________ ) ss.<br>
On ${day(facts.documentDate, 'long')}, before me, ${esc(notary)}, Notary Public, personally appeared ${esc(g)}, proved to me on the basis of satisfactory evidence to be the person whose name is subscribed to the within instrument.<br><br>______________________ ${esc(notary)}, Notary Public. My commission expires ${day(`${Number(facts.documentDate.slice(0, 4)) + 3}-06-30`, 'us')}.</div>`, lines: 9 });
    const pages = flow(blocks.filter(Boolean), { charsPerLine: 95, linesPerPage: 48 });
    const html = documentHtml({ title: 'Guaranty', font: 'serif', fontSize: '10pt', pages, page: { pageNumbers: true, footerLeft: `Guaranty &middot; ${esc(entity.name)}` } });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(facts, fields) };
  },
};
