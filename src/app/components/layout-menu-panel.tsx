import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { allDrawingsSchema } from '@contracts/drawings';
import type { LayoutFile } from '@contracts/layout';
import { apiGet, apiSend } from '@src/lib/api-client';
import { parseLayoutFile } from '../layout/parse-layout-file';
import { PaperAccountReset } from './paper-account-reset';
import type { LayoutControls } from './workspace-layout-provider';

const BUTTON =
  'w-full rounded-md border border-slate-300 px-2 py-1 text-left text-sm hover:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * Downloads the layout as `dashboard-layout.json`, with the chart drawings of every symbol that
 * has some (docs/layout.md#export-and-import).
 */
async function exportLayout(layout: LayoutControls['layout']): Promise<void> {
  const { drawings } = await apiGet('/api/drawings/all', {}, allDrawingsSchema);
  const file: LayoutFile = Object.keys(drawings).length === 0 ? layout : { ...layout, drawings };
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'dashboard-layout.json';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Export, import and reset; an import that is not a layout is refused saying why, and nothing
 * changes. In paper mode, also the reset of the paper account.
 */
export function LayoutMenuPanel({ layout, onDone }: { layout: LayoutControls; onDone: () => void }) {
  const [problem, setProblem] = useState<string>();
  const client = useQueryClient();
  const importFile = async (file: File) => {
    const parsed = parseLayoutFile(await file.text());
    if (!parsed.ok) {
      setProblem(`${file.name}: ${parsed.message}`);
      return;
    }
    if (parsed.drawings !== undefined) {
      // The drawings first: if they cannot be saved, nothing of the file is applied.
      try {
        await apiSend('POST', '/api/drawings/import', { drawings: parsed.drawings }, allDrawingsSchema);
      } catch (error) {
        setProblem(`${file.name}: the drawings were not saved, so nothing was imported (${messageOf(error)})`);
        return;
      }
      await client.invalidateQueries({ queryKey: ['drawings'] });
    }
    layout.replace(parsed.layout);
    onDone();
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-slate-600 dark:text-slate-300">
        Panel sizes, tabs, the screener and the watchlist columns are saved for you on the dashboard server.
      </p>
      {layout.saveError === undefined ? null : (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The last change was not saved: {layout.saveError}
        </p>
      )}
      <button
        type="button"
        className={BUTTON}
        onClick={() => {
          exportLayout(layout.layout).then(
            () => {
              setProblem(undefined);
            },
            (error: unknown) => {
              setProblem(`The layout was not exported: the drawings could not be read (${messageOf(error)})`);
            },
          );
        }}
      >
        Export layout (JSON)
      </button>
      <label className={`${BUTTON} cursor-pointer`}>
        Import layout…
        <input
          type="file"
          accept="application/json,.json"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined) void importFile(file);
          }}
        />
      </label>
      <button
        type="button"
        className={BUTTON}
        onClick={() => {
          layout.reset();
          onDone();
        }}
      >
        Reset to the default layout
      </button>
      {problem === undefined ? null : (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <PaperAccountReset beforeReset={layout.saveNow} />
    </div>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'unknown error';
}
