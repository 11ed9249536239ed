// set-x: term sheets, commitment letters, LOIs, appraisals, contracts, memos and e-mails (text PDFs, some scanned).
import { accent, checkboxes, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  addr, asPurchase, dAbbr, dLong, dSlash, dUs, anyDate, ein, exitWords, localize, loanTypeWords, money, name, orgKind, other, phone,
  prepayWords, propWords, pts, purposeWords, rate, street, termText, truth, who, years, type Deal,
} from './common';

const CSS = `.k { background:#f4f4f0; font-weight:bold; font-size:8.5pt; } .v { font-size:9.5pt } h2 { font-size:11pt; margin:12px 0 5px; }
.mail { font-family:'DejaVu Sans',sans-serif; font-size:9.5pt } .hdr { color:#444; border-bottom:1px solid #ccc; padding-bottom:6px; margin-bottom:8px }
.quote { border-left:3px solid #bbb; padding-left:10px; color:#333; margin-top:10px }`;

function feeRows(d: Deal, rng: Rng2): [string, string][] {
  const l = d.f.loan;
  const rows: [string, string][] = [];
  if (l.originationPoints !== undefined) rows.push([rng.pick(['Origination fee', 'Lender fee', 'Origination']), `${pts(l.originationPoints)}% of the loan amount`]);
  if (l.discountPoints !== undefined) rows.push(['Discount points', `${pts(l.discountPoints)} point${l.discountPoints === 1 ? '' : 's'}`]);
  if (l.brokerPoints !== undefined) rows.push([rng.pick(['Broker / referral fee', 'Placement fee (broker)']), `${pts(l.brokerPoints)}% paid to ${esc(d.f.broker.name)}`]);
  if (l.docFee !== undefined) rows.push(['Document preparation', money(l.docFee)]);
  if (l.adminFee !== undefined) rows.push(['Administration fee', money(l.adminFee)]);
  if (l.processingFee !== undefined) rows.push(['Processing fee', money(l.processingFee)]);
  return rows;
}
type Rng2 = Parameters<Family['make']>[1];
const FEES: TruthField[] = ['origination_points', 'discount_points', 'broker_points', 'loan_doc_fee', 'admin_fee', 'processing_fee'];

function signoff(d: Deal): string {
  return `${esc(name(d.officer))}<br>Vice President, Church &amp; Business Lending<br>${esc(d.lender)}<br>${esc(d.officer.email)} · (404) 555-01${String(d.officer.phone).slice(-2)}`;
}

