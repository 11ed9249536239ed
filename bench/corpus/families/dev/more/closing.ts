// Closing-table paperwork a private lender receives from the other desks at the table: the title company's
// commitment, the settlement agent's statement, the lender's own instructions to escrow, the insurance agent's
// evidence of property insurance, a county tax bill forwarded by the broker, and the guarantor's guaranty. Each
// names many parties — lender, insurer, title company, seller, county — and only the borrower's facts are truth.
import type { DealFacts, Family, Person, Rng, TruthField } from '../../../types';
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';
import { addDays } from '../../../facts';
import { statedTruth } from './stated';
import {
  address as addressText, date, ein as einText, entityDescription, fullName, loanTypeWords, money, moneyLegal,
  pickAddress, pickDate, pickMoney, pickPhone, pickRate, pickTerm, points, prepayWords, trustWithDate, upper,
} from '../format';
import { borrowerHome, contractPrice, daysBefore, otherPerson, roundTo, withEntity } from '../common';

type EntityFacts = NonNullable<DealFacts['entity']>;

/** A purchase (the seller still holds title) rather than a refinance of property the borrower owns. */
function isPurchase(facts: DealFacts): boolean {
  const { loan } = facts;
  if (loan.type === 'Refinance' || loan.type === 'Cash Out Refi' || loan.purpose === 'Refinance' || loan.purpose === 'Cash Out Refinance') return false;
  return loan.purpose === 'Purchase' || loan.type === 'Purchase' || facts.property.purchasePrice !== undefined;
}

/** How the borrower takes or holds title: "Harbor Light Homes LLC, a Texas limited liability company". */
function vestingName(rng: Rng, facts: DealFacts): string {
  const { entity, borrower } = facts;
  if (!entity) return `${fullName(borrower, rng.chance(0.4))}, ${rng.pick(['a married person', 'a single person', 'an unmarried individual', 'a married person as sole and separate property', 'an unmarried person'])}`;
  if (entity.type === 'Trust') return `${fullName(borrower, false)}, Trustee of ${trustWithDate(rng, entity)}`;
  return entityDescription(entity);
}

function ownerOfSeller(seller: Person, rng: Rng): string {
  return rng.chance(0.5) ? `${fullName(seller, false)}, ${rng.pick(['a single person', 'an unmarried person', 'a married person', 'as surviving joint tenant'])}` : `${fullName(seller, false)} and ${rng.pick(['Pat', 'Lee', 'Dana', 'Chris', 'Robin'])} ${seller.last}, as joint tenants with right of survivorship`;
}

const COUNTIES: Record<string, string> = {
  Columbus: 'Franklin', Cleveland: 'Cuyahoga', Cincinnati: 'Hamilton', Chicago: 'Cook', Springfield: 'Sangamon', Naperville: 'DuPage',
  Indianapolis: 'Marion', Detroit: 'Wayne', 'Grand Rapids': 'Kent', Milwaukee: 'Milwaukee', Minneapolis: 'Hennepin',
  'Kansas City': 'Jackson', Nashville: 'Davidson', Memphis: 'Shelby', Atlanta: 'Fulton', Savannah: 'Chatham', Charlotte: 'Mecklenburg',
  Raleigh: 'Wake', Charleston: 'Charleston', Columbia: 'Richland', Jacksonville: 'Duval', Tampa: 'Hillsborough', Orlando: 'Orange',
  Miami: 'Miami-Dade', 'Fort Lauderdale': 'Broward', Birmingham: 'Jefferson', Houston: 'Harris', Dallas: 'Dallas', Austin: 'Travis',
  'San Antonio': 'Bexar', 'Fort Worth': 'Tarrant', 'Oklahoma City': 'Oklahoma', Tulsa: 'Tulsa', Denver: 'Denver',
  'Colorado Springs': 'El Paso', Phoenix: 'Maricopa', Tucson: 'Pima', Scottsdale: 'Maricopa', 'Las Vegas': 'Clark',
  'Salt Lake City': 'Salt Lake', Boise: 'Ada', Albuquerque: 'Bernalillo', 'Los Angeles': 'Los Angeles', 'San Diego': 'San Diego',
  Sacramento: 'Sacramento', Oakland: 'Alameda', Fresno: 'Fresno', Seattle: 'King', Tacoma: 'Pierce', Spokane: 'Spokane',
  Philadelphia: 'Philadelphia', Pittsburgh: 'Allegheny', Newark: 'Essex',
};

/** The taxing office of the property: its county where known, else the city's own assessor. */
function taxingOffice(facts: DealFacts): { name: string; county: boolean } {
  const { city, state } = facts.property.address;
  const county = state === 'OR' && city === 'Portland' ? 'Multnomah' : COUNTIES[city];
  if (county && !(city === 'Portland' && state !== 'OR') && !(city === 'Springfield' && state !== 'IL') && !(city === 'Columbia' && state !== 'SC')) return { name: `${county} County`, county: true };
  return { name: `City of ${city}`, county: false };
}

/** An address on two lines, escaped. */
function twoLineHtml(a: DealFacts['property']['address']): string {
  return `${esc(addressText(a, 'short').replace(/, ([^,]+, [A-Z]{2} \d{5})$/, '\n$1'))}`.replace('\n', '<br>');
}

function firstOfMonthAfter(iso: string, months: number): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
}

function fileNo(rng: Rng, prefix: string): string {
  return `${prefix}${rng.int(20, 26)}-${rng.int(10000, 99999)}`;
}

// ---------------------------------------------------------------------------------------------------------------

