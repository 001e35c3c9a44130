/**
 * One relayed value the live store shows from the next frame on: `set` holds the newest as
 * pending, `commit` (at the frame) makes it current, `clear` forgets both.
 */
export function frameLatched<T>() {
  let current: T | null = null;
  let pending: T | undefined;
  return {
    get: (): T | null => current,
    set(value: T): void {
      pending = value;
    },
    commit(): void {
      if (pending !== undefined) current = pending;
      pending = undefined;
    },
    clear(): void {
      current = null;
      pending = undefined;
    },
  };
}
