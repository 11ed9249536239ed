import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.js';

function setup(options: { maxEntries?: number } = {}) {
  let clock = 1_000_000;
  const cache = createSessionCache<string>({ maxAgeMs: 30_000, maxEntries: options.maxEntries ?? 100, now: () => clock });
  cache.setListening(true);
  const entry = (value: string, userId = 'u1', organizationId = 'o1') => ({ value, userId, organizationId, expiresAt: clock + 3_600_000 });
  return { cache, entry, advance: (ms: number) => (clock += ms) };
}

describe('session cache', () => {
  it('answers a stored session until its time limit, then forgets it', () => {
    const { cache, entry, advance } = setup();
    cache.set('t1', entry('alice'), cache.generation());
    expect(cache.get('t1')?.value).toBe('alice');
    advance(29_999);
    expect(cache.get('t1')?.value).toBe('alice');
    advance(1);
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1, size: 0 });
  });

  it('never outlives the session itself', () => {
    const { cache, advance } = setup();
    cache.set('t1', { value: 'alice', userId: 'u1', organizationId: 'o1', expiresAt: 1_000_000 + 5_000 }, cache.generation());
    advance(5_000);
    expect(cache.get('t1')).toBeUndefined();
  });

  it("forgets a user's sessions, or an organization's, on their notice and keeps the others", () => {
    const { cache, entry } = setup();
    cache.set('a1', entry('alice', 'alice', 'o1'), cache.generation());
    cache.set('a2', entry('alice on a phone', 'alice', 'o1'), cache.generation());
    cache.set('b1', entry('bob', 'bob', 'o1'), cache.generation());
    cache.set('c1', entry('carol', 'carol', 'o2'), cache.generation());
    cache.applyNotice('user:alice');
    expect([cache.get('a1'), cache.get('a2')]).toEqual([undefined, undefined]);
    expect(cache.get('b1')?.value).toBe('bob');
    cache.applyNotice('organization:o1');
    expect(cache.get('b1')).toBeUndefined();
    expect(cache.get('c1')?.value).toBe('carol');
    cache.applyNotice('all');
    expect(cache.get('c1')).toBeUndefined();
  });

  it('drops a read that a change overtook, so the old state is not kept', () => {
    const { cache, entry } = setup();
    const before = cache.generation();
    cache.applyNotice('user:someone-else');
    cache.set('t1', entry('read before the change'), before);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('keeps nothing while the notices are not heard, and forgets everything when they stop', () => {
    const { cache, entry } = setup();
    cache.set('t1', entry('alice'), cache.generation());
    cache.setListening(false);
    expect(cache.get('t1')).toBeUndefined();
    cache.set('t1', entry('alice'), cache.generation());
    expect(cache.get('t1')).toBeUndefined();
    cache.setListening(true);
    cache.set('t1', entry('alice'), cache.generation());
    expect(cache.get('t1')?.value).toBe('alice');
  });

  it('lets the oldest entry go when full', () => {
    const { cache, entry } = setup({ maxEntries: 2 });
    for (const token of ['t1', 't2', 't3']) cache.set(token, entry(token), cache.generation());
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t3')?.value).toBe('t3');
    expect(cache.stats().size).toBe(2);
  });
});
