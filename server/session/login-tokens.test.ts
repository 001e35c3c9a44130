import { expect, test } from 'vitest';
import { LOGIN_LINK_TTL_MS, LoginTokens, type RotateReason } from './login-tokens';

function tokens() {
  let now = 1_000;
  let n = 0;
  const rotated: [string, RotateReason][] = [];
  const login = new LoginTokens(
    () => `t${String(++n)}`,
    (token, reason) => {
      rotated.push([token, reason]);
    },
    { now: () => now },
  );
  return {
    login,
    rotated,
    wait: (ms: number) => {
      now += ms;
    },
  };
}

test('a link works within its five minutes, once', () => {
  const { login, rotated, wait } = tokens();
  wait(LOGIN_LINK_TTL_MS - 1);
  expect(login.consume('t1')).toBe('ok');
  expect(login.consume('t1')).toBe('invalid');
  expect(rotated).toEqual([['t2', 'used']]);
});

test('a link opened after its five minutes is expired and a fresh one is issued', () => {
  const { login, rotated, wait } = tokens();
  wait(LOGIN_LINK_TTL_MS);
  expect(login.consume('t1')).toBe('expired');
  expect(rotated).toEqual([['t2', 'expired']]);
  expect(login.current()).toBe('t2');
  // The fresh link has its own five minutes.
  wait(LOGIN_LINK_TTL_MS - 1);
  expect(login.consume('t2')).toBe('ok');
});

test('a wrong token neither rotates nor reveals whether the current one expired', () => {
  const { login, rotated, wait } = tokens();
  wait(LOGIN_LINK_TTL_MS * 2);
  expect(login.consume('guess')).toBe('invalid');
  expect(rotated).toEqual([]);
});
