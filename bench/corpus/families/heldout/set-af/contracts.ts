// set-af: contracts, title and escrow paper — the TREC farm-and-ranch world the deals come out of.
import { documentHtml, esc, flow } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  T, addDays, addr, addrShort, borrowerLine, dAbbr, dLong, dPad, dSlash, entityKind, fullName, legal, money,
  phone, texify, who,
  asPurchase,
} from './land';

const trecContract: Family = {
  id: 'af-trec-farm-ranch-contract',
  description: 'TREC-style Farm and Ranch Contract filled in by the listing broker: parties, land, price split into cash, third-party and seller financing, closing, notices.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f: f0, land } = texify(facts, rng);
    const f = asPurchase(f0, land, rng);
    const price = f.property.purchasePrice ?? f.property.value + 25000;
    const third = f.loan.amount;
    const carry = land.carry;
    const cash = price - third - carry;
    const buyer = f.entity ? `${f.entity.name}, ${entityKind(f)}` : borrowerLine(f, true);
    const notices = rng.chance(0.7);
    const blocks = [
      `<div class="center b" style="font-size:9pt">PROMULGATED BY THE TEXAS REAL ESTATE COMMISSION (TREC) — style form used for reference</div>`,
      `<h2 class="center" style="margin:6px 0 10px 0">FARM AND RANCH CONTRACT</h2>`,
      `<p><b>1. PARTIES:</b> The parties to this contract are <u>${esc(fullName(f.seller))}</u> (Seller) and <u>${esc(buyer)}</u> (Buyer). Seller agrees to sell and convey to Buyer and Buyer agrees to buy from Seller the Property defined below.</p>`,
      `<p><b>2. PROPERTY:</b> A. LAND: The land situated in the County of <u>${land.county}</u>, Texas, described as follows: <u>${esc(legal(land, f))}</u>, or as described on attached exhibit, also known as <u>${esc(addr(f.property.address))}</u> (address/zip code), together with all rights, privileges, and appurtenances pertaining thereto. B. IMPROVEMENTS: ${f.property.type === 'Single Family' ? 'the dwelling, barn, well and septic system' : 'fences, gates, stock tank, water well'}. C. ACCESSORIES: none. D. EXCLUSIONS: Seller's livestock and equipment.</p>`,
      `<p><b>3. SALES PRICE:</b></p>`,
      `<table class="grid" style="margin-bottom:8px"><tr><td>A. Cash portion of Sales Price payable by Buyer at closing</td><td class="right">${money(cash)}</td></tr>
<tr><td>B. Sum of all financing described in the attached: ☒ Third Party Financing Addendum ${carry > 0 ? '☒' : '☐'} Seller Financing Addendum</td><td class="right">${money(third + carry)}</td></tr>
<tr><td>C. Sales Price (Sum of A and B)</td><td class="right b">${money(price)}</td></tr></table>`,
      `<p class="small">Third Party Financing: ${money(third)} from a lender of Buyer's choosing.${carry > 0 ? ` Seller Financing: promissory note from Buyer to Seller of ${money(carry)}, second lien, as set out in the Seller Financing Addendum.` : ''}</p>`,
      `<p><b>4. LEASES:</b> ${rng.pick(['☒ Agricultural lease (grazing) to expire at closing', '☐ none', '☒ Hunting lease, terminates December 31'])}.</p>`,
      `<p><b>5. EARNEST MONEY AND TERMINATION OPTION:</b> Within 3 days after the Effective Date, Buyer must deliver ${money(Math.round(price * 0.01 / 500) * 500 || 1000)} as earnest money to <u>${esc(f.title.name)}</u>, as escrow agent, at ${esc(`${f.title.address.street}, ${f.title.address.city}`)}. Option fee ${money(rng.pick([100, 250, 500]))} for ${rng.pick([7, 10, 14])} days.</p>`,
      `<p><b>6. TITLE POLICY AND SURVEY:</b> Seller shall furnish to Buyer at Seller's expense an owner policy of title insurance issued by ${esc(f.title.name)}. ${rng.pick(['Buyer shall obtain a new survey at Buyer\'s expense.', 'Seller shall furnish the existing survey with a T-47 affidavit.'])} Agricultural valuation: the Property is currently appraised for ad valorem taxes under ${land.agUse}; rollback taxes, if any, are Seller's responsibility.</p>`,
      `<p><b>9. CLOSING:</b> The closing of the sale will be on or before <u>${dLong(f.loan.closingDate)}</u>, or within 7 days after objections made under Paragraph 6D have been cured or waived, whichever date is later.</p>`,
      `<p><b>21. NOTICES:</b></p>`,
      `<table style="width:100%"><tr><td style="width:50%;vertical-align:top"><b>To Buyer at:</b><br>${esc(f.entity ? `${f.entity.name}, Attn: ${fullName(f.borrower)}` : fullName(f.borrower))}<br>${notices ? `Phone: ${phone(f.borrower.phone)}<br>E-mail: ${esc(f.borrower.email)}` : 'c/o Buyer\'s broker'}</td>
<td style="vertical-align:top"><b>To Seller at:</b><br>${esc(fullName(f.seller))}<br>Phone: ${phone(f.seller.phone, 1)}<br>E-mail: ${esc(f.seller.email)}</td></tr></table>`,
      `<p style="margin-top:10px"><b>BROKER INFORMATION:</b> Buyer's agent ${esc(fullName(f.broker.contact))}, ${esc(f.broker.name)}, ${phone(f.broker.contact.phone)}, represents Buyer only. Listing: ${esc(fullName(f.seller))} — for sale by owner.</p>`,
      `<p>EXECUTED the <u>${dLong(f.documentDate)}</u> (Effective Date).</p>`,
      `<table style="width:100%;margin-top:14px"><tr><td><span class="sig">${f.entity ? `Buyer: ${esc(f.entity.name)}<br>By: ${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : `Buyer: ${esc(fullName(f.borrower))}`}</span></td><td><span class="sig">Seller: ${esc(fullName(f.seller))}</span></td></tr></table>`,
    ];
    const pages = flow(blocks, { charsPerLine: 105, linesPerPage: 46 });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'estimated_closing_date', 'loan_amount'];
    if (notices) fields.push('borrower_phone', 'borrower_email');
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement',
      html: documentHtml({ title: 'Farm and Ranch Contract', pages, font: 'serif', fontSize: '9.2pt', page: { footerLeft: `TREC NO. 25-15 &nbsp; Initialed for identification by Buyer ____ and Seller ____`, pageNumbers: true, margin: '0.55in 0.7in 0.8in 0.7in' } }),
      truth: T(f, fields),
    };
  },
};

const amendment: Family = {
  id: 'af-contract-amendment-closing-ext',
  description: 'Amendment to a farm-and-ranch contract: closing date moved, price reduced after the survey found less acreage.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f: f0, land } = texify(facts, rng);
    const f = asPurchase(f0, land, rng);
    const price = f.property.purchasePrice ?? f.property.value;
    const oldClose = addDays(f.loan.closingDate, -rng.int(10, 25));
    const perAcre = Math.round(price / Number(land.acres));
    const shortfall = (rng.int(5, 60) / 100).toFixed(2);
    const newPrice = Math.round(price - perAcre * Number(shortfall));
    const html = documentHtml({
      title: 'Amendment', font: 'serif', fontSize: '10pt',
      page: { footerLeft: 'TREC No. 39-9 (reference)', margin: '0.7in 0.9in 0.9in 0.9in' },
      pages: [`<h2 class="center">AMENDMENT TO CONTRACT CONCERNING THE PROPERTY AT</h2>
<p class="center" style="margin:8px 0 14px 0"><u>${esc(addr(f.property.address, rng.chance(0.5)))}</u><br>(Street Address and City)</p>
<p>Seller and Buyer amend the contract as follows: (check each applicable box)</p>
<p>☒ (1) The Sales Price in Paragraph 3 of the contract is: A. Cash portion ${money(newPrice - f.loan.amount)}; B. Sum of financing ${money(f.loan.amount)}; C. Sales Price ${money(newPrice)}. <span class="small">(Reduced from ${money(price)}: survey by ${esc(f.appraiser.name.replace(/Appraisal|Valuation/g, 'Surveying'))} shows ${(Number(land.acres) - Number(shortfall)).toFixed(2)} acres, ${shortfall} ac. short, at ${money(perAcre)}/ac.)</span></p>
<p>☐ (2) In addition to any repairs and treatments otherwise required by the contract, Seller, at Seller's expense, shall complete the following repairs:</p>
<p>☒ (3) The date in Paragraph 9 of the contract is changed to <u>${dLong(f.loan.closingDate)}</u> (previously ${dLong(oldClose)}).</p>
<p>☐ (4) The amount in Paragraph 12A(1)(b) of the contract is changed to ______.</p>
<p>☒ (5) Other modifications: Buyer's lender ${esc(f.lender.name)} requires the ag-exemption rollback estimate from the ${land.county} CAD (Prop. ID ${land.cad}) before closing. Title: ${esc(f.title.name)}, ${esc(land.gf)}.</p>
<p>EXECUTED the ${dLong(f.documentDate)}.</p>
<table style="width:100%;margin-top:30px"><tr><td style="width:50%"><span class="sig">Buyer ${esc(f.entity ? `${f.entity.name}` : fullName(f.borrower))}</span></td><td><span class="sig">Seller ${esc(fullName(f.seller))}</span></td></tr>
${f.entity ? `<tr><td class="small">By: ${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}</td><td></td></tr>` : f.coBorrower ? `<tr><td><span class="sig">Buyer ${esc(fullName(f.coBorrower))}</span></td><td></td></tr>` : ''}</table>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'estimated_closing_date', 'loan_amount'];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: T(f, fields) };
  },
};

