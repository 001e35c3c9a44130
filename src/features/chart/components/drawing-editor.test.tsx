// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { Drawing } from '@contracts/drawings';
import { DrawingEditor } from './drawing-editor';

afterEach(() => {
  cleanup();
});

const drawing = (kind: Drawing['kind'], points: Drawing['points']): Drawing => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind,
  points,
  style: { color: '#2563eb', width: 2 },
  text: '',
});

function renderEditor(shown: Drawing, onAlert = vi.fn()) {
  render(
    <DrawingEditor
      drawing={shown}
      onChange={vi.fn()}
      onDelete={vi.fn()}
      onClose={vi.fn()}
      onAlert={onAlert}
      focusText={false}
    />,
  );
  return onAlert;
}

test('a horizontal or trend line offers an alert when price crosses it; a rectangle does not', async () => {
  const onAlert = renderEditor(
    drawing('trend-line', [
      { time: 1, price: '10' },
      { time: 2, price: '11' },
    ]),
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Alert when price crosses this line' }));
  expect(onAlert).toHaveBeenCalledTimes(1);
  cleanup();
  renderEditor(
    drawing('rectangle', [
      { time: 1, price: '10' },
      { time: 2, price: '11' },
    ]),
  );
  expect(screen.queryByRole('button', { name: 'Alert when price crosses this line' })).toBeNull();
});
