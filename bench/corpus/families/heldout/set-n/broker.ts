// Brokers and borrowers: e-mail threads, shorthand notes, text/chat screenshots, intake sheets, letters, applications.
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { checkboxes, documentHtml, kvTable } from '../../../style';
import {
  anyAddress, anyDate, anyPhone, esc, exitPhrase, fmtDate, fullName, kLoose, kShort, lastFirst, loanTypePhrase, money,
  oneLine, otherPerson, pct, prepayPhrase, propTypePhrase, purposeWord, street, termPhrase, truth,
} from './util';

function time(rng: Rng): string {
  return `${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}

function brokerSig(f: DealFacts, rng: Rng): string {
  const b = f.broker;
  return `<div class="small" style="margin-top:8px;border-top:1px solid #ccc;padding-top:4px">${esc(b.contact.first)} ${esc(b.contact.last)}<br>${rng.pick(['Senior Loan Broker', 'Principal', 'Capital Advisor', 'Account Exec'])} | ${esc(b.name)}<br>c: ${anyPhone(rng, b.contact.phone)} | ${esc(b.contact.email)}<br>${esc(oneLine(b.address))}</div>`;
}

const EMAIL_CSS = '.hdr{font-size:8.5pt;color:#333;border-bottom:1px solid #bbb;padding-bottom:4px;margin-bottom:8px} .hdr b{display:inline-block;width:56px} .quote{border-left:3px solid #9ab;padding-left:10px;color:#333;margin-top:10px} .msg{margin-bottom:14px}';

function who(f: DealFacts): string {
  return f.entity ? `${f.entity.name} (${fullName(f.borrower, false)} is the ${f.entity.signatoryTitle.toLowerCase()})` : fullName(f.borrower, false);
}

const replyChain: Family = {
  id: 'setn-broker-email-reply-chain',
  description: 'Outlook-printed reply chain: lender asks questions, broker answers inline; facts scattered across three messages.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const b = f.broker.contact;
    const lc = f.lender.contact;
    const first = `<div class="msg"><div class="hdr"><b>From:</b> ${esc(b.first)} ${esc(b.last)} &lt;${esc(b.email)}&gt;<br><b>Sent:</b> ${fmtDate(f.documentDate, 'long')} ${time(rng)}<br><b>To:</b> ${esc(lc.email)}<br><b>Subject:</b> New deal - ${esc(street(f.property.address))}</div>
<p>Hi ${esc(lc.first)},</p><p>Got a ${esc(loanTypePhrase(f, rng).toLowerCase())} for you. Borrower is ${esc(who(f))}, repeat client of ours. Property is ${esc(anyAddress(rng, f.property.address))}, ${esc(propTypePhrase(f, rng))}.${f.property.purchasePrice ? ` Under contract at ${money(f.property.purchasePrice)}.` : ''} Looking for ${money(l.amount)}.</p><p>Let me know if you can quote it.</p>${brokerSig(f, rng)}</div>`;
    const second = `<div class="msg"><div class="hdr"><b>From:</b> ${esc(lc.first)} ${esc(lc.last)} &lt;${esc(lc.email)}&gt;<br><b>Sent:</b> ${fmtDate(f.documentDate, 'long')} ${time(rng)}<br><b>Subject:</b> RE: New deal - ${esc(street(f.property.address))}</div>
<p>Thanks ${esc(b.first)}. Few q's: 1) what's the as-is value? 2) term they want? 3) credit? 4) exit? 5) when do they need to close?</p></div>`;
    const answers = [
      `1) As-is ${money(f.property.value)}${f.property.arv ? `, ARV ${kLoose(f.property.arv)} per their comps` : ''}`,
      `2) ${termPhrase(l.termMonths, rng)}, interest only. They can live with ${pct(l.rate)}`,
      `3) ${f.borrower.creditScore} mid score`,
      `4) ${l.exit ? exitPhrase(f, rng) : 'hold as rental, no exit needed'}`,
      `5) ${anyDate(rng, l.closingDate)} latest`,
    ];
    const third = `<div class="msg"><div class="hdr"><b>From:</b> ${esc(b.first)} ${esc(b.last)} &lt;${esc(b.email)}&gt;<br><b>Sent:</b> ${fmtDate(f.documentDate, 'long')} ${time(rng)}<br><b>Subject:</b> RE: RE: New deal - ${esc(street(f.property.address))}</div>
