// The mail ports the server rules' tests pass: the real templates (src/mail)
// and a fixed site origin, so a test reads the very mail a recipient gets.
import type { MailPorts } from '../../src/domain/server/applications';
import { renderApplicationMail } from '../../src/mail/application-mails';

export const SITE = 'https://site.test';

export const testMailPorts: MailPorts = { origin: SITE, render: renderApplicationMail };
