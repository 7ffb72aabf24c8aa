/** Levenshtein edit distance (two rows). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 − distance / longer length: 1 for equal words, 0.8 for 'serm' vs 'serum'. */
export function wordSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/**
 * How well a typed word matches a candidate word, typos and unfinished words included: the
 * better of whole-word similarity and similarity to the candidate's prefix of the same length
 * (so 'moist' fully matches 'moisturiser'). One-letter words must match exactly.
 */
export function termSimilarity(typed: string, candidate: string): number {
  if (typed.length < 2) return typed === candidate ? 1 : 0;
  const whole = wordSimilarity(typed, candidate);
  if (candidate.length <= typed.length) return whole;
  const prefix = wordSimilarity(typed, candidate.slice(0, typed.length));
  // A prefix match counts a little less than the whole word, so complete words rank first.
  return Math.max(whole, prefix * 0.97);
}

/** Lower-case words of a text (letters and digits). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A word a document can be found by, weighted by where it comes from (title 1, keywords less). */
export interface Candidate {
  readonly word: string;
  readonly weight: number;
}

/**
 * Mean over the query's words of their best weighted match among the candidates (0–1);
 * `similarity` is {@link termSimilarity} or a memo of it.
 */
export function querySimilarity(
  query: readonly string[],
  candidates: readonly Candidate[],
  similarity: (typed: string, word: string) => number = termSimilarity,
): number {
  if (query.length === 0 || candidates.length === 0) return 0;
  const best = query.map((typed) =>
    candidates.reduce(
      (max, { word, weight }) => Math.max(max, similarity(typed, word) * weight),
      0,
    ),
  );
  return best.reduce((sum, score) => sum + score, 0) / best.length;
}

/**
 * {@link termSimilarity} remembered per typed word and word: a search compares its few typed
 * words with the vocabulary's words (thousands at most) rather than with every word of every
 * candidate (a common word repeats in hundreds of them).
 *
 * @example
 * const similarity = memoTermSimilarity();
 * similarity('serm', 'serum'); // 0.8, computed once
 */
export function memoTermSimilarity(): (typed: string, word: string) => number {
  const known = new Map<string, Map<string, number>>();
  return (typed, word) => {
    let byWord = known.get(typed);
    if (!byWord) known.set(typed, (byWord = new Map<string, number>()));
    let similarity = byWord.get(word);
    if (similarity === undefined) byWord.set(word, (similarity = termSimilarity(typed, word)));
    return similarity;
  };
}
