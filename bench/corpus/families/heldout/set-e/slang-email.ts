// A broker's deal e-mail to a lender's originator, all in sentences and shop talk ("need 70% LTC on a $425k flip,
// 12mo IO, borrower's a 740"). The broker signs it, the lender's reply may be quoted below; neither is the borrower.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { day, exact, named, phone, unbroken, usd } from './fmt';

const FLIP_WORDS = ['flip', 'fix and flip', 'rehab', 'fix/flip'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export const slangEmail: Family = {
  id: 'ue-broker-slang-email',
  description: "Broker's deal e-mail to a lender in sentences and slang, printed or photographed, with a quoted reply.",
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const fields: TruthField[] = ['loan_amount', 'loan_term', 'property_address'];
    const a = property.address;
    // Brokers say the client's first name, never a guessed pronoun: "Dana's a 740", "Dana's fine at 10.5".
    const first = esc(borrower.first);
    const pronoun = (i: 0 | 1 | 2) => [rng.pick(['the client', 'borrower', first]), `${first}'s`, `${first}'s`][i] as string;
    const them = named(borrower);
    const lc = lender.contact;
    const bc = broker.contact;
    const s: string[] = [];

    const what = loan.type === 'Fix & Flip' ? rng.pick(FLIP_WORDS)
      : loan.type === 'Construction' ? 'ground up' : loan.type === 'Bridge Loan' ? 'bridge' : loan.type === 'Land' ? 'lot loan'
        : loan.type === 'Cash Out Refi' ? 'cash-out refi' : loan.type === 'Refinance' ? 'rate/term refi' : loan.type === 'Second Mortgage' ? '2nd lien'
          : loan.type === 'Commercial' ? 'commercial' : 'purchase';
    fields.push('loan_type');
    const basis = property.purchasePrice ? `on a ${usd(property.purchasePrice, rng)} purchase` : `on a property worth about ${usd(property.value, rng)}`;
    if (!property.purchasePrice) fields.push('property_value');
    s.push(rng.pick([
      `Got a ${what} for you. Looking for ${usd(loan.amount, rng)} ${basis}, ${loan.termMonths}mo IO.`,
      `Quick ${what} scenario - need ${usd(loan.amount, rng)} ${basis}. ${loan.termMonths} months, interest only.`,
      `Have a ${what} I think fits your box: ${usd(loan.amount, rng)} ask ${basis}, ${loan.termMonths}mo term.`,
    ]));
    s.push(`Subject is ${esc(a.street)}${a.unit ? ` ${esc(a.unit)}` : ''} in ${esc(a.city)}, ${a.state} ${a.zip}.`);
    if (property.purchasePrice && rng.chance(0.6)) {
      s.push(rng.pick([`As-is comes in around ${usd(property.value, rng)}`, `BPO has it at ${usd(property.value, rng)} as-is`]) + (property.arv ? `, ARV ${usd(property.arv, rng)}.` : '.'));
      fields.push('property_value');
    } else if (property.arv) s.push(`ARV should be ${usd(property.arv, rng)} per my comps.`);

    const who = entity
      ? rng.pick([`Borrower is ${esc(them)}, vesting in ${esc(entity.name)}.`, `${esc(entity.name)} is the borrowing entity, ${esc(them)} guaranteeing.`])
      : rng.pick([`Borrower is ${esc(them)}.`, `My client is ${esc(them)}.`, `Buyer/borrower: ${esc(them)}.`]);
    s.push(who);
    fields.push('borrower_first_name', 'borrower_last_name');
    if (entity) fields.push('entity_name');
    s.push(rng.pick([`${cap(pronoun(1))} a ${borrower.creditScore}`, `Mid score ${borrower.creditScore}`, `FICO ${borrower.creditScore}`])
      + rng.pick([`, ${rng.int(2, 14)} flips under ${pronoun(2)} belt.`, `, owns ${rng.int(3, 30)} doors.`, ', first deal but strong liquidity.']));
    fields.push('credit_score');

    if (rng.chance(0.75)) {
      const pts = loan.originationPoints;
      s.push(pts !== undefined && rng.chance(0.7)
        ? `${cap(pronoun(1))} fine at ${exact(loan.rate, rng)} with ${exact(pts, rng)} pts to you.`
        : `Can you do ${exact(loan.rate, rng)}%?`);
      fields.push('interest_rate');
      if (pts !== undefined && s[s.length - 1]?.includes('pts to you')) fields.push('origination_points');
    }
    if (loan.brokerPoints !== undefined && rng.chance(0.7)) {
      s.push(rng.pick([`I'm taking ${exact(loan.brokerPoints, rng)} on my side.`, `Add ${exact(loan.brokerPoints, rng)} pt for me on the HUD.`]));
      fields.push('broker_points');
    }
    if (loan.exit && rng.chance(0.8)) {
      s.push(loan.exit === 'Sale' ? rng.pick(['Plan is to flip it.', 'Exit is retail sale.', 'Going to sell it when done.']) : rng.pick(['Exit is a refi into DSCR.', "Plan is to refi out once it's rented.", 'Takeout is a bank refi.']));
      fields.push('exit_strategy');
    }
    if (rng.chance(0.5)) {
      s.push(loan.prepayment.penalty ? `${cap(pronoun(1))} ok with a prepay (${unbroken(esc(loan.prepayment.terms ?? ''))}).` : `No prepay please, ${pronoun(0)} might sell quick.`);
      fields.push('prepayment_penalty', 'prepayment_terms');
    }
    if (rng.chance(0.8)) {
      s.push(rng.pick([`Need to close by ${day(loan.closingDate, rng.pick(['usShort', 'abbr', 'long'] as const))}.`, `COE is ${day(loan.closingDate, rng.pick(['us', 'usShort'] as const))}.`]));
      fields.push('estimated_closing_date');
    }
    const contact: string[] = [];
    if (rng.chance(0.6)) { contact.push(`cell ${phone(borrower.phone, rng)}`); fields.push('borrower_phone'); }
    if (rng.chance(0.6)) { contact.push(esc(borrower.email)); fields.push('borrower_email'); }
    if (contact.length) s.push(`${cap(pronoun(2))} info if you need to reach out direct: ${contact.join(', ')}.`);

    const paragraphs = [s.slice(0, 3).join(' '), s.slice(3, 6).join(' '), s.slice(6).join(' ')].filter(Boolean);
    const sent = `${rng.pick(WEEKDAYS)}, ${day(facts.documentDate, 'abbr')} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM`;
    const subject = rng.pick([`${what} - ${a.city}`, `new deal / ${a.street}`, `scenario: ${usd(loan.amount, rng)} ${what}`]);
    const quoted = rng.chance(0.6)
      ? `<div style="border-left:3px solid #aaa;padding-left:10px;color:#555;margin-top:14px">On ${day(facts.documentDate, 'usShort')}, ${esc(named(lc))} &lt;${esc(lc.email)}&gt; wrote:<br>Send me what you've got. We're doing up to ${rng.int(70, 90)}% LTC on ${rng.pick(['flips', 'bridge', 'light rehab'])} right now, rates from ${exact(rng.int(80, 96) / 8, rng)}%.<br>${esc(lc.first)}<br>${esc(lender.name)} | ${phone(lc.phone, rng)}</div>`
      : '';
    const html = documentHtml({
      title: subject,
      font: 'sans',
      fontSize: '10pt',
      css: `.hdr td { padding: 1px 8px 1px 0; vertical-align: top } .hdr td:first-child { color: #666; width: 60px }`,
      pages: [`<div style="font:bold 13pt 'DejaVu Sans';margin-bottom:8px">${esc(subject)}</div>
<table class="hdr"><tr><td>From:</td><td>${esc(named(bc))} &lt;${esc(bc.email)}&gt;</td></tr><tr><td>To:</td><td>${esc(named(lc))} &lt;${esc(lc.email)}&gt;</td></tr><tr><td>Sent:</td><td>${sent}</td></tr></table>
<hr style="border:0;border-top:1px solid #ccc;margin:10px 0">
<p>${esc(rng.pick([`Hey ${lc.first},`, `${lc.first} -`, `Morning ${lc.first},`]))}</p>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
<p>${rng.pick(['Lmk if you want the full package.', 'Can send bank stmts + SOW today.', 'Thoughts?'])}</p>
<p>${esc(bc.first)}<br>${esc(broker.name)}<br>${phone(bc.phone, rng)}</p>${quoted}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(facts, fields) };
  },
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
