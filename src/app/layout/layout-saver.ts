import type { Layout } from '@contracts/layout';

export interface LayoutSaverDeps {
  save(layout: Layout): Promise<unknown>;
  forget(): Promise<unknown>;
  /** Called with every layout to show. */
  onShow(layout: Layout): void;
  /** Called after each write: undefined when it succeeded, else why it failed. */
  onSaved(error: string | undefined): void;
  delayMs: number;
  setTimer(callback: () => void, delayMs: number): () => void;
}

/**
 * Keeps the layout a user sees and writes it to the BFF: a change is saved `delayMs` after the
 * last one (one write for a drag across several separators); writes go one at a time, so the
 * server ends with the last layout shown (docs/layout.md).
 */
export function createLayoutSaver(initial: Layout, deps: LayoutSaverDeps) {
  let current = initial;
  let cancelTimer: (() => void) | undefined;
  let writes: Promise<unknown> = Promise.resolve();

  const queue = (write: () => Promise<unknown>) => {
    writes = writes.then(write).then(
      () => {
        deps.onSaved(undefined);
      },
      (error: unknown) => {
        deps.onSaved(error instanceof Error ? error.message : 'the server did not answer');
      },
    );
  };
  const stopTimer = () => {
    cancelTimer?.();
    cancelTimer = undefined;
  };
  const saveNow = () => {
    stopTimer();
    const layout = current;
    queue(() => deps.save(layout));
  };
  const show = (next: Layout) => {
    current = next;
    deps.onShow(next);
  };

  return {
    /** Changes part of the layout and saves it after the delay. */
    update(patch: Partial<Omit<Layout, 'version'>>) {
      show({ ...current, ...patch });
      stopTimer();
      cancelTimer = deps.setTimer(saveNow, deps.delayMs);
    },
    /** Sets one panel group's sizes (already rounded), saved like any change. */
    panels(group: string, sizes: Record<string, number>) {
      this.update({ panels: { ...current.panels, [group]: sizes } });
    },
    /** Shows a whole layout (an import) and saves it at once. */
    replace(next: Layout) {
      show(next);
      saveNow();
    },
    /** Shows `fallback` and forgets the saved layout. */
    reset(fallback: Layout) {
      stopTimer();
      show(fallback);
      queue(() => deps.forget());
    },
    /** Sends a change still waiting for its delay (the dashboard is going away). */
    flush() {
      if (cancelTimer !== undefined) saveNow();
    },
    /** Resolves once every write asked for so far has been answered. */
    settled(): Promise<unknown> {
      return writes;
    },
  };
}

export type LayoutSaver = ReturnType<typeof createLayoutSaver>;
