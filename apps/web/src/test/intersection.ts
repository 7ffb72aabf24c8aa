import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * Replaces IntersectionObserver, for the current test only, with one the test drives: `enter()`
 * brings every observed element into view, `passBy()` reports them out of view. (jsdom has no
 * IntersectionObserver, so without this the app renders every section at once.)
 */
export function stubIntersectionObserver() {
  const observers = new Set<FakeObserver>();
  class FakeObserver {
    readonly elements = new Set<Element>();
    constructor(
      private readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {
      observers.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    report(isIntersecting: boolean) {
      const entries = [...this.elements].map(
        (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const reportAll = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of [...observers]) observer.report(isIntersecting);
    });
  return {
    /** The observers still watching something. */
    watching: () => [...observers].filter((observer) => observer.elements.size > 0),
    enter: () => reportAll(true),
    passBy: () => reportAll(false),
  };
}
