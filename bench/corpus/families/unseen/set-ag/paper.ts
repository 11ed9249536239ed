// set-ag scans and phone photos: paper that went through a fax, a copier or someone's phone before it reached the desk.
import type { Family } from '../../../types';
import {
  ne, Fields, who, idFields, borrowerLine, propWords, feeRows, prepayText, attorney, addr, registry, otherPerson,
  money, pickMoney, pickRate, pickTerm, pickDate, pickPhone, loanTypeWords, exitWords, esc, documentHtml, kvTable,
  letterhead, accent, emailAsTyped, isTrust, checkboxes, shortDate, fullName,
} from './lib';

const HW = ".hw{font-family:'DejaVu Serif',serif;font-style:italic;color:#1d2c6b;font-size:12pt}";

const signedTerms: Family = {
  id: 'ag-scan-term-sheet-signed-back',
  description: 'One-page term sheet the borrower signed and dated by hand, scanned back on the office copier.',
  formats: ['pdf_scanned'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const f = new Fields(d).add(...idFields(d), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'prepayment_penalty', 'loan_type');
    const rows: [string, string][] = [
      ['Borrower', esc(borrowerLine(d, rng))],
      ['Property', `${esc(addr(d, rng))}`],
      ['Loan type', esc(loanTypeWords(rng, l.type))],
      ['Loan amount', pickMoney(rng, l.amount)],
      ['Interest rate', pickRate(rng, l.rate, ['fixed2', 'fixed3'])],
      ['Term', esc(pickTerm(rng, l.termMonths, ['months', 'legal']))],
    ];
    if (rng.chance(0.6)) {
      rows.push(['Value used', pickMoney(rng, p.value)]);
      f.add('property_value');
    }
    for (const r of feeRows(d, rng)) {
      rows.push([esc(r.label), esc(r.value)]);
      f.add(r.field);
    }
    rows.push(['Prepayment', esc(prepayText(d, rng))]);
    if (l.prepayment.penalty) f.add('prepayment_terms');
    if (l.exit) {
      rows.push(['Exit', esc(exitWords(rng, l.exit))]);
      f.add('exit_strategy');
    }
    const html = documentHtml({
      title: 'Term sheet signed', font: 'sans', fontSize: '10pt', css: `${HW}.k{font-weight:bold}`,
      pages: [`${letterhead({ name: d.lender.name, lines: [`${pickPhone(rng, d.lender.contact.phone)} &middot; ${esc(d.lender.contact.email)}`], color: '#222' })}
<h3>TERM SHEET</h3><p class="small">${pickDate(rng, d.documentDate)}</p>
${kvTable(rows, { labelWidth: '28%' })}
<p class="small" style="margin-top:10px">Borrower to deposit $${rng.pick([750, 900, 1200])} for appraisal with ${esc(d.appraiser.name)}. Not a commitment. Expires 7 days from date above.</p>
<p style="margin-top:22px"><b>AGREED AND ACCEPTED:</b></p>
<p><span class="hw" style="font-size:17pt">${esc(d.borrower.first)} ${esc(d.borrower.last)}</span><br><span style="border-top:1px solid #000;display:inline-block;width:3in">${esc(d.entity ? `${who(d)}, ${d.entity.signatoryTitle}` : who(d))}</span>
&nbsp;&nbsp; Date: <span class="hw">${shortDate(rng, d.documentDate)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: f.truth() };
  },
};

const handIntake: Family = {
  id: 'ag-scan-handwritten-intake',
  description: 'Walk-in intake form filled in by hand at the office (values in pen), scanned to the deal folder.',
  formats: ['pdf_scanned'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'property_type');
    const row = (lab: string, v: string) => `<tr><td style="width:32%;font-size:9pt">${lab}</td><td style="border-bottom:1px solid #555"><span class="hw">${v}</span></td></tr>`;
    const rows = [
      row('Nome / Name', esc(fullName(b, false))),
      row('Telefone / Phone', pickPhone(rng, b.phone, ['dash', 'paren'])),
    ];
    if (rng.chance(0.7)) {
      rows.push(row('Email', esc(emailAsTyped(rng, b.email))));
      f.add('borrower_email');
    }
    if (d.entity) {
      rows.push(row('Company / Trust name', esc(d.entity.name)));
      rows.push(row('Your position', esc(d.entity.signatoryTitle)));
      f.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    }
    rows.push(row('Endereço da propriedade / Property address', esc(addr(d, rng))));
    rows.push(row('Tipo / Type', esc(propWords(d, rng))));
    rows.push(row('Valor / Value', pickMoney(rng, p.value, ['k', 'dollars'])));
    f.add('property_value');
    rows.push(row('Quanto precisa / Amount needed', pickMoney(rng, l.amount, ['k', 'dollars'])));
    if (rng.chance(0.5)) {
      rows.push(row('Credit score', String(b.creditScore)));
      f.add('credit_score');
    }
    if (l.purpose === 'Purchase') f.add('loan_purpose');
    const html = documentHtml({
      title: 'Intake', font: 'sans', fontSize: '10pt', css: `${HW} td{padding:7px 4px}`,
      pages: [`<h3 class="center">${esc(d.lender.name)}</h3><p class="center">Ficha de Cliente / Client Intake</p>
<table style="width:100%">${rows.join('')}</table>
<p style="margin-top:14px">Purpose: ${checkboxes(['Comprar / Buy', 'Refinanciar / Refi', 'Obras / Rehab', 'Outro'], l.purpose === 'Purchase' ? 'Comprar / Buy' : l.type === 'Fix & Flip' || l.type === 'Construction' ? 'Obras / Rehab' : l.purpose ? 'Refinanciar / Refi' : 'Outro')}</p>
<p style="margin-top:14px;font-size:8.5pt">Office use: rec'd by ${esc(d.lender.contact.first)} ${shortDate(rng, d.documentDate)} &middot; ref. ${esc(d.broker.contact.first)} ${esc(d.broker.contact.last)} (${esc(d.broker.name)})</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: f.truth() };
  },
};

const declaration: Family = {
  id: 'ag-scan-nominee-trust-declaration',
  description: 'Recorded Declaration of Nominee Trust, first page with Registry stamp, plus the Schedule of Beneficiaries.',
  formats: ['pdf_scanned'],
  make(src, rng) {
    const d = ne(src, rng, 'Trust');
    const e = d.entity;
    if (!e) throw new Error('trust expected');
    const f = new Fields(d).add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address');
    const spouse = otherPerson(rng, d.borrower.last);
    const share = rng.pick([50, 60, 100]);
    const p1 = `<div style="float:right;border:2px solid #333;padding:6px;font-size:8pt;text-align:center">${esc(registry(d).toUpperCase())}<br>Bk ${rng.int(30000, 72000)} Pg ${rng.int(1, 390)}<br>${pickDate(rng, e.trustDate ?? d.documentDate, ['us'])} ${rng.int(9, 15)}:${String(rng.int(10, 59))}<br>RECEIVED &amp; RECORDED</div>
<h3 style="margin-top:60px" class="center">DECLARATION OF TRUST</h3><p class="center"><b>${esc(e.name.toUpperCase())}</b></p>
<p>${esc(fullName(d.borrower, true))}, of ${esc(d.property.address.city)}, ${esc(d.property.address.stateName)} (hereinafter called the "Trustee", which term includes all successor trustees), hereby declares that he/she and his/her successors in trust will hold any and all property which may be transferred to the Trustee as nominee, in trust, for the sole benefit of the beneficiaries set forth in the Schedule of Beneficiaries this day executed and filed with the Trustee.</p>
<p>1. <b>Name of Trust.</b> The trust shall be known as the ${esc(e.name)}.</p>
<p>2. <b>Property.</b> It is contemplated that the Trustee will take title to the premises at ${esc(addr(d, rng))}.</p>
<p>3. <b>Powers.</b> The Trustee shall have no power to deal in or with the trust estate except as directed by all of the beneficiaries, and upon such direction may sell, mortgage, lease or otherwise deal with the trust property.</p>
<p>4. <b>Reliance.</b> No purchaser, mortgagee or lender shall be bound to inquire into the authority of the Trustee; a certificate of the Trustee recorded with the Registry shall be conclusive.</p>
<p>Executed as a sealed instrument on ${pickDate(rng, e.trustDate ?? d.documentDate, ['long'])}.</p>
<p><span class="sig">${esc(fullName(d.borrower, false))}, Trustee</span></p>`;
    const p2 = `<h3 class="center">SCHEDULE OF BENEFICIARIES</h3><p class="center">${esc(e.name)}</p><p class="center small">(not for recording)</p>
<table class="grid" style="width:80%;margin:20px auto"><tr><th>Beneficiary</th><th>Percentage</th></tr>
<tr><td>${esc(fullName(d.borrower, false))}</td><td>${share}%</td></tr>${share < 100 ? `<tr><td>${esc(spouse.first)} ${esc(spouse.last)}</td><td>${100 - share}%</td></tr>` : ''}</table>
<p>The undersigned beneficiaries hereby direct ${esc(fullName(d.borrower, false))}, as Trustee, to execute any mortgage of the trust property to ${esc(d.lender.name)}.</p>
<p><span class="sig">${esc(fullName(d.borrower, false))}</span> ${share < 100 ? `&nbsp; <span class="sig">${esc(spouse.first)} ${esc(spouse.last)}</span>` : ''}</p>`;
    const html = documentHtml({ title: 'Declaration of Trust', font: 'serif', fontSize: '10.5pt', pages: [p1, p2] });
    return { kind: 'html', documentType: 'Entity Document', html, truth: f.truth() };
  },
};

const offer: Family = {
  id: 'ag-scan-offer-to-purchase',
  description: 'Realtor\'s "Offer to Purchase Real Estate" form, boxes filled in, signed by buyer and accepted by seller, scanned.',
  formats: ['pdf_scanned'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const s = d.seller;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'property_address', 'estimated_closing_date', 'loan_amount');
    if (d.entity && rng.chance(0.5)) f.add('entity_name');
    const price = p.purchasePrice ?? Math.round(p.value * 0.97 / 1000) * 1000;
    const buyer = f.list.includes('entity_name') && d.entity ? `${d.entity.name} (${fullName(d.borrower, false)})` : fullName(d.borrower, false);
    const psDate = pickDate(rng, d.documentDate, ['us']);
    const html = documentHtml({
      title: 'Offer', font: 'sans', fontSize: '9.5pt', css: HW,
      pages: [`<h3 class="center">OFFER TO PURCHASE REAL ESTATE</h3>
<p>TO: <span class="hw">${esc(fullName(s, false))}</span> (and to Seller's agent ${esc(d.broker.contact.first)} ${esc(d.broker.contact.last)}, ${esc(d.broker.name)})</p>
<p>1. I/WE <span class="hw">${esc(buyer)}</span> (hereinafter "BUYER") hereby offer to buy the property, with the buildings thereon, at: <span class="hw">${esc(addr(d, rng))}</span></p>
<p>2. I/WE will pay therefor <span class="hw">${money(price, 'dollars')}</span>, of which</p>
<p style="margin-left:20px">(a) $<span class="hw">${money(1000 * rng.int(1, 5), 'bare')}</span> is paid herewith as a deposit to bind this Offer;<br>(b) $<span class="hw">${money(Math.round(price * 0.05 / 500) * 500, 'bare')}</span> is to be paid as an additional deposit upon execution of the Purchase and Sale Agreement on or before <span class="hw">${psDate}</span>;<br>(c) the balance at closing.</p>
<p>3. This Offer is good until 5:00 p.m. on <span class="hw">${shortDate(rng, d.documentDate)}</span>.</p>
<p>4. The deed is to be delivered at 12:00 noon on <span class="hw">${pickDate(rng, l.closingDate, ['us', 'long'])}</span> at the appropriate Registry of Deeds, unless otherwise agreed.</p>
<p>5. This Offer is subject to BUYER obtaining a mortgage commitment in the amount of <span class="hw">${pickMoney(rng, l.amount, ['dollars'])}</span> on or before <span class="hw">${shortDate(rng, l.closingDate)}</span> (minus 14 days), and to a satisfactory home inspection.</p>
<p>6. Time is of the essence. NOTICE: This is a legal document that creates binding obligations. If not understood, consult an attorney.</p>
<table style="width:100%;margin-top:20px"><tr><td><span class="hw" style="font-size:16pt">${esc(d.borrower.first)} ${esc(d.borrower.last)}</span><br>BUYER</td><td>ACCEPTED: <span class="hw" style="font-size:16pt">${esc(s.first)} ${esc(s.last)}</span><br>SELLER</td></tr></table>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: f.truth() };
  },
};

const faxSubmission: Family = {
  id: 'ag-scan-faxed-broker-submission',
  description: 'Old-school broker faxes a one-page deal sheet with a fax header line and a cover note; arrives as a scan.',
  formats: ['pdf_scanned'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const br = d.broker.contact;
    const f = new Fields(d).add(...idFields(d), 'property_address', 'loan_amount', 'property_value', 'loan_type', 'credit_score', 'property_type');
    const rows: [string, string][] = [
      ['BORROWER', esc(d.entity ? `${d.entity.name}` : fullName(b, false).toUpperCase())],
      ...(d.entity ? [['PRINCIPAL / TITLE', `${esc(fullName(b, false))} / ${esc(d.entity.signatoryTitle)}`] as [string, string]] : []),
      ['SUBJECT', esc(addr(d, rng).toUpperCase())],
      ['TYPE', esc(propWords(d, rng).toUpperCase())],
      ['TRANSACTION', esc(loanTypeWords(rng, l.type).toUpperCase())],
      ['VALUE', pickMoney(rng, p.value)],
      ['LOAN REQ.', pickMoney(rng, l.amount)],
      ['FICO', String(b.creditScore)],
    ];
    if (rng.chance(0.5)) {
      rows.push(['PHONE (BORR.)', pickPhone(rng, b.phone)]);
      f.add('borrower_phone');
    }
    if (rng.chance(0.5)) {
      rows.push(['TERM', esc(pickTerm(rng, l.termMonths, ['months', 'mo']).toUpperCase())]);
      f.add('loan_term');
    }
    if (l.exit) {
      rows.push(['EXIT', esc(exitWords(rng, l.exit).toUpperCase())]);
      f.add('exit_strategy');
    }
    const html = documentHtml({
      title: 'Fax', font: 'mono', fontSize: '10pt',
      pages: [`<div style="font-size:8pt;border-bottom:1px dashed #000">${pickDate(rng, d.documentDate, ['us'])} ${rng.int(8, 17)}:${String(rng.int(10, 59))} FROM: ${esc(d.broker.name.toUpperCase())} ${pickPhone(rng, br.phone, ['space'])} TO: ${esc(d.lender.name.toUpperCase())} P.001/001</div>
<h2 style="margin-top:14px">LOAN SUBMISSION</h2><p>ATTN: ${esc(d.lender.contact.first.toUpperCase())} ${esc(d.lender.contact.last.toUpperCase())}<br>FROM: ${esc(br.first.toUpperCase())} ${esc(br.last.toUpperCase())} - ${esc(d.broker.name.toUpperCase())}</p>
${kvTable(rows, { labelWidth: '30%', className: 'grid' })}
<p style="margin-top:12px">NOTES: ${esc(rng.pick(['BORROWER HAS 3 OTHER 3-FAMS IN THE SAME NEIGHBORHOOD. CLEAN CREDIT.', 'NEEDS FAST CLOSE, SELLER HAS ANOTHER OFFER. ATTORNEY IS READY.', 'HUSBAND AND WIFE, WIFE SPEAKS ENGLISH. CALL HER.', 'TENANTS ARE SECTION 8, RENTS ON TIME.']))}</p>
<p style="margin-top:30px;font-size:8pt">CONFIDENTIALITY NOTICE: THIS FAX IS INTENDED ONLY FOR THE ADDRESSEE. IF RECEIVED IN ERROR CALL ${pickPhone(rng, br.phone, ['dash'])}.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: f.truth() };
  },
};

const transmittal: Family = {
  id: 'ag-scan-appraisal-transmittal-letter',
  description: 'Appraiser\'s letter of transmittal to the lender (scanned from the bound report): client, borrower, value as of date.',
  formats: ['pdf_scanned'],
  make(src, rng) {
    const d = ne(src, rng);
    const p = d.property;
    const ap = d.appraiser.contact;
    const f = new Fields(d).add('property_address', 'property_value', 'borrower_first_name', 'borrower_last_name');
    const ptBit = rng.chance(0.6) ? (f.add('property_type'), ` ${esc(propWords(d, rng).toLowerCase())}`) : ' property';
    const html = documentHtml({
      title: 'Transmittal', font: 'serif', fontSize: '11pt',
      pages: [`${letterhead({ name: d.appraiser.name, lines: [`${esc(d.appraiser.address.city)}, ${esc(d.appraiser.address.state)} &middot; ${pickPhone(rng, ap.phone)} &middot; ${esc(ap.email)}`], color: accent(rng) })}
<p>${pickDate(rng, d.documentDate, ['long'])}</p>
<p>${esc(d.lender.name)}<br>Attn: ${esc(d.lender.contact.first)} ${esc(d.lender.contact.last)}</p>
<p>RE: Appraisal of${ptBit} located at ${esc(addr(d, rng))}<br>Borrower: ${esc(fullName(d.borrower, false))}</p>
<p>Dear ${esc(d.lender.contact.first)}:</p>
<p>In accordance with your request, I have personally inspected and appraised the above referenced property. The purpose of the appraisal is to estimate the market value of the fee simple interest, in "as is" condition, for use by the client in a lending decision.</p>
<p>Based on my inspection and analysis, it is my opinion that the market value of the subject property, as of ${pickDate(rng, d.documentDate, ['long'])}, is:</p>
<p class="center" style="font-size:13pt"><b>${money(p.value, 'words')}</b></p>
${p.arv ? `<p>The prospective market value upon completion, subject to the plans and specifications provided, is ${money(p.arv, 'dollars')}.</p>` : ''}
<p>The report that follows contains ${rng.int(28, 64)} pages including exhibits. Extraordinary assumption: ${rng.pick(['third floor unit not accessed; tenant not home.', 'basement partially inaccessible.', 'none.'])}</p>
<p>Respectfully submitted,</p><p class="scrawl">${esc(ap.first)} ${esc(ap.last)}</p><p>${esc(ap.first)} ${esc(ap.last)}, Certified Residential Appraiser</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: f.truth() };
  },
};

const conditional: Family = {
  id: 'ag-scan-conditional-approval-countersigned',
  description: 'Conditional approval with a conditions checklist, initialled by the originator and countersigned, faxed/scanned back.',
  formats: ['pdf_scanned'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const f = new Fields(d).add(...idFields(d), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'estimated_closing_date');
    const conds = ['Appraisal', 'Title rundown / MLC', 'Hazard insurance binder', d.entity ? (isTrust(d) ? 'Trustee certificate' : 'Articles + good standing') : 'Photo ID x2', 'Lead cert / compliance letter', 'Signed 4506-C', 'Rent roll + leases'];
    const fees = feeRows(d, rng).slice(0, 3);
    fees.forEach((r) => f.add(r.field));
    const html = documentHtml({
      title: 'Conditional Approval', font: 'sans', fontSize: '10pt', css: HW,
      pages: [`<h3>${esc(d.lender.name)} &mdash; CONDITIONAL APPROVAL</h3>
<p>Loan # ${esc(l.loanNumber)} &nbsp;&nbsp; Date ${shortDate(rng, d.documentDate)}</p>
<p>Borrower: ${esc(borrowerLine(d, rng))}<br>Property: ${esc(addr(d, rng))}</p>
<p>Approved: ${pickMoney(rng, l.amount)} at ${pickRate(rng, l.rate)} for ${esc(pickTerm(rng, l.termMonths, ['months']))}${fees.length ? `; ${fees.map((r) => `${esc(r.label.toLowerCase())} ${esc(r.value)}`).join(', ')}` : ''}.</p>
<p>Closing on or about ${pickDate(rng, l.closingDate)} with ${esc(attorney(d).name)}.</p>
<table class="grid" style="width:80%"><tr><th>Condition</th><th>Rec'd</th><th>Initials</th></tr>${conds.map((c) => `<tr><td>${esc(c)}</td><td class="hw">${rng.chance(0.5) ? '✓' : ''}</td><td class="hw">${rng.chance(0.5) ? esc(d.lender.contact.first[0] ?? '') + esc(d.lender.contact.last[0] ?? '') : ''}</td></tr>`).join('')}</table>
<p style="margin-top:20px">Borrower acknowledges the above: <span class="hw" style="font-size:16pt">${esc(d.borrower.first)} ${esc(d.borrower.last)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: f.truth() };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Phone photos (one page each)

const notepad: Family = {
  id: 'ag-photo-legal-pad-notes',
  description: 'Photo of a yellow legal-pad page: originator\'s handwritten notes from a site visit, abbreviations, circled numbers.',
  formats: ['image'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'property_value', 'property_type');
    const lines = [
      `${shortDate(rng, d.documentDate)} &mdash; site visit`,
      `${esc(addr(d, rng))}`,
      `${esc(propWords(d, rng))}${p.units ? ` &ndash; ${p.units} units, all occ.` : ''}`,
      `owner: ${esc(fullName(b, false))}${rng.chance(0.6) ? (f.add('borrower_phone'), ` &nbsp; ${pickPhone(rng, b.phone, ['dash', 'dot'])}`) : ''}`,
      `val ~ ${pickMoney(rng, p.value, ['k'])} as is`,
      `wants <span style="border:2px solid #b00;border-radius:50%;padding:0 6px">${pickMoney(rng, l.amount, ['k', 'dollars'])}</span> ${esc(loanTypeWords(rng, l.type).toLowerCase())}`,
    ];
    f.add('loan_type');
    if (rng.chance(0.5)) {
      lines.push(`FICO ${b.creditScore} (per broker)`);
      f.add('credit_score');
    }
    if (l.exit) {
      lines.push(`exit &rarr; ${esc(exitWords(rng, l.exit).toLowerCase())}`);
      f.add('exit_strategy');
    }
    lines.push(rng.pick(['porches need work, roof ok', 'gas heat x3, new boiler 1st fl', 'lead? ask about kids', 'basement dry, 100A service x3']));
    const html = documentHtml({
      title: 'notes', fontSize: '14pt',
      css: ".pad{background:#fdf6a8;background-image:repeating-linear-gradient(#fdf6a8 0 30px,#9ab 30px 31px);padding:20px 30px 20px 70px;min-height:9in;border-left:3px solid #d88;font-family:'DejaVu Serif',serif;font-style:italic;color:#16225a;line-height:31px}",
      pages: [`<div class="pad">${lines.map((x) => `<div>${x}</div>`).join('')}</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: f.truth() };
  },
};

const textShot: Family = {
  id: 'ag-photo-broker-text-screenshot',
  description: 'Screenshot of a broker\'s text pitching a deal in one breath: name, address, price, ask, term, FICO.',
  formats: ['image'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const br = d.broker.contact;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'loan_term');
    let msg = `New one for u: ${esc(fullName(b, false))}${d.entity ? (f.add('entity_name'), ` (${esc(d.entity.name)})`) : ''}, ${esc(addr(d, rng))}. `;
    msg += p.purchasePrice ? `Buying @ ${pickMoney(rng, p.purchasePrice, ['k'])}, ` : '';
    msg += `needs ${pickMoney(rng, l.amount, ['k'])} for ${esc(pickTerm(rng, l.termMonths, ['mo', 'months']))}. `;
    if (rng.chance(0.6)) {
      msg += `FICO ${b.creditScore}. `;
      f.add('credit_score');
    }
    if (rng.chance(0.5)) {
      msg += `Worth ${pickMoney(rng, p.value, ['k'])}. `;
      f.add('property_value');
    }
    msg += rng.pick(['Can u look today?', 'Atty ready to go', 'Pls call', 'Rate?']);
    const html = documentHtml({
      title: 'screenshot', font: 'sans', fontSize: '15pt',
      css: '.phone{width:5.2in;margin:0.3in auto;border:1px solid #ccc;border-radius:30px;padding:20px;min-height:8.6in;background:#fff}.b{background:#e5e5ea;border-radius:20px;padding:12px 16px;margin:10px 0;max-width:85%}.me{background:#34c759;color:#fff;margin-left:auto}',
      pages: [`<div class="phone"><div class="center small">9:${String(rng.int(10, 59))} &nbsp; ▮▮▮ 5G</div><div class="center" style="margin:10px 0"><b>${esc(br.first)} ${esc(br.last)}</b><br><span class="small">${esc(d.broker.name)} &middot; ${pickPhone(rng, br.phone)}</span></div>
<div class="center small">Today ${rng.int(1, 11)}:${String(rng.int(10, 59))} PM</div>
<div class="b">${msg}</div><div class="b me">Send me the P&amp;S and rent roll</div><div class="b">👍 ${rng.chance(0.5) ? 'sending now' : 'ok'}</div></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: f.truth() };
  },
};

const annualReport: Family = {
  id: 'ag-photo-llc-annual-report-printout',
  description: 'Photo of a printed state business-entity summary / annual report page (manager, registered agent, filing history).',
  formats: ['image'],
  make(src, rng) {
    const d = ne(src, rng, 'LLC');
    const e = d.entity;
    if (!e) throw new Error('llc expected');
    const f = new Fields(d).add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const agent = otherPerson(rng, d.borrower.last);
    const id = `00${rng.int(1000000, 1999999)}`;
    const st = e.stateOfFormation === 'Massachusetts' ? 'the Commonwealth' : `State - ${e.stateOfFormation}`;
    const html = documentHtml({
      title: 'Business Entity Summary', font: 'sans', fontSize: '10pt',
      pages: [`<div style="background:#1b3a6b;color:#fff;padding:8px 12px"><b>Corporations Division &mdash; Secretary of ${esc(st)}</b></div>
<h3 style="margin-top:12px">Business Entity Summary</h3>
${kvTable([
  ['ID Number', id],
  ['Exact name', `<b>${esc(e.name.toUpperCase())}</b>`],
  ['Entity type', 'Limited Liability Company (Domestic)'],
  ['Date of organization', pickDate(rng, `${Number(d.documentDate.slice(0, 4)) - rng.int(1, 10)}-0${rng.int(1, 9)}-0${rng.int(1, 9)}`, ['us'])],
  ['Principal office', `${rng.int(5, 300)} ${rng.pick(['Hancock St', 'Main St', 'Dudley St'])}, ${esc(d.property.address.city)}, ${esc(d.property.address.state)}`],
  ['Resident / registered agent', `${esc(agent.first)} ${esc(agent.last)}`],
  ['Status', 'Active &mdash; annual report filed'],
], { labelWidth: '32%' })}
<p style="margin-top:10px"><b>The name and business address of the ${esc(e.signatoryTitle.toLowerCase().includes('manager') ? 'managers' : 'persons authorized')}:</b></p>
<table class="grid"><tr><th>Title</th><th>Individual name</th><th>Address</th></tr>
<tr><td>${esc(e.signatoryTitle.toUpperCase())}</td><td>${esc(fullName(d.borrower, false).toUpperCase())}</td><td>${esc(d.property.address.city.toUpperCase())}, ${esc(d.property.address.state)}</td></tr>
<tr><td>REAL PROPERTY</td><td>${esc(agent.first.toUpperCase())} ${esc(agent.last.toUpperCase())}</td><td>${esc(d.property.address.city.toUpperCase())}, ${esc(d.property.address.state)}</td></tr></table>
<p class="small" style="margin-top:10px">Consent &nbsp; Confidential Data &nbsp; Merger Allowed &nbsp; Manufacturing</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: f.truth() };
  },
};

const quickQuote: Family = {
  id: 'ag-photo-quick-quote-handout',
  description: 'Borrower photographs the one-page quick quote handed over at a kitchen-table meeting (pen notes in the margin).',
  formats: ['image'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term');
    const fees = feeRows(d, rng);
    fees.forEach((r) => f.add(r.field));
    const pmt = (l.amount * l.rate / 100 / 12).toFixed(2);
    const html = documentHtml({
      title: 'Quick Quote', font: 'sans', fontSize: '11pt', css: HW,
      pages: [`<h2>Quick Quote</h2><p>${esc(d.lender.name)} &middot; ${esc(d.lender.contact.first)} ${esc(d.lender.contact.last)} ${pickPhone(rng, d.lender.contact.phone)}</p>
<p>Prepared for: <b>${esc(fullName(d.borrower, false))}</b><br>Property: ${esc(addr(d, rng))}</p>
${kvTable([
  ['Loan amount', pickMoney(rng, l.amount)],
  ['Rate', pickRate(rng, l.rate)],
  ['Term', esc(pickTerm(rng, l.termMonths, ['months', 'years']))],
  ['Monthly interest-only payment', `$${Number(pmt).toLocaleString('en-US', { minimumFractionDigits: 2 })}`],
  ...fees.map((r) => [esc(r.label), esc(r.value)] as [string, string]),
], { labelWidth: '45%' })}
<p style="margin-top:16px" class="hw">${rng.pick(['ask about 6 mo extension', 'attorney: call Monday', 'Portuguese docs? yes - paralegal', 'bring ID + insurance'])}</p>
<p class="small">Rates subject to change. Business purpose loans only.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: f.truth() };
  },
};

const w9: Family = {
  id: 'ag-photo-w9-entity',
  description: 'Phone photo of the borrowing entity\'s completed W-9 (line 1 owner, line 2 business name, classification box, EIN boxes).',
  formats: ['image'],
  make(src, rng) {
    const d = ne(src, rng, 'any');
    const e = d.entity;
    if (!e) throw new Error('entity expected');
    if (!e.ein) e.ein = `04${rng.int(1000000, 9999999)}`;
    const f = new Fields(d).add('entity_name', 'ein', 'borrower_first_name', 'borrower_last_name');
    if (e.type === 'Trust') f.add('authorized_signatory_name', 'authorized_signatory_title');
    const cls = e.type === 'LLC' ? 'Limited liability company. Enter the tax classification (C, S, P) ▶ P' : e.type === 'Corporation' ? 'S Corporation' : 'Trust/estate';
    const einBoxes = e.ein.split('').map((c, i) => `${i === 2 ? '<span style="padding:0 4px">&ndash;</span>' : ''}<span style="display:inline-block;width:22px;border:1px solid #000;text-align:center" class="hw">${c}</span>`).join('');
    const html = documentHtml({
      title: 'W-9', font: 'sans', fontSize: '9pt', css: `${HW} .ln{border-bottom:1px solid #000;padding:3px 0;margin-bottom:6px}.lab{font-size:7pt}`,
      pages: [`<div style="display:flex;justify-content:space-between;border-bottom:2px solid #000"><b style="font-size:18pt">W-9</b><b>Request for Taxpayer Identification Number and Certification</b><span>Give Form to the requester.</span></div>
<div class="lab">1 Name of entity/individual. An entry is required. (For a sole proprietor or disregarded entity, enter the owner's name on line 1.)</div><div class="ln hw">${esc(e.type === 'LLC' ? fullName(d.borrower, false) : e.type === 'Trust' ? `${fullName(d.borrower, false)}, Trustee` : e.name)}</div>
<div class="lab">2 Business name/disregarded entity name, if different from above.</div><div class="ln hw">${esc(e.type === 'Corporation' ? '' : e.name)}</div>
<div class="lab">3a Check the appropriate box for federal tax classification:</div><div class="ln">☐ Individual/sole proprietor ☐ C corporation ${e.type === 'Corporation' ? '☒' : '☐'} S corporation ☐ Partnership ${e.type === 'Trust' ? '☒' : '☐'} Trust/estate ${e.type === 'LLC' ? '☒' : '☐'} LLC &nbsp; <span class="small">${esc(cls)}</span></div>
<div class="lab">5 Address (number, street, and apt. or suite no.)</div><div class="ln hw">${rng.int(10, 300)} ${rng.pick(['Quincy St', 'Norfolk St', 'Stoughton St'])}</div>
<div class="lab">6 City, state, and ZIP code</div><div class="ln hw">${esc(d.property.address.city)}, ${esc(d.property.address.state)}</div>
<div style="margin-top:10px"><b>Part I Taxpayer Identification Number (TIN)</b></div><div>Employer identification number &nbsp; ${einBoxes}</div>
<div style="margin-top:14px"><b>Part II Certification</b> &mdash; Under penalties of perjury, I certify that the number shown on this form is my correct taxpayer identification number.</div>
<div style="margin-top:16px">Sign Here: <span class="hw" style="font-size:16pt">${esc(d.borrower.first)} ${esc(d.borrower.last)}</span> &nbsp;&nbsp; Date ▶ <span class="hw">${shortDate(rng, d.documentDate)}</span></div>
<div class="small" style="margin-top:10px">Requester: ${esc(d.lender.name)} c/o ${esc(attorney(d).firm)}</div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: f.truth() };
  },
};

export const paper: Family[] = [signedTerms, handIntake, declaration, offer, faxSubmission, transmittal, conditional, notepad, textShot, annualReport, quickQuote, w9];
