import { useState } from 'react';
import { readConfirmCancelAll, writeConfirmCancelAll } from '../utils/hotkey-settings';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The hotkeys' one setting: whether cancel all asks first (on unless turned off), kept in this browser. */
export function useHotkeySettings() {
  const [confirmCancelAll, setConfirmCancelAll] = useState(() => readConfirmCancelAll(browserStorage()));
  return {
    confirmCancelAll,
    setConfirmCancelAll: (confirm: boolean) => {
      setConfirmCancelAll(confirm);
      const storage = browserStorage();
      if (storage !== undefined) writeConfirmCancelAll(storage, confirm);
    },
  };
}
