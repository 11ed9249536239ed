// Spreadsheets brokers send: label/value submission sheets ("Loan Amount | 915000") and one-row-per-deal
// pipeline exports (a header row, then deals). Both become lines of cells for the same label rules. .xlsx is read
// with exceljs, legacy .xls (BIFF) with SheetJS's maintained fork @e965/xlsx — only once the bytes have been sniffed
// as an OLE workbook, since SheetJS reads any bytes as some sheet (and never the npm "xlsx" 0.18, which has open
// advisories).
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { dealProgress } from '../../core/deals/status-words';
import { DocumentError } from './errors';
import { makeLine, type Line } from './layout';
import { matchLabel } from './rules/labels';
import { isForeignTableHeader, ROLE_LABEL } from './rules/zones';

const MAX_SHEETS = 5;
const MAX_ROWS = 1_000;
const MAX_COLUMNS = 60;

export interface SheetText {
  lines: Line[];
  notes: string[];
  /** Several deals and none marked as the one submitted: the first was taken (calibration keeps it out of the high band). */
  severalDeals: boolean;
}

type Row = string[];

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'number') {
    return numberText(value, cell.numFmt);
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return value.result instanceof Date ? isoDate(value.result) : String(value.result ?? '');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/**
 * A number as its cell shows it. A percent-formatted cell stores 0.0975 for 9.75 %; but a whole column formatted as
 * percent also holds the amounts, terms and points typed into it (481000, 24), which no lending percent exceeds 100 %
 * of: those are the figures typed.
 */
export function numberText(value: number, format: string | undefined): string {
  if (format?.includes('%') && Math.abs(value) <= 1) return `${Math.round(value * 100 * 10_000) / 10_000}%`;
  return String(value);
}

export async function readXlsx(bytes: Uint8Array): Promise<SheetText> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch (error) {
    throw new DocumentError('corrupt_file', 'The spreadsheet appears to be corrupted or invalid.', { cause: error });
  }
  const rowsBySheet: Row[][] = [];
  for (const sheet of workbook.worksheets.slice(0, MAX_SHEETS)) {
    const rows: Row[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber > MAX_ROWS) return;
      const cells: string[] = [];
      for (let c = 1; c <= Math.min(row.cellCount, MAX_COLUMNS); c++) cells.push(cellText(row.getCell(c)).trim());
      rows.push(cells);
    });
    rowsBySheet.push(rows);
  }
  return rowsToText(rowsBySheet);
}

/** A legacy BIFF workbook (.xls): cells as text, percent formats as percents, dates as ISO dates. */
export function readXls(bytes: Uint8Array): SheetText {
  let workbook: XLSX.WorkBook;
  try {
    // cellNF keeps each cell's number format, without which a percent cell reads 0.095 for 9.5 %.
    workbook = XLSX.read(bytes, { type: 'array', cellDates: true, cellNF: true, sheetRows: MAX_ROWS, dense: true });
  } catch (error) {
    throw new DocumentError('corrupt_file', 'The spreadsheet appears to be corrupted or invalid.', { cause: error });
  }
  const rowsBySheet = workbook.SheetNames.slice(0, MAX_SHEETS).map((name) => {
    const sheet = workbook.Sheets[name];
    const rows: Row[] = [];
    for (const row of (sheet?.['!data'] ?? []) as (XLSX.CellObject | undefined)[][]) {
      // Array.from, not map: a dense sheet's row still skips empty cells as holes, which map would keep.
      rows.push(Array.from((row ?? []).slice(0, MAX_COLUMNS), (cell) => (cell ? xlsCellText(cell) : '')));
    }
    return rows;
  });
  return rowsToText(rowsBySheet);
}

function xlsCellText(cell: XLSX.CellObject): string {
  const value = cell.v;
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'number') return numberText(value, typeof cell.z === 'string' ? cell.z : undefined);
  return String(value).trim();
}

/** RFC 4180 CSV: quoted fields, doubled quotes, commas and newlines inside quotes. */
export function parseCsv(text: string): Row[] {
  const rows: Row[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length && rows.length < MAX_ROWS; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';' || ch === '\t') {
      row.push(field.trim());
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field.trim());
      if (row.some((c) => c)) rows.push(row.slice(0, MAX_COLUMNS));
      row = [];
      field = '';
    } else field += ch;
  }
  row.push(field.trim());
  if (row.some((c) => c)) rows.push(row.slice(0, MAX_COLUMNS));
  return rows;
}

