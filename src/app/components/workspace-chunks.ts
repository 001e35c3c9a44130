import { lazy } from 'react';

// Each arrangement is a chunk of its own and a screen loads only the one it shows (the wide one
// brings the resizable panels). preloadWorkspace starts it while the saved layout is fetched,
// which the dashboard waits for anyway, so the split costs no time before the first paint.
const loadWide = async () => ({ default: (await import('./wide-workspace')).WideWorkspace });
const loadNarrow = async () => ({ default: (await import('./narrow-workspace')).NarrowWorkspace });
export const WideWorkspace = lazy(loadWide);
export const NarrowWorkspace = lazy(loadNarrow);
export const WIDE_QUERY = '(min-width: 1024px)';

/** Starts loading the arrangement this window will show. */
export function preloadWorkspace(): void {
  void (window.matchMedia(WIDE_QUERY).matches ? loadWide() : loadNarrow()).catch(() => undefined);
}
