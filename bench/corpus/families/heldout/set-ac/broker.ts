// set-ac — brokers and borrowers writing in: e-mail threads, chat exports, cover letters, submission forms, the
// borrower's own letter.
import { accent, checkboxes, documentHtml, esc, flow, letterhead } from '../../../style';
import type { Family } from '../../../types';
import {
  Stated, addr, anyDate, chicago, date, entityKind, exitWords, feeRows, fullName, loanWords, money, pct, phone,
  prepayFields, purposeWords, shortMoney, street, termText, typeWords,
} from './common';

function mailHeader(from: string, to: string, when: string, subject: string, cc?: string): string {
  return `<div class="hdr"><div><b>From:</b> ${from}</div><div><b>Sent:</b> ${when}</div><div><b>To:</b> ${to}</div>${cc ? `<div><b>Cc:</b> ${cc}</div>` : ''}<div><b>Subject:</b> ${subject}</div></div>`;
}

const MAIL_CSS = '.hdr{border-bottom:1px solid #bbb;padding:4px 0 6px;margin:10px 0 8px;font-size:9pt}.quote{border-left:3px solid #ccc;padding-left:10px;color:#333}';

const emailThread: Family = {
  id: 'ac-broker-email-thread',
  description: 'Outlook thread printed to PDF: broker pitches the deal in sentences, lender asks questions, broker answers with the rest.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const br = f.broker.contact;
    const le = f.lender.contact;
    const sent = (h: number) => `${date(f.documentDate, 'abbr')} ${h}:${String(rng.int(0, 59)).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    const brFrom = `${esc(br.first)} ${esc(br.last)} &lt;${esc(br.email)}&gt;`;
    const leFrom = `${esc(le.first)} ${esc(le.last)} &lt;${esc(le.email)}&gt;`;
    const subj = `${rng.pick(['New deal', 'Scenario', 'Loan request', 'Quick one'])}: ${esc(street(f.property.address))}${f.hood ? ` (${f.hood})` : ''}`;
    const client = f.entity
      ? `my client ${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}, buying through ${d.s('entity_name', esc(f.entity.name))}`
      : `my client ${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}`;
    const pw = purposeWords(f, rng);
    const first = `<p>Hi ${esc(le.first)},</p><p>Sending over a deal for ${client}. It's a ${d.s('property_type', esc(typeWords(f, rng)))} at ${d.s('property_address', esc(addr(f.property.address)))}. Looking for ${d.s('loan_amount', shortMoney(L.amount))}, ${d.s('loan_type', esc(loanWords(f, rng)).toLowerCase())}${pw ? `, purpose is ${d.s('loan_purpose', pw.toLowerCase())}` : ''}. ${f.property.purchasePrice ? `Under contract at ${money(f.property.purchasePrice)}, attorney review done.` : 'Owned free and clear except a small HELOC.'}</p><p>${esc(b.first)} ${f.lang !== 'en' ? `speaks ${{ pl: 'Polish', es: 'Spanish', uk: 'Ukrainian' }[f.lang]} at home but is fine on the phone in English` : 'is easy to work with'}; has ${rng.int(2, 9)} other buildings on the Northwest Side.</p><p>Thanks,<br>${esc(br.first)}<br>${esc(f.broker.name)} | ${phone(br.phone, 'dot')}</p>`;
    const second = `<p>${esc(br.first)} — thanks. What's the as-is value and what term/rate is he hoping for? Any prepay issue? Also need a date.</p><p>${esc(le.first)}</p>`;
    const fees = feeRows(f, { brok: 'my fee is', orig: 'he expects your origination around' }).map(([k, v, fl]) => `${k} ${d.s(fl, v)}`);
    const ex = exitWords(f, rng);
    const third = `<p>Appraisal from last month says ${d.s('property_value', money(f.property.value))} as-is${f.property.arv ? ` (${money(f.property.arv)} after the rehab)` : ''}. He'd like ${d.s('loan_term', termText(L.termMonths, rng))} and was quoted ${d.s('interest_rate', pct(L.rate))} elsewhere, so he's hoping to match. ${L.prepayment.penalty ? `He can live with ${d.s(prepayFields(f), `<span style="white-space:nowrap">${esc(L.prepayment.terms ?? '')}</span>`)} as prepay.` : `He wants ${d.s(prepayFields(f), 'no prepayment penalty')}.`} ${ex ? `Exit is ${d.s('exit_strategy', esc(ex).toLowerCase())}.` : ''} ${fees.length ? `${fees.join(', ')}.` : ''} Closing ${d.s('estimated_closing_date', anyDate(rng, L.closingDate))}. His cell is ${d.s('borrower_phone', phone(b.phone, 'dash'))} if you want to talk to him directly, email ${d.s('borrower_email', esc(b.email))}.</p><p>${esc(br.first)}</p>`;
    const blocks = [
      `<div style="font:bold 13pt 'DejaVu Sans'">${subj}</div>`,
      mailHeader(brFrom, leFrom, sent(rng.int(15, 17)), `RE: RE: ${subj}`), third,
      mailHeader(leFrom, brFrom, sent(rng.int(12, 14)), `RE: ${subj}`), `<div class="quote">${second}</div>`,
      mailHeader(brFrom, leFrom, sent(rng.int(8, 11)), subj, `${esc(f.attorney.name)} &lt;${esc(f.attorney.email)}&gt;`), `<div class="quote">${first}</div>`,
    ];
    const html = documentHtml({ title: 'Email', font: 'sans', fontSize: '9.5pt', css: MAIL_CSS, pages: flow(blocks, { charsPerLine: 100, linesPerPage: 52 }) });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

const chatExport: Family = {
  id: 'ac-broker-chat-export',
  description: 'WhatsApp-style chat between a broker and the originator, exported and printed; facts scattered over short messages.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const br = f.broker.contact;
    const me = f.lender.contact;
    const t0 = rng.int(9, 15);
    let minute = rng.int(0, 20);
    const msgs: string[] = [];
    const say = (who: 'b' | 'l', text: string) => {
      minute += rng.int(1, 6);
      const stamp = `${date(f.documentDate, 'short')}, ${t0 + Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;
      msgs.push(`<div class="m ${who}"><span class="ts">[${stamp}] ${who === 'b' ? `${esc(br.first)} ${esc(br.last)} (${esc(f.broker.name)})` : `${esc(me.first)} ${esc(me.last)}`}:</span> ${text}</div>`);
    };
    say('b', `got a ${d.s('property_type', esc(typeWords(f, rng)))} for you`);
    say('b', d.s('property_address', esc(addr(f.property.address))));
    say('l', 'who is the borrower');
    if (f.entity) say('b', `${d.s('entity_name', esc(f.entity.name))}, ${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))} is the guy. he'll guarantee`);
    else say('b', `${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}. ${rng.pick(['repeat client of mine', 'first deal with me', 'referred by his attorney'])}`);
    say('l', 'numbers?');
    say('b', `${d.s('loan_amount', shortMoney(L.amount))} ask, value ${d.s('property_value', shortMoney(f.property.value))}${f.property.purchasePrice ? `, paying ${shortMoney(f.property.purchasePrice)}` : ''}`);
    say('b', `${d.s('loan_type', esc(loanWords(f, rng)).toLowerCase())}`);
    say('l', `I can do ${d.s('interest_rate', pct(L.rate))} for ${d.s('loan_term', `${L.termMonths} mo`)}${L.originationPoints !== undefined ? ` + ${d.s('origination_points', String(L.originationPoints))} pts` : ''}`);
    if (L.brokerPoints !== undefined) say('b', `ok and ${d.s('broker_points', String(L.brokerPoints))} pts to me on top`);
    if (f.loan.exit) say('b', `exit = ${d.s('exit_strategy', esc(exitWords(f, rng) ?? '').toLowerCase())}`);
    say('l', `when do they need to close`);
    say('b', `${d.s('estimated_closing_date', date(L.closingDate, 'short'))} latest, contract date`);
    say('l', 'send me the contract and his ID. 👍');
    const html = documentHtml({
      title: 'Chat', font: 'sans', fontSize: '9.5pt',
      css: '.m{margin:5px 0;padding:5px 8px;border-radius:6px;max-width:85%}.m.b{background:#f0f0f0}.m.l{background:#dcf8c6;margin-left:auto}.ts{color:#555;font-size:8pt;display:block}',
      pages: [`<div class="small">WhatsApp Chat with ${esc(br.first)} ${esc(br.last)} — exported ${date(f.documentDate, 'us')}</div><hr>${msgs.join('')}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

const coverLetter: Family = {
  id: 'ac-broker-cover-letter',
  description: 'Mortgage broker\'s formal cover letter on letterhead submitting a package; borrower described in prose, enclosures listed.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const br = f.broker;
    const who = f.entity
      ? `${d.s('entity_name', esc(f.entity.name))}, ${esc(entityKind(f))}, whose ${d.s('authorized_signatory_title', esc(f.entity.signatoryTitle))} is ${d.s(['borrower_first_name', 'borrower_last_name', 'authorized_signatory_name'], esc(fullName(f, true)))}`
      : `${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)))}${f.coBorrower ? ` and ${esc(f.coBorrower.first)} ${esc(f.coBorrower.last)}` : ''}`;
    const paras = [
      letterhead({ name: br.name, color: accent(rng), lines: [`${esc(street(br.address))}, Chicago, IL ${br.address.zip}`, `${phone(br.contact.phone)} · ${esc(br.contact.email)} · Illinois Residential Mortgage Licensee`] }),
      `<p>${date(f.documentDate, 'long')}</p><p>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}<br>${esc(f.lender.name)}<br>${esc(street(f.lender.address))}<br>Chicago, IL ${f.lender.address.zip}</p>`,
      `<p><b>Re: Loan submission — ${d.s('property_address', esc(addr(f.property.address, true)))}</b></p>`,
      `<p>Dear ${esc(f.lender.contact.first)}:</p><p>We are pleased to submit the enclosed request on behalf of ${who}. The borrower is requesting a ${d.s('loan_type', esc(loanWords(f, rng)).toLowerCase().replace(/ loan$/, ''))} loan in the amount of ${d.s('loan_amount', money(L.amount))} for a term of ${d.s('loan_term', termText(L.termMonths, rng))}, secured by the ${d.s('property_type', esc(typeWords(f, rng)))} located at the address above.</p>`,
      `<p>The property has an estimated current value of ${d.s('property_value', money(f.property.value))}${f.property.purchasePrice ? ` and is being acquired from ${esc(f.seller.first)} ${esc(f.seller.last)} for ${money(f.property.purchasePrice)}` : ''}. ${b.first} has a middle credit score of ${d.s('credit_score', String(b.creditScore))} and can be reached at ${d.s('borrower_phone', phone(b.phone))}.${L.exit ? ` The intended exit is ${d.s('exit_strategy', esc(exitWords(f, rng) ?? '').toLowerCase())}.` : ''}</p>`,
      `<p>${L.brokerPoints !== undefined ? `Our compensation is ${d.s('broker_points', `${L.brokerPoints}%`)} of the loan amount, paid at closing. ` : ''}The borrower would like to close by ${d.s('estimated_closing_date', date(L.closingDate, 'long'))}. The seller's attorney is ${esc(f.attorney.name)} of ${esc(f.attorney.firm)}.</p>`,
      `<p>Enclosures: loan application; purchase contract and attorney review letter; rent roll; ${f.entity ? 'articles of organization and operating agreement; ' : ''}two months of bank statements; last Cook County tax bill; latest water bill.</p>`,
      `<p>Respectfully,</p><p style="margin-top:22px">${esc(br.contact.first)} ${esc(br.contact.last)}<br>Loan Originator, ${esc(br.name)}</p>`,
    ];
    const html = documentHtml({ title: 'Cover letter', font: 'serif', fontSize: '10.5pt', pages: flow(paras, { charsPerLine: 90, linesPerPage: 44 }) });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

