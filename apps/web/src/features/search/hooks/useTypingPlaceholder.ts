import { useEffect, useState } from 'react';

/** The search hints the placeholder types in a loop (spec 2 "Header search"). */
export const SEARCH_HINTS = [
  'Serum',
  'Moisturizer',
  'Cleanser',
  'Face Oil',
  'Sunscreen',
  'Acne',
  'Dull Skin',
  'Dry Skin',
] as const;

/** Spec 9 timings: 100 ms per typed character, 30 ms per deleted one, 500 ms pause at the word. */
export const TYPE_MS = 100;
export const DELETE_MS = 30;
export const PAUSE_MS = 500;

interface Typing {
  word: number;
  length: number;
  deleting: boolean;
}

/** How long the current state shows, and what comes after it. */
function step({ word, length, deleting }: Typing, words: readonly string[]): [number, Typing] {
  const full = words[word]?.length ?? 0;
  if (!deleting) {
    return length < full
      ? [TYPE_MS, { word, length: length + 1, deleting }]
      : [PAUSE_MS, { word, length: Math.max(0, full - 1), deleting: true }];
  }
  return length > 0
    ? [DELETE_MS, { word, length: length - 1, deleting }]
    : [TYPE_MS, { word: (word + 1) % words.length, length: 1, deleting: false }];
}

/**
 * A placeholder that types each hint one character per 100 ms, holds the full word for 500 ms,
 * deletes it one character per 30 ms and goes on with the next hint, forever.
 */
export function useTypingPlaceholder(words: readonly string[] = SEARCH_HINTS): string {
  const [state, setState] = useState<Typing>({ word: 0, length: 0, deleting: false });
  useEffect(() => {
    const [delay, after] = step(state, words);
    const id = window.setTimeout(() => setState(after), delay);
    return () => window.clearTimeout(id);
  }, [state, words]);
  return words[state.word]?.slice(0, state.length) ?? '';
}
