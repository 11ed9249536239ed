// Lenders' term sheets, commitments, approvals, rate locks and settlement estimates.
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  Stated, addDaysIso, address, anyDate, anyMoney, anyRate, borrowerRows, companyLines, fmtDate, fullName,
  loanTypeWords, money, phone, points, prepayWords, propertyTypeWords, rate, term,
} from './lib';
import { PLAIN_LABELS, termRows } from './rows';

const SUP = ['¹', '²', '³', '⁴', '⁵'];

/** A lender's "indicative terms": a ruled table whose fee rows carry footnote marks explained below it. */
const footnoted: Family = {
  id: 'ug-ts-footnoted-indicative',
  description: 'Private lender indicative terms: ruled table, footnote marks on fees and rate, notes under the table',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated();
    const color = accent(rng);
    const rows = [
      ...borrowerRows(f, rng, s, { borrower: ['Borrower', 'Borrowing Entity', 'Obligor'], guarantor: ['Guarantor', 'Recourse Guarantor', 'Key Principal'] }),
      ...termRows(f, rng, s, PLAIN_LABELS, { keys: ['property', 'ptype', 'type', 'purpose', 'amount', 'value', 'price', 'arv', 'rate', 'term', 'orig', 'broker', 'disc', 'doc', 'proc', 'admin', 'prepay', 'exit', 'close'], optional: ['purpose', 'value', 'exit', 'close', 'ptype'] }),
    ];
    const notes: string[] = [];
    const mark = (label: RegExp, note: string) => {
      const row = rows.find(([l]) => label.test(l));
      if (!row) return;
      row[1] += `<sup>${SUP[notes.length] ?? '*'}</sup>`;
      notes.push(note);
    };
    mark(/Rate|Coupon/, rng.pick(['Rate is fixed for the term and calculated on an actual/360 basis.', 'Pricing assumes a minimum 680 FICO for the guarantor; subject to re-pricing.']));
    mark(/Origination|Lender Points/, 'Points are earned upon funding and deducted from loan proceeds at closing.');
    mark(/Broker/, `Paid to ${esc(f.broker.name)} at closing; disclosed to Borrower.`);
    mark(/Value/, 'Subject to a lender-ordered appraisal or BPO acceptable to Lender.');
    // A ruled table, or the typed "Label ........ value" list with dot leaders some lenders still send.
    const table = rng.chance(0.5)
      ? `<table class="ruled">${rows.map(([l, v]) => `<tr><th>${l}</th><td>${v}</td></tr>`).join('')}</table>`
      : `<div class="leaders">${rows.map(([l, v]) => `<div><span class="l">${l}</span><span class="dots"></span><span class="v">${v}</span></div>`).join('')}</div>`;
    const ref = rng.chance(0.6) ? `<div class="muted" style="float:right">Ref ${esc(f.loan.loanNumber)}</div>` : '';
    if (ref) s.add('loan_number');
    const title = rng.pick(['Indicative Terms', 'Summary of Indicative Terms', 'Preliminary Term Summary']);
    const page = `${letterhead({ name: f.lender.name, lines: companyLines(rng, f.lender), color })}
${ref}<div class="muted">${esc(anyDate(rng, f.documentDate, ['long', 'abbr']))}</div>
<h2 style="margin:10px 0 4px;color:${color}">${title}</h2>
<p class="small">The following terms are indicative only, are not a commitment to lend, and expire ${rng.pick(['ten (10) business days', 'fourteen days', '30 days'])} from the date above.</p>
${table}
<ol class="notes">${notes.map((n) => `<li>${n}</li>`).join('')}</ol>
<p class="small">Questions: ${esc(fullName(f.lender.contact, false))}, ${phone(rng, f.lender.contact.phone)}, ${esc(f.lender.contact.email)}</p>`;
    const css = `.ruled{width:100%;border-collapse:collapse;margin-top:8px}.ruled th{text-align:left;width:36%;font-weight:normal;color:#333;border-bottom:1px solid #bbb;padding:4px 4px}
.ruled td{border-bottom:1px solid #bbb;padding:4px 4px;font-weight:bold}.notes{font-size:7.5pt;color:#444;margin-top:8px;padding-left:14px;list-style:none;counter-reset:n}
.notes li{counter-increment:n}.notes li::before{content:counter(n) ") "}
.leaders{margin-top:8px}.leaders div{display:flex;align-items:baseline;margin:3px 0}.leaders .dots{flex:1;border-bottom:1px dotted #555;margin:0 6px}.leaders .v{font-weight:bold;max-width:60%;text-align:right}`;
    return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title, pages: [page], css, font: rng.pick(['sans', 'serif']), fontSize: '9.5pt', page: { footerLeft: 'Not a commitment to lend' } }), truth: truthOf(f, s.list()) };
  },
};

