import { expect, test } from 'vitest';
import { TIMESPANS } from '@contracts/common';
import { defaultSpec, INDICATOR_DEFINITIONS } from './definitions';
import type { IndicatorKind } from './indicator-types';

const KINDS = Object.keys(INDICATOR_DEFINITIONS) as IndicatorKind[];

test('the thirteen indicators: six over the price, the rest each in a pane of its own', () => {
  const panes = Object.fromEntries(KINDS.map((kind) => [kind, INDICATOR_DEFINITIONS[kind].pane]));
  expect(panes).toEqual({
    sma: 'price',
    ema: 'price',
    wma: 'price',
    vwap: 'price',
    bollinger: 'price',
    donchian: 'price',
    rsi: 'own',
    macd: 'own',
    stochastic: 'own',
    atr: 'own',
    adx: 'own',
    obv: 'own',
    'volume-ma': 'own',
  });
  for (const kind of KINDS) expect(INDICATOR_DEFINITIONS[kind].kind).toBe(kind);
});

test('new indicators get the usual parameters and say them in their labels', () => {
  const labels = KINDS.map((kind) => {
    const spec = defaultSpec(kind, `${kind}-1`);
    expect(spec).toMatchObject({ id: `${kind}-1`, kind });
    return INDICATOR_DEFINITIONS[kind].shortLabel(spec.params);
  });
  expect(labels).toEqual([
    'SMA(20)',
    'EMA(20)',
    'WMA(20)',
    'VWAP',
    'BB(20, 2)',
    'DC(20)',
    'RSI(14)',
    'MACD(12, 26, 9)',
    'Stoch(14, 3, 1)',
    'ATR(14)',
    'ADX(14)',
    'OBV',
    'Vol MA(20)',
  ]);
});

test('MACD draws its histogram as bars, every other line as a line', () => {
  const styles = KINDS.flatMap((kind) =>
    INDICATOR_DEFINITIONS[kind].lines(defaultSpec(kind, kind).params).map((l) => `${kind}.${l.key}:${l.style}`),
  );
  expect(styles.filter((s) => s.endsWith(':histogram'))).toEqual(['macd.histogram:histogram']);
  expect(styles).toContain('bollinger.upper:line');
  expect(styles).toContain('adx.minusDi:line');
});

test('VWAP is offered on minute bars only, the others on every timespan', () => {
  const offered = (kind: IndicatorKind) => TIMESPANS.filter((t) => INDICATOR_DEFINITIONS[kind].offeredOn(t));
  expect(offered('vwap')).toEqual(['M1', 'M5', 'M15', 'M30', 'M60', 'M120', 'M240']);
  for (const kind of KINDS.filter((k) => k !== 'vwap')) expect(offered(kind)).toEqual([...TIMESPANS]);
});

test('every default lies within its range, periods whole', () => {
  for (const kind of KINDS) {
    for (const p of INDICATOR_DEFINITIONS[kind].params) {
      expect(p.default).toBeGreaterThanOrEqual(p.min);
      expect(p.default).toBeLessThanOrEqual(p.max);
      if (p.integer) expect(Number.isInteger(p.default)).toBe(true);
    }
  }
});
