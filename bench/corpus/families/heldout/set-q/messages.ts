// The informal side of the desk: brokers' and builders' e-mails (forwards, one-liners, signatures), a text thread
// screenshot, a photographed whiteboard and a napkin sketch, the loan officer's call-intake notes, a draw
// approval e-mail, the broker's one-page request summary, the loan committee's approval slip and a pricing quote.
import { accent, checkboxes, documentHtml, esc, kvTable } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  Stated, addDays, anyDay, anyPhone, borrowerName, day, groundUp, lotLoan, months, name, num, oneLine, pct, phone, street,
  usd, usdShort, westCoast,
} from './kit';

function anyDeal(facts: DealFacts, rng: Rng): { f: DealFacts; completed?: number; cost?: number } {
  const roll = rng.next();
  if (roll < 0.55) {
    const { f, budget } = groundUp(facts, rng);
    return { f, completed: budget.completed, cost: budget.total };
  }
  return { f: roll < 0.7 ? lotLoan(facts, rng) : westCoast(facts, rng) };
}

function mailHeader(from: string, to: string, subject: string, when: string, cc?: string): string {
  return `<table style="font-size:9pt;margin-bottom:8px">${[['From:', from], ['Sent:', when], ['To:', to], ...(cc ? [['Cc:', cc]] : []), ['Subject:', subject]].map(([k, v]) => `<tr><td class="b" style="padding-right:8px;vertical-align:top">${k}</td><td>${v}</td></tr>`).join('')}</table>`;
}

function when(rng: Rng, iso: string): string {
  return `${day(iso, rng.pick(['long', 'abbr'] as const))} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}

const kind = (f: DealFacts) => (f.loan.type === 'Construction' ? 'ground-up' : f.loan.type === 'Land' ? 'lot loan' : f.loan.type.toLowerCase());

const brokerEmail: Family = {
  id: 'q-broker-email-forward',
  description: 'Broker forwards a builder scenario to the construction lender: forward chain, bullets, signature decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, completed, cost } = anyDeal(facts, rng);
    const s = new Stated().add('loan_amount', 'property_address', 'loan_type', 'interest_rate', 'loan_term', 'credit_score', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_value');
    const b = f.borrower;
    const br = f.broker.contact;
    if (f.entity) s.add('entity_name');
    if (f.loan.exit) s.add('exit_strategy');
    const bullets = [
      `Borrower: ${f.entity ? `${esc(f.entity.name)} (${esc(name(b))}, ${f.entity.signatoryTitle.toLowerCase()})` : esc(name(b))}`,
      `Property: ${esc(oneLine(f.property.address))}`,
      `Type: ${kind(f)}${f.property.type !== 'Land' ? `, ${f.property.type.toLowerCase()}` : ''}`,
      `Ask: ${usd(f.loan.amount)} @ ${pct(f.loan.rate)} for ${f.loan.termMonths} mo`,
      `As-is value ${usd(f.property.value)}${completed ? `, as-complete ~${usdShort(completed)}, all-in cost ${usd(cost ?? 0)}` : ''}`,
      `FICO ${b.creditScore}${rng.chance(0.5) ? ', no lates' : ''}`,
      ...(f.loan.exit ? [`Exit: ${f.loan.exit === 'Sale' ? 'sell on completion' : 'refi to perm / DSCR'}`] : []),
    ];
    const html = documentHtml({
      title: 'Fwd',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`${mailHeader(`${esc(name(br))} &lt;${esc(br.email)}&gt;`, `${esc(name(f.lender.contact))} &lt;${esc(f.lender.contact.email)}&gt;`, `FW: ${esc(street(f.property.address))} — ${kind(f)} scenario`, when(rng, f.documentDate))}
<p>${esc(f.lender.contact.first)} — can you price this one? Builder is a repeat client of ours, needs to close by ${day(f.loan.closingDate, 'abbr')}.</p>
<ul>${bullets.map((x) => `<li>${x}</li>`).join('')}</ul>
<p>Thx,<br>${esc(name(br))}<br>${esc(f.broker.name)} | ${phone(br.phone, 1)}<br>DRE #${rng.int(1000000, 2299999)} / NMLS ${rng.int(100000, 2300000)}</p>
<hr><p class="small">---------- Forwarded message ---------<br>From: ${esc(name(b))} &lt;${esc(b.email)}&gt;<br>Date: ${when(rng, addDays(f.documentDate, -1))}<br>Subject: new project</p>
<p>Hey ${esc(br.first)}, here's the next one. Plans are approved${f.loan.type === 'Land' ? ' in concept' : ', permits ready to pull'}. Call me at ${anyPhone(rng, b.phone)} if the lender has questions.<br>— ${esc(b.first)}</p>`],
    });
    s.add('estimated_closing_date');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth(f) };
  },
};

