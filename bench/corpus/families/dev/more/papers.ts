// Papers from the borrower's side of the closing table: a corporation's board resolution authorising the loan, with
// its officers table and the secretary's certificate, and a real-estate agent's addendum to a purchase contract that
// moves the price and the closing date and spells out the buyer's financing.
import type { DealFacts, Family, TruthField } from '../../../types';
import { documentHtml, esc } from '../../../style';
import { statedTruth } from './stated';
import {
  address as addressText, date, ein, entityDescription, fullName, money, moneyLegal, pickAddress, pickDate, upper,
} from '../format';
import { borrowerHome, contractPrice, daysBefore, otherPerson, roundTo, withEntity } from '../common';

export const boardResolutionOfficers: Family = {
  id: 'corporate-board-resolution-officers',
  description: "A corporation's resolutions of the board of directors authorising a mortgage loan, with an officers/incumbency table and the secretary's certificate",
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(base, rng) {
    const facts = withEntity(base, rng, ['Corporation']);
    const { borrower, property, loan, lender } = facts;
    const entity = facts.entity as NonNullable<DealFacts['entity']>;
    const fields: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address', 'loan_amount'];
    const secretary = otherPerson(rng, facts);
    const treasurer = otherPerson(rng, facts);
    const director = otherPerson(rng, facts);
    const title = entity.signatoryTitle;
    const officers: [string, string][] = rng.shuffle([
      [fullName(borrower, rng.chance(0.3)), title],
      [fullName(secretary, false), 'Secretary'],
      ...(rng.chance(0.7) ? [[fullName(treasurer, false), rng.pick(['Treasurer', 'Chief Financial Officer'])] as [string, string]] : []),
    ]);
    const unanimous = rng.chance(0.5);
    const meetingDate = daysBefore(facts.documentDate, rng.int(0, 6));
    const heldOn = pickDate(rng, meetingDate, ['long', 'ordinal']);
    const lienWord = rng.pick(['first-priority mortgage', 'deed of trust', 'first lien mortgage and security agreement']);
    const showEin = entity.ein !== undefined && rng.chance(0.5);
    if (showEin) fields.push('ein');
    const showLoanNo = rng.chance(0.35);
    if (showLoanNo) fields.push('loan_number');
    const showTerms = rng.chance(0.4);
    if (showTerms) fields.push('interest_rate', 'loan_term');
    const resolutions = [
      `WHEREAS, the Board of Directors (the "Board") of ${esc(entityDescription(entity))} (the "Corporation")${showEin ? `, EIN ${ein(entity.ein as string)},` : ''} has determined that it is in the best interests of the Corporation to borrow funds from ${esc(lender.name)} (together with its successors and assigns, the "Lender")${showLoanNo ? `, Loan No. ${loan.loanNumber}` : ''};`,
      `NOW, THEREFORE, BE IT RESOLVED, that the Corporation is authorized to borrow from the Lender the principal sum of ${esc(moneyLegal(rng, loan.amount))} (the "Loan")${showTerms ? `, bearing interest at ${loan.rate.toFixed(3).replace(/0$/, '')}% per annum and maturing ${loan.termMonths} months from the date of funding` : ''}, to be secured by a ${lienWord} encumbering the real property commonly known as ${esc(pickAddress(rng, property.address, ['long', 'longState', 'short']))} (the "Property");`,
      `RESOLVED FURTHER, that ${esc(fullName(borrower, false))}, as ${esc(title)} of the Corporation, acting alone (the "Authorized Officer"), is hereby authorized and directed to execute and deliver, in the name and on behalf of the Corporation, the promissory note, the ${lienWord.replace(/^first-priority |^first lien /, '')}, a guaranty if required, and all other loan documents the Lender may require, with such changes as the Authorized Officer shall approve, such approval to be conclusively evidenced by execution thereof;`,
      `RESOLVED FURTHER, that all actions heretofore taken by any officer or director of the Corporation in connection with the Loan are hereby ratified, confirmed and approved in all respects.`,
    ];
    const table = `<table class="grid" style="width:80%;margin:8px auto"><tr><th>Name</th><th>Office</th><th>Specimen Signature</th></tr>${officers.map(([n, o]) => `<tr><td>${esc(n)}</td><td>${esc(o)}</td><td><span class="scrawl" style="font-size:11pt">${esc(n.split(' ')[0] ?? '')}</span></td></tr>`).join('')}</table>`;
    const certDate = pickDate(rng, facts.documentDate, ['long', 'us', 'ordinal']);
    const page1 = `<div class="center" style="margin-bottom:14px"><div class="b" style="font-size:12.5pt">${esc(upper(entity.name))}</div><div style="font-size:11pt;margin-top:4px">${unanimous ? 'UNANIMOUS WRITTEN CONSENT OF THE BOARD OF DIRECTORS IN LIEU OF A MEETING' : 'RESOLUTIONS OF THE BOARD OF DIRECTORS'}</div><div class="small">${unanimous ? `Effective ${esc(heldOn)}` : `Adopted at a special meeting held ${esc(heldOn)}`}</div></div>
${resolutions.map((r) => `<p style="text-align:justify">${r}</p>`).join('\n')}
<p class="b" style="margin-top:12px">INCUMBENCY</p><p>The following persons are the duly elected officers of the Corporation holding the offices set forth opposite their names:</p>${table}
<p class="b" style="margin-top:12px">SECRETARY'S CERTIFICATE</p>
<p style="text-align:justify">I, ${esc(fullName(secretary, false))}, the duly elected Secretary of the Corporation, certify that the foregoing resolutions were ${unanimous ? `adopted by unanimous written consent of the directors (${esc(fullName(borrower, false))}${rng.chance(0.6) ? `, ${esc(fullName(director, false))}` : ''})` : 'duly adopted by the Board at a meeting at which a quorum was present and acting throughout'}, have not been modified or rescinded, and remain in full force and effect as of ${esc(certDate)}.</p>
<div style="display:flex;gap:50px;margin-top:6px"><div><div><span class="scrawl">${esc(secretary.first)} ${esc(secretary.last)}</span></div><div class="sig" style="margin-top:4px">${esc(fullName(secretary, false))}, Secretary</div></div><div style="border:2px solid #777;border-radius:50%;width:1.1in;height:1.1in;display:flex;align-items:center;justify-content:center;text-align:center;font-size:6.5pt;color:#555">CORPORATE<br>SEAL<br>${esc(entity.stateOfFormation.toUpperCase())}</div></div>`;
    const html = documentHtml({ title: 'Board Resolution', font: 'serif', fontSize: '9.8pt', pages: [page1], page: { margin: '0.6in 0.85in 0.8in', footerLeft: rng.chance(0.5) ? `${esc(lender.name)} — Borrower's Authority` : '' } });
    return { kind: 'html', documentType: 'Entity Document', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const purchaseContractAddendum: Family = {
  id: 'purchase-contract-addendum',
  description: "A realtor-association addendum to a purchase contract: buyer and seller, the property, amended price and closing date, the buyer's financing terms, agents and signatures",
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(base, rng) {
    const price = contractPrice(base, rng);
    const facts: DealFacts = { ...base, property: { ...base.property, purchasePrice: price }, loan: { ...base.loan } };
    const { borrower, entity, property, loan, seller, lender, title } = facts;
    const fields: TruthField[] = ['property_address'];
    const number = rng.int(1, 3);
    const assoc = rng.pick(['Greater Metro Association of REALTORS®', `${property.address.stateName} Association of Realtors®`, 'Regional Multiple Listing Service, Inc.']);
    const buyerName = entity ? `${entity.name}${rng.chance(0.4) ? ' and/or assigns' : ''}` : `${fullName(borrower, rng.chance(0.3))}${rng.chance(0.3) ? ' and/or assigns' : ''}`;
    fields.push(...(entity ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    const oldPrice = price + roundTo(price * (0.02 + rng.next() * 0.05), 1000);
    const contractDate = daysBefore(facts.documentDate, rng.int(10, 40));
    const changes: string[] = [];
    changes.push(`<b>Purchase Price.</b> The Purchase Price is reduced from ${money(oldPrice, 'dollars')} to ${money(price, 'dollars')}${rng.chance(0.5) ? ' following Buyer\'s inspection' : ''}.`);
    if (rng.chance(0.8)) {
      changes.push(`<b>Closing Date.</b> The Closing Date is ${rng.pick(['extended to', 'changed to', 'amended to'])} ${pickDate(rng, loan.closingDate, ['long', 'us', 'ordinal'])}, or sooner by mutual agreement.`);
      fields.push('estimated_closing_date');
    }
    const financingAmount = rng.chance(0.8);
    if (financingAmount) {
      const showRate = rng.chance(0.4);
      changes.push(`<b>Financing.</b> Buyer's obligation is contingent upon Buyer obtaining a business-purpose loan from ${esc(lender.name)} or another lender of Buyer's choice in the amount of ${money(loan.amount, 'dollars')}${showRate ? ', on terms acceptable to Buyer in its sole discretion' : ''}. Buyer shall apply within ${rng.int(3, 7)} days.`);
      fields.push('loan_amount');
    } else {
      changes.push('<b>Financing.</b> Paragraph 5 (Financing Contingency) is deleted; this is a cash-equivalent offer and Buyer may use private financing at its sole option.');
    }
    changes.push(`<b>Repairs.</b> Seller shall credit Buyer ${money(roundTo(price * 0.01, 250), 'dollars')} at closing in lieu of repairs.`);
    if (rng.chance(0.5)) changes.push(`<b>Title.</b> Title and escrow shall be handled by ${esc(title.name)}.`);
    const agents = `<table class="grid small" style="width:100%;margin-top:10px"><tr><th>Listing Agent</th><th>Buyer's Agent</th></tr><tr><td>${esc(fullName(otherPerson(rng, facts), false))}, ${rng.pick(['Keller Realty Partners', 'Coldwell Homes Group', 'RE/MAX Premier', 'eXp Realty'])}</td><td>${esc(fullName(otherPerson(rng, facts), false))}, ${rng.pick(['Compass Metro', 'Century Realty', 'Redfin', 'HomeSmart'])}</td></tr></table>`;
    const buyerSig = entity
      ? `<div><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></div><div class="sig" style="margin-top:4px">BUYER: ${esc(entity.name)}<br>By: ${esc(fullName(borrower, false))}, its ${esc(entity.signatoryTitle)}</div>`
      : `<div><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></div><div class="sig" style="margin-top:4px">BUYER: ${esc(fullName(borrower, false))}</div>`;
    const sellerSig = `<div><span class="scrawl">${esc(seller.first)} ${esc(seller.last)}</span></div><div class="sig" style="margin-top:4px">SELLER: ${esc(fullName(seller, false))}</div>`;
    const sigDates = `<div class="small">Date: ${date(facts.documentDate, 'us')}</div>`;
    const html = documentHtml({
      title: 'Addendum',
      font: rng.pick(['serif', 'sans'] as const),
      fontSize: '9.8pt',
      page: { margin: '0.6in 0.8in 0.8in', footerLeft: `${esc(assoc)} &middot; Form ${rng.pick(['ADD-1', 'A-14', 'CA-22'])} (rev. ${rng.int(1, 12)}/${rng.int(19, 24)}) &middot; Buyer's initials ____ Seller's initials ____` },
      pages: [`<div class="center"><div class="small">${esc(assoc)}</div><div class="b" style="font-size:13pt;margin:4px 0">ADDENDUM NO. ${number} TO PURCHASE AND SALE AGREEMENT</div></div>
<p style="margin-top:10px">This Addendum is made part of the Purchase and Sale Agreement dated ${pickDate(rng, contractDate, ['long', 'us'])} (the "Agreement") between <b>${esc(buyerName)}</b> ("Buyer") and <b>${esc(fullName(seller, false))}</b> ("Seller") for the property located at <b>${esc(pickAddress(rng, property.address, ['short', 'long', 'upper', 'longState']))}</b> (the "Property"). Notwithstanding anything in the Agreement to the contrary, the parties agree as follows:</p>
<ol>${changes.map((c) => `<li style="margin-bottom:6px">${c}</li>`).join('')}</ol>
<p>All other terms of the Agreement remain unchanged. This Addendum may be signed in counterparts and delivered electronically.</p>
<div style="display:flex;gap:40px;margin-top:10px"><div>${buyerSig}${sigDates}</div><div>${sellerSig}${sigDates}</div></div>
${agents}
<p class="small" style="margin-top:8px">Earnest money of ${money(roundTo(price * 0.01, 500), 'dollars')} held by ${esc(title.name)}. ${esc(addressText(title.address, 'short'))}.</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const trustExistenceCertificate: Family = {
  id: 'trust-existence-authority-certificate',
  description: "A trustee's notarised 'Certificate of Trust Existence and Authority' for a lender: trust name and date, settlors, acting and successor trustees, powers to borrow and encumber, the property, a notary acknowledgment",
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(base, rng) {
    const withTrust = withEntity(base, rng, ['Trust']);
    const facts: DealFacts = { ...withTrust, entity: { ...(withTrust.entity as NonNullable<DealFacts['entity']>), signatoryTitle: 'Trustee' } };
    const { borrower, property, loan, lender } = facts;
    const entity = facts.entity as NonNullable<DealFacts['entity']>;
    const fields: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address'];
    const successor = otherPerson(rng, facts, rng.chance(0.6));
    const spouse = otherPerson(rng, facts, true);
    const jointSettlors = rng.chance(0.5);
    const trustDate = entity.trustDate ?? daysBefore(facts.documentDate, 3000);
    const stateName = property.address.stateName;
    const notary = otherPerson(rng, facts);
    const showTin = entity.ein !== undefined && rng.chance(0.6);
    if (showTin) fields.push('ein');
    const showAmount = rng.chance(0.5);
    if (showAmount) fields.push('loan_amount');
    const paras = [
      `The undersigned, ${esc(fullName(borrower, rng.chance(0.4)))}, being first duly sworn, certifies to ${esc(lender.name)}, its successors and assigns ("Lender"), as follows:`,
      `1. <b>Existence.</b> ${esc(entity.name)} (the "Trust") was validly created under a trust instrument dated ${esc(pickDate(rng, trustDate, ['long', 'ordinal']))} and exists under the laws of the State of ${esc(stateName)}. The Trust has not been revoked, modified or amended in any manner that would cause the representations in this certificate to be incorrect.`,
      `2. <b>Settlor${jointSettlors ? 's' : ''}.</b> The settlor${jointSettlors ? 's' : ''} of the Trust ${jointSettlors ? `are ${esc(fullName(borrower, false))} and ${esc(fullName(spouse, false))}` : `is ${esc(fullName(borrower, false))}`}.`,
      `3. <b>Currently Acting Trustee.</b> The currently acting trustee of the Trust is ${esc(fullName(borrower, false))}${rng.chance(0.5) ? `, whose address is ${esc(addressText(borrowerHome(rng, facts), 'short'))}` : ''}. The trustee may act alone${jointSettlors ? ', the co-trustee having resigned in writing' : ''}.`,
      `4. <b>Successor Trustee.</b> Upon the death, resignation or incapacity of the acting trustee, ${esc(fullName(successor, false))} shall serve as successor trustee. No successor trustee is presently acting, and the successor trustee has no authority with respect to the loan described below.`,
      `5. <b>Powers.</b> The trustee has full power under the trust instrument to acquire, sell, convey, borrow money, and encumber Trust property, including the real property commonly known as ${esc(pickAddress(rng, property.address, ['long', 'short', 'longState']))} (the "Property")${showAmount ? `, as security for a loan from Lender in the original principal amount of ${esc(money(loan.amount, rng.pick(['dollars', 'cents'] as const)))}` : ''}.`,
      `6. <b>Title.</b> Title to Trust assets is to be taken as "${esc(fullName(borrower, false))}, Trustee of ${esc(trustWithDateText(entity.name, trustDate))}".${showTin ? ` The Trust's taxpayer identification number is ${ein(entity.ein as string)}.` : ''}`,
      `7. <b>Reliance.</b> Lender may rely on this certificate without examining the trust instrument, and the undersigned will indemnify Lender for any loss arising from its inaccuracy.`,
    ];
    const notarial = `<div style="border:1px solid #666;padding:8px 10px;margin-top:14px;font-size:8.5pt"><div class="b">ACKNOWLEDGMENT</div>
State of ${esc(stateName)} )<br>County of ________________ ) ss.<br>
On ${esc(pickDate(rng, facts.documentDate, ['long', 'us']))}, before me, ${esc(fullName(notary, false))}, Notary Public, personally appeared ${esc(fullName(borrower, false))}, proved to me on the basis of satisfactory evidence to be the person whose name is subscribed to the within instrument, and acknowledged that he/she executed the same in his/her authorized capacity.<br>
<div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:10px"><div><div><span class="scrawl" style="font-size:12pt">${esc(notary.first)} ${esc(notary.last)}</span></div><div class="sig" style="margin-top:2px">Notary Public &middot; Commission expires ${esc(date(daysBefore(facts.documentDate, -rng.int(200, 1200)), 'us'))}</div></div><div style="border:1.5px solid #444;padding:6px 10px;font-size:7pt;text-align:center">${esc(upper(fullName(notary, false)))}<br>NOTARY PUBLIC<br>STATE OF ${esc(upper(stateName))}<br>Comm. #${rng.int(1000000, 9999999)}</div></div></div>`;
    const html = documentHtml({
      title: 'Certificate of Trust',
      font: rng.pick(['serif', 'mono'] as const),
      fontSize: '9.3pt',
      page: { margin: '0.6in 0.85in 0.8in', footerLeft: rng.chance(0.5) ? `Prepared at the request of ${esc(lender.name)}` : '' },
      pages: [`<div class="center b" style="font-size:12.5pt;margin-bottom:2px">CERTIFICATE OF TRUST EXISTENCE AND AUTHORITY</div><div class="center small" style="margin-bottom:12px">(${rng.pick(['Trustee\'s Certification', 'Certification of Trust', 'Affidavit of Trustee'])} for Lender)</div>
${paras.map((p) => `<p style="text-align:justify">${p}</p>`).join('\n')}
<div style="margin-top:10px"><div><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></div><div class="sig" style="margin-top:4px">${esc(fullName(borrower, false))}, Trustee</div><div class="small">Dated: ${esc(date(facts.documentDate, rng.pick(['long', 'us'] as const)))}</div></div>
${notarial}`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: statedTruth(facts, fields) };
  },
};

function trustWithDateText(name: string, iso: string): string {
  return `${name} dated ${date(iso, 'long')}`;
}
