import { useEffect, type RefObject } from 'react';

/** The CSS variable holding where the header ends (px from the top of the window). */
export const HEADER_BOTTOM_VAR = '--header-bottom';

/**
 * Keeps `--header-bottom` on the document at the header's bottom edge as it wraps and resizes, so
 * what floats at the top of the window (the toasts) sits below the header's controls instead of
 * over them. Set through the CSSOM, which the page's style policy allows (no inline style).
 */
export function useHeaderBottom(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (element === null) return;
    const root = document.documentElement;
    const update = () => {
      root.style.setProperty(HEADER_BOTTOM_VAR, `${String(Math.ceil(element.getBoundingClientRect().bottom))}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(HEADER_BOTTOM_VAR);
    };
  }, [header]);
}
