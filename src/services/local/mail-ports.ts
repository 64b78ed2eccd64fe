// The local backend's side of the application mails (issue 22): the render
// port the server rules take, loaded on demand so the templates reach only a
// page that sends a mail, and the origin of the links, this very app's.
import type { MailPorts, RenderApplicationMail } from '../../domain/server/applications';
import type { RenderNotificationMail } from '../../domain/server/notify';
import type { RenderConsentMail } from '../../domain/server/subscriptions';

export const renderLocalApplicationMail: RenderApplicationMail = async (mail) =>
  (await import('../../mail/application-mails')).renderApplicationMail(mail);

export const localMailPorts = (): MailPorts => ({ origin: globalThis.location.origin, render: renderLocalApplicationMail });

export const renderLocalNotificationMail: RenderNotificationMail = async (language, notification) =>
  (await import('../../mail/notification-mail')).renderNotificationMail(language, notification);

export const renderLocalConsentMail: RenderConsentMail = async (template) => (await import('../../mail/consent-mail')).renderConsentMail(template);
