// set-af: paper that comes back through the scanner or a phone camera — signed pages, hand-filled forms, faxes,
// text-message screenshots, index cards from a land show.
import { documentHtml, esc } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  CSS_FORM, T, addDays, addr, addrShort, borrowerLine, dAbbr, dLong, dPad, dSlash, fullName, money, pct, phone,
  termWords, texify, who,
  asPurchase,
} from './land';

const HAND = `.h { font-family: 'DejaVu Serif', serif; font-style: italic; color: #1d2c6b; font-size: 12pt; }
.line { border-bottom: 1px solid #333; display: inline-block; min-width: 2in; padding: 0 4px; }`;

const signedCommitment: Family = {
  id: 'af-scan-signed-commitment-summary',
  description: 'Scanned, signed commitment summary page returned by the borrower: terms table, conditions, acceptance signature and date in ink.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const rows: [string, string, TruthField[]][] = [
      ['Loan No.', l.loanNumber, ['loan_number']],
      ['Borrower', esc(borrowerLine(f)), who(f)],
      ['Property', `${esc(addrShort(f.property.address))} (${land.acres} ac)`, ['property_address']],
      ['Loan amount', money(l.amount), ['loan_amount']],
      ['Rate', `${pct(l.rate, 2)} fixed`, ['interest_rate']],
      ['Term', termWords(l.termMonths), ['loan_term']],
      ...(l.originationPoints !== undefined ? [['Origination', `${l.originationPoints} points`, ['origination_points']] as [string, string, TruthField[]]] : []),
      ...(l.docFee !== undefined ? [['Doc prep', money(l.docFee), ['loan_doc_fee']] as [string, string, TruthField[]]] : []),
      ['Prepayment', l.prepayment.penalty ? esc(l.prepayment.terms ?? '') : 'None', ['prepayment_penalty', 'prepayment_terms']],
      ['Close by', dPad(l.closingDate), ['estimated_closing_date']],
    ];
    const html = documentHtml({
      title: 'Commitment summary', font: 'sans', fontSize: '10.5pt', css: HAND,
      pages: [`<div class="b" style="font-size:14pt">${esc(f.lender.name)}</div><div style="margin-bottom:12px">COMMITMENT SUMMARY &amp; ACCEPTANCE — ${dAbbr(f.documentDate)}</div>
<table class="grid">${rows.map(([k, v]) => `<tr><td style="width:30%" class="b">${k}</td><td>${v}</td></tr>`).join('')}</table>
<p style="margin-top:12px">Conditions: clear title from ${esc(f.title.name)}; survey; proof of ag valuation; ${land.carry > 0 ? 'seller subordination; ' : ''}insurance on improvements if any.</p>
<p style="margin-top:24px">ACCEPTED AND AGREED:</p>
<p><span class="line h">${esc(fullName(f.borrower))}</span> &nbsp; Date: <span class="line h" style="min-width:1.2in">${dSlash(addDays(f.documentDate, rng.int(1, 4)))}</span></p>
<p class="small">${f.entity ? `for ${esc(f.entity.name)}, by its ${esc(f.entity.signatoryTitle)}` : 'Borrower'}</p>`],
    });
    const fields = rows.flatMap((r) => r[2]);
    if (f.entity) fields.push('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: T(f, fields) };
  },
};

