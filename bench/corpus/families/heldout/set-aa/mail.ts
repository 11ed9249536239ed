// E-mails, reply threads and texts: brokers, wholesalers, settlement agents, borrowers and our own desk.
import { documentHtml } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  Said, above, anyDate, anyPhone, cityLine, d, desk, esc, exitWord, fullName, kay, loanTypeWord, money, near, oneLine, pct, phone, plusDays, propTypeWord, rehabBudget, street, termWords, who,
} from './util';

const MAIL_CSS = `.hdr{font-size:9pt;border-bottom:1px solid #bbb;padding-bottom:6px;margin-bottom:10px} .hdr div{margin:1px 0}
.quote{border-left:3px solid #9ab;padding-left:10px;color:#333;margin-top:10px} .sigblk{font-size:8.5pt;color:#444;margin-top:10px}`;

function header(from: string, to: string, subject: string, when: string, cc?: string): string {
  return `<div class="hdr"><div><b>From:</b> ${from}</div><div><b>Sent:</b> ${when}</div><div><b>To:</b> ${to}</div>${cc ? `<div><b>Cc:</b> ${cc}</div>` : ''}<div><b>Subject:</b> ${subject}</div></div>`;
}

function when(rng: Rng, iso: string): string {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  return `${rng.pick(days)}, ${d(iso, 'long')} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}

function brokerSig(facts: DealFacts, rng: Rng): string {
  const c = facts.broker.contact;
  return `<div class="sigblk">${esc(c.first)} ${esc(c.last)}<br>${rng.pick(['Senior Loan Advisor', 'Principal', 'Commercial Loan Officer', 'Managing Director'])} | ${esc(facts.broker.name)}<br>c ${anyPhone(rng, c.phone)} | ${esc(c.email)}<br><span style="font-size:7pt;color:#888">NMLS# ${rng.int(100000, 2399999)}. This email may contain confidential information.</span></div>`;
}

const me = (facts: DealFacts) => `${facts.lender.contact.first} ${facts.lender.contact.last} &lt;${facts.lender.contact.email}&gt;`;
const bk = (facts: DealFacts) => `${facts.broker.contact.first} ${facts.broker.contact.last} &lt;${facts.broker.contact.email}&gt;`;