<p>${answers.map(esc).join('<br>')}</p><p>Borrower contact if you need docs direct: ${esc(f.borrower.email)} / ${anyPhone(rng, f.borrower.phone)}</p><p>- ${esc(b.first)}<br><span class="small">Sent from my iPhone</span></p></div>`;
    const html = documentHtml({ title: 'Mail', font: 'sans', fontSize: '9.5pt', css: EMAIL_CSS, pages: [`<div class="small muted" style="margin-bottom:10px">${esc(lc.first)} ${esc(lc.last)}</div>${third}<div class="quote">${second}<div class="quote">${first}</div></div>`] });
    return {
      kind: 'html', documentType: 'Broker Submission Email', html,
      truth: truth(f, [...(f.entity ? ['entity_name'] as TruthField[] : []), 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'loan_term', 'interest_rate', 'exit_strategy', 'estimated_closing_date']),
    };
  },
};

const shorthand: Family = {
  id: 'setn-broker-email-shorthand',
  description: 'Terse broker e-mail in trade shorthand ("70 LTV on 425k ARV, 12mo IO, 2 pts"), borrower in the subject line.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const l = f.loan;
    const ltv = Math.round((l.amount / f.property.value) * 100);
    const name = f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`;
    const lines = [
      `${street(f.property.address)} ${f.property.address.city} ${f.property.address.state} ${f.property.address.zip}`,
      `${propTypePhrase(f, rng)} / ${loanTypePhrase(f, rng)}`,
      `${kShort(l.amount)} ask = ${ltv} LTV on ${kShort(f.property.value)} as-is${f.property.arv ? ` (${kLoose(f.property.arv)} ARV)` : ''}`,
      `${l.termMonths}mo IO @ ${pct(l.rate)}${l.originationPoints !== undefined ? `, ${l.originationPoints} pts` : ''}${l.brokerPoints !== undefined ? ` + ${l.brokerPoints} bkr` : ''}`,
      `FICO ${f.borrower.creditScore}`,
      l.exit ? `exit: ${exitPhrase(f, rng)}` : '',
      `COE ${fmtDate(l.closingDate, 'short')}`,
    ].filter(Boolean);
    const html = documentHtml({
      title: 'mail', font: 'sans', fontSize: '10.5pt', css: EMAIL_CSS,
      pages: [`<div class="hdr"><b>From:</b> ${esc(f.broker.contact.email)}<br><b>To:</b> ${esc(f.lender.contact.email)}<br><b>Date:</b> ${fmtDate(f.documentDate, 'mon')}<br><b>Subject:</b> ${esc(name)} - quick one</div>
<p>${esc(f.lender.contact.first.toLowerCase())} -</p><p>${lines.map(esc).join('<br>')}</p><p>${f.entity ? `gtor ${esc(fullName(f.borrower, false))}. ` : ''}can you price today? thx</p><p>${esc(f.broker.contact.first)}</p>`],
    });
    const fields: TruthField[] = ['property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'loan_term', 'interest_rate', 'credit_score', 'exit_strategy', 'estimated_closing_date'];
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (l.brokerPoints !== undefined) fields.push('broker_points');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, [f.entity ? 'entity_name' : 'borrower_first_name', 'borrower_first_name', 'borrower_last_name', ...fields]) };
  },
};

