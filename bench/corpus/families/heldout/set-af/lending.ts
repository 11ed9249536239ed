// set-af: the lender's own paper — loan requests, applications, commitments, term sheets, lot releases, draws.
import { checkboxes, documentHtml, esc, flow, letterhead, accent } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  CSS_FORM, T, addr, addrShort, borrowerLine, dAbbr, dLong, dPad, dSlash, ein, entityKind, exitLabel, feeRows,
  fullName, legal, loanTypeLabel, money, pct, phone, prepayText, propertyTypeLabel, termShort, termWords, texify,
  asPurchase,
} from './land';

const loanRequest: Family = {
  id: 'af-credit-memo-loan-request',
  description: 'Internal loan request / credit memo to loan committee: sources and uses, borrower, guarantor FICO, collateral, terms, seller carry second lien, exit.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const price = f.property.purchasePrice;
    const ltv = ((l.amount / f.property.value) * 100).toFixed(1);
    const fees = feeRows(f);
    const blocks = [
      letterhead({ name: f.lender.name, lines: ['LOAN REQUEST — CREDIT COMMITTEE', `${esc(f.lender.address.city)}, ${esc(f.lender.address.state)}`], color: accent(rng) }),
      `<table class="grid"><tr><td class="b" style="width:25%">Loan #</td><td>${l.loanNumber}</td><td class="b" style="width:20%">Date</td><td>${dPad(f.documentDate)}</td></tr>
<tr><td class="b">Originator</td><td>${esc(fullName(f.lender.contact))}</td><td class="b">Source</td><td>${esc(f.broker.name)} (${esc(fullName(f.broker.contact))})</td></tr>
<tr><td class="b">Program</td><td>${esc(loanTypeLabel(f, land))}</td><td class="b">Target close</td><td>${dPad(l.closingDate)}</td></tr></table>`,
      `<div class="sec" style="background:#ddd;padding:3px 6px;margin:10px 0 4px 0;font-weight:bold">Borrower</div>`,
      f.entity
        ? `<p>${esc(f.entity.name)}, ${esc(entityKind(f))} ${f.entity.ein ? `(EIN ${ein(f.entity.ein)})` : '(no EIN — grantor trust)'}. Guarantor: ${esc(fullName(f.borrower))} (${esc(f.entity.signatoryTitle)}), mid FICO ${f.borrower.creditScore}. Contact ${phone(f.borrower.phone)} / ${esc(f.borrower.email)}.</p>`
        : `<p>${esc(fullName(f.borrower))}${f.coBorrower ? ` and ${esc(fullName(f.coBorrower))}` : ''}, individually. Mid FICO ${f.borrower.creditScore}. Contact ${phone(f.borrower.phone)} / ${esc(f.borrower.email)}.</p>`,
      `<div style="background:#ddd;padding:3px 6px;margin:10px 0 4px 0;font-weight:bold">Collateral</div>`,
      `<p>${esc(legal(land, f))}. Property type: ${esc(propertyTypeLabel(f, land))}. Currently ag-valued (${esc(land.agUse)}); rollback exposure est. ${money(Math.round(land.agValue * 3.1))}. Flood: ${esc(land.flood)}.</p>`,
      `<p>As-is value ${money(f.property.value)} per ${esc(f.appraiser.name)}${f.property.arv ? `; as-completed / finished-lot value ${money(f.property.arv)} (not lent against)` : ''}. LTV ${ltv}%.</p>`,
      `<div style="background:#ddd;padding:3px 6px;margin:10px 0 4px 0;font-weight:bold">Sources &amp; uses</div>`,
      `<table class="grid"><tr><th>Sources</th><th class="right">$</th><th>Uses</th><th class="right">$</th></tr>
<tr><td>Our 1st lien</td><td class="right">${money(l.amount)}</td><td>${price !== undefined ? 'Purchase price' : 'Payoff / cash out'}</td><td class="right">${price !== undefined ? money(price) : 'per payoff letter'}</td></tr>
${land.carry > 0 ? `<tr><td>Seller carry (2nd, subordinate)</td><td class="right">${money(land.carry)}</td><td>Closing costs</td><td class="right">est.</td></tr>` : ''}
<tr><td>Borrower cash</td><td class="right">balance</td><td></td><td></td></tr></table>`,
      `<div style="background:#ddd;padding:3px 6px;margin:10px 0 4px 0;font-weight:bold">Proposed terms</div>`,
      `<table class="grid"><tr><td style="width:35%">Amount</td><td>${money(l.amount)}</td></tr><tr><td>Rate</td><td>${pct(l.rate, 2)} fixed, interest only</td></tr>
<tr><td>Term</td><td>${l.termMonths} months</td></tr>${fees.map(([a, b]) => `<tr><td>${a}</td><td>${esc(b)}</td></tr>`).join('')}
<tr><td>Prepay</td><td>${esc(prepayText(f))}</td></tr>${exitLabel(f) ? `<tr><td>Exit</td><td>${esc(exitLabel(f) ?? '')}</td></tr>` : ''}</table>`,
      land.carry > 0 ? `<p class="small" style="margin-top:6px">Seller note terms (for reference only): ${money(land.carry)} at ${rng.pick([6, 6.5, 7, 8])}%, ${rng.pick([5, 7, 10])}-yr am., balloon ${rng.pick([36, 48, 60])} mo. Subordination agreement required.</p>` : '',
      `<p style="margin-top:8px"><b>Recommendation:</b> Approve. ${esc(rng.pick(['Good access, surveyed, ag exemption in place.', 'Strong borrower, repeat client.', 'Low LTV on dirt; broker has brought us four deals that performed.']))}</p>`,
    ];
    const fields: TruthField[] = [
      'borrower_first_name', 'borrower_last_name', 'entity_name', 'ein', 'credit_score', 'borrower_phone', 'borrower_email', 'property_address',
      'property_type', 'property_value', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term', 'estimated_closing_date', 'prepayment_penalty',
      'prepayment_terms', 'exit_strategy', 'loan_number', ...fees.map((r) => r[2]),
    ];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return {
      kind: 'html', documentType: 'Loan Application',
      html: documentHtml({ title: 'Loan request', pages: flow(blocks, { charsPerLine: 100, linesPerPage: 46 }), font: 'sans', fontSize: '9pt', page: { footerLeft: 'CONFIDENTIAL — internal credit use', pageNumbers: true } }),
      truth: T(f, fields),
    };
  },
};

