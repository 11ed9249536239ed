// set-u: things photographed with a phone — a loan officer's handwritten intake sheet, WhatsApp chats and voice-note
// transcripts, a faxed scenario sheet, a signed LOI on the desk.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family } from '../../../types';
import {
  Said, addr, addDays, dAbbr, dLatin, dLong, dUS, dUSu, dWords, date, localize, loanTypeEn, loanTypePt, loanTypeEs, pct, phoneFmt,
  propTypeEn, propTypeEs, propTypePt, term, usd, reais, commaDecimal, BROKERAGES, MANAGERS,
} from './kit';

function k(n: number): string {
  return n % 1000 === 0 ? `${n / 1000}k` : usd(n).slice(1);
}

// ---------------------------------------------------------------------------------------------------------------
const intakeNotes: Family = {
  id: 'u-intake-notes-photo',
  description: 'Loan officer\'s handwritten intake notes on a ruled legal pad, photographed: abbreviations, arrows, crossed-out first numbers, a seller\'s phone scribbled on the side',
  formats: ['image'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 0.45 });
    const { f, origin } = L;
    const b = f.borrower;
    const s = new Said();
    const lines: string[] = [];
    lines.push(`<u>${rng.pick(['Call', 'Mtg', 'Walk-in'])} ${dUSu(f.documentDate).slice(0, -5)}</u> — ${s.say(`${esc(b.first)} ${esc(b.last)}`, 'borrower_first_name', 'borrower_last_name')} ${origin !== 'US' ? `(FN — ${origin === 'BR' ? 'Brasil' : 'LatAm'}, ITIN)` : ''}`);
    if (f.entity) lines.push(s.say(`vesting: ${esc(f.entity.name)}`, 'entity_name'));
    lines.push(s.say(`cell ${phoneFmt(rng, b.phone)}`, 'borrower_phone'));
    if (rng.chance(0.5)) lines.push(s.say(esc(b.email), 'borrower_email'));
    lines.push(s.say(`prop: ${esc(addr(f.property.address))}`, 'property_address'));
    lines.push(s.say(`${propTypeEn(rng, f.property.type, f.property.units)}`, 'property_type') + (f.property.type === 'Condo' ? ` — HOA ${usd(rng.int(400, 1500))}/mo` : ''));
    if (f.property.purchasePrice) lines.push(`PP ${k(f.property.purchasePrice)}`);
    lines.push(s.say(`val ~ $${k(f.property.value)}`, 'property_value'));
    const wrong = f.loan.amount + rng.pick([25000, 50000, -20000]);
    lines.push(s.say(`loan <s>${k(wrong)}</s> → $${k(f.loan.amount)}`, 'loan_amount'));
    lines.push(s.say(`${loanTypeEn(rng, f.loan.type)} / ${f.loan.termMonths} mo / ${pct(rng, f.loan.rate)}%`, 'loan_type', 'loan_term', 'interest_rate'));
    if (origin === 'US' && rng.chance(0.7)) lines.push(s.say(`FICO ${b.creditScore}`, 'credit_score'));
    if (f.loan.exit) lines.push(s.say(`exit → ${f.loan.exit === 'Sale' ? 'sell' : 'refi DSCR'}`, 'exit_strategy'));
    lines.push(s.say(`close by ${rng.pick([dUSu, dAbbr])(f.loan.closingDate)}`, 'estimated_closing_date'));
    const side = `seller ${esc(f.seller.first)} ${L.decoyPhone()}<br>agent ${esc(L.decoy())}`;
    const html = documentHtml({
      title: 'Notes',
      font: 'serif',
      css: `.pad{background:#fdf8c4;background-image:repeating-linear-gradient(#fdf8c4 0 30px,#9ec3e6 30px 31px);min-height:10in;padding:40px 30px 30px 70px;border-left:2px solid #e07a7a;position:relative}
.pad div.l{font-family:'DejaVu Serif',serif;font-style:italic;font-size:15pt;color:#1d2c6b;line-height:31px;transform:rotate(${(rng.next() - 0.5).toFixed(2)}deg)}
.side{position:absolute;right:30px;top:330px;width:170px;font-style:italic;font-size:11pt;color:#6b1d1d;transform:rotate(-6deg);border:1px dashed #6b1d1d;padding:4px}`,
      page: { margin: '0.3in' },
      pages: [`<div class="pad">${lines.map((l) => `<div class="l">${l}</div>`).join('')}<div class="side">${side}</div></div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
function bubble(text: string, me: boolean, time: string): string {
  return `<div style="display:flex;justify-content:${me ? 'flex-end' : 'flex-start'};margin:5px 0"><div style="max-width:78%;background:${me ? '#d9fdd3' : '#fff'};border-radius:8px;padding:6px 9px;box-shadow:0 1px 1px rgba(0,0,0,.15);font-size:12pt">${text}<div style="text-align:right;font-size:8pt;color:#777">${time}${me ? ' ✓✓' : ''}</div></div></div>`;
}

const whatsappEs: Family = {
  id: 'u-whatsapp-chat-es',
  description: 'Phone screenshot of a WhatsApp chat in Spanish between a Venezuelan/Colombian broker and the loan officer, deal facts scattered over several bubbles',
  formats: ['image'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceOrigin: 'LATAM' });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    let h = rng.int(8, 17);
    let m = rng.int(0, 40);
    const t = () => {
      m += rng.int(1, 6);
      if (m > 59) { m -= 60; h += 1; }
      return `${h}:${String(m).padStart(2, '0')}`;
    };
    const msgs: [string, boolean][] = [];
    msgs.push([`Hola ${esc(f.lender.contact.first)} — tengo un cliente para ti`, false]);
    msgs.push([s.say(`${esc(b.first)} ${esc(b.last)}${f.entity ? s.say(` (compra a nombre de ${esc(f.entity.name)})`, 'entity_name') : ''}`, 'borrower_first_name', 'borrower_last_name'), false]);
    msgs.push([s.say(`${esc(addr(f.property.address))} · ${propTypeEs(f.property.type, f.property.units)}`, 'property_address', 'property_type'), false]);
    msgs.push(['Dale, mándame los números', true]);
    msgs.push([s.say(`Necesita ${usd(f.loan.amount)} — ${loanTypeEs(f.loan.type)}`, 'loan_amount', 'loan_type') + (f.property.purchasePrice ? ` · precio ${usd(f.property.purchasePrice)}` : ''), false]);
    msgs.push([s.say(`Valor as-is ${usd(f.property.value)} según el BPO`, 'property_value'), false]);
    msgs.push([s.say(`Te puedo dar ${pct(rng, f.loan.rate)}% a ${f.loan.termMonths} meses`, 'interest_rate', 'loan_term') + (f.loan.originationPoints !== undefined ? s.say(` + ${pct(rng, f.loan.originationPoints)} puntos`, 'origination_points') : ''), true]);
    msgs.push([s.say(`Perfecto. Cierre ${date(rng, f.loan.closingDate)}`, 'estimated_closing_date') + ` con ${esc(f.title.name)}`, false]);
    if (rng.chance(0.5)) msgs.push([s.say(`Su cel: ${phoneFmt(rng, b.phone)}`, 'borrower_phone'), false]);
    msgs.push([`La agente del vendedor es ${esc(L.decoy())} ${L.decoyPhone()}`, false]);
    msgs.push(['Ok, te mando el term sheet hoy', true]);
    const html = documentHtml({
      title: 'WhatsApp',
      font: 'sans',
      css: '.phone{background:#efe7dd;min-height:10.2in;padding:0 18px 18px} .bar{background:#075e54;color:#fff;padding:12px 16px;margin:0 -18px 10px;font-size:13pt}',
      page: { margin: '0.2in 1.3in' },
      pages: [`<div class="phone"><div class="bar">← ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} (${esc(f.broker.name)})<div style="font-size:8pt">en línea</div></div>
<div style="text-align:center;font-size:9pt;color:#555;margin:6px">${dLatin(f.documentDate)}</div>
${msgs.map(([x, me]) => bubble(x, me, t())).join('')}</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const voiceNotesPt: Family = {
  id: 'u-whatsapp-voice-transcript-pt',
  description: 'WhatsApp voice notes from a Brazilian borrower, transcribed in Portuguese by the loan officer\'s phone, with the LO\'s typed recap; R$ figures and comma decimals as decoys',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceOrigin: 'BR' });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const notes: string[] = [];
    notes.push(s.say(`Oi ${esc(f.lender.contact.first)}, aqui é o ${esc(b.first)} ${esc(b.last)}, amigo do ${esc(f.broker.contact.first)}.`, 'borrower_first_name', 'borrower_last_name') + ` Estou vendendo um apartamento em São Paulo por ${reais(rng.int(800, 4000) * 1000)} e quero investir aí na Flórida.`);
    notes.push(s.say(`O imóvel é ${esc(addr(f.property.address))}, ${propTypePt(f.property.type, f.property.units).toLowerCase()}.`, 'property_address', 'property_type') + (f.property.purchasePrice ? ` O preço combinado é ${usd(f.property.purchasePrice)}.` : '') + s.say(` O corretor acha que vale uns ${usd(f.property.value)}.`, 'property_value'));
    notes.push(s.say(`Eu preciso de ${usd(f.loan.amount)}, ${loanTypePt(f.loan.type).toLowerCase()}, pelo prazo de ${f.loan.termMonths} meses.`, 'loan_amount', 'loan_type', 'loan_term') + ` A taxa que o outro banco me ofereceu foi ${commaDecimal(f.loan.rate + 1.5, 2)}% ao ano, é muito alta.`);
    notes.push(s.say(`A gente quer fechar até ${dWords(f.loan.closingDate, 'pt')} — no contrato está ${dUS(f.loan.closingDate)}.`, 'estimated_closing_date') + (f.loan.exit ? s.say(` Depois a ideia é ${f.loan.exit === 'Sale' ? 'vender' : 'refinanciar'}.`, 'exit_strategy') : '') + ` Meu e-mail é ` + s.say(esc(b.email), 'borrower_email') + '.');
    const recap = s.say(`LO recap: quoted ${pct(rng, f.loan.rate)}% IO`, 'interest_rate');
    const html = documentHtml({
      title: 'Transcrição',
      font: 'sans',
      fontSize: '10.5pt',
      css: '.vn{border:1px solid #cde;border-radius:10px;background:#f4fbf2;padding:8px 10px;margin:8px 0} .vn .h{font-size:8.5pt;color:#4a7}',
      pages: [`<h3>WhatsApp — áudios transcritos</h3><p class="small">Contato: +55 ${rng.int(11, 51)} 9${rng.int(1000, 9999)}-${rng.int(1000, 9999)} · exportado ${dLatin(f.documentDate)}</p>
${notes.map((n, i) => `<div class="vn"><div class="h">▶ Áudio ${i + 1} · 0:${String(rng.int(15, 59)).padStart(2, '0')} · transcrição automática</div>${n}</div>`).join('')}
<p style="margin-top:12px;border-top:1px solid #999;padding-top:6px">${recap}; condo docs from ${esc(rng.pick(MANAGERS))}; FX used by client ${commaDecimal(5 + rng.next(), 4)}.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const faxedScenario: Family = {
  id: 'u-faxed-scenario-sheet',
  description: 'Old-school broker fax: cover header strip and a monospaced scenario table with the broker\'s fax number and page stamp',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 0.3 });
    const { f, origin } = L;
    const b = f.borrower;
    const s = new Said();
    const rows: [string, string][] = [
      ['BORROWER', f.entity ? s.say(`${esc(f.entity.name.toUpperCase())} / ${esc(`${b.first} ${b.last}`.toUpperCase())}`, 'entity_name', 'borrower_first_name', 'borrower_last_name') : s.say(esc(`${b.last}, ${b.first}`.toUpperCase()), 'borrower_first_name', 'borrower_last_name')],
      ['SUBJECT', s.say(esc(addr(f.property.address).toUpperCase()), 'property_address')],
      ['PROP TYPE', s.say(propTypeEn(rng, f.property.type, f.property.units).toUpperCase(), 'property_type')],
      ['VALUE', s.say(usd(f.property.value), 'property_value')],
      ['LOAN AMT', s.say(usd(f.loan.amount), 'loan_amount')],
      ['PROGRAM', s.say(loanTypeEn(rng, f.loan.type).toUpperCase(), 'loan_type')],
      ['TERM/RATE', s.say(`${f.loan.termMonths} MO / ${pct(rng, f.loan.rate)}%`, 'loan_term', 'interest_rate')],
      ['FICO', origin === 'US' ? s.say(String(b.creditScore), 'credit_score') : 'FN - NO SCORE'],
      ['BKR COMP', f.loan.brokerPoints !== undefined ? s.say(`${pct(rng, f.loan.brokerPoints)} PTS`, 'broker_points') : 'PER LENDER'],
      ['COE', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date')],
    ];
    const html = documentHtml({
      title: 'Fax',
      font: 'mono',
      fontSize: '10pt',
      pages: [`<div style="font-size:8pt;border-bottom:1px solid #000;display:flex;justify-content:space-between"><span>${dLatin(f.documentDate).replace(/\//g, '-')} ${rng.int(9, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}</span><span>FROM: ${esc(f.broker.name.toUpperCase())} FAX ${L.decoyPhone()}</span><span>P. 1/1</span></div>
<h2 style="margin:16px 0;font-family:'DejaVu Sans Mono'">*** LOAN SCENARIO ***</h2>
<p>TO: ${esc(f.lender.name.toUpperCase())}<br>ATTN: ${esc(`${f.lender.contact.first} ${f.lender.contact.last}`.toUpperCase())}</p>
<table style="margin-top:10px">${rows.map(([a, c]) => `<tr><td style="padding:3px 18px 3px 0">${a}</td><td>: ${c}</td></tr>`).join('')}</table>
<p style="margin-top:18px">NOTES: ${esc(rng.pick(['NEED TERMS BY FRIDAY', 'BORROWER ABROAD - DOCS VIA DHL', 'SELLER WILL NOT EXTEND', 'CONDO NON-WARRANTABLE']))}.<br>LISTING: ${esc(rng.pick(BROKERAGES).toUpperCase())}</p>
<p style="margin-top:30px">CONFIDENTIALITY NOTICE: THIS FACSIMILE IS INTENDED ONLY FOR THE ADDRESSEE.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const signedLoiPhoto: Family = {
  id: 'u-signed-loi-photo',
  description: 'One-page LOI, signed in ink by the borrower and photographed on a desk before being sent back by WhatsApp',
  formats: ['image'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 0.4 });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const rows: [string, string][] = [
      ['Borrower', f.entity ? s.say(esc(f.entity.name), 'entity_name') : s.say(esc(`${b.first} ${b.last}`), 'borrower_first_name', 'borrower_last_name')],
      ['Property', s.say(esc(addr(f.property.address)), 'property_address')],
      ['Loan Amount', s.say(usd(f.loan.amount), 'loan_amount')],
      ['Loan Type', s.say(loanTypeEn(rng, f.loan.type), 'loan_type')],
      ['Interest Rate', s.say(`${pct(rng, f.loan.rate)}%`, 'interest_rate')],
      ['Term', s.say(term(rng, f.loan.termMonths), 'loan_term')],
      ['Origination', f.loan.originationPoints !== undefined ? s.say(`${pct(rng, f.loan.originationPoints)}%`, 'origination_points') : '—'],
      ['Closing', s.say(date(rng, f.loan.closingDate), 'estimated_closing_date')],
    ];
    const html = documentHtml({
      title: 'Signed LOI',
      font: 'serif',
      fontSize: '11pt',
      pages: [`<h2 style="text-align:center">${esc(f.lender.name)}</h2><h3 style="text-align:center;margin-bottom:14px">Letter of Intent</h3>
<p>${dLong(f.documentDate)}</p>
<table class="grid" style="margin:10px 0">${rows.map(([a, c]) => `<tr><td style="width:30%"><b>${a}</b></td><td>${c}</td></tr>`).join('')}</table>
<p>This LOI is subject to appraisal, title, insurance and final underwriting approval. A deposit of ${usd(rng.pick([1500, 2500, 3500]))} for third-party reports is due on acceptance.</p>
<p style="margin-top:26px">Lender: <span class="sig">${esc(`${f.lender.contact.first} ${f.lender.contact.last}`)}</span></p>
<p style="margin-top:26px">Accepted: <span class="scrawl">${esc(b.first[0] ?? '')}. ${esc(b.last)}</span><br>${f.entity ? s.say(`${esc(`${b.first} ${b.last}`)}, ${esc(f.entity.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name') : s.say(esc(`${b.first} ${b.last}`), 'borrower_first_name', 'borrower_last_name')} &nbsp; Date: ${dLatin(addDays(f.documentDate, rng.int(0, 3)))}</p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, s.fields) };
  },
};

export const photoFamilies: Family[] = [intakeNotes, whatsappEs, voiceNotesPt, faxedScenario, signedLoiPhoto];
