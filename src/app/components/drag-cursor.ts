/**
 * The attribute on `<html>` naming the direction of the panel separator being dragged, while one
 * is: `src/index.css` draws the drag cursor everywhere from it (the pointer leaves the thin
 * handle). The panels library would write a `<style>` element, which the CSP refuses; a `:has()`
 * over the whole document would restyle every element of the page on each element added or
 * removed anywhere, a fill's row or an order's result card included (docs/layout.md#separators).
 */
export const DRAG_ATTRIBUTE = 'data-separator-drag';

/** Wraps a separator's `onDragging` so the page shows the drag cursor while it is held. */
export function withDragCursor(
  direction: 'horizontal' | 'vertical',
  onDragging: (isDragging: boolean) => void,
): (isDragging: boolean) => void {
  return (isDragging) => {
    if (isDragging) document.documentElement.setAttribute(DRAG_ATTRIBUTE, direction);
    else document.documentElement.removeAttribute(DRAG_ATTRIBUTE);
    onDragging(isDragging);
  };
}
