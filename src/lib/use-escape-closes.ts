import { useEffect } from 'react';

/**
 * While a header panel is `open`, Escape closes it wherever the focus is and gives the focus back
 * to the element `returnFocusId` (the button that opened it), unless something nearer (a dialog,
 * a menu, a drag) took the key first.
 */
export function useEscapeCloses(open: boolean, close: () => void, returnFocusId: string): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      document.getElementById(returnFocusId)?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, returnFocusId]);
}
