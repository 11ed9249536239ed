// set-af: how deals arrive — broker and wholesaler e-mails, forwards, voicemail transcripts, reply chains.
import { documentHtml, esc, flow } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { T, addDays, addrShort, dAbbr, dLong, dSlash, ein, fullName, money, pct, phone, texify, type Land, asPurchase } from './land';

function header(rows: [string, string][]): string {
  return `<table style="font-size:9pt;margin-bottom:10px">${rows.map(([k, v]) => `<tr><td style="color:#555;padding-right:10px;vertical-align:top">${k}</td><td>${v}</td></tr>`).join('')}</table>`;
}
function when(rng: Rng, iso: string): string {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  return `${rng.pick(days)}, ${dAbbr(iso)} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}
const EMAIL_CSS = `.quote { border-left: 3px solid #bbb; padding-left: 10px; color: #333; margin: 8px 0; } .hdr { border-bottom: 1px solid #ccc; margin-bottom: 8px; }`;
function page(title: string, blocks: string[]): string {
  return documentHtml({ title, pages: flow(blocks, { charsPerLine: 100, linesPerPage: 52 }), font: 'sans', fontSize: '9.5pt', css: EMAIL_CSS, page: { margin: '0.6in 0.75in 0.7in 0.75in' } });
}
function tractName(f: DealFacts, land: Land): string {
  return `${land.acres} ac ${f.property.address.city}`;
}

const brokerForward: Family = {
  id: 'af-broker-email-forward',
  description: 'Land broker forwards a buyer\'s deal to the lender with a bullet summary above the quoted listing e-mail from the seller\'s side.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const b = f.broker.contact;
    const bullets = [
      `Buyer: ${f.entity ? `${esc(f.entity.name)} — ${esc(fullName(f.borrower))} is the ${esc(f.entity.signatoryTitle.toLowerCase())}` : esc(fullName(f.borrower))}`,
      `Cell ${phone(f.borrower.phone, 1)} · ${esc(f.borrower.email)}`,
      `FICO ${f.borrower.creditScore} (pulled by me last week)`,
      f.property.purchasePrice ? `Contract ${money(f.property.purchasePrice)}, closing ${dSlash(l.closingDate)}` : `Owns it already (${l.purpose === 'Construction' ? 'development loan' : 'refi'}), wants to close ${dSlash(l.closingDate)}`,
      `Needs ${money(l.amount)}, ${l.termMonths} months, ${l.exit === 'Sale' ? 'plans to split and sell off the back 10' : l.exit === 'Refinance' ? 'will refi into Capital Farm Credit once the house is built' : 'holds it'}`,
      ...(l.brokerPoints !== undefined ? [`My fee ${l.brokerPoints} pt${l.brokerPoints === 1 ? '' : 's'}, paid at closing`] : []),
    ];
    const blocks = [
      `<div class="hdr">${header([['From:', `${esc(fullName(b))} &lt;${esc(b.email)}&gt;`], ['To:', `${esc(fullName(f.lender.contact))} &lt;${esc(f.lender.contact.email)}&gt;`], ['Sent:', when(rng, f.documentDate)], ['Subject:', `FW: ${esc(tractName(f, land))} — ${esc(land.county)} Co — buyer financing`]])}</div>`,
      `<p>${esc(f.lender.contact.first)} — another one for you. Good buyer, survey's done. Quick rundown:</p>`,
      `<ul>${bullets.map((x) => `<li>${x}</li>`).join('')}</ul>`,
      `<p>Property is ${esc(addrShort(f.property.address))}. Listing below. Call me.</p><p>${esc(b.first)}<br>${esc(f.broker.name)} · ${phone(b.phone)}</p>`,
      `<div class="quote"><p><b>From:</b> ${esc(fullName(f.seller))} &lt;${esc(f.seller.email)}&gt;<br><b>Sent:</b> ${dAbbr(addDays(f.documentDate, -rng.int(3, 12)))}<br><b>Subject:</b> ${esc(f.property.address.street)} listing info</p>
<p>${land.acres} acres, ${esc(land.agUse)}, ${esc(land.flood)}. ${f.property.type === 'Single Family' ? `3/2 farmhouse, water well, septic.` : 'No improvements other than fencing and a stock tank.'} Electric at the road. Ag exemption in place, buyer to keep it going or pay rollback. ${land.carry > 0 ? `I'll carry ${money(land.carry)} behind a bank.` : 'Cash or bank financing, no owner finance.'}</p><p>${esc(f.seller.first)}</p></div>`,
    ];
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'credit_score', 'entity_name', 'property_address', 'estimated_closing_date', 'loan_amount', 'loan_term', 'exit_strategy', 'broker_points'];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    const truth = T(f, fields);
    if (!l.exit) delete truth.exit_strategy;
    return { kind: 'html', documentType: 'Broker Submission Email', html: page('FW', blocks), truth };
  },
};

