// Broker and borrower submission e-mails: long forwarded chains, terse scenarios, Outlook printouts.
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { addDays } from '../../../facts';
import { documentHtml, esc } from '../../../style';

import {
  addressOneLine, anyPhone, date, exitLabel, fullName, loanTypeLabel, money, moneyShort, pct, phone, propertyTypeLabel, signoff,
  street,
  tr,
} from './fmt';

function header(from: string, to: string, when: string, subject: string, cc?: string): string {
  return `<table style="font-size:9pt;margin-bottom:8px"><tr><td class="b" style="padding-right:8px">From:</td><td>${from}</td></tr><tr><td class="b">Sent:</td><td>${when}</td></tr><tr><td class="b">To:</td><td>${to}</td></tr>${cc ? `<tr><td class="b">Cc:</td><td>${cc}</td></tr>` : ''}<tr><td class="b">Subject:</td><td>${subject}</td></tr></table>`;
}

function addr(p: { first: string; last: string; email: string }): string {
  return `${esc(`${p.first} ${p.last}`)} &lt;${esc(p.email)}&gt;`;
}

function when(rng: Rng, iso: string): string {
  const day = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${iso}T12:00:00Z`).getUTCDay()] as string;
  return `${day}, ${date(iso, 'long')} ${rng.int(1, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}

function brokerSig(f: DealFacts, rng: Rng): string {
  const b = f.broker.contact;
  return `<p style="color:#444;font-size:9pt">${esc(fullName(b))}<br>${rng.pick(['Managing Director', 'Senior Mortgage Broker', 'Principal', 'Commercial Loan Advisor'])}<br>${esc(f.broker.name)}<br>O: ${phone(b.phone, 'dot')} | ${esc(b.email)}<br>${esc(f.broker.address.city)}, ${f.broker.address.state}</p>`;
}

const CONFIDENTIAL = '<p class="small muted">CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the sole use of the intended recipient(s) and may contain confidential and privileged information. Any unauthorized review, use, disclosure or distribution is prohibited.</p>';

export const emailFamilies: Family[] = [
  {
    id: 'so-broker-forwarded-chain',
    description: 'Broker forwards a long chain to the lender: borrower\'s original ask, listing agent\'s note, broker\'s cover lines on top',
    formats: ['pdf_text'],
    make(f, rng) {
      const L = f.loan;
      const b = f.borrower;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'loan_type'];
      const agent = f.seller; // the seller's listing agent is a stranger; we reuse the seller person as the agent's contact card
      const ex = exitLabel(rng, f);
      const borrowerBody = [
        `${f.broker.contact.first},`,
        `Following up on our call. I'm ${f.property.purchasePrice ? `under contract on` : `looking to put a loan on`} ${addressOneLine(rng, f.property.address)} (${propertyTypeLabel(rng, f)}).`,
        `Looking for about ${money(L.amount)} — ${loanTypeLabel(rng, f).toLowerCase()}.${f.property.purchasePrice ? ` Contract price is ${money(f.property.purchasePrice)}.` : ''}`,
      ];
      fields.push('property_type');
      if (ex) { borrowerBody.push(`Plan is ${ex.toLowerCase()}.`); fields.push('exit_strategy'); }
      if (f.entity) { borrowerBody.push(`Will close in ${f.entity.name}, I'm the ${f.entity.signatoryTitle.toLowerCase()}.`); fields.push('entity_name', 'authorized_signatory_title', 'authorized_signatory_name'); }
      if (rng.chance(0.5)) { borrowerBody.push(`My credit is around ${b.creditScore}.`); fields.push('credit_score'); }
      borrowerBody.push(`Cell is ${anyPhone(rng, b.phone)}.`, 'Thanks', b.first);
      const agentNote = `Hi ${b.first}, attached is the executed contract and the seller's disclosure. Title is open with ${f.title.name} (${fullName(f.title.contact)}, ${phone(f.title.contact.phone)}). Let me know who your lender is. — ${fullName(agent)}, listing agent, ${phone(agent.phone, 'dash')}`;
      const d0 = f.documentDate;
      const html = `<div style="font-size:9.5pt">
${header(addr(f.broker.contact), addr(f.lender.contact), when(rng, d0), `FW: ${esc(street(rng, f.property.address, false))} — new deal`)}
<p>${esc(f.lender.contact.first)} — new one for you below. Sponsor is solid, ${rng.int(3, 30)} deals with us. Can you quote this week?</p>
${brokerSig(f, rng)}
<hr><p class="b">---------- Forwarded message ---------</p>
${header(addr(b), addr(f.broker.contact), when(rng, addDays(d0, -1)), `${esc(street(rng, f.property.address, false))}`)}
${borrowerBody.map((l) => `<p>${esc(l)}</p>`).join('')}
<hr>
${header(`${esc(fullName(agent))} &lt;${esc(agent.email)}&gt;`, addr(b), when(rng, addDays(d0, -rng.int(2, 5))), 'RE: contract')}
<p>${esc(agentNote)}</p>${CONFIDENTIAL}</div>`;
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'FW', pages: [html], font: 'sans' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-broker-deal-summary-email',
    description: 'Commercial mortgage broker e-mail with a bolded deal summary and bullet highlights, signature with broker\'s phone',
    formats: ['pdf_text', 'image'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['property_address', 'property_type', 'loan_amount', 'loan_term', 'loan_type', 'borrower_first_name', 'borrower_last_name'];
      const rows: [string, string][] = [
        ['Sponsor', fullName(f.borrower)],
        ['Asset', `${addressOneLine(rng, f.property.address)} — ${propertyTypeLabel(rng, f)}`],
        ['Request', `${money(L.amount)} ${loanTypeLabel(rng, f)}, ${L.termMonths} months`],
      ];
      if (f.entity) { rows.splice(1, 0, ['Borrower', f.entity.name]); fields.push('entity_name'); }
      if (rng.chance(0.6)) { rows.push(['As-Is Value', `${money(f.property.value)} (broker opinion)`]); fields.push('property_value'); }
      if (f.property.arv) rows.push(['Stabilized value', money(f.property.arv)]);
      if (rng.chance(0.5)) { rows.push(['Sponsor FICO', String(f.borrower.creditScore)]); fields.push('credit_score'); }
      const ex = exitLabel(rng, f);
      if (ex) { rows.push(['Exit', ex]); fields.push('exit_strategy'); }
      if (L.brokerPoints !== undefined) { rows.push(['Our fee', `${L.brokerPoints} points`]); fields.push('broker_points'); }
      const html = `<div style="font-size:10pt">${header(addr(f.broker.contact), addr(f.lender.contact), when(rng, f.documentDate), `Loan Request: ${esc(f.property.address.city)} ${esc(propertyTypeLabel(rng, f))} — ${moneyShort(L.amount)}`)}
<p>Hi ${esc(f.lender.contact.first)},</p><p>Please see the below for a ${esc(f.property.address.city)} deal we are working. Full package in the Dropbox link.</p>
<div style="border:1px solid #ccc;padding:8px">${rows.map(([k, v]) => `<div><b>${esc(k)}:</b> ${esc(v)}</div>`).join('')}</div>
<p style="margin-top:8px">Highlights:</p><ul><li>Strong ${rng.pick(['infill', 'Sunbelt', 'growth-corridor'])} location</li><li>Sponsor has ${rng.int(4, 40)} years in the market</li><li>Clean Phase I</li></ul>
<p>${signoff(rng)}</p>${brokerSig(f, rng)}</div>`;
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Deal', pages: [html], font: 'sans' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-broker-terse-scenario',
    description: 'Broker\'s terse "loan scenario" e-mail, shorthand lines, no borrower name',
    formats: ['pdf_text'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['property_address', 'loan_amount', 'loan_type', 'credit_score'];
      const lines = [
        `${loanTypeLabel(rng, f)} - ${f.property.address.city}, ${f.property.address.state}`,
        `${street(rng, f.property.address)}, ${f.property.address.zip}`,
        `loan amt ${money(L.amount)}`,
        `fico ${f.borrower.creditScore}`,
      ];
      if (rng.chance(0.6)) { lines.push(`value ${moneyShort(f.property.value)}`); fields.push('property_value'); }
      if (f.property.purchasePrice) lines.push(`PP ${money(f.property.purchasePrice)}`);
      if (rng.chance(0.6)) { lines.push(`${L.termMonths} mo`); fields.push('loan_term'); }
      if (rng.chance(0.5)) { lines.push(`target rate ${pct(L.rate)} or better`); fields.push('interest_rate'); }
      const ex = exitLabel(rng, f);
      if (ex) { lines.push(`exit: ${ex.toLowerCase()}`); fields.push('exit_strategy'); }
      const html = `<div style="font-size:10pt">${header(addr(f.broker.contact), `deals@${f.lender.contact.email.split('@')[1] ?? 'lender.com'}`, when(rng, f.documentDate), 'scenario - can you do this?')}
${lines.map((l) => `<div>${esc(l)}</div>`).join('')}<p style="margin-top:10px">lmk<br>${esc(f.broker.contact.first)}</p><p class="small muted">Sent from my iPhone</p></div>`;
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'scenario', pages: [html], font: 'sans' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-outlook-printout-scan',
    description: 'Broker e-mail printed from Outlook (grey header band, attachment list) and scanned into the lender\'s file',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['property_address', 'loan_amount', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'loan_term', 'interest_rate'];
      const paras = [
        `Borrower is ${fullName(f.borrower)}${f.entity ? ` through ${f.entity.name}` : ''}, phone ${phone(f.borrower.phone)}.`,
        `Property: ${addressOneLine(rng, f.property.address, { long: true })}.`,
        `Asking ${money(L.amount)} at ${pct(L.rate)} for ${L.termMonths} months, which is what ${f.lender.name} quoted on the last one.`,
      ];
      if (f.entity) fields.push('entity_name');
      if (rng.chance(0.5)) { paras.push(`Closing is set for ${date(L.closingDate, 'long')} at ${f.title.name}.`); fields.push('estimated_closing_date'); }
      const html = `<div style="background:#ddd;padding:6px 10px;font:bold 12pt 'DejaVu Sans'">${esc(fullName(f.lender.contact))}</div>
<div style="font-size:9.5pt;margin:8px 0">${header(addr(f.broker.contact), addr(f.lender.contact), when(rng, f.documentDate), `Loan request - ${esc(street(rng, f.property.address, false))}`)}
<div><b>Attachments:</b> Purchase Contract.pdf; Rent Roll.xlsx; ${esc(f.entity ? 'Entity Docs.pdf' : 'ID.pdf')}</div></div><hr>
${paras.map((p) => `<p>${esc(p)}</p>`).join('')}<p>${signoff(rng)}</p>${brokerSig(f, rng)}`;
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Outlook', pages: [html], font: 'sans', fontSize: '10.5pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-borrower-direct-email',
    description: 'Entity principal e-mails the lender directly with his deal, signature block with company and cell',
    formats: ['pdf_text'],
    make(f, rng) {
      const L = f.loan;
      const b = f.borrower;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount'];
      const body = [
        `${f.lender.contact.first},`,
        `${f.broker.contact.first} ${f.broker.contact.last} suggested I reach out directly. I'm ${f.property.purchasePrice ? 'acquiring' : 'refinancing'} ${addressOneLine(rng, f.property.address)}, a ${propertyTypeLabel(rng, f).toLowerCase()}, and need ${money(L.amount)}.`,
      ];
      fields.push('property_type');
      if (rng.chance(0.6)) { body.push(`We'd like ${L.termMonths} months, interest only.`); fields.push('loan_term'); }
      if (rng.chance(0.5)) { body.push(`Current value is about ${money(f.property.value)}.`); fields.push('property_value'); }
      if (rng.chance(0.5)) { body.push(`We need to close by ${date(L.closingDate, 'long')}.`); fields.push('estimated_closing_date'); }
      const ex = exitLabel(rng, f);
      if (ex) { body.push(`Exit: ${ex}.`); fields.push('exit_strategy'); }
      body.push('Can you send a term sheet?');
      const sig = f.entity ? `${esc(fullName(b))}<br>${esc(f.entity.signatoryTitle)}, ${esc(f.entity.name)}<br>C: ${phone(b.phone, 'dash')}` : `${esc(fullName(b))}<br>C: ${phone(b.phone, 'dash')}`;
      if (f.entity) fields.push('entity_name', 'authorized_signatory_title', 'authorized_signatory_name');
      const html = `<div style="font-size:10pt">${header(addr(b), addr(f.lender.contact), when(rng, f.documentDate), `Financing request — ${esc(street(rng, f.property.address, false))}`, `${esc(fullName(f.broker.contact))} &lt;${esc(f.broker.contact.email)}&gt;`)}
${body.map((l) => `<p>${esc(l)}</p>`).join('')}<p>${signoff(rng)}</p><p>${sig}</p></div>`;
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Email', pages: [html], font: 'sans' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-broker-email-inline-table',
    description: 'Broker pastes an Excel summary table into the e-mail body (gridlines kept), sponsor and fees included',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['property_address', 'loan_amount', 'interest_rate', 'loan_term', 'borrower_first_name', 'borrower_last_name', 'loan_type'];
      const rows: [string, string][] = [
        ['Borrower', f.entity ? f.entity.name : fullName(f.borrower)],
        ['Guarantor', fullName(f.borrower)],
        ['Address', addressOneLine(rng, f.property.address)],
        ['Loan Type', loanTypeLabel(rng, f)],
        ['Loan Amount', money(L.amount)],
        ['Rate', pct(L.rate)],
        ['Term (mos)', String(L.termMonths)],
      ];
      if (f.entity) fields.push('entity_name');
      if (L.originationPoints !== undefined) { rows.push(['Lender Pts', String(L.originationPoints)]); fields.push('origination_points'); }
      if (L.brokerPoints !== undefined) { rows.push(['Broker Pts', String(L.brokerPoints)]); fields.push('broker_points'); }
      if (L.processingFee !== undefined) { rows.push(['Processing', money(L.processingFee)]); fields.push('processing_fee'); }
      if (f.property.purchasePrice) rows.push(['Purchase Price', money(f.property.purchasePrice)]);
      if (f.property.arv) rows.push(['ARV', money(f.property.arv)]);
      rows.push(['Title Co.', f.title.name]);
      const html = `<div style="font-size:10pt">${header(addr(f.broker.contact), addr(f.lender.contact), when(rng, f.documentDate), `Submission: ${esc(f.entity ? f.entity.name : fullName(f.borrower))}`)}
<p>Team — summary below, docs to follow.</p>
<table style="border-collapse:collapse;font:9pt 'DejaVu Sans Condensed'">${rows.map(([k, v]) => `<tr><td style="border:1px solid #bbb;padding:2px 6px;background:#dbe5f1">${esc(k)}</td><td style="border:1px solid #bbb;padding:2px 6px">${esc(v)}</td></tr>`).join('')}</table>
<p style="margin-top:10px">${signoff(rng)}</p>${brokerSig(f, rng)}${CONFIDENTIAL}</div>`;
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Submission', pages: [html], font: 'sans' }), truth: tr(f, fields) };
    },
  },
];
