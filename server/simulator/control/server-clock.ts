import { z } from 'zod';

/** Body of `POST /_control/server-clock`: how far the simulator's own clock is from the wall clock. */
export const serverClockSchema = z.strictObject({
  // A day either way is far beyond any window the provider accepts; more is a typo.
  offset_ms: z.number().int().min(-86_400_000).max(86_400_000),
});

/**
 * The simulator's own clock: the wall clock plus an offset set through the control surface, so it
 * can play a provider whose clock differs from the client's. It dates every response (`Date`) and
 * is the clock `x-timestamp` is checked against (docs/protocol.md#clock-and-nonce).
 */
export interface ServerClock {
  now(): number;
  offsetMs(): number;
  setOffset(offsetMs: number): void;
}

export function createServerClock(wallNow: () => number): ServerClock {
  let offset = 0;
  return {
    now: () => wallNow() + offset,
    offsetMs: () => offset,
    setOffset(offsetMs) {
      offset = offsetMs;
    },
  };
}
