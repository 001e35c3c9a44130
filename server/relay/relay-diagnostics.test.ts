import { afterEach, expect, test } from 'vitest';
import { DIAGNOSTICS_TOPIC, diagnosticsSchema, type Diagnostics } from '@contracts/diagnostics';
import type { DiagnosticsSource } from './status-sources';
import { connectBrowser, recordMessages, startRelay, until, type RelayKit } from './testing/relay-test-kit';

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

const quiet = {
  state: 'live',
  since: 1,
  last_message_at: null,
  reconnects: 0,
  subscribed: 0,
  quota: { limit: null, note: '' },
};

/** A diagnostics source whose error count the test moves, counting how often it is read. */
function fakeDiagnostics() {
  const listeners = new Set<() => void>();
  let errors = 0;
  let reads = 0;
  const source: DiagnosticsSource = {
    snapshot(): Diagnostics {
      reads += 1;
      return {
        connection: { mode: 'paper', region: 'simulator', host: '127.0.0.1:1', path_generation: 'v3' },
        groups: [],
        streams: { market: quiet, trade_events: quiet },
        session: { token_check: null, token: null },
        clock_skew: { offset_ms: null, measured_at: null, corrected: false },
        errors: Array.from({ length: errors }, (_, i) => ({
          at: i,
          operation: 'getBars',
          status: 500,
          error_code: 'INTERNAL_ERROR',
          message: 'failed',
          request_id: `r${String(i)}`,
        })),
        at: 0,
      };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const fail = () => {
    errors += 1;
    for (const listener of listeners) listener();
  };
  return { source, fail, reads: () => reads };
}

test('status/diagnostics is retained and sent at once, then at most once per half second however many changes', async () => {
  const diagnostics = fakeDiagnostics();
  kit = await startRelay({ diagnostics: diagnostics.source });
  // Nobody subscribed: changes cost no snapshot.
  diagnostics.fail();
  expect(diagnostics.reads()).toBe(0);

  const client = await connectBrowser(kit);
  const seen = recordMessages(client);
  await client.subscribeAsync([DIAGNOSTICS_TOPIC]);
  await until(() => seen.length === 1, 'the current diagnostics');
  expect(seen[0]?.retain).toBe(true);
  const errorsIn = (i: number) => diagnosticsSchema.parse(seen[i]?.payload).errors.length;
  expect(errorsIn(0)).toBe(1);

  // A change after a quiet spell goes out at once; the next ones within half a second wait and go as one.
  diagnostics.fail();
  kit.clock.advance(0);
  await until(() => seen.length === 2, 'the diagnostics after the first change');
  expect(errorsIn(1)).toBe(2);
  diagnostics.fail();
  diagnostics.fail();
  kit.clock.advance(499);
  for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(seen).toHaveLength(2);
  kit.clock.advance(1);
  await until(() => seen.length === 3, 'the diagnostics after two more changes');
  expect(errorsIn(2)).toBe(4);
  expect(seen).toHaveLength(3);
  await client.endAsync();
});
