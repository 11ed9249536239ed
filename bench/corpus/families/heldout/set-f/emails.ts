// E-mails as they reach a lender: a broker forwarding the borrower's own note with a one-line summary on top
// ("looking for 75% of the $310k purchase, 12 mo IO, mid score 720"), a reply chain whose newest message changes
// the ask and the rate quoted further down, an Outlook message printed and photographed, and a borrower writing
// in directly with the entity in the signature.
import { documentHtml } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, FamilyOutput, Person, Rng, TruthField } from '../../../types';
import {
  addressLine, date, exitPhrase, fullName, h, loanProse, loanTypeWords, money, pct, phone, propertyWords, prose, shorthand, street, termPhrase, withArticle,
} from './kit';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function stamp(rng: Rng, iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  const hour = rng.int(7, 18);
  const time = `${hour > 12 ? hour - 12 : hour}:${String(rng.int(0, 59)).padStart(2, '0')} ${hour >= 12 ? 'PM' : 'AM'}`;
  return rng.pick([`${WEEKDAYS[d.getUTCDay()]}, ${date(rng, iso, ['long'])} ${time}`, `${date(rng, iso, ['abbr'])}, at ${time}`, `${WEEKDAYS[d.getUTCDay()]?.slice(0, 3)}, ${date(rng, iso, ['usPad'])} ${time}`]);
}

function signature(rng: Rng, p: Person, company: string, role: string): string {
  return `<div class="sigblock">--<br>${h(p.first)} ${h(p.last)}<br>${h(role)} | ${h(company)}<br>${rng.pick(['Direct', 'Cell', 'Office'])}: ${h(phone(rng, p.phone))}<br>${h(p.email)}</div>`;
}

const EMAIL_CSS = `.hdr { font-size: 9pt; color: #333; margin-bottom: 8px; } .hdr b { color: #000; } .sigblock { color: #555; font-size: 8.5pt; margin-top: 6px; }
.quoted { border-left: 2px solid #99a; padding-left: 8px; color: #333; margin-top: 10px; } .fwd { margin-top: 14px; color: #222; }
.disclaimer { font-size: 7pt; color: #777; margin-top: 12px; }`;

function emailHtml(title: string, body: string, rng: Rng): string {
  return documentHtml({ title, pages: [body], css: EMAIL_CSS, font: rng.pick(['sans', 'condensed'] as const), fontSize: '9.5pt', page: { margin: '0.5in 0.6in' } });
}

/** How a broker refers to the borrower in the third person (the facts carry no gender). */
function they(rng: Rng, p: Person): string {
  return rng.pick([p.first, 'the borrower', 'my client']);
}

// -------------------------------------------------------------------------------------------------------------
// 20. Broker forwards the borrower's own e-mail

