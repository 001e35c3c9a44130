import { UpstreamBusyError } from '../client/upstream-errors';

const ATTEMPTS = 5;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a read a trade event needs until the BFF's own budget lets it through: a read refused as
 * busy (the group frozen after a 429, its queue full) is tried again after the wait it names, up
 * to five times. An event must not be dropped because the budget was short for a moment: its
 * order would keep stale terms on every screen until some later read.
 */
export async function retryWhileBusy<T>(
  read: () => Promise<T>,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof UpstreamBusyError) || attempt >= ATTEMPTS) throw error;
      await wait(error.retryAfterSeconds * 1_000);
    }
  }
}
