import { randomBytes, randomUUID } from 'node:crypto';
import type { Broker, BrokerInternals } from '../broker';
import type { UpstreamClient } from '../client/http-client';
import { systemClock, type Clock } from '@server/shared/clock';
import { createMarketFeed } from './create-market-feed';
import { feedLivePrices } from './feed-live-prices';
import type { MarketFeed } from './market-feed';
import { createStreamApi } from './stream-api';
import { mqttConnector } from './stream-connection';

export interface StartMarketFeedOptions {
  client: UpstreamClient;
  /** Its market clock dates the calendar the watchdog judges by (the simulator's market time, or real time). */
  broker: BrokerInternals & Pick<Broker, 'marketClock'>;
  /** `mqtt://` (simulator) or `mqtts://` (provider); null: the region has no MQTT host, so poll only. */
  mqttUrl: string | null;
  appKey: string;
  silentAfterMs: number;
  pollAfterMs: number;
  clock?: Clock;
  log: (line: string) => void;
}

/**
 * The BFF's one upstream stream for its app key: one MQTT session whose id is made up per start
 * (as the SDK samples do with a uuid4 hex, docs/protocol.md#streaming), shared by every browser.
 */
export function startMarketFeed(options: StartMarketFeedOptions): MarketFeed {
  const sessionId = randomUUID().replaceAll('-', '');
  if (options.mqttUrl === null) {
    options.log(
      'No market-data streaming host is known for this region: live prices come from polled snapshots (set BROKER_MQTT_URL to stream).',
    );
  }
  const connector =
    options.mqttUrl === null
      ? null
      : mqttConnector({
          url: options.mqttUrl,
          sessionId,
          appKey: options.appKey,
          password: randomBytes(16).toString('hex'),
        });
  let lastProblem = '';
  const feed = createMarketFeed({
    api: createStreamApi({ client: options.client, scheduler: options.broker.scheduler }),
    connector,
    sessionId,
    directory: options.broker.directory,
    pollSnapshots: (symbols) => options.broker.pollSnapshots(symbols),
    clock: options.clock ?? systemClock,
    silentAfterMs: options.silentAfterMs,
    pollAfterMs: options.pollAfterMs,
    // The broker's market time: a simulator replaying a trading day is open whatever the wall clock says.
    marketNow: () => options.broker.marketClock().market_time,
    onProblem: (message) => {
      // The same problem every poll or push would flood the log.
      if (message !== lastProblem) options.log(message);
      lastProblem = message;
    },
  });
  // Browsers that poll snapshots get the stream's prices too (docs/decisions/0019-polled-quotes-ride-the-stream.md).
  options.broker.attachLivePrices(feedLivePrices(feed));
  return feed;
}