const application: Family = {
  id: 'af-land-loan-application-checkboxes',
  description: 'The lender\'s land loan application: box-and-label form, checkbox rows for collateral type and purpose, applicant and co-applicant blocks.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const box = (lab: string, val: string) => `<div class="box"><div class="lab">${lab}</div><div class="val">${val}</div></div>`;
    const collateral = { raw: 'Raw land', ranchette: 'Ag-exempt acreage', homestead: 'Acreage w/ home', lotdev: 'Lot development', spec: 'Acreage w/ home', pad: 'Commercial pad', flip: 'Acreage w/ home', bridge: f.property.type === 'Land' ? 'Raw land' : 'Acreage w/ home' }[land.kind];
    const purposeBox = l.purpose === 'Cash Out Refinance' ? 'Cash-out refi' : l.purpose === 'Refinance' ? 'Refinance' : l.purpose === 'Construction' ? 'Construction / development' : 'Purchase';
    const co = !f.entity && f.coBorrower;
    const page1 = `${letterhead({ name: f.lender.name, lines: [`${esc(f.lender.address.street)}, ${esc(f.lender.address.city)}, ${f.lender.address.state} ${f.lender.address.zip}`, 'LAND &amp; ACREAGE LOAN APPLICATION'], color: accent(rng), mark: 'L' })}
<div class="sec">1. Applicant</div>
<div class="row">${box('Applicant name (first, middle, last)', esc(fullName(f.borrower, true)))}${box('Date of birth', dSlash(f.borrower.dob))}</div>
<div class="row">${box('Cell phone', phone(f.borrower.phone, 1))}${box('E-mail', esc(f.borrower.email))}${box('Est. credit score', String(f.borrower.creditScore))}</div>
${co ? `<div class="row">${box('Co-applicant', esc(fullName(f.coBorrower as NonNullable<typeof f.coBorrower>)))}${box('Co-applicant DOB', dSlash((f.coBorrower as NonNullable<typeof f.coBorrower>).dob))}</div>` : ''}
${f.entity ? `<div class="row">${box('Borrowing entity (if any)', esc(f.entity.name))}${box('Your title', esc(f.entity.signatoryTitle))}${box('EIN', f.entity.ein ? ein(f.entity.ein) : 'applied for')}</div>` : `<div class="row">${box('Borrowing entity (if any)', 'N/A — individual')}</div>`}
<div class="sec">2. Property</div>
${box('Property address / road frontage', esc(addr(f.property.address)))}
<div class="row">${box('County', land.county)}${box('Acres', land.acres)}${box('Ag exemption?', `☒ Yes — ${esc(land.agUse)}`)}</div>
<div class="box"><div class="lab">Collateral type</div>${checkboxes(['Raw land', 'Ag-exempt acreage', 'Acreage w/ home', 'Lot development', 'Commercial pad'], collateral)}</div>
<div class="row">${box('Your estimate of value', money(f.property.value))}${box('Purchase price (if buying)', f.property.purchasePrice ? money(f.property.purchasePrice) : '—')}</div>
<div class="sec">3. Loan requested</div>
<div class="box"><div class="lab">Purpose</div>${checkboxes(['Purchase', 'Refinance', 'Cash-out refi', 'Construction / development'], purposeBox)}</div>
<div class="row">${box('Amount requested', money(l.amount))}${box('Term wanted', `${l.termMonths} months`)}${box('Closing needed by', dSlash(l.closingDate))}</div>
${box('How will you pay us off?', l.exit === 'Sale' ? 'Sell the tract / lots' : l.exit === 'Refinance' ? 'Refinance with farm credit / bank' : '&nbsp;')}
${box('Seller financing involved?', land.carry > 0 ? `Yes — seller carrying ${money(land.carry)} in 2nd position` : 'No')}
<p class="small" style="margin-top:10px">I certify the information above is true and complete. Signature: <span class="hand">${esc(fullName(f.borrower))}</span> &nbsp; Date: ${dSlash(f.documentDate)}</p>`;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'credit_score', 'entity_name', 'ein', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_purpose', 'loan_term', 'estimated_closing_date', 'exit_strategy'];
    if (co) fields.push('co_borrower_date_of_birth');
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    const truth = T(f, fields);
    // "Commercial pad" does not say whether the pad is dirt or a building.
    if (land.kind === 'pad') delete truth.property_type;
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Application', pages: [page1], css: CSS_FORM, font: 'sans', fontSize: '9pt', page: { margin: '0.5in 0.6in 0.6in 0.6in', footerLeft: 'Form LA-3 (rev. 2024)' } }), truth };
  },
};

