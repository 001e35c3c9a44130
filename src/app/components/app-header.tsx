import { lazy, Suspense, useRef } from 'react';
import type { SessionInfo } from '@contracts/session';
import { AccountPicker } from '@src/features/account/components/account-picker';
import { AlertsButton } from '@src/features/alerts/components/alerts-button';
import { SymbolSearch } from '@src/features/symbol-search/components/symbol-search';
import type { Theme } from '../hooks/theme';
import { useHeaderBottom } from '../hooks/use-header-bottom';
import { BudgetGauge } from './budget-gauge';
import { DiagnosticsButton } from './diagnostics-button';
import { FeedBadge } from './feed-badge';
import { HeaderControls } from './header-controls';
import { LayoutMenu } from './layout-menu';
import { LogoutButton } from './logout-button';
import { MarketStatusBadge } from './market-status-badge';
import { MarketTimeBadge } from './market-time-badge';
import { ModeBadge } from './mode-badge';
import { ThemeToggle } from './theme-toggle';
import type { LayoutControls } from './workspace-layout-provider';

// The clock-skew note is rare and stays out of the first screen's bundle (build/bundle-budget);
// if its chunk cannot load, the header simply goes without it.
const ClockSkewNote = lazy(async () => {
  try {
    return { default: (await import('./clock-skew-note')).ClockSkewNote };
  } catch {
    return { default: () => null };
  }
});

type AppHeaderProps = {
  session: SessionInfo;
  /** The selected symbol: the Alerts panel's form starts on it. */
  symbol: string;
  onSymbol: (symbol: string) => void;
  accountId: string | undefined;
  onAccount: (accountId: string) => void;
  theme: Theme;
  onToggleTheme: () => void;
  layout: LayoutControls;
};

/** Brand, mode, market time, market status and feed badges, the budget gauge, the clock-skew note, symbol search, account picker, alerts, theme, layout menu, diagnostics and logout. */
export function AppHeader({
  session,
  symbol,
  onSymbol,
  accountId,
  onAccount,
  theme,
  onToggleTheme,
  layout,
}: AppHeaderProps) {
  const header = useRef<HTMLElement>(null);
  useHeaderBottom(header);
  return (
    <header
      ref={header}
      className="relative flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-slate-200 px-4 py-2 max-sm:px-3 xl:gap-x-3 dark:border-slate-800"
    >
      {/* One row from 1024 px and two on a phone, so the panels keep their height: the name
          (also the page's title) and the words a badge can do without show only on a wide
          screen; on a phone the rarely used controls sit behind Menu (docs/layout.md, The header). */}
      <span className="font-semibold max-[1800px]:sr-only">Brokerage Dashboard</span>
      <ModeBadge mode={session.mode} />
      <MarketTimeBadge />
      <MarketStatusBadge />
      <FeedBadge />
      <BudgetGauge />
      <Suspense fallback={null}>
        <ClockSkewNote />
      </Suspense>
      <div className="min-w-32 flex-1 max-sm:basis-32">
        <SymbolSearch onSelect={onSymbol} />
      </div>
      {/* The account's name is long: it is cut to the room left (docs/layout.md, The header), the
          whole name in the list. */}
      <div className="max-w-40 min-w-0 max-sm:max-w-[40%] xl:max-w-none [&>select]:w-full">
        <AccountPicker value={accountId} onChange={onAccount} />
      </div>
      <HeaderControls>
        <AlertsButton symbol={symbol} />
        <ThemeToggle theme={theme} onToggle={onToggleTheme} />
        <LayoutMenu layout={layout} />
        <DiagnosticsButton sessionLifetime={session.lifetime} />
        <LogoutButton beforeLogout={layout.saveNow} />
      </HeaderControls>
    </header>
  );
}
