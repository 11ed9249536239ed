// The real-estate attorney's closing office: engagement letters, contracts of sale with riders, title reports,
// title bills, settlement statements, paralegal e-mails, questionnaires, faxed payoffs, vesting sheets, affidavits.
import { accent, checkboxes, documentHtml, kvTable, letterhead } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  addr, attorney, cityLine, dAbbr, dAny, dLong, dShort, dUS, ein, entityKind, fullName, h, lastFirstUpper, lenderFees,
  pct, phoneFmt, pointFees, propertyTypeLabel, staffName, street, truth, usd, vestee, vesteeFields,
} from './fmt';

/** Who signs: the principal, with "as Managing Member of X LLC" for an entity. */
function signBlock(f: DealFacts, label = 'By'): string {
  if (!f.entity) return `<div class="sig">${h(fullName(f.borrower, true))}</div>`;
  return `<div style="margin-top:6px">${h(f.entity.name)}</div><div class="sig">${label}: ${h(fullName(f.borrower))}, ${h(f.entity.signatoryTitle)}</div>`;
}
const SIGN_FIELDS: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'authorized_signatory_name', 'authorized_signatory_title'];

function blockLot(r: Rng): string {
  return `Section ${r.int(1, 9)} Block ${r.int(100, 9999)} Lot ${r.int(1, 180)}`;
}

function priceOf(f: DealFacts): number {
  return f.property.purchasePrice ?? Math.round((f.property.value * 0.93) / 1000) * 1000;
}

const engagementLetter: Family = {
  id: 'atty-engagement-letter',
  description: "Borrower's/purchaser's real-estate attorney engagement letter naming the transaction, lender and loan amount",
  formats: ['pdf_text'],
  make(f, r) {
    const a = attorney(r);
    const purchase = f.loan.purpose === 'Purchase';
    const client = f.entity ? `${f.entity.name}<br>Attn: ${h(fullName(f.borrower))}, ${h(f.entity.signatoryTitle)}` : h(fullName(f.borrower, true));
    const showClosing = r.chance(0.6);
    const showEmail = r.chance(0.6);
    const fee = r.pick([1500, 1750, 2000, 2250, 2500, 2950]);
    const html = documentHtml({
      title: 'Engagement Letter',
      font: 'serif',
      pages: [`${letterhead({ name: a.firm, lines: [`${h(a.town)} &middot; Tel ${a.phone} &middot; ${a.email}`], color: accent(r), align: 'center' })}
<p>${dLong(f.documentDate)}</p>
<p><b>Via e-mail${showEmail ? ` (${h(f.borrower.email)})` : ''}</b><br>${client}</p>
<p><b>Re: ${purchase ? `Purchase of ${h(addr(f.property.address))} from ${h(fullName(f.seller))}` : `Mortgage loan secured by ${h(addr(f.property.address))}`}</b><br>
Lender: ${h(f.lender.name)} &nbsp; Loan amount: ${usd(f.loan.amount)}</p>
<p>Dear ${h(f.borrower.first)}:</p>
<p>Thank you for selecting this office to represent ${f.entity ? 'the company' : 'you'} in connection with the above ${purchase ? 'purchase and the related mortgage financing' : 'mortgage financing'}. This letter sets out the terms of our engagement as required by Part 1215 of the Rules of the Chief Administrator.</p>
<p><b>1. Scope.</b> We will review ${purchase ? 'and negotiate the contract of sale, ' : ''}the lender's commitment, order and review title, review the loan documents prepared by lender's counsel and attend the closing${showClosing ? `, presently anticipated on or about <b>${dAny(r, f.loan.closingDate)}</b>` : ''}. We do not represent ${h(f.lender.name)}, ${h(f.broker.name)} or ${h(f.title.name)}.</p>
<p><b>2. Fee.</b> Our flat fee is ${usd(fee)} plus disbursements (title, recording, municipal searches, overnight and wire charges). If the transaction does not close, we will bill at $${r.pick([350, 375, 425])} per hour not to exceed the flat fee.</p>
<p><b>3. Lender's counsel.</b> You will also be responsible for the fee of the lender's attorney, which is typically ${usd(r.pick([995, 1250, 1500]))} and is not part of our fee.</p>
<p><b>4. Arbitration.</b> In the event of a fee dispute you may have the right to arbitration under Part 137 of the Rules of the Chief Administrator.</p>
<p>If this is acceptable, please countersign and return a copy to ${h(staffName(r))} in our office.</p>
<p>Very truly yours,<br><br><span class="scrawl">${h(a.name.replace(', Esq.', ''))}</span><br>${h(a.name)}</p>
<p style="margin-top:18px"><b>AGREED AND ACCEPTED:</b></p>${signBlock(f)}`],
    });
    const fields: TruthField[] = [...SIGN_FIELDS, 'property_address', 'loan_amount'];
    if (showClosing) fields.push('estimated_closing_date');
    if (showEmail) fields.push('borrower_email');
    return { kind: 'html', documentType: purchase ? 'Purchase and Sale Agreement' : 'Term Sheet', html, truth: truth(f, fields) };
  },
};