const commitment: Family = {
  id: 'af-commitment-letter-prose',
  description: 'Lender commitment letter in prose to an entity or individual borrower, cc broker and title: amount, rate, term, points, fees, prepayment, conditions, expiry.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const addressee = f.entity ? `${esc(f.entity.name)}<br>Attn: ${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : esc(borrowerLine(f, true));
    const feeSentence = [
      l.originationPoints !== undefined ? `an origination fee of ${l.originationPoints}% of the loan amount` : '',
      l.discountPoints !== undefined ? `discount points of ${l.discountPoints}%` : '',
      l.brokerPoints !== undefined ? `a broker fee of ${l.brokerPoints}% payable to ${esc(f.broker.name)}` : '',
      l.docFee !== undefined ? `a document preparation fee of ${money(l.docFee)}` : '',
      l.processingFee !== undefined ? `a processing fee of ${money(l.processingFee)}` : '',
      l.adminFee !== undefined ? `an administrative fee of ${money(l.adminFee)}` : '',
    ].filter(Boolean);
    const blocks = [
      letterhead({ name: f.lender.name, lines: [`${esc(f.lender.address.street)} · ${esc(f.lender.address.city)}, ${f.lender.address.state}`, `${phone(f.lender.contact.phone)} · ${esc(f.lender.contact.email)}`], color: accent(rng) }),
      `<p>${dLong(f.documentDate)}</p><p>${addressee}<br>${esc(f.borrower.email)}</p>`,
      `<p><b>Re: Loan Commitment — ${esc(addr(f.property.address))} (${land.acres} acres, ${land.county} County) — Loan No. ${l.loanNumber}</b></p>`,
      `<p>Dear ${esc(f.borrower.first)}:</p>`,
      `<p>We are pleased to commit to a first-lien ${esc(loanTypeLabel(f, land).toLowerCase())} loan in the amount of <b>${money(l.amount)}</b> secured by the above property, on the following terms. The interest rate will be ${pct(l.rate, 3)} per annum, fixed, payable monthly interest-only, with the entire balance due ${termWords(l.termMonths)} after closing.</p>`,
      feeSentence.length ? `<p>At closing you will pay ${feeSentence.join(', ')}. Third-party costs (title, survey, recording, appraisal) are yours as well.</p>` : '<p>Third-party costs (title, survey, recording, appraisal) are the borrower\'s.</p>',
      `<p>${l.prepayment.penalty ? `Prepayment: a prepayment premium applies — ${esc(l.prepayment.terms ?? '')}.` : 'The loan may be prepaid at any time without penalty.'} ${land.kind === 'lotdev' ? `Individual lots will be released at 115% of their allocated loan amount.` : ''}</p>`,
      `<p>This commitment is based on an as-is value of ${money(f.property.value)}. It is conditioned on: (1) a title commitment from ${esc(f.title.name)} showing only exceptions acceptable to us; (2) a new survey certified to the lender; (3) evidence that the ag exemption (${esc(land.agUse)}) remains in place or that rollback taxes will be paid at closing; ${land.carry > 0 ? `(4) a subordination agreement from ${esc(fullName(f.seller))} on the ${money(land.carry)} seller-carry note; ` : ''}and (5) no material change in your financial condition.</p>`,
      `<p>Closing must occur on or before ${dLong(l.closingDate)}, after which this commitment expires unless we extend it in writing.</p>`,
      `<p>Sincerely,</p><p><span class="scrawl">${esc(fullName(f.lender.contact))}</span><br>${esc(fullName(f.lender.contact))}<br>SVP, Land Lending</p>`,
      `<p class="small">cc: ${esc(fullName(f.broker.contact))}, ${esc(f.broker.name)}; ${esc(fullName(f.title.contact))}, ${esc(f.title.name)}</p>`,
      `<p style="margin-top:14px">ACCEPTED: ${f.entity ? `${esc(f.entity.name)}, by <span class="sig">${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}</span>` : `<span class="sig">${esc(fullName(f.borrower))}</span>`}</p>`,
    ];
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'entity_name', 'property_address', 'property_value', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term', 'estimated_closing_date', 'origination_points', 'discount_points', 'broker_points', 'loan_doc_fee', 'processing_fee', 'admin_fee', 'prepayment_penalty', 'prepayment_terms', 'loan_number'];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'Commitment', pages: flow(blocks, { charsPerLine: 95, linesPerPage: 48 }), font: 'serif', fontSize: '10pt', page: { pageNumbers: 'short' } }), truth: T(f, fields) };
  },
};

