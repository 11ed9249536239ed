// A private lender's underwriting credit memo to its loan committee: a deal-summary box, sources and uses, a
// leverage table (LTV on the appraised as-is value, LTC, LTARV), the sponsor in prose, pricing, the appraisal and
// title (their firms are named, never the borrower), risks and mitigants, and the committee's sign-off.
import { documentHtml, esc, flow } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { cents, day, exact, exitWords, months, named, outsider, programWords, propertyWords, shift, unbroken, usd } from './fmt';

export const creditMemo: Family = {
  id: 'ue-credit-memo',
  description: "Lender's underwriting credit memo: summary box, sources & uses, leverage, sponsor prose, pricing, risks, sign-off.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, appraiser, title, broker } = facts;
    const a = property.address;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term', 'property_value', 'credit_score', 'loan_number'];
    if (entity) fields.push('entity_name');
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    const summary: [string, string][] = [
      ['Loan #', loan.loanNumber],
      ['Borrower', esc(entity ? entity.name : named(borrower))],
      ...(entity ? [['Guarantor(s)', esc(named(borrower))] as [string, string]] : []),
      ['Collateral', esc(`${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`)],
      ['Asset', esc(propertyWords(facts, rng))],
      ['Request', `${usd(loan.amount, rng, false)} ${esc(programWords(loan.type, rng))}`],
      ['Originator / Source', esc(`${named(lender.contact)} / ${broker.name}`)],
      ['Memo date', day(facts.documentDate, 'us')],
    ];
    fields.push('property_type');
    const cost = property.purchasePrice ?? loan.amount;
    const reno = property.arv ? Math.round((property.arv - property.value) * 0.45 / 500) * 500 : 0;
    const closingCosts = Math.round(loan.amount * 0.035 / 100) * 100;
    const uses: [string, number][] = [[property.purchasePrice ? 'Purchase price' : 'Refinance existing debt', cost], ...(reno ? [['Renovation budget', reno] as [string, number]] : []), ['Closing costs & fees', closingCosts]];
    const totalUses = uses.reduce((s, [, v]) => s + v, 0);
    const sources: [string, number][] = [['Senior loan (this request)', loan.amount], ['Sponsor equity', totalUses - loan.amount]];
    const appraisalDate = shift(facts.documentDate, -rng.int(3, 20));
    const leverage: [string, string][] = [['LTV (as-is)', pct(loan.amount / property.value)], ['LTC', pct(loan.amount / totalUses)]];
    if (property.arv) leverage.push(['LTARV', pct(loan.amount / property.arv)]);
    const experience = rng.int(0, 25);
    const pronoun = rng.pick(['The sponsor', 'Guarantor', borrower.first]);
    const pricing: string[] = [`Note rate ${exact(loan.rate, rng)}%, ${rng.pick(['interest-only', 'IO, payable monthly in arrears'])}; term ${months(loan.termMonths, rng)}.`];
    if (loan.originationPoints !== undefined) { pricing.push(`Origination ${exact(loan.originationPoints, rng)} points.`); fields.push('origination_points'); }
    if (loan.brokerPoints !== undefined && rng.chance(0.6)) { pricing.push(`Broker fee ${exact(loan.brokerPoints, rng)} points paid to ${esc(broker.name)} outside of our origination.`); fields.push('broker_points'); }
    if (loan.docFee !== undefined && rng.chance(0.6)) { pricing.push(`Doc fee ${cents(loan.docFee)}.`); fields.push('loan_doc_fee'); }
    if (rng.chance(0.6)) { pricing.push(loan.prepayment.penalty ? `Prepayment: ${unbroken(esc(loan.prepayment.terms ?? ''))}.` : 'No prepayment penalty.'); fields.push('prepayment_penalty', 'prepayment_terms'); }
    if (rng.chance(0.6)) { pricing.push(`Targeted closing ${day(loan.closingDate, rng.pick(['long', 'us'] as const))}.`); fields.push('estimated_closing_date'); }
    if (loan.exit) fields.push('exit_strategy');

    const table = (rows: [string, string][], cls = 'grid') => `<table class="${cls}" style="width:100%">${rows.map(([k, v]) => `<tr><td style="width:38%" class="b">${k}</td><td>${v}</td></tr>`).join('')}</table>`;
    const blocks: (string | { html: string; lines: number })[] = [
      { html: `<div style="display:flex;justify-content:space-between;border-bottom:3px double #000;padding-bottom:4px;margin-bottom:8px"><div><div class="b" style="font-size:14pt">CREDIT MEMORANDUM</div><div class="small">${esc(lender.name)} &middot; Loan Committee &middot; CONFIDENTIAL</div></div><div class="right small">Prepared by ${esc(outsider(rng))}, Underwriter</div></div>`, lines: 4 },
      { html: table(summary), lines: summary.length * 1.4 + 1 },
      `<p class="b" style="margin-top:10px">1. Transaction Overview</p>`,
      `<p>${esc(entity ? entity.name : named(borrower))} requests ${usd(loan.amount, rng)} to ${property.purchasePrice ? `acquire ${esc(a.street)} for ${usd(property.purchasePrice, rng, false)}` : `refinance ${esc(a.street)}`}${reno ? ` and complete a ${usd(reno, rng, false)} renovation` : ''}. ${loan.exit ? `Exit: ${esc(exitWords(loan.exit, rng))}.` : ''}</p>`,
      { html: `<div style="display:flex;gap:14px"><div style="flex:1"><div class="b">Sources</div>${table(sources.map(([k, v]) => [k, cents(v)]))}</div><div style="flex:1"><div class="b">Uses</div>${table(uses.map(([k, v]) => [k, cents(v)]))}</div></div>`, lines: 6 },
      `<p class="b" style="margin-top:10px">2. Collateral and Valuation</p>`,
      `<p>${esc(appraiser.name)} (${esc(named(appraiser.contact))}, certified appraiser) inspected the property on ${day(appraisalDate, 'us')} and concluded an as-is market value of ${usd(property.value, rng, false)}${property.arv ? ` and an as-repaired value of ${usd(property.arv, rng, false)}` : ''}. ${property.yearBuilt ? `Built ${property.yearBuilt}` : 'No improvements'}${property.squareFeet ? `, ${property.squareFeet.toLocaleString('en-US')} SF GLA` : ''}. Title commitment from ${esc(title.name)} shows no exceptions other than standard exceptions and the existing lien to be paid.</p>`,
      { html: table(leverage), lines: leverage.length * 1.4 + 1 },
      `<p class="b" style="margin-top:10px">3. Sponsor</p>`,
      `<p>${esc(named(borrower))}${entity ? `, ${esc(entity.signatoryTitle)} of the borrowing entity,` : ''} has a ${borrower.creditScore} middle credit score (tri-merge pulled ${day(shift(facts.documentDate, -rng.int(1, 12)), 'usShort')}), ${experience ? `${experience} completed projects in the last three years` : 'no prior completed projects (first-time investor)'}, and verified liquidity of ${usd(Math.round(loan.amount * (0.15 + rng.next() * 0.5) / 1000) * 1000, rng)}. ${esc(pronoun)} has no bankruptcies, foreclosures or open judgments.</p>`,
      `<p class="b" style="margin-top:10px">4. Pricing and Structure</p>`,
      `<p>${pricing.join(' ')}</p>`,
      `<p class="b" style="margin-top:10px">5. Risks and Mitigants</p>`,
      `<ul><li>${rng.pick(['Budget overrun risk', 'Market softening', 'Thin sponsor experience'])} &mdash; mitigated by ${rng.pick(['a 10% contingency and third-party draw inspections', 'the low as-is leverage', 'a personal guaranty and strong liquidity'])}.</li><li>${rng.pick(['Days on market', 'Permit timing', 'Tenant rollover'])} &mdash; mitigated by ${rng.pick(['the term and an available extension', 'permits already issued', 'in-place rents at market'])}.</li></ul>`,
      { html: `<p class="b" style="margin-top:10px">Recommendation: APPROVE</p><table class="grid small" style="width:100%"><tr><th>Committee member</th><th>Vote</th><th>Date</th></tr>${[outsider(rng), outsider(rng), named(lender.contact)].map((n) => `<tr><td>${esc(n)}</td><td>Approve</td><td>${day(facts.documentDate, 'usShort')}</td></tr>`).join('')}</table>`, lines: 7 },
    ];
    if (entity) fields.push('authorized_signatory_title', 'authorized_signatory_name');
    const pages = flow(blocks, { charsPerLine: 100, linesPerPage: 50 });
    const html = documentHtml({ title: 'Credit Memo', font: 'sans', fontSize: '9pt', pages, page: { pageNumbers: true, footerLeft: `${esc(lender.name)} &middot; Internal &middot; Loan ${loan.loanNumber}` } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, fields) };
  },
};
