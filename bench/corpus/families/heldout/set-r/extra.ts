// Three more papers from the closing table: the lender's business-purpose closing statement, a typed SREO the
// borrower signed and scanned, and a phone photo of a title report's Schedule A.
import { accent, documentHtml, kvTable, letterhead } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  addr, cityLine, dUS, fullName, h, lenderFees, phoneFmt, pointFees, propertyTypeLabel, street, termLabel, truth, usd,
  vestee, vesteeFields,
} from './fmt';

const lenderClosingStatement: Family = {
  id: 'lender-business-purpose-closing-statement',
  description: "Lender's business-purpose loan closing statement: loan terms box, lender charges, cash to/from borrower",
  formats: ['pdf_text'],
  make(f, r) {
    const pts = pointFees(r, f);
    const fees = lenderFees(r, f);
    const payment = Math.round((f.loan.amount * f.loan.rate) / 1200 * 100) / 100;
    const charges = pts.reduce((s, p) => s + p.amount, 0) + fees.rows.reduce((s, [, v]) => s + v, 0);
    const html = documentHtml({
      title: 'Closing Statement',
      font: 'sans',
      fontSize: '9pt',
      pages: [`${letterhead({ name: f.lender.name, lines: [h(addr(f.lender.address))], color: accent(r) })}
<div class="b" style="font-size:13pt">BUSINESS PURPOSE LOAN &mdash; CLOSING STATEMENT</div>
<p class="small">This loan is made for business purposes only and is not subject to TILA/RESPA integrated disclosure requirements.</p>
<div style="display:flex;gap:12px"><div style="flex:1">${kvTable([
        ['Borrower', h(vestee(f))], ...(f.entity ? [['Guarantor', h(fullName(f.borrower))] as [string, string]] : []), ['Property', h(addr(f.property.address))],
        ['Closing Date', dUS(f.loan.closingDate)], ['Loan No.', f.loan.loanNumber],
      ], { labelWidth: '34%' })}</div><div style="flex:1">${kvTable([
        ['Loan Amount', usd(f.loan.amount, true)], ['Interest Rate', `${f.loan.rate.toFixed(3)}%`], ['Loan Term', termLabel(r, f.loan.termMonths)],
        ['Monthly Payment (I/O)', usd(payment, true)], ['Prepayment Penalty', f.loan.prepayment.penalty ? h(f.loan.prepayment.terms ?? 'Yes') : 'None'],
      ], { labelWidth: '44%' })}</div></div>
<table class="grid" style="margin-top:10px"><tr><th>Lender charges</th><th class="right">Amount</th></tr>
${pts.map((p) => `<tr><td>${h(p.label)} &ndash; ${p.points.toFixed(2)}%</td><td class="right">${usd(p.amount, true)}</td></tr>`).join('')}
${fees.rows.map(([l, v]) => `<tr><td>${h(l)}</td><td class="right">${usd(v, true)}</td></tr>`).join('')}
<tr><td class="b">Total lender charges</td><td class="right b">${usd(charges, true)}</td></tr></table>
<p style="margin-top:8px">Net loan proceeds wired to ${h(f.title.name)}: <b>${usd(f.loan.amount - charges, true)}</b></p>
<p class="small">Third-party charges (title, recording, taxes) appear on the settlement agent's statement.</p>
<div class="sig">${f.entity ? `${h(f.entity.name)}, by ${h(fullName(f.borrower))}, ${h(f.entity.signatoryTitle)}` : h(fullName(f.borrower))}</div>`],
    });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'estimated_closing_date', 'loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms', ...pts.map((p) => p.field), ...fees.fields];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, fields) };
  },
};

