import { expect, test } from 'vitest';
import { createAccountService } from './account-service';
import { createFakeClock } from '../testing/fake-clock';
import type { UpstreamClient } from '../client/http-client';
import { createScheduler } from '../client/scheduler';
import { UpstreamTransportError } from '../client/upstream-errors';

function setup(answer: unknown) {
  const clock = createFakeClock(0);
  let calls = 0;
  const client: UpstreamClient = {
    async call() {
      calls += 1;
      await new Promise<void>((resolve) => setImmediate(resolve));
      return answer;
    },
  };
  const scheduler = createScheduler({
    limits: { 'accounts-list': { limit: 10, windowMs: 30_000 } },
    margin: 0.9,
    maxQueue: 10,
    maxWaitMs: 8_000,
    clock,
  });
  return { clock, calls: () => calls, service: createAccountService({ client, scheduler, clock }) };
}

const accounts = [
  {
    account_id: 'M1',
    account_number: '5MV001',
    account_type: 'MARGIN',
    account_label: 'Individual Margin',
    account_class: 'INDIVIDUAL_MARGIN',
  },
  {
    account_id: 'C1',
    account_number: '5MV002',
    account_type: 'CASH',
    account_label: 'Individual Cash',
    account_class: 'INDIVIDUAL_CASH',
  },
];

test('browsers opening at once share one account-list call, and it is reused for a minute', async () => {
  const { clock, calls, service } = setup(accounts);
  const lists = await Promise.all([service.listAccounts(), service.listAccounts(), service.listAccounts()]);
  expect(lists.every((list) => list.map((a) => a.account_id).join() === 'M1,C1')).toBe(true);
  expect(calls()).toBe(1);
  clock.advance(60_000);
  await service.listAccounts();
  expect(calls()).toBe(1);
  clock.advance(1);
  await service.listAccounts();
  expect(calls()).toBe(2);
});

test('an account list in an unexpected shape is an upstream failure, not an empty list', async () => {
  const { service } = setup({ data: accounts });
  await expect(service.listAccounts()).rejects.toBeInstanceOf(UpstreamTransportError);
});
