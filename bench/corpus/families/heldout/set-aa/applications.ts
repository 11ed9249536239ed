// Loan applications: ours, other lenders' forms, an online-portal printout and a hand-filled intake card.
import { accent, checkboxes, documentHtml, letterhead } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  Said, above, anyDate, anyPhone, cityLine, d, desk, einH, esc, exitWord, fullName, loanTypeWord, money, num, pct, phone, prepayText, propTypeWord, street,
} from './util';

const ENTITY_TYPES = ['LLC', 'Corporation', 'Partnership', 'Trust'];
const PURPOSES = ['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'];
const PROP_TYPES = ['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use', 'Retail', 'Office', 'Industrial', 'Land'];

function box(label: string, value: string, width = '100%'): string {
  return `<td style="width:${width}"><div class="lbl">${label}</div><div class="val">${value || '&nbsp;'}</div></td>`;
}

const APP_CSS = `.lbl{font-size:6.5pt;text-transform:uppercase;color:#333;letter-spacing:.3px} .val{font-family:'DejaVu Sans Mono',monospace;font-size:9.5pt;min-height:14px}
.frm{width:100%;border-collapse:collapse;margin-bottom:6px} .frm td{border:1px solid #555;padding:2px 5px;vertical-align:top}
.sec{background:#222;color:#fff;font:bold 8.5pt 'DejaVu Sans';padding:2px 6px;margin-top:8px}`;

