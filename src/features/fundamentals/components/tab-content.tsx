import type { TabId } from '../utils/tabs';
import { AnalystsTab } from './analysts-tab';
import { CapitalFlowTab } from './capital-flow-tab';
import { DividendsTab } from './dividends-tab';
import { EarningsTab } from './earnings-tab';
import { FilingsTab } from './filings-tab';
import { FundAllocationTab } from './fund-allocation-tab';
import { FundBriefTab } from './fund-brief-tab';
import { FundDividendsTab } from './fund-dividends-tab';
import { FundFilesTab } from './fund-files-tab';
import { FundHoldingsTab } from './fund-holdings-tab';
import { FundNetValueTab } from './fund-net-value-tab';
import { FundPerformanceTab } from './fund-performance-tab';
import { FundRatingTab } from './fund-rating-tab';
import { FundSplitsTab } from './fund-splits-tab';
import { IndicatorsTab } from './indicators-tab';
import { IndustryTab } from './industry-tab';
import { ProfileTab } from './profile-tab';
import { StatementsTab } from './statements-tab';

type TabContentProps = { tab: TabId; symbol: string; onSelectSymbol?: ((symbol: string) => void) | undefined };

/** The one tab being shown; mounting it is what fetches its data. */
export function TabContent({ tab, symbol, onSelectSymbol }: TabContentProps) {
  switch (tab) {
    case 'profile':
      return <ProfileTab symbol={symbol} />;
    case 'analysts':
      return <AnalystsTab symbol={symbol} />;
    case 'earnings':
      return <EarningsTab symbol={symbol} />;
    case 'dividends':
      return <DividendsTab symbol={symbol} />;
    case 'capital-flow':
      return <CapitalFlowTab symbol={symbol} />;
    case 'industry':
      return <IndustryTab symbol={symbol} />;
    case 'statements':
      return <StatementsTab symbol={symbol} />;
    case 'indicators':
      return <IndicatorsTab symbol={symbol} />;
    case 'filings':
      return <FilingsTab symbol={symbol} />;
    case 'fund-brief':
      return <FundBriefTab symbol={symbol} />;
    case 'fund-performance':
      return <FundPerformanceTab symbol={symbol} />;
    case 'fund-net-value':
      return <FundNetValueTab symbol={symbol} />;
    case 'fund-holdings':
      return <FundHoldingsTab symbol={symbol} onSelectSymbol={onSelectSymbol} />;
    case 'fund-dividends':
      return <FundDividendsTab symbol={symbol} />;
    case 'fund-rating':
      return <FundRatingTab symbol={symbol} />;
    case 'fund-splits':
      return <FundSplitsTab symbol={symbol} />;
    case 'fund-files':
      return <FundFilesTab symbol={symbol} />;
    case 'fund-allocation':
      return <FundAllocationTab symbol={symbol} />;
  }
}