const forwarded: Family = {
  id: 'f-email-broker-forwards-borrower',
  description: "Broker forwards the borrower's e-mail to the lender with a shorthand summary on top (percent of price, '12 mo IO', 'mid score 720'); the borrower's message below carries the address and their own signature with phone",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, broker, lender, entity } = facts;
    const b = broker.contact;
    const price = property.purchasePrice;
    const ltvOfPrice = price ? Math.round((loan.amount / price) * 1000) / 10 : undefined;
    const ask = price && ltvOfPrice !== undefined && Number.isInteger(ltvOfPrice)
      ? `looking for ${ltvOfPrice}% of the ${shorthand(price)} purchase (${shorthand(loan.amount)})`
      : `needs ${shorthand(loan.amount)}`;
    const summary = `${h(lender.contact.first)} — see below from ${h(they(rng, borrower))}. ${ask[0]?.toUpperCase()}${ask.slice(1)}, ${loan.termMonths} mo IO, mid score ${borrower.creditScore}. ${rng.pick(['Good borrower, closed two with us.', 'Can you price this today?', 'Would love terms by Friday.'])}`;
    const sentences = [
      `Hi ${h(b.first)},`,
      `Thanks for taking my call. The property is ${h(addressLine(rng, property.address))}, ${h(withArticle(prose(propertyWords(rng, facts))))}${price ? ` I have under contract for ${money(rng, price)}` : ''}. I think it's worth about ${money(rng, property.value)} as it sits today${property.arv ? ` and ${money(rng, property.arv)} once it's done` : ''}.`,
      `I'd like to borrow ${money(rng, loan.amount)}${rng.chance(0.5) ? ` for ${termPhrase(rng, loan.termMonths)}` : ''}${entity ? ` in the name of ${h(entity.name)}` : ''}. ${loan.exit ? `Plan is ${exitPhrase(rng, loan.exit)}.` : ''} We need to close by ${date(rng, loan.closingDate)}.`,
      'Let me know what else you need from me.',
    ];
    const sent = stamp(rng, facts.documentDate);
    const page = `<div class="hdr"><b>From:</b> ${h(b.first)} ${h(b.last)} &lt;${h(b.email)}&gt;<br><b>To:</b> ${h(lender.contact.first)} ${h(lender.contact.last)} &lt;${h(lender.contact.email)}&gt;<br><b>Sent:</b> ${sent}<br><b>Subject:</b> Fwd: ${h(street(rng, property.address, 0))}${rng.chance(0.5) ? ' – new deal' : ''}</div>
<p>${summary}</p>${signature(rng, b, broker.name, rng.pick(['Loan Officer', 'Mortgage Broker', 'Principal']))}
<div class="fwd">---------- Forwarded message ---------<br>From: ${h(fullName(rng, borrower, { middle: false }))} &lt;${h(borrower.email)}&gt;<br>Date: ${stamp(rng, facts.documentDate)}<br>Subject: ${rng.pick(['Loan for', 'Financing –', 'Re: our call,'])} ${h(street(rng, property.address, 0))}<br>To: ${h(b.email)}</div>
${sentences.map((s) => `<p>${s}</p>`).join('')}
<p>${h(borrower.first)}<br>${entity ? `${h(entity.name)}<br>` : ''}${h(phone(rng, borrower.phone))}</p>`;
    const fields: TruthField[] = [
      ...(entity ? ['entity_name'] as const : []), 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score',
      'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'estimated_closing_date', ...(loan.exit ? ['exit_strategy'] as const : []),
    ];
    return { kind: 'html', documentType: 'Broker Submission Email', html: emailHtml('Fwd', page, rng), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 21. Reply chain: the newest message changes the ask and the rate

const replyChain: Family = {
  id: 'f-email-reply-chain-revised',
  description: 'Three-message reply chain printed newest first with ">"-quoted history: the broker\'s first ask and the lender\'s first rate are superseded by the newest message; signatures of both sides',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, broker, lender, entity } = facts;
    const b = broker.contact;
    const l = lender.contact;
    const firstAsk = Math.round((loan.amount * rng.pick([1.08, 1.1, 1.15])) / 5000) * 5000;
    const firstRate = loan.rate + rng.pick([0.5, 0.75, 1]);
    const subject = `${rng.pick(['Scenario', 'Deal', 'Loan request'])}: ${h(street(rng, property.address, 0))} – ${h(entity ? entity.name : `${borrower.first} ${borrower.last}`)}`;
    const quote = (text: string, depth: number) => text.split('\n').map((line) => `${'&gt;'.repeat(depth)} ${line}`).join('<br>');
    const first = [
      `${l.first}, new one for you.`,
      `Borrower: ${entity ? `${entity.name} (guarantor ${borrower.first} ${borrower.last})` : `${borrower.first} ${borrower.last}`}, FICO ${borrower.creditScore}`,
      `Property: ${addressLine(rng, property.address)} (${propertyWords(rng, facts)})`,
      `Value ${shorthand(property.value)} as-is, ask is ${shorthand(firstAsk)}, ${loan.termMonths} months, ${loanProse(rng, loan.type)}.`,
      `${b.first}`,
    ].map(h).join('\n');
    const second = [
      `${b.first}, at ${shorthand(firstAsk)} we'd be at ${firstRate.toFixed(2)}%. Can you get the borrower to come down on leverage?`,
      `${l.first}`,
    ].map(h).join('\n');
    const newest = `<p>${h(l.first)},</p><p>They agreed — please re-run at ${money(rng, loan.amount)} (down from ${shorthand(firstAsk)}). Per our call that gets them to ${pct(rng, loan.rate)}. ${loan.originationPoints !== undefined ? `${loan.originationPoints} points to you` : ''}${loan.brokerPoints !== undefined ? `${loan.originationPoints !== undefined ? ' and' : ''} ${loan.brokerPoints} to us` : ''}${loan.originationPoints !== undefined || loan.brokerPoints !== undefined ? ' as discussed.' : ''} Target close ${date(rng, loan.closingDate, ['us', 'abbr', 'long'])}.${loan.exit ? ` Exit is ${exitPhrase(rng, loan.exit)}.` : ''}</p><p>Thanks,<br>${h(b.first)}</p>`;
    const page = `<div style="font-size:13pt;font-weight:bold;margin-bottom:6px">${subject}</div>
<div class="hdr"><b>${h(b.first)} ${h(b.last)}</b> &lt;${h(b.email)}&gt; · ${stamp(rng, facts.documentDate)}<br>to ${h(l.first)} ${h(l.last)}</div>
${newest}${signature(rng, b, broker.name, 'Senior Loan Advisor')}
<div class="quoted">On ${stamp(rng, facts.documentDate)}, ${h(l.first)} ${h(l.last)} &lt;${h(l.email)}&gt; wrote:<br>${quote(second, 1)}<br>&gt;<br>&gt; On ${stamp(rng, facts.documentDate)}, ${h(b.first)} ${h(b.last)} wrote:<br>${quote(first, 2)}</div>
<div class="disclaimer">This message may contain confidential information intended only for the addressee.</div>`;
    const fields: TruthField[] = [
      ...(entity ? ['entity_name'] as const : []), 'borrower_first_name', 'borrower_last_name', 'credit_score', 'property_address', 'property_type',
      'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'estimated_closing_date',
      ...(loan.originationPoints !== undefined ? ['origination_points'] as const : []), ...(loan.brokerPoints !== undefined ? ['broker_points'] as const : []),
      ...(loan.exit ? ['exit_strategy'] as const : []),
    ];
    return { kind: 'html', documentType: 'Broker Submission Email', html: emailHtml(subject, page, rng), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 22. Outlook message, printed and photographed

const printedPhoto: Family = {
  id: 'f-email-outlook-printed-photo',
  description: 'An Outlook message printed on paper and photographed or scanned: header table (From/Sent/To/Cc/Subject), deal facts as "label - value" lines with loose labels, broker signature with NMLS',
  formats: ['image', 'pdf_scanned'],
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, broker, lender, entity } = facts;
    const b = broker.contact;
    const lines: [string, string][] = [
      [rng.pick(['Borrower', 'Client', 'Buyer']), entity ? `${entity.name} / ${fullName(rng, borrower)}` : fullName(rng, borrower)],
      [rng.pick(['Cell', 'Phone', 'Borr. phone']), phone(rng, borrower.phone)],
      [rng.pick(['Credit', 'Mid FICO', 'Score']), String(borrower.creditScore)],
      [rng.pick(['Address', 'Subject', 'Collateral']), addressLine(rng, property.address)],
      ['Type', propertyWords(rng, facts)],
      [rng.pick(['Value', 'As is', 'AIV']), money(rng, property.value)],
      [rng.pick(['Loan', 'Request', 'Need']), money(rng, loan.amount)],
      [rng.pick(['Program', 'Product']), loanTypeWords(rng, loan.type)],
      [rng.pick(['Term', 'Length']), `${loan.termMonths} months`],
      ...(loan.exit ? [[rng.pick(['Exit', 'Payoff plan']), loan.exit === 'Sale' ? 'Sell' : 'Refinance'] as [string, string]] : []),
      [rng.pick(['COE', 'Close', 'Closing']), date(rng, loan.closingDate, ['usPad', 'us'])],
    ];
    const sep = rng.pick([' - ', ': ', ' — ']);
    const page = `<div style="font-size:14pt;font-weight:bold;border-bottom:2px solid #000;margin-bottom:6px">${h(lender.contact.first)} ${h(lender.contact.last)}</div>
<table class="hdr" style="font-size:9.5pt"><tr><td style="width:70px"><b>From:</b></td><td>${h(b.first)} ${h(b.last)} &lt;${h(b.email)}&gt;</td></tr><tr><td><b>Sent:</b></td><td>${stamp(rng, facts.documentDate)}</td></tr>
<tr><td><b>To:</b></td><td>${h(lender.contact.first)} ${h(lender.contact.last)}</td></tr><tr><td><b>Cc:</b></td><td>processing@${h(b.email.split('@')[1] ?? '')}</td></tr>
<tr><td><b>Subject:</b></td><td>${rng.pick(['Submission', 'New file', 'Please quote'])} – ${h(street(rng, property.address, 0))}</td></tr></table>
<p>${rng.pick(['Good morning', 'Hi', 'Hello'])} ${h(lender.contact.first)},</p><p>${rng.pick(['Please see the scenario below.', 'Sending over a new one.', 'Can you quote this?'])}</p>
<div style="margin-left:18px">${lines.map(([k, v]) => `<div>${h(k)}${sep}${h(v)}</div>`).join('')}</div>
<p style="margin-top:10px">${rng.pick(['Docs in the portal.', 'Appraisal can be ordered as soon as you issue terms.', 'Let me know.'])}</p>
${signature(rng, b, broker.name, `Loan Officer · NMLS ${rng.int(100000, 2999999)}`)}`;
    const fields: TruthField[] = [
      ...(entity ? ['entity_name'] as const : []), 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'credit_score', 'property_address',
      'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'estimated_closing_date', ...(loan.exit ? ['exit_strategy'] as const : []),
    ];
    return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Mail', pages: [page], css: EMAIL_CSS, font: 'sans', fontSize: '11pt', page: { margin: '0.6in 0.7in' } }), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 23. The borrower writes in directly

function selfIntro(rng: Rng, facts: DealFacts): string {
  const e = facts.entity;
  if (!e) return `I'm a ${rng.pick(['local investor', 'contractor', 'landlord'])} and I'm`;
  return `I'm the ${e.signatoryTitle.toLowerCase()} of ${h(e.name)} and we're`;
}

const borrowerDirect: Family = {
  id: 'f-email-borrower-writes-lender',
  description: "The borrower e-mails the lender's website inbox directly: informal sentences, numbers in shorthand, own title and entity only in the signature; another lender's higher quote as a distractor rate",
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, lender, entity } = facts;
    const previous = rng.pick(['A local bank', 'A credit union', 'My last hard money lender', 'Another lender']);
    const body = [
      `Hello,`,
      `${selfIntro(rng, facts)} looking for ${h(loanProse(rng, loan.type))} on ${h(addressLine(rng, property.address))}. It's ${h(withArticle(prose(propertyWords(rng, facts))))}, worth around ${shorthand(property.value)} today.`,
      `I need ${shorthand(loan.amount)} for ${loan.termMonths} months. ${previous} quoted ${(loan.rate + 1).toFixed(2)}% which is too high for me.${loan.exit ? ` I'll pay it off by ${exitPhrase(rng, loan.exit)}.` : ''}`,
      `My credit is ${borrower.creditScore}. Closing would need to be ${date(rng, loan.closingDate, ['long', 'us'])} or sooner.`,
      `Thank you,`,
    ];
    const sig = `${h(borrower.first)} ${h(borrower.last)}${entity ? `<br>${h(entity.signatoryTitle)}, ${h(entity.name)}` : ''}<br>${h(phone(rng, borrower.phone))}`;
    const page = `<div class="hdr"><b>From:</b> ${h(borrower.email)}<br><b>To:</b> info@${h(lender.contact.email.split('@')[1] ?? '')}<br><b>Date:</b> ${stamp(rng, facts.documentDate)}<br><b>Subject:</b> ${rng.pick(['loan inquiry', 'Need a loan', 'Question about rates'])}</div>
${body.map((p) => `<p>${p}</p>`).join('')}<p>${sig}</p><p class="small muted">Sent from my iPhone</p>`;
    const fields: TruthField[] = [
      ...(entity ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'] as const : []), 'borrower_first_name', 'borrower_last_name',
      'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'loan_type',
      'estimated_closing_date', ...(loan.exit ? ['exit_strategy'] as const : []),
    ];
    return { kind: 'html', documentType: 'Broker Submission Email', html: emailHtml('Inquiry', page, rng), truth: truthOf(facts, fields) };
  },
};

export const families: Family[] = [forwarded, replyChain, printedPhoto, borrowerDirect];