const titleSchedA: Family = {
  id: 'af-title-commitment-schedule-a',
  description: 'Title company commitment, Schedule A: GF number, effective date, owner and loan policy amounts, proposed insureds, vesting and the land.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const price = f.property.purchasePrice;
    const eff = addDays(f.documentDate, -rng.int(2, 9));
    const insured = f.entity ? `${f.entity.name}, ${entityKind(f)}` : borrowerLine(f, true);
    const html = documentHtml({
      title: 'Commitment for Title Insurance', font: 'serif', fontSize: '9.5pt',
      page: { footerLeft: `Form T-7: Commitment for Title Insurance — ${esc(land.gf)}`, pageNumbers: true },
      pages: [`<div class="center"><div class="b" style="font-size:13pt">${esc(f.title.name.toUpperCase())}</div><div class="small">${esc(`${f.title.address.street}, ${f.title.address.city}, ${f.title.address.state} ${f.title.address.zip}`)} · ${phone(f.title.contact.phone)}</div>
<h3 style="margin:12px 0 2px 0">COMMITMENT FOR TITLE INSURANCE</h3><div class="b">SCHEDULE A</div></div>
<table class="grid" style="margin-top:12px"><tr><td style="width:33%">Effective Date: ${dLong(eff)}, 8:00 a.m.</td><td>GF No. ${esc(land.gf.replace(/^(GF No\.|GF|File) /, ''))}</td><td>Commitment No. ${rng.int(100000, 999999)}</td></tr>
<tr><td colspan="3">Issued: ${dLong(f.documentDate)}</td></tr></table>
<p style="margin-top:10px">1. The policy or policies to be issued are:</p>
<table class="grid">
<tr><td style="width:70%">(a) OWNER'S POLICY OF TITLE INSURANCE (Form T-1)<br><span class="small">(Not applicable for improved one-to-four family residential real estate)</span><br>Proposed Insured: ${price !== undefined ? esc(insured) : '—'}</td><td>Policy Amount: ${price !== undefined ? money(price) : 'N/A'}</td></tr>
<tr><td>(b) TEXAS RESIDENTIAL OWNER'S POLICY (Form T-1R)</td><td>Policy Amount: N/A</td></tr>
<tr><td>(c) LOAN POLICY OF TITLE INSURANCE (Form T-2)<br>Proposed Insured: ${esc(f.lender.name)}, its successors and/or assigns as their interests may appear<br>Proposed Borrower: ${esc(insured)}</td><td>Policy Amount: ${money(f.loan.amount, true)}</td></tr>
<tr><td>(d) TEXAS SHORT FORM RESIDENTIAL LOAN POLICY (Form T-2R)</td><td>Policy Amount: N/A</td></tr></table>
<p style="margin-top:10px">2. The interest in the land covered by this Commitment is: Fee Simple</p>
<p>3. Record title to the land on the Effective Date appears to be vested in: <b>${esc(fullName(f.seller, true).toUpperCase())}</b>${price === undefined ? ` <span class="small">(refinance — vesting to be confirmed in ${esc(insured)})</span>` : ''}</p>
<p>4. Legal description of the land: ${esc(legal(land, f))}; being the same land described in Volume ${rng.int(200, 1900)}, Page ${rng.int(1, 900)}, Official Public Records of ${land.county} County, Texas. Tax Account ${land.cad}.</p>
<p class="small" style="margin-top:14px">Countersigned: ${esc(fullName(f.title.contact))}, Escrow Officer — ${esc(f.title.contact.email)}</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: T(f, [...who(f), 'property_address', 'loan_amount']) };
  },
};

const titleSchedBC: Family = {
  id: 'af-title-commitment-schedule-b-c',
  description: 'Schedule B exceptions and Schedule C requirements excerpt, pasted into the lender file: deed of trust to be recorded, entity authority requirements.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const e = f.entity;
    const easements = rng.shuffle([
      `Easement to Pedernales Electric Cooperative, Inc., recorded in Volume ${rng.int(80, 900)}, Page ${rng.int(1, 600)}, Deed Records.`,
      `Terms of the ag lease to ${rng.pick(['Hartmann Cattle Co.', 'R. Weiss', 'Lindner Hay & Grain'])}, unrecorded.`,
      `Rights of parties in possession.`,
      `Any portion of the land lying within the boundaries of a road or roadway, including ${f.property.address.street.replace(/^\d+ /, '')}.`,
      `Undivided 1/2 interest in all oil, gas and other minerals reserved in deed recorded in Volume ${rng.int(50, 400)}, Page ${rng.int(1, 700)}.`,
      `Rollback taxes resulting from a change in land use or ownership (agricultural special valuation, ${land.agUse}).`,
    ]).slice(0, 4);
    const reqs = [
      `Deed of Trust from ${esc(e ? e.name : borrowerLine(f, true))} to ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}, Trustee, for the benefit of ${esc(f.lender.name)}, securing a note in the original principal sum of ${money(f.loan.amount)}.`,
      f.property.purchasePrice !== undefined ? `Warranty Deed with Vendor's Lien from ${esc(fullName(f.seller))} to ${esc(e ? e.name : borrowerLine(f, true))}.` : `Release of existing lien held by ${esc(rng.pick(['Capital Farm Credit, ACA', 'First Texas Ag Credit', 'Hill Country State Bank']))}.`,
      ...(land.carry > 0 ? [`Second lien Deed of Trust securing note payable to ${esc(fullName(f.seller))} in the amount of ${money(land.carry)}, subordinate to the lien described above.`] : []),
      ...(e ? [
        e.type === 'Trust'
          ? `Certification of Trust for ${esc(e.name)} executed by ${esc(fullName(f.borrower))}, Trustee, pursuant to Section 114.086, Texas Property Code.`
          : `Certificate of Formation, Company Agreement/Bylaws and a resolution of ${esc(e.name)} authorizing ${esc(fullName(f.borrower))}, its ${esc(e.signatoryTitle)}, to execute the closing documents; Certificate of Account Status from the Texas Comptroller.`,
      ] : [`Affidavit as to debts, liens and possession from ${esc(fullName(f.borrower))}${f.coBorrower ? ` and ${esc(fullName(f.coBorrower))}` : ''}.`]),
      `Payment of 2025 and prior years' ad valorem taxes, ${land.county} CAD account ${land.cad}.`,
      `Survey of the land (${land.acres} acres) acceptable to the Company for deletion of the area and boundaries exception.`,
    ];
    const html = documentHtml({
      title: 'Schedule B and C', font: 'serif', fontSize: '9.5pt',
      page: { footerLeft: `${esc(f.title.name)} — ${esc(land.gf)} — Sch. B/C`, pageNumbers: true },
      pages: flow([
        `<div class="b" style="font-size:11pt">${esc(f.title.name)}</div><div class="small">Property: ${esc(addrShort(f.property.address))} · ${land.county} County</div>`,
        `<h3 class="center" style="margin:12px 0 6px 0">SCHEDULE B — EXCEPTIONS FROM COVERAGE</h3>`,
        `<p class="small">In addition to the Exclusions and Conditions and Stipulations, your Policy will not cover loss, costs, attorney's fees and expenses resulting from:</p>`,
        `<ol>${easements.map((x) => `<li style="margin-bottom:4px">${esc(x)}</li>`).join('')}</ol>`,
        `<h3 class="center" style="margin:12px 0 6px 0">SCHEDULE C — REQUIREMENTS</h3>`,
        `<p class="small">Your Policy will not cover loss, costs, attorney's fees, and expenses resulting from the following requirements that will appear as Exceptions in Schedule B of the Policy, unless you dispose of these matters to our satisfaction before the date the Policy is issued:</p>`,
        `<ol>${reqs.map((x) => `<li style="margin-bottom:5px">${x}</li>`).join('')}</ol>`,
        `<p class="small" style="margin-top:10px">Escrow officer: ${esc(fullName(f.title.contact))} · ${esc(f.title.contact.email)}</p>`,
      ], { charsPerLine: 100, linesPerPage: 50 }),
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'loan_amount'];
    if (e) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: T(f, fields) };
  },
};

