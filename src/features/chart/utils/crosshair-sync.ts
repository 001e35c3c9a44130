/** A chart that shows the crosshair where another chart's is: at the bar of `time` (ms), or none. */
export type CrosshairMember = { show: (time: number | undefined) => void };

/** The charts of one chart area, each told where the trader's crosshair is on another. */
export type CrosshairSync = {
  /** Adds a chart; the returned function takes it out again. */
  join: (member: CrosshairMember) => () => void;
  /** The trader moved the crosshair on `from` to the bar of `time`, or off the chart (undefined). */
  move: (from: CrosshairMember, time: number | undefined) => void;
};

/**
 * Crosshair sync between charts (docs/chart-research.md#several-charts). A chart shows a synced
 * crosshair without reporting it as a move (lightweight-charts' `setCrosshairPosition` fires no
 * event), and a move reported while the others are being told is dropped: no chart can echo one.
 */
export function createCrosshairSync(): CrosshairSync {
  const members = new Set<CrosshairMember>();
  let telling = false;
  return {
    join: (member) => {
      members.add(member);
      return () => {
        members.delete(member);
      };
    },
    move: (from, time) => {
      if (telling) return;
      telling = true;
      try {
        for (const member of members) if (member !== from) member.show(time);
      } finally {
        telling = false;
      }
    },
  };
}

/** The bar a synced crosshair rests on: the last one starting at or before `time`, if any. */
export function barAtOrBefore<T extends { time: number }>(bars: readonly T[], time: number): T | undefined {
  let low = 0;
  let high = bars.length - 1;
  let found: T | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const bar = bars[middle];
    if (bar === undefined) break;
    if (bar.time <= time) {
      found = bar;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
