// Scanned paper (image-only PDFs) and phone photos (single page): hand-filled intakes, countersigned LOIs, trust
// certificates, counter-offers, faxed term sheets, lot appraisals, articles + EIN letters, text threads, legal pads.
import type { Family } from '../../../types';
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';
import {
  F, Tracker, nw, apn, borrowerName, entityKind, exitText, fees, fileNo, num, otherHouses, pointsList, prepayText,
  principal, program, ptype, signer, signerTitle, stranger, 
} from './lib';

const HAND = "font-family:'DejaVu Serif',serif;font-style:italic;color:#1a2a80;font-size:11.5pt";

export const scans: Family[] = [
  {
    id: 'ah-scan-handwritten-intake',
    description: 'Paper intake sheet from a broker open house / walk-in, filled by hand, scanned',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const b = facts.borrower;
      const h = (v: string) => `<span class="h">${v}</span>`;
      const line = (label: string, v: string) => `<tr><td class="lb">${label}</td><td class="fl">${v}</td></tr>`;
      const html = documentHtml({
        title: 'Intake',
        font: 'sans',
        fontSize: '10pt',
        css: `.h{${HAND}}.lb{width:34%;padding:7px 6px 2px 0;font-size:9pt}.fl{border-bottom:1px solid #333;padding:7px 4px 2px}table{width:100%}`,
        pages: [`${letterhead({ name: facts.lender.name, lines: ['INVESTOR LOAN QUICK INTAKE &mdash; please print'], color: '#222' })}
<table>
${line('Your name', h(esc(principal(rng, t, ['noMiddle', 'full']))))}
${line('Company / LLC (if any)', facts.entity ? h(esc(t.s('entity_name', facts.entity.name))) : h('&mdash;'))}
${facts.entity ? line('Your title', h(esc(signerTitle(t)))) : ''}
${line('Cell', h(esc(t.s('borrower_phone', F.pickPhone(rng, b.phone, ['dash', 'paren', 'dot'])))))}
${line('Email', h(esc(t.s('borrower_email', b.email))))}
${line('Property address', h(esc(t.s('property_address', F.pickAddress(rng, p.address, ['short', 'long'])))))}
${line('What is it? (SFR, duplex, lot...)', h(esc(t.s('property_type', ptype(rng, p.type, p.units)))))}
${line('Loan type', h(esc(t.s('loan_type', program(rng, l.type)))))}
${line('How much do you need?', h(t.s('loan_amount', F.money(l.amount, rng.pick(['dollars', 'k'] as const)))))}
${line('What is it worth today?', h(t.s('property_value', F.money(p.value, rng.pick(['dollars', 'k'] as const)))))}
${p.purchasePrice ? line('Purchase price', h(F.money(p.purchasePrice, 'dollars'))) : ''}
${line('How long?', h(t.s('loan_term', F.term(l.termMonths, rng.pick(['months', 'mo'] as const)))))}
${line('Credit score (approx)', h(t.s('credit_score', String(b.creditScore))))}
${l.exit ? line('Plan to pay us back', h(esc(t.s('exit_strategy', exitText(rng, l.exit))))) : ''}
${line('When do you need to close?', h(t.s('estimated_closing_date', F.date(l.closingDate, rng.pick(['usShort', 'us'] as const)))))}
${line('How did you hear about us?', h(esc(rng.pick([`${facts.broker.contact.first} @ ${facts.broker.name}`, 'BiggerPockets', 'REIA meetup', 'Google']))))}
</table>
<p class="small" style="margin-top:14px">Office use: rec'd ${F.date(facts.documentDate, 'usShort')} by ${esc(facts.lender.contact.first)} &nbsp; ☐ entered in CRM ☐ LOI sent</p>`],
      });
      return { kind: 'html', documentType: 'Loan Application', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-scan-countersigned-loi',
    description: 'Short grid LOI countersigned by the borrower, scanned back from the broker',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const html = documentHtml({
        title: 'LOI',
        font: 'serif',
        fontSize: '10pt',
        css: '.grid td.k{width:32%;font-weight:bold}',
        page: { footerLeft: `LOI &middot; ${esc(facts.lender.name)}` },
        pages: [`${letterhead({ name: facts.lender.name, lines: [esc(F.address(facts.lender.address, 'short'))], color: accent(rng) })}
<h2 style="font-size:13pt;text-align:center">LETTER OF INTENT</h2>
<p>${F.date(facts.documentDate, 'long')} &mdash; Borrower: ${esc(borrowerName(rng, t, ['full', 'upper']))}</p>
${kvTable([
    ['Collateral', esc(t.s('property_address', F.pickAddress(rng, p.address)))],
    ['Loan type', esc(t.s('loan_type', program(rng, l.type)))],
    ['Loan amount', t.s('loan_amount', F.pickMoney(rng, l.amount))],
    ['Interest rate', t.s('interest_rate', F.pickRate(rng, l.rate))],
    ['Term', t.s('loan_term', F.pickTerm(rng, l.termMonths))],
    ...pointsList(rng, facts).map((x) => [x.label, t.s(x.field, F.points(rng, x.value))] as [string, string]),
    ...fees(rng, facts).map((x) => [x.label, t.s(x.field, F.pickMoney(rng, x.amount))] as [string, string]),
    ['Prepayment', esc(t.s('prepayment_penalty', prepayText(rng, facts)))],
    ['Anticipated closing', t.s('estimated_closing_date', F.pickDate(rng, l.closingDate))],
  ])}
<p class="small" style="margin-top:8px">Non-binding. Subject to appraisal, title, entity review and final credit approval. Deposit of $${rng.pick([1500, 2500, 3500])} for third-party reports due on acceptance.</p>
<p style="margin-top:14px">Lender: <span class="scrawl">${esc(facts.lender.contact.last)}</span> ${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)}</p>
<p>Accepted by Borrower: <span class="scrawl">${esc(facts.borrower.first)} ${esc(facts.borrower.last)}</span><br><span class="sig">${esc(signer(rng, t))}</span> &nbsp; Date: <span class="scrawl" style="font-size:11pt">${F.date(facts.documentDate, 'usShort')}</span></p>`],
      });
      if (l.prepayment.penalty) t.s('prepayment_terms', '');
      return { kind: 'html', documentType: 'Letter of Intent', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-scan-entity-certificate',
    description: 'Notarized certification of trust, or certificate of authority for an LLC/corp/LP, or individual identity affidavit, scanned',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const e = facts.entity;
      const b = facts.borrower;
      let heading: string;
      let body: string;
      if (e?.type === 'Trust') {
        heading = 'CERTIFICATION OF TRUST';
        body = `<ol><li>The name of the trust is ${esc(F.trustWithDate(rng, e))}; the trust exists and has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</li>
<li>The currently acting trustee is ${esc(principal(rng, t, ['full']))}, ${esc(signerTitle(t))}.</li>
<li>The trustee has the power to borrow money and to encumber trust property, including ${esc(t.s('property_address', F.pickAddress(rng, facts.property.address)))}.</li>
<li>${e.ein ? `The taxpayer identification number of the trust is ${t.s('ein', nw(F.ein(e.ein)))}.` : 'The trust uses the social security number of the settlor; it is not furnished here.'}</li>
<li>Title to trust assets shall be taken as: ${esc(principal(rng, t, ['upper']))}, Trustee of ${esc(e.name)}.</li></ol>`;
        t.s('entity_name', '');
      } else if (e) {
        heading = 'CERTIFICATE OF AUTHORITY';
        body = `<p>I, ${esc(principal(rng, t, ['full']))}, certify that I am the duly appointed ${esc(signerTitle(t))} of ${esc(t.s('entity_name', e.name))}, a ${esc(entityKind(rng, facts))} organized under the laws of ${esc(e.stateOfFormation)}${e.ein ? ` (EIN ${t.s('ein', nw(F.ein(e.ein)))})` : ''}, and that I am authorized to borrow from ${esc(facts.lender.name)} and encumber ${esc(t.s('property_address', F.pickAddress(rng, facts.property.address)))}.</p>
<p>The entity is in good standing and has filed all annual reports. ${e.stateOfFormation === 'Wyoming' || e.stateOfFormation === 'Delaware' ? 'The entity is registered as a foreign entity where the property is located.' : ''}</p>`;
      } else {
        heading = 'BORROWER IDENTITY AFFIDAVIT';
        body = `<p>I, ${esc(principal(rng, t, ['full']))}, born ${t.s('borrower_date_of_birth', F.pickDate(rng, b.dob, ['long', 'us']))}, being first duly sworn, state that I am the same person who applied to ${esc(facts.lender.name)} for a loan secured by ${esc(t.s('property_address', F.pickAddress(rng, facts.property.address)))}, and that I am not known by any other name except as listed: ${esc(b.middle ? `${b.first} ${b.middle} ${b.last}` : 'none')}.</p>
<p>Contact: ${esc(t.s('borrower_phone', F.pickPhone(rng, b.phone)))}.</p>`;
      }
      const html = documentHtml({
        title: heading,
        font: 'serif',
        fontSize: '11pt',
        pages: [`<h2 style="text-align:center;font-size:14pt;margin-bottom:14px">${heading}</h2>${body}
<p style="margin-top:20px">Executed ${F.date(facts.documentDate, 'ordinal')}.</p>
<p><span class="scrawl">${esc(b.first)} ${esc(b.last)}</span><br><span class="sig">Signature</span></p>
<div style="border:1px solid #555;padding:8px;margin-top:20px;font-size:9pt">${rng.pick(['STATE OF ARIZONA )<br>COUNTY OF MARICOPA', 'STATE OF NEVADA )<br>COUNTY OF CLARK', 'STATE OF UTAH )<br>COUNTY OF WASHINGTON', 'STATE OF ARIZONA )<br>COUNTY OF PIMA'])} ) ss.<br>Acknowledged before me on ${F.date(facts.documentDate, 'long')}. <span class="scrawl" style="font-size:11pt">${esc(stranger(rng, facts).last)}</span> Notary Public &mdash; seal</div>`],
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-scan-counter-offer',
    description: 'Seller counter-offer / addendum to a purchase contract, initialed and scanned',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const s = facts.seller;
      const price = p.purchasePrice ?? Math.round(p.value * 1.02 / 1000) * 1000;
      const html = documentHtml({
        title: 'Counter Offer',
        font: 'sans',
        fontSize: '10pt',
        css: `.h{${HAND}}`,
        pages: [`<h2 style="text-align:center;font-size:13pt">COUNTER OFFER NO. ${rng.int(1, 3)}</h2>
<p>This is a counter offer to the Purchase Contract dated ${F.date(facts.documentDate, 'us')} between Seller <b>${esc(F.name(s, 'upper'))}</b> and Buyer <b>${esc(facts.entity ? t.s('entity_name', facts.entity.name).toUpperCase() : principal(rng, t, ['upper']))}</b> for the premises at ${esc(t.s('property_address', F.pickAddress(rng, p.address, ['upper', 'short'])))}.</p>
<p>Seller accepts all terms and conditions of the above contract with the following changes:</p>
<ol><li>Purchase price to be <span class="h">$${F.money(price, 'bare')}</span>.</li>
<li>Close of escrow on or before <span class="h">${t.s('estimated_closing_date', F.date(l.closingDate, rng.pick(['us', 'usShort', 'long'] as const)))}</span>.</li>
<li>Buyer's new loan not to exceed <span class="h">${t.s('loan_amount', F.money(l.amount, 'dollars'))}</span>; buyer to provide lender pre-approval from ${esc(facts.lender.name)} within 3 days.</li>
<li>Seller to leave ${rng.pick(['refrigerator, washer & dryer', 'existing tenant in place (month-to-month)', 'no personal property'])}. Home warranty waived.</li>
<li>Seller credit of $${F.money(rng.int(2, 12) * 500, 'bare')} toward buyer's closing costs.</li></ol>
<p>All other terms remain the same. This counter offer expires ${F.date(facts.documentDate, 'us')} at 5:00 pm MST.</p>
<p style="margin-top:18px">Seller: <span class="scrawl">${esc(s.first)} ${esc(s.last)}</span> &nbsp;&nbsp; Buyer: <span class="scrawl">${esc(facts.borrower.first)} ${esc(facts.borrower.last)}</span></p>
<p class="small">Escrow: ${esc(facts.title.name)} &middot; Listing agent phone ${F.phone(stranger(rng, facts).phone, 'dash')}</p>`],
      });
      if (facts.entity) { principal(rng, t); }
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-scan-fax-term-sheet',
    description: 'Term sheet sent by fax (fax header line, cover note) and scanned on receipt',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const faxLine = `${F.date(facts.documentDate, 'usShort')} ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')} FROM:${esc(facts.lender.name.toUpperCase())} ${F.phone(facts.lender.contact.phone, 'dash')} TO:${F.phone(facts.broker.contact.phone, 'digits')} P.${rng.int(1, 3)}/${rng.int(3, 4)}`;
      const html = documentHtml({
        title: 'Fax',
        font: 'mono',
        fontSize: '9.5pt',
        css: '.fx{font-size:8pt;border-bottom:1px dashed #000;margin-bottom:10px}.grid td{font-size:9.5pt}',
        pages: [`<div class="fx">${faxLine}</div>
<p><b>TERM SHEET</b> &mdash; ${esc(facts.lender.name)}</p>
<p>ATTN: ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)} / ${esc(facts.broker.name)}<br>RE: ${esc(borrowerName(rng, t, ['upper', 'full']))}</p>
${kvTable([
    ['PROPERTY', esc(t.s('property_address', F.pickAddress(rng, p.address, ['upper'])))],
    ['PROPERTY TYPE', esc(t.s('property_type', ptype(rng, p.type, p.units)).toUpperCase())],
    ['PROGRAM', esc(t.s('loan_type', program(rng, l.type)).toUpperCase())],
    ['LOAN AMOUNT', t.s('loan_amount', F.money(l.amount, 'cents'))],
    ['AS-IS VALUE', t.s('property_value', F.money(p.value, 'cents'))],
    ['RATE', t.s('interest_rate', F.rate(l.rate, 'fixed3'))],
    ['TERM', t.s('loan_term', F.term(l.termMonths, 'months').toUpperCase())],
    ...pointsList(rng, facts).map((x) => [x.label.toUpperCase(), t.s(x.field, F.points(rng, x.value, ['pct', 'pts']))] as [string, string]),
    ...fees(rng, facts).map((x) => [x.label.toUpperCase(), t.s(x.field, F.money(x.amount, 'cents'))] as [string, string]),
    ['PREPAY', esc(t.s('prepayment_penalty', prepayText(rng, facts)).toUpperCase())],
    ['EXIT', l.exit ? esc(t.s('exit_strategy', exitText(rng, l.exit)).toUpperCase()) : 'N/A'],
    ['TARGET CLOSE', t.s('estimated_closing_date', F.date(l.closingDate, 'us'))],
    ['LOAN NO.', t.s('loan_number', l.loanNumber)],
  ], { labelWidth: '30%' })}
<p style="margin-top:10px">CALL ME W/ QUESTIONS &mdash; ${esc(facts.lender.contact.first.toUpperCase())} ${F.phone(facts.lender.contact.phone, 'dash')}</p>`],
      });
      if (l.prepayment.penalty) t.s('prepayment_terms', '');
      return { kind: 'html', documentType: 'Term Sheet', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-scan-lot-appraisal',
    description: 'Land / finished-lot appraisal summary (vacant land form), scanned; comps are lot sales',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const p = facts.property;
      const ap = facts.appraiser;
      const lots = otherHouses(rng, facts, 3);
      const rows = lots.map((h, i) => `<tr><td>${i + 1}</td><td>${esc(F.address(h.address, 'short'))}</td><td>${(rng.int(14, 120) / 100).toFixed(2)} ac</td><td>$${F.money(Math.round(h.value * 0.35 / 1000) * 1000, 'bare')}</td></tr>`).join('');
      const html = documentHtml({
        title: 'Land Appraisal',
        font: 'condensed',
        fontSize: '9pt',
        pages: [`<h2 style="text-align:center;font-size:12pt">LAND APPRAISAL REPORT &mdash; SUMMARY</h2>
${kvTable([
    ['Subject', esc(t.s('property_address', F.pickAddress(rng, p.address)))],
    ['Legal', `Lot ${rng.int(1, 180)}, ${rng.pick(['Sundance Ranch', 'Desert Sky Unit 3', 'Mesquite Trails', 'Cedar Pointe Ph 2'])}, per plat bk ${rng.int(400, 999)} pg ${rng.int(1, 60)} &middot; APN ${apn(rng)}`],
    ['Borrower', esc(borrowerName(rng, t, ['upper', 'full']))],
    ['Client', esc(facts.lender.name)],
    ['Property rights', 'Fee simple'],
    ['Current use / zoning', `${esc(t.s('property_type', ptype(rng, p.type, p.units)))} / ${rng.pick(['R1-6', 'RS-5', 'R-1-8', 'PAD'])}`],
    ['Utilities', rng.pick(['Public water & sewer at lot line', 'Well + septic required', 'Power at street; water tap fee unpaid'])],
  ])}
<table class="grid" style="margin-top:8px"><tr><th>Sale</th><th>Location</th><th>Size</th><th>Price</th></tr>${rows}</table>
<p style="margin-top:8px">Opinion of market value "as is" as of ${F.date(facts.documentDate, 'long')}: <b>${t.s('property_value', F.pickMoney(rng, p.value, ['dollars', 'cents']))}</b>.${p.arv ? ` Prospective value upon completion of the proposed residence: ${F.pickMoney(rng, p.arv)}.` : ''}</p>
<p>${esc(ap.contact.first)} ${esc(ap.contact.last)}, ${esc(ap.name)} &middot; ${F.phone(ap.contact.phone, 'dash')}</p>`],
      });
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-scan-articles-ein',
    description: 'Two scanned pages: articles / certificate of formation (or trust cover page) and the IRS EIN assignment letter',
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const e = facts.entity;
      const b = facts.borrower;
      const ra = rng.pick(['Registered Agents Inc.', 'Northwest Registered Agent LLC', 'Wyoming Agents & Corporations, Inc.', 'Statutory Agent Services LLC']);
      if (!e) {
        const html = documentHtml({
          title: 'Trade name',
          font: 'serif',
          fontSize: '11pt',
          pages: [`<h2 style="text-align:center">TRADE NAME REGISTRATION</h2><p>Registrant: ${esc(principal(rng, t, ['full']))}<br>Trade name: ${esc(b.last)} ${rng.pick(['Rentals', 'Homes', 'Property Services'])}<br>Nature of business: residential rental property<br>Filed ${F.date(facts.documentDate, 'long')}</p><p>A trade name is not a separate legal entity. The registrant remains individually liable.</p><p>Contact telephone: ${esc(t.s('borrower_phone', F.pickPhone(rng, b.phone)))}</p>`],
        });
        return { kind: 'html', documentType: 'Entity Document', html, truth: t.truth() };
      }
      const filed = F.date(e.trustDate ?? facts.documentDate, 'long');
      const page1 = `<h2 style="text-align:center;font-size:13pt">${e.type === 'LLC' ? 'ARTICLES OF ORGANIZATION' : e.type === 'Corporation' ? 'ARTICLES OF INCORPORATION' : e.type === 'Partnership' ? 'CERTIFICATE OF LIMITED PARTNERSHIP' : 'TRUST SUMMARY / ABSTRACT'}</h2>
<p class="center small">State of ${esc(e.stateOfFormation)} &mdash; Office of the Secretary of State &mdash; Filed ${filed}</p>
<ol><li>Name: ${esc(t.s('entity_name', e.name))}</li>
<li>Registered agent: ${esc(ra)}</li>
<li>${e.type === 'LLC' ? 'Management: ☒ Manager-managed ☐ Member-managed' : e.type === 'Partnership' ? 'General partner: ' + esc(rng.pick(['the organizer', 'a Wyoming LLC'])) : 'Purpose: any lawful purpose'}</li>
<li>${e.type === 'Trust' ? 'Trustee' : 'Organizer / incorporator'}: ${esc(principal(rng, t, ['full']))}</li></ol>
<p style="margin-top:20px"><span class="scrawl">${esc(b.first)} ${esc(b.last)}</span></p>`;
      const page2 = `<p style="text-align:right">Department of the Treasury<br>Internal Revenue Service<br>Cincinnati OH 45999-0023</p>
<p>Date of this notice: ${F.date(e.trustDate ?? facts.documentDate, 'us')}<br>Employer Identification Number: <b>${e.ein ? t.s('ein', F.ein(e.ein)) : 'APPLIED FOR'}</b><br>Form: SS-4</p>
<p>${esc(e.name.toUpperCase())}<br>${esc(F.name(b, 'upper'))} ${e.type === 'Trust' ? 'TTEE' : 'MBR'}<br>${esc(F.address(otherHouses(rng, facts, 1)[0]?.address ?? facts.lender.address, 'upper'))}</p>
<p><b>WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</b></p>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${e.ein ? F.ein(e.ein) : '(pending)'}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>`;
      const html = documentHtml({ title: 'Formation', font: 'serif', fontSize: '10.5pt', pages: [page1, page2] });
      return { kind: 'html', documentType: 'Entity Document', html, truth: t.truth() };
    },
  },
];

export const photos: Family[] = [
  {
    id: 'ah-photo-text-thread',
    description: 'Phone screenshot of an SMS thread between broker and lender about a new deal, photographed',
    formats: ['image'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const bk = facts.broker.contact;
      const them = (x: string) => `<div class="b l">${x}</div>`;
      const me = (x: string) => `<div class="b r">${x}</div>`;
      const msgs = [
        them(`hey it's ${esc(bk.first)} w ${esc(facts.broker.name)}. got a ${esc(t.s('loan_type', program(rng, l.type)).toLowerCase())} for u`),
        them(`${esc(t.s('property_address', F.pickAddress(rng, p.address, ['short'])))}`),
        them(`${esc(t.s('property_type', ptype(rng, p.type, p.units)))}. needs ${t.s('loan_amount', F.money(l.amount, 'k'))}, worth ~${t.s('property_value', F.money(p.value, 'k'))}`),
        me('who\'s the borrower'),
        them(`${esc(facts.entity ? `${t.s('entity_name', facts.entity.name)} - ${principal(rng, t, ['noMiddle'])}` : principal(rng, t, ['noMiddle']))}. ${rng.chance(0.7) ? `fico ${t.s('credit_score', String(facts.borrower.creditScore))}` : 'good credit'}`),
        me(`${rng.pick(['can do', 'prob', 'yes if title is clean'])} ${t.s('interest_rate', F.rate(l.rate, 'plain'))}${l.originationPoints !== undefined ? ` + ${t.s('origination_points', num(l.originationPoints))} pts` : ''}, ${t.s('loan_term', F.term(l.termMonths, 'mo'))}`),
        them(`k. they want to close ${t.s('estimated_closing_date', F.date(l.closingDate, rng.pick(['usShort', 'abbr'] as const)))}`),
        me('send me the app + PSA tonight'),
      ];
      const html = documentHtml({
        title: 'sms',
        font: 'sans',
        fontSize: '12pt',
        css: '.b{max-width:70%;padding:9px 13px;border-radius:18px;margin:8px 0;line-height:1.3}.l{background:#e5e5ea;color:#000}.r{background:#1a7cf5;color:#fff;margin-left:auto}.top{text-align:center;border-bottom:1px solid #ccc;padding-bottom:8px;margin-bottom:10px}',
        page: { margin: '0.5in 1.6in' },
        pages: [`<div class="top"><b>${esc(bk.first)} ${esc(bk.last)}</b><br><span class="small">${F.phone(bk.phone, 'paren')}</span></div><div class="center small muted">${F.date(facts.documentDate, 'abbr')} ${rng.int(6, 9)}:${String(rng.int(10, 59))} PM</div>${msgs.join('')}`],
      });
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-photo-legal-pad',
    description: 'Photo of a yellow legal pad page with handwritten deal notes from a borrower meeting',
    formats: ['image'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const b = facts.borrower;
      const lines = [
        `${esc(principal(rng, t, ['noMiddle']))}${facts.entity ? ` &mdash; ${esc(t.s('entity_name', facts.entity.name))}` : ''}`,
        `${esc(t.s('borrower_phone', F.phone(b.phone, rng.pick(['dash', 'dot'] as const))))}`,
        `${esc(t.s('property_address', F.pickAddress(rng, p.address, ['short'])))}`,
        `${esc(t.s('property_type', ptype(rng, p.type, p.units)))} &mdash; ${esc(t.s('loan_type', program(rng, l.type)))}`,
        `amt ${t.s('loan_amount', F.money(l.amount, 'k'))} / val ${t.s('property_value', F.money(p.value, 'k'))}${p.arv ? ` / ARV ${F.money(p.arv, 'k')}` : ''}`,
        `${t.s('interest_rate', F.rate(l.rate, 'plain'))} &nbsp; ${t.s('loan_term', F.term(l.termMonths, 'mo'))}`,
        l.exit ? `exit &rarr; ${esc(t.s('exit_strategy', exitText(rng, l.exit)))}` : 'no exit yet?',
        `close by ${t.s('estimated_closing_date', F.date(l.closingDate, 'usShort'))}`,
        rng.pick(['ask for 2 mo bank stmts', 'needs GC bid', 'HOA? check', 'entity docs from WY agent']),
      ];
      const html = documentHtml({
        title: 'notes',
        font: 'serif',
        fontSize: '13pt',
        css: `body{background:#fdf6b5}.page{background:#fbf3a6;background-image:repeating-linear-gradient(#fbf3a6 0 31px,#8fb3d9 31px 32px)}.n{${HAND};font-size:15pt;line-height:32px;margin:0;padding-left:60px;border-left:2px solid #d77}`,
        pages: [`<div style="height:64px"></div>${lines.map((x, i) => `<p class="n" style="transform:rotate(${(rng.next() - 0.5).toFixed(2)}deg);margin-left:${i % 3 === 2 ? 14 : 0}px">${x}</p>`).join('')}`],
      });
      return { kind: 'html', documentType: 'Loan Application', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-photo-quick-quote',
    description: 'Photo of a printed one-page quick quote handed to a borrower at a REIA meetup',
    formats: ['image'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const html = documentHtml({
        title: 'Quick Quote',
        font: 'sans',
        fontSize: '11pt',
        css: '.grid td{font-size:11pt;padding:6px 8px}.grid td.k{width:42%;font-weight:bold}',
        pages: [`${letterhead({ name: facts.lender.name, lines: [`${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)} &middot; ${F.phone(facts.lender.contact.phone, 'dot')}`], color: accent(rng), mark: 'Q' })}
<h2 style="font-size:15pt;margin-bottom:10px">QUICK QUOTE</h2>
<p>Prepared for: <b>${esc(borrowerName(rng, t, ['full', 'noMiddle']))}</b> &nbsp; ${F.date(facts.documentDate, 'abbr')}</p>
${kvTable([
    ['Property', esc(t.s('property_address', F.pickAddress(rng, p.address)))],
    ['Program', esc(t.s('loan_type', program(rng, l.type)))],
    ['Loan amount', t.s('loan_amount', F.pickMoney(rng, l.amount))],
    ['Rate', t.s('interest_rate', F.rate(l.rate, 'fixed2'))],
    ['Term', t.s('loan_term', F.term(l.termMonths, 'months'))],
    ...pointsList(rng, facts).slice(0, 2).map((x) => [x.label, t.s(x.field, F.points(rng, x.value, ['pct', 'points']))] as [string, string]),
    ['Prepay', esc(t.s('prepayment_penalty', prepayText(rng, facts)))],
  ])}
<p class="small" style="margin-top:10px">Quote good for 7 days. Not a commitment. Subject to appraisal, title and underwriting.</p>`],
      });
      if (l.prepayment.penalty) t.s('prepayment_terms', '');
      return { kind: 'html', documentType: 'Term Sheet', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-photo-ein-letter',
    description: 'Phone photo of the IRS EIN confirmation (CP 575) for the borrowing entity, or of a driver-license style ID sheet for an individual',
    formats: ['image'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const e = facts.entity;
      const b = facts.borrower;
      if (!e || !e.ein) {
        const html = documentHtml({
          title: 'ID',
          font: 'sans',
          fontSize: '11pt',
          pages: [`<h2 style="font-size:13pt">BORROWER ID VERIFICATION &mdash; ${esc(facts.lender.name)}</h2>
${kvTable([
    ['Full name on ID', esc(principal(rng, t, ['upper', 'full']))],
    ['DOB', t.s('borrower_date_of_birth', F.date(b.dob, 'us'))],
    ['ID type', `${rng.pick(['AZ', 'NV', 'UT', 'NM'])} driver license, exp. ${F.date(`20${rng.int(27, 33)}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'us')}`],
    ['Entity (if any)', e ? esc(t.s('entity_name', e.name)) : 'None'],
    ['Verified by', `${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)} on ${F.date(facts.documentDate, 'us')}`],
  ])}`],
        });
        return { kind: 'html', documentType: 'Entity Document', html, truth: t.truth() };
      }
      const html = documentHtml({
        title: 'CP 575',
        font: 'sans',
        fontSize: '10pt',
        pages: [`<div style="display:flex;justify-content:space-between"><div>IRS<br>Department of the Treasury<br>Internal Revenue Service<br>OGDEN UT 84201-0023</div><div>Date of this notice: ${F.date(e.trustDate ?? facts.documentDate, 'us')}<br>Employer Identification Number:<br><b>${t.s('ein', F.ein(e.ein))}</b><br>Form: SS-4<br>Number of this notice: CP 575 ${rng.pick(['A', 'B', 'G'])}</div></div>
<p style="margin-top:20px">${esc(t.s('entity_name', e.name).toUpperCase())}<br>${esc(principal(rng, t, ['upper']))} ${e.type === 'Trust' ? 'TTEE' : e.type === 'Corporation' ? 'PRES' : 'MBR'}</p>
<p><b>WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</b></p>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${F.ein(e.ein)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>`],
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-photo-emd-receipt',
    description: 'Photo of an escrow receipt for earnest money, with the escrow summary (buyer, property, COE, new loan)',
    formats: ['image'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const emd = Math.max(1000, Math.round((p.purchasePrice ?? p.value) * 0.01 / 500) * 500);
      const html = documentHtml({
        title: 'Receipt',
        font: 'mono',
        fontSize: '10.5pt',
        page: { margin: '0.8in 1.3in' },
        pages: [`<div style="text-align:center"><b>${esc(facts.title.name.toUpperCase())}</b><br>${esc(F.address(facts.title.address, 'short'))}<br>${F.phone(facts.title.contact.phone, 'paren')}</div>
<p style="text-align:center;margin:14px 0"><b>RECEIPT OF DEPOSIT</b></p>
<p>Receipt no: R-${rng.int(100, 999)}-${rng.int(1000, 9999)}<br>Escrow no: ${fileNo(rng, 'ESC')}<br>Date: ${F.date(facts.documentDate, 'us')}</p>
<p>Received from: ${esc(borrowerName(rng, t, ['upper']))}<br>Amount: $${F.money(emd, 'bareCents')} (earnest money, wire)</p>
<p>Property: ${esc(t.s('property_address', F.pickAddress(rng, p.address, ['upper'])))}</p>
<p>Est. COE: ${t.s('estimated_closing_date', F.date(l.closingDate, 'us'))}<br>New loan: ${t.s('loan_amount', F.money(l.amount, 'cents'))} &mdash; ${esc(facts.lender.name)}</p>
<p>Escrow officer: ${esc(facts.title.contact.first)} ${esc(facts.title.contact.last)}</p>
<p class="small">Funds subject to collection. This receipt does not constitute acceptance of escrow instructions.</p>`],
      });
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: t.truth() };
    },
  },
];
