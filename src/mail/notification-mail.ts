// The render port of member notifications (src/domain/server/notify.ts): the
// functions and the local backend pass it to the rules that notify (the
// arrival rule, the decisions), which stay free of React.
import type { RenderNotificationMail } from '../domain/server/notify';
import { renderMail } from './render';
import { notificationMail } from './templates/notification';

export const renderNotificationMail: RenderNotificationMail = (language, notification) => {
  const { subject, element } = notificationMail(language, notification);
  return renderMail(subject, element);
};
