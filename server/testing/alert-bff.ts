import { expect, vi } from 'vitest';
import { createAlertService } from '@server/alerts/create-alert-service';
import type { AlertStore } from '@server/store/alert-store';
import { systemClock } from '@server/shared/clock';
import { createBroker } from '@server/upstream/broker';
import { createNodeTransport } from '@server/upstream/client/transport';
import { startMarketFeed } from '@server/upstream/stream/start-market-feed';
import type { SimulatorStack } from './trading-stack';

/** The one user of these BFFs (one user per BFF: docs/alerts.md). */
export const ALERTS_USER = 'key-alerts';

/**
 * What a BFF holds for alerts, built in the test process over a simulator: a market feed of its
 * own (its own MQTT session) and the alert service over `store`. `stopAll` closes every one
 * started since the last call; call it in a `finally`.
 */
export function alertBffs() {
  const running: (() => Promise<void>)[] = [];
  const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 60_000, interval: 100 });

  async function alertBff(simulator: SimulatorStack, store: AlertStore, quota = 400) {
    const client = simulator.clientWith(createNodeTransport());
    const broker = createBroker({
      client,
      clock: systemClock,
      marketTime: simulator.marketTime,
      info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
    });
    const feed = startMarketFeed({
      client,
      broker,
      mqttUrl: simulator.sim.ready.mqtt,
      appKey: simulator.credentials.appKey,
      silentAfterMs: 10_000,
      pollAfterMs: 1_000,
      log: () => undefined,
    });
    const log: string[] = [];
    const service = createAlertService({
      store,
      feed,
      clock: systemClock,
      marketNow: () => broker.marketClock().market_time,
      quota: { limit: quota, source: "the simulator's stream quota" },
      symbols: broker.directory,
      log: (line) => log.push(line),
    });
    const close = async () => {
      await service.close();
      await feed.close();
    };
    running.push(close);
    await service.ready;
    return { feed, service, log, close };
  }
  type AlertBff = Awaited<ReturnType<typeof alertBff>>;

  return {
    alertBff,
    waitFor,
    stopAll: async (): Promise<void> => {
      for (const close of running.splice(0).reverse()) await close();
    },
    /** Waits until every one of the BFF's alerts has had its arming price on the stream. */
    armed: async (bff: AlertBff): Promise<void> => {
      await waitFor(async () => {
        const states = (await bff.service.list(ALERTS_USER)).map((a) => a.watch.state);
        expect(states.filter((state) => state !== 'watching')).toEqual([]);
      });
    },
    /** Moves `symbol` to `price` and waits until each BFF's stream has carried it. */
    settleAt: async (simulator: SimulatorStack, bffs: AlertBff[], symbol: string, price: string): Promise<void> => {
      await simulator.control.moveMarket(symbol, [price]);
      await waitFor(() => {
        for (const bff of bffs) expect(bff.feed.latestQuote(symbol)?.price).toBe(price);
      });
    },
  };
}
