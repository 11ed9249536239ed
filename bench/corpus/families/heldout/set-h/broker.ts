// Brokers and borrowers reaching lenders: a cover e-mail, a thread where the numbers move, phone texts, a boxed
// scenario sheet and a faxed request.
import { documentHtml, esc, kvTable } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  anyDate, anyMoney, capitalise, exitWords, fmtDate, fullName, loanWords, money, pct, phone,
  pointsText, propertyWords, purposeWords, street, addressLine, termText, truth, addDays,
} from './lib';

function emailHeader(rows: [string, string][]): string {
  return `<table style="font-size:9pt;margin-bottom:8px">${rows.map(([k, v]) => `<tr><td style="color:#555;padding-right:10px;vertical-align:top">${k}:</td><td>${v}</td></tr>`).join('')}</table>`;
}

function timestamp(iso: string, rng: Rng): string {
  const h = rng.int(7, 18);
  return `${fmtDate(iso, rng.pick(['abbr', 'usBare'] as const))} ${((h + 11) % 12) + 1}:${String(rng.int(0, 59)).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function brokerSig(facts: DealFacts, rng: Rng): string {
  const b = facts.broker;
  return `<div style="margin-top:14px;font-size:9pt;color:#333">${esc(fullName(b.contact))}<br>${rng.pick(['Senior Loan Advisor', 'Principal', 'Commercial Mortgage Broker', 'Loan Consultant'])} | ${esc(b.name)}<br>${esc(phone(b.contact.phone, rng))} · ${esc(b.contact.email)}<br><span class="small">NMLS ${rng.int(100000, 2400000)}</span></div>`;
}

const brokerCoverEmail: Family = {
  id: 'broker-cover-email-prose',
  description: 'A broker\'s printed Outlook e-mail to a lender: the deal told as a story with borrower contacts inline',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'loan_type', 'credit_score'];
    const b = facts.broker;
    const paras: string[] = [];
    paras.push(`${rng.pick(['Hi', 'Hey', 'Good morning'])} ${esc(facts.lender.contact.first)},`);
    const who = facts.entity ? `${esc(fullName(borrower))} (buying in ${esc(facts.entity.name)})` : esc(fullName(borrower));
    if (facts.entity) fields.push('entity_name');
    paras.push(`${rng.pick(['Sending over a new one for you.', 'Got a deal I think fits your box.', 'Please see below and attached.'])} My client ${who} is looking for a ${esc(loanWords(loan.type, rng))} on a ${esc(propertyWords(facts, rng))} at ${esc(addressLine(property.address, rng))}.`);
    const money1 = property.purchasePrice
      ? `Contract price is ${money(property.purchasePrice)}${rng.chance(0.5) ? ` and the ${rng.pick(['BPO', 'broker opinion', 'agent CMA'])} puts as-is value at ${anyMoney(rng, property.value, ['dollars', 'k'])}` : ''}.`
      : `${rng.pick(['Owner thinks it is worth', 'Recent appraisal came in at', 'As-is value is around'])} ${anyMoney(rng, property.value, ['dollars', 'k'])}.`;
    const statesValue = !property.purchasePrice || money1.includes('as-is value');
    if (statesValue) fields.push('property_value');
    paras.push(`${money1}${property.arv ? ` ARV ${money(property.arv, 'k')} per the comps attached.` : ''} ${rng.pick(['Asking for', 'Request is', 'Looking for'])} ${anyMoney(rng, loan.amount, ['dollars', 'k'])} over ${termText(loan.termMonths, rng)}.`);
    fields.push('loan_term');
    paras.push(`${rng.pick(['Credit is', 'Mid score', 'FICO'])} ${borrower.creditScore}, ${rng.pick(['has done 6 flips in the last two years', 'seasoned investor, owns 9 doors', 'first deal with us but strong liquidity', 'W-2 plus rentals'])}.${loan.exit ? ` Exit: ${esc(exitWords(facts, rng) ?? '')}.` : ''}`);
    if (loan.exit) fields.push('exit_strategy');
    if (rng.chance(0.6)) { paras.push(`We need to close by ${anyDate(rng, loan.closingDate)}. ${esc(facts.title.name)} has the file.`); fields.push('estimated_closing_date'); }
    if (loan.brokerPoints !== undefined && rng.chance(0.7)) { paras.push(`Our fee is ${pointsText(loan.brokerPoints, rng)} on top.`); fields.push('broker_points'); }
    if (rng.chance(0.7)) {
      paras.push(`Borrower contact: ${esc(borrower.email)} / ${esc(phone(borrower.phone, rng))}`);
      fields.push('borrower_email', 'borrower_phone');
    }
    paras.push(rng.pick(['Let me know what you can do.', 'Thanks — can you get me terms by tomorrow?', 'Appreciate it!']));
    const header = emailHeader([
      ['From', `${esc(fullName(b.contact))} &lt;${esc(b.contact.email)}&gt;`],
      ['Sent', esc(timestamp(facts.documentDate, rng))],
      ['To', `${esc(fullName(facts.lender.contact))} &lt;${esc(facts.lender.contact.email)}&gt;`],
      ['Subject', esc(`${rng.pick(['New deal', 'Submission', 'Scenario', 'Loan request'])}: ${street(property.address)} – ${money(loan.amount, 'k')}`)],
      ['Attachments', esc(rng.pick(['PSA.pdf; Scope_of_work.xlsx', 'Bank stmts.pdf; ID.jpg', 'Comps.pdf']))],
    ]);
    const html = `${header}<hr>${paras.map((p) => `<p>${p}</p>`).join('')}${brokerSig(facts, rng)}`;
    return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Email', pages: [html], font: 'sans', fontSize: '10pt' }), truth: truth(facts, fields) };
  },
};

const replyChain: Family = {
  id: 'broker-lender-reply-chain-revised',
  description: 'A printed e-mail thread, newest first, in which the leverage and rate are renegotiated before the final figures',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term'];
    if (facts.entity) fields.push('entity_name');
    if (!property.purchasePrice) fields.push('property_value');
    const basis = property.purchasePrice ?? property.value;
    const firstAsk = Math.round((loan.amount * 1.12) / 1000) * 1000;
    const counter = Math.round((loan.amount * 0.9) / 1000) * 1000;
    const firstRate = loan.rate + rng.pick([0.5, 0.75, 1]);
    const finalPct = Math.round((loan.amount / basis) * 100);
    const basisWord = property.purchasePrice ? 'purchase price' : 'value';
    const lenderC = facts.lender.contact, brokerC = facts.broker.contact;
    const d = facts.documentDate;
    const msgs: { from: string; when: string; body: string }[] = [];
    msgs.push({ from: fullName(brokerC), when: timestamp(addDays(d, -3), rng), body: `New one: ${esc(fullName(borrower))}${facts.entity ? ` / ${esc(facts.entity.name)}` : ''}, ${esc(addressLine(property.address, rng))}. ${property.purchasePrice ? `Purchase at ${money(property.purchasePrice)}` : `Value approx. ${money(property.value)}`}. Looking for ${money(firstAsk)}, ${termText(loan.termMonths, rng)}. What can you do?` });
    msgs.push({ from: fullName(lenderC), when: timestamp(addDays(d, -2), rng), body: `We can't get to ${money(firstAsk, 'k')}. Best I can do is ${money(counter)} at ${pct(firstRate)}${loan.originationPoints !== undefined ? ` + ${loan.originationPoints + 0.5} pts` : ''}.` });
    msgs.push({ from: fullName(brokerC), when: timestamp(addDays(d, -1), rng), body: `${rng.pick(['Talked to the client —', 'Ok, spoke with borrower.', 'Borrower pushed back.'])} ${rng.pick(['actually make it', 'can we meet in the middle at', "let's do"])} ${finalPct}% of ${basisWord}, so ${money(loan.amount)}, and he'll bring the rest in cash. Can you sharpen the rate?` });
    const finalBits = [`${money(loan.amount)}`, `${pct(loan.rate, rng)}`, termText(loan.termMonths, rng)];
    if (loan.originationPoints !== undefined) { finalBits.push(`${pointsText(loan.originationPoints, rng)} origination`); fields.push('origination_points'); }
    let closing = '';
    if (rng.chance(0.6)) { closing = ` Targeting close ${anyDate(rng, loan.closingDate)}.`; fields.push('estimated_closing_date'); }
    msgs.push({ from: fullName(lenderC), when: timestamp(d, rng), body: `${rng.pick(['Done.', 'Approved by committee.', 'OK we can do that.'])} Final: ${finalBits.join(' / ')}.${closing} Sending the term sheet now${rng.chance(0.5) ? `, loan #${loan.loanNumber}` : ''}.` });
    if (msgs[3]?.body.includes(loan.loanNumber)) fields.push('loan_number');
    const ordered = [...msgs].reverse();
    const subject = `RE: ${rng.pick(['Scenario', 'Deal', 'Quick one'])} – ${street(property.address)}`;
    const html = `<div style="font-size:9.5pt"><div class="b" style="font-size:12pt;margin-bottom:8px">${esc(subject)}</div>
${ordered.map((m, i) => `<div style="border-top:1px solid #999;padding:6px 0 4px;${i > 0 ? 'margin-left:' + Math.min(i, 2) * 10 + 'px;color:#222' : ''}"><div class="small"><b>${esc(m.from)}</b> · ${esc(m.when)}</div><p style="margin-top:4px">${m.body}</p></div>`).join('')}</div>`;
    return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: subject, pages: [html], font: 'sans' }), truth: truth(facts, fields) };
  },
};