export const letterFamilies: Family[] = [
  {
    id: 'x-term-sheet-church',
    description: 'Indicative term sheet for a church first-lien loan: two-column table, fees, prepayment, conditions',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'church', 'school', 'nonprofit'] as const));
      const { f } = d;
      const e = f.entity!;
      const rows: [string, string][] = [
        ['Borrower', `${esc(e.name)}, ${orgKind(d)}`],
        ['Signing officer', `${esc(name(f.borrower))}, ${esc(e.signatoryTitle)}`],
        ['Loan number', f.loan.loanNumber],
        ['Collateral', `First-priority lien on ${esc(addr(d, rng))} (${esc(d.use)})`],
        ['Loan amount', money(f.loan.amount)],
        ['Loan type', esc(loanTypeWords(d, rng))],
        ['Purpose', esc(purposeWords(d, rng))],
        ['As-is value', `${money(f.property.value)} (subject to lender-ordered appraisal)`],
        ['Rate', `${rate(f.loan.rate)}% fixed for the term`],
        ['Term', `${termText(f.loan.termMonths, rng)}; payments amortize over ${f.loan.termMonths > 180 ? f.loan.termMonths / 12 : 25} years`],
        ...feeRows(d, rng),
        ['Prepayment', esc(prepayWords(d))],
        ...(f.loan.exit ? [['Repayment source', esc(exitWords(d, rng))] as [string, string]] : []),
        ['Target closing', dLong(f.loan.closingDate)],
        ['Covenants', 'Minimum debt service coverage of 1.20x on contributions; annual reviewed financial statements within 120 days of year end.'],
      ];
      const html = `${letterhead({ name: d.lender, lines: ['Financing for churches, schools and ministries since 1998', 'Atlanta · Charlotte · Birmingham'], color: accent(rng), mark: 'SC' })}
<div class="b" style="font-size:12pt">Summary of Proposed Terms</div><div class="small">Issued ${dLong(f.documentDate)} · Non-binding · Expires in 15 days</div>
<div style="margin-top:8px">${kvTable(rows, { labelWidth: '28%' })}</div>
<p class="small" style="margin-top:8px">This summary is not a commitment to lend. Any commitment is subject to credit approval, a satisfactory appraisal by ${esc(f.appraiser.name)} or another approved appraiser, title insurance and board/congregational approval.</p>
<p style="margin-top:10px">Accepted: <span class="sig">${esc(e.name)}<br>By: ${esc(name(f.borrower))}, ${esc(e.signatoryTitle)}</span></p>`;
      const fields: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'loan_number', 'property_address',
        'loan_amount', 'loan_type', 'loan_purpose', 'property_value', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', 'exit_strategy', ...FEES];
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Term Sheet', pages: [html], css: CSS, font: 'sans', fontSize: '9pt' }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-term-sheet-business-guarantor',
    description: 'Small-business owner-occupied real estate term sheet, entity borrower with personal guarantor, numbered sections',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng, 'business');
      const { f } = d;
      const e = f.entity;
      const sec: [string, string][] = [
        ['Borrower', e ? `${esc(e.name)} (EIN ${ein(e.ein!)})` : `${esc(name(f.borrower))}, individually`],
        ['Guarantor', `${esc(name(f.borrower, true))}${e ? `, ${esc(e.signatoryTitle)}` : ''} — unlimited personal guaranty`],
        ['Property', `${esc(addr(d, rng))}; ${esc(d.use)}${d.propType ? ` (${esc(propWords(d))})` : ''}; owner-occupied`],
        ['Amount', `${money(f.loan.amount)} — not to exceed 75% of appraised value (borrower estimate ${money(f.property.value)})`],
        ['Use of funds', esc(purposeWords(d, rng))],
        ['Interest', `${rate(f.loan.rate)}% per annum`],
        ['Maturity', termText(f.loan.termMonths, rng)],
        ['Fees', feeRows(d, rng).map(([k, v]) => `${k}: ${v}`).join('; ') || 'None'],
        ['Prepayment', esc(prepayWords(d))],
        ['Closing', `On or before ${dAbbr(f.loan.closingDate)}`],
      ];
      const html = `${letterhead({ name: d.lender, lines: ['Owner-User Commercial Lending'], color: accent(rng) })}
<div>${dLong(f.documentDate)}</div><div style="margin:8px 0">RE: Proposed financing for ${esc(who(d))}</div>
<ol>${sec.map(([k, v]) => `<li style="margin-bottom:5px"><b>${k}.</b> ${v}</li>`).join('')}</ol>
<p>${f.loan.purpose === 'Purchase' ? `Purchase price ${money(f.property.purchasePrice ?? f.property.value)}. Seller financing of ${money(Math.round(f.loan.amount * 0.1 / 1000) * 1000)} proposed by ${esc(name(f.seller))} must be fully subordinate.` : `The existing note to ${esc(d.priorLender)} (${money(d.priorBalance)}) will be paid off from proceeds.`}</p>
<p>Sincerely,<br>${signoff(d)}</p>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'loan_amount', 'property_value', 'loan_purpose', 'interest_rate', 'loan_term',
        'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', ...FEES];
      if (e) fields.push('entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Proposal', pages: [html], css: CSS, font: 'serif', fontSize: '9.5pt' }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-commitment-letter',
    description: 'Two-page loan commitment letter in prose with conditions precedent and acceptance block',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const e = f.entity;
      const sal = e ? `${esc(e.signatoryTitle)} ${esc(f.borrower.last)}` : `${esc(f.borrower.first)}`;
      const fees = feeRows(d, rng).map(([k, v]) => `<li>${k}: ${v}</li>`).join('');
      const p1 = `${letterhead({ name: d.lender, lines: ['3350 Peachtree Rd NE, Suite 1410 · Atlanta, Georgia 30326'], color: accent(rng) })}
<p>${dLong(f.documentDate)}</p>
<p>${esc(who(d))}<br>Attn: ${esc(name(f.borrower))}${e ? `, ${esc(e.signatoryTitle)}` : ''}<br>${esc(d.mailing)}</p>
<p><b>Re: Commitment — Loan No. ${f.loan.loanNumber}</b></p>
<p>Dear ${sal}:</p>
<p>We are pleased to commit to a first mortgage loan of <b>${money(f.loan.amount)}</b> to ${esc(who(d))}${e ? `, ${orgKind(d)}` : ''} ("Borrower"), to be secured by the land and improvements at ${esc(addr(d, rng))}, improved as a ${esc(d.use)}. The loan will ${f.loan.purpose === 'Purchase' ? `finance the purchase from ${esc(name(f.seller))} at a price of ${money(f.property.purchasePrice ?? f.property.value)}` : f.loan.purpose === 'Construction' ? 'fund construction under a disbursement schedule approved by our inspector' : `refinance the existing loan held by ${esc(d.priorLender)}${f.loan.purpose === 'Cash Out Refinance' ? ' and return the remaining proceeds to Borrower as cash out for capital improvements' : ''}`}.</p>
<p>The note will bear interest at ${rate(f.loan.rate)}% and be payable over ${years(f.loan.termMonths)}. ${f.loan.prepayment.penalty ? `A prepayment premium applies: ${esc(f.loan.prepayment.terms!)}.` : 'The loan may be prepaid at any time without premium.'}</p>
${fees ? `<p>Borrower will pay at closing:</p><ul>${fees}</ul>` : ''}`;
      const p2 = `<p><b>Conditions.</b> This commitment is conditioned on (a) an appraisal acceptable to Lender showing an as-is value of not less than ${money(f.property.value)}; (b) a certified ${d.kind === 'business' ? 'resolution of the members or directors' : 'resolution of the congregation and the trustees'}; (c) a lender's title policy from ${esc(f.title.name)}; (d) evidence of property and liability insurance naming Lender as mortgagee; ${d.kind === 'business' ? '(e) the unconditional guaranty of the principal;' : '(e) twelve months of contribution records;'} and (f) closing on or before ${dLong(f.loan.closingDate)}, after which this commitment expires.</p>
