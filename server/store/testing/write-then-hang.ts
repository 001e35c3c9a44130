import { z } from 'zod';
import { openStore } from '../open-store';
import { sampleDraft, sampleEvent, sampleOrder } from './sample-orders';

// A dashboard that dies without closing its store: writes one intent, order and step, and a
// claimed review, says WRITTEN once every promise has resolved, then waits to be killed (store-restart.test.ts).
const config = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('sqlite'), dataDir: z.string() }),
    z.object({ kind: z.literal('postgres'), url: z.string() }),
  ])
  .parse(JSON.parse(process.env.STORE_CONFIG ?? 'null'));
const store = await openStore(config);
await store.journal.recordIntent({
  account_id: 'ACC-1',
  draft: sampleDraft({ client_order_id: 'crash' }),
  created_at: 1,
});
await store.journal.updateIntent('ACC-1', 'crash', { state: 'sent', updated_at: 2 });
await store.journal.saveOrder(sampleOrder({ client_order_id: 'crash', status: 'SENDING', updated_at: 2 }));
await store.journal.appendEvent(sampleEvent({ client_order_id: 'crash' }), 'crash:sent');
// A reviewed order, then its place's claim: a commit not waited on to reach the disk.
const reviewed = sampleDraft({ client_order_id: 'claimed' });
await store.journal.recordReview(
  { account_id: 'ACC-1', draft: reviewed, created_at: 3 },
  { event: sampleEvent({ client_order_id: 'claimed', kind: 'reviewed', at: 3 }), key: 'claimed:reviewed' },
);
const sent = {
  order: sampleOrder({ client_order_id: 'claimed', status: 'SENDING', updated_at: 4 }),
  event: sampleEvent({ client_order_id: 'claimed', at: 4 }),
  key: 'claimed:sent',
};
if ((await store.journal.claimReview(reviewed, 3, [sent], 4)) !== 'claimed') throw new Error('the claim lost');
process.stdout.write('WRITTEN\n');
setInterval(() => undefined, 60_000);
