import type { Theme } from '../hooks/theme';

/** Switches between the dark and light themes. */
export function ThemeToggle({ theme, onToggle }: { theme: Theme; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-label="Toggle theme"
      title={theme === 'dark' ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={onToggle}
      className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}
