import type { Issue } from '../utils/issues';

/**
 * The errors and warnings of one field, under it; the field names this list in `aria-describedby`.
 * `asHints`: the field is empty, so what it needs is said plainly, not as an error the trader has
 * not made.
 */
export function FieldIssues({
  id,
  issues,
  asHints = false,
}: {
  id: string;
  issues: readonly Issue[];
  asHints?: boolean;
}) {
  if (issues.length === 0) return null;
  if (asHints)
    return (
      <ul id={id} className="flex flex-col gap-0.5 text-xs text-slate-600 dark:text-slate-400">
        {issues.map((issue) => (
          <li key={`${issue.level}:${issue.message}`} data-level="hint">
            {issue.message}
          </li>
        ))}
      </ul>
    );
  return (
    <ul id={id} className="flex flex-col gap-0.5 text-xs">
      {issues.map((issue) => (
        <li
          key={`${issue.level}:${issue.message}`}
          data-level={issue.level}
          className={issue.level === 'error' ? 'text-red-700 dark:text-red-300' : 'text-amber-700 dark:text-amber-300'}
        >
          <span className="sr-only">{issue.level === 'error' ? 'Error: ' : 'Warning: '}</span>
          <span aria-hidden="true">{issue.level === 'error' ? '✕ ' : '! '}</span>
          {issue.message}
        </li>
      ))}
    </ul>
  );
}

/** The attributes that tie a field to its issues (a field shown with hints is not invalid yet). */
export function issueAttributes(id: string, issues: readonly Issue[], asHints = false) {
  return {
    'aria-invalid': !asHints && issues.some((issue) => issue.level === 'error') ? (true as const) : undefined,
    'aria-describedby': issues.length === 0 ? undefined : id,
  };
}