const forwarded: Family = {
  id: 'setn-broker-email-forwarded-borrower',
  description: 'Broker forwards the borrower\'s own e-mail ("see below"); borrower writes in the first person with signature; broker footer is a distractor.',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const body = `<p>Hi ${esc(f.broker.contact.first)},</p>
<p>Per our call, here's what I'm working on. I ${f.loan.purpose === 'Purchase' ? 'have a contract on' : 'own'} ${esc(anyAddress(rng, f.property.address))}${f.entity ? `, held in my ${f.entity.type === 'Trust' ? 'trust' : 'company'} ${esc(f.entity.name)}` : ''}. It's a ${esc(propTypePhrase(f, rng).toLowerCase())}. I think it's worth about ${money(f.property.value)} today${f.property.arv ? ` and ${kLoose(f.property.arv)} once done` : ''}.</p>
<p>I need about ${money(l.amount)} for ${termPhrase(l.termMonths, rng)}. ${l.exit ? `Plan is to ${l.exit === 'Sale' ? 'sell it when the work is finished' : 'refinance into a long-term loan once it is rented'}.` : ''} My credit is around ${f.borrower.creditScore}. Would like to close by ${anyDate(rng, l.closingDate)} if possible.</p>
<p>Thanks,<br>${esc(fullName(f.borrower))}${f.entity ? `<br>${esc(f.entity.signatoryTitle)}, ${esc(f.entity.name)}` : ''}<br>${anyPhone(rng, f.borrower.phone)}<br>${esc(f.borrower.email)}</p>`;
    const html = documentHtml({
      title: 'Fwd', font: 'sans', fontSize: '9.5pt', css: EMAIL_CSS,
      pages: [`<div class="hdr"><b>From:</b> ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} &lt;${esc(f.broker.contact.email)}&gt;<br><b>To:</b> ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)} &lt;${esc(f.lender.contact.email)}&gt;<br><b>Date:</b> ${fmtDate(f.documentDate, 'long')}<br><b>Subject:</b> Fwd: loan request</div>
<p>${esc(f.lender.contact.first)}, see below from my client. Happy to take ${l.brokerPoints !== undefined ? `${l.brokerPoints} point${l.brokerPoints === 1 ? '' : 's'}` : 'whatever is standard'} on this one. Appraiser we usually use is ${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)} at ${esc(f.appraiser.name)}.</p>
${brokerSig(f, rng)}
<p style="margin-top:14px" class="muted">---------- Forwarded message ---------<br>From: ${esc(fullName(f.borrower, false))} &lt;${esc(f.borrower.email)}&gt;<br>Date: ${fmtDate(f.documentDate, 'mon')}<br>Subject: loan request</p>${body}`],
    });
    return {
      kind: 'html', documentType: 'Broker Submission Email', html,
      truth: truth(f, [...(f.entity ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'] as TruthField[] : []), 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'exit_strategy', 'estimated_closing_date', l.brokerPoints !== undefined && 'broker_points']),
    };
  },
};

function bubble(text: string, mine: boolean, color: string): string {
  return `<div style="display:flex;justify-content:${mine ? 'flex-end' : 'flex-start'};margin:6px 0"><div style="max-width:72%;padding:9px 13px;border-radius:18px;background:${mine ? color : '#e5e5ea'};color:${mine ? '#fff' : '#000'};font-size:12.5pt;line-height:1.3">${text}</div></div>`;
}

const textScreenshot: Family = {
  id: 'setn-broker-text-screenshot',
  description: 'Phone screenshot of an iMessage-style text thread between broker and lender, deal facts typed in bubbles.',
  formats: ['image'],
  make(f, rng) {
    const l = f.loan;
    const msgs: [string, boolean][] = [
      [`hey ${f.lender.contact.first.toLowerCase()} got one for u`, false],
      [`${street(f.property.address)}, ${f.property.address.city} ${f.property.address.zip}`, false],
      [`${propTypePhrase(f, rng).toLowerCase()}, ${loanTypePhrase(f, rng).toLowerCase()}`, false],
      ['numbers?', true],
      [`need ${kShort(l.amount)}. as is ${kShort(f.property.value)}${f.property.purchasePrice ? `, buying at ${kLoose(f.property.purchasePrice)}` : ''}`, false],
      [`${l.termMonths} mo. borrower is ${f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`}`, false],
      [`can do ${pct(l.rate)}${l.originationPoints !== undefined ? ` + ${l.originationPoints}` : ''}`, true],
      [`ok closing ${fmtDate(l.closingDate, 'short')}`, false],
    ];
    const html = documentHtml({
      title: 'Messages', font: 'sans',
      page: { margin: '0' },
      pages: [`<div style="background:#f7f7f7;padding:14px 20px;text-align:center;border-bottom:1px solid #ccc"><div style="font-size:9pt;color:#888">${time(rng)}</div><div style="font-size:13pt;font-weight:bold">${esc(f.broker.contact.first)} ${esc(f.broker.contact.last[0] ?? '')}. (${esc(f.broker.name)})</div></div>
<div style="padding:18px 26px">${msgs.map(([t, m]) => bubble(esc(t), m, '#0a84ff')).join('')}</div>`],
    });
    const fields: TruthField[] = ['property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'loan_term', 'interest_rate', 'estimated_closing_date'];
    if (l.originationPoints !== undefined) fields.push('origination_points');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, [f.entity ? 'entity_name' : 'borrower_first_name', f.entity ? undefined : 'borrower_last_name', ...fields]) };
  },
};

const groupChat: Family = {
  id: 'setn-broker-group-chat',
  description: 'Photo of a WhatsApp-style group chat ("Deals – Funding Team") with several senders; one deal posted by the broker, another person\'s side chatter.',
  formats: ['image'],
  make(f, rng) {
    const l = f.loan;
    const other = otherPerson(rng);
    const post = [
      `*NEW DEAL*`,
      `Borrower: ${f.entity ? `${f.entity.name} / ${fullName(f.borrower, false)}` : fullName(f.borrower, false)}`,
      `Prop: ${anyAddress(rng, f.property.address)}`,
      `Type: ${loanTypePhrase(f, rng)}`,
      `Loan: ${money(l.amount)} | Value: ${money(f.property.value)}`,
      `Rate ${pct(l.rate)} / ${l.termMonths}m`,
      `Credit ${f.borrower.creditScore}`,
    ];
    const row = (name: string, color: string, text: string, mine = false) => `<div style="display:flex;justify-content:${mine ? 'flex-end' : 'flex-start'};margin:7px 0"><div style="max-width:78%;background:${mine ? '#dcf8c6' : '#fff'};padding:7px 10px;border-radius:8px;box-shadow:0 1px 1px rgba(0,0,0,.15)">${mine ? '' : `<div style="color:${color};font-weight:bold;font-size:9.5pt">${esc(name)}</div>`}<div style="font-size:11.5pt">${text}</div><div style="text-align:right;font-size:7.5pt;color:#888">${time(rng)}</div></div></div>`;
    const html = documentHtml({
      title: 'Chat', font: 'sans', page: { margin: '0' },
      pages: [`<div style="background:#075e54;color:#fff;padding:16px 20px"><div style="font-size:14pt;font-weight:bold">Deals – Funding Team</div><div style="font-size:9pt">${esc(f.broker.contact.first)}, ${esc(other.split(' ')[0] ?? '')}, ${esc(f.lender.contact.first)}, You</div></div>
<div style="background:#ece5dd;padding:14px 22px;min-height:9.5in">
${row(other, '#b5651d', `anyone still lending in ${esc(f.broker.address.city)}? have a ${kLoose(offAmount(l.amount))} refi there`)}
${row(`${f.broker.contact.first} ${f.broker.contact.last}`, '#1f7a8c', post.map(esc).join('<br>'))}
${row('', '', 'send me the contract + pics', true)}
${row(`${f.broker.contact.first} ${f.broker.contact.last}`, '#1f7a8c', `will do. they want to close ${esc(anyDate(rng, l.closingDate))}`)}
</div>`],
    });
    return {
      kind: 'html', documentType: 'Broker Submission Email', html,
      truth: truth(f, [...(f.entity ? ['entity_name'] as TruthField[] : []), 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'credit_score', 'estimated_closing_date']),
    };
  },
};

function offAmount(n: number): number {
  return Math.round(n * 0.63 / 1000) * 1000 + 3000;
}

const gmailPrint: Family = {
  id: 'setn-broker-gmail-printout',
  description: 'Gmail "print all" of a broker submission with attachment list, bulleted deal summary and a lender auto-reply quoted below.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const items = [
      ['Borrower', f.entity ? `${f.entity.name} (${f.entity.type === 'Trust' ? 'trustee' : 'principal'}: ${fullName(f.borrower, false)})` : fullName(f.borrower, false)],
      ['Phone', anyPhone(rng, f.borrower.phone)],
      ['Property', anyAddress(rng, f.property.address)],
      ['Type', propTypePhrase(f, rng)],
      ['Purpose', purposeWord(f) || loanTypePhrase(f, rng)],
      ['Loan request', money(l.amount)],
      ['Value', `${money(f.property.value)} (broker BPO)`],
      ['Term', `${l.termMonths} months`],
      ['Exit', l.exit ? exitPhrase(f, rng) : 'n/a'],
      ['Prepay', prepayPhrase(f, rng)],
    ];
    const html = documentHtml({
      title: 'Gmail', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between;border-bottom:1px solid #ccc;padding-bottom:6px"><b style="color:#d93025;font-size:13pt">Gmail</b><span class="small">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)} &lt;${esc(f.lender.contact.email)}&gt;</span></div>
<h3 style="margin:10px 0 2px;font-size:12pt">Loan submission – ${esc(street(f.property.address))}</h3><p class="small">1 message</p><hr>
<p><b>${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}</b> &lt;${esc(f.broker.contact.email)}&gt; <span class="small" style="float:right">${fmtDate(f.documentDate, 'mon')}, ${time(rng)}</span><br><span class="small">To: ${esc(f.lender.contact.email)}</span></p>
<p>Please find the file attached. Summary:</p>
<ul>${items.map(([k, v]) => `<li><b>${k}:</b> ${esc(v ?? '')}</li>`).join('')}</ul>
<p>Seller is ${esc(fullName(f.seller, false))}; title is open with ${esc(f.title.name)} (${esc(f.title.contact.email)}).</p>
${brokerSig(f, rng)}
<p class="small" style="margin-top:10px">3 attachments: <u>contract.pdf</u> · <u>SOW_budget.xlsx</u> · <u>photos.zip</u></p>`],
    });
    return {
      kind: 'html', documentType: 'Broker Submission Email', html,
      truth: truth(f, [...(f.entity ? ['entity_name'] as TruthField[] : []), 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'property_type', f.loan.purpose && 'loan_purpose', !f.loan.purpose && 'loan_type', 'loan_amount', 'property_value', 'loan_term', 'exit_strategy', 'prepayment_penalty', 'prepayment_terms']),
    };
  },
};

