// E-mails, letters, memos and third-party reports around a California private-money trust-deed loan.
import { accent, documentHtml, kvTable, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  Stated, addr, addrTwoLines, anyDate, apn, date, decoyDate, decoyPerson, dre, entityKind, esc, exitText, fullName,
  investors, isJunior, lastFirst, loanTypeText, ltv, money, offAmount, otherAddress, pct, phone, propTypeText, pts,
  purposeText, seniorLien, servicer, term, trusteeCo, usd, vesting,
} from './lib';

function emailHeader(rows: readonly [string, string][]): string {
  return `<table style="font-size:9pt;margin-bottom:10px;border-bottom:1px solid #bbb;width:100%">${rows.map(([k, v]) => `<tr><td style="width:70px;color:#555">${k}:</td><td>${v}</td></tr>`).join('')}</table>`;
}

function mailCss(): string {
  return 'body{line-height:1.45} .q{color:#555;border-left:3px solid #ccc;padding-left:8px;margin-top:14px}';
}

function brokerSig(rng: Rng, facts: DealFacts): string {
  const c = facts.broker.contact;
  return `<p style="margin-top:14px">${esc(c.first)} ${esc(c.last)}<br>${esc(rng.pick(['Broker-Owner', 'Loan Officer', 'Principal', 'Trust Deed Investments']))} | ${esc(facts.broker.name)}<br>CA DRE #${dre(rng)} | ${phone(rng, c.phone)} | ${esc(c.email)}</p>`;
}

