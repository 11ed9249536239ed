// Letters: a lender's soft "letter of interest" sent through the broker, and a buyer's letter of intent to a seller.
import type { Family } from '../../types';
import { accent, documentHtml, esc, flow, letterhead } from '../../style';
import {
  address, entityDescription, fullName, loanTypeWords, money, moneyLegal, pickAddress, pickDate, pickMoney, pickPhone,
  pickRate, pickTerm, points, propertyNoun,
} from './format';
import { borrowerNameFields, contractPrice, daysBefore, item, present, salutation, truthOfItems, when, type Item } from './common';

export const letterOfInterest: Family = {
  id: 'lender-letter-of-interest',
  description: 'Lender letter of interest addressed to the broker\'s client, with a compact "Requested Amount / Rate / Duration" box',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const color = accent(rng);
    const rows = present([
      item(rng.pick(['Requested Amount', 'Loan Amount (up to)', 'Proposed Loan']), pickMoney(rng, loan.amount, ['dollars', 'cents']), 'loan_amount'),
      item(rng.pick(['Rate', 'Interest', 'Pricing']), `${pickRate(rng, loan.rate, ['fixed2', 'plain', 'pa'])}${rng.chance(0.5) ? ' (interest only)' : ''}`, 'interest_rate'),
      item(rng.pick(['Duration', 'Term', 'Term of Loan']), pickTerm(rng, loan.termMonths, ['months', 'years', 'mo', 'hyphen']), 'loan_term'),
      when(loan.originationPoints !== undefined, () => item(rng.pick(['Lender Fee', 'Origination', 'Points']), points(rng, loan.originationPoints ?? 0, ['pct', 'points', 'pts']), 'origination_points')),
      when(rng.chance(0.7), () => item(rng.pick(['Program', 'Loan Type']), esc(loanTypeWords(rng, loan.type)), 'loan_type')),
      when(rng.chance(0.7), () => item(rng.pick(['Estimated Value', 'Value (as-is, est.)', 'Indicated Value']), pickMoney(rng, property.value), 'property_value')),
      when(rng.chance(0.5), () => item(rng.pick(['Closing Target', 'Target Close', 'Est. Funding Date']), pickDate(rng, loan.closingDate, ['us', 'long', 'dMonY']), 'estimated_closing_date')),
    ]);
    const to = entity ? `${esc(entity.name)}<br>Attn: ${esc(fullName(borrower, false))}` : esc(fullName(borrower, rng.chance(0.5)));
    const html = `${letterhead({ name: lender.name, lines: [`${esc(lender.address.street)}, ${esc(lender.address.city)}, ${lender.address.state} ${lender.address.zip}`, pickPhone(rng, lender.contact.phone)], color, align: 'center' })}
<p>${pickDate(rng, facts.documentDate, ['long'])}</p>
<p>${to}<br><span class="muted">c/o ${esc(fullName(broker.contact, false))}, ${esc(broker.name)} · ${esc(broker.contact.email)}</span></p>
<p><b>RE: Letter of Interest &mdash; ${pickAddress(rng, property.address, ['short', 'long'])}</b></p>
<p>Dear ${esc(salutation(rng, borrower))},</p>
<p>Thank you for the opportunity to review the financing request for the ${esc(propertyNoun(rng, property.type, property.units))} referenced above, submitted on your behalf by ${esc(broker.name)}. Based on the preliminary information provided, ${esc(lender.name)} is interested in providing financing on the following basis:</p>
<table class="grid" style="width:70%;margin:10px auto">${rows.map((r) => `<tr><td style="width:45%;background:#f4f4f4">${r.label}</td><td>${r.value}</td></tr>`).join('')}</table>
<p>This letter is an expression of interest only and is not a commitment to lend. Any loan is subject to an acceptable appraisal, title review, and our customary underwriting of the ${entity ? 'borrowing entity and guarantor' : 'borrower'}. To proceed, please return the enclosed application together with a ${money(rng.pick([500, 750, 1000]), 'dollars')} deposit toward third-party reports.</p>
<p>We look forward to working with you.</p>
<p>Sincerely,</p><p style="margin-top:26px">${esc(fullName(lender.contact, false))}<br>${rng.pick(['Loan Officer', 'Director of Originations', 'Senior Underwriter'])}<br>${esc(lender.contact.email)} · ${pickPhone(rng, lender.contact.phone)}</p>`;
    return {
      kind: 'html',
      documentType: 'Letter of Intent',
      html: documentHtml({ title: 'Letter of Interest', pages: [html], font: rng.pick(['serif', 'sans']), fontSize: '10pt', page: { margin: '0.7in 0.9in 0.8in 0.9in' } }),
      truth: truthOfItems(facts, [...rows, item('', '', 'property_address', 'property_type', ...borrowerNameFields(facts))]),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const buyerLetterOfIntent: Family = {
  id: 'buyer-loi-purchase',
  description: 'Buyer\'s non-binding letter of intent to purchase real property (buyer = borrower; seller, price and deposit are distractors)',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, seller, title } = facts;
    const price = contractPrice(facts, rng);
    const deposit = Math.round((price * rng.pick([0.01, 0.02, 0.03, 0.05])) / 500) * 500;
    const buyer = entity ? entityDescription(entity) : fullName(borrower, rng.chance(0.4));
    const dd = rng.pick([10, 14, 21, 30]);
    const para = (heading: string, text: string, ...fields: Item['fields'][number][]) => item(heading, text, ...fields);
    const paras = present([
      para('Buyer', `${esc(buyer)}${rng.chance(0.5) ? ', and/or its assigns' : ''}.`, ...borrowerNameFields(facts).filter((f) => entity ? f === 'entity_name' : true)),
      para('Seller', `${esc(fullName(seller, rng.chance(0.4)))}.`),
      para('Property', `The ${esc(propertyNoun(rng, property.type, property.units))} located at ${pickAddress(rng, property.address, ['long', 'longState', 'short'])}, together with all improvements and fixtures (the &ldquo;Property&rdquo;).`, 'property_address', 'property_type'),
      para('Purchase Price', `${moneyLegal(rng, price)}, payable in cash at Closing, subject to customary prorations.`),
      para('Earnest Money', `Within three (3) business days after execution of a Purchase Agreement, Buyer shall deposit ${money(deposit, 'dollars')} with ${esc(title.name)} as escrow agent.`),
      when(rng.chance(0.6), () => para('Financing', `Buyer intends to finance the acquisition with a ${esc(loanTypeWords(rng, loan.type).toLowerCase())} loan of approximately ${money(loan.amount, rng.pick(['dollars', 'cents']))}. Buyer's obligation to close is contingent upon obtaining such financing.`, 'loan_amount', 'loan_type')),
      para('Due Diligence', `Buyer shall have ${dd} days from the effective date of the Purchase Agreement to inspect the Property and review leases, title and survey.`),
      para('Closing', `Closing shall occur on or before ${pickDate(rng, facts.loan.closingDate, ['long', 'us'])}, or such other date as the parties may agree.`, 'estimated_closing_date'),
      para('Non-Binding', 'Except for the provisions regarding confidentiality, this letter is not binding on either party, and no party shall be bound until a definitive Purchase Agreement is executed.'),
    ]);
    const buyerContact = rng.chance(0.5);
    const signer = entity
      ? `<b>BUYER:</b> ${esc(entity.name)}<div class="sig">By:</div><div>${esc(fullName(borrower, false))}, ${esc(entity.signatoryTitle)}</div>`
      : `<b>BUYER:</b><div class="sig"></div><div>${esc(fullName(borrower, false))}</div>`;
    const blocks = [
      `<div style="text-align:right">${pickDate(rng, daysBefore(facts.documentDate, rng.int(0, 10)), ['long'])}</div>`,
      `<p>${esc(fullName(seller, false))}<br>${esc(property.address.city)}, ${property.address.state}</p>`,
      `<p><b>Re: Letter of Intent to Purchase ${address(property.address, 'short')}</b></p>`,
      `<p>Dear ${esc(seller.first)}:</p>`,
      `<p>This letter sets forth the principal terms on which the Buyer named below proposes to purchase the Property. We propose the following:</p>`,
      ...paras.map((p, i) => `<p><b>${i + 1}. ${p.label}.</b> ${p.value}</p>`),
      buyerContact ? `<p>Please direct all correspondence to ${esc(fullName(borrower, false))} at ${pickPhone(rng, borrower.phone)} or ${esc(borrower.email)}.</p>` : '',
      { html: `<table style="width:100%;margin-top:10px"><tr><td style="width:50%;vertical-align:top">${signer}</td><td style="vertical-align:top"><b>ACCEPTED — SELLER:</b><div class="sig"></div><div>${esc(fullName(seller, false))}</div><div>Date: ____________</div></td></tr></table>`, lines: 8 },
    ];
    const fields: Item['fields'][number][] = ['borrower_first_name', 'borrower_last_name'];
    if (entity) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    if (buyerContact) fields.push('borrower_phone', 'borrower_email');
    return {
      kind: 'html',
      documentType: 'Letter of Intent',
      html: documentHtml({ title: 'Letter of Intent', pages: flow(blocks, { charsPerLine: 90, linesPerPage: 50 }), font: 'serif', fontSize: '10.5pt', page: { pageNumbers: 'short' } }),
      truth: truthOfItems(facts, paras, fields),
    };
  },
};
