import type { Toast, ToastTone } from './use-toasts';

const TONES: Record<ToastTone, string> = {
  success: 'border-emerald-500/50 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  info: 'border-slate-400/50 bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100',
  error: 'border-red-500/60 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
};

type ToastStackProps = {
  toasts: readonly Toast[];
  /** Read out by screen readers as they arrive (a polite live log), kept when a toast is dismissed. */
  announcements: readonly Toast[];
  onDismiss: (id: number) => void;
  /** Names the live log, e.g. "Order announcements". */
  label: string;
  /** The pointer or the focus came onto a toast, or left it: its clock stops meanwhile. */
  onHold?: (id: number, reason: 'pointer' | 'focus') => void;
  onRelease?: (id: number, reason: 'pointer' | 'focus') => void;
  /** Where the stack sits: below the header (the default), or at the bottom right, beside another stack. */
  place?: 'top' | 'bottom';
  /** Names the stack's region; two stacks on a page need two names. */
  regionLabel?: string;
};

const PLACES = {
  top: 'top-[calc(var(--header-bottom,0px)+0.5rem)]',
  bottom: 'bottom-3',
} as const;

/**
 * Toasts stacked at the top right below the app's header (`--header-bottom`, kept by the header),
 * each dismissable, and the live log that announces them.
 */
export function ToastStack({
  toasts,
  announcements,
  onDismiss,
  label,
  onHold,
  onRelease,
  place = 'top',
  regionLabel = 'Notifications',
}: ToastStackProps) {
  return (
    <>
      <div role="log" aria-label={label} className="sr-only">
        {announcements.map((item) => (
          <p key={item.id}>{item.text}</p>
        ))}
      </div>
      <section
        aria-label={regionLabel}
        className={`pointer-events-none fixed ${PLACES[place]} right-3 z-50 flex w-80 max-w-[calc(100vw-1.5rem)] flex-col gap-2`}
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            data-testid="toast"
            data-tone={toast.tone}
            className={`pointer-events-auto flex items-start gap-2 rounded-md border p-2 text-sm shadow-lg ${TONES[toast.tone]}`}
            onPointerEnter={() => onHold?.(toast.id, 'pointer')}
            onPointerLeave={() => onRelease?.(toast.id, 'pointer')}
            onFocus={() => onHold?.(toast.id, 'focus')}
            onBlur={(event) => {
              if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
                onRelease?.(toast.id, 'focus');
            }}
          >
            <p className="flex-1">{toast.text}</p>
            {toast.action === undefined ? null : (
              <button
                type="button"
                onClick={() => {
                  toast.action?.run();
                  onDismiss(toast.id);
                }}
                className="rounded border border-current px-2 font-semibold"
              >
                {toast.action.label}
              </button>
            )}
            <button
              type="button"
              aria-label="Dismiss notification"
              onClick={() => {
                onDismiss(toast.id);
              }}
              className="px-1"
            >
              ×
            </button>
          </div>
        ))}
      </section>
    </>
  );
}
