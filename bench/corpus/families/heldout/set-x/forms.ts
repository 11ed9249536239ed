// set-x: applications, questionnaires, resolutions and other entity paperwork (text PDFs, some scanned).
import { accent, checkboxes, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  addr, dLong, dSlash, dUs, anyDate, ein, localize, money, name, orgKind, other, phone, propWords, purposeWords, rate,
  street, termText, truth, who, years, pts, prepayWords, loanTypeWords, type Deal,
} from './common';

const CSS = `.k { background:#f3f3f3; font-weight:bold; font-size:8.5pt } .v { font-size:9.5pt } h2 { font-size:11pt; margin:12px 0 5px; border-bottom:1px solid #999 }
.box { border:1px solid #333; padding:6px 8px; margin:6px 0 } .ln { display:inline-block; border-bottom:1px solid #000; min-width:2in; padding:0 4px }`;

/** Values written on lines with their captions printed underneath, as on a paper form. */
function underLines(items: readonly (readonly [string, string])[]): string {
  return `<table style="width:100%">${items.map(([v, c]) => `<tr><td style="padding-top:8px"><div style="border-bottom:1px solid #000;padding:0 4px">${v}</div><div class="small muted">${c}</div></td></tr>`).join('')}</table>`;
}

function giving(d: Deal, seed: number): number[] {
  const base = Math.round(d.f.loan.amount * (0.18 + (seed % 7) / 40) / 100) * 100;
  return [base, Math.round(base * 1.04 / 100) * 100 + 12, Math.round(base * 1.09 / 100) * 100 + 47];
}

