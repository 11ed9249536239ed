// Forms: broker cover sheets and deal summaries, borrower applications typed, printed from portals or hand-filled (set-p).
import { checkboxes, esc, kvTable, letterhead, accent } from '../../../style';
import type { Family } from '../../../types';
import { Say, fmtDate, fmtPhone, person, usd, stAddr } from './fmt';
import { HAND, doc, onePage, sigBlock } from './page';

const LOAN_TYPES = ['Purchase', 'Refinance', 'Cash Out Refi', 'Bridge Loan', 'Fix & Flip', 'Construction', 'Commercial', 'Land', 'Second Mortgage'];
const PTYPES = ['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use', 'Retail', 'Office', 'Industrial', 'Land'];

const coverSheet: Family = {
  id: 'p-broker-cover-sheet-boxes',
  description: 'Mortgage broker\'s loan submission cover sheet: boxed fields, check boxes, broker comp section',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Say(f, rng);
    const box = (label: string, value: string, w = '50%') => `<td style="width:${w};border:1px solid #333;padding:3px 5px;vertical-align:top"><div style="font-size:7pt;color:#444;text-transform:uppercase">${label}</div><div style="min-height:14px">${value}</div></td>`;
    s.mark('loan_type', 'property_type');
    const comp: string[] = [];
    const b = s.brk();
    if (b) comp.push(box('Broker points', `${b}%`, '33%'));
    const p = s.fee('proc');
    if (p) comp.push(box('Broker processing fee', p, '33%'));
    comp.push(box('Paid by', 'Borrower', '34%'));
    const html = `
${letterhead({ name: f.broker.name, lines: [esc(stAddr(f.broker.address)), `${esc(f.broker.contact.email)} · ${fmtPhone(f.broker.contact.phone, 'dot')}`], color: accent(rng) })}
<h3 style="text-align:center;margin-bottom:8px">LOAN SUBMISSION COVER SHEET</h3>
<table style="width:100%;border-collapse:collapse;font-size:9.5pt">
<tr>${box('Date submitted', fmtDate(f.documentDate, 'us'))}${box('Submitted to', esc(f.lender.name))}</tr>
<tr>${box('Borrower / vesting', esc(s.who()))}${box('Primary contact', esc(s.name()))}</tr>
<tr>${box('Contact phone', s.phone())}${box('Contact e-mail', esc(s.email()))}</tr>
<tr>${box('Subject property', esc(s.addr()), '100%" colspan="2')}</tr>
<tr><td colspan="2" style="border:1px solid #333;padding:3px 5px;font-size:8.5pt"><div style="font-size:7pt">LOAN TYPE</div>${checkboxes(LOAN_TYPES, f.loan.type)}</td></tr>
<tr><td colspan="2" style="border:1px solid #333;padding:3px 5px;font-size:8.5pt"><div style="font-size:7pt">PROPERTY TYPE</div>${checkboxes(PTYPES, f.property.type)}</td></tr>
<tr>${box('Loan amount requested', s.amount())}${box('Estimated value', s.value())}</tr>
<tr>${box('Term (months)', s.term('num'))}${box('Credit score (mid)', s.fico())}</tr>
<tr>${box('Requested close', s.closing('us'))}${box('Exit strategy', esc(s.exit() ?? 'N/A'))}</tr>
</table>
<p style="margin-top:10px"><b>Broker compensation</b></p><table style="width:100%;border-collapse:collapse;font-size:9.5pt"><tr>${comp.join('')}</tr></table>
<p class="small" style="margin-top:14px">Loan officer: ${esc(person(f.broker.contact))}. Lender AE: ${esc(person(f.lender.contact))}. Seller: ${esc(person(f.seller))}.</p>`;
    return { kind: 'html', documentType: 'Broker Submission Sheet', truth: s.truth(), html: onePage('Cover sheet', html, '', 'sans', '10pt', '0.55in 0.65in') };
  },
};

