// set-u: e-mails that land on a Miami private lender's desk — brokers (English and Portuguese), insurance agents,
// closing agents, borrowers writing in Spanish.
import { documentHtml, esc, letterhead, accent } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, Rng } from '../../../types';
import {
  Said, addr, addDays, date, dLatin, dLong, dWords, exitEn, fullName, localize, loanTypeEn, loanTypeEs, loanTypePt,
  money, pct, phoneFmt, propTypeEn, propTypeEs, propTypePt, reais, term, usd, AGENCIES, INSURERS,
  QIS, commaDecimal, ASSOCIATIONS, MANAGERS, BROKERAGES,
} from './kit';

function emailHtml(o: { title: string; from: string; to: string; cc?: string; sent: string; subject: string; body: string; font?: 'sans' | 'serif' | 'mono'; quoted?: string }): string {
  const head = [['From', o.from], ['To', o.to], ...(o.cc ? [['Cc', o.cc]] : []), ['Sent', o.sent], ['Subject', o.subject]]
    .map(([k, v]) => `<tr><td style="color:#555;width:70px;vertical-align:top">${k}:</td><td>${v}</td></tr>`).join('');
  return documentHtml({
    title: o.title,
    font: o.font ?? 'sans',
    fontSize: '9.5pt',
    css: '.hdr{border-bottom:1px solid #999;margin-bottom:12px;padding-bottom:6px;width:100%} .q{border-left:3px solid #bbb;padding-left:10px;color:#444;margin-top:14px}',
    pages: [`<table class="hdr">${head}</table>${o.body}${o.quoted ? `<div class="q">${o.quoted}</div>` : ''}`],
  });
}

