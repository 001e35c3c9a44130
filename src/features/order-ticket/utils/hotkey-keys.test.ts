import { expect, test } from 'vitest';
import { hotkeyFor } from './hotkey-keys';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...extra,
});

test('B buys, S sells, Shift+C cancels all, Shift+F flattens', () => {
  expect(hotkeyFor(key('b'), undefined, 0)).toBe('buy');
  expect(hotkeyFor(key('s'), undefined, 0)).toBe('sell');
  expect(hotkeyFor(key('C', { shiftKey: true }), undefined, 0)).toBe('cancel-all');
  expect(hotkeyFor(key('F', { shiftKey: true }), undefined, 0)).toBe('flatten');
  expect(hotkeyFor(key('B', { shiftKey: true }), undefined, 0)).toBeUndefined();
  expect(hotkeyFor(key('c'), undefined, 0)).toBeUndefined();
});

test("held keys and the browser's chords do nothing", () => {
  expect(hotkeyFor(key('b', { repeat: true }), undefined, 0)).toBeUndefined();
  expect(hotkeyFor(key('s', { ctrlKey: true }), undefined, 0)).toBeUndefined();
  expect(hotkeyFor(key('b', { metaKey: true }), undefined, 0)).toBeUndefined();
  expect(hotkeyFor(key('F', { shiftKey: true, altKey: true }), undefined, 0)).toBeUndefined();
});

test('Escape twice in quick succession cancels all; once, or slowly, does not', () => {
  expect(hotkeyFor(key('Escape'), undefined, 1_000)).toBeUndefined();
  expect(hotkeyFor(key('Escape'), 1_000, 1_500)).toBe('cancel-all');
  expect(hotkeyFor(key('Escape'), 1_000, 2_000)).toBeUndefined();
});
