// The fund's own paper: term sheets, approvals, IC memos, commitments, quotes, closing instructions, extensions.
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { Family, Rng } from '../../../types';
import {
  abbrDate, addDays, addr, anyDate, borrowerLabel, desk, fullName, kay, longDate, loanTypeWord, money, pct, phoneFmt,
  prepayText, purposeWord, seller, street, termText, truth, usd, usd2, usDate, who, entityKind, type Desk,
} from './desk';

function fees(rng: Rng, d: Desk): [string, string][] {
  const l = d.f.loan;
  const rows: [string, string][] = [[rng.pick(['Origination Fee', 'Lender Fee', 'Orig. Points']), `${l.originationPoints} pts (${usd(l.amount * (l.originationPoints ?? 0) / 100)})`]];
  if (l.brokerPoints) rows.push([rng.pick(['Broker Fee', 'Broker Points (paid at closing)']), `${l.brokerPoints}% to ${esc(d.f.broker.name)}`]);
  if (l.docFee) rows.push([rng.pick(['Doc Prep Fee', 'Loan Document Fee', 'Legal / Doc Fee']), usd(l.docFee)]);
  if (l.processingFee) rows.push(['Processing Fee', usd(l.processingFee)]);
  if (l.adminFee) rows.push([rng.pick(['Admin Fee', 'Administration Fee']), usd(l.adminFee)]);
  return rows;
}
const FEE_FIELDS = ['origination_points', 'broker_points', 'loan_doc_fee', 'processing_fee', 'admin_fee'] as const;

export const fundFamilies: Family[] = [
  {
    id: 't-fund-term-sheet-grid',
    description: 'Great Lakes bridge fund indicative term sheet, bordered two-column grid with fund header and non-binding paragraph',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const color = accent(rng);
      const rows: [string, string][] = [
        ['Borrower', esc(borrowerLabel(d)) + (f.entity ? `, ${f.entity.type === 'Trust' ? 'a' : 'an'} ${esc(f.entity.stateOfFormation)} ${entityKind(f.entity)}` : '')],
        ['Guarantor(s)', `${esc(fullName(f.borrower, true))}, individually (full recourse)`],
        ['Collateral', `1st mortgage on ${esc(addr(rng, d))} — ${esc(d.use.label)}`],
        ['Loan Type', loanTypeWord(rng, d)],
        ['Purpose', purposeWord(rng, d)],
        ['Loan Amount', `${money(rng, f.loan.amount)} (max ${Math.round((f.loan.amount / f.property.value) * 100)}% of as-is value)`],
        ['As-Is Value', `${usd(f.property.value)} per broker opinion, subject to fund's appraisal`],
        ['Interest Rate', `${pct(f.loan.rate)} fixed, interest-only, paid monthly in arrears`],
        ['Term', termText(rng, f.loan.termMonths)],
        ...fees(rng, d),
        ['Prepayment', prepayText(rng, d)],
        ['Exit', esc(d.exitText)],
        ['Target Closing', longDate(f.loan.closingDate)],
        ['Third Party Reports', `Appraisal, Phase I ESA (${esc(d.envFirm)}), PCR, ALTA survey — at borrower's cost`],
      ];
      if (f.property.purchasePrice) rows.splice(6, 0, ['Purchase Price', `${usd(f.property.purchasePrice)} (seller: ${esc(seller(d))})`]);
      const html = documentHtml({
        title: 'Term Sheet', font: rng.pick(['serif', 'sans']), fontSize: '9.5pt',
        css: `.grid td.k{background:#f2f2f2;font-weight:bold}`,
        pages: [`${letterhead({ name: d.fund.name, lines: [esc(d.fund.address), `${phoneFmt(d.fund.phone)} · ${d.fund.domain}`], color })}
<h2 style="text-align:center;margin:4px 0 2px">INDICATIVE TERM SHEET</h2><div class="center small">${longDate(f.documentDate)} · Fund Ref. ${f.loan.loanNumber}</div><br>
${kvTable(rows, { labelWidth: '27%' })}
<p class="small" style="margin-top:10px">This term sheet is for discussion purposes only and is not a commitment to lend. Any loan is subject to satisfactory due diligence, Investment Committee approval and documentation acceptable to ${esc(d.fund.short)} in its sole discretion. A good-faith deposit of $5,000 is due upon signing to cover third-party reports.</p>
<table style="width:100%;margin-top:16px"><tr><td><span class="sig">${esc(d.originator.first)} ${esc(d.originator.last)}, ${esc(d.originator.title)}</span></td><td><span class="sig">Accepted: ${esc(borrowerLabel(d))}</span></td></tr></table>`],
        page: { footerLeft: `${esc(d.fund.short)} — Confidential`, pageNumbers: true },
      });
      const fields = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'loan_type', 'loan_purpose',
        'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'exit_strategy', 'estimated_closing_date', 'loan_number', ...FEE_FIELDS] as const;
      return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, [...fields]) };
    },
  },
  {
    id: 't-ic-memo',
    description: 'Investment committee memo: deal summary, sources & uses, sponsor, risks/mitigants, recommendation',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const l = f.loan;
      const ltv = ((l.amount / f.property.value) * 100).toFixed(1);
      const price = f.property.purchasePrice;
      const closingCosts = Math.round(l.amount * 0.035);
      const uses = price
        ? [['Purchase price', price], ['Closing costs / reserves', closingCosts]] as const
        : [[`Payoff ${d.existingLender}`, Math.round(d.payoff)], ['Closing costs', closingCosts], ['Cash to borrower', Math.max(0, l.amount - Math.round(d.payoff) - closingCosts)]] as const;
      const usesTotal = uses.reduce((s, [, v]) => s + v, 0);
      const sources = [['Fund 1st mortgage', l.amount], ['Sponsor equity', Math.max(0, usesTotal - l.amount)]] as const;
      const table = (rows: readonly (readonly [string, number])[]) => `<table class="grid">${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="right">${usd(v)}</td></tr>`).join('')}</table>`;
      const html = documentHtml({
        title: 'IC Memo', font: 'sans', fontSize: '9pt',
        css: 'h3{font-size:10pt;border-bottom:1px solid #999;margin:10px 0 4px;text-transform:uppercase;letter-spacing:.5px}',
        pages: [`<div style="display:flex;justify-content:space-between"><div><b>${esc(d.fund.name)}</b><br>INVESTMENT COMMITTEE MEMORANDUM</div><div class="right small">Loan # ${l.loanNumber}<br>IC date: ${usDate(f.documentDate)}<br>Prepared by: ${esc(d.underwriter.first)} ${esc(d.underwriter.last)}<br>Deal lead: ${esc(d.originator.first)} ${esc(d.originator.last)}</div></div>
