import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastTone = 'success' | 'info' | 'error';
export type Toast = { id: number; tone: ToastTone; text: string };

type ToastOptions = {
  /** How long a toast stays, ms; a refusal stays twice as long, being the one to act on. */
  timeoutMs?: number;
  /** Toasts shown at once; the oldest goes first. The announcements keep as many. */
  max?: number;
};

/**
 * A queue of short messages: each toast leaves by itself after a while or when dismissed; the
 * announcements (what a screen reader is told) keep the latest few, dismissed or not.
 */
export function useToasts({ timeoutMs = 6_000, max = 5 }: ToastOptions = {}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [announcements, setAnnouncements] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((prev) => prev.filter((toast) => toast.id !== id));
  }, []);

  const push = useCallback(
    (tone: ToastTone, text: string) => {
      const toast = { id: nextId.current++, tone, text };
      setToasts((prev) => [...prev, toast].slice(-max));
      setAnnouncements((prev) => [...prev, toast].slice(-max));
      timers.current.set(
        toast.id,
        setTimeout(
          () => {
            dismiss(toast.id);
          },
          tone === 'error' ? timeoutMs * 2 : timeoutMs,
        ),
      );
    },
    [dismiss, max, timeoutMs],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { toasts, announcements, push, dismiss };
}