const handContract: Family = {
  id: 'af-scan-handfilled-farm-ranch-contract',
  description: 'Scan of a farm-and-ranch contract first page filled in by hand: parties, county, legal, price split with third-party financing amount, closing date.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const { f: f0, land } = texify(facts, rng);
    const f = asPurchase(f0, land, rng);
    const price = f.property.purchasePrice ?? f.property.value + 15000;
    const buyer = f.entity ? `${f.entity.name} by ${fullName(f.borrower)}, ${f.entity.signatoryTitle}` : borrowerLine(f, true);
    const h = (t: string) => `<span class="line h">${esc(t)}</span>`;
    const html = documentHtml({
      title: 'Contract', font: 'serif', fontSize: '9.8pt', css: HAND, page: { footerLeft: 'TREC NO. 25-15 (reference) — Initialed: ____ ____', pageNumbers: true },
      pages: [`<h3 class="center">FARM AND RANCH CONTRACT</h3>
<p style="line-height:2">1. PARTIES: Seller ${h(fullName(f.seller))} agrees to sell and convey to Buyer ${h(buyer)} the Property defined below.</p>
<p style="line-height:2">2. PROPERTY: A. LAND: County of ${h(land.county)}, Texas, described as ${h(`${land.acres} ac, ${land.survey} Svy, A-${land.abstract}`)} also known as ${h(addr(f.property.address))}.</p>
<p style="line-height:2">3. SALES PRICE: A. Cash portion payable at closing ${h(money(price - f.loan.amount))}<br>B. Sum of all financing described in the attached: ☒ Third Party Financing Addendum ☐ Loan Assumption ☐ Seller Financing ${h(money(f.loan.amount))}<br>C. Sales Price (Sum of A and B) ${h(money(price))}</p>
<p>5. EARNEST MONEY: ${h(money(rng.pick([2500, 5000, 10000])))} to ${h(f.title.name)}.</p>
<p style="line-height:2">9. CLOSING: on or before ${h(dSlash(f.loan.closingDate))}.</p>
<p>Buyer's phone ${h(phone(f.borrower.phone, 1))}</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'loan_amount', 'estimated_closing_date', 'borrower_phone'];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: T(f, fields) };
  },
};

const appraisalCover: Family = {
  id: 'af-scan-appraisal-cover-letter',
  description: 'Scanned appraisal transmittal letter for an acreage tract: client lender, loan number, borrower, as-is value, extraordinary assumptions.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const a = f.appraiser;
    const html = documentHtml({
      title: 'Transmittal', font: 'serif', fontSize: '10.5pt', page: { margin: '0.9in 1in 1in 1in' },
      pages: [`<div class="center"><div class="b" style="font-size:14pt">${esc(a.name)}</div><div class="small">${esc(a.address.city)}, ${a.address.state} · ${phone(a.contact.phone)}</div></div>
<p style="margin-top:18px">${dLong(f.documentDate)}</p>
<p>${esc(f.lender.name)}<br>Attn: ${esc(fullName(f.lender.contact))}</p>
<p>Re: Appraisal of ${land.acres} acres, ${esc(addr(f.property.address))}<br>Borrower: ${esc(borrowerLine(f))} &nbsp; Lender loan no. ${f.loan.loanNumber}</p>
<p>At your request we have appraised the above-referenced ${f.property.type === 'Single Family' ? 'rural homesite with residence' : 'rural acreage'}. The accompanying report sets out the data, reasoning and analyses. Subject to the assumptions and limiting conditions stated in the report, the market value of the fee simple interest, as is, as of ${dLong(addDays(f.documentDate, -rng.int(2, 9)))}, is:</p>
<p class="center b" style="font-size:13pt">${money(f.property.value)}</p>
<p>${f.property.arv ? `The prospective value upon completion of the planned improvements, ${money(f.property.arv)}, is reported separately under a hypothetical condition. ` : ''}Extraordinary assumption: the survey acreage of ${land.acres} acres is correct. The current agricultural valuation (${esc(land.agUse)}) was considered but does not affect market value.</p>
<p>Sincerely,<br><br><span class="scrawl">${esc(fullName(a.contact))}</span><br>${esc(fullName(a.contact))}, Certified General Appraiser</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: T(f, [...who(f), 'property_address', 'loan_number', 'property_value']) };
  },
};

const handApp: Family = {
  id: 'af-scan-handwritten-intake-application',
  description: 'Scanned short-form application filled in by hand at the lender\'s booth or office: name, DOB, phone, e-mail, land, amount, FICO estimate.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const line = (k: string, v: string) => `<div style="margin:9px 0"><span class="lab" style="display:inline-block;width:2.1in">${k}</span><span class="line h" style="min-width:4.4in">${esc(v)}</span></div>`;
    const html = documentHtml({
      title: 'Short app', font: 'sans', fontSize: '10pt', css: CSS_FORM + HAND,
      pages: [`<div class="b" style="font-size:15pt">${esc(f.lender.name)}</div><div style="margin-bottom:12px">Quick Land Loan Application — please print</div>
${line('Name', fullName(f.borrower, true))}
${line('Date of birth', dSlash(f.borrower.dob))}
${line('Phone', phone(f.borrower.phone, rng.int(0, 2)))}
${line('Email', f.borrower.email)}
${f.entity ? line('Company (if buying in one)', f.entity.name) : ''}
${line('Where is the land?', `${f.property.address.street}, ${f.property.address.city} ${f.property.address.zip}`)}
${line('Acres / county', `${land.acres} / ${land.county}`)}
${line('How much do you need?', money(l.amount))}
${line('What is it worth?', money(f.property.value))}
${line('Credit score (about)', String(f.borrower.creditScore))}
${line('When do you need it?', dSlash(l.closingDate))}
<p class="small" style="margin-top:20px">By signing you authorize ${esc(f.lender.name)} to obtain a credit report. Signature <span class="line h">${esc(fullName(f.borrower))}</span></p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: T(f, ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'entity_name', 'property_address', 'loan_amount', 'property_value', 'credit_score', 'estimated_closing_date']) };
  },
};

const faxSchedA: Family = {
  id: 'af-scan-faxed-title-schedule-a',
  description: 'Faxed Schedule A from a small-county abstract company, fax header across the top; proposed insured, loan policy amount, land.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const ins = f.entity ? f.entity.name : borrowerLine(f, true);
    const html = documentHtml({
      title: 'Fax', font: 'mono', fontSize: '9.5pt',
      pages: [`<div style="font-size:8pt;border-bottom:1px solid #000;margin-bottom:12px">${dPad(f.documentDate)} ${rng.int(8, 16)}:${String(rng.int(10, 59))} FROM: ${esc(land.county.toUpperCase())} ABSTRACT CO &nbsp; ${land.areaCode}5550${rng.int(100, 199)} &nbsp; TO: ${esc(f.lender.name.toUpperCase())} &nbsp; P.${rng.int(2, 5)}/${rng.int(5, 8)}</div>
<div class="center b">SCHEDULE A</div>
<p>GF NO. ${esc(land.gf.replace(/^(GF No\.|GF|File) /, ''))} &nbsp;&nbsp; EFFECTIVE DATE: ${dPad(addDays(f.documentDate, -3))}</p>
<p>1. POLICIES TO BE ISSUED:<br>&nbsp;&nbsp;(a) OWNER POLICY: ${f.property.purchasePrice ? money(f.property.purchasePrice) : 'NONE'}${f.property.purchasePrice ? ` — PROPOSED INSURED: ${esc(ins.toUpperCase())}` : ''}<br>&nbsp;&nbsp;(c) LOAN POLICY: ${money(f.loan.amount)}<br>&nbsp;&nbsp;&nbsp;&nbsp;PROPOSED INSURED: ${esc(f.lender.name.toUpperCase())}<br>&nbsp;&nbsp;&nbsp;&nbsp;PROPOSED BORROWER: ${esc(ins.toUpperCase())}</p>
<p>2. FEE SIMPLE</p>
<p>3. VESTED IN: ${esc(f.property.purchasePrice ? fullName(f.seller).toUpperCase() : ins.toUpperCase())}</p>
<p>4. LAND: ${esc(`${land.acres} ACRES OUT OF THE ${land.survey.toUpperCase()} SURVEY, ABSTRACT ${land.abstract}, ${land.county.toUpperCase()} COUNTY, TEXAS`)}; PROPERTY ADDRESS: ${esc(`${f.property.address.street}, ${f.property.address.city}, TX ${f.property.address.zip}`.toUpperCase())}</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: T(f, [...who(f), 'loan_amount', 'property_address']) };
  },
};

const lienNote: Family = {
  id: 'af-scan-real-estate-lien-note',
  description: 'Scanned executed real estate lien note (Texas form style): maker, payee, principal, rate, maturity in months, prepayment clause, deed of trust reference.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const maker = f.entity ? `${f.entity.name}, by ${fullName(f.borrower)}, its ${f.entity.signatoryTitle}` : borrowerLine(f, true);
    const html = documentHtml({
      title: 'Note', font: 'serif', fontSize: '10pt', css: HAND,
      pages: [`<h3 class="center">REAL ESTATE LIEN NOTE</h3>
<p>Date: ${dLong(l.closingDate)} &nbsp;&nbsp; Loan No. ${l.loanNumber}</p>
<p>Maker: ${esc(maker)}</p>
<p>Payee: ${esc(f.lender.name)}</p>
<p>Place for Payment: ${esc(`${f.lender.address.street}, ${f.lender.address.city}, ${f.lender.address.state}`)}</p>
<p>Principal Amount: ${money(l.amount)}</p>
<p>Annual Interest Rate on Unpaid Principal from Date: ${pct(l.rate, 3)}</p>
<p>Terms of Payment (principal and interest): Interest only, payable monthly, beginning on the first day of the second month after the date of this note; all unpaid principal and accrued interest due and payable ${termWords(l.termMonths)} after the date of this note.</p>
<p>Security for Payment: This note is secured by a vendor's lien and superior title retained in a deed and by a deed of trust of even date to ${esc(fullName(f.lender.contact))}, Trustee, covering ${land.acres} acres in ${esc(land.county)} County, Texas, known as ${esc(addr(f.property.address))}.</p>
<p>Prepayment: ${l.prepayment.penalty ? `Maker may prepay this note in whole or in part, subject to a prepayment premium as follows: ${esc(l.prepayment.terms ?? '')}.` : 'Maker may prepay this note in any amount at any time before maturity without penalty.'}</p>
<p class="small">Maker waives all demands for payment, presentation for payment, notices of intention to accelerate maturity, protests, and notices of protest, to the extent permitted by law.</p>
<p style="margin-top:22px"><span class="line h">${esc(fullName(f.borrower))}</span><br>${f.entity ? `${esc(f.entity.name)}, by ${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : esc(fullName(f.borrower))}</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'prepayment_penalty', 'prepayment_terms'];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: T(f, fields) };
  },
};

const guaranty: Family = {
  id: 'af-scan-guaranty-first-page',
  description: 'Scanned first page of a personal guaranty: guarantor guarantees the entity borrower\'s note to the lender, amount, loan number, guarantor contact.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const { f: f0 } = texify(facts, rng);
    const f = f0.entity ? f0 : { ...f0, entity: { name: `${f0.borrower.last} Land & Cattle LLC`, type: 'LLC' as const, stateOfFormation: 'Texas', signatoryTitle: 'Managing Member', ein: undefined } };
    const e = f.entity as NonNullable<typeof f.entity>;
    const html = documentHtml({
      title: 'Guaranty', font: 'serif', fontSize: '10pt',
      pages: [`<h3 class="center">GUARANTY AGREEMENT</h3>
<p>Loan No.: ${f.loan.loanNumber}</p>
<p>Guarantor: ${esc(fullName(f.borrower, true))}<br>Guarantor's mailing address: P.O. Box ${rng.int(10, 2999)}, ${esc(f.property.address.city)}, Texas<br>Guarantor's phone: ${phone(f.borrower.phone)}</p>
<p>Borrower: ${esc(e.name)}</p>
<p>Lender: ${esc(f.lender.name)}</p>
<p>Obligation: the promissory note dated on or about ${dLong(f.loan.closingDate)} in the original principal amount of ${money(f.loan.amount)}, executed by Borrower and payable to the order of Lender, secured by real property in ${esc(f.property.address.city)}, Texas.</p>
<p>FOR VALUE RECEIVED, and to induce Lender to extend credit to Borrower, Guarantor absolutely and unconditionally guarantees to Lender the prompt payment of the Obligation when due, whether by acceleration or otherwise. This is a guaranty of payment and not of collection. Guarantor waives notice of acceptance, presentment, demand, protest, and any right to require Lender to proceed first against Borrower or the collateral.</p>
<p>Guarantor represents that Guarantor is the ${esc(e.signatoryTitle)} of Borrower and will benefit from the loan.</p>
<p class="small">[continued on page 2 — ${esc(f.lender.name)} form G-2]</p>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'entity_name', 'loan_number', 'loan_amount', 'estimated_closing_date'];
    return { kind: 'html', documentType: 'Entity Document', html, truth: T(f, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Photos (one page each)

const textThread: Family = {
  id: 'af-photo-broker-text-thread',
  description: 'Phone screenshot, printed and photographed: broker texting the loan officer about a buyer — name, acres, ask, value, close date in chat bubbles.',
  formats: ['image'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const b = f.broker.contact;
    const them = (t: string) => `<div style="background:#e5e5ea;border-radius:16px;padding:8px 12px;margin:6px 60px 6px 0;font-size:12pt">${t}</div>`;
    const me = (t: string) => `<div style="background:#0a84ff;color:#fff;border-radius:16px;padding:8px 12px;margin:6px 0 6px 60px;font-size:12pt">${t}</div>`;
    const valueSaid = rng.chance(0.6);
    const msgs = [
      them(`hey it's ${esc(b.first)} w/ ${esc(f.broker.name)}. got a ${land.label} deal for u`),
      me('send it'),
      them(`buyer is ${esc(f.entity ? `${f.entity.name} (${fullName(f.borrower)})` : fullName(f.borrower))}. ${land.acres} ac at ${esc(f.property.address.street)} ${esc(f.property.address.city)} ${f.property.address.zip}`),
      them(`needs ${money(l.amount)} for ${l.termMonths} mo${valueSaid ? `. appraisal came in ${money(f.property.value)}` : ''}`),
      me(`rate would be around ${pct(l.rate)}. when's closing`),
      them(`${dSlash(l.closingDate)} at ${esc(f.title.name.split(' ')[0] ?? '')} title`),
      me('ok send me the contract + survey'),
      them(rng.pick(['will do', 'k', 'on it'])),
    ];
    const html = documentHtml({
      title: 'Texts', font: 'sans', fontSize: '12pt', page: { margin: '0.5in 1.6in' },
      pages: [`<div style="border:1px solid #ccc;border-radius:24px;padding:18px"><div class="center" style="font-size:10pt;color:#666">${esc(fullName(b))}<br>${phone(b.phone)}</div>
<div class="center" style="font-size:9pt;color:#888;margin:8px 0">${dAbbr(f.documentDate)}</div>${msgs.join('')}</div>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'loan_amount', 'loan_term', 'interest_rate', 'estimated_closing_date'];
    if (valueSaid) fields.push('property_value');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: T(f, fields) };
  },
};

const indexCard: Family = {
  id: 'af-photo-land-show-index-card',
  description: 'Photo of a lined index card filled at a land expo: name, cell, e-mail, county and acres, how much, credit; lender\'s notes in the corner.',
  formats: ['image'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const lines = [
      `${fullName(f.borrower)}${f.entity ? ` — ${f.entity.name}` : ''}`,
      `cell ${phone(f.borrower.phone, 1)}`,
      f.borrower.email,
      `${land.acres} ac ${land.county} Co — ${f.property.address.street}, ${f.property.address.city} ${f.property.address.zip}`,
      `wants ${money(f.loan.amount)}, ${f.loan.termMonths} mo`,
      `credit ~${f.borrower.creditScore}`,
    ];
    const html = documentHtml({
      title: 'Card', font: 'serif', fontSize: '14pt', css: HAND, page: { margin: '1.2in 0.6in' },
      pages: [`<div style="background:#fffdf3;border:1px solid #bbb;padding:20px 24px;box-shadow:2px 2px 6px #999;transform:rotate(-1.5deg);background-image:repeating-linear-gradient(#fffdf3 0 30px,#9cc3e6 30px 31px);line-height:31px">
<div style="border-bottom:2px solid #e06666;font-size:10pt;color:#555">${esc(f.lender.name)} — Texas Land &amp; Ranch Expo · ${dAbbr(f.documentDate)}</div>
${lines.map((t) => `<div class="h" style="font-size:15pt">${esc(t)}</div>`).join('')}
<div class="h" style="font-size:11pt;color:#8b1a1a;text-align:right">${esc(rng.pick(['call Mon', 'ag exempt — ok', 'broker: ' + f.broker.contact.first, 'seller carry?']))}</div></div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: T(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'loan_term', 'credit_score']) };
  },
};

const loanCard: Family = {
  id: 'af-photo-loan-summary-printout',
  description: 'Phone photo of the one-page loan summary printout clipped inside the closing file: key/value strip, loan officer initials.',
  formats: ['image'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const kv: [string, string, TruthField[]][] = [
      ['LOAN #', l.loanNumber, ['loan_number']],
      ['BORROWER', esc(borrowerLine(f).toUpperCase()), who(f)],
      ['COLLATERAL', esc(addrShort(f.property.address).toUpperCase()), ['property_address']],
      ['PRODUCT', esc(land.label.toUpperCase()), []],
      ['PRINCIPAL', money(l.amount, true), ['loan_amount']],
      ['NOTE RATE', pct(l.rate, 3), ['interest_rate']],
      ['TERM (MO)', String(l.termMonths), ['loan_term']],
      ['CLOSING', dPad(l.closingDate), ['estimated_closing_date']],
      ['APPRAISED', money(f.property.value), ['property_value']],
      ['PPP', l.prepayment.penalty ? esc(l.prepayment.terms ?? '').toUpperCase() : 'NONE', ['prepayment_penalty', 'prepayment_terms']],
    ];
    const html = documentHtml({
      title: 'Summary', font: 'mono', fontSize: '11pt', page: { margin: '0.9in 0.9in' },
      pages: [`<div class="b" style="font-size:13pt">${esc(f.lender.name.toUpperCase())} — LOAN SUMMARY</div><div style="margin-bottom:12px">PRINTED ${dPad(f.documentDate)} BY ${esc(f.lender.contact.first[0] ?? '')}${esc(f.lender.contact.last[0] ?? '')}</div>
${kv.map(([k, v]) => `<div style="display:flex;border-bottom:1px dotted #777;padding:5px 0"><div style="width:2.2in">${k}</div><div>${v}</div></div>`).join('')}`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: T(f, kv.flatMap((r) => r[2])) };
  },
};

const callSheet: Family = {
  id: 'af-photo-phone-intake-sheet',
  description: 'Photo of the printed call-in intake sheet the receptionist fills by hand: caller, callback, referral source, property, request, purpose boxes.',
  formats: ['image'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const purpose = l.purpose === 'Purchase' ? 'Buy' : l.purpose === 'Construction' ? 'Develop' : 'Refi';
    const html = documentHtml({
      title: 'Intake', font: 'sans', fontSize: '10.5pt', css: CSS_FORM + HAND,
      pages: [`<div class="b" style="font-size:14pt">CALL-IN INTAKE</div><div class="small" style="margin-bottom:10px">${esc(f.lender.name)} · taken by ${esc(rng.pick(['Becky', 'Sonia', 'Trent', 'Mandy']))} · ${dSlash(f.documentDate)}</div>
<div class="row"><div class="box"><div class="lab">Caller</div><div class="h">${esc(fullName(f.borrower))}</div></div><div class="box"><div class="lab">Call back #</div><div class="h">${phone(f.borrower.phone, 1)}</div></div></div>
<div class="box"><div class="lab">Referred by</div><div class="h">${esc(`${fullName(f.broker.contact)} (${f.broker.name})`)}</div></div>
<div class="box"><div class="lab">Property / road / town</div><div class="h">${esc(`${f.property.address.street}, ${f.property.address.city} ${f.property.address.zip} — ${land.acres} ac`)}</div></div>
<div class="box"><div class="lab">Wants</div>${['Buy', 'Refi', 'Develop'].map((o) => `<span style="margin-right:16px">${o === purpose ? '<b class="h">✓</b>' : '☐'} ${o}</span>`).join('')}</div>
<div class="row"><div class="box"><div class="lab">How much</div><div class="h">${money(l.amount)}</div></div><div class="box"><div class="lab">By when</div><div class="h">${dSlash(l.closingDate)}</div></div></div>
<div class="box" style="min-height:80px"><div class="lab">Notes</div><div class="h">${esc(rng.pick(['Seller is his uncle. Ag exempt hay.', 'Has survey. Wants to put a barndo on it.', 'Bought at auction, needs to close fast.', 'Wife on title too.']))}</div></div>`],
    });
    const truth = T(f, ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'estimated_closing_date', 'loan_purpose']);
    if (l.purpose === 'Cash Out Refinance') delete truth.loan_purpose;
    return { kind: 'html', documentType: 'Loan Application', html, truth };
  },
};

const platNotes: Family = {
  id: 'af-photo-survey-plat-notes-block',
  description: 'Photo of the notes block of a boundary survey plat: surveyed for, lender and title certification, GF number, address, acreage, flood note, RPLS seal.',
  formats: ['image'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const html = documentHtml({
      title: 'Plat notes', font: 'condensed', fontSize: '9.5pt', page: { margin: '0.8in 0.7in' },
      pages: [`<div style="border:2px solid #000;padding:14px">
<div class="center b" style="font-size:12pt">BOUNDARY SURVEY OF ${land.acres} ACRES</div>
<div class="center">OUT OF THE ${esc(land.survey.toUpperCase())} SURVEY NO. ${land.abstract % 97 + 1}, ABSTRACT NO. ${land.abstract}<br>${esc(land.county.toUpperCase())} COUNTY, TEXAS</div>
<div style="display:flex;gap:20px;margin-top:14px"><div style="flex:2">
<p><b>SURVEYED FOR:</b> ${esc(borrowerLine(f).toUpperCase())}</p>
<p><b>ADDRESS:</b> ${esc(`${f.property.address.street}, ${f.property.address.city}, TX ${f.property.address.zip}`.toUpperCase())}</p>
<p><b>CERTIFIED TO:</b> ${esc(f.lender.name.toUpperCase())}, ITS SUCCESSORS AND/OR ASSIGNS; ${esc(f.title.name.toUpperCase())}, ${esc(land.gf.toUpperCase())}</p>
<p><b>NOTES:</b><br>1. BEARINGS BASED ON TEXAS STATE PLANE COORDINATE SYSTEM, CENTRAL ZONE, NAD83.<br>2. FLOOD: ${esc(land.flood.toUpperCase())}.<br>3. SUBJECT TO EASEMENTS OF RECORD LISTED IN SCHEDULE B OF THE TITLE COMMITMENT.<br>4. 1/2" IRON RODS SET AT ALL CORNERS UNLESS NOTED.<br>5. FIELD WORK COMPLETED ${dPad(addDays(f.documentDate, -rng.int(4, 20)))}.</p></div>
<div style="flex:1;text-align:center"><div style="border:2px solid #333;border-radius:50%;width:1.6in;height:1.6in;margin:auto;display:flex;align-items:center;justify-content:center;font-size:8pt">STATE OF TEXAS<br>REGISTERED<br>PROFESSIONAL<br>LAND SURVEYOR<br>${rng.int(4100, 6900)}</div><div class="scrawl" style="margin-top:10px">${esc(rng.pick(['K. Schmidt', 'D. Pruitt', 'R. Garza']))}</div></div></div></div>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: T(f, [...who(f), 'property_address']) };
  },
};

export const paperFamilies: Family[] = [signedCommitment, handContract, appraisalCover, handApp, faxSchedA, lienNote, guaranty, textThread, indexCard, loanCard, callSheet, platNotes];
