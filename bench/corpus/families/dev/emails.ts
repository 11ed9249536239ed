// E-mails as printed from a mail client: a broker's casual submission, a forwarded chain that starts with the
// borrower's own message, and a website "get a quote" form notification.
import type { DealFacts, Family, Person, Rng } from '../../types';
import { documentHtml, esc, flow } from '../../style';
import {
  date, emailAsTyped, exitWords, fullName, loanTypeWords, money, pickAddress, pickDate, pickMoney, pickPhone,
  pickTerm, points, propertyNoun, propertyTypeWords, purposeWords, rate, weighted,
} from './format';
import { borrowerNameFields, item, present, truthOfItems, when, type Item } from './common';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function sentAt(rng: Rng, iso: string, style: 'gmail' | 'outlook'): string {
  const d = new Date(`${iso}T00:00:00Z`);
  const hour = rng.int(7, 18);
  const minute = String(rng.int(0, 59)).padStart(2, '0');
  const clock = `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
  const weekday = WEEKDAYS[d.getUTCDay()] as string;
  return style === 'gmail'
    ? `${weekday.slice(0, 3)}, ${date(iso, 'abbr').replace('.', '')} at ${clock}`
    : `${weekday}, ${date(iso, 'long')} ${clock}`;
}

function addr(p: Person, email = p.email): string {
  return `${esc(fullName(p, false))} &lt;${esc(email)}&gt;`;
}

interface Message { from: string; to: string; cc?: string; sent: string; subject: string; body: string }

function printed(messages: readonly Message[], rng: Rng, account: Person): string[] {
  const style = rng.pick(['gmail', 'outlook'] as const);
  const head = style === 'gmail'
    ? `<div style="display:flex;justify-content:space-between;border-bottom:1px solid #ccc;padding-bottom:6px;margin-bottom:10px"><span style="font:bold 15pt 'DejaVu Sans';color:#c5221f">Mail</span><span>${addr(account)}</span></div>
<div style="font-size:14pt;font-weight:bold">${esc((messages[0] as Message).subject)}</div><div class="muted small" style="margin-bottom:8px">${messages.length} message${messages.length > 1 ? 's' : ''}</div>`
    : '';
  const blocks: (string | { html: string; lines: number })[] = [head];
  for (const m of messages) {
    blocks.push(style === 'gmail'
      ? { html: `<div style="border-top:1px solid #ccc;padding-top:6px;display:flex;justify-content:space-between"><b>${m.from}</b><span class="small">${m.sent}</span></div><div class="small">To: ${m.to}${m.cc ? `<br>Cc: ${m.cc}` : ''}</div>`, lines: 3 }
      : { html: `<table class="small" style="margin:8px 0 6px;border-top:2px solid #333;width:100%"><tr><td style="width:60px"><b>From:</b></td><td>${m.from}</td></tr><tr><td><b>Sent:</b></td><td>${m.sent}</td></tr><tr><td><b>To:</b></td><td>${m.to}</td></tr>${m.cc ? `<tr><td><b>Cc:</b></td><td>${m.cc}</td></tr>` : ''}<tr><td><b>Subject:</b></td><td>${esc(m.subject)}</td></tr></table>`, lines: 5 });
    for (const para of m.body.split('\n\n')) blocks.push(`<p>${para.replace(/\n/g, '<br>')}</p>`);
  }
  return flow(blocks, { charsPerLine: 100, linesPerPage: 55 });
}

function brokerSignature(facts: DealFacts, rng: Rng): string {
  const { broker } = facts;
  return `--<br>${esc(fullName(broker.contact, false))}<br>${rng.pick(['Senior Loan Advisor', 'Managing Partner', 'Mortgage Broker', 'Capital Markets'])} | ${esc(broker.name)}<br>Direct: ${pickPhone(rng, broker.contact.phone, ['dot', 'dash'])}${rng.chance(0.5) ? ` | Mobile: ${pickPhone(rng, broker.contact.phone.slice(0, 6) + String(rng.int(100, 199)).padStart(4, '0'), ['dot', 'dash'])}` : ''}<br>${esc(broker.contact.email)}<br>NMLS# ${rng.int(100000, 2400000)}`;
}

function emailDocument(title: string, pages: string[], rng: Rng): string {
  return documentHtml({ title, pages, font: rng.pick(['sans', 'sans', 'serif']), fontSize: '9.8pt', page: { margin: '0.55in 0.65in 0.7in 0.65in', pageNumbers: rng.chance(0.5) } });
}

const CONFIDENTIAL = '<span class="small">CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the sole use of the intended recipient(s) and may contain confidential information. Any unauthorized review, use or distribution is prohibited.</span>';

// ---------------------------------------------------------------------------------------------------------------

