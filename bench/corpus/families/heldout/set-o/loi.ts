// Letters of intent: lender LOIs as a bridge shop in Atlanta, Charlotte or Dallas sends them.
import type { Family, TruthField } from '../../../types';
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';

import {
  addressOneLine, date, entityFull, exitLabel, feeRows, fullName, loanTypeLabel, money, pct, phone, prepayText,
  propertyTypeLabel, purposeLabel, term,
  tr,
} from './fmt';

export const loiFamilies: Family[] = [
  {
    id: 'so-loi-numbered-paragraphs',
    description: 'Lender LOI on letterhead addressed to an entity borrower, numbered paragraphs, signature blocks for both sides',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_type', 'prepayment_penalty', 'prepayment_terms'];
      const borrower = f.entity ? `${entityFull(f)} ("Borrower")` : `${fullName(f.borrower, true)} ("Borrower")`;
      fields.push(...(f.entity ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
      const paras = [
        `<b>Borrower.</b> ${esc(borrower)}.`,
        `<b>Property.</b> ${esc(addressOneLine(rng, f.property.address, { long: true }))}, improved as ${esc(propertyTypeLabel(rng, f))}.`,
        `<b>Loan Type.</b> ${esc(loanTypeLabel(rng, f))}, first lien.`,
        `<b>Loan Amount.</b> ${money(L.amount)}, not to exceed ${rng.pick(['65', '70', '75'])}% of the as-is value as determined by Lender's appraisal.`,
        `<b>Interest Rate.</b> ${pct(L.rate, 3)} per annum, interest only.`,
        `<b>Term.</b> ${esc(term(rng, L.termMonths))}.`,
        `<b>Prepayment.</b> ${esc(prepayText(rng, f))}.`,
      ];
      const purpose = purposeLabel(rng, f);
      if (purpose) { paras.splice(3, 0, `<b>Purpose.</b> ${esc(purpose)}.`); fields.push('loan_purpose'); }
      const fees = feeRows(rng, f);
      if (fees.length) { paras.push(`<b>Fees.</b> ${fees.map(([a, b]) => `${esc(a)} ${esc(b)}`).join('; ')}.`); fees.forEach((r) => fields.push(r[2])); }
      const ex = exitLabel(rng, f);
      if (ex) { paras.push(`<b>Exit.</b> Borrower represents its exit is: ${esc(ex)}.`); fields.push('exit_strategy'); }
      paras.push(`<b>Good Faith Deposit.</b> ${money(rng.pick([5000, 7500, 10000]))} upon execution, applied to third-party costs.`);
      if (rng.chance(0.6)) { paras.push(`<b>Closing.</b> Targeted on or about ${date(L.closingDate, 'long')}.`); fields.push('estimated_closing_date'); }
      paras.push('<b>Non-Binding.</b> Except for the deposit provisions, this letter is an expression of intent only and creates no obligation to lend.');
      const sig = f.entity
        ? `${esc(f.entity.name)}<br><span class="sig">By: ${esc(fullName(f.borrower))}</span><br>Its: ${esc(f.entity.signatoryTitle)}`
        : `<span class="sig">${esc(fullName(f.borrower))}</span>`;
      const pages = [
        `${letterhead({ name: f.lender.name, lines: [esc(`${f.lender.address.street} · ${f.lender.address.city}, ${f.lender.address.state} ${f.lender.address.zip}`)], color: accent(rng), align: 'center' })}
<p>${date(f.documentDate, 'long')}</p><p>VIA E-MAIL</p>
<p><b>RE: Letter of Intent — ${esc(addressOneLine(rng, f.property.address))}</b></p>
<p>Dear ${esc(f.borrower.first)}:</p><p>${esc(f.lender.name)} ("Lender") is pleased to outline the terms under which it would consider the loan described below.</p>
<ol style="padding-left:18px">${paras.map((p) => `<li style="margin-bottom:6px">${p}</li>`).join('')}</ol>`,
        `<p>If these terms are acceptable, please sign and return with the deposit. This letter expires at 5:00 p.m. Central on the fifth business day after its date.</p>
<p>Sincerely,</p><p><span class="sig">${esc(fullName(f.lender.contact))}</span><br>${esc(f.lender.name)}<br>${phone(f.lender.contact.phone)}</p>
<p style="margin-top:30px"><b>AGREED AND ACCEPTED:</b></p><p>${sig}</p><p>Date: ____________</p>
<p class="small" style="margin-top:40px">cc: ${esc(fullName(f.broker.contact))}, ${esc(f.broker.name)} (${esc(f.broker.contact.email)})</p>`,
      ];
      return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'LOI', pages, page: { pageNumbers: true } }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-loi-sources-uses',
    description: 'Bridge lender LOI with a Sources & Uses table (purchase price, closing costs, equity) and a short terms box',
    formats: ['pdf_text'],
    make(f, rng) {
      const L = f.loan;
      const price = f.property.purchasePrice ?? f.property.value;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'borrower_first_name', 'borrower_last_name'];
      if (f.entity) fields.push('entity_name');
      const closing = Math.round(price * 0.025 / 100) * 100;
      const equity = Math.max(0, price + closing - L.amount);
      const uses = f.property.purchasePrice ? `<tr><td>Purchase price</td><td class="right">${money(price)}</td></tr>` : `<tr><td>Payoff of existing lien (est.)</td><td class="right">${money(Math.round(L.amount * 0.8 / 100) * 100)}</td></tr>`;
      const html = `${letterhead({ name: f.lender.name, lines: ['Letter of Intent'], color: accent(rng) })}
<p>${date(f.documentDate, 'abbr')}</p>
<p>To: ${f.entity ? `${esc(f.entity.name)}, attention ${esc(fullName(f.borrower))}` : esc(fullName(f.borrower))}<br>Re: ${esc(addressOneLine(rng, f.property.address))}</p>
<p>We are pleased to issue this Letter of Intent for a ${esc(loanTypeLabel(rng, f).toLowerCase())} loan on the property referenced above.</p>
<table style="width:100%"><tr><td style="width:50%;vertical-align:top;padding-right:10px">
<h4>Sources</h4><table class="grid"><tr><td>Senior loan (${esc(f.lender.name)})</td><td class="right">${money(L.amount)}</td></tr><tr><td>Sponsor equity</td><td class="right">${money(equity)}</td></tr></table></td>
<td style="vertical-align:top"><h4>Uses</h4><table class="grid">${uses}<tr><td>Closing costs &amp; reserves</td><td class="right">${money(closing)}</td></tr></table></td></tr></table>
<h4 style="margin-top:12px">Terms</h4>${kvTable([['Rate', `${pct(L.rate)} fixed`], ['Term', esc(term(rng, L.termMonths))], ['Amortization', 'Interest only'], ['Recourse', 'Non-recourse with standard carve-outs']])}
<p style="margin-top:10px">Please countersign below to proceed.</p><p><span class="sig">${esc(fullName(f.borrower))}</span></p>`;
      fields.push('loan_type');
      return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'LOI', pages: [html], font: 'sans', fontSize: '9.5pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-loi-countersigned-scan',
    description: 'Short LOI, countersigned in ink by the guarantor and scanned back by the broker',
    formats: ['pdf_scanned'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'borrower_first_name', 'borrower_last_name'];
      if (f.entity) fields.push('entity_name');
      const lines = [
        `Loan amount: ${money(L.amount, true)}`,
        `Interest: ${pct(L.rate)} per annum, payable monthly, interest only`,
        `Term: ${term(rng, L.termMonths)}`,
      ];
      if (L.originationPoints !== undefined) { lines.push(`Lender origination fee: ${L.originationPoints}% of the loan amount`); fields.push('origination_points'); }
      if (L.brokerPoints !== undefined) { lines.push(`Broker fee: ${L.brokerPoints}% to ${f.broker.name}`); fields.push('broker_points'); }
      if (rng.chance(0.6)) { lines.push(`Estimated value relied upon: ${money(f.property.value)}`); fields.push('property_value'); }
      const html = `<div style="text-align:center"><b style="font-size:14pt">${esc(f.lender.name.toUpperCase())}</b><br>${esc(f.lender.address.city)}, ${esc(f.lender.address.stateName)}</div>
<p style="margin-top:20px">${date(f.documentDate, 'long')}</p>
<p>${f.entity ? `${esc(f.entity.name)}<br>c/o ${esc(fullName(f.borrower))}` : esc(fullName(f.borrower))}</p>
<p>Re: Letter of Intent — ${esc(addressOneLine(rng, f.property.address, { long: true }))}</p>
<p>Lender proposes the following:</p><ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>
<p>This letter is not a commitment. Lender: ${esc(fullName(f.lender.contact))}.</p>
<p style="margin-top:30px">Accepted by: <span class="scrawl">${esc(fullName(f.borrower))}</span><br>${esc(fullName(f.borrower))}${f.entity ? `, for ${esc(f.entity.name)}` : ''}</p>`;
      return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'LOI', pages: [html], fontSize: '11pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-loi-email-body',
    description: 'Lender sends the LOI in the body of an e-mail (no attachment), forwarded by the broker to the borrower',
    formats: ['pdf_text'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'borrower_first_name', 'borrower_last_name', 'borrower_email'];
      const b = f.broker.contact;
      const lo = f.lender.contact;
      const items = [
        `Loan: ${money(L.amount)}`,
        `Rate: ${pct(L.rate)}`,
        `Term: ${L.termMonths} mo.`,
        `Prepay: ${prepayText(rng, f)}`,
      ];
      fields.push('prepayment_penalty', 'prepayment_terms');
      const fees = feeRows(rng, f).slice(0, 3);
      fees.forEach((r) => { items.push(`${r[0]}: ${r[1]}`); fields.push(r[2]); });
      const html = `<div style="font-size:9.5pt">
<p><b>From:</b> ${esc(fullName(b))} &lt;${esc(b.email)}&gt;<br><b>To:</b> ${esc(f.borrower.email)}<br><b>Subject:</b> FW: LOI - ${esc(addressOneLine(rng, f.property.address))}</p>
<p>${esc(f.borrower.first)} — see below from ${esc(f.lender.name)}. Best terms we got. Sign and send back and I'll get the appraisal ordered. ${esc(b.first)} ${phone(b.phone, 'dash')}</p>
<div style="border-left:3px solid #99a;padding-left:10px;margin-top:10px">
<p><b>From:</b> ${esc(fullName(lo))} &lt;${esc(lo.email)}&gt;<br><b>Sent:</b> ${date(f.documentDate, 'long')}<br><b>Subject:</b> LOI - ${esc(addressOneLine(rng, f.property.address))}</p>
<p>LETTER OF INTENT</p><p>Borrower: ${esc(fullName(f.borrower))}${f.entity ? ` / ${esc(f.entity.name)}` : ''}</p>
<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>
<p>Subject to appraisal, title and credit. ${esc(lo.first)}</p></div></div>`;
      if (f.entity) fields.push('entity_name');
      return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'LOI e-mail', pages: [html], font: 'sans' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-loi-photo',
    description: 'Photo of a one-page LOI on a desk, Georgia lender, key terms in a bordered box',
    formats: ['image'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_type'];
      const who = f.entity ? f.entity.name : fullName(f.borrower);
      fields.push('borrower_first_name', 'borrower_last_name'); if (f.entity) fields.push('entity_name');
      const html = `${letterhead({ name: f.lender.name, lines: ['LETTER OF INTENT'], color: '#0b5d4b' })}
<p>Date: ${date(f.documentDate, 'us')}</p><p>Borrower: <b>${esc(who)}</b>${f.entity ? ` — Guarantor ${esc(fullName(f.borrower))}` : ''}</p>
<div style="border:2px solid #333;padding:10px;margin:12px 0">${kvTable([['Property', esc(addressOneLine(rng, f.property.address))], ['Program', esc(loanTypeLabel(rng, f))], ['Loan Amount', money(L.amount)], ['Rate', pct(L.rate)], ['Term', `${L.termMonths} months`]], { className: '' })}</div>
<p>This LOI is subject to satisfactory underwriting. The title company will be ${esc(f.title.name)}; seller ${esc(fullName(f.seller))}.</p>`;
      return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'LOI', pages: [html], fontSize: '11pt' }), truth: tr(f, fields) };
    },
  },
];
