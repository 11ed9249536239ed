import { describe, expect, it } from 'vitest';
import type { Annotation } from '../schemas/library';
import { matchingItems, moveAnnotation, pagePoint, spanRect, toPageFractions, turnClockwise } from './annotation-edit';

describe('annotation editing', () => {
  it('turns screen rectangles into page fractions, clipped to the page, empty ones dropped', () => {
    const page = { left: 100, top: 50, width: 200, height: 400 };
    const round = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v * 1000) / 1000]));
    expect(toPageFractions([{ left: 120, top: 90, width: 100, height: 20 }, { left: 150, top: 100, width: 0, height: 10 }], page).map(round)).toEqual([
      { x: 0.1, y: 0.1, w: 0.5, h: 0.05 },
    ]);
    expect(round(toPageFractions([{ left: 250, top: 40, width: 100, height: 20 }], page)[0]!)).toEqual({ x: 0.75, y: 0, w: 0.25, h: 0.025 });
  });

  it('reads points and rectangles on a page turned a quarter, half or three quarters clockwise', () => {
    // A 200 × 400 page turned 90°: on screen 400 wide and 200 tall. Its top-left corner is now at the top right.
    const bounds = { left: 0, top: 0, width: 400, height: 200 };
    const near = (p: { x: number; y: number }) => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 });
    expect(near(pagePoint({ x: 400, y: 0 }, bounds, 90))).toEqual({ x: 0, y: 0 });
    expect(near(pagePoint({ x: 0, y: 200 }, bounds, 90))).toEqual({ x: 1, y: 1 });
    expect(near(pagePoint({ x: 300, y: 50 }, bounds, 90))).toEqual({ x: 0.25, y: 0.25 });
    expect(near(pagePoint({ x: 0, y: 0 }, { left: 0, top: 0, width: 200, height: 400 }, 180))).toEqual({ x: 1, y: 1 });
    expect(near(pagePoint({ x: 0, y: 0 }, bounds, 270))).toEqual({ x: 1, y: 0 });
    const [rect] = toPageFractions([{ left: 300, top: 0, width: 100, height: 100 }], bounds, 90);
    expect(near({ x: rect!.x, y: rect!.y })).toEqual({ x: 0, y: 0 });
    expect(near({ x: rect!.w, y: rect!.h })).toEqual({ x: 0.5, y: 0.25 });
  });

  it('spans a box dragged in any direction and turns pages a quarter at a time', () => {
    expect(spanRect({ x: 0.5, y: 0.1 }, { x: 0.2, y: 0.3 })).toEqual({ x: 0.2, y: 0.1, w: 0.3, h: expect.closeTo(0.2) });
    expect([0, 90, 180, 270].map(turnClockwise)).toEqual([90, 180, 270, 0]);
  });

  it('moves each kind of annotation and keeps it on the page', () => {
    const note: Annotation = { id: 'n', type: 'freetext', page: 1, color: '#000000', x: 0.9, y: 0.5, text: 'x', size: 12 };
    expect(moveAnnotation(note, 0.2, -0.1)).toMatchObject({ x: 1, y: 0.4 });
    const highlight: Annotation = { id: 'h', type: 'highlight', page: 1, color: '#000000', rects: [{ x: 0.1, y: 0.1, w: 0.5, h: 0.1 }] };
    const moved = moveAnnotation(highlight, -0.5, 0.1);
    expect(moved.type === 'highlight' && moved.rects[0]!.x).toBeCloseTo(0);
    expect(moved.type === 'highlight' && moved.rects[0]!.y).toBeCloseTo(0.2);
    const ink: Annotation = { id: 'i', type: 'ink', page: 1, color: '#000000', width: 2, paths: [[0.1, 0.2, 0.3, 0.4]] };
    const inked = moveAnnotation(ink, 0.1, 0.1);
    expect(inked.type === 'ink' && inked.paths[0]!.map((n) => Math.round(n * 10) / 10)).toEqual([0.2, 0.3, 0.4, 0.5]);
  });

  it('finds a term in text items regardless of case', () => {
    expect(matchingItems(['Schedule B', 'Requirements', 'schedule b-2'], ' SCHEDULE b ')).toEqual([0, 2]);
    expect(matchingItems(['a'], '  ')).toEqual([]);
  });
});
