// set-z — more lender and borrower paper: extension offers, two-option LOIs, hospitality questionnaires,
// approval e-mails, participation teasers.
import { documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  ASSET_LABEL, addDays, addr1, borrowerName, cityLine, countLabel, dAbbr, dLong, dUs, entityLine, fullAddr, fullName,
  money, opsLine, phone, prepayLabel, rate, short, sw, truth,
} from './sw';

const extension: Family = {
  id: 'set-z-maturity-extension-offer',
  description: 'Extension / modification offer on an existing park loan nearing maturity: current balance, new rate, extension fee.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'storage', 'motel']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    d.f.loan.type = 'Refinance'; d.f.loan.purpose = 'Refinance';
    const original = Math.round(l.amount * (1.02 + rng.next() * 0.08) / 5000) * 5000;
    const oldRate = l.rate - rng.pick([0.5, 0.75, 1]);
    const oldMat = addDays(f.documentDate, rng.int(20, 60));
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name');
    if (l.originationPoints !== undefined) fields.push('origination_points');
    const html = documentHtml({
      title: 'Extension Offer', font: 'serif', fontSize: '10.5pt',
      pages: [`${letterhead({ name: d.lenderName, lines: [d.lenderCity, 'Loan Servicing'], color: '#2f4f4f' })}
<p>${dLong(f.documentDate)}</p><p>${esc(f.entity ? entityLine(d) : borrowerName(d))}<br>Attn: ${esc(fullName(b))}</p>
<p><b>Re: Loan No. ${l.loanNumber} — ${esc(d.name)}, ${esc(fullAddr(a))}</b></p>
<p>Dear ${esc(b.first)},</p>
<p>Your loan matures on ${dLong(oldMat)}. The original principal was ${money(original)} at ${rate(oldRate)}. Because the park has performed (${esc(opsLine(d))}), we are willing to extend on the following modified terms:</p>
${kvTable([
        ['Principal balance to be extended', money(l.amount)], ['Modified interest rate', `${rate(l.rate)} (was ${rate(oldRate)})`], ['Extension term', `${l.termMonths} months from the current maturity date`],
        ...(l.originationPoints !== undefined ? [['Extension fee', `${l.originationPoints.toFixed(2)}% of the balance`] as [string, string]] : []),
        ['Prepayment', esc(prepayLabel(d, rng))], ['Modification to be signed by', dLong(l.closingDate)],
      ], { labelWidth: '40%' })}
<p style="margin-top:10px">All other terms of the note and deed of trust remain unchanged. Please call me at ${phone(f.lender.contact.phone, 0)} with questions.</p>
<p>Sincerely,<br><br>${esc(fullName(f.lender.contact))}<br>Asset Manager</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, fields) };
  },
};

const twoOption: Family = {
  id: 'set-z-two-option-loi-selected',
  description: 'LOI offering Option A and Option B side by side; the borrower ticked and initialled one option and signed.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng, ['storage', 'mhc', 'rv']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const pickA = rng.chance(0.5);
    const other = { amount: Math.round(l.amount * (pickA ? 0.9 : 1.1) / 5000) * 5000, rate: l.rate + (pickA ? -0.75 : 0.75), term: l.termMonths === 24 ? 36 : 24, pts: (l.originationPoints ?? 2) + (pickA ? -0.5 : 0.5) };
    const chosen = { amount: l.amount, rate: l.rate, term: l.termMonths, pts: l.originationPoints };
    const [A, B] = pickA ? [chosen, other] : [other, chosen];
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date'];
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const col = (o: typeof A, name: string, sel: boolean) => `<td style="width:50%;vertical-align:top;border:1px solid #555;padding:8px">
<div style="font-weight:bold;font-size:11pt">${sel ? '<span style="font-size:14pt">☒</span>' : '☐'} ${name}</div>
<div>Loan amount: ${money(o.amount)}</div><div>Rate: ${rate(o.rate)}</div><div>Term: ${o.term} months</div><div>Origination: ${o.pts !== undefined ? `${o.pts.toFixed(2)}%` : 'none'}</div>
${sel ? `<div class="scrawl" style="margin-top:6px">${esc((b.first[0] ?? '') + (b.last[0] ?? ''))} ✓</div>` : ''}</td>`;
    const html = documentHtml({
      title: 'LOI options', font: 'sans', fontSize: '10pt',
      pages: [`${letterhead({ name: d.lenderName, lines: [d.lenderCity], color: '#3d3d6b' })}
<h2 style="font-size:12.5pt">Letter of Intent — Financing Options</h2><p class="small">${dAbbr(f.documentDate)}</p>
<p>Borrower: <b>${esc(f.entity ? entityLine(d) : borrowerName(d))}</b><br>Property: ${esc(d.name)}, ${esc(addr1(a))}, ${esc(cityLine(a))} (${countLabel(d)})</p>
<p>We are pleased to offer two structures. Please mark ONE option, initial it, and sign below.</p>
<table style="width:100%;border-collapse:collapse"><tr>${col(A, 'OPTION A', pickA)}${col(B, 'OPTION B', !pickA)}</tr></table>
<p style="margin-top:10px">Both options: interest only, ${esc(prepayLabel(d, rng))} prepayment, first lien, ${money(rng.pick([5000, 7500]))} deposit. Target closing ${dUs(l.closingDate)}.</p>
<p style="margin-top:18px">Agreed:${f.entity ? ` ${esc(f.entity.name)}` : ''}</p><span class="scrawl">${esc(fullName(b))}</span>
<div style="border-top:1px solid #000;width:3in">${f.entity ? `${esc(fullName(b))}, ${esc(f.entity.signatoryTitle)}` : esc(fullName(b))}</div>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truth(d, fields) };
  },
};

const hospitality: Family = {
  id: 'set-z-motel-owner-questionnaire',
  description: "Motel owner's loan questionnaire (hospitality): owner info, room count, flag, PIP, occupancy, request.",
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng, ['motel']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_value', 'loan_amount', 'loan_term'];
    if (f.entity) fields.push('entity_name', 'ein');
    const q = (n: number, question: string, answer: string) => `<tr><td style="width:5%">${n}.</td><td style="width:45%">${question}</td><td style="font-family:'DejaVu Sans Mono';color:#123">${answer}</td></tr>`;
    const html = documentHtml({
      title: 'Hospitality Questionnaire', font: 'sans', fontSize: '9.5pt',
      pages: [`<h2 style="font-size:13pt;border-bottom:2px solid #5a2a27;color:#5a2a27">HOSPITALITY LOAN QUESTIONNAIRE</h2><p class="small">${esc(d.lenderName)} · Please answer every question; write N/A if not applicable.</p>
<table class="grid">
${q(1, 'Owner / guarantor name', esc(fullName(b)))}${q(2, 'Date of birth', dUs(b.dob))}${q(3, 'Phone', phone(b.phone, 0))}${q(4, 'E-mail', esc(b.email))}
${q(5, 'Approximate credit score', String(b.creditScore))}${q(6, 'Ownership entity & EIN', f.entity ? `${esc(f.entity.name)}${f.entity.ein ? ` / ${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}` : ''}` : 'N/A — individual')}
${q(7, 'Hotel name and address', `${esc(d.name)}, ${esc(fullAddr(a))}`)}${q(8, 'Number of rooms', String(d.count))}${q(9, 'Brand / flag', esc(rng.pick(['Independent', 'Rodeway Inn', 'Budget Host', 'None'])))}
${q(10, 'Manager lives on site?', rng.pick(['Yes — 2BR apartment behind office', 'Yes', 'No — family runs front desk']))}${q(11, 'Trailing 12-month occupancy / ADR', `${Math.round(d.occupancy * 100)}% / ${money(d.rent)}`)}
${q(12, 'Trailing 12-month room revenue', money(d.gross))}${q(13, 'What do you believe the hotel is worth today?', money(f.property.value))}
${q(14, 'Purchase price & year acquired', `${money(Math.round(f.property.value * 0.6 / 5000) * 5000)} in ${rng.int(2004, 2019)}`)}${q(15, 'Current mortgage balance', d.payoff ? money(d.payoff) : 'None')}
${q(16, 'Loan amount requested', money(l.amount))}${q(17, 'Term requested', `${l.termMonths} months`)}${q(18, 'Use of funds', esc(rng.pick(['Replace roofs + new PTACs', 'Buy out partner', 'Pay off SBA loan', 'Purchase']) ))}
${q(19, 'Any franchise PIP outstanding?', rng.pick(['No', 'Yes, ~$120k', 'N/A']))}${q(20, 'Any code violations or open permits?', 'No')}
</table><p class="small" style="margin-top:10px">Signature: <span class="scrawl">${esc(fullName(b))}</span> &nbsp; Date: ${dUs(f.documentDate)}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, fields) };
  },
};

const approvalEmail: Family = {
  id: 'set-z-approval-email-to-borrower',
  description: 'Short "you\'re approved" e-mail from the loan officer to a borrower with the approved terms and a to-do list.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower; const lo = f.lender.contact;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date', 'loan_number', 'prepayment_penalty', 'prepayment_terms'];
    if (l.docFee !== undefined) fields.push('loan_doc_fee');
    if (l.processingFee !== undefined) fields.push('processing_fee');
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (f.entity) fields.push('entity_name');
    const html = documentHtml({
      title: 'Approved', font: 'sans', fontSize: '10pt',
      pages: [`<div style="font-size:9pt;background:#f4f4f4;padding:8px;margin-bottom:12px"><b>Subject:</b> APPROVED — ${esc(d.name)} (#${l.loanNumber})<br><b>From:</b> ${esc(fullName(lo))} &lt;${esc(lo.email)}&gt;<br><b>To:</b> ${esc(fullName(b))} &lt;${esc(b.email)}&gt;<br><b>Cc:</b> ${esc(f.broker.contact.email)}; closing@${esc(f.title.name.toLowerCase().replace(/[^a-z]/g, ''))}.com<br><b>Date:</b> ${dAbbr(f.documentDate)}</div>
<p>Hi ${esc(b.first)},</p><p>Good news — credit committee approved the loan this morning${f.entity ? ` to ${esc(f.entity.name)}` : ''}. Final terms:</p>
<ul><li>${money(l.amount)} on ${esc(d.name)}, ${esc(addr1(a))}, ${esc(cityLine(a))}</li><li>${rate(l.rate)} interest only, ${l.termMonths} months</li>
${l.originationPoints !== undefined ? `<li>${l.originationPoints} points origination</li>` : ''}${l.docFee !== undefined ? `<li>Doc fee ${money(l.docFee)}</li>` : ''}${l.processingFee !== undefined ? `<li>Processing ${money(l.processingFee)}</li>` : ''}
<li>Prepay: ${esc(prepayLabel(d, rng))}</li></ul>
<p>The appraisal came in fine${d.price ? ` (supports the ${short(d.price)} price)` : ''}. Still need: ${esc(rng.pick(['the septic pump report', 'signed zoning letter from the county', 'insurance binder with us as mortgagee', 'titles for the park-owned homes']))} and your ${rng.pick(['2024 return', 'updated bank statement'])}.</p>
<p>Title (${esc(f.title.name)}) is scheduling signing for ${dLong(l.closingDate)}.</p><p>Congrats!<br>${esc(lo.first)}</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, fields) };
  },
};

const participation: Family = {
  id: 'set-z-participation-teaser',
  description: "Lender's note-participation teaser sent to its investors: one deal, collateral, LTV, borrower profile (initials only for the guarantor).",
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'loan_number', 'credit_score', 'estimated_closing_date'];
    if (l.exit) fields.push('exit_strategy');
    const part = Math.round(l.amount * rng.pick([0.25, 0.4, 0.5]) / 5000) * 5000;
    const html = documentHtml({
      title: 'Participation', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="background:#0b5d4b;color:#fff;padding:12px"><div style="font-size:16pt;font-weight:bold">${esc(d.lenderName)}</div><div>Investor Participation Opportunity · Loan ${l.loanNumber}</div></div>
<h3 style="margin:12px 0 6px">${esc(d.name)} — ${esc(a.city)}, ${a.state}</h3>
<table style="width:100%"><tr><td style="width:55%;vertical-align:top">${kvTable([
        ['Collateral', `${ASSET_LABEL[d.asset]}, ${countLabel(d)}<br>${esc(fullAddr(a))}`], ['Loan type', esc(l.type)], ['Total loan', money(l.amount)], ['As-is appraised value', money(f.property.value)],
        ['LTV', `${((l.amount / f.property.value) * 100).toFixed(1)}%`], ['Note rate', rate(l.rate)], ['Investor yield', rate(l.rate - 1.5)], ['Term', `${l.termMonths} months`],
        ['Participation available', money(part)], ['Expected funding', dLong(l.closingDate)], ...(l.exit ? [['Borrower exit', esc(l.exit === 'Sale' ? 'Sale of the property' : 'Refinance')] as [string, string]] : []),
      ], { labelWidth: '42%' })}</td>
<td style="vertical-align:top;padding-left:12px"><b>Borrower profile</b><p>${esc(f.entity ? `${f.entity.type === 'Trust' ? 'Family trust' : f.entity.type === 'LLC' ? 'Single-asset LLC' : f.entity.type}` : 'Individual owner-operator')}; guarantor ${esc((b.first[0] ?? '') + '.' + (b.last[0] ?? '') + '.')}, FICO ${b.creditScore}, ${rng.int(3, 25)} yrs experience.</p>
<b>Operations</b><p>${esc(opsLine(d))}. NOI ${money(d.noi)}.</p><b>Why we like it</b><p>${esc(rng.pick(['Low basis per pad vs. recent trades.', 'Sticky tenant-owned homes; 2% annual turnover.', 'Only storage within 20 miles.', 'Snowbird demand and a waitlist for monthly sites.']))}</p></td></tr></table>
<p class="small muted" style="margin-top:14px">For accredited investors only. Past loans: ${rng.int(40, 160)} funded, ${money(rng.int(30, 90) * 1000000)} total, ${rng.int(0, 2)} foreclosures.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, fields) };
  },
};

export const moreFamilies: Family[] = [extension, twoOption, hospitality, approvalEmail, participation];
