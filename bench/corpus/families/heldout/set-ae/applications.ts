// Loan applications and borrower information forms the desk sends out (and gets back filled in).
import type { DealFacts, Family, LoanType, PropertyType, TruthField } from '../../../types';
import {
  addr1, addrLine, anyPhone, checkboxes, documentHtml, dt, einText, esc, fullName, mountain, phone, STAFF,
  truth, usd, townOf,
} from './common';

const TYPE_BOXES: [string, PropertyType][] = [['Condo', 'Condo'], ['Townhome', 'Townhouse'], ['Single family', 'Single Family'], ['2-4 units', '2-4 Unit'], ['Mixed use', 'Mixed Use']];
const LOAN_BOXES: [string, LoanType][] = [['Purchase', 'Purchase'], ['Rate/term refi', 'Refinance'], ['Cash-out refi', 'Cash Out Refi'], ['Bridge', 'Bridge Loan'], ['Reno / flip', 'Fix & Flip'], ['2nd lien', 'Second Mortgage'], ['Construction', 'Construction'], ['Commercial', 'Commercial'], ['Land', 'Land']];

function boxLabel<T>(list: [string, T][], value: T): string | undefined {
  return list.find(([, v]) => v === value)?.[0];
}

const line = (label: string, value: string, w = '100%') => `<div style="display:inline-block;width:${w};vertical-align:top;padding:2px 6px 4px 0"><span style="font-size:7.5pt;color:#333">${label}</span><div style="border-bottom:1px solid #000;min-height:17px;font-family:'DejaVu Sans Mono',monospace;font-size:9.5pt;color:#102a6b">${value}</div></div>`;