const dealSummary: Family = {
  id: 'p-broker-deal-summary-rehab',
  description: 'Broker deal summary: two-column header, rehab budget table, sources & uses',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const arv = f.property.arv ?? Math.round(f.property.value * 1.3 / 5000) * 5000;
    const budgetLines = rng.shuffle([['Roof', 9500], ['Kitchen', 18500], ['Baths (2)', 14000], ['Flooring', 7800], ['Paint int/ext', 6400], ['HVAC', 8900], ['Electrical', 5200], ['Windows', 7100], ['Landscaping', 2500]] as [string, number][]).slice(0, rng.int(4, 7));
    const total = budgetLines.reduce((a, [, v]) => a + v, 0);
    const left = kvTable([['Borrower', esc(s.who())], ...(f.entity ? [['Signer', `${esc(s.signer())}, ${esc(s.title())}`] as [string, string]] : []), ['Property', esc(s.addr(false, false))], ['Type', esc(s.ptype())], ['Program', esc(s.ltype())]], { labelWidth: '35%' });
    const right = kvTable([['Loan', s.amount()], ['As-is', s.value()], ['ARV', usd(arv)], ['Rate req.', `${s.rate()}%`], ['Term', esc(s.term('words'))]], { labelWidth: '35%' });
    return {
      kind: 'html', documentType: 'Broker Submission Sheet', truth: s.truth(),
      html: doc({
        title: 'Deal summary', font: 'condensed', fontSize: '9.5pt', footer: esc(f.broker.name),
        blocks: [
          `<h2>Deal Summary — ${esc(f.property.address.city)}</h2><p class="small">Prepared by ${esc(person(f.broker.contact))}, ${esc(f.broker.name)}, ${fmtDate(f.documentDate, 'mon')}</p>`,
          { html: `<div style="display:flex;gap:14px"><div style="flex:1">${left}</div><div style="flex:1">${right}</div></div>`, lines: 9 },
          `<h3 style="margin-top:12px">Rehab budget (borrower's GC bid)</h3>`,
          { html: `<table class="grid" style="width:60%">${budgetLines.map(([k, v]) => `<tr><td>${k}</td><td class="right">${usd(v)}</td></tr>`).join('')}<tr><td><b>Total</b></td><td class="right"><b>${usd(total)}</b></td></tr></table>`, lines: budgetLines.length * 1.3 + 2 },
          `<h3 style="margin-top:12px">Sources &amp; uses</h3>`,
          `<p>Sources: lender ${usd(f.loan.amount)} + borrower cash. Uses: ${f.property.purchasePrice ? `purchase ${usd(f.property.purchasePrice)}, ` : 'payoff of existing lien, '}rehab ${usd(total)}, closing costs est. ${usd(rng.int(40, 90) * 100)}.</p>`,
          `<p>Notes: ${esc(rng.pick(['Borrower has 4 completed flips in the same zip.', 'GC is licensed, bid attached.', 'Tenant-occupied unit to be vacated before close.']))} Credit ${s.fico()}. ${f.loan.exit ? `Exit: ${esc(s.exit() ?? "")}.` : ''}</p>`,
        ],
      }),
    };
  },
};

function appRows(s: Say): [string, string][] {
  const f = s.f;
  const rows: [string, string][] = [
    ['Applicant name', esc(s.name(true))], ['Date of birth', s.dob('us')], ['Cell phone', s.phone()], ['E-mail', esc(s.email())],
    ['Credit score (est.)', s.fico()],
  ];
  if (f.coBorrower) rows.push(['Co-applicant', esc(person(f.coBorrower))], ['Co-applicant DOB', s.coDob('us')]);
  if (f.entity) rows.push(['Vesting entity', esc(s.entity())], ['Entity EIN', s.ein() || 'applied for'], ['Your title', esc(s.title())]);
  return rows;
}

