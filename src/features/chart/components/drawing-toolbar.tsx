import { DRAWING_KINDS } from '@contracts/drawings';
import { KIND_NAMES } from '../utils/drawing-edits';
import type { DrawingTool } from './drawing-pointer';

/** A glyph per tool, so the row fits over a short chart; the name is its accessible name and tooltip. */
const GLYPHS: Readonly<Record<Exclude<DrawingTool, null>, string>> = {
  'horizontal-line': '―',
  'trend-line': '╱',
  ray: '↗',
  rectangle: '▭',
  fibonacci: 'Fib',
  text: 'T',
  measure: '⇔',
};

const TOOLS: readonly { tool: Exclude<DrawingTool, null>; name: string }[] = [
  ...DRAWING_KINDS.map((kind) => ({ tool: kind, name: KIND_NAMES[kind] })),
  { tool: 'measure', name: 'Measure' },
];

/**
 * The drawing tools, one pressed at a time; pressing the pressed one again puts it down. With a
 * tool in hand, presses on the chart draw (two for lines, boxes and retracements, one for a level
 * or a note) or measure, instead of panning.
 */
export function DrawingToolbar({ tool, onTool }: { tool: DrawingTool; onTool: (tool: DrawingTool) => void }) {
  return (
    <div
      role="toolbar"
      aria-label="Drawing tools"
      className="absolute top-1 left-14 z-20 flex gap-0.5 rounded-md border border-slate-300 bg-white/95 p-0.5 text-xs shadow-sm dark:border-slate-700 dark:bg-slate-900/95"
    >
      {TOOLS.map(({ tool: each, name }) => (
        <button
          key={each}
          type="button"
          aria-pressed={tool === each}
          aria-label={name}
          title={name}
          onClick={() => {
            onTool(tool === each ? null : each);
          }}
          className="min-w-6 rounded px-1 py-0.5 hover:bg-slate-100 aria-pressed:bg-blue-600 aria-pressed:text-white dark:hover:bg-slate-800"
        >
          <span aria-hidden="true">{GLYPHS[each]}</span>
        </button>
      ))}
    </div>
  );
}