const offeringEmail: Family = {
  id: 'v-investor-td-offering-email',
  description: 'Broker blast e-mail to trust-deed investor list: "New TD offering: 1st position, 60% LTV", anonymized borrower, second offering below',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, property } = facts;
    const senior = seniorLien(rng, facts);
    const junior = isJunior(facts);
    const cltv = ltv(loan.amount + (junior ? senior.balance : 0), property.value);
    s.add('loan_amount', 'interest_rate', 'loan_term', 'property_value', 'property_type', 'property_address', 'prepayment_penalty');
    const fico = rng.chance(0.7);
    if (fico) s.add('credit_score');
    const exit = loan.exit ? (s.add('exit_strategy'), exitText(rng, loan.exit)) : '';
    const typ = rng.chance(0.5) ? (s.add('loan_type'), loanTypeText(rng, facts)) : '';
    const other = otherAddress(rng, facts);
    const oAmt = offAmount(rng, loan.amount, 0.5, 0.9, [loan.amount]);
    const oVal = offAmount(rng, property.value, 1.1, 1.6, [property.value]);
    const borrowerDesc = facts.entity ? `${facts.entity.type === 'Trust' ? 'Revocable trust' : facts.entity.type} borrower, ${rng.pick(['experienced investor (14 flips last 3 yrs)', 'repeat client of ours, paid as agreed', 'local builder, 20+ yrs'])}` : rng.pick(['Individual investor, owns 6 rentals free & clear', 'Repeat borrower, 3 prior loans paid off early', 'Self-employed contractor']);
    const html = documentHtml({
      title: 'New TD offering',
      font: 'sans',
      fontSize: '9.5pt',
      css: mailCss(),
      pages: [`
${emailHeader([['From', `${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)} &lt;${esc(facts.broker.contact.email)}&gt;`], ['To', 'TD Investors (bcc)'], ['Date', anyDate(rng, facts.documentDate)], ['Subject', `New TD offering: ${junior ? '2nd' : '1st'} position, ${cltv} ${junior ? 'CLTV' : 'LTV'} — ${pct(rng, loan.rate)} — ${esc(property.address.city)}`]])}
<p>Good morning investors,</p>
<p>We have a new trust deed available. First come, first served — reply with the amount you'd like to reserve. Minimum participation ${usd(rng.pick([25000, 50000]))}, IRA funds welcome.</p>
<table class="grid" style="width:88%">
<tr><td>Loan amount</td><td>${money(rng, loan.amount)}</td></tr>
<tr><td>Lien position</td><td>${junior ? `2nd behind ${esc(senior.holder)} (bal. ~${usd(Math.round(senior.balance / 1000) * 1000)})` : '1st'}</td></tr>
${typ ? `<tr><td>Loan type</td><td>${esc(typ)}</td></tr>` : ''}
<tr><td>Rate to investor</td><td>${pct(rng, loan.rate)} gross (servicing ${rng.pick(['0.50', '0.75', '1.00'])}% paid by lenders)</td></tr>
<tr><td>Term</td><td>${esc(term(rng, loan.termMonths))}, interest only, ${loan.prepayment.penalty ? 'prepay penalty applies' : 'no prepay penalty'}</td></tr>
<tr><td>Property</td><td>${esc(addr(rng, property.address))} — ${esc(propTypeText(rng, facts))}</td></tr>
<tr><td>Value</td><td>${money(rng, property.value)} (${rng.pick(['appraisal', 'BPO', 'broker opinion'])})</td></tr>
<tr><td>LTV</td><td>${cltv}</td></tr>
<tr><td>Borrower</td><td>${esc(borrowerDesc)}${fico ? `; FICO ${facts.borrower.creditScore}` : ''}</td></tr>
${exit ? `<tr><td>Exit</td><td>${esc(exit)}</td></tr>` : ''}</table>
<p>Title: ${esc(facts.title.name)}. Servicing: ${esc(servicer(rng).replace(/\.$/, ''))}. Funds due in escrow 2 days before close.</p>
<p class="q"><b>STILL AVAILABLE — last week's offering:</b> ${esc(other.city)} ${rng.pick(['fourplex', 'SFR', 'retail condo'])}, 1st position, ${usd(oAmt)} on ${usd(oVal)} value (${ltv(oAmt, oVal)}), ${(loan.rate + rng.pick([-1, -0.5, 0.75])).toFixed(2)}%, 12 months. ${usd(rng.int(2, 9) * 25000)} remaining.</p>
${brokerSig(rng, facts)}
<p class="small">This is not an offer to sell securities. Trust deed investments involve risk, including loss of principal. Investors should review the RE 851A disclosure before funding.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(facts, s.fields) };
  },
};

const escrowInstructions: Family = {
  id: 'v-broker-escrow-instructions',
  description: "Broker's loan escrow instructions to the escrow officer: lenders' funding, senior payoff, fees to be paid, closing deadline",
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, title } = facts;
    const inv = investors(rng, facts);
    const senior = seniorLien(rng, facts);
    s.add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'estimated_closing_date', 'loan_number');
    const who = vesting(rng, facts, true);
    if (facts.entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name');
    if (facts.entity?.type === 'Trust') s.add('borrower_first_name', 'borrower_last_name');
    const fees: string[] = [];
    if (loan.originationPoints !== undefined) { s.add('origination_points'); fees.push(`Loan origination fee of ${pts(rng, loan.originationPoints)}% (${usd(loan.amount * loan.originationPoints / 100, true)}) to ${esc(facts.broker.name)}`); }
    if (loan.brokerPoints !== undefined) { s.add('broker_points'); fees.push(`Broker compensation of ${pts(rng, loan.brokerPoints)} points to ${esc(facts.broker.name)}`); }
    if (loan.docFee !== undefined) { s.add('loan_doc_fee'); fees.push(`Document preparation fee ${usd(loan.docFee)}`); }
    if (loan.processingFee !== undefined) { s.add('processing_fee'); fees.push(`Processing fee ${usd(loan.processingFee)}`); }
    const html = documentHtml({
      title: 'Lender Escrow Instructions',
      font: 'serif',
      fontSize: '9.5pt',
      css: 'ol li{margin-bottom:5px}',
      page: { footerLeft: `Broker loan ${loan.loanNumber} — Escrow ${title.name}`, pageNumbers: true },
      pages: [`
${letterhead({ name: facts.broker.name, lines: [`Licensed Real Estate Broker, CA DRE #${dre(rng)}`, `${esc(facts.broker.address.street)}, ${esc(facts.broker.address.city)}, ${facts.broker.address.state} ${facts.broker.address.zip}`], color: accent(rng) })}
<p>${anyDate(rng, facts.documentDate)}</p>
<p>${esc(title.name)}<br>Attn: ${esc(title.contact.first)} ${esc(title.contact.last)}, Escrow Officer<br>Escrow No. ${rng.int(100, 999)}${rng.pick(['-', ''])}${rng.int(10000, 99999)}</p>
<p><b>RE: LENDER'S INSTRUCTIONS — Loan No. ${loan.loanNumber}<br>Borrower/Trustor: ${esc(who)}<br>Property: ${esc(addr(rng, facts.property.address))}</b></p>
<ol>
<li>You are to record the Deed of Trust securing a note in the amount of ${usd(loan.amount, true)} at ${pct(rng, loan.rate)}, due ${esc(term(rng, loan.termMonths))} from funding, in favor of the lenders below, with ${esc(trusteeCo(rng))} as trustee.</li>
<li>Lenders and funding: ${inv.map((i) => `${esc(i.name)} — ${usd(i.amount)} (${i.share}%)`).join('; ')}.</li>
<li>You are to obtain an ALTA lender's policy with ${esc(title.name)} insuring the deed of trust as a ${isJunior(facts) ? 'SECOND lien subject only to the first deed of trust in favor of ' + esc(senior.holder) + ` (unpaid balance not to exceed ${usd(Math.ceil(senior.balance / 1000) * 1000)})` : 'FIRST lien'}.</li>
${!isJunior(facts) && ['Refinance', 'Cash Out Refi'].includes(loan.type) ? `<li>Pay off in full, per beneficiary demand, the existing loan of ${esc(senior.holder)}, loan #${senior.loanNo}, approx. ${usd(senior.balance, true)}.</li>` : ''}
${fees.length ? `<li>From borrower's proceeds pay: ${fees.join('; ')}.</li>` : ''}
<li>Servicing by ${esc(servicer(rng))}; first payment due ${date(decoyDate(facts, loan.closingDate, 33), 'long')}.</li>
<li>These instructions expire if the loan does not close on or before <b>${anyDate(rng, loan.closingDate)}</b> unless extended in writing by the undersigned.</li>
</ol>
<p style="margin-top:18px">${esc(facts.broker.name)}<br>By: <span class="scrawl">${esc(facts.broker.contact.last)}</span> ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}, Broker of Record</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const prelim: Family = {
  id: 'v-prelim-title-report',
  description: 'Preliminary title report excerpt: proposed insured and amount, vesting, Schedule B exceptions listing existing deeds of trust',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { title, loan } = facts;
    const senior = seniorLien(rng, facts);
    s.add('property_address', 'loan_amount', 'loan_number');
    const v = vesting(rng, facts, true);
    if (facts.entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name');
    if (facts.entity?.type === 'Trust') s.add('borrower_first_name', 'borrower_last_name');
    const taxes = offAmount(rng, facts.property.value, 0.009, 0.013, [loan.amount]);
    const prior = decoyPerson(rng, facts);
    const html = documentHtml({
      title: 'Preliminary Report',
      font: 'serif',
      fontSize: '9pt',
      css: 'ol li{margin-bottom:6px;text-align:justify} h3{font-size:10pt;margin:10px 0 4px}',
      page: { footerLeft: `Order No. ${rng.int(10, 99)}${rng.int(100000, 999999)}-${rng.pick(['JM', 'TS', 'CK'])}`, pageNumbers: true },
      pages: [`
${letterhead({ name: title.name, lines: [`${esc(title.address.street)}, ${esc(title.address.city)}, ${title.address.state} ${title.address.zip}`, `Title Officer: ${esc(title.contact.first)} ${esc(title.contact.last)} · ${esc(title.contact.email)}`], color: accent(rng) })}
<div class="center b" style="font-size:12pt">PRELIMINARY REPORT</div>
<p>Dated as of ${anyDate(rng, decoyDate(facts, facts.documentDate, -rng.int(2, 9)))} at 7:30 A.M. &nbsp; Your Ref: ${esc(facts.broker.name)} / ${loan.loanNumber}</p>
${kvTable([['Property address', esc(addr(rng, facts.property.address))], ['APN', apn(rng)], ['Proposed insured', `Private lenders per broker's instructions (${esc(facts.broker.name)})`], ['Proposed policy amount', `ALTA Loan Policy — ${usd(loan.amount, true)}`]], { labelWidth: '26%' })}
<h3>The estate or interest in the land is a Fee. Title to said estate or interest at the date hereof is vested in:</h3>
<p class="b">${esc(v.toUpperCase())}</p>
<h3>SCHEDULE B — EXCEPTIONS</h3>
<ol>
<li>General and special taxes for the fiscal year ${Number(facts.documentDate.slice(0, 4))}-${Number(facts.documentDate.slice(2, 4)) + 1}: 1st installment ${usd(Math.round(taxes / 2 * 100) / 100, true)} ${rng.pick(['PAID', 'OPEN'])}; 2nd installment ${usd(Math.round(taxes / 2 * 100) / 100, true)} OPEN.</li>
<li>The lien of supplemental taxes, if any, assessed pursuant to Chapter 3.5 of the Revenue and Taxation Code.</li>
<li>Easement for public utilities in favor of ${rng.pick(['Pacific Gas and Electric Company', 'Sacramento Municipal Utility District', 'the City'])}, recorded ${rng.int(1, 12)}/${rng.int(1, 28)}/${rng.int(1948, 1990)}.</li>
<li>A Deed of Trust to secure an indebtedness in the original amount of ${usd(Math.round(senior.balance * 1.25 / 1000) * 1000)}, recorded ${senior.recorded} as Instrument No. ${rng.int(2012, 2022)}-${rng.int(100000, 999999)}. Trustor: ${esc(v.split(',')[0] ?? '')}. Beneficiary: ${esc(senior.holder)}.</li>
${rng.chance(0.5) ? `<li>An abstract of judgment in favor of ${esc(prior.name)}, amount ${usd(rng.int(3, 40) * 1000 + rng.int(1, 999))}. (Requires release or payoff.)</li>` : ''}
<li>Any facts, rights, interests or claims which would be disclosed by an inspection or survey.</li>
</ol>
<p class="small">NOTE: Statement of Information required from all parties. The company will require the following for the proposed borrower: ${facts.entity ? 'LLC-1/LLC-12, operating agreement, or certification of trust as applicable' : 'Statement of Information'}.</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(facts, s.fields) };
  },
};

const beneStatement: Family = {
  id: 'v-senior-beneficiary-statement',
  description: "Senior lender's beneficiary statement (Civil Code 2943) on the existing 1st, with broker's cover notes about the new 2nd/refi",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Stated();
    const senior = seniorLien(rng, facts);
    s.add('property_address', 'borrower_first_name', 'borrower_last_name');
    const withNew = rng.chance(0.6);
    if (withNew) s.add('loan_amount', 'loan_number');
    const next = decoyDate(facts, facts.documentDate, rng.int(5, 25));
    const html = documentHtml({
      title: 'Beneficiary Statement',
      font: 'sans',
      fontSize: '9pt',
      css: '.grid td{padding:3px 6px}',
      pages: [`
${letterhead({ name: senior.holder, lines: ['Loan Servicing — Payoff & Beneficiary Statements', `Fax (916) 555-01${rng.int(10, 99)}`], color: '#333' })}
<div class="b" style="font-size:12pt">BENEFICIARY STATEMENT</div>
<p>Statement date: ${anyDate(rng, facts.documentDate)} &nbsp; Requested by: ${esc(facts.broker.name)}</p>
${kvTable([['Loan number', senior.loanNo], ['Borrower(s)', esc(lastFirst(facts.borrower))], ['Property', esc(addr(rng, facts.property.address))], ['Unpaid principal balance', usd(senior.balance, true)], ['Interest rate', `${senior.rate.toFixed(3)}%`], ['Monthly P&I', usd(senior.payment, true)], ['Impounds', usd(rng.int(150, 900) + 0.37, true)], ['Next payment due', date(next, 'us')], ['Maturity', `${rng.int(1, 12)}/01/${rng.int(2041, 2052)}`], ['Lien position', '1st'], ['Assumable', 'No']], { labelWidth: '35%' })}
<p class="small" style="margin-top:8px">This statement is furnished pursuant to California Civil Code §2943. Amounts are subject to change. A payoff demand must be requested separately.</p>
${withNew ? `<div style="margin-top:18px;border:1px dashed #777;padding:8px;font-family:'DejaVu Serif';font-style:italic;color:#1d2c6b">Broker note — our file ${facts.loan.loanNumber}: new ${isJunior(facts) ? '2nd' : 'loan'} ${usd(facts.loan.amount)}; this 1st ${isJunior(facts) ? 'stays' : 'gets paid at close'}. Checked: no NODs, pmts current.</div>` : ''}`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const boarding: Family = {
  id: 'v-servicing-boarding-form',
  description: "Loan servicer's new-loan boarding form from the broker: borrower contact, terms, investor splits, servicing fee",
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, borrower } = facts;
    const inv = investors(rng, facts);
    s.add('loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'prepayment_penalty', 'prepayment_terms');
    if (facts.entity) s.add('entity_name');
    if (facts.entity?.ein && rng.chance(0.5)) s.add('ein');
    const ptype = rng.chance(0.6) ? (s.add('property_type'), propTypeText(rng, facts)) : '';
    const first = decoyDate(facts, loan.closingDate, rng.int(30, 38));
    const html = documentHtml({
      title: 'Boarding Form',
      font: 'condensed',
      fontSize: '8.6pt',
      css: '.grid td,.grid th{padding:2px 5px} h3{font-size:9pt;margin:8px 0 2px;color:#234}',
      pages: [`
<div style="display:flex;justify-content:space-between"><div class="b" style="font-size:13pt">${esc(servicer(rng))}</div><div class="small">NEW LOAN BOARDING FORM<br>Submitted by ${esc(facts.broker.name)} ${anyDate(rng, facts.documentDate)}</div></div>
<h3>LOAN</h3>
${kvTable([['Broker loan #', loan.loanNumber], ['Original principal', usd(loan.amount, true)], ['Note rate', pct(rng, loan.rate)], ['Term', term(rng, loan.termMonths)], ['Payment type', 'Interest only, balloon'], ['First payment due', date(first, 'usShort')], ['Late charge', `${rng.pick([5, 6, 10])}% after ${rng.pick([10, 15])} days`], ['Prepayment penalty', loan.prepayment.penalty ? `Yes — ${esc(loan.prepayment.terms ?? '')}` : 'None'], ['Lien position', isJunior(facts) ? '2nd' : '1st']], { labelWidth: '30%' })}
<h3>BORROWER</h3>
${kvTable([['Borrower name', facts.entity ? `${esc(facts.entity.name)}${facts.entity.ein && s.fields.includes('ein') ? ` (TIN ${facts.entity.ein.slice(0, 2)}-${facts.entity.ein.slice(2)})` : ''}` : esc(fullName(rng, borrower))], ...(facts.entity ? [['Contact / guarantor', esc(`${borrower.first} ${borrower.last}`)] as [string, string]] : []), ['Phone', phone(rng, borrower.phone)], ['E-mail', esc(borrower.email)], ['Mailing address', esc(addr(rng, otherAddress(rng, facts)))], ['Send 1098', facts.entity ? 'No (entity)' : 'Yes']], { labelWidth: '30%' })}
<h3>COLLATERAL</h3>
${kvTable([['Property', esc(addr(rng, facts.property.address))], ...(ptype ? [['Type', esc(ptype)] as [string, string]] : []), ['Hazard insurance', `${rng.pick(['Farmers', 'Mercury', 'Pacific Specialty', 'Lloyds (surplus lines)'])} — lender loss payee required`]], { labelWidth: '30%' })}
<h3>LENDERS (${inv.length})</h3>
<table class="grid"><tr><th>Lender / vesting</th><th>Amount</th><th>Pro-rata</th><th>Svc fee</th></tr>
${inv.map((i) => `<tr><td>${esc(i.name)}</td><td class="right">${usd(i.amount)}</td><td class="right">${i.share}%</td><td class="right">${rng.pick(['0.50', '0.75', '1.00'])}%</td></tr>`).join('')}</table>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const zoomMemo: Family = {
  id: 'v-zoom-call-intake-memo',
  description: 'Internal memo typed after a Zoom call with a prospective borrower: bullets, what they want, credit, value, exit',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, borrower, property } = facts;
    s.add('borrower_first_name', 'borrower_last_name', 'credit_score', 'property_address', 'property_value', 'loan_amount', 'property_type');
    if (facts.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const email = rng.chance(0.6) ? (s.add('borrower_email'), borrower.email) : '';
    const ph = rng.chance(0.6) ? (s.add('borrower_phone'), phone(rng, borrower.phone)) : '';
    const purpose = loan.purpose && rng.chance(0.6) ? (s.add('loan_purpose'), purposeText(rng, loan.purpose)) : '';
    const exit = loan.exit ? (s.add('exit_strategy'), exitText(rng, loan.exit)) : '';
    const wantsRate = rng.chance(0.5);
    if (wantsRate) s.add('interest_rate', 'loan_term');
    const attendees = [decoyPerson(rng, facts), decoyPerson(rng, facts)];
    const html = documentHtml({
      title: 'Call memo',
      font: 'sans',
      fontSize: '9.5pt',
      css: 'ul li{margin-bottom:4px}',
      pages: [`
<div class="b" style="font-size:12pt">MEMO — Zoom call, ${anyDate(rng, facts.documentDate)}</div>
<p class="small">Attendees: ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)} (us), ${esc(borrower.first)} ${esc(borrower.last)} (borrower), ${esc(attendees[0]?.name ?? '')} (borrower's CPA), ${esc(attendees[1]?.name ?? '')} (listing agent, dropped off at 20 min)</p>
<ul>
<li>${facts.entity ? `Borrowing entity: ${esc(facts.entity.name)} — ${esc(borrower.first)} ${esc(borrower.last)} signs as ${esc(facts.entity.signatoryTitle)}.` : `Borrowing individually${facts.coBorrower ? ` with ${esc(facts.coBorrower.first)}` : ''}, no entity yet.`}</li>
<li>Subject: ${esc(addr(rng, property.address))}. ${esc(propTypeText(rng, facts))}. Says it's worth ~${money(rng, property.value)}${property.purchasePrice ? `; under contract at ${usd(property.purchasePrice)}` : ''}.</li>
<li>Ask: ${money(rng, loan.amount)}${purpose ? ` — ${esc(purpose.toLowerCase())}` : ''}. ${isJunior(facts) ? 'Wants to leave the low-rate 1st alone.' : ''}</li>
${wantsRate ? `<li>I quoted ${pct(rng, loan.rate)}, ${esc(term(rng, loan.termMonths))} IO, subject to investor appetite. They were fine with it.</li>` : '<li>Did not quote rate yet — need the BPO first.</li>'}
<li>Credit: self-reported ${facts.borrower.creditScore} FICO, will send soft pull authorization.</li>
${exit ? `<li>Exit: ${esc(exit)}.</li>` : ''}
<li>Contact: ${[ph, email].filter(Boolean).map(esc).join(' / ') || 'via CPA'}.</li>
</ul>
<p><b>Next steps:</b> order BPO; prelim from ${esc(facts.title.name)}; shop to investors ${rng.pick(['Thursday', 'after BPO', 'next week'])}.</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(facts, s.fields) };
  },
};

const bpo: Family = {
  id: 'v-bpo-summary',
  description: 'Broker price opinion summary by a local agent: as-is and repaired values, three sold comps, owner of record',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { property } = facts;
    s.add('property_address', 'property_value', 'property_type');
    const owner = rng.chance(0.6);
    if (owner) { if (facts.entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name'); }
    const agent = decoyPerson(rng, facts);
    const repaired = property.arv ?? offAmount(rng, property.value, 1.08, 1.2, [property.value, facts.loan.amount]);
    const comps = [0, 1, 2].map(() => ({ a: otherAddress(rng, facts), p: offAmount(rng, property.value, 0.88, 1.15, [property.value, facts.loan.amount]), d: rng.int(0, 9) / 10 + 0.1, dom: rng.int(4, 70) }));
    const html = documentHtml({
      title: 'BPO',
      font: 'sans',
      fontSize: '9pt',
      css: '.grid td,.grid th{padding:3px 5px}',
      pages: [`
<div class="b" style="font-size:13pt">BROKER PRICE OPINION — EXTERIOR</div>
<div class="small">Prepared for ${esc(facts.broker.name)} by ${esc(agent.name)}, ${rng.pick(['Realtor®', 'Broker Associate'])}, CA DRE #${dre(rng)} · ${phone(rng, agent.phone)} · Inspection ${anyDate(rng, decoyDate(facts, facts.documentDate, -rng.int(1, 6)))}</div>
${kvTable([['Subject', esc(addr(rng, property.address))], ['Owner of record', owner ? esc(facts.entity ? facts.entity.name : `${facts.borrower.first} ${facts.borrower.last}`) : 'Per title'], ['Property type', esc(propTypeText(rng, facts))], ['Year built / GLA', `${property.yearBuilt ?? '—'} / ${property.squareFeet ? `${property.squareFeet.toLocaleString('en-US')} sf` : '—'}`], ['Occupancy', rng.pick(['Tenant occupied', 'Vacant', 'Owner occupied'])], ['Condition', rng.pick(['Average', 'Fair — deferred maintenance', 'C4'])]], { labelWidth: '28%' })}
<table class="grid" style="margin-top:10px"><tr><th>Comparable sale</th><th>Sold price</th><th>Dist.</th><th>DOM</th></tr>
${comps.map((c) => `<tr><td>${esc(c.a.street)}, ${esc(c.a.city)}</td><td class="right">${usd(c.p)}</td><td>${c.d.toFixed(1)} mi</td><td>${c.dom}</td></tr>`).join('')}</table>
<table class="grid" style="margin-top:10px;width:70%"><tr><th></th><th>Value</th></tr>
<tr><td class="b">As-is market value</td><td class="right b">${usd(property.value)}</td></tr>
<tr><td>Repaired value (if renovated)</td><td class="right">${usd(repaired)}</td></tr>
<tr><td>Quick-sale (30 days)</td><td class="right">${usd(offAmount(rng, property.value, 0.82, 0.9, [property.value, facts.loan.amount]))}</td></tr></table>
<p class="small" style="margin-top:8px">This BPO is not an appraisal and may not be used in lieu of one for federally related transactions.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(facts, s.fields) };
  },
};

const profile: Family = {
  id: 'v-title-rep-property-profile',
  description: "Title rep's property profile: owner, mailing address, APN, last sale, assessed values, open loans of record",
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { property } = facts;
    s.add('property_address', 'property_type');
    if (facts.entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name');
    const senior = seniorLien(rng, facts);
    const land = offAmount(rng, property.value, 0.15, 0.3, [property.value, facts.loan.amount]);
    const imp = offAmount(rng, property.value, 0.3, 0.5, [property.value, facts.loan.amount]);
    const lastSale = offAmount(rng, property.value, 0.45, 0.8, [property.value, facts.loan.amount]);
    const ownerName = facts.entity ? facts.entity.name.toUpperCase() : `${facts.borrower.last} ${facts.borrower.first}`.toUpperCase() + (facts.coBorrower ? ` & ${facts.coBorrower.first.toUpperCase()}` : '');
    const [l1, l2] = [property.address.street + (property.address.unit ? ` ${property.address.unit}` : ''), `${property.address.city}, ${property.address.state} ${property.address.zip}`];
    const html = documentHtml({
      title: 'Property Profile',
      font: 'condensed',
      fontSize: '8.8pt',
      css: '.grid td{padding:2px 5px} .hd{background:#123;color:#fff;padding:3px 6px;font-weight:bold;margin-top:8px}',
      pages: [`
<div style="display:flex;justify-content:space-between;align-items:end"><div><div class="b" style="font-size:14pt;color:#123">${esc(facts.title.name)}</div><div class="small">Customer Service · Your title rep: ${esc(facts.title.contact.first)} ${esc(facts.title.contact.last)} ${phone(rng, facts.title.contact.phone)}</div></div><div class="small">PROPERTY PROFILE<br>Prepared for ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}</div></div>
<div class="hd">OWNERSHIP</div>
${kvTable([['Owner', esc(ownerName)], ['Site address', `${esc(l1.toUpperCase())}<br>${esc(l2.toUpperCase())}`], ['Mailing address', esc(addr(rng, otherAddress(rng, facts)).toUpperCase())], ['APN', apn(rng)], ['Vesting', esc(facts.entity ? (facts.entity.type === 'Trust' ? 'Trust' : 'Company') : rng.pick(['Joint Tenants', 'Community Property', 'Single Man', 'Married Woman Sole & Sep']))]], { labelWidth: '24%' })}
<div class="hd">PROPERTY</div>
${kvTable([['Use', esc(propTypeText(rng, facts))], ['Bldg sf / lot', `${property.squareFeet ?? '—'} / ${rng.int(30, 120) * 100} sf`], ['Year built', String(property.yearBuilt ?? '—')], ['Units', String(property.units ?? 1)]], { labelWidth: '24%' })}
<div class="hd">ASSESSMENT &amp; SALE</div>
${kvTable([['Land value', usd(land)], ['Improvement value', usd(imp)], ['Total assessed', usd(land + imp)], ['Last sale', `${usd(lastSale)} on ${rng.int(1, 12)}/${rng.int(1, 28)}/${rng.int(2009, 2021)}`]], { labelWidth: '24%' })}
<div class="hd">OPEN LOANS OF RECORD</div>
<table class="grid"><tr><th>Lender</th><th>Amount</th><th>Recorded</th><th>Type</th></tr><tr><td>${esc(senior.holder)}</td><td>${usd(Math.round(senior.balance * 1.2 / 1000) * 1000)}</td><td>${senior.recorded}</td><td>Conv</td></tr></table>
<p class="small">Information deemed reliable but not guaranteed. Not a title report.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(facts, s.fields) };
  },
};

const approval: Family = {
  id: 'v-conditional-approval-letter',
  description: 'Broker conditional loan approval to the borrower on behalf of private lenders, with conditions list and fees',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, borrower } = facts;
    s.add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'borrower_first_name', 'borrower_last_name', 'prepayment_penalty', 'prepayment_terms', 'loan_type', 'loan_number');
    if (facts.entity) s.add('entity_name');
    const fees: string[] = [];
    if (loan.originationPoints !== undefined) { s.add('origination_points'); fees.push(`Origination: ${pts(rng, loan.originationPoints)}%`); }
    if (loan.brokerPoints !== undefined) { s.add('broker_points'); fees.push(`Broker fee: ${pts(rng, loan.brokerPoints)}%`); }
    if (loan.docFee !== undefined) { s.add('loan_doc_fee'); fees.push(`Doc prep: ${usd(loan.docFee)}`); }
    if (loan.adminFee !== undefined) { s.add('admin_fee'); fees.push(`Admin: ${usd(loan.adminFee)}`); }
    if (loan.processingFee !== undefined) { s.add('processing_fee'); fees.push(`Processing: ${usd(loan.processingFee)}`); }
    const cl = rng.chance(0.6) ? (s.add('estimated_closing_date'), anyDate(rng, loan.closingDate)) : '';
    const [a1, a2] = addrTwoLines(rng, otherAddress(rng, facts));
    const html = documentHtml({
      title: 'Conditional Approval',
      font: 'serif',
      fontSize: '10pt',
      css: 'ol li{margin-bottom:3px}',
      pages: [`
${letterhead({ name: facts.broker.name, lines: ['Trust Deed Loans · Private Money', `CA DRE Broker #${dre(rng)}`], color: accent(rng) })}
<p>${anyDate(rng, facts.documentDate)}</p>
<p>${esc(borrower.first)} ${esc(borrower.last)}${facts.entity ? `<br>${esc(facts.entity.name)}` : ''}<br>${esc(a1)}<br>${esc(a2)}</p>
<p><b>Re: Conditional Approval — Loan #${loan.loanNumber} — ${esc(addr(rng, facts.property.address))}</b></p>
<p>Dear ${esc(borrower.first)},</p>
<p>I'm pleased to tell you that our private lenders have conditionally approved your ${esc(loanTypeText(rng, facts).toLowerCase())} request as follows:</p>
${kvTable([['Loan amount', usd(loan.amount)], ['Rate', `${pct(rng, loan.rate)} fixed, interest only`], ['Term', term(rng, loan.termMonths)], ['Lien', isJunior(facts) ? '2nd deed of trust' : '1st deed of trust'], ['Prepayment', loan.prepayment.penalty ? esc(loan.prepayment.terms ?? '') : 'None'], ...(fees.length ? [['Fees', fees.join(' · ')] as [string, string]] : []), ...(cl ? [['Target close', cl] as [string, string]] : [])], { labelWidth: '24%' })}
<p style="margin-top:8px">Conditions prior to funding:</p>
<ol><li>Satisfactory ${rng.pick(['appraisal', 'BPO and interior photos'])} supporting ${rng.pick(['65%', '70%'])} max CLTV.</li><li>Clear prelim; ${isJunior(facts) ? 'beneficiary statement from first lienholder showing loan current' : 'payoff demand on existing lien(s)'}.</li><li>Evidence of hazard insurance naming lenders c/o ${esc(servicer(rng))}.</li><li>${facts.entity ? 'Entity documents and personal guaranty' : 'Photo ID and signed business-purpose certification'}.</li></ol>
<p>This is not a commitment to lend until all conditions are met and lender funds are in escrow.</p>
${brokerSig(rng, facts)}`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(facts, s.fields) };
  },
};

const commitLetter: Family = {
  id: 'v-investor-participation-confirm',
  description: "Broker's e-mail to one investor confirming their fractional participation and wiring instructions, loan recap",
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan } = facts;
    const inv = investors(rng, facts);
    const me = inv[0] ?? { name: 'Investor', amount: loan.amount, share: 100 };
    const d = decoyPerson(rng, facts);
    s.add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_number');
    const named = rng.chance(0.5);
    if (named) { if (facts.entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name'); }
    const cl = rng.chance(0.5) ? (s.add('estimated_closing_date'), anyDate(rng, loan.closingDate)) : '';
    const html = documentHtml({
      title: 'Participation confirmed',
      font: 'sans',
      fontSize: '9.5pt',
      css: mailCss(),
      pages: [`
${emailHeader([['From', `${esc(facts.broker.contact.email)}`], ['To', esc(d.email)], ['Date', anyDate(rng, facts.documentDate)], ['Subject', `Confirmed: your ${usd(me.amount)} in loan ${loan.loanNumber}`]])}
<p>Hi ${esc(d.first)},</p>
<p>Thanks for taking a piece of this one. You're confirmed for <b>${usd(me.amount)}</b> (${me.share}% undivided interest), vesting as: <i>${esc(me.name)}</i>.</p>
<p>Recap: ${usd(loan.amount)} ${isJunior(facts) ? '2nd' : '1st'} TD on ${esc(addr(rng, facts.property.address))}${named ? `, borrower ${esc(facts.entity ? facts.entity.name : `${facts.borrower.first} ${facts.borrower.last}`)}` : ''}. Note rate ${pct(rng, loan.rate)}, your net ${(loan.rate - 0.75).toFixed(2)}% after servicing, ${esc(term(rng, loan.termMonths))}.${cl ? ` Scheduled to close ${cl}.` : ''}</p>
<p>Please wire to ${esc(facts.title.name)} escrow trust account (call ${esc(facts.title.contact.first)} at ${phone(rng, facts.title.contact.phone)} to verify — never trust wiring instructions by e-mail alone). Funds due 48 hours before closing. Other lenders on this loan: ${inv.length - 1}.</p>
<p>Your RE 851A and the appraisal are attached. Sign the lender instructions via DocuSign.</p>
${brokerSig(rng, facts)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(facts, s.fields) };
  },
};

const fundSubmission: Family = {
  id: 'v-broker-to-fund-submission-email',
  description: 'Broker e-mail submitting a deal to a private mortgage fund: narrative paragraphs, numbers inline, prior deal mentioned',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, borrower, property } = facts;
    s.add('loan_amount', 'property_address', 'property_value', 'borrower_first_name', 'borrower_last_name', 'credit_score', 'property_type');
    if (facts.entity) s.add('entity_name');
    const t = rng.chance(0.7) ? (s.add('loan_term', 'interest_rate'), true) : false;
    const exit = loan.exit ? (s.add('exit_strategy'), exitText(rng, loan.exit)) : '';
    const typ = rng.chance(0.6) ? (s.add('loan_type'), loanTypeText(rng, facts)) : '';
    const ph = rng.chance(0.4) ? (s.add('borrower_phone'), phone(rng, borrower.phone)) : '';
    const prevAmt = offAmount(rng, loan.amount, 0.6, 0.9, [loan.amount]);
    const prevAddr = otherAddress(rng, facts);
    const html = documentHtml({
      title: 'Deal submission',
      font: 'serif',
      fontSize: '10pt',
      css: mailCss(),
      pages: [`
${emailHeader([['From', esc(facts.broker.contact.email)], ['To', esc(facts.lender.contact.email)], ['Cc', esc(decoyPerson(rng, facts, 'tdprocessing.com').email)], ['Subject', `${typ ? `${esc(typ)} — ` : ''}${esc(property.address.city)} — ${usd(loan.amount)} request`]])}
<p>${esc(facts.lender.contact.first)},</p>
<p>Sending you one for ${esc(facts.lender.name)}. Borrower is ${esc(borrower.first)} ${esc(borrower.last)}${facts.entity ? `, borrowing through ${esc(facts.entity.name)}` : ''}${ph ? ` (cell ${ph})` : ''}, mid-score ${facts.borrower.creditScore}. You funded his/her ${esc(prevAddr.city)} deal last year — ${usd(prevAmt)} at ${(loan.rate + 0.5).toFixed(2)}%, paid off early.</p>
<p>Subject is ${esc(addr(rng, property.address))}, ${esc(propTypeText(rng, facts).toLowerCase())}. Value ${money(rng, property.value)} per ${rng.pick(['our BPO', 'the appraisal (attached)', 'the agent CMA'])}${property.arv ? `, ARV ${usd(property.arv)}` : ''}${property.purchasePrice ? `, contract price ${usd(property.purchasePrice)}` : ''}. Requesting ${money(rng, loan.amount)} ${isJunior(facts) ? `in 2nd position behind ${esc(seniorLien(rng, facts).holder)}` : 'in 1st'}.${t ? ` Looking for ${pct(rng, loan.rate)} / ${esc(term(rng, loan.termMonths))}.` : ''}</p>
${exit ? `<p>Exit: ${esc(exit)}.</p>` : ''}
<p>Title is open with ${esc(facts.title.name)}. Let me know if you want it or if I should take it to my investor list.</p>
${brokerSig(rng, facts)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(facts, s.fields) };
  },
};

const noteBid: Family = {
  id: 'v-note-purchase-bid-letter',
  description: "Note-buying desk's letter of intent to purchase an existing note: obligor, note terms, UPB, BPO value, bid at a discount",
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan } = facts;
    s.add('loan_amount', 'interest_rate', 'property_address', 'property_value', 'loan_number', 'borrower_first_name', 'borrower_last_name');
    if (facts.entity) s.add('entity_name');
    const upb = Math.round(loan.amount * (0.9 + rng.next() * 0.08) * 100) / 100;
    const bidPct = rng.pick([82, 85, 88, 90, 92.5]);
    const seller = decoyPerson(rng, facts);
    const perf = rng.chance(0.6);
    const html = documentHtml({
      title: 'Letter of Intent — Note Purchase',
      font: 'serif',
      fontSize: '10pt',
      pages: [`
${letterhead({ name: facts.lender.name, lines: ['Note Acquisitions Desk', `${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)} · ${esc(facts.lender.contact.email)}`], color: accent(rng) })}
<p>${anyDate(rng, facts.documentDate)}</p>
<p>${esc(seller.name)}<br>(Note holder / seller)</p>
<p><b>LETTER OF INTENT TO PURCHASE ${perf ? 'PERFORMING' : 'NON-PERFORMING'} NOTE — Our ref. ${loan.loanNumber}</b></p>
<p>We propose to purchase the promissory note and deed of trust described below on the following terms:</p>
${kvTable([['Obligor', esc(facts.entity ? `${facts.entity.name} (guarantor ${facts.borrower.first} ${facts.borrower.last})` : `${facts.borrower.first} ${facts.borrower.last}`)], ['Collateral', esc(addr(rng, facts.property.address))], ['Original note amount', usd(loan.amount, true)], ['Note rate', pct(rng, loan.rate)], ['Unpaid principal balance (per seller)', usd(upb, true)], ['Paid through', date(decoyDate(facts, facts.documentDate, -rng.int(20, 120)), 'usShort')], ['Lien position', isJunior(facts) ? '2nd' : '1st'], ['Value (our BPO)', usd(facts.property.value)], ['Purchase price', `${bidPct}% of UPB = ${usd(Math.round(upb * bidPct) / 100, true)}`]], { labelWidth: '36%' })}
<p style="margin-top:8px">Subject to: review of collateral file (original note with allonge, recorded DOT, title policy), pay history, ${perf ? 'estoppel letter from obligor' : 'foreclosure status from trustee ' + esc(trusteeCo(rng))}; closing within ${rng.pick([15, 21, 30])} days through ${esc(facts.title.name)}.</p>
<p>This letter is non-binding except as to confidentiality.</p>
<p style="margin-top:20px">${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)}<br>Acquisitions</p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(facts, s.fields) };
  },
};

const creditMemo: Family = {
  id: 'v-investor-credit-memo',
  description: 'Two-page credit memo for fractional investors: summary box, borrower, collateral, liens, risks',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, borrower, property } = facts;
    const senior = seniorLien(rng, facts);
    s.add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value', 'property_type', 'credit_score', 'loan_type', 'borrower_first_name', 'borrower_last_name', 'loan_number');
    if (facts.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    if (loan.purpose) s.add('loan_purpose');
    const exit = loan.exit ? (s.add('exit_strategy'), exitText(rng, loan.exit)) : 'Payoff at maturity from borrower funds';
    const junior = isJunior(facts);
    const pp = loan.prepayment.penalty ? (s.add('prepayment_penalty', 'prepayment_terms'), `Prepayment: ${esc(loan.prepayment.terms ?? '')}`) : '';
    const risks = rng.shuffle(['Market: days on market rising in submarket', 'Construction/budget overrun risk', 'Borrower liquidity moderate', 'Insurance availability (FAIR plan)', 'Tenant holdover']).slice(0, 3);
    const p1 = `
<div class="b" style="font-size:13pt">CREDIT MEMO — ${esc(property.address.city.toUpperCase())} — FILE ${loan.loanNumber}</div>
<div class="small">Prepared by ${esc(facts.broker.name)} for trust-deed investors · ${anyDate(rng, facts.documentDate)}</div>
<table class="grid" style="margin-top:8px"><tr><td>Loan</td><td>${usd(loan.amount)}</td><td>Rate</td><td>${pct(rng, loan.rate)}</td></tr>
<tr><td>Term</td><td>${esc(term(rng, loan.termMonths))}</td><td>Type</td><td>${esc(loanTypeText(rng, facts))}</td></tr>
<tr><td>Purpose</td><td>${loan.purpose ? esc(purposeText(rng, loan.purpose)) : '—'}</td><td>Lien</td><td>${junior ? '2nd' : '1st'}</td></tr>
<tr><td>Value</td><td>${usd(property.value)}</td><td>CLTV</td><td>${ltv(loan.amount + (junior ? senior.balance : 0), property.value)}</td></tr></table>
<h3 style="margin-top:12px">Borrower</h3>
<p>${facts.entity ? `${esc(facts.entity.name)}, ${esc(entityKind(facts.entity))}, signing by ${esc(borrower.first)} ${esc(borrower.last)} (${esc(facts.entity.signatoryTitle)}), who also guarantees.` : `${esc(borrower.first)} ${esc(borrower.last)}, individual.`} Middle FICO ${borrower.creditScore}. ${rng.pick(['Owns 4 rentals in the county.', 'Has completed 9 projects with us since 2019.', 'First loan with our group; strong references from a lender we know.'])}</p>
<h3>Collateral</h3>
<p>${esc(addr(rng, property.address))} — ${esc(propTypeText(rng, facts))}${property.squareFeet ? `, ${property.squareFeet.toLocaleString('en-US')} sf` : ''}${property.yearBuilt ? `, built ${property.yearBuilt}` : ''}.${property.arv ? ` Completed value estimate ${usd(property.arv)} (not used for LTV).` : ''}</p>`;
    const p2 = `
<h3>Existing liens</h3>
<p>${junior ? `1st DOT ${esc(senior.holder)}, balance ${usd(senior.balance, true)} at ${senior.rate}%, current.` : ['Refinance', 'Cash Out Refi'].includes(loan.type) ? `${esc(senior.holder)} ${usd(senior.balance, true)} to be paid from proceeds.` : 'None — free and clear after close.'}</p>
<h3>Exit</h3><p>${esc(exit)}. ${pp}</p>
<h3>Risks &amp; mitigants</h3><ul>${risks.map((r) => `<li>${esc(r)}</li>`).join('')}</ul>
<p class="small">Servicer: ${esc(servicer(rng))}. Trustee: ${esc(trusteeCo(rng))}. Past performance does not guarantee results.</p>`;
    const html = documentHtml({ title: 'Credit memo', font: 'sans', fontSize: '9.5pt', css: 'h3{font-size:10pt;border-bottom:1px solid #999;margin:8px 0 4px}', page: { pageNumbers: true }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const fundingMemo: Family = {
  id: 'v-funding-wire-memo',
  description: "Broker's funding memo to escrow: investors' wires received, loan amount, disbursement, recording confirmation request",
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan } = facts;
    const inv = investors(rng, facts);
    s.add('loan_amount', 'loan_number', 'property_address', 'estimated_closing_date');
    if (facts.entity) s.add('entity_name'); else s.add('borrower_last_name', 'borrower_first_name');
    const html = documentHtml({
      title: 'Funding memo',
      font: 'mono',
      fontSize: '9pt',
      pages: [`
<pre style="font-family:inherit;white-space:pre-wrap">
${esc(facts.broker.name.toUpperCase())}
FUNDING MEMO                                   ${anyDate(rng, facts.documentDate)}

TO:    ${esc(facts.title.contact.first)} ${esc(facts.title.contact.last)}, ${esc(facts.title.name)}
FROM:  ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}
RE:    LOAN ${loan.loanNumber} / ${esc(facts.entity ? facts.entity.name : lastFirst(facts.borrower))}
       ${esc(addr(rng, facts.property.address))}

Loan amount ............ ${usd(loan.amount, true)}
Funding / record date .. ${anyDate(rng, loan.closingDate)}

LENDER WIRES (confirm receipt):
${inv.map((i) => `  ${i.name.padEnd(58).slice(0, 58)} ${usd(i.amount, true).padStart(14)}`).map(esc).join('\n')}
                                                             --------------
  TOTAL                                                      ${usd(loan.amount, true).padStart(14)}

Please record DOT, issue ALTA loan policy, and e-mail conformed copies to
servicing@${esc(servicer(rng).toLowerCase().replace(/[^a-z]/g, '').slice(0, 14))}.com. Broker demand to follow.
</pre>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const apprReview: Family = {
  id: 'v-appraisal-desk-review',
  description: 'Desk review letter of an appraisal for the broker: original appraiser, reviewed value, reconciled value, comments',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { property } = facts;
    s.add('property_address', 'property_value', 'property_type');
    const origVal = offAmount(rng, property.value, 1.04, 1.12, [property.value, facts.loan.amount]);
    const reviewer = decoyPerson(rng, facts);
    const html = documentHtml({
      title: 'Desk Review',
      font: 'serif',
      fontSize: '10pt',
      pages: [`
${letterhead({ name: `${reviewer.last} Valuation Review`, lines: [`Certified Residential Appraiser, CA BREA #AR0${reviewer.phone.slice(-5)}`], color: accent(rng) })}
<p>${anyDate(rng, facts.documentDate)}</p>
<p>To: ${esc(facts.broker.name)}</p>
<p><b>Desk Review — ${esc(addr(rng, property.address))}</b></p>
${kvTable([['Original appraiser', `${esc(facts.appraiser.contact.first)} ${esc(facts.appraiser.contact.last)}, ${esc(facts.appraiser.name)}`], ['Effective date of original', date(decoyDate(facts, facts.documentDate, -rng.int(8, 40)), 'long')], ['Property type', esc(propTypeText(rng, facts))], ['Original opinion of value', usd(origVal)], ['Reviewer\'s opinion — as-is market value', `<b>${usd(property.value)}</b>`]], { labelWidth: '40%' })}
<p style="margin-top:10px">The original report relies on comparable 2 (superior condition, new kitchen) without adequate adjustment. After adjusting, the indicated as-is value is ${usd(property.value)}. ${property.arv ? `The prospective value upon completion of ${usd(property.arv)} was not reviewed.` : ''}</p>
<p>The reviewer has no present or prospective interest in the property or the parties. The lender may rely on the reviewed value for loan-to-value purposes.</p>
<p style="margin-top:20px"><span class="scrawl">${esc(reviewer.name)}</span><br>${esc(reviewer.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(facts, s.fields) };
  },
};

const payoffDemand: Family = {
  id: 'v-private-payoff-demand',
  description: "Payoff demand from a private servicer on the existing note being refinanced, sent to escrow; new loan in escrow ref",
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const senior = seniorLien(rng, facts);
    const svc = servicer(rng);
    s.add('property_address');
    if (facts.entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name');
    const good = decoyDate(facts, facts.documentDate, rng.int(14, 30));
    const interest = Math.round(senior.balance * senior.rate / 36500 * rng.int(10, 28) * 100) / 100;
    const total = senior.balance + interest + 45 + 150 + 30;
    const html = documentHtml({
      title: 'Payoff Demand',
      font: 'sans',
      fontSize: '9pt',
      pages: [`
${letterhead({ name: svc, lines: ['Payoff Department', 'Licensed by the California Department of Financial Protection and Innovation'], color: '#3d3d3d' })}
<div class="b" style="font-size:12pt">DEMAND FOR PAYOFF</div>
<p>To: ${esc(facts.title.name)} — Escrow Officer ${esc(facts.title.contact.first)} ${esc(facts.title.contact.last)} &nbsp; Date: ${anyDate(rng, facts.documentDate)}</p>
${kvTable([['Our loan #', senior.loanNo], ['Trustor(s)', esc(facts.entity ? facts.entity.name : `${facts.borrower.first} ${facts.borrower.last}`)], ['Property', esc(addr(rng, facts.property.address))], ['Beneficiary', `${esc(decoyPerson(rng, facts).name)} et al.`]], { labelWidth: '26%' })}
<table class="grid" style="margin-top:8px;width:80%"><tr><td>Principal balance</td><td class="right">${usd(senior.balance, true)}</td></tr><tr><td>Interest ${senior.rate}% to ${date(good, 'us')}</td><td class="right">${usd(interest, true)}</td></tr><tr><td>Reconveyance fee</td><td class="right">$45.00</td></tr><tr><td>Demand fee</td><td class="right">$150.00</td></tr><tr><td>Recording</td><td class="right">$30.00</td></tr><tr><td class="b">TOTAL DUE</td><td class="right b">${usd(Math.round(total * 100) / 100, true)}</td></tr></table>
<p>Per diem after ${date(good, 'us')}: ${usd(Math.round(senior.balance * senior.rate / 36500 * 100) / 100, true)}. Funds must be wired; personal checks not accepted. Upon receipt we will instruct ${esc(trusteeCo(rng))} to reconvey.</p>
<p class="small">This demand expires ${date(good, 'long')}.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const fundedNotice: Family = {
  id: 'v-funded-notice-to-investors',
  description: 'Post-closing "funded!" e-mail to the fractional investors with recorded details and first payment date',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan } = facts;
    const inv = investors(rng, facts);
    s.add('loan_amount', 'loan_number', 'interest_rate', 'property_address');
    const ps = rng.chance(0.5) ? (s.add('property_value'), true) : false;
    const html = documentHtml({
      title: 'Funded',
      font: 'sans',
      fontSize: '9.5pt',
      css: mailCss(),
      pages: [`
${emailHeader([['From', esc(facts.broker.contact.email)], ['To', `Loan ${loan.loanNumber} lenders (${inv.length})`], ['Subject', `FUNDED — Loan ${loan.loanNumber} — ${esc(facts.property.address.city)}`]])}
<p>All,</p>
<p>Loan ${loan.loanNumber} funded and recorded today. Thank you. Summary for your records:</p>
<ul><li>Property: ${esc(addr(rng, facts.property.address))}${ps ? ` (value ${usd(facts.property.value)})` : ''}</li>
<li>Principal: ${usd(loan.amount)} at ${pct(rng, loan.rate)}</li>
<li>Instrument no. ${rng.int(2024, 2026)}-${rng.int(1000000, 9999999)}</li>
<li>First interest payment to you: ${date(decoyDate(facts, loan.closingDate, rng.int(32, 40)), 'long')}, via ACH from ${esc(servicer(rng))}</li></ul>
<table class="grid" style="width:90%"><tr><th>Lender</th><th>Funded</th><th>%</th></tr>${inv.map((i) => `<tr><td>${esc(i.name)}</td><td class="right">${usd(i.amount)}</td><td class="right">${i.share}%</td></tr>`).join('')}</table>
${brokerSig(rng, facts)}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(facts, s.fields) };
  },
};

const termEmail: Family = {
  id: 'v-broker-quote-email-to-borrower',
  description: 'Short broker e-mail quoting terms to the borrower, replying over the borrower\'s own request quoted below',
  formats: ['pdf_text'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, borrower } = facts;
    s.add('loan_amount', 'interest_rate', 'loan_term', 'borrower_first_name', 'borrower_email', 'property_address');
    const pp = rng.chance(0.7) ? (s.add('prepayment_penalty', 'prepayment_terms'), loan.prepayment.penalty ? `Prepay: ${loan.prepayment.terms ?? ''}.` : 'No prepay penalty.') : '';
    const fees: string[] = [];
    if (loan.originationPoints !== undefined) { s.add('origination_points'); fees.push(`${pts(rng, loan.originationPoints)} pts lender`); }
    if (loan.brokerPoints !== undefined) { s.add('broker_points'); fees.push(`${pts(rng, loan.brokerPoints)} pts broker`); }
    if (loan.processingFee !== undefined) { s.add('processing_fee'); fees.push(`${usd(loan.processingFee)} processing`); }
    const lastName = true;
    s.add('borrower_last_name');
    const html = documentHtml({
      title: 'Re: loan',
      font: 'sans',
      fontSize: '10pt',
      css: mailCss(),
      pages: [`
${emailHeader([['From', esc(facts.broker.contact.email)], ['To', `${lastName ? `${esc(borrower.first)} ${esc(borrower.last)} ` : ''}&lt;${esc(borrower.email)}&gt;`], ['Date', anyDate(rng, facts.documentDate)], ['Subject', 'Re: need money on my property']])}
<p>${esc(borrower.first)} —</p>
<p>Here's what I can do with my investors on ${esc(addr(rng, facts.property.address))}: ${money(rng, loan.amount)} at ${pct(rng, loan.rate)}, ${esc(term(rng, loan.termMonths))} interest-only.${fees.length ? ` Costs: ${fees.join(', ')}, plus title/escrow.` : ''} ${esc(pp)}</p>
<p>If that works, sign the attached fee agreement and I'll order the BPO.</p>
<p>${esc(facts.broker.contact.first)}</p>
<div class="q">On ${anyDate(rng, decoyDate(facts, facts.documentDate, -rng.int(1, 4)))}, ${esc(borrower.first)} wrote:<br>Hi, my ${rng.pick(['realtor', 'friend', 'CPA'])} ${esc(decoyPerson(rng, facts).name)} gave me your name. ${isJunior(facts) ? "I have a good rate on my 1st and don't want to refinance it, just need a second." : 'Banks are too slow for me.'} ${loan.exit ? `Plan is ${exitText(rng, loan.exit).toLowerCase()}.` : ''} Can you help?</div>`],
    });
    if (loan.exit) s.add('exit_strategy');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(facts, s.fields) };
  },
};

export const letterFamilies: Family[] = [
  offeringEmail, escrowInstructions, prelim, beneStatement, boarding, zoomMemo, bpo, profile, approval, commitLetter,
  fundSubmission, noteBid, creditMemo, fundingMemo, apprReview, payoffDemand, fundedNotice, termEmail,
];
export { emailHeader, mailCss };