const contractOfSale: Family = {
  id: 'contract-of-sale-with-mortgage-rider',
  description: 'NY-style residential/commercial contract of sale, first page plus a mortgage commitment contingency rider',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, r) {
    const price = priceOf(f);
    const down = Math.round(price * 0.1);
    const buyer = f.entity ? `${h(f.entity.name)}, ${entityKind(f)}` : h(fullName(f.borrower, true)) + (f.coBorrower ? ` and ${h(fullName(f.coBorrower))}` : '');
    const sellerAtty = attorney(r);
    const ptype = propertyTypeLabel(r, f);
    const commitDays = r.pick([30, 35, 45]);
    const p1 = `<div class="center b" style="font-size:13pt">CONTRACT OF SALE</div>
<div class="center small" style="margin-bottom:10px">${h(ptype.toUpperCase())} &mdash; ${r.pick(['Form 8041 (modified)', 'Residential Contract (Bar Association form, rev.)', 'Rider-annexed form'])}</div>
<p class="small">NOTE: FIRE AND CASUALTY LOSSES AND CONDEMNATION. This contract form does not provide for what happens in the event of fire or other casualty loss or condemnation before the title closing.</p>
<p><b>CONTRACT OF SALE</b> made as of ${dLong(f.documentDate)} BETWEEN</p>
<p><b>${h(fullName(f.seller, true).toUpperCase())}</b>, ("Seller") and</p>
<p><b>${buyer.toUpperCase()}</b> ("Purchaser").</p>
<p><b>1. Premises.</b> Seller shall sell and convey and Purchaser shall purchase the property, together with all buildings and improvements thereon (the "Premises"), known as <b>${h(addr(f.property.address))}</b>, ${blockLot(r)} on the Tax Map, used as a ${h(ptype)}.</p>
<p><b>2. Purchase Price.</b> The purchase price is ${usd(price, true)}, payable as follows: (a) on the signing of this contract, by Purchaser's check payable to the Escrowee ${usd(down, true)}; (b) balance at Closing ${usd(price - down, true)}.</p>
<p><b>3. Mortgage Commitment Contingency.</b> See Rider, paragraph R-4.</p>
<p><b>4. Closing.</b> The Closing shall take place at the office of Purchaser's lender's attorney on or about <b>${dLong(f.loan.closingDate)}</b>.</p>
<p><b>5. Escrowee.</b> ${h(sellerAtty.firm)}, ${h(sellerAtty.town)}, attorneys for Seller, shall hold the Downpayment in escrow.</p>
<table style="width:100%;margin-top:18px"><tr><td style="width:50%">SELLER:<div class="sig">${h(fullName(f.seller))}</div></td><td>PURCHASER:${signBlock(f)}</td></tr></table>`;
    const p2 = `<div class="center b" style="font-size:12pt;margin-bottom:8px">RIDER TO CONTRACT OF SALE</div>
<p class="small">Seller: ${h(fullName(f.seller))} &nbsp;&nbsp; Purchaser: ${buyer} &nbsp;&nbsp; Premises: ${h(street(f.property.address))}</p>
<p><b>R-1.</b> In the event of any inconsistency between the printed form and this Rider, this Rider shall govern.</p>
<p><b>R-2.</b> Seller represents that the Premises are free of violations of record; Seller shall deliver the Premises broom-clean and vacant except for tenants listed on Schedule C.</p>
<p><b>R-3.</b> Purchaser may inspect the Premises within 48 hours prior to Closing.</p>
<p><b>R-4. Mortgage Commitment Contingency.</b> The obligation of Purchaser is conditioned upon Purchaser obtaining a written commitment from an institutional or private lender for a first mortgage loan in the principal amount of <b>${usd(f.loan.amount)}</b>, for a term of not less than <b>${f.loan.termMonths} months</b>, at the prevailing rate. Purchaser shall apply within ${r.pick([5, 7, 10])} business days and if no commitment is issued within ${commitDays} days of the date hereof, either party may cancel this contract and the Downpayment shall be refunded.</p>
<p><b>R-5.</b> Purchaser's attorney: ${h(attorney(r).firm)}. Broker: ${h(f.broker.name)} shall be paid by Seller pursuant to separate agreement.</p>
<p><b>R-6.</b> This Rider may be signed in counterparts and delivered by fax or PDF.</p>
<table style="width:100%;margin-top:18px"><tr><td style="width:50%"><div class="sig">Seller</div></td><td><div class="sig">Purchaser</div></td></tr></table>`;
    const html = documentHtml({ title: 'Contract of Sale', font: 'serif', fontSize: '9.5pt', pages: [p1, p2], page: { pageNumbers: true } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, [...SIGN_FIELDS, 'property_address', 'property_type', 'loan_amount', 'loan_term', 'estimated_closing_date']) };
  },
};

