// E-mail submissions, forwarded chains, text-message threads and closing coordination mail.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, Person, Rng } from '../../../types';
import {
  Stated, addDaysIso, address, otherAmount, anyDate, anyMoney, fmtDate, fullName, loanTypeWords, money, phone, points, propertyTypeWords, rate, term,
} from './lib';

function stamp(rng: Rng, iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getUTCDay()] as string;
  const h = rng.int(7, 18);
  return `${day}, ${fmtDate(iso, 'abbr').replace('.', '')} at ${h > 12 ? h - 12 : h}:${String(rng.int(0, 59)).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}

function header(rows: [string, string][]): string {
  return `<table class="mh">${rows.map(([k, v]) => `<tr><td class="k">${k}:</td><td>${v}</td></tr>`).join('')}</table>`;
}

const who = (p: Person, company?: string) => `${esc(fullName(p, false))}${company ? ` | ${esc(company)}` : ''} &lt;${esc(p.email)}&gt;`;

const MAIL_CSS = `.mh{font-size:9pt;border-bottom:1px solid #ccc;margin-bottom:10px;width:100%}.mh td{padding:1px 4px}.mh td.k{color:#666;width:70px}
.quote{border-left:3px solid #bbb;padding-left:10px;color:#333;margin-top:12px}.sigblock{color:#555;font-size:8.5pt;margin-top:10px}`;

/** A broker pitching a deal to a lender in sentences: no table, facts spread through paragraphs. */
const brokerProse: Family = {
  id: 'ug-email-broker-prose',
  description: 'Broker e-mail pitching a deal to a lender in running sentences, with the broker’s signature block',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Stated().add('loan_amount', 'property_address', 'borrower_first_name', 'borrower_last_name');
    const { loan, property } = f;
    const b = f.borrower;
    const lc = f.lender.contact;
    const bc = f.broker.contact;
    const he = rng.pick(['my client', 'the borrower', 'my guy', 'this sponsor']);
    const paras: string[] = [`Hi ${esc(lc.first)},`];
    const intro = f.entity
      ? `Sending over a new one. ${esc(fullName(b, false))} is buying through ${esc(f.entity.name)} — ${he === 'my guy' ? 'repeat flipper' : 'experienced investor'}, ${rng.int(4, 30)} projects in the last three years.`
      : `Sending over a new one for ${esc(fullName(b, false))}, ${rng.pick(['a repeat client of ours', 'referred by a realtor we work with', 'a local investor with a handful of rentals'])}.`;
    if (f.entity) s.add('entity_name');
    paras.push(intro);
    const subject = `${esc(address(rng, property.address, rng.pick(['short', 'long'])))}`;
    const typed = rng.chance(0.5);
    let deal = `The property is ${subject}, ${typed ? `a ${esc(propertyTypeWords(rng, property.type, property.units).toLowerCase())}` : 'see attached photos'}.`;
    if (typed) s.add('property_type');
    if (property.purchasePrice) deal += ` Under contract at ${esc(anyMoney(rng, property.purchasePrice, ['short', 'dollars']))}.`;
    if (rng.chance(0.6)) { deal += ` ${rng.pick(['BPO came in at', 'As-is value is around', 'Realtor opinion of value:'])} ${esc(money(property.value, rng.pick(['short', 'dollars'])))}.`; s.add('property_value'); }
    if (property.arv) deal += ` ARV ${esc(money(property.arv, 'short'))} per the comps.`;
    paras.push(deal);
    let ask = `We’re asking for ${esc(anyMoney(rng, loan.amount, ['short', 'dollars', 'short']))}`;
    if (rng.chance(0.7)) { ask += ` for ${esc(term(rng, loan.termMonths))}`; s.add('loan_term'); }
    if (rng.chance(0.6)) { ask += `, and ${he} is fine with ${esc(rate(loan.rate, rng.pick(['plain', 'fraction'])))}`; s.add('interest_rate'); }
    if (loan.originationPoints !== undefined && rng.chance(0.6)) { ask += ` and ${esc(points(rng, loan.originationPoints))} to you`; s.add('origination_points'); }
    ask += '.';
    if (loan.brokerPoints !== undefined) { ask += ` We’d add ${esc(points(rng, loan.brokerPoints))} on our side.`; s.add('broker_points'); }
    paras.push(ask);
    const more: string[] = [];
    if (rng.chance(0.6)) { more.push(`It’s a ${esc(loanTypeWords(rng, loan.type).toLowerCase())} deal`); s.add('loan_type'); }
    if (rng.chance(0.6)) { more.push(`they need to close by ${esc(anyDate(rng, loan.closingDate, ['abbr', 'long', 'unpadded']))}`); s.add('estimated_closing_date'); }
    if (rng.chance(0.5)) { more.push(`credit is a ${b.creditScore} mid-score`); s.add('credit_score'); }
    if (loan.exit && rng.chance(0.6)) { more.push(loan.exit === 'Sale' ? 'plan is to renovate and sell' : 'plan is to refi into a DSCR loan once it’s rented'); s.add('exit_strategy'); }
    if (more.length) paras.push(`${more.join('; ').replace(/^./, (c) => c.toUpperCase())}.`);
    if (rng.chance(0.6)) {
      paras.push(`Borrower contact if you need it: ${esc(b.email)}, ${phone(rng, b.phone)}.`);
      s.add('borrower_email', 'borrower_phone');
    }
    paras.push(rng.pick(['Let me know if you can get me terms this week.', 'Can you take a look and send a term sheet?', 'Thoughts? Happy to jump on a call.']));
    const sig = `<div class="sigblock">${esc(fullName(bc, false))}<br>${rng.pick(['Senior Loan Broker', 'Principal', 'Loan Officer'])}, ${esc(f.broker.name)}<br>${phone(rng, bc.phone)} | ${esc(bc.email)}<br>${esc(f.broker.address.street)}, ${esc(f.broker.address.city)}, ${f.broker.address.state} ${f.broker.address.zip}</div>`;
    const subj = rng.pick([`New deal – ${esc(property.address.street)}`, `${esc(f.entity?.name ?? b.last)} / ${esc(property.address.city)} ${rng.pick(['bridge', 'flip', 'request'])}`, `Scenario: ${esc(property.address.street)}`]);
    const page = `${header([['From', who(bc, f.broker.name)], ['To', who(lc)], ['Date', stamp(rng, f.documentDate)], ['Subject', subj]])}${paras.map((p) => `<p>${p}</p>`).join('')}${sig}`;
    return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Mail', pages: [page], css: MAIL_CSS, font: 'sans', fontSize: '10pt' }), truth: truthOf(f, s.list()) };
  },
};

/** A broker forwards the borrower's thread to the lender; the quoted history has figures that were later changed. */
const forwardChain: Family = {
  id: 'ug-email-forward-chain',
  description: 'Forwarded reply chain: broker’s cover note on top, borrower’s earlier messages quoted, older figures superseded',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Stated().add('loan_amount', 'property_address', 'borrower_first_name', 'borrower_last_name', 'borrower_email');
    const { loan, property } = f;
    const b = f.borrower;
    const bc = f.broker.contact;
    const oldAmount = otherAmount(f, rng, loan.amount);
    const oldClose = addDaysIso(loan.closingDate, -rng.pick([7, 10, 14, 21]));
    const d0 = addDaysIso(f.documentDate, -rng.int(3, 9));
    const d1 = addDaysIso(f.documentDate, -rng.int(1, 2));
    const top = `<p>${esc(f.lender.contact.first)} — forwarding ${esc(b.first)}’s thread. Numbers changed after the appraisal walk: <b>loan amount is now ${esc(anyMoney(rng, loan.amount, ['dollars', 'short']))}</b>${rng.chance(0.5) ? ` (not the ${esc(money(oldAmount, 'short'))} in his first e-mail)` : ''}, and closing moved to ${esc(anyDate(rng, loan.closingDate, ['abbr', 'long', 'us']))}. Everything else below still stands.</p>
<p>${esc(bc.first)}<br><span class="sigblock">${esc(f.broker.name)} · ${phone(rng, bc.phone)}</span></p>`;
    s.add('estimated_closing_date');
    const bSig = `<div class="sigblock">${esc(fullName(b, false))}${f.entity ? `<br>${esc(f.entity.signatoryTitle)}, ${esc(f.entity.name)}` : ''}<br>${phone(rng, b.phone)}</div>`;
    s.add('borrower_phone');
    if (f.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const why = loan.amount > oldAmount
      ? rng.pick(['the contractor walk-through added to the scope, so I need a bit more.', 'the appraisal came in strong so I’d like to borrow more.'])
      : rng.pick(['I’m putting more cash in to keep the payment down.', 'the lender’s LTV cap is lower than I thought.']);
    const reply = `<p>${esc(bc.first)}, update: ${why} Can we go to ${esc(money(loan.amount, 'dollars'))}? Closing is pushed to ${esc(fmtDate(loan.closingDate, 'unpadded'))} because of the title curative.</p>${bSig}`;
    const facts: string[] = [`Property: ${esc(address(rng, property.address))}`];
    if (property.purchasePrice) facts.push(`Purchase price ${esc(money(property.purchasePrice, 'dollars'))}`);
    facts.push(`Loan needed: ${esc(money(oldAmount, 'dollars'))}`);
    if (rng.chance(0.7)) { facts.push(`Term: ${esc(term(rng, loan.termMonths))}`); s.add('loan_term'); }
    if (rng.chance(0.6)) { facts.push(`Type: ${esc(loanTypeWords(rng, loan.type))}`); s.add('loan_type'); }
    if (rng.chance(0.5)) { facts.push(`My FICO is ${b.creditScore}`); s.add('credit_score'); }
    if (loan.exit && rng.chance(0.6)) { facts.push(loan.exit === 'Sale' ? 'Exit: sell after rehab' : 'Exit: refinance when rented'); s.add('exit_strategy'); }
    facts.push(`Closing by ${esc(fmtDate(oldClose, 'long'))}`);
    const first = `<p>Hi ${esc(bc.first)}, here is the deal we talked about:</p><ul>${facts.map((x) => `<li>${x}</li>`).join('')}</ul>${bSig}`;
    // Outlook quotes with an "Original Message" header block, Gmail with an "On …, X wrote:" line.
    const outlook = rng.chance(0.5);
    const quoted = (from: string, date: string, body: string, subject: string) => (outlook
      ? `<div class="quote"><div class="small">-----Original Message-----<br>From: ${from}<br>Sent: ${esc(date)}<br>To: ${who(bc)}<br>Subject: ${subject}</div>${body}`
      : `<div class="quote"><div class="small">On ${esc(date)}, ${from} wrote:</div>${body}`);
    const subject = `${rng.pick(['Loan request', 'Financing', 'Bridge loan'])} – ${esc(property.address.street)}`;
    const page = `${header([['From', who(bc, f.broker.name)], ['To', who(f.lender.contact)], ['Date', stamp(rng, f.documentDate)], ['Subject', `FW: RE: ${subject}`]])}${top}
${quoted(who(b), stamp(rng, d1), reply, `RE: ${subject}`)}${quoted(who(b), stamp(rng, d0), first, subject)}</div></div>`;
    return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Mail', pages: [page], css: MAIL_CSS, font: 'sans', fontSize: '9.5pt' }), truth: truthOf(f, s.list()) };
  },
};

/** A text-message thread between a broker and the borrower, screenshotted: bubbles, timestamps, shorthand. */
const sms: Family = {
  id: 'ug-sms-transcript',
  description: 'Phone screenshot of a text thread between broker and borrower: shorthand figures in chat bubbles',
  formats: ['image'],
  make(f, rng) {
    const s = new Stated().add('loan_amount', 'property_address', 'borrower_first_name', 'borrower_last_name');
    const { loan, property } = f;
    const b = f.borrower;
    const msgs: [boolean, string][] = [];
    const them = (t: string) => msgs.push([false, t]);
    const me = (t: string) => msgs.push([true, t]);
    me(`Hey ${b.first}, it’s ${f.broker.contact.first} w/ ${f.broker.name}. Send me the deal details when u can`);
    them(`${address(rng, property.address, 'short')}${property.purchasePrice ? ` under contract ${money(property.purchasePrice, 'short').toLowerCase()}` : ''}`);
    if (property.arv) them(`arv like ${money(property.arv, 'short').toLowerCase()}`);
    const months = rng.chance(0.6);
    them(`need ${money(loan.amount, rng.pick(['short', 'dollars']))}${months ? ` for ${loan.termMonths} mo` : ''}`);
    if (months) s.add('loan_term');
    if (rng.chance(0.6)) { me('what’s ur credit roughly'); them(`${b.creditScore} last i checked`); s.add('credit_score'); }
    if (rng.chance(0.6)) { me('closing date?'); them(fmtDate(loan.closingDate, rng.pick(['unpadded', 'usShort']))); s.add('estimated_closing_date'); }
    if (f.entity && rng.chance(0.8)) { me('buying in an LLC or personal?'); them(`${f.entity.name}`); s.add('entity_name'); }
    me('ok. best email for the app?');
    them(b.email);
    s.add('borrower_email');
    me(rng.pick(['will send lender options tonight', 'got it, term sheet coming', 'perfect ty']));
    const hour = rng.int(8, 10);
    const time = (i: number) => `${hour}:${String(10 + i * 3).padStart(2, '0')} AM`;
    const bubbles = msgs.map(([mine, t], i) => `<div class="row ${mine ? 'me' : 'them'}"><div class="bub">${esc(t)}</div>${i % 3 === 0 ? `<div class="t">${time(i)}</div>` : ''}</div>`).join('');
    const page = `<div class="phone"><div class="bar"><span>9:${rng.int(10, 59)}</span><span>LTE ▮▮▮</span></div>
<div class="contact"><div class="av">${esc(`${b.first[0] ?? ''}${b.last.replace(/^(van der |de la |de |van |o')/i, '')[0] ?? ''}`.toUpperCase())}</div><div>${esc(`${b.first} ${b.last}`)}</div><div class="small muted">${phone(rng, b.phone)}</div></div>
${bubbles}</div>`;
    s.add('borrower_phone');
    const css = `.phone{width:4.6in;margin:0 auto;border:10px solid #111;border-radius:28px;padding:10px 12px;min-height:9.4in;font-family:'DejaVu Sans';background:#fff}
.bar{display:flex;justify-content:space-between;font-size:8pt}.contact{text-align:center;margin:6px 0 10px;font-size:10pt}.av{width:36px;height:36px;border-radius:50%;background:#999;color:#fff;margin:0 auto;line-height:36px}
.row{display:flex;flex-direction:column;margin:5px 0}.row.me{align-items:flex-end}.row.them{align-items:flex-start}.bub{max-width:75%;padding:6px 10px;border-radius:14px;font-size:10pt}
.me .bub{background:#1a7cf5;color:#fff}.them .bub{background:#e5e5ea;color:#000}.t{font-size:7pt;color:#888;margin-top:1px}`;
    return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Messages', pages: [page], css, font: 'sans', page: { margin: '0.3in' } }), truth: truthOf(f, s.list()) };
  },
};

/** The escrow officer's scheduling e-mail: many other parties' contacts, the borrower only by name. */
const closingMail: Family = {
  id: 'ug-email-closing-coordination',
  description: 'Title/escrow officer closing-coordination e-mail cc’ing lender, broker and insurance agent; borrower named only',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Stated().add('property_address', 'estimated_closing_date', 'borrower_first_name', 'borrower_last_name');
    const { loan } = f;
    const t = f.title.contact;
    const agentFirst = rng.pick(['Dana', 'Luis', 'Priya', 'Grant', 'Monique', 'Trevor']);
    const agentLast = rng.pick(['Whitfield', 'Okafor', 'Brandt', 'Delgado', 'Huang', 'Sorensen']);
    const agency = `${rng.pick(['Shield', 'Keystone', 'Harbor', 'Summit'])} Insurance ${rng.pick(['Agency', 'Group', 'Partners'])}`;
    const agentEmail = `${agentFirst[0]?.toLowerCase()}${agentLast.toLowerCase()}@${agency.split(' ')[0]?.toLowerCase()}ins.com`;
    const agentPhone = `${f.title.contact.phone.slice(0, 3)}555${rng.pick(['0180', '0181', '0182', '0183'].filter((l) => !f.borrower.phone.endsWith(l)))}`;
    const names = f.entity ? `${esc(f.entity.name)} (signing: ${esc(fullName(f.borrower, false))}, ${esc(f.entity.signatoryTitle)})` : esc(fullName(f.borrower, false));
    if (f.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const items: string[] = [
      `Closing is set for <b>${esc(anyDate(rng, loan.closingDate, ['long', 'abbr', 'us']))}</b> at ${rng.int(9, 15) > 12 ? `${rng.int(1, 3)}:00 PM` : `${rng.int(9, 11)}:00 AM`} in our ${esc(f.title.address.city)} office (or mobile signing if the borrower prefers).`,
      `Borrower: ${names}.`,
      `Property: ${esc(address(rng, f.property.address))}.`,
    ];
    if (rng.chance(0.7)) { items.push(`Per ${esc(f.lender.name)}’s instructions the loan amount is ${esc(anyMoney(rng, loan.amount, ['cents', 'dollars']))}, loan #${esc(loan.loanNumber)}.`); s.add('loan_amount', 'loan_number'); }
    items.push(`${esc(agentFirst)} — please update the mortgagee clause on the dwelling policy to: ${esc(f.lender.name)}, ISAOA/ATIMA, ${esc(f.lender.address.street)}, ${esc(f.lender.address.city)}, ${f.lender.address.state} ${f.lender.address.zip}, and send the revised declarations page.`);
    items.push(`${esc(f.broker.contact.first)}, we still need the broker fee invoice and W-9.`);
    const sig = `<div class="sigblock">${esc(fullName(t, false))}<br>${rng.pick(['Escrow Officer', 'Closing Officer', 'Title Officer'])} | ${esc(f.title.name)}<br>${esc(f.title.address.street)}${f.title.address.unit ? `, ${esc(f.title.address.unit)}` : ''}, ${esc(f.title.address.city)}, ${f.title.address.state} ${f.title.address.zip}<br>Direct ${phone(rng, t.phone)} · ${esc(t.email)}<br><i>WIRE FRAUD ALERT: we will never change wiring instructions by e-mail.</i></div>`;
    const page = `${header([['From', who(t, f.title.name)], ['To', `${who(f.lender.contact)}; ${who(f.broker.contact)}`], ['Cc', `${esc(agentFirst)} ${esc(agentLast)} &lt;${esc(agentEmail)}&gt;`], ['Date', stamp(rng, f.documentDate)], ['Subject', `Closing scheduled – ${esc(f.property.address.street)} – File ${rng.int(20, 26)}-${rng.int(1000, 9999)}`]])}
<p>Good ${rng.pick(['morning', 'afternoon'])} all,</p><ul>${items.map((i) => `<li style="margin-bottom:4px">${i}</li>`).join('')}</ul>
<p>Insurance agent: ${esc(agentFirst)} ${esc(agentLast)}, ${esc(agency)}, ${phone(rng, agentPhone)}.</p><p>Thank you!</p>${sig}`;
    return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Mail', pages: [page], css: MAIL_CSS, font: 'sans', fontSize: '9.5pt' }), truth: truthOf(f, s.list()) };
  },
};

export const mailFamilies: Family[] = [brokerProse, forwardChain, sms, closingMail];
