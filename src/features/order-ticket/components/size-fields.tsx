import { ORDER_SIDES } from '@contracts/orders';
import { issuesFor } from '../utils/check-order';
import type { Issue } from '../utils/issues';
import { SIDE_LABELS, type EntrustType, type TicketForm } from '../utils/ticket-form';
import { ChoiceGroup } from './choice-group';
import { TextField } from './text-field';

const SIDE_TONES = {
  BUY: 'bg-emerald-700 text-white',
  SELL: 'bg-red-600 text-white',
  SHORT: 'bg-orange-600 text-white',
} as const;

const SIDES = ORDER_SIDES.map((side) => ({ value: side, label: SIDE_LABELS[side], tone: SIDE_TONES[side] }));
const ENTRUST: readonly { value: EntrustType; label: string }[] = [
  { value: 'QTY', label: 'Shares' },
  { value: 'AMOUNT', label: 'Amount ($)' },
];

type FieldsProps = {
  form: TicketForm;
  issues: readonly Issue[];
  onEdit: (patch: Partial<TicketForm>) => void;
  quantityRef?: (element: HTMLInputElement | null) => void;
};

/** Buy, sell or short, and how much: shares, or dollars of a fractionable stock. */
export function SizeFields({ form, issues, onEdit, quantityRef }: FieldsProps) {
  return (
    <>
      <ChoiceGroup
        legend="Side"
        value={form.side}
        options={SIDES}
        onChange={(side) => {
          onEdit({ side });
        }}
        issues={issuesFor(issues, 'side')}
      />
      <ChoiceGroup
        legend="Order by"
        value={form.entrust}
        options={ENTRUST}
        onChange={(entrust) => {
          onEdit({ entrust });
        }}
        issues={issuesFor(issues, 'entrust_type')}
      />
      {form.entrust === 'QTY' ? (
        <TextField
          label="Quantity"
          testId="ticket-quantity"
          value={form.quantity}
          onChange={(quantity) => {
            onEdit({ quantity });
          }}
          issues={issuesFor(issues, 'quantity')}
          autoFocusRef={quantityRef}
        />
      ) : (
        <TextField
          label="Amount ($)"
          testId="ticket-amount"
          value={form.cashAmount}
          onChange={(cashAmount) => {
            onEdit({ cashAmount });
          }}
          issues={issuesFor(issues, 'cash_amount')}
        />
      )}
    </>
  );
}
