import type { FastifyInstance } from 'fastify';
import {
  alertChangeSchema,
  alertFiringListSchema,
  alertFiringsQuerySchema,
  alertIdParamsSchema,
  alertListSchema,
  alertSchema,
  newAlertSchema,
} from '@contracts/alerts';
import { noBodySchema } from '@contracts/common';
import type { AlertService } from '@server/alerts/alert-service';
import { checkOutput, parseBody, parseInput } from '@server/shared/parse-input';

export interface AlertRouteOptions {
  alerts: AlertService;
  /** Whose alerts every session of this BFF reads and writes: the holder of the broker key, as for layouts. */
  userId: string;
}

/**
 * `/api/alerts`: the user's price alerts and the log of their firings (docs/browser-api.md#alerts).
 * The service does the checks and refuses in words (404 no such alert, 409 the quota or the cap,
 * 400 an expiry in the past); the routes parse strictly and check every answer.
 */
export function registerAlertRoutes(app: FastifyInstance, { alerts, userId }: AlertRouteOptions): void {
  app.get('/api/alerts', async () => checkOutput(alertListSchema, { alerts: await alerts.list(userId) }));

  app.post('/api/alerts', async (request, reply) => {
    const alert = parseBody(request, newAlertSchema);
    return reply.code(201).send(checkOutput(alertSchema, await alerts.create(userId, alert)));
  });

  app.get('/api/alerts/firings', async (request) => {
    const { limit } = parseInput(alertFiringsQuerySchema, request.query);
    return checkOutput(alertFiringListSchema, { firings: await alerts.firings(userId, limit) });
  });

  app.patch('/api/alerts/:id', async (request) => {
    const { id } = parseInput(alertIdParamsSchema, request.params);
    const change = parseBody(request, alertChangeSchema);
    return checkOutput(alertSchema, await alerts.update(userId, id, change));
  });

  app.delete('/api/alerts/:id', async (request, reply) => {
    const { id } = parseInput(alertIdParamsSchema, request.params);
    parseBody(request, noBodySchema);
    await alerts.remove(userId, id);
    return reply.code(204).send();
  });
}
