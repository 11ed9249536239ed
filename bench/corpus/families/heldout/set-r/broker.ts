// The small-balance brokerage and its borrowers: executive summaries, submission packages, deal blasts, fee
// agreements, credit authorizations, applications, handwritten intakes, bilingual e-mails and chat screenshots.
import { accent, checkboxes, documentHtml, kvTable, letterhead } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  addr, cityLine, dAbbr, dLong, dShort, dUS, ein, entityKind, fullName, h, lastFirstUpper, num, phoneFmt,
  propertyTypeLabel, shortMoney, street, termRows, truth, usd, vestee,
} from './fmt';

const BORROWER_FIELDS: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name'];

function brokerHead(f: DealFacts, r: Rng): string {
  return letterhead({ name: f.broker.name, lines: [h(addr(f.broker.address)), `${h(fullName(f.broker.contact))} &middot; ${phoneFmt(r, f.broker.contact.phone)} &middot; ${h(f.broker.contact.email)}`], color: accent(r) });
}

/** Money as brokers and borrowers type it: $1.25MM or $350k when round, else $352,500. */
function casual(n: number): string {
  if (n >= 1e6 && n % 1000 === 0) return `$${n / 1e6}MM`;
  return n % 1000 === 0 ? `$${n / 1000}k` : usd(n);
}

function sponsor(f: DealFacts, r: Rng): string {
  const years = r.int(3, 22);
  const doors = r.int(4, 60);
  return `${h(fullName(f.borrower))} has been investing in ${r.pick(['Brooklyn and Queens', 'Hudson County', 'the Philadelphia suburbs', 'Fairfield and New Haven counties', 'the Worcester/Springfield corridor'])} for ${years} years and currently owns ${doors} units${f.entity ? ` through ${h(f.entity.name)} and affiliated entities` : ''}. ${r.pick(['Sponsor self-manages with a part-time super.', 'Third-party managed.', 'Owner is a licensed GC and performs renovations in-house.'])}`;
}

