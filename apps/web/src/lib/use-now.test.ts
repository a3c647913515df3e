// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayToNextBoundary, useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-11T11:44:59.400Z'));
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('changes at the exact minute boundary, then at each following one', () => {
    const { result } = renderHook(() => useNow());
    expect(result.current.toISOString()).toBe('2026-03-11T11:44:59.400Z');
    act(() => vi.advanceTimersByTime(599));
    expect(result.current.toISOString()).toBe('2026-03-11T11:44:59.400Z');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toISOString()).toBe('2026-03-11T11:45:00.000Z');
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.toISOString()).toBe('2026-03-11T11:46:00.000Z');
  });

  it('refreshes at once when the page comes back into view', () => {
    const { result } = renderHook(() => useNow());
    vi.setSystemTime(new Date('2026-03-11T11:44:59.900Z'));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current.toISOString()).toBe('2026-03-11T11:44:59.900Z');
  });
});

describe('delayToNextBoundary', () => {
  it('waits for the next whole minute, a full minute when exactly on one', () => {
    expect(delayToNextBoundary(Date.parse('2026-03-11T11:44:59.400Z'), 60_000)).toBe(600);
    expect(delayToNextBoundary(Date.parse('2026-03-11T11:45:00.000Z'), 60_000)).toBe(60_000);
  });
});