const submissionForm: Family = {
  id: 'ac-broker-submission-checkbox-form',
  description: 'Broker\'s one-page deal submission form: checkbox rows for loan type, property type and borrower type, blanks filled in.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const blank = (label: string, value: string, w = '100%') => `<div class="bl" style="width:${w}"><span class="lb">${label}</span><span class="fill">${value}</span></div>`;
    const typeMap: Record<string, string> = { 'Purchase': 'Purchase', 'Refinance': 'Rate/Term Refi', 'Cash Out Refi': 'Cash-Out Refi', 'Second Mortgage': '2nd Lien', 'Bridge Loan': 'Bridge', 'Fix & Flip': 'Fix & Flip', 'Construction': 'Construction', 'Commercial': 'Commercial', 'Land': 'Land' };
    const propMap: Record<string, string> = { 'Single Family': 'SFR', '2-4 Unit': '2-4 Flat', 'Condo': 'Condo', 'Townhouse': 'Townhome', 'Multifamily (5+)': '5+ Units', 'Mixed Use': 'Mixed Use', 'Retail': 'Retail', 'Office': 'Office', 'Industrial': 'Industrial', 'Land': 'Land' };
    d.s(['loan_type', 'property_type'], '');
    const body = `
<div style="display:flex;justify-content:space-between;align-items:flex-end"><div style="font:bold 15pt 'DejaVu Sans'">${esc(f.broker.name)}</div><div class="small">DEAL SUBMISSION FORM · rev. 3/22</div></div><hr>
<div class="sec">LOAN</div>
<div>${checkboxes(Object.values(typeMap), typeMap[L.type])}</div>
${blank('Loan amount requested $', d.s('loan_amount', L.amount.toLocaleString('en-US')), '48%')}${blank('Term (months)', d.s('loan_term', String(L.termMonths)), '24%')}${blank('Rate', d.s('interest_rate', pct(L.rate)), '24%')}
${blank('Target close date', d.s('estimated_closing_date', date(L.closingDate, 'us')), '48%')}${L.brokerPoints !== undefined ? blank('Broker pts', d.s('broker_points', String(L.brokerPoints)), '24%') : ''}
<div class="sec">PROPERTY</div>
${blank('Address', d.s('property_address', esc(addr(f.property.address))))}
<div>${checkboxes(Object.values(propMap), propMap[f.property.type])}</div>
${blank('As-is value $', d.s('property_value', f.property.value.toLocaleString('en-US')), '48%')}${blank('Purchase price $', f.property.purchasePrice ? f.property.purchasePrice.toLocaleString('en-US') : 'n/a — refi', '48%')}
${f.property.arv ? blank('ARV $', f.property.arv.toLocaleString('en-US'), '48%') : ''}${blank('Units', String(f.property.units ?? 1), '24%')}${blank('PIN', f.pin, '24%')}
<div class="sec">BORROWER</div>
<div>${checkboxes(['Individual', 'LLC', 'Corporation', 'Partnership', 'Trust / Land Trust'], f.entity ? (f.entity.type === 'Trust' ? 'Trust / Land Trust' : f.entity.type) : 'Individual')}</div>
${f.entity ? blank('Entity name', d.s('entity_name', esc(f.entity.name)), '60%') + blank('EIN', f.entity.ein ? d.s('ein', `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}`) : '', '36%') : ''}
${blank(f.entity ? 'Guarantor name' : 'Borrower name', d.s(['borrower_first_name', 'borrower_last_name'], esc(`${b.last.toUpperCase()}, ${b.first.toUpperCase()}${b.middle ? ` ${b.middle[0]}` : ''}`)), '60%')}${blank('FICO', d.s('credit_score', String(b.creditScore)), '36%')}
${blank('Cell', d.s('borrower_phone', phone(b.phone)), '48%')}${blank('Email', d.s('borrower_email', esc(b.email)), '48%')}
${blank('DOB', d.s('borrower_date_of_birth', date(b.dob, 'us')), '48%')}${blank('Language', { pl: 'Polski', es: 'Español', uk: 'Українська', en: 'English' }[f.lang], '48%')}
<div class="sec">EXIT / NOTES</div>
${L.exit ? `<div>${checkboxes(['Sale', 'Refinance', 'Hold'], L.exit)}</div>${d.s('exit_strategy', '')}` : ''}
${blank('Notes', rng.pick(['Seller is an estate, probate sale — closing date firm.', 'Tenant in garden unit month-to-month.', 'Needs to close before tax sale date.', 'Borrower owns 3 other 2-flats on the block.']))}
<p class="small" style="margin-top:10px">Submitted by ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} · ${phone(f.broker.contact.phone)} · ${date(f.documentDate, 'us')}</p>`;
    const html = documentHtml({
      title: 'Submission', font: 'sans', fontSize: '9pt',
      css: '.sec{background:#222;color:#fff;font-weight:bold;padding:2px 6px;margin:10px 0 4px;font-size:8.5pt}.bl{display:inline-block;margin:3px 1% 3px 0;vertical-align:top}.lb{font-size:7.5pt;color:#444;margin-right:6px}.fill{border-bottom:1px solid #000;display:inline-block;min-width:40%;font-family:\'DejaVu Sans Mono\';font-size:9.5pt}',
      pages: [body],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: d.truth() };
  },
};