export const formFamilies: Family[] = [
  {
    id: 'x-church-loan-application',
    description: 'Lender church loan application: organization, ministry profile, loan request with checkboxes, signed by pastor',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.chance(0.75) ? 'church' : 'school');
      const { f } = d;
      const e = f.entity!;
      const treasurer = d.officers[0]!;
      const purposes = ['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'];
      const g = giving(d, f.loan.amount);
      const p1 = `${letterhead({ name: d.lender, lines: ['Church &amp; Ministry Loan Application', '3350 Peachtree Rd NE, Suite 1410, Atlanta, GA 30326'], color: accent(rng) })}
<h2>Part A — The Organization</h2>
${kvTable([
  ['Legal name of church / ministry', esc(e.name)],
  ['Federal tax ID (EIN)', ein(e.ein!)],
  ['State of incorporation', esc(e.stateOfFormation)],
  ['Denomination / affiliation', esc(d.denomination ?? 'Independent')],
  ['Year organized', String(d.yearFounded)],
  ['Mailing address', esc(d.mailing)],
])}
<h2>Part B — Ministry Profile</h2>
${kvTable([
  ['Average Sunday attendance (last 12 mo.)', String(Math.round((d.members ?? 200) * 0.7))],
  ['Members on roll', String(d.members)],
  ['Giving units', String(Math.round((d.members ?? 200) * 0.38))],
  [`Tithes &amp; offerings ${Number(f.documentDate.slice(0, 4)) - 3} / ${Number(f.documentDate.slice(0, 4)) - 2} / ${Number(f.documentDate.slice(0, 4)) - 1}`, g.map((x) => money(x)).join(' / ')],
  ['Senior pastor tenure', `${rng.int(3, 31)} years`],
])}
<h2>Part C — Loan Request</h2>
${rng.chance(0.5) ? underLines([
  [money(f.loan.amount), 'Amount requested'], [esc(addr(d, rng)), 'Subject property (street, city, state, ZIP)'],
  [money(f.property.value), 'Estimated value (per pastor / board)'], [termText(f.loan.termMonths, rng), 'Preferred term'],
  [dLong(f.loan.closingDate), 'Target closing'], [f.property.purchasePrice ? money(f.property.purchasePrice) : `${money(d.priorBalance)} — ${esc(d.priorLender)}`, f.property.purchasePrice ? 'Contract price' : 'Existing first mortgage'],
]) + `<p style="margin-top:6px">Purpose: ${checkboxes(purposes, f.loan.purpose)}</p>` : kvTable([
  ['Amount requested', money(f.loan.amount)],
  ['Purpose', checkboxes(purposes, f.loan.purpose)],
  ['Subject property', esc(addr(d, rng))],
  ['Current use of property', esc(d.use)],
  [f.property.purchasePrice ? 'Contract price' : 'Existing first mortgage', f.property.purchasePrice ? money(f.property.purchasePrice) : `${money(d.priorBalance)} with ${esc(d.priorLender)}`],
  ['Estimated value (per pastor / board)', money(f.property.value)],
  ['Preferred term', termText(f.loan.termMonths, rng)],
  ['Target closing', dLong(f.loan.closingDate)],
])}`;
      const p2 = `<h2>Part D — Contacts</h2>
${kvTable([
  ['Authorized representative', `${esc(name(f.borrower))}, ${esc(e.signatoryTitle)}`],
  ['Phone', phone(f.borrower.phone, rng)],
  ['E-mail', esc(f.borrower.email)],
  ['Treasurer / finance contact', `${esc(name(treasurer.p))} — ${phone(treasurer.p.phone, rng)}`],
])}
<h2>Part E — Certification</h2>
<p class="small">The undersigned certifies that the information in this application is true and complete, that the governing body of the applicant has authorized this request, and that ${esc(d.lender)} may obtain credit reports and verify giving records.</p>
<p style="margin-top:30px"><span class="scrawl">${esc(name(f.borrower))}</span><br><span class="sig">${esc(name(f.borrower))}, ${esc(e.signatoryTitle)}</span> &nbsp; Date: ${dUs(f.documentDate)}</p>
<p style="margin-top:20px"><span class="sig">${esc(name(treasurer.p))}, ${esc(treasurer.title)} (attest)</span></p>`;
      return {
        kind: 'html', documentType: 'Loan Application',
        html: documentHtml({ title: 'Church Loan Application', pages: [p1, p2], css: CSS, font: 'sans', fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: 'Form CL-100 (rev. 03/24)' } }),
        truth: truth(d, ['entity_name', 'ein', 'loan_amount', 'loan_purpose', 'property_address', 'property_value', 'loan_term', 'estimated_closing_date',
          'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_phone', 'borrower_email']),
      };
    },
  },
  {
    id: 'x-ministry-financial-questionnaire',
    description: 'Financial questionnaire the treasurer fills in: budget, debts, giving, with a short loan request box',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng, 'church');
      const { f } = d;
      const tr = d.officers[0]!;
      const y = Number(f.documentDate.slice(0, 4));
      const g = giving(d, f.loan.amount + 3);
      const rows = [
        ['Tithes and offerings', ...g], ['Designated / building fund', ...g.map((x) => Math.round(x * 0.11))],
        ['Facility rental and other', ...g.map((x) => Math.round(x * 0.03))],
        ['Salaries and housing', ...g.map((x) => Math.round(x * 0.41))], ['Current mortgage payments', ...g.map(() => Math.round(d.priorBalance * 0.0095) * 12)],
      ];
      const table = `<table class="grid"><tr><th>Line</th><th>${y - 3}</th><th>${y - 2}</th><th>${y - 1}</th></tr>${rows.map((r) => `<tr><td>${r[0]}</td>${r.slice(1).map((x) => `<td class="right">${money(x as number)}</td>`).join('')}</tr>`).join('')}</table>`;
      const html = `<div style="text-align:center"><div class="b" style="font-size:13pt">MINISTRY FINANCIAL QUESTIONNAIRE</div><div class="small">To be completed by the Treasurer or Financial Secretary</div></div>
<p style="margin-top:12px">Church name: <span class="ln">${esc(who(d))}</span> &nbsp; Prepared by: <span class="ln">${esc(name(tr.p))}, ${esc(tr.title)}</span></p>
<p>Date prepared: <span class="ln">${dSlash(f.documentDate)}</span></p>
<h2>1. Income and expense (from year-end statements)</h2>${table}
<h2>2. Existing debt</h2>
<p>Lender: ${esc(d.priorLender)} &nbsp; Balance: ${money(d.priorBalance)} &nbsp; Secured by: ${esc(d.use)} &nbsp; Matures: ${dUs(`${y + rng.int(1, 4)}-0${rng.int(1, 9)}-15`)}</p>
<h2>3. What is the church asking for?</h2>
<div class="box">We are requesting <b>${money(f.loan.amount)}</b> to ${f.loan.purpose === 'Purchase' ? 'purchase' : f.loan.purpose === 'Construction' ? 'build on' : 'refinance'} the property at ${esc(addr(d, rng))}. Our board would like a ${years(f.loan.termMonths)} term.</div>
<h2>4. Has the church ever been late on a mortgage payment, sued, or had a split?</h2><p>${checkboxes(['Yes', 'No'], 'No')}</p>
<h2>5. Signature</h2><p style="margin-top:24px"><span class="sig">${esc(name(tr.p))}, ${esc(tr.title)}</span></p>`;
      return {
        kind: 'html', documentType: 'Loan Application',
        html: documentHtml({ title: 'Financial Questionnaire', pages: [html], css: CSS, font: 'serif', fontSize: '9.5pt' }),
        truth: truth(d, ['entity_name', 'loan_amount', 'property_address', 'loan_term']),
      };
    },
  },
  {
    id: 'x-board-resolution-borrow',
    description: 'Resolution of the board of trustees / directors authorizing the loan and naming who may sign, clerk certificate',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'church', 'nonprofit', 'school'] as const));
      const { f } = d;
      const e = f.entity!;
      const clerk = d.officers[0]!;
      const second = d.officers[1]!;
      const body = `<div class="center b" style="font-size:12.5pt">RESOLUTION OF THE ${d.kind === 'church' ? 'BOARD OF TRUSTEES' : 'BOARD OF DIRECTORS'}<br>OF<br>${esc(e.name.toUpperCase())}</div>
<p style="margin-top:16px">At a meeting duly called and held on ${dLong(f.documentDate)}, at which a quorum was present, the following resolutions were adopted by the ${d.kind === 'church' ? 'Trustees' : 'Directors'} of ${esc(e.name)}, ${orgKind(d)} (the "${d.kind === 'church' ? 'Church' : 'Corporation'}"):</p>
<p>WHEREAS, the ${d.kind === 'church' ? 'Church' : 'Corporation'} desires to ${f.loan.purpose === 'Purchase' ? 'acquire' : f.loan.purpose === 'Construction' ? 'construct improvements upon' : 'refinance the indebtedness secured by'} the real property known as ${esc(addr(d, rng))} (the "Property"); and</p>
<p>WHEREAS, ${esc(d.lender)} (the "Lender") has offered to make a loan in the principal amount not to exceed ${money(f.loan.amount)} (${f.loan.amount.toLocaleString('en-US')} dollars) secured by a first-priority ${f.property.address.state === 'GA' ? 'deed to secure debt' : 'deed of trust / mortgage'} on the Property;</p>
<p>NOW, THEREFORE, BE IT RESOLVED that the ${d.kind === 'church' ? 'Church' : 'Corporation'} is authorized to borrow said sum for a term of ${termText(f.loan.termMonths, rng)} at a fixed rate of ${rate(f.loan.rate)}% per annum, on the terms of the Lender's commitment;</p>
<p>FURTHER RESOLVED that <b>${esc(name(f.borrower, true))}</b>, ${esc(e.signatoryTitle)}, acting alone, is authorized to execute the note, security instrument, and all other loan documents on behalf of the ${d.kind === 'church' ? 'Church' : 'Corporation'}, and that ${esc(name(second.p))}, ${esc(second.title)}, may attest the same.</p>
<p>FURTHER RESOLVED that the ${d.kind === 'church' ? 'Church' : 'Corporation'} ratifies all prior acts consistent with these resolutions.</p>
<div class="box" style="margin-top:18px"><b>CERTIFICATE OF ${clerk.title.toUpperCase()}</b><br>I, ${esc(name(clerk.p))}, ${esc(clerk.title)}, certify that the foregoing is a true copy of resolutions duly adopted, that ${rng.int(5, 11)} of ${rng.int(11, 13)} members voted in favor, and that they remain in full force.<br><br>
<span class="sig">${esc(name(clerk.p))}</span> &nbsp; Date: ${dSlash(f.documentDate)}</div>`;
      return {
        kind: 'html', documentType: 'Entity Document',
        html: documentHtml({ title: 'Board Resolution', pages: [body], css: CSS, font: 'serif', fontSize: '10pt' }),
        truth: truth(d, ['entity_name', 'loan_amount', 'property_address', 'loan_term', 'interest_rate', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title']),
      };
    },
  },
  {
    id: 'x-congregational-meeting-minutes',
    description: 'Minutes of a called congregational business meeting voting to borrow; pastor moderates, clerk records',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng, 'church');
      const { f } = d;
      const clerk = d.officers[0]!;
      const mover = d.officers[1]!;
      const seconder = d.officers[2]!;
      const yes = rng.int(90, 420);
      const no = rng.int(0, 14);
      const html = `<div class="center"><div class="b" style="font-size:13pt">${esc(who(d))}</div><div>Minutes — Called Church Conference (Business Meeting)</div><div class="small">${dLong(f.documentDate)} · 7:00 p.m. · Fellowship Hall</div></div>
<p style="margin-top:14px"><b>Presiding:</b> ${esc(f.entity!.signatoryTitle)} ${esc(name(f.borrower))} &nbsp;&nbsp; <b>Recording:</b> ${esc(name(clerk.p))}, ${esc(clerk.title)}</p>
<p><b>1. Devotion</b> was led by Deacon ${esc(mover.p.last)}. The meeting was announced from the pulpit on two consecutive Sundays as required by the bylaws.</p>
<p><b>2. Quorum.</b> ${yes + no + rng.int(3, 20)} members in good standing were present; a quorum was declared.</p>
<p><b>3. Building committee report.</b> The committee reported on the property at ${esc(addr(d, rng))}. ${f.property.purchasePrice ? `The sellers have accepted an offer of ${money(f.property.purchasePrice)}; ` : ''}an appraisal ordered by the lender came in at ${money(f.property.value)}. The committee also looked at a site on ${esc(rng.pick(['Old National Hwy', 'Candler Rd', 'Bouldercrest Rd', 'Hwy 78']))} listed at ${money(Math.round(f.property.value * 1.3 / 5000) * 5000)} and recommends against it.</p>
<p><b>4. Motion.</b> ${esc(name(mover.p))} moved that the church borrow up to ${money(f.loan.amount)} from ${esc(d.lender)}, repayable over ${years(f.loan.termMonths)}, and that the ${esc(f.entity!.signatoryTitle)} be authorized to sign all papers. Seconded by ${esc(name(seconder.p))}.</p>
<p><b>5. Vote.</b> By written ballot: ${yes} for, ${no} against. The motion carried.</p>
<p><b>6. Adjourned</b> at 8:41 p.m. with prayer.</p>
<p style="margin-top:24px"><span class="sig">${esc(name(clerk.p))}, ${esc(clerk.title)}</span></p>`;
      return {
        kind: 'html', documentType: 'Entity Document',
        html: documentHtml({ title: 'Minutes', pages: [html], css: CSS, font: 'serif' }),
        truth: truth(d, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address', 'property_value', 'loan_amount', 'loan_term']),
      };
    },
  },
  {
    id: 'x-certificate-of-incumbency',
    description: 'Certificate of incumbency listing officers with specimen signatures; certifies the signer',
    formats: ['pdf_text', 'image'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'business', 'nonprofit'] as const));
      const { f } = d;
      if (!f.entity) return incumbencyIndividualFallback(d);
      const e = f.entity;
      const sec = d.officers[0]!;
      const list = rng.shuffle([{ p: f.borrower, title: e.signatoryTitle }, d.officers[1]!, d.officers[2]!]);
      const html = `<div class="center b" style="font-size:14pt;letter-spacing:1px">CERTIFICATE OF INCUMBENCY</div>
<p style="margin-top:14px">The undersigned, ${esc(name(sec.p))}, the duly elected ${esc(sec.title)} of <b>${esc(e.name)}</b>, ${orgKind(d)} (EIN ${ein(e.ein!)}), hereby certifies to ${esc(d.lender)} that each person named below is a duly elected or appointed officer holding the office set opposite his or her name, and that the signature shown is genuine:</p>
<table class="grid" style="margin-top:8px"><tr><th>Name</th><th>Office</th><th>Specimen signature</th></tr>
${list.map((o) => `<tr><td>${esc(name(o.p))}</td><td>${esc(o.title)}</td><td><span class="scrawl" style="font-size:12pt">${esc(o.p.first.slice(0, 1))}. ${esc(o.p.last)}</span></td></tr>`).join('')}</table>
<p style="margin-top:10px">${esc(name(f.borrower))}, as ${esc(e.signatoryTitle)}, is authorized to sign the loan documents for the loan secured by ${esc(addr(d, rng))}.</p>
<p>IN WITNESS WHEREOF, I have signed this certificate on ${dLong(f.documentDate)}.</p>
<p style="margin-top:26px"><span class="sig">${esc(name(sec.p))}, ${esc(sec.title)}</span></p>`;
      return {
        kind: 'html', documentType: 'Entity Document',
        html: documentHtml({ title: 'Incumbency', pages: [html], css: CSS, font: 'serif', fontSize: '10.5pt' }),
        truth: truth(d, ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address']),
      };
    },
  },
  {
    id: 'x-articles-nonprofit-corp',
    description: 'Articles of incorporation of a nonprofit / religious corporation with registered agent and incorporators',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'nonprofit', 'school'] as const));
      const { f } = d;
      const e = f.entity!;
      const agent = d.officers[0]!;
      const inc2 = d.officers[1]!;
      const filed = `${d.yearFounded < 1990 ? 1990 + rng.int(0, 20) : d.yearFounded}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
      const html = `<div class="center small">STATE OF ${esc(e.stateOfFormation.toUpperCase())} · SECRETARY OF STATE · CORPORATIONS DIVISION</div>
