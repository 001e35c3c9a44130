import { TIME_IN_FORCE, TRADING_SESSIONS } from '@contracts/orders';
import { issuesFor } from '../utils/check-order';
import type { Issue } from '../utils/issues';
import { SESSION_LABELS, type TicketForm } from '../utils/ticket-form';
import { SelectField } from './select-field';

const TIF_LABELS = { DAY: 'Day', GTC: 'Good till cancelled' } as const;
const LIFETIMES = TIME_IN_FORCE.map((tif) => ({ value: tif, label: TIF_LABELS[tif] }));
const SESSIONS = TRADING_SESSIONS.map((session) => ({ value: session, label: SESSION_LABELS[session] }));

type FieldsProps = { form: TicketForm; issues: readonly Issue[]; onEdit: (patch: Partial<TicketForm>) => void };

/** How long the order works and in which session. */
export function TimingFields({ form, issues, onEdit }: FieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <SelectField
        label="Time in force"
        value={form.timeInForce}
        options={LIFETIMES}
        onChange={(timeInForce) => {
          onEdit({ timeInForce });
        }}
        issues={issuesFor(issues, 'time_in_force')}
      />
      <SelectField
        label="Session"
        value={form.session}
        options={SESSIONS}
        onChange={(session) => {
          onEdit({ session });
        }}
        issues={issuesFor(issues, 'session')}
      />
    </div>
  );
}
