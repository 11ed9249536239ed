// E-mails and texts: brokers submitting deals, borrowers writing their own (set-p).
import { esc } from '../../../style';
import type { Family } from '../../../types';
import { Say, fmtDate, fmtPhone, person, typo, usd, kish } from './fmt';
import { doc, mailHeader, onePage, sentAt } from './page';

const outlookThread: Family = {
  id: 'p-broker-email-outlook-thread',
  description: 'Broker submission printed from Outlook: header block, deal table pasted in, old reply quoted below',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const bc = f.broker.contact, lc = f.lender.contact;
    const rows: [string, string][] = [
      ['Borrower', esc(s.who())], ...(f.entity ? [['Guarantor', `${esc(s.name())}`] as [string, string]] : []),
      ['Subject', esc(s.addr())], ['Type', esc(s.ptype())], ['Loan Type', esc(s.ltype())],
    ];
    if (f.property.purchasePrice) rows.push(['Purchase Price', usd(f.property.purchasePrice)]);
    rows.push(['As Is Value', s.value()], ['Loan Request', s.amount()], ['Term Requested', esc(s.term('words'))], ['FICO', s.fico()]);
    const e = s.exit();
    if (e) rows.push(['Exit', esc(e)]);
    const b = s.brk();
    if (b) rows.push(['Broker comp', `${b} pts`]);
    rows.push(['Target close', s.closing('loose')]);
    return {
      kind: 'html', documentType: 'Broker Submission Email', truth: s.truth(),
      html: doc({
        title: 'New submission', font: 'sans', fontSize: '10pt',
        blocks: [
          mailHeader([['From', `${esc(person(bc))} &lt;${esc(bc.email)}&gt;`], ['Sent', sentAt(f, rng)], ['To', `${esc(lc.email)}`], ['Cc', `processing@${esc(bc.email.split('@')[1] ?? '')}`], ['Subject', `New Submission - ${esc(f.property.address.city)} ${esc(f.loan.type)}`]]),
          `<p>Hi ${esc(lc.first)},</p><p>Please see below a new one for you. Clean file, borrower is ready to go. Docs attached (app, PSA, bank stmts).</p>`,
          { html: `<table class="grid" style="width:80%">${rows.map(([k, v]) => `<tr><td style="width:40%">${k}</td><td>${v}</td></tr>`).join('')}</table>`, lines: rows.length * 1.4 },
          `<p>Borrower contact: ${esc(s.email())} / ${s.phone('dash')}</p>`,
          `<p>Thanks,<br>${esc(person(bc))}<br>${esc(f.broker.name)}<br>${fmtPhone(bc.phone, 'paren')}</p>`,
          `<div style="border-left:2px solid #999;padding-left:8px;color:#444;margin-top:12px"><p><b>From:</b> ${esc(person(lc))}<br><b>Sent:</b> ${fmtDate(f.documentDate, 'mon')}<br><b>Subject:</b> RE: guidelines</p><p>Yes we lend in ${esc(f.property.address.stateName)}. Max 75% of as-is on bridge, 90% of cost on flips up to 70% ARV. Send me anything you have.</p></div>`,
        ],
      }),
    };
  },
};

const casual: Family = {
  id: 'p-broker-email-casual',
  description: 'One-man broker shop e-mail, lower case, typos, numbers in shorthand ($325k)',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const bc = f.broker.contact;
    const body = [
      `hey ${esc(f.lender.contact.first.toLowerCase())} -`,
      typo(rng, `got a ${esc(s.ltype().toLowerCase())} deal for you. borrower is ${esc(f.entity ? `${s.entity()} (${s.name()})` : s.name())}, ${rng.pick(['done 3 flips w/ us', 'first timer but has the cash', 'repeat client'])}. please take a look`, 0.6),
      typo(rng, `property ${esc(s.addr())}, ${esc(s.ptype().toLowerCase())}. ${f.property.purchasePrice ? `buying at ${kish(f.property.purchasePrice)}, ` : ''}value is around ${s.value('k')}${f.property.arv ? ` and ARV ${kish(f.property.arv)}` : ''}`, 0.6),
      `needs ${s.amount('k')} for ${esc(s.term('num'))} months. fico ${s.fico()}. ${f.loan.brokerPoints !== undefined ? `my fee ${s.brk()} pts on top.` : ''}`,
      typo(rng, `want to close by ${s.closing('loose')} if possible. let me know what you think thanks`, 0.6),
      `${esc(bc.first)}<br>${esc(f.broker.name)} ${fmtPhone(bc.phone, 'dot')}<br><span class="small">Sent from my iPhone</span>`,
    ];
    return {
      kind: 'html', documentType: 'Broker Submission Email', truth: s.truth(),
      html: doc({ title: 'deal', font: 'sans', fontSize: '10.5pt', blocks: [mailHeader([['From', esc(bc.email)], ['To', esc(f.lender.contact.email)], ['Date', sentAt(f, rng, 'gmail')], ['Subject', rng.pick(['new deal', 'loan request', `${esc(f.property.address.city)} deal`, 'fw: scenario'])]]), ...body.map((b) => `<p>${b}</p>`)] }),
    };
  },
};

