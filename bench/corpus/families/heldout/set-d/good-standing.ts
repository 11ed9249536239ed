// Entity paperwork a borrower's LLC sends for underwriting: a Secretary of State certificate of good standing
// (seal, filing number, formation date) followed, most of the time, by excerpts of the operating agreement:
// tax classification and EIN, the management article naming who signs, and the member schedule with the other
// members (who are not the borrower's principal).
import { makeEntity } from '../../../facts';
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Entity, Family, TruthField } from '../../../types';
import { anyDay, bystander, day, ein, person } from './fmt';

export const goodStanding: Family = {
  id: 'hd-good-standing-oa',
  description: 'Secretary of State certificate of good standing plus operating-agreement excerpts (EIN, management, member schedule).',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(input, rng) {
    let facts: DealFacts = input;
    const year = Number(input.documentDate.slice(0, 4));
    if (input.entity?.type !== 'LLC') {
      facts = { ...input, entity: makeEntity(rng, input.borrower, input.property.address.state, year, 'LLC') };
    }
    const entity = facts.entity as Entity;
    const { borrower } = facts;
    const fields: TruthField[] = ['entity_name'];
    const state = entity.stateOfFormation;
    const formed = `${year - rng.int(1, 9)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const filingNo = rng.pick([`L${rng.int(10, 24)}${rng.int(1000000, 9999999)}`, `${rng.int(2010, 2024)}00${rng.int(100000, 999999)}`, `${rng.int(100000, 999999)}-${rng.int(10, 99)}`]);
    const secretary = bystander(rng);
    const certDate = facts.documentDate;
    const withOa = rng.chance(0.7);
    const certUpper = rng.chance(0.5);

    const cert = `
<div class="seal">GREAT SEAL<br>STATE OF<br>${esc(state.toUpperCase())}</div>
<div class="center" style="font:bold 12pt 'DejaVu Serif';letter-spacing:1px">STATE OF ${esc(state.toUpperCase())}</div>
<div class="center" style="font:11pt 'DejaVu Serif'">Office of the Secretary of State</div>
<div class="center" style="font:bold 17pt 'DejaVu Serif';margin:26px 0 18px 0">${rng.pick(['CERTIFICATE OF GOOD STANDING', 'CERTIFICATE OF EXISTENCE', 'CERTIFICATE OF FACT'])}</div>
<p style="font-size:11pt;line-height:1.7">I, ${esc(secretary)}, Secretary of State of the State of ${esc(state)}, do hereby certify that</p>
<p class="center" style="font:bold 14pt 'DejaVu Serif';margin:14px 0">${esc(certUpper ? entity.name.toUpperCase() : entity.name)}</p>
<p style="font-size:11pt;line-height:1.7">${rng.pick(['a domestic limited liability company', 'a limited liability company'])}, filing number ${filingNo}, filed its Articles of Organization in this office on ${anyDay(formed, rng, ['long'])}, and that, as of the date of this certificate, it is in good standing and has a legal existence, all annual reports and fees required by law having been filed and paid.</p>
<p style="font-size:11pt;line-height:1.7">IN TESTIMONY WHEREOF, I have hereunto set my hand and affixed the Great Seal of the State on ${day(certDate, rng.pick(['ordinal', 'long'] as const))}.</p>
<div style="margin-top:40px;margin-left:55%"><span class="scrawl">${esc(secretary)}</span><br><span class="sig">Secretary of State</span></div>
<p class="small" style="margin-top:40px">Certificate No. ${rng.int(10000000, 99999999)} &middot; Verify at the Secretary of State's website using the certificate number. This certificate reflects the records of this office only.</p>`;

    const pages = [cert];
    if (withOa) {
      fields.push('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
      const showEin = !!entity.ein && rng.chance(0.85);
      if (showEin) fields.push('ein');
      const sole = entity.signatoryTitle === 'Sole Member';
      const others = sole ? [] : Array.from({ length: rng.int(1, 2) }, () => bystander(rng));
      const mainShare = sole ? 100 : rng.pick([51, 60, 70, 75, 80, 90]);
      const rest = 100 - mainShare;
      const shares = others.map((_, i) => (i === others.length - 1 ? rest - Math.floor(rest / others.length) * (others.length - 1) : Math.floor(rest / others.length)));
      const managed = entity.signatoryTitle === 'Manager' ? 'manager-managed' : 'member-managed';
      const principal = person(borrower, rng.chance(0.5) ? 'middle' : 'plain');
      const appointment = ({
        'Managing Member': `${principal} is hereby designated the Managing Member of the Company and`,
        Manager: `${principal} is hereby appointed the sole Manager of the Company and`,
        Member: `${principal}, a Member, is hereby designated the Member in charge of the Company's business and`,
        'Sole Member': `${principal}, as the Sole Member`,
      } as Record<string, string>)[entity.signatoryTitle] ?? `${principal}, as ${entity.signatoryTitle}`;
      const sections = [
        `<p><b>Section 1.1 Formation.</b> The Company was formed as a ${esc(state)} limited liability company by the filing of Articles of Organization with the Secretary of State on ${anyDay(formed, rng, ['long', 'us'])}.</p>`,
        showEin && entity.ein ? `<p><b>Section 1.6 Tax Classification.</b> The Company shall be treated as a ${sole ? 'disregarded entity' : 'partnership'} for federal income tax purposes. The Company's Employer Identification Number is ${rng.chance(0.8) ? ein(entity.ein) : entity.ein}.</p>` : '',
        `<p><b>Section 6.1 Management.</b> The Company shall be ${managed}. ${esc(appointment)}, acting alone, is authorised to execute on behalf of the Company any deed, note, mortgage, deed of trust, guaranty or other instrument in connection with the acquisition, financing or sale of real property.</p>`,
        others.length ? `<p><b>Section 6.2 Limitations.</b> No Member other than the ${esc(entity.signatoryTitle)} shall have authority to bind the Company.</p>` : '',
      ];
      const schedule = `<table class="grid" style="width:100%;margin-top:8px"><tr><th>Member</th><th>Capital Contribution</th><th>Percentage Interest</th></tr>
        <tr><td>${esc(principal)}</td><td class="right">$${(mainShare * rng.int(10, 100) * 10).toLocaleString('en-US')}.00</td><td class="right">${mainShare}%</td></tr>
        ${others.map((o, i) => `<tr><td>${esc(o)}</td><td class="right">$${((shares[i] ?? 0) * rng.int(10, 100) * 10).toLocaleString('en-US')}.00</td><td class="right">${shares[i]}%</td></tr>`).join('')}</table>`;
      const signers = [principal, ...others];
      pages.push(`
<div class="center b" style="font-size:12pt">OPERATING AGREEMENT<br>OF<br>${esc(entity.name.toUpperCase())}</div>
<div class="center small" style="margin:4px 0 14px 0">(excerpts &mdash; pages 1, 9 and Schedule A provided at lender's request)</div>
<p>This Operating Agreement is entered into effective ${anyDay(formed, rng, ['long'])} by the Member${signers.length > 1 ? 's' : ''} listed on Schedule A.</p>
${sections.join('\n')}
<p class="center small">* * *</p>
<div class="b" style="margin-top:10px">SCHEDULE A &mdash; MEMBERS</div>${schedule}
<p style="margin-top:14px">IN WITNESS WHEREOF, the Member${signers.length > 1 ? 's have' : ' has'} executed this Agreement as of the date first written above.</p>
<div style="display:flex;flex-wrap:wrap;gap:30px">${signers.map((s) => `<div><span class="scrawl">${esc(s)}</span><br><span class="sig" style="min-width:2.2in">${esc(s)}</span></div>`).join('')}</div>`);
    }
    const html = documentHtml({
      title: 'Certificate of Good Standing', font: 'serif', fontSize: '10pt',
      css: `.seal { position: absolute; left: 1.2in; top: 4.6in; width: 1.1in; height: 1.1in; border: 3px double #7a6a2a; border-radius: 50%; color: #7a6a2a;
        font: bold 7pt 'DejaVu Serif'; display: flex; align-items: center; justify-content: center; text-align: center; }`,
      page: { margin: '0.8in 0.9in 0.9in 0.9in' },
      pages,
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(facts, fields) };
  },
};
