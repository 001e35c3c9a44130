import { expect, test } from 'vitest';
import { hotkeyFor } from './hotkey-keys';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({
  key: k,
  code: /^[a-z]$/i.test(k) ? `Key${k.toUpperCase()}` : k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...extra,
});

test('B buys, S sells, Shift+F flattens, Shift+Alt+X cancels all', () => {
  expect(hotkeyFor(key('b'))).toBe('buy');
  expect(hotkeyFor(key('s'))).toBe('sell');
  expect(hotkeyFor(key('F', { shiftKey: true }))).toBe('flatten');
  expect(hotkeyFor(key('X', { shiftKey: true, altKey: true }))).toBe('cancel-all');
  expect(hotkeyFor(key('B', { shiftKey: true }))).toBeUndefined();
  expect(hotkeyFor(key('x'))).toBeUndefined();
});

test('Escape, once or twice, and the old Shift+C cancel nothing', () => {
  expect(hotkeyFor(key('Escape'))).toBeUndefined();
  expect(hotkeyFor(key('Escape', { shiftKey: true, altKey: true }))).toBeUndefined();
  expect(hotkeyFor(key('C', { shiftKey: true }))).toBeUndefined();
});

test('the cancel-all chord needs all three keys, and not Ctrl or Meta as well', () => {
  expect(hotkeyFor(key('x', { altKey: true }))).toBeUndefined();
  expect(hotkeyFor(key('X', { shiftKey: true }))).toBeUndefined();
  expect(hotkeyFor(key('X', { shiftKey: true, altKey: true, ctrlKey: true }))).toBeUndefined();
  expect(hotkeyFor(key('X', { shiftKey: true, altKey: true, metaKey: true }))).toBeUndefined();
  expect(hotkeyFor(key('X', { shiftKey: true, altKey: true, repeat: true }))).toBeUndefined();
});

test("on a Mac, Option+Shift+X types '˛': the key it sits on still counts", () => {
  expect(hotkeyFor(key('˛', { code: 'KeyX', shiftKey: true, altKey: true }))).toBe('cancel-all');
  // Another layout's X is where it is written, whatever key it sits on.
  expect(hotkeyFor(key('X', { code: 'KeyB', shiftKey: true, altKey: true }))).toBe('cancel-all');
  expect(hotkeyFor(key('Q', { code: 'KeyX', shiftKey: true, altKey: true }))).toBeUndefined();
});

test("held keys and the browser's chords do nothing", () => {
  expect(hotkeyFor(key('b', { repeat: true }))).toBeUndefined();
  expect(hotkeyFor(key('s', { ctrlKey: true }))).toBeUndefined();
  expect(hotkeyFor(key('b', { metaKey: true }))).toBeUndefined();
  expect(hotkeyFor(key('F', { shiftKey: true, altKey: true }))).toBeUndefined();
  expect(hotkeyFor(key('b', { altKey: true }))).toBeUndefined();
});
