// Excerpts of an LLC's operating agreement a borrower's attorney sends the lender: the cover caption, the
// management article naming the manager(s), Schedule A of members with capital and percentage interests (other
// members are no borrower), and a member's certificate that the excerpt is true, signed by the principal.
import { makeEntity } from '../../../facts';
import { documentHtml, esc, flow } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Entity, Family, TruthField } from '../../../types';
import { day, ein, entityClause, figures, named, outsider, someDay } from './fmt';

export const operatingAgreementExcerpt: Family = {
  id: 'ue-operating-agreement-excerpt',
  description: "Borrower's counsel's certified excerpt of an LLC operating agreement: management article, Schedule A of members, certificate.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(input, rng) {
    const facts: DealFacts = input.entity?.type === 'LLC'
      ? input
      : { ...input, entity: makeEntity(rng, input.borrower, input.property.address.state, Number(input.documentDate.slice(0, 4)), 'LLC') };
    const { borrower } = facts;
    const entity = facts.entity as Entity;
    const fields: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'];
    const principal = named(borrower, rng.pick(['plain', 'middle'] as const));
    const sole = entity.signatoryTitle === 'Sole Member';
    const others = sole ? [] : Array.from({ length: rng.int(1, 3) }, () => outsider(rng));
    const shares = splitPercent(others.length + 1, rng);
    const managerManaged = entity.signatoryTitle === 'Manager';
    const formed = someDay(`${Number(facts.documentDate.slice(0, 4)) - rng.int(1, 8)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, rng, ['long', 'us']);
    const article = rng.int(4, 7);

    const management = managerManaged
      ? `<p><b>${article}.1 Management by Manager.</b> The Company shall be managed by its Manager. The initial Manager of the Company is <b>${esc(principal)}</b>, who shall serve until resignation or removal by Members holding a majority of the Percentage Interests.</p>
<p><b>${article}.2 Authority.</b> The Manager, acting alone, may borrow money for the Company, execute promissory notes, mortgages, deeds of trust and guaranties, and bind the Company in any transaction relating to the acquisition, financing or sale of real property.</p>`
      : `<p><b>${article}.1 Management by Members.</b> The Company shall be member-managed. ${sole ? `<b>${esc(principal)}</b>, as the ${esc(entity.signatoryTitle)}, has full and exclusive authority` : `The Members designate <b>${esc(principal)}</b>${entity.signatoryTitle === 'Member' ? ', a Member, as the Member authorized to act for the Company, who has authority' : ` as ${esc(entity.signatoryTitle)}, who has authority`}`} to act for the Company in all matters, including borrowing money and encumbering Company property.</p>
<p><b>${article}.2 Limitations.</b> ${others.length ? `No Member other than ${esc(principal)} may execute loan documents on behalf of the Company.` : 'The Company shall not admit additional Members without an amendment to this Agreement.'}</p>`;

    const members = [principal, ...others];
    const capital = members.map(() => rng.int(1, 40) * 2500);
    const scheduleRows = members.map((m, i) => `<tr><td>${esc(m)}</td><td>${esc(`${rng.int(100, 9899)} ${rng.pick(['Elm Grove Rd', 'Stillwater Ct', 'Pine Hollow Dr', 'Mason St', 'Fairway Ln'])}`)}</td><td class="right">${figures(capital[i] as number)}</td><td class="right">${shares[i]}%</td></tr>`).join('');
    const showEin = !!entity.ein && rng.chance(0.6);
    if (showEin) fields.push('ein');

    const blocks: (string | { html: string; lines: number })[] = [
      { html: `<div class="center" style="margin-bottom:10px"><div class="small">EXCERPTS FROM THE</div><div class="b" style="font-size:13pt">${rng.pick(['LIMITED LIABILITY COMPANY AGREEMENT', 'OPERATING AGREEMENT', 'AMENDED AND RESTATED OPERATING AGREEMENT'])}</div><div class="small">OF</div><div class="b" style="font-size:13pt">${esc(entity.name.toUpperCase())}</div><div class="small">(${esc(entityClause(facts))})</div></div>`, lines: 7 },
      `<p><b>1.1 Formation.</b> The Company was formed on ${formed} by filing Articles of Organization with the ${esc(entity.stateOfFormation)} Secretary of State. This Agreement is entered into by the Members listed on Schedule A.</p>`,
      `<p><b>1.3 Purpose.</b> The Company may acquire, renovate, hold, lease, finance and sell residential and commercial real estate and engage in any lawful activity.</p>`,
      showEin ? `<p><b>1.6 Tax Matters.</b> The Company's federal employer identification number is ${rng.chance(0.8) ? ein(entity.ein as string) : entity.ein}. ${others.length ? 'The Company shall be taxed as a partnership.' : 'The Company is disregarded as separate from its owner for income tax purposes.'}</p>` : '',
      `<p class="b">ARTICLE ${article} &mdash; MANAGEMENT</p>`,
      management,
      `<p><b>${article}.4 Reliance by Third Parties.</b> Any lender may rely on a certificate signed by the ${esc(managerManaged ? 'Manager' : entity.signatoryTitle)} as to the identity and authority of persons acting for the Company.</p>`,
      { html: `<p class="b" style="margin-top:8px">SCHEDULE A &mdash; MEMBERS</p><table class="grid"><tr><th>Member</th><th>Notice Address</th><th>Capital Contribution ($)</th><th>Percentage Interest</th></tr>${scheduleRows}</table>`, lines: 4 + members.length * 1.6 },
      { html: `<p class="b" style="margin-top:14px">CERTIFICATE</p><p>The undersigned certifies that the foregoing are true, correct and complete excerpts of the operating agreement of ${esc(entity.name)} as in effect on ${day(facts.documentDate, rng.pick(['long', 'us'] as const))}, which has not been modified or revoked.</p>
<div style="margin-top:4px"><span class="scrawl">${esc(named(borrower))}</span><div class="sig" style="margin-top:2px">${esc(principal)}, ${esc(entity.signatoryTitle)}</div></div>`, lines: 9 },
    ];
    const pages = flow(blocks.filter(Boolean), { charsPerLine: 95, linesPerPage: 50 });
    const html = documentHtml({ title: 'Operating Agreement (excerpt)', font: rng.pick(['serif', 'sans'] as const), fontSize: '10pt', pages, page: { pageNumbers: 'short' } });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(facts, fields) };
  },
};

/** Whole percentages summing to 100, the first (the principal's) the largest. */
function splitPercent(count: number, rng: { int(a: number, b: number): number }): number[] {
  if (count === 1) return [100];
  const first = rng.int(Math.ceil(100 / count) + 1, 80);
  const rest: number[] = [];
  let left = 100 - first;
  for (let i = 1; i < count; i++) {
    const share = i === count - 1 ? left : Math.max(1, Math.min(left - (count - 1 - i), rng.int(1, Math.floor(left / 2) || 1)));
    rest.push(share);
    left -= share;
  }
  return [first, ...rest];
}
