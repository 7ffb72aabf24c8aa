import { describe, expect, it } from 'vitest';
import { isSellable } from '../isSellable.js';

describe('isSellable', () => {
  it.each([
    [{ status: 'ENABLED' }, true],
    [{ status: 'DISABLED' }, false],
    [{ status: 'enabled' }, false],
    [{ status: 'ARCHIVED' }, false],
    [{ status: null }, false],
    [{}, false],
  ])('%j → %s', (item, sellable) => {
    expect(isSellable(item)).toBe(sellable);
  });
});
