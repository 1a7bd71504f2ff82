import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  $visibleToasts,
  clearToasts,
  dismissToast,
  showToast,
  toast,
  updateToast,
} from '@savdo/core';

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const messages = () => $visibleToasts.get().map((t) => t.message);

describe('toasts', () => {
  it('a toast lasts 4000 ms, then closes by itself', () => {
    toast.success('Saqlandi');
    vi.advanceTimersByTime(3999);
    expect(messages()).toEqual(['Saqlandi']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('every non-loading type lasts 4000 ms', () => {
    toast.info('i');
    toast.warning('w');
    toast.error('e');
    expect($toasts.get().map((t) => [t.type, t.duration])).toEqual([
      ['info', 4000],
      ['warning', 4000],
      ['error', 4000],
    ]);
  });

  it('up to 3 visible, newest first; older ones wait hidden', () => {
    for (const m of ['1', '2', '3', '4']) toast.info(m);
    expect(messages()).toEqual(['4', '3', '2']);
    expect($toasts.get()).toHaveLength(4);
  });

  it('a hidden toast shows again when a newer one is dismissed', () => {
    const ids = ['1', '2', '3', '4'].map((m) => toast.info(m));
    dismissToast(ids[3]!);
    expect(messages()).toEqual(['3', '2', '1']);
  });

  it('a loading toast stays until dismissed or updated', () => {
    const id = toast.loading('Yuklanmoqda');
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Yuklanmoqda']);
    expect($toasts.get()[0]?.duration).toBeNull();
    dismissToast(id);
    expect(messages()).toEqual([]);
  });

  it('updating a loading toast changes its type and message and starts the 4000 ms timer', () => {
    const id = toast.loading('Yuklanmoqda');
    vi.advanceTimersByTime(10_000);
    updateToast(id, 'success', 'Tayyor');
    expect($toasts.get()[0]).toMatchObject({
      id,
      type: 'success',
      message: 'Tayyor',
      duration: 4000,
    });
    vi.advanceTimersByTime(3999);
    expect(messages()).toEqual(['Tayyor']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('updating restarts the timer of a timed toast', () => {
    const id = toast.info('a');
    vi.advanceTimersByTime(3000);
    updateToast(id, 'error', 'b');
    vi.advanceTimersByTime(3000);
    expect(messages()).toEqual(['b']);
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual([]);
  });

  it('updating a toast back to loading stops its timer', () => {
    const id = toast.info('a');
    updateToast(id, 'loading', 'b');
    vi.advanceTimersByTime(10_000);
    expect(messages()).toEqual(['b']);
  });

  it('dismissing removes it at once and cancels its timer', () => {
    const id = toast.error('x');
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a custom duration is honoured', () => {
    showToast('info', 'long', { duration: 10_000 });
    vi.advanceTimersByTime(9_999);
    expect(messages()).toEqual(['long']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('clearing removes every toast and timer', () => {
    toast.info('a');
    toast.loading('b');
    clearToasts();
    expect($toasts.get()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
