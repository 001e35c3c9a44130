export type Figure = {
  /** Stable id; also the test id `figure-<id>`. */
  id: string;
  label: string;
  /** As a person reads it. */
  text: string;
  /** The raw value, for machines (`data-value`). */
  value?: string | null | undefined;
};

/** Label/value pairs as a description list. */
export function FigureList({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {figures.map((figure) => (
        <div key={figure.id} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{figure.label}</dt>
          <dd data-testid={`figure-${figure.id}`} data-value={figure.value ?? undefined} className="tabular-nums">
            {figure.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
