// Lender paper: term sheets, quotes, commitments, LOIs, a pre-qualification letter (set-p).
import { accent, esc, kvTable, letterhead, initials } from '../../../style';
import type { Family } from '../../../types';
import { Say, fmtDate, fmtPhone, person, usd, stAddr } from './fmt';
import { contactLine, doc, mailHeader, onePage, sentAt, sigBlock } from './page';

const dscrTermSheet: Family = {
  id: 'p-lender-dscr-term-sheet-grid',
  description: 'Rental (DSCR) lender term sheet: boxed grid with rents, DSCR and reserves next to the loan terms',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Say(f, rng);
    const color = accent(rng);
    const rent = Math.round((f.property.value * (0.007 + rng.next() * 0.004)) / 25) * 25;
    const piti = Math.round(rent / (1.05 + rng.next() * 0.4));
    const rows: [string, string][] = [
      ['Borrower', esc(s.who())],
      ...(f.entity ? [['Guarantor', esc(s.name())] as [string, string]] : []),
      ['Subject Property', esc(s.addr())],
      ['Property Type', esc(s.ptype())],
      ['Transaction', `${esc(s.ltype())}${f.loan.purpose ? ` / ${esc(s.purpose())}` : ''}`],
      ['As-Is Value (est.)', s.value()],
      ['Loan Amount', s.amount()],
      ['Note Rate', `${s.rate(3)}% fixed`],
      ['Term', esc(s.term('words'))],
      ['Qualifying FICO', s.fico()],
      ['Market Rent (1007)', `${usd(rent)}/mo`],
      ['Est. PITIA', `${usd(piti)}/mo`],
      ['DSCR', (rent / piti).toFixed(2)],
      ['Prepayment', esc(s.prepay('None — no PPP'))],
    ];
    const o = s.orig();
    if (o) rows.push(['Origination', `${o}% of loan amount`]);
    const dp = s.disc();
    if (dp) rows.push(['Discount Pts', `${dp}`]);
    const doc_ = s.fee('doc');
    if (doc_) rows.push(['Doc Prep', doc_]);
    const u = s.fee('proc');
    if (u) rows.push(['Underwriting/Processing', u]);
    rows.push(['Reserves', `${rng.int(3, 12)} months PITIA`], ['Target Close', s.closing('us')]);
    const css = `.grid td.k{background:#f1f4f8;font-weight:bold;width:36%} h2{color:${color};font:bold 13pt 'DejaVu Sans';margin:6px 0 10px}`;
    return {
      kind: 'html', documentType: 'Term Sheet', truth: s.truth(),
      html: doc({
        title: 'DSCR Term Sheet', font: 'sans', fontSize: '9.5pt', css, footer: `Quote ID ${rng.int(100000, 999999)} · not a commitment to lend`,
        blocks: [
          letterhead({ name: f.lender.name, lines: [esc(stAddr(f.lender.address)), `NMLS ${rng.int(100000, 2999999)}`], color, mark: initials(f.lender.name) }),
          `<h2>Rental Loan (DSCR) — Indicative Term Sheet</h2><p>Date: ${fmtDate(f.documentDate, 'long')}</p>`,
          { html: kvTable(rows), lines: rows.length * 1.4 + 2 },
          `<p class="small">Terms are indicative and subject to full underwriting, appraisal acceptable to Lender, title review and verification of leases. Rate lock is not available until appraisal is received.</p>`,
          `<p>Account Executive: ${esc(contactLine(f.lender, rng, 'Account Executive'))}</p>`,
          `<p>Submitted by: ${esc(f.broker.name)} (${esc(person(f.broker.contact))})</p>`,
        ],
      }),
    };
  },
};