const execSummary: Family = {
  id: 'broker-executive-summary',
  description: "Broker's one-page executive summary for a lender: request, property, sponsor, sources and uses",
  formats: ['pdf_text'],
  make(f, r) {
    const t = termRows(r, f, ['amount', 'type', 'purpose', 'term', 'ptype', 'value', 'exit']);
    const fico = r.chance(0.7);
    const uses = f.property.purchasePrice
      ? [['Purchase price', f.property.purchasePrice], ['Closing costs (est.)', Math.round(f.property.purchasePrice * 0.04)]]
      : [['Payoff existing debt', Math.round(f.loan.amount * 0.65)], ['Closing costs (est.)', Math.round(f.loan.amount * 0.03)]];
    const html = documentHtml({
      title: 'Executive Summary',
      font: 'sans',
      fontSize: '9pt',
      pages: [`${brokerHead(f, r)}
<div class="b" style="font-size:14pt">EXECUTIVE SUMMARY &mdash; ${h(street(f.property.address))}</div>
<div class="muted" style="margin-bottom:8px">${h(cityLine(f.property.address))} &middot; Prepared ${dUS(f.documentDate)} for ${h(f.lender.name)}</div>
<div style="display:flex;gap:14px"><div style="flex:1">
<div class="b">The Request</div>${kvTable([['Borrower', f.entity ? `${h(f.entity.name)}` : h(vestee(f))], ['Sponsor / Guarantor', h(fullName(f.borrower))], ...(fico ? [['Sponsor FICO', String(f.borrower.creditScore)] as [string, string]] : []), ...t.rows], { labelWidth: '42%' })}
</div><div style="flex:1">
<div class="b">Sources &amp; Uses</div><table class="grid"><tr><th>Sources</th><th class="right">$</th></tr><tr><td>Senior loan</td><td class="right">${num(f.loan.amount)}</td></tr>
<tr><td>Sponsor equity</td><td class="right">${num(Math.max(0, uses.reduce((s, [, v]) => s + Number(v), 0) - f.loan.amount))}</td></tr>
<tr><th>Uses</th><th></th></tr>${uses.map(([k, v]) => `<tr><td>${k}</td><td class="right">${num(Number(v))}</td></tr>`).join('')}</table>
${f.property.arv ? `<p class="small" style="margin-top:6px">After-repair / stabilized value per broker opinion: ${usd(f.property.arv)}</p>` : ''}
</div></div>
<div class="b" style="margin-top:10px">Sponsor</div><p>${sponsor(f, r)}</p>
<div class="b">Property</div><p>${h(propertyTypeLabel(r, f))}${f.property.units ? `, ${f.property.units} units` : ''}${f.property.yearBuilt ? `, built ${f.property.yearBuilt}` : ''}${f.property.squareFeet ? `, approx. ${num(f.property.squareFeet)} SF` : ''}. ${r.pick(['Fully occupied, below-market rents with upside on turnover.', 'Two units delivered vacant for renovation.', 'Stabilized, no deferred maintenance noted.'])}</p>
<div class="b">Why this deal works</div><ul><li>Low leverage against as-is value</li><li>Experienced local sponsor with liquidity verified</li><li>Clear exit ${f.loan.exit ? `via ${f.loan.exit === 'Sale' ? 'sale' : 'refinance'}` : 'at maturity'}</li></ul>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truth(f, [...BORROWER_FIELDS, 'property_address', ...t.fields, ...(fico ? ['credit_score' as TruthField] : [])]) };
  },
};

const submissionPackage: Family = {
  id: 'broker-loan-submission-package',
  description: 'Multi-page broker loan submission package: cover, loan request, borrower/guarantor profile, property and rent summary',
  formats: ['pdf_text'],
  make(f, r) {
    const t = termRows(r, f, ['amount', 'rate', 'term', 'type', 'purpose', 'points', 'prepay', 'closing']);
    const e = f.entity;
    const cover = `<div style="margin-top:2.2in" class="center"><div class="b" style="font-size:22pt">LOAN SUBMISSION</div>
<div style="font-size:14pt;margin-top:10px">${h(street(f.property.address))}</div><div>${h(cityLine(f.property.address, true))}</div>
<div style="margin-top:30px">Presented to ${h(f.lender.name)}</div><div>by ${h(f.broker.name)}</div><div class="muted">${dLong(f.documentDate)}</div>
<div style="margin-top:40px" class="small">CONFIDENTIAL &mdash; for the addressee's underwriting only.</div></div>`;
    const p2 = `<div class="b" style="font-size:13pt;border-bottom:2px solid #333;margin-bottom:8px">1. Loan Request</div>${kvTable(t.rows, { labelWidth: '34%' })}
<div class="b" style="font-size:13pt;border-bottom:2px solid #333;margin:14px 0 8px">2. Borrower &amp; Guarantor</div>
${kvTable([
      ...(e ? [['Borrowing entity', `${h(e.name)}, ${entityKind(f)}`] as [string, string], ...(e.ein ? [['EIN', ein(e.ein)] as [string, string]] : []), ['Signer', `${h(fullName(f.borrower))}, ${h(e.signatoryTitle)}`] as [string, string]] : [['Borrower', h(vestee(f))] as [string, string]]),
      ['Guarantor', h(fullName(f.borrower, true))], ['Mid FICO', String(f.borrower.creditScore)], ['Cell', phoneFmt(r, f.borrower.phone)], ['E-mail', h(f.borrower.email)],
      ['Experience', `${r.int(2, 25)} properties owned / ${r.int(1, 30)} exits`],
    ], { labelWidth: '34%' })}`;
    const units = f.property.units ?? 1;
    const rents = Array.from({ length: Math.min(units, 8) }, (_, i) => `<tr><td>${i === 0 && f.property.type === 'Mixed Use' ? 'Store' : `${i + 1}${r.pick(['', 'F', 'R'])}`}</td><td>${r.pick(['Occupied', 'Occupied', 'Vacant'])}</td><td class="right">${usd(r.int(14, 42) * 50)}</td></tr>`).join('');
    const p3 = `<div class="b" style="font-size:13pt;border-bottom:2px solid #333;margin-bottom:8px">3. Property</div>
${kvTable([['Address', h(addr(f.property.address))], ['Type', h(propertyTypeLabel(r, f))], ['As-is value (broker est.)', usd(f.property.value)], ...(f.property.purchasePrice ? [['Contract price', usd(f.property.purchasePrice)] as [string, string]] : []), ...(f.property.arv ? [['ARV', usd(f.property.arv)] as [string, string]] : [])], { labelWidth: '34%' })}
<div class="b" style="margin:10px 0 4px">Rent summary</div><table class="grid"><tr><th>Unit</th><th>Status</th><th class="right">Monthly rent</th></tr>${rents}</table>
<div class="b" style="font-size:13pt;border-bottom:2px solid #333;margin:14px 0 8px">4. Narrative</div><p>${sponsor(f, r)}</p>`;
    const html = documentHtml({ title: 'Loan Submission', font: 'sans', fontSize: '9pt', pages: [cover, p2, p3], page: { footerLeft: `${h(f.broker.name)} &middot; Submission`, pageNumbers: true } });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'borrower_phone', 'borrower_email', 'credit_score', 'ein', 'property_address', 'property_type', 'property_value', ...t.fields];
    if (e) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truth(f, fields) };
  },
};

const dealBlast: Family = {
  id: 'broker-deal-blast-email',
  description: "Broker's e-mail blast to a lender list: short subject line, bullet terms, no borrower contact details",
  formats: ['pdf_text'],
  make(f, r) {
    const ltv = ((f.loan.amount / f.property.value) * 100).toFixed(0);
    const ptype = propertyTypeLabel(r, f);
    const t = termRows(r, f, ['type', 'term', 'exit']);
    const named = r.chance(0.5);
    const html = documentHtml({
      title: 'Deal',
      font: 'sans',
      fontSize: '10pt',
      pages: [`<div class="small" style="border-bottom:1px solid #aaa;margin-bottom:8px"><b>From:</b> ${h(fullName(f.broker.contact))} &lt;${h(f.broker.contact.email)}&gt;<br><b>To:</b> undisclosed-recipients<br><b>Bcc:</b> ${h(f.lender.contact.email)}; lending@${r.pick(['bridgeco', 'kinglending', 'fivestonecap'])}.com<br><b>Date:</b> ${dAbbr(f.documentDate)}<br>
<b>Subject:</b> ${shortMoney(f.loan.amount)} ${h(ptype)} - ${h(f.property.address.city)}, ${f.property.address.state} - ${ltv}% LTV</div>
<p>Lenders,</p><p>Looking for quotes on the following. Clean deal, quick close.</p>
<ul><li><b>Property:</b> ${h(addr(f.property.address))}</li><li><b>Type:</b> ${h(ptype)}</li><li><b>Loan amount:</b> ${usd(f.loan.amount)}</li><li><b>As-is value:</b> ${usd(f.property.value)} (${ltv}% LTV)</li>
${f.property.purchasePrice ? `<li><b>Purchase price:</b> ${usd(f.property.purchasePrice)}</li>` : ''}${t.rows.map(([k, v]) => `<li><b>${k}:</b> ${v}</li>`).join('')}
<li><b>Sponsor:</b> ${named ? `${h(fullName(f.borrower))}, ` : ''}FICO ${f.borrower.creditScore}, ${r.int(3, 20)} yrs experience${f.entity ? `, borrowing via ${f.entity.type === 'Trust' ? 'trust' : f.entity.type}` : ''}</li>
<li><b>Target close:</b> ${dShort(f.loan.closingDate)}</li></ul>
<p>Full package (PFS, SREO, rent roll, T-12) available on request. Please reply with term sheets.</p>
<p>${h(fullName(f.broker.contact))}<br>${h(f.broker.name)}<br>${phoneFmt(r, f.broker.contact.phone)}</p>`],
    });
    const fields: TruthField[] = ['property_address', 'property_type', 'loan_amount', 'property_value', 'credit_score', 'estimated_closing_date', ...t.fields];
    if (named) fields.push('borrower_first_name', 'borrower_last_name');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

const feeAgreement: Family = {
  id: 'ny-broker-fee-agreement',
  description: 'Mortgage broker fee agreement signed by the borrower: broker points, loan sought, property',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, r) {
    const pts = f.loan.brokerPoints ?? 1;
    const stated = f.loan.brokerPoints !== undefined;
    const html = documentHtml({
      title: 'Broker Fee Agreement',
      font: 'serif',
      fontSize: '10pt',
      pages: [`${brokerHead(f, r)}
<div class="center b" style="font-size:13pt;margin-bottom:10px">MORTGAGE BROKER FEE AGREEMENT</div>
<p>This Agreement is made ${dLong(f.documentDate)} between ${h(f.broker.name)} ("Broker") and ${f.entity ? `${h(f.entity.name)}, ${entityKind(f)}` : h(vestee(f))} ("Borrower").</p>
<p>1. Borrower engages Broker on a non-exclusive basis to arrange a business-purpose loan of approximately <b>${usd(f.loan.amount)}</b> secured by <b>${h(addr(f.property.address))}</b> (the "Property").</p>
<p>2. Upon the closing of any loan on the Property with a lender introduced by Broker within ${r.pick([6, 12])} months, Borrower shall pay Broker a fee equal to <b>${pts}%</b> of the loan amount${stated ? '' : ' (minimum fee)'}, payable from loan proceeds at closing. Any yield spread or lender-paid compensation will be disclosed.</p>
<p>3. Broker is not a lender and does not guarantee approval, rate or terms. Any quote is an estimate subject to lender underwriting.</p>
<p>4. Borrower authorises Broker to share the loan file, including credit reports, with prospective lenders.</p>
<p>5. Third-party costs (appraisal, credit, background) are paid by Borrower directly to the vendor.</p>
<p>6. This Agreement is governed by the laws of the State of ${r.pick(['New York', 'New Jersey', 'Connecticut', 'Pennsylvania', 'Massachusetts'])}.</p>
<table style="width:100%;margin-top:16px"><tr><td>BROKER: ${h(f.broker.name)}<div class="sig">${h(fullName(f.broker.contact))}</div></td>
<td>BORROWER:${f.entity ? `<br>${h(f.entity.name)}<div class="sig"><span class="scrawl">${h(fullName(f.borrower))}</span><br>By: ${h(fullName(f.borrower))}, ${h(f.entity.signatoryTitle)}</div>` : `<div class="sig"><span class="scrawl">${h(fullName(f.borrower))}</span><br>${h(fullName(f.borrower))}</div>`}</td></tr></table>`],
    });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'property_address', 'loan_amount', ...(stated ? ['broker_points' as TruthField] : [])];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, fields) };
  },
};

