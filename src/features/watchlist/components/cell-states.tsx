/** A value still on its way: a pulsing bar, never a dash, so it cannot be read as "no data". */
export function CellLoading() {
  return (
    <span
      role="img"
      aria-label="loading"
      data-state="loading"
      className="inline-block h-3 w-10 animate-pulse rounded bg-slate-300/60 align-middle dark:bg-slate-700/60"
    />
  );
}

/** A value the broker does not have for this symbol. */
export function CellNoData() {
  return (
    <span role="img" aria-label="no data" title="No data" data-state="no-data">
      —
    </span>
  );
}
