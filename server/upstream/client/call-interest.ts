/**
 * Who still waits for one shared upstream call: each caller adds its abort signal, and `signal`
 * aborts once every caller's has. A caller without a signal waits for good, so the call is then
 * never given up.
 */
export interface CallInterest {
  /** Aborts once every caller added has aborted. */
  readonly signal: AbortSignal;
  add(signal: AbortSignal | undefined): void;
}

export function createCallInterest(): CallInterest {
  const controller = new AbortController();
  let waiting = 0;
  let forGood = false;
  const leave = () => {
    waiting -= 1;
    if (!forGood && waiting === 0) controller.abort();
  };
  return {
    signal: controller.signal,
    add(signal: AbortSignal | undefined): void {
      if (signal === undefined) {
        forGood = true;
        return;
      }
      waiting += 1;
      if (signal.aborted) leave();
      else signal.addEventListener('abort', leave, { once: true });
    },
  };
}
