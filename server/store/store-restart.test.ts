import { spawn } from 'node:child_process';
import { expect, onTestFinished, test, vi } from 'vitest';
import { openStore } from './open-store';
import { journalBackends, openFreshStore } from './testing/journal-backends';
import { sampleDraft, sampleEvent, sampleOrder } from './testing/sample-orders';

// The crash test starts a child process, which takes seconds on a busy machine: a wide budget
// for a correctness check, never a claim about speed.
vi.setConfig({ testTimeout: 60_000 });

for (const backend of journalBackends) {
  test(`${backend.name}: everything written is there after a close and a reopen, and the reopen migrates nothing`, async () => {
    const { store, config } = await openFreshStore(backend);
    const draft = sampleDraft({ client_order_id: 'kept' });
    await store.journal.recordIntent({ account_id: 'ACC-1', draft, created_at: 10 });
    await store.journal.updateIntent('ACC-1', 'kept', { state: 'unknown', updated_at: 20 });
    const order = sampleOrder({ client_order_id: 'kept', status: 'CHECKING', updated_at: 20 });
    await store.journal.saveOrder(order);
    const step = sampleEvent({ client_order_id: 'kept', kind: 'checking', status: 'CHECKING', at: 20 });
    await store.journal.appendEvent(step, 'kept:checking');
    await store.close();

    const reopened = await openStore(config);
    onTestFinished(() => reopened.close());
    expect(await reopened.journal.unresolvedIntents()).toMatchObject([{ client_order_id: 'kept', draft }]);
    expect(await reopened.journal.getOrder('ACC-1', 'kept')).toEqual(order);
    expect(await reopened.journal.listEvents('ACC-1', 'kept')).toEqual([step]);
    // The step's key survives too: a replay after the restart is still dropped.
    expect(await reopened.journal.appendEvent(step, 'kept:checking')).toBe(false);
    await reopened.close();
    await (await openStore(config)).close();
    expect(await backend.query(config, 'select name from kysely_migration order by name')).toEqual([
      { name: '0001-order-journal' },
      { name: '0002-layouts' },
      { name: '0003-tokens' },
      { name: '0004-research-cache' },
      { name: '0005-drawings' },
      { name: '0006-alerts' },
    ]);
  });

  test(`${backend.name}: what a killed process wrote before its promises resolved is there after a restart`, async () => {
    const config = await backend.freshConfig();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/store/testing/write-then-hang.ts'], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', STORE_CONFIG: JSON.stringify(config) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onTestFinished(() => void child.kill('SIGKILL'));
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // No close, no clean exit: the process dies the moment its writes have resolved.
        if (output.includes('WRITTEN')) resolve(void child.kill('SIGKILL'));
      });
      child.once('exit', () => {
        reject(new Error(`the writer exited by itself: ${output}`));
      });
    });
    await exited;

    const store = await openStore(config);
    onTestFinished(() => store.close());
    expect(await store.journal.unresolvedIntents()).toMatchObject([
      { client_order_id: 'crash', state: 'sent' },
      { client_order_id: 'claimed', state: 'journaled' },
    ]);
    expect(await store.journal.getOrder('ACC-1', 'crash')).toMatchObject({ status: 'SENDING' });
    expect(await store.journal.listEvents('ACC-1', 'crash')).toHaveLength(1);
    // The unsynced claim too: a process that dies leaves its commits to the OS or the server.
    expect(await store.journal.getOrder('ACC-1', 'claimed')).toMatchObject({ status: 'SENDING' });
    expect((await store.journal.listEvents('ACC-1', 'claimed')).map((e) => e.kind)).toEqual(['reviewed', 'sent']);
  });

  test(`${backend.name}: a database migrated by a newer dashboard stops start-up with what to do`, async () => {
    const { store, config } = await openFreshStore(backend);
    await store.close();
    await backend.query(
      config,
      "insert into kysely_migration (name, timestamp) values ('0002-from-the-future', '2030-01-01T00:00:00.000Z')",
    );
    await expect(openStore(config)).rejects.toThrow(
      /was migrated by a newer version of the dashboard \(migration 0002-from-the-future is unknown to this one\)\. Run the newer version, or restore a backup/,
    );
  });

  test(`${backend.name}: a stored row that no longer fits the contracts is refused by name`, async () => {
    const { store, config } = await openFreshStore(backend);
    await store.journal.saveOrder(sampleOrder());
    await store.journal.recordIntent({ account_id: 'ACC-1', draft: sampleDraft(), created_at: 1 });
    await backend.query(config, `update orders set record = '{"account_id":"ACC-1","status":"LOST"}'`);
    await backend.query(config, `update intents set state = 'misplaced'`);
    await expect(store.journal.getOrder('ACC-1', 'ord-1')).rejects.toThrow(/^The stored order is not valid \(.*status/);
    await expect(store.journal.unresolvedIntents()).resolves.toEqual([]);
    await expect(store.journal.getIntent('ACC-1', 'ord-1')).rejects.toThrow(
      /^The stored order intent is not valid \(state:/,
    );
    await backend.query(config, `update orders set record = '{"account_id":'`);
    await expect(store.journal.listOrders('ACC-1', 0)).rejects.toThrow(
      /^The stored order is not valid \(record: not valid JSON\)/,
    );
  });
}
