import { expect, test } from 'vitest';
import type { UpstreamClient } from './http-client';
import { findGeneration } from './find-generation';
import { UpstreamHttpError, UpstreamTransportError } from './upstream-errors';

/** A client per generation that fails (or answers) as given. */
function answering(outcome: Record<'v2' | 'v3', Error | null>) {
  const asked: string[] = [];
  const clientFor = (generation: 'v2' | 'v3'): UpstreamClient => ({
    call: (operation) => {
      asked.push(`${generation} ${operation}`);
      const error = outcome[generation];
      return error === null ? Promise.resolve([]) : Promise.reject(error);
    },
  });
  return { clientFor, asked };
}

const notFound = new UpstreamHttpError(404, '', '404 Route Not Found', null, null);
const noToken = new UpstreamHttpError(401, 'INVALID_TOKEN', 'Header x-access-token is missing or invalid.', null, null);

test('generation 3 answering, even 401 for want of a token, is used after one call', async () => {
  const { clientFor, asked } = answering({ v3: noToken, v2: null });
  expect((await findGeneration(clientFor)).generation).toBe('v3');
  expect(asked).toEqual(['v3 listAccounts']);
});

test('generation 3 not found and generation 2 answering: generation 2, with the setting that selects it', async () => {
  const { clientFor, asked } = answering({ v3: notFound, v2: null });
  const found = await findGeneration(clientFor);
  expect(found.generation).toBe('v2');
  expect(found.said).toContain('BROKER_PATH_GENERATION=v2');
  expect(asked).toEqual(['v3 listAccounts', 'v2 listAccounts']);
});

test('neither telling (unreachable, or 404 on both): generation 3, said with what to check', async () => {
  const { clientFor } = answering({ v3: new UpstreamTransportError('connect refused'), v2: notFound });
  const found = await findGeneration(clientFor);
  expect(found.generation).toBe('v3');
  expect(found.said).toBe(
    'Paths: neither generation answered (generation 3 could not be reached, generation 2 answers 404); trying generation 3 (/trading/..., /market-data/...). Check the host and BROKER_REGION, or set BROKER_PATH_GENERATION.',
  );
});
