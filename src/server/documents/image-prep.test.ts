import { describe, expect, it } from 'vitest';
import { invertDarkBars } from './image-prep';

/** A white page 800 × 600 with a black bar (rows 100-131, columns 40-759) holding a white "letter" block. */
function pageWithBar(): { grey: Uint8ClampedArray; width: number; height: number } {
  const width = 800;
  const height = 600;
  const grey = new Uint8ClampedArray(width * height).fill(245);
  for (let y = 100; y < 132; y++) for (let x = 40; x < 760; x++) grey[y * width + x] = 20;
  for (let y = 108; y < 124; y++) for (let x = 60; x < 64; x++) grey[y * width + x] = 250;
  // Body text: small dark strokes on paper, never a bar.
  for (let y = 300; y < 312; y++) for (let x = 40; x < 700; x += 6) grey[y * width + x] = 30;
  return { grey, width, height };
}

describe('invertDarkBars', () => {
  it('turns a reverse-printed heading bar positive: paper where the bar was, dark letters', () => {
    const { grey, width, height } = pageWithBar();
    expect(invertDarkBars(grey, width, height)).toBe(1);
    expect(grey[115 * width + 400]).toBe(235);
    expect(grey[115 * width + 61]).toBe(5);
    // The paper around the bar and the body text are left alone.
    expect(grey[90 * width + 400]).toBe(245);
    expect(grey[300 * width + 40]).toBe(30);
  });

  it('leaves a photo (a dark block, not a band) and thin rules alone', () => {
    const width = 800;
    const height = 600;
    const grey = new Uint8ClampedArray(width * height).fill(245);
    for (let y = 100; y < 400; y++) for (let x = 100; x < 500; x++) grey[y * width + x] = 40;
    for (let y = 450; y < 453; y++) for (let x = 40; x < 760; x++) grey[y * width + x] = 0;
    const before = grey.slice();
    expect(invertDarkBars(grey, width, height)).toBe(0);
    expect(Buffer.compare(Buffer.from(grey), Buffer.from(before))).toBe(0);
  });
});
