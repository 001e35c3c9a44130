import { useState } from 'react';
import { MAX_NOTE_LENGTH, type Drawing, type DrawingStyle } from '@contracts/drawings';
import { drawingName, KIND_NAMES } from '../utils/drawing-edits';

/** The colours offered; the format takes any #rrggbb. */
export const DRAWING_COLORS: readonly { name: string; value: string }[] = [
  { name: 'Blue', value: '#2563eb' },
  { name: 'Red', value: '#dc2626' },
  { name: 'Green', value: '#16a34a' },
  { name: 'Amber', value: '#d97706' },
  { name: 'Purple', value: '#9333ea' },
  { name: 'Grey', value: '#64748b' },
];

type EditorProps = {
  drawing: Drawing;
  onChange: (drawing: Drawing) => void;
  onDelete: () => void;
  onClose: () => void;
  /** Makes the line an alert when price crosses it (offered for horizontal and trend lines). */
  onAlert?: (() => void) | undefined;
  /** A note just placed: its text field takes the focus. */
  focusText: boolean;
};

/** The selected drawing's colour, width and (for a note) text, an alert on a line, and Delete. */
export function DrawingEditor({ drawing, onChange, onDelete, onClose, onAlert, focusText }: EditorProps) {
  const [text, setText] = useState(drawing.text);
  const restyle = (style: Partial<DrawingStyle>) => {
    onChange({ ...drawing, style: { ...drawing.style, ...style } });
  };
  const applyText = () => {
    const words = text.trim() === '' ? drawing.text : text.slice(0, MAX_NOTE_LENGTH);
    if (words !== drawing.text) onChange({ ...drawing, text: words });
  };
  const known = DRAWING_COLORS.some((color) => color.value === drawing.style.color.toLowerCase());
  return (
    <div
      role="group"
      aria-label={`Edit ${drawingName(drawing)}`}
      className="absolute bottom-1 left-1 z-20 flex max-w-[calc(100%-4.5rem)] flex-wrap items-center gap-2 rounded-md border border-slate-300 bg-white/95 p-1 text-xs shadow-sm dark:border-slate-700 dark:bg-slate-900/95"
    >
      <span className="font-medium">{KIND_NAMES[drawing.kind]}</span>
      <label className="flex items-center gap-1">
        Colour
        <select
          value={drawing.style.color.toLowerCase()}
          onChange={(event) => {
            restyle({ color: event.target.value });
          }}
          className="rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700"
        >
          {known ? null : <option value={drawing.style.color.toLowerCase()}>{drawing.style.color}</option>}
          {DRAWING_COLORS.map((color) => (
            <option key={color.value} value={color.value}>
              {color.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        Width
        <select
          value={drawing.style.width}
          onChange={(event) => {
            restyle({ width: Number(event.target.value) });
          }}
          className="rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700"
        >
          {[1, 2, 3, 4].map((width) => (
            <option key={width} value={width}>
              {width} px
            </option>
          ))}
        </select>
      </label>
      {drawing.kind === 'text' ? (
        <label className="flex items-center gap-1">
          Text
          <input
            value={text}
            maxLength={MAX_NOTE_LENGTH}
            // A note just placed is named by its text, which the trader types next.
            autoFocus={focusText}
            onChange={(event) => {
              setText(event.target.value);
            }}
            onBlur={applyText}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyText();
            }}
            className="w-32 rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700"
          />
        </label>
      ) : null}
      <div className="flex gap-1">
        {onAlert !== undefined && (drawing.kind === 'horizontal-line' || drawing.kind === 'trend-line') ? (
          <button
            type="button"
            onClick={onAlert}
            className="rounded border border-slate-300 px-1.5 py-0.5 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            Alert when price crosses this line
          </button>
        ) : null}
        <button
          type="button"
          onClick={onDelete}
          className="rounded border border-red-500/50 px-1.5 py-0.5 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
        >
          Delete
        </button>
        <button
          type="button"
          onClick={onClose}
          className="rounded border border-slate-300 px-1.5 py-0.5 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          Done
        </button>
      </div>
    </div>
  );
}