/** A home address for the borrower, never the subject property. */
function homeAddress(r: Rng): string {
  return `${r.int(12, 980)} ${r.pick(['Ocean Pkwy', 'Palisade Ave', 'Old Post Rd', 'Main St', 'Bergenline Ave', 'Roosevelt Ave', 'Castor Ave'])}, ${r.pick(['Brooklyn, NY 11230', 'Fort Lee, NJ 07024', 'Fairfield, CT 06824', 'Philadelphia, PA 19149', 'Union City, NJ 07087', 'Yonkers, NY 10701'])}`;
}

const creditAuth: Family = {
  id: 'credit-background-authorization',
  description: "Broker's credit and background check authorization form completed by the borrower/guarantor",
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, r) {
    const co = f.coBorrower;
    const block = (p: typeof f.borrower, title: string) => kvTable([
      ['Full legal name', h(fullName(p, true))], ['SSN', `XXX-XX-${r.int(1000, 9999)}`], ['Date of birth', r.chance(0.5) ? dUS(p.dob) : dShort(p.dob)],
      ['Home address', homeAddress(r)], ['Cell phone', phoneFmt(r, p.phone)], ['E-mail', h(p.email)],
    ].map(([k, v]) => [`${title} ${k}`, v] as [string, string]), { labelWidth: '38%' });
    const html = documentHtml({
      title: 'Credit Authorization',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`${brokerHead(f, r)}
<div class="b center" style="font-size:12pt;margin-bottom:8px">CREDIT &amp; BACKGROUND AUTHORIZATION</div>
${f.entity ? `<p>Applicant entity: <b>${h(f.entity.name)}</b> &nbsp; Role of signer: ${h(f.entity.signatoryTitle)} / Guarantor</p>` : ''}
${block(f.borrower, '')}
${co ? `<div class="b" style="margin-top:8px">Co-Applicant</div>${kvTable([['Name', h(fullName(co))], ['Date of birth', dUS(co.dob)]], { labelWidth: '38%' })}` : ''}
<p style="margin-top:10px">I/We authorize ${h(f.broker.name)} and any lender to which my loan request is submitted, including ${h(f.lender.name)}, to obtain consumer credit reports, criminal and litigation background searches and OFAC checks, and to verify the information provided. A photocopy or electronic copy of this authorization is as valid as the original.</p>
<table style="width:100%;margin-top:10px"><tr><td><div class="sig"><span class="scrawl">${h(fullName(f.borrower))}</span><br>Signature</div></td><td><div class="sig">${dUS(f.documentDate)}<br>Date</div></td></tr></table>`],
    });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'co_borrower_date_of_birth'];
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, fields) };
  },
};

