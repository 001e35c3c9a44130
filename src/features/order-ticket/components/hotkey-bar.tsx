import type { SessionInfo } from '@contracts/session';
import { issuesFor } from '../utils/check-order';
import { CANCEL_ALL_CHORD } from '../utils/hotkey-keys';
import { readForm } from '../utils/read-form';
import { initialTicketForm } from '../utils/ticket-form';
import { ArmedBanner } from './armed-banner';
import { KeyChord } from './key-chord';
import { TextField } from './text-field';

type HotkeyBarProps = {
  mode: SessionInfo['mode'];
  symbol: string;
  armed: boolean;
  remainingMs: number;
  onArm: () => void;
  onDisarm: () => void;
  quantity: string;
  onQuantity: (quantity: string) => void;
  /** Whether the cancel-all chord asks first (the trader's setting, on unless turned off). */
  confirmCancelAll: boolean;
  onConfirmCancelAll: (confirm: boolean) => void;
};

/** The arm switch, the quantity the keys trade, the keys themselves and, while armed, the banner. */
export function HotkeyBar(props: HotkeyBarProps) {
  const { mode, symbol, armed, remainingMs, onArm, onDisarm, quantity, onQuantity } = props;
  const quantityIssues = issuesFor(readForm({ ...initialTicketForm(symbol), quantity }).issues, 'quantity');
  return (
    <div
      data-testid="hotkeys"
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-2 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={armed}
          onClick={armed ? onDisarm : onArm}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold ring-1 ${
            armed
              ? 'bg-slate-800 text-white ring-slate-900'
              : 'bg-white ring-slate-300 dark:bg-slate-900 dark:ring-slate-700'
          }`}
        >
          Arm hotkeys
        </button>
        <div className="w-28">
          <TextField label="Hotkey quantity" value={quantity} onChange={onQuantity} issues={quantityIssues} />
        </div>
      </div>
      {armed ? <ArmedBanner mode={mode} symbol={symbol} remainingMs={remainingMs} /> : null}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <kbd>B</kbd> buy at the ask · <kbd>S</kbd> sell at the bid · <KeyChord keys={CANCEL_ALL_CHORD} /> cancel all
        open orders{props.confirmCancelAll ? ' (lists them and asks first)' : ''} · <kbd>Shift</kbd>+<kbd>F</kbd>{' '}
        flatten {symbol}. Keys work only while armed, never while typing in a field; <kbd>Esc</kbd> only closes.
      </p>
      <label className="flex items-center gap-2 text-xs">
        <input
          type="checkbox"
          checked={props.confirmCancelAll}
          onChange={(event) => {
            props.onConfirmCancelAll(event.target.checked);
          }}
        />
        Ask before the cancel-all key cancels
      </label>
    </div>
  );
}
