// The first page of a business or personal checking statement a borrower uploads as proof of funds: the bank's
// name and branch (no borrower), the account holder and a mailing address that is not the subject property, a
// summary box, and transactions including a wire of earnest money to the title company and the broker's fee.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { day, figures, named, officeLine, shift } from './fmt';

const BANKS = ['Prairie State Bank & Trust', 'Coastline Federal Credit Union', 'First Mercantile Bank, N.A.', 'Riverside Community Bank', 'Union Square Savings Bank'];
const MEMOS = ['ACH DEPOSIT RENT', 'MOBILE DEPOSIT', 'POS PURCHASE HOME DEPOT', 'ACH PMT INSURANCE', 'CHECK', 'ONLINE TRANSFER FROM SAV', 'ACH PMT CITY UTIL', 'POS LOWES'];

export const bankStatement: Family = {
  id: 'ue-bank-statement',
  description: "Borrower's checking statement page (proof of funds): bank header, account holder and mailing address, summary, transactions.",
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const { borrower, entity, title, property } = facts;
    const fields: TruthField[] = [];
    const holder = entity ? entity.name.toUpperCase() : named(borrower, rng.pick(['plain', 'middle'] as const)).toUpperCase();
    fields.push(...(entity ? ['entity_name'] as const : ['borrower_first_name', 'borrower_last_name'] as const));
    const signer = entity && rng.chance(0.5);
    if (signer) fields.push('borrower_first_name', 'borrower_last_name');
    const bank = rng.pick(BANKS);
    const end = shift(facts.documentDate, -rng.int(2, 20));
    const start = shift(end, -30);
    const mail = `${rng.int(100, 9899)} ${rng.pick(['WILLOW CREEK DR', 'SUMMIT AVE', 'HARBOR POINTE BLVD', 'OLD STAGE RD'])}${rng.chance(0.3) ? ` STE ${rng.int(100, 400)}` : ''}<br>${property.address.city.toUpperCase()} ${property.address.state} ${property.address.zip.slice(0, 3)}${String(rng.int(10, 99))}`;
    let balance = rng.int(40, 900) * 1000 + rng.int(0, 99) / 100;
    const opening = balance;
    const tx: { date: string; memo: string; amount: number }[] = [];
    for (let i = 0; i < rng.int(7, 12); i++) {
      const memo = rng.pick(MEMOS);
      const sign = memo.includes('DEPOSIT') || memo.includes('FROM') ? 1 : -1;
      tx.push({ date: shift(start, rng.int(1, 29)), memo: memo === 'CHECK' ? `CHECK #${rng.int(1001, 1999)}` : memo, amount: sign * (rng.int(50, 9000) + rng.int(0, 99) / 100) });
    }
    tx.push({ date: shift(start, rng.int(3, 25)), memo: `WIRE OUT ${title.name.toUpperCase()} EMD`, amount: -rng.int(5, 40) * 1000 });
    tx.sort((x, y) => x.date.localeCompare(y.date));
    const rows = tx.map((t) => {
      balance = Math.round((balance + t.amount) * 100) / 100;
      return `<tr><td>${day(t.date, 'usShort').replace(/\/\d\d$/, '')}</td><td>${esc(t.memo)}</td><td class="right">${t.amount < 0 ? figures(-t.amount) : ''}</td><td class="right">${t.amount > 0 ? figures(t.amount) : ''}</td><td class="right">${figures(balance)}</td></tr>`;
    }).join('');
    const deposits = tx.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
    const withdrawals = -tx.filter((t) => t.amount < 0).reduce((s, t) => s + t.amount, 0);
    const acct = `${'*'.repeat(rng.int(4, 8))}${rng.int(1000, 9999)}`;

    const html = documentHtml({
      title: 'Statement',
      font: rng.pick(['sans', 'condensed'] as const),
      fontSize: '8.5pt',
      css: `.tx { width:100%; border-collapse:collapse; margin-top:6px } .tx th { border-bottom:1.5px solid #000; text-align:left; padding:2px 4px } .tx td { padding:2px 4px; border-bottom:1px solid #e3e3e3 }
        .sum td { padding:2px 8px; border:1px solid #999 }`,
      page: { margin: '0.5in 0.6in 0.7in 0.6in', footerLeft: `${esc(bank)} &middot; Member FDIC`, pageNumbers: true },
      pages: [`<div style="display:flex;justify-content:space-between"><div><div style="font:bold 15pt 'DejaVu Serif'">${esc(bank)}</div><div class="small">${esc(officeLine(facts.appraiser.address))}</div></div>
<div class="right"><div class="b">${entity ? rng.pick(['Business Checking', 'Business Advantage Checking', 'Commercial Analysis Checking']) : rng.pick(['Premier Checking', 'Everyday Checking', 'Relationship Checking'])}</div><div>Account ${acct}</div><div>Statement period ${day(start, 'us')} - ${day(end, 'us')}</div></div></div>
<div style="margin:22px 0 14px 40px;line-height:1.35">${esc(holder)}${signer ? `<br>${esc(named(borrower).toUpperCase())}` : ''}<br>${mail}</div>
<table class="sum"><tr><td>Beginning balance on ${day(start, 'abbr')}</td><td class="right">$${figures(opening)}</td></tr><tr><td>Deposits and other credits</td><td class="right">+ $${figures(deposits)}</td></tr><tr><td>Withdrawals and other debits</td><td class="right">- $${figures(withdrawals)}</td></tr><tr><td class="b">Ending balance on ${day(end, 'abbr')}</td><td class="right b">$${figures(balance)}</td></tr></table>
<div class="b" style="margin-top:12px">Transaction history</div>
<table class="tx"><tr><th>Date</th><th>Description</th><th class="right">Withdrawals</th><th class="right">Deposits</th><th class="right">Balance</th></tr>${rows}</table>
<p class="small" style="margin-top:10px">Questions? Call us or visit any branch. Please examine this statement promptly; errors must be reported within 60 days.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(facts, fields) };
  },
};