const flipBullets: Family = {
  id: 'p-lender-flip-term-sheet-bullets',
  description: 'Fix & flip lender term sheet as a Word bullet list: purchase, rehab holdback, ARV, draws',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const rehab = Math.round((f.property.arv ?? f.property.value * 1.3) * 0.18 / 500) * 500;
    const li: string[] = [
      `<b>Borrower:</b> ${esc(s.who())}${f.entity ? ` (${esc(s.entityWords())}); personal guaranty from ${esc(s.name())}` : ''}`,
      `<b>Property:</b> ${esc(s.addr(true))} — ${esc(s.ptype())}`,
      `<b>Program:</b> ${esc(s.ltype())}`,
      ...(f.property.purchasePrice ? [`<b>Purchase Price:</b> ${usd(f.property.purchasePrice)}`] : []),
      `<b>As-Is Value:</b> ${s.value()} &nbsp; <b>ARV:</b> ${usd(f.property.arv ?? Math.round(f.property.value * 1.35 / 5000) * 5000)}`,
      `<b>Initial Advance:</b> ${s.amount()} &nbsp; <b>Rehab Holdback:</b> ${usd(rehab)} (funded in arrears, ${rng.int(3, 6)} draws max)`,
      `<b>Interest:</b> ${s.rate()}% interest-only, calculated on the initial advance plus funded draws`,
      `<b>Term:</b> ${esc(s.term('words'))}, ${rng.pick(['one 3-month extension at 1 pt', 'no extension', 'extension at lender discretion'])}`,
    ];
    const o = s.orig();
    if (o) li.push(`<b>Lender Points:</b> ${o} pts at closing`);
    const b = s.brk();
    if (b) li.push(`<b>Broker Fee:</b> ${b}% payable to ${esc(f.broker.name)}`);
    for (const [k, w] of [['doc', 'Doc Fee'], ['admin', 'Admin Fee'], ['proc', 'Processing Fee']] as const) {
      const v = s.fee(k);
      if (v) li.push(`<b>${w}:</b> ${v}`);
    }
    li.push(`<b>Draw Fee:</b> ${usd(rng.pick([150, 175, 200, 250]))} per inspection (3rd-party inspector)`);
    li.push(`<b>Prepay:</b> ${esc(s.prepay('No prepayment penalty'))}`);
    const e = s.exit();
    if (e) li.push(`<b>Exit:</b> ${esc(e)}`);
    li.push(`<b>Est. Closing:</b> ${s.closing('mon')}`);
    return {
      kind: 'html', documentType: 'Term Sheet', truth: s.truth(),
      html: doc({
        title: 'Term Sheet', font: 'serif', fontSize: '10.5pt', cpl: 85, lpp: 44,
        blocks: [
          `<div style="font:bold 15pt 'DejaVu Sans'">${esc(f.lender.name.toUpperCase())}</div><div class="small">${esc(stAddr(f.lender.address))} | ${esc(f.lender.contact.email)}</div><hr>`,
          `<h3 style="text-align:center;margin:10px 0">SUMMARY OF TERMS — RESIDENTIAL REHAB LOAN</h3><p>${fmtDate(f.documentDate, 'long')}</p>`,
          ...li.map((x) => `<div style="margin:0 0 5px 18px">• ${x}</div>`),
          `<p style="margin-top:10px">This summary is for discussion only. Questions to ${esc(person(f.lender.contact))} at ${fmtPhone(f.lender.contact.phone, 'dot')}.</p>`,
          `<div>${sigBlock('Accepted (Borrower)', '')}${sigBlock('Date', '')}</div>`,
        ],
      }),
    };
  },
};