const textThread: Family = {
  id: 'borrower-text-message-screenshot',
  description: 'A phone screenshot of texts between borrower and broker: shorthand numbers, bubbles, no labels',
  formats: ['image'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const fields: TruthField[] = ['property_address', 'loan_amount', 'borrower_first_name', 'borrower_last_name'];
    const k = (n: number) => (n % 1000 === 0 ? `$${n / 1000}k` : money(n));
    const me: string[] = [];
    const them: string[] = [];
    them.push(`${rng.pick(['hey', 'Hey', 'yo'])} ${facts.broker.contact.first.toLowerCase()} got another one`);
    them.push(`${property.address.street}${property.address.unit ? ` ${property.address.unit}` : ''} ${property.address.city} ${property.address.zip}`);
    if (property.purchasePrice) them.push(`under contract ${k(property.purchasePrice)}, worth ${k(property.value)} as is${property.arv ? `, ${k(property.arv)} done` : ''}`);
    else them.push(`worth ${k(property.value)} today${property.arv ? `, arv ${k(property.arv)}` : ''}`);
    fields.push('property_value');
    me.push(rng.pick(['nice. how much do you need', 'ok what are you looking for', 'love it, loan amt?']));
    them.push(`${k(loan.amount)} for ${loan.termMonths} months`);
    fields.push('loan_term');
    me.push(`${rng.pick(['lender came back', 'best I got is', 'I can get you'])} ${loan.rate}%${loan.originationPoints !== undefined ? ` and ${loan.originationPoints} pts` : ''}`);
    fields.push('interest_rate');
    if (loan.originationPoints !== undefined) fields.push('origination_points');
    them.push(rng.pick(['do it', 'ok lets go', 'works!']));
    let closeLine: string | undefined;
    if (rng.chance(0.6)) { closeLine = `need to close by ${fmtDate(loan.closingDate, 'usBare')}`; fields.push('estimated_closing_date'); }
    if (closeLine) them.push(closeLine);
    me.push(rng.pick(['send me your LLC docs and bank stmts', 'ok starting the file', 'on it, will send app']));
    if (facts.entity) { them.push(`buying in ${facts.entity.name}`); fields.push('entity_name'); }
    const sequence = [them[0], them[1], them[2], me[0], them[3], me[1], them[4], ...(closeLine ? [closeLine] : []), me[2], ...(facts.entity ? [them[them.length - 1]] : [])]
      .map((t, i) => ({ t: t as string, mine: me.includes(t as string), i }));
    const bubbles = sequence.map((m) => `<div style="display:flex;justify-content:${m.mine ? 'flex-end' : 'flex-start'};margin:5px 0"><div style="max-width:72%;padding:8px 12px;border-radius:18px;font-size:13pt;line-height:1.3;background:${m.mine ? '#0a84ff' : '#e5e5ea'};color:${m.mine ? '#fff' : '#000'}">${esc(m.t)}</div></div>`).join('');
    const html = `<div style="width:4.4in;margin:0.1in auto;border:10px solid #111;border-radius:36px;padding:14px 12px;font-family:'DejaVu Sans';min-height:9.6in">
<div style="display:flex;justify-content:space-between;font-size:10pt;font-weight:bold"><span>${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')}</span><span>5G ▮▮▮</span></div>
<div style="text-align:center;margin:8px 0 12px"><div style="width:44px;height:44px;border-radius:22px;background:#999;color:#fff;margin:0 auto;line-height:44px;font-size:15pt">${esc(borrower.first[0] ?? '')}${esc(borrower.last[0] ?? '')}</div><div style="font-size:10pt">${esc(fullName(borrower))}${rng.chance(0.5) ? ' (flipper)' : ''} ›</div></div>
<div style="text-align:center;font-size:8.5pt;color:#888">${esc(fmtDate(facts.documentDate, 'abbr'))}</div>${bubbles}</div>`;
    return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Messages', pages: [html], page: { margin: '0.2in' } }), truth: truth(facts, fields) };
  },
};

