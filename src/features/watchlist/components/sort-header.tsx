import type { SortColumn, ViewSort } from '../utils/sort-rows';

type SortHeaderProps = {
  column: SortColumn;
  label: string;
  sort: ViewSort;
  onSort: (column: SortColumn) => void;
  align?: 'left' | 'right';
};

/** A column header that sorts the view when clicked (ascending, descending, saved order). */
export function SortHeader({ column, label, sort, onSort, align = 'right' }: SortHeaderProps) {
  const direction = sort?.column === column ? sort.direction : undefined;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  const arrow = direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : '';
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={`px-2 py-1 font-medium whitespace-nowrap ${align === 'left' ? 'text-left' : 'text-right'}`}
    >
      <button
        type="button"
        onClick={() => {
          onSort(column);
        }}
        className="hover:text-sky-700 dark:hover:text-sky-300"
      >
        {label}
        {arrow}
      </button>
    </th>
  );
}
