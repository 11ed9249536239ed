// set-u: paper that usually arrives scanned — FAR/BAR contracts, association questionnaires, appraisals with rental
// surveys, estimated settlement statements, foreign-national applications, trust certifications, commitments.
import { documentHtml, esc, kvTable, letterhead, accent, checkboxes } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family } from '../../../types';
import {
  Said, einFmt, addr, addrTwo, addDays, date, dLatin, dLong, dUS, entityKind, exitEn, fullName, localize, loanTypeEn,
  pct, phoneFmt, prepayEn, propTypeEn, purposeEn, term, usd, num, ASSOCIATIONS, MANAGERS, BROKERAGES, RENTAL_CO,
  FOREIGN_BANKS,
} from './kit';

// ---------------------------------------------------------------------------------------------------------------
const farBar: Family = {
  id: 'u-far-bar-as-is-contract',
  description: 'FAR/BAR "AS IS" Residential Contract for Sale and Purchase excerpt (parties, price, deposits, financing, closing) with addenda checklist; seller, agents, escrow agent as decoys',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const L = localize(facts, rng, { forcePurchase: true, foreignChance: 0.4, avoidLoanTypes: ['Commercial', 'Land'] });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const price = f.property.purchasePrice as number;
    const room = Math.max(0, price - f.loan.amount);
    const dep1 = Math.min(Math.round(price * 0.1 / 1000) * 1000, Math.floor(room / 2000) * 1000);
    const dep2 = Math.min(Math.round(price * rng.pick([0.05, 0.1]) / 1000) * 1000, Math.floor((room - dep1) / 2000) * 1000);
    const listing = L.decoy();
    const coop = L.decoy();
    const [st, csz] = addrTwo(f.property.address);
    const buyer = f.entity ? s.say(`${esc(f.entity.name)}${rng.chance(0.5) ? ' and/or assigns' : ''}`, 'entity_name') : s.say(esc(fullName(rng, b, 'middle').toUpperCase()), 'borrower_first_name', 'borrower_last_name');
    const p1 = `<div style="text-align:center;font:bold 12pt 'DejaVu Serif'">"AS IS" Residential Contract For Sale And Purchase</div>
<div class="small" style="text-align:center">THIS FORM HAS BEEN APPROVED BY THE FLORIDA REALTORS AND THE FLORIDA BAR</div>
<p style="margin-top:10px">1. PARTIES: <u>${esc(`${f.seller.first} ${f.seller.last}`.toUpperCase())}</u> ("Seller"), and <u>${buyer}</u> ("Buyer"), agree that Seller shall sell and Buyer shall buy the following described Real Property and Personal Property (collectively "Property") pursuant to the terms and conditions of this AS IS Residential Contract For Sale And Purchase and any riders and addenda ("Contract"):</p>
<p>2. PROPERTY DESCRIPTION: (a) Street address, city, zip: ${s.say(`<u>${esc(st)}, ${esc(csz)}</u>`, 'property_address')}<br>(b) Located in: <u>${esc(L.county)}</u> County, Florida. Property Tax ID #: <u>${rng.int(10, 35)}-${rng.int(1000, 9999)}-${String(rng.int(0, 999)).padStart(3, '0')}-${rng.int(1000, 9999)}</u><br>(c) Real Property: The legal description is ${f.property.type === 'Condo' ? `Unit ${esc((f.property.address.unit ?? '').replace(/\D/g, ''))} of ${esc(rng.pick(ASSOCIATIONS).replace(/ Association.*$/, '').replace(/,? Inc\.$/, ''))}, a Condominium, according to the Declaration thereof` : `Lot ${rng.int(1, 40)}, Block ${rng.int(1, 20)}, of ${rng.pick(['CORAL GABLES SEC', 'BISCAYNE PARK', 'LAKE NONA ESTATES', 'HOLLYWOOD LAKES'])}, Plat Book ${rng.int(10, 180)}, Page ${rng.int(1, 99)}`}.</p>
<table class="grid" style="margin-top:8px"><tr><td>3. PURCHASE PRICE (U.S. currency):</td><td class="right">${usd(price, true)}</td></tr>
<tr><td>(a) Initial deposit to be held in escrow in the amount of</td><td class="right">${usd(dep1, true)}</td></tr>
<tr><td>Escrow Agent: ${esc(f.title.name)}, ${esc(addr(f.title.address))}</td><td></td></tr>
<tr><td>(b) Additional deposit within ${rng.pick([10, 15, 30])} days after Effective Date</td><td class="right">${usd(dep2, true)}</td></tr>
<tr><td>(c) ${s.say(`Financing (see Paragraph 8) express as a dollar amount`, 'loan_amount')}</td><td class="right">${usd(f.loan.amount, true)}</td></tr>
<tr><td>(e) Balance to close</td><td class="right">${usd(price - dep1 - dep2 - f.loan.amount, true)}</td></tr></table>
<p style="margin-top:8px">4. CLOSING DATE: ${s.say(`This transaction shall be closed and the closing documents delivered on <u>${date(rng, f.loan.closingDate)}</u>`, 'estimated_closing_date')} ("Closing Date"), unless modified by other provisions of this Contract.</p>`;
    const p2 = `<p>8. FINANCING: ☐ (a) Buyer will pay cash. ☒ (b) This Contract is contingent upon Buyer obtaining approval of a ☐ conventional ☐ FHA ☐ VA ☒ other: <u>private / non-QM investor loan with ${esc(f.lender.name)}</u> (the "Loan") within ${rng.pick([21, 30])} days after Effective Date for a loan amount as stated in 3(c) above.</p>
<p>9. CLOSING COSTS: Seller pays documentary stamp taxes on the deed and the owner's title policy ${rng.chance(0.5) ? '(Miami-Dade/Broward custom: Buyer pays owner\'s policy)' : ''}. HOA/condominium estoppel fee paid by Seller.</p>
<p>19. ADDENDA: ${checkboxes(['A. Deposit', 'B. HOA/Condo', 'C. Seller Financing', 'D. Mortgage Assumption', 'E. FHA/VA', 'G. Flood Zone', 'K. Rentals', 'Q. Lead Paint', 'T. Pre-Closing Occupancy'], 'B. HOA/Condo')}${f.property.type === 'Condo' ? ' ☒ Condominium Rider' : ''}</p>
<table class="grid" style="margin-top:10px"><tr><th>Buyer</th><th>Seller</th></tr>
<tr><td>${f.entity ? s.say(`${esc(f.entity.name)}, by ${esc(`${b.first} ${b.last}`)}, ${esc(f.entity.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name') : esc(`${b.first} ${b.last}`)}<br>${s.say(`${esc(b.email)} · ${phoneFmt(rng, b.phone)}`, 'borrower_email', 'borrower_phone')}</td><td>${esc(`${f.seller.first} ${f.seller.last}`)}<br>${esc(f.seller.email)}</td></tr>
<tr><td>Cooperating sales associate: ${esc(coop)}, ${esc(rng.pick(BROKERAGES))}</td><td>Listing sales associate: ${esc(listing)}, ${esc(rng.pick(BROKERAGES))}, ${L.decoyPhone()}</td></tr></table>
<p class="small" style="margin-top:8px">Effective Date: ${dUS(f.documentDate)}. Buyer's initials ____ Seller's initials ____ · FloridaRealtors/FloridaBar-ASIS-6</p>`;
    const html = documentHtml({ title: 'AS IS Contract', font: 'serif', fontSize: '9pt', page: { footerLeft: 'ASIS-6 Rev 4/24 ©2024 Florida Realtors® and The Florida Bar. All rights reserved.', pageNumbers: true }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const condoQuestionnaire: Family = {
  id: 'u-condo-questionnaire',
  description: 'Condominium questionnaire completed by the association\'s management company for the lender: project facts, delinquencies, litigation, rental rules; the unit owner/buyer and loan number in the header',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceType: 'Condo', avoidLoanTypes: ['Land', 'Construction', 'Commercial'] });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const assoc = rng.pick(ASSOCIATIONS);
    const mgr = rng.pick(MANAGERS);
    const preparer = L.decoy();
    const units = rng.int(60, 480);
    const yn = (y: boolean) => (y ? '☒ Yes ☐ No' : '☐ Yes ☒ No');
    const q: [string, string][] = [
      ['Total units in project / sold to owners', `${units} / ${units}`],
      ['Units owned by a single entity', `${rng.int(0, 9)}`],
      ['Units 60+ days delinquent in assessments', `${rng.int(0, 12)}`],
      ['Is the project a condo-hotel or does it have a rental desk?', yn(rng.chance(0.4))],
      ['Minimum lease term', rng.pick(['30 days', '6 months', '1 day (no minimum)', '3 months'])],
      ['Is the association party to any litigation?', yn(rng.chance(0.2))],
      ['Milestone inspection (SB 4-D) completed?', yn(rng.chance(0.7))],
      ['Structural integrity reserve study completed?', yn(rng.chance(0.6))],
      ['Special assessments levied or pending', rng.chance(0.5) ? `Yes — ${usd(rng.int(30, 400) * 100)} per unit for ${rng.pick(['roof', 'concrete restoration', 'elevators'])}` : 'None'],
      ['Monthly maintenance for subject unit', usd(rng.int(480, 2100), true)],
      ['Master policy carrier / wind deductible', `${rng.pick(['Peninsula Property & Casualty Co.', 'Gulfstream Windstorm Underwriters'])} / ${rng.pick([3, 5, 10])}%`],
    ];
    const html = documentHtml({
      title: 'Condo Questionnaire',
      font: 'sans',
      fontSize: '8.8pt',
      pages: [`<h3 style="text-align:center">Lender Condominium Questionnaire (Full Review)</h3>
${kvTable([
    ['Association', esc(assoc)],
    ['Management company', `${esc(mgr)} · ${L.decoyPhone()}`],
    ['Unit address', s.say(esc(addr(f.property.address)), 'property_address')],
    ['Property type', s.say('Residential condominium unit', 'property_type')],
    [f.property.purchasePrice ? 'Purchaser(s)' : 'Unit owner(s) / borrower', f.entity ? s.say(esc(f.entity.name), 'entity_name') : s.say(esc(fullName(rng, b, 'plain')), 'borrower_first_name', 'borrower_last_name')],
    ['Requesting lender / loan #', `${esc(f.lender.name)} / ${s.say(f.loan.loanNumber, 'loan_number')}`],
    ['Anticipated closing', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date')],
  ], { labelWidth: '32%' })}
<table class="grid" style="margin-top:10px"><tr><th style="width:62%">Question</th><th>Answer</th></tr>${q.map(([a, c]) => `<tr><td>${a}</td><td>${c}</td></tr>`).join('')}</table>
<p style="margin-top:10px">Prepared by: ${esc(preparer)}, LCAM, on behalf of the Board of Directors · ${dLong(f.documentDate)}</p>
<p class="small">The association makes no warranty; information is from the books and records as of the date above. Fee for this questionnaire: ${usd(rng.pick([150, 200, 250]))}.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const appraisalStr: Family = {
  id: 'u-appraisal-str-rent-survey',
  description: 'Appraisal excerpt for an Orlando-area vacation rental: subject, sales grid and a short-term rental survey (ADR, occupancy) from nearby resort homes',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceType: rng.pick(['Single Family', 'Townhouse', 'Condo'] as const), avoidLoanTypes: ['Land', 'Commercial'] });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const a = f.appraiser.contact;
    const resort = rng.pick(['Windsor Hills', 'ChampionsGate', 'Solterra Resort', 'Storey Lake', 'Reunion Resort', 'Encore Club']);
    const survey = Array.from({ length: 4 }, (_, i) => ({ name: `${resort} comp R-${i + 1}`, br: rng.int(3, 9), adr: rng.int(140, 520), occ: rng.int(52, 81) }));
    const sales = Array.from({ length: 3 }, (_, i) => ({ a: `${rng.int(1000, 9999)} ${rng.pick(['Tranquil Loop', 'Solana Way', 'Fiesta Key Dr', 'Oakmont Loop'])}`, p: Math.round(f.property.value * (0.9 + rng.next() * 0.2) / 1000) * 1000 + 500 * (i + 1), d: dLatin(addDays(f.documentDate, -rng.int(20, 250))) }));
    const p1 = `<h2>Appraisal Report — Summary Excerpt</h2>
${kvTable([
    ['Lender/Client', `${esc(f.lender.name)} · loan ${s.say(f.loan.loanNumber, 'loan_number')}`],
    ['Borrower', f.entity ? s.say(esc(f.entity.name), 'entity_name') : s.say(esc(fullName(rng, b, 'upper')), 'borrower_first_name', 'borrower_last_name')],
    ['Property address', s.say(esc(addr(f.property.address)), 'property_address')],
    ['Property type', s.say(`${propTypeEn(rng, f.property.type)} — resort community (${resort}), short-term rental permitted`, 'property_type')],
    ['Year built / GLA', `${f.property.yearBuilt ?? 2006} / ${num(f.property.squareFeet ?? 2400)} sf`],
    ['Contract price', f.property.purchasePrice ? usd(f.property.purchasePrice) : 'N/A (refinance)'],
    ['Market value "as is"', s.say(`<b>${usd(f.property.value)}</b>`, 'property_value')],
    ['Effective date', dLong(addDays(f.documentDate, -3))],
  ], { labelWidth: '30%' })}
<h3 style="margin-top:10px">Comparable sales</h3>
<table class="grid"><tr><th>#</th><th>Address</th><th>Price</th><th>Date</th></tr>${sales.map((x, i) => `<tr><td>${i + 1}</td><td>${esc(x.a)}</td><td>${usd(x.p)}</td><td>${x.d}</td></tr>`).join('')}</table>`;
    const p2 = `<h3>Short-Term Rental Survey (source: ${esc(rng.pick(RENTAL_CO))} booking data)</h3>
<table class="grid"><tr><th>Rental comp</th><th>BR</th><th>ADR</th><th>Occupancy</th><th>Gross annual</th></tr>${survey.map((r) => `<tr><td>${r.name}</td><td>${r.br}</td><td>${usd(r.adr)}</td><td>${r.occ}%</td><td>${usd(Math.round(r.adr * 365 * r.occ / 100))}</td></tr>`).join('')}</table>
<p style="margin-top:8px">Concluded market rent for the subject: ${usd(rng.int(180, 420))}/night ADR at ${rng.int(58, 72)}% occupancy, less management (${rng.int(18, 28)}%) and resort fees. The subject's HOA is ${usd(rng.int(90, 520))}/month.</p>
<p>Certification: ${esc(`${a.first} ${a.last}`)}, Certified Residential Appraiser RD${rng.int(1000, 9999)}, ${esc(f.appraiser.name)}, ${esc(addr(f.appraiser.address))}.</p>`;
    const html = documentHtml({ title: 'Appraisal', font: 'sans', fontSize: '9pt', page: { footerLeft: esc(f.appraiser.name), pageNumbers: true }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const settlementEstimate: Family = {
  id: 'u-settlement-statement-est',
  description: 'Title agent\'s estimated borrower settlement statement (ALTA-style columns): lender charges with payees, Florida doc stamps/intangible tax, HOA estoppel and title premiums as decoys',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const L = localize(facts, rng, {});
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const amt = f.loan.amount;
    const rows: [string, string, string][] = [];
    const pts = (p: number) => usd(Math.round(amt * p) / 100, true);
    if (f.property.purchasePrice) rows.push(['Sale price of property', '', usd(f.property.purchasePrice, true)]);
    rows.push([s.say('Loan amount', 'loan_amount'), usd(amt, true), '']);
    if (f.loan.originationPoints !== undefined) rows.push([s.say(`Origination fee ${pct(rng, f.loan.originationPoints)}% to ${esc(f.lender.name)}`, 'origination_points'), '', pts(f.loan.originationPoints)]);
    if (f.loan.discountPoints !== undefined) rows.push([s.say(`Discount points ${pct(rng, f.loan.discountPoints)}%`, 'discount_points'), '', pts(f.loan.discountPoints)]);
    if (f.loan.brokerPoints !== undefined) rows.push([s.say(`Mortgage broker fee ${pct(rng, f.loan.brokerPoints)}% to ${esc(f.broker.name)}`, 'broker_points'), '', pts(f.loan.brokerPoints)]);
    if (f.loan.processingFee !== undefined) rows.push([s.say(`Processing fee to ${esc(f.lender.name)}`, 'processing_fee'), '', usd(f.loan.processingFee, true)]);
    if (f.loan.docFee !== undefined) rows.push([s.say('Document preparation fee', 'loan_doc_fee'), '', usd(f.loan.docFee, true)]);
    if (f.loan.adminFee !== undefined) rows.push([s.say('Lender admin fee', 'admin_fee'), '', usd(f.loan.adminFee, true)]);
    rows.push(['Lender\'s title insurance', '', usd(rng.int(500, 2400), true)]);
    rows.push(['Settlement fee to ' + esc(f.title.name), '', usd(rng.pick([595, 750, 895]), true)]);
    rows.push(['Mortgage doc stamps (.35/100)', '', usd(Math.ceil(amt / 100) * 0.35, true)]);
    rows.push(['Intangible tax (.002)', '', usd(Math.round(amt * 0.2) / 100, true)]);
    if (f.property.type === 'Condo' || rng.chance(0.4)) rows.push(['HOA estoppel certificate — ' + esc(rng.pick(MANAGERS)), '', usd(rng.pick([299, 349, 399]), true)]);
    rows.push(['Windstorm / HO premium (1 yr)', '', usd(rng.int(1200, 7900), true)]);
    rows.push([`County taxes ${dLatin(`${f.loan.closingDate.slice(0, 4)}-01-01`)} to closing`, '', usd(rng.int(900, 9900), true)]);
    const html = documentHtml({
      title: 'Estimated Settlement Statement',
      font: 'sans',
      fontSize: '8.6pt',
      css: '.grid td:nth-child(2),.grid td:nth-child(3){text-align:right;width:18%}',
      pages: [`${letterhead({ name: f.title.name, lines: [esc(addr(f.title.address)), `File No. ${rng.int(24, 26)}-${rng.int(1000, 9999)}`], color: accent(rng) })}
<h3 style="text-align:center">ESTIMATED SETTLEMENT STATEMENT — BORROWER</h3>
${kvTable([
    ['Borrower', f.entity ? s.say(`${esc(f.entity.name)}`, 'entity_name') : s.say(esc(fullName(rng, b, 'lastFirst')), 'borrower_first_name', 'borrower_last_name')],
    ['Seller', f.property.purchasePrice ? esc(`${f.seller.first} ${f.seller.last}`) : 'N/A — refinance'],
    ['Lender', `${esc(f.lender.name)} · Loan No. ${s.say(f.loan.loanNumber, 'loan_number')}`],
    ['Property', s.say(esc(addr(f.property.address)), 'property_address')],
    ['Settlement date', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date')],
    ['Disbursement date', date(rng, addDays(f.loan.closingDate, rng.pick([0, 1, 3])))],
  ], { labelWidth: '22%' })}
<table class="grid" style="margin-top:10px"><tr><th>Description</th><th>Credit</th><th>Debit</th></tr>${rows.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:8px">ESTIMATE ONLY — figures subject to change. Prepared ${dLong(f.documentDate)} by ${esc(`${f.title.contact.first} ${f.title.contact.last}`)}, Closing Agent.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const fnApplication: Family = {
  id: 'u-loan-app-foreign-national',
  description: 'Foreign-national loan application: passport/visa/ITIN boxes, foreign address and employer, foreign bank, co-applicant spouse; two pages',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 1 });
    const { f, origin } = L;
    const b = f.borrower;
    const co = f.coBorrower;
    const s = new Said();
    const country = origin === 'BR' ? 'Brasil' : rng.pick(['Colombia', 'Venezuela', 'México', 'Argentina', 'Chile']);
    const box = (l: string, v: string) => `<td><div class="l">${l}</div><div class="v">${v || '&nbsp;'}</div></td>`;
    const p1 = `<h3 style="text-align:center">${esc(f.lender.name)} — Foreign National Loan Application / Solicitud / Solicitação</h3>
<h4>A. Applicant</h4>
<table class="f"><tr>${box('Last name(s)', s.say(esc(b.last.toUpperCase()), 'borrower_last_name'))}${box('First name(s)', s.say(esc(`${b.first}${b.middle ? ` ${b.middle}` : ''}`.toUpperCase()), 'borrower_first_name'))}${box('Date of birth (MM/DD/YYYY)', s.say(dUS(b.dob), 'borrower_date_of_birth'))}</tr>
<tr>${box('Citizenship', esc(country))}${box('Passport no. / expiry', `${origin === 'BR' ? 'F' : 'P'}${rng.int(1000000, 9999999)} / ${dLatin(addDays(f.documentDate, rng.int(300, 3000)))}`)}${box('US visa / ITIN', `${rng.pick(['B1/B2', 'E-2', 'None (ESTA)'])} / 9${rng.int(10, 99)}-${rng.int(70, 88)}-XXXX`)}</tr>
<tr>${box('E-mail', s.say(esc(b.email), 'borrower_email'))}${box('US mobile (WhatsApp)', s.say(phoneFmt(rng, b.phone), 'borrower_phone'))}${box('Foreign phone', `+${origin === 'BR' ? '55 11' : '57 4'} 9${rng.int(1000, 9999)}-XXXX`)}</tr>
<tr>${box('Home address abroad', `${rng.pick(['Rua Oscar Freire', 'Av. Brigadeiro Faria Lima', 'Calle 10', 'Av. Libertador', 'Carrera 43A'])} ${rng.int(10, 3000)}, ${origin === 'BR' ? 'São Paulo - SP' : 'Medellín'}`)}${box('Employer / business', esc(`${L.decoy().split(' ')[1]} ${rng.pick(['Participações Ltda.', 'S.A.S.', 'Comercial S.A.'])}`))}${box('Bank reference', esc(rng.pick(FOREIGN_BANKS)))}</tr></table>
<h4>B. Co-applicant (spouse)</h4>
<table class="f"><tr>${co ? `${box('Name', esc(`${co.first} ${co.last}`))}${box('Date of birth', s.say(dUS(co.dob), 'co_borrower_date_of_birth'))}` : `${box('Name', 'N/A')}${box('Date of birth', '')}`}${box('Citizenship', co ? esc(country) : '')}</tr></table>
<h4>C. Vesting</h4><p>${f.entity ? s.say(`Title to vest in ${esc(f.entity.name)}, ${esc(entityKind(f.entity))}; applicant signs as ${esc(f.entity.signatoryTitle)}.`, 'entity_name', 'authorized_signatory_name', 'authorized_signatory_title') : 'Title to vest in applicant individually.'}</p>`;
    const p2 = `<h4>D. Property and loan</h4>
<table class="f"><tr>${box('Subject property', s.say(esc(addr(f.property.address)), 'property_address'))}${box('Type', s.say(propTypeEn(rng, f.property.type, f.property.units), 'property_type'))}</tr>
<tr>${box('Purchase price', f.property.purchasePrice ? usd(f.property.purchasePrice) : 'N/A')}${box('Estimated value', s.say(usd(f.property.value), 'property_value'))}</tr>
<tr>${box('Loan amount', s.say(usd(f.loan.amount), 'loan_amount'))}${box('Purpose', s.say(purposeEn(f.loan.purpose ?? ''), 'loan_purpose'))}</tr>
<tr>${box('Program', s.say(loanTypeEn(rng, f.loan.type), 'loan_type'))}${box('Term', s.say(term(rng, f.loan.termMonths), 'loan_term'))}</tr>
<tr>${box('Intended use', rng.pick(['Investment — long-term rental', 'Investment — short-term rental', 'Second home (business purpose affidavit signed)']))}${box('Closing date', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date'))}</tr></table>
<h4>E. Assets</h4><p>Funds to close wired from ${esc(rng.pick(FOREIGN_BANKS))}; source: sale of shares / dividends. Translator: ${esc(L.decoy())}.</p>
<p style="margin-top:18px"><span class="sig">Applicant signature</span> &nbsp; Date: ${dLatin(f.documentDate)}</p>`;
    const html = documentHtml({ title: 'FN Application', font: 'sans', fontSize: '8.8pt', css: 'h4{margin:10px 0 4px} .f{width:100%;border-collapse:collapse} .f td{border:1px solid #444;padding:2px 5px;vertical-align:top} .l{font-size:6.5pt;color:#555} .v{font-size:9.5pt}', page: { pageNumbers: true }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const trustCertification: Family = {
  id: 'u-trust-certification',
  description: 'Florida certification of trust (s. 736.1017) for a trust borrower: trust name and date, trustee powers, successor trustee and notary as decoys',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceEntity: 'Trust', foreignChance: 0.25 });
    const { f } = L;
    const b = f.borrower;
    const e = f.entity as NonNullable<typeof f.entity>;
    const s = new Said();
    const successor = L.decoy();
    const html = documentHtml({
      title: 'Certification of Trust',
      font: 'serif',
      fontSize: '10pt',
      pages: [`<p class="small">Prepared by and return to: ${esc(f.title.name)}, ${esc(addr(f.title.address))}</p>
<h3 style="text-align:center;margin:10px 0">CERTIFICATION OF TRUST<br><span style="font-size:9pt">(Section 736.1017, Florida Statutes)</span></h3>
<p>The undersigned, being first duly sworn, certifies as follows:</p>
<ol><li>${s.say(`The trust is known as <b>${esc(e.name)}</b>`, 'entity_name')}${e.trustDate ? `, dated ${dLong(e.trustDate)}` : ''} (the "Trust"), and the Trust exists and has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</li>
<li>${s.say(`The currently acting trustee is ${esc(fullName(rng, b, 'middle'))}`, 'authorized_signatory_name', 'borrower_first_name', 'borrower_last_name')}${s.say(', as Trustee', 'authorized_signatory_title')}; the successor trustee named in the Trust is ${esc(successor)}.</li>
<li>The Trust is ${e.ein ? s.say(`an irrevocable/revocable trust whose taxpayer identification number is ${einFmt(e.ein)}`, 'ein') : 'a revocable trust whose taxpayer identification number is the Settlor\'s social security number'}.</li>
<li>${s.say(`The trustee has full power to borrow ${usd(f.loan.amount)} from ${esc(f.lender.name)} and to encumber the real property located at ${esc(addr(f.property.address, rng.chance(0.4)))}`, 'loan_amount', 'property_address')}, and to execute all documents in connection therewith.</li>
<li>Title to trust assets shall be taken in the name of the trustee as trustee of the Trust.</li></ol>
<p style="margin-top:18px"><span class="sig">${esc(`${b.first} ${b.last}`)}, Trustee</span></p>
<p class="small" style="margin-top:18px">STATE OF FLORIDA<br>COUNTY OF ${esc(L.county.toUpperCase())}<br>The foregoing instrument was acknowledged before me by means of ☒ physical presence or ☐ online notarization, this ${dLong(f.documentDate)}, by the trustee named above, who ☐ is personally known to me or ☒ has produced ${rng.pick(['a passport', 'a Florida driver license'])} as identification.<br><br>Notary Public: ${esc(L.decoy())} &nbsp; My commission expires: ${dUS(addDays(f.documentDate, rng.int(200, 1400)))}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const commitmentRetail: Family = {
  id: 'u-commitment-strip-retail',
  description: 'Commitment letter for a strip-retail / commercial loan: numbered terms over two pages, reserves, DSCR covenant, tenant estoppels; rent roll totals as decoys',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceType: rng.pick(['Retail', 'Retail', 'Mixed Use', 'Office'] as const), foreignChance: 0.3 });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const noi = Math.round(f.property.value * (0.065 + rng.next() * 0.025) / 100) * 100;
    const terms: string[] = [
      s.say(`<b>Borrower.</b> ${f.entity ? `${esc(f.entity.name)}, ${esc(entityKind(f.entity))}` : esc(fullName(rng, b, 'middle'))}.`, ...(f.entity ? ['entity_name' as const] : ['borrower_first_name' as const, 'borrower_last_name' as const])),
      s.say(`<b>Guarantor.</b> ${esc(`${b.first} ${b.last}`)}, full recourse carve-outs.`, 'borrower_first_name', 'borrower_last_name'),
      s.say(`<b>Property.</b> ${esc(addr(f.property.address))}, a ${propTypeEn(rng, f.property.type, f.property.units).toLowerCase()} property of approximately ${num(f.property.squareFeet ?? 9000)} rentable sf.`, 'property_address', 'property_type'),
      s.say(`<b>Loan Amount.</b> ${usd(f.loan.amount)}, not to exceed ${rng.pick([60, 65, 70])}% of the appraised value of ${usd(f.property.value)}.`, 'loan_amount', 'property_value'),
      s.say(`<b>Loan Type.</b> ${loanTypeEn(rng, f.loan.type)}${f.loan.purpose ? ` — ${purposeEn(f.loan.purpose)}` : ''}.`, 'loan_type', ...(f.loan.purpose ? ['loan_purpose' as const] : [])),
      s.say(`<b>Interest Rate.</b> ${pct(rng, f.loan.rate)}% per annum, fixed, calculated on a 360-day year.`, 'interest_rate'),
      s.say(`<b>Term.</b> ${term(rng, f.loan.termMonths)} from closing; interest-only monthly payments.`, 'loan_term'),
      f.loan.originationPoints !== undefined ? s.say(`<b>Commitment Fee.</b> ${pct(rng, f.loan.originationPoints)}% of the Loan Amount, earned upon acceptance.`, 'origination_points') : '<b>Commitment Fee.</b> Waived.',
      f.loan.brokerPoints !== undefined ? s.say(`<b>Broker.</b> ${esc(f.broker.name)}, ${pct(rng, f.loan.brokerPoints)}% paid by Borrower at closing.`, 'broker_points') : `<b>Broker.</b> None.`,
      f.loan.processingFee !== undefined ? s.say(`<b>Processing Fee.</b> ${usd(f.loan.processingFee)}.`, 'processing_fee') : '',
      s.say(`<b>Prepayment.</b> ${prepayEn(rng, f)}.`, 'prepayment_penalty', 'prepayment_terms'),
      `<b>Debt Service Coverage.</b> Minimum ${rng.pick(['1.20x', '1.25x', '1.30x'])} on in-place NOI of ${usd(noi)}, tested annually.`,
      `<b>Reserves.</b> Tax and insurance escrow; ${usd(rng.int(10, 60) * 1000)} TI/LC reserve.`,
      '<b>Conditions.</b> Tenant estoppels from tenants occupying 75% of GLA; Phase I ESA; ALTA survey; windstorm coverage at full replacement cost.',
      f.loan.exit ? s.say(`<b>Exit.</b> ${exitEn(rng, f.loan.exit)}.`, 'exit_strategy') : '',
      s.say(`<b>Closing.</b> On or before ${date(rng, f.loan.closingDate)}, after which this commitment expires.`, 'estimated_closing_date'),
    ].filter(Boolean);
    const half = Math.ceil(terms.length * 0.6);
    const li = (xs: string[], start: number) => `<ol start="${start}">${xs.map((t) => `<li style="margin-bottom:5px">${t}</li>`).join('')}</ol>`;
    const p1 = `${letterhead({ name: f.lender.name, lines: [esc(addr(f.lender.address)), 'Commercial Real Estate Lending'], color: accent(rng) })}
<p>${dLong(f.documentDate)}</p><p><b>COMMITMENT LETTER</b> — ${rng.chance(0.6) ? s.say(`Loan No. ${f.loan.loanNumber}`, 'loan_number') : `Ref. ${esc(f.property.address.street)}`}</p>
<p>We are pleased to commit to the loan described below on the following terms:</p>${li(terms.slice(0, half), 1)}`;
    const p2 = `${li(terms.slice(half), half + 1)}
<p>Please sign and return within 5 business days.</p>
<p><span class="sig">${esc(`${f.lender.contact.first} ${f.lender.contact.last}`)}, ${esc(f.lender.name)}</span></p>
<p>ACCEPTED: <span class="sig">${f.entity ? s.say(`${esc(f.entity.name)}, by ${esc(`${b.first} ${b.last}`)}, its ${esc(f.entity.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title') : esc(`${b.first} ${b.last}`)}</span></p>`;
    const html = documentHtml({ title: 'Commitment', font: 'serif', fontSize: '9.5pt', page: { pageNumbers: true }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, s.fields) };
  },
};

export const scanFamilies: Family[] = [farBar, condoQuestionnaire, appraisalStr, settlementEstimate, fnApplication, trustCertification, commitmentRetail];