<h3>Request</h3><p>${esc(d.originator.first)} is requesting approval of a ${usd(l.amount)} ${loanTypeWord(rng, d).toLowerCase()} (${ltv}% LTV on as-is of ${usd(f.property.value)}) secured by a ${esc(d.use.label)} at ${esc(addr(rng, d))}. Purpose: ${purposeWord(rng, d).toLowerCase()}. Pricing ${pct(l.rate)} I/O, ${l.originationPoints} pts in, ${termText(rng, l.termMonths)}${l.prepayment.penalty ? `, prepay: ${esc(l.prepayment.terms ?? '')}` : ', no prepay penalty'}. Est. close ${abbrDate(l.closingDate)}.</p>
<h3>Borrower / Sponsor</h3><p>Borrower is ${esc(borrowerLabel(d))}${f.entity ? `, whose ${esc(f.entity.signatoryTitle.toLowerCase())} is ${esc(fullName(f.borrower))}` : ''}. Sponsor is an owner-operator (${d.ethnicity === 'pl' ? 'Polish-speaking, 20+ yrs in the neighborhood' : d.ethnicity === 'mx' ? 'runs the taqueria on the ground floor' : d.ethnicity === 'kr' ? 'owns two dry cleaners nearby' : d.ethnicity === 'in' ? 'family owns gas stations + a motel' : 'local contractor / landlord'}). Mid-score ${f.borrower.creditScore}. Liquidity verified per bank stmts.</p>
<div style="display:flex;gap:14px"><div style="flex:1"><h3>Sources</h3>${table(sources)}</div><div style="flex:1"><h3>Uses</h3>${table(uses)}</div></div>
<h3>Collateral</h3><p>${esc(d.use.label)}, approx. ${f.property.squareFeet?.toLocaleString('en-US')} SF, built ${f.property.yearBuilt}. In-place gross rents ~${usd(d.rent)}/mo; RE taxes ${usd2(d.taxes)}/yr. ${price ? `Contract price ${usd(price)} with ${esc(seller(d))}.` : `Existing 1st with ${esc(d.existingLender)}, payoff approx. ${usd2(d.payoff)}.`} Phase I by ${esc(d.envFirm)} — no RECs.</p>
<h3>Exit</h3><p>${esc(d.exitText)}.</p>
<h3>Risks / Mitigants</h3><ul><li>Older building, deferred maintenance — PCR holdback if needed.</li><li>Thin T-12 — sized on as-is value not DSCR.</li><li>Sponsor English limited — all docs explained through broker ${esc(d.f.broker.contact.first)} ${esc(d.f.broker.contact.last)} (${esc(d.f.broker.name)}).</li></ul>
<h3>Recommendation</h3><p><b>Approve</b> as presented. Votes: ___ / ___ / ___</p>`],
        page: { footerLeft: 'INTERNAL — NOT FOR DISTRIBUTION', pageNumbers: true },
      });
      const fields = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'credit_score', 'property_address', 'property_type', 'loan_type', 'loan_purpose',
        'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'prepayment_penalty', 'prepayment_terms', 'exit_strategy', 'estimated_closing_date', 'loan_number'] as const;
      const t = truth(d, [...fields]);
      if (f.entity) {
        t.authorized_signatory_name = fullName(f.borrower);
        t.authorized_signatory_title = f.entity.signatoryTitle;
      }
      return { kind: 'html', documentType: 'Term Sheet', html, truth: t };
    },
  },
  {
    id: 't-credit-approval-stamp',
    description: 'One-page credit approval with APPROVED box, conditions list and committee initials; often photocopied',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const conds = rng.shuffle([
        'Satisfactory appraisal supporting as-is value', `Phase I ESA by ${esc(d.envFirm)} — no RECs`, 'Estoppels from all commercial tenants',
        `Payoff letter from ${esc(d.existingLender)}`, 'Evidence of hazard + GL insurance, fund as mortgagee/AI', 'Clear title, ALTA 2021 policy w/ zoning 3.1',
        'Personal guaranty of principal', 'Borrower to fund 6 mos interest reserve',
      ]).slice(0, rng.int(4, 7));
      const html = documentHtml({
        title: 'Credit Approval', font: 'mono', fontSize: '9pt',
        pages: [`<div class="b">${esc(d.fund.name.toUpperCase())}</div><div>CREDIT APPROVAL — LOAN NO. ${f.loan.loanNumber}</div><div>DATE: ${usDate(f.documentDate)}</div><hr>
