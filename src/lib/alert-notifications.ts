/**
 * The browser's notifications for alert firings (docs/alerts.md#on-the-page). The permission is
 * asked once, when the trader creates an alert (a press of theirs, as browsers want), never on
 * load; a trader who dismissed or refused the question is not asked again by this page.
 */
const ASKED_KEY = 'alerts.notifications-asked';

function notificationApi(): typeof Notification | undefined {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;
}

function wasAsked(): boolean {
  try {
    return localStorage.getItem(ASKED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Asks for the permission the first time only; call it from the trader's own action. */
export function askNotificationsOnce(): void {
  const api = notificationApi();
  if (api === undefined || api.permission !== 'default' || wasAsked()) return;
  try {
    localStorage.setItem(ASKED_KEY, '1');
  } catch {
    // private mode: asked again next time, which the browser itself limits
  }
  void api.requestPermission().catch(() => undefined);
}

/** Shows a notification when the trader allowed them; `tag` keeps one per firing across tabs. */
export function notifyAlert(title: string, body: string, tag: string): void {
  const api = notificationApi();
  if (api?.permission !== 'granted') return;
  try {
    new api(title, { body, tag });
  } catch {
    // some browsers allow notifications only from a service worker: the toast still shows
  }
}
