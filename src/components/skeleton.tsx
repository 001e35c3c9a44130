type SkeletonProps = { className?: string; label?: string };

/** A pulsing placeholder while data loads; announced politely to screen readers. */
export function Skeleton({ className = 'h-4 w-full', label }: SkeletonProps) {
  return (
    <div
      role={label === undefined ? undefined : 'status'}
      aria-label={label}
      className={`animate-pulse rounded bg-slate-300/60 dark:bg-slate-700/60 ${className}`}
    />
  );
}
