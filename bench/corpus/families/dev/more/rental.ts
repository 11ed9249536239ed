// A long-term rental ("DSCR") loan application as a non-QM / investor lender prints it: numbered sections,
// purpose checkboxes, a rent roll with tenants and leases, a debt-service coverage estimate and declarations.
import type { DealFacts, Family, PropertyType, Rng, TruthField } from '../../../types';
import { accent, documentHtml, esc } from '../../../style';
import { statedTruth } from './stated';
import {
  address as addressText, date, ein, fullName, money, phone, pickDate, pickName, propertyTypeWords, streetLine,
} from '../format';
import { borrowerHome, contractPrice, daysBefore, otherPerson, roundTo } from '../common';
import { weighted } from '../../../facts';

const RENTAL_TYPES: readonly PropertyType[] = ['Single Family', '2-4 Unit', 'Multifamily (5+)', 'Condo', 'Townhouse'];
const DSCR_PREPAY = ['5/4/3/2/1 step-down', '3/2/1 step-down over 36 months', '3% / 2% / 1% step-down', '2/1 step-down over 24 months', '5% flat for 3 years'];

/** The deal as a 30-year rental loan: a rental property, a purchase or a refinance, a DSCR-market rate and prepay. */
export function asRentalLoan(facts: DealFacts, rng: Rng): DealFacts {
  const type = RENTAL_TYPES.includes(facts.property.type) ? facts.property.type : rng.pick(['Single Family', '2-4 Unit'] as const);
  const units = type === '2-4 Unit' ? (facts.property.units && facts.property.units <= 4 ? facts.property.units : rng.int(2, 4))
    : type === 'Multifamily (5+)' ? Math.min(facts.property.units ?? 6, rng.int(5, 10)) : 1;
  const loanType = weighted(rng, [['Purchase', 5], ['Refinance', 2], ['Cash Out Refi', 3]] as const);
  const purchasePrice = loanType === 'Purchase' ? contractPrice(facts, rng) : undefined;
  const basis = Math.min(purchasePrice ?? facts.property.value, facts.property.value);
  const penalty = rng.chance(0.8);
  return {
    ...facts,
    property: { ...facts.property, type, units, purchasePrice, arv: undefined, squareFeet: facts.property.squareFeet ?? units * 1100 },
    loan: {
      ...facts.loan,
      type: loanType,
      purpose: loanType === 'Purchase' ? 'Purchase' : loanType === 'Refinance' ? 'Refinance' : 'Cash Out Refinance',
      amount: roundTo(basis * (0.6 + rng.next() * 0.15), 1000),
      termMonths: 360,
      rate: rng.int(52, 72) / 8,
      prepayment: penalty ? { penalty: true, terms: rng.pick(DSCR_PREPAY) } : { penalty: false },
      exit: undefined,
    },
  };
}

