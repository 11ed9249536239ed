import { describe, expect, it } from 'vitest';
import { findUnsafeText, isUnsafeText, jsonDepthExceeds, MAX_JSON_DEPTH } from './input-safety';

describe('jsonDepthExceeds', () => {
  it('measures nesting of objects and arrays, skipping brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ s: '[[[[[[[[[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ s: 'quote \\" then [[[[' }), 1)).toBe(false);
  });

  it('refuses 10,000 levels without parsing them', () => {
    expect(jsonDepthExceeds('['.repeat(10_000) + ']'.repeat(10_000))).toBe(true);
    expect(jsonDepthExceeds('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
  });
});

describe('unsafe text', () => {
  it('finds NUL bytes and unpaired surrogates, and lets paired ones (emoji) through', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('a\ud800b')).toBe(true);
    expect(isUnsafeText('a\udc00')).toBe(true);
    expect(isUnsafeText('\ud800')).toBe(true);
    expect(isUnsafeText('house 🏠 é')).toBe(false);
  });

  it('names the first field that holds it, keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findUnsafeText({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(findUnsafeText('\u0000')).toBe('body');
    expect(findUnsafeText({ a: 1, b: null, c: ['fine'] })).toBeUndefined();
  });
});
