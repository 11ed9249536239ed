import { describe, expect, it } from 'vitest';
import { hexToRgb, shownSize, toPdfPoint, toPdfRect, toQuadPoints, unionRect, unturnRect } from './pdf-geometry';

const letter = { x: 0, y: 0, width: 612, height: 792 };

describe('pdf geometry', () => {
  it('maps the top-left fraction origin to PDF bottom-left points', () => {
    expect(toPdfPoint(letter, 0, 0)).toEqual([0, 792]);
    expect(toPdfPoint(letter, 1, 1)).toEqual([612, 0]);
    expect(toPdfPoint({ x: 10, y: 20, width: 100, height: 200 }, 0.5, 0.25)).toEqual([60, 170]);
  });

  it('turns a rectangle into [llx, lly, urx, ury] and highlight quad points', () => {
    const rect = { x: 0.1, y: 0.1, w: 0.5, h: 0.05 };
    const [llx, lly, urx, ury] = toPdfRect(letter, rect);
    expect(llx).toBeCloseTo(61.2);
    expect(urx).toBeCloseTo(367.2);
    expect(ury).toBeCloseTo(712.8);
    expect(lly).toBeCloseTo(673.2);
    expect(toQuadPoints(letter, [rect]).map((n) => Math.round(n * 10) / 10)).toEqual([61.2, 712.8, 367.2, 712.8, 61.2, 673.2, 367.2, 673.2]);
  });

  it('reads fractions of a page shown turned by its own /Rotate', () => {
    // Shown a quarter turn clockwise, the page's left edge is on top: the shown top-left is user space's origin.
    expect(toPdfPoint({ ...letter, rotation: 90 }, 0, 0)).toEqual([0, 0]);
    expect(toPdfPoint({ ...letter, rotation: 90 }, 1, 0)).toEqual([0, 792]);
    expect(toPdfPoint({ ...letter, rotation: 180 }, 0, 0)).toEqual([612, 0]);
    expect(toPdfPoint({ ...letter, rotation: 270 }, 0, 0)).toEqual([612, 792]);
    expect(toPdfPoint({ ...letter, rotation: 270 }, 0.25, 0.5)).toEqual([306, 594]);
    expect(toPdfRect({ ...letter, rotation: 90 }, { x: 0.5, y: 0.25, w: 0.25, h: 0.5 })).toEqual([153, 396, 459, 594]);
    expect(shownSize({ ...letter, rotation: 90 })).toEqual({ width: 792, height: 612 });
    expect(shownSize(letter)).toEqual({ width: 612, height: 792 });
    expect(unturnRect(90, { x: 0.5, y: 0.25, w: 0.25, h: 0.5 })).toEqual({ x: 0.25, y: 0.25, w: 0.5, h: 0.25 });
    expect(unturnRect(0, { x: 0.5, y: 0.25, w: 0.25, h: 0.5 })).toEqual({ x: 0.5, y: 0.25, w: 0.25, h: 0.5 });
  });

  it('unions rectangles with a margin and reads colours', () => {
    expect(unionRect([[0, 0, 10, 10], [5, -5, 20, 8]], 1)).toEqual([-1, -6, 21, 11]);
    expect(hexToRgb('#ff8000')).toEqual([1, 128 / 255, 0]);
  });
});
