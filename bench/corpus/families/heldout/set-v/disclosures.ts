// Disclosures and loan papers a California trust-deed broker prepares: MLDS, lender/purchaser disclosure,
// note and deed of trust excerpts, business-purpose certification, estimated settlement statement.
import { accent, documentHtml, kvTable, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  Stated, addr, anyDate, apn, date, decoyDate, decoyPerson, dre, entityKind, esc, exitText, fullName, investors, isJunior,
  loanTypeText, ltv, nmls, pct, phone, propTypeText, pts, purposeText, seniorLien, servicer, term,
  trusteeCo, usd, vesting,
} from './lib';

function borrowerBlock(rng: Rng, facts: DealFacts, s: Stated, signer = true): string {
  const { entity, borrower } = facts;
  if (entity) {
    s.add('entity_name');
    if (signer) s.add('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    return `${esc(entity.name)}${rng.chance(0.5) ? `, ${esc(entityKind(entity))}` : ''}${signer ? `<br><span class="small">By: ${esc(borrower.first)} ${esc(borrower.last)}, ${esc(entity.signatoryTitle)}</span>` : ''}`;
  }
  s.add('borrower_first_name', 'borrower_last_name');
  return esc(fullName(rng, borrower)) + (facts.coBorrower ? ` and ${esc(facts.coBorrower.first)} ${esc(facts.coBorrower.last)}` : '');
}

const mlds: Family = {
  id: 'v-mlds-re885-form',
  description: 'CA broker Mortgage Loan Disclosure Statement (RE 885 style): deductions, liens before/after, signed by borrower',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Stated();
    const { loan } = facts;
    const L = loan.amount;
    const senior = seniorLien(rng, facts);
    const who = borrowerBlock(rng, facts, s);
    s.add('property_address', 'loan_amount', 'loan_term', 'interest_rate', 'prepayment_penalty', 'prepayment_terms');
    const fees: [string, number | undefined][] = [];
    if (loan.brokerPoints !== undefined) { s.add('broker_points'); fees.push([`Mortgage Broker Commission/Fee (${pts(rng, loan.brokerPoints)}% of loan)`, (L * loan.brokerPoints) / 100]); }
    if (loan.originationPoints !== undefined) { s.add('origination_points'); fees.push([`Lender Origination Fee (${pts(rng, loan.originationPoints)} points)`, (L * loan.originationPoints) / 100]); }
    if (loan.discountPoints !== undefined) { s.add('discount_points'); fees.push([`Discount Points (${pts(rng, loan.discountPoints)}%)`, (L * loan.discountPoints) / 100]); }
    if (loan.processingFee !== undefined) { s.add('processing_fee'); fees.push(['Processing Fee', loan.processingFee]); }
    if (loan.docFee !== undefined) { s.add('loan_doc_fee'); fees.push(['Document Preparation Fee', loan.docFee]); }
    if (loan.adminFee !== undefined) { s.add('admin_fee'); fees.push(['Lender Administration Fee', loan.adminFee]); }
    const third: [string, number][] = [['Appraisal / BPO', rng.pick([450, 550, 650, 750])], ['Escrow Fee', rng.int(9, 28) * 50], ['Title Insurance (Lender\'s Policy)', rng.int(8, 30) * 50], ['Notary / Recording', rng.pick([165, 210, 245])], ['Credit Report', rng.pick([38, 55, 72])]];
    const totalDed = fees.reduce((a, [, v]) => a + (v ?? 0), 0) + third.reduce((a, [, v]) => a + v, 0);
    const payoff = isJunior(facts) || !['Refinance', 'Cash Out Refi'].includes(loan.type) ? 0 : Math.min(senior.balance, L * 0.7);
    const cash = Math.max(0, L - totalDed - payoff);
    const lienRows = isJunior(facts)
      ? `<tr><td>${esc(senior.holder)}</td><td>1st</td><td class="right">${usd(senior.balance, true)}</td></tr>`
      : payoff ? `<tr><td>${esc(senior.holder)} (to be paid off)</td><td>1st</td><td class="right">${usd(payoff, true)}</td></tr>` : '<tr><td>None</td><td></td><td></td></tr>';
    const afterRows = isJunior(facts)
      ? `<tr><td>${esc(senior.holder)}</td><td>1st</td><td class="right">${usd(senior.balance, true)}</td></tr><tr><td><b>This loan</b></td><td>2nd</td><td class="right">${usd(L, true)}</td></tr>`
      : `<tr><td><b>This loan</b></td><td>1st</td><td class="right">${usd(L, true)}</td></tr>`;
    const monthly = Math.round(((L * loan.rate) / 1200) * 100) / 100;
    const typeLine = rng.chance(0.6) ? (s.add('loan_type'), `<tr><td>Loan type</td><td>${esc(loanTypeText(rng, facts))}</td></tr>`) : '';
    const html = documentHtml({
      title: 'Mortgage Loan Disclosure Statement',
      font: 'sans',
      fontSize: '8.1pt',
      css: '.grid td{padding:2px 5px} h2{font-size:9pt;background:#ddd;padding:2px 4px;margin:8px 0 3px}',
      page: { footerLeft: `RE 885 (Rev. ${rng.pick(['11/19', '7/21', '1/23'])}) — broker copy`, pageNumbers: true },
      pages: [`
<div class="center b" style="font-size:12pt">MORTGAGE LOAN DISCLOSURE STATEMENT (TRADITIONAL)</div>
<div class="center small">Business and Professions Code §10240 — Real Estate Broker Arranged Loan</div>
<table class="grid" style="margin-top:8px"><tr><td style="width:50%"><span class="small">BORROWER</span><br>${who}</td><td><span class="small">MORTGAGE BROKER</span><br>${esc(facts.broker.name)}<br>DRE Lic. ${dre(rng)} · NMLS ${nmls(rng)}<br>${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)} ${phone(rng, facts.broker.contact.phone)}</td></tr>
<tr><td colspan="2"><span class="small">REAL PROPERTY COLLATERAL: The intended security for this proposed loan will be a Deed of Trust on (street address or legal description)</span><br>${esc(addr(rng, facts.property.address))} &nbsp; APN ${apn(rng)}</td></tr></table>
<p class="small" style="margin-top:4px">This disclosure statement is given by the broker on ${anyDate(rng, facts.documentDate)} in compliance with Article 7 of Chapter 3 of the Real Estate Law.</p>
<h2>I. SUMMARY OF LOAN TERMS</h2>
<table class="grid"><tr><td>A. PRINCIPAL AMOUNT OF LOAN</td><td class="right">${usd(L, true)}</td></tr>
${fees.map(([k, v]) => `<tr><td style="padding-left:18px">${esc(k)}</td><td class="right">${usd(Math.round((v ?? 0) * 100) / 100, true)}</td></tr>`).join('')}
${third.map(([k, v]) => `<tr><td style="padding-left:18px">${esc(k)} (paid to third parties)</td><td class="right">${usd(v, true)}</td></tr>`).join('')}
${payoff ? `<tr><td style="padding-left:18px">Payment of existing lien — ${esc(senior.holder)}</td><td class="right">${usd(payoff, true)}</td></tr>` : ''}
<tr><td>C. ESTIMATED CASH PAYABLE TO BORROWER</td><td class="right">${usd(Math.round(cash * 100) / 100, true)}</td></tr></table>
<h2>II. GENERAL INFORMATION ABOUT LOAN</h2>
<table class="grid"><tr><td style="width:50%">Term of loan</td><td>${esc(term(rng, loan.termMonths))}</td></tr>
<tr><td>Interest rate (fixed)</td><td>${pct(rng, loan.rate)} per annum</td></tr>${typeLine}
<tr><td>Payments</td><td>${rng.int(0, 1) ? 'Monthly interest only' : 'Monthly'}: ${usd(monthly, true)}; final balloon payment of principal plus accrued interest</td></tr>
<tr><td>Lien position of this loan</td><td>${isJunior(facts) ? 'Second' : 'First'}</td></tr></table>
<h2>III. LIENS</h2>
<div class="small">Liens presently against this property (do not include loan being applied for):</div>
<table class="grid"><tr><th>Lienholder</th><th>Priority</th><th>Amount owing</th></tr>${lienRows}</table>
<div class="small" style="margin-top:3px">Liens that will remain against this property after the loan being applied for is made or arranged:</div>
<table class="grid"><tr><th>Lienholder</th><th>Priority</th><th>Amount</th></tr>${afterRows}</table>
<h2>IV. PREPAYMENTS</h2>
<p>${loan.prepayment.penalty ? `The loan contains a prepayment penalty: ${esc(loan.prepayment.terms ?? '')}.` : 'No prepayment penalty. The loan may be paid in full at any time without penalty.'}</p>
<p class="small">Late charges: ${rng.pick(['10%', '6%', '5%'])} of the installment if not received within 10 days. Loan is arranged by a licensed broker; funds may be provided by the broker or by private investors.</p>
<div style="margin-top:10px;display:flex;gap:40px"><div><span class="scrawl">${esc(facts.borrower.first[0] ?? '')}. ${esc(facts.borrower.last)}</span><br><span class="sig">Borrower</span></div><div><span class="sig">Broker representative</span></div></div>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const re851a: Family = {
  id: 'v-re851a-lender-purchaser',
  description: 'Lender/Purchaser Disclosure Statement (RE 851A style) to one fractional investor, with senior-lien LTV table',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, property } = facts;
    const inv = investors(rng, facts);
    const me = inv[0] ?? { name: 'Investor', amount: loan.amount, share: 100 };
    const junior = isJunior(facts);
    const senior = seniorLien(rng, facts);
    const seniorBal = junior ? senior.balance : 0;
    s.add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value', 'property_type', 'loan_number', 'prepayment_penalty');
    const showFico = rng.chance(0.6);
    if (showFico) s.add('credit_score');
    const who = borrowerBlock(rng, facts, s, rng.chance(0.5));
    const exit = loan.exit && rng.chance(0.6) ? (s.add('exit_strategy'), exitText(rng, loan.exit)) : '';
    const html = documentHtml({
      title: 'Lender/Purchaser Disclosure Statement',
      font: 'serif',
      fontSize: '8.5pt',
      css: 'h3{font-size:9pt;margin:8px 0 3px;border-bottom:1px solid #000} .grid td{padding:2px 5px}',
      page: { footerLeft: `RE 851A — Loan Origination · File ${loan.loanNumber}`, pageNumbers: true },
      pages: [`
<div class="center b" style="font-size:12pt">LENDER/PURCHASER DISCLOSURE STATEMENT</div><div class="center small">(Loan Origination) — Real Estate Broker Arranged</div>
<h3>PART 1 — BROKER / LENDER</h3>
${kvTable([['Broker', `${esc(facts.broker.name)} — DRE #${dre(rng)}`], ['Lender/Purchaser', esc(me.name)], ['Amount of this investment', `${usd(me.amount)} (${me.share}% undivided interest)`], ['Broker loan no.', loan.loanNumber], ['Servicing agent', esc(servicer(rng))]], { labelWidth: '32%' })}
<h3>PART 2 — BORROWER</h3>
${kvTable([['Borrower', who], ...(showFico ? [['Credit score (mid of 3)', String(facts.borrower.creditScore)] as [string, string]] : []), ['Source of repayment', exit ? esc(exit) : 'Borrower income / reserves'], ['Employment / business', rng.pick(['Self-employed — real estate investor', 'Contractor (CSLB licensed)', 'Owner, property management company'])]], { labelWidth: '32%' })}
<h3>PART 3 — LOAN TERMS</h3>
${kvTable([['Principal amount', usd(loan.amount, true)], ['Interest rate', `${pct(rng, loan.rate)} fixed`], ['Term', term(rng, loan.termMonths)], ['Lien position', junior ? '2nd' : '1st'], ['Net yield to lender (after servicing)', `${(loan.rate - rng.pick([0.5, 0.75, 1])).toFixed(2)}%`], ['Prepayment', loan.prepayment.penalty ? 'Yes' : 'None'], ['Balloon payment', 'Yes — at maturity']], { labelWidth: '32%' })}
<h3>PART 4 — PROPERTY</h3>
${kvTable([['Address', esc(addr(rng, property.address))], ['Type', esc(propTypeText(rng, facts))], ['Owner occupied', 'No — non-owner occupied'], ['Fair market value', `${usd(property.value)} per ${rng.pick(['appraisal', 'BPO', 'broker opinion of value'])} dated ${anyDate(rng, decoyDate(facts, facts.documentDate, -rng.int(6, 30)))}`]], { labelWidth: '32%' })}
<h3>PART 5 — ENCUMBRANCES (LOAN-TO-VALUE)</h3>
<table class="grid"><tr><th>Priority</th><th>Beneficiary</th><th>Orig. date</th><th>Current balance</th><th>Monthly pmt</th></tr>
${junior ? `<tr><td>1st</td><td>${esc(senior.holder)}</td><td>${senior.recorded}</td><td class="right">${usd(senior.balance, true)}</td><td class="right">${usd(senior.payment, true)}</td></tr>` : ''}
<tr><td>${junior ? '2nd' : '1st'}</td><td>This loan (fractionalized)</td><td>—</td><td class="right">${usd(loan.amount, true)}</td><td class="right">${usd(Math.round(loan.amount * loan.rate / 12) / 100, true)}</td></tr>
<tr><td colspan="3" class="b">Total encumbrances</td><td class="right b">${usd(seniorBal + loan.amount, true)}</td><td></td></tr>
<tr><td colspan="3">Loan-to-value (total encumbrances / FMV)</td><td class="right">${ltv(seniorBal + loan.amount, property.value)}</td><td></td></tr></table>
<p class="small" style="margin-top:8px">Investments in trust deeds are not insured. The lender/purchaser should review the appraisal and preliminary title report. Other lenders/purchasers in this loan: ${inv.slice(1).map((i) => `${esc(i.name)} (${i.share}%)`).join('; ') || 'none'}.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const noteExcerpt: Family = {
  id: 'v-note-secured-by-dot',
  description: 'Straight/installment note secured by deed of trust, CA form language, multiple beneficiaries with undivided interests',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, borrower, entity } = facts;
    const inv = investors(rng, facts);
    s.add('loan_amount', 'interest_rate', 'property_address', 'prepayment_penalty', 'prepayment_terms', 'loan_number', 'loan_term');
    let maker: string;
    if (entity) {
      s.add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
      maker = `${entity.name}, ${entityKind(entity)}`;
    } else {
      s.add('borrower_first_name', 'borrower_last_name');
      maker = vesting(rng, facts, true).replace(/, (a|an|husband|as)\b.*$/, '');
    }
    const first = decoyDate(facts, facts.loan.closingDate, rng.int(28, 40));
    const sig = entity ? `${esc(entity.name)}<br>By: <span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><br>${esc(borrower.first)} ${esc(borrower.last)}, ${esc(entity.signatoryTitle)}` : `<span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><br>${esc(borrower.first)} ${esc(borrower.last)}`;
    const html = documentHtml({
      title: 'Note Secured by Deed of Trust',
      font: 'serif',
      fontSize: '10pt',
      css: 'p{text-align:justify;line-height:1.5}',
      page: { footerLeft: `Loan No. ${loan.loanNumber}`, pageNumbers: true },
      pages: [`
<div class="center b" style="font-size:13pt;letter-spacing:1px">${rng.pick(['INSTALLMENT NOTE — INTEREST ONLY', 'STRAIGHT NOTE', 'NOTE SECURED BY DEED OF TRUST (INSTALLMENT — INTEREST INCLUDED)'])}</div>
<p style="margin-top:14px"><b>${usd(loan.amount, true)}</b> &nbsp;&nbsp; ${esc(facts.property.address.city)}, California &nbsp;&nbsp; ${anyDate(rng, facts.documentDate)}</p>
<p>FOR VALUE RECEIVED, the undersigned, ${esc(maker)} ("Borrower"), promises to pay to ${inv.map((i) => `${esc(i.name)}, as to an undivided ${i.share}% interest`).join('; ')} (collectively "Holder"), or order, at the office of ${esc(servicer(rng))}, the principal sum of ${usd(loan.amount, true)}, with interest from date of funding on unpaid principal at the rate of ${pct(rng, loan.rate)} per annum.</p>
<p>Principal and interest payable in monthly installments of interest only, beginning ${date(first, 'long')}, and continuing monthly until ${esc(term(rng, loan.termMonths))} after the date of funding, when the entire unpaid principal and accrued interest shall be due and payable (the "Maturity Date").</p>
<p>${loan.prepayment.penalty ? `Prepayment: Borrower may prepay this Note in whole or in part, provided that a prepayment charge shall be due as follows: ${esc(loan.prepayment.terms ?? '')}.` : 'Prepayment: Borrower may prepay this Note in whole or in part at any time without penalty.'}</p>
<p>Should any installment not be paid within ten (10) days of its due date, Borrower shall pay a late charge of ${rng.pick(['ten percent (10%)', 'six percent (6%)'])} of the installment. After maturity, or upon default, the unpaid balance shall bear interest at ${(loan.rate + rng.pick([5, 6, 8])).toFixed(2)}% per annum (default rate).</p>
<p>This Note is secured by a Deed of Trust of even date to ${esc(trusteeCo(rng))}, as Trustee, encumbering real property commonly known as ${esc(addr(rng, facts.property.address))}. Should the property or any interest therein be sold or transferred without Holder's written consent, all sums shall become immediately due (due-on-sale).</p>
<p>This is a business-purpose loan; the proceeds will not be used for personal, family or household purposes.</p>
<div style="margin-top:26px;margin-left:50%">${sig}</div>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const deedOfTrust: Family = {
  id: 'v-deed-of-trust-recording-excerpt',
  description: 'Short-form deed of trust and assignment of rents, first page with recording box, trustor/trustee/beneficiaries',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { entity, borrower, loan, title } = facts;
    const inv = investors(rng, facts);
    s.add('property_address', 'loan_amount', 'loan_number');
    if (entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name');
    const trustor = entity ? vesting(rng, facts, entity.type === 'Trust') : vesting(rng, facts, true);
    if (entity?.type === 'Trust') s.add('borrower_first_name', 'borrower_last_name');
    const signBlock = entity && entity.type !== 'Trust' ? (s.add('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'), `${esc(entity.name)}<br>By: ${esc(borrower.first)} ${esc(borrower.last)}, its ${esc(entity.signatoryTitle)}`) : entity ? `${esc(borrower.first)} ${esc(borrower.last)}, Trustee` : `${esc(borrower.first)} ${esc(borrower.last)}`;
    if (entity?.type === 'Trust') s.add('authorized_signatory_name', 'authorized_signatory_title');
    const html = documentHtml({
      title: 'Deed of Trust',
      font: 'serif',
      fontSize: '9.5pt',
      css: 'p{text-align:justify}',
      pages: [`
<table style="width:100%"><tr><td style="width:50%;font-size:8pt;vertical-align:top">RECORDING REQUESTED BY<br>${esc(title.name)}<br><br>WHEN RECORDED MAIL TO<br>${esc(servicer(rng))}<br>${rng.int(100, 9999)} ${rng.pick(['Fair Oaks Blvd', 'Howe Ave', 'Capitol Mall', 'Sunrise Blvd'])}<br>Sacramento, CA 958${rng.int(10, 35)}<br><br>Loan No. ${loan.loanNumber}<br>Escrow No. ${rng.int(10, 99)}-${rng.int(10000, 99999)}-${rng.pick(['LM', 'KT', 'JR'])}<br>APN: ${apn(rng)}</td><td style="border:1px dashed #999;font-size:7pt;color:#777;vertical-align:top">SPACE ABOVE THIS LINE FOR RECORDER'S USE</td></tr></table>
<div class="center b" style="font-size:12pt;margin:10px 0">SHORT FORM DEED OF TRUST AND ASSIGNMENT OF RENTS</div>
<p>This Deed of Trust, made ${anyDate(rng, facts.documentDate)}, between <b>${esc(trustor)}</b>, herein called TRUSTOR, whose address is ${esc(rng.pick(['as shown below', 'c/o the property', 'on file with Beneficiary']))}; <b>${esc(trusteeCo(rng))}</b>, a California corporation, herein called TRUSTEE; and ${inv.map((i) => `${esc(i.name)} as to an undivided ${i.share}% interest`).join(', ')}, herein called BENEFICIARY,</p>
<p>WITNESSETH: That Trustor irrevocably grants, transfers and assigns to Trustee in trust, with power of sale, that property in the City of ${esc(facts.property.address.city)}, County of ${rng.pick(['Sacramento', 'Alameda', 'Fresno', 'Placer', 'San Joaquin', 'Contra Costa'])}, described as: SEE EXHIBIT "A" ATTACHED. Commonly known as: ${esc(addr(rng, facts.property.address))}.</p>
<p>For the purpose of securing (1) payment of the sum of ${usd(loan.amount, true)} with interest thereon according to the terms of a promissory note or notes of even date herewith made by Trustor, payable to order of Beneficiary, and extensions or renewals thereof; (2) the performance of each agreement of Trustor incorporated by reference or contained herein.</p>
<p class="small">The provisions (1) to (5), inclusive, of the fictitious deed of trust recorded in the counties of California are adopted and incorporated herein. The undersigned Trustor requests that a copy of any Notice of Default and Notice of Sale be mailed to Trustor at the address hereinbefore set forth.</p>
<div style="margin-top:22px;margin-left:45%">Signature of Trustor<br><br>${signBlock}</div>
<p class="small" style="margin-top:18px">A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document... State of California, County of ______ on ____________ before me, ${esc(decoyPerson(rng, facts).name)}, Notary Public.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const businessPurpose: Family = {
  id: 'v-business-purpose-cert',
  description: 'Borrower certification of business purpose and non-owner occupancy, recites loan terms, signed for the entity',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Stated();
    const { entity, borrower, loan } = facts;
    s.add('property_address', 'loan_amount');
    const rate = rng.chance(0.7);
    if (rate) s.add('interest_rate', 'loan_term');
    const purpose = loan.purpose && rng.chance(0.7);
    if (purpose) s.add('loan_purpose');
    let who: string;
    if (entity) {
      s.add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
      who = `${esc(entity.name)}, ${esc(entityKind(entity))}`;
    } else {
      s.add('borrower_first_name', 'borrower_last_name');
      who = esc(fullName(rng, borrower));
    }
    const useOf = rng.pick(['acquisition and renovation of investment real estate', 'payoff of business debt and working capital for the rental business', 'completion of improvements for resale', 'investment purposes related to the operation of a rental property']);
    const html = documentHtml({
      title: 'Business Purpose Certification',
      font: 'serif',
      fontSize: '10.5pt',
      css: 'ol li{margin-bottom:8px;text-align:justify}',
      pages: [`
${letterhead({ name: facts.broker.name, lines: [`Real Estate Broker — California DRE #${dre(rng)} · NMLS #${nmls(rng)}`], color: accent(rng) })}
<div class="center b" style="font-size:12pt;margin-bottom:10px">BORROWER'S CERTIFICATION OF BUSINESS PURPOSE<br>AND NON-OWNER OCCUPANCY</div>
<p>Borrower: <b>${who}</b></p>
<p>Property: ${esc(addr(rng, facts.property.address))}</p>
<p>Loan: ${usd(loan.amount)}${rate ? ` at ${pct(rng, loan.rate)} for ${esc(term(rng, loan.termMonths))}` : ''}, to be funded by private lender(s) arranged by the above broker.${purpose && loan.purpose ? ` Purpose of loan: ${esc(purposeText(rng, loan.purpose))}.` : ''}</p>
<ol><li>The proceeds of the loan will be used solely for ${useOf}, and not for personal, family or household purposes.</li>
<li>Neither Borrower nor any member, partner, trustee or beneficiary of Borrower occupies or intends to occupy the Property as a primary or secondary residence.</li>
<li>Borrower understands that the lender is relying on this certification and that consumer-loan protections (including the Truth in Lending Act) may not apply.</li>
<li>Borrower has not been induced by the broker to obtain the loan for business purposes.</li></ol>
<div style="margin-top:30px">${entity ? `${esc(entity.name)}<br>By: <span class="scrawl">${esc(borrower.last)}</span><br>Name: ${esc(borrower.first)} ${esc(borrower.last)}<br>Title: ${esc(entity.signatoryTitle)}` : `<span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><br>${esc(borrower.first)} ${esc(borrower.last)}, Borrower`}<br>Date: ${anyDate(rng, facts.documentDate)}</div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(facts, s.fields) };
  },
};

const estSettlement: Family = {
  id: 'v-est-settlement-statement',
  description: "Broker's estimated closing statement for the borrower: fees, senior payoff, interest reserve, cash to borrower",
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan } = facts;
    const L = loan.amount;
    const senior = seniorLien(rng, facts);
    s.add('loan_amount', 'estimated_closing_date', 'property_address', 'loan_number');
    const who = borrowerBlock(rng, facts, s, false);
    const lines: [string, number][] = [];
    if (loan.originationPoints !== undefined) { s.add('origination_points'); lines.push([`Lender origination — ${pts(rng, loan.originationPoints)} pts`, (L * loan.originationPoints) / 100]); }
    if (loan.brokerPoints !== undefined) { s.add('broker_points'); lines.push([`Broker fee — ${pts(rng, loan.brokerPoints)} pts`, (L * loan.brokerPoints) / 100]); }
    if (loan.discountPoints !== undefined) { s.add('discount_points'); lines.push([`Discount — ${pts(rng, loan.discountPoints)} pts`, (L * loan.discountPoints) / 100]); }
    if (loan.docFee !== undefined) { s.add('loan_doc_fee'); lines.push(['Loan documents', loan.docFee]); }
    if (loan.processingFee !== undefined) { s.add('processing_fee'); lines.push(['Processing', loan.processingFee]); }
    if (loan.adminFee !== undefined) { s.add('admin_fee'); lines.push(['Admin / funding fee', loan.adminFee]); }
    const reserveMonths = rng.pick([3, 6]);
    lines.push([`Prepaid interest reserve (${reserveMonths} mo.)`, Math.round(L * loan.rate / 1200 * reserveMonths * 100) / 100]);
    lines.push(['Servicing set-up (' + servicer(rng) + ')', rng.pick([150, 175, 250])]);
    lines.push(['Escrow & title (est.)', rng.int(30, 80) * 50]);
    const pay = isJunior(facts) ? 0 : ['Refinance', 'Cash Out Refi', 'Bridge Loan', 'Commercial'].includes(loan.type) ? Math.min(senior.balance, L * 0.8) : 0;
    if (pay) lines.push([`Payoff — ${senior.holder} #${senior.loanNo.slice(-4)}`, pay]);
    const out = lines.reduce((a, [, v]) => a + v, 0);
    const html = documentHtml({
      title: 'Estimated Closing Statement',
      font: 'condensed',
      fontSize: '9pt',
      css: '.grid td{padding:3px 6px}',
      pages: [`
${letterhead({ name: facts.broker.name, lines: ['Private Money Trust Deed Loans', `CA DRE Broker #${dre(rng)}`], color: accent(rng), align: 'right' })}
<div class="b" style="font-size:12pt">ESTIMATED BORROWER'S CLOSING STATEMENT</div>
<div class="small">Estimate only — final figures per escrow. Prepared ${anyDate(rng, facts.documentDate)}</div>
${kvTable([['Borrower', who], ['Property', esc(addr(rng, facts.property.address))], ['Our file #', loan.loanNumber], ['Escrow', `${esc(facts.title.name)} · Officer: ${esc(facts.title.contact.first)} ${esc(facts.title.contact.last)}`], ['Est. closing', anyDate(rng, loan.closingDate)]], { labelWidth: '22%' })}
<table class="grid" style="margin-top:10px"><tr><th>Description</th><th class="right">Debit</th><th class="right">Credit</th></tr>
<tr><td>New loan — private lenders (fractionalized)</td><td></td><td class="right">${usd(L, true)}</td></tr>
${lines.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="right">${usd(Math.round(v * 100) / 100, true)}</td><td></td></tr>`).join('')}
<tr><td class="b">Estimated ${L - out >= 0 ? 'cash to' : 'cash from'} borrower</td><td></td><td class="right b">${usd(Math.round(Math.abs(L - out) * 100) / 100, true)}</td></tr></table>
<p class="small" style="margin-top:8px">Third-party figures are estimates from the escrow holder and title company. Payoff amounts per beneficiary demand; per diem interest to be added.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const trustCert: Family = {
  id: 'v-certification-of-trust',
  description: 'Certification of Trust (Probate Code §18100.5) signed by the trustee for a trust-deed loan; individuals recite as borrower statement',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Stated();
    const { entity, borrower, loan } = facts;
    s.add('borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount');
    const successor = decoyPerson(rng, facts);
    let body: string;
    if (entity?.type === 'Trust') {
      s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      body = `<ol>
<li>The trust exists and is named <b>${esc(entity.name)}</b>${entity.trustDate ? `, executed on ${anyDate(rng, entity.trustDate)}` : ''}.</li>
<li>The settlor(s) of the trust: ${esc(borrower.first)} ${esc(borrower.last)}.</li>
<li>The currently acting trustee(s): <b>${esc(borrower.first)} ${esc(borrower.last)}, Trustee</b>. Successor trustee named: ${esc(successor.name)}.</li>
<li>The trustee has the power to borrow money and to encumber trust property by deed of trust.</li>
<li>The trust is ${rng.pick(['revocable', 'revocable by the settlor'])}; title to trust assets shall be taken as "${esc(borrower.first)} ${esc(borrower.last)}, Trustee of ${esc(entity.name)}".</li>
${entity.ein ? `<li>Trust taxpayer identification number: ${entity.ein.slice(0, 2)}-${entity.ein.slice(2)}.</li>` : ''}</ol>`;
      if (entity.ein) s.add('ein');
    } else if (entity) {
      s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      if (entity.ein) s.add('ein');
      body = `<p>The undersigned certifies that <b>${esc(entity.name)}</b> (EIN ${entity.ein ? `${entity.ein.slice(0, 2)}-${entity.ein.slice(2)}` : 'applied for'}) is duly organized as ${esc(entityKind(entity))} in good standing, and that ${esc(borrower.first)} ${esc(borrower.last)}, its ${esc(entity.signatoryTitle)}, is authorized to execute the note and deed of trust. Other authorized person: ${esc(successor.name)} (not a signer on this loan).</p>`;
    } else {
      body = `<p>The undersigned, ${esc(borrower.first)} ${esc(borrower.last)}, certifies that title is vested in the undersigned individually as ${esc(vesting(rng, facts, true))} and not in any trust or entity.</p>`;
    }
    const html = documentHtml({
      title: 'Certification',
      font: 'serif',
      fontSize: '10.5pt',
      css: 'ol li{margin-bottom:7px}',
      pages: [`
<div class="center b" style="font-size:13pt">${entity?.type === 'Trust' ? 'CERTIFICATION OF TRUST<br><span style="font-size:9pt">(California Probate Code Section 18100.5)</span>' : 'CERTIFICATE OF AUTHORITY / VESTING'}</div>
<p style="margin-top:14px">Re: Proposed loan of ${usd(loan.amount)} secured by ${esc(addr(rng, facts.property.address))}, arranged by ${esc(facts.broker.name)}; lenders: private investors per escrow instructions.</p>
${body}
<p>The trust/entity has not been revoked, modified or amended in any manner that would cause the representations above to be incorrect.</p>
<div style="margin-top:30px">Dated: ${anyDate(rng, facts.documentDate)}<br><br><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><br>${esc(borrower.first)} ${esc(borrower.last)}${entity ? `, ${esc(entity.signatoryTitle)}` : ''}</div>
<p class="small" style="margin-top:20px">Notary acknowledgment attached (${esc(facts.title.name)}).</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(facts, s.fields) };
  },
};


const llcConsent: Family = {
  id: 'v-llc-unanimous-consent',
  description: 'Unanimous written consent of LLC members/managers authorizing the trust-deed borrowing; non-entity deals show the individual guarantor consent',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { entity, borrower, loan } = facts;
    const others = facts.entity ? [decoyPerson(rng, facts), decoyPerson(rng, facts)] : [];
    s.add('loan_amount', 'property_address', 'interest_rate');
    const name = entity ? entity.name : `${borrower.first} ${borrower.last}`;
    const co = entity ? 'Company' : 'Borrower';
    if (entity) {
      s.add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
      if (entity.ein && rng.chance(0.6)) s.add('ein');
    } else {
      s.add('borrower_first_name', 'borrower_last_name');
    }
    const kind = entity ? (entity.type === 'LLC' ? 'MEMBERS AND MANAGERS' : entity.type === 'Corporation' ? 'BOARD OF DIRECTORS' : entity.type === 'Partnership' ? 'PARTNERS' : 'TRUSTEES') : 'OWNERS';
    const html = documentHtml({
      title: 'Unanimous Written Consent',
      font: 'serif',
      fontSize: '10pt',
      pages: [`
<div class="center b" style="font-size:12pt">${entity ? esc(entity.name.toUpperCase()) : esc(`${borrower.first} ${borrower.last}`.toUpperCase())}</div>
<div class="center b">UNANIMOUS WRITTEN CONSENT OF THE ${kind} IN LIEU OF MEETING</div>
${entity?.ein && s.fields.includes('ein') ? `<div class="center small">EIN ${ein(entity.ein)}</div>` : ''}
<p style="margin-top:14px">The undersigned, being all of the ${kind.toLowerCase()} of ${esc(entity ? `${name}, ${entityKind(entity)}` : name)} (the "${co}"), hereby consent to the following resolutions:</p>
<p><b>RESOLVED</b>, that the ${co} borrow the principal sum of ${usd(loan.amount)} from private lenders arranged by ${esc(facts.broker.name)}, bearing interest at ${pct(rng, loan.rate)} per annum, secured by a deed of trust on the real property commonly known as ${esc(addr(rng, facts.property.address))};</p>
<p><b>RESOLVED FURTHER</b>, that ${esc(borrower.first)} ${esc(borrower.last)}${entity ? `, as ${esc(entity.signatoryTitle)},` : ''} is authorized to execute the promissory note, deed of trust, escrow instructions and all related documents on behalf of the ${co};</p>
<p><b>RESOLVED FURTHER</b>, that the existing indebtedness to ${esc(seniorLien(rng, facts).holder)} ${isJunior(facts) ? 'shall remain in first position' : 'may be paid from the loan proceeds'}.</p>
<table style="margin-top:20px;width:100%"><tr>
<td><span class="sig">${esc(borrower.first)} ${esc(borrower.last)}${entity ? `, ${esc(entity.signatoryTitle)}` : ''}</span><br>Interest: ${rng.int(40, 80)}%</td>
${others.map((o) => `<td><span class="sig">${esc(o.name)}, ${rng.pick(['Member', 'Manager', 'Director'])}</span><br>Interest: ${rng.int(5, 30)}%</td>`).join('')}</tr></table>
<p class="small" style="margin-top:14px">Effective ${anyDate(rng, facts.documentDate)}. Counterparts and electronic signatures permitted.</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(facts, s.fields) };
  },
};

function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

export const disclosureFamilies: Family[] = [mlds, re851a, noteExcerpt, deedOfTrust, businessPurpose, estSettlement, trustCert, llcConsent];
export { borrowerBlock };
