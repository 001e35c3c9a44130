import { expect, test } from 'vitest';
import { createBroker } from './upstream/broker';
import { systemClock } from './upstream/client/timers';
import { createNodeTransport } from './upstream/client/transport';
import { simulatorForFile } from './testing/simulator-for-file';

// The spellings each path generation has its own of (docs/protocol.md#path-generations): the
// simulator takes only the generation's own, so the BFF's requests passing here in both is the
// proof that it sends each generation what that generation takes.
const simulator = simulatorForFile();

for (const generation of ['v3', 'v2'] as const) {
  test(`on generation ${generation === 'v3' ? 3 : 2} the sector periods and a full minute chart are answered`, async () => {
    const { control, clientWith } = await simulator();
    // A Wednesday in the regular session.
    await control.pinClock(Date.UTC(2026, 10, 18, 15, 30));
    const client = clientWith(createNodeTransport(), generation);
    const broker = createBroker({
      client,
      clock: systemClock,
      info: { mode: 'paper', region: 'simulator', pathGeneration: generation },
    });
    for (const period of ['MO1', 'MO3'] as const) {
      const { sectors } = await broker.screeners.marketSectors({ agg_type: 'MARKET_VALUE', period, direction: 'DESC' });
      const [first] = sectors;
      expect(first?.id).toEqual(expect.any(String));
      const detail = await broker.screeners.sectorDetail(first?.id ?? '', {
        period,
        sort_by: 'CHANGE_RATIO',
        direction: 'DESC',
      });
      expect(detail.sector.id).toBe(first?.id);
      expect(detail.rows.length).toBeGreaterThan(0);
    }
    // The newest minute bars are asked for in full: as many as the generation allows in one call.
    const { bars } = await broker.getBars({ symbol: 'AAPL', timespan: 'M1', count: 300 });
    expect(bars).toHaveLength(300);
  });
}
