import { alertsTopic, type AlertsNotice } from '@contracts/alerts';
import type { AlertService } from '@server/alerts/alert-service';
import type { PublishEncoder } from './encode-publish';
import type { FanOutTally, Subscriber } from './fan-out';

/** Where the relay reads `alerts/<USER>`: the alert service's notice and its changes. */
export type AlertNoticeSource = Pick<AlertService, 'notice' | 'onNotice'>;

/** The alert topics' share of the fan-out: subscribers per `alerts/<USER>`. */
export interface AlertNoticeFanOut {
  subscribe(subscriber: Subscriber, topic: string, user: string): void;
  unsubscribe(subscriber: Subscriber, topic: string): void;
  close(): void;
}

/**
 * `alerts/<USER>` is retained (docs/browser-api.md#alerts-user): a new subscriber gets the notice
 * as it stands, asked of the service (which may read the store, so it answers later), and every
 * subscriber gets each new notice at once, encoded once. A notice broadcast while a subscriber's
 * first one was being read is newer than that one, and was sent to it: the older one is then not.
 */
export function createAlertNoticeFanOut(deps: {
  source: AlertNoticeSource;
  encode: PublishEncoder;
  tally: FanOutTally;
  log: (line: string) => void;
}): AlertNoticeFanOut {
  const subscribers = new Map<string, Set<Subscriber>>();
  /** How many notices went out per topic, so a first read overtaken by a broadcast is dropped. */
  const broadcasts = new Map<string, number>();

  function send(targets: Iterable<Subscriber>, topic: string, notice: AlertsNotice, retained: boolean): void {
    const frame = deps.encode(topic, notice, retained);
    deps.tally.encoded += 1;
    for (const target of targets) {
      deps.tally.deliveries += 1;
      target.deliver(topic, frame);
      target.flushWrites();
    }
  }

  const stop = deps.source.onNotice((user, notice) => {
    const topic = alertsTopic(user);
    broadcasts.set(topic, (broadcasts.get(topic) ?? 0) + 1);
    const targets = subscribers.get(topic);
    if (targets !== undefined && targets.size > 0) send(targets, topic, notice, false);
  });

  return {
    subscribe(subscriber, topic, user) {
      let set = subscribers.get(topic);
      if (set === undefined) subscribers.set(topic, (set = new Set()));
      set.add(subscriber);
      const before = broadcasts.get(topic) ?? 0;
      deps.source.notice(user).then(
        (notice) => {
          if (subscribers.get(topic)?.has(subscriber) !== true) return;
          if ((broadcasts.get(topic) ?? 0) !== before) return;
          send([subscriber], topic, notice, true);
        },
        (error: unknown) => {
          deps.log(
            `relay: the alerts notice could not be read: ${error instanceof Error ? error.message : String(error)}`,
          );
        },
      );
    },
    unsubscribe(subscriber, topic) {
      const set = subscribers.get(topic);
      set?.delete(subscriber);
      if (set?.size === 0) subscribers.delete(topic);
    },
    close() {
      stop();
      subscribers.clear();
    },
  };
}
