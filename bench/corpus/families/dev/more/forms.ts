// Pages a lender receives that are forms or one-pagers: a hard-money lender's online "deal submission" form printed
// from the browser (labels above boxes, checkbox rows), a lender's rate quote with a grid of pricing options where
// one row is the chosen one, and a broker's two-column deal teaser.
import type { DealFacts, Family, LoanType, PropertyType, TruthField } from '../../../types';
import { accent, documentHtml, esc } from '../../../style';
import { statedTruth } from './stated';
import {
  address as addressText, date, exitWords, fixedRate, fullName, money, phone, pickAddress, pickDate, pickMoney,
  pickName, pickPhone, pickRate, pickTerm, points, propertyTypeWords, streetLine, term,
} from '../format';
import { asRehabLoan, roundTo } from '../common';

const BOX = (on: boolean) => (on ? '☒' : '☐');

// ---------------------------------------------------------------------------------------------------------------

const FORM_LOAN_TYPES: readonly [string, LoanType][] = [
  ['Fix & Flip', 'Fix & Flip'], ['Bridge', 'Bridge Loan'], ['Ground Up Construction', 'Construction'],
  ['Purchase (no rehab)', 'Purchase'], ['Refinance', 'Refinance'], ['Cash-Out Refinance', 'Cash Out Refi'], ['Land', 'Land'],
  ['Commercial', 'Commercial'], ['2nd Lien', 'Second Mortgage'],
];

const FORM_PROPERTY_TYPES: readonly [string, PropertyType][] = [
  ['SFR', 'Single Family'], ['2-4 Units', '2-4 Unit'], ['Condo', 'Condo'], ['Townhome', 'Townhouse'], ['5+ Multifamily', 'Multifamily (5+)'],
  ['Mixed-Use', 'Mixed Use'], ['Retail', 'Retail'], ['Office', 'Office'], ['Industrial', 'Industrial'], ['Lot / Land', 'Land'],
];