<div style="border:3px double #333;display:inline-block;padding:6px 18px;font-size:16pt;transform:rotate(-4deg);color:#333;margin:6px 0 8px 380px">APPROVED</div>
<pre style="font-family:inherit;white-space:pre-wrap">
BORROWER ........ ${esc(borrowerLabel(d))}
GUARANTOR ....... ${esc(fullName(f.borrower))}
PROPERTY ........ ${esc(addr(rng, d))}
                  ${esc(d.use.label)}
LOAN AMT ........ ${usd(f.loan.amount)}
AS-IS VALUE ..... ${usd(f.property.value)}
LTV ............. ${((f.loan.amount / f.property.value) * 100).toFixed(1)}%
RATE ............ ${pct(f.loan.rate)}
TERM ............ ${f.loan.termMonths} MONTHS
ORIG ............ ${f.loan.originationPoints} POINTS
PREPAY .......... ${esc(prepayText(rng, d).toUpperCase())}
EXIT ............ ${esc(d.exitText.toUpperCase())}
</pre>
<div class="b">CONDITIONS PRIOR TO CLOSING:</div><ol>${conds.map((c) => `<li>${c}</li>`).join('')}</ol>
<p>Approval expires 45 days from date above.</p>
<table style="margin-top:20px"><tr><td style="padding-right:40px">CIO: <span class="scrawl">${esc(d.underwriter.first[0]!)}${esc(d.underwriter.last[0]!)}</span></td><td style="padding-right:40px">Credit: <span class="scrawl">${esc(d.closer.first[0]!)}.${esc(d.closer.last[0]!)}.</span></td><td>Originator: ${esc(d.originator.first)} ${esc(d.originator.last)}</td></tr></table>`],
      });
      const fields = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'loan_amount', 'property_value',
        'interest_rate', 'loan_term', 'origination_points', 'prepayment_penalty', 'prepayment_terms', 'exit_strategy', 'loan_number'] as const;
      return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, [...fields]) };
    },
  },
  {
    id: 't-broker-fee-agreement',
    description: 'Chicago commercial mortgage broker fee / engagement agreement signed by the owner, with fund and seller decoys',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const b = f.broker;
      const pts = f.loan.brokerPoints ?? 1;
      const html = documentHtml({
        title: 'Fee Agreement', font: 'serif', fontSize: '10pt',
        pages: [`<div class="center"><b style="font-size:13pt">${esc(b.name)}</b><br><span class="small">${esc(b.address.street)}${b.address.unit ? `, ${esc(b.address.unit)}` : ''}, ${esc(b.address.city)}, ${b.address.state} ${b.address.zip} · ${phoneFmt(b.contact.phone, 1)}</span></div>