const dealMemo: Family = {
  id: 'setn-broker-scenario-memo',
  description: 'Broker "scenario" memo in PDF: headed sections (The Ask / The Asset / The Sponsor / The Exit) in paragraphs and mini tables.',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const html = documentHtml({
      title: 'Scenario', font: 'serif', fontSize: '10pt',
      css: 'h3{font-size:11pt;border-bottom:1px solid #999;margin:12px 0 6px;text-transform:uppercase;letter-spacing:1px}',
      pages: [`<div style="font:bold 14pt 'DejaVu Sans'">${esc(f.broker.name)}</div><div class="small">Loan Scenario — prepared ${fmtDate(f.documentDate, 'long')} by ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}</div>
<h3>The Ask</h3><p>${money(l.amount)} ${esc(loanTypePhrase(f, rng).toLowerCase())} at or near ${pct(l.rate)} for ${termPhrase(l.termMonths, rng)}, closing ${fmtDate(l.closingDate, 'long')}. Borrower will pay ${l.originationPoints !== undefined ? `${l.originationPoints} points to lender` : 'lender points as quoted'}${l.brokerPoints !== undefined ? ` and ${l.brokerPoints} points to our office` : ''}.</p>
<h3>The Asset</h3>${kvTable([
  ['Address', esc(anyAddress(rng, f.property.address))],
  ['Type', esc(propTypePhrase(f, rng))],
  ['Year built / size', `${f.property.yearBuilt ?? '—'} / ${f.property.squareFeet ? `${f.property.squareFeet.toLocaleString('en-US')} sf` : '—'}`],
  ['Current value', money(f.property.value)],
  ['Price', f.property.purchasePrice ? money(f.property.purchasePrice) : 'Owned free & clear'],
  ['ARV', f.property.arv ? money(f.property.arv) : 'n/a'],
], { labelWidth: '30%' })}
<h3>The Sponsor</h3><p>${f.entity ? `Borrowing entity is ${esc(f.entity.name)}, formed in ${esc(f.entity.stateOfFormation)}. Its ${esc(f.entity.signatoryTitle.toLowerCase())}, ${esc(fullName(f.borrower))}, will guarantee.` : `${esc(fullName(f.borrower))} will borrow in their own name.`} Mid FICO ${f.borrower.creditScore}. ${rng.int(3, 40)} completed projects in the last 3 years.</p>
<h3>The Exit</h3><p>${l.exit ? esc(exitPhrase(f, rng)) : 'Long-term hold; loan to be refinanced or paid at maturity.'}</p>`],
    });
    const fields: TruthField[] = ['loan_amount', 'loan_type', 'interest_rate', 'loan_term', 'estimated_closing_date', 'property_address', 'property_type', 'property_value', 'credit_score', 'exit_strategy'];
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (l.brokerPoints !== undefined) fields.push('broker_points');
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truth(f, [...(f.entity ? ['entity_name', 'authorized_signatory_title'] as TruthField[] : []), 'borrower_first_name', 'borrower_last_name', ...fields]) };
  },
};

