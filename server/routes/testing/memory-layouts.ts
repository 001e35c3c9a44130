import type { Layout, SavedLayout } from '@contracts/layout';
import type { LayoutRecords } from '../layout';

/** Layouts kept in memory, per user, as the store keeps them: for route tests that are not about storage. */
export function memoryLayouts(): LayoutRecords {
  const saved = new Map<string, SavedLayout>();
  return {
    getLayout: (userId) => Promise.resolve(saved.get(userId) ?? { layout: null, updatedAt: null }),
    saveLayout: (userId, layout: Layout, now) => {
      const record = { layout, updatedAt: now };
      saved.set(userId, record);
      return Promise.resolve(record);
    },
    deleteLayout: (userId) => {
      saved.delete(userId);
      return Promise.resolve();
    },
  };
}