const emailQuote: Family = {
  id: 'p-lender-email-quote',
  description: 'Loan officer e-mails a quick quote back to the broker: short lines, no letterhead',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const lo = f.lender.contact, bc = f.broker.contact;
    const lines = [
      `${esc(bc.first)},`,
      `Thanks for sending this over. Here's where we can be on ${esc(f.entity ? s.entity() : s.last())}'s deal at ${esc(s.addr())}:`,
      `&nbsp;&nbsp;Loan amt: ${s.amount()}<br>&nbsp;&nbsp;Rate: ${s.rate()}%<br>&nbsp;&nbsp;Term: ${esc(s.term('words'))}${f.loan.originationPoints !== undefined ? `<br>&nbsp;&nbsp;Points: ${s.orig()}` : ''}${f.loan.docFee !== undefined ? `<br>&nbsp;&nbsp;Doc fee: ${s.fee('doc')}` : ''}<br>&nbsp;&nbsp;PPP: ${esc(s.prepay('none'))}`,
      `Value we're using is ${s.value('k')} until the appraisal comes back. ${rng.pick(['Need a 2-yr track record or a GC contract.', 'Will need bank stmts (2 mo) and the rehab scope.', 'Appraisal ordered on our AMC, ~10 business days.'])}`,
      `If they want to move forward, send the signed app + entity docs and we'll issue the LOI.`,
      `${esc(lo.first)}<br>${esc(person(lo))} | ${esc(f.lender.name)}<br>c. ${fmtPhone(lo.phone, 'dash')}`,
    ];
    return {
      kind: 'html', documentType: 'Term Sheet', truth: s.truth(),
      html: doc({
        title: 'RE: quote', font: 'sans', fontSize: '10pt',
        blocks: [
          mailHeader([['From', `${esc(person(lo))} &lt;${esc(lo.email)}&gt;`], ['Sent', sentAt(f, rng)], ['To', `${esc(person(bc))} &lt;${esc(bc.email)}&gt;`], ['Subject', `RE: ${esc(f.property.address.street)} - quote`]]),
          ...lines.map((l) => `<p>${l}</p>`),
        ],
      }),
    };
  },
};

const commitment: Family = {
  id: 'p-lender-commitment-letter',
  description: 'Conditional loan commitment letter with numbered conditions and a fee schedule; two pages',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Say(f, rng);
    const color = accent(rng);
    const fees: string[] = [];
    const o = s.orig();
    if (o) fees.push(`<tr><td>Origination fee</td><td>${o}% of the Loan Amount</td></tr>`);
    const d = s.disc();
    if (d) fees.push(`<tr><td>Discount</td><td>${d} points</td></tr>`);
    for (const [k, w] of [['doc', 'Document preparation'], ['admin', 'Administration'], ['proc', 'Processing']] as const) {
      const v = s.fee(k);
      if (v) fees.push(`<tr><td>${w}</td><td>${v}</td></tr>`);
    }
    fees.push(`<tr><td>Appraisal (paid to ${esc(f.appraiser.name)})</td><td>${usd(rng.pick([550, 650, 750, 900]))}</td></tr>`);
    const conds = [
      'Satisfactory title commitment showing Lender in first lien position',
      `Hazard insurance naming ${esc(f.lender.name)} ISAOA/ATIMA as mortgagee`,
      'Two most recent months of bank statements',
      f.entity ? 'Articles, operating agreement and certificate of good standing for the borrowing entity' : 'Government-issued photo ID',
      'Executed purchase contract and any amendments (purchase transactions)',
      'No material adverse change in the Borrower\'s financial condition',
    ];
    return {
      kind: 'html', documentType: 'Term Sheet', truth: s.truth(),
      html: doc({
        title: 'Commitment', font: 'serif', fontSize: '10pt', pageNumbers: true, cpl: 90, lpp: 42,
        css: `.grid td{font-size:9.5pt}`,
        blocks: [
          letterhead({ name: f.lender.name, lines: [esc(stAddr(f.lender.address))], color }),
          `<p>${fmtDate(f.documentDate, 'long')}</p><p>${esc(s.who())}<br>${f.entity ? `Attn: ${esc(s.name())}, ${esc(s.title())}<br>` : ''}</p>`,
          `<p><b>RE: Conditional Loan Commitment — Loan No. ${s.loanNo()}</b><br>Property: ${esc(s.addr(true))}</p>`,
          `<p>We are pleased to advise that ${esc(f.lender.name)} ("Lender") has approved your request for a ${esc(s.ltype())} loan on the following terms and conditions:</p>`,
          { html: `<table class="grid"><tr><td>Loan Amount</td><td>${s.amount('cents')}</td></tr><tr><td>Interest Rate</td><td>${s.rate(3)}% per annum, interest only</td></tr><tr><td>Term</td><td>${esc(s.term('months'))}</td></tr><tr><td>Appraised Value (as-is)</td><td>${s.value()}</td></tr><tr><td>Prepayment</td><td>${esc(s.prepay())}</td></tr><tr><td>Closing on or before</td><td>${s.closing('long')}</td></tr></table>`, lines: 10 },
          `<p><b>Fees due at closing</b></p>`,
          { html: `<table class="grid">${fees.join('')}</table>`, lines: fees.length * 1.3 + 1 },
          `<p><b>Conditions precedent to funding</b></p>`,
          ...conds.map((c, i) => `<p style="margin-left:16px">${i + 1}. ${c}.</p>`),
          `<p>Title and escrow: ${esc(f.title.name)}, ${esc(person(f.title.contact))} (${esc(f.title.contact.email)}). This commitment expires if the loan has not closed by the date above unless extended in writing.</p>`,
          `<div>${sigBlock('Lender', person(f.lender.contact), 'Senior Loan Officer', true)}${sigBlock('Accepted by Borrower', '')}</div>`,
        ],
      }),
    };
  },
};

