// A broker forwards a lender the whole thread with the borrower: the broker's short cover note and e-mail
// signature on top, then the borrower's reply answering the broker's questions in prose, then the broker's
// original questions. Printed from a mail client, header blocks and quoted lines included.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { anyDay, cash, day, person, program, rate, street, tel, term } from './fmt';

const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function stamp(iso: string, hour: number, minute: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${WD[d.getUTCDay()]}, ${day(iso, 'long')} ${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export const forwardedThread: Family = {
  id: 'hd-forwarded-thread',
  description: 'Broker forwards the borrower e-mail thread to a lender: cover note with broker signature, borrower prose reply, quoted questions.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const a = property.address;
    const bk = broker.contact;
    const lo = lender.contact;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'loan_amount'];
    const shortAddr = street(a, false);
    const subject = `${shortAddr} - ${rng.pick(['financing', 'loan request', 'bridge ask', 'new deal'])}`;
    const d0 = facts.documentDate;
    const prev = addDay(d0, -rng.int(0, 2));

    // Broker's cover note.
    const cover: string[] = [];
    cover.push(`${rng.pick(['Hi', 'Hey', 'Morning'])} ${esc(lo.first)},`);
    const askRate = rng.chance(0.6);
    if (askRate) fields.push('interest_rate');
    const where = `${street(a, rng.chance(0.5))}, ${a.city}, ${a.state} ${a.zip}`;
    fields.push('loan_type');
    cover.push(`${rng.pick(['Forwarding a new one from a repeat client of mine.', 'See below - sponsor answered my questions.', 'Deal I mentioned on the phone, thread below.'])} ${esc(program(loan.type, rng))} on ${esc(where)}. ${rng.pick([`Looking for ${cash(loan.amount, rng)}`, `Ask is ${cash(loan.amount, rng)}`, `Need ${cash(loan.amount, rng)}`])}${askRate ? ` at ${rate(loan.rate, rng)} or better` : ''}. ${loan.brokerPoints !== undefined ? `I'd need ${loan.brokerPoints} ${loan.brokerPoints === 1 ? 'point' : 'points'} on my side.` : 'My fee is being paid outside of closing.'}`);
    if (loan.brokerPoints !== undefined) fields.push('broker_points');
    cover.push(rng.pick(['Can you get me a term sheet by Friday?', 'Let me know if it fits your box.', 'Appraisal can be ordered as soon as you quote.']));
    const sig = `<div class="sigblk">--<br><b>${esc(bk.first)} ${esc(bk.last)}</b><br>${rng.pick(['Senior Loan Broker', 'Managing Director', 'Mortgage Broker', 'Principal'])} | ${esc(broker.name)}<br>${tel(bk.phone, rng)} direct${rng.chance(0.5) ? ` | ${tel(bk.phone.slice(0, 6) + String(rng.int(100, 199)).padStart(4, '0'), rng)} office` : ''}<br>${esc(bk.email)}<br>NMLS #${rng.int(100000, 2299999)}</div>`;

    // Borrower's reply, answering the broker's questions.
    const reply: string[] = [];
    reply.push(`${esc(bk.first)},`);
    const parts: string[] = [];
    if (entity) {
      parts.push(`Title will be in ${esc(entity.name)}${rng.chance(0.6) ? ` (${entity.type === 'Trust' ? 'my trust, I\'m trustee' : `I'm the ${esc(entity.signatoryTitle.toLowerCase())}`})` : ''}.`);
      fields.push('entity_name');
      if (parts[0]?.includes("I'm")) fields.push('authorized_signatory_name', 'authorized_signatory_title');
      if (entity.ein && rng.chance(0.4)) { parts.push(`EIN is ${entity.ein.slice(0, 2)}-${entity.ein.slice(2)}.`); fields.push('ein'); }
    } else {
      parts.push(rng.pick(['It will be in my personal name.', "I'm buying in my own name for this one.", 'Vesting is just me individually.']));
    }
    if (property.purchasePrice) parts.push(`Contract price is ${cash(property.purchasePrice, rng)}.`);
    if (rng.chance(0.7)) {
      parts.push(rng.pick([`Comps support about ${cash(property.value, rng)} as-is.`, `My agent thinks it's worth ${cash(property.value, rng)} today.`, `Current value is around ${cash(property.value, rng)}.`]));
      fields.push('property_value');
    }
    if (property.arv) parts.push(`After the work it should be ${cash(property.arv, rng)}.`);
    if (rng.chance(0.7)) { parts.push(`I'd like ${term(loan.termMonths, rng)} to be safe.`); fields.push('loan_term'); }
    if (rng.chance(0.6)) { parts.push(`Credit is ${borrower.creditScore}${rng.chance(0.5) ? ', pulled last month' : ''}.`); fields.push('credit_score'); }
    if (loan.exit && rng.chance(0.7)) {
      parts.push(loan.exit === 'Sale' ? rng.pick(['Plan is to sell it once it is done.', 'Exit is a retail sale.']) : rng.pick(['Plan is to refi into a rental loan once it is leased.', 'Exit is a refinance with my bank.']));
      fields.push('exit_strategy');
    }
    if (rng.chance(0.6)) { parts.push(`We need to close by ${anyDay(loan.closingDate, rng, ['long', 'usShort', 'abbr'])}.`); fields.push('estimated_closing_date'); }
    reply.push(parts.join(' '));
    const showPhone = rng.chance(0.5);
    if (showPhone) fields.push('borrower_phone');
    reply.push(`Thanks,<br>${esc(borrower.first)}${showPhone ? `<br>${tel(borrower.phone, rng)}` : ''}${rng.chance(0.3) ? '<br><span class="muted">Sent from my iPhone</span>' : ''}`);

    const questions = ['Who is taking title?', 'Purchase price / value?', 'How long do you need the money?', 'Credit score?', 'Exit plan?', 'Target close date?'];
    const bName = person(borrower);
    const hdr = (from: string, to: string, when: string, subj: string, cc?: string) => `<table class="hd"><tr><td>From:</td><td>${from}</td></tr><tr><td>Sent:</td><td>${when}</td></tr><tr><td>To:</td><td>${to}</td></tr>${cc ? `<tr><td>Cc:</td><td>${cc}</td></tr>` : ''}<tr><td>Subject:</td><td>${esc(subj)}</td></tr></table>`;
    const html = documentHtml({
      title: subject, font: 'sans', fontSize: '9.5pt',
      css: `.hd td { padding: 0 8px 0 0; font-size: 9pt; vertical-align: top; } .hd td:first-child { font-weight: bold; width: 60px; }
        .sep { border-top: 1px solid #b5b5b5; margin: 12px 0 6px 0; } .sigblk { color: #333; font-size: 8.5pt; margin-top: 8px; }
        .q { border-left: 2px solid #1a5fb4; padding-left: 8px; color: #333; } .print { font-size: 8pt; color: #555; border-bottom: 2px solid #000; margin-bottom: 8px; }`,
      page: { margin: '0.6in 0.75in 0.75in 0.75in' },
      pages: [`
<div class="print">${esc(lo.first)} ${esc(lo.last)} &lt;${esc(lo.email)}&gt;</div>
${hdr(`${esc(bk.first)} ${esc(bk.last)} &lt;${esc(bk.email)}&gt;`, `${esc(lo.first)} ${esc(lo.last)} &lt;${esc(lo.email)}&gt;`, stamp(d0, rng.int(7, 18), rng.int(0, 59)), `FW: RE: ${subject}`)}
<div style="margin-top:10px">${cover.map((p) => `<p>${p}</p>`).join('')}</div>${sig}
<div class="sep"></div>
<div class="muted">---------- Forwarded message ---------</div>
${hdr(`${esc(bName)} &lt;${esc(borrower.email)}&gt;`, `${esc(bk.first)} ${esc(bk.last)} &lt;${esc(bk.email)}&gt;`, stamp(prev, rng.int(6, 22), rng.int(0, 59)), `RE: ${subject}`)}
<div style="margin-top:8px">${reply.map((p) => `<p>${p}</p>`).join('')}</div>
<div class="q"><p class="muted">On ${day(prev, 'abbr')}, ${esc(bk.first)} ${esc(bk.last)} &lt;${esc(bk.email)}&gt; wrote:</p>
<p>${esc(borrower.first)} - good talking today. To shop ${esc(shortAddr)} I need a few things:</p><ol>${questions.map((q) => `<li>${esc(q)}</li>`).join('')}</ol><p>Thx, ${esc(bk.first)}</p></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(facts, fields) };
  },
};

function addDay(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