const wholesalerBlast: Family = {
  id: 'af-wholesaler-blast-forward',
  description: 'Buyer forwards a wholesaler\'s off-market land blast (contract price, assignment fee, "retail" per-acre comps) asking for a loan amount and term.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f: f0, land } = texify(facts, rng);
    const f = asPurchase(f0, land, rng);
    const l = f.loan;
    const price = f.property.purchasePrice ?? f.property.value;
    const assign = rng.int(8, 40) * 1000;
    const retail = Math.round((price * (1.3 + rng.next() * 0.4)) / Number(land.acres) / 100) * 100;
    const w = rng.pick(['Lone Star Land Deals', 'Texas Dirt Wholesale', 'Hill Country Acquisitions', 'I-35 Land Co.']);
    const sig = f.entity ? `${esc(fullName(f.borrower))}<br>${esc(f.entity.name)}` : esc(fullName(f.borrower));
    const blocks = [
      `<div class="hdr">${header([['From:', `${esc(fullName(f.borrower))} &lt;${esc(f.borrower.email)}&gt;`], ['To:', esc(f.lender.contact.email)], ['Date:', when(rng, f.documentDate)], ['Subject:', `Fwd: *** OFF MARKET ${esc(land.acres)} AC ${esc(land.county.toUpperCase())} CO — UNDER MARKET ***`]])}</div>`,
      `<p>This is the one I told you about. I want ${money(l.amount)} for ${l.termMonths} months${l.exit === 'Sale' ? ', going to cut it into 5-acre tracts and sell with owner finance' : l.exit === 'Refinance' ? ', then refinance long term' : ''}. Can you close by ${dLong(l.closingDate)}?</p>`,
      `<p>${sig}<br>${phone(f.borrower.phone, 2)}</p>`,
      `<div class="quote"><p>---------- Forwarded message ---------<br>From: ${esc(w)} &lt;deals@${esc(w.toLowerCase().replace(/[^a-z]/g, ''))}.com&gt;<br>Subject: OFF MARKET ${esc(land.acres)} AC ${esc(land.county.toUpperCase())} CO</p>
<p><b>LOCATION: ${esc(f.property.address.street)}, ${esc(f.property.address.city)}, TX ${f.property.address.zip}</b></p>
<p>✔ ${land.acres} acres · ${esc(land.agUse)}<br>✔ Road frontage, electric available<br>✔ ${esc(land.flood)}<br>✔ Contract price ${money(price)} + ${money(assign)} assignment fee<br>✔ Retail comps $${retail.toLocaleString('en-US')}/ac — massive spread!!</p>
<p>Cash or hard money only. Close at ${esc(f.title.name)}. EMD ${money(rng.pick([5000, 10000, 15000]))} non-refundable. First come first served, text "${esc(land.county.toUpperCase())}" to ${phone(`${land.areaCode}5550${rng.int(100, 199)}`)}.</p></div>`,
    ];
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'entity_name', 'property_address', 'loan_amount', 'loan_term', 'estimated_closing_date', 'exit_strategy'];
    return { kind: 'html', documentType: 'Broker Submission Email', html: page('Fwd', blocks), truth: T(f, fields) };
  },
};