const commercialApp: Family = {
  id: 'commercial-loan-application',
  description: "Broker's short-form commercial/investor loan application with checkbox rows and numbered sections",
  formats: ['pdf_text'],
  make(f, r) {
    const e = f.entity;
    const types = ['Purchase', 'Refinance', 'Cash Out Refi', 'Bridge Loan', 'Fix & Flip', 'Construction', 'Commercial', 'Second Mortgage', 'Land'];
    const sec = (n: number, t: string) => `<div class="b" style="background:#222;color:#fff;padding:2px 6px;margin:10px 0 4px">SECTION ${n} &mdash; ${t}</div>`;
    const t = termRows(r, f, ['amount', 'term', 'value', 'exit', 'closing']);
    const html = documentHtml({
      title: 'Application',
      font: 'condensed',
      fontSize: '9pt',
      pages: [`${brokerHead(f, r)}<div class="b center" style="font-size:12pt">INVESTOR / COMMERCIAL LOAN APPLICATION</div>
${sec(1, 'LOAN REQUEST')}<div>Loan type: ${checkboxes(types, f.loan.type)}</div>${kvTable(t.rows, { labelWidth: '30%' })}
${sec(2, 'SUBJECT PROPERTY')}${kvTable([['Address', h(addr(f.property.address))], ['Property type', h(propertyTypeLabel(r, f))], ...(f.property.purchasePrice ? [['Purchase price', usd(f.property.purchasePrice)] as [string, string]] : [])], { labelWidth: '30%' })}
${sec(3, 'BORROWER')}<div>Borrower type: ${checkboxes(['Individual', 'Entity'], e ? 'Entity' : 'Individual')}</div>
${kvTable([
        ...(e ? [['Entity name', h(e.name)], ['Entity type', checkboxes(['LLC', 'Corporation', 'Partnership', 'Trust'], e.type)], ['EIN', e.ein ? ein(e.ein) : 'applied for'], ['Signer / title', `${h(fullName(f.borrower))} / ${h(e.signatoryTitle)}`]] as [string, string][] : []),
        ['Principal name (Last, First MI)', h(lastFirstUpper(f.borrower))], ['DOB', dUS(f.borrower.dob)], ['Est. credit score', String(f.borrower.creditScore)],
        ['Phone', phoneFmt(r, f.borrower.phone)], ['E-mail', h(f.borrower.email)],
      ], { labelWidth: '30%' })}
${sec(4, 'DECLARATIONS')}<div class="small">Any outstanding judgments? ${checkboxes(['Yes', 'No'], 'No')} &nbsp; Bankruptcy in last 7 years? ${checkboxes(['Yes', 'No'], 'No')} &nbsp; Party to a lawsuit? ${checkboxes(['Yes', 'No'], 'No')} &nbsp; Will you occupy the property? ${checkboxes(['Yes', 'No'], 'No')}</div>
<p class="small" style="margin-top:8px">I certify the information above is true and complete and that the loan is for business purposes only.</p><div class="sig">${h(fullName(f.borrower))} &nbsp; ${dUS(f.documentDate)}</div>`],
    });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'borrower_date_of_birth', 'credit_score', 'borrower_phone', 'borrower_email', 'ein', 'property_address', 'property_type', 'loan_type', ...t.fields];
    if (e) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, fields) };
  },
};

