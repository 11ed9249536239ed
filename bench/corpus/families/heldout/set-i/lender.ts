// Papers a private lender writes itself: extensions, modifications, internal credit memos, commitment letters,
// counter-offered term sheets, closing instructions to escrow, soft quotes by e-mail.
import { accent, documentHtml, kvTable, letterhead, checkboxes } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  Stated, addr, anyDate, anyMoney, anyPhone, borrowerName, borrowerSignature, date, exitWord, fullName,
  lenderSignature, loanKind, money, pct, phone, propertyKind, purposeWord, shortLender, term,
} from './kit';

function head(f: DealFacts, rng: Rng): string {
  const l = f.lender;
  return letterhead({ name: l.name, color: accent(rng), lines: [`${l.address.street}, ${l.address.city}, ${l.address.state} ${l.address.zip}`, `${phone(l.contact.phone)} · ${l.contact.email}`] });
}

/** Fees a lender lists, each marked as stated when the deal has it. */
function feeRows(f: DealFacts, st: Stated, rng: Rng): [string, string][] {
  const l = f.loan;
  const rows: [string, string][] = [];
  if (l.originationPoints !== undefined) rows.push([rng.pick(['Origination Fee', 'Lender Origination', 'Points to Lender']), st.put('origination_points', `${l.originationPoints}%`) + ` (${money(l.amount * l.originationPoints / 100)})`]);
  if (l.discountPoints !== undefined) rows.push(['Discount Points', st.put('discount_points', `${l.discountPoints} pts`)]);
  if (l.brokerPoints !== undefined) rows.push([rng.pick(['Broker Fee', 'Broker Compensation', 'YSP / Broker Points']), `${st.put('broker_points', String(l.brokerPoints))} points, paid to ${f.broker.name}`]);
  if (l.docFee !== undefined) rows.push([rng.pick(['Document Preparation Fee', 'Loan Doc Fee', 'Doc Fee']), st.put('loan_doc_fee', money(l.docFee))]);
  if (l.processingFee !== undefined) rows.push([rng.pick(['Processing Fee', 'Processing']), st.put('processing_fee', money(l.processingFee))]);
  if (l.adminFee !== undefined) rows.push([rng.pick(['Administration Fee', 'Admin Fee', 'Lender Admin Fee']), st.put('admin_fee', money(l.adminFee))]);
  return rows;
}

function prepayText(f: DealFacts, st: Stated, rng: Rng): string {
  st.mark('prepayment_penalty');
  const p = f.loan.prepayment;
  if (!p.penalty) return rng.pick(['None. Borrower may prepay in whole or in part at any time without premium.', 'No prepayment penalty.', 'Open — no prepay premium']);
  st.mark('prepayment_terms');
  return `Yes — ${p.terms}`;
}

