import type { NewAlert } from '@contracts/alerts';

/**
 * `perSymbol` alerts on each symbol, of every kind, none of which fires at the bench's prices: the
 * levels are far from any price the simulator prints (the cost of judging is the same whether a
 * condition holds or not; a firing costs a store claim, which the bench does not measure).
 */
export function alertsFor(symbols: readonly string[], perSymbol: number, now: number): NewAlert[] {
  const kinds: NewAlert['condition'][] = [
    { type: 'price-crosses', direction: 'above', level: '100000' },
    { type: 'price-range', direction: 'enters', low: '90000', high: '95000' },
    { type: 'change-percent', direction: 'up', percent: '900' },
    { type: 'day-volume', volume: 1e13 },
    {
      type: 'line-crosses',
      direction: 'below',
      points: [
        { time: now - 3_600_000, price: '0.01' },
        { time: now + 3_600_000, price: '0.02' },
      ],
      drawing_id: null,
    },
  ];
  return symbols.flatMap((symbol) =>
    Array.from({ length: perSymbol }, (_, i) => ({
      symbol,
      condition: kinds[i % kinds.length] ?? { type: 'day-volume', volume: 1e13 },
      repeat: { mode: 'once' } as const,
      expires_at: null,
      note: '',
    })),
  );
}
