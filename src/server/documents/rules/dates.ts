// Dates as documents print them → YYYY-MM-DD. US order (MM/DD/YYYY) for slashed dates: these are US loans.
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function iso(year: number, month: number, day: number): string | null {
  if (year < 100) year += year < 70 ? 2000 : 1900;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || year > 2100) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const NAMED = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i;
const DAY_FIRST_NAMED = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b/i;
/** Spreadsheet style: "23-Jun-26", "23-Jun-2026". */
const DAY_MONTH_YEAR = /\b(\d{1,2})-(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*-(\d{4}|\d{2})\b/i;
/** Spanish and Portuguese, as letters to Latin American and Brazilian clients date them: "7 de janeiro de 2026". */
const ROMANCE_MONTHS = [/^ene|^jan/, /^fe/, /^mar/, /^abr/, /^ma[iy]/, /^jun/, /^jul/, /^ago/, /^se/, /^o[cu]t/, /^nov/, /^di|^dez/];
const ROMANCE = /\b(\d{1,2})\s+de\s+(enero|janeiro|febrero|fevereiro|marzo|março|abril|mayo|maio|junio|junho|julio|julho|agosto|septiembre|setiembre|setembro|octubre|outubro|noviembre|novembro|diciembre|dezembro)\s+(?:de\s+|del\s+)?(\d{4})\b/i;
const SLASHED = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/;
const ISO = /\b(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+Z?)?\b/;

export interface DateMatch {
  iso: string;
  index: number;
}

export function findDate(text: string): DateMatch | null {
  const candidates: DateMatch[] = [];
  const isoMatch = ISO.exec(text);
  if (isoMatch) {
    const v = iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
    if (v) candidates.push({ iso: v, index: isoMatch.index });
  }
  const named = NAMED.exec(text);
  if (named) {
    const v = iso(Number(named[3]), MONTHS.indexOf(named[1]!.slice(0, 3).toLowerCase()) + 1, Number(named[2]));
    if (v) candidates.push({ iso: v, index: named.index });
  }
  const dayFirst = DAY_FIRST_NAMED.exec(text) ?? DAY_MONTH_YEAR.exec(text);
  if (dayFirst) {
    const v = iso(Number(dayFirst[3]), MONTHS.indexOf(dayFirst[2]!.slice(0, 3).toLowerCase()) + 1, Number(dayFirst[1]));
    if (v) candidates.push({ iso: v, index: dayFirst.index });
  }
  const romance = ROMANCE.exec(text);
  if (romance) {
    const v = iso(Number(romance[3]), ROMANCE_MONTHS.findIndex((m) => m.test(romance[2]!.toLowerCase())) + 1, Number(romance[1]));
    if (v) candidates.push({ iso: v, index: romance.index });
  }
  const slashed = SLASHED.exec(text);
  if (slashed) {
    const v = iso(Number(slashed[3]), Number(slashed[1]), Number(slashed[2]));
    if (v) candidates.push({ iso: v, index: slashed.index });
  }
  candidates.sort((a, b) => a.index - b.index);
  return candidates[0] ?? null;
}

export function parseDate(text: string): string | null {
  return findDate(text)?.iso ?? null;
}

/** Spreadsheets that lost their date format show the serial day number: 45982 → 2025-11-22. */
export function excelSerialDate(text: string): string | null {
  const m = /^\s*(\d{5})(?:\.\d+)?\s*$/.exec(text);
  const serial = m ? Number(m[1]) : 0;
  if (serial < 10_000 || serial > 80_000) return null;
  return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
}
