import { expect, type Locator, type Page } from '@playwright/test';

/** A point on the page, in whole CSS pixels (the chart reads prices off the pointer's position). */
export type Point = { x: number; y: number };

/**
 * The candles' pane of the chart: its first canvas, once the bars are drawn. The volume pane and
 * the axes are below and beside it; a right click or a drag in this box is read on the candles'
 * price scale.
 */
export async function candlePane(page: Page) {
  const chart = page.getByTestId('chart');
  await expect(chart).toHaveAttribute('data-bar-count', /^[1-9]/);
  const box = await chart.locator('canvas').first().boundingBox();
  if (box === null) throw new Error('the chart shows no candles pane');
  return box;
}

/**
 * Dismisses every notification showing, as a trader clears them before working on the chart:
 * toasts sit at the top right below the header, over the chart's corner, and one there would take
 * the pointer meant for the pane. A toast that goes by itself meanwhile needs no click.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  for (let shown = await dismiss.count(); shown > 0; shown = await dismiss.count()) {
    await dismiss
      .first()
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if ((await dismiss.count()) >= shown) throw error;
      });
  }
}

/** Right-clicks the chart at `point`: the order menu it opens and the price it offers there. */
export async function openPriceMenu(page: Page, point: Point): Promise<{ menu: Locator; price: string }> {
  await dismissToasts(page);
  await page.mouse.click(point.x, point.y, { button: 'right' });
  const menu = page.getByRole('menu', { name: /^Order at / });
  await expect(menu).toBeVisible();
  const price = /^Order at (\d+\.\d+)$/.exec((await menu.getAttribute('aria-label')) ?? '')?.[1];
  if (price === undefined) throw new Error('the chart menu names no price');
  return { menu, price };
}

/** The price the chart reads at `point`, from its menu, which is closed again. */
export async function priceAt(page: Page, point: Point): Promise<string> {
  const { menu, price } = await openPriceMenu(page, point);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return price;
}

/**
 * Where `price` lies in the pane, from the prices the chart offers at two heights (its price scale
 * is linear). The point is at the pane's horizontal middle, in whole pixels.
 */
export async function pointForPrice(page: Page, price: number): Promise<Point> {
  const pane = await candlePane(page);
  const x = Math.round(pane.x + pane.width / 2);
  const top = { x, y: Math.round(pane.y + pane.height * 0.2) };
  const bottom = { x, y: Math.round(pane.y + pane.height * 0.8) };
  const [high, low] = [Number(await priceAt(page, top)), Number(await priceAt(page, bottom))];
  const y = Math.round(top.y + ((high - price) / (high - low)) * (bottom.y - top.y));
  if (y < pane.y + pane.height * 0.05 || y > pane.y + pane.height * 0.95)
    throw new Error(
      `${price.toFixed(2)} is off the chart, which shows ${low.toFixed(2)} to ${high.toFixed(2)} and more`,
    );
  return { x, y };
}

/**
 * Whether an order line can be taken at `point`: over a line that may be dragged the chart shows
 * the up-down resize cursor, as the trader sees it before pressing.
 */
export async function grabsLineAt(page: Page, point: Point): Promise<boolean> {
  await dismissToasts(page);
  await page.mouse.move(point.x, point.y);
  const cursor = await page.evaluate(({ x, y }) => {
    const under = document.elementFromPoint(x, y);
    return under === null ? '' : getComputedStyle(under).cursor;
  }, point);
  return cursor === 'ns-resize';
}

/** Presses at `from`, moves to `to` in steps, releases there: a trader dragging with the mouse. */
export async function dragBetween(page: Page, from: Point, to: Point): Promise<void> {
  await dismissToasts(page);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}
