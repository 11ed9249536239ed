// Loan applications in several lenders' forms: boxed forms, hand-filled scans, portal printouts, intake photos.
import { accent, documentHtml, esc, flow, kvTable, letterhead } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  ADJUSTERS, CARRIERS, CONTRACTORS, STORMS, Stated, addr1, addrFull, checkboxRow, claimNo, decoyPhone, dt, anyDate, ein,
  exitWords, fullName, loanTypeWords, money, pct, phone, propTypeWords, upper, usd,
} from './util';

const LOAN_TYPE_BOXES = ['Purchase', 'Refinance', 'Cash Out Refi', 'Bridge Loan', 'Fix & Flip', 'Construction', 'Commercial', 'Land', 'Second Mortgage'];
const PROP_BOXES = ['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use', 'Retail', 'Office', 'Industrial', 'Land'];

function box(label: string, value: string, width = '100%'): string {
  return `<div class="bx" style="width:${width}"><div class="lb">${label}</div><div class="vl">${value || '&nbsp;'}</div></div>`;
}

const BOX_CSS = `.row{display:flex;gap:0;margin:0}.bx{border:1px solid #333;margin:-1px 0 0 -1px;padding:2px 5px;min-height:34px}
.lb{font-size:6.8pt;text-transform:uppercase;color:#444;letter-spacing:.2px}.vl{font-size:9.5pt;margin-top:2px}
.sec{background:#222;color:#fff;font:bold 8.5pt 'DejaVu Sans';padding:3px 6px;margin-top:10px}`;

