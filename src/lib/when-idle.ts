/**
 * Runs `work` once the browser is idle after the first screen (the next macrotask where idle
 * callbacks are missing, as in Safari); returns a cancel. Used to fetch code the first screen
 * does not show, so it is there before anyone asks for it without delaying what is shown.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = window.setTimeout(work, 0);
  return () => {
    window.clearTimeout(id);
  };
}