function titleNo(r: Rng): string {
  return `${r.pick(['NYT', 'RT', 'FLT', 'CT'])}-${r.int(10, 99)}-${r.int(10000, 99999)}`;
}

const titleReport: Family = {
  id: 'title-report-schedules',
  description: "Title agent's report/certificate of title: Schedule A (insured, amounts, vesting, premises) and Schedule B exceptions",
  formats: ['pdf_text'],
  make(f, r) {
    const purchase = f.loan.purpose === 'Purchase';
    const owner = purchase ? fullName(f.seller, true).toUpperCase() : vestee(f, true);
    const oldMtg = Math.round(f.property.value * (0.3 + r.next() * 0.3) / 1000) * 1000;
    const showClosing = r.chance(0.5);
    const rows: [string, string][] = [
      ['Title No.', titleNo(r)],
      ['Effective Date', dUS(f.documentDate)],
      ['Proposed Insured (Loan Policy)', `${h(f.lender.name)}, its successors and/or assigns, ISAOA/ATIMA`],
      ['Amount of Insurance (Loan Policy)', usd(f.loan.amount, true)],
      ...(purchase ? [['Proposed Insured (Owner\'s Policy)', vestee(f, true)] as [string, string], ['Amount of Insurance (Owner\'s)', usd(priceOf(f), true)] as [string, string]] : []),
      ['Title vested in', `${h(owner)} by deed dated ${dUS(`20${r.int(10, 21)}-0${r.int(1, 9)}-1${r.int(0, 9)}`)}`],
      ['Premises', `${h(street(f.property.address))}, ${h(cityLine(f.property.address))}`],
      ['Tax Map', blockLot(r)],
      ...(showClosing ? [['Closing Date (scheduled)', dAbbr(f.loan.closingDate)] as [string, string]] : []),
    ];
    const exceptions = [
      `Mortgage made by ${h(owner)} to ${r.pick(['Dime Community Bank', 'Ridgewood Savings Bank', 'Valley National Bank', 'Citizens Bank, N.A.'])} in the amount of ${usd(oldMtg, true)}, recorded in CRFN 20${r.int(15, 22)}000${r.int(100000, 999999)}. <i>To be paid off and satisfied at closing.</i>`,
      `UCC-1 Financing Statement filed against ${h(owner)}; to be terminated or omitted upon proof.`,
      'Rights of tenants in possession, as tenants only, under unrecorded leases, with no option to purchase.',
      `Environmental Control Board violations: search annexed; ${r.pick(['none found', '2 open, to be omitted upon payment'])}.`,
      'Survey reading: Company will insure that the dwelling is within lot lines, subject to survey inspection.',
      `Water and sewer charges through the date of closing; last reading ${usd(r.int(180, 1900), true)}.`,
    ];
    const html = documentHtml({
      title: 'Title Report',
      font: 'sans',
      fontSize: '9pt',
      pages: [`${letterhead({ name: f.title.name, lines: [`Agent for ${r.pick(['Stewart Title Insurance Company', 'Fidelity National Title Insurance Company', 'First American Title Insurance Company'])}`, `Closer: ${h(fullName(f.title.contact))} &middot; ${phoneFmt(r, f.title.contact.phone)}`], color: accent(r) })}
<div class="b center" style="font-size:12pt;margin-bottom:8px">CERTIFICATE OF TITLE &mdash; SCHEDULE A</div>
${kvTable(rows, { labelWidth: '36%' })}
<div class="b" style="margin:12px 0 4px">SCHEDULE B &mdash; EXCEPTIONS AND REQUIREMENTS</div>
<ol style="margin:0;padding-left:18px">${exceptions.map((e) => `<li style="margin-bottom:4px">${e}</li>`).join('')}</ol>
<p class="small" style="margin-top:10px">Requirements: Proof of authority of ${purchase ? 'the purchaser' : 'the owner'} to mortgage; Patriot Act / OFAC search; payoff letters for all mortgages of record; executed ALTA affidavit.</p>`],
    });
    const fields: TruthField[] = [...vesteeFields(f), 'property_address', 'loan_amount'];
    if (showClosing) fields.push('estimated_closing_date');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, fields) };
  },
};

