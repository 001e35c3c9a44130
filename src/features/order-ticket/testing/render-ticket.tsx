import type { render } from '@testing-library/react';
import { useState } from 'react';
import { useMarketClock } from '@src/api/get-market-clock';
import { useSnapshots } from '@src/api/get-snapshots';
import { useLiveAccountSync } from '@src/api/use-live-account-sync';
import { LiveStoreContext } from '@src/lib/live-context';
import type { LiveStore } from '@src/lib/live-store';
import { renderWithQuery } from '@src/testing/render-with-query';
import { OrderTicketPanel } from '../components/order-ticket-panel';

type Panel = Parameters<typeof OrderTicketPanel>[0];
type HarnessProps = Omit<Panel, 'symbol' | 'onSymbol' | 'marketClock'>;

/**
 * The ticket as the dashboard holds it: the symbol in state (the ticket may switch it), its
 * snapshot fetched as the quote panel fetches it, the market clock the header reads, and the
 * account's live topics written into the cache (when the test gives a live store).
 */
export function TicketHarness(props: HarnessProps) {
  const [symbol, setSymbol] = useState('AAPL');
  useSnapshots([symbol]);
  useLiveAccountSync(props.account?.account_id);
  const marketClock = useMarketClock().data;
  return <OrderTicketPanel {...props} symbol={symbol} onSymbol={setSymbol} marketClock={marketClock} />;
}

/**
 * Renders the ticket on AAPL in a fresh QueryClient; the BFF is whatever the test stubbed, and
 * the live link is `live` (none by default).
 */
export function renderTicketPanel(props: HarnessProps, live: LiveStore | null = null): ReturnType<typeof render> {
  return renderWithQuery(
    <LiveStoreContext.Provider value={live}>
      <TicketHarness {...props} />
    </LiveStoreContext.Provider>,
  );
}