const borrowerLetter: Family = {
  id: 'ac-borrower-own-request-letter',
  description: 'The borrower writes the lender himself in plain, slightly non-native English: who he is, the building, what he needs.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const ent = f.entity ? ` I buy with my company ${d.s('entity_name', esc(f.entity.name))}, I am ${d.s('authorized_signatory_title', esc(f.entity.signatoryTitle).toLowerCase())}${d.s('authorized_signatory_name', '')}.` : '';
    const html = documentHtml({
      title: 'Letter', font: 'serif', fontSize: '11pt',
      pages: [`<p style="text-align:right">${esc(b.first)} ${esc(b.last)}<br>${d.s('borrower_phone', phone(b.phone, 'dash'))}<br>${d.s('borrower_email', esc(b.email))}<br>${date(f.documentDate, 'short')}</p>
<p>To ${esc(f.lender.name)},</p>
<p>My name is ${d.s(['borrower_first_name', 'borrower_last_name'], `${esc(b.first)} ${esc(b.last)}`)}. My friend from church give me your number.${ent} I have ${rng.int(1, 5)} buildings already, I do the management myself and my brother does the repairs.</p>
<p>Now I want ${d.s('loan_type', esc(loanWords(f, rng)).toLowerCase().replace(/ loan$/, ''))} loan for the ${d.s('property_type', esc(typeWords(f, rng)))} on ${d.s('property_address', esc(addr(f.property.address)))}. ${f.property.purchasePrice ? `The price in contract is ${money(f.property.purchasePrice)}.` : 'I own it already.'} The building is worth ${d.s('property_value', money(f.property.value))} now, the appraiser said. I need ${d.s('loan_amount', money(L.amount))}.</p>
<p>I would like ${d.s('loan_term', `${L.termMonths} months`)}. The bank is too slow and they don't like the ${rng.pick(['garden apartment', 'coach house', 'store in front', 'old porches'])}. ${L.exit ? `After, my plan is ${d.s('exit_strategy', esc(exitWords(f, rng) ?? '').toLowerCase())}.` : ''} Closing must be ${d.s('estimated_closing_date', date(L.closingDate, 'long'))}.</p>
<p>My credit is ${d.s('credit_score', String(b.creditScore))}. Please call me after 5 pm, during the day I am on job.</p>
<p>Thank you very much,</p><p><span class="scrawl">${esc(b.first)} ${esc(b.last)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: d.truth() };
  },
};

const referralNote: Family = {
  id: 'ac-realtor-referral-email',
  description: 'A listing agent forwards a buyer to the lender: seller, agent and attorney all named, only the buyer is the borrower.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const agentFirst = rng.pick(['Kasia', 'Danny', 'Marisela', 'Greg', 'Olha']);
    const agentLast = rng.pick(['Brennan', 'Wojcik', 'Soto', 'Hayes', 'Kuzmenko']);
    const html = documentHtml({
      title: 'Referral', font: 'sans', fontSize: '10pt', css: MAIL_CSS,
      pages: [`${mailHeader(`${agentFirst} ${agentLast} &lt;${agentFirst.toLowerCase()}@northsidehomesrealty.com&gt;`, `${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)} &lt;${esc(f.lender.contact.email)}&gt;`, `${date(f.documentDate, 'long')} 4:12 PM`, `Buyer for ${esc(street(f.property.address))} needs financing`, `${d.s('borrower_email', esc(b.email))}`)}
<p>Hi ${esc(f.lender.contact.first)},</p>
<p>Introducing you to my buyer ${d.s(['borrower_first_name', 'borrower_last_name'], `${esc(b.first)} ${esc(b.last)}`)} (cc'd)${f.entity ? `, who is taking title in ${d.s('entity_name', esc(f.entity.name))}` : ''}. We have an accepted offer on ${d.s('property_address', esc(addr(f.property.address)))}, a ${d.s('property_type', esc(typeWords(f, rng)))}. Seller is ${esc(f.seller.first)} ${esc(f.seller.last)} (${phone(f.seller.phone)}), represented by ${esc(f.attorney.name)}.</p>
<p>Contract price ${f.property.purchasePrice ? money(f.property.purchasePrice) : 'TBD'}; ${esc(b.first)} wants to borrow ${d.s('loan_amount', money(L.amount))} and put the rest down. Listing comps are in the MLS sheet attached; please order your own appraisal. Attorney review ends this Friday and closing is set for ${d.s('estimated_closing_date', date(L.closingDate, 'abbr'))}.</p>
<p>${esc(b.first)}'s cell: ${d.s('borrower_phone', phone(b.phone))}. Thank you!</p>
<p>${agentFirst} ${agentLast}<br>Managing Broker, Northside Homes Realty<br>(773) 555-01${rng.int(10, 99)}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

export const brokerFamilies: Family[] = [emailThread, chatExport, coverLetter, submissionForm, borrowerLetter, referralNote];
