// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { TabList } from './tab-list';

afterEach(cleanup);

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

function Tabs() {
  const [selected, setSelected] = useState<(typeof TABS)[number]['id']>('one');
  return <TabList tabs={TABS} selected={selected} onSelect={setSelected} label="Numbers" idPrefix="numbers" />;
}

test('one tab stop; the arrows, Home and End move the focus and select, wrapping at the ends', async () => {
  const user = userEvent.setup();
  render(<Tabs />);
  expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeTruthy();
  const tab = (name: string) => screen.getByRole('tab', { name });
  expect(tab('One').tabIndex).toBe(0);
  expect(tab('Two').tabIndex).toBe(-1);

  await user.tab();
  expect(document.activeElement).toBe(tab('One'));
  await user.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(tab('Three'));
  expect(tab('Three').getAttribute('aria-selected')).toBe('true');
  await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(tab('One'));
  await user.keyboard('{End}');
  expect(tab('Three').getAttribute('aria-selected')).toBe('true');
  await user.keyboard('{Home}');
  expect(tab('One').getAttribute('aria-selected')).toBe('true');
  await user.click(tab('Two'));
  expect(tab('Two').getAttribute('aria-selected')).toBe('true');
  expect(tab('Two').getAttribute('aria-controls')).toBe('numbers-panel-two');
});
