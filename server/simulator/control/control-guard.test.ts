import { expect, test } from 'vitest';
import { useTestSimulator, type TestSimulator } from '../http/testing/test-simulator';

const startSimulator = useTestSimulator();

function post(sim: TestSimulator, path: string, payload: string | undefined, headers: Record<string, string> = {}) {
  return sim.app.inject({
    method: 'POST',
    url: `/_control/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

const faultsSet = async (sim: TestSimulator) => (await sim.call({ path: '/openapi/config' })).statusCode === 500;

test('any request with Origin is refused with 403 before it acts, GET included', async () => {
  const sim = startSimulator({ controlEnabled: true });
  await post(sim, 'faults', '{"fail5xx":1000}', { 'content-type': 'application/json' });
  const reset = await post(sim, 'reset', undefined, { origin: 'http://127.0.0.1:5173' });
  expect(reset.statusCode).toBe(403);
  expect(reset.json()).toMatchObject({ error_code: 'FORBIDDEN' });
  expect(await faultsSet(sim)).toBe(true);
  const stats = await sim.app.inject({ method: 'GET', url: '/_control/events/stats', headers: { origin: 'null' } });
  expect(stats.statusCode).toBe(403);
});

test('a body not declared as JSON is refused with 415, whatever it contains', async () => {
  const sim = startSimulator({ controlEnabled: true });
  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
    const response = await post(sim, 'faults', '{"fail5xx":1000}', { 'content-type': contentType });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error_code: 'UNSUPPORTED_MEDIA_TYPE' });
  }
  expect((await post(sim, 'events/refuse', '{"refuse":true}')).statusCode).toBe(415);
  expect(await faultsSet(sim)).toBe(false);
});

test('JSON bodies (any charset) and requests without a body pass', async () => {
  const sim = startSimulator({ controlEnabled: true });
  const json = await post(sim, 'faults', '{"fail5xx":1}', { 'content-type': 'Application/JSON; charset=utf-8' });
  expect(json.statusCode).toBe(200);
  expect((await post(sim, 'reset', undefined)).statusCode).toBe(200);
  expect((await sim.app.inject({ method: 'GET', url: '/_control/stats' })).statusCode).toBe(200);
});

test('the API itself is not affected by the guard', async () => {
  const sim = startSimulator({ controlEnabled: true });
  const response = await sim.call({ path: '/openapi/config', override: { origin: 'http://example.test' } });
  expect(response.statusCode).toBe(200);
});