const voicemail: Family = {
  id: 'af-voicemail-transcript-email',
  description: 'Phone system e-mails a voicemail transcript: a borrower rambles about a refinance or purchase of acreage, name, amount, rough value, callback number.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const road = f.property.address.street.replace(/^\d+ /, '');
    const refi = f.property.purchasePrice === undefined;
    const says = `Hey, uh, this is ${f.borrower.first} ${f.borrower.last}${f.entity ? ` with ${f.entity.name}` : ''}, ${f.broker.contact.first} over at ${f.broker.name} gave me your number. I've got about ${Math.round(Number(land.acres))} acres out on ${road} near ${f.property.address.city} and I'm ${refi ? `looking to ${l.purpose === 'Construction' ? 'borrow against it to put in roads and lots,' : `refinance it, ${l.purpose === 'Cash Out Refinance' ? 'pull some cash out,' : ''}`}` : 'trying to buy it,'} and I'd need around ${money(l.amount)}. ${refi ? `It appraised at ${money(f.property.value)} last year.` : `Seller's asking ${money(f.property.purchasePrice ?? f.property.value)}.`} ${rng.pick(['Credit is good. ', 'My credit\'s decent. ', ''])}${rng.chance(0.5) ? `Score was like ${f.borrower.creditScore} last time I checked. ` : ''}Give me a call back at ${phone(f.borrower.phone, 3).replace(/ /g, ', ')}. Again that's ${phone(f.borrower.phone, 1)}. Thanks.`;
    const scoreSaid = says.includes(`Score was like ${f.borrower.creditScore}`);
    const blocks = [
      `<div class="hdr">${header([['From:', 'Voicemail &lt;no-reply@voice.ringlink.net&gt;'], ['To:', esc(f.lender.contact.email)], ['Date:', when(rng, f.documentDate)], ['Subject:', `New voicemail from ${phone(f.borrower.phone)} (${rng.int(0, 1)}:${String(rng.int(10, 59))})`]])}</div>`,
      `<p style="color:#555">Caller: ${rng.pick(['WIRELESS CALLER', `${esc(f.borrower.last.toUpperCase())} ${esc(f.borrower.first.toUpperCase()[0] ?? '')}`, 'Unknown'])} · ${phone(f.borrower.phone)}<br>Received: ${dSlash(f.documentDate)}</p>`,
      `<p><b>Transcription (beta):</b></p><p style="font-style:italic">"${esc(says)}"</p>`,
      `<p class="small muted">Transcriptions are machine generated and may contain errors. Reply STOP to disable.</p>`,
    ];
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'entity_name', 'loan_amount'];
    if (refi) fields.push('property_value');
    if (scoreSaid) fields.push('credit_score');
    return { kind: 'html', documentType: 'Broker Submission Email', html: page('Voicemail', blocks), truth: T(f, fields) };
  },
};

const replyChain: Family = {
  id: 'af-email-reply-chain-questions',
  description: 'Reply chain: loan officer sends a numbered list of questions, borrower answers inline in caps under each one (entity, EIN, DOB, FICO, value, closing).',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const lo = f.lender.contact;
    const qa: [string, string, TruthField[]][] = [
      ['Whose name will title be in?', f.entity ? `${f.entity.name.toUpperCase()} — I AM ${f.entity.signatoryTitle.toUpperCase()}` : 'MY NAME', f.entity ? ['entity_name', 'authorized_signatory_title', 'authorized_signatory_name'] : []],
      ...(f.entity?.ein ? [['EIN for the entity?', ein(f.entity.ein), ['ein']] as [string, string, TruthField[]]] : []),
      ['Your DOB (for the credit pull)?', dSlash(f.borrower.dob), ['borrower_date_of_birth']],
      ['Any idea on your score?', `${f.borrower.creditScore} ON CREDIT KARMA`, ['credit_score']],
      ['What do you think it\'s worth as-is?', `${money(f.property.value)} — ${f.property.purchasePrice ? 'BUYING IT UNDER' : 'NEIGHBOR SOLD FOR ABOUT THAT'}`, ['property_value']],
      ['When do you need to close?', `NO LATER THAN ${dSlash(l.closingDate).toUpperCase()}`, ['estimated_closing_date']],
      ['Ag exemption in place?', `YES, ${land.agUse.toUpperCase()}`, []],
    ];
    const blocks = [
      `<div class="hdr">${header([['From:', `${esc(fullName(f.borrower))} &lt;${esc(f.borrower.email)}&gt;`], ['To:', `${esc(fullName(lo))} &lt;${esc(lo.email)}&gt;`], ['Date:', when(rng, f.documentDate)], ['Subject:', `RE: ${esc(f.property.address.street)} — a few questions`]])}</div>`,
      `<p>Answers below in caps. Sorry for the delay, was out at the place all weekend.</p><p>${esc(f.borrower.first)}</p>`,
      `<div class="quote"><p>On ${dAbbr(addDays(f.documentDate, -2))}, ${esc(fullName(lo))} wrote:</p><p>${esc(f.borrower.first)}, to get the ${money(l.amount)} request on ${esc(addrShort(f.property.address))} to committee I need a few things:</p>
<ol>${qa.map(([q, a]) => `<li>${esc(q)}<br><b style="color:#1d3f8f">${esc(a)}</b></li>`).join('')}</ol>
<p>Thanks,<br>${esc(fullName(lo))}<br>${esc(f.lender.name)} · ${phone(lo.phone)}</p></div>`,
    ];
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'loan_amount', 'property_address', ...qa.flatMap((x) => x[2])];
    return { kind: 'html', documentType: 'Broker Submission Email', html: page('RE', blocks), truth: T(f, fields) };
  },
};