/** Four-column grid (label, value, label, value) in boxes, grouped under shaded band headers. */
const grid: Family = {
  id: 'ug-ts-grid-four-column',
  description: 'Bridge lender term sheet laid out as a four-column boxed grid with shaded section bands',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const s = new Stated();
    const color = accent(rng);
    const party = borrowerRows(f, rng, s, { borrower: ['Borrower', 'Borrower Name'], guarantor: ['Guarantor', 'Personal Guaranty'] });
    if (rng.chance(0.5)) {
      party.push(['Contact Phone', phone(rng, f.borrower.phone)]);
      s.add('borrower_phone');
    }
    if (rng.chance(0.5)) {
      party.push(['FICO (mid)', String(f.borrower.creditScore)]);
      s.add('credit_score');
    }
    const collateral = termRows(f, rng, s, PLAIN_LABELS, { keys: ['property', 'ptype', 'value', 'price', 'arv'], optional: ['value'] });
    const loan = termRows(f, rng, s, PLAIN_LABELS, { keys: ['type', 'amount', 'rate', 'term', 'prepay', 'exit', 'close', 'loanNo'], optional: ['close', 'loanNo', 'exit'], moneyStyles: ['dollars', 'short'] });
    const fees = termRows(f, rng, s, PLAIN_LABELS, { keys: ['orig', 'broker', 'disc', 'doc', 'admin', 'proc'], moneyStyles: ['cents', 'dollars'] });
    const band = (name: string, rows: [string, string][]) => {
      const cells: string[] = [];
      for (let i = 0; i < rows.length; i += 2) {
        const a = rows[i] as [string, string];
        const b = rows[i + 1];
        cells.push(`<tr><td class="k">${a[0]}</td><td>${a[1]}</td><td class="k">${b ? b[0] : ''}</td><td>${b ? b[1] : ''}</td></tr>`);
      }
      return `<tr><td colspan="4" class="band">${name}</td></tr>${cells.join('')}`;
    };
    const heading = rng.pick(['TERM SHEET', 'Loan Term Sheet', 'Bridge Loan Term Sheet']);
    const page = `${letterhead({ name: f.lender.name, lines: companyLines(rng, f.lender), color, align: 'center' })}
<h2 class="center" style="letter-spacing:2px;margin-bottom:6px">${heading}</h2>
<div class="right small">Issued ${esc(anyDate(rng, f.documentDate))}</div>
<table class="g4">${band(rng.pick(['Parties', 'Borrower']), party)}${band(rng.pick(['Collateral', 'Property']), collateral)}${band(rng.pick(['Loan Terms', 'Terms']), loan)}${fees.length ? band(rng.pick(['Fees & Points', 'Lender Fees']), fees) : ''}</table>
<p class="small" style="margin-top:10px">This term sheet is for discussion purposes. Final terms are subject to underwriting, title, appraisal and executed loan documents. Title: ${esc(f.title.name)}.</p>
<div style="margin-top:24px"><span class="sig">Accepted by Borrower / Date</span></div>`;
    const css = `.g4{width:100%;border-collapse:collapse}.g4 td{border:1px solid #666;padding:3px 5px;vertical-align:top;width:25%}
.g4 td.k{background:#f2f2f2;font-size:8.5pt;color:#333}.g4 td.band{background:${color};color:#fff;font-weight:bold;text-transform:uppercase;font-size:8.5pt;letter-spacing:1px}`;
    return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: heading, pages: [page], css, font: 'condensed', fontSize: '9.5pt' }), truth: truthOf(f, s.list()) };
  },
};

