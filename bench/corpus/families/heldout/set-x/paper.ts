// set-x: paper that reaches the lender as scans (faxes, signed and notarised pages) and phone photos (site-visit
// notes, text-message screenshots, business cards).
import { checkboxes, documentHtml, esc, kvTable } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  addr, asPurchase, dAbbr, dLong, dSlash, dUs, localize, money, name, orgKind, other, phone, pts, rate, street, termText, truth, who, years,
} from './common';

const CSS = `.k { font-weight:bold; font-size:9pt } .v { font-size:10pt } h2 { font-size:11pt; margin:10px 0 4px }
.hw { font-family:'DejaVu Serif',serif; font-style:italic; color:#1d2c6b; font-size:12.5pt }
.fill { display:inline-block; border-bottom:1px solid #000; min-width:2.2in; padding:0 4px }
.bubble { max-width:78%; padding:8px 11px; border-radius:16px; margin:6px 0; font-size:11pt; line-height:1.35 }
.me { background:#1f8bff; color:#fff; margin-left:auto } .them { background:#e6e6ea; color:#111 }`;

const hw = (t: string) => `<span class="hw">${esc(t)}</span>`;

export const paperFamilies: Family[] = [
  {
    id: 'x-scan-deacon-resolution-form',
    description: 'Fill-in-the-blank borrowing resolution (lender form) completed by hand, signed by deacons, notarised',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng, 'church');
      const { f } = d;
      const e = f.entity!;
      const [a, b2, c] = d.officers;
      const html = `<div class="center b" style="font-size:12.5pt">BORROWING RESOLUTION — RELIGIOUS CORPORATION</div><div class="center small">${esc(d.lender)} Form R-2</div>
<p style="margin-top:14px">Name of church: <span class="fill">${hw(e.name)}</span></p>
<p>Governing body: ${checkboxes(['Board of Trustees', 'Deacon Board', 'Church Council'], e.signatoryTitle.includes('Deacon') ? 'Deacon Board' : e.signatoryTitle.includes('Trustees') || rng.chance(0.6) ? 'Board of Trustees' : 'Church Council')}</p>
<p>RESOLVED, that the church borrow from ${esc(d.lender)} the sum of <span class="fill">${hw(money(f.loan.amount))}</span> to be secured by a first lien on the property at <span class="fill" style="min-width:4in">${hw(addr(d, rng))}</span>.</p>
<p>RESOLVED, that <span class="fill">${hw(name(f.borrower))}</span>, whose title is <span class="fill">${hw(e.signatoryTitle)}</span>, is authorized to sign the note and security deed.</p>
<p>Meeting date: <span class="fill">${hw(dSlash(f.documentDate))}</span> &nbsp; Members voting yes: ${hw(String(rng.int(5, 12)))} &nbsp; No: ${hw('0')}</p>
<table style="width:100%;margin-top:18px"><tr>${[a!, b2!, c!].map((o) => `<td style="width:33%"><span class="scrawl" style="font-size:12pt">${esc(o.p.first)} ${esc(o.p.last)}</span><br><span class="sig" style="min-width:1.9in">${esc(name(o.p))}, ${esc(o.title)}</span></td>`).join('')}</tr></table>
<div style="border:2px double #555;border-radius:50%;width:1.6in;height:1.6in;margin:20px 0 0 auto;text-align:center;font-size:7pt;padding-top:0.5in">NOTARY PUBLIC<br>${esc(f.property.address.stateName.toUpperCase())}<br>My Comm. Exp. ${dUs(`${Number(f.documentDate.slice(0, 4)) + 2}-0${rng.int(1, 9)}-15`)}</div>
<p class="small">Sworn and subscribed before me this date. Notary: ${esc(name(other(rng, d)))}</p>`;
      return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Resolution', pages: [html], css: CSS, font: 'serif' }),
        truth: truth(d, ['entity_name', 'loan_amount', 'property_address', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title']) };
    },
  },
  {
    id: 'x-scan-faxed-loan-request',
    description: 'One-page quick loan request faxed from a church office: fax banner, typed labels, handwritten answers',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'nonprofit', 'business'] as const));
      const { f } = d;
      const e = f.entity;
      const fax = `${f.borrower.phone.slice(0, 3)}5550${rng.int(100, 199)}`;
      const html = `<div style="font-family:'DejaVu Sans Mono',monospace;font-size:8pt;border-bottom:1px solid #000">${dUs(f.documentDate)} 10:${rng.int(10, 59)} FROM: ${fax.slice(0, 3)}-${fax.slice(3, 6)}-${fax.slice(6)} ${esc(who(d).toUpperCase().slice(0, 28))} TO: 14045550100 P.1/1</div>
<div class="b center" style="font-size:13pt;margin-top:12px">QUICK LOAN REQUEST</div>
${kvTable([
  ['Borrower (legal name)', hw(who(d))], ['Contact person', hw(name(f.borrower))], ['Title', hw(e?.signatoryTitle ?? 'Owner')],
  ['Phone', hw(phone(f.borrower.phone, rng))], ['Property address', hw(addr(d, rng))], ['What is it used for?', hw(d.use)],
  ['Amount needed', hw(money(f.loan.amount))], ['Purchase or refinance?', hw(f.loan.purpose === 'Purchase' ? 'Purchase' : f.loan.purpose === 'Construction' ? 'Construction' : f.loan.purpose === 'Cash Out Refinance' ? 'Refi + cash out' : 'Refinance')],
  ['What is it worth?', hw(money(f.property.value))], ['When do you need to close?', hw(dSlash(f.loan.closingDate))],
], { labelWidth: '32%' })}
<p class="small" style="margin-top:10px">Fax back to ${esc(d.lender)} at (404) 555-0100 or e-mail ${esc(d.officer.email)}. Referred by: ${hw(f.broker.name)}</p>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'loan_purpose', 'property_value', 'estimated_closing_date'];
      if (e) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Fax', pages: [html], css: CSS, font: 'sans', fontSize: '10pt' }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-scan-signed-term-acceptance',
    description: 'Signed and returned term summary: boxed terms on page one, acceptance with wet signature on page two',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const e = f.entity;
      const p1 = `<div class="b" style="font-size:13pt">${esc(d.lender)} — Term Summary</div><div class="small">Ref. ${f.loan.loanNumber} · ${dLong(f.documentDate)}</div>