const app1003: Family = {
  id: 'p-borrower-application-sectioned',
  description: 'Private lender\'s residential investor application: numbered sections, borrower/co-borrower, REO table, declarations',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Say(f, rng);
    if (f.entity) s.signer();
    const loanRows: [string, string][] = [
      ['Property address', esc(s.addr())], ['Property type', esc(s.ptype())], ['Loan type', esc(s.ltype())],
      ['Purpose', esc(s.purpose())], ['Amount requested', s.amount()], ['Estimated value', s.value()],
      ['Requested term', esc(s.term('months'))], ['Desired closing', s.closing('us')],
    ];
    const e = s.exit();
    if (e) loanRows.push(['Exit plan', esc(e)]);
    const reo = rng.int(1, 4);
    const sec = (n: number, t: string) => `<div style="background:#222;color:#fff;padding:3px 6px;margin-top:10px;font-weight:bold">SECTION ${n}. ${t}</div>`;
    return {
      kind: 'html', documentType: 'Loan Application', truth: s.truth(),
      html: doc({
        title: 'Application', font: 'sans', fontSize: '9pt', pageNumbers: true, footer: `${esc(f.lender.name)} — Investor Loan Application rev. 0${rng.int(1, 9)}/${rng.int(19, 24)}`, lpp: 44,
        blocks: [
          `<h2 style="text-align:center">${esc(f.lender.name)}</h2><h3 style="text-align:center">Business Purpose Loan Application</h3>`,
          sec(1, 'BORROWER INFORMATION'), { html: kvTable(appRows(s)), lines: 12 },
          sec(2, 'LOAN AND PROPERTY'), { html: kvTable(loanRows), lines: 12 },
          sec(3, 'REAL ESTATE OWNED'),
          { html: `<table class="grid"><tr><th>Address</th><th>Value</th><th>Mortgage</th><th>Rent</th></tr>${Array.from({ length: reo }, () => `<tr><td>${rng.int(100, 9999)} ${rng.pick(['Elm', 'Birch', 'Kenwood', 'Front'])} ${rng.pick(['St', 'Ave'])}</td><td>${usd(rng.int(90, 400) * 1000)}</td><td>${usd(rng.int(40, 250) * 1000)}</td><td>${usd(rng.int(9, 25) * 100)}</td></tr>`).join('')}</table>`, lines: reo * 1.4 + 2 },
          sec(4, 'DECLARATIONS'),
          `<p>Are there any outstanding judgments against you? ☐ Yes ☒ No &nbsp; Have you been party to a foreclosure in the last 7 years? ☐ Yes ☒ No &nbsp; Will the property be owner occupied? ☐ Yes ☒ No (business purpose only)</p>`,
          sec(5, 'ACKNOWLEDGEMENT'),
          `<p class="small">The undersigned certifies the information provided is true and correct and authorizes ${esc(f.lender.name)} to obtain credit reports.</p>`,
          `<div>${sigBlock('Applicant', '')}${sigBlock('Date', fmtDate(f.documentDate, 'us'))}</div>`,
        ],
      }),
    };
  },
};

