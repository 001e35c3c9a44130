import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { startTokenStack, stateReached } from './testing/token-stack';
import { AccessTokenUnknownError } from './upstream/client/access-token-source';

// The start of the second factor never fails open (docs/protocol.md#access-token): a config call
// that fails in any way leaves the key's need unknown, said in the keeper's state, and no other
// request goes out until an answer comes; a refusal for want of a token starts the sign-in.

let stack: Awaited<ReturnType<typeof startTokenStack>>;

beforeAll(async () => {
  stack = await startTokenStack();
});

afterAll(async () => {
  await stack.stop();
});

beforeEach(async () => {
  await stack.control.reset();
  stack.sent.length = 0;
});

const paths = () => stack.sent.map((r) => r.url.pathname);

test('a config call the broker fails (5xx) leaves the key unknown, sends nothing else, until an answer starts the sign-in', async () => {
  // The client tries a GET four times (three retries): every try of the first start fails.
  await stack.control.faults({ fail5xx: 4 });
  const { keeper, client } = stack.newKeeper({ retryMs: 300 });
  await keeper.start();
  // Not "no token needed": the state says the broker could not be asked.
  expect(keeper.status().state).toBe('unreachable');
  await expect(client.call('listAccounts')).rejects.toBeInstanceOf(AccessTokenUnknownError);
  expect(paths()).toEqual(Array<string>(4).fill('/openapi/config'));
  expect(stack.sent.every((r) => r.headers['x-version'] === 'v2')).toBe(true);
  // The retry is answered: the key needs a token, and the sign-in starts.
  await stateReached(keeper, 'pending');
  expect(paths().slice(4)).toEqual(['/openapi/config', '/auth/tokens/create']);
  keeper.close();
});

test('a config call left unanswered (read timeout) leaves the key unknown and sends nothing else', async () => {
  await stack.control.faults({ latencyMs: 1_000 });
  const { keeper, client } = stack.newKeeper({ retryMs: 300, readTimeoutMs: 150 });
  await keeper.start();
  expect(keeper.status().state).toBe('unreachable');
  await expect(client.call('listAccounts')).rejects.toBeInstanceOf(AccessTokenUnknownError);
  expect(paths().every((path) => path === '/openapi/config')).toBe(true);
  // The broker answers in time again: the next try gets its word.
  await stack.control.faults({});
  await stateReached(keeper, 'pending');
  // Only the token's own calls went out: the stored token of an earlier start is checked, then replaced.
  expect(paths().filter((path) => path !== '/openapi/config' && !path.startsWith('/auth/tokens/'))).toEqual([]);
  expect(paths().at(-1)).toBe('/auth/tokens/create');
  keeper.close();
});

test('a key that needed no token is refused INVALID_TOKEN once its second factor is on: the sign-in starts', async () => {
  await stack.control.token.check(false);
  const { keeper, client } = stack.newKeeper();
  await keeper.start();
  expect(keeper.status().state).toBe('off');
  await client.call('listAccounts');
  expect(stack.sent.at(-1)?.headers['x-access-token']).toBeUndefined();

  await stack.control.token.check(true);
  const pending = stateReached(keeper, 'pending');
  await expect(client.call('listAccounts')).rejects.toMatchObject({ status: 401, errorCode: 'INVALID_TOKEN' });
  await pending;
  await stack.control.token.approve();
  await stateReached(keeper, 'normal');
  await client.call('listAccounts');
  expect(stack.sent.at(-1)?.headers['x-access-token']).toBeDefined();
  keeper.close();
});

test('a gateway without the config call (404) leaves the key unknown, said in words, and sends nothing else', async () => {
  // Only generation-3 paths served: the config call, generation 2 only, is not found.
  const gen3Only = await startTokenStack({ SIM_PATH_GENERATIONS: 'v3' });
  try {
    const logged: string[] = [];
    const { keeper, client } = gen3Only.newKeeper({ log: (line) => logged.push(line) });
    await keeper.start();
    expect(keeper.status().state).toBe('unreachable');
    expect(logged).toEqual([expect.stringContaining('answered its config call with 404')]);
    await expect(client.call('listAccounts')).rejects.toBeInstanceOf(AccessTokenUnknownError);
    expect(gen3Only.sent.map((r) => r.url.pathname)).toEqual(['/openapi/config']);
    keeper.close();
  } finally {
    await gen3Only.stop();
  }
});
