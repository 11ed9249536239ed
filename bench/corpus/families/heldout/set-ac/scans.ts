// set-ac — paper that arrives scanned or photographed: faxes, signed pages, state filings, IRS letters, forms filled
// in by hand, phone screenshots and photos of printouts.
import { checkboxes, documentHtml, esc, kvTable } from '../../../style';
import type { Family } from '../../../types';
import {
  Stated, addr, asPurchase, chicago, date, entityKind, exitWords, feeRows, fullName, loanWords, money, pct, phone,
  prepayFields, prepayHtml, purposeWords, shortMoney, street, termLegal, typeWords, withEntity,
} from './common';

const HAND = "font-family:'DejaVu Serif',serif;font-style:italic;color:#1d2c6b;font-size:12pt";

const faxTermSheet: Family = {
  id: 'ac-scan-faxed-term-sheet',
  description: 'Term sheet that went through a fax machine: fax banner at the top, typewriter-like table, scanned back in.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const rows: [string, string][] = [];
    if (f.entity) {
      rows.push(['BORROWER', d.s('entity_name', esc(f.entity.name).toUpperCase())]);
      rows.push(['GUARANTOR', d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)).toUpperCase())]);
    } else rows.push(['BORROWER', d.s(['borrower_first_name', 'borrower_last_name'], `${esc(f.borrower.last).toUpperCase()}, ${esc(f.borrower.first).toUpperCase()}`)]);
    rows.push(['PROPERTY', d.s('property_address', esc(addr(f.property.address)).toUpperCase())]);
    rows.push(['LOAN AMOUNT', d.s('loan_amount', money(L.amount, true))]);
    rows.push(['VALUE (AS IS)', d.s('property_value', money(f.property.value))]);
    rows.push(['PRODUCT', d.s('loan_type', esc(loanWords(f, rng)).toUpperCase())]);
    rows.push(['RATE', d.s('interest_rate', pct(L.rate))]);
    rows.push(['TERM', d.s('loan_term', `${L.termMonths} MONTHS`)]);
    for (const [k, v, fl] of feeRows(f, { orig: 'ORIG FEE', brok: 'BROKER FEE', doc: 'DOC FEE', proc: 'PROCESSING', admin: 'ADMIN', disc: 'DISC PTS' })) rows.push([k, d.s(fl, v)]);
    rows.push(['PREPAY', d.s(prepayFields(f), prepayHtml(f, rng, true))]);
    rows.push(['CLOSE BY', d.s('estimated_closing_date', date(L.closingDate, 'us'))]);
    const html = documentHtml({
      title: 'Fax', font: 'mono', fontSize: '10pt',
      pages: [`<div style="font-size:8pt;border-bottom:1px solid #000;margin-bottom:10px">${date(f.documentDate, 'us')} 10:${rng.int(10, 59)} FROM: ${esc(f.lender.name).toUpperCase()} 312${rng.int(5550100, 5550199)} TO: ${esc(f.broker.name).toUpperCase()} P.001/001</div>
<div style="font-size:14pt;font-weight:bold;text-align:center">TERM SHEET</div><div class="center small">${esc(f.lender.name)} · ${esc(street(f.lender.address))}, Chicago, IL</div><br>
${kvTable(rows, { labelWidth: '28%' })}
<p style="margin-top:14px">THIS IS NOT A COMMITMENT. SUBJECT TO APPRAISAL, TITLE AND ATTORNEY REVIEW.</p><p>ACCEPTED BY BORROWER: ______________________ DATE: ________</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

const signedLoi: Family = {
  id: 'ac-scan-signed-loi-handwritten-change',
  description: 'LOI signed and scanned back; the closing date was struck through and a new one written in by hand and initialled.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const old = date(new Date(Date.parse(L.closingDate) - rng.int(7, 14) * 86400000).toISOString().slice(0, 10), 'long');
    const who = f.entity ? `${d.s('entity_name', esc(f.entity.name))}, guaranteed by ${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}` : d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)));
    const ex = exitWords(f, rng);
    const html = documentHtml({
      title: 'LOI', font: 'serif', fontSize: '10.5pt',
      pages: [`<div style="font:bold 15pt 'DejaVu Sans'">${esc(f.lender.name)}</div><hr>
<p>${date(f.documentDate, 'long')}</p><p><b>LETTER OF INTENT</b></p>
<p>Borrower: ${who}</p><p>Property: ${d.s('property_address', esc(addr(f.property.address)))} (${d.s('property_type', esc(typeWords(f, rng)))})</p>
<p>Lender proposes a ${d.s('loan_type', esc(loanWords(f, rng)).toLowerCase())} of ${d.s('loan_amount', money(L.amount))} at ${d.s('interest_rate', pct(L.rate))} interest only for ${d.s('loan_term', termLegal(L.termMonths))}. Value relied on: ${d.s('property_value', money(f.property.value))} as-is.${ex ? ` Borrower's exit: ${d.s('exit_strategy', esc(ex).toLowerCase())}.` : ''}</p>
<p>Fees: ${feeRows(f, { orig: 'origination', brok: 'broker', doc: 'doc prep', proc: 'processing', admin: 'admin', disc: 'discount' }).map(([k, v, fl]) => `${k} ${d.s(fl, v)}`).join('; ') || 'per lender schedule'}.</p>
<p>Closing on or before <s>${old}</s> <span style="${HAND}">${d.s('estimated_closing_date', date(L.closingDate, 'short'))}</span> <span style="${HAND};font-size:9pt">${esc(f.borrower.first[0] ?? '')}${esc(f.borrower.last[0] ?? '')}</span></p>
<p>Prepayment: ${d.s(prepayFields(f), prepayHtml(f, rng))}.</p>
<div style="display:flex;gap:40px;margin-top:30px"><div><span class="scrawl">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</span><div class="sig">Lender</div></div><div><span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span><div class="sig">Borrower</div></div></div>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: d.truth() };
  },
};

