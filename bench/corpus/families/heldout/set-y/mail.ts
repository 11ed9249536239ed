// Broker and attorney e-mails (printed from Outlook / Gmail), forwarded chains, and phone text threads.
import type { Family, TruthField } from '../../../types';
import { truthOf } from '../../../truth';
import {
  $, ATTORNEYS, addr1, addrLong, anyDate, anyMoney, d, esc, exitText, houseStaff, individual, ltype, name, ny,
  otherAmount, page, phone, ptype, term,
} from './h';

function outlookHeader(from: string, to: string, date: string, subject: string, cc?: string): string {
  return `<table style="font:9.5pt 'DejaVu Sans';margin-bottom:10px">
<tr><td class="b" style="width:70px">From:</td><td>${esc(from)}</td></tr><tr><td class="b">Sent:</td><td>${esc(date)}</td></tr>
<tr><td class="b">To:</td><td>${esc(to)}</td></tr>${cc ? `<tr><td class="b">Cc:</td><td>${esc(cc)}</td></tr>` : ''}<tr><td class="b">Subject:</td><td>${esc(subject)}</td></tr></table><hr>`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
function weekday(iso: string): string {
  return WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()] as string;
}

const outlookBroker: Family = {
  id: 'set-y-broker-email-outlook',
  description: 'Broker submission e-mail printed from Outlook: chatty paragraph, then a dashed deal recap, signature block with broker phone.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const b = f.broker.contact;
    const staff = houseStaff(rng);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'loan_amount', 'property_value', 'loan_type', 'credit_score', 'loan_term'];
    const recap = [
      `Borrower: ${f.entity ? `${f.entity.name} (${name(f.borrower)}, ${f.borrower.creditScore} FICO)` : `${name(f.borrower)} - ${f.borrower.creditScore} mid score`}`,
      `Property: ${addr1(f.property.address)}`,
      `Type: ${ptype(rng, f.property.type, f.property.units)}`,
      `Value: ${$(f.property.value, rng.pick(['k', 'plain'] as const))}${f.property.purchasePrice ? ` (contract price ${$(f.property.purchasePrice)})` : ''}`,
      `Request: ${$(L.amount)} ${ltype(rng, L.type).toLowerCase()}`,
      `Term: ${term(rng, L.termMonths, 'short')}`,
    ];
    if (f.entity) fields.push('entity_name');
    if (L.exit) { recap.push(`Exit: ${exitText(rng, L.exit)}`); fields.push('exit_strategy'); }
    if (L.brokerPoints !== undefined) { recap.push(`My fee: ${L.brokerPoints} pts`); fields.push('broker_points'); }
    const html = page('Email', [`${outlookHeader(`${b.first} ${b.last} <${b.email}>`, `${staff.name} <${staff.email}>`, `${weekday(f.documentDate)}, ${d(f.documentDate, 'long')} ${rng.int(8, 11)}:${rng.int(10, 59)} AM`, `New deal - ${f.property.address.street} ${f.property.address.city}`)}
<p>Hi ${esc(staff.name.split(' ')[0] ?? '')},</p>
<p>Hope all is well. Sending over a clean one &mdash; ${rng.pick(['estate property, heirs want to close fast', 'repeat client of mine, did 3 flips in Bed-Stuy last year', 'borrower is buying out his sister, attorney already has letters', 'storefront w/ apts upstairs, 2 of the units are RS'])}. Can you take a look and get me a quote today? Title is ordered with ${esc(f.title.name)}.</p>
<pre style="font:10pt 'DejaVu Sans Mono';border-top:1px dashed #888;border-bottom:1px dashed #888;padding:6px 0">${esc(recap.join('\n'))}</pre>
<p>Last deal we did together (${$(otherAmount(rng))}, Crown Heights) closed smooth so hoping for the same.</p>
<p>Thanks,<br>${esc(b.first)} ${esc(b.last)}<br>${esc(f.broker.name)}<br>c: ${phone(b.phone, 'dot')}<br>${esc(b.email)}</p>`], '', 'sans', '10pt');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

