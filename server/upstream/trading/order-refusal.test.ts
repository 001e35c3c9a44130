import { expect, test } from 'vitest';
import { AccessTokenRequiredError, AccessTokenUnknownError } from '../client/access-token-source';
import { UpstreamHttpError, UpstreamTransportError } from '../client/upstream-errors';
import { toOrderRefusal } from './order-refusal';

test('an order held back or refused for want of an approved sign-in was not placed, and the trader is told what to do', () => {
  const held = toOrderRefusal(new AccessTokenRequiredError(), 'placed');
  expect(held).toMatchObject({ httpStatus: 503, code: 'TOKEN_REQUIRED' });
  expect(held?.message).toBe('Nothing was placed: approve the sign-in in your broker app, then try again.');
  const refused = new UpstreamHttpError(
    401,
    'INVALID_TOKEN',
    'Header x-access-token is missing or invalid.',
    null,
    null,
  );
  expect(toOrderRefusal(refused, 'cancelled')).toMatchObject({ httpStatus: 503, code: 'TOKEN_REQUIRED' });
});

test('an order held back while the need of a sign-in is unknown was not placed, and says why', () => {
  const held = toOrderRefusal(new AccessTokenUnknownError(), 'placed');
  expect(held).toMatchObject({ httpStatus: 502, code: 'TOKEN_UNKNOWN' });
  expect(held?.message).toMatch(
    /^Nothing was placed: the broker could not be asked whether this app key needs a second-factor sign-in/,
  );
});

test('a lost answer is still no refusal: the broker may have acted', () => {
  expect(toOrderRefusal(new UpstreamTransportError('reset'), 'placed')).toBeNull();
});