export function readCsv(bytes: Uint8Array): SheetText {
  return rowsToText([parseCsv(new TextDecoder('utf-8').decode(bytes))]);
}

/**
 * A header row is a row most of whose filled cells are known labels, followed by data rows; or, with headers in
 * words of its own ("Sponsor", "Collat Addr", "Ask"), a row of words alone over rows of figures in the same columns.
 */
function headerRowIndex(rows: Row[]): number {
  return rows.findIndex((row, i) => {
    const filled = row.filter(Boolean);
    if (filled.length < 4 || (rows[i + 1]?.filter(Boolean).length ?? 0) < 3) return false;
    // A rent roll's or a budget's table is not a list of deals: its rows are units and cost lines. A schedule of
    // real estate owned is, when one of its rows is marked as the loan's subject property (an appraiser's grid of
    // comparable sales marks its subject too, but keeps the subject's value outside the grid).
    const scheduleOwned = !filled.some((c) => COMPARABLES.test(c)) && rows.slice(i + 1).some(isSubjectRow);
    if (isForeignTableHeader(filled) && !scheduleOwned) return false;
    // Under a header sit values; a row of labels under it makes both rows pairs of a label/value grid
    // ("Subject | 12 Elm St | Property type | SFR" over "Loan amount | 211000 | Note rate | 9.125").
    if (labelRow(rows[i + 1]!)) return false;
    // A grid whose rows open with labels ("As-is value | 535000 | 75% | 401250" under "Inputs | Value | Max % | Max
    // loan") is a calculator's table of figures per fact: its rows are facts, not deals.
    if (rowsOpenWithLabels(rows.slice(i + 1, i + 6))) return false;
    const labels = filled.filter((c) => matchLabel(c)).length;
    if (labels >= 3 && labels >= filled.length * 0.5) return true;
    return labels >= 2 && filled.every((c) => !/\d/.test(c)) && dataRowsUnder(row, rows.slice(i + 1, i + 4));
  });
}

/**
 * A row of labels, not a deal's values: at least two cells, and a good share of its cells, name a deal fact for
 * certain. A deal's own values may read as a label here and there ("In Processing", "Bridge"), never as many.
 */
function labelRow(row: Row): boolean {
  const labels = row.filter((c) => c && !/\d/.test(c) && isFieldLabel(c)).length;
  return labels >= 2 && labels >= 0.4 * row.filter(Boolean).length;
}

/**
 * Rows most of which open with labels of different facts: a deal list opens its rows with names, numbers, addresses,
 * or with a status that repeats ("Funded", "Funded"), all of one kind.
 */
function rowsOpenWithLabels(rows: Row[]): boolean {
  const filled = rows.filter((row) => row.some(Boolean));
  const labels = filled.map((row) => row.find(Boolean)!).filter(isFieldLabel);
  const kinds = new Set(labels.map((text) => matchLabel(text)!.kind));
  return labels.length >= 2 && labels.length >= filled.length * 0.6 && kinds.size >= 2 && new Set(labels).size === labels.length;
}

/** Rows under a header that carry figures in most of its columns (a label/value sheet has them in one column). */
function dataRowsUnder(header: Row, below: Row[]): boolean {
  const columns = header.map((text, c) => (text ? c : -1)).filter((c) => c >= 0);
  const numericColumns = columns.filter((c) => below.some((row) => /\d/.test(row[c] ?? ''))).length;
  // Under a header sit values; under the labels of a label/value sheet sit more labels.
  const labelsBelow = below.some((row) => row.filter((c) => c && !/\d/.test(c) && matchLabel(c)).length >= 2);
  return !labelsBelow && below.filter((row) => row.filter(Boolean).length >= 3).length >= 1 && numericColumns >= Math.max(2, columns.length * 0.3);
}

/** A cell that names a deal fact for certain (a learned guess may be a value: "Bridge Loan"). */
function isFieldLabel(text: string): boolean {
  const match = matchLabel(text);
  return Boolean(match && !match.guessed);
}

