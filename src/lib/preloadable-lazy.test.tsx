// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

const fallback = <p>Loading order ticket</p>;

/** The shape of the app's error boundary: the error's words and a Retry that mounts the part again. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert">
        {this.state.error.message}
        <button
          type="button"
          onClick={() => {
            this.setState({ error: null });
          }}
        >
          Retry
        </button>
      </div>
    );
  }
}

function renderSlot(Slot: ComponentType<{ symbol: string }>) {
  render(
    <Boundary>
      <Slot symbol="AAPL" />
    </Boundary>,
  );
}

test('a chunk loaded before the first render shows at once, without a skeleton', async () => {
  const { chunk, load } = controlledChunk();
  const ticket = preloadableLazy(load);
  const loaded = ticket.preload();
  chunk.arrive();
  await loaded;
  renderSlot(ticket.component(fallback));
  expect(screen.getByText('Order ticket AAPL')).toBeTruthy();
  expect(screen.queryByText('Loading order ticket')).toBeNull();
  expect(chunk.asked).toBe(1);
});

test('a chunk still loading shows its fallback, then the component, fetched once', async () => {
  const { chunk, load } = controlledChunk();
  const ticket = preloadableLazy(load);
  void ticket.preload();
  renderSlot(ticket.component(fallback));
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

test('a chunk that fails to load shows the error with Retry, which loads it again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { chunk, load } = controlledChunk();
  const ticket = preloadableLazy(load);
  renderSlot(ticket.component(fallback));
  await act(async () => {
    chunk.fail(new Error('the chunk did not load'));
    await ticket.preload().catch(() => undefined);
  });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('the chunk did not load');
  act(() => {
    screen.getByRole('button', { name: 'Retry' }).click();
  });
  await act(async () => {
    chunk.arrive();
    await ticket.preload();
  });
  expect(await screen.findByText('Order ticket AAPL')).toBeTruthy();
  expect(chunk.asked).toBe(2);
});