// 1 ------------------------------------------------------------------------------------------------------------
const shorthand: Family = {
  id: 'aa-broker-email-scenario-shorthand',
  description: 'Broker submission e-mail in shorthand: "scenario" block with abbreviations (FICO, PP, ARV, LTC), one-line asks, signature.',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const lines: string[] = [
      `Borrower: ${s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')}${facts.entity ? s.say(` vesting in ${esc(facts.entity.name)}`, 'entity_name') : ''}`,
      `FICO: ${s.say(String(facts.borrower.creditScore), 'credit_score')} mid`,
      `Subj: ${s.say(esc(oneLine(facts, rng)), 'property_address')} — ${s.say(esc(propTypeWord(rng, facts)), 'property_type')}`,
      `Deal: ${s.say(esc(loanTypeWord(rng, l.type)), 'loan_type')}`,
    ];
    if (p.purchasePrice) lines.push(`PP: ${kay(p.purchasePrice)}`);
    lines.push(`As-is: ${s.say(kay(p.value), 'property_value')}${p.arv ? ` / ARV ${kay(p.arv)}` : ''}`);
    if (p.arv) lines.push(`Rehab: ~${kay(rehabBudget(facts))} (SOW attached)`);
    lines.push(`Ask: ${s.say(kay(l.amount), 'loan_amount')} @ ${s.say(`${l.rate}`, 'interest_rate')}% / ${s.say(`${l.termMonths}mo`, 'loan_term')}`);
    if (l.brokerPoints !== undefined) lines.push(`My fee: ${s.say(`${l.brokerPoints}`, 'broker_points')} pts on top`);
    if (l.exit) lines.push(`Exit: ${s.say(esc(exitWord(rng, l.exit)), 'exit_strategy')}`);
    lines.push(`COE: ${s.say(d(l.closingDate, rng.pick(['usUnpadded', 'abbr'] as const)), 'estimated_closing_date')}`);
    const html = documentHtml({
      title: 'Email', font: 'sans', fontSize: '9.5pt', css: MAIL_CSS,
      pages: [`${header(bk(facts), me(facts), `New deal - ${esc(facts.property.address.street)} - need TS ${rng.pick(['ASAP', 'by EOD', 'pls'])}`, when(rng, facts.documentDate))}
<p>Hey ${esc(facts.lender.contact.first)},</p>
<p>${rng.pick(['Got a good one for you.', 'Repeat client of mine, easy deal.', 'Sending this your way before I shop it.'])} Quick scenario:</p>
<div style="font-family:'DejaVu Sans Mono';font-size:9pt;line-height:1.5">${lines.join('<br>')}</div>
<p style="margin-top:8px">${rng.pick(['Title is with', 'Settling at', 'Using'])} ${esc(facts.title.name)}. Seller is ${esc(facts.seller.first)} ${esc(facts.seller.last)} (${rng.pick(['estate sale', 'tired landlord', 'wholesale assignment'])}). Borrower has done ${rng.int(2, 12)} of these in the last 2 yrs. Can you get me terms today?</p>
<p>Thx</p>${brokerSig(facts, rng)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

// 2 ------------------------------------------------------------------------------------------------------------
const wholesalerFwd: Family = {
  id: 'aa-wholesaler-blast-forwarded-by-investor',
  description: 'An investor forwards a wholesaler\'s off-market blast (assignment fee, ARV, "cash only") with a short financing ask on top.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const b = facts.borrower;
    const l = facts.loan;
    const p = facts.property;
    const ask = p.purchasePrice ?? near(rng, p.value, 0.1, 1000);
    const wholesaler = rng.pick(['Brotherly Love Deals', 'Charm City Wholesale', 'DMV Off Market Group', 'Rowhome Deal Source', 'Keystone Assignments']);
    const html = documentHtml({
      title: 'Fwd', font: 'sans', fontSize: '9.5pt', css: MAIL_CSS,
      pages: [`${header(`${s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')} &lt;${s.say(esc(b.email), 'borrower_email')}&gt;`, me(facts), `Fwd: 🔥 OFF MARKET ${esc(propTypeWord(rng, facts)).toUpperCase()} — ${esc(p.address.street)} 🔥`, when(rng, facts.documentDate))}
<p>${esc(facts.lender.contact.first)} - I got this under contract${facts.entity ? s.say(` in ${esc(facts.entity.name)}`, 'entity_name') : ''}. Need ${s.say(money(l.amount), 'loan_amount')} ${s.say(esc(loanTypeWord(rng, l.type)).toLowerCase(), 'loan_type')} money, ${s.say(`${l.termMonths} months`, 'loan_term')} is fine. Want to close by ${s.say(anyDate(rng, l.closingDate), 'estimated_closing_date')}. ${l.exit ? `Plan is ${s.say(esc(exitWord(rng, l.exit)).toLowerCase(), 'exit_strategy')}.` : ''} Call me ${s.say(phone(b.phone, 'dash'), 'borrower_phone')}</p>
<p class="muted">Sent from my iPhone</p>
<div class="quote"><p>---------- Forwarded message ---------<br>From: ${wholesaler} &lt;deals@${wholesaler.toLowerCase().replace(/[^a-z]/g, '')}.com&gt;<br>Date: ${d(plusDays(facts.documentDate, -3), 'abbr')}<br>Subject: 🔥 OFF MARKET — ${esc(p.address.street)} 🔥</p>
<p><b>${s.say(esc(street(facts, true)).toUpperCase(), 'property_address')}, ${esc(cityLine(facts)).toUpperCase()}</b></p>
<p>🏠 ${s.say(esc(propTypeWord(rng, facts)), 'property_type')} · ${p.squareFeet ? `${p.squareFeet} sf` : ''} · built ${p.yearBuilt ?? 'n/a'}<br>
💰 ASKING: ${money(ask)} (includes assignment fee)<br>
📈 ARV: ${money(p.arv ?? Math.round(p.value * 1.4 / 5000) * 5000)} (per comps below)<br>
🔨 Needs: ${rng.pick(['full gut', 'roof, kitchen, baths, systems', 'cosmetic + rear wall', 'new electric & plumbing'])}<br>
🔑 Lockbox on site — showings ${rng.pick(['Sat 10-12', 'Tues 4-6', 'by appt only'])}</p>
<p>Comps: ${[0, 1, 2].map(() => `${rng.int(100, 2999)} ${rng.pick(['Mifflin', 'Dickinson', 'Jefferson', 'Ellsworth', 'Lombard', 'Gough', 'Monument'])} St sold ${kay(Math.round(near(rng, p.arv ?? p.value * 1.4, 0.08, 1000) / 1000) * 1000)}`).join('; ')}</p>
<p><b>CASH OR HARD MONEY ONLY. EMD ${money(rng.pick([5000, 10000, 2500]))} non-refundable. First come first served.</b> Text ${rng.pick(['Tony', 'Dre', 'Marisol', 'Big Mike'])} at ${phone(facts.seller.phone, 'dash')}</p></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

// 3 ------------------------------------------------------------------------------------------------------------
const settlementThread: Family = {
  id: 'aa-settlement-agent-reply-thread',
  description: 'A reply-all thread between the settlement agent, our processor and the broker about moving settlement: newest on top, quoted history.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const t = facts.title.contact;
    const proc = desk(rng);
    const oldDate = plusDays(l.closingDate, -rng.int(4, 12));
    const fileNo = `${rng.pick(['PA', 'MD', 'DE', 'DC'])}-${rng.int(24, 26)}-${rng.int(10000, 99999)}`;
    const borrowerName = facts.entity ? s.say(esc(facts.entity.name), 'entity_name') : s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name');
    const html = documentHtml({
      title: 'RE: Settlement', font: 'sans', fontSize: '9pt', css: MAIL_CSS,
      pages: [`${header(`${esc(t.first)} ${esc(t.last)} &lt;${esc(t.email)}&gt;`, me(facts), `RE: RE: ${esc(facts.property.address.street)} / ${borrowerName} / our file ${fileNo}`, when(rng, facts.documentDate), `${bk(facts)}; ${esc(proc)}`)}
<p>All — confirmed. We are now set for <b>${s.say(d(l.closingDate, 'long'), 'estimated_closing_date')}</b> at ${rng.int(9, 3 + 12) > 12 ? rng.int(1, 3) : rng.int(9, 11)}:00 in our ${esc(facts.title.address.city)} office. ${facts.entity ? `${s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')} will sign for the ${facts.entity.type === 'Trust' ? 'trust' : 'company'}` : 'Borrower will sign in person'}; please send the CD by tomorrow so I can balance.</p>
<p>Still open on our side: municipal lien cert, water cert, payoff from ${rng.pick(['PNC', 'Wells Fargo', 'a private 2nd', 'the seller\'s HELOC'])}.</p>
<p>${esc(t.first)}<br>${esc(facts.title.name)} | Settlement Dept<br>${anyPhone(rng, t.phone)}</p>
<div class="quote"><p><b>From:</b> ${esc(proc)} (${esc(facts.lender.name)})<br><b>Sent:</b> ${d(plusDays(facts.documentDate, -1), 'abbr')}</p>
<p>${esc(t.first)}, lender's package goes out once we have the final title commitment. Loan # ${s.say(l.loanNumber, 'loan_number')}, loan amount ${s.say(money(l.amount, true), 'loan_amount')}, ${s.say(esc(loanTypeWord(rng, l.type)).toLowerCase(), 'loan_type')}. Loan policy should be in the full loan amount. ${l.docFee !== undefined ? `Our doc prep fee is ${s.say(money(l.docFee), 'loan_doc_fee')} and ` : ''}${l.processingFee !== undefined ? `processing ${s.say(money(l.processingFee), 'processing_fee')}; ` : ''}${l.originationPoints !== undefined ? `origination ${s.say(`${l.originationPoints}%`, 'origination_points')}.` : ''} Wire instructions to follow by phone only.</p></div>
<div class="quote"><p><b>From:</b> ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}<br><b>Sent:</b> ${d(plusDays(facts.documentDate, -2), 'abbr')}</p>
<p>Borrower can't make ${d(oldDate, 'usUnpadded')} anymore (contractor walk-through). Can we push? Property is ${s.say(esc(street(facts)), 'property_address')}, ${esc(cityLine(facts))}.</p></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

// 4 ------------------------------------------------------------------------------------------------------------
const texts: Family = {
  id: 'aa-text-message-screenshot-photo',
  description: 'Phone screenshot of an iMessage-style exchange between the borrower and our originations lead, photographed.',
  formats: ['image'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const them = (t: string) => `<div style="background:#e5e5ea;border-radius:16px;padding:8px 12px;margin:6px 30% 6px 0;font-size:11pt">${t}</div>`;
    const mine = (t: string) => `<div style="background:#0b84ff;color:#fff;border-radius:16px;padding:8px 12px;margin:6px 0 6px 30%;font-size:11pt">${t}</div>`;
    const msgs = [
      them(`hey its ${s.say(esc(facts.borrower.first), 'borrower_first_name')}${facts.entity ? ` (${s.say(esc(facts.entity.name), 'entity_name')})` : ''}. got another one`),
      them(`${s.say(esc(street(facts)), 'property_address')} ${esc(p.address.city)} ${esc(p.address.zip)}. ${s.say(esc(propTypeWord(rng, facts)).toLowerCase(), 'property_type')}`),
      mine('nice. price & what u need?'),
      them(`${p.purchasePrice ? `paying ${kay(p.purchasePrice)}, ` : ''}worth ${s.say(kay(p.value), 'property_value')} as is. need ${s.say(kay(l.amount), 'loan_amount')}`),
      mine(`ok. ${s.say(esc(loanTypeWord(rng, l.type)).toLowerCase(), 'loan_type')}? same terms as last time, ${s.say(`${l.rate}`, 'interest_rate')} and ${l.originationPoints !== undefined ? s.say(`${l.originationPoints}`, 'origination_points') : '2'} pts ${s.say(`${l.termMonths} mo`, 'loan_term')}`),
      them(`yes. closing ${s.say(d(l.closingDate, 'usUnpadded'), 'estimated_closing_date')} w ${esc(facts.title.name.split(' ')[0] ?? '')} title`),
      mine('send me the AOS + scope. ill have the TS out tmrw'),
      them('k thx'),
    ];
    s.add('borrower_last_name');
    const html = documentHtml({
      title: 'Messages', font: 'sans', page: { margin: '0.3in 1.4in' },
      pages: [`<div style="border:10px solid #111;border-radius:30px;padding:14px 12px;min-height:9.6in;background:#fff">
<div style="display:flex;justify-content:space-between;font-size:9pt"><b>${rng.int(7, 11)}:${String(rng.int(10, 59))}</b><span>▮▮▮ LTE 84%</span></div>
<div style="text-align:center;margin:8px 0 10px"><div style="width:44px;height:44px;border-radius:22px;background:#999;color:#fff;margin:auto;line-height:44px;font-weight:bold">${esc((facts.borrower.first[0] ?? '') + (facts.borrower.last[0] ?? ''))}</div><div style="font-size:9pt">${esc(facts.borrower.first)} ${esc(facts.borrower.last)} ›</div><div class="small">${phone(facts.borrower.phone)}</div></div>
<div class="small center">Today ${rng.int(8, 11)}:${String(rng.int(10, 59))} AM</div>${msgs.join('')}<div class="small right">Delivered</div></div>`],
    });
    s.add('borrower_phone');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

// 5 ------------------------------------------------------------------------------------------------------------
const pastedTable: Family = {
  id: 'aa-broker-email-pasted-deal-table',
  description: 'Broker submission e-mail with a deal summary table pasted from Excel (borders, merged header), attachments list and disclaimer.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const b = facts.borrower;
    const tr = (k: string, v: string) => `<tr><td style="background:#dce6f1">${k}</td><td>${v}</td></tr>`;
    const rows: string[] = [
      tr('Borrower', s.say(esc(facts.entity ? facts.entity.name : fullName(facts)), ...who(facts))),
    ];
    if (facts.entity) rows.push(tr('Guarantor', s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')), tr('Signer title', s.say(esc(facts.entity.signatoryTitle), 'authorized_signatory_title', 'authorized_signatory_name')));
    rows.push(
      tr('Contact', `${s.say(phone(b.phone), 'borrower_phone')} / ${s.say(esc(b.email), 'borrower_email')}`),
      tr('Credit', s.say(String(b.creditScore), 'credit_score')),
      tr('Property', s.say(esc(oneLine(facts, rng)), 'property_address')),
      tr('Asset', s.say(esc(propTypeWord(rng, facts)), 'property_type')),
      tr('Loan Type', s.say(esc(loanTypeWord(rng, l.type)), 'loan_type')),
    );
    if (l.purpose) rows.push(tr('Purpose', s.say(esc(l.purpose), 'loan_purpose')));
    rows.push(tr('Loan Amount', s.say(money(l.amount), 'loan_amount')), tr('Value', s.say(money(p.value), 'property_value')));
    if (p.arv) rows.push(tr('ARV', money(p.arv)));
    rows.push(tr('LTV', `${(l.amount / p.value * 100).toFixed(1)}%`), tr('Term', s.say(termWords(rng, l.termMonths), 'loan_term')), tr('Rate (target)', s.say(pct(l.rate), 'interest_rate')));
    if (l.brokerPoints !== undefined) rows.push(tr('Broker Pts', s.say(pct(l.brokerPoints, 2), 'broker_points')));
    if (l.exit) rows.push(tr('Exit', s.say(esc(exitWord(rng, l.exit)), 'exit_strategy')));
    rows.push(tr('Closing', s.say(d(l.closingDate, 'us'), 'estimated_closing_date')));
    const html = documentHtml({
      title: 'Submission', font: 'sans', fontSize: '9pt', css: `${MAIL_CSS} .xl{border-collapse:collapse;font-family:Calibri,'DejaVu Sans';font-size:8.5pt} .xl td{border:1px solid #999;padding:2px 8px}`,
      pages: [`${header(bk(facts), `${me(facts)}; scenarios@${facts.lender.contact.email.split('@')[1] ?? 'lender.com'}`, `Loan Submission: ${esc(p.address.street)} (${esc(p.address.city)})`, when(rng, facts.documentDate))}
<p>Good ${rng.pick(['morning', 'afternoon'])},</p><p>Please find the submission below and attached. Let me know if you need anything else to issue terms.</p>
<table class="xl"><tr><td colspan="2" style="background:#1f4e78;color:#fff;font-weight:bold;text-align:center">DEAL SUMMARY</td></tr>${rows.join('')}</table>
<p style="margin-top:8px">Attachments: <u>AOS_executed.pdf</u>, <u>SOW_budget.xlsx</u>, <u>${esc(facts.entity ? 'OpAgmt+EIN.pdf' : 'DL_front_back.jpg')}</u>, <u>bank_stmts.pdf</u></p>
${brokerSig(facts, rng)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

// 6 ------------------------------------------------------------------------------------------------------------
const violation: Family = {
  id: 'aa-borrower-email-with-violation-notice',
  description: 'Borrower e-mails a city code-violation notice (case numbers, fines, re-inspection date) asking for a cash-out/bridge loan to cure it.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const b = facts.borrower;
    const dept = rng.pick(['Department of Licenses and Inspections', 'Department of Housing and Community Development', 'Department of Buildings', 'Code Enforcement Division']);
    const caseNo = `CF-${rng.int(2023, 2026)}-${String(rng.int(1000, 999999)).padStart(6, '0')}`;
    const reinspect = plusDays(facts.documentDate, rng.int(20, 45));
    const page1 = `${header(`${s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')} &lt;${s.say(esc(b.email), 'borrower_email')}&gt;`, me(facts), `violation letter - ${esc(p.address.street)} - can u help`, when(rng, facts.documentDate))}
<p>Hi ${esc(facts.lender.contact.first)}, attached is the letter I got from the city on ${s.say(esc(street(facts)), 'property_address')}. I need to fix the rear wall and the roof before they re-inspect. ${facts.entity ? `Property is owned by ${s.say(esc(facts.entity.name), 'entity_name')}.` : ''}</p>
<p>I'm thinking ${s.say(esc(loanTypeWord(rng, l.type)).toLowerCase(), 'loan_type')} of about ${s.say(money(l.amount), 'loan_amount')}. Realtor friend says it's worth ${s.say(money(p.value), 'property_value')} today. My credit is around ${s.say(String(b.creditScore), 'credit_score')}. I can do ${s.say(`${l.termMonths} months`, 'loan_term')}, need money by ${s.say(anyDate(rng, l.closingDate), 'estimated_closing_date')} latest.</p>
<p>${esc(b.first)}<br>${s.say(anyPhone(rng, b.phone), 'borrower_phone')}</p>
<hr><p class="small">[attachment: violation_notice.pdf]</p>`;
    const page2 = `<div style="text-align:center;font-weight:bold">CITY OF ${esc(p.address.city).toUpperCase()}<br>${dept.toUpperCase()}</div>
<p style="text-align:center;font-weight:bold;margin-top:8px">NOTICE OF VIOLATION AND ORDER TO CORRECT</p>
<table class="grid small"><tr><td>Case No.</td><td>${caseNo}</td><td>Date issued</td><td>${d(plusDays(facts.documentDate, -rng.int(5, 30)), 'us')}</td></tr>
<tr><td>Premises</td><td colspan="3">${esc(street(facts)).toUpperCase()} ${esc(p.address.zip)}</td></tr>
<tr><td>Owner of record</td><td colspan="3">${esc(facts.entity ? facts.entity.name : fullName(facts)).toUpperCase()}</td></tr></table>
<table class="grid small" style="margin-top:8px"><tr><th>Code section</th><th>Violation</th><th>Fine</th></tr>
<tr><td>PM-304.6</td><td>Exterior walls — rear wall bulging, masonry deteriorated</td><td>$${rng.pick([150, 300, 500])}/day</td></tr>
<tr><td>PM-304.7</td><td>Roof and drainage — active leaks</td><td>$${rng.pick([150, 300])}/day</td></tr>
<tr><td>PM-108.1</td><td>Unsafe structure — secure vacant property (doors/windows)</td><td>$${rng.pick([75, 150])}/day</td></tr></table>
<p class="small" style="margin-top:8px">You are ordered to correct the above within 30 days. Re-inspection is scheduled on or after ${d(reinspect, 'long')}. A rental license will not be issued or renewed while violations remain open. Appeals may be filed with the Board of ${rng.pick(['License & Inspection Review', 'Building Standards'])} within 30 days.</p>
<p class="small">Inspector: ${esc(desk(rng))}, Badge ${rng.int(100, 999)}</p>`;
    const html = documentHtml({ title: 'violation', font: 'sans', fontSize: '9.5pt', css: MAIL_CSS, pages: [page1, page2] });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

// 7 ------------------------------------------------------------------------------------------------------------
const creditMemo: Family = {
  id: 'aa-internal-credit-committee-email',
  description: 'Our originations lead\'s internal e-mail to credit committee: deal recap in prose paragraphs, strengths/concerns bullets, recommendation.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const ltv = (l.amount / p.value * 100).toFixed(1);
    const html = documentHtml({
      title: 'Credit', fontSize: '10pt', css: MAIL_CSS,
      pages: [`${header(me(facts), `credit-committee@${facts.lender.contact.email.split('@')[1] ?? 'lender.com'}`, `CC approval req — #${s.say(l.loanNumber, 'loan_number')} — ${esc(p.address.street)}`, when(rng, facts.documentDate))}
<p>Team,</p>
<p>Requesting approval on loan #${l.loanNumber}: ${s.say(money(l.amount), 'loan_amount')} ${s.say(esc(loanTypeWord(rng, l.type)).toLowerCase(), 'loan_type')} to ${s.say(esc(facts.entity ? facts.entity.name : fullName(facts)), ...who(facts))}${facts.entity ? `, guaranteed by ${s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')} (mid score ${s.say(String(facts.borrower.creditScore), 'credit_score')})` : ` (mid score ${s.say(String(facts.borrower.creditScore), 'credit_score')})`}. Collateral is ${s.say(esc(oneLine(facts, rng)), 'property_address')}, a ${s.say(esc(propTypeWord(rng, facts)).toLowerCase(), 'property_type')}.</p>
<p>Value: BPO/appraisal at ${s.say(money(p.value), 'property_value')} as-is${p.arv ? `, ${money(p.arv)} as-completed` : ''}, so ${ltv}% LTV${p.purchasePrice ? ` against a ${money(p.purchasePrice)} purchase` : ''}. Pricing ${s.say(pct(l.rate, 3), 'interest_rate')}${l.originationPoints !== undefined ? ` + ${s.say(`${l.originationPoints}`, 'origination_points')} pts` : ''}, ${s.say(`${l.termMonths} months`, 'loan_term')}, ${l.prepayment.penalty ? `PPP: ${s.say(esc(l.prepayment.terms ?? ''), 'prepayment_penalty', 'prepayment_terms')}` : s.say('no PPP', 'prepayment_penalty')}.${l.exit ? ` Exit is ${s.say(esc(exitWord(rng, l.exit)).toLowerCase(), 'exit_strategy')}.` : ''}</p>
<p><b>Strengths</b></p><ul><li>${rng.pick(['Repeat borrower, 4 loans paid as agreed', 'Strong liquidity, 9 months reserves', 'Block is turning — 3 flips sold within 10 days on market'])}</li><li>Title clean per ${esc(facts.title.name)} prelim; no municipal liens</li></ul>
<p><b>Concerns</b></p><ul><li>${rng.pick(['Rear party wall needs engineer letter', 'Zoning for the 3rd unit not yet approved (ZBA hearing)', 'GC is new to us — need license + COI'])}</li><li>${rng.pick(['Tight exit if DOM exceeds 60', 'Borrower has two other loans in construction', 'Insurance quote still outstanding'])}</li></ul>
<p>Target settlement ${s.say(d(l.closingDate, 'long'), 'estimated_closing_date')}. Recommend approval.</p>
<p>— ${esc(facts.lender.contact.first)}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

// 8 ------------------------------------------------------------------------------------------------------------
const portfolioAsk: Family = {
  id: 'aa-broker-email-portfolio-one-subject',
  description: 'Broker e-mail about a landlord\'s portfolio: one subject property to finance now, the rest listed as background with their own values.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const others = [0, 1, 2].map(() => `<li>${rng.int(100, 4999)} ${rng.pick(['N Franklin St', 'W Lehigh Ave', 'Poplar St', 'E Fort Ave', 'N Gilmor St', 'Kennedy St NW', 'Church Hill Ave'])} — ${rng.pick(['duplex', 'SFR', 'triplex'])}, worth ~${kay(above(rng, p.value))}, ${rng.pick(['free & clear', `owes ${money(rng.int(40000, 200000))}`, 'bank loan matures next year'])}</li>`);
    const html = documentHtml({
      title: 'Portfolio', font: 'sans', fontSize: '9.5pt', css: MAIL_CSS,
      pages: [`${header(bk(facts), me(facts), `${esc(facts.entity ? facts.entity.name : fullName(facts))} — refi request (1 of 4 doors)`, when(rng, facts.documentDate))}
<p>${esc(facts.lender.contact.first)},</p>
<p>My client ${s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')}${facts.entity ? ` owns these through ${s.say(esc(facts.entity.name), 'entity_name')}` : ''}. He/she wants to start with one property and, if it goes smooth, bring you the rest.</p>
<p><b>THE ONE TO DO NOW:</b><br>${s.say(esc(street(facts, true)), 'property_address')}, ${esc(cityLine(facts))}<br>
${s.say(esc(propTypeWord(rng, facts)), 'property_type')}, value ${s.say(money(p.value), 'property_value')}<br>
Request: ${s.say(money(l.amount), 'loan_amount')} ${s.say(esc(loanTypeWord(rng, l.type)), 'loan_type')}, ${s.say(termWords(rng, l.termMonths), 'loan_term')}<br>
Credit ${s.say(String(facts.borrower.creditScore), 'credit_score')}, ${rng.int(3, 15)} yrs landlord in ${esc(p.address.city)}</p>
<p><b>The rest (later, FYI only):</b></p><ul>${others.join('')}</ul>
<p>Rental licenses current on all; I have the leases. Borrower phone is ${s.say(phone(facts.borrower.phone, 'dash'), 'borrower_phone')} if you want to talk to him directly.</p>
${brokerSig(facts, rng)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

export const mailFamilies: Family[] = [shorthand, wholesalerFwd, settlementThread, texts, pastedTable, violation, creditMemo, portfolioAsk];
