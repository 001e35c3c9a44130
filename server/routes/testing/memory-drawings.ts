import type { SavedDrawings } from '@contracts/drawings';
import type { DrawingRecords } from '../drawings';

/** Drawings kept in memory, per user and symbol, versioned as the store does: for route tests not about storage. */
export function memoryDrawings(): DrawingRecords {
  const saved = new Map<string, SavedDrawings>();
  const read = (userId: string, symbol: string): SavedDrawings =>
    saved.get(`${userId}\n${symbol}`) ?? { symbol, drawings: [], version: 0, updatedAt: null };
  return {
    getDrawings: (userId, symbol) => Promise.resolve(read(userId, symbol)),
    allDrawings: (userId) =>
      Promise.resolve(
        [...saved.entries()]
          .filter(([key, record]) => key.startsWith(`${userId}\n`) && record.drawings.length > 0)
          .map(([, record]) => record)
          .sort((a, b) => a.symbol.localeCompare(b.symbol)),
      ),
    saveDrawings: (userId, symbol, drawings, baseVersion, now) => {
      const current = read(userId, symbol);
      if (current.version !== baseVersion) return Promise.resolve({ conflict: current });
      const record = { symbol, drawings: [...drawings], version: baseVersion + 1, updatedAt: now };
      saved.set(`${userId}\n${symbol}`, record);
      return Promise.resolve({ saved: record });
    },
  };
}
