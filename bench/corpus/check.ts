// Sanity check of a generated corpus: every truth value must be findable in its document's text (pdftotext for
// text PDFs, cell text for spreadsheets), and distinctive borrower facts printed in a document must be in its truth.
// Scans and photos are skipped (no text layer). Vocabulary fields (types, purposes, exit) are not checked.
//
//   npx tsx bench/corpus/check.ts .tmp/corpus-check
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { date, type DateStyle } from './families/dev/format';
import { truthValue } from './truth';
import type { DealFacts, TruthField } from './types';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx bench/corpus/check.ts <corpus dir>');
  process.exit(2);
}

interface TruthFile { file: string; format: string; fields: Record<string, string> }

function documentText(file: string, format: string): string | undefined {
  if (format === 'pdf_text') {
    return ['-layout', '-raw'].map((mode) => execFileSync('pdftotext', [mode, file, '-'], { encoding: 'utf8' })).join('\n');
  }
  if (['xlsx', 'xls', 'csv'].includes(format)) {
    const book = XLSX.read(readFileSync(file), { cellDates: false });
    return book.SheetNames.map((n) => XLSX.utils.sheet_to_csv(book.Sheets[n] as XLSX.WorkSheet, { FS: ' | ' })).join('\n');
  }
  return undefined;
}

const DATE_STYLES: DateStyle[] = ['long', 'us', 'usShort', 'dMonY', 'iso', 'abbr', 'ordinal', 'dayMonth'];

function moneyForms(value: string): string[] {
  const n = Number(value);
  const forms = [n.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(n) ? 0 : 2 }), value];
  if (n % 1000 === 0) forms.push(`$${n / 1000}k`);
  if (n >= 1000 && n % 100 === 0) forms.push(`$${(n / 1000).toFixed(1)}k`);
  if (n >= 1e6) forms.push(`$${n / 1e6}m`);
  return forms.map((f) => f.toLowerCase());
}

function forms(field: string, value: string): string[] | undefined {
  switch (field) {
    case 'borrower_type': case 'entity_type': case 'property_type': case 'loan_type': case 'loan_purpose':
    case 'exit_strategy': case 'prepayment_penalty':
      return undefined;
    case 'borrower_phone': return [value];
    case 'ein': return [`${value.slice(0, 2)}-${value.slice(2)}`, value];
    case 'borrower_date_of_birth': case 'co_borrower_date_of_birth': case 'estimated_closing_date':
      // Plus the unpadded m/d/yyyy many people type ("3/5/2025") and "Mar 5, 2025" without the period.
      return [
        ...DATE_STYLES.map((s) => date(value, s).replace(/^the /, '').toLowerCase()),
        value.replace(/^(\d{4})-0?(\d+)-0?(\d+)$/, '$2/$3/$1'),
        date(value, 'long').replace(/^(\w{3})\w*/, '$1').toLowerCase(),
      ];
    case 'property_value': case 'loan_amount': case 'loan_doc_fee': case 'admin_fee': case 'processing_fee':
      return moneyForms(value);
    case 'interest_rate': case 'origination_points': case 'discount_points': case 'broker_points':
      // Only spellings that are exactly the value (13.875 is not "13.88").
      return [value, ...[2, 3].map((d) => Number(value).toFixed(d)).filter((f) => Number(f) === Number(value))];
    case 'loan_term': {
      const m = Number(value);
      return [value, ...(m % 12 === 0 ? [`${m / 12} year`, `${m / 12}-year`] : [])];
    }
    case 'property_address': return [value.split(',')[0]?.toLowerCase() ?? value];
    default: return [value.toLowerCase()];
  }
}

const LONG_WORDS: Record<string, string> = { St: 'Street', Ave: 'Avenue', Blvd: 'Boulevard', Dr: 'Drive', Ln: 'Lane', Rd: 'Road', Ct: 'Court', Pl: 'Place', Ter: 'Terrace', Pkwy: 'Parkway', Cir: 'Circle', N: 'North', S: 'South', E: 'East', W: 'West', Apt: 'Apartment' };

