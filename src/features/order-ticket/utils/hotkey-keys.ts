export type HotkeyAction = 'buy' | 'sell' | 'cancel-all' | 'flatten';

/** The chord that cancels every open order, as the hotkey legend and the docs write it. */
export const CANCEL_ALL_CHORD = ['Shift', 'Alt', 'X'] as const;

type KeyFacts = Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat'>;

/**
 * The letter of a press: its character, or, where Alt (Option on a Mac) turned the character
 * into another one ("˛" for Option+Shift+X), the key it sits on.
 */
function letterOf({ key, code }: KeyFacts): string | undefined {
  if (/^[a-z]$/i.test(key)) return key.toLowerCase();
  return /^Key([A-Z])$/.exec(code)?.[1]?.toLowerCase();
}

/**
 * The action a key press asks for. B buys at the ask, S sells at the bid, Shift+F flattens the
 * symbol, Shift+Alt+X cancels all open orders: three keys held together, which no browser takes
 * and nobody presses on the way to something else. Escape is never a trading key: it closes
 * things (docs/trading-screens.md#keyboard-trading). A held key's repeats, any chord with Ctrl or
 * Meta (the browser's and the system's own shortcuts) and any other chord with Alt do nothing.
 */
export function hotkeyFor(event: KeyFacts): HotkeyAction | undefined {
  if (event.repeat || event.ctrlKey || event.metaKey) return undefined;
  const letter = letterOf(event);
  if (event.altKey) return event.shiftKey && letter === 'x' ? 'cancel-all' : undefined;
  if (event.shiftKey) return letter === 'f' ? 'flatten' : undefined;
  if (letter === 'b') return 'buy';
  if (letter === 's') return 'sell';
  return undefined;
}
