// Contracts and escrow paper: purchase agreements, wholesale assignments, amendments, escrow instructions (set-p).
import { esc, letterhead, accent } from '../../../style';
import type { DealFacts, Family } from '../../../types';
import { Say, fmtDate, fmtPhone, person, usd, stAddr } from './fmt';
import { doc, sigBlock } from './page';

function price(f: DealFacts): number {
  return f.property.purchasePrice ?? Math.round((f.property.value * 0.9) / 1000) * 1000;
}

function buyer(s: Say): string {
  return s.f.entity ? `${esc(s.entity())}, a ${esc(s.f.entity.stateOfFormation)} ${esc(s.entityWords())}` : esc(s.name(true));
}

const residential: Family = {
  id: 'p-psa-residential-contract',
  description: 'State-association style residential purchase contract: numbered paragraphs, blanks filled in, initials footer',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Say(f, rng);
    const p = price(f);
    const em = rng.pick([1000, 2500, 5000, 10000]);
    const fin = rng.chance(0.6);
    const paras = [
      `1. PARTIES. ${esc(person(f.seller))} ("Seller") agrees to sell and ${buyer(s)} ("Buyer") agrees to buy the property described below on the terms of this Contract.`,
      `2. PROPERTY. The land, improvements and fixtures commonly known as ${esc(s.addr(true))}, County of ________, together with all appliances now on the premises. Property type: ${esc(s.ptype())}.`,
      `3. PURCHASE PRICE. The total purchase price is ${usd(p)} payable as follows: earnest money of ${usd(em)} deposited with ${esc(f.title.name)} within three (3) business days; balance in cash or certified funds at closing.`,
      fin ? `4. FINANCING. This Contract is contingent upon Buyer obtaining a business-purpose loan of not more than ${s.amount()} from ${esc(f.lender.name)} or another lender of Buyer's choosing.` : `4. FINANCING. This is a cash transaction; Buyer may nevertheless obtain financing, and this Contract is not contingent on it.`,
      `5. CLOSING. Closing shall take place on or before ${s.closing('long')} at the offices of ${esc(f.title.name)}, ${esc(stAddr(f.title.address))}, or by mail-away.`,
      `6. INSPECTION. Buyer shall have ${rng.int(7, 15)} days after acceptance to complete inspections. Property is sold AS-IS, WHERE-IS.`,
      `7. TITLE. Seller shall convey marketable title by ${rng.pick(['general warranty deed', 'special warranty deed', 'grant deed'])}, free of liens except those of record acceptable to Buyer.`,
      `8. PRORATIONS. Real estate taxes, rents and utilities shall be prorated as of the date of closing.`,
      `9. DEFAULT. If Buyer defaults, Seller may retain the earnest money as liquidated damages. If Seller defaults, Buyer may seek specific performance.`,
      `10. ASSIGNMENT. Buyer ${rng.pick(['may', 'may not'])} assign this Contract without Seller's written consent.`,
      `11. AGENTS. Listing Broker: ${esc(rng.pick(['Keller Williams', 'RE/MAX Alliance', 'Coldwell Banker', 'eXp Realty']))}, agent ${esc(person(f.broker.contact.first === f.seller.first ? f.title.contact : f.appraiser.contact))}. Buyer is unrepresented.`,
      `12. ENTIRE AGREEMENT. This Contract is the entire agreement of the parties and may be modified only in writing.`,
    ];
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', truth: s.truth(),
      html: doc({
        title: 'Purchase Contract', font: 'serif', fontSize: '10pt', pageNumbers: true, cpl: 92, lpp: 44,
        footer: 'Buyer initials ____ ____ Seller initials ____ ____',
        blocks: [
          `<h2 style="text-align:center">RESIDENTIAL REAL ESTATE PURCHASE CONTRACT</h2><p style="text-align:center" class="small">Date of offer: ${fmtDate(f.documentDate, 'long')}</p>`,
          ...paras.map((x) => `<p style="text-align:justify">${x}</p>`),
          `<div>${sigBlock('BUYER', f.entity ? `${s.signer()}, ${s.title()}` : person(f.borrower), '', true)}${sigBlock('SELLER', person(f.seller), '', true)}</div>`,
          `<p class="small" style="margin-top:10px">Seller phone ${fmtPhone(f.seller.phone, 'dash')} · Seller e-mail ${esc(f.seller.email)}</p>`,
        ],
      }),
    };
  },
};

