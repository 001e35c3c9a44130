import type { FastifyInstance } from 'fastify';
import { noBodySchema } from '@contracts/common';
import { layoutSchema, savedLayoutSchema, type Layout, type SavedLayout } from '@contracts/layout';
import type { Clock } from '@server/shared/clock';
import { checkOutput, parseBody } from '@server/shared/parse-input';

/** Where layouts are kept: the store's LayoutStore (routes never import the store itself). */
export interface LayoutRecords {
  getLayout(userId: string): Promise<SavedLayout>;
  saveLayout(userId: string, layout: Layout, now: number): Promise<SavedLayout>;
  deleteLayout(userId: string): Promise<void>;
}

export interface LayoutRouteOptions {
  records: LayoutRecords;
  /**
   * Whose layout every session of this BFF reads and writes
   * (docs/decisions/0074-whose-layout-the-holder-of-the-broker-key.md).
   */
  userId: string;
  clock: Clock;
}

/**
 * `/api/layout`: the signed-in user's dashboard layout (docs/layout.md). A PUT whose body is not
 * a layout is a 400 naming the field, and the saved layout stays as it was.
 */
export function registerLayoutRoutes(app: FastifyInstance, { records, userId, clock }: LayoutRouteOptions): void {
  app.get('/api/layout', async () => checkOutput(savedLayoutSchema, await records.getLayout(userId)));

  app.put('/api/layout', async (request) => {
    const layout = parseBody(request, layoutSchema);
    return checkOutput(savedLayoutSchema, await records.saveLayout(userId, layout, clock.now()));
  });

  app.delete('/api/layout', async (request, reply) => {
    parseBody(request, noBodySchema);
    await records.deleteLayout(userId);
    return reply.code(204).send();
  });
}