const handLetter: Family = {
  id: 'setn-borrower-handwritten-letter',
  description: 'Photo of a borrower\'s handwritten note on lined paper asking for a loan, facts in plain sentences.',
  formats: ['image'],
  make(f, rng) {
    const l = f.loan;
    const text = [
      fmtDate(f.documentDate, 'short'),
      `To whom it may concern at ${f.lender.name},`,
      `My name is ${f.borrower.first} ${f.borrower.last} and I am asking for a loan of ${money(l.amount)} on my property at ${oneLine(f.property.address, { long: true })}.`,
      `The house is worth around ${money(f.property.value)}. I would like ${l.termMonths} months.`,
      l.exit ? (l.exit === 'Sale' ? 'I plan to fix it up and sell it.' : 'When the work is done I will refinance with my bank.') : 'I will pay it back from my business income.',
      `You can reach me at ${anyPhone(rng, f.borrower.phone)}.`,
      'Thank you,',
      `${f.borrower.first} ${f.borrower.last}`,
    ];
    const html = documentHtml({
      title: 'Letter', page: { margin: '0.6in 0.7in' },
      css: '.lined{background:repeating-linear-gradient(#fffef6,#fffef6 31px,#9cc3e6 32px);min-height:9.6in;padding:8px 8px 8px 60px;border-left:2px solid #e88} .lined p{font-family:"DejaVu Serif",serif;font-style:italic;font-size:15pt;line-height:32px;margin:0;color:#1a237e}',
      pages: [`<div class="lined">${text.map((t) => `<p>${esc(t)}</p>`).join('')}</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'loan_amount', 'property_address', 'property_value', 'loan_term', 'exit_strategy']) };
  },
};

const typedLetter: Family = {
  id: 'setn-borrower-typed-letter',
  description: 'Borrower\'s typed request letter with explanation of the project; mentions a previous lender and payoff (distractors).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const prior = offAmount(l.amount);
    const sender = f.entity ? `${fullName(f.borrower)}<br>${esc(f.entity.signatoryTitle)}, ${esc(f.entity.name)}` : esc(fullName(f.borrower));
    const html = documentHtml({
      title: 'Request', font: 'serif', fontSize: '11pt',
      pages: [`<p>${sender}<br>${esc(f.borrower.email)} · ${anyPhone(rng, f.borrower.phone)}</p>
<p>${fmtDate(f.documentDate, 'long')}</p>
<p>${esc(f.lender.name)}<br>Attn: Loan Department</p>
<p>Re: Request for financing — ${esc(oneLine(f.property.address, { long: true, stateName: true }))}</p>
<p>Dear Sir or Madam,</p>
<p>I am writing to request a ${esc(loanTypePhrase(f, rng).toLowerCase())} loan in the amount of ${money(l.amount)}${f.entity ? ` to ${esc(f.entity.name)}` : ''}. The property is a ${esc(propTypePhrase(f, rng).toLowerCase())} which I believe has a current market value of ${money(f.property.value)}. ${f.loan.purpose === 'Refinance' || f.loan.purpose === 'Cash Out Refinance' ? `There is an existing first mortgage with ${esc(otherPerson(rng))} Lending with a balance of approximately ${money(prior)}, which will be paid off from the proceeds.` : ''}</p>
<p>I am requesting a term of ${termPhrase(l.termMonths, rng)}. ${l.exit ? (l.exit === 'Sale' ? 'My plan is to complete the renovation and sell the property.' : 'Once the property is stabilized I intend to refinance into permanent financing.') : ''} My credit score is ${f.borrower.creditScore} and my date of birth, for your credit pull, is ${fmtDate(f.borrower.dob, 'us')}.</p>
<p>I would appreciate an answer before ${fmtDate(l.closingDate, 'long')}, which is when I hope to close. My broker, ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} of ${esc(f.broker.name)}, has the supporting documents.</p>
<p>Respectfully,</p><p><span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span><br>${esc(fullName(f.borrower, false))}</p>`],
    });
    return {
      kind: 'html', documentType: 'Loan Application', html,
      truth: truth(f, [...(f.entity ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'] as TruthField[] : []), 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_type', 'loan_amount', 'property_type', 'property_value', 'loan_term', 'exit_strategy', 'credit_score', 'borrower_date_of_birth', 'estimated_closing_date']),
    };
  },
};

const handIntake: Family = {
  id: 'setn-intake-hand-filled',
  description: 'Photo of a broker\'s printed intake sheet filled in by hand: boxes, labels under the lines, ticked loan purpose.',
  formats: ['image'],
  make(f, rng) {
    const l = f.loan;
    const h = (s: string) => `<span class="h">${esc(s)}</span>`;
    const box = (label: string, value: string, flex = 1) => `<div style="flex:${flex};border:1px solid #222;padding:2px 6px;min-height:48px"><div class="l">${label}</div>${h(value)}</div>`;
    const html = documentHtml({
      title: 'Intake', font: 'sans', fontSize: '9pt',
      css: '.h{font-family:"DejaVu Serif",serif;font-style:italic;font-size:13pt;color:#14306e;display:block;margin-top:2px} .l{font-size:7pt;text-transform:uppercase;color:#333} .r{display:flex;margin-top:-1px}',
      pages: [`<div style="display:flex;justify-content:space-between;align-items:end"><div style="font:bold 15pt 'DejaVu Sans'">${esc(f.broker.name)}</div><div class="small">NEW LOAN INTAKE — please print clearly</div></div>
<div style="margin-top:10px">
<div class="r">${box('Borrower name (first / last)', `${f.borrower.first} ${f.borrower.last}`, 2)}${box('Date of birth', fmtDate(f.borrower.dob, 'short'))}</div>
<div class="r">${box('Entity (if any)', f.entity ? f.entity.name : '—', 2)}${box('Title in entity', f.entity ? f.entity.signatoryTitle : '—')}</div>
<div class="r">${box('Cell', anyPhone(rng, f.borrower.phone))}${box('E-mail', f.borrower.email, 2)}</div>
<div class="r">${box('Property address', anyAddress(rng, f.property.address), 3)}</div>
<div class="r">${box('Loan amt requested', money(l.amount))}${box('Est. value', money(f.property.value))}${box('Credit score (est.)', String(f.borrower.creditScore))}</div>
<div class="r">${box('Term wanted', `${l.termMonths} mos`)}${box('Closing by', fmtDate(l.closingDate, 'short'))}${box('Purchase price', f.property.purchasePrice ? money(f.property.purchasePrice) : '')}</div>
<div style="border:1px solid #222;padding:6px;margin-top:-1px"><div class="l">Loan type</div>${checkboxes(['Purchase', 'Refinance', 'Cash Out Refi', 'Fix & Flip', 'Bridge Loan', 'Construction', 'Commercial', 'Land', 'Second Mortgage'], l.type)}</div>
<div style="border:1px solid #222;padding:6px;margin-top:-1px;min-height:80px"><div class="l">Notes</div>${h(l.exit ? `exit - ${exitPhrase(f, rng)}` : 'rental hold')}${h(`ref'd by ${otherPerson(rng)}`)}</div>
</div>
<p class="small" style="margin-top:12px">Taken by: ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} &nbsp;&nbsp; Date: ${fmtDate(f.documentDate, 'short')}</p>`],
    });
    return {
      kind: 'html', documentType: 'Loan Application', html,
      truth: truth(f, ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', ...(f.entity ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'] as TruthField[] : []), 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'property_value', 'credit_score', 'loan_term', 'estimated_closing_date', 'loan_type', 'exit_strategy']),
    };
  },
};

const faxApplication: Family = {
  id: 'setn-application-faxed-form',
  description: 'Faxed short-form loan application (1003-lite): section grid with borrower, co-borrower, property and loan sections, checkboxes.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const co = f.coBorrower;
    const cell = (label: string, value: string, w = '25%') => `<td style="width:${w}"><div class="l">${label}</div><div class="v">${esc(value)}</div></td>`;
    const html = documentHtml({
      title: 'Application', font: 'sans', fontSize: '9pt',
      css: '.f td{border:1px solid #000;padding:2px 5px;vertical-align:top} .f{width:100%;margin-bottom:8px} .l{font-size:6.5pt;text-transform:uppercase} .v{font-size:10pt;min-height:15px} .sec{background:#000;color:#fff;font-weight:bold;padding:2px 6px;font-size:8.5pt}',
      pages: [`<div style="font-size:7.5pt;border-bottom:1px solid #000">${fmtDate(f.documentDate, 'us')} ${time(rng)} FAX ${anyPhone(rng, f.broker.contact.phone)} ${esc(f.broker.name.toUpperCase())} PAGE 01/02</div>
<h2 style="text-align:center;margin:10px 0;font-size:13pt">BUSINESS PURPOSE LOAN APPLICATION</h2>
<div class="sec">I. LOAN REQUESTED</div><table class="f"><tr>${cell('Amount', money(l.amount))}${cell('Term (mo)', String(l.termMonths))}${cell('Requested rate', pct(l.rate))}${cell('Target close', fmtDate(l.closingDate, 'us'))}</tr>
<tr><td colspan="4"><div class="l">Purpose</div>${checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], l.purpose)}</td></tr></table>
<div class="sec">II. PROPERTY</div><table class="f"><tr>${cell('Street', street(f.property.address), '40%')}${cell('City', f.property.address.city)}${cell('State', f.property.address.state, '10%')}${cell('Zip', f.property.address.zip, '10%')}</tr>
<tr><td colspan="2"><div class="l">Type</div>${checkboxes(['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use'], f.property.type)}</td>${cell('Est. value', money(f.property.value))}${cell('Price (if purch.)', f.property.purchasePrice ? money(f.property.purchasePrice) : '')}</tr></table>
<div class="sec">III. BORROWER</div><table class="f"><tr>${cell('Name (Last, First MI)', lastFirst(f.borrower), '40%')}${cell('DOB', fmtDate(f.borrower.dob, 'us'))}${cell('Credit score', String(f.borrower.creditScore))}${cell('Phone', anyPhone(rng, f.borrower.phone))}</tr>
<tr>${cell('E-mail', f.borrower.email, '40%')}${cell('Vesting entity', f.entity ? f.entity.name : 'Individual')}${cell('Entity EIN', f.entity?.ein ? `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}` : '')}${cell('Title', f.entity ? f.entity.signatoryTitle : '')}</tr></table>
<div class="sec">IV. CO-BORROWER</div><table class="f"><tr>${cell('Name', co ? fullName(co) : 'NONE', '40%')}${cell('DOB', co ? fmtDate(co.dob, 'us') : '')}${cell('Credit score', co ? String(co.creditScore) : '')}${cell('Phone', co ? anyPhone(rng, co.phone) : '')}</tr></table>
<div class="sec">V. DECLARATIONS</div><p class="small">Borrower certifies the loan is for business purposes only and the property will not be occupied by the borrower. Any bankruptcy in the past 7 years? ☐ Yes ☒ No</p>
<p style="margin-top:18px"><span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span> &nbsp;&nbsp; ${fmtDate(f.documentDate, 'us')}</p>`],
    });
    return {
      kind: 'html', documentType: 'Loan Application', html,
      truth: truth(f, ['loan_amount', 'loan_term', 'interest_rate', 'estimated_closing_date', f.loan.purpose && 'loan_purpose', 'property_address', 'property_type', 'property_value', 'borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'credit_score', 'borrower_phone', 'borrower_email', ...(f.entity ? ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title'] as TruthField[] : []), 'co_borrower_date_of_birth']),
    };
  },
};

const portalPrintout: Family = {
  id: 'setn-application-portal-printout',
  description: 'Browser print of an online application confirmation ("Thanks, your application was submitted"), field: value lines grouped by step.',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const step = (title: string, rows: [string, string][]) => `<div style="margin-bottom:12px"><div style="font-weight:bold;color:#0b5d4b;border-bottom:1px solid #0b5d4b;margin-bottom:4px">${title}</div>${rows.map(([k, v]) => `<div style="display:flex"><div style="width:42%;color:#555">${k}</div><div>${esc(v)}</div></div>`).join('')}</div>`;
    const url = `https://apply.${f.lender.name.toLowerCase().replace(/[^a-z]/g, '')}.com/app/${l.loanNumber}`;
    const html = documentHtml({
      title: 'Application submitted', font: 'sans', fontSize: '9.5pt',
      pages: [`<div class="small muted" style="display:flex;justify-content:space-between"><span>${fmtDate(f.documentDate, 'us')}, ${time(rng)}</span><span>Application Summary</span></div>
<h2 style="margin:10px 0;color:#0b5d4b">✓ Thanks, ${esc(f.borrower.first)}! Your application was submitted.</h2>
<p>Application ID: <b>${l.loanNumber}</b>. A loan officer from ${esc(f.lender.name)} will contact you within one business day.</p>
${step('Step 1 · About you', [['First name', f.borrower.first], ['Last name', f.borrower.last], ['Email', f.borrower.email], ['Mobile', anyPhone(rng, f.borrower.phone)], ['Estimated credit', `${f.borrower.creditScore}`], ['Borrowing as', f.entity ? `${f.entity.type === 'Trust' ? 'Trust' : 'Entity'} — ${f.entity.name}` : 'Myself (individual)']])}
${step('Step 2 · The property', [['Address', anyAddress(rng, f.property.address)], ['Property type', propTypePhrase(f, rng)], ['Estimated value', money(f.property.value)], ['Purchase price', f.property.purchasePrice ? money(f.property.purchasePrice) : 'Not applicable']])}
${step('Step 3 · The loan', [['Loan type', loanTypePhrase(f, rng)], ['Amount requested', money(l.amount)], ['Term', `${l.termMonths} months`], ['Desired closing date', fmtDate(l.closingDate, 'us')], ['How will you repay?', l.exit ? exitPhrase(f, rng) : 'Cash flow']])}
<p class="small muted" style="margin-top:20px">${esc(url)}</p>`],
    });
    return {
      kind: 'html', documentType: 'Loan Application', html,
      truth: truth(f, ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score', ...(f.entity ? ['entity_name'] as TruthField[] : []), 'property_address', 'property_type', 'property_value', 'loan_type', 'loan_amount', 'loan_term', 'estimated_closing_date', 'exit_strategy', 'loan_number']),
    };
  },
};

