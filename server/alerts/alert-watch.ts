import type { AlertWatch } from '@contracts/alerts';
import type { FeedState } from '@contracts/stream';
import type { StoredAlert } from '@server/store/alert-store';
import { closedReason, isJudgedAt } from './alert-sessions';

/** What the engine knows of one alert and of the stream, for its `watch`. */
export interface WatchFacts {
  /** Market time now (the broker's). */
  marketNow: number;
  feedState: FeedState;
  engineState: 'absent' | 'arming' | 'armed';
}

/** Where an alert stands with the evaluator, in words for the panel (docs/alerts.md#arming). */
export function watchOf(alert: Pick<StoredAlert, 'status' | 'symbol'>, facts: WatchFacts): AlertWatch {
  if (alert.status === 'paused') return { state: 'idle', reason: 'Paused' };
  if (alert.status === 'done') return { state: 'idle', reason: 'Fired; it fires once' };
  if (alert.status === 'expired') return { state: 'idle', reason: 'Expired without firing' };
  if (!isJudgedAt(facts.marketNow)) return { state: 'waiting', reason: closedReason(facts.marketNow) };
  if (facts.feedState !== 'live')
    return { state: 'waiting', reason: `The stream is ${facts.feedState}; judged again once it is live` };
  if (facts.engineState === 'armed') return { state: 'watching', reason: `Watching every price of ${alert.symbol}` };
  return { state: 'arming', reason: `Waiting for a first price of ${alert.symbol} to compare the next with` };
}
