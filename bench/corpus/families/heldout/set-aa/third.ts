// Third parties: agreements of sale (PA / MD style), title commitment schedules, appraisals, BPOs, desk reviews.
import { accent, documentHtml, letterhead } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  Said, above, anyPhone, cityLine, d, desk, entityKind, esc, fullName, money, nameWithMiddle, near, num,
  phone, plusDays, propTypeWord, street,
} from './util';

/** A price for the contract: the deal's, or (for a refinance) an earlier acquisition price, never value or loan. */
function contractPrice(facts: DealFacts, rng: Rng): number {
  if (facts.property.purchasePrice) return facts.property.purchasePrice;
  let v = Math.round(facts.property.value * (0.82 + rng.next() * 0.1) / 500) * 500;
  if (v === facts.loan.amount || v === facts.property.value) v += 1500;
  return v;
}

function county(rng: Rng, facts: DealFacts): string {
  const c = facts.property.address.city;
  const known: Record<string, string> = { Philadelphia: 'Philadelphia', Baltimore: 'Baltimore City', Pittsburgh: 'Allegheny' };
  return known[c] ?? rng.pick(['Montgomery', 'Delaware', 'Bucks', 'Anne Arundel', 'New Castle', 'Henrico', 'Franklin', 'Jefferson', 'Cook']);
}

function parcel(rng: Rng): string {
  return `${rng.int(10, 88)}-${rng.int(1, 9)}-${rng.int(1000, 9999)}-${rng.pick(['00', '10', '05'])}`;
}

function buyerLine(facts: DealFacts, s: Said): string {
  if (facts.entity) return s.say(`${esc(facts.entity.name)}, ${esc(entityKind(facts))}, and/or assigns`, 'entity_name');
  return s.say(esc(nameWithMiddle(facts)).toUpperCase(), 'borrower_first_name', 'borrower_last_name') + (facts.coBorrower ? ` and ${esc(`${facts.coBorrower.first} ${facts.coBorrower.last}`).toUpperCase()}` : '');
}

