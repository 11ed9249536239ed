// Term sheets, conditional approvals, commitments and LOIs — ours and other Gulf Coast lenders'.
import { accent, documentHtml, esc, flow, kvTable, letterhead } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  ADJUSTERS, CARRIERS, CONTRACTORS, FLOOD_ZONES, STORMS, Stated, addr1, addrFull, borrowerLine, claimNo, decoyPhone, dt,
  anyDate, exitWords, fullName, loanTypeWords, parishOrCounty, pct, phone, prepayWords, propTypeWords,
  purposeWords, termWords, usd,
} from './util';

function lenderHead(f: DealFacts, rng: Rng): string {
  const l = f.lender;
  return letterhead({
    name: l.name,
    lines: [esc(addrFull(l.address)), `${phone(l.contact.phone, rng.int(0, 3))} &middot; ${esc(l.contact.email)}`],
    color: accent(rng),
    mark: rng.chance(0.5) ? l.name.split(' ').map((w) => w[0]).join('').slice(0, 2) : undefined,
  });
}

/** Our own two-column term sheet grid, wind/flood conditions at the bottom. */
const gridTermSheet: Family = {
  id: 'ab-gulf-term-sheet-grid',
  description: 'Gulf Coast private lender term sheet: two-column grid, fees block, hurricane-season insurance conditions.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated(f).who().add('property_address', 'property_type', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'prepayment_penalty', 'prepayment_terms');
    const L = f.loan;
    const rows: [string, string][] = [
      ['Borrower', esc(borrowerLine(f))],
    ];
    if (f.entity) rows.push(['Guarantor(s)', esc(fullName(f.borrower, true))]);
    rows.push(
      ['Subject Property', esc(addrFull(f.property.address, rng.chance(0.5)))],
      ['Property Type', esc(propTypeWords(rng, f))],
      ['Loan Program', esc(loanTypeWords(rng, f))],
    );
    if (L.purpose && rng.chance(0.6)) { rows.push(['Purpose', esc(purposeWords(rng, f) ?? '')]); s.add('loan_purpose'); }
    rows.push(['Loan Amount', `<b>${usd(L.amount)}</b>`]);
    if (rng.chance(0.7)) { rows.push(['As-Is Value (est.)', usd(f.property.value)]); s.add('property_value'); }
    if (f.property.purchasePrice) rows.push(['Contract Price', usd(f.property.purchasePrice)]);
    if (f.property.arv) rows.push(['As-Repaired Value (ARV)', usd(f.property.arv)]);
    rows.push(['Note Rate', `${pct(L.rate, 3)} fixed, interest only, 30/360`], ['Term', esc(termWords(rng, L.termMonths))]);
    if (L.originationPoints !== undefined) { rows.push(['Origination', `${L.originationPoints} points to Lender`]); s.add('origination_points'); }
    if (L.discountPoints !== undefined) { rows.push(['Discount', `${L.discountPoints}% of loan amount`]); s.add('discount_points'); }
    if (L.brokerPoints !== undefined) { rows.push(['Broker Fee', `${L.brokerPoints} pts payable to ${esc(f.broker.name)}`]); s.add('broker_points'); }
    if (L.docFee !== undefined) { rows.push(['Doc Prep', usd(L.docFee)]); s.add('loan_doc_fee'); }
    if (L.processingFee !== undefined) { rows.push(['Processing', usd(L.processingFee)]); s.add('processing_fee'); }
    if (L.adminFee !== undefined) { rows.push(['Underwriting/Admin', usd(L.adminFee)]); s.add('admin_fee'); }
    rows.push(['Prepayment', esc(prepayWords(rng, f))]);
    if (L.exit) { rows.push(['Exit', esc(exitWords(rng, L.exit))]); s.add('exit_strategy'); }
    if (rng.chance(0.6)) { rows.push(['Target Closing', anyDate(rng, L.closingDate)]); s.add('estimated_closing_date'); }
    const zone = rng.pick(FLOOD_ZONES);
    const html = documentHtml({
      title: 'Term Sheet',
      font: rng.pick(['sans', 'serif', 'condensed'] as const),
      css: '.k{background:#f3f3f3;font-weight:bold;font-size:9pt} .v{font-size:9.5pt}',
      pages: [`${lenderHead(f, rng)}
<h2 style="text-align:center;margin:6px 0 4px">NON-BINDING TERM SHEET</h2>
<p class="center small">Issued ${anyDate(rng, f.documentDate)} &nbsp;|&nbsp; Ref. ${esc(f.lender.name.split(' ')[0] ?? '')}-${rng.int(1000, 9999)}</p>
${kvTable(rows, { labelWidth: '32%' })}
<p class="small" style="margin-top:10px"><b>Insurance.</b> Hazard incl. named storm/wind (no more than 5% named-storm deductible), flood if in SFHA — subject is mapped Zone ${esc(zone)} per FEMA FIRM panel ${rng.int(1000, 9999)}${rng.pick(['E', 'F', 'G', 'H'])}. Lender named as mortgagee/loss payee, ISAOA/ATIMA. Binder required before docs; no binding during an active named-storm watch/warning.</p>
<p class="small"><b>Not a commitment.</b> Subject to appraisal, title, entity docs, background and credit. Terms good for 10 business days.</p>
<p style="margin-top:14px">Loan Officer: ${esc(fullName(f.lender.contact))}, ${phone(f.lender.contact.phone, 1)}</p>
<p>Accepted: <span class="sig">${esc(f.entity ? `${f.entity.name}` : fullName(f.borrower))}</span></p>`],
      page: { footerLeft: `${esc(f.lender.name)} — confidential`, pageNumbers: true },
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

/** Conditional approval letter with a long conditions list (insurance, elevation cert, entity docs). */
const conditionalApproval: Family = {
  id: 'ab-conditional-approval-letter',
  description: 'Conditional loan approval letter to borrower c/o broker; terms in a paragraph and a conditions checklist.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type');
    const salutation = f.entity ? `${f.entity.name}<br>Attn: ${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : esc(fullName(f.borrower, true));
    if (f.entity) s.add('authorized_signatory_name', 'authorized_signatory_title');
    const fees: string[] = [];
    if (L.originationPoints !== undefined) { fees.push(`an origination fee of ${L.originationPoints}%`); s.add('origination_points'); }
    if (L.brokerPoints !== undefined) { fees.push(`a broker fee of ${L.brokerPoints}% to ${esc(f.broker.name)}`); s.add('broker_points'); }
    if (L.processingFee !== undefined) { fees.push(`processing of ${usd(L.processingFee)}`); s.add('processing_fee'); }
    if (L.docFee !== undefined) { fees.push(`document preparation of ${usd(L.docFee)}`); s.add('loan_doc_fee'); }
    const conds = [
      `Appraisal (as-is${f.property.arv ? ' and as-repaired' : ''}) acceptable to Lender, ordered through AMC; ${esc(f.appraiser.name)} acceptable.`,
      `FEMA elevation certificate and flood zone determination. If Zone AE/VE, NFIP or private flood at the lesser of replacement cost or $250,000 building.`,
      `Windstorm coverage (or state wind pool certificate) with named-storm deductible not exceeding 5%.`,
      `Title commitment from ${esc(f.title.name)}; survey or survey affidavit; no unreleased Road Home / SBA disaster liens.`,
      `Two months bank statements showing ${rng.pick(['reserves', 'liquidity', 'cash to close'])}.`,
      f.entity ? `Entity documents for ${esc(f.entity.name)}: formation docs, good standing, EIN letter, authorizing resolution.` : `Government photo ID and executed 4506-C.`,
      `Signed contractor bid and scope of work for any repairs; draws by inspection.`,
    ];
    if (rng.chance(0.5)) { conds.push(`Borrower's FICO of ${f.borrower.creditScore} verified — no new tradelines.`); s.add('credit_score'); }
    let value = '';
    if (rng.chance(0.6)) { value = ` against an estimated as-is value of ${usd(f.property.value)}`; s.add('property_value'); }
    let close = '';
    if (rng.chance(0.7)) { close = ` We are targeting a closing on or before ${dt(L.closingDate, 'long')}.`; s.add('estimated_closing_date'); }
    let prepay = '';
    if (rng.chance(0.7)) { prepay = L.prepayment.penalty ? ` A prepayment premium applies: ${esc(L.prepayment.terms ?? '')}.` : ' There is no prepayment penalty.'; s.add('prepayment_penalty', 'prepayment_terms'); }
    let loanNo = '';
    if (rng.chance(0.6)) { loanNo = `<p><b>Loan #:</b> ${L.loanNumber}</p>`; s.add('loan_number'); }
    const blocks = [
      lenderHead(f, rng),
      `<p>${anyDate(rng, f.documentDate)}</p>`,
      `<p>${salutation}<br>c/o ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}, ${esc(f.broker.name)}</p>`,
      `<h3 style="margin:8px 0">RE: Conditional Approval — ${esc(addrFull(f.property.address, true))}</h3>${loanNo}`,
      `<p>We are pleased to advise that your request for ${esc(loanTypeWords(rng, f).toLowerCase())} financing in the amount of <b>${usd(L.amount)}</b>${value} has been conditionally approved by our credit committee. The loan will bear interest at ${pct(L.rate, 2)} per annum, interest-only, for a term of ${L.termMonths} months${fees.length ? `, with ${fees.join(', ')}` : ''}.${prepay}${close}</p>`,
      `<p>This approval is subject to the following conditions being satisfied to Lender's satisfaction prior to closing:</p>`,
      `<ol>${conds.map((c) => `<li style="margin-bottom:3px">${c}</li>`).join('')}</ol>`,
      `<p>Please note that during an active named storm watch or warning for the subject's ${parishOrCounty(f.property.address).toLowerCase()}, no new insurance can be bound and closing may be delayed.</p>`,
      `<p>Sincerely,</p><p><span class="scrawl">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</span><br>${esc(fullName(f.lender.contact))}<br>Senior Loan Officer</p>`,
    ];
    const html = documentHtml({ title: 'Conditional Approval', pages: flow(blocks, { charsPerLine: 95, linesPerPage: 48 }), font: 'serif', page: { pageNumbers: true } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

/** A formal commitment letter with numbered sections and acceptance block. */
const commitmentLetter: Family = {
  id: 'ab-commitment-letter-numbered',
  description: "Other lender's formal loan commitment: numbered sections 1-14, legal tone, borrower acceptance signature block.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms');
    if (f.entity) s.add('authorized_signatory_name', 'authorized_signatory_title');
    const sec: string[] = [];
    const add = (title: string, body: string) => sec.push(`<p><b>${sec.length + 1}. ${title}.</b> ${body}</p>`);
    add('Borrower', `${esc(borrowerLine(f))}${f.entity ? ` ("Borrower"), acting by and through ${esc(fullName(f.borrower))}, its ${esc(f.entity.signatoryTitle)}` : ' ("Borrower")'}.`);
    if (f.entity) add('Guaranty', `Full recourse, joint and several guaranty of ${esc(fullName(f.borrower, true))}.`);
    add('Loan Amount', `${usd(L.amount, true)} (the "Loan").`);
    add('Type of Loan', `${esc(loanTypeWords(rng, f))}${L.purpose ? `; purpose: ${esc(purposeWords(rng, f) ?? '')}` : ''}.`);
    if (L.purpose) s.add('loan_purpose');
    add('Collateral', `First-lien mortgage on the land and improvements located at ${esc(addrFull(f.property.address, true, true))}, ${esc(f.property.address.city)} ${parishOrCounty(f.property.address)}, together with an assignment of all insurance proceeds and claims, including any open windstorm claim.`);
    add('Interest Rate', `${pct(L.rate, 3)} per annum, fixed, calculated on a 360-day year, payable monthly in arrears, interest only.`);
    add('Maturity', `${L.termMonths} months from the date of closing.`);
    const feeBits: string[] = [];
    if (L.originationPoints !== undefined) { feeBits.push(`Commitment/origination fee equal to ${L.originationPoints}% of the Loan`); s.add('origination_points'); }
    if (L.discountPoints !== undefined) { feeBits.push(`rate buydown of ${L.discountPoints} discount points`); s.add('discount_points'); }
    if (L.adminFee !== undefined) { feeBits.push(`administration fee ${usd(L.adminFee)}`); s.add('admin_fee'); }
    if (L.docFee !== undefined) { feeBits.push(`legal/document fee ${usd(L.docFee)}`); s.add('loan_doc_fee'); }
    add('Fees', feeBits.length ? `${feeBits.join('; ')}. All third-party costs (appraisal, title, recording, flood cert) are Borrower's.` : 'Third-party costs only.');
    add('Prepayment', L.prepayment.penalty ? `Prepayment premium: ${esc(L.prepayment.terms ?? '')}.` : 'The Loan may be prepaid in whole or part without premium or penalty.');
    if (rng.chance(0.6)) { add('Appraisal', `Lender has received an appraisal by ${esc(f.appraiser.name)} reflecting an as-is market value of ${usd(f.property.value)}${f.property.arv ? ` and a prospective as-completed value of ${usd(f.property.arv)}` : ''}.`); s.add('property_value'); }
    add('Insurance', 'Special-form property insurance incl. windstorm and hail, flood insurance where required, and $1,000,000 general liability. Lender as first mortgagee.');
    add('Closing', `Closing shall occur through ${esc(f.title.name)} on or before ${dt(L.closingDate, rng.pick(['long', 'us'] as const))}, failing which this Commitment expires.`);
    if (L.exit) { add('Repayment Source', `Borrower represents the Loan will be repaid from ${L.exit === 'Sale' ? 'the sale of the Property' : 'a refinance of the Property'}.`); s.add('exit_strategy'); }
    add('Governing Law', `The laws of the State of ${esc(f.property.address.stateName)}.`);
    const blocks = [
      lenderHead(f, rng),
      `<h2 class="center" style="margin-bottom:6px">LOAN COMMITMENT</h2><p class="center">${dt(f.documentDate, 'long')}</p>`,
      ...sec,
      `<p>ACCEPTED AND AGREED:</p><p>${esc(f.entity ? f.entity.name : fullName(f.borrower))}<br>By: <span class="sig">${esc(fullName(f.borrower))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}</span></p>`,
    ];
    const html = documentHtml({ title: 'Commitment', pages: flow(blocks, { charsPerLine: 92, linesPerPage: 50, firstPageLines: 44 }), fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: 'Commitment — Borrower initials ____' } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

/** LOI for a hurricane rebuild: budget holdback and draw schedule summary. */
const rebuildLoi: Family = {
  id: 'ab-rebuild-loi-holdback',
  description: 'Letter of intent for a post-storm rebuild/rehab loan: initial advance vs. construction holdback, draw table.',
  formats: ['pdf_text'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type');
    const storm = rng.pick(STORMS);
    const hold = Math.round((L.amount * (0.2 + rng.next() * 0.3)) / 500) * 500;
    const initial = L.amount - hold;
    const draws = rng.int(3, 5);
    const per = Math.floor(hold / draws);
    const drawRows = Array.from({ length: draws }, (_, i) => `<tr><td>Draw ${i + 1}</td><td>${esc(['Dry-in / roof', 'Rough-ins (MEP)', 'Drywall & insulation', 'Cabinets / finishes', 'Final + CO'][i] ?? 'Final')}</td><td class="right">${usd(i === draws - 1 ? hold - per * (draws - 1) : per)}</td></tr>`).join('');
    const extras: string[] = [];
    if (L.originationPoints !== undefined) { extras.push(`<li>Origination: ${L.originationPoints}% (${usd(Math.round(L.amount * L.originationPoints) / 100)})</li>`); s.add('origination_points'); }
    if (L.brokerPoints !== undefined) { extras.push(`<li>Broker: ${L.brokerPoints}%, paid at closing</li>`); s.add('broker_points'); }
    if (L.processingFee !== undefined) { extras.push(`<li>Processing fee: ${usd(L.processingFee)}</li>`); s.add('processing_fee'); }
    extras.push(`<li>Draw/inspection fee: $${rng.pick([150, 175, 200, 250])} per draw (not refundable)</li>`);
    if (L.exit) { extras.push(`<li>Exit: ${esc(exitWords(rng, L.exit))}</li>`); s.add('exit_strategy'); }
    extras.push(`<li>Prepay: ${esc(prepayWords(rng, f))}</li>`); s.add('prepayment_penalty', 'prepayment_terms');
    let valueLine = '';
    if (rng.chance(0.7)) { valueLine = `<p>Current (damaged, as-is) value per BPO: <b>${usd(f.property.value)}</b>. ${f.property.arv ? `As-completed value: ${usd(f.property.arv)}.` : ''}</p>`; s.add('property_value'); }
    const who = f.entity ? `${esc(f.entity.name)} (${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)})` : esc(fullName(f.borrower));
    if (f.entity) s.add('authorized_signatory_name', 'authorized_signatory_title');
    const blocks = [
      lenderHead(f, rng),
      `<p>${dt(f.documentDate, 'long')}</p><p>To: ${who}</p>`,
      `<h3>Letter of Intent — ${esc(storm)} rebuild, ${esc(addr1(f.property.address))}, ${esc(f.property.address.city)}, ${f.property.address.state} ${f.property.address.zip}</h3>`,
      `<p>Thank you for the opportunity. Based on what we've reviewed — the adjuster's estimate, your contractor's bid from ${esc(rng.pick(CONTRACTORS))} and photos — we'd be prepared to offer the following ${esc(loanTypeWords(rng, f))} financing:</p>`,
      `<p>Total loan: <b>${usd(L.amount)}</b> &mdash; initial advance at closing ${usd(initial)}; rehab holdback ${usd(hold)} released in ${draws} draws. Rate ${pct(L.rate)} IO, term ${L.termMonths} months.</p>`,
      valueLine,
      { html: `<table class="grid" style="width:70%;margin:6px 0"><tr><th>Draw</th><th>Milestone</th><th>Amount</th></tr>${drawRows}</table>`, lines: draws + 3 },
      `<ul>${extras.join('')}</ul>`,
      `<p>This LOI is not a commitment to lend. It expires in 7 days. Insurance proceeds received on claim ${esc(claimNo(rng))} (adjuster ${esc(rng.pick(ADJUSTERS))}) must be deposited to the holdback account.</p>`,
      `<p>— ${esc(fullName(f.lender.contact))}, ${esc(f.lender.name)}</p>`,
    ];
    const html = documentHtml({ title: 'LOI', pages: flow(blocks, { charsPerLine: 95, linesPerPage: 50 }), font: 'sans', fontSize: '9.5pt' });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: s.truth() };
  },
};

/** Bridge loan against insurance proceeds: term sheet plus claim summary. */
const insuranceBridge: Family = {
  id: 'ab-insurance-proceeds-bridge-terms',
  description: 'Bridge term summary secured by assignment of open hurricane claim; claim table with carrier/adjuster decoys.',
  formats: ['pdf_text'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type');
    const carrier = rng.pick(CARRIERS);
    const adj = rng.pick(ADJUSTERS);
    const rcv = Math.round(L.amount * (1.1 + rng.next() * 0.6) / 100) * 100;
    const dep = Math.round(rcv * (0.08 + rng.next() * 0.12) / 10) * 10;
    const ded = rng.pick([2500, 5000, 10000, 0.02 * 300000]);
    const paid = Math.round(rcv * 0.3 / 100) * 100;
    const rows: [string, string][] = [
      ['Borrower', esc(borrowerLine(f))],
      ['Principal / contact', `${esc(fullName(f.borrower))} ${rng.chance(0.6) ? `&middot; ${phone(f.borrower.phone, 2)}` : ''}`],
      ['Property', esc(addrFull(f.property.address))],
      ['Facility', `${esc(loanTypeWords(rng, f))} — advance against undisputed claim proceeds`],
      ['Amount', usd(L.amount)],
      ['Rate / Term', `${pct(L.rate)} / ${L.termMonths} mo.`],
    ];
    if (rows[1]?.[1].includes('&middot;')) s.add('borrower_phone');
    if (L.originationPoints !== undefined) { rows.push(['Points', `${L.originationPoints}`]); s.add('origination_points'); }
    if (L.adminFee !== undefined) { rows.push(['Admin fee', usd(L.adminFee)]); s.add('admin_fee'); }
    if (L.docFee !== undefined) { rows.push(['Doc fee', usd(L.docFee)]); s.add('loan_doc_fee'); }
    rows.push(['Prepay', L.prepayment.penalty ? esc(L.prepayment.terms ?? '') : 'none — pay off when carrier pays']); s.add('prepayment_penalty', 'prepayment_terms');
    if (L.exit) { rows.push(['Repayment', L.exit === 'Sale' ? 'Insurance proceeds and/or sale' : 'Insurance proceeds and/or refinance']); s.add('exit_strategy'); }
    if (rng.chance(0.5)) { rows.push(['Value (pre-loss est.)', usd(f.property.value)]); s.add('property_value'); }
    const claim = kvTable([
      ['Carrier', esc(carrier)], ['Claim #', esc(claimNo(rng))], ['Date of loss', anyDate(rng, `${Number(f.documentDate.slice(0, 4)) - 1}-${rng.pick(['08-29', '09-16', '10-09', '08-27', '07-08'])}`)],
      ['Field adjuster', `${esc(adj)} ${phone(decoyPhone(rng), 1)}`], ['RCV (Dwelling)', usd(rcv)], ['Recoverable depreciation', usd(dep)],
      ['Deductible', usd(ded)], ['Paid to date (ACV)', usd(paid)], ['Mortgagee on check', esc(f.lender.name)],
    ]);
    const html = documentHtml({
      title: 'Bridge Terms',
      font: 'condensed',
      css: '.k{width:38%;color:#333} h4{margin:12px 0 4px;border-bottom:1px solid #999}',
      pages: [`${lenderHead(f, rng)}<h2>Insurance Proceeds Bridge — Summary of Terms</h2><p class="small">Prepared ${dt(f.documentDate, 'us')} by ${esc(fullName(f.lender.contact))}</p>
<h4>Loan</h4>${kvTable(rows)}<h4>Claim being assigned</h4>${claim}
<p class="small" style="margin-top:8px">Lender will be added as additional payee; all two-party checks endorsed to Lender's controlled account. Any supplemental claim or appraisal-clause award is additional collateral. Public adjuster fees (if any) are subordinate to Lender.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

/** An old faxed LOI from a small-town lender: monospace, all caps headings. Scanned only. */
const faxedLoi: Family = {
  id: 'ab-faxed-loi-monospace',
  description: 'Faxed letter of intent typed in monospace with a fax header line; scanned.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type');
    const lines: string[] = [];
    lines.push(`FAX FROM: ${f.lender.name.toUpperCase()}   ${phone(decoyPhone(rng), 1)}   ${dt(f.documentDate, 'us')} ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}  P.1/1`);
    lines.push('', 'LETTER OF INTENT', '');
    lines.push(`TO:   ${f.broker.name.toUpperCase()} ATTN ${f.broker.contact.first.toUpperCase()}`);
    lines.push(`RE:   ${borrowerLine(f).toUpperCase()}`);
    if (f.entity) lines.push(`      GUARANTOR: ${f.borrower.last.toUpperCase()}, ${f.borrower.first.toUpperCase()}`);
    lines.push(`      ${addrFull(f.property.address).toUpperCase()}`, '');
    lines.push(`LOAN TYPE........ ${loanTypeWords(rng, f).toUpperCase()}`);
    lines.push(`LOAN AMT......... ${usd(L.amount, true)}`);
    if (rng.chance(0.6)) { lines.push(`AS IS VALUE...... ${usd(f.property.value)}`); s.add('property_value'); }
    if (f.property.arv) lines.push(`ARV (SUBJ TO).... ${usd(f.property.arv)}`);
    lines.push(`RATE............. ${pct(L.rate, 3)} I/O`);
    lines.push(`TERM............. ${L.termMonths} MOS`);
    if (L.originationPoints !== undefined) { lines.push(`ORIG............. ${L.originationPoints} PTS`); s.add('origination_points'); }
    if (L.brokerPoints !== undefined) { lines.push(`BROKER........... ${L.brokerPoints} PTS (YOURS)`); s.add('broker_points'); }
    if (L.processingFee !== undefined) { lines.push(`PROCESSING....... ${usd(L.processingFee)}`); s.add('processing_fee'); }
    lines.push(`PPP.............. ${L.prepayment.penalty ? (L.prepayment.terms ?? '').toUpperCase() : 'NONE'}`); s.add('prepayment_penalty', 'prepayment_terms');
    if (rng.chance(0.6)) { lines.push(`EST CLOSE........ ${dt(L.closingDate, 'us')}`); s.add('estimated_closing_date'); }
    lines.push('', 'SUBJECT TO: APPRAISAL, TITLE, WIND & FLOOD INS, EC IF ZONE A/V,', 'SATISFACTORY SITE VISIT. NOT A COMMITMENT.', '', `${f.lender.contact.first.toUpperCase()} ${f.lender.contact.last.toUpperCase()}`, 'VP LENDING');
    const html = documentHtml({ title: 'Fax', font: 'mono', fontSize: '10.5pt', pages: [`<pre style="font-family:inherit;white-space:pre-wrap;margin:0">${esc(lines.join('\n'))}</pre>`] });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: s.truth() };
  },
};

/** Dense one-page "summary of terms" in bullets. */
const bulletTerms: Family = {
  id: 'ab-summary-terms-bullets',
  description: 'One-page indicative terms in bullet form from a regional debt fund, small print, some figures inside sentences.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'property_type');
    const b: string[] = [];
    b.push(`<b>Sponsor/Borrower:</b> ${esc(f.entity ? `${f.entity.name} (sponsor ${fullName(f.borrower)})` : fullName(f.borrower))}`);
    b.push(`<b>Asset:</b> ${esc(propTypeWords(rng, f))}${f.property.units ? `, ${f.property.units} units` : ''}${f.property.yearBuilt ? `, built ${f.property.yearBuilt}` : ''} — ${esc(addrFull(f.property.address))}`);
    b.push(`<b>Request:</b> ${esc(loanTypeWords(rng, f))}, ${usd(L.amount)}${f.property.purchasePrice ? ` on a ${usd(f.property.purchasePrice)} purchase` : ''}`);
    if (rng.chance(0.6)) { b.push(`<b>Valuation:</b> as-is ${usd(f.property.value)} (broker opinion, to be confirmed by appraisal)`); s.add('property_value'); }
    b.push(`<b>Pricing:</b> ${pct(L.rate)} fixed${L.originationPoints !== undefined ? ` + ${L.originationPoints} pts in` : ''}${L.brokerPoints !== undefined ? `, ${L.brokerPoints} pts broker` : ''}`);
    if (L.originationPoints !== undefined) s.add('origination_points');
    if (L.brokerPoints !== undefined) s.add('broker_points');
    b.push(`<b>Term:</b> ${esc(termWords(rng, L.termMonths))}, IO`);
    if (L.exit) { b.push(`<b>Takeout:</b> ${esc(exitWords(rng, L.exit))}`); s.add('exit_strategy'); }
    b.push(`<b>Prepay:</b> ${esc(prepayWords(rng, f))}`); s.add('prepayment_penalty', 'prepayment_terms');
    const fee: string[] = [];
    if (L.docFee !== undefined) { fee.push(`doc ${usd(L.docFee)}`); s.add('loan_doc_fee'); }
    if (L.adminFee !== undefined) { fee.push(`admin ${usd(L.adminFee)}`); s.add('admin_fee'); }
    if (L.processingFee !== undefined) { fee.push(`processing ${usd(L.processingFee)}`); s.add('processing_fee'); }
    if (fee.length) b.push(`<b>Lender fees:</b> ${fee.join(', ')}`);
    b.push(`<b>Insurance:</b> wind/hail + flood (zone ${esc(rng.pick(FLOOD_ZONES))}); 12 mo. prepaid; ${rng.pick(['no Citizens policies', 'state wind pool OK', 'surplus lines OK w/ A- carrier'])}`);
    b.push(`<b>Reserves:</b> ${rng.int(3, 6)} months interest held back`);
    const html = documentHtml({
      title: 'Summary of Terms', font: 'sans', fontSize: '9pt',
      pages: [`<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #333;padding-bottom:6px"><div style="font:bold 15pt 'DejaVu Sans'">${esc(f.lender.name)}</div><div class="small">Indicative Terms &middot; ${dt(f.documentDate, 'abbr')}</div></div>
<ul style="line-height:1.6">${b.map((x) => `<li>${x}</li>`).join('')}</ul>
<p class="small">Indication only, based on information provided by ${esc(f.broker.name)}. Contact ${esc(fullName(f.lender.contact))} (${esc(f.lender.contact.email)}).</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

/** Short-term rental / duplex purchase term sheet from a DSCR shop, with rent assumptions. */
const strTerms: Family = {
  id: 'ab-str-dscr-term-sheet',
  description: 'DSCR/short-term-rental purchase term sheet: two side-by-side panels, AirDNA-style income figures as decoys.',
  formats: ['pdf_text'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'property_type', 'credit_score');
    const adr = rng.int(140, 420);
    const occ = rng.int(48, 76);
    const gross = Math.round(adr * 365 * occ / 100);
    const left: [string, string][] = [
      ['Borrower', esc(f.entity ? f.entity.name : fullName(f.borrower))],
      ...(f.entity ? [['Guarantor', esc(fullName(f.borrower))] as [string, string]] : []),
      ['FICO (mid)', String(f.borrower.creditScore)],
      ['Property', esc(addrFull(f.property.address))],
      ['Type', esc(propTypeWords(rng, f))],
      ['Transaction', esc(loanTypeWords(rng, f))],
    ];
    if (L.purpose) { left.push(['Purpose', esc(purposeWords(rng, f) ?? '')]); s.add('loan_purpose'); }
    const right: [string, string][] = [
      ['Loan amount', usd(L.amount)],
      ['Rate', pct(L.rate, 3)],
      ['Term', esc(termWords(rng, L.termMonths))],
      ['Prepay', esc(prepayWords(rng, f))],
    ];
    s.add('prepayment_penalty', 'prepayment_terms');
    if (rng.chance(0.7)) { right.push(['Value', usd(f.property.value)]); s.add('property_value'); }
    if (f.property.purchasePrice) right.push(['Purchase price', usd(f.property.purchasePrice)]);
    if (L.originationPoints !== undefined) { right.push(['Orig. pts', String(L.originationPoints)]); s.add('origination_points'); }
    if (L.discountPoints !== undefined) { right.push(['Buy-down pts', String(L.discountPoints)]); s.add('discount_points'); }
    if (L.processingFee !== undefined) { right.push(['Processing', usd(L.processingFee)]); s.add('processing_fee'); }
    const inc: [string, string][] = [['ADR (projected)', `$${adr}`], ['Occupancy', `${occ}%`], ['Gross STR income', usd(gross)], ['Taxes + ins + HOA /mo', usd(rng.int(600, 1900))]];
    const html = documentHtml({
      title: 'DSCR Term Sheet', font: 'sans', fontSize: '9.5pt',
      css: '.cols{display:flex;gap:16px}.cols>div{flex:1}.k{font-weight:bold;width:45%}',
      pages: [`${lenderHead(f, rng)}<h2 style="margin-bottom:8px">Investor Rental Loan — Term Sheet</h2><p class="small">Date: ${anyDate(rng, f.documentDate)} &middot; Loan officer ${esc(fullName(f.lender.contact))}</p>
<div class="cols"><div>${kvTable(left)}</div><div>${kvTable(right)}</div></div>
<h4 style="margin:12px 0 4px">Income used for DSCR (short-term rental)</h4>${kvTable(inc)}
<p class="small" style="margin-top:10px">STR permitted use must be confirmed for the ${parishOrCounty(f.property.address).toLowerCase()}/municipality. Flood and wind quotes required prior to rate lock; ${rng.pick(['escrows required', 'tax & insurance escrows mandatory'])}. Rate subject to change until locked.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

export const termFamilies: Family[] = [gridTermSheet, conditionalApproval, commitmentLetter, rebuildLoi, insuranceBridge, faxedLoi, bulletTerms, strTerms];
