import { z } from 'zod';
import { controlSimulator, type createSimClient } from './sim-client';

type SimClient = ReturnType<typeof createSimClient>;

export const MARGIN_ACCOUNT = 'SIMMARGIN0PAPER000000000001';
export const CASH_ACCOUNT = 'SIMCASH00PAPER000000000002';

const simOrderSchema = z.object({
  client_order_id: z.string(),
  combo_type: z.string(),
  symbol: z.string(),
  side: z.string(),
  status: z.string(),
  order_type: z.string(),
  total_quantity: z.string(),
  filled_quantity: z.string(),
  filled_price: z.string().optional(),
  limit_price: z.string().optional(),
  stop_price: z.string().optional(),
  message: z.string().optional(),
});
const groupSchema = z.object({ orders: z.array(simOrderSchema) });
const pageSchema = z.object({ data: z.array(groupSchema), pagination_key: z.string().optional() });
const positionsSchema = z.array(z.object({ symbol: z.string(), quantity: z.string(), cost_price: z.string() }));

/** The simulator's record of one order group (a bracket's orders together). */
export async function simOrders(sim: SimClient, accountId: string, clientOrderId: string) {
  const answer = await sim.look('/trading/orders/get', [
    ['account_id', accountId],
    ['client_order_id', clientOrderId],
  ]);
  return groupSchema.parse(answer).orders;
}

/** Every order of the account's groups in the list at `path`, all its pages (gen-3 keys). */
async function allPages(sim: SimClient, path: string, accountId: string) {
  const orders: z.infer<typeof simOrderSchema>[] = [];
  let key: string | undefined;
  do {
    const query: [string, string][] = [
      ['account_id', accountId],
      ...(key === undefined ? [] : [['pagination_key', key] as [string, string]]),
    ];
    const page = pageSchema.parse(await sim.look(path, query));
    for (const group of page.data) orders.push(...group.orders);
    key = page.pagination_key;
  } while (key !== undefined && key !== '');
  return orders;
}

/** Every order group of the account at the simulator, open or not, placed in the last 7 days. */
export async function simHistory(sim: SimClient, accountId: string) {
  return allPages(sim, '/trading/orders/historical-orders/list', accountId);
}

export async function simPositions(sim: SimClient, accountId: string) {
  return positionsSchema.parse(await sim.look('/trading/assets/positions/list', [['account_id', accountId]]));
}

/** Prints `symbol` at each price in turn; the paper broker works its orders after each print. */
export async function moveMarket(simUrl: string, symbol: string, prices: string[], volume = '1000'): Promise<void> {
  await controlSimulator(simUrl, 'market/move', { symbol, prices, volume });
}

export async function setFaults(simUrl: string, faults: Record<string, number>): Promise<void> {
  await controlSimulator(simUrl, 'faults', faults);
}

const executionsSchema = z.array(
  z.object({
    client_order_id: z.string(),
    symbol: z.string(),
    side: z.string(),
    filled_quantity: z.string(),
    filled_price: z.string(),
  }),
);

/** The broker's executions of the account (its 100 newest), as the provider lists them. */
export async function simExecutions(sim: SimClient, accountId: string) {
  return executionsSchema.parse(
    await sim.look('/trading/orders/executions/list', [
      ['account_id', accountId],
      ['page_size', '100'],
    ]),
  );
}

/** The account's working orders at the simulator (open or waiting), every page. */
export async function simOpenOrders(sim: SimClient, accountId: string) {
  return allPages(sim, '/trading/orders/open-orders/list', accountId);
}
