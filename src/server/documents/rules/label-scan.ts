// Label → value pairs from the cell layout: "Label | Value" on one line, "Label: Value" in one cell, and forms
// that print the label above its value (application forms, boxed scans).
import type { DocText, Line } from '../layout';
import type { CandidateSet } from './fields';
import { matchLabel, normaliseLabel, splitLabelPrefix, type LabelMatch } from './labels';
import { interpretLabeled } from './values';
import { otherPartyLines, senderLines } from './zones';

/** Contact and identity labels inside someone else's signature block (a broker's, a lender's) are not the borrower's. */
const PERSONAL_KINDS = new Set(['email', 'phone', 'dob', 'credit_score', 'borrower', 'guarantor', 'first_name', 'last_name']);

export function scanLabels(doc: DocText, set: CandidateSet): void {
  const sender = senderLines(doc.lines);
  const otherParty = otherPartyLines(doc.lines);
  const spreadsheet = doc.source === 'spreadsheet';
  const quality = doc.source === 'ocr' ? 0.9 : 1;
  doc.lines.forEach((line, index) => {
    const inSender = sender.has(index) || otherParty.has(index);
    const seen = new Map<string, number>();
    line.cells.forEach((cell, ci) => {
      const exact = matchLabel(cell.text);
      const take = (match: LabelMatch, value: string, factor: number, co = Boolean(match.coBorrower)) => {
        if (inSender && PERSONAL_KINDS.has(match.kind)) return false;
        return interpretLabeled(set, match.kind, value, match.strength * factor * quality, { spreadsheet, coBorrower: co });
      };
      if (exact) {
        // The same label twice on a line: the later column belongs to the co-borrower (application forms).
        const key = normaliseLabel(cell.text);
        const repeat = (seen.get(key) ?? 0) > 0;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        const right = valueToRight(line, ci);
        const co = Boolean(exact.coBorrower) || repeat;
        if (right !== null && take(exact, right, 1, co)) return;
        const below = valueBelow(doc.lines, index, ci);
        if (below !== null) take(exact, below, 0.95, co);
        return;
      }
      const prefixed = splitLabelPrefix(cell.text);
      if (prefixed) take(prefixed.match, prefixed.value, 0.97);
    });
  });
}

/** A cell that is certainly a label (a learned guess may be a value: "Bridge Loan" right of "Loan Type"). */
function isLabel(text: string): boolean {
  const match = matchLabel(text) ?? splitLabelPrefix(text)?.match;
  return Boolean(match && !match.guessed);
}

/** The cells right of a label up to the next label ("Origination Fee | 2.50 points | $12,625.00"). */
function valueToRight(line: Line, labelIndex: number): string | null {
  const parts: string[] = [];
  for (const cell of line.cells.slice(labelIndex + 1)) {
    if (isLabel(cell.text)) break;
    parts.push(cell.text);
  }
  return parts.length ? parts.join(' ') : null;
}

/** The cell under a label on the next line or two, aligned with its left edge. */
function valueBelow(lines: Line[], index: number, cellIndex: number): string | null {
  const line = lines[index]!;
  const label = line.cells[cellIndex]!;
  const nextLabelX = line.cells[cellIndex + 1]?.x0 ?? Number.POSITIVE_INFINITY;
  for (const next of lines.slice(index + 1, index + 3)) {
    if (next.page !== line.page || next.y - line.y > 4 * Math.max(line.height, 1)) return null;
    if (next.cells.every((c) => isLabel(c.text))) return null;
    const tolerance = 2 * Math.max(line.height, 1);
    const at = next.cells.findIndex((c) => c.x0 >= label.x0 - tolerance && c.x0 < nextLabelX - tolerance / 2);
    const cell = next.cells[at];
    if (cell && !isLabel(cell.text)) return BOX.test(cell.text) ? checkboxRow(next, at) : cell.text;
  }
  return null;
}

const BOX = /^[☐☒☑□■❑⊠]/;

/** A row of checkbox options spread over several cells ("☐ Purchase | ☒ Refinance | ☐ Construction") is one value. */
function checkboxRow(line: Line, from: number): string {
  const parts: string[] = [];
  for (const cell of line.cells.slice(from)) {
    if (!BOX.test(cell.text)) break;
    parts.push(cell.text);
  }
  return parts.join(' ');
}
