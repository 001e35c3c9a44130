import type { Page } from '@playwright/test';
import mqttPacket from 'mqtt-packet';

export interface PageMqttCounts {
  /** MQTT PUBLISH packets the page's WebSocket received, by topic kind (quote, depth, tick, ...). */
  publishes: Record<string, number>;
  total: number;
}

/**
 * Reads the page's MQTT over WebSocket as it arrives (Playwright's frame events), so both feeds,
 * the stand-in and the real relay, are counted at the same place: what mqtt.js in the page got.
 * A relay frame may carry several packets; each PUBLISH counts once. Also keeps the topics the
 * page is subscribed to.
 */
export function watchPageMqtt(page: Page) {
  let counts: PageMqttCounts = { publishes: {}, total: 0 };
  const topics = new Set<string>();
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/mqtt')) return;
    const inbound = mqttPacket.parser({ protocolVersion: 4 });
    const outbound = mqttPacket.parser({ protocolVersion: 4 });
    inbound.on('packet', (packet) => {
      if (packet.cmd !== 'publish') return;
      const kind = packet.topic.split('/')[0] ?? '';
      counts.publishes[kind] = (counts.publishes[kind] ?? 0) + 1;
      counts.total += 1;
    });
    outbound.on('packet', (packet) => {
      if (packet.cmd === 'subscribe') for (const s of packet.subscriptions) topics.add(s.topic);
      if (packet.cmd === 'unsubscribe') for (const t of packet.unsubscriptions) topics.delete(t);
    });
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') inbound.parse(payload);
    });
    ws.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string') outbound.parse(payload);
    });
  });
  return {
    /** Starts a new count; returns the one that ended. */
    restart(): PageMqttCounts {
      const ended = counts;
      counts = { publishes: {}, total: 0 };
      return ended;
    },
    subscribed: (prefix: string) => [...topics].filter((t) => t.startsWith(prefix)).length,
  };
}