const termSheet: Family = {
  id: 'af-term-sheet-boxed-ranch',
  description: 'One-page boxed term sheet for land / acreage deals with a non-binding footer; borrower or entity plus guarantor line.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const color = accent(rng);
    const rows: [string, string][] = [
      ['Borrower', esc(f.entity ? `${f.entity.name}` : borrowerLine(f, true))],
      ...(f.entity ? [['Guarantor', esc(fullName(f.borrower))] as [string, string]] : []),
      ['Collateral', `${esc(addrShort(f.property.address))} — ${land.acres} ac, ${land.county} County`],
      ['Property type', esc(propertyTypeLabel(f, land))],
      ['Loan type', esc(loanTypeLabel(f, land))],
      ['Loan amount', money(l.amount)],
      ['As-is value', money(f.property.value)],
      ['Interest rate', `${pct(l.rate, 2)} fixed, interest only`],
      ['Term', termShort(l.termMonths)],
      ...feeRows(f).map(([a, b]) => [a, esc(b)] as [string, string]),
      ['Prepayment', esc(prepayText(f))],
      ['Estimated closing', dAbbr(l.closingDate)],
    ];
    const html = documentHtml({
      title: 'Term sheet', font: 'condensed', fontSize: '10pt',
      css: `.ts td { border: 1.5px solid ${color}; padding: 6px 9px; } .ts td.k { background: ${color}; color: #fff; font-weight: bold; width: 30%; }`,
      pages: [`<div style="display:flex;justify-content:space-between;align-items:end;margin-bottom:10px"><div style="font:bold 20pt 'DejaVu Sans';color:${color}">TERM SHEET</div><div class="right small">${esc(f.lender.name)}<br>${dAbbr(f.documentDate)}</div></div>
<table class="ts" style="width:100%;border-collapse:collapse">${rows.map(([k, v]) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:14px">This term sheet is for discussion only and is not a commitment to lend. Subject to appraisal, title, survey, and lender's underwriting. Seller financing, if any, must be subordinate. Questions: ${esc(fullName(f.lender.contact))}, ${phone(f.lender.contact.phone, 2)}.</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', ...feeRows(f).map((r) => r[2])];
    return { kind: 'html', documentType: 'Term Sheet', html, truth: T(f, fields) };
  },
};

const lotRelease: Family = {
  id: 'af-lot-release-schedule-pdf',
  description: 'Lot development loan release schedule: per-lot allocated loan and release price, lot sizes, loan summary header.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const n = Math.min(land.lots, 22);
    const per = Math.floor(l.amount / n / 100) * 100;
    const sub = `${rng.pick(['Rolling Oaks', 'Bluebonnet Ridge', 'Mesquite Flats', 'Cedar Canyon', 'Twin Creeks', 'Limestone Ranch'])} ${rng.pick(['Estates', 'Ranchettes', 'Subdivision', 'Phase II'])}`;
    const lots = Array.from({ length: n }, (_, i) => {
      const size = (1 + rng.next() * 9).toFixed(2);
      return `<tr><td>Lot ${i + 1}, Block ${i < n / 2 ? 'A' : 'B'}</td><td class="right">${size}</td><td class="right">${money(per)}</td><td class="right">${money(Math.round(per * 1.15))}</td><td></td></tr>`;
    }).join('');
    const html = documentHtml({
      title: 'Release schedule', font: 'sans', fontSize: '8.3pt',
      pages: [`<div class="b" style="font-size:12pt">${esc(f.lender.name)} — Partial Release Schedule (Exhibit C)</div>
<table class="grid" style="margin:8px 0;font-size:8.5pt"><tr><td>Borrower</td><td>${esc(borrowerLine(f))}</td><td>Loan No.</td><td>${l.loanNumber}</td></tr>
<tr><td>Project</td><td>${esc(sub)}, ${land.acres} ac</td><td>Commitment</td><td>${money(l.amount)}</td></tr>
<tr><td>Location</td><td>${esc(addrShort(f.property.address))}</td><td>Maturity</td><td>${termWords(l.termMonths)} from closing</td></tr></table>
<table class="grid" style="font-size:8pt"><tr><th>Lot</th><th class="right">Acres</th><th class="right">Allocated loan</th><th class="right">Min. release price (115%)</th><th>Released (date)</th></tr>${lots}</table>
<p class="small" style="margin-top:6px">Release price is the greater of 115% of allocated loan amount or 85% of net sales proceeds. Partial release fee ${money(rng.pick([150, 250, 350]))} per lot, paid to lender at each lot closing through ${esc(f.title.name)}.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: T(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'loan_number', 'loan_amount', 'loan_term', 'property_address'].filter((x) => f.entity ? !x.startsWith('borrower_') : x !== 'entity_name') as TruthField[]) };
  },
};

