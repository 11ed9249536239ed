// set-ad: how the desk's counterparties write to it — broker e-mails, escrow threads, texts, fax covers.
import type { Family } from '../../../types';
import { documentHtml, esc, kvTable } from '../../../style';
import { Doc, DESKS, ESCROWS, dt, fullName, money, pct, phone, townOf, rows } from './kit';

function header(from: string, to: string, subject: string, date: string, cc?: string): string {
  return `<table style="font-size:9pt;margin-bottom:8px"><tr><td class="b" style="padding-right:10px">From:</td><td>${esc(from)}</td></tr>
<tr><td class="b">Sent:</td><td>${esc(date)}</td></tr><tr><td class="b">To:</td><td>${esc(to)}</td></tr>${cc ? `<tr><td class="b">Cc:</td><td>${esc(cc)}</td></tr>` : ''}
<tr><td class="b">Subject:</td><td>${esc(subject)}</td></tr></table>`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
function sent(iso: string, hour: number, minute: number): string {
  const day = WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()] ?? '';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${day}, ${dt(iso, 'long')} ${h}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export const brokerEmailSeattle: Family = {
  id: 'ad-broker-email-seattle',
  description: 'Seattle broker e-mail: chatty scenario paragraph, then a dashed quick-facts list; broker signature block.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const bk = d.broker.contact;
    const who = d.entity
      ? `${esc(d.name())} — buying through ${esc(d.entName() ?? '')}`
      : `${esc(d.name())}`;
    const story = `Hi team — got a clean one for you. My client ${who} is a ${rng.pick(['local contractor', 'repeat investor (6 flips last 2 yrs)', 'software engineer who builds on the side', 'out-of-state investor based in Arizona'])}. ${d.price() ? `Under contract at ${d.price()}` : 'Owns it free and clear-ish'}, and we think it's worth ${d.value()} today. ${d.arv() ? `After the work, comps say ${d.arv()}.` : ''}`;
    const list = rows([
      ['Address', esc(d.address('one'))],
      ['Product', d.ltype()],
      ['Ask', d.amount('k')],
      ['Rate they can live with', rng.chance(0.7) ? `${d.rate()}%` : undefined],
      ['Term', d.term()],
      ['FICO', rng.chance(0.7) ? d.fico() : undefined],
      ['Exit', d.exit()],
      ['My fee', d.brk() ? `${pct(d.loan.brokerPoints ?? 0)} pts` : undefined],
      ['Need to close by', d.close(rng.pick(['abbr', 'num'] as const))],
    ]).map(([k, v]) => `- ${k}: ${v}`).join('<br>');
    const contact = rng.chance(0.6) ? `<p>Borrower's cell is ${d.phone()} and email ${esc(d.email())} if you want to talk to them directly.</p>` : '';
    const body = `${header(`${fullName(bk)} <${bk.email}>`, `scenarios@${desk.toLowerCase().replace(/[^a-z]/g, '')}.com`, `New scenario - ${d.prop.address.street} (${d.prop.address.city})`, sent(d.f.documentDate, rng.int(7, 18), rng.int(0, 59)))}
<p>${story}</p><p>${list}</p>${contact}
<p>Can you get me a term sheet by Friday? Appraisal can be ordered from ${esc(d.appraiser.name)}, they know the area.</p>
<p>Thanks!<br>${esc(bk.first)}</p>
<p class="small">${esc(fullName(bk))} | Mortgage Broker | ${esc(d.broker.name)}<br>${phone(bk.phone, 'dot')} | ${esc(bk.email)}<br>WA MLO-${rng.int(100000, 999999)}</p>`;
    const html = documentHtml({ title: 'email', pages: [body], font: 'sans', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

export const brokerEmailMaui: Family = {
  id: 'ad-broker-email-maui-thread',
  description: 'Maui broker thread: desk asks questions, broker answers inline in caps under each question.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const bk = d.broker.contact;
    const me = d.lender.contact;
    const qa: [string, string | undefined][] = [
      ['Who is the borrower / vesting?', d.entity ? `${d.entName()?.toUpperCase()}, ${d.name('caps')} SIGNS` : `${d.name('caps')}, INDIVIDUALLY`],
      ['Property address and type?', `${d.address('caps')} - ${d.ptype().toUpperCase()}`],
      ['Loan amount requested?', d.amount()],
      ['Value?', `${d.value()} PER BROKER OPINION`],
      ['Purpose?', d.purpose()?.toUpperCase()],
      ['Term?', d.term().toUpperCase()],
      ['Exit?', d.exit()?.toUpperCase()],
      ['Credit?', rng.chance(0.6) ? `MID SCORE ${d.fico()}` : 'WILL SEND'],
      ['Timing?', `WANTS TO CLOSE ${d.close('us')}`],
    ];
    const answers = qa.filter(([, a]) => a !== undefined).map(([q, a], i) => `<p>${i + 1}. ${esc(q)}<br><span style="color:#1b3fa0;font-weight:bold">&gt;&gt; ${esc(a ?? '')}</span></p>`).join('');
    const body = `${header(`${fullName(bk)} <${bk.email}>`, `${fullName(me)} <${me.email}>`, `RE: ${d.prop.address.city} deal - a few questions`, sent(d.f.documentDate, rng.int(8, 17), rng.int(0, 59)))}
<p>Aloha ${esc(me.first)}, answers below in blue.<br>${esc(bk.first)}</p>
<div style="border-left:3px solid #999;padding-left:10px;margin-top:8px">
<p class="small">From: ${esc(fullName(me))} (${esc(desk)})<br>Sent: ${esc(dt(d.f.documentDate, 'abbr'))}</p>
<p>Hi ${esc(bk.first)}, thanks for sending this over. Before I can quote I need:</p>${answers}
<p>Mahalo, ${esc(me.first)}</p></div>`;
    const html = documentHtml({ title: 'email', pages: [body], font: 'sans', fontSize: '9.5pt' });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

export const textThread: Family = {
  id: 'ad-text-message-screenshot',
  description: 'Phone screenshot of a text thread between the broker and the desk; the facts come in fragments.',
  formats: ['image'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const bk = d.broker.contact;
    const msgs: [boolean, string][] = [
      [true, `hey its ${bk.first} w/ ${d.broker.name}. got a ${d.ltype().toLowerCase()} for u`],
      [true, `${d.street()} in ${d.prop.address.city} ${d.prop.address.zip}`],
      [false, 'sure whats the ask'],
      [true, `${d.amount('k')} on ${d.value('k')} value`],
      [true, `borrower is ${d.entity ? `${d.entName()} (${d.first()} ${d.last()})` : `${d.first()} ${d.last()}`}`],
      [false, 'term?'],
      [true, `${d.termMonths()} mo`],
      [false, `we'd be at ${d.rate()}%${d.loan.originationPoints !== undefined ? ` + ${d.orig()} pts` : ''}. closing when`],
      [true, `${dt(d.loan.closingDate, 'num')} ideally`],
    ];
    d.mark('estimated_closing_date');
    if (d.exit()) msgs.push([true, `exit is ${d.loan.exit === 'Sale' ? 'sell it' : 'refi out'}`]);
    const bubbles = msgs.map(([them, text]) => `<div style="display:flex;justify-content:${them ? 'flex-start' : 'flex-end'};margin:5px 0"><div style="max-width:70%;padding:7px 11px;border-radius:16px;background:${them ? '#e5e5ea' : '#2f7cf6'};color:${them ? '#111' : '#fff'}">${esc(text)}</div></div>`).join('');
    const body = `<div style="width:4.2in;margin:0 auto;border:1px solid #bbb;border-radius:24px;padding:14px;font-family:'DejaVu Sans';font-size:10.5pt">
<div class="center b" style="margin-bottom:6px">${esc(bk.first)} ${esc(bk.last[0] ?? '')}. (broker)<br><span class="small muted">${phone(bk.phone, 'paren')}</span></div>
<div class="center small muted">${dt(d.f.documentDate, 'abbr')}</div>${bubbles}</div>`;
    const html = documentHtml({ title: 'texts', pages: [body], font: 'sans' });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

export const escrowThread: Family = {
  id: 'ad-escrow-officer-thread',
  description: 'Escrow officer thread (Honolulu / Seattle): closing date, lender fees to be collected, buyer named among many parties.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const escrow = rng.pick(ESCROWS);
    const eo = d.title.contact;
    const escrowNo = `${rng.pick(['HNL', 'SEA', 'KHM', 'BND', 'ESC'])}-${rng.int(10, 99)}${rng.int(1000, 9999)}-${rng.pick(['LK', 'MS', 'TR', 'JN'])}`;
    const buyer = d.entity ? `${d.entName()} (signing: ${d.name()})` : d.name('middle');
    const feeLines = rows([
      ['Origination', d.orig() ? `${pct(d.loan.originationPoints ?? 0)}% of the loan` : undefined],
      ['Broker', d.brk() ? `${pct(d.loan.brokerPoints ?? 0)}% to ${d.broker.name}` : undefined],
      ['Doc prep', d.docFee()],
      ['Processing', d.procFee()],
      ['Admin', d.adminFee()],
    ]);
    const m1 = `${header(`${fullName(eo)} <${eo.email}>`, `closings@${rng.pick(['makaicascade', 'konapacific', 'pugetpali'])}.com`, `Escrow #${escrowNo} - ${d.prop.address.street}`, sent(d.f.documentDate, rng.int(9, 15), rng.int(0, 59)), `${fullName(d.broker.contact)} <${d.broker.contact.email}>`)}
<p>Aloha / Good morning,</p>
<p>We have opened escrow on the above. Parties as we have them:</p>
<ul>${d.prop.purchasePrice !== undefined ? `<li>Buyer/Borrower: ${esc(buyer)}</li><li>Seller: ${esc(fullName(d.seller, 'middle'))}</li><li>Listing agent: ${esc(fullName(d.appraiser.contact))}</li>` : `<li>Borrower (refinance): ${esc(buyer)}</li><li>Existing lienholder: ${esc(fullName(d.seller))}, private lender (payoff requested)</li>`}<li>New lender: ${esc(d.lender.name)}</li></ul>
<p>Property: ${esc(d.address('full'))}, ${esc(d.parcel())}. ${d.price() ? `Sales price ${d.price()}.` : ''}</p>
<p>Your loan amount per the instructions we received is ${d.amount('cents')}. We are scheduled to close/record on <b>${d.close('long')}</b>. Please confirm your fees to be collected:</p>
${feeLines.length ? `<ul>${feeLines.map(([k, v]) => `<li>${k}: ${esc(v)}</li>`).join('')}</ul>` : '<p>(none listed yet)</p>'}
<p>Lender's policy will be issued by ${esc(d.title.name)}. Please send loan docs at least 3 business days before closing.</p>
<p>Mahalo,<br>${esc(fullName(eo))}<br>Escrow Officer, ${esc(escrow)}<br>${phone(eo.phone, 'dash')}</p>`;
    const html = documentHtml({ title: 'escrow', pages: [m1], font: 'sans', fontSize: '9.5pt' });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

export const faxCover: Family = {
  id: 'ad-broker-fax-cover-deal-summary',
  description: 'Broker fax cover with a handwritten-style deal summary box; faxed (scanned) to the desk.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const bk = d.broker;
    const line = (k: string, v: string | undefined) => v === undefined ? '' : `<div style="display:flex;border-bottom:1px solid #999;padding:3px 0"><span style="width:1.7in;font-weight:bold">${k}</span><span style="font-family:'DejaVu Serif';font-style:italic;color:#1d2c6b;font-size:12pt">${esc(v)}</span></div>`;
    const body = `<div style="font:bold 30pt 'DejaVu Sans';letter-spacing:6px">FAX</div>
<table class="grid" style="margin:10px 0"><tr><td>TO: ${esc(rng.pick(DESKS))}</td><td>FROM: ${esc(fullName(bk.contact))}, ${esc(bk.name)}</td></tr>
<tr><td>DATE: ${dt(d.f.documentDate, 'us')}</td><td>PAGES: ${rng.int(3, 14)} (incl. cover)</td></tr><tr><td>PHONE: ${phone(bk.contact.phone, 'dash')}</td><td>RE: new loan request</td></tr></table>
<div style="border:2px solid #000;padding:10px">
<div class="b" style="margin-bottom:6px">DEAL SUMMARY</div>
${line('Borrower', d.entity ? d.entName() : d.name())}
${line('Guarantor', d.entity ? d.name() : undefined)}
${line('Borrower phone', rng.chance(0.6) ? d.phone('dash') : undefined)}
${line('Property', d.address('one'))}
${line('Type', d.ptype())}
${line('Loan', d.ltype())}
${line('Amount', d.amount())}
${line('Value', d.value())}
${line('Purch. price', d.price())}
${line('Term', d.term())}
${line('Exit', d.exit())}
${line('Est. close', d.close('num'))}
</div>
<p class="small" style="margin-top:14px">CONFIDENTIALITY: This facsimile contains information that is confidential. If you received it in error please call ${phone(bk.contact.phone, 'paren')} and destroy all copies.</p>`;
    const html = documentHtml({ title: 'fax', pages: [body], font: 'sans', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

export const brokerPackageCover: Family = {
  id: 'ad-broker-package-cover-email',
  description: 'Broker e-mail forwarding a loan package: list of attachments, parties table (seller, agent, borrower, appraiser).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const bk = d.broker.contact;
    const parties = [
      ['Borrower', d.entity ? `${d.entName()}` : d.name(), d.entity ? `c/o ${d.name()}` : '', rng.chance(0.5) ? d.email() : ''],
      ['Seller', fullName(d.seller), '', d.seller.email],
      ['Appraiser', fullName(d.appraiser.contact), d.appraiser.name, d.appraiser.contact.email],
      ['Title / escrow', fullName(d.title.contact), d.title.name, d.title.contact.email],
      ['Broker', fullName(bk), d.broker.name, bk.email],
    ];
    const attachments = rng.shuffle(['Purchase contract.pdf', 'Bank stmts (2 mo).pdf', 'Scope of work.xlsx', 'Prelim title report.pdf', 'ID.jpg', d.entity ? 'Operating agreement.pdf' : 'Credit authorization.pdf']).slice(0, 5);
    const body = `${header(`${fullName(bk)} <${bk.email}>`, `${fullName(d.lender.contact)} <${d.lender.contact.email}>`, `Loan package - ${d.prop.address.street}`, sent(d.f.documentDate, rng.int(7, 19), rng.int(0, 59)))}
<p>${esc(d.lender.contact.first)},</p>
<p>Full package attached for the ${esc(d.ltype())} request on ${esc(d.address('one'))}. We are asking for ${d.amount()} at ${d.rate()}% for ${d.term()}. The ${esc(d.ptype().toLowerCase())} is valued at ${d.value()}; ${d.arv() ? `projected value after work ${d.arv()}.` : 'no rehab planned.'}</p>
<table class="grid" style="font-size:8.5pt"><tr><th>Role</th><th>Name</th><th>Company / note</th><th>E-mail</th></tr>${parties.map((r) => `<tr>${r.map((c) => `<td>${esc(c ?? '')}</td>`).join('')}</tr>`).join('')}</table>
<p style="margin-top:8px">Attachments:</p><ul>${attachments.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>
<p>Target close ${d.close()}. ${d.exit() ? `Exit: ${esc(d.exit() ?? '')}.` : ''}</p><p>— ${esc(bk.first)}</p>`;
    const html = documentHtml({ title: 'package', pages: [body], font: 'sans', fontSize: '9.5pt' });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

export const voicemailNotes: Family = {
  id: 'ad-intake-call-notes',
  description: 'Loan officer\'s intake call notes typed during a phone call: terse, abbreviations, times in the margin.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const town = townOf(d.prop.address);
    const lines = [
      `${rng.int(8, 11)}:${String(rng.int(10, 59))} call w/ ${d.entity ? `${d.name()} (mgr of ${d.entName()})` : d.name()} — referred by ${fullName(d.broker.contact)}`,
      `cb # ${d.phone('dash')}${rng.chance(0.5) ? ` / ${d.email()}` : ''}`,
      `prop: ${d.address('one')}${town?.island ? ` — ${town.island}` : ''}, ${d.ptype().toLowerCase()}`,
      `wants ${d.amount('k')}, says value ~${d.value('k')}${d.price() ? `, paying ${d.price()}` : ''}`,
      `loan type: ${d.ltype().toLowerCase()}; ${d.term()} ok`,
      `credit "around ${d.fico()}" (self-reported)`,
      d.loan.exit ? `exit = ${(d.exit() ?? '').toLowerCase()}` : 'no exit needed',
      `quoted ${d.rate()}% + ${d.loan.originationPoints !== undefined ? `${d.orig()} pts` : 'flat fee'}`,
      `needs funds by ${d.close('num')}`,
      'TODO: send app link, order title, pull entity docs',
    ];
    const body = `<div style="font-family:'DejaVu Sans Mono';font-size:10pt"><div class="b">INTAKE NOTES — ${dt(d.f.documentDate, 'us')}</div><hr>${lines.map((l) => `<div style="margin:3px 0">${esc(l)}</div>`).join('')}</div>`;
    const html = documentHtml({ title: 'notes', pages: [body], font: 'mono' });
    return { kind: 'html', documentType: 'Loan Application', html, truth: d.truth() };
  },
};

export const warehouseRequest: Family = {
  id: 'ad-warehouse-funding-request-memo',
  description: 'Desk\'s funding request memo to its warehouse bank for a new note purchase; one loan, bank and custodian named.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const advance = Math.round(d.loan.amount * rng.pick([0.65, 0.7, 0.75]));
    const body = `<div style="border-bottom:2px solid #000;margin-bottom:10px"><b style="font-size:13pt">${esc(desk)}</b> — Warehouse Advance Request</div>
<p>To: Warehouse Lending Dept., ${esc(rng.pick(['Emerald Harbor Bank', 'Cascadia Commerce Bank', 'Pacific Rim Warehouse Finance']))}<br>Date: ${dt(d.f.documentDate, 'long')}<br>Custodian: ${esc(d.title.name)} (as bailee)</p>
${kvTable(rows([
  ['Loan No.', d.loanNo()],
  ['Obligor', esc(d.borrowerLine())],
  ['Collateral', esc(d.address('one'))],
  ['Note amount', d.amount('cents')],
  ['Note rate', `${d.rate()}%`],
  ['Term', `${d.termMonths()} months`],
  ['Advance requested', money(advance, 'cents')],
]), { labelWidth: '30%' })}
<p style="margin-top:10px">Value per ${rng.pick(['appraisal', 'BPO'])}: ${d.value()}. Requested funding date: ${d.close('us')}.</p>
<p>We certify the loan meets the eligibility criteria of the Master Repurchase Agreement and that the original note and allonge will be delivered to the custodian before funding.</p>
<p style="margin-top:24px">________________________<br>${esc(fullName(d.lender.contact))}, Authorized Officer</p>`;
    const html = documentHtml({ title: 'warehouse', pages: [body], font: 'sans', fontSize: '9pt' });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

export const mailFamilies: Family[] = [brokerEmailSeattle, brokerEmailMaui, textThread, escrowThread, faxCover, brokerPackageCover, voicemailNotes, warehouseRequest];