/** Labels across the top of each band and the values in the row under them: the header row is above, not beside. */
const horizontal: Family = {
  id: 'ug-ts-horizontal-bands',
  description: 'Lender quote printed from a pricing system: labels across header rows, values in the row beneath',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Stated();
    const who = borrowerRows(f, rng, s, { borrower: ['Borrower', 'Client'], guarantor: ['Guarantor', 'Sponsor'] });
    const rows = termRows(f, rng, s, PLAIN_LABELS, {
      keys: rng.shuffle(['amount', 'rate', 'term', 'type', 'ptype', 'value', 'orig', 'broker', 'doc', 'proc', 'admin', 'prepay', 'close', 'loanNo'] as const),
      optional: ['value', 'close', 'ptype'],
      moneyStyles: ['bareCents', 'bare', 'dollars'],
    });
    const per = rng.pick([3, 4]);
    const bands: string[] = [];
    for (let i = 0; i < rows.length; i += per) {
      const slice = rows.slice(i, i + per);
      bands.push(`<table class="hb"><tr>${slice.map(([l]) => `<th>${l}</th>`).join('')}</tr><tr>${slice.map(([, v]) => `<td>${v}</td>`).join('')}</tr></table>`);
    }
    s.add('property_address');
    const quoteNo = `Q-${f.loan.loanNumber.slice(2)}-${rng.int(10, 99)}`;
    const page = `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px double #333;padding-bottom:6px">
<div><div style="font-size:15pt;font-weight:bold">${esc(f.lender.name)}</div><div class="small">${rng.pick(['Loan Pricing Quote', 'Rate Quote – Investor Loan', 'Quote Summary'])}</div></div>
<div class="small right">Quote ${quoteNo}<br>Printed ${esc(fmtDate(f.documentDate, rng.pick(['us', 'usShort'])))} ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}</div></div>
<table class="who">${who.map(([l, v]) => `<tr><td>${l}:</td><td><b>${v}</b></td></tr>`).join('')}
<tr><td>Subject:</td><td><b>${esc(address(rng, f.property.address))}</b></td></tr></table>
${bands.join('')}
<p class="small" style="margin-top:12px">Quote valid for ${rng.int(5, 15)} days. Rates are subject to change without notice until locked. Loan officer: ${esc(fullName(f.lender.contact, false))} (${esc(f.lender.contact.email)}).</p>`;
    const css = `.who{margin:10px 0}.who td{padding:2px 8px 2px 0}.hb{width:100%;border-collapse:collapse;margin-top:10px}
.hb th{background:#dde3ea;border:1px solid #8a96a3;font-size:8pt;padding:3px;text-align:center}.hb td{border:1px solid #8a96a3;padding:5px 3px;text-align:center;font-size:9.5pt}`;
    return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Quote', pages: [page], css, font: 'sans', fontSize: '9.5pt' }), truth: truthOf(f, s.list()) };
  },
};

