import { describe, expect, it } from 'vitest';
import { amidSureWords, carriesText, dropLeadingSpeck, dropSpecks, glueDigitGroups, glueEmails, markCheckboxes, mergeWords, printable, repairEmailCase, repairFigure, repairLostSpaces, repairStreetSuffix, speckedWord, type GreyPage, type MarkedWord, type ScoredWord } from './ocr';

/** A white page with a 20-px box drawn at x, optionally crossed (ticked). */
function page(boxes: { x: number; ticked: boolean }[]): GreyPage {
  const width = 600;
  const height = 60;
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (const { x, ticked } of boxes) {
    for (let k = 0; k < 20; k++) {
      for (const [px, py] of [[x + k, 20], [x + k, 39], [x, 20 + k], [x + 19, 20 + k]] as const) pixels[py * width + px] = 0;
      if (ticked) for (let t = -1; t <= 1; t++) {
        pixels[(20 + k) * width + Math.min(x + 19, Math.max(x, x + k + t))] = 0;
        pixels[(20 + k) * width + Math.min(x + 19, Math.max(x, x + 19 - k + t))] = 0;
      }
    }
  }
  return { pixels, width, height };
}

const word = (text: string, x0: number, x1: number, sure = true): MarkedWord => ({ text, x0, x1, y0: 20, y1: 40, shift: 0, sure });

describe('markCheckboxes', () => {
  it('tells a ticked box from an empty one by the ink inside, and finds a box OCR did not read', () => {
    const grey = page([{ x: 100, ticked: false }, { x: 300, ticked: true }]);
    // "[O" read for the empty box; nothing read for the ticked one.
    const words = [word('[O', 100, 120, false), word('Purchase', 130, 220), word('Refinance', 330, 440)];
    words[0]!.box = 0;
    markCheckboxes(words, grey);
    const text = words.filter((w) => w.sure).sort((a, b) => a.x0 - b.x0).map((w) => w.text).join(' ');
    expect(text).toBe('☐ Purchase ☒ Refinance');
  });

  it('leaves words alone on a row without boxes', () => {
    const grey = page([]);
    const words = [word('No', 100, 125), word('prepay', 130, 200)];
    markCheckboxes(words, grey);
    expect(words.map((w) => w.text)).toEqual(['No', 'prepay']);
  });
});

describe('repairFigure', () => {
  it('reads letters OCR confused for digits back as digits inside figures', () => {
    expect(repairFigure('$3O5,000')).toBe('$305,000');
    expect(repairFigure('1l.25%')).toBe('11.25%');
    expect(repairFigure('$4S0,000.')).toBe('$450,000.');
    expect(repairFigure('2O25')).toBe('2025');
  });
  it('leaves words and clean figures alone', () => {
    for (const word of ['SOLD', 'Oslo', 'is', 'IO', 'I', 'LLC', '$305,000', '12', 'S5', 'Bl']) expect(repairFigure(word)).toBe(word);
  });
});

describe('amidSureWords', () => {
  const scored = (text: string, x0: number, confidence: number): ScoredWord => ({ text, confidence, x0, x1: x0 + 10 * text.length, y0: 0, y1: 20 });
  it('keeps a doubted word read between two sure words of the same line', () => {
    const line = [scored('Acquisitions', 0, 93), scored('L.L.C.,', 130, 36), scored('a', 210, 96)];
    expect(amidSureWords(line, 1)).toBe(true);
  });
  it('drops a doubted word at the end of a line, far from its neighbours, or of no letter or digit', () => {
    expect(amidSureWords([scored('LLC,', 0, 55), scored('a', 50, 0)], 1)).toBe(false);
    expect(amidSureWords([scored('Loan', 0, 90), scored('xx', 300, 30), scored('Amount', 330, 90)], 1)).toBe(false);
    expect(amidSureWords([scored('Loan', 0, 90), scored('~', 50, 30), scored('Amount', 70, 90)], 1)).toBe(false);
    expect(amidSureWords([scored('Loan', 0, 90), scored('ii', 50, 5), scored('Amount', 80, 90)], 1)).toBe(false);
  });
});

