import { useState } from 'react';
import type { SessionInfo } from '@contracts/session';
import { useMarketClock } from '@src/api/get-market-clock';
import { ErrorBoundary } from '@src/components/error-boundary';
import { Skeleton } from '@src/components/skeleton';
import { AlertDelivery } from '@src/features/alerts/components/alert-delivery';
import { useChosenAccount } from '../hooks/use-chosen-account';
import { useMediaQuery } from '../hooks/use-media-query';
import { useTheme } from '../hooks/use-theme';
import { useUrlState } from '../hooks/use-url-state';
import { AccountLiveSlot } from './account-slots';
import { AppHeader } from './app-header';
import type { LayoutControls } from './workspace-layout-provider';
import { narrowChunk, wideChunk, WIDE_QUERY } from './workspace-chunks';
import { useWorkspacePanels } from './workspace-panels';

const workspaceFallback = <Skeleton className="m-4 h-64" label="Loading the dashboard" />;
const WideWorkspace = wideChunk.component(workspaceFallback);
const NarrowWorkspace = narrowChunk.component(workspaceFallback);

/**
 * The signed-in screen: the header over the workspace, resizable panels from 1024 px wide and
 * one view at a time with a tab bar below that (docs/layout.md).
 */
export function Dashboard({ session, controls }: { session: SessionInfo; controls: LayoutControls }) {
  const [{ symbol, timespan }, { setSymbol, setTimespan }] = useUrlState();
  const [theme, toggleTheme] = useTheme();
  const [accountId, setAccountId] = useState<string>();
  const account = useChosenAccount(accountId);
  const marketClock = useMarketClock().data;
  const wide = useMediaQuery(WIDE_QUERY);
  const panels = useWorkspacePanels({ session, symbol, setSymbol, timespan, setTimespan, theme, account, marketClock });

  return (
    <div className="flex h-dvh flex-col">
      <AppHeader
        session={session}
        symbol={symbol}
        onSymbol={setSymbol}
        accountId={accountId}
        onAccount={setAccountId}
        theme={theme}
        onToggleTheme={toggleTheme}
        layout={controls}
      />
      <ErrorBoundary fallbackTitle="The dashboard's panels did not load.">
        {wide ? <WideWorkspace panels={panels} controls={controls} /> : <NarrowWorkspace panels={panels} />}
      </ErrorBoundary>
      <AccountLiveSlot accountId={account?.account_id} />
      <AlertDelivery user={session.user} />
    </div>
  );
}
