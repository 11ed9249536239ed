// Things photographed on a phone: a napkin from a lunch with the owner, the deal whiteboard, text and WhatsApp
// screenshots, a pink "while you were out" slip.
import { documentHtml, esc } from '../../../style';
import type { Family, TruthField } from '../../../types';
import { addr, borrowerLabel, desk, fullName, kay, pct, phoneFmt, shortDate, street, truth, who } from './desk';

const HAND = "font-family:'DejaVu Serif',serif;font-style:italic;color:#1b2a7a";

export const photoFamilies: Family[] = [
  {
    id: 't-napkin-lunch-math',
    description: 'Napkin from lunch with the owner: loan math scribbled in pen (value, ask, rate, points, months), photographed',
    formats: ['image'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const ltv = Math.round((f.loan.amount / f.property.value) * 100);
      const html = documentHtml({
        title: 'napkin', fontSize: '15pt',
        css: `.nap{width:6.2in;height:6.2in;margin:1.2in auto;background:#fbfbf6;border:1px dashed #ccc;padding:0.45in;transform:rotate(${rng.int(-4, 4)}deg);${HAND};line-height:1.6}
.nap div{white-space:nowrap}`,
        pages: [`<div class="nap"><div style="font-size:18pt">${esc(fullName(f.borrower))} — ${esc(street(rng, d))}</div>
<div>${esc(d.use.short)} · ${esc(f.property.address.city)}</div>
<div>val ${kay(f.property.value)}</div><div>${f.property.purchasePrice ? `price ${kay(f.property.purchasePrice)}` : `owes ${esc(d.existingLender.split(' ')[0]!)} ~${kay(Math.round(d.payoff / 1000) * 1000)}`}</div>
<div style="font-size:19pt;text-decoration:underline">loan ${kay(f.loan.amount)} (${ltv}%)</div><div>@ ${f.loan.rate}% · ${f.loan.originationPoints} pts · ${f.loan.termMonths} mo</div>
<div>${f.loan.prepayment.penalty ? esc(f.loan.prepayment.terms ?? '') : 'no prepay'}</div><div style="margin-top:10px;font-size:12pt">→ exit: ${esc(d.exitText)}</div><div style="font-size:12pt">his cell ${phoneFmt(f.borrower.phone, 1)}</div></div>`],
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_value', 'loan_amount', 'interest_rate', 'origination_points', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'exit_strategy']) };
    },
  },
  {
    id: 't-whiteboard-deal-board',
    description: "Photo of the office whiteboard for Monday pipeline meeting: one deal's box in marker, other deals half-erased",
    formats: ['image'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const marker = (c: string) => `font-family:'DejaVu Sans Condensed';font-weight:bold;color:${c}`;
      const ghost = Array.from({ length: 3 }, () => `${rng.pick(['Cicero', 'Berwyn', 'Gary', 'Toledo', 'Kenosha', 'Hammond'])} ${rng.pick(['car wash', 'church', '6-flat', 'strip'])} ${kay(rng.int(20, 150) * 10000)}`);
      const html = documentHtml({
        title: 'whiteboard', fontSize: '14pt',
        css: '.wb{margin:0;height:8.9in;background:#f4f6f4;border:10px solid #9aa;padding:0.3in;position:relative}',
        pages: [`<div class="wb"><div style="${marker('#333')};font-size:16pt">PIPELINE — wk of ${shortDate(f.documentDate)}</div>
<div style="border:3px solid #1a4fa0;padding:12px;margin:18px 0;width:70%;${marker('#1a4fa0')};line-height:1.5">
<div style="font-size:17pt">${esc(borrowerLabel(d).toUpperCase())}</div><div>${esc(addr(rng, d))}</div><div>${esc(d.use.short)}</div>
<div style="color:#b02020">${kay(f.loan.amount)} / val ${kay(f.property.value)}</div><div>${pct(f.loan.rate)} — ${f.loan.termMonths} mo — ${f.loan.originationPoints} pts</div><div>close ${shortDate(f.loan.closingDate)} ✓ appr ✗ Ph I</div><div style="font-size:11pt">${esc(d.originator.first)}</div></div>
${ghost.map((g, i) => `<div style="${marker('#999')};opacity:${0.25 + i * 0.1};font-size:13pt;margin:8px 0 0 ${rng.int(0, 200)}px">${esc(g)}</div>`).join('')}</div>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truth(d, [...who(d), 'property_address', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'estimated_closing_date']) };
    },
  },
  {
    id: 't-sms-screenshot',
    description: 'iPhone text-message screenshot between the originator and the owner (broken English), numbers in bubbles',
    formats: ['image'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const me = (t: string) => `<div style="text-align:right;margin:6px 0"><span style="display:inline-block;background:#1b84ff;color:#fff;border-radius:16px;padding:7px 12px;max-width:70%;text-align:left">${t}</span></div>`;
      const them = (t: string) => `<div style="margin:6px 0"><span style="display:inline-block;background:#e5e5ea;border-radius:16px;padding:7px 12px;max-width:70%">${t}</span></div>`;
      const thread = [
        them(`Hello this is ${esc(f.borrower.first)} from ${esc(street(rng, d))}, ${esc(f.broker.contact.first)} give me your number`),
        me(`Hi ${esc(f.borrower.first)}! Yes. How much you need and what is building worth?`),
        them(`I need ${kay(f.loan.amount)}. Worth ${kay(f.property.value)} at least`),
        them(`${esc(d.use.short)}. ${f.entity ? `In company name ${esc(f.entity.name)}` : 'In my name'}`),
        me(`OK. We can look at ${pct(f.loan.rate)}, ${f.loan.originationPoints} points, ${f.loan.termMonths} months. Send me email with tax bill + leases`),
        them(`ok my email ${esc(f.borrower.email)}`),
        them('👍 thank you'),
      ];
      const html = documentHtml({
        title: 'sms', font: 'sans', fontSize: '12pt',
        css: '.ph{width:4.4in;margin:0.5in auto;border:1px solid #ccc;border-radius:18px;padding:14px;background:#fff}',
        pages: [`<div class="ph"><div class="center small">9:${rng.int(10, 59)} &nbsp; ▮▮▮ LTE</div><div class="center b" style="margin:6px 0 12px">${phoneFmt(f.borrower.phone, 0)}</div><div class="center small muted">Text Message · ${shortDate(f.documentDate)}</div>${thread.join('')}</div>`],
      });
      const fields: TruthField[] = ['borrower_first_name', 'borrower_phone', 'borrower_email', 'property_value', 'loan_amount', 'interest_rate', 'origination_points', 'loan_term'];
      if (f.entity) fields.push('entity_name');
      const t = truth(d, fields);
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: t };
    },
  },
  {
    id: 't-whatsapp-broker-chat',
    description: 'WhatsApp chat export screenshot between the Chicago broker and the fund originator, green bubbles, voice-note placeholders',
    formats: ['image'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const b = f.broker.contact;
      const t = (h: number) => `${h}:${String(rng.int(0, 59)).padStart(2, '0')}`;
      const out = (x: string, h: number) => `<div style="text-align:right;margin:5px 0"><span style="display:inline-block;background:#dcf8c6;border-radius:8px;padding:6px 9px;max-width:72%;text-align:left">${x} <span class="small muted">${t(h)} ✓✓</span></span></div>`;
      const inn = (x: string, h: number) => `<div style="margin:5px 0"><span style="display:inline-block;background:#fff;border-radius:8px;padding:6px 9px;max-width:72%">${x} <span class="small muted">${t(h)}</span></span></div>`;
      const html = documentHtml({
        title: 'whatsapp', font: 'sans', fontSize: '11pt',
        css: '.wa{width:4.6in;margin:0.4in auto;background:#ece5dd;padding:10px;border-radius:10px}',
        pages: [`<div class="wa"><div style="background:#075e54;color:#fff;padding:8px;border-radius:6px">${esc(b.first)} ${esc(b.last)} (broker)</div><div class="center small" style="margin:6px">${shortDate(f.documentDate)}</div>
${inn(`new one for u. ${esc(borrowerLabel(d))}, ${esc(addr(rng, d))}`, 8)}
${inn(`🎤 Voice message (0:${rng.int(20, 59)})`, 8)}
${inn(`${esc(d.use.label)}. ask ${kay(f.loan.amount)}, value ${kay(f.property.value)}. ${f.property.purchasePrice ? `buying it for ${kay(f.property.purchasePrice)}` : `refi out of ${esc(d.existingLender)}`}`, 9)}
${out(`what's the exit`, 9)}
${inn(`${esc(d.exitText)}`, 10)}
${out(`ok. ${pct(f.loan.rate)} / ${f.loan.originationPoints} pts / ${f.loan.termMonths} mo. you at ${f.loan.brokerPoints ?? 1}?`, 10)}
${inn(`yes ${f.loan.brokerPoints ?? 1} pt. need close by ${shortDate(f.loan.closingDate)}`, 11)}
${out('send pkg', 11)}</div>`],
      });
      const tr = truth(d, [...who(d), 'property_address', 'property_type', 'loan_amount', 'property_value', 'exit_strategy', 'interest_rate', 'origination_points', 'loan_term', 'estimated_closing_date']);
      tr.broker_points = String(f.loan.brokerPoints ?? 1);
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: tr };
    },
  },
  {
    id: 't-phone-message-slip',
    description: 'Pink "While You Were Out" phone slip the receptionist filled in for the originator, photographed on the desk',
    formats: ['image'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const html = documentHtml({
        title: 'slip', font: 'sans', fontSize: '10pt',
        css: `.slip{width:5.2in;margin:1.4in auto;background:#ffd6e4;border:1px solid #d99;padding:16px 20px;transform:rotate(${rng.int(-3, 3)}deg)}
.hw{${HAND};font-size:13pt}.ln{border-bottom:1px solid #b77;padding:3px 0}`,
        pages: [`<div class="slip"><div class="center b" style="font-size:15pt;letter-spacing:2px">WHILE YOU WERE OUT</div>
<div class="ln">For <span class="hw">${esc(d.originator.first)}</span> &nbsp; Date <span class="hw">${shortDate(f.documentDate)}</span> Time <span class="hw">${rng.int(9, 4 + 12) % 12 || 12}:${rng.pick(['05', '20', '45'])}</span></div>
<div class="ln">M <span class="hw">${esc(fullName(f.borrower))}</span></div><div class="ln">of <span class="hw">${f.entity ? esc(f.entity.name) : 'owner — ' + esc(street(rng, d))}</span></div>
<div class="ln">Phone <span class="hw">${phoneFmt(f.borrower.phone, 1)}</span></div>
<div>☒ Telephoned ☐ Came to see you ☒ Please call ☐ Will call again ☐ URGENT</div>
<div class="ln" style="min-height:70px">Message <span class="hw">wants ${kay(f.loan.amount)} on his ${esc(d.use.short)}, says worth ${kay(f.property.value)}. ${d.ethnicity === 'pl' ? 'speaks Polish — ask Kasia' : d.ethnicity === 'mx' ? 'Spanish pref.' : 'call after 6'}</span></div>
<div class="small">Signed <span class="hw">${rng.pick(['Deb', 'Marisol', 'Tina', 'Joy'])}</span></div></div>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(d, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'borrower_phone', 'loan_amount', 'property_value']) };
    },
  },
];

