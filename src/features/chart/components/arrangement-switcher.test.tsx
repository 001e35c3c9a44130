// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ArrangementSwitcher } from './arrangement-switcher';
import { LinkSelect } from './link-select';

afterEach(cleanup);

test('the arrangement radio group names its choices, marks the current one and selects on click and arrows', async () => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<ArrangementSwitcher value={2} onChange={onChange} />);

  const group = screen.getByRole('radiogroup', { name: 'Charts shown' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label')),
  ).toEqual(['One chart', 'Two charts', 'Four charts, 2 by 2']);
  expect(screen.getByRole('radio', { name: 'Two charts' }).getAttribute('aria-checked')).toBe('true');
  // Only the checked choice is in the tab order, as in any radio group.
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Two charts' }));
  await user.keyboard('{ArrowRight}');
  expect(onChange).toHaveBeenLastCalledWith(4);
  await user.keyboard('{ArrowLeft}');
  expect(onChange).toHaveBeenLastCalledWith(1);
  await user.click(screen.getByRole('radio', { name: 'Four charts, 2 by 2' }));
  expect(onChange).toHaveBeenLastCalledWith(4);
});

test("a chart's link group is a named box of colour groups", async () => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<LinkSelect chartName="Chart 3" value="none" onChange={onChange} />);
  const box = screen.getByRole('combobox', { name: 'Chart 3 link group' });
  expect(
    within(box)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Not linked', 'Red group', 'Green group', 'Blue group', 'Amber group']);
  await user.selectOptions(box, 'Green group');
  expect(onChange).toHaveBeenLastCalledWith('green');
});