<h3 class="center" style="margin:14px 0">MORTGAGE BROKERAGE FEE AGREEMENT</h3>
<p>This Agreement is made ${longDate(f.documentDate)} between ${esc(b.name)} ("Broker") and ${esc(borrowerLabel(d))}${f.entity ? `, by ${esc(fullName(f.borrower))}, its ${esc(f.entity.signatoryTitle)}` : ''} ("Client"), reachable at ${esc(f.borrower.email)} / ${phoneFmt(f.borrower.phone)}.</p>
<p>1. <b>Engagement.</b> Client engages Broker on a non-exclusive basis to arrange financing of approximately ${usd(f.loan.amount)} secured by the real property commonly known as ${esc(addr(rng, d))} (PIN ${d.pin}) (the "Property"), for the purpose of ${purposeWord(rng, d).toLowerCase()}.</p>
<p>2. <b>Fee.</b> Upon closing of any loan on the Property with a lender introduced by Broker, including ${esc(d.fund.name)}, Client shall pay Broker a fee equal to ${pts.toFixed(2)}% of the loan amount (${pts} point${pts === 1 ? '' : 's'}), payable through the title company at closing. Fees charged by the lender (origination, doc prep, third-party reports) are separate and are not part of Broker's fee.</p>
<p>3. <b>Deposit.</b> Client will pay a $1,500 deposit toward appraisal and environmental costs, refundable less costs incurred.</p>
<p>4. <b>No guarantee.</b> Broker does not lend money and does not guarantee approval, rate, or timing. ${f.property.purchasePrice ? `Client's contract with ${esc(seller(d))} (price ${usd(f.property.purchasePrice)}) is Client's own responsibility.` : ''}</p>
<p>5. <b>Tail.</b> The fee is earned if Client closes with any lender introduced by Broker within 12 months after this Agreement ends.</p>
<p>6. Governed by the laws of the State of Illinois. Venue: Cook County.</p>
<table style="width:100%;margin-top:26px"><tr><td>BROKER: ${esc(b.name)}<br><span class="sig">${esc(b.contact.first)} ${esc(b.contact.last)}, Principal</span></td>
<td>CLIENT: ${esc(borrowerLabel(d))}<br><span class="sig">${esc(fullName(f.borrower))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}</span></td></tr></table>`],
      });
      const t = truth(d, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'loan_purpose', 'authorized_signatory_name', 'authorized_signatory_title']);
      t.broker_points = String(pts);
      return { kind: 'html', documentType: 'Loan Application', html, truth: t };
    },
  },
  {
    id: 't-commitment-letter',
    description: 'Fund commitment letter addressed to the owner, numbered paragraphs, acceptance block, expiration',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const l = f.loan;
      const paras = [
        `<b>Loan Amount:</b> ${money(rng, l.amount)}, not to exceed ${Math.round((l.amount / f.property.value) * 100) + 1}% of the as-is appraised value.`,
        `<b>Interest:</b> ${pct(l.rate)} per annum, interest only, calculated on a 360-day year. Default rate 24%.`,
        `<b>Maturity:</b> ${termText(rng, l.termMonths)} from the date of closing. One 6-month extension available at 1 point, provided no default.`,
        `<b>Fees:</b> Origination fee ${l.originationPoints}% payable at closing${l.docFee ? `; document preparation fee ${usd(l.docFee)}` : ''}${l.processingFee ? `; processing ${usd(l.processingFee)}` : ''}${l.brokerPoints ? `; broker compensation of ${l.brokerPoints}% to ${esc(f.broker.name)}, paid by Borrower` : ''}.`,
        `<b>Prepayment:</b> ${l.prepayment.penalty ? esc(l.prepayment.terms ?? '') : 'Loan may be prepaid in whole or part without premium.'}`,
        `<b>Security:</b> First mortgage and assignment of rents on ${esc(addr(rng, d))}${rng.chance(0.5) ? `, title to which is held in ${esc(d.trusteeBank)} Trust No. ${d.trustNo} (collateral assignment of beneficial interest required)` : ''}.`,
        `<b>Guaranty:</b> Unconditional guaranty of payment by ${esc(fullName(f.borrower, true))}.`,
        `<b>Closing:</b> On or before ${longDate(l.closingDate)} at ${esc(d.titleCo)}.`,
      ];
      const html = documentHtml({
        title: 'Commitment', font: 'serif', fontSize: '9.5pt',
        pages: [`${letterhead({ name: d.fund.name, lines: [esc(d.fund.address)], color: accent(rng), align: 'center' })}
