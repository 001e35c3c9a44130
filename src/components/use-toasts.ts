import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastTone = 'success' | 'info' | 'error';
/** A button on a toast (Undo): pressing it runs `run` and dismisses the toast. */
export type ToastAction = { label: string; run: () => void };
export type Toast = { id: number; tone: ToastTone; text: string; action?: ToastAction };

type ToastOptions = {
  /** How long a toast stays, ms; a refusal stays twice as long, being the one to act on. */
  timeoutMs?: number;
  /** Toasts shown at once; the oldest goes first. The announcements keep as many. */
  max?: number;
};

/** One toast's own stay and button, where they differ from the queue's. */
type PushOptions = { timeoutMs?: number; action?: ToastAction };

type Timer = { handle: ReturnType<typeof setTimeout> | undefined; endsAt: number; left: number; holds: Set<string> };

/**
 * A queue of short messages: each toast leaves by itself after a while or when dismissed; the
 * announcements (what a screen reader is told) keep the latest few, dismissed or not. A toast
 * under the pointer or holding focus does not leave (`hold` / `release`), so its button cannot
 * go away as it is being pressed (WCAG 2.2.1, timing adjustable).
 */
export function useToasts({ timeoutMs = 6_000, max = 5 }: ToastOptions = {}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [announcements, setAnnouncements] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, Timer>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id)?.handle);
    timers.current.delete(id);
    setToasts((prev) => prev.filter((toast) => toast.id !== id));
  }, []);

  const start = useCallback(
    (id: number, timer: Timer) => {
      timer.endsAt = Date.now() + timer.left;
      timer.handle = setTimeout(() => {
        dismiss(id);
      }, timer.left);
    },
    [dismiss],
  );

  const push = useCallback(
    (tone: ToastTone, text: string, options: PushOptions = {}) => {
      const toast: Toast = { id: nextId.current++, tone, text, action: options.action };
      setToasts((prev) => [...prev, toast].slice(-max));
      setAnnouncements((prev) => [...prev, toast].slice(-max));
      const stay = options.timeoutMs ?? (tone === 'error' ? timeoutMs * 2 : timeoutMs);
      const timer: Timer = { handle: undefined, endsAt: 0, left: stay, holds: new Set() };
      timers.current.set(toast.id, timer);
      start(toast.id, timer);
    },
    [max, start, timeoutMs],
  );

  /** Stops the toast's clock while `reason` (the pointer, the focus) is on it. */
  const hold = useCallback((id: number, reason: string) => {
    const timer = timers.current.get(id);
    if (timer === undefined) return;
    timer.holds.add(reason);
    if (timer.handle === undefined) return;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.left = Math.max(0, timer.endsAt - Date.now());
  }, []);

  /** Lets the clock run again, for what was left of it, once nothing holds the toast. */
  const release = useCallback(
    (id: number, reason: string) => {
      const timer = timers.current.get(id);
      if (timer === undefined) return;
      timer.holds.delete(reason);
      if (timer.holds.size === 0 && timer.handle === undefined) start(id, timer);
    },
    [start],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer.handle);
      pending.clear();
    };
  }, []);

  return { toasts, announcements, push, dismiss, hold, release };
}