const scenarioBoxes: Family = {
  id: 'broker-scenario-sheet-boxes',
  description: 'A broker\'s one-page "loan scenario" form: small captions above values in a grid of boxes',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'credit_score', 'borrower_phone', 'borrower_email'];
    const cells: [string, string][] = [
      [rng.pick(['CLIENT NAME', 'Borrower', 'Guarantor']), fullName(borrower)],
      ['Phone', phone(borrower.phone, rng)],
      ['E-mail', borrower.email],
      [rng.pick(['Est. FICO', 'Credit (mid)', 'Score']), String(borrower.creditScore)],
      ['Subject property', `${street(property.address)}, ${property.address.city}, ${property.address.state} ${property.address.zip}`],
      ['Asset type', capitalise(propertyWords(facts, rng))],
      [rng.pick(['As-is value', 'Est. value']), money(property.value)],
      ['Loan request', money(loan.amount)],
      ['Program', capitalise(loanWords(loan.type, rng))],
      ['Term requested', termText(loan.termMonths, rng)],
    ];
    if (facts.entity) { cells.splice(1, 0, ['Vesting entity', facts.entity.name]); fields.push('entity_name'); }
    if (property.purchasePrice) cells.push(['Purchase price', money(property.purchasePrice)]);
    if (property.arv) cells.push(['ARV', money(property.arv)]);
    const purpose = purposeWords(facts, rng);
    if (purpose) { cells.push(['Purpose', purpose]); fields.push('loan_purpose'); }
    if (loan.exit) { cells.push(['Exit', exitWords(facts, rng) ?? '']); fields.push('exit_strategy'); }
    if (loan.brokerPoints !== undefined) { cells.push(['Broker comp', pointsText(loan.brokerPoints, rng)]); fields.push('broker_points'); }
    if (rng.chance(0.5)) { cells.push(['Desired close', fmtDate(loan.closingDate, 'us')]); fields.push('estimated_closing_date'); }
    const cols = rng.pick([2, 3]);
    const rows: string[] = [];
    for (let i = 0; i < cells.length; i += cols) {
      rows.push(`<tr>${cells.slice(i, i + cols).map(([l, v]) => `<td style="border:1px solid #333;padding:3px 6px;height:44px;vertical-align:top"><div style="font-size:6.5pt;color:#444;text-transform:uppercase">${esc(l)}</div><div style="font-size:10.5pt;margin-top:3px">${esc(v)}</div></td>`).join('')}</tr>`);
    }
    const html = `<div style="display:flex;justify-content:space-between;align-items:center"><div style="font:bold 15pt 'DejaVu Sans'">${esc(facts.broker.name)}</div><div class="small">${rng.pick(['LOAN SCENARIO', 'DEAL SUBMISSION', 'QUICK QUOTE REQUEST'])}<br>${fmtDate(facts.documentDate, 'us')}</div></div>
<table style="width:100%;border-collapse:collapse;margin-top:10px;table-layout:fixed">${rows.join('')}</table>
<div style="border:1px solid #333;margin-top:8px;padding:6px;min-height:90px"><div style="font-size:6.5pt;color:#444">NOTES</div>${esc(rng.pick(['Borrower has reserves of 6 months PITI. Seller credit negotiated.', 'Rehab budget attached. GC licensed and insured.', 'Tenant in place, lease through next year.', 'Needs quick close, clean title.']))}</div>
<p class="small" style="margin-top:8px">Submitted by ${esc(fullName(facts.broker.contact))} · ${esc(facts.broker.contact.email)}</p>`;
    return { kind: 'html', documentType: 'Broker Submission Sheet', html: documentHtml({ title: 'Scenario', pages: [html], font: 'condensed' }), truth: truth(facts, fields) };
  },
};

