// set-ag text PDFs, part 2: what comes in (broker threads, call notes, texts, borrower e-mails), entity papers,
// contracts and valuations.
import type { Family } from '../../../types';
import {
  ne, Fields, who, idFields, borrowerLine, propWords, feeRows, prepayText, attorney, person, addr, registry, otherPerson,
  money, moneyLegal, pickMoney, pickRate, pickTerm, pickDate, pickPhone, loanTypeWords, purposeWords, exitWords, esc,
  documentHtml, kvTable, letterhead, accent, einFmt, emailAsTyped, flow, isTrust, checkboxes, shortDate, fullName, titleCase,
} from './lib';

const brokerThread: Family = {
  id: 'ag-broker-email-thread-fwd',
  description: 'Broker forwards the borrower\'s own e-mail to the lender with a deal summary on top; thread printed from Gmail.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const br = d.broker.contact;
    const lc = d.lender.contact;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'property_type', 'loan_amount', 'credit_score');
    if (d.entity) f.add('entity_name');
    const summary: string[] = [
      `Borrower: ${esc(d.entity ? `${d.entity.name} &ndash; ${who(d)}` : who(d))}`,
      `Property: ${esc(addr(d, rng))} (${esc(propWords(d, rng))})`,
      p.purchasePrice ? `Purchase price: ${pickMoney(rng, p.purchasePrice, ['k', 'dollars'])}` : `Owned since ${rng.int(2008, 2021)}`,
      `Loan request: ${pickMoney(rng, l.amount, ['k', 'dollars'])} ${esc(loanTypeWords(rng, l.type))}`,
      `Credit: mid score ${b.creditScore}`,
    ];
    f.add('loan_type');
    if (rng.chance(0.6)) {
      summary.push(`Value: ${pickMoney(rng, p.value, ['k', 'dollars'])} (${rng.pick(['BPO', 'broker opinion', 'Zillow says more lol', 'last appraisal'])})`);
      f.add('property_value');
    }
    if (rng.chance(0.6)) {
      summary.push(`Term wanted: ${esc(pickTerm(rng, l.termMonths, ['months', 'mo', 'years']))}`);
      f.add('loan_term');
    }
    if (l.exit) {
      summary.push(`Exit: ${esc(exitWords(rng, l.exit))}`);
      f.add('exit_strategy');
    }
    if (rng.chance(0.5)) {
      summary.push(`Needs to close by ${pickDate(rng, l.closingDate, ['us', 'usShort', 'long'])}`);
      f.add('estimated_closing_date');
    }
    let phoneBit = '';
    if (rng.chance(0.6)) {
      phoneBit = `<br>${pickPhone(rng, b.phone)}`;
      f.add('borrower_phone');
    }
    const html = documentHtml({
      title: 'Fwd: new deal', font: 'sans', fontSize: '9.5pt',
      css: '.hd{font-size:8.5pt;color:#333;border-bottom:1px solid #ccc;margin:10px 0 6px;padding-bottom:4px}',
      pages: [`<div style="font-size:8pt;color:#777">Gmail &ndash; Fwd: ${esc(p.address.city)} deal &ndash; ${esc(b.last)}</div>
<div class="hd"><b>${esc(br.first)} ${esc(br.last)}</b> &lt;${esc(br.email)}&gt;<br>to ${esc(lc.first)} ${esc(lc.last)} &lt;${esc(lc.email)}&gt;<br>${pickDate(rng, d.documentDate, ['abbr', 'long'])}, ${rng.int(7, 11)}:${String(rng.int(10, 59))} AM</div>
<p>${esc(lc.first)}, see below from my client. Quick summary:</p>
<ul>${summary.map((s) => `<li>${s}</li>`).join('')}</ul>
<p>Appraiser we usually use is ${esc(d.appraiser.contact.first)} at ${esc(d.appraiser.name)} if you're ok with that. Let me know rate + points and I'll get you the app.</p>
<p>${esc(br.first)}<br>${esc(d.broker.name)} | ${pickPhone(rng, br.phone)}</p>
<div class="hd">---------- Forwarded message ---------<br>From: <b>${esc(fullName(b, false))}</b> &lt;${esc(emailAsTyped(rng, b.email))}&gt;<br>Date: ${pickDate(rng, d.documentDate, ['abbr'])}<br>Subject: ${esc(p.address.street)}<br>To: ${esc(br.email)}</div>
<p>Hi ${esc(br.first)}, ${rng.pick(['tudo bem?', 'how are you', 'good morning'])} the ${esc(propWords(d, rng).toLowerCase())} on ${esc(p.address.street.replace(/^[\d-]+ /, ''))} ${p.purchasePrice ? 'accepted my offer' : 'I want to take money out to fix the porches'}. ${rng.pick(['My accountant says use the trust.', 'Please call me after 5, I am at work.', 'My daughter can help with the papers.', ''])} Thank you${phoneBit ? '' : '!'}</p>
<p>${esc(b.first)}${phoneBit}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: f.truth() };
  },
};

const callNotes: Family = {
  id: 'ag-originator-call-log',
  description: 'Originator\'s typed call log: timestamps, abbreviations (w/, b/c, approx, TBD), interpreter notes, next steps.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount');
    const notes: string[] = [];
    const t = () => `${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    notes.push(`${shortDate(rng, d.documentDate)} ${t()} &mdash; inbound call, ${esc(fullName(b, false))}, cell ${pickPhone(rng, b.phone, ['dash', 'dot', 'paren'])}. ${rng.pick(['Spoke Portuguese, Fatima (our office) translated.', 'Son on the line to translate (Kriolu).', 'English fine.', 'Referred by past client.'])}`);
    notes.push(`Property: ${esc(addr(d, rng))}. ${esc(propWords(d, rng))}${p.units ? `, ${p.units} units` : ''}. ${p.purchasePrice ? `Under agreement at ${pickMoney(rng, p.purchasePrice, ['k'])}.` : 'Owns free & clear? &mdash; confirm w/ title rundown.'}`);
    f.add('property_type');
    notes.push(`Wants approx ${pickMoney(rng, l.amount, ['k', 'dollars'])}; ${esc(loanTypeWords(rng, l.type).toLowerCase())}.`);
    f.add('loan_type');
    if (rng.chance(0.6)) {
      notes.push(`Thinks it's worth ${pickMoney(rng, p.value, ['k'])} as-is (has a BPO from his realtor).`);
      f.add('property_value');
    }
    if (rng.chance(0.5)) {
      notes.push(`Credit: says ~${b.creditScore}, will pull soft.`);
      f.add('credit_score');
    }
    if (d.entity) {
      notes.push(`Title in ${esc(d.entity.name)}; he is ${esc(d.entity.signatoryTitle.toLowerCase() === 'trustee' ? 'the trustee' : `the ${d.entity.signatoryTitle}`)}. Need ${isTrust(d) ? 'trustee cert + schedule of beneficiaries' : 'cert of org + OA'}.`);
      f.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    }
    if (l.exit) {
      notes.push(`Exit: ${esc(exitWords(rng, l.exit).toLowerCase())}.`);
      f.add('exit_strategy');
    }
    if (rng.chance(0.5)) {
      notes.push(`Quoted ${pickRate(rng, l.rate, ['plain', 'fixed2'])} / ${esc(pickTerm(rng, l.termMonths, ['mo', 'months']))}, he is ok w/ it.`);
      f.add('interest_rate', 'loan_term');
    }
    notes.push(`${shortDate(rng, d.documentDate)} ${t()} &mdash; called broker ${esc(d.broker.contact.first)} ${esc(d.broker.contact.last)} (${pickPhone(rng, d.broker.contact.phone)}) to confirm he's not also shopping it. He is, a little.`);
    if (rng.chance(0.5)) {
      notes.push(`Target closing ${shortDate(rng, l.closingDate)} w/ atty ${esc(d.title.contact.last)}.`);
      f.add('estimated_closing_date');
    }
    notes.push('Next: send app + 4506-C, order appraisal after deposit.');
    const html = documentHtml({
      title: 'Call log', font: 'mono', fontSize: '9pt',
      pages: [`<div style="font-weight:bold">CALL LOG / ${esc(b.last.toUpperCase())} / ${esc(p.address.city.toUpperCase())}</div><div class="small">${esc(d.lender.name)} &ndash; entered by ${esc(d.lender.contact.first.toLowerCase())}</div><hr>
${notes.map((n) => `<p style="margin:0 0 7px">&bull; ${n}</p>`).join('')}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: f.truth() };
  },
};

const sms: Family = {
  id: 'ag-text-thread-export',
  description: 'Text message thread exported to PDF (bubbles, timestamps), borrower texting the originator with deal bits.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const a = p.address;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount');
    const them: string[] = [
      `hi this is ${esc(b.first)} ${esc(b.last)}, ${esc(d.broker.contact.first)} gave me ur number`,
      `${esc(a.street)} ${esc(a.city)} ${esc(a.zip)}${a.unit ? ` ${esc(a.unit.toLowerCase())}` : ''}`,
      p.purchasePrice ? `buying for ${money(p.purchasePrice, 'bare')} need ${pickMoney(rng, l.amount, ['k', 'bare', 'dollars'])}` : `i need ${pickMoney(rng, l.amount, ['k', 'dollars'])} to fix and pay off the old loan`,
    ];
    const me: string[] = ['Hi! Thanks for reaching out. What\'s the address?', 'Got it. Who\'s your attorney?', 'Send me your email and I\'ll send the app.'];
    if (rng.chance(0.6)) {
      them.push(`its worth ${pickMoney(rng, p.value, ['k', 'bare'])} easy`);
      f.add('property_value');
    }
    them.push(`${esc(d.title.contact.first)} ${esc(d.title.contact.last)} the lawyer in ${esc(a.city)}`);
    if (rng.chance(0.7)) {
      them.push(esc(emailAsTyped(rng, b.email)));
      f.add('borrower_email');
    }
    if (rng.chance(0.4)) {
      them.push(`closing is ${pickDate(rng, l.closingDate, ['usShort', 'us'])} can u do it`);
      f.add('estimated_closing_date');
    }
    const order = them.map((m, i) => [m, me[i]] as const);
    const bubbles = order.map(([m, r]) => `<div class="l">${m}</div>${r ? `<div class="r">${esc(r)}</div>` : ''}`).join('');
    const html = documentHtml({
      title: 'Messages', font: 'sans', fontSize: '10pt',
      css: '.l,.r{max-width:62%;padding:6px 10px;border-radius:14px;margin:6px 0;clear:both}.l{background:#e5e5ea;float:left}.r{background:#0a84ff;color:#fff;float:right}.wrap{overflow:hidden}',
      pages: [`<div style="text-align:center;border-bottom:1px solid #ccc;padding-bottom:6px"><b>${esc(b.first)} ${esc(b.last[0] ?? '')}. (new lead)</b><br><span class="small">${pickPhone(rng, b.phone, ['intl', 'paren', 'dash'])}</span></div>
<div class="small center" style="margin-top:8px">${pickDate(rng, d.documentDate, ['abbr'])} ${rng.int(6, 9)}:${String(rng.int(10, 59))} PM</div>
<div class="wrap">${bubbles}</div>
<p class="small" style="margin-top:16px">Exported from ${esc(d.lender.contact.first)}'s phone for the deal file &ndash; ${esc(d.lender.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: f.truth() };
  },
};

const trusteeCert: Family = {
  id: 'ag-trustee-certificate-184-35',
  description: 'Massachusetts-style Trustee\'s Certificate (c.184 §35) for a realty/nominee trust borrower authorising the mortgage; notary block.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng, 'Trust');
    const e = d.entity;
    if (!e) throw new Error('trust expected');
    const l = d.loan;
    const f = new Fields(d).add(...idFields(d), 'property_address', 'loan_amount');
    const benef = otherPerson(rng, d.borrower.last);
    const book = rng.int(30000, 72000);
    const notary = otherPerson(rng, d.borrower.last);
    const einLine = e.ein && rng.chance(0.7) ? (f.add('ein'), `<p>5. The Trust's federal taxpayer identification number is ${einFmt(e.ein)}.</p>`) : '';
    const dated = e.trustDate ? pickDate(rng, e.trustDate, ['long', 'ordinal']) : '';
    const html = documentHtml({
      title: 'Trustee Certificate', font: 'serif', fontSize: '10.5pt',
      pages: [`<h2 class="center" style="font-size:13pt">TRUSTEE'S CERTIFICATE</h2><p class="center">(Pursuant to M.G.L. c. 184, § 35)</p>
<p>I, ${esc(fullName(d.borrower, rng.chance(0.5)))}, ${rng.chance(0.5) ? 'being the sole Trustee' : 'Trustee'} of the <b>${esc(e.name)}</b> under Declaration of Trust dated ${esc(dated)}, recorded with the ${esc(registry(d))} in Book ${book}, Page ${rng.int(1, 380)} (the "Trust"), hereby certify as follows:</p>
<p>1. I am the duly appointed and currently acting Trustee of the Trust, and the Trust is in full force and effect and has not been amended or revoked.</p>
<p>2. The beneficiaries of the Trust, being all of the beneficiaries (${esc(fullName(d.borrower, false))} and ${esc(benef.first)} ${esc(benef.last)}), have directed the Trustee in writing to borrow from ${esc(d.lender.name)}, its successors and assigns, the principal sum of ${moneyLegal(rng, l.amount)} and to grant a first mortgage on the real property known and numbered as ${esc(addr(d, rng))} (the "Premises").</p>
<p>3. The Trustee has full power and authority under the Declaration of Trust to execute and deliver the note, mortgage, assignment of leases and rents and all other documents required by the lender, and no other person's signature is required.</p>
<p>4. No beneficiary is a minor, incompetent, or under any legal disability.</p>
${einLine}
<p>Signed under the pains and penalties of perjury this ${pickDate(rng, d.documentDate, ['ordinal']).replace(/^the /, '')}.</p>
<p><span class="sig">${esc(fullName(d.borrower, false))}, ${esc(e.signatoryTitle)}</span></p>
<div style="border:1px solid #999;padding:8px;margin-top:16px;font-size:9pt">COMMONWEALTH OF ${esc(d.property.address.stateName.toUpperCase())}<br>County of ____________, ss.<br>On this ____ day of __________, before me, the undersigned notary public, personally appeared ${esc(fullName(d.borrower, false))}, proved to me through satisfactory evidence of identification, which was a ${rng.pick(['Massachusetts driver\'s license', 'U.S. passport', 'Cabo Verde passport', 'Portuguese Cartão de Cidadão'])}, to be the person whose name is signed above, and acknowledged to me that he/she signed it voluntarily for its stated purpose, as Trustee.<br><br>________________________ Notary Public: ${esc(notary.first)} ${esc(notary.last)}<br>My commission expires: ${pickDate(rng, `${Number(d.documentDate.slice(0, 4)) + rng.int(1, 6)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, ['us'])}</div>
<p class="small" style="margin-top:10px">Return to: ${esc(attorney(d).firm)}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: f.truth() };
  },
};

const membersVote: Family = {
  id: 'ag-llc-written-consent-to-borrow',
  description: 'Unanimous written consent of the members of an LLC to borrow and mortgage; member list with percentages; manager authorised.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng, 'LLC');
    const e = d.entity;
    if (!e) throw new Error('llc expected');
    const l = d.loan;
    const f = new Fields(d).add(...idFields(d), 'property_address', 'loan_amount');
    const other = otherPerson(rng, d.borrower.last);
    const pct = rng.pick([50, 51, 60, 75, 90]);
    const rateBit = rng.chance(0.5) ? (f.add('interest_rate', 'loan_term'), ` bearing interest at ${esc(pickRate(rng, l.rate, ['perAnnum', 'fixed2']))} for a term of ${esc(pickTerm(rng, l.termMonths, ['legal', 'months']))}`) : '';
    const einBit = e.ein && rng.chance(0.5) ? (f.add('ein'), ` (EIN ${einFmt(e.ein)})`) : '';
    const html = documentHtml({
      title: 'Written Consent', font: 'serif', fontSize: '10.5pt',
      pages: [`<h3 class="center">WRITTEN CONSENT OF THE MEMBERS<br>OF<br>${esc(e.name.toUpperCase())}${einBit}</h3>
<p class="center small">a ${esc(e.stateOfFormation)} limited liability company &mdash; in lieu of a special meeting</p>
<p>The undersigned, being all of the Members of ${esc(e.name)} (the "Company"), hereby consent to and adopt the following votes:</p>
<p><b>VOTED:</b> That the Company borrow from ${esc(d.lender.name)} the sum of ${moneyLegal(rng, l.amount)}${rateBit}, to be secured by a first mortgage on the Company's property at ${esc(addr(d, rng))};</p>
<p><b>VOTED:</b> That ${esc(fullName(d.borrower, false))}, as ${esc(e.signatoryTitle)} of the Company, acting alone, is authorized to sign, seal and deliver the promissory note, mortgage, assignment of leases and rents, UCC financing statements, closing statements and any other instrument the lender or its closing attorney requires;</p>
<p><b>VOTED:</b> That all acts previously taken by the ${esc(e.signatoryTitle)} in connection with the loan are ratified.</p>
<table class="grid" style="margin-top:12px"><tr><th>Member</th><th>Percentage Interest</th><th>Signature</th></tr>
<tr><td>${esc(fullName(d.borrower, false))}</td><td>${pct}%</td><td style="height:34px"></td></tr>
<tr><td>${esc(other.first)} ${esc(other.last)}</td><td>${100 - pct}%</td><td></td></tr></table>
<p style="margin-top:10px">Dated: ${pickDate(rng, d.documentDate)}</p>
<p class="small">A true copy, attest: _____________________, ${esc(other.first)} ${esc(other.last)}, ${rng.pick(['Member', 'Secretary', 'Clerk'])}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: f.truth() };
  },
};

const psa: Family = {
  id: 'ag-ma-standard-purchase-and-sale',
  description: 'Standard-form Purchase and Sale Agreement with numbered clauses, mortgage contingency, Registry closing, lead-paint and smoke-detector clauses.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const s = d.seller;
    const e = d.entity;
    const f = new Fields(d).add('property_address', 'loan_amount', 'estimated_closing_date');
    if (e) f.add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    else f.add('borrower_first_name', 'borrower_last_name');
    const price = p.purchasePrice ?? Math.round(p.value * 0.95 / 1000) * 1000;
    const dep = Math.round(price * 0.05 / 500) * 500;
    const buyer = e ? (isTrust(d) ? `${fullName(d.borrower, false)}, Trustee of the ${e.name}` : `${e.name}`) : fullName(d.borrower, true);
    const rateBit = rng.chance(0.3) ? (f.add('interest_rate'), ` at a rate not to exceed ${pickRate(rng, l.rate, ['fixed2', 'plain'])} per annum`) : ' at prevailing rates, terms and conditions';
    const clauses = [
      `<p><b>1. PARTIES AND MAILING ADDRESSES.</b> ${esc(fullName(s, true))}, of ${esc(p.address.city)}, ${esc(p.address.stateName)}, hereinafter called the SELLER, agrees to SELL and ${esc(buyer)}, hereinafter called the BUYER or PURCHASER, agrees to BUY, upon the terms hereinafter set forth, the following described premises:</p>`,
      `<p><b>2. DESCRIPTION.</b> The land with the buildings thereon known as ${esc(addr(d, rng))}, being the same premises described in deed recorded with the ${esc(registry(d))}${p.type === 'Condo' ? `, being a unit in the condominium established by Master Deed recorded in Book ${rng.int(20000, 70000)}, Page ${rng.int(1, 300)}` : ''}.</p>`,
      `<p><b>3. BUILDINGS, STRUCTURES, IMPROVEMENTS, FIXTURES.</b> Included are all storm windows, screens, heating and plumbing fixtures, ${p.units === 3 ? 'three (3) gas ranges, ' : ''}hot water heaters, and wall-to-wall carpeting.</p>`,
      `<p><b>4. TITLE DEED.</b> Said premises are to be conveyed by a good and sufficient quitclaim deed running to the BUYER, or to the nominee designated by the BUYER by written notice to the SELLER at least seven (7) days before the deed is to be delivered.</p>`,
      `<p><b>6. PURCHASE PRICE.</b> The agreed purchase price for said premises is ${money(price, 'dollars')} dollars, of which ${money(dep, 'dollars')} has been paid as a deposit this day and the balance is to be paid at the time of delivery of the deed by certified, cashier's, treasurer's or bank check(s) or by wire.</p>`,
      `<p><b>7. TIME FOR PERFORMANCE; DELIVERY OF DEED.</b> Such deed is to be delivered at 10:00 o'clock A.M. on ${pickDate(rng, l.closingDate, ['long', 'ordinal'])}, at the ${esc(registry(d))}, unless otherwise agreed upon in writing. It is agreed that time is of the essence of this agreement.</p>`,
      `<p><b>18. BROKER(S).</b> ${esc(d.broker.name)} (listing) and the BUYER's agent. Commission per separate agreement.</p>`,
      `<p><b>21. DEPOSIT.</b> All deposits shall be held in escrow by ${esc(attorney(d).firm)}, as escrow agent, subject to the terms of this agreement.</p>`,
      `<p><b>26. BUYER'S FINANCING.</b> In order to help finance the acquisition of said premises, the BUYER shall apply for a conventional or private bank or other institutional mortgage loan of ${pickMoney(rng, l.amount, ['dollars', 'cents'])}${rateBit}. If, despite the BUYER's diligent efforts, a commitment for such loan cannot be obtained on or before ${pickDate(rng, d.documentDate, ['long'])} plus twenty-one days, the BUYER may terminate this agreement.</p>`,
      `<p><b>31. LEAD PAINT LAW.</b> The parties acknowledge that, under ${esc(p.address.stateName)} law (in Massachusetts, M.G.L. c.111 §197), whenever a child or children under six years of age resides in any residential premises in which any paint, plaster or other accessible material contains dangerous levels of lead, the owner must remove or cover said paint.</p>`,
      `<p><b>32. SMOKE DETECTORS.</b> The SELLER shall, at the time of the delivery of the deed, deliver a certificate from the fire department of the city or town in which said premises are located stating that said premises have been equipped with approved smoke and carbon monoxide detectors.</p>`,
      `<p style="margin-top:14px">Executed as a sealed instrument in multiple counterparts.</p><table style="width:100%"><tr><td><span class="sig">SELLER: ${esc(fullName(s, false))}</span><br>${pickPhone(rng, s.phone)}</td><td><span class="sig">BUYER: ${esc(e ? `${e.name}, by ${fullName(d.borrower, false)}, ${e.signatoryTitle}` : fullName(d.borrower, false))}</span></td></tr></table>`,
    ];
    const html = documentHtml({
      title: 'Purchase and Sale Agreement', font: 'serif', fontSize: '9.5pt',
      pages: flow([`<h2 class="center" style="font-size:13pt">STANDARD FORM<br>PURCHASE AND SALE AGREEMENT</h2><p class="center small">This ${pickDate(rng, d.documentDate, ['ordinal']).replace(/^the /, '')}</p>`, ...clauses], { charsPerLine: 100, linesPerPage: 44 }),
      page: { pageNumbers: true, footerLeft: 'Initials: Seller ____ Buyer ____' },
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: f.truth() };
  },
};

const appraisal1025: Family = {
  id: 'ag-small-income-appraisal-summary',
  description: 'Small residential income property appraisal (1025-style) subject, income and reconciliation pages; comparables and rents as distractors.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const a = p.address;
    const ap = d.appraiser.contact;
    const f = new Fields(d).add('property_address', 'property_type', 'property_value');
    let borrowerBox: string;
    if (d.entity && rng.chance(0.6)) {
      borrowerBox = esc(d.entity.name);
      f.add('entity_name');
    } else {
      borrowerBox = esc(fullName(d.borrower, false));
      f.add('borrower_first_name', 'borrower_last_name');
    }
    const caseNo = rng.chance(0.6) ? (f.add('loan_number'), l.loanNumber) : '';
    const cell = (lab: string, val: string, w = '25%') => `<td style="width:${w}"><div class="lb">${lab}</div>${val}</td>`;
    const comps = Array.from({ length: 3 }, (_, i) => {
      const price = Math.round(p.value * (0.9 + rng.next() * 0.2) / 1000) * 1000;
      return `<tr><td>Comp ${i + 1}</td><td>${rng.int(10, 400)} ${rng.pick(['Bowdoin St', 'Dexter St', 'Columbia Rd', 'Broad St', 'Lowell St', 'Park St'])}</td><td>${money(price, 'dollars')}</td><td>${(rng.next() * 1.4 + 0.1).toFixed(2)} mi</td><td>${rng.int(1, 11)}/${String(Number(d.documentDate.slice(2, 4)) - (i === 0 ? 0 : 1))}</td></tr>`;
    }).join('');
    const rentPer = Math.round(p.value * 0.0028 / 25) * 25;
    const html = documentHtml({
      title: 'Appraisal', font: 'condensed', fontSize: '8.5pt',
      css: '.lb{font-size:6.5pt;color:#444;text-transform:uppercase}.grid td{height:26px}',
      pages: [`<div style="display:flex;justify-content:space-between"><b style="font-size:11pt">Small Residential Income Property Appraisal Report</b><span>File # ${rng.int(24000, 26999)}-${rng.int(100, 999)}</span></div>
<p class="small">The purpose of this summary appraisal report is to provide the lender/client with an accurate, and adequately supported, opinion of the market value of the subject property.</p>
<table class="grid">
<tr>${cell('Property Address', esc(a.street + (a.unit ? ` ${a.unit}` : '')), '40%')}${cell('City', esc(a.city))}${cell('State', esc(a.state), '10%')}${cell('Zip Code', esc(a.zip))}</tr>
<tr>${cell('Borrower', borrowerBox, '40%')}${cell('Owner of Public Record', esc(p.purchasePrice ? fullName(d.seller, false) : borrowerBox))}${cell('County', esc(registry(d).replace(/ Registry of Deeds|Land (Evidence )?Records of the /g, '')), '35%')}</tr>
<tr>${cell('Assessor\'s Parcel #', `${rng.int(1000, 9999)}-${rng.int(100, 999)}`, '40%')}${cell('Lender/Client', esc(d.lender.name))}${cell('Lender case no.', esc(caseNo), '35%')}</tr>
<tr>${cell('Assignment Type', p.purchasePrice ? '☒ Purchase ☐ Refinance' : '☐ Purchase ☒ Refinance', '40%')}${cell('Contract Price', p.purchasePrice ? money(p.purchasePrice, 'dollars') : 'n/a')}${cell('Property type', esc(propWords(d, rng)), '35%')}</tr>
<tr>${cell('Units / Year built', `${p.units ?? 1} / ${p.yearBuilt ?? ''}`, '40%')}${cell('GBA', `${p.squareFeet ?? ''} sf`)}${cell('Condition', rng.pick(['C3', 'C4', 'C4 (dated kitchens)']), '35%')}</tr>
</table>
<p style="margin-top:8px"><b>Sales Comparison Approach</b></p>
<table class="grid"><tr><th></th><th>Address</th><th>Sale Price</th><th>Proximity</th><th>Date</th></tr>${comps}</table>
<p style="margin-top:8px"><b>Income Approach</b> &mdash; estimated monthly market rent ${money(rentPer * (p.units ?? 1), 'dollars')} x GRM ${rng.int(120, 170)}</p>
<p style="margin-top:8px;border:1px solid #333;padding:6px"><b>RECONCILIATION.</b> Based on a complete visual inspection of the interior and exterior areas of the subject property, defined scope of work, statement of assumptions and limiting conditions, and appraiser's certification, my (our) opinion of the market value, as defined, of the real property that is the subject of this report is <b>${pickMoney(rng, p.value, ['dollars', 'cents'])}</b>, as of ${pickDate(rng, d.documentDate, ['us'])}, which is the date of inspection and the effective date of this appraisal.</p>
${p.arv ? `<p>Prospective value upon completion of proposed renovations (subject to): ${money(p.arv, 'dollars')}.</p>` : ''}
<p class="small" style="margin-top:10px">Appraiser: ${esc(ap.first)} ${esc(ap.last)}, ${esc(d.appraiser.name)} &middot; ${pickPhone(rng, ap.phone)} &middot; ${esc(ap.email)} &middot; Cert. Res. RA #${rng.int(1000, 99999)}</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: f.truth() };
  },
};

const deskReview: Family = {
  id: 'ag-appraisal-desk-review-memo',
  description: 'Lender\'s desk review of an outside appraisal: original value concurred, ARV and comparables questioned, reviewer notes.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(src, rng) {
    const d = ne(src, rng);
    const p = d.property;
    const ap = d.appraiser.contact;
    const f = new Fields(d).add('property_address', 'property_value', 'loan_number', 'borrower_last_name', 'borrower_first_name');
    const ptBit = rng.chance(0.7) ? (f.add('property_type'), esc(propWords(d, rng))) : '';
    const html = documentHtml({
      title: 'Desk Review', font: 'sans', fontSize: '10pt',
      pages: [`<h3>APPRAISAL DESK REVIEW</h3><p class="small">${esc(d.lender.name)} &middot; Loan ${esc(d.loan.loanNumber)} &middot; Reviewed ${pickDate(rng, d.documentDate)}</p>
${kvTable([
  ['Subject', `${esc(addr(d, rng))}${ptBit ? ` (${ptBit})` : ''}`],
  ['Borrower', esc(`${d.borrower.last}, ${d.borrower.first}`)],
  ['Appraiser of record', `${esc(ap.first)} ${esc(ap.last)}, ${esc(d.appraiser.name)} (${esc(ap.email)})`],
  ['Appraised value (as is)', pickMoney(rng, p.value)],
  ...(p.arv ? [['As-complete value (ARV)', pickMoney(rng, p.arv)] as [string, string]] : []),
  ...(p.purchasePrice ? [['Contract price', pickMoney(rng, p.purchasePrice)] as [string, string]] : []),
  ['Review conclusion', `<b>Concur</b> with as-is value of ${pickMoney(rng, p.value, ['dollars'])}`],
], { labelWidth: '32%' })}
<p style="margin-top:10px"><b>Comments.</b> ${rng.pick(['Comp 3 is across the Southeast Expressway and in a different school district; given less weight.', 'Appraiser used two condo conversions as comps for a 3-family; acceptable given lack of 3-family sales in the last 6 months.', 'Rent schedule supports market rents; in-place rents are below market (long-term tenants).'])} ${p.arv ? 'ARV appears aggressive; lender sizing on as-is only.' : ''}</p>
<p>Reviewer: ${esc(person(d.lender.contact, rng))}</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: f.truth() };
  },
};

const incumbency: Family = {
  id: 'ag-clerks-certificate-incumbency',
  description: 'Corporate Clerk\'s Certificate of incumbency and vote to borrow: officers table (treasurer and clerk are not the borrower).',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng, 'Corporation');
    const e = d.entity;
    if (!e) throw new Error('corp expected');
    const l = d.loan;
    const f = new Fields(d).add(...idFields(d), 'loan_amount', 'property_address');
    const clerk = otherPerson(rng, d.borrower.last);
    const treas = otherPerson(rng, d.borrower.last);
    if (e.ein) f.add('ein');
    const html = documentHtml({
      title: 'Clerk\'s Certificate', font: 'serif', fontSize: '10.5pt',
      pages: [`<h3 class="center">CLERK'S CERTIFICATE</h3><p class="center">${esc(e.name)}<br><span class="small">(a ${esc(e.stateOfFormation)} corporation${e.ein ? `, EIN ${einFmt(e.ein)}` : ''})</span></p>
<p>I, ${esc(clerk.first)} ${esc(clerk.last)}, hereby certify that I am the duly elected Clerk of ${esc(e.name)} (the "Corporation"), and that:</p>
<p>1. The following persons are the duly elected officers of the Corporation and hold the offices set forth opposite their names:</p>
<table class="grid" style="width:80%;margin:0 auto 10px"><tr><th>Name</th><th>Office</th><th>Specimen signature</th></tr>
<tr><td>${esc(fullName(d.borrower, false))}</td><td>${esc(e.signatoryTitle)}</td><td></td></tr>
<tr><td>${esc(treas.first)} ${esc(treas.last)}</td><td>Treasurer</td><td></td></tr>
<tr><td>${esc(clerk.first)} ${esc(clerk.last)}</td><td>Clerk</td><td></td></tr></table>
<p>2. At a meeting of the Board of Directors duly called and held on ${pickDate(rng, d.documentDate)}, at which a quorum was present and acting throughout, it was unanimously</p>
<p style="margin-left:24px"><b>VOTED:</b> That the Corporation borrow ${moneyLegal(rng, l.amount)} from ${esc(d.lender.name)}, to be secured by a mortgage of the Corporation's real estate at ${esc(addr(d, rng))}, and that the ${esc(e.signatoryTitle)}, ${esc(fullName(d.borrower, false))}, acting singly, be and hereby is authorized to execute and deliver in the name and on behalf of the Corporation the note, mortgage and related loan documents.</p>
<p>3. The foregoing vote has not been amended or rescinded and remains in full force and effect.</p>
<p>WITNESS my hand and the seal of the Corporation this ${pickDate(rng, d.documentDate, ['ordinal']).replace(/^the /, '')}.</p>
<p><span class="sig">${esc(clerk.first)} ${esc(clerk.last)}, Clerk</span> &nbsp; [CORPORATE SEAL]</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: f.truth() };
  },
};

const operatingAgreement: Family = {
  id: 'ag-operating-agreement-excerpt',
  description: 'Two-page excerpt of an LLC operating agreement: formation, manager article, Schedule A of members and capital.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng, 'LLC');
    const e = d.entity;
    if (!e) throw new Error('llc expected');
    const f = new Fields(d).add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const other = otherPerson(rng, d.borrower.last);
    const formed = `${Number(d.documentDate.slice(0, 4)) - rng.int(1, 9)}-0${rng.int(1, 9)}-1${rng.int(0, 8)}`;
    const einBit = e.ein && rng.chance(0.6) ? (f.add('ein'), `<p><b>1.6 Tax Classification.</b> The Company shall be treated as a partnership for federal income tax purposes. Federal employer identification number: ${einFmt(e.ein)}.</p>`) : '<p><b>1.6 Tax Classification.</b> The Company shall be treated as a partnership for federal income tax purposes.</p>';
    const p1 = `<h3 class="center">OPERATING AGREEMENT<br>OF<br>${esc(e.name.toUpperCase())}</h3>
<p class="center small">A ${esc(e.stateOfFormation)} Limited Liability Company</p>
<p>This Operating Agreement is made effective as of ${pickDate(rng, formed, ['long'])} by the persons listed on Schedule A as Members.</p>
<p><b>ARTICLE I &mdash; FORMATION</b></p><p><b>1.1 Name.</b> The name of the Company is ${esc(e.name)}.</p>
<p><b>1.2 Certificate.</b> The Company was organized by filing a Certificate of Organization with the Secretary of the Commonwealth${e.stateOfFormation !== 'Massachusetts' ? ` / Secretary of State of ${esc(e.stateOfFormation)}` : ''}.</p>
<p><b>1.3 Purpose.</b> To acquire, renovate, convert to condominium, own, lease, finance and sell residential real estate, including the property at ${esc(d.property.address.street)}, ${esc(d.property.address.city)}.</p>
<p><b>1.4 Principal Office.</b> ${esc(d.lender.address.city === d.property.address.city ? 'c/o the Manager' : `${rng.int(10, 300)} ${rng.pick(['Hancock St', 'Main St', 'Elm St'])}, ${d.property.address.city}`)}.</p>
${einBit}
<p><b>ARTICLE V &mdash; MANAGEMENT</b></p><p><b>5.1 Manager.</b> The business of the Company shall be managed by its ${esc(e.signatoryTitle)}, who shall be ${esc(fullName(d.borrower, true))} until his or her resignation or removal by Members holding a majority of the Percentage Interests.</p>
<p><b>5.2 Authority.</b> The ${esc(e.signatoryTitle)}, acting alone, may borrow money, grant mortgages and security interests in Company property, and execute all documents on behalf of the Company, and any lender may rely on the signature of the ${esc(e.signatoryTitle)} without further inquiry.</p>
<p><b>5.3 Major Decisions.</b> Sale of all or substantially all of the Company's assets or admission of a new Member requires the consent of all Members.</p>`;
    const c1 = rng.int(20, 200) * 1000;
    const c2 = rng.int(10, 150) * 1000;
    const pct1 = Math.round((c1 / (c1 + c2)) * 100);
    const p2 = `<p><b>ARTICLE XII &mdash; MISCELLANEOUS</b></p><p>This Agreement shall be governed by the laws of the ${esc(e.stateOfFormation === 'Massachusetts' ? 'Commonwealth of Massachusetts' : `State of ${e.stateOfFormation}`)}.</p>
<p>IN WITNESS WHEREOF the Members have executed this Agreement as a sealed instrument.</p>
<p><span class="sig">${esc(fullName(d.borrower, false))}</span><br><span class="sig">${esc(other.first)} ${esc(other.last)}</span></p>
<h4 style="margin-top:24px">SCHEDULE A &mdash; MEMBERS, CAPITAL CONTRIBUTIONS AND PERCENTAGE INTERESTS</h4>
<table class="grid"><tr><th>Member</th><th>Address</th><th>Capital</th><th>Percentage</th></tr>
<tr><td>${esc(fullName(d.borrower, false))}</td><td>${rng.int(5, 90)} ${rng.pick(['Rowe St', 'Tremont St', 'Ames St'])}, ${esc(d.property.address.city)}</td><td>${money(c1, 'dollars')}</td><td>${pct1}%</td></tr>
<tr><td>${esc(other.first)} ${esc(other.last)}</td><td>${rng.int(5, 90)} ${rng.pick(['Myrtle St', 'Sagamore St', 'Pearl St'])}, ${esc(d.property.address.city)}</td><td>${money(c2, 'dollars')}</td><td>${100 - pct1}%</td></tr></table>`;
    const html = documentHtml({ title: 'Operating Agreement', font: 'serif', fontSize: '10pt', pages: [p1, p2], page: { pageNumbers: true } });
    return { kind: 'html', documentType: 'Entity Document', html, truth: f.truth() };
  },
};

const borrowerEmailPt: Family = {
  id: 'ag-borrower-email-portuguese-english',
  description: 'Borrower writes the lender directly, half Portuguese and half English, numbers written the way he says them.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const lc = d.lender.contact;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'loan_amount');
    const mil = (n: number) => (n % 1000 === 0 ? (rng.chance(0.5) ? `${n / 1000} mil (${money(n, 'dollars')})` : `$${n / 1000}k`) : money(n, 'dollars'));
    const lines = [
      `Bom dia Sr. ${esc(lc.last)},`,
      `My name is ${esc(fullName(b, false))}, ${rng.pick(['o Manuel da imobiliaria', 'my cousin', 'the broker ' + d.broker.contact.first])} told me to write you. Desculpe o meu ingles.`,
      `${p.purchasePrice ? `I am buying a ${esc(propWords(d, rng).toLowerCase())} in ${esc(p.address.city)}, the price is ${mil(p.purchasePrice)}.` : `I have a ${esc(propWords(d, rng).toLowerCase())} in ${esc(p.address.city)} and I need money to fix the back porches and the roof.`} The address is ${esc(addr(d, rng))}.`,
      `I need a loan of ${rng.chance(0.5) ? mil(l.amount) : pickMoney(rng, l.amount)}${rng.chance(0.5) ? ', maybe a little more' : ''}.`,
    ];
    f.add('property_type');
    if (rng.chance(0.5)) {
      lines.push(`The ${rng.pick(['bank appraiser', 'realtor', 'avaliador'])} said it is worth ${mil(p.value)}.`);
      f.add('property_value');
    }
    if (rng.chance(0.5)) {
      lines.push(`My credit is ${b.creditScore}, I pay everything on time.`);
      f.add('credit_score');
    }
    if (d.entity) {
      lines.push(`The property is in the name of ${esc(d.entity.name)}, I am the ${esc(d.entity.signatoryTitle.toLowerCase())}.`);
      f.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    }
    if (rng.chance(0.6)) {
      lines.push(`Pode ligar para o meu celular ${pickPhone(rng, b.phone, ['dash', 'paren', 'space'])}, depois das 4.`);
      f.add('borrower_phone');
    }
    lines.push(`Obrigado,<br>${esc(b.first)}`);
    const html = documentHtml({
      title: 'email', font: 'sans', fontSize: '10.5pt',
      pages: [`<div style="font-size:9pt;border-bottom:1px solid #aaa;padding-bottom:6px;margin-bottom:12px"><b>From:</b> ${esc(emailAsTyped(rng, b.email))}<br><b>To:</b> ${esc(lc.email)}<br><b>Subject:</b> ${rng.pick(['emprestimo', 'loan please', 'Pedido de financiamento', '(no subject)'])}<br><b>Date:</b> ${pickDate(rng, d.documentDate, ['abbr', 'us'])}</div>
${lines.map((x) => `<p>${x}</p>`).join('')}
<p class="small muted" style="margin-top:18px">Enviado do meu iPhone</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: f.truth() };
  },
};

const attorneyLetter: Family = {
  id: 'ag-borrower-counsel-financing-request',
  description: 'Borrower\'s attorney e-mails a financing request: existing lien payoff, use of proceeds, timing tied to a 1031 or P&S date.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const lawyer = otherPerson(rng, d.borrower.last);
    const firm = `${lawyer.last} & ${rng.pick(['Associates', 'Tavares, LLP', 'Costa, P.C.', 'Partners'])}`;
    const f = new Fields(d).add(...idFields(d), 'property_address', 'loan_amount', 'loan_term', 'loan_type');
    const payoff = p.purchasePrice ? 0 : Math.round(l.amount * (0.3 + rng.next() * 0.4) / 100) * 100;
    const purposeBit = l.purpose && rng.chance(0.6) ? (f.add('loan_purpose'), ` (${esc(purposeWords(rng, l.purpose).toLowerCase())})`) : '';
    const closeBit = rng.chance(0.6) ? (f.add('estimated_closing_date'), `<p>Our target closing date is ${pickDate(rng, l.closingDate)}${p.purchasePrice ? ', which is the date in the Purchase and Sale Agreement' : ''}. Our office will act as closing attorney if acceptable to you.</p>`) : '';
    const valueBit = rng.chance(0.5) ? (f.add('property_value'), `<p>Our client's estimate of the current value is ${pickMoney(rng, p.value)}; a recent appraisal by ${esc(d.appraiser.name)} is available on request.</p>`) : '';
    const html = documentHtml({
      title: 'Financing request', font: 'serif', fontSize: '10.5pt',
      pages: [`<div style="font-family:'DejaVu Sans';font-size:9pt;border-bottom:1px solid #999;margin-bottom:10px;padding-bottom:6px">From: ${esc(lawyer.first)} ${esc(lawyer.last)} &lt;${esc(lawyer.first.toLowerCase())}@${esc(lawyer.last.toLowerCase())}law.com&gt;<br>To: ${esc(d.lender.contact.email)}<br>Subject: Financing request &ndash; ${esc(p.address.street)}, ${esc(p.address.city)}</div>
<p>Dear ${esc(d.lender.contact.first)}:</p>
<p>This office represents ${esc(borrowerLine(d, rng))} in connection with a ${esc(loanTypeWords(rng, l.type).toLowerCase())}${purposeBit} of the property at ${esc(addr(d, rng))}.</p>
<p>Our client is requesting a first mortgage loan of ${pickMoney(rng, l.amount)} for a term of ${esc(pickTerm(rng, l.termMonths, ['months', 'legal', 'years']))}.${payoff ? ` The existing first mortgage held by ${rng.pick(['Rockland Trust', 'a local cooperative bank', 'BayCoast Bank', 'a private individual'])} has an approximate payoff of ${money(payoff, 'dollars')}; the balance of the proceeds will fund repairs to the building.` : ''}</p>
${valueBit}${closeBit}
<p>Please send your term sheet to my attention. ${rng.chance(0.5) ? `My paralegal, ${esc(otherPerson(rng, lawyer.last).first)}, speaks Portuguese and can assist the client with the loan application.` : ''}</p>
<p>Very truly yours,<br>${esc(lawyer.first)} ${esc(lawyer.last)}, Esq.<br>${esc(firm)}<br>${pickPhone(rng, `${d.title.contact.phone.slice(0, 6)}01${String(rng.int(0, 99)).padStart(2, '0')}`.slice(0, 10))}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: f.truth() };
  },
};

const constructionTerms: Family = {
  id: 'ag-gut-rehab-budget-term-sheet',
  description: 'Gut-rehab / conversion term sheet with line-item budget, holdback and draw schedule; ARV and costs as distractors.',
  formats: ['pdf_text'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const f = new Fields(d).add(...idFields(d), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'prepayment_penalty');
    const budgetTotal = Math.round(l.amount * (0.2 + rng.next() * 0.2) / 1000) * 1000;
    const items: [string, number][] = [['Demo &amp; dumpsters', 0.08], ['Framing / structural (porches)', 0.14], ['Electrical (new service, 3 meters)', 0.13], ['Plumbing &amp; heat (3 systems)', 0.17], ['Kitchens &amp; baths', 0.26], ['Lead abatement / deleading', 0.07], ['Sprinkler / fire alarm (condo conversion)', 0.1], ['Contingency', 0.05]];
    const rows = items.map(([k, w]) => `<tr><td>${k}</td><td class="right">${money(Math.round(budgetTotal * w / 100) * 100, 'dollars')}</td></tr>`).join('');
    const fees = feeRows(d, rng);
    fees.forEach((r) => f.add(r.field));
    if (l.prepayment.penalty) f.add('prepayment_terms');
    const exitBit = l.exit ? (f.add('exit_strategy'), `<tr><td class="k">Exit</td><td>${esc(exitWords(rng, l.exit))}</td></tr>`) : '';
    const valueBit = rng.chance(0.6) ? (f.add('property_value'), `<tr><td class="k">As-Is Value</td><td>${pickMoney(rng, p.value)}</td></tr>`) : '';
    const html = documentHtml({
      title: 'Rehab Term Sheet', font: 'sans', fontSize: '9.3pt',
      css: '.k{font-weight:bold;width:30%}',
      pages: [`${letterhead({ name: d.lender.name, lines: ['Construction &amp; Rehab Lending'], color: accent(rng) })}
<h3>TERM SHEET &ndash; ${esc(loanTypeWords(rng, l.type).toUpperCase())}</h3>
<table class="grid">
<tr><td class="k">Borrower</td><td>${esc(borrowerLine(d, rng))}</td></tr>
<tr><td class="k">Property</td><td>${esc(addr(d, rng))}</td></tr>
${valueBit}
${p.arv ? `<tr><td class="k">As-Completed Value (ARV)</td><td>${pickMoney(rng, p.arv)}</td></tr>` : ''}
<tr><td class="k">Total Loan</td><td>${pickMoney(rng, l.amount)} (incl. rehab holdback of ${money(budgetTotal, 'dollars')})</td></tr>
<tr><td class="k">Rate</td><td>${pickRate(rng, l.rate)} on funds disbursed (Dutch interest: No)</td></tr>
<tr><td class="k">Term</td><td>${esc(pickTerm(rng, l.termMonths))}</td></tr>
${fees.map((r) => `<tr><td class="k">${esc(r.label)}</td><td>${esc(r.value)}</td></tr>`).join('')}
<tr><td class="k">Draw fee / inspection</td><td>$${rng.pick([150, 175, 200, 250])} per draw (third-party inspector)</td></tr>
<tr><td class="k">Prepayment</td><td>${esc(prepayText(d, rng))}</td></tr>
${exitBit}
</table>
<p style="margin-top:8px"><b>Rehab budget (Borrower's, to be verified by inspector)</b></p>
<table class="grid" style="width:65%">${rows}<tr><th>Total</th><th class="right">${money(budgetTotal, 'dollars')}</th></tr></table>
<p class="small" style="margin-top:6px">Draws: max 5, after work in place, inspection and lien waivers. Permits pulled by a licensed CSL holder; ${esc(p.address.city)} ISD sign-offs required for final draw.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: f.truth() };
  },
};

const fillIn: Family = {
  id: 'ag-paper-intake-labels-under-lines',
  description: 'Old paper intake sheet: values typed on lines with the label printed small underneath, two columns, checkboxes.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'borrower_date_of_birth', 'property_address', 'loan_amount', 'property_value', 'loan_type', 'loan_term');
    const ln = (v: string, lab: string, w = '100%') => `<div style="display:inline-block;width:${w};vertical-align:top;padding-right:10px"><div style="border-bottom:1px solid #000;min-height:18px;font-family:'DejaVu Sans Mono'">${v}</div><div style="font-size:7pt;color:#333">${lab}</div></div>`;
    const co = d.coBorrower;
    if (co) f.add('co_borrower_date_of_birth');
    if (rng.chance(0.6)) f.add('credit_score');
    if (l.exit) f.add('exit_strategy');
    const a = p.address;
    const html = documentHtml({
      title: 'Intake', font: 'serif', fontSize: '10pt',
      pages: [`<h3 class="center">NEW LOAN INQUIRY</h3><p class="center small">${esc(d.lender.name)} &middot; please print &middot; Formulário em português disponível</p>
<p><b>Applicant</b></p>
${ln(esc(titleCase(b.last.toLowerCase()) === b.last ? b.last : b.last), 'Last name / Apelido', '48%')}${ln(esc(b.first), 'First name / Nome', '48%')}
${ln(pickDate(rng, b.dob, ['us', 'usShort']), 'Date of birth', '30%')}${ln(pickPhone(rng, b.phone), 'Phone (cell)', '30%')}${ln(esc(emailAsTyped(rng, b.email)), 'E-mail', '38%')}
${co ? `${ln(esc(fullName(co, false)), 'Co-applicant', '48%')}${ln(pickDate(rng, co.dob, ['us']), 'Co-applicant date of birth', '48%')}` : ''}
${f.list.includes('credit_score') ? ln(String(b.creditScore), 'Credit score (if known)', '30%') : ''}
<p style="margin-top:12px"><b>Property</b></p>
${ln(esc(a.street + (a.unit ? ` ${a.unit}` : '')), 'Street address', '100%')}
${ln(esc(a.city), 'City / town', '45%')}${ln(esc(a.state), 'State', '15%')}${ln(esc(a.zip), 'Zip', '20%')}
${ln(pickMoney(rng, p.value), 'Your estimate of value', '45%')}${ln(p.purchasePrice ? pickMoney(rng, p.purchasePrice) : '&mdash;', 'Purchase price (if buying)', '45%')}
<p style="margin-top:12px"><b>Loan</b></p>
${ln(pickMoney(rng, l.amount), 'Amount requested', '45%')}${ln(esc(pickTerm(rng, l.termMonths, ['months', 'years', 'mo'])), 'How long do you need it', '45%')}
<p>Type: ${checkboxes(['Purchase', 'Refinance', 'Cash Out Refi', 'Fix & Flip', 'Bridge Loan', 'Construction', 'Commercial'], ['Purchase', 'Refinance', 'Cash Out Refi', 'Fix & Flip', 'Bridge Loan', 'Construction', 'Commercial'].includes(l.type) ? l.type : undefined)}${['Second Mortgage', 'Land'].includes(l.type) ? ` ☒ ${esc(loanTypeWords(rng, l.type))}` : ''}</p>
${l.exit ? `<p>How will you pay us back? ${checkboxes(['Sell', 'Refinance'], l.exit === 'Sale' ? 'Sell' : 'Refinance')}</p>` : ''}
<p class="small" style="margin-top:14px">How did you hear about us? ${esc(d.broker.name)} &mdash; ${esc(d.broker.contact.first)} ${esc(d.broker.contact.last)}</p>
<p class="small">Signature ______________________ Date ${pickDate(rng, d.documentDate, ['us'])}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: f.truth() };
  },
};

export const text2: Family[] = [brokerThread, callNotes, sms, trusteeCert, membersVote, psa, appraisal1025, deskReview, incumbency, operatingAgreement, borrowerEmailPt, attorneyLetter, constructionTerms, fillIn];