const titleBill: Family = {
  id: 'title-closing-bill',
  description: "Title closer's bill: premium, endorsements, recording and mortgage tax, plus lender charges collected at the table",
  formats: ['pdf_text'],
  make(f, r) {
    const premium = Math.round(f.loan.amount * 0.0042);
    const mtgTax = Math.round(f.loan.amount * 0.018);
    const pts = pointFees(r, f).filter((p) => p.field !== 'discount_points' || r.chance(0.8));
    const fees = lenderFees(r, f);
    const titleRows: [string, number][] = [
      ['Loan Policy Premium', premium], ['Endorsements (Env. Protection Lien, Survey, Waiver of Arb.)', r.int(150, 450)],
      ['Municipal / Departmental Searches', r.int(250, 650)], ['Recording - Mortgage', r.int(180, 340)],
      ['Mortgage Recording Tax', mtgTax], ['Closer Pick-up Fee', 300],
    ];
    const line = (l: string, v: string) => `<tr><td>${l}</td><td class="right">${v}</td></tr>`;
    const html = documentHtml({
      title: 'Title Bill',
      font: 'condensed',
      fontSize: '9.5pt',
      pages: [`${letterhead({ name: f.title.name, lines: [h(addr(f.title.address)), `Closer on file: ${h(fullName(f.title.contact))}`], color: accent(r) })}
<div class="b" style="font-size:12pt">TITLE BILL &mdash; ${r.pick(['PLEASE REMIT AT CLOSING', 'CLOSING STATEMENT OF CHARGES'])}</div>
<table class="grid" style="margin:8px 0">${[
        ['Title No.', titleNo(r)], ['Closing Date', dUS(f.loan.closingDate)], ['Borrower', h(vestee(f))],
        ['Premises', h(addr(f.property.address))], ['Lender / Loan #', `${h(f.lender.name)} / ${f.loan.loanNumber}`], ['Mortgage Amount', usd(f.loan.amount, true)],
      ].map(([k, v]) => `<tr><td class="b" style="width:30%">${k}</td><td>${v}</td></tr>`).join('')}</table>
<table class="grid"><tr><th>Title charges</th><th class="right">Amount</th></tr>${titleRows.map(([l, v]) => line(h(l), usd(v, true))).join('')}</table>
<table class="grid" style="margin-top:10px"><tr><th>Lender charges collected by closer</th><th class="right">Amount</th></tr>
${pts.map((p) => line(`${h(p.label)} (${p.points}% of loan)`, usd(p.amount, true))).join('')}
${fees.rows.map(([l, v]) => line(h(l), usd(v, true))).join('')}
${line("Lender's counsel fee", usd(r.pick([995, 1250, 1500]), true))}</table>
<p class="small" style="margin-top:10px">Make checks payable to ${h(f.title.name)}. Mortgage tax and recording fees by separate official bank check. Wires must be confirmed by telephone with the closer.</p>`],
    });
    const fields: TruthField[] = [...vesteeFields(f), 'property_address', 'loan_amount', 'loan_number', 'estimated_closing_date', ...fees.fields, ...pts.map((p) => p.field)];
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, fields) };
  },
};

