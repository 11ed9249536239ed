// Entity papers: state filings, authorizing resolutions, lender borrowing certificates, operating-agreement excerpts,
// EIN assignment notices. Each family adapts to the borrowing entity's kind (LLC, corporation, partnership, trust).
import { documentHtml, esc, flow, kvTable } from '../../../style';
import type { Entity, Family } from '../../../types';
import { Stated, addrFull, checkboxRow, dt, ein, ensureEntity, fullName, loanTypeWords, pct, upper, usd } from './util';

function formationDate(e: Entity, docIso: string): string {
  if (e.trustDate) return e.trustDate;
  const y = Number(docIso.slice(0, 4)) - 1 - (e.name.length % 6);
  return `${y}-${String((e.name.length % 12) + 1).padStart(2, '0')}-${String((e.name.length % 27) + 1).padStart(2, '0')}`;
}

const AGENTS = ['Coastal Registered Agents, Inc.', 'Bayou Corporate Services LLC', 'Northwest Registered Agent, LLC', 'Gulf Filing Services Co.'];

/** Secretary of State filing: articles / certificate / certification of trust. */
const sosFiling: Family = {
  id: 'ab-entity-state-filing',
  description: "Secretary of State filing copy: articles of organization / incorporation, certificate of LP, or recorded certification of trust; filed stamp.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    ensureEntity(f, rng);
    const e = f.entity as Entity;
    const s = new Stated(f).add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const formed = formationDate(e, f.documentDate);
    const agent = rng.pick(AGENTS);
    const office = `${rng.int(100, 9999)} ${rng.pick(['Poydras St', 'Government St', 'Beach Blvd', 'Shoreline Blvd', 'Louisiana St'])}, ${rng.pick(['New Orleans, LA 70130', 'Mobile, AL 36602', 'Biloxi, MS 39530', 'Corpus Christi, TX 78401'])}`;
    let title = '';
    let body: string[] = [];
    switch (e.type) {
      case 'LLC':
        title = 'ARTICLES OF ORGANIZATION (Limited Liability Company)';
        body = [
          `<p><b>1.</b> The name of the limited liability company is: <b>${esc(upper(e.name))}</b></p>`,
          `<p><b>2.</b> The purpose is to engage in any lawful activity, including acquiring, rehabilitating, leasing and selling real estate.</p>`,
          `<p><b>3.</b> Registered office: ${esc(office)}. Registered agent: ${esc(agent)}</p>`,
          `<p><b>4.</b> The company is ${rng.pick(['member-managed', 'manager-managed'])}. ${esc(e.signatoryTitle)}: ${esc(fullName(f.borrower, true))}.</p>`,
        ];
        break;
      case 'Corporation':
        title = 'ARTICLES OF INCORPORATION';
        body = [
          `<p><b>ARTICLE I.</b> The name of the corporation is ${esc(e.name)}.</p>`,
          `<p><b>ARTICLE II.</b> The corporation is authorized to issue ${rng.pick(['1,000', '10,000', '100,000'])} shares of common stock, no par value.</p>`,
          `<p><b>ARTICLE III.</b> Registered agent and office: ${esc(agent)}, ${esc(office)}.</p>`,
          `<p><b>ARTICLE IV.</b> Initial director(s): ${esc(fullName(f.borrower))} (${esc(e.signatoryTitle)}), ${esc(fullName(f.seller))} (Secretary).</p>`,
        ];
        break;
      case 'Partnership':
        title = 'CERTIFICATE OF LIMITED PARTNERSHIP';
        body = [
          `<p>1. Name of the limited partnership: ${esc(e.name)}</p>`,
          `<p>2. Address of registered office and agent: ${esc(agent)}, ${esc(office)}</p>`,
          `<p>3. Name and address of the general partner: ${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}, ${esc(f.borrower.email)}</p>`,
          `<p>4. Term: perpetual unless dissolved.</p>`,
        ];
        s.add('borrower_email');
        break;
      case 'Trust':
        title = 'CERTIFICATION OF TRUST';
        body = [
          `<p>The undersigned, ${esc(fullName(f.borrower, true))}, being first duly sworn, certifies:</p>`,
          `<p>1. The trust known as <b>${esc(e.name)}</b> was created by instrument dated ${dt(formed, 'long')} and is in full force and effect and has not been revoked or amended in any way that would make these statements incorrect.</p>`,
          `<p>2. The currently acting trustee is ${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}, whose powers include the power to acquire, mortgage and sell real property.</p>`,
          `<p>3. The trust's taxpayer identification number is ${e.ein ? ein(e.ein) : "the Settlor's social security number (withheld)"}.</p>`,
          `<p>4. Title to trust assets shall be taken as: ${esc(fullName(f.borrower))}, Trustee of ${esc(e.name)}.</p>`,
        ];
        break;
    }
    if (e.ein && (e.type === 'Trust' || rng.chance(0.4))) {
      if (e.type !== 'Trust') body.push(`<p class="small">Federal EIN (for bank use): ${ein(e.ein)}</p>`);
      s.add('ein');
    }
    const office2 = e.type === 'Trust' ? `Recorded ${dt(f.documentDate, 'us')} — Clerk of Court, Instr. #${rng.int(1000000, 9999999)}` : `FILED ${dt(formed, 'us')} — Secretary of State of ${esc(e.stateOfFormation)} — Charter/File No. ${rng.int(100000, 49999999)}`;
    const html = documentHtml({
      title, font: 'serif', fontSize: '10pt',
      pages: [`<div style="text-align:right"><div style="display:inline-block;border:3px double #8b0000;color:#8b0000;padding:6px 10px;transform:rotate(-4deg);font:bold 9pt 'DejaVu Sans'">${office2}</div></div>
<h2 class="center" style="margin:14px 0">${title}</h2>${body.join('')}
<p style="margin-top:28px"><span class="sig">${esc(fullName(f.borrower))}, ${esc(e.type === 'Trust' ? 'Trustee' : e.type === 'Partnership' ? 'General Partner' : e.type === 'Corporation' ? 'Incorporator' : 'Organizer')}</span></p>
${e.type === 'Trust' ? `<p class="small">Sworn to and subscribed before me, Notary Public, ${esc(rng.pick(['Orleans', 'Jefferson', 'Harrison', 'Mobile', 'Nueces', 'Escambia']))} ${rng.pick(['Parish', 'County'])}.</p>` : ''}`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth() };
  },
};

/** Authorizing resolution for the specific loan. */
const resolution: Family = {
  id: 'ab-entity-borrowing-resolution',
  description: 'Unanimous written consent / resolution authorizing the loan from the named lender, amount and property stated, secretary certificate.',
  formats: ['pdf_text'],
  make(f, rng) {
    ensureEntity(f, rng);
    const e = f.entity as Entity;
    const L = f.loan;
    const s = new Stated(f).add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'loan_amount', 'property_address');
    const body = e.type === 'Corporation' ? 'Board of Directors' : e.type === 'LLC' ? 'Members' : e.type === 'Partnership' ? 'Partners' : 'Trustee(s)';
    const other = fullName(f.seller);
    let extra = '';
    if (rng.chance(0.6)) { extra = ` bearing interest at ${pct(L.rate)} per annum for a term of ${L.termMonths} months,`; s.add('interest_rate', 'loan_term'); }
    let lt = '';
    if (rng.chance(0.5)) { lt = ` (a ${loanTypeWords(rng, f).toLowerCase()} loan)`; s.add('loan_type'); }
    if (e.ein && rng.chance(0.5)) s.add('ein');
    const einLine = s.truth().ein ? `<p class="small">EIN ${ein(e.ein ?? '')}</p>` : '';
    const blocks = [
      `<h3 class="center">${e.type === 'Trust' ? 'CERTIFICATE AND RESOLUTION OF TRUSTEE' : `UNANIMOUS WRITTEN CONSENT OF THE ${upper(body)}`}</h3><h4 class="center">${esc(upper(e.name))}</h4>${einLine}`,
      `<p>The undersigned, being all of the ${body.toLowerCase()} of ${esc(e.name)} (the "Company"), hereby consent to and adopt the following resolutions effective ${dt(f.documentDate, 'long')}:</p>`,
      `<p>RESOLVED, that the Company is authorized to borrow from ${esc(f.lender.name)} ("Lender") the principal sum of ${usd(L.amount)}${lt},${extra} and to secure the same by a mortgage/deed of trust on the property located at ${esc(addrFull(f.property.address, true))}, together with an assignment of rents and of all insurance proceeds;</p>`,
      `<p>FURTHER RESOLVED, that ${esc(fullName(f.borrower))}, as ${esc(e.signatoryTitle)} of the Company, is authorized and directed to execute the note, mortgage, loan agreement, draw requests and all other documents required by Lender, acting alone;</p>`,
      `<p>FURTHER RESOLVED, that any prior acts consistent with these resolutions are ratified.</p>`,
      `<table style="width:100%;margin-top:20px"><tr><td><span class="sig">${esc(fullName(f.borrower))}</span><br>${esc(e.signatoryTitle)}</td>${e.type !== 'Trust' ? `<td><span class="sig">${esc(other)}</span><br>${e.type === 'Corporation' ? 'Director' : e.type === 'Partnership' ? 'Limited Partner' : 'Member'}</td>` : ''}</tr></table>`,
      `<p class="small" style="margin-top:16px">CERTIFICATE: I certify that the foregoing is a true copy of resolutions duly adopted and in full force. ${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}.</p>`,
    ];
    const html = documentHtml({ title: 'Resolution', font: 'serif', pages: flow(blocks, { charsPerLine: 90, linesPerPage: 46 }) });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth() };
  },
};

