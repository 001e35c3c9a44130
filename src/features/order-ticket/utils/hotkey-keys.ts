export type HotkeyAction = 'buy' | 'sell' | 'cancel-all' | 'flatten';

/** Two Escapes at most this far apart cancel every open order. */
export const DOUBLE_ESCAPE_MS = 800;

type KeyFacts = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat'>;

/**
 * The action a key press asks for. B buys at the ask, S sells at the bid, Shift+C (or Escape
 * twice) cancels all open orders, Shift+F flattens the symbol. A held key's repeats and any
 * chord with Ctrl, Alt or Meta (the browser's and the system's own shortcuts) do nothing.
 */
export function hotkeyFor(event: KeyFacts, lastEscapeAt: number | undefined, now: number): HotkeyAction | undefined {
  if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (event.key === 'Escape')
    return lastEscapeAt !== undefined && now - lastEscapeAt <= DOUBLE_ESCAPE_MS ? 'cancel-all' : undefined;
  const key = event.key.toLowerCase();
  if (event.shiftKey) {
    if (key === 'c') return 'cancel-all';
    if (key === 'f') return 'flatten';
    return undefined;
  }
  if (key === 'b') return 'buy';
  if (key === 's') return 'sell';
  return undefined;
}
