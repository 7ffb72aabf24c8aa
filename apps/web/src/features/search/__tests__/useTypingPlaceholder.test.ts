import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_HINTS, useTypingPlaceholder } from '../hooks/useTypingPlaceholder';

describe('useTypingPlaceholder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cycles the spec hints in order', () => {
    expect(SEARCH_HINTS).toEqual([
      'Serum',
      'Moisturizer',
      'Cleanser',
      'Face Oil',
      'Sunscreen',
      'Acne',
      'Dull Skin',
      'Dry Skin',
    ]);
  });

  it('types 100 ms a character, pauses 500 ms, deletes 30 ms a character, then the next hint', () => {
    const { result } = renderHook(() => useTypingPlaceholder());
    // One millisecond per act, so each step's effect schedules the next timer in time.
    const after = (ms: number) => {
      for (let i = 0; i < ms; i += 1) {
        act(() => {
          vi.advanceTimersByTime(1);
        });
      }
      return result.current;
    };
    expect(result.current).toBe('');
    expect(after(99)).toBe('');
    expect(after(1)).toBe('S');
    expect(after(100)).toBe('Se');
    expect(after(300)).toBe('Serum');
    expect(after(499)).toBe('Serum');
    expect(after(1)).toBe('Seru');
    expect(after(30)).toBe('Ser');
    expect(after(90)).toBe('');
    expect(after(99)).toBe('');
    expect(after(1)).toBe('M');
    expect(after(1000)).toBe('Moisturizer');
  });

  it('comes back to the first hint after the last', () => {
    const { result } = renderHook(() => useTypingPlaceholder(['Ab', 'C']));
    // Ab: 200 typing + 500 pause + 60 deleting; C: 100 + 500 + 30; then 100 to type 'A'.
    for (let i = 0; i < 200 + 500 + 60 + 100 + 500 + 30 + 100; i += 1) {
      act(() => {
        vi.advanceTimersByTime(1);
      });
    }
    expect(result.current).toBe('A');
  });
});
