// The member's opt-in to mail for what the bell tells them (issue 23), off by
// default: read from their own setting, saved as soon as it is flipped.
import { m } from '../../i18n';
import { useServiceQuery } from '../../services/use-service-query';
import { SavedSwitch } from './saved-switch';

export function NotificationsSwitch({ uid }: { uid: string }) {
  const optIn = useServiceQuery(`notification-mail:${uid}`, (services) => services.notifications.getEmailOptIn(), {
    onError: (error) => console.error('Reading the notification mail choice failed.', error),
  });
  // Unread (the failure is logged): no switch rather than one that may show the wrong state.
  if (optIn.status !== 'ready') return null;
  return (
    <SavedSwitch
      heading={m.notify_email_heading()}
      label={m.notify_email_label()}
      hint={m.notify_email_hint()}
      initial={optIn.data}
      save={(services, on) => services.notifications.setEmailOptIn(on)}
      saved={m.notify_email_saved()}
      failed={m.notify_email_failed()}
      what="the notification mail choice"
    />
  );
}