const articles: Family = {
  id: 'ac-scan-articles-of-organization',
  description: 'Illinois Secretary of State articles (LLC or corporation) as filed, scanned: numbered boxes, registered agent, managers, organizer.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f0 = chicago(facts, rng);
    if (f0.entity?.type === 'Trust') f0.entity = undefined;
    const f = withEntity(f0, rng);
    const d = new Stated(f);
    const e = f.entity;
    if (!e) throw new Error('entity expected');
    const corp = e.type === 'Corporation';
    const box = (n: number, label: string, value: string) => `<tr><td style="width:6%" class="center b">${n}</td><td style="width:34%">${label}</td><td>${value}</td></tr>`;
    const body = `<div style="display:flex;justify-content:space-between"><div class="small">Form ${corp ? 'BCA 2.10' : 'LLC-5.5'}<br>${esc(e.stateOfFormation)} Secretary of State<br>Department of Business Services</div><div class="center"><b style="font-size:13pt">${corp ? 'ARTICLES OF INCORPORATION' : e.type === 'LLC' ? 'ARTICLES OF ORGANIZATION' : 'CERTIFICATE OF FORMATION'}</b></div><div class="small" style="border:1px solid #000;padding:4px">FILED<br>${date(f.documentDate, 'abbr').toUpperCase()}<br>File # ${rng.int(10000000, 19999999)}</div></div><br>
<table class="grid">
${box(1, corp ? 'Corporate name' : 'Entity name', d.s('entity_name', esc(e.name).toUpperCase()))}
${box(2, 'Principal place of business', esc(addr(f.property.address)))}
${box(3, 'Registered agent and office', `${esc(f.attorney.name)}, 120 N. LaSalle St., Chicago, IL 60602`)}
${box(4, 'Purpose', 'Any lawful act or activity (real estate investment)')}
${box(5, corp ? 'Authorized shares' : 'Management', corp ? '1,000 common' : checkboxes(['Member-managed', 'Manager-managed'], e.signatoryTitle === 'Manager' ? 'Manager-managed' : 'Member-managed'))}
${box(6, corp ? 'Initial director / president' : 'Name and address of each manager or member', `${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)).toUpperCase())} — ${esc(addr(f.property.address))}`)}
${box(7, 'Organizer / incorporator', `${esc(f.attorney.name)}, ${esc(f.attorney.firm)}`)}
</table>
<p class="small" style="margin-top:14px">The undersigned affirms, under penalties of perjury, that the facts stated herein are true and correct.</p>
<div class="sig">${esc(f.attorney.name)}, Organizer</div>`;
    const html = documentHtml({ title: 'Articles', font: 'sans', fontSize: '9.5pt', pages: [body] });
    return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
  },
};

