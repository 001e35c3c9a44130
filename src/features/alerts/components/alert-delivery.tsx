import type { AlertFiring } from '@contracts/alerts';
import { ToastStack } from '@src/components/toast-stack';
import { useToasts } from '@src/components/use-toasts';
import { notifyAlert } from '@src/lib/alert-notifications';
import { isAlertSoundOn } from '../hooks/use-alert-sound';
import { useAlertDelivery } from '../hooks/use-alert-delivery';
import { playAlertSound } from '../utils/play-alert-sound';

/** What a toast and a notification say of a firing. */
export function firingText(firing: AlertFiring): string {
  return firing.note === '' ? firing.message : `${firing.message} (${firing.note})`;
}

/**
 * Each new firing of the user's alerts as a toast (bottom right, beside the order toasts), a
 * chime unless muted, and a browser notification once the trader allowed them.
 */
export function AlertDelivery({ user }: { user: string | undefined }) {
  const { toasts, announcements, push, dismiss, hold, release } = useToasts({ timeoutMs: 10_000 });
  useAlertDelivery(user, (firings) => {
    for (const firing of firings) {
      push('info', `Alert: ${firingText(firing)}`);
      notifyAlert(`Alert: ${firing.symbol}`, firingText(firing), firing.id);
    }
    if (isAlertSoundOn()) playAlertSound();
  });
  return (
    <ToastStack
      toasts={toasts}
      announcements={announcements}
      onDismiss={dismiss}
      onHold={hold}
      onRelease={release}
      label="Alert announcements"
      regionLabel="Alert notifications"
      place="bottom"
    />
  );
}