<div class="center b" style="font-size:13pt;margin-top:8px">ARTICLES OF INCORPORATION<br>OF<br>${esc(e.name.toUpperCase())}</div>
<div class="small center">Control No. ${rng.int(10, 99)}0${rng.int(10000, 99999)} · Filed ${dUs(filed)}</div>
<p style="margin-top:12px"><b>Article I.</b> The name of the corporation is ${esc(e.name)}.</p>
<p><b>Article II.</b> The corporation is organized pursuant to the ${esc(e.stateOfFormation)} Nonprofit Corporation Code and is organized exclusively for religious, charitable and educational purposes within the meaning of Section 501(c)(3) of the Internal Revenue Code.</p>
<p><b>Article III.</b> The corporation shall have no members with voting rights other than as set out in its bylaws${d.kind === 'church' ? '; the congregation shall act through its Board of Trustees' : ''}.</p>
<p><b>Article IV.</b> The initial registered office is ${esc(d.mailing)}, and the initial registered agent at that office is ${esc(name(agent.p))}.</p>
<p><b>Article V.</b> Upon dissolution, assets shall be distributed to one or more organizations exempt under Section 501(c)(3).</p>
<p><b>Article VI.</b> The incorporators are ${esc(name(d.officers[2]!.p))} and ${esc(name(inc2.p))}.</p>
<p style="margin-top:20px">IN WITNESS WHEREOF, the incorporators have executed these Articles.</p>
<p><span class="sig">${esc(name(d.officers[2]!.p))}, Incorporator</span> &nbsp;&nbsp; <span class="sig">${esc(name(inc2.p))}, Incorporator</span></p>`;
      return {
        kind: 'html', documentType: 'Entity Document',
        html: documentHtml({ title: 'Articles', pages: [html], css: CSS, font: 'serif' }),
        truth: truth(d, ['entity_name']),
      };
    },
  },
  {
    id: 'x-irs-determination-letter',
    description: 'IRS 501(c)(3) determination letter addressed to the organization (mailing address, EIN, contact person)',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'nonprofit', 'school'] as const));
      const { f } = d;
      const e = f.entity!;
      const year = 1995 + rng.int(0, 25);
      const html = `<div style="display:flex;justify-content:space-between"><div class="b">Internal Revenue Service<br><span style="font-weight:normal">P.O. Box 2508<br>Cincinnati, OH 45201</span></div>