const scenario: Family = {
  id: 'p-broker-email-scenario-bullets',
  description: 'Broker scenario e-mail to several lenders: "Scenario:" header and dashed bullet lines',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const bc = f.broker.contact;
    const items = [
      `${esc(s.ltype())} - ${esc(s.purpose() || 'n/a')}`,
      `${esc(s.ptype())}, ${esc(f.property.address.city)}, ${f.property.address.state}`,
      `Value ${s.value()} / Loan ${s.amount()}`,
      `${Math.round((f.loan.amount / f.property.value) * 100)}% LTV`,
      `Mid FICO ${s.fico()}`,
      `Term: ${esc(s.term('words'))}`,
      `Borrower ${f.entity ? 'vesting in LLC/entity' : 'individual'}; ${rng.pick(['US citizen', 'perm resident', 'foreign national w/ ITIN'])}`,
    ];
    const e = s.exit();
    if (e) items.push(`Exit: ${esc(e)}`);
    s.mark('borrower_type');
    return {
      kind: 'html', documentType: 'Broker Submission Email', truth: s.truth(),
      html: doc({
        title: 'Scenario', font: 'mono', fontSize: '9.5pt',
        blocks: [
          mailHeader([['From', `${esc(person(bc))} &lt;${esc(bc.email)}&gt;`], ['Bcc', 'lenders list'], ['Date', sentAt(f, rng)], ['Subject', 'Scenario - who can do this?']], true),
          `<p>Lenders,</p><p>Looking for a home on the below. No address yet (borrower still shopping a few), can send full pkg once we have a quote.</p><p><b>Scenario:</b></p>`,
          ...items.map((i) => `<div>- ${i}</div>`),
          `<p style="margin-top:10px">Reply w/ rate, points and fees. Thx</p><p>${esc(person(bc))}<br>${esc(f.broker.name)}<br>${fmtPhone(bc.phone, 'dash')}</p>`,
        ],
      }),
    };
  },
};

const fwdText: Family = {
  id: 'p-broker-email-forwarding-borrower-text',
  description: 'Broker forwards the borrower\'s own typed request (pasted text messages) with a two-line intro',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const bc = f.broker.contact;
    const texts = [
      typo(rng, `hi its ${esc(s.first())}. the house on ${esc(f.property.address.street)} got accepted!!`, 0.5),
      typo(rng, `full address is ${esc(s.addr())}`, 0.3),
      typo(rng, `i need about ${s.amount('k')}, please tell me the rate. i can bring the rest + rehab money`, 0.5),
      `${f.property.purchasePrice ? `contract price ${kish(f.property.purchasePrice)}` : 'its a refi'}, zillow says ${s.value('k')} as is`,
      typo(rng, `closing is set for ${s.closing('loose')} w/ ${esc(f.title.name)}`, 0.5),
      `my email is ${esc(s.email())} if u need to send stuff`,
    ];
    return {
      kind: 'html', documentType: 'Broker Submission Email', truth: s.truth(),
      html: doc({
        title: 'FW', font: 'sans', fontSize: '10pt',
        blocks: [
          mailHeader([['From', `${esc(person(bc))} &lt;${esc(bc.email)}&gt;`], ['To', esc(f.lender.contact.email)], ['Date', sentAt(f, rng)], ['Subject', `FW: ${esc(s.last())} purchase`]]),
          `<p>${esc(f.lender.contact.first)} — see below from my borrower ${esc(s.name())}. Can you quote this? Her/his cell is ${s.phone('paren')}.</p><p>${esc(bc.first)}</p><hr>`,
          `<p class="muted">---------- Forwarded texts ----------</p>`,
          ...texts.map((t) => `<div style="background:#eef;border-radius:8px;padding:5px 9px;margin:5px 0;width:75%">${t}</div>`),
        ],
      }),
    };
  },
};