const faxedRequest: Family = {
  id: 'borrower-faxed-loan-request',
  description: 'A fax cover sheet and a typed loan request letter from the borrower, only ever seen as a scan',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'property_value', 'loan_term'];
    if (facts.entity) fields.push('entity_name');
    const cover = `<div style="font:bold 40pt 'DejaVu Sans';letter-spacing:8px;margin-bottom:20px">FAX</div>
${kvTable([
    ['To', esc(facts.lender.name)], ['Attn', esc(fullName(facts.lender.contact))], ['From', esc(fullName(borrower))],
    ['Phone', esc(phone(borrower.phone, rng))], ['Date', fmtDate(facts.documentDate, 'usBare')], ['Pages', '2 (incl. cover)'], ['Re', 'Loan request'],
  ], { labelWidth: '20%' })}
<p style="margin-top:30px">${esc(rng.pick(['Please call me when you receive this.', 'Per our phone call, my request is attached.', 'Original to follow by mail.']))}</p>`;
    const purpose = purposeWords(facts, rng);
    const letter = `<p>${fmtDate(facts.documentDate, 'long')}</p><p>${esc(facts.lender.name)}<br>${esc(street(facts.lender.address))}<br>${esc(facts.lender.address.city)}, ${esc(facts.lender.address.state)} ${esc(facts.lender.address.zip)}</p>
<p>To whom it may concern,</p>
<p>I am writing to request a loan of ${money(loan.amount)} secured by my property at ${esc(addressLine(property.address, rng))}${facts.entity ? `, which I hold through ${esc(facts.entity.name)}` : ''}. The property is a ${esc(propertyWords(facts, rng))} and I believe it is worth about ${money(property.value)} today.</p>
<p>${purpose ? `The purpose of the loan is ${esc(purpose.toLowerCase())}. ` : ''}I would like a term of ${esc(termText(loan.termMonths, rng))}${loan.exit ? ` and plan to ${loan.exit === 'Sale' ? 'sell the property' : 'refinance with my bank'} at the end` : ''}.</p>
<p>You can reach me at ${esc(phone(borrower.phone, rng))}.</p><p>Thank you,</p><p><span class="scrawl">${esc(fullName(borrower))}</span><br>${esc(fullName(borrower))}</p>`;
    if (purpose) fields.push('loan_purpose');
    if (loan.exit) fields.push('exit_strategy');
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Fax', pages: [cover, letter], font: rng.pick(['mono', 'serif'] as const), fontSize: '11pt' }), truth: truth(facts, fields) };
  },
};

export const brokerFamilies: Family[] = [brokerCoverEmail, replyChain, textThread, scenarioBoxes, faxedRequest];