<div class="small">Department of the Treasury<br>Date: ${dLong(`${year}-0${rng.int(1, 9)}-2${rng.int(0, 8)}`)}<br>Employer Identification Number: ${ein(e.ein!)}<br>DLN: 17053${rng.int(100000, 999999)}<br>Contact person: ${esc(name(other(rng, d)))} ID# ${rng.int(31000, 31999)}<br>Contact telephone: 877-829-5500</div></div>
<p style="margin-top:18px">${esc(e.name.toUpperCase())}<br>${esc(d.mailing)}</p>
<p style="margin-top:14px">Dear Applicant:</p>
<p>We are pleased to inform you that upon review of your application for tax exempt status we have determined that you are exempt from Federal income tax under section 501(c)(3) of the Internal Revenue Code. Contributions to you are deductible under section 170 of the Code. You are also qualified to receive tax deductible bequests, devises, transfers or gifts under section 2055, 2106 or 2522.</p>
<p>We have further determined that you are not a private foundation within the meaning of section 509(a) because you are described in section ${d.kind === 'church' ? '170(b)(1)(A)(i)' : '509(a)(2)'}.</p>
<p>Please keep this letter in your permanent records.</p>
<p style="margin-top:18px">Sincerely,<br><br>Director, Exempt Organizations<br>Rulings and Agreements</p>
<p class="small" style="margin-top:30px">Letter 947 (DO/CG)</p>`;
      return {
        kind: 'html', documentType: 'Entity Document',
        html: documentHtml({ title: 'IRS Letter', pages: [html], css: CSS, font: 'serif', fontSize: '10pt' }),
        truth: truth(d, ['entity_name', 'ein']),
      };
    },
  },
  {
    id: 'x-personal-financial-statement',
    description: 'Guarantor personal financial statement for a small-business loan: DOB, contact, assets, other mortgages',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = localize(facts, rng, 'business');
      const { f } = d;
      const b = f.borrower;
      const spouse = other(rng, d);
      const home = `${rng.int(100, 9999)} ${rng.pick(['Rosewood', 'Pine Needle', 'Hickory Hill', 'Laurel Oak'])} ${rng.pick(['Dr', 'Ct', 'Way'])}`;
      const biz = f.entity ? f.entity.name : `${b.last} Enterprises (sole proprietorship)`;
      const html = `<div class="b center" style="font-size:13pt">PERSONAL FINANCIAL STATEMENT</div><div class="center small">Submitted to ${esc(d.lender)} in connection with a loan to ${esc(biz)}</div>