const drawRequest: Family = {
  id: 'af-draw-request-site-work',
  description: 'Borrower\'s draw request #n on a lot-development or spec loan: budget lines for roads, water, electric, draws to date, inspector sign-off.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const lines = rng.shuffle(['Clearing & grubbing', 'Road base & chip seal', 'Water line / WSC tap fees', 'PEC electric extension', 'Culverts & drainage', 'Entry gate & fencing', 'Engineering & platting', 'Septic permits (OSSF)']).slice(0, 6);
    const total = Math.round(l.amount * 0.6 / 1000) * 1000;
    let left = total;
    const budget = lines.map((name, i) => {
      const amt = i === lines.length - 1 ? left : Math.round(total / lines.length * (0.6 + rng.next() * 0.8) / 100) * 100;
      left -= amt;
      const prior = Math.round(amt * rng.next() * 0.5 / 100) * 100;
      const now = Math.round((amt - prior) * rng.next() * 0.6 / 100) * 100;
      return { name, amt, prior, now };
    });
    const drawNo = rng.int(2, 6);
    const html = documentHtml({
      title: 'Draw request', font: 'sans', fontSize: '9pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div class="b" style="font-size:13pt">DRAW REQUEST No. ${drawNo}</div><div class="right">Loan # ${l.loanNumber}<br>${dPad(f.documentDate)}</div></div>
<p>To: ${esc(f.lender.name)} — Construction Administration<br>From: ${esc(f.entity ? `${f.entity.name} (by ${fullName(f.borrower)}, ${f.entity.signatoryTitle})` : fullName(f.borrower))}<br>Project: ${esc(addrShort(f.property.address))}, ${land.acres} ac</p>
<table class="grid"><tr><th>Line item</th><th class="right">Budget</th><th class="right">Prior draws</th><th class="right">This draw</th><th class="right">Remaining</th></tr>
${budget.map((b) => `<tr><td>${b.name}</td><td class="right">${money(b.amt)}</td><td class="right">${money(b.prior)}</td><td class="right">${money(b.now)}</td><td class="right">${money(b.amt - b.prior - b.now)}</td></tr>`).join('')}
<tr class="b"><td>Total</td><td class="right">${money(total)}</td><td class="right">${money(budget.reduce((s, b) => s + b.prior, 0))}</td><td class="right">${money(budget.reduce((s, b) => s + b.now, 0))}</td><td></td></tr></table>
<p style="margin-top:8px">Total loan commitment: ${money(l.amount)} (development budget above is the holdback portion).</p>
<p>Inspection: ${rng.pick(['site visit', 'drone photos + site visit', 'photos from borrower, inspector to verify'])} by ${esc(rng.pick(['Hill Country Draw Inspections', 'Texas Land Inspect', 'J. Kowalski, inspector']))} — ${rng.pick(['approved as submitted', 'approved less 10% retainage', 'road base 80% complete, approve'])}.</p>
<p>Wire to: ${esc(f.title.name)} escrow. Borrower signature: <span class="hand">${esc(fullName(f.borrower))}</span></p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'loan_number', 'loan_amount', 'property_address'];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: T(f, fields) };
  },
};

