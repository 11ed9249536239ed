// Broker-authored families: submission e-mails (plain, reply chain, forward, bullet scenario), a text-message
// screenshot, a cover sheet, a deal memo, and workbook / CRM / pipeline exports.
import { accent, documentHtml } from '../../../style';
import type { DealFacts, Family, Rng, Sheet, SheetCell } from '../../../types';
import {
  Rec, addr, anyAddr, anyPhone, d, esc, exitWords, isoDate, kShort, loanSlang, loanWords, money, name, otherAmount,
  otherPerson, otherStreet, phone, propWords, pts, purposeWords, rate, termWords, usd, box,
} from './kit';

function emailHead(rows: [string, string][]): string {
  return `<table style="font-size:9pt;margin-bottom:10px;border-bottom:1px solid #aaa;width:100%">${rows.map(([k, v]) => `<tr><td style="width:70px;color:#555;vertical-align:top">${k}:</td><td>${v}</td></tr>`).join('')}</table>`;
}

function sig(f: DealFacts): string {
  return `<div style="margin-top:14px;color:#444;font-size:9pt">--<br>${esc(name(f.broker.contact))}<br>Senior Loan Advisor | ${esc(f.broker.name)}<br>m: ${phone(f.broker.contact.phone, 1)} | ${esc(f.broker.contact.email)}<br>${esc(addr(f.broker.address))}</div>`;
}

/** "Borrower is X LLC (John Smith, 720 FICO)" in broker voice. */
function whoShort(f: DealFacts, r: Rec, rng: Rng, withFico: boolean): string {
  const fico = withFico ? `, ${r.s(String(f.borrower.creditScore), 'credit_score')} ${rng.pick(['FICO', 'mid score', 'credit'])}` : '';
  if (f.entity) return `${r.s(esc(f.entity.name), 'entity_name')} (principal ${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')}${fico})`;
  return `${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')}${fico ? ` (${fico.slice(2)})` : ''}`;
}