/** Boxed application: labels above values, checkbox rows. */
const boxedApp: Family = {
  id: 'ab-app-boxed-labels-above',
  description: 'Private lender uniform application: boxed cells with labels above values, checkbox rows for loan and property type.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const b = f.borrower;
    const s = new Stated(f).who().add('borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_type', 'loan_amount', 'loan_type');
    const e = f.entity;
    const row = (...cells: string[]) => `<div class="row">${cells.join('')}</div>`;
    let entityBlock = '';
    if (e) {
      s.add('ein', 'authorized_signatory_name', 'authorized_signatory_title');
      entityBlock = `<div class="sec">SECTION 2 — BORROWING ENTITY</div>
${row(box('Entity legal name', esc(e.name), '55%'), box('Entity type', checkboxRow(['LLC', 'Corporation', 'Partnership', 'Trust'], e.type), '45%'))}
${row(box('EIN / TIN', e.ein ? ein(e.ein) : 'applied for', '30%'), box('State of formation', esc(e.stateOfFormation), '30%'), box('Signer title', esc(e.signatoryTitle), '40%'))}`;
    }
    let coBlock = '';
    if (f.coBorrower && !e) {
      s.add('co_borrower_date_of_birth');
      coBlock = row(box('Co-borrower name', esc(fullName(f.coBorrower)), '50%'), box('Co-borrower DOB', dt(f.coBorrower.dob, 'us'), '25%'), box('Relationship', rng.pick(['Spouse', 'Partner', 'Sibling']), '25%'));
    }
    const valueCell = rng.chance(0.8) ? usd(f.property.value) : '';
    if (valueCell) s.add('property_value');
    const termCell = rng.chance(0.8) ? `${L.termMonths}` : '';
    if (termCell) s.add('loan_term');
    const rateCell = rng.chance(0.5) ? pct(L.rate) : '';
    if (rateCell) s.add('interest_rate');
    const exitCell = L.exit && rng.chance(0.8) ? exitWords(rng, L.exit) : '';
    if (exitCell) s.add('exit_strategy');
    const closeCell = rng.chance(0.6) ? dt(L.closingDate, 'us') : '';
    if (closeCell) s.add('estimated_closing_date');
    const purpose = L.purpose && rng.chance(0.7) ? L.purpose : undefined;
    if (purpose) s.add('loan_purpose');
    const html = documentHtml({
      title: 'Loan Application', font: 'sans', fontSize: '9pt', css: BOX_CSS,
      pages: [`${letterhead({ name: f.lender.name, lines: ['BUSINESS PURPOSE LOAN APPLICATION', esc(addrFull(f.lender.address))], color: accent(rng) })}
<div class="sec">SECTION 1 — GUARANTOR / BORROWER</div>
${row(box('Last name', esc(upper(b.last)), '35%'), box('First name', esc(upper(b.first)), '30%'), box('M.I.', esc(b.middle ? b.middle[0] ?? '' : ''), '10%'), box('Date of birth', dt(b.dob, 'us'), '25%'))}
${row(box('Cell phone', phone(b.phone, 0), '30%'), box('E-mail', esc(b.email), '45%'), box('Est. FICO', String(b.creditScore), '25%'))}
${coBlock}
${entityBlock}
<div class="sec">SECTION 3 — SUBJECT PROPERTY</div>
${row(box('Street address', esc(addr1(f.property.address)), '50%'), box('City', esc(f.property.address.city), '25%'), box('State', f.property.address.state, '10%'), box('ZIP', f.property.address.zip, '15%'))}
${box('Property type', checkboxRow(PROP_BOXES, f.property.type))}
${row(box('Year built', String(f.property.yearBuilt ?? ''), '20%'), box('Sq. ft.', String(f.property.squareFeet ?? ''), '20%'), box('Flood zone', rng.pick(['AE', 'X', 'VE', 'unknown']), '20%'), box('Est. current value', valueCell, '40%'))}
${f.property.purchasePrice ? row(box('Purchase price', usd(f.property.purchasePrice), '50%'), box('After-repair value', f.property.arv ? usd(f.property.arv) : 'n/a', '50%')) : ''}
<div class="sec">SECTION 4 — LOAN REQUEST</div>
${box('Loan type', checkboxRow(LOAN_TYPE_BOXES, L.type))}
${purpose ? box('Purpose', checkboxRow(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], purpose)) : ''}
${row(box('Amount requested', usd(L.amount), '30%'), box('Term (months)', termCell, '20%'), box('Rate quoted', rateCell, '20%'), box('Target closing', closeCell, '30%'))}
${row(box('Exit strategy', esc(exitCell), '60%'), box('Referred by', esc(f.broker.name), '40%'))}
<div class="sec">SECTION 5 — DECLARATIONS</div>
<p class="small">Any open insurance claims on subject? ${rng.chance(0.5) ? '[X] Yes [ ] No' : '[ ] Yes [X] No'} &nbsp; Any FEMA/SBA disaster assistance received? [ ] Yes [X] No &nbsp; Foreclosure in last 7 yrs? [ ] Yes [X] No</p>
<p style="margin-top:16px">Signature: <span class="sig">&nbsp;</span> &nbsp; Date: ${dt(f.documentDate, 'short')}</p>`],
      page: { footerLeft: `Form BPL-${rng.int(10, 99)} rev. ${rng.int(1, 12)}/${rng.int(19, 24)}`, pageNumbers: true },
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

/** Hand-filled paper form, scanned. Values in a script font, some blanks. */
const handFilled: Family = {
  id: 'ab-app-handfilled-paper',
  description: 'Paper one-page application hand-filled in pen (script values on underlines), some blanks; scanned.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const b = f.borrower;
    const s = new Stated(f).who().add('borrower_phone', 'property_address', 'loan_amount', 'loan_type');
    const line = (label: string, value: string, w = '100%') => `<div style="display:inline-block;width:${w};margin:5px 0"><span style="font-size:8.5pt">${label}</span> <span class="hand">${value || ''}</span></div>`;
    const dob = rng.chance(0.6) ? dt(b.dob, 'short') : '';
    const mail = rng.chance(0.7) ? esc(b.email) : '';
    if (dob) s.add('borrower_date_of_birth');
    if (mail) s.add('borrower_email');
    const items: string[] = [
      line('Applicant name:', esc(fullName(b)), '62%') + line('DOB:', dob, '36%'),
      line('Phone:', phone(b.phone, rng.int(0, 3)), '45%') + line('Email:', mail, '53%'),
    ];
    if (f.entity) {
      items.push(line('Company / LLC / Trust name (if vesting in entity):', esc(f.entity.name), '100%'));
      items.push(line('Your title:', esc(f.entity.signatoryTitle), '48%') + line('EIN:', f.entity.ein ? ein(f.entity.ein) : '', '50%'));
      s.add('authorized_signatory_name', 'authorized_signatory_title', 'ein');
    }
    items.push(line('Property address:', esc(addrFull(f.property.address, true)), '100%'));
    items.push(line('What kind of loan?', esc(loanTypeWords(rng, f)), '55%') + line('How much?', money(rng, L.amount), '43%'));
    if (rng.chance(0.7)) { items.push(line('What is it worth today?', usd(f.property.value), '55%') + line('Credit score (approx):', String(b.creditScore), '43%')); s.add('property_value', 'credit_score'); }
    if (rng.chance(0.6)) { items.push(line('How long do you need the money?', `${L.termMonths} months`, '100%')); s.add('loan_term'); }
    if (L.exit && rng.chance(0.7)) { items.push(line('How will you pay us back?', esc(exitWords(rng, L.exit).toLowerCase()), '100%')); s.add('exit_strategy'); }
    items.push(line('Storm damage? Describe:', f.property.type === 'Land' ? 'n/a - vacant lot, some debris' : esc(rng.pick(['roof + water intrusion, ins. claim open', 'none', 'wind damage to soffit/fascia, fixed', 'flooded 14 in., gutted to studs'])), '100%'));
    items.push(line('How did you hear about us?', esc(rng.pick([`${f.broker.contact.first} at ${f.broker.name}`, 'Google', 'referral - adjuster friend', 'REIA meeting'])), '100%'));
    const html = documentHtml({
      title: 'Application', font: 'serif', fontSize: '10pt',
      css: `.hand{font-family:'DejaVu Serif',serif;font-style:italic;color:#1b2a78;font-size:12pt;border-bottom:1px solid #777;padding:0 6px}`,
      pages: [`<div class="center"><div style="font:bold 14pt 'DejaVu Sans'">${esc(f.lender.name.toUpperCase())}</div><div class="small">Quick Application — please print clearly</div></div><hr>
${items.map((i) => `<div>${i}</div>`).join('')}
<p style="margin-top:26px">Signed: <span class="scrawl">${esc(b.first)} ${esc(b.last)}</span> &nbsp;&nbsp; Date: <span class="hand">${dt(f.documentDate, 'short')}</span></p>
<p class="small" style="margin-top:20px">Office use: rec'd by ${esc(f.lender.contact.first)} ___ file # ______</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

/** Entity business-purpose application with lettered sections and a REO schedule (decoy properties). */
const entityApp: Family = {
  id: 'ab-app-entity-sections-reo',
  description: 'Entity business-purpose application: lettered sections A-F, guarantor table, schedule of real estate owned with decoy properties.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const b = f.borrower;
    const s = new Stated(f).who().add('borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'loan_amount', 'loan_type', 'loan_term', 'property_type');
    const e = f.entity;
    const A: [string, string][] = e
      ? [['Borrower (entity)', esc(e.name)], ['Formed in', esc(e.stateOfFormation)], ['EIN', e.ein ? ein(e.ein) : '—'], ['Entity type', e.type === 'LLC' ? 'Limited Liability Company' : e.type === 'Corporation' ? 'Corporation' : e.type === 'Partnership' ? 'Limited Partnership' : 'Trust']]
      : [['Borrower', esc(fullName(b, true))], ['Vesting', 'Individually']];
    if (e) s.add('ein', 'authorized_signatory_name', 'authorized_signatory_title');
    const gRows = `<tr><td>${esc(fullName(b))}</td><td>${e ? esc(e.signatoryTitle) : 'Borrower'}</td><td>${e ? `${rng.pick([51, 60, 75, 100])}%` : '—'}</td><td>${b.creditScore}</td><td>${phone(b.phone, 1)}</td><td>${esc(b.email)}</td></tr>`
      + (e && rng.chance(0.6) ? `<tr><td>${esc(fullName(f.seller))}</td><td>Member (non-signing)</td><td>${rng.pick([25, 40, 49])}%</td><td>—</td><td>—</td><td>—</td></tr>` : '');
    const C: [string, string][] = [['Address', esc(addrFull(f.property.address, true))], ['Property type', esc(propTypeWords(rng, f))], ['Units', String(f.property.units ?? 1)], ['Year built / sq ft', `${f.property.yearBuilt ?? '—'} / ${f.property.squareFeet ?? '—'}`]];
    if (rng.chance(0.75)) { C.push(['As-is value (borrower est.)', usd(f.property.value)]); s.add('property_value'); }
    if (f.property.purchasePrice) C.push(['Contract price', usd(f.property.purchasePrice)]);
    const D: [string, string][] = [['Program', esc(loanTypeWords(rng, f))], ['Requested amount', usd(L.amount)], ['Term', `${L.termMonths} months`]];
    if (rng.chance(0.6)) { D.push(['Rate (per quote)', pct(L.rate, 2)]); s.add('interest_rate'); }
    if (L.exit) { D.push(['Exit', esc(exitWords(rng, L.exit))]); s.add('exit_strategy'); }
    if (rng.chance(0.5)) { D.push(['Desired closing', dt(L.closingDate, 'long')]); s.add('estimated_closing_date'); }
    const reo = Array.from({ length: rng.int(2, 4) }, () => {
      const v = rng.int(120, 600) * 1000;
      return `<tr><td>${rng.int(100, 9999)} ${rng.pick(['Gause Blvd', 'Pass Rd', 'Dauphin Island Pkwy', 'Airline Hwy', 'Ocean Dr', 'Navarre Pkwy', 'Beach Blvd'])}, ${rng.pick(['Slidell, LA', 'Biloxi, MS', 'Mobile, AL', 'Metairie, LA', 'Corpus Christi, TX', 'Gulf Breeze, FL'])}</td><td>${usd(v)}</td><td>${usd(Math.round(v * 0.6 / 1000) * 1000)}</td><td>${usd(rng.int(12, 35) * 100)}</td></tr>`;
    }).join('');
    const blocks = [
      letterhead({ name: f.lender.name, lines: ['Commercial / Investor Loan Application'], color: accent(rng) }),
      { html: `<h4>A. BORROWER</h4>${kvTable(A)}`, lines: A.length * 1.8 + 2 },
      { html: `<h4>B. GUARANTORS / PRINCIPALS</h4><table class="grid small"><tr><th>Name</th><th>Title</th><th>Own %</th><th>FICO</th><th>Phone</th><th>Email</th></tr>${gRows}</table>`, lines: 6 },
      { html: `<h4>C. SUBJECT PROPERTY</h4>${kvTable(C)}`, lines: C.length * 1.8 + 2 },
      { html: `<h4>D. LOAN REQUEST</h4>${kvTable(D)}`, lines: D.length * 1.8 + 2 },
      { html: `<h4>E. SCHEDULE OF REAL ESTATE OWNED (other than subject)</h4><table class="grid small"><tr><th>Property</th><th>Value</th><th>Loan bal.</th><th>Rent/mo</th></tr>${reo}</table>`, lines: 8 },
      `<h4>F. CERTIFICATION</h4><p class="small">The undersigned certifies the loan is for business purposes only and not for personal, family or household use. Broker: ${esc(f.broker.name)} (${esc(fullName(f.broker.contact))}).</p><p>${e ? `${esc(e.name)}<br>By: ` : ''}<span class="sig">${esc(fullName(b))}${e ? `, ${esc(e.signatoryTitle)}` : ''}</span> &nbsp; ${dt(f.documentDate, 'us')}</p>`,
    ];
    const html = documentHtml({ title: 'Application', font: 'sans', fontSize: '9pt', css: 'h4{margin:10px 0 3px;font-size:10pt}.k{width:36%;background:#f4f4f4}', pages: flow(blocks, { charsPerLine: 110, linesPerPage: 52 }), page: { pageNumbers: true } });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

/** One-page intake form photographed on a desk. */
const intakePhoto: Family = {
  id: 'ab-app-intake-card-photo',
  description: 'Half-page deal intake card filled at a REIA meetup, photographed with a phone.',
  formats: ['image'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('borrower_phone', 'property_address', 'loan_amount', 'loan_type');
    const rows: [string, string][] = [
      ['Name', esc(fullName(f.borrower))],
      ['Cell', phone(f.borrower.phone, rng.int(0, 3))],
    ];
    if (f.entity) rows.push(['Buying in (entity)', esc(f.entity.name)]);
    rows.push(['Property', esc(addrFull(f.property.address))], ['Deal type', esc(loanTypeWords(rng, f))], ['Need', money(rng, L.amount)]);
    if (rng.chance(0.6)) { rows.push(['Value now', usd(f.property.value)]); s.add('property_value'); }
    if (f.property.arv) rows.push(['ARV', usd(f.property.arv)]);
    if (rng.chance(0.5)) { rows.push(['Credit', `~${f.borrower.creditScore}`]); s.add('credit_score'); }
    if (rng.chance(0.5)) { rows.push(['Close by', dt(L.closingDate, 'short')]); s.add('estimated_closing_date'); }
    rows.push(['Notes', esc(rng.pick(['has 3 flips done in Slidell', 'needs quick close, seller has other offer', 'roof tarped since storm, wants rehab $ too', 'owns 4 STRs in Orange Beach']))]);
    const html = documentHtml({
      title: 'Intake', font: 'sans', fontSize: '11pt', css: '.k{width:30%;font-weight:bold}.v{font-family:"DejaVu Serif";font-style:italic;color:#223}',
      pages: [`<div style="border:2px dashed #999;padding:18px"><div style="font:bold 15pt 'DejaVu Sans'">${esc(f.lender.name)} — Deal Intake</div><p class="small">Loan officer: ${esc(fullName(f.lender.contact))} ${phone(f.lender.contact.phone, 1)}</p>${kvTable(rows)}</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

/** Online portal printout: "Field: value" with timestamps and section tabs. */
const portalPrintout: Family = {
  id: 'ab-app-portal-printout',
  description: 'Browser printout of an online loan application portal: header/URL line, tabbed sections, field: value pairs.',
  formats: ['pdf_text'],
  make(f, rng) {
    const L = f.loan;
    const b = f.borrower;
    const s = new Stated(f).who().add('borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'loan_type', 'loan_term', 'credit_score', 'loan_number');
    const kv = (k: string, v: string) => `<div class="kv"><span class="kk">${k}:</span> ${v}</div>`;
    const sec1 = [kv('Applicant Type', f.entity ? 'Entity' : 'Individual'), kv('First Name', esc(b.first)), kv('Last Name', esc(b.last)), kv('Email Address', esc(b.email)), kv('Mobile', phone(b.phone, 1)), kv('Credit Score Range', `${b.creditScore} (self-reported)`)];
    if (rng.chance(0.5)) { sec1.push(kv('Date of Birth', dt(b.dob, 'iso'))); s.add('borrower_date_of_birth'); }
    if (f.entity) {
      sec1.push(kv('Entity Name', esc(f.entity.name)), kv('Entity Type', f.entity.type), kv('Your Role', esc(f.entity.signatoryTitle)));
      s.add('authorized_signatory_name', 'authorized_signatory_title');
      if (f.entity.ein) { sec1.push(kv('EIN', ein(f.entity.ein))); s.add('ein'); }
    }
    const sec2 = [kv('Street', esc(addr1(f.property.address))), kv('City', esc(f.property.address.city)), kv('State', f.property.address.state), kv('Zip', f.property.address.zip), kv('Property Type', esc(f.property.type))];
    s.add('property_type');
    if (rng.chance(0.7)) { sec2.push(kv('Estimated Value', usd(f.property.value))); s.add('property_value'); }
    if (f.property.purchasePrice) sec2.push(kv('Purchase Price', usd(f.property.purchasePrice)));
    const sec3 = [kv('Loan Type', esc(L.type)), kv('Loan Amount', usd(L.amount, true)), kv('Term Requested', `${L.termMonths} Months`)];
    if (L.purpose) { sec3.push(kv('Loan Purpose', L.purpose)); s.add('loan_purpose'); }
    if (L.exit) { sec3.push(kv('Exit Strategy', L.exit)); s.add('exit_strategy'); }
    if (rng.chance(0.5)) { sec3.push(kv('Closing Date Needed', dt(L.closingDate, 'us'))); s.add('estimated_closing_date'); }
    const ts = `${dt(f.documentDate, 'short')}, ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
    const slug = f.lender.name.toLowerCase().replace(/[^a-z]/g, '');
    const html = documentHtml({
      title: 'Application Summary', font: 'sans', fontSize: '9.5pt',
      css: '.kv{padding:3px 0;border-bottom:1px dotted #ccc}.kk{color:#555;display:inline-block;width:42%}.tab{background:#eef2f7;padding:4px 8px;font-weight:bold;margin-top:10px;border-left:4px solid #3b6ea5}',
      page: { margin: '0.45in 0.6in 0.7in 0.6in' },
      pages: [`<div class="small" style="display:flex;justify-content:space-between"><span>${ts}</span><span>Application Summary | ${esc(f.lender.name)}</span></div>
<h2 style="margin:10px 0">Application #${L.loanNumber} <span class="small muted">Status: Submitted</span></h2>
<div class="tab">1. Borrower</div>${sec1.join('')}
<div class="tab">2. Property</div>${sec2.join('')}
<div class="tab">3. Loan</div>${sec3.join('')}
<div class="tab">4. Documents</div><div class="small">ID.pdf &middot; bank_stmts_2mo.pdf &middot; ${rng.pick(['contractor_bid.pdf', 'insurance_dec_page.pdf', 'purchase_contract.pdf'])} &middot; ${rng.pick(['elev_cert.pdf', 'schedule_reo.xlsx'])}</div>
<div class="small" style="position:absolute;bottom:0.45in;left:0.6in">https://portal.${slug}.com/app/${L.loanNumber}/summary</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

/** 1003-lookalike residential-style investor application with numbered sections. */
const uniformLike: Family = {
  id: 'ab-app-1003-style',
  description: 'Residential 1003-style investor application (Sections 1a-4b), label left, value right, dense tables.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const b = f.borrower;
    const s = new Stated(f).add('borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'property_value', 'property_type');
    const s1: [string, string][] = [
      ['Name (First, Middle, Last, Suffix)', esc(fullName(b, true))],
      ['Date of Birth (mm/dd/yyyy)', dt(b.dob, 'us')],
      ['Citizenship', rng.pick(['U.S. Citizen', 'Permanent Resident Alien'])],
      ['Cell Phone', phone(b.phone, 0)],
      ['Email', esc(b.email)],
      ['Current Address', `${rng.int(100, 9999)} ${rng.pick(['Esplanade Ave', 'Hwy 90', 'Old Spanish Trl', 'Government St', 'Palafox St', 'Westheimer Rd'])}, ${rng.pick(['New Orleans, LA 70116', 'Gulfport, MS 39501', 'Mobile, AL 36604', 'Pensacola, FL 32502', 'Houston, TX 77006'])}`],
    ];
    if (f.coBorrower) { s1.push(['Co-Borrower', `${esc(fullName(f.coBorrower))}, DOB ${dt(f.coBorrower.dob, 'us')}`]); s.add('co_borrower_date_of_birth'); }
    if (f.entity) { s1.push(['Title will be held in', esc(f.entity.name)]); s.add('entity_name', 'entity_type'); }
    const s4: [string, string][] = [
      ['Loan Amount', usd(L.amount, true)],
      ['Loan Purpose', checkboxRow(['Purchase', 'Refinance', 'Other'], L.purpose === 'Purchase' ? 'Purchase' : L.purpose === 'Refinance' || L.purpose === 'Cash Out Refinance' ? 'Refinance' : 'Other')],
      ['Property Address', esc(addrFull(f.property.address, true))],
      ['Number of Units', String(f.property.units ?? 1)],
      ['Property Value', usd(f.property.value)],
      ['Occupancy', checkboxRow(['Primary Residence', 'Second Home', 'Investment Property'], 'Investment Property')],
      ['Property type (lender addendum)', esc(propTypeWords(rng, f))],
    ];
    if (L.purpose === 'Purchase' || L.purpose === 'Refinance') s.add('loan_purpose');
    if (rng.chance(0.5)) { s4.push(['Mixed-Use / Manufactured Home', 'No / No']); }
    const add: [string, string][] = [['Loan product (lender use)', esc(loanTypeWords(rng, f))], ['Note rate', pct(L.rate, 3)], ['Amortization / term', `Interest only / ${L.termMonths} months`]];
    s.add('loan_type', 'interest_rate', 'loan_term');
    if (rng.chance(0.5)) { add.push(['Credit score used', String(b.creditScore)]); s.add('credit_score'); }
    const blocks = [
      `<div style="display:flex;justify-content:space-between"><b>Uniform-Style Investor Loan Application</b><span class="small">Lender Loan No. ${rng.chance(0.6) ? L.loanNumber : '__________'}</span></div><hr>`,
      `<h4>Section 1a. Personal Information</h4>${kvTable(s1, { labelWidth: '38%' })}`,
      `<h4>Section 2a. Assets — Bank Accounts</h4><table class="grid small"><tr><th>Type</th><th>Institution</th><th>Value</th></tr><tr><td>Checking</td><td>${rng.pick(['Hancock Whitney', 'Gulf Coast Bank & Trust', 'Keesler FCU', 'First Horizon'])}</td><td>${usd(rng.int(20, 300) * 1000)}</td></tr><tr><td>Savings</td><td>${rng.pick(['Origin Bank', 'Trustmark', 'Regions'])}</td><td>${usd(rng.int(5, 150) * 1000)}</td></tr></table>`,
      `<h4>Section 4a. Loan and Property Information</h4>${kvTable(s4, { labelWidth: '38%' })}`,
      `<h4>Lender Addendum</h4>${kvTable(add, { labelWidth: '38%' })}`,
      `<p class="small">Originator: ${esc(fullName(f.broker.contact))}, ${esc(f.broker.name)}, NMLS ${rng.int(100000, 2099999)} &middot; ${phone(f.broker.contact.phone, 1)}</p>`,
    ];
    const truth = s.truth();
    if (/__________/.test(blocks[0] ?? '')) delete truth.loan_number;
    else truth.loan_number = L.loanNumber;
    const html = documentHtml({ title: '1003', fontSize: '9pt', font: 'sans', css: 'h4{margin:10px 0 3px;background:#dde3ea;padding:2px 5px}', pages: flow(blocks, { charsPerLine: 100, linesPerPage: 50 }), page: { pageNumbers: true, footerLeft: 'Investor Application — not for owner-occupied' } });
    return { kind: 'html', documentType: 'Loan Application', html, truth };
  },
};

function claimSection(f: DealFacts, rng: Rng): string {
  const rcv = Math.round(f.property.value * (0.15 + rng.next() * 0.4) / 100) * 100;
  return kvTable([
    ['Event / date of loss', `${esc(rng.pick(STORMS))} — ${dt(`${Number(f.documentDate.slice(0, 4)) - 1}-${rng.pick(['08-29', '09-13', '10-28', '08-26'])}`, 'us')}`],
    ['Carrier', esc(rng.pick(CARRIERS))], ['Policy type', rng.pick(['HO-3', 'DP-3', 'Wind-only', 'NFIP Flood (SFIP)', 'Commercial Property'])], ['Claim number', esc(claimNo(rng))],
    ['Adjuster / phone', `${esc(rng.pick(ADJUSTERS))} ${phone(decoyPhone(rng), 0)}`], ['Total RCV on estimate', usd(rcv)], ['Proceeds received so far', usd(Math.round(rcv * 0.4 / 100) * 100)],
    ['Public adjuster?', rng.pick(['No', `Yes — ${rng.pick(['Bayou Claims Advocates', 'Storm Claim Partners LLC'])}, 10%`])], ['Contractor', esc(rng.pick(CONTRACTORS))],
  ]);
}

/** Storm rebuild questionnaire, scanned. */
const stormQuestionnaire: Family = {
  id: 'ab-app-storm-rebuild-questionnaire',
  description: 'Lender rebuild-loan application with an insurance-claim questionnaire; scanned from a faxed copy.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'loan_type');
    const top: [string, string][] = [
      ['Borrower / Guarantor', esc(fullName(f.borrower))],
      ...(f.entity ? [['Vesting entity', esc(f.entity.name)] as [string, string]] : []),
      ['Phone / Email', `${phone(f.borrower.phone, 1)} / ${esc(f.borrower.email)}`],
      ['Damaged property', esc(addrFull(f.property.address))],
      ['Loan requested', `${esc(loanTypeWords(rng, f))} — ${usd(L.amount)}`],
    ];
    if (rng.chance(0.6)) { top.push(['Value in current condition', usd(f.property.value)]); s.add('property_value'); }
    if (f.property.arv) top.push(['Value when rebuilt', usd(f.property.arv)]);
    if (rng.chance(0.6)) { top.push(['Term / rate quoted', `${L.termMonths} mo / ${pct(L.rate)}`]); s.add('loan_term', 'interest_rate'); }
    if (L.exit) { top.push(['Exit', esc(exitWords(rng, L.exit))]); s.add('exit_strategy'); }
    const html = documentHtml({
      title: 'Rebuild Application', font: 'serif', fontSize: '9.5pt', css: '.k{width:36%}',
      pages: [`<div class="center"><b style="font-size:13pt">${esc(f.lender.name)}</b><br><span class="small">STORM REBUILD LOAN APPLICATION &amp; CLAIM QUESTIONNAIRE</span></div><br>
${kvTable(top)}<h4 style="margin:10px 0 3px">Insurance claim</h4>${claimSection(f, rng)}
<p class="small" style="margin-top:8px">Borrower authorizes Lender to contact carrier and adjuster regarding the claim and to be named as mortgagee/additional payee. Mortgage company on prior loan: ${esc(rng.pick(['Nationstar', 'Mr. Cooper', 'Gulf Coast Bank', 'none - free & clear']))}.</p>
<p style="margin-top:18px"><span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span> &nbsp; ${dt(f.documentDate, 'short')}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

/** Small commercial loan request (marina building, strip retail, RV land). */
const commercialRequest: Family = {
  id: 'ab-app-small-commercial-request',
  description: 'Small-balance commercial loan request form: sponsor, collateral description, rent roll extract with tenant decoys.',
  formats: ['pdf_text'],
  make(f, rng) {
    const L = f.loan;
    const e = f.entity;
    const s = new Stated(f).who().add('borrower_email', 'property_address', 'loan_amount', 'loan_type', 'loan_term', 'property_type');
    const use = f.property.type === 'Land' ? rng.pick(['RV park expansion land', 'boat/RV storage lot', 'waterfront parcel']) : rng.pick(['marina ship store + bait shop building', 'strip retail (5 bays)', 'dry-stack boat barn', 'flex warehouse', 'neighborhood retail / office']);
    const tenants = ['Reel Deal Bait & Tackle', 'Gulf Breeze Nails', 'Pelican Pete\'s Po-Boys', 'Coastal Vape', 'Tidewater Insurance Agency', 'Island Time Boat Rentals', 'Mullet Toss Liquors'];
    const rr = rng.shuffle(tenants).slice(0, rng.int(2, 4)).map((t) => `<tr><td>${esc(t)}</td><td>${rng.int(800, 3200)}</td><td>${usd(rng.int(900, 4200))}</td><td>${rng.int(2025, 2031)}</td></tr>`).join('');
    const sponsor: [string, string][] = [
      ['Borrowing entity', e ? esc(`${e.name} (${e.type})`) : 'TBD — will close in individual name'],
      ['Sponsor', esc(fullName(f.borrower))],
      ['Sponsor email', esc(f.borrower.email)],
    ];
    if (e) { sponsor.push(['Signer title', esc(e.signatoryTitle)]); s.add('authorized_signatory_name', 'authorized_signatory_title'); }
    if (rng.chance(0.6)) { sponsor.push(['Sponsor FICO', String(f.borrower.creditScore)]); s.add('credit_score'); }
    const req: [string, string][] = [
      ['Collateral', `${esc(addrFull(f.property.address))} — ${esc(use)}`],
      ['Asset class', esc(propTypeWords(rng, f))],
      ['Loan type', esc(loanTypeWords(rng, f))],
      ['Request', usd(L.amount)],
      ['Term', `${L.termMonths} months`],
    ];
    if (L.purpose) { req.push(['Use of funds', esc(L.purpose === 'Purchase' ? 'Acquisition' : L.purpose)]); s.add('loan_purpose'); }
    if (rng.chance(0.7)) { req.push(['As-is value', usd(f.property.value)]); s.add('property_value'); }
    if (rng.chance(0.5)) { req.push(['Indicative rate', pct(L.rate)]); s.add('interest_rate'); }
    req.push(['Prepayment', L.prepayment.penalty ? esc(L.prepayment.terms ?? '') : 'open']); s.add('prepayment_penalty', 'prepayment_terms');
    const html = documentHtml({
      title: 'Commercial Request', font: 'condensed', fontSize: '9.5pt', css: '.k{width:30%;background:#eef}',
      pages: [`${letterhead({ name: f.lender.name, lines: ['Small Balance Commercial — Loan Request'], color: '#0b5d4b' })}
<h4>Sponsor</h4>${kvTable(sponsor)}<h4>Request</h4>${kvTable(req)}
<h4>Rent roll extract</h4><table class="grid small"><tr><th>Tenant</th><th>SF</th><th>Rent/mo</th><th>Lease exp.</th></tr>${rr}</table>
<p class="small" style="margin-top:8px">Submitted by ${esc(f.broker.name)} on ${anyDate(rng, f.documentDate)}. Environmental: Phase I required for marina/fuel dock properties; windstorm and flood required.</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth() };
  },
};

export const applicationFamilies: Family[] = [boxedApp, handFilled, entityApp, intakePhoto, portalPrintout, uniformLike, stormQuestionnaire, commercialRequest];