const forwardedChain: Family = {
  id: 'set-y-forwarded-email-chain',
  description: 'Forwarded chain: lender’s FW on top, broker’s original below with the numbers; a declined earlier request quoted at the bottom.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const b = f.broker.contact;
    const staff = houseStaff(rng);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date'];
    const oldAmt = Math.round(L.amount * 1.18 / 5000) * 5000;
    const html = page('FW', [`${outlookHeader(`${staff.name} <${staff.email}>`, 'underwriting@bspcapital.com', d(f.documentDate, 'long'), `FW: ${f.property.address.street} - updated ask`)}
<p>UW &mdash; broker cut the ask, see below. Pls size. &mdash;${esc(staff.name.split(' ')[0] ?? '')}</p>
<div class="q">${outlookHeader(`${b.first} ${b.last} <${b.email}>`, staff.email, d(f.documentDate, 'us'), `RE: ${f.property.address.street} - updated ask`, f.borrower.email)}
<p>OK revised request below, borrower (${esc(name(f.borrower))}, cc'd) is fine with it:</p>
<p>&bull; Loan: ${anyMoney(rng, L.amount)}<br>&bull; Rate they can live with: ${L.rate}%<br>&bull; Term: ${term(rng, L.termMonths)}<br>&bull; Close by: ${anyDate(rng, L.closingDate)}<br>&bull; Property: ${esc(addrLong(f.property.address))}</p>
<div class="q">${outlookHeader(staff.email, b.email, d(f.documentDate, 'us'), `RE: ${f.property.address.street}`)}
<p>Can&rsquo;t get to ${$(oldAmt)} on this one, the value isn&rsquo;t there with the open ECB violations. Come back lower.</p></div></div>`], '.q{border-left:3px solid #999;padding-left:10px;margin-top:10px}', 'sans', '9.5pt');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

function bubble(text: string, mine: boolean, time?: string): string {
  return `${time ? `<div class="t">${esc(time)}</div>` : ''}<div class="${mine ? 'me' : 'them'}">${text.split('\n').map(esc).join('<br>')}</div>`;
}

const textThread: Family = {
  id: 'set-y-imessage-thread-screenshot',
  description: 'Phone screenshot of a text thread with a broker: numbers dribble in over several bubbles, abbreviations, a typo.',
  formats: ['image'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const b = f.broker.contact;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'property_value', 'loan_term', 'interest_rate'];
    const msgs = [
      bubble(`got one for u. estate deal, borrower is ${f.borrower.first} ${f.borrower.last}`, false, `${d(f.documentDate, 'abbr')} ${rng.int(9, 12)}:${rng.int(10, 59)} AM`),
      bubble(addr1(f.property.address), false),
      bubble(`worth ${$(f.property.value, 'k')}, need ${$(L.amount, 'k')}`, false),
      bubble('whats the story', true),
      bubble(`3 kids inherited, 1 buying out the other 2. letters issued ${rng.pick(['already', 'last wk', 'in march'])}`, false),
      bubble(`ok. ${L.rate} for ${L.termMonths} mo work?`, true),
      bubble(rng.pick(['ya thats fine', 'yes. sending docs tonite', 'perfect, tell ur processor to call me']), false),
      bubble(`send me the deth cert + letters`, true),
    ];
    const html = page('sms', [`<div style="width:4.2in;margin:0 auto;border:1px solid #ccc;border-radius:26px;padding:14px;background:#fff;display:flow-root">
<div style="text-align:center;font:bold 10pt 'DejaVu Sans'">${esc(b.first)} ${esc(b.last[0] ?? '')}. (${esc(f.broker.name.split(' ')[0] ?? '')})</div><div style="text-align:center" class="small">${phone(b.phone)}</div><hr>
${msgs.join('\n')}</div>`], '.me,.them{max-width:75%;padding:7px 11px;border-radius:16px;margin:5px 0;font:10.5pt \'DejaVu Sans\';clear:both}.me{background:#1f7cf6;color:#fff;float:right}.them{background:#e6e6ea;float:left}.t{clear:both;text-align:center;font-size:7.5pt;color:#888;padding-top:6px}', 'sans');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

const whatsapp: Family = {
  id: 'set-y-whatsapp-borrower-chat',
  description: 'WhatsApp chat export screenshot with the borrower directly (green bubbles, timestamps inside bubbles).',
  formats: ['image'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'loan_amount', 'estimated_closing_date'];
    const hour = rng.int(1, 8);
    let minute = rng.int(0, 20);
    const tm = () => { minute += rng.int(1, 9); return `${hour + Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')} PM`; };
    const msg = (t: string, mine: boolean) => `<div class="${mine ? 'me' : 'them'}">${esc(t)}<span class="tm">${tm()}</span></div>`;
    const html = page('wa', [`<div style="width:4.3in;margin:0 auto;background:#ece5dd;padding:12px;min-height:8in;display:flow-root">
<div style="background:#075e54;color:#fff;padding:8px;font:bold 11pt 'DejaVu Sans'">${esc(name(f.borrower))}</div>
${msg(`Hi this is ${name(f.borrower)}, my attorney gave me your number about the loan on my father's house`, false)}
${msg('Hi! Yes, send me the address and what you need', true)}
${msg(`${addrLong(f.property.address)}`, false)}
${msg(`I need ${$(L.amount)} to pay my brothers their share. Contract says we close ${d(L.closingDate, 'short')}`, false)}
${msg('Got it. Whats your email, I will send the application', true)}
${msg(f.borrower.email, false)}
${msg(`Also the old reverse mortgage is around ${$(otherAmount(rng))}, is that a problem?`, false)}
${msg("We pay it off at closing, it's fine", true)}</div>`], '.me,.them{max-width:78%;padding:6px 9px;border-radius:8px;margin:6px 0;font:10pt \'DejaVu Sans\';clear:both}.me{background:#dcf8c6;float:right}.them{background:#fff;float:left}.tm{font-size:7pt;color:#777;margin-left:8px}', 'sans');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

const gmailScan: Family = {
  id: 'set-y-gmail-print-scan',
  description: 'Gmail “print all” of a broker e-mail, later scanned with the loan file: small header, quoted table of terms.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const b = f.broker.contact;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term', 'property_value'];
    if (f.entity) fields.push('entity_name');
    const rows: [string, string][] = [['Borrower', f.entity ? `${f.entity.name} / ${name(f.borrower)}` : name(f.borrower)], ['Subject', addr1(f.property.address)], ['As-is', $(f.property.value)], ['Loan', $(L.amount)], ['Program', ltype(rng, L.type)], ['Rate', `${L.rate}%`], ['Term', term(rng, L.termMonths, 'mo')]];
    if (L.originationPoints !== undefined) { rows.push(['Lender pts', String(L.originationPoints)]); fields.push('origination_points'); }
    const html = page('gmail', [`<div style="display:flex;justify-content:space-between;font:8pt 'DejaVu Sans'"><span>${d(f.documentDate, 'short')}, ${rng.int(1, 11)}:${rng.int(10, 59)} PM</span><span>Gmail - ${esc(f.property.address.street)} loan request</span></div>
<div style="font:bold 14pt 'DejaVu Sans';margin:10px 0">${esc(f.property.address.street)} loan request</div>
<p><b>${esc(b.first)} ${esc(b.last)}</b> &lt;${esc(b.email)}&gt;<br><span class="small">To: deals@bspcapital.com</span></p>
<p>Please see below and advise.</p>
<table class="grid" style="width:80%">${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<p style="margin-top:10px">${esc(f.broker.name)} | ${phone(b.phone)}</p>
<div class="small" style="position:absolute;bottom:0.5in">https://mail.google.com/mail/u/0/?ik=${rng.int(1e9, 9e9)}&amp;view=pt</div>`], '', 'sans', '10pt');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

const attorneyEmail: Family = {
  id: 'set-y-estate-attorney-email',
  description: 'Estate attorney e-mails the lender about an heir’s loan: long paragraphs, executor and decedent named, date-of-death value vs. today’s value.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = individual(ny(facts, rng));
    const L = f.loan;
    const firm = rng.pick(ATTORNEYS);
    const dodValue = Math.round(f.property.value * (0.8 + rng.next() * 0.12) / 5000) * 5000;
    const staff = houseStaff(rng);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'property_value', 'loan_amount', 'estimated_closing_date'];
    const html = page('Atty email', [`${outlookHeader(`${f.appraiser.contact.first} ${f.appraiser.contact.last}, Esq. <paralegal@${firm.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com>`, staff.email, d(f.documentDate, 'long'), `Estate of ${f.decedent.first} ${f.decedent.last} - financing for ${f.borrower.first}`)}
<p>Good afternoon,</p>
<p>Our office represents ${esc(name(f.seller))}, the Executor of the Estate of ${f.decedent.first} ${f.decedent.last} (Surrogate&rsquo;s Court, ${f.county} County, File No. ${f.surrogateFile}). Letters Testamentary have been issued.</p>
<p>The decedent&rsquo;s child, ${esc(name(f.borrower, true))}, intends to acquire the property at ${esc(addrLong(f.property.address))} from the Estate and buy out the remaining distributees. The date-of-death appraisal came in at ${$(dodValue)}; the current market value per the updated appraisal is ${$(f.property.value)}.</p>
<p>${esc(f.borrower.first)} will need approximately ${$(L.amount)} in financing. We would like to close on or about ${d(L.closingDate, 'long')} so that the Estate can file its final accounting. ${esc(f.borrower.first)}&rsquo;s cell is ${phone(f.borrower.phone, 'dash')}.</p>
<p>Please let me know what you need from our office.</p>
<p>Very truly yours,<br>${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}, Esq.<br>${esc(firm)}</p>
<p class="small">CONFIDENTIALITY NOTICE: This e-mail may contain privileged attorney-client communications. If you received it in error, please delete it.</p>`], '', 'serif', '10.5pt');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

const brokerMultiDeal: Family = {
  id: 'set-y-broker-email-two-deals',
  description: 'Broker e-mail pitching the subject deal first, with a short “also have” teaser for another borrower’s deal at the end.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const b = f.broker.contact;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'loan_type', 'interest_rate', 'prepayment_penalty'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    if (L.prepayment.penalty) fields.push('prepayment_terms');
    const html = page('Email', [`${outlookHeader(`${b.email}`, 'deals@bspcapital.com', `${d(f.documentDate, 'us')} ${rng.int(1, 5)}:${rng.int(10, 59)} PM`, `${ltype(rng, L.type)} | ${f.property.address.city} | ${$(L.amount, 'k')}`)}
<p>Team,</p>
<p>Subject deal:</p>
<ul><li>${esc(addr1(f.property.address))}</li>
<li>${f.entity ? `${esc(f.entity.name)}, signing ${esc(name(f.borrower))} as ${esc(f.entity.signatoryTitle)}` : esc(name(f.borrower))}</li>
<li>${esc(name(f.borrower))} contact: ${phone(f.borrower.phone)} / ${esc(f.borrower.email)}</li>
<li>${$(L.amount)} ${ltype(rng, L.type).toLowerCase()} @ ${L.rate}%</li>
<li>${L.prepayment.penalty ? `borrower OK with prepay: ${esc(prepayText(L.prepayment.terms))}` : 'needs NO prepay penalty'}</li></ul>
<p>Also have a ${$(otherAmount(rng))} cash-out on a 3-family in Canarsie (different borrower) if you&rsquo;re hungry &mdash; will send separately.</p>
<p>${esc(b.first)}<br>${esc(f.broker.name)} &middot; ${phone(b.phone, 'dash')}</p>`], '', 'sans', '10pt');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

function prepayText(t?: string): string {
  return t ?? '';
}

export const mailFamilies: Family[] = [outlookBroker, forwardedChain, textThread, whatsapp, gmailScan, attorneyEmail, brokerMultiDeal];