const loiSoft: Family = {
  id: 'p-lender-loi-soft',
  description: 'Private lender letter of intent on letterhead, prose paragraphs, non-binding, with broker cc',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const color = accent(rng);
    const paras = [
      `Dear ${esc(s.first())},`,
      `Thank you for the opportunity to review your request. ${esc(f.lender.name)} is pleased to issue this non-binding Letter of Intent for a ${esc(s.ltype().toLowerCase())} loan secured by ${esc(s.addr())} (the "Property"), a ${esc(s.ptype().toLowerCase())} property.`,
      `We anticipate a loan of ${s.amount()} at ${s.rate()}% for ${esc(s.term('words'))}, based on a current value of ${s.value()}${f.property.arv ? ` and an after-repair value of ${usd(f.property.arv)}` : ''}. ${f.loan.originationPoints !== undefined ? `Lender's origination will be ${s.orig()} points` : 'No origination is charged'}${f.loan.brokerPoints !== undefined ? `, and a broker fee of ${s.brk()} points will be paid to ${esc(f.broker.name)}` : ''}.`,
      `${f.loan.prepayment.penalty ? `A prepayment premium applies: ${esc(s.prepay())}.` : `The loan may be repaid at any time without penalty.${s.mark('prepayment_penalty')}`} We target a closing on or about ${s.closing('long')}.`,
      `This letter is an expression of interest only and does not constitute a commitment to lend. It expires ten (10) business days from its date.`,
      `Sincerely,<br><br>${esc(person(f.lender.contact))}<br>${esc(f.lender.name)}<br>${fmtPhone(f.lender.contact.phone, 'paren')}`,
      `<span class="small">cc: ${esc(person(f.broker.contact))}, ${esc(f.broker.name)}</span>`,
    ];
    return {
      kind: 'html', documentType: 'Letter of Intent', truth: s.truth(),
      html: doc({ title: 'LOI', font: 'serif', fontSize: '11pt', cpl: 80, lpp: 40, blocks: [letterhead({ name: f.lender.name, lines: [esc(stAddr(f.lender.address))], color, align: 'center' }), `<p>${fmtDate(f.documentDate, 'long')}</p><p><b>LETTER OF INTENT</b></p>`, ...paras.map((p) => `<p>${p}</p>`)] }),
    };
  },
};

