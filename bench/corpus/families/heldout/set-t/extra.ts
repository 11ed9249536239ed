// A few more from the desk: the owner's own e-mail in two languages, the IC-approved e-mail to the team, and the
// existing lender's forbearance letter that sent the owner looking for a bridge.
import { documentHtml, esc, letterhead } from '../../../style';
import type { Family, TruthField } from '../../../types';
import { abbrDate, addDays, addr, borrowerLabel, desk, fullName, kay, longDate, pct, phoneFmt, purposeWord, shortDate, street, truth, usd, usd2, who } from './desk';

export const extraFamilies: Family[] = [
  {
    id: 't-owner-email-two-languages',
    description: "Owner's own e-mail to the fund mixing English with Polish or Spanish phrases, a nephew cc'd, phone in the signature",
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const pl = d.ethnicity === 'pl';
      const es = d.ethnicity === 'mx';
      const hello = pl ? 'Dzien dobry Panie' : es ? 'Buenas tardes' : 'Good afternoon';
      const html = documentHtml({
        title: 'email', font: 'sans', fontSize: '10pt',
        pages: [`<div class="small" style="border-bottom:1px solid #ccc;padding-bottom:6px"><b>${esc(fullName(f.borrower))}</b> &lt;${esc(f.borrower.email)}&gt;<br>to ${esc(d.originator.email)}<br>cc ${esc(rng.pick(['nephew', 'son', 'daughter']))}.${esc(f.borrower.last.toLowerCase().replace(/[^a-z]/g, ''))}@gmail.com<br>${abbrDate(f.documentDate)}, ${rng.int(6, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} PM<br><b>Subject:</b> ${esc(rng.pick(['loan', 'LOAN FOR BUILDING', 'Re: your call', 'documents']))}</div>
<p>${hello} ${esc(d.originator.first)},</p>
<p>${pl ? 'Dziekuje za telefon. ' : es ? 'Gracias por la llamada. ' : ''}Like I say on phone, ${esc(d.existingLender)} loan is due and they ${rng.pick(['not renew', 'want me pay everything', 'sent letter'])}. I need ${kay(f.loan.amount)} for ${f.loan.termMonths} months, ${purposeWord(rng, d).toLowerCase()}.</p>
<p>The building is ${esc(addr(rng, d))}${f.entity ? ` — owner is my company ${esc(f.entity.name)}` : ''}. ${pl ? 'Budynek jest w dobrym stanie.' : es ? 'El edificio esta en buena condicion.' : ''} Appraisal from ${rng.int(2019, 2023)} say ${usd(Math.round(f.property.value * 0.8 / 1000) * 1000)} but now is more, realtor tell me ${usd(f.property.value)}.</p>
<p>I attach tax bill and leases. ${rng.pick(['My nephew can explain better.', 'My son is cc, he speak better English.', 'Please call me, email is hard for me.'])}</p>
<p>${pl ? 'Pozdrawiam' : es ? 'Saludos' : 'Regards'},<br>${esc(fullName(f.borrower))}<br>${phoneFmt(f.borrower.phone, rng.int(0, 3))}</p>
<p class="small muted">Sent from Yahoo Mail on Android</p>`],
      });
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'entity_name', 'property_address', 'loan_amount', 'loan_term', 'loan_purpose', 'property_value'];
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(d, fields) };
    },
  },
  {
    id: 't-ic-approved-email',
    description: 'CIO e-mail to the deal team after investment committee: approved with changes, final terms in a short list',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const l = f.loan;
      const asked = l.amount + rng.pick([25000, 50000, 75000]);
      const html = documentHtml({
        title: 'IC approved', font: rng.pick(['sans', 'condensed']), fontSize: '10pt',
        pages: [`<div class="small"><b>From:</b> ${esc(d.underwriter.first)} ${esc(d.underwriter.last)}<br><b>To:</b> ${esc(d.originator.email)}; ${esc(d.closer.email)}<br><b>Date:</b> ${longDate(f.documentDate)}<br><b>Subject:</b> IC APPROVED w/ changes — ${l.loanNumber} ${esc(street(rng, d))}</div><hr>
<p>Team — IC approved ${esc(borrowerLabel(d))} this morning, but cut from the ${usd(asked)} ask. Final:</p>
<ul><li>Loan amount: <b>${usd(l.amount)}</b> (${((l.amount / f.property.value) * 100).toFixed(1)}% of ${usd(f.property.value)} as-is)</li><li>Rate: ${pct(l.rate)}</li><li>Term: ${l.termMonths} months, one 6-mo ext @ 1 pt</li><li>Origination: ${l.originationPoints} pts${l.brokerPoints ? ` + ${l.brokerPoints} broker` : ''}</li>${l.docFee ? `<li>Doc fee ${usd(l.docFee)}</li>` : ''}<li>Prepay: ${l.prepayment.penalty ? esc(l.prepayment.terms ?? '') : 'none'}</li><li>3-mo interest reserve, PCR immediate repairs held back at 125%</li></ul>
<p>${esc(d.closer.first)}: target close ${shortDate(l.closingDate)}. Title is ${esc(d.titleCo)}. ${f.property.purchasePrice ? `Seller's atty is slow, push on the estoppels.` : `Order payoff from ${esc(d.existingLender)}.`}</p>
<p>Collateral is the ${esc(d.use.label)} at ${esc(addr(rng, d))}. Guarantor ${esc(fullName(f.borrower))}, mid FICO ${f.borrower.creditScore}.</p>
<p>— ${esc(d.underwriter.first)}</p>`],
      });
      const fields: TruthField[] = [...who(d), 'borrower_first_name', 'borrower_last_name', 'credit_score', 'property_address', 'property_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'loan_doc_fee', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', 'loan_number'];
      return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(d, fields) };
    },
  },
  {
    id: 't-existing-lender-forbearance',
    description: "Existing bank's maturity default / forbearance letter to the owner (why he needs a bridge); bank's own loan no. and balances; scanned",
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const bankNo = `${rng.int(100, 999)}${rng.int(1000000, 9999999)}`;
      const matured = addDays(f.documentDate, -rng.int(20, 120));
      const html = documentHtml({
        title: 'Forbearance', font: 'serif', fontSize: '10pt',
        pages: [`${letterhead({ name: d.existingLender, lines: ['Special Assets'], color: '#444' })}
<p>${longDate(f.documentDate)}</p><p>CERTIFIED MAIL — RETURN RECEIPT REQUESTED</p><p>${esc(borrowerLabel(d))}<br>${f.entity ? `Attn: ${esc(fullName(f.borrower))}<br>` : ''}${esc(addr(rng, d))}</p>
<p><b>Re: Commercial Loan No. ${bankNo} — Notice of Maturity Default and Forbearance Terms</b></p>
<p>The above loan matured on ${longDate(matured)} and has not been paid. As of the date of this letter the outstanding principal is ${usd2(d.payoff * 0.97)}, with accrued interest of ${usd2(d.payoff * 0.03)}.</p>
<p>The Bank is willing to forbear from exercising its remedies until ${longDate(addDays(f.documentDate, 90))}, provided that (a) you pay a forbearance fee of ${usd(Math.round(d.payoff * 0.005))}; (b) monthly payments continue; and (c) you provide evidence by ${abbrDate(addDays(f.documentDate, 30))} of an application for refinancing with another lender.</p>
<p>The guaranty of ${esc(fullName(f.borrower))} remains in effect. Nothing in this letter waives the Bank's rights.</p>
<p>${esc(d.existingLender)}<br>By: <span class="scrawl">${esc(fullName(f.seller))}</span>, Vice President — Special Assets</p>`],
      });
      return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, [...who(d), 'borrower_first_name', 'borrower_last_name', 'property_address']) };
    },
  },
];
