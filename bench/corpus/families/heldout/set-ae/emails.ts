// E-mails, forwards, texts and voicemails: how loan requests actually reach a mountain-town desk.
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  addrLine, anyDate, anyPhone, borrowerLabel, documentHtml, dt, esc, exitText, fullName, loanTypeText, MGMT_COS,
  mountain, phone, prepayText, propTypeText, STAFF, townOf, truth, usd, usdLoose, einText,
} from './common';

function mailHeader(rows: readonly [string, string][]): string {
  return `<table style="font-size:9pt;margin-bottom:10px">${rows.map(([k, v]) => `<tr><td style="color:#555;padding-right:10px;vertical-align:top">${k}</td><td>${v}</td></tr>`).join('')}</table>`;
}

function stamp(rng: Rng, iso: string): string {
  return `${dt(iso, 'abbr')} at ${rng.int(6, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}

function myEmail(f: DealFacts, who: string): string {
  const [first = 'x', last = 'y'] = who.toLowerCase().split(' ');
  return `${first[0]}${last}@${f.lender.name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com`;
}

const brokerSecondHome: Family = {
  id: 'ae-broker-email-second-home',
  description: 'Broker e-mail to the desk pitching a second-home purchase for a Front Range or out-of-state client, numbers in chatty prose.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Townhouse', 'Single Family'], purchase: true });
    const me = rng.pick(STAFF);
    const b = f.broker.contact;
    const home = rng.pick(['Denver', 'Dallas', 'Boulder', 'Salt Lake', 'Scottsdale', 'Chicago']);
    const showFico = rng.chance(0.6);
    const html = documentHtml({
      title: 'Email', font: 'sans', fontSize: '10pt',
      pages: [`<div style="font:bold 13pt 'DejaVu Sans';margin-bottom:6px">${esc(`Second home in ${townOf(f).city} — ${f.property.address.street}`)}</div>
${mailHeader([['From', `${esc(fullName(b))} &lt;${esc(b.email)}&gt;`], ['To', `${esc(me)} &lt;${esc(myEmail(f, me))}&gt;`], ['Sent', stamp(rng, f.documentDate)]])}
<p>Hi ${esc(me.split(' ')[0] as string)},</p>
<p>Got one for you up in ${esc(townOf(f).city)}. My client ${esc(fullName(f.borrower))} lives in ${home} and is under contract on a ${esc(propTypeText(rng, f).toLowerCase())} at ${esc(addrLine(f.property.address))}. ${f.entity ? `They want to take title in ${esc(f.entity.name)} (${esc(fullName(f.borrower))} is the ${esc(f.entity.signatoryTitle.toLowerCase())}).` : 'Taking title in their own name.'}</p>
<p>Contract price is ${usd(f.property.purchasePrice as number)}; listing agent thinks it would appraise around ${usdLoose(rng, f.property.value)}. Looking for ${usdLoose(rng, f.loan.amount)} as a ${esc(loanTypeText(rng, f.loan.type).toLowerCase())}, ${f.loan.termMonths} months if you can. ${showFico ? `Credit is good, ${f.borrower.creditScore} mid score. ` : ''}They'll rent it nightly when they're not using it, HOA allows STR.</p>
<p>Closing is set for ${anyDate(rng, f.loan.closingDate)} with ${esc(f.title.name)}. My comp would be ${f.loan.brokerPoints !== undefined ? `${f.loan.brokerPoints} points` : 'whatever you normally pay'}.</p>
<p>Borrower cell is ${anyPhone(rng, f.borrower.phone)} and email ${esc(f.borrower.email)} if you want to reach out directly.</p>
<p>Thanks!<br>${esc(fullName(b))}<br>${esc(f.broker.name)}<br>${anyPhone(rng, b.phone)}</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'authorized_signatory_name', 'authorized_signatory_title',
      'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'estimated_closing_date', 'broker_points'];
    if (showFico) fields.push('credit_score');
    if (!f.entity) fields.splice(2, 3);
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

const strForward: Family = {
  id: 'ae-email-forward-str-numbers',
  description: 'Broker forwards the property manager\'s STR revenue e-mail under a short cover note asking for a refi or bridge quote.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Single Family', 'Townhouse'], refi: true });
    const me = rng.pick(STAFF);
    const b = f.broker.contact;
    const mgr = rng.pick(MGMT_COS);
    const mgrPerson = `${rng.pick(['Haley', 'Brett', 'Skye', 'Colby', 'Tess'])} ${rng.pick(['Lindahl', 'Moreau', 'Quist', 'Barlow'])}`;
    const months = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep'];
    const peak = Math.round(f.property.value * 0.012 / 100) * 100;
    const rev = months.map((m, i) => [m, Math.round(peak * [1.1, 1.3, 1.25, 1.15, 0.4, 0.5, 0.75, 0.7, 0.45][i]! / 10) * 10] as const);
    const occ = months.map(() => rng.int(38, 94));
    const html = documentHtml({
      title: 'Fwd', font: 'sans', fontSize: '9.5pt',
      page: { pageNumbers: true },
      pages: [`${mailHeader([['From', `${esc(fullName(b))} &lt;${esc(b.email)}&gt;`], ['To', `${esc(me)}`], ['Date', stamp(rng, f.documentDate)], ['Subject', `FW: ${esc(f.property.address.street)} owner statement — refi?`]])}
<p>${esc(me.split(' ')[0] as string)} — see below from the manager. Owner is ${esc(borrowerLabel(f))}${f.entity ? ` (${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)})` : ''}. They want ${usd(f.loan.amount)} ${esc(loanTypeText(rng, f.loan.type).toLowerCase())} on it, value should be ~${usd(f.property.value)}. ${f.loan.exit ? `Plan is ${esc(exitText(rng, f.loan.exit).toLowerCase())}.` : ''} Can you price at ${f.loan.termMonths} months?</p>
<p>${esc(fullName(b))} | ${esc(f.broker.name)} | ${anyPhone(rng, b.phone)}</p>
<hr>
<p class="small">---------- Forwarded message ---------<br>From: ${esc(mgrPerson)} &lt;owners@${esc(mgr.toLowerCase().replace(/[^a-z]/g, ''))}.com&gt;<br>Date: ${dt(f.documentDate, 'abbr')}<br>Subject: ${esc(f.property.address.street)} ${esc(f.property.address.unit ?? '')} - trailing revenue<br>To: ${esc(f.borrower.email)}</p>
<p>Hi ${esc(f.borrower.first)}, here's the summary you asked for on ${esc(addrLine(f.property.address))}. Gross booking revenue before our ${rng.pick([25, 30, 35])}% commission and cleaning:</p>
<table class="grid" style="width:70%"><tr><th>Month</th><th>Gross rent</th><th>Occ.</th></tr>
${rev.map(([m, v], i) => `<tr><td>${m}</td><td class="right">${usd(v)}</td><td class="right">${occ[i]}%</td></tr>`).join('')}</table>
<p>Let me know if the lender needs the full owner statements. — ${esc(mgrPerson)}, ${esc(mgr)}</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'exit_strategy'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

const textScreenshot: Family = {
  id: 'ae-text-thread-screenshot',
  description: 'Screenshot of a text thread between a broker and the originator, loan request typed in fragments.',
  formats: ['image'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Townhouse', 'Single Family'] });
    const b = f.broker.contact;
    const bubble = (mine: boolean, text: string) => `<div style="display:flex;justify-content:${mine ? 'flex-end' : 'flex-start'};margin:7px 0"><div style="max-width:70%;padding:9px 13px;border-radius:18px;background:${mine ? '#1f7cf6' : '#e7e7ec'};color:${mine ? '#fff' : '#111'};font-size:13pt;line-height:1.3">${text}</div></div>`;
    const msgs = [
      bubble(false, `hey it's ${esc(b.first)} @ ${esc(f.broker.name)}. got a quick one in ${esc(townOf(f).city)}`),
      bubble(false, `${esc(addrLine(f.property.address))}`),
      bubble(false, `${esc(propTypeText(rng, f).toLowerCase())}, borrower ${esc(borrowerLabel(f))}${f.entity ? ` (${esc(f.borrower.first)} ${esc(f.borrower.last)} signs as ${esc(f.entity.signatoryTitle.toLowerCase())})` : ''}`),
      bubble(false, `needs ${usdLoose(rng, f.loan.amount)} ${esc(loanTypeText(rng, f.loan.type).toLowerCase())}. value ${usdLoose(rng, f.property.value)}`),
      bubble(true, 'term? and when do they need to close'),
      bubble(false, `${f.loan.termMonths} mo. close ${dt(f.loan.closingDate, 'short')}`),
      bubble(true, 'ok. send me the contract + HOA docs and I\'ll price it'),
      bubble(false, 'will do, thx'),
    ];
    const html = documentHtml({
      title: 'Messages', font: 'sans',
      page: { margin: '0.3in 1.9in' },
      pages: [`<div style="text-align:center;font-size:11pt;color:#333;border-bottom:1px solid #ccc;padding-bottom:8px;margin-bottom:8px"><b>${esc(fullName(b))}</b><br><span style="font-size:9pt;color:#888">${phone(b.phone, 'paren')}</span></div>
<div class="center" style="font-size:9pt;color:#888">${dt(f.documentDate, 'abbr')}</div>${msgs.join('')}`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

const voicemail: Family = {
  id: 'ae-voicemail-transcript',
  description: 'Phone system\'s e-mailed voicemail transcription of a borrower calling in about a loan on their ski condo or cabin.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Single Family', 'Townhouse'], loanTypes: ['Cash Out Refi', 'Refinance', 'Bridge Loan', 'Second Mortgage'] });
    const me = rng.pick(STAFF);
    const words = (n: number) => n.toLocaleString('en-US');
    const html = documentHtml({
      title: 'Voicemail', font: 'sans', fontSize: '10pt',
      pages: [`${mailHeader([['From', 'Voicemail Service &lt;no-reply@voice.example.net&gt;'], ['To', esc(me)], ['Date', stamp(rng, f.documentDate)], ['Subject', `New voicemail from ${phone(f.borrower.phone, 'paren')} (${rng.int(1, 2)}:${String(rng.int(5, 55)).padStart(2, '0')})`]])}
<div style="border:1px solid #ccc;padding:12px;background:#fafafa">
<div class="muted small">Transcription (automated — may contain errors)</div>
<p>"Hi, this is ${esc(fullName(f.borrower))}, um, my number is ${phone(f.borrower.phone, 'dash')}. I got your name from ${esc(fullName(f.broker.contact))}. We own a ${esc(propTypeText(rng, f).toLowerCase())} up at ${esc(addrLine(f.property.address, true))}${f.entity ? `, it's in our ${esc(f.entity.name)}` : ''}, and we're looking at a ${esc(loanTypeText(rng, f.loan.type).toLowerCase())}, something like ${words(f.loan.amount)} dollars. Zillow says it's worth ${words(f.property.value)} but, you know. ${f.loan.exit ? `We'd probably ${f.loan.exit === 'Sale' ? 'sell it in the spring' : 'refinance it with the bank next year'}. ` : ''}Anyway, give me a call back, or email ${esc(f.borrower.email)}. Thanks, bye."</p>
</div>
<p class="small muted" style="margin-top:10px">You can reply to this message to call back. Mailbox 2${rng.int(10, 99)}.</p>`],
    });
    // An entity named in passing by its owner: the name is stated, the signer's title is not.
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'property_value', 'loan_type', 'loan_amount', 'exit_strategy'];
    if (f.entity) fields.push('entity_name');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

const outlookScan: Family = {
  id: 'ae-email-printout-scan',
  description: 'Broker submission e-mail printed from Outlook, initialled and scanned into the file with the intake stamp.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const b = f.broker.contact;
    const me = rng.pick(STAFF);
    const list = [
      ['Borrower', borrowerLabel(f)],
      ...(f.entity ? [['Managing party', `${fullName(f.borrower)} (${f.entity.signatoryTitle})`], ['EIN', f.entity.ein ? einText(f.entity.ein) : 'applied for']] : []),
      ['Phone', phone(f.borrower.phone, 'dot')],
      ['Subject property', addrLine(f.property.address)],
      ['Property', propTypeText(rng, f)],
      ['Est. value', usd(f.property.value)],
      ['Request', `${usd(f.loan.amount)} ${loanTypeText(rng, f.loan.type)}`],
      ['Term requested', `${f.loan.termMonths} months`],
      ['FICO', String(f.borrower.creditScore)],
      ...(f.loan.exit ? [['Exit', exitText(rng, f.loan.exit)]] : []),
      ['Target COE', dt(f.loan.closingDate, 'us')],
    ];
    const html = documentHtml({
      title: 'Outlook', font: 'sans', fontSize: '10pt',
      pages: [`<div style="display:flex;justify-content:space-between;border-bottom:2px solid #000;font-weight:bold;margin-bottom:8px"><span>${esc(me)}</span><span style="font-size:8pt">${dt(f.documentDate, 'us')}</span></div>
${mailHeader([['From:', `${esc(fullName(b))} &lt;${esc(b.email)}&gt;`], ['Sent:', `${dt(f.documentDate, 'long')}`], ['To:', esc(me)], ['Subject:', `New deal — ${esc(borrowerLabel(f))}`]])}
<p>Please see the new submission below. Docs to follow in a separate email.</p>
<table style="margin:6px 0 10px 20px">${list.map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0">${esc(k as string)}:</td><td>${esc(v as string)}</td></tr>`).join('')}</table>
<p>Thanks,<br>${esc(fullName(b))}<br>${esc(f.broker.name)}</p>
<div style="position:absolute;right:0.9in;top:2.2in;border:3px solid #9b1c1c;color:#9b1c1c;padding:6px 12px;transform:rotate(-8deg);font:bold 12pt 'DejaVu Sans'">RECEIVED<br><span style="font-size:9pt">${dt(f.documentDate, 'us')}</span></div>
<div style="margin-top:20px" class="scrawl">${esc(me.split(' ').map((w) => w[0]).join(''))} — ordered appraisal</div>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'exit_strategy', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'ein');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

const scenarioBullets: Family = {
  id: 'ae-broker-scenario-bullets',
  description: 'Short "scenario" e-mail from a broker with a dash list of terms, typed abbreviations and a signature block with the broker\'s own numbers.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const b = f.broker.contact;
    const me = rng.pick(STAFF);
    const bullets = [
      `Borrower: ${borrowerLabel(f)}${f.entity ? ` / guarantor ${fullName(f.borrower)}, ${f.entity.signatoryTitle}` : ''}`,
      `Subj: ${addrLine(f.property.address)}`,
      `Type: ${propTypeText(rng, f)}`,
      `Txn: ${loanTypeText(rng, f.loan.type)}${f.loan.purpose ? ` (${purposeText(f.loan.purpose)})` : ''}`,
      `LA: ${usd(f.loan.amount)} / AIV ${usd(f.property.value)}${f.property.purchasePrice ? ` / PP ${usd(f.property.purchasePrice)}` : ''}${f.property.arv ? ` / ARV ${usd(f.property.arv)}` : ''}`,
      `Term: ${f.loan.termMonths}mo`,
      `Mid FICO ${f.borrower.creditScore}`,
      ...(f.loan.exit ? [`Exit: ${exitText(rng, f.loan.exit)}`] : []),
      `Prepay: ${f.loan.prepayment.penalty ? prepayText(f) : 'none please'}`,
      `COE ${dt(f.loan.closingDate, 'short')}`,
    ];
    const html = documentHtml({
      title: 'Scenario', font: 'sans', fontSize: '10pt',
      pages: [`${mailHeader([['From', `${esc(b.email)}`], ['To', esc(myEmail(f, me))], ['Date', stamp(rng, f.documentDate)], ['Subject', `Scenario - ${esc(f.property.address.city)} ${esc(propTypeText(rng, f).toLowerCase())}`]])}
<p>${esc(me.split(' ')[0] as string)},</p><p>Can you look at this:</p>
<div style="margin-left:14px">${bullets.map((x) => `<div>- ${esc(x)}</div>`).join('')}</div>
<p style="margin-top:10px">Appraisal from ${esc(f.appraiser.name)} already done (transfer letter available). Title: ${esc(f.title.name)}.</p>
<p>--<br>${esc(fullName(b))} | Loan Officer NMLS #${rng.int(100000, 2299999)}<br>${esc(f.broker.name)}<br>c ${phone(b.phone, 'dot')}</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'loan_term', 'exit_strategy', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

function purposeText(p: string): string {
  return p === 'Cash Out Refinance' ? 'cash-out' : p.toLowerCase();
}

const trusteeEmail: Family = {
  id: 'ae-trustee-email-direct',
  description: 'Owner writes in directly (often as trustee of a family trust) asking to borrow against the family cabin or condo.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f0 = mountain(facts, rng, { type: ['Single Family', 'Condo', 'Townhouse'], refi: true });
    // The family trust is how this desk's direct borrowers usually hold their mountain places.
    const f: DealFacts = f0.entity?.type === 'Trust' || rng.chance(0.4) ? f0 : {
      ...f0,
      entity: { name: `The ${f0.borrower.last} Family Trust`, type: 'Trust', stateOfFormation: 'Colorado', signatoryTitle: 'Trustee', trustDate: `20${rng.int(10, 22)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}` },
    };
    const html = documentHtml({
      title: 'Email', font: 'serif', fontSize: '10.5pt',
      pages: [`${mailHeader([['From', `${esc(fullName(f.borrower))} &lt;${esc(f.borrower.email)}&gt;`], ['To', `info@${esc(f.lender.name.toLowerCase().replace(/[^a-z]/g, ''))}.com`], ['Date', stamp(rng, f.documentDate)], ['Subject', 'Loan on our place in the mountains']])}
<p>Hello,</p>
<p>${esc(fullName(f.borrower))} here. ${f.entity ? `My wife and I hold our ${esc(propTypeText(rng, f).toLowerCase())} at ${esc(addrLine(f.property.address))} in ${esc(f.entity.name)}${f.entity.trustDate ? ` dated ${dt(f.entity.trustDate, 'short')}` : ''}, and I am the ${esc(f.entity.signatoryTitle.toLowerCase())}.` : `I own a ${esc(propTypeText(rng, f).toLowerCase())} at ${esc(addrLine(f.property.address))}.`} It is free and clear except for a small line of credit.</p>
<p>We would like to borrow about ${usd(f.loan.amount)} (${esc(loanTypeText(rng, f.loan.type).toLowerCase())}) for ${f.loan.termMonths} months while we sell a property in ${rng.pick(['Boulder', 'Phoenix', 'Austin', 'Omaha'])}. A broker friend said the place should be worth ${usd(f.property.value)}. My credit score was ${f.borrower.creditScore} last month.</p>
<p>You can reach me at ${anyPhone(rng, f.borrower.phone)}. We'd like to have this done by ${dt(f.loan.closingDate, 'long')} if possible.</p>
<p>Thank you,<br>${esc(fullName(f.borrower, true))}</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

export const emailFamilies: Family[] = [brokerSecondHome, strForward, textScreenshot, voicemail, outlookScan, scenarioBullets, trusteeEmail];
