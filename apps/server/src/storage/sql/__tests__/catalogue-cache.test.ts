import { describe, expect, it } from 'vitest';
import { createCatalogueCache, type CachedDocument } from '../catalogue-cache.js';

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
});
