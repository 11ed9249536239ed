import { describe, expect, it } from 'vitest';
import { paintBlack, parsePpm, rasterDpi } from './raster';

const ppm = (width: number, height: number, fill = 255) => {
  const head = new TextEncoder().encode(`P6\n${width} ${height}\n255\n`);
  const bytes = new Uint8Array(head.length + width * height * 3);
  bytes.set(head);
  bytes.fill(fill, head.length);
  return bytes;
};

describe('parsePpm', () => {
  it('reads the size and the pixels after the header', () => {
    const raster = parsePpm(ppm(4, 2));
    expect(raster).toMatchObject({ width: 4, height: 2 });
    expect(raster.rgb.length).toBe(24);
  });
  it('refuses other formats and truncated pixels', () => {
    expect(() => parsePpm(new TextEncoder().encode('P5\n1 1\n255\n\0'))).toThrow();
    expect(() => parsePpm(ppm(4, 2).subarray(0, 20))).toThrow('truncated');
  });
});

describe('paintBlack', () => {
  it('blackens every pixel a box touches, rounding outwards, and nothing else', () => {
    const raster = parsePpm(ppm(10, 10));
    paintBlack(raster, [{ x: 0.25, y: 0.15, w: 0.3, h: 0.1 }]);
    const black = (x: number, y: number) => raster.rgb[(y * 10 + x) * 3] === 0;
    expect(black(2, 1)).toBe(true);
    expect(black(5, 2)).toBe(true);
    expect(black(6, 2)).toBe(false);
    expect(black(2, 3)).toBe(false);
    expect(black(1, 1)).toBe(false);
    expect(raster.rgb.filter((v) => v === 0).length).toBe(4 * 2 * 3);
  });
  it('clips boxes at the page edge', () => {
    const raster = parsePpm(ppm(4, 4));
    paintBlack(raster, [{ x: 0.5, y: 0.5, w: 1, h: 1 }]);
    expect(raster.rgb.filter((v) => v === 0).length).toBe(4 * 3);
  });
});

describe('rasterDpi', () => {
  it('keeps the preferred resolution for a letter page and lowers it for a huge one', () => {
    expect(rasterDpi(612, 792, 150, 2550 * 3300)).toBe(150);
    expect(rasterDpi(14_400, 14_400, 150, 2550 * 3300)).toBeLessThan(20);
  });
});