function found(field: string, value: string, text: string, digits: string): boolean {
  const candidates = forms(field, value);
  if (!candidates) return true;
  if (field === 'borrower_phone') return digits.includes(value);
  if (field === 'authorized_signatory_name') return value.toLowerCase().split(' ').every((part) => text.includes(part));
  if (field === 'property_address') {
    const [street = '', ...rest] = value.split(', ');
    // Spell out the directional (second word) and the suffix (last word) only: "Dr Martin Luther King Ct".
    const words = street.replace(/ (Unit|Apt|Suite) .*$/, '').split(' ');
    const long = words.map((w, i) => ((i === 1 && /^[NSEW]$/.test(w)) || i === words.length - 1 ? LONG_WORDS[w] : undefined) ?? w).join(' ').toLowerCase();
    const zip = rest[rest.length - 1]?.split(' ')[1] ?? '';
    const streetNoUnit = street.replace(/ (Unit|Apt|Suite) .*$/, '').toLowerCase();
    const longNoUnit = long;
    return (text.includes(streetNoUnit) || text.includes(longNoUnit)) && text.includes(zip);
  }
  return candidates.some((c) => text.includes(c));
}

const UNSTATED_CHECKS: TruthField[] = [
  'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'co_borrower_date_of_birth', 'loan_number', 'ein',
  'loan_amount', 'property_value', 'estimated_closing_date', 'credit_score', 'entity_name', 'borrower_last_name',
];

function printed(field: TruthField, value: string, text: string, digits: string): boolean {
  switch (field) {
    case 'borrower_phone': case 'loan_number': return digits.includes(value);
    case 'ein': return text.includes(`${value.slice(0, 2)}-${value.slice(2)}`) || digits.includes(value);
    case 'loan_amount': case 'property_value':
      return moneyForms(value).filter((f) => /[,k$m]/.test(f)).some((f) => new RegExp(`(^|[^0-9.,])\\$?${f.replace(/[$.]/g, (c) => `\\${c}`)}(?![0-9]|,[0-9])`).test(text));
    case 'credit_score': return new RegExp(`(fico|score|credit)[^0-9]{0,30}${value}\\b`).test(text) || text.includes(`a ${value}.`);
    case 'borrower_last_name': return new RegExp(`\\b${value.toLowerCase().replace(/[.']/g, (c) => `\\${c}`)}\\b`).test(text);
    default: return found(field, value, text, digits);
  }
}

let problems = 0;
let checked = 0;
for (const truthFile of readdirSync(dir).filter((f) => f.endsWith('.truth.json')).sort()) {
  const truth = JSON.parse(readFileSync(path.join(dir, truthFile), 'utf8')) as TruthFile;
  const raw = documentText(path.join(dir, truth.file), truth.format);
  if (raw === undefined) continue;
  checked++;
  const text = raw.replace(/\s+/g, ' ').toLowerCase();
  const digits = raw.replace(/\D/g, '');
  const missing = Object.entries(truth.fields).filter(([field, value]) => !found(field, value, text, digits));
  for (const [field, value] of missing) {
    problems++;
    console.log(`MISSING  ${truth.file}: ${field} = ${JSON.stringify(value)}`);
  }
  // With --debug-facts: distinctive facts of the deal that the document prints but its truth leaves out.
  const factsFile = path.join(dir, truthFile.replace(/\.truth\.json$/, '.facts.json'));
  if (!existsSync(factsFile)) continue;
  const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as DealFacts;
  for (const field of UNSTATED_CHECKS) {
    if (truth.fields[field] !== undefined) continue;
    const value = truthValue(facts, field);
    if (value === undefined) continue;
    // An entity named after its principal ("Jones Properties, LLC") does not name the borrower.
    const withoutEntity = facts.entity ? text.split(facts.entity.name.toLowerCase()).join(' ') : text;
    if (printed(field, value, field === 'borrower_last_name' ? withoutEntity : text, digits)) {
      problems++;
      console.log(`UNSTATED ${truth.file}: ${field} = ${JSON.stringify(value)} is printed but not in the truth`);
    }
  }
}
console.log(`${checked} documents checked, ${problems} truth values not found in their text`);
if (problems) process.exitCode = 1;