// 1 ------------------------------------------------------------------------------------------------------------
const ownApplication: Family = {
  id: 'aa-own-application-boxed-sections',
  description: 'Our two-page business-purpose loan application: black section bars, boxed fields with labels above, checkbox rows, declarations.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const b = facts.borrower;
    const l = facts.loan;
    const p = facts.property;
    const e = facts.entity;
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score');
    const page1 = `${letterhead({ name: facts.lender.name, color: accent(rng), lines: ['BUSINESS PURPOSE LOAN APPLICATION — investment property only, not for owner-occupied homes'] })}
<div class="sec">SECTION 1 — LOAN REQUEST</div>
<table class="frm"><tr>${box('Loan amount requested', s.say(money(l.amount), 'loan_amount'), '25%')}${box('Requested term (months)', s.say(String(l.termMonths), 'loan_term'), '20%')}${box('Desired closing date', s.say(d(l.closingDate, 'us'), 'estimated_closing_date'), '25%')}${box('Exit strategy', l.exit ? s.say(esc(exitWord(rng, l.exit)), 'exit_strategy') : '', '30%')}</tr>
<tr><td colspan="4"><div class="lbl">Loan program</div>${s.say(checkboxes(['Fix & Flip', 'Bridge Loan', 'Construction', 'Purchase', 'Refinance', 'Cash Out Refi', 'Commercial', 'Second Mortgage', 'Land'], l.type), 'loan_type')}</td></tr>
<tr><td colspan="4"><div class="lbl">Purpose</div>${l.purpose ? s.say(checkboxes(PURPOSES, l.purpose), 'loan_purpose') : checkboxes(PURPOSES, undefined)}</td></tr></table>
<div class="sec">SECTION 2 — SUBJECT PROPERTY</div>
<table class="frm"><tr>${box('Street address', s.say(esc(street(facts)), 'property_address'), '50%')}${box('City', esc(p.address.city), '22%')}${box('State', p.address.state, '10%')}${box('ZIP', p.address.zip, '18%')}</tr>
<tr><td colspan="4"><div class="lbl">Property type</div>${s.say(checkboxes(PROP_TYPES, p.type), 'property_type')}</td></tr>
<tr>${box('Purchase price (if purchase)', p.purchasePrice ? money(p.purchasePrice) : 'N/A', '25%')}${box('Estimated as-is value', s.say(money(p.value), 'property_value'), '25%')}${box('Estimated ARV', p.arv ? money(p.arv) : '', '25%')}${box('Year built / Sq ft', `${p.yearBuilt ?? ''} / ${p.squareFeet ? num(p.squareFeet) : ''}`, '25%')}</tr></table>
<div class="sec">SECTION 3 — BORROWER / GUARANTOR</div>
<table class="frm"><tr>${box('First name', esc(b.first), '30%')}${box('M.I.', esc(b.middle?.[0] ?? ''), '8%')}${box('Last name', esc(b.last), '32%')}${box('Date of birth', d(b.dob, 'us'), '30%')}</tr>
<tr>${box('Cell phone', phone(b.phone), '30%')}${box('E-mail', esc(b.email), '40%')}${box('Est. FICO', String(b.creditScore), '30%')}</tr>
<tr>${box('SSN', 'XXX-XX-' + String(1000 + rng.int(0, 8999)), '30%')}${box('Citizenship', rng.pick(['US Citizen', 'Permanent Resident']), '40%')}${box('# flips / rentals last 3 yrs', String(rng.int(0, 14)), '30%')}</tr></table>
${facts.coBorrower ? `<table class="frm"><tr>${box('Co-borrower name', esc(`${facts.coBorrower.first} ${facts.coBorrower.last}`), '50%')}${box('Co-borrower DOB', s.say(d(facts.coBorrower.dob, 'us'), 'co_borrower_date_of_birth'), '50%')}</tr></table>` : ''}`;
    const page2 = `<div class="sec">SECTION 4 — VESTING ENTITY (if borrowing through an entity)</div>
<table class="frm"><tr>${box('Entity legal name', e ? s.say(esc(e.name), 'entity_name') : 'N/A — individual', '50%')}${box('EIN', e?.ein ? s.say(einH(e.ein), 'ein') : '', '25%')}${box('State of formation', e ? esc(e.stateOfFormation) : '', '25%')}</tr>
<tr><td colspan="2"><div class="lbl">Entity type</div>${checkboxes(ENTITY_TYPES, e?.type)}</td>${box('Signer / title', e ? s.say(`${esc(fullName(facts))}, ${esc(e.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title') : '')}</tr></table>
<div class="sec">SECTION 5 — DECLARATIONS</div>
<table class="frm small">${['Are there any outstanding judgments against you?', 'Have you been party to a foreclosure or deed in lieu in the last 7 years?', 'Are you a party to a lawsuit?', 'Will any part of the property be occupied by you or a family member?'].map((q) => `<tr><td style="width:80%">${q}</td><td>☐ Yes ☒ No</td></tr>`).join('')}</table>
<div class="sec">SECTION 6 — HOW DID YOU HEAR ABOUT US</div>
<p style="margin:4px 0">☒ Broker: ${esc(facts.broker.name)} (${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}, ${phone(facts.broker.contact.phone, 'dash')}) &nbsp; ☐ Repeat borrower &nbsp; ☐ Web</p>
<p class="small" style="margin-top:10px">I/We certify that the loan is for business purposes only and that the information above is true. I authorize ${esc(facts.lender.name)} to obtain credit reports and verify the information.</p>
<p><span class="sig">Signature of applicant / guarantor</span> &nbsp;&nbsp; Date: ${d(facts.documentDate, 'us')}</p>
<p class="small muted">Office use: LO ${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)} · Proc ${esc(desk(rng))} · Loan # ${s.say(l.loanNumber, 'loan_number')}</p>`;
    const html = documentHtml({ title: 'Application', font: 'sans', fontSize: '9pt', css: APP_CSS, pages: [page1, page2], page: { footerLeft: 'APP-BP rev. 03/2024', pageNumbers: true } });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

// 2 ------------------------------------------------------------------------------------------------------------
const shortForm: Family = {
  id: 'aa-competitor-quick-app-underlines',
  description: 'Another lender\'s one-page "Investor Loan Request": labels followed by underlined typed values, two columns, checkbox lines.',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const s = new Said(facts);
    const b = facts.borrower;
    const l = facts.loan;
    const p = facts.property;
    const u = (label: string, value: string) => `<div style="margin:5px 0">${label}: <span style="border-bottom:1px solid #000;display:inline-block;min-width:2.2in;padding:0 4px">${value || '&nbsp;'}</span></div>`;
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email');
    const left = [
      u('Applicant name', esc(`${b.first} ${b.last}`)),
      u('Mobile', anyPhone(rng, b.phone)),
      u('Email', esc(b.email)),
      u('Credit (approx.)', s.say(String(b.creditScore), 'credit_score')),
      u('Vesting', facts.entity ? s.say(esc(facts.entity.name), 'entity_name') : 'Individual name'),
    ];
    if (facts.entity?.ein) left.push(u('Entity EIN', s.say(einH(facts.entity.ein), 'ein')));
    const right = [
      u('Property', s.say(esc(street(facts, true)), 'property_address')),
      u('City/St/Zip', esc(cityLine(facts))),
      u('Value (as-is)', s.say(money(p.value), 'property_value')),
      u('Purchase price', p.purchasePrice ? money(p.purchasePrice) : 'n/a - refi'),
      u('Loan amt requested', s.say(money(l.amount), 'loan_amount')),
      u('Term wanted', s.say(`${l.termMonths} months`, 'loan_term')),
    ];
    const html = documentHtml({
      title: 'Investor Loan Request', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between;align-items:end;border-bottom:3px double #000;padding-bottom:4px"><div style="font:bold 15pt 'DejaVu Sans'">${esc(facts.lender.name)}</div><div class="small">Investor Loan Request · Fax/email to ${esc(facts.lender.contact.email)}</div></div>
<div style="display:flex;gap:24px;margin-top:10px"><div style="flex:1">${left.join('')}</div><div style="flex:1">${right.join('')}</div></div>
<div style="margin-top:8px">Loan type: ${s.say(checkboxes(['Fix & Flip', 'Bridge Loan', 'Purchase', 'Refinance', 'Cash Out Refi', 'Construction'].includes(l.type) ? ['Fix & Flip', 'Bridge Loan', 'Purchase', 'Refinance', 'Cash Out Refi', 'Construction'] : ['Fix & Flip', 'Bridge Loan', 'Purchase', l.type], l.type), 'loan_type')}</div>
<div style="margin-top:6px">Property is: ${s.say(checkboxes(['Single Family', 'Townhouse', 'Condo', '2-4 Unit', 'Multifamily (5+)', 'Mixed Use'].includes(p.type) ? ['Single Family', 'Townhouse', 'Condo', '2-4 Unit', 'Multifamily (5+)', 'Mixed Use'] : ['Single Family', '2-4 Unit', p.type], p.type), 'property_type')}</div>
<div style="margin-top:6px">Currently: ☐ Occupied &nbsp; ☒ Vacant &nbsp; ☐ Tenant in place</div>
${l.exit ? `<div style="margin-top:6px">Exit plan: ${s.say(checkboxes(['Sale', 'Refinance'], l.exit), 'exit_strategy')}</div>` : ''}
${u('Scope of work (brief)', rng.pick(['full gut, new kitchen/2 baths, roof, HVAC', 'cosmetic + windows, rear wall repoint', 'convert to 3 units, new electric service, sprinklers', 'storefront + 2 apts above, façade repair']))}
${u('Who referred you', esc(`${facts.broker.contact.first} ${facts.broker.contact.last} @ ${facts.broker.name}`))}
<p class="small" style="margin-top:14px">By signing, applicant authorizes a soft credit pull. No application fee. Turn time 48-72 hrs on term sheet.</p>
<p>Signed: <span class="scrawl">${esc(b.first)} ${esc(b.last)}</span> &nbsp;&nbsp; Date: ${d(facts.documentDate, 'short2')}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

// 3 ------------------------------------------------------------------------------------------------------------
const handIntake: Family = {
  id: 'aa-hand-filled-intake-card-photo',
  description: 'A pre-printed deal intake card filled in by hand at an investor meetup (handwriting font), photographed on a phone.',
  formats: ['image'],
  make(facts, rng) {
    const s = new Said(facts);
    const b = facts.borrower;
    const l = facts.loan;
    const h = (t: string) => `<span style="font-family:'DejaVu Serif';font-style:italic;font-size:13pt;color:#1b2a78">${t}</span>`;
    const row = (k: string, v: string) => `<tr><td style="width:32%;padding:7px 4px;border-bottom:1px solid #999;font-size:9pt">${k}</td><td style="border-bottom:1px solid #999">${v}</td></tr>`;
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_phone');
    const rows = [
      row('NAME', h(esc(`${b.first} ${b.last}`))),
      row('COMPANY / LLC', facts.entity ? h(s.say(esc(facts.entity.name), 'entity_name')) : h('—')),
      row('CELL', h(phone(b.phone, 'dash'))),
      row('EMAIL', rng.chance(0.6) ? h(s.say(esc(b.email), 'borrower_email')) : ''),
      row('PROPERTY', h(s.say(`${esc(street(facts))}, ${esc(facts.property.address.city)} ${esc(facts.property.address.zip)}`, 'property_address'))),
      row('TYPE', h(s.say(esc(propTypeWord(rng, facts)), 'property_type'))),
      row('DEAL', h(s.say(esc(loanTypeWord(rng, l.type)), 'loan_type'))),
      row('PRICE / VALUE', h(`${facts.property.purchasePrice ? `pp ${money(facts.property.purchasePrice)} / ` : ''}as-is ${s.say(money(facts.property.value), 'property_value')}`)),
      row('NEED', h(`${s.say(money(l.amount), 'loan_amount')}${rng.chance(0.5) ? s.say(` for ${l.termMonths} mo`, 'loan_term') : ''}`)),
      row('CREDIT', h(s.say(`~${b.creditScore}`, 'credit_score'))),
      row('CLOSE BY', h(s.say(d(l.closingDate, 'usUnpadded'), 'estimated_closing_date'))),
    ];
    const html = documentHtml({
      title: 'Intake', font: 'sans',
      pages: [`<div style="border:2px solid #333;padding:14px;margin-top:20px"><div style="display:flex;justify-content:space-between"><b style="font-size:13pt">${esc(facts.lender.name)}</b><span class="small">DEAL INTAKE — ${rng.pick(['Philly REIA', 'Baltimore Investors Night', 'DC Flippers Meetup', 'Delaware Valley RE Club'])}</span></div>
<table style="width:100%;margin-top:10px">${rows.join('')}</table>
<div style="margin-top:12px;font-size:8.5pt">NOTES: ${h(rng.pick(['has 2 other flips going w/ us', 'wants term sheet by Fri!!', 'GC is his brother-in-law, get license', 'call after 5']))}</div>
<div class="small" style="margin-top:8px">Taken by: ${esc(desk(rng))} &nbsp; ${d(facts.documentDate, 'short2')}</div></div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

// 4 ------------------------------------------------------------------------------------------------------------
function reoRows(facts: DealFacts, rng: Rng): string {
  const streets = ['N 26th St', 'Tasker St', 'W Cumberland St', 'E Baltimore St', 'Federal St', 'N Milton Ave', 'Kensington Ave', 'Greenmount Ave', 'S 58th St', 'Wharton St'];
  const n = rng.int(2, 4);
  const rows: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = above(rng, facts.property.value, 1000);
    const debt = Math.round(v * (0.4 + rng.next() * 0.3)) + rng.int(1, 999);
    rows.push(`<tr><td>${rng.int(1200, 3999)} ${rng.pick(streets)}</td><td>${rng.pick(['SFR', 'Duplex', 'Rowhome', 'Triplex'])}</td><td class="right">${money(v)}</td><td class="right">${money(debt)}</td><td class="right">${money(rng.int(9, 26) * 100)}</td><td>${rng.pick(['Rented', 'Rehab', 'Listed'])}</td></tr>`);
  }
  return rows.join('');
}

const entityApp: Family = {
  id: 'aa-entity-app-with-reo-schedule',
  description: 'A rental/bridge lender\'s entity loan application: entity block, guarantor block, subject, and a schedule of real estate owned (decoy properties).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const b = facts.borrower;
    const l = facts.loan;
    const p = facts.property;
    const e = facts.entity;
    const kv = (k: string, v: string) => `<tr><th style="width:30%">${k}</th><td>${v}</td></tr>`;
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_email', 'borrower_phone');
    const page1 = `<h2 style="font-size:14pt">${esc(facts.lender.name)} — Loan Application (Entity / Investor)</h2>
<p class="small">Application date ${anyDate(rng, facts.documentDate)} · Submitted by ${esc(facts.broker.name)}</p>
<h3 style="font-size:10.5pt;margin-top:8px">A. Borrowing entity</h3>
<table class="grid">${e
    ? kv('Legal name', s.say(esc(e.name), 'entity_name')) + kv('Entity type', esc(e.type === 'LLC' ? 'Limited Liability Company' : e.type)) + kv('Formed in', esc(e.stateOfFormation)) + (e.ein ? kv('Tax ID', s.say(einH(e.ein), 'ein')) : '') + kv('Authorized signer', s.say(`${esc(fullName(facts))} — ${esc(e.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title'))
    : kv('Legal name', 'None — borrowing individually')}</table>
<h3 style="font-size:10.5pt;margin-top:8px">B. Guarantor / principal</h3>
<table class="grid">${kv('Name', esc(`${b.last}, ${b.first}${b.middle ? ` ${b.middle}` : ''}`))}${kv('DOB', d(b.dob, 'long'))}${kv('Phone', phone(b.phone, 'dot'))}${kv('Email', esc(b.email))}${kv('Ownership %', facts.entity ? `${rng.pick([100, 100, 50, 60, 75])}%` : '100%')}${kv('Middle FICO (tri-merge)', s.say(String(b.creditScore), 'credit_score'))}</table>
<h3 style="font-size:10.5pt;margin-top:8px">C. Subject property &amp; request</h3>
<table class="grid">${kv('Address', s.say(esc(`${street(facts)}, ${cityLine(facts)}`), 'property_address'))}${kv('Type', s.say(esc(propTypeWord(rng, facts)), 'property_type'))}${kv('Units', String(p.units ?? 1))}${kv('Transaction', s.say(esc(loanTypeWord(rng, l.type)), 'loan_type'))}${kv('Requested loan', s.say(money(l.amount), 'loan_amount'))}${kv('Borrower\'s opinion of value', s.say(money(p.value), 'property_value'))}${p.purchasePrice ? kv('Contract price', money(p.purchasePrice)) : ''}${kv('Target closing', s.say(d(l.closingDate, 'abbr'), 'estimated_closing_date'))}</table>`;
    const page2 = `<h3 style="font-size:10.5pt">D. Schedule of real estate owned (guarantor &amp; affiliates)</h3>
<table class="grid small"><tr><th>Address</th><th>Type</th><th>Market value</th><th>Mortgage bal.</th><th>Gross rent/mo</th><th>Status</th></tr>${reoRows(facts, rng)}</table>
<p class="small">Attach additional sheets if needed. Include properties sold in the last 36 months on the track-record form.</p>
<h3 style="font-size:10.5pt;margin-top:10px">E. Liquidity</h3>
<table class="grid small"><tr><th>Institution</th><th>Type</th><th>Balance</th></tr><tr><td>${rng.pick(['TD Bank', 'PNC', 'Wells Fargo', 'M&amp;T', 'Truist', 'Citizens'])}</td><td>Checking</td><td class="right">${money(rng.int(30000, 240000))}</td></tr><tr><td>${rng.pick(['Fidelity', 'Schwab', 'Vanguard'])}</td><td>Brokerage</td><td class="right">${money(rng.int(20000, 400000))}</td></tr></table>
<p style="margin-top:18px"><span class="sig">Guarantor signature</span> &nbsp; <span class="sig">${facts.entity ? 'For the entity, by its authorized signer' : 'Co-applicant (if any)'}</span></p>`;
    const html = documentHtml({ title: 'Entity Application', fontSize: '9.5pt', font: 'sans', pages: [page1, page2], page: { pageNumbers: 'short', footerLeft: esc(facts.lender.name) } });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

// 5 ------------------------------------------------------------------------------------------------------------
const portalPrint: Family = {
  id: 'aa-portal-application-browser-printout',
  description: 'A borrower-portal application printed from a browser: URL/time header, "Step n of 4" sections, field: value rows with help text.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Said(facts);
    const b = facts.borrower;
    const l = facts.loan;
    const p = facts.property;
    const stamp = `${d(facts.documentDate, 'short2')}, ${rng.int(1, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
    const slugName = facts.lender.name.toLowerCase().replace(/[^a-z]+/g, '');
    const f = (k: string, v: string, help = '') => `<div style="display:flex;border-bottom:1px solid #ddd;padding:4px 0"><div style="width:40%;color:#555">${k}${help ? `<div style="font-size:7pt;color:#999">${help}</div>` : ''}</div><div style="width:60%">${v}</div></div>`;
    const step = (n: number, t: string) => `<div style="margin-top:10px;color:#0a58ca;font-weight:bold">Step ${n} of 4 · ${t}</div>`;
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth');
    const html = documentHtml({
      title: 'Application Summary', font: 'sans', fontSize: '9pt', page: { margin: '0.45in 0.6in' },
      pages: [`<div style="display:flex;justify-content:space-between;font-size:7pt;color:#666"><span>${stamp}</span><span>Application Summary | ${esc(facts.lender.name)}</span></div>
<h2 style="font-size:14pt;margin-top:10px">Your application was submitted ✔</h2><p class="small">Confirmation #${s.say(l.loanNumber, 'loan_number')} · We'll reach out within one business day.</p>
${step(1, 'About you')}
${f('First name', esc(b.first))}${f('Last name', esc(b.last))}${f('Date of birth', d(b.dob, 'us'), 'MM/DD/YYYY')}${f('Mobile number', phone(b.phone))}${f('Email address', esc(b.email))}${f('Credit score range', s.say(`${b.creditScore} (self-reported)`, 'credit_score'))}
${step(2, 'Borrowing entity')}
${facts.entity ? f('Are you borrowing through an entity?', 'Yes') + f('Entity name', s.say(esc(facts.entity.name), 'entity_name')) + f('Your title', s.say(esc(facts.entity.signatoryTitle), 'authorized_signatory_title', 'authorized_signatory_name')) + (facts.entity.ein ? f('EIN', s.say(facts.entity.ein, 'ein'), '9 digits') : '') : f('Are you borrowing through an entity?', 'No')}
${step(3, 'Property')}
${f('Property address', s.say(esc(`${street(facts)}, ${cityLine(facts)}`), 'property_address'))}${f('Property type', s.say(esc(p.type), 'property_type'))}${f('Estimated current value', s.say(money(p.value), 'property_value'), 'As-is, today')}${p.arv ? f('Estimated value after repairs', money(p.arv)) : ''}
${step(4, 'Loan')}
${f('Loan type', s.say(esc(l.type), 'loan_type'))}${l.purpose ? f('Loan purpose', s.say(esc(l.purpose), 'loan_purpose')) : ''}${f('Amount requested', s.say(money(l.amount), 'loan_amount'))}${f('Term', s.say(`${l.termMonths} months`, 'loan_term'))}${f('When do you need to close?', s.say(d(l.closingDate, 'iso'), 'estimated_closing_date'))}${l.exit ? f('How will you repay the loan?', s.say(esc(exitWord(rng, l.exit)), 'exit_strategy')) : ''}
<div style="font-size:7pt;color:#666;margin-top:14px;display:flex;justify-content:space-between"><span>https://apply.${slugName}.com/app/summary</span><span>1/1</span></div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

// 6 ------------------------------------------------------------------------------------------------------------
const guarantorPfs: Family = {
  id: 'aa-guarantor-info-and-pfs',
  description: 'Guarantor information sheet with personal financial statement (assets/liabilities columns) attached to a loan request.',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const s = new Said(facts);
    const b = facts.borrower;
    const l = facts.loan;
    const assets = [['Cash – checking/savings', rng.int(25, 300) * 1000 + rng.int(1, 999)], ['Retirement accounts', rng.int(0, 500) * 1000 + rng.int(1, 999)], ['Real estate (see schedule)', rng.int(400, 3000) * 1000 + rng.int(1, 999)], ['Vehicles', rng.int(10, 80) * 1000]] as const;
    const liabs = [['Mortgages on RE', rng.int(150, 1800) * 1000 + rng.int(1, 999)], ['Auto loans', rng.int(0, 45) * 1000], ['Credit cards', rng.int(0, 20) * 1000]] as const;
    const ta = assets.reduce((x, [, v]) => x + v, 0);
    const tl = liabs.reduce((x, [, v]) => x + v, 0);
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email');
    const html = documentHtml({
      title: 'Guarantor Information', fontSize: '9pt', font: 'sans',
      pages: [`<h2 style="font-size:13pt;text-align:center">GUARANTOR INFORMATION &amp; PERSONAL FINANCIAL STATEMENT</h2>
<p class="center small">${esc(facts.lender.name)} · as of ${d(facts.documentDate, 'long')}</p>
<table class="grid"><tr><td><b>Guarantor</b><br>${esc(nameWithMiddleUpper(facts))}</td><td><b>DOB</b><br>${d(b.dob, 'usUnpadded')}</td><td><b>Phone</b><br>${anyPhone(rng, b.phone)}</td></tr>
<tr><td colspan="2"><b>Email</b><br>${esc(b.email)}</td><td><b>Credit score</b><br>${s.say(String(b.creditScore), 'credit_score')}</td></tr>
<tr><td colspan="3"><b>Guaranteeing loan to</b>: ${facts.entity ? s.say(esc(facts.entity.name), 'entity_name') : 'Guarantor individually (no entity)'} — ${s.say(money(l.amount), 'loan_amount')} secured by ${s.say(esc(`${street(facts)}, ${cityLine(facts)}`), 'property_address')}</td></tr>
${facts.coBorrower ? `<tr><td colspan="2"><b>Spouse / co-guarantor</b><br>${esc(facts.coBorrower.first)} ${esc(facts.coBorrower.last)}</td><td><b>DOB</b><br>${s.say(d(facts.coBorrower.dob, 'us'), 'co_borrower_date_of_birth')}</td></tr>` : ''}</table>
<div style="display:flex;gap:14px;margin-top:10px"><table class="grid" style="flex:1"><tr><th>Assets</th><th class="right">$</th></tr>${assets.map(([k, v]) => `<tr><td>${k}</td><td class="right">${num(v)}</td></tr>`).join('')}<tr><td class="b">Total assets</td><td class="right b">${num(ta)}</td></tr></table>
<table class="grid" style="flex:1"><tr><th>Liabilities</th><th class="right">$</th></tr>${liabs.map(([k, v]) => `<tr><td>${k}</td><td class="right">${num(v)}</td></tr>`).join('')}<tr><td class="b">Total liabilities</td><td class="right b">${num(tl)}</td></tr><tr><td class="b">Net worth</td><td class="right b">${num(ta - tl)}</td></tr></table></div>
<p class="small" style="margin-top:10px">Contingent liabilities: ${rng.pick(['none', 'guarantor on 2 other private loans', 'co-signer on sister\'s auto loan'])}. Prepayment on the requested loan: ${s.say(esc(prepayText(rng, facts)), 'prepayment_penalty', 'prepayment_terms')}.</p>
<p style="margin-top:16px">The undersigned certifies this statement is true and complete.</p><p><span class="sig">${esc(fullName(facts))}</span></p>
<p class="small muted">Rate quoted on request: ${s.say(pct(facts.loan.rate, 3), 'interest_rate')}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

function nameWithMiddleUpper(facts: DealFacts): string {
  const b = facts.borrower;
  return `${b.first.toUpperCase()}${b.middle ? ` ${b.middle.toUpperCase()}` : ''} ${b.last.toUpperCase()}`;
}

export const applicationFamilies: Family[] = [ownApplication, shortForm, handIntake, entityApp, portalPrint, guarantorPfs];
