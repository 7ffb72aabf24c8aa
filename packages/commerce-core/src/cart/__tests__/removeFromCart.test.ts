import { describe, expect, it } from 'vitest';
import { removeFromCart } from '../removeFromCart.js';
import { line, stateWith } from './cart.fixture.js';

const parent = line({ id: 'serum', recordKey: 'serum-50ml' });
const deal = line({
  id: 'wash',
  recordKey: 'wash-LIMITED_TIME_DEAL',
  parentRecordKey: 'serum-50ml',
});
const other = line({ id: 'spf' });

describe('removeFromCart', () => {
  it('removes the line and its child lines', () => {
    expect(removeFromCart(stateWith([parent, deal, other]), 'serum-50ml').data).toEqual([other]);
  });

  it('removes only a child when asked for it', () => {
    expect(removeFromCart(stateWith([parent, deal, other]), 'wash-LIMITED_TIME_DEAL').data).toEqual(
      [parent, other],
    );
  });

  it('returns the same state for an unknown key', () => {
    const state = stateWith([parent]);
    expect(removeFromCart(state, 'ghost')).toBe(state);
  });
});
