import { useRef } from 'react';
import type { NewInstrument } from '../api/add-instruments';
import { refusalText } from '../api/use-optimistic-write';

type AddOutcome = { ok: boolean; message: string };

type AddInTurn = {
  listName: string;
  /** Sends one add and resolves to the sentence saying what happened. */
  add: (listName: string, items: NewInstrument[]) => Promise<AddOutcome>;
  onInfo: (message: string) => void;
  onRefused: (message: string) => void;
};

/**
 * Adds symbols typed one after another, each in its turn: an add waits until the one before it
 * has been answered, and every add ends in a sentence, a refusal or a failure included. Sent at
 * once, a slow add's confirmation arrived after the next one's answer and covered it: the line
 * named the previous symbol, and a refused add went without a word.
 */
export function useAddInTurn({ listName, add, onInfo, onRefused }: AddInTurn) {
  const queue = useRef<Promise<void>>(Promise.resolve());
  return (item: NewInstrument) => {
    onInfo(`Adding ${item.symbol} to “${listName}”…`);
    queue.current = queue.current.then(() =>
      add(listName, [item]).then(
        (outcome) => {
          if (outcome.ok) onInfo(outcome.message);
          else onRefused(outcome.message);
        },
        (error: unknown) => {
          onRefused(refusalText(`Could not add ${item.symbol} to “${listName}”`, error));
        },
      ),
    );
  };
}