const HAND = "font-family:'DejaVu Serif',serif;font-style:italic;color:#1d2c6b;font-size:13pt";

const handwrittenApp: Family = {
  id: 'handwritten-application-page',
  description: "Page 1 of a pre-printed loan application filled in by hand and scanned at the broker's office",
  formats: ['pdf_scanned'],
  make(f, r) {
    const line = (label: string, value: string) => `<div style="display:flex;gap:8px;border-bottom:1px solid #333;margin:6px 0;align-items:end"><span style="font-size:8pt;min-width:1.9in;text-transform:uppercase">${label}</span><span style="${HAND}">${value}</span></div>`;
    const e = f.entity;
    const html = documentHtml({
      title: 'Application',
      font: 'sans',
      fontSize: '9pt',
      pages: [`<div class="b" style="font-size:13pt">${h(f.broker.name)}</div><div class="b" style="margin-bottom:10px">LOAN APPLICATION &mdash; PAGE 1 OF 4</div>
${line('Applicant name', h(fullName(f.borrower)))}${e ? line('Entity (if any)', h(e.name)) + line('Your title', h(e.signatoryTitle)) : ''}
${line('Date of birth', dShort(f.borrower.dob))}${line('Cell', phoneFmt(r, f.borrower.phone))}${line('Email', h(f.borrower.email))}
${line('Property address', h(street(f.property.address)))}${line('City / State / Zip', h(cityLine(f.property.address)))}
${line('Type of property', h(propertyTypeLabel(r, f)))}${line('Loan amount requested', casual(f.loan.amount))}${line('Value (your estimate)', casual(f.property.value))}
${line('Purpose', checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], f.loan.purpose))}
${line('Credit score (approx.)', String(f.borrower.creditScore))}
<p class="small" style="margin-top:14px">Office use: rec'd ${dUS(f.documentDate)} by ${h(fullName(f.broker.contact))}</p>`],
    });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'loan_amount', 'property_value', 'loan_purpose', 'credit_score'];
    if (e) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, fields) };
  },
};