const resortApp: Family = {
  id: 'ae-loan-app-mountain-property',
  description: 'Two-page lender application for mountain-property loans: checkbox rows for property/loan type, STR questions, declarations, co-borrower block.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: TYPE_BOXES.map(([, t]) => t) });
    const co = f.coBorrower;
    const p1 = `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #234;margin-bottom:8px"><div style="font:bold 15pt 'DejaVu Sans'">${esc(f.lender.name)}</div><div style="font-size:9pt">Business-Purpose Loan Application</div></div>
<div style="background:#234;color:#fff;padding:2px 6px;font-weight:bold;font-size:9pt">SECTION 1 — APPLICANT</div>
${line('Applicant name (first, middle, last)', esc(fullName(f.borrower, true)), '60%')}${line('Date of birth', dt(f.borrower.dob, 'us'), '38%')}
${line('E-mail', esc(f.borrower.email), '60%')}${line('Cell', phone(f.borrower.phone, 'paren'), '38%')}
${line('Credit score (if known)', String(f.borrower.creditScore), '30%')}${line('Primary residence (city, state)', rng.pick(['Denver, CO', 'Dallas, TX', 'Boulder, CO', 'Salt Lake City, UT', 'Chicago, IL', 'Scottsdale, AZ']), '68%')}
${co ? `${line('Co-applicant name', esc(fullName(co)), '60%')}${line('Co-applicant DOB', dt(co.dob, 'us'), '38%')}` : `${line('Co-applicant name', 'N/A', '60%')}${line('Co-applicant DOB', '', '38%')}`}
<div style="background:#234;color:#fff;padding:2px 6px;font-weight:bold;font-size:9pt;margin-top:8px">SECTION 2 — VESTING ENTITY (if any)</div>
${f.entity ? `${line('Entity legal name', esc(f.entity.name), '60%')}${line('EIN', f.entity.ein ? einText(f.entity.ein) : '', '38%')}
${line('State formed', esc(f.entity.stateOfFormation), '30%')}${line('Applicant\'s title', esc(f.entity.signatoryTitle), '30%')}${line('Entity type', esc(f.entity.type), '38%')}` : `${line('Entity legal name', 'none — individual', '60%')}${line('EIN', '', '38%')}`}
<div style="background:#234;color:#fff;padding:2px 6px;font-weight:bold;font-size:9pt;margin-top:8px">SECTION 3 — PROPERTY</div>
${line('Street address and unit', esc(addr1(f.property.address)), '60%')}${line('City / State / ZIP', `${esc(f.property.address.city)}, ${f.property.address.state} ${f.property.address.zip}`, '38%')}
<div style="font-size:9pt;margin:4px 0">Property type: ${checkboxes(TYPE_BOXES.map(([l]) => l), boxLabel(TYPE_BOXES, f.property.type))}</div>
<div style="font-size:9pt;margin:4px 0">Rented short-term (under 30 nights)? ${checkboxes(['Yes', 'No'], rng.pick(['Yes', 'No']))} &nbsp; Managed by: ${esc(rng.pick(['self', 'Alpenglow Vacation Rentals', 'Summit Key Stays', 'Basecamp Guest Services']))}</div>
${line('Estimated value', usd(f.property.value), '32%')}${line('Purchase price (purchases only)', f.property.purchasePrice ? usd(f.property.purchasePrice) : 'N/A', '32%')}${line('HOA dues / month', usd(rng.int(250, 1400)), '34%')}`;
    const p2 = `<div style="background:#234;color:#fff;padding:2px 6px;font-weight:bold;font-size:9pt">SECTION 4 — LOAN REQUEST</div>
<div style="font-size:9pt;margin:4px 0">Loan type: ${checkboxes(LOAN_BOXES.map(([l]) => l), boxLabel(LOAN_BOXES, f.loan.type))}</div>
${line('Amount requested', usd(f.loan.amount), '32%')}${line('Term requested (months)', String(f.loan.termMonths), '32%')}${line('Desired closing date', dt(f.loan.closingDate, 'us'), '34%')}
${line('Exit / repayment plan', f.loan.exit === 'Sale' ? 'Sell the property' : f.loan.exit === 'Refinance' ? 'Refinance into permanent loan' : '', '100%')}
<div style="background:#234;color:#fff;padding:2px 6px;font-weight:bold;font-size:9pt;margin-top:8px">SECTION 5 — DECLARATIONS</div>
<table style="font-size:9pt;width:100%">${['Will the property be your primary residence?', 'Any bankruptcy or foreclosure in the last 7 years?', 'Any outstanding judgments or liens?', 'Is any party to this loan a party to a lawsuit?'].map((q, i) => `<tr><td>${q}</td><td>${checkboxes(['Yes', 'No'], i === 0 ? 'No' : 'No')}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:8px">I certify the loan is for business purposes (investment / rental) and not for personal, family or household use. I authorize ${esc(f.lender.name)} to obtain credit reports.</p>
<div style="margin-top:20px"><span class="scrawl">${esc(fullName(f.borrower))}</span><br><span class="sig">Applicant signature · Date ${dt(f.documentDate, 'us')}</span></div>
${co ? `<div style="margin-top:14px"><span class="sig">Co-applicant signature</span></div>` : ''}
<p class="small muted" style="margin-top:20px">For office use — Loan # ${f.loan.loanNumber} · Originator ${esc(rng.pick(STAFF))} · Broker: ${esc(f.broker.name)}</p>`;
    const html = documentHtml({ title: 'Application', font: 'sans', fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: 'APP-MTN rev. 3' }, pages: [p1, p2] });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'co_borrower_date_of_birth', 'borrower_email', 'borrower_phone', 'credit_score',
      'property_address', 'property_type', 'property_value', 'loan_type', 'loan_amount', 'loan_term', 'estimated_closing_date', 'exit_strategy', 'loan_number'];
    if (f.entity) fields.push('entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, fields) };
  },
};