<p>Please sign and return one copy with the commitment fee within ten days.</p>
<p>Very truly yours,<br>${signoff(d)}</p>
<div style="border:1px solid #444;padding:8px;margin-top:16px"><b>ACCEPTED AND AGREED</b><br>${esc(who(d))}<br><br>By: <span class="sig">${esc(name(f.borrower))}</span><br>Title: ${esc(e?.signatoryTitle ?? 'Owner')} &nbsp; Date: ____________</div>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'loan_number', 'loan_amount', 'property_address', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'property_value', 'estimated_closing_date', 'loan_purpose', ...FEES];
      if (e) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'Commitment', pages: [p1, p2], css: CSS, font: 'serif', fontSize: '10pt', page: { pageNumbers: true } }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-letter-of-interest',
    description: 'Short letter of interest to a pastor after a first call, informal amounts and a range of rates (only one quoted)',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng, 'church');
      const { f } = d;
      const e = f.entity!;
      const html = `${letterhead({ name: d.lender, lines: ['Ministry Lending Division'], color: accent(rng), align: 'center' })}
<p>${dLong(f.documentDate)}</p>
<p>${esc(e.signatoryTitle)} ${esc(name(f.borrower))}<br>${esc(e.name)}<br>${esc(d.mailing)}</p>
<p>Dear ${e.signatoryTitle.includes('Pastor') || e.signatoryTitle === 'Bishop' ? esc(e.signatoryTitle.replace('Senior ', '')) : 'Brother'} ${esc(f.borrower.last)},</p>
<p>Thank you for the time on the phone and for the tour of the ${esc(d.use)} at ${esc(addr(d, rng))}. Based on what you and ${esc(name(d.officers[0]!.p))} shared, we would be glad to consider a first mortgage of approximately <b>${money(f.loan.amount)}</b> to ${f.loan.purpose === 'Purchase' ? 'complete the purchase' : 'retire the current note with ' + esc(d.priorLender)}.</p>
<p>Our loans for ministries like yours typically carry a fixed rate; for this request we expect <b>${rate(f.loan.rate)}%</b>, with a ${years(f.loan.termMonths)} term. Last year we closed a similar loan for a congregation in ${esc(rng.pick(['Macon', 'Augusta', 'Greenville', 'Huntsville', 'Chattanooga']))} at ${rate(f.loan.rate + 0.5)}%, so please treat this as a starting point and not a quote.</p>
<p>To move forward, please send three years of financial statements, your current budget, the last twelve months of giving, and a copy of your bylaws.</p>
<p>In His service,<br>${signoff(d)}</p>`;
      return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'Letter', pages: [html], css: CSS, font: 'serif', fontSize: '10.5pt' }),
        truth: truth(d, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address', 'loan_amount', 'interest_rate', 'loan_term']) };
    },
  },
  {
    id: 'x-appraisal-special-purpose',
    description: 'Appraisal summary of a special-purpose church/school property: cost approach, comparables, as-complete decoy',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'church', 'school', 'nonprofit'] as const));
      const { f } = d;
      const appr = f.appraiser;
      const comps = [0, 1, 2].map(() => ({ a: `${rng.int(100, 9800)} ${rng.pick(['Flat Shoals', 'Glenwood', 'Memorial', 'Wesley Chapel', 'Covington'])} ${rng.pick(['Rd', 'Hwy', 'Dr'])}`, p: Math.round(f.property.value * (0.7 + rng.next() * 0.6) / 5000) * 5000, sf: rng.int(40, 260) * 100, date: dUs(`${Number(f.documentDate.slice(0, 4)) - 1}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`) }));
      const land = Math.round(f.property.value * 0.22 / 1000) * 1000;
      const p1 = `<div style="text-align:center;border:2px solid #333;padding:14px"><div style="font-size:15pt" class="b">APPRAISAL REPORT</div><div>${esc(d.use)}</div><div class="b">${esc(addr(d, rng))}</div>
<div style="margin-top:10px">Prepared for: ${esc(d.lender)} · Attn: ${esc(name(d.officer))}</div><div>Owner / client contact: ${esc(who(d))}</div>
<div style="margin-top:10px">Prepared by: ${esc(appr.name)} · ${esc(name(appr.contact))}, Certified General Appraiser</div><div>Effective date: ${dLong(f.documentDate)}</div></div>
<h2>Value conclusions</h2>${kvTable([
  ['Market value, as is', `<b>${money(f.property.value)}</b>`],
  ...(f.property.arv ? [['Prospective value upon completion', money(f.property.arv)] as [string, string]] : []),
  ['Land value', money(land)], ['Insurable replacement cost', money(Math.round(f.property.value * 1.45 / 1000) * 1000)],
])}
<h2>Site and improvements</h2><p>${(f.property.squareFeet ?? 0).toLocaleString('en-US')} SF on ${rng.int(2, 9)}.${rng.int(1, 9)} acres; built ${f.property.yearBuilt}; ${rng.int(80, 320)} paved parking spaces. Highest and best use as improved: continued religious / assembly use. Special-purpose property: limited market; marketing time 12–24 months.</p>`;
      const p2 = `<h2>Sales comparison approach</h2><table class="grid"><tr><th>Comparable</th><th>Sale date</th><th class="right">SF</th><th class="right">Price</th></tr>
${comps.map((c, i) => `<tr><td>${i + 1}. ${esc(c.a)}</td><td>${c.date}</td><td class="right">${c.sf.toLocaleString('en-US')}</td><td class="right">${money(c.p)}</td></tr>`).join('')}</table>
<p style="margin-top:8px">Weight was placed primarily on the cost approach given the limited number of church sales. ${f.property.purchasePrice ? `The subject is under contract at ${money(f.property.purchasePrice)}.` : 'The subject has not transferred in the past three years.'}</p>
<p class="small" style="margin-top:20px">${esc(name(appr.contact))} · ${esc(appr.contact.email)} · License ${f.property.address.state}-CG${rng.int(1000, 9999)}</p>`;
      return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Appraisal', pages: [p1, p2], css: CSS, font: 'serif', fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: esc(appr.name) } }),
        truth: truth(d, ['property_address', 'property_value', 'entity_name']) };
    },
  },
  {
    id: 'x-appraisal-income-business',
    description: 'Narrative appraisal letter for an owner-occupied business property (restaurant, shop, office) using income approach',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng, 'business');
      const { f } = d;
      const appr = f.appraiser;
      const rent = Math.round(f.property.value * 0.085 / 100) * 100;
      const html = `${letterhead({ name: appr.name, lines: [`${esc(appr.address.street)}, ${esc(appr.address.city)}, ${appr.address.state} ${appr.address.zip}`], color: accent(rng) })}
<p>${dLong(f.documentDate)}</p><p>${esc(name(d.officer))}<br>${esc(d.lender)}</p>
<p><b>RE: Appraisal of ${esc(addr(d, rng))}</b> — ${esc(d.use)}${d.propType ? `; property type: ${esc(propWords(d))}` : ''}</p>
<p>At your request we have appraised the fee simple interest in the above property, owned and occupied by ${esc(who(d))}. The building contains ${(f.property.squareFeet ?? 0).toLocaleString('en-US')} square feet and was constructed in ${f.property.yearBuilt}.</p>
<table class="grid"><tr><th>Income approach</th><th class="right"></th></tr><tr><td>Market rent (NNN)</td><td class="right">${money(rent)}</td></tr>
<tr><td>Less vacancy and reserves (7%)</td><td class="right">(${money(Math.round(rent * 0.07))})</td></tr><tr><td>Capitalization rate</td><td class="right">${rng.pick(['7.75', '8.00', '8.25', '8.50'])}%</td></tr></table>
<p style="margin-top:10px">A nearby ${rng.pick(['car wash', 'convenience store', 'dental office'])} sold for ${money(Math.round(f.property.value * 1.2 / 5000) * 5000)} in the last year and was given secondary weight.</p>
<p>Based on the analysis, it is our opinion that the market value of the subject, as is, as of ${dLong(f.documentDate)}, is:</p>
<p class="center b" style="font-size:13pt">${money(f.property.value)}</p>
<p>Respectfully submitted,<br><br>${esc(name(appr.contact))}, MAI<br>${esc(appr.contact.email)}</p>`;
      return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Appraisal', pages: [html], css: CSS, font: 'serif', fontSize: '10pt' }),
        truth: truth(d, ['property_address', 'property_value', 'property_type', ...(d.f.entity ? ['entity_name' as const] : [])]) };
    },
  },
  {
    id: 'x-purchase-contract-church',
    description: 'Purchase and sale agreement: seller church or individual selling a building to the buyer congregation',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = asPurchase(localize(facts, rng, rng.pick(['church', 'church', 'business'] as const)), rng);
      const { f } = d;
      const sellerOrg = rng.chance(0.5) ? `${rng.pick(['First Assembly of God', 'St. Luke Lutheran Church', 'Trinity Presbyterian Church', 'Calvary Chapel'])} of ${f.property.address.city}, Inc.` : name(f.seller);
      const price = f.property.purchasePrice ?? f.property.value;
      const earnest = Math.round(price * 0.02 / 500) * 500;
      const p1 = `<div class="center b" style="font-size:13pt">AGREEMENT FOR THE PURCHASE AND SALE OF REAL PROPERTY</div>
<p style="margin-top:12px">This Agreement is entered into as of ${dLong(f.documentDate)} by and between <b>${esc(sellerOrg)}</b> ("Seller") and <b>${esc(who(d))}</b>${f.entity ? `, ${orgKind(d)}` : ''} ("Purchaser").</p>
<p><b>1. Property.</b> Seller agrees to sell and Purchaser agrees to buy the land, building and improvements commonly known as ${esc(addr(d, rng))}, Tax Parcel ${rng.int(10, 99)}-${rng.int(100, 999)}-${rng.int(10, 99)}-${rng.int(100, 999)}, together with pews, sound equipment and fixtures listed on Exhibit B.</p>
<p><b>2. Purchase price.</b> The purchase price is ${money(price)}, payable: (a) earnest money of ${money(earnest)} deposited with ${esc(f.title.name)} within five business days; (b) the balance in cash at closing, which Purchaser intends to fund in part with a first mortgage loan of approximately ${money(f.loan.amount)}.</p>
<p><b>3. Financing contingency.</b> Purchaser shall have ${rng.pick([30, 45, 60])} days to obtain a loan commitment. Seller's existing loan with ${esc(d.priorLender)} will be paid from proceeds.</p>
<p><b>4. Closing.</b> Closing shall take place on or before ${dLong(f.loan.closingDate)} at the offices of ${esc(f.title.name)}.</p>
<p><b>5. Due diligence.</b> Purchaser may inspect the property, including roof, HVAC and the Phase I environmental report.</p>`;
      const p2 = `<p><b>6. Brokers.</b> ${esc(f.broker.name)} represents Purchaser; no other commission is due.</p>
<p><b>7. Authority.</b> Each signatory represents that the execution of this Agreement has been authorized by its governing body.</p>
<table style="width:100%;margin-top:24px"><tr><td style="width:50%;vertical-align:top"><b>SELLER</b><br>${esc(sellerOrg)}<br><br><span class="sig">By: ${esc(name(d.officers[2]!.p))}</span></td>
<td style="vertical-align:top"><b>PURCHASER</b><br>${esc(who(d))}<br><br><span class="sig">By: ${esc(name(f.borrower))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}</span></td></tr></table>`;
      const fields: TruthField[] = ['property_address', 'loan_amount', 'estimated_closing_date', 'borrower_first_name', 'borrower_last_name'];
      if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'PSA', pages: [p1, p2], css: CSS, font: 'serif', fontSize: '10pt', page: { pageNumbers: true } }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-email-pastor-inquiry',
    description: 'E-mail thread: pastor writes about refinancing or buying, with the loan officer’s earlier note quoted below',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng, 'church');
      const { f } = d;
      const e = f.entity!;
      const t0 = f.documentDate;
      const html = `<div class="mail"><div class="b" style="font-size:12pt">Gmail — Re: Loan for ${esc(e.name)}</div>
<div class="hdr" style="margin-top:10px"><b>From:</b> ${esc(name(f.borrower))} &lt;${esc(f.borrower.email)}&gt;<br><b>To:</b> ${esc(name(d.officer))} &lt;${esc(d.officer.email)}&gt;<br><b>Date:</b> ${dAbbr(t0)}, 9:14 PM</div>
<p>Good evening ${esc(d.officer.first)},</p><p>Following up on what we discussed. The church owes about ${money(d.priorBalance)} to ${esc(d.priorLender)} and the note balloons next spring. We'd like to ${f.loan.purpose === 'Cash Out Refinance' ? 'refinance and pull some cash out for the roof' : f.loan.purpose === 'Purchase' ? 'purchase the property we have been renting instead' : f.loan.purpose === 'Construction' ? 'get a construction loan to build the new sanctuary there' : 'refinance it with you'}. The property is ${esc(addr(d, rng))}. The county has it at ${money(Math.round(f.property.value * 0.8 / 1000) * 1000)} but a realtor in our congregation thinks it's worth ${money(f.property.value)}.</p>
<p>We are thinking ${money(f.loan.amount)}. Best number for me is ${phone(f.borrower.phone, rng)}.</p>
<p>Blessings,<br>${esc(name(f.borrower))}<br>${esc(e.signatoryTitle)}, ${esc(e.name)}</p>
<div class="quote"><div class="hdr"><b>From:</b> ${esc(name(d.officer))}<br><b>Sent:</b> ${dAbbr(t0)}, 11:02 AM</div>
<p>${esc(e.signatoryTitle.includes('Pastor') ? 'Pastor' : e.signatoryTitle.split(' ')[0]!)} ${esc(f.borrower.last)}, great to meet you at the ${esc(rng.pick(['GBC', 'ministers', 'district']))} conference. Send me the payoff letter and your last three year-end statements whenever ready. Our rates for first-lien church loans are running ${rate(f.loan.rate - 0.5)}%–${rate(f.loan.rate + 0.75)}% right now.</p></div></div>`;
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Email', pages: [html], css: CSS, font: 'sans', fontSize: '9.5pt' }),
        truth: truth(d, ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address', 'property_value', 'loan_amount', 'loan_purpose']) };
    },
  },
  {
    id: 'x-email-bond-broker-forward',
    description: 'Church-bond broker forwards a deal to the lender with a summary block and the pastor’s original note below',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'school'] as const));
      const { f } = d;
      const e = f.entity!;
      const br = f.broker;
      const html = `<div class="mail"><div class="hdr"><b>From:</b> ${esc(name(br.contact))} &lt;${esc(br.contact.email)}&gt;<br><b>To:</b> ${esc(d.officer.email)}<br><b>Subject:</b> FW: New submission — ${esc(e.name)} (${f.property.address.city}, ${f.property.address.state})<br><b>Date:</b> ${dSlash(f.documentDate)}</div>
<p>${esc(d.officer.first)} — this one is a better fit for a mortgage than a bond issue (too small for us to underwrite a program). Summary:</p>
<table class="grid" style="width:80%"><tr><td>${d.kind === 'church' ? 'Church' : 'Ministry'}</td><td>${esc(e.name)}</td></tr><tr><td>Contact</td><td>${esc(e.signatoryTitle)} ${esc(name(f.borrower))} · ${phone(f.borrower.phone, rng)}</td></tr>
<tr><td>Ask</td><td>${money(f.loan.amount)} ${esc(loanTypeWords(d, rng).toLowerCase())}</td></tr><tr><td>Collateral</td><td>${esc(street(d, rng.chance(0.5)))}, ${esc(f.property.address.city)}, ${f.property.address.state} ${f.property.address.zip}</td></tr>
<tr><td>Value</td><td>${money(f.property.value)} (${rng.pick(['2021 appraisal', 'broker opinion', 'insurance schedule'])})</td></tr><tr><td>Our fee</td><td>${f.loan.brokerPoints !== undefined ? `${pts(f.loan.brokerPoints)} point${f.loan.brokerPoints === 1 ? '' : 's'}` : 'flat $7,500 paid by church'}</td></tr></table>
<p>FYI we placed their ${money(Math.round(d.priorBalance * 0.6 / 1000) * 1000)} bond series in ${d.yearFounded < 2005 ? 2009 : 2016} — retired.</p>
<p>${esc(name(br.contact))}<br>${esc(br.name)} · Member FINRA/SIPC · ${phone(br.contact.phone, rng)}</p>
<div class="quote"><b>---------- Forwarded message ---------</b><br>From: ${esc(name(f.borrower))} &lt;${esc(f.borrower.email)}&gt;<br>
<p>Brother ${esc(br.contact.last)}, our trustees voted to go forward. We need to close by ${dLong(f.loan.closingDate)} because of the ${f.loan.purpose === 'Purchase' ? 'contract' : 'balloon'} date. Please send this to whoever can help.</p></div></div>`;
      const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'loan_amount', 'loan_type', 'property_address', 'property_value', 'estimated_closing_date'];
      if (f.loan.brokerPoints !== undefined) fields.push('broker_points');
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Fwd', pages: [html], css: CSS, font: 'sans', fontSize: '9.5pt' }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-email-treasurer-closing',
    description: 'Church treasurer e-mails the loan officer about documents and the closing date; signature block of treasurer only',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng, 'church');
      const { f } = d;
      const tr = d.officers[0]!;
      const html = `<div class="mail"><div class="hdr"><b>From:</b> ${esc(name(tr.p))} &lt;${esc(tr.p.email)}&gt;<br><b>To:</b> ${esc(name(d.officer))}<br><b>Subject:</b> Loan #${f.loan.loanNumber} — documents + closing<br><b>Sent:</b> ${dLong(f.documentDate)}</div>
<p>Hi ${esc(d.officer.first)},</p>
<p>Attached are the ${Number(f.documentDate.slice(0, 4)) - 1} giving report and the budget the trustees adopted. Our ${esc(f.entity!.signatoryTitle.toLowerCase())} will sign for the church. A couple of questions:</p>
<ol><li>Is the closing still set for ${anyDate(rng, f.loan.closingDate)}? Several of our trustees need to take off work.</li>
<li>The payoff from ${esc(d.priorLender)} came in at ${money(d.priorBalance, true)} good through the end of the month. Is that going to be covered by the ${money(f.loan.amount)}?</li>
<li>You mentioned the rate was locked at ${rate(f.loan.rate)}% — is there anything else we need to sign for that?</li></ol>
<p>Thanks and God bless,<br>${esc(name(tr.p))}<br>${esc(tr.title)}, ${esc(who(d))}<br>${phone(tr.p.phone, rng)}</p></div>`;
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Email', pages: [html], css: CSS, font: 'sans', fontSize: '9.5pt' }),
        truth: truth(d, ['loan_number', 'estimated_closing_date', 'loan_amount', 'interest_rate', 'entity_name']) };
    },
  },
  {
    id: 'x-email-business-owner',
    description: 'Small-business owner writes in about buying his building, with FICO, DOB and a second property mentioned',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = asPurchase(localize(facts, rng, 'business'), rng);
      const { f } = d;
      const b = f.borrower;
      const landlord = name(f.seller);
      const html = `<div class="mail"><div class="hdr"><b>From:</b> ${esc(b.email)}<br><b>To:</b> loans@${esc(d.lender.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16))}.com<br><b>Subject:</b> ${rng.pick(['buying our building', 'loan question', 'Need financing - owner occupied'])}<br><b>Date:</b> ${dUs(f.documentDate)}</div>
<p>Hello,</p><p>My name is ${esc(name(b))} and I own ${esc(who(d) === name(b) ? `a ${d.use}` : who(d))}. We have been renting the building at ${esc(addr(d, rng))} from ${esc(landlord)} for ${rng.int(4, 19)} years and he has agreed to sell it to us${f.property.purchasePrice ? ` for ${money(f.property.purchasePrice)}` : ''}. My bank ${esc(d.priorLender)} will only do 10 years and wants 30% down.</p>
<p>I am looking for ${money(f.loan.amount)}. ${rng.chance(0.5) ? `My credit score is ${b.creditScore}` : `Last time I checked my FICO was ${b.creditScore}`} and I have no late payments. I was born ${dSlash(b.dob)} if you need that for the credit pull. I also own a rental house on ${rng.pick(['Sims St', 'Boulevard Dr', 'Oak Knoll Ct'])} worth about ${money(rng.int(120, 260) * 1000)}, which is free and clear.</p>
<p>You can reach me at ${phone(b.phone, rng)} after 6pm, the shop is busy during the day.</p>
<p>Thank you,<br>${esc(b.first)}</p></div>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'property_address', 'loan_amount'];
      if (f.entity) fields.push('entity_name');
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Email', pages: [html], css: CSS, font: 'sans', fontSize: '10pt' }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-bank-referral-letter',
    description: 'Community bank loan officer refers a borrower it cannot serve; mentions its own older loan and the new request',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const banker = other(rng, d);
      const html = `${letterhead({ name: d.priorLender, lines: ['Commercial Banking · Member FDIC'], color: accent(rng) })}
<p>${dLong(f.documentDate)}</p><p>${esc(name(d.officer))}<br>${esc(d.lender)}</p>
<p>Dear ${esc(d.officer.first)}:</p>
<p>I am writing to introduce ${esc(who(d))}${f.entity ? `, whose ${esc(f.entity.signatoryTitle.toLowerCase())} is ${esc(name(f.borrower))}` : ''}. They have banked with us since ${d.yearFounded < 2000 ? 2004 : 2014} and have always handled their account and their ${money(d.priorBalance)} note with us as agreed. Our loan committee has reached its limit on ${d.kind === 'business' ? 'owner-occupied special-use property' : 'religious-use real estate'}, so we cannot grant the new request.</p>
<p>The request is ${money(f.loan.amount)} secured by ${esc(addr(d, rng))}, which ${f.loan.purpose === 'Purchase' ? 'they are buying' : 'they own'} and use as a ${esc(d.use)}. Our last appraisal (${Number(f.documentDate.slice(0, 4)) - 4}) came in at ${money(Math.round(f.property.value * 0.82 / 5000) * 5000)}; they believe it is worth ${money(f.property.value)} today.</p>
<p>Please reach out to them directly at ${phone(f.borrower.phone, rng)}. We would keep the operating accounts.</p>
<p>Sincerely,<br><br>${esc(name(banker))}<br>Senior Vice President</p>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'loan_amount', 'property_address', 'property_value'];
      if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'Referral', pages: [html], css: CSS, font: 'serif', fontSize: '10.5pt' }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-credit-memo',
    description: 'Internal credit approval memo: deal summary grid, sources and uses, risk rating, approvals',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const ltv = ((f.loan.amount / f.property.value) * 100).toFixed(1);
      const html = `<div style="display:flex;justify-content:space-between"><div class="b" style="font-size:13pt">CREDIT APPROVAL MEMORANDUM</div><div class="small">${esc(d.lender)} · Confidential</div></div>
<table class="grid" style="margin-top:10px"><tr><th>Borrower</th><th>Loan #</th><th>Amount</th><th>Rate</th><th>Term</th><th>LTV</th></tr>
<tr><td>${esc(who(d))}</td><td>${f.loan.loanNumber}</td><td>${money(f.loan.amount)}</td><td>${rate(f.loan.rate)}%</td><td>${f.loan.termMonths} mo</td><td>${ltv}%</td></tr></table>
<h2>Collateral</h2><p>${esc(addr(d, rng))} — ${esc(d.use)}. ${d.propType ? `Classified as ${esc(propWords(d))}.` : 'Special-purpose; limited alternative use.'} Appraised as is by ${esc(f.appraiser.name)} at ${money(f.property.value)}${f.property.arv ? `; as complete ${money(f.property.arv)}` : ''}.</p>
<h2>Sources &amp; uses</h2><table class="grid"><tr><td>Loan proceeds</td><td class="right">${money(f.loan.amount)}</td><td>${f.property.purchasePrice ? 'Purchase price' : 'Payoff ' + esc(d.priorLender)}</td><td class="right">${money(f.property.purchasePrice ?? d.priorBalance)}</td></tr>
<tr><td>Borrower equity</td><td class="right">${money(Math.max(0, (f.property.purchasePrice ?? d.priorBalance) - f.loan.amount + 15000))}</td><td>Closing costs</td><td class="right">${money(15000)}</td></tr></table>
<h2>Principal / guarantor</h2><p>${esc(name(f.borrower))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}. ${d.kind === 'business' ? `Credit score ${f.borrower.creditScore}; personal guaranty required.` : 'No personal guaranty (ministry loan); covenant package instead.'}</p>
<h2>Pricing</h2><p>${feeRows(d, rng).map(([k, v]) => `${k}: ${v}`).join(' · ') || 'No lender fees.'}</p><p>Prepayment: ${esc(prepayWords(d))}.</p>
<h2>Recommendation</h2><p>Risk rating ${rng.int(3, 5)}. Approve as presented. Closing expected ${dUs(f.loan.closingDate)}.</p>
<p style="margin-top:16px">Officer: ${esc(name(d.officer))} &nbsp;&nbsp; Credit: ${esc(name(other(rng, d)))} &nbsp;&nbsp; Committee: ${dUs(f.documentDate)}</p>`;
      const fields: TruthField[] = ['loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value', 'property_type', 'borrower_first_name', 'borrower_last_name', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', ...FEES];
      if (d.kind === 'business') fields.push('credit_score');
      if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Credit Memo', pages: [html], css: CSS, font: 'condensed', fontSize: '9pt' }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-closing-checklist',
    description: 'Closing checklist with a deal header and status checkboxes; parties listed (title, appraiser, insurance agent)',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const items = [
        ['Signed commitment letter', 'Received'], ['Board / congregational resolution', d.kind === 'business' ? 'N/A' : 'Received'],
        ['Certificate of incumbency', 'Received'], ['Articles, bylaws, good standing', 'Received'], ['IRS determination letter', d.kind === 'business' ? 'N/A' : 'Received'],
        ['Appraisal (' + f.appraiser.name + ')', 'Received'], ['Title commitment (' + f.title.name + ')', 'Open'], ['Survey', 'Ordered'],
        ['Insurance binder — lender as mortgagee', 'Open'], ['Payoff letter — ' + d.priorLender, f.loan.purpose === 'Purchase' ? 'N/A' : 'Received'],
      ];
      const html = `<div class="b" style="font-size:13pt">Closing Checklist</div>
${kvTable([
  ['Borrower', esc(who(d))], ['Signer', `${esc(name(f.borrower))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}`], ['Loan #', f.loan.loanNumber],
  ['Property', esc(addr(d, rng))], ['Loan amount', money(f.loan.amount)], ['Scheduled closing', anyDate(rng, f.loan.closingDate)],
  ['Closing attorney', `${esc(f.title.name)} — ${esc(name(f.title.contact))}`],
], { labelWidth: '22%' })}
<table class="grid" style="margin-top:10px"><tr><th>Item</th><th>Status</th></tr>${items.map(([i, s]) => `<tr><td>${esc(i!)}</td><td>${checkboxes(['Received', 'Open', 'Ordered', 'N/A'], s)}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:8px">Prepared by ${esc(name(d.officer))} on ${dUs(f.documentDate)}.</p>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'loan_number', 'property_address', 'loan_amount', 'estimated_closing_date'];
      if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Checklist', pages: [html], css: CSS, font: 'sans', fontSize: '9pt' }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-deal-snapshot',
    description: 'One-page lender deal snapshot with label-above-value tiles, for the weekly pipeline meeting',
    formats: ['pdf_text', 'image'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const tile = (l: string, v: string) => `<div style="border:1px solid #bbb;padding:6px;border-radius:4px"><div class="small muted" style="text-transform:uppercase">${l}</div><div style="font-size:10.5pt">${v}</div></div>`;
      const tiles = [
        tile('Borrower', esc(who(d))), tile('Contact', `${esc(name(f.borrower))} · ${phone(f.borrower.phone, rng)}`), tile('Request', money(f.loan.amount)),
        tile('Type', esc(loanTypeWords(d, rng))), tile('Value', money(f.property.value)), tile('Rate / term', `${rate(f.loan.rate)}% / ${f.loan.termMonths} mos`),
        tile('Property', esc(addr(d, rng))), tile('Use', esc(d.use)), tile('Est. close', dAbbr(f.loan.closingDate)),
      ];
      const html = `<div class="b" style="font-size:14pt">Deal Snapshot — ${esc(f.property.address.city)}</div><div class="small">Pipeline meeting ${dUs(f.documentDate)} · Referred by ${esc(f.broker.name)}</div>
<div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px;margin-top:12px">${tiles.join('')}</div>
<p style="margin-top:12px"><b>Notes:</b> ${d.kind === 'church' ? `Giving up ${rng.int(3, 14)}% last year; ${d.members} members; pastor in place ${rng.int(4, 25)} yrs.` : `Owner-operated since ${d.yearFounded < 1995 ? 1995 : d.yearFounded}; guarantor FICO pulled.`} Competing offer from ${esc(d.priorLender)} at ${rate(f.loan.rate + 0.375)}%.</p>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'loan_amount', 'loan_type', 'property_value', 'interest_rate', 'loan_term', 'property_address', 'estimated_closing_date'];
      if (f.entity) fields.push('entity_name');
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Snapshot', pages: [html], css: CSS, font: 'sans', fontSize: '9pt' }), truth: truth(d, fields) };
    },
  },
];

export { ein, who };
