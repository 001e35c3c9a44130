import { z } from 'zod';

const statsSchema = z.object({
  requests: z.array(z.object({ at: z.number(), path: z.string(), group: z.string().nullable(), status: z.number() })),
});
export type SimulatorRequestRecord = z.infer<typeof statsSchema>['requests'][number];

const streamStatsSchema = z.object({
  connections: z.array(z.object({ session_id: z.string(), app_key: z.string(), connected_at: z.number() })),
  /** session id -> symbol -> sub_types. */
  subscriptions: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
  subscribe_calls: z.number(),
  unsubscribe_calls: z.number(),
  pushed: z.number(),
});
export type SimulatorStreamStats = z.infer<typeof streamStatsSchema>;

const eventStatsSchema = z.object({
  /** app key -> its open subscriptions. */
  subscriptions: z.record(
    z.string(),
    z.array(z.object({ accounts: z.array(z.string()), subscribe_type: z.number(), events_sent: z.number() })),
  ),
  events_sent: z.number(),
  stalled: z.boolean(),
  refuse: z.boolean(),
});
export type SimulatorEventStats = z.infer<typeof eventStatsSchema>;

/**
 * A client for the simulator's test-only control surface (SIM_CONTROL=1): plain JSON, unsigned.
 * Used by integration tests and the upstream bench to inject faults and count what the BFF sent.
 */
export function simulatorControl(baseUrl: string) {
  async function post(path: string, body: unknown): Promise<void> {
    const response = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${String(response.status)}: ${await response.text()}`);
  }
  return {
    reset: () => post('/_control/reset', {}),
    /** Pins the market clock (ms), or lets it follow the wall clock again (null). */
    pinClock: (now: number | null) => post('/_control/clock', { now }),
    /** Sets the simulator's own clock `offsetMs` off the wall clock (its Date header and timestamp check). */
    setServerClockOffset: (offsetMs: number) => post('/_control/server-clock', { offset_ms: offsetMs }),
    /** The streaming side: MQTT connections and what each session is subscribed to. */
    stream: {
      async stats(): Promise<SimulatorStreamStats> {
        const response = await fetch(new URL('/_control/stream/stats', baseUrl));
        return streamStatsSchema.parse(await response.json());
      },
      /** Closes every MQTT connection now. */
      drop: () => post('/_control/stream/drop', {}),
      pause: (paused: boolean) => post('/_control/stream/pause', { paused }),
      refuse: (refuse: boolean) => post('/_control/stream/refuse', { refuse }),
      tick: (trade: { symbol: string; price: string; volume?: string }) => post('/_control/stream/tick', trade),
    },
    /** The trade-event stream (docs/protocol.md#the-simulators-stream). */
    events: {
      async stats(): Promise<SimulatorEventStats> {
        const response = await fetch(new URL('/_control/events/stats', baseUrl));
        return eventStatsSchema.parse(await response.json());
      },
      /** Ends every open Subscribe call with UNAVAILABLE. */
      drop: () => post('/_control/events/drop', {}),
      /** Writes nothing while on (pings skipped, events held), as a stalled connection would. */
      stall: (stalled: boolean) => post('/_control/events/stall', { stalled }),
      /** New calls end at once with UNAVAILABLE while on. */
      refuse: (refuse: boolean) => post('/_control/events/refuse', { refuse }),
    },
    /** The second-factor tokens: the user's phone approving or revoking (docs/protocol.md#access-token). */
    token: {
      /** Approves the named PENDING token, or every one. */
      approve: (token?: string) => post('/_control/token/approve', token === undefined ? {} : { token }),
      /** Makes the named token, or every one, INVALID. */
      revoke: (token?: string) => post('/_control/token/revoke', token === undefined ? {} : { token }),
      /** Switches the key's second factor on or off at the provider. */
      check: (enabled: boolean) => post('/_control/token/check', { enabled }),
    },
    /** Prints `symbol` at each price in turn; the paper broker works its orders after each print. */
    moveMarket: (symbol: string, prices: string[], volume = '1000') =>
      post('/_control/market/move', { symbol, prices, volume }),
    /**
     * Puts a record of a kind the paper broker does not work (an option leg, an OTO part, an
     * unknown status) into an account's order lists, as the live service could list it.
     */
    seedForeignOrder: (seed: {
      account_id: string;
      record: Record<string, unknown>;
      working?: boolean;
      client_combo_order_id?: string;
      group_combo_type?: string;
    }) => post('/_control/orders/foreign', seed),
    faults: (faults: {
      latencyMs?: number;
      fail429?: number;
      fail5xx?: number;
      retryAfterSeconds?: number;
      dropOrderResponses?: number;
    }) => post('/_control/faults', faults),
    async stats(): Promise<SimulatorRequestRecord[]> {
      const response = await fetch(new URL('/_control/stats', baseUrl));
      return statsSchema.parse(await response.json()).requests;
    },
  };
}

/** The most timestamps found in any window of `windowMs` (a window starting at each timestamp). */
export function maxInAnyWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= windowMs) start += 1;
    best = Math.max(best, end - start + 1);
  }
  return best;
}
