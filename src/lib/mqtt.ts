import * as clientModule from 'mqtt/lib/client';
import type { IClientOptions, default as MqttClient } from 'mqtt/lib/client';
import { browserStreamBuilder } from 'mqtt/lib/connect/ws';
import { firstTopicsQuery } from '../contracts/relay-first-topics';
import { RELAY_USERNAME } from '../contracts/session';
import { createDeferredParser } from './deferred-parser';
import { isTradingTopic, parseLiveMessage, type LiveMessage } from './live-message';
import type { LinkState, LiveTransport } from './live-transport';
import { onSessionSecretChange, readSessionSecret } from './session-secret';
import { createWorkerInterval } from './worker-interval';

/** `ws://<this origin>/mqtt` (`wss:` on https): the BFF relays live data on the page's own origin. */
export function relayUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/mqtt`;
}

/** Browser reconnect pace; the BFF keeps the upstream session, so this only covers the tab's own link. */
const RECONNECT_MS = 1_000;

/**
 * The tab's one mqtt.js connection to the relay (the only importer of `mqtt`). It keeps the
 * wanted topics itself and subscribes all of them again on every CONNACK, because the relay
 * starts each connection with a clean session. The first attempt's URL also names `first` (the
 * topics the tab wants from the start), whose values the relay sends right behind the CONNACK,
 * a round trip before that SUBSCRIBE (src/contracts/relay-first-topics.ts). Every payload is
 * validated before it is passed on.
 */
export function connectRelay(first: readonly string[] = [], url = relayUrl(window.location)): LiveTransport {
  // Only the first attempt: a reconnect may want other topics by then, and subscribes them all.
  let firstQuery = firstTopicsQuery(first);
  const client = connect(url, {
    protocolVersion: 4,
    clean: true,
    keepalive: 30,
    reconnectPeriod: RECONNECT_MS,
    connectTimeout: 10_000,
    // Our own resubscription below covers reconnects; mqtt.js's would send the topics twice.
    resubscribe: false,
    // The relay wants the session's secret as the password; the cookie alone is refused
    // (docs/security.md#per-session-secret).
    username: RELAY_USERNAME,
    password: readSessionSecret() ?? '',
    timerVariant: createWorkerInterval(),
    // mqtt.js builds the URL again on every attempt.
    transformWsUrl: (built) => {
      const named = built + firstQuery;
      firstQuery = '';
      return named;
    },
  });
  // mqtt.js builds each CONNECT from client.options: every attempt takes the newest secret, so
  // a login in another tab (a new cookie and secret) does not leave this tab refused.
  client.on('reconnect', () => {
    client.options.password = readSessionSecret() ?? '';
  });
  // A refused CONNECT stops mqtt.js's reconnecting; a new secret from another tab's login is
  // worth one more attempt.
  const stopWatchingSecret = onSessionSecretChange((secret) => {
    client.options.password = secret;
    if (!client.connected && !client.reconnecting && !client.disconnecting) client.reconnect();
  });
  const wanted = new Set<string>();
  const messageListeners = new Set<(message: LiveMessage) => void>();
  const linkListeners = new Set<(state: LinkState) => void>();
  const setLink = (state: LinkState) => {
    for (const listener of linkListeners) listener(state);
  };
  const deliver = (message: LiveMessage) => {
    for (const listener of messageListeners) listener(message);
  };
  // The order and account schemas are fetched with the first account topic, not with the page.
  const trading = createDeferredParser(async () => (await import('./live-trading-message')).parseTradingMessage);

  client.on('connect', () => {
    if (wanted.size > 0) client.subscribe([...wanted], { qos: 0 });
    setLink('online');
  });
  client.on('reconnect', () => {
    setLink('connecting');
  });
  client.on('close', () => {
    setLink('offline');
  });
  client.on('message', (topic, payload) => {
    if (isTradingTopic(topic)) {
      trading.parse(topic, payload, deliver);
      return;
    }
    const message = parseLiveMessage(topic, payload);
    if (message !== null) deliver(message);
  });

  return {
    subscribe(topics) {
      const added = topics.filter((topic) => !wanted.has(topic));
      for (const topic of added) wanted.add(topic);
      if (added.some(isTradingTopic)) trading.preload();
      if (added.length > 0 && client.connected) client.subscribe(added, { qos: 0 });
    },
    unsubscribe(topics) {
      const removed = topics.filter((topic) => wanted.delete(topic));
      if (removed.length > 0 && client.connected) void client.unsubscribeAsync(removed).catch(() => undefined);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onLinkState(listener) {
      linkListeners.add(listener);
      return () => linkListeners.delete(listener);
    },
    close() {
      stopWatchingSecret();
      client.end(true);
    },
  };
}

/**
 * mqtt.js's client class. Its modules are CommonJS (`exports.default = MqttClient`), and in an
 * ES-module package the bundler, like Node, hands a default import of CommonJS the whole
 * `module.exports`: the class is then one `default` further down than the types say.
 */
function clientClass(exported: typeof MqttClient | { default: typeof MqttClient }): typeof MqttClient {
  return 'prototype' in exported ? exported : exported.default;
}

/**
 * mqtt.js's `connect` for the browser's WebSocket alone. The package's browser bundle also carries
 * its mini-program transports, TCP and TLS stubs and Node's URL parser, a quarter of the live-data
 * chunk this page loads at start:
 * docs/decisions/0055-a-budget-for-the-first-screen-and-mqttjs-from-its-modules.md.
 */
function connect(url: string, options: IClientOptions): MqttClient {
  const { protocol, hostname, port, pathname, search } = new URL(url);
  const secure = protocol === 'wss:';
  const target: IClientOptions = {
    ...options,
    protocol: secure ? 'wss' : 'ws',
    hostname,
    port: port === '' ? (secure ? 443 : 80) : Number(port),
    path: pathname + search,
  };
  const Client = clientClass(clientModule.default);
  const client = new Client((self) => browserStreamBuilder(self, target), target);
  // mqtt.connect() listens too: an 'error' event with no listener would throw. Failures reach
  // the page as 'close' and 'reconnect', which set the link state.
  client.on('error', () => undefined);
  return client;
}