<p>${longDate(f.documentDate)}</p><p>${esc(borrowerLabel(d))}<br>Attn: ${esc(fullName(f.borrower))}<br>Via e-mail: ${esc(f.borrower.email)}</p>
<p><b>Re: Loan Commitment — ${esc(street(rng, d))} — Loan No. ${l.loanNumber}</b></p>
<p>Dear ${esc(f.borrower.first)}:</p><p>${esc(d.fund.short)} (“Lender”) is pleased to commit to a ${loanTypeWord(rng, d).toLowerCase()} to ${esc(borrowerLabel(d))} (“Borrower”) on the following terms:</p>
<ol>${paras.map((p) => `<li style="margin-bottom:4px">${p}</li>`).join('')}</ol>
<p>This commitment expires if not accepted in writing within 7 days.</p>
<p>Very truly yours,<br><span class="scrawl">${esc(d.originator.first)} ${esc(d.originator.last)}</span><br>${esc(d.originator.first)} ${esc(d.originator.last)}, ${esc(d.originator.title)}</p>
<p><b>ACCEPTED AND AGREED:</b> ${esc(borrowerLabel(d))}</p><p>By: <span class="sig">${esc(fullName(f.borrower))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}</span> &nbsp; Date: ________</p>`],
      });
      const fields = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address',
        'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'origination_points', 'loan_doc_fee', 'processing_fee', 'broker_points', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', 'loan_number'] as const;
      return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, [...fields]) };
    },
  },
  {
    id: 't-payoff-letter-existing-lender',
    description: 'Payoff letter from the existing community bank: its own loan number, principal, per diem, good-through date (scanned)',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const principal = Math.round(d.payoff * 0.97);
      const interest = +(d.payoff - principal - 150).toFixed(2);
      const good = addDays(f.documentDate, 20);
      const acct = `${rng.int(1000, 9999)}-${rng.int(100000, 999999)}`;
      const html = documentHtml({
        title: 'Payoff', font: 'serif', fontSize: '10pt',
        pages: [`${letterhead({ name: d.existingLender, lines: ['Commercial Loan Servicing Dept.', `Fax ${phoneFmt(d.closer.phone, 1)}`], color: '#333' })}
