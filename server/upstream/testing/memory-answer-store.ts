import type { DurableAnswerStore } from '../client/durable-answers';

/** The research cache as a map, shared by the services of several "restarts" in one test. */
export function memoryAnswerStore(): DurableAnswerStore & { keys(): string[] } {
  const rows = new Map<string, { answer: unknown; fetchedAt: number; freshUntil: number }>();
  return {
    readFresh(key, now) {
      const row = rows.get(key);
      // Through JSON, as the database keeps it.
      const answer: unknown = row === undefined ? undefined : JSON.parse(JSON.stringify(row.answer));
      return Promise.resolve(
        row !== undefined && row.freshUntil > now ? { answer, fetchedAt: row.fetchedAt } : undefined,
      );
    },
    write({ key, ...row }) {
      rows.set(key, row);
      return Promise.resolve();
    },
    keys: () => [...rows.keys()],
  };
}