const altaSettlement: Family = {
  id: 'alta-settlement-statement',
  description: 'ALTA combined settlement statement (commercial/investor loan) with borrower debits and credits',
  formats: ['pdf_text'],
  make(f, r) {
    const purchase = f.loan.purpose === 'Purchase';
    const price = priceOf(f);
    const perDiem = (f.loan.amount * f.loan.rate) / 100 / 360;
    const days = r.int(5, 27);
    const pts = pointFees(r, f);
    const fees = lenderFees(r, f);
    const row = (l: string, debit?: number, credit?: number) => `<tr><td>${l}</td><td class="right">${debit === undefined ? '' : usd(debit, true)}</td><td class="right">${credit === undefined ? '' : usd(credit, true)}</td></tr>`;
    const head = (t: string) => `<tr><td colspan="3" style="background:#eee" class="b">${t}</td></tr>`;
    const html = documentHtml({
      title: 'ALTA Settlement Statement',
      font: 'sans',
      fontSize: '8.5pt',
      pages: [`<div class="center b" style="font-size:12pt">ALTA Settlement Statement &ndash; Borrower</div>
<div class="center small" style="margin-bottom:8px">Adopted 05-01-2015 &middot; ${h(f.title.name)} &middot; File No. ${titleNo(r)}</div>
${kvTable([
        ['Borrower', f.entity ? `${h(f.entity.name)}` : h(vestee(f))],
        ...(purchase ? [['Seller', h(fullName(f.seller))] as [string, string]] : []),
        ['Lender', h(f.lender.name)], ['Loan No.', f.loan.loanNumber], ['Property', h(addr(f.property.address))],
        ['Settlement Date', dUS(f.loan.closingDate)], ['Disbursement Date', dUS(f.loan.closingDate)],
      ], { labelWidth: '24%' })}
<table class="grid" style="margin-top:8px"><tr><th>Description</th><th class="right" style="width:20%">Borrower Debit</th><th class="right" style="width:20%">Borrower Credit</th></tr>
${head('Financial')}${purchase ? row('Sale Price of Property', price) : ''}${row('Loan Amount', undefined, f.loan.amount)}
${purchase ? row('Deposit held by Seller\'s attorney', undefined, Math.round(price * 0.1)) : row('Payoff to prior mortgagee', Math.round(f.loan.amount * 0.7))}
${head('Loan Charges to ' + h(f.lender.name))}
${pts.map((p) => row(`${h(p.label)} ${p.points}%${p.field === 'broker_points' ? ` to ${h(f.broker.name)}` : ''}`, p.amount)).join('')}
${fees.rows.map(([l, v]) => row(h(l), v)).join('')}
${row(`Prepaid interest ${usd(perDiem, true)}/day x ${days} days @ ${pct(f.loan.rate, r)}`, Math.round(perDiem * days * 100) / 100)}
${head('Title Charges &amp; Escrow')}${row('Title - Loan Policy', Math.round(f.loan.amount * 0.0042))}${row('Title - Settlement/Closing Fee', r.pick([350, 450, 500]))}
${head('Government Recording and Transfer Charges')}${row('Recording Fees - Mortgage', r.int(180, 340))}${row('Mortgage Tax', Math.round(f.loan.amount * 0.018))}
</table>
<p class="small" style="margin-top:8px">We/I have carefully reviewed the ALTA Settlement Statement and find it to be a true and accurate statement of all receipts and disbursements made on my account or by me in this transaction.</p>
<table style="width:100%"><tr><td>${signBlock(f)}</td><td><div class="sig">Settlement Agent: ${h(fullName(f.title.contact))}</div></td></tr></table>`],
    });
    const fields: TruthField[] = [...SIGN_FIELDS, 'property_address', 'loan_amount', 'loan_number', 'estimated_closing_date', 'interest_rate', ...fees.fields, ...pts.map((p) => p.field)];
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, fields) };
  },
};

