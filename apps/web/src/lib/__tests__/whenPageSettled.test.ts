import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSystemStore } from '@/stores/systemStore';
import { whenPageSettled } from '../whenPageSettled';

afterEach(() => {
  vi.useRealTimers();
  useSystemStore.setState({ ready: false, pageShown: false });
});

describe('whenPageSettled', () => {
  it('runs the work once the store data has settled and the page has rendered, when idle, once', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenPageSettled(work);
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();

    useSystemStore.getState().setReady();
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();

    useSystemStore.getState().setPageShown();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(work).toHaveBeenCalledTimes(1);
    useSystemStore.setState({ ready: false });
    useSystemStore.setState({ ready: true });
    vi.advanceTimersByTime(5);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at the next idle moment when the page has already settled', () => {
    vi.useFakeTimers();
    useSystemStore.setState({ ready: true, pageShown: true });
    const work = vi.fn();
    whenPageSettled(work);
    vi.advanceTimersByTime(5);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs the work once cancelled', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenPageSettled(work)();
    useSystemStore.setState({ ready: true, pageShown: true });
    vi.advanceTimersByTime(5000);
    const settledFirst = vi.fn();
    const cancel = whenPageSettled(settledFirst);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
    expect(settledFirst).not.toHaveBeenCalled();
  });
});
