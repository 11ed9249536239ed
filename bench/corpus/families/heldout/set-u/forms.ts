// set-u: entity papers, LOIs, fee worksheets, credit memos, collateral reviews and appraisal summaries from the desk.
import { documentHtml, esc, kvTable, letterhead, accent, checkboxes } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family } from '../../../types';
import {
  Said, einFmt, addr, addDays, date, dLatin, dLong, dWords, entityKind, exitEn, fullName, localize, loanTypeEn,
  money, num, pct, phoneFmt, prepayEn, propTypeEn, purposeEn, reais, term, usd, FOREIGN_BANKS, TRANSLATORS,
  commaDecimal, RENTAL_CO, ASSOCIATIONS, MANAGERS, BROKERAGES,
} from './kit';

// ---------------------------------------------------------------------------------------------------------------
const loiDuplexShort: Family = {
  id: 'u-loi-duplex-short',
  description: 'One-page LOI to a local investor on a duplex/triplex: short paragraphs, rents of the units as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceType: '2-4 Unit', foreignChance: 0.1, avoidLoanTypes: ['Land', 'Commercial'] });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const units = f.property.units ?? 2;
    const rents = Array.from({ length: units }, () => rng.int(14, 32) * 100);
    const addressee = f.entity ? s.say(`${esc(f.entity.name)}<br>c/o ${esc(`${b.first} ${b.last}`)}`, 'entity_name', 'borrower_first_name', 'borrower_last_name') : s.say(esc(fullName(rng, b, 'plain')), 'borrower_first_name', 'borrower_last_name');
    const html = documentHtml({
      title: 'LOI',
      font: rng.pick(['serif', 'sans'] as const),
      pages: [`${letterhead({ name: f.lender.name, lines: [esc(addr(f.lender.address))], color: accent(rng) })}
<p>${dLong(f.documentDate)}</p><p>${addressee}<br>${s.say(esc(b.email), 'borrower_email')}</p>
<p><b>Letter of Intent — ${s.say(esc(addr(f.property.address)), 'property_address')}</b></p>
<p>Thank you for the opportunity. ${s.say(`Subject to the conditions below, we intend to provide a ${loanTypeEn(rng, f.loan.type).toLowerCase()} loan of <b>${usd(f.loan.amount)}</b>`, 'loan_type', 'loan_amount')} ${s.say(`secured by the ${units}-unit property (${propTypeEn(rng, f.property.type, units)})`, 'property_type')}${f.property.purchasePrice ? ` you are purchasing for ${usd(f.property.purchasePrice)}` : ''}.</p>
<p>${s.say(`Our value estimate is ${usd(f.property.value)}`, 'property_value')}, supported by current leases (${rents.map((r, i) => `Unit ${String.fromCharCode(65 + i)} ${usd(r)}/mo`).join(', ')}). ${s.say(`Rate ${pct(rng, f.loan.rate)}%, term ${term(rng, f.loan.termMonths)}`, 'interest_rate', 'loan_term')}, interest-only${f.loan.originationPoints !== undefined ? s.say(`, ${pct(rng, f.loan.originationPoints)} origination points`, 'origination_points') : ''}${f.loan.docFee !== undefined ? s.say(`, ${usd(f.loan.docFee)} doc fee`, 'loan_doc_fee') : ''}. ${s.say(`Prepayment: ${prepayEn(rng, f)}.`, 'prepayment_penalty', 'prepayment_terms')}</p>
<p>${s.say(`We can close by ${date(rng, f.loan.closingDate)}`, 'estimated_closing_date')} with a clean 4-point and wind mitigation report and a binder with windstorm coverage. Rent roll and leases to be certified by borrower.</p>
<p>This letter is not a commitment. ${rng.chance(0.5) ? s.say(`Reference ${f.loan.loanNumber}.`, 'loan_number') : ''}</p>
<p><span class="sig">${esc(`${f.lender.contact.first} ${f.lender.contact.last}`)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const feeWorksheet: Family = {
  id: 'u-fee-worksheet-business-purpose',
  description: 'Lender fee worksheet / estimated borrower costs for a business-purpose loan: a table of charges with third-party fees as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, {});
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const amt = f.loan.amount;
    const rows: [string, string, string][] = [];
    const pts = (p: number) => usd(Math.round(amt * p) / 100, true);
    if (f.loan.originationPoints !== undefined) rows.push([s.say(`Loan origination fee (${pct(rng, f.loan.originationPoints)}%)`, 'origination_points'), 'Lender', pts(f.loan.originationPoints)]);
    if (f.loan.discountPoints !== undefined) rows.push([s.say(`Discount points (${pct(rng, f.loan.discountPoints)}%)`, 'discount_points'), 'Lender', pts(f.loan.discountPoints)]);
    if (f.loan.brokerPoints !== undefined) rows.push([s.say(`Mortgage broker fee (${pct(rng, f.loan.brokerPoints)}%)`, 'broker_points'), esc(f.broker.name), pts(f.loan.brokerPoints)]);
    if (f.loan.processingFee !== undefined) rows.push([s.say('Processing fee', 'processing_fee'), 'Lender', usd(f.loan.processingFee, true)]);
    if (f.loan.docFee !== undefined) rows.push([s.say('Document preparation', 'loan_doc_fee'), 'Lender', usd(f.loan.docFee, true)]);
    if (f.loan.adminFee !== undefined) rows.push([s.say('Administration fee', 'admin_fee'), 'Lender', usd(f.loan.adminFee, true)]);
    rows.push(['Appraisal', esc(f.appraiser.name), usd(rng.pick([650, 750, 850, 1200, 2500]), true)]);
    rows.push(['Flood certification', 'Third party', usd(rng.pick([12, 15, 18]), true)]);
    rows.push(['Lender\'s title policy', esc(f.title.name), usd(rng.int(900, 3600), true)]);
    rows.push(['State doc stamps (note) / intangible tax', 'Clerk of Court', usd(Math.ceil(amt / 100) * 0.35 + amt * 0.002, true)]);
    rows.push(['Recording', 'County', usd(rng.pick([95, 112.5, 129]), true)]);
    const html = documentHtml({
      title: 'Fee Worksheet',
      font: 'sans',
      fontSize: '9pt',
      css: '.grid td:last-child{text-align:right}',
      page: { footerLeft: 'Estimates only — final figures on the settlement statement prepared by the closing agent.' },
      pages: [`${letterhead({ name: f.lender.name, lines: ['Business Purpose Loan — Fee Worksheet'], color: accent(rng) })}
${kvTable([
    ['Borrower', f.entity ? s.say(`${esc(f.entity.name)} / ${esc(`${b.first} ${b.last}`)}`, 'entity_name', 'borrower_first_name', 'borrower_last_name') : s.say(esc(fullName(rng, b, 'lastFirst')), 'borrower_first_name', 'borrower_last_name')],
    ['Property', s.say(esc(addr(f.property.address)), 'property_address')],
    ['Loan amount / rate / term', s.say(`${usd(amt)} · ${pct(rng, f.loan.rate)}% · ${term(rng, f.loan.termMonths)}`, 'loan_amount', 'interest_rate', 'loan_term')],
    ['Loan number', s.say(f.loan.loanNumber, 'loan_number')],
    ['Estimated settlement date', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date')],
  ], { labelWidth: '30%' })}
<h3 style="margin:12px 0 6px">Estimated charges</h3>
<table class="grid"><tr><th>Charge</th><th>Paid to</th><th>Amount</th></tr>${rows.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:8px">Per diem interest = loan amount × rate ÷ 360. Escrows for taxes and insurance waived. Prepared ${dLatin(f.documentDate)} by ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const corpResolution: Family = {
  id: 'u-corp-resolution-fl',
  description: 'Florida corporation board resolution authorising the borrowing, secretary certificate; other directors and the corporate secretary as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceEntity: 'Corporation' });
    const { f } = L;
    const b = f.borrower;
    const e = f.entity as NonNullable<typeof f.entity>;
    const s = new Said();
    const secretary = L.decoy();
    const director = L.decoy();
    const html = documentHtml({
      title: 'Resolution',
      font: 'serif',
      fontSize: '10.5pt',
      pages: [`<h3 style="text-align:center">CERTIFIED RESOLUTIONS OF THE BOARD OF DIRECTORS<br>OF<br>${s.say(esc(e.name.toUpperCase()), 'entity_name')}</h3>
<p style="text-align:center">${esc(entityKind(e))}${e.ein && rng.chance(0.7) ? s.say(` · FEIN ${einFmt(e.ein)}`, 'ein') : ''}</p>
<p>The undersigned, being the Secretary of the Corporation, certifies that at a special meeting of the Board of Directors held on ${dLong(addDays(f.documentDate, -rng.int(1, 9)))}, at which a quorum was present (directors present: ${s.say(esc(`${b.first} ${b.last}`), 'borrower_first_name', 'borrower_last_name')}, ${esc(director)}), the following resolutions were adopted:</p>
<p>RESOLVED, that the Corporation is authorized to borrow from ${esc(f.lender.name)} ("Lender") ${s.say(`a sum not to exceed ${usd(f.loan.amount)}`, 'loan_amount')}, to be secured by a first mortgage on ${s.say(esc(addr(f.property.address, rng.chance(0.5))), 'property_address')}${rng.chance(0.6) ? s.say(`, for a term of ${term(rng, f.loan.termMonths)} at ${pct(rng, f.loan.rate)}% per annum`, 'loan_term', 'interest_rate') : ''};</p>
<p>RESOLVED FURTHER, that ${s.say(`${esc(fullName(rng, b, 'middle'))}, as ${esc(e.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title')}, is authorized to execute the promissory note, mortgage, guaranty, and all closing documents${rng.chance(0.5) ? s.say(` for Lender's loan no. ${f.loan.loanNumber}`, 'loan_number') : ''}, and to deliver the same at the closing to be conducted by ${esc(f.title.name)};</p>
<p>RESOLVED FURTHER, that all prior acts of the officers consistent with these resolutions are ratified.</p>
<p>IN WITNESS WHEREOF, I have signed this certificate on ${dLong(f.documentDate)}.</p>
<p><span class="sig">${esc(secretary)}, Secretary</span></p>
<p class="small" style="margin-top:24px">STATE OF FLORIDA, COUNTY OF ${esc(L.county.toUpperCase())}. Sworn to and subscribed before me by means of ☒ physical presence ☐ online notarization by ${esc(secretary)}, who is personally known to me or produced a driver license as identification. Notary Public: ${esc(L.decoy())}. Commission expires ${dLatin(addDays(f.documentDate, 700)).replace(/\//g, '.')}.</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const partnershipConsent: Family = {
  id: 'u-partnership-consent',
  description: 'Written consent of the partners of a Florida limited partnership authorising the general partner to borrow; limited partners listed as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceEntity: 'Partnership' });
    const { f } = L;
    const b = f.borrower;
    const e = f.entity as NonNullable<typeof f.entity>;
    const s = new Said();
    const lps = [L.decoy(), L.decoy(), L.decoy()].slice(0, rng.int(2, 3));
    const shares = lps.map(() => rng.int(5, 30));
    const html = documentHtml({
      title: 'Consent',
      font: 'serif',
      pages: [`<h3 style="text-align:center">UNANIMOUS WRITTEN CONSENT OF THE PARTNERS<br>${s.say(esc(e.name), 'entity_name')}</h3>
<p>The undersigned, constituting all of the general and limited partners of ${esc(e.name)}, ${esc(entityKind(e))} (the "Partnership")${e.ein ? s.say(`, EIN ${einFmt(e.ein)}`, 'ein') : ''}, hereby consent to and adopt the following:</p>
<ol><li>${s.say(`The Partnership shall obtain a loan in the principal amount of ${usd(f.loan.amount)}`, 'loan_amount')} from ${esc(f.lender.name)}, ${s.say(`secured by the Partnership's ${propTypeEn(rng, f.property.type, f.property.units).toLowerCase()} property located at ${esc(addr(f.property.address))}`, 'property_type', 'property_address')}.</li>
<li>${s.say(`${esc(`${b.first} ${b.last}`)}, ${esc(e.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name')}, is authorized to sign all loan documents and a personal guaranty.</li>
<li>The limited partners shall have no authority to bind the Partnership.</li></ol>
<table class="grid" style="width:80%;margin-top:10px"><tr><th>Partner</th><th>Class</th><th>Interest</th></tr>
<tr><td>${esc(`${b.first} ${b.last}`)}</td><td>General</td><td>${100 - shares.reduce((a, x) => a + x, 0)}%</td></tr>
${lps.map((n, i) => `<tr><td>${esc(n)}</td><td>Limited</td><td>${shares[i]}%</td></tr>`).join('')}</table>
<p style="margin-top:14px">Dated: ${dLong(f.documentDate)}</p>
${[`${b.first} ${b.last}`, ...lps].map((n) => `<p><span class="sig">${esc(n)}</span></p>`).join('')}`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const sunbizDetail: Family = {
  id: 'u-sunbiz-entity-detail',
  description: 'Printout of a Florida Division of Corporations "Detail by Entity Name" page: filing info, registered agent and other officers as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceEntity: rng.chance(0.65) ? 'LLC' : 'Corporation' });
    const { f } = L;
    const b = f.borrower;
    const e = f.entity as NonNullable<typeof f.entity>;
    e.stateOfFormation = 'Florida';
    const s = new Said();
    const llc = e.type === 'LLC';
    const docNo = `${llc ? 'L' : 'P'}${String(rng.int(10, 25))}${String(rng.int(0, 99999999)).padStart(9, '0')}`;
    const filed = dUSlocal(addDays(f.documentDate, -rng.int(200, 3000)));
    const agent = rng.chance(0.5) ? `${L.decoy().toUpperCase()}` : rng.pick(['REGISTERED AGENTS OF FLORIDA, LLC', 'SUNSHINE CORPORATE SERVICES, INC.']);
    const other = L.decoy().toUpperCase();
    // The company's own office (an accountant's or a virtual office), not the collateral; the mailing address is
    // sometimes the principal's home abroad.
    const office = `${rng.int(100, 9999)} ${rng.pick(['BRICKELL AVE', 'NW 41ST ST', 'BISCAYNE BLVD', 'W CYPRESS CREEK RD', 'PONCE DE LEON BLVD'])} ${rng.pick(['STE', 'SUITE', '#'])} ${rng.int(1, 22)}${rng.pick(['00', '10', '05'])}`;
    const officeCity = rng.pick(['MIAMI, FL 33131', 'DORAL, FL 33166', 'FORT LAUDERDALE, FL 33309', 'CORAL GABLES, FL 33134', 'MIAMI, FL 33137']);
    const [l1, l2] = L.origin === 'BR' ? ['AV. BRIGADEIRO FARIA LIMA 3477 CJ 101', 'SAO PAULO, SP 04538-133 BR'] : L.origin === 'LATAM' ? ['CALLE 10 SUR 50-28 OF 1204', 'MEDELLIN, ANTIOQUIA CO'] : [office, officeCity];
    const html = documentHtml({
      title: 'Detail by Entity Name',
      font: 'sans',
      fontSize: '9pt',
      css: 'h4{background:#dfe6ee;padding:3px 6px;margin:10px 0 4px} .kv td{padding:1px 10px 1px 0}',
      page: { footerLeft: `https://search.sunbiz.org/Inquiry/CorporationSearch/ · printed ${dUSlocal(f.documentDate)}` },
      pages: [`<div style="font:bold 13pt 'DejaVu Sans'">Division of Corporations</div><div class="small">an official State of Florida website</div>
<h3 style="margin-top:10px">Detail by Entity Name</h3>
<p>${llc ? 'Florida Limited Liability Company' : 'Florida Profit Corporation'}<br><b>${s.say(esc(e.name.toUpperCase()), 'entity_name')}</b></p>
<h4>Filing Information</h4>
<table class="kv"><tr><td>Document Number</td><td>${docNo}</td></tr><tr><td>FEI/EIN Number</td><td>${e.ein ? s.say(`${einFmt(e.ein)}`, 'ein') : 'APPLIED FOR'}</td></tr><tr><td>Date Filed</td><td>${filed}</td></tr><tr><td>State</td><td>FL</td></tr><tr><td>Status</td><td>ACTIVE</td></tr></table>
<h4>Principal Address</h4><p>${office}<br>${esc(officeCity)}</p>
<h4>Mailing Address</h4><p>${rng.chance(0.5) ? `${office}<br>${esc(officeCity)}` : `${esc(l1.toUpperCase())}<br>${esc(l2.toUpperCase())}`}</p>
<h4>Registered Agent Name &amp; Address</h4><p>${esc(agent)}<br>${rng.int(100, 9999)} ${rng.pick(['BRICKELL AVE', 'SW 8TH ST', 'E LAS OLAS BLVD'])} STE ${rng.int(2, 19)}00<br>MIAMI, FL 33131</p>
<h4>${llc ? 'Authorized Person(s) Detail' : 'Officer/Director Detail'}</h4>
<p>Name &amp; Address</p>
<p>Title ${llc ? (e.signatoryTitle === 'Manager' ? 'MGR' : 'MGRM') : 'P'}<br>${s.say(esc(`${b.last.toUpperCase()}, ${b.first.toUpperCase()}`), 'authorized_signatory_name', 'borrower_first_name', 'borrower_last_name')}</p>
<p>Title ${llc ? 'AMBR' : 'VP'}<br>${esc(other.split(' ').reverse().join(', '))}</p>
<h4>Annual Reports</h4><table class="kv"><tr><td>Report Year</td><td>Filed Date</td></tr>${[1, 2].map((i) => { const y = Number(f.documentDate.slice(0, 4)) - i; return `<tr><td>${y}</td><td>${String(rng.int(1, 4)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${y}</td></tr>`; }).join('')}</table>`],
    });
    // The title is printed only as the Sunbiz code (MGRM, MGR, P), so the truth leaves it out.
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, s.fields) };
  },
};
function dUSlocal(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

// ---------------------------------------------------------------------------------------------------------------
const operatingResolutionTranslated: Family = {
  id: 'u-operating-resolution-translated',
  description: 'LLC member resolution written in Spanish or Portuguese with a certified English translation and translator\'s certificate (translator and notary as decoys)',
  formats: ['pdf_text'],
  make(facts, rng) {
    const br = rng.chance(0.5);
    const L = localize(facts, rng, { forceOrigin: br ? 'BR' : 'LATAM', forceEntity: 'LLC' });
    const { f } = L;
    const b = f.borrower;
    const e = f.entity as NonNullable<typeof f.entity>;
    const s = new Said();
    const translator = L.decoy();
    const firm = rng.pick(TRANSLATORS);
    const orig = br
      ? `<p><b>ATA DE DELIBERAÇÃO DOS MEMBROS</b></p><p>Os membros da ${esc(e.name)} deliberaram, por unanimidade, autorizar a contratação de empréstimo junto a ${esc(f.lender.name)} no valor de US$ ${num(f.loan.amount)}, garantido por hipoteca sobre o imóvel situado em ${esc(addr(f.property.address))}, nomeando o(a) Sr(a). ${esc(`${b.first} ${b.last}`)}, ${esc(e.signatoryTitle)}, para assinar todos os documentos. ${dWords(f.documentDate, 'pt')}.</p>`
      : `<p><b>ACTA DE RESOLUCIÓN DE LOS MIEMBROS</b></p><p>Los miembros de ${esc(e.name)} resuelven por unanimidad autorizar un préstamo con ${esc(f.lender.name)} por US$ ${num(f.loan.amount)}, garantizado con hipoteca sobre el inmueble ubicado en ${esc(addr(f.property.address))}, y designan a ${esc(`${b.first} ${b.last}`)}, ${esc(e.signatoryTitle)}, para firmar todos los documentos. ${dWords(f.documentDate, 'es')}.</p>`;
    s.add('entity_name', 'loan_amount', 'property_address', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name');
    const eng = `<p><b>RESOLUTION OF THE MEMBERS (English translation)</b></p><p>The members of ${esc(e.name)}, ${esc(entityKind(e))}${e.ein ? s.say(` (EIN ${einFmt(e.ein)})`, 'ein') : ''}, unanimously resolve to authorize a loan from ${esc(f.lender.name)} in the amount of US$ ${num(f.loan.amount)}, secured by a mortgage on the property located at ${esc(addr(f.property.address))}, and appoint ${esc(`${b.first} ${b.last}`)}, ${esc(e.signatoryTitle)}, to execute all documents. ${dLong(f.documentDate)}.</p>
<p>Members: ${esc(`${b.first} ${b.last}`)} (${rng.pick([50, 60, 75, 100])}%)${rng.chance(0.6) ? `; ${esc(L.decoy())}` : ''}.</p>`;
    const html = documentHtml({
      title: 'Resolution + translation',
      font: 'serif',
      fontSize: '9.5pt',
      pages: [`<div style="border:1px solid #888;padding:10px">${orig}<p><span class="sig">${esc(`${b.first} ${b.last}`)}</span></p></div>
<div style="margin-top:14px;border:1px solid #888;padding:10px">${eng}</div>
<div style="margin-top:14px" class="small"><b>CERTIFICATE OF TRANSLATION.</b> I, ${esc(translator)}, of ${esc(firm)}, certify that I am competent to translate from ${br ? 'Portuguese' : 'Spanish'} into English and that the above is a true and accurate translation of the original document. Translator ID ${rng.int(10000, 99999)}. Tel. ${L.decoyPhone('305')}.<br>Sworn and subscribed on ${dLatin(addDays(f.documentDate, 2))} before ${esc(L.decoy())}, Notary Public, State of Florida.</div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const fnCreditMemo: Family = {
  id: 'u-fn-credit-memo',
  description: 'Internal credit memo for a foreign-national loan: sections for borrower (passport/ITIN, foreign bank reference in local currency), collateral, structure, fees, conditions',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 1 });
    const { f, origin } = L;
    const b = f.borrower;
    const s = new Said();
    const bank = rng.pick(FOREIGN_BANKS);
    const bal = Math.round((f.loan.amount * (0.8 + rng.next() * 3)) * 5.3 * 100) / 100;
    const ltv = (f.loan.amount / f.property.value * 100).toFixed(1);
    const sec = (t: string, body: string) => `<h4 style="border-bottom:1px solid #333;margin:10px 0 4px">${t}</h4>${body}`;
    const html = documentHtml({
      title: 'Credit Memo',
      font: 'sans',
      fontSize: '8.8pt',
      page: { footerLeft: `${esc(f.lender.name)} — CONFIDENTIAL — credit committee`, pageNumbers: true },
      pages: [`<div style="display:flex;justify-content:space-between"><b style="font-size:13pt">CREDIT MEMORANDUM</b><span>Loan ${s.say(f.loan.loanNumber, 'loan_number')} · ${dLatin(f.documentDate)}</span></div>
${sec('1. Borrower', `<p>${f.entity ? s.say(`${esc(f.entity.name)} (${esc(entityKind(f.entity))}); guarantor and ${esc(f.entity.signatoryTitle)}: ${esc(fullName(rng, b, 'middle'))}`, 'entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name') : s.say(esc(fullName(rng, b, 'middle')), 'borrower_first_name', 'borrower_last_name')}. ${origin === 'BR' ? 'Brazilian' : rng.pick(['Colombian', 'Venezuelan', 'Mexican', 'Chilean'])} citizen, passport exp. ${dLatin(addDays(f.documentDate, rng.int(400, 3000)))}, ITIN on file. ${rng.chance(0.5) ? s.say(`DOB ${dLong(b.dob)}.`, 'borrower_date_of_birth') : ''}</p>
<p>Bank reference: ${esc(bank)}, account holder since ${rng.int(2001, 2018)}, average balance "${origin === 'BR' ? reais(bal) : `${commaDecimal(bal)} (moneda local)`}" — officer ${esc(L.decoy())}. US liquidity verified: ${usd(Math.round(f.loan.amount * 0.2 / 1000) * 1000)} at a Miami bank.</p>`)}
${sec('2. Collateral', `<p>${s.say(esc(addr(f.property.address)), 'property_address')} — ${s.say(propTypeEn(rng, f.property.type, f.property.units), 'property_type')}${f.property.yearBuilt ? `, built ${f.property.yearBuilt}` : ''}. ${s.say(`As-is value ${usd(f.property.value)}`, 'property_value')} (${esc(f.appraiser.name)})${f.property.purchasePrice ? `; contract ${usd(f.property.purchasePrice)}` : ''}${f.property.arv ? `; ARV ${usd(f.property.arv)}` : ''}.</p>`)}
${sec('3. Structure', kvTable([
    ['Loan amount', s.say(usd(f.loan.amount), 'loan_amount')],
    ['LTV', `${ltv}%`],
    ['Type / purpose', s.say(`${loanTypeEn(rng, f.loan.type)}${f.loan.purpose ? ` / ${purposeEn(f.loan.purpose)}` : ''}`, 'loan_type', ...(f.loan.purpose ? ['loan_purpose' as const] : []))],
    ['Rate / term', s.say(`${pct(rng, f.loan.rate)}% IO / ${term(rng, f.loan.termMonths)}`, 'interest_rate', 'loan_term')],
    ['Prepay', s.say(prepayEn(rng, f), 'prepayment_penalty', 'prepayment_terms')],
    ['Exit', f.loan.exit ? s.say(exitEn(rng, f.loan.exit), 'exit_strategy') : 'Long-term hold (rental)'],
    ['Closing', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date')],
  ], { labelWidth: '25%' }))}
${sec('4. Fees', `<p>${[
    f.loan.originationPoints !== undefined ? s.say(`Orig ${pct(rng, f.loan.originationPoints)} pts`, 'origination_points') : '',
    f.loan.brokerPoints !== undefined ? s.say(`Broker ${pct(rng, f.loan.brokerPoints)} pts (${esc(f.broker.name)})`, 'broker_points') : '',
    f.loan.processingFee !== undefined ? s.say(`Processing ${usd(f.loan.processingFee)}`, 'processing_fee') : '',
    f.loan.adminFee !== undefined ? s.say(`Admin ${usd(f.loan.adminFee)}`, 'admin_fee') : '',
  ].filter(Boolean).join(' · ') || 'Standard'}</p>`)}
${sec('5. Conditions', '<p>Apostilled passport copy; W-8BEN; certified translation of bank letter; 12 months interest reserve; HO-6/wind binder; condo questionnaire and estoppel from association.</p>')}
<p style="margin-top:10px">Recommended: <span class="sig">${esc(`${f.lender.contact.first} ${f.lender.contact.last}`)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const collateralReview: Family = {
  id: 'u-collateral-review-windmit',
  description: 'Underwriter collateral review summarising the 4-point and wind-mitigation inspections under a deal header; inspector and roof ages as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { avoidLoanTypes: ['Land'] });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const inspector = L.decoy();
    const roofYr = rng.int(2004, 2023);
    const html = documentHtml({
      title: 'Collateral Review',
      font: 'condensed',
      fontSize: '9.5pt',
      pages: [`<h2>Collateral Review — 4-Point &amp; Wind Mitigation</h2><p class="small">${esc(f.lender.name)} underwriting · ${dLong(f.documentDate)}</p>
${kvTable([
    ['Borrower', f.entity ? s.say(esc(f.entity.name), 'entity_name') : s.say(esc(fullName(rng, b, 'upper')), 'borrower_first_name', 'borrower_last_name')],
    ['Subject', s.say(esc(addr(f.property.address)), 'property_address')],
    ['Property type', s.say(propTypeEn(rng, f.property.type, f.property.units), 'property_type')],
    ['Value (as-is)', s.say(usd(f.property.value), 'property_value')],
    ['Loan amount', s.say(usd(f.loan.amount), 'loan_amount')],
    ['File #', s.say(f.loan.loanNumber, 'loan_number')],
  ])}
<h3 style="margin-top:12px">4-Point (inspector ${esc(inspector)}, lic. HI${rng.int(1000, 9999)}, ${L.decoyPhone()})</h3>
<table class="grid"><tr><th>System</th><th>Age / material</th><th>Condition</th></tr>
<tr><td>Roof</td><td>${roofYr}, ${rng.pick(['concrete tile', 'shingle', 'metal', 'built-up (flat)'])}</td><td>${rng.pick(['Satisfactory', 'Satisfactory, 3+ yrs remaining', 'Minor granule loss'])}</td></tr>
<tr><td>Electrical</td><td>${rng.pick(['200A breaker panel', '150A breaker', '100A Federal Pacific — replace'])}</td><td>${rng.pick(['Satisfactory', 'Condition — panel'])}</td></tr>
<tr><td>Plumbing</td><td>${rng.pick(['CPVC', 'PEX', 'copper', 'galvanized (partial)'])}</td><td>Satisfactory</td></tr>
<tr><td>HVAC</td><td>${rng.int(2008, 2024)} ${rng.pick(['3-ton', '2.5-ton', '4-ton'])} split</td><td>Satisfactory</td></tr></table>
<h3 style="margin-top:12px">Wind mitigation (OIR-B1-1802)</h3>
<p>Building code: ${rng.pick(['FBC 2001+', 'pre-2002 HVHZ', 'Meets 2001 FBC'])}; roof deck attachment ${rng.pick(['A', 'B', 'C'])}; roof-to-wall ${rng.pick(['clips', 'single wraps', 'double wraps', 'toe nails'])}; secondary water resistance ${rng.pick(['yes', 'no'])}; opening protection ${rng.pick(['A — all impact rated', 'N — none', 'C — shutters'])}. Estimated premium credit ${rng.int(5, 45)}%.</p>
<p><b>Reviewer comment:</b> ${rng.pick(['Acceptable for program. Require windstorm binder at closing.', 'Roof older than 15 yrs — insurer may require roof certification.', 'Acceptable. Flood zone AE — flood policy required.'])}</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const appraisalCondoHotel: Family = {
  id: 'u-appraisal-condo-hotel',
  description: 'Appraisal summary for a condo-hotel unit: project data, rental-program split, three comparable unit sales; the appraiser, the rental company and comparable prices are decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceType: 'Condo', avoidLoanTypes: ['Land', 'Construction', 'Commercial'] });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const a = f.appraiser.contact;
    const comps = [1, 2, 3].map((i) => ({ addr: `${rng.int(100, 9999)} ${rng.pick(['Collins Ave', 'Ocean Dr', 'S Ocean Blvd', 'Gulf Blvd', 'International Dr'])} #${rng.int(2, 40)}${rng.pick(['01', '05', '12'])}`, price: Math.round(f.property.value * (0.85 + rng.next() * 0.3) / 500) * 500 + i * 100, sf: rng.int(420, 1400), date: dLatin(addDays(f.documentDate, -rng.int(30, 300))) }));
    const html = documentHtml({
      title: 'Appraisal',
      font: 'sans',
      fontSize: '8.8pt',
      page: { footerLeft: `${esc(f.appraiser.name)} · File ${rng.int(24000, 26999)}-CH`, pageNumbers: true },
      pages: [`<h2 style="text-align:center">Individual Condominium Unit Appraisal — Condo-Hotel</h2>
${kvTable([
    ['Client / Lender', esc(f.lender.name)],
    ['Borrower', f.entity ? s.say(esc(f.entity.name), 'entity_name') : s.say(esc(fullName(rng, b, 'plain')), 'borrower_first_name', 'borrower_last_name')],
    ['Subject unit', s.say(esc(addr(f.property.address)), 'property_address')],
    ['Project', `${esc(rng.pick(ASSOCIATIONS))} — ${rng.int(90, 420)} units, ${rng.int(12, 45)} stories`],
    ['Rental program', `${esc(rng.pick(RENTAL_CO))}; owner/manager split ${rng.pick(['50/50', '55/45', '60/40'])}; mandatory front desk`],
    ['Property rights', 'Fee simple'],
    ['Lender loan #', s.say(f.loan.loanNumber, 'loan_number')],
  ], { labelWidth: '28%' })}
<h3 style="margin-top:10px">Sales comparison</h3>
<table class="grid"><tr><th></th><th>Subject</th>${comps.map((_, i) => `<th>Comp ${i + 1}</th>`).join('')}</tr>
<tr><td>Address</td><td>${esc(f.property.address.street)} ${esc(f.property.address.unit ?? '')}</td>${comps.map((c) => `<td>${esc(c.addr)}</td>`).join('')}</tr>
<tr><td>Sale price</td><td>${f.property.purchasePrice ? usd(f.property.purchasePrice) : '—'}</td>${comps.map((c) => `<td>${usd(c.price)}</td>`).join('')}</tr>
<tr><td>Date of sale</td><td>—</td>${comps.map((c) => `<td>${c.date}</td>`).join('')}</tr>
<tr><td>GLA (sf)</td><td>${f.property.squareFeet ?? 750}</td>${comps.map((c) => `<td>${c.sf}</td>`).join('')}</tr></table>
<h3 style="margin-top:10px">Reconciliation</h3>
<p>${s.say(`Indicated value by sales comparison approach: <b>${usd(f.property.value)}</b>`, 'property_value')}. Income approach (rental pool net of ${rng.int(38, 55)}% operator share) given secondary weight. Effective date ${dLong(addDays(f.documentDate, -rng.int(2, 10)))}.</p>
<p>Appraiser: ${esc(`${a.first} ${a.last}`)}, Cert. Res. RD${rng.int(1000, 9999)} · ${esc(f.appraiser.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const mixedUseGrid: Family = {
  id: 'u-mixed-use-term-sheet-grid',
  description: 'Commercial term sheet for small strip retail / mixed-use, boxed grid of four columns, tenants\' rents and cap rate as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceType: rng.pick(['Retail', 'Mixed Use'] as const), foreignChance: 0.25 });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const cells: [string, string][] = [];
    cells.push(['Borrower', f.entity ? s.say(esc(f.entity.name), 'entity_name') : s.say(esc(fullName(rng, b, 'plain')), 'borrower_first_name', 'borrower_last_name')]);
    cells.push(['Guarantor', f.entity ? s.say(esc(`${b.first} ${b.last}`), 'borrower_first_name', 'borrower_last_name') : 'Borrower, individually']);
    cells.push(['Collateral', s.say(esc(addr(f.property.address)), 'property_address')]);
    cells.push(['Asset', s.say(propTypeEn(rng, f.property.type, f.property.units), 'property_type')]);
    cells.push(['Loan', s.say(money(rng, f.loan.amount), 'loan_amount')]);
    cells.push(['Value', s.say(money(rng, f.property.value), 'property_value')]);
    cells.push(['Product', s.say(loanTypeEn(rng, f.loan.type), 'loan_type')]);
    cells.push(['Rate', s.say(`${pct(rng, f.loan.rate)}%`, 'interest_rate')]);
    cells.push(['Term', s.say(term(rng, f.loan.termMonths), 'loan_term')]);
    cells.push(['Amortization', 'Interest only']);
    if (f.loan.originationPoints !== undefined) cells.push(['Origination', s.say(`${pct(rng, f.loan.originationPoints)}%`, 'origination_points')]);
    if (f.loan.brokerPoints !== undefined) cells.push(['Broker', s.say(`${pct(rng, f.loan.brokerPoints)}%`, 'broker_points')]);
    if (f.loan.adminFee !== undefined) cells.push(['Admin', s.say(usd(f.loan.adminFee), 'admin_fee')]);
    cells.push(['Prepay', s.say(prepayEn(rng, f), 'prepayment_penalty', 'prepayment_terms')]);
    cells.push(['Closing', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date')]);
    cells.push(['Cap rate (in-place)', `${(6 + rng.next() * 3).toFixed(2)}%`]);
    const rows: string[] = [];
    for (let i = 0; i < cells.length; i += 2) {
      const [a, c] = [cells[i], cells[i + 1]];
      rows.push(`<tr><th>${a?.[0]}</th><td>${a?.[1]}</td><th>${c?.[0] ?? ''}</th><td>${c?.[1] ?? ''}</td></tr>`);
    }
    const tenants = Array.from({ length: rng.int(3, 5) }, (_, i) => [rng.pick(['Laundromat', 'Cafecito Express', 'Nail Spa', 'Tax Services', 'Pharmacy', 'Empanadas Bar', 'Cell Repair', 'Dental Office']), `${rng.int(900, 2600)} sf`, usd(rng.int(18, 46) * 100) + '/mo', `${rng.int(1, 5)} yrs`, i]);
    const html = documentHtml({
      title: 'Commercial Term Sheet',
      font: 'sans',
      fontSize: '8.8pt',
      css: '.grid th{width:16%;font-size:8pt}',
      pages: [`${letterhead({ name: f.lender.name, lines: ['Commercial Lending · Summary of Proposed Terms'], color: accent(rng), align: 'right' })}
<table class="grid">${rows.join('')}</table>
<h4 style="margin:10px 0 4px">In-place tenancy (from seller rent roll — not underwritten)</h4>
<table class="grid"><tr><th>Tenant</th><th>Area</th><th>Rent</th><th>Remaining</th></tr>${tenants.map((t) => `<tr><td>${t[0]}</td><td>${t[1]}</td><td>${t[2]}</td><td>${t[3]}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:8px">Issued ${dLatin(f.documentDate)}. Subject to Phase I ESA, estoppels from tenants, and satisfactory site inspection. Broker of record: ${esc(f.broker.name)}.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const brokerSubmissionForm: Family = {
  id: 'u-broker-submission-form',
  description: 'Broker\'s one-page PDF submission form with checkboxes (citizenship, loan type, purpose), borrower and property boxes',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, {});
    const { f, origin } = L;
    const b = f.borrower;
    const s = new Said();
    const box = (label: string, value: string) => `<td><div class="lbl">${label}</div><div class="val">${value || '&nbsp;'}</div></td>`;
    const typeLabel: Record<string, string> = { 'Fix & Flip': 'Fix & Flip', 'Bridge Loan': 'Bridge', Purchase: 'Purchase', Refinance: 'Rate/Term Refi', 'Cash Out Refi': 'Cash-Out', Construction: 'Construction', Commercial: 'Commercial', Land: 'Land', 'Second Mortgage': '2nd Mortgage' };
    const html = documentHtml({
      title: 'Submission Form',
      font: 'sans',
      fontSize: '8.8pt',
      css: '.f{width:100%;border-collapse:collapse} .f td{border:1px solid #555;padding:3px 5px;vertical-align:top} .lbl{font-size:6.8pt;color:#555;text-transform:uppercase} .val{font-size:10pt;min-height:14px}',
      pages: [`<div style="display:flex;justify-content:space-between;align-items:end"><div><b style="font-size:14pt">${esc(f.broker.name)}</b><br><span class="small">Loan Submission Form · rev. 03/2024</span></div><div class="small">To: ${esc(f.lender.name)}<br>Date ${dLatin(f.documentDate)}</div></div>
<h4 style="margin:8px 0 4px">Borrower</h4>
<table class="f"><tr>${box('First name', s.say(esc(b.first), 'borrower_first_name'))}${box('Last name', s.say(esc(b.last), 'borrower_last_name'))}${box('Vesting entity', f.entity ? s.say(esc(f.entity.name), 'entity_name') : '')}</tr>
<tr>${box('E-mail', s.say(esc(b.email), 'borrower_email'))}${box('Cell', s.say(phoneFmt(rng, b.phone), 'borrower_phone'))}${box('Credit score', origin === 'US' ? s.say(String(b.creditScore), 'credit_score') : 'N/A (FN)')}</tr>
<tr><td colspan="3"><div class="lbl">Citizenship</div>${checkboxes(['US Citizen', 'Permanent Resident', 'Foreign National'], origin === 'US' ? 'US Citizen' : 'Foreign National')}</td></tr></table>
<h4 style="margin:8px 0 4px">Property</h4>
<table class="f"><tr>${box('Address', s.say(esc(addr(f.property.address)), 'property_address'))}${box('Type', s.say(propTypeEn(rng, f.property.type, f.property.units), 'property_type'))}</tr>
<tr>${box('Purchase price', f.property.purchasePrice ? usd(f.property.purchasePrice) : 'N/A')}${box('Est. value (as-is)', s.say(usd(f.property.value), 'property_value'))}</tr>
<tr>${box('ARV', f.property.arv ? usd(f.property.arv) : '')}${box('Condo / HOA', f.property.type === 'Condo' ? esc(rng.pick(MANAGERS)) : 'N/A')}</tr></table>
<h4 style="margin:8px 0 4px">Loan request</h4>
<table class="f"><tr><td colspan="3"><div class="lbl">Loan type</div>${s.say(checkboxes(Object.values(typeLabel), typeLabel[f.loan.type]), 'loan_type')}</td></tr>
<tr><td colspan="3"><div class="lbl">Purpose</div>${s.say(checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], f.loan.purpose), 'loan_purpose')}</td></tr>
<tr>${box('Loan amount', s.say(usd(f.loan.amount), 'loan_amount'))}${box('Term (months)', s.say(String(f.loan.termMonths), 'loan_term'))}${box('Rate quoted', s.say(`${pct(rng, f.loan.rate)}%`, 'interest_rate'))}</tr>
<tr>${box('Broker fee (pts)', f.loan.brokerPoints !== undefined ? s.say(pct(rng, f.loan.brokerPoints), 'broker_points') : '')}${box('Exit', f.loan.exit ? s.say(f.loan.exit === 'Sale' ? 'Sell' : 'Refi', 'exit_strategy') : '')}${box('Target closing', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date'))}</tr></table>
<p class="small" style="margin-top:10px">Listing agent: ${esc(L.decoy())}, ${esc(rng.pick(BROKERAGES))}. Submitted by ${esc(`${f.broker.contact.first} ${f.broker.contact.last}`)} (${esc(f.broker.contact.email)}).</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const fixFlipLoi: Family = {
  id: 'u-fix-flip-loi-miami',
  description: 'Rehab LOI for a Miami-Dade / Broward fix & flip: rehab budget and draw schedule, ARV and permit notes as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 0.2 });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const arv = f.property.arv ?? Math.round(f.property.value * 1.4 / 5000) * 5000;
    const budget = Math.round((arv - f.property.value) * (0.4 + rng.next() * 0.2) / 500) * 500;
    const draws = [0.3, 0.3, 0.25, 0.15].map((p) => Math.round(budget * p));
    const html = documentHtml({
      title: 'LOI Rehab',
      font: 'serif',
      fontSize: '9.5pt',
      pages: [`${letterhead({ name: f.lender.name, lines: [esc(addr(f.lender.address)), esc(f.lender.contact.email)], color: accent(rng) })}
<p>${dLong(f.documentDate)}</p>
<p>To: ${f.entity ? s.say(`${esc(f.entity.name)}, Attn. ${esc(`${b.first} ${b.last}`)}`, 'entity_name', 'borrower_first_name', 'borrower_last_name') : s.say(esc(fullName(rng, b, 'plain')), 'borrower_first_name', 'borrower_last_name')}</p>
<p><b>LETTER OF INTENT — ${s.say(loanTypeEn(rng, f.loan.type).toUpperCase(), 'loan_type')}</b></p>
${kvTable([
    ['Property', s.say(esc(addr(f.property.address)), 'property_address')],
    ['As-is value', s.say(usd(f.property.value), 'property_value')],
    ['After-repair value (ARV)', usd(arv)],
    ['Rehab budget (borrower)', usd(budget)],
    ['Initial advance + holdback = Loan', s.say(`${usd(f.loan.amount)} total commitment`, 'loan_amount')],
    ['Interest', s.say(`${pct(rng, f.loan.rate)}% on drawn balance`, 'interest_rate')],
    ['Term', s.say(term(rng, f.loan.termMonths), 'loan_term')],
    ['Points', f.loan.originationPoints !== undefined ? s.say(`${pct(rng, f.loan.originationPoints)} at closing`, 'origination_points') : 'None'],
    ['Draw / inspection fee', usd(rng.pick([150, 175, 250])) + ' per draw'],
    ['Exit', f.loan.exit ? s.say(exitEn(rng, f.loan.exit), 'exit_strategy') : 'TBD'],
    ['Closing', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date')],
  ], { labelWidth: '38%' })}
<p style="margin-top:8px"><b>Draw schedule:</b> ${draws.map((d, i) => `Draw ${i + 1}: ${usd(d)}`).join(' · ')}. Permits from ${esc(L.county)} County Building Department required before Draw 1.</p>
<p>Contractor: ${esc(L.decoy())} (CGC${rng.int(1500000, 1539999)}). This LOI is not a commitment.</p>
<p><span class="sig">${esc(`${f.lender.contact.first} ${f.lender.contact.last}`)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const loanAppShortLlc: Family = {
  id: 'u-loan-app-short-llc',
  description: 'Lender\'s two-page short-form business-purpose loan application for an entity borrower, with guarantor section and a schedule of other properties owned',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceEntity: rng.pick(['LLC', 'LLC', 'Corporation', 'Trust'] as const) });
    const { f, origin } = L;
    const b = f.borrower;
    const e = f.entity as NonNullable<typeof f.entity>;
    const s = new Said();
    const reo = Array.from({ length: rng.int(2, 4) }, () => ({ a: `${rng.int(100, 9999)} ${rng.pick(['NW 2nd Ave', 'SW 27th Ter', 'Dixie Hwy', 'Hibiscus St', 'Sheridan St'])}, ${rng.pick(['Miami', 'Hialeah', 'Hollywood', 'Orlando'])}, FL`, v: rng.int(28, 95) * 10000, m: rng.int(10, 60) * 5000 }));
    const p1 = `<h2 style="text-align:center">${esc(f.lender.name)}<br><span style="font-size:11pt">Business Purpose Loan Application (Short Form)</span></h2>
<h4>Section 1 — Applicant entity</h4>
${kvTable([
    ['Entity legal name', s.say(esc(e.name), 'entity_name')],
    ['Entity type / state', `${e.type === 'Trust' ? 'Trust' : esc(entityKind(e))}${e.trustDate ? ` dated ${dLong(e.trustDate)}` : ''}`],
    ['EIN', e.ein ? s.say(`${einFmt(e.ein)}`, 'ein') : 'N/A'],
    ['Signer / title', s.say(`${esc(`${b.first} ${b.last}`)} / ${esc(e.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title')],
  ])}
<h4>Section 2 — Guarantor</h4>
${kvTable([
    ['Name', s.say(esc(fullName(rng, b, 'middle')), 'borrower_first_name', 'borrower_last_name')],
    ['Date of birth', s.say(date(rng, b.dob), 'borrower_date_of_birth')],
    ['Phone / e-mail', s.say(`${phoneFmt(rng, b.phone)} / ${esc(b.email)}`, 'borrower_phone', 'borrower_email')],
    ['Citizenship', origin === 'US' ? 'U.S.' : `Foreign national (${origin === 'BR' ? 'Brazil' : 'LATAM'}) — ITIN`],
    ['Credit score (self-reported)', origin === 'US' ? s.say(String(b.creditScore), 'credit_score') : 'No US credit'],
  ])}
<h4>Section 3 — Subject property &amp; request</h4>
${kvTable([
    ['Address', s.say(esc(addr(f.property.address)), 'property_address')],
    ['Property type', s.say(propTypeEn(rng, f.property.type, f.property.units), 'property_type')],
    ['Estimated value', s.say(usd(f.property.value), 'property_value')],
    ['Purchase price (if purchase)', f.property.purchasePrice ? usd(f.property.purchasePrice) : 'N/A'],
    ['Loan amount requested', s.say(usd(f.loan.amount), 'loan_amount')],
    ['Loan type / purpose', s.say(`${loanTypeEn(rng, f.loan.type)} / ${purposeEn(f.loan.purpose ?? '')}`, 'loan_type', 'loan_purpose')],
    ['Requested term', s.say(term(rng, f.loan.termMonths), 'loan_term')],
    ['Exit strategy', f.loan.exit ? s.say(exitEn(rng, f.loan.exit), 'exit_strategy') : 'Hold'],
    ['Desired closing', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date')],
  ])}`;
    const p2 = `<h4>Section 4 — Schedule of real estate owned</h4>
<table class="grid"><tr><th>Property</th><th>Market value</th><th>Mortgage balance</th></tr>${reo.map((r) => `<tr><td>${esc(r.a)}</td><td>${usd(r.v)}</td><td>${usd(r.m)}</td></tr>`).join('')}</table>
<h4 style="margin-top:12px">Section 5 — Declarations</h4>
<p>The loan is for business purposes only. Applicant is not a party to any lawsuit. Applicant has not had a foreclosure in the past 7 years. ${rng.chance(0.5) ? `Co-member: ${esc(L.decoy())} (non-guarantor).` : ''}</p>
<p style="margin-top:16px"><span class="sig">${esc(e.name)}, by ${esc(`${b.first} ${b.last}`)}</span> &nbsp; Date ${dUSlocal(f.documentDate)}</p>
<p class="small" style="margin-top:16px">For lender use: loan # ${s.say(f.loan.loanNumber, 'loan_number')} · received from ${esc(f.broker.name)}</p>`;
    const html = documentHtml({ title: 'Application', font: 'sans', fontSize: '9pt', css: 'h4{margin:10px 0 4px;background:#eee;padding:2px 5px}', page: { pageNumbers: true }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, s.fields) };
  },
};

export const formFamilies: Family[] = [
  loiDuplexShort, feeWorksheet, corpResolution, partnershipConsent, sunbizDetail, operatingResolutionTranslated,
  fnCreditMemo, collateralReview, appraisalCondoHotel, mixedUseGrid, brokerSubmissionForm, fixFlipLoi, loanAppShortLlc,
];
