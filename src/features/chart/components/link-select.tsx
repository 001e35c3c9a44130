import { LINK_GROUPS, type LinkGroup } from '@contracts/chart-indicators';

const NAMES: Record<LinkGroup, string> = {
  none: 'Not linked',
  red: 'Red group',
  green: 'Green group',
  blue: 'Blue group',
  amber: 'Amber group',
};

// The dot beside the box shows the group's colour; the name says it in words.
const DOTS: Record<LinkGroup, string> = {
  none: 'border border-slate-400 dark:border-slate-500',
  red: 'bg-red-600',
  green: 'bg-green-600',
  blue: 'bg-blue-600',
  amber: 'bg-amber-500',
};

type LinkSelectProps = { chartName: string; value: LinkGroup; onChange: (link: LinkGroup) => void };

/** A chart's link group (docs/chart-research.md#several-charts). */
export function LinkSelect({ chartName, value, onChange }: LinkSelectProps) {
  return (
    <span className="flex items-center gap-1 text-xs">
      <span aria-hidden="true" data-link={value} className={`inline-block size-2.5 rounded-full ${DOTS[value]}`} />
      <select
        aria-label={`${chartName} link group`}
        value={value}
        onChange={(event) => {
          const chosen = LINK_GROUPS.find((group) => group === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
        className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs dark:border-slate-600 dark:bg-slate-900"
      >
        {LINK_GROUPS.map((group) => (
          <option key={group} value={group}>
            {NAMES[group]}
          </option>
        ))}
      </select>
    </span>
  );
}
