// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ScaleSwitcher } from './scale-switcher';

afterEach(cleanup);

test('the three scales are radios of a named group, the chosen one checked and in the tab order', () => {
  render(<ScaleSwitcher value="log" onChange={vi.fn()} />);
  const group = screen.getByRole('radiogroup', { name: 'Price scale' });
  expect(group).toBeTruthy();
  const log = screen.getByRole('radio', { name: 'Logarithmic scale' });
  expect(log.getAttribute('aria-checked')).toBe('true');
  expect(log.tabIndex).toBe(0);
  expect(screen.getByRole('radio', { name: 'Linear scale' }).tabIndex).toBe(-1);
});

test('arrow keys choose the next and the previous scale, wrapping around', () => {
  const onChange = vi.fn();
  render(<ScaleSwitcher value="percent" onChange={onChange} />);
  const group = screen.getByRole('radiogroup', { name: 'Price scale' });
  fireEvent.keyDown(group, { key: 'ArrowRight' });
  fireEvent.keyDown(group, { key: 'ArrowLeft' });
  expect(onChange.mock.calls).toEqual([['linear'], ['log']]);
});

test('a click chooses a scale', () => {
  const onChange = vi.fn();
  render(<ScaleSwitcher value="linear" onChange={onChange} />);
  fireEvent.click(screen.getByRole('radio', { name: 'Percent scale' }));
  expect(onChange).toHaveBeenCalledWith('percent');
});
