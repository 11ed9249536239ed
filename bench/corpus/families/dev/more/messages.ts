// Conversations that reach a lender as paper: a text-message thread a loan officer printed (or screenshotted) from
// a phone, and the e-mail a phone system sends with a voicemail's machine transcription.
import type { DealFacts, Family, TruthField } from '../../../types';
import { documentHtml, esc } from '../../../style';
import { statedTruth } from './stated';
import {
  address as addressText, date, exitWords, fullName, money, phone, propertyNoun, titleCase, words,
} from '../format';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function weekday(iso: string): string {
  return WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()] as string;
}

/** "$425k", "425k", "$1.2M", "1.25 mil": how people type amounts in a text. */
function casualMoney(n: number, pickIndex: number): string {
  if (n >= 1e6 && n % 1000 === 0) return [`$${n / 1e6}M`, `${n / 1e6} mil`, `$${n / 1e6}m`][pickIndex % 3] as string;
  if (n % 1000 === 0) return [`$${n / 1000}k`, `${n / 1000}k`, `$${n / 1000}K`][pickIndex % 3] as string;
  return money(n, 'dollars');
}

function monthDay(iso: string, style: number): string {
  const [, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1] as string;
  const suffix = d % 100 >= 11 && d % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[d % 10] ?? 'th';
  const y = iso.slice(0, 4);
  return [`${month} ${d}${suffix}, ${y}`, `${m}/${d}/${y}`, `${month} ${d} ${y}`, iso][style % 4] as string;
}

interface Bubble { from: 'them' | 'me'; text: string; fields?: TruthField[]; time?: string }

// ---------------------------------------------------------------------------------------------------------------