function sentStamp(rng: Rng, iso: string): string {
  return `${rng.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])}, ${dLong(iso)} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}

function mail(p: { first: string; last: string; email: string }): string {
  return `${esc(`${p.first} ${p.last}`)} &lt;${esc(p.email)}&gt;`;
}

// ---------------------------------------------------------------------------------------------------------------
const brokerScenarioFN: Family = {
  id: 'u-broker-scenario-email-fn',
  description: 'Broker loan-scenario e-mail for a foreign-national condo / investor deal, bullet list, competing-quote decoy, quoted lender reply',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 0.65 });
    const { f, origin } = L;
    const b = f.borrower;
    const s = new Said();
    const lines: string[] = [];
    const who = f.entity
      ? s.say(`${esc(f.entity.name)} (guarantor ${esc(`${b.first} ${b.last}`)})`, 'entity_name', 'borrower_first_name', 'borrower_last_name')
      : s.say(esc(`${b.first} ${b.last}`), 'borrower_first_name', 'borrower_last_name');
    lines.push(`Borrower: ${who}${origin !== 'US' ? ` — ${origin === 'BR' ? 'Brazilian' : rng.pick(['Venezuelan', 'Colombian', 'Argentine', 'Mexican'])} national, passport + ITIN` : ''}`);
    if (origin === 'US') lines.push(s.say(`FICO ${f.borrower.creditScore} (mid score, pulled ${dLatin(addDays(f.documentDate, -5)).slice(0, 5)})`, 'credit_score'));
    else lines.push('No US credit — foreign bank reference letter + 2 months statements in hand');
    lines.push(s.say(`Subject: ${esc(addr(f.property.address))}`, 'property_address'));
    lines.push(s.say(`Type: ${propTypeEn(rng, f.property.type, f.property.units)}${f.property.type === 'Condo' ? ' — non-warrantable (short-term rentals allowed)' : ''}`, 'property_type'));
    if (f.property.purchasePrice) lines.push(`PP: ${usd(f.property.purchasePrice)}`);
    lines.push(s.say(`As-is value: ${money(rng, f.property.value)} ${rng.pick(['(BPO)', '(broker opinion)', '(per recent appraisal)'])}`, 'property_value'));
    if (f.property.arv) lines.push(`ARV: ${usd(f.property.arv)}`);
    lines.push(s.say(`Loan amt: ${money(rng, f.loan.amount)}`, 'loan_amount'));
    lines.push(s.say(`Program: ${loanTypeEn(rng, f.loan.type)}`, 'loan_type'));
    lines.push(s.say(`Term: ${term(rng, f.loan.termMonths)} / rate ${pct(rng, f.loan.rate)}% per your sheet`, 'loan_term', 'interest_rate'));
    if (f.loan.brokerPoints !== undefined) lines.push(s.say(`My fee: ${pct(rng, f.loan.brokerPoints)} pts on top`, 'broker_points'));
    if (f.loan.exit) lines.push(s.say(`Exit: ${exitEn(rng, f.loan.exit)}`, 'exit_strategy'));
    lines.push(s.say(`Closing: ${date(rng, f.loan.closingDate)} (contract date)`, 'estimated_closing_date'));
    const competitor = Number((f.loan.rate + rng.pick([0.5, 0.75, 1, 1.25])).toFixed(3));
    const broker = f.broker.contact;
    const quoted = `On ${dLong(addDays(f.documentDate, -2))}, ${esc(`${f.lender.contact.first} ${f.lender.contact.last}`)} wrote:<br>Send me the scenario. For FN condos we cap at ${rng.pick([60, 65])}% LTV, 12 months interest reserve, HO-6 + wind binder at closing. Condo questionnaire must come from the association (${esc(rng.pick(ASSOCIATIONS))}).`;
    const html = emailHtml({
      title: 'Scenario',
      from: mail(broker),
      to: mail(f.lender.contact),
      cc: rng.chance(0.4) ? s.say(mail(b), 'borrower_email') : undefined,
      sent: sentStamp(rng, f.documentDate),
      subject: `Scenario — ${f.property.address.city} ${propTypeEn(rng, f.property.type, f.property.units)} — ${origin !== 'US' ? 'Foreign National' : 'Investor'}`,
      body: `<p>Hi ${esc(f.lender.contact.first)},</p><p>Following up on our call. Details below — client has another offer at ${pct(rng, competitor)}% from a lender in Coral Gables but prefers to work with you.</p>
<ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>
<p>Listing agent is ${esc(L.decoy())} (${esc(rng.pick(BROKERAGES))}, ${L.decoyPhone()}); seller is ${esc(`${f.seller.first} ${f.seller.last}`)}. Let me know if you can issue a term sheet today.</p>
<p>Thanks,<br>${esc(`${broker.first} ${broker.last}`)}<br>${esc(f.broker.name)}<br>${phoneFmt(rng, broker.phone)}</p>`,
      quoted,
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const brokerEmailPt: Family = {
  id: 'u-broker-email-pt-en',
  description: 'Brazilian broker in Miami writing to the lender in Portuguese with an English recap, income in R$ with comma decimals',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceOrigin: 'BR' });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const renda = Math.round((20000 + rng.next() * 180000) * 100) / 100;
    const broker = f.broker.contact;
    const pt: string[] = [];
    pt.push(s.say(`Cliente: ${esc(fullName(rng, b, 'middle'))}${f.entity ? s.say(`, comprando via ${esc(f.entity.name)}`, 'entity_name') : ''}`, 'borrower_first_name', 'borrower_last_name'));
    pt.push(`Renda mensal declarada: ${reais(renda)} (sócio de empresa em ${rng.pick(['São Paulo', 'Belo Horizonte', 'Curitiba', 'Recife', 'Porto Alegre'])})`);
    pt.push(s.say(`Imóvel: ${esc(addr(f.property.address))} — ${propTypePt(f.property.type, f.property.units)}`, 'property_address', 'property_type'));
    pt.push(s.say(`Operação: ${loanTypePt(f.loan.type)}`, 'loan_type'));
    if (f.property.purchasePrice) pt.push(`Preço de compra: ${usd(f.property.purchasePrice)}`);
    pt.push(s.say(`Valor de mercado estimado: ${usd(f.property.value)}`, 'property_value'));
    pt.push(s.say(`Empréstimo solicitado: ${usd(f.loan.amount)}`, 'loan_amount'));
    const en: string[] = [];
    en.push(s.say(`Rate ${pct(rng, f.loan.rate)}%, ${term(rng, f.loan.termMonths)}, IO`, 'interest_rate', 'loan_term'));
    if (f.loan.originationPoints !== undefined) en.push(s.say(`lender orig ${pct(rng, f.loan.originationPoints)}`, 'origination_points'));
    if (f.loan.brokerPoints !== undefined) en.push(s.say(`broker ${pct(rng, f.loan.brokerPoints)}`, 'broker_points'));
    en.push(s.say(`target COE ${date(rng, f.loan.closingDate)}`, 'estimated_closing_date'));
    if (rng.chance(0.5)) en.push(s.say(`client cell ${phoneFmt(rng, b.phone)} (US number, WhatsApp)`, 'borrower_phone'));
    const html = emailHtml({
      title: 'Novo cenário',
      from: mail(broker),
      to: mail(f.lender.contact),
      sent: sentStamp(rng, f.documentDate),
      subject: `Novo cenário – cliente brasileiro – ${esc(f.property.address.city)}`,
      body: `<p>Olá ${esc(f.lender.contact.first)}, tudo bem?</p><p>Segue mais um cliente brasileiro, investidor, primeira compra nos EUA. Resumo:</p>
<ul>${pt.map((l) => `<li>${l}</li>`).join('')}</ul>
<p>O câmbio usado na declaração foi ${commaDecimal(4.9 + rng.next(), 4)}. Documentos traduzidos por tradutor juramentado (${esc(L.decoy())}).</p>
<p><b>English recap:</b> ${en.join('; ')}.</p>
<p>Abraço,<br>${esc(`${broker.first} ${broker.last}`)} — ${esc(f.broker.name)}<br>${phoneFmt(rng, broker.phone)}</p>`,
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const insuranceBinderEmail: Family = {
  id: 'u-insurance-binder-email',
  description: 'Insurance agent e-mail sending HO-6 / windstorm binders with the mortgagee clause, loan number and effective (closing) date; premiums and wind deductible % as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceType: rng.chance(0.6) ? 'Condo' : undefined });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const agent = { first: L.decoy().split(' ')[0] as string, last: L.decoy().split(' ')[1] as string, email: '' };
    const agency = rng.pick(AGENCIES);
    agent.email = `${agent.first.toLowerCase()}@${agency.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com`;
    const form = f.property.type === 'Condo' ? 'HO-6' : f.property.type === 'Single Family' || f.property.type === 'Townhouse' ? 'DP-3 (dwelling fire)' : 'Commercial property';
    const dwelling = Math.round(f.property.value * (0.18 + rng.next() * 0.3) / 1000) * 1000;
    const named = f.entity ? s.say(esc(f.entity.name), 'entity_name') : s.say(esc(fullName(rng, b, 'plain')), 'borrower_first_name', 'borrower_last_name');
    const rows = [
      ['Named insured', named],
      ['Risk address', s.say(esc(addr(f.property.address)), 'property_address')],
      ['Form', form],
      ['Carrier', rng.pick(INSURERS)],
      ['Effective', s.say(`${date(rng, f.loan.closingDate)} (closing)`, 'estimated_closing_date')],
      ['Coverage A / dwelling', usd(dwelling)],
      ['Hurricane deductible', `${rng.pick([2, 5, 10])}% of Cov A`],
      ['AOP deductible', usd(rng.pick([1000, 2500, 5000]))],
      ['Annual premium', usd(rng.int(1400, 9800), true)],
      ['Mortgagee', `${esc(f.lender.name)}, ISAOA/ATIMA, ${esc(addr(f.lender.address))}`],
      ['Loan #', s.say(f.loan.loanNumber, 'loan_number')],
    ];
    const html = emailHtml({
      title: 'Binder',
      from: `${esc(`${agent.first} ${agent.last}`)} &lt;${esc(agent.email)}&gt;`,
      to: mail(f.lender.contact),
      cc: `${mail(f.title.contact)}`,
      sent: sentStamp(rng, addDays(f.loan.closingDate, -rng.int(2, 8))),
      subject: `${form.split(' ')[0]} + wind binder — ${esc(f.property.address.street)}`,
      body: `<p>Good morning,</p><p>Attached please find the binder and paid receipt. Wind mitigation credits applied per the inspection (opening protection: ${rng.pick(['hurricane impact glass', 'accordion shutters', 'none'])}; roof-to-wall: ${rng.pick(['clips', 'single wraps', 'toe nails'])}). Summary:</p>
<table style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:#444">${k}</td><td>${v}</td></tr>`).join('')}</table>
<p>Please let me know if the closing agent needs anything else. Master policy for the building is carried by ${esc(rng.pick(ASSOCIATIONS))}.</p>
<p>${esc(`${agent.first} ${agent.last}`)}, Licensed 2-20 Agent<br>${esc(agency)} · ${L.decoyPhone()}</p>`,
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
function intangible(amount: number): string {
  return usd(Math.round(amount * 0.002 * 100) / 100, true);
}
function docStamps(amount: number): string {
  return usd(Math.ceil(amount / 100) * 0.35, true);
}

const closingAgentEmail: Family = {
  id: 'u-closing-agent-email',
  description: 'Title/closing agent e-mail to the lender confirming figures for the settlement statement: lender fees, Florida doc stamps and intangible tax, HOA estoppel as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, {});
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const t = f.title.contact;
    const lines: string[] = [];
    lines.push(s.say(`Loan amount: ${usd(f.loan.amount, true)}`, 'loan_amount'));
    if (f.loan.originationPoints !== undefined) lines.push(s.say(`Origination (${pct(rng, f.loan.originationPoints)}%): ${usd(Math.round(f.loan.amount * f.loan.originationPoints) / 100, true)}`, 'origination_points'));
    if (f.loan.brokerPoints !== undefined) lines.push(s.say(`Broker fee to ${esc(f.broker.name)} (${pct(rng, f.loan.brokerPoints)}%)`, 'broker_points'));
    if (f.loan.processingFee !== undefined) lines.push(s.say(`Processing: ${usd(f.loan.processingFee, true)}`, 'processing_fee'));
    if (f.loan.docFee !== undefined) lines.push(s.say(`Doc prep: ${usd(f.loan.docFee, true)}`, 'loan_doc_fee'));
    if (f.loan.adminFee !== undefined) lines.push(s.say(`Admin/underwriting: ${usd(f.loan.adminFee, true)}`, 'admin_fee'));
    lines.push(`Doc stamps on note: ${docStamps(f.loan.amount)} · Intangible tax: ${intangible(f.loan.amount)}`);
    lines.push(`HOA/condo estoppel fee: ${usd(rng.pick([299, 349, 399, 250]), true)} (${esc(rng.pick(MANAGERS))})`);
    lines.push(`Owner's title premium (promulgated): ${usd(rng.int(1800, 5200), true)}`);
    const who = f.entity ? s.say(esc(f.entity.name), 'entity_name') : s.say(esc(fullName(rng, b, 'upper')), 'borrower_first_name', 'borrower_last_name');
    const html = emailHtml({
      title: 'Closing figures',
      from: mail(t),
      to: mail(f.lender.contact),
      cc: mail(f.broker.contact),
      sent: sentStamp(rng, addDays(f.loan.closingDate, -rng.int(1, 6))),
      subject: `RE: ${esc(f.property.address.street)} / ${who} — ${rng.chance(0.6) ? s.say(`Loan ${f.loan.loanNumber}`, 'loan_number') : 'lender figures'}`,
      body: `<p>Hi ${esc(f.lender.contact.first)},</p>
<p>We are scheduled to close ${s.say(`${date(rng, f.loan.closingDate)}`, 'estimated_closing_date')} at our ${esc(f.title.address.city)} office${rng.chance(0.5) ? ' (buyer signing remotely via RON from abroad)' : ''}. Property: ${s.say(esc(addr(f.property.address)), 'property_address')}. Please confirm the lender charges below so I can balance the ALTA:</p>
<ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>
${f.property.purchasePrice ? `<p>Contract price ${usd(f.property.purchasePrice)}; seller (${esc(`${f.seller.first} ${f.seller.last}`)}) credit ${usd(rng.pick([2500, 5000, 7500]))}.</p>` : ''}
<p>Wire instructions will come from our escrow account only — call to verify at ${L.decoyPhone()}.</p>
<p>Thank you,<br>${esc(`${t.first} ${t.last}`)}, Closing Agent<br>${esc(f.title.name)}</p>`,
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const titleOrderEmail: Family = {
  id: 'u-title-order-email',
  description: 'Lender processor opening a title order with the closing agent: a short label: value block, seller and listing agent as decoys',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, {});
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const block: [string, string][] = [];
    const purchase = f.property.purchasePrice !== undefined;
    block.push([purchase ? 'Buyer/Borrower' : 'Owner/Borrower', f.entity ? s.say(`${esc(f.entity.name)} — signer ${esc(`${b.first} ${b.last}`)}, ${esc(f.entity.signatoryTitle)}`, 'entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title') : s.say(esc(fullName(rng, b)), 'borrower_first_name', 'borrower_last_name')]);
    if (purchase) block.push(['Seller', esc(`${f.seller.first} ${f.seller.last}`)]);
    block.push(['Property', s.say(esc(addr(f.property.address, rng.chance(0.4))), 'property_address')]);
    if (purchase) block.push(['Sales price', usd(f.property.purchasePrice as number)]);
    block.push(['Loan amount', s.say(usd(f.loan.amount), 'loan_amount')]);
    block.push(['Transaction', s.say(loanTypeEn(rng, f.loan.type), 'loan_type')]);
    block.push(['Loan #', s.say(f.loan.loanNumber, 'loan_number')]);
    block.push(['Est. closing', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date')]);
    block.push(['Lender', `${esc(f.lender.name)}, its successors and/or assigns`]);
    block.push(['Listing agent', `${esc(L.decoy())} — ${esc(rng.pick(BROKERAGES))}`]);
    if (rng.chance(0.5)) block.push(['Borrower contact', s.say(`${phoneFmt(rng, b.phone)} / ${esc(b.email)}`, 'borrower_phone', 'borrower_email')]);
    const p = f.lender.contact;
    const html = emailHtml({
      title: 'Title order',
      from: mail(p),
      to: mail(f.title.contact),
      sent: sentStamp(rng, f.documentDate),
      subject: `New title order — ${esc(f.property.address.street)}`,
      font: rng.pick(['sans', 'serif'] as const),
      body: `<p>${esc(f.title.contact.first)}, please open title and send commitment, tax search, lien/permit search and ${f.property.type === 'Condo' ? 'condo estoppel + questionnaire' : 'municipal lien search'}.</p>
<table>${block.map(([k, v]) => `<tr><td style="padding:2px 14px 2px 0"><b>${k}:</b></td><td>${v}</td></tr>`).join('')}</table>
<p>Loan policy amount = loan amount. CPL to our ${esc(f.lender.address.city)} address. Survey waived if ${f.property.type === 'Condo' ? 'condo' : 'prior survey + affidavit'}.</p>
<p>Thanks!<br>${esc(`${p.first} ${p.last}`)} | Loan Processor | ${esc(f.lender.name)}<br>${phoneFmt(rng, p.phone)}</p>`,
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const borrowerInquiryEs: Family = {
  id: 'u-borrower-inquiry-email-es',
  description: 'Borrower writing to the lender in Spanish asking for a loan; existing mortgage payoff and the association dues as decoys; signature with phone',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceOrigin: 'LATAM' });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const payoff = f.loan.purpose === 'Purchase' ? undefined : Math.round(f.loan.amount * (0.3 + rng.next() * 0.4) / 100) * 100 + 37;
    const paras: string[] = [];
    paras.push(s.say(`Le escribo porque estoy interesado en un préstamo de tipo <b>${loanTypeEs(f.loan.type)}</b> ${f.property.purchasePrice ? 'para comprar la propiedad en' : 'para mi propiedad en'} ${esc(addr(f.property.address))}, que es un ${propTypeEs(f.property.type, f.property.units).toLowerCase()}.`, 'loan_type', 'property_address', 'property_type'));
    paras.push(s.say(`Según el corredor, el valor actual es de aproximadamente ${usd(f.property.value)}.`, 'property_value') + (f.property.purchasePrice ? ` El precio de compra acordado con el vendedor es ${usd(f.property.purchasePrice)}.` : '') + (payoff ? ` Actualmente tengo una hipoteca con saldo de ${usd(payoff, true)} con otro banco.` : ''));
    paras.push(s.say(`Necesito ${usd(f.loan.amount)} por ${term(rng, f.loan.termMonths, 'es')}.`, 'loan_amount', 'loan_term') + ` La cuota de mantenimiento del condominio es de ${usd(rng.int(450, 1900))} al mes.`);
    if (rng.chance(0.6)) paras.push(s.say(`Me gustaría cerrar antes del ${rng.pick([dLong, (x: string) => x])(f.loan.closingDate)} si es posible.`, 'estimated_closing_date'));
    if (f.loan.exit) paras.push(s.say(`Mi plan es ${f.loan.exit === 'Sale' ? 'vender la propiedad al terminar la remodelación' : 'refinanciar con un préstamo DSCR a 30 años'}.`, 'exit_strategy'));
    const signer = f.entity ? s.say(`${esc(fullName(rng, b, 'middle'))}<br>${esc(f.entity.signatoryTitle)}, ${esc(f.entity.name)}`, 'borrower_first_name', 'borrower_last_name', 'entity_name', 'authorized_signatory_title', 'authorized_signatory_name') : s.say(esc(fullName(rng, b, 'middle')), 'borrower_first_name', 'borrower_last_name');
    const html = emailHtml({
      title: 'Consulta',
      from: s.say(`${esc(`${b.first} ${b.last}`)} &lt;${esc(b.email)}&gt;`, 'borrower_email'),
      to: mail(f.lender.contact),
      sent: `${dWords(f.documentDate, 'es')}, ${rng.int(8, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      subject: 'Consulta préstamo / loan inquiry',
      body: `<p>Buenas tardes ${esc(f.lender.contact.first)},</p>${paras.map((p) => `<p>${p}</p>`).join('')}
<p>Quedo atento. Mi contador en ${rng.pick(['Caracas', 'Bogotá', 'Buenos Aires', 'Ciudad de México'])}, ${esc(L.decoy())}, puede enviar los estados de cuenta.</p>
<p>Saludos cordiales,<br>${signer}<br>${s.say(phoneFmt(rng, b.phone), 'borrower_phone')}</p>`,
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const brokerCoverLetter1031: Family = {
  id: 'u-broker-cover-letter-1031',
  description: 'Broker submission cover letter on letterhead for a 1031 exchanger, QI letter summarised, REO of relinquished property as decoy',
  formats: ['pdf_text'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 0.2, avoidLoanTypes: ['Refinance', 'Cash Out Refi', 'Second Mortgage'] });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const qi = rng.pick(QIS);
    const exch = Math.round(f.loan.amount * (0.4 + rng.next() * 0.5) / 100) * 100 + 55;
    const relAddr = `${rng.int(100, 9999)} ${rng.pick(['Coral Way', 'NW 7th St', 'Bird Rd', 'Sunset Dr', 'Hollywood Blvd'])}, ${rng.pick(['Miami', 'Hollywood', 'Hialeah'])}, FL`;
    const c = accent(rng);
    const html = documentHtml({
      title: 'Submission',
      font: 'serif',
      page: { footerLeft: `${esc(f.broker.name)} · Licensed Mortgage Broker Business` },
      pages: [`${letterhead({ name: f.broker.name, lines: [esc(addr(f.broker.address)), phoneFmt(rng, f.broker.contact.phone)], color: c })}
<p>${dLong(f.documentDate)}</p><p>${esc(f.lender.name)}<br>Attn: ${esc(`${f.lender.contact.first} ${f.lender.contact.last}`)}, Credit</p>
<p><b>Re: Loan submission — ${s.say(esc(addr(f.property.address)), 'property_address')}</b></p>
<p>Please find our submission for ${f.entity ? s.say(`${esc(f.entity.name)}, whose ${esc(f.entity.signatoryTitle.toLowerCase())} is ${esc(`${b.first} ${b.last}`)}`, 'entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title') : s.say(esc(fullName(rng, b, 'middle')), 'borrower_first_name', 'borrower_last_name')}, who is completing a like-kind exchange. The relinquished property (${esc(relAddr)}) closed and ${usd(exch, true)} of exchange proceeds are held by ${esc(qi)}; the QI's letter is attached.</p>
<p>${s.say(`The borrower requests a ${loanTypeEn(rng, f.loan.type).toLowerCase()} loan of ${usd(f.loan.amount)}`, 'loan_type', 'loan_amount')}${f.property.purchasePrice ? ` toward the ${usd(f.property.purchasePrice)} purchase` : ''} ${s.say(`against a ${propTypeEn(rng, f.property.type, f.property.units).toLowerCase()} with an estimated value of ${usd(f.property.value)}`, 'property_type', 'property_value')}. ${s.say(`We are asking for ${term(rng, f.loan.termMonths)} at ${pct(rng, f.loan.rate)}%`, 'loan_term', 'interest_rate')}${f.loan.brokerPoints !== undefined ? s.say(`, with our compensation of ${pct(rng, f.loan.brokerPoints)} points paid at closing`, 'broker_points') : ''}.</p>
<p>${s.say(`The exchange deadline requires closing by ${date(rng, f.loan.closingDate)}.`, 'estimated_closing_date')} ${f.loan.exit ? s.say(`Exit: ${exitEn(rng, f.loan.exit).toLowerCase()}.`, 'exit_strategy') : ''}</p>
<p>${rng.chance(0.5) && L.origin === 'US' ? s.say(`Middle credit score: ${b.creditScore}. `, 'credit_score') : ''}Borrower reachable at ${s.say(phoneFmt(rng, b.phone), 'borrower_phone')}.</p>
<p>Respectfully,<br><span class="sig">${esc(`${f.broker.contact.first} ${f.broker.contact.last}`)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, s.fields) };
  },
};

export const emailFamilies: Family[] = [brokerScenarioFN, brokerEmailPt, insuranceBinderEmail, closingAgentEmail, titleOrderEmail, borrowerInquiryEs, brokerCoverLetter1031];