/**
 * A sheet with its labels down one column and a column per deal ("Field | Deal 1 | Deal 2", a lender's comparison
 * of scenarios): the label column and the deal columns, each filled on most labelled rows. A label/value sheet's
 * remarks or a calculator's percent column are filled on few rows, so they are no deals.
 */
export function dealColumns(rows: Row[]): { label: number; deals: number[] } | null {
  const labelled = rows.flatMap((row) => {
    const first = row.findIndex(Boolean);
    return first >= 0 && row.filter(Boolean).length >= 2 && isFieldLabel(row[first]!) ? [{ row, first }] : [];
  });
  if (labelled.length < 4) return null;
  // The column most labelled rows open in: a status over a deal may read as a label too ("Funded").
  const label = mostCommon(labelled.map((l) => l.first));
  const mine = labelled.filter((l) => l.first === label);
  if (mine.length < 0.8 * labelled.length) return null;
  const width = Math.max(...mine.map((l) => l.row.length));
  const deals: number[] = [];
  for (let c = label + 1; c < width; c++) {
    const filled = mine.filter((l) => l.row[c]);
    // A second column of labels is a two-block label/value sheet ("Loan Amount | 500000 | Rate | 10%").
    if (filled.filter((l) => isFieldLabel(l.row[c]!)).length >= 0.3 * filled.length && filled.length >= 2) return null;
    if (filled.length >= 0.7 * mine.length) deals.push(c);
  }
  // Columns headed by units ("Fee | Points | Dollars") give one deal's figures two ways, not two deals.
  const heads = deals.map((c) => rows.find((row) => row[c])?.[c]?.trim() ?? '');
  if (heads.every((head) => UNIT_HEADING.test(head))) return null;
  return deals.length >= 2 ? { label, deals } : null;
}

const UNIT_HEADING = /^(?:points?|pts\.?|%|percent|dollars?|\$|usd|amount|amt|fee|basis points|bps)$/i;

