import { ORDER_TYPES } from '@contracts/orders';
import { issuesFor } from '../utils/check-order';
import type { Issue } from '../utils/issues';
import {
  ORDER_TYPE_LABELS,
  usesLimitPrice,
  usesStopPrice,
  type TicketForm,
  type TrailingType,
} from '../utils/ticket-form';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const TYPES = ORDER_TYPES.map((type) => ({ value: type, label: ORDER_TYPE_LABELS[type] }));
const TRAILING: readonly { value: TrailingType; label: string }[] = [
  { value: 'PERCENTAGE', label: 'Percent (%)' },
  { value: 'AMOUNT', label: 'Amount ($)' },
];

type FieldsProps = { form: TicketForm; issues: readonly Issue[]; onEdit: (patch: Partial<TicketForm>) => void };

/** The order type and the prices it takes: limit, stop, or a trailing step. */
export function PriceFields({ form, issues, onEdit }: FieldsProps) {
  return (
    <>
      <SelectField
        label="Order type"
        value={form.orderType}
        options={TYPES}
        onChange={(orderType) => {
          onEdit({ orderType });
        }}
        issues={issuesFor(issues, 'order_type')}
      />
      {usesStopPrice(form.orderType) ? (
        <TextField
          label="Stop price"
          testId="ticket-stop-price"
          value={form.stopPrice}
          onChange={(stopPrice) => {
            onEdit({ stopPrice });
          }}
          issues={issuesFor(issues, 'stop_price')}
        />
      ) : null}
      {usesLimitPrice(form.orderType) ? (
        <TextField
          label="Limit price"
          testId="ticket-limit-price"
          value={form.limitPrice}
          onChange={(limitPrice) => {
            onEdit({ limitPrice });
          }}
          issues={issuesFor(issues, 'limit_price')}
        />
      ) : null}
      {form.orderType === 'TRAILING_STOP_LOSS' ? (
        <>
          <SelectField
            label="Trail by"
            value={form.trailingType}
            options={TRAILING}
            onChange={(trailingType) => {
              onEdit({ trailingType });
            }}
            issues={[]}
          />
          <TextField
            label={form.trailingType === 'PERCENTAGE' ? 'Trail (%)' : 'Trail ($)'}
            testId="ticket-trail"
            value={form.trailingStep}
            onChange={(trailingStep) => {
              onEdit({ trailingStep });
            }}
            issues={issuesFor(issues, 'trailing_stop_step')}
          />
        </>
      ) : null}
    </>
  );
}
