// A text-message thread between a borrower and the broker, screenshotted on the broker's phone (or printed from a
// messages export): the contact card at the top carries the borrower's name and number, the deal is in short
// bubbles ("contract is $245k", "I can get you 196 at 11.5, 12 mo"), the lender is mentioned by name.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { day, exact, named, phone, usd } from './fmt';

export const textThread: Family = {
  id: 'ue-text-thread',
  description: 'Borrower-broker text-message thread, screenshotted or printed: contact card, deal facts in short bubbles.',
  formats: ['image', 'pdf_text'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const a = property.address;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'interest_rate', 'loan_term'];
    const bubbles: [boolean, string][] = []; // [from the borrower, text]
    const me = (t: string) => bubbles.push([true, t]);
    const them = (t: string) => bubbles.push([false, t]);
    const flip = loan.type === 'Fix & Flip';
    me(rng.pick([`hey ${broker.contact.first} found another one`, `${broker.contact.first} got one under contract!`, 'ok this is the one I told u about']));
    me(`${a.street}${a.unit ? ` ${a.unit}` : ''} ${a.city}${rng.chance(0.5) ? ',' : ''} ${a.state} ${a.zip}`);
    if (property.purchasePrice) me(rng.pick([`contract is ${usd(property.purchasePrice, rng)}`, `got it for ${usd(property.purchasePrice, rng)}`]));
    if (property.arv && rng.chance(0.7)) me(`arv should be ${usd(property.arv, rng)} easy`);
    const asIs = rng.chance(0.5);
    if (asIs) { them(`what do you think it's worth as is?`); me(`zillow says ${usd(property.value, rng)} as-is, comps back that up`); fields.push('property_value'); }
    if (rng.chance(0.7)) { them(`what was your score on the last pull`); me(rng.pick([`${borrower.creditScore}`, `like ${borrower.creditScore}`, `${borrower.creditScore} i think`])); fields.push('credit_score'); }
    const pts = loan.originationPoints;
    them(`ok ${rng.pick([`${lender.name} can do`, 'I can get you', 'best I have is'])} ${usd(loan.amount, rng)} at ${exact(loan.rate, rng)}${rng.chance(0.5) ? '%' : ''}, ${loan.termMonths} mo${rng.chance(0.6) ? ' interest only' : ''}${pts !== undefined ? `, lender charges ${exact(pts, rng)} pts` : ''}`);
    if (pts !== undefined) fields.push('origination_points');
    if (loan.brokerPoints !== undefined && rng.chance(0.6)) { them(`plus ${exact(loan.brokerPoints, rng)} for me`); fields.push('broker_points'); }
    if (flip) fields.push('loan_type');
    me(rng.pick(['works', 'do it', 'ugh fine lol. lets go']));
    if (rng.chance(0.8)) {
      them(rng.pick([`closing ${day(loan.closingDate, 'usShort')} still?`, `title has us closing ${day(loan.closingDate, rng.pick(['abbr', 'usShort'] as const))}`]));
      me('yes');
      fields.push('estimated_closing_date');
    }
    if (entity) { them('vesting in your llc or personal?'); me(`${entity.name}`); fields.push('entity_name'); }
    if (loan.exit && rng.chance(0.6)) {
      me(loan.exit === 'Sale' ? rng.pick(['plan is to sell it in the spring', 'gonna list it as soon as its done']) : rng.pick(['gonna rent it and refi out', 'keeping this one, will refi into a 30yr']));
      fields.push('exit_strategy');
    }
    if (rng.chance(0.5)) { them('send me your email for the app link'); me(borrower.email); fields.push('borrower_email'); }
    if (flip) bubbles.splice(2, 0, [true, rng.pick(['another flip', 'flip #' + rng.int(2, 9), 'light flip'])]);

    const saved = rng.pick([named(borrower), `${named(borrower)} (${rng.pick(['flip client', 'investor', 'referral'])})`, `${borrower.first} ${borrower.last} \u2013 ${a.city}`]);
    const html = documentHtml({
      title: 'Messages',
      font: 'sans',
      fontSize: '11pt',
      css: `.ph { width: 4.3in; margin: 0 auto; border: 1px solid #ccc; border-radius: 18px; padding: 14px 12px 20px; background: #fff }
        .ct { text-align: center; border-bottom: 1px solid #ddd; padding-bottom: 8px; margin-bottom: 10px }
        .av { width: 46px; height: 46px; border-radius: 50%; background: #9aa5b1; color: #fff; font: bold 16pt 'DejaVu Sans'; display: flex; align-items: center; justify-content: center; margin: 0 auto 4px }
        .bb { max-width: 75%; padding: 6px 10px; border-radius: 14px; margin: 4px 0; line-height: 1.3; font-size: 10pt; clear: both }
        .in { float: left; background: #e9e9eb; color: #000 } .out { float: right; background: #2b7cf6; color: #fff } .ts { clear: both; text-align: center; color: #888; font-size: 8pt; padding-top: 6px }`,
      page: { margin: '0.4in 0.5in' },
      pages: [`<div class="ph"><div class="ct"><div class="av">${esc(borrower.first[0] ?? '')}${esc(borrower.last.replace(/^[a-z]+ /, '')[0] ?? '')}</div><div class="b">${esc(saved)}</div><div class="small">${phone(borrower.phone, rng)}</div></div>
<div class="ts">${day(facts.documentDate, 'abbr')} ${rng.int(6, 9)}:${String(rng.int(10, 59))} PM</div>
${bubbles.map(([fromBorrower, t]) => `<div class="bb ${fromBorrower ? 'in' : 'out'}">${esc(t)}</div>`).join('\n')}<div style="clear:both"></div></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(facts, fields) };
  },
};
