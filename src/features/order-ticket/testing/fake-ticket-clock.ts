import { act } from '@testing-library/react';
import type { TicketClock } from '../hooks/ticket-clock';

/** A clock a test moves by hand: `advance` runs every interval that comes due, inside act(). */
export function createFakeTicketClock(start = Date.parse('2026-11-18T15:00:00Z')) {
  let now = start;
  const timers = new Set<{ ms: number; next: number; tick: () => void }>();
  const clock: TicketClock = {
    now: () => now,
    every: (ms, tick) => {
      const timer = { ms, next: now + ms, tick };
      timers.add(timer);
      return () => {
        timers.delete(timer);
      };
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    act(() => {
      for (;;) {
        const due = [...timers].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (due === undefined) break;
        now = due.next;
        due.next += due.ms;
        due.tick();
      }
      now = end;
    });
  };
  return { clock, advance };
}
