// set-ad: paper that only ever reaches the desk as a scan — state certificates, signed escrow instructions, faxed forms.
import type { Family } from '../../../types';
import { documentHtml, esc, kvTable, checkboxes } from '../../../style';
import { Doc, ESCROWS, rows, dt, fullName, money, phone, streetOf, cityLine } from './kit';

export const goodStanding: Family = {
  id: 'ad-certificate-of-good-standing-scan',
  description: 'Scanned state certificate of good standing / existence for the borrowing entity (no people, no loan).',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    d.ensureEntity(['LLC', 'Corporation', 'Partnership']);
    const e = d.entity;
    const st = d.prop.address.state === 'HI' ? 'HAWAII' : d.prop.address.state === 'OR' ? 'OREGON' : 'WASHINGTON';
    const formed = `${rng.int(2008, Number(d.f.documentDate.slice(0, 4)) - 1)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const kind = e?.type === 'LLC' ? 'limited liability company' : e?.type === 'Partnership' ? 'limited partnership' : 'corporation';
    const body = `<div style="border:6px double #555;padding:28px;min-height:8in">
<div class="center" style="font-size:11pt;letter-spacing:2px">STATE OF ${st}</div>
<div class="center small">${st === 'HAWAII' ? 'DEPARTMENT OF COMMERCE AND CONSUMER AFFAIRS · BUSINESS REGISTRATION DIVISION' : 'OFFICE OF THE SECRETARY OF STATE'}</div>
<div class="center" style="font:bold 20pt 'DejaVu Serif';margin:30px 0">CERTIFICATE OF GOOD STANDING</div>
<p style="font-size:12pt;line-height:1.8">I, the undersigned, do hereby certify that</p>
<p class="center b" style="font-size:14pt">${esc(d.entName(true) ?? '')}</p>
<p style="font-size:12pt;line-height:1.8">a ${esc(e?.stateOfFormation ?? '')} ${kind}${e?.stateOfFormation === d.prop.address.stateName ? '' : ` registered to transact business in this State as a foreign ${kind}`}, was ${e?.stateOfFormation === d.prop.address.stateName ? 'organized' : 'registered'} on ${dt(formed, 'long')}, and that as of the date of this certificate it is in good standing, having filed all annual reports and paid all fees required by law.</p>
<p style="font-size:12pt;line-height:1.8">IN WITNESS WHEREOF, I have hereunto set my hand and affixed the seal of the State on ${dt(d.f.documentDate, 'long')}.</p>
<div style="margin-top:40px;display:flex;justify-content:space-between"><div style="width:1.3in;height:1.3in;border-radius:50%;border:3px solid #777;display:flex;align-items:center;justify-content:center;font-size:8pt;text-align:center">SEAL OF THE<br>STATE OF ${st}</div>
<div><span class="scrawl">${esc(fullName(d.title.contact))}</span><br><span class="sig">${st === 'HAWAII' ? 'Director of Commerce and Consumer Affairs' : 'Secretary of State'}</span></div></div>
<p class="small" style="margin-top:30px">Certificate No. ${rng.int(100000, 999999)} · Verify at the state's online business search.</p></div>`;
    const html = documentHtml({ title: 'Good standing', pages: [body], font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Entity Document', html, truth: d.truth() };
  },
};

export const escrowInstructions: Family = {
  id: 'ad-buyer-escrow-instructions-scan',
  description: 'Signed buyer\'s escrow instructions from an island escrow company, scanned: price, deposits, new loan, closing.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const escrow = rng.pick(ESCROWS);
    const price = d.prop.purchasePrice ?? Math.round(d.prop.value * 0.97 / 1000) * 1000;
    const deposit = Math.round(price * 0.03 / 100) * 100;
    const body = `<div class="center b" style="font-size:12pt">${esc(escrow.toUpperCase())}</div>
<div class="center">BUYER'S ESCROW INSTRUCTIONS</div>
<p style="margin-top:10px">Escrow No. ${rng.int(100, 999)}-${rng.int(10000, 99999)} &nbsp;&nbsp; Date: ${dt(d.f.documentDate, 'us')}</p>
${kvTable(rows([
  ['Buyer', esc(d.entity ? `${d.entName() ?? ''}, by ${d.name()}` : d.name('caps'))],
  ['Seller', esc(fullName(d.seller, 'caps'))],
  ['Property', `${esc(streetOf(d.prop.address))}<br>${esc(cityLine(d.prop.address))}`],
  ['Total consideration', money(price, 'cents')],
  ['Initial deposit', money(deposit, 'cents')],
  ['New loan from', esc(d.lender.name)],
  ['New loan amount', d.amount('cents')],
  ['Balance of funds', money(Math.max(0, price - deposit - d.loan.amount), 'cents')],
  ['Closing date', d.close('us')],
]), { labelWidth: '30%' })}
<p style="margin-top:10px">Tenure: ${checkboxes(['Fee Simple', 'Leasehold'], d.tenure())}</p>
<p class="small">Buyer instructs escrow to close upon recording of the deed and the lender's ${d.prop.address.state === 'HI' ? 'mortgage' : 'deed of trust'}, and to pay from Buyer's funds all charges shown on the estimated closing statement. Conveyance tax paid by Seller.</p>
<table style="width:100%;margin-top:24px"><tr><td>Buyer: <span class="scrawl">${esc(d.b.first)} ${esc(d.b.last)}</span></td><td>Escrow officer: ${esc(fullName(d.title.contact))}<br>${phone(d.title.contact.phone, 'paren')}</td></tr></table>`;
    d.mark('property_address', 'borrower_first_name', 'borrower_last_name');
    const html = documentHtml({ title: 'Escrow instructions', pages: [body], font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: d.truth() };
  },
};

export const faxedSubmissionForm: Family = {
  id: 'ad-faxed-broker-submission-form',
  description: 'Lender\'s one-page broker submission form, filled in by the broker in block capitals and faxed back.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const ink = (v: string | undefined) => v === undefined ? '<span class="muted">—</span>' : `<span style="font-family:'DejaVu Sans Mono';font-weight:bold;color:#222">${esc(v.toUpperCase())}</span>`;
    const f = (label: string, v: string | undefined) => `<tr><td style="width:34%;font-size:8.5pt">${label}</td><td style="border-bottom:1px solid #000">${ink(v)}</td></tr>`;
    const sig = d.signer();
    const body = `<div class="center b" style="font-size:12pt">BROKER SUBMISSION FORM</div><div class="center small">Please complete every line. Fax to the number on our rate sheet.</div>
<table style="width:100%;margin-top:10px;border-collapse:separate;border-spacing:0 6px">
${f('Broker company / contact', `${d.broker.name} / ${fullName(d.broker.contact)}`)}
${f('Broker phone', phone(d.broker.contact.phone, 'dash'))}
${f('Borrower name (entity if any)', d.borrowerLine())}
${f('Signer & title', sig ? `${sig.name}, ${sig.title}` : undefined)}
${f('Guarantor / borrower phone', d.phone('dash'))}
${f('Subject property', d.address('one'))}
${f('Property type', d.ptype())}
${f('Loan type', d.ltype())}
${f('Loan amount', d.amount())}
${f('As-is value', d.value())}
${f('Purchase price (if purchase)', d.price())}
${f('Term requested', d.term())}
${f('Broker fee (points)', d.brk())}
${f('Exit strategy', d.exit())}
${f('FICO', d.fico())}
${f('Requested closing', d.close('us'))}
</table>
<p class="small" style="margin-top:12px">Broker certifies that the borrower has been told this is a business-purpose loan. Submission does not lock a rate.</p>
<p style="margin-top:18px">Broker signature: <span class="scrawl">${esc(fullName(d.broker.contact))}</span> &nbsp; Date: ${dt(d.f.documentDate, 'num')}</p>`;
    const html = documentHtml({ title: 'Submission form', pages: [body], font: 'sans', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: d.truth() };
  },
};

export const scanFamilies: Family[] = [goodStanding, escrowInstructions, faxedSubmissionForm];
