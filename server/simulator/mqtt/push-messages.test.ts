import { expect, test } from 'vitest';
import { QUOTES_MESSAGE_TYPES } from '@server/protocol/quotes-proto';
import { createMarket } from '../market/market';
import { encodeSnapshot } from './push-messages';

const market = createMarket({ seed: 42 });
const { snapshot: SnapshotType } = QUOTES_MESSAGE_TYPES;

function sessionOf(marketNowMs: number): unknown {
  const bytes = encodeSnapshot(market, 'AAPL', { marketNowMs, wallNow: () => marketNowMs });
  const decoded = SnapshotType.toObject(SnapshotType.decode(bytes)) as { basic?: { trading_session?: string } };
  return decoded.basic?.trading_session;
}

test('Basic.trading_session names the calendar session, CLOSED when nothing trades', () => {
  // Wednesday 2026-11-18 10:30 and 21:00 New York; Saturday the 21st at noon; Thanksgiving at noon.
  expect(sessionOf(Date.UTC(2026, 10, 18, 15, 30))).toBe('RTH');
  expect(sessionOf(Date.UTC(2026, 10, 19, 2))).toBe('OVN');
  expect(sessionOf(Date.UTC(2026, 10, 21, 17))).toBe('CLOSED');
  expect(sessionOf(Date.UTC(2026, 10, 26, 17))).toBe('CLOSED');
});
