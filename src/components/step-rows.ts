import type { KeyboardEvent } from 'react';

/**
 * ArrowDown/ArrowUp in a table of symbols (rows marked `data-symbol`): focus moves to the same
 * cell of the next or previous row (the row itself when the row had focus) and that row's
 * symbol is loaded, so a trader can walk a list with one key. Other keys, and arrows with a
 * modifier (Alt+Arrow reorders a watchlist), are left alone.
 */
export function stepRows(event: KeyboardEvent<HTMLElement>, onSelect: (symbol: string) => void): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
  const focused = event.target;
  // A drag handle (aria-roledescription "sortable") moves its row with the arrows once picked up.
  if (!(focused instanceof HTMLElement) || focused.hasAttribute('aria-roledescription')) return;
  const row = focused.closest<HTMLTableRowElement>('tr[data-symbol]');
  if (row === null || !event.currentTarget.contains(row)) return;
  const next = siblingRow(row, event.key === 'ArrowDown' ? 'nextElementSibling' : 'previousElementSibling');
  if (next === null) return;
  event.preventDefault();
  const cell = focused === row ? null : focused.closest('td, th');
  const target =
    cell === null
      ? next
      : (next.cells
          .item(cell instanceof HTMLTableCellElement ? cell.cellIndex : 0)
          ?.querySelector<HTMLElement>('button, a, [tabindex]') ?? next);
  target.focus();
  const symbol = next.dataset.symbol;
  if (symbol !== undefined) onSelect(symbol);
}

function siblingRow(
  row: HTMLTableRowElement,
  direction: 'nextElementSibling' | 'previousElementSibling',
): HTMLTableRowElement | null {
  // Windowed tables put spacer rows between the rendered ones: skip anything without a symbol.
  for (let sibling = row[direction]; sibling !== null; sibling = sibling[direction]) {
    if (sibling instanceof HTMLTableRowElement && sibling.dataset.symbol !== undefined) return sibling;
  }
  return null;
}
