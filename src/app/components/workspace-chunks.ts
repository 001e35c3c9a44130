import { preloadableLazy } from '@src/lib/preloadable-lazy';

// Each arrangement is a chunk of its own and a screen loads only the one it shows (the wide one
// brings the resizable panels).
export const wideChunk = preloadableLazy(async () => (await import('./wide-workspace')).WideWorkspace);
export const narrowChunk = preloadableLazy(async () => (await import('./narrow-workspace')).NarrowWorkspace);
export const WIDE_QUERY = '(min-width: 1024px)';

// The panels every arrangement shows at once, each a chunk of its own. The ticket (its checks,
// review and hotkeys) is the largest part of the first view.
export const ticketChunk = preloadableLazy(
  async () => (await import('@src/features/order-ticket/components/order-ticket-panel')).OrderTicketPanel,
);
// The charting library is the largest dependency; load it beside the quote, not before it.
export const chartChunk = preloadableLazy(
  async () => (await import('@src/features/chart/components/chart-area')).ChartArea,
);
// Fundamentals are read after the quote and chart; their tabs and pictures are a chunk of their own.
export const fundamentalsChunk = preloadableLazy(
  async () => (await import('@src/features/fundamentals/components/fundamentals-panel')).FundamentalsPanel,
);

/**
 * Starts loading the arrangement this window will show and the ticket, then the chart and the
 * fundamentals (fetched alongside they would slow the first two: the browser fetches a few files
 * at a time from one server).
 */
export function preloadWorkspace(): void {
  const arrangement = window.matchMedia(WIDE_QUERY).matches ? wideChunk : narrowChunk;
  const firstView = Promise.allSettled([arrangement.preload(), ticketChunk.preload()]);
  void firstView.then(() => Promise.allSettled([chartChunk.preload(), fundamentalsChunk.preload()]));
}
