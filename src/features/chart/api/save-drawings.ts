import type { Drawing, SavedDrawings } from '@contracts/drawings';
import { savedDrawingsSchema } from '@contracts/drawings';
import { apiSend } from '@src/lib/api-client';

/**
 * Replaces the drawings on `symbol`, from the version this page read; a 409 `DRAWINGS_CHANGED`
 * when another tab or browser saved since (docs/chart-research.md#drawings).
 */
export function saveDrawings(
  symbol: string,
  drawings: readonly Drawing[],
  baseVersion: number,
): Promise<SavedDrawings> {
  return apiSend('PUT', `/api/drawings/${encodeURIComponent(symbol)}`, { drawings, baseVersion }, savedDrawingsSchema);
}