const settlement: Family = {
  id: 'af-estimated-settlement-statement',
  description: 'Title company estimated buyer/borrower settlement statement for a land purchase with lender fees, seller-carry and title charges.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f: f0, land } = texify(facts, rng);
    const f = asPurchase(f0, land, rng);
    const l = f.loan;
    const price = f.property.purchasePrice ?? f.property.value;
    const lines: [string, string, string][] = [];
    const charge = (d: string, amt: number, note = '') => lines.push([d, note, money(amt, true)]);
    if (f.property.purchasePrice !== undefined) charge('Contract sales price', price);
    if (l.originationPoints !== undefined) charge(`Loan origination fee (${l.originationPoints}% of loan)`, Math.round(l.amount * l.originationPoints) / 100, esc(f.lender.name));
    if (l.discountPoints !== undefined) charge(`Discount points (${l.discountPoints}%)`, Math.round(l.amount * l.discountPoints) / 100, esc(f.lender.name));
    if (l.brokerPoints !== undefined) charge(`Mortgage broker fee (${l.brokerPoints}%)`, Math.round(l.amount * l.brokerPoints) / 100, esc(f.broker.name));
    if (l.docFee !== undefined) charge('Loan document preparation', l.docFee, esc(f.lender.name));
    if (l.processingFee !== undefined) charge('Processing fee', l.processingFee, esc(f.lender.name));
    if (l.adminFee !== undefined) charge('Lender admin fee', l.adminFee, esc(f.lender.name));
    charge('Owner\'s title policy (T-1)', rng.int(1400, 6900), esc(f.title.name));
    charge('Loan policy (T-2) simultaneous', 100);
    charge('Survey', rng.int(22, 68) * 100, 'Hill Country Surveying');
    charge('Recording fees', rng.int(9, 26) * 10, `${land.county} County Clerk`);
    const credits: [string, string][] = [[`New loan from ${esc(f.lender.name)}`, money(l.amount, true)], ['Earnest money', money(rng.int(2, 20) * 500, true)]];
    if (land.carry > 0) credits.push([`Seller-financed note to ${esc(fullName(f.seller))}`, money(land.carry, true)]);
    credits.push(['County taxes 01/01 to closing', money(rng.int(120, 2400), true)]);
    const html = documentHtml({
      title: 'Estimated Settlement Statement', font: 'sans', fontSize: '8.8pt',
      page: { footerLeft: `${esc(land.gf)} · ESTIMATE — subject to change`, pageNumbers: true },
      pages: [`<div style="display:flex;justify-content:space-between"><div><div class="b" style="font-size:12pt">${esc(f.title.name)}</div><div class="small">${esc(`${f.title.address.street}, ${f.title.address.city}, ${f.title.address.state}`)}</div></div><div class="right"><div class="b">ESTIMATED BUYER'S STATEMENT</div><div class="small">Printed ${dPad(f.documentDate)}</div></div></div>
<table class="grid" style="margin:10px 0"><tr><td style="width:22%">Buyer/Borrower</td><td>${esc(borrowerLine(f, true))}</td></tr>
<tr><td>Seller</td><td>${esc(fullName(f.seller))}</td></tr><tr><td>Lender</td><td>${esc(f.lender.name)}</td></tr>
<tr><td>Property</td><td>${esc(addrShort(f.property.address))}<br><span class="small">${land.acres} ac, ${land.county} County</span></td></tr>
<tr><td>Settlement date</td><td>${dPad(l.closingDate)} (estimated)</td></tr></table>
<table class="grid"><tr><th>Buyer charges</th><th>Paid to</th><th class="right">Amount</th></tr>
${lines.map(([a, b, c]) => `<tr><td>${a}</td><td>${b}</td><td class="right">${c}</td></tr>`).join('')}</table>
<table class="grid" style="margin-top:10px"><tr><th>Buyer credits</th><th class="right">Amount</th></tr>${credits.map(([a, b]) => `<tr><td>${a}</td><td class="right">${b}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:12px">This is an estimate only. Final figures will be provided at closing. Escrow officer ${esc(fullName(f.title.contact))}.</p>`],
    });
    const fields: TruthField[] = [...who(f), 'property_address', 'loan_amount', 'estimated_closing_date', 'origination_points', 'discount_points', 'broker_points', 'loan_doc_fee', 'processing_fee', 'admin_fee'];
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: T(f, fields) };
  },
};

