import { useState } from 'react';
import type { TokenState } from '@contracts/token';
import { useClock } from '@src/lib/use-clock';
import type { TokenView } from '@src/lib/live-views';
import { formatTimeLeft, timeLeftAt } from './time-left';

type HeldState = 'pending' | 'expired' | 'invalid' | 'unreachable';

const WORDS: Record<HeldState, { title: string; text: string }> = {
  pending: {
    title: 'Approve the sign-in in your broker app',
    text: 'Your broker asks for a second sign-in before the dashboard can read your accounts and prices. Open the broker app on your phone and approve the request; the dashboard opens by itself once you do.',
  },
  expired: {
    title: 'The sign-in was not approved in time',
    text: 'The broker gives five minutes to approve a sign-in. Ask again, then approve the new request in your broker app.',
  },
  invalid: {
    title: 'The sign-in was rejected',
    text: 'The broker no longer accepts this sign-in: it was rejected in the broker app, revoked, or unused for too long. Ask again, then approve the new request in your broker app.',
  },
  unreachable: {
    title: 'The broker could not be asked about the second sign-in',
    text: 'Before anything else the dashboard asks your broker whether this app key needs a second sign-in (2FA), and got no answer. Nothing is sent to the broker until it knows. It asks again by itself, more slowly each time; "Ask again" asks now. If this lasts, check the network and the BROKER_REGION setting, and the dashboard server\'s terminal.',
  },
};

function wordsFor(state: TokenState) {
  return state === 'pending' || state === 'expired' || state === 'invalid' || state === 'unreachable'
    ? WORDS[state]
    : WORDS.invalid;
}

/**
 * The whole screen while the provider's second-factor token waits for the trader. `onRenew` comes
 * from the gate, so this lazy chunk shares no BFF client code with the first screen.
 */
export function TokenScreen({ view, onRenew }: { view: TokenView; onRenew: () => Promise<unknown> }) {
  const now = useClock();
  // Plain state rather than a mutation: this chunk then shares none of the query library's internals.
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const askAgain = () => {
    setAsking(true);
    setFailure(null);
    onRenew().then(
      () => {
        setAsking(false);
      },
      (error: unknown) => {
        setAsking(false);
        setFailure(error instanceof Error ? error.message : 'The dashboard server did not answer; try again.');
      },
    );
  };
  const { state, expires_in_ms: expiresIn } = view.status;
  const words = wordsFor(state);
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-8">
      <h1 className="text-2xl font-semibold">{words.title}</h1>
      <p>{words.text}</p>
      {state === 'pending' && expiresIn !== null && (
        <p role="timer" className="text-lg font-medium tabular-nums">
          {formatTimeLeft(timeLeftAt(expiresIn, view.receivedAt, now))} left to approve
        </p>
      )}
      {state !== 'pending' && (
        <div className="flex flex-col items-start gap-2">
          <button
            type="button"
            disabled={asking}
            onClick={askAgain}
            className="rounded-md bg-sky-700 px-3 py-1.5 font-medium text-white hover:bg-sky-800 disabled:opacity-60"
          >
            Ask again
          </button>
          {failure !== null && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {failure}
            </p>
          )}
        </div>
      )}
    </main>
  );
}