<p>${longDate(f.documentDate)}</p><p>${esc(d.titleCo)}<br>Attn: Payoff Dept.<br>Title File # ${rng.int(24000, 26999)}-${rng.pick(['CHI', 'OAK', 'CLV'])}</p>
<p><b>RE: PAYOFF STATEMENT<br>Borrower: ${esc(borrowerLabel(d))}<br>Property: ${esc(addr(rng, d))}<br>Our Loan No.: ${acct}</b></p>
<p>As requested by ${esc(d.closer.first)} ${esc(d.closer.last)} of ${esc(d.fund.short)}, the following amounts are required to pay the above loan in full through <b>${longDate(good)}</b>:</p>
<table class="grid" style="width:70%"><tr><td>Principal balance</td><td class="right">${usd2(principal)}</td></tr><tr><td>Accrued interest</td><td class="right">${usd2(Math.max(0, interest))}</td></tr><tr><td>Release / recording fee</td><td class="right">$150.00</td></tr><tr><td class="b">TOTAL PAYOFF</td><td class="right b">${usd2(d.payoff)}</td></tr></table>
<p style="margin-top:8px">Per diem after the good-through date: ${usd2(principal * 0.0725 / 365)}. Escrow balance, if any, will be refunded to the borrower separately. Funds must be wired; personal checks not accepted.</p>
<p>Wire to: ${esc(d.existingLender)}, ABA 0719${rng.int(10000, 99999)}, Acct ${rng.int(10000000, 99999999)}, Ref: ${acct}</p>
<p>This payoff is subject to final verification. ${esc(d.existingLender)} will release its mortgage recorded against PIN ${d.pin} upon receipt of good funds.</p>
<p>Sincerely,<br><span class="scrawl">${esc(seller(d))}</span><br>Loan Servicing Officer</p>`],
      });
      return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, [...who(d), 'property_address']) };
    },
  },
  {
    id: 't-extension-letter',
    description: 'Fund maturity-extension / forbearance letter on an existing bridge loan: original amount, new maturity, extension fee',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const l = f.loan;
      const fee = Math.round(l.amount * 0.01);
      const html = documentHtml({
        title: 'Extension', font: rng.pick(['serif', 'sans']), fontSize: '10pt',
        pages: [`${letterhead({ name: d.fund.name, lines: [esc(d.fund.address), 'Asset Management'], color: accent(rng) })}
<p>${longDate(f.documentDate)}</p><p>VIA E-MAIL (${esc(f.borrower.email)}) AND CERTIFIED MAIL</p>
<p>${esc(borrowerLabel(d))}<br>c/o ${esc(fullName(f.borrower))}</p>
<p><b>Re: Loan No. ${l.loanNumber} — original principal ${usd(l.amount)} — ${esc(addr(rng, d))} — Maturity Extension</b></p>
<p>Dear ${esc(f.borrower.first)},</p>
<p>The above loan matures per its terms. You have requested an extension because your ${esc(d.exitText)} has not closed. Lender agrees to extend the maturity date on the following conditions:</p>
<ol><li>New maturity: ${longDate(addDays(l.closingDate, 180))} (6 months).</li><li>Extension fee of ${usd(fee)} (1%) due on signing.</li><li>Interest rate remains ${pct(l.rate)}; payments continue on the 1st of each month.</li><li>Borrower brings current the ${usd2(d.taxes / 2)} 2nd-installment real estate taxes.</li><li>All other terms of the Note, Mortgage and Guaranty remain in full force. This is not a waiver of any default.</li></ol>
<p>Please sign and return by ${abbrDate(addDays(f.documentDate, 10))}.</p>
<p>${esc(d.underwriter.first)} ${esc(d.underwriter.last)}<br>Asset Manager, ${esc(d.fund.short)}</p>
<p style="margin-top:20px">Agreed: ${esc(borrowerLabel(d))} <span class="sig">${esc(fullName(f.borrower))}</span></p>`],
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'loan_amount', 'interest_rate', 'loan_number']) };
    },
  },
  {
    id: 't-soft-quote-email',
    description: 'Originator e-mail to a broker with a soft quote after a first look, printed from Outlook',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const b = f.broker.contact;
      const html = documentHtml({
        title: 'RE: new deal', font: 'sans', fontSize: '9.5pt',
        pages: [`<div style="border-bottom:1px solid #aaa;padding-bottom:6px;margin-bottom:10px"><b>From:</b> ${esc(d.originator.first)} ${esc(d.originator.last)} &lt;${esc(d.originator.email)}&gt;<br><b>Sent:</b> ${anyDate(rng, f.documentDate)} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM<br><b>To:</b> ${esc(b.first)} ${esc(b.last)} &lt;${esc(b.email)}&gt;<br><b>Cc:</b> ${esc(d.underwriter.email)}<br><b>Subject:</b> RE: ${esc(d.use.short)} deal — ${esc(street(rng, d))}</div>