<div style="border:1.5px solid #000;padding:10px;margin-top:10px">${kvTable([
  ['Borrower', esc(who(d))], ['Property', esc(addr(d, rng))], ['Loan amount', money(f.loan.amount)], ['Interest rate', `${rate(f.loan.rate)}%`],
  ['Term', termText(f.loan.termMonths, rng)], ['Origination', f.loan.originationPoints !== undefined ? `${pts(f.loan.originationPoints)}%` : 'None'],
  ['Prepayment', f.loan.prepayment.penalty ? esc(f.loan.prepayment.terms!) : 'None'], ['Closing on or before', dLong(f.loan.closingDate)],
], { className: 'plain', labelWidth: '30%' })}</div>
<p class="small" style="margin-top:12px">Rate is fixed for the term. Terms valid for 15 days. Subject to appraisal, title and final underwriting.</p>`;
      const p2 = `<div class="b">ACCEPTANCE</div><p>The undersigned accepts the foregoing terms on behalf of ${esc(who(d))} and encloses the good-faith deposit of ${money(rng.pick([2500, 5000, 7500]))}.</p>
<p style="margin-top:30px"><span class="scrawl">${esc(name(f.borrower))}</span><br><span class="sig">${esc(name(f.borrower))}${e ? `, ${esc(e.signatoryTitle)}` : ''}</span></p><p>Date: ${hw(dSlash(f.documentDate))}</p>
<p style="margin-top:20px">Witness: <span class="scrawl" style="font-size:11pt">${esc(name(d.officers[0]!.p))}</span></p>`;
      const fields: TruthField[] = ['loan_number', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'origination_points', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', 'borrower_first_name', 'borrower_last_name'];
      if (e) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Terms', pages: [p1, p2], css: CSS + '.plain td { padding:4px 6px; border-bottom:1px dotted #999 }', font: 'serif', page: { pageNumbers: true } }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-scan-good-standing-annual-registration',
    description: 'Secretary of State certificate of existence plus the annual registration page listing officers',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'nonprofit', 'business'] as const));
      const { f } = d;
      if (!f.entity) f.entity = d.org ?? { name: 'Southside Services, LLC', type: 'LLC', stateOfFormation: 'Georgia', signatoryTitle: 'Member', ein: '582233109' };
      const e = f.entity;
      const [a, b2, c] = d.officers;
      const p1 = `<div class="center"><div class="b" style="font-size:14pt">CERTIFICATE OF EXISTENCE</div><div>Office of the Secretary of State · ${esc(e.stateOfFormation)}</div></div>
