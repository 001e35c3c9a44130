// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ToastStack } from './toast-stack';
import { useToasts, type ToastTone } from './use-toasts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const MESSAGES: [ToastTone, string][] = [
  ['success', 'Filled: bought 10 AAPL at 190.05'],
  ['error', 'Refused: buy 10 AAPL.'],
  ['info', 'Cancelled: Buy 10 AAPL limit 185.00'],
];

/** Each button pushes one message, as an order update would. */
function Harness() {
  const toasts = useToasts({ timeoutMs: 5_000 });
  return (
    <>
      {MESSAGES.map(([tone, text]) => (
        <button
          key={text}
          type="button"
          onClick={() => {
            toasts.push(tone, text);
          }}
        >
          {text}
        </button>
      ))}
      <ToastStack {...toasts} onDismiss={toasts.dismiss} label="Order announcements" />
    </>
  );
}

const say = (text: string) => {
  fireEvent.click(screen.getByRole('button', { name: text }));
};

test('a toast leaves by itself, a refusal stays longer, and the live log keeps both', () => {
  vi.useFakeTimers();
  render(<Harness />);
  say('Filled: bought 10 AAPL at 190.05');
  say('Refused: buy 10 AAPL.');
  const stack = screen.getByRole('region', { name: 'Notifications' });
  expect(
    within(stack)
      .getAllByTestId('toast')
      .map((t) => t.textContent),
  ).toEqual(['Filled: bought 10 AAPL at 190.05×', 'Refused: buy 10 AAPL.×']);
  act(() => {
    vi.advanceTimersByTime(5_000);
  });
  expect(
    within(stack)
      .getAllByTestId('toast')
      .map((t) => t.dataset.tone),
  ).toEqual(['error']);
  act(() => {
    vi.advanceTimersByTime(5_000);
  });
  expect(within(stack).queryAllByTestId('toast')).toEqual([]);
  expect(screen.getByRole('log', { name: 'Order announcements' }).textContent).toBe(
    'Filled: bought 10 AAPL at 190.05Refused: buy 10 AAPL.',
  );
});

test('Dismiss removes a toast at once', () => {
  render(<Harness />);
  say('Cancelled: Buy 10 AAPL limit 185.00');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(screen.queryByTestId('toast')).toBeNull();
});

/** One toast with a button, staying 5 s, as a change with Undo. */
function ActionHarness({ onUndo }: { onUndo: () => void }) {
  const toasts = useToasts();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          toasts.push('success', 'Modified: Buy 10 AAPL limit 185.00 → 184.00', {
            timeoutMs: 5_000,
            action: { label: 'Undo', run: onUndo },
          });
        }}
      >
        change
      </button>
      <ToastStack {...toasts} onDismiss={toasts.dismiss} onHold={toasts.hold} onRelease={toasts.release} label="Log" />
    </>
  );
}

test("a toast's button runs its action once and takes the toast away", () => {
  const onUndo = vi.fn();
  render(<ActionHarness onUndo={onUndo} />);
  say('change');
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(onUndo).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('toast')).toBeNull();
});

test('a toast with its own stay leaves after it, unless the pointer rests on it', () => {
  vi.useFakeTimers();
  render(<ActionHarness onUndo={vi.fn()} />);
  say('change');
  act(() => {
    vi.advanceTimersByTime(4_999);
  });
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDefined();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.queryByTestId('toast')).toBeNull();

  say('change');
  act(() => {
    vi.advanceTimersByTime(3_000);
  });
  fireEvent.pointerEnter(screen.getByTestId('toast'));
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDefined();
  // Left again: the 2 s it had left, no more.
  fireEvent.pointerLeave(screen.getByTestId('toast'));
  act(() => {
    vi.advanceTimersByTime(1_999);
  });
  expect(screen.getByTestId('toast')).toBeDefined();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.queryByTestId('toast')).toBeNull();
});
