// Toast queue (4000 ms, up to 3 visible; contract constants). Framework-free: the ui package's
// Toaster renders $visibleToasts; anyone in core may call toast.* without React.
import { atom, computed } from 'nanostores';
import type { ToastType } from '@savdo/contract';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@savdo/contract';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  createdAt: number;
  /** Milliseconds until it closes by itself; loading toasts stay until dismissed or updated. */
  duration: number | null;
}

export const $toasts = atom<Toast[]>([]);
/** The newest toasts, at most TOAST_MAX_VISIBLE, newest first. */
export const $visibleToasts = computed($toasts, (all) => all.slice(-TOAST_MAX_VISIBLE).reverse());

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

function schedule(id: number, duration: number | null): void {
  const old = timers.get(id);
  if (old) clearTimeout(old);
  if (duration !== null)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
}

export function showToast(
  type: ToastType,
  message: string,
  options: { duration?: number } = {},
): number {
  const id = nextId++;
  const duration = options.duration ?? (type === 'loading' ? null : TOAST_DURATION_MS);
  $toasts.set([...$toasts.get(), { id, type, message, createdAt: Date.now(), duration }]);
  schedule(id, duration);
  return id;
}

/** Turns a toast (typically a loading one) into another type and restarts its timer. */
export function updateToast(id: number, type: ToastType, message: string): void {
  const duration = type === 'loading' ? null : TOAST_DURATION_MS;
  $toasts.set($toasts.get().map((t) => (t.id === id ? { ...t, type, message, duration } : t)));
  schedule(id, duration);
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $toasts.set([]);
}

export const toast = {
  success: (message: string) => showToast('success', message),
  info: (message: string) => showToast('info', message),
  warning: (message: string) => showToast('warning', message),
  error: (message: string) => showToast('error', message),
  loading: (message: string) => showToast('loading', message),
};
