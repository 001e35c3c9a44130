import { expect, test } from 'vitest';
import { createFakeClock } from '../upstream/testing/fake-clock';
import { SessionStore, SWEEP_EVERY_MS, type SessionEndReason } from './session-store';

const HOUR = 3_600_000;
const lifetimes = { idleMs: 12 * HOUR, absoluteMs: 7 * 24 * HOUR };

function store() {
  const clock = createFakeClock(1_800_000_000_000);
  const sessions = new SessionStore(clock, lifetimes);
  const ended: [string, SessionEndReason][] = [];
  sessions.onEnd((key, reason) => ended.push([key, reason]));
  return { clock, sessions, ended };
}

test('a session left alone for the idle timeout ends; one used in time goes on', () => {
  const { clock, sessions, ended } = store();
  const idle = sessions.create();
  const busy = sessions.create();
  clock.advance(lifetimes.idleMs - 1);
  expect(sessions.authenticate(busy.id, busy.secret)).toBe('ok');
  clock.advance(1);
  expect(sessions.authenticate(idle.id, idle.secret)).toBe('no-session');
  expect(sessions.authenticate(busy.id, busy.secret)).toBe('ok');
  expect(ended).toEqual([[idle.key, 'expired']]);
});

test('the absolute lifetime ends even a session in constant use', () => {
  const { clock, sessions } = store();
  const session = sessions.create();
  for (let elapsed = 0; elapsed < lifetimes.absoluteMs - HOUR; elapsed += HOUR) {
    clock.advance(HOUR);
    expect(sessions.authenticate(session.id, session.secret)).toBe('ok');
  }
  clock.advance(HOUR);
  expect(sessions.touch(session.key)).toBe(false);
  expect(sessions.has(session.id)).toBe(false);
});

test('a wrong secret is no activity: it neither opens the session nor keeps it alive', () => {
  const { clock, sessions } = store();
  const session = sessions.create();
  clock.advance(lifetimes.idleMs - 1);
  expect(sessions.authenticate(session.id, 'wrong')).toBe('bad-secret');
  expect(sessions.authenticate(session.id, undefined)).toBe('bad-secret');
  expect(sessions.has(session.id)).toBe(true);
  clock.advance(1);
  expect(sessions.authenticate(session.id, session.secret)).toBe('no-session');
});

test('the sweep timer ends expired sessions nobody asks about, and stops when told', () => {
  const { clock, sessions, ended } = store();
  const stop = sessions.startSweeping();
  const first = sessions.create();
  clock.advance(lifetimes.idleMs);
  expect(ended).toEqual([[first.key, 'expired']]);
  expect(sessions.size).toBe(0);
  stop();
  sessions.create();
  clock.advance(lifetimes.idleMs + SWEEP_EVERY_MS);
  expect(sessions.size).toBe(1);
  expect(clock.runNext()).toBe(false);
});

test('logout and a replacing login are told apart, and ending twice tells once', () => {
  const { sessions, ended } = store();
  const a = sessions.create();
  const b = sessions.create();
  sessions.end(a.id, 'logout');
  sessions.end(a.id, 'logout');
  sessions.end(b.id, 'replaced');
  expect(ended).toEqual([
    [a.key, 'logout'],
    [b.key, 'replaced'],
  ]);
});