const assignment: Family = {
  id: 'p-psa-wholesale-assignment',
  description: 'Wholesaler\'s assignment of purchase contract to the end buyer with an assignment fee',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const p = price(f);
    const fee = rng.int(8, 35) * 1000;
    const ws = `${rng.pick(['Quick Close', 'Cash Offer', 'Midwest Deal', 'Prime Wholesale', 'Golden Key'])} ${rng.pick(['Properties LLC', 'Buyers LLC', 'Acquisitions LLC'])}`;
    const paras = [
      `This Assignment of Contract is made ${fmtDate(f.documentDate, 'long')} between <b>${esc(ws)}</b> ("Assignor") and <b>${buyer(s)}</b> ("Assignee").`,
      `1. Assignor is the buyer under a purchase agreement dated ${fmtDate(f.documentDate, 'loose')} (the "Contract") with ${esc(person(f.seller))} (the "Seller") for the real property located at ${esc(s.addr())}, at an original contract price of ${usd(p - fee)}.`,
      `2. Assignor assigns all of its rights under the Contract to Assignee for an assignment fee of ${usd(fee)}, payable at closing through ${esc(f.title.name)}. Assignee's total acquisition cost is therefore ${usd(p)}.`,
      `3. Assignee assumes all obligations of the buyer under the Contract, including closing on or before ${s.closing('us')}.`,
      `4. Assignee acknowledges the property is a ${esc(s.ptype().toLowerCase())} sold in AS-IS condition and that Assignor makes no representation about its value or after-repair value.`,
      `5. Earnest money of ${usd(rng.pick([500, 1000, 2000]))} deposited by Assignor is non-refundable to Assignee.`,
    ];
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', truth: s.truth(),
      html: doc({
        title: 'Assignment', font: 'serif', fontSize: '10.5pt', cpl: 85, lpp: 42,
        blocks: [
          `<h2 style="text-align:center">ASSIGNMENT OF REAL ESTATE PURCHASE CONTRACT</h2>`,
          ...paras.map((x) => `<p style="text-align:justify">${x}</p>`),
          `<div>${sigBlock('Assignor', `${esc(rng.pick(['Tyler', 'Brandon', 'Kayla', 'Derek']))} ${esc(rng.pick(['Voss', 'Pruitt', 'Harlan', 'Dyer']))}, Member`, '', true)}${sigBlock('Assignee', f.entity ? `${s.signer()}, ${s.title()}` : person(f.borrower), '', true)}</div>`,
          `<p class="small" style="margin-top:8px">Assignee contact: ${s.phone('paren')} · ${esc(s.email())}</p>`,
        ],
      }),
    };
  },
};

const amendment: Family = {
  id: 'p-psa-amendment-price-date',
  description: 'Amendment to a purchase agreement after inspection: new price and new closing date, old ones struck',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const p = price(f);
    const old = p + rng.int(3, 15) * 1000;
    const oldClose = fmtDate(f.documentDate, 'long');
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', truth: s.truth(),
      html: doc({
        title: 'Amendment', font: 'sans', fontSize: '10pt',
        blocks: [
          `<h3 style="text-align:center">AMENDMENT NO. ${rng.int(1, 2)} TO PURCHASE AND SALE AGREEMENT</h3>`,
          `<p>Property: ${esc(s.addr())}<br>Buyer: ${buyer(s)}<br>Seller: ${esc(person(f.seller))}</p>`,
          `<p>The undersigned Buyer and Seller agree to amend the Agreement as follows:</p>`,
          `<p>1. The Purchase Price is changed from <s>${usd(old)}</s> to <b>${usd(p)}</b> as a result of Buyer's inspection (foundation and sewer line repairs).</p>`,
          `<p>2. The Closing Date is changed from <s>${oldClose}</s> to <b>${s.closing('long')}</b>.</p>`,
          `<p>3. Seller shall credit Buyer ${usd(rng.int(1, 6) * 500)} toward closing costs.</p>`,
          `<p>All other terms of the Agreement remain in full force and effect.</p>`,
          `<div>${sigBlock('Buyer', f.entity ? `${s.signer()}, ${s.title()}` : person(f.borrower))}${sigBlock('Seller', person(f.seller))}</div>`,
          `<p class="small" style="margin-top:14px">Prepared by ${esc(f.title.name)} — escrow officer ${esc(person(f.title.contact))}, ${fmtPhone(f.title.contact.phone, 'paren')}</p>`,
        ],
      }),
    };
  },
};

