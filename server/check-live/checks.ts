import { randomUUID } from 'node:crypto';
import { EVENT_TYPE, SUBSCRIBE_TYPE } from '@server/protocol/trade-events-proto';
import type { SignatureAlgorithm } from '@server/signing/algorithms';
import type { UpstreamClient } from '@server/upstream/client/http-client';
import { parseUpstream } from '@server/upstream/client/parse-upstream';
import { upstreamBatchBarsSchema, upstreamSnapshotListSchema } from '@server/upstream/market-data/upstream-schemas';
import { askTokenCheck } from '@server/upstream/access-token/token-answer';
import { upstreamAccountListSchema } from '@server/upstream/trading/account-service';
import { mqttConnector } from '@server/upstream/stream/stream-connection';
import { grpcEventConnector } from '@server/upstream/trading/event-call';

/** Everything the checks talk to; the same values the BFF would use. */
export interface CheckTarget {
  client: UpstreamClient;
  mqttUrl: string | null;
  eventsUrl: string | null;
  appKey: string;
  appSecret: string;
  algorithm: SignatureAlgorithm;
  /** Wall clock for the event stream's signature, corrected like the BFF's when the broker's is far off. */
  now: () => number;
}

/** One check: a name, and a run that resolves with what it found or throws what went wrong. */
export interface Check {
  name: string;
  run(target: CheckTarget, found: Found): Promise<string>;
}

/** What earlier checks found, for later ones (the event stream subscribes the accounts). */
export interface Found {
  accountIds: string[];
}

/** A check that cannot be made (no host configured); reported, not counted as a failure. */
export class NotConfigured extends Error {}

// Long enough for a CONNACK, a subscribe answer or the events' SubscribeSuccess from far away.
const STREAM_WAIT_MS = 15_000;
const SYMBOL = 'AAPL';

export const CHECKS: Check[] = [
  {
    // The SDKs' start-up call: only its own answer says whether this key must send a token
    // (docs/protocol.md#access-token); a failure, 404 included, leaves it unknown.
    name: 'Second-factor token',
    async run({ client }) {
      return (await askTokenCheck(client))
        ? 'required for this key: npm start asks you to approve a sign-in in your broker app'
        : 'not required for this key';
    },
  },
  {
    name: 'Accounts',
    async run({ client }, found) {
      const accounts = parseUpstream(upstreamAccountListSchema, await client.call('listAccounts'), 'account list');
      found.accountIds = accounts.map((account) => account.account_id);
      return `${String(accounts.length)} account${accounts.length === 1 ? '' : 's'}`;
    },
  },
  {
    name: 'Snapshot',
    async run({ client }) {
      const query = [
        ['symbols', SYMBOL],
        ['category', 'US_STOCK'],
      ] as const;
      const quotes = parseUpstream(
        upstreamSnapshotListSchema,
        await client.call('getSnapshots', { query }),
        'snapshot',
      );
      const quote = quotes[0];
      if (quote === undefined) throw new Error(`the broker answered with no quote for ${SYMBOL}`);
      return `${SYMBOL} last ${quote.price}`;
    },
  },
  {
    name: 'Bars',
    async run({ client }) {
      const body = { symbols: [SYMBOL], category: 'US_STOCK', timespan: 'D', count: 5, real_time_required: true };
      const answer = parseUpstream(upstreamBatchBarsSchema, await client.call('getBars', { body }), 'bars');
      const bars = answer.result[0]?.result ?? [];
      if (bars.length === 0) throw new Error(`the broker answered with no bars for ${SYMBOL}`);
      return `${String(bars.length)} daily bars of ${SYMBOL}`;
    },
  },
  { name: 'Market-data stream', run: streamCheck },
  { name: 'Trade-event stream', run: eventsCheck },
];

/** Connects the MQTT stream, then subscribes one symbol for its session over HTTP. */
async function streamCheck(target: CheckTarget): Promise<string> {
  const { mqttUrl } = target;
  if (mqttUrl === null) throw new NotConfigured('no streaming host for this region (set BROKER_MQTT_URL)');
  const sessionId = randomUUID().replaceAll('-', '');
  let close: () => void = () => undefined;
  const connected = new Promise<void>((resolve, reject) => {
    const connection = mqttConnector({ url: mqttUrl, sessionId, appKey: target.appKey, password: randomUUID() })({
      onConnected: resolve,
      onMessage: () => undefined,
      onClosed: (reason) => {
        reject(new Error(`the stream at ${mqttUrl} closed: ${reason}`));
      },
    });
    close = () => {
      connection.close();
    };
  });
  try {
    await within(connected, `no answer from ${mqttUrl}`);
    await target.client.call('streamSubscribe', {
      body: { session_id: sessionId, symbols: [SYMBOL], category: 'US_STOCK', sub_types: ['SNAPSHOT'] },
    });
    return `connected to ${mqttUrl} and subscribed ${SYMBOL}`;
  } finally {
    close();
  }
}

/** Subscribes the trade-event stream for the accounts found and waits for its SubscribeSuccess. */
async function eventsCheck(target: CheckTarget, found: Found): Promise<string> {
  const { eventsUrl } = target;
  if (eventsUrl === null) throw new NotConfigured('no trade-event host for this setup (set BROKER_EVENTS_URL)');
  if (found.accountIds.length === 0) throw new NotConfigured('no account to subscribe (the account check found none)');
  const connector = grpcEventConnector({
    url: eventsUrl,
    appKey: target.appKey,
    appSecret: target.appSecret,
    algorithm: target.algorithm,
    now: target.now,
  });
  let cancel: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve, reject) => {
    const call = connector(
      { accounts: found.accountIds, subscribeType: SUBSCRIBE_TYPE.order },
      {
        onMessage: (message) => {
          if (message.eventType === EVENT_TYPE.SubscribeSuccess) resolve();
          else if (message.eventType === EVENT_TYPE.AuthError)
            reject(new Error(`refused (AuthError: ${message.payload}): the key, the secret or the clock`));
          else if (message.eventType === EVENT_TYPE.NumOfConnExceed)
            reject(new Error('refused: another trade-event stream of this key is open (is the dashboard running?)'));
        },
        onEnd: (end) => {
          reject(new Error(`the call ended (gRPC status ${String(end.code)}: ${end.details})`));
        },
      },
    );
    cancel = () => {
      call.cancel();
    };
  });
  try {
    await within(subscribed, `no answer from ${eventsUrl}`);
    return `subscribed ${String(found.accountIds.length)} account${found.accountIds.length === 1 ? '' : 's'} at ${eventsUrl}`;
  } finally {
    cancel();
  }
}

async function within<T>(promise: Promise<T>, timeoutMessage: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${timeoutMessage} within ${String(STREAM_WAIT_MS / 1_000)} s`));
    }, STREAM_WAIT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
