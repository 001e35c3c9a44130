import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startPaperBff } from './support/paper-bff';
import { controlSimulator, createSimClient } from './support/sim-client';
import { MARGIN_ACCOUNT, simOrders } from './support/sim-trading';
import { orderRow, reviewOrder, showOrders } from './support/ticket-ui';

// Journey: the day after Thanksgiving, a half day (regular hours close at 13:00, after hours at
// 17:00, no overnight session into the weekend). The ticket, the chart's shading key and a
// queued market order name the calendar's times and days; a DAY limit order still working at
// 13:00 expires: a toast says so and it is in Cancelled with its reason. On a BFF of its own,
// so moving its market clock cannot disturb the other journeys' pinned Wednesday.

/** New York time on Friday 27 November 2026 (EST, UTC-5). */
const halfDay = (hour: number, minute = 0, second = 0) => Date.UTC(2026, 10, 27, hour + 5, minute, second);
const SYMBOL = 'AAPL';

async function startHalfDayBff() {
  const dir = mkdtempSync(join(tmpdir(), 'half-day-journey-'));
  const bff = await startPaperBff({ timeoutMs: 180_000, env: { DATA_DIR: join(dir, 'data') } });
  const stop = async () => {
    await bff.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await controlSimulator(bff.ready.simulator.http, 'clock', { now: halfDay(10) });
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...bff.ready, sim: createSimClient(bff.ready.simulator.http, bff.appKey, bff.secret), stop };
}

