import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

type ModalFrameProps = {
  title: string;
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: ReactNode;
};

const FOCUSABLE = 'input, button, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it on open, Tab stays inside, Escape closes it, and focus
 * returns to whatever opened it.
 */
export function ModalFrame({ title, role = 'dialog', onClose, children }: ModalFrameProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || ref.current === null) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/40 p-4">
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="flex w-full max-w-sm flex-col gap-3 rounded-lg bg-white p-4 shadow-xl dark:bg-slate-900"
      >
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
