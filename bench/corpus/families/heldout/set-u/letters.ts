// set-u: term sheets, LOIs and approval letters as a South Florida private lender writes them.
import { documentHtml, esc, kvTable, letterhead, accent } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family } from '../../../types';
import {
  Said, addr, addDays, date, dLatin, dLong, dWords, entityKind, exitEn, fullName, localize, loanTypeEn, loanTypeEs,
  loanTypePt, money, pct, phoneFmt, prepayEn, prepayEs, prepayPt, propTypeEn, propTypeEs, propTypePt, purposeEn,
  reais, term, usd, QIS, FOREIGN_BANKS, commaDecimal,
} from './kit';

// ---------------------------------------------------------------------------------------------------------------
const termSheetBilingual: Family = {
  id: 'u-term-sheet-bilingual-en-es',
  description: 'Miami private lender term sheet, two-column grid with Spanish/English labels for Latin American investors',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 0.7, forceOrigin: rng.chance(0.5) ? 'LATAM' : undefined });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const rows: [string, string][] = [];
    const lbl = (es: string, en: string) => `<b>${es}</b> <span class="muted">/ ${en}</span>`;
    if (f.entity) {
      rows.push([lbl('Prestatario', 'Borrower'), s.say(`${esc(f.entity.name)}, ${entityKind(f.entity)}`, 'entity_name')]);
      rows.push([lbl('Garante', 'Guarantor'), s.say(esc(fullName(rng, b, 'middle')), 'borrower_first_name', 'borrower_last_name')]);
    } else {
      rows.push([lbl('Prestatario', 'Borrower'), s.say(esc(fullName(rng, b)), 'borrower_first_name', 'borrower_last_name')]);
    }
    if (rng.chance(0.6)) rows.push([lbl('Correo / Teléfono', 'E-mail / Phone'), s.say(`${esc(b.email)} · ${phoneFmt(rng, b.phone)}`, 'borrower_email', 'borrower_phone')]);
    rows.push([lbl('Propiedad', 'Property'), s.say(esc(addr(f.property.address, rng.chance(0.3))), 'property_address')]);
    rows.push([lbl('Tipo de propiedad', 'Property type'), s.say(`${propTypeEs(f.property.type, f.property.units)} / ${propTypeEn(rng, f.property.type, f.property.units)}`, 'property_type')]);
    if (f.property.purchasePrice) rows.push([lbl('Precio de compra', 'Purchase price'), usd(f.property.purchasePrice)]);
    rows.push([lbl('Valor estimado (as-is)', 'As-is value'), s.say(money(rng, f.property.value), 'property_value')]);
    rows.push([lbl('Monto del préstamo', 'Loan amount'), s.say(`<b>${money(rng, f.loan.amount)}</b>`, 'loan_amount')]);
    rows.push([lbl('Tipo de préstamo', 'Loan type'), s.say(`${loanTypeEs(f.loan.type)} — ${loanTypeEn(rng, f.loan.type)}`, 'loan_type')]);
    if (f.loan.purpose && rng.chance(0.6)) rows.push([lbl('Propósito', 'Purpose'), s.say(purposeEn(f.loan.purpose), 'loan_purpose')]);
    rows.push([lbl('Plazo', 'Term'), s.say(term(rng, f.loan.termMonths, 'es'), 'loan_term')]);
    rows.push([lbl('Tasa de interés', 'Interest rate'), s.say(`${pct(rng, f.loan.rate)}% anual, solo intereses / interest only`, 'interest_rate')]);
    if (f.loan.originationPoints !== undefined) rows.push([lbl('Comisión de originación', 'Origination'), s.say(`${pct(rng, f.loan.originationPoints)} puntos / points`, 'origination_points')]);
    if (f.loan.brokerPoints !== undefined) rows.push([lbl('Comisión del corredor', 'Broker fee'), s.say(`${pct(rng, f.loan.brokerPoints)}% (pagadera a ${esc(f.broker.name)})`, 'broker_points')]);
    if (f.loan.docFee !== undefined) rows.push([lbl('Gastos de documentación', 'Doc prep fee'), s.say(usd(f.loan.docFee), 'loan_doc_fee')]);
    if (f.loan.processingFee !== undefined) rows.push([lbl('Procesamiento', 'Processing fee'), s.say(usd(f.loan.processingFee), 'processing_fee')]);
    rows.push([lbl('Penalidad por prepago', 'Prepayment penalty'), s.say(prepayEs(f), 'prepayment_penalty', 'prepayment_terms')]);
    if (f.loan.exit) rows.push([lbl('Estrategia de salida', 'Exit'), s.say(exitEn(rng, f.loan.exit), 'exit_strategy')]);
    rows.push([lbl('Cierre estimado', 'Target closing'), s.say(date(rng, f.loan.closingDate), 'estimated_closing_date')]);
    rows.push([lbl('Reservas', 'Reserves'), `${rng.pick([6, 9, 12])} meses de intereses depositados en cuenta de reserva / months interest reserve`]);
    const numberLine = rng.chance(0.7) ? s.say(`Ref. préstamo / Loan No. <b>${f.loan.loanNumber}</b>`, 'loan_number') : `Ref. ${f.lender.name.split(' ').map((w) => w[0]).join('')}-${dLatin(f.documentDate).replace(/\//g, '')}`;
    const sig = f.entity
      ? s.say(`<div style="margin-top:18px">ACEPTADO / ACCEPTED: ${esc(f.entity.name)}<br><span class="sig">Por / By: ${esc(`${b.first} ${b.last}`)}, ${esc(f.entity.signatoryTitle)}</span></div>`, 'authorized_signatory_name', 'authorized_signatory_title')
      : `<div style="margin-top:18px">ACEPTADO / ACCEPTED<br><span class="sig">Firma del prestatario / Borrower signature</span></div>`;
    const c = accent(rng);
    const html = documentHtml({
      title: 'Hoja de Términos',
      font: 'sans',
      fontSize: '9pt',
      css: `.grid td{padding:2px 6px} .grid td.k{background:#f3f5f8;width:36%}`,
      page: { footerLeft: `${esc(f.lender.name)} · Not a commitment to lend / No constituye compromiso de préstamo`, pageNumbers: 'short' },
      pages: [`${letterhead({ name: f.lender.name, lines: [esc(addr(f.lender.address)), `${esc(f.lender.contact.email)} · ${phoneFmt(rng, f.lender.contact.phone)}`], color: c })}
<h2 style="color:${c}">HOJA DE TÉRMINOS INDICATIVA / INDICATIVE TERM SHEET</h2>
<p class="small">Fecha / Date: ${dLatin(f.documentDate)} &nbsp; · &nbsp; ${numberLine}</p>
${kvTable(rows)}
<p class="small" style="margin-top:8px">Esta hoja de términos es válida por 10 días. Sujeta a tasación, título, seguro (HO-6/viento) y aprobación de crédito. This term sheet expires 10 days from the date above. Title: ${esc(f.title.name)}. Originador: ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}.</p>
${sig}`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const cartaIntencao: Family = {
  id: 'u-loi-carta-intencao-pt',
  description: 'Carta de Intenção in Portuguese for a Brazilian investor: DD/MM dates for the letter, R$ net-worth decoys, US figures for the loan',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceOrigin: 'BR', avoidLoanTypes: ['Land', 'Construction'] });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const fx = 4.8 + rng.next() * 1.2;
    const nw = Math.round(f.loan.amount * (3 + rng.next() * 5) * fx);
    const borrower = f.entity
      ? s.say(`${esc(f.entity.name)} (${entityKind(f.entity, 'pt')}), representada por seu ${esc(f.entity.signatoryTitle)}, Sr(a). ${esc(`${b.first} ${b.last}`)}`, 'entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name')
      : s.say(`Sr(a). ${esc(fullName(rng, b, 'middle'))}`, 'borrower_first_name', 'borrower_last_name');
    const items: string[] = [];
    items.push(s.say(`<b>Imóvel:</b> ${esc(addr(f.property.address))} — ${propTypePt(f.property.type, f.property.units)}`, 'property_address', 'property_type'));
    items.push(s.say(`<b>Modalidade:</b> ${loanTypePt(f.loan.type)}`, 'loan_type'));
    if (f.property.purchasePrice) items.push(`<b>Preço de compra (contrato):</b> ${usd(f.property.purchasePrice)}`);
    items.push(s.say(`<b>Valor de avaliação estimado (as-is):</b> ${usd(f.property.value)}`, 'property_value'));
    items.push(s.say(`<b>Valor do empréstimo:</b> ${usd(f.loan.amount)} (dólares americanos)`, 'loan_amount'));
    items.push(s.say(`<b>Taxa de juros:</b> ${pct(rng, f.loan.rate)}% ao ano, pagamentos mensais somente de juros`, 'interest_rate'));
    items.push(s.say(`<b>Prazo:</b> ${term(rng, f.loan.termMonths, 'pt')}`, 'loan_term'));
    if (f.loan.originationPoints !== undefined) items.push(s.say(`<b>Taxa de originação:</b> ${pct(rng, f.loan.originationPoints)}% do valor do empréstimo`, 'origination_points'));
    if (f.loan.adminFee !== undefined) items.push(s.say(`<b>Taxa administrativa:</b> ${usd(f.loan.adminFee)}`, 'admin_fee'));
    if (f.loan.docFee !== undefined) items.push(s.say(`<b>Taxa de documentação:</b> ${usd(f.loan.docFee)}`, 'loan_doc_fee'));
    items.push(s.say(`<b>Multa por pré-pagamento:</b> ${prepayPt(f)}`, 'prepayment_penalty', 'prepayment_terms'));
    if (f.loan.exit) items.push(s.say(`<b>Estratégia de saída:</b> ${f.loan.exit === 'Sale' ? 'venda do imóvel' : 'refinanciamento (DSCR)'}`, 'exit_strategy'));
    items.push(s.say(`<b>Fechamento previsto (closing):</b> ${rng.pick([dLong, (x: string) => x])(f.loan.closingDate)}`, 'estimated_closing_date'));
    const html = documentHtml({
      title: 'Carta de Intenção',
      font: 'serif',
      page: { footerLeft: `${esc(f.lender.name)} — Carta de Intenção — não vinculante` },
      pages: [`${letterhead({ name: f.lender.name, lines: [esc(addr(f.lender.address))], color: accent(rng) })}
<p style="text-align:right">Miami, ${dWords(f.documentDate, 'pt')}</p>
<p>Prezado(a) ${borrower},</p>
<p>Temos o prazer de apresentar esta Carta de Intenção (LOI) para o financiamento abaixo, conforme conversas com o seu corretor, ${esc(`${f.broker.contact.first} ${f.broker.contact.last}`)} (${esc(f.broker.name)}):</p>
<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>
<p>Documentação exigida de estrangeiros (foreign national): passaporte válido, visto ou I-94, ITIN ou W-8BEN, carta de referência bancária (ex.: ${esc(rng.pick(FOREIGN_BANKS))}), comprovante de recursos equivalentes a 12 meses de juros. Declaração de patrimônio recebida: ${reais(nw)} (câmbio de referência ${commaDecimal(fx, 4)}; apenas informativo).</p>
<p>Esta carta não constitui compromisso de empréstimo. Validade: até ${dLatin(addDays(f.documentDate, 14))}.</p>
<p>Atenciosamente,<br><span class="sig">${esc(`${f.lender.contact.first} ${f.lender.contact.last}`)}, ${esc(f.lender.name)}</span></p>
<p style="margin-top:14px">De acordo: <span class="sig">${f.entity ? esc(f.entity.name) : 'Mutuário'}</span></p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const conditionalApproval1031: Family = {
  id: 'u-conditional-approval-1031',
  description: 'Lender conditional approval letter to a 1031 exchanger, QI and relinquished-property figures as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 0.15, avoidLoanTypes: ['Construction', 'Land', 'Cash Out Refi', 'Refinance', 'Second Mortgage'] });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const qi = rng.pick(QIS);
    const qiOfficer = L.decoy();
    const relinquishedPrice = Math.round(f.loan.amount * (0.9 + rng.next()) / 1000) * 1000 + 7500;
    const sold = addDays(f.documentDate, -rng.int(10, 40));
    const who = f.entity
      ? s.say(`${esc(f.entity.name)}`, 'entity_name')
      : s.say(esc(fullName(rng, b, 'plain')), 'borrower_first_name', 'borrower_last_name');
    const att = f.entity ? s.say(`Attn: ${esc(`${b.first} ${b.last}`)}, ${esc(f.entity.signatoryTitle)}`, 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title') : '';
    const cond = rng.shuffle([
      `Written confirmation from ${esc(qi)} (Qualified Intermediary, officer ${esc(qiOfficer)}, ${L.decoyPhone()}) of exchange funds on deposit; the QI is not a party to the loan.`,
      'Satisfactory appraisal; wind mitigation and 4-point inspection (if built before 2000).',
      'HO-6 / dwelling and windstorm binders naming Lender ISAOA/ATIMA as mortgagee.',
      'Title commitment without exceptions objectionable to Lender.',
      `Identification of replacement property within the 45-day window (day 45: ${dLong(addDays(sold, 45))}; day 180: ${dLong(addDays(sold, 180))}).`,
    ]);
    const body = [
      s.say(`<tr><td>Replacement property</td><td>${esc(addr(f.property.address))}</td></tr>`, 'property_address'),
      s.say(`<tr><td>Property type</td><td>${propTypeEn(rng, f.property.type, f.property.units)}</td></tr>`, 'property_type'),
      f.property.purchasePrice ? `<tr><td>Contract price</td><td>${usd(f.property.purchasePrice)}</td></tr>` : '',
      s.say(`<tr><td>Value used for LTV</td><td>${usd(f.property.value)}</td></tr>`, 'property_value'),
      s.say(`<tr><td>Approved loan amount</td><td><b>${usd(f.loan.amount)}</b></td></tr>`, 'loan_amount'),
      s.say(`<tr><td>Program</td><td>${loanTypeEn(rng, f.loan.type)}</td></tr>`, 'loan_type'),
      s.say(`<tr><td>Rate / Term</td><td>${pct(rng, f.loan.rate)}% fixed, interest only / ${term(rng, f.loan.termMonths)}</td></tr>`, 'interest_rate', 'loan_term'),
      f.loan.originationPoints !== undefined ? s.say(`<tr><td>Lender origination</td><td>${pct(rng, f.loan.originationPoints)} pts</td></tr>`, 'origination_points') : '',
      f.loan.processingFee !== undefined ? s.say(`<tr><td>Processing</td><td>${usd(f.loan.processingFee)}</td></tr>`, 'processing_fee') : '',
      s.say(`<tr><td>Prepayment</td><td>${prepayEn(rng, f)}</td></tr>`, 'prepayment_penalty', 'prepayment_terms'),
      s.say(`<tr><td>Closing on or before</td><td>${date(rng, f.loan.closingDate)}</td></tr>`, 'estimated_closing_date'),
    ].join('');
    const html = documentHtml({
      title: 'Conditional Approval',
      font: 'serif',
      css: '.t td{padding:3px 8px;border-bottom:1px dotted #999} .t td:first-child{width:38%;color:#333}',
      page: { footerLeft: 'Business-purpose loan. Not for personal, family or household use.' },
      pages: [`${letterhead({ name: f.lender.name, lines: [esc(addr(f.lender.address)), phoneFmt(rng, f.lender.contact.phone)], color: accent(rng), align: 'center' })}
<p>${dLong(f.documentDate)}</p>
<p>${who}<br>${att}</p>
<p><b>RE: Conditional Loan Approval — ${rng.chance(0.6) ? s.say(`Loan #${f.loan.loanNumber}`, 'loan_number') : 'IRC §1031 Replacement Property'}</b></p>
<p>We are pleased to advise that your request has been conditionally approved. We understand the relinquished property sold on ${dLong(sold)} for ${usd(relinquishedPrice)} and that net proceeds are held by ${esc(qi)}.</p>
<table class="t" style="width:100%">${body}</table>
<p style="margin-top:10px"><b>Conditions precedent</b></p><ol>${cond.map((c) => `<li>${c}</li>`).join('')}</ol>
<p>Sincerely,<br><span class="sig">${esc(`${f.lender.contact.first} ${f.lender.contact.last}`)}, Senior Loan Officer</span></p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const hojaTerminosPR: Family = {
  id: 'u-hoja-terminos-pr',
  description: 'San Juan, Puerto Rico lender term sheet written entirely in Spanish (US number format), numbered clauses',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { pr: true, foreignChance: 0.3, forceOrigin: rng.chance(0.6) ? 'LATAM' : 'US' });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const cl: string[] = [];
    const party = f.entity
      ? s.say(`${esc(f.entity.name)}, ${entityKind(f.entity, 'es')}, representada por ${esc(fullName(rng, b, 'plain'))} en calidad de ${esc(f.entity.signatoryTitle)}`, 'entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title')
      : s.say(`${esc(fullName(rng, b, 'middle'))}, mayor de edad, inversionista`, 'borrower_first_name', 'borrower_last_name');
    cl.push(`<b>Deudor:</b> ${party}.`);
    cl.push(s.say(`<b>Propiedad:</b> ${esc(addr(f.property.address))} (${propTypeEs(f.property.type, f.property.units)}).`, 'property_address', 'property_type'));
    cl.push(s.say(`<b>Tipo de financiamiento:</b> ${loanTypeEs(f.loan.type)}.`, 'loan_type'));
    cl.push(s.say(`<b>Principal:</b> ${usd(f.loan.amount)}, sujeto a un LTV máximo de ${rng.pick([65, 70, 75])}% sobre el valor de tasación estimado de ${usd(f.property.value)}.`, 'loan_amount', 'property_value'));
    cl.push(s.say(`<b>Tasa de interés:</b> ${pct(rng, f.loan.rate)}% anual fija; pagos mensuales de solo intereses.`, 'interest_rate'));
    cl.push(s.say(`<b>Plazo:</b> ${term(rng, f.loan.termMonths, 'es')}.`, 'loan_term'));
    const fees: string[] = [];
    if (f.loan.originationPoints !== undefined) fees.push(s.say(`originación ${pct(rng, f.loan.originationPoints)}%`, 'origination_points'));
    if (f.loan.discountPoints !== undefined) fees.push(s.say(`descuento ${pct(rng, f.loan.discountPoints)}%`, 'discount_points'));
    if (f.loan.adminFee !== undefined) fees.push(s.say(`cargo administrativo ${usd(f.loan.adminFee)}`, 'admin_fee'));
    if (f.loan.docFee !== undefined) fees.push(s.say(`preparación de documentos ${usd(f.loan.docFee)}`, 'loan_doc_fee'));
    cl.push(`<b>Cargos del prestamista:</b> ${fees.length ? fees.join('; ') : 'según cierre'}. Aranceles notariales y sellos de Rentas Internas según tarifa del notario.`);
    cl.push(s.say(`<b>Penalidad por pago anticipado:</b> ${prepayEs(f)}.`, 'prepayment_penalty', 'prepayment_terms'));
    if (f.loan.exit) cl.push(s.say(`<b>Estrategia de salida:</b> ${f.loan.exit === 'Sale' ? 'venta de la propiedad' : 'refinanciamiento a largo plazo'}.`, 'exit_strategy'));
    cl.push(s.say(`<b>Cierre estimado:</b> ${rng.pick([dLong, (x: string) => x])(f.loan.closingDate)} ante notario público.`, 'estimated_closing_date'));
    cl.push(`<b>Garantía:</b> primera hipoteca mediante escritura de hipoteca y pagaré al portador ante el notario ${esc(L.decoy())}; póliza de título de ${esc(f.title.name)}.`);
    const html = documentHtml({
      title: 'Hoja de términos',
      font: 'serif',
      fontSize: '9.5pt',
      page: { footerLeft: `${esc(f.lender.name)} · San Juan, Puerto Rico`, pageNumbers: true },
      pages: [`<div style="text-align:center;margin-bottom:10px"><div style="font:bold 15pt 'DejaVu Sans'">${esc(f.lender.name)}</div><div class="small">Oficina de San Juan · ${L.decoyPhone('787')}</div></div>
<h3 style="text-align:center">HOJA DE TÉRMINOS — PROPUESTA DE FINANCIAMIENTO</h3>
<p class="small" style="text-align:center">San Juan, ${dWords(f.documentDate, 'es')}${rng.chance(0.6) ? s.say(` · Préstamo núm. ${f.loan.loanNumber}`, 'loan_number') : ''}</p>
<ol>${cl.map((c) => `<li style="margin-bottom:4px">${c}</li>`).join('')}</ol>
<p class="small">Esta propuesta no constituye un compromiso. Vigencia: 15 días. Corredor: ${esc(f.broker.name)}.</p>
<p><span class="sig">Aceptado por el Deudor</span> &nbsp;&nbsp; <span class="sig">${esc(`${f.lender.contact.first} ${f.lender.contact.last}`)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, s.fields) };
  },
};

export const letterFamilies: Family[] = [termSheetBilingual, cartaIntencao, conditionalApproval1031, hojaTerminosPR];
