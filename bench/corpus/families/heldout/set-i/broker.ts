// Papers a mortgage broker produces or forwards: fee agreements, forwarded e-mail threads, voicemail transcripts,
// CRM note printouts, scenario blurbs, package cover letters, a photographed text-message thread.
import { accent, documentHtml, kvTable, letterhead } from '../../../style';
import type { Family } from '../../../types';
import {
  Stated, addr, anyDate, anyMoney, anyPhone, borrowerName, borrowerSignature, date, exitWord, fullName, loanKind, money,
  pct, phone, propertyKind, street, term,
} from './kit';

export const brokerFamilies: Family[] = [
  {
    id: 'broker-fee-agreement',
    description: 'A broker’s compensation agreement signed by the borrower: fee as points of the loan, lender not yet chosen.',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      // Term Sheet (nearest): it fixes one term of the loan, the broker's points, and the request.
      const st = new Stated(f);
      const l = f.loan;
      const fee = l.brokerPoints !== undefined
        ? `a fee equal to ${st.put('broker_points', String(l.brokerPoints))}% of the loan amount (${money(l.amount * l.brokerPoints / 100)})`
        : `a flat fee of ${money(rng.pick([2500, 3500, 4950]))}`;
      const html = documentHtml({
        title: 'Broker Fee Agreement', font: 'serif', fontSize: '10pt',
        pages: [`${letterhead({ name: f.broker.name, color: accent(rng), align: 'center', lines: [`Licensed Mortgage Broker · ${f.broker.address.city}, ${f.broker.address.state}`, f.broker.contact.email] })}
<h3 class="center">MORTGAGE BROKER FEE AGREEMENT</h3>
<p>Client: <b>${st.put('entity_name', borrowerName(f))}</b>${f.entity ? ` (by ${fullName(f.borrower)})` : ''}, phone ${st.put('borrower_phone', anyPhone(rng, f.borrower.phone))}, e-mail ${st.put('borrower_email', f.borrower.email)}.</p>
<p>Client engages Broker to arrange a ${st.put('loan_type', loanKind(l.type, rng)).toLowerCase()} loan of approximately ${st.put('loan_amount', anyMoney(rng, l.amount))} secured by ${st.put('property_address', addr(f.property.address, rng))}.</p>
<p><b>Compensation.</b> Upon funding, Client shall pay Broker ${fee}, whether paid by Client or credited by the lender. No fee is owed if no loan funds.</p>
<p><b>No guarantee.</b> Broker does not guarantee any rate or term; any quotes are estimates only. Broker may receive compensation only as disclosed here.</p>
<p><b>Term.</b> This agreement runs ninety (90) days from ${date(f.documentDate, 'long')}.</p>
${borrowerSignature(f, st, rng, 'CLIENT')}<div style="margin-top:18px"><span class="sig">${fullName(f.broker.contact)}, for ${f.broker.name}</span></div>`],
      });
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Term Sheet', html, truth: st.truth() };
    },
  },
  {
    id: 'broker-forwarded-thread',
    description: 'A broker forwards a borrower’s e-mail to a lender with a one-paragraph pitch on top; facts split across both.',
    formats: ['pdf_text'],
    make(f, rng) {
      const st = new Stated(f);
      const l = f.loan;
      const b = f.borrower;
      const bc = f.broker.contact;
      const html = documentHtml({
        title: 'Fwd: new deal', font: 'sans', fontSize: '9.5pt',
        pages: [`<p><b>From:</b> ${fullName(bc)} &lt;${bc.email}&gt;<br><b>To:</b> scenarios@${f.lender.contact.email.split('@')[1]}<br><b>Sent:</b> ${date(f.documentDate, 'long')}<br><b>Subject:</b> Fwd: ${st.put('loan_type', loanKind(l.type, rng))} — ${f.property.address.city}</p><hr>
<p>Team — sending over a clean one. Borrower has a ${st.put('credit_score', String(b.creditScore))} FICO, looking for ${st.put('loan_amount', anyMoney(rng, l.amount))} at around ${st.put('interest_rate', pct(l.rate))} for ${st.put('loan_term', term(l.termMonths, rng))}. ${l.brokerPoints !== undefined ? `I'm charging ${st.put('broker_points', String(l.brokerPoints))} pts on my side.` : ''} Target close ${st.put('estimated_closing_date', anyDate(rng, l.closingDate))}. Her/his note below.</p>
<p>${bc.first} ${bc.last} · ${phone(bc.phone)}</p>
<p>---------- Forwarded message ----------<br>From: ${b.first} ${b.last} &lt;${st.put('borrower_email', b.email)}&gt;<br>Date: ${date(f.documentDate, 'abbr')}</p>
<p>Hey ${bc.first}, here's the info. Property is ${st.put('property_address', addr(f.property.address, rng))}, a ${st.put('property_type', propertyKind(f, rng)).toLowerCase()}. ${f.property.purchasePrice ? `Contract price is ${money(f.property.purchasePrice)}, appraised at ${st.put('property_value', money(f.property.value))}.` : `It's worth about ${st.put('property_value', money(f.property.value))}.`} ${f.property.arv ? `After work it should be worth ${money(f.property.arv)}.` : ''} ${l.exit ? `Plan: ${st.put('exit_strategy', exitWord(l.exit, rng).toLowerCase())}.` : ''}</p>
<p>${f.entity ? `Title will be in ${st.put('entity_name', f.entity.name)}.` : ''} Best number is ${st.put('borrower_phone', phone(b.phone, 'dash'))}.</p><p>Thanks, ${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)}</p>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: st.truth() };
    },
  },
  {
    id: 'broker-voicemail-transcript',
    description: 'A phone system’s voicemail transcription e-mailed to a broker: spoken numbers, run-on sentences, caller ID.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Broker Submission Email (nearest): the transcription arrives as an e-mail in the broker's inbox.
      const st = new Stated(f);
      const l = f.loan;
      const b = f.borrower;
      const thousands = l.amount % 1000 === 0 ? `${l.amount / 1000} thousand` : money(l.amount);
      st.mark('loan_amount');
      const html = documentHtml({
        title: 'Voicemail', font: 'sans', fontSize: '10pt',
        pages: [`<div style="background:#eef3f8;padding:8px;border-radius:4px"><b>New voicemail</b> from ${st.put('borrower_phone', phone(b.phone))} (${b.first.toUpperCase()} ${b.last.toUpperCase()})<br>Received ${anyDate(rng, f.documentDate)} 9:47 AM · Duration 1:12 · Mailbox: ${fullName(f.broker.contact)}</div>
<h4>Transcription (automated, may contain errors)</h4>
<p>"Hi ${f.broker.contact.first} this is ${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)}${f.entity ? ` with ${st.put('entity_name', f.entity.name)}` : ''} um I'm calling about the property at ${st.put('property_address', addr(f.property.address, rng))} uh we talked last week. So I need about ${thousands} dollars${l.amount % 1000 === 0 ? ` that's ${money(l.amount)}` : ''} on it, it's a ${st.put('loan_type', loanKind(l.type, rng)).toLowerCase()} deal, and I'd want to close by ${st.put('estimated_closing_date', date(l.closingDate, 'long'))} if we can. My credit's around ${st.put('credit_score', String(b.creditScore))} last I checked. You can email me at ${st.put('borrower_email', b.email)} or just call me back at this number, okay thanks bye."</p>
<p class="small muted">Transcription provided by VoiceBox Cloud PBX. Reply STOP to disable.</p>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: st.truth() };
    },
  },
  {
    id: 'broker-crm-notes-print',
    description: 'A CRM contact record printed to PDF: header fields, then timestamped activity notes by several users.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Broker Submission Email (nearest): the broker's notes on a borrower lead.
      const st = new Stated(f);
      const l = f.loan;
      const b = f.borrower;
      const users = [fullName(f.broker.contact), 'Jess (processor)', 'auto'];
      const notes = [
        [users[2], `Lead created from web form. Source: Google Ads.`],
        [users[0], `Spoke w/ ${b.first}. ${st.put('loan_type', loanKind(l.type, rng))} on ${st.put('property_type', propertyKind(f, rng))}. Wants ${st.put('loan_amount', anyMoney(rng, l.amount))}, value ${st.put('property_value', anyMoney(rng, f.property.value))}.`],
        [users[1], `Pulled soft credit: ${st.put('credit_score', String(b.creditScore))}. ${f.entity ? `Vesting ${st.put('entity_name', f.entity.name)}, EIN ${f.entity.ein ? st.put('ein', `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}`) : 'n/a'}.` : ''}`],
        [users[0], `Sent to ${f.lender.name}; quoted ${st.put('interest_rate', pct(l.rate))}, ${st.put('loan_term', `${l.termMonths} mo`)}. ${l.exit ? `Exit: ${st.put('exit_strategy', exitWord(l.exit, rng))}.` : ''}`],
      ];
      const html = documentHtml({
        title: 'Contact record', font: 'condensed', fontSize: '9pt',
        pages: [`<div style="background:#263238;color:#fff;padding:6px 10px"><b>PipelinePro CRM</b> · Contact Record · printed ${date(f.documentDate, 'us')}</div>
${kvTable([
  ['Name', `${st.put('borrower_last_name', b.last.toUpperCase())}, ${st.put('borrower_first_name', b.first.toUpperCase())}`],
  ['Mobile', st.put('borrower_phone', phone(b.phone, 'dot'))], ['Email', st.put('borrower_email', b.email)],
  ['Subject property', st.put('property_address', addr(f.property.address, rng))], ['Stage', 'Submitted to lender'], ['Owner', users[0] as string],
])}
<h4 style="margin-top:10px">Activity</h4><table class="grid">${notes.map(([u, n], i) => `<tr><td style="width:22%">${date(f.documentDate, 'us')} ${8 + i}:${10 + i * 7} AM<br>${u}</td><td>${n}</td></tr>`).join('')}</table>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: st.truth() };
    },
  },
  {
    id: 'broker-scenario-shorthand',
    description: 'A terse scenario e-mail in broker shorthand (LTV, FICO, ARV, “need by”), no borrower contact details.',
    formats: ['pdf_text'],
    make(f, rng) {
      const st = new Stated(f);
      const l = f.loan;
      const lines = [
        `Borrower: ${st.put('borrower_first_name', f.borrower.first)} ${st.put('borrower_last_name', f.borrower.last)}${f.entity ? ` / ${st.put('entity_name', f.entity.name)}` : ''}`,
        `Deal: ${st.put('loan_type', loanKind(l.type, rng))}`,
        `Asset: ${st.put('property_type', propertyKind(f, rng))} — ${f.property.address.city}, ${f.property.address.state}`,
        `Loan amt: ${st.put('loan_amount', money(l.amount))}`,
        `As-is: ${st.put('property_value', money(f.property.value))}${f.property.arv ? ` | ARV: ${money(f.property.arv)}` : ''}${f.property.purchasePrice ? ` | PP: ${money(f.property.purchasePrice)}` : ''}`,
        `FICO: ${st.put('credit_score', String(f.borrower.creditScore))}`,
        `Term: ${st.put('loan_term', `${l.termMonths}mo`)} | Rate target: ${st.put('interest_rate', pct(l.rate))}`,
        ...(l.exit ? [`Exit: ${st.put('exit_strategy', l.exit === 'Sale' ? 'sell' : 'refi')}`] : []),
        `Need by: ${st.put('estimated_closing_date', date(l.closingDate, 'slash'))}`,
      ];
      const html = documentHtml({
        title: 'Scenario', font: 'mono', fontSize: '10pt',
        pages: [`<p>From: ${f.broker.contact.email}<br>To: ${f.lender.contact.email}<br>Subject: scenario – can you do this?</p><hr><p>${f.lender.contact.first}, quick one:</p>
<pre style="font:inherit">${lines.join('\n')}</pre><p>Exact address once you give me a yes. Thx<br>${f.broker.contact.first} / ${f.broker.name} / ${phone(f.broker.contact.phone, 'dash')}</p>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: st.truth() };
    },
  },
  {
    id: 'broker-package-cover-letter',
    description: 'A broker’s submission cover letter with a loan summary box and a checklist of enclosed documents.',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      // Broker Submission Email (nearest): a submission in letter form rather than e-mail.
      const st = new Stated(f);
      const l = f.loan;
      const encl = ['Signed application', 'Purchase contract', 'Scope of work', 'Entity documents', 'Bank statements (2 mo.)', 'Photo ID', 'Track record'];
      const html = documentHtml({
        title: 'Submission', font: 'serif', fontSize: '10pt',
        pages: [`${letterhead({ name: f.broker.name, color: accent(rng), lines: [`${f.broker.address.street}, ${f.broker.address.city}, ${f.broker.address.state}`, phone(f.broker.contact.phone)] })}
<p>${date(f.documentDate, 'long')}</p><p>${fullName(f.lender.contact)}<br>${f.lender.name}</p><p>RE: Loan submission — ${st.put('entity_name', borrowerName(f))}</p>
<p>Dear ${f.lender.contact.first},</p><p>Enclosed please find the loan package for our mutual client. Summary:</p>
<div style="border:2px solid #333;padding:8px;margin:8px 0">
<div>Property: ${st.put('property_address', addr(f.property.address, rng))}</div>
<div>Request: ${st.put('loan_amount', money(l.amount))} · ${st.put('loan_type', loanKind(l.type, rng))} · ${st.put('loan_term', term(l.termMonths, rng))}</div>
<div>Value: ${st.put('property_value', money(f.property.value))} (${rng.pick(['broker opinion', 'recent appraisal', 'borrower estimate'])})</div>
${f.entity ? `<div>Guarantor: ${fullName(f.borrower)} (${f.entity.signatoryTitle})</div>` : ''}
<div>Client contact: ${st.put('borrower_email', f.borrower.email)} / ${st.put('borrower_phone', anyPhone(rng, f.borrower.phone))}</div></div>
<p><b>Enclosures:</b><br>${encl.map((e) => `${rng.chance(0.75) ? '☑' : '☐'} ${e}`).join('<br>')}</p>
<p>Sincerely,<br><br>${fullName(f.broker.contact)}<br>${f.broker.name}</p>`],
      });
      if (f.entity) st.mark('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
      else st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: st.truth() };
    },
  },
  {
    id: 'broker-text-thread-photo',
    description: 'A phone photo of a text-message thread between the borrower and the broker (bubbles, short messages).',
    formats: ['image'],
    make(f, rng) {
      // Broker Submission Email (nearest): a borrower's request by text message.
      const st = new Stated(f);
      const l = f.loan;
      const me = (t: string) => `<div style="text-align:right;margin:6px 0"><span style="display:inline-block;background:#1e88e5;color:#fff;padding:8px 12px;border-radius:16px;max-width:70%;text-align:left">${t}</span></div>`;
      const them = (t: string) => `<div style="margin:6px 0"><span style="display:inline-block;background:#e5e5ea;padding:8px 12px;border-radius:16px;max-width:70%">${t}</span></div>`;
      const html = documentHtml({
        title: 'Messages', font: 'sans', fontSize: '14pt', page: { margin: '0.5in 1.2in' },
        pages: [`<div class="center b" style="border-bottom:1px solid #ccc;padding-bottom:6px">${st.put('borrower_first_name', f.borrower.first)} ${st.put('borrower_last_name', f.borrower.last)}<br><span style="font-size:10pt;font-weight:normal">${st.put('borrower_phone', phone(f.borrower.phone))}</span></div>
<div class="center muted" style="font-size:9pt;margin:8px">${date(f.documentDate, 'abbr')}</div>
${them(`Hey it's ${f.borrower.first}. Got another one at ${st.put('property_address', `${street(f.property.address, false)}, ${f.property.address.city} ${f.property.address.state} ${f.property.address.zip}`)}`)}
${me('Nice. What do you need?')}
${them(`${st.put('loan_amount', money(l.amount))} ${st.put('loan_type', loanKind(l.type, rng)).toLowerCase()}, ${st.put('loan_term', `${l.termMonths} months`)}`)}
${them(`worth ${st.put('property_value', money(f.property.value))} as is`)}
${me(`Ok. Closing date?`)}${them(`${st.put('estimated_closing_date', date(l.closingDate, 'slash'))} latest`)}`],
      });
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: st.truth() };
    },
  },
];