const closingEmail: Family = {
  id: 'paralegal-closing-scheduled-email',
  description: "Attorney's paralegal e-mail: closing scheduled, what to bring, lender and loan figures",
  formats: ['pdf_text'],
  make(f, r) {
    const a = attorney(r);
    const staff = staffName(r);
    const time = r.pick(['10:00 AM', '11:00 AM', '1:30 PM', '2:00 PM', '3:30 PM']);
    const d = r.pick([dShort, dLong, dAbbr])(f.loan.closingDate);
    const staffEmail = `${staff.split(' ')[0]?.toLowerCase()}@${a.email.split('@')[1]}`;
    const html = documentHtml({
      title: 'Closing scheduled',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`<div style="border-bottom:1px solid #999;padding-bottom:6px;margin-bottom:10px">
<div><b>From:</b> ${h(staff)} &lt;${staffEmail}&gt;</div>
<div><b>To:</b> ${h(fullName(f.borrower))} &lt;${h(f.borrower.email)}&gt;</div>
<div><b>Cc:</b> ${h(a.name)} &lt;${a.email}&gt;; ${h(fullName(f.broker.contact))} &lt;${h(f.broker.contact.email)}&gt;</div>
<div><b>Subject:</b> CLOSING SCHEDULED - ${h(street(f.property.address))} - ${d} @ ${time}</div></div>
<p>Hi ${h(f.borrower.first)},</p>
<p>We are confirmed to close your ${h(f.lender.name)} loan on <b>${d} at ${time}</b> at ${r.pick(["our office", "lender's counsel's office", 'the title company']) }. Details we have from the lender's closing instructions:</p>
<ul>
<li>Borrower: ${h(vestee(f))}</li>
<li>Property: ${h(addr(f.property.address))}</li>
<li>Loan #${f.loan.loanNumber} &ndash; ${usd(f.loan.amount)} at ${pct(f.loan.rate, r)}</li>
<li>Title: ${h(f.title.name)} (closer ${h(fullName(f.title.contact))})</li>
</ul>
<p>Please bring: two forms of government ID for ${f.entity ? `${h(fullName(f.borrower))} as ${h(f.entity.signatoryTitle)}` : 'each borrower'}${f.entity ? ', the original operating agreement/formation documents and the EIN letter' : ''}, and a cashier's check or wire for the balance on the settlement statement (figures to follow once the lender balances the CD with title).</p>
<p><b>WIRE FRAUD ALERT:</b> our office will never e-mail you changes to wiring instructions. Call us at ${a.phone} to verify.</p>
<p>Thanks,<br>${h(staff)}<br>Paralegal to ${h(a.name)}<br>${h(a.firm)}<br>${h(a.town)}</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'entity_name', 'property_address', 'loan_number', 'loan_amount', 'interest_rate', 'estimated_closing_date'];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

const questionnaire: Family = {
  id: 'association-management-questionnaire',
  description: "Lender's condo/co-op/association questionnaire completed by the managing agent",
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, r) {
    const condo = f.property.type === 'Condo';
    const ptype = condo ? 'Condominium' : propertyTypeLabel(r, f);
    const agent = r.pick(['Ardent Property Management Corp.', 'Midboro Management', 'Brickhouse Residential Services', 'Lakeside Managing Agents, Inc.']);
    const units = r.int(12, 140);
    const yn = (yes: boolean) => checkboxes(['Yes', 'No'], yes ? 'Yes' : 'No');
    const html = documentHtml({
      title: 'Questionnaire',
      font: 'sans',
      fontSize: '9pt',
      pages: [`<div class="b" style="font-size:12pt">${h(f.lender.name)}</div>
<div class="b" style="font-size:11pt;margin-bottom:6px">PROJECT / ASSOCIATION QUESTIONNAIRE (Limited Review)</div>
${kvTable([
        ['Lender Loan #', f.loan.loanNumber], ['Borrower / Unit Owner', h(vestee(f))],
        ['Subject Address', h(addr(f.property.address))],
        ['Project Type', condo ? checkboxes(['Condominium', 'Cooperative', 'HOA/PUD'], 'Condominium') : `${checkboxes(['Condominium', 'Cooperative'], undefined)} &#9746; Other: ${h(ptype)}`],
        ['Managing Agent', `${agent} &middot; ${h(staffName(r))}`],
      ], { labelWidth: '30%' })}
<table class="grid" style="margin-top:8px">
<tr><th style="width:70%">Question</th><th>Answer</th></tr>
<tr><td>Total number of units / lots in project</td><td>${units}</td></tr>
<tr><td>Units owned by a single entity (including sponsor)</td><td>${r.int(0, 4)}</td></tr>
<tr><td>Units 60+ days delinquent in common charges</td><td>${r.int(0, 3)}</td></tr>
<tr><td>Is the project subject to any pending litigation?</td><td>${yn(r.chance(0.15))}</td></tr>
<tr><td>Does any commercial space exceed 25% of total square footage?</td><td>${yn(f.property.type === 'Mixed Use')}</td></tr>
<tr><td>Is there a special assessment currently in effect?</td><td>${yn(r.chance(0.2))}</td></tr>
<tr><td>Monthly common charges / maintenance for subject unit</td><td>${usd(r.int(180, 1400), true)}</td></tr>
<tr><td>Master insurance carrier / policy expiration</td><td>${r.pick(['Travelers', 'Greater NY Mutual', 'Chubb', 'Hanover'])} / ${dUS(`${f.documentDate.slice(0, 4)}-12-31`)}</td></tr>
</table>
<p class="small" style="margin-top:8px">Fee for completion: $${r.pick([150, 200, 250])}.00, payable by the unit owner. Completed by the undersigned on ${dUS(f.documentDate)}.</p>
<div class="sig">Authorized Agent, ${agent}</div>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, [...vesteeFields(f), 'property_address', 'property_type', 'loan_number']) };
  },
};