const builderHurry: Family = {
  id: 'q-builder-quick-email',
  description: 'Builder dashes off a short e-mail from his phone to the loan officer, typos and a phone signature',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { f } = anyDeal(facts, rng);
    const s = new Stated().add('loan_amount', 'property_address', 'borrower_first_name', 'borrower_last_name', 'borrower_phone');
    const b = f.borrower;
    const body = rng.pick([
      `need ${usdShort(f.loan.amount)} on ${esc(street(f.property.address))} in ${esc(f.property.address.city)} ${f.property.address.zip} asap. lot is worth ${usdShort(f.property.value)} easy. ${f.loan.termMonths} months should do it. can u send terms today?`,
      `${esc(f.lender.contact.first)} - got another one. ${esc(oneLine(f.property.address))}. looking for ${usd(f.loan.amount)}, value ${usd(f.property.value)}. same structure as last time pls. ${f.loan.termMonths} mo.`,
    ]);
    s.add('property_value', 'loan_term');
    const html = documentHtml({
      title: 'Mail',
      font: 'sans',
      fontSize: '11pt',
      pages: [`${mailHeader(`${esc(name(b))} &lt;${esc(b.email)}&gt;`, esc(f.lender.contact.email), rng.pick(['new deal', 'loan', `${esc(street(f.property.address))}`, 'Re: next build']), when(rng, f.documentDate))}
<p style="font-size:12pt">${body}</p><p style="font-size:12pt">${esc(b.first)}<br>${f.entity ? `${esc(f.entity.name)}<br>` : ''}${phone(b.phone, 2)}</p>
<p class="muted small">Sent from my iPhone</p>`],
    });
    s.add('borrower_email');
    if (f.entity) s.add('entity_name');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth(f) };
  },
};