function handApp(f: Parameters<Family['make']>[0], rng: Parameters<Family['make']>[1], compact: boolean): { html: string; s: Say } {
  const s = new Say(f, rng);
  const line = (label: string, value: string, w = '100%') => `<div style="display:inline-block;width:${w};margin:${compact ? 4 : 7}px 0"><span style="font-size:8pt">${label}</span> <span style="border-bottom:1px solid #000;display:inline-block;min-width:55%;${HAND}">${value}</span></div>`;
  const a = f.property.address;
  const parts = [
    `<div style="text-align:center;font:bold 13pt 'DejaVu Sans'">${esc(f.lender.name)}</div><div style="text-align:center;font-size:9pt;margin-bottom:10px">LOAN REQUEST FORM — please print clearly</div>`,
    line('Name:', esc(s.name()), '60%') + line('DOB:', s.dob('loose'), '38%'),
    line('Phone:', s.phone('dash'), '48%') + line('Email:', esc(s.email()), '50%'),
    f.entity ? line('Company / LLC name:', esc(s.entity()), '60%') + line('Title:', esc(s.title()), '38%') : '',
    line('Property Street:', `${esc(a.street)}${a.unit ? ` ${esc(a.unit)}` : ''}`, '60%') + line('Zip:', a.zip, '38%'),
    line('City / State:', `${esc(a.city)}, ${a.state}`, '100%'),
    line('Loan amt wanted:', s.amount('bare'), '48%') + line('Value:', s.value('bare'), '50%'),
    line('How many months:', s.term('num'), '48%') + line('Credit score:', s.fico(), '50%'),
    `<div style="margin:6px 0;font-size:9pt">Type of loan: ${checkboxes(['Purchase', 'Refinance', 'Fix & Flip', 'Bridge Loan', 'Construction', 'Cash Out Refi'], f.loan.type)}</div>`,
    line('When do you need to close?', s.closing('loose'), '100%'),
    line('Plan to pay us back (sell/refi):', esc(s.exit() ?? ''), '100%'),
    `<div style="margin-top:14px">${sigBlock('Signature', '')} ${sigBlock('Date', '')}</div>`,
    `<div class="small" style="margin-top:8px">Office use: rec'd by ${esc(f.lender.contact.first)} ____ file # ________</div>`,
  ];
  s.mark('property_address');
  if (f.entity) s.signer();
  if (['Purchase', 'Refinance', 'Fix & Flip', 'Bridge Loan', 'Construction', 'Cash Out Refi'].includes(f.loan.type)) s.mark('loan_type');
  return { html: parts.join('\n'), s };
}

const handPhoto: Family = {
  id: 'p-borrower-handfilled-form-photo',
  description: 'Walk-in loan request form filled by hand and photographed with a phone',
  formats: ['image'],
  make(f, rng) {
    const { html, s } = handApp(f, rng, true);
    return { kind: 'html', documentType: 'Loan Application', truth: s.truth(), html: onePage('form', html, '', 'serif', '10pt', '0.5in 0.6in') };
  },
};

const handScan: Family = {
  id: 'p-borrower-handfilled-form-scan',
  description: 'The same kind of paper loan request, faxed / scanned back with a cover note page',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const { html, s } = handApp(f, rng, false);
    const cover = `<div style="font:bold 24pt 'DejaVu Sans';margin-bottom:20px">FAX</div><table class="grid" style="width:100%"><tr><td>To</td><td>${esc(f.lender.name)}</td></tr><tr><td>From</td><td>${esc(f.borrower.first)}</td></tr><tr><td>Pages</td><td>2</td></tr><tr><td>Re</td><td>loan form</td></tr></table><p style="margin-top:20px;${HAND}">here is the filled out form, call me with any questions</p>`;
    s.mark('borrower_first_name');
    return { kind: 'html', documentType: 'Loan Application', truth: s.truth(), html: doc({ title: 'fax', font: 'serif', blocks: [{ html: cover, lines: 46 }, { html, lines: 30 }] }) };
  },
};