/** The dashboard on the symbol's 5-minute chart, its streamed price once shown. */
async function openChart(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/?symbol=${SYMBOL}&timespan=M5`);
  const price = page.getByTestId('quote-price');
  await expect(price).toHaveAttribute('data-value', /\d/);
  return Number(await price.getAttribute('data-value'));
}

/**
 * After the simulator's clock moved: the BFF learns market time from the broker's answers, so a
 * symbol it has not asked about yet makes it ask, and the page opened after reads the new time.
 */
async function readMarketTimeAgain(page: Page, url: string, unseen: string): Promise<void> {
  await page.goto(`${url}/?symbol=${unseen}&timespan=D`);
  await expect(page.getByTestId('quote-symbol')).toContainText(unseen);
  await expect(page.getByTestId('quote-price')).toHaveAttribute('data-value', /\d/);
}

const shadingKey = (page: Page) =>
  page.getByRole('list', { name: 'Session shading (Eastern time)' }).getByRole('listitem');

/** The ticket's note on its Session field. */
async function sessionNote(page: Page): Promise<string> {
  const session = page.getByRole('region', { name: 'Order ticket' }).getByRole('combobox', { name: 'Session' });
  const noteId = await session.getAttribute('aria-describedby');
  if (noteId === null) return '';
  return (await page.locator(`[id="${noteId}"]`).textContent()) ?? '';
}

test('on the half day after Thanksgiving the messages name its hours and days, and a DAY order expires at 13:00', async ({
  page,
}) => {
  const bff = await startHalfDayBff();
  try {
    await page.goto(bff.loginUrl);
    await expect(page.getByTestId('mode-badge')).toHaveText('Paper (simulated)');

    // 10:00, regular hours of the half day: the header says it closes early, and the shading key
    // has that day's after hours.
    const last = await openChart(page, bff.url);
    await expect(page.getByTestId('market-status')).toHaveText('Regular hours, closes 13:00 ET (early close)');
    await expect(shadingKey(page)).toHaveText([
      'Pre-market 04:00–09:30',
      'After hours 13:00–17:00',
      'Overnight 20:00–04:00',
    ]);

    // An overnight order is refused now, and the next overnight session is Sunday's, named so.
    const ticket = page.getByRole('region', { name: 'Order ticket' });
    await ticket.getByLabel('Order type').selectOption({ label: 'Limit' });
    await ticket.getByRole('textbox', { name: 'Limit price' }).fill((last * 0.8).toFixed(2));
    await ticket.getByRole('combobox', { name: 'Session' }).selectOption({ label: 'Overnight' });
    await expect.poll(() => sessionNote(page)).toContain('the next overnight session opens Sunday 29 Nov 20:00 ET');
    await ticket.getByRole('combobox', { name: 'Session' }).selectOption({ label: 'Regular hours' });

    // A DAY limit buy far below the market rests until the close.
    const { id, confirm } = await reviewOrder(page, {
      side: 'Buy',
      quantity: '1',
      orderType: 'Limit',
      limit: (last * 0.8).toFixed(2),
    });
    await confirm.click();
    await showOrders(page, 'Open');
    await expect(orderRow(page, id)).toHaveAttribute('data-status', 'SUBMITTED');

    // The market reaches 13:00:30: the broker ends the order with its day, and the trader is told.
    await controlSimulator(bff.simulator.http, 'clock', { now: halfDay(13, 0, 30) });
    const title = `Buy 1 ${SYMBOL} limit ${(last * 0.8).toFixed(2)}`;
    await expect(page.getByTestId('toast').filter({ hasText: `Expired at the close: ${title}` })).toBeVisible();
    expect((await simOrders(bff.sim, MARGIN_ACCOUNT, id))[0]?.status).toBe('CANCELLED');
    await showOrders(page, 'Cancelled');
    await expect(orderRow(page, id)).toHaveAttribute('data-status', 'CANCELLED');
    await expect(orderRow(page, id).getByTestId('order-reason')).toHaveText('expired at the close');

    // After a reload (the market time read afresh) the reason is still there, and the ticket
    // says a market order now waits for Monday's open; an overnight order for Sunday evening.
    await readMarketTimeAgain(page, bff.url, 'MSFT');
    await openChart(page, bff.url);
    await expect(page.getByTestId('market-status')).toHaveText('After hours, until 17:00 ET');
    await showOrders(page, 'Cancelled');
    await expect(orderRow(page, id).getByTestId('order-reason')).toHaveText('expired at the close');
    await expect(shadingKey(page).nth(1)).toHaveText('After hours 13:00–17:00');
    await ticket.getByLabel('Order type').selectOption({ label: 'Market' });
    await ticket.getByRole('textbox', { name: 'Quantity', exact: true }).fill('1');
    await expect
      .poll(() => sessionNote(page))
      .toContain('Regular hours are closed: this market order waits for the open (Monday 30 Nov 09:30 ET).');
    await ticket.getByLabel('Order type').selectOption({ label: 'Limit' });
    await ticket.getByRole('textbox', { name: 'Limit price' }).fill((last * 0.8).toFixed(2));
    await ticket.getByRole('combobox', { name: 'Session' }).selectOption({ label: 'Overnight' });
    await expect
      .poll(() => sessionNote(page))
      .toContain('There is no overnight session tonight: this order waits for the next one (Sunday 29 Nov 20:00 ET).');

    // The queued market order is placed: the broker holds it for Monday.
    await ticket.getByRole('combobox', { name: 'Session' }).selectOption({ label: 'Regular hours' });
    await ticket.getByLabel('Order type').selectOption({ label: 'Market' });
    await expect.poll(() => sessionNote(page)).toContain('waits for the open (Monday 30 Nov 09:30 ET)');
    const queued = await reviewOrder(page, { side: 'Buy', quantity: '1', orderType: 'Market' });
    await queued.confirm.click();
    await showOrders(page, 'Open');
    await expect(orderRow(page, queued.id)).toHaveAttribute('data-status', 'SUBMITTED');
    expect((await simOrders(bff.sim, MARGIN_ACCOUNT, queued.id))[0]?.status).toBe('SUBMITTED');

    // Its evening: no overnight session into the weekend, so the header names Monday's open.
    await controlSimulator(bff.simulator.http, 'clock', { now: halfDay(18) });
    await readMarketTimeAgain(page, bff.url, 'KO');
    await openChart(page, bff.url);
    await expect(page.getByTestId('market-status')).toHaveText('Closed, opens Mon 09:30 ET');
  } finally {
    await bff.stop();
  }
});
