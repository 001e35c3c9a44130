import type { ClockSkew } from '@contracts/clock-skew';
import { useClockSkew } from '@src/api/get-clock-skew';

/** "10 min" or "45 s": how far off, in the unit a person would say. */
function formatSkew(offsetMs: number): string {
  const abs = Math.abs(offsetMs);
  return abs >= 90_000 ? `${String(Math.round(abs / 60_000))} min` : `${String(Math.round(abs / 1_000))} s`;
}

/** What the note says, or null while requests are signed with this computer's own clock. */
export function clockSkewText(skew: ClockSkew): { text: string; title: string } | null {
  if (!skew.corrected || skew.offset_ms === null) return null;
  const off = formatSkew(skew.offset_ms);
  // offset_ms is the broker's clock minus ours: positive means ours is behind.
  const direction = skew.offset_ms > 0 ? 'behind' : 'ahead of';
  return {
    text: `Your computer's clock is ${off} off the broker's; requests are signed with the broker's time`,
    title: `This computer's clock is ${off} ${direction} the broker's. The broker refuses requests stamped too far from its own clock, so the dashboard stamps them with the broker's time instead. Setting your clock right (automatic time) removes this note.`,
  };
}

/** Shown only while the BFF signs with the broker's time because this computer's clock is far off. */
export function ClockSkewNote() {
  const { data } = useClockSkew();
  const shown = data === undefined ? null : clockSkewText(data);
  if (shown === null) return null;
  return (
    <span
      role="note"
      title={shown.title}
      className="rounded-md bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
    >
      {shown.text}
    </span>
  );
}
