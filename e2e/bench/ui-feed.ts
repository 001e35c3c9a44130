import type { StandInClient } from './ui-mqtt-stand-in';

type Walk = { price: number; volume: number };

/**
 * Pushes `perSecond` updates spread over every topic the page subscribed to: quotes for the
 * watchlist rows, and the book and trades of the charted symbol. Prices walk randomly; times
 * are the wall clock, as the relay stamps `received_at`. Unconflated: harsher than the relay,
 * which merges quote and book updates per 25 ms window.
 */
export function startFeed(clients: ReadonlySet<StandInClient>, perSecond: number) {
  const walks = new Map<string, Walk>();
  let sent = 0;
  let cursor = 0;
  const started = Date.now();

  const walk = (symbol: string): Walk => {
    const current = walks.get(symbol) ?? { price: 50 + (symbol.charCodeAt(0) % 50) * 3, volume: 1_000_000 };
    const next = { price: Math.max(1, current.price + (Math.random() - 0.5) * 0.2), volume: current.volume + 100 };
    walks.set(symbol, next);
    return next;
  };

  const payload = (topic: string, now: number): string | undefined => {
    const [kind, symbol = ''] = topic.split('/');
    const { price, volume } = walk(symbol);
    const p = (x: number) => x.toFixed(2);
    if (kind === 'quote') {
      return JSON.stringify({
        symbol,
        price: p(price),
        change: p(price - 100),
        change_ratio: ((price - 100) / 100).toFixed(4),
        volume: String(volume),
        high: p(price + 1),
        low: p(price - 1),
        trade_time: now,
        source: 'stream',
        received_at: now,
      });
    }
    if (kind === 'depth') {
      const levels = (sign: number) =>
        Array.from({ length: 10 }, (_, i) => ({
          price: p(price + sign * (i + 1) * 0.01),
          size: String(100 * (1 + ((i * 7) % 5))),
        }));
      return JSON.stringify({ symbol, time: now, bids: levels(-1), asks: levels(1), received_at: now });
    }
    if (kind === 'tick')
      return JSON.stringify({
        symbol,
        ticks: [{ time: now, price: p(price), volume: '100', side: 'S' }],
        received_at: now,
      });
    return undefined;
  };

  const timer = setInterval(() => {
    const now = Date.now();
    const due = Math.floor(((now - started) * perSecond) / 1_000) - sent;
    const targets = [...clients].flatMap((client) =>
      [...client.topics].filter((t) => t !== 'status/feed').map((topic) => ({ client, topic })),
    );
    if (targets.length === 0) return;
    for (let i = 0; i < due; i += 1) {
      const target = targets[cursor % targets.length];
      cursor += 1;
      if (target === undefined) continue;
      const body = payload(target.topic, now);
      if (body !== undefined) target.client.send(target.topic, body);
      sent += 1;
    }
  }, 5);

  return {
    sent: () => sent,
    stop: () => {
      clearInterval(timer);
    },
  };
}
