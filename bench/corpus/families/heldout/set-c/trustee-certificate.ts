// A trust's "Certification of Trust" / "Affidavit of Successor Trustee" prepared by the trustee's attorney for a
// lender and title: names the trust, its acting trustee and its taxpayer identification number.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Entity, Family, TruthField } from '../../../types';
import { dateText, einText, otherName, streetLine } from './fmt';

const ORDINAL = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
  'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first',
  'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const trusteeCertificate: Family = {
  id: 'hc-trustee-certificate',
  description: 'Certification of trust or affidavit of successor trustee naming the trust, its acting trustee and the trust TIN.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(input, rng) {
    // The document is about a trust: a deal whose borrower is not one is recast as held by the principal's trust.
    let facts: DealFacts = input;
    const b = input.borrower;
    if (input.entity?.type !== 'Trust' || !input.entity.ein) {
      const year = Number(input.documentDate.slice(0, 4)) - rng.int(2, 18);
      const trust: Entity = input.entity?.type === 'Trust'
        ? { ...input.entity }
        : {
          name: rng.pick([`The ${b.last} Family Trust`, `The ${b.first} ${b.last} Revocable Living Trust`, `${b.last} Family Revocable Trust`]),
          type: 'Trust',
          stateOfFormation: input.property.address.stateName,
          signatoryTitle: 'Trustee',
          trustDate: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        };
      trust.ein ??= `${rng.pick(['20', '36', '45', '46', '47', '82', '84', '88', '92'])}${String(rng.int(0, 9999999)).padStart(7, '0')}`;
      facts = { ...input, entity: trust };
    }
    const trust = facts.entity as Entity;
    const [ty, tm, td] = (trust.trustDate ?? '2015-06-01').split('-').map(Number) as [number, number, number];
    const affidavit = rng.chance(0.5);
    const trustee = `${b.first}${b.middle && rng.chance(0.5) ? ` ${b.middle}` : ''} ${b.last}`;
    const original = `${rng.pick(['Harold', 'Margaret', 'Dorothy', 'Walter', 'Eleanor', 'Raymond', 'Lorraine', 'Eugene'])} ${b.last}`;
    const notary = otherName(rng);
    const county = rng.pick(['Franklin', 'Cook', 'Marion', 'Wayne', 'Davidson', 'Fulton', 'Mecklenburg', 'Hillsborough', 'Orange', 'Jefferson', 'Hamilton']);
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'ein'];
    const a = facts.property.address;
    const withProperty = rng.chance(0.8);
    if (withProperty) fields.push('property_address');
    const withLoan = rng.chance(0.5);
    if (withLoan) fields.push('loan_amount');
    const withLoanNo = withLoan && rng.chance(0.5);
    if (withLoanNo) fields.push('loan_number');
    const trustDated = `${MONTHS[tm - 1]} ${td}, ${ty}`;

    const paras: string[] = [];
    paras.push(`The trust is known as <b>${esc(trust.name)}</b>, ${rng.pick(['under agreement', 'under declaration of trust', 'u/a'])} dated ${trustDated} (the "Trust"), and the Trust has not been revoked, modified or amended in any manner that would cause the representations in this ${affidavit ? 'affidavit' : 'certification'} to be incorrect.`);
    paras.push(affidavit
      ? `${esc(original)}, the original trustee of the Trust, ${rng.pick(['died on', 'resigned as trustee effective', 'became incapacitated, as certified by two licensed physicians, on'])} ${dateText(`${Number(facts.documentDate.slice(0, 4)) - 1}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'long')}. Under Article ${rng.pick(['IV', 'V', 'VII', 'IX'])} of the Trust, the undersigned, <b>${esc(trustee)}</b>, is the named successor trustee, has accepted the office, and is the sole currently acting Trustee of the Trust.`
      : `The currently acting trustee of the Trust is <b>${esc(trustee)}</b>, of ${esc(facts.property.address.city)}, ${esc(facts.property.address.stateName)}; no other person is presently serving as trustee.`);
    paras.push(`The Trust's taxpayer identification number is ${einText(trust.ein ?? '')}. The Trust is governed by the laws of the State of ${esc(trust.stateOfFormation)}.`);
    paras.push(`The Trustee has full power under the Trust to acquire, sell, convey, encumber, mortgage and otherwise deal with real property, to borrow money, and to execute promissory notes, deeds of trust, mortgages, guaranties and all other loan documents on behalf of the Trust${withProperty ? `, including with respect to the real property located at ${esc(streetLine(a, rng.chance(0.5)))}, ${esc(a.city)}, ${a.state} ${a.zip}` : ''}.`);
    if (withLoan) paras.push(`This ${affidavit ? 'affidavit' : 'certification'} is given to induce ${esc(facts.lender.name)} to make a loan to the Trust in the original principal amount of ${money(facts)}${withLoanNo ? ` (Lender's Loan No. ${facts.loan.loanNumber})` : ''}, and ${esc(facts.title.name)} to insure the lien thereof.`);
    paras.push('The signature of the Trustee is sufficient to bind the Trust, and no beneficiary consent is required for the transaction described herein. Any person may rely on this instrument without further inquiry.');

    const title = affidavit ? 'AFFIDAVIT OF SUCCESSOR TRUSTEE' : rng.pick(['CERTIFICATION OF TRUST', 'TRUSTEE\'S CERTIFICATE']);
    const preamble = affidavit
      ? `${esc(trustee)}, being first duly sworn, deposes and says:`
      : `The undersigned Trustee hereby certifies as follows${rng.chance(0.5) ? ` pursuant to ${esc(trust.stateOfFormation)} law governing certifications of trust` : ''}:`;
    const d = facts.documentDate;
    const [dy, dm, dd] = d.split('-').map(Number) as [number, number, number];
    const html = documentHtml({
      title,
      font: 'serif',
      fontSize: '10.5pt',
      css: 'ol.c li { margin-bottom: 8px; text-align: justify } .rec { border: 1px solid #777; width: 3.2in; height: 0.9in; font-size: 7pt; color: #666; padding: 4px; float: right }',
      page: { margin: '0.7in 0.9in 0.9in 0.9in', pageNumbers: true },
      pages: [
        `<div class="small">Prepared by and return to:<br>${esc(otherName(rng))}, Esq.<br>${esc(facts.title.name)}</div><div class="rec">Space above for recorder's use</div><div style="clear:both"></div>
<h2 class="center" style="margin:18px 0 14px;letter-spacing:1px">${title}</h2>
<p>${preamble}</p>
<ol class="c">${paras.slice(0, 4).map((p) => `<li>${p}</li>`).join('')}</ol>`,
        `<ol class="c" start="5">${paras.slice(4).map((p) => `<li>${p}</li>`).join('')}</ol>
<p>Executed this ${ORDINAL[dd]} day of ${MONTHS[dm - 1]}, ${dy}.</p>
<div style="margin-top:10px">${esc(trust.name)}</div>
<div><span class="scrawl">${esc(b.first)} ${esc(b.last)}</span></div>
<div class="sig">${esc(trustee)}, Trustee</div>
<div style="margin-top:26px;border-top:1px dashed #999;padding-top:10px">
<p>STATE OF ${esc(a.stateName.toUpperCase())}<br>COUNTY OF ${county.toUpperCase()}</p>
<p>${affidavit ? 'Subscribed and sworn to' : 'Acknowledged'} before me on ${dateText(d, 'long')} by ${esc(trustee)}, as Trustee of ${esc(trust.name)}, who is personally known to me or produced a driver's license as identification.</p>
<div class="sig">${esc(notary)}, Notary Public</div><div class="small">My commission expires: ${dateText(`${dy + 3}-${String(rng.int(1, 12)).padStart(2, '0')}-15`, 'us')}</div></div>`,
      ],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(facts, fields) };
  },
};

function money(facts: DealFacts): string {
  return `$${facts.loan.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
