import { issuesFor } from '../utils/check-order';
import type { Issue } from '../utils/issues';
import type { TicketForm } from '../utils/ticket-form';
import { TextField } from './text-field';

type FieldsProps = { form: TicketForm; issues: readonly Issue[]; onEdit: (patch: Partial<TicketForm>) => void };

/** A take profit (a limit) and/or a stop loss (a stop) that close what the order opens. */
export function BracketFields({ form, issues, onEdit }: FieldsProps) {
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={form.bracket}
          onChange={(event) => {
            onEdit({ bracket: event.target.checked });
          }}
        />
        Take profit / stop loss
      </label>
      {form.bracket ? (
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label="Take profit (limit)"
            testId="ticket-take-profit"
            value={form.takeProfit}
            onChange={(takeProfit) => {
              onEdit({ takeProfit });
            }}
            issues={issuesFor(issues, 'take_profit_price')}
          />
          <TextField
            label="Stop loss (stop)"
            testId="ticket-stop-loss"
            value={form.stopLoss}
            onChange={(stopLoss) => {
              onEdit({ stopLoss });
            }}
            issues={issuesFor(issues, 'stop_loss_price')}
          />
        </div>
      ) : null}
    </div>
  );
}
