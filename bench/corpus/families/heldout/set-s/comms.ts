// How deals actually arrive and move: forwarded processor threads, Slack and Teams, a voicemail transcript, a phone
// photo of the desk whiteboard, a text-message screenshot, a hand-filled intake sheet, an LO's hurried notes.
import { documentHtml, esc } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  T, addDays, addr, correspondent, desk, dscrNumbers, dscrize, dt, exitText, looseDate, ltLabel, money, name, pct, phone,
  pickD, ppText, ptLabel, purposeLabel, shortMoney, staff, street, termText, vesting, whoFields,
} from './util';

export const forwardedThread: Family = {
  id: 's-processor-forwarded-thread',
  description: 'Correspondent processor forwards the borrower\'s e-mail plus her own notes to the desk\'s setup inbox',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = facts;
    const c = correspondent(rng);
    const d = desk(rng);
    const proc = staff(rng, c.domain, f.borrower.last);
    const b = f.borrower;
    const fields: TruthField[] = [...whoFields(f, { principal: true, contact: true }), 'property_address', 'loan_amount', 'property_value', 'loan_type', 'estimated_closing_date', 'credit_score', 'loan_term'];
    if (f.loan.exit) fields.push('exit_strategy');
    const fwd = looseDate(f.documentDate, rng);
    const html = documentHtml({
      title: 'Fwd', font: 'sans', fontSize: '9.5pt',
      css: '.h{font-size:8.5pt;color:#333;border-bottom:1px solid #ccc;margin:8px 0 6px;padding-bottom:3px}',
      pages: [`<div class="h"><b>From:</b> ${esc(name(proc))} &lt;${proc.email}&gt;<br><b>To:</b> setup@${d.domain}<br><b>Date:</b> ${fwd}<br><b>Subject:</b> FW: ${esc(f.entity ? f.entity.name : b.last)} - ${esc(f.property.address.city)} - new submission</div>
<p>Hi team — new file from ${esc(c.name)}. Borrower e-mail below. My notes:</p>
<ul><li>Credit pulled, mid score ${b.creditScore}</li><li>${esc(ltLabel(f.loan.type, rng))}, ${termText(f.loan.termMonths, rng)}, ask is ${money(f.loan.amount)}</li><li>AVM/BPO ${money(f.property.value)}${f.property.purchasePrice ? `, contract ${money(f.property.purchasePrice)}` : ''}</li><li>Title is ${esc(f.title.name)}, ${esc(name(f.title.contact))}</li><li>Wants to close by ${dt(f.loan.closingDate, pickD(rng))}</li></ul>
<p>${esc(proc.first)}<br>Loan Processor | ${esc(c.name)} | ${phone(proc.phone, rng)}</p>
<div class="h">---------- Forwarded message ----------<br><b>From:</b> ${esc(name(b))} &lt;${b.email}&gt;<br><b>Date:</b> ${looseDate(addDays(f.documentDate, -1), rng)}<br><b>Subject:</b> ${esc(street(f.property.address))}</div>
<p>Hi ${esc(proc.first)},</p>
<p>Attached are ${f.entity ? `the ${esc(f.entity.name)} docs (articles + OA) and ` : ''}my last 2 bank statements. The property is ${esc(addr(f.property.address, rng))}. ${f.loan.exit ? `Plan is ${esc((exitText(f, rng) as string).toLowerCase())}.` : 'Plan is to hold it as a rental.'} Best number is my cell ${phone(b.phone, rng)}.</p>
<p>Thanks,<br>${esc(b.first)}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: T(f, fields) };
  },
};

function chatCss(slack: boolean): string {
  return slack
    ? '.m{display:flex;gap:8px;margin-bottom:9px}.av{width:30px;height:30px;border-radius:5px;flex:none;color:#fff;font:bold 11pt DejaVu Sans;display:flex;align-items:center;justify-content:center}.n{font-weight:bold}.t{color:#777;font-size:7.5pt;margin-left:6px}'
    : '.m{margin-bottom:10px;padding:6px 9px;border-radius:8px;background:#f0f0f8;max-width:88%}.me{background:#e4ecff;margin-left:auto}.n{font-weight:bold;font-size:8.5pt;color:#4b53bc}.t{color:#777;font-size:7.5pt;margin-left:6px}';
}

export const slackThread: Family = {
  id: 's-slack-desk-thread',
  description: 'Slack #dscr-pipeline thread between the AE, the UW and the lock desk about one broker file',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const d = desk(rng);
    const ae = staff(rng, d.domain, f.borrower.last);
    const uw = staff(rng, d.domain, f.borrower.last);
    const lock = staff(rng, d.domain, f.borrower.last);
    const n = dscrNumbers(f, rng);
    const fields: TruthField[] = [...whoFields(f), 'loan_amount', 'property_value', 'credit_score', 'interest_rate', 'property_address', 'loan_number', 'prepayment_penalty'];
    if (f.loan.prepayment.penalty) fields.push('prepayment_terms');
    const colors = ['#4a154b', '#1264a3', '#2eb67d', '#e01e5a'];
    const time = (h: number) => `${h}:${String(rng.int(0, 59)).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    const msg = (p: { first: string; last: string }, t: string, body: string, i: number) => `<div class="m"><div class="av" style="background:${colors[i % 4]}">${esc(p.first[0] ?? '')}</div><div><span class="n">${esc(`${p.first} ${p.last}`)}</span><span class="t">${t}</span><div>${body}</div></div></div>`;
    const html = documentHtml({
      title: 'Slack', font: 'sans', fontSize: '9.5pt', css: chatCss(true),
      pages: [`<div style="font-weight:bold;border-bottom:1px solid #ddd;padding-bottom:6px;margin-bottom:10px"># dscr-pipeline <span class="t">${looseDate(f.documentDate, rng)}</span></div>
${msg(ae, time(9), `new one from ${esc(f.broker.name)}: <b>${esc(vesting(f))}</b> — ${esc(addr(f.property.address, rng))}. ${esc(ptLabel(f.property.type, rng, f.property.units))}, ${money(f.loan.amount)} on ${money(f.property.value)} value, FICO ${f.borrower.creditScore}. loan # ${f.loan.loanNumber}`, 0)}
${msg(uw, time(10), `rent on the 1007 is ${money(n.rent)}, PITIA ${money(n.pitia, true)} → ${(n.rent / n.pitia).toFixed(2)} DSCR. ${n.rent / n.pitia < 1 ? 'sub-1 so it goes on the no-ratio grid, +0.5 to rate' : 'fine'}`, 1)}
${msg(lock, time(11), `locked ${pct(f.loan.rate)}% 30-day, PPP ${esc(ppText(f, rng))}. price ${(100 + rng.int(-6, 10) / 8).toFixed(3)}`, 2)}
${msg(ae, time(rng.int(12, 16)), `ty. broker says seller (${esc(name(f.seller))}) wants to push COE a week, will confirm`, 0)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: T(f, fields) };
  },
};

export const teamsChat: Family = {
  id: 's-teams-chat-export',
  description: 'Microsoft Teams chat export between a correspondent\'s funder and the desk\'s purchase reviewer',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = facts;
    const c = correspondent(rng);
    const d = desk(rng);
    const a = staff(rng, c.domain, f.borrower.last);
    const b = staff(rng, d.domain, f.borrower.last);
    const fields: TruthField[] = [...whoFields(f), 'loan_number', 'loan_amount', 'interest_rate', 'estimated_closing_date', 'loan_term'];
    const pts = f.loan.originationPoints;
    if (pts !== undefined) fields.push('origination_points');
    const lines: [typeof a, string][] = [
      [a, `Hi ${esc(b.first)}, loan ${f.loan.loanNumber} (${esc(vesting(f))}) funded today. Tape says ${money(f.loan.amount)} @ ${pct(f.loan.rate, rng)}, ${termText(f.loan.termMonths, rng)}. Note date ${dt(f.loan.closingDate, pickD(rng))}.`],
      [b, 'Got it. CD shows a different UPB than the tape — was there a principal reduction at closing?'],
      [a, `No, the CD includes the ${money(rng.int(2, 40) * 500)} rehab holdback as a separate line. Funded amount matches tape.`],
      ...(pts !== undefined ? [[b, `ok. orig on the CD is ${pct(pts, rng)} pts, matches. I'll push to purchase review.`] as [typeof a, string]] : [[b, 'ok, pushing to purchase review.'] as [typeof a, string]]),
      [a, `Thanks! Collateral file going FedEx to custodian tomorrow. Tracking to follow. ${esc(f.title.name)} has the final policy.`],
    ];
    const html = documentHtml({
      title: 'Teams', font: 'sans', fontSize: '9.5pt', css: chatCss(false),
      pages: [`<div style="font-weight:bold;color:#4b53bc;margin-bottom:10px">Chat · ${esc(name(a))} (${esc(c.name)}), ${esc(name(b))}</div>
${lines.map(([p, t], i) => `<div class="m${p === b ? ' me' : ''}"><span class="n">${esc(name(p))}</span><span class="t">${looseDate(f.loan.closingDate, rng)} ${rng.int(1, 5)}:${String(10 + i * 7).padStart(2, '0')} PM</span><div>${t}</div></div>`).join('')}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: T(f, fields) };
  },
};

export const voicemail: Family = {
  id: 's-voicemail-transcript',
  description: 'Phone system voicemail transcription e-mailed to the AE: a broker rattling off a deal',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = facts;
    const d = desk(rng);
    const br = f.broker.contact;
    const ae = staff(rng, d.domain, f.borrower.last);
    const fields: TruthField[] = [...whoFields(f), 'property_address', 'loan_amount', 'property_value', 'loan_type', 'credit_score'];
    const spoken = (x: number) => (x >= 1e6 ? `${(x / 1e6).toFixed(x % 100000 === 0 ? 1 : 3).replace(/\.?0+$/, '')} million` : `${Math.round(x / 1000)} thousand`);
    const html = documentHtml({
      title: 'Voicemail', font: 'sans', fontSize: '10pt',
      pages: [`<div style="background:#f3f3f3;padding:8px;border-radius:4px"><b>New voicemail from ${phone(br.phone, rng)} (${esc(name(br))})</b><br>To: ${esc(name(ae))} ext. ${rng.int(200, 299)} · Received ${looseDate(f.documentDate, rng)} ${rng.int(1, 5)}:${rng.int(10, 59)} PM · Duration 1:${rng.int(10, 59)}</div>
<p style="margin-top:10px"><i>Transcription (automated, may contain errors):</i></p>
<p>"Hey ${esc(ae.first)}, it's ${esc(br.first)} over at ${esc(f.broker.name)}. Got a ${esc(ltLabel(f.loan.type, rng).toLowerCase())} for you, borrower is ${esc(f.entity ? `${f.entity.name}` : `${f.borrower.first} ${f.borrower.last}`)}, um, credit's like a ${f.borrower.creditScore}. Property is ${esc(street(f.property.address, true))} in ${esc(f.property.address.city)}, zip ${f.property.address.zip}, it's a ${esc(ptLabel(f.property.type, rng, f.property.units).toLowerCase())}. Value's around ${spoken(f.property.value)}, so ${money(f.property.value)}, and they need ${money(f.loan.amount)}. ${f.property.purchasePrice ? `They're buying it at ${spoken(f.property.purchasePrice)}. ` : ''}Seller's agent is pushing, so if you can call me back today that'd be great. ${phone(br.phone, rng)}. Thanks, bye."</p>
<p class="small" style="margin-top:14px">Transcription confidence: ${rng.pick(['High', 'Medium'])}. Reply to this e-mail to forward the voicemail.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: T(f, fields) };
  },
};

export const whiteboard: Family = {
  id: 's-whiteboard-photo',
  description: 'Phone photo of the desk whiteboard where the team structured one deal (marker handwriting)',
  formats: ['image'],
  make(facts, rng) {
    const f = rng.chance(0.5) ? dscrize(facts, rng) : facts;
    const n = dscrNumbers(f, rng);
    const fields: TruthField[] = ['loan_amount', 'property_value', 'interest_rate', 'loan_term', 'credit_score', 'property_address'];
    const showName = rng.chance(0.6);
    if (showName) fields.push(...whoFields(f));
    const ltv = Math.round((f.loan.amount / f.property.value) * 1000) / 10;
    const hand = (t: string, c = '#1d2c6b', s = 17) => `<div style="font-family:'DejaVu Serif';font-style:italic;font-size:${s}pt;color:${c};margin:6px 0;transform:rotate(${rng.int(-2, 2)}deg)">${t}</div>`;
    const html = documentHtml({
      title: 'Whiteboard', font: 'serif',
      css: '.sheet{background:#f7f7f2;min-height:11in}',
      pages: [`${hand(`${showName ? esc(f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`) : 'NEW DEAL'} — ${esc(street(f.property.address))} ${esc(f.property.address.city)} ${f.property.address.zip}`, '#b3261e', 18)}
${hand(`Val ${money(f.property.value)} &nbsp; | &nbsp; LA ${money(f.loan.amount)} &nbsp; → ${ltv}% LTV`)}
${hand(`${pct(f.loan.rate)}% &nbsp; ${termText(f.loan.termMonths, rng)}`)}
${hand(`FICO ${f.borrower.creditScore}`)}
${f.loan.termMonths === 360 ? hand(`rent ${money(n.rent)} / PITIA ${money(Math.round(n.pitia))} = ${(n.rent / n.pitia).toFixed(2)}x`, '#0b6b3a') : hand(`ARV ${f.property.arv ? shortMoney(f.property.arv) : '??'} &nbsp; rehab ~${shortMoney(rng.int(20, 150) * 1000)}`, '#0b6b3a')}
${hand(`${f.property.purchasePrice ? `PP ${money(f.property.purchasePrice)} ← not value!` : 'refi - payoff ~?'}`, '#444', 14)}
${hand('TODO: ins binder / OA / 2 mo stmts / CDA', '#444', 13)}
${hand(`old deal (ignore): ${rng.int(100, 999)} ${rng.pick(['Birch', 'Cedar', 'Spruce'])} — ${shortMoney(rng.int(150, 600) * 1000)} @ ${rng.pick(['8.25', '10.5', '11'])}%  FUNDED`, '#999', 12)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: T(f, fields) };
  },
};

export const textScreenshot: Family = {
  id: 's-text-message-screenshot',
  description: 'Screenshot of an iMessage thread where the broker texts deal basics to the AE',
  formats: ['image'],
  make(facts, rng) {
    const f = facts;
    const fields: TruthField[] = [...whoFields(f), 'loan_amount', 'property_address', 'credit_score', 'loan_type', 'interest_rate'];
    const showVal = rng.chance(0.6);
    if (showVal) fields.push('property_value');
    if (f.loan.originationPoints !== undefined) fields.push('origination_points');
    const bub = (t: string, me: boolean) => `<div style="display:flex;justify-content:${me ? 'flex-end' : 'flex-start'};margin:6px 0"><div style="max-width:72%;padding:8px 12px;border-radius:16px;background:${me ? '#0a84ff' : '#e5e5ea'};color:${me ? '#fff' : '#000'};font-size:12pt">${t}</div></div>`;
    const html = documentHtml({
      title: 'Messages', font: 'sans',
      pages: [`<div class="center" style="font-size:11pt;color:#555">${esc(f.broker.contact.first)} ${esc(f.broker.contact.last[0] ?? '')}. (Broker)<br><span style="font-size:8pt">iMessage · ${looseDate(f.documentDate, rng)}</span></div>
${bub(`You around? Got a quick one`, false)}
${bub('yep go', true)}
${bub(`${esc(f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`)}. ${esc(ltLabel(f.loan.type, rng).toLowerCase())}. ${esc(street(f.property.address))}, ${esc(f.property.address.city)} ${f.property.address.state} ${f.property.address.zip}`, false)}
${bub(`needs ${shortMoney(f.loan.amount)}${showVal ? `, worth ${shortMoney(f.property.value)}` : ''}. ${f.borrower.creditScore} fico`, false)}
${bub(`can do ${pct(f.loan.rate)}${f.loan.originationPoints !== undefined ? ` w/ ${f.loan.originationPoints} pts` : ''}. send me the app`, true)}
${bub(`ok sending now. seller is ${esc(name(f.seller))} fyi, very motivated`, false)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: T(f, fields) };
  },
};

export const handwrittenIntake: Family = {
  id: 's-handwritten-intake-photo',
  description: 'Photo of a paper intake sheet filled by hand at a REIA meetup table (DSCR/STR lead)',
  formats: ['image'],
  make(facts, rng) {
    const f = rng.chance(0.6) ? dscrize(facts, rng) : facts;
    const b = f.borrower;
    const fields: TruthField[] = [...whoFields(f, { principal: true, contact: true }), 'credit_score', 'property_address', 'loan_amount', 'property_value', 'loan_purpose'];
    const w = (t: string) => `<span class="scrawl" style="font-size:13pt">${t}</span>`;
    const row = (l: string, v: string) => `<tr><td style="width:30%;padding:7px 4px;font-weight:bold">${l}</td><td style="border-bottom:1px solid #555;padding:7px 4px">${v}</td></tr>`;
    const html = documentHtml({
      title: 'Intake', font: 'sans', fontSize: '10pt',
      pages: [`<div class="center b" style="font-size:14pt">INVESTOR LOAN QUICK-QUOTE</div><div class="center small">DSCR · STR · Bridge · Fix &amp; Flip — we lend in CO UT ID MT NV</div><br>
<table style="width:100%">${row('Name', w(esc(`${b.first} ${b.last}`)))}${row('Company / LLC', w(esc(f.entity?.name ?? '')))}${row('Phone', w(phone(b.phone, rng)))}${row('Email', w(b.email))}${row('Credit (est.)', w(String(b.creditScore)))}
${row('Property', w(esc(addr(f.property.address, rng))))}${row('Purchase / Refi?', w(esc(purposeLabel(f, rng) ?? '')))}${row('Value', w(money(f.property.value)))}${row('Loan amt needed', w(money(f.loan.amount)))}${row('Rents / STR?', w(rng.pick(['LTR', 'STR - on Airbnb', 'MTR (travel nurses)'])))}</table>
<p style="margin-top:14px" class="small">Office use: LO ${rng.pick(['JT', 'KM', 'RB'])} · Follow up ${rng.pick(['Tue', 'Thu', 'next wk'])}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: T(f, fields) };
  },
};

export const loNotes: Family = {
  id: 's-lo-hurried-notes',
  description: 'LO\'s notes typed during a call and printed to PDF from Notes app: shorthand, typos, decoy numbers',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = facts;
    const fields: TruthField[] = [...whoFields(f, { principal: true }), 'borrower_phone', 'loan_amount', 'property_address', 'property_value', 'loan_type', 'loan_term', 'interest_rate'];
    if (f.loan.exit) fields.push('exit_strategy');
    const pp = f.property.purchasePrice;
    const html = documentHtml({
      title: 'Notes', font: 'mono', fontSize: '10pt',
      pages: [`<pre style="font-family:inherit;white-space:pre-wrap">${esc([
        `call w/ ${f.borrower.first} ${f.borrower.last} ${looseDate(f.documentDate, rng)}${f.entity ? ` (${f.entity.name})` : ''}`,
        `cell ${phone(f.borrower.phone, rng)}`,
        `ref'd by ${f.broker.contact.first} @ ${f.broker.name}`,
        '',
        `prop: ${street(f.property.address)} ${f.property.address.city} ${f.property.address.state} ${f.property.address.zip}`,
        `${ptLabel(f.property.type, rng, f.property.units)} ${f.property.yearBuilt ? `built ${f.property.yearBuilt}` : ''}`,
        `val ${money(f.property.value)} (his # - Zillow says less??)`,
        pp ? `pp ${money(pp)} under contract w/ ${f.seller.first} ${f.seller.last}` : `owes ~${shortMoney(Math.round(f.loan.amount * 0.6 / 1000) * 1000)} to current lender`,
        `wants ${money(f.loan.amount)} ${ltLabel(f.loan.type, rng)}`,
        `quoted ${pct(f.loan.rate)}% / ${termText(f.loan.termMonths, rng)}`,
        f.loan.exit ? `exit: ${exitText(f, rng)}` : 'exit: hold',
        '',
        'TODO: send app link, pull credit, ask for REO schedule',
      ].join('\n'))}</pre>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: T(f, fields) };
  },
};