const emailPlain: Family = {
  id: 'setm-broker-email-shorthand',
  description: 'Broker submission e-mail printout in shorthand ("70% LTV on $310k purch, 12 mo IO"), broker signature and lender as recipient.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const pp = f.property.purchasePrice;
    const lines = [
      `Hi ${esc(f.lender.contact.first)},`,
      `Got a ${r.s(esc(loanSlang(rng, L.type)), 'loan_type')} for you. ${r.s(kShort(L.amount), 'loan_amount')} ask${pp ? ` on ${kShort(pp)} purch` : ''}, ${r.s(`${L.termMonths} mo`, 'loan_term')} IO, looking for ${r.s(`${L.rate}%`, 'interest_rate')} or better.`,
      `Subject: ${r.s(esc(anyAddr(rng, f.property.address)), 'property_address')} — ${r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type')}. As-is val ${r.s(kShort(f.property.value), 'property_value')}${f.property.arv ? `, ARV ${kShort(f.property.arv)}` : ''}.`,
      `Borrower: ${whoShort(f, r, rng, true)}. ${rng.pick(['Experienced, 6 flips last 2 yrs.', 'Repeat client of ours.', 'Has done 3 deals w/ us.'])}`,
      L.exit ? `Exit = ${r.s(esc(exitWords(rng, L.exit).toLowerCase()), 'exit_strategy')}.` : '',
      `Need to close by ${r.s(d(L.closingDate, rng.pick(['short', 'abbr'] as const)), 'estimated_closing_date')}. ${L.brokerPoints !== undefined ? `We're charging ${r.s(`${L.brokerPoints}`, 'broker_points')} pts on our side.` : ''}`,
      `Appraisal already done by ${esc(f.appraiser.name)}, can send. Title is ${esc(f.title.name)}.`,
      'Let me know if you can quote it today.',
      'Thanks,',
    ].filter(Boolean);
    const html = documentHtml({
      title: 'email',
      font: 'sans',
      fontSize: '10pt',
      pages: [`${emailHead([
        ['From', `${esc(name(f.broker.contact))} &lt;${esc(f.broker.contact.email)}&gt;`],
        ['To', `${esc(name(f.lender.contact))} &lt;${esc(f.lender.contact.email)}&gt;`],
        ['Sent', `${d(f.documentDate, 'abbr')} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM`],
        ['Subject', `New deal - ${esc(f.property.address.city)} ${esc(loanSlang(rng, L.type))}`],
      ])}${lines.map((l) => `<p>${l}</p>`).join('')}${sig(f)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: r.out() };
  },
};

const replyChain: Family = {
  id: 'setm-broker-email-reply-chain',
  description: 'Reply chain: lender questions on top, broker answers inline, original submission quoted underneath with ">" markers.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const q = (t: string) => `<div style="border-left:3px solid #99a;padding-left:8px;color:#333">${t}</div>`;
    const orig = [
      `${esc(f.lender.contact.first)} - new request below.`,
      `Borrower: ${whoShort(f, r, rng, false)}`,
      `Property: ${r.s(esc(addr(f.property.address)), 'property_address')}`,
      `Loan: ${r.s(usd(L.amount), 'loan_amount')} ${r.s(esc(loanWords(rng, L.type)), 'loan_type')}`,
      `Value: ${r.s(usd(f.property.value), 'property_value')} (BPO)`,
      L.purpose ? `Purpose: ${r.s(esc(purposeWords(rng, L.purpose)), 'loan_purpose')}` : '',
      `Term: ${r.s(esc(termWords(rng, L.termMonths)), 'loan_term')}`,
    ].filter(Boolean).map((l) => `&gt; ${l}`).join('<br>');
    const answers = [
      `&gt;&gt; What's the FICO? <br><b>${r.s(String(f.borrower.creditScore), 'credit_score')}, pulled last week.</b>`,
      `&gt;&gt; Best number for the borrower? <br><b>${r.s(phone(f.borrower.phone, 1), 'borrower_phone')} / ${r.s(esc(f.borrower.email), 'borrower_email')}</b>`,
      `&gt;&gt; Timing? <br><b>Contract says close ${r.s(d(L.closingDate, 'long'), 'estimated_closing_date')}.</b>`,
      L.exit ? `&gt;&gt; Exit? <br><b>${r.s(esc(exitWords(rng, L.exit)), 'exit_strategy')}.</b>` : '',
      `&gt;&gt; Prepay ok? <br><b>${f.loan.prepayment.penalty ? `Borrower can live with ${r.s(esc(f.loan.prepayment.terms ?? ''), 'prepayment_penalty', 'prepayment_terms')}.` : r.s('Needs no prepay penalty.', 'prepayment_penalty')}</b>`,
    ].filter(Boolean);
    const html = documentHtml({
      title: 'Re: submission',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`${emailHead([
        ['From', `${esc(name(f.broker.contact))} &lt;${esc(f.broker.contact.email)}&gt;`],
        ['To', esc(f.lender.contact.email)],
        ['Cc', `processing@${esc(f.broker.contact.email.split('@')[1] ?? '')}`],
        ['Date', d(f.documentDate, 'long')],
        ['Subject', `RE: RE: ${esc(f.property.address.street)}`],
      ])}
<p>Answers inline below in bold.</p>${answers.map((a) => `<p>${a}</p>`).join('')}${sig(f)}
<hr><div class="small">On ${d(f.documentDate, 'abbr')}, ${esc(name(f.lender.contact))} &lt;${esc(f.lender.contact.email)}&gt; wrote:</div>
${q(`Thanks. Few questions before I can price it — FICO, borrower contact, timing, exit, prepay. Our desk line is ${phone(f.lender.contact.phone)}.<br><br>
<div class="small">On ${d(f.documentDate, 'abbr')}, ${esc(name(f.broker.contact))} wrote:</div>${q(orig)}`)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: r.out() };
  },
};

const forward: Family = {
  id: 'setm-broker-email-forward',
  description: 'Broker forwards the borrower\'s own e-mail to a lender with a short note; the borrower signature carries contact facts.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const b = f.borrower;
    const body = [
      `Hi ${esc(f.broker.contact.first)},`,
      `As discussed, I'm ${L.purpose === 'Purchase' ? 'buying' : 'working on'} ${r.s(esc(addr(f.property.address, 'long')), 'property_address')}${f.property.purchasePrice ? ` (under contract at ${usd(f.property.purchasePrice)})` : ''}. I think it's worth about ${r.s(usd(f.property.value), 'property_value')} today.`,
      `I'd like to borrow ${r.s(money(rng, L.amount), 'loan_amount')} for ${r.s(esc(termWords(rng, L.termMonths)), 'loan_term')}. ${L.exit ? `Plan is to ${L.exit === 'Sale' ? 'fix it up and sell' : 'refinance once it is rented'}.` : ''}`,
      f.entity ? `I'll be buying in ${r.s(esc(f.entity.name), 'entity_name')}${f.entity.ein ? ` (EIN ${r.s(`${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}`, 'ein')})` : ''}.` : '',
      `My credit is around ${r.s(String(b.creditScore), 'credit_score')}. Date of birth ${r.s(d(b.dob, 'us'), 'borrower_date_of_birth')} if you need it for the pull.`,
      'Thanks,',
      `${r.s(esc(name(b)), 'borrower_first_name', 'borrower_last_name')}<br>${r.s(phone(b.phone, 2), 'borrower_phone')}`,
    ].filter(Boolean);
    if (L.exit) r.add('exit_strategy');
    const html = documentHtml({
      title: 'Fwd',
      font: 'sans',
      fontSize: '10pt',
      pages: [`${emailHead([
        ['From', `${esc(name(f.broker.contact))} &lt;${esc(f.broker.contact.email)}&gt;`],
        ['To', `${esc(f.lender.contact.email)}`],
        ['Date', d(f.documentDate, 'us')],
        ['Subject', `Fwd: loan for ${esc(f.property.address.street)}`],
      ])}
<p>${esc(f.lender.contact.first)}, see borrower's note below. They want a ${r.s(esc(loanSlang(rng, L.type)), 'loan_type')}; I told them you'd likely be around ${r.s(`${L.rate}%`, 'interest_rate')}${L.originationPoints !== undefined ? ` + ${r.s(`${L.originationPoints}`, 'origination_points')} pts` : ''}. Can you confirm?</p>${sig(f)}
<p style="margin-top:16px" class="muted">---------- Forwarded message ---------<br>From: ${esc(name(b))} &lt;${r.s(esc(b.email), 'borrower_email')}&gt;<br>Date: ${d(f.documentDate, 'abbr')}<br>Subject: loan for ${esc(f.property.address.street)}<br>To: ${esc(f.broker.contact.email)}</p>
${body.map((l) => `<p>${l}</p>`).join('')}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: r.out() };
  },
};

const bullets: Family = {
  id: 'setm-broker-email-bullets',
  description: 'Broker e-mail with a bold "LOAN REQUEST" bullet list, a separate "FEES" list and a P.S. mentioning a different prior deal.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const items = [
      `<b>Borrower:</b> ${whoShort(f, r, rng, true)}`,
      `<b>Contact:</b> ${r.s(anyPhone(rng, f.borrower.phone), 'borrower_phone')} · ${r.s(esc(f.borrower.email), 'borrower_email')}`,
      `<b>Collateral:</b> ${r.s(esc(anyAddr(rng, f.property.address)), 'property_address')}`,
      `<b>Type:</b> ${r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type')}`,
      `<b>Request:</b> ${r.s(usd(L.amount), 'loan_amount')} · ${r.s(esc(loanWords(rng, L.type)), 'loan_type')}`,
      `<b>Value:</b> ${r.s(usd(f.property.value), 'property_value')} as-is${f.property.arv ? ` / ${usd(f.property.arv)} ARV` : ''}`,
      `<b>Rate/Term:</b> ${r.s(rate(rng, L.rate), 'interest_rate')} · ${r.s(esc(termWords(rng, L.termMonths)), 'loan_term')}`,
      L.exit ? `<b>Exit:</b> ${r.s(esc(exitWords(rng, L.exit)), 'exit_strategy')}` : '',
      `<b>COE:</b> ${r.s(d(L.closingDate, 'us'), 'estimated_closing_date')}`,
    ].filter(Boolean);
    const fees = [
      L.originationPoints !== undefined ? r.s(`Lender origination ${pts(L.originationPoints)}%`, 'origination_points') : '',
      L.brokerPoints !== undefined ? r.s(`Broker ${pts(L.brokerPoints)}%`, 'broker_points') : '',
      L.processingFee !== undefined ? r.s(`Processing ${usd(L.processingFee)}`, 'processing_fee') : '',
      L.docFee !== undefined ? r.s(`Docs ${usd(L.docFee)}`, 'loan_doc_fee') : '',
    ].filter(Boolean);
    const html = documentHtml({
      title: 'submission',
      font: 'sans',
      fontSize: '10pt',
      pages: [`${emailHead([
        ['From', esc(f.broker.contact.email)],
        ['To', esc(f.lender.contact.email)],
        ['Date', d(f.documentDate, 'long')],
        ['Subject', `Loan request – ${esc(f.property.address.city)}, ${esc(f.property.address.state)}`],
      ])}
<p>Team ${esc(f.lender.name)},</p><p>Please review the following:</p>
<p class="b">LOAN REQUEST</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>
${fees.length ? `<p class="b">FEES</p><ul>${fees.map((i) => `<li>${i}</li>`).join('')}</ul>` : ''}
${sig(f)}
<p class="small" style="margin-top:12px">P.S. The ${esc(otherStreet(rng))} deal we closed last month (${usd(otherAmount(rng, L.amount, [L.amount, f.property.value]))}) just paid off early — thanks again.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: r.out() };
  },
};

const textShot: Family = {
  id: 'setm-broker-text-screenshot',
  description: 'Phone screenshot of an SMS thread between broker and lender: chat bubbles, timestamps, slang amounts.',
  formats: ['image'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const me = (t: string) => `<div class="b1 me">${t}</div>`;
    const them = (t: string) => `<div class="b1 th">${t}</div>`;
    const msgs = [
      them(`Hey it's ${esc(f.broker.contact.first)} w/ ${esc(f.broker.name)}. got a quick one`),
      them(`${r.s(esc(loanSlang(rng, L.type)), 'loan_type')} in ${esc(f.property.address.city)}. ${r.s(esc(addr(f.property.address)), 'property_address')}`),
      them(`${r.s(kShort(L.amount), 'loan_amount')} loan, value ${r.s(kShort(f.property.value), 'property_value')}${f.property.purchasePrice ? `, buying at ${kShort(f.property.purchasePrice)}` : ''}`),
      me('ok who\'s the borrower'),
      them(f.entity ? `${r.s(esc(f.entity.name), 'entity_name')}, guy is ${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')} ~${r.s(String(f.borrower.creditScore), 'credit_score')} fico` : `${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')}, ${r.s(String(f.borrower.creditScore), 'credit_score')} fico`),
      me(`can do ${r.s(`${L.rate}`, 'interest_rate')} for ${r.s(`${L.termMonths} mo`, 'loan_term')}${L.originationPoints !== undefined ? `, ${r.s(`${L.originationPoints}`, 'origination_points')} pts` : ''}`),
      them(`k closing ${r.s(d(L.closingDate, 'short'), 'estimated_closing_date')} can u hit that`),
      me('should be fine. send the appraisal'),
    ];
    const html = documentHtml({
      title: 'sms',
      font: 'sans',
      fontSize: '12pt',
      page: { margin: '0.4in 1.6in' },
      css: '.phone{border:10px solid #111;border-radius:28px;padding:14px;background:#fafafa;min-height:9.4in}.b1{max-width:78%;padding:8px 12px;border-radius:16px;margin:6px 0;line-height:1.3}.me{background:#1e88e5;color:#fff;margin-left:auto}.th{background:#e4e4e8}.top{text-align:center;font-size:9pt;color:#666;border-bottom:1px solid #ddd;padding-bottom:6px;margin-bottom:8px}',
      pages: [`<div class="phone"><div class="top">9:${String(rng.int(10, 59))} ▮▮▮ LTE<br><b>${esc(name(f.broker.contact))}</b><br>${phone(f.broker.contact.phone, 0)}</div><div class="small center muted">${d(f.documentDate, 'abbr')}</div><div style="display:flex;flex-direction:column">${msgs.join('')}</div></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: r.out() };
  },
};

const coverSheet: Family = {
  id: 'setm-broker-cover-sheet-boxes',
  description: 'Broker "Loan Submission Cover Sheet" form: labels printed above values in boxes, checkbox rows for loan type and property type.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const c = (label: string, v: string, span = 1) => `<td colspan="${span}"><div class="lb">${label}</div><div class="vv">${v || '&nbsp;'}</div></td>`;
    const types = ['Purchase', 'Refinance', 'Cash Out Refi', 'Bridge Loan', 'Fix & Flip', 'Construction', 'Commercial', 'Land', 'Second Mortgage'] as const;
    const ptypes = ['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use', 'Retail', 'Office', 'Industrial', 'Land'] as const;
    r.add('loan_type', 'property_type');
    const html = documentHtml({
      title: 'Cover Sheet',
      font: 'sans',
      fontSize: '9pt',
      css: '.cs{width:100%;border-collapse:collapse}.cs td{border:1px solid #333;padding:3px 5px;vertical-align:top}.lb{font-size:6.5pt;text-transform:uppercase;color:#444}.vv{font-size:10pt;min-height:14px}',
      pages: [`<div style="display:flex;justify-content:space-between"><div><b style="font-size:14pt">${esc(f.broker.name)}</b><br>${esc(addr(f.broker.address))}</div><div class="right"><b>LOAN SUBMISSION COVER SHEET</b><br>Submitted ${d(f.documentDate, 'us')}<br>To: ${esc(f.lender.name)}</div></div>
<table class="cs" style="margin-top:10px">
<tr>${c('Borrowing entity (if any)', f.entity ? r.s(esc(f.entity.name), 'entity_name') : 'N/A', 2)}${c('EIN', f.entity?.ein ? r.s(`${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}`, 'ein') : '')}</tr>
<tr>${c('Borrower / Guarantor first name', r.s(esc(f.borrower.first), 'borrower_first_name'))}${c('Last name', r.s(esc(f.borrower.last), 'borrower_last_name'))}${c('Credit score', r.s(String(f.borrower.creditScore), 'credit_score'))}</tr>
<tr>${c('Cell', r.s(phone(f.borrower.phone), 'borrower_phone'))}${c('E-mail', r.s(esc(f.borrower.email), 'borrower_email'), 2)}</tr>
<tr>${c('Subject property address', r.s(esc(addr(f.property.address)), 'property_address'), 3)}</tr>
<tr><td colspan="3"><div class="lb">Loan type</div>${types.map((t) => `${box(t === L.type)} ${t}`).join(' &nbsp; ')}</td></tr>
<tr><td colspan="3"><div class="lb">Property type</div>${ptypes.map((t) => `${box(t === f.property.type)} ${t}`).join(' &nbsp; ')}</td></tr>
<tr>${c('Loan amount requested', r.s(usd(L.amount), 'loan_amount'))}${c('Estimated value', r.s(usd(f.property.value), 'property_value'))}${c('Purchase price', f.property.purchasePrice ? usd(f.property.purchasePrice) : '')}</tr>
<tr>${c('Rate requested', r.s(rate(rng, L.rate), 'interest_rate'))}${c('Term (months)', r.s(String(L.termMonths), 'loan_term'))}${c('Target closing', r.s(d(L.closingDate, 'us'), 'estimated_closing_date'))}</tr>
<tr>${c('Broker fee (pts)', L.brokerPoints !== undefined ? r.s(pts(L.brokerPoints), 'broker_points') : '')}${c('Exit strategy', L.exit ? r.s(esc(exitWords(rng, L.exit)), 'exit_strategy') : '', 2)}</tr>
</table>
<p style="margin-top:10px">Broker contact: ${esc(name(f.broker.contact))} · ${phone(f.broker.contact.phone)} · ${esc(f.broker.contact.email)}</p>
<p class="small">Attachments: ☒ purchase contract ☒ photos ☐ rent roll ☒ scope of work ☐ entity docs</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: r.out() };
  },
};

const dealMemo: Family = {
  id: 'setm-broker-deal-memo',
  description: 'Broker credit memo: headed narrative sections (Sponsor, Property, Request, Exit) with a sources-and-uses table.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const pp = f.property.purchasePrice;
    const closingCosts = Math.round(L.amount * 0.03);
    const su = pp
      ? [['Loan proceeds', r.s(usd(L.amount), 'loan_amount')], ['Sponsor equity', usd(pp + closingCosts - L.amount)], ['Purchase price', usd(pp)], ['Closing costs (est.)', usd(closingCosts)]]
      : [['Loan proceeds', r.s(usd(L.amount), 'loan_amount')], ['Payoff existing lien', usd(Math.round(L.amount * 0.6))], ['Closing costs (est.)', usd(closingCosts)], ['Net to borrower', usd(L.amount - Math.round(L.amount * 0.6) - closingCosts)]];
    const html = documentHtml({
      title: 'Deal memo',
      font: 'serif',
      fontSize: '10pt',
      css: 'h3{margin-top:10px;border-bottom:1px solid #777;font-size:11pt}',
      pages: [`<div style="color:${accent(rng)};font:bold 15pt 'DejaVu Sans'">${esc(f.broker.name)}</div><div class="muted">Financing memorandum prepared for ${esc(f.lender.name)} · ${d(f.documentDate, 'long')}</div>
<h3>Sponsor</h3><p>${f.entity ? `The borrower will be ${r.s(esc(f.entity.name), 'entity_name')}, controlled by ${r.s(esc(name(f.borrower, 'fml')), 'borrower_first_name', 'borrower_last_name')}, who will guarantee the loan.` : `The borrower is ${r.s(esc(name(f.borrower, 'fml')), 'borrower_first_name', 'borrower_last_name')}, an individual investor.`} Credit score ${r.s(String(f.borrower.creditScore), 'credit_score')}. ${esc(rng.pick(['Sponsor has completed 11 projects in the metro.', 'Sponsor owns 7 rentals free and clear.', 'Sponsor is a licensed general contractor.']))}</p>
<h3>Property</h3><p>${r.s(esc(addr(f.property.address, 'state')), 'property_address')} is a ${r.s(esc(propWords(rng, f.property.type, f.property.units).toLowerCase()), 'property_type')}${f.property.yearBuilt ? ` built in ${f.property.yearBuilt}` : ''}${f.property.squareFeet ? ` with ${f.property.squareFeet.toLocaleString('en-US')} sf` : ''}. Current value is estimated at ${r.s(usd(f.property.value), 'property_value')}${f.property.arv ? `; the sponsor projects ${usd(f.property.arv)} after improvements` : ''}.</p>
<h3>Request</h3><p>${r.s(esc(loanWords(rng, L.type)), 'loan_type')} of ${usd(L.amount)} for ${r.s(esc(termWords(rng, L.termMonths)), 'loan_term')} at ${r.s(rate(rng, L.rate), 'interest_rate')} interest-only${L.purpose ? `; purpose: ${r.s(esc(purposeWords(rng, L.purpose).toLowerCase()), 'loan_purpose')}` : ''}. Closing targeted for ${r.s(d(L.closingDate, 'long'), 'estimated_closing_date')}.</p>
<table class="grid" style="width:70%"><tr><th>Sources &amp; Uses</th><th>Amount</th></tr>${su.map(([k, v]) => `<tr><td>${k}</td><td class="right">${v}</td></tr>`).join('')}</table>
${L.exit ? `<h3>Exit</h3><p>${r.s(esc(exitWords(rng, L.exit)), 'exit_strategy')}.</p>` : ''}
<h3>Risks &amp; Mitigants</h3><p>Market: comparable sales at ${esc(otherStreet(rng))} (${usd(otherAmount(rng, f.property.value, [f.property.value, L.amount]))}) and ${esc(otherStreet(rng))} support value. Title: ${esc(f.title.name)}.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: r.out() };
  },
};

const intakeWorkbook: Family = {
  id: 'setm-broker-intake-workbook',
  description: 'Broker intake workbook: three tabs (Borrower, Property, Loan) of label/value pairs with notes columns and a broker tab.',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const b: SheetCell[][] = [['BORROWER INFORMATION', null, 'Notes']];
    if (f.entity) {
      b.push(['Vesting Entity', r.s(f.entity.name, 'entity_name'), null], ['Entity Type', f.entity.type, null]);
      if (f.entity.ein) b.push(['Tax ID', r.s(`${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}`, 'ein'), null]);
      b.push(['Authorized Signer', r.s(`${name(f.borrower)}, ${f.entity.signatoryTitle}`, 'authorized_signatory_title', 'authorized_signatory_name'), null]);
    }
    b.push(['First Name', r.s(f.borrower.first, 'borrower_first_name'), f.entity ? 'guarantor' : null], ['Last Name', r.s(f.borrower.last, 'borrower_last_name'), null],
      ['DOB', r.s(isoDate(f.borrower.dob), 'borrower_date_of_birth'), null], ['Mobile', r.s(phone(f.borrower.phone, 1), 'borrower_phone'), null],
      ['Email', r.s(f.borrower.email, 'borrower_email'), null], ['Est. FICO', r.s(f.borrower.creditScore, 'credit_score'), 'soft pull']);
    if (f.coBorrower) b.push(['Co-Borrower DOB', r.s(isoDate(f.coBorrower.dob), 'co_borrower_date_of_birth'), `${f.coBorrower.first} ${f.coBorrower.last}`]);
    const p: SheetCell[][] = [['PROPERTY', null], ['Street', r.s(`${f.property.address.street}${f.property.address.unit ? ` ${f.property.address.unit}` : ''}`, 'property_address')], ['City', f.property.address.city], ['State', f.property.address.state], ['Zip', f.property.address.zip],
      ['Type', r.s(propWords(rng, f.property.type, f.property.units), 'property_type')], ['Est. Value', r.s(f.property.value, 'property_value')]];
    if (f.property.purchasePrice) p.push(['Contract Price', f.property.purchasePrice]);
    if (f.property.arv) p.push(['ARV', f.property.arv]);
    if (f.property.yearBuilt) p.push(['Year Built', f.property.yearBuilt]);
    const l: SheetCell[][] = [['LOAN', null], ['Program', r.s(loanWords(rng, L.type), 'loan_type')], ['Amount', r.s(L.amount, 'loan_amount')], ['Rate', r.s(L.rate / 100, 'interest_rate')], ['Term', r.s(`${L.termMonths} months`, 'loan_term')]];
    if (L.purpose) l.push(['Purpose', r.s(purposeWords(rng, L.purpose), 'loan_purpose')]);
    if (L.exit) l.push(['Exit', r.s(exitWords(rng, L.exit), 'exit_strategy')]);
    l.push(['Close By', r.s(isoDate(L.closingDate), 'estimated_closing_date')], ['Prepay PPP', f.loan.prepayment.penalty ? r.s(f.loan.prepayment.terms ?? '', 'prepayment_penalty', 'prepayment_terms') : r.s('No', 'prepayment_penalty')]);
    if (L.brokerPoints !== undefined) l.push(['Broker Pts', r.s(L.brokerPoints / 100, 'broker_points')]);
    const br: SheetCell[][] = [['Broker', f.broker.name], ['Contact', name(f.broker.contact)], ['Phone', phone(f.broker.contact.phone)], ['Email', f.broker.contact.email], ['Title Co', f.title.name]];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Borrower', rows: b }, { name: 'Property', rows: p }, { name: 'Loan', rows: l, percentColumns: [1] }, { name: 'Broker', rows: br }].map((s) => fixPct(s)), truth: r.out() };
  },
};

/** In a percent column only fractions stay numbers; other numbers of that column move to text. */
function fixPct(s: Sheet): Sheet {
  if (!s.percentColumns) return s;
  const cols = new Set(s.percentColumns);
  return { ...s, rows: s.rows.map((row) => row.map((c, i) => (cols.has(i) && typeof c === 'number' && c >= 1 ? c.toLocaleString('en-US') : c))) };
}

const pipelineCsv: Family = {
  id: 'setm-broker-pipeline-row',
  description: 'CRM pipeline export: one wide row per deal with terse column headers (Stage, Bwr, Prop Addr, Amt, LTV, Pts …) for this one deal.',
  formats: ['csv', 'xlsx'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const cols: [string, SheetCell][] = [
      ['Opp ID', `OPP-${rng.int(10000, 99999)}`],
      ['Stage', rng.pick(['Submitted', 'Term Sheet Out', 'In UW'])],
      ['Bwr', f.entity ? r.s(f.entity.name, 'entity_name') : r.s(`${f.borrower.last}, ${f.borrower.first}`, 'borrower_first_name', 'borrower_last_name')],
      ['Guarantor', f.entity ? r.s(`${f.borrower.first} ${f.borrower.last}`, 'borrower_first_name', 'borrower_last_name') : ''],
      ['Bwr Email', r.s(f.borrower.email, 'borrower_email')],
      ['Bwr Ph', r.s(phone(f.borrower.phone, 1), 'borrower_phone')],
      ['Prop Addr', r.s(addr(f.property.address), 'property_address')],
      ['Prop Type', r.s(propWords(rng, f.property.type, f.property.units), 'property_type')],
      ['Loan Type', r.s(loanWords(rng, L.type), 'loan_type')],
      ['Amt', r.s(L.amount, 'loan_amount')],
      ['Val', r.s(f.property.value, 'property_value')],
      ['LTV', `${((L.amount / f.property.value) * 100).toFixed(1)}%`],
      ['Rate', r.s(`${L.rate}%`, 'interest_rate')],
      ['Term', r.s(L.termMonths, 'loan_term')],
      ['Orig Pts', L.originationPoints !== undefined ? r.s(L.originationPoints, 'origination_points') : ''],
      ['Brkr Pts', L.brokerPoints !== undefined ? r.s(L.brokerPoints, 'broker_points') : ''],
      ['FICO', r.s(f.borrower.creditScore, 'credit_score')],
      ['Exp Close', r.s(d(L.closingDate, 'us'), 'estimated_closing_date')],
      ['Lender', f.lender.name],
      ['Loan Officer', name(f.broker.contact)],
      ['Created', d(f.documentDate, 'us')],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows: [cols.map(([k]) => k), cols.map(([, v]) => v)] }], truth: r.out() };
  },
};

const crmVertical: Family = {
  id: 'setm-broker-crm-record',
  description: 'CRM single-record export, three columns (Field Label, Value, Last Modified By), system fields mixed with deal fields.',
  formats: ['xls', 'csv'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const who = name(f.broker.contact);
    const rows: SheetCell[][] = [['Field Label', 'Value', 'Last Modified By']];
    const add = (k: string, v: SheetCell) => rows.push([k, v, rng.chance(0.7) ? who : 'System']);
    add('Record Type', 'Loan Opportunity');
    add('Account Name', f.entity ? r.s(f.entity.name, 'entity_name') : r.s(name(f.borrower), 'borrower_first_name', 'borrower_last_name'));
    if (f.entity) add('Primary Contact', r.s(name(f.borrower), 'borrower_first_name', 'borrower_last_name'));
    add('Contact Mobile', r.s(phone(f.borrower.phone), 'borrower_phone'));
    add('Contact Email', r.s(f.borrower.email, 'borrower_email'));
    add('Date of Birth', r.s(d(f.borrower.dob, 'us'), 'borrower_date_of_birth'));
    add('Collateral Street', r.s(`${f.property.address.streetLong}${f.property.address.unit ? ` ${f.property.address.unit}` : ''}`, 'property_address'));
    add('Collateral City/State/Zip', `${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`);
    add('Loan Product', r.s(loanWords(rng, L.type), 'loan_type'));
    add('Requested Amount', r.s(usd(L.amount), 'loan_amount'));
    add('Estimated Value', r.s(usd(f.property.value), 'property_value'));
    add('Quoted Rate', r.s(`${L.rate}%`, 'interest_rate'));
    add('Term Months', r.s(String(L.termMonths), 'loan_term'));
    add('Close Date', r.s(d(L.closingDate, 'long'), 'estimated_closing_date'));
    if (L.exit) add('Exit Strategy', r.s(exitWords(rng, L.exit), 'exit_strategy'));
    add('Referral Source', `${otherPerson(rng)} (realtor)`);
    add('Owner', who);
    add('Created Date', d(f.documentDate, 'us'));
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Opportunity', rows }], truth: r.out() };
  },
};

const quickQuoteLog: Family = {
  id: 'setm-broker-lender-shopping-log',
  description: 'Broker lender-shopping sheet: deal facts on top, then one row per lender quote (distractor rates/points), chosen lender flagged.',
  formats: ['xlsx', 'csv'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const rows: SheetCell[][] = [
      ['Deal', f.entity ? r.s(f.entity.name, 'entity_name') : r.s(name(f.borrower), 'borrower_first_name', 'borrower_last_name'), null, null, null],
      ['Property', r.s(addr(f.property.address), 'property_address'), null, null, null],
      ['Ask', r.s(usd(L.amount), 'loan_amount'), 'Value', r.s(usd(f.property.value), 'property_value'), null],
      ['Program', r.s(loanWords(rng, L.type), 'loan_type'), 'Term', r.s(`${L.termMonths} mo`, 'loan_term'), null],
      [null, null, null, null, null],
      ['Lender', 'Rate', 'Orig Pts', 'Notes', 'Chosen?'],
    ];
    const others = ['Coastline Private Funding', 'Heartland Bridge Co.', 'Metro Note Capital'];
    const sel = rng.int(0, others.length);
    for (let i = 0; i <= others.length; i++) {
      if (i === sel) rows.push([f.lender.name, r.s(`${L.rate}%`, 'interest_rate'), L.originationPoints !== undefined ? r.s(`${L.originationPoints}`, 'origination_points') : '', `close by ${r.s(d(L.closingDate, 'us'), 'estimated_closing_date')}`, 'YES']);
      else rows.push([others[i > sel ? i - 1 : i] as string, `${(L.rate + rng.pick([0.5, 0.75, 1, -0.25])).toFixed(2)}%`, `${rng.pick([1.5, 2, 2.5, 3])}`, rng.pick(['needs 2 yrs exp', 'no rural', 'slow UW']), 'no']);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Shop', rows }], truth: r.out() };
  },
};

export const brokerFamilies: Family[] = [emailPlain, replyChain, forward, bullets, textShot, coverSheet, dealMemo, intakeWorkbook, pipelineCsv, crmVertical, quickQuoteLog];
