import { useEffect, useRef, useState } from 'react';
import { DisplayDecimal } from './display-decimal';

export type FlashDirection = 'up' | 'down';

/** How long a changed price stays highlighted. */
export const FLASH_MS = 700;

function compare(next: string, previous: string): FlashDirection | undefined {
  try {
    const diff = new DisplayDecimal(next).cmp(previous);
    return diff > 0 ? 'up' : diff < 0 ? 'down' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `'up'` or `'down'` for a moment after `value` (a decimal string) changes, else undefined.
 * The first value never flashes. The highlight classes are `motion-safe:`, so users who ask
 * for reduced motion see no highlight; the value itself still changes.
 */
export function useFlash(value: string | undefined): FlashDirection | undefined {
  const previous = useRef(value);
  const [flash, setFlash] = useState<{ direction: FlashDirection; value: string } | undefined>();
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (value === undefined || before === undefined || before === value) return;
    const direction = compare(value, before);
    if (direction === undefined) return;
    setFlash({ direction, value });
    const timer = setTimeout(() => {
      setFlash(undefined);
    }, FLASH_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [value]);
  return flash !== undefined && flash.value === value ? flash.direction : undefined;
}
