import { describe, expect, it } from 'vitest';
import { measureSkew, straighten } from './image-prep';

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