<p style="margin-top:20px">I, the Secretary of State, do hereby certify that <b>${esc(e.name)}</b>, ${orgKind(d)}, was formed on ${dLong(`${Math.max(d.yearFounded, 1975)}-0${rng.int(1, 9)}-0${rng.int(1, 9)}`)}, has filed its most recent annual registration, and is in active status and good standing as of ${dLong(f.documentDate)}.</p>
<p>Control number: ${rng.int(10000000, 99999999)}. Authentication: ${rng.int(10000, 99999)}-${rng.int(1000, 9999)}.</p>
<p style="margin-top:40px" class="center">[ STATE SEAL ]</p>`;
      const p2 = `<div class="b">ANNUAL REGISTRATION — ${f.documentDate.slice(0, 4)}</div>
${kvTable([['Entity name', esc(e.name)], ['Principal office mailing address', esc(d.mailing)], ['Registered agent', esc(name(c!.p))],
  ['CEO / President', esc(name(a!.p))], ['CFO / Treasurer', esc(name(b2!.p))], ['Secretary', esc(name(c!.p))]])}
<p class="small">Filed electronically ${dUs(`${f.documentDate.slice(0, 4)}-01-2${rng.int(0, 8)}`)}.</p>`;
      return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Good standing', pages: [p1, p2], css: CSS, font: 'serif' }), truth: truth(d, ['entity_name']) };
    },
  },
  {
    id: 'x-scan-countersigned-loi',
    description: 'Business LOI mailed to the owner and returned countersigned; guarantor and seller carry-back named',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng, 'business');
      const { f } = d;
      const e = f.entity;
      const html = `<div class="b" style="font-size:13pt">${esc(d.lender)}</div><div class="small">Owner-Occupied Commercial Real Estate</div>
