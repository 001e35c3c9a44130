import type { PaperAccountReset } from '@contracts/paper-account';
import type { Transport } from './upstream/client/transport';
import { UpstreamHttpError } from './upstream/client/upstream-errors';

export interface PaperAccountResetDeps {
  /** How the BFF reaches the simulator: the same transport as every signed call. */
  transport: Transport;
  /** The simulator's HTTP base, where its control surface is. */
  simulatorUrl: string;
  /** The app key's account ids, before the reset (the reset keeps them). */
  accountIds: () => Promise<string[]>;
  /** Removes the journal's intents, orders and steps of these accounts; how many orders went. */
  forgetJournal: (accountIds: readonly string[]) => Promise<number>;
  /** Removes the saved layout of this app key. */
  forgetLayout: () => Promise<void>;
  /** Drops what the BFF caches of the watchlists and tells every tab to read them again. */
  forgetWatchlists: () => void;
}

/** Starts the paper account over: what "Reset paper account" in the dashboard does. */
export interface PaperAccountResetter {
  reset(): Promise<PaperAccountReset>;
}

/**
 * The simulator's accounts go back to their seed through `POST /_control/reset` (served by the
 * simulator the BFF starts: SIM_CONTROL=reset), then the BFF forgets what it kept of them: the
 * journaled orders (else they would be looked up, or shown, again), the saved layout and its
 * cached watchlists (docs/store.md#resetting-the-paper-account). The simulator goes first: if it
 * refuses, nothing of the dashboard's own is lost. Two resets at once are one.
 */
export function createPaperAccountResetter(deps: PaperAccountResetDeps): PaperAccountResetter {
  let running: Promise<PaperAccountReset> | null = null;
  async function run(): Promise<PaperAccountReset> {
    const accounts = await deps.accountIds();
    const response = await deps.transport({
      url: new URL('/_control/reset', deps.simulatorUrl),
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (response.status < 200 || response.status >= 300) {
      throw new UpstreamHttpError(
        response.status,
        'RESET_REFUSED',
        'the simulator did not reset the paper account',
        null,
        null,
      );
    }
    const ordersForgotten = await deps.forgetJournal(accounts);
    await deps.forgetLayout();
    deps.forgetWatchlists();
    return { accounts, ordersForgotten };
  }
  return {
    reset() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
