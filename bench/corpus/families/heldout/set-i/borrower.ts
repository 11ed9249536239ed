// Papers that come from the borrower's side: an URLA-style application page, a handwritten intake form, a schedule of
// real estate owned, a letter of explanation, a purchase-contract counter-offer addendum, a bank's proof-of-funds letter.
import { accent, checkboxes, documentHtml, letterhead } from '../../../style';
import type { Family } from '../../../types';
import {
  Stated, addr, anyDate, anyMoney, anyPhone, borrowerName, borrowerSignature, date, ein, exitWord, fullName, loanKind, money,
  phone,
} from './kit';

/** A box with its label printed small above the value, as on the URLA. */
function box(label: string, value: string, width: string): string {
  return `<div style="display:inline-block;vertical-align:top;width:${width};border:1px solid #333;margin:-1px 0 0 -1px;padding:2px 5px;min-height:34px"><div style="font-size:6.5pt;color:#333;text-transform:uppercase">${label}</div><div style="font-size:9.5pt">${value}</div></div>`;
}

export const borrowerFamilies: Family[] = [
  {
    id: 'borrower-urla-style-page',
    description: 'A page laid out like the Uniform Residential Loan Application: numbered sections, small labels above boxed values.',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const st = new Stated(f);
      const b = f.borrower;
      const l = f.loan;
      const co = f.coBorrower;
      const html = documentHtml({
        title: 'Uniform Residential Loan Application', font: 'sans', fontSize: '9pt',
        pages: [`<div style="display:flex;justify-content:space-between"><b style="font-size:13pt">Uniform Residential Loan Application</b><span class="small">Lender Loan No. ${st.put('loan_number', l.loanNumber)}</span></div>
<p class="small">Verify and complete the information on this application. Lender: ${f.lender.name}</p>
<div style="background:#1f3a5f;color:#fff;padding:3px 6px;margin-top:6px">Section 1: Borrower Information — 1a. Personal Information</div>
${box('Name (First, Middle, Last, Suffix)', `${st.put('borrower_first_name', b.first)} ${b.middle ?? ''} ${st.put('borrower_last_name', b.last)}`, '50%')}${box('Date of Birth (mm/dd/yyyy)', st.put('borrower_date_of_birth', date(b.dob, 'us')), '25%')}${box('Credit score (if known)', st.put('credit_score', String(b.creditScore)), '25%')}
${box('Cell Phone', st.put('borrower_phone', phone(b.phone)), '33%')}${box('Email', st.put('borrower_email', b.email), '42%')}${box('Marital status', rng.pick(['Married', 'Unmarried', 'Separated']), '25%')}
${co ? `${box('Co-Borrower Name', fullName(co), '50%')}${box('Co-Borrower Date of Birth', st.put('co_borrower_date_of_birth', date(co.dob, 'us')), '50%')}` : ''}
${f.entity ? `${box('Borrowing entity (if applicable)', st.put('entity_name', f.entity.name), '60%')}${box('EIN', f.entity.ein ? st.put('ein', ein(f.entity.ein)) : 'applied for', '40%')}` : ''}
<div style="background:#1f3a5f;color:#fff;padding:3px 6px;margin-top:10px">Section 4: Loan and Property Information — 4a. Loan and Property</div>
${box('Loan Amount', st.put('loan_amount', money(l.amount)), '30%')}${box('Loan Purpose', l.purpose ? checkboxes(['Purchase', 'Refinance', 'Other'], l.purpose === 'Purchase' ? 'Purchase' : l.purpose === 'Construction' ? 'Other' : 'Refinance') : '', '70%')}
${box('Property Address (Street, Unit, City, State, ZIP)', st.put('property_address', addr(f.property.address, rng)), '70%')}${box('Number of Units', String(f.property.units ?? 1), '30%')}
${box('Property Value', st.put('property_value', money(f.property.value)), '35%')}${box('Occupancy', checkboxes(['Primary Residence', 'Second Home', 'Investment Property'], 'Investment Property'), '65%')}
<div style="background:#1f3a5f;color:#fff;padding:3px 6px;margin-top:10px">Section 5: Declarations</div>
<p class="small">A. Will you occupy the property as your primary residence? ☐ YES ☒ NO &nbsp; B. Have you had property foreclosed upon in the last 7 years? ☐ YES ☒ NO</p>
<div style="margin-top:14px">Borrower signature <span class="scrawl">${fullName(b)}</span> &nbsp; Date ${date(f.documentDate, 'us')}</div>`],
      });
      if (l.purpose === 'Purchase' || l.purpose === 'Refinance') st.mark('loan_purpose');
      return { kind: 'html', documentType: 'Loan Application', html, truth: st.truth() };
    },
  },
  {
    id: 'borrower-handwritten-intake',
    description: 'A broker’s paper intake sheet filled in by hand (script font, uneven lines), scanned or photographed.',
    formats: ['pdf_scanned', 'image'],
    make(f, rng) {
      const st = new Stated(f);
      const b = f.borrower;
      const l = f.loan;
      const hand = (t: string) => `<span style="font-family:'DejaVu Serif';font-style:italic;font-size:13pt;color:#1a237e;border-bottom:1px solid #555;padding:0 8px;display:inline-block;transform:rotate(${(rng.next() - 0.5) * 2}deg)">${t}</span>`;
      const line = (label: string, value: string) => `<p style="margin:12px 0">${label} ${hand(value)}</p>`;
      const html = documentHtml({
        title: 'Intake', font: 'sans', fontSize: '10.5pt',
        pages: [`<h2 class="center">${f.broker.name}</h2><h3 class="center">NEW CLIENT INTAKE — please print</h3>
${line('Full name:', `${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)}`)}
${line('Phone:', st.put('borrower_phone', anyPhone(rng, b.phone)))}${line('E-mail:', st.put('borrower_email', b.email))}
${line('Date of birth:', st.put('borrower_date_of_birth', date(b.dob, 'slash')))}
${f.entity ? line('Company (if buying in LLC/corp/trust):', st.put('entity_name', f.entity.name)) : ''}
${line('Property:', st.put('property_address', addr(f.property.address, rng)))}
${line('What kind of loan?', st.put('loan_type', loanKind(l.type, rng)))}
${line('How much do you need?', st.put('loan_amount', money(l.amount)))}
${line('What is it worth today?', st.put('property_value', money(f.property.value)))}
${line('Credit score (approx):', st.put('credit_score', String(b.creditScore)))}
${l.exit ? line('How will you pay us back?', st.put('exit_strategy', exitWord(l.exit, rng))) : ''}
<p class="small" style="margin-top:20px">Office use: taken by ${f.broker.contact.first} on ${date(f.documentDate, 'us')}</p>`],
      });
      return { kind: 'html', documentType: 'Loan Application', html, truth: st.truth() };
    },
  },
  {
    id: 'borrower-reo-schedule',
    description: 'A borrower’s schedule of real estate owned: a table of other properties, the subject request in a header box.',
    formats: ['pdf_text'],
    make(f, rng) {
      // Loan Application (nearest): the SREO is an attachment to the application.
      const st = new Stated(f);
      const b = f.borrower;
      const rows = Array.from({ length: rng.int(3, 6) }, (_, i) => {
        const v = rng.int(120, 900) * 1000;
        const debt = Math.round(v * (0.3 + rng.next() * 0.4) / 1000) * 1000;
        return `<tr><td>${rng.int(100, 9999)} ${rng.pick(['Elm', 'Cedar', 'Lake', 'Ridge', 'Park', 'Mill'])} ${rng.pick(['St', 'Ave', 'Dr', 'Ct'])}, ${f.property.address.city}</td><td>${rng.pick(['SFR', 'Duplex', 'Condo', '4-plex'])}</td><td class="right">${money(v)}</td><td class="right">${money(debt)}</td><td class="right">${money(rng.int(12, 45) * 100)}</td><td>${2010 + i}</td></tr>`;
      }).join('');
      const html = documentHtml({
        title: 'Schedule of Real Estate Owned', font: 'condensed', fontSize: '9pt',
        pages: [`<h3>SCHEDULE OF REAL ESTATE OWNED</h3><p>Prepared for ${f.lender.name} · as of ${anyDate(rng, f.documentDate)}</p>
<p>Owner / Guarantor: <b>${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)}</b> &nbsp; ${st.put('borrower_email', b.email)} &nbsp; ${st.put('borrower_phone', anyPhone(rng, b.phone))}${f.entity ? `<br>Borrowing entity for this request: ${st.put('entity_name', f.entity.name)}` : ''}</p>
<div style="border:1px solid #000;padding:6px;margin:8px 0">SUBJECT OF THIS REQUEST (not yet owned or being refinanced): ${st.put('property_address', addr(f.property.address, rng))} — requested ${st.put('loan_amount', money(f.loan.amount))}</div>
<table class="grid"><tr><th>Property</th><th>Type</th><th>Market value</th><th>Mortgage balance</th><th>Gross rent / mo</th><th>Acquired</th></tr>${rows}</table>
<p style="margin-top:10px">I certify the above is true and complete.</p><span class="scrawl">${fullName(b)}</span>`],
      });
      return { kind: 'html', documentType: 'Loan Application', html, truth: st.truth() };
    },
  },
  {
    id: 'borrower-letter-of-explanation',
    description: 'A borrower’s signed letter of explanation to underwriting: purpose of the loan, exit plan, contact lines at the top.',
    formats: ['pdf_text', 'image'],
    make(f, rng) {
      // Loan Application (nearest): the borrower's own statement supporting the application.
      const st = new Stated(f);
      const b = f.borrower;
      const l = f.loan;
      const html = documentHtml({
        title: 'Letter of Explanation', font: 'serif', fontSize: '11pt', page: { margin: '0.9in 1in' },
        pages: [`<p>${st.put('borrower_first_name', b.first)} ${st.put('borrower_last_name', b.last)}<br>${st.put('borrower_email', b.email)}<br>${st.put('borrower_phone', anyPhone(rng, b.phone))}</p>
<p>${anyDate(rng, f.documentDate)}</p><p>To: Underwriting, ${f.lender.name}<br>Re: Loan #${st.put('loan_number', l.loanNumber)} — ${st.put('property_address', addr(f.property.address, rng))}</p>
<p>To whom it may concern,</p>
<p>I am writing to explain the purpose of my request for ${st.put('loan_amount', anyMoney(rng, l.amount))}. ${f.entity ? `The loan will be made to ${st.put('entity_name', f.entity.name)}, of which I am the ${st.put('authorized_signatory_title', f.entity.signatoryTitle)}.` : ''} ${l.exit ? `My plan is to ${l.exit === 'Sale' ? 'finish the work and sell the property' : 'stabilize the property and refinance it with a long-term lender'}.` : 'The funds will be used for the property only.'}</p>
<p>The recent inquiry on my credit report was from ${f.broker.name}, my mortgage broker. I have not opened any new accounts.</p><p>Sincerely,</p><span class="scrawl">${fullName(b)}</span>`],
      });
      if (l.exit) st.mark('exit_strategy');
      if (f.entity) st.mark('authorized_signatory_name');
      return { kind: 'html', documentType: 'Loan Application', html, truth: st.truth() };
    },
  },
  {
    id: 'borrower-psa-counter-addendum',
    description: 'A counter-offer addendum to a residential purchase contract: buyer and seller named, price and closing date changed.',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const st = new Stated(f);
      const price = f.property.purchasePrice ?? Math.round(f.property.value * 0.93 / 500) * 500;
      const first = Math.round(price * 0.96 / 500) * 500;
      const html = documentHtml({
        title: 'Counter Offer', font: 'serif', fontSize: '10pt',
        pages: [`<h3 class="center">COUNTER OFFER No. ${rng.int(1, 3)}</h3><p class="center small">(Addendum to Residential Purchase Agreement)</p>
<p>This is a counter offer to the Purchase Agreement dated ${anyDate(rng, f.documentDate)} on property known as ${st.put('property_address', addr(f.property.address, rng))} (“Property”), between <b>${st.put('entity_name', borrowerName(f))}</b> (“Buyer”) and <b>${fullName(f.seller)}</b> (“Seller”).</p>
<ol><li>Purchase price shall be ${money(price)} instead of ${money(first)}.</li>
<li>Close of escrow shall be on or before ${st.put('estimated_closing_date', date(f.loan.closingDate, 'long'))}.</li>
<li>Buyer's financing: ${st.put('loan_type', loanKind(f.loan.type, rng)).toLowerCase()} loan not to exceed ${st.put('loan_amount', money(f.loan.amount))}.</li>
<li>Escrow holder: ${f.title.name}. All other terms remain the same.</li></ol>
<table style="width:100%;margin-top:16px"><tr><td style="width:50%;vertical-align:top">${borrowerSignature(f, st, rng, 'BUYER')}</td><td style="vertical-align:top"><div style="margin-top:18px"><div class="b">SELLER:</div><span class="sig">${fullName(f.seller)}</span></div></td></tr></table>`],
      });
      if (!f.entity) st.mark('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: st.truth() };
    },
  },
  {
    id: 'bank-proof-of-funds-letter',
    description: 'A bank branch’s verification-of-deposit / proof-of-funds letter on letterhead, account holder and balance.',
    formats: ['pdf_text', 'image'],
    make(f, rng) {
      // Loan Application (nearest): a supporting verification for the applicant; the balance is no loan field.
      const st = new Stated(f);
      const bank = rng.pick(['First Harbor Bank', 'Prairie State Bank & Trust', 'Summit Community Bank', 'Coastal Federal Credit Union']);
      const bal = rng.int(40, 600) * 1000 + rng.int(0, 999);
      const holder = f.entity ? st.put('entity_name', f.entity.name) : `${st.put('borrower_first_name', f.borrower.first)} ${st.put('borrower_last_name', f.borrower.last)}`;
      const html = documentHtml({
        title: 'Verification of Deposit', font: 'serif', fontSize: '10.5pt',
        pages: [`${letterhead({ name: bank, color: accent(rng), lines: ['Member FDIC', `Branch ${rng.int(10, 99)} · ${f.property.address.city}, ${f.property.address.state}`] })}
<p>${date(f.documentDate, 'long')}</p><p>To whom it may concern:</p>
<p>This letter confirms that ${holder} maintains a ${rng.pick(['business checking', 'money market', 'savings'])} account ending in ${rng.int(1000, 9999)} with ${bank}, opened ${rng.int(2009, 2021)}.</p>
<p>As of the close of business ${date(f.documentDate, 'us')}, the available balance was ${money(bal, 'cents')}.</p>
<p>This letter is provided at the request of our customer and is not a guarantee of future balances.${f.entity ? ` Authorized signer on file: ${fullName(f.borrower)}.` : ''}</p>
<p>Sincerely,<br><br>${rng.pick(['Dana Whitfield', 'Marcus Ortiz', 'Li Chen'])}<br>Branch Manager</p>`],
      });
      if (f.entity) st.mark('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name');
      return { kind: 'html', documentType: 'Loan Application', html, truth: st.truth() };
    },
  },
];
