import { useMemo, useState } from 'react';
import type { AlertCondition } from '@contracts/alerts';
import type { Drawing } from '@contracts/drawings';
import type { Bar } from '@contracts/market-data';
import { useChangeAlert } from '@src/api/change-alert';
import { useCreateAlert } from '@src/api/create-alert';
import { useAlerts } from '@src/api/get-alerts';
import { roundToTick } from '@market/price-tick';
import { alertLinesFor, directionTo, linePriceAt, movedCondition, type AlertLine } from '../utils/alert-lines';

/**
 * The active alerts of `symbol` as lines, and what the chart does with alerts: a dropped line
 * moves the alert's level (kept by the BFF; the line waits there, marked, until it answers), a
 * price (right-click menu, Alt+click) becomes a crosses-above alert when over `last`, else a
 * crosses-below one, and a horizontal or trend line drawing becomes a line alert
 * (docs/alerts.md#on-the-page). `latest` is the chart's newest bar: its close is the last price.
 */
export function useAlertLines(symbol: string, latest: Bar | undefined) {
  const alerts = useAlerts().data?.alerts;
  const change = useChangeAlert();
  const create = useCreateAlert();
  const [moving, setMoving] = useState<{ key: string; price: string }>();
  const lines = useMemo<AlertLine[]>(
    () =>
      alertLinesFor(alerts ?? [], symbol).map((line) =>
        line.key === moving?.key ? { ...line, price: moving.price, moving: true } : line,
      ),
    [alerts, symbol, moving],
  );
  const lastPrice = latest === undefined ? undefined : Number(latest.close);
  const add = (condition: AlertCondition) => {
    change.reset();
    create.mutate({ symbol, condition, repeat: { mode: 'once' }, expires_at: null, note: '' });
  };
  return {
    lines,
    drop: (line: AlertLine, price: string) => {
      create.reset();
      setMoving({ key: line.key, price });
      change.mutate(
        { id: line.key, change: { condition: movedCondition(line.condition, price) } },
        {
          onSettled: () => {
            setMoving(undefined);
          },
        },
      );
    },
    /** A crosses-above or -below alert at `price` (rounded to the tick grid). */
    addAt: (price: number | string) => {
      const level = roundToTick(Number(price));
      if (level === null || Number(level) <= 0) return;
      add({ type: 'price-crosses', direction: directionTo(Number(level), lastPrice), level });
    },
    /** An alert when price crosses the drawing's line, above if the line is over the last price now. */
    addForDrawing: (drawing: Drawing) => {
      const points = drawing.points.map(({ time, price }) => ({ time, price }));
      const level = linePriceAt(points, latest?.time ?? Date.now());
      if (level === undefined) return;
      add({ type: 'line-crosses', direction: directionTo(level, lastPrice), points, drawing_id: drawing.id });
    },
    /** What became of the last alert made or moved here, for the chart's message. */
    message: {
      error: change.error ?? create.error,
      failure: 'The alert was not kept',
      done: create.isSuccess ? 'Alert created' : undefined,
      onDismiss: () => {
        change.reset();
        create.reset();
      },
    },
  };
}
