// Text PDFs, part 2: appraisals, entity papers, title/escrow, internal memos, broker packages.
import type { DealFacts, Family, Rng } from '../../../types';
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';
import {
  F, Tracker, nw, apn, borrowerName, countyOf, entityKind, exitText, fees, fileNo, marketRent, otherHouses,
  num, pointsList, prepayText, principal, program, ptype, signer, signerTitle, stranger,
} from './lib';

function comps(rng: Rng, facts: DealFacts, n: number): string {
  const hs = otherHouses(rng, facts, n);
  return hs.map((h, i) => `<tr><td>Comp ${i + 1}</td><td>${esc(F.address(h.address, 'short'))}</td><td>$${F.money(h.value + rng.int(-3, 3) * 5000, 'bare')}</td><td>${F.date(F.date(facts.documentDate, 'iso').replace(/^(\d{4})/, (y) => String(Number(y) - (rng.chance(0.5) ? 1 : 0))), 'usShort')}</td><td>${h.sf.toLocaleString('en-US')}</td><td>${rng.int(1, 18)}</td></tr>`).join('');
}

/** The governing-document noun of an entity type. */
function govDoc(type: string): string {
  return ({ LLC: 'Operating Agreement', Corporation: 'Bylaws', Partnership: 'Agreement of Limited Partnership', Trust: 'Trust Agreement' } as Record<string, string>)[type] ?? 'Agreement';
}

