// A private-money lender's fill-in loan application: a grid of boxed cells with tiny captions above the typed
// entries, checkbox rows for purpose, program, property type, vesting and exit, a comb-boxed phone,
// a co-applicant block, yes/no declarations and a signature line.
import { makeEntity } from '../../../facts';
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, LoanType, PropertyType, TruthField } from '../../../types';
import { anyDay, cash, ein, person, rate } from './fmt';

function box(caption: string, value: string, span = 1): string {
  return `<td colspan="${span}"><div class="cap">${caption}</div><div class="val">${value || '&nbsp;'}</div></td>`;
}

function comb(chars: string): string {
  return `<span class="comb">${[...chars].map((c) => `<i>${esc(c)}</i>`).join('')}</span>`;
}

function checks(options: readonly string[], chosen: string | undefined): string {
  return options.map((o) => `<span class="ck">${o === chosen ? '&#9746;' : '&#9744;'}&nbsp;${esc(o)}</span>`).join(' ');
}

const PURPOSE: Record<LoanType, string> = {
  'Fix & Flip': 'Purchase + Rehab', 'Bridge Loan': 'Bridge', Purchase: 'Purchase', 'Cash Out Refi': 'Cash-Out Refi', Refinance: 'Refinance',
  Construction: 'New Construction', Commercial: 'Commercial', 'Second Mortgage': '2nd Lien', Land: 'Lot / Land',
};
const PTYPE: Record<PropertyType, string> = {
  'Single Family': 'SFR', '2-4 Unit': '2-4 Units', Condo: 'Condo', Townhouse: 'Townhome', 'Multifamily (5+)': '5+ Units',
  'Mixed Use': 'Mixed Use', Retail: 'Commercial', Office: 'Commercial', Industrial: 'Commercial', Land: 'Land',
};