export const lenderFamilies: Family[] = [
  {
    id: 'lender-extension-agreement',
    description: 'A lender’s maturity extension agreement in numbered recitals, original note terms restated, signature blocks.',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      // Nearest allowed type: an extension restates and amends the note's terms → Term Sheet.
      const st = new Stated(f);
      const l = f.loan;
      const newMaturity = date(f.documentDate.replace(/^(\d{4})/, (y) => String(Number(y) + 1)), 'long');
      const fee = Math.round(l.amount * 0.01);
      const html = documentHtml({
        title: 'Loan Extension Agreement', font: 'serif',
        pages: [`<h2 class="center">LOAN EXTENSION AGREEMENT</h2><p class="center muted">Loan No. ${st.put('loan_number', l.loanNumber)}</p>
<p>This Loan Extension Agreement is made ${date(f.documentDate, 'long')} between <b>${f.lender.name}</b> (“Lender”) and <b>${st.put('entity_name', borrowerName(f))}</b>${f.entity ? `, a ${f.entity.stateOfFormation} ${f.entity.type === 'LLC' ? 'limited liability company' : f.entity.type.toLowerCase()}` : ''} (“Borrower”).</p>
<p><b>Recitals.</b> A. Lender made a loan to Borrower in the original principal amount of ${st.put('loan_amount', anyMoney(rng, l.amount))} (the “Loan”), evidenced by a promissory note bearing interest at ${st.put('interest_rate', pct(l.rate, 3))} per annum for an original term of ${st.put('loan_term', term(l.termMonths, rng))}, secured by a deed of trust on the real property commonly known as ${st.put('property_address', addr(f.property.address, rng))} (the “Property”).</p>
<p>B. Borrower has requested that the maturity date be extended, and Lender is willing on the terms below.</p>
<p><b>1. Extension.</b> The maturity date is extended to ${newMaturity}. <b>2. Extension Fee.</b> Borrower shall pay an extension fee of ${money(fee)} (one percent of the commitment), earned on signing. <b>3. Rate.</b> The note rate is unchanged. <b>4. No Default.</b> Borrower certifies no event of default exists. <b>5. Ratification.</b> All other loan documents remain in full force.</p>
${lenderSignature(f, rng)}${borrowerSignature(f, st, rng)}`],
      });
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Term Sheet', html, truth: st.truth() };
    },
  },
  {
    id: 'lender-rate-modification',
    description: 'A modification agreement that lowers the note rate: old rate shown as “from”, new rate as “to”, a before/after table.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Term Sheet (nearest): the truth carries the terms as modified, not the superseded rate.
      const st = new Stated(f);
      const l = f.loan;
      const oldRate = l.rate + rng.pick([0.5, 1, 1.25, 1.5]);
      const html = documentHtml({
        title: 'Modification Agreement', font: 'sans', fontSize: '9.5pt',
        pages: [`${head(f, rng)}<h3>MODIFICATION OF NOTE AND DEED OF TRUST</h3>
<p>Effective ${anyDate(rng, f.documentDate)}, the undersigned agree to modify the loan described below.</p>
${kvTable([
  ['Lender Loan #', st.put('loan_number', l.loanNumber)],
  ['Borrower', st.put('entity_name', borrowerName(f))],
  ['Collateral', `${st.put('property_address', addr(f.property.address, rng))} (${st.put('property_type', propertyKind(f, rng))})`],
  ['Note Amount', st.put('loan_amount', money(l.amount, 'cents'))],
])}
<table class="grid" style="margin-top:10px"><tr><th>Term</th><th>Before modification</th><th>After modification</th></tr>
<tr><td>Interest rate</td><td>${pct(oldRate, 3)}</td><td><b>${st.put('interest_rate', pct(l.rate, 3))}</b></td></tr>
<tr><td>Loan term</td><td colspan="2">${st.put('loan_term', term(l.termMonths, rng))} (unchanged)</td></tr>
<tr><td>Prepayment</td><td colspan="2">${prepayText(f, st, rng)}</td></tr></table>
<p style="margin-top:10px">Borrower acknowledges the rate reduction is granted as an accommodation and waives any claims against Lender. Except as modified, the Note and Deed of Trust are ratified.</p>
${borrowerSignature(f, st, rng, 'BORROWER / TRUSTOR')}${lenderSignature(f, rng)}`],
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: st.truth() };
    },
  },
  {
    id: 'lender-credit-memo',
    description: 'An internal credit committee memo: deal summary grid, strengths/risks bullets, LTV math, recommendation.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Term Sheet (nearest): an internal approval memo stating the approved terms.
      const st = new Stated(f);
      const l = f.loan;
      const b = f.borrower;
      const ltv = ((l.amount / f.property.value) * 100).toFixed(1);
      const arv = f.property.arv ? `<li>ARV per appraiser ${money(f.property.arv)} — not used for sizing.</li>` : '';
      const price = f.property.purchasePrice ? `<li>Contract price ${money(f.property.purchasePrice)}.</li>` : '';
      const html = documentHtml({
        title: 'Credit Memo', font: 'condensed', fontSize: '9.5pt',
        pages: [`<div style="display:flex;justify-content:space-between"><b>${shortLender(f)} — CREDIT COMMITTEE MEMO</b><span>INTERNAL / CONFIDENTIAL</span></div><hr>
<p>To: Credit Committee &nbsp; From: ${fullName(f.lender.contact)}, Underwriting &nbsp; Date: ${anyDate(rng, f.documentDate)}</p>
<table class="grid"><tr><th>Sponsor</th><td>${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)}${f.entity ? ` via ${st.put('entity_name', f.entity.name)}` : ''}</td><th>FICO (mid)</th><td>${st.put('credit_score', String(b.creditScore))}</td></tr>
<tr><th>Subject</th><td colspan="3">${st.put('property_address', addr(f.property.address, rng))}</td></tr>
<tr><th>Product</th><td>${st.put('loan_type', loanKind(l.type, rng))}</td><th>Asset</th><td>${st.put('property_type', propertyKind(f, rng))}</td></tr>
<tr><th>Request</th><td>${st.put('loan_amount', anyMoney(rng, l.amount))}</td><th>As-is value</th><td>${st.put('property_value', anyMoney(rng, f.property.value))}</td></tr>
<tr><th>Coupon / Term</th><td>${st.put('interest_rate', pct(l.rate))} / ${st.put('loan_term', term(l.termMonths, rng))}</td><th>LTV (as-is)</th><td>${ltv}%</td></tr>
${purposeWord(f, rng) ? `<tr><th>Purpose</th><td colspan="3">${st.put('loan_purpose', purposeWord(f, rng) ?? '')}</td></tr>` : ''}
${l.exit ? `<tr><th>Exit</th><td colspan="3">${st.put('exit_strategy', exitWord(l.exit, rng))}</td></tr>` : ''}</table>
<h4>Strengths</h4><ul><li>Experienced operator; sponsor has closed similar projects.</li><li>Leverage of ${ltv}% on as-is value.</li>${price}</ul>
<h4>Risks / Mitigants</h4><ul>${arv}<li>Market absorption — mitigated by conservative sizing.</li></ul>
<p><b>Recommendation:</b> APPROVE subject to title, insurance and appraisal review. Broker of record: ${f.broker.name} (${f.broker.contact.email}).</p>`],
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: st.truth() };
    },
  },
  {
    id: 'lender-commitment-letter',
    description: 'A formal commitment letter addressed to the borrower, terms in a bordered schedule, conditions list, acceptance line.',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const st = new Stated(f);
      const l = f.loan;
      const b = f.borrower;
      const to = f.entity ? `${st.put('entity_name', f.entity.name)}<br>Attn: ${fullName(b)}` : fullName(b);
      st.mark('borrower_first_name', 'borrower_last_name');
      const rows: [string, string][] = [
        ['Loan Amount', st.put('loan_amount', money(l.amount))],
        ['Interest Rate', `${st.put('interest_rate', pct(l.rate, 2))} fixed, interest only`],
        ['Term', st.put('loan_term', term(l.termMonths, rng))],
        ['Loan Type', st.put('loan_type', loanKind(l.type, rng))],
        ['Collateral', `First lien on ${st.put('property_address', addr(f.property.address, rng))}`],
        ...feeRows(f, st, rng),
        ['Prepayment', prepayText(f, st, rng)],
        ['Target Closing', st.put('estimated_closing_date', anyDate(rng, l.closingDate))],
      ];
      const html = documentHtml({
        title: 'Commitment Letter', font: 'serif', fontSize: '9pt',
        pages: [`${head(f, rng)}<p>${anyDate(rng, f.documentDate)}</p><p>${to}<br>via e-mail: ${st.put('borrower_email', b.email)}</p>
<p>Re: <b>Loan Commitment</b> — Loan No. ${st.put('loan_number', l.loanNumber)}</p>
<p>Dear ${b.first}:</p><p>We are pleased to commit to the financing described in the schedule below, subject to the conditions that follow.</p>
${kvTable(rows, { labelWidth: '30%' })}
<p style="margin-top:8px"><b>Conditions:</b> satisfactory title commitment from ${f.title.name}; evidence of hazard insurance naming Lender as mortgagee; appraisal acceptable to Lender; no material adverse change.</p>
<p>This commitment expires if not accepted within five business days.</p>${lenderSignature(f, rng)}
<p style="margin-top:12px" class="b">ACCEPTED AND AGREED:</p>${borrowerSignature(f, st, rng)}`],
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: st.truth() };
    },
  },
  {
    id: 'lender-counteroffer-term-sheet',
    description: 'A term sheet with “Requested” and “Approved / Counter” columns; the borrower initials the counter-offered terms.',
    formats: ['pdf_text'],
    make(f, rng) {
      const st = new Stated(f);
      const l = f.loan;
      const asked = Math.round((l.amount * (1.08 + rng.next() * 0.1)) / 5000) * 5000;
      const askedRate = Math.max(7, l.rate - rng.pick([0.5, 0.75, 1]));
      const askedTerm = l.termMonths === 12 ? 18 : 12;
      const row = (label: string, req: string, ok: string) => `<tr><td>${label}</td><td style="color:#666">${req}</td><td><b>${ok}</b></td><td class="center">____</td></tr>`;
      const html = documentHtml({
        title: 'Term Sheet – Counter Offer', font: 'sans', fontSize: '9pt',
        pages: [`${head(f, rng)}<h3>INDICATIVE TERM SHEET — COUNTER-OFFER</h3><p>Borrower: <b>${st.put('entity_name', borrowerName(f))}</b>${f.entity ? ` &nbsp; Guarantor: ${st.put('borrower_first_name', f.borrower.first)} ${st.put('borrower_last_name', f.borrower.last)}` : ''} &nbsp; Date issued: ${anyDate(rng, f.documentDate)}</p>
<p>Property: ${st.put('property_address', addr(f.property.address, rng))}</p>
<table class="grid"><tr><th>Term</th><th>As requested</th><th>Approved / Counter</th><th>Initials</th></tr>
${row('Loan amount', money(asked), st.put('loan_amount', money(l.amount)))}
${row('Rate', pct(askedRate, 2), st.put('interest_rate', pct(l.rate, 2)))}
${row('Term', `${askedTerm} months`, st.put('loan_term', `${l.termMonths} months`))}
${row('Product', loanKind(l.type, rng), st.put('loan_type', loanKind(l.type, rng)))}
${l.originationPoints !== undefined ? row('Origination', `${Math.max(0.5, l.originationPoints - 0.5)} pts`, st.put('origination_points', `${l.originationPoints} pts`)) : ''}
${row('Prepayment', 'None', prepayText(f, st, rng))}</table>
<p class="small" style="margin-top:8px">Counter-offered terms control over the request. This term sheet is not a commitment to lend. Values relied upon: as-is ${st.put('property_value', money(f.property.value))}${f.property.arv ? `; ARV ${money(f.property.arv)}` : ''}.</p>
${borrowerSignature(f, st, rng, 'Accepted by Borrower')}`],
      });
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Term Sheet', html, truth: st.truth() };
    },
  },
  {
    id: 'lender-closing-instructions',
    description: 'Lender’s closing instructions to the escrow/title officer: numbered instructions and a fee schedule to collect.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Term Sheet (nearest): the instructions restate the terms and fees to be charged at closing.
      const st = new Stated(f);
      const l = f.loan;
      const t = f.title;
      const fees = feeRows(f, st, rng).map(([k, v]) => `<tr><td>${k}</td><td class="right">${v}</td></tr>`).join('');
      const html = documentHtml({
        title: 'Closing Instructions', font: 'serif', fontSize: '9.5pt',
        pages: [`${head(f, rng)}<p>To: ${fullName(t.contact)}, Escrow Officer, ${t.name} (${t.contact.email})<br>Date: ${anyDate(rng, f.documentDate)}</p>
<h3>LENDER'S CLOSING INSTRUCTIONS — Loan #${st.put('loan_number', l.loanNumber)}</h3>
<ol><li>Borrower(s): ${st.put('entity_name', borrowerName(f))}${f.entity ? `, signing through ${fullName(f.borrower)}, ${f.entity.signatoryTitle}` : ''}.</li>
<li>Property: ${st.put('property_address', addr(f.property.address, rng))}.</li>
<li>Fund ${st.put('loan_amount', money(l.amount, 'cents'))} at ${st.put('interest_rate', pct(l.rate, 3))}, ${st.put('loan_term', term(l.termMonths, rng))}, no later than ${st.put('estimated_closing_date', date(l.closingDate, 'us'))}.</li>
<li>Obtain ALTA lender's policy insuring Lender in first position for the full loan amount.</li>
<li>Collect the following from Borrower's proceeds:</li></ol>
<table class="grid" style="width:70%;margin-left:30px">${fees || '<tr><td>No lender fees</td><td></td></tr>'}</table>
<p style="margin-top:10px">Do not record until all conditions are met. Questions: ${fullName(f.lender.contact)} ${phone(f.lender.contact.phone, 'dash')}.</p>`],
      });
      if (f.entity) st.mark('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
      else st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Term Sheet', html, truth: st.truth() };
    },
  },
  {
    id: 'lender-soft-quote-email',
    description: 'A loan officer’s e-mail quoting indicative terms to the borrower, with the borrower’s question quoted below.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Letter of Intent (nearest): a non-binding quote by e-mail.
      const st = new Stated(f);
      const l = f.loan;
      const b = f.borrower;
      const c = f.lender.contact;
      const html = documentHtml({
        title: 'RE: financing quote', font: 'sans', fontSize: '9.5pt',
        pages: [`<div style="border-bottom:1px solid #aaa;padding-bottom:6px"><b>From:</b> ${fullName(c)} &lt;${c.email}&gt;<br><b>To:</b> ${b.first} ${b.last} &lt;${st.put('borrower_email', b.email)}&gt;<br><b>Date:</b> ${date(f.documentDate, 'abbr')} 4:12 PM<br><b>Subject:</b> RE: quote for ${f.property.address.street}</div>
<p style="margin-top:10px">Hi ${st.put('borrower_first_name', b.first)},</p>
<p>Thanks for the call. Here's where we'd land on ${st.put('property_address', addr(f.property.address, rng))}, subject to appraisal:</p>
<ul><li>${st.put('loan_type', loanKind(l.type, rng))} loan of ${st.put('loan_amount', anyMoney(rng, l.amount))}</li>
<li>${st.put('interest_rate', pct(l.rate))} interest-only, ${st.put('loan_term', term(l.termMonths, rng))}</li>
${l.originationPoints !== undefined ? `<li>${st.put('origination_points', String(l.originationPoints))} point(s) origination at closing</li>` : ''}
<li>${f.loan.prepayment.penalty ? `Prepay: ${st.put('prepayment_terms', f.loan.prepayment.terms ?? '')}` : 'No prepay penalty'}</li></ul>
<p>If that works, send me the signed LOI and I'll order the appraisal today.</p><p>${c.first}<br>${f.lender.name} | ${phone(c.phone, 'dot')}</p>
<div style="border-left:3px solid #ccc;padding-left:8px;color:#444;margin-top:14px"><p>On ${date(f.documentDate, 'abbr')}, ${fullName(b)} &lt;${b.email}&gt; wrote:</p>
<p>Hi ${c.first} — this is ${b.first} ${st.put('borrower_last_name', b.last)}. ${f.entity ? `I run ${st.put('entity_name', f.entity.name)}. ` : ''}My cell is ${st.put('borrower_phone', phone(b.phone, 'dash'))}. ${f.property.purchasePrice ? `Under contract at ${money(f.property.purchasePrice)}.` : `Estimated value around ${st.put('property_value', money(f.property.value))}.`} What can you do?</p></div>`],
      });
      st.mark('prepayment_penalty');
      return { kind: 'html', documentType: 'Letter of Intent', html, truth: st.truth() };
    },
  },
  {
    id: 'lender-loi-checkbox-form',
    description: 'A one-page letter of intent form with checkbox rows for product, purpose and property type, and blanks filled in.',
    formats: ['pdf_text', 'image'],
    make(f, rng) {
      const st = new Stated(f);
      const l = f.loan;
      const types = ['Fix & Flip', 'Bridge Loan', 'Construction', 'Purchase', 'Cash Out Refi', 'Refinance', 'Commercial', 'Land', 'Second Mortgage'] as const;
      const props = ['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use', 'Retail', 'Office', 'Industrial', 'Land'] as const;
      st.mark('loan_type', 'property_type');
      const purpose = l.purpose ? `<p><b>Purpose:</b> ${checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], l.purpose)}</p>` : '';
      if (l.purpose) st.mark('loan_purpose');
      const fill = (s: string) => `<span style="font-family:'DejaVu Sans Mono';border-bottom:1px solid #000;padding:0 6px">${s}</span>`;
      const html = documentHtml({
        title: 'Letter of Intent', font: 'sans', fontSize: '9.5pt',
        pages: [`${head(f, rng)}<h3 class="center">LETTER OF INTENT TO FINANCE</h3>
<p>Applicant: ${fill(st.put('entity_name', borrowerName(f)))} &nbsp; Contact: ${fill(`${st.put('borrower_first_name', f.borrower.first)} ${st.put('borrower_last_name', f.borrower.last)}`)}</p>
<p>Subject property: ${fill(st.put('property_address', addr(f.property.address, rng)))}</p>
<p><b>Product:</b> ${checkboxes(types, l.type)}</p>${purpose}<p><b>Property:</b> ${checkboxes(props, f.property.type)}</p>
<p>Loan amount ${fill(st.put('loan_amount', money(l.amount)))} &nbsp; Rate ${fill(st.put('interest_rate', pct(l.rate)))} &nbsp; Term (months) ${fill(st.put('loan_term', String(l.termMonths)))}</p>
<p>Estimated value ${fill(st.put('property_value', money(f.property.value)))} &nbsp; Anticipated closing ${fill(st.put('estimated_closing_date', date(l.closingDate, 'us')))}</p>
<p class="small">This letter expresses intent only and is not a commitment. Lender contact: ${fullName(f.lender.contact)}, ${anyPhone(rng, f.lender.contact.phone)}.</p>
${borrowerSignature(f, st, rng, 'Applicant')}`],
      });
      return { kind: 'html', documentType: 'Letter of Intent', html, truth: st.truth() };
    },
  },
  {
    id: 'lender-approval-email-to-broker',
    description: 'A lender’s approval e-mail to the broker: terms in one prose paragraph, payoff or contract price, outstanding conditions.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Broker Submission Email (nearest): a lender's e-mail to the broker about the borrower's file.
      const st = new Stated(f);
      const l = f.loan;
      const payoff = Math.round((l.amount * (0.55 + rng.next() * 0.3)) / 100) * 100;
      const html = documentHtml({
        title: 'Approved', font: 'serif', fontSize: '10pt',
        pages: [`<p><b>From:</b> ${f.lender.contact.email}<br><b>To:</b> ${f.broker.contact.email}<br><b>Subject:</b> APPROVED – ${st.put('entity_name', borrowerName(f))} – #${st.put('loan_number', l.loanNumber)}</p><hr>
<p>${f.broker.contact.first},</p>
<p>Good news — committee approved your ${st.put('loan_type', loanKind(l.type, rng)).toLowerCase()} for ${f.entity ? `${fullName(f.borrower)} (signing as ${f.entity.signatoryTitle})` : 'the borrower'}. We're at ${st.put('loan_amount', anyMoney(rng, l.amount))} against an as-is value of ${st.put('property_value', anyMoney(rng, f.property.value))}, ${st.put('interest_rate', pct(l.rate))} for ${st.put('loan_term', term(l.termMonths, rng))}. ${f.property.purchasePrice ? `Purchase price per contract is ${money(f.property.purchasePrice)}; borrower brings the difference plus costs.` : `Existing lien payoff is approx. ${money(payoff)}; balance less costs goes to borrower.`}</p>
<p>Collateral is ${st.put('property_address', addr(f.property.address, rng))}. ${l.brokerPoints !== undefined ? `Your comp is ${st.put('broker_points', String(l.brokerPoints))} points on the HUD.` : ''}</p>
<p>Still need: ${f.property.purchasePrice ? 'executed contract, EMD receipt' : 'payoff letter, 12 months mortgage history'}, insurance quote. We can close by ${st.put('estimated_closing_date', date(l.closingDate, 'long'))} if docs are in by Friday.</p><p>— ${fullName(f.lender.contact)}<br>${f.lender.name}</p>`],
      });
      if (f.entity) st.mark('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
      else st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: st.truth() };
    },
  },
];