export const text2: Family[] = [
  {
    id: 'ah-appraisal-summary',
    description: 'First pages of an appraisal (1004 + 1007 rent schedule) prepared for the lender: subject, as-is value, comps',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const p = facts.property;
      const ap = facts.appraiser;
      const rent = marketRent(facts);
      const eff = F.date(facts.documentDate, 'us');
      const county = countyOf(facts);
      const html = documentHtml({
        title: 'Appraisal Report',
        font: 'condensed',
        fontSize: '8.5pt',
        css: '.grid{font-size:8pt}.box{border:1px solid #222;padding:4px;margin-bottom:6px}h2{font-size:11pt;text-align:center}',
        page: { footerLeft: `${esc(ap.name)} &middot; File # ${fileNo(rng, 'APR')}`, pageNumbers: true },
        pages: [`<h2>Uniform Residential Appraisal Report &mdash; SUMMARY</h2>
${kvTable([
    ['Property Address', esc(t.s('property_address', F.pickAddress(rng, p.address, ['short', 'upper'])))],
    ['County / APN', `${county ? `${esc(county)} / ` : ''}${apn(rng)}`],
    ['Borrower', esc(facts.entity ? t.s('entity_name', facts.entity.name) : principal(rng, t, ['full', 'noMiddle']))],
    ['Owner of Public Record', esc(p.purchasePrice ? F.name(facts.seller, 'upper') : (facts.entity ? facts.entity.name.toUpperCase() : F.name(facts.borrower, 'upper')))],
    ['Lender/Client', `${esc(facts.lender.name)}, ${esc(F.address(facts.lender.address, 'short'))}`],
    ['Assignment Type', p.purchasePrice ? `Purchase Transaction &mdash; contract price $${F.money(p.purchasePrice, 'bare')}` : 'Refinance Transaction'],
    ['Property type', esc(t.s('property_type', ptype(rng, p.type, p.units)))],
    ['Site / GLA', `${rng.int(4, 12) * 1000 + rng.int(0, 99) * 10} sf lot${p.squareFeet ? ` / ${p.squareFeet.toLocaleString('en-US')} sf GLA` : ''}${p.yearBuilt ? ` / built ${p.yearBuilt}` : ''}`],
    ['Condition / Quality', `${rng.pick(['C3', 'C4', 'C4', 'C5'])} / ${rng.pick(['Q3', 'Q4', 'Q4'])}`],
  ], { labelWidth: '28%' })}
<h3 style="margin:8px 0 4px">SALES COMPARISON APPROACH</h3>
<table class="grid"><tr><th></th><th>Address</th><th>Sale price</th><th>Sale date</th><th>GLA</th><th>DOM</th></tr>${comps(rng, facts, 3)}</table>
<div class="box" style="margin-top:8px">Indicated value by sales comparison approach $${F.money(p.value, 'bare')}. Cost approach not developed. Income approach: see Form 1007, market rent $${F.money(rent, 'bare')}/month, GRM ${rng.int(120, 180)}.</div>
<div class="box"><b>RECONCILIATION.</b> This report is made ☒ "as is" ☐ subject to completion. Based on a complete visual inspection of the interior and exterior areas of the subject property, my (our) opinion of the market value, as defined, of the real property that is the subject of this report is <b>${t.s('property_value', F.money(p.value, rng.pick(['dollars', 'cents'] as const)))}</b>, as of ${eff}, which is the date of inspection and the effective date of this appraisal.${p.arv ? ` Hypothetical as-repaired value (per scope of work provided by client): $${F.money(p.arv, 'bare')}.` : ''}</div>
<p>Appraiser: ${esc(ap.contact.first)} ${esc(ap.contact.last)}, ${rng.pick(['Certified Residential', 'Certified General'])} &mdash; License ${rng.pick(['AZ', 'NV', 'NM', 'UT'])} ${rng.int(10000, 39999)} &middot; ${esc(ap.contact.email)} &middot; ${F.phone(ap.contact.phone, 'paren')}</p>
<p class="small">Intended user: the lender/client. Lender loan # ${t.s('loan_number', facts.loan.loanNumber)}. AMC: ${rng.pick(['Mesa Valuation Management', 'Trinity AMC', 'ClearPath Appraisal Mgmt'])}.</p>`],
      });
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-desk-review',
    description: 'Lender-ordered desk review of an appraisal: original vs reviewed value, variance, LTV recheck',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const p = facts.property;
      const l = facts.loan;
      const reviewer = stranger(rng, facts, 'canyonreview.com');
      const html = documentHtml({
        title: 'Desk Review',
        font: 'sans',
        fontSize: '9pt',
        css: '.grid td.k{width:38%;background:#eef2f5}',
        page: { footerLeft: `Review ID ${fileNo(rng, 'DR')}` },
        pages: [`${letterhead({ name: rng.pick(['Canyon Review Partners', 'Sonoran Collateral Review', 'High Desert Valuation Review']), lines: ['Collateral desk review &mdash; prepared for lender use only'], color: accent(rng) })}
${kvTable([
    ['Client', esc(facts.lender.name)],
    ['Loan number', t.s('loan_number', l.loanNumber)],
    ['Borrower', esc(borrowerName(rng, t, ['lastFirst', 'full']))],
    ['Subject', esc(t.s('property_address', F.pickAddress(rng, p.address)))],
    ['Property type', esc(t.s('property_type', ptype(rng, p.type, p.units)))],
    ['Original appraiser', `${esc(facts.appraiser.contact.first)} ${esc(facts.appraiser.contact.last)}, ${esc(facts.appraiser.name)}`],
    ['Original opinion of value', F.pickMoney(rng, p.value)],
    ['Reviewed value (as-is)', t.s('property_value', F.pickMoney(rng, p.value))],
    ['Variance', '0.0% &mdash; value supported'],
    ['Proposed loan amount', t.s('loan_amount', F.pickMoney(rng, l.amount))],
    ['LTV on reviewed value', F.pct(l.amount / p.value, 2)],
  ])}
<h3 style="margin:10px 0 4px;font-size:10pt">Reviewer comments</h3>
<p>Comparables are within ${rng.pick(['0.5', '0.75', '1.0'])} mile and 6 months, bracket the subject in GLA and age. Adjustments are market supported. ${p.arv ? `The as-complete figure of ${F.pickMoney(rng, p.arv)} was not reviewed and should not be relied upon for sizing.` : 'No as-complete value was requested.'} Rent schedule ($${F.money(marketRent(facts), 'bare')}) consistent with ${rng.pick(['Rentometer', 'MLS leases', 'property manager survey'])}.</p>
<p>Reviewer: ${esc(reviewer.first)} ${esc(reviewer.last)}, ${esc(reviewer.email)} &middot; ${F.date(facts.documentDate, 'long')}</p>`],
      });
      return { kind: 'html', documentType: 'Appraisal Report', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-governing-doc-excerpt',
    description: 'Excerpt of the borrower\'s operating agreement / bylaws / LP agreement / trust: members, manager, EIN, authority to borrow',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const e = facts.entity;
      const b = facts.borrower;
      if (!e) {
        // Individual borrower: the title company's statement of information instead.
        const spouse = stranger(rng, facts);
        const html = documentHtml({
          title: 'Statement of Information',
          font: 'sans',
          fontSize: '9pt',
          page: { footerLeft: `${esc(facts.title.name)} &middot; Confidential` },
          pages: [`<h2 style="font-size:13pt">STATEMENT OF INFORMATION &mdash; CONFIDENTIAL</h2>
<p class="small">Escrow No. ${fileNo(rng, 'ESC')} &middot; ${esc(facts.title.name)} &middot; Escrow officer ${esc(facts.title.contact.first)} ${esc(facts.title.contact.last)}</p>
${kvTable([
    ['Name (first, middle, last)', esc(principal(rng, t, ['full']))],
    ['Date of birth', t.s('borrower_date_of_birth', F.pickDate(rng, b.dob, ['us', 'long']))],
    ['Home / cell phone', esc(t.s('borrower_phone', F.pickPhone(rng, b.phone)))],
    ['E-mail', esc(t.s('borrower_email', b.email))],
    ['Spouse / domestic partner', rng.chance(0.5) ? `${esc(spouse.first)} ${esc(spouse.last)}` : 'None'],
    ['Property in this transaction', esc(t.s('property_address', F.pickAddress(rng, facts.property.address)))],
    ['Residences last 10 years', `${esc(F.address(otherHouses(rng, facts, 1)[0]?.address ?? facts.lender.address, 'short'))} (${rng.int(2, 9)} yrs)`],
    ['Vesting as', 'an unmarried person / a married person as sole and separate property'],
  ])}
<p class="small" style="margin-top:10px">This information is used to distinguish you from others with similar names in the public records. It is confidential.</p>`],
        });
        return { kind: 'html', documentType: 'Entity Document', html, truth: t.truth() };
      }
      const co = stranger(rng, facts);
      const pct = e.type === 'Trust' ? 0 : rng.pick([51, 60, 75, 90, 100]);
      const doc = govDoc(e.type);
      const memberWord = e.type === 'Corporation' ? 'Shareholder' : e.type === 'Partnership' ? 'Partner' : e.type === 'Trust' ? 'Beneficiary' : 'Member';
      const rows = pct === 100 || e.type === 'Trust'
        ? `<tr><td>${esc(F.name(b, 'noMiddle'))}</td><td>${e.type === 'Trust' ? 'Trustee / beneficiary' : `100%`}</td></tr>`
        : `<tr><td>${esc(F.name(b, 'noMiddle'))}</td><td>${pct}%</td></tr><tr><td>${esc(co.first)} ${esc(co.last)}</td><td>${100 - pct}%</td></tr>`;
      const html = documentHtml({
        title: doc,
        font: 'serif',
        fontSize: '10pt',
        page: { footerLeft: `${esc(e.name)} &mdash; ${doc} (excerpt)`, pageNumbers: true },
        pages: [`<h2 style="text-align:center;font-size:14pt">${doc.toUpperCase()}<br>OF<br>${esc(t.s('entity_name', e.name).toUpperCase())}</h2>
<p class="center small">(${e.type === 'Trust' ? 'a revocable trust' : `a ${esc(e.stateOfFormation)} ${esc(entityKind(rng, facts).replace(e.stateOfFormation, '').trim().toLowerCase())}`})</p>
<p><b>Section 1.1 Formation.</b> ${e.type === 'Trust' ? `The trust was established by ${esc(principal(rng, t, ['full']))} as settlor and trustee.` : `The ${e.type === 'LLC' ? 'Company' : e.type === 'Corporation' ? 'Corporation' : 'Partnership'} was formed under the laws of the State of ${esc(e.stateOfFormation)}. Its federal employer identification number is ${e.ein ? t.s('ein', nw(F.ein(e.ein))) : 'to be obtained'}.`}</p>
<p><b>Section 1.4 Purpose.</b> To acquire, build, lease and sell residential real property, including build-to-rent communities and scattered-site single-family homes in Arizona, Nevada, New Mexico and Utah.</p>
<p><b>Section 3.1 ${memberWord}s.</b></p>
<table class="grid" style="width:60%"><tr><th>${memberWord}</th><th>Interest</th></tr>${rows}</table>
<p style="margin-top:8px"><b>Section 5.2 Management; Authority to Borrow.</b> ${esc(F.name(b, 'noMiddle'))}, as ${esc(signerTitle(t))}, is authorized acting alone to borrow money, to grant deeds of trust and to execute all loan documents on behalf of ${esc(e.name)}, without the consent of any other ${memberWord.toLowerCase()}.</p>
<p><b>Section 5.6 Notices.</b> ${esc(t.s('borrower_email', b.email))}${rng.chance(0.5) ? `; ${esc(t.s('borrower_phone', F.pickPhone(rng, b.phone)))}` : ''}.</p>
<p style="margin-top:22px">IN WITNESS WHEREOF, executed as of ${F.date(facts.documentDate, rng.pick(['long', 'ordinal'] as const))}.</p>
<p><span class="sig">${esc(signer(rng, t))}</span>${pct !== 100 && e.type !== 'Trust' ? `<br><span class="sig">${esc(co.first)} ${esc(co.last)}, ${memberWord}</span>` : ''}</p>`],
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-borrowing-resolution',
    description: 'Unanimous written consent / resolution authorizing the loan, naming lender, amount and property',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const e = facts.entity;
      const l = facts.loan;
      const p = facts.property;
      const who = e ? t.s('entity_name', e.name) : principal(rng, t);
      const body = e ? `The undersigned, being all of the ${e.type === 'Corporation' ? 'directors' : e.type === 'Partnership' ? 'general partners' : e.type === 'Trust' ? 'trustees' : 'members and managers'} of ${esc(F.entityDescription(e))}${e.type === 'Trust' ? ` ${esc(F.trustWithDate(rng, e).replace(e.name, '').trim())}` : ''} (the "Borrower"), hereby consent to and adopt the following resolutions:` : `I, ${esc(who)}, individually, certify the following:`;
      const html = documentHtml({
        title: 'Resolution',
        font: 'serif',
        fontSize: '10.5pt',
        page: { footerLeft: 'Borrowing Resolution' },
        pages: [`<h2 style="text-align:center;font-size:13pt">${e ? `${e.type === 'Corporation' ? 'RESOLUTION OF THE BOARD OF DIRECTORS' : 'UNANIMOUS WRITTEN CONSENT'}<br>OF ${esc(e.name.toUpperCase())}` : 'BORROWER CERTIFICATE'}</h2>
<p style="margin-top:14px">${body}</p>
<p><b>RESOLVED,</b> that the Borrower is authorized to obtain a loan from ${esc(facts.lender.name)} in the principal amount of ${t.s('loan_amount', F.moneyLegal(rng, l.amount))} (the "Loan"), bearing interest at ${t.s('interest_rate', F.rate(l.rate, rng.pick(['perAnnum', 'words'] as const)))}, maturing ${t.s('loan_term', F.term(l.termMonths, rng.pick(['legal', 'months'] as const)))} after funding, secured by a deed of trust on ${esc(t.s('property_address', F.pickAddress(rng, p.address, ['long', 'longState'])))};</p>
<p><b>FURTHER RESOLVED,</b> that ${esc(e ? signer(rng, t) : who)} is authorized to execute the promissory note, deed of trust, assignment of leases and rents, guaranty and all other loan documents, and to close the Loan through ${esc(facts.title.name)} on or about ${t.s('estimated_closing_date', F.pickDate(rng, l.closingDate, ['long', 'ordinal']))};</p>
<p><b>FURTHER RESOLVED,</b> that any prior acts consistent with these resolutions are ratified.</p>
<p style="margin-top:20px">Dated: ${F.date(facts.documentDate, 'long')}</p>
<p><span class="scrawl">${esc(facts.borrower.first)} ${esc(facts.borrower.last)}</span><br><span class="sig">${e ? `${esc(facts.borrower.first)} ${esc(facts.borrower.last)}, ${esc(e.signatoryTitle)}` : esc(who)}</span></p>`],
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-title-vesting-review',
    description: 'Title officer\'s vesting & authority memo to the lender: proposed insured, vesting, requirements (Schedule B-I)',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const e = facts.entity;
      const to = facts.title.contact;
      const reqs = [
        e ? (e.type === 'Trust' ? `Certification of trust for ${esc(e.name)} executed by the trustee(s)` : `Certificate of good standing for ${esc(e.name)} from the ${esc(e.stateOfFormation)} Secretary of State, and ${e.stateOfFormation === 'Arizona' ? 'n/a' : 'evidence of registration as a foreign entity with the Arizona Corporation Commission / Nevada SOS'}`) : 'Statement of Information from the proposed borrower',
        e ? `${govDoc(e.type)} confirming authority of ${esc(principal(rng, t, ['noMiddle']))} (${esc(signerTitle(t))})` : 'Spousal consent / disclaimer deed if married',
        `Deed of trust from the vestee to ${esc(facts.lender.name)} securing ${t.s('loan_amount', F.pickMoney(rng, l.amount, ['dollars', 'cents']))}`,
        'Payment of 2nd half property taxes and any delinquent HOA assessments',
        'Release of existing deed of trust recorded as Instrument 20' + rng.int(18, 23) + '-0' + rng.int(10000, 99999),
      ];
      const html = documentHtml({
        title: 'Vesting memo',
        font: 'sans',
        fontSize: '9.5pt',
        pages: [`${letterhead({ name: facts.title.name, lines: [esc(F.address(facts.title.address, 'short')), `${esc(to.first)} ${esc(to.last)}, Escrow Officer &middot; ${esc(to.email)} &middot; ${F.phone(to.phone, 'dot')}`], color: accent(rng) })}
<p><b>To:</b> ${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)}, ${esc(facts.lender.name)}<br><b>Re:</b> Our file ${fileNo(rng, rng.pick(['NCS', 'ESC', 'TTL']))} &middot; your loan ${t.s('loan_number', l.loanNumber)}<br><b>Date:</b> ${F.date(facts.documentDate, 'long')}</p>
<p>Per your request, here is where we are on vesting for the above file.</p>
${kvTable([
    ['Property', `${esc(t.s('property_address', F.pickAddress(rng, p.address, ['upper', 'short'])))}${countyOf(facts) ? `, ${esc(countyOf(facts))} County` : ''}`],
    ['APN', apn(rng)],
    ['Current vesting (record)', esc(p.purchasePrice ? F.name(facts.seller, 'upper') : (e ? e.name : F.name(facts.borrower, 'upper')))],
    ['Vesting at close', esc(e ? `${F.entityDescription(e)}` : `${borrowerName(rng, t, ['full', 'upper'])}, a ${rng.pick(['single', 'married'])} ${rng.pick(['man', 'woman', 'person'])}`)],
    ['Proposed insured lender', `${esc(facts.lender.name)}, its successors and/or assigns, ISAOA/ATIMA`],
    ['Lender policy amount', F.pickMoney(rng, Math.round(l.amount * 1.25))],
    ['Scheduled COE', t.s('estimated_closing_date', F.pickDate(rng, l.closingDate, ['us', 'long']))],
  ])}
<h3 style="font-size:10pt;margin:10px 0 4px">Schedule B-I requirements still open</h3>
<ol>${reqs.map((r) => `<li>${r}</li>`).join('')}</ol>
<p class="small">We will need the lender's closing instructions 48 hours before signing. Wire cut-off 2:00 pm MST.</p>`],
      });
      if (e) t.s('entity_name', '');
      return { kind: 'html', documentType: 'Entity Document', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-escrow-opening',
    description: 'Title company opening-of-escrow letter to all parties with parties table and estimated buyer costs',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const to = facts.title.contact;
      const b = facts.borrower;
      const price = p.purchasePrice;
      const party = (role: string, nm: string, ph: string, em: string) => `<tr><td>${role}</td><td>${nm}</td><td>${ph}</td><td>${em}</td></tr>`;
      const html = documentHtml({
        title: 'Opening Package',
        font: 'sans',
        fontSize: '9pt',
        css: '.grid{font-size:8.5pt}',
        page: { footerLeft: `${esc(facts.title.name)} &middot; Opening Package`, pageNumbers: true },
        pages: [`${letterhead({ name: facts.title.name, lines: [esc(F.address(facts.title.address, 'long'))], color: accent(rng), align: 'right' })}
<h2 style="font-size:13pt">ESCROW OPENED &mdash; THANK YOU!</h2>
<p>Escrow No.: ${fileNo(rng, 'ESC')} &nbsp; Opened: ${F.date(facts.documentDate, 'us')} &nbsp; Est. close of escrow: <b>${t.s('estimated_closing_date', F.pickDate(rng, l.closingDate, ['us', 'long']))}</b></p>
<p>Property: ${esc(t.s('property_address', F.pickAddress(rng, p.address)))}<br>${price ? `Sales price: $${F.money(price, 'bareCents')} &nbsp; ` : 'Transaction: refinance &nbsp; '}New loan: ${t.s('loan_amount', F.pickMoney(rng, l.amount, ['cents', 'dollars']))}</p>
<table class="grid"><tr><th>Role</th><th>Name</th><th>Phone</th><th>E-mail</th></tr>
${party(price ? 'Buyer/Borrower' : 'Borrower', esc(borrowerName(rng, t)) + (facts.entity ? `<br><span class="small">by ${esc(signer(rng, t))}</span>` : ''), esc(t.s('borrower_phone', F.pickPhone(rng, b.phone))), esc(t.s('borrower_email', b.email)))}
${price ? party('Seller', esc(F.name(facts.seller, 'noMiddle')), F.phone(facts.seller.phone, 'paren'), esc(facts.seller.email)) : ''}
${party('Lender', `${esc(facts.lender.name)} / ${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)}`, F.phone(facts.lender.contact.phone, 'paren'), esc(facts.lender.contact.email))}
${party('Mortgage broker', `${esc(facts.broker.name)} / ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}`, F.phone(facts.broker.contact.phone, 'paren'), esc(facts.broker.contact.email))}
${party('Escrow officer', `${esc(to.first)} ${esc(to.last)}`, F.phone(to.phone, 'paren'), esc(to.email))}
</table>
<h3 style="font-size:10pt;margin:10px 0 4px">Lender charges per loan approval (estimate)</h3>
${kvTable([...pointsList(rng, facts).map((x) => [x.label, `${t.s(x.field, F.points(rng, x.value, ['pct', 'points']))} of loan amount`] as [string, string]),
    ...fees(rng, facts).map((x) => [x.label, t.s(x.field, F.money(x.amount, 'cents'))] as [string, string]),
    ['Title &mdash; lender\'s policy', `$${F.money(rng.int(900, 2400), 'bareCents')}`], ['Escrow fee (buyer half)', `$${F.money(rng.int(700, 1600), 'bareCents')}`]])}
<p class="small" style="margin-top:8px">WIRE FRAUD ALERT: ${esc(facts.title.name)} will never change wiring instructions by e-mail. Call ${F.phone(to.phone, 'dash')} to verify.</p>`],
      });
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-credit-call-notes',
    description: 'Head of credit\'s typed call notes from a broker/borrower call, fragments and abbreviations',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const b = facts.borrower;
      const bk = facts.broker.contact;
      const lines = [
        `call w/ ${esc(bk.first)} (${esc(facts.broker.name)}) + borrower ${esc(principal(rng, t, ['noMiddle']))} ${rng.pick(['~20 min', '10:15-10:40', 'quick one'])}`,
        facts.entity ? `vesting: ${esc(t.s('entity_name', facts.entity.name))}, ${esc(facts.entity.stateOfFormation)} &mdash; ${esc(F.name(b, 'noMiddle'))} is ${esc(signerTitle(t))}` : 'vesting individually for now, may deed to LLC later (told him DOT stays)',
        `subj: ${esc(t.s('property_address', F.pickAddress(rng, p.address, ['short'])))} &mdash; ${esc(t.s('property_type', ptype(rng, p.type, p.units)))}`,
        `ask ${t.s('loan_amount', F.money(l.amount, 'k'))}, says worth ${t.s('property_value', F.money(p.value, 'k'))}${p.purchasePrice ? ` (under contract ${F.money(p.purchasePrice, 'k')})` : ''}${p.arv ? `, ARV ${F.money(p.arv, 'k')} per his GC` : ''}`,
        `program: ${esc(t.s('loan_type', program(rng, l.type)))}, ${t.s('loan_term', F.term(l.termMonths, 'mo'))}`,
        `quoted ${t.s('interest_rate', F.rate(l.rate, 'plain'))}${l.originationPoints !== undefined ? ` + ${t.s('origination_points', num(l.originationPoints))} pts` : ''}${l.brokerPoints !== undefined ? `, broker wants ${t.s('broker_points', num(l.brokerPoints))}` : ''}`,
        `FICO ${t.s('credit_score', String(b.creditScore))} per soft pull, ${rng.int(2, 30)} closed deals, liquidity ok`,
        l.exit ? `exit: ${esc(t.s('exit_strategy', exitText(rng, l.exit)))}` : `no exit discussed`,
        `PPP: ${esc(t.s('prepayment_penalty', prepayText(rng, facts)))}`,
        `wants COE ${t.s('estimated_closing_date', F.date(l.closingDate, rng.pick(['usShort', 'us'] as const)))}, title = ${esc(facts.title.name)}`,
        `his cell ${esc(t.s('borrower_phone', F.phone(b.phone, rng.pick(['dash', 'dot', 'digits'] as const))))}`,
        `TODO: ${rng.pick(['pull track record', 'order BPO', 'get draw budget', 'check ACC / SOS standing', 'send LOI'])}; ${rng.pick(['tell Ops', 'loop in processing', 'cc Marisol'])}`,
      ];
      if (l.prepayment.penalty) t.s('prepayment_terms', '');
      const html = documentHtml({
        title: 'Call notes',
        font: 'mono',
        fontSize: '9.5pt',
        pages: [`<p><b>CALL NOTES</b> &mdash; ${F.date(facts.documentDate, 'usShort')} &mdash; ${esc(facts.lender.name)} credit</p><p>file: ${esc(facts.borrower.last.toUpperCase())} / ${esc(p.address.city)}</p><ul>${lines.map((x) => `<li>${x}</li>`).join('')}</ul>`],
      });
      return { kind: 'html', documentType: 'Loan Application', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-credit-memo',
    description: 'Internal credit committee memo: deal summary grid, sponsor, risks/mitigants, approval block',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const b = facts.borrower;
      const voter = () => rng.pick(['Approve', 'Approve', 'Approve w/ cond.']);
      const html = documentHtml({
        title: 'Credit Memo',
        font: 'serif',
        fontSize: '9.5pt',
        css: '.grid td{font-size:9pt}.two{display:flex;gap:12px}.two>div{flex:1}',
        page: { footerLeft: 'INTERNAL &mdash; not for distribution to borrower or broker', pageNumbers: true },
        pages: [`<h2 style="font-size:14pt">CREDIT MEMO</h2><p class="small">${esc(facts.lender.name)} &middot; Committee date ${F.date(facts.documentDate, 'abbr')} &middot; Loan ${t.s('loan_number', l.loanNumber)}</p>
<div class="two"><div>${kvTable([
    ['Borrower', esc(borrowerName(rng, t))],
    ['Sponsor', esc(principal(rng, t, ['lastFirst', 'full']))],
    ['Sponsor FICO', t.s('credit_score', String(b.creditScore))],
    ['Collateral', esc(t.s('property_address', F.pickAddress(rng, p.address)))],
    ['Asset', esc(t.s('property_type', ptype(rng, p.type, p.units)))],
  ])}</div><div>${kvTable([
    ['Request', `${t.s('loan_amount', F.pickMoney(rng, l.amount))} ${esc(t.s('loan_type', program(rng, l.type)))}`],
    ['As-is', t.s('property_value', F.pickMoney(rng, p.value))],
    ['LTV', F.pct(l.amount / p.value)],
    ['Pricing', `${t.s('interest_rate', F.pickRate(rng, l.rate))} / ${l.originationPoints !== undefined ? `${t.s('origination_points', F.points(rng, l.originationPoints, ['pts', 'points']))} orig` : 'no orig'}`],
    ['Term', t.s('loan_term', F.pickTerm(rng, l.termMonths))],
  ])}</div></div>
<h3 style="font-size:10.5pt;margin:10px 0 4px">Sponsor</h3>
<p>${esc(F.name(b, 'noMiddle'))} ${rng.pick(['ran property management for scattered-site rentals in the East Valley for eight years before building', 'is a Las Vegas investor with a Henderson BTR pipeline', 'is a repeat borrower; 4 loans paid as agreed', 'came through the broker channel; second deal with us'])}. Track record ${rng.int(3, 40)} exits / ${rng.int(2, 120)} doors held.</p>
<h3 style="font-size:10.5pt;margin:10px 0 4px">Risks / mitigants</h3>
<ul><li>${p.purchasePrice ? `Purchase at ${F.pickMoney(rng, p.purchasePrice)} &mdash; basis below as-is, equity from day one.` : 'Refi &mdash; seasoning over 6 months, value supported by desk review.'}</li>
<li>${rng.pick(['Water/sewer capacity confirmed by will-serve', 'Rent comps strong, 1007 supports DSCR 1.25x+', 'GC licensed (ROC), fixed-price contract', 'HOA approves rentals, no cap'])}</li>
<li>Exit: ${l.exit ? esc(t.s('exit_strategy', exitText(rng, l.exit))) : 'long-term hold; no maturity risk on a 30-yr'}.</li></ul>
<p>Target closing ${t.s('estimated_closing_date', F.pickDate(rng, l.closingDate))}. Prepay: ${esc(t.s('prepayment_penalty', prepayText(rng, facts)))}.</p>
<table class="grid" style="width:70%;margin-top:10px"><tr><th>Committee</th><th>Vote</th></tr><tr><td>Head of Credit</td><td>${voter()}</td></tr><tr><td>CEO</td><td>${voter()}</td></tr><tr><td>Capital Markets</td><td>${voter()}</td></tr></table>`],
      });
      if (l.prepayment.penalty) t.s('prepayment_terms', '');
      return { kind: 'html', documentType: 'Term Sheet', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-lot-build-budget',
    description: 'Lot-and-build or rehab loan summary with line-item construction budget, holdback and draw schedule',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const budget = Math.max(40000, Math.round(((p.arv ?? p.value * 1.4) - p.value) * 0.55 / 1000) * 1000);
      const lines = [['Permits & impact fees', 0.06], ['Site work / utilities', 0.1], ['Foundation (post-tension slab)', 0.11], ['Framing & trusses', 0.17], ['Roofing (tile)', 0.07], ['MEP rough', 0.15], ['Stucco / exterior', 0.08], ['Drywall, paint', 0.08], ['Finishes & appliances', 0.12], ['Landscape / block wall', 0.03], ['Contingency', 0.03]] as const;
      const rows = lines.map(([k, w]) => `<tr><td>${k}</td><td class="right">$${F.money(Math.round(budget * w), 'bare')}</td></tr>`).join('');
      const html = documentHtml({
        title: 'Loan & Budget Summary',
        font: 'sans',
        fontSize: '9pt',
        css: '.cols{display:flex;gap:14px}.cols>div{flex:1}.grid td.k{font-weight:bold;width:45%}',
        page: { footerLeft: `Budget v${rng.int(1, 4)} &middot; ${esc(facts.lender.name)} construction desk` },
        pages: [`<h2 style="font-size:13pt">LOAN &amp; BUDGET SUMMARY</h2>
<p class="small">Prepared ${F.date(facts.documentDate, 'us')} by ${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)} (${esc(facts.lender.contact.email)})</p>
<div class="cols"><div>${kvTable([
    ['Borrower', esc(borrowerName(rng, t))],
    ['Builder / GC', `${rng.pick(['Sonoran Framing & Build', 'Red Mountain Builders', 'Dixie Homes Construction', 'Ridgeline Custom Homes'])} (ROC ${rng.int(200000, 339999)})`],
    ['Site', esc(t.s('property_address', F.pickAddress(rng, p.address)))],
    ['Product', esc(t.s('property_type', ptype(rng, p.type, p.units)))],
    ['Program', esc(t.s('loan_type', program(rng, l.type)))],
    ['Loan amount (total)', t.s('loan_amount', F.pickMoney(rng, l.amount))],
    ['Construction holdback', `$${F.money(budget, 'bare')}`],
    ['Lot / as-is value', t.s('property_value', F.pickMoney(rng, p.value))],
    ['As-complete (ARV)', p.arv ? F.pickMoney(rng, p.arv) : 'TBD'],
  ])}</div><div>${kvTable([
    ['Rate', t.s('interest_rate', F.pickRate(rng, l.rate))],
    ['Term', t.s('loan_term', F.pickTerm(rng, l.termMonths))],
    ...pointsList(rng, facts).map((x) => [x.label, t.s(x.field, F.points(rng, x.value))] as [string, string]),
    ...fees(rng, facts).map((x) => [x.label, t.s(x.field, F.pickMoney(rng, x.amount))] as [string, string]),
    ['Draw fee', `$${rng.pick([150, 175, 200, 250])} per draw`],
    ['Exit', l.exit ? esc(t.s('exit_strategy', exitText(rng, l.exit))) : '&mdash;'],
    ['Closing', t.s('estimated_closing_date', F.pickDate(rng, l.closingDate))],
  ])}</div></div>
<h3 style="font-size:10pt;margin:10px 0 4px">Line-item budget</h3>
<table class="grid" style="width:60%"><tr><th>Line</th><th>Amount</th></tr>${rows}<tr><td class="b">Total hard + soft</td><td class="right b">$${F.money(budget, 'bare')}</td></tr></table>
<p class="small" style="margin-top:8px">Draws: up to ${rng.int(5, 8)} draws, inspection by ${rng.pick(['Trinity Inspections', 'Desert Draw Services', 'Mesa Site Inspectors'])}, funds wired within 3 business days of approved inspection. Retainage 0%.</p>`],
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: t.truth() };
    },
  },
];
