import { describe, expect, it } from 'vitest';
import { markBrokenRules, measureSkew, straighten } from './image-prep';

/** A 1000×800 white page with ten lines of "print" (dashes 8 px tall) tilted by `slope` (dy/dx) about the centre. */
function tiltedPage(slope: number): Uint8ClampedArray {
  const width = 1000;
  const pixels = new Uint8ClampedArray(width * 800).fill(255);
  for (let line = 0; line < 10; line++) {
    for (let x = 100; x < 900; x++) {
      if (x % 14 > 9) continue;
      const top = 120 + 60 * line + Math.round(slope * (x - width / 2));
      for (let y = top; y < top + 8; y++) pixels[y * width + x] = 0;
    }
  }
  return pixels;
}

describe('measureSkew / straighten', () => {
  it('measures the tilt of a photographed page and levels its lines', () => {
    const slope = Math.tan((1.2 * Math.PI) / 180);
    const pixels = tiltedPage(slope);
    expect(Math.abs(measureSkew(pixels, 1000, 800) - slope)).toBeLessThan(0.004);
    const level = straighten(pixels, 1000, 800);
    // The first line's ink now starts in the same row (give or take one) at both ends of the line.
    const firstInk = (x: number) => [...Array(800).keys()].find((y) => level[y * 1000 + x]! < 128)!;
    expect(Math.abs(firstInk(104) - firstInk(898))).toBeLessThanOrEqual(1);
    expect(Math.abs(firstInk(104) - 120)).toBeLessThanOrEqual(1);
  });
  it('leaves a level page alone', () => {
    const pixels = tiltedPage(0);
    expect(measureSkew(pixels, 1000, 800)).toBe(0);
    expect(straighten(pixels, 1000, 800)).toBe(pixels);
  });
});

describe('markBrokenRules', () => {
  const width = 600;
  const height = 60;
  /** A row of "letters" (8 px stems with a flat 3 px foot) and, just under it, a hairline broken into dots. */
  function page(): Uint8Array {
    const ink = new Uint8Array(width * height);
    for (let x = 40; x < 560; x++) {
      const letter = x % 16;
      if (letter < 3) for (let y = 10; y < 30; y++) ink[y * width + x] = 1;
      if (letter < 10) for (let y = 27; y < 30; y++) ink[y * width + x] = 1;
      // The scanned hairline: 1-2 px dots wandering between rows 34 and 35, with gaps of a few pixels.
      if (x % 5 < 3) ink[(x % 10 < 5 ? 34 : 35) * width + x] = 1;
    }
    return ink;
  }

  it('marks a hairline broken into dots and leaves the print above it', () => {
    const ink = page();
    const rule = new Uint8Array(width * height);
    markBrokenRules(ink, rule, width, height, 100, 5);
    const marked = (y: number) => [...Array(width).keys()].filter((x) => rule[y * width + x] === 1).length;
    expect(marked(34) + marked(35)).toBeGreaterThan(250);
    for (let y = 0; y < 33; y++) expect(marked(y)).toBe(0);
  });

  it('marks nothing in a line of print alone', () => {
    const ink = page();
    for (const y of [34, 35]) ink.fill(0, y * width, (y + 1) * width);
    const rule = new Uint8Array(width * height);
    markBrokenRules(ink, rule, width, height, 100, 5);
    expect(rule.some((v) => v === 1)).toBe(false);
  });
});
