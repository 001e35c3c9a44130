import { z } from 'zod';
import { decimalString, symbolSchema } from './common';

/**
 * What a trader can keep drawn on a symbol's chart (docs/chart-research.md#drawings). The measure
 * tool is not among them: it shows while the pointer measures and is never kept.
 */
export const DRAWING_KINDS = ['horizontal-line', 'trend-line', 'ray', 'rectangle', 'fibonacci', 'text'] as const;
export const drawingKindSchema = z.enum(DRAWING_KINDS);
export type DrawingKind = z.infer<typeof drawingKindSchema>;

/** How many points each kind is anchored by: a level or a note's corner is one, the rest two. */
export const POINTS_PER_KIND: Readonly<Record<DrawingKind, 1 | 2>> = {
  'horizontal-line': 1,
  'trend-line': 2,
  ray: 2,
  rectangle: 2,
  fibonacci: 2,
  text: 1,
};

/** At most this many drawings per symbol: a page draws them all on every frame. */
export const MAX_DRAWINGS_PER_SYMBOL = 200;
/** A note's text, in characters. */
export const MAX_NOTE_LENGTH = 500;

/** A point of a drawing: a bar's open time (ms since the epoch) and a price kept as text. */
export const drawingPointSchema = z.strictObject({
  time: z.number().int().min(0).max(8.64e15, 'time is ms since 1970'),
  price: decimalString.max(24, 'a price has at most 24 characters'),
});
export type DrawingPoint = z.infer<typeof drawingPointSchema>;

export const drawingStyleSchema = z.strictObject({
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb'),
  width: z.number().int().min(1, 'a width is 1 to 4 pixels').max(4, 'a width is 1 to 4 pixels'),
});
export type DrawingStyle = z.infer<typeof drawingStyleSchema>;

/** One drawing; its id is made by the page that drew it, so a save needs no answer to name it. */
export const drawingSchema = z
  .strictObject({
    id: z.uuid('an id is a UUID'),
    kind: drawingKindSchema,
    points: z.array(drawingPointSchema).min(1).max(2),
    style: drawingStyleSchema,
    /** A note's words; empty for the other kinds. */
    text: z.string().max(MAX_NOTE_LENGTH, `a note has at most ${String(MAX_NOTE_LENGTH)} characters`),
  })
  .superRefine((drawing, context) => {
    const wanted = POINTS_PER_KIND[drawing.kind];
    if (drawing.points.length !== wanted) {
      context.addIssue({
        code: 'custom',
        path: ['points'],
        message: `a ${drawing.kind} has ${wanted === 1 ? 'one point' : 'two points'}`,
      });
    }
    if (drawing.kind === 'text' && drawing.text.trim() === '') {
      context.addIssue({ code: 'custom', path: ['text'], message: 'a note has some text' });
    }
  });
export type Drawing = z.infer<typeof drawingSchema>;

/** One symbol's drawings, each id once. */
export const drawingListSchema = z
  .array(drawingSchema)
  .max(MAX_DRAWINGS_PER_SYMBOL, `at most ${String(MAX_DRAWINGS_PER_SYMBOL)} drawings per symbol`)
  .refine((drawings) => new Set(drawings.map((d) => d.id)).size === drawings.length, 'each drawing id once');

/** `GET /api/drawings?symbol=`. */
export const drawingsQuerySchema = z.object({ symbol: symbolSchema });

/** `/api/drawings/:symbol`. */
export const drawingsParamsSchema = z.object({ symbol: symbolSchema });

/**
 * A symbol's saved drawings. `version` counts the saves (0: never saved); a write names the
 * version it started from, so a change another tab or browser made meanwhile is a 409, not lost.
 */
export const savedDrawingsSchema = z.object({
  symbol: z.string(),
  drawings: drawingListSchema,
  version: z.number().int().min(0),
  /** When they were last saved, ms since the epoch; null when never. */
  updatedAt: z.number().int().nullable(),
});
export type SavedDrawings = z.infer<typeof savedDrawingsSchema>;

/** `PUT /api/drawings/:symbol`: the symbol's whole new set, and the version it replaces. */
export const putDrawingsBodySchema = z.strictObject({
  drawings: drawingListSchema,
  baseVersion: z.number().int().min(0),
});
export type PutDrawingsBody = z.infer<typeof putDrawingsBodySchema>;

/** At most this many symbols' drawings in one layout file. */
export const MAX_SYMBOLS_WITH_DRAWINGS = 500;

/** Every symbol's drawings by symbol, as a layout file carries them (docs/layout.md#export-and-import). */
export const drawingsBySymbolSchema = z
  .record(symbolSchema, drawingListSchema)
  .refine(
    (bySymbol) => Object.keys(bySymbol).length <= MAX_SYMBOLS_WITH_DRAWINGS,
    `drawings for at most ${String(MAX_SYMBOLS_WITH_DRAWINGS)} symbols`,
  );
export type DrawingsBySymbol = z.infer<typeof drawingsBySymbolSchema>;

/** `GET /api/drawings/all` (every symbol that has drawings) and `POST /api/drawings/import` (the symbols it names). */
export const allDrawingsSchema = z.strictObject({ drawings: drawingsBySymbolSchema });
export type AllDrawings = z.infer<typeof allDrawingsSchema>;