export const webDealSubmissionForm: Family = {
  id: 'web-deal-submission-printout',
  description: "A hard-money lender's online 'Submit a Deal' form printed to PDF from the browser: labels above or left of input boxes, checkbox rows, a browser header and footer",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const a = property.address;
    const fields: TruthField[] = [];
    const labelsLeft = rng.chance(0.4);
    const color = accent(rng);
    const input = (label: string, value: string, width = '100%', ...f: TruthField[]) => {
      if (value) fields.push(...f);
      return labelsLeft
        ? `<div class="fl" style="width:${width}"><span class="lab">${esc(label)}</span><span class="inp">${esc(value) || '&nbsp;'}</span></div>`
        : `<div class="ft" style="width:${width}"><div class="lab">${esc(label)}</div><div class="inp">${esc(value) || '&nbsp;'}</div></div>`;
    };
    const row = (...cells: string[]) => `<div class="frow">${cells.join('')}</div>`;
    const section = (title: string, body: string) => `<div class="sec"><div class="sech">${esc(title)}</div>${body}</div>`;
    const checks = (label: string, options: readonly string[], selected: string | undefined, ...f: TruthField[]) => {
      if (selected) fields.push(...f);
      return `<div class="chk"><div class="lab">${esc(label)}</div>${options.map((o) => `<span class="opt">${BOX(o === selected)} ${esc(o)}</span>`).join('')}</div>`;
    };
    const brokered = rng.chance(0.6);
    const split = rng.chance(0.5);
    const blocks: string[] = [];
    blocks.push(section('Your Information', [
      checks('I am a', ['Borrower / Investor', 'Mortgage Broker', 'Wholesaler'], brokered ? 'Mortgage Broker' : 'Borrower / Investor'),
      brokered ? row(input('Broker Company', broker.name, '50%'), input('Broker Contact', fullName(broker.contact, false), '50%')) : '',
      brokered ? row(input('Broker Email', broker.contact.email, '50%'), input('Broker Phone', phone(broker.contact.phone, 'dash'), '25%'), input('Broker Fee (pts)', loan.brokerPoints !== undefined ? String(loan.brokerPoints) : '', '25%', 'broker_points')) : '',
    ].join('')));
    const nameCells = split
      ? [input(brokered ? 'Borrower First Name' : 'First Name *', borrower.first, '50%', 'borrower_first_name'), input(brokered ? 'Borrower Last Name' : 'Last Name *', borrower.last, '50%', 'borrower_last_name')]
      : [input(brokered ? 'Borrower / Guarantor Name *' : 'Full Name *', fullName(borrower, rng.chance(0.3)), '100%', 'borrower_first_name', 'borrower_last_name')];
    const emailValue = rng.chance(0.85) ? borrower.email : '';
    const phoneValue = rng.chance(0.85) ? pickPhone(rng, borrower.phone, ['dash', 'digits', 'paren']) : '';
    const ficoValue = rng.chance(0.7) ? String(borrower.creditScore) : '';
    blocks.push(section(brokered ? 'Borrower' : 'Contact', [
      row(...nameCells),
      row(input('Email *', emailValue, '50%', 'borrower_email'), input('Mobile Phone *', phoneValue, '25%', 'borrower_phone'), input('Est. Credit Score', ficoValue, '25%', 'credit_score')),
      checks('Vesting', ['Individual', 'LLC', 'Corporation', 'Partnership', 'Trust'], entity ? entity.type : 'Individual'),
      entity ? row(input('Entity Name', entity.name, '65%', 'entity_name'), input('EIN (optional)', entity.ein && rng.chance(0.5) ? `${entity.ein.slice(0, 2)}-${entity.ein.slice(2)}` : '', '35%', 'ein')) : '',
      input('Number of deals completed in last 3 years', String(rng.int(0, 25)), '100%'),
    ].join('')));
    const selectedType = FORM_LOAN_TYPES.find(([, t]) => t === loan.type)?.[0];
    const selectedProp = FORM_PROPERTY_TYPES.find(([, t]) => t === property.type)?.[0];
    blocks.push(section('Property', [
      row(input('Street Address', streetLine(a, rng.chance(0.4)), '100%')),
      row(input('City', a.city, '45%'), input('State', a.state, '20%'), input('Zip', a.zip, '35%', 'property_address')),
      checks('Property Type', FORM_PROPERTY_TYPES.map(([w]) => w), selectedProp, 'property_type'),
      row(
        input('Purchase Price', property.purchasePrice !== undefined ? money(property.purchasePrice, 'dollars') : 'N/A', '33%'),
        input('As-Is Value', money(property.value, rng.pick(['dollars', 'bare'] as const)), '33%', 'property_value'),
        input('ARV (if rehab)', property.arv !== undefined ? money(property.arv, 'dollars') : '', '34%'),
      ),
    ].join('')));
    const closeValue = rng.chance(0.75) ? date(loan.closingDate, 'us') : '';
    blocks.push(section('Loan Request', [
      checks('Loan Type', FORM_LOAN_TYPES.map(([w]) => w), selectedType, 'loan_type'),
      row(input('Loan Amount Requested', money(loan.amount, rng.pick(['dollars', 'bare'] as const)), '34%', 'loan_amount'), input('Term', `${term(loan.termMonths, 'months')} ▾`, '33%', 'loan_term'), input('Target Close Date', closeValue, '33%', 'estimated_closing_date')),
      loan.exit ? checks('Exit Strategy', ['Sell', 'Refinance', 'Hold / pay off'], loan.exit === 'Sale' ? 'Sell' : 'Refinance', 'exit_strategy') : '',
      rng.chance(0.5) ? input('Anything else we should know?', rng.pick([`Seller is ${fullName(facts.seller, false)}, motivated.`, 'Can provide scope of work and comps on request.', 'Need term sheet ASAP.']), '100%') : '',
    ].join('')));
    blocks.push(`<div class="chk" style="margin-top:6px">${BOX(true)} I agree to be contacted by ${esc(lender.name)} and consent to a soft credit inquiry.</div><div class="btn">Submit Deal</div>`);
    const site = `${lender.name.toLowerCase().replace(/[^a-z]+/g, '')}.com`;
    const stamp = `${date(facts.documentDate, 'usShort')}, ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
    const css = `
.bh { display: flex; justify-content: space-between; font: 7.5pt 'DejaVu Sans'; color: #333; margin-bottom: 10px; }
.bf { position: absolute; bottom: 0.35in; left: 0.45in; right: 0.45in; display: flex; justify-content: space-between; font: 7.5pt 'DejaVu Sans'; color: #333; }
.site { background: ${color}; color: #fff; padding: 8px 12px; font: bold 13pt 'DejaVu Sans'; display: flex; justify-content: space-between; align-items: center; }
.site span { font-size: 8pt; font-weight: normal; }
h2 { font: bold 13pt 'DejaVu Sans'; margin: 8px 0 1px; }
.sec { border: 1px solid #ddd; border-radius: 4px; padding: 4px 10px 5px; margin: 6px 0; }
.sech { font: bold 10pt 'DejaVu Sans'; color: ${color}; border-bottom: 1px solid #eee; margin-bottom: 5px; padding-bottom: 2px; }
.frow { display: flex; gap: 8px; }
.ft { margin: 2px 0; } .ft .lab { font-size: 7.5pt; color: #444; margin-bottom: 1px; }
.fl { display: flex; align-items: center; gap: 6px; margin: 3px 0; } .fl .lab { font-size: 7.5pt; color: #444; white-space: nowrap; } .fl .inp { white-space: nowrap; overflow: hidden; }
.inp { border: 1px solid #aaa; border-radius: 3px; padding: 2px 6px; min-height: 16px; font-size: 8.5pt; flex: 1; }
.chk { margin: 4px 0; font-size: 8.5pt; } .chk .lab { font-size: 7.5pt; color: #444; margin-bottom: 1px; }
.opt { display: inline-block; margin-right: 12px; white-space: nowrap; }
.btn { display: inline-block; background: ${color}; color: #fff; padding: 5px 16px; border-radius: 4px; margin-top: 6px; font-weight: bold; }`;
    const html = documentHtml({
      title: 'Submit a Deal',
      font: 'sans',
      fontSize: '8.5pt',
      css,
      page: { margin: '0.25in 0.45in 0.5in' },
      pages: [`<div class="bh"><span>${stamp}</span><span>${rng.pick(['Submit a Deal', 'Get a Quote', 'Loan Request Form'])} | ${esc(lender.name)}</span></div>
<div class="site">${esc(lender.name)}<span>Programs &nbsp; Rates &nbsp; Brokers &nbsp; Contact &nbsp; ${esc(phone(lender.contact.phone, 'dash'))}</span></div>
<h2>${rng.pick(['Submit Your Deal', 'Get Your Term Sheet in 24 Hours', 'New Loan Scenario'])}</h2><div class="small muted">Fields marked * are required. A loan officer will respond within one business day.</div>
${blocks.join('\n')}
<div class="bf"><span>https://www.${site}/${rng.pick(['submit-a-deal', 'get-a-quote', 'apply'])}</span><span>1/1</span></div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

interface PriceOption { term: number; rate: number; points: number; prepay: string; chosen: boolean }

export const rateQuotePricingGrid: Family = {
  id: 'lender-rate-quote-pricing-grid',
  description: "A lender's rate quote: deal summary on top, a grid of term / rate / points / prepay options with the borrower's chosen option marked, then fees",
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const color = accent(rng);
    const fields: TruthField[] = [];
    const pts = loan.originationPoints ?? 2;
    const chosenPrepay = loan.prepayment.penalty ? (loan.prepayment.terms as string) : 'None';
    const alt = (dTerm: number, dRate: number, dPts: number): PriceOption => ({
      term: Math.max(6, loan.termMonths + dTerm),
      rate: Math.max(6, loan.rate + dRate),
      points: Math.max(0, pts + dPts),
      prepay: rng.pick(['None', '3 months minimum interest', '6 months minimum interest', chosenPrepay]),
      chosen: false,
    });
    const options: PriceOption[] = [
      alt(0, 0.75, -1), alt(0, -0.5, 1), alt(loan.termMonths >= 24 ? -6 : 6, 0.25, 0),
      { term: loan.termMonths, rate: loan.rate, points: pts, prepay: chosenPrepay, chosen: true },
    ];
    if (rng.chance(0.5)) options.push(alt(loan.termMonths >= 24 ? 12 : 12, 0.5, 0.5));
    const rows = rng.shuffle(options).filter((o, i, all) => o.chosen || !all.some((p) => p.chosen && p.rate === o.rate && p.points === o.points));
    const mark = rng.pick(['►', '✔', '★']);
    const highlight = rng.chance(0.6);
    fields.push('interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms');
    if (loan.originationPoints !== undefined) fields.push('origination_points');
    const grid = `<table class="grid pg"><tr><th></th><th>Option</th><th>Term</th><th>Note Rate</th><th>Orig. Points</th><th>Prepayment</th><th>Est. Monthly (I/O)</th></tr>${rows.map((o, i) => `<tr${o.chosen && highlight ? ' class="sel"' : ''}><td class="center">${o.chosen ? mark : ''}</td><td>${String.fromCharCode(65 + i)}${o.chosen ? ' <b>(selected)</b>' : ''}</td><td>${o.term} mo</td><td>${fixedRate(o.rate)}%</td><td>${loan.originationPoints === undefined && o.chosen ? '—' : o.points.toFixed(2)}</td><td>${esc(o.prepay)}</td><td class="right">${money(Math.round((loan.amount * o.rate) / 1200), 'dollars')}</td></tr>`).join('')}</table>`;
    const fees: [string, number | undefined, TruthField | undefined][] = [
      ['Underwriting / Doc Prep Fee', loan.docFee, 'loan_doc_fee'],
      ['Processing Fee', loan.processingFee, 'processing_fee'],
      ['Admin Fee', loan.adminFee, 'admin_fee'],
      ['Appraisal (paid to AMC)', rng.pick([450, 550, 650, 750]), undefined],
      ['Broker Fee (points)', undefined, undefined],
    ];
    const feeRows = fees.filter(([, v]) => v !== undefined).map(([label, v, f]) => {
      if (f) fields.push(f);
      return `<tr><td>${label}</td><td class="right">${money(v as number, 'cents')}</td></tr>`;
    });
    if (loan.brokerPoints !== undefined && rng.chance(0.7)) {
      fields.push('broker_points');
      feeRows.push(`<tr><td>Broker Compensation (${esc(broker.name)})</td><td class="right">${points(rng, loan.brokerPoints, ['pct', 'pts'])}</td></tr>`);
    }
    if (loan.discountPoints !== undefined && rng.chance(0.6)) {
      fields.push('discount_points');
      feeRows.push(`<tr><td>Rate Buydown (discount points)</td><td class="right">${points(rng, loan.discountPoints, ['pct', 'pts'])}</td></tr>`);
    }
    const nameCell = entity
      ? `${esc(entity.name)}<br><span class="muted">Guarantor: ${esc(pickName(rng, borrower))}</span>`
      : esc(pickName(rng, borrower));
    fields.push(...(entity ? ['entity_name', 'borrower_first_name', 'borrower_last_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    const summary: [string, string][] = [
      ['Borrower', nameCell],
      ['Subject Property', esc(pickAddress(rng, property.address))],
      ['Property Type', esc(propertyTypeWords(rng, property.type, property.units))],
      ['Loan Amount', esc(pickMoney(rng, loan.amount))],
      [rng.pick(['As-Is Value', 'Estimated Value', 'Value (per borrower)']), esc(pickMoney(rng, property.value))],
      ['Program', esc(rng.pick([loan.type === 'Fix & Flip' ? 'Fix & Flip' : loan.type === 'Construction' ? 'Ground-Up Construction' : loan.type === 'Bridge Loan' ? 'Bridge' : loan.type === 'Cash Out Refi' ? 'Cash-Out Refinance' : loan.type]))],
    ];
    fields.push('property_address', 'property_type', 'loan_amount', 'property_value', 'loan_type');
    if (property.purchasePrice !== undefined) summary.push(['Purchase Price', esc(money(property.purchasePrice, 'dollars'))]);
    if (rng.chance(0.5)) {
      summary.push(['Target Closing', esc(pickDate(rng, loan.closingDate))]);
      fields.push('estimated_closing_date');
    }
    const quoteNo = `Q-${rng.int(10000, 99999)}`;
    const half = Math.ceil(summary.length / 2);
    const kv = (list: [string, string][]) => `<table class="kv">${list.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}</table>`;
    const css = `.top { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:3px solid ${color}; padding-bottom:6px; margin-bottom:12px; }
.top .n { font: bold 17pt 'DejaVu Sans'; color:${color}; } .kv td { padding: 2px 10px 2px 0; vertical-align: top; } .kv td:first-child { color:#555; white-space:nowrap; }
.cols { display:flex; gap: 24px; } h3 { font: bold 10.5pt 'DejaVu Sans'; color:${color}; margin: 14px 0 6px; text-transform: uppercase; letter-spacing: .5px; }
.pg th { background: ${color}; color: #fff; } .pg tr.sel td { background: #fff3b0; font-weight: bold; }`;
    const html = documentHtml({
      title: 'Rate Quote',
      font: 'sans',
      fontSize: '9pt',
      css,
      page: { margin: '0.55in 0.65in', footerLeft: `${esc(lender.name)} · Quote ${quoteNo} · Not a commitment to lend`, pageNumbers: false },
      pages: [`<div class="top"><div><div class="n">${esc(lender.name)}</div><div class="small">${esc(addressText(lender.address, 'short'))} · ${esc(phone(lender.contact.phone, 'dot'))}</div></div>
<div class="right"><div style="font:bold 13pt 'DejaVu Sans'">${rng.pick(['RATE QUOTE', 'PRICING QUOTE', 'LOAN QUOTE'])}</div><div class="small">Quote ${quoteNo} · ${esc(date(facts.documentDate, 'long'))}</div></div></div>
<div class="cols"><div>${kv(summary.slice(0, half))}</div><div>${kv(summary.slice(half))}</div></div>
<h3>Pricing Options</h3>${grid}
<div class="small" style="margin-top:4px">${mark} = option selected by borrower${highlight ? ' (highlighted)' : ''}. Payments are interest-only estimates on the full loan amount.</div>
<h3>Lender &amp; Third-Party Fees</h3><table class="grid" style="width:60%">${feeRows.join('')}</table>
<p class="small" style="margin-top:14px">Quote valid for ${rng.pick(['10', '14', '30'])} days and subject to appraisal, title and full underwriting. Quoted by ${esc(fullName(lender.contact, false))}, ${esc(lender.contact.email)}.${broker && rng.chance(0.5) ? ` Submitted through ${esc(broker.name)}.` : ''}</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

/** "$1.2MM", "$850K", "$1,235,000": how broker teasers abbreviate amounts. */
function mm(n: number, style: number): string {
  if (n >= 1e6 && n % 10000 === 0) return style % 2 ? `$${n / 1e6}MM` : `$${n / 1e6} million`;
  if (n % 1000 === 0 && n < 1e6 && style % 2) return `$${n / 1000}K`;
  return money(n, 'dollars');
}

export const brokerTeaserTwoColumn: Family = {
  id: 'broker-teaser-two-column',
  description: "A broker's one-page deal teaser in two columns with headed blocks (THE DEAL, THE SPONSOR, THE ASSET, THE ASK), abbreviated amounts and a highlights bar",
  formats: ['pdf_text', 'image'],
  make(base: DealFacts, rng) {
    const facts = base.loan.type === 'Fix & Flip' && rng.chance(0.5) ? asRehabLoan(base, rng) : base;
    const { borrower, entity, property, loan, broker, lender } = facts;
    const color = accent(rng);
    const fields: TruthField[] = [];
    const st = rng.int(0, 1);
    const block = (title: string, lines: [string, string, ...TruthField[]][]) => {
      for (const [, , ...f] of lines) fields.push(...f);
      return `<div class="blk"><div class="bt">${title}</div>${lines.map(([k, v]) => `<div class="ln"><span class="k">${esc(k)}</span> ${esc(v)}</div>`).join('')}</div>`;
    };
    const deal: [string, string, ...TruthField[]][] = [
      ['Request:', `${mm(loan.amount, st)} ${rng.pick(['1st lien', 'senior', 'first-position'])} ${rng.pick(['loan', 'financing'])}`, 'loan_amount'],
      ['Program:', rng.pick([loan.type, loan.type === 'Bridge Loan' ? 'Bridge' : loan.type]), 'loan_type'],
      ['Term:', pickTerm(rng, loan.termMonths, ['months', 'years', 'mo']), 'loan_term'],
    ];
    if (loan.purpose && rng.chance(0.5)) deal.push(['Purpose:', loan.purpose === 'Cash Out Refinance' ? 'Cash-out refinance' : loan.purpose, 'loan_purpose']);
    if (rng.chance(0.5)) deal.push(['Target rate:', pickRate(rng, loan.rate, ['fixed2', 'plain', 'spaced']), 'interest_rate']);
    if (rng.chance(0.6)) deal.push(['Close by:', pickDate(rng, loan.closingDate, ['abbr', 'long', 'iso', 'us']), 'estimated_closing_date']);
    if (loan.brokerPoints !== undefined && rng.chance(0.6)) deal.push(['Broker fee:', points(rng, loan.brokerPoints, ['pts', 'points', 'pct']), 'broker_points']);
    const sponsor: [string, string, ...TruthField[]][] = [
      ['Sponsor:', pickName(rng, borrower, ['full', 'noMiddle', 'upper']), 'borrower_first_name', 'borrower_last_name'],
    ];
    if (entity) sponsor.push(['Borrowing entity:', entity.name, 'entity_name']);
    if (rng.chance(0.6)) sponsor.push(['FICO:', String(borrower.creditScore), 'credit_score']);
    sponsor.push(['Track record:', `${rng.int(3, 40)} ${rng.pick(['flips', 'projects', 'deals'])} over ${rng.int(2, 15)} yrs`]);
    if (rng.chance(0.4)) sponsor.push(['Liquidity:', `${mm(roundTo(loan.amount * (0.2 + rng.next() * 0.6), 5000), st)} verified`]);
    const asset: [string, string, ...TruthField[]][] = [
      ['Address:', pickAddress(rng, property.address, ['short', 'long', 'upper']), 'property_address'],
      ['Type:', propertyTypeWords(rng, property.type, property.units), 'property_type'],
    ];
    if (property.squareFeet) asset.push(['Size:', `${property.squareFeet.toLocaleString('en-US')} SF${property.yearBuilt ? `, built ${property.yearBuilt}` : ''}`]);
    asset.push([rng.pick(['As-is value:', 'Current value (BPO):', 'As-is (broker opinion):']), mm(property.value, st + 1), 'property_value']);
    if (property.purchasePrice !== undefined) asset.push(['Purchase price:', mm(property.purchasePrice, st)]);
    if (property.arv !== undefined) asset.push(['ARV:', mm(property.arv, st)]);
    const exit = loan.exit && rng.chance(0.8) ? block('THE EXIT', [['', exitWords(rng, loan.exit), 'exit_strategy']]) : '';
    const ltv = Math.round((loan.amount / property.value) * 100);
    const left = [block('THE DEAL', deal), exit].join('');
    const right = [block('THE SPONSOR', sponsor), block('THE ASSET', asset)];
    const [colA, colB] = rng.chance(0.5) ? [left, right.join('')] : [right.join(''), left];
    const story = rng.pick([
      `${borrower.first} is a repeat operator in ${property.address.city} looking for a fast, certain close.`,
      `Clean ${property.address.city} deal, low leverage (${ltv}% LTV), experienced sponsor.`,
      `Sponsor has a clean track record and is ready to move quickly; appraisal can be ordered on signed term sheet.`,
    ]);
    const css = `.band { background:${color}; color:#fff; padding: 14px 18px; } .band .t { font: bold 18pt 'DejaVu Sans'; } .band .s { font-size: 9pt; opacity: .9; }
.hl { display:flex; gap: 0; border-bottom: 1px solid #ccc; } .hl div { flex:1; text-align:center; padding: 8px 4px; border-right: 1px solid #ccc; font-size: 8pt; color:#555; } .hl b { display:block; font-size: 12pt; color:#111; }
.two { display:flex; gap: 26px; margin-top: 14px; } .two > div { flex: 1; } .blk { margin-bottom: 14px; } .bt { font: bold 10pt 'DejaVu Sans'; color:${color}; letter-spacing: 1px; border-bottom: 2px solid ${color}; margin-bottom: 5px; padding-bottom: 2px; }
.ln { margin: 2px 0; } .ln .k { color:#555; }`;
    const html = documentHtml({
      title: 'Deal Teaser',
      font: 'sans',
      fontSize: '9.5pt',
      css,
      page: { margin: '0.5in 0.6in', footerLeft: `${esc(broker.name)} · ${esc(fullName(broker.contact, false))} · ${esc(phone(broker.contact.phone, 'dash'))} · ${esc(broker.contact.email)}` },
      pages: [`<div class="band"><div class="t">${esc(rng.pick([`${mm(loan.amount, st)} ${loan.type === 'Fix & Flip' ? 'Fix & Flip' : loan.type === 'Construction' ? 'Construction' : 'Bridge'} – ${property.address.city}, ${property.address.state}`, `Financing Request: ${property.address.city}`, 'Deal Teaser']))}</div><div class="s">${esc(broker.name)} · ${rng.pick(['Confidential', 'For lender review only', 'Exclusive'])} · ${esc(date(facts.documentDate, 'abbr'))}</div></div>
<div class="hl"><div><b>${mm(loan.amount, st)}</b>Loan request</div><div><b>${ltv}%</b>LTV</div><div><b>${loan.termMonths} mo</b>Term</div><div><b>${esc(property.address.state)}</b>State</div></div>
<p style="margin-top:12px">${esc(story)}</p>
<div class="two"><div>${colA}</div><div>${colB}</div></div>
<p class="small" style="margin-top:18px">Prepared by ${esc(broker.name)} for ${rng.chance(0.5) ? esc(lender.name) : 'prospective lenders'}. Information provided by the sponsor and believed reliable but not guaranteed.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: statedTruth(facts, fields) };
  },
};