export const boxedApplication: Family = {
  id: 'hd-boxed-application',
  description: "Private-money lender's fill-in application form: captioned boxes, checkbox rows, comb-boxed phone, declarations.",
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(input, rng) {
    let facts: DealFacts = input;
    const { borrower, coBorrower, property, loan, lender } = facts;
    const wantsEntity = !!facts.entity || rng.chance(0.2);
    if (wantsEntity && !facts.entity) {
      facts = { ...input, entity: makeEntity(rng, borrower, property.address.state, Number(input.documentDate.slice(0, 4)), 'LLC') };
    }
    const entity = facts.entity;
    const a = property.address;
    const fields: TruthField[] = ['loan_amount', 'property_address', 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'loan_type'];
    const dk = rng.pick(['us', 'usShort', 'long'] as const);

    const purposeBox = PURPOSE[loan.type];
    const ptype = PTYPE[property.type];
    // Retail, office and industrial all tick the one "Commercial" box: only the precise types are truth.
    if (ptype !== 'Commercial') fields.push('property_type');
    const showDob = rng.chance(0.7);
    if (showDob) fields.push('borrower_date_of_birth');
    const showScore = rng.chance(0.7);
    if (showScore) fields.push('credit_score');
    const showValue = rng.chance(0.8);
    if (showValue) fields.push('property_value');
    const showRate = rng.chance(0.4);
    if (showRate) fields.push('interest_rate');
    const showTerm = rng.chance(0.7);
    if (showTerm) fields.push('loan_term');
    const showClose = rng.chance(0.6);
    if (showClose) fields.push('estimated_closing_date');
    const exit = loan.exit;
    if (exit) fields.push('exit_strategy');
    const phoneDigits = `${borrower.phone.slice(0, 3)}${borrower.phone.slice(3, 6)}${borrower.phone.slice(6)}`;

    const loanSection = `
<div class="sh">SECTION 1 &mdash; LOAN REQUEST</div>
<table class="f"><tr>${box('Amount Requested ($)', cash(loan.amount, rng, false))}${box('Requested Term (months)', showTerm ? String(loan.termMonths) : '')}${box('Rate Quoted (if any)', showRate ? rate(loan.rate, rng) : '')}${box('Target Closing Date', showClose ? anyDay(loan.closingDate, rng, [dk]) : '')}</tr>
<tr><td colspan="4"><div class="cap">Loan Purpose / Program</div>${checks(['Purchase', 'Purchase + Rehab', 'Bridge', 'Refinance', 'Cash-Out Refi', 'New Construction', 'Commercial', '2nd Lien', 'Lot / Land'], purposeBox)}</td></tr>
<tr><td colspan="4"><div class="cap">Exit Strategy</div>${checks(['Sale', 'Refinance', 'Hold / Pay off from cash flow'], exit)}</td></tr></table>`;

    const propSection = `
<div class="sh">SECTION 2 &mdash; SUBJECT PROPERTY</div>
<table class="f"><tr>${box('Street Address (incl. unit)', esc(`${rng.chance(0.5) ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`), 2)}${box('City', esc(a.city))}${box('State', a.state)}${box('ZIP', a.zip)}</tr>
<tr><td colspan="5"><div class="cap">Property Type</div>${checks(['SFR', '2-4 Units', 'Condo', 'Townhome', '5+ Units', 'Mixed Use', 'Commercial', 'Land'], ptype)}</td></tr>
<tr>${box('Purchase Price', property.purchasePrice ? cash(property.purchasePrice, rng, false) : 'N/A')}${box('Est. Current Value', showValue ? cash(property.value, rng, false) : '')}${box('Rehab Budget', property.arv ? cash(Math.round((property.arv - property.value) * 0.6 / 1000) * 1000, rng, false) : '')}${box('After-Repair Value', property.arv ? cash(property.arv, rng, false) : '')}${box('Year Built', property.yearBuilt ? String(property.yearBuilt) : '')}</tr></table>`;

    let vestingSection: string;
    if (entity) {
      fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      const showEin = !!entity.ein && rng.chance(0.8);
      if (showEin) fields.push('ein');
      vestingSection = `
<div class="sh">SECTION 3 &mdash; VESTING</div>
<table class="f"><tr><td colspan="3"><div class="cap">Title will vest in</div>${checks(['Individual(s)', 'LLC', 'Corporation', 'Partnership', 'Trust'], entity.type === 'LLC' ? 'LLC' : entity.type)}</td></tr>
<tr>${box('Entity Legal Name', esc(entity.name), 2)}${box('State of Formation', esc(entity.stateOfFormation))}</tr>
<tr>${box('EIN / TIN', showEin && entity.ein ? ein(entity.ein) : '')}${box('Signer Name', esc(person(borrower)))}${box('Signer Title', esc(entity.signatoryTitle))}</tr></table>`;
    } else {
      vestingSection = `
<div class="sh">SECTION 3 &mdash; VESTING</div>
<table class="f"><tr><td><div class="cap">Title will vest in</div>${checks(['Individual(s)', 'LLC', 'Corporation', 'Partnership', 'Trust'], 'Individual(s)')}</td></tr></table>`;
    }

    const applicant = `
<div class="sh">SECTION 4 &mdash; APPLICANT${entity ? ' / GUARANTOR' : ''}</div>
<table class="f"><tr>${box('First Name', esc(borrower.first))}${box('M.I.', esc(borrower.middle ? borrower.middle[0] ?? '' : ''))}${box('Last Name', esc(borrower.last))}${box('Date of Birth', showDob ? anyDay(borrower.dob, rng, ['us']) : '')}</tr>
<tr><td colspan="2"><div class="cap">Cell Phone</div>${comb(`(${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`)}</td>${box('E-mail', esc(rng.chance(0.3) ? borrower.email.toUpperCase() : borrower.email))}${box('Est. Credit Score', showScore ? String(borrower.creditScore) : '')}</tr>
<tr>${box('Properties owned', String(rng.int(0, 14)))}${box('Flips / builds completed (36 mo.)', String(rng.int(0, 20)))}${box('Liquid reserves', cash(rng.int(4, 90) * 5000, rng, false))}${box('Citizenship', rng.pick(['US Citizen', 'Permanent Resident']))}</tr></table>`;

    let co = '';
    if (coBorrower && !entity) {
      const coDob = rng.chance(0.7);
      if (coDob) fields.push('co_borrower_date_of_birth');
      co = `
<div class="sh">SECTION 4A &mdash; CO-APPLICANT</div>
<table class="f"><tr>${box('First Name', esc(coBorrower.first))}${box('Last Name', esc(coBorrower.last))}${box('Date of Birth', coDob ? anyDay(coBorrower.dob, rng, ['us']) : '')}${box('E-mail', esc(coBorrower.email))}</tr></table>`;
    }

    const decl = ['Are there any outstanding judgments against you?', 'Have you declared bankruptcy in the past 7 years?', 'Are you a party to a lawsuit?', 'Will you occupy the property?', 'Have you had a property foreclosed in the past 7 years?']
      .map((q) => `<tr><td>${esc(q)}</td><td class="yn">&#9744; Yes &nbsp; &#9746; No</td></tr>`).join('');

    const html = documentHtml({
      title: 'Loan Application', font: 'sans', fontSize: '8.5pt',
      css: `.f { width: 100%; border-collapse: collapse; margin-bottom: 4px; } .f td { border: 1px solid #222; padding: 1px 4px 3px 4px; vertical-align: top; }
        .cap { font-size: 6pt; text-transform: uppercase; color: #333; letter-spacing: 0.2px; } .val { font-family: 'DejaVu Sans Mono', monospace; font-size: 9.5pt; min-height: 13px; }
        .sh { background: #222; color: #fff; font-weight: bold; font-size: 8pt; padding: 2px 6px; margin-top: 6px; }
        .ck { margin-right: 12px; white-space: nowrap; font-size: 8.5pt; } .comb i { display: inline-block; width: 13px; border: 1px solid #555; text-align: center; font-style: normal; font-family: 'DejaVu Sans Mono', monospace; margin-right: -1px; }
        .dc td { padding: 1px 4px; border-bottom: 1px dotted #999; } .yn { white-space: nowrap; width: 120px; }`,
      page: { footerLeft: `${esc(lender.name)} &middot; Form PML-100 (rev. ${rng.int(1, 12)}/${rng.int(19, 24)})`, pageNumbers: 'short', margin: '0.45in 0.55in 0.7in 0.55in' },
      pages: [`
<div style="display:flex;justify-content:space-between;align-items:flex-end"><div><div style="font:bold 13pt 'DejaVu Sans'">${esc(lender.name)}</div><div class="small">${esc(lender.contact.email)} &middot; Fax to underwriting or upload through the portal</div></div>
<div style="text-align:right"><div style="font:bold 15pt 'DejaVu Sans'">BUSINESS-PURPOSE LOAN APPLICATION</div><div class="small">Application date: ${anyDay(facts.documentDate, rng, ['us'])}</div></div></div>
${loanSection}${propSection}${vestingSection}${applicant}${co}
<div class="sh">SECTION 5 &mdash; DECLARATIONS</div><table class="dc" style="width:100%">${decl}</table>
<p class="small" style="margin-top:6px">I certify that the loan is for business purposes only and not for personal, family or household use, and that the information above is true and complete. I authorise ${esc(lender.name)} to obtain credit reports and verify the information provided.</p>
<div style="display:flex;gap:40px"><div><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><br><span class="sig">Applicant signature${entity ? `, individually and as ${esc(entity.signatoryTitle)}` : ''}</span></div><div><br><span class="sig">Date</span></div></div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(facts, fields) };
  },
};
