import type { FastifyInstance } from 'fastify';
import {
  allDrawingsSchema,
  drawingsParamsSchema,
  drawingsQuerySchema,
  putDrawingsBodySchema,
  savedDrawingsSchema,
  type Drawing,
  type SavedDrawings,
} from '@contracts/drawings';
import type { Clock } from '@server/shared/clock';
import { ApiError } from '@server/shared/api-error';
import { checkOutput, parseBody, parseInput } from '@server/shared/parse-input';

/** Where drawings are kept: the store's DrawingStore (routes never import the store itself). */
export interface DrawingRecords {
  getDrawings(userId: string, symbol: string): Promise<SavedDrawings>;
  saveDrawings(
    userId: string,
    symbol: string,
    drawings: readonly Drawing[],
    baseVersion: number,
    now: number,
  ): Promise<{ saved: SavedDrawings } | { conflict: SavedDrawings }>;
  allDrawings(userId: string): Promise<SavedDrawings[]>;
}

export interface DrawingRouteOptions {
  records: DrawingRecords;
  /** Whose drawings every session of this BFF reads and writes: the layout's owner (docs/decisions/0074-whose-layout-the-holder-of-the-broker-key.md). */
  userId: string;
  clock: Clock;
}

/** The 409's words: what happened and what the trader can do. */
export const drawingsChanged = (symbol: string) =>
  `The drawings on ${symbol} were changed in another tab or browser since this page read them, so this change was not saved. ` +
  'Reload them to see the saved drawings, then redo the change if it is still wanted.';

/**
 * `/api/drawings`: the signed-in user's chart drawings, per symbol (docs/chart-research.md#drawings).
 * A PUT replaces the symbol's whole set only if `baseVersion` is still the saved version: two
 * pages saving from the same copy do not silently lose one's change.
 */
export function registerDrawingRoutes(app: FastifyInstance, { records, userId, clock }: DrawingRouteOptions): void {
  app.get('/api/drawings', async (request) => {
    const { symbol } = parseInput(drawingsQuerySchema, request.query);
    return checkOutput(savedDrawingsSchema, await records.getDrawings(userId, symbol));
  });

  // Every symbol's drawings, for a layout export.
  app.get('/api/drawings/all', async () => {
    const all = await records.allDrawings(userId);
    return checkOutput(allDrawingsSchema, {
      drawings: Object.fromEntries(all.map((saved) => [saved.symbol, saved.drawings])),
    });
  });

  // A layout import: each symbol it names gets the file's drawings, whatever was saved (a page
  // that still shows the old ones meets a 409 at its next save and reloads them).
  app.post('/api/drawings/import', async (request) => {
    const { drawings } = parseBody(request, allDrawingsSchema);
    for (const [symbol, list] of Object.entries(drawings)) await replace(symbol, list);
    return checkOutput(allDrawingsSchema, { drawings });
  });

  async function replace(symbol: string, drawings: readonly Drawing[]): Promise<void> {
    // Another save may land between the read and the write; then read again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { version } = await records.getDrawings(userId, symbol);
      if ('saved' in (await records.saveDrawings(userId, symbol, drawings, version, clock.now()))) return;
    }
    throw new ApiError(409, 'DRAWINGS_CHANGED', drawingsChanged(symbol));
  }

  app.put('/api/drawings/:symbol', async (request) => {
    const { symbol } = parseInput(drawingsParamsSchema, request.params);
    const { drawings, baseVersion } = parseBody(request, putDrawingsBodySchema);
    const outcome = await records.saveDrawings(userId, symbol, drawings, baseVersion, clock.now());
    if ('conflict' in outcome) throw new ApiError(409, 'DRAWINGS_CHANGED', drawingsChanged(symbol));
    return checkOutput(savedDrawingsSchema, outcome.saved);
  });
}
