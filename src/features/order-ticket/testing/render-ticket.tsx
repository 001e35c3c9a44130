import type { render } from '@testing-library/react';
import { useState } from 'react';
import { useMarketClock } from '@src/api/get-market-clock';
import { useSnapshots } from '@src/api/get-snapshots';
import { renderWithQuery } from '@src/testing/render-with-query';
import { OrderTicketPanel } from '../components/order-ticket-panel';

type Panel = Parameters<typeof OrderTicketPanel>[0];
type HarnessProps = Omit<Panel, 'symbol' | 'onSymbol' | 'marketClock'>;

/**
 * The ticket as the dashboard holds it: the symbol in state (the ticket may switch it), its
 * snapshot fetched as the quote panel fetches it, and the market clock the header reads.
 */
function TicketHarness(props: HarnessProps) {
  const [symbol, setSymbol] = useState('AAPL');
  useSnapshots([symbol]);
  const marketClock = useMarketClock().data;
  return <OrderTicketPanel {...props} symbol={symbol} onSymbol={setSymbol} marketClock={marketClock} />;
}

/** Renders the ticket on AAPL in a fresh QueryClient; the BFF is whatever the test stubbed. */
export function renderTicketPanel(props: HarnessProps): ReturnType<typeof render> {
  return renderWithQuery(<TicketHarness {...props} />);
}
