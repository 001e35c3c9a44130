import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { halfSent, hasGoAway, rawExchange, type RawAnswer } from '@server/testing/raw-exchange';
import { rawHttp2Corpus, rawMqttCorpus, rawRequestCorpus, type RawRequest } from '@server/testing/raw-request-corpus';
import { expect, test } from './support/fixtures';
import { startPaperBff } from './support/paper-bff';
import { controlSimulator } from './support/sim-client';
import { publishTrade } from './support/stream-control';

// Journey: a careless script throws malformed requests at every port the dashboard opens (the
// BFF and its relay, the simulator's HTTP, MQTT and gRPC ports), some left half-sent; nothing
// stops, and the trader then signs in and sees live prices (docs/security.md#malformed-requests).

const portOf = (url: string) => Number(new URL(url).port);

async function fire(
  port: number,
  corpus: RawRequest[],
  answered?: (received: Buffer) => boolean,
): Promise<{ name: string; answer: RawAnswer }[]> {
  const answers = [];
  for (const request of corpus)
    answers.push({ name: request.name, answer: await rawExchange(port, request.bytes, answered) });
  return answers;
}

/** The HTTP status of each answer, for the ones that came back as HTTP. */
const statuses = (answers: { name: string; answer: RawAnswer }[]) =>
  answers.flatMap(({ name, answer }) => (answer.status === null ? [] : [{ name, status: answer.status }]));

test('the corpus of raw requests stops neither the BFF nor the simulator; a signed-in page then gets live prices', async ({
  page,
  env,
}) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), 'raw-requests-journey-'));
  const bff = await startPaperBff({ timeoutMs: 180_000, env: { DATA_DIR: join(dir, 'data') } });
  const half: { close(): Promise<void> }[] = [];
  try {
    const { url, simulator } = bff.ready;
    await controlSimulator(simulator.http, 'clock', { now: env.E2E_MARKET_NOW });
    const bffHost = new URL(url).host;
    const simHost = new URL(simulator.http).host;
    // Left half-sent for the whole journey: the servers must serve everyone else meanwhile.
    half.push(await halfSent(portOf(url), `GET /mqtt HTTP/1.1\r\nHost: ${bffHost}\r\nUpgrade: websock`));
    half.push(
      await halfSent(portOf(simulator.http), `POST /openapi/trade/order/place HTTP/1.1\r\nHost: ${simHost}\r\n`),
    );
    half.push(await halfSent(portOf(simulator.mqtt), '\u0010\u0020\u0000\u0004MQ'));

    const atBff = await fire(portOf(url), rawRequestCorpus(bffHost));
    // Each a 4xx (or a closed socket), and each with the security headers, whoever wrote it; an
    // odd GET address outside /api may load the page, as any client route does.
    const page200 = ({ name, answer }: { name: string; answer: RawAnswer }) =>
      name.startsWith('GET ') && answer.status === 200 && /\r\ncontent-type: text\/html/i.test(answer.text);
    expect(
      statuses(atBff.filter((entry) => !page200(entry))).filter(({ status }) => status < 400 || status >= 500),
    ).toEqual([]);
    expect(
      atBff.filter(({ answer }) => answer.status !== null && !/\r\nx-frame-options: DENY\r\n/i.test(answer.text)),
    ).toEqual([]);
    expect(
      statuses(atBff).filter(({ name, status }) => name.startsWith('upgrade //x:99999') && status === 404),
    ).toHaveLength(1);

    const atSimHttp = await fire(portOf(simulator.http), rawRequestCorpus(simHost));
    // The service grants any WebSocket at /mqtt (the CONNECT is what it checks): a 101 there only.
    expect(
      statuses(atSimHttp).filter(
        ({ name, status }) => status >= 500 || (status < 400 && !(status === 101 && name.startsWith('upgrade'))),
      ),
    ).toEqual([]);
    const atMqtt = await fire(portOf(simulator.mqtt), rawMqttCorpus(simHost));
    expect(statuses(atMqtt)).toEqual([]);
    const atGrpc = await fire(portOf(simulator.grpc), rawHttp2Corpus(simHost), hasGoAway);
    expect(statuses(atGrpc)).toEqual([]);
    expect(bff.child.exitCode).toBeNull();

    await page.goto(bff.ready.loginUrl);
    await expect(page.getByTestId('mode-badge')).toHaveText('Paper (simulated)');
    await page.goto(`${url}/?symbol=AAPL&timespan=M1`);
    await expect(page.getByTestId('feed-badge')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('quote-source')).toHaveAttribute('data-value', 'stream');
    const price = page.getByTestId('quote-price');
    await expect(price).toHaveAttribute('data-value', /^\d+(\.\d+)?$/);
    const next = (Math.round(Number(await price.getAttribute('data-value')) * 100) / 100 + 1.37).toFixed(2);
    await publishTrade(simulator.http, 'AAPL', next);
    await expect.poll(async () => Number(await price.getAttribute('data-value'))).toBe(Number(next));
    await expect(price).toHaveAttribute('data-stale', 'false');
    expect(bff.child.exitCode).toBeNull();
  } finally {
    for (const socket of half) await socket.close();
    await bff.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
