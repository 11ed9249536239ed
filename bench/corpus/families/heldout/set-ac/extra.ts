// set-ac — two more hands: the lender's long-form legal term sheet and a broker who writes in Spanish.
import { documentHtml, esc, flow } from '../../../style';
import type { Family } from '../../../types';
import {
  Stated, addr, chicago, date, entityFull, entityKind, exitWords, feeRows, fullName, loanWords, money, pct, phone,
  prepayFields, purposeWords, shortMoney, street, termLegal, typeWords,
} from './common';

const legalTermSheet: Family = {
  id: 'ac-lender-legal-term-sheet',
  description: 'Lender counsel\'s long-form term sheet: numbered sections in legal prose over two pages, defined terms in quotes.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const n = (i: number, title: string, body: string) => `<p><b>${i}. ${title}.</b> ${body}</p>`;
    const fees = feeRows(f, { orig: 'an origination fee equal to', disc: 'discount points equal to', brok: 'a broker fee payable to Borrower\'s mortgage broker equal to', doc: 'a document preparation fee of', admin: 'an administrative fee of', proc: 'a processing fee of' });
    const pw = purposeWords(f, rng);
    const ex = exitWords(f, rng);
    const sections = [
      `<div class="center"><b style="font-size:13pt">SUMMARY OF PROPOSED TERMS AND CONDITIONS</b><br>${esc(f.lender.name)}<br><span class="small">${date(f.documentDate, 'long')}</span></div><br>`,
      n(1, 'Borrower', f.entity
        ? `${d.s('entity_name', esc(entityFull(f)))}, ${esc(entityKind(f))} (“Borrower”), acting through ${d.s(['borrower_first_name', 'borrower_last_name', 'authorized_signatory_name'], esc(fullName(f)))}, its ${d.s('authorized_signatory_title', esc(f.entity.signatoryTitle))}.`
        : `${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)))}, individually (“Borrower”).`),
      n(2, 'Guaranty', f.entity ? `Full recourse guaranty of payment and completion from ${esc(fullName(f))} (“Guarantor”).` : 'None; Borrower is personally liable on the Note.'),
      n(3, 'Lender', `${esc(f.lender.name)}, or its assignee (“Lender”).`),
      n(4, 'Property', `The ${d.s('property_type', esc(typeWords(f, rng)))} commonly known as ${d.s('property_address', esc(addr(f.property.address, true)))}, Permanent Index Number ${f.pin} (the “Property”).`),
      n(5, 'Loan Amount', `${d.s('loan_amount', money(L.amount, true))} (the “Loan”), being a ${d.s('loan_type', esc(loanWords(f, rng)).toLowerCase().replace(/ loan$/, ''))} loan${pw ? ` for the purpose of ${d.s('loan_purpose', pw.toLowerCase())}` : ''}.`),
      n(6, 'Valuation', `The Loan is sized against an as-is value of ${d.s('property_value', money(f.property.value))}, to be confirmed by an appraisal ordered by Lender.${f.property.arv ? ` The as-completed value of ${money(f.property.arv)} is not a basis for the Loan.` : ''}`),
      n(7, 'Interest', `Interest shall accrue at ${d.s('interest_rate', `${pct(L.rate)} per annum`)}, calculated on a 360-day year, payable monthly in arrears, interest only. Default rate: 24%.`),
      n(8, 'Maturity', `${d.s('loan_term', termLegal(L.termMonths))} from the closing date; one ${rng.pick([3, 6])}-month extension at 1% of the then-outstanding balance.`),
      n(9, 'Fees', fees.length ? `Borrower shall pay at closing ${fees.map(([k, v, fl]) => `${k} ${d.s(fl, v.endsWith('%') ? `${v} of the Loan` : v)}`).join('; ')}.` : 'Per Lender\'s standard schedule.'),
      n(10, 'Prepayment', L.prepayment.penalty ? `The Loan may be prepaid subject to a prepayment premium of ${d.s(prepayFields(f), `<span style="white-space:nowrap">${esc(L.prepayment.terms ?? '')}</span>`)}.` : `${d.s(prepayFields(f), 'The Loan may be prepaid in whole or in part without premium or penalty.')}`),
      n(11, 'Repayment Source', ex ? `Borrower represents that the Loan will be repaid by ${d.s('exit_strategy', esc(ex).toLowerCase())}.` : 'Borrower\'s own funds or a refinance.'),
      n(12, 'Closing', `Closing is anticipated on or before ${d.s('estimated_closing_date', date(L.closingDate, 'long'))} through ${esc(f.title.name)} as escrowee.`),
      n(13, 'Reserves', 'Tax and insurance escrows waived provided Cook County taxes are paid before delinquency. Lender may require a six-month interest reserve.'),
      n(14, 'Governing Law', 'Illinois. Borrower waives any right to a jury trial. This summary is not a commitment and is for discussion only.'),
      `<p style="margin-top:20px">AGREED: <span class="sig">Borrower</span></p>`,
    ];
    const html = documentHtml({ title: 'Term sheet', font: 'serif', fontSize: '10pt', pages: flow(sections, { charsPerLine: 95, linesPerPage: 44 }), page: { pageNumbers: true, footerLeft: `Loan No. ${d.s('loan_number', L.loanNumber)}` } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

const spanishEmail: Family = {
  id: 'ac-broker-email-spanish',
  description: 'Pilsen/Little Village broker writes the bilingual originator in Spanish; numbers in US format, facts in sentences.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const br = f.broker.contact;
    const tipo: Record<string, string> = { 'Purchase': 'compra', 'Refinance': 'refinanciamiento (rate/term)', 'Cash Out Refi': 'refinanciamiento con retiro de efectivo (cash-out)', 'Second Mortgage': 'segunda hipoteca', 'Bridge Loan': 'préstamo puente (bridge)', 'Fix & Flip': 'fix & flip (compra y rehab para vender)', 'Construction': 'construcción', 'Commercial': 'préstamo comercial', 'Land': 'terreno (land loan)' };
    const prop: Record<string, string> = { 'Single Family': 'casa unifamiliar', '2-4 Unit': `edificio de ${f.property.units ?? 2} unidades (${f.property.units ?? 2}-flat)`, 'Condo': 'condominio', 'Townhouse': 'townhouse', 'Multifamily (5+)': `edificio de ${f.property.units ?? 6} departamentos`, 'Mixed Use': 'edificio de uso mixto (local abajo, departamentos arriba)', 'Retail': 'local comercial', 'Office': 'edificio de oficinas', 'Industrial': 'bodega industrial', 'Land': 'terreno baldío' };
    const html = documentHtml({
      title: 'Correo', font: 'sans', fontSize: '10pt',
      pages: [`<div style="font-size:9pt;border-bottom:1px solid #bbb;padding-bottom:6px;margin-bottom:8px"><b>De:</b> ${esc(br.first)} ${esc(br.last)} &lt;${esc(br.email)}&gt;<br><b>Para:</b> ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)} &lt;${esc(f.lender.contact.email)}&gt;<br><b>Fecha:</b> ${date(f.documentDate, 'us')}<br><b>Asunto:</b> Préstamo ${esc(street(f.property.address))}</div>
<p>Hola ${esc(f.lender.contact.first)}, ¿cómo estás?</p>
<p>Te mando un préstamo para ${f.entity ? `la compañía ${d.s('entity_name', esc(f.entity.name))} de ` : ''}${d.s(['borrower_first_name', 'borrower_last_name'], `${esc(b.first)} ${esc(b.last)}`)}. Es un ${d.s('property_type', prop[f.property.type] ?? '')} en ${d.s('property_address', esc(addr(f.property.address)))}.</p>
<p>Necesita ${d.s('loan_amount', money(L.amount))}, tipo ${d.s('loan_type', tipo[L.type] ?? '')}, por ${d.s('loan_term', `${L.termMonths} meses`)}. El valor actual de la propiedad es ${d.s('property_value', money(f.property.value))}${f.property.purchasePrice ? ` y el precio de compra es ${money(f.property.purchasePrice)}` : ''}. ${L.exit ? `Después piensa ${L.exit === 'Sale' ? 'vender' : 'refinanciar con un banco'}.${d.s('exit_strategy', '')}` : ''}</p>
<p>Su crédito está en ${d.s('credit_score', String(b.creditScore))}. Quiere cerrar el ${d.s('estimated_closing_date', date(L.closingDate, 'us'))}. ${L.brokerPoints !== undefined ? `Mi comisión: ${d.s('broker_points', `${L.brokerPoints}%`)}.` : ''}</p>
<p>Su teléfono es ${d.s('borrower_phone', phone(b.phone))} (habla inglés también). Te mando el contrato y el appraisal mañana.</p>
<p>Saludos,<br>${esc(br.first)}<br>${esc(f.broker.name)} · ${phone(br.phone)}</p>
<p class="small muted">Enviado desde mi iPhone · ${shortMoney(L.amount)} / ${esc(typeWords(f, rng))}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: d.truth() };
  },
};

export const extraFamilies: Family[] = [legalTermSheet, spanishEmail];
