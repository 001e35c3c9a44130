type PagerProps = { page: number; nextKey: string | undefined; onNext: (key: string) => void; onPrevious: () => void };

/** Previous / next page over the provider's `pagination_key`. */
export function Pager({ page, nextKey, onNext, onPrevious }: PagerProps) {
  const button = 'rounded border border-slate-300 px-2 py-0.5 text-xs disabled:opacity-40 dark:border-slate-700';
  return (
    <nav aria-label="Pages" className="flex items-center gap-2">
      <button type="button" className={button} disabled={page <= 1} onClick={onPrevious}>
        Previous page
      </button>
      <span className="text-xs text-slate-500 dark:text-slate-400">Page {page}</span>
      <button
        type="button"
        className={button}
        disabled={nextKey === undefined}
        onClick={() => {
          if (nextKey !== undefined) onNext(nextKey);
        }}
      >
        Next page
      </button>
    </nav>
  );
}