const dealCard: Family = {
  id: 'af-broker-deal-snapshot-email',
  description: 'Broker submission e-mail with a two-column "deal snapshot" table and a short pitch, several parties named (seller, title, appraiser).',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const rows: [string, string, TruthField[]][] = [
      ['Borrower', f.entity ? `${esc(f.entity.name)} (${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)})` : esc(fullName(f.borrower)), ['borrower_first_name', 'borrower_last_name', 'entity_name', ...(f.entity ? ['authorized_signatory_name', 'authorized_signatory_title'] as TruthField[] : [])]],
      ['Contact', `${phone(f.borrower.phone)} / ${esc(f.borrower.email)}`, ['borrower_phone', 'borrower_email']],
      ['Property', `${esc(addrShort(f.property.address))} (${land.acres} ac)`, ['property_address']],
      ['Deal', esc(land.label), []],
      ['Value (appraised)', `${money(f.property.value)} — ${esc(f.appraiser.name)}`, ['property_value']],
      ...(f.property.purchasePrice ? [['Price', money(f.property.purchasePrice), []] as [string, string, TruthField[]]] : []),
      ['Loan ask', money(l.amount), ['loan_amount']],
      ['Rate / term', `${pct(l.rate)} / ${l.termMonths} mo`, ['interest_rate', 'loan_term']],
      ...(l.brokerPoints !== undefined ? [['Broker comp', `${l.brokerPoints} points`, ['broker_points']] as [string, string, TruthField[]]] : []),
      ['Exit', l.exit ? (l.exit === 'Sale' ? 'sell lots / tract' : 'refi w/ ag lender') : 'hold', l.exit ? ['exit_strategy'] : []],
      ['Title', `${esc(f.title.name)} — ${esc(fullName(f.title.contact))}`, []],
      ['Seller', esc(fullName(f.seller)), []],
      ['Target close', dAbbr(l.closingDate), ['estimated_closing_date']],
    ];
    const blocks = [
      `<div class="hdr">${header([['From:', `${esc(fullName(f.broker.contact))} &lt;${esc(f.broker.contact.email)}&gt;`], ['To:', esc(f.lender.contact.email)], ['Cc:', esc(f.title.contact.email)], ['Date:', when(rng, f.documentDate)], ['Subject:', `New submission — ${esc(f.property.address.city)} ${esc(land.label)}`]])}</div>`,
      `<p>Hi ${esc(f.lender.contact.first)},</p><p>Submitting the deal below. ${esc(rng.pick(['Borrower has done two of these with us already.', 'Tight timeline — seller has a backup offer.', 'Clean title, surveyed, ag exempt.']))}</p>`,
      `<table class="grid" style="width:88%">${rows.map(([k, v]) => `<tr><td style="width:30%;background:#f2f2f2">${k}</td><td>${v}</td></tr>`).join('')}</table>`,
      `<p style="margin-top:10px">Thanks!<br>${esc(fullName(f.broker.contact))}<br>${esc(f.broker.name)}<br>${phone(f.broker.contact.phone, 1)}</p>`,
    ];
    return { kind: 'html', documentType: 'Broker Submission Email', html: page('Submission', blocks), truth: T(f, rows.flatMap((r) => r[2])) };
  },
};

export const commsFamilies: Family[] = [brokerForward, wholesalerBlast, voicemail, replyChain, dealCard];
