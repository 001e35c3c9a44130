/** Where this browser keeps whether the hotkey cancel all asks first (docs/trading-screens.md#keyboard-trading). */
export const CONFIRM_CANCEL_ALL_KEY = 'dashboard-hotkey-confirm-cancel-all';

/**
 * Whether Shift+Alt+X asks before it cancels: yes unless the trader turned it off in this
 * browser. Anything but the exact word written by turning it off, a blocked storage included,
 * leaves the confirm on: a setting that cannot be read must not cancel orders unasked.
 */
export function readConfirmCancelAll(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(CONFIRM_CANCEL_ALL_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Saves the choice; false when the browser would not keep it (it then lasts for this page). */
export function writeConfirmCancelAll(storage: Pick<Storage, 'setItem' | 'removeItem'>, confirm: boolean): boolean {
  try {
    if (confirm) storage.removeItem(CONFIRM_CANCEL_ALL_KEY);
    else storage.setItem(CONFIRM_CANCEL_ALL_KEY, 'off');
    return true;
  } catch {
    return false;
  }
}
