import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contracts/session';
import type { Broker } from '@server/upstream/broker';
import { fakeBroker, loggedInApp } from './fake-broker';

/** The dashboard page's own origin in these tests: `loggedInApp` allows it. */
const PAGE_ORIGIN = 'http://localhost:5173';

/**
 * An app over a fake broker, and the headers that make an injected request come from a
 * signed-in dashboard page (reads and writes alike). The one place tests built on it say what
 * "signed in" takes, so a new credential is added here once.
 */
export async function signedInApp(
  broker: Broker = fakeBroker(),
): Promise<{ app: FastifyInstance; headers: Record<string, string> }> {
  const { app, headers } = await loggedInApp(broker);
  return { app, headers: { ...headers, origin: PAGE_ORIGIN, [CSRF_HEADER]: CSRF_HEADER_VALUE } };
}
