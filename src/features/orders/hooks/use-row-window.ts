import { useEffect, useState } from 'react';

/** Rows mounted above and below the visible ones, so a short scroll has them ready. */
const OVERSCAN = 8;

/** Before the scroller is measured, lay out as if this many rows fit, rather than none. */
const FIRST_GUESS_ROWS = 20;

type RowRange = { first: number; end: number };

/** The rows in view of a scroller at `top` showing `height` px, plus the margin; `end` is not yet cut to the row count. */
function rangeOf(top: number, height: number, rowHeight: number): RowRange {
  return {
    first: Math.max(0, Math.floor(top / rowHeight) - OVERSCAN),
    end: Math.ceil((top + height) / rowHeight) + OVERSCAN,
  };
}

/**
 * Which rows of a long table to mount, every row being `rowHeight` px tall: those in view of
 * `scroller` plus a margin, `[first, end)`, and the heights of the spacer rows that stand for
 * the rest. It renders again only when that range changes, not on every scroll event.
 *
 * The watchlist windows with @tanstack/react-virtual, loaded in a chunk of its own after the first
 * screen. Sharing that chunk with the orders splits the first screen's code into more chunks, over
 * its size budget
 * (docs/decisions/0055-a-budget-for-the-first-screen-and-mqttjs-from-its-modules.md), and rows of
 * one height need only this.
 */
export function useRowWindow(count: number, rowHeight: number, scroller: HTMLElement | null) {
  const [range, setRange] = useState(() => rangeOf(0, FIRST_GUESS_ROWS * rowHeight, rowHeight));
  useEffect(() => {
    if (scroller === null) return;
    const read = () => {
      const next = rangeOf(scroller.scrollTop, scroller.clientHeight, rowHeight);
      setRange((known) => (known.first === next.first && known.end === next.end ? known : next));
    };
    read();
    scroller.addEventListener('scroll', read, { passive: true });
    const resize = new ResizeObserver(read);
    resize.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', read);
      resize.disconnect();
    };
  }, [scroller, rowHeight]);
  const end = Math.min(range.end, count);
  const first = Math.min(range.first, end);
  return { first, end, above: first * rowHeight, below: (count - end) * rowHeight };
}