export const smsTranscript: Family = {
  id: 'sms-thread-printout',
  description: 'A text-message thread between a borrower and a loan officer, printed or screenshotted from the phone (bubbles, timestamps, delivered marks)',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const officer = lender.contact;
    const a = property.address;
    const bubbles: Bubble[] = [];
    const fields: TruthField[] = [];
    const k = rng.int(0, 2);
    const referred = rng.chance(0.5);
    const intro = rng.pick([
      `Hi ${officer.first}, this is ${borrower.first} ${borrower.last}${referred ? `. ${broker.contact.first} at ${broker.name} gave me your number` : ''}.`,
      `Hey it's ${borrower.first} ${borrower.last}${entity ? ` (${entity.name})` : ''}. Got a deal I want to run by you`,
      `${officer.first} - ${borrower.first} ${borrower.last} here${referred ? `, ${broker.contact.first} ${broker.contact.last} referred me` : ''}. You guys lending in ${a.city}?`,
    ]);
    bubbles.push({ from: 'them', text: intro, fields: ['borrower_first_name', 'borrower_last_name', ...(entity && intro.includes(entity.name) ? ['entity_name' as TruthField] : [])] });
    bubbles.push({ from: 'me', text: rng.pick(['Hi! Yes we are. What have you got?', `Hey ${borrower.first}, sure - send me the details`, 'Yes sir. Whats the address and what do you need?']) });
    const addr = rng.pick([addressText(a, 'short'), addressText(a, 'long'), `${a.streetLong} ${a.unit ?? ''} ${a.city} ${a.state} ${a.zip}`.replace(/\s+/g, ' ')]);
    bubbles.push({ from: 'them', text: `${addr}`, fields: ['property_address'] });
    const noun = propertyNoun(rng, property.type, property.units);
    const valueLine = rng.chance(0.75)
      ? rng.pick([`Its a ${noun}, worth about ${casualMoney(property.value, k)} as is`, `${titleCase(noun)}. As-is value ${casualMoney(property.value, k)}`])
      : `Its a ${noun}`;
    bubbles.push({ from: 'them', text: valueLine, fields: valueLine.includes('as is') || valueLine.includes('As-is') ? ['property_type', 'property_value'] : ['property_type'] });
    if (property.purchasePrice && rng.chance(0.7)) bubbles.push({ from: 'them', text: `Under contract at ${casualMoney(property.purchasePrice, k + 1)}` });
    if (property.arv && rng.chance(0.6)) bubbles.push({ from: 'them', text: `ARV should be ${casualMoney(property.arv, k)} once its done` });
    bubbles.push({ from: 'me', text: rng.pick(['How much are you looking to borrow and for how long?', 'Loan amount + term?', 'What loan amount do you need?']) });
    const termText = rng.pick([`${loan.termMonths} months`, `${loan.termMonths} mo`, loan.termMonths % 12 === 0 ? `${loan.termMonths / 12} yr${loan.termMonths > 12 ? 's' : ''}` : `${loan.termMonths} months`]);
    bubbles.push({ from: 'them', text: rng.pick([`${casualMoney(loan.amount, k + 2)} for ${termText}`, `Need ${casualMoney(loan.amount, k)}, ${termText} should be plenty`]), fields: ['loan_amount', 'loan_term'] });
    if (loan.exit && rng.chance(0.7)) bubbles.push({ from: 'them', text: `Plan is ${exitWords(rng, loan.exit).toLowerCase()}`, fields: ['exit_strategy'] });
    if (rng.chance(0.6)) bubbles.push({ from: 'them', text: `Need to close by ${monthDay(loan.closingDate, rng.int(0, 3))}`, fields: ['estimated_closing_date'] });
    if (rng.chance(0.55)) bubbles.push({ from: 'them', text: `Credit is ${borrower.creditScore} if that matters`, fields: ['credit_score'] });
    const quote = rng.chance(0.7);
    if (quote) {
      const pts = loan.originationPoints;
      bubbles.push({
        from: 'me',
        text: `${rng.pick(['Ok that works for us.', 'Ran it by my manager.', 'Doable.'])} We can do ${loan.rate}%${pts !== undefined ? ` and ${pts} ${pts === 1 ? 'point' : 'points'}` : ''}, ${loan.termMonths} months${loan.prepayment.penalty ? '' : ', no prepay'}`,
        fields: ['interest_rate', ...(pts !== undefined ? ['origination_points' as TruthField] : []), ...(loan.prepayment.penalty ? [] : ['prepayment_penalty' as TruthField])],
      });
      bubbles.push({ from: 'them', text: rng.pick(['lets do it', 'Sounds good. What do you need from me?', 'Ok send it over']) });
    }
    if (rng.chance(0.6)) {
      bubbles.push({ from: 'me', text: 'Whats the best email to send the app to?' });
      bubbles.push({ from: 'them', text: borrower.email, fields: ['borrower_email'] });
    }
    bubbles.push({ from: 'me', text: rng.pick([`Great. ${officer.first} ${officer.last}, ${lender.name}. Will send today`, 'Perfect, sending the application now', `Thanks! ${lender.name} team will reach out`]) });
    for (const b of bubbles) fields.push(...(b.fields ?? []));

    const saved = rng.chance(0.5);
    const contact = saved ? `${borrower.first} ${borrower.last}` : phone(borrower.phone, 'paren');
    const headerPhone = saved && rng.chance(0.6) ? phone(borrower.phone, rng.pick(['paren', 'intl'] as const)) : undefined;
    if (!saved || headerPhone) fields.push('borrower_phone');
    if (saved) fields.push('borrower_first_name', 'borrower_last_name');
    let minute = rng.int(0, 40);
    let hour = rng.int(8, 17);
    const stamp = () => {
      minute += rng.int(0, 6);
      if (minute >= 60) { minute -= 60; hour++; }
      const h12 = hour > 12 ? hour - 12 : hour;
      return `${h12}:${String(minute).padStart(2, '0')} ${hour >= 12 ? 'PM' : 'AM'}`;
    };
    const day = `${weekday(facts.documentDate)}, ${date(facts.documentDate, 'abbr').replace(/, \d{4}$/, '')}`;
    const rows = bubbles.map((b, i) => {
      const t = i === 0 || rng.chance(0.25) ? `<div class="ts">${day} at ${stamp()}</div>` : '';
      return `${t}<div class="row ${b.from}"><div class="bubble">${esc(b.text)}</div></div>`;
    }).join('\n');
    const css = `
.phone { width: 4.3in; margin: 0 auto; border: 1px solid #ccc; border-radius: 14px; padding: 10px 12px 16px; font-family: 'DejaVu Sans', sans-serif; font-size: 9.2pt; }
.status { display: flex; justify-content: space-between; font-size: 8pt; color: #222; margin-bottom: 6px; }
.head { text-align: center; border-bottom: 1px solid #ddd; padding-bottom: 6px; margin-bottom: 8px; }
.avatar { width: 34px; height: 34px; border-radius: 50%; background: #9aa3ad; color: #fff; margin: 0 auto 3px; font: bold 12pt 'DejaVu Sans'; display: flex; align-items: center; justify-content: center; }
.ts { text-align: center; color: #888; font-size: 7.5pt; margin: 8px 0 4px; }
.row { display: flex; margin: 3px 0; }
.row.me { justify-content: flex-end; }
.bubble { max-width: 72%; padding: 6px 10px; border-radius: 14px; line-height: 1.3; }
.them .bubble { background: #e5e5ea; color: #000; }
.me .bubble { background: ${rng.pick(['#0a84ff', '#34c759', '#1b6ef3'])}; color: #fff; }
.delivered { text-align: right; color: #888; font-size: 7pt; }`;
    const printHeader = rng.chance(0.5)
      ? `<div style="font-size:7.5pt;color:#555;margin-bottom:8px">Printed ${date(facts.documentDate, 'us')} &middot; ${esc(fullName(officer, false))} &middot; ${esc(lender.name)}</div>` : '';
    const html = documentHtml({
      title: 'Messages',
      font: 'sans',
      css,
      page: { margin: '0.5in 0.6in' },
      pages: [`${printHeader}<div class="phone"><div class="status"><span>${stamp()}</span><span>▂▄▆ LTE ▮▮▮▯</span></div>
<div class="head"><div class="avatar">${saved ? esc(borrower.first.slice(0, 1) + borrower.last.slice(0, 1)) : '?'}</div><div class="b">${esc(contact)} &rsaquo;</div>${headerPhone ? `<div style="font-size:7.5pt;color:#666">mobile ${esc(headerPhone)}</div>` : ''}<div style="font-size:7pt;color:#888">Text Message &middot; SMS</div></div>
${rows}<div class="delivered">Delivered</div></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

/** How a speech-to-text engine writes numbers it heard: "three hundred twenty five thousand" or "325,000". */
function heardMoney(n: number, spoken: boolean): string {
  if (spoken && n >= 1e6 && n % 100000 === 0) return `${words(Math.floor(n / 1e6))} point ${words((n % 1e6) / 1e5)} million`.replace(' point zero', '');
  if (spoken && n < 1e6 && n % 1000 === 0) return `${words(n / 1000)} thousand`;
  return money(n, 'dollars');
}

export const voicemailTranscriptEmail: Family = {
  id: 'voicemail-transcription-email',
  description: "A phone system's 'New voicemail' e-mail to a loan officer: caller number, duration, and an unpunctuated machine transcript of the borrower's message",
  formats: ['pdf_text'],
  make(facts: DealFacts, rng) {
    const { borrower, entity, property, loan, lender } = facts;
    const a = property.address;
    const officer = lender.contact;
    const fields: TruthField[] = ['borrower_phone'];
    const spoken = rng.chance(0.5);
    const parts: string[] = [];
    const sayName = rng.chance(0.85);
    parts.push(rng.pick(['hi', 'hey', 'hello', 'good morning']) + ` ${officer.first.toLowerCase()}`);
    if (sayName) {
      parts.push(`this is ${borrower.first} ${borrower.last}${entity && rng.chance(0.6) ? ` with ${entity.name}` : ''}`);
      fields.push('borrower_first_name', 'borrower_last_name');
      if (parts[parts.length - 1]?.includes(entity?.name ?? '@@')) fields.push('entity_name');
    } else parts.push('this is about the loan we talked about');
    parts.push(`i'm calling about ${rng.pick(['a', 'a', 'the'])} ${rng.pick(['loan', 'deal', 'property'])} on ${a.streetLong}${a.unit ? ` ${a.unit.toLowerCase()}` : ''} in ${a.city} ${a.stateName} ${a.zip}`);
    fields.push('property_address');
    parts.push(`we need ${rng.pick(['about', 'roughly', ''])} ${heardMoney(loan.amount, spoken)} ${rng.pick(['for', 'on a'])} ${spoken ? words(loan.termMonths) : loan.termMonths} month ${rng.pick(['loan', 'term'])}`.replace(/\s+/g, ' '));
    fields.push('loan_term', 'loan_amount');
    if (rng.chance(0.6)) {
      parts.push(`it's ${rng.pick(['worth', 'valued at', 'appraised at'])} ${heardMoney(property.value, spoken)} as is`);
      fields.push('property_value');
    }
    if (property.purchasePrice && rng.chance(0.5)) parts.push(`we're buying it for ${heardMoney(property.purchasePrice, spoken)}`);
    if (loan.exit && rng.chance(0.6)) {
      parts.push(loan.exit === 'Sale' ? "we're going to fix it up and sell it" : 'the plan is to refinance out once it is rented');
      fields.push('exit_strategy');
    }
    if (rng.chance(0.5)) {
      const [, m, d] = loan.closingDate.split('-').map(Number) as [number, number, number];
      const mon = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1] as string;
      parts.push(`we're trying to close ${mon.toLowerCase()} ${d} ${loan.closingDate.slice(0, 4)}`);
      fields.push('estimated_closing_date');
    }
    const callback = rng.chance(0.6);
    parts.push(callback ? `you can call me back at ${phone(borrower.phone, 'space')} again ${phone(borrower.phone, 'space')} thanks` : 'call me back at this number thanks bye');
    const transcript = parts.join(rng.pick([' ', ' um ', ' uh ']).replace('  ', ' '));
    const seconds = rng.int(28, 140);
    const duration = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    const system = rng.pick(['RingCentral', 'Google Voice', 'Dialpad', 'Ooma Office', '8x8 Work']);
    const callerId = rng.chance(0.5) && sayName ? `${borrower.last.toUpperCase()} ${borrower.first.toUpperCase()}`.slice(0, 15) : rng.pick(['WIRELESS CALLER', 'Unknown', `${a.city.toUpperCase()} ${a.state}`.slice(0, 15)]);
    const hh = rng.int(8, 18);
    const received = `${date(facts.documentDate, 'long')} ${hh > 12 ? hh - 12 : hh}:${String(rng.int(0, 59)).padStart(2, '0')} ${hh >= 12 ? 'PM' : 'AM'}`;
    const notify = `voicemail@${system.toLowerCase().replace(/[^a-z0-9]/g, '')}.com`;
    const html = documentHtml({
      title: 'New voicemail',
      font: 'sans',
      fontSize: '9.5pt',
      css: `.hdr td { padding: 1px 8px 1px 0; vertical-align: top; } .hdr td:first-child { color: #666; } .card { border: 1px solid #ddd; border-radius: 6px; padding: 12px 14px; margin-top: 12px; } .tr { font-size: 10.5pt; line-height: 1.55; }`,
      page: { margin: '0.6in 0.75in' },
      pages: [`<div style="font-size:8pt;color:#555;border-bottom:1px solid #aaa;padding-bottom:4px;margin-bottom:10px">${esc(fullName(officer, false))} &lt;${esc(officer.email)}&gt;</div>
<div style="font-size:13pt;font-weight:bold;margin-bottom:8px">New voicemail from ${esc(callback || rng.chance(0.7) ? phone(borrower.phone, 'paren') : phone(borrower.phone, 'intl'))}</div>
<table class="hdr"><tr><td>From:</td><td>${esc(system)} &lt;${notify}&gt;</td></tr><tr><td>To:</td><td>${esc(officer.email)}</td></tr><tr><td>Date:</td><td>${esc(received)}</td></tr><tr><td>Subject:</td><td>Voicemail (${duration}) from ${esc(phone(borrower.phone, 'paren'))}</td></tr></table>
<div class="card"><table class="hdr"><tr><td>Caller</td><td>${esc(phone(borrower.phone, rng.pick(['paren', 'dash', 'intl'] as const)))}</td></tr><tr><td>Caller ID</td><td>${esc(callerId)}</td></tr><tr><td>Mailbox</td><td>${esc(fullName(officer, false))} (ext. ${rng.int(100, 499)})</td></tr><tr><td>Received</td><td>${esc(received)}</td></tr><tr><td>Length</td><td>${duration}</td></tr></table></div>
<div class="card"><div class="b" style="margin-bottom:6px">Transcription${rng.chance(0.5) ? ' (beta)' : ''}</div><div class="tr">${esc(transcript)}</div>
<div class="small muted" style="margin-top:8px">Transcription confidence: ${rng.pick(['Medium', 'High', 'Low'])}. Transcriptions are generated automatically and may contain errors.</div></div>
<div class="small muted" style="margin-top:14px">The audio file is attached (${rng.pick(['message.mp3', `VM-${rng.int(100000, 999999)}.wav`])}). To manage notifications, sign in to ${esc(system)}.</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: statedTruth(facts, fields) };
  },
};