<p style="margin-top:14px">${dLong(f.documentDate)}</p><p>${esc(name(f.borrower))}<br>${esc(who(d))}</p>
<p>Re: Letter of intent — ${esc(street(d, true))}</p>
<p>Dear ${esc(f.borrower.first)}: we propose the following financing for the ${esc(d.use)} at ${esc(addr(d, rng))}:</p>
<ul><li>Loan: ${money(f.loan.amount)} first mortgage to ${esc(who(d))}</li><li>Rate ${rate(f.loan.rate)}%, ${years(f.loan.termMonths)} term</li>
<li>Personal guaranty: ${esc(name(f.borrower))}</li><li>Appraised value required: ${money(f.property.value)}</li>
${f.loan.originationPoints !== undefined ? `<li>Origination ${pts(f.loan.originationPoints)} points</li>` : ''}<li>Target closing: ${dAbbr(f.loan.closingDate)}</li></ul>
<p>This is not a commitment. A seller note from ${esc(name(f.seller))} is permitted if subordinate.</p>
<p>${esc(name(d.officer))}, ${esc(d.lender)}</p>
<div style="margin-top:20px;border-top:1px solid #000;padding-top:8px">AGREED: <span class="scrawl">${esc(name(f.borrower))}</span> &nbsp; ${e ? esc(e.signatoryTitle) : 'Individually'} &nbsp; ${hw(dSlash(f.documentDate))}</div>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'property_value', 'origination_points', 'estimated_closing_date'];
      if (e) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'LOI', pages: [html], css: CSS, font: 'serif', fontSize: '10.5pt' }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-scan-commercial-sales-contract',
    description: 'Scanned commercial sales contract (GA/SC association style) for a motel, funeral home or shop with seller/buyer blocks',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = asPurchase(localize(facts, rng, 'business'), rng);
      const { f } = d;
      const price = f.property.purchasePrice ?? f.property.value;
      const p1 = `<div class="center b" style="font-size:12pt">COMMERCIAL PURCHASE AND SALE AGREEMENT</div><div class="center small">Form C-${rng.int(10, 60)} · ${esc(f.property.address.stateName)}</div>
<p style="margin-top:10px"><b>A. Parties.</b> Buyer: <b>${esc(who(d))}</b>. Seller: ${esc(name(f.seller))}.</p>
<p><b>B. Property.</b> ${esc(addr(d, rng))}, improved with a ${esc(d.use)}, together with furniture, fixtures and equipment on Schedule 1 (allocated ${money(rng.int(20, 90) * 1000)}).</p>
<p><b>C. Price.</b> ${money(price)}. Earnest money ${money(Math.round(price * 0.03 / 500) * 500)} held by ${esc(f.title.name)}.</p>
<p><b>D. Financing.</b> Buyer's obligation is contingent on a new first mortgage loan of not less than ${money(f.loan.amount)} at a rate not to exceed ${rate(f.loan.rate + 1)}%.</p>
<p><b>E. Closing date.</b> ${dUs(f.loan.closingDate)}, or sooner by agreement.</p>
<p><b>F. Listing broker.</b> ${esc(f.broker.name)}; commission 6% paid by Seller.</p>
<table style="width:100%;margin-top:20px"><tr><td>BUYER: <span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span><br>${esc(name(f.borrower))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}</td><td>SELLER: <span class="scrawl">${esc(name(f.seller))}</span></td></tr></table>`;
      const fields: TruthField[] = ['property_address', 'loan_amount', 'estimated_closing_date', 'borrower_first_name', 'borrower_last_name'];
      if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'Contract', pages: [p1], css: CSS, font: 'serif', fontSize: '10pt' }), truth: truth(d, fields) };
    },
  },
  // ---- photos
  {
    id: 'x-photo-site-visit-notes',
    description: 'Phone photo of the loan officer’s handwritten site-visit intake on a legal pad',
    formats: ['image'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const lines = [
        `Site visit ${dSlash(f.documentDate)}`,
        `${who(d)}`,
        `${street(d, rng.chance(0.5))}, ${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`,
        `Met w/ ${name(f.borrower)} (${f.entity?.signatoryTitle ?? 'owner'}) + ${name(d.officers[0]!.p)}`,
        `cell ${phone(f.borrower.phone, rng)}`,
        `${d.use} — roof ok, parking needs reseal`,
        `wants ${money(f.loan.amount)} — ${f.loan.purpose === 'Purchase' ? 'purchase' : f.loan.purpose === 'Construction' ? 'construction' : f.loan.purpose === 'Cash Out Refinance' ? 'cash-out refi' : 'refi'}`,
        `they think value ~${money(f.property.value)}`,
        `${d.kind === 'business' ? `FICO ${f.borrower.creditScore}` : `attendance ~${Math.round((d.members ?? 100) * 0.6)}`}`,
        `close by ${dSlash(f.loan.closingDate)}?`,
      ];
      const html = `<div style="background:#fdf8c4;padding:20px 26px;min-height:9.5in;background-image:repeating-linear-gradient(#fdf8c4 0 30px,#9ec3e6 30px 31px)">
${lines.map((l) => `<div class="hw" style="font-size:15pt;line-height:31px">${esc(l)}</div>`).join('')}</div>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'loan_purpose', 'property_value', 'estimated_closing_date'];
      if (d.kind === 'business') fields.push('credit_score');
      if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Notes', pages: [html], css: CSS, page: { margin: '0.4in' } }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-photo-sms-pastor',
    description: 'Screenshot of an iPhone text conversation between the loan officer and a pastor about the loan',
    formats: ['image'],
    make(facts, rng) {
      const d = localize(facts, rng, 'church');
      const { f } = d;
      const msgs: [boolean, string][] = [
        [false, `Good morning ${d.officer.first}, this is ${f.entity!.signatoryTitle.includes('Pastor') ? 'Pastor' : f.entity!.signatoryTitle.split(/[ ,]/)[0]} ${f.borrower.last} from ${f.entity!.name}`],
        [true, `Morning! Good to hear from you. What can I do?`],
        [false, `The trustees approved going for ${money(f.loan.amount)} on the building at ${street(d, rng.chance(0.5))}`],
        [false, `Our old lender ${d.priorLender} wants ${rate(f.loan.rate + 1.25)}%. Can you beat it?`],
        [true, `I can do ${rate(f.loan.rate)}% fixed for ${years(f.loan.termMonths)} if the appraisal holds`],
        [false, `Amen. Closing ${dAbbr(f.loan.closingDate)} still good?`],
        [true, `Yes sir 👍`],
      ];
      const html = `<div style="width:4.4in;margin:0 auto;border:1px solid #ccc;border-radius:24px;padding:14px;font-family:'DejaVu Sans',sans-serif">
<div class="center small">9:${rng.int(10, 59)} AM · ◀ Messages</div><div class="center b" style="font-size:12pt;margin:6px 0">${esc(name(f.borrower))}</div><div class="center small">${phone(f.borrower.phone, rng)}</div>
<div style="display:flex;flex-direction:column">${msgs.map(([me, t]) => `<div class="bubble ${me ? 'me' : 'them'}">${esc(t)}</div>`).join('')}</div></div>`;
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'SMS', pages: [html], css: CSS, page: { margin: '0.5in' } }),
        truth: truth(d, ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'entity_name', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date']) };
    },
  },
  {
    id: 'x-photo-sms-business-owner',
    description: 'Android text thread with a restaurant / shop owner sending deal numbers in short messages',
    formats: ['image'],
    make(facts, rng) {
      const d = asPurchase(localize(facts, rng, 'business'), rng);
      const { f } = d;
      const msgs: [boolean, string][] = [
        [false, `hey its ${f.borrower.first} w ${who(d)}`],
        [false, `address is ${addr(d, false)}`],
        [false, `landlord ${f.seller.first} wants ${money(f.property.purchasePrice ?? f.property.value)}`],
        [true, `Got it. How much do you want to borrow?`],
        [false, `${money(f.loan.amount)}. score is ${f.borrower.creditScore}`],
        [true, `Ok. Email me 2 yrs tax returns when you can`],
      ];
      const html = `<div style="width:4.6in;margin:0 auto;background:#111;color:#eee;border-radius:20px;padding:14px;font-family:'DejaVu Sans',sans-serif">
<div class="small" style="color:#aaa">${dUs(f.documentDate)}</div><div class="b" style="font-size:12pt;margin:6px 0">${esc(f.borrower.first)} ${esc(f.borrower.last)} · ${phone(f.borrower.phone, rng)}</div>
<div style="display:flex;flex-direction:column">${msgs.map(([me, t]) => `<div class="bubble ${me ? 'me' : 'them'}" style="${me ? '' : 'background:#333;color:#eee'}">${esc(t)}</div>`).join('')}</div></div>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'credit_score'];
      if (f.entity) fields.push('entity_name');
      return { kind: 'html', documentType: 'Broker Submission Email', html: documentHtml({ title: 'SMS', pages: [html], css: CSS, page: { margin: '0.5in' } }), truth: truth(d, fields) };
    },
  },
  {
    id: 'x-photo-business-card-note',
    description: 'Photo of a pastor’s business card clipped to a handwritten sticky note with the request',
    formats: ['image'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'school'] as const));
      const { f } = d;
      const e = f.entity!;
      const html = `<div style="background:#7b5a3c;padding:40px;min-height:8in">
<div style="background:#fff;width:3.5in;height:2in;padding:14px;box-shadow:3px 3px 8px #333;transform:rotate(-2deg)">
<div class="b" style="font-size:11pt;color:#5a2a27">${esc(e.name)}</div><div style="margin-top:10px;font-size:12pt" class="b">${esc(name(f.borrower))}</div><div class="small">${esc(e.signatoryTitle)}</div>
<div class="small" style="margin-top:8px">${esc(d.mailing)}<br>Office ${phone(f.borrower.phone, rng)} · ${esc(f.borrower.email)}</div></div>
<div style="background:#fff27a;width:3.3in;padding:14px;margin:24px 0 0 1.6in;transform:rotate(3deg);box-shadow:2px 2px 6px #333">
<div class="hw">${esc(street(d, true))}<br>${esc(f.property.address.city)}, ${f.property.address.state} ${f.property.address.zip}<br>needs ${esc(money(f.loan.amount))}<br>${f.loan.purpose === 'Purchase' ? 'buying' : f.loan.purpose === 'Construction' ? 'construction' : f.loan.purpose === 'Cash Out Refinance' ? 'refi + cash out' : 'refi'} — ${termText(f.loan.termMonths, rng)}<br>call after Wed bible study</div></div></div>`;
      return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Card', pages: [html], css: CSS, page: { margin: '0.3in' } }),
        truth: truth(d, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'loan_purpose', 'loan_term']) };
    },
  },
  {
    id: 'x-photo-paper-prequal-form',
    description: 'Phone photo of a one-page paper pre-qualification sheet filled in by hand at a ministers’ breakfast',
    formats: ['image'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const html = `<div style="border:1px solid #999;padding:18px"><div class="b center" style="font-size:13pt">${esc(d.lender)}</div><div class="center">Ministry &amp; Small Business Pre-Qualification</div>
<p style="margin-top:14px">Organization / business: <span class="fill" style="min-width:4.5in">${hw(who(d))}</span></p>
<p>Your name: <span class="fill">${hw(name(f.borrower))}</span> Position: <span class="fill" style="min-width:1.5in">${hw(f.entity?.signatoryTitle ?? 'Owner')}</span></p>
<p>Best phone: <span class="fill">${hw(phone(f.borrower.phone, rng))}</span></p>
<p>E-mail: <span class="fill" style="min-width:3.5in">${hw(f.borrower.email)}</span></p>
<p>Property address: <span class="fill" style="min-width:5in">${hw(addr(d, rng))}</span></p>
<p>I need: ${checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], f.loan.purpose)}</p>
<p>Amount: <span class="fill">${hw(money(f.loan.amount))}</span> &nbsp; Estimated value: <span class="fill">${hw(money(f.property.value))}</span></p>
<p class="small" style="margin-top:16px">Event: ${esc(rng.pick(['Metro Atlanta Ministers Breakfast', 'Carolina Pastors Fellowship Lunch', 'Small Business Expo — Birmingham']))} · ${dLong(f.documentDate)}</p></div>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'loan_purpose', 'loan_amount', 'property_value'];
      if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Prequal', pages: [html], css: CSS, font: 'sans', page: { margin: '0.5in' } }), truth: truth(d, fields) };
    },
  },
];
