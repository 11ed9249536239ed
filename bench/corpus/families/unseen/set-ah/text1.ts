// Text PDFs, part 1: term sheets, quotes, LOIs, commitments and intake forms of a Southwest private lender.
import type { Family } from '../../../types';
import { accent, checkboxes, documentHtml, esc, kvTable, letterhead } from '../../../style';
import {
  F, Tracker, borrowerName, entityKind, exitText, fees, ioPayment, marketRent, otherHouses, pointsList,
  prepayText, principal, program, ptype, purpose, signer, signerTitle, SW_TOWNS,
} from './lib';

export const text1: Family[] = [
  {
    id: 'ah-btr-term-sheet',
    description: 'Lender indicative terms for a build-to-rent community or rental, with phase/takedown table and release prices',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const c = accent(rng);
      const homes = rng.int(8, 46);
      const phases = rng.int(2, 4);
      const community = ['Single Family', 'Townhouse', 'Land'].includes(p.type);
      const rows: [string, string][] = [
        ['Borrower', esc(borrowerName(rng, t))],
        ...(facts.entity ? [['Sponsor / Guarantor', `${esc(principal(rng, t))} (${esc(facts.entity.signatoryTitle)})`] as [string, string]] : []),
        ['Project', `${esc(t.s('property_address', F.pickAddress(rng, p.address)))}${community ? ` &mdash; ${homes} homes, ${phases} phases` : ''}`],
        ['Product', esc(t.s('property_type', ptype(rng, p.type, p.units)))],
        ['Program', esc(t.s('loan_type', program(rng, l.type)))],
        ['Max Loan Amount', t.s('loan_amount', F.pickMoney(rng, l.amount))],
        ['Note Rate', `${t.s('interest_rate', F.pickRate(rng, l.rate))} fixed, interest only, paid monthly in arrears`],
        ['Term', t.s('loan_term', F.pickTerm(rng, l.termMonths, ['months', 'mo', 'legal']))],
        ['As-Is Value (land + horizontal)', t.s('property_value', F.pickMoney(rng, p.value))],
      ];
      if (p.arv) rows.push(['As-Stabilized Value (not for sizing)', F.pickMoney(rng, p.arv)]);
      for (const pt of pointsList(rng, facts)) rows.push([pt.label, t.s(pt.field, F.points(rng, pt.value))]);
      for (const fe of fees(rng, facts)) rows.push([fe.label, t.s(fe.field, F.pickMoney(rng, fe.amount))]);
      rows.push(['Prepayment', esc(t.s('prepayment_penalty', prepayText(rng, facts)))]);
      if (facts.loan.prepayment.penalty) t.s('prepayment_terms', '');
      if (l.exit) rows.push(['Exit', esc(t.s('exit_strategy', exitText(rng, l.exit)))]);
      rows.push(['Target COE', t.s('estimated_closing_date', F.pickDate(rng, l.closingDate))]);
      const phaseRows = Array.from({ length: phases }, (_, i) => {
        const n = Math.max(2, Math.round(homes / phases) + rng.int(-2, 2));
        return `<tr><td>Phase ${i + 1}</td><td>${n}</td><td>${rng.pick(['Foundations', 'Framing', 'Pad-ready', 'Permits pulled', 'Dry-in'])}</td><td>$${F.money(rng.int(180, 340) * 1000, 'bare')}</td><td>${rng.int(95, 115)}% of allocated</td></tr>`;
      }).join('');
      const html = documentHtml({
        title: 'Indicative Terms',
        font: 'sans',
        fontSize: '9.5pt',
        css: `.grid td.k{background:#f3f3f0;font-weight:bold;width:34%} h2{color:${c};font-size:13pt;margin:10px 0 6px}`,
        page: { footerLeft: `Ref ${t.s('loan_number', l.loanNumber)} &middot; indicative only, not a commitment to lend`, pageNumbers: true },
        pages: [`${letterhead({ name: facts.lender.name, lines: [esc(F.address(facts.lender.address, 'short')), `${esc(facts.lender.contact.email)} &middot; ${F.phone(facts.lender.contact.phone, 'dot')}`], color: c })}
<h2>SUMMARY OF INDICATIVE TERMS &mdash; ${community ? 'BUILD-TO-RENT / SCATTERED SITE' : 'RENTAL / BRIDGE'}</h2>
<p class="small">Prepared ${F.date(facts.documentDate, 'long')} for ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)} at ${esc(facts.broker.name)}. Subject to site visit, title, and credit committee.</p>
${kvTable(rows)}
${community ? `<h2>Phasing / release</h2>
<table class="grid"><tr><th>Phase</th><th>Homes</th><th>Status</th><th>Release price / home</th><th>Release %</th></tr>${phaseRows}</table>` : ''}
<p class="small" style="margin-top:8px">${community ? 'Partial releases by home' : 'Partial release n/a (single asset); payoff'} at the greater of the release price or ${rng.pick(['110%', '115%', '120%'])} of allocated loan amount. Draws via third-party inspector, 5 business days. Interest reserve ${rng.pick(['required', 'not required', 'at lender discretion'])}.</p>
<p style="margin-top:18px">${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)}<br><span class="small">${rng.pick(['Head of Originations', 'Senior Loan Officer', 'Production Manager'])}, ${esc(facts.lender.name)}</span></p>`],
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-dscr-quote-email',
    description: 'Loan officer e-mail back to a broker with a DSCR or bridge quote, rent math and PPP, informal',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const lo = facts.lender.contact;
      const bk = facts.broker.contact;
      const rent = marketRent(facts);
      const taxes = Math.round(p.value * 0.0065 / 12);
      const ins = rng.int(85, 190);
      const pmt = ioPayment(facts);
      const dscr = (rent / (pmt + taxes + ins)).toFixed(2);
      const who = facts.entity
        ? `${t.s('entity_name', facts.entity.name)} (${principal(rng, t, ['noMiddle'])} signing)`
        : principal(rng, t, ['noMiddle']);
      const fico = rng.chance(0.6) ? ` &mdash; mid score ${t.s('credit_score', String(facts.borrower.creditScore))}` : '';
      const ptsLines = pointsList(rng, facts).map((x) => `&bull; ${x.label}: ${t.s(x.field, F.points(rng, x.value))}`);
      const feeLines = fees(rng, facts).map((x) => `&bull; ${x.label}: ${t.s(x.field, F.money(x.amount, 'dollars'))}`);
      const subject = `RE: ${rng.pick(['quote', 'pricing', 'scenario'])} - ${p.address.street}${rng.chance(0.5) ? ` (${p.address.city})` : ''}`;
      const body = `
<div class="hdr"><b>From:</b> ${esc(lo.first)} ${esc(lo.last)} &lt;${esc(lo.email)}&gt;<br><b>To:</b> ${esc(bk.first)} ${esc(bk.last)} &lt;${esc(bk.email)}&gt;<br>
<b>Date:</b> ${F.date(facts.documentDate, 'abbr')} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM<br><b>Subject:</b> ${esc(subject)}</div>
<p>${esc(bk.first)} &ndash;</p>
<p>Ran ${who}${fico} on ${esc(t.s('property_address', F.pickAddress(rng, p.address, ['short', 'long'])))}. ${esc(t.s('property_type', ptype(rng, p.type, p.units)))}, ${esc(t.s('loan_type', program(rng, l.type)))}. Here's where I can be:</p>
<p>&bull; Loan amt ${t.s('loan_amount', F.money(l.amount, rng.pick(['dollars', 'k'] as const)))} against ${rng.pick(['AV', 'value', 'as-is'])} of ${t.s('property_value', F.money(p.value, rng.pick(['dollars', 'k'] as const)))} (${F.pct(l.amount / p.value)} LTV)<br>
&bull; Rate ${t.s('interest_rate', F.pickRate(rng, l.rate, ['fixed2', 'fixed3', 'plain']))}, ${t.s('loan_term', F.pickTerm(rng, l.termMonths, ['months', 'years', 'hyphen']))}${l.termMonths >= 120 ? ' fully amortizing' : ' IO'}<br>
${ptsLines.join('<br>')}${ptsLines.length ? '<br>' : ''}${feeLines.join('<br>')}${feeLines.length ? '<br>' : ''}
&bull; PPP: ${esc(t.s('prepayment_penalty', prepayText(rng, facts)))}${l.prepayment.penalty ? t.s('prepayment_terms', '') : ''}</p>
<p>Rent math: ${rng.pick(['1007 came in at', 'market rent', 'lease in place'])} $${F.money(rent, 'bare')}/mo. IO pmt $${F.money(pmt, 'bareCents')} + taxes $${taxes} + ins $${ins} = DSCR ${dscr}x. ${Number(dscr) >= 1.2 ? 'Clears our 1.20x floor.' : 'Under our floor, so we priced it as a no-ratio exception (+50 bps is in the rate above).'}</p>
${l.exit ? `<p>Exit per your email is ${esc(t.s('exit_strategy', exitText(rng, l.exit)))} &mdash; fine with us.</p>` : ''}
<p>If they want to hit ${t.s('estimated_closing_date', F.pickDate(rng, l.closingDate, ['long', 'us', 'abbr']))} I need the app, 2 months bank stmts, entity docs and the lease(s) by Friday. Title can be ${esc(facts.title.name)} per borrower.</p>
<p>${esc(lo.first)}<br><span class="small">${esc(facts.lender.name)} | ${F.phone(lo.phone, 'dash')} | NMLS ${rng.int(100000, 2199999)}</span></p>
<div class="quote"><p><b>On ${F.date(facts.documentDate, 'us')}, ${esc(bk.first)} ${esc(bk.last)} wrote:</b></p>
<p>Can you quote this one? Borrower owns ${rng.int(3, 14)} doors in ${rng.pick(SW_TOWNS)} already, strong reserves. Need a number today. &mdash; ${esc(bk.first)}, ${esc(facts.broker.name)} ${F.phone(bk.phone, 'paren')}</p></div>`;
      const html = documentHtml({
        title: subject,
        font: 'sans',
        fontSize: '10pt',
        css: '.hdr{border-bottom:1px solid #bbb;padding-bottom:8px;margin-bottom:12px;font-size:9pt}.quote{border-left:3px solid #9ab;padding-left:10px;color:#444;margin-top:14px}',
        pages: [body],
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-reo-schedule-email',
    description: 'Broker submission e-mail for a rental purchase or refi, with the borrower\'s schedule of owned doors (REO) as distractor addresses',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const bk = facts.broker.contact;
      const lo = facts.lender.contact;
      const reo = otherHouses(rng, facts, rng.int(3, 6), true);
      const reoRows = reo.map((h) => `<tr><td>${esc(F.address(h.address, 'short'))}</td><td>${h.beds}/${h.baths}</td><td>$${F.money(h.value, 'bare')}</td><td>$${F.money(h.rent, 'bare')}</td><td>${rng.pick(['Leased', 'Leased', 'Section 8', 'Vacant - turn'])}</td></tr>`).join('');
      const b = facts.borrower;
      const contact = rng.chance(0.7);
      const who = facts.entity
        ? `${esc(t.s('entity_name', facts.entity.name))} (${esc(entityKind(rng, facts))}), managed by ${esc(principal(rng, t))}`
        : esc(principal(rng, t));
      const html = documentHtml({
        title: 'New submission',
        font: 'serif',
        fontSize: '10pt',
        css: '.meta{font:9pt DejaVu Sans;color:#333;background:#f4f4f4;padding:6px 8px;margin-bottom:12px}.grid{font-size:8.5pt}',
        pages: [`<div class="meta">From: ${esc(bk.first)} ${esc(bk.last)} &lt;${esc(bk.email)}&gt;<br>To: scenarios@${esc(lo.email.split('@')[1] ?? 'lender.com')}; ${esc(lo.email)}<br>Sent: ${F.date(facts.documentDate, 'long')}<br>Subject: New sub - ${esc(p.address.city)} ${rng.pick(['rental', 'SFR', 'DSCR', 'deal'])} - ${esc(facts.borrower.last)}</div>
<p>Hi ${esc(lo.first)},</p>
<p>Sending over a new one. Borrower is ${who}. ${rng.chance(0.5) ? 'Repeat client of ours, closed two with you last year.' : 'Experienced investor, out-of-state capital.'}</p>
<p><b>Subject:</b> ${esc(t.s('property_address', F.pickAddress(rng, p.address)))}<br>
<b>Type:</b> ${esc(t.s('property_type', ptype(rng, p.type, p.units)))}${p.squareFeet ? `, ${p.squareFeet.toLocaleString('en-US')} sf` : ''}${p.yearBuilt ? `, built ${p.yearBuilt}` : ''}<br>
<b>Request:</b> ${esc(t.s('loan_type', program(rng, l.type)))}, ${t.s('loan_amount', F.pickMoney(rng, l.amount))}${l.purpose ? ` (${esc(t.s('loan_purpose', purpose(rng, l.purpose)))})` : ''}<br>
${p.purchasePrice ? `<b>Contract price:</b> ${F.pickMoney(rng, p.purchasePrice)}<br>` : ''}<b>Value:</b> ${t.s('property_value', F.pickMoney(rng, p.value))} ${rng.pick(['per BPO', 'broker opinion', 'per recent appraisal', 'Zillow + comps'])}<br>
<b>FICO:</b> ${t.s('credit_score', String(b.creditScore))}<br>
<b>Looking for:</b> ${t.s('loan_term', F.pickTerm(rng, l.termMonths))} at ${t.s('interest_rate', F.pickRate(rng, l.rate))} or better${l.exit ? `; exit = ${esc(t.s('exit_strategy', exitText(rng, l.exit)))}` : ''}<br>
<b>Want to close by:</b> ${t.s('estimated_closing_date', F.pickDate(rng, l.closingDate))}</p>
<p>Schedule of REO (already owns free &amp; clear or financed elsewhere &mdash; NOT collateral):</p>
<table class="grid"><tr><th>Address</th><th>Bd/Ba</th><th>Est. value</th><th>Rent</th><th>Status</th></tr>${reoRows}</table>
${contact ? `<p style="margin-top:10px">Borrower contact if you need docs directly: ${esc(t.s('borrower_phone', F.pickPhone(rng, b.phone)))} / ${esc(t.s('borrower_email', F.emailAsTyped(rng, b.email)))}</p>` : ''}
<p>Thanks,<br>${esc(bk.first)} ${esc(bk.last)}<br>${esc(facts.broker.name)}<br>${F.phone(bk.phone, 'paren')} direct</p>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-loi-lot-build',
    description: 'Lender letter of intent on letterhead for a lot-and-build or other loan, prose paragraphs and borrower acceptance',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const c = accent(rng);
      const addressee = facts.entity
        ? `${esc(t.s('entity_name', facts.entity.name))}<br>Attn: ${esc(principal(rng, t, ['noMiddle']))}`
        : esc(principal(rng, t, ['full', 'noMiddle']));
      const pts = pointsList(rng, facts);
      const fe = fees(rng, facts);
      const costs = [...pts.map((x) => `${x.label.toLowerCase()} of ${t.s(x.field, F.points(rng, x.value, ['points', 'ofLoan', 'pct']))}`), ...fe.map((x) => `a ${x.label.toLowerCase()} of ${t.s(x.field, F.money(x.amount, 'dollars'))}`)];
      const paras = [
        `Thank you for the opportunity to review your request. ${esc(facts.lender.name)} ("Lender") is pleased to outline the terms under which it would consider a ${esc(t.s('loan_type', program(rng, l.type)).toLowerCase())} loan secured by a first-position deed of trust on ${esc(t.s('property_address', F.pickAddress(rng, p.address, ['long', 'longState', 'short'])))} (the "Property"), a ${esc(t.s('property_type', ptype(rng, p.type, p.units)))} property.`,
        `<b>Loan Amount.</b> ${t.s('loan_amount', F.moneyLegal(rng, l.amount))}, ${rng.pick(['of which the land advance is funded at closing and the balance held back for vertical draws', 'funded in full at closing less holdbacks', 'subject to the draw schedule approved by Lender'])}. Lender's as-is valuation of the Property is ${t.s('property_value', F.pickMoney(rng, p.value))}${p.arv ? `; the as-complete value of ${F.pickMoney(rng, p.arv)} is for information only` : ''}.`,
        `<b>Rate and Term.</b> ${t.s('interest_rate', F.rate(l.rate, rng.pick(['words', 'perAnnum', 'fixed2'] as const)))}, interest only, for ${t.s('loan_term', F.term(l.termMonths, rng.pick(['legal', 'months'] as const)))}, with ${rng.pick(['one three-month extension at 0.5 point', 'no extension option', 'two 3-month extensions at 0.25% each'])}.`,
        costs.length ? `<b>Lender Fees.</b> Borrower shall pay ${costs.join(', ')}, all due at close of escrow.` : '',
        `<b>Prepayment.</b> ${l.prepayment.penalty ? `${esc(t.s('prepayment_terms', l.prepayment.terms ?? ''))}.` : 'The loan may be prepaid in whole or in part without penalty.'}${t.s('prepayment_penalty', '')}`,
        l.exit ? `<b>Repayment.</b> Borrower intends repayment through ${esc(t.s('exit_strategy', exitText(rng, l.exit)).toLowerCase())}.` : '',
        `<b>Closing.</b> Targeted on or before ${t.s('estimated_closing_date', F.pickDate(rng, l.closingDate, ['long', 'ordinal']))} through ${esc(facts.title.name)}, escrow officer ${esc(facts.title.contact.first)} ${esc(facts.title.contact.last)} (${F.phone(facts.title.contact.phone, 'paren')}).`,
        'This letter is not a commitment to lend. It expires ten (10) business days from its date unless accepted below and the deposit for third-party reports is received.',
      ].filter(Boolean).map((x) => `<p>${x}</p>`).join('');
      const html = documentHtml({
        title: 'Letter of Intent',
        font: 'serif',
        fontSize: '10.5pt',
        page: { footerLeft: `${esc(facts.lender.name)} &middot; LOI`, pageNumbers: true },
        pages: [`${letterhead({ name: facts.lender.name, lines: [esc(F.address(facts.lender.address, 'short')), F.phone(facts.lender.contact.phone, 'paren')], color: c, align: 'center' })}
<p>${F.date(facts.documentDate, 'long')}</p>
<p>${addressee}<br><span class="small">via ${esc(facts.broker.name)}</span></p>
<p><b>Re: Letter of Intent &mdash; ${esc(p.address.street)}</b></p>${paras}
<p>Sincerely,<br><span class="scrawl">${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)}</span><br>${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)}, Credit</p>
<p style="margin-top:16px"><b>ACCEPTED:</b> ${facts.entity ? esc(facts.entity.name) : ''}<br><span class="sig">By: ${esc(signer(rng, t))}</span> &nbsp; Date: ________</p>`],
      });
      return { kind: 'html', documentType: 'Letter of Intent', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-conditional-commitment',
    description: 'Conditional loan commitment with PTD/PTF condition list and a fee box, entity borrower c/o broker',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const c = accent(rng);
      const cond = [
        'Executed commitment and good-faith deposit',
        facts.entity ? `Entity docs for ${esc(facts.entity.name)}: ${facts.entity.type === 'Trust' ? 'certification of trust' : 'articles, operating agreement / bylaws, good standing'} (${esc(facts.entity.stateOfFormation)}) and foreign qualification where the property sits` : 'Two forms of ID and signed 4506-C',
        `Preliminary title report from ${esc(facts.title.name)} showing lender as proposed insured`,
        'Evidence of hazard insurance, lender as mortgagee, 12 months prepaid',
        p.type === 'Land' ? 'Zoning letter and will-serve letters (water, sewer, power)' : 'Interior appraisal or BPO acceptable to lender',
        'Verification of liquidity: 6 months PITIA plus cash to close',
        rng.pick(['HOA cert if applicable', 'Signed lease(s) and rent ledger', 'Builder contract and line-item budget', 'Payoff demand from existing lienholder']),
      ];
      const feeRows = [...pointsList(rng, facts).map((x) => [x.label, t.s(x.field, F.points(rng, x.value, ['pct', 'points']))] as [string, string]),
        ...fees(rng, facts).map((x) => [x.label, t.s(x.field, F.money(x.amount, 'cents'))] as [string, string])];
      const html = documentHtml({
        title: 'Conditional Commitment',
        font: 'serif',
        fontSize: '10pt',
        css: '.grid td.k{width:40%;background:#f6f6f6}',
        page: { footerLeft: `Loan No. ${t.s('loan_number', facts.loan.loanNumber)}`, pageNumbers: true },
        pages: [`${letterhead({ name: facts.lender.name, lines: [esc(F.address(facts.lender.address, 'long'))], color: c })}
<h2 style="font-size:14pt;margin-bottom:8px">CONDITIONAL LOAN COMMITMENT</h2>
<p>Date: ${F.date(facts.documentDate, 'long')}<br>Borrower: ${esc(borrowerName(rng, t, ['upper', 'full']))}${facts.entity ? `<br>Guarantor: ${esc(principal(rng, t))}` : ''}<br>c/o ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}, ${esc(facts.broker.name)} (${esc(facts.broker.contact.email)})</p>
<p>We are pleased to advise that your loan request has been <b>approved</b> by our credit committee subject to the terms and conditions below.</p>
${kvTable([
    ['Property', esc(t.s('property_address', F.pickAddress(rng, p.address, ['upper', 'short', 'long'])))],
    ['Loan Program', esc(t.s('loan_type', program(rng, l.type)))],
    ['Loan Amount', t.s('loan_amount', F.pickMoney(rng, l.amount, ['cents', 'dollars']))],
    ['Appraised / As-Is Value', t.s('property_value', F.pickMoney(rng, p.value, ['cents', 'dollars']))],
    ['Interest Rate', t.s('interest_rate', F.pickRate(rng, l.rate, ['fixed2', 'fixed3', 'perAnnum']))],
    ['Term', t.s('loan_term', F.pickTerm(rng, l.termMonths))],
    ['Prepayment', esc(t.s('prepayment_penalty', prepayText(rng, facts)))],
    ['Commitment expires / closing by', t.s('estimated_closing_date', F.pickDate(rng, l.closingDate, ['long', 'us']))],
  ])}
${feeRows.length ? `<h3 style="margin:10px 0 4px;font-size:11pt">Fees due at closing</h3>${kvTable(feeRows)}` : ''}
<h3 style="margin:10px 0 4px;font-size:11pt">Conditions</h3>
<ol>${cond.map((x, i) => `<li><b>${i < 3 ? 'PTD' : 'PTF'}:</b> ${x}</li>`).join('')}</ol>
<p class="small">Lender's counsel: ${rng.pick(['Hale Mercado PLLC', 'Ortiz & Brandt LLP', 'Desert Bar Legal Group'])}. Legal fees are a third-party cost and not included above.</p>`],
      });
      if (l.prepayment.penalty) t.s('prepayment_terms', '');
      return { kind: 'html', documentType: 'Term Sheet', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-intake-two-column',
    description: 'One-page scenario intake form in two columns with checkbox rows (program, property, vesting, experience)',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const b = facts.borrower;
      const e = facts.entity;
      const progs = ['DSCR', 'Bridge', 'Fix & Flip', 'Lot & Build', 'BTR Construction', 'Blanket', 'Commercial', 'Cash-Out', 'Land', '2nd TD'];
      const progMap: Record<string, string> = { 'Bridge Loan': 'Bridge', 'Fix & Flip': 'Fix & Flip', Construction: 'Lot & Build', Commercial: 'Commercial', 'Cash Out Refi': 'Cash-Out', Land: 'Land', 'Second Mortgage': '2nd TD' };
      const chosen = progMap[l.type];
      if (chosen) t.s('loan_type', '');
      const pts = ['SFR', '2-4', 'Condo', 'Townhome', '5+ MF', 'Mixed Use', 'Retail', 'Office', 'Industrial', 'Land/Lot'];
      const ptMap: Record<string, string> = { 'Single Family': 'SFR', '2-4 Unit': '2-4', Condo: 'Condo', Townhouse: 'Townhome', 'Multifamily (5+)': '5+ MF', 'Mixed Use': 'Mixed Use', Retail: 'Retail', Office: 'Office', Industrial: 'Industrial', Land: 'Land/Lot' };
      t.s('property_type', '');
      const vest = ['Individual', 'LLC', 'Corporation', 'LP', 'Trust'];
      const vestMap: Record<string, string> = { LLC: 'LLC', Corporation: 'Corporation', Partnership: 'LP', Trust: 'Trust' };
      const purposes = ['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'];
      if (l.purpose) t.s('loan_purpose', '');
      const line = (label: string, value: string) => `<div class="f"><span class="l">${label}</span><span class="v">${value}</span></div>`;
      const left = [
        line('Borrower / Guarantor', esc(principal(rng, t, ['full', 'noMiddle', 'upper']))),
        line('Cell', esc(t.s('borrower_phone', F.pickPhone(rng, b.phone)))),
        line('Email', esc(t.s('borrower_email', F.emailAsTyped(rng, b.email)))),
        line('DOB', t.s('borrower_date_of_birth', F.pickDate(rng, b.dob, ['us', 'usShort']))),
        line('Est. FICO', t.s('credit_score', String(b.creditScore))),
        `<div class="f"><span class="l">Vesting</span> ${checkboxes(vest, e ? vestMap[e.type] : 'Individual')}</div>`,
        e ? line('Entity name', esc(t.s('entity_name', e.name))) : line('Entity name', '<span class="muted">n/a &mdash; vesting individually</span>'),
        e && e.ein ? line('EIN', t.s('ein', F.ein(e.ein))) : '',
        e ? line('Signer title', esc(signerTitle(t))) : '',
        line('Flips / rentals last 36 mo', String(rng.int(0, 25))),
      ].join('');
      const right = [
        line('Subject address', esc(t.s('property_address', F.pickAddress(rng, p.address)))),
        `<div class="f"><span class="l">Property</span> ${checkboxes(pts, ptMap[p.type])}</div>`,
        `<div class="f"><span class="l">Program</span> ${checkboxes(progs, chosen)}</div>`,
        l.purpose ? `<div class="f"><span class="l">Purpose</span> ${checkboxes(purposes, l.purpose)}</div>` : '',
        line('Loan amount requested', t.s('loan_amount', F.pickMoney(rng, l.amount))),
        line('As-is value', t.s('property_value', F.pickMoney(rng, p.value))),
        p.purchasePrice ? line('Purchase price', F.pickMoney(rng, p.purchasePrice)) : '',
        p.arv ? line('ARV / as-complete', F.pickMoney(rng, p.arv)) : '',
        line('Term wanted', t.s('loan_term', F.pickTerm(rng, l.termMonths, ['months', 'mo']))),
        l.exit ? line('Exit', esc(t.s('exit_strategy', exitText(rng, l.exit)))) : '',
        line('Closing needed by', t.s('estimated_closing_date', F.pickDate(rng, l.closingDate, ['us', 'usShort', 'long']))),
      ].join('');
      const html = documentHtml({
        title: 'Scenario Intake',
        font: 'condensed',
        fontSize: '9pt',
        css: `.cols{display:flex;gap:18px}.cols>div{flex:1}.f{border-bottom:1px solid #999;padding:5px 0 3px;min-height:22px}.l{display:block;font-size:7pt;color:#555;text-transform:uppercase;letter-spacing:.4px}.v{font-size:10pt}.hd{background:${accent(rng)};color:#fff;padding:6px 10px;font:bold 12pt 'DejaVu Sans'}`,
        page: { footerLeft: `${esc(facts.lender.name)} intake v${rng.int(2, 7)}.${rng.int(0, 9)} &middot; submitted by ${esc(facts.broker.name)}` },
        pages: [`<div class="hd">${esc(facts.lender.name)} &mdash; SCENARIO INTAKE (broker)</div>
<p class="small">Broker: ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)} &middot; ${F.phone(facts.broker.contact.phone, 'dash')} &middot; ${esc(facts.broker.contact.email)} &nbsp; Date ${F.date(facts.documentDate, 'us')}</p>
<div class="cols"><div><h3 style="font-size:10pt">BORROWER</h3>${left}</div><div><h3 style="font-size:10pt">DEAL</h3>${right}</div></div>
<p class="small" style="margin-top:10px">Broker certifies the above was provided by the borrower. Lender will not re-trade on data provided in good faith.</p>`],
      });
      return { kind: 'html', documentType: 'Loan Application', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-application-label-below',
    description: 'Full loan application where every value sits on a rule with its small label printed underneath',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const b = facts.borrower;
      const e = facts.entity;
      const cell = (value: string, label: string, w = 1) => `<td style="width:${w * 25}%"><div class="val">${value || '&nbsp;'}</div><div class="lab">${label}</div></td>`;
      const row = (...cells: string[]) => `<table class="ln"><tr>${cells.join('')}</tr></table>`;
      const a = p.address;
      const co = facts.coBorrower;
      const page1 = `<h1 style="font:bold 15pt 'DejaVu Serif';text-align:center">Uniform Residential Investor Loan Application</h1>
<p class="center small">${esc(facts.lender.name)} &middot; Business-purpose loans only &middot; Application date ${F.date(facts.documentDate, 'us')}</p>
<h3>I. BORROWER</h3>
${row(cell(esc(t.s('borrower_first_name', b.first)), 'First name'), cell(esc(b.middle ?? ''), 'Middle'), cell(esc(t.s('borrower_last_name', b.last)), 'Last name'), cell(t.s('borrower_date_of_birth', F.date(b.dob, 'us')), 'Date of birth'))}
${row(cell(esc(t.s('borrower_phone', F.pickPhone(rng, b.phone))), 'Mobile phone'), cell(esc(t.s('borrower_email', F.emailAsTyped(rng, b.email))), 'E-mail', 2), cell(t.s('credit_score', String(b.creditScore)), 'Credit score (self-reported)'))}
${co ? row(cell(esc(`${co.first} ${co.last}`), 'Co-borrower name', 2), cell(t.s('co_borrower_date_of_birth', F.date(co.dob, 'us')), 'Co-borrower DOB'), cell('', 'Co-borrower SSN (last 4)')) : ''}
<h3>II. VESTING ENTITY ${e ? '' : '(leave blank if individual)'}</h3>
${row(cell(e ? esc(t.s('entity_name', e.name)) : '', 'Legal name of entity', 2), cell(e ? esc(entityKind(rng, facts)) : '', 'Type / state'), cell(e?.ein ? t.s('ein', F.ein(e.ein)) : '', 'EIN'))}
${row(cell(e ? esc(`${b.first} ${b.last}`) : '', 'Authorized signer', 2), cell(e ? esc(signerTitle(t)) : '', 'Title'), cell(e ? `${rng.int(25, 100)}%` : '', 'Ownership %'))}
<h3>III. SUBJECT PROPERTY</h3>
${row(cell(esc(t.s('property_address', F.streetLine(a, rng.chance(0.4)))), 'Street address', 2), cell(esc(a.city), 'City'), cell(`${a.state} ${a.zip}`, 'State / ZIP'))}
${row(cell(esc(t.s('property_type', ptype(rng, p.type, p.units))), 'Property type'), cell(p.units ? String(p.units) : '1', 'Units'), cell(p.yearBuilt ? String(p.yearBuilt) : '', 'Year built'), cell(t.s('property_value', F.pickMoney(rng, p.value)), 'Estimated value'))}
<h3>IV. LOAN REQUEST</h3>
${row(cell(t.s('loan_amount', F.pickMoney(rng, l.amount)), 'Amount requested'), cell(esc(t.s('loan_type', program(rng, l.type))), 'Loan type'), cell(l.purpose ? esc(t.s('loan_purpose', purpose(rng, l.purpose))) : '', 'Purpose'), cell(t.s('loan_term', F.pickTerm(rng, l.termMonths, ['months', 'mo'])), 'Term'))}
${row(cell(p.purchasePrice ? F.pickMoney(rng, p.purchasePrice) : 'N/A', 'Purchase price'), cell(p.arv ? F.pickMoney(rng, p.arv) : 'N/A', 'After-repair value'), cell(l.exit ? esc(t.s('exit_strategy', exitText(rng, l.exit))) : '', 'Exit strategy', 1), cell(t.s('estimated_closing_date', F.pickDate(rng, l.closingDate, ['us', 'long'])), 'Desired closing'))}`;
      const page2 = `<h3>V. DECLARATIONS</h3>
<table class="grid" style="font-size:8.5pt">${[
        'Are there any outstanding judgments against you?', 'Have you been declared bankrupt within the past 7 years?',
        'Have you had property foreclosed upon or given title in lieu thereof in the last 7 years?', 'Are you a party to a lawsuit?',
        'Will the property be occupied by the borrower or any family member?', 'Are you a U.S. citizen or permanent resident alien?',
      ].map((q, i) => `<tr><td>${q}</td><td style="width:70px">${i === 5 ? '☒ Yes ☐ No' : '☐ Yes ☒ No'}</td></tr>`).join('')}</table>
<h3>VI. REFERRAL</h3>
${row(cell(esc(facts.broker.name), 'Broker company', 2), cell(esc(`${facts.broker.contact.first} ${facts.broker.contact.last}`), 'Loan officer'), cell(F.phone(facts.broker.contact.phone, 'paren'), 'Phone'))}
<h3>VII. ACKNOWLEDGEMENT</h3>
<p class="small">The undersigned certifies the loan is for business purposes only, that the information above is true, and authorizes ${esc(facts.lender.name)} to obtain credit reports and verify any information. The property will not be occupied by any borrower or guarantor.</p>
<p><span class="sig">${esc(signer(rng, t))}</span> &nbsp;&nbsp;&nbsp; <span class="sig" style="min-width:1.4in">Date</span></p>`;
      const html = documentHtml({
        title: 'Loan Application',
        font: 'serif',
        fontSize: '9.5pt',
        css: 'h3{font:bold 9.5pt DejaVu Sans;background:#ddd;padding:3px 6px;margin:10px 0 4px}.ln{width:100%;margin-bottom:4px}.ln td{padding:0 6px 0 0;vertical-align:bottom}.val{border-bottom:1px solid #000;min-height:17px;font-size:10pt}.lab{font-size:6.5pt;color:#444;text-transform:uppercase}',
        page: { footerLeft: 'Form INV-1003 (rev. 03/24)', pageNumbers: true },
        pages: [page1, page2],
      });
      return { kind: 'html', documentType: 'Loan Application', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-blanket-release-term-sheet',
    description: 'Blanket / cross-collateralized term sheet where the subject is the lead parcel and other homes are listed with release prices',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const others = otherHouses(rng, facts, rng.int(2, 5), true);
      const rows = others.map((h, i) => `<tr><td>${i + 2}</td><td>${esc(F.address(h.address, 'short'))}</td><td>${h.beds}/${h.baths}</td><td>$${F.money(h.rent, 'bare')}</td><td>$${F.money(Math.round(h.value * 0.8 / 1000) * 1000, 'bare')}</td></tr>`).join('');
      const html = documentHtml({
        title: 'Term Sheet - Blanket',
        font: 'sans',
        fontSize: '9pt',
        css: '.grid{font-size:8.5pt}.grid td.k{width:30%;font-weight:bold}',
        page: { footerLeft: `${esc(facts.lender.name)} | Blanket program | Loan # ${t.s('loan_number', l.loanNumber)}`, pageNumbers: 'short' },
        pages: [`<h2 style="font-size:14pt">TERM SHEET &mdash; PORTFOLIO / BLANKET</h2>
<p class="small">${esc(facts.lender.name)} &middot; ${F.date(facts.documentDate, 'abbr')} &middot; Broker: ${esc(facts.broker.name)}</p>
${kvTable([
    ['Borrowing entity', esc(borrowerName(rng, t))],
    ['Recourse / guarantor', `Full recourse &mdash; ${esc(principal(rng, t))}`],
    ['Lead collateral (Parcel 1)', esc(t.s('property_address', F.pickAddress(rng, p.address)))],
    ['Parcel 1 type', esc(t.s('property_type', ptype(rng, p.type, p.units)))],
    ['Parcel 1 as-is value', t.s('property_value', F.pickMoney(rng, p.value))],
    ['Total loan amount (all parcels)', t.s('loan_amount', F.pickMoney(rng, l.amount))],
    ['Loan type', esc(t.s('loan_type', program(rng, l.type)))],
    ['Rate', t.s('interest_rate', F.pickRate(rng, l.rate))],
    ['Term', t.s('loan_term', F.pickTerm(rng, l.termMonths))],
    ...pointsList(rng, facts).map((x) => [x.label, t.s(x.field, F.points(rng, x.value))] as [string, string]),
    ...fees(rng, facts).map((x) => [x.label, t.s(x.field, F.pickMoney(rng, x.amount))] as [string, string]),
    ['Prepay', esc(t.s('prepayment_penalty', prepayText(rng, facts)))],
    ['Est. closing', t.s('estimated_closing_date', F.pickDate(rng, l.closingDate))],
  ])}
<h3 style="margin:10px 0 4px;font-size:10pt">Additional parcels (cross-collateral, release price = min. payoff per parcel)</h3>
<table class="grid"><tr><th>#</th><th>Address</th><th>Bd/Ba</th><th>Rent</th><th>Release price</th></tr>${rows}</table>
<p class="small" style="margin-top:8px">Substitution of collateral permitted once per year with lender approval. Each parcel requires its own title policy endorsement (ALTA 9, 22). Cross-default across all parcels.</p>`],
      });
      if (l.prepayment.penalty) t.s('prepayment_terms', '');
      return { kind: 'html', documentType: 'Term Sheet', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-az-resale-contract',
    description: 'Arizona-style residential resale purchase contract excerpt: buyer, premises, COE, financing by private lender',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const s = facts.seller;
      const price = p.purchasePrice ?? Math.round(p.value * 1.04 / 1000) * 1000;
      const buyer = facts.entity
        ? `${esc(t.s('entity_name', facts.entity.name))}${rng.chance(0.5) ? ' and/or assigns' : ''}`
        : esc(principal(rng, t, ['full', 'upper']));
      const emd = Math.round(price * 0.01 / 500) * 500 || 1000;
      const sec = (n: string, title: string, body: string) => `<div class="sec"><b>${n}. ${title}</b><div>${body}</div></div>`;
      const html = documentHtml({
        title: 'Residential Resale Real Estate Purchase Contract',
        font: 'sans',
        fontSize: '8.5pt',
        css: '.sec{border:1px solid #888;padding:4px 6px;margin-bottom:4px}.fill{border-bottom:1px solid #000;padding:0 6px;font-family:DejaVu Sans Mono;font-size:9pt}',
        page: { footerLeft: 'Residential Resale Purchase Contract &bull; Updated: August 2022 &bull; Initials: ____ ____', pageNumbers: true },
        pages: [`<h2 style="text-align:center;font-size:12pt">RESIDENTIAL RESALE REAL ESTATE PURCHASE CONTRACT</h2>
${sec('1a', 'BUYER', `<span class="fill">${buyer}</span>`)}
${sec('1b', 'SELLER', `<span class="fill">${esc(F.name(s, 'noMiddle'))}</span> or as identified in section 9c.`)}
${sec('1c', 'PREMISES', `Buyer agrees to buy and Seller agrees to sell the real property with all improvements located at: <span class="fill">${esc(t.s('property_address', F.pickAddress(rng, p.address, ['short', 'upper', 'long'])))}</span> Assessor's #: <span class="fill">${rng.int(100, 599)}-${rng.int(10, 99)}-${rng.int(100, 999)}</span>`)}
${sec('1f', 'PURCHASE PRICE', `The Purchase Price is <span class="fill">$${F.money(price, 'bare')}</span>, payable as follows: Earnest money $${F.money(emd, 'bare')}; New loan(s) (see 2b) <span class="fill">${t.s('loan_amount', F.money(l.amount, 'dollars'))}</span>; balance in cash at COE.`)}
${sec('1h', 'CLOSE OF ESCROW', `Close of Escrow (COE) shall occur on or before <span class="fill">${t.s('estimated_closing_date', F.pickDate(rng, l.closingDate, ['long', 'us']))}</span> ("COE Date"). Escrow company: ${esc(facts.title.name)}, ${esc(facts.title.contact.first)} ${esc(facts.title.contact.last)}, ${F.phone(facts.title.contact.phone, 'dash')}.`)}
${sec('2b', 'FINANCING', `☐ Conventional ☐ FHA ☐ VA ☐ USDA ☒ Other: <span class="fill">private / business-purpose loan, ${esc(facts.lender.name)}</span>. Buyer's loan is not contingent on appraisal unless checked: ☐. Interest rate not to exceed <span class="fill">${t.s('interest_rate', F.rate(l.rate, 'fixed2'))}</span> for a term of <span class="fill">${t.s('loan_term', F.term(l.termMonths, 'months'))}</span>.`)}
${sec('2c', 'LOAN STATUS UPDATE', 'Buyer shall deliver a Loan Status Update (LSU) within 10 days of contract acceptance.')}
${sec('8r', 'BUYER CONTACT', `${facts.entity ? `Signing for Buyer: ${esc(signer(rng, t))}. ` : ''}Phone <span class="fill">${esc(t.s('borrower_phone', F.pickPhone(rng, facts.borrower.phone)))}</span> Email <span class="fill">${esc(t.s('borrower_email', facts.borrower.email))}</span>`)}
<p class="small">Buyer's broker: ${esc(facts.broker.name)} (${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}). Seller's broker: ${rng.pick(['Saguaro Realty Group', 'Red Rock Realty', 'Sun Valley Homes Realty'])}. Seller phone ${F.phone(s.phone, 'dash')}.</p>`],
      });
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: t.truth() };
    },
  },
];
