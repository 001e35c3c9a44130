import type { Locator, Page } from '@playwright/test';
import { savedDrawingsSchema } from '@contracts/drawings';
import { fetchFromPage } from './support/bff-fetch';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { candlePane, dismissToasts } from './support/chart-ui';
import { expect, logIn, test } from './support/fixtures';

// A symbol no other journey of the worker draws on: its drawings are the BFF's, kept per user.
const SYMBOL = 'META';

async function savedDrawings(page: Page) {
  const { status, text } = await fetchFromPage(page, `/api/drawings?symbol=${SYMBOL}`);
  expect(status).toBe(200);
  return savedDrawingsSchema.parse(JSON.parse(text));
}

async function clearDrawings(page: Page) {
  const { version } = await savedDrawings(page);
  const body = JSON.stringify({ drawings: [], baseVersion: version });
  expect((await fetchFromPage(page, `/api/drawings/${SYMBOL}`, { method: 'PUT', body })).status).toBe(200);
}

/** The handle of each drawing, as Tab reaches them. */
const handles = (page: Page): Locator => page.getByRole('group', { name: 'Drawings' }).getByRole('button');

function handleNames(page: Page): Promise<string[]> {
  return handles(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
}

test('each kind is drawn with the mouse, nudged from the keyboard, undone, and found after a reload and in another browser', async ({
  app,
  browser,
  env,
}) => {
  await app.goto(`${env.E2E_BASE_URL}/?symbol=${SYMBOL}&timespan=D`);
  await clearDrawings(app);
  try {
    await app.reload();
    await dismissToasts(app);
    // The earnings and dividend key joins the chart's toolbar when the calendars arrive, which can
    // move the pane down a row: each press reads where the pane is now.
    const click = async (fx: number, fy: number) => {
      const pane = await candlePane(app);
      await app.mouse.click(pane.x + pane.width * fx, pane.y + pane.height * fy);
    };

    await app.getByRole('button', { name: 'Draw' }).click();
    const tools = app.getByRole('toolbar', { name: 'Drawing tools' });
    const draw = async (tool: string, points: [number, number][]) => {
      await tools.getByRole('button', { name: tool }).click();
      for (const [fx, fy] of points) await click(fx, fy);
      await tools.getByRole('button', { name: tool }).click();
    };
    await draw('Horizontal line', [[0.5, 0.45]]);
    await draw('Trend line', [
      [0.4, 0.75],
      [0.6, 0.6],
    ]);
    await draw('Ray', [
      [0.45, 0.8],
      [0.55, 0.78],
    ]);
    await draw('Rectangle', [
      [0.62, 0.55],
      [0.7, 0.7],
    ]);
    await draw('Fibonacci retracement', [
      [0.72, 0.8],
      [0.8, 0.3],
    ]);
    await tools.getByRole('button', { name: 'Text note' }).click();
    await click(0.3, 0.4);
    const noteText = app.getByRole('textbox', { name: 'Text' });
    await expect(noteText).toBeFocused();
    await noteText.fill('Gap fill');
    await noteText.press('Enter');
    await tools.getByRole('button', { name: 'Text note' }).click();

    await tools.getByRole('button', { name: 'Measure' }).click();
    await click(0.4, 0.7);
    await click(0.6, 0.5);
    await expect(app.getByRole('status').filter({ hasText: 'Measured:' })).toHaveText(
      /^Measured: \+\d+\.\d{2} \(\+\d+\.\d{2}%\) · \d+ bars · \d+d \d+h$/,
    );
    await tools.getByRole('button', { name: 'Measure' }).click();
    await expect(app.getByText(/^Measured:/)).toHaveCount(0);

    const price = String.raw`\d+\.\d{2}`;
    await expect(handles(app)).toHaveCount(6);
    const drawn = await handleNames(app);
    expect(drawn).toEqual([
      expect.stringMatching(new RegExp(`^Horizontal line ${price}$`)),
      expect.stringMatching(new RegExp(`^Trend line ${price} to ${price}$`)),
      expect.stringMatching(new RegExp(`^Ray ${price} to ${price}$`)),
      expect.stringMatching(new RegExp(`^Rectangle ${price} to ${price}$`)),
      expect.stringMatching(new RegExp(`^Fibonacci retracement ${price} to ${price}$`)),
      expect.stringMatching(new RegExp(`^Text note "Gap fill" at ${price}$`)),
    ]);

    // The trend line from the keyboard: Tab reaches it, two ticks up, then Ctrl+Z takes one back.
    const trend = handles(app).nth(1);
    const [from = '', to = ''] = /^Trend line (\S+) to (\S+)$/.exec(drawn[1] ?? '')?.slice(1) ?? [];
    const up = (value: string, cents: number) => (Number(value) + cents / 100).toFixed(2);
    await handles(app).nth(0).focus();
    await app.keyboard.press('Tab');
    await expect(trend).toBeFocused();
    await app.keyboard.press('ArrowUp');
    await app.keyboard.press('ArrowUp');
    await expect(trend).toHaveAccessibleName(`Trend line ${up(from, 2)} to ${up(to, 2)}`);
    await app.keyboard.press('Control+z');
    await expect(trend).toHaveAccessibleName(`Trend line ${up(from, 1)} to ${up(to, 1)}`);
    const shown = await handleNames(app);
    // The tools, the handles and the selected drawing's editor, as a screen reader meets them.
    await expect(app.getByRole('group', { name: /^Edit Trend line / })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(app, 'drawing tools', '[data-testid="chart"]');

    // Kept by the BFF: what the page shows is what it saved.
    await expect
      .poll(async () => (await savedDrawings(app)).drawings.map((d) => d.points.map((p) => p.price).join(' to ')))
      .toContain(`${up(from, 1)} to ${up(to, 1)}`);
    await expect.poll(async () => (await savedDrawings(app)).drawings).toHaveLength(6);

    await app.reload();
    await test.step('after a reload', async () => {
      await expect(handles(app)).toHaveCount(6);
      expect(await handleNames(app)).toEqual(shown);
    });

    const other = await browser.newContext({ viewport: app.viewportSize() });
    try {
      const second = await other.newPage();
      await logIn(second, env);
      await second.goto(`${env.E2E_BASE_URL}/?symbol=${SYMBOL}&timespan=M60`);
      await test.step('in a second browser, on another timespan', async () => {
        await expect(handles(second)).toHaveCount(6);
        expect(await handleNames(second)).toEqual(shown);
      });
      await test.step('dragged with the mouse and deleted from the keyboard there', async () => {
        // Back on daily bars, where the level was drawn and is in view.
        await second.locator('[data-timespan="D"]').click();
        await expect(second.getByTestId('chart')).toHaveAttribute('data-timespan', 'D');
        await candlePane(second);
        const level = handles(second).nth(0);
        const before = Number(/(\S+)$/.exec((await level.getAttribute('aria-label')) ?? '')?.[1]);
        // The level's handle is at its left end, on the line: press on the line to the right of it.
        const box = await level.boundingBox();
        if (box === null) throw new Error('the horizontal line has no handle');
        const start = { x: box.x + 80, y: box.y + box.height / 2 };
        await second.mouse.move(start.x, start.y);
        await second.mouse.down();
        await second.mouse.move(start.x, start.y - 30, { steps: 4 });
        await second.mouse.up();
        await expect
          .poll(async () => Number(/(\S+)$/.exec((await level.getAttribute('aria-label')) ?? '')?.[1]))
          .toBeGreaterThan(before);
        await handles(second).nth(2).focus();
        await second.keyboard.press('Delete');
        await expect(handles(second)).toHaveCount(5);
        await expect.poll(async () => (await savedDrawings(second)).drawings.map((d) => d.kind)).not.toContain('ray');
      });
    } finally {
      await other.close();
    }
  } finally {
    await clearDrawings(app);
  }
});
