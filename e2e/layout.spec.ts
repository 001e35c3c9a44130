import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import type { E2eEnv } from './support/env';
import { savedDrawingsSchema, type Drawing } from '@contracts/drawings';
import { layoutFileSchema, savedLayoutSchema } from '@contracts/layout';
import { fetchFromPage } from './support/bff-fetch';
import { expect, logIn, test } from './support/fixtures';
import { createListInUi, deleteListInUi } from './support/watchlist-ui';

async function savedLayout(page: Page) {
  const { status, text } = await fetchFromPage(page, '/api/layout');
  expect(status).toBe(200);
  return savedLayoutSchema.parse(JSON.parse(text)).layout;
}

// A symbol no other journey of the worker draws on, and a level drawn on it.
const DRAWN = 'JNJ';
const LEVEL: Drawing = {
  id: '5f0c6a1e-3b7d-4c2a-9e8f-1a2b3c4d5e6f',
  kind: 'horizontal-line',
  points: [{ time: Date.parse('2026-11-20T15:00:00Z'), price: '150.25' }],
  style: { color: '#2563eb', width: 2 },
  text: '',
};

async function drawingsOn(page: Page) {
  const { status, text } = await fetchFromPage(page, `/api/drawings?symbol=${DRAWN}`);
  expect(status).toBe(200);
  return savedDrawingsSchema.parse(JSON.parse(text));
}

async function saveDrawings(page: Page, drawings: Drawing[]) {
  const body = JSON.stringify({ drawings, baseVersion: (await drawingsOn(page)).version });
  expect((await fetchFromPage(page, `/api/drawings/${DRAWN}`, { method: 'PUT', body })).status).toBe(200);
}

/** The research column's width in pixels, as the user sees it. */
async function researchWidth(page: Page): Promise<number> {
  const box = await page.locator('#research-area').boundingBox();
  if (box === null) throw new Error('the research column is not shown');
  return Math.round(box.width);
}

async function expectArranged(page: Page, width: number) {
  await expect(page.getByRole('tab', { name: 'Screeners' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Screener' })).toHaveValue('losers');
  await expect(page.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('aria-selected', 'true');
  // Sizes are kept as percentages of the same window: the same pixels, give or take rounding.
  expect(Math.abs((await researchWidth(page)) - width)).toBeLessThanOrEqual(2);
  // Read behind the Screeners tab without switching to it: a switch would be saved too.
  const watchlists = page.locator('#research-panel-watchlists');
  await expect(watchlists.getByRole('checkbox', { name: 'Bid / Ask', includeHidden: true })).toBeChecked();
  await expect(watchlists.getByRole('checkbox', { name: 'Volume', includeHidden: true })).not.toBeChecked();
}

test('an arranged dashboard is the same after a reload and in a second browser with the same login', async ({
  app,
  browser,
  env,
}) => {
  // The column chooser belongs to an open list.
  await createListInUi(app, 'Layout journey');
  try {
    await arrangeAndCompare(app, browser, env);
  } finally {
    await deleteListInUi(app, 'Layout journey');
  }
});

async function arrangeAndCompare(app: Page, browser: Browser, env: E2eEnv) {
  const before = await researchWidth(app);
  const separator = app.getByRole('separator').first();
  const box = await separator.boundingBox();
  if (box === null) throw new Error('no separator between the research column and the quote');
  await app.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await app.mouse.down();
  await app.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2, { steps: 5 });
  // While held, the drag's cursor shows over the whole page, drawn from an attribute on <html>
  // (src/app/components/drag-cursor.ts), and goes when the separator is let go. Where it meets
  // another group's separator the library holds both, and the last one named wins, as before.
  const html = app.locator('html');
  try {
    await expect(html).toHaveAttribute('data-separator-drag', /^(horizontal|vertical)$/);
    const direction = await html.getAttribute('data-separator-drag');
    await expect(app.locator('body')).toHaveCSS('cursor', direction === 'horizontal' ? 'ew-resize' : 'ns-resize');
  } finally {
    await app.mouse.up();
  }
  await expect(html).not.toHaveAttribute('data-separator-drag');
  await expect(app.locator('body')).toHaveCSS('cursor', 'auto');
  const dragged = await researchWidth(app);
  expect(dragged).toBeGreaterThan(before + 100);

  await app.getByText('Columns', { exact: true }).click();
  await app.getByRole('checkbox', { name: 'Bid / Ask' }).check();
  await app.getByRole('checkbox', { name: 'Volume' }).uncheck();
  await app.getByText('Columns', { exact: true }).click();
  await app.getByRole('tab', { name: 'Earnings' }).click();
  await app.getByRole('tab', { name: 'Screeners' }).click();
  await app.getByRole('combobox', { name: 'Screener' }).selectOption('losers');

  // Saved on the server, not in the browser: read it back as the BFF keeps it.
  await expect
    .poll(async () => {
      const layout = await savedLayout(app);
      return layout === null
        ? null
        : {
            researchTab: layout.researchTab,
            screener: layout.screener,
            fundamentalsTab: layout.fundamentalsTab,
            columns: layout.watchlistColumns,
          };
    })
    .toEqual({
      researchTab: 'screeners',
      screener: 'losers',
      fundamentalsTab: 'earnings',
      columns: ['last', 'change', 'change_ratio', 'bid_ask'],
    });

  await app.reload();
  await test.step('after a reload', () => expectArranged(app, dragged));

  const other = await browser.newContext({ viewport: app.viewportSize() });
  try {
    const second = await other.newPage();
    await logIn(second, env);
    await test.step('in a second browser', () => expectArranged(second, dragged));
  } finally {
    await other.close();
  }
}

test('the layout exports as JSON with the drawings, a file that is not a layout is refused saying why, and reset returns to the default', async ({
  app,
}) => {
  await saveDrawings(app, [LEVEL]);
  await app.getByRole('tab', { name: 'Screeners' }).click();
  await expect.poll(async () => (await savedLayout(app))?.researchTab).toBe('screeners');

  await app.getByRole('button', { name: 'Layout' }).click();
  const menu = app.getByRole('group', { name: 'Layout' });
  const download = app.waitForEvent('download');
  await menu.getByRole('button', { name: 'Export layout (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('dashboard-layout.json');
  const path = await file.path();
  const exported = layoutFileSchema.parse(JSON.parse(await readFile(path, 'utf8')));
  expect(exported.researchTab).toBe('screeners');
  expect(exported.drawings?.[DRAWN]).toEqual([LEVEL]);

  await menu.getByLabel('Import layout…').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...exported, researchTab: 'charts' })),
  });
  await expect(menu.getByRole('alert')).toContainText(
    'notes.json: This file is not a layout of this dashboard (researchTab:',
  );
  expect((await savedLayout(app))?.researchTab).toBe('screeners');

  await menu.getByRole('button', { name: 'Reset to the default layout' }).click();
  await expect(app.getByRole('tab', { name: 'Watchlists' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => savedLayout(app)).toBeNull();
  await saveDrawings(app, []);

  await app.getByRole('button', { name: 'Layout' }).click();
  await menu.getByLabel('Import layout…').setInputFiles({
    name: 'dashboard-layout.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(exported)),
  });
  await expect(app.getByRole('tab', { name: 'Screeners' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(async () => (await savedLayout(app))?.researchTab).toBe('screeners');
  // The drawings came back with it.
  expect((await drawingsOn(app)).drawings).toEqual([LEVEL]);
  await saveDrawings(app, []);
});
