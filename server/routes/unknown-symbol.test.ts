import { expect, test } from 'vitest';
import { createBroker } from '../upstream/broker';
import { createFakeClock } from '../upstream/testing/fake-clock';
import { fakeInstrumentUpstream } from '../upstream/testing/fake-instrument-upstream';
import { loggedInApp } from './testing/fake-broker';

test('over the real broker an unknown symbol is still 404 UNKNOWN_SYMBOL while the catalogue has not loaded', async () => {
  const upstream = fakeInstrumentUpstream('v3');
  upstream.control.holdPages.add('');
  const broker = createBroker({
    client: upstream.client,
    clock: createFakeClock(0),
    info: { mode: 'live', region: 'us', pathGeneration: 'v3' },
  });
  const { app, headers } = await loggedInApp(broker);
  try {
    for (const url of [
      '/api/snapshots?symbols=AAPL,ZZZZ',
      '/api/bars?symbol=ZZZZ&timespan=D',
      '/api/ticks?symbol=ZZZZ',
    ]) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'UNKNOWN_SYMBOL', message: 'Unknown symbol ZZZZ' } });
    }
    expect(upstream.calls.filter((c) => c.operation !== 'listInstruments')).toEqual([]);
  } finally {
    await app.close();
  }
});
