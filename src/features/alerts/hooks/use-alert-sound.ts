import { useSyncExternalStore } from 'react';

/** Whether a firing chimes; kept in this browser (on by default), the same in every tab of it. */
const SOUND_KEY = 'alerts.sound';
const listeners = new Set<() => void>();

export function isAlertSoundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setAlertSound(on: boolean): void {
  try {
    if (on) localStorage.removeItem(SOUND_KEY);
    else localStorage.setItem(SOUND_KEY, 'off');
  } catch {
    // private mode: the choice lasts as long as this page's listeners hear it
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice arrives as a storage event.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The chime's setting and its switch. */
export function useAlertSound(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, isAlertSoundOn), setAlertSound];
}