/** The two-page commitment letter: salutation, numbered terms in prose, conditions, acceptance block. */
const commitment: Family = {
  id: 'ug-commitment-letter',
  description: 'Hard-money lender loan commitment letter: numbered prose terms, conditions precedent, acceptance signature',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated().add('property_address', 'loan_amount', 'interest_rate', 'loan_term', 'borrower_first_name', 'borrower_last_name');
    const { loan, property } = f;
    const b = f.borrower;
    const to = f.entity ? `${esc(f.entity.name)}<br>Attn: ${esc(fullName(b, true))}, ${esc(f.entity.signatoryTitle)}` : esc(fullName(b, true));
    if (f.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const amountWords = rng.chance(0.5) ? money(loan.amount, 'words') : money(loan.amount, 'dollars');
    const rateText = rng.chance(0.35) ? rate(loan.rate, 'fraction') : anyRate(rng, loan.rate);
    const items: string[] = [
      `<b>Loan Amount.</b> ${esc(amountWords)}${property.arv ? `, which shall not exceed ${rng.int(65, 75)}% of the after-repair value of ${esc(money(property.arv, 'dollars'))}` : ''}.`,
      `<b>Interest.</b> Interest shall accrue at ${esc(rateText)}, payable monthly in arrears, interest only.`,
      `<b>Term.</b> ${esc(term(rng, loan.termMonths))} from the date of funding${rng.chance(0.4) ? ', with one optional three-month extension at Lender’s discretion' : ''}.`,
      `<b>Collateral.</b> A first-priority deed of trust or mortgage on ${esc(address(rng, property.address))} (the “Property”), a ${esc(propertyTypeWords(rng, property.type, property.units).toLowerCase())}.`,
    ];
    s.add('property_type');
    if (loan.originationPoints !== undefined) {
      items.push(`<b>Origination.</b> Borrower shall pay Lender an origination fee of ${esc(points(rng, loan.originationPoints))} of the loan amount at closing.`);
      s.add('origination_points');
    }
    const fees: string[] = [];
    if (loan.docFee !== undefined) { fees.push(`document preparation ${money(loan.docFee, 'dollars')}`); s.add('loan_doc_fee'); }
    if (loan.processingFee !== undefined) { fees.push(`processing ${money(loan.processingFee, 'dollars')}`); s.add('processing_fee'); }
    if (loan.adminFee !== undefined) { fees.push(`administration ${money(loan.adminFee, 'dollars')}`); s.add('admin_fee'); }
    if (fees.length) items.push(`<b>Lender Fees.</b> ${esc(fees.join('; '))}; plus third-party costs (appraisal, title, recording) at actual cost.`);
    if (loan.brokerPoints !== undefined && rng.chance(0.7)) {
      items.push(`<b>Broker.</b> ${esc(f.broker.name)} shall be paid ${esc(points(rng, loan.brokerPoints))} from loan proceeds.`);
      s.add('broker_points');
    }
    items.push(`<b>Prepayment.</b> ${loan.prepayment.penalty ? esc(`${loan.prepayment.terms}.`) : 'The loan may be prepaid in whole or in part without penalty.'}`);
    s.add('prepayment_penalty', 'prepayment_terms');
    if (rng.chance(0.7)) {
      items.push(`<b>Closing.</b> This commitment expires unless the loan closes on or before ${esc(anyDate(rng, loan.closingDate, ['long', 'abbr']))}.`);
      s.add('estimated_closing_date');
    }
    const conditions = rng.shuffle([
      'Satisfactory appraisal ordered by Lender', `Title commitment from ${esc(f.title.name)} insuring Lender’s first lien`,
      'Evidence of hazard insurance naming Lender as mortgagee', 'Executed personal guaranty', 'Entity documents and good standing certificate',
      'Verification of liquidity equal to six months of payments', 'Scope of work and budget acceptable to Lender',
    ]).slice(0, rng.int(4, 6));
    const salutation = `Dear ${esc(rng.chance(0.5) ? `${rng.pick(['Mr.', 'Ms.'])} ${b.last}` : b.first)}:`;
    const intro = `${esc(f.lender.name)} (“Lender”) is pleased to commit to a loan to ${f.entity ? esc(f.entity.name) : esc(fullName(b, false))} (“Borrower”) on the following terms and conditions:`;
    const p1 = `${letterhead({ name: f.lender.name, lines: companyLines(rng, f.lender), color: accent(rng), mark: f.lender.name.slice(0, 1) })}
<p>${esc(fmtDate(f.documentDate, 'long'))}</p><p>${to}<br>${rng.chance(0.5) ? 'Via e-mail' : ''}</p>
<p><b>Re: Loan Commitment — ${esc(loanTypeWords(rng, loan.type))}${rng.chance(0.5) ? ` — Loan No. ${esc(loan.loanNumber)}` : ''}</b></p>
<p>${salutation}</p><p>${intro}</p><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
    if (p1.includes(`Loan No. ${loan.loanNumber}`)) s.add('loan_number');
    if (p1.includes('Re: Loan Commitment')) s.add('loan_type');
    const p2 = `<p><b>Conditions precedent to funding:</b></p><ul>${conditions.map((c) => `<li>${c}</li>`).join('')}</ul>
<p>Please countersign below and return with the commitment deposit within five (5) business days.</p>
<p>Sincerely,</p><p style="margin-top:30px">${esc(fullName(f.lender.contact, false))}<br>${rng.pick(['Senior Loan Officer', 'Managing Director', 'VP, Originations'])}</p>
<p style="margin-top:26px"><b>ACCEPTED AND AGREED</b> this ____ day of __________, ${f.documentDate.slice(0, 4)}</p>
${f.entity ? `<p>${esc(f.entity.name)}</p><p>By: <span class="sig">${esc(fullName(b, false))}, ${esc(f.entity.signatoryTitle)}</span></p>` : `<p><span class="sig">${esc(fullName(b, false))}, Borrower</span></p>`}`;
    const pages = rng.chance(0.5) ? [p1, p2] : [`${p1}${p2}`];
    const html = documentHtml({ title: 'Commitment', pages, font: 'serif', fontSize: pages.length === 1 ? '8.8pt' : '10pt', page: { pageNumbers: true } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, s.list()) };
  },
};

/** A one-page conditional approval notice from a lender's underwriting desk: status box, terms, open conditions. */
const approval: Family = {
  id: 'ug-conditional-approval',
  description: 'Underwriting conditional approval notice: status stamp, approved terms box, prior-to-funding condition list',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(f, rng) {
    const s = new Stated().add('loan_number');
    const labels = { ...PLAIN_LABELS, amount: ['Approved Loan Amount', 'Approved Amount'], rate: ['Approved Rate', 'Note Rate'] };
    const rows = [
      ['Loan Number', esc(f.loan.loanNumber)] as [string, string],
      ...borrowerRows(f, rng, s, { borrower: ['Borrower', 'Borrower(s)'], guarantor: ['Guarantor'] }),
      ...termRows(f, rng, s, labels, { keys: ['property', 'type', 'purpose', 'amount', 'value', 'rate', 'term', 'orig', 'close'], optional: ['value', 'purpose'] }),
    ];
    const conds = ['Signed purchase contract and all addenda', 'Payoff letter from existing lienholder', 'Two months bank statements', 'Evidence of insurance (dwelling, liability)', 'Final title with CPL', 'Draw schedule signed by Borrower', 'W-9 for entity'];
    const page = `<div style="display:flex;justify-content:space-between"><div><b style="font-size:13pt">${esc(f.lender.name)}</b><br><span class="small">Underwriting Department</span></div>
<div class="stamp">CONDITIONALLY<br>APPROVED</div></div>
<h3 style="margin:12px 0 6px">${rng.pick(['Notice of Conditional Loan Approval', 'Conditional Approval', 'Loan Approval – Subject To Conditions'])}</h3>
<p class="small">Date: ${esc(anyDate(rng, f.documentDate))} &nbsp; Underwriter: ${esc(fullName(f.lender.contact, false))} &nbsp; Broker: ${esc(f.broker.name)}</p>
${kvTable(rows, { labelWidth: '32%' })}
<h4 style="margin:12px 0 4px">Prior to Docs (PTD)</h4><ol class="small">${rng.shuffle(conds).slice(0, 4).map((c) => `<li>${c} — <i>open</i></li>`).join('')}</ol>
<h4 style="margin:8px 0 4px">Prior to Funding (PTF)</h4><ol class="small"><li>Wire instructions verified by phone with ${esc(f.title.name)}</li><li>Executed closing package</li></ol>
<p class="small">Approval expires 30 days from the date above. Any change in the transaction may require re-underwriting.</p>`;
    const css = '.stamp{border:3px solid #a11;color:#a11;font:bold 11pt "DejaVu Sans";padding:6px 10px;transform:rotate(-6deg);text-align:center;height:fit-content}';
    return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Approval', pages: [page], css, font: 'sans', fontSize: '9.5pt' }), truth: truthOf(f, s.list()) };
  },
};

/** A rate-lock confirmation: locked rate and price, lock dates (distractors) and the expected closing. */
const rateLock: Family = {
  id: 'ug-rate-lock-confirmation',
  description: 'Lender rate lock / pricing confirmation: lock period dates, locked rate, price adjustments, discount points',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const s = new Stated().add('interest_rate', 'loan_amount', 'loan_number', 'property_address', 'loan_term');
    const { loan } = f;
    // A lock that expires on the closing day would print the closing date as a lock date.
    const lockDays = rng.pick([15, 30, 45].filter((d) => addDaysIso(f.documentDate, d) !== loan.closingDate));
    const locked = f.documentDate;
    const expires = addDaysIso(locked, lockDays);
    const base = loan.rate - rng.pick([0.125, 0.25, 0.375]);
    const adjustments = [['Base rate', rate(base, 'three')], [rng.pick(['FICO/LTV adjustment', 'LTV > 70%']), `+${(loan.rate - base).toFixed(3)}%`]];
    const nameCell = f.entity ? `${esc(f.entity.name)} (guarantor ${esc(fullName(f.borrower, false))})` : esc(fullName(f.borrower, false));
    s.add('borrower_first_name', 'borrower_last_name');
    if (f.entity) s.add('entity_name');
    const rows: [string, string][] = [
      ['Loan #', esc(loan.loanNumber)], ['Borrower', nameCell], ['Property', esc(address(rng, f.property.address))],
      ['Product', `${esc(loanTypeWords(rng, loan.type))} – ${esc(term(rng, loan.termMonths))}`], ['Loan Amount', esc(anyMoney(rng, loan.amount, ['cents', 'bareCents']))],
      ['Lock Date', esc(fmtDate(locked, 'us'))], ['Lock Period', `${lockDays} days`], ['Lock Expiration', esc(fmtDate(expires, 'us'))],
    ];
    s.add('loan_type');
    if (rng.chance(0.6)) { rows.push(['Projected Closing', esc(anyDate(rng, loan.closingDate, ['us', 'usShort', 'abbr']))]); s.add('estimated_closing_date'); }
    rows.push(['LOCKED RATE', `<b>${esc(rate(loan.rate, rng.pick(['three', 'plain'])))}</b>`]);
    if (loan.discountPoints !== undefined) { rows.push(['Discount Points', esc(points(rng, loan.discountPoints))]); s.add('discount_points'); }
    if (loan.originationPoints !== undefined && rng.chance(0.6)) { rows.push(['Origination', esc(points(rng, loan.originationPoints))]); s.add('origination_points'); }
    if (rng.chance(0.5)) { rows.push(['Prepayment Penalty', esc(prepayWords(rng, loan.prepayment))]); s.add('prepayment_penalty', 'prepayment_terms'); }
    const page = `<div style="background:#222;color:#fff;padding:8px 12px;font:bold 12pt 'DejaVu Sans'">${esc(f.lender.name)} · ${rng.pick(['Rate Lock Confirmation', 'Lock Confirmation', 'Pricing Confirmation'])}</div>
<p class="small" style="margin-top:8px">To: ${esc(f.broker.name)} – ${esc(fullName(f.broker.contact, false))} (${esc(f.broker.contact.email)})</p>
${kvTable(rows, { labelWidth: '30%' })}
<h4 style="margin:12px 0 4px">Price adjustments</h4>${kvTable(adjustments.map(([a, b]) => [esc(a as string), esc(b as string)]), { labelWidth: '50%' })}
<p class="small" style="margin-top:10px">Extensions cost 0.125 per 7 days. If the loan does not fund by the lock expiration the loan will be re-priced at the worse of market or locked pricing.</p>`;
    return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Lock', pages: [page], font: 'mono', fontSize: '9pt' }), truth: truthOf(f, s.list()) };
  },
};

/** Estimated settlement statement from the title/escrow company: charges in dollars, points as a percent. */
const settlement: Family = {
  id: 'ug-settlement-estimate',
  description: 'Title/escrow estimated borrower settlement statement: debit/credit columns, lender charges, title charges',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated().add('loan_amount', 'property_address', 'estimated_closing_date', 'loan_number', 'borrower_first_name', 'borrower_last_name');
    const { loan } = f;
    const charges: [string, number][] = [];
    if (loan.originationPoints !== undefined) {
      charges.push([`Origination fee ${loan.originationPoints}% to ${f.lender.name}`, Math.round(loan.amount * loan.originationPoints) / 100]);
      s.add('origination_points');
    }
    if (loan.brokerPoints !== undefined) {
      charges.push([`Broker fee ${loan.brokerPoints}% to ${f.broker.name}`, Math.round(loan.amount * loan.brokerPoints) / 100]);
      s.add('broker_points');
    }
    if (loan.docFee !== undefined) { charges.push([`Document preparation fee to ${f.lender.name}`, loan.docFee]); s.add('loan_doc_fee'); }
    if (loan.processingFee !== undefined) { charges.push(['Processing fee', loan.processingFee]); s.add('processing_fee'); }
    if (loan.adminFee !== undefined) { charges.push(['Lender administration fee', loan.adminFee]); s.add('admin_fee'); }
    charges.push(['Appraisal fee (POC)', rng.pick([450, 550, 650, 750])], ['Interest reserve / per diem', rng.int(300, 2400)]);
    const title: [string, number][] = [[`Settlement fee to ${f.title.name}`, rng.pick([495, 650, 850])], ["Lender's title policy", rng.int(700, 2900)], ['Recording fees', rng.int(80, 260)], ['Courier / wire', 75]];
    const price = f.property.purchasePrice;
    const line = ([l, v]: [string, number], debit = true) => `<tr><td>${esc(l)}</td><td class="r">${debit ? esc(money(v, 'bareCents')) : ''}</td><td class="r">${debit ? '' : esc(money(v, 'bareCents'))}</td></tr>`;
    const borrowerName = f.entity ? `${esc(f.entity.name)}` : esc(fullName(f.borrower, false));
    if (f.entity) s.add('entity_name');
    const signer = f.entity ? `${esc(fullName(f.borrower, false))}, ${esc(f.entity.signatoryTitle)}` : esc(fullName(f.borrower, false));
    if (f.entity) s.add('authorized_signatory_name', 'authorized_signatory_title');
    const page = `<div class="center"><b style="font-size:13pt">${esc(f.title.name)}</b><br><span class="small">${companyLines(rng, f.title).join('<br>')}</span></div>
<h3 class="center" style="margin:10px 0">${rng.pick(['ESTIMATED SETTLEMENT STATEMENT', 'Borrower’s Estimated Closing Statement', 'Preliminary Closing Statement'])}</h3>
<table class="hdr"><tr><td>File No.: ${rng.int(10, 99)}-${rng.int(10000, 99999)}</td><td>Loan No.: ${esc(loan.loanNumber)}</td></tr>
<tr><td>Borrower: ${borrowerName}</td><td>Lender: ${esc(f.lender.name)}</td></tr>
<tr><td>Property: ${esc(address(rng, f.property.address))}</td><td>Settlement Date: ${esc(anyDate(rng, loan.closingDate, ['us', 'unpadded', 'long']))} (estimated)</td></tr>
${price ? `<tr><td>Seller: ${esc(fullName(f.seller, false))}</td><td>Escrow Officer: ${esc(fullName(f.title.contact, false))}</td></tr>` : ''}</table>
<table class="st"><tr><th>Description</th><th>Borrower Debit</th><th>Borrower Credit</th></tr>
${price ? line(['Contract sales price', price]) : line(['Payoff of existing lien (estimate)', Math.round(loan.amount * (0.6 + rng.next() * 0.3))])}
${line([`Loan amount – ${f.lender.name}`, loan.amount], false)}
<tr><td colspan="3" class="sec">Loan Charges</td></tr>${charges.map((c) => line(c)).join('')}
<tr><td colspan="3" class="sec">Title &amp; Escrow Charges</td></tr>${title.map((c) => line(c)).join('')}</table>
<p class="small" style="margin-top:10px">This is an estimate only; figures will change. ${esc(f.title.name)} does not guarantee the accuracy of lender-provided figures.</p>
<div style="margin-top:18px"><span class="sig">${signer}</span></div>`;
    const css = '.hdr{width:100%;font-size:8.5pt;margin-bottom:8px}.hdr td{padding:2px 4px;width:50%}.st{width:100%;border-collapse:collapse;font-size:8.5pt}.st th,.st td{border-bottom:1px solid #999;padding:3px 4px}.st th{text-align:left;background:#eee}.r{text-align:right;width:20%}.sec{font-weight:bold;background:#f6f6f6}';
    return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Settlement', pages: [page], css, font: 'sans', fontSize: '9pt' }), truth: truthOf(f, s.list()) };
  },
};

export const termFamilies: Family[] = [footnoted, grid, horizontal, commitment, approval, rateLock, settlement];

// Exported for the letters module's signature blocks.
export function signatureBlock(f: DealFacts, rng: Rng): string {
  return f.entity
    ? `<p>${esc(f.entity.name)}</p><p>By: <span class="sig">${esc(fullName(f.borrower, rng.chance(0.3)))}</span><br>Its: ${esc(f.entity.signatoryTitle)}</p>`
    : `<p><span class="sig">${esc(fullName(f.borrower, rng.chance(0.3)))}</span></p>`;
}
