/** A copy of `items` with the item at `from` moved to index `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(target, 0, moved);
  return next;
}

/** The symbol list after moving `symbol` one step up (-1) or down (+1); unchanged at the ends. */
export function moveSymbolBy(symbols: readonly string[], symbol: string, step: -1 | 1): string[] {
  const from = symbols.indexOf(symbol);
  if (from < 0) return [...symbols];
  return moveItem(symbols, from, from + step);
}
