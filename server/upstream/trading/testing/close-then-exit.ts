import { z } from 'zod';
import { startTradeEventStream } from '../trade-event-stream';

// A process that opens the trade-event stream, waits until it is live, closes it and then does
// nothing: it exits by itself only if close() left no socket or timer behind. Run by
// trade-event-stream.simulator.test.ts with the simulator's address in its environment.

const env = z
  .object({ EVENTS_URL: z.string(), EVENTS_KEY: z.string(), EVENTS_SECRET: z.string(), EVENTS_ACCOUNT: z.string() })
  .parse(process.env);

const stream = startTradeEventStream({
  url: env.EVENTS_URL,
  appKey: env.EVENTS_KEY,
  appSecret: env.EVENTS_SECRET,
  algorithm: 'HMAC-SHA256',
  accounts: () => Promise.resolve([env.EVENTS_ACCOUNT]),
  onEvent: () => undefined,
  onConnected: () => {
    void stream.close().then(() => {
      process.stdout.write(`closed ${stream.state()}\n`);
    });
  },
  log: () => undefined,
});
