import { useId } from 'react';
import type { Issue } from '../utils/issues';
import { FieldIssues, issueAttributes } from './field-issues';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  issues: readonly Issue[];
  /** `decimal` brings up a number pad on phones; the text is still read as decimal text. */
  inputMode?: 'decimal' | 'text';
  testId?: string;
  autoFocusRef?: (element: HTMLInputElement | null) => void;
};

/** A labelled text input with its errors and warnings beneath it. */
export function TextField({
  label,
  value,
  onChange,
  issues,
  inputMode = 'decimal',
  testId,
  autoFocusRef,
}: TextFieldProps) {
  const id = useId();
  // An empty field has made no mistake yet: what it needs is a hint, not an error.
  const asHints = value === '';
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-xs text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <input
        id={id}
        ref={autoFocusRef}
        data-testid={testId}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        {...issueAttributes(`${id}-issues`, issues, asHints)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm tabular-nums aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
      />
      <FieldIssues id={`${id}-issues`} issues={issues} asHints={asHints} />
    </div>
  );
}