function mostCommon(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * A label/value sheet may set two scenarios side by side under a row of their own headings, one marked as the one
 * submitted (" | SUBMIT | Alternative (not requested)", " | Option A | Option B ✓"): on the rows under it that fill
 * several of those columns, only the marked column holds the deal's values. Rows elsewhere are left as they are.
 */
export function markedScenarioColumn(rows: Row[]): Row[] {
  const out = rows.map((row) => [...row]);
  rows.forEach((head, i) => {
    const below = rows[i + 1];
    const labelColumn = below?.findIndex(Boolean) ?? -1;
    // The headings sit over the value columns, the label column left of them blank or headed as such ("Item").
    const columns = head.flatMap((text, c) => (text && !(c === labelColumn && LABEL_COLUMN_HEADING.test(text.trim())) ? [c] : []));
    if (columns.length < 2 || labelColumn < 0 || labelColumn >= columns[0]!) return;
    const ticked = columns.filter((c) => dealProgress(head[c]!) === 'submitted' || TICK.test(head[c]!));
    // "Item | Relinquished | Replacement": beside the property or loan being left, the new one is the deal.
    const newSide = columns.filter((c) => NEW_SIDE.test(head[c]!.trim()));
    const leftSide = columns.every((c) => newSide.includes(c) || OLD_SIDE.test(head[c]!.trim()));
    const marked = ticked.length ? ticked : leftSide ? newSide : [];
    if (marked.length !== 1) return;
    // Down to the table's end: a row filling one column alone (the exchanger's name) speaks for both.
    for (let j = i + 1; j < rows.length && columns.some((c) => rows[j]![c]); j++) {
      if (columns.filter((c) => rows[j]![c]).length < 2) continue;
      for (const c of columns) if (c !== marked[0]) out[j]![c] = '';
    }
  });
  return out;
}
const LABEL_COLUMN_HEADING = /^(?:item|items|field|fields|description|label|category|line item|detail|details)$/i;
const NEW_SIDE = /^(?:replacement(?: property)?|proposed|new(?: loan| property| purchase| financing)?|subject(?: property)?|after|post[- ]closing)$/i;
const OLD_SIDE = /^(?:relinquished(?: property)?|existing(?: loan)?|current(?: loan)?|prior(?: loan)?|old(?: loan)?|before|payoff|sold)$/i;

function moreDealsNote(count: number, marked?: string): string {
  const more = count - 1;
  const which = marked ? `the one marked "${marked}"` : 'the first one';
  return `The sheet lists ${count} deals; ${which} was extracted and ${more} more ${more > 1 ? 'are' : 'is'} not: upload ${more > 1 ? 'them' : 'it'} one per file, or create ${more > 1 ? 'them' : 'it'} from the Deals page.`;
}

/**
 * A pipeline tape lists the broker's funded and closed deals with the one being submitted: a column whose every cell
 * is a status or stage, with one row alone marked submitted ("Submitted", "This deal") or, short of that, one row
 * alone not done. That row is the deal, wherever it sits in the sheet. `headers` (the table's header row, when it has
 * one) lets a yes/no column of choice ("Chosen? | no | YES | no") single out its one yes.
 */
export function markedDeal(deals: Row[], headers: Row = []): { index: number; status: string } | null {
  if (deals.length < 2) return null;
  const subject = deals.flatMap((row, i) => (isSubjectRow(row) ? [i] : []));
  if (subject.length === 1) return { index: subject[0]!, status: deals[subject[0]!]!.find((text) => SUBJECT_MARK.test(text.trim()))! };
  const width = Math.max(...deals.map((r) => r.length));
  for (let c = 0; c < width; c++) {
    const progress = deals.map((r) => dealProgress(withoutFirmName(r[c] ?? '')));
    // A status column may hold a remark no stage names ("On hold (borrower abroad)"): one row marked submitted
    // still singles out the deal; the one row not done does only when every row's stage is known.
    const known = progress.filter((s) => s !== null).length;
    if (known < Math.max(2, 0.5 * deals.length)) continue;
    const submitted = progress.flatMap((s, i) => (s === 'submitted' ? [i] : []));
    const undone = known === deals.length ? progress.flatMap((s, i) => (s !== 'done' ? [i] : [])) : [];
    const one = submitted.length === 1 ? submitted[0]! : undone.length === 1 ? undone[0]! : -1;
    if (one >= 0) return { index: one, status: deals[one]![c]! };
  }
  for (let c = 0; c < width; c++) {
    const cells = deals.map((r) => r[c] ?? '');
    const ticked = cells.flatMap((text, i) => (TICK.test(text) ? [i] : []));
    const pointed = cells.flatMap((text, i) => (POINTED.test(text) ? [i] : []));
    const others = cells.filter((text, i) => text && i !== ticked[0]);
    // A tick column ("Submit? | X", "✓", "Yes") filled on one deal's row alone singles that deal out; so does the
    // one yes of a column headed as a choice, its other rows saying no.
    const choice = CHOICE_HEADER.test(headers[c] ?? '') && others.every((text) => NO.test(text));
    if (ticked.length === 1 && (!others.length || choice)) return { index: ticked[0]!, status: cells[ticked[0]!]! };
    // An arrow or a tick set before (or after) one deal's words points it out among the others' ("→ Finance this").
    if (pointed.length === 1) return { index: pointed[0]!, status: cells[pointed[0]!]! };
    // A deal's contacts, one per row ("Role | Broker", "Role | Borrower (guarantor)"): the borrower's row.
    const borrowers = ROLE_LABEL.test(headers[c]?.trim() ?? '') ? cells.flatMap((text, i) => (BORROWER_ROLE.test(text.trim()) ? [i] : [])) : [];
    if (borrowers.length === 1) return { index: borrowers[0]!, status: cells[borrowers[0]!]! };
  }
  return null;
}

/** "NEW — submit to Northpoint Funding Group": the firm a status names is no stage of the deal's ("Funding"). */
function withoutFirmName(status: string): string {
  return status.replace(/\b(?:to|with|at|from|via|by)\s+(?:[A-Z][\w&'’.-]*\s*){1,5}/g, ' ');
}

/** A schedule's mark on the property the loan is for: "SUBJECT PROPERTY", "(subject)", "Subject – refinance". */
const SUBJECT_MARK = /^\(?\s*subject(?:\s+(?:property|prop\.?|collateral|deal))?\s*\)?\s*(?:[-–—:;,].*)?$/i;
const COMPARABLES = /\bcomps?\b|comparable|\bsale\b|\bsold\b/i;
const isSubjectRow = (row: Row): boolean => row.some((text) => SUBJECT_MARK.test(text.trim()));

/** A mark a broker puts against the one row meant: a cross, a tick, an arrow, a yes. */
const TICK = /^(?:x|✓|✔|☑|☒|\*|yes|→|<-|<--|->|-->|<<|>>|◄|►)$/i;
/** Words set after an arrow or a tick ("→ FINANCE THIS", "✓ submit", "Deal 3 ◄"). */
const POINTED = /^(?:→|➜|➔|⇒|►|->|-->|>>|✓|✔|☑)\s*\S|\S\s*(?:←|◄|<-|<--|<<)$/;
const NO = /^(?:no|n|-|–|—|☐)$/i;
/** The borrower's part in a contact list's role column. */
const BORROWER_ROLE = /^(?:borrower|applicant|sponsor|primary borrower)\b/i;
/** A column that records which deal, or which lender's offer, was taken. */
const CHOICE_HEADER = /\b(?:chosen|choice|selected|select|pick|picked|submit\w*|winner|going with|go with|awarded|accepted)\b/i;

/**
 * Rows of a deal table that are no deal: a template's filled-in example ("Sample", "e.g.", "Example – delete") and
 * the sums under the table ("Total", "Average", "Count").
 */
export function isNoDealRow(row: Row): boolean {
  const first = row.find(Boolean) ?? '';
  if (/^(?:grand |sub-?)?totals?\b|^(?:sum|average|avg|count|mean|weighted avg\.?|weighted average)\b/i.test(first)) return true;
  return /^(?:example|sample|template|e\.g\.)(?:\W|$)/i.test(first) || row.some((c) => /^\(?(?:example|sample)(?: row| deal| only| - delete| – delete)?\)?$/i.test(c));
}

/**
 * A row whose first cell is a label other than its column's heading, with a value after it: a fact, not a deal. A
 * learned guess counts only in a column headed by nothing (a grid's row names: "SUBJECT", "Comp 1"), with a figure.
 */
function opensWithOwnLabel(row: Row, headers: Row, rows: Row[]): boolean {
  const first = row.findIndex(Boolean);
  const match = first >= 0 ? matchLabel(row[first]!) : null;
  if (!match || row.filter(Boolean).length < 2) return false;
  if (match.guessed && (headers[first] || !row.slice(first + 1).some((c) => /\d/.test(c)))) return false;
  // A status the column repeats ("Funded", "Funded") is a deal's value, however it reads as a label.
  const repeated = rows.filter((r) => r[first] === row[first]).length > 1;
  return !repeated && match.kind !== matchLabel(headers[first] ?? '')?.kind;
}

/** A CRM record's owner: the user the record is assigned to ("Owner", "Opportunity Owner", "owner_phone"). */
const RECORD_OWNER = /^(?:(?:record|opportunity|opp|account|lead|deal|loan)[\s_]*)?owner(?:[\s_]*(?:name|full[\s_]*name|e-?mail|phone|id))?$/i;
const BORROWER_NAME_KINDS = new Set(['borrower', 'first_name', 'last_name']);

/**
 * The columns of an export naming its record's owner, when other columns name the borrower: that owner is the
 * officer or broker the CRM assigned the deal to, never the borrower. Alone, an "Owner" column may be the property's.
 */
export function recordOwnerColumns(headers: Row): Set<number> {
  const owners = headers.flatMap((h, c) => (RECORD_OWNER.test(h.trim()) ? [c] : []));
  const named = headers.some((h, c) => !owners.includes(c) && BORROWER_NAME_KINDS.has(matchLabel(h)?.kind ?? ''));
  return new Set(named ? owners : []);
}

function rowsToText(sheets: Row[][]): SheetText {
  const lines: Line[] = [];
  const notes: string[] = [];
  let severalDeals = false;
  let dealSheetRead = false;
  sheets.forEach((sheetRows, sheetIndex) => {
    const page = sheetIndex + 1;
    const rows = markedScenarioColumn(sheetRows);
    const columns = dealColumns(rows);
    if (columns) {
      // One deal per column: each label with the first deal's cell.
      if (dealSheetRead) return;
      dealSheetRead = true;
      // The deal columns read as rows of a table, each original row a column: a status row or an arrow over one
      // deal's column singles it out as a status column does a pipeline's row.
      const marked = markedDeal(columns.deals.map((c) => rows.map((row) => row[c] ?? '')));
      const chosen = columns.deals[marked?.index ?? 0];
      for (const row of rows) pushRow(lines, row.map((text, c) => (c === columns.label || c === chosen || c < columns.label ? text : '')), page);
      notes.push(moreDealsNote(columns.deals.length, marked?.status));
      severalDeals = !marked;
      return;
    }
    const header = headerRowIndex(rows);
    if (header >= 0) {
      // One deal per row: pair each header with the first deal's cell. Further deals need their own upload.
      if (dealSheetRead) return;
      dealSheetRead = true;
      // The sheet's own label/value block above the table ("Prepared for", "Property") is read as such.
      for (const row of rows.slice(0, header)) pushRow(lines, row, page);
      const headers = rows[header]!;
      // The last rows under the table may open with labels of the deal ("Reconciled value (as is) | | | 1329000"):
      // the sheet's own label/value rows, read as such.
      const below = rows.slice(header + 1).filter((r) => r.some(Boolean));
      let end = below.length;
      while (end > 1 && opensWithOwnLabel(below[end - 1]!, headers, below)) end--;
      const labelled = below.slice(end);
      const deals = below.slice(0, end).filter((r) => r.filter(Boolean).length >= 3 && !isNoDealRow(r));
      const marked = markedDeal(deals, headers);
      const deal = deals[marked?.index ?? 0] ?? [];
      const owners = recordOwnerColumns(headers);
      headers.forEach((label, c) => {
        if (label && deal[c] && !owners.has(c)) lines.push(makeLine([cell(label, 0), cell(deal[c]!, 1)], page, lines.length * 10, 10));
      });
      for (const row of labelled) pushRow(lines, row, page);
      if (deals.length > 1) {
        notes.push(moreDealsNote(deals.length, marked?.status));
        severalDeals = !marked;
      }
      return;
    }
    for (const row of remarksAfterValues(rows)) pushRow(lines, row, page);
  });
  return { lines, notes, severalDeals };
}

/**
 * A label/value sheet may keep a sparse column of remarks between its labels and their values ("Est. FICO |
 * self-reported | 737", "Requested loan amount | LTV in % column | 1995000"): the rules take the cell after a
 * label as its value. A remark (text without figures, in a column filled on few rows) followed on its row by a
 * figure in a column filled at least twice as often moves to the end of the row, after the values.
 */
export function remarksAfterValues(rows: Row[]): Row[] {
  const fill: number[] = [];
  for (const row of rows) {
    if (row.filter(Boolean).length < 2) continue;
    row.forEach((text, c) => {
      if (text) fill[c] = (fill[c] ?? 0) + 1;
    });
  }
  return rows.map((row) => {
    const filled = row.flatMap((text, c) => (text ? [c] : []));
    if (filled.length < 3) return row;
    const remark = filled[1]!;
    if (/\d/.test(row[remark]!)) return row;
    const value = filled.slice(2).find((c) => /\d/.test(row[c]!) && (fill[c] ?? 0) >= 2 * (fill[remark] ?? 0));
    if (value === undefined) return row;
    const moved = [...row];
    moved[remark] = '';
    return [...moved, row[remark]!];
  });
}

function pushRow(lines: Line[], row: Row, page: number): void {
  const cells = row.map((text, c) => (text ? cell(text, c) : null)).filter((c) => c !== null);
  // Section titles merged across columns repeat the same text in each cell.
  const distinct = cells.filter((c, i) => i === 0 || c.text !== cells[i - 1]!.text);
  if (distinct.length) lines.push(makeLine(distinct, page, lines.length * 10, 10));
}

function cell(text: string, column: number) {
  return { text, x0: column * 100, x1: column * 100 + 90 };
}
