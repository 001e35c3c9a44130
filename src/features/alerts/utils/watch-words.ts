import type { Alert } from '@contracts/alerts';

const STATUS_WORDS: Record<Exclude<Alert['status'], 'active'>, string> = {
  paused: 'Paused',
  done: 'Fired (once); done',
  expired: 'Expired without firing',
};

const WATCH_WORDS: Record<Alert['watch']['state'], string> = {
  watching: 'Watching',
  arming: 'Arming: waiting for a first price',
  waiting: 'Waiting',
  idle: 'Idle',
};

/** Where an alert stands, in words: its status, or for an active one what the BFF is doing with it. */
export function watchWords(alert: Alert): string {
  if (alert.status !== 'active') return STATUS_WORDS[alert.status];
  const state = WATCH_WORDS[alert.watch.state];
  return alert.watch.reason === '' ? state : `${state}: ${alert.watch.reason}`;
}
