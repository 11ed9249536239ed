// Lending arithmetic asked with its own figures ('monthly interest-only payment on $500K at 11%', 'per diem on 850k
// at 12%', 'if the loan is 750k and the property is worth $1M, what's the LTV?'): worked out from the figures the
// question gives, with no deal involved, by the same formulas the deal form uses.
import { ltv, monthlyInterestOnlyPayment } from '../deals/calculations';
import { amountValue, money, percent } from './text';

interface Amount {
  value: number;
  /** The words just before the figure, which say what it is ('the property is worth'). */
  before: string;
}

/** A figure compared ('over 500k', 'under 10%') filters deals; a question holding one is no sum. */
const COMPARED = /\b(over|above|under|below|more than|less than|greater than|at least|at most|between|north of|south of|upwards of|up to|bigger than|smaller than|higher than|lower than|exceeding)\s*\$?\s*$/;
/** Words that point at the book rather than at figures of the question's own. */
const ABOUT_THE_BOOK = /\b(deals|loans|files|pipeline|book|portfolio|our|we|which|list|show|any)\b/;

function figuresOf(text: string): { amounts: Amount[]; rates: number[]; points: number[]; compared: boolean } {
  const amounts: Amount[] = [];
  const rates: number[] = [];
  const points: number[] = [];
  let compared = false;
  for (const m of text.matchAll(/(\$\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(k|mm|m|mil|mill|million|thousand|grand)?\b\s?(%|percent|pct|points?|pts?)?/g)) {
    const [, dollar, digits, scale, unit] = m;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (COMPARED.test(before)) compared = true;
    const value = amountValue(digits!, scale);
    if (unit && /^p(oin)?ts?$/.test(unit)) points.push(value);
    else if (unit) rates.push(value);
    else if (dollar || scale || value >= 1000) amounts.push({ value, before });
    // 'at 11', '@ 12.5': a rate written without its sign.
    else if (value > 0 && value <= 30 && /(?:\bat|@)\s*$/.test(before)) rates.push(value);
  }
  return { amounts, rates, points, compared };
}

const VALUE_WORDS = /\b(worth|value|valued|appraised|appraises|appraisal|price|priced|purchase|arv|sells? for|cost|costs|costing|budget)\b[^$\d]*$/;
const LOAN_WORDS = /\b(loan|borrow|borrowing|lend|lending|financing|note)\b[^$\d]*$/;

/** The loan and the value among two figures: by the words before each, else in the order written. */
function loanAndValue(amounts: Amount[]): { loan: number; value: number } | undefined {
  if (amounts.length !== 2) return undefined;
  const [a, b] = amounts as [Amount, Amount];
  if (VALUE_WORDS.test(a.before) && !VALUE_WORDS.test(b.before)) return { loan: b.value, value: a.value };
  if (LOAN_WORDS.test(b.before) && !LOAN_WORDS.test(a.before)) return { loan: b.value, value: a.value };
  return { loan: a.value, value: b.value };
}

const ON = (amount: number, rate: number) => `On ${money(amount)} at ${percent(rate)}`;

/** The worked answer to a sum the question gives the figures for, or undefined when it asks about the book. */
export function calculation(text: string): string | undefined {
  if (ABOUT_THE_BOOK.test(text)) return undefined;
  const { amounts, rates, points, compared } = figuresOf(text);
  if (compared || !amounts.length) return undefined;
  const amount = amounts[0]!.value;
  const rate = rates.length === 1 ? rates[0]! : undefined;
  if (/\b(per[- ]?diem|daily interest|interest (a|per) day|(a|per) day)\b/.test(text) && rate !== undefined && amounts.length === 1) {
    const days = /\b365\b/.test(text) ? 365 : 360;
    const daily = Math.round(((amount * rate) / 100 / days) * 100) / 100;
    return `${ON(amount, rate)}, the per diem interest is ${money(daily)} a day (${money(amount)} × ${percent(rate)} ÷ ${days} days).`;
  }
  if (/\b(annual|yearly|a year|per year|per annum) interest\b|\binterest (a|per) year\b/.test(text) && rate !== undefined && amounts.length === 1) {
    return `${ON(amount, rate)}, the interest comes to ${money(Math.round(amount * rate) / 100)} a year (${money(amount)} × ${percent(rate)}).`;
  }
  if (/\b(monthly|a month|per month|payments?|pmt|pi|p&i)\b/.test(text) && rate !== undefined && amounts.length === 1) {
    return `${ON(amount, rate)}, the interest-only monthly payment is ${money(monthlyInterestOnlyPayment(amount, rate))} (${money(amount)} × ${percent(rate)} ÷ 12); the principal is repaid at the end of the term.`;
  }
  if (/\b(points?|pts?|origination)\b/.test(text) && points.length === 1 && amounts.length === 1) {
    return `${points[0]} ${points[0] === 1 ? 'point' : 'points'} on ${money(amount)} is ${money(Math.round(amount * points[0]!) / 100)} (1 point is 1% of the loan amount).`;
  }
  const ratio = /\b(ltc|loan[- ]to[- ]cost)\b/.test(text) ? 'LTC' : /\b(ltv|loan[- ]to[- ]value)\b/.test(text) ? 'LTV' : undefined;
  const pair = loanAndValue(amounts);
  if (ratio && pair) {
    const of = ratio === 'LTC' ? 'total cost' : 'property value';
    return `A ${money(pair.loan)} loan on a ${of} of ${money(pair.value)} is ${percent(ltv(pair.loan, pair.value) ?? 0, 2)} ${ratio} (${money(pair.loan)} ÷ ${money(pair.value)} × 100).`;
  }
  // 'max loan at 70% LTV on a $1M property': the loan that ratio allows.
  if (ratio && rates.length === 1 && amounts.length === 1) {
    return `At ${percent(rates[0]!)} ${ratio}, a ${ratio === 'LTC' ? 'total cost' : 'property value'} of ${money(amount)} supports a loan of ${money(Math.round(amount * rates[0]!) / 100)}.`;
  }
  return undefined;
}