describe('speckedWord', () => {
  const scored = (text: string, confidence: number, x0 = 0): ScoredWord => ({ text, confidence, x0, x1: x0 + 60, y0: 0, y1: 20 });
  it('keeps a doubted word whose only fault is a speck read as a quote or dot beside it', () => {
    expect(speckedWord([scored('"Samuel', 23)], 0)).toBe('Samuel');
    expect(speckedWord([scored('‘Elijah', 30)], 0)).toBe('Elijah');
  });
  it('keeps a doubted plain word a word space from a sure one: a speck taken into its box', () => {
    expect(speckedWord([scored('COPPER', 17), scored('KETTLE', 96, 70)], 0)).toBe('COPPER');
    expect(speckedWord([scored('Holdings', 90), scored('Westbrook', 20, 72)], 1)).toBe('Westbrook');
  });
  it('drops noise, doubted words alone or far from sure ones, and words tesseract hardly believes', () => {
    for (const text of ['"Ei', 'bi:', '"ERE', 'Samuel', '"5amuel', 'HHHH']) expect(speckedWord([scored(text, 25)], 0)).toBeUndefined();
    expect(speckedWord([scored('"Samuel', 5)], 0)).toBeUndefined();
    expect(speckedWord([scored('COPPER', 17), scored('KETTLE', 96, 200)], 0)).toBeUndefined();
    expect(speckedWord([scored('Mmrn', 17), scored('KETTLE', 96, 70)], 0)).toBeUndefined();
    expect(speckedWord([scored('ERE', 17), scored('KETTLE', 96, 70)], 0)).toBeUndefined();
  });
});

describe('glueEmails', () => {
  const at = (text: string, x0: number, x1: number, confidence = 90): ScoredWord => ({ text, x0, x1, y0: 222, y1: 252, confidence });

  it('joins a name to the rest of its e-mail address when the dot between them was lost (a dot wide, no word space)', () => {
    expect(glueEmails([at('stephanie', 514, 610), at('bell@tidewaterlending.com', 614, 956)]).map((w) => w.text)).toEqual(['stephanie.bell@tidewaterlending.com']);
    expect(glueEmails([at('James', 100, 180), at('.Williams@x.com', 184, 400)]).map((w) => w.text)).toEqual(['James.Williams@x.com']);
  });

  it('keeps a word a word space before an address apart ("write to bell@x.com")', () => {
    expect(glueEmails([at('to', 500, 530), at('bell@x.com', 542, 700)]).map((w) => w.text)).toEqual(['to', 'bell@x.com']);
    expect(glueEmails([at('Email:', 500, 580), at('bell@x.com', 583, 700)]).map((w) => w.text)).toEqual(['Email:', 'bell@x.com']);
  });
});

describe('carriesText', () => {
  it('drops a line of dashes read from a drawn rule, and keeps any line with a letter, a figure or a box', () => {
    for (const text of ['—', '— —', '- / -']) expect(carriesText({ text })).toBe(false);
    for (const text of ['Borrower Summit View Ventures LLC', '— 2 —', '$ —', '☐ —']) expect(carriesText({ text })).toBe(true);
  });
});

describe('printable', () => {
  it('keeps words and the separators between a label and its value, not specks', () => {
    for (const text of ['Buyer', '$90,000', '-', '—', '/', '☒']) expect(printable(text)).toBe(true);
    for (const text of ['.', '"', '‘', ',', '~']) expect(printable(text)).toBe(false);
  });
});

describe('OCR repairs of phone photos', () => {
  const w = (text: string, x0: number, x1: number, confidence = 90): ScoredWord => ({ text, x0, x1, y0: 100, y1: 130, confidence });
  it('glues a figure split after a thousands comma, never two separate figures', () => {
    expect(glueDigitGroups([w('$1,730,', 100, 200), w('000', 210, 260), w('commercial', 280, 400)]).map((x) => x.text)).toEqual(['$1,730,000', 'commercial']);
    expect(glueDigitGroups([w('12,', 100, 140), w('2024', 150, 220)]).map((x) => x.text)).toEqual(['12,', '2024']);
    expect(glueDigitGroups([w('$1,730,', 100, 200), w('000', 300, 360)]).map((x) => x.text)).toEqual(['$1,730,', '000']);
  });
  it('drops a letter read from the sheet edge at the far left, apart from the line', () => {
    expect(dropLeadingSpeck([w('Ee', 28, 58), w('balances.', 148, 285)], 1700).map((x) => x.text)).toEqual(['balances.']);
    expect(dropLeadingSpeck([w('A.', 150, 170), w('Borrower', 250, 400)], 1700).map((x) => x.text)).toEqual(['A.', 'Borrower']);
    expect(dropLeadingSpeck([w('1', 20, 40), w('Borrower', 150, 400)], 1700).map((x) => x.text)).toEqual(['1', 'Borrower']);
    expect(dropLeadingSpeck([w('To', 20, 50), w('Lender', 60, 160)], 1700).map((x) => x.text)).toEqual(['To', 'Lender']);
  });
  it('reads a street type back from I for l only after a street name', () => {
    expect(repairStreetSuffix([w('S', 0, 1), w('Meadow', 0, 1), w('PI', 0, 1), w('Suite', 0, 1)]).map((x) => x.text).join(' ')).toBe('S Meadow Pl Suite');
    expect(repairStreetSuffix([w('Ridge', 0, 1), w('PI,', 0, 1), w('Omaha', 0, 1)]).map((x) => x.text).join(' ')).toBe('Ridge Pl, Omaha');
    expect(repairStreetSuffix([w('the', 0, 1), w('PI', 0, 1), w('signed', 0, 1)]).map((x) => x.text).join(' ')).toBe('the PI signed');
  });
  it('keeps the letter of a unit number', () => {
    expect(repairFigure('12B')).toBe('12B');
    expect(repairFigure('12B,')).toBe('12B,');
    expect(repairFigure('$12B,000')).toBe('$128,000');
    expect(repairFigure('3O5')).toBe('305');
  });
});

