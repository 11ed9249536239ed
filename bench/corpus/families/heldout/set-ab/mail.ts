// Broker submission e-mails, reply threads, texts, voicemail transcripts, call notes and adjuster referrals.
import { documentHtml, esc } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  ADJUSTERS, CARRIERS, CONTRACTORS, STORMS, Stated, addr1, addrFull, claimNo, decoyPhone, dt, anyDate, exitWords, fullName,
  loanTypeWords, money, pct, phone, prepayWords, propTypeWords, usd,
} from './util';

function mailHeader(rows: [string, string][]): string {
  return `<table style="font-size:9pt;margin-bottom:10px">${rows.map(([k, v]) => `<tr><td style="color:#555;padding:1px 10px 1px 0;vertical-align:top"><b>${k}:</b></td><td>${v}</td></tr>`).join('')}</table>`;
}

function sentStamp(rng: Rng, iso: string): string {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  return `${rng.pick(days)}, ${dt(iso, 'long')} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}

function brokerSig(f: DealFacts, rng: Rng): string {
  const c = f.broker.contact;
  return `<p style="margin-top:12px">${esc(c.first)} ${esc(c.last)}<br>${rng.pick(['Senior Loan Broker', 'Managing Director', 'Capital Advisor', 'Originator'])} | ${esc(f.broker.name)}<br>${phone(c.phone, 1)} | ${esc(c.email)}</p>`;
}

const MAIL_CSS = 'body{font-size:10pt} .q{border-left:3px solid #99a;padding-left:10px;color:#333;margin-top:10px}';

/** Broker's new-deal e-mail with bullet summary. */
const brokerBullets: Family = {
  id: 'ab-broker-new-deal-email',
  description: 'Broker e-mail to the loan officer submitting a new deal: chatty intro, bullet list, attachments named.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'loan_type');
    const b: string[] = [];
    b.push(`Borrower: ${esc(f.entity ? `${f.entity.name} — ${fullName(f.borrower)} guaranteeing` : fullName(f.borrower))}`);
    b.push(`Property: ${esc(addrFull(f.property.address))} (${esc(propTypeWords(rng, f))})`); s.add('property_type');
    b.push(`Ask: ${money(rng, L.amount)} ${esc(loanTypeWords(rng, f).toLowerCase())}`);
    if (f.property.purchasePrice) b.push(`PP: ${usd(f.property.purchasePrice)}`);
    if (rng.chance(0.7)) { b.push(`As-is: ${usd(f.property.value)}`); s.add('property_value'); }
    if (f.property.arv) b.push(`ARV: ${usd(f.property.arv)} per comps`);
    if (rng.chance(0.6)) { b.push(`Mid FICO ${f.borrower.creditScore}`); s.add('credit_score'); }
    if (rng.chance(0.6)) { b.push(`Term: ${L.termMonths} mo, would like ${pct(L.rate)} or better`); s.add('loan_term', 'interest_rate'); }
    if (L.brokerPoints !== undefined) { b.push(`My fee: ${L.brokerPoints} pts outside`); s.add('broker_points'); }
    if (L.exit) { b.push(`Exit: ${esc(exitWords(rng, L.exit))}`); s.add('exit_strategy'); }
    if (rng.chance(0.5)) { b.push(`Needs to close by ${anyDate(rng, L.closingDate)}`); s.add('estimated_closing_date'); }
    if (rng.chance(0.4)) { b.push(`Borrower cell ${phone(f.borrower.phone, 1)}`); s.add('borrower_phone'); }
    const html = documentHtml({
      title: 'Email', font: 'sans', css: MAIL_CSS,
      pages: [`${mailHeader([['From', `${esc(fullName(f.broker.contact))} &lt;${esc(f.broker.contact.email)}&gt;`], ['Sent', sentStamp(rng, f.documentDate)], ['To', `${esc(fullName(f.lender.contact))} &lt;${esc(f.lender.contact.email)}&gt;`], ['Subject', `New deal - ${esc(addr1(f.property.address))} - ${esc(f.property.address.city)}`], ['Attachments', `${rng.pick(['contract.pdf', 'photos.zip', 'SOW.xlsx'])}; ${rng.pick(['REO.pdf', 'ins_estimate.pdf', 'EC.pdf'])}`]])}<hr>
<p>Hey ${esc(f.lender.contact.first)},</p>
<p>${rng.pick(['Hope y\'all made it through the storm ok.', 'Got another one for you.', 'Following up on our call this morning —'])} ${rng.pick(['Repeat client, easy to work with.', 'Borrower has done 6 of these in the last two years.', 'This one needs to move quick.'])}</p>
<ul>${b.map((x) => `<li>${x}</li>`).join('')}</ul>
<p>${rng.pick(['Let me know if you need anything else to quote.', 'Can you get me a term sheet by Friday?', 'Flood is zone X so should be cheap, wind is the issue.'])}</p>
${brokerSig(f, rng)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

/** Reply thread: loan officer's questions on top, broker's original quoted below. */
const replyThread: Family = {
  id: 'ab-reply-thread-quoted',
  description: "Three-message reply thread: LO's questions, broker's answers inline, original submission quoted at the bottom.",
  formats: ['pdf_text'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'loan_type', 'loan_term');
    const lo = f.lender.contact;
    const br = f.broker.contact;
    const d0 = f.documentDate;
    const answers: string[] = [];
    if (rng.chance(0.7)) { answers.push(`&gt; what's the as-is?<br>${usd(f.property.value)} — BPO attached`); s.add('property_value'); }
    if (rng.chance(0.6)) { answers.push(`&gt; fico?<br>${f.borrower.creditScore}`); s.add('credit_score'); }
    if (L.exit) { answers.push(`&gt; exit?<br>${esc(exitWords(rng, L.exit))}`); s.add('exit_strategy'); }
    answers.push(`&gt; flood zone / EC?<br>${rng.pick(['AE, EC shows first floor 2.1 ft above BFE', 'X, no EC needed', 'VE - on pilings, EC attached'])}`);
    const orig: string[] = [
      `${esc(f.entity ? f.entity.name : fullName(f.borrower))}${f.entity ? ` (${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)})` : ''}`,
      `${esc(addrFull(f.property.address, true))}`,
      `${esc(loanTypeWords(rng, f))}, ${usd(L.amount)}, ${L.termMonths} months`,
    ];
    if (f.entity) s.add('authorized_signatory_name', 'authorized_signatory_title');
    if (rng.chance(0.6)) { orig.push(`email ${esc(f.borrower.email)} / ${phone(f.borrower.phone, 0)}`); s.add('borrower_email', 'borrower_phone'); }
    if (L.brokerPoints !== undefined) { orig.push(`broker comp ${L.brokerPoints}%`); s.add('broker_points'); }
    let rateLine = '';
    if (rng.chance(0.6)) { rateLine = `<p>Works for me. I can do ${pct(L.rate, 2)}${L.originationPoints !== undefined ? ` and ${L.originationPoints} points` : ''}, ${L.termMonths} months. Will send the term sheet tonight.</p>`; s.add('interest_rate'); if (L.originationPoints !== undefined) s.add('origination_points'); }
    const html = documentHtml({
      title: 'Thread', font: 'sans', css: MAIL_CSS,
      pages: [`${mailHeader([['From', `${esc(fullName(lo))} &lt;${esc(lo.email)}&gt;`], ['Date', sentStamp(rng, d0)], ['To', esc(br.email)], ['Subject', `RE: RE: ${esc(addr1(f.property.address))} ${rng.pick(['- scenario', 'deal', 'bridge request'])}`]])}
${rateLine || '<p>Thanks — taking it to committee tomorrow.</p>'}<p>${esc(lo.first)}</p>
<div class="q"><p><b>From:</b> ${esc(fullName(br))} &nbsp; <b>Sent:</b> ${dt(d0, 'us')}</p><p>Answers below in blue-ish:</p><p>${answers.join('<br><br>')}</p>
<div class="q"><p><b>From:</b> ${esc(fullName(lo))} &nbsp; <b>Sent:</b> ${dt(d0, 'us')}</p><p>Few questions before I price it — as-is, fico, exit, flood zone?</p>
<div class="q"><p><b>From:</b> ${esc(fullName(br))} &lt;${esc(br.email)}&gt;<br><b>Sent:</b> ${dt(d0, 'short')}</p><p>New one:</p><p>${orig.join('<br>')}</p>${brokerSig(f, rng)}</div></div></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

/** SMS screenshot (photo). */
const textThread: Family = {
  id: 'ab-sms-thread-screenshot',
  description: 'Phone screenshot of a text thread between a wholesaler/borrower and the loan officer; photographed/printed.',
  formats: ['image'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).add('borrower_first_name', 'property_address', 'loan_amount');
    const me = (t: string) => `<div class="me">${t}</div>`;
    const them = (t: string) => `<div class="them">${t}</div>`;
    const msgs: string[] = [
      them(`hey its ${esc(f.borrower.first)} ${esc(f.borrower.last)}${f.entity ? ` w/ ${esc(f.entity.name)}` : ''}, ${esc(f.broker.contact.first)} gave me ur number`),
      me('Hey! yes he mentioned. what you got?'),
      them(`${esc(addr1(f.property.address))} ${esc(f.property.address.city)} ${f.property.address.state} ${f.property.address.zip}. need ${money(rng, L.amount)} ${esc(loanTypeWords(rng, f).toLowerCase())}`),
    ];
    s.add('borrower_last_name', 'loan_type');
    if (f.entity) s.add('entity_name');
    if (rng.chance(0.6)) { msgs.push(me('whats it worth as is?'), them(`${usd(f.property.value)} prob more. ${f.property.arv ? `${usd(f.property.arv)} fixed up` : ''}`)); s.add('property_value'); }
    if (rng.chance(0.5)) { msgs.push(me('term?'), them(`${L.termMonths} months should do it`)); s.add('loan_term'); }
    if (L.exit && rng.chance(0.6)) { msgs.push(them(L.exit === 'Sale' ? 'plan is to flip it' : 'gonna refi it into a rental loan after')); s.add('exit_strategy'); }
    if (rng.chance(0.5)) { msgs.push(them(`closing ${dt(L.closingDate, 'short')} if u can`)); s.add('estimated_closing_date'); }
    msgs.push(me(`ok send me the contract + ${rng.pick(['insurance dec', 'SOW', 'photos of the roof', 'EC'])} to ${esc(f.lender.contact.email)}`));
    msgs.push(them(rng.pick(['👍', 'will do', 'sending now'])));
    const html = documentHtml({
      title: 'Messages', font: 'sans', fontSize: '11pt',
      css: `.me,.them{max-width:70%;padding:8px 12px;border-radius:16px;margin:6px 0;clear:both}.me{float:right;background:#1f7aec;color:#fff}.them{float:left;background:#e5e5ea}.clear{clear:both}`,
      page: { margin: '0.4in 1.4in' },
      pages: [`<div class="center" style="border-bottom:1px solid #ccc;padding-bottom:6px"><b>${esc(f.borrower.first)} ${esc(f.borrower.last[0] ?? '')}. </b><br><span class="small">${phone(f.borrower.phone, 1)}</span></div><div class="small center muted">Text Message • ${anyDate(rng, f.documentDate)}</div>${msgs.join('')}<div class="clear"></div>`],
    });
    s.add('borrower_phone');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

/** Voicemail transcript delivered by the phone system. */
const voicemail: Family = {
  id: 'ab-voicemail-transcript',
  description: 'Phone system voicemail-to-email transcript: caller ID block, machine transcription with run-on sentences and number words.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'loan_type');
    const parts: string[] = [];
    parts.push(`hey ${f.lender.contact.first.toLowerCase()} this is ${fullName(f.borrower).toLowerCase()}${f.entity ? ` with ${f.entity.name}` : ''} um I got your name from ${f.broker.contact.first} over at ${f.broker.name}`);
    if (f.entity) s.add('entity_name');
    parts.push(`I'm calling about a ${loanTypeWords(rng, f).toLowerCase()} on ${addrFull(f.property.address, true)}`);
    parts.push(`looking for about ${usd(L.amount)}`);
    if (rng.chance(0.6)) { parts.push(`the house is worth around ${usd(f.property.value)} right now${f.property.arv ? ` and after we fix it maybe ${usd(f.property.arv)}` : ''}`); s.add('property_value'); }
    if (rng.chance(0.5)) { parts.push(`I'd need it for like ${L.termMonths} months`); s.add('loan_term'); }
    parts.push(rng.pick(['the roof got tore up in the storm and the insurance is dragging their feet', 'we got a contract and the seller wants to close fast', 'my bank won\'t touch it cause of the flood zone']));
    parts.push(`you can call me back at ${phone(f.borrower.phone, 3)} thanks bye`);
    const html = documentHtml({
      title: 'Voicemail', font: 'sans',
      pages: [`<div style="background:#f1f3f6;padding:10px;border:1px solid #ccd"><b>New voicemail from ${phone(f.borrower.phone, 0)}</b><br><span class="small">Received: ${sentStamp(rng, f.documentDate)} &middot; Duration: 0:${rng.int(31, 59)} &middot; Mailbox: ${esc(fullName(f.lender.contact))} (x${rng.int(201, 289)})</span></div>
<h4 style="margin:12px 0 4px">Transcription (beta)</h4><p style="line-height:1.6">"${esc(parts.join(' '))}"</p>
<p class="small muted">Transcription confidence: ${rng.pick(['medium', 'high', 'low'])}. Audio attached: VM_${rng.int(100000, 999999)}.wav</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

/** Forwarded Outlook printout with attachment list and full package summary. */
const outlookForward: Family = {
  id: 'ab-outlook-forward-printout',
  description: 'Outlook printout of a forwarded submission (FW:) with the printer header, signature disclaimer and a deal table.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'loan_type', 'property_type', 'loan_term', 'interest_rate');
    const rows: [string, string][] = [
      ['Borrower', esc(f.entity ? f.entity.name : fullName(f.borrower))],
      ['Guarantor/Contact', esc(fullName(f.borrower))],
      ['Address', esc(addrFull(f.property.address))],
      ['Type', esc(propTypeWords(rng, f))],
      ['Program', esc(loanTypeWords(rng, f))],
      ['Loan', usd(L.amount)],
      ['Rate/Term requested', `${pct(L.rate)} / ${L.termMonths}mo`],
    ];
    if (rng.chance(0.7)) { rows.push(['Value (as is)', usd(f.property.value)]); s.add('property_value'); }
    if (f.property.arv && rng.chance(0.7)) rows.push(['ARV', usd(f.property.arv)]);
    if (L.originationPoints !== undefined) { rows.push(['Lender pts', String(L.originationPoints)]); s.add('origination_points'); }
    if (L.brokerPoints !== undefined) { rows.push(['Broker pts', String(L.brokerPoints)]); s.add('broker_points'); }
    rows.push(['Prepay', esc(prepayWords(rng, f))]); s.add('prepayment_penalty', 'prepayment_terms');
    if (rng.chance(0.5)) { rows.push(['Email', esc(f.borrower.email)]); s.add('borrower_email'); }
    const colleague = `${rng.pick(['Jolie', 'Trent', 'Casey', 'Marisol', 'Beau'])} ${rng.pick(['Arceneaux', 'Ladner', 'Fontenot', 'Bosarge', 'Castille'])}`;
    const html = documentHtml({
      title: 'Outlook', font: 'sans', css: MAIL_CSS + '.k{width:35%}',
      pages: [`<div style="display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:3px"><b>${esc(fullName(f.lender.contact))}</b><span class="small">${dt(f.documentDate, 'short')}</span></div>
<p style="font:bold 13pt 'DejaVu Sans';margin:10px 0">FW: ${esc(f.borrower.last)} - ${esc(f.property.address.city)} ${rng.pick(['bridge', 'rehab', 'purchase', 'refi'])} - pls review</p>
${mailHeader([['From', `${esc(colleague)} &lt;${esc(colleague.toLowerCase().replace(' ', '.'))}@${esc(f.lender.contact.email.split('@')[1] ?? '')}&gt;`], ['Sent', sentStamp(rng, f.documentDate)], ['To', esc(fullName(f.lender.contact))], ['Attachments', 'Submission.pdf (412 KB); EC_signed.pdf (98 KB)']])}
<p>${esc(f.lender.contact.first)} — came in through the website, you have the Gulf territory. Summary below from the broker's sheet. —${esc(colleague.split(' ')[0] ?? '')}</p>
<div class="q">${mailHeader([['From', `${esc(fullName(f.broker.contact))} [mailto:${esc(f.broker.contact.email)}]`], ['Sent', dt(f.documentDate, 'us')], ['Subject', 'Loan request']])}
<table class="grid">${rows.map(([k, v]) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`).join('')}</table>
${brokerSig(f, rng)}<p class="small muted">CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended only for the addressee. If you received this in error, please delete it.</p></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

/** Borrower writes directly, lower case, sloppy. */
const borrowerDirect: Family = {
  id: 'ab-borrower-direct-email-sloppy',
  description: 'Borrower e-mailing the lender directly from a phone: lowercase, typos, numbers in the sentences, "Sent from my iPhone".',
  formats: ['pdf_text'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('borrower_email', 'property_address', 'loan_amount', 'loan_type');
    const sent: string[] = [];
    sent.push(`hi ${f.lender.contact.first.toLowerCase()}, ${rng.pick(['my realtor said to reach out', 'we met at the gulfport reia', 'my cousin closed with yall last year'])}.`);
    sent.push(`im ${rng.pick(['buying', 'trying to get', 'working on'])} ${addr1(f.property.address, true).toLowerCase()} in ${f.property.address.city.toLowerCase()} ${f.property.address.state.toLowerCase()} ${f.property.address.zip}${f.entity ? ` thru my ${f.entity.type === 'Trust' ? 'trust' : 'company'} ${f.entity.name}` : ''}.`);
    sent.push(`need a ${loanTypeWords(rng, f).toLowerCase()} for ${money(rng, L.amount)}.`);
    if (rng.chance(0.6)) { sent.push(`its worth ${usd(f.property.value)} as is acording to the realtor${f.property.purchasePrice ? ` and im paying ${usd(f.property.purchasePrice)}` : ''}.`); s.add('property_value'); }
    if (rng.chance(0.6)) { sent.push(`my credit is around ${f.borrower.creditScore}.`); s.add('credit_score'); }
    if (L.exit && rng.chance(0.6)) { sent.push(L.exit === 'Sale' ? 'gonna fix it and sell it.' : 'plan is to rent it out and refinance after.'); s.add('exit_strategy'); }
    if (rng.chance(0.5)) { sent.push(`would like ${L.termMonths} months if possible.`); s.add('loan_term'); }
    if (rng.chance(0.5)) { sent.push(`we close ${anyDate(rng, L.closingDate)}.`); s.add('estimated_closing_date'); }
    if (rng.chance(0.5)) { sent.push(`my cell is ${phone(f.borrower.phone, 1)}.`); s.add('borrower_phone'); }
    sent.push(rng.pick(['thanks!!', 'let me know what u need', 'thx']));
    const html = documentHtml({
      title: 'Email', font: 'sans', css: MAIL_CSS,
      pages: [`${mailHeader([['From', `${esc(f.borrower.first)} ${esc(f.borrower.last)} &lt;${esc(f.borrower.email)}&gt;`], ['To', esc(f.lender.contact.email)], ['Date', sentStamp(rng, f.documentDate)], ['Subject', rng.pick(['loan', 'Loan question', 'need financing asap', '(no subject)'])]])}<hr>
<p>${esc(sent.join(' '))}</p><p>${esc(f.borrower.first.toLowerCase())}</p><p class="small muted">Sent from my iPhone</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

/** A former colleague adjuster referring a policyholder who needs a bridge. */
const adjusterReferral: Family = {
  id: 'ab-adjuster-referral-email',
  description: 'Independent adjuster (old colleague) referring an insured who needs bridge money while the claim is paid; claim details as decoys.',
  formats: ['pdf_text'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'borrower_phone');
    const adj = rng.pick(ADJUSTERS);
    const carrier = rng.pick(CARRIERS);
    const rcv = Math.round(L.amount * (1.2 + rng.next()) / 100) * 100;
    const adjMail = `${adj.toLowerCase().replace(' ', '.')}@${rng.pick(['gulfclaimsgroup.com', 'bayouadjusting.com', 'catservicesllc.com'])}`;
    let val = '';
    if (rng.chance(0.5)) { val = ` Pre-storm the place was worth maybe ${usd(f.property.value)}.`; s.add('property_value'); }
    let lt = '';
    if (rng.chance(0.7)) { lt = ` Sounds like a ${loanTypeWords(rng, f).toLowerCase()} to me but you know that world better now.`; s.add('loan_type'); }
    const html = documentHtml({
      title: 'Referral', font: 'serif', css: MAIL_CSS,
      pages: [`${mailHeader([['From', `${esc(adj)} &lt;${esc(adjMail)}&gt;`], ['To', `${esc(fullName(f.lender.contact))}`], ['Date', dt(f.documentDate, 'long')], ['Subject', `referral - ${esc(f.borrower.last)} / ${esc(rng.pick(STORMS))} claim`]])}
<p>${esc(f.lender.contact.first)},</p>
<p>Long time. Still doing CAT work out of ${rng.pick(['Lake Charles', 'Gulfport', 'Corpus', 'Pensacola'])} — ${rng.pick(['41 files open', 'drowning in supplements', 'reinspections all week'])}. I've got an insured who needs the kind of money you do now. ${esc(fullName(f.borrower))}${f.entity ? ` (owns it through ${esc(f.entity.name)})` : ''}, property at ${esc(addrFull(f.property.address))}. ${esc(carrier)} claim ${esc(claimNo(rng))}, my estimate came in at ${usd(rcv)} RCV but they're holding depreciation and there's a mortgage company sitting on the check.</p>
<p>He needs about ${usd(L.amount)} to get the contractor (${esc(rng.pick(CONTRACTORS))}) started before hurricane season.${val}${lt}</p>
<p>His cell is ${phone(f.borrower.phone, 0)}. Tell him I sent you. Don't quote me anything on the claim — I can't be involved.</p>
<p>${esc(adj)}<br>Independent Adjuster, ${rng.pick(['LA', 'TX', 'MS', 'FL'])} Lic. #${rng.int(100000, 999999)}<br>${phone(decoyPhone(rng), 1)}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

/** Handwritten call notes on a legal pad, photographed. */
const callNotes: Family = {
  id: 'ab-call-notes-legal-pad',
  description: "Loan officer's handwritten call notes on yellow legal-pad lines (abbreviations, arrows); phone photo.",
  formats: ['image'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount');
    const n: string[] = [];
    n.push(`${dt(f.documentDate, 'short')} — call w/ ${f.broker.contact.first} (${f.broker.name})`);
    n.push(`Bwr: ${f.borrower.first} ${f.borrower.last}${f.entity ? ` / ${f.entity.name}` : ''}`);
    n.push(`${addr1(f.property.address)}, ${f.property.address.city} ${f.property.address.state} ${f.property.address.zip}`);
    n.push(`→ ${loanTypeWords(rng, f)}  ${money(rng, L.amount)}`); s.add('loan_type');
    if (rng.chance(0.6)) { n.push(`as-is ${usd(f.property.value)}${f.property.arv ? ` / ARV ${usd(f.property.arv)}` : ''}`); s.add('property_value'); }
    if (rng.chance(0.6)) { n.push(`${L.termMonths} mo @ ${pct(L.rate)}?`); s.add('loan_term', 'interest_rate'); }
    if (rng.chance(0.5)) { n.push(`FICO ${f.borrower.creditScore}`); s.add('credit_score'); }
    if (L.exit && rng.chance(0.6)) { n.push(`exit = ${L.exit === 'Sale' ? 'sell' : 'refi'}`); s.add('exit_strategy'); }
    if (rng.chance(0.5)) { n.push(`cell ${phone(f.borrower.phone, 1)}`); s.add('borrower_phone'); }
    n.push(rng.pick(['need EC + wind quote!!', 'ask about open claim', 'roof 2019? verify', 'zone AE - pilings?']));
    const html = documentHtml({
      title: 'Notes', font: 'serif', fontSize: '14pt',
      css: `.pad{background:repeating-linear-gradient(#fffbe0,#fffbe0 29px,#9cc3e6 30px);min-height:9in;padding:24px 20px 0 70px;border-left:3px solid #e88;font-style:italic;color:#1a2a70;line-height:30px}`,
      page: { margin: '0.3in 0.4in' },
      pages: [`<div class="pad">${n.map((x, i) => `<div style="transform:rotate(${(i % 3) - 1}deg)">${esc(x)}</div>`).join('')}</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

/** Broker forwards the adjuster's proof-of-loss letter inline with his own summary above. */
const polForward: Family = {
  id: 'ab-broker-forwards-pol-letter',
  description: "Broker e-mail asking for a bridge against insurance proceeds, with the carrier's proof-of-loss / payment letter pasted below.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'loan_type');
    const carrier = rng.pick(CARRIERS);
    const adj = rng.pick(ADJUSTERS);
    const rcv = Math.round(L.amount * (1.2 + rng.next() * 0.8) / 100) * 100;
    const dep = Math.round(rcv * 0.14 / 10) * 10;
    const ded = rng.pick([1000, 2500, 5000]);
    const acv = rcv - dep - ded;
    const top: string[] = [`${esc(fullName(f.lender.contact))},`, `Bridge request for ${esc(f.entity ? `${f.entity.name} (${fullName(f.borrower)})` : fullName(f.borrower))} on ${esc(addrFull(f.property.address))}. ${esc(loanTypeWords(rng, f))}, ${usd(L.amount)} against the claim below.`];
    if (rng.chance(0.6)) { top.push(`Rate ${pct(L.rate)}, ${L.termMonths} months would work — carrier should pay within 90-120 days.`); s.add('interest_rate', 'loan_term'); }
    if (rng.chance(0.5)) { top.push(`Undamaged value ~${usd(f.property.value)} per last year's appraisal.`); s.add('property_value'); }
    const insured = f.entity ? f.entity.name : fullName(f.borrower, true);
    const html = documentHtml({
      title: 'POL', font: 'sans', css: MAIL_CSS + '.pol{border:1px solid #888;padding:12px;margin-top:12px;font-family:"DejaVu Serif";font-size:9pt}',
      pages: [`${mailHeader([['From', esc(f.broker.contact.email)], ['To', esc(f.lender.contact.email)], ['Date', dt(f.documentDate, 'us')], ['Subject', `Bridge vs. ins proceeds - ${esc(f.borrower.last)}`]])}
${top.map((t) => `<p>${t}</p>`).join('')}${brokerSig(f, rng)}
<div class="pol"><b>${esc(carrier)}</b><br>Property Claims — Catastrophe Unit<br><br>
${dt(f.documentDate, 'long')}<br><br>Insured: ${esc(insured)}<br>Loss location: ${esc(addrFull(f.property.address, true))}<br>Claim: ${esc(claimNo(rng))} &nbsp; Date of loss: ${dt(`${Number(f.documentDate.slice(0, 4)) - 1}-09-${String(rng.int(1, 28)).padStart(2, '0')}`, 'us')}<br><br>
Dear Policyholder: We have completed our review of your claim for ${esc(rng.pick(STORMS))} damage. Our adjuster, ${esc(adj)}, prepared the enclosed estimate.<br>
<table class="grid" style="margin:6px 0;width:70%"><tr><td>Replacement Cost Value</td><td class="right">${usd(rcv, true)}</td></tr><tr><td>Less recoverable depreciation</td><td class="right">(${usd(dep, true)})</td></tr><tr><td>Less deductible</td><td class="right">(${usd(ded, true)})</td></tr><tr><td><b>Actual Cash Value payment</b></td><td class="right"><b>${usd(acv, true)}</b></td></tr></table>
Payment will be issued jointly to the insured and mortgagee of record. Recoverable depreciation may be claimed upon completion of repairs within 180 days. Please sign and return the enclosed Sworn Statement in Proof of Loss.</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};


/** Title/escrow officer's closing-scheduling e-mail to the lender. */
const titleScheduling: Family = {
  id: 'ab-title-closing-scheduling-email',
  description: "Title/escrow officer's e-mail to the lender confirming the closing: file #, parties, loan figures, outstanding items (flood cert, wind policy, payoff).",
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const L = f.loan;
    const t = f.title.contact;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'estimated_closing_date', 'loan_number');
    const items = [
      `Flood zone determination — ${rng.pick(['received, Zone AE', 'received, Zone X', 'ordered', 'received, Zone VE (coastal)'])}`,
      `Wind/hail policy — ${rng.pick(['binder rec\'d, need mortgagee clause corrected to ISAOA/ATIMA', 'still waiting on agent', 'state wind pool cert received'])}`,
      `Payoff — ${rng.pick(['none, free & clear', 'requested from prior lender', 'SBA disaster loan payoff needed, subordination denied'])}`,
      `Survey — ${rng.pick(['affidavit of no change OK', 'ordered', 'received, shows shed over setback'])}`,
    ];
    const fig: string[] = [`Loan amount ${usd(L.amount)}`];
    if (L.originationPoints !== undefined && rng.chance(0.7)) { fig.push(`origination ${L.originationPoints}%`); s.add('origination_points'); }
    if (L.docFee !== undefined && rng.chance(0.7)) { fig.push(`lender doc fee ${usd(L.docFee)}`); s.add('loan_doc_fee'); }
    if (L.processingFee !== undefined && rng.chance(0.7)) { fig.push(`processing ${usd(L.processingFee)}`); s.add('processing_fee'); }
    if (rng.chance(0.5)) { fig.push(`rate ${pct(L.rate, 3)}`); s.add('interest_rate'); }
    const fileNo = `${rng.pick(['GT', 'ST', 'HT'])}${rng.int(24, 26)}-${rng.int(1000, 9999)}`;
    const html = documentHtml({
      title: 'Title', font: 'sans', css: MAIL_CSS,
      pages: [`${mailHeader([['From', `${esc(fullName(t))} &lt;${esc(t.email)}&gt;`], ['To', `${esc(fullName(f.lender.contact))}; ${esc(f.broker.contact.email)}`], ['Sent', sentStamp(rng, f.documentDate)], ['Subject', `${fileNo} / ${esc(f.borrower.last)} / ${esc(addr1(f.property.address))} — closing ${dt(L.closingDate, 'short')}`]])}
<p>Good morning,</p>
<p>We have the above scheduled to close ${dt(L.closingDate, 'long')} at ${rng.int(9, 15) > 12 ? `${rng.int(1, 3)}:00 PM` : `${rng.int(9, 11)}:00 AM`} at our ${esc(f.title.address.city)} office${rng.chance(0.4) ? ' (borrower may sign with a mobile notary)' : ''}.</p>
<p><b>Borrower:</b> ${esc(f.entity ? `${f.entity.name}, by ${fullName(f.borrower)}, ${f.entity.signatoryTitle}` : fullName(f.borrower, true))}<br><b>Property:</b> ${esc(addrFull(f.property.address, true))}<br><b>Lender:</b> ${esc(f.lender.name)}, your loan # ${L.loanNumber}<br><b>Figures per your instructions:</b> ${fig.join(', ')}. Lender's title policy will be written at ${usd(Math.round(L.amount * 1.25))} per your CPL request? — please confirm, usually we write at loan amount.</p>
<p>Still outstanding:</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>
<p>Please send closing package by ${rng.pick(['noon', 'EOD'])} ${dt(f.documentDate, 'short')} +2 business days so we can balance the CD/settlement statement.</p>
<p>Thanks,<br>${esc(fullName(t))}<br>Escrow Officer | ${esc(f.title.name)}<br>${phone(t.phone, 1)}</p>
<p class="small muted">WIRE FRAUD ALERT: ${esc(f.title.name)} will never change wiring instructions by e-mail. Call to verify.</p>`],
    });
    if (f.entity) s.add('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: s.truth() };
  },
};

export const mailFamilies: Family[] = [titleScheduling, brokerBullets, replyThread, textThread, voicemail, outlookForward, borrowerDirect, adjusterReferral, callNotes, polForward];