const surveySummary: Family = {
  id: 'af-survey-summary-memo',
  description: 'Loan officer\'s one-page summary of the boundary survey for the credit file: acreage, access, easements, flood zone, encroachments.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const rpls = `${rng.pick(['Kurt', 'Dale', 'Rene', 'Travis', 'Wade'])} ${rng.pick(['Schmidt', 'Hoffmann', 'Garza', 'Lundquist', 'Pruitt'])}, RPLS No. ${rng.int(4100, 6900)}`;
    const rows: [string, string][] = [
      ['File', `${esc(land.gf)} / ${esc(f.title.name)}`],
      ['Borrower', esc(borrowerLine(f))],
      ['Property', esc(addrShort(f.property.address))],
      ['Surveyor', esc(rpls)],
      ['Date on survey', dSlash(addDays(f.documentDate, -rng.int(5, 30)))],
      ['Acreage (surveyed)', `${land.acres} ac.`],
      ['Legal', `${esc(land.survey)} Survey, A-${land.abstract}, ${land.county} Co.`],
      ['Access', rng.pick(['Frontage on county road, approx. 640 ft', `Frontage on ${f.property.address.street.replace(/^\d+ /, '')}`, '30\' access easement across neighbor — recorded, OK per title'])],
      ['Flood', `${land.flood} per FIRM panel 48${rng.int(100, 499)}C0${rng.int(100, 600)}F`],
      ['Easements shown', rng.pick(['PEC overhead electric; 20\' pipeline (abandoned)', 'Overhead electric along road frontage only', 'None other than road ROW'])],
      ['Encroachments', rng.pick(['Fence line off up to 14 ft on north line — title to take exception', 'None observed', 'Neighbor\'s deer blind 6 ft over west line (minor)'])],
      ['Improvements', f.property.type === 'Single Family' ? 'Residence, detached barn, water well, septic' : 'Perimeter fence, stock tank, no structures'],
    ];
    const html = documentHtml({
      title: 'Survey summary', font: 'sans', fontSize: '10pt',
      pages: [`<div class="b" style="font-size:13pt">Survey review — ${esc(f.property.address.city)}, ${land.acres} ac</div><div class="small muted">${esc(f.lender.name)} · prepared ${dAbbr(f.documentDate)} by ${esc(fullName(f.lender.contact))}</div>
<table class="grid" style="margin-top:12px">${rows.map(([k, v]) => `<tr><td style="width:28%" class="b">${k}</td><td>${v}</td></tr>`).join('')}</table>
<p style="margin-top:12px"><b>Comments:</b> ${rng.pick(['Survey acreage ties to contract within tolerance. Price is per-acre so closing figures to be adjusted.', 'OK to close. Need surveyor to add flood note and certify to lender and title.', 'Closure good. T-47 not acceptable — new survey ordered, this is the new one.'])}</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: T(f, f.entity ? ['entity_name', 'property_address'] : ['borrower_first_name', 'borrower_last_name', 'property_address']) };
  },
};

export const contractFamilies: Family[] = [trecContract, amendment, titleSchedA, titleSchedBC, settlement, surveySummary];