export const titleCommitment: Family = {
  id: 'title-commitment-schedule-a-b',
  description: "A title company's commitment for title insurance: Schedule A (effective date, proposed policies and insureds, vesting, land) and Schedule B-I requirements naming the borrower entity's signer",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned'],
  make(base, rng) {
    const purchase = isPurchase(base);
    const price = purchase ? contractPrice(base, rng) : undefined;
    const facts: DealFacts = { ...base, property: { ...base.property, purchasePrice: price ?? base.property.purchasePrice } };
    const { borrower, entity, property, loan, lender, title, seller } = facts;
    const fields: TruthField[] = ['property_address', 'loan_amount'];
    fields.push('borrower_first_name', 'borrower_last_name');
    if (entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const showLoanNo = rng.chance(0.5);
    if (showLoanNo) fields.push('loan_number');
    const effective = daysBefore(facts.documentDate, rng.int(3, 20));
    const underwriter = rng.pick(['First American Title Insurance Company', 'Old Republic National Title Insurance Company', 'Fidelity National Title Insurance Company', 'Stewart Title Guaranty Company', 'Westcor Land Title Insurance Company']);
    const commitmentNo = fileNo(rng, rng.pick(['C-', 'TC', 'NCS-', '']));
    const lenderInsured = `${lender.name}, ${rng.pick(['its successors and/or assigns as their interests may appear', 'ISAOA/ATIMA', 'its successors and assigns'])}`;
    const buyerName = vestingName(rng, facts);
    const vested = purchase ? ownerOfSeller(seller, rng) : buyerName;
    const signer = fullName(borrower, false);
    const parcel = `${rng.int(100, 999)}-${rng.int(10, 99)}-${rng.int(100, 999)}${rng.chance(0.5) ? `-${rng.int(1000, 9999)}` : ''}`;
    const lot = `Lot ${rng.int(1, 40)}, Block ${rng.int(1, 12)}, ${upper(rng.pick(['Oak Ridge', 'Country Club Estates', 'Riverside', 'Highland Park', 'Meadowbrook', 'Sunset Hills']))} ${rng.pick(['ADDITION', 'SUBDIVISION', 'REPLAT'])}, according to the map or plat thereof recorded in ${rng.pick(['Plat Book', 'Volume', 'Cabinet'])} ${rng.int(2, 90)}, Page ${rng.int(1, 300)}, of the ${rng.pick(['Public Records', 'Official Records', 'Plat Records'])} of ${taxingOffice(facts).county ? upper(taxingOffice(facts).name) : `the County Recorder for the county in which the Land is situated`}, ${esc(property.address.stateName)}.`;
    const policyRows: [string, string][] = [];
    if (purchase && price) policyRows.push([`ALTA Owner's Policy (${rng.pick(['2021', '07/01/21', '2006'])})`, `Proposed Insured: ${esc(buyerName)}<br>Proposed Amount: ${esc(money(price, 'cents'))}`]);
    policyRows.push([`ALTA Loan Policy (${rng.pick(['2021', '07/01/21', '2006'])})`, `Proposed Insured: ${esc(lenderInsured)}<br>Proposed Amount: ${esc(money(loan.amount, rng.pick(['cents', 'dollars'] as const)))}`]);
    const sigBlock = entity ? (entity.type === 'Trust' ? `${signer}, as Trustee` : `${signer}, as ${entity.signatoryTitle}`) : signer;
    const requirements: string[] = [
      'Payment of the full consideration to, or for the account of, the grantors or mortgagors.',
      'Payment of all taxes, charges, assessments, levied and assessed against subject premises, which are due and payable.',
    ];
    if (purchase) requirements.push(`${rng.pick(['Warranty Deed', 'Special Warranty Deed', 'Grant Deed'])} from ${esc(fullName(seller, false))}${rng.chance(0.4) ? ' and spouse' : ''} to <b>${esc(buyerName)}</b>, conveying the land described in Schedule A.`);
    requirements.push(`${rng.pick(['Mortgage', 'Deed of Trust'])} from ${esc(entity ? entity.name : fullName(borrower, false))}${entity ? `, executed by ${esc(sigBlock)},` : ''} to ${esc(lender.name)}, securing the principal sum of ${esc(money(loan.amount, 'cents'))}${showLoanNo ? ` (Lender's Loan No. ${loan.loanNumber})` : ''}.`);
    if (entity && entity.type !== 'Trust') {
      requirements.push(`Furnish for review the ${entity.type === 'LLC' ? 'Articles of Organization and Operating Agreement' : entity.type === 'Corporation' ? 'Articles of Incorporation, Bylaws and a resolution of the board of directors' : 'Certificate of Limited Partnership and Partnership Agreement'} of ${esc(entity.name)}, together with a Certificate of Good Standing from the ${esc(entity.stateOfFormation)} Secretary of State, evidencing the authority of ${esc(signer)}, ${esc(entity.signatoryTitle)}, to execute the documents required herein on its behalf.`);
    } else if (entity) {
      requirements.push(`Record a Certification of Trust for ${esc(entity.name)} executed by ${esc(signer)}, Trustee, in compliance with the applicable statute.`);
    } else {
      requirements.push(`Spousal joinder or evidence satisfactory to the Company that the land is not the homestead of ${esc(signer)}.`);
    }
    const priorRecorded = daysBefore(facts.documentDate, rng.int(400, 2500));
    if (!purchase) requirements.push(`Release or satisfaction of ${rng.pick(['Mortgage', 'Deed of Trust'])} recorded ${date(priorRecorded, 'us')} as Instrument No. ${priorRecorded.slice(0, 4)}${rng.int(100000, 999999)}, in the original amount of ${money(roundTo(loan.amount * (0.5 + rng.next() * 0.4), 1000), 'cents')}.`);
    requirements.push('Owner\'s/Seller\'s Affidavit and Indemnity (Gap and Mechanics\' Lien) to be executed at closing.');
    const exceptions = [
      'Rights or claims of parties in possession not shown by the Public Records.',
      'Easements, or claims of easements, not shown by the Public Records.',
      `Taxes for the year ${facts.documentDate.slice(0, 4)} and subsequent years, a lien not yet due and payable. Parcel No. ${parcel}.`,
      `${rng.int(10, 20)}-foot utility easement along the rear lot line as shown on the recorded plat.`,
    ];
    const head = `<div class="center"><div class="b" style="font-size:13pt">${esc(upper(underwriter))}</div><div style="font-size:11pt;margin-top:2px">COMMITMENT FOR TITLE INSURANCE</div><div class="small">Issued by ${esc(underwriter)} through its agent ${esc(title.name)}</div></div>`;
    const scheduleA = `<div class="b" style="margin-top:12px;border-bottom:1px solid #000">SCHEDULE A</div>
${kvTable([
  ['Commitment No.', esc(commitmentNo)],
  ['Issuing Agent', `${esc(title.name)}, ${esc(addressText(title.address, 'short'))}`],
  ...(showLoanNo ? [['Loan No.', esc(loan.loanNumber)] as [string, string]] : []),
  ['Property Address', esc(pickAddress(rng, property.address, ['short', 'upper', 'long']))],
  ['1. Commitment Date', `${esc(pickDate(rng, effective, ['long', 'us']))} at ${rng.pick(['8:00 A.M.', '7:30 AM', '5:00 P.M.'])}`],
], { labelWidth: '30%' })}
<p style="margin-top:8px"><b>2. Policy to be issued:</b></p>${kvTable(policyRows, { labelWidth: '34%' })}
<p style="margin-top:8px"><b>3.</b> The estate or interest in the Land described or referred to in this Commitment is <b>Fee Simple</b>.</p>
<p><b>4.</b> ${rng.pick(['The Title is, at the Commitment Date, vested in:', 'Title to the fee simple estate or interest in the Land is at the Commitment Date vested in:'])} <b>${esc(vested)}</b></p>
<p><b>5.</b> The Land is described as follows: ${esc(lot)}</p>`;
    const scheduleB1 = `<div class="b" style="margin-top:14px;border-bottom:1px solid #000">SCHEDULE B, PART I — REQUIREMENTS</div><p class="small">All of the following Requirements must be met:</p><ol>${requirements.map((r) => `<li style="margin-bottom:4px">${r}</li>`).join('')}</ol>`;
    const scheduleB2 = `<div class="b" style="margin-top:14px;border-bottom:1px solid #000">SCHEDULE B, PART II — EXCEPTIONS</div><ol>${exceptions.map((r) => `<li>${esc(r)}</li>`).join('')}</ol>
<div style="margin-top:14px"><span class="scrawl">${esc(title.contact.first)} ${esc(title.contact.last)}</span><div class="sig" style="margin-top:4px">${esc(fullName(title.contact, false))}, ${rng.pick(['Authorized Signatory', 'Title Officer', 'Escrow Officer / Authorized Countersignature'])}<br>${esc(title.name)}</div></div>`;
    const twoPages = rng.chance(0.6);
    const pages = twoPages ? [head + scheduleA, scheduleB1 + scheduleB2] : [head + scheduleA + scheduleB1 + scheduleB2];
    const html = documentHtml({ title: 'Commitment for Title Insurance', font: rng.pick(['serif', 'sans'] as const), fontSize: twoPages ? '9.5pt' : '8.6pt', pages, page: { margin: '0.55in 0.75in 0.8in', pageNumbers: true, footerLeft: `${esc(rng.pick(['ALTA Commitment for Title Insurance (07-01-2021)', 'ALTA Commitment Form – Schedule A/B', 'Commitment No. ' + commitmentNo]))}` } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const settlementStatement: Family = {
  id: 'alta-hud1-settlement-statement',
  description: "A settlement agent's ALTA / HUD-1 style settlement statement: parties, property, settlement date, price, new loan, the lender's origination, broker, processing, doc and admin fees among third-party charges",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, title, seller, broker, appraiser } = facts;
    const purchase = isPurchase(facts);
    const price = purchase ? contractPrice(facts, rng) : undefined;
    const hud = rng.chance(0.4);
    const fields: TruthField[] = ['property_address', 'loan_amount', 'borrower_first_name', 'borrower_last_name', 'estimated_closing_date'];
    if (entity) fields.push('entity_name');
    const showLoanNo = rng.chance(0.7);
    if (showLoanNo) fields.push('loan_number');
    const m = (n: number) => money(n, hud ? 'bareCents' : 'cents');
    const charges: [string, number][] = [];
    if (loan.originationPoints !== undefined) {
      charges.push([`${hud ? '801. ' : ''}Loan Origination Fee ${loan.originationPoints.toFixed(rng.pick([2, 3]))}% to ${lender.name}`, roundTo(loan.amount * loan.originationPoints / 100, 0.01)]);
      fields.push('origination_points');
    }
    if (loan.brokerPoints !== undefined) {
      charges.push([`${hud ? '808. ' : ''}${rng.pick(['Mortgage Broker Fee', 'Broker Fee', 'Broker Origination Fee'])} (${loan.brokerPoints.toFixed(2)}%) to ${broker.name}`, roundTo(loan.amount * loan.brokerPoints / 100, 0.01)]);
      fields.push('broker_points');
    }
    if (loan.processingFee !== undefined) { charges.push([`${hud ? '809. ' : ''}Processing Fee to ${lender.name}`, loan.processingFee]); fields.push('processing_fee'); }
    if (loan.docFee !== undefined) { charges.push([`${hud ? '810. ' : ''}${rng.pick(['Document Preparation Fee', 'Doc Prep Fee', 'Loan Document Fee'])} to ${lender.name}`, loan.docFee]); fields.push('loan_doc_fee'); }
    if (loan.adminFee !== undefined) { charges.push([`${hud ? '811. ' : ''}${rng.pick(['Administration Fee', 'Admin Fee', 'Lender Admin Fee'])} to ${lender.name}`, loan.adminFee]); fields.push('admin_fee'); }
    charges.push([`${hud ? '804. ' : ''}Appraisal Fee to ${appraiser.name}`, rng.pick([450, 550, 650, 750, 850])]);
    charges.push([`${hud ? '805. ' : ''}Credit Report to ${rng.pick(['Factual Data', 'CoreLogic Credco', 'Xactus'])}`, rng.pick([45.5, 62, 89.95])]);
    const showRate = rng.chance(0.5);
    const days = rng.int(3, 28);
    if (showRate) fields.push('interest_rate');
    const perDiem = roundTo(loan.amount * loan.rate / 100 / 360, 0.01);
    charges.push([`${hud ? '901. ' : ''}Prepaid Interest ${days} days @ ${m(perDiem)}/day${showRate ? ` (${pickRate(rng, loan.rate, ['fixed2', 'fixed3', 'plain'])})` : ''}`, roundTo(perDiem * days, 0.01)]);
    const titleFees: [string, number][] = [
      [`${hud ? '1101. ' : ''}Title - Settlement / Closing Fee to ${title.name}`, rng.pick([395, 495, 650, 750, 895])],
      [`${hud ? '1104. ' : ''}Title - Lender's Title Insurance to ${title.name}`, roundTo(loan.amount * 0.0035, 0.01)],
      [`${hud ? '1201. ' : ''}Recording Fees (Deed${purchase ? '' : ' of Trust'}/Mortgage)`, rng.pick([98, 126.5, 171, 212])],
      [`${hud ? '1203. ' : ''}Transfer Taxes`, purchase && price ? roundTo(price * 0.002, 0.01) : 0],
    ];
    const settlementDate = loan.closingDate;
    const borrowerLine = entity ? entity.name : fullName(borrower, rng.chance(0.3));
    const signer = fullName(borrower, false);
    const partyRows: [string, string][] = [
      [hud ? 'D. Name &amp; Address of Borrower' : 'Borrower', `${esc(borrowerLine)}<br>${esc(addressText(borrowerHome(rng, facts), 'short'))}`],
      ...(purchase ? [[hud ? 'E. Name &amp; Address of Seller' : 'Seller', esc(fullName(seller, false))] as [string, string]] : []),
      [hud ? 'F. Name &amp; Address of Lender' : 'Lender', `${esc(lender.name)}<br>${esc(addressText(lender.address, 'short'))}`],
      [hud ? 'G. Property Location' : 'Property', esc(pickAddress(rng, property.address, ['short', 'upper', 'long']))],
      [hud ? 'H. Settlement Agent' : 'Settlement Agent', `${esc(title.name)}<br>${esc(addressText(title.address, 'short'))}`],
      [hud ? 'I. Settlement Date' : 'Settlement Date', esc(pickDate(rng, settlementDate, ['us', 'long', 'abbr']))],
      ...(showLoanNo ? [[hud ? '8. Loan Number' : 'Loan No.', esc(loan.loanNumber)] as [string, string]] : []),
      [hud ? '6. File Number' : 'File No.', esc(fileNo(rng, rng.pick(['ESC-', 'F', ''])))],
    ];
    const cols = purchase ? 4 : 2;
    const row = (label: string, b: string, s = '', bold = false) => `<tr${bold ? ' class="b"' : ''}><td>${esc(label)}</td><td class="right">${b}</td>${cols === 4 ? `<td class="right">${s}</td>` : ''}</tr>`;
    const rows: string[] = [];
    if (purchase && price) rows.push(row(hud ? '101. Contract sales price' : 'Sale Price of Property', m(price), m(price)));
    rows.push(row(hud ? '202. Principal amount of new loan(s)' : 'Loan Amount', `(${m(loan.amount)})`));
    let total = 0;
    const lines = [...charges, ...titleFees];
    if (hud) lines.sort((a, b) => parseInt(a[0], 10) - parseInt(b[0], 10));
    for (const [label, amount] of lines) {
      if (amount === 0) continue;
      total += amount;
      rows.push(row(label, m(amount)));
    }
    rows.push(row(hud ? '1400. Total settlement charges' : 'Total Charges', m(roundTo(total, 0.01)), '', true));
    const header = `<tr><th>${hud ? 'Description' : 'Description'}</th><th>Borrower${purchase ? ' Debit' : ''}</th>${cols === 4 ? '<th>Seller Credit</th>' : ''}</tr>`;
    const sigs = `<div style="display:flex;gap:40px;margin-top:10px"><div><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><div class="sig" style="margin-top:4px">${entity ? `${esc(entity.name)}<br>By: ${esc(signer)}, ${esc(entity.signatoryTitle)}` : `${esc(signer)}, Borrower`}</div></div><div><span class="scrawl">${esc(title.contact.first)} ${esc(title.contact.last)}</span><div class="sig" style="margin-top:4px">${esc(fullName(title.contact, false))}, Settlement Agent</div></div></div>`;
    if (entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    const headTitle = hud ? 'A. Settlement Statement (HUD-1)' : rng.pick(['ALTA Settlement Statement - Combined', 'ALTA Settlement Statement – Borrower', 'Estimated Settlement Statement']);
    const page = `<div class="center b" style="font-size:12.5pt">${esc(headTitle)}</div>${hud ? '<div class="center small">U.S. Department of Housing and Urban Development &middot; OMB Approval No. 2502-0265</div>' : `<div class="center small">${esc(title.name)}</div>`}
<div style="margin-top:10px">${kvTable(partyRows, { labelWidth: '30%' })}</div>
<table class="grid" style="margin-top:10px;font-size:8.3pt">${header}${rows.join('')}</table>
<p class="small" style="margin-top:6px">The undersigned acknowledge receipt of this settlement statement and agree to the correctness thereof.</p>${sigs}`;
    const html = documentHtml({ title: 'Settlement Statement', font: rng.pick(['sans', 'condensed', 'serif'] as const), fontSize: '8.8pt', pages: [page], page: { margin: '0.45in 0.6in 0.7in', footerLeft: hud ? 'Previous editions are obsolete &middot; form HUD-1' : 'Copyright American Land Title Association. All rights reserved.' } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const closingInstructions: Family = {
  id: 'lender-closing-instructions-escrow',
  description: "A private lender's closing instructions to the escrow/title officer: loan number, borrower and guarantor, property, loan terms, maturity and first payment, fees to collect and the mortgagee clause",
  formats: ['pdf_text'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, title } = facts;
    const color = accent(rng);
    const fields: TruthField[] = ['loan_number', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'borrower_first_name', 'borrower_last_name'];
    if (entity) fields.push('entity_name');
    const signer = fullName(borrower, false);
    const maturity = addMonths(loan.closingDate, loan.termMonths);
    const firstPay = firstOfMonthAfter(loan.closingDate, 2);
    const rows: [string, string][] = [
      ['Loan Number', esc(loan.loanNumber)],
      ['Borrower', esc(entity ? entityDescription(entity) : fullName(borrower, rng.chance(0.3)))],
      ...(entity ? [['Guarantor', esc(fullName(borrower, rng.chance(0.3)))] as [string, string]] : []),
      ['Property', esc(pickAddress(rng, property.address, ['short', 'long', 'longState']))],
      ['Loan Amount', esc(pickMoney(rng, loan.amount, ['cents', 'dollars']))],
      ['Interest Rate', `${esc(pickRate(rng, loan.rate, ['fixed2', 'fixed3', 'perAnnum']))}, ${rng.pick(['fixed, interest only', 'interest-only, 360-day year', 'fixed, interest only, actual/360'])}`],
      ['Term', esc(pickTerm(rng, loan.termMonths, ['months', 'legal', 'mo']))],
      ['Maturity Date', esc(pickDate(rng, maturity, ['long', 'us']))],
      ['First Payment Date', esc(pickDate(rng, firstPay, ['long', 'us']))],
    ];
    if (rng.chance(0.5)) { rows.splice(3, 0, ['Loan Program', esc(loanTypeWords(rng, loan.type))]); fields.push('loan_type'); }
    if (rng.chance(0.6)) { rows.push(['Prepayment', esc(prepayWords(rng, facts))]); fields.push('prepayment_penalty', 'prepayment_terms'); }
    const showClose = rng.chance(0.7);
    if (showClose) { rows.push(['Closing / Funding Date', `On or before ${esc(pickDate(rng, loan.closingDate, ['long', 'us']))}`]); fields.push('estimated_closing_date'); }
    const fees: [string, string][] = [];
    if (loan.originationPoints !== undefined) { fees.push([`Origination fee — ${points(rng, loan.originationPoints, ['pct', 'points'])}`, money(roundTo(loan.amount * loan.originationPoints / 100, 0.01), 'cents')]); fields.push('origination_points'); }
    if (loan.brokerPoints !== undefined) { fees.push([`Broker fee — ${points(rng, loan.brokerPoints, ['pct', 'points'])}, payable to ${facts.broker.name}`, money(roundTo(loan.amount * loan.brokerPoints / 100, 0.01), 'cents')]); fields.push('broker_points'); }
    if (loan.processingFee !== undefined) { fees.push(['Processing fee', money(loan.processingFee, 'cents')]); fields.push('processing_fee'); }
    if (loan.docFee !== undefined) { fees.push([rng.pick(['Document preparation fee', 'Doc fee', 'Loan documentation fee']), money(loan.docFee, 'cents')]); fields.push('loan_doc_fee'); }
    if (loan.adminFee !== undefined) { fees.push([rng.pick(['Administrative fee', 'Admin fee']), money(loan.adminFee, 'cents')]); fields.push('admin_fee'); }
    fees.push(['Wire fee', money(rng.pick([25, 35, 45]), 'cents')]);
    const mortgagee = `${lender.name}, ISAOA/ATIMA<br>${twoLineHtml(lender.address)}<br>Loan No. ${esc(loan.loanNumber)}`;
    const conditions = [
      `Obtain the signature of ${esc(entity ? `${signer}, as ${entity.signatoryTitle} of ${entity.name},` : signer)} on all loan documents${entity ? `, and of ${esc(signer)} individually on the Guaranty` : ''}. No powers of attorney.`,
      `Issue an ALTA ${rng.pick(['2021', '2006'])} Loan Policy in the amount of the loan with endorsements ${rng.pick(['8.1, 9, 22', 'T-19, T-30, T-36', '9-06, 22-06, 8.2-06'])}, insuring ${esc(lender.name)} in first lien position.`,
      `Hazard insurance must name the mortgagee exactly as shown below; evidence of flood insurance if in a Special Flood Hazard Area.`,
      `Record the ${rng.pick(['Deed of Trust', 'Mortgage'])} and Assignment of Leases and Rents; return certified copies within ${rng.int(3, 10)} business days.`,
      `Do not disburse until you receive our written authorization to fund. Funds will be wired to your escrow account.`,
    ];
    if (entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    const page = `${letterhead({ name: lender.name, lines: [esc(addressText(lender.address, 'short')), `Closing Department &middot; ${esc(pickPhone(rng, lender.contact.phone))} &middot; ${esc(lender.contact.email)}`], color })}
<div class="b" style="font-size:12pt;margin-bottom:6px">${rng.pick(['CLOSING INSTRUCTIONS', 'LENDER\'S CLOSING INSTRUCTIONS TO ESCROW', 'Escrow / Closing Instructions'])}</div>
<p>Date: ${esc(pickDate(rng, facts.documentDate, ['long', 'us']))}<br>To: ${esc(fullName(title.contact, false))}, ${esc(title.name)}<br>Escrow No.: ${esc(fileNo(rng, ''))}</p>
<p>You are authorized to close the above loan when you can comply with the following instructions:</p>
${kvTable(rows, { labelWidth: '28%' })}
<div class="b" style="margin-top:10px">Fees to be collected for Lender at closing</div>
<table class="grid" style="width:80%">${fees.map(([l, v]) => `<tr><td>${esc(l)}</td><td class="right">${esc(v)}</td></tr>`).join('')}</table>
PAGEBREAK<div class="b" style="margin-top:10px">Conditions</div><ol>${conditions.map((c) => `<li>${c}</li>`).join('')}</ol>
<div class="b">Mortgagee / Loss Payee Clause</div><p style="margin-left:20px">${mortgagee}</p>
<p>Questions: ${esc(fullName(lender.contact, false))}, Closing Manager.</p>
<div><span class="scrawl">${esc(lender.contact.first)} ${esc(lender.contact.last)}</span><div class="sig" style="margin-top:4px">${esc(fullName(lender.contact, false))}, for ${esc(lender.name)}</div></div>`;
    const html = documentHtml({ title: 'Closing Instructions', font: rng.pick(['sans', 'serif'] as const), fontSize: '8.8pt', pages: page.split('PAGEBREAK'), page: { margin: '0.5in 0.7in 0.7in', pageNumbers: true, footerLeft: `Loan ${esc(loan.loanNumber)} &middot; Closing Instructions` } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const insuranceBinder: Family = {
  id: 'evidence-of-property-insurance-binder',
  description: "An insurance agency's ACORD-style evidence of property insurance / binder: agency and carrier, named insured, property location, policy period, coverages, mortgagee (the lender, ISAOA) with loan number",
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender } = facts;
    const fields: TruthField[] = ['property_address'];
    if (entity) fields.push('entity_name'); else fields.push('borrower_first_name', 'borrower_last_name');
    const showLoanNo = rng.chance(0.75);
    if (showLoanNo) fields.push('loan_number');
    const binder = rng.chance(0.5);
    const agent = otherPerson(rng, facts);
    const agency = `${agent.last} ${rng.pick(['Insurance Agency', 'Insurance Group, Inc.', 'Risk Partners', '& Associates Insurance'])}`;
    const carrier = rng.pick(['Lexington Insurance Company', 'American Modern Insurance Group', 'Foremost Insurance Company', 'Scottsdale Insurance Company', 'Markel American Insurance Co.', 'Obsidian Specialty Insurance']);
    const start = addDays(facts.loan.closingDate, rng.pick([-3, -2, -1, 1, 2]));
    const end = addMonths(start, 12);
    const dwellingRaw = roundTo(property.value * (0.7 + rng.next() * 0.4), 1000);
    const dwelling = dwellingRaw === loan.amount || dwellingRaw === property.value ? dwellingRaw + 5000 : dwellingRaw;
    const named = entity ? entity.name : fullName(borrower, rng.chance(0.3));
    const mailing = entity && rng.chance(0.5) ? `${esc(named)}<br>Attn: ${esc(fullName(borrower, false))}<br>${twoLineHtml(borrowerHome(rng, facts))}` : `${esc(named)}<br>${twoLineHtml(borrowerHome(rng, facts))}`;
    if (entity && mailing.includes('Attn:')) fields.push('borrower_first_name', 'borrower_last_name');
    const box = (label: string, value: string, span = 1) => `<td colspan="${span}" style="border:1px solid #000;padding:3px 5px;vertical-align:top"><div style="font-size:6.5pt;font-weight:bold">${label}</div><div>${value}</div></td>`;
    const policyNo = `${rng.pick(['HO', 'DP3', 'LHD', 'VRD', 'CPP'])}${rng.int(1000000, 9999999)}`;
    const coverages: [string, string][] = [
      [rng.pick(['Dwelling (Coverage A)', 'Building', 'Dwelling - Replacement Cost']), money(dwelling, 'dollars')],
      ['Other Structures', money(roundTo(dwelling * 0.1, 100), 'dollars')],
      ['Loss of Rents / Fair Rental Value', money(roundTo(dwelling * 0.1, 100), 'dollars')],
      ['Premises Liability', money(rng.pick([300000, 500000, 1000000]), 'dollars')],
      ['Deductible (All Other Perils)', money(rng.pick([1000, 2500, 5000]), 'dollars')],
      ['Wind/Hail Deductible', rng.pick(['1%', '2%', '$5,000', 'Included'])],
    ];
    const lossPayee = `${esc(lender.name)}, ${rng.pick(['ISAOA/ATIMA', 'its successors and/or assigns', 'ISAOA'])}<br>${twoLineHtml(lender.address)}`;
    const page = `<table style="width:100%;border-collapse:collapse;font-size:8.4pt">
<tr><td colspan="2" style="font:bold 14pt 'DejaVu Sans'">${binder ? 'INSURANCE BINDER' : 'EVIDENCE OF PROPERTY INSURANCE'}</td><td colspan="2" class="right" style="border:1px solid #000;padding:3px 5px"><div style="font-size:6.5pt;font-weight:bold">DATE (MM/DD/YYYY)</div>${esc(date(facts.documentDate, 'us'))}</td></tr>
<tr><td colspan="4" style="font-size:6.5pt;border:1px solid #000;padding:3px 5px">THIS ${binder ? 'BINDER IS A TEMPORARY INSURANCE CONTRACT, SUBJECT TO THE CONDITIONS SHOWN ON THE REVERSE SIDE OF THIS FORM' : 'EVIDENCE OF PROPERTY INSURANCE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE ADDITIONAL INTEREST NAMED BELOW. THIS EVIDENCE DOES NOT AFFIRMATIVELY OR NEGATIVELY AMEND, EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICIES BELOW'}.</td></tr>
<tr>${box('AGENCY', `${esc(agency)}<br>${twoLineHtml(facts.appraiser.address)}`, 2)}${box('COMPANY', esc(carrier), 2)}</tr>
<tr>${box('PHONE (A/C, No, Ext)', esc(pickPhone(rng, agent.phone)))}${box('E-MAIL', esc(`${agent.first.toLowerCase().replace(/[^a-z]/g, '')}@${agent.last.toLowerCase().replace(/[^a-z]/g, '')}insurance.com`))}${box(binder ? 'BINDER #' : 'POLICY NUMBER', esc(policyNo))}${box('LOAN NUMBER', showLoanNo ? esc(loan.loanNumber) : '')}</tr>
<tr>${box('NAMED INSURED AND ADDRESS', mailing, 2)}${box('EFFECTIVE DATE', esc(date(start, 'us')))}${box('EXPIRATION DATE', esc(date(end, 'us')))}</tr>
<tr>${box('PROPERTY INFORMATION — LOCATION / DESCRIPTION', `${esc(pickAddress(rng, property.address, ['short', 'upper', 'long']))}<br>${esc(rng.pick(['Non-owner occupied', 'Tenant occupied rental dwelling', 'Vacant – under renovation', 'Investment property']))}`, 4)}</tr>
<tr><td colspan="4" style="border:1px solid #000;padding:0"><table style="width:100%;border-collapse:collapse"><tr><th style="text-align:left;font-size:7pt;padding:2px 5px">COVERAGE INFORMATION</th><th style="text-align:right;font-size:7pt;padding:2px 5px">AMOUNT OF INSURANCE</th></tr>${coverages.map(([l, v]) => `<tr><td style="padding:2px 5px">${esc(l)}</td><td class="right" style="padding:2px 5px">${esc(v)}</td></tr>`).join('')}</table></td></tr>
<tr>${box('REMARKS', `Premium ${money(roundTo(dwelling * 0.006, 1), 'cents')} ${rng.pick(['paid in full at closing', 'to be paid through escrow', 'financed'])}. ${rng.pick(['Replacement cost; no coinsurance.', 'Special form (DP-3).', 'Vacancy permit endorsement attached.'])}`, 4)}</tr>
<tr>${box('ADDITIONAL INTEREST', `☒ MORTGAGEE &nbsp; ☐ ADDITIONAL INSURED &nbsp; ☐ LOSS PAYEE<br>${lossPayee}${showLoanNo ? `<br>Loan # ${esc(loan.loanNumber)}` : ''}`, 2)}${box('AUTHORIZED REPRESENTATIVE', `<span class="scrawl" style="font-size:12pt">${esc(agent.first)} ${esc(agent.last)}</span><br>${esc(fullName(agent, false))}`, 2)}</tr>
</table>`;
    const html = documentHtml({ title: 'Evidence of Property Insurance', font: 'sans', fontSize: '8.4pt', pages: [page], page: { margin: '0.45in 0.55in 0.7in', footerLeft: rng.chance(0.6) ? `ACORD ${binder ? '75' : '27'} (20${rng.int(10, 16)}/${String(rng.int(1, 12)).padStart(2, '0')}) &middot; The ACORD name and logo are registered marks of ACORD` : '' } });
    return { kind: 'html', documentType: 'Entity Document', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const taxBillCoverNote: Family = {
  id: 'county-tax-bill-broker-cover-note',
  description: "A county treasurer's real property tax bill (owner of record, parcel, assessed values, installments) under a broker's short cover note about the client and the amount needed",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, broker, seller } = facts;
    const purchase = isPurchase(facts);
    const fields: TruthField[] = ['property_address', 'loan_amount', 'borrower_first_name', 'borrower_last_name'];
    const nameEntity = entity !== undefined && (rng.chance(0.6) || !purchase);
    if (nameEntity) fields.push('entity_name');
    const office = taxingOffice(facts);
    const year = Number(facts.documentDate.slice(0, 4)) - (Number(facts.documentDate.slice(5, 7)) < 9 ? 1 : 0);
    // Either the bill prints the county's market value (then that is the stated value) or only assessed values.
    const marketOnBill = rng.chance(0.45);
    const ratio = rng.pick([0.1, 0.2, 0.35, 0.4, 0.6, 0.8]);
    const market = property.value;
    const land = roundTo(market * (0.15 + rng.next() * 0.2), 100);
    const assessed = roundTo(market * ratio * (marketOnBill ? 1 : 0.9 + rng.next() * 0.08), 10);
    const millage = 12 + rng.next() * 20;
    const tax = roundTo(assessed * millage / 1000 * (ratio < 0.3 ? 3 : 1), 0.01);
    const brokerValue = !marketOnBill && rng.chance(0.5);
    if (marketOnBill || brokerValue) fields.push('property_value');
    const owner = purchase ? fullName(seller, false) : entity && nameEntity ? entity.name : fullName(borrower, false);
    const ownerPrinted = upper(owner);
    const parcel = `${rng.int(10, 99)}-${rng.int(1000, 9999)}-${rng.int(100, 999)}-${String(rng.int(0, 99)).padStart(4, '0')}`;
    const client = nameEntity && entity ? `${fullName(borrower, false)} (${entity.name})` : fullName(borrower, rng.chance(0.3));
    const showType = rng.chance(0.5);
    if (showType) fields.push('loan_type');
    const notes = [
      `Hi ${rng.pick(['team', 'all', fullName(facts.lender.contact, false).split(' ')[0]])},`,
      `Please find attached the ${year} tax bill for ${pickAddress(rng, property.address, ['short', 'long'])}. My client ${client} ${purchase ? `is buying it from ${fullName(seller, false)} (owner of record below)` : `owns it and is ${rng.pick(['refinancing the existing lien', 'looking to pull cash out', 'refinancing out of a hard money loan'])}`} and needs ${pickMoney(rng, loan.amount, ['dollars', 'k'])}${showType ? ` on a ${loanTypeWords(rng, loan.type).toLowerCase()}` : ''}.`,
      brokerValue ? `As-is value is ${rng.pick(['about', 'roughly', 'around'])} ${money(property.value, rng.pick(['dollars', 'k'] as const))} per ${rng.pick(['the BPO', 'our CMA', 'recent sales on the block'])} — taxes are current.` : 'Taxes are current, no delinquencies.',
      `Thanks,<br>${fullName(broker.contact, false)}<br>${broker.name} · ${pickPhone(rng, broker.contact.phone)}`,
    ];
    const note = `<div style="background:#fff8b8;border:1px solid #d6c860;padding:10px 14px;width:72%;margin:0 0 14px 8%;transform:rotate(-0.6deg);font-family:'DejaVu Sans';font-size:9.5pt;box-shadow:2px 2px 4px #bbb">${notes.map((n) => `<p>${n}</p>`).join('')}</div>`;
    const valueRows: [string, string][] = [];
    if (marketOnBill) {
      valueRows.push([rng.pick(['Total Market Value', 'Just (Market) Value', 'Appraised Value (Market)', 'Full Cash Value']), money(market, 'dollars')]);
      valueRows.push(['Land Value', money(land, 'dollars')]);
      valueRows.push(['Improvement Value', money(market - land, 'dollars')]);
    } else {
      valueRows.push(['Land (Assessed)', money(roundTo(assessed * 0.25, 10), 'dollars')]);
      valueRows.push(['Improvements (Assessed)', money(assessed - roundTo(assessed * 0.25, 10), 'dollars')]);
    }
    valueRows.push([`Total Assessed Value${marketOnBill ? ` (${Math.round(ratio * 100)}%)` : ''}`, money(assessed, 'dollars')]);
    valueRows.push(['Exemptions', rng.pick(['None', '$0'])]);
    valueRows.push([`Tax Rate (${rng.pick(['mills', 'per $1,000'])})`, millage.toFixed(4)]);
    const half = roundTo(tax / 2, 0.01);
    const bill = `<div style="border:2px solid #222;padding:10px 12px"><div style="display:flex;justify-content:space-between"><div><div class="b" style="font-size:12pt">${esc(upper(office.name))} ${rng.pick(['TREASURER', 'TAX COLLECTOR', office.county ? 'TAX ASSESSOR-COLLECTOR' : 'REVENUE DIVISION'])}</div><div class="small">${year} ${rng.pick(['Real Estate Tax Statement', 'Real Property Tax Bill', 'Annual Property Tax Notice'])}</div></div><div class="right small">Bill No. ${rng.int(100000, 999999)}<br>Parcel / PIN: <b>${esc(parcel)}</b></div></div>
<table class="grid" style="margin-top:8px"><tr><td style="width:50%"><div class="small b">OWNER OF RECORD / MAILING ADDRESS</div>${esc(ownerPrinted)}<br>${esc(upper(addressText(purchase ? borrowerHome(rng, facts) : property.address, 'short')))}</td><td><div class="small b">PROPERTY LOCATION</div>${esc(upper(addressText(property.address, 'short')))}<br><span class="small">Class: ${rng.pick(['R1 Residential', '510 Residential', 'Commercial', 'Residential Rental'])} · Acres ${(rng.next() * 0.8 + 0.08).toFixed(2)}</span></td></tr></table>
<table class="grid" style="margin-top:8px;width:60%">${valueRows.map(([l, v]) => `<tr><td>${esc(l)}</td><td class="right">${esc(v)}</td></tr>`).join('')}</table>
<table class="grid" style="margin-top:8px"><tr><th>Installment</th><th>Due Date</th><th>Amount</th></tr><tr><td>1st Half</td><td>${esc(date(`${year + 1}-02-${rng.pick(['01', '15', '28'])}`, 'us'))}</td><td class="right">${esc(money(half, 'cents'))}</td></tr><tr><td>2nd Half</td><td>${esc(date(`${year + 1}-07-${rng.pick(['01', '15', '31'])}`, 'us'))}</td><td class="right">${esc(money(roundTo(tax - half, 0.01), 'cents'))}</td></tr><tr class="b"><td colspan="2">Total ${year} Tax</td><td class="right">${esc(money(tax, 'cents'))}</td></tr></table>
<p class="small" style="margin-top:6px">Assessed value is not market value. Penalties of ${rng.pick(['1.5%', '10%', '5%'])} apply after the due date. Make checks payable to ${esc(office.name)} ${office.county ? 'Treasurer' : 'Tax Collector'}.</p></div>`;
    const html = documentHtml({ title: 'Tax Bill', font: 'mono', fontSize: '8.6pt', pages: [note + bill], page: { margin: '0.5in 0.6in 0.7in' } });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const guarantyAgreement: Family = {
  id: 'personal-guaranty-agreement',
  description: "A lender's unconditional personal guaranty: the guarantor (the principal), the borrower entity and the lender named separately, the note's amount and date, the property, notices and signatures",
  formats: ['pdf_text', 'pdf_text', 'pdf_scanned'],
  make(base, rng) {
    const facts = withEntity(base, rng, ['LLC', 'Corporation', 'Partnership']);
    const { borrower, property, loan, lender } = facts;
    const entity = facts.entity as EntityFacts;
    const fields: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'loan_amount', 'property_address', 'authorized_signatory_name', 'authorized_signatory_title', 'estimated_closing_date'];
    const guarantor = fullName(borrower, rng.chance(0.4));
    const dated = pickDate(rng, loan.closingDate, ['long', 'ordinal', 'us']);
    const showLoanNo = rng.chance(0.5);
    if (showLoanNo) fields.push('loan_number');
    const showRate = rng.chance(0.4);
    if (showRate) fields.push('interest_rate');
    const showEin = rng.chance(0.3) && entity.ein !== undefined;
    if (showEin) fields.push('ein');
    const notice = rng.chance(0.5);
    if (notice) fields.push('borrower_email');
    const home = borrowerHome(rng, facts);
    const spouse = otherPerson(rng, facts, true);
    const paras = [
      `THIS ${rng.pick(['GUARANTY AGREEMENT', 'UNCONDITIONAL GUARANTY OF PAYMENT AND PERFORMANCE', 'PERSONAL GUARANTY'])} (this "Guaranty") is made as of ${esc(dated)}, by <b>${esc(upper(guarantor))}</b>, an individual residing at ${esc(addressText(home, 'short'))} ("Guarantor"), in favor of <b>${esc(lender.name)}</b>, its successors and assigns ("Lender").`,
      `<b>RECITALS.</b> A. ${esc(entityDescription(entity))}${showEin ? ` (EIN ${einText(entity.ein as string)})` : ''} ("Borrower") has requested that Lender make a loan to Borrower in the original principal amount of ${esc(moneyLegal(rng, loan.amount))} (the "Loan")${showLoanNo ? `, Lender Loan No. ${loan.loanNumber}` : ''}, evidenced by a Promissory Note of even date herewith${showRate ? ` bearing interest at ${esc(pickRate(rng, loan.rate, ['fixed2', 'fixed3', 'words']))}` : ''} (the "Note") and secured by a ${rng.pick(['Deed of Trust', 'Mortgage', 'Security Deed'])} encumbering the real property commonly known as ${esc(pickAddress(rng, property.address, ['long', 'short', 'longState']))} (the "Property").`,
      `B. Guarantor is the ${esc(entity.signatoryTitle)} of Borrower and will derive substantial benefit from the Loan. Lender is unwilling to make the Loan unless Guarantor executes this Guaranty.`,
      `1. <b>Guaranty.</b> Guarantor absolutely, unconditionally and irrevocably guarantees to Lender the full and punctual payment when due of all amounts owing under the Note and the other Loan Documents, and the performance of all of Borrower's obligations thereunder.`,
      `2. <b>Waivers.</b> Guarantor waives presentment, demand, protest, notice of acceptance and of default, and any right to require Lender to proceed first against Borrower or the Property.`,
      `3. <b>Notices.</b> Notices shall be sent to Guarantor at the address above${notice ? ` with a copy by e-mail to ${esc(borrower.email)}` : ''}, and to Lender at ${esc(addressText(lender.address, 'short'))}, Attn: ${esc(fullName(lender.contact, false))}.`,
      `4. <b>Governing Law.</b> This Guaranty shall be governed by the laws of the State of ${esc(property.address.stateName)}. GUARANTOR WAIVES TRIAL BY JURY.`,
    ];
    const spouseConsent = rng.chance(0.4) ? `<p class="small" style="margin-top:10px"><b>Spousal Consent.</b> The undersigned spouse of Guarantor consents to this Guaranty.</p><div><span class="scrawl" style="font-size:12pt">${esc(spouse.first)} ${esc(spouse.last)}</span><div class="sig" style="margin-top:2px">${esc(fullName(spouse, false))}</div></div>` : '';
    const sigs = `<div style="display:flex;gap:40px;margin-top:12px"><div><div class="b">GUARANTOR:</div><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><div class="sig" style="margin-top:4px">${esc(fullName(borrower, false))}, individually</div></div>
<div><div class="b">ACKNOWLEDGED BY BORROWER:</div><div>${esc(entity.name)}</div><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><div class="sig" style="margin-top:4px">By: ${esc(fullName(borrower, false))}<br>Its: ${esc(entity.signatoryTitle)}</div></div></div>`;
    const html = documentHtml({ title: 'Guaranty', font: rng.pick(['serif', 'sans'] as const), fontSize: '9.4pt', pages: [`<div class="center b" style="font-size:13pt;margin-bottom:10px">${rng.pick(['GUARANTY', 'PERSONAL GUARANTY', 'GUARANTY OF PAYMENT'])}</div>${paras.map((p) => `<p style="text-align:justify">${p}</p>`).join('\n')}${sigs}${spouseConsent}`], page: { margin: '0.6in 0.85in 0.8in', footerLeft: `${esc(lender.name)} — Guaranty${showLoanNo ? ` — Loan ${loan.loanNumber}` : ''} &middot; Guarantor's initials: ______` } });
    return { kind: 'html', documentType: 'Entity Document', html, truth: statedTruth(facts, fields) };
  },
};


