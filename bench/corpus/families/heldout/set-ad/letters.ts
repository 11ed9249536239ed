// set-ad: the desk's own paper and its lenders' — term sheets, LOIs, commitments, note-purchase offers.
import type { Family } from '../../../types';
import { documentHtml, esc, kvTable, letterhead, accent, checkboxes } from '../../../style';
import { Doc, DESKS, WAREHOUSE, rows, pickDate, dt, money, fullName, pct, townOf, phone } from './kit';

function sign(name: string, title: string): string {
  return `<div style="margin-top:18px"><span class="scrawl">${esc(name)}</span><br><span class="sig">${esc(name)}, ${esc(title)}</span></div>`;
}

export const specBuildTermSheet: Family = {
  id: 'ad-spec-build-term-sheet',
  description: 'Island private lender: spec-build / construction term sheet, two-column grid with a holdback block.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const color = accent(rng);
    const town = townOf(d.prop.address);
    const build = d.loan.type === 'Construction' || d.loan.type === 'Land';
    const borrowerRows = rows([
      ['Borrower', d.entName() ?? d.name()],
      ['Guarantor', d.entity ? d.name(rng.pick(['plain', 'middle'] as const)) : undefined],
      ['Contact', rng.chance(0.6) ? `${d.phone()} &nbsp;/&nbsp; ${esc(d.email())}` : undefined],
    ]);
    const loanRows = rows([
      ['Collateral', `${esc(d.address('one'))}${town?.island ? ` (${town.island})` : ''}<br><span class="muted">${esc(d.parcel())} &middot; ${d.tenure()}</span>`],
      ['Property', d.ptype()],
      ['Program', d.ltype()],
      ['Loan Amount', d.amount()],
      [build ? 'As-Is Value (lot + site work)' : 'As-Is Value', d.value()],
      ['Completed Value (ARV)', d.arv()],
      ['Note Rate', `${d.rate()}% fixed, interest only on disbursed funds`],
      ['Term', d.term()],
      ['Origination', d.orig() ? `${d.loan.originationPoints === undefined ? '' : pct(d.loan.originationPoints)} points` : undefined],
      ['Broker Fee', d.brk() ? `${pct(d.loan.brokerPoints ?? 0)}% paid to ${esc(d.broker.name)}` : undefined],
      ['Document Prep', d.docFee()],
      ['Processing', d.procFee()],
      ['Prepayment', d.prepay()],
      ['Exit', d.exit()],
      ['Target Funding', d.close()],
    ]);
    const body = `${letterhead({ name: desk, lines: ['Private construction & lot lending · Oahu · Maui · Hawaii Island · Puget Sound', `1132 Bishop St Ste 1${rng.int(10, 99)}, Honolulu, HI 96813 · (808) 555-01${rng.int(10, 99)}`], color })}
<h2 style="font:bold 14pt 'DejaVu Sans';margin-bottom:4px">Indicative Term Sheet${build ? ' — Construction' : ''}</h2>
<p class="muted">Issued ${pickDate(rng, d.f.documentDate)} · Non-binding; subject to site visit, budget review and county permit status.</p>
<h3 style="margin:10px 0 4px;font-size:10.5pt">Parties</h3>${kvTable(borrowerRows)}
<h3 style="margin:10px 0 4px;font-size:10.5pt">Loan</h3>${kvTable(loanRows)}
<p style="margin-top:10px" class="small">${build ? 'Construction holdback disbursed' : 'Any rehab or ADU holdback disbursed'} in ${rng.int(4, 7)} draws against inspection by a third-party inspector; title date-down each draw through ${esc(d.title.name)}. Builder's risk and general liability naming ${esc(desk)} ISAOA required before first draw.</p>
${sign(d.lender.contact.first + ' ' + d.lender.contact.last, 'Credit Officer')}`;
    const html = documentHtml({ title: 'Term Sheet', pages: [body], font: 'sans', fontSize: '9.5pt', css: '.grid td.k{background:#f3f3f3;font-weight:bold}' });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

export const aduTermSheet: Family = {
  id: 'ad-adu-addition-term-sheet',
  description: 'Lender term sheet for an ADU addition / second-lien or refinance, written as numbered paragraphs.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const paras: string[] = [];
    const who = d.entity
      ? `${esc(d.entName() ?? '')}, a ${esc(d.entity.stateOfFormation)} ${d.entity.type === 'LLC' ? 'limited liability company' : d.entity.type === 'Trust' ? 'trust' : d.entity.type === 'Partnership' ? 'limited partnership' : 'corporation'}, acting by ${esc(d.name())}`
      : esc(d.name('middle'));
    paras.push(`<b>Borrower.</b> ${who}.`);
    paras.push(`<b>Property.</b> ${esc(d.address(rng.pick(['one', 'long'] as const)))}, an existing ${esc(d.ptype())} on which Borrower intends to add a detached accessory dwelling unit (ADU) under the county's ADU ordinance.`);
    paras.push(`<b>Loan type.</b> ${esc(d.ltype())}.${rng.chance(0.6) && d.purpose() ? ` Stated purpose: ${esc(d.purpose() ?? '')}.` : ''}`);
    paras.push(`<b>Principal.</b> ${d.amount()} against a current value of ${d.value()} (per broker opinion; to be confirmed by appraisal).`);
    paras.push(`<b>Rate and term.</b> ${d.rate()}% per annum, interest only, for ${d.term()}.`);
    const fees = rows([['Origination', d.orig() && `${pct(d.loan.originationPoints ?? 0)} points`], ['Discount', d.disc() && `${pct(d.loan.discountPoints ?? 0)} points`], ['Admin fee', d.adminFee()], ['Doc fee', d.docFee()]]);
    if (fees.length) paras.push(`<b>Lender fees.</b> ${fees.map(([k, v]) => `${k}: ${v}`).join('; ')}.`);
    paras.push(`<b>Prepayment.</b> ${esc(d.prepay())}.`);
    paras.push(`<b>Closing.</b> Targeted on or before ${d.close('long')} through ${esc(d.title.name)}.`);
    paras.push(`<b>Conditions.</b> Permit set approved by county planning; contractor license and bid; evidence of insurance; no other liens except as disclosed.`);
    const body = `${letterhead({ name: desk, lines: ['Seattle · Tacoma · Portland · Honolulu', 'Licensed commercial lender — business-purpose loans only'], color: accent(rng), align: 'center' })}
<p>${pickDate(rng, d.f.documentDate)}</p><p><b>RE: ADU Addition Loan — Summary of Terms</b></p>
<ol style="padding-left:18px">${paras.map((p) => `<li style="margin-bottom:6px">${p}</li>`).join('')}</ol>
<p class="small">This summary is not a commitment to lend. Prepared by ${esc(fullName(d.lender.contact))} for discussion with ${esc(d.broker.name)}.</p>`;
    const html = documentHtml({ title: 'ADU Term Summary', pages: [body], font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

export const leaseholdCondoLoi: Family = {
  id: 'ad-leasehold-condo-loi',
  description: 'Letter of intent on a Honolulu leasehold or fee-simple condo, prose letter addressed to the borrower.',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const salutation = d.entity ? `${esc(d.name())}<br>${esc(d.entName() ?? '')}` : esc(d.name('middle'));
    const tenure = d.tenure();
    const bits = [
      `Thank you for the opportunity to review your request. ${esc(desk)} ("Lender") is pleased to offer the following terms for a ${esc(d.ltype().toLowerCase())} loan secured by the ${tenure.toLowerCase()} interest in ${esc(d.address('one'))} (${esc(d.ptype())}).`,
      `The loan amount will be ${d.amount()}, which we size against the current value you provided of ${d.value()}. ${d.price() ? `We note the contract price of ${d.price()}; the lesser of price and value governs.` : ''}`,
      `Interest will accrue at ${d.rate()}% per annum on a 30/360 basis, payable monthly in arrears, for a term of ${d.term()}.${d.loan.originationPoints !== undefined ? ` Lender origination is ${d.orig() ?? ''} point(s).` : ''}${d.brk() ? ` Broker compensation of ${pct(d.loan.brokerPoints ?? 0)} point(s) is payable to ${esc(d.broker.name)}.` : ''}`,
      `Prepayment: ${esc(d.prepay())}.`,
      tenure === 'Leasehold' ? 'Because the unit is leasehold, we will require a copy of the master ground lease showing at least 10 years remaining beyond maturity, and the lessor\'s consent to mortgage if the lease calls for one.' : 'Please send the AOAO budget, the most recent reserve study and the HO-6 declarations page.',
      `We are targeting a closing on ${d.close(rng.pick(['long', 'abbr'] as const))}. This letter expires fifteen days from its date unless accepted below.`,
    ];
    const body = `${letterhead({ name: desk, lines: ['Private mortgage lending — Hawaii and the Pacific Northwest', 'NMLS-exempt business purpose lender'], color: accent(rng) })}
<p>${pickDate(rng, d.f.documentDate)}</p><p>${salutation}<br>via e-mail</p><p><b>Letter of Intent — ${esc(d.street())}</b></p>
${bits.filter(Boolean).map((b) => `<p>${b}</p>`).join('')}
<p>Aloha,</p>${sign(fullName(d.lender.contact), 'Principal')}
<p style="margin-top:16px">ACCEPTED: ____________________________ Date: __________</p>`;
    const html = documentHtml({ title: 'LOI', pages: [body], font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: d.truth() };
  },
};

export const lotLoanLoi: Family = {
  id: 'ad-lot-loan-loi',
  description: 'Short LOI for a vacant lot / agricultural lot loan with a checkbox row and a TMK reference.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const zoning = rng.pick(['Agricultural (AG-1)', 'Rural (R-1)', 'Residential (R-5)', 'Ag-2 (2-acre minimum)', 'RS-7200']);
    const table = kvTable(rows([
      ['Applicant', d.borrowerLine()],
      ['Signing for applicant', d.entity ? (() => { const s = d.signer(); return s ? `${esc(s.name)}, ${esc(s.title)}` : undefined; })() : undefined],
      ['Parcel', `${esc(d.parcel())}`],
      ['Site address', esc(d.address())],
      ['Zoning', zoning],
      ['Acreage', `${(rng.int(20, 900) / 100).toFixed(2)} ac`],
      ['Requested', d.amount()],
      ['Opinion of value', d.value()],
      ['Rate', `${d.rate()}%`],
      ['Term', d.term()],
      ['Points', d.orig()],
      ['Prepay', d.prepay()],
      ['Exit', d.exit()],
    ]), { labelWidth: '30%' });
    const body = `${letterhead({ name: desk, lines: ['Lot & land desk'], color: accent(rng), mark: 'L' })}
<p><b>LETTER OF INTENT</b> &nbsp; ${pickDate(rng, d.f.documentDate)}</p>
<p>Collateral type: ${checkboxes(['Improved', 'Vacant', 'Agricultural'], d.prop.type === 'Land' ? rng.pick(['Vacant', 'Agricultural']) : 'Improved')}</p>
<p>Loan program: <b>${esc(d.ltype())}</b></p>
${table}
<p style="margin-top:10px">Subject to: survey by a licensed surveyor, county planning confirmation of buildability and access, water meter availability letter, and a satisfactory title report.</p>
<p>Estimated close: ${d.close()}.</p>
${sign(fullName(d.lender.contact), 'Land Lending')}`;
    const html = documentHtml({ title: 'LOI', pages: [body], font: 'sans', fontSize: '9.5pt', css: '.grid td.k{font-weight:bold;background:#eef}' });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: d.truth() };
  },
};

export const notePurchaseLoi: Family = {
  id: 'ad-note-purchase-loi',
  description: 'Note-buying desk: offer letter to a note seller to buy a seasoned private note; the maker is the borrower.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const seller = d.seller;
    const upb = Math.round(d.loan.amount * (0.86 + rng.next() * 0.12));
    const price = Math.round(upb * (0.88 + rng.next() * 0.08));
    const paid = rng.int(6, 30);
    const table = kvTable(rows([
      ['Note holder (seller)', esc(fullName(seller))],
      ['Maker / obligor', esc(d.borrowerLine())],
      ['Maker\'s principal / guarantor', d.entity ? esc(d.name()) : undefined],
      ['Security', `${rng.pick(['First mortgage', 'Mortgage', 'Deed of Trust'])} on ${esc(d.address())}`],
      ['Original loan amount (face of note)', d.amount('cents')],
      ['Note rate', `${d.rate()}%`],
      ['Original term', d.term()],
      ['Seasoning', `${paid} payments made`],
      ['Unpaid principal balance (approx.)', money(upb, 'cents')],
      ['Offered price', `${money(price, 'cents')} (${((price / upb) * 100).toFixed(1)}% of UPB)`],
      ['Desk file no.', d.loanNo()],
    ]));
    const body = `${letterhead({ name: desk, lines: ['Note acquisitions', `Funding via warehouse line with ${rng.pick(WAREHOUSE)}`], color: accent(rng) })}
<p>${pickDate(rng, d.f.documentDate)}</p>
<p>Dear ${esc(seller.first)},</p>
<p>Following our call, here is our offer to purchase the promissory note described below, together with the ${rng.pick(['mortgage', 'deed of trust'])} securing it, on a servicing-released basis.</p>
${table}
<p style="margin-top:8px">Our offer assumes a clean payment history, no modifications, an original note with an allonge endorsed to ${esc(desk)} or blank, and a lender's title policy we can be named on by endorsement. Collateral file to be delivered to our custodian under a bailee letter; we expect to fund by ${d.close('long')}.</p>
<p>Sincerely,</p>${sign(fullName(d.lender.contact), 'Note Acquisitions')}`;
    const html = documentHtml({ title: 'Note Purchase Offer', pages: [body], font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: d.truth() };
  },
};

export const commitmentLetter: Family = {
  id: 'ad-commitment-letter',
  description: 'Formal two-page loan commitment from the lender; borrower, guarantor and conditions; fee schedule table.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const sig = d.signer();
    const p1 = `${letterhead({ name: desk, lines: ['COMMITMENT TO LEND'], color: accent(rng), align: 'right' })}
<p>${dt(d.f.documentDate, 'long')}</p>
<p>${d.entity ? `${esc(d.entName() ?? '')}<br>Attn: ${esc(sig?.name ?? '')}, ${esc(sig?.title ?? '')}` : esc(d.name('middle'))}<br>${rng.chance(0.5) ? esc(d.email()) : ''}</p>
<p>Loan No. ${d.loanNo()}</p>
<p>We are pleased to commit to the loan described below, on the terms and subject to the conditions in this letter.</p>
${kvTable(rows([
  ['Mortgaged property', esc(d.address('long'))],
  ['Property type', d.ptype()],
  ['Loan type', d.ltype()],
  ['Loan purpose', d.purpose()],
  ['Principal amount', d.amount('cents')],
  ['Appraised value', d.value('cents')],
  ['Interest rate', `${d.rate()}% per annum, fixed`],
  ['Maturity', `${d.term()} from the date of the note`],
  ['Prepayment premium', d.prepay()],
]))}`;
    const fee = rows([['Origination fee', d.orig() ? `${pct(d.loan.originationPoints ?? 0)}% of principal` : undefined], ['Discount', d.disc() ? `${pct(d.loan.discountPoints ?? 0)}%` : undefined], ['Broker compensation', d.brk() ? `${pct(d.loan.brokerPoints ?? 0)}% to ${esc(d.broker.name)}` : undefined], ['Loan documentation fee', d.docFee()], ['Administration fee', d.adminFee()], ['Processing fee', d.procFee()], ['Appraisal (paid to ' + esc(d.appraiser.name) + ')', money(rng.pick([650, 750, 900, 1100]))]]);
    const p2 = `<h3 style="font-size:11pt">Fees due at closing</h3>${kvTable(fee)}
<h3 style="font-size:11pt;margin-top:12px">Conditions</h3>
<ol><li>Lender's title policy from ${esc(d.title.name)} in the amount of the loan.</li><li>Hazard insurance; flood determination; in Hawaii, hurricane coverage or a waiver.</li><li>${d.entity ? 'Entity documents, good standing and a borrowing resolution.' : 'Government ID and proof of funds to close.'}</li><li>Closing on or before ${d.close('long')}, after which this commitment lapses.</li></ol>
${sign(fullName(d.lender.contact), 'Senior Loan Officer')}
<p style="margin-top:18px">Accepted: ${sig ? `${esc(d.entName() ?? '')} by ${esc(sig.name)}, its ${esc(sig.title)}` : esc(d.name())}</p>`;
    const html = documentHtml({ title: 'Commitment', pages: [p1, p2], font: 'serif', fontSize: '10pt', page: { pageNumbers: true, footerLeft: `Commitment · Loan ${d.loan.loanNumber}` } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

export const termGridThreeCol: Family = {
  id: 'ad-term-grid-requested-vs-approved',
  description: 'Term sheet with a three-column grid: Item | Requested by broker | Approved — only Approved is the deal.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const reqAmt = Math.round((d.loan.amount * (1.08 + rng.next() * 0.1)) / 5000) * 5000;
    const reqRate = Math.max(7, d.loan.rate - rng.pick([0.5, 0.75, 1]));
    const rowsHtml = [
      ['Loan amount', money(reqAmt), d.amount()],
      ['Interest rate', `${pct(reqRate)}%`, `${d.rate()}%`],
      ['Term', `${d.loan.termMonths + 6} months`, d.term()],
      ['Origination', '1.00 pt', d.orig() ? `${pct(d.loan.originationPoints ?? 0)} pts` : 'n/a'],
      ['Prepayment', 'None', d.prepay()],
    ].map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
    const body = `${letterhead({ name: desk, lines: ['Credit decision'], color: accent(rng) })}
<table class="grid" style="margin-bottom:10px"><tr><td class="b" style="width:25%">Borrower</td><td>${esc(d.borrowerLine())}</td><td class="b" style="width:18%">Program</td><td>${esc(d.ltype())}</td></tr>
<tr><td class="b">Subject</td><td colspan="3">${esc(d.address())}</td></tr>
<tr><td class="b">Valuation</td><td>${d.value()} as-is</td><td class="b">Broker</td><td>${esc(d.broker.name)}</td></tr></table>
<table class="grid"><tr><th>Item</th><th>Broker request</th><th>APPROVED</th></tr>${rowsHtml}</table>
<p style="margin-top:10px">Approved terms govern. Target close ${d.close()}. ${d.exit() ? `Exit per file: ${esc(d.exit() ?? '')}.` : ''}</p>
<p class="small">Decision date ${pickDate(rng, d.f.documentDate)} · Committee: ${esc(fullName(d.lender.contact))}</p>`;
    const html = documentHtml({ title: 'Credit decision', pages: [body], font: 'condensed', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

export const preApprovalBend: Family = {
  id: 'ad-pre-qual-letter-builder',
  description: 'Pre-qualification letter to a Bend/Portland builder-borrower, facts only in sentences.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const opener = d.entity
      ? `${esc(d.entName() ?? '')} (the "Borrower"), through its ${esc(d.entity.signatoryTitle)} ${esc(d.name())}, has applied`
      : `${esc(d.name())} has applied`;
    const body = `${letterhead({ name: desk, lines: ['Bend · Portland · Seattle · Honolulu'], color: accent(rng) })}
<p>${pickDate(rng, d.f.documentDate)}</p>
<p><b>To whom it may concern / Listing agent:</b></p>
<p>${opener} for financing to acquire and improve ${esc(d.address('long'))}. Based on the information provided to date, we have pre-qualified a ${esc(d.ltype().toLowerCase())} loan of up to ${d.amount()} at an interest rate of ${d.rate()}% for a term of ${d.term()}.</p>
<p>This letter is not a commitment. Final approval is subject to an appraisal supporting a value of at least ${d.value()}, review of the plans and budget, and clear title. We expect to be able to close by ${d.close('long')}.</p>
<p>Questions may be directed to the undersigned at ${phone(d.otherPhone(), 'dash')}.</p>
${sign(fullName(d.lender.contact), 'Loan Officer')}`;
    const html = documentHtml({ title: 'Pre-qualification', pages: [body], font: 'serif', fontSize: '10.5pt' });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: d.truth() };
  },
};

export const creditMemo: Family = {
  id: 'ad-internal-credit-memo',
  description: 'Internal credit memo: boxes with label above value, sponsor section with FICO and DOB, risk narrative.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const box = (label: string, value: string | undefined) => value === undefined ? '' : `<div class="bx"><div class="lb">${label}</div><div class="vl">${value}</div></div>`;
    const sponsor = [
      box('Sponsor', esc(d.name('caps'))),
      box('FICO (mid)', d.fico()),
      box('DOB', rng.chance(0.6) ? d.dob('us') : undefined),
      box('Entity', d.entName() ? esc(d.entName() ?? '') : undefined),
      box('EIN', d.entity ? d.ein() : undefined),
    ].join('');
    const deal = [
      box('Loan #', d.loanNo()),
      box('Loan type', esc(d.ltype())),
      box('Amount', d.amount()),
      box('As-is value', d.value()),
      box('Rate', `${d.rate()}%`),
      box('Term (mo)', d.termMonths()),
      box('Orig pts', d.orig()),
      box('Exit', d.exit()),
      box('Close', d.close('us')),
    ].join('');
    const ltv = ((d.loan.amount / d.prop.value) * 100).toFixed(1);
    const body = `<div style="display:flex;justify-content:space-between;border-bottom:3px double #000;padding-bottom:6px"><b style="font-size:14pt">CREDIT MEMO</b><span>${rng.pick(DESKS)} · INTERNAL</span></div>
<p style="margin-top:8px"><b>Collateral:</b> ${esc(d.address('caps'))} — ${esc(d.ptype())}</p>
<h4>Sponsor</h4><div class="row">${sponsor}</div>
<h4>Request</h4><div class="row">${deal}</div>
<h4>Narrative</h4><p>LTV of ${ltv}% on the as-is value. ${d.price() ? `Contract price ${d.price()}.` : ''} ${d.arv() ? `Broker's ARV of ${d.arv()} not relied upon.` : ''} Referred by ${esc(d.broker.contact.first)} ${esc(d.broker.contact.last)} of ${esc(d.broker.name)}. Sponsor's other holdings verified by ${esc(d.title.name)} title search.</p>
<p>Recommendation: approve. — ${esc(fullName(d.lender.contact))}</p>`;
    const css = `.row{display:flex;flex-wrap:wrap;gap:6px}.bx{border:1px solid #333;padding:3px 6px;min-width:1.4in}.lb{font-size:7pt;text-transform:uppercase;color:#444}.vl{font-weight:bold}h4{margin:12px 0 4px}`;
    const html = documentHtml({ title: 'Credit memo', pages: [body], font: 'sans', fontSize: '9.5pt', css });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

export const signedLoiScan: Family = {
  id: 'ad-countersigned-loi-scan',
  description: 'One-page LOI printed, countersigned by the borrower and scanned back by the broker.',
  formats: ['pdf_scanned', 'image'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const sig = d.signer();
    const borrowerSig = sig ? `${esc(d.entName() ?? '')}<br>By: <span class="scrawl">${esc(sig.name)}</span><br>${esc(sig.name)}, ${esc(sig.title)}` : `<span class="scrawl">${esc(d.name())}</span><br>${esc(d.name('plain'))}, Borrower`;
    const body = `${letterhead({ name: desk, lines: ['LETTER OF INTENT'], color: '#222' })}
${kvTable(rows([
  ['Property', esc(d.address())],
  ['Type', d.ltype()],
  ['Amount', d.amount()],
  ['Rate', `${d.rate()}%`],
  ['Term', d.term()],
  ['Lender points', d.orig()],
  ['Prepay', d.prepay()],
  ['Closing', d.close()],
]), { labelWidth: '28%' })}
<p style="margin-top:10px">Borrower acknowledges these terms and authorizes Lender to order the appraisal and title. Deposit of $${rng.pick([1500, 2000, 2500])} for third-party costs is enclosed.</p>
<table style="width:100%;margin-top:20px"><tr><td style="width:50%;vertical-align:top">LENDER<br><span class="scrawl">${esc(fullName(d.lender.contact))}</span><br>${esc(fullName(d.lender.contact))}</td><td style="vertical-align:top">BORROWER<br>${borrowerSig}<br>Date: ${dt(d.f.documentDate, 'num')}</td></tr></table>`;
    const html = documentHtml({ title: 'LOI signed', pages: [body], font: 'sans', fontSize: '10.5pt' });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: d.truth() };
  },
};

export const rateLock: Family = {
  id: 'ad-rate-and-fee-confirmation',
  description: 'Lender rate and fee confirmation to the broker: fee table with points and flat fees, borrower named once.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const desk = rng.pick(DESKS);
    const feeRows = rows([
      ['Origination (points)', d.orig()],
      ['Discount (points)', d.disc()],
      ['Broker (points, paid to broker)', d.brk()],
      ['Loan document fee', d.docFee()],
      ['Admin fee', d.adminFee()],
      ['Processing fee', d.procFee()],
      ['Credit report (pass-through)', money(rng.pick([45, 65, 85]))],
      ['Flood cert (pass-through)', money(rng.pick([14, 18, 22]))],
    ]);
    const body = `${letterhead({ name: desk, lines: [`To: ${esc(d.broker.name)} — ${esc(fullName(d.broker.contact))}`], color: accent(rng) })}
<h2 style="font-size:13pt">Rate &amp; Fee Confirmation</h2>
<p>Borrower: <b>${esc(d.borrowerLine())}</b> &nbsp;&nbsp; File: ${d.loanNo()}</p>
<p>Subject: ${esc(d.address())}</p>
<p>Note rate: <b>${d.rate()}%</b> &nbsp; Amount: <b>${d.amount()}</b> &nbsp; Term: <b>${d.term()}</b></p>
<table class="grid"><tr><th>Fee</th><th class="right">Amount / points</th></tr>${feeRows.map(([k, v]) => `<tr><td>${k}</td><td class="right">${v}</td></tr>`).join('')}</table>
<p style="margin-top:8px">Confirmed ${pickDate(rng, d.f.documentDate)}. Pricing held through ${d.close()}.</p>`;
    const html = documentHtml({ title: 'Rate confirmation', pages: [body], font: 'sans', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

export const letterFamilies: Family[] = [
  specBuildTermSheet, aduTermSheet, leaseholdCondoLoi, lotLoanLoi, notePurchaseLoi, commitmentLetter, termGridThreeCol,
  preApprovalBend, creditMemo, signedLoiScan, rateLock,
];