const textThread: Family = {
  id: 'q-text-thread-screenshot',
  description: 'Phone screenshot of a text thread between a builder and the loan officer about a new deal',
  formats: ['image'],
  make(facts, rng) {
    const { f } = anyDeal(facts, rng);
    const s = new Stated().add('loan_amount', 'property_address', 'property_value', 'borrower_first_name');
    const b = f.borrower;
    const showLast = rng.chance(0.5);
    if (showLast) s.add('borrower_last_name');
    const me = (t: string) => `<div style="align-self:flex-end;background:#1d8cf8;color:#fff;border-radius:16px;padding:8px 12px;max-width:70%;margin:4px 0">${t}</div>`;
    const them = (t: string) => `<div style="align-self:flex-start;background:#e5e5ea;border-radius:16px;padding:8px 12px;max-width:70%;margin:4px 0">${t}</div>`;
    const msgs = [
      them(`hey it's ${esc(b.first)}. you guys doing ${f.loan.type === 'Land' ? 'lot loans' : 'ground up'} in ${esc(f.property.address.city)}?`),
      me('Yes. Send me the address and the ask'),
      them(`${esc(oneLine(f.property.address))}`),
      them(`need ${usdShort(f.loan.amount)}. ${rng.pick(['appraised', 'broker says its worth', 'value'])} ${usdShort(f.property.value)}`),
      me(`Rate would be around ${pct(f.loan.rate)}, ${f.loan.termMonths} months. Email me the budget`),
      them(rng.pick(['k sending tonight', 'ok will send tonight', 'on it'])),
    ];
    s.add('interest_rate', 'loan_term');
    const html = documentHtml({
      title: 'Messages',
      font: 'sans',
      fontSize: '15pt',
      page: { margin: '0.3in 1.6in' },
      pages: [`<div style="display:flex;justify-content:space-between;font-size:11pt"><b>${rng.int(7, 11)}:${String(rng.int(10, 59))}</b><span>5G ▮▮▮</span></div>
<div class="center" style="margin:10px 0 14px"><div style="width:54px;height:54px;border-radius:27px;background:#999;margin:0 auto;color:#fff;line-height:54px">${esc(b.first[0] ?? '')}</div><div style="font-size:11pt">${esc(b.first)} ${showLast ? esc(b.last) : 'Builder'}</div></div>
<div class="center small">${day(f.documentDate, 'abbr')}</div><div style="display:flex;flex-direction:column">${msgs.join('')}</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth(f) };
  },
};

const whiteboard: Family = {
  id: 'q-whiteboard-deal-photo',
  description: 'Photo of the conference-room whiteboard after a deal huddle: marker math, LTC, arrows',
  formats: ['image'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('loan_amount', 'interest_rate', 'loan_term', 'property_address');
    const pts = s.has(f.loan.originationPoints, 'origination_points');
    const pen = (c: string, t: string, size = 22, rot = 0) => `<div style="color:${c};font:italic ${size}pt 'DejaVu Serif';transform:rotate(${rot}deg);margin:14px 0">${t}</div>`;
    const html = documentHtml({
      title: 'Whiteboard',
      font: 'serif',
      page: { margin: '0.5in' },
      pages: [`<div style="background:#f2f4f3;border:10px solid #b8bcbf;min-height:9.6in;padding:24px">
${pen('#1a3fa0', `${esc(street(f.property.address))} — ${esc(f.property.address.city)} ${f.property.address.state} ${f.property.address.zip}`, 24, -1)}
${pen('#111', `land ${usdShort(budget.land)} + build ${usdShort(budget.hard)} + soft ${usdShort(budget.soft)}`, 22, 0.5)}
${pen('#111', `= ${usd(budget.total)} all in`, 22)}
${pen('#b01919', `LOAN ${usd(f.loan.amount)} → ${Math.round(f.loan.amount / budget.total * 100)}% LTC`, 32, -2)}
${pen('#0d6b2e', `${pct(f.loan.rate)} / ${f.loan.termMonths} mo / IO`, 28, 1)}
${pen('#111', `ARV ${usdShort(budget.completed)}?? get appraisal`, 20, -1)}
${pen('#1a3fa0', `${esc(f.borrower.first)} to send GC contract + plans`, 20)}
${pen('#555', `${pts !== undefined ? `${pts} pts · ` : ''}IR ${usdShort(budget.interestReserve)}`, 20, 2)}</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: s.truth(f) };
  },
};

const napkin: Family = {
  id: 'q-napkin-sketch',
  description: 'Napkin sketch of a lot deal from a lunch with the builder: price, value, ask, rate, exit',
  formats: ['image'],
  make(facts, rng) {
    const f = rng.chance(0.5) ? lotLoan(facts, rng) : groundUp(facts, rng).f;
    const s = new Stated().add('loan_amount', 'property_value', 'loan_term');
    const ink = rng.pick(['#1d2c6b', '#222', '#3a1d6b']);
    const line = (t: string, rot: number) => `<div style="font:italic 21pt 'DejaVu Serif';color:${ink};transform:rotate(${rot}deg);margin:10px 0">${t}</div>`;
    const exit = f.loan.exit;
    if (exit) s.add('exit_strategy');
    const html = documentHtml({
      title: 'Napkin',
      font: 'serif',
      page: { margin: '0.8in' },
      pages: [`<div style="background:#fbf8ef;border-radius:50px;min-height:8in;padding:40px;box-shadow:0 0 0 12px #efe9da">
${line(`${esc(f.property.address.streetLong)}`, -3)}
${line(`worth ${usdShort(f.property.value)}${f.property.purchasePrice ? ` — paying ${usdShort(f.property.purchasePrice)}` : ''}`, 1)}
${line(`borrow ${usdShort(f.loan.amount)}`, -1)}
${line(`${f.loan.termMonths} mo · ~${pct(f.loan.rate)}`, 2)}
${exit ? line(exit === 'Sale' ? 'then SELL' : 'then refi', -2) : ''}
<div style="border:2px solid ${ink};width:160px;height:90px;margin:20px 0 0 60px;transform:rotate(-4deg);text-align:center;padding-top:30px;color:${ink};font-style:italic">lot</div></div>`],
    });
    s.add('interest_rate');
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: s.truth(f) };
  },
};

const drawApproval: Family = {
  id: 'q-draw-approval-email',
  description: "Lender's draw desk e-mail to the borrower confirming a draw release and the remaining holdback",
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('loan_number', 'property_address', 'loan_amount', 'borrower_first_name', 'borrower_last_name', 'borrower_email');
    const b = f.borrower;
    const holdback = budget.hard + budget.contingency;
    const released = Math.round(holdback * rng.int(20, 70) / 100 / 100) * 100;
    const thisDraw = Math.round(holdback * rng.int(6, 15) / 100 / 100) * 100;
    const html = documentHtml({
      title: 'Draw',
      font: 'sans',
      fontSize: '10pt',
      pages: [`${mailHeader(`Draw Desk &lt;draws@${esc(f.lender.contact.email.split('@')[1] ?? '')}&gt;`, `${esc(name(b))} &lt;${esc(b.email)}&gt;`, `Draw #${rng.int(2, 8)} approved — Loan ${f.loan.loanNumber}`, when(rng, f.documentDate), `${esc(f.broker.contact.email)}`)}
<p>Hi ${esc(b.first)},</p>
<p>The inspection for ${esc(oneLine(f.property.address))} came back and your draw is approved. Funds will wire today.</p>
${kvTable([['Loan amount', usd(f.loan.amount)], ['Construction holdback', usd(holdback)], ['Released prior', usd(released)], ['This draw (net of 10% retainage)', usd(thisDraw)], ['Remaining holdback', usd(holdback - released - thisDraw)], ['Inspection fee deducted', usd(rng.pick([175, 200, 225, 250]))]], { labelWidth: '45%' })}
<p>Please send conditional lien releases from ${esc(name(f.seller))} and the framing sub with the next request.</p>
<p>Regards,<br>${esc(name(f.lender.contact))}<br>Construction Administration, ${esc(f.lender.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth(f) };
  },
};

const intakeNotes: Family = {
  id: 'q-lo-call-intake-notes',
  description: "Loan officer's pre-printed call intake sheet filled in by hand, scanned into the CRM",
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const { f } = anyDeal(facts, rng);
    const s = new Stated().add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'loan_amount', 'property_address', 'property_value', 'credit_score', 'loan_type', 'property_type');
    const b = f.borrower;
    const hand = (t: string) => `<span style="font:italic 12pt 'DejaVu Serif';color:#1d2c6b">${t}</span>`;
    const line = (label: string, value: string) => `<div style="border-bottom:1px solid #888;padding:6px 0"><span class="small">${label}</span> ${hand(value)}</div>`;
    const types = ['Construction', 'Land', 'Bridge Loan', 'Fix & Flip', 'Purchase', 'Refinance', 'Cash Out Refi', 'Commercial', 'Second Mortgage'];
    if (f.entity) s.add('entity_name');
    if (f.loan.exit) s.add('exit_strategy');
    const html = documentHtml({
      title: 'Intake',
      font: 'sans',
      fontSize: '9pt',
      pages: [`<div style="display:flex;justify-content:space-between"><b style="font-size:13pt">${esc(f.lender.name)} — New Inquiry</b><span>Date ${hand(day(f.documentDate, 'short'))}</span></div>
<p class="small">Taken by ${hand(f.lender.contact.first)} · Source ${hand(rng.pick(['referral', 'broker', 'website', 'repeat']))}</p>
${line('Caller / borrower', esc(name(b)))}${line('Entity', f.entity ? esc(f.entity.name) : '—')}${line('Best phone', phone(b.phone, 1))}
${line('Property', esc(oneLine(f.property.address)))}${line('Property type', esc(f.property.type))}
<div style="padding:6px 0">${checkboxes(types, f.loan.type)}</div>
${line('Loan amount', usd(f.loan.amount))}${line('Value (as-is)', usd(f.property.value))}${line('Credit', `mid ${b.creditScore}`)}
${line('Exit', f.loan.exit ? (f.loan.exit === 'Sale' ? 'sell' : 'refinance') : '')}${line('Notes', rng.pick(['wants to close fast, has plans', 'repeat borrower, good payer', 'needs IR funded', 'GC is brother-in-law - check license']))}`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: s.truth(f) };
  },
};

const requestSummary: Family = {
  id: 'q-broker-request-summary',
  description: "Broker's one-page loan request summary on letterhead: deal box, sponsor, budget, ask",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { f, completed, cost } = anyDeal(facts, rng);
    const s = new Stated().add('loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'property_address', 'property_type', 'property_value', 'borrower_first_name', 'borrower_last_name', 'credit_score', 'estimated_closing_date');
    const b = f.borrower;
    if (f.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    if (f.loan.purpose) s.add('loan_purpose');
    const bp = s.has(f.loan.brokerPoints, 'broker_points');
    const html = documentHtml({
      title: 'Loan Request',
      font: 'sans',
      fontSize: '9pt',
      css: `.k{background:${accent(rng)};color:#fff;font-weight:bold}`,
      pages: [`<div style="font:bold 18pt 'DejaVu Sans'">${esc(f.broker.name)}</div><div class="small">${esc(oneLine(f.broker.address))} · ${esc(name(f.broker.contact))} ${phone(f.broker.contact.phone)}</div>
<h2 style="margin:10px 0">LOAN REQUEST SUMMARY</h2>
${kvTable([
        ['Borrower', f.entity ? `${esc(f.entity.name)} — ${esc(name(b))}, ${esc(f.entity.signatoryTitle)}` : esc(name(b))],
        ['Sponsor FICO', String(b.creditScore)],
        ['Subject', esc(oneLine(f.property.address))],
        ['Asset', esc(f.property.type)],
        ['Program', f.loan.type === 'Construction' ? 'Construction (ground-up)' : esc(f.loan.type)],
        ...(f.loan.purpose ? [['Purpose', esc(f.loan.purpose)] as [string, string]] : []),
        ['Current Value', usd(f.property.value)],
        ...(completed ? [['As-Completed Value', usd(completed)] as [string, string], ['Total Cost', usd(cost ?? 0)] as [string, string]] : []),
        ...(f.property.purchasePrice ? [['Purchase Price', usd(f.property.purchasePrice)] as [string, string]] : []),
        ['Loan Request', `<b>${usd(f.loan.amount)}</b>`],
        ['Target Rate / Term', `${pct(f.loan.rate)} / ${months(f.loan.termMonths, rng)}`],
        ...(bp !== undefined ? [['Broker Fee', `${bp} pts`] as [string, string]] : []),
        ['Closing', anyDay(rng, f.loan.closingDate)],
      ])}
<p style="margin-top:8px"><b>Sponsor:</b> ${esc(b.first)} has built and sold ${rng.int(3, 25)} homes in ${esc(f.property.address.stateName)} since ${rng.int(2008, 2019)}. Cash to close verified.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: s.truth(f) };
  },
};

const approvalSlip: Family = {
  id: 'q-committee-approval-slip',
  description: "Loan committee approval slip with voting officers' initials, scanned for the credit file",
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const { f } = groundUp(facts, rng);
    const s = new Stated().add('loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_type');
    if (f.entity) s.add('entity_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    const officers = [f.lender.contact, f.appraiser.contact, f.title.contact].map((p) => name(p));
    const o = s.has(f.loan.originationPoints, 'origination_points');
    const html = documentHtml({
      title: 'Approval',
      font: 'mono',
      fontSize: '10pt',
      pages: [`<div style="border:2px solid #000;padding:14px;width:6.4in">
<div class="center b">LOAN COMMITTEE ACTION</div><div class="center small">${esc(f.lender.name)}</div><br>
${kvTable([['Date', day(f.documentDate, 'us')], ['Loan No.', f.loan.loanNumber], ['Borrower', esc(borrowerName(f))], ['Collateral', esc(oneLine(f.property.address))], ['Type', 'CONSTRUCTION'], ['Amount', usd(f.loan.amount)], ['Rate', pct(f.loan.rate, 3)], ['Term', `${f.loan.termMonths} MO`], ...(o !== undefined ? [['Fee', `${o.toFixed(2)} PTS`] as [string, string]] : [])], { labelWidth: '30%' })}
<p style="margin-top:10px">ACTION: ☒ APPROVED &nbsp; ☐ APPROVED W/ CONDITIONS &nbsp; ☐ DECLINED</p>
${officers.map((n) => `<div style="display:flex;justify-content:space-between;margin-top:14px"><span>${esc(n)}</span><span class="scrawl">${esc(n.split(' ').map((w) => w[0]).join(''))}</span></div>`).join('')}</div>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth(f) };
  },
};

const quote: Family = {
  id: 'q-pricing-engine-quote',
  description: "Printout of the lender portal's quick quote for a broker: scenario inputs and the priced result",
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f } = anyDeal(facts, rng);
    const s = new Stated().add('loan_amount', 'property_value', 'property_type', 'loan_type', 'interest_rate', 'loan_term', 'credit_score', 'property_address');
    const fees: [string, string][] = [];
    const o = s.has(f.loan.originationPoints, 'origination_points');
    if (o !== undefined) fees.push(['Origination', `${o} pts`]);
    const d = s.has(f.loan.discountPoints, 'discount_points');
    if (d !== undefined) fees.push(['Buydown / discount', `${d} pts`]);
    const doc = s.has(f.loan.docFee, 'loan_doc_fee');
    if (doc !== undefined) fees.push(['Doc prep', usd(doc)]);
    const pr = s.has(f.loan.processingFee, 'processing_fee');
    if (pr !== undefined) fees.push(['Processing', usd(pr)]);
    const ad = s.has(f.loan.adminFee, 'admin_fee');
    if (ad !== undefined) fees.push(['Admin', usd(ad)]);
    const html = documentHtml({
      title: 'Quick Quote',
      font: 'sans',
      fontSize: '9pt',
      page: { footerLeft: `Quote ID Q-${rng.int(100000, 999999)} · valid 5 business days · not a commitment`, pageNumbers: 'short' },
      css: '.k{color:#555}',
      pages: [`<div style="background:${accent(rng)};color:#fff;padding:8px 12px;font:bold 13pt 'DejaVu Sans'">${esc(f.lender.name)} · Broker Portal · Quick Quote</div>
<p class="small">Generated ${day(f.documentDate, 'iso')} for ${esc(name(f.broker.contact))} (${esc(f.broker.name)})</p>
<div style="display:flex;gap:12px"><div style="flex:1"><h3>Scenario</h3>${kvTable([['Product', esc(f.loan.type)], ['Property', esc(oneLine(f.property.address))], ['Property type', esc(f.property.type)], ['Value', usd(f.property.value)], ['Loan amount', usd(f.loan.amount)], ['LTV', `${(f.loan.amount / f.property.value * 100).toFixed(1)}%`], ['FICO (rep)', String(f.borrower.creditScore)], ['Experience', `${rng.int(2, 20)} projects`]], { className: 'grid' })}</div>
<div style="flex:1"><h3>Result</h3>${kvTable([['Note rate', pct(f.loan.rate, 3)], ['Term', `${f.loan.termMonths} months`], ['Payment (IO)', usd(Math.round(f.loan.amount * f.loan.rate / 1200 * 100) / 100, true)], ...fees], { className: 'grid' })}</div></div>
<p class="small" style="margin-top:10px">Pricing assumes ${rng.pick(['a first lien', 'full recourse', 'no mid-construction refinance'])}. ${esc(num(rng.int(2, 9)))} adjusters applied.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth(f) };
  },
};

export const messageFamilies: Family[] = [brokerEmail, builderHurry, textThread, whiteboard, napkin, drawApproval, intakeNotes, requestSummary, approvalSlip, quote];