const callNotes: Family = {
  id: 'setn-lo-call-notes',
  description: 'Loan officer\'s typed phone-intake notes, timestamped bullets with abbreviations and a correction ("amt now …").',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const early = Math.round(l.amount * 0.9 / 5000) * 5000 - 2500;
    const notes = [
      `${time(rng)} inbound call from ${f.borrower.first} ${f.borrower.last} (${anyPhone(rng, f.borrower.phone)}), referred by ${f.broker.contact.first} @ ${f.broker.name}`,
      f.entity ? `vesting: ${f.entity.name}; ${f.borrower.first} is ${f.entity.signatoryTitle}${f.entity.ein ? `, EIN ${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}` : ''}` : 'will vest individually',
      `subj: ${anyAddress(rng, f.property.address)} - ${propTypePhrase(f, rng)}`,
      `wants ${loanTypePhrase(f, rng).toLowerCase()}, orig. said ${money(early)} — amt now ${money(l.amount)} after talking to contractor`,
      `BOV/as-is ~${money(f.property.value)}${f.property.arv ? ` / ARV ${kLoose(f.property.arv)}` : ''}`,
      `FICO (self-reported) ${f.borrower.creditScore}; DOB ${fmtDate(f.borrower.dob, 'short')}`,
      `term ${l.termMonths}mo, quoted ${pct(l.rate)} IO${l.originationPoints !== undefined ? ` + ${l.originationPoints} pts` : ''}`,
      `needs to close by ${fmtDate(l.closingDate, 'mon')}`,
      l.exit ? `exit = ${exitPhrase(f, rng)}` : '',
      `TODO: order appraisal (${f.appraiser.name}), send app link to ${f.borrower.email}`,
    ].filter(Boolean);
    const html = documentHtml({
      title: 'Call notes', font: 'mono', fontSize: '9.5pt',
      pages: [`<h3 style="font-family:'DejaVu Sans'">Call notes — ${fmtDate(f.documentDate, 'long')} — ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</h3><hr>
<ul style="line-height:1.7">${notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'credit_score', 'borrower_date_of_birth', 'loan_term', 'interest_rate', 'estimated_closing_date', 'exit_strategy'];
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'ein');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, fields) };
  },
};

const coverPackage: Family = {
  id: 'setn-broker-cover-letter-package',
  description: 'Two-page broker package: cover letter on letterhead, then a "Loan Request Summary" table page with a sources-and-uses box.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const price = f.property.purchasePrice;
    const closing = Math.round(l.amount * 0.035 / 10) * 10;
    const uses = price ? [['Purchase price', price], ['Closing costs (est.)', closing]] : [['Payoff existing lien', offAmount(l.amount)], ['Closing costs (est.)', closing]];
    const totalUses = uses.reduce((s, [, v]) => s + (v as number), 0);
    const page1 = `<div style="font:bold 16pt 'DejaVu Sans';color:#24527a">${esc(f.broker.name)}</div><div class="small">${esc(oneLine(f.broker.address))} · ${anyPhone(rng, f.broker.contact.phone)}</div><hr>
<p>${fmtDate(f.documentDate, 'long')}</p><p>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}<br>${esc(f.lender.name)}<br>${esc(oneLine(f.lender.address))}</p>
<p>Dear ${esc(f.lender.contact.first)}:</p>
<p>Enclosed please find our submission on behalf of ${esc(f.entity ? f.entity.name : fullName(f.borrower, false))} for ${esc(loanTypePhrase(f, rng).toLowerCase())} financing on ${esc(oneLine(f.property.address, { long: true }))}. The borrower has an executed contract, proof of funds for the down payment and a licensed GC lined up. The request summary is on the following page.</p>
<p>We would appreciate terms by the end of the week. Our fee on this transaction is ${l.brokerPoints !== undefined ? `${l.brokerPoints}%` : 'paid by the borrower outside of closing'}.</p>
<p>Very truly yours,</p><p><span class="scrawl">${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}</span><br>${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}</p>`;
    const page2 = `<h2 style="font-size:13pt">Loan Request Summary</h2>
${kvTable([
  ['Borrower', esc(f.entity ? f.entity.name : fullName(f.borrower))],
  ...(f.entity ? [['Guarantor / signer', `${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}`] as [string, string]] : []),
  ['Borrower contact', `${anyPhone(rng, f.borrower.phone)} · ${esc(f.borrower.email)}`],
  ['Subject', esc(anyAddress(rng, f.property.address))],
  ['Property type', esc(propTypePhrase(f, rng))],
  ['Loan amount requested', money(l.amount)],
  ['Value (as-is)', money(f.property.value)],
  ['Term / rate sought', `${l.termMonths} months / ${pct(l.rate)}`],
  ['Exit', l.exit ? esc(exitPhrase(f, rng)) : '—'],
  ['Closing', fmtDate(l.closingDate, 'long')],
])}
<h3 style="font-size:10.5pt;margin:14px 0 4px">Sources &amp; Uses</h3>
<table class="grid" style="width:80%"><tr><th>Sources</th><th class="right">Amount</th><th>Uses</th><th class="right">Amount</th></tr>
<tr><td>Senior loan</td><td class="right">${money(l.amount)}</td><td>${uses[0]?.[0]}</td><td class="right">${money(uses[0]?.[1] as number)}</td></tr>
<tr><td>Borrower equity</td><td class="right">${money(Math.max(0, totalUses - l.amount))}</td><td>${uses[1]?.[0]}</td><td class="right">${money(uses[1]?.[1] as number)}</td></tr></table>`;
    const html = documentHtml({ title: 'Submission', font: 'serif', pages: [page1, page2], page: { pageNumbers: true } });
    return {
      kind: 'html', documentType: 'Broker Submission Sheet', html,
      truth: truth(f, [...(f.entity ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'] as TruthField[] : []), 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'loan_term', 'interest_rate', 'exit_strategy', 'estimated_closing_date', l.brokerPoints !== undefined && 'broker_points']),
    };
  },
};

export const brokerFamilies: Family[] = [
  replyChain, shorthand, forwarded, textScreenshot, groupChat, gmailPrint, dealMemo, handLetter, typedLetter, handIntake,
  faxApplication, portalPrintout, callNotes, coverPackage,
];