<p>${esc(b.first)} —</p>
<p>Took a first look at your ${esc(borrowerLabel(d))} package (${esc(addr(rng, d))}). We like it. Here's where we can be, subject to site visit + appraisal:</p>
<ul><li>Loan: ${kay(f.loan.amount)} ${f.property.purchasePrice ? `on the ${kay(f.property.purchasePrice)} purchase` : `${purposeWord(rng, d).toLowerCase()}`}</li><li>Rate ${pct(f.loan.rate)}, I/O</li><li>${f.loan.originationPoints} pts to us${f.loan.brokerPoints ? `, you can add ${f.loan.brokerPoints} on top` : ''}</li><li>${f.loan.termMonths} mo term</li><li>${f.loan.prepayment.penalty ? `prepay: ${esc(f.loan.prepayment.terms ?? '')}` : 'no prepay'}</li>${f.loan.docFee ? `<li>doc fee ${usd(f.loan.docFee)}</li>` : ''}</ul>
<p>Your BOV at ${kay(f.property.value)} feels right for the block, we'll see what the appraiser says. Need: PFS/SREO, 2 yrs returns, rent roll + leases for the commercial, and who holds title (if it's a land trust I need the trust agreement + LOD).</p>
<p>Can we get out there this week?</p>
<p>${esc(d.originator.first)}<br><span class="small">${esc(d.originator.title)} | ${esc(d.fund.name)}<br>c ${phoneFmt(d.originator.phone, 2)}</span></p>
<div style="border-top:1px solid #ccc;margin-top:12px;padding-top:6px;color:#555"><b>From:</b> ${esc(b.first)} ${esc(b.last)}<br><b>Subject:</b> new deal — ${esc(street(rng, d))}<br><br>Hey ${esc(d.originator.first)}, got a good one. ${esc(d.use.short)} in ${esc(f.property.address.city)}, owner is a great guy, been there forever. Package attached. Thx</div>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(d, [...who(d), 'property_address', 'loan_amount', 'loan_purpose', 'property_value', 'interest_rate', 'origination_points', 'broker_points', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'loan_doc_fee'].filter((x) => x !== 'loan_purpose' || !f.property.purchasePrice) as never) };
    },
  },
  {
    id: 't-closing-instructions-title',
    description: "Fund closer's closing instruction letter to the title company: amounts to collect, policy amount, wire, conditions",
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const l = f.loan;
      const rows: [string, string][] = [
        ['Origination fee to Lender', `${usd2(l.amount * (l.originationPoints ?? 0) / 100)} (${l.originationPoints}%)`],
        ...(l.docFee ? [['Document prep', usd2(l.docFee)] as [string, string]] : []),
        ...(l.processingFee ? [['Processing', usd2(l.processingFee)] as [string, string]] : []),
        ...(l.adminFee ? [['Admin', usd2(l.adminFee)] as [string, string]] : []),
        ...(l.brokerPoints ? [[`Broker fee — ${esc(f.broker.name)} (POC/at close)`, `${usd2(l.amount * l.brokerPoints / 100)} (${l.brokerPoints}%)`] as [string, string]] : []),
        ['Interest reserve (held by Lender)', usd2(Math.round(l.amount * l.rate / 100 / 12 * 3))],
        ['Appraisal (paid outside)', `POC ${usd(rng.pick([3500, 4200, 4800]))}`],
      ];
      const html = documentHtml({
        title: 'Closing Instructions', font: 'sans', fontSize: '9pt',
        pages: [`<div class="b" style="font-size:12pt">${esc(d.fund.name)}</div><div class="small">${esc(d.fund.address)}</div><hr>
<h3>LENDER'S CLOSING INSTRUCTIONS</h3><p>To: ${esc(d.titleCo)} — Escrow officer ${esc(f.title.contact.first)} ${esc(f.title.contact.last)} (${esc(f.title.contact.email)})<br>From: ${esc(d.closer.first)} ${esc(d.closer.last)}, ${esc(d.closer.title)} · ${phoneFmt(d.closer.phone)}<br>Date: ${usDate(f.documentDate)}</p>
${kvTable([['Lender Loan #', l.loanNumber], ['Borrower', esc(borrowerLabel(d))], ['Property', `${esc(addr(rng, d))} · PIN ${d.pin}`], ['Loan Amount', usd2(l.amount)], ['Lender policy amount', usd2(Math.round(l.amount * 1.25))], ['Scheduled closing', longDate(l.closingDate)]], { labelWidth: '30%' })}
<p style="margin-top:8px"><b>Collect from Borrower / deduct from proceeds:</b></p>${kvTable(rows, { labelWidth: '60%' })}
${f.property.purchasePrice ? `<p>Purchase from ${esc(seller(d))}, contract price ${usd(f.property.purchasePrice)}. Seller credits not to exceed 3%.</p>` : `<p>Pay off ${esc(d.existingLender)} per its payoff letter (approx. ${usd2(d.payoff)}); obtain release.</p>`}
<p><b>Conditions:</b> (1) ALTA lender's policy with 3.1, comprehensive, location and tax parcel endorsements; (2) if title is in a land trust, trustee (${esc(d.trusteeBank)}) to execute mortgage and beneficiary to execute collateral assignment; (3) no disbursement until Lender releases funds in writing; (4) signed guaranty from ${esc(fullName(f.borrower))}.</p>`],
        page: { footerLeft: `Loan ${l.loanNumber}`, pageNumbers: 'short' },
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'estimated_closing_date', 'loan_number', 'origination_points', 'loan_doc_fee', 'processing_fee', 'admin_fee', 'broker_points']) };
    },
  },
  {
    id: 't-loan-loi-fund',
    description: 'Fund letter of intent to a borrower, letter style with a bullet term list and a $ deposit request',
    formats: ['pdf_text', 'image'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const l = f.loan;
      const bullets = rng.shuffle([
        `Loan amount: <b>${usd(l.amount)}</b>`, `Rate: ${pct(l.rate)} interest-only`, `Term: ${termText(rng, l.termMonths)}`,
        `Lender points: ${l.originationPoints}`, `Prepayment: ${esc(prepayText(rng, d))}`, `Closing target: ${anyDate(rng, l.closingDate)}`,
      ]);
      const html = documentHtml({
        title: 'LOI', font: 'serif', fontSize: '10.5pt',
        pages: [`${letterhead({ name: d.fund.name, lines: [esc(d.fund.address)], color: accent(rng), mark: d.fund.short.slice(0, 1) })}
<p>${longDate(f.documentDate)}</p><p>${esc(fullName(f.borrower))}${f.entity ? `<br>${esc(f.entity.name)}` : ''}</p>
<p><b>LETTER OF INTENT — ${esc(d.use.label)}, ${esc(addr(rng, d))}</b></p>
<p>Dear ${esc(f.borrower.first)},</p><p>Thank you for meeting with us at the property. Based on what we saw and the information provided by ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}, ${esc(d.fund.short)} would consider a ${loanTypeWord(rng, d).toLowerCase()} on these terms:</p>
<ul>${bullets.map((x) => `<li>${x}</li>`).join('')}</ul>
<p>${f.property.purchasePrice ? `We understand your purchase price from ${esc(seller(d))} is ${usd(f.property.purchasePrice)}.` : `We understand the current mortgage with ${esc(d.existingLender)} will be paid off at closing.`} To move forward, sign below and send the $${rng.pick(['3,500', '5,000', '4,500'])} third-party deposit.</p>
<p>This letter is not a commitment.</p><p>${esc(d.originator.first)} ${esc(d.originator.last)}<br>${esc(d.originator.title)}</p>`],
      });
      return { kind: 'html', documentType: 'Letter of Intent', html, truth: truth(d, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'origination_points', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date']) };
    },
  },
];