const intakePhoto: Family = {
  id: 'broker-phone-intake-notepad-photo',
  description: "Phone photo of the broker's handwritten call-intake notepad page",
  formats: ['image'],
  make(f, r) {
    const lines = [
      `${h(fullName(f.borrower))}${f.entity ? ` / ${h(f.entity.name)}` : ''}`,
      `cell ${phoneFmt(r, f.borrower.phone)}`,
      `${h(addr(f.property.address))}`,
      `${h(propertyTypeLabel(r, f))} &mdash; val ~${casual(f.property.value)}`,
      `wants ${casual(f.loan.amount)} &middot; ${f.loan.termMonths} mo`,
      `fico ${f.borrower.creditScore}`,
      f.loan.exit ? `exit: ${f.loan.exit === 'Sale' ? 'sell' : 'refi'}` : `called in ${dShort(f.documentDate)}`,
      `send to ${h(f.lender.name)}?`,
    ];
    const html = documentHtml({
      title: 'Notes',
      pages: [`<div style="background:repeating-linear-gradient(#fffbe6,#fffbe6 31px,#9cc3e6 32px);min-height:9in;padding:20px 30px;border-left:3px solid #e88">
<div style="font-size:9pt;color:#888">${h(f.broker.name)} &mdash; call notes &mdash; ${dUS(f.documentDate)}</div>
${lines.map((l) => `<div style="${HAND};line-height:32px">${l}</div>`).join('')}</div>`],
    });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'borrower_phone', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'credit_score', 'exit_strategy'];
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(f, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Borrowers writing for themselves (Spanish/English)

function tipoEs(r: Rng, f: DealFacts): string {
  const u = f.property.units ?? 0;
  switch (f.property.type) {
    case 'Single Family': return r.pick(['casa de una familia', 'single family']);
    case '2-4 Unit': return r.pick([`casa de ${u} familias`, `edificio de ${u} familias`]);
    case 'Condo': return r.pick(['condominio', 'un condo']);
    case 'Townhouse': return 'townhouse';
    case 'Multifamily (5+)': return `edificio de ${u} apartamentos`;
    case 'Mixed Use': return `edificio mixto (local comercial abajo y apartamentos arriba)`;
    case 'Retail': return 'local comercial (retail)';
    case 'Office': return 'edificio de oficinas';
    case 'Industrial': return 'warehouse / almacén industrial';
    case 'Land': return 'terreno vacío';
  }
}

function queEs(f: DealFacts): string {
  switch (f.loan.type) {
    case 'Purchase': return 'para comprar (purchase)';
    case 'Refinance': return 'para refinanciar la hipoteca (refinance, sin sacar dinero)';
    case 'Cash Out Refi': return 'un cash out refinance para sacar dinero';
    case 'Second Mortgage': return 'una segunda hipoteca (2nd mortgage)';
    case 'Bridge Loan': return 'un préstamo puente (bridge loan)';
    case 'Fix & Flip': return 'un fix and flip, arreglarla y venderla';
    case 'Construction': return 'un préstamo de construcción';
    case 'Commercial': return 'un préstamo comercial';
    case 'Land': return 'un préstamo para el terreno (land loan)';
  }
}

const bilingualEmail: Family = {
  id: 'borrower-bilingual-email',
  description: 'Small-business borrower writing the broker in Spanish with English mixed in, broker reply quoted',
  formats: ['pdf_text'],
  make(f, r) {
    const bk = f.broker.contact;
    const e = f.entity;
    const html = documentHtml({
      title: 'Email',
      font: 'sans',
      fontSize: '10pt',
      pages: [`<div class="small" style="border-bottom:1px solid #aaa;margin-bottom:8px"><b>From:</b> ${h(fullName(f.borrower))} &lt;${h(f.borrower.email)}&gt;<br><b>To:</b> ${h(bk.email)}<br><b>Date:</b> ${dAbbr(f.documentDate)}<br><b>Subject:</b> Re: info del prestamo / loan info ${h(street(f.property.address))}</div>
<p>Hola ${h(bk.first)}, buenas tardes.</p>
<p>Como hablamos por teléfono le mando la información. La propiedad es ${h(addr(f.property.address))}, es ${tipoEs(r, f)}. Necesito ${queEs(f)}, como ${casual(f.loan.amount)}${f.loan.termMonths <= 36 ? ` por ${f.loan.termMonths} meses` : ''}. ${r.pick(['El valor es', 'Yo creo que vale', 'El appraisal del año pasado dijo'])} ${casual(f.property.value)}.</p>
${e ? `<p>La compañía es ${h(e.name)}, yo soy el ${h(e.signatoryTitle)}.${e.ein ? ` El EIN es ${ein(e.ein)}.` : ''}</p>` : ''}
<p>Mi crédito está en ${f.borrower.creditScore} más o menos. Mi celular es ${phoneFmt(r, f.borrower.phone)}, mejor por WhatsApp.</p>
<p>${r.pick(['Sorry my English is not so good, my daughter can help with the documents.', 'Le mando los bank statements mañana.', 'Thank you for the help, espero su respuesta.'])}</p>
<p>Gracias,<br>${h(fullName(f.borrower))}</p>
<div style="border-left:3px solid #aaa;padding-left:10px;margin-top:12px;color:#333"><div class="small">On ${dAbbr(f.documentDate)}, ${h(fullName(bk))} &lt;${h(bk.email)}&gt; wrote:</div>
<p>Hola! Please send me the address, type of property, how much you need and your approximate credit score. We work with ${h(f.lender.name)} and others. Gracias! &mdash; ${h(bk.first)}, ${h(f.broker.name)}</p></div>`],
    });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'borrower_email', 'borrower_phone', 'credit_score', 'ein', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value'];
    if (f.loan.termMonths <= 36) fields.push('loan_term');
    if (e) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

function phoneScreen(title: string, bubbles: readonly { me: boolean; text: string; time: string }[], style: 'wa' | 'imsg'): string {
  const bg = style === 'wa' ? '#e5ddd5' : '#fff';
  const mine = style === 'wa' ? '#dcf8c6' : '#1f8bff';
  const theirs = style === 'wa' ? '#fff' : '#e9e9eb';
  return `<div style="width:4.2in;margin:0.2in auto;border:10px solid #111;border-radius:28px;background:${bg};min-height:8.4in;font-family:'DejaVu Sans';font-size:10.5pt;overflow:hidden">
<div style="background:${style === 'wa' ? '#075e54' : '#f6f6f6'};color:${style === 'wa' ? '#fff' : '#111'};padding:12px 14px;font-weight:bold">${title}</div>
<div style="padding:10px">${bubbles.map((b) => `<div style="display:flex;justify-content:${b.me ? 'flex-end' : 'flex-start'};margin:6px 0"><div style="max-width:78%;background:${b.me ? mine : theirs};color:${b.me && style === 'imsg' ? '#fff' : '#111'};padding:7px 10px;border-radius:12px">${b.text}<div style="font-size:7pt;opacity:0.7;text-align:right">${b.time}</div></div></div>`).join('')}</div></div>`;
}

const whatsapp: Family = {
  id: 'whatsapp-borrower-broker-spanish',
  description: 'WhatsApp screenshot: borrower and broker agent chatting in Spanish/English about a new loan',
  formats: ['image'],
  make(f, r) {
    const hour = r.int(9, 11);
    const t = (m: number) => `${hour}:${String(m).padStart(2, '0')} AM`;
    const bubbles = [
      { me: false, text: `Hola ${h(f.broker.contact.first)}, soy ${h(fullName(f.borrower))}. Me dio su número mi primo`, time: t(2) },
      { me: true, text: 'Hola! Claro, dígame en qué le puedo ayudar', time: t(4) },
      { me: false, text: `Tengo ${tipoEs(r, f)} en ${h(addr(f.property.address))}`, time: t(6) },
      { me: false, text: `Quiero ${queEs(f)}. Necesito ${casual(f.loan.amount)}`, time: t(7) },
      { me: true, text: 'Ok. ¿Cuánto vale la propiedad más o menos? ¿Y su crédito?', time: t(9) },
      { me: false, text: `Vale ${casual(f.property.value)}. Crédito ${f.borrower.creditScore}`, time: t(15) },
      ...(f.entity ? [{ me: false, text: `Está a nombre de mi LLC: ${h(f.entity.name)}`, time: t(16) }] : []),
      { me: true, text: `Perfecto. Mándeme su email y le envío la aplicación`, time: t(20) },
      { me: false, text: h(f.borrower.email), time: t(22) },
    ];
    const html = documentHtml({ title: 'WhatsApp', pages: [phoneScreen(h(fullName(f.borrower)), bubbles, 'wa')] });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'borrower_email', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'credit_score'];
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

const imessage: Family = {
  id: 'imessage-broker-lender-ae',
  description: "iMessage screenshot between the broker and a lender's account exec quoting a deal",
  formats: ['image'],
  make(f, r) {
    const ltv = Math.round((f.loan.amount / f.property.value) * 100);
    const hour = r.int(1, 4);
    const t = (m: number) => `${hour}:${String(m).padStart(2, '0')} PM`;
    const pts = f.loan.originationPoints;
    const bubbles = [
      { me: true, text: `Hey ${h(f.lender.contact.first)} - new one. ${h(propertyTypeLabel(r, f))} at ${h(addr(f.property.address))}`, time: t(1) },
      { me: true, text: `${casual(f.loan.amount)} on ${casual(f.property.value)} as-is (${ltv}% LTV), ${f.loan.termMonths} mo${f.entity ? `, borrower is ${f.entity.type === 'LLC' ? 'an LLC' : `a ${f.entity.type.toLowerCase()}`}` : ''}, ${f.borrower.creditScore} fico`, time: t(2) },
      { me: false, text: 'Send me the SREO. What’s the exit?', time: t(9) },
      { me: true, text: f.loan.exit ? `${f.loan.exit === 'Sale' ? 'Sale after reno' : 'Refi into DSCR'}. Want to close by ${dShort(f.loan.closingDate)}` : `Long term hold. Want to close by ${dShort(f.loan.closingDate)}`, time: t(11) },
      { me: false, text: `Can do ${f.loan.rate}%${pts !== undefined ? ` + ${pts} pts` : ''}. ${f.loan.prepayment.penalty ? h(f.loan.prepayment.terms ?? '') + ' prepay' : 'No prepay'}`, time: t(18) },
      { me: true, text: 'Works. Sending LOI request now, thx!!', time: t(19) },
    ];
    const html = documentHtml({ title: 'Messages', pages: [phoneScreen(h(fullName(f.lender.contact)), bubbles, 'imsg')] });
    const fields: TruthField[] = ['property_address', 'property_type', 'loan_amount', 'property_value', 'loan_term', 'credit_score', 'exit_strategy', 'estimated_closing_date', 'interest_rate', 'origination_points', 'prepayment_penalty', 'prepayment_terms'];
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

const forwardEmail: Family = {
  id: 'borrower-forward-with-attachments',
  description: 'Borrower forwarding their own deal notes and attachment list to the broker, signature block with entity',
  formats: ['pdf_text'],
  make(f, r) {
    const e = f.entity;
    const files = ['Rent Roll.xlsx', 'SREO.pdf', 'Bank Stmt Oct.pdf', f.property.purchasePrice ? 'Contract - fully executed.pdf' : 'Mortgage Statement.pdf', e ? 'Operating Agreement.pdf' : 'DL front back.jpg'];
    const t = termRows(r, f, ['amount', 'type', 'value', 'exit']);
    const html = documentHtml({
      title: 'Fwd',
      font: 'sans',
      fontSize: '10pt',
      pages: [`<div class="small" style="border-bottom:1px solid #aaa;margin-bottom:8px"><b>From:</b> ${h(f.borrower.email)}<br><b>To:</b> ${h(f.broker.contact.email)}<br><b>Date:</b> ${dAbbr(f.documentDate)}<br><b>Subject:</b> Fwd: ${h(street(f.property.address))} docs<br><b>Attachments:</b> ${files.map(h).join('; ')}</div>
<p>${h(f.broker.contact.first)}, see attached and my notes below. Let me know what else the lender needs. I want to get this done before ${dLong(f.loan.closingDate)}.</p>
<div style="border-left:3px solid #aaa;padding-left:10px"><div class="small">---------- Forwarded message ---------<br>From: ${h(fullName(f.borrower))} &lt;${h(f.borrower.email)}&gt;<br>To: ${h(f.borrower.email)}<br>Subject: notes</div>
<p>${h(street(f.property.address))} ${h(cityLine(f.property.address))}<br>${t.rows.map(([k, v]) => `${k}: ${v}`).join('<br>')}</p></div>
<p style="margin-top:10px">--<br>${h(fullName(f.borrower))}${e ? `<br>${h(e.signatoryTitle)}, ${h(e.name)}` : ''}<br>${phoneFmt(r, f.borrower.phone)}</p>`],
    });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'borrower_email', 'borrower_phone', 'property_address', 'estimated_closing_date', ...t.fields];
    if (e) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(f, fields) };
  },
};

const riderPhoto: Family = {
  id: 'photographed-mortgage-contingency-rider',
  description: 'Phone photo of the faxed mortgage commitment contingency rider to a contract of sale',
  formats: ['image'],
  make(f, r) {
    const weeks = r.pick([4, 5, 6]);
    const html = documentHtml({
      title: 'Rider',
      font: 'serif',
      fontSize: '10.5pt',
      pages: [`<div style="font:8pt 'DejaVu Sans Mono';border-bottom:1px solid #000;margin-bottom:12px">${dUS(f.documentDate)} ${r.int(9, 17)}:${r.int(10, 59)} FAX ${r.int(200, 989)}-555-01${r.int(10, 99)} P.${r.int(3, 7)}</div>
<div class="center b" style="font-size:12pt">MORTGAGE CONTINGENCY RIDER</div>
<p style="margin-top:10px">Rider annexed to and made part of the Contract of Sale between ${h(fullName(f.seller).toUpperCase())}, as Seller, and ${h(vestee(f, true))}, as Purchaser, for the premises ${h(addr(f.property.address))}.</p>
<p>1. The obligations of Purchaser are conditioned upon issuance of a written commitment for a first mortgage loan of <b>${usd(f.loan.amount)}</b> or such lesser sum as Purchaser shall accept, for a term of ${f.loan.termMonths} months, at an interest rate not to exceed ${(f.loan.rate + 1).toFixed(2)}% per annum.</p>
<p>2. Purchaser shall make application within seven (7) business days and diligently pursue same. If a commitment is not obtained within ${weeks} weeks of the date of this contract, Purchaser may cancel by written notice to Seller's attorney.</p>
<p>3. A commitment conditioned on the sale of other property or on an appraisal shall be deemed a commitment for the purposes of this Rider.</p>
<p>4. Closing shall occur on or about ${dLong(f.loan.closingDate)}.</p>
<table style="width:100%;margin-top:20px"><tr><td><div class="sig">Seller</div></td><td><div class="sig"><span class="scrawl">${h(fullName(f.borrower))}</span><br>Purchaser</div></td></tr></table>`],
    });
    const fields: TruthField[] = [...BORROWER_FIELDS, 'property_address', 'loan_amount', 'loan_term', 'estimated_closing_date'];
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, fields) };
  },
};

export const brokerFamilies: Family[] = [
  execSummary, submissionPackage, dealBlast, feeAgreement, creditAuth, commercialApp, handwrittenApp, intakePhoto,
  bilingualEmail, whatsapp, imessage, forwardEmail, riderPhoto,
];

