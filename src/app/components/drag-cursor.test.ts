// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { DRAG_ATTRIBUTE, withDragCursor } from './drag-cursor';

afterEach(() => {
  document.documentElement.removeAttribute(DRAG_ATTRIBUTE);
});

test('the page names the direction of the separator held, and forgets it when let go', () => {
  const saver = vi.fn();
  const onDragging = withDragCursor('vertical', saver);
  onDragging(true);
  expect(document.documentElement.getAttribute(DRAG_ATTRIBUTE)).toBe('vertical');
  onDragging(false);
  expect(document.documentElement.hasAttribute(DRAG_ATTRIBUTE)).toBe(false);
  expect(saver.mock.calls).toEqual([[true], [false]]);
});
