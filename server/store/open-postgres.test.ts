import { createServer, type Server, type Socket } from 'node:net';
import { expect, onTestFinished, test } from 'vitest';
import { openStore } from './open-store';
import { describePostgresServer } from './postgres-failure';
import { StoreError } from './store-error';
import { testDatabaseUrl } from './testing/test-database';

/** A port on 127.0.0.1 that was free a moment ago and that nothing listens on now. */
async function closedPort(): Promise<number> {
  const server = await listening(createServer());
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function listening(server: Server): Promise<Server> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve(server);
    }),
  );
}

function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

test('an unreachable Postgres server stops start-up naming host, port and database, never the password', async () => {
  const port = await closedPort();
  const failure = openStore({ kind: 'postgres', url: `postgres://dash:hunter2@127.0.0.1:${port}/dashboard` });
  await expect(failure).rejects.toBeInstanceOf(StoreError);
  await expect(failure).rejects.toThrow(
    `Cannot reach the Postgres server at 127.0.0.1:${port}/dashboard (DATABASE_URL): connection refused. ` +
      'Start the server, or fix the host and port in DATABASE_URL.',
  );
  await expect(failure).rejects.not.toThrow(/hunter2/);
});

test('a server that accepts the connection and never answers stops start-up after the connect timeout', async () => {
  const sockets: Socket[] = [];
  const silent = await listening(createServer((socket) => sockets.push(socket)));
  onTestFinished(() => {
    for (const socket of sockets) socket.destroy();
    silent.close();
  });
  const url = `postgres://dash:hunter2@127.0.0.1:${portOf(silent)}/dashboard`;
  await expect(openStore({ kind: 'postgres', url }, { connectTimeoutMs: 300 })).rejects.toThrow(
    `The Postgres server at 127.0.0.1:${portOf(silent)}/dashboard (DATABASE_URL) did not answer within 0.3 s.`,
  );
});

test('messages name the server as host:port/database, with the defaults a URL may leave out', () => {
  expect(describePostgresServer('postgres://u:p@db.internal/dashboard')).toBe('db.internal:5432/dashboard');
  expect(describePostgresServer('postgresql://u:p@10.0.0.5:6543/dash?sslmode=require')).toBe('10.0.0.5:6543/dash');
  expect(describePostgresServer('postgres:///dashboard?host=/var/run/postgresql')).toBe(
    '/var/run/postgresql:5432/dashboard',
  );
});

const serverUrl = testDatabaseUrl();
if (serverUrl !== null) {
  test('postgres: a wrong password is named as a refused login, without the password', async () => {
    const url = new URL(serverUrl);
    url.password = 'certainly-not-the-password';
    const failure = openStore({ kind: 'postgres', url: url.toString() });
    await expect(failure).rejects.toThrow(/refused the login \(DATABASE_URL\): .*Check the user name and password\.$/);
    await expect(failure).rejects.not.toThrow(/certainly-not-the-password/);
  });

  test('postgres: a database that does not exist is named with what to do', async () => {
    const url = new URL(serverUrl);
    url.pathname = '/no_such_dashboard_db';
    await expect(openStore({ kind: 'postgres', url: url.toString() })).rejects.toThrow(
      /^The database of DATABASE_URL does not exist \(.*\/no_such_dashboard_db\): .*Create it, or fix its name\.$/,
    );
  });
}
