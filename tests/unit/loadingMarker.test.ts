import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOADING_MARKER_DELAY_MS } from '../../src/config/constants';
import { createLoadingMarker } from '../../src/providers/loadingMarker';

describe('loadingMarker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should use the SPEC §9 delay of 2 s', () => {
    expect(PAGE_LOADING_MARKER_DELAY_MS).toBe(2000);
  });

  it('should start hidden with nothing in flight', () => {
    const marker = createLoadingMarker();
    expect(marker.visible).toBe(false);
    expect(marker.inFlight).toBe(0);
  });

  it('should be on while a request is in flight', () => {
    const marker = createLoadingMarker();
    marker.requestStarted();
    expect(marker.visible).toBe(true);
    expect(marker.inFlight).toBe(1);
    vi.advanceTimersByTime(10000);
    expect(marker.visible).toBe(true);
  });

  it('should be removed 2 s after the last response, not before', () => {
    const marker = createLoadingMarker();
    marker.requestStarted();
    marker.requestEnded();
    expect(marker.inFlight).toBe(0);
    expect(marker.visible).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(marker.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(marker.visible).toBe(false);
  });

  it('should stay on when a new request starts within the 2 s', () => {
    const marker = createLoadingMarker();
    marker.requestStarted();
    marker.requestEnded();
    vi.advanceTimersByTime(1500);
    marker.requestStarted();
    vi.advanceTimersByTime(1000);
    expect(marker.visible).toBe(true);
    marker.requestEnded();
    vi.advanceTimersByTime(1999);
    expect(marker.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(marker.visible).toBe(false);
  });

  it('should stay on while overlapping requests remain in flight', () => {
    const marker = createLoadingMarker();
    marker.requestStarted();
    marker.requestStarted();
    expect(marker.inFlight).toBe(2);
    marker.requestEnded();
    vi.advanceTimersByTime(5000);
    expect(marker.visible).toBe(true);
    expect(marker.inFlight).toBe(1);
    marker.requestEnded();
    vi.advanceTimersByTime(1999);
    expect(marker.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(marker.visible).toBe(false);
  });

  it('should count the 2 s from the last response when responses overlap', () => {
    const marker = createLoadingMarker();
    marker.requestStarted();
    marker.requestStarted();
    marker.requestEnded();
    vi.advanceTimersByTime(1000);
    marker.requestEnded();
    vi.advanceTimersByTime(1500);
    expect(marker.visible).toBe(true);
    vi.advanceTimersByTime(500);
    expect(marker.visible).toBe(false);
  });

  it('should never count below zero', () => {
    const marker = createLoadingMarker();
    marker.requestEnded();
    expect(marker.inFlight).toBe(0);
  });

  it('should honour a custom delay', () => {
    const marker = createLoadingMarker(100);
    marker.requestStarted();
    marker.requestEnded();
    vi.advanceTimersByTime(99);
    expect(marker.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(marker.visible).toBe(false);
  });

  it('should notify subscribers only on visibility changes and stop after unsubscribe', () => {
    const marker = createLoadingMarker();
    const seen: boolean[] = [];
    const unsubscribe = marker.subscribe((v) => seen.push(v));
    marker.requestStarted();
    marker.requestStarted();
    marker.requestEnded();
    marker.requestEnded();
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual([true, false]);
    unsubscribe();
    marker.requestStarted();
    expect(seen).toEqual([true, false]);
  });
});
