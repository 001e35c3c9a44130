import { useEffect } from 'react';
import { hotkeyFor, type HotkeyAction } from '../utils/hotkey-keys';
import { useLatest } from './use-latest';

/** Keys typed into a field are text, never orders. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/**
 * Listens for the trading keys on the whole window while `enabled` (armed) and not otherwise;
 * leaving the window (`blur`) calls `onLeave`, which disarms.
 */
export function useHotkeys(enabled: boolean, onAction: (action: HotkeyAction) => void, onLeave: () => void) {
  const actionRef = useLatest(onAction);
  const leaveRef = useLatest(onLeave);
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const action = hotkeyFor(event);
      if (action === undefined) return;
      event.preventDefault();
      actionRef.current(action);
    };
    const onBlur = () => {
      leaveRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', onBlur);
    };
  }, [enabled, actionRef, leaveRef]);
}
