import { alertsTopic, type AlertsNotice } from '../contracts/alerts';
import { WATCHLISTS_TOPIC, type WatchlistChange } from '../contracts/watchlist-topic';
import type { LiveMessage } from './live-message';

type Interest = { retain(topic: string): () => void; count(topic: string): number };

/**
 * The live store's notice topics, `watchlists/changed` and `alerts/<user>`: each notice is
 * handed on the moment it arrives, not per frame. Notices are rare, and each makes a listener
 * read a list again or tell the trader an alert fired. Only while the topic is retained.
 */
export function createLiveNotices(interest: Interest) {
  const watchlistListeners = new Set<(change: WatchlistChange) => void>();
  const alertsListeners = new Set<(user: string, notice: AlertsNotice) => void>();
  return {
    /** Hands on `message` when it is a notice (true), else leaves it to the store (false). */
    receive(message: LiveMessage): message is Extract<LiveMessage, { kind: 'watchlists' | 'alerts' }> {
      if (message.kind === 'watchlists') {
        if (interest.count(WATCHLISTS_TOPIC) > 0)
          for (const listener of [...watchlistListeners]) listener(message.data);
        return true;
      }
      if (message.kind === 'alerts') {
        if (interest.count(alertsTopic(message.user)) > 0)
          for (const listener of [...alertsListeners]) listener(message.user, message.data);
        return true;
      }
      return false;
    },
    api: {
      /** Declares interest in `watchlists/changed` until released. */
      retainWatchlists(): () => void {
        return interest.retain(WATCHLISTS_TOPIC);
      },
      /** Hands `listener` each watchlist change as it arrives, while `watchlists/changed` is retained. */
      onWatchlistChange(listener: (change: WatchlistChange) => void): () => void {
        watchlistListeners.add(listener);
        return () => watchlistListeners.delete(listener);
      },
      /** Declares interest in `alerts/<user>` (the user's alert firings and revision) until released. */
      retainAlerts(user: string): () => void {
        return interest.retain(alertsTopic(user));
      },
      /** Hands `listener` each `alerts/<user>` notice as it arrives, while that topic is retained. */
      onAlertsNotice(listener: (user: string, notice: AlertsNotice) => void): () => void {
        alertsListeners.add(listener);
        return () => alertsListeners.delete(listener);
      },
    },
  };
}
