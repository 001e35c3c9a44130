// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, expect, test } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

afterEach(cleanup);

function Ticket({ symbol }: { symbol: string }) {
  return <p>Order ticket {symbol}</p>;
}

/** A chunk that arrives when the test says so, counting how often it was asked for. */
function controlledChunk() {
  const chunk: { asked: number; arrive: () => void; fail: (error: Error) => void } = {
    asked: 0,
    arrive: () => {
      throw new Error('the chunk was not asked for');
    },
    fail: () => {
      throw new Error('the chunk was not asked for');
    },
  };
  const load = () => {
    chunk.asked += 1;
    return new Promise<typeof Ticket>((resolve, reject) => {
      chunk.arrive = () => {
        resolve(Ticket);
      };
      chunk.fail = reject;
    });
  };
  return { chunk, load };
}

function renderSlot(Slot: ComponentType<{ symbol: string }>) {
  render(
    <Suspense fallback={<p>Loading order ticket</p>}>
      <Slot symbol="AAPL" />
    </Suspense>,
  );
}

test('a chunk loaded before the first render shows at once, without a skeleton', async () => {
  const { chunk, load } = controlledChunk();
  const ticket = preloadableLazy(load);
  const loaded = ticket.preload();
  chunk.arrive();
  await loaded;
  renderSlot(ticket.component());
  expect(screen.getByText('Order ticket AAPL')).toBeTruthy();
  expect(screen.queryByText('Loading order ticket')).toBeNull();
  expect(chunk.asked).toBe(1);
});

test('a chunk still loading shows the skeleton, then the component, fetched once', async () => {
  const { chunk, load } = controlledChunk();
  const ticket = preloadableLazy(load);
  void ticket.preload();
  renderSlot(ticket.component());
  expect(screen.getByText('Loading order ticket')).toBeTruthy();
  await act(async () => {
    chunk.arrive();
    await ticket.preload();
  });
  expect(await screen.findByText('Order ticket AAPL')).toBeTruthy();
  expect(chunk.asked).toBe(1);
});

test('after a failed load the next preload asks for the chunk again', async () => {
  const { chunk, load } = controlledChunk();
  const ticket = preloadableLazy(load);
  const first = ticket.preload();
  chunk.fail(new Error('the chunk did not load'));
  await expect(first).rejects.toThrow('the chunk did not load');
  const second = ticket.preload();
  chunk.arrive();
  await expect(second).resolves.toBe(Ticket);
  expect(chunk.asked).toBe(2);
});
