import { z } from 'zod';
import { controlSimulator } from './sim-client';

const statsSchema = z.object({
  connections: z.array(z.object({ session_id: z.string(), app_key: z.string(), connected_at: z.number() })),
  subscriptions: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
  subscribe_calls: z.number().int(),
  unsubscribe_calls: z.number().int(),
  pushed: z.number().int(),
});
export type StreamStats = z.infer<typeof statsSchema>;

/** The simulator's streaming state (GET /_control/stream/stats). */
export async function readStreamStats(simUrl: string): Promise<StreamStats> {
  const response = await fetch(new URL('/_control/stream/stats', simUrl));
  if (!response.ok) throw new Error(`stream stats answered ${response.status}`);
  return statsSchema.parse(await response.json());
}

/** Upstream sessions subscribed to `symbol`, with the sub_types each holds. */
export function subscribersOf(stats: StreamStats, symbol: string): { session: string; subTypes: string[] }[] {
  return Object.entries(stats.subscriptions).flatMap(([session, symbols]) => {
    const subTypes = symbols[symbol];
    return subTypes === undefined ? [] : [{ session, subTypes }];
  });
}

/** Pushes one trade to every session subscribed to `symbol`; the REST snapshot follows it. */
export async function publishTrade(simUrl: string, symbol: string, price: string): Promise<void> {
  await controlSimulator(simUrl, 'stream/tick', { symbol, price, volume: 100, side: 'S' });
}

/** Undoes pause and refuse so later journeys see a healthy stream. */
export async function resetStreamControls(simUrl: string): Promise<void> {
  await controlSimulator(simUrl, 'stream/pause', { paused: false });
  await controlSimulator(simUrl, 'stream/refuse', { refuse: false });
}
