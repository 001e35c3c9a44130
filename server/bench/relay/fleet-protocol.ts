import { z } from 'zod';

/** How the bench process and its client-fleet child talk (IPC messages, checked on arrival). */
export const fleetCommandSchema = z.discriminatedUnion('cmd', [
  z.object({
    cmd: z.literal('connect'),
    /** mqtt: mqtt.js over WebSocket, subscribing `topics`; raw: a bare `ws` client that names its symbols. */
    protocol: z.enum(['mqtt', 'raw']),
    url: z.string(),
    /**
     * Per client: its request headers (its own session cookie), its MQTT password (the session's
     * secret; none for the baselines) and the topics (mqtt) or symbols (raw) it wants.
     */
    clients: z.array(
      z.object({
        headers: z.record(z.string(), z.string()),
        password: z.string().optional(),
        subscriptions: z.array(z.string()),
      }),
    ),
  }),
  z.object({ cmd: z.literal('start') }),
  z.object({ cmd: z.literal('stop') }),
  z.object({ cmd: z.literal('close') }),
]);
export type FleetCommand = z.infer<typeof fleetCommandSchema>;

export const fleetReportSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('connected'), clients: z.number(), failed: z.number() }),
  z.object({ kind: z.literal('started') }),
  z.object({
    kind: z.literal('stopped'),
    received: z.number(),
    bytes: z.number(),
    /** Messages out of order per topic (a later `time` seen before an earlier one). */
    outOfOrder: z.number(),
    latency: z.object({ counts: z.array(z.number()), total: z.number() }),
    /** Latency from the BFF's receipt (`received_at`) instead of the upstream push. */
    relayLatency: z.object({ counts: z.array(z.number()), total: z.number() }),
    disconnected: z.number(),
    sample: z.string().nullable(),
  }),
  z.object({ kind: z.literal('closed') }),
]);
export type FleetReport = z.infer<typeof fleetReportSchema>;