export const brokerEmailCasual: Family = {
  id: 'broker-email-casual',
  description: 'Broker submission e-mail with the facts in casual sentences ("looking for 75% of the $310k purchase, 12 mo IO, borrower\'s a 720")',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const k = (n: number) => money(n, weighted(rng, [['k', 3], ['dollars', 2]] as const));
    const typeWords = loanTypeWords(rng, loan.type).toLowerCase();
    const sentences = present([
      item('', entity
        ? `${rng.pick(['Borrower is', 'Vesting will be', 'Buyer/borrower entity is'])} ${esc(entity.name)}, ${rng.pick(['run by', 'managed by', 'principal is'])} ${esc(fullName(borrower, false))}.`
        : `Borrower is ${esc(fullName(borrower, rng.chance(0.3)))}${facts.coBorrower ? ` (with ${esc(facts.coBorrower.first)} on the loan too)` : ''}.`, ...borrowerNameFields(facts)),
      item('', `${rng.pick(['Property is a', "It's a", 'Subject is a'])} ${esc(propertyNoun(rng, property.type, property.units))} at ${pickAddress(rng, property.address, ['short', 'short', 'long'])}${property.purchasePrice ? `, under contract at ${k(property.purchasePrice)}` : ''}.`, 'property_address', 'property_type'),
      item('', `${rng.pick(['Looking for', 'They need', 'Ask is'])} ${k(loan.amount)}${property.purchasePrice && loan.amount < property.purchasePrice ? ` (${Math.round((loan.amount / property.purchasePrice) * 100)}% of the purchase)` : ''}, ${pickTerm(rng, loan.termMonths, ['mo', 'months', 'years'])}${loan.termMonths < 60 ? ' IO' : ''}.`, 'loan_amount', 'loan_term'),
      when(rng.chance(0.75), () => item('', `${rng.pick(['As-is value is around', 'BPO came in at', 'Comps support an as-is value of'])} ${k(property.value)}${property.arv ? ` and ARV is ${k(property.arv)}` : ''}.`, 'property_value')),
      when(rng.chance(0.7), () => item('', rng.pick([`Borrower's a ${borrower.creditScore}.`, `Mid score is ${borrower.creditScore}.`, `FICO ${borrower.creditScore}.`]), 'credit_score')),
      when(rng.chance(0.5), () => item('', `${rng.pick(['Can you get to', 'Hoping you can do', 'Would love to see'])} ${rate(loan.rate, 'plain')}${rng.chance(0.5) ? ' on rate' : ''}?`, 'interest_rate')),
      when(loan.brokerPoints !== undefined && rng.chance(0.7), () => item('', `I'm at ${points(rng, loan.brokerPoints ?? 0, ['pts', 'points'])} on my side.`, 'broker_points')),
      when(loan.exit && rng.chance(0.8), () => item('', `Exit is ${esc(exitWords(rng, loan.exit ?? 'Sale').replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()))}.`, 'exit_strategy')),
      when(rng.chance(0.6), () => item('', `Need to close by ${pickDate(rng, loan.closingDate, ['usShort', 'long', 'us'])}.`, 'estimated_closing_date')),
      when(rng.chance(0.6), () => item('', `${rng.pick(['Cell is', 'You can reach them at'])} ${pickPhone(rng, borrower.phone)}, email ${esc(emailAsTyped(rng, borrower.email))}.`, 'borrower_phone', 'borrower_email')),
    ]);
    const [who, ...rest] = sentences;
    const body = `${rng.pick(['Hi', 'Hey', 'Good morning', 'Morning'])} ${esc(lender.contact.first)},\n\n${rng.pick(['Got a new', 'Sending over a', 'Have a quick'])} ${esc(typeWords)} ${rng.pick(['deal for you', 'scenario', 'one for you'])}. ${who?.value ?? ''} ${rest.slice(0, 3).map((s) => s.value).join(' ')}\n\n${rest.slice(3).map((s) => s.value).join(' ')}\n\n${rng.pick(['Docs are in the shared folder. Let me know if you can issue terms this week.', 'Purchase contract and bank statements attached. Can you take a look today?', 'Let me know what you think — happy to jump on a call.'])}\n\nThanks,\n${esc(broker.contact.first)}\n\n${brokerSignature(facts, rng)}\n\n${CONFIDENTIAL}`;
    const subject = `${rng.pick(['New submission', 'Deal', 'Loan request', 'Scenario'])} - ${property.address.street}${rng.chance(0.5) ? `, ${property.address.city}` : ''}`;
    const message: Message = { from: addr(broker.contact), to: addr(lender.contact), cc: rng.chance(0.4) ? esc(`processing@${broker.contact.email.split('@')[1]}`) : undefined, sent: sentAt(rng, facts.documentDate, 'gmail'), subject, body };
    return {
      kind: 'html',
      documentType: 'Broker Submission Email',
      html: emailDocument(subject, printed([message], rng, lender.contact), rng),
      truth: truthOfItems(facts, sentences, ['loan_type']),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const forwardedReplyChain: Family = {
  id: 'broker-forwarded-chain',
  description: 'Broker forwards the borrower\'s own first-person e-mail (with an earlier quoted question) to a lender',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const statesTerm = rng.chance(0.6);
    const mine = present([
      item('', property.purchasePrice
        ? `I'm under contract on ${pickAddress(rng, property.address, ['short', 'long'])} for ${money(property.purchasePrice, rng.pick(['dollars', 'k']))}.`
        : `I own ${pickAddress(rng, property.address, ['short', 'long'])} free and clear${loan.type === 'Second Mortgage' ? ' except for a small first' : ''} and want to ${loan.purpose === 'Cash Out Refinance' ? 'pull some cash out' : loan.purpose === 'Construction' ? 'build on it' : 'refinance it'}.`, 'property_address'),
      when(rng.chance(0.7), () => item('', `It's a ${esc(propertyNoun(rng, property.type, property.units))}${property.yearBuilt ? ` built in ${property.yearBuilt}` : ''}.`, 'property_type')),
      when(rng.chance(0.7), () => item('', `${rng.pick(['I think it is worth about', 'Zillow and my agent both put it around', 'Current value is roughly'])} ${money(property.value, rng.pick(['dollars', 'k']))} as it sits${property.arv ? ` and about ${money(property.arv, 'k')} once it's done` : ''}.`, 'property_value')),
      item('', `I'd like to borrow ${money(loan.amount, rng.pick(['dollars', 'k']))} ${rng.pick(['as a', 'on a', 'with a'])} ${esc(loanTypeWords(rng, loan.type).toLowerCase())} loan${statesTerm ? ` for ${pickTerm(rng, loan.termMonths, ['months', 'years'])}` : ''}.`, 'loan_amount', 'loan_type', ...(statesTerm ? ['loan_term' as const] : [])),
      when(loan.exit, () => item('', loan.exit === 'Sale' ? 'Plan is to renovate and sell.' : 'Plan is to rent it out and refinance into a long-term loan.', 'exit_strategy')),
      when(rng.chance(0.6), () => item('', `My credit score is ${borrower.creditScore}${rng.chance(0.5) ? ' as of last month' : ''}.`, 'credit_score')),
      when(entity, () => item('', `I'll be ${property.purchasePrice ? 'buying' : 'borrowing'} through ${esc(entity?.name ?? '')}.`, 'entity_name')),
      when(rng.chance(0.5), () => item('', `Ideally we close by ${pickDate(rng, loan.closingDate, ['long', 'usShort'])}.`, 'estimated_closing_date')),
    ]);
    const withPhone = rng.chance(0.7);
    const borrowerMail: Message = {
      from: addr(borrower),
      to: addr(broker.contact),
      sent: sentAt(rng, facts.documentDate, 'outlook'),
      subject: `Re: ${rng.pick(['Loan for', 'Financing -', 'Question about'])} ${property.address.street}`,
      body: `Hi ${esc(broker.contact.first)},\n\n${mine.map((m) => m.value).join(' ')}\n\nLet me know what else you need.\n\n${esc(fullName(borrower, rng.chance(0.3)))}${entity ? `<br>${esc(entity.name)}` : ''}${withPhone ? `<br>${pickPhone(rng, borrower.phone)}` : ''}\n\n<span class="muted">&gt; On ${date(facts.documentDate, 'abbr')}, ${esc(fullName(broker.contact, false))} wrote:<br>&gt; Hi ${esc(borrower.first)}, great speaking with you. Can you send me the address, what you think it's worth and how much you need? I work with a few lenders that can close in 2-3 weeks.<br>&gt; ${esc(broker.contact.first)}</span>`,
    };
    const note = present([
      item('', `${rng.pick(['See below from my client', 'Forwarding a request from a repeat client', 'Please see the request below'])} — ${esc(loanTypeWords(rng, loan.type).toLowerCase())} in ${esc(property.address.city)}.`),
      when(loan.brokerPoints !== undefined && rng.chance(0.6), () => item('', `I'm charging ${points(rng, loan.brokerPoints ?? 0, ['pts', 'points', 'pct'])} on my end.`, 'broker_points')),
      item('', rng.pick(['Can you quote it?', 'What can you do here?', 'Let me know if this fits your box.'])),
    ]);
    const fwd: Message = {
      from: addr(broker.contact),
      to: addr(lender.contact),
      sent: sentAt(rng, facts.documentDate, 'outlook'),
      subject: `FW: ${borrowerMail.subject}`,
      body: `${esc(lender.contact.first)},\n\n${note.map((n) => n.value).join(' ')}\n\n${brokerSignature(facts, rng)}\n\n<b>---------- Forwarded message ---------</b>`,
    };
    const fields: Item['fields'][number][] = ['borrower_first_name', 'borrower_last_name', 'borrower_email'];
    if (withPhone) fields.push('borrower_phone');
    return {
      kind: 'html',
      documentType: 'Broker Submission Email',
      html: emailDocument(fwd.subject, printed([fwd, borrowerMail], rng, lender.contact), rng),
      truth: truthOfItems(facts, [...mine, ...note], fields),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const webInquiryNotification: Family = {
  id: 'web-quote-form-notification',
  description: 'Website "Get a Quote" form notification e-mail: question/answer table plus form metadata (IP, referrer, submitted at)',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender } = facts;
    const domain = lender.contact.email.split('@')[1] ?? 'example.com';
    const exactScore = rng.chance(0.5);
    const band = Math.floor(borrower.creditScore / 20) * 20;
    const split = rng.chance(0.5);
    const rows = present([
      ...(split
        ? [item('First Name', esc(borrower.first), 'borrower_first_name'), item('Last Name', esc(borrower.last), 'borrower_last_name')]
        : [item('Full Name', esc(fullName(borrower, false)), 'borrower_first_name', 'borrower_last_name')]),
      item('Email Address', esc(emailAsTyped(rng, borrower.email)), 'borrower_email'),
      item('Phone Number', pickPhone(rng, borrower.phone, ['paren', 'dash', 'digits']), 'borrower_phone'),
      item('Borrowing as', entity ? `Entity (${entity.type === 'Partnership' ? 'LP' : entity.type})` : 'Individual'),
      when(entity, () => item('Company / Entity Name', esc(entity?.name ?? ''), 'entity_name')),
      item('Investment Property Address', pickAddress(rng, property.address, ['short', 'long']), 'property_address'),
      item('Property Type', esc(propertyTypeWords(rng, property.type, property.units)), 'property_type'),
      when(loan.purpose, () => item('Loan Purpose', esc(purposeWords(rng, loan.purpose ?? 'Purchase')), 'loan_purpose')),
      item('Loan Program', esc(loanTypeWords(rng, loan.type)), 'loan_type'),
      when(property.purchasePrice, () => item('Purchase Price', money(property.purchasePrice ?? 0, 'bare'))),
      item('Estimated Property Value', pickMoney(rng, property.value, ['bare', 'dollars']), 'property_value'),
      item('Loan Amount Needed', pickMoney(rng, loan.amount, ['bare', 'dollars']), 'loan_amount'),
      exactScore ? item('Estimated Credit Score', String(borrower.creditScore), 'credit_score') : item('Credit Score Range', `${band}-${band + 19}`),
      when(rng.chance(0.6), () => item('How soon do you need to close?', date(loan.closingDate, rng.pick(['us', 'iso'])), 'estimated_closing_date')),
      item('How did you hear about us?', rng.pick(['Google', 'Referral', 'BiggerPockets', 'Podcast', 'Repeat client'])),
      item('Message', esc(rng.pick(['Please call after 5pm.', 'Need a quick close, seller is motivated.', 'Have done 3 flips in the last year.', '', 'Looking for the best rate.']))),
    ]);
    const subject = `New submission: ${rng.pick(['Get a Quote', 'Loan Application Request', 'Contact - Loan Inquiry'])}`;
    const table = `<table class="grid" style="width:100%">${rows.map((r) => `<tr><td style="width:38%;background:#f7f7f7"><b>${r.label}</b></td><td>${r.value || '&nbsp;'}</td></tr>`).join('')}</table>`;
    const meta = `<p class="small muted" style="margin-top:10px">Submitted: ${date(facts.documentDate, 'us')} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])} · IP: 203.0.113.${rng.int(2, 250)} · Page: https://www.${domain}/get-a-quote · Referrer: ${rng.pick(['google / organic', 'google / cpc', 'direct', 'facebook / paid'])} · Entry ID ${rng.int(10000, 99999)}</p>`;
    const message: Message = {
      from: `${esc(lender.name)} Website &lt;no-reply@${esc(domain)}&gt;`,
      to: `leads@${esc(domain)}`,
      sent: sentAt(rng, facts.documentDate, 'outlook'),
      subject,
      body: `You have a new form submission on ${esc(domain)}.\n\n${table}${meta}\n\n<span class="small">This notification was generated automatically. Do not reply to this e-mail.</span>`,
    };
    return {
      kind: 'html',
      documentType: 'Broker Submission Email',
      html: emailDocument(subject, printed([message], rng, lender.contact), rng),
      truth: truthOfItems(facts, rows),
    };
  },
};