const sreoScan: Family = {
  id: 'signed-sreo-scan',
  description: "Borrower's typed schedule of real estate owned, signed and scanned; subject listed among other holdings",
  formats: ['pdf_scanned'],
  make(f, r) {
    const others = Array.from({ length: r.int(2, 4) }, () => {
      const v = r.int(30, 150) * 10000;
      return `<tr><td>${r.int(10, 999)} ${r.pick(['Bergen St', 'Summit Ave', 'Girard Ave', 'Park St', 'Dudley St'])}, ${r.pick(['Newark, NJ 07103', 'Union City, NJ 07087', 'Philadelphia, PA 19122', 'Hartford, CT 06106', 'Roxbury, MA 02119'])}</td><td>${r.pick(['2 fam', '3 fam', 'SFR', 'mixed'])}</td><td class="right">${usd(v)}</td><td class="right">${usd(Math.round(v * 0.55))}</td><td class="right">${usd(r.int(20, 80) * 100)}</td></tr>`;
    });
    const subject = `<tr><td><b>${h(street(f.property.address))}, ${h(cityLine(f.property.address))}</b> (subject)</td><td>${h(propertyTypeLabel(r, f))}</td><td class="right">${usd(f.property.value)}</td><td class="right">${f.property.purchasePrice ? 'n/a - purchase' : usd(Math.round(f.loan.amount * 0.6))}</td><td class="right">&nbsp;</td></tr>`;
    const html = documentHtml({
      title: 'SREO',
      font: 'serif',
      fontSize: '9.5pt',
      pages: [`<div class="center b" style="font-size:13pt">SCHEDULE OF REAL ESTATE OWNED</div>
<p style="margin-top:10px">Name: <b>${h(fullName(f.borrower, true))}</b>${f.entity ? ` &nbsp; Entity: <b>${h(f.entity.name)}</b>` : ''} &nbsp; Phone: ${phoneFmt(r, f.borrower.phone)}</p>
<table class="grid"><tr><th>Address</th><th>Type</th><th class="right">Market Value</th><th class="right">Loan Balance</th><th class="right">Net Rent/mo</th></tr>${r.shuffle([...others, subject]).join('')}</table>
<p style="margin-top:12px">I certify that the above schedule is true and correct as of ${dUS(f.documentDate)}.</p>
<div class="sig"><span class="scrawl">${h(fullName(f.borrower))}</span><br>${h(fullName(f.borrower))}</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truth(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'borrower_phone', 'property_address', 'property_type', 'property_value']) };
  },
};

const titlePhoto: Family = {
  id: 'phone-photo-title-schedule-a',
  description: 'Borrower\'s phone photo of the title report\'s Schedule A page, sent to the broker',
  formats: ['image'],
  make(f, r) {
    const purchase = f.loan.purpose === 'Purchase';
    const html = documentHtml({
      title: 'Schedule A',
      font: 'serif',
      fontSize: '10.5pt',
      pages: [`<div class="center b" style="font-size:12pt">${h(f.title.name.toUpperCase())}</div>
<div class="center" style="margin-bottom:12px">SCHEDULE A &mdash; Title No. ${r.pick(['NYT', 'CT', 'RT'])}-${r.int(10000, 99999)}</div>
<p>1. Effective date: ${dUS(f.documentDate)}</p>
<p>2. Policy or policies to be issued:<br>(a) ALTA Loan Policy (2021). Proposed insured: ${h(f.lender.name)}, ISAOA. Amount: ${usd(f.loan.amount, true)}</p>
${purchase ? `<p>(b) ALTA Owner's Policy. Proposed insured: ${h(vestee(f, true))}.</p>` : ''}
<p>3. The estate or interest in the land is Fee Simple and title is at the effective date vested in:<br><b>${h(purchase ? fullName(f.seller).toUpperCase() : vestee(f, true))}</b></p>
<p>4. The land referred to is described in Schedule A-1 and known as ${h(addr(f.property.address))}.</p>
<p class="small" style="margin-top:16px">Countersigned: ${h(fullName(f.title.contact))}, authorized signatory</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, [...vesteeFields(f), 'property_address', 'loan_amount']) };
  },
};

export const extraFamilies: Family[] = [lenderClosingStatement, sreoScan, titlePhoto];
