// A broker's loan request package cover: "The Ask", sponsor profile, sources & uses, property snapshot and a track
// record table full of other addresses and sale prices.
import type { Family } from '../../types';
import { makeAddress } from '../../facts';
import { accent, documentHtml, esc, kvTable, letterhead } from '../../style';
import {
  exitWords, fullName, loanTypeWords, money, pct, pickAddress, pickDate, pickPhone, pickRate, pickTerm, propertyTypeWords,
  purposeWords, date,
} from './format';
import { item, present, roundTo, truthOfItems, when } from './common';

export const brokerDealSummary: Family = {
  id: 'broker-deal-summary-sources-uses',
  description: 'Broker loan request summary (PDF package cover): the ask, sponsor, sources & uses, property snapshot, track record',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { borrower, entity, property, loan, broker, lender } = facts;
    const color = accent(rng);
    const price = property.purchasePrice;
    const closingCosts = roundTo(loan.amount * (0.025 + rng.next() * 0.02), 100);
    const rehab = property.arv ? roundTo((property.arv - property.value) * 0.45, 500) : 0;
    const uses: [string, number][] = [
      ...(price ? [['Purchase price', price] as [string, number]] : [['Payoff of existing lien', roundTo(loan.amount * (0.55 + rng.next() * 0.35), 500)] as [string, number]]),
      ...(rehab ? [['Renovation budget', rehab] as [string, number]] : []),
      ['Closing costs &amp; reserves', closingCosts],
    ];
    const equity = uses.reduce((sum, [, n]) => sum + n, 0) - loan.amount;
    const sources: [string, number][] = [['Senior loan (this request)', loan.amount]];
    if (equity > 0) sources.push(['Sponsor equity', equity]);
    else if (equity < 0) uses.push(['Cash out to borrower', -equity]);
    const totalUses = uses.reduce((sum, [, n]) => sum + n, 0);
    const ask = present([
      item('Request', `${money(loan.amount, rng.pick(['dollars', 'cents']))} ${esc(loanTypeWords(rng, loan.type).toLowerCase())} loan`, 'loan_amount', 'loan_type'),
      when(loan.purpose, () => item('Purpose', esc(purposeWords(rng, loan.purpose ?? 'Purchase')), 'loan_purpose')),
      item('Term', pickTerm(rng, loan.termMonths, ['months', 'years', 'hyphen']), 'loan_term'),
      when(rng.chance(0.6), () => item('Target rate', pickRate(rng, loan.rate), 'interest_rate')),
      when(loan.exit, () => item('Exit', esc(exitWords(rng, loan.exit ?? 'Sale')), 'exit_strategy')),
      when(rng.chance(0.7), () => item('Closing', `${rng.pick(['Scheduled for', 'Needs to close by', 'Target'])} ${pickDate(rng, loan.closingDate)}`, 'estimated_closing_date')),
    ]);
    const sponsor = present([
      item(entity ? 'Borrower (vesting)' : 'Borrower', esc(entity ? entity.name : fullName(borrower, false)), ...(entity ? ['entity_name' as const] : ['borrower_first_name' as const, 'borrower_last_name' as const])),
      when(entity, () => item('Principal / Guarantor', esc(fullName(borrower, rng.chance(0.4))), 'borrower_first_name', 'borrower_last_name')),
      when(rng.chance(0.7), () => item('Credit', `${borrower.creditScore} mid-score, no lates`, 'credit_score')),
      when(rng.chance(0.5), () => item('Contact', `${pickPhone(rng, borrower.phone)} · ${esc(borrower.email)}`, 'borrower_phone', 'borrower_email')),
      item('Liquidity', `${money(roundTo(loan.amount * (0.15 + rng.next() * 0.5), 1000), 'k')} verified`),
      item('Experience', `${rng.int(2, 35)} projects completed in the last 36 months`),
    ]);
    const snapshot = present([
      item('Address', pickAddress(rng, property.address), 'property_address'),
      item('Type', esc(propertyTypeWords(rng, property.type, property.units)), 'property_type'),
      ...(property.squareFeet ? [item('Size', `${property.squareFeet.toLocaleString('en-US')} sf${property.units ? ` · ${property.units} units` : ''} · built ${property.yearBuilt}`)] : []),
      when(rng.chance(0.8), () => item(rng.pick(['As-is value', 'Current value (BPO)']), money(property.value, 'dollars'), 'property_value')),
      ...(property.arv ? [item('ARV', money(property.arv, 'dollars'))] : []),
      item('LTV / LTC', `${pct(loan.amount / property.value)}${price ? ` / ${pct(loan.amount / (price + rehab))}` : ''}`),
    ]);
    const track = Array.from({ length: rng.int(3, 5) }, () => {
      const a = makeAddress(rng, { state: property.address.state, unitChance: 0.05 });
      const bought = roundTo(property.value * (0.5 + rng.next() * 0.7), 1000);
      return `<tr><td>${esc(a.street)}, ${esc(a.city)}</td><td>${rng.pick(['Flip', 'Flip', 'BRRRR', 'Rental', 'New build'])}</td><td class="right">${money(bought, 'k')}</td><td class="right">${money(roundTo(bought * (1.2 + rng.next() * 0.5), 1000), 'k')}</td><td>${date(`${rng.int(2019, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`, 'dMonY').slice(2)}</td></tr>`;
    }).join('');
    const sheet = (rows: [string, number][]) => rows.map(([l, n]) => `<tr><td>${l}</td><td class="right">${money(n, 'dollars')}</td></tr>`).join('');
    const html = `${letterhead({ name: broker.name, lines: [`${esc(fullName(broker.contact, false))} · ${pickPhone(rng, broker.contact.phone)} · ${esc(broker.contact.email)}`], color })}
<div style="display:flex;justify-content:space-between;align-items:baseline"><h1 style="font-size:16pt">${rng.pick(['LOAN REQUEST SUMMARY', 'Financing Request', 'Executive Summary'])}</h1><span class="small">Prepared for ${esc(lender.name)} · ${date(facts.documentDate, 'long')}</span></div>
<div class="cols"><div><div class="h">The Ask</div>${kvTable(ask.map((r) => [r.label, r.value]), { className: 'lite' })}
<div class="h">Sponsor</div>${kvTable(sponsor.map((r) => [r.label, r.value]), { className: 'lite' })}</div>
<div><div class="h">Property Snapshot</div>${kvTable(snapshot.map((r) => [r.label, r.value]), { className: 'lite' })}
<div class="h">Sources &amp; Uses</div><table class="grid"><tr><th>Sources</th><th></th></tr>${sheet(sources)}<tr><th>Uses</th><th></th></tr>${sheet(uses)}<tr><td><b>Total</b></td><td class="right"><b>${money(totalUses, 'dollars')}</b></td></tr></table></div></div>
<div class="h">Sponsor Track Record (selected)</div><table class="grid" style="font-size:8.5pt"><tr><th>Property</th><th>Strategy</th><th>Basis</th><th>Exit / Value</th><th>Closed</th></tr>${track}</table>
<p class="small" style="margin-top:10px">Information provided by the borrower and believed reliable but not guaranteed. ${esc(broker.name)} is acting as a loan broker and is compensated by the borrower.</p>`;
    return {
      kind: 'html',
      documentType: 'Broker Submission Sheet',
      html: documentHtml({
        title: 'Loan Request Summary', pages: [html], font: rng.pick(['sans', 'condensed']), fontSize: '9pt',
        css: `.cols{display:grid;grid-template-columns:1fr 1fr;gap:16px}.h{color:${color};font-weight:bold;border-bottom:1.5px solid ${color};margin:12px 0 4px;text-transform:uppercase;font-size:8.5pt;letter-spacing:.6px}
.lite{width:100%}.lite td{padding:2px 4px;border-bottom:1px solid #ddd;vertical-align:top}.lite td.k{color:#555;width:40%}`,
        page: { margin: '0.55in 0.6in 0.7in 0.6in', footerLeft: 'Confidential — for lender review only' },
      }),
      truth: truthOfItems(facts, [...ask, ...sponsor, ...snapshot]),
    };
  },
};
