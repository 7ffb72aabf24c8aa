import { describe, expect, it } from 'vitest';
import { KEPT_READ_MS } from '@haat/storefront-backend';
import { createCatalogueCache, MOST_KEPT_VALUES, type CachedDocument } from '../catalogue-cache.js';

const doc = (id: string, bytes = 10): CachedDocument => ({ id, data: { id }, bytes });

/** A loader that records what it was asked for and answers documents of 10 bytes. */
function loader() {
  const asked: string[][] = [];
  const load = (missing: readonly string[]) => {
    asked.push([...missing]);
    return Promise.resolve(missing.map((id) => doc(id)));
  };
  return { asked, load };
}

describe('createCatalogueCache', () => {
  it('answers kept documents without reading, the least recently used out past its bytes', async () => {
    const cache = createCatalogueCache(30);
    const { asked, load } = loader();
    await cache.documents(['a', 'b', 'c'], load);
    await cache.documents(['a'], load); // a is now the most recently used
    await cache.documents(['d'], load); // 40 bytes: b goes
    expect(cache.bytes).toBe(30);
    await cache.documents(['a', 'b', 'c', 'd'], load);
    expect(asked).toEqual([['a', 'b', 'c'], ['d'], ['b']]);
  });

  it('keeps nothing a change overtook, and drops what a change names', async () => {
    const cache = createCatalogueCache();
    let release: () => void = () => undefined;
    const slow = (missing: readonly string[]) =>
      new Promise<readonly CachedDocument[]>((resolve) => {
        release = () => resolve(missing.map((id) => doc(id)));
      });
    const reading = cache.documents(['a'], slow);
    cache.invalidate(['a']); // committed while the read was under way
    release();
    expect((await reading).get('a')).toEqual({ id: 'a' });
    const { asked, load } = loader();
    await cache.documents(['a', 'b'], load);
    cache.invalidate(['b']);
    await cache.documents(['a', 'b'], load);
    expect(asked).toEqual([['a', 'b'], ['b']]);
  });

  it('keeps nothing while changes cannot be heard, nor what a transaction reads', async () => {
    const cache = createCatalogueCache();
    const { asked, load } = loader();
    cache.pause();
    await cache.documents(['a'], load);
    await cache.documents(['a'], load);
    cache.resume();
    await cache.withinTransaction().documents(['a'], load);
    await cache.documents(['a'], load);
    await cache.withinTransaction().documents(['a'], load); // kept outside: answered
    expect(asked).toEqual([['a'], ['a'], ['a'], ['a']]);
    let essentials = 0;
    const read = () => Promise.resolve((essentials += 1));
    expect(await cache.essentials(read)).toBe(1);
    expect(await cache.essentials(read)).toBe(1);
    cache.invalidate(null);
    expect(await cache.essentials(read)).toBe(2);
  });

  it('keeps documents found otherwise (a page by slug) unless a change overtook the read', async () => {
    const cache = createCatalogueCache();
    const { asked, load } = loader();
    expect(await cache.found(() => Promise.resolve([doc('a')]))).toEqual([doc('a')]);
    let release: () => void = () => undefined;
    const slow = new Promise<readonly CachedDocument[]>((resolve) => {
      release = () => resolve([doc('b')]);
    });
    const reading = cache.found(() => slow);
    cache.invalidate(['b']); // committed while the read was under way
    release();
    expect(await reading).toEqual([doc('b')]);
    await cache.withinTransaction().found(() => Promise.resolve([doc('c')]));
    await cache.documents(['a', 'b', 'c'], load);
    expect(asked).toEqual([['b', 'c']]);
  });
  describe('kept values (listing counts, deals)', () => {
    /** A read answering 1, 2, 3… on each call, and a cache on a clock moved by hand. */
    function counting() {
      let time = 0;
      let reads = 0;
      const cache = createCatalogueCache(undefined, () => time);
      const read = () => Promise.resolve((reads += 1));
      return { cache, read, advance: (ms: number) => void (time += ms) };
    }

    it('shares one read between callers until a change that touches it', async () => {
      const { cache, read } = counting();
      const [a, b] = await Promise.all([
        cache.kept('deals', true, read),
        cache.kept('deals', true, read),
      ]);
      expect([a, b]).toEqual([1, 1]);
      expect(await cache.kept('count', false, read)).toBe(2);
      cache.stockChanged(); // drops what reads stock only
      expect(await cache.kept('deals', true, read)).toBe(3);
      expect(await cache.kept('count', false, read)).toBe(2);
      cache.invalidate(['any-product']); // any catalogue change drops every kept value
      expect(await cache.kept('deals', true, read)).toBe(4);
      expect(await cache.kept('count', false, read)).toBe(5);
    });

    it(`keeps a value ${KEPT_READ_MS} ms at most, whatever is announced`, async () => {
      const { cache, read, advance } = counting();
      expect(await cache.kept('deals', true, read)).toBe(1);
      advance(KEPT_READ_MS - 1);
      expect(await cache.kept('deals', true, read)).toBe(1);
      advance(1);
      expect(await cache.kept('deals', true, read)).toBe(2);
    });

    it('never shares a read a change overtook, nor keeps a failed or paused one', async () => {
      const { cache, read } = counting();
      let release: (value: number) => void = () => undefined;
      const slow = cache.kept(
        'deals',
        true,
        () => new Promise<number>((resolve) => (release = resolve)),
      );
      cache.stockChanged(); // committed while the read was under way
      expect(await cache.kept('deals', true, read)).toBe(1);
      release(0);
      expect(await slow).toBe(0);
      expect(await cache.kept('deals', true, read)).toBe(1);
      await expect(
        cache.kept('failing', false, () => Promise.reject(new Error('down'))),
      ).rejects.toThrow('down');
      expect(await cache.kept('failing', false, read)).toBe(2);
      cache.pause();
      expect(await cache.kept('deals', true, read)).toBe(3);
      expect(await cache.kept('deals', true, read)).toBe(4);
      cache.resume();
      expect(await cache.withinTransaction().kept('deals', true, read)).toBe(5);
      expect(await cache.kept('deals', true, read)).toBe(6);
    });

    it(`keeps at most ${MOST_KEPT_VALUES} values, the least recently used out first`, async () => {
      const { cache, read } = counting();
      for (let key = 0; key <= MOST_KEPT_VALUES; key += 1) await cache.kept(`${key}`, false, read);
      // Key 0 went out; key 1 is still kept.
      expect(await cache.kept('1', false, read)).toBe(2);
      expect(await cache.kept('0', false, read)).toBe(MOST_KEPT_VALUES + 2);
    });
  });
});