const loiSigned: Family = {
  id: 'p-lender-loi-signed-scan',
  description: 'LOI the borrower printed, signed and scanned back: short table, initials, acceptance block',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const s = new Say(f, rng);
    const rows: [string, string][] = [
      ['Borrower', esc(s.who())], ['Property', esc(s.addr())], ['Loan Type', esc(s.ltype())], ['Loan Amount', s.amount()],
      ['Rate', `${s.rate()}%`], ['Term', esc(s.term('words'))], ['Est. Close', s.closing('us')],
    ];
    const o = s.orig();
    if (o) rows.push(['Points', `${o}%`]);
    const e = s.exit();
    if (e) rows.push(['Exit', esc(e)]);
    return {
      kind: 'html', documentType: 'Letter of Intent', truth: s.truth(),
      html: doc({
        title: 'LOI signed', font: 'sans', fontSize: '10.5pt',
        blocks: [
          `<h2 style="text-align:center">${esc(f.lender.name)}</h2><h3 style="text-align:center;margin-bottom:12px">Letter of Intent</h3>`,
          { html: kvTable(rows), lines: rows.length * 1.5 },
          `<p style="margin-top:12px">Borrower acknowledges this LOI is subject to appraisal, title and underwriting. Good-faith deposit of ${usd(rng.pick([1000, 1500, 2500]))} is due on acceptance and is credited at closing.</p>`,
          `<div>${sigBlock(f.entity ? `By ${s.signer()}, ${s.title()}` : 'Borrower', f.entity ? '' : s.name(), '', false)}${sigBlock('Date', fmtDate(f.documentDate, 'loose'))}</div>`,
          `<p style="margin-top:12px" class="small">Lender contact: ${esc(person(f.lender.contact))} ${fmtPhone(f.lender.contact.phone, 'dash')}</p>`,
        ],
      }),
    };
  },
};

const tsPhoto: Family = {
  id: 'p-lender-term-sheet-photo',
  description: 'One-page half-size quote summary a borrower photographed on the kitchen table',
  formats: ['image'],
  make(f, rng) {
    const s = new Say(f, rng);
    const rows: [string, string][] = [
      ['Borrower', esc(s.who())], ['Property', esc(s.addr())], ['Type', esc(s.ltype())],
      ['Amount', s.amount()], ['Rate', `${s.rate()}%`], ['Term', `${s.term('num')} mo`],
    ];
    const o = s.orig();
    if (o) rows.push(['Orig Pts', o]);
    const p = s.fee('proc');
    if (p) rows.push(['Processing', p]);
    rows.push(['PPP', esc(s.prepay('N/A'))]);
    return {
      kind: 'html', documentType: 'Term Sheet', truth: s.truth(),
      html: onePage('quote', `<div style="border:2px solid #333;padding:16px;width:5.6in;margin:0.4in auto"><div style="font:bold 14pt 'DejaVu Sans'">${esc(f.lender.name)}</div><div class="small">Quick Quote · ${fmtDate(f.documentDate, 'us')}</div><br>${kvTable(rows, { labelWidth: '30%' })}<p class="small" style="margin-top:10px">Quote good 7 days. LO: ${esc(person(f.lender.contact))} ${fmtPhone(f.lender.contact.phone, 'dash')}</p></div>`, '', 'sans', '11pt'),
    };
  },
};