const sellerCarry: Family = {
  id: 'af-seller-finance-terms-sheet',
  description: 'Broker\'s summary of a seller-financed land sale with our first lien ahead of the seller\'s note: two sets of terms, only one is the loan.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f: f0, land } = texify(facts, rng);
    const f = asPurchase(f0, land, rng);
    const l = f.loan;
    const price = f.property.purchasePrice ?? f.property.value;
    const carry = land.carry > 0 ? land.carry : Math.round(price * 0.1 / 1000) * 1000;
    const sRate = rng.pick([5.5, 6, 6.5, 7, 8]);
    const sTerm = rng.pick([60, 84, 120]);
    const html = documentHtml({
      title: 'Deal structure', font: 'serif', fontSize: '10pt',
      pages: [`${letterhead({ name: f.broker.name, lines: ['Land &amp; Ranch Brokerage · Financing summary'], color: accent(rng) })}
<p><b>Buyer:</b> ${esc(f.entity ? `${f.entity.name} (${fullName(f.borrower)}, ${f.entity.signatoryTitle})` : borrowerLine(f, true))} &nbsp; <b>Seller:</b> ${esc(fullName(f.seller))}</p>
<p><b>Tract:</b> ${esc(addr(f.property.address))} · ${land.acres} acres · ${land.county} Co. · ag exempt (${esc(land.agUse)})</p>
<p><b>Contract price:</b> ${money(price)} &nbsp; <b>Closing:</b> ${dLong(l.closingDate)}</p>
<table class="grid" style="margin-top:10px"><tr><th></th><th>1st lien — ${esc(f.lender.name)}</th><th>2nd lien — Seller carry</th></tr>
<tr><td>Principal</td><td>${money(l.amount)}</td><td>${money(carry)}</td></tr>
<tr><td>Rate</td><td>${pct(l.rate, 2)}</td><td>${pct(sRate, 2)}</td></tr>
<tr><td>Term</td><td>${l.termMonths} months, interest only</td><td>${sTerm} months, amortizing, 30-yr schedule</td></tr>
<tr><td>Points / fees</td><td>${l.originationPoints !== undefined ? `${l.originationPoints} pts origination` : 'none stated'}</td><td>none</td></tr>
<tr><td>Prepay</td><td>${esc(l.prepayment.penalty ? l.prepayment.terms ?? '' : 'no penalty')}</td><td>no penalty</td></tr>
<tr><td>Lien</td><td>first</td><td>second, subordinate, standstill 12 mo.</td></tr></table>
<p style="margin-top:10px">Buyer cash at close approx. ${money(Math.max(0, price - l.amount - carry))} plus costs. Seller note payments go through ${esc(rng.pick(['a loan servicer (Texas Note Servicing)', 'title company escrow', 'Seller directly']))}.</p>
<p class="small">Prepared by ${esc(fullName(f.broker.contact))} · ${esc(f.broker.contact.email)} · ${phone(f.broker.contact.phone)} · ${dAbbr(f.documentDate)}</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'estimated_closing_date', 'loan_amount', 'interest_rate', 'loan_term', 'origination_points', 'prepayment_penalty', 'prepayment_terms'];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: T(f, fields) };
  },
};

const loi: Family = {
  id: 'af-loi-ranchette-soft-quote',
  description: 'Short letter of interest to a land broker for a buyer on an ag-exempt ranchette: soft quote, amount range floor stated, closing target.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const html = documentHtml({
      title: 'Letter of interest', font: 'serif', fontSize: '10.5pt', page: { margin: '0.9in 1in 1in 1in' },
      pages: [`${letterhead({ name: f.lender.name, lines: [`${esc(f.lender.address.city)}, Texas`], color: accent(rng), align: 'center' })}
<p>${dLong(f.documentDate)}</p>
<p>${esc(fullName(f.broker.contact))}<br>${esc(f.broker.name)}<br>via e-mail: ${esc(f.broker.contact.email)}</p>
<p>Re: your buyer ${esc(borrowerLine(f))} — ${land.acres} acres, ${esc(f.property.address.street)}, ${esc(f.property.address.city)} ${f.property.address.zip}</p>
<p>${esc(f.broker.contact.first)},</p>
<p>Thanks for sending this one over. Based on what you sent and a drive-by of the tract, we would be interested in lending ${money(l.amount)} against a value of about ${money(f.property.value)}, at ${pct(l.rate, 2)} for ${termWords(l.termMonths)}${l.originationPoints !== undefined ? `, with ${l.originationPoints} points to us` : ''}${l.brokerPoints !== undefined ? ` and ${l.brokerPoints} points to you` : ''}. ${l.prepayment.penalty ? `There would be a prepayment premium (${esc(l.prepayment.terms ?? '')}).` : 'No prepayment penalty.'}</p>
<p>We can close by ${dLong(l.closingDate)} if title and survey are in hand two weeks ahead. We will want to see the ${land.county} CAD ag valuation and the seller's ${land.carry > 0 ? `carry terms (${money(land.carry)} second)` : 'payoff'}.</p>
<p>This is not a commitment; it is an expression of interest subject to our underwriting.</p>
<p>Regards,<br><br>${esc(fullName(f.lender.contact))}<br>${phone(f.lender.contact.phone)}</p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: T(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date'].filter((x) => f.entity ? !x.startsWith('borrower_') : x !== 'entity_name') as TruthField[]) };
  },
};

export const lendingFamilies: Family[] = [loanRequest, application, commitment, termSheet, lotRelease, drawRequest, sellerCarry, loi];
