/** Time for the hotkey arm: tests pass a clock they move by hand, so nothing waits for real. */
export type TicketClock = {
  now: () => number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every: (ms: number, tick: () => void) => () => void;
};

export const realClock: TicketClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms);
    return () => {
      clearInterval(id);
    };
  },
};