const einLetter: Family = {
  id: 'ac-scan-irs-ein-notice',
  description: 'IRS EIN assignment notice for the borrowing entity, addressed care of its member, scanned from the borrower\'s files.',
  formats: ['pdf_scanned', 'image'],
  make(facts, rng) {
    const f = withEntity(chicago(facts, rng), rng);
    const d = new Stated(f);
    const e = f.entity;
    if (!e) throw new Error('entity expected');
    const ein = e.ein ?? `${rng.pick(['36', '88'])}${String(rng.int(0, 9999999)).padStart(7, '0')}`;
    const html = documentHtml({
      title: 'EIN', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div><b>Department of the Treasury</b><br>Internal Revenue Service<br>Cincinnati OH 45999-0023</div><div class="small">Notice CP 575 ${rng.pick(['A', 'B', 'G'])}<br>Date of this notice: ${date(f.documentDate, 'abbr')}<br>Employer Identification Number:<br><b style="font-size:11pt">${e.ein ? d.s('ein', `${ein.slice(0, 2)}-${ein.slice(2)}`) : `${ein.slice(0, 2)}-${ein.slice(2)}`}</b><br>Form: SS-4</div></div><br><br>
<div style="margin-left:40px">${d.s('entity_name', esc(e.name).toUpperCase())}<br>${d.s(['borrower_first_name', 'borrower_last_name'], `${esc(fullName(f)).toUpperCase()} ${e.type === 'LLC' ? 'MBR' : e.type === 'Trust' ? 'TTEE' : e.type === 'Corporation' ? 'PRES' : 'GEN PTR'}`)}<br>${esc(street(f.property.address)).toUpperCase()}<br>${esc(f.property.address.city).toUpperCase()} ${f.property.address.state} ${f.property.address.zip}</div><br>
<p style="text-align:center;font-weight:bold">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</p>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you the EIN shown above. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above. ${e.type === 'LLC' ? 'If you are a single-member LLC, you are treated as a disregarded entity unless you elect otherwise on Form 8832.' : ''}</p>
<p class="small">IMPORTANT REMINDERS: Keep a copy of this notice. Use this EIN and your name exactly as they appear at the top of this notice on all your federal tax forms.</p>`],
    });
    const truth = d.truth();
    if (!e.ein) truth.ein = ein;
    return { kind: 'html', documentType: 'Entity Document', html, truth };
  },
};

const handApplication: Family = {
  id: 'ac-scan-hand-filled-application',
  description: 'Lender\'s one-page paper application filled in by hand at the kitchen table and scanned by the broker.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const w = (label: string, value: string, width = '48%') => `<div style="display:inline-block;width:${width};margin:6px 1% 6px 0"><div class="small">${label}</div><div style="border-bottom:1px solid #000;min-height:20px;${HAND}">${value || '&nbsp;'}</div></div>`;
    const html = documentHtml({
      title: 'Application', font: 'sans', fontSize: '9pt',
      pages: [`<div class="center"><b style="font-size:13pt">${esc(f.lender.name).toUpperCase()}</b><br>LOAN REQUEST — PLEASE PRINT CLEARLY</div><hr>
${w('Borrower name (first, last)', d.s(['borrower_first_name', 'borrower_last_name'], `${esc(b.first)} ${esc(b.last)}`))}${w('Date of birth', d.s('borrower_date_of_birth', date(b.dob, 'short')))}
${w('Company / LLC (if any)', f.entity ? d.s('entity_name', esc(f.entity.name)) : '—')}${w('Your title in company', f.entity ? d.s('authorized_signatory_title', esc(f.entity.signatoryTitle)) : '')}
${w('Phone', d.s('borrower_phone', phone(b.phone, 'dash')))}${w('Email', d.s('borrower_email', esc(b.email)))}
${w('Property address', d.s('property_address', esc(addr(f.property.address))), '98%')}
${w('How many units', String(f.property.units ?? 1), '23%')}${w('Type', d.s('property_type', esc(typeWords(f, rng))), '23%')}${w('What is it worth today', d.s('property_value', money(f.property.value)), '48%')}
${w('How much do you need', d.s('loan_amount', money(L.amount)))}${w('For how long', d.s('loan_term', `${L.termMonths} months`))}
${w('Purchase or refinance?', f.loan.purpose ? d.s('loan_purpose', esc(purposeWords(f, rng) ?? '')) : '')}${w('Credit score (approx.)', d.s('credit_score', String(b.creditScore)))}
${w('When do you need to close', d.s('estimated_closing_date', date(L.closingDate, 'short')))}${w('How will you pay us back', L.exit ? d.s('exit_strategy', esc(exitWords(f, rng) ?? '')) : '')}
${w('Who referred you', `${esc(f.broker.contact.first)} @ ${esc(f.broker.name)}`, '98%')}
<p class="small" style="margin-top:16px">I certify the above is true. I authorize a credit check.</p><div style="margin-top:12px"><span class="scrawl">${esc(b.first)} ${esc(b.last)}</span> &nbsp;&nbsp; <span style="${HAND}">${date(f.documentDate, 'short')}</span></div>`],
    });
    if (f.entity) d.s('authorized_signatory_name', '');
    return { kind: 'html', documentType: 'Loan Application', html, truth: d.truth() };
  },
};

const contractRider: Family = {
  id: 'ac-scan-mortgage-contingency-rider',
  description: 'Scanned rider to a purchase contract: buyer\'s private-lender mortgage contingency, closing date and investor provisions.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = asPurchase(chicago(facts, rng), rng);
    const d = new Stated(f);
    const L = f.loan;
    const buyer = f.entity ? `${d.s('entity_name', esc(f.entity.name))} (${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}, ${d.s('authorized_signatory_title', esc(f.entity.signatoryTitle))})${d.s('authorized_signatory_name', '')}` : d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)));
    const html = documentHtml({
      title: 'Rider', font: 'serif', fontSize: '10pt',
      pages: [`<div class="center"><b>RIDER ${rng.int(2, 9)} — PRIVATE FINANCING CONTINGENCY</b><br><span class="small">attached to and made part of the Residential Real Estate Contract dated ${date(f.documentDate, 'us')}</span></div><br>
<p>Property: ${d.s('property_address', esc(addr(f.property.address)))}</p><p>Buyer: ${buyer}</p><p>Seller: ${esc(f.seller.first)} ${esc(f.seller.last)}</p><p>Purchase price: ${money(f.property.purchasePrice ?? 0)}</p>
<p>A. Buyer's obligation is contingent on Buyer obtaining a commitment from a private lender for a ${d.s('loan_type', esc(loanWords(f, rng)).toLowerCase())} in the amount of ${d.s('loan_amount', money(L.amount))}, at a rate not to exceed ${d.s('interest_rate', pct(L.rate))}, term ${d.s('loan_term', `${L.termMonths} months`)}, interest only.</p>
<p>B. Seller shall permit Lender's appraiser and contractor access on 24 hours' notice. Tenants in possession shall be given notice per the RLTO.</p>
<p>C. Closing shall take place on ${d.s('estimated_closing_date', date(L.closingDate, 'long'))}; time is of the essence. Seller to deliver full payment water certificate and paid final water bill.</p>
<p>D. Buyer is purchasing for investment and will not occupy the Property.</p>
<div style="display:flex;gap:40px;margin-top:30px"><div><span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span><div class="sig">Buyer</div></div><div><span class="scrawl">${esc(f.seller.first)} ${esc(f.seller.last)}</span><div class="sig">Seller</div></div></div>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: d.truth() };
  },
};

const goodStanding: Family = {
  id: 'ac-scan-certificate-of-good-standing',
  description: 'Secretary of State certificate of good standing for the borrowing entity: seal, file number, the entity name once.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f0 = chicago(facts, rng);
    if (f0.entity?.type === 'Trust') f0.entity = undefined;
    const f = withEntity(f0, rng);
    const d = new Stated(f);
    const e = f.entity;
    if (!e) throw new Error('entity expected');
    const kind = e.type === 'LLC' ? 'LIMITED LIABILITY COMPANY' : e.type === 'Corporation' ? 'CORPORATION' : e.type === 'Partnership' ? 'LIMITED PARTNERSHIP' : 'TRUST';
    const html = documentHtml({
      title: 'Good standing', font: 'serif', fontSize: '11pt',
      pages: [`<div class="center" style="margin-top:40px"><div style="font-size:10pt;letter-spacing:2px">FILE NUMBER ${rng.int(10000000, 19999999)}</div><br><div style="font-size:20pt;font-weight:bold">To all to whom these Presents Shall Come, Greeting:</div><br>
<p>I, the Secretary of State of the State of ${esc(e.stateOfFormation)}, do hereby certify that I am the keeper of the records of the Department of Business Services. I certify that</p>
<p style="font-size:14pt;font-weight:bold">${d.s('entity_name', esc(e.name).toUpperCase())}</p>
<p>A DOMESTIC ${kind}, HAVING ${e.type === 'Corporation' ? 'INCORPORATED' : 'ORGANIZED'} IN THIS STATE ON ${date(`${Number(f.documentDate.slice(0, 4)) - rng.int(1, 9)}${f.documentDate.slice(4)}`, 'long').toUpperCase()}, APPEARS TO HAVE COMPLIED WITH ALL PROVISIONS OF THE ACT OF THIS STATE RELATING TO ${kind}S, AND AS OF THIS DATE IS IN GOOD STANDING AS A DOMESTIC ${kind} IN THE STATE OF ${esc(e.stateOfFormation).toUpperCase()}.</p><br>
<p>In Testimony Whereof, I hereto set my hand and cause to be affixed the Great Seal of the State, this ${date(f.documentDate, 'long')}.</p>
<div style="width:110px;height:110px;border:3px double #555;border-radius:50%;margin:20px auto;display:flex;align-items:center;justify-content:center;font-size:8pt">SEAL</div>
<div>Authentication #: ${rng.int(2400000000, 2699999999)} verifiable until ${date(new Date(Date.parse(f.documentDate) + 90 * 86400000).toISOString().slice(0, 10), 'us')}</div></div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Photos

const intakePad: Family = {
  id: 'ac-photo-phone-intake-pad',
  description: 'Photo of the originator\'s pre-printed phone intake pad filled in by hand during a call with the borrower.',
  formats: ['image'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const r = (label: string, value: string) => `<tr><td class="lb">${label}</td><td class="hv">${value || '&nbsp;'}</td></tr>`;
    const html = documentHtml({
      title: 'Intake', font: 'sans', fontSize: '9pt',
      css: `.pad td{border-bottom:1px solid #8aa;padding:5px 4px}.lb{width:28%;color:#345;font-size:8pt}.hv{${HAND}}`,
      pages: [`<div style="background:#dde7ee;padding:6px;font-weight:bold">${esc(f.lender.name)} — NEW CALL INTAKE</div>
<table class="pad" style="width:100%">
${r('Date / time', `${date(f.documentDate, 'short')} ${rng.int(9, 17)}:${rng.int(10, 59)}`)}
${r('Caller', f.entity ? `${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))} for ${d.s('entity_name', esc(f.entity.name))}` : d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f))))}
${r('Call-back #', d.s('borrower_phone', phone(b.phone, 'dash')))}
${r('Language', { pl: 'Polish — son translates', es: 'Spanish ok / English ok', uk: 'Ukrainian, English ok', en: 'English' }[f.lang])}
${r('Property', d.s('property_address', esc(addr(f.property.address))))}
${r('Type / units', `${d.s('property_type', esc(typeWords(f, rng)))}`)}
${r('What they need', `${d.s('loan_amount', shortMoney(L.amount))} — ${d.s('loan_type', esc(loanWords(f, rng)).toLowerCase())}`)}
${r('Value (their #)', d.s('property_value', shortMoney(f.property.value)))}
${r('Term', d.s('loan_term', `${L.termMonths} mo`))}
${r('Credit', `~${d.s('credit_score', String(b.creditScore))}`)}
${r('Close by', d.s('estimated_closing_date', date(L.closingDate, 'short')))}
${r('Exit', L.exit ? d.s('exit_strategy', esc(exitWords(f, rng) ?? '')) : '')}
${r('Broker?', rng.chance(0.5) ? `${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}, ${esc(f.broker.name)}` : 'direct')}
${r('Notes', rng.pick(['water bill in arrears — ask', 'has garden unit w/o permit', 'seller is a bank (REO)', 'needs POF letter too']))}
</table>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: d.truth() };
  },
};

const dealCard: Family = {
  id: 'ac-photo-broker-deal-snapshot',
  description: 'Phone photo of a broker\'s printed one-page "deal snapshot" with big numbers in tiles and small print below.',
  formats: ['image'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const tile = (label: string, value: string) => `<div class="tile"><div class="tv">${value}</div><div class="tl">${label}</div></div>`;
    const html = documentHtml({
      title: 'Snapshot', font: 'sans', fontSize: '9.5pt',
      css: '.tiles{display:flex;flex-wrap:wrap;gap:8px}.tile{width:31%;border:2px solid #333;border-radius:6px;padding:8px}.tv{font-size:15pt;font-weight:bold}.tl{font-size:7.5pt;text-transform:uppercase;color:#555}',
      pages: [`<div style="font:bold 18pt 'DejaVu Sans'">DEAL SNAPSHOT</div><div>${esc(f.broker.name)} · ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} · ${phone(f.broker.contact.phone)}</div><hr>
<div style="font-size:13pt;margin:6px 0">${d.s('property_address', esc(addr(f.property.address)))}</div>
<div style="margin-bottom:8px">${f.entity ? `Borrower: ${d.s('entity_name', esc(f.entity.name))} · Sponsor: ${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}` : `Borrower: ${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}`}</div>
<div class="tiles">${tile('Loan request', d.s('loan_amount', shortMoney(L.amount)))}${tile('As-is value', d.s('property_value', shortMoney(f.property.value)))}${tile(f.property.purchasePrice ? 'Purchase price' : 'Existing debt', shortMoney(f.property.purchasePrice ?? Math.round(L.amount * 0.4 / 1000) * 1000))}${tile('Program', d.s('loan_type', esc(loanWords(f, rng))))}${tile('Term', d.s('loan_term', `${L.termMonths} mo`))}${tile('FICO', d.s('credit_score', String(f.borrower.creditScore)))}</div>
<p style="margin-top:10px">${d.s('property_type', esc(typeWords(f, rng)))}${f.property.yearBuilt ? `, built ${f.property.yearBuilt}` : ''}${f.property.squareFeet ? `, ${f.property.squareFeet.toLocaleString('en-US')} sf` : ''}. ${f.property.arv ? `ARV ${money(f.property.arv)}.` : ''} ${L.exit ? `Exit: ${d.s('exit_strategy', esc(exitWords(f, rng) ?? ''))}.` : ''} Needs to close ${d.s('estimated_closing_date', date(L.closingDate, 'abbr'))}.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: d.truth() };
  },
};

const smsShot: Family = {
  id: 'ac-photo-text-message-screenshot',
  description: 'Screenshot of an iMessage thread from a borrower to the originator, bubbles, no labels.',
  formats: ['image'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const them = (t: string) => `<div class="bb them">${t}</div>`;
    const me = (t: string) => `<div class="bb me">${t}</div>`;
    const bubbles = [
      them(`Hi this is ${d.s(['borrower_first_name', 'borrower_last_name'], `${esc(b.first)} ${esc(b.last)}`)}${f.entity ? ` from ${d.s('entity_name', esc(f.entity.name))}` : ''}, ${esc(f.broker.contact.first)} gave me your number`),
      me('Hi! Yes he told me. What are you working on?'),
      them(`${d.s('property_type', esc(typeWords(f, rng)))} at ${d.s('property_address', esc(addr(f.property.address)))}`),
      them(`need ${d.s('loan_amount', shortMoney(L.amount))} for ${d.s('loan_term', `${L.termMonths} months`)}. ${f.property.purchasePrice ? `buying for ${shortMoney(f.property.purchasePrice)}` : 'its paid off'}`),
      me('What do you think it\'s worth as is?'),
      them(`${d.s('property_value', shortMoney(f.property.value))}. 2 realtors said same`),
      me(`Ok. Rate would be around ${d.s('interest_rate', pct(L.rate))}. When do you close?`),
      them(`${d.s('estimated_closing_date', date(L.closingDate, 'short'))} 🙏`),
      me('Send me the contract + ID, email is on my card'),
    ];
    const html = documentHtml({
      title: 'Messages', font: 'sans', fontSize: '11pt', page: { margin: '0.4in 1.8in' },
      css: '.bb{padding:8px 12px;border-radius:16px;margin:6px 0;max-width:78%;line-height:1.3}.them{background:#e5e5ea}.me{background:#0a84ff;color:#fff;margin-left:auto}.top{text-align:center;font-size:9pt;color:#666}',
      pages: [`<div class="top">9:41 ▪▪▪ LTE<br><b style="color:#000;font-size:11pt">${phone(b.phone)}</b><br>iMessage · ${date(f.documentDate, 'abbr')}</div>${bubbles.join('')}`],
    });
    d.s('borrower_phone', '');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

const appraisalCover: Family = {
  id: 'ac-photo-appraisal-cover-page',
  description: 'Photo of an appraisal report cover page: subject, borrower, client, effective date and the value in a box.',
  formats: ['image'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const html = documentHtml({
      title: 'Appraisal cover', font: 'serif', fontSize: '11pt',
      pages: [`<div class="center" style="margin-top:30px"><div style="font-size:18pt;font-weight:bold">APPRAISAL OF REAL PROPERTY</div><br>
<div>LOCATED AT</div><div style="font-size:13pt"><b>${d.s('property_address', esc(street(f.property.address)))}</b><br>${esc(f.property.address.city)}, ${f.property.address.state} ${f.property.address.zip}</div><div class="small">PIN ${f.pin} · ${esc(f.hood ?? '')}</div><br>
<div>FOR</div><div><b>${esc(f.lender.name)}</b><br>${esc(street(f.lender.address))}, Chicago, IL ${f.lender.address.zip}</div><br>
<div>BORROWER</div><div><b>${f.entity ? d.s('entity_name', esc(f.entity.name)) : d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}</b></div><br>
<div>OPINION OF VALUE (AS IS)</div><div style="border:2px solid #000;display:inline-block;padding:6px 20px;font-size:16pt"><b>${d.s('property_value', money(f.property.value))}</b></div><br><br>
<div>AS OF</div><div>${date(f.documentDate, 'long')}</div><br>
<div>BY</div><div>${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}<br>${esc(f.appraiser.name)}<br>${phone(f.appraiser.contact.phone)}</div></div>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: d.truth() };
  },
};

const signedTermPage: Family = {
  id: 'ac-photo-signed-term-sheet-page',
  description: 'Phone photo of the signature page of a term sheet, with the key terms recapped above the borrower\'s signature.',
  formats: ['image'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const pw = purposeWords(f, rng);
    const rows: [string, string][] = [
      ['Loan Amount', d.s('loan_amount', money(L.amount))],
      ['Interest Rate', d.s('interest_rate', pct(L.rate))],
      ['Term', d.s('loan_term', termLegal(L.termMonths))],
      ['Loan Type', d.s('loan_type', esc(loanWords(f, rng)))],
      ...(pw ? [['Loan Purpose', d.s('loan_purpose', pw)] as [string, string]] : []),
      ...feeRows(f, { orig: 'Origination Fee', disc: 'Discount Points', brok: 'Broker Fee', doc: 'Document Fee', admin: 'Administrative Fee', proc: 'Processing Fee' }).map(([k, v, fl]) => [k, d.s(fl, v)] as [string, string]),
      ['Collateral', d.s('property_address', esc(addr(f.property.address)))],
    ];
    const sign = f.entity
      ? `<p>BORROWER: ${d.s('entity_name', esc(f.entity.name))}, ${esc(entityKind(f))}</p><p>By: <span class="scrawl">${esc(fullName(f))}</span><br>Name: ${d.s(['borrower_first_name', 'borrower_last_name', 'authorized_signatory_name'], esc(fullName(f)))}<br>Title: ${d.s('authorized_signatory_title', esc(f.entity.signatoryTitle))}</p>`
      : `<p>BORROWER:</p><p><span class="scrawl">${esc(fullName(f))}</span><br>${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)))}</p>`;
    const html = documentHtml({
      title: 'Signature page', font: 'serif', fontSize: '10.5pt',
      pages: [`<p class="small">Term Sheet — ${esc(f.lender.name)} — Page ${rng.int(3, 4)} of ${rng.int(4, 5)}</p><p><b>Recap of principal terms</b></p>${kvTable(rows)}
<p style="margin-top:12px">By signing below, Borrower accepts the terms above and authorizes Lender to order the appraisal and title. The deposit of ${money(rng.pick([1500, 2000, 2500]))} is non-refundable once the appraisal is ordered.</p>
${sign}<p>Date: <span style="${HAND}">${date(f.documentDate, 'short')}</span></p>
<p style="margin-top:10px">LENDER: ${esc(f.lender.name)}<br>By: <span class="scrawl">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

export const scanFamilies: Family[] = [faxTermSheet, signedLoi, articles, einLetter, handApplication, contractRider, goodStanding];
export const photoFamilies: Family[] = [intakePad, dealCard, smsShot, appraisalCover, signedTermPage];