const payoffFax: Family = {
  id: 'faxed-payoff-statement',
  description: "Existing mortgagee's payoff statement faxed to the closing attorney (prior loan figures are decoys)",
  formats: ['pdf_scanned'],
  make(f, r) {
    const a = attorney(r);
    const bank = r.pick(['Hudson Valley Savings Bank', 'Ridgewood Savings Bank', 'Provident Community Bank', 'Emigrant Mortgage Servicing', 'Greater Bay Federal Credit Union']);
    const principal = Math.round(f.loan.amount * (0.4 + r.next() * 0.4) * 100) / 100;
    const oldRate = r.pick([3.25, 3.875, 4.5, 5.125, 6.25]);
    const interest = Math.round((principal * oldRate) / 100 / 12 * 100) / 100;
    const through = f.loan.closingDate;
    const html = documentHtml({
      title: 'Payoff',
      font: 'mono',
      fontSize: '9pt',
      pages: [`<div style="font-size:8pt;border-bottom:1px solid #000;margin-bottom:10px">${dUS(f.documentDate)} ${r.int(8, 17)}:${r.int(10, 59)} FROM: ${bank.toUpperCase()} PAYOFF DEPT  FAX ${r.int(200, 989)}-555-01${r.int(10, 99)}   TO: ${a.firm.toUpperCase()}  P.${r.int(1, 2)}/2</div>
<div class="center b" style="font-size:12pt">${bank.toUpperCase()}</div>
<div class="center b" style="margin-bottom:10px">MORTGAGE PAYOFF STATEMENT</div>
<pre style="font-family:inherit;white-space:pre-wrap">
REQUESTED BY:     ${a.name}
                  FOR CLOSING ON ${dUS(f.loan.closingDate)}
MORTGAGOR(S):     ${vestee(f, true)}
PROPERTY:         ${street(f.property.address).toUpperCase()}
                  ${cityLine(f.property.address).toUpperCase()}
LOAN NUMBER:      ${r.int(100, 999)}${r.int(1000000, 9999999)}
INTEREST RATE:    ${oldRate.toFixed(3)}%

PRINCIPAL BALANCE                 ${usd(principal, true)}
INTEREST TO ${dUS(through)}        ${usd(interest, true)}
ESCROW DEFICIT/(SURPLUS)          ${usd(-r.int(0, 900), true)}
RECORDING/SATISFACTION FEE        $75.00
PAYOFF STATEMENT FEE              $30.00

PER DIEM AFTER ${dUS(through)}:    ${usd(Math.round((principal * oldRate) / 36500 * 100) / 100, true)}
</pre>
<p>FUNDS MUST BE RECEIVED BY 2:00 PM EST. FIGURES GOOD THROUGH ${dUS(through)}. WIRE TO ABA ${r.int(10000000, 99999999)}0, REF: MORTGAGOR NAME AND LOAN NUMBER.</p>
<p>THIS STATEMENT IS SUBJECT TO FINAL VERIFICATION BY THE NOTE HOLDER.</p>
<p style="margin-top:20px">${r.pick(['LOAN SERVICING', 'PAYOFF UNIT'])} &mdash; ${h(staffName(r).toUpperCase())}</p>`],
    });
    const fields: TruthField[] = [...vesteeFields(f), 'property_address', 'estimated_closing_date'];
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, fields) };
  },
};

