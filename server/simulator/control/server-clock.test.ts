import { expect, test } from 'vitest';
import { readError } from '../http/testing/read-response';
import { useTestSimulator, T0, type SignedCall, type TestSimulator } from '../http/testing/test-simulator';

const startSimulator = useTestSimulator();
const accounts: SignedCall = { path: '/trading/accounts/list' };
const TEN_MINUTES = 600_000;

function setServerClock(s: TestSimulator, body: unknown) {
  return s.app.inject({
    method: 'POST',
    url: '/_control/server-clock',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

test('every answer is dated by the simulator clock, unknown routes and refusals included', async () => {
  const sim = startSimulator({ controlEnabled: true });
  expect((await sim.call(accounts)).headers.date).toBe(new Date(T0).toUTCString());
  expect((await sim.call({ path: '/nowhere' })).headers.date).toBe(new Date(T0).toUTCString());
});

test('a simulator clock ten minutes ahead refuses timestamps from the wall clock and dates answers ahead', async () => {
  const sim = startSimulator({ controlEnabled: true });
  const set = await setServerClock(sim, { offset_ms: TEN_MINUTES });
  expect(set.statusCode).toBe(200);
  expect(set.json()).toEqual({ offset_ms: TEN_MINUTES });
  const refused = await sim.call(accounts);
  expect(refused.statusCode).toBe(401);
  expect(readError(refused).error_code).toBe('ILLEGAL_TIMESTAMP');
  expect(refused.headers.date).toBe(new Date(T0 + TEN_MINUTES).toUTCString());
  expect((await sim.call({ ...accounts, at: T0 + TEN_MINUTES })).statusCode).toBe(200);
});

test('reset puts the simulator clock back on the wall clock', async () => {
  const sim = startSimulator({ controlEnabled: true });
  await setServerClock(sim, { offset_ms: -TEN_MINUTES });
  expect((await sim.call(accounts)).statusCode).toBe(401);
  await sim.app.inject({ method: 'POST', url: '/_control/reset' });
  expect((await sim.call(accounts)).statusCode).toBe(200);
});

test('an offset that is not a whole number of ms within a day is refused, naming the field', async () => {
  const sim = startSimulator({ controlEnabled: true });
  for (const body of [{ offset_ms: 1.5 }, { offset_ms: 90_000_000 }, { offset: 5 }, {}]) {
    const response = await setServerClock(sim, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/offset_ms/);
  }
});
