// The application mails' render port (src/domain/server/applications.ts):
// the functions and the local backend pass this to the rules, which stay free
// of React. The local backend imports it on demand, so the templates load only
// when a mail is sent.
import type { ApplicationMail, RenderApplicationMail } from '../domain/server/applications';
import { renderMail } from './render';
import { accountReadyMail } from './templates/account-ready';
import { applicationRejectedMail } from './templates/application-rejected';
import { verifyApplicationMail } from './templates/verify-application';

function templateOf(mail: ApplicationMail) {
  switch (mail.template) {
    case 'verify-application':
      return verifyApplicationMail(mail.language, mail);
    case 'account-ready':
      return accountReadyMail(mail.language, mail);
    case 'application-rejected':
      return applicationRejectedMail(mail.language, mail);
  }
}

export const renderApplicationMail: RenderApplicationMail = (mail) => {
  const { subject, element } = templateOf(mail);
  return renderMail(subject, element);
};
