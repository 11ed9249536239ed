// Relative dates as staff say them ('this month', 'next 30 days', 'last quarter', 'in December', 'by Friday'),
// turned into an inclusive range of ISO days relative to today.

export interface DayRange {
  from: string;
  to: string;
  /** How the answer names the period: 'this month', 'in the next 30 days'. */
  label: string;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_SHORT: Record<string, number> = {
  jan: 0, january: 0, feb: 1, february: 1, mar: 2, march: 2, apr: 3, april: 3, may: 4, jun: 5, june: 5, jul: 6, july: 6,
  aug: 7, august: 7, sep: 8, sept: 8, september: 8, oct: 9, october: 9, nov: 10, november: 10, dec: 11, december: 11,
};

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
const parts = (today: string) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return { y, m: m - 1, d };
};
export const addDays = (day: string, n: number) => {
  const { y, m, d } = parts(day);
  return iso(y, m, d + n);
};
/** The same day n calendar months on, kept within the month ('2026-01-31' + 1 → '2026-02-28'). */
export const addMonths = (day: string, n: number) => {
  const { y, m, d } = parts(day);
  return iso(y, m + n, Math.min(d, new Date(Date.UTC(y, m + n + 1, 0)).getUTCDate()));
};
const monthRange = (y: number, m: number, label: string): DayRange => ({ from: iso(y, m, 1), to: iso(y, m + 1, 0), label });

export const monthName = (m: number) => MONTHS[((m % 12) + 12) % 12]!.replace(/^./, (c) => c.toUpperCase());

/** Which way a question looks in time: back at what is done ('funded', 'closed', 'came in'), ahead at what is to come. */
function monthLean(t: string): 'ahead' | 'back' | 'either' {
  if (/\b(funded|closed|applied|submitted|came in|booked|did|was|were|happened|originated|got done)\b/.test(t)) return 'back';
  if (/\b(closing|close|closes|due|scheduled|expected|slated|set to|upcoming|coming|will|going to|gonna|planned)\b/.test(t)) return 'ahead';
  return 'either';
}

/** The first period named in a normalised text, or undefined; a part of a month narrows it ('the first half of next month'). */
export function findPeriod(text: string, today: string): DayRange | undefined {
  const period = wholePeriod(text, today);
  return period ? partOfMonth(` ${text} `, period) : undefined;
}

const ORDINAL_DAY = '(\\d{1,2})(?:st|nd|rd|th)?';

/** A month narrowed to a part of it: its first or back half, up to or after a day ('on or before the 15th'). */
function partOfMonth(t: string, p: DayRange): DayRange {
  const month = p.from.slice(0, 8);
  if (!p.from.endsWith('-01') || p.to.slice(0, 8) !== month) return p;
  const day = (n: number) => `${month}${String(Math.min(n, Number(p.to.slice(8)))).padStart(2, '0')}`;
  if (/\b(first|1st|early|front) half\b|\bfirst two weeks\b/.test(t)) return { from: p.from, to: day(15), label: `${p.label}, 1st–15th` };
  if (/\b(back|second|2nd|last|latter|later) half\b|\blast two weeks\b/.test(t)) return { from: day(16), to: p.to, label: `${p.label}, 16th on` };
  const upTo = new RegExp(`\\b(on or before|no later than|by|up to|through|thru|before) the ${ORDINAL_DAY}\\b`).exec(t);
  if (upTo) return { from: p.from, to: day(Number(upTo[2]) - (upTo[1] === 'before' ? 1 : 0)), label: `${p.label}, ${upTo[1]} the ${upTo[2]}` };
  const after = new RegExp(`\\b(after|on or after|from) the ${ORDINAL_DAY}\\b`).exec(t);
  if (after) return { from: day(Number(after[2]) + (after[1] === 'after' ? 1 : 0)), to: p.to, label: `${p.label}, ${after[1]} the ${after[2]}` };
  return p;
}

const COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirty: 30, sixty: 60, ninety: 90 };

function wholePeriod(text: string, today: string): DayRange | undefined {
  const { y, m, d } = parts(today);
  const t = ` ${text} `.replace(/\b(by|before|until|till|thru|through) (?:the )?eo(m|q|y)\b/g, (_, by: string, unit: string) => `${by} ${{ m: 'month', q: 'quarter', y: 'year' }[unit]} end`);
  // 'three months back', '2 months ago': that calendar month.
  const ago = /\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (months?|mos?) (ago|back|before)\b/.exec(t);
  if (ago && !/\b(ago|back|before) (today|now)\b/.test(t)) {
    const n = COUNTS[ago[1]!] ?? Number(ago[1]);
    return monthRange(y, m - n, `in ${monthName(m - n)} ${new Date(Date.UTC(y, m - n, 1)).getUTCFullYear()}`);
  }
  // 'the month after next', 'the month before last': two calendar months on or back.
  const twoOff = /\bmonth (after next|before last)\b/.exec(t);
  if (twoOff) {
    const n = twoOff[1] === 'after next' ? 2 : -2;
    return monthRange(y, m + n, `in ${monthName(m + n)} ${new Date(Date.UTC(y, m + n, 1)).getUTCFullYear()}`);
  }
  // 'closing in two months', 'due in 3 months': that calendar month, as 'next month' is one; 'in the next 2 months'
  // and 'within 2 months' are spans from today (below).
  const monthsOn = /\bin (\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (months?|mos?)\b(?! (?:terms?|loans?|deals?)\b)/.exec(t);
  if (monthsOn) {
    const n = COUNTS[monthsOn[1]!] ?? Number(monthsOn[1]);
    return monthRange(y, m + n, `in ${monthName(m + n)} ${new Date(Date.UTC(y, m + n, 1)).getUTCFullYear()}`);
  }
  const span = /(?:next|coming|upcoming|following|within(?: the)?(?: next)?|in the next|in)\s+(\d+|a|one|two|three|four|six|thirty|sixty|ninety)\s*(day|days|week|weeks|wk|wks|month|months|mo|mos)\b/.exec(t);
  const back = /(?:last|past|previous|prior)\s+(\d+|two|three|four|six|thirty|sixty|ninety)\s*(day|days|week|weeks|wk|wks|month|months|mo|mos)\b/.exec(t);
  const count = (w: string) => ({ a: 1, one: 1, two: 2, three: 3, four: 4, six: 6, thirty: 30, sixty: 60, ninety: 90 })[w as 'a'] ?? Number(w);
  const days = (n: number, unit: string) => (unit.startsWith('w') ? n * 7 : unit.startsWith('m') ? n * 30 : n);
  if (span) {
    const n = days(count(span[1]!), span[2]!);
    return { from: today, to: addDays(today, n), label: `in the next ${n} days` };
  }
  if (back) {
    const n = days(count(back[1]!), back[2]!);
    return { from: addDays(today, -n), to: today, label: `in the last ${n} days` };
  }
  // 'by the end of the year', 'before year end', 'by end of quarter': from today on.
  const byEnd = /\b(?:by|before|until|till|til|thru|through|ahead of)\s+(?:the\s+)?(?:end of (?:the\s+)?(next\s+)?(year|yr|quarter|qtr|month|mo)|(year|quarter|month)[- ]end)\b/.exec(t);
  if (byEnd) {
    const unit = (byEnd[2] ?? byEnd[3])!;
    // 'by the end of next month' runs one period further.
    const ahead = byEnd[1] ? 1 : 0;
    const end = unit.startsWith('y') ? iso(y + ahead, 11, 31) : unit.startsWith('q') ? iso(y, Math.floor(m / 3) * 3 + 3 + 3 * ahead, 0) : iso(y, m + 1 + ahead, 0);
    const name = unit.startsWith('y') ? 'year' : unit.startsWith('q') ? 'quarter' : 'month';
    // 'closing by end of month' asked on the 27th still counts the 8th: a month runs from its start; a quarter or a
    // year from today.
    return { from: unit.startsWith('m') && !ahead ? iso(y, m, 1) : today, to: end, label: `by the end of ${ahead ? 'next' : 'the'} ${name}` };
  }
  // 'before Christmas', 'by xmas': from today up to the day.
  const holiday = /\b(by|before|until|till|ahead of)\s+(?:christmas|xmas|the holidays)\b/.exec(t);
  if (holiday) {
    const christmas = iso(today > iso(y, 11, 25) ? y + 1 : y, 11, 25);
    return { from: today, to: holiday[1] === 'by' ? christmas : addDays(christmas, -1), label: 'before Christmas' };
  }
  if (/\b(this|current|the) (month|mo)\b|\bmtd\b|\bend of (the )?month\b|\beom\b/.test(t)) return monthRange(y, m, 'this month');
  // 'closing soon' means within the next 30 days.
  if (/\b(clos(e|es|ing)|fund(s|ing)?) soon\b|\bsoon to (close|fund)\b/.test(t)) return { from: today, to: addDays(today, 30), label: 'in the next 30 days' };
  if (/\b(next|coming|following) (month|mo)\b/.test(t)) return monthRange(y, m + 1, 'next month');
  if (/\b(last|previous|prior|past) (month|mo)\b/.test(t)) return monthRange(y, m - 1, 'last month');
  if (/\b(this|current) (week|wk)\b/.test(t)) {
    const dow = new Date(Date.UTC(y, m, d)).getUTCDay();
    return { from: iso(y, m, d - dow), to: iso(y, m, d - dow + 6), label: 'this week' };
  }
  if (/\b(next|coming) (week|wk)\b/.test(t)) {
    const dow = new Date(Date.UTC(y, m, d)).getUTCDay();
    return { from: iso(y, m, d - dow + 7), to: iso(y, m, d - dow + 13), label: 'next week' };
  }
  if (/\b(last|previous|past) (week|wk)\b/.test(t)) {
    const dow = new Date(Date.UTC(y, m, d)).getUTCDay();
    return { from: iso(y, m, d - dow - 7), to: iso(y, m, d - dow - 1), label: 'last week' };
  }
  const q = Math.floor(m / 3);
  if (/\b(this|current) (quarter|qtr|q)\b|\bqtd\b/.test(t)) return { from: iso(y, q * 3, 1), to: iso(y, q * 3 + 3, 0), label: 'this quarter' };
  if (/\b(next|coming) (quarter|qtr|q)\b/.test(t)) return { from: iso(y, q * 3 + 3, 1), to: iso(y, q * 3 + 6, 0), label: 'next quarter' };
  if (/\b(last|previous|prior) (quarter|qtr|q)\b/.test(t)) return { from: iso(y, q * 3 - 3, 1), to: iso(y, q * 3, 0), label: 'last quarter' };
  const quarter = /\bq([1-4])\b(?:\s*(\d{4}))?/.exec(t);
  if (quarter) {
    const n = Number(quarter[1]) - 1;
    const year = quarter[2] ? Number(quarter[2]) : n < q ? y + 1 : y;
    return { from: iso(year, n * 3, 1), to: iso(year, n * 3 + 3, 0), label: `in Q${n + 1} ${year}` };
  }
  if (/\b(this|current) year\b|\bytd\b|\byear to date\b/.test(t)) return { from: iso(y, 0, 1), to: iso(y, 11, 31), label: 'this year' };
  if (/\blast year\b/.test(t)) return { from: iso(y - 1, 0, 1), to: iso(y - 1, 11, 31), label: 'last year' };
  // 'in the new year' said before it starts is the coming one.
  if (/\b(next|the new|the coming|upcoming) year\b/.test(t)) return { from: iso(y + 1, 0, 1), to: iso(y + 1, 11, 31), label: 'next year' };
  if (/\btoday\b/.test(t)) return { from: today, to: today, label: 'today' };
  if (/\btomorrow\b/.test(t)) return { from: addDays(today, 1), to: addDays(today, 1), label: 'tomorrow' };
  if (/\byesterday\b/.test(t)) return { from: addDays(today, -1), to: addDays(today, -1), label: 'yesterday' };
  // A weekday: its next occurrence (today counts unless 'next'); 'by Friday' runs from today to it.
  const weekday = /\b(by|before|until|till|til|thru|through|on|this|next)?\s*(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/.exec(t);
  if (weekday) {
    const target = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].indexOf(weekday[2]!);
    const ahead = (target - new Date(Date.UTC(y, m, d)).getUTCDay() + 7) % 7 || (weekday[1] === 'next' ? 7 : 0);
    const day = addDays(today, ahead);
    const name = weekday[2]!.replace(/^./, (c) => c.toUpperCase());
    return /^(by|before|until|till|til|thru|through)$/.test(weekday[1] ?? '') ? { from: today, to: day, label: `by ${name} ${day}` } : { from: day, to: day, label: `on ${name} ${day}` };
  }
  const named = /\b(in|for|during|of|by|thru|through|before|until|til|till|after|prior to|past|beyond|from)?\s*(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b(?:\s+(\d{4}))?/.exec(t);
  if (named && !(named[2] === 'may' && !/\b(in|for|during|of) may\b/.test(t))) {
    const month = MONTH_SHORT[named[2]!]!;
    // A month name without a year means the nearest one, leaning the way the question looks: 'closing in May'
    // asked in November is the coming May, 'funded in May' the one gone by.
    const lean = monthLean(t);
    const [lo, hi] = lean === 'ahead' ? [m - 2, m + 9] : lean === 'back' ? [m - 11, m] : [m - 6, m + 5];
    const year = named[3] ? Number(named[3]) : month < lo ? y + 1 : month > hi ? y - 1 : y;
    const whole = monthRange(year, month, `in ${monthName(month)} ${year}`);
    // 'after January' runs from the month after on; 'before December' from this month up to that one.
    if (/^(after|past|beyond)$/.test(named[1] ?? '')) return { from: iso(year, month + 1, 1), to: '9999-12-31', label: `after ${monthName(month)} ${year}` };
    if (/^(before|prior to)$/.test(named[1] ?? '')) return { from: today < whole.from ? iso(y, m, 1) : '0000-01-01', to: addDays(whole.from, -1), label: `before ${monthName(month)} ${year}` };
    return whole;
  }
  // A year alone: 'funded in 2025', 'closing during 2030'.
  const year = /\b(?:in|for|during|of|from)\s+(20\d\d)\b/.exec(t);
  if (year) return { from: iso(Number(year[1]), 0, 1), to: iso(Number(year[1]), 11, 31), label: `in ${year[1]}` };
  return undefined;
}

/** A calendar date written out: '2026-12-15', '12/15/2026', '12/15', 'Dec 15', 'December 15th, 2026'. */
export function findDate(text: string, today: string): string | undefined {
  const { y, m } = parts(today);
  const isoDate = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (isoDate) return iso(Number(isoDate[1]), Number(isoDate[2]) - 1, Number(isoDate[3]));
  const us = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/.exec(text);
  if (us) {
    const year = us[3] ? (us[3].length === 2 ? 2000 + Number(us[3]) : Number(us[3])) : Number(us[1]) - 1 < m ? y + 1 : y;
    return iso(year, Number(us[1]) - 1, Number(us[2]));
  }
  const words = /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b/.exec(text);
  if (words) {
    const month = MONTH_SHORT[words[1]!]!;
    const year = words[3] ? Number(words[3]) : month < m ? y + 1 : y;
    return iso(year, month, Number(words[2]));
  }
  return undefined;
}