// 1 ------------------------------------------------------------------------------------------------------------
const paAgreement: Family = {
  id: 'aa-pa-standard-agreement-of-sale-scan',
  description: 'A Pennsylvania-style standard agreement of sale (numbered paragraphs, checkbox mortgage contingency, initials line), signed and scanned.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const price = contractPrice(facts, rng);
    const deposit = rng.pick([1000, 2500, 5000, 10000]);
    const para = (n: number, t: string, body: string) => `<p><b>${n}. ${t}</b> ${body}</p>`;
    const init = `<div style="display:flex;justify-content:space-between;font-size:8pt;margin-top:10px"><span>Buyer Initials: <span class="scrawl" style="font-size:11pt">${esc((facts.borrower.first[0] ?? '') + (facts.borrower.last[0] ?? ''))}</span></span><span>ASR Page %P% of 2</span><span>Seller Initials: <span class="scrawl" style="font-size:11pt">${esc((facts.seller.first[0] ?? '') + (facts.seller.last[0] ?? ''))}</span></span></div>`;
    const page1 = `<div style="text-align:center"><b style="font-size:13pt">STANDARD AGREEMENT FOR THE SALE OF REAL ESTATE</b><div class="small">This form recommended for use in the sale of residential real estate. ${esc(facts.property.address.stateName)}.</div></div>
${para(1, 'PARTIES.', `This Agreement, dated ${d(facts.documentDate, 'long')}, is between SELLER(S): ${esc(`${facts.seller.first} ${facts.seller.last}`).toUpperCase()}, called "Seller," and BUYER(S): ${buyerLine(facts, s)}, called "Buyer."`)}
${para(2, 'PROPERTY.', `ALL THAT CERTAIN lot or piece of ground with buildings and improvements thereon erected, if any, known as: ${s.say(`${esc(street(facts, true))}, ${esc(cityLine(facts))}`, 'property_address')}, in the County of ${county(rng, facts)}. Identification (Tax ID; parcel #): ${parcel(rng)}. Dwelling: ${s.say(esc(propTypeWord(rng, facts)), 'property_type')}.`)}
${para(3, 'PURCHASE PRICE AND DEPOSITS.', `Purchase Price: ${money(price, true)} (${rng.pick(['U.S. Dollars', 'Dollars'])}), paid as follows: Initial Deposit within 5 days of execution: ${money(deposit, true)}; Remaining balance at settlement. Deposits held by ${esc(facts.title.name)}.`)}
${para(4, 'SETTLEMENT AND POSSESSION.', `Settlement will occur on ${s.say(d(l.closingDate, 'long'), 'estimated_closing_date')}, or before if Buyer and Seller agree. Possession by deed and keys, ${rng.pick(['vacant', 'free of tenants', 'subject to existing lease(s)'])}. Realty transfer taxes to be paid ${rng.pick(['equally by Buyer and Seller', 'by Seller', 'by Buyer'])}.`)}
${init.replace('%P%', '1')}`;
    const page2 = `${para(5, 'FINANCING / MORTGAGE CONTINGENCY.', `☐ WAIVED. ☒ ELECTED. This sale is contingent upon Buyer obtaining the following financing: Loan amount ${s.say(money(l.amount), 'loan_amount')}; Minimum term ${s.say(`${l.termMonths} months`, 'loan_term')}; Type of mortgage: private / business-purpose; Mortgage lender: ${esc(facts.lender.name)}. Buyer shall apply within ${rng.int(5, 10)} days. Commitment date: ${d(plusDays(l.closingDate, -10), 'us')}.`)}
${para(6, 'INSPECTION CONTINGENCY.', `☒ WAIVED. Buyer is an investor purchasing the Property "AS IS" and has had the opportunity to inspect.`)}
${para(7, 'ZONING / MUNICIPAL.', 'Failure of this Agreement to contain the zoning classification (except for single-family dwellings) shall render it voidable at Buyer\'s option. Seller represents no notices of violations have been received except as disclosed: ' + rng.pick(['none', 'L&amp;I notice re: rear wall (attached)', 'open water bill, to be paid at settlement']) + '.')}
${para(8, 'ASSIGNMENT.', facts.entity ? 'This Agreement is assignable.' : 'This Agreement is NOT assignable without Seller\'s written consent.')}
<table style="width:100%;margin-top:20px"><tr><td style="width:50%">BUYER: <span class="scrawl">${esc(fullName(facts))}</span><div class="small">${facts.entity ? s.say(`${esc(facts.entity.name)}, by ${esc(fullName(facts))}, ${esc(facts.entity.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name') : ''}</div>Date ${d(facts.documentDate, 'short2')}</td>
<td>SELLER: <span class="scrawl">${esc(facts.seller.first)} ${esc(facts.seller.last)}</span><br>Date ${d(plusDays(facts.documentDate, 1), 'short2')}</td></tr></table>
<p class="small" style="margin-top:10px">Buyer's agent: ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)} · Seller's agent: ${esc(desk(rng))}</p>
${init.replace('%P%', '2')}`;
    const html = documentHtml({ title: 'Agreement of Sale', fontSize: '9pt', pages: [page1, page2], page: { footerLeft: 'ASR Page' } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: s.truth() };
  },
};

// 2 ------------------------------------------------------------------------------------------------------------
const mdContract: Family = {
  id: 'aa-md-residential-contract-financing-addendum',
  description: 'A Maryland-style residential contract of sale with a financing addendum table (private lender terms) and a disclosures list.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const price = contractPrice(facts, rng);
    const html = documentHtml({
      title: 'Contract of Sale', fontSize: '9pt', font: 'sans',
      pages: [`<div style="display:flex;justify-content:space-between;border-bottom:2px solid #000"><b style="font-size:12pt">RESIDENTIAL CONTRACT OF SALE</b><span class="small">Form 2024 · ${esc(facts.property.address.state)}</span></div>
<table class="grid" style="margin-top:8px">
<tr><td style="width:25%">1. Date of Offer</td><td>${d(facts.documentDate, 'us')}</td></tr>
<tr><td>2. Seller</td><td>${esc(facts.seller.first)} ${esc(facts.seller.last)}</td></tr>
<tr><td>3. Buyer</td><td>${buyerLine(facts, s)}</td></tr>
<tr><td>4. Property</td><td>${s.say(`${esc(street(facts))}, ${esc(cityLine(facts))}`, 'property_address')} — ${s.say(esc(propTypeWord(rng, facts)), 'property_type')}; Tax Acct. ${parcel(rng)}</td></tr>
<tr><td>5. Purchase Price</td><td>${money(price)}</td></tr>
<tr><td>6. Deposit</td><td>${money(rng.pick([2000, 5000, 7500]))} by wire to ${esc(facts.title.name)}</td></tr>
<tr><td>7. Settlement</td><td>On or before ${s.say(d(l.closingDate, 'abbr'), 'estimated_closing_date')}</td></tr></table>
<p style="margin-top:10px"><b>FINANCING ADDENDUM</b> — ☐ Cash ☐ Conventional ☐ FHA ☐ VA ☒ Other: private business-purpose loan</p>
<table class="grid"><tr><th>Lender</th><th>Loan amount</th><th>Term</th><th>Initial rate</th><th>Loan program</th></tr>
<tr><td>${esc(facts.lender.name)}</td><td>${s.say(money(l.amount), 'loan_amount')}</td><td>${s.say(`${l.termMonths} mos`, 'loan_term')}</td><td>${s.say(`${l.rate}%`, 'interest_rate')}</td><td>${s.say(esc(l.type === 'Fix & Flip' ? 'Fix & Flip' : l.type), 'loan_type')}</td></tr></table>
<p class="small">Buyer shall make written application within 7 days. If Buyer has not obtained a written commitment within 21 days, either party may terminate and the Deposit shall be refunded.</p>
<p style="margin-top:8px"><b>Disclosures / addenda attached:</b> ☒ Lead-based paint (pre-1978: built ${facts.property.yearBuilt ?? 'n/a'}) ☒ Property condition "as-is" ☐ Condominium ☐ HOA ☒ Non-resident seller N/A</p>
<table style="width:100%;margin-top:20px"><tr><td>Buyer: <span class="sig">${facts.entity ? s.say(`${esc(fullName(facts))}, ${esc(facts.entity.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name') : esc(fullName(facts))}</span></td><td>Seller: <span class="sig">${esc(facts.seller.first)} ${esc(facts.seller.last)}</span></td></tr></table>
<p class="small" style="margin-top:10px">Listing brokerage: ${rng.pick(['Long & Foster', 'Cummings & Co.', 'Keller Williams Legacy', 'Monument Sotheby\'s'])} · Selling agent: ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}, ${anyPhone(rng, facts.broker.contact.phone)}</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: s.truth() };
  },
};

// 3 ------------------------------------------------------------------------------------------------------------
const titleCommitment: Family = {
  id: 'aa-title-commitment-schedule-a-b',
  description: 'Title insurance commitment: Schedule A (policies, proposed insureds, vesting, land) and Schedule B-I requirements / B-II exceptions.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const purchase = p.purchasePrice !== undefined;
    const insured = facts.entity ? s.say(esc(facts.entity.name), 'entity_name') : s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name');
    const fileNo = `${rng.pick(['FLT', 'HTE', 'GSS', 'CT'])}-${rng.int(24000, 26999)}`;
    const priorMtg = rng.int(40000, 260000);
    const pageA = `${letterhead({ name: facts.title.name, color: accent(rng), lines: [`Agent for ${rng.pick(['Old Republic National Title Insurance Company', 'First American Title Insurance Company', 'Stewart Title Guaranty Company', 'Fidelity National Title Insurance Company'])}`, `${esc(facts.title.address.city)}, ${facts.title.address.state} · ${anyPhone(rng, facts.title.contact.phone)}`] })}
<h2 style="font-size:12pt;text-align:center">COMMITMENT FOR TITLE INSURANCE — SCHEDULE A</h2>
<table class="grid small" style="margin-top:8px"><tr><td>Commitment No.: ${fileNo}</td><td>Lender ref.: ${s.say(l.loanNumber, 'loan_number')}</td><td>Effective Date: ${d(plusDays(facts.documentDate, -4), 'long')} at 8:00 AM</td></tr></table>
<p style="margin-top:8px"><b>1. Policy or Policies to be issued:</b></p>
${purchase ? `<p style="margin-left:16px">(a) ALTA Owner's Policy (2021) — Proposed Insured: ${insured}. Proposed Policy Amount: ${money(p.purchasePrice ?? 0)}</p>` : ''}
<p style="margin-left:16px">(${purchase ? 'b' : 'a'}) ALTA Loan Policy (2021) — Proposed Insured: ${esc(facts.lender.name)}, its successors and/or assigns as their interests may appear (ISAOA/ATIMA). Proposed Policy Amount: ${s.say(money(l.amount, true), 'loan_amount')}</p>
<p><b>2. The estate or interest in the Land</b> is Fee Simple.</p>
<p><b>3. Title to the Fee Simple estate</b> is at the Effective Date vested in: ${purchase ? `${esc(facts.seller.first)} ${esc(facts.seller.last)}, by deed dated ${d(`${rng.int(1988, 2019)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'long')}` : `${insured}, by deed recorded as Document No. ${rng.int(50000000, 54999999)}`}.</p>
<p><b>4. The Land</b> is described as follows: ALL THAT CERTAIN lot or piece of ground situate in the ${rng.pick(['30th', '2nd', '15th', '48th'])} Ward of the City of ${esc(p.address.city)}, described according to a survey, and being known as ${s.say(`${esc(street(facts, true))}, ${esc(cityLine(facts))}`, 'property_address')}. BEING Parcel/OPA No. ${parcel(rng)}.</p>`;
    const pageB = `<h2 style="font-size:12pt;text-align:center">SCHEDULE B — PART I — REQUIREMENTS</h2>
<ol class="small">${purchase ? `<li>Deed from ${esc(facts.seller.first)} ${esc(facts.seller.last)} to ${insured} to be recorded.</li>` : ''}
<li>Mortgage from ${insured} to ${esc(facts.lender.name)} securing ${money(l.amount, true)}, to be recorded.</li>
${facts.entity ? `<li>Furnish for review: Certificate of Organization/Formation, Operating Agreement (or by-laws/trust agreement), and a resolution of ${esc(facts.entity.name)} authorizing the mortgage and designating ${s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')} to execute same.</li>` : `<li>Proof of identity of ${esc(fullName(facts))} (government photo ID) at settlement.</li>`}
<li>Satisfaction of Mortgage to ${rng.pick(['Wells Fargo Bank, N.A.', 'PNC Bank', 'Mortgage Electronic Registration Systems, Inc.', 'a private lender'])} in the original amount of ${money(priorMtg)}.</li>
<li>Payment of real estate taxes, water/sewer rents and municipal claims; certification from the municipality.</li>
<li>Judgment, lien and bankruptcy searches against all parties — ${rng.pick(['2 judgments found against a similar name; ID affidavit required', 'clear', 'one open federal tax lien against seller, payoff required'])}.</li></ol>
<h2 style="font-size:12pt;text-align:center;margin-top:10px">SCHEDULE B — PART II — EXCEPTIONS</h2>
<ol class="small"><li>Rights or claims of parties in possession not shown by the public records.</li><li>Easements, party-wall rights and agreements of record; encroachments a survey would disclose.</li><li>Possible additional assessments for taxes for the year ${facts.documentDate.slice(0, 4)} under the real estate tax abatement, if any.</li><li>Rights of tenants under unrecorded leases, as tenants only.</li></ol>
<p class="small" style="margin-top:12px">Settlement scheduled: ${s.say(d(l.closingDate, 'long'), 'estimated_closing_date')}. Examiner: ${esc(desk(rng))}. Questions: ${esc(facts.title.contact.first)} ${esc(facts.title.contact.last)}, ${esc(facts.title.contact.email)}</p>`;
    const html = documentHtml({ title: 'Title Commitment', fontSize: '9.5pt', pages: [pageA, pageB], page: { footerLeft: `Commitment ${fileNo}`, pageNumbers: true } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: s.truth() };
  },
};

// 4 ------------------------------------------------------------------------------------------------------------
const appraisal: Family = {
  id: 'aa-appraisal-summary-with-comps-grid',
  description: 'Residential appraisal summary: subject section, sales comparison grid with three comps, reconciliation with as-is and as-repaired values.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const p = facts.property;
    const a = facts.appraiser;
    const sales = [0, 1, 2].map(() => near(rng, p.value, 0.1, 500));
    const adj = sales.map(() => near(rng, p.value, 0.04, 500));
    const effective = plusDays(facts.documentDate, -rng.int(1, 6));
    const compRow = (label: string, cells: string[], subj: string) => `<tr><td class="b">${label}</td><td>${subj}</td>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
    const page1 = `<div style="display:flex;justify-content:space-between;align-items:end;border-bottom:2px solid #333"><b style="font-size:13pt">Summary Appraisal Report</b><span class="small">${esc(a.name)} · File ${rng.int(24000, 26999)}-${rng.pick(['A', 'R', 'B'])}</span></div>
<table class="grid small" style="margin-top:8px">
<tr><td>Property Address</td><td colspan="3">${s.say(`${esc(street(facts))}, ${esc(cityLine(facts))}`, 'property_address')}</td></tr>
<tr><td>Borrower</td><td>${facts.entity ? s.say(esc(facts.entity.name), 'entity_name') : s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')}</td><td>Owner of Public Record</td><td>${p.purchasePrice ? `${esc(facts.seller.first)} ${esc(facts.seller.last)}` : esc(facts.entity ? facts.entity.name : fullName(facts))}</td></tr>
<tr><td>Lender/Client</td><td>${esc(facts.lender.name)}</td><td>Lender Loan #</td><td>${s.say(facts.loan.loanNumber, 'loan_number')}</td></tr>
<tr><td>Property type</td><td>${s.say(esc(propTypeWord(rng, facts)), 'property_type')}</td><td>Year built / GLA</td><td>${p.yearBuilt ?? ''} / ${p.squareFeet ? num(p.squareFeet) : ''} sf</td></tr>
<tr><td>Assignment</td><td>${p.purchasePrice ? `Purchase — contract price ${money(p.purchasePrice)}` : 'Refinance'}</td><td>Occupancy</td><td>${rng.pick(['Vacant', 'Tenant', 'Vacant — under renovation'])}</td></tr></table>
<p class="b" style="margin-top:10px">SALES COMPARISON APPROACH</p>
<table class="grid small"><tr><th></th><th>Subject</th><th>Comp 1</th><th>Comp 2</th><th>Comp 3</th></tr>
${compRow('Address', [0, 1, 2].map(() => `${rng.int(100, 3999)} ${rng.pick(['Tasker', 'Mercy', 'Emily', 'Moore', 'Cross', 'Wolf', 'Hollins', 'Lanvale', 'Fulton'])} St`), esc(facts.property.address.street))}
${compRow('Proximity', [0, 1, 2].map(() => `${(rng.int(1, 9) / 10).toFixed(1)} mi`), '')}
${compRow('Sale price', sales.map((x) => money(x)), p.purchasePrice ? money(p.purchasePrice) : '—')}
${compRow('Date of sale', [0, 1, 2].map(() => d(plusDays(facts.documentDate, -rng.int(20, 170)), 'us')), '')}
${compRow('Condition', ['C3', 'C4', 'C3'], rng.pick(['C5', 'C4']))}
${compRow('Net adj.', sales.map((x, i) => money((adj[i] ?? x) - x)), '')}
${compRow('Adjusted price', adj.map((x) => money(x)), '')}</table>`;
    const page2 = `<p class="b">RECONCILIATION</p>
<p>Indicated value by sales comparison approach: ${money(p.value)}. The cost approach was not developed. The income approach was ${p.units && p.units > 1 ? 'considered' : 'not applicable'}.</p>
<table class="grid" style="width:80%;margin:10px 0"><tr><td>Opinion of market value "AS IS"</td><td class="b right">${s.say(money(p.value), 'property_value')}</td></tr>
${p.arv ? `<tr><td>Prospective value "subject to" completion of repairs per scope</td><td class="right">${money(p.arv)}</td></tr>` : ''}
<tr><td>Effective date of appraisal</td><td class="right">${d(effective, 'long')}</td></tr></table>
<p class="small">Exposure time 30-90 days. Extraordinary assumption: interior of third floor not accessible at time of inspection.</p>
<p style="margin-top:20px">Appraiser: <span class="scrawl">${esc(a.contact.first)} ${esc(a.contact.last)}</span><br>${esc(a.contact.first)} ${esc(a.contact.last)}, Certified Residential Appraiser, License # RL-${rng.int(100000, 999999)}<br>${esc(a.name)}, ${esc(a.address.city)}, ${a.address.state} · ${phone(a.contact.phone)}</p>
<p class="small">Intended user: ${esc(facts.lender.name)} only. Date of signature ${d(facts.documentDate, 'long')}.</p>`;
    const html = documentHtml({ title: 'Appraisal', font: 'sans', fontSize: '9pt', pages: [page1, page2], page: { pageNumbers: true, footerLeft: esc(a.name) } });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: s.truth() };
  },
};

// 5 ------------------------------------------------------------------------------------------------------------
const bpo: Family = {
  id: 'aa-exterior-bpo-one-page',
  description: 'One-page drive-by broker price opinion: checkbox condition rows, as-is / quick-sale / repaired values, agent certification.',
  formats: ['image', 'pdf_text'],
  make(facts, rng) {
    const s = new Said(facts);
    const p = facts.property;
    const quick = Math.round(p.value * (0.82 + rng.next() * 0.06) / 500) * 500;
    const agent = `${facts.appraiser.contact.first} ${facts.appraiser.contact.last}`;
    const html = documentHtml({
      title: 'BPO', font: 'sans', fontSize: '9pt',
      pages: [`<div style="background:#334;color:#fff;padding:6px 10px;display:flex;justify-content:space-between"><b>BROKER PRICE OPINION — EXTERIOR</b><span>Order #${rng.int(880000, 999999)}</span></div>
<table class="grid small" style="margin-top:6px"><tr><td>Client</td><td>${esc(facts.lender.name)}</td><td>Loan #</td><td>${s.say(facts.loan.loanNumber, 'loan_number')}</td></tr>
<tr><td>Subject</td><td colspan="3">${s.say(esc(`${street(facts)}, ${cityLine(facts)}`), 'property_address')}</td></tr>
<tr><td>Borrower / Occupant</td><td>${facts.entity ? s.say(esc(facts.entity.name), 'entity_name') : s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')}</td><td>Inspection date</td><td>${d(facts.documentDate, 'us')}</td></tr>
<tr><td>Property type</td><td>${s.say(esc(propTypeWord(rng, facts)), 'property_type')}</td><td>Units</td><td>${p.units ?? 1}</td></tr></table>
<p style="margin:6px 0 2px">Condition: ${['Excellent', 'Good', 'Average', 'Fair', 'Poor'].map((c) => `${c === rng.pick(['Fair', 'Poor', 'Average']) ? '☒' : '☐'} ${c}`).join('  ')}</p>
<p style="margin:2px 0">Neighborhood: ☐ Declining ☒ Stable ☐ Increasing &nbsp; Marketing time: ${rng.int(30, 120)} days &nbsp; Boarded: ${rng.pick(['☐ Yes ☒ No', '☒ Yes ☐ No'])}</p>
<table class="grid small" style="margin-top:6px"><tr><th>Listing/Sale comps</th><th>Price</th><th>Status</th><th>DOM</th></tr>
${[0, 1, 2, 3].map((i) => `<tr><td>${rng.int(100, 3999)} ${rng.pick(['Cantrell', 'Latona', 'McKean', 'Hollins', 'Pratt', 'Light', 'Clifford'])} St</td><td>${money(near(rng, p.value, 0.15, 500))}</td><td>${i < 2 ? 'Sold' : 'Active'}</td><td>${rng.int(3, 140)}</td></tr>`).join('')}</table>
<table class="grid" style="margin-top:8px;width:75%"><tr><th>Value conclusion</th><th class="right">Amount</th></tr>
<tr><td>Market value, as-is (90-120 days)</td><td class="right b">${s.say(money(p.value), 'property_value')}</td></tr>
<tr><td>Quick sale value (30 days)</td><td class="right">${money(quick)}</td></tr>
<tr><td>Repaired value</td><td class="right">${money(p.arv ?? above(rng, p.value))}</td></tr></table>
<p class="small" style="margin-top:8px">Comments: ${rng.pick(['Row of similar brick 2-story homes; subject appears vacant, windows boarded on rear.', 'Block has mix of rehabbed and original homes; corner lot; some street parking.', 'Façade needs pointing; roof appears newer. Comparable rehabs closing quickly.'])}</p>
<p class="small">This is a broker price opinion, not an appraisal. Prepared by ${esc(agent)}, ${esc(facts.appraiser.name)}, lic. #${rng.int(1000000, 9999999)}, ${phone(facts.appraiser.contact.phone, 'dash')}.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: s.truth() };
  },
};

// 6 ------------------------------------------------------------------------------------------------------------
const review: Family = {
  id: 'aa-appraisal-desk-review-letter',
  description: 'A review appraiser\'s desk-review letter to the lender: original report cited, scope, concurrence with the as-is value.',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const s = new Said(facts);
    const p = facts.property;
    const reviewer = rng.pick(['Delaware Valley Review Services', 'Chesapeake Valuation Review', 'Tri-State Appraisal Review, LLC']);
    const html = documentHtml({
      title: 'Desk Review', fontSize: '10pt',
      pages: [`${letterhead({ name: reviewer, color: accent(rng), lines: ['Appraisal Review · Collateral Risk'] })}
<p>${d(facts.documentDate, 'long')}</p>
<p>${esc(facts.lender.name)}<br>Attn: ${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)}</p>
<p><b>RE: Desk Review — ${s.say(esc(street(facts, true)), 'property_address')}, ${esc(cityLine(facts))}<br>Borrower: ${facts.entity ? s.say(esc(facts.entity.name), 'entity_name') : s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')} &nbsp; Loan No.: ${s.say(facts.loan.loanNumber, 'loan_number')}</b></p>
<p>At your request we completed a desk review (no inspection) of the appraisal report prepared by ${facts.appraiser.contact.last === facts.borrower.last ? 'the staff appraiser' : `${esc(facts.appraiser.contact.first)} ${esc(facts.appraiser.contact.last)}`} of ${esc(facts.appraiser.name)}, effective ${d(plusDays(facts.documentDate, -rng.int(5, 20)), 'long')}, on the subject ${s.say(esc(propTypeWord(rng, facts)).toLowerCase(), 'property_type')}.</p>
<p>Scope: we reviewed the comparable selection, adjustments, market conditions and the reconciliation, and verified the comparable sales through ${rng.pick(['Bright MLS', 'public records and Bright MLS', 'the county assessor and MLS'])}.</p>
<p>Conclusion: the appraiser's opinion of the as-is market value of <b>${s.say(money(p.value), 'property_value')}</b> is ${rng.pick(['reasonable and supported', 'adequately supported', 'supported by the data presented'])}. We concur. ${p.arv ? `We take no position on the prospective as-repaired value of ${money(p.arv)}, which depends on completion of the scope of work.` : ''}</p>
<p>Risk rating: ${rng.pick(['Low', 'Moderate', 'Low-Moderate'])}.</p>
<p>Respectfully,<br><span class="scrawl">${esc(desk(rng))}</span><br>Review Appraiser, Certified General</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: s.truth() };
  },
};

export const thirdPartyFamilies: Family[] = [paAgreement, mdContract, titleCommitment, appraisal, bpo, review];
