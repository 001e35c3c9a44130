import { z } from 'zod';

/**
 * What the BFF knows about its link to the provider, relayed to browsers on one retained topic
 * (docs/architecture.md#diagnostics):
 *
 *   status/diagnostics   Diagnostics, at most a few times a second while something changes
 *
 * Nothing here is a credential: no app key, no secret, no access token (the token's state and
 * expiry only). Upstream messages are passed on with the key and secret blanked out.
 */
export const DIAGNOSTICS_TOPIC = 'status/diagnostics';

/** How many upstream errors the BFF keeps for the panel, newest first. */
export const DIAGNOSTICS_ERROR_LIMIT = 50;

export const diagnosticsGroupSchema = z.object({
  group: z.string(),
  budget: z.number().int(),
  window_ms: z.number().int(),
  used: z.number().int(),
  /** Calls the BFF may still make in the current window. */
  left: z.number().int(),
  queued: z.number().int(),
  /** About how long until a call asked for now may leave (ms, counted from `at`). */
  next_slot_ms: z.number().int(),
  frozen_for_ms: z.number().int(),
  /** 429 answers the provider gave calls of this group since the BFF started. */
  throttled: z.number().int(),
});
export type DiagnosticsGroup = z.infer<typeof diagnosticsGroupSchema>;

export const streamDiagnosticsSchema = z.object({
  /** The market stream: live, silent, reconnecting, polling; the trade-event stream: connecting, live, down. */
  state: z.string(),
  /** Since when (ms) in this state; null where the stream does not say. */
  since: z.number().int().nullable(),
  /** When the last message (data, or a ping on the trade-event stream) arrived (ms); null before one. */
  last_message_at: z.number().int().nullable(),
  /** Times the stream was lost and came back since the BFF started. */
  reconnects: z.number().int(),
  /** Symbols (market) or accounts (trade events) subscribed now. */
  subscribed: z.number().int(),
  /** The provider's cap on `subscribed`, and where it comes from; null limit when none is published. */
  quota: z.object({ limit: z.number().int().nullable(), note: z.string() }),
});
export type StreamDiagnostics = z.infer<typeof streamDiagnosticsSchema>;

/** The second-factor token's state as the BFF last read it; never the token itself. */
export const tokenDiagnosticsSchema = z.object({
  status: z.string(),
  /** When the token stops working unless used or approved (ms); null when not known. */
  expires_at: z.number().int().nullable(),
});
export type TokenDiagnostics = z.infer<typeof tokenDiagnosticsSchema>;

export const upstreamErrorEntrySchema = z.object({
  at: z.number().int(),
  operation: z.string(),
  /** HTTP status, or null when no answer came (connection refused, timeout). */
  status: z.number().int().nullable(),
  error_code: z.string(),
  /** The provider's message, with the app key and secret blanked out should it quote them. */
  message: z.string(),
  request_id: z.string().nullable(),
});
export type UpstreamErrorEntry = z.infer<typeof upstreamErrorEntrySchema>;

export const diagnosticsSchema = z.object({
  connection: z.object({
    mode: z.enum(['paper', 'live']),
    region: z.string(),
    /** The provider's (or the simulator's) API host, with its port when not the default. */
    host: z.string(),
    path_generation: z.enum(['v2', 'v3']),
    /** With BROKER_PATH_GENERATION=auto, what the start's probe found; absent when the setting chose. */
    path_generation_found: z.string().optional(),
  }),
  groups: z.array(diagnosticsGroupSchema),
  streams: z.object({ market: streamDiagnosticsSchema, trade_events: streamDiagnosticsSchema }),
  session: z.object({
    /** Whether the provider asks for the second-factor token; null while the BFF does not know. */
    token_check: z.boolean().nullable(),
    token: tokenDiagnosticsSchema.nullable(),
  }),
  clock_skew: z.object({
    offset_ms: z.number().int().nullable(),
    measured_at: z.number().int().nullable(),
    corrected: z.boolean(),
  }),
  /** Newest first, at most DIAGNOSTICS_ERROR_LIMIT. */
  errors: z.array(upstreamErrorEntrySchema).max(DIAGNOSTICS_ERROR_LIMIT),
  /** When the BFF took this snapshot (ms). */
  at: z.number().int(),
});
export type Diagnostics = z.infer<typeof diagnosticsSchema>;