const borrowerEmail: Family = {
  id: 'p-borrower-email-first-flip',
  description: 'First-time flipper writes the lender directly: long rambling e-mail, typos, asks many questions',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const paras = [
      `Hello,`,
      typo(rng, `My name is ${esc(s.name())} and I found you guys on BiggerPockets. I'm looking to do my first flip and I think I found a good one. ${f.entity ? `I set up an LLC for it, ${esc(s.entity())}.` : 'Im buying in my own name for now.'}`, 0.6),
      typo(rng, `The property is at ${esc(s.addr(true))}. It's a ${esc(s.ptype().toLowerCase())} built in ${f.property.yearBuilt ?? 'the 50s'}, needs kitchen, baths, roof and probably the furnace.${f.property.purchasePrice ? ` Under contract for ${usd(f.property.purchasePrice)}.` : ''} My agent thinks it's worth ${s.value()} right now and ${f.property.arv ? usd(f.property.arv) : 'a lot more'} after.`, 0.6),
      typo(rng, `I'd like to borrow ${s.amount()} for ${esc(s.term('words'))}. My credit score is ${s.fico()}. Do you do ${esc(s.ltype().toLowerCase())} loans for first timers? What would the rate and points be? ${f.loan.exit ? `Plan is ${esc(s.exit()!.toLowerCase())}.` : ''}`, 0.6),
      typo(rng, `We are supposed to close ${s.closing('long')}. Sorry for the long email, just want to get this right. You can call me at ${s.phone('dash')}.`, 0.6),
      `Thanks,<br>${esc(f.borrower.first)}`,
    ];
    return {
      kind: 'html', documentType: 'Broker Submission Email', truth: s.truth(),
      html: doc({ title: 'first flip', font: 'serif', fontSize: '11pt', cpl: 80, lpp: 42, blocks: [mailHeader([['From', `${esc(f.borrower.first)} ${esc(f.borrower.last)} &lt;${esc(s.email())}&gt;`], ['To', `info@${esc(f.lender.contact.email.split('@')[1] ?? '')}`], ['Date', sentAt(f, rng, 'gmail')], ['Subject', typo(rng, 'Question about a loan for my first flip', 0.5)]]), ...paras.map((p) => `<p>${p}</p>`)] }),
    };
  },
};

const textShot: Family = {
  id: 'p-borrower-text-screenshot',
  description: 'Phone screenshot of an iMessage thread between an investor and the loan officer',
  formats: ['image'],
  make(f, rng) {
    const s = new Say(f, rng);
    const me = (t: string) => `<div style="align-self:flex-end;background:#2b7cff;color:#fff;border-radius:16px;padding:8px 12px;max-width:70%;margin:5px 0">${t}</div>`;
    const them = (t: string) => `<div style="align-self:flex-start;background:#e5e5ea;border-radius:16px;padding:8px 12px;max-width:70%;margin:5px 0">${t}</div>`;
    const msgs = [
      them(typo(rng, `hey ${esc(f.lender.contact.first)} its ${esc(s.name())}, got another one`, 0.5)),
      them(`${esc(s.addr())}`),
      them(typo(rng, `need ${s.amount('k')} ${esc(s.term('num'))} months, worth ${s.value('k')} as is`, 0.5)),
      me('Nice. Purchase or refi? Whats your mid score now'),
      them(`${esc(s.purpose() || 'purchase')} . ${s.fico()}`),
      me(`Ok I can do ${s.rate()}%${f.loan.originationPoints !== undefined ? ` and ${s.orig()} pts` : ''}. Send me the contract`),
      them(typo(rng, `perfect. closing ${s.closing('loose')}`, 0.5)),
    ];
    return {
      kind: 'html', documentType: 'Broker Submission Email', truth: s.truth(),
      html: onePage('text', `<div style="width:4.2in;margin:0.3in auto;border:1px solid #ccc;border-radius:24px;padding:14px;font:11pt 'DejaVu Sans';min-height:9.5in"><div style="text-align:center;font-size:9pt;color:#666">${esc(f.borrower.first)} ${esc(f.borrower.last[0] ?? '')}.<br>iMessage<br>${fmtDate(f.documentDate, 'mon')}</div><div style="display:flex;flex-direction:column">${msgs.join('')}</div></div>`, '', 'sans', '11pt', '0.2in'),
    };
  },
};

export const mailFamilies: Family[] = [outlookThread, casual, scenario, fwdText, borrowerEmail, textShot];