describe('repairEmailCase', () => {
  it('reads a capital I in a lower-case address as l', () => {
    expect(repairEmailCase('Igarcialopez@gmail.com')).toBe('lgarcialopez@gmail.com');
    expect(repairEmailCase('dmitri@bayshoreIlc.com')).toBe('dmitri@bayshorellc.com');
    expect(repairEmailCase('John.Smith@Acme.com')).toBe('John.Smith@Acme.com');
    expect(repairEmailCase('Illinois')).toBe('Illinois');
  });
});

describe('OCR repairs of cards and ruled boxes', () => {
  const at = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 90): ScoredWord => ({ text, x0, x1, y0, y1, confidence });
  it('leaves out a second-pass box that spans a figure and the caption under it', () => {
    const first = [at('$645,000', 178, 493, 436, 540), at('TOTAL', 237, 548, 308, 566)];
    expect(mergeWords(first, [at('$', 143, 460, 207, 561, 64)]).map((x) => x.text)).toEqual(['$645,000', 'TOTAL']);
    // A word the first pass missed altogether, of the line's height, is added.
    expect(mergeWords(first, [at('LOAN', 317, 548, 379, 566, 60)]).map((x) => x.text)).toEqual(['$645,000', 'TOTAL', 'LOAN']);
  });
  it('replaces a box spanning two lines only with a second reading across it, not with a piece of it', () => {
    const twoLines = [at('Maple', 100, 100, 200, 160, 60)];
    expect(mergeWords(twoLines, [at('Maple', 100, 100, 190, 125, 85)]).map((x) => x.text)).toEqual(['Maple']);
    expect(mergeWords(twoLines, [at('Maple', 100, 100, 190, 125, 85)])[0]!.y1).toBe(125);
    // The tail of an e-mail read alone, only as tall as its small letters, leaves the address whole.
    const email = [at('ana.ruiz@mail.com', 100, 100, 400, 128, 80)];
    expect(mergeWords(email, [at('com', 350, 108, 400, 122, 80)]).map((x) => x.text)).toEqual(['ana.ruiz@mail.com']);
  });
  it('drops grain read as a letter and a border read as a dash over the word before it', () => {
    const line = [at('(Sponsor:', 1175, 330, 1342, 368), at('i', 1435, 336, 1438, 339, 51)];
    expect(dropSpecks(line).map((x) => x.text)).toEqual(['(Sponsor:']);
    const card = [at('TOTAL', 237, 548, 308, 566), at('LOAN', 317, 548, 391, 572), at('-', 379, 537, 393, 577, 85)];
    expect(dropSpecks(card).map((x) => x.text)).toEqual(['TOTAL', 'LOAN']);
    const hyphen = [at('Buyer', 100, 100, 180, 130), at('-', 190, 112, 200, 116), at('Liberty', 210, 100, 300, 130)];
    expect(dropSpecks(hyphen).map((x) => x.text)).toEqual(['Buyer', '-', 'Liberty']);
  });
  it('keeps a plain word read fairly sure in a ruled box, not a doubtful one alone', () => {
    expect(speckedWord([at('Borrower', 207, 361, 362, 385, 31), at('/', 353, 354, 367, 394, 31)], 0)).toBe('Borrower');
    expect(speckedWord([at('Borrower', 207, 361, 362, 385, 20)], 0)).toBeUndefined();
    expect(speckedWord([at('oat', 207, 361, 262, 385, 35)], 0)).toBeUndefined();
  });
});

describe('repairLostSpaces', () => {
  it('puts back the space after a comma between words and between a state code and its ZIP', () => {
    expect(repairLostSpaces('Denver,CO80203')).toBe('Denver, CO 80203');
    expect(repairLostSpaces('MORALES,ANA')).toBe('MORALES, ANA');
    expect(repairLostSpaces('Holdings,LLC')).toBe('Holdings, LLC');
  });
  it('leaves figures, codes whose digits are no ZIP of that state, and e-mails alone', () => {
    expect(repairLostSpaces('$2,450,000')).toBe('$2,450,000');
    expect(repairLostSpaces('TX10001')).toBe('TX10001');
    expect(repairLostSpaces('ana.morales@mail.com')).toBe('ana.morales@mail.com');
    expect(repairLostSpaces('1,2')).toBe('1,2');
  });
});
