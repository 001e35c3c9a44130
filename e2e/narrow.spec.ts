import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('at phone size the header is two rows, the dashboard one view at a time with a tab bar, and the chart has the height', async ({
  app,
}) => {
  // Two rows of header at most, the rarely used controls behind Menu.
  const header = await app.getByRole('banner').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(100);
  await expect(app.getByRole('button', { name: 'Log out' })).toBeHidden();
  await app.getByRole('button', { name: 'Menu' }).click();
  await expect(app.getByRole('button', { name: 'Log out' })).toBeInViewport({ ratio: 1 });
  await expect(app.getByRole('button', { name: 'Layout' })).toBeInViewport({ ratio: 1 });
  await app.getByRole('button', { name: 'Layout' }).press('Escape');
  await expect(app.getByRole('button', { name: 'Log out' })).toBeHidden();
  await expect(app.getByRole('button', { name: 'Menu' })).toBeFocused();

  const views = app.getByRole('tablist', { name: 'Dashboard views' });
  await expect(views).toBeVisible();
  await expect(views.getByRole('tab', { name: 'Chart' })).toHaveAttribute('aria-selected', 'true');

  // The chart's plot, not its toolbar: most of the screen between the header and the tab bar.
  const chart = app.getByTestId('chart');
  await expect(chart).toBeVisible();
  const tabBar = await views.boundingBox();
  const plot = await chart.boundingBox();
  if (tabBar === null || plot === null) throw new Error('the chart or the tab bar is not shown');
  expect(plot.height).toBeGreaterThan(844 / 2);
  expect(plot.y + plot.height).toBeLessThanOrEqual(tabBar.y + 1);
  expect(plot.width).toBeGreaterThan(350);
  await app.screenshot({ path: 'test-results/narrow-chart.png' });

  await views.getByRole('tab', { name: 'Quote' }).click();
  await expect(app.getByTestId('quote-symbol')).toBeVisible();
  await expect(chart).toBeHidden();

  await views.getByRole('tab', { name: 'Lists' }).click();
  await expect(app.getByRole('tab', { name: 'Watchlists' })).toBeVisible();
  await app.screenshot({ path: 'test-results/narrow-lists.png' });

  // Arrow keys move along the tab bar, as in any tab list.
  await views.getByRole('tab', { name: 'Lists' }).press('ArrowRight');
  await expect(views.getByRole('tab', { name: 'Quote' })).toBeFocused();
  await expect(views.getByRole('tab', { name: 'Quote' })).toHaveAttribute('aria-selected', 'true');

  await views.getByRole('tab', { name: 'Chart' }).click();
  await expect(chart).toBeVisible();
  const again = await chart.boundingBox();
  expect(again?.height).toBe(plot.height);
});
