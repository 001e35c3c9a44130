import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import type { Snapshot } from '@contracts/market-data';
import { queryKeys } from '@src/api/query-keys';
import { createQueryClient } from '@src/lib/query-client';
import { OrderTicketPanel } from '../components/order-ticket-panel';

/** Wednesday 2026-11-18 10:00 New York: regular hours. */
export const REGULAR_HOURS = Date.parse('2026-11-18T15:00:00Z');

type Panel = Parameters<typeof OrderTicketPanel>[0];
type HarnessProps = Omit<Panel, 'symbol' | 'onSymbol' | 'marketClock'> & { marketTime: number };

/** The ticket as the dashboard holds it: the symbol in state (the ticket may switch it), the market clock given. */
function TicketHarness({ marketTime, ...props }: HarnessProps) {
  const [symbol, setSymbol] = useState('AAPL');
  const [marketClock] = useState(() => ({ market_time: marketTime, wall_time: Date.now() }));
  return <OrderTicketPanel {...props} symbol={symbol} onSymbol={setSymbol} marketClock={marketClock} />;
}

function snapshot(symbol: string, quote: { last: string; bid: string; ask: string }): Snapshot {
  const { last, bid, ask } = quote;
  return {
    ...{ symbol, instrument_id: `id-${symbol}`, price: last, open: last, high: last, low: last, pre_close: last },
    ...{ volume: '1000', change: '0', change_ratio: '0', last_trade_time: 1, bid, ask, received_at: Date.now() },
  };
}

export type TicketRenderSetup = { last?: string; bid?: string; ask?: string; marketTime?: number };

/**
 * Renders the ticket on AAPL in a fresh QueryClient that already holds AAPL's snapshot, as the
 * dashboard's quote panel would have fetched it (the ticket reads that entry, never fetches it).
 */
export function renderTicketPanel(props: Omit<HarnessProps, 'marketTime'>, setup: TicketRenderSetup = {}) {
  const { last = '190.00', bid = '189.99', ask = '190.01', marketTime = REGULAR_HOURS } = setup;
  const client = createQueryClient({ retry: false });
  client.setQueryData(queryKeys.snapshots(['AAPL']), [snapshot('AAPL', { last, bid, ask })]);
  client.setQueryData(queryKeys.snapshots(['MSFT']), [snapshot('MSFT', { last: '99.50', bid: '99.49', ask: '99.51' })]);
  return render(
    <QueryClientProvider client={client}>
      <TicketHarness {...props} marketTime={marketTime} />
    </QueryClientProvider>,
  );
}