const handPhoto: Family = {
  id: 'ae-loan-app-quick-form-photo',
  description: 'One-page quick application filled in by hand at an open house and photographed on a phone.',
  formats: ['image'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Townhouse', 'Single Family'] });
    const hand = (t: string) => `<span style="font-family:'DejaVu Serif';font-style:italic;font-size:12pt;color:#1d2c6b">${esc(t)}</span>`;
    const row = (k: string, v: string) => `<tr><td style="width:34%;padding:7px 4px;border-bottom:1px solid #999;font-size:9pt">${k}</td><td style="border-bottom:1px solid #999">${v}</td></tr>`;
    const html = documentHtml({
      title: 'Quick App', font: 'sans',
      pages: [`<div class="center" style="font:bold 14pt 'DejaVu Sans'">${esc(f.lender.name)}</div>
<div class="center" style="font-size:10pt;margin-bottom:12px">QUICK LOAN INQUIRY — ${esc(townOf(f).city.toUpperCase())} OFFICE</div>
<table style="width:100%">
${row('Name', hand(fullName(f.borrower)))}
${row('Buying / holding in an LLC or trust? Name', hand(f.entity ? f.entity.name : 'no'))}
${f.entity ? row('Your title in it', hand(f.entity.signatoryTitle)) : ''}
${row('Phone', hand(phone(f.borrower.phone, 'dash')))}
${row('Email', hand(f.borrower.email))}
${row('Property address', hand(addrLine(f.property.address)))}
${row('How much do you need?', hand(usd(f.loan.amount)))}
${row('What is it worth?', hand(usd(f.property.value)))}
${row('Purchase or refi?', hand(f.loan.purpose === 'Purchase' ? 'purchase' : f.loan.purpose === 'Construction' ? 'build' : f.loan.purpose === 'Cash Out Refinance' ? 'refi - cash out' : 'refi (lower rate)'))}
${row('When?', hand(dt(f.loan.closingDate, 'short')))}
${row('Approx. credit score', hand(String(f.borrower.creditScore)))}
</table>
<p class="small" style="margin-top:16px">By signing you agree we may contact you about your inquiry. This is not an application for credit.</p>
<div style="margin-top:18px">${hand(fullName(f.borrower))}<br><span class="sig">Signature</span></div>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'property_value', 'loan_purpose', 'estimated_closing_date', 'credit_score'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, fields) };
  },
};

function entityBorrower(facts: DealFacts, f: DealFacts, rngName: string): DealFacts {
  if (f.entity) return f;
  return { ...f, entity: { name: `${f.borrower.last} ${rngName} LLC`, type: 'LLC', stateOfFormation: f.property.address.stateName, signatoryTitle: 'Manager', ein: `84${facts.loan.loanNumber}` } };
}

const entityScan: Family = {
  id: 'ae-loan-app-entity-scan',
  description: 'Entity borrower application (LLC buying a ski-town rental or mixed-use building) signed by the manager and scanned.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f0 = mountain(facts, rng, { type: ['Condo', 'Mixed Use', 'Single Family', '2-4 Unit'] });
    const f = entityBorrower(facts, f0, rng.pick(['Mountain Holdings', 'Ski Properties', 'Alpine Rentals', 'High Country']));
    const e = f.entity!;
    const box = (k: string, v: string, w = '49%') => `<div style="display:inline-block;width:${w};border:1px solid #000;margin:0 0 -1px -1px;padding:2px 5px;vertical-align:top;min-height:38px"><div style="font-size:7pt">${k}</div><div style="font-size:10pt">${v}</div></div>`;
    const html = documentHtml({
      title: 'Entity Application', font: 'serif', fontSize: '10pt',
      pages: [`<div class="center"><b style="font-size:13pt">${esc(f.lender.name)}</b><br>APPLICATION — ENTITY BORROWER</div><br>
${box('1. Borrower (exact legal name)', esc(e.name))}${box('2. Entity type / state', `${esc(e.type === 'LLC' ? 'Limited liability company' : e.type === 'Corporation' ? 'Corporation' : e.type === 'Partnership' ? 'Limited partnership' : 'Trust')} / ${esc(e.stateOfFormation)}`)}
${box('3. Tax ID', e.ein ? einText(e.ein) : '')}${box('4. Authorized signer & title', `${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}`)}
${box('5. Guarantor phone', phone(f.borrower.phone, 'paren'))}${box('6. Guarantor e-mail', esc(f.borrower.email))}
${box('7. Guarantor date of birth', dt(f.borrower.dob, 'us'))}${box('8. Guarantor FICO', String(f.borrower.creditScore))}
${box('9. Property address', esc(addrLine(f.property.address)), '98%')}
${box('10. Property type', f.property.type === 'Mixed Use' ? 'Mixed use (commercial ground floor + apartments)' : f.property.type === 'Condo' ? 'Condominium unit' : f.property.type === '2-4 Unit' ? `${f.property.units}-unit residential` : 'Single-family residence')}${box('11. As-is value', usd(f.property.value))}
${box('12. Loan amount', usd(f.loan.amount))}${box('13. Term (months)', String(f.loan.termMonths))}
${box('14. Purpose', f.loan.purpose ?? '')}${box('15. Closing needed by', dt(f.loan.closingDate, 'long'))}
<p class="small" style="margin-top:10px">The undersigned certifies on behalf of the Borrower that the information above is true and that the loan is for business purposes only.</p>
<div style="margin-top:26px"><span class="scrawl">${esc(fullName(f.borrower))}</span><br><span class="sig">${esc(e.name)}, by ${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}</span></div>`],
    });
    const fields: TruthField[] = ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'borrower_date_of_birth', 'credit_score',
      'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'loan_purpose', 'estimated_closing_date'];
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, fields) };
  },
};

const creditAuth: Family = {
  id: 'ae-borrower-info-credit-auth',
  description: 'One-page borrower information and credit authorization the processor sends with the welcome e-mail.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const html = documentHtml({
      title: 'Borrower Info', font: 'sans', fontSize: '10pt',
      page: { footerLeft: `${esc(f.lender.name)} · Borrower info / credit auth` },
      pages: [`<h2>Borrower Information &amp; Authorization</h2><p class="muted">Loan ${f.loan.loanNumber} · ${esc(addrLine(f.property.address))}</p>
<table class="grid" style="margin-top:8px">
<tr><th colspan="2">Guarantor / borrower</th><th colspan="2">Co-borrower</th></tr>
<tr><td>Legal name</td><td>${esc(fullName(f.borrower, true))}</td><td>Legal name</td><td>${f.coBorrower ? esc(fullName(f.coBorrower)) : '—'}</td></tr>
<tr><td>DOB</td><td>${dt(f.borrower.dob, 'us')}</td><td>DOB</td><td>${f.coBorrower ? dt(f.coBorrower.dob, 'us') : '—'}</td></tr>
<tr><td>Mobile</td><td>${anyPhone(rng, f.borrower.phone)}</td><td>Mobile</td><td>${f.coBorrower ? anyPhone(rng, f.coBorrower.phone) : '—'}</td></tr>
<tr><td>E-mail</td><td>${esc(f.borrower.email)}</td><td>E-mail</td><td>${f.coBorrower ? esc(f.coBorrower.email) : '—'}</td></tr>
<tr><td>SSN</td><td>XXX-XX-${rng.int(1000, 9999)}</td><td>SSN</td><td>${f.coBorrower ? `XXX-XX-${rng.int(1000, 9999)}` : '—'}</td></tr>
</table>
<p style="margin-top:10px">${f.entity ? `Borrowing entity: <b>${esc(f.entity.name)}</b> — signer ${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}.` : 'Borrowing individually (no entity).'}</p>
<p>Credit authorization. Each person signing below authorizes ${esc(f.lender.name)} and its agents to obtain consumer credit reports and verify the information on this form, in connection with a business-purpose loan secured by the property above.</p>
<div style="display:flex;gap:40px;margin-top:30px"><div><span class="scrawl">${esc(fullName(f.borrower))}</span><br><span class="sig">Borrower / Guarantor</span></div>${f.coBorrower ? `<div><span class="sig">Co-borrower</span></div>` : ''}</div>
<p class="small" style="margin-top:20px">Return to ${esc(rng.pick(STAFF))}, Loan Processing. Do not e-mail full SSNs; we will call.</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'co_borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'property_address', 'loan_number'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, fields) };
  },
};

const pfs: Family = {
  id: 'ae-guarantor-pfs-schedule',
  description: 'Guarantor personal financial statement with a schedule of real estate owned; the subject is one line among several properties.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Single Family', 'Townhouse'] });
    const others = [0, 1, 2].map(() => ({ a: `${rng.int(100, 9999)} ${rng.pick(['Elm St', 'Cherry Creek Dr', 'Pearl St', 'Mapleton Ave', 'Holladay Blvd'])}, ${rng.pick(['Denver, CO', 'Boulder, CO', 'Salt Lake City, UT', 'Scottsdale, AZ'])}`, v: rng.int(450, 2400) * 1000, d: rng.int(100, 1200) * 1000 }));
    const rows = rng.shuffle([...others.map((o) => ({ ...o, subj: false })), { a: addrLine(f.property.address), v: f.property.value, d: 0, subj: true }]);
    const html = documentHtml({
      title: 'PFS', font: 'serif', fontSize: '9.5pt',
      page: { footerLeft: 'Personal Financial Statement', pageNumbers: true },
      pages: [`<h2 class="center">PERSONAL FINANCIAL STATEMENT</h2><p class="center muted">as of ${dt(f.documentDate, 'long')} — submitted to ${esc(f.lender.name)}</p>
${`<table class="grid"><tr><td style="width:25%">Name</td><td>${esc(fullName(f.borrower, true))}</td><td style="width:18%">Date of birth</td><td>${dt(f.borrower.dob, 'long')}</td></tr>
<tr><td>Home phone / cell</td><td>${anyPhone(rng, f.borrower.phone)}</td><td>E-mail</td><td>${esc(f.borrower.email)}</td></tr>
${f.entity ? `<tr><td>Guaranteeing loan to</td><td colspan="3">${esc(f.entity.name)} (guarantor is ${esc(f.entity.signatoryTitle)})</td></tr>` : ''}</table>`}
<h3 style="margin-top:10px">Schedule A — Real estate owned</h3>
<table class="grid"><tr><th>Property</th><th>Market value</th><th>Mortgage balance</th><th>Note</th></tr>
${rows.map((r) => `<tr><td>${esc(r.a)}</td><td class="right">${usd(r.v)}</td><td class="right">${r.subj ? '—' : usd(r.d)}</td><td>${r.subj ? `subject — requesting ${usd(f.loan.amount)}` : ''}</td></tr>`).join('')}</table>
<h3 style="margin-top:10px">Schedule B — Liquid assets</h3>
<table class="grid"><tr><td>Checking / savings</td><td class="right">${usd(rng.int(40, 600) * 1000)}</td></tr><tr><td>Brokerage</td><td class="right">${usd(rng.int(100, 2500) * 1000)}</td></tr><tr><td>Retirement (401k/IRA)</td><td class="right">${usd(rng.int(200, 3000) * 1000)}</td></tr></table>
<p style="margin-top:12px">I certify this statement is true and complete.</p>
<div style="margin-top:22px"><span class="scrawl">${esc(fullName(f.borrower))}</span><br><span class="sig">${esc(fullName(f.borrower, true))}</span></div>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'property_address', 'property_value', 'loan_amount'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, fields) };
  },
};

export const applicationFamilies: Family[] = [resortApp, handPhoto, entityScan, creditAuth, pfs];