const escrow: Family = {
  id: 'p-escrow-instructions-title-co',
  description: 'Title company buyer\'s escrow instructions: parties, lender, funds, prorations, with the escrow officer\'s details',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const p = price(f);
    const tc = f.title.contact;
    const rows: [string, string][] = [
      ['Escrow No.', `${rng.int(10, 99)}-${rng.int(100000, 999999)}`], ['Buyer/Borrower', buyer(s)], ['Seller', esc(person(f.seller))],
      ['Property', esc(s.addr())], ['Sales Price', usd(p)], ['New Loan', `${s.amount()} — ${esc(f.lender.name)}, Loan #${s.loanNo()}`],
      ['Estimated Close of Escrow', s.closing('us')], ['Escrow Officer', `${esc(person(tc))} · ${fmtPhone(tc.phone, 'dash')} · ${esc(tc.email)}`],
    ];
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', truth: s.truth(),
      html: doc({
        title: 'Escrow instructions', font: 'serif', fontSize: '9.5pt', pageNumbers: true,
        blocks: [
          letterhead({ name: f.title.name, lines: [esc(stAddr(f.title.address))], color: accent(rng) }),
          `<h3>SUPPLEMENTAL ESCROW INSTRUCTIONS — PURCHASE</h3>`,
          { html: `<table class="grid">${rows.map(([k, v]) => `<tr><td style="width:30%">${k}</td><td>${v}</td></tr>`).join('')}</table>`, lines: 12 },
          `<p>1. Buyer will hand Escrow Holder the balance of funds required, by wire, at least one business day before close of escrow. WIRE FRAUD WARNING: call ${fmtPhone(tc.phone, 'paren')} to verify instructions.</p>`,
          `<p>2. Escrow Holder is instructed to record the grant/warranty deed and the new deed of trust/mortgage in favor of the lender named above.</p>`,
          `<p>3. Prorate taxes on the basis of the latest available tax bill. Transfer tax to be paid per local custom.</p>`,
          `<p>4. Commission of ${rng.pick(['5', '6', '5.5'])}% to listing broker per separate instructions from Seller.</p>`,
          `<div>${sigBlock('Buyer', '')}${sigBlock('Seller', '')}</div>`,
        ],
      }),
    };
  },
};

const counter: Family = {
  id: 'p-psa-counteroffer-scan',
  description: 'Seller\'s counter-offer to a buyer\'s offer, signed, scanned from a realtor\'s office copier',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const s = new Say(f, rng);
    const p = price(f);
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', truth: s.truth(),
      html: doc({
        title: 'Counter', font: 'sans', fontSize: '10.5pt',
        blocks: [
          `<h2 style="text-align:center">COUNTER OFFER No. 1</h2>`,
          `<p>This is a counter offer to the Purchase Agreement dated ${fmtDate(f.documentDate, 'us')} on property known as <b>${esc(s.addr())}</b> between ${buyer(s)} ("Buyer") and ${esc(person(f.seller))} ("Seller").</p>`,
          `<p>Seller accepts all terms of the offer with the following changes:</p>`,
          `<p>A. Purchase price to be ${usd(p)}.</p><p>B. Close of escrow on or before ${s.closing('loose')}.</p><p>C. Seller will not make any repairs. Buyer to pay owner's title policy.</p>`,
          `<p>This counter offer expires at 5:00 PM on the third day after it is delivered.</p>`,
          `<div>${sigBlock('Seller', person(f.seller), '', true)}${sigBlock('Buyer acceptance', f.entity ? s.signer() : person(f.borrower), '', true)}</div>`,
          `<p class="small" style="margin-top:14px">Listing agent: ${esc(person(f.appraiser.contact))}, ${fmtPhone(f.appraiser.contact.phone, 'dash')}</p>`,
        ],
      }),
    };
  },
};

export const legalFamilies: Family[] = [residential, assignment, amendment, escrow, counter];
