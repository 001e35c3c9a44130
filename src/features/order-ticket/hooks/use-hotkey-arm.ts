import { useEffect, useState } from 'react';
import { ARM_MS, armRemaining } from '../utils/arm-timer';
import type { TicketClock } from './ticket-clock';
import { useLatest } from './use-latest';

/**
 * The safety arm of keyboard trading: held in memory only (a reload always starts disarmed),
 * it lasts five minutes and is dropped when `scope` (the account) changes. `isArmedNow` is asked
 * at every key press, so an arm that ran out between two ticks of the countdown never fires
 * (docs/decisions/0070-keyboard-trading-behind-a-five-minute-arm.md).
 */
export function useHotkeyArm(clock: TicketClock, scope: string | undefined, onExpire: () => void) {
  const [armedUntil, setArmedUntil] = useState<number>();
  const [now, setNow] = useState(() => clock.now());
  const [armedScope, setArmedScope] = useState(scope);
  if (armedScope !== scope) {
    setArmedScope(scope);
    setArmedUntil(undefined);
  }
  const onExpireRef = useLatest(onExpire);
  useEffect(() => {
    if (armedUntil === undefined) return undefined;
    return clock.every(1_000, () => {
      const time = clock.now();
      setNow(time);
      if (time >= armedUntil) {
        setArmedUntil(undefined);
        onExpireRef.current();
      }
    });
  }, [clock, armedUntil, onExpireRef]);
  return {
    armed: armedUntil !== undefined,
    remainingMs: armRemaining(armedUntil, now),
    arm: () => {
      const time = clock.now();
      setNow(time);
      setArmedUntil(time + ARM_MS);
    },
    disarm: () => {
      setArmedUntil(undefined);
    },
    isArmedNow: () => armedUntil !== undefined && clock.now() < armedUntil,
  };
}
