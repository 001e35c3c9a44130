// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { EventKey } from './event-key';

afterEach(cleanup);

test('the event key counts each kind and toggles the markers', async () => {
  const onToggle = vi.fn();
  const markers = [
    { time: 1, kind: 'earnings' as const, date: '2026-10-30', text: '' },
    { time: 2, kind: 'dividend' as const, date: '2026-11-10', text: '' },
    { time: 3, kind: 'dividend' as const, date: '2026-08-10', text: '' },
  ];
  const { rerender } = render(<EventKey markers={markers} shown onToggle={onToggle} />);
  const button = screen.getByRole('button', { name: 'Events' });
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByText(/Earnings \(1\)/)).toBeTruthy();
  expect(screen.getByText(/Ex-dividend \(2\)/)).toBeTruthy();
  await userEvent.setup().click(button);
  expect(onToggle).toHaveBeenCalledTimes(1);
  rerender(<EventKey markers={markers} shown={false} onToggle={onToggle} />);
  expect(screen.getByRole('button', { name: 'Events' }).getAttribute('aria-pressed')).toBe('false');
});