const loiConstruction: Family = {
  id: 'p-lender-loi-construction',
  description: 'Ground-up / heavy rehab LOI with a draw schedule table and budget figures',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const budget = Math.round(f.loan.amount * (0.3 + rng.next() * 0.3) / 1000) * 1000;
    const draws = ['Foundation / rough-in', 'Framing & roof', 'Mechanicals', 'Drywall & finishes', 'Final / CO'];
    return {
      kind: 'html', documentType: 'Letter of Intent', truth: s.truth(),
      html: doc({
        title: 'LOI', font: 'condensed', fontSize: '10pt', pageNumbers: true,
        blocks: [
          letterhead({ name: f.lender.name, lines: [esc(stAddr(f.lender.address)), esc(f.lender.contact.email)], color: accent(rng), mark: initials(f.lender.name) }),
          `<h3>LETTER OF INTENT — CONSTRUCTION FINANCING</h3><p>Date: ${fmtDate(f.documentDate, 'mon')}</p>`,
          `<p>Borrower: <b>${esc(s.who())}</b>${f.entity ? `, by ${esc(s.signer())}, ${esc(s.title())}` : ''}<br>Project: ${esc(s.addr())}<br>Loan program: ${esc(s.ltype())}${f.loan.purpose ? `, purpose: ${esc(s.purpose())}` : ''}</p>`,
          `<p>Total loan commitment of ${s.amount()} (including construction budget of ${usd(budget)} funded through draws). Interest at ${s.rate()}% on disbursed funds. Maturity ${esc(s.term('words'))} from closing. Land/as-is value: ${s.value()}. Completed value per plans: ${usd(f.property.arv ?? Math.round(f.property.value * 1.6 / 5000) * 5000)}.</p>`,
          { html: `<table class="grid"><tr><th>Draw</th><th>Stage</th><th>% of budget</th></tr>${draws.map((d, i) => `<tr><td>${i + 1}</td><td>${d}</td><td>${[15, 25, 25, 20, 15][i]}%</td></tr>`).join('')}</table>`, lines: 8 },
          `<p>${f.loan.originationPoints !== undefined ? `Origination: ${s.orig()} points. ` : ''}${f.loan.adminFee !== undefined ? `Admin fee ${s.fee('admin')}. ` : ''}Inspection fee ${usd(rng.pick([175, 225]))}/draw. ${f.loan.exit ? `Exit strategy: ${esc(s.exit() ?? "")}.` : ''}</p>`,
          `<p>Prepayment: ${esc(s.prepay('none'))}. Target closing ${s.closing('loose')}.</p>`,
          `<p>General contractor must be licensed and insured; Lender reserves the right to approve the GC. This LOI is not a commitment.</p>`,
          `<div>${sigBlock('Lender', person(f.lender.contact), '', true)}${sigBlock('Borrower', '')}</div>`,
        ],
      }),
    };
  },
};

const prequal: Family = {
  id: 'p-broker-portal-prequal-letter',
  description: 'Pre-qualification letter printed from a lender web portal (browser header/footer, URL)',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const url = `https://portal.${f.lender.name.toLowerCase().replace(/[^a-z]/g, '')}.com/loans/${rng.int(10000, 99999)}/prequal`;
    return {
      kind: 'html', documentType: 'Letter of Intent', truth: s.truth(),
      html: doc({
        title: 'Prequalification', font: 'sans', fontSize: '9.5pt', footer: esc(url), pageNumbers: true,
        blocks: [
          `<div class="small" style="display:flex;justify-content:space-between"><span>${fmtDate(f.documentDate, 'loose')}, ${rng.int(1, 12)}:${String(rng.int(10, 59))} PM</span><span>Pre-Qualification | ${esc(f.lender.name)}</span></div><hr>`,
          `<h2 style="margin:8px 0">Pre-Qualification Letter</h2>`,
          `<p>To whom it may concern,</p><p>${esc(s.who())} has been pre-qualified for a ${esc(s.ltype())} loan up to <b>${s.amount()}</b> for the purchase or refinance of ${esc(s.addr())}, subject to a satisfactory appraisal and title.</p>`,
          `<p>Indicative rate: ${s.rate()}%. Term: ${esc(s.term('words'))}. This is not a commitment to lend; final terms are subject to underwriting.</p>`,
          `<p>Listing agent / seller inquiries may be directed to ${esc(person(f.lender.contact))} at ${fmtPhone(f.lender.contact.phone, 'paren')} or ${esc(f.lender.contact.email)}.</p>`,
          `<p class="small">Loan ref #${s.loanNo()}</p>`,
        ],
      }),
    };
  },
};

export const lenderFamilies: Family[] = [dscrTermSheet, flipBullets, emailQuote, commitment, loiSoft, loiSigned, tsPhoto, loiConstruction, prequal];
