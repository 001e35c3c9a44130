import type { z } from 'zod';

/**
 * Where the provider's slow-moving answers are kept across restarts (the store's research cache,
 * docs/store.md#the-research-cache). The store satisfies it; tests and benches go without.
 */
export interface DurableAnswerStore {
  readFresh(key: string, now: number): Promise<{ answer: unknown; fetchedAt: number } | undefined>;
  write(row: { key: string; answer: unknown; fetchedAt: number; freshUntil: number }): Promise<void>;
}

/** What a service asks of the kept answers: a fresh one read through its schema, or keep this one. */
export interface DurableAnswers {
  read<S extends z.ZodType>(key: string, schema: S): Promise<z.output<S> | undefined>;
  keep(key: string, answer: unknown, fetchedAt: number, freshForMs: number): Promise<void>;
}

/** Nothing kept: every restart asks again. */
export const NO_DURABLE_ANSWERS: DurableAnswers = {
  read: () => Promise.resolve(undefined),
  keep: () => Promise.resolve(),
};

/**
 * The kept answers of one upstream: keys start with `scope` (paper or live and region), so a
 * simulated profile is never served to a live dashboard on the same database. A database that
 * fails costs a call, never an answer: the failure is logged and the provider asked.
 */
export function createDurableAnswers(deps: {
  store: DurableAnswerStore;
  scope: string;
  now: () => number;
  log: (line: string) => void;
}): DurableAnswers {
  const keyOf = (key: string) => `${deps.scope}|${key}`;
  return {
    async read(key, schema) {
      try {
        const row = await deps.store.readFresh(keyOf(key), deps.now());
        if (row === undefined) return undefined;
        // A row written by another version that no longer fits is as good as none.
        const parsed = schema.safeParse(row.answer);
        return parsed.success ? parsed.data : undefined;
      } catch (error) {
        deps.log(`research cache read failed, asking the provider: ${String(error)}`);
        return undefined;
      }
    },
    async keep(key, answer, fetchedAt, freshForMs) {
      try {
        await deps.store.write({ key: keyOf(key), answer, fetchedAt, freshUntil: deps.now() + freshForMs });
      } catch (error) {
        deps.log(`research cache write failed: ${String(error)}`);
      }
    },
  };
}
