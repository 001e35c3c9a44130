// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { DiagnosticsButton } from './diagnostics-button';

afterEach(() => {
  cleanup();
});

const lifetime = { ends_at: Date.now() + 3_600_000, idle_timeout_ms: 1_800_000 };

test('Escape closes the panel with the focus on the page, not only inside the panel', () => {
  render(
    <main>
      <DiagnosticsButton sessionLifetime={lifetime} />
      <p>chart</p>
    </main>,
  );
  act(() => {
    fireEvent.keyDown(document.body, { key: 'D', shiftKey: true });
  });
  expect(screen.getByRole('region', { name: 'Diagnostics' })).toBeTruthy();
  act(() => {
    fireEvent.keyDown(document.body, { key: 'Escape' });
  });
  expect(screen.queryByRole('region', { name: 'Diagnostics' })).toBeNull();
  expect(document.activeElement?.id).toBe('diagnostics-button');
});

test('an Escape something nearer already handled leaves the panel open', () => {
  render(<DiagnosticsButton sessionLifetime={lifetime} />);
  fireEvent.click(screen.getByRole('button', { name: 'Diagnostics' }));
  const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  handled.preventDefault();
  act(() => {
    document.body.dispatchEvent(handled);
  });
  expect(screen.getByRole('region', { name: 'Diagnostics' })).toBeTruthy();
});