<h2>Applicant</h2>${kvTable([
  ['Name', esc(name(b, true))], ['Date of birth', dUs(b.dob)], ['Home address', `${home}, ${esc(f.property.address.city)}, ${f.property.address.state}`],
  ['Cell', phone(b.phone, rng)], ['E-mail', esc(b.email)], ['Position in business', esc(f.entity?.signatoryTitle ?? 'Owner')],
  ['Spouse (not applying)', esc(name(spouse))], ['Statement date', dUs(f.documentDate)],
])}
<h2>Assets</h2><table class="grid"><tr><th>Item</th><th class="right">Value</th></tr>
<tr><td>Cash — checking and savings</td><td class="right">${money(rng.int(12, 240) * 1000)}</td></tr>
<tr><td>Retirement accounts</td><td class="right">${money(rng.int(20, 600) * 1000)}</td></tr>
<tr><td>Residence (${home})</td><td class="right">${money(rng.int(180, 720) * 1000)}</td></tr>
<tr><td>Ownership interest in ${esc(biz)} (${rng.pick([100, 100, 51, 60, 75])}%)</td><td class="right">${money(rng.int(150, 900) * 1000)}</td></tr></table>
<h2>Liabilities</h2><table class="grid"><tr><th>Creditor</th><th>Secured by</th><th class="right">Balance</th></tr>
<tr><td>${esc(d.priorLender)}</td><td>Residence</td><td class="right">${money(rng.int(60, 400) * 1000 + 412)}</td></tr>
<tr><td>Ford Credit</td><td>2022 F-250</td><td class="right">${money(rng.int(8, 40) * 1000 + 77)}</td></tr></table>
<h2>Credit</h2><p>Applicant authorizes ${esc(d.lender)} to obtain a consumer credit report. Score on file (${rng.pick(['Experian', 'TransUnion', 'Equifax'])}, pulled ${dSlash(f.documentDate)}): <b>${b.creditScore}</b></p>
<p style="margin-top:20px"><span class="sig">${esc(name(b))}</span></p>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'credit_score'];
      if (f.entity) fields.push('entity_name', 'authorized_signatory_title', 'authorized_signatory_name');
      return {
        kind: 'html', documentType: 'Loan Application',
        html: documentHtml({ title: 'PFS', pages: [html], css: CSS, font: 'sans', fontSize: '9pt' }),
        truth: truth(d, fields),
      };
    },
  },
  {
    id: 'x-debt-service-worksheet',
    description: 'Credit analyst debt-service worksheet from 1120-S / 1065 summaries with proposed loan terms',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng, 'business');
      const { f } = d;
      const y = Number(f.documentDate.slice(0, 4));
      const rev = [0, 1, 2].map((i) => Math.round(f.loan.amount * (1.4 + i * 0.12 + rng.next() * 0.2) / 100) * 100);
      const ni = rev.map((r) => Math.round(r * 0.09));
      const dep = rev.map((r) => Math.round(r * 0.03));
      const int = rev.map((r) => Math.round(r * 0.015));
      const ebitda = ni.map((n, i) => n + (dep[i] ?? 0) + (int[i] ?? 0));
      const pay = Math.round(f.loan.amount * (f.loan.rate / 1200) / (1 - Math.pow(1 + f.loan.rate / 1200, -Math.max(f.loan.termMonths, 240))));
      const row = (l: string, a: number[]) => `<tr><td>${l}</td>${a.map((x) => `<td class="right">${num(x)}</td>`).join('')}</tr>`;
      const num = (x: number) => x.toLocaleString('en-US');
      const html = `<div class="b" style="font-size:12pt">Debt Service Coverage Worksheet</div>
<div class="small">Borrower: ${esc(who(d))} · Tax form: ${f.entity?.type === 'LLC' ? '1065' : '1120-S'} · Analyst: ${esc(name(d.officer))} · ${dUs(f.documentDate)}</div>
<table class="grid" style="margin-top:10px"><tr><th>From returns</th><th>FY${y - 3}</th><th>FY${y - 2}</th><th>FY${y - 1}</th></tr>
${row('Gross receipts (line 1a)', rev)}${row('Ordinary business income', ni)}${row('+ Depreciation', dep)}${row('+ Interest', int)}${row('= Cash available for debt service', ebitda)}</table>
<h2>Proposed loan</h2>${kvTable([
  ['Loan amount', money(f.loan.amount)], ['Rate', `${rate(f.loan.rate)}% fixed`], ['Term / amortization', `${years(f.loan.termMonths)} / ${years(Math.max(f.loan.termMonths, 240))}`],
  ['Estimated P&amp;I', `${money(pay)} per month (${money(pay * 12)} annual)`], ['Collateral', `${esc(d.use)} — ${esc(addr(d, rng))}`],
  ['Appraised value', money(f.property.value)], ['Guarantor', `${esc(name(f.borrower))} (FICO ${f.borrower.creditScore})`],
])}
<p style="margin-top:8px">DSCR (most recent year): <b>${(ebitda[2]! / (pay * 12)).toFixed(2)}x</b> · Existing ${esc(d.priorLender)} note (${money(d.priorBalance)}) to be paid off at closing if refinance.</p>`;
      return {
        kind: 'html', documentType: 'Loan Application',
        html: documentHtml({ title: 'DSCR Worksheet', pages: [html], css: CSS, font: 'condensed', fontSize: '9pt' }),
        truth: truth(d, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'credit_score', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value']),
      };
    },
  },
  {
    id: 'x-building-fund-pledge-report',
    description: 'Capital campaign pledge report with the financing gap the church asks the lender to cover',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = localize(facts, rng, 'church');
      const { f } = d;
      const pledged = Math.round(f.loan.amount * (0.2 + rng.next() * 0.3) / 100) * 100;
      const received = Math.round(pledged * (0.3 + rng.next() * 0.4));
      const units = rng.int(40, 260);
      const html = `<div class="b" style="font-size:13pt;color:#5a2a27">"${esc(rng.pick(['Arise and Build', 'Enlarge Our Tent', 'Forward in Faith', 'Building on the Rock']))}" Capital Campaign</div>
<div>${esc(who(d))} · Report to the lender as of ${dLong(f.documentDate)}</div>
<table class="grid" style="margin-top:12px"><tr><th>Measure</th><th class="right">Amount</th></tr>
<tr><td>Households pledging</td><td class="right">${units}</td></tr>
<tr><td>Total 36-month pledges</td><td class="right">${money(pledged)}</td></tr>
<tr><td>Received to date</td><td class="right">${money(received)}</td></tr>
<tr><td>Average pledge</td><td class="right">${money(Math.round(pledged / units))}</td></tr></table>
<h2>Project budget and sources</h2>
<table class="grid"><tr><th>Use</th><th class="right">Amount</th></tr>
<tr><td>${f.property.purchasePrice ? 'Acquisition of ' + esc(street(d, rng.chance(0.5))) : 'Payoff / renovation at ' + esc(street(d, rng.chance(0.5)))}</td><td class="right">${money(f.property.purchasePrice ?? d.priorBalance)}</td></tr>
<tr><td>Roof, HVAC and parking lot</td><td class="right">${money(rng.int(40, 300) * 1000)}</td></tr>
<tr><th>Source</th><th></th></tr>
<tr><td>Campaign cash on hand</td><td class="right">${money(received)}</td></tr>
<tr><td>First mortgage loan requested from ${esc(d.lender)}</td><td class="right"><b>${money(f.loan.amount)}</b></td></tr></table>
<p style="margin-top:10px">Property: ${esc(addr(d, rng))} (${esc(d.use)}).</p>
<p class="small">Prepared by ${esc(name(d.officers[0]!.p))}, ${esc(d.officers[0]!.title)}. Pledges are not legally binding and are reported for information only.</p>`;
      return {
        kind: 'html', documentType: 'Loan Application',
        html: documentHtml({ title: 'Campaign Report', pages: [html], css: CSS, font: 'sans', fontSize: '9.5pt' }),
        truth: truth(d, ['entity_name', 'loan_amount', 'property_address']),
      };
    },
  },
];

function incumbencyIndividualFallback(d: Deal): ReturnType<Family['make']> {
  // A sole proprietor has no officers: a short owner's certificate instead.
  const { f } = d;
  const html = `<div class="center b" style="font-size:14pt">OWNER'S CERTIFICATE</div>
<p style="margin-top:14px">I, ${esc(name(f.borrower))}, certify to ${esc(d.lender)} that I am the sole owner of the business operated at ${esc(addr(d, true))} (${esc(d.use)}), that the business is not incorporated, and that I alone will sign the loan documents.</p>
<p>Signed ${dLong(f.documentDate)}.</p><p style="margin-top:26px"><span class="sig">${esc(name(f.borrower))}</span></p>`;
  return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: 'Certificate', pages: [html], css: CSS, font: 'serif' }), truth: truth(d, ['borrower_first_name', 'borrower_last_name', 'property_address']) };
}

// Re-exported helpers used by other files of the set.
export { CSS as FORM_CSS, anyDate, pts, prepayWords, loanTypeWords, purposeWords, propWords };
