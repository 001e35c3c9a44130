import { useState } from 'react';
import type { GoToDateMessage } from '../hooks/use-go-to-date';

type GoToDateFormProps = { onGo: (date: string) => void; busy: boolean; message: GoToDateMessage | undefined };

/** A date and a Go button; the outcome (the bar shown, or why not) is announced beside them. */
export function GoToDateForm({ onGo, busy, message }: GoToDateFormProps) {
  const [date, setDate] = useState('');
  return (
    <form
      // The hook explains a bad or future date in words; the browser's own bubble would not.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onGo(date);
      }}
      className="flex items-center gap-1"
    >
      <input
        type="date"
        aria-label="Go to date"
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
        }}
        className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs dark:border-slate-700 dark:bg-slate-900 dark:[color-scheme:dark]"
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded border border-slate-300 px-1.5 py-0.5 text-xs hover:bg-slate-200 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {busy ? 'Going…' : 'Go'}
      </button>
      <span
        role="status"
        data-testid="go-to-date-message"
        className={`text-xs ${message?.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}
      >
        {message?.text}
      </span>
    </form>
  );
}