/** Lender's borrowing certificate / incumbency form, one page, photographed. */
const lenderCertificate: Family = {
  id: 'ab-entity-lender-incumbency-form',
  description: "Lender's one-page entity borrowing certificate: checkbox for entity type, incumbency table, EIN; signed copy photographed.",
  formats: ['image'],
  make(f, rng) {
    ensureEntity(f, rng);
    const e = f.entity as Entity;
    const s = new Stated(f).add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address');
    if (e.ein) s.add('ein');
    let ln = '';
    if (rng.chance(0.6)) { ln = f.loan.loanNumber; s.add('loan_number'); }
    const html = documentHtml({
      title: 'Borrowing Certificate', font: 'sans', fontSize: '10pt', css: '.k{width:35%;background:#f2f2f2}',
      pages: [`<div style="display:flex;justify-content:space-between"><b style="font-size:13pt">${esc(f.lender.name)}</b><span class="small">Loan # ${ln || '________'}</span></div>
<h3 class="center" style="margin:12px 0">ENTITY BORROWING &amp; INCUMBENCY CERTIFICATE</h3>
${kvTable([
    ['Borrower legal name', esc(e.name)],
    ['Entity type', checkboxRow(['LLC', 'Corporation', 'Partnership', 'Trust'], e.type)],
    ['State of organization', esc(e.stateOfFormation)],
    ['EIN', e.ein ? ein(e.ein) : 'N/A (grantor trust)'],
    ['Collateral', esc(addrFull(f.property.address))],
  ])}
<p style="margin-top:10px">The following person(s) hold the offices indicated and are authorized to sign loan documents on behalf of Borrower:</p>
<table class="grid"><tr><th>Name</th><th>Title</th><th>Specimen signature</th></tr>
<tr><td>${esc(fullName(f.borrower))}</td><td>${esc(e.signatoryTitle)}</td><td><span class="scrawl">${esc(f.borrower.first[0] ?? '')}. ${esc(f.borrower.last)}</span></td></tr>
${rng.chance(0.5) ? `<tr><td>${esc(fullName(f.seller))}</td><td>${e.type === 'Corporation' ? 'Secretary' : 'Member (no signing authority)'}</td><td>—</td></tr>` : ''}</table>
<p style="margin-top:16px">Certified this ${dt(f.documentDate, 'long')}.</p><p><span class="sig">${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth() };
  },
};

/** Operating agreement / partnership agreement / trust excerpt, scanned. */
const agreementExcerpt: Family = {
  id: 'ab-entity-governing-doc-excerpt',
  description: 'Excerpt pages of the governing document (operating agreement, bylaws, LP agreement or trust instrument): ownership schedule with co-owner decoys, manager/officer section; scanned.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    ensureEntity(f, rng);
    const e = f.entity as Entity;
    const s = new Stated(f).add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const own = e.type === 'Trust' ? 0 : rng.pick([51, 60, 70, 80, 100]);
    const others = own < 100 ? [[fullName(f.seller), 100 - own]] : [];
    const docName = e.type === 'LLC' ? 'OPERATING AGREEMENT' : e.type === 'Corporation' ? 'BYLAWS' : e.type === 'Partnership' ? 'AGREEMENT OF LIMITED PARTNERSHIP' : 'TRUST AGREEMENT';
    const sched = e.type === 'Trust'
      ? `<p><b>Article II — Trustee.</b> ${esc(fullName(f.borrower))} shall serve as ${esc(e.signatoryTitle)}. Successor trustee: ${esc(fullName(f.seller))}.</p><p><b>Article V — Powers.</b> The Trustee may purchase, encumber, mortgage, lease and sell real property without court approval.</p>`
      : `<p><b>Schedule A — ${e.type === 'Corporation' ? 'Shareholders' : e.type === 'Partnership' ? 'Partners' : 'Members'}</b></p><table class="grid" style="width:75%"><tr><th>Name</th><th>Interest</th><th>Capital</th></tr><tr><td>${esc(fullName(f.borrower, true))}</td><td>${own}%</td><td>${usd(rng.int(5, 200) * 1000)}</td></tr>${others.map(([n, p]) => `<tr><td>${esc(String(n))}</td><td>${p}%</td><td>${usd(rng.int(5, 100) * 1000)}</td></tr>`).join('')}</table>
<p><b>Section 6.1 — Management.</b> ${esc(fullName(f.borrower))} is designated ${esc(e.signatoryTitle)} and has full authority to bind the ${e.type === 'Corporation' ? 'Corporation' : e.type === 'Partnership' ? 'Partnership' : 'Company'}, including to borrow money and grant mortgages on Company property.</p>`;
    const html = documentHtml({
      title: docName, font: 'serif', fontSize: '10pt',
      pages: [`<h3 class="center">${docName}<br>OF<br>${esc(upper(e.name))}</h3><p class="center small">(excerpt — pages 1, 7 and 14 provided to lender)</p>
<p>This ${docName.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase())} is made effective ${dt(formationDate(e, f.documentDate), 'long')}${e.type === 'Trust' ? ` by ${esc(fullName(f.borrower))} as Settlor and Trustee` : ''}, under the laws of the State of ${esc(e.stateOfFormation)}.</p>
${sched}
<p><b>${e.type === 'Trust' ? 'Article VI — Distributions.' : 'Section 7.2 — Distributions.'}</b> Net cash flow shall be distributed ${e.type === 'Trust' ? 'to the beneficiaries at the discretion of the Trustee' : 'pro rata in accordance with the interests set out above'}, after reserves for taxes, insurance deductibles (including named-storm deductibles) and capital repairs.</p>
<p><b>${e.type === 'Trust' ? 'Article VIII — Spendthrift.' : 'Section 8.1 — Transfers.'}</b> ${e.type === 'Trust' ? 'No beneficiary may anticipate, assign or encumber any interest in the trust estate.' : 'No interest may be transferred or pledged without the written consent of the holders of a majority of the interests, except to a lender as collateral.'}</p>
<p><b>Section 9.4 — Insurance.</b> The ${e.type === 'Trust' ? 'Trustee' : 'Company'} shall maintain windstorm, flood and liability coverage on all real property owned.</p>
<p style="margin-top:26px"><span class="sig">${esc(fullName(f.borrower))}</span></p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth() };
  },
};

/** IRS EIN assignment notice (CP 575 style). */
const einNotice: Family = {
  id: 'ab-entity-ein-assignment-notice',
  description: 'IRS-style EIN assignment notice addressed to the entity c/o its principal; EIN, name control, form 1065/1120/1041 notes.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    ensureEntity(f, rng);
    const e = f.entity as Entity;
    if (!e.ein) e.ein = `${rng.pick(['82', '83', '84', '85', '88', '92', '93'])}${String(rng.int(0, 9999999)).padStart(7, '0')}`;
    const s = new Stated(f).add('entity_name', 'ein', 'borrower_first_name', 'borrower_last_name');
    const form = e.type === 'Corporation' ? '1120' : e.type === 'Partnership' ? '1065' : e.type === 'Trust' ? '1041' : rng.pick(['1065', 'Schedule C (single-member)']);
    const issued = formationDate(e, f.documentDate);
    const html = documentHtml({
      title: 'EIN Notice', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div><b>Department of the Treasury</b><br>Internal Revenue Service<br>Cincinnati OH 45999-0023</div><div class="small">Date of this notice: ${dt(issued, 'us')}<br>Employer Identification Number:<br><b style="font-size:12pt">${ein(e.ein)}</b><br>Form: SS-4<br>Number of this notice: CP 575 ${rng.pick(['A', 'B', 'E', 'G'])}</div></div>
<p style="margin-top:20px">${esc(upper(e.name))}<br>${esc(upper(fullName(f.borrower)))} ${e.type === 'Trust' ? 'TTEE' : e.type === 'LLC' ? 'MBR' : ''}<br>${esc(upper(`${rng.int(100, 9999)} ${rng.pick(['Magazine St', 'Canal Blvd', 'Dauphin St', 'E Beach Blvd', 'Navarre Pkwy'])} ${rng.pick(['New Orleans LA 70115', 'Mobile AL 36606', 'Long Beach MS 39560', 'Navarre FL 32566'])}`))}</p>
<h3 style="margin:16px 0 6px">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h3>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${ein(e.ein)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>
<p>When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above.</p>
<p>Based on the information received from you or your representative, you must file the following form(s) by the date(s) shown: Form ${form}, ${rng.pick(['03/15', '04/15'])}/${Number(issued.slice(0, 4)) + 1}.</p>
<p>The IRS assigns a name control to each entity: ${esc(upper(e.name.replace(/^The /, '').replace(/[^A-Za-z]/g, '').slice(0, 4)))}.</p>
<p class="small" style="margin-top:14px">Copy provided to ${esc(f.lender.name)} for loan file — ${dt(f.documentDate, 'short')}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: s.truth() };
  },
};

export const entityFamilies: Family[] = [sosFiling, resolution, lenderCertificate, agreementExcerpt, einNotice];