const portalPrint: Family = {
  id: 'p-borrower-online-application-printout',
  description: 'Online application printed from a lender portal: browser header/footer, label above value, progress bar',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const field = (label: string, value: string) => `<div style="display:inline-block;width:48%;margin:0 1% 8px 0;vertical-align:top"><div style="font-size:7.5pt;color:#666">${label}</div><div style="border:1px solid #bbb;border-radius:4px;padding:4px 6px">${value || '&nbsp;'}</div></div>`;
    const fields = [
      field('First Name', esc(s.first())), field('Last Name', esc(s.last())), field('Email Address', esc(s.email())),
      field('Mobile Phone', s.phone('paren')), field('Date of Birth', s.dob('us')), field('Estimated Credit Score', s.fico()),
      field('Borrowing As', f.entity ? `Entity — ${esc(s.entity())}` : 'Individual'),
      ...(f.entity ? [field('EIN', s.ein()), field('Signer Title', esc(s.title()))] : []),
      field('Property Address', esc(s.addr())), field('Property Type', esc(s.ptype())), field('Loan Product', esc(s.ltype())),
      field('Loan Purpose', esc(s.purpose())), field('Requested Loan Amount', s.amount('cents')), field('Estimated Property Value', s.value()),
      field('Term', esc(s.term('months'))), field('Target Closing Date', s.closing('us')),
    ];
    s.mark('borrower_type');
    return {
      kind: 'html', documentType: 'Loan Application', truth: s.truth(),
      html: doc({
        title: 'Application', font: 'sans', fontSize: '9.5pt', footer: `https://apply.${esc(f.lender.contact.email.split('@')[1] ?? 'lender.com')}/application/review`, pageNumbers: true,
        blocks: [
          `<div class="small" style="display:flex;justify-content:space-between"><span>${fmtDate(f.documentDate, 'loose')}</span><span>Review Your Application</span></div>`,
          `<div style="height:8px;background:#ddd;border-radius:4px;margin:8px 0"><div style="width:${rng.int(80, 100)}%;height:8px;background:${accent(rng)};border-radius:4px"></div></div><h2>Step 4 of 4 — Review</h2>`,
          { html: fields.join(''), lines: fields.length * 1.6 },
          `<p class="small">By submitting you agree to ${esc(f.lender.name)}'s terms. Questions? ${esc(f.lender.contact.email)}</p>`,
        ],
      }),
    };
  },
};

const dscrApp: Family = {
  id: 'p-borrower-dscr-application-rentroll',
  description: 'Rental-loan application with a rent roll of the subject units and lease dates',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const units = f.property.units ?? 1;
    const rr = Array.from({ length: Math.min(units, 8) }, (_, i) => `<tr><td>${i + 1}</td><td>${rng.int(1, 3)}/${rng.int(1, 2)}</td><td>${usd(rng.int(8, 24) * 100)}</td><td>${fmtDate(`${Number(f.documentDate.slice(0, 4)) - 1}-${String(rng.int(1, 12)).padStart(2, '0')}-01`, 'loose')}</td><td>${rng.pick(['Yes', 'Yes', 'No - MTM'])}</td></tr>`).join('');
    const rows: [string, string][] = [['Borrower', esc(s.who())], ['Guarantor / contact', `${esc(s.name())}, ${s.phone('dot')}`], ['Guarantor DOB', s.dob('long')], ['FICO', s.fico()], ['Subject', esc(s.addr())], ['Property type', esc(s.ptype())], ['Loan type', esc(s.ltype())], ['Loan amount', s.amount()], ['Value', s.value()], ['Amortization / term', esc(s.term('words'))], ['Prepay preference', esc(s.prepay('No prepay (buy-out)'))]];
    return {
      kind: 'html', documentType: 'Loan Application', truth: s.truth(),
      html: doc({
        title: 'Rental application', font: 'serif', fontSize: '9.5pt', pageNumbers: true,
        blocks: [
          `<h2>Rental Property Loan Application</h2><p class="small">${esc(f.lender.name)} · received ${fmtDate(f.documentDate, 'us')} via ${esc(f.broker.name)}</p>`,
          { html: kvTable(rows), lines: rows.length * 1.4 },
          `<h3 style="margin-top:10px">Rent roll</h3>`,
          { html: `<table class="grid"><tr><th>Unit</th><th>Bd/Ba</th><th>Rent</th><th>Lease start</th><th>Lease in place</th></tr>${rr}</table>`, lines: Math.min(units, 8) * 1.4 + 2 },
          `<p>Taxes ${usd(rng.int(18, 90) * 100)}/yr · Insurance ${usd(rng.int(9, 40) * 100)}/yr · HOA ${usd(rng.pick([0, 0, 150, 275]))}/mo. Property manager: ${esc(rng.pick(['self-managed', 'Doorway PM', 'Keyrenter']))}.</p>`,
          `<div>${sigBlock('Guarantor', '')}${sigBlock('Date', '')}</div>`,
        ],
      }),
    };
  },
};

export const formFamilies: Family[] = [coverSheet, dealSummary, app1003, handPhoto, handScan, portalPrint, dscrApp];
