// A borrower's own short e-mail to a private lender: first person, figures in sentences, no labels.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { dateText, money, pct, phoneText, streetLine } from './fmt';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const borrowerEmail: Family = {
  id: 'hc-borrower-email',
  description: 'A borrower writing to a hard-money lender in plain first-person prose, e-mail header lines, no labels.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender } = facts;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'loan_amount', 'property_address'];
    const a = property.address;
    const street = streetLine(a, rng.chance(0.6));
    const amount = money(loan.amount, rng.pick(['whole', 'short'] as const));
    const paras: string[] = [];
    const greet = rng.pick([`Hi ${lender.contact.first},`, `Hello,`, `Good morning ${lender.contact.first},`, `${lender.contact.first} -`]);

    const kind: Record<string, string> = {
      'Fix & Flip': 'a fix and flip loan', 'Bridge Loan': 'a short-term bridge loan', Purchase: 'a purchase loan',
      'Cash Out Refi': 'a cash-out refinance', Refinance: 'a refinance', Construction: 'a ground-up construction loan',
      Commercial: 'a commercial loan', 'Second Mortgage': 'a second mortgage', Land: 'a land loan',
    };
    fields.push('loan_type');
    const intro = rng.pick([
      `My name is ${borrower.first} ${borrower.last} and I got your info from a friend who closed a deal with you last year.`,
      `Thanks for taking my call yesterday. As promised, here are the details on the deal.`,
      `I'm reaching out about financing on a property I'm working on.`,
    ]);
    paras.push(`${esc(intro)} I'm looking for ${kind[loan.type]} of ${amount} on ${esc(street)} in ${esc(a.city)}, ${a.state} ${a.zip}.`);

    const s2: string[] = [];
    if (entity) {
      s2.push(`I'll be taking title in my ${entity.type === 'Trust' ? 'trust' : 'company'}, ${esc(entity.name)}, and I'm the ${esc(entity.signatoryTitle.toLowerCase())} so I'd be signing and guaranteeing personally.`);
      fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    }
    const ptype: Record<string, string> = {
      'Single Family': 'single family house', '2-4 Unit': `${property.units ?? 2}-unit`, Condo: 'condo', Townhouse: 'townhouse',
      'Multifamily (5+)': `${property.units ?? 5}-unit apartment building`, 'Mixed Use': 'mixed use building (retail downstairs, apartments up)',
      Retail: 'retail building', Office: 'small office building', Industrial: 'industrial warehouse', Land: 'vacant lot',
    };
    s2.push(`It's a ${ptype[property.type]}${property.yearBuilt && rng.chance(0.5) ? ` built in ${property.yearBuilt}` : ''}.`);
    fields.push('property_type');
    if (property.purchasePrice) s2.push(`I have it under contract for ${money(property.purchasePrice)}.`);
    if (rng.chance(0.7)) {
      s2.push(rng.pick([
        `I think it's worth about ${money(property.value)} as it sits today`,
        `A recent BPO came in at ${money(property.value)} as-is`,
        `The county and my realtor both put the current value around ${money(property.value)}`,
      ]) + (property.arv ? `, and after the work it should be worth ${money(property.arv)}.` : '.'));
      fields.push('property_value');
    } else if (property.arv) {
      s2.push(`Once it's done the ARV should be around ${money(property.arv)}.`);
    }
    paras.push(s2.join(' '));

    const s3: string[] = [];
    const months = loan.termMonths;
    s3.push(months === 360 ? `I'd want a 30-year loan on this one.` : `I'd need the money for about ${months} months${loan.exit === 'Sale' ? ', then I plan to sell it' : loan.exit === 'Refinance' ? ', then I plan to refinance into a long-term rental loan' : ''}.`);
    fields.push('loan_term');
    if (loan.exit) fields.push('exit_strategy');
    if (rng.chance(0.55)) {
      s3.push(`Your website mentioned rates around ${pct(loan.rate, rng)} with ${loan.originationPoints ?? 2} points - is that still what you'd quote for me?`);
      fields.push('interest_rate');
      if (loan.originationPoints !== undefined) fields.push('origination_points');
    }
    if (rng.chance(0.7)) {
      s3.push(`My credit score is ${borrower.creditScore}${rng.chance(0.5) ? ' and I have no lates' : ''}.`);
      fields.push('credit_score');
    }
    if (rng.chance(0.75)) {
      s3.push(`We're scheduled to close on ${dateText(loan.closingDate, 'long')}, so timing matters.`);
      fields.push('estimated_closing_date');
    }
    paras.push(s3.join(' '));

    const phoneLine = rng.chance(0.8);
    if (phoneLine) fields.push('borrower_phone');
    paras.push(rng.pick(['Let me know what else you need from me. I can send bank statements and the contract today.', 'Please let me know if this is something you can do.', 'Looking forward to hearing from you.']));

    const d = new Date(`${facts.documentDate}T00:00:00Z`);
    const hh = rng.int(7, 21);
    const sent = `${WEEKDAYS[d.getUTCDay()]}, ${MON[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()} at ${((hh + 11) % 12) + 1}:${String(rng.int(0, 59)).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
    const subject = rng.pick([`Loan request - ${street}`, `Financing for ${a.city} property`, `${amount} loan - ${street}`, 'Looking for a lender']);
    const sign = `${rng.pick(['Thanks,', 'Thank you,', 'Best,', 'Regards,'])}<br>${esc(borrower.first)}${rng.chance(0.6) ? ` ${esc(borrower.last)}` : ''}${phoneLine ? `<br>${phoneText(borrower.phone, rng)}` : ''}`;
    const html = documentHtml({
      title: subject,
      font: rng.pick(['sans', 'serif'] as const),
      fontSize: '10.5pt',
      css: '.hdr td { padding: 1px 8px 1px 0; font-size: 9.5pt } .hdr td:first-child { color: #555 }',
      page: { margin: '0.6in 0.8in' },
      pages: [`<div style="font:bold 12pt 'DejaVu Sans';border-bottom:1px solid #999;padding-bottom:6px;margin-bottom:6px">${esc(subject)}</div>
<table class="hdr"><tr><td>From:</td><td>${esc(`${borrower.first} ${borrower.last}`)} &lt;${esc(borrower.email)}&gt;</td></tr>
<tr><td>To:</td><td>${esc(lender.contact.email)}</td></tr><tr><td>Date:</td><td>${sent}</td></tr><tr><td>Subject:</td><td>${esc(subject)}</td></tr></table>
<div style="border-top:1px solid #ccc;margin:8px 0 12px"></div>
<p>${greet}</p>${paras.map((x) => `<p>${x}</p>`).join('')}<p>${sign}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(facts, fields) };
  },
};