export const dscrApplicationRentRoll: Family = {
  id: 'dscr-rental-application-rent-roll',
  description: "A rental-loan (DSCR) application: numbered sections, purpose checkboxes, a rent roll with tenants and leases, a DSCR estimate, guarantor and entity details, declarations",
  formats: ['pdf_text', 'pdf_scanned'],
  make(base, rng) {
    const facts = asRentalLoan(base, rng);
    const { borrower, coBorrower, entity, property, loan, lender, broker } = facts;
    const color = accent(rng);
    const fields: TruthField[] = [];
    const box = (on: boolean) => (on ? '☒' : '☐');
    const cell = (label: string, value: string, ...f: TruthField[]) => {
      if (value) fields.push(...f);
      return `<td><div class="l">${esc(label)}</div><div class="v">${value ? esc(value) : '&nbsp;'}</div></td>`;
    };
    const units = property.units ?? 1;
    const marketRent = roundTo((property.value * (0.0065 + rng.next() * 0.004)) / units, 25);
    const rentRows: string[] = [];
    let totalRent = 0;
    for (let u = 1; u <= units; u++) {
      const vacant = units > 1 && rng.chance(0.12);
      const rent = vacant ? 0 : roundTo(marketRent * (0.85 + rng.next() * 0.2), 25);
      totalRent += rent;
      const tenant = vacant ? 'VACANT' : rng.chance(0.3) ? 'Section 8 (HAP)' : (() => { const t = otherPerson(rng, facts); return `${t.first.slice(0, 1)}. ${t.last}`; })();
      const start = pickDate(rng, `${daysBefore(facts.documentDate, rng.int(40, 900)).slice(0, 8)}01`, ['us']);
      rentRows.push(`<tr><td>${units === 1 ? 'Main' : rng.chance(0.5) ? `Unit ${u}` : `#${u}${rng.chance(0.5) ? 'A' : ''}`}</td><td>${rng.int(1, 4)} / ${rng.int(1, 3)}</td><td>${esc(tenant)}</td><td>${vacant ? '' : start}</td><td>${vacant ? '' : rng.pick(['MTM', '12 mo', '24 mo', '12 mo'])}</td><td class="right">${vacant ? '—' : money(rent, 'dollars')}</td><td class="right">${money(marketRent, 'dollars')}</td></tr>`);
    }
    const taxes = roundTo(property.value * 0.018, 10);
    const insurance = roundTo(property.value * 0.005, 10);
    const hoa = property.type === 'Condo' || property.type === 'Townhouse' ? rng.int(15, 45) * 10 : 0;
    const pi = (loan.amount * (loan.rate / 1200)) / (1 - Math.pow(1 + loan.rate / 1200, -360));
    const pitia = pi + taxes / 12 + insurance / 12 + hoa;
    const dscr = Math.max(totalRent, marketRent * units * 0.9) / pitia;
    const showRate = rng.chance(0.6);
    const purposeRow = [
      `${box(loan.purpose === 'Purchase')} Purchase`, `${box(loan.purpose === 'Refinance')} Rate/Term Refinance`, `${box(loan.purpose === 'Cash Out Refinance')} Cash-Out Refinance`,
    ].join(' &nbsp; ');
    fields.push('loan_purpose', 'loan_type');
    const product = rng.pick(['30-Year Fixed', '30 Yr Fixed DSCR', '30-year fixed (fully amortizing)', '30-Year Fixed, 10-Yr Interest Only']);
    fields.push('loan_term');
    const sec = (n: number, title: string, body: string) => `<div class="sh">${n}. ${esc(title)}</div>${body}`;
    const s1 = sec(1, 'Loan Request', `<table class="f"><tr><td colspan="3"><div class="l">Purpose</div><div class="v">${purposeRow}</div></td></tr><tr>${cell('Loan Amount', money(loan.amount, rng.pick(['dollars', 'cents'] as const)), 'loan_amount')}${cell('Product', product)}${cell('Requested Rate', showRate ? `${loan.rate.toFixed(3)}%` : '', 'interest_rate')}</tr><tr>${cell('Prepayment Penalty', loan.prepayment.penalty ? (loan.prepayment.terms as string) : rng.pick(['None (buy-out)', 'No prepay']), 'prepayment_penalty', 'prepayment_terms')}${cell('Anticipated Closing', rng.chance(0.7) ? date(loan.closingDate, 'us') : '', 'estimated_closing_date')}${cell(loan.purpose === 'Purchase' ? 'Purchase Price' : 'Existing Lien Payoff', money(loan.purpose === 'Purchase' ? (property.purchasePrice as number) : roundTo(loan.amount * (loan.purpose === 'Refinance' ? 0.97 : 0.55), 100), 'dollars'))}</tr></table>`);
    const valueLabel = rng.pick(['Estimated Value', 'Est. Market Value', 'Borrower Estimate of Value']);
    const s2 = sec(2, 'Subject Property', `<table class="f"><tr>${cell('Street', streetLine(property.address))}${cell('City', property.address.city)}${cell('State / ZIP', `${property.address.state} ${property.address.zip}`, 'property_address')}</tr><tr>${cell('Property Type', propertyTypeWords(rng, property.type, property.units), 'property_type')}${cell('Units', String(units))}${cell('Year Built', String(property.yearBuilt ?? ''))}</tr><tr>${cell(valueLabel, money(property.value, 'dollars'), 'property_value')}${cell('Annual Taxes', money(taxes, 'dollars'))}${cell('Annual Insurance', money(insurance, 'dollars'))}</tr>${hoa ? `<tr>${cell('HOA (monthly)', money(hoa, 'dollars'))}${cell('Occupancy', 'Non-owner occupied')}${cell('Short-term rental?', 'No')}</tr>` : ''}</table>`);
    const s3 = sec(3, 'Rent Roll', `<table class="grid rr"><tr><th>Unit</th><th>Bd/Ba</th><th>Tenant</th><th>Lease Start</th><th>Term</th><th>Actual Rent</th><th>Market Rent</th></tr>${rentRows.join('')}<tr class="b"><td colspan="5">Total monthly</td><td class="right">${money(totalRent, 'dollars')}</td><td class="right">${money(marketRent * units, 'dollars')}</td></tr></table>
<div class="small" style="margin-top:3px">Est. PITIA ${money(Math.round(pitia), 'dollars')} / mo &middot; DSCR ${dscr.toFixed(2)}x (lesser of actual or 90% market) &middot; leases to be provided</div>`);
    const nameShown = pickName(rng, borrower, ['full', 'noMiddle', 'lastFirst']);
    const home = borrowerHome(rng, facts);
    const showDob = rng.chance(0.8);
    fields.push('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score');
    const s4 = sec(4, entity ? 'Guarantor' : 'Borrower', `<table class="f"><tr>${cell('Full Legal Name', nameShown)}${cell('Date of Birth', showDob ? date(borrower.dob, 'us') : '', 'borrower_date_of_birth')}${cell('SSN', `XXX-XX-${rng.int(1000, 9999)}`)}</tr><tr>${cell('Cell Phone', phone(borrower.phone, rng.pick(['paren', 'dash'] as const)))}${cell('Email', borrower.email)}${cell('Est. FICO', String(borrower.creditScore))}</tr><tr><td colspan="2"><div class="l">Primary Residence</div><div class="v">${esc(addressText(home, 'short'))} (${rng.pick(['Own', 'Rent'])})</div></td>${cell('Rentals Owned', String(rng.int(1, 14)))}</tr>${coBorrower ? `<tr>${cell(entity ? 'Co-Guarantor' : 'Co-Borrower', fullName(coBorrower, false))}${cell('Co-Borrower DOB', date(coBorrower.dob, 'us'), 'co_borrower_date_of_birth')}${cell('Co-Borrower FICO', String(coBorrower.creditScore))}</tr>` : ''}</table>`);
    let s5 = '';
    if (entity) {
      const showEin = entity.ein !== undefined && rng.chance(0.75);
      fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      s5 = sec(5, 'Vesting Entity', `<table class="f"><tr>${cell('Entity Name', entity.name)}${cell('EIN', showEin ? ein(entity.ein as string) : '', 'ein')}${cell('State of Formation', entity.stateOfFormation)}</tr><tr>${cell('Signer', fullName(borrower, false))}${cell('Title', entity.signatoryTitle)}${cell('Ownership', `${rng.pick([100, 100, 50, 60, 75])}%`)}</tr></table>`);
    }
    const decl = ['Are there any outstanding judgments against you?', 'Have you been party to a foreclosure in the last 7 years?', 'Will the property be occupied by you or a family member?', 'Are you a U.S. citizen or permanent resident?']
      .map((q, i) => `<tr><td>${q}</td><td class="center">${box(i === 3)} Yes</td><td class="center">${box(i !== 3)} No</td></tr>`).join('');
    const s6 = sec(entity ? 6 : 5, 'Declarations', `<table class="grid">${decl}</table>`);
    const sign = `<div style="display:flex;gap:40px;margin-top:14px"><div><div><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></div><div class="sig" style="margin-top:4px">${entity ? `${esc(entity.name)}, by ${esc(fullName(borrower, false))}, ${esc(entity.signatoryTitle)}` : 'Borrower'}</div></div><div><div style="height:34px;padding-top:14px">${date(facts.documentDate, 'us')}</div><div class="sig" style="min-width:1.4in">Date</div></div></div>`;
    const head = `<div style="display:flex;justify-content:space-between;border-bottom:3px solid ${color};padding-bottom:5px;margin-bottom:6px"><div><div style="font:bold 15pt 'DejaVu Sans';color:${color}">${esc(lender.name)}</div><div class="small">${esc(addressText(lender.address, 'short'))}</div></div><div class="right"><div class="b" style="font-size:11pt">${rng.pick(['Rental Loan Application', 'DSCR Loan Application', 'Investor 1-4 & 5+ Rental Application'])}</div><div class="small">Business-purpose &middot; non-owner occupied</div>${rng.chance(0.4) ? `<div class="small">Loan # ${loan.loanNumber}</div>` : ''}</div></div>`;
    if (head.includes(`Loan # ${loan.loanNumber}`)) fields.push('loan_number');
    const brokerLine = rng.chance(0.5) ? `<div class="small" style="margin-top:8px">Originating broker: ${esc(broker.name)}, ${esc(fullName(broker.contact, false))} ${esc(phone(broker.contact.phone, 'dash'))}</div>` : '';
    const css = `.sh { font: bold 9.5pt 'DejaVu Sans'; background: ${color}; color: #fff; padding: 2px 6px; margin: 8px 0 3px; }
.f { width: 100%; border-collapse: collapse; } .f td { border: 1px solid #999; padding: 2px 5px; vertical-align: top; width: 33%; }
.l { font-size: 6.5pt; color: #555; text-transform: uppercase; } .v { font-size: 9pt; min-height: 12px; } .rr td, .rr th { font-size: 8pt; padding: 2px 4px; }`;
    const bodyBlocks = [head, s1, s2, s3, s4, s5, s6, brokerLine, `<p class="small" style="margin-top:8px">I/We certify the information above is true and that the loan is for business purposes only and not for personal, family or household use.</p>`, sign];
    const split = units > 4 ? 5 : 6;
    const pages = [bodyBlocks.slice(0, split).join('\n'), bodyBlocks.slice(split).join('\n')];
    const html = documentHtml({ title: 'Rental Loan Application', font: 'sans', fontSize: '9pt', css, page: { margin: '0.5in 0.6in 0.75in', pageNumbers: true, footerLeft: `${esc(lender.name)} — Rental Application ${rng.pick(['v3.2', 'rev. 01/24', 'Form R-100'])}` }, pages });
    return { kind: 'html', documentType: 'Loan Application', html, truth: statedTruth(facts, fields) };
  },
};