const vestingSheet: Family = {
  id: 'attorney-vesting-information-sheet',
  description: "Closing office intake: how title will be vested, principal's contact and ID details, entity information",
  formats: ['pdf_text'],
  make(f, r) {
    const a = attorney(r);
    const e = f.entity;
    const showDob = r.chance(0.7);
    const rows: [string, string][] = [
      ['Property', h(addr(f.property.address))],
      ['Title to be vested as', e ? `${checkboxes(['Individually', 'Entity'], 'Entity')}<br><b>${h(e.name)}</b>, ${entityKind(f)}` : `${checkboxes(['Individually', 'Entity'], 'Individually')}<br><b>${h(vestee(f))}</b>`],
      ['Principal / signer', `${h(fullName(f.borrower, true))}${e ? ` &mdash; Title: ${h(e.signatoryTitle)}` : ''}`],
      ...(showDob ? [['Date of birth', dUS(f.borrower.dob)] as [string, string]] : []),
      ['Cell', phoneFmt(r, f.borrower.phone)],
      ['E-mail', h(f.borrower.email)],
      ...(f.coBorrower && !e ? [['Co-borrower', `${h(fullName(f.coBorrower))}${showDob ? ` &mdash; DOB ${dUS(f.coBorrower.dob)}` : ''}`] as [string, string]] : []),
      ...(e?.ein ? [['Entity EIN', ein(e.ein)] as [string, string]] : []),
      ...(e ? [['State of formation', e.stateOfFormation]] as [string, string][] : []),
      ['Lender', h(f.lender.name)],
      ['Mortgage broker', `${h(f.broker.name)} (${h(fullName(f.broker.contact))})`],
    ];
    const html = documentHtml({
      title: 'Vesting Information',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`${letterhead({ name: a.firm, lines: [h(a.town)], color: accent(r) })}
<div class="b" style="font-size:12pt;margin-bottom:4px">PURCHASER / BORROWER INFORMATION SHEET</div>
<p class="small">Please complete and return to our office. This information is used to order title, prepare the deed/mortgage affidavits and satisfy the lender's USA PATRIOT Act requirements.</p>
${kvTable(rows, { labelWidth: '30%' })}
<p class="small" style="margin-top:10px">Required for entities: Articles of Organization / Certificate of Incorporation, Operating Agreement, EIN confirmation (IRS CP-575), Certificate of Good Standing dated within 30 days.</p>
<p>Date: ${dUS(f.documentDate)}</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'entity_name', 'ein', 'property_address'];
    if (showDob) fields.push('borrower_date_of_birth');
    if (showDob && !e) fields.push('co_borrower_date_of_birth');
    if (e) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: e ? 'Entity Document' : 'Loan Application', html, truth: truth(f, fields) };
  },
};

const affidavitOrResolution: Family = {
  id: 'borrowing-resolution-or-name-affidavit',
  description: "Signed, notarised closing paper: an entity's borrowing resolution and incumbency, or an individual's same-name affidavit",
  formats: ['pdf_scanned'],
  make(f, r) {
    const e = f.entity;
    const county = r.pick(['Nassau', 'Kings', 'Bergen', 'Fairfield', 'Montgomery', 'Norfolk', 'Westchester']);
    const notary = `<div style="margin-top:16px;font-size:8.5pt">STATE OF ${r.pick(['NEW YORK', 'NEW JERSEY', 'CONNECTICUT', 'PENNSYLVANIA'])} )<br>COUNTY OF ${county.toUpperCase()} ) ss.:<br>
On the ${r.int(4, 20)}th day of ${dLong(f.documentDate).split(' ')[0]} in the year ${f.documentDate.slice(0, 4)} before me, the undersigned, personally appeared ${h(fullName(f.borrower))}, personally known to me or proved to me on the basis of satisfactory evidence to be the individual whose name is subscribed to the within instrument.</div>
<div class="sig" style="min-width:2in">Notary Public &mdash; ${h(staffName(r))}</div>`;
    const body = e
      ? `<div class="center b" style="font-size:12pt">CERTIFICATE OF INCUMBENCY AND RESOLUTION TO BORROW</div>
<div class="center" style="margin-bottom:10px">${h(e.name.toUpperCase())}${e.ein ? ` &nbsp;(EIN ${ein(e.ein)})` : ''}</div>
<p>The undersigned, being the ${h(e.signatoryTitle)} of ${h(e.name)}, ${entityKind(f)} (the "Company"), hereby certifies that the following resolutions were duly adopted by ${e.type === 'Trust' ? 'the trustee(s)' : 'all of the members/directors'} of the Company and remain in full force and effect:</p>
<p>RESOLVED, that the Company borrow from ${h(f.lender.name)} (the "Lender") the principal sum of ${usd(f.loan.amount, true)} to be secured by a first mortgage on the premises known as ${h(addr(f.property.address))}; and</p>
<p>FURTHER RESOLVED, that ${h(fullName(f.borrower, true))}, as ${h(e.signatoryTitle)}, is authorized to execute the note, mortgage, assignment of leases and rents and all other loan documents on behalf of the Company.</p>
<p>The undersigned further certifies that ${h(fullName(f.borrower))} holds the office set forth beside the signature below and that the signature is genuine.</p>
<table class="grid" style="margin:8px 0"><tr><th>Name</th><th>Title</th><th>Signature</th></tr><tr><td>${h(fullName(f.borrower))}</td><td>${h(e.signatoryTitle)}</td><td><span class="scrawl">${h(fullName(f.borrower))}</span></td></tr></table>`
      : `<div class="center b" style="font-size:12pt">SAME NAME AFFIDAVIT</div>
<p style="margin-top:10px">${h(fullName(f.borrower, true).toUpperCase())}, being duly sworn, deposes and says:</p>
<p>1. I am the borrower in connection with a mortgage loan from ${h(f.lender.name)} in the amount of ${usd(f.loan.amount, true)} secured by the premises known as ${h(addr(f.property.address))}.</p>
<p>2. ${h(fullName(f.borrower, true))}, ${h(fullName(f.borrower).toUpperCase())}, ${h(f.borrower.first[0] ?? '')}. ${h(f.borrower.last)} and ${h(lastFirstUpper(f.borrower))} are one and the same person.</p>
<p>3. I make this affidavit to induce ${h(f.title.name)} and the Lender to close the above loan, knowing they will rely upon it.</p>
<div class="sig"><span class="scrawl">${h(fullName(f.borrower))}</span><br>${h(fullName(f.borrower, true))}</div>`;
    const html = documentHtml({ title: 'Affidavit', font: 'serif', pages: [`${body}${notary}`] });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'ein', 'property_address', 'loan_amount'];
    if (e) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(f, fields) };
  },
};

export const closingFamilies: Family[] = [
  engagementLetter, contractOfSale, titleReport, titleBill, altaSettlement, closingEmail, questionnaire, payoffFax,
  vestingSheet, affidavitOrResolution,
];

