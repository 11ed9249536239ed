// Text as its writer meant it, before the rules read it. People typing fast swap two letters ("proeprty",
// "borrwoer", "purcahse") and the cue words that place a fact stop matching: a swapped pair of a lending word is
// repaired (only swaps, and only of words long enough that a swap is never another English word). Web forms and
// portals printed to PDF leak their markup ("9073 Chestnut St<br>Albuquerque, NM"): a line-break tag separates
// parts as a comma would. Old systems print "Borrower ........ PELICAN RENTALS, LLC": a dot leader joins a label to
// its value as a colon does. A borrower writing in Spanish has their lending phrases put into English (spanish.ts).
import type { Cell, DocText, Line } from '../layout';
import { readsAsSpanish, spanishToEnglish } from './spanish';

const LENDING_WORDS = [
  'property', 'borrower', 'purchase', 'refinance', 'closing', 'appraised', 'appraisal', 'amount', 'value', 'interest',
  'points', 'credit', 'address', 'escrow', 'lender', 'broker', 'guarantor', 'investor', 'client', 'mortgage',
  'collateral', 'payoff', 'rehab', 'renovation', 'months', 'located', 'single', 'family', 'duplex', 'triplex',
  'fourplex', 'condo', 'townhouse', 'building', 'commercial', 'bridge', 'construction', 'financing', 'cash-out',
  'origination', 'processing', 'document', 'rental', 'entity', 'company', 'needs', 'looking', 'asking', 'contract',
];

/** Each adjacent swap of a word's letters, mapped back to the word. */
const SWAPPED = new Map<string, string>();
for (const word of LENDING_WORDS) {
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (!LENDING_WORDS.includes(swapped)) SWAPPED.set(swapped, word);
  }
}

function repairWord(word: string): string {
  const right = SWAPPED.get(word.toLowerCase());
  if (!right) return word;
  if (word === word.toUpperCase()) return right.toUpperCase();
  return word[0] === word[0]!.toUpperCase() ? right[0]!.toUpperCase() + right.slice(1) : right;
}

/** The text with lending words whose letters were swapped spelt right ("proeprty 12 Elm St" → "property 12 Elm St"). */
export function repairSwappedLetters(text: string): string {
  return text.replace(/[A-Za-z][A-Za-z-]{4,}/g, repairWord);
}

/** Text as its writer meant it: swapped letters repaired, leaked line-break tags read as commas, dot leaders as colons, signature rules off names. */
export function repairText(text: string): string {
  return repairSwappedLetters(
    text
      .replace(/\s*<br\s*\/?>\s*/gi, ', ')
      .replace(/&amp;/g, '&')
      // An abbreviation's stop that also ends the sentence is typed once more: "Khoury Property Partners, L.P.. need".
      .replace(/(\b(?:[A-Za-z]\.){2,3})\.(?=\s|$)/g, '$1')
      // A name typed on its signature line: "Signed: ____Marek Wisniewski____".
      .replace(/_{2,}(?=[A-Z][a-z])|(?<=[a-z.])_{2,}/g, '')
      // Four dots or more (an ellipsis is three) between a label and its value.
      // (A colon after the dots is the same one: "RATE....: 12.5%".)
      .replace(/(?<=[A-Za-z.)#])\s*(?:\.\s?){4,}:?\s*(?=[^\s:])|(?<=[A-Za-z.)#])\s*…{2,}:?\s*(?=[^\s:])/g, ': ')
      // A leader a scan read as a stop or two after a label in capitals, before a figure: "AMOUNT. $130,000".
      .replace(/(?<=\b[A-Z]{3,})\.{1,3}\s+(?=\$\s?\d)/g, ': ')
      // A short leader, spaced off both words, before a figure: "Funding / record date .. 04/17/2026".
      .replace(/(?<=[A-Za-z)#])\s+\.{2,3}\s+(?=[\d$]|[A-Z][a-z]{2,8}\.?\s+\d)/g, ': '),
  );
}

/** "BORROWER    : NAKAMURA, MARIA" typed with the colon aligned in its own column: the colon ends the label. */
function colonsWithLabels(cells: Cell[]): Cell[] {
  return cells.map((cell, i) => {
    const next = cells[i + 1];
    if (next && /^:\s*\S/.test(next.text) && !cell.text.endsWith(':')) return { ...cell, text: `${cell.text}:` };
    if (i > 0 && /^:\s*\S/.test(cell.text)) return { ...cell, text: cell.text.replace(/^:\s*/, '') };
    return cell;
  });
}

const LEADER_ONLY = /^\s*(?:\.\s?){4,}:?\s*([^\s:.].*)$/;
const WRAPPED_ZIP = /^\s*\d{5}(?:-\d{4})?\s*$/;
const STATE_AT_END = /,\s*[A-Z]{2}\s*$/;

/** The document's text repaired, and put into English if written in Spanish; spreadsheets' cells are left as their columns name them. */
export function withTextRepaired(doc: DocText): DocText {
  if (doc.source === 'spreadsheet') return doc;
  const spanish = readsAsSpanish(doc.lines.map((l) => l.text).join(' '));
  const repair = (text: string) => (spanish ? spanishToEnglish(repairText(text)) : repairText(text));
  const repairCell = (cell: Cell): Cell => ({ ...cell, text: repair(cell.text), ...(cell.pieces ? { pieces: cell.pieces.map(repairCell) } : {}) });
  const lines: Line[] = [];
  for (const line of doc.lines) {
    const above = lines.at(-1);
    // A leader with no label before it carries the value above on: "PREMISES ..... 1178 SAINT CHARLES LN" over
    // "........ OAKLAND, CA 94607".
    // So does a ZIP code wrapped alone onto the next line: "…, 1020 Adams Ave, Worcester, MA" over "01604".
    const carried = LEADER_ONLY.exec(line.text);
    const joins = carried && /:\s*\S/.test(above?.text ?? '') ? `, ${repair(carried[1]!)}` : WRAPPED_ZIP.test(line.text) && STATE_AT_END.test(above?.text ?? '') ? ` ${line.text.trim()}` : null;
    if (joins && above && above.page === line.page && line.cells.length === 1 && above.cells.length === 1) {
      const cell = { ...above.cells[0]!, text: `${above.cells[0]!.text}${joins}` };
      lines[lines.length - 1] = { ...above, cells: [cell], text: cell.text };
      continue;
    }
    const cells = colonsWithLabels(line.cells.map(repairCell));
    lines.push({ ...line, cells, text: cells.map((c) => c.text).join(' ') });
  }
  return { ...doc, lines };
}
